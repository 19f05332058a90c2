//! The O(log r) algorithm of Gottlieb–Krnc–Muršič, Theorem 22, and its
//! extension to misère play, over any partition representation that answers
//! "λ_i", "λ'_c" and "d(λ)" quickly.

use hookgames_game::{Convention, SgPair};
use hookgames_partition::Partition;

use crate::LctrError;
use crate::closed::{equation9, equation12, lemma4, lemma12, lemma13, lemma14};
use crate::rules::{Downright, Lctr, LctrVariant, Rules, durfee_of_slice};

/// Random access to a partition, as Theorem 22 reads it: all indices are
/// 1-based and `u64` (a run-length partition may have more rows than a
/// `usize` can count on small targets).
pub(crate) trait Shape {
    /// λ_i for i ≥ 1; 0 beyond the last row.
    fn part(&self, i: u64) -> u64;
    /// λ'_c = #{i : λ_i ≥ c} for c ≥ 1.
    fn column_len(&self, c: u64) -> u64;
    /// d(λ).
    fn durfee(&self) -> u64;
}

impl Shape for [u64] {
    #[inline]
    fn part(&self, i: u64) -> u64 {
        match usize::try_from(i) {
            Ok(i) if i >= 1 => self.get(i - 1).copied().unwrap_or(0),
            _ => 0,
        }
    }
    #[inline]
    fn column_len(&self, c: u64) -> u64 {
        self.partition_point(|&p| p >= c) as u64
    }
    #[inline]
    fn durfee(&self) -> u64 {
        durfee_of_slice(self) as u64
    }
}

/// The subposition λ[i, j] read in place, never built: `rows` are the
/// parts of λ from row i + 1 on (the first i rows dropped), each shortened
/// by `cols` = j; the rows of length ≤ j are gone.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Shifted<'a> {
    pub(crate) rows: &'a [u64],
    pub(crate) cols: u64,
}

impl<'a> Shifted<'a> {
    /// λ[i, j] of the partition with parts `parts` (∅ past the last row).
    #[inline]
    pub(crate) fn new(parts: &'a [u64], i: usize, j: u64) -> Self {
        Shifted {
            rows: parts.get(i..).unwrap_or(&[]),
            cols: j,
        }
    }
}

impl Shape for Shifted<'_> {
    #[inline]
    fn part(&self, i: u64) -> u64 {
        self.rows.part(i).saturating_sub(self.cols)
    }
    #[inline]
    fn column_len(&self, c: u64) -> u64 {
        // λ[i, j]'_c = #{rows ≥ i + 1 : λ_r − j ≥ c}; no part reaches
        // c + j when that overflows.
        c.checked_add(self.cols)
            .map_or(0, |c| self.rows.column_len(c))
    }
    #[inline]
    fn durfee(&self) -> u64 {
        // d = #{k ≥ 0 : rows[k] − j > k}, a prefix since rows[k] − k
        // decreases strictly (j + k saturates above every part).
        let (mut lo, mut hi) = (0usize, self.rows.len());
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if self.rows[mid] > self.cols.saturating_add(mid as u64) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        lo as u64
    }
}

/// The value of the algorithm state read by `s` (a partition, a
/// subposition λ[i, j], a run-length partition) in `game` under
/// `convention`, as the generic solver finds it: Theorem 22 and its
/// misère extension ([`value`]), and for Downright on ∅ — not a Downright
/// position, but as a state of the algorithm an end — the value of an
/// end.
#[inline]
pub(crate) fn state_value<S: Shape + ?Sized>(
    game: LctrVariant,
    convention: Convention,
    s: &S,
) -> u64 {
    let v = match (game, convention) {
        (LctrVariant::Lctr, Convention::Normal) => Some(lctr_normal(s)),
        (LctrVariant::Downright, Convention::Normal) => downright_normal(s),
        (_, Convention::Misere) => general(Rules::new(game, convention), s),
    };
    v.map_or(convention.end_value(), u64::from)
}

