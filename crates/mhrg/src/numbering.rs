//! Numberings of Young diagrams and the multisets A(h) of hooks
//! (Abuku–Tada §2.3, §3.1).

use std::fmt;

use hookgames_partition::{DiagonalExpr, Partition};
use smallvec::SmallVec;

use crate::MhrgError;

/// A numbering α: Y_s → ℕ of the boxes of a starting diagram Y_s
/// (Abuku–Tada §2.3, rule (M3)): the number of the box (i, j), 1-based.
///
/// A position Y ⊂ Y_s carries the restriction α|_Y: the box (i, j) of Y has
/// the number α(i, j) of the box with the same coordinates in Y_s.
///
/// # Example
/// ```
/// use hookgames_mhrg::{Numbering, Unimodal};
/// let alpha = Unimodal::new(3, 5)?;
/// assert_eq!(alpha.number(2, 4), Some(3)); // Abuku–Tada, Example 1.2
/// assert_eq!(alpha.number(4, 1), None);    // outside Y_{3,5}
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Numbering {
    /// α(i, j) for a box (i, j) of the diagram the numbering is defined on,
    /// `None` for any other pair.
    fn number(&self, i: usize, j: u64) -> Option<u64>;

    /// `Some(α_{m,n})` if this numbering is the unimodal numbering of a
    /// rectangle, the numbering of Abuku–Tada and Motegi for which this
    /// crate's closed forms hold; `None` (the provided default) otherwise.
    ///
    /// [`MhrgGame`](crate::MhrgGame) asks it in its value hooks
    /// ([`Algorithm::known_grundy`](hookgames_game::Algorithm::known_grundy)
    /// and the others): with `Some`, the positions where a closed form
    /// applies are answered without search. [`Unimodal`] overrides it; a
    /// numbering of your own that is not α_{m,n} keeps the default (saying
    /// `Some` for another numbering would make those answers wrong).
    ///
    /// # Complexity
    /// Provided: O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_mhrg::{BoxNumbering, Numbering, Unimodal};
    /// let alpha = Unimodal::new(3, 5)?;
    /// assert_eq!(alpha.as_unimodal(), Some(alpha));
    /// assert_eq!(BoxNumbering::new(vec![vec![1, 1]])?.as_unimodal(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn as_unimodal(&self) -> Option<Unimodal> {
        None
    }
}

impl<N: Numbering + ?Sized> Numbering for &N {
    fn number(&self, i: usize, j: u64) -> Option<u64> {
        (**self).number(i, j)
    }

    fn as_unimodal(&self) -> Option<Unimodal> {
        (**self).as_unimodal()
    }
}

/// The unimodal numbering α_{m,n}(i, j) = min(j − i + m, i − j + n) of the
/// rectangle Y_{m,n} (Abuku–Tada §3.1; Motegi §3 calls it c(i, j)).
///
/// It is constant on the diagonals j − i = k, with value
/// μ(k) = min(k + m, n − k) ([`Unimodal::diagonal_number`]), 1 in the
/// corners (m, 1) and (1, n), and at most ⌊(m+n)/2⌋
/// ([`Unimodal::max_number`], Remark 3.1).
///
/// # Example
/// Abuku–Tada, Figure 1 (m = 3, n = 5):
/// ```
/// use hookgames_mhrg::{Numbering, Unimodal};
/// let alpha = Unimodal::new(3, 5)?;
/// let rows: Vec<Vec<u64>> = (1..=3)
///     .map(|i| (1..=5).map(|j| alpha.number(i, j).unwrap()).collect())
///     .collect();
/// assert_eq!(rows, vec![vec![3, 4, 3, 2, 1], vec![2, 3, 4, 3, 2], vec![1, 2, 3, 4, 3]]);
/// assert_eq!(alpha.max_number(), 4);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Unimodal {
    m: usize,
    n: u64,
}

impl Unimodal {
    /// The unimodal numbering α_{m,n}.
    ///
    /// # Errors
    /// [`MhrgError::EmptyRectangle`] if m = 0 or n = 0.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_mhrg::Unimodal;
    /// assert!(Unimodal::new(4, 7).is_ok());
    /// assert!(Unimodal::new(0, 7).is_err());
    /// ```
    pub fn new(m: usize, n: u64) -> Result<Self, MhrgError> {
        if m == 0 || n == 0 {
            return Err(MhrgError::EmptyRectangle { m, n });
        }
        Ok(Unimodal { m, n })
    }

    /// The number of rows m.
    pub fn m(&self) -> usize {
        self.m
    }

    /// The number of columns n.
    pub fn n(&self) -> u64 {
        self.n
    }

