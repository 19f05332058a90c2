//! The rectangular unimodal engine in Motegi's form: a position is the
//! m-subset I(Y) ⊂ [1, m+n] in one `u64` word, a move is (l, r) followed by
//! (r̄, l̄) exactly when Lemma 4.4 / Remark 5.3 say so.

use std::fmt;
use std::ops::ControlFlow;

use hookgames_game::{Algorithm, Engine, GameError};
use hookgames_maya::RectSubset;
use hookgames_partition::Partition;

use crate::closed::{Known, few_rows_known, near_square_grundy};
use crate::hooks::{misere_heap, options_with_value_by};
use crate::positions::split_word;
use crate::{MAX_RECT_CELLS, MhrgError};

/// Motegi's subset I(Y) ⊂ [1, m+n] of a diagram Y in the m × n rectangle as
/// a bitset: bit x − 1 of the word is set iff x ∈ I(Y) (Motegi §2.1,
/// i'_t = λ_{m−t+1} + t). A hook removal moves one element down, so every
/// move of MHRG makes the word numerically smaller.
///
/// The word alone does not know m and n: [`RectGame`] checks and
/// interprets it.
///
/// # Example
/// ```
/// use hookgames_mhrg::{RectGame, RectPos};
/// use hookgames_partition::Partition;
/// let game = RectGame::new(3, 5)?;
/// let p = game.position(&Partition::new(vec![4, 4, 2])?)?; // Motegi, Example 3.1
/// assert_eq!(p.elements().collect::<Vec<_>>(), vec![3, 6, 7]);
/// assert_eq!(p, RectPos::from_word(0b110_0100));
/// assert_eq!(format!("{p:?}"), "RectPos{3, 6, 7}");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Serialization
/// With the `serde` feature it is serializable as the elements of I(Y),
/// increasing: `[3, 6, 7]`. Reading accepts any order and refuses an
/// element outside [1, 64] or a repeated one (every such set is a
/// `RectPos`; [`RectGame::check`] says whether it is one of a rectangle).
/// ```
/// # #[cfg(feature = "serde")] {
/// use hookgames_mhrg::RectPos;
/// let p: RectPos = serde_json::from_str("[3, 6, 7]")?;
/// assert_eq!(p, RectPos::from_word(0b110_0100));
/// assert_eq!(serde_json::to_string(&p)?, "[3,6,7]");
/// assert!(serde_json::from_str::<RectPos>("[0, 6]").is_err());
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct RectPos(u64);

impl RectPos {
    /// The position with the given word (bit x − 1 ⇔ x ∈ I(Y)); use
    /// [`RectGame::check`] to validate it for a rectangle.
    pub const fn from_word(word: u64) -> Self {
        RectPos(word)
    }

    /// The word.
    pub const fn word(self) -> u64 {
        self.0
    }

    /// Is x ∈ I(Y)? (`false` for x = 0 or x > 64.)
    pub fn contains(self, x: u64) -> bool {
        (1..=64).contains(&x) && self.0 >> (x - 1) & 1 == 1
    }

    /// The elements of I(Y), smallest first.
    pub fn elements(self) -> impl Iterator<Item = u64> {
        let mut w = self.0;
        std::iter::from_fn(move || {
            if w == 0 {
                None
            } else {
                let x = u64::from(w.trailing_zeros()) + 1;
                w &= w - 1;
                Some(x)
            }
        })
    }
}

/// `RectPos{3, 6, 7}`.
impl fmt::Debug for RectPos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("RectPos")?;
        fmt::Display::fmt(self, f)
    }
}

/// `{3, 6, 7}`, as Motegi writes I(Y).
impl fmt::Display for RectPos {
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

/// One turn of MHRG(m, n) in Motegi's form: the first hook (l, r) (r ∈ I(Y),
/// l ∉ I(Y), l < r; the element r moves down to l), the forced second hook
/// (r̄, l̄) if there is one (Lemma 4.4, Remark 5.3), and the result.
///
/// # Example
/// See [`RectGame::apply`].
///
/// With the `serde` feature it is serializable as
/// `{"first": [1, 7], "second": [2, 8], "result": [2, 3, 6]}` (`second` is
/// `null` for a single hook; `result` as a [`RectPos`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RectMove {
    /// The first hook (l, r).
    pub first: (u64, u64),
    /// The second hook (r̄, l̄), removed from Y⟨i, j⟩, if (MHR 2) applies.
    pub second: Option<(u64, u64)>,
    /// I of the resulting diagram.
    pub result: RectPos,
}

