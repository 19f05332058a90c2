//! Diagonal expressions: d(Y) ∈ D_{m,n} of a Young diagram in the m × n
//! rectangle (Abuku–Tada §3.2–3.3) and sd(S) ∈ SD_n of a shifted diagram in
//! the staircase (Abuku–Tada §5.3).

use std::fmt;

use crate::partition::check_words;
use crate::{Partition, PartitionError, ShiftedPartition};

fn not_diag(reason: String) -> PartitionError {
    PartitionError::NotDiagonalExpr { reason }
}

/// The two kinds of bulge of an adjacent pair (a_{k−1}, a_k) (Abuku–Tada,
/// Definition 3.11). By Lemma 3.12 (1) every pair satisfying the adjacency
/// condition is exactly one of them.
///
/// With the `serde` feature it is serializable as `"Left"` or `"Right"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Bulge {
    /// a_{k−1} ↘ a_k: (a_{k−1} − 1, a_k) also satisfies the adjacency
    /// condition.
    Left,
    /// a_{k−1} ↗ a_k: (a_{k−1}, a_k − 1) also satisfies the adjacency
    /// condition.
    Right,
}

/// The diagonal expression d(Y) = (d_{−m}, …, d_0, …, d_n) ∈ D_{m,n} of a
/// Young diagram Y ∈ F(Y_{m,n}), where d_k = #{(i, j) ∈ Y : j − i = k}
/// (Abuku–Tada, Definition 3.2 and Proposition 3.6).
///
/// D_{m,n} is the set of a ∈ ℕ_0^{m+n+1} with a_{−m} = a_n = 0 satisfying
/// the adjacency condition: 0 ≤ a_i − a_{i−1} ≤ 1 for −m < i ≤ 0 and
/// 0 ≤ a_{i−1} − a_i ≤ 1 for 0 < i ≤ n. The map d: F(Y_{m,n}) → D_{m,n} is
/// a bijection (Proposition 3.6). Indices `k` are `i64` in `−m..=n`.
///
/// # Example
/// Abuku–Tada, Examples 3.7 and 3.9:
/// ```
/// use hookgames_partition::{DiagonalExpr, Partition};
/// let y = Partition::new(vec![5, 4, 3])?;
/// let d = DiagonalExpr::from_partition(&y, 3, 5)?;
/// assert_eq!(d.values(), &[0, 1, 2, 3, 2, 2, 1, 1, 0]);
/// assert_eq!(y.hook_interval(1, 4)?, (2, 4));
/// let d2 = d.interval(2, 4)?;
/// assert_eq!(d2.values(), &[0, 1, 2, 3, 2, 1, 0, 0, 0]);
/// assert_eq!(d2.to_partition(), y.remove_hook(1, 4)?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Serialization
/// With the `serde` feature it is serializable as the object
/// `{"m": 3, "n": 5, "values": [a_{−m}, …, a_n]}`. Reading goes through
/// [`DiagonalExpr::new`], which checks Definition 3.2 and names the failed
/// condition; unknown fields are refused.
/// ```
/// # #[cfg(feature = "serde")] {
/// use hookgames_partition::DiagonalExpr;
/// let json = r#"{"m":3,"n":5,"values":[0,1,2,3,2,2,1,1,0]}"#; // Example 3.7
/// let d: DiagonalExpr = serde_json::from_str(json)?;
/// assert_eq!(d.to_partition().parts(), &[5, 4, 3]);
/// assert_eq!(serde_json::to_string(&d)?, json);
/// let bad = r#"{"m":3,"n":5,"values":[0,1,3,3,2,2,1,1,0]}"#;
/// assert!(serde_json::from_str::<DiagonalExpr>(bad).unwrap_err().to_string().contains("adjacency"));
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct DiagonalExpr {
    m: usize,
    n: u64,
    /// `a[k + m]` is a_k.
    a: Vec<u64>,
}

fn check_dims(m: usize, n: u64) -> Result<(), PartitionError> {
    if m == 0 || n == 0 {
        return Err(not_diag(format!(
            "D_{{m,n}} needs m, n ≥ 1 (got m = {m}, n = {n})"
        )));
    }
    // m + n + 1 entries, and as many again for the difference array of
    // `from_partition`.
    check_words(
        "the diagonal expression (m + n + 1 entries, twice while it is built)",
        2 * (m as u128 + u128::from(n) + 2),
        "use a smaller rectangle",
    )
}

