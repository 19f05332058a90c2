//! Turning Turtles, the one-line realization of shifted hook removal, and
//! the isomorphism S ↦ set of parts.

use std::fmt;

use hookgames_game::Algorithm;
use hookgames_partition::ShiftedPartition;
use hookgames_plain::Plain;

use crate::error::{MAX_COINS, ShiftedError};

/// A move of Turning Turtles: turn coin `head` from heads to tails and,
/// optionally, turn over one coin `other` < `head` (either way).
///
/// On the set of parts of a shifted diagram S (the heads of its Turning
/// Turtles position, see [`to_turtles`]) the move deletes the part `head`
/// and, if `other` is a part, deletes it too, and if `other` is not a
/// part, inserts it. These are exactly the hook removals of Abuku–Tada,
/// Definition 5.3 (see [`turtle_move`](crate::turtle_move)).
///
/// # Example
/// ```
/// use hookgames_shifted::TurtleMove;
/// let mv = TurtleMove { head: 7, other: Some(3) };
/// assert_eq!(mv.to_string(), "7→3");
/// assert_eq!(TurtleMove { head: 5, other: None }.to_string(), "5");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TurtleMove {
    /// The coin turned from heads to tails (a part λ_i of S).
    pub head: u64,
    /// The second coin, to the left of `head`, turned over either way
    /// (a part λ_{j+1} that is deleted with λ_i, or a non-part that
    /// replaces λ_i); `None` if only `head` is turned.
    pub other: Option<u64>,
}

/// `7→3` (turn coins 7 and 3) or `7` (turn coin 7 only).
impl fmt::Display for TurtleMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.other {
            Some(b) => write!(f, "{}→{b}", self.head),
            None => write!(f, "{}", self.head),
        }
    }
}

impl TurtleMove {
    /// The length of the move: the number of boxes of the shifted hook it
    /// removes (Abuku–Tada, Definition 5.1), i.e. the decrease of the sum
    /// of the head positions: `head + other` if `other` is a head,
    /// `head − other` if it is a tail, `head` alone otherwise.
    ///
    /// # Errors
    /// [`ShiftedError::IllegalMove`] if the move is not legal in `heads`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_shifted::TurtleMove;
    /// let heads = 0b100_0110; // coins 2, 3 and 7 (S = (7, 3, 2))
    /// assert_eq!(TurtleMove { head: 7, other: Some(3) }.length(heads)?, 10);
    /// assert_eq!(TurtleMove { head: 7, other: Some(4) }.length(heads)?, 3);
    /// assert_eq!(TurtleMove { head: 7, other: None }.length(heads)?, 7);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn length(&self, heads: u64) -> Result<u64, ShiftedError> {
        check_move(heads, *self)?;
        Ok(match self.other {
            None => self.head,
            Some(b) if is_head(heads, b) => self.head + b,
            Some(b) => self.head - b,
        })
    }
}

fn bit(position: u64) -> u64 {
    1u64 << (position - 1)
}

fn is_head(heads: u64, position: u64) -> bool {
    (1..=MAX_COINS).contains(&position) && heads & bit(position) != 0
}

/// The heads of a bitset, as a display string `{2, 3, 7}`.
pub(crate) fn show_heads(heads: u64) -> String {
    let list: Vec<String> = positions(heads).map(|p| p.to_string()).collect();
    format!("{{{}}}", list.join(", "))
}

/// The head positions of a bitset, increasing.
fn positions(heads: u64) -> impl Iterator<Item = u64> {
    (1..=MAX_COINS).filter(move |&p| heads & bit(p) != 0)
}

fn check_move(heads: u64, mv: TurtleMove) -> Result<(), ShiftedError> {
    let illegal = |reason: String| ShiftedError::IllegalMove {
        mv: mv.to_string(),
        position: show_heads(heads),
        reason,
    };
    if !is_head(heads, mv.head) {
        return Err(illegal(format!("coin {} is not a head", mv.head)));
    }
    if let Some(b) = mv.other
        && !(1..mv.head).contains(&b)
    {
        return Err(illegal(format!(
            "the second coin {b} must be in 1..{} (left of the head {})",
            mv.head, mv.head
        )));
    }
    Ok(())
}