/// MHRG(m, n) on the subsets I(Y) (Motegi §2.1, §4; Abuku–Tada §4.1): the
/// fast engine for the unimodal numbering on a rectangle.
///
/// A move chooses r ∈ I(Y) and l ∉ I(Y) with l < r and replaces r by l
/// (removing the hook of length r − l at the box of
/// [`RectGame::lr_to_box`]). Then, with x̄ = m + n + 1 − x, if r̄ ∉ I' and
/// l̄ ∈ I' for the new set I', the hook (r̄, l̄) is removed as well: l̄ is
/// replaced by r̄ (Motegi, Lemma 4.4 and Remark 5.3, which rest on
/// Abuku–Tada, Lemma 3.15; at most two hooks per turn). The tests check
/// that this gives exactly the options of the general engine
/// [`MhrgGame`](crate::MhrgGame) on every diagram of F(Y_{m,n}),
/// for m ≤ n and m > n alike.
///
/// As an [`Algorithm`], φ(I) reports each resulting position once: the
/// two orders (l, r), (r̄, l̄) of a double move give the same result and
/// only the one with r > l̄ is reported; when m + n is odd and l = l̄ is the
/// centre, the double move equals the single move (r̄, r) and is not
/// repeated.
///
/// # Example
/// ```
/// use hookgames_mhrg::RectGame;
/// use hookgames_game::grundy;
/// let game = RectGame::new(4, 7)?;
/// assert_eq!(grundy(&game, &game.start())?, 2); // Abuku–Tada, Table 1
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// With the `serde` feature it is serializable as `{"m": 4, "n": 7}`, read
/// back through [`RectGame::new`] (unknown fields refused).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RectGame {
    m: usize,
    n: u64,
    /// m + n.
    total: u32,
    /// The low m + n bits.
    mask: u64,
}

/// Checks 1 ≤ m, 1 ≤ n and m + n ≤ [`MAX_RECT_CELLS`].
pub(crate) fn check_rect(m: usize, n: u64) -> Result<u32, MhrgError> {
    if m == 0 || n == 0 {
        return Err(MhrgError::EmptyRectangle { m, n });
    }
    let cells = m as u128 + u128::from(n);
    if cells > u128::from(MAX_RECT_CELLS) {
        return Err(MhrgError::RectangleTooLarge {
            m,
            n,
            cells,
            limit: MAX_RECT_CELLS,
        });
    }
    Ok(cells as u32)
}

/// The low `bits` bits set (bits ≤ 64).
pub(crate) const fn low_mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

impl RectGame {
    /// MHRG(m, n) on words.
    ///
    /// # Errors
    /// [`MhrgError::EmptyRectangle`] if m = 0 or n = 0;
    /// [`MhrgError::RectangleTooLarge`] if m + n > [`MAX_RECT_CELLS`].
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_mhrg::RectGame;
    /// assert!(RectGame::new(30, 34).is_ok());
    /// assert!(RectGame::new(30, 35).is_err());
    /// ```
    pub fn new(m: usize, n: u64) -> Result<Self, MhrgError> {
        let total = check_rect(m, n)?;
        Ok(RectGame {
            m,
            n,
            total,
            mask: low_mask(total),
        })
    }

    /// The number of rows m.
    pub fn m(&self) -> usize {
        self.m
    }

    /// The number of columns n.
    pub fn n(&self) -> u64 {
        self.n
    }

    /// m + n.
    pub fn cells(&self) -> u64 {
        u64::from(self.total)
    }

    /// I(Y_{m,n}) = [n+1, m+n], the starting position.
    pub fn start(&self) -> RectPos {
        RectPos(self.mask & !low_mask(self.n as u32))
    }

    /// I(∅) = [1, m], the ending position.
    pub fn empty(&self) -> RectPos {
        RectPos(low_mask(self.m as u32))
    }

    /// The bar x̄ = m + n + 1 − x (Motegi §2.1).
    ///
    /// # Errors
    /// [`MhrgError::BadMove`] (with l = r = x) if x ∉ [1, m+n].
    ///
    /// # Complexity
    /// O(1).
    pub fn bar(&self, x: u64) -> Result<u64, MhrgError> {
        if x == 0 || x > self.cells() {
            return Err(MhrgError::BadMove {
                l: x,
                r: x,
                subset: String::new(),
                reason: format!("{x} is not in [1, {}]", self.cells()),
            });
        }
        Ok(self.cells() + 1 - x)
    }