/// Theorem 22 for LCTR under normal play, as the paper's proof does it:
/// Lemma 4 for d = 1; Lemmas 12, 13 and equation (9) for d = 2;
/// Corollary 16, Lemmas 12–14 and equation (12) for d ≥ 3.
pub(crate) fn lctr_normal<S: Shape + ?Sized>(s: &S) -> u8 {
    let d = s.durfee();
    match d {
        0 => 0,
        1 => lemma4(LctrVariant::Lctr, s.column_len(1), s.part(1)),
        2 => {
            let (l1, l2) = (s.part(1), s.part(2));
            let (r, j) = (s.column_len(1), s.column_len(2));
            let a02 = lemma13(l1 - 2, l2 - 2);
            let a20 = lemma13(r - 2, j - 2);
            let a12 = lemma12(l2 - 2);
            let a21 = lemma12(j - 2);
            equation9(a20, a21, a02, a12)
        }
        _ => {
            // Corollary 16: SG(A) = SG(A[ℓ, ℓ]) with ℓ = d − 3, and
            // λ̄ = λ[ℓ, ℓ] is read in place: λ̄_k = λ_{ℓ+k} − ℓ.
            let l = d - 3;
            let bar = |k: u64| s.part(l + k) - l;
            let (b1, b2, b3) = (bar(1), bar(2), bar(3));
            let col = |k: u64| s.column_len(l + k) - l;
            let (rb, j, i) = (col(1), col(2), col(3));
            let a03 = lemma14(b1 - 3, b2 - 3, b3 - 3);
            let a13 = lemma13(b2 - 3, b3 - 3);
            let a23 = lemma12(b3 - 3);
            let a30 = lemma14(rb - 3, j - 3, i - 3);
            let a31 = lemma13(j - 3, i - 3);
            let a32 = lemma12(i - 3);
            equation12(a30, a31, a32, a03, a13, a23)
        }
    }
}

/// Theorem 22 for Downright under normal play: by Theorem 11,
/// SG(A) = SG(A[d−1, d−1]), and λ[d−1, d−1] is the gamma with
/// λ'_d − d + 1 rows and λ_d − d + 1 columns (Lemma 4). `None` for ∅.
pub(crate) fn downright_normal<S: Shape + ?Sized>(s: &S) -> Option<u8> {
    let d = s.durfee();
    if d == 0 {
        return None;
    }
    let c = s.part(d) - d + 1;
    let r = s.column_len(d) - d + 1;
    Some(lemma4(LctrVariant::Downright, r, c))
}

/// One column step of the strip engine: the values of column j from those
/// of column j+1, for a column of height `h` ≤ 3 (rows ≥ h are outside).
#[inline]
fn step(rules: Rules, h: usize, next: [Option<u8>; 3]) -> [Option<u8>; 3] {
    let outside = rules.outside();
    let mut col = [outside; 3];
    let mut below = outside;
    for i in (0..h).rev() {
        let v = rules.combine(below, next[i]);
        col[i] = Some(v);
        below = Some(v);
    }
    col
}

/// The state code of a full column of height h (all entries present).
#[inline]
fn code(h: usize, col: &[Option<u8>; 3]) -> usize {
    col[..h]
        .iter()
        .fold(0usize, |acc, v| acc * 3 + usize::from(v.unwrap_or(0)))
}

