use std::ops::ControlFlow;

use crate::algorithm::Algorithm;
use crate::error::GameError;

/// Chomp on a Young diagram (D. Gale, *A curious Nim-type game*, American
/// Mathematical Monthly 81, 1974; the rectangular chocolate bar of Gale's
/// paper is the special case of equal parts).
///
/// A position is a Young diagram λ, given by its parts λ₁ ≥ λ₂ ≥ … > 0
/// (row i has λ_i boxes, rows and columns numbered from 1); the box (1, 1)
/// is poisoned and always present. A move chooses a box (i, j) ≠ (1, 1)
/// of the diagram and eats every box (i′, j′) with i′ ≥ i and j′ ≥ j. The
/// diagram `[1]` (only the poison) has no move, so under normal play the
/// player left with the poison has lost. Unlike the hook games of this
/// workspace, Chomp is not a plain algorithm in Kawanaka's sense (§2): it
/// is a test game for the generic engine.
///
/// Every rectangle other than 1×1 is an N-position by Gale's
/// strategy-stealing argument, but winning moves are known only for
/// special shapes (squares: eat (2, 2) and mirror the L that is left;
/// two rows: the P-positions are (a, a − 1)). The generic solvers explore
/// every sub-diagram, C(r + c, r) of them for an r×c rectangle, each with
/// |λ| − 1 followers: this type is for small diagrams (rectangles up to
/// about 10×10).
///
/// [`Chomp::position`] checks a diagram; the solvers take the parts as
/// given (a non-partition has no meaning here; its followers are still
/// computed without panicking).
///
/// # Example
/// ```
/// use hookgames_game::{grundy, winning_moves, Chomp};
///
/// let square = Chomp::position(vec![3, 3, 3])?;
/// assert_ne!(grundy(&Chomp, &square)?, 0);
/// // Eating (2, 2) leaves the L with equal arms, a P-position.
/// let l = Chomp::chomp(&square, 2, 2)?;
/// assert_eq!(l, vec![3, 1, 1]);
/// assert!(winning_moves(&Chomp, &square)?.contains(&l));
/// // Two rows (a, a − 1) are P-positions.
/// assert_eq!(grundy(&Chomp, &vec![5, 4])?, 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Chomp;

impl Chomp {
    /// Checks that `parts` is a Young diagram with at least one box — a
    /// non-empty, non-increasing sequence of positive parts — and returns
    /// it as a state.
    ///
    /// # Errors
    /// [`GameError::EmptyDiagram`] if there is no part,
    /// [`GameError::ZeroPart`] or [`GameError::IncreasingPart`] naming the
    /// first offending part (1-based).
    ///
    /// # Complexity
    /// O(number of parts).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Chomp, GameError};
    /// assert_eq!(Chomp::position(vec![4, 2, 2])?, vec![4, 2, 2]);
    /// assert_eq!(
    ///     Chomp::position(vec![4, 2, 3]).unwrap_err(),
    ///     GameError::IncreasingPart { index: 3, part: 3, previous: 2 }
    /// );
    /// assert_eq!(Chomp::position(vec![2, 0]).unwrap_err(), GameError::ZeroPart { index: 2 });
    /// assert_eq!(Chomp::position(vec![]).unwrap_err(), GameError::EmptyDiagram);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn position(parts: Vec<u64>) -> Result<Vec<u64>, GameError> {
        check(&parts)?;
        Ok(parts)
    }

    /// The position after eating box (`row`, `column`) (1-based) of `p`:
    /// every box (i′, j′) with i′ ≥ `row` and j′ ≥ `column` is removed.
    ///
    /// # Errors
    /// As [`Chomp::position`] if `p` is not a diagram;
    /// [`GameError::InvalidChompMove`] if the box is not in the diagram or
    /// is the poisoned box (1, 1).
    ///
    /// # Complexity
    /// O(number of parts).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Chomp, GameError};
    /// assert_eq!(Chomp::chomp(&[4, 4, 2], 2, 2)?, vec![4, 1, 1]);
    /// assert_eq!(Chomp::chomp(&[4, 4, 2], 2, 1)?, vec![4]);
    /// assert_eq!(
    ///     Chomp::chomp(&[4, 4, 2], 3, 3).unwrap_err(),
    ///     GameError::InvalidChompMove { row: 3, column: 3 }
    /// );
    /// assert!(Chomp::chomp(&[4, 4, 2], 1, 1).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn chomp(p: &[u64], row: u64, column: u64) -> Result<Vec<u64>, GameError> {
        check(p)?;
        let invalid = GameError::InvalidChompMove { row, column };
        if (row, column) == (1, 1) || row == 0 || column == 0 {
            return Err(invalid);
        }
        let i = usize::try_from(row - 1).map_err(|_| invalid.clone())?;
        match p.get(i) {
            Some(&part) if column <= part => Ok(eat(p, i, column)),
            _ => Err(invalid),
        }
    }
}

/// The diagram check of [`Chomp::position`].
fn check(parts: &[u64]) -> Result<(), GameError> {
    if parts.is_empty() {
        return Err(GameError::EmptyDiagram);
    }
    for (i, &part) in parts.iter().enumerate() {
        if part == 0 {
            return Err(GameError::ZeroPart { index: i + 1 });
        }
        if i > 0 && part > parts[i - 1] {
            return Err(GameError::IncreasingPart {
                index: i + 1,
                part,
                previous: parts[i - 1],
            });
        }
    }
    Ok(())
}

/// `p` after eating box (i + 1, j) (0-based row `i`, 1-based column `j`).
fn eat(p: &[u64], i: usize, j: u64) -> Vec<u64> {
    let mut q = Vec::with_capacity(p.len());
    q.extend_from_slice(&p[..i]);
    q.extend(
        p[i..]
            .iter()
            .map(|&part| part.min(j - 1))
            .take_while(|&part| part > 0),
    );
    q
}

impl Algorithm for Chomp {
    type State = Vec<u64>;

    /// The vector and its heap: 24 + 8·len bytes.
    fn state_bytes(&self, p: &Vec<u64>) -> usize {
        std::mem::size_of::<Vec<u64>>() + std::mem::size_of_val(p.as_slice())
    }

    /// Box by box, row by row, left to right. Distinct boxes eat distinct
    /// sets of boxes (the chosen box is the unique corner of what it
    /// eats), so no follower is listed twice.
    fn try_for_each_follower<B, F>(&self, p: &Vec<u64>, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(Vec<u64>) -> ControlFlow<B>,
    {
        for (i, &part) in p.iter().enumerate() {
            let first = if i == 0 { 2 } else { 1 };
            for j in first..=part {
                f(eat(p, i, j))?;
            }
        }
        ControlFlow::Continue(())
    }
}