    /// Checks that the word is I(Y) for some Y ∈ F(Y_{m,n}): m elements,
    /// all in [1, m+n].
    ///
    /// # Errors
    /// [`MhrgError::BadWord`] saying what is wrong.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_mhrg::{RectGame, RectPos};
    /// let game = RectGame::new(2, 3)?;
    /// assert!(game.check(&RectPos::from_word(0b10010)).is_ok());
    /// assert!(game.check(&RectPos::from_word(0b100010)).is_err()); // 6 > m + n
    /// assert!(game.check(&RectPos::from_word(0b111)).is_err());    // 3 elements
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn check(&self, p: &RectPos) -> Result<(), MhrgError> {
        let w = p.word();
        let reason = if w & !self.mask != 0 {
            Some(format!(
                "element {} is larger than m + n = {}",
                64 - (w & !self.mask).leading_zeros(),
                self.total
            ))
        } else if w.count_ones() as usize != self.m {
            Some(format!(
                "it has {} elements, not m = {}",
                w.count_ones(),
                self.m
            ))
        } else {
            None
        };
        match reason {
            None => Ok(()),
            Some(reason) => Err(MhrgError::BadWord {
                word: w,
                m: self.m,
                n: self.n,
                reason,
            }),
        }
    }

    /// `true` if the word is I(Y) of some Y ∈ F(Y_{m,n}).
    pub fn is_valid(&self, p: &RectPos) -> bool {
        p.word() & !self.mask == 0 && p.word().count_ones() as usize == self.m
    }

    /// I(Y) for Y ∈ F(Y_{m,n}): i'_t = λ_{m−t+1} + t.
    ///
    /// # Errors
    /// [`MhrgError::DoesNotFit`] if Y ∉ F(Y_{m,n}).
    ///
    /// # Complexity
    /// O(m).
    pub fn position(&self, y: &Partition) -> Result<RectPos, MhrgError> {
        if !y.fits_in(self.m, self.n) {
            return Err(MhrgError::DoesNotFit {
                shape: y.to_string(),
                m: self.m,
                n: self.n,
            });
        }
        let mut w = 0u64;
        for t in 1..=self.m {
            // λ_{m−t+1} + t ≤ n + m ≤ 64.
            let x = y.part(self.m - t + 1) + t as u64;
            w |= 1 << (x - 1);
        }
        Ok(RectPos(w))
    }

    /// The diagram Y with I(Y) = p: λ_{m−t+1} = i'_t − t.
    ///
    /// # Errors
    /// [`MhrgError::BadWord`] if p is not valid for the rectangle.
    ///
    /// # Complexity
    /// O(m).
    pub fn partition(&self, p: &RectPos) -> Result<Partition, MhrgError> {
        self.check(p)?;
        Ok(self.partition_unchecked(*p))
    }

    pub(crate) fn partition_unchecked(&self, p: RectPos) -> Partition {
        let mut parts: Vec<u64> = p
            .elements()
            .enumerate()
            .map(|(t, x)| x - (t as u64 + 1))
            .collect();
        parts.reverse();
        Partition::new(parts).unwrap_or_default()
    }

    /// The same subset as a [`RectSubset`] of `hookgames-maya`.
    ///
    /// # Errors
    /// [`MhrgError::BadWord`] if p is not valid; [`MhrgError::Maya`] never
    /// in practice.
    ///
    /// # Complexity
    /// O(m).
    pub fn to_subset(&self, p: &RectPos) -> Result<RectSubset, MhrgError> {
        self.check(p)?;
        Ok(RectSubset::new(self.m, self.n, p.elements())?)
    }

    /// The word of a [`RectSubset`] of the same rectangle.
    ///
    /// # Errors
    /// [`MhrgError::MapDomain`] if the subset belongs to another rectangle.
    ///
    /// # Complexity
    /// O(m).
    pub fn from_subset(&self, s: &RectSubset) -> Result<RectPos, MhrgError> {
        if s.m() != self.m || s.n() != self.n {
            return Err(MhrgError::MapDomain {
                map: "RectGame::from_subset",
                requirement: "a subset of the game's own rectangle",
                m: s.m(),
                n: s.n(),
            });
        }
        Ok(RectPos(s.elements().fold(0, |w, x| w | 1 << (x - 1))))
    }

