use hookgames_game::Convention;
use hookgames_partition::PartitionRuns;

use crate::LctrError;
use crate::fast::{self, Shape};
use crate::rules::{Downright, Lctr, LctrVariant};

/// A partition in exponent (run-length) representation
/// ⟦p_1^{m_1}, …, p_k^{m_k}⟧ with the cumulative row counts
/// M_t = m_1 + … + m_t precomputed, so that λ_i, the column lengths λ'_c and
/// the Durfee length are each found by one binary search over the k runs,
/// never expanding the multiplicities.
///
/// On the open problem of Gottlieb–Krnc–Muršič §8 ("whether one can always
/// determine the Durfee length in O(log n) time units using exponential
/// notation"): d(λ) = max_t min(p_t, M_t), and since p_t decreases while M_t
/// increases the maximum sits where the two sequences cross, found by binary
/// search over the M_t. So once the cumulative counts are stored (one O(k)
/// pass, like reading the k runs), d(λ) and the whole of Theorem 22 take
/// O(log k). Without them the row index of a run depends on every
/// multiplicity above it; [`Lctr::grundy_runs`] then reads only the runs
/// above the Durfee crossing, O(min(k, d(λ)) + 1).
///
/// # Example
/// ```
/// use hookgames_game::Convention;
/// use hookgames_lctr::{Lctr, RunsIndex};
/// use hookgames_partition::PartitionRuns;
/// let runs: PartitionRuns = "8,7,6,5^2,2,1".parse()?;
/// let index = RunsIndex::new(&runs);
/// assert_eq!(index.durfee_length(), 5);
/// assert_eq!(index.value(Lctr, Convention::Normal)?, 0);
/// let huge: PartitionRuns = "1000000000^1000000000".parse()?; // a 10⁹ × 10⁹ square
/// assert_eq!(RunsIndex::new(&huge).value(Lctr, Convention::Normal)?, 0); // Lemma 17
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct RunsIndex {
    /// The parts p_1 > … > p_k.
    parts: Vec<u64>,
    /// The cumulative multiplicities M_1 < … < M_k.
    ends: Vec<u64>,
}