/// Turning Turtles on a row of `n` ≤ 64 coins at positions 1..=n, the
/// classical coin-turning game that Abuku–Tada cite after Proposition 5.6
/// (A. N. Siegel, *Combinatorial Game Theory*, p. 182): a move turns one
/// coin from heads to tails and may also turn over any one coin to its
/// left, heads or tails. The player who cannot move (all tails) loses.
///
/// A position is a `u64` bitset of heads, bit k − 1 for coin k. The map
/// S ↦ set of parts ([`to_turtles`]) is an isomorphism of algorithms from
/// hook removal on shifted diagrams ([`ShiftedHookGame`](crate::ShiftedHookGame))
/// onto this game: deleting a part λ_i is turning coin λ_i alone; replacing
/// λ_i by a smaller non-part b is turning λ_i and the tail b; deleting two
/// parts λ_i and λ_{j+1} (a hook with a tail) is turning both heads. So
/// G = ⊕ of the head positions (Proposition 5.6).
///
/// The rule does not depend on n: n only bounds the positions that
/// [`TurningTurtles::position`] and [`TurningTurtles::check_position`]
/// accept (and the moves never turn a coin right of a head).
///
/// # Example
/// ```
/// use hookgames_game::{grundy, Algorithm};
/// use hookgames_shifted::{TurningTurtles, turtles_grundy};
/// let game = TurningTurtles::new(8)?;
/// let p = game.position(&[2, 3, 7])?;
/// assert_eq!(p, 0b100_0110);
/// assert_eq!(game.follower_count(&p), 2 + 3 + 7);
/// assert_eq!(grundy(&game, &p)?, 2 ^ 3 ^ 7);
/// assert_eq!(turtles_grundy(p), 6);
/// assert!(TurningTurtles::new(65).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TurningTurtles {
    n: u64,
}

impl TurningTurtles {
    /// A row of `n` coins, 0 ≤ n ≤ [`MAX_COINS`] = 64.
    ///
    /// # Errors
    /// [`ShiftedError::TooManyCoins`] if n > 64.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_shifted::TurningTurtles;
    /// assert_eq!(TurningTurtles::new(64)?.n(), 64);
    /// assert!(TurningTurtles::new(65).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(n: u64) -> Result<Self, ShiftedError> {
        if n > MAX_COINS {
            return Err(ShiftedError::TooManyCoins {
                n,
                limit: MAX_COINS,
            });
        }
        Ok(TurningTurtles { n })
    }

    /// The number of coins n.
    pub fn n(&self) -> u64 {
        self.n
    }

    /// The position with heads exactly at `heads` (positions 1..=n, any
    /// order).
    ///
    /// # Errors
    /// [`ShiftedError::CoinOutOfRange`] for a position outside 1..=n;
    /// [`ShiftedError::DuplicateHead`] for a position listed twice.
    ///
    /// # Complexity
    /// O(|heads|).
    ///
    /// # Example
    /// ```
    /// use hookgames_shifted::TurningTurtles;
    /// let game = TurningTurtles::new(10)?;
    /// assert_eq!(game.position(&[1, 10])?, 0b10_0000_0001);
    /// assert!(game.position(&[11]).is_err());
    /// assert!(game.position(&[0]).is_err());
    /// assert!(game.position(&[3, 3]).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn position(&self, heads: &[u64]) -> Result<u64, ShiftedError> {
        let mut out = 0u64;
        for &p in heads {
            if !(1..=self.n).contains(&p) {
                return Err(ShiftedError::CoinOutOfRange {
                    position: p,
                    n: self.n,
                });
            }
            if out & bit(p) != 0 {
                return Err(ShiftedError::DuplicateHead { position: p });
            }
            out |= bit(p);
        }
        Ok(out)
    }

    /// The position with every coin heads up: the image of the staircase
    /// S_n = (n, n−1, …, 1) under [`to_turtles`].
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_shifted::TurningTurtles;
    /// assert_eq!(TurningTurtles::new(3)?.all_heads(), 0b111);
    /// assert_eq!(TurningTurtles::new(64)?.all_heads(), u64::MAX);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn all_heads(&self) -> u64 {
        if self.n == 0 {
            0
        } else {
            u64::MAX >> (MAX_COINS - self.n)
        }
    }

    /// Returns `Ok(())` if every head of `heads` is one of the coins
    /// 1..=n.
    ///
    /// # Errors
    /// [`ShiftedError::HeadBeyondRow`] naming the first head beyond n.
    ///
    /// # Complexity
    /// O(1).
    pub fn check_position(&self, heads: u64) -> Result<(), ShiftedError> {
        let beyond = heads & !self.all_heads();
        if beyond == 0 {
            Ok(())
        } else {
            Err(ShiftedError::HeadBeyondRow {
                heads,
                position: u64::from(beyond.trailing_zeros()) + 1,
                n: self.n,
            })
        }
    }

    /// Applies a move.
    ///
    /// # Errors
    /// [`ShiftedError::IllegalMove`] if `mv.head` is not a head of
    /// `heads`, or `mv.other` is not in 1..head.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_shifted::{TurningTurtles, TurtleMove};
    /// let game = TurningTurtles::new(8)?;
    /// let p = game.position(&[2, 3, 7])?;
    /// let q = game.apply(p, TurtleMove { head: 7, other: Some(3) })?;
    /// assert_eq!(q, game.position(&[2])?);
    /// assert!(game.apply(p, TurtleMove { head: 5, other: None }).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply(&self, heads: u64, mv: TurtleMove) -> Result<u64, ShiftedError> {
        check_move(heads, mv)?;
        let mut out = heads ^ bit(mv.head);
        if let Some(b) = mv.other {
            out ^= bit(b);
        }
        Ok(out)
    }

    /// Every legal move from `heads`, by increasing head, the move turning
    /// the head alone first, then the second coin increasing. Lazy; there
    /// are Σ (head positions) of them.
    ///
    /// # Complexity
    /// O(1) per move.
    ///
    /// # Example
    /// ```
    /// use hookgames_shifted::{TurningTurtles, TurtleMove};
    /// let game = TurningTurtles::new(3)?;
    /// let moves: Vec<_> = game.moves(0b100).collect();
    /// assert_eq!(moves, vec![
    ///     TurtleMove { head: 3, other: None },
    ///     TurtleMove { head: 3, other: Some(1) },
    ///     TurtleMove { head: 3, other: Some(2) },
    /// ]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn moves(&self, heads: u64) -> impl Iterator<Item = TurtleMove> + use<> {
        positions(heads).flat_map(|a| {
            std::iter::once(None)
                .chain((1..a).map(Some))
                .map(move |other| TurtleMove { head: a, other })
        })
    }
}

