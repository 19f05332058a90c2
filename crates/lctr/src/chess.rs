//! Impartial chess on an arbitrary partition, the second open problem of
//! Gottlieb–Krnc–Muršič §8: one piece on a Young diagram, starting on the
//! top-left box, moving by its chess rule but only weakly down and right
//! (from box A\[i, j\] to A\[i′, j′\] with i ≤ i′, j ≤ j′), and staying
//! inside the diagram; the player who cannot move loses (normal play) or
//! wins (misère play).
//!
//! Boxes are 0-based (row i from the top, column j from the left), as the
//! positions A\[i, j\] of the crate's [`Board`](crate::Board) and
//! [`CellGame`](crate::CellGame); a step is a vector (down, right) of
//! non-negative integers. A *leap* moves by its step once, a *ride* by any
//! positive multiple of it while every box on the way is in the diagram (a
//! Young diagram is a down-set, so a ride stops at the first box outside and
//! can never jump back in). The chess pieces restricted to weakly down-right
//! moves are: king = leaps (1,0), (0,1), (1,1); rook = rides (1,0), (0,1);
//! bishop = ride (1,1); queen = rook + bishop; knight = leaps (1,2), (2,1);
//! and Downright (§3.2) is the king without its diagonal step.

use std::fmt;
use std::ops::ControlFlow;
use std::str::FromStr;

use hookgames_game::{Algorithm, Convention, Engine, GameError, SgPair};
use hookgames_partition::Partition;

use crate::LctrError;
use crate::hooks::{Listed, box_value};
use crate::rules::{LctrVariant, in_diagram};

/// The largest number of steps (leaps and rides together) of a [`Piece`]:
/// 16.
pub const MAX_PIECE_STEPS: usize = 16;

/// The largest number of boxes |λ| of a [`ChessBoard`]: 2²² boxes (four
/// bytes of value and a follower scan per box).
pub const MAX_CHESS_CELLS: u64 = 1 << 22;

/// The largest amount of work of a [`ChessBoard`], counted as the bound
/// |λ| · (leaps + rides · (ℓ(λ) + λ₁)) on the follower visits: 2³¹ visits,
/// checked (with checked arithmetic) before allocating.
pub const MAX_CHESS_WORK: u64 = 1 << 31;

/// A chess piece that moves weakly down and right: a set of leap steps and
/// a set of ride steps, each a (down, right) vector ≠ (0, 0) (see the
/// module docs of `chess` in the crate's source, and §8 of
/// Gottlieb–Krnc–Muršič).
///
/// Steps are kept sorted without repetition, and a leap that is also a
/// ride step is dropped (the ride already makes it), so equal move rules
/// are equal values: `"leap(1,0)+leap(0,1)+leap(1,1)"` is the king.
///
/// # Notation
/// [`FromStr`] reads `+`-joined terms, each a name — `king`, `queen`,
/// `rook`, `bishop`, `knight`, `downright` (any case) — or a step
/// `leap(a,b)` / `ride(a,b)` with a rows down and b columns right; spaces
/// are allowed around tokens. [`Display`](fmt::Display) writes the name
/// when the piece is one of those six, otherwise its steps
/// `leap(1,2)+ride(1,1)`.
///
/// # Example
/// ```
/// use hookgames_lctr::Piece;
/// let king: Piece = "leap(1,0) + leap(0,1) + leap(1,1)".parse()?;
/// assert_eq!(king, Piece::king());
/// assert_eq!(king.to_string(), "king");
/// assert_eq!("rook+bishop".parse::<Piece>()?, Piece::queen());
/// assert_eq!("knight+ride(1,1)".parse::<Piece>()?.to_string(), "leap(1,2)+leap(2,1)+ride(1,1)");
/// assert!("ride(0,0)".parse::<Piece>().is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Piece {
    leaps: Vec<(u64, u64)>,
    rides: Vec<(u64, u64)>,
}

const NAMES: [&str; 6] = ["king", "queen", "rook", "bishop", "knight", "downright"];