    /// The largest number ⌊(m+n)/2⌋ (Abuku–Tada, Remark 3.1 (3)).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_mhrg::Unimodal;
    /// assert_eq!(Unimodal::new(4, 7)?.max_number(), 5);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn max_number(&self) -> u64 {
        ((self.m as u128 + u128::from(self.n)) / 2) as u64
    }

    /// μ(k) = min(k + m, n − k), the number on the diagonal j − i = k, for
    /// −m < k < n (the proof of Abuku–Tada, Lemma 3.15); `None` outside.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_mhrg::Unimodal;
    /// let alpha = Unimodal::new(3, 5)?;
    /// let mu: Vec<u64> = (-2..5).map(|k| alpha.diagonal_number(k).unwrap()).collect();
    /// assert_eq!(mu, vec![1, 2, 3, 4, 3, 2, 1]);
    /// assert_eq!(alpha.diagonal_number(5), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn diagonal_number(&self, k: i64) -> Option<u64> {
        let (m, n, k) = (self.m as i128, i128::from(self.n), i128::from(k));
        if k <= -m || k >= n {
            return None;
        }
        u64::try_from((k + m).min(n - k)).ok()
    }
}

/// The number of boxes of Y numbered k by the unimodal numbering α_{m,n},
/// read off the diagonal expression d = d(Y) ∈ D_{m,n} (Abuku–Tada,
/// Lemma 3.14; the Japanese version's Lemma 4.7 (2)):
/// #{x ∈ A(Y) | x = k} = d_{−m+k} + d_{n−k} if −m + k ≠ n − k, and
/// d_{−m+k} if they are the same diagonal, for 1 ≤ k ≤ ⌊(m+n)/2⌋. The
/// number k sits on exactly those diagonals (Remark 3.1 (2)), so the count
/// is 0 for every other k (0, and every k above ⌊(m+n)/2⌋).
///
/// No overflow: d_k ≤ min(m, n) and d has m + n + 1 stored entries, so
/// the sum is at most 2·min(m, n) < 2^27.
///
/// # Complexity
/// O(1).
///
/// # Example
/// Abuku–Tada, Example 3.7: Y = (5,4,3) in Y_{3,5} has d(Y) =
/// (0,1,2,3,2,2,1,1,0) and the numbers 3 4 3 2 1 / 2 3 4 3 / 1 2 3: five 3s
/// (d_0 + d_2 = 3 + 2), three 2s (d_{−1} + d_3 = 2 + 1), two 1s
/// (d_{−2} + d_4 = 1 + 1) and two 4s (d_1 = 2: −3 + 4 = 5 − 4 is the middle
/// diagonal).
/// ```
/// use hookgames_mhrg::numbered_boxes;
/// use hookgames_partition::{DiagonalExpr, Partition};
/// let d = DiagonalExpr::from_partition(&Partition::new(vec![5, 4, 3])?, 3, 5)?;
/// let counts: Vec<u64> = (0..=5).map(|k| numbered_boxes(&d, k)).collect();
/// assert_eq!(counts, vec![0, 2, 3, 5, 2, 0]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn numbered_boxes(d: &DiagonalExpr, k: u64) -> u64 {
    let (m, n) = (d.m() as i128, i128::from(d.n()));
    let k = i128::from(k);
    if k < 1 || k > (m + n) / 2 {
        return 0;
    }
    // Both diagonals lie in −m < · < n: −m + k ≥ −m + 1 and
    // n − k ≥ n − (m + n)/2 ≥ −m + k.
    let at = |diagonal: i128| {
        i64::try_from(diagonal)
            .ok()
            .and_then(|diagonal| d.get(diagonal))
            .unwrap_or(0)
    };
    let (left, right) = (k - m, n - k);
    if left == right {
        at(left)
    } else {
        at(left) + at(right)
    }
}

impl Numbering for Unimodal {
    fn number(&self, i: usize, j: u64) -> Option<u64> {
        if i == 0 || i > self.m || j == 0 || j > self.n {
            return None;
        }
        let (i, j) = (i as i128, i128::from(j));
        let (m, n) = (self.m as i128, i128::from(self.n));
        u64::try_from((j - i + m).min(i - j + n)).ok()
    }

    /// Itself: α_{m,n}.
    fn as_unimodal(&self) -> Option<Unimodal> {
        Some(*self)
    }
}

/// An explicit numbering: row `i` lists α(i, 1), α(i, 2), …; the rows must
/// not get longer from top to bottom, so the numbered boxes form a Young
/// diagram ([`BoxNumbering::shape`]).
///
/// # Example
/// ```
/// use hookgames_mhrg::{BoxNumbering, Numbering};
/// let alpha = BoxNumbering::new(vec![vec![1, 2, 3], vec![4]])?;
/// assert_eq!(alpha.shape().parts(), &[3, 1]);
/// assert_eq!((alpha.number(1, 3), alpha.number(2, 2)), (Some(3), None));
/// assert!(BoxNumbering::new(vec![vec![1], vec![1, 1]]).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct BoxNumbering {
    rows: Vec<Vec<u64>>,
}

impl BoxNumbering {
    /// A numbering from its rows; empty rows at the bottom are dropped.
    ///
    /// # Errors
    /// [`MhrgError::NumberingShape`] if a row is longer than the row above.
    ///
    /// # Complexity
    /// O(number of rows).
    pub fn new(mut rows: Vec<Vec<u64>>) -> Result<Self, MhrgError> {
        while rows.last().is_some_and(Vec::is_empty) {
            rows.pop();
        }
        for k in 1..rows.len() {
            if rows[k].len() > rows[k - 1].len() {
                return Err(MhrgError::NumberingShape {
                    row: k + 1,
                    len: rows[k].len(),
                    prev_len: rows[k - 1].len(),
                });
            }
        }
        Ok(BoxNumbering { rows })
    }

