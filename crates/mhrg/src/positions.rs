//! The game positions S(Y_{m,n}) (Motegi §5; Abuku–Tada write T(Y_{m,n})):
//! Motegi's Theorem 5.1 as two predicates, a diagnosis for non-positions,
//! counting, enumeration and a dense ranking.

use std::fmt;
use std::ops::ControlFlow;
use std::sync::OnceLock;

use hookgames_game::{Algorithm, Engine, GameError, Indexed};
use hookgames_partition::Partition;
use num_bigint::BigUint;

use crate::MhrgError;
use crate::rect::{RectGame, RectPos, check_rect, low_mask};

/// C(a, b) as a u64, or `None` on overflow.
pub(crate) fn binomial(a: u64, b: u64) -> Option<u64> {
    if b > a {
        return Some(0);
    }
    let b = b.min(a - b);
    let mut r: u128 = 1;
    for t in 1..=u128::from(b) {
        r = r * (u128::from(a - b) + t) / t;
        if r > u128::from(u64::MAX) {
            return None;
        }
    }
    Some(r as u64)
}

/// The standard form of a rectangle for Motegi's theorems: (a, b) with
/// a = min(m, n) ≤ b = max(m, n); k = ⌊(a+b)/2⌋ mirror pairs {x, x̄} of
/// [1, a+b] (plus the centre (a+b+1)/2 when a + b is odd).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Standard {
    a: usize,
    b: u64,
    k: u32,
    odd: bool,
}

impl Standard {
    fn new(m: usize, n: u64) -> Self {
        let (a, b) = if (m as u64) <= n {
            (m, n)
        } else {
            (n as usize, m as u64)
        };
        let total = a as u64 + b;
        Standard {
            a,
            b,
            k: (total / 2) as u32,
            odd: total % 2 == 1,
        }
    }
}

/// The number of game positions |S(Y_{m,n})| = C(k, a)·2^a with
/// a = min(m, n) and k = ⌊(m+n)/2⌋.
///
/// This count is not stated in the papers; it follows from Motegi,
/// Theorem 5.1 (III): for a ≤ b, Y is a position iff I(Y) contains neither
/// the centre (a+b+1)/2 (when a + b is odd) nor both elements of a mirror
/// pair {x, x̄} — so I(Y) picks a of the k pairs and one element of each.
/// (MHRG(m, n) ≅ MHRG(n, m) covers m > n.) The tests check it against the
/// reachable sets for all m, n ≤ 8, and against Abuku–Tada, Theorem 4.9
/// (n + 1 or n), Lemma 4.12 (2n'(n'+1)) and Lemma 5.10 (2^n).
///
/// # Errors
/// [`MhrgError::EmptyRectangle`] if m = 0 or n = 0;
/// [`MhrgError::Partition`] with `PartitionError::TooLarge` if C(k, a)
/// needs more than
/// [`MAX_BINOMIAL_WORK`](hookgames_partition::MAX_BINOMIAL_WORK) word
/// operations, or the count (about log₂ C(k, a) + a bits) more than the
/// memory budget
/// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES);
/// both are checked before any work (the count of a 2^32 × 2^32 rectangle
/// is 2^(2^32), refused at once).
///
/// # Complexity
/// At most [`MAX_BINOMIAL_WORK`](hookgames_partition::MAX_BINOMIAL_WORK)
/// word operations for C(k, a) (see
/// [`rectangle_partition_count`](hookgames_partition::rectangle_partition_count)),
/// then a shift by a bits.
///
/// # Example
/// ```
/// use hookgames_mhrg::position_count;
/// assert_eq!(position_count(2, 3)?, 4u32.into());  // Motegi, Example 4.3
/// assert_eq!(position_count(20, 20)?, (1u32 << 20).into());
/// assert_eq!(position_count(40, 40)?.to_string(), "1099511627776");
/// assert!(position_count(1 << 32, 1 << 32).is_err()); // 2^(2^32) positions: over the budget
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn position_count(m: usize, n: u64) -> Result<BigUint, MhrgError> {
    if m == 0 || n == 0 {
        return Err(MhrgError::EmptyRectangle { m, n });
    }
    let (a, b) = if (m as u64) <= n {
        (m as u64, n)
    } else {
        (n, m as u64)
    };
    // k = ⌊(a + b)/2⌋ ≥ a; C(k, a) = #F(Y_{a, k−a}).
    let k = (u128::from(a) + u128::from(b)) / 2;
    let rest = (k - u128::from(a)) as u64; // ≤ b/2
    // The result has log₂ C(k, a) + a bits, with log₂ C(k, a) at most k
    // and at most a·log₂(e·k/a): measured before anything is computed (the
    // binomial has its own work limit).
    let (af, kf) = (a as f64, k as f64);
    let binomial_bits = (af * ((kf / af).log2() + std::f64::consts::LOG2_E)).min(kf);
    hookgames_partition::check_materialized_bytes(
        "the count |S(Y_{m,n})| = C(k, a)·2^a",
        ((binomial_bits + af) / 8.0) as u128 + 8,
        "use a smaller rectangle",
    )?;
    let a_usize = usize::try_from(a).map_err(|_| MhrgError::SidesOverflow { m, n })?;
    let binomial = hookgames_partition::rectangle_partition_count(a_usize, rest)?;
    Ok(binomial << a)
}

