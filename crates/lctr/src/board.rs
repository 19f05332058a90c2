use std::fmt;

use hookgames_partition::Partition;

use crate::LctrError;
use crate::rules::{Game, Play, Rules};

/// The largest number of boxes |λ| for which [`Board::new`] and
/// [`dp_grundy`] run the O(|λ|) dynamic program: 2²⁶ boxes (a board is one
/// byte per box, so at most 64 MiB).
pub const MAX_BOARD_CELLS: u64 = 1 << 26;

fn check_cells(lambda: &Partition) -> Result<(), LctrError> {
    if lambda.size() > MAX_BOARD_CELLS {
        return Err(LctrError::TooLarge {
            what: "the number of boxes of the board",
            value: lambda.size(),
            limit_name: "MAX_BOARD_CELLS",
            limit: MAX_BOARD_CELLS,
        });
    }
    Ok(())
}

/// Every value SG(A[i, j]) (or SG⁻(A[i, j])) of a game played from λ,
/// written in box (i+1, j+1) of the Young diagram as in Figure 5 of
/// Gottlieb–Krnc–Muršič, computed by the O(|λ|) dynamic program of Ilić
/// over the grid: equation (3) for LCTR and equation (4) for Downright (with
/// the erratum corrected), from the bottom row up and right to left.
///
/// # Example
/// ```
/// use hookgames_lctr::{Board, Game, Play};
/// use hookgames_partition::Partition;
/// let lambda = Partition::new(vec![8, 7, 6, 5, 5, 2, 1])?;
/// let lctr = Board::new(Game::Lctr, Play::Normal, &lambda)?;
/// assert_eq!(lctr.value(0, 0), Some(0));
/// assert_eq!(lctr.value(1, 0), Some(2));
/// assert_eq!(lctr.value(7, 0), Some(0)); // ∅, a terminal position
/// let downright = Board::new(Game::Downright, Play::Normal, &lambda)?;
/// assert_eq!(downright.value(0, 0), Some(0));
/// assert_eq!(downright.value(7, 0), None); // ∅ is not a Downright position
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct Board {
    rules: Rules,
    lambda: Partition,
    /// Row-major values; row i (0-based) holds λ_{i+1} entries from
    /// `offsets[i]`.
    values: Vec<u8>,
    offsets: Vec<usize>,
}

