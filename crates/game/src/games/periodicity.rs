use crate::error::GameError;

/// The longest Grundy sequence the `values` functions of the heap games
/// ([`Subtraction::values`](crate::Subtraction::values),
/// [`Octal::values`](crate::Octal::values)) and their period searches
/// compute: 2^24 = 16 777 216 values, 128 MiB of `u64`. Longer requests
/// are refused with [`GameError::SequenceTooLong`] before anything is
/// allocated.
pub const MAX_SEQUENCE_LEN: u64 = 1 << 24;

/// The most elementary steps (options examined, values compared) one
/// computation of a heap game's Grundy sequence may take:
/// 2^32 = 4 294 967 296, a few seconds. [`Octal::values`](crate::Octal::values),
/// [`Subtraction::values`](crate::Subtraction::values) and their period
/// searches count their steps from the request (the length asked for, the
/// code or the subtraction set) and refuse a larger computation with
/// [`GameError::WorkLimit`] before doing any of it: an octal game's work
/// grows with the square of the length, a subtraction game's with the
/// length times the subtraction set.
pub const MAX_SEQUENCE_WORK: u64 = 1 << 32;

/// Refuses `work` steps of `what` beyond [`MAX_SEQUENCE_WORK`]; `what` is
/// only formatted then.
pub(crate) fn checked_work(work: u128, what: impl FnOnce() -> String) -> Result<(), GameError> {
    if work > u128::from(MAX_SEQUENCE_WORK) {
        return Err(GameError::WorkLimit {
            what: what(),
            work,
            limit: MAX_SEQUENCE_WORK,
        });
    }
    Ok(())
}

/// The steps of [`Periodicity::minimize`] on a prefix of `len` values: at
/// most `2·log2(len) + 1` passes over one period, and the walk down the
/// preperiod.
pub(crate) fn minimize_work(len: usize) -> u128 {
    let passes = 2 * u128::from(usize::BITS - len.leading_zeros()) + 2;
    passes * len as u128
}

/// Checks a requested sequence length against [`MAX_SEQUENCE_LEN`] and
/// converts it to `usize`.
pub(crate) fn checked_len(len: u64) -> Result<usize, GameError> {
    let too_long = GameError::SequenceTooLong {
        len,
        limit: MAX_SEQUENCE_LEN,
    };
    if len > MAX_SEQUENCE_LEN {
        return Err(too_long);
    }
    usize::try_from(len).map_err(|_| too_long)
}

/// The eventual periodicity of a Grundy sequence g(0), g(1), …: the least
/// preperiod n₀ and the least period p such that g(n + p) = g(n) for every
/// n ≥ n₀, with the values g(0), …, g(n₀ + p − 1) that determine the whole
/// sequence.
///
/// "Least" is meant jointly and without ambiguity: `period` is the least
/// p ≥ 1 such that g(n + p) = g(n) for all large n (every other eventual
/// period is a multiple of it), and `preperiod` is the least n₀ from which
/// that holds. The least n₀ is the same for every eventual period: if
/// g(n + kp) = g(n) for all n ≥ m with m < n₀, then
/// g(n₀ − 1) = g(n₀ − 1 + kp) = g(n₀ − 1 + p), so p itself would already
/// hold from n₀ − 1.
///
/// Returned by [`Subtraction::periodicity`](crate::Subtraction::periodicity)
/// and [`Octal::periodicity`](crate::Octal::periodicity), which prove it
/// (they never extrapolate from a finite prefix).
///
/// # Example
/// ```
/// use hookgames_game::Subtraction;
///
/// // S(1, 3, 4): 0, 1, 0, 1, 2, 3, 2 repeated from the start
/// // (Berlekamp–Conway–Guy, Winning Ways, ch. 4).
/// let per = Subtraction::new([1, 3, 4])?.periodicity(None)?;
/// assert_eq!((per.preperiod(), per.period()), (0, 7));
/// assert_eq!(per.period_values(), &[0, 1, 0, 1, 2, 3, 2]);
/// assert_eq!(per.value(1_000_000_000_000), per.value(1_000_000_000_000 % 7));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Serialization
/// With the `serde` feature it is serializable as the object
/// `{"preperiod": n₀, "period": p, "values": [g(0), …, g(n₀ + p − 1)]}`.
/// Reading checks that there are n₀ + p values and that n₀ and p are the
/// least preperiod and period of the sequence they define (the invariant
/// of this type), and says which are; unknown fields are refused.
/// ```
/// # #[cfg(feature = "serde")] {
/// use hookgames_game::Periodicity;
/// let json = r#"{"preperiod":0,"period":7,"values":[0,1,0,1,2,3,2]}"#;
/// let per: Periodicity = serde_json::from_str(json)?;
/// assert_eq!(per.value(1_000_000_000_000), 1); // 10^12 ≡ 1 (mod 7)
/// assert_eq!(serde_json::to_string(&per)?, json);
/// let not_least = r#"{"preperiod":0,"period":4,"values":[0,1,0,1]}"#;
/// assert!(serde_json::from_str::<Periodicity>(not_least).is_err());
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Periodicity {
    preperiod: u64,
    period: u64,
    values: Vec<u64>,
}

