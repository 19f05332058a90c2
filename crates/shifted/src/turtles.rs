//! Turning Turtles, the one-line realization of shifted hook removal.

use std::fmt;
use std::ops::ControlFlow;

use hookgames_game::{Algorithm, DescribeMoves, Engine, GameError, ListBudget};
use hookgames_plain::Plain;

use crate::error::{MAX_COINS, ShiftedError};

/// A move of Turning Turtles: turn coin `head` from heads to tails and,
/// optionally, turn over one coin `other` < `head` (either way).
///
/// On the set of parts of a shifted diagram S (the heads of its Turning
/// Turtles position, see [`ToTurtles`](crate::ToTurtles)) the move deletes
/// the part `head` and, if `other` is a part, deletes it too, and if
/// `other` is not a part, inserts it. These are exactly the hook removals of Abuku–Tada,
/// Definition 5.3 (see [`turtle_move`](crate::turtle_move)).
///
/// # Example
/// ```
/// use hookgames_shifted::TurtleMove;
/// let mv = TurtleMove { head: 7, other: Some(3) };
/// assert_eq!(mv.to_string(), "7→3");
/// assert_eq!(TurtleMove { head: 5, other: None }.to_string(), "5");
/// ```
///
/// With the `serde` feature it is serializable as `{"head": 7, "other": 3}`
/// (`"other": null` when only `head` is turned). Every value of the type can
/// be read; whether it is legal is decided where it is applied
/// ([`TurningTurtles::apply`] returns [`ShiftedError::IllegalMove`](crate::ShiftedError::IllegalMove)).
/// ```
/// # #[cfg(feature = "serde")] {
/// use hookgames_shifted::TurtleMove;
/// let mv: TurtleMove = serde_json::from_str(r#"{"head": 7, "other": 3}"#)?;
/// assert_eq!(mv.to_string(), "7→3");
/// assert_eq!(serde_json::to_string(&mv)?, r#"{"head":7,"other":3}"#);
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
    /// assert_eq!(TurtleMove { head: 7, other: Some(3) }.length(&heads)?, 10);
    /// assert_eq!(TurtleMove { head: 7, other: Some(4) }.length(&heads)?, 3);
    /// assert_eq!(TurtleMove { head: 7, other: None }.length(&heads)?, 7);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn length(&self, heads: &u64) -> Result<u64, ShiftedError> {
        check_move(*heads, *self)?;
        Ok(match self.other {
            None => self.head,
            Some(b) if is_head(*heads, b) => self.head + b,
            Some(b) => self.head - b,
        })
    }
}

/// The Grundy value of a position: the nim-sum of its heads.
fn heads_value(heads: u64) -> u64 {
    positions(heads).fold(0, |x, p| x ^ p)
}

