//! Shifted Young diagrams, their hooks (arm, leg, tail) and hook removal
//! (Abuku–Tada §5.1–5.2).

use std::fmt;
use std::str::FromStr;

use crate::PartitionError;
use crate::partition::check_words;

/// A strict partition λ_1 > λ_2 > … > λ_ℓ > 0 read as a shifted Young
/// diagram (Abuku–Tada §5.1): row `i` occupies the columns
/// `i, i+1, …, λ_i + i − 1`, so boxes are the pairs (i, j) with
/// i ≤ j ≤ λ_i + i − 1 (1-based shifted coordinates).
///
/// (The set-builder formula in Abuku–Tada §5.1 prints `j ≤ λ_i`; the figure
/// of (7, 6, 4, 3, 2) there and the rest of the paper use
/// `j ≤ λ_i + i − 1`, as here.)
///
/// # Example
/// ```
/// use hookgames_partition::ShiftedPartition;
/// let s: ShiftedPartition = "7,6,4,3,2".parse()?;
/// assert_eq!(s.size(), 22);
/// assert!(s.contains(2, 7) && !s.contains(2, 8) && !s.contains(3, 2));
/// // Abuku–Tada, Example 5.4
/// assert_eq!(s.remove_hook(2, 3)?.parts(), &[7, 4, 2]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Serialization
/// With the `serde` feature it is serializable as its list of strictly
/// decreasing parts: `[7, 6, 4, 3, 2]` (∅ is `[]`). Reading goes through
/// [`ShiftedPartition::new`]: a repeated or increasing part is refused
/// with its message.
/// ```
/// # #[cfg(feature = "serde")] {
/// use hookgames_partition::ShiftedPartition;
/// let s: ShiftedPartition = serde_json::from_str("[7, 6, 4, 3, 2]")?;
/// assert_eq!(serde_json::to_string(&s)?, "[7,6,4,3,2]");
/// assert!(serde_json::from_str::<ShiftedPartition>("[5, 5]").is_err());
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ShiftedPartition {
    parts: Vec<u64>,
    size: u64,
}

impl ShiftedPartition {
    /// The empty shifted diagram ∅.
    pub const fn empty() -> Self {
        ShiftedPartition {
            parts: Vec::new(),
            size: 0,
        }
    }

