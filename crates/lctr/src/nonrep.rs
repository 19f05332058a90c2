//! The non-repetitive variant of LCTR and Downright, the third open
//! problem of Gottlieb–Krnc–Muršič §8: "we require that within every four
//! consecutive moves, the number of L moves is distinct from the number of
//! T moves".
//!
//! Reading of the rule (the paper gives only that sentence): an L move
//! removes the left column (λ → λ\[0, 1\]; in Downright, the rook moves
//! right), a T move the top row (λ → λ\[1, 0\]; the rook moves down). The
//! moves of the whole game, counted from the start, form a sequence, and
//! every window of four consecutive moves in it must not hold exactly two
//! L and two T moves. So a move is forbidden exactly when it completes such
//! a window with the three moves before it; the first three moves of a game
//! are free. After three moves with two of one kind, the move of that kind
//! is the only one the rule allows; after three equal moves both are
//! allowed. A player who has no allowed move (the position is terminal, or
//! in Downright the only allowed move leaves the diagram) loses in normal
//! play and wins in misère play.
//!
//! The state is the position A\[i, j\] (i T moves and j L moves made)
//! together with the last (at most three) moves.

use std::fmt;
use std::ops::ControlFlow;
use std::str::FromStr;

use hookgames_game::{Algorithm, Convention, GameError, SgPair, Solver};
use hookgames_partition::Partition;

use crate::LctrError;
use crate::rules::{LctrVariant, in_diagram};

/// A move of LCTR or Downright: `L` removes the left column (the rook moves
/// right), `T` removes the top row (the rook moves down).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LctrMove {
    /// Left column: λ → λ\[0, 1\].
    L,
    /// Top row: λ → λ\[1, 0\].
    T,
}

impl LctrMove {
    /// `L` or `T`.
    pub fn letter(self) -> char {
        match self {
            LctrMove::L => 'L',
            LctrMove::T => 'T',
        }
    }
}

/// A sequence of moves from the start of a game, written `LTTL` (the empty
/// history is the empty string, also readable as `-`).
///
/// # Example
/// ```
/// use hookgames_lctr::{History, LctrMove};
/// let h: History = "LTTL".parse()?;
/// assert_eq!(h.moves()[1], LctrMove::T);
/// assert_eq!(h.to_string(), "LTTL");
/// assert!("LXT".parse::<History>().is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct History(Vec<LctrMove>);

impl History {
    /// The history with these moves.
    pub fn new(moves: Vec<LctrMove>) -> History {
        History(moves)
    }

    /// The moves, first to last.
    pub fn moves(&self) -> &[LctrMove] {
        &self.0
    }
}

/// The letters of the moves (nothing for the empty history).
impl fmt::Display for History {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for m in &self.0 {
            write!(f, "{}", m.letter())?;
        }
        Ok(())
    }
}

/// Reads `L`/`T` letters (either case), spaces ignored; `-` alone is the
/// empty history.
///
/// # Errors
/// [`LctrError::HistoryParse`] with the 1-based position of the first
/// other character.
///
/// # Complexity
/// O(|s|).
impl FromStr for History {
    type Err = LctrError;
    fn from_str(s: &str) -> Result<History, LctrError> {
        if s.trim() == "-" {
            return Ok(History::default());
        }
        let mut moves = Vec::new();
        for (k, c) in s.chars().enumerate() {
            match c {
                'L' | 'l' => moves.push(LctrMove::L),
                'T' | 't' => moves.push(LctrMove::T),
                c if c.is_whitespace() => {}
                c => {
                    return Err(LctrError::HistoryParse {
                        position: k + 1,
                        found: c,
                    });
                }
            }
        }
        Ok(History(moves))
    }
}

/// The last at most three moves, packed: `len` in 0..=3 and the moves as
/// bits (1 = L), the most recent in bit 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
struct Recent {
    len: u8,
    bits: u8,
}