/// The misère value of a position (see [`TurningTurtles::misere_grundy`]).
fn misere_heads_value(heads: u64) -> u64 {
    heads_value(heads) ^ u64::from(exceptional(heads))
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
/// S ↦ set of parts ([`ToTurtles`](crate::ToTurtles), inverse
/// [`FromTurtles`](crate::FromTurtles)) is an isomorphism of algorithms
/// from hook removal on shifted diagrams
/// ([`ShiftedHookGame`](crate::ShiftedHookGame)) onto this game: deleting a
/// part λ_i is turning coin λ_i alone; replacing λ_i by a smaller non-part
/// b is turning λ_i and the tail b; deleting two parts λ_i and λ_{j+1} (a
/// hook with a tail) is turning both heads. So G = ⊕ of the head positions
/// (Proposition 5.6): the inherent method [`TurningTurtles::grundy`], with
/// [`TurningTurtles::moves_with_value`] by the XOR trick (the moves as
/// [`TurtleMove`]s) and their misère counterparts. These are the engine's
/// value hooks ([`Algorithm::known_grundy`],
/// [`Algorithm::known_misere_grundy`], [`Algorithm::known_options_with_value`]),
/// so the engine's zero-config functions and its sums answer without a
/// search; the [`Solver`](hookgames_game::Solver) searches.
///
/// The rule does not depend on n: n only bounds the positions that
/// [`TurningTurtles::position`], [`TurningTurtles::check_position`] and
/// the maps accept (and the moves never turn a coin right of a head).
///
/// # A plain algorithm
/// `TurningTurtles` implements [`Plain`]: the obligation is a theorem,
/// because the algorithm is isomorphic to hook removal on shifted diagrams
/// (checked by the tests with `verify_isomorphism` from every S with
/// |S| ≤ 21), which is plain (see [`ShiftedHookGame`](crate::ShiftedHookGame):
/// the plain algorithm of type D, Abuku–Tada §1, Kawanaka §6), and
/// (P1)–(P4) are preserved by isomorphisms. The tests also check the axioms
/// directly through `hookgames_plain::good_moves_checked` on every position
/// of 7 coins (8 in the heavy tests). The arrow length is the decrease of
/// the sum of the head positions, the length of the shifted hook.
///
/// # Example
/// ```
/// use hookgames_game::{grundy, Algorithm, AlgorithmExt, DescribeMoves, Solver};
/// use hookgames_shifted::{TurningTurtles, TurtleMove};
/// let game = TurningTurtles::new(8)?;
/// let p = game.position(&[2, 3, 7])?;
/// assert_eq!(p, 0b100_0110);
/// assert_eq!(game.follower_count(&p)?, 2 + 3 + 7);
/// assert_eq!(game.grundy(&p)?, 2 ^ 3 ^ 7);
/// assert_eq!(Solver::new(&game).grundy(&p)?, game.grundy(&p)?); // the search
/// assert_eq!(grundy(&game, &p)?, game.grundy(&p)?); // the value hook
/// // 2 ⊕ 3 ⊕ 7 = 6: turn 7 down and 1 up, leaving {1, 2, 3}.
/// let winning = game.winning_moves(&p)?;
/// assert_eq!(winning, vec![game.position(&[1, 2, 3])?]);
/// assert_eq!(game.describe(&p, &winning)?, vec![TurtleMove { head: 7, other: Some(1) }]);
/// assert_eq!(game.moves_with_value(&p, 0), vec![TurtleMove { head: 7, other: Some(1) }]);
/// assert!(TurningTurtles::new(65).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TurningTurtles {
    pub(crate) n: u64,
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
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_shifted::TurningTurtles;
    /// assert_eq!(TurningTurtles::new(12)?.n(), 12);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
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
    /// S_n = (n, n−1, …, 1) under [`ToTurtles`](crate::ToTurtles).
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
    ///
    /// # Example
    /// ```
    /// use hookgames_shifted::{ShiftedError, TurningTurtles};
    /// let game = TurningTurtles::new(8)?;
    /// assert!(game.check_position(&0b1000_0101).is_ok());
    /// assert_eq!(
    ///     game.check_position(&0b1_0000_0101),
    ///     Err(ShiftedError::HeadBeyondRow { heads: 0b1_0000_0101, position: 9, n: 8 })
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn check_position(&self, heads: &u64) -> Result<(), ShiftedError> {
        let heads = *heads;
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
    /// let q = game.apply(&p, TurtleMove { head: 7, other: Some(3) })?;
    /// assert_eq!(q, game.position(&[2])?);
    /// assert!(game.apply(&p, TurtleMove { head: 5, other: None }).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply(&self, heads: &u64, mv: TurtleMove) -> Result<u64, ShiftedError> {
        check_move(*heads, mv)?;
        let mut out = *heads ^ bit(mv.head);
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
    /// let moves: Vec<_> = game.moves(&0b100).collect();
    /// assert_eq!(moves, vec![
    ///     TurtleMove { head: 3, other: None },
    ///     TurtleMove { head: 3, other: Some(1) },
    ///     TurtleMove { head: 3, other: Some(2) },
    /// ]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn moves(&self, heads: &u64) -> impl Iterator<Item = TurtleMove> + use<> {
        positions(*heads).flat_map(|a| {
            std::iter::once(None)
                .chain((1..a).map(Some))
                .map(move |other| TurtleMove { head: a, other })
        })
    }
}

impl Algorithm for TurningTurtles {
    type State = u64;