impl RunsIndex {
    /// Indexes the runs of `lambda`.
    ///
    /// # Complexity
    /// O(k) time and memory for k runs.
    ///
    /// # Example
    /// ```
    /// use hookgames_lctr::RunsIndex;
    /// use hookgames_partition::PartitionRuns;
    /// let index = RunsIndex::new(&"6,5,4^3,2^2".parse::<PartitionRuns>()?);
    /// assert_eq!(index.num_runs(), 4);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(lambda: &PartitionRuns) -> RunsIndex {
        let runs = lambda.runs();
        let mut parts = Vec::with_capacity(runs.len());
        let mut ends = Vec::with_capacity(runs.len());
        let mut end = 0u64;
        for &(p, m) in runs {
            // Σ m_t ≤ Σ p_t·m_t = |λ| ≤ u64::MAX (PartitionRuns checks it).
            end = end.saturating_add(m);
            parts.push(p);
            ends.push(end);
        }
        RunsIndex { parts, ends }
    }

    /// The number k of runs (distinct parts).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_lctr::RunsIndex;
    /// use hookgames_partition::PartitionRuns;
    /// let index = RunsIndex::new(&"6,5,4^3,2^2".parse::<PartitionRuns>()?);
    /// assert_eq!((index.num_runs(), index.num_parts()), (4, 7));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn num_runs(&self) -> usize {
        self.parts.len()
    }

    /// The number of rows ℓ(λ) = M_k (see [`RunsIndex::num_runs`]).
    ///
    /// # Complexity
    /// O(1).
    pub fn num_parts(&self) -> u64 {
        self.ends.last().copied().unwrap_or(0)
    }

    /// The part λ_i of row `i` (1-based); 0 for `i = 0` and beyond the last
    /// row.
    ///
    /// # Complexity
    /// O(log k).
    ///
    /// # Example
    /// ```
    /// use hookgames_lctr::RunsIndex;
    /// use hookgames_partition::PartitionRuns;
    /// let index = RunsIndex::new(&"6,5,4^3,2^2".parse::<PartitionRuns>()?);
    /// assert_eq!((index.part(1), index.part(5), index.part(6), index.part(8)), (6, 4, 2, 0));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn part(&self, i: u64) -> u64 {
        Shape::part(self, i)
    }

    /// The length λ'_c of column `c` (1-based): the number of rows with
    /// λ_i ≥ c; ℓ(λ) for `c = 0`.
    ///
    /// # Complexity
    /// O(log k).
    ///
    /// # Example
    /// ```
    /// use hookgames_lctr::RunsIndex;
    /// use hookgames_partition::PartitionRuns;
    /// let index = RunsIndex::new(&"6,5,4^3,2^2".parse::<PartitionRuns>()?);
    /// assert_eq!((index.column_len(1), index.column_len(3), index.column_len(5)), (7, 5, 2));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn column_len(&self, c: u64) -> u64 {
        Shape::column_len(self, c)
    }

    /// The Durfee length d(λ) = max_t min(p_t, M_t).
    ///
    /// # Complexity
    /// O(log k).
    ///
    /// # Example
    /// ```
    /// use hookgames_lctr::RunsIndex;
    /// use hookgames_partition::PartitionRuns;
    /// let index = RunsIndex::new(&"6,5,4^3,2^2".parse::<PartitionRuns>()?);
    /// assert_eq!(index.durfee_length(), 4);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn durfee_length(&self) -> u64 {
        Shape::durfee(self)
    }

    /// SG(A) or SG⁻(A) of the game `variant` ([`Lctr`], [`Downright`] or an
    /// [`LctrVariant`]) from the indexed partition: the algorithm of
    /// [`LctrVariant::value`] (Theorem 22 and its misère extension) on the
    /// exponent representation.
    ///
    /// # Errors
    /// [`LctrError::EmptyDownright`] for Downright on ∅.
    ///
    /// # Complexity
    /// O(log k) for k runs.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Convention;
    /// use hookgames_lctr::{Downright, RunsIndex};
    /// use hookgames_partition::PartitionRuns;
    /// let gamma: PartitionRuns = "5,1^3".parse()?;
    /// assert_eq!(RunsIndex::new(&gamma).value(Downright, Convention::Normal)?, 2); // Lemma 4
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn value(
        &self,
        variant: impl Into<LctrVariant>,
        convention: Convention,
    ) -> Result<u64, LctrError> {
        fast::value(variant.into(), convention, self)
    }

    /// The same value by the misère extension of Theorem 22 for every play
    /// convention, as [`LctrVariant::grundy_strips`] does on a
    /// [`Partition`](hookgames_partition::Partition): an independent second
    /// algorithm for normal play.
    ///
    /// # Errors
    /// [`LctrError::EmptyDownright`] for Downright on ∅.
    ///
    /// # Complexity
    /// O(log k) for k runs.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Convention;
    /// use hookgames_lctr::{Lctr, RunsIndex};
    /// use hookgames_partition::PartitionRuns;
    /// let index = RunsIndex::new(&"7^3,2^5".parse::<PartitionRuns>()?);
    /// assert_eq!(
    ///     index.grundy_strips(Lctr, Convention::Normal)?,
    ///     index.value(Lctr, Convention::Normal)?
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn grundy_strips(
        &self,
        variant: impl Into<LctrVariant>,
        convention: Convention,
    ) -> Result<u64, LctrError> {
        fast::value_strips(variant.into(), convention, self)
    }
}

impl Shape for RunsIndex {
    #[inline]
    fn part(&self, i: u64) -> u64 {
        if i == 0 {
            return 0;
        }
        // The first run whose last row is ≥ i.
        let t = self.ends.partition_point(|&e| e < i);
        self.parts.get(t).copied().unwrap_or(0)
    }
    #[inline]
    fn column_len(&self, c: u64) -> u64 {
        // The runs with p_t ≥ c form a prefix; its last row.
        let t = self.parts.partition_point(|&p| p >= c);
        if t == 0 { 0 } else { self.ends[t - 1] }
    }
    #[inline]
    fn durfee(&self) -> u64 {
        // t* = the first run with M_t ≥ p_t; min(p_t, M_t) increases (as M_t)
        // before t* and decreases (as p_t) from t* on.
        let (mut lo, mut hi) = (0usize, self.parts.len());
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if self.ends[mid] < self.parts[mid] {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        let t = lo;
        let at = self.parts.get(t).map_or(0, |&p| p.min(self.ends[t]));
        let before = if t == 0 { 0 } else { self.ends[t - 1] };
        at.max(before)
    }
}

/// A partition in exponent representation read by linear scans that stop
/// early: every query touches only the runs above the Durfee square (plus
/// two), or the last two runs.
pub(crate) struct Scan<'a> {
    /// The runs (p_t, m_t), parts strictly decreasing, multiplicities ≥ 1.
    pub(crate) runs: &'a [(u64, u64)],
    /// ℓ(λ) = Σ m_t.
    pub(crate) num_parts: u64,
}