    /// I(Y^D) = {x̄ : x ∈ I(Y)}, the dual diagram (Motegi, Lemma 5.2).
    ///
    /// # Complexity
    /// O(1).
    pub fn dual(&self, p: &RectPos) -> RectPos {
        RectPos(p.word().reverse_bits() >> (64 - self.total) & self.mask)
    }

    /// I of the transposed diagram Y^T in Y_{n,m}: the complement of the
    /// mirror, a position of `RectGame::new(n, m)`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_mhrg::RectGame;
    /// use hookgames_partition::Partition;
    /// let (g, h) = (RectGame::new(2, 3)?, RectGame::new(3, 2)?);
    /// let y = Partition::new(vec![3, 1])?;
    /// let t = g.transpose(&g.position(&y)?);
    /// assert_eq!(h.partition(&t)?, y.conjugate()?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn transpose(&self, p: &RectPos) -> RectPos {
        RectPos(!self.dual(p).word() & self.mask)
    }

    /// The forced second hook after a first hook (l, r) led to I' (Motegi,
    /// Remark 5.3): (r̄, l̄) if r̄ ∉ I' and l̄ ∈ I', else `None`.
    fn second(&self, after: u64, l: u64, r: u64) -> Option<(u64, u64)> {
        let (lb, rb) = (self.cells() + 1 - l, self.cells() + 1 - r);
        (after >> (rb - 1) & 1 == 0 && after >> (lb - 1) & 1 == 1).then_some((rb, lb))
    }

    fn lr_problem(&self, p: &RectPos, l: u64, r: u64) -> Option<String> {
        let t = self.cells();
        if l == 0 || r == 0 || l > t || r > t {
            Some(format!("l and r must lie in [1, {t}]"))
        } else if l >= r {
            Some(format!("l = {l} is not smaller than r = {r}"))
        } else if !p.contains(r) {
            Some(format!("r = {r} is not in I(Y)"))
        } else if p.contains(l) {
            Some(format!("l = {l} is already in I(Y)"))
        } else {
            None
        }
    }

    /// Plays the turn that starts with the hook (l, r).
    ///
    /// # Errors
    /// [`MhrgError::BadWord`] if p is not valid; [`MhrgError::BadMove`]
    /// unless r ∈ I(Y), l ∉ I(Y), l < r.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// Abuku–Tada, Example 3.16 in Motegi's form: Y = (5, 4, 3) in Y_{3,5}
    /// has I(Y) = {4, 6, 8}; the hook at (1, 3) is (l, r) = (3, 8), and then
    /// (r̄, l̄) = (1, 6) is forced.
    /// ```
    /// use hookgames_mhrg::RectGame;
    /// use hookgames_partition::Partition;
    /// let game = RectGame::new(3, 5)?;
    /// let p = game.position(&Partition::new(vec![5, 4, 3])?)?;
    /// assert_eq!(p.to_string(), "{4, 6, 8}");
    /// assert_eq!(game.box_to_lr(&p, (1, 3))?, (3, 8));
    /// let mv = game.apply(&p, 3, 8)?;
    /// assert_eq!(mv.second, Some((1, 6)));
    /// assert_eq!(game.partition(&mv.result)?, Partition::new(vec![1, 1])?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply(&self, p: &RectPos, l: u64, r: u64) -> Result<RectMove, MhrgError> {
        self.check(p)?;
        if let Some(reason) = self.lr_problem(p, l, r) {
            return Err(MhrgError::BadMove {
                l,
                r,
                subset: p.to_string(),
                reason,
            });
        }
        Ok(self.apply_unchecked(p.word(), l, r))
    }

    #[inline]
    fn apply_unchecked(&self, w: u64, l: u64, r: u64) -> RectMove {
        let after = w ^ (1 << (r - 1)) ^ (1 << (l - 1));
        match self.second(after, l, r) {
            Some((a, b)) => RectMove {
                first: (l, r),
                second: Some((a, b)),
                result: RectPos(after ^ (1 << (a - 1)) ^ (1 << (b - 1))),
            },
            None => RectMove {
                first: (l, r),
                second: None,
                result: RectPos(after),
            },
        }
    }

    /// Every turn from p, one per first hook (one per box of Y): r ∈ I(Y)
    /// from the largest, and for each r the l ∉ I(Y), l < r, from the
    /// largest. Different turns may give the same result (see
    /// [`RectGame`]).
    ///
    /// # Errors
    /// [`MhrgError::BadWord`] if p is not valid.
    ///
    /// # Complexity
    /// O(|Y| + m + n).
    pub fn moves(&self, p: &RectPos) -> Result<Vec<RectMove>, MhrgError> {
        self.check(p)?;
        let mut out = Vec::new();
        self.for_each_turn(p.word(), |mv| out.push(mv));
        Ok(out)
    }

    /// Calls `f` for every turn (l, r) from the word `w`.
    #[inline]
    pub(crate) fn for_each_turn<F: FnMut(RectMove)>(&self, w: u64, mut f: F) {
        let _ = self.try_for_each_turn(w, |mv| {
            f(mv);
            ControlFlow::<()>::Continue(())
        });
    }

    /// Calls `f` for every turn (l, r) from the word `w` until it breaks.
    #[inline]
    fn try_for_each_turn<B, F>(&self, w: u64, mut f: F) -> ControlFlow<B>
    where
        F: FnMut(RectMove) -> ControlFlow<B>,
    {
        let mut rs = w;
        while rs != 0 {
            let r = 64 - u64::from(rs.leading_zeros());
            rs &= !(1 << (r - 1));
            let mut ls = !w & low_mask(r as u32 - 1);
            while ls != 0 {
                let l = 64 - u64::from(ls.leading_zeros());
                ls &= !(1 << (l - 1));
                f(self.apply_unchecked(w, l, r))?;
            }
        }
        ControlFlow::Continue(())
    }

    /// The pair (l, r) of the hook at the box (i, j) of Y (Motegi §2.1):
    /// r = λ_i + m − i + 1, the i-th largest element of I(Y), and l the j-th
    /// smallest element of [1, m+n] ∖ I(Y).
    ///
    /// # Errors
    /// [`MhrgError::BadWord`] if p is not valid; [`MhrgError::NotABox`] if
    /// (i, j) is not a box of Y.
    ///
    /// # Complexity
    /// O(m + n).
    pub fn box_to_lr(&self, p: &RectPos, (i, j): (usize, u64)) -> Result<(u64, u64), MhrgError> {
        self.check(p)?;
        let not_a_box = || MhrgError::NotABox {
            row: i,
            col: j,
            shape: self.partition_unchecked(*p).to_string(),
        };
        if i == 0 || i > self.m || j == 0 {
            return Err(not_a_box());
        }
        // The i-th largest element.
        let r = p.elements().nth(self.m - i).ok_or_else(not_a_box)?;
        let part = r - (self.m - i + 1) as u64; // λ_i
        if j > part {
            return Err(not_a_box());
        }
        // The j-th smallest non-element.
        let l = (1..=self.cells())
            .filter(|&x| !p.contains(x))
            .nth(j as usize - 1)
            .ok_or_else(not_a_box)?;
        Ok((l, r))
    }

    /// The box (i, j) of Y whose hook is (l, r): i = #{x ∈ I(Y) : x ≥ r},
    /// j = #{y ∉ I(Y) : y ≤ l}.
    ///
    /// # Errors
    /// [`MhrgError::BadWord`] if p is not valid; [`MhrgError::BadMove`]
    /// unless r ∈ I(Y), l ∉ I(Y), l < r.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_mhrg::RectGame;
    /// use hookgames_partition::Partition;
    /// let game = RectGame::new(3, 5)?;
    /// let p = game.position(&Partition::new(vec![4, 4, 2])?)?; // {3, 6, 7}
    /// assert_eq!(game.lr_to_box(&p, (1, 7))?, (1, 1));
    /// assert_eq!(game.box_to_lr(&p, (1, 1))?, (1, 7));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn lr_to_box(&self, p: &RectPos, (l, r): (u64, u64)) -> Result<(usize, u64), MhrgError> {
        self.check(p)?;
        if let Some(reason) = self.lr_problem(p, l, r) {
            return Err(MhrgError::BadMove {
                l,
                r,
                subset: p.to_string(),
                reason,
            });
        }
        let w = p.word();
        let i = (w >> (r - 1)).count_ones() as usize;
        let j = l - u64::from((w & low_mask(l as u32)).count_ones());
        Ok((i, j))
    }

    /// Calls `f` once for each distinct option of the word `w` (see
    /// [`RectGame`] for the choice of representatives) until it breaks.
    #[inline]
    fn try_for_each_option<B, F>(&self, w: u64, mut f: F) -> ControlFlow<B>
    where
        F: FnMut(u64) -> ControlFlow<B>,
    {
        let t1 = self.cells() + 1;
        self.try_for_each_turn(w, |mv| match mv.second {
            None => f(mv.result.word()),
            Some(_) => {
                let (l, r) = mv.first;
                // l = l̄ (the centre): equal to the single move (r̄, r).
                // Otherwise report only the order with r > l̄.
                if 2 * l != t1 && r > t1 - l {
                    f(mv.result.word())
                } else {
                    ControlFlow::Continue(())
                }
            }
        })
    }
}