/// The smallest element of I_R(Y) ∩ I_R(Y^D) for m ≤ n (Motegi §5): the
/// least x ≥ c + 1 − χ in I(Y) whose bar x̄ = m + n + 1 − x is also in I(Y);
/// `None` if there is none (condition (III) holds).
///
/// I(Y) = {λ_i + m − i + 1 : 1 ≤ i ≤ m} is the segment [1, m − ℓ] (the empty
/// rows) and the ℓ numbers of the rows of Y, so this is O(ℓ log ℓ) however
/// large m is. The caller guarantees m ≤ n and m + n ≤ u64::MAX.
fn first_iii_witness(y: &Partition, m: usize, n: u64) -> Option<u64> {
    debug_assert!(m as u64 <= n);
    let total = m as u64 + n;
    let chi = u64::from(total.is_multiple_of(2));
    let c = (total - 1 + chi) / 2;
    let lo = c + 1 - chi;
    let l = y.len();
    let free = (m - l) as u64; // I(Y) ⊇ [1, free]
    // The numbers of the rows of Y, increasing.
    let top: Vec<u64> = (1..=l)
        .rev()
        .map(|i| y.part(i) + (m - i) as u64 + 1)
        .collect();
    let in_i = |x: u64| (1..=free).contains(&x) || top.binary_search(&x).is_ok();
    // Witnesses among the rows' numbers (increasing, so the first is least).
    let from_rows = top
        .iter()
        .copied()
        .find(|&x| x >= lo && in_i(total - x + 1));
    // Witnesses x ≤ free: then x̄ ≥ n + ℓ + 1 > free (m ≤ n), so x̄ is a
    // row's number e and x = m + n + 1 − e.
    let from_segment = top
        .iter()
        .map(|&e| total - e + 1)
        .filter(|&x| x >= lo && (1..=free).contains(&x))
        .min();
    match (from_rows, from_segment) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// The first pair (i, j), 1 ≤ i ≤ j ≤ m, in lexicographic order with
/// λ_i + λ_j = n − m + i + j − 1 (Motegi, Theorem 5.1 (IV), m ≤ n);
/// `None` if there is none (condition (IV) holds).
///
/// Rows beyond ℓ = ℓ(Y) are empty: two of them never satisfy the equation
/// (its right side is ≥ n − m + 1 ≥ 1), and for i ≤ ℓ < j the row j is
/// determined by λ_i. With μ_j = λ_j − j, strictly decreasing, the equation
/// is μ_i + μ_j = n − m − 1, so for each i the row j ∈ [i, ℓ] is found by
/// binary search: O(ℓ log ℓ) however large m is.
fn first_iv_witness(y: &Partition, m: usize, n: u64) -> Option<(usize, usize)> {
    let l = y.len();
    let d = i128::from(n) - m as i128 - 1; // μ_i + μ_j = d
    let mu = |j: usize| i128::from(y.part(j)) - j as i128;
    for i in 1..=l {
        let target = d - mu(i);
        // The rows j ∈ [i, ℓ] with μ_j > target form a prefix.
        let (mut lo, mut hi) = (i, l + 1);
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if mu(mid) > target {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        if lo <= l && mu(lo) == target {
            return Some((i, lo));
        }
        // λ_j = 0 for j > ℓ: j = λ_i − d − i.
        let j = i128::from(y.part(i)) - d - i as i128;
        if j > l as i128 && j >= i as i128 && j <= m as i128 {
            return Some((i, j as usize));
        }
    }
    None
}

fn fits(y: &Partition, m: usize, n: u64) -> Result<(), MhrgError> {
    if m == 0 || n == 0 {
        return Err(MhrgError::EmptyRectangle { m, n });
    }
    if m as u128 + u128::from(n) > u128::from(u64::MAX) {
        return Err(MhrgError::SidesOverflow { m, n });
    }
    if !y.fits_in(m, n) {
        return Err(MhrgError::DoesNotFit {
            shape: y.to_string(),
            m,
            n,
        });
    }
    Ok(())
}

/// The diagram and rectangle in standard form: transposed when m > n.
fn standard_form(y: &Partition, m: usize, n: u64) -> Result<(Partition, usize, u64), MhrgError> {
    fits(y, m, n)?;
    if (m as u64) <= n {
        Ok((y.clone(), m, n))
    } else {
        // λ_1 ≤ n ≤ 64·… : the conjugate has at most n parts.
        Ok((y.conjugate()?, n as usize, m as u64))
    }
}

/// Motegi, Theorem 5.1 (III): I_R(Y) ∩ I_R(Y^D) = ∅, where
/// I_R(X) = I(X) ∩ [c + 1 − χ, m + n], c = (m + n − 1 + χ)/2 is the largest
/// unimodal number and χ = 1 iff m + n is even. For m > n (Motegi assumes
/// m ≤ n) the condition is applied to the transpose Y^T in Y_{n,m}
/// (MHRG(m, n) ≅ MHRG(n, m), Abuku–Tada §4.1).
///
/// # Errors
/// [`MhrgError::EmptyRectangle`], [`MhrgError::SidesOverflow`] if m + n > u64::MAX,
/// [`MhrgError::DoesNotFit`] if Y ∉ F(Y_{m,n}).
///
/// # Complexity
/// O(ℓ log ℓ) for ℓ = ℓ(Y), independent of m (O(|λ|) more to transpose when m > n).
///
/// # Example
/// ```
/// use hookgames_mhrg::condition_iii;
/// use hookgames_partition::Partition;
/// // Abuku–Tada, Lemma 4.12: in MHRG(2, 4) the diagrams with λ_1 + λ_2 = 4 are not positions.
/// assert!(!condition_iii(&Partition::new(vec![3, 1])?, 2, 4)?);
/// assert!(condition_iii(&Partition::new(vec![3, 2])?, 2, 4)?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn condition_iii(y: &Partition, m: usize, n: u64) -> Result<bool, MhrgError> {
    let (y, m, n) = standard_form(y, m, n)?;
    Ok(first_iii_witness(&y, m, n).is_none())
}

/// Motegi, Theorem 5.1 (IV): λ_i + λ_j ≠ n − m + i + j − 1 for all
/// 1 ≤ i ≤ j ≤ m. For m > n the condition is applied to the transpose, as
/// in [`condition_iii`].
///
/// # Errors
/// [`MhrgError::EmptyRectangle`], [`MhrgError::SidesOverflow`] if m + n > u64::MAX,
/// [`MhrgError::DoesNotFit`] if Y ∉ F(Y_{m,n}).
///
/// # Complexity
/// O(ℓ log ℓ) for ℓ = ℓ(Y), independent of m.
///
/// # Example
/// ```
/// use hookgames_mhrg::condition_iv;
/// use hookgames_partition::Partition;
/// // Abuku–Tada, Theorem 4.9: in MHRG(1, 6) the row (3) is not a position.
/// assert!(!condition_iv(&Partition::new(vec![3])?, 1, 6)?);
/// assert!(condition_iv(&Partition::new(vec![4])?, 1, 6)?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn condition_iv(y: &Partition, m: usize, n: u64) -> Result<bool, MhrgError> {
    let (y, m, n) = standard_form(y, m, n)?;
    Ok(first_iv_witness(&y, m, n).is_none())
}