impl DiagonalExpr {
    /// Checks the defining conditions of D_{m,n} (Abuku–Tada,
    /// Definition 3.2) on `values` = (a_{−m}, …, a_n).
    ///
    /// # Errors
    /// [`PartitionError::NotDiagonalExpr`] naming the failed condition
    /// (m or n zero, wrong length, a_{−m} ≠ 0, a_n ≠ 0, or the first pair
    /// violating the adjacency condition, with its index and values);
    /// [`PartitionError::TooLarge`] if 2(m + n + 2) entries of 8 bytes
    /// (the expression and the buffer that builds it) exceed
    /// [`MAX_MATERIALIZED_BYTES`](crate::MAX_MATERIALIZED_BYTES).
    ///
    /// # Complexity
    /// O(m + n).
    ///
    /// # Example
    /// Abuku–Tada, Example 3.3:
    /// ```
    /// use hookgames_partition::DiagonalExpr;
    /// assert!(DiagonalExpr::new(2, 4, vec![0, 1, 2, 1, 1, 1, 0]).is_ok());
    /// assert!(DiagonalExpr::new(2, 4, vec![0, 0, 2, 2, 1, 1, 0]).is_err());
    /// ```
    pub fn new(m: usize, n: u64, values: Vec<u64>) -> Result<Self, PartitionError> {
        check_dims(m, n)?;
        let len = m + n as usize + 1;
        if values.len() != len {
            return Err(not_diag(format!(
                "an element of D_{{{m},{n}}} has m + n + 1 = {len} components, got {}",
                values.len()
            )));
        }
        if values[0] != 0 {
            return Err(not_diag(format!("a_{{-{m}}} must be 0, got {}", values[0])));
        }
        if values[len - 1] != 0 {
            return Err(not_diag(format!(
                "a_{{{n}}} must be 0, got {}",
                values[len - 1]
            )));
        }
        for idx in 1..len {
            let k = idx as i64 - m as i64;
            let (prev, cur) = (values[idx - 1], values[idx]);
            let ok = if k <= 0 {
                cur >= prev && cur - prev <= 1
            } else {
                prev >= cur && prev - cur <= 1
            };
            if !ok {
                let rule = if k <= 0 {
                    "0 ≤ a_k − a_{k−1} ≤ 1"
                } else {
                    "0 ≤ a_{k−1} − a_k ≤ 1"
                };
                return Err(not_diag(format!(
                    "the pair (a_{}, a_{k}) = ({prev}, {cur}) violates the adjacency condition {rule}",
                    k - 1
                )));
            }
        }
        Ok(DiagonalExpr { m, n, a: values })
    }