impl Shape for Scan<'_> {
    fn part(&self, i: u64) -> u64 {
        if i == 0 {
            return 0;
        }
        let mut end = 0u64;
        for &(p, m) in self.runs {
            end = end.saturating_add(m);
            if end >= i {
                return p;
            }
        }
        0
    }
    fn column_len(&self, c: u64) -> u64 {
        if c <= 3 {
            // λ'_c = ℓ(λ) − #{rows with λ_i < c}: only the (at most two) last
            // runs, with parts 1 and 2, can be shorter than c.
            let short: u64 = self
                .runs
                .iter()
                .rev()
                .take_while(|&&(p, _)| p < c)
                .map(|&(_, m)| m)
                .sum();
            self.num_parts - short
        } else {
            self.runs
                .iter()
                .take_while(|&&(p, _)| p >= c)
                .fold(0u64, |acc, &(_, m)| acc.saturating_add(m))
        }
    }
    fn durfee(&self) -> u64 {
        // d = max_t min(p_t, M_t); stop at the first run with M_t ≥ p_t.
        let mut end = 0u64;
        let mut best = 0u64;
        for &(p, m) in self.runs {
            end = end.saturating_add(m);
            best = best.max(p.min(end));
            if end >= p {
                break;
            }
        }
        best
    }
}

impl LctrVariant {
    /// SG(A) or SG⁻(A) of the game from a partition in exponent
    /// representation ⟦p_1^{m_1}, …, p_k^{m_k}⟧, without expanding it and
    /// without building an index: Theorem 22 of Gottlieb–Krnc–Muršič (and
    /// its misère extension) reading the runs by scans that stop early — the
    /// open problem of §8. The algorithm asks only for d(λ), for rows
    /// ≤ d(λ), and for the lengths of columns 1–3 and d(λ) − 2, …, d(λ); the
    /// first two are decided by the runs that start inside the Durfee
    /// square's rows (at most d(λ) + 1 of them, since their parts are
    /// distinct), the column lengths by at most two more runs or by the last
    /// two runs and ℓ(λ).
    ///
    /// To evaluate many queries on one partition, build a [`RunsIndex`]
    /// once (O(k)) and query it in O(log k).
    ///
    /// # Errors
    /// [`LctrError::EmptyDownright`] for Downright on ∅.
    ///
    /// # Complexity
    /// O(min(k, d(λ)) + 1) time for k runs, O(1) memory.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Convention;
    /// use hookgames_lctr::LctrVariant;
    /// use hookgames_partition::PartitionRuns;
    /// let rect: PartitionRuns = "1000^999".parse()?;
    /// assert_eq!(LctrVariant::Lctr.grundy_runs(&rect, Convention::Normal)?, 1); // Lemma 17
    /// assert_eq!(LctrVariant::Downright.grundy_runs(&rect, Convention::Normal)?, 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn grundy_runs(
        self,
        lambda: &PartitionRuns,
        convention: Convention,
    ) -> Result<u64, LctrError> {
        fast::value(self, convention, &scan(lambda))
    }

    /// [`LctrVariant::grundy_runs`] by the misère extension for every play
    /// convention (see [`LctrVariant::grundy_strips`]).
    ///
    /// # Errors
    /// [`LctrError::EmptyDownright`] for Downright on ∅.
    ///
    /// # Complexity
    /// O(min(k, d(λ)) + 1) time for k runs, O(1) memory.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Convention;
    /// use hookgames_lctr::LctrVariant;
    /// use hookgames_partition::PartitionRuns;
    /// let r: PartitionRuns = "9^4,5^2,3^10".parse()?;
    /// let d = LctrVariant::Downright;
    /// assert_eq!(
    ///     d.grundy_runs_strips(&r, Convention::Normal)?,
    ///     d.grundy_runs(&r, Convention::Normal)?
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn grundy_runs_strips(
        self,
        lambda: &PartitionRuns,
        convention: Convention,
    ) -> Result<u64, LctrError> {
        fast::value_strips(self, convention, &scan(lambda))
    }
}