impl Piece {
    /// The piece with these leap and ride steps (down, right).
    ///
    /// # Errors
    /// [`LctrError::ZeroStep`] for a step (0, 0); [`LctrError::EmptyPiece`]
    /// for no step at all; [`LctrError::TooLarge`] (`MAX_PIECE_STEPS`) for
    /// more than [`MAX_PIECE_STEPS`] steps in all (counted before
    /// repetitions are removed).
    ///
    /// # Complexity
    /// O(s log s) for s steps.
    pub fn new(leaps: Vec<(u64, u64)>, rides: Vec<(u64, u64)>) -> Result<Piece, LctrError> {
        let total = leaps.len().saturating_add(rides.len());
        if total > MAX_PIECE_STEPS {
            return Err(LctrError::TooLarge {
                what: "the number of steps of the piece",
                value: total as u64,
                limit_name: "MAX_PIECE_STEPS",
                limit: MAX_PIECE_STEPS as u64,
                instead: "use a piece with fewer leap and ride steps",
            });
        }
        if total == 0 {
            return Err(LctrError::EmptyPiece);
        }
        if leaps.iter().chain(&rides).any(|&s| s == (0, 0)) {
            return Err(LctrError::ZeroStep);
        }
        let mut rides = rides;
        rides.sort_unstable();
        rides.dedup();
        let mut leaps = leaps;
        leaps.sort_unstable();
        leaps.dedup();
        leaps.retain(|s| rides.binary_search(s).is_err());
        Ok(Piece { leaps, rides })
    }

    fn fixed(leaps: &[(u64, u64)], rides: &[(u64, u64)]) -> Piece {
        Piece {
            leaps: leaps.to_vec(),
            rides: rides.to_vec(),
        }
    }

    /// The king: one step down, right or diagonally down-right.
    pub fn king() -> Piece {
        Piece::fixed(&[(0, 1), (1, 0), (1, 1)], &[])
    }

    /// The queen: any distance down, right or diagonally down-right
    /// (Wythoff's game on a rectangle).
    pub fn queen() -> Piece {
        Piece::fixed(&[], &[(0, 1), (1, 0), (1, 1)])
    }

    /// The rook: any distance down or right (two-pile Nim on a rectangle).
    pub fn rook() -> Piece {
        Piece::fixed(&[], &[(0, 1), (1, 0)])
    }

    /// The bishop: any distance diagonally down-right.
    pub fn bishop() -> Piece {
        Piece::fixed(&[], &[(1, 1)])
    }

    /// The knight: (1, 2) or (2, 1), the knight's moves that go weakly
    /// down and right.
    pub fn knight() -> Piece {
        Piece::fixed(&[(1, 2), (2, 1)], &[])
    }

    /// The Downright rook of §3.2: one step down or right (the king without
    /// its diagonal step).
    pub fn downright() -> Piece {
        Piece::fixed(&[(0, 1), (1, 0)], &[])
    }

    /// The leap steps (sorted, none of them a ride step).
    ///
    /// # Complexity
    /// O(1).
    pub fn leaps(&self) -> &[(u64, u64)] {
        &self.leaps
    }

    /// The ride steps (sorted).
    ///
    /// # Complexity
    /// O(1).
    pub fn rides(&self) -> &[(u64, u64)] {
        &self.rides
    }

    /// The name of the piece, if it is one of `king`, `queen`, `rook`,
    /// `bishop`, `knight`, `downright`.
    ///
    /// # Complexity
    /// O(1).
    pub fn name(&self) -> Option<&'static str> {
        NAMES
            .into_iter()
            .find(|&n| Piece::named(n).is_some_and(|p| p == *self))
    }

    fn named(name: &str) -> Option<Piece> {
        Some(match name {
            "king" => Piece::king(),
            "queen" => Piece::queen(),
            "rook" => Piece::rook(),
            "bishop" => Piece::bishop(),
            "knight" => Piece::knight(),
            "downright" => Piece::downright(),
            _ => return None,
        })
    }

    /// Calls `f` with every box the piece reaches from (i, j) inside the
    /// diagram with rows `parts` (possibly more than once), until `f`
    /// breaks.
    fn try_for_each_target<B, F>(&self, parts: &[u64], i: usize, j: u64, mut f: F) -> ControlFlow<B>
    where
        F: FnMut(usize, u64) -> ControlFlow<B>,
    {
        let inside = |i: Option<usize>, j: Option<u64>| match (i, j) {
            (Some(i), Some(j)) => parts.get(i).is_some_and(|&p| p > j).then_some((i, j)),
            _ => None,
        };
        let step = |(i, j): (usize, u64), (a, b): (u64, u64)| {
            let i2 = usize::try_from(a).ok().and_then(|a| i.checked_add(a));
            inside(i2, j.checked_add(b))
        };
        for &s in &self.leaps {
            if let Some((i2, j2)) = step((i, j), s) {
                f(i2, j2)?;
            }
        }
        for &s in &self.rides {
            let mut at = (i, j);
            while let Some(next) = step(at, s) {
                f(next.0, next.1)?;
                at = next;
            }
        }
        ControlFlow::Continue(())
    }
}