/// The value at the top-left box of the partition ⟦a, b, c⟧ (a ≥ b ≥ c ≥ 0)
/// under `rules`, in O(1): the columns are processed right to left in three
/// segments of constant height; inside a segment the column map is a fixed
/// map of the ≤ 27 column states, so a long segment is skipped by detecting
/// the cycle of that map. `outside()` for ∅.
pub(crate) fn strip(rules: Rules, p: [u64; 3]) -> Option<u8> {
    if p[0] == 0 {
        return rules.outside();
    }
    let mut col = [rules.outside(); 3];
    for h in 1..=3usize {
        let hi = p[h - 1];
        let lo = if h < 3 { p[h] } else { 0 };
        let mut remaining = hi - lo;
        if remaining == 0 {
            continue;
        }
        col = step(rules, h, col);
        remaining -= 1;
        let mut seen = [u64::MAX; 27];
        let mut t = 0u64;
        seen[code(h, &col)] = 0;
        while t < remaining {
            col = step(rules, h, col);
            t += 1;
            let c = code(h, &col);
            if seen[c] != u64::MAX {
                let period = t - seen[c];
                for _ in 0..(remaining - t) % period {
                    col = step(rules, h, col);
                }
                break;
            }
            seen[c] = t;
        }
    }
    col[0]
}

/// The value of A = A[0, 0] for any game and play convention in O(log r):
/// the propagation of Lemma 15 holds for every one of the four games (its
/// proof uses only the mex recursion at boxes whose options are all inside
/// the diagram), so SG(A) = SG(A[ℓ, ℓ]) with ℓ = max(d − 3, 0) as in
/// Corollary 16; λ̄ = λ[ℓ, ℓ] has Durfee length ≤ 3, its arm (columns ≥ 4)
/// and leg (rows ≥ 4, by conjugation, Lemma 6) are partitions with at most
/// three rows solved by [`strip`], and the ≤ 3 × 3 core is filled by the
/// recursion (3)/(4) — equation (12) when the core is full.
/// `None` for Downright on ∅.
pub(crate) fn general<S: Shape + ?Sized>(rules: Rules, s: &S) -> Option<u8> {
    let d = s.durfee();
    if d == 0 {
        return rules.outside();
    }
    let l = d.saturating_sub(3);
    let p = [1u64, 2, 3].map(|k| s.part(l + k).saturating_sub(l));
    let q = [1u64, 2, 3].map(|k| s.column_len(l + k).saturating_sub(l));
    let sub3 = |v: [u64; 3], k: usize| -> [u64; 3] {
        let mut out = [0u64; 3];
        for t in k..3 {
            out[t - k] = v[t].saturating_sub(3);
        }
        out
    };
    let outside = rules.outside();
    // arm[i] = value of λ̄[i, 3], leg[j] = value of λ̄[3, j] (via λ̄').
    let arm = [0usize, 1, 2].map(|i| {
        if p[i] > 3 {
            strip(rules, sub3(p, i))
        } else {
            outside
        }
    });
    let leg = [0usize, 1, 2].map(|j| {
        if q[j] > 3 {
            strip(rules, sub3(q, j))
        } else {
            outside
        }
    });
    let mut v = [[None::<u8>; 3]; 3];
    for i in (0..3usize).rev() {
        for j in (0..3usize).rev() {
            if p[i] <= j as u64 {
                continue;
            }
            let down = if i == 2 {
                leg[j]
            } else if p[i + 1] > j as u64 {
                v[i + 1][j]
            } else {
                outside
            };
            let right = if j == 2 {
                arm[i]
            } else if p[i] > j as u64 + 1 {
                v[i][j + 1]
            } else {
                outside
            };
            v[i][j] = Some(rules.combine(down, right));
        }
    }
    v[0][0]
}

/// Dispatch: the paper's algorithm for normal play, the extension for misère.
pub(crate) fn value<S: Shape + ?Sized>(
    game: LctrVariant,
    convention: Convention,
    s: &S,
) -> Result<u64, LctrError> {
    let v = match (game, convention) {
        (LctrVariant::Lctr, Convention::Normal) => Some(lctr_normal(s)),
        (LctrVariant::Downright, Convention::Normal) => downright_normal(s),
        (_, Convention::Misere) => general(Rules::new(game, convention), s),
    };
    v.map(u64::from).ok_or(LctrError::EmptyDownright)
}