impl Recent {
    /// `true` if `m` may follow: it does not complete a window of four
    /// moves with two L and two T.
    fn allows(self, m: LctrMove) -> bool {
        if self.len < 3 {
            return true;
        }
        let ls = (self.bits & 0b111).count_ones() + u32::from(m == LctrMove::L);
        ls != 2
    }

    fn push(self, m: LctrMove) -> Recent {
        Recent {
            len: (self.len + 1).min(3),
            bits: ((self.bits << 1) | u8::from(m == LctrMove::L)) & 0b111,
        }
    }

    fn moves(self) -> Vec<LctrMove> {
        (0..self.len)
            .rev()
            .map(|k| {
                if self.bits >> k & 1 == 1 {
                    LctrMove::L
                } else {
                    LctrMove::T
                }
            })
            .collect()
    }
}

/// A state of the non-repetitive variant: the position A\[i, j\] (i top rows
/// and j left columns removed, in Downright the rook on box (i, j)) and the
/// last at most three moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NonRepState {
    rows: usize,
    columns: u64,
    recent: Recent,
}

impl NonRepState {
    /// The number i of T moves made (top rows removed).
    pub fn rows_removed(&self) -> usize {
        self.rows
    }

    /// The number j of L moves made (left columns removed).
    pub fn columns_removed(&self) -> u64 {
        self.columns
    }

    /// The last at most three moves, oldest first.
    pub fn recent(&self) -> Vec<LctrMove> {
        self.recent.moves()
    }
}

/// LCTR or Downright from λ under the non-repetitive rule of §8 (see the
/// reading of the rule in the module docs of `nonrep` in the crate's
/// source), as an abstract algorithm on [`NonRepState`]s from
/// [`NonRepetitive::start`].
///
/// # Example
/// ```
/// use hookgames_game::Convention;
/// use hookgames_lctr::{Lctr, NonRepetitive};
/// use hookgames_partition::Partition;
/// let lambda: Partition = "4,4,4,4".parse()?;
/// let g = NonRepetitive::new(Lctr, lambda.clone())?;
/// // TLT: the rule now forbids L (it would make TLTL), T is allowed.
/// let s = g.play(&"TLT".parse()?)?;
/// assert_eq!(g.allowed_moves(&s), vec![hookgames_lctr::LctrMove::T]);
/// assert!(g.play(&"TLTL".parse()?).is_err());
/// assert_eq!(g.start_value(Convention::Normal)?, 1); // the plain game has value 0 (Lemma 17)
/// assert_eq!(Lctr.value(&lambda, Convention::Normal)?, 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct NonRepetitive {
    variant: LctrVariant,
    lambda: Partition,
}

impl NonRepetitive {
    /// The variant `variant` ([`Lctr`](crate::Lctr),
    /// [`Downright`](crate::Downright) or an [`LctrVariant`]) from λ.
    ///
    /// # Errors
    /// [`LctrError::EmptyDownright`] for Downright on ∅.
    ///
    /// # Complexity
    /// O(1).
    pub fn new(variant: impl Into<LctrVariant>, lambda: Partition) -> Result<Self, LctrError> {
        let variant = variant.into();
        if variant == LctrVariant::Downright && lambda.is_empty() {
            return Err(LctrError::EmptyDownright);
        }
        Ok(NonRepetitive { variant, lambda })
    }

    /// The game played.
    pub fn variant(&self) -> LctrVariant {
        self.variant
    }

    /// The starting partition λ.
    pub fn partition(&self) -> &Partition {
        &self.lambda
    }

    /// The start: A\[0, 0\], no move made.
    pub fn start(&self) -> NonRepState {
        NonRepState {
            rows: 0,
            columns: 0,
            recent: Recent::default(),
        }
    }