impl Lctr {
    /// SG(A) or SG⁻(A) of LCTR from a partition in exponent representation,
    /// never expanded (Theorem 22 on the runs, the open problem of §8 of
    /// Gottlieb–Krnc–Muršič; see [`LctrVariant::grundy_runs`]).
    ///
    /// # Errors
    /// None for LCTR.
    ///
    /// # Complexity
    /// O(min(k, d(λ)) + 1) time for k runs, O(1) memory.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Convention;
    /// use hookgames_lctr::Lctr;
    /// use hookgames_partition::PartitionRuns;
    /// let rect: PartitionRuns = "1000^999".parse()?;
    /// assert_eq!(Lctr.grundy_runs(&rect, Convention::Normal)?, 1); // Lemma 17
    /// let long: PartitionRuns = "3^5,2^1000000000000,1^7".parse()?;
    /// assert_eq!(Lctr.grundy_runs(&long, Convention::Normal)?, 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn grundy_runs(
        &self,
        lambda: &PartitionRuns,
        convention: Convention,
    ) -> Result<u64, LctrError> {
        LctrVariant::Lctr.grundy_runs(lambda, convention)
    }

    /// [`Lctr::grundy_runs`] by the misère extension for every play
    /// convention (see [`LctrVariant::grundy_strips`]).
    ///
    /// # Errors
    /// None for LCTR.
    ///
    /// # Complexity
    /// O(min(k, d(λ)) + 1) time for k runs, O(1) memory.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Convention;
    /// use hookgames_lctr::Lctr;
    /// use hookgames_partition::PartitionRuns;
    /// let r: PartitionRuns = "9^4,5^2,3^10".parse()?;
    /// assert_eq!(
    ///     Lctr.grundy_runs_strips(&r, Convention::Misere)?,
    ///     Lctr.grundy_runs(&r, Convention::Misere)?
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn grundy_runs_strips(
        &self,
        lambda: &PartitionRuns,
        convention: Convention,
    ) -> Result<u64, LctrError> {
        LctrVariant::Lctr.grundy_runs_strips(lambda, convention)
    }
}

impl Downright {
    /// SG(A) or SG⁻(A) of Downright from a partition in exponent
    /// representation, never expanded (see [`LctrVariant::grundy_runs`]).
    ///
    /// # Errors
    /// [`LctrError::EmptyDownright`] for ∅.
    ///
    /// # Complexity
    /// O(min(k, d(λ)) + 1) time for k runs, O(1) memory.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Convention;
    /// use hookgames_lctr::Downright;
    /// use hookgames_partition::PartitionRuns;
    /// // Theorem 11: 10⁹ rows of length 10⁹ + 1 have the value of the gamma
    /// // ⟦2⟧ at the end of the diagonal, which is 1 (Lemma 4).
    /// let rect: PartitionRuns = "1000000001^1000000000".parse()?;
    /// assert_eq!(Downright.grundy_runs(&rect, Convention::Normal)?, 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn grundy_runs(
        &self,
        lambda: &PartitionRuns,
        convention: Convention,
    ) -> Result<u64, LctrError> {
        LctrVariant::Downright.grundy_runs(lambda, convention)
    }

    /// [`Downright::grundy_runs`] by the misère extension for every play
    /// convention (see [`LctrVariant::grundy_strips`]).
    ///
    /// # Errors
    /// [`LctrError::EmptyDownright`] for ∅.
    ///
    /// # Complexity
    /// O(min(k, d(λ)) + 1) time for k runs, O(1) memory.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Convention;
    /// use hookgames_lctr::Downright;
    /// use hookgames_partition::PartitionRuns;
    /// let r: PartitionRuns = "9^4,5^2,3^10".parse()?;
    /// assert_eq!(
    ///     Downright.grundy_runs_strips(&r, Convention::Normal)?,
    ///     Downright.grundy_runs(&r, Convention::Normal)?
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn grundy_runs_strips(
        &self,
        lambda: &PartitionRuns,
        convention: Convention,
    ) -> Result<u64, LctrError> {
        LctrVariant::Downright.grundy_runs_strips(lambda, convention)
    }
}