impl Board {
    /// Solves every subposition A[i, j] of `game` under `play` from λ.
    ///
    /// # Errors
    /// [`LctrError::EmptyDownright`] for Downright on ∅;
    /// [`LctrError::TooLarge`] if |λ| exceeds [`MAX_BOARD_CELLS`].
    ///
    /// # Complexity
    /// Θ(|λ|) time and |λ| bytes.
    ///
    /// # Example
    /// ```
    /// use hookgames_lctr::{Board, Game, Play};
    /// use hookgames_partition::Partition;
    /// let b = Board::new(Game::Lctr, Play::Misere, &Partition::new(vec![2])?)?;
    /// assert_eq!((b.value(0, 0), b.value(0, 1), b.value(0, 2)), (Some(2), Some(0), Some(1)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(game: Game, play: Play, lambda: &Partition) -> Result<Board, LctrError> {
        let rules = Rules::new(game, play);
        if game == Game::Downright && lambda.is_empty() {
            return Err(LctrError::EmptyDownright);
        }
        check_cells(lambda)?;
        let parts = lambda.parts();
        let mut offsets = Vec::with_capacity(parts.len() + 1);
        let mut acc = 0usize;
        for &p in parts {
            offsets.push(acc);
            // |λ| ≤ MAX_BOARD_CELLS, so every prefix sum fits a usize.
            acc += p as usize;
        }
        offsets.push(acc);
        let mut values = vec![0u8; acc];
        let outside = rules.outside();
        for i in (0..parts.len()).rev() {
            let len = parts[i] as usize;
            let below = parts.get(i + 1).map_or(0, |&p| p as usize);
            let (head, tail) = values.split_at_mut(offsets[i + 1]);
            let row = &mut head[offsets[i]..];
            let next = &tail[..below];
            for j in (0..len).rev() {
                let down = if j < below { Some(next[j]) } else { outside };
                let right = if j + 1 < len {
                    Some(row[j + 1])
                } else {
                    outside
                };
                row[j] = rules.combine(down, right);
            }
        }
        Ok(Board {
            rules,
            lambda: lambda.clone(),
            values,
            offsets,
        })
    }

    /// The game the board is for.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_lctr::{Board, Game, Play};
    /// use hookgames_partition::Partition;
    /// let b = Board::new(Game::Downright, Play::Misere, &Partition::new(vec![2, 2])?)?;
    /// assert_eq!((b.game(), b.play()), (Game::Downright, Play::Misere));
    /// assert_eq!(b.partition().parts(), &[2, 2]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn game(&self) -> Game {
        self.rules.game
    }

    /// The play convention the board is for (see [`Board::game`]).
    ///
    /// # Complexity
    /// O(1).
    pub fn play(&self) -> Play {
        self.rules.play
    }

    /// The starting partition λ (see [`Board::game`]).
    ///
    /// # Complexity
    /// O(1).
    pub fn partition(&self) -> &Partition {
        &self.lambda
    }

    /// The value of A[i, j] = λ[i, j] (box (i+1, j+1)). In LCTR every pair
    /// is a position (λ[i, j] = ∅ is terminal, value 0, or 1 in misère
    /// play); in Downright `None` when box (i+1, j+1) is not in λ.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_lctr::{Board, Game, Play};
    /// use hookgames_partition::Partition;
    /// let b = Board::new(Game::Downright, Play::Misere, &Partition::new(vec![1])?)?;
    /// assert_eq!((b.value(0, 0), b.value(0, 1)), (Some(1), None));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn value(&self, i: usize, j: u64) -> Option<u32> {
        match self.lambda.parts().get(i) {
            Some(&p) if j < p => Some(u32::from(self.values[self.offsets[i] + j as usize])),
            _ => self.rules.outside().map(u32::from),
        }
    }

    /// The value of the starting position A = A[0, 0].
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_lctr::{Board, Game, Play};
    /// use hookgames_partition::Partition;
    /// let b = Board::new(Game::Lctr, Play::Normal, &Partition::empty())?;
    /// assert_eq!(b.root(), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn root(&self) -> u32 {
        self.value(0, 0).map_or(0, |v| v)
    }

    /// The values of row `i + 1` of the diagram, SG(A[i, 0]), …,
    /// SG(A[i, λ_{i+1} − 1]) (empty beyond the last row).
    ///
    /// # Complexity
    /// O(λ_{i+1}), lazily.
    ///
    /// # Example
    /// ```
    /// use hookgames_lctr::{Board, Game, Play};
    /// use hookgames_partition::Partition;
    /// let b = Board::new(Game::Lctr, Play::Normal, &Partition::new(vec![3, 1])?)?;
    /// assert_eq!(b.row(0).collect::<Vec<_>>(), vec![0, 2, 1]);
    /// assert_eq!(b.row(1).collect::<Vec<_>>(), vec![1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn row(&self, i: usize) -> impl Iterator<Item = u32> + '_ {
        let slice = match self.lambda.parts().get(i) {
            Some(_) => &self.values[self.offsets[i]..self.offsets[i + 1]],
            None => &[][..],
        };
        slice.iter().map(|&v| u32::from(v))
    }

    /// The pairs (i, j), in row-major order, of the terminal positions ∅ that
    /// LCTR reaches from λ (the zeros outside the diagram in Figure 5): the
    /// boxes just outside the diagram below or right of a box of λ. Empty for
    /// Downright.
    ///
    /// # Complexity
    /// O(ℓ(λ) + λ_1) pairs, produced lazily.
    ///
    /// # Example
    /// ```
    /// use hookgames_lctr::{Board, Game, Play};
    /// use hookgames_partition::Partition;
    /// let b = Board::new(Game::Lctr, Play::Normal, &Partition::new(vec![2, 1])?)?;
    /// assert_eq!(b.rim().collect::<Vec<_>>(), vec![(0, 2), (1, 1), (2, 0)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn rim(&self) -> impl Iterator<Item = (usize, u64)> + '_ {
        let parts = self.lambda.parts();
        let rows = if self.rules.game == Game::Lctr {
            parts.len() + usize::from(!parts.is_empty())
        } else {
            0
        };
        (0..rows).flat_map(move |i| {
            let here = parts.get(i).copied().unwrap_or(0);
            // Reached from the left: (i, λ_{i+1}) when the row is non-empty.
            // Reached from above: (i, j) for λ_{i+1} ≤ j < λ_i.
            let above = if i == 0 { 0 } else { parts[i - 1] };
            let end = above.max(here + u64::from(here > 0));
            (here..end).map(move |j| (i, j))
        })
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Board")
            .field("game", &self.rules.game)
            .field("play", &self.rules.play)
            .field("partition", &self.lambda)
            .finish_non_exhaustive()
    }
}