/// The piece's name, or its steps `leap(a,b)+ride(c,d)` (see [`Piece`]).
impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(n) = self.name() {
            return f.write_str(n);
        }
        let mut first = true;
        for (kind, steps) in [("leap", &self.leaps), ("ride", &self.rides)] {
            for (a, b) in steps {
                if !first {
                    f.write_str("+")?;
                }
                first = false;
                write!(f, "{kind}({a},{b})")?;
            }
        }
        Ok(())
    }
}

/// Reads the notation of [`Piece`].
///
/// # Errors
/// [`LctrError::PieceParse`] with the 1-based character position, the
/// offending text and what was expected (an empty input included); then
/// the errors of [`Piece::new`].
///
/// # Complexity
/// O(|s|).
impl FromStr for Piece {
    type Err = LctrError;

    fn from_str(s: &str) -> Result<Piece, LctrError> {
        let chars: Vec<char> = s.chars().collect();
        let mut pos = 0usize;
        let err = |pos: usize, expected: &'static str| LctrError::PieceParse {
            position: pos + 1,
            found: if pos < chars.len() {
                chars[pos..].iter().take(32).collect()
            } else {
                String::from("the end of the input")
            },
            expected,
        };
        let skip = |pos: &mut usize| {
            while *pos < chars.len() && chars[*pos].is_whitespace() {
                *pos += 1;
            }
        };
        let (mut leaps, mut rides) = (Vec::new(), Vec::new());
        loop {
            if leaps.len() + rides.len() > MAX_PIECE_STEPS {
                break;
            }
            skip(&mut pos);
            let start = pos;
            while pos < chars.len() && chars[pos].is_alphabetic() {
                pos += 1;
            }
            let word: String = chars[start..pos].iter().collect::<String>().to_lowercase();
            if let Some(p) = Piece::named(&word) {
                leaps.extend_from_slice(&p.leaps);
                rides.extend_from_slice(&p.rides);
            } else if word == "leap" || word == "ride" {
                let num = |pos: &mut usize| -> Result<u64, LctrError> {
                    skip(pos);
                    let s0 = *pos;
                    while *pos < chars.len() && chars[*pos].is_ascii_digit() {
                        *pos += 1;
                    }
                    if s0 == *pos {
                        return Err(err(s0, "a step coordinate (a decimal integer ≥ 0)"));
                    }
                    let digits: String = chars[s0..*pos].iter().collect();
                    digits.parse().map_err(|_| LctrError::PieceParse {
                        position: s0 + 1,
                        found: digits.chars().take(32).collect(),
                        expected: "a step coordinate below 2^64",
                    })
                };
                let punct = |pos: &mut usize, c: char, expected| {
                    skip(pos);
                    if chars.get(*pos) == Some(&c) {
                        *pos += 1;
                        Ok(())
                    } else {
                        Err(err(*pos, expected))
                    }
                };
                punct(&mut pos, '(', "`(` after `leap` or `ride`")?;
                let a = num(&mut pos)?;
                punct(&mut pos, ',', "`,` between the two step coordinates")?;
                let b = num(&mut pos)?;
                punct(&mut pos, ')', "`)` closing the step")?;
                if word == "leap" {
                    leaps.push((a, b));
                } else {
                    rides.push((a, b));
                }
            } else {
                return Err(err(
                    start,
                    "a piece name (king, queen, rook, bishop, knight, downright), `leap(a,b)` or \
                     `ride(a,b)`",
                ));
            }
            skip(&mut pos);
            match chars.get(pos) {
                None => break,
                Some('+') => pos += 1,
                Some(_) => return Err(err(pos, "`+` or the end of the input")),
            }
        }
        Piece::new(leaps, rides)
    }
}

