//! Motegi's m-subset I(Y) ⊂ [1, m+n] of a Young diagram Y in the m × n
//! rectangle, its mirror, hook removal as (l, r), and the combinatorial
//! number system for dense tables.

use std::fmt;

use hookgames_partition::Partition;

use crate::{MAX_CELLS, MayaDiagram, MayaError};

/// The steps of [`RectSubset::unrank`]'s walk down the cells before it
/// switches to a binary search.
const WALK: u32 = 64;

/// C(a, b), or `None` if it exceeds `u64::MAX`. O(min(b, a − b)).
pub(crate) fn binomial(a: u64, b: u64) -> Option<u64> {
    if b > a {
        return Some(0);
    }
    let b = b.min(a - b);
    let mut r: u128 = 1;
    for k in 1..=u128::from(b) {
        // r = C(a − b + k − 1, k − 1) < 2^64, so the product fits in u128.
        r = r * (u128::from(a - b) + k) / k;
        if r > u128::from(u64::MAX) {
            return None;
        }
    }
    Some(r as u64)
}

fn check_rect(m: usize, n: u64) -> Result<u64, MayaError> {
    let total = m as u128 + u128::from(n);
    if total > u128::from(MAX_CELLS) {
        return Err(MayaError::RectangleTooLarge {
            m,
            n,
            limit: MAX_CELLS,
        });
    }
    Ok(total as u64)
}

fn check_fits(lambda: &Partition, m: usize, n: u64) -> Result<(), MayaError> {
    if lambda.len() > m {
        return Err(MayaError::TooManyRows {
            rows: lambda.len(),
            m,
        });
    }
    if lambda.part(1) > n {
        return Err(MayaError::TooWide {
            first_part: lambda.part(1),
            n,
        });
    }
    Ok(())
}

/// The dual Y^D of Y in the m × n rectangle (Motegi §2.1): the complement of
/// Y in Y_{m,n} rotated by 180°, λ^D = (n − λ_m, …, n − λ_1).
///
/// # Errors
/// [`MayaError::TooManyRows`] / [`MayaError::TooWide`] if Y is not in
/// F(Y_{m,n}); [`MayaError::RectangleTooLarge`] if m + n > `MAX_CELLS` (the
/// output has up to m parts).
///
/// # Complexity
/// O(m).
///
/// # Example
/// ```
/// use hookgames_maya::dual_in_rectangle;
/// use hookgames_partition::Partition;
/// let y = Partition::new(vec![4, 4, 2])?;
/// assert_eq!(dual_in_rectangle(&y, 3, 5)?.parts(), &[3, 1, 1]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn dual_in_rectangle(lambda: &Partition, m: usize, n: u64) -> Result<Partition, MayaError> {
    check_rect(m, n)?;
    check_fits(lambda, m, n)?;
    // The partition crate owns the formula; the checks above give this
    // crate's typed errors.
    Ok(lambda.dual_in(m, n)?)
}