/// Whether a diagram is a game position of MHRG(m, n), and if not, the
/// witnesses against both of Motegi's conditions (Theorem 5.1).
///
/// # Example
/// See [`check_position`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum PositionStatus {
    /// Y ∈ S(Y_{m,n}).
    Position,
    /// Y ∉ S(Y_{m,n}); both conditions fail (they are equivalent).
    NotPosition {
        /// `true` if the witnesses are about the transpose Y^T in Y_{n,m}
        /// (when m > n).
        transposed: bool,
        /// An element x of I_R(Y) ∩ I_R(Y^D) (condition (III) fails), the
        /// smallest one.
        iii: u64,
        /// A pair (i, j), i ≤ j, with λ_i + λ_j = n − m + i + j − 1
        /// (condition (IV) fails), the first in row order.
        iv: (usize, usize),
    },
}

impl PositionStatus {
    /// `true` for [`PositionStatus::Position`].
    pub fn is_position(&self) -> bool {
        matches!(self, PositionStatus::Position)
    }
}

/// `is a position`, or which conditions fail and why.
impl fmt::Display for PositionStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionStatus::Position => f.write_str("a game position (Motegi, Theorem 5.1)"),
            PositionStatus::NotPosition {
                transposed,
                iii,
                iv: (i, j),
            } => {
                let y = if *transposed { "Y^T" } else { "Y" };
                write!(
                    f,
                    "not a game position (Motegi, Theorem 5.1): condition (III) fails, \
                     {iii} ∈ I_R({y}) ∩ I_R({y}^D); condition (IV) fails, \
                     λ_{i} + λ_{j} = n − m + {i} + {j} − 1 for {y}"
                )
            }
        }
    }
}

