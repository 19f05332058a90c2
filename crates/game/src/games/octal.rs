use std::fmt;
use std::ops::ControlFlow;
use std::str::FromStr;

use super::periodicity::{
    MAX_SEQUENCE_LEN, Periodicity, SequenceCache, checked_len, checked_work, hook_search_len,
    minimize_work,
};
use crate::algorithm::Algorithm;
use crate::config::Engine;
use crate::error::GameError;

/// The default number of values [`Octal::periodicity`] may compute before
/// it gives up: 2^14 = 16 384 (the search is quadratic in this number).
pub const DEFAULT_OCTAL_SEARCH_LEN: u64 = 1 << 14;

/// What a digit after the point must be.
const AFTER_POINT: &str = "the digits after the point are octal digits 0–7";

/// An octal game given by its code d₀.d₁d₂…d_t (R. K. Guy and C. A. B.
/// Smith, *The G-values of various games*, Proc. Cambridge Philos. Soc. 52,
/// 1956; E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
/// Mathematical Plays*, 1982, ch. 4).
///
/// A position is a collection of heaps. A move chooses one heap and
/// removes k ≥ 1 counters from it, as digit d_k allows: with bit 1 of d_k
/// the heap may be removed entirely (k = the heap), with bit 2 one
/// non-empty heap may be left, with bit 4 two non-empty heaps may be left.
/// The digit before the point, d₀, is 0 or 4; 4 also allows splitting a
/// heap into two non-empty heaps without removing anything. So Kayles is
/// `0.77`, Dawson's Kayles `0.07`, Dawson's chess `0.137`, and the
/// subtraction game S(1, 3, 4) is `0.3033`.
///
/// The [`State`](Algorithm::State) is the multiset of heaps as a
/// non-decreasing `Vec<u64>` without zeros ([`Octal::position`] builds
/// one); followers are listed in that form, each once. A state given in
/// another form is read as the multiset it lists.
///
/// A heap's followers are many (about t·n/2 for a heap of n with splits),
/// and the multisets reachable from a heap of n number about the
/// partitions of n, so the generic solvers are for heaps of a few dozen.
/// The Sprague–Grundy theorem reduces every position to the single-heap
/// sequence: [`values`](Octal::values) (the mex-of-XOR recursion,
/// O(t · len²)) and [`periodicity`](Octal::periodicity) (the Octal
/// Periodicity Theorem).
///
/// # Example
/// ```
/// use hookgames_game::{grundy, nim_sum, Algorithm, AlgorithmExt, Octal};
///
/// let kayles = Octal::new("0.77")?;
/// // From a row of 3 pins: knock 1 or 2 pins off an end or out of the middle.
/// assert_eq!(kayles.followers(&vec![3])?, vec![vec![2], vec![1, 1], vec![1]]);
/// assert_eq!(kayles.values(8)?, vec![0, 1, 2, 3, 1, 4, 3, 2]);
/// // Sprague–Grundy: a position is worth the nim-sum of its heaps' values.
/// let value = grundy(&kayles, &Octal::position([3, 5]))?;
/// assert_eq!(value, nim_sum(&[3, 4]));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct Octal {
    /// d₀, d₁, …, d_t with d_t ≠ 0 (or only d₀ when no digit is set).
    digits: Vec<u8>,
    /// The periodicity its value hook found (not part of the game).
    cache: SequenceCache,
}

impl PartialEq for Octal {
    fn eq(&self, other: &Self) -> bool {
        self.digits == other.digits
    }
}

impl Eq for Octal {}

impl std::hash::Hash for Octal {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.digits.hash(state);
    }
}