/// One line per row of the board, one digit per position, as in Figure 5 of
/// Gottlieb–Krnc–Muršič: the boxes of λ, followed in LCTR by the terminal
/// positions ∅ that the moves reach (the "zeros outside the diagram"), so
/// that LCTR has one more line than λ has rows.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts = self.lambda.parts();
        let lines = match self.rules.game {
            Game::Lctr => parts.len() + usize::from(!parts.is_empty()),
            Game::Downright => parts.len(),
        };
        let mut rim = self.rim().peekable();
        for i in 0..lines {
            if i > 0 {
                f.write_str("\n")?;
            }
            for v in self.row(i) {
                write!(f, "{v}")?;
            }
            while let Some(&(ri, _)) = rim.peek() {
                if ri != i {
                    break;
                }
                write!(f, "{}", self.rules.terminal())?;
                rim.next();
            }
        }
        if lines == 0 {
            // LCTR on ∅: the single terminal position.
            write!(f, "{}", self.rules.terminal())?;
        }
        Ok(())
    }
}

/// The value SG(A) (or SG⁻(A)) of `game` from λ by the O(|λ|) dynamic
/// program of Ilić over the grid (equations (3) and (4) of
/// Gottlieb–Krnc–Muršič), keeping one row of values: the baseline that
/// [`grundy`](crate::grundy) improves to O(log ℓ(λ)).
///
/// # Errors
/// [`LctrError::EmptyDownright`] for Downright on ∅;
/// [`LctrError::TooLarge`] if |λ| exceeds [`MAX_BOARD_CELLS`].
///
/// # Complexity
/// Θ(|λ|) time, λ_1 bytes.
///
/// # Example
/// ```
/// use hookgames_lctr::{dp_grundy, Game, Play};
/// use hookgames_partition::Partition;
/// let lambda = Partition::new(vec![8, 7, 6, 5, 5, 2, 1])?;
/// assert_eq!(dp_grundy(Game::Lctr, Play::Normal, &lambda)?, 0);
/// assert_eq!(dp_grundy(Game::Downright, Play::Normal, &lambda)?, 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn dp_grundy(game: Game, play: Play, lambda: &Partition) -> Result<u32, LctrError> {
    let rules = Rules::new(game, play);
    if lambda.is_empty() {
        return rules
            .outside()
            .map(u32::from)
            .ok_or(LctrError::EmptyDownright);
    }
    check_cells(lambda)?;
    let parts = lambda.parts();
    let outside = rules.outside();
    let mut row = vec![0u8; parts[0] as usize];
    let mut below = 0usize;
    for &p in parts.iter().rev() {
        let len = p as usize;
        // row[j] still holds the value of the box below (i+1, j) when read.
        for j in (0..len).rev() {
            let down = if j < below { Some(row[j]) } else { outside };
            let right = if j + 1 < len {
                Some(row[j + 1])
            } else {
                outside
            };
            row[j] = rules.combine(down, right);
        }
        below = len;
    }
    Ok(u32::from(row[0]))
}