    /// A shifted diagram from strictly decreasing parts; trailing zeros are
    /// trimmed.
    ///
    /// # Errors
    /// [`PartitionError::NotStrict`] if a part is not smaller than the one
    /// before it; [`PartitionError::SizeOverflow`] if the number of boxes
    /// exceeds `u64::MAX`.
    ///
    /// # Complexity
    /// O(ℓ).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::ShiftedPartition;
    /// assert_eq!(ShiftedPartition::new(vec![5, 2, 0])?.parts(), &[5, 2]);
    /// assert!(ShiftedPartition::new(vec![5, 5]).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(mut parts: Vec<u64>) -> Result<Self, PartitionError> {
        while parts.last() == Some(&0) {
            parts.pop();
        }
        let mut size: u64 = 0;
        for (k, &p) in parts.iter().enumerate() {
            if k > 0 && p >= parts[k - 1] {
                return Err(PartitionError::NotStrict {
                    index: k + 1,
                    part: p,
                    prev: parts[k - 1],
                });
            }
            size = size.checked_add(p).ok_or(PartitionError::SizeOverflow)?;
        }
        Ok(ShiftedPartition { parts, size })
    }

    pub(crate) fn from_sorted_unchecked(parts: Vec<u64>, size: u64) -> Self {
        debug_assert!(parts.windows(2).all(|w| w[0] > w[1]));
        debug_assert!(parts.last() != Some(&0));
        debug_assert_eq!(parts.iter().sum::<u64>(), size);
        ShiftedPartition { parts, size }
    }

    /// The parts λ_1 > … > λ_ℓ > 0 (row lengths).
    pub fn parts(&self) -> &[u64] {
        &self.parts
    }

    /// Consumes the diagram and returns its parts.
    pub fn into_parts(self) -> Vec<u64> {
        self.parts
    }

    /// The number of boxes |λ|.
    pub fn size(&self) -> u64 {
        self.size
    }

    /// The number of rows ℓ, the height h(S) of Abuku–Tada §5.1.
    pub fn len(&self) -> usize {
        self.parts.len()
    }

    /// `true` for ∅.
    pub fn is_empty(&self) -> bool {
        self.parts.is_empty()
    }

    /// The heap memory the shifted diagram owns, in bytes: 8 per allocated
    /// part. It takes `size_of::<ShiftedPartition>() + heap_bytes()` bytes
    /// in all — the measure for a game's `Algorithm::state_bytes` when its
    /// states are shifted diagrams.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::ShiftedPartition;
    /// assert_eq!(ShiftedPartition::new(vec![3, 1])?.heap_bytes(), 16);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn heap_bytes(&self) -> usize {
        std::mem::size_of::<u64>() * self.parts.capacity()
    }

    /// The part λ_i (1-based); 0 beyond the last row and for `i = 0`.
    pub fn part(&self, i: usize) -> u64 {
        if i == 0 {
            0
        } else {
            self.parts.get(i - 1).copied().unwrap_or(0)
        }
    }

    /// The last column λ_i + i − 1 of row `i` (1-based); meaningful for
    /// 1 ≤ i ≤ ℓ (the sum fits: λ_i + i − 1 ≤ |λ|).
    fn row_end(&self, i: usize) -> u64 {
        // i − 1 first: λ_1 + 1 alone may exceed u64::MAX.
        self.part(i) + (i as u64 - 1)
    }

    /// The number of rows k with λ_k + k − 1 ≥ j (those reaching column
    /// `j`); the row ends are non-increasing, so these rows form a prefix.
    fn rows_reaching(&self, j: u64) -> usize {
        let (mut lo, mut hi) = (0usize, self.parts.len());
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if self.row_end(mid + 1) >= j {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        lo
    }

    /// `true` if (i, j) is a box: 1 ≤ i ≤ ℓ and i ≤ j ≤ λ_i + i − 1.
    ///
    /// # Complexity
    /// O(1).
    pub fn contains(&self, i: usize, j: u64) -> bool {
        i >= 1 && i <= self.parts.len() && j >= i as u64 && j <= self.row_end(i)
    }

    /// Returns `Ok(())` if (i, j) is a box of the shifted diagram.
    ///
    /// # Errors
    /// [`PartitionError::NotInDiagram`] naming the box and the shape.
    ///
    /// # Complexity
    /// O(1) when present; O(ℓ) to format the error otherwise.
    pub fn check_box(&self, i: usize, j: u64) -> Result<(), PartitionError> {
        if self.contains(i, j) {
            Ok(())
        } else {
            Err(PartitionError::NotInDiagram {
                row: i,
                col: j,
                shape: format!("the shifted diagram {self}"),
            })
        }
    }

    /// All boxes (i, j) in shifted coordinates, row by row, left to right.
    /// Lazy.
    ///
    /// # Complexity
    /// O(1) per box.
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::ShiftedPartition;
    /// let s = ShiftedPartition::new(vec![3, 1])?;
    /// assert_eq!(s.boxes().collect::<Vec<_>>(), vec![(1, 1), (1, 2), (1, 3), (2, 2)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn boxes(&self) -> impl Iterator<Item = (usize, u64)> + '_ {
        (1..=self.parts.len()).flat_map(move |i| (i as u64..=self.row_end(i)).map(move |j| (i, j)))
    }

    /// arm_S(i, j) = {(i, j') ∈ S : j' > j} (Abuku–Tada, Definition 5.1).
    /// Lazy, left to right.
    ///
    /// # Errors
    /// [`PartitionError::NotInDiagram`] if (i, j) is not a box.
    ///
    /// # Complexity
    /// O(1) to create, O(1) per box.
    pub fn arm(
        &self,
        i: usize,
        j: u64,
    ) -> Result<impl Iterator<Item = (usize, u64)> + use<>, PartitionError> {
        self.check_box(i, j)?;
        // j < c ≤ row_end(i), written without j + 1 (j may be u64::MAX).
        Ok((j..self.row_end(i)).map(move |c| (i, c + 1)))
    }

    /// The last row of the leg of column `j` (≥ i if (i, j) is a box).
    fn leg_bottom(&self, j: u64) -> usize {
        let reach = self.rows_reaching(j);
        match usize::try_from(j) {
            Ok(ju) => reach.min(ju),
            Err(_) => reach,
        }
    }

    /// leg_S(i, j) = {(i', j) ∈ S : i' > i} (Abuku–Tada, Definition 5.1).
    /// Lazy, top to bottom.
    ///
    /// # Errors
    /// [`PartitionError::NotInDiagram`] if (i, j) is not a box.
    ///
    /// # Complexity
    /// O(log ℓ) to create, O(1) per box.
    pub fn leg(
        &self,
        i: usize,
        j: u64,
    ) -> Result<impl Iterator<Item = (usize, u64)> + use<>, PartitionError> {
        self.check_box(i, j)?;
        Ok((i..self.leg_bottom(j)).map(move |r| (r + 1, j)))
    }

    /// The tail row j+1 of a box in column `j`, if it exists.
    fn tail_row(&self, j: u64) -> Option<usize> {
        let r = usize::try_from(j).ok()?.checked_add(1)?;
        (r <= self.parts.len()).then_some(r)
    }

    /// tail_S(i, j) = {(i', j') ∈ S : i' = j + 1, j' > j} (Abuku–Tada,
    /// Definition 5.1): the whole row j + 1, if it exists. Lazy.
    ///
    /// # Errors
    /// [`PartitionError::NotInDiagram`] if (i, j) is not a box.
    ///
    /// # Complexity
    /// O(1) to create, O(1) per box.
    pub fn tail(
        &self,
        i: usize,
        j: u64,
    ) -> Result<impl Iterator<Item = (usize, u64)> + use<>, PartitionError> {
        self.check_box(i, j)?;
        let (row, end) = match self.tail_row(j) {
            Some(r) => (r, self.row_end(r)),
            None => (0, 0),
        };
        // Empty without a tail row (end = 0), even for j = u64::MAX.
        Ok((j..end).map(move |c| (row, c + 1)))
    }

    /// The hook h_S(i, j) = {(i, j)} ⊔ arm ⊔ leg ⊔ tail (Abuku–Tada,
    /// Definition 5.1), in that order. Lazy.
    ///
    /// # Errors
    /// [`PartitionError::NotInDiagram`] if (i, j) is not a box.
    ///
    /// # Complexity
    /// O(log ℓ) to create, O(1) per box.
    ///
    /// # Example
    /// Abuku–Tada, Example 5.4: the hook at (2, 3) in (7, 6, 4, 3, 2).
    /// ```
    /// use hookgames_partition::ShiftedPartition;
    /// let s = ShiftedPartition::new(vec![7, 6, 4, 3, 2])?;
    /// let h: Vec<_> = s.hook(2, 3)?.collect();
    /// assert_eq!(h, vec![(2, 3), (2, 4), (2, 5), (2, 6), (2, 7), (3, 3), (4, 4), (4, 5), (4, 6)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hook(
        &self,
        i: usize,
        j: u64,
    ) -> Result<impl Iterator<Item = (usize, u64)> + use<>, PartitionError> {
        let arm = self.arm(i, j)?;
        let leg = self.leg(i, j)?;
        let tail = self.tail(i, j)?;
        Ok(std::iter::once((i, j)).chain(arm).chain(leg).chain(tail))
    }

    /// The hook length #h_S(i, j) = 1 + #arm + #leg + #tail; equal to
    /// λ_i + λ_{j+1} when row j + 1 exists.
    ///
    /// # Errors
    /// [`PartitionError::NotInDiagram`] if (i, j) is not a box.
    ///
    /// # Complexity
    /// O(log ℓ).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::ShiftedPartition;
    /// let s = ShiftedPartition::new(vec![7, 6, 4, 3, 2])?;
    /// assert_eq!(s.hook_length(2, 3)?, 9);
    /// assert_eq!(s.hook_length(2, 6)?, 5);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hook_length(&self, i: usize, j: u64) -> Result<u64, PartitionError> {
        self.check_box(i, j)?;
        Ok(self.hook_length_unchecked(i, j))
    }

    fn hook_length_unchecked(&self, i: usize, j: u64) -> u64 {
        match self.tail_row(j) {
            Some(t) => self.part(i) + self.part(t),
            None => 1 + (self.row_end(i) - j) + (self.leg_bottom(j) - i) as u64,
        }
    }

    /// Every box with its hook length, row by row (lazy).
    ///
    /// # Complexity
    /// O(log ℓ) per box.
    pub fn hooks(&self) -> impl Iterator<Item = ((usize, u64), u64)> + '_ {
        self.boxes()
            .map(move |(i, j)| ((i, j), self.hook_length_unchecked(i, j)))
    }

    /// All hook lengths as rows: entry `[i-1][k]` is the hook length of the
    /// box (i, i + k).
    ///
    /// # Errors
    /// [`PartitionError::TooLarge`] if the table — ℓ rows of 24 bytes and
    /// |λ| entries of 8 bytes — exceeds
    /// [`MAX_MATERIALIZED_BYTES`](crate::MAX_MATERIALIZED_BYTES); checked
    /// before allocating (use the lazy [`ShiftedPartition::hooks`]).
    ///
    /// # Complexity
    /// O(|λ| log ℓ) time, 24ℓ + 8|λ| bytes.
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::ShiftedPartition;
    /// let s = ShiftedPartition::new(vec![3, 1])?;
    /// assert_eq!(s.hook_lengths()?, vec![vec![4, 3, 1], vec![1]]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hook_lengths(&self) -> Result<Vec<Vec<u64>>, PartitionError> {
        check_words(
            "the table of shifted hook lengths",
            3 * self.parts.len() as u128 + u128::from(self.size),
            "use the lazy ShiftedPartition::hooks",
        )?;
        Ok((1..=self.parts.len())
            .map(|i| {
                (i as u64..=self.row_end(i))
                    .map(|j| self.hook_length_unchecked(i, j))
                    .collect()
            })
            .collect())
    }

    /// Removes the hook h_S(i, j) (Abuku–Tada, Definition 5.3): its boxes
    /// are removed, the boxes (i', j') with i < i' < j + 1 and j' > j move
    /// to (i'−1, j'−1), and those with i' > j + 1 move to (i'−2, j'−2).
    ///
    /// In terms of parts: if row j + 1 exists, the parts λ_i and λ_{j+1}
    /// are deleted (hook length λ_i + λ_{j+1}); otherwise λ_i is replaced by
    /// λ_i − h and the parts re-sorted (a part 0 disappears).
    ///
    /// # Errors
    /// [`PartitionError::NotInDiagram`] if (i, j) is not a box.
    ///
    /// # Complexity
    /// O(ℓ).
    ///
    /// # Example
    /// Abuku–Tada, Example 5.4:
    /// ```
    /// use hookgames_partition::ShiftedPartition;
    /// let s = ShiftedPartition::new(vec![7, 6, 4, 3, 2])?;
    /// assert_eq!(s.remove_hook(2, 3)?.parts(), &[7, 4, 2]);
    /// assert_eq!(s.remove_hook(2, 6)?.parts(), &[7, 4, 3, 2, 1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn remove_hook(&self, i: usize, j: u64) -> Result<ShiftedPartition, PartitionError> {
        self.check_box(i, j)?;
        let h = self.hook_length_unchecked(i, j);
        let p = &self.parts;
        let mut out = Vec::with_capacity(p.len());
        match self.tail_row(j) {
            Some(t) => {
                out.extend_from_slice(&p[..i - 1]);
                out.extend_from_slice(&p[i..t - 1]);
                out.extend_from_slice(&p[t..]);
            }
            None => {
                let bottom = self.leg_bottom(j);
                // The new row `bottom` spans columns bottom..=j−1.
                let x = j - bottom as u64;
                out.extend_from_slice(&p[..i - 1]);
                out.extend_from_slice(&p[i..bottom]);
                if x > 0 {
                    out.push(x);
                }
                out.extend_from_slice(&p[bottom..]);
            }
        }
        Ok(ShiftedPartition::from_sorted_unchecked(out, self.size - h))
    }

    /// The corners: rows `i` whose last box (i, λ_i + i − 1) can be removed
    /// leaving a shifted diagram (λ_i − 1 > λ_{i+1}, or λ_i = 1 in the last
    /// row). Returned as boxes in shifted coordinates, top to bottom.
    ///
    /// # Complexity
    /// O(ℓ).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::ShiftedPartition;
    /// let s = ShiftedPartition::new(vec![4, 3, 1])?;
    /// assert_eq!(s.corners(), vec![(2, 4), (3, 3)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn corners(&self) -> Vec<(usize, u64)> {
        (1..=self.parts.len())
            .filter(|&i| self.part(i) > self.part(i + 1) + 1 || i == self.parts.len())
            .map(|i| (i, self.row_end(i)))
            .collect()
    }

    /// `true` if S ∈ F(S_n): S fits in the staircase S_n = (n, n−1, …, 1),
    /// i.e. λ_1 ≤ n.
    ///
    /// # Complexity
    /// O(1).
    pub fn fits_in_staircase(&self, n: u64) -> bool {
        self.part(1) <= n
    }
}