impl Octal {
    /// Parses an octal code: the digit 0 or 4 (or nothing, meaning 0), a
    /// point, then any number of digits 0–7 (d₁, d₂, …). Trailing zeros do
    /// not change the game: `0.770` is `0.77`.
    ///
    /// # Errors
    /// [`GameError::InvalidOctalCode`] with the 1-based position of the
    /// first offending character and what was expected there.
    ///
    /// # Complexity
    /// O(length of the code).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{GameError, Octal};
    /// assert_eq!(Octal::new("0.77")?.digits(), &[0, 7, 7]);
    /// assert_eq!(Octal::new(".07")?, Octal::new("0.070")?);
    /// assert_eq!(Octal::new("4.07")?.to_string(), "4.07");
    /// let err = Octal::new("0.08").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "character 4 of the octal code \"0.08\" is '8'; the digits after the point are octal digits 0–7"
    /// );
    /// assert!(matches!(err, GameError::InvalidOctalCode { position: 4, found: Some('8'), .. }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(code: &str) -> Result<Self, GameError> {
        let error = |position: usize, found: Option<char>, expected: &'static str| {
            GameError::InvalidOctalCode {
                code: code.to_owned(),
                position,
                found,
                expected,
            }
        };
        let mut chars = code.chars().enumerate().map(|(i, c)| (i + 1, c)).peekable();
        let d0 = match chars.peek() {
            None => return Err(error(1, None, "write a code such as 0.77 or .07")),
            Some(&(_, '.')) => 0,
            Some(&(_, c @ ('0' | '4'))) => {
                chars.next();
                if c == '4' { 4 } else { 0 }
            }
            Some(&(i, c)) => {
                return Err(error(
                    i,
                    Some(c),
                    "the digit before the point must be 0 or 4 \
                     (4 lets a move split a heap without removing counters)",
                ));
            }
        };
        match chars.next() {
            Some((_, '.')) => {}
            Some((i, c)) => {
                return Err(error(
                    i,
                    Some(c),
                    "a point must follow the first digit, as in 0.77",
                ));
            }
            None => {
                return Err(error(
                    2,
                    None,
                    "a point must follow the first digit, as in 0.77",
                ));
            }
        }
        let mut digits = vec![d0];
        for (i, c) in chars {
            match c.to_digit(8) {
                Some(d) => digits.push(d as u8),
                None => return Err(error(i, Some(c), AFTER_POINT)),
            }
        }
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
        Ok(Octal {
            digits,
            cache: SequenceCache::default(),
        })
    }

    /// The digits d₀, d₁, …, d_t of the code, without trailing zeros
    /// (only d₀ when no removal is allowed).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Octal;
    /// assert_eq!(Octal::new("0.137")?.digits(), &[0, 1, 3, 7]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// t, the largest k with d_k ≠ 0: the most counters one move removes
    /// (0 if no removal is allowed).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Octal;
    /// assert_eq!(Octal::new("0.07")?.max_removal(), 2);
    /// assert_eq!(Octal::new("4.0")?.max_removal(), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn max_removal(&self) -> u64 {
        self.digits.len() as u64 - 1
    }

    /// The state of the heaps `heaps`: sorted non-decreasingly, empty heaps
    /// dropped.
    ///
    /// # Complexity
    /// O(h log h) for h heaps.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Octal;
    /// assert_eq!(Octal::position([5, 0, 2, 5]), vec![2, 5, 5]);
    /// ```
    pub fn position(heaps: impl IntoIterator<Item = u64>) -> Vec<u64> {
        let mut heaps: Vec<u64> = heaps.into_iter().filter(|&h| h > 0).collect();
        heaps.sort_unstable();
        heaps
    }

    /// The Grundy values g(0), …, g(len − 1) of single heaps, by the
    /// recursion g(n) = mex of the values of the moves from a heap of n,
    /// where leaving two heaps a, b is worth g(a) ⊕ g(b) (Sprague–Grundy).
    ///
    /// # Errors
    /// [`GameError::SequenceTooLong`] if `len` exceeds
    /// [`MAX_SEQUENCE_LEN`](crate::MAX_SEQUENCE_LEN) (checked before
    /// allocating); [`GameError::WorkLimit`] if the options of the heaps
    /// 0..len number more than [`MAX_SEQUENCE_WORK`](crate::MAX_SEQUENCE_WORK)
    /// (counted before any is examined, see Complexity).
    ///
    /// # Complexity
    /// (t + 1)·len digit tests plus, for each digit d_k with bit 4 (a
    /// split; k = 0 for d₀ = 4), ⌊(len − 1 − k)²/4⌋ splits — O(t · len²)
    /// with splitting digits, O(t · len) without; this count is the work
    /// checked against the limit (the mex of each heap's options costs at
    /// most as much again). Memory: 8 bytes per value plus a mex table of
    /// about twice the largest value.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Octal;
    /// // Dawson's chess 0.137 (OEIS A002187).
    /// assert_eq!(Octal::new("0.137")?.values(10)?, vec![0, 1, 1, 2, 0, 3, 1, 1, 0, 3]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn values(&self, len: u64) -> Result<Vec<u64>, GameError> {
        let len = checked_len(len)?;
        checked_work(self.values_work(len), || {
            format!("the Grundy values of the octal game {self} for heaps 0..{len}")
        })?;
        let mut seq = Sequence::new(&self.digits, len);
        for _ in 0..len {
            seq.push_next();
        }
        Ok(seq.values)
    }
    /// The least preperiod and least period of the single-heap Grundy
    /// sequence, proved by the Octal Periodicity Theorem (Guy and Smith
    /// 1956; Winning Ways ch. 4) from at most `limit` values: `search_len`,
    /// or [`DEFAULT_OCTAL_SEARCH_LEN`] for `None`.
    ///
    /// The theorem: with t the largest k such that d_k ≠ 0, if
    /// g(n + p) = g(n) for every n with n₀ ≤ n < 2n₀ + p + t, then
    /// g(n + p) = g(n) for every n ≥ n₀. (A heap of N + p ≥ 2n₀ + 2p + t
    /// leaves at most two heaps, the larger one at least n₀ + p, and
    /// shifting that one by p matches its options with those of N.) It is
    /// applied here with n₀ ≥ 1: the shifted heap must stay non-empty, and
    /// for n₀ = 0 the statement is false (`0.04` has g = 0, 0, 0, 0, 1: the
    /// check for p = 1 passes on n < 3, but splitting 4 − 2 into 1 + 1 has
    /// no counterpart in the heap of 3).
    ///
    /// The search computes g(0), g(1), … and, for every p, the last n with
    /// g(n + p) ≠ g(n); it stops at the first length N at which some p
    /// with n₀ = max(1, that n + 1) satisfies N ≥ 2n₀ + 2p + t. The
    /// sequence is then known for ever, and the least period (a divisor of
    /// p) and the least preperiod (possibly 0) are read off exactly.
    ///
    /// # Errors
    /// [`GameError::PeriodNotFound`] if no period is certified within
    /// `limit` values (a game whose period or preperiod is long, or one
    /// not known to be periodic at all such as `0.6`);
    /// [`GameError::SequenceTooLong`] if `limit` exceeds
    /// [`MAX_SEQUENCE_LEN`](crate::MAX_SEQUENCE_LEN);
    /// [`GameError::WorkLimit`] if a search of `limit` values could take
    /// more than [`MAX_SEQUENCE_WORK`](crate::MAX_SEQUENCE_WORK) steps
    /// (refused before it starts, whatever length would certify the
    /// period: ask for a smaller `limit`).
    ///
    /// # Complexity
    /// O((t + 1) · N²) time and O(N) memory, where N ≤ `limit` is the
    /// number of values computed. The work checked against the limit is
    /// that of N = `limit`: the options of [`Octal::values`]`(limit)`, two
    /// passes over the candidate periods per value (limit · (limit − 1))
    /// and the least period's search (at most 2·log2(limit) + 2 passes).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{GameError, Octal};
    /// // Kayles: period 12 from n = 71 (Guy and Smith 1956).
    /// let per = Octal::new("0.77")?.periodicity(None)?;
    /// assert_eq!((per.preperiod(), per.period()), (71, 12));
    /// assert_eq!(per.period_values(), &[7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2]);
    /// assert_eq!(per.value(1000), Octal::new("0.77")?.values(1001)?[1000]);
    /// assert_eq!(
    ///     Octal::new("0.77")?.periodicity(Some(100)).unwrap_err(),
    ///     GameError::PeriodNotFound { limit: 100 }
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn periodicity(&self, search_len: Option<u64>) -> Result<Periodicity, GameError> {
        let limit = search_len.unwrap_or(DEFAULT_OCTAL_SEARCH_LEN);
        let limit_len = checked_len(limit)?;
        let n = limit_len as u128;
        let work = self.values_work(limit_len) + n * n.saturating_sub(1) + minimize_work(limit_len);
        checked_work(work, || {
            format!("the period search of the octal game {self} within {limit} values")
        })?;
        let t = self.digits.len() - 1;
        let mut seq = Sequence::new(&self.digits, limit_len.min(1 << 12));
        // start[p] = 1 + the last n with g(n + p) ≠ g(n) (0 if none yet):
        // the least n₀ for p on the values computed so far.
        let mut start: Vec<usize> = vec![0];
        for len in 1..=limit_len {
            seq.push_next();
            let g = &seq.values;
            let j = len - 1;
            start.push(0);
            for (p, s) in start.iter_mut().enumerate().take(j + 1).skip(1) {
                if g[j] != g[j - p] {
                    *s = j - p + 1;
                }
            }
            // The theorem is applied with n₀ ≥ 1 (see the doc comment).
            let certified = start
                .iter()
                .enumerate()
                .take(j + 1)
                .skip(1)
                .map(|(p, &n0)| (p, n0.max(1)))
                .find(|&(p, n0)| 2 * n0 + 2 * p + t <= len);
            if let Some((p, n0)) = certified {
                return Ok(Periodicity::minimize(g, n0, p));
            }
        }
        Err(GameError::PeriodNotFound { limit })
    }
}