impl Periodicity {
    /// The least periodicity of a sequence known to satisfy
    /// g(n + p) = g(n) for all n ≥ n0 (for ever), from `values`, a prefix
    /// of length at least `n0 + p`.
    ///
    /// The least period divides `p`. The periods d | p of the sequence
    /// from n0 on are those of the block B = g(n0), …, g(n0 + p − 1) read
    /// cyclically, and with two of them their gcd is one too (shifting B
    /// by d₁ and by d₂ leaves it unchanged, so does shifting by any
    /// combination of them); so they are the multiples of the least one
    /// that divide p, and the least is found by dividing p by each of its
    /// prime factors for as long as the quotient is still a period: at
    /// most 2·log2(p) tests of one period each, O(p log p), whatever p's
    /// number of divisors. The least preperiod is found by walking down
    /// from `n0` (see the type's docs for why one preperiod serves every
    /// eventual period).
    pub(crate) fn minimize(values: &[u64], n0: usize, p: usize) -> Periodicity {
        debug_assert!(p >= 1 && values.len() >= n0 + p);
        // g(n) for any n, from the prefix and the known period.
        let g = |n: usize| {
            if n < n0 + p {
                values[n]
            } else {
                values[n0 + (n - n0) % p]
            }
        };
        // d | p is a period iff the block is d-periodic (read linearly,
        // which for d | p is the same as cyclically).
        let block = &values[n0..n0 + p];
        let is_period = |d: usize| block[d..].iter().zip(block).all(|(a, b)| a == b);
        let mut period = p;
        let reduce = |q: usize, period: &mut usize| {
            while period.is_multiple_of(q) && is_period(*period / q) {
                *period /= q;
            }
        };
        let mut rest = p;
        let mut q = 2;
        while q <= rest / q {
            if rest.is_multiple_of(q) {
                while rest.is_multiple_of(q) {
                    rest /= q;
                }
                reduce(q, &mut period);
            }
            q += 1;
        }
        if rest > 1 {
            reduce(rest, &mut period);
        }
        let mut preperiod = n0;
        while preperiod > 0 && g(preperiod - 1) == g(preperiod - 1 + period) {
            preperiod -= 1;
        }
        Periodicity {
            preperiod: preperiod as u64,
            period: period as u64,
            values: values[..preperiod + period].to_vec(),
        }
    }

    /// The least preperiod n₀: g(n + p) = g(n) for every n ≥ n₀ and fails
    /// for n = n₀ − 1. It is 0 when the sequence is purely periodic.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Periodicity`].
    pub fn preperiod(&self) -> u64 {
        self.preperiod
    }

    /// The least period p ≥ 1.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Periodicity`].
    pub fn period(&self) -> u64 {
        self.period
    }