    /// The diagonal expression d_{m,n}(Y) of Y ∈ F(Y_{m,n}) (Abuku–Tada,
    /// Proposition 3.6).
    ///
    /// # Errors
    /// [`PartitionError::DoesNotFit`] if Y is not in F(Y_{m,n});
    /// [`PartitionError::NotDiagonalExpr`] if m or n is 0;
    /// [`PartitionError::TooLarge`] if 2(m + n + 2) entries of 8 bytes
    /// (the expression and the buffer that builds it) exceed
    /// [`MAX_MATERIALIZED_BYTES`](crate::MAX_MATERIALIZED_BYTES).
    ///
    /// # Complexity
    /// O(m + n) (a difference array over the diagonals; no box is visited).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::{DiagonalExpr, Partition};
    /// let d = DiagonalExpr::from_partition(&Partition::new(vec![2])?, 2, 2)?;
    /// assert_eq!(d.values(), &[0, 0, 1, 1, 0]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_partition(y: &Partition, m: usize, n: u64) -> Result<Self, PartitionError> {
        check_dims(m, n)?;
        y.check_fits(m, n)?;
        let len = m + n as usize + 1;
        let mut diff = vec![0i64; len + 1];
        for (k, &p) in y.parts().iter().enumerate() {
            let i = k + 1;
            // Row i covers the diagonals 1 − i ..= λ_i − i, i.e. the
            // indices m + 1 − i ..= m + λ_i − i.
            diff[m + 1 - i] += 1;
            diff[m + p as usize - i + 1] -= 1;
        }
        let mut a = Vec::with_capacity(len);
        let mut acc = 0i64;
        for d in &diff[..len] {
            acc += d;
            a.push(acc as u64);
        }
        Ok(DiagonalExpr { m, n, a })
    }

    /// The Young diagram Y with d(Y) = self (the inverse of
    /// Proposition 3.6's bijection).
    ///
    /// Reads the Frobenius coordinates: for t ≤ r = a_0, λ_t − t is the
    /// last k ≥ 0 with a_k ≥ t, and λ'_t − t the last k ≥ 0 with a_{−k} ≥ t.
    ///
    /// # Complexity
    /// O(m + n).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::DiagonalExpr;
    /// let d = DiagonalExpr::new(3, 5, vec![0, 1, 2, 3, 2, 2, 1, 1, 0])?;
    /// assert_eq!(d.to_partition().parts(), &[5, 4, 3]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_partition(&self) -> Partition {
        let m = self.m;
        let r = self.a[m] as usize;
        // arm[t-1] = λ_t − t, leg[t-1] = λ'_t − t for t = 1..=r.
        let mut arm = vec![0u64; r];
        let mut leg = vec![0u64; r];
        for k in 0..self.n as usize {
            let (cur, next) = (self.a[m + k], self.a[m + k + 1]);
            if next < cur {
                arm[cur as usize - 1] = k as u64;
            }
        }
        for k in 0..m {
            let (cur, next) = (self.a[m - k], self.a[m - k - 1]);
            if next < cur {
                leg[cur as usize - 1] = k as u64;
            }
        }
        let mut parts: Vec<u64> = (0..r).map(|t| arm[t] + t as u64 + 1).collect();
        // Rows below the Durfee square: λ_i = #{t ≤ r : λ'_t ≥ i}.
        let col_len = |t: usize| leg[t] + t as u64 + 1;
        let rows = if r == 0 { 0 } else { col_len(0) as usize };
        let mut cnt = r;
        for i in r + 1..=rows {
            while cnt > 0 && col_len(cnt - 1) < i as u64 {
                cnt -= 1;
            }
            parts.push(cnt as u64);
        }
        let size = self.a.iter().sum();
        Partition::from_sorted_unchecked(parts, size)
    }

    /// The number of rows `m` of the rectangle.
    pub fn m(&self) -> usize {
        self.m
    }

    /// The number of columns `n` of the rectangle.
    pub fn n(&self) -> u64 {
        self.n
    }

    /// The components (a_{−m}, …, a_n).
    pub fn values(&self) -> &[u64] {
        &self.a
    }

    /// The component a_k for −m ≤ k ≤ n, `None` outside.
    pub fn get(&self, k: i64) -> Option<u64> {
        let idx = k.checked_add(self.m as i64)?;
        usize::try_from(idx)
            .ok()
            .and_then(|i| self.a.get(i).copied())
    }

    /// The number of boxes Σ a_k = |Y|.
    pub fn size(&self) -> u64 {
        self.a.iter().sum()
    }

    fn at(&self, k: i64) -> u64 {
        self.a[(k + self.m as i64) as usize]
    }

    /// The bulge type of the pair (a_{k−1}, a_k) for −m < k ≤ n
    /// (Abuku–Tada, Definition 3.11).
    ///
    /// # Errors
    /// [`PartitionError::BadInterval`] (with l = r = k) if k is out of
    /// range.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::{Bulge, DiagonalExpr};
    /// let d = DiagonalExpr::new(3, 5, vec![0, 1, 2, 3, 2, 2, 1, 1, 0])?;
    /// assert_eq!(d.bulge(2)?, Bulge::Right); // (a_1, a_2) = (2, 2)
    /// assert_eq!(d.bulge(1)?, Bulge::Left);  // (a_0, a_1) = (3, 2)
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn bulge(&self, k: i64) -> Result<Bulge, PartitionError> {
        if k <= -(self.m as i64) || k > self.n as i64 {
            return Err(PartitionError::BadInterval {
                l: k,
                r: k,
                reason: format!("a pair index k needs −{} < k ≤ {}", self.m, self.n),
            });
        }
        Ok(self.bulge_unchecked(k))
    }

    fn bulge_unchecked(&self, k: i64) -> Bulge {
        let (prev, cur) = (self.at(k - 1), self.at(k));
        // Left bulge iff (a_{k−1} − 1, a_k) still satisfies the condition.
        let left = if k <= 0 { cur == prev } else { prev == cur + 1 };
        if left { Bulge::Left } else { Bulge::Right }
    }

    /// The bulge types of all pairs (a_{k−1}, a_k), k = −m+1, …, n.
    ///
    /// # Complexity
    /// O(m + n).
    pub fn bulges(&self) -> Vec<Bulge> {
        (1 - self.m as i64..=self.n as i64)
            .map(|k| self.bulge_unchecked(k))
            .collect()
    }

    /// Why a_\[l,r\] is not in D_{m,n}, or `None` if it is.
    fn interval_problem(&self, l: i64, r: i64) -> Option<String> {
        let (m, n) = (self.m as i64, self.n as i64);
        if !(-m < l && l <= r && r < n) {
            return Some(format!("an interval needs −{m} < l ≤ r < {n}"));
        }
        if self.bulge_unchecked(l) != Bulge::Right {
            return Some(format!(
                "(a_{}, a_{l}) = ({}, {}) is not a right bulge ↗, so a_{{[l,r]}} leaves D_{{{m},{n}}}",
                l - 1,
                self.at(l - 1),
                self.at(l)
            ));
        }
        if self.bulge_unchecked(r + 1) != Bulge::Left {
            return Some(format!(
                "(a_{r}, a_{}) = ({}, {}) is not a left bulge ↘, so a_{{[l,r]}} leaves D_{{{m},{n}}}",
                r + 1,
                self.at(r),
                self.at(r + 1)
            ));
        }
        None
    }

    /// `true` if −m < l ≤ r < n and a_\[l,r\] (subtract 1 from a_l, …, a_r)
    /// is again in D_{m,n}. By the remark before Lemma 3.8 only the pairs at
    /// l and r + 1 can break, so this holds iff a_{l−1} ↗ a_l and
    /// a_r ↘ a_{r+1} (cf. Lemma 3.13); by Lemma 3.8 these are exactly the
    /// intervals of the hooks of Y.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::DiagonalExpr;
    /// let d = DiagonalExpr::new(3, 5, vec![0, 1, 2, 3, 2, 2, 1, 1, 0])?;
    /// assert!(d.interval_in_domain(2, 4));
    /// assert!(!d.interval_in_domain(1, 4));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn interval_in_domain(&self, l: i64, r: i64) -> bool {
        self.interval_problem(l, r).is_none()
    }

    /// The interval operation a ↦ a_\[l,r\]: subtract 1 from a_k for
    /// l ≤ k ≤ r (Abuku–Tada §3.3, before Lemma 3.8).
    ///
    /// # Errors
    /// [`PartitionError::BadInterval`] if the interval is out of range or
    /// a_\[l,r\] ∉ D_{m,n} (the message names the offending pair).
    ///
    /// # Complexity
    /// O(m + n) (copies the expression).
    pub fn interval(&self, l: i64, r: i64) -> Result<DiagonalExpr, PartitionError> {
        if let Some(reason) = self.interval_problem(l, r) {
            return Err(PartitionError::BadInterval { l, r, reason });
        }
        let mut a = self.a.clone();
        let m = self.m as i64;
        for k in l..=r {
            a[(k + m) as usize] -= 1;
        }
        Ok(DiagonalExpr {
            m: self.m,
            n: self.n,
            a,
        })
    }

    /// The box (i, j) whose hook corresponds to a valid interval [l, r]
    /// (proof of Abuku–Tada, Lemma 3.8): removing it turns d(Y) into
    /// a_\[l,r\]. Row i is that of the last box on diagonal r and column j
    /// that of the last box on diagonal l (Lemma 3.5):
    /// i = a_r − min(r, 0) and j = a_l + max(l, 0). (The proof of Lemma 3.8
    /// writes (a_r − r, a_l), its case l ≤ r ≤ 0.)
    ///
    /// # Errors
    /// [`PartitionError::BadInterval`] if a_\[l,r\] ∉ D_{m,n}.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::DiagonalExpr;
    /// let d = DiagonalExpr::new(3, 5, vec![0, 1, 2, 3, 2, 2, 1, 1, 0])?;
    /// assert_eq!(d.interval_box(2, 4)?, (1, 4));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn interval_box(&self, l: i64, r: i64) -> Result<(usize, u64), PartitionError> {
        if let Some(reason) = self.interval_problem(l, r) {
            return Err(PartitionError::BadInterval { l, r, reason });
        }
        let i = self.at(r) as i64 - r.min(0);
        let j = self.at(l) as i64 + l.max(0);
        Ok((i as usize, j as u64))
    }

    /// The interval (l, r) = (j − λ'_j, λ_i − i) of the hook at (i, j)
    /// (Abuku–Tada, Lemma 3.8): d(Y ∖ h_Y(i, j)) = d(Y)_\[l,r\], and the hook
    /// has r − l + 1 boxes (Lemma 3.10).
    ///
    /// # Errors
    /// [`PartitionError::NotInDiagram`] if (i, j) is not a box of Y.
    ///
    /// # Complexity
    /// O(m + n) (rebuilds Y; use [`Partition::hook_interval`] when Y is at
    /// hand).
    pub fn hook_interval(&self, i: usize, j: u64) -> Result<(i64, i64), PartitionError> {
        self.to_partition().hook_interval(i, j)
    }

    /// All valid intervals [l, r] (those with a_\[l,r\] ∈ D_{m,n}), in
    /// increasing order of (l, r); by Lemma 3.8 they correspond one-to-one
    /// to the boxes of Y, so there are |Y| of them.
    ///
    /// # Errors
    /// [`PartitionError::TooLarge`] if the |Y| intervals (16 bytes each)
    /// and the m + n candidate right ends (8 bytes each) exceed
    /// [`MAX_MATERIALIZED_BYTES`](crate::MAX_MATERIALIZED_BYTES).
    ///
    /// # Complexity
    /// O(m + n + |Y|) time, 16|Y| + 8(m + n) bytes.
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::DiagonalExpr;
    /// let d = DiagonalExpr::new(1, 2, vec![0, 1, 1, 0])?; // Y = (2)
    /// assert_eq!(d.intervals()?, vec![(0, 1), (1, 1)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn intervals(&self) -> Result<Vec<(i64, i64)>, PartitionError> {
        check_words(
            "the list of hook intervals",
            2 * u128::from(self.size()) + self.a.len() as u128,
            "use DiagonalExpr::hook_interval box by box",
        )?;
        let (m, n) = (self.m as i64, self.n as i64);
        // Exact capacities (both counts were checked above), so that no
        // growth doubles what the budget measured.
        let mut rights: Vec<i64> = Vec::with_capacity(self.a.len());
        rights.extend((1 - m..n).filter(|&r| self.bulge_unchecked(r + 1) == Bulge::Left));
        let mut out = Vec::with_capacity(self.size() as usize);
        for l in 1 - m..n {
            if self.bulge_unchecked(l) == Bulge::Right {
                let start = rights.partition_point(|&r| r < l);
                out.extend(rights[start..].iter().map(|&r| (l, r)));
            }
        }
        Ok(out)
    }
}