/// The top element of a word (1-based), 0 for the empty word.
#[inline]
fn top(w: u64) -> u64 {
    64 - u64::from(w.leading_zeros())
}

impl RectGame {
    /// What the closed forms know of G(p) for a game position p ∈ S(Y_{m,n})
    /// ([`few_rows_known`], [`near_square_grundy`]), in standard form
    /// (transposed when m > n, Abuku–Tada §4.1); `None` for a word that is
    /// not a position, and for a position no closed form covers. O(1):
    /// the tests on the word come first, the closed form only where one
    /// applies.
    pub(crate) fn known(&self, p: &RectPos) -> Option<Known> {
        if !self.is_valid(p) {
            return None;
        }
        let (a, b, w) = if self.m as u64 <= self.n {
            (self.m, self.n, p.word())
        } else {
            (self.n as usize, self.m as u64, self.transpose(p).word())
        };
        // Motegi, Theorem 5.1 (III) on the word: no centre, no mirror pair.
        // m + n ≥ 2, so k ≥ 1.
        split_word(self.total / 2, self.total % 2 == 1, w)?;
        if b - a as u64 <= 1 {
            return Some(Known::Value(near_square_grundy(b, RectPos(w).elements())));
        }
        // I(Y) ⊇ [1, a − ℓ] and the row numbers are above a − ℓ + 1.
        let rows = a - w.trailing_ones() as usize;
        if rows > 2 {
            return None;
        }
        // λ_1 = (largest element) − a, λ_2 = (second largest) − (a − 1);
        // both 0 where the element is one of [1, a − ℓ] (or absent, a = 1).
        let first = top(w);
        let second = top(w & !(1 << (first - 1)));
        let (a64, l1) = (a as u64, first - a as u64);
        let l2 = (second + 1).saturating_sub(a64);
        few_rows_known(a, b, l1, l2)
    }