/// Decides whether Y ∈ F(Y_{m,n}) is a game position of MHRG(m, n)
/// (Motegi, Theorem 5.1), and when it is not, names a witness against
/// condition (III) and one against condition (IV). For m > n the
/// witnesses concern the transpose Y^T ∈ F(Y_{n,m}).
///
/// # Errors
/// [`MhrgError::EmptyRectangle`]; [`MhrgError::DoesNotFit`] if Y ∉ F(Y_{m,n}).
///
/// # Complexity
/// O(ℓ log ℓ) for ℓ = ℓ(Y), independent of m.
///
/// # Example
/// ```
/// use hookgames_mhrg::{check_position, PositionStatus};
/// use hookgames_partition::Partition;
/// assert!(check_position(&Partition::new(vec![2, 1])?, 2, 2)?.is_position());
/// let s = check_position(&Partition::new(vec![1, 1])?, 2, 2)?;
/// assert_eq!(s, PositionStatus::NotPosition { transposed: false, iii: 2, iv: (1, 2) });
/// assert!(s.to_string().contains("condition (IV) fails"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn check_position(y: &Partition, m: usize, n: u64) -> Result<PositionStatus, MhrgError> {
    let transposed = (m as u64) > n;
    let (y, m, n) = standard_form(y, m, n)?;
    let iii = first_iii_witness(&y, m, n);
    let iv = first_iv_witness(&y, m, n);
    Ok(match (iii, iv) {
        (Some(x), Some(p)) => PositionStatus::NotPosition {
            transposed,
            iii: x,
            iv: p,
        },
        _ => PositionStatus::Position,
    })
}

/// [`check_position`] as a `Result`: `Ok(())` for a position, otherwise
/// [`MhrgError::NotAPosition`] whose message names the failing conditions.
///
/// # Errors
/// As [`check_position`], and [`MhrgError::NotAPosition`].
///
/// # Complexity
/// O(ℓ log ℓ) for ℓ = ℓ(Y), independent of m.
///
/// # Example
/// ```
/// use hookgames_mhrg::require_position;
/// use hookgames_partition::Partition;
/// let e = require_position(&Partition::new(vec![3])?, 1, 6).unwrap_err();
/// assert!(e.to_string().starts_with("the diagram 3 is not a position of MHRG(1, 6)"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn require_position(y: &Partition, m: usize, n: u64) -> Result<(), MhrgError> {
    match check_position(y, m, n)? {
        PositionStatus::Position => Ok(()),
        status => Err(MhrgError::NotAPosition {
            shape: y.to_string(),
            m,
            n,
            reason: status.to_string(),
        }),
    }
}

