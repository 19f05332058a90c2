use std::cmp::Ordering;
use std::fmt;
use std::iter::FusedIterator;

use hookgames_partition::Partition;
use smallvec::SmallVec;

use crate::{MayaError, bits};

/// The bitset limit: cells of a [`MayaDiagram`] are `< MAX_CELLS` (2^28, so a
/// diagram takes at most 32 MiB). The same number bounds the counts this
/// crate takes from its user (stones, rectangle sides, column lengths);
/// exceeding it is an error that names it, never a truncation. Lists with
/// one word per stone (β-numbers, bead levels, the elements of a subset)
/// are also measured in bytes against the family's memory budget
/// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES)
/// (2^25 words) before they are allocated.
pub const MAX_CELLS: u64 = 1 << 28;

/// A Maya diagram: finitely many stones on the board ℕ = {0, 1, 2, …}, at most
/// one per cell (Kawanaka §8, Fig. 7, the one-line realization of the
/// Nakayama algorithm). Read as a set of cells it is a *β-set* (a set of
/// β-numbers, Nakayama; "first column hook lengths", James–Kerber 2.7), so
/// [`BetaSet`] is another name for this type.
///
/// # Conventions
///
/// * Cells are 0-based, as on Kawanaka's board.
/// * With ℓ stones, a partition λ (ℓ(λ) ≤ ℓ rows) has the β-numbers
///   β_i = λ_i + ℓ − i for i = 1, …, ℓ (λ_i = 0 for i > ℓ(λ)), strictly
///   decreasing. With ℓ = ℓ(λ) they are the hook lengths of the first column
///   (Kawanaka §8: (9,8,6,5,5,2) ↦ {14,12,9,7,6,2}). Conversely any finite
///   set of cells is the β-set of exactly one partition: λ_i = β_i − #{stones
///   below β_i}. Adding stones at the bottom (cells 0, …, k−1, everything else
///   moved up by k) or removing a full bottom run changes the set but not the
///   partition.
/// * Moving a stone from s to an empty cell s' < s is removing a hook of
///   length s − s' (Kawanaka §8); the box is `(i, j)` with s the i-th
///   largest stone and s' the j-th smallest empty cell (see
///   [`MayaDiagram::box_to_move`]).
///
/// # Representation
///
/// The stones are bits of little-endian `u64` words in a
/// `SmallVec<[u64; 1]>`: a diagram whose stones are all below 64 is one
/// inline word (no heap), wider ones spill to the heap. Trailing zero words
/// are never stored, so equality and hashing depend on the set only. Cells
/// are limited to `< MAX_CELLS`; constructors return
/// [`MayaError::CellTooLarge`] or [`MayaError::BetaTooLarge`] beyond it.
///
/// `Ord` is the colexicographic order: sets compare as the integers
/// Σ_{s ∈ S} 2^s (so by highest stone first). On the m-subsets of
/// [`RectSubset`](crate::RectSubset) it is the order of
/// [`RectSubset::rank`](crate::RectSubset::rank).
///
/// # Example
/// ```
/// use hookgames_maya::MayaDiagram;
/// use hookgames_partition::Partition;
/// let y = Partition::new(vec![9, 8, 6, 5, 5, 2])?;
/// let p = MayaDiagram::from_partition(&y)?;
/// assert_eq!(p.stones().collect::<Vec<_>>(), [14, 12, 9, 7, 6, 2]);
/// // Kawanaka §8: moving 9 -> 3 removes a hook of length 6.
/// let q = p.with_move(9, 3)?;
/// assert_eq!(q.to_partition()?.parts(), &[9, 8, 4, 4, 2, 2]);
/// assert_eq!(p.move_to_box((9, 3))?, (3, 3));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Serialization
/// With the `serde` feature a diagram is serializable as its stones (its
/// β-numbers), largest first: `[14, 12, 9, 7, 6, 2]` (no stones is `[]`).
/// Reading goes through [`MayaDiagram::new`]: any order is accepted, and a
/// repeated cell or a cell `≥ MAX_CELLS` is refused with its message.
/// ```
/// # #[cfg(feature = "serde")] {
/// use hookgames_maya::MayaDiagram;
/// use hookgames_partition::Partition;
/// let p: MayaDiagram = serde_json::from_str("[14, 12, 9, 7, 6, 2]")?; // Kawanaka §8
/// assert_eq!(p.to_partition()?, Partition::new(vec![9, 8, 6, 5, 5, 2])?);
/// assert_eq!(serde_json::to_string(&p)?, "[14,12,9,7,6,2]");
/// assert!(serde_json::from_str::<MayaDiagram>("[3, 3]").is_err());
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Default)]
pub struct MayaDiagram {
    words: SmallVec<[u64; 1]>,
}