/// Impartial chess (Gottlieb–Krnc–Muršič §8) with `piece` on the Young
/// diagram of a non-empty partition λ, as an abstract algorithm whose
/// states are the boxes (i, j) (0-based row and column) and whose root is
/// `(0, 0)`. Each reachable box is reported once.
///
/// # Example
/// ```
/// use hookgames_game::{Algorithm, AlgorithmExt, Solver};
/// use hookgames_lctr::{Chess, Piece};
/// use hookgames_partition::Partition;
/// let g = Chess::new(Piece::rook(), "3,3,1".parse::<Partition>()?)?;
/// assert_eq!(g.followers(&(0, 0))?, vec![(0, 1), (0, 2), (1, 0), (2, 0)]);
/// assert_eq!(Solver::new(&g).grundy(&(0, 0))?, 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Chess {
    piece: Piece,
    lambda: Partition,
}

impl Chess {
    /// The game of `piece` on λ.
    ///
    /// # Errors
    /// [`LctrError::EmptyChessBoard`] if λ = ∅.
    ///
    /// # Complexity
    /// O(1).
    pub fn new(piece: Piece, lambda: Partition) -> Result<Chess, LctrError> {
        if lambda.is_empty() {
            return Err(LctrError::EmptyChessBoard);
        }
        Ok(Chess { piece, lambda })
    }

    /// The piece.
    ///
    /// # Complexity
    /// O(1).
    pub fn piece(&self) -> &Piece {
        &self.piece
    }

    /// The board λ.
    ///
    /// # Complexity
    /// O(1).
    pub fn partition(&self) -> &Partition {
        &self.lambda
    }

    /// The value of the start (0, 0) under `convention`, by [`ChessBoard`].
    ///
    /// # Errors
    /// As [`ChessBoard::new`].
    ///
    /// # Complexity
    /// As [`ChessBoard::new`].
    pub fn start_value(&self, convention: Convention) -> Result<u64, LctrError> {
        Ok(ChessBoard::new(&self.piece, &self.lambda, convention)?.root())
    }

    /// (SG, SG⁻) of the start (0, 0), by [`ChessBoard`].
    ///
    /// # Errors
    /// As [`ChessBoard::new`].
    ///
    /// # Complexity
    /// Twice [`ChessBoard::new`].
    pub fn sg_pair(&self) -> Result<SgPair, LctrError> {
        Ok(SgPair {
            normal: self.start_value(Convention::Normal)?,
            misere: self.start_value(Convention::Misere)?,
        })
    }
}

/// `true` if the move by `delta` = (down, right) is made by the step
/// `step`, as a leap (`ride == false`) or a ride.
fn makes(step: (u64, u64), ride: bool, delta: (u64, u64)) -> bool {
    if !ride {
        return step == delta;
    }
    let (a, b) = step;
    let (x, y) = delta;
    let k = if a > 0 {
        if x % a != 0 {
            return false;
        }
        x / a
    } else if x != 0 {
        return false;
    } else if b > 0 && y % b == 0 {
        y / b
    } else {
        return false;
    };
    k >= 1 && a.checked_mul(k) == Some(x) && b.checked_mul(k) == Some(y)
}

/// A position of impartial chess whose value a theorem gives: the piece on
/// box (i, j) sees only the boxes of λ[i, j] (every move goes weakly down
/// and right), so the value is that of the piece on that subdiagram.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum KnownChess {
    /// One ride step with `n` boxes along it: a Nim heap of n.
    Heap { n: u64 },
    /// One leap step, `n` leaps possible in a row: a path of n moves.
    Path { n: u64 },
    /// The rook on a rectangle `down` rows below and `right` columns to the
    /// right of its box: two-heap Nim.
    Rook { down: u64, right: u64 },
    /// The king on such a rectangle.
    King { down: u64, right: u64 },
    /// The Downright rook: Downright on λ[i, j].
    Downright,
}