impl Octal {
    /// The steps [`Octal::values`]`(len)` takes: t + 1 digit tests for
    /// each heap, and for each splitting digit d_k (bit 4; k = 0 for
    /// d₀ = 4) ⌊(n − k)/2⌋ splits of each heap n ≥ k, which sum to
    /// ⌊(len − 1 − k)²/4⌋. Exact in `u128` (at most about 2^53 for the
    /// longest sequence and code).
    fn values_work(&self, len: usize) -> u128 {
        let len = len as u128;
        let mut work = len * self.digits.len() as u128;
        for (k, &d) in self.digits.iter().enumerate() {
            let k = k as u128;
            if d & 4 != 0 && k < len {
                let m = len - 1 - k;
                work += m * m / 4;
            }
        }
        work
    }
}

impl fmt::Display for Octal {
    /// The canonical code, as in `0.77` or `4.07` (`0.0` for the game
    /// without moves).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.", self.digits[0])?;
        if self.digits.len() == 1 {
            return f.write_str("0");
        }
        self.digits[1..].iter().try_for_each(|d| write!(f, "{d}"))
    }
}

impl FromStr for Octal {
    type Err = GameError;

    /// As [`Octal::new`].
    fn from_str(code: &str) -> Result<Self, GameError> {
        Octal::new(code)
    }
}