/// Lookup tables for the dense ranking.
struct RankTables {
    /// colex[(b·33 + c)·256 + x]: Σ over the s-th set bit (0-based) of the
    /// byte x, at bit j, of C(8b + j, c + s + 1).
    colex: Vec<u32>,
    /// compress[p·256 + s]: the bits of s at the set bits of p, packed.
    compress: Vec<u8>,
}

fn tables() -> &'static RankTables {
    static TABLES: OnceLock<RankTables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let mut colex = vec![0u32; 4 * 33 * 256];
        for b in 0..4u64 {
            for c in 0..=32u64 {
                for x in 0..256u64 {
                    let mut sum = 0u64;
                    let mut s = 0u64;
                    for j in 0..8u64 {
                        if x >> j & 1 == 1 {
                            sum += binomial(8 * b + j, c + s + 1).unwrap_or(0);
                            s += 1;
                        }
                    }
                    // Only sums of colex ranks below C(32, 16) < 2^32 are used.
                    colex[((b * 33 + c) * 256 + x) as usize] = sum.min(u64::from(u32::MAX)) as u32;
                }
            }
        }
        let mut compress = vec![0u8; 256 * 256];
        for p in 0..256usize {
            for s in 0..256usize {
                let mut out = 0u8;
                let mut t = 0;
                for j in 0..8 {
                    if p >> j & 1 == 1 {
                        out |= ((s >> j & 1) as u8) << t;
                        t += 1;
                    }
                }
                compress[p * 256 + s] = out;
            }
        }
        RankTables { colex, compress }
    })
}

/// The game positions S(Y_{m,n}) of MHRG(m, n) as a dense, ranked state
/// space: an [`Algorithm`] (the moves of [`RectGame`]) and an [`Indexed`]
/// one, so that the generic table solver of `hookgames-game` stores one
/// byte per position instead of one per diagram of F(Y_{m,n}).
///
/// The structure behind the ranking (our reading of Motegi, Theorem 5.1
/// (III); see [`position_count`]): for m ≤ n and k = ⌊(m+n)/2⌋, a position
/// is a choice of m of the k mirror pairs {x, x̄} of [1, m+n] (the centre
/// excluded when m + n is odd) and of one element in each chosen pair. The
/// rank is (colex rank of the set of chosen pairs)·2^m + (the choices, as
/// m bits in the order of the pairs). For m > n a position is ranked
/// through its transpose.
///
/// # Example
/// ```
/// use hookgames_mhrg::PositionSpace;
/// use hookgames_partition::Partition;
/// use hookgames_game::{Indexed, TableSolver};
/// let space = PositionSpace::new(3, 5)?;
/// assert_eq!(space.count(), 32); // C(4, 3)·2^3 of the 56 diagrams in F(Y_{3,5})
/// let p = space.game().position(&Partition::new(vec![5, 4, 3])?)?;
/// assert!(space.contains(&p));
/// assert_eq!(space.unrank(space.rank(&p)), p);
/// let table = TableSolver::new().solve(&space, &hookgames_game::Engine::new())?;
/// assert_eq!(table.get_state(&space.game().start()), Some(0)); // Table 1: G(Y_{3,5}) = 0
/// assert_eq!(table.bytes_per_state(), 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// With the `serde` feature it is serializable as `{"m": 3, "n": 5}`, read
/// back through [`PositionSpace::new`] (unknown fields refused).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PositionSpace {
    game: RectGame,
    std: Standard,
    std_game: RectGame,
    count: u64,
}

