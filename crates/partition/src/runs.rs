use std::fmt;
use std::str::FromStr;

use crate::partition::check_words;
use crate::{Partition, PartitionError};

/// A partition in run-length (exponent) form λ = ⟦p_1^{m_1}, …, p_k^{m_k}⟧:
/// parts p_1 > p_2 > … > p_k ≥ 1 with multiplicities m_t ≥ 1
/// (Gottlieb–Krnc–Muršič §2.1 and §8).
///
/// Unlike [`Partition`], the size of a `PartitionRuns` is proportional to
/// the number of *distinct* parts, so `5^1000000000000` is three words. The
/// number of boxes Σ p_t·m_t always fits in a `u64` (checked).
///
/// It parses all three notations (plain `6,5,4,4,4,2,2`, exponent
/// `6,5,4^3,2^2`, corner `{(6,1),(5,2),(4,5),(2,7)}`) without expanding
/// multiplicities, and displays in exponent notation.
///
/// # Example
/// ```
/// use hookgames_partition::PartitionRuns;
/// let r: PartitionRuns = "{(6,1),(5,2),(4,5),(2,7)}".parse()?;
/// assert_eq!(r.runs(), &[(6, 1), (5, 1), (4, 3), (2, 2)]);
/// assert_eq!(r.to_string(), "6,5,4^3,2^2");
/// assert_eq!(r.num_parts(), 7);
/// assert_eq!(r.size(), 27);
/// let huge: PartitionRuns = "5^1000000000000".parse()?;
/// assert_eq!(huge.size(), 5_000_000_000_000);
/// assert!(huge.to_partition().is_err()); // too many parts to materialize
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Serialization
/// With the `serde` feature it is serializable as its runs, a list of
/// `[part, multiplicity]` pairs with strictly decreasing parts: `6,5,4^3,2^2`
/// is `[[6, 1], [5, 1], [4, 3], [2, 2]]` and `5^1000000000000` is
/// `[[5, 1000000000000]]` (∅ is `[]`). Reading goes through
/// [`PartitionRuns::new`], so runs out of order, zero parts or
/// multiplicities and sizes beyond `u64::MAX` are refused with its message.
/// ```
/// # #[cfg(feature = "serde")] {
/// use hookgames_partition::PartitionRuns;
/// let r: PartitionRuns = serde_json::from_str("[[6, 1], [5, 1], [4, 3], [2, 2]]")?;
/// assert_eq!(r.to_string(), "6,5,4^3,2^2");
/// assert_eq!(serde_json::to_string(&r)?, "[[6,1],[5,1],[4,3],[2,2]]");
/// assert!(serde_json::from_str::<PartitionRuns>("[[2, 1], [4, 3]]").is_err());
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Default, PartialEq, Eq, Hash)]
pub struct PartitionRuns {
    runs: Vec<(u64, u64)>,
    num_parts: u64,
    size: u64,
}

impl PartitionRuns {
    /// The empty partition ∅ (no runs).
    pub const fn empty() -> Self {
        PartitionRuns {
            runs: Vec::new(),
            num_parts: 0,
            size: 0,
        }
    }