    /// Where `m` leads from (i, j) on the board, if the board allows it
    /// (the non-repetitive rule aside).
    fn step(&self, s: &NonRepState, m: LctrMove) -> Option<(usize, u64)> {
        let parts = self.lambda.parts();
        if !in_diagram(parts, s.rows, s.columns) {
            return None;
        }
        // (rows, columns) is a box, so neither increment overflows.
        let to = match m {
            LctrMove::T => (s.rows + 1, s.columns),
            LctrMove::L => (s.rows, s.columns + 1),
        };
        match self.variant {
            LctrVariant::Lctr => Some(to),
            LctrVariant::Downright => in_diagram(parts, to.0, to.1).then_some(to),
        }
    }

    /// The moves allowed from `s` (by the board and by the rule), T first.
    ///
    /// # Complexity
    /// O(1).
    pub fn allowed_moves(&self, s: &NonRepState) -> Vec<LctrMove> {
        [LctrMove::T, LctrMove::L]
            .into_iter()
            .filter(|&m| s.recent.allows(m) && self.step(s, m).is_some())
            .collect()
    }

    /// The state after playing `history` from the start.
    ///
    /// # Errors
    /// [`LctrError::IllegalMove`] at the first move that the position
    /// (terminal, or outside the Downright board) or the rule forbids.
    ///
    /// # Complexity
    /// O(|history| + log ℓ(λ)).
    pub fn play(&self, history: &History) -> Result<NonRepState, LctrError> {
        let mut s = self.start();
        for (k, &m) in history.moves().iter().enumerate() {
            let illegal = |reason| LctrError::IllegalMove {
                index: k + 1,
                mv: m.letter(),
                reason,
            };
            let Some((rows, columns)) = self.step(&s, m) else {
                return Err(illegal(
                    "the position is terminal, or the move leaves the Downright board",
                ));
            };
            if !s.recent.allows(m) {
                return Err(illegal(
                    "the last four moves would hold two L and two T moves",
                ));
            }
            s = NonRepState {
                rows,
                columns,
                recent: s.recent.push(m),
            };
        }
        Ok(s)
    }

    /// The value of the start under `convention`, by the generic solver of
    /// `hookgames-game` (at most 15 states per box of λ, plus the empty
    /// positions of LCTR around it).
    ///
    /// # Errors
    /// [`LctrError::Game`] if the solver's default limits are exceeded.
    ///
    /// # Complexity
    /// O(|λ|) states, each with at most two moves.
    pub fn start_value(&self, convention: Convention) -> Result<u64, LctrError> {
        self.grundy_at(&self.start(), convention)
    }

    /// The value of the state `s` under `convention`, by the generic solver.
    ///
    /// # Errors
    /// As [`NonRepetitive::start_value`].
    ///
    /// # Complexity
    /// As [`NonRepetitive::start_value`].
    pub fn grundy_at(&self, s: &NonRepState, convention: Convention) -> Result<u64, LctrError> {
        let mut solver = Solver::new(self);
        Ok(match convention {
            Convention::Normal => solver.grundy(s)?,
            Convention::Misere => solver.misere_grundy(s)?,
        })
    }

    /// (SG, SG⁻) of the start.
    ///
    /// # Errors
    /// As [`NonRepetitive::start_value`].
    ///
    /// # Complexity
    /// Twice [`NonRepetitive::start_value`].
    pub fn sg_pair(&self) -> Result<SgPair, LctrError> {
        Ok(SgPair {
            normal: self.start_value(Convention::Normal)?,
            misere: self.start_value(Convention::Misere)?,
        })
    }
}

impl Algorithm for NonRepetitive {
    type State = NonRepState;
    fn try_for_each_follower<B, F>(&self, s: &NonRepState, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(NonRepState) -> ControlFlow<B>,
    {
        for m in [LctrMove::T, LctrMove::L] {
            if !s.recent.allows(m) {
                continue;
            }
            if let Some((rows, columns)) = self.step(s, m) {
                f(NonRepState {
                    rows,
                    columns,
                    recent: s.recent.push(m),
                })?;
            }
        }
        ControlFlow::Continue(())
    }
}