/// The misère extension for any convention, as a checked value.
pub(crate) fn value_strips<S: Shape + ?Sized>(
    game: LctrVariant,
    convention: Convention,
    s: &S,
) -> Result<u64, LctrError> {
    general(Rules::new(game, convention), s)
        .map(u64::from)
        .ok_or(LctrError::EmptyDownright)
}

impl LctrVariant {
    /// The Sprague–Grundy value SG(A) (normal play) or misère value SG⁻(A)
    /// of the game from λ, in O(log ℓ(λ)) time, reading the parts in place
    /// (Gottlieb–Krnc–Muršič, Theorem 22).
    ///
    /// Normal play follows the paper's proof: Durfee length by binary
    /// search (Lemma 20); for LCTR, Lemma 4 (d = 1), Lemmas 12, 13 with
    /// equation (9) (d = 2), and Corollary 16 with Lemmas 12–14 and
    /// equation (12) (d ≥ 3), the column lengths found by binary search; for
    /// Downright, Theorem 11 and Lemma 4. Misère play (beyond the paper,
    /// which only shows that misère LCTR has the P-positions of Downright,
    /// Lemma 7): the propagation of Lemma 15 and Corollary 16 holds verbatim
    /// for the misère recursions, which reduces λ to λ[d−3, d−3]; its arm
    /// and leg have at most three rows and are solved in O(1) by iterating
    /// the column map of a constant-height strip with cycle detection, and
    /// the ≤ 3 × 3 corner by the recursion.
    ///
    /// # Errors
    /// [`LctrError::EmptyDownright`] for Downright on ∅ (never for LCTR).
    ///
    /// # Complexity
    /// O(log ℓ(λ)) time, O(1) memory.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Convention;
    /// use hookgames_lctr::LctrVariant;
    /// use hookgames_partition::Partition;
    /// let lambda = Partition::new(vec![8, 7, 6, 5, 5, 2, 1])?; // Figure 5
    /// for variant in [LctrVariant::Lctr, LctrVariant::Downright] {
    ///     assert_eq!(variant.value(&lambda, Convention::Normal)?, 0);
    /// }
    /// assert!(LctrVariant::Downright.value(&Partition::empty(), Convention::Normal).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn value(self, lambda: &Partition, convention: Convention) -> Result<u64, LctrError> {
        value(self, convention, lambda.parts())
    }

    /// The same value as [`LctrVariant::value`] by the misère extension of
    /// Theorem 22 applied to either play convention: Corollary 16's
    /// reduction to λ[d−3, d−3], the strip engine for its arm and leg, and
    /// the recursion on the ≤ 3 × 3 corner. For normal play it is an
    /// independent second algorithm that the tests compare with the
    /// paper's (which [`LctrVariant::value`] uses).
    ///
    /// # Errors
    /// [`LctrError::EmptyDownright`] for Downright on ∅.
    ///
    /// # Complexity
    /// O(log ℓ(λ)) time, O(1) memory.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Convention;
    /// use hookgames_lctr::LctrVariant;
    /// use hookgames_partition::Partition;
    /// let lambda = Partition::new(vec![12, 11, 9, 7, 6, 5, 3, 1])?; // Figure 8
    /// for variant in [LctrVariant::Lctr, LctrVariant::Downright] {
    ///     assert_eq!(
    ///         variant.grundy_strips(&lambda, Convention::Normal)?,
    ///         variant.value(&lambda, Convention::Normal)?
    ///     );
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn grundy_strips(
        self,
        lambda: &Partition,
        convention: Convention,
    ) -> Result<u64, LctrError> {
        value_strips(self, convention, lambda.parts())
    }

    /// The Sprague–Grundy pair (SG(A), SG⁻(A)) of Gottlieb–Krnc–Muršič §2.3
    /// (after Gurvich–Ho), in O(log ℓ(λ)): the engine's [`SgPair`], as
    /// `hookgames_game::Solver::sg_pair` computes it by search (the
    /// zero-config `hookgames_game::sg_pair` asks the games' value hooks,
    /// which run this algorithm).
    ///
    /// # Errors
    /// [`LctrError::EmptyDownright`] for Downright on ∅.
    ///
    /// # Complexity
    /// O(log ℓ(λ)).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::SgPair;
    /// use hookgames_lctr::LctrVariant;
    /// use hookgames_partition::Partition;
    /// let pair = LctrVariant::Lctr.sg_pair(&Partition::new(vec![2])?)?;
    /// assert_eq!(pair, SgPair { normal: 2, misere: 2 });
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn sg_pair(self, lambda: &Partition) -> Result<SgPair, LctrError> {
        Ok(SgPair {
            normal: self.value(lambda, Convention::Normal)?,
            misere: self.value(lambda, Convention::Misere)?,
        })
    }
}