/// The number n of boxes (i + k·a, j + k·b), k = 1, …, n, inside the
/// diagram with rows `parts` from the box (i, j) inside it: a prefix of
/// k (a Young diagram is a down-set), found by binary search.
fn reach(parts: &[u64], i: usize, j: u64, (a, b): (u64, u64)) -> u64 {
    let rows_below = (parts.len() - 1 - i) as u64;
    let cols_right = parts[i] - 1 - j;
    // (a, b) ≠ (0, 0): at least one bound is finite.
    let hi = [rows_below.checked_div(a), cols_right.checked_div(b)]
        .into_iter()
        .flatten()
        .min()
        .unwrap_or(0);
    // Every k ≤ hi keeps i + k·a ≤ ℓ − 1 and j + k·b ≤ λ_{i+1} − 1: no
    // overflow; k = 0 is the box itself, inside.
    let inside = |k: u64| parts[i + (k * a) as usize] > j + k * b;
    let (mut lo, mut hi) = (0u64, hi);
    while lo < hi {
        let mid = lo + (hi - lo).div_ceil(2);
        if inside(mid) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    lo
}

/// The king on a rectangle, `x` rows below and `y` columns to the right of
/// its box, normal play: 0 if x and y are both even, 2 if both are odd,
/// else 1 if the odd one is the larger and 3 if it is the smaller.
const fn king_value(x: u64, y: u64) -> u64 {
    match (x % 2, y % 2) {
        (0, 0) => 0,
        (1, 1) => 2,
        (1, 0) => {
            if x > y {
                1
            } else {
                3
            }
        }
        _ => {
            if y > x {
                1
            } else {
                3
            }
        }
    }
}

impl KnownChess {
    /// The value of the position under `convention`.
    fn value(self, parts: &[u64], i: usize, j: u64, convention: Convention) -> u64 {
        let misere = convention == Convention::Misere;
        match self {
            // Misère Nim on one heap: 1, 0, then the heap itself.
            KnownChess::Heap { n } => match (misere, n) {
                (true, 0) => 1,
                (true, 1) => 0,
                _ => n,
            },
            KnownChess::Path { n } => (n + u64::from(misere)) % 2,
            KnownChess::Rook { down, right } => {
                let g = down ^ right;
                if misere && down <= 1 && right <= 1 {
                    g ^ 1
                } else {
                    g
                }
            }
            KnownChess::King { down, right } => {
                if misere && (down == 0 || right == 0) {
                    // A path of down + right moves (one of them is 0).
                    ((down | right) + 1) % 2
                } else {
                    king_value(down, right)
                }
            }
            KnownChess::Downright => box_value(LctrVariant::Downright, convention, parts, i, j),
        }
    }
}

impl Chess {
    /// The closed form that gives the value of the piece on box (i, j),
    /// inside the diagram, if one does (see the value hooks of the
    /// `Algorithm` impl).
    fn known_at(&self, i: usize, j: u64) -> Option<KnownChess> {
        let parts = self.lambda.parts();
        let (leaps, rides) = (self.piece.leaps.as_slice(), self.piece.rides.as_slice());
        // λ[i, j] has the rows i, …, i + h − 1 (those longer than j); it is
        // a rectangle when the last of them is as long as row i, and then
        // the piece is `down` = h − 1 rows above its bottom and `right`
        // columns left of its right end.
        let rectangle = || {
            let h = parts[i..].partition_point(|&p| p > j);
            (parts[i + h - 1] == parts[i]).then(|| ((h - 1) as u64, parts[i] - 1 - j))
        };
        match (leaps, rides) {
            ([], &[s]) => Some(KnownChess::Heap {
                n: reach(parts, i, j, s),
            }),
            (&[s], []) => Some(KnownChess::Path {
                n: reach(parts, i, j, s),
            }),
            ([], [(0, 1), (1, 0)]) => {
                rectangle().map(|(down, right)| KnownChess::Rook { down, right })
            }
            ([(0, 1), (1, 0), (1, 1)], []) => {
                rectangle().map(|(down, right)| KnownChess::King { down, right })
            }
            ([(0, 1), (1, 0)], []) => Some(KnownChess::Downright),
            _ => None,
        }
    }

    /// The value of state `p` under `convention` if a closed form gives
    /// it: an end (a box outside λ) or a [`KnownChess`] position.
    fn known_value(&self, p: &(usize, u64), convention: Convention) -> Option<u64> {
        let parts = self.lambda.parts();
        let (i, j) = *p;
        if !in_diagram(parts, i, j) {
            return Some(convention.end_value());
        }
        Some(self.known_at(i, j)?.value(parts, i, j, convention))
    }
}

/// Every box is reported once, without collecting the moves: a box reached
/// by a step is skipped when an earlier step (leaps first, then rides, in
/// their sorted order) also makes that move (in a Young diagram every box
/// on the way of a ride to a box inside is inside). O(s) per move for s
/// steps, no allocation.
///
/// # Values known without search
/// The piece on box (i, j) sees only λ[i, j], so the value hooks
/// ([`Algorithm::known_grundy`], [`Algorithm::known_misere_grundy`]) answer
/// in O(log ℓ(λ)) where a theorem gives the value of the piece on that
/// subdiagram, and `None` (search) elsewhere:
/// * a box outside λ is an end (0, misère 1);
/// * a piece with a single ride step (the bishop, `ride(a,b)`), on any
///   diagram: the boxes further along the ride form a prefix (a Young
///   diagram is a down-set), so the piece is a Nim heap of their number n
///   — value n (Bouton), misère 1, 0, n for n = 0, 1, ≥ 2;
/// * a piece with a single leap step: a path of n moves, value n mod 2,
///   misère (n + 1) mod 2;
/// * the rook where λ[i, j] is a rectangle with `x` rows below and `y`
///   columns to the right of the box: two-heap Nim (§8), value x ⊕ y;
///   misère x ⊕ y ⊕ 1 when x, y ≤ 1 and x ⊕ y otherwise (by induction:
///   from a position with a heap ≥ 2, the moves to positions with both
///   heaps ≤ 1 are none or two, of values {0, 1} in either play, so the
///   mex is the normal one). On any other diagram the rook is *not* Nim:
///   on ⟦3, 1⟧ its value is 2, not 2 ⊕ 1;
/// * the king where λ[i, j] is such a rectangle: 0 if x and y are both
///   even, 2 if both odd, else 1 if the odd one is the larger and 3 if it
///   is the smaller (by induction on x + y: from two even distances every
///   move has an odd distance, of value 1, 2 or 3; from two odd ones the
///   moves have the values 0, 1 and maybe 3; from odd x > even y they have
///   0 and maybe 2, 3; from odd x < even y they have 0, 1, 2). Misère: on
///   the last row or column (x = 0 or y = 0) a path, (x + y + 1) mod 2;
///   elsewhere the normal value (the moves to the last row or column have
///   the values {0, 1} in either play, so no mex changes);
/// * the Downright piece (`downright`, the king without its diagonal
///   step): Downright on λ[i, j] (§3.2, equation (1)), by Theorem 22 of
///   Gottlieb–Krnc–Muršič and its misère extension.
///
/// For the heap and the rook [`Algorithm::known_options_with_value`] names
/// the one move to each value (at most one per ride) in O(log ℓ(λ)), so
/// the winning moves of a rook on a 10¹² × 10¹² board are found without
/// listing its moves.
///
/// # Example
/// ```
/// use hookgames_game::{grundy, winning_moves, Solver};
/// use hookgames_lctr::{Chess, Piece};
/// use hookgames_partition::Partition;
/// // The rook on 3 rows of 10¹² columns: Nim with heaps 2 and 10¹² − 1.
/// let wide = Chess::new(Piece::rook(), Partition::new(vec![1_000_000_000_000; 3])?)?;
/// assert_eq!(grundy(&wide, &(0, 0))?, 2 ^ 999_999_999_999);
/// assert_eq!(winning_moves(&wide, &(0, 0))?, vec![(0, 999_999_999_997)]);
/// // On ⟦3, 1⟧ the rook is not Nim(1, 2): the search decides.
/// let gamma = Chess::new(Piece::rook(), "3,1".parse::<Partition>()?)?;
/// assert_eq!(grundy(&gamma, &(0, 0))?, 2);
/// assert_eq!(Solver::new(&gamma).grundy(&(0, 0))?, 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl Algorithm for Chess {
    type State = (usize, u64);
    fn try_for_each_follower<B, F>(&self, p: &(usize, u64), mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut((usize, u64)) -> ControlFlow<B>,
    {
        let parts = self.lambda.parts();
        let (i, j) = *p;
        if !in_diagram(parts, i, j) {
            return ControlFlow::Continue(());
        }
        let piece = &self.piece;
        let rules: Vec<((u64, u64), bool)> = piece
            .leaps
            .iter()
            .map(|&s| (s, false))
            .chain(piece.rides.iter().map(|&s| (s, true)))
            .collect();
        for (q, &(step, ride)) in rules.iter().enumerate() {
            let single = Piece {
                leaps: if ride { vec![] } else { vec![step] },
                rides: if ride { vec![step] } else { vec![] },
            };
            single.try_for_each_target(parts, i, j, |a, b| {
                let delta = ((a - i) as u64, b - j);
                if rules[..q].iter().any(|&(s, r)| makes(s, r, delta)) {
                    ControlFlow::Continue(())
                } else {
                    f((a, b))
                }
            })?;
        }
        ControlFlow::Continue(())
    }

    /// See "Values known without search" above: an end, a single ride (a
    /// Nim heap), a single leap (a path), the rook or the king on a
    /// rectangle λ[i, j], the Downright piece (Theorem 22); else `None`.
    fn known_grundy(&self, p: &(usize, u64), _: &Engine<'_>) -> Option<Result<u64, GameError>> {
        self.known_value(p, Convention::Normal).map(Ok)
    }

    /// The misère values of the same positions as
    /// [`known_grundy`](Algorithm::known_grundy).
    fn known_misere_grundy(
        &self,
        p: &(usize, u64),
        _: &Engine<'_>,
    ) -> Option<Result<u64, GameError>> {
        self.known_value(p, Convention::Misere).map(Ok)
    }

    /// The move to value `value` of a Nim heap (one ride step: k = n −
    /// `value` steps) and of the rook on a rectangle (at most one move to
    /// the right, then at most one down, as the enumeration lists them);
    /// `None` for the other positions (the engine values their few moves
    /// one by one).
    fn known_options_with_value(
        &self,
        p: &(usize, u64),
        value: u64,
        engine: &Engine<'_>,
    ) -> Option<Result<Vec<(usize, u64)>, GameError>> {
        let limits = engine.limits();
        let parts = self.lambda.parts();
        let (i, j) = *p;
        if !in_diagram(parts, i, j) {
            return Some(Ok(Vec::new()));
        }
        let bytes = std::mem::size_of::<(usize, u64)>();
        let mut out = Listed::new(limits);
        // k steps of (a, b) from (i, j), k within the diagram.
        let at = |k: u64, (a, b): (u64, u64)| (i + (k * a) as usize, j + k * b);
        let listed = match self.known_at(i, j)? {
            KnownChess::Heap { n } => {
                let step = self.piece.rides[0];
                if value < n {
                    out.push(at(n - value, step), bytes)
                } else {
                    Ok(())
                }
            }
            KnownChess::Rook { down, right } => {
                // Right by k leaves heaps (down, right − k), down by k
                // leaves (down − k, right).
                let mut r = Ok(());
                if down ^ value < right {
                    r = out.push(at(right - (down ^ value), (0, 1)), bytes);
                }
                if r.is_ok() && right ^ value < down {
                    r = out.push(at(down - (right ^ value), (1, 0)), bytes);
                }
                r
            }
            _ => return None,
        };
        Some(listed.map(|()| out.into_items()))
    }
}

/// The Grundy board of a piece on λ: SG (or SG⁻) of the piece standing on
/// each box (i, j) of λ, like the Figure 5 board of Gottlieb–Krnc–Muršič
/// ([`Board`](crate::Board)), computed from the bottom row up and right to
/// left (every move goes weakly down and right).
///
/// `Display` writes one line per row, the values separated by spaces.
///
/// # Example
/// ```
/// use hookgames_game::Convention;
/// use hookgames_lctr::{ChessBoard, Piece};
/// use hookgames_partition::Partition;
/// // The rook on a 3 × 3 square is two-pile Nim: (2 − i) ⊕ (2 − j).
/// let b = ChessBoard::new(&Piece::rook(), &"3,3,3".parse::<Partition>()?, Convention::Normal)?;
/// assert_eq!(b.to_string(), "0 3 2\n3 0 1\n2 1 0");
/// assert_eq!(b.value(0, 1), Some(3));
/// assert_eq!(b.value(3, 0), None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChessBoard {
    piece: Piece,
    lambda: Partition,
    convention: Convention,
    /// Offsets of the rows in `values`.
    offsets: Vec<usize>,
    values: Vec<u32>,
}

