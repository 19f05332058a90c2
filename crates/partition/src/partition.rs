use std::fmt;

use std::str::FromStr;

use crate::runs::{CornerNotation, ExponentNotation, RunSource};
use crate::{PartitionError, PartitionRuns};

/// A partition λ = (λ_1 ≥ λ_2 ≥ … ≥ λ_ℓ > 0), read as a Young diagram in
/// English notation: row `i` (1-based, top to bottom) has `λ_i` boxes.
///
/// The parts are kept non-increasing with zeros trimmed; the number of boxes
/// `|λ|` always fits in a `u64` (the constructors check it). Coordinates of
/// boxes are 1-based `(row, column)` pairs, as in every paper this crate
/// follows.
///
/// # Example
/// ```
/// use hookgames_partition::Partition;
/// let y = Partition::new(vec![6, 6, 5, 3, 3])?;
/// assert_eq!(y.size(), 23);
/// assert_eq!(y.conjugate()?.parts(), &[5, 5, 5, 3, 3, 2]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Serialization
/// With the `serde` feature a partition is serializable as its list of
/// parts, largest first: `[9, 8, 6, 5, 5, 2]` (∅ is `[]`). Reading goes
/// through [`Partition::new`]: trailing zeros are trimmed, and a list that
/// increases is refused with that constructor's message.
/// ```
/// # #[cfg(feature = "serde")] {
/// use hookgames_partition::Partition;
/// let y: Partition = serde_json::from_str("[9, 8, 6, 5, 5, 2]")?;
/// assert_eq!(y, Partition::new(vec![9, 8, 6, 5, 5, 2])?);
/// assert_eq!(serde_json::to_string(&y)?, "[9,8,6,5,5,2]");
/// let err = serde_json::from_str::<Partition>("[1, 3]").unwrap_err();
/// assert!(err.to_string().starts_with("part 2 (3) is larger than part 1 (1)"));
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Partition {
    parts: Vec<u64>,
    size: u64,
}

impl Partition {
    /// The empty partition ∅.
    pub const fn empty() -> Self {
        Partition {
            parts: Vec::new(),
            size: 0,
        }
    }

    /// A partition from its parts, largest first. Trailing zeros are trimmed.
    ///
    /// # Errors
    /// [`PartitionError::Increasing`] if a part is larger than the one before
    /// it (a zero followed by a positive part counts as increasing);
    /// [`PartitionError::SizeOverflow`] if the number of boxes exceeds
    /// `u64::MAX`.
    ///
    /// # Complexity
    /// O(ℓ) for ℓ parts.
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// assert_eq!(Partition::new(vec![3, 1, 0, 0])?.parts(), &[3, 1]);
    /// assert!(Partition::new(vec![1, 3]).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(mut parts: Vec<u64>) -> Result<Self, PartitionError> {
        let mut size: u64 = 0;
        for (k, &p) in parts.iter().enumerate() {
            if k > 0 && p > parts[k - 1] {
                return Err(PartitionError::Increasing {
                    index: k + 1,
                    part: p,
                    prev: parts[k - 1],
                });
            }
            size = size.checked_add(p).ok_or(PartitionError::SizeOverflow)?;
        }
        while parts.last() == Some(&0) {
            parts.pop();
        }
        Ok(Partition { parts, size })
    }

    /// Builds a partition from parts the caller guarantees are
    /// non-increasing, positive, and of total size `size`.
    pub(crate) fn from_sorted_unchecked(parts: Vec<u64>, size: u64) -> Self {
        debug_assert!(parts.windows(2).all(|w| w[0] >= w[1]));
        debug_assert!(parts.last() != Some(&0));
        debug_assert_eq!(parts.iter().sum::<u64>(), size);
        Partition { parts, size }
    }

    /// The parts λ_1 ≥ λ_2 ≥ … ≥ λ_ℓ > 0.
    pub fn parts(&self) -> &[u64] {
        &self.parts
    }

    /// Consumes the partition and returns its parts.
    pub fn into_parts(self) -> Vec<u64> {
        self.parts
    }

    /// The number of boxes |λ| = Σ λ_i.
    pub fn size(&self) -> u64 {
        self.size
    }

    /// The number of (non-zero) rows ℓ(λ).
    pub fn len(&self) -> usize {
        self.parts.len()
    }

    /// `true` for the empty partition.
    pub fn is_empty(&self) -> bool {
        self.parts.is_empty()
    }

    /// The heap memory the partition owns, in bytes: 8 per allocated part
    /// (the parts' buffer). A partition takes
    /// `size_of::<Partition>() + heap_bytes()` bytes in all — the measure
    /// for a game's `Algorithm::state_bytes` when its states are
    /// partitions.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// assert_eq!(Partition::new(vec![3, 1])?.heap_bytes(), 16);
    /// assert_eq!(Partition::empty().heap_bytes(), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn heap_bytes(&self) -> usize {
        std::mem::size_of::<u64>() * self.parts.capacity()
    }

    /// The part λ_i of row `i` (1-based); 0 beyond the last row and for `i = 0`.
    pub fn part(&self, i: usize) -> u64 {
        if i == 0 {
            0
        } else {
            self.parts.get(i - 1).copied().unwrap_or(0)
        }
    }

    /// The conjugate (transpose) λ' with λ'_j = #{i : λ_i ≥ j}.
    ///
    /// # Errors
    /// [`PartitionError::TooLarge`] if its λ_1 parts (8λ_1 bytes) exceed
    /// [`MAX_MATERIALIZED_BYTES`](crate::MAX_MATERIALIZED_BYTES), i.e.
    /// λ_1 > [`MAX_MATERIALIZED`](crate::MAX_MATERIALIZED) (use the lazy
    /// [`Partition::columns`], or [`PartitionRuns::conjugate`]).
    ///
    /// # Complexity
    /// O(ℓ + λ_1) time and 8λ_1 bytes.
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// let y = Partition::new(vec![6, 4, 3, 3, 1, 1])?;
    /// assert_eq!(y.conjugate()?.parts(), &[6, 4, 4, 2, 1, 1]);
    /// assert!(Partition::new(vec![1 << 40])?.conjugate().is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn conjugate(&self) -> Result<Partition, PartitionError> {
        let cols = self.parts.first().copied().unwrap_or(0);
        check_words(
            "the conjugate",
            u128::from(cols),
            "use the lazy Partition::columns, or PartitionRuns::conjugate",
        )?;
        let mut out = Vec::with_capacity(cols as usize);
        let mut i = self.parts.len();
        for j in 1..=cols {
            while i > 0 && self.parts[i - 1] < j {
                i -= 1;
            }
            out.push(i as u64);
        }
        Ok(Partition::from_sorted_unchecked(out, self.size))
    }

    /// The exponent notation `6,5,4^3,2^2` (Gottlieb–Krnc–Muršič §2.1) as a
    /// displayable value.
    ///
    /// # Complexity
    /// O(ℓ) to display.
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// let y: Partition = "6,5,4,4,4,2,2".parse()?;
    /// assert_eq!(y.exponent_notation().to_string(), "6,5,4^3,2^2");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn exponent_notation(&self) -> ExponentNotation<'_> {
        ExponentNotation {
            src: RunSource::Parts(&self.parts),
        }
    }

    /// The corner representation `{(6,1),(5,2),(4,5),(2,7)}`
    /// (Gottlieb–Krnc–Muršič §8) as a displayable value: one pair
    /// (column, row) = (λ_i, i) per corner box (i, λ_i).
    ///
    /// # Complexity
    /// O(ℓ) to display.
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// let y: Partition = "6,5,4,4,4,2,2".parse()?;
    /// assert_eq!(y.corner_notation().to_string(), "{(6,1),(5,2),(4,5),(2,7)}");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn corner_notation(&self) -> CornerNotation<'_> {
        CornerNotation {
            src: RunSource::Parts(&self.parts),
        }
    }
}