impl Algorithm for TurningTurtles {
    type State = u64;

    fn for_each_follower<F: FnMut(u64)>(&self, p: &u64, mut f: F) {
        let mut rest = *p;
        while rest != 0 {
            let a = rest.trailing_zeros();
            rest &= rest - 1;
            let q = *p ^ (1u64 << a);
            f(q);
            for b in 0..a {
                f(q ^ (1u64 << b));
            }
        }
    }

    fn follower_count(&self, p: &u64) -> usize {
        positions(*p).map(|a| a as usize).sum()
    }
}

/// The sum of the head positions (= the number of boxes of the shifted
/// diagram of the parts).
fn position_sum(heads: u64) -> u64 {
    positions(heads).sum()
}

/// |p → q| is the decrease of the sum of the head positions: the length
/// of the shifted hook that the move removes under the isomorphism
/// [`from_turtles`] (Kawanaka §3; see
/// [`ShiftedHookGame`](crate::ShiftedHookGame) for the check that it
/// counts irreducible arrows). For a pair that is not an arrow with a
/// smaller sum the value is meaningless (0).
impl Plain for TurningTurtles {
    fn arrow_length(&self, p: &u64, q: &u64) -> u64 {
        position_sum(*p).saturating_sub(position_sum(*q))
    }
}

/// The Grundy value of a Turning Turtles position: the nim-sum of its head
/// positions (Abuku–Tada, Proposition 5.6 through [`from_turtles`]).
///
/// # Complexity
/// O(number of heads).
///
/// # Example
/// ```
/// use hookgames_shifted::turtles_grundy;
/// assert_eq!(turtles_grundy(0b100_0110), 2 ^ 3 ^ 7);
/// assert_eq!(turtles_grundy(0), 0);
/// ```
pub fn turtles_grundy(heads: u64) -> u32 {
    // Positions are ≤ 64, so the nim-sum is < 128.
    positions(heads).fold(0u32, |x, p| x ^ p as u32)
}

/// The isomorphism S ↦ set of parts: the Turning Turtles position whose
/// heads are the parts of S (bit λ_i − 1 set for each part).
///
/// # Errors
/// [`ShiftedError::PartTooLarge`] if λ_1 > 64 = [`MAX_COINS`].
///
/// # Complexity
/// O(ℓ).
///
/// # Example
/// ```
/// use hookgames_shifted::{from_turtles, to_turtles};
/// let s = "7,3,2".parse()?;
/// assert_eq!(to_turtles(&s)?, 0b100_0110);
/// assert_eq!(from_turtles(0b100_0110), s);
/// assert!(to_turtles(&"65,1".parse()?).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn to_turtles(s: &ShiftedPartition) -> Result<u64, ShiftedError> {
    let mut out = 0u64;
    for (k, &p) in s.parts().iter().enumerate() {
        if p > MAX_COINS {
            return Err(ShiftedError::PartTooLarge {
                index: k + 1,
                part: p,
                n: MAX_COINS,
            });
        }
        out |= bit(p);
    }
    Ok(out)
}

/// The inverse of [`to_turtles`]: the shifted diagram whose parts are the
/// head positions.
///
/// # Complexity
/// O(64).
///
/// # Example
/// ```
/// use hookgames_shifted::from_turtles;
/// assert_eq!(from_turtles(0b1011).parts(), &[4, 2, 1]);
/// assert!(from_turtles(0).is_empty());
/// ```
pub fn from_turtles(heads: u64) -> ShiftedPartition {
    let mut parts: Vec<u64> = positions(heads).collect();
    parts.reverse();
    // Distinct positive positions in decreasing order with sum ≤ 2080:
    // `new` accepts them (the round trip is tested on all of 0..2^16 and
    // random words).
    ShiftedPartition::new(parts).unwrap_or_default()
}