    /// The values g(0), …, g(n₀ + p − 1): the preperiod followed by one
    /// period.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Subtraction;
    /// let per = Subtraction::new([2, 3])?.periodicity(None)?;
    /// assert_eq!(per.values(), &[0, 0, 1, 1, 2]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn values(&self) -> &[u64] {
        &self.values
    }

    /// The values g(0), …, g(n₀ − 1) before the period starts (empty for a
    /// purely periodic sequence).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Subtraction;
    /// // S(2, 4, 7): the period 3 starts at n = 8.
    /// let per = Subtraction::new([2, 4, 7])?.periodicity(None)?;
    /// assert_eq!(per.preperiod_values(), &[0, 0, 1, 1, 2, 2, 0, 3]);
    /// assert!(Subtraction::new([1, 2])?.periodicity(None)?.preperiod_values().is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn preperiod_values(&self) -> &[u64] {
        &self.values[..self.preperiod as usize]
    }

    /// One period g(n₀), …, g(n₀ + p − 1).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Subtraction;
    /// let per = Subtraction::new([2, 4, 7])?.periodicity(None)?;
    /// assert_eq!(per.period_values(), &[1, 0, 2]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn period_values(&self) -> &[u64] {
        &self.values[self.preperiod as usize..]
    }

    /// The Grundy value g(n) for any `n`, from the preperiod and the
    /// period.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Subtraction;
    /// // S(1, 2): g(n) = n mod 3.
    /// let per = Subtraction::new([1, 2])?.periodicity(None)?;
    /// assert_eq!(per.value(u64::MAX), u64::MAX % 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn value(&self, n: u64) -> u64 {
        let i = if n < self.preperiod {
            n
        } else {
            self.preperiod + (n - self.preperiod) % self.period
        };
        self.values[i as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::Periodicity;

    #[test]
    fn minimize_finds_the_least_period_and_preperiod_from_any_certified_pair() {
        // 7, 9, then 0 1 repeated: certified from n0 = 5 with p = 6.
        let values = [7, 9, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1];
        let per = Periodicity::minimize(&values, 5, 6);
        assert_eq!((per.preperiod(), per.period()), (2, 2));
        assert_eq!(per.values(), &[7, 9, 0, 1]);
        for (n, &v) in values.iter().enumerate() {
            assert_eq!(per.value(n as u64), v);
        }
        // A period that is not a divisor of a smaller one: 0 0 1 from 0.
        let values = [0, 0, 1, 0, 0, 1, 0, 0, 1];
        let per = Periodicity::minimize(&values, 3, 6);
        assert_eq!((per.preperiod(), per.period()), (0, 3));
        // Already least.
        let per = Periodicity::minimize(&[3, 0, 1, 2], 1, 3);
        assert_eq!((per.preperiod(), per.period()), (1, 3));
        assert_eq!(per.preperiod_values(), &[3]);
        assert_eq!(per.period_values(), &[0, 1, 2]);
    }

    /// The least period by trying every divisor of p (the definition).
    fn least_period_naive(block: &[u64]) -> usize {
        let p = block.len();
        (1..=p)
            .filter(|&d| p.is_multiple_of(d))
            .find(|&d| (0..p).all(|i| block[i] == block[(i + d) % p]))
            .unwrap_or(p)
    }

    #[test]
    fn the_prime_factor_reduction_finds_the_least_period_of_every_block() {
        // Blocks u^k for every base u of length d ≤ 12 over a small
        // alphabet (drawn by a xorshift stream) and k with p = d·k ≤ 144:
        // p with many divisors (72, 96, 120, 144) and prime powers.
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for d in 1..=12usize {
            for k in 1..=144 / d {
                for alphabet in [2, 3, 5] {
                    let base: Vec<u64> = (0..d).map(|_| next() % alphabet).collect();
                    let block: Vec<u64> = base.iter().copied().cycle().take(d * k).collect();
                    // A preperiod of 2 values that differ from the block's
                    // continuation, so that the walk down stops at once.
                    let mut values = vec![100, 101];
                    values.extend(&block);
                    let per = Periodicity::minimize(&values, 2, d * k);
                    assert_eq!(
                        per.period() as usize,
                        least_period_naive(&block),
                        "{block:?}"
                    );
                    assert_eq!(per.preperiod(), 2);
                }
            }
        }
    }
}

/// What a heap game has learnt of its single-heap Grundy sequence, for its
/// value hooks: the certified periodicity once a search found it (then the
/// whole sequence is known for ever), or the longest search that found
/// none (so that a hook does not repeat it). Shared by the game's clones;
/// invisible to its equality and hash.
#[derive(Debug, Clone, Default)]
pub(crate) struct SequenceCache {
    periodic: std::sync::Arc<std::sync::OnceLock<Periodicity>>,
    searched: std::sync::Arc<std::sync::atomic::AtomicU64>,
}

impl SequenceCache {
    /// The certified periodicity: known already, or found by `search` with
    /// a search length of `len` (not tried again at a length already
    /// searched in vain). `None` if no period is certified within `len`
    /// values, or the search is refused.
    pub(crate) fn periodicity(
        &self,
        len: u64,
        search: impl FnOnce(u64) -> Result<Periodicity, GameError>,
    ) -> Option<&Periodicity> {
        use std::sync::atomic::Ordering;
        if let Some(p) = self.periodic.get() {
            return Some(p);
        }
        if len <= self.searched.load(Ordering::Relaxed) {
            return None;
        }
        match search(len) {
            Ok(p) => Some(self.periodic.get_or_init(|| p)),
            Err(_) => {
                self.searched.fetch_max(len, Ordering::Relaxed);
                None
            }
        }
    }
}

/// The longest search a value hook runs for a periodicity within
/// `work_budget` steps (the caller's `Limits::max_arrows`), when a search
/// of `len` values costs `work(len)` steps: the largest power of two up to
/// `cap` whose work fits (0 if none does).
pub(crate) fn hook_search_len(cap: u64, work_budget: u64, work: impl Fn(usize) -> u128) -> u64 {
    let mut len = cap.min(MAX_SEQUENCE_LEN);
    while len > 0 {
        let fits = usize::try_from(len).is_ok_and(|l| work(l) <= u128::from(work_budget));
        if fits {
            return len;
        }
        len /= 2;
    }
    0
}
