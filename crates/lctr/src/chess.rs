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
use std::str::FromStr;

use hookgames_game::{Algorithm, Convention, SgPair};
use hookgames_partition::Partition;

use crate::LctrError;

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
    /// diagram with rows `parts` (possibly more than once).
    fn for_each_target<F: FnMut(usize, u64)>(&self, parts: &[u64], i: usize, j: u64, mut f: F) {
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
                f(i2, j2);
            }
        }
        for &s in &self.rides {
            let mut at = (i, j);
            while let Some(next) = step(at, s) {
                f(next.0, next.1);
                at = next;
            }
        }
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
/// use hookgames_game::{grundy, Algorithm};
/// use hookgames_lctr::{Chess, Piece};
/// use hookgames_partition::Partition;
/// let g = Chess::new(Piece::rook(), "3,3,1".parse::<Partition>()?)?;
/// assert_eq!(g.followers(&(0, 0)), vec![(0, 1), (0, 2), (1, 0), (2, 0)]);
/// assert_eq!(grundy(&g, &(0, 0))?, 3);
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
    pub fn grundy(&self, convention: Convention) -> Result<u64, LctrError> {
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
            normal: self.grundy(Convention::Normal)?,
            misere: self.grundy(Convention::Misere)?,
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

/// Every box is reported once, without collecting the moves: a box reached
/// by a step is skipped when an earlier step (leaps first, then rides, in
/// their sorted order) also makes that move (in a Young diagram every box
/// on the way of a ride to a box inside is inside). O(s) per move for s
/// steps, no allocation.
impl Algorithm for Chess {
    type State = (usize, u64);
    fn for_each_follower<F: FnMut((usize, u64))>(&self, p: &(usize, u64), mut f: F) {
        let parts = self.lambda.parts();
        let (i, j) = *p;
        if !crate::rules::in_diagram(parts, i, j) {
            return;
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
            single.for_each_target(parts, i, j, |a, b| {
                let delta = ((a - i) as u64, b - j);
                if !rules[..q].iter().any(|&(s, r)| makes(s, r, delta)) {
                    f((a, b));
                }
            });
        }
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
                piece.for_each_target(parts, i, j, |a, b| {
                    seen.push(values[offsets[a] + b as usize]);
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