    /// Runs `(part, multiplicity)` with strictly decreasing parts and
    /// multiplicities at least 1.
    ///
    /// # Errors
    /// [`PartitionError::ZeroRun`] if a part or a multiplicity is 0;
    /// [`PartitionError::RunOrder`] if a part is not strictly smaller than
    /// the previous one; [`PartitionError::SizeOverflow`] if Σ part·mult
    /// exceeds `u64::MAX`.
    ///
    /// # Complexity
    /// O(k) for k runs.
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::PartitionRuns;
    /// let r = PartitionRuns::new(vec![(4, 3), (1, 2)])?;
    /// assert_eq!(r.size(), 14);
    /// assert!(PartitionRuns::new(vec![(1, 2), (4, 3)]).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(runs: Vec<(u64, u64)>) -> Result<Self, PartitionError> {
        let mut size: u64 = 0;
        let mut num_parts: u64 = 0;
        for (k, &(part, multiplicity)) in runs.iter().enumerate() {
            if part == 0 || multiplicity == 0 {
                return Err(PartitionError::ZeroRun {
                    index: k + 1,
                    part,
                    multiplicity,
                });
            }
            if k > 0 && part >= runs[k - 1].0 {
                return Err(PartitionError::RunOrder {
                    index: k + 1,
                    part,
                    prev: runs[k - 1].0,
                });
            }
            let add = part
                .checked_mul(multiplicity)
                .ok_or(PartitionError::SizeOverflow)?;
            size = size.checked_add(add).ok_or(PartitionError::SizeOverflow)?;
            // num_parts ≤ size since every part is ≥ 1.
            num_parts += multiplicity;
        }
        Ok(PartitionRuns {
            runs,
            num_parts,
            size,
        })
    }

    /// The runs `(part, multiplicity)`, parts strictly decreasing.
    pub fn runs(&self) -> &[(u64, u64)] {
        &self.runs
    }

    /// The number of parts ℓ(λ) = Σ m_t (rows of the diagram).
    pub fn num_parts(&self) -> u64 {
        self.num_parts
    }

    /// The number of boxes |λ| = Σ p_t·m_t.
    pub fn size(&self) -> u64 {
        self.size
    }

    /// `true` for the empty partition.
    pub fn is_empty(&self) -> bool {
        self.runs.is_empty()
    }

    /// The largest part λ_1 (0 for ∅).
    pub fn largest_part(&self) -> u64 {
        self.runs.first().map_or(0, |r| r.0)
    }

    /// The part λ_i of row `i` (1-based); 0 beyond the last row and for
    /// `i = 0`.
    ///
    /// # Complexity
    /// O(k) for k runs.
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::PartitionRuns;
    /// let r: PartitionRuns = "6,5,4^3,2^2".parse()?;
    /// assert_eq!((r.part(1), r.part(5), r.part(6), r.part(8)), (6, 4, 2, 0));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn part(&self, i: u64) -> u64 {
        if i == 0 {
            return 0;
        }
        let mut end = 0u64;
        for &(p, m) in &self.runs {
            end += m;
            if end >= i {
                return p;
            }
        }
        0
    }

    /// The conjugate λ' in run form, without expanding: the run p_t^{m_t}
    /// contributes the part m_1 + … + m_t with multiplicity p_t − p_{t+1}.
    ///
    /// # Complexity
    /// O(k) for k runs.
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::PartitionRuns;
    /// let r: PartitionRuns = "6,5,4^3,2^2".parse()?;
    /// assert_eq!(r.conjugate().to_string(), "7^2,5^2,2,1");
    /// let huge: PartitionRuns = "1000000000000^3".parse()?;
    /// assert_eq!(huge.conjugate().runs(), &[(3, 1_000_000_000_000)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn conjugate(&self) -> PartitionRuns {
        let mut out = Vec::with_capacity(self.runs.len());
        let mut rows = 0u64;
        let ends: Vec<u64> = self
            .runs
            .iter()
            .map(|&(_, m)| {
                rows += m;
                rows
            })
            .collect();
        for t in (0..self.runs.len()).rev() {
            let next = self.runs.get(t + 1).map_or(0, |r| r.0);
            out.push((ends[t], self.runs[t].0 - next));
        }
        PartitionRuns {
            runs: out,
            num_parts: self.largest_part(),
            size: self.size,
        }
    }

    /// The Durfee length d(λ) = max{ℓ : λ_ℓ ≥ ℓ} (Gottlieb–Krnc–Muršič §2.1
    /// and §8), read off the runs.
    ///
    /// # Complexity
    /// O(k) for k runs.
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::PartitionRuns;
    /// let r: PartitionRuns = "6,4,3^2,1^2".parse()?;
    /// assert_eq!(r.durfee_length(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn durfee_length(&self) -> u64 {
        // Run t holds the rows start+1 ..= start+m_t, all with part p_t.
        // λ_ℓ ≥ ℓ holds on a prefix of the rows: take the last run whose
        // first row qualifies and clip inside it.
        let mut start = 0u64;
        let mut best = 0u64;
        for &(p, m) in &self.runs {
            if p < start + 1 {
                break;
            }
            best = p.min(start + m);
            start += m;
        }
        best
    }

    /// The corners of the diagram as (column, row) pairs, the pairs of the
    /// corner representation `{(6,1),(5,2),(4,5),(2,7)}` of
    /// Gottlieb–Krnc–Muršič §8: for each run, its part and the index of its
    /// last row.
    ///
    /// # Complexity
    /// O(k) for k runs.
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::PartitionRuns;
    /// let r: PartitionRuns = "6,5,4^3,2^2".parse()?;
    /// assert_eq!(r.corners(), vec![(6, 1), (5, 2), (4, 5), (2, 7)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn corners(&self) -> Vec<(u64, u64)> {
        let mut row = 0u64;
        self.runs
            .iter()
            .map(|&(p, m)| {
                row += m;
                (p, row)
            })
            .collect()
    }

    /// Displays the partition in the corner representation
    /// `{(6,1),(5,2),(4,5),(2,7)}` (Gottlieb–Krnc–Muršič §8); ∅ is `{}`.
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::PartitionRuns;
    /// let r: PartitionRuns = "6,5,4^3,2^2".parse()?;
    /// assert_eq!(r.corner_notation().to_string(), "{(6,1),(5,2),(4,5),(2,7)}");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn corner_notation(&self) -> CornerNotation<'_> {
        CornerNotation {
            src: RunSource::Runs(&self.runs),
        }
    }

    /// Expands the runs into a [`Partition`].
    ///
    /// # Errors
    /// [`PartitionError::TooLarge`] if its ℓ parts (8ℓ bytes) exceed
    /// [`MAX_MATERIALIZED_BYTES`](crate::MAX_MATERIALIZED_BYTES), i.e.
    /// ℓ > [`MAX_MATERIALIZED`](crate::MAX_MATERIALIZED) (checked before
    /// allocating).
    ///
    /// # Complexity
    /// O(ℓ) time, 8ℓ bytes, for ℓ parts.
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::PartitionRuns;
    /// let r: PartitionRuns = "4^2,1".parse()?;
    /// assert_eq!(r.to_partition()?.parts(), &[4, 4, 1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_partition(&self) -> Result<Partition, PartitionError> {
        check_words(
            "the expanded partition",
            u128::from(self.num_parts),
            "keep it in run-length form (PartitionRuns), which is never expanded",
        )?;
        let mut parts = Vec::with_capacity(self.num_parts as usize);
        for &(p, m) in &self.runs {
            parts.extend(std::iter::repeat_n(p, m as usize));
        }
        Ok(Partition::from_sorted_unchecked(parts, self.size))
    }

    pub(crate) fn from_parsed_unchecked(runs: Vec<(u64, u64)>, size: u64) -> Self {
        let num_parts = runs.iter().map(|r| r.1).sum();
        debug_assert!(runs.windows(2).all(|w| w[0].0 > w[1].0));
        PartitionRuns {
            runs,
            num_parts,
            size,
        }
    }
}