/// Another name for [`MayaDiagram`]: a finite set of β-numbers.
pub type BetaSet = MayaDiagram;

fn check_cell(cell: u64) -> Result<(), MayaError> {
    if cell >= MAX_CELLS {
        Err(MayaError::CellTooLarge {
            cell,
            limit: MAX_CELLS,
        })
    } else {
        Ok(())
    }
}

impl MayaDiagram {
    /// The empty diagram (no stones): the β-set of ∅ with ℓ = 0.
    ///
    /// # Complexity
    /// O(1), no allocation.
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// use hookgames_partition::Partition;
    /// assert_eq!(MayaDiagram::empty().to_partition()?, Partition::empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn empty() -> Self {
        MayaDiagram {
            words: SmallVec::new(),
        }
    }

    /// A diagram from little-endian words (trailing zeros allowed).
    pub(crate) fn from_word_vec(words: Vec<u64>) -> Self {
        Self::from_words(SmallVec::from_vec(words))
    }

    fn from_words(words: SmallVec<[u64; 1]>) -> Self {
        let mut d = MayaDiagram { words };
        d.normalize();
        d
    }

    fn normalize(&mut self) {
        while self.words.last() == Some(&0) {
            self.words.pop();
        }
        if self.words.spilled() && self.words.len() <= 1 {
            // Back to the inline word: a one-word diagram never holds heap.
            self.words.shrink_to_fit();
        }
    }

    /// The diagram whose stones are the set bits of `word` (cell c ↔ bit c).
    ///
    /// # Complexity
    /// O(1), no allocation.
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// let d = MayaDiagram::from_word(0b1011);
    /// assert_eq!(d.stones().collect::<Vec<_>>(), [3, 1, 0]);
    /// ```
    pub fn from_word(word: u64) -> Self {
        Self::from_words(SmallVec::from_buf([word]))
    }

    /// The diagram with stones on the given cells (any order).
    ///
    /// # Errors
    /// [`MayaError::DuplicateStone`] if a cell is listed twice;
    /// [`MayaError::CellTooLarge`] if a cell is `≥ MAX_CELLS`.
    ///
    /// # Complexity
    /// O(k + h/64) for k cells with highest cell h.
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::{MayaDiagram, MayaError};
    /// let d = MayaDiagram::new([2, 6, 7, 9, 12, 14])?;
    /// assert_eq!(d.count(), 6);
    /// assert_eq!(MayaDiagram::new([1, 1]), Err(MayaError::DuplicateStone { cell: 1 }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new<I: IntoIterator<Item = u64>>(cells: I) -> Result<Self, MayaError> {
        let mut words: SmallVec<[u64; 1]> = SmallVec::new();
        for c in cells {
            check_cell(c)?;
            let (i, b) = ((c / 64) as usize, c % 64);
            if i >= words.len() {
                words.resize(i + 1, 0);
            }
            if (words[i] >> b) & 1 == 1 {
                return Err(MayaError::DuplicateStone { cell: c });
            }
            words[i] |= 1 << b;
        }
        Ok(Self::from_words(words))
    }

    /// The β-set of λ with ℓ = ℓ(λ) stones (one per row): the hook lengths of
    /// the first column, Kawanaka §8.
    ///
    /// # Errors
    /// [`MayaError::BetaTooLarge`] if λ_1 + ℓ − 1 ≥ `MAX_CELLS`.
    ///
    /// # Complexity
    /// O(ℓ + λ_1/64).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// use hookgames_partition::Partition;
    /// let d = MayaDiagram::from_partition(&Partition::new(vec![9, 8, 6, 5, 5, 2])?)?;
    /// assert_eq!(d.to_string(), "{14, 12, 9, 7, 6, 2}");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_partition(lambda: &Partition) -> Result<Self, MayaError> {
        Self::from_partition_with_stones(lambda, lambda.len())
    }

    /// The β-set of λ with `stones` = ℓ ≥ ℓ(λ) stones: β_i = λ_i + ℓ − i,
    /// i = 1, …, ℓ (cells 0-based).
    ///
    /// # Errors
    /// [`MayaError::TooFewStones`] if ℓ < ℓ(λ); [`MayaError::TooManyStones`]
    /// if ℓ > `MAX_CELLS`; [`MayaError::BetaTooLarge`] if
    /// λ_1 + ℓ − 1 ≥ `MAX_CELLS`.
    ///
    /// # Complexity
    /// O(ℓ + (λ_1 + ℓ)/64).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// use hookgames_partition::Partition;
    /// let y = Partition::new(vec![2, 1])?;
    /// let d = MayaDiagram::from_partition_with_stones(&y, 4)?;
    /// assert_eq!(d.stones().collect::<Vec<_>>(), [5, 3, 1, 0]);
    /// assert_eq!(d.to_partition()?, y);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_partition_with_stones(
        lambda: &Partition,
        stones: usize,
    ) -> Result<Self, MayaError> {
        let rows = lambda.len();
        if stones < rows {
            return Err(MayaError::TooFewStones { stones, rows });
        }
        if stones as u64 > MAX_CELLS {
            return Err(MayaError::TooManyStones {
                stones,
                limit: MAX_CELLS,
            });
        }
        if stones == 0 {
            return Ok(Self::empty());
        }
        let first = lambda.part(1);
        // Highest cell λ_1 + ℓ − 1 < MAX_CELLS ⇔ λ_1 + ℓ ≤ MAX_CELLS.
        if first > MAX_CELLS || first + stones as u64 > MAX_CELLS {
            return Err(MayaError::BetaTooLarge {
                first_part: first,
                stones,
                limit: MAX_CELLS,
            });
        }
        let top = first + stones as u64 - 1;
        let mut words: SmallVec<[u64; 1]> = SmallVec::from_elem(0, (top / 64) as usize + 1);
        let l = stones as u64;
        for (k, &p) in lambda.parts().iter().enumerate() {
            let c = p + l - 1 - k as u64;
            words[(c / 64) as usize] |= 1 << (c % 64);
        }
        // Rows beyond ℓ(λ) (λ_i = 0) fill the cells 0, …, ℓ − ℓ(λ) − 1.
        let bottom = (stones - rows) as u64;
        fill_below(&mut words, bottom);
        Ok(Self::from_words(words))
    }

    /// The partition whose β-set this is: λ_i = β_i − (ℓ − i) for the stones
    /// β_1 > β_2 > … > β_ℓ (zeros trimmed). Every finite set of cells is the
    /// β-set of exactly one partition.
    ///
    /// # Errors
    /// [`MayaError::Partition`] with `PartitionError::TooLarge` if its parts
    /// (one per stone above the bottom run, 8 bytes each) exceed the memory
    /// budget
    /// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES)
    /// — more than 2^25 of them (checked before allocating; the size itself
    /// is below 2^56 under `MAX_CELLS`).
    ///
    /// # Complexity
    /// O(ℓ + h/64) time for ℓ stones and highest cell h; 8 bytes per part.
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// let d = MayaDiagram::new([0, 1, 2, 5, 7])?;
    /// assert_eq!(d.to_partition()?.parts(), &[3, 2]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_partition(&self) -> Result<Partition, MayaError> {
        // One part per stone above the bottom run (those below give 0).
        crate::error::check_words(
            "the parts of the partition of a Maya diagram",
            self.count() as u128 - u128::from(self.bottom_run()),
            "use MayaDiagram::stones, a lazy walk",
        )?;
        let l = self.count() as u64;
        let parts: Vec<u64> = self
            .stones()
            .enumerate()
            .map(|(k, s)| s - (l - 1 - k as u64))
            .take_while(|&p| p > 0)
            .collect();
        Ok(Partition::new(parts)?)
    }

    /// |λ| for the partition λ of this β-set: Σ β_i − ℓ(ℓ−1)/2.
    ///
    /// # Complexity
    /// O(ℓ + h/64).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// assert_eq!(MayaDiagram::new([14, 12, 9, 7, 6, 2])?.partition_size(), 35);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn partition_size(&self) -> u64 {
        // Under MAX_CELLS = 2^28 the sum is below 2^56: no overflow.
        let l = self.count() as u64;
        let sum: u64 = self.stones().sum();
        sum - l * l.saturating_sub(1) / 2
    }

    /// The number of stones ℓ.
    ///
    /// # Complexity
    /// O(h/64) (a popcount per word).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// assert_eq!(MayaDiagram::new([0, 70, 3])?.count(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn count(&self) -> usize {
        bits::count(&self.words)
    }

    /// `true` if there is no stone.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// assert!(MayaDiagram::empty().is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }

    /// Is there a stone on `cell`?
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// let d = MayaDiagram::new([2, 100])?;
    /// assert!(d.contains(100) && !d.contains(99) && !d.contains(u64::MAX));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn contains(&self, cell: u64) -> bool {
        bits::get(&self.words, cell)
    }

    /// The highest occupied cell, `None` for the empty diagram.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// assert_eq!(MayaDiagram::new([2, 100])?.highest(), Some(100));
    /// assert_eq!(MayaDiagram::empty().highest(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn highest(&self) -> Option<u64> {
        let i = self.words.len().checked_sub(1)?;
        Some(i as u64 * 64 + 63 - u64::from(self.words[i].leading_zeros()))
    }

    /// The stones as one `u64` word (bit c ↔ cell c) when every stone is below
    /// 64, else `None`: the hot-path representation.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// assert_eq!(MayaDiagram::new([0, 3])?.as_word(), Some(0b1001));
    /// assert_eq!(MayaDiagram::new([64])?.as_word(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn as_word(&self) -> Option<u64> {
        match self.words.len() {
            0 => Some(0),
            1 => Some(self.words[0]),
            _ => None,
        }
    }

    /// The little-endian words of the bitset, without trailing zero words.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// assert_eq!(MayaDiagram::new([1, 64])?.words(), &[2, 1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn words(&self) -> &[u64] {
        &self.words
    }

    /// The occupied cells, largest first (β_1 > β_2 > …). The iterator is
    /// double-ended: `.rev()` gives them smallest first.
    ///
    /// # Complexity
    /// O(ℓ + h/64) for the whole iteration.
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// let d = MayaDiagram::new([6, 2, 9])?;
    /// assert_eq!(d.stones().collect::<Vec<_>>(), [9, 6, 2]);
    /// assert_eq!(d.stones().rev().collect::<Vec<_>>(), [2, 6, 9]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn stones(&self) -> Stones<'_> {
        Stones {
            words: &self.words,
            hi: self.words.len() as u64 * 64,
            lo: 0,
            remaining: self.count(),
        }
    }

    /// Moves the stone on `from` to the empty cell `to < from` (removing a hook
    /// of length `from − to`, Kawanaka §8).
    ///
    /// # Errors
    /// [`MayaError::NotAStone`] if `from` is empty; [`MayaError::MoveNotDown`]
    /// if `to ≥ from`; [`MayaError::CellOccupied`] if `to` holds a stone.
    /// On error the diagram is unchanged.
    ///
    /// # Complexity
    /// O(1) plus O(h/64) when the top word empties.
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// let mut d = MayaDiagram::new([5, 2])?;
    /// d.move_stone(5, 0)?;
    /// assert_eq!(d, MayaDiagram::new([2, 0])?);
    /// assert!(d.move_stone(2, 0).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn move_stone(&mut self, from: u64, to: u64) -> Result<(), MayaError> {
        self.check_move(from, to)?;
        // from < MAX_CELLS-ish and inside the stored words since it is a stone.
        let (fi, fb) = ((from / 64) as usize, from % 64);
        let (ti, tb) = ((to / 64) as usize, to % 64);
        self.words[fi] &= !(1u64 << fb);
        self.words[ti] |= 1u64 << tb;
        self.normalize();
        Ok(())
    }

    fn check_move(&self, from: u64, to: u64) -> Result<(), MayaError> {
        if !self.contains(from) {
            return Err(MayaError::NotAStone { cell: from });
        }
        if to >= from {
            return Err(MayaError::MoveNotDown { from, to });
        }
        if self.contains(to) {
            return Err(MayaError::CellOccupied { cell: to });
        }
        Ok(())
    }

    /// The diagram after moving the stone on `from` to the empty cell `to`.
    ///
    /// # Errors
    /// As [`MayaDiagram::move_stone`].
    ///
    /// # Complexity
    /// O(h/64) (one copy).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// let d = MayaDiagram::new([14, 12, 9, 7, 6, 2])?;
    /// assert_eq!(d.with_move(9, 3)?.to_string(), "{14, 12, 7, 6, 3, 2}");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_move(&self, from: u64, to: u64) -> Result<Self, MayaError> {
        let mut d = self.clone();
        d.move_stone(from, to)?;
        Ok(d)
    }

    /// All moves `(s, s')` (a stone s, an empty cell s' < s), lazily: stones
    /// from the top, and for each stone the empty cells below it from the
    /// top. There are exactly |λ| of them, one per box (Kawanaka §8).
    ///
    /// # Complexity
    /// O(1) amortized per move plus O(h/64) in total for the scans.
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// let d = MayaDiagram::new([3, 1])?; // the partition (2, 1)
    /// assert_eq!(d.moves().collect::<Vec<_>>(), [(3, 2), (3, 0), (1, 0)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn moves(&self) -> Moves<'_> {
        let stone = self.highest();
        Moves {
            words: &self.words,
            stone,
            cursor: stone.unwrap_or(0),
        }
    }

    /// The move `(s, s')` of the hook at the box `(i, j)` (1-based, English)
    /// of the partition of this β-set: s is the i-th largest stone and s' the
    /// j-th smallest empty cell, and s − s' is the hook length h(i, j).
    ///
    /// # Errors
    /// [`MayaError::BoxOutside`] if `(i, j)` is not a box (i = 0, j = 0,
    /// i > ℓ or j > λ_i).
    ///
    /// # Complexity
    /// O(h/64 + 64).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// let d = MayaDiagram::new([14, 12, 9, 7, 6, 2])?; // (9,8,6,5,5,2)
    /// assert_eq!(d.box_to_move((1, 1))?, (14, 0)); // the hook at (1,1) has length 14
    /// assert_eq!(d.box_to_move((3, 3))?, (9, 3));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn box_to_move(&self, (i, j): (usize, u64)) -> Result<(u64, u64), MayaError> {
        let l = self.count();
        let s = if i == 0 {
            None
        } else {
            bits::select_from_top(&self.words, i)
        };
        let part = s.map_or(0, |s| s - (l - i) as u64);
        match s {
            Some(s) if j >= 1 && j <= part => {
                // The j-th empty cell is below s because part ≥ j.
                let t = bits::select_clear(&self.words, j).ok_or(MayaError::BoxOutside {
                    row: i,
                    col: j,
                    part,
                })?;
                Ok((s, t))
            }
            _ => Err(MayaError::BoxOutside {
                row: i,
                col: j,
                part,
            }),
        }
    }

    /// The box `(i, j)` whose hook is removed by the move `(s, s')`:
    /// i = #{stones ≥ s}, j = #{empty cells ≤ s'}.
    ///
    /// # Errors
    /// [`MayaError::NotAStone`], [`MayaError::MoveNotDown`],
    /// [`MayaError::CellOccupied`] as for [`MayaDiagram::move_stone`].
    ///
    /// # Complexity
    /// O(h/64).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// let d = MayaDiagram::new([14, 12, 9, 7, 6, 2])?;
    /// assert_eq!(d.move_to_box((14, 0))?, (1, 1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn move_to_box(&self, (s, t): (u64, u64)) -> Result<(usize, u64), MayaError> {
        self.check_move(s, t)?;
        let i = self.count() - bits::count_below(&self.words, s);
        let j = t - bits::count_below(&self.words, t) as u64 + 1;
        Ok((i, j))
    }

    /// The number of stones on the bottom run 0, 1, …, k − 1 (the largest k
    /// with all those cells occupied). Removing them leaves the β-set with
    /// exactly ℓ(λ) stones.
    ///
    /// # Complexity
    /// O(k/64 + 1).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// assert_eq!(MayaDiagram::new([0, 1, 2, 5])?.bottom_run(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn bottom_run(&self) -> u64 {
        bits::select_clear(&self.words, 1).unwrap_or(0)
    }

    /// Adds k stones at the bottom: every stone moves up by k and the cells
    /// 0, …, k − 1 are filled (the β-set of the same partition with ℓ + k
    /// stones).
    ///
    /// # Errors
    /// [`MayaError::CellTooLarge`] if the highest cell would reach `MAX_CELLS`.
    ///
    /// # Complexity
    /// O((h + k)/64).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// let d = MayaDiagram::new([3, 1])?;
    /// let e = d.add_bottom_stones(2)?;
    /// assert_eq!(e.stones().collect::<Vec<_>>(), [5, 3, 1, 0]);
    /// assert_eq!(e.to_partition()?, d.to_partition()?);
    /// assert_eq!(e.remove_bottom_stones(2)?, d);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn add_bottom_stones(&self, k: u64) -> Result<Self, MayaError> {
        let top = match self.highest() {
            Some(h) => h.checked_add(k),
            None => Some(k.saturating_sub(1)),
        };
        match top {
            Some(t) if t < MAX_CELLS => {}
            _ => {
                let cell = top.unwrap_or(u64::MAX);
                return Err(MayaError::CellTooLarge {
                    cell,
                    limit: MAX_CELLS,
                });
            }
        }
        let mut words = bits::shift_up(&self.words, k);
        fill_below(&mut words, k);
        Ok(Self::from_words(SmallVec::from_vec(words)))
    }

    /// Removes the stones on 0, …, k − 1 and moves every other stone down by
    /// k: the inverse of [`MayaDiagram::add_bottom_stones`].
    ///
    /// # Errors
    /// [`MayaError::BottomNotFull`] if one of the cells 0, …, k − 1 is empty.
    ///
    /// # Complexity
    /// O((h + k)/64).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// let d = MayaDiagram::new([0, 1, 4])?;
    /// assert_eq!(d.remove_bottom_stones(2)?, MayaDiagram::new([2])?);
    /// assert!(d.remove_bottom_stones(3).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn remove_bottom_stones(&self, k: u64) -> Result<Self, MayaError> {
        let run = self.bottom_run();
        if run < k {
            return Err(MayaError::BottomNotFull {
                count: k,
                cell: run,
            });
        }
        Ok(Self::from_words(SmallVec::from_vec(bits::shift_down(
            &self.words,
            k,
        ))))
    }

    /// The β-set of the same partition with exactly ℓ(λ) stones (the bottom
    /// run removed).
    ///
    /// # Complexity
    /// O(h/64).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// let d = MayaDiagram::new([0, 1, 4, 6])?; // (3, 2) with 4 stones
    /// assert_eq!(d.reduced(), MayaDiagram::new([2, 4])?);
    /// assert_eq!(d.reduced().to_partition()?, d.to_partition()?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn reduced(&self) -> Self {
        let k = self.bottom_run();
        Self::from_words(SmallVec::from_vec(bits::shift_down(&self.words, k)))
    }
}