    fn try_for_each_follower<B, F>(&self, p: &u64, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        let mut rest = *p;
        while rest != 0 {
            let a = rest.trailing_zeros();
            rest &= rest - 1;
            let q = *p ^ (1u64 << a);
            f(q)?;
            for b in 0..a {
                f(q ^ (1u64 << b))?;
            }
        }
        ControlFlow::Continue(())
    }

    fn follower_count(&self, p: &u64) -> Result<usize, GameError> {
        Ok(positions(*p).map(|a| a as usize).sum())
    }

    /// All tails is the only end.
    fn is_end(&self, p: &u64) -> Result<bool, GameError> {
        Ok(*p == 0)
    }

    /// p → q iff p ⊕ q turns one or two coins and the highest of them is a
    /// head of p. O(1).
    fn has_arrow(&self, p: &u64, q: &u64) -> Result<bool, GameError> {
        let d = p ^ q;
        if d == 0 || d.count_ones() > 2 {
            return Ok(false);
        }
        let top = 1u64 << (63 - d.leading_zeros());
        Ok(p & top != 0)
    }

    /// The nim-sum of the head positions (Abuku–Tada, Proposition 5.6,
    /// through the isomorphism with shifted diagrams):
    /// [`TurningTurtles::grundy`], known for every position.
    ///
    /// # Complexity
    /// O(number of heads).
    fn known_grundy(&self, p: &u64, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
        Some(self.grundy(p))
    }

    /// The misère value, this crate's closed form
    /// ([`TurningTurtles::misere_grundy`], proved at
    /// [`ShiftedHookGame::misere_grundy`](crate::ShiftedHookGame::misere_grundy)),
    /// known for every position.
    ///
    /// # Complexity
    /// O(number of heads).
    fn known_misere_grundy(&self, p: &u64, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
        Some(self.misere_grundy(p))
    }

    /// The followers of value `value` by the XOR trick
    /// ([`TurningTurtles::moves_with_value`]): at most one per head, by
    /// increasing head — the order of the enumeration — each move applied.
    ///
    /// # Errors
    /// [`GameError::ArrowLimit`] or [`GameError::MemoryLimit`] if the
    /// followers found exceed `limits.max_arrows` or `limits.max_bytes`.
    ///
    /// # Complexity
    /// O(number of heads).
    fn known_options_with_value(
        &self,
        p: &u64,
        value: u64,
        engine: &Engine<'_>,
    ) -> Option<Result<Vec<u64>, GameError>> {
        let limits = engine.limits();
        let options = || -> Result<Vec<u64>, GameError> {
            let mut room = ListBudget::new();
            let mut out = Vec::new();
            for mv in self.moves_with_value(p, value) {
                let mut q = *p ^ bit(mv.head);
                if let Some(b) = mv.other {
                    q ^= bit(b);
                }
                room.take(self.state_bytes(&q), limits)?;
                out.push(q);
            }
            Ok(out)
        };
        Some(options())
    }
}

/// The sum of the head positions (= the number of boxes of the shifted
/// diagram of the parts).
fn position_sum(heads: u64) -> u64 {
    positions(heads).sum()
}

/// The obligation of [`Plain`] is a theorem for Turning Turtles (see
/// [`TurningTurtles`]: it is isomorphic to hook removal on shifted
/// diagrams, the plain algorithm of type D). |p → q| is the decrease of
/// the sum of the head positions: the length of the shifted hook that the
/// move removes under the isomorphism ([`FromTurtles`](crate::FromTurtles);
/// see [`ShiftedHookGame`](crate::ShiftedHookGame) for the check that it
/// counts irreducible arrows). For a pair that is not an arrow with a
/// smaller sum the value is meaningless (0).
impl Plain for TurningTurtles {
    fn arrow_length(&self, p: &u64, q: &u64) -> Result<u64, GameError> {
        Ok(position_sum(*p).saturating_sub(position_sum(*q)))
    }