    /// The Young diagram of the numbered boxes.
    ///
    /// # Complexity
    /// O(number of rows).
    pub fn shape(&self) -> Partition {
        // Row lengths are non-increasing by construction.
        Partition::new(self.rows.iter().map(|r| r.len() as u64).collect()).unwrap_or_default()
    }

    /// The rows of numbers.
    pub fn rows(&self) -> &[Vec<u64>] {
        &self.rows
    }
}

impl Numbering for BoxNumbering {
    fn number(&self, i: usize, j: u64) -> Option<u64> {
        let row = self.rows.get(i.checked_sub(1)?)?;
        row.get(usize::try_from(j.checked_sub(1)?).ok()?).copied()
    }
}

/// The multiset A(h) of the numbers in the boxes of a hook h
/// (Abuku–Tada §2.3; Motegi writes H_Y(i, j)), kept sorted.
///
/// # Example
/// ```
/// use hookgames_mhrg::HookMultiset;
/// let a = HookMultiset::from_numbers([3, 4, 3, 2, 1]);
/// assert_eq!(a.as_slice(), &[1, 2, 3, 3, 4]);
/// assert_eq!(a, HookMultiset::from_numbers([1, 2, 3, 4, 3]));
/// assert_eq!(a.to_string(), "{{1, 2, 3, 3, 4}}");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct HookMultiset {
    items: SmallVec<[u64; 8]>,
}

impl HookMultiset {
    /// The multiset of the given numbers.
    ///
    /// # Complexity
    /// O(h log h) for h numbers.
    pub fn from_numbers<I: IntoIterator<Item = u64>>(numbers: I) -> Self {
        let mut items: SmallVec<[u64; 8]> = numbers.into_iter().collect();
        items.sort_unstable();
        HookMultiset { items }
    }

    /// The elements, smallest first, with repetitions.
    pub fn as_slice(&self) -> &[u64] {
        &self.items
    }

    /// The number of elements (the hook length, Lemma 3.10).
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// `true` for the empty multiset.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// The multiplicity of `x`.
    ///
    /// # Complexity
    /// O(log h).
    pub fn count(&self, x: u64) -> usize {
        let lo = self.items.partition_point(|&y| y < x);
        let hi = self.items.partition_point(|&y| y <= x);
        hi - lo
    }
}

/// `{{1, 2, 3, 3, 4}}`, as Abuku–Tada write multisets.
impl fmt::Display for HookMultiset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{{")?;
        for (k, x) in self.items.iter().enumerate() {
            if k > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{x}")?;
        }
        f.write_str("}}")
    }
}

/// The multiset A(h_Y(i, j)) of the numbers on the hook of the box (i, j)
/// of Y under the numbering α (Abuku–Tada §2.3, Definition 2.8).
///
/// # Errors
/// [`MhrgError::NotABox`] if (i, j) is not a box of Y;
/// [`MhrgError::Unnumbered`] if α gives no number to a box of the hook;
/// [`MhrgError::Partition`] with `PartitionError::TooLarge` if its h
/// numbers (8h bytes) exceed the memory budget
/// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES)
/// (h > 2^25, checked before collecting them).
///
/// # Complexity
/// O(h log h) time for a hook of length h (plus O(log ℓ) to find the leg),
/// 8h bytes.
///
/// # Example
/// Abuku–Tada, Example 1.2: the hook at (2, 4) of Y_{3,5} has A(h) = {{2, 3, 4}}.
/// ```
/// use hookgames_mhrg::{hook_multiset, Unimodal};
/// use hookgames_partition::Partition;
/// let y = Partition::new(vec![5, 5, 5])?;
/// let a = hook_multiset(&y, &Unimodal::new(3, 5)?, 2, 4)?;
/// assert_eq!(a.as_slice(), &[2, 3, 4]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn hook_multiset<N: Numbering + ?Sized>(
    y: &Partition,
    numbering: &N,
    i: usize,
    j: u64,
) -> Result<HookMultiset, MhrgError> {
    let not_a_box = |_| MhrgError::NotABox {
        row: i,
        col: j,
        shape: y.to_string(),
    };
    // One number (8 bytes) per box of the hook, measured before collecting.
    let len = y.hook_length(i, j).map_err(not_a_box)?;
    hookgames_partition::check_materialized_bytes(
        "the multiset of a hook",
        8 * u128::from(len),
        "use a hook of at most 2^25 boxes",
    )?;
    let hook = y.hook(i, j).map_err(not_a_box)?;
    let mut items: SmallVec<[u64; 8]> = SmallVec::new();
    for (a, b) in hook {
        match numbering.number(a, b) {
            Some(x) => items.push(x),
            None => {
                return Err(MhrgError::Unnumbered {
                    row: a,
                    col: b,
                    start: y.to_string(),
                });
            }
        }
    }
    items.sort_unstable();
    Ok(HookMultiset { items })
}