/// Sets the cells 0, …, k − 1 (the words must already be long enough).
fn fill_below(words: &mut [u64], k: u64) {
    let full = (k / 64) as usize;
    for w in &mut words[..full] {
        *w = u64::MAX;
    }
    if !k.is_multiple_of(64) {
        words[full] |= (1u64 << (k % 64)) - 1;
    }
}

impl Ord for MayaDiagram {
    fn cmp(&self, other: &Self) -> Ordering {
        self.words
            .len()
            .cmp(&other.words.len())
            .then_with(|| self.words.iter().rev().cmp(other.words.iter().rev()))
    }
}

impl PartialOrd for MayaDiagram {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// `{14, 12, 9, 7, 6, 2}`: the stones, largest first, as Kawanaka writes the
/// β-numbers.
impl fmt::Display for MayaDiagram {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        for (k, s) in self.stones().enumerate() {
            if k > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{s}")?;
        }
        f.write_str("}")
    }
}

impl fmt::Debug for MayaDiagram {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "MayaDiagram{self}")
    }
}

/// The stones of a [`MayaDiagram`], largest first (double-ended).
#[derive(Debug, Clone)]
pub struct Stones<'a> {
    words: &'a [u64],
    /// Every stone not yet yielded from the front is `< hi`.
    hi: u64,
    /// Every stone not yet yielded from the back is `≥ lo`.
    lo: u64,
    remaining: usize,
}