impl PositionSpace {
    /// S(Y_{m,n}).
    ///
    /// # Errors
    /// [`MhrgError::EmptyRectangle`]; [`MhrgError::RectangleTooLarge`] if
    /// m + n > [`MAX_RECT_CELLS`](crate::MAX_RECT_CELLS) (then |S| may also
    /// exceed a `u64`; [`position_count`] has no limit).
    ///
    /// # Complexity
    /// O(m), plus a one-time 200 KiB table build shared by all spaces.
    pub fn new(m: usize, n: u64) -> Result<Self, MhrgError> {
        check_rect(m, n)?;
        let std = Standard::new(m, n);
        // C(k, a)·2^a < C(32, 21)·2^21 < 2^49 for a + b ≤ 64.
        let count = binomial(u64::from(std.k), std.a as u64).unwrap_or(0) << std.a;
        Ok(PositionSpace {
            game: RectGame::new(m, n)?,
            std,
            std_game: RectGame::new(std.a, std.b)?,
            count,
        })
    }

    /// The rows m.
    pub fn m(&self) -> usize {
        self.game.m()
    }

    /// The columns n.
    pub fn n(&self) -> u64 {
        self.game.n()
    }

    /// The rectangular engine whose positions these are.
    pub fn game(&self) -> &RectGame {
        &self.game
    }

    /// |S(Y_{m,n})| = C(⌊(m+n)/2⌋, min(m, n))·2^{min(m, n)}.
    pub fn count(&self) -> u64 {
        self.count
    }

    /// The word in standard form (the transpose when m > n).
    #[inline]
    fn std_word(&self, w: u64) -> u64 {
        if self.std.a == self.game.m() && self.std.b == self.game.n() {
            w
        } else {
            self.game.transpose(&RectPos::from_word(w)).word()
        }
    }

    #[inline]
    fn orig_word(&self, w: u64) -> u64 {
        if self.std.a == self.game.m() && self.std.b == self.game.n() {
            w
        } else {
            self.std_game.transpose(&RectPos::from_word(w)).word()
        }
    }

    /// `true` if p is a position: valid for the rectangle and in
    /// S(Y_{m,n}) (Motegi, Theorem 5.1 (III) on words: no centre, no
    /// mirror pair).
    ///
    /// # Complexity
    /// O(1).
    pub fn contains(&self, p: &RectPos) -> bool {
        self.game.is_valid(p) && std_split(self.std, self.std_word(p.word())).is_some()
    }

    /// The rank of a position in 0..count().
    ///
    /// # Errors
    /// [`MhrgError::BadWord`] if p is not valid; [`MhrgError::NotAPosition`]
    /// if it is not in S(Y_{m,n}).
    ///
    /// # Complexity
    /// O(1) (table lookups per byte of the k-bit pair set).
    pub fn checked_rank(&self, p: &RectPos) -> Result<u64, MhrgError> {
        self.game.check(p)?;
        match std_split(self.std, self.std_word(p.word())) {
            Some((set, plus)) => Ok(std_rank(self.std, set, plus)),
            None => {
                // require_position names the failing conditions; it fails
                // here (the tests check it agrees with the split), and the
                // error below is only a fallback.
                let y = self.game.partition_unchecked(*p);
                require_position(&y, self.m(), self.n())?;
                Err(MhrgError::NotAPosition {
                    shape: y.to_string(),
                    m: self.m(),
                    n: self.n(),
                    reason: "I(Y) contains a mirror pair or the centre".to_string(),
                })
            }
        }
    }

    /// The position of rank `r`.
    ///
    /// # Errors
    /// [`MhrgError::RankOutOfRange`] if r ≥ count().
    ///
    /// # Complexity
    /// O(k).
    pub fn checked_unrank(&self, r: u64) -> Result<RectPos, MhrgError> {
        if r >= self.count {
            return Err(MhrgError::RankOutOfRange {
                rank: r,
                m: self.m(),
                n: self.n(),
                count: self.count,
            });
        }
        Ok(RectPos::from_word(self.orig_word(std_unrank(self.std, r))))
    }

    /// All positions, each once, with every option before its position
    /// (increasing word in standard form).
    ///
    /// # Complexity
    /// O(k) per position.
    ///
    /// # Example
    /// Motegi, Example 4.3: S(Y_{2,3}) has four elements.
    /// ```
    /// use hookgames_mhrg::PositionSpace;
    /// let space = PositionSpace::new(2, 3)?;
    /// let ys: Vec<String> = space
    ///     .iter()
    ///     .map(|p| space.game().partition(&p).unwrap().to_string())
    ///     .collect();
    /// assert_eq!(ys, ["∅", "2", "3,1", "3,3"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = RectPos> + '_ {
        StdIter::new(self.std).map(move |w| RectPos::from_word(self.orig_word(w)))
    }

    /// The standard-form parameters (a, b, k, odd) for the solver.
    pub(crate) fn standard(&self) -> (usize, u64, u32, bool) {
        (self.std.a, self.std.b, self.std.k, self.std.odd)
    }
}