impl Lctr {
    /// SG(A) (normal play) or SG⁻(A) (misère play) of LCTR from λ in
    /// O(log ℓ(λ)), reading the parts in place: the algorithm of
    /// Gottlieb–Krnc–Muršič, Theorem 22 (Lemma 4 for d(λ) = 1, Lemmas 12,
    /// 13 and equation (9) for d = 2, Corollary 16, Lemmas 12–14 and
    /// equation (12) for d ≥ 3), and its misère extension (see
    /// [`LctrVariant::value`]).
    ///
    /// # Errors
    /// None for LCTR: every partition, ∅ included, is a position. (The
    /// `Result` is that of [`Downright::value`], so that the two games are
    /// called alike.)
    ///
    /// # Complexity
    /// O(log ℓ(λ)) time, O(1) memory.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Convention;
    /// use hookgames_lctr::Lctr;
    /// use hookgames_partition::Partition;
    /// let lambda = Partition::new(vec![8, 7, 6, 5, 5, 2, 1])?; // Figure 5
    /// assert_eq!(Lctr.value(&lambda, Convention::Normal)?, 0);
    /// assert_eq!(Lctr.value(&lambda, Convention::Misere)?, 0);
    /// assert_eq!(Lctr.value(&Partition::new(vec![7, 7])?, Convention::Normal)?, 2); // Lemma 13
    /// assert_eq!(Lctr.value(&Partition::empty(), Convention::Misere)?, 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn value(&self, lambda: &Partition, convention: Convention) -> Result<u64, LctrError> {
        LctrVariant::Lctr.value(lambda, convention)
    }

    /// SG(A) or SG⁻(A) of LCTR by the misère extension of Theorem 22 for
    /// either convention: a second, independent O(log ℓ(λ)) algorithm for
    /// normal play (see [`LctrVariant::grundy_strips`]).
    ///
    /// # Errors
    /// None for LCTR.
    ///
    /// # Complexity
    /// O(log ℓ(λ)) time, O(1) memory.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Convention;
    /// use hookgames_lctr::Lctr;
    /// use hookgames_partition::Partition;
    /// let lambda = Partition::new(vec![12, 11, 9, 7, 6, 5, 3, 1])?; // Figure 8
    /// assert_eq!(
    ///     Lctr.grundy_strips(&lambda, Convention::Normal)?,
    ///     Lctr.value(&lambda, Convention::Normal)?
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn grundy_strips(
        &self,
        lambda: &Partition,
        convention: Convention,
    ) -> Result<u64, LctrError> {
        LctrVariant::Lctr.grundy_strips(lambda, convention)
    }

    /// The Sprague–Grundy pair (SG(A), SG⁻(A)) of LCTR from λ
    /// (Gottlieb–Krnc–Muršič §2.3) in O(log ℓ(λ)).
    ///
    /// # Errors
    /// None for LCTR.
    ///
    /// # Complexity
    /// O(log ℓ(λ)).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::SgPair;
    /// use hookgames_lctr::Lctr;
    /// use hookgames_partition::Partition;
    /// // Every terminal position is a (0,1)-position.
    /// assert_eq!(Lctr.sg_pair(&Partition::empty())?, SgPair { normal: 0, misere: 1 });
    /// assert_eq!(Lctr.sg_pair(&Partition::new(vec![2])?)?, SgPair { normal: 2, misere: 2 });
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn sg_pair(&self, lambda: &Partition) -> Result<SgPair, LctrError> {
        LctrVariant::Lctr.sg_pair(lambda)
    }
}