impl Partition {
    /// The interval (l, r) = (j − λ'_j, λ_i − i) of the hook at (i, j)
    /// (Abuku–Tada, Lemma 3.8): l is the diagonal of the bottom box of
    /// column j, r that of the rightmost box of row i; removing the hook
    /// lowers d_l, …, d_r by one, and the hook length is r − l + 1.
    ///
    /// # Errors
    /// [`PartitionError::NotInDiagram`] if (i, j) is not a box.
    ///
    /// # Complexity
    /// O(log ℓ).
    ///
    /// # Example
    /// Abuku–Tada, Example 3.9:
    /// ```
    /// use hookgames_partition::Partition;
    /// assert_eq!(Partition::new(vec![5, 4, 3])?.hook_interval(1, 4)?, (2, 4));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hook_interval(&self, i: usize, j: u64) -> Result<(i64, i64), PartitionError> {
        self.check_box(i, j)?;
        let l = j as i64 - self.column_len(j) as i64;
        let r = self.part(i) as i64 - i as i64;
        Ok((l, r))
    }
}

impl fmt::Debug for DiagonalExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DiagonalExpr[m={}, n={}]{self}", self.m, self.n)
    }
}

/// `(0, 1, 2, 3̇, 2, 2, 1, 1, 0)`: the components a_{−m}, …, a_n with a
/// combining dot on the 0-th component, as in Abuku–Tada §3.2.
impl fmt::Display for DiagonalExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("(")?;
        for (idx, v) in self.a.iter().enumerate() {
            if idx > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{v}")?;
            if idx == self.m {
                f.write_str("\u{307}")?;
            }
        }
        f.write_str(")")
    }
}