impl Iterator for Stones<'_> {
    type Item = u64;

    fn next(&mut self) -> Option<u64> {
        if self.remaining == 0 {
            return None;
        }
        let s = bits::highest_set_below(self.words, self.hi)?;
        self.hi = s;
        self.remaining -= 1;
        Some(s)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.remaining, Some(self.remaining))
    }
}

impl DoubleEndedIterator for Stones<'_> {
    fn next_back(&mut self) -> Option<u64> {
        if self.remaining == 0 {
            return None;
        }
        let s = bits::lowest_set_from(self.words, self.lo)?;
        self.lo = s + 1;
        self.remaining -= 1;
        Some(s)
    }
}

impl ExactSizeIterator for Stones<'_> {}
impl FusedIterator for Stones<'_> {}

/// The moves `(s, s')` of a [`MayaDiagram`], see [`MayaDiagram::moves`].
#[derive(Debug, Clone)]
pub struct Moves<'a> {
    words: &'a [u64],
    /// The stone whose moves are being listed.
    stone: Option<u64>,
    /// The next target is the highest empty cell below `cursor`.
    cursor: u64,
}

impl Iterator for Moves<'_> {
    type Item = (u64, u64);

    fn next(&mut self) -> Option<(u64, u64)> {
        loop {
            let s = self.stone?;
            if let Some(t) = bits::highest_clear_below(self.words, self.cursor) {
                self.cursor = t;
                return Some((s, t));
            }
            // No empty cell below the cursor: every cell below it is full, so
            // the stones below s that still have moves lie above the cursor.
            self.stone = bits::highest_set_below(self.words, s).filter(|&t| t > self.cursor);
            if let Some(t) = self.stone {
                self.cursor = t;
            }
        }
    }
}

impl FusedIterator for Moves<'_> {}