    /// The number of rows of p in standard form (columns when m > n).
    fn standard_rows(&self, p: &RectPos) -> usize {
        let w = if self.m as u64 <= self.n {
            p.word()
        } else {
            self.transpose(p).word()
        };
        self.m.min(self.n as usize) - w.trailing_ones() as usize
    }
}

/// The turns are generated one at a time (r ∈ I(Y) from the largest, then
/// l from the largest), so [`Algorithm::try_for_each_follower`] stops
/// generating at the first break, and `is_end` is O(1).
///
/// # Values without search
/// The value hooks answer the game positions p ∈ S(Y_{m,n}) where a
/// closed form of the papers applies, in standard form (a, b) =
/// (min(m, n), max(m, n)) — transposition is an isomorphism (Abuku–Tada
/// §4.1), so for m > n rows read as columns — and say `None` (search) for
/// every other word:
/// * b ∈ {a, a + 1} (squares and near-squares): every position,
///   G(Y) = ⊕_{x ∈ I(Y), x > b} (x − b) (Abuku–Tada, Theorem 5.15 and
///   Proposition 5.6 through the map A, and Theorem 4.4 for b = a);
/// * at most one row: Motegi, Theorem 6.1 and Abuku–Tada, Theorem 4.9;
/// * two rows: Motegi, Theorem 6.1 to MHRG(2, b − a + 2), Theorem 4.4 to
///   an even width 2n', then the Sato–Welter value below the anti-diagonal
///   λ_1 + λ_2 < 2n' (Lemma 4.12), Corollary 4.14 for Y_{2,2n'} and the
///   values 0, 1, 2 of Table 3 above it (Theorem 4.13); a two-row position
///   above the anti-diagonal with a larger value is searched.
///
/// So the start Y_{m,n} is answered for min(m, n) ≤ 2 and |m − n| ≤ 1
/// (Theorem 4.9, Corollaries 4.14 and 5.16), however large the rectangle,
/// and [`grundy`](hookgames_game::grundy) of a two-row position of
/// MHRG(31, 33), or of any position of MHRG(32, 32), costs a few word
/// operations where a search would visit up to 2^32 positions (the
/// [`Solver`](hookgames_game::Solver) still searches: it is the oracle the
/// tests hold the closed forms against). The misère hook answers the
/// positions with at most one row.
impl Algorithm for RectGame {
    type State = RectPos;