/// Motegi's m-subset I(Y) = {i'_1 < … < i'_m} ⊂ [1, m+n] of a Young diagram
/// Y = Y_λ in F(Y_{m,n}) (at most m rows, λ_1 ≤ n), with
/// i'_t = λ_{m−t+1} + t (Motegi §2.1). Y ↦ I(Y) is a bijection from
/// F(Y_{m,n}) onto the m-subsets of [1, m+n].
///
/// # Conventions
///
/// Elements are 1-based, as in Motegi. I(Y) is the β-set of λ with exactly m
/// stones, shifted up by one: x ∈ I(Y) ⇔ x − 1 is a cell of
/// [`MayaDiagram::from_partition_with_stones`]`(λ, m)`, which is how it is
/// stored (one `u64` word when m + n ≤ 64, a wider bitset beyond; m + n ≤
/// `MAX_CELLS`). The bar x̄ = m + n + 1 − x is [`RectSubset::bar`]; Lemma
/// 5.2, I(Y^D) = {x̄ : x ∈ I(Y)}, is [`RectSubset::mirror`]. Motegi assumes
/// m ≤ n; nothing here needs it.
///
/// Removing the hook at (i, j) replaces r = λ_i + m − i + 1 ∈ I(Y) by
/// l = j + #{k : λ_k < j} ∉ I(Y), l < r, and r − l is the hook length; Motegi
/// writes Y →^{l,r} Y⟨i, j⟩.
///
/// `Ord` (for fixed m, n) is the order of [`RectSubset::rank`].
///
/// # Example
/// ```
/// use hookgames_maya::RectSubset;
/// use hookgames_partition::Partition;
/// // Motegi, Example 3.1: m = 3, n = 5, Y = (4, 4, 2).
/// let i = RectSubset::from_partition(&Partition::new(vec![4, 4, 2])?, 3, 5)?;
/// assert_eq!(i.elements().collect::<Vec<_>>(), [3, 6, 7]);
/// assert_eq!(i.mirror().to_partition()?.parts(), &[3, 1, 1]); // Lemma 5.2: Y^D
/// assert_eq!(i.hook_to_lr((1, 1))?, (1, 7)); // the hook at (1,1) has length 6
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Serialization
/// With the `serde` feature it is serializable as the object
/// `{"m": 3, "n": 5, "elements": [3, 6, 7]}`, elements increasing. Reading
/// goes through [`RectSubset::new`]: elements in any order, and an element
/// outside [1, m+n], a repeated element or a count other than m is refused
/// with its message; unknown fields are refused.
/// ```
/// # #[cfg(feature = "serde")] {
/// use hookgames_maya::RectSubset;
/// let json = r#"{"m":3,"n":5,"elements":[3,6,7]}"#; // Motegi, Example 3.1
/// let i: RectSubset = serde_json::from_str(json)?;
/// assert_eq!(i.to_partition()?.parts(), &[4, 4, 2]);
/// assert_eq!(serde_json::to_string(&i)?, json);
/// assert!(serde_json::from_str::<RectSubset>(r#"{"m":3,"n":5,"elements":[3,6,9]}"#).is_err());
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RectSubset {
    m: usize,
    n: u64,
    /// {x − 1 : x ∈ I(Y)}.
    cells: MayaDiagram,
}