/// The scanning reader of `lambda`.
pub(crate) fn scan(lambda: &PartitionRuns) -> Scan<'_> {
    Scan {
        runs: lambda.runs(),
        num_parts: lambda.num_parts(),
    }
}

/// The subposition λ[i, j] of Gottlieb–Krnc–Muršič §2.1 on the exponent
/// representation: the rows after the first `i`, each shortened by `j`,
/// the empty ones dropped — the runs counterpart of
/// [`subpartition`](crate::subpartition), never expanded. It is ∅ when box
/// (i+1, j+1) is not in λ.
///
/// # Complexity
/// O(k) time and memory for k runs (the result has at most k runs),
/// whatever the multiplicities.
///
/// # Example
/// ```
/// use hookgames_lctr::subpartition_runs;
/// use hookgames_partition::PartitionRuns;
/// let lambda: PartitionRuns = "8,7,6,5^2,2,1".parse()?; // Figure 4
/// assert_eq!(subpartition_runs(&lambda, 1, 0).to_string(), "7,6,5^2,2,1");
/// assert_eq!(subpartition_runs(&lambda, 0, 1).to_string(), "7,6,5,4^2,1");
/// assert!(subpartition_runs(&lambda, 2, 6).is_empty());
/// // 2^28 rows are never expanded.
/// let tall: PartitionRuns = "1^268435456".parse()?;
/// assert_eq!(subpartition_runs(&tall, 1, 0).num_parts(), (1 << 28) - 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn subpartition_runs(lambda: &PartitionRuns, i: u64, j: u64) -> PartitionRuns {
    let mut skip = i;
    let mut out = Vec::with_capacity(lambda.runs().len());
    for &(p, m) in lambda.runs() {
        let dropped = skip.min(m);
        skip -= dropped;
        let kept = m - dropped;
        if kept > 0 && p > j {
            out.push((p - j, kept));
        }
    }
    // Strictly decreasing positive parts (p − j keeps the order), with at
    // most the boxes of λ: `new` cannot fail.
    PartitionRuns::new(out).unwrap_or_default()
}

impl LctrVariant {
    /// The followers of λ in the game, on the exponent representation and
    /// never expanded: the same positions, in the same order and with the
    /// same merging of equal moves, as the [`Algorithm`](hookgames_game::Algorithm)
    /// on [`Partition`](hookgames_partition::Partition) — λ[1, 0] (top row
    /// removed, rook moved down) then λ[0, 1] (left column removed, rook
    /// moved right), each when the rules allow it (§3.1, §3.2).
    ///
    /// With [`LctrVariant::grundy_runs`] on each follower this lists the
    /// moves of any run-length position (`1^268435456`,
    /// `7^1000000000000,3^5`) in O(k) memory.
    ///
    /// # Complexity
    /// O(k) time and memory for k runs.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Algorithm, AlgorithmExt, Convention};
    /// use hookgames_lctr::{Downright, LctrVariant};
    /// use hookgames_partition::{Partition, PartitionRuns};
    /// let lambda: PartitionRuns = "3,1".parse()?;
    /// let down_right = LctrVariant::Downright.followers_runs(&lambda);
    /// let expanded: Vec<PartitionRuns> =
    ///     Downright.followers(&lambda.to_partition()?)?.iter().map(PartitionRuns::from).collect();
    /// assert_eq!(down_right, expanded);
    /// let tall: PartitionRuns = "1^268435456".parse()?;
    /// let moves = LctrVariant::Downright.followers_runs(&tall); // only down
    /// assert_eq!(moves.len(), 1);
    /// assert_eq!(LctrVariant::Downright.grundy_runs(&moves[0], Convention::Normal)?, 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn followers_runs(self, lambda: &PartitionRuns) -> Vec<PartitionRuns> {
        let (down_ok, right_ok) = match self {
            LctrVariant::Lctr => (!lambda.is_empty(), !lambda.is_empty()),
            LctrVariant::Downright => (lambda.num_parts() > 1, lambda.largest_part() > 1),
        };
        let down = down_ok.then(|| subpartition_runs(lambda, 1, 0));
        let right = right_ok.then(|| subpartition_runs(lambda, 0, 1));
        match (down, right) {
            (Some(a), Some(b)) if a == b => vec![a],
            (a, b) => a.into_iter().chain(b).collect(),
        }
    }
}