impl ChessBoard {
    /// Solves the piece on every box of λ under `convention`.
    ///
    /// # Errors
    /// [`LctrError::EmptyChessBoard`] if λ = ∅; [`LctrError::TooLarge`]
    /// (`MAX_CHESS_CELLS`) if |λ| > [`MAX_CHESS_CELLS`], and
    /// (`MAX_CHESS_WORK`) if |λ| · (leaps + rides · (ℓ(λ) + λ₁)) >
    /// [`MAX_CHESS_WORK`], both before allocating.
    ///
    /// # Complexity
    /// O(|λ| · (leaps + rides · (ℓ(λ) + λ₁)) · log) time, 4|λ| bytes.
    pub fn new(
        piece: &Piece,
        lambda: &Partition,
        convention: Convention,
    ) -> Result<ChessBoard, LctrError> {
        if lambda.is_empty() {
            return Err(LctrError::EmptyChessBoard);
        }
        let cells = lambda.size();
        if cells > MAX_CHESS_CELLS {
            return Err(LctrError::TooLarge {
                what: "the number of boxes of the chess board",
                value: cells,
                limit_name: "MAX_CHESS_CELLS",
                limit: MAX_CHESS_CELLS,
                instead: "use a smaller partition",
            });
        }
        let per_box = (piece.rides.len() as u64)
            .checked_mul((lambda.len() as u64).saturating_add(lambda.part(1)))
            .and_then(|r| r.checked_add(piece.leaps.len() as u64));
        let work = per_box.and_then(|w| w.checked_mul(cells));
        if work.is_none_or(|w| w > MAX_CHESS_WORK) {
            return Err(LctrError::TooLarge {
                what: "the follower visits |λ|·(leaps + rides·(ℓ(λ) + λ₁)) of the chess board",
                value: work.unwrap_or(u64::MAX),
                limit_name: "MAX_CHESS_WORK",
                limit: MAX_CHESS_WORK,
                instead: "use a smaller partition or a piece with fewer ride steps",
            });
        }
        let parts = lambda.parts();
        let mut offsets = Vec::with_capacity(parts.len() + 1);
        let mut total = 0usize;
        for &p in parts {
            offsets.push(total);
            total += p as usize; // ≤ MAX_CHESS_CELLS
        }
        offsets.push(total);
        let mut values = vec![0u32; total];
        let terminal = match convention {
            Convention::Normal => 0,
            Convention::Misere => 1,
        };
        let mut seen: Vec<u32> = Vec::new();
        for i in (0..parts.len()).rev() {
            for j in (0..parts[i]).rev() {
                seen.clear();
                let _: ControlFlow<()> = piece.try_for_each_target(parts, i, j, |a, b| {
                    seen.push(values[offsets[a] + b as usize]);
                    ControlFlow::Continue(())
                });
                let v = if seen.is_empty() {
                    terminal
                } else {
                    seen.sort_unstable();
                    let mut m = 0u32;
                    for &x in seen.iter() {
                        if x == m {
                            m += 1;
                        } else if x > m {
                            break;
                        }
                    }
                    m
                };
                values[offsets[i] + j as usize] = v;
            }
        }
        Ok(ChessBoard {
            piece: piece.clone(),
            lambda: lambda.clone(),
            convention,
            offsets,
            values,
        })
    }