impl RectSubset {
    /// The subset with the given elements of [1, m+n] (any order).
    ///
    /// # Errors
    /// [`MayaError::RectangleTooLarge`] if m + n > `MAX_CELLS`;
    /// [`MayaError::ElementOutOfRange`] for an element outside [1, m+n];
    /// [`MayaError::DuplicateElement`] for a repeated element;
    /// [`MayaError::WrongElementCount`] unless there are exactly m elements.
    ///
    /// # Complexity
    /// O(m + (m+n)/64).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::RectSubset;
    /// let i = RectSubset::new(3, 5, [7, 3, 6])?;
    /// assert_eq!(i.to_partition()?.parts(), &[4, 4, 2]);
    /// assert!(RectSubset::new(3, 5, [3, 6, 9]).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new<I: IntoIterator<Item = u64>>(
        m: usize,
        n: u64,
        elements: I,
    ) -> Result<Self, MayaError> {
        let total = check_rect(m, n)?;
        let mut cells = Vec::new();
        for x in elements {
            if x == 0 || x > total {
                return Err(MayaError::ElementOutOfRange { element: x, m, n });
            }
            cells.push(x - 1);
        }
        let cells = MayaDiagram::new(cells).map_err(|e| match e {
            MayaError::DuplicateStone { cell } => MayaError::DuplicateElement { element: cell + 1 },
            other => other,
        })?;
        let count = cells.count();
        if count != m {
            return Err(MayaError::WrongElementCount { count, m });
        }
        Ok(RectSubset { m, n, cells })
    }

    /// I(Y) for Y = Y_λ ∈ F(Y_{m,n}).
    ///
    /// # Errors
    /// [`MayaError::RectangleTooLarge`] if m + n > `MAX_CELLS`;
    /// [`MayaError::TooManyRows`] if ℓ(λ) > m; [`MayaError::TooWide`] if
    /// λ_1 > n.
    ///
    /// # Complexity
    /// O(m + (m+n)/64).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::RectSubset;
    /// use hookgames_partition::Partition;
    /// let full = RectSubset::from_partition(&Partition::new(vec![5, 5, 5])?, 3, 5)?;
    /// assert_eq!(full.elements().collect::<Vec<_>>(), [6, 7, 8]); // [n+1, m+n]
    /// let empty = RectSubset::from_partition(&Partition::empty(), 3, 5)?;
    /// assert_eq!(empty.elements().collect::<Vec<_>>(), [1, 2, 3]); // [1, m]
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_partition(lambda: &Partition, m: usize, n: u64) -> Result<Self, MayaError> {
        check_rect(m, n)?;
        check_fits(lambda, m, n)?;
        let cells = MayaDiagram::from_partition_with_stones(lambda, m)?;
        Ok(RectSubset { m, n, cells })
    }

    /// The partition λ with I(Y_λ) = self.
    ///
    /// # Errors
    /// [`MayaError::Partition`] with `PartitionError::TooLarge` if its up to
    /// m parts (8 bytes each) exceed the memory budget
    /// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES)
    /// (checked before allocating, as in [`MayaDiagram::to_partition`]).
    ///
    /// # Complexity
    /// O(m + (m+n)/64).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::RectSubset;
    /// assert_eq!(RectSubset::new(3, 5, [3, 6, 7])?.to_partition()?.parts(), &[4, 4, 2]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_partition(&self) -> Result<Partition, MayaError> {
        self.cells.to_partition()
    }

    /// The number of rows m of the rectangle.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::RectSubset;
    /// assert_eq!(RectSubset::new(3, 5, [3, 6, 7])?.m(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn m(&self) -> usize {
        self.m
    }

    /// The number of columns n of the rectangle.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::RectSubset;
    /// assert_eq!(RectSubset::new(3, 5, [3, 6, 7])?.n(), 5);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn n(&self) -> u64 {
        self.n
    }

    /// The elements i'_1 < … < i'_m, smallest first.
    ///
    /// # Complexity
    /// O(m + (m+n)/64) for the whole iteration.
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::RectSubset;
    /// let i = RectSubset::new(3, 5, [7, 3, 6])?;
    /// assert_eq!(i.elements().collect::<Vec<_>>(), [3, 6, 7]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn elements(&self) -> impl DoubleEndedIterator<Item = u64> + ExactSizeIterator + '_ {
        self.cells.stones().rev().map(|c| c + 1)
    }

    /// Is x ∈ I(Y)?
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::RectSubset;
    /// let i = RectSubset::new(3, 5, [3, 6, 7])?;
    /// assert!(i.contains(6) && !i.contains(0) && !i.contains(5));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn contains(&self, x: u64) -> bool {
        x >= 1 && self.cells.contains(x - 1)
    }

    /// The underlying β-set (cells x − 1 for x ∈ I(Y); m stones).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::RectSubset;
    /// let i = RectSubset::new(3, 5, [3, 6, 7])?;
    /// assert_eq!(i.as_maya().stones().collect::<Vec<_>>(), [6, 5, 2]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn as_maya(&self) -> &MayaDiagram {
        &self.cells
    }

    fn total(&self) -> u64 {
        self.m as u64 + self.n
    }

    fn check_element(&self, x: u64) -> Result<(), MayaError> {
        if x == 0 || x > self.total() {
            return Err(MayaError::ElementOutOfRange {
                element: x,
                m: self.m,
                n: self.n,
            });
        }
        Ok(())
    }

    /// The bar x̄ = m + n + 1 − x (Motegi §2.1).
    ///
    /// # Errors
    /// [`MayaError::ElementOutOfRange`] if x ∉ [1, m+n].
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::RectSubset;
    /// let i = RectSubset::new(3, 5, [3, 6, 7])?;
    /// assert_eq!(i.bar(1)?, 8);
    /// assert!(i.bar(9).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn bar(&self, x: u64) -> Result<u64, MayaError> {
        self.check_element(x)?;
        Ok(self.total() + 1 - x)
    }

    /// The mirror {x̄ : x ∈ I(Y)}, which is I(Y^D) for the dual Y^D
    /// (Motegi, Lemma 5.2).
    ///
    /// # Complexity
    /// O(1) when m + n ≤ 64, else O(m + (m+n)/64).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::RectSubset;
    /// let i = RectSubset::new(3, 5, [3, 6, 7])?; // (4, 4, 2)
    /// assert_eq!(i.mirror().elements().collect::<Vec<_>>(), [2, 3, 6]); // (3, 1, 1) = Y^D
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn mirror(&self) -> Self {
        let total = self.total();
        let cells = match self.cells.as_word() {
            Some(w) if total <= 64 => {
                let r = if total == 0 {
                    0
                } else {
                    w.reverse_bits() >> (64 - total)
                };
                MayaDiagram::from_word(r)
            }
            _ => {
                let mut words = vec![0u64; total.div_ceil(64) as usize];
                for c in self.cells.stones() {
                    let x = total - 1 - c;
                    words[(x / 64) as usize] |= 1 << (x % 64);
                }
                MayaDiagram::from_word_vec(words)
            }
        };
        RectSubset {
            m: self.m,
            n: self.n,
            cells,
        }
    }

    /// The pair (l, r) of the hook at the box (i, j) of Y (Motegi §2.1):
    /// r = λ_i + m − i + 1 ∈ I(Y), l = j + #{k ≤ m : λ_k < j} ∉ I(Y),
    /// I(Y⟨i, j⟩) = (I(Y) ∖ {r}) ∪ {l}, and r − l = h(i, j).
    ///
    /// # Errors
    /// [`MayaError::BoxOutside`] if (i, j) is not a box of Y.
    ///
    /// # Complexity
    /// O((m+n)/64 + 64).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::RectSubset;
    /// let i = RectSubset::new(3, 5, [3, 6, 7])?; // (4, 4, 2)
    /// assert_eq!(i.hook_to_lr((2, 3))?, (4, 6)); // h(2, 3) = 2
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hook_to_lr(&self, ij: (usize, u64)) -> Result<(u64, u64), MayaError> {
        let (s, t) = self.cells.box_to_move(ij)?;
        Ok((t + 1, s + 1))
    }

    fn check_lr(&self, l: u64, r: u64) -> Result<(), MayaError> {
        self.check_element(l)?;
        self.check_element(r)?;
        if !self.contains(r) {
            return Err(MayaError::NotInSubset { element: r });
        }
        if self.contains(l) {
            return Err(MayaError::AlreadyInSubset { element: l });
        }
        if l >= r {
            return Err(MayaError::NotLeftOfR { l, r });
        }
        Ok(())
    }

    /// The box (i, j) whose hook removal is Y →^{l,r} Y⟨i, j⟩.
    ///
    /// # Errors
    /// [`MayaError::ElementOutOfRange`] if l or r ∉ [1, m+n];
    /// [`MayaError::NotInSubset`] if r ∉ I(Y); [`MayaError::AlreadyInSubset`]
    /// if l ∈ I(Y); [`MayaError::NotLeftOfR`] if l ≥ r.
    ///
    /// # Complexity
    /// O((m+n)/64).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::RectSubset;
    /// let i = RectSubset::new(3, 5, [3, 6, 7])?; // (4, 4, 2)
    /// assert_eq!(i.lr_to_hook((1, 7))?, (1, 1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn lr_to_hook(&self, (l, r): (u64, u64)) -> Result<(usize, u64), MayaError> {
        self.check_lr(l, r)?;
        self.cells.move_to_box((r - 1, l - 1))
    }

    /// (I(Y) ∖ {r}) ∪ {l}: the hook removal Y →^{l,r} Y⟨i, j⟩.
    ///
    /// # Errors
    /// As [`RectSubset::lr_to_hook`].
    ///
    /// # Complexity
    /// O((m+n)/64).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::RectSubset;
    /// let i = RectSubset::new(3, 5, [3, 6, 7])?; // (4, 4, 2)
    /// assert_eq!(i.apply_lr(1, 7)?.to_partition()?.parts(), &[3, 1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply_lr(&self, l: u64, r: u64) -> Result<Self, MayaError> {
        self.check_lr(l, r)?;
        let cells = self.cells.with_move(r - 1, l - 1)?;
        Ok(RectSubset {
            m: self.m,
            n: self.n,
            cells,
        })
    }

    /// I(Y⟨i, j⟩): the hook at (i, j) removed.
    ///
    /// # Errors
    /// [`MayaError::BoxOutside`] if (i, j) is not a box of Y.
    ///
    /// # Complexity
    /// O((m+n)/64 + 64).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::RectSubset;
    /// let i = RectSubset::new(3, 5, [3, 6, 7])?; // (4, 4, 2)
    /// assert_eq!(i.remove_hook((2, 3))?.to_partition()?.parts(), &[4, 2, 2]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn remove_hook(&self, ij: (usize, u64)) -> Result<Self, MayaError> {
        let (l, r) = self.hook_to_lr(ij)?;
        self.apply_lr(l, r)
    }

    /// All hook removals (l, r) of Y, lazily (one per box): r ∈ I(Y) from
    /// the largest, and for each r the l ∉ I(Y), l < r, from the largest.
    ///
    /// # Complexity
    /// O(1) amortized per pair plus O((m+n)/64).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::RectSubset;
    /// let i = RectSubset::new(2, 2, [2, 4])?; // (2, 1)
    /// assert_eq!(i.moves().collect::<Vec<_>>(), [(3, 4), (1, 4), (1, 2)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn moves(&self) -> impl Iterator<Item = (u64, u64)> + '_ {
        self.cells.moves().map(|(s, t)| (t + 1, s + 1))
    }

    /// The number C(m+n, m) of m-subsets of [1, m+n] (= |F(Y_{m,n})|).
    ///
    /// # Errors
    /// [`MayaError::CountOverflow`] if it exceeds `u64::MAX`.
    ///
    /// # Complexity
    /// O(min(m, n)).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::RectSubset;
    /// assert_eq!(RectSubset::count(3, 5)?, 56);
    /// assert!(RectSubset::count(40, 40).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn count(m: usize, n: u64) -> Result<u64, MayaError> {
        let total = (m as u64)
            .checked_add(n)
            .ok_or(MayaError::CountOverflow { m, n })?;
        binomial(total, m as u64).ok_or(MayaError::CountOverflow { m, n })
    }

    /// The rank of I(Y) in the combinatorial number system: with the
    /// elements written 0-based and increasing, c_1 < … < c_m (c_t = i'_t − 1),
    /// rank = Σ_t C(c_t, t) ∈ [0, C(m+n, m)). This is the colexicographic
    /// order (compare the largest elements first); ∅ has rank 0 and Y_{m,n}
    /// rank C(m+n, m) − 1.
    ///
    /// # Errors
    /// [`MayaError::CountOverflow`] if C(m+n, m) exceeds `u64::MAX`.
    ///
    /// # Complexity
    /// O(m·min(m, n) + (m+n)/64); min(m, n) ≤ 33 whenever C(m+n, m) fits.
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::RectSubset;
    /// let i = RectSubset::new(3, 5, [3, 6, 7])?;
    /// assert_eq!(i.rank()?, 2 + 10 + 20); // C(2,1) + C(5,2) + C(6,3)
    /// assert_eq!(RectSubset::unrank(3, 5, 32)?, i);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn rank(&self) -> Result<u64, MayaError> {
        Self::count(self.m, self.n)?;
        let mut rank = 0u64;
        for (t, c) in self.cells.stones().rev().enumerate() {
            // Each term is below C(m+n, m): fits.
            let term = binomial(c, t as u64 + 1).ok_or(MayaError::Overflow { what: "a rank" })?;
            rank = rank
                .checked_add(term)
                .ok_or(MayaError::Overflow { what: "a rank" })?;
        }
        Ok(rank)
    }

    /// The subset of the given rank (the inverse of [`RectSubset::rank`]).
    ///
    /// # Errors
    /// [`MayaError::CountOverflow`] if C(m+n, m) exceeds `u64::MAX`;
    /// [`MayaError::RankOutOfRange`] if rank ≥ C(m+n, m);
    /// [`MayaError::RectangleTooLarge`] if m + n > `MAX_CELLS`;
    /// [`MayaError::Partition`] with `PartitionError::TooLarge` if the m
    /// elements (8m bytes) exceed the memory budget
    /// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES).
    ///
    /// # Complexity
    /// O(m + min(m, n)²·log(m + n)) time (a walk down the cells with
    /// incremental binomials, and a binary search across each gap wider than
    /// 64 cells; min(m, n) ≤ 33 whenever C(m+n, m) fits), 8m bytes.
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::RectSubset;
    /// assert_eq!(RectSubset::unrank(3, 5, 0)?.to_partition()?.parts(), &[] as &[u64]);
    /// assert_eq!(RectSubset::unrank(3, 5, 55)?.to_partition()?.parts(), &[5, 5, 5]);
    /// assert!(RectSubset::unrank(3, 5, 56).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn unrank(m: usize, n: u64, rank: u64) -> Result<Self, MayaError> {
        let count = Self::count(m, n)?;
        if rank >= count {
            return Err(MayaError::RankOutOfRange { rank, count });
        }
        check_rect(m, n)?;
        crate::error::check_words(
            "the m elements of the subset",
            m as u128,
            "use a rectangle with fewer rows",
        )?;
        let mut cells = Vec::with_capacity(m);
        let mut left = u128::from(rank);
        if m > 0 {
            let mut k = m as u128;
            let mut c = m as u128 + u128::from(n) - 1;
            // b = C(c, k) < C(m+n, m) fits.
            let mut b = u128::from(
                binomial(c as u64, k as u64).ok_or(MayaError::Overflow { what: "a rank" })?,
            );
            loop {
                // Largest c with C(c, k) ≤ left: a walk down the cells
                // (C(c − 1, k) = C(c, k)(c − k)/c) for up to WALK steps, then
                // a binary search on [k − 1, c − 1] (C(k − 1, k) = 0 ≤ left),
                // so a wide rectangle (n up to 2^28) costs no 2^28 steps.
                let mut steps = 0;
                while b > left && steps < WALK {
                    b = b * (c - k) / c;
                    c -= 1;
                    steps += 1;
                }
                if b > left {
                    let (mut lo, mut hi) = (k - 1, c - 1);
                    while lo < hi {
                        let mid = lo + (hi - lo).div_ceil(2);
                        // None: above u64::MAX, so above left.
                        match binomial(mid as u64, k as u64) {
                            Some(v) if u128::from(v) <= left => lo = mid,
                            _ => hi = mid - 1,
                        }
                    }
                    c = lo;
                    b = u128::from(
                        binomial(c as u64, k as u64)
                            .ok_or(MayaError::Overflow { what: "a rank" })?,
                    );
                }
                cells.push(c as u64);
                left -= b;
                if k == 1 {
                    break;
                }
                // C(c − 1, k − 1) = C(c, k)·k/c (c ≥ k − 1 ≥ 1 here).
                b = b * k / c;
                c -= 1;
                k -= 1;
            }
        }
        let cells = MayaDiagram::new(cells)?;
        Ok(RectSubset { m, n, cells })
    }
}

/// `{3, 6, 7}`: the elements, smallest first, as Motegi writes I(Y).
impl fmt::Display for RectSubset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        for (k, x) in self.elements().enumerate() {
            if k > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{x}")?;
        }
        f.write_str("}")
    }
}

impl fmt::Debug for RectSubset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "RectSubset {{ m: {}, n: {}, I: {self} }}",
            self.m, self.n
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binomials() {
        assert_eq!(binomial(0, 0), Some(1));
        assert_eq!(binomial(5, 7), Some(0));
        assert_eq!(binomial(10, 3), Some(120));
        assert_eq!(binomial(67, 33), Some(14_226_520_737_620_288_370));
        assert_eq!(binomial(68, 34), None);
        assert_eq!(binomial(u64::MAX, 1), Some(u64::MAX));
        // Pascal's rule on a range.
        for a in 1..60u64 {
            for b in 1..a {
                assert_eq!(
                    binomial(a, b),
                    Some(binomial(a - 1, b - 1).unwrap() + binomial(a - 1, b).unwrap())
                );
            }
        }
    }
}
