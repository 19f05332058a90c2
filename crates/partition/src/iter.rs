//! Iterators over all partitions of N and over F(Y_{m,n}), and their counts.

use num_bigint::BigUint;
use num_traits::{One, Zero};

use crate::partition::check_limit;
use crate::{Partition, PartitionError};

/// Iterator over all partitions of `N`, in reverse lexicographic order:
/// from (N) down to (1^N). Created by [`Partitions::new`].
///
/// # Example
/// ```
/// use hookgames_partition::Partitions;
/// let all: Vec<String> = Partitions::new(4)?.map(|p| p.to_string()).collect();
/// assert_eq!(all, ["4", "3,1", "2,2", "2,1,1", "1,1,1,1"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct Partitions {
    next: Option<Vec<u64>>,
    n: u64,
}

impl Partitions {
    /// All partitions of `n` (for n = 0 the empty partition only).
    ///
    /// # Errors
    /// [`PartitionError::TooLarge`] if `n` exceeds
    /// [`MAX_MATERIALIZED`](crate::MAX_MATERIALIZED) (the last item has `n`
    /// parts).
    ///
    /// # Complexity
    /// O(1) to create; each step is O(ℓ) for the ℓ parts of the item
    /// (amortized O(1) to advance, plus the copy of the item).
    pub fn new(n: u64) -> Result<Self, PartitionError> {
        check_limit("a partition of n into ones", u128::from(n))?;
        let first = if n == 0 { Vec::new() } else { vec![n] };
        Ok(Partitions {
            next: Some(first),
            n,
        })
    }
}

impl Iterator for Partitions {
    type Item = Partition;

    fn next(&mut self) -> Option<Partition> {
        let cur = self.next.take()?;
        let item = Partition::from_sorted_unchecked(cur.clone(), self.n);
        // Advance: find the last part > 1, lower it by one and refill the
        // rest greedily with parts as large as allowed.
        let mut parts = cur;
        let mut ones = 0u64;
        while parts.last() == Some(&1) {
            parts.pop();
            ones += 1;
        }
        if let Some(last) = parts.last_mut() {
            *last -= 1;
            let v = *last;
            let mut rem = ones + 1;
            while rem > 0 {
                let x = rem.min(v);
                parts.push(x);
                rem -= x;
            }
            self.next = Some(parts);
        }
        Some(item)
    }
}

/// Iterator over F(Y_{m,n}): every Young diagram fitting in the m × n
/// rectangle (at most `m` rows, at most `n` columns), in lexicographic
/// order of (λ_1, …, λ_m) padded with zeros: from ∅ up to (n^m).
/// Created by [`RectanglePartitions::new`]; there are C(m+n, m) of them
/// ([`rectangle_partition_count`]).
///
/// # Example
/// ```
/// use hookgames_partition::RectanglePartitions;
/// let all: Vec<String> = RectanglePartitions::new(2, 2)?.map(|p| p.to_string()).collect();
/// assert_eq!(all, ["∅", "1", "1,1", "2", "2,1", "2,2"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct RectanglePartitions {
    /// Current tuple (λ_1, …, λ_m), padded with zeros; `None` when done.
    cur: Option<Vec<u64>>,
    n: u64,
}

impl RectanglePartitions {
    /// All diagrams in F(Y_{m,n}).
    ///
    /// # Errors
    /// [`PartitionError::TooLarge`] if `m` exceeds
    /// [`MAX_MATERIALIZED`](crate::MAX_MATERIALIZED).
    ///
    /// # Complexity
    /// O(m) to create and per step.
    pub fn new(m: usize, n: u64) -> Result<Self, PartitionError> {
        check_limit("a row vector of the rectangle", m as u128)?;
        Ok(RectanglePartitions {
            cur: Some(vec![0; m]),
            n,
        })
    }
}

impl Iterator for RectanglePartitions {
    type Item = Partition;

    fn next(&mut self) -> Option<Partition> {
        let cur = self.cur.as_mut()?;
        let len = cur.iter().take_while(|&&p| p > 0).count();
        let size = cur.iter().sum();
        let item = Partition::from_sorted_unchecked(cur[..len].to_vec(), size);
        // Increment the last position that can grow; zero everything after.
        let mut k = cur.len();
        loop {
            if k == 0 {
                self.cur = None;
                break;
            }
            let bound = if k == 1 { self.n } else { cur[k - 2] };
            if cur[k - 1] < bound {
                cur[k - 1] += 1;
                cur[k..].iter_mut().for_each(|x| *x = 0);
                break;
            }
            k -= 1;
        }
        Some(item)
    }
}

/// The number p(N) of partitions of N, by Euler's pentagonal-number
/// recurrence p(N) = Σ_{k ≥ 1} (−1)^{k+1} (p(N − k(3k−1)/2) + p(N − k(3k+1)/2)).
///
/// # Errors
/// [`PartitionError::TooLarge`] if `n` exceeds
/// [`MAX_MATERIALIZED`](crate::MAX_MATERIALIZED) (the recurrence keeps the
/// table p(0..=N)).
///
/// # Complexity
/// O(N^{3/2}) big-integer additions of O(√N)-bit numbers; O(N^{3/2}) bits
/// of memory.
///
/// # Example
/// ```
/// use hookgames_partition::partition_count;
/// assert_eq!(partition_count(100)?.to_string(), "190569292");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn partition_count(n: u64) -> Result<BigUint, PartitionError> {
    check_limit("the table p(0..=N)", u128::from(n) + 1)?;
    let n = n as usize;
    let mut p: Vec<BigUint> = Vec::with_capacity(n + 1);
    p.push(BigUint::one());
    for m in 1..=n {
        let mut plus = BigUint::zero();
        let mut minus = BigUint::zero();
        for k in 1.. {
            let g1 = k * (3 * k - 1) / 2;
            if g1 > m {
                break;
            }
            let target = if k % 2 == 1 { &mut plus } else { &mut minus };
            *target += &p[m - g1];
            let g2 = k * (3 * k + 1) / 2;
            if g2 <= m {
                *target += &p[m - g2];
            }
        }
        p.push(plus - minus);
    }
    Ok(p.pop().unwrap_or_else(BigUint::one))
}

/// The number #F(Y_{m,n}) = C(m+n, m) of Young diagrams fitting in the
/// m × n rectangle.
///
/// # Errors
/// [`PartitionError::TooLarge`] if min(m, n) exceeds
/// [`MAX_MATERIALIZED`](crate::MAX_MATERIALIZED) (the result would have
/// too many digits to compute).
///
/// # Complexity
/// O(min(m, n)) big-integer multiplications by a word.
///
/// # Example
/// ```
/// use hookgames_partition::rectangle_partition_count;
/// assert_eq!(rectangle_partition_count(3, 5)?.to_string(), "56");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn rectangle_partition_count(m: usize, n: u64) -> Result<BigUint, PartitionError> {
    let (k, other) = if (m as u64) <= n {
        (m as u64, n)
    } else {
        (n, m as u64)
    };
    check_limit("the binomial coefficient C(m+n, m)", u128::from(k))?;
    // C(k + other, k) = Π_{t=1..k} (other + t) / t, exact at every step.
    let mut acc = BigUint::one();
    for t in 1..=k {
        acc *= BigUint::from(other) + BigUint::from(t);
        acc /= BigUint::from(t);
    }
    Ok(acc)
}
