use std::fmt;

use crate::PartitionError;

/// A partition λ = (λ_1 ≥ λ_2 ≥ … ≥ λ_ℓ > 0), read as a Young diagram in
/// English notation: row `i` (1-based, top to bottom) has `λ_i` boxes.
///
/// The parts are kept non-increasing with zeros trimmed; the number of boxes
/// `|λ|` always fits in a `u64` (the constructors check it). Coordinates of
/// boxes are 1-based `(row, column)` pairs, as in every paper this crate
/// follows.
///
/// # Example
/// ```
/// use hookgames_partition::Partition;
/// let y = Partition::new(vec![6, 6, 5, 3, 3])?;
/// assert_eq!(y.size(), 23);
/// assert_eq!(y.conjugate().parts(), &[5, 5, 5, 3, 3, 2]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Partition {
    parts: Vec<u64>,
    size: u64,
}

impl Partition {
    /// The empty partition ∅.
    pub const fn empty() -> Self {
        Partition { parts: Vec::new(), size: 0 }
    }

    /// A partition from its parts, largest first. Trailing zeros are trimmed.
    ///
    /// # Errors
    /// [`PartitionError::Increasing`] if a part is larger than the one before
    /// it (a zero followed by a positive part counts as increasing);
    /// [`PartitionError::SizeOverflow`] if the number of boxes exceeds
    /// `u64::MAX`.
    ///
    /// # Complexity
    /// O(ℓ) for ℓ parts.
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// assert_eq!(Partition::new(vec![3, 1, 0, 0])?.parts(), &[3, 1]);
    /// assert!(Partition::new(vec![1, 3]).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(mut parts: Vec<u64>) -> Result<Self, PartitionError> {
        let mut size: u64 = 0;
        for (k, &p) in parts.iter().enumerate() {
            if k > 0 && p > parts[k - 1] {
                return Err(PartitionError::Increasing {
                    index: k + 1,
                    part: p,
                    prev: parts[k - 1],
                });
            }
            size = size.checked_add(p).ok_or(PartitionError::SizeOverflow)?;
        }
        while parts.last() == Some(&0) {
            parts.pop();
        }
        Ok(Partition { parts, size })
    }

    /// Builds a partition from parts the caller guarantees are
    /// non-increasing, positive, and of total size `size`.
    pub(crate) fn from_sorted_unchecked(parts: Vec<u64>, size: u64) -> Self {
        debug_assert!(parts.windows(2).all(|w| w[0] >= w[1]));
        debug_assert!(parts.last() != Some(&0));
        debug_assert_eq!(parts.iter().sum::<u64>(), size);
        Partition { parts, size }
    }

    /// The parts λ_1 ≥ λ_2 ≥ … ≥ λ_ℓ > 0.
    pub fn parts(&self) -> &[u64] {
        &self.parts
    }

    /// Consumes the partition and returns its parts.
    pub fn into_parts(self) -> Vec<u64> {
        self.parts
    }

    /// The number of boxes |λ| = Σ λ_i.
    pub fn size(&self) -> u64 {
        self.size
    }

    /// The number of (non-zero) rows ℓ(λ).
    pub fn len(&self) -> usize {
        self.parts.len()
    }

    /// `true` for the empty partition.
    pub fn is_empty(&self) -> bool {
        self.parts.is_empty()
    }

    /// The part λ_i of row `i` (1-based); 0 beyond the last row and for `i = 0`.
    pub fn part(&self, i: usize) -> u64 {
        if i == 0 {
            0
        } else {
            self.parts.get(i - 1).copied().unwrap_or(0)
        }
    }

    /// The conjugate (transpose) λ' with λ'_j = #{i : λ_i ≥ j}.
    ///
    /// # Complexity
    /// O(ℓ + λ_1) time and O(λ_1) memory.
    pub fn conjugate(&self) -> Partition {
        let cols = self.parts.first().copied().unwrap_or(0);
        let mut out = Vec::with_capacity(usize::try_from(cols).unwrap_or(0));
        let mut i = self.parts.len();
        for j in 1..=cols {
            while i > 0 && self.parts[i - 1] < j {
                i -= 1;
            }
            out.push(i as u64);
        }
        Partition::from_sorted_unchecked(out, self.size)
    }
}

impl fmt::Debug for Partition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Partition({self})")
    }
}

/// Comma-separated parts, `9,8,6,5,5,2`; the empty partition prints as `∅`.
impl fmt::Display for Partition {
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