impl From<&Partition> for PartitionRuns {
    /// The runs of a partition.
    ///
    /// # Complexity
    /// O(ℓ).
    fn from(p: &Partition) -> Self {
        let mut runs: Vec<(u64, u64)> = Vec::new();
        for &x in p.parts() {
            match runs.last_mut() {
                Some((q, m)) if *q == x => *m += 1,
                _ => runs.push((x, 1)),
            }
        }
        PartitionRuns {
            runs,
            num_parts: p.len() as u64,
            size: p.size(),
        }
    }
}

impl TryFrom<&PartitionRuns> for Partition {
    type Error = PartitionError;
    fn try_from(r: &PartitionRuns) -> Result<Self, Self::Error> {
        r.to_partition()
    }
}

/// Parses the plain (`9,8,6,5,5,2`), exponent (`6,5,4^3,2^2`) and corner
/// (`{(6,1),(5,2),(4,5),(2,7)}`) notations in O(input length), without
/// expanding multiplicities. See [`Partition`]'s `FromStr` for the grammar.
impl FromStr for PartitionRuns {
    type Err = PartitionError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let parsed = crate::parse::parse_runs(s, false)?;
        Ok(PartitionRuns::from_parsed_unchecked(
            parsed.runs,
            parsed.size,
        ))
    }
}

impl fmt::Debug for PartitionRuns {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PartitionRuns({self})")
    }
}

/// Exponent notation `6,5,4^3,2^2` (multiplicity 1 is omitted); ∅ for the
/// empty partition.
impl fmt::Display for PartitionRuns {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        ExponentNotation::of_runs(&self.runs).fmt(f)
    }
}

/// Where a notation wrapper reads its runs from.
#[derive(Debug, Clone, Copy)]
pub(crate) enum RunSource<'a> {
    Runs(&'a [(u64, u64)]),
    Parts(&'a [u64]),
}

impl RunSource<'_> {
    pub(crate) fn iter(self) -> impl Iterator<Item = (u64, u64)> {
        let (runs, parts) = match self {
            RunSource::Runs(r) => (r, &[][..]),
            RunSource::Parts(p) => (&[][..], p),
        };
        runs.iter().copied().chain(RunsOfParts { parts, k: 0 })
    }
}