    /// The lengths in the order of the followers: a alone, then a with each
    /// b < a (a + b if b is a head, a − b if a tail). No follower is built.
    fn try_for_each_arrow_length<B, F>(&self, p: &u64, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        for a in positions(*p) {
            f(a)?;
            for b in 1..a {
                f(if is_head(*p, b) { a + b } else { a - b })?;
            }
        }
        ControlFlow::Continue(())
    }
}

/// `true` if the heads form one of the exceptional positions of misère
/// play: every head λ ≥ 2 has its partner λ ⊕ 1 among the heads (the
/// heads ≥ 2 pair up as {2m, 2m + 1}; coin 1 may or may not be a head).
/// Coins 2..=64 are the bits 0..=62 of `heads >> 1`, and the pairs
/// {2m, 2m + 1} are the aligned bit pairs {2m − 2, 2m − 1} there.
fn exceptional(heads: u64) -> bool {
    let h = heads >> 1;
    (h ^ (h >> 1)) & 0x5555_5555_5555_5555 == 0
}

/// The closed forms of Turning Turtles (Abuku–Tada, Proposition 5.6 through
/// the isomorphism with shifted diagrams): no search, no limit. Heads
/// beyond coin n are accepted, as by the moves.
impl TurningTurtles {
    /// The Grundy value of a position: the nim-sum of its head positions
    /// (Abuku–Tada, Proposition 5.6, through [`FromTurtles`](crate::FromTurtles)).
    ///
    /// # Errors
    /// None: the closed form holds for every position (the `Result` is the
    /// shape of the question on every game).
    ///
    /// # Complexity
    /// O(number of heads).
    ///
    /// # Example
    /// ```
    /// use hookgames_shifted::TurningTurtles;
    /// let game = TurningTurtles::new(64)?;
    /// assert_eq!(game.grundy(&0b100_0110)?, 2 ^ 3 ^ 7);
    /// assert_eq!(game.grundy(&0)?, 0);
    /// assert_eq!(game.grundy(&game.all_heads())?, 64); // 1 ⊕ … ⊕ 64
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn grundy(&self, heads: &u64) -> Result<u64, GameError> {
        Ok(heads_value(*heads))
    }