/// The moves of [`RectGame`], and its value hooks (the closed forms of
/// the papers, see [`RectGame`]): the same game, ranked.
impl Algorithm for PositionSpace {
    type State = RectPos;

    fn try_for_each_follower<B, F>(&self, p: &RectPos, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(RectPos) -> ControlFlow<B>,
    {
        self.game.try_for_each_follower(p, f)
    }

    fn is_end(&self, p: &RectPos) -> Result<bool, GameError> {
        self.game.is_end(p)
    }

    fn known_grundy(&self, p: &RectPos, engine: &Engine<'_>) -> Option<Result<u64, GameError>> {
        self.game.known_grundy(p, engine)
    }

    fn known_misere_grundy(
        &self,
        p: &RectPos,
        engine: &Engine<'_>,
    ) -> Option<Result<u64, GameError>> {
        self.game.known_misere_grundy(p, engine)
    }

    fn known_options_with_value(
        &self,
        p: &RectPos,
        value: u64,
        engine: &Engine<'_>,
    ) -> Option<Result<Vec<RectPos>, GameError>> {
        self.game.known_options_with_value(p, value, engine)
    }
}

/// Ranks outside S(Y_{m,n}) are reported as `count()` (out of range), which
/// the table solver turns into an error.
impl Indexed for PositionSpace {
    fn count(&self) -> u64 {
        self.count
    }

    fn rank(&self, p: &RectPos) -> u64 {
        if !self.game.is_valid(p) {
            return self.count;
        }
        match std_split(self.std, self.std_word(p.word())) {
            Some((set, plus)) => std_rank(self.std, set, plus),
            None => self.count,
        }
    }