/// A move between shifted diagonal expressions (Abuku–Tada, Lemma 5.8).
///
/// With the `serde` feature it is serializable as
/// `{"Interval": {"l": 1, "r": 5}}` or `{"Double": {"r_prime": 2, "r": 5}}`
/// (every value of the type is a value it can hold; whether the move is
/// legal is decided by [`ShiftedDiagonalExpr::apply`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum ShiftedMove {
    /// b →^{l,r} b': subtract 1 from b_k for l ≤ k ≤ r (0 ≤ l ≤ r < n).
    /// A hook without tail: the part r + 1 becomes l.
    Interval {
        /// Left end l.
        l: u64,
        /// Right end r.
        r: u64,
    },
    /// Subtract 2 from b_k for 0 ≤ k ≤ r′ and 1 for r′ < k ≤ r
    /// (0 ≤ r′ < r < n). A hook with a tail: the parts r + 1 and r′ + 1 are
    /// both removed.
    Double {
        /// r′, where the subtraction of 2 stops.
        r_prime: u64,
        /// r, where the subtraction of 1 stops.
        r: u64,
    },
}

impl ShiftedMove {
    /// The number of boxes the move removes: r − l + 1, or
    /// (r′ + 1) + (r + 1) for a double move; `None` for a malformed move
    /// (l > r, r′ ≥ r, or overflow).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::ShiftedMove;
    /// assert_eq!(ShiftedMove::Interval { l: 1, r: 5 }.hook_length(), Some(5));
    /// assert_eq!(ShiftedMove::Double { r_prime: 2, r: 5 }.hook_length(), Some(9));
    /// assert_eq!(ShiftedMove::Interval { l: 3, r: 2 }.hook_length(), None);
    /// ```
    pub fn hook_length(&self) -> Option<u64> {
        match *self {
            ShiftedMove::Interval { l, r } if l <= r => (r - l).checked_add(1),
            ShiftedMove::Double { r_prime, r } if r_prime < r => {
                r_prime.checked_add(r)?.checked_add(2)
            }
            _ => None,
        }
    }
}

