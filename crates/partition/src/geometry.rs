//! Boxes, hooks, hook removal and other geometry of a Young diagram.

use crate::partition::check_words;
use crate::{Partition, PartitionError};

impl Partition {
    /// `true` if the box (i, j) (1-based row `i`, column `j`) is in the
    /// diagram, i.e. `1 ≤ i ≤ ℓ` and `1 ≤ j ≤ λ_i`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// let y = Partition::new(vec![3, 1])?;
    /// assert!(y.contains(2, 1));
    /// assert!(!y.contains(2, 2) && !y.contains(0, 1) && !y.contains(1, 0));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn contains(&self, i: usize, j: u64) -> bool {
        j >= 1 && j <= self.part(i)
    }

    /// Returns `Ok(())` if (i, j) is a box of the diagram.
    ///
    /// # Errors
    /// [`PartitionError::NotInDiagram`] naming the box and the shape.
    ///
    /// # Complexity
    /// O(1) when the box is present; O(ℓ) to format the error otherwise.
    pub fn check_box(&self, i: usize, j: u64) -> Result<(), PartitionError> {
        if self.contains(i, j) {
            Ok(())
        } else {
            Err(PartitionError::NotInDiagram {
                row: i,
                col: j,
                shape: self.to_string(),
            })
        }
    }

    /// The length λ'_j of column `j` (1-based): the number of rows with
    /// λ_i ≥ j; 0 for `j = 0` and beyond the first row.
    ///
    /// # Complexity
    /// O(log ℓ) (binary search).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// let y = Partition::new(vec![6, 6, 5, 3, 3])?;
    /// assert_eq!((y.column_len(1), y.column_len(4), y.column_len(6), y.column_len(7)), (5, 3, 2, 0));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn column_len(&self, j: u64) -> usize {
        if j == 0 {
            return 0;
        }
        self.parts().partition_point(|&p| p >= j)
    }

    /// The rows as (i, λ_i), top to bottom.
    ///
    /// # Complexity
    /// O(1) per row.
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// let y = Partition::new(vec![3, 1])?;
    /// assert_eq!(y.rows().collect::<Vec<_>>(), vec![(1, 3), (2, 1)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn rows(&self) -> impl Iterator<Item = (usize, u64)> + '_ {
        self.parts().iter().enumerate().map(|(k, &p)| (k + 1, p))
    }

    /// The columns as (j, λ'_j), left to right: a lazy conjugate, usable
    /// when λ_1 is too large for [`Partition::conjugate`].
    ///
    /// # Complexity
    /// O(ℓ + λ_1) in total, amortized O(1) per column.
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// let y = Partition::new(vec![3, 1])?;
    /// assert_eq!(y.columns().collect::<Vec<_>>(), vec![(1, 2), (2, 1), (3, 1)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn columns(&self) -> impl Iterator<Item = (u64, usize)> + '_ {
        let p = self.parts();
        let mut i = p.len();
        (1..=self.part(1)).map(move |j| {
            while i > 0 && p[i - 1] < j {
                i -= 1;
            }
            (j, i)
        })
    }

    /// All boxes (i, j), row by row from the top, each row left to right
    /// (English notation, 1-based). Lazy: nothing is allocated.
    ///
    /// # Complexity
    /// O(1) per box.
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// let y = Partition::new(vec![2, 1])?;
    /// assert_eq!(y.boxes().collect::<Vec<_>>(), vec![(1, 1), (1, 2), (2, 1)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn boxes(&self) -> impl Iterator<Item = (usize, u64)> + '_ {
        self.parts()
            .iter()
            .enumerate()
            .flat_map(|(k, &p)| (1..=p).map(move |j| (k + 1, j)))
    }

    /// The arm length a(i, j) = λ_i − j: the number of boxes to the right
    /// of (i, j) in its row.
    ///
    /// # Errors
    /// [`PartitionError::NotInDiagram`] if (i, j) is not a box.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// let y = Partition::new(vec![6, 6, 5, 3, 3])?;
    /// assert_eq!(y.arm_length(2, 2)?, 4);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn arm_length(&self, i: usize, j: u64) -> Result<u64, PartitionError> {
        self.check_box(i, j)?;
        Ok(self.part(i) - j)
    }

    /// The leg length l(i, j) = λ'_j − i: the number of boxes below (i, j)
    /// in its column.
    ///
    /// # Errors
    /// [`PartitionError::NotInDiagram`] if (i, j) is not a box.
    ///
    /// # Complexity
    /// O(log ℓ).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// let y = Partition::new(vec![6, 6, 5, 3, 3])?;
    /// assert_eq!(y.leg_length(2, 2)?, 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn leg_length(&self, i: usize, j: u64) -> Result<usize, PartitionError> {
        self.check_box(i, j)?;
        Ok(self.column_len(j) - i)
    }

    /// The arm of (i, j): the boxes (i, j') with j' > j, left to right.
    ///
    /// # Errors
    /// [`PartitionError::NotInDiagram`] if (i, j) is not a box.
    ///
    /// # Complexity
    /// O(1) to create, O(1) per box (lazy).
    pub fn arm(
        &self,
        i: usize,
        j: u64,
    ) -> Result<impl Iterator<Item = (usize, u64)> + use<>, PartitionError> {
        self.check_box(i, j)?;
        // j < c ≤ λ_i, written without j + 1 (j may be u64::MAX).
        Ok((j..self.part(i)).map(move |c| (i, c + 1)))
    }

    /// The leg of (i, j): the boxes (i', j) with i' > i, top to bottom.
    ///
    /// # Errors
    /// [`PartitionError::NotInDiagram`] if (i, j) is not a box.
    ///
    /// # Complexity
    /// O(log ℓ) to create, O(1) per box (lazy).
    pub fn leg(
        &self,
        i: usize,
        j: u64,
    ) -> Result<impl Iterator<Item = (usize, u64)> + use<>, PartitionError> {
        self.check_box(i, j)?;
        Ok((i..self.column_len(j)).map(move |r| (r + 1, j)))
    }

    /// The hook h_Y(i, j) = {(i, j)} ⊔ arm ⊔ leg as a set of boxes
    /// (Abuku–Tada, Definition 2.8): the box itself, then its arm left to
    /// right, then its leg top to bottom. Lazy.
    ///
    /// # Errors
    /// [`PartitionError::NotInDiagram`] if (i, j) is not a box.
    ///
    /// # Complexity
    /// O(log ℓ) to create, O(1) per box.
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// let y = Partition::new(vec![3, 2, 2])?;
    /// let h: Vec<_> = y.hook(1, 2)?.collect();
    /// assert_eq!(h, vec![(1, 2), (1, 3), (2, 2), (3, 2)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hook(
        &self,
        i: usize,
        j: u64,
    ) -> Result<impl Iterator<Item = (usize, u64)> + use<>, PartitionError> {
        let arm = self.arm(i, j)?;
        let leg = self.leg(i, j)?;
        Ok(std::iter::once((i, j)).chain(arm).chain(leg))
    }

    /// The hook length h(i, j) = λ_i − j + λ'_j − i + 1 = #h_Y(i, j).
    ///
    /// # Errors
    /// [`PartitionError::NotInDiagram`] if (i, j) is not a box.
    ///
    /// # Complexity
    /// O(log ℓ).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// let y = Partition::new(vec![6, 6, 5, 3, 3])?;
    /// assert_eq!(y.hook_length(2, 2)?, 8);
    /// assert!(y.hook_length(4, 4).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hook_length(&self, i: usize, j: u64) -> Result<u64, PartitionError> {
        self.check_box(i, j)?;
        // The hook is a set of boxes, so its length is at most |λ| ≤ u64::MAX.
        Ok(self.part(i) - j + (self.column_len(j) - i) as u64 + 1)
    }

    /// Every box with its hook length, row by row (lazy).
    ///
    /// # Complexity
    /// O(log ℓ) per box.
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// let y = Partition::new(vec![2, 1])?;
    /// let v: Vec<_> = y.hooks().collect();
    /// assert_eq!(v, vec![((1, 1), 3), ((1, 2), 1), ((2, 1), 1)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hooks(&self) -> impl Iterator<Item = ((usize, u64), u64)> + '_ {
        self.boxes().map(move |(i, j)| {
            let h = self.part(i) - j + (self.column_len(j) - i) as u64 + 1;
            ((i, j), h)
        })
    }

    /// All hook lengths as rows: entry `[i-1][j-1]` is h(i, j).
    ///
    /// # Errors
    /// [`PartitionError::TooLarge`] if the table — ℓ rows of 24 bytes (a
    /// `Vec`) and |λ| entries of 8 bytes, plus the conjugate's λ_1 entries
    /// built on the way — exceeds
    /// [`MAX_MATERIALIZED_BYTES`](crate::MAX_MATERIALIZED_BYTES); checked
    /// before allocating (use [`Partition::hooks`] for a lazy walk).
    ///
    /// # Complexity
    /// O(|λ| + ℓ) time, 24ℓ + 8(|λ| + λ_1) bytes.
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// let y = Partition::new(vec![3, 1])?;
    /// assert_eq!(y.hook_lengths()?, vec![vec![4, 2, 1], vec![1]]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hook_lengths(&self) -> Result<Vec<Vec<u64>>, PartitionError> {
        // Every Vec costs 24 bytes, every u64 entry 8: 3 words per row, one
        // per box, and the conjugate's λ_1 parts.
        let words = 3 * self.len() as u128 + u128::from(self.size()) + u128::from(self.part(1));
        check_words(
            "the table of hook lengths",
            words,
            "use the lazy Partition::hooks",
        )?;
        let conj = self.conjugate()?;
        let cp = conj.parts();
        Ok(self
            .parts()
            .iter()
            .enumerate()
            .map(|(k, &p)| {
                let i = (k + 1) as u64;
                (1..=p)
                    .map(|j| p - j + cp[(j - 1) as usize] - i + 1)
                    .collect()
            })
            .collect())
    }

    /// Removes the hook at (i, j): Y⟨i, j⟩ = Y ∖ h_Y(i, j) (Abuku–Tada,
    /// Definition 2.9; Motegi §2.1). The boxes of the hook are removed and
    /// every box (i', j') with i' > i and j' > j moves to (i'−1, j'−1).
    ///
    /// Computed row-wise from the rim-hook description: with i' = λ'_j the
    /// bottom row of column j, the new parts are
    /// (λ_1, …, λ_{i−1}, λ_{i+1}−1, …, λ_{i'}−1, j−1, λ_{i'+1}, …).
    ///
    /// # Errors
    /// [`PartitionError::NotInDiagram`] if (i, j) is not a box.
    ///
    /// # Complexity
    /// O(ℓ) (no box is enumerated).
    ///
    /// # Example
    /// Abuku–Tada, Example 2.10:
    /// ```
    /// use hookgames_partition::Partition;
    /// let y = Partition::new(vec![6, 6, 5, 3, 3])?;
    /// assert_eq!(y.remove_hook(2, 2)?.parts(), &[6, 4, 2, 2, 1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn remove_hook(&self, i: usize, j: u64) -> Result<Partition, PartitionError> {
        let h = self.hook_length(i, j)?;
        let bottom = self.column_len(j);
        let p = self.parts();
        let mut out = Vec::with_capacity(p.len());
        out.extend_from_slice(&p[..i - 1]);
        out.extend(p[i..bottom].iter().map(|&x| x - 1));
        out.push(j - 1);
        out.extend_from_slice(&p[bottom..]);
        while out.last() == Some(&0) {
            out.pop();
        }
        Ok(Partition::from_sorted_unchecked(out, self.size() - h))
    }

    /// The Durfee length d(λ) = max{k : λ_k ≥ k}, the side of the Durfee
    /// square (Gottlieb–Krnc–Muršič §2.1); 0 for ∅.
    ///
    /// # Complexity
    /// O(log ℓ) (λ_k ≥ k holds on a prefix).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// assert_eq!(Partition::new(vec![6, 4, 3, 3, 1, 1])?.durfee_length(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn durfee_length(&self) -> usize {
        let p = self.parts();
        let mut lo = 0usize; // λ_k ≥ k for all k ≤ lo
        let mut hi = p.len(); // and fails for all k > hi
        while lo < hi {
            let mid = lo + (hi - lo).div_ceil(2);
            if p[mid - 1] >= mid as u64 {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        lo
    }

    /// The corners (removable boxes) (i, λ_i) with λ_{i+1} < λ_i, top to
    /// bottom: the boxes whose removal leaves a Young diagram.
    ///
    /// (Gottlieb–Krnc–Muršič call the *pair* (i, j) a corner when
    /// λ[i, j] = ⟦1⟧, which is the box (i+1, j+1) here.)
    ///
    /// # Complexity
    /// O(ℓ).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// let y = Partition::new(vec![6, 5, 4, 4, 4, 2, 2])?;
    /// assert_eq!(y.corners(), vec![(1, 6), (2, 5), (5, 4), (7, 2)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn corners(&self) -> Vec<(usize, u64)> {
        let p = self.parts();
        (0..p.len())
            .filter(|&k| k + 1 == p.len() || p[k + 1] < p[k])
            .map(|k| (k + 1, p[k]))
            .collect()
    }

    /// Removes the corner box (i, λ_i).
    ///
    /// # Errors
    /// [`PartitionError::NotACorner`] if row `i` does not end in a corner.
    ///
    /// # Complexity
    /// O(ℓ).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// let y = Partition::new(vec![2, 2, 1])?;
    /// assert_eq!(y.remove_corner(2)?.parts(), &[2, 1, 1]);
    /// assert!(y.remove_corner(1).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn remove_corner(&self, i: usize) -> Result<Partition, PartitionError> {
        let li = self.part(i);
        if li == 0 || self.part(i + 1) == li {
            return Err(PartitionError::NotACorner {
                row: i,
                shape: self.to_string(),
            });
        }
        let mut out = self.parts().to_vec();
        out[i - 1] -= 1;
        if out[i - 1] == 0 {
            out.pop();
        }
        Ok(Partition::from_sorted_unchecked(out, self.size() - 1))
    }

    /// The subpartition λ[i, j] = ⟦λ_{i+1} − j, λ_{i+2} − j, …⟧ with the
    /// non-positive entries removed (Gottlieb–Krnc–Muršič §2.1): the
    /// diagram rooted at box (i+1, j+1), i.e. λ without its first `i` rows
    /// and first `j` columns. λ[0, 0] = λ, and λ[i, j] = ⟦⟧ outside.
    ///
    /// # Complexity
    /// O(ℓ).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// let y = Partition::new(vec![6, 4, 3, 3, 1, 1])?;
    /// assert_eq!(y.subpartition(1, 2).parts(), &[2, 1, 1]);
    /// assert_eq!(y.subpartition(0, 0), y);
    /// assert!(y.subpartition(6, 0).is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn subpartition(&self, i: usize, j: u64) -> Partition {
        let rest = self.parts().get(i..).unwrap_or(&[]);
        let out: Vec<u64> = rest
            .iter()
            .take_while(|&&p| p > j)
            .map(|&p| p - j)
            .collect();
        let size = out.iter().sum();
        Partition::from_sorted_unchecked(out, size)
    }

    /// `true` if the diagram fits in the m × n rectangle Y_{m,n} (at most
    /// `m` rows, at most `n` columns), i.e. Y ∈ F(Y_{m,n}) (Motegi §2.1).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// let y = Partition::new(vec![5, 4, 3])?;
    /// assert!(y.fits_in(3, 5) && !y.fits_in(2, 5) && !y.fits_in(3, 4));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn fits_in(&self, m: usize, n: u64) -> bool {
        self.len() <= m && self.part(1) <= n
    }

    /// The dual diagram Y^D in Y_{m,n}: λ^D = (n − λ_m, …, n − λ_1), the
    /// complement of Y in the rectangle rotated by 180° (Motegi §2.1).
    ///
    /// # Errors
    /// [`PartitionError::DoesNotFit`] if Y is not in F(Y_{m,n});
    /// [`PartitionError::TooLarge`] if Y^D would have more than
    /// [`MAX_MATERIALIZED`](crate::MAX_MATERIALIZED) parts (8 bytes each,
    /// the budget [`MAX_MATERIALIZED_BYTES`](crate::MAX_MATERIALIZED_BYTES)).
    ///
    /// # Complexity
    /// O(m).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// let y = Partition::new(vec![5, 4, 3])?;
    /// assert_eq!(y.dual_in(3, 5)?.parts(), &[2, 1]);
    /// assert_eq!(y.dual_in(4, 6)?.parts(), &[6, 3, 2, 1]);
    /// assert!(y.dual_in(2, 5).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn dual_in(&self, m: usize, n: u64) -> Result<Partition, PartitionError> {
        self.check_fits(m, n)?;
        // Rows of length n vanish in the dual (for n = 0, all m rows).
        let full_rows = if n == 0 {
            m
        } else {
            self.parts().iter().take_while(|&&p| p == n).count()
        };
        let out_len = m - full_rows;
        check_words(
            "the dual diagram",
            out_len as u128,
            "use a smaller rectangle",
        )?;
        let mut out = Vec::with_capacity(out_len);
        for k in (full_rows + 1..=m).rev() {
            out.push(n - self.part(k));
        }
        // |Y^D| = m·n − |Y| ≤ (m − full_rows)·n.
        let size = u128::from(n) * out_len as u128 + u128::from(n) * full_rows as u128
            - u128::from(self.size());
        let size = u64::try_from(size).map_err(|_| PartitionError::SizeOverflow)?;
        Ok(Partition::from_sorted_unchecked(out, size))
    }

    /// Returns `Ok(())` if the diagram fits in Y_{m,n}.
    ///
    /// # Errors
    /// [`PartitionError::DoesNotFit`] naming the shape and the rectangle.
    ///
    /// # Complexity
    /// O(1) if it fits, O(ℓ) to format the error otherwise.
    pub fn check_fits(&self, m: usize, n: u64) -> Result<(), PartitionError> {
        if self.fits_in(m, n) {
            Ok(())
        } else {
            Err(PartitionError::DoesNotFit {
                shape: self.to_string(),
                m,
                n,
            })
        }
    }
}