/// The runs of a non-increasing slice of parts.
struct RunsOfParts<'a> {
    parts: &'a [u64],
    k: usize,
}

impl Iterator for RunsOfParts<'_> {
    type Item = (u64, u64);
    fn next(&mut self) -> Option<(u64, u64)> {
        let p = *self.parts.get(self.k)?;
        let start = self.k;
        while self.parts.get(self.k) == Some(&p) {
            self.k += 1;
        }
        Some((p, (self.k - start) as u64))
    }
}

/// The corner representation of a partition, `{(6,1),(5,2),(4,5),(2,7)}`
/// (Gottlieb–Krnc–Muršič §8), as returned by
/// [`PartitionRuns::corner_notation`] and [`Partition::corner_notation`]:
/// each pair is (column, row) of a corner box, i.e. (λ_i, i) for the last
/// row `i` of each run of equal parts. ∅ displays as `{}`.
#[derive(Debug, Clone, Copy)]
pub struct CornerNotation<'a> {
    pub(crate) src: RunSource<'a>,
}

impl fmt::Display for CornerNotation<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        let mut row = 0u64;
        for (k, (p, m)) in self.src.iter().enumerate() {
            row += m;
            if k > 0 {
                f.write_str(",")?;
            }
            write!(f, "({p},{row})")?;
        }
        f.write_str("}")
    }
}

/// The exponent notation of a partition, `6,5,4^3,2^2`
/// (Gottlieb–Krnc–Muršič §2.1), as returned by
/// [`Partition::exponent_notation`]; ∅ displays as `∅`.
#[derive(Debug, Clone, Copy)]
pub struct ExponentNotation<'a> {
    pub(crate) src: RunSource<'a>,
}

impl<'a> ExponentNotation<'a> {
    /// The exponent notation of runs `(part, multiplicity)`, parts
    /// strictly decreasing and multiplicities positive, as
    /// [`PartitionRuns::runs`] returns them. Nothing is checked: the
    /// notation writes the runs it is given.
    ///
    /// # Complexity
    /// O(1); O(k) to display k runs.
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::ExponentNotation;
    /// let runs = [(7, 1_000_000_000_000), (3, 1)];
    /// assert_eq!(ExponentNotation::of_runs(&runs).to_string(), "7^1000000000000,3");
    /// assert_eq!(ExponentNotation::of_runs(&[]).to_string(), "∅");
    /// ```
    pub fn of_runs(runs: &'a [(u64, u64)]) -> Self {
        ExponentNotation {
            src: RunSource::Runs(runs),
        }
    }

    /// The exponent notation of non-increasing parts, as
    /// [`Partition::parts`] returns them (the runs are read off the parts
    /// as they are written). Nothing is checked.
    ///
    /// # Complexity
    /// O(1); O(ℓ) to display ℓ parts.
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::ExponentNotation;
    /// assert_eq!(ExponentNotation::of_parts(&[6, 5, 4, 4, 4]).to_string(), "6,5,4^3");
    /// ```
    pub fn of_parts(parts: &'a [u64]) -> Self {
        ExponentNotation {
            src: RunSource::Parts(parts),
        }
    }

    /// The runs `(part, multiplicity)` the notation writes, largest part
    /// first, computed as they are read (nothing is collected).
    ///
    /// # Complexity
    /// O(1) memory; O(ℓ) in all for ℓ parts, O(k) for k runs.
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// let y: Partition = "6,5,4,4,4,2,2".parse()?;
    /// let runs: Vec<(u64, u64)> = y.exponent_notation().runs().collect();
    /// assert_eq!(runs, [(6, 1), (5, 1), (4, 3), (2, 2)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn runs(self) -> impl Iterator<Item = (u64, u64)> + 'a {
        self.src.iter()
    }
}

impl fmt::Display for ExponentNotation<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for (p, m) in self.src.iter() {
            if !first {
                f.write_str(",")?;
            }
            first = false;
            if m == 1 {
                write!(f, "{p}")?;
            } else {
                write!(f, "{p}^{m}")?;
            }
        }
        if first {
            f.write_str("∅")?;
        }
        Ok(())
    }
}