/// The shifted diagonal expression sd(S) = [d_0, …, d_n] ∈ SD_n of a
/// shifted diagram S ∈ F(S_n) in the staircase S_n = (n, n−1, …, 1), where
/// d_k = #{(i, j) ∈ S : j − i = k} (Abuku–Tada §5.3, Definition 5.7).
///
/// SD_n is the set of b ∈ ℕ_0^{n+1} with b_n = 0 and 0 ≤ b_k − b_{k+1} ≤ 1
/// for 0 ≤ k < n. d_k counts the parts of S larger than k, so the parts of
/// S are the k + 1 with b_k − b_{k+1} = 1.
///
/// # Example
/// Abuku–Tada, the worked examples after Lemma 5.8:
/// ```
/// use hookgames_partition::{ShiftedDiagonalExpr, ShiftedMove, ShiftedPartition};
/// let s = ShiftedPartition::new(vec![7, 6, 4, 3, 2])?;
/// let sd = ShiftedDiagonalExpr::from_shifted(&s, 7)?;
/// assert_eq!(sd.values(), &[5, 5, 4, 3, 2, 2, 1, 0]);
/// let a = sd.apply(ShiftedMove::Interval { l: 1, r: 5 })?;
/// assert_eq!(a.values(), &[5, 4, 3, 2, 1, 1, 1, 0]);
/// assert_eq!(a.to_shifted(), s.remove_hook(2, 6)?);
/// let b = sd.apply(ShiftedMove::Double { r_prime: 2, r: 5 })?;
/// assert_eq!(b.values(), &[3, 3, 2, 2, 1, 1, 1, 0]);
/// assert_eq!(b.to_shifted(), s.remove_hook(2, 3)?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Serialization
/// With the `serde` feature it is serializable as the list
/// `[b_0, …, b_n]`. Reading goes through [`ShiftedDiagonalExpr::new`],
/// which checks Definition 5.7 and names the failed condition.
/// ```
/// # #[cfg(feature = "serde")] {
/// use hookgames_partition::ShiftedDiagonalExpr;
/// let sd: ShiftedDiagonalExpr = serde_json::from_str("[5, 5, 4, 3, 2, 2, 1, 0]")?;
/// assert_eq!(sd.to_shifted().parts(), &[7, 6, 4, 3, 2]);
/// assert_eq!(serde_json::to_string(&sd)?, "[5,5,4,3,2,2,1,0]");
/// assert!(serde_json::from_str::<ShiftedDiagonalExpr>("[2, 0, 0, 0]").is_err());
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct ShiftedDiagonalExpr {
    b: Vec<u64>,
}

impl ShiftedDiagonalExpr {
    /// Checks the defining conditions of SD_n on `values` = [b_0, …, b_n]
    /// (n = `values.len() − 1` ≥ 1).
    ///
    /// # Errors
    /// [`PartitionError::NotDiagonalExpr`] naming the failed condition.
    ///
    /// # Complexity
    /// O(n).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::ShiftedDiagonalExpr;
    /// assert!(ShiftedDiagonalExpr::new(vec![2, 1, 1, 0]).is_ok());
    /// assert!(ShiftedDiagonalExpr::new(vec![2, 0, 0, 0]).is_err());
    /// ```
    pub fn new(values: Vec<u64>) -> Result<Self, PartitionError> {
        if values.len() < 2 {
            return Err(not_diag(format!(
                "SD_n needs n ≥ 1, i.e. at least 2 components, got {}",
                values.len()
            )));
        }
        let n = values.len() - 1;
        if values[n] != 0 {
            return Err(not_diag(format!("b_{n} must be 0, got {}", values[n])));
        }
        for k in 0..n {
            let (x, y) = (values[k], values[k + 1]);
            if x < y || x - y > 1 {
                return Err(not_diag(format!(
                    "(b_{k}, b_{}) = ({x}, {y}) violates 0 ≤ b_k − b_(k+1) ≤ 1",
                    k + 1
                )));
            }
        }
        Ok(ShiftedDiagonalExpr { b: values })
    }