    /// The misère Grundy value of a position (the player who turns the last
    /// head loses): G ⊕ 1 when the heads ≥ 2 pair up as {2m, 2m + 1} (coin
    /// 1 either way, all tails included), G otherwise — the closed form of
    /// [`ShiftedHookGame::misere_grundy`](crate::ShiftedHookGame::misere_grundy)
    /// through the isomorphism, where it is proved.
    ///
    /// # Errors
    /// None: the closed form holds for every position (the `Result` is the
    /// shape of the question on every game).
    ///
    /// # Complexity
    /// O(number of heads).
    ///
    /// # Example
    /// ```
    /// use hookgames_shifted::TurningTurtles;
    /// let game = TurningTurtles::new(8)?;
    /// assert_eq!(game.misere_grundy(&0)?, 1);
    /// assert_eq!(game.misere_grundy(&game.position(&[1])?)?, 0);
    /// assert_eq!(game.misere_grundy(&game.position(&[3, 2])?)?, 0); // normal value 1
    /// assert_eq!(game.misere_grundy(&game.position(&[4, 2])?)?, 6);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn misere_grundy(&self, heads: &u64) -> Result<u64, GameError> {
        Ok(misere_heads_value(*heads))
    }

    /// Every move from `heads` to a position of Grundy value `t` (normal
    /// play), by the XOR trick: with X = G(p), the head a has such a move
    /// iff b = X ⊕ a ⊕ t < a, the move turning a and b (b = 0: a alone).
    /// At most one per head, by increasing head: the order of
    /// [`TurningTurtles::moves`] and of the followers.
    ///
    /// # Complexity
    /// O(number of heads).
    ///
    /// # Example
    /// ```
    /// use hookgames_shifted::{TurningTurtles, TurtleMove};
    /// let game = TurningTurtles::new(8)?;
    /// let p = game.position(&[2, 3, 7])?; // G = 6
    /// // Value 1 = 2 ⊕ 3: turn 7 alone.
    /// assert_eq!(game.moves_with_value(&p, 1), vec![TurtleMove { head: 7, other: None }]);
    /// // Value 5: X = 6 ⊕ 5 = 3, and every head a has b = a ⊕ 3 < a.
    /// let moves = game.moves_with_value(&p, 5);
    /// assert_eq!(moves, vec![
    ///     TurtleMove { head: 2, other: Some(1) },
    ///     TurtleMove { head: 3, other: None },
    ///     TurtleMove { head: 7, other: Some(4) },
    /// ]);
    /// for mv in moves {
    ///     assert_eq!(game.grundy(&game.apply(&p, mv)?)?, 5);
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn moves_with_value(&self, heads: &u64, t: u64) -> Vec<TurtleMove> {
        let x = heads_value(*heads) ^ t;
        positions(*heads)
            .filter_map(|a| {
                let b = x ^ a;
                (b < a).then_some(TurtleMove {
                    head: a,
                    other: (b > 0).then_some(b),
                })
            })
            .collect()
    }

    /// Every move from `heads` to a position of misère Grundy value `t`
    /// ([`misere_grundy`](TurningTurtles::misere_grundy)): the XOR-trick
    /// moves to normal value t and t ⊕ 1, kept when the target's misère
    /// value is t; in the order of [`TurningTurtles::moves`].
    ///
    /// # Complexity
    /// O(number of heads).
    ///
    /// # Example
    /// ```
    /// use hookgames_shifted::{TurningTurtles, TurtleMove};
    /// let game = TurningTurtles::new(8)?;
    /// let p = game.position(&[1, 2, 3])?; // misère value 1
    /// assert!(game.misere_moves_with_value(&p, 1).is_empty());
    /// // Leaving {3} or {1, 2}: normal value 3, and not exceptional.
    /// assert_eq!(
    ///     game.misere_moves_with_value(&p, 3),
    ///     vec![TurtleMove { head: 2, other: Some(1) }, TurtleMove { head: 3, other: None }]
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn misere_moves_with_value(&self, heads: &u64, t: u64) -> Vec<TurtleMove> {
        let mut out: Vec<TurtleMove> = [t, t ^ 1]
            .into_iter()
            .flat_map(|w| self.moves_with_value(heads, w))
            .filter(|mv| {
                let mut q = *heads ^ bit(mv.head);
                if let Some(b) = mv.other {
                    q ^= bit(b);
                }
                misere_heads_value(q) == t
            })
            .collect();
        out.sort_unstable();
        out
    }
}

/// The moves of Turning Turtles as Siegel draws them: the head turned and
/// the second coin turned to its left, if any.
///
/// # Example
/// ```
/// use hookgames_game::{AlgorithmExt, DescribeMoves};
/// use hookgames_shifted::{TurningTurtles, TurtleMove};
/// let game = TurningTurtles::new(8)?;
/// let p = game.position(&[1, 2, 3])?; // misère value 1
/// // Turn 1 alone (leaving {2, 3}) or 3 and 2 (leaving {1}), in the order of the followers.
/// assert_eq!(
///     game.describe(&p, &game.misere_winning_moves(&p)?)?,
///     vec![TurtleMove { head: 1, other: None }, TurtleMove { head: 3, other: Some(2) }]
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl DescribeMoves for TurningTurtles {
    type Move = TurtleMove;

    /// The move from `p` to `q`: the highest coin where they differ is the
    /// head turned (heads in `p`), the other one (if any) the coin turned
    /// with it.
    ///
    /// # Errors
    /// [`GameError::NotAFollower`] if `q` is not `p` after one move.
    ///
    /// # Complexity
    /// O(1).
    fn moves_to(&self, p: &u64, q: &u64) -> Result<Vec<TurtleMove>, GameError> {
        let d = p ^ q;
        if d == 0 || d.count_ones() > 2 {
            return Err(GameError::NotAFollower);
        }
        let head = 64 - u64::from(d.leading_zeros());
        if p & bit(head) == 0 {
            return Err(GameError::NotAFollower);
        }
        let rest = d ^ bit(head);
        let other = (rest != 0).then(|| 1 + u64::from(rest.trailing_zeros()));
        Ok(vec![TurtleMove { head, other }])
    }
}