impl fmt::Debug for ShiftedPartition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ShiftedPartition({self})")
    }
}

/// Comma-separated parts, `7,6,4,3,2`; ∅ for the empty diagram.
impl fmt::Display for ShiftedPartition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.parts.is_empty() {
            return f.write_str("∅");
        }
        for (k, p) in self.parts.iter().enumerate() {
            if k > 0 {
                f.write_str(",")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

/// Parses strictly decreasing parts in the same notations as
/// [`Partition`](crate::Partition) (plain, exponent with multiplicity 1,
/// corner).
///
/// # Errors
/// [`PartitionError::Parse`] with the position and token; a repeated or
/// increasing part is
/// [`ParseErrorKind::NotStrict`](crate::ParseErrorKind::NotStrict).
///
/// # Example
/// ```
/// use hookgames_partition::ShiftedPartition;
/// let s: ShiftedPartition = "(7, 6, 4, 3, 2)".parse()?;
/// assert_eq!(s.len(), 5);
/// assert!("5,5".parse::<ShiftedPartition>().is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl FromStr for ShiftedPartition {
    type Err = PartitionError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let parsed = crate::parse::parse_runs(s, true)?;
        debug_assert!(parsed.runs.iter().all(|r| r.1 == 1));
        let parts: Vec<u64> = parsed.runs.iter().map(|r| r.0).collect();
        Ok(ShiftedPartition::from_sorted_unchecked(parts, parsed.size))
    }
}