    /// The value of the piece on box (i, j) (0-based), `None` outside λ.
    ///
    /// # Complexity
    /// O(1).
    pub fn value(&self, i: usize, j: u64) -> Option<u64> {
        let p = *self.lambda.parts().get(i)?;
        (j < p).then(|| u64::from(self.values[self.offsets[i] + j as usize]))
    }

    /// The values of row i (0-based), left to right (empty past the last row).
    ///
    /// # Complexity
    /// O(1) per value.
    pub fn row(&self, i: usize) -> impl Iterator<Item = u64> + '_ {
        let range = match (self.offsets.get(i), self.offsets.get(i + 1)) {
            (Some(&a), Some(&b)) => a..b,
            _ => 0..0,
        };
        self.values[range].iter().map(|&v| u64::from(v))
    }

    /// The value of the start, box (0, 0).
    ///
    /// # Complexity
    /// O(1).
    pub fn root(&self) -> u64 {
        self.value(0, 0).unwrap_or(0)
    }

    /// The piece.
    ///
    /// # Complexity
    /// O(1).
    pub fn piece(&self) -> &Piece {
        &self.piece
    }

    /// The board λ.
    ///
    /// # Complexity
    /// O(1).
    pub fn partition(&self) -> &Partition {
        &self.lambda
    }

    /// The play convention.
    ///
    /// # Complexity
    /// O(1).
    pub fn convention(&self) -> Convention {
        self.convention
    }
}

/// One line per row of λ, the values separated by single spaces.
impl fmt::Display for ChessBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for i in 0..self.lambda.len() {
            if i > 0 {
                f.write_str("\n")?;
            }
            for (k, v) in self.row(i).enumerate() {
                if k > 0 {
                    f.write_str(" ")?;
                }
                write!(f, "{v}")?;
            }
        }
        Ok(())
    }
}