/// The single-heap Grundy sequence of an octal game, one value at a time,
/// with a reusable mex stamp.
struct Sequence<'a> {
    digits: &'a [u8],
    values: Vec<u64>,
    /// `stamp[v] == n + 1` iff v is the value of an option of heap n.
    /// Its length is `cap + 1`, where `cap` is a power of two above every
    /// value so far, so that every XOR of two values indexes it.
    stamp: Vec<u64>,
}

impl<'a> Sequence<'a> {
    fn new(digits: &'a [u8], capacity: usize) -> Self {
        Sequence {
            digits,
            values: Vec::with_capacity(capacity),
            stamp: vec![0; 2],
        }
    }

    /// Computes and stores the next value g(n).
    fn push_next(&mut self) {
        let n = self.values.len();
        let mark = n as u64 + 1;
        let (values, stamp) = (&self.values, &mut self.stamp);
        for (k, &d) in self.digits.iter().enumerate().take(n + 1) {
            if k == 0 {
                // d₀ is 0 or 4: only splitting without removal.
                if d & 4 != 0 {
                    split(values, stamp, n, mark);
                }
                continue;
            }
            if d & 1 != 0 && k == n {
                stamp[0] = mark;
            }
            if d & 2 != 0 && k < n {
                stamp[values[n - k] as usize] = mark;
            }
            if d & 4 != 0 {
                split(values, stamp, n - k, mark);
            }
        }
        let g = stamp.iter().position(|&s| s != mark).unwrap_or(stamp.len()) as u64;
        self.values.push(g);
        let cap = self.stamp.len() as u64 - 1;
        if g >= cap {
            let cap = (g + 1).next_power_of_two() as usize;
            self.stamp.resize(cap + 1, 0);
        }
    }
}

