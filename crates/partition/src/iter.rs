//! Iterators over all partitions of N and over F(Y_{m,n}), and their counts.

use num_bigint::BigUint;
use num_traits::{One, Zero};

use crate::partition::check_words;
use crate::{MAX_BINOMIAL_WORK, MAX_PARTITION_COUNT_N, Partition, PartitionError};

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
    /// [`MAX_MATERIALIZED`](crate::MAX_MATERIALIZED) / 2: the last item has
    /// `n` parts, and the iterator keeps the next item beside the one it
    /// returns (16n bytes against
    /// [`MAX_MATERIALIZED_BYTES`](crate::MAX_MATERIALIZED_BYTES)).
    ///
    /// # Complexity
    /// O(1) to create; each step is O(ℓ) for the ℓ parts of the item
    /// (amortized O(1) to advance, plus the copy of the item).
    pub fn new(n: u64) -> Result<Self, PartitionError> {
        check_words(
            "the partitions of n (up to n parts, two at a time)",
            2 * u128::from(n),
            "use partition_count for their number",
        )?;
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
    /// [`MAX_MATERIALIZED`](crate::MAX_MATERIALIZED) / 2: each item has up
    /// to m parts, and the iterator keeps an m-entry row vector beside it
    /// (16m bytes against
    /// [`MAX_MATERIALIZED_BYTES`](crate::MAX_MATERIALIZED_BYTES)).
    ///
    /// # Complexity
    /// O(m) to create and per step.
    pub fn new(m: usize, n: u64) -> Result<Self, PartitionError> {
        check_words(
            "the diagrams of the rectangle (m parts, two at a time)",
            2 * m as u128,
            "use rectangle_partition_count for their number",
        )?;
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
/// [`PartitionError::TooLarge`] if `n` exceeds [`MAX_PARTITION_COUNT_N`]
/// (a work limit, checked before anything is computed: the recurrence
/// needs the whole table p(0..=N)).
///
/// # Complexity
/// O(N^{3/2}) big-integer additions of O(√N)-bit numbers, about N²/20 word
/// operations; O(N^{3/2}) bits of memory (≈ 15 MB at the limit).
///
/// # Example
/// ```
/// use hookgames_partition::{partition_count, PartitionError, MAX_PARTITION_COUNT_N};
/// assert_eq!(partition_count(100)?.to_string(), "190569292");
/// let e = partition_count(1_000_000).unwrap_err(); // 115 s without the limit
/// assert!(matches!(e, PartitionError::TooLarge { limit: MAX_PARTITION_COUNT_N, .. }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn partition_count(n: u64) -> Result<BigUint, PartitionError> {
    if n > MAX_PARTITION_COUNT_N {
        return Err(PartitionError::TooLarge {
            what: "p(N) by Euler's recurrence, which computes p(1), …, p(N),",
            count: u128::from(n),
            unit: "values",
            limit: MAX_PARTITION_COUNT_N,
            limit_name: "MAX_PARTITION_COUNT_N",
            instead: "ask for a smaller N (the work grows like N²)",
        });
    }
    // n ≤ 2^16: every index and pentagonal number below fits a usize.
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
/// Computed by the cheaper of Legendre's prime factorisation (a sieve up to
/// m + n and a balanced product tree) and the product formula
/// Π (N − k + t)/t with k = min(m, n); see [`MAX_BINOMIAL_WORK`].
///
/// # Errors
/// [`PartitionError::TooLarge`] if both methods would need more than
/// [`MAX_BINOMIAL_WORK`] word operations (checked before any work): when
/// m + n > 2^24 and min(m, n) is larger than about 2 000.
///
/// # Complexity
/// At most [`MAX_BINOMIAL_WORK`] word operations; a result of at most
/// m + n bits.
///
/// # Example
/// ```
/// use hookgames_partition::{rectangle_partition_count, PartitionError, MAX_BINOMIAL_WORK};
/// assert_eq!(rectangle_partition_count(3, 5)?.to_string(), "56");
/// // C(2^21, 2^20), a number of 2 097 142 bits, by the prime factorisation.
/// assert_eq!(rectangle_partition_count(1 << 20, 1 << 20)?.bits(), 2_097_142);
/// // C(2 + 2^63, 2), by the product formula.
/// assert_eq!(rectangle_partition_count(2, 1 << 63)?.bits(), 126);
/// let e = rectangle_partition_count(1 << 40, 1 << 40).unwrap_err();
/// assert!(matches!(e, PartitionError::TooLarge { limit: MAX_BINOMIAL_WORK, .. }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn rectangle_partition_count(m: usize, n: u64) -> Result<BigUint, PartitionError> {
    binomial(m as u128 + u128::from(n), m as u128)
}

/// C(n, k) exactly, under the work limit [`MAX_BINOMIAL_WORK`] (see there
/// for the two methods); 0 for k > n.
pub(crate) fn binomial(n: u128, k: u128) -> Result<BigUint, PartitionError> {
    if k > n {
        return Ok(BigUint::zero());
    }
    let k = k.min(n - k);
    if k == 0 {
        return Ok(BigUint::one());
    }
    // log₂ C(n, k) ≤ k·log₂(e·n/k): an upper bound on the bits of the result.
    let (nf, kf) = (n as f64, k as f64);
    let bits = kf * ((nf / kf).log2() + std::f64::consts::LOG2_E) + 1.0;
    let words = bits / 64.0 + 1.0;
    let product_cost = kf * words;
    let sieve_cost = nf;
    let limit = MAX_BINOMIAL_WORK as f64;
    if sieve_cost <= limit && sieve_cost <= product_cost {
        // n ≤ 2^24: fits every integer type below.
        Ok(binomial_by_primes(n as u64, k as u64))
    } else if product_cost <= limit {
        Ok(binomial_by_product(n, k))
    } else {
        Err(PartitionError::TooLarge {
            what: "the binomial coefficient C(m+n, m)",
            count: sieve_cost.min(product_cost) as u128,
            unit: "word operations",
            limit: MAX_BINOMIAL_WORK,
            limit_name: "MAX_BINOMIAL_WORK",
            instead: "use a smaller rectangle (m + n ≤ 2^24, or min(m, n) ≤ 2 000)",
        })
    }
}

/// C(n, k) = Π_{t=1..k} (n − k + t)/t, exact at every step (each partial
/// product is a binomial coefficient). Cost about k·B/64 word operations
/// for a result of B bits.
fn binomial_by_product(n: u128, k: u128) -> BigUint {
    let mut acc = BigUint::one();
    for t in 1..=k {
        acc *= n - k + t;
        acc /= t;
    }
    acc
}

/// C(n, k) by Legendre's formula: the exponent of a prime p in C(n, k) is
/// the number of carries when k and n − k are added in base p (Kummer),
/// i.e. Σ_i (⌊n/p^i⌋ − ⌊k/p^i⌋ − ⌊(n−k)/p^i⌋); the prime powers are packed
/// into words and multiplied by a balanced product tree. O(n) word
/// operations for the sieve, n/8 bytes for it.
fn binomial_by_primes(n: u64, k: u64) -> BigUint {
    let len = n as usize + 1;
    // composite[x] for x ≤ n, as a bitset.
    let mut composite = vec![0u64; len.div_ceil(64)];
    let is_composite = |c: &[u64], x: usize| c[x / 64] >> (x % 64) & 1 == 1;
    let mut words: Vec<u64> = Vec::new();
    let mut acc: u64 = 1;
    let r = n - k;
    for p in 2..len {
        if is_composite(&composite, p) {
            continue;
        }
        if let Some(sq) = p.checked_mul(p) {
            let mut q = sq;
            while q < len {
                composite[q / 64] |= 1 << (q % 64);
                q += p;
            }
        }
        let pu = p as u64;
        let mut e = 0u32;
        let mut pk = pu;
        loop {
            e += (n / pk - k / pk - r / pk) as u32;
            match pk.checked_mul(pu) {
                Some(next) if next <= n => pk = next,
                _ => break,
            }
        }
        for _ in 0..e {
            match acc.checked_mul(pu) {
                Some(v) => acc = v,
                None => {
                    words.push(acc);
                    acc = pu;
                }
            }
        }
    }
    words.push(acc);
    product_tree(&words)
}

/// The product of the words, by halves (balanced operands, so that the
/// large multiplications use num-bigint's sub-quadratic algorithms).
fn product_tree(words: &[u64]) -> BigUint {
    if words.len() <= 8 {
        let mut acc = BigUint::one();
        for &w in words {
            acc *= w;
        }
        return acc;
    }
    let (a, b) = words.split_at(words.len() / 2);
    product_tree(a) * product_tree(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The two methods of `binomial` agree with each other and with
    /// Pascal's triangle on every C(n, k), n ≤ 120 (the public function picks
    /// one of them by cost, so each is checked here directly).
    #[test]
    fn binomial_methods_agree_with_pascal() {
        let mut row = vec![BigUint::one()];
        for n in 0..=120u64 {
            for k in 0..=n {
                let want = &row[k as usize];
                assert_eq!(&binomial_by_primes(n, k), want, "primes C({n}, {k})");
                assert_eq!(
                    &binomial_by_product(u128::from(n), u128::from(k.min(n - k))),
                    want,
                    "product C({n}, {k})"
                );
                assert_eq!(&binomial(u128::from(n), u128::from(k)).unwrap(), want);
            }
            let mut next = vec![BigUint::one(); row.len() + 1];
            for k in 1..row.len() {
                next[k] = &row[k - 1] + &row[k];
            }
            row = next;
        }
        assert_eq!(binomial(3, 5).unwrap(), BigUint::zero());
    }

    /// Both methods on a larger coefficient, whose prime powers span many
    /// words of the product tree.
    #[test]
    fn binomial_methods_agree_on_large_coefficients() {
        for (n, k) in [(5000u64, 2500u64), (4099, 17), (65_537, 1000)] {
            assert_eq!(
                binomial_by_primes(n, k),
                binomial_by_product(u128::from(n), u128::from(k)),
                "C({n}, {k})"
            );
        }
    }
}