    /// The shifted diagonal expression sd_n(S) of S ∈ F(S_n).
    ///
    /// # Errors
    /// [`PartitionError::NotInStaircase`] if λ_1 > n;
    /// [`PartitionError::NotDiagonalExpr`] if n = 0;
    /// [`PartitionError::TooLarge`] if its n + 1 entries (8 bytes each)
    /// exceed [`MAX_MATERIALIZED_BYTES`](crate::MAX_MATERIALIZED_BYTES).
    ///
    /// # Complexity
    /// O(n + ℓ).
    pub fn from_shifted(s: &ShiftedPartition, n: u64) -> Result<Self, PartitionError> {
        if n == 0 {
            return Err(not_diag("SD_n needs n ≥ 1, got n = 0".to_string()));
        }
        check_words(
            "the shifted diagonal expression (n + 1 entries)",
            u128::from(n) + 1,
            "use a smaller staircase",
        )?;
        if !s.fits_in_staircase(n) {
            return Err(PartitionError::NotInStaircase {
                shape: s.to_string(),
                n,
            });
        }
        let n = n as usize;
        let mut b = vec![0u64; n + 1];
        // b_k = #{i : λ_i > k}: add one on 0..λ_i for every part.
        for &p in s.parts() {
            b[p as usize - 1] += 1;
        }
        for k in (0..n).rev() {
            b[k] += b[k + 1];
        }
        Ok(ShiftedDiagonalExpr { b })
    }

    /// The shifted diagram S with sd(S) = self: its parts are the k + 1
    /// with b_k − b_{k+1} = 1.
    ///
    /// # Complexity
    /// O(n).
    pub fn to_shifted(&self) -> ShiftedPartition {
        let n = self.b.len() - 1;
        let parts: Vec<u64> = (0..n)
            .rev()
            .filter(|&k| self.b[k] > self.b[k + 1])
            .map(|k| k as u64 + 1)
            .collect();
        let size = parts.iter().sum();
        ShiftedPartition::from_sorted_unchecked(parts, size)
    }

    /// n, the size of the staircase.
    pub fn n(&self) -> u64 {
        (self.b.len() - 1) as u64
    }

    /// The components [b_0, …, b_n].
    pub fn values(&self) -> &[u64] {
        &self.b
    }

    /// δ_k = b_k − b_{k+1} ∈ {0, 1}: 1 iff k + 1 is a part.
    fn step(&self, k: u64) -> u64 {
        self.b[k as usize] - self.b[k as usize + 1]
    }

    /// Why `mv` does not lead into SD_n, or `None` if it does.
    fn move_problem(&self, mv: ShiftedMove) -> Option<(i64, i64, String)> {
        let n = self.n();
        match mv {
            ShiftedMove::Interval { l, r } => {
                let (li, ri) = (l as i64, r as i64);
                if !(l <= r && r < n) {
                    return Some((li, ri, format!("an interval move needs 0 ≤ l ≤ r < {n}")));
                }
                if self.step(r) != 1 {
                    return Some((
                        li,
                        ri,
                        format!(
                            "b_{r} − b_{} = 0 (no part {}), so b_r − 1 < b_(r+1)",
                            r + 1,
                            r + 1
                        ),
                    ));
                }
                if l > 0 && self.step(l - 1) != 0 {
                    return Some((
                        li,
                        ri,
                        format!(
                            "b_{} − b_{l} = 1 (part {l} exists), so b_(l−1) − (b_l − 1) = 2",
                            l - 1
                        ),
                    ));
                }
                None
            }
            ShiftedMove::Double { r_prime, r } => {
                let (li, ri) = (r_prime as i64, r as i64);
                if !(r_prime < r && r < n) {
                    return Some((li, ri, format!("a double move needs 0 ≤ r′ < r < {n}")));
                }
                for k in [r_prime, r] {
                    if self.step(k) != 1 {
                        return Some((
                            li,
                            ri,
                            format!("b_{k} − b_{} = 0 (no part {})", k + 1, k + 1),
                        ));
                    }
                }
                None
            }
        }
    }

    /// `true` if `mv` is in range and its result is again in SD_n; by
    /// Abuku–Tada, Lemma 5.8 these are exactly the hook removals of S.
    ///
    /// # Complexity
    /// O(1).
    pub fn move_is_valid(&self, mv: ShiftedMove) -> bool {
        self.move_problem(mv).is_none()
    }

