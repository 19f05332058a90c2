use std::fmt;

use hookgames_game::Convention;
use hookgames_partition::Partition;

use crate::LctrError;
use crate::rules::{Downright, Lctr, LctrVariant, Rules};

/// The largest number of boxes |λ| for which [`Board::new`] and
/// [`LctrVariant::grundy_dp`] run the O(|λ|) dynamic program: 2²⁶ boxes (a board is one
/// byte per box, so at most 64 MiB of values). [`Board::new`] also stores
/// one 8-byte offset per row, and checks the whole board,
/// |λ| + 8(ℓ(λ) + 1) bytes, against the family's memory budget
/// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES)
/// (2^28 bytes) before allocating.
pub const MAX_BOARD_CELLS: u64 = 1 << 26;

fn check_cells(lambda: &Partition) -> Result<(), LctrError> {
    if lambda.size() > MAX_BOARD_CELLS {
        return Err(LctrError::TooLarge {
            what: "the number of boxes of the board",
            value: lambda.size(),
            limit_name: "MAX_BOARD_CELLS",
            limit: MAX_BOARD_CELLS,
            instead: "use a smaller partition, or the O(log r) value `grundy`, which has no size limit",
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
/// The values are `u64` in the API and one byte per box inside (they never
/// exceed 3: Observation 5).
///
/// # Example
/// ```
/// use hookgames_game::Convention;
/// use hookgames_lctr::{Board, Downright, Lctr};
/// use hookgames_partition::Partition;
/// let lambda = Partition::new(vec![8, 7, 6, 5, 5, 2, 1])?;
/// let lctr = Board::new(Lctr, &lambda, Convention::Normal)?;
/// assert_eq!(lctr.value(0, 0), Some(0));
/// assert_eq!(lctr.value(1, 0), Some(2));
/// assert_eq!(lctr.value(7, 0), Some(0)); // ∅, a terminal position
/// let downright = Board::new(Downright, &lambda, Convention::Normal)?;
/// assert_eq!(downright.value(0, 0), Some(0));
/// assert_eq!(downright.value(7, 0), None); // ∅ is not a Downright position
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Serialization
/// With the `serde` feature a board is serializable as
/// `{"variant": "Downright", "convention": "Normal", "partition": [8, 7, …],
/// "values": [[0, 1, 2, …], …]}`: the game, the play convention, λ as its
/// parts, and one row of values per part, SG(A[i, j]) at `values[i][j]`.
/// Reading solves the game again with [`Board::new`] (its errors and limits
/// apply); `values` may be left out, and when given must be the values it
/// finds, or the first wrong box is named. Unknown fields are refused.
/// ```
/// # #[cfg(feature = "serde")] {
/// use hookgames_lctr::Board;
/// let json = r#"{"variant":"Lctr","convention":"Normal","partition":[3,1],"values":[[0,2,1],[1]]}"#;
/// let b: Board = serde_json::from_str(json)?;
/// assert_eq!(b.root(), 0);
/// assert_eq!(serde_json::to_string(&b)?, json);
/// let short = r#"{"variant":"Lctr","convention":"Normal","partition":[3,1]}"#;
/// assert_eq!(serde_json::from_str::<Board>(short)?, b);
/// let wrong = r#"{"variant":"Lctr","convention":"Normal","partition":[3,1],"values":[[1,2,1],[1]]}"#;
/// assert!(serde_json::from_str::<Board>(wrong).unwrap_err().to_string().starts_with("box (1, 1)"));
/// # }
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
    /// Solves every subposition A[i, j] of the game `variant` ([`Lctr`],
    /// [`Downright`] or an [`LctrVariant`]) from λ under `convention`.
    ///
    /// # Errors
    /// [`LctrError::EmptyDownright`] for Downright on ∅;
    /// [`LctrError::TooLarge`] if |λ| exceeds [`MAX_BOARD_CELLS`];
    /// [`LctrError::Partition`] with
    /// [`PartitionError::TooLarge`](hookgames_partition::PartitionError::TooLarge)
    /// if the board (|λ| + 8(ℓ(λ) + 1) bytes) exceeds
    /// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES).
    ///
    /// # Complexity
    /// Θ(|λ|) time and |λ| bytes.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Convention;
    /// use hookgames_lctr::{Board, Lctr};
    /// use hookgames_partition::Partition;
    /// let b = Board::new(Lctr, &Partition::new(vec![2])?, Convention::Misere)?;
    /// assert_eq!((b.value(0, 0), b.value(0, 1), b.value(0, 2)), (Some(2), Some(0), Some(1)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(
        variant: impl Into<LctrVariant>,
        lambda: &Partition,
        convention: Convention,
    ) -> Result<Board, LctrError> {
        let game = variant.into();
        let rules = Rules::new(game, convention);
        if game == LctrVariant::Downright && lambda.is_empty() {
            return Err(LctrError::EmptyDownright);
        }
        check_cells(lambda)?;
        let parts = lambda.parts();
        // One byte per box and one offset (8 bytes) per row, checked
        // against the family's memory budget before anything is allocated.
        hookgames_partition::check_materialized_bytes(
            "the board (one byte per box, 8 bytes per row)",
            u128::from(lambda.size()) + 8 * (parts.len() as u128 + 1),
            "use a smaller partition, or the O(log r) value `grundy` (or `grundy_runs`), \
             which has no size limit",
        )?;
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
    /// use hookgames_game::Convention;
    /// use hookgames_lctr::{Board, Downright, LctrVariant};
    /// use hookgames_partition::Partition;
    /// let b = Board::new(Downright, &Partition::new(vec![2, 2])?, Convention::Misere)?;
    /// assert_eq!((b.variant(), b.convention()), (LctrVariant::Downright, Convention::Misere));
    /// assert_eq!(b.partition().parts(), &[2, 2]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn variant(&self) -> LctrVariant {
        self.rules.game
    }

    /// The play convention the board is for (see [`Board::variant`]).
    ///
    /// # Complexity
    /// O(1).
    pub fn convention(&self) -> Convention {
        self.rules.convention
    }

    /// The starting partition λ (see [`Board::variant`]).
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
    /// use hookgames_game::Convention;
    /// use hookgames_lctr::{Board, Downright};
    /// use hookgames_partition::Partition;
    /// let b = Board::new(Downright, &Partition::new(vec![1])?, Convention::Misere)?;
    /// assert_eq!((b.value(0, 0), b.value(0, 1)), (Some(1), None));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn value(&self, i: usize, j: u64) -> Option<u64> {
        match self.lambda.parts().get(i) {
            Some(&p) if j < p => Some(u64::from(self.values[self.offsets[i] + j as usize])),
            _ => self.rules.outside().map(u64::from),
        }
    }

    /// The value of the starting position A = A[0, 0].
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Convention;
    /// use hookgames_lctr::{Board, Lctr};
    /// use hookgames_partition::Partition;
    /// let b = Board::new(Lctr, &Partition::empty(), Convention::Normal)?;
    /// assert_eq!(b.root(), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn root(&self) -> u64 {
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
    /// use hookgames_game::Convention;
    /// use hookgames_lctr::{Board, Lctr};
    /// use hookgames_partition::Partition;
    /// let b = Board::new(Lctr, &Partition::new(vec![3, 1])?, Convention::Normal)?;
    /// assert_eq!(b.row(0).collect::<Vec<_>>(), vec![0, 2, 1]);
    /// assert_eq!(b.row(1).collect::<Vec<_>>(), vec![1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn row(&self, i: usize) -> impl Iterator<Item = u64> + '_ {
        let slice = match self.lambda.parts().get(i) {
            Some(_) => &self.values[self.offsets[i]..self.offsets[i + 1]],
            None => &[][..],
        };
        slice.iter().map(|&v| u64::from(v))
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
    /// use hookgames_game::Convention;
    /// use hookgames_lctr::{Board, Lctr};
    /// use hookgames_partition::Partition;
    /// let b = Board::new(Lctr, &Partition::new(vec![2, 1])?, Convention::Normal)?;
    /// assert_eq!(b.rim().collect::<Vec<_>>(), vec![(0, 2), (1, 1), (2, 0)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn rim(&self) -> impl Iterator<Item = (usize, u64)> + '_ {
        let parts = self.lambda.parts();
        let rows = if self.rules.game == LctrVariant::Lctr {
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
            .field("variant", &self.rules.game)
            .field("convention", &self.rules.convention)
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
            LctrVariant::Lctr => parts.len() + usize::from(!parts.is_empty()),
            LctrVariant::Downright => parts.len(),
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

/// The O(|λ|) dynamic program, one row of values at a time.
fn dp_value(rules: Rules, lambda: &Partition) -> Result<u64, LctrError> {
    if lambda.is_empty() {
        return rules
            .outside()
            .map(u64::from)
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
    Ok(u64::from(row[0]))
}

impl LctrVariant {
    /// The value SG(A) (or SG⁻(A)) of the game from λ by the O(|λ|)
    /// dynamic program of Ilić over the grid (equations (3) and (4) of
    /// Gottlieb–Krnc–Muršič), keeping one row of values: the baseline that
    /// [`LctrVariant::value`] improves to O(log ℓ(λ)).
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
    /// use hookgames_game::Convention;
    /// use hookgames_lctr::LctrVariant;
    /// use hookgames_partition::Partition;
    /// let lambda = Partition::new(vec![8, 7, 6, 5, 5, 2, 1])?;
    /// for variant in [LctrVariant::Lctr, LctrVariant::Downright] {
    ///     assert_eq!(variant.grundy_dp(&lambda, Convention::Normal)?, 0);
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn grundy_dp(self, lambda: &Partition, convention: Convention) -> Result<u64, LctrError> {
        dp_value(Rules::new(self, convention), lambda)
    }
}

impl Lctr {
    /// SG(A) or SG⁻(A) of LCTR from λ by the O(|λ|) dynamic program of
    /// Ilić (equation (3) of Gottlieb–Krnc–Muršič): the baseline of
    /// [`Lctr::value`].
    ///
    /// # Errors
    /// [`LctrError::TooLarge`] if |λ| exceeds [`MAX_BOARD_CELLS`].
    ///
    /// # Complexity
    /// Θ(|λ|) time, λ_1 bytes.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Convention;
    /// use hookgames_lctr::Lctr;
    /// use hookgames_partition::Partition;
    /// let lambda = Partition::new(vec![8, 7, 6, 5, 5, 2, 1])?;
    /// assert_eq!(Lctr.grundy_dp(&lambda, Convention::Normal)?, Lctr.value(&lambda, Convention::Normal)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn grundy_dp(&self, lambda: &Partition, convention: Convention) -> Result<u64, LctrError> {
        LctrVariant::Lctr.grundy_dp(lambda, convention)
    }
}

impl Downright {
    /// SG(A) or SG⁻(A) of Downright from λ by the O(|λ|) dynamic program
    /// (equation (4) of Gottlieb–Krnc–Muršič, erratum corrected): the
    /// baseline of [`Downright::value`].
    ///
    /// # Errors
    /// [`LctrError::EmptyDownright`] for ∅;
    /// [`LctrError::TooLarge`] if |λ| exceeds [`MAX_BOARD_CELLS`].
    ///
    /// # Complexity
    /// Θ(|λ|) time, λ_1 bytes.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Convention;
    /// use hookgames_lctr::Downright;
    /// use hookgames_partition::Partition;
    /// let lambda = Partition::new(vec![8, 7, 6, 5, 5, 2, 1])?;
    /// assert_eq!(Downright.grundy_dp(&lambda, Convention::Misere)?, Downright.value(&lambda, Convention::Misere)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn grundy_dp(&self, lambda: &Partition, convention: Convention) -> Result<u64, LctrError> {
        LctrVariant::Downright.grundy_dp(lambda, convention)
    }
}
