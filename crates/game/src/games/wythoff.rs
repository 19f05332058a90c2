use std::ops::ControlFlow;

use crate::algorithm::Algorithm;
use crate::error::GameError;

/// The largest k whose Wythoff pair (⌊kφ⌋, ⌊kφ²⌋) fits in `u64`:
/// [`Wythoff::p_position`] accepts k ≤ 7 046 029 254 386 353 130.
pub const WYTHOFF_MAX_INDEX: u64 = 7_046_029_254_386_353_130;

/// Wythoff's game (W. A. Wythoff, *A modification of the game of Nim*,
/// Nieuw Archief voor Wiskunde, 1907): two piles; a move removes any
/// positive number of counters from one pile, or the same positive number
/// from both. Equivalently, a queen moves towards the corner (0, 0) of a
/// chessboard ("Wyt Queens", Winning Ways ch. 3).
///
/// Its P-positions are the pairs (⌊kφ⌋, ⌊kφ²⌋) = (a_k, a_k + k), k ≥ 0,
/// and their mirrors, with φ the golden ratio;
/// [`is_p_position`](Wythoff::is_p_position) decides this exactly in
/// integer arithmetic for every pair of `u64`. Its Grundy values have no
/// known formula (U. Blass and A. S. Fraenkel, *The Sprague–Grundy function
/// for Wythoff's game*, Theoretical Computer Science 75, 1990): the
/// generic solvers compute them, exploring (a + 1)(b + 1) states with
/// a + b + min(a, b) followers each, so for piles up to a few hundred.
///
/// # Example
/// ```
/// use hookgames_game::{grundy, Algorithm, AlgorithmExt, Wythoff};
///
/// assert_eq!(Wythoff.followers(&(1, 2))?, vec![(0, 2), (1, 0), (1, 1), (0, 1)]);
/// assert!(Wythoff::is_p_position(3, 5));
/// assert_eq!(grundy(&Wythoff, &(3, 5))?, 0);
/// assert_eq!(grundy(&Wythoff, &(1, 2))?, 0);
/// assert_eq!(grundy(&Wythoff, &(2, 2))?, 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Wythoff;

/// a_k = ⌊kφ⌋ = ⌊(k + ⌊√(5k²)⌋) / 2⌋, exactly, or `None` if 5k² does not
/// fit in `u128` (k > 2^62.8; then a_k + k > 2.6k − 1 > 2^64).
///
/// kφ = (k + √(5k²)) / 2, and ⌊(k + ⌊x⌋) / 2⌋ = ⌊(k + x) / 2⌋ for an
/// integer k and a real x ≥ 0.
fn lower_wythoff(k: u64) -> Option<u128> {
    let k = u128::from(k);
    let five_k2 = k.checked_mul(k)?.checked_mul(5)?;
    // The exact integer square root (no floating point).
    Some((k + five_k2.isqrt()) / 2)
}

impl Wythoff {
    /// `true` iff (a, b) is a P-position (a loss for the player to move):
    /// {a, b} = {⌊kφ⌋, ⌊kφ²⌋} for some k ≥ 0 (Wythoff 1907). Decided with
    /// k = |a − b| and an exact integer square root: there is no floating
    /// point, and every pair of `u64` is answered exactly.
    ///
    /// # Complexity
    /// O(1) (one 128-bit integer square root).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Wythoff;
    /// let p: Vec<(u64, u64)> = (0..12)
    ///     .flat_map(|a| (a..12).map(move |b| (a, b)))
    ///     .filter(|&(a, b)| Wythoff::is_p_position(a, b))
    ///     .collect();
    /// assert_eq!(p, vec![(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)].into_iter()
    ///     .filter(|&(_, b)| b < 12).collect::<Vec<_>>());
    /// assert!(Wythoff::is_p_position(5, 3));
    /// ```
    pub fn is_p_position(a: u64, b: u64) -> bool {
        let (x, y) = if a <= b { (a, b) } else { (b, a) };
        lower_wythoff(y - x).is_some_and(|ak| ak == u128::from(x))
    }

    /// The k-th P-position (a_k, b_k) = (⌊kφ⌋, ⌊kφ²⌋) with a_k ≤ b_k
    /// (k = 0, 1, 2, …: (0, 0), (1, 2), (3, 5), (4, 7), …).
    ///
    /// # Errors
    /// [`GameError::WythoffOverflow`] if b_k does not fit in `u64`, that
    /// is if k > [`WYTHOFF_MAX_INDEX`].
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{GameError, Wythoff, WYTHOFF_MAX_INDEX};
    /// assert_eq!(Wythoff::p_position(3)?, (4, 7));
    /// assert_eq!(Wythoff::p_position(1000)?, (1618, 2618));
    /// assert!(Wythoff::p_position(WYTHOFF_MAX_INDEX).is_ok());
    /// assert_eq!(
    ///     Wythoff::p_position(WYTHOFF_MAX_INDEX + 1).unwrap_err(),
    ///     GameError::WythoffOverflow { k: WYTHOFF_MAX_INDEX + 1, max: WYTHOFF_MAX_INDEX }
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn p_position(k: u64) -> Result<(u64, u64), GameError> {
        let overflow = GameError::WythoffOverflow {
            k,
            max: WYTHOFF_MAX_INDEX,
        };
        let ak = lower_wythoff(k).ok_or(overflow.clone())?;
        let bk = ak + u128::from(k);
        match (u64::try_from(ak), u64::try_from(bk)) {
            (Ok(a), Ok(b)) => Ok((a, b)),
            _ => Err(overflow),
        }
    }
}

impl Algorithm for Wythoff {
    type State = (u64, u64);

    /// First (a′, b) for a′ < a, then (a, b′) for b′ < b, then
    /// (a − i, b − i) for i = 1, …, min(a, b): distinct, since the three
    /// kinds change the first, the second, or both coordinates.
    fn try_for_each_follower<B, F>(&self, p: &(u64, u64), mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut((u64, u64)) -> ControlFlow<B>,
    {
        let (a, b) = *p;
        (0..a).try_for_each(|x| f((x, b)))?;
        (0..b).try_for_each(|y| f((a, y)))?;
        (1..=a.min(b)).try_for_each(|i| f((a - i, b - i)))
    }
}