/// Checks that `words` 8-byte entries (`u64` parts, `i64` values, …) fit
/// in [`MAX_MATERIALIZED_BYTES`](crate::MAX_MATERIALIZED_BYTES).
pub(crate) fn check_words(
    what: &'static str,
    words: u128,
    instead: &'static str,
) -> Result<(), PartitionError> {
    crate::check_materialized_bytes(what, words.saturating_mul(8), instead)
}

/// Parses a partition in any of three notations:
///
/// * plain: `9,8,6,5,5,2`, with optional spaces around commas and optional
///   brackets `(…)`, `[…]` or `⟦…⟧`; trailing zero parts are trimmed;
/// * exponent: `6,5,4^3,2^2` (also `4^{3}`), mixable with plain entries;
///   equal neighbouring entries merge;
/// * corner: `{(6,1),(5,2),(4,5),(2,7)}` (Gottlieb–Krnc–Muršič §8), pairs
///   (column, row) of the corner boxes in any order.
///
/// The empty partition is the empty string, `∅`, `()`, `[]` or `{}`.
///
/// # Errors
/// [`PartitionError::Parse`] with the 1-based character position and the
/// offending token, and a [`ParseErrorKind`](crate::ParseErrorKind):
/// not a number, negative, overflow, `^0`, an increasing part, a size
/// above `u64::MAX`, bad corner syntax, comparable corners;
/// [`PartitionError::TooLarge`] if the expansion has more than
/// [`MAX_MATERIALIZED`](crate::MAX_MATERIALIZED) parts (8 bytes each, the
/// budget [`MAX_MATERIALIZED_BYTES`](crate::MAX_MATERIALIZED_BYTES); use
/// [`PartitionRuns`](crate::PartitionRuns) for those).
///
/// # Example
/// ```
/// use hookgames_partition::{Partition, PartitionError, ParseErrorKind};
/// let a: Partition = "6,5,4^3,2^2".parse()?;
/// let b: Partition = "{(6,1),(5,2),(4,5),(2,7)}".parse()?;
/// let c: Partition = "(6, 5, 4, 4, 4, 2, 2)".parse()?;
/// assert_eq!(a, b);
/// assert_eq!(b, c);
/// let e = "3,x".parse::<Partition>().unwrap_err();
/// assert!(matches!(e, PartitionError::Parse { position: 3, kind: ParseErrorKind::NotANumber, .. }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl FromStr for Partition {
    type Err = PartitionError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let parsed = crate::parse::parse_runs(s, false)?;
        PartitionRuns::from_parsed_unchecked(parsed.runs, parsed.size).to_partition()
    }
}

impl fmt::Debug for Partition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Partition({self})")
    }
}

/// Comma-separated parts, `9,8,6,5,5,2`; the empty partition prints as `∅`.
impl fmt::Display for Partition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.parts.is_empty() {
            return f.write_str("∅");
        }
        for (k, p) in self.parts.iter().enumerate() {
            if k > 0 {
                f.write_str(",")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}