    fn try_for_each_follower<B, F>(&self, p: &RectPos, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(RectPos) -> ControlFlow<B>,
    {
        if self.is_valid(p) {
            self.try_for_each_option(p.word(), |w| f(RectPos(w)))
        } else {
            ControlFlow::Continue(())
        }
    }

    /// I(Y) = [1, m] (Y = ∅) is the only end; an invalid word has no
    /// follower either.
    fn is_end(&self, p: &RectPos) -> Result<bool, GameError> {
        Ok(!self.is_valid(p) || *p == self.empty())
    }

    /// G(p) by a closed form where one applies (see [`RectGame`], "Values
    /// without search": near-squares by Abuku–Tada, Theorem 5.15 and
    /// Proposition 5.6; at most two rows by Motegi, Theorem 6.1 with
    /// Abuku–Tada, Theorem 4.9, Lemma 4.12, Theorem 4.13 and
    /// Corollary 4.14), else `None`.
    ///
    /// # Complexity
    /// O(1): a few word operations, O(m + n) of them for a near-square.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{grundy, Algorithm, Engine, Solver};
    /// use hookgames_mhrg::{square_start_grundy, RectGame};
    /// let game = RectGame::new(31, 32)?;
    /// // Corollary 5.16 by the hook; a search would visit 2^31 positions.
    /// assert_eq!(grundy(&game, &game.start())?, square_start_grundy(31)?);
    /// let small = RectGame::new(3, 4)?;
    /// let p = small.start();
    /// assert_eq!(small.known_grundy(&p, &Engine::new()), Some(Ok(0)));
    /// assert_eq!(Solver::new(&small).grundy(&p)?, 0);
    /// // Y_{3,5} has three rows and b − a = 2: no closed form, search.
    /// let other = RectGame::new(3, 5)?;
    /// assert_eq!(other.known_grundy(&other.start(), &Engine::new()), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn known_grundy(&self, p: &RectPos, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
        match self.known(p)? {
            Known::Value(g) => Some(Ok(g)),
            Known::AtLeast(_) => None,
        }
    }

    /// The misère value of a position with at most one row (in standard
    /// form): by Motegi, Theorem 6.1 and Abuku–Tada, Theorems 4.4 and 4.9
    /// its game is a Nim heap of G(p) counters, so SG⁻ is 1, 0, G(p) for
    /// G(p) = 0, 1, ≥ 2. `None` for every other word (the papers study
    /// normal play only).
    ///
    /// # Complexity
    /// O(1).
    fn known_misere_grundy(&self, p: &RectPos, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
        if self.standard_rows(p) > 1 {
            return None;
        }
        match self.known(p)? {
            Known::Value(g) => Some(Ok(misere_heap(g))),
            Known::AtLeast(_) => None,
        }
    }

    /// The followers of value `value`, in the order of
    /// [`for_each_follower`](Algorithm::try_for_each_follower), where the
    /// closed forms of [`known_grundy`](Algorithm::known_grundy) decide the
    /// value of every follower: near-squares, at most one row, two rows
    /// below the anti-diagonal, and two rows above it for `value` ≤ 2
    /// (Table 3 lists every position of value 0, 1, 2 there, Theorem 4.13).
    /// `None` otherwise.
    ///
    /// # Errors
    /// [`GameError::ArrowLimit`] or [`GameError::MemoryLimit`] when the
    /// options exceed `limits.max_arrows` or `limits.max_bytes` (8 bytes
    /// each).
    ///
    /// # Complexity
    /// O(|Y|) followers, each valued in O(1) (O(m + n) for a near-square).
    fn known_options_with_value(
        &self,
        p: &RectPos,
        value: u64,
        engine: &Engine<'_>,
    ) -> Option<Result<Vec<RectPos>, GameError>> {
        let limits = engine.limits();
        self.known(p)?;
        options_with_value_by(self, p, value, limits, |q| self.known(q))
    }
}