/// Marks the values g(a) ⊕ g(m − a) of splitting a heap of m into two
/// non-empty heaps.
fn split(values: &[u64], stamp: &mut [u64], m: usize, mark: u64) {
    for a in 1..=m / 2 {
        stamp[(values[a] ^ values[m - a]) as usize] = mark;
    }
}

/// `heaps` (sorted) with the heap at index `i` replaced by `parts`, sorted.
fn replace(heaps: &[u64], i: usize, parts: &[u64]) -> Vec<u64> {
    let mut out = Vec::with_capacity(heaps.len() + 1);
    out.extend_from_slice(&heaps[..i]);
    out.extend_from_slice(&heaps[i + 1..]);
    for &h in parts {
        let at = out.partition_point(|&x| x < h);
        out.insert(at, h);
    }
    out
}

impl Algorithm for Octal {
    type State = Vec<u64>;

    /// The vector and its heap: 24 + 8·len bytes.
    fn state_bytes(&self, p: &Vec<u64>) -> usize {
        std::mem::size_of::<Vec<u64>>() + std::mem::size_of_val(p.as_slice())
    }

    /// Heap by heap (each size once), removal by removal: leave nothing,
    /// one heap, or two heaps a ≤ b.
    ///
    /// No follower is listed twice, without a hash set. In one heap, moves
    /// with different k leave different totals, and for one k the options
    /// leave different heaps. Moves in heaps of sizes x ≠ y cannot agree
    /// either: a move in x replaces it by parts A all smaller than x, one
    /// in y by parts B, and M − {x} + A = M − {y} + B would force
    /// A + {y} = B + {x}, so x would be one of the parts A.
    fn try_for_each_follower<B, F>(&self, p: &Vec<u64>, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(Vec<u64>) -> ControlFlow<B>,
    {
        let sorted;
        let heaps: &[u64] = if p.is_sorted() && !p.contains(&0) {
            p
        } else {
            sorted = Octal::position(p.iter().copied());
            &sorted
        };
        for (i, &n) in heaps.iter().enumerate() {
            if i > 0 && heaps[i - 1] == n {
                continue;
            }
            for (k, &d) in self.digits.iter().enumerate() {
                let k = k as u64;
                if k > n {
                    break;
                }
                let rest = n - k;
                if k > 0 && d & 1 != 0 && rest == 0 {
                    f(replace(heaps, i, &[]))?;
                }
                if k > 0 && d & 2 != 0 && rest > 0 {
                    f(replace(heaps, i, &[rest]))?;
                }
                if d & 4 != 0 {
                    for a in 1..=rest / 2 {
                        f(replace(heaps, i, &[a, rest - a]))?;
                    }
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// A position is the sum of its heaps (Sprague–Grundy): the nim-sum of
    /// the heaps' values, each read off the periodicity the Octal
    /// Periodicity Theorem certifies ([`Octal::periodicity`],
    /// searched once within `limits.max_arrows` steps and kept) for any
    /// heap, however large; for a game not found periodic within that
    /// reach, off the values up to the largest heap when they fit the same
    /// work ([`Octal::values`]); else unknown.
    fn known_grundy(&self, p: &Vec<u64>, engine: &Engine<'_>) -> Option<Result<u64, GameError>> {
        let limits = engine.limits();
        let budget = limits.max_arrows;
        let len = hook_search_len(DEFAULT_OCTAL_SEARCH_LEN, budget, |l| {
            let n = l as u128;
            self.values_work(l) + n * n.saturating_sub(1) + minimize_work(l)
        });
        if let Some(per) = self.cache.periodicity(len, |l| self.periodicity(Some(l))) {
            return Some(Ok(p.iter().fold(0, |g, &h| g ^ per.value(h))));
        }
        let largest = p.iter().copied().max().unwrap_or(0);
        let n = usize::try_from(largest).ok()?.checked_add(1)?;
        if u64::try_from(n).ok()? > MAX_SEQUENCE_LEN || self.values_work(n) > u128::from(budget) {
            return None;
        }
        Some(
            self.values(n as u64)
                .map(|v| p.iter().fold(0, |g, &h| g ^ v[h as usize])),
        )
    }
}