    fn unrank(&self, r: u64) -> RectPos {
        RectPos::from_word(
            self.orig_word(std_unrank(self.std, r.min(self.count.saturating_sub(1)))),
        )
    }
}

/// Reverses the low k bits (1 ≤ k ≤ 32).
#[inline]
fn reverse_k(x: u64, k: u32) -> u64 {
    x.reverse_bits() >> (64 - k)
}

/// Splits a standard-form word into (pairs, plus): bit v − 1 of `pairs` is
/// set iff the pair {k+1−v, k+v} (+odd) meets I; of `plus` iff its upper
/// element k + v (+odd) is in I. `None` if the word has the centre or a
/// whole pair.
#[inline]
pub(crate) fn split_word(k: u32, odd: bool, w: u64) -> Option<(u64, u64)> {
    let lower = w & low_mask(k);
    if odd && w >> k & 1 == 1 {
        return None;
    }
    let plus = w >> (k + u32::from(odd));
    let minus = reverse_k(lower, k);
    if plus & minus != 0 {
        return None;
    }
    Some((plus | minus, plus))
}

#[inline]
fn std_split(std: Standard, w: u64) -> Option<(u64, u64)> {
    split_word(std.k, std.odd, w)
}

/// The word of (pairs, plus).
#[inline]
pub(crate) fn join_word(k: u32, odd: bool, set: u64, plus: u64) -> u64 {
    let minus = set & !plus;
    (plus << (k + u32::from(odd))) | reverse_k(minus, k)
}

/// Colex rank of a k-bit set among the sets of its size.
#[inline]
pub(crate) fn colex_rank(set: u64, k: u32) -> u64 {
    let t = tables();
    let mut r = 0u64;
    let mut before = 0u64;
    let mut b = 0u64;
    while b * 8 < u64::from(k) {
        let x = (set >> (8 * b)) & 0xFF;
        r += u64::from(t.colex[((b * 33 + before) * 256 + x) as usize]);
        before += u64::from((x as u8).count_ones());
        b += 1;
    }
    r
}

/// The bits of `plus` at the set bits of `set`, packed (software PEXT).
#[inline]
pub(crate) fn compress(set: u64, plus: u64, k: u32) -> u64 {
    let t = tables();
    let mut out = 0u64;
    let mut shift = 0u32;
    let mut b = 0u32;
    while b * 8 < k {
        let p = ((set >> (8 * b)) & 0xFF) as usize;
        let s = ((plus >> (8 * b)) & 0xFF) as usize;
        out |= u64::from(t.compress[p * 256 + s]) << shift;
        shift += (p as u8).count_ones();
        b += 1;
    }
    out
}

#[inline]
fn std_rank(std: Standard, set: u64, plus: u64) -> u64 {
    (colex_rank(set, std.k) << std.a) | compress(set, plus, std.k)
}

fn std_unrank(std: Standard, r: u64) -> u64 {
    let a = std.a as u32;
    let code = r & low_mask(a);
    let mut left = r >> a;
    // Colex unrank: the largest c with C(c, t) ≤ left, for t = a, …, 1.
    let mut set = 0u64;
    let mut c = u64::from(std.k);
    for t in (1..=u64::from(a)).rev() {
        loop {
            c -= 1;
            if binomial(c, t).unwrap_or(u64::MAX) <= left {
                break;
            }
        }
        left -= binomial(c, t).unwrap_or(0);
        set |= 1 << c;
    }
    // Deposit the code bits at the set bits.
    let mut plus = 0u64;
    let mut s = set;
    let mut i = 0;
    while s != 0 {
        let bit = s & s.wrapping_neg();
        if code >> i & 1 == 1 {
            plus |= bit;
        }
        s &= s - 1;
        i += 1;
    }
    join_word(std.k, std.odd, set, plus)
}

/// The positions in standard form in increasing word order: the upper
/// half (the "+" elements) increasing, then the lower half.
#[derive(Debug)]
struct StdIter {
    std: Standard,
    /// The current upper half.
    plus: u64,
    /// The available lower bits for `plus`, and the current combination
    /// (compressed) with `t` bits out of `avail_len`.
    avail: u64,
    avail_len: u32,
    t: u32,
    comb: u64,
    done: bool,
}

impl StdIter {
    fn new(std: Standard) -> Self {
        let mut it = StdIter {
            std,
            plus: 0,
            avail: 0,
            avail_len: 0,
            t: 0,
            comb: 0,
            done: false,
        };
        it.start_upper();
        it
    }

    /// Prepares the combinations of the lower half for `self.plus`;
    /// advances `plus` to the next value with at most a elements (adding
    /// the lowest set bit clears a run of ones: O(k) steps, not O(2^k)).
    fn start_upper(&mut self) {
        let k = self.std.k;
        loop {
            while self.plus.count_ones() as usize > self.std.a {
                self.plus += self.plus & self.plus.wrapping_neg();
            }
            if self.plus >> k != 0 {
                self.done = true;
                return;
            }
            let c = self.plus.count_ones();
            self.t = self.std.a as u32 - c;
            self.avail = reverse_k(!self.plus & low_mask(k), k);
            self.avail_len = k - c;
            if self.t <= self.avail_len {
                self.comb = low_mask(self.t);
                return;
            }
            self.plus += 1;
        }
    }

    fn current(&self) -> u64 {
        // Deposit comb into avail.
        let mut lower = 0u64;
        let mut s = self.avail;
        let mut i = 0;
        while s != 0 {
            let bit = s & s.wrapping_neg();
            if self.comb >> i & 1 == 1 {
                lower |= bit;
            }
            s &= s - 1;
            i += 1;
        }
        lower | self.plus << (self.std.k + u32::from(self.std.odd))
    }
}

impl Iterator for StdIter {
    type Item = u64;

    fn next(&mut self) -> Option<u64> {
        if self.done {
            return None;
        }
        let out = self.current();
        // Gosper's hack on the compressed combination.
        let c = self.comb;
        let next = if c == 0 {
            None
        } else {
            let u = c & c.wrapping_neg();
            let v = c + u;
            let n = v | (((v ^ c) / u) >> 2);
            (n >> self.avail_len == 0).then_some(n)
        };
        match next {
            Some(n) => self.comb = n,
            None => {
                self.plus += 1;
                self.start_upper();
            }
        }
        Some(out)
    }
}