    /// Applies a move of Lemma 5.8.
    ///
    /// # Errors
    /// [`PartitionError::BadInterval`] (l = r′ for a double move) if the
    /// move is out of range or leaves SD_n.
    ///
    /// # Complexity
    /// O(n).
    pub fn apply(&self, mv: ShiftedMove) -> Result<ShiftedDiagonalExpr, PartitionError> {
        if let Some((l, r, reason)) = self.move_problem(mv) {
            return Err(PartitionError::BadInterval { l, r, reason });
        }
        let mut b = self.b.clone();
        match mv {
            ShiftedMove::Interval { l, r } => {
                for x in &mut b[l as usize..=r as usize] {
                    *x -= 1;
                }
            }
            ShiftedMove::Double { r_prime, r } => {
                for (k, x) in b[..=r as usize].iter_mut().enumerate() {
                    *x -= if k as u64 <= r_prime { 2 } else { 1 };
                }
            }
        }
        Ok(ShiftedDiagonalExpr { b })
    }

    /// All valid moves (one per box of S by Lemma 5.8): intervals first,
    /// in increasing (l, r), then double moves in increasing (r′, r).
    ///
    /// # Errors
    /// [`PartitionError::TooLarge`] if the |S| moves (24 bytes each) and the
    /// ℓ part ends (8 bytes each) exceed
    /// [`MAX_MATERIALIZED_BYTES`](crate::MAX_MATERIALIZED_BYTES).
    ///
    /// # Complexity
    /// O(n + |S|) time, 24|S| + 8ℓ bytes.
    pub fn moves(&self) -> Result<Vec<ShiftedMove>, PartitionError> {
        // |S| = Σ b_k fits a u64 (it is the size of a shifted diagram in S_n).
        let size: u128 = self.b.iter().map(|&b| u128::from(b)).sum();
        let move_words = std::mem::size_of::<ShiftedMove>().div_ceil(8) as u128;
        check_words(
            "the list of shifted moves",
            size * move_words + u128::from(self.b[0]),
            "use ShiftedPartition::hook_move box by box",
        )?;
        let n = self.n();
        // Exact capacities: ℓ = b_0 part ends and |S| moves, both checked
        // above.
        let mut ends: Vec<u64> = Vec::with_capacity(self.b[0] as usize);
        ends.extend((0..n).filter(|&r| self.step(r) == 1));
        let mut out = Vec::with_capacity(size as usize);
        for l in 0..n {
            if l == 0 || self.step(l - 1) == 0 {
                let start = ends.partition_point(|&r| r < l);
                out.extend(
                    ends[start..]
                        .iter()
                        .map(|&r| ShiftedMove::Interval { l, r }),
                );
            }
        }
        for (t, &r_prime) in ends.iter().enumerate() {
            out.extend(
                ends[t + 1..]
                    .iter()
                    .map(|&r| ShiftedMove::Double { r_prime, r }),
            );
        }
        Ok(out)
    }
}

impl ShiftedPartition {
    /// The move of Abuku–Tada, Lemma 5.8 that removing the hook at (i, j)
    /// makes on sd(S): with a tail (row j + 1 exists) the double move
    /// (r′, r) = (λ_{j+1} − 1, λ_i − 1); otherwise the interval
    /// (l, r) = (j − i*, λ_i − 1), where i* is the last row of the leg.
    ///
    /// # Errors
    /// [`PartitionError::NotInDiagram`] if (i, j) is not a box.
    ///
    /// # Complexity
    /// O(log ℓ).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::{ShiftedMove, ShiftedPartition};
    /// let s = ShiftedPartition::new(vec![7, 6, 4, 3, 2])?;
    /// assert_eq!(s.hook_move(2, 6)?, ShiftedMove::Interval { l: 1, r: 5 });
    /// assert_eq!(s.hook_move(2, 3)?, ShiftedMove::Double { r_prime: 2, r: 5 });
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hook_move(&self, i: usize, j: u64) -> Result<ShiftedMove, PartitionError> {
        let h = self.hook_length(i, j)?;
        let r = self.part(i) - 1;
        let tail_part = usize::try_from(j)
            .ok()
            .and_then(|ju| ju.checked_add(1))
            .map_or(0, |t| self.part(t));
        Ok(if tail_part > 0 {
            ShiftedMove::Double {
                r_prime: tail_part - 1,
                r,
            }
        } else {
            // The hook lowers the part λ_i to λ_i − h.
            ShiftedMove::Interval {
                l: self.part(i) - h,
                r,
            }
        })
    }
}

impl fmt::Debug for ShiftedDiagonalExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ShiftedDiagonalExpr{self}")
    }
}

/// `[5, 5, 4, 3, 2, 2, 1, 0]`, as in Abuku–Tada §5.3.
impl fmt::Display for ShiftedDiagonalExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("[")?;
        for (k, v) in self.b.iter().enumerate() {
            if k > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{v}")?;
        }
        f.write_str("]")
    }
}