impl Downright {
    /// SG(A) (normal play) or SG⁻(A) (misère play) of Downright from λ in
    /// O(log ℓ(λ)): for normal play Theorem 11 of Gottlieb–Krnc–Muršič
    /// reduces λ to the gamma λ[d−1, d−1], whose value is Lemma 4
    /// (Theorem 22); for misère play the extension of
    /// [`LctrVariant::value`].
    ///
    /// # Errors
    /// [`LctrError::EmptyDownright`] for ∅, which is not a Downright
    /// position.
    ///
    /// # Complexity
    /// O(log ℓ(λ)) time, O(1) memory.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Convention;
    /// use hookgames_lctr::{Downright, LctrError};
    /// use hookgames_partition::Partition;
    /// let lambda = Partition::new(vec![8, 7, 6, 5, 5, 2, 1])?; // Figure 5
    /// assert_eq!(Downright.value(&lambda, Convention::Normal)?, 0);
    /// assert_eq!(Downright.value(&Partition::new(vec![5, 1, 1, 1])?, Convention::Normal)?, 2); // Lemma 4
    /// assert_eq!(
    ///     Downright.value(&Partition::empty(), Convention::Normal),
    ///     Err(LctrError::EmptyDownright)
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn value(&self, lambda: &Partition, convention: Convention) -> Result<u64, LctrError> {
        LctrVariant::Downright.value(lambda, convention)
    }

    /// SG(A) or SG⁻(A) of Downright by the misère extension of Theorem 22
    /// for either convention: a second, independent O(log ℓ(λ)) algorithm
    /// for normal play (see [`LctrVariant::grundy_strips`]).
    ///
    /// # Errors
    /// [`LctrError::EmptyDownright`] for ∅.
    ///
    /// # Complexity
    /// O(log ℓ(λ)) time, O(1) memory.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Convention;
    /// use hookgames_lctr::Downright;
    /// use hookgames_partition::Partition;
    /// let lambda = Partition::new(vec![12, 11, 9, 7, 6, 5, 3, 1])?; // Figure 8
    /// assert_eq!(
    ///     Downright.grundy_strips(&lambda, Convention::Misere)?,
    ///     Downright.value(&lambda, Convention::Misere)?
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn grundy_strips(
        &self,
        lambda: &Partition,
        convention: Convention,
    ) -> Result<u64, LctrError> {
        LctrVariant::Downright.grundy_strips(lambda, convention)
    }

    /// The Sprague–Grundy pair (SG(A), SG⁻(A)) of Downright from λ
    /// (Gottlieb–Krnc–Muršič §2.3) in O(log ℓ(λ)).
    ///
    /// # Errors
    /// [`LctrError::EmptyDownright`] for ∅.
    ///
    /// # Complexity
    /// O(log ℓ(λ)).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::SgPair;
    /// use hookgames_lctr::Downright;
    /// use hookgames_partition::Partition;
    /// // The corner ⟦1⟧ is terminal: a (0,1)-position.
    /// assert_eq!(Downright.sg_pair(&Partition::new(vec![1])?)?, SgPair { normal: 0, misere: 1 });
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn sg_pair(&self, lambda: &Partition) -> Result<SgPair, LctrError> {
        LctrVariant::Downright.sg_pair(lambda)
    }
}
