use std::ops::ControlFlow;

use hashbrown::HashTable;

use super::periodicity::{
    MAX_SEQUENCE_LEN, Periodicity, SequenceCache, checked_len, checked_work, hook_search_len,
    minimize_work,
};
use crate::algorithm::Algorithm;
use crate::config::Engine;
use crate::error::GameError;

/// The default number of values [`Subtraction::periodicity`] may compute
/// before it gives up: 2^20 = 1 048 576 (8 MiB of values plus a 16-byte
/// hash entry per value).
pub const DEFAULT_SUBTRACTION_SEARCH_LEN: u64 = 1 << 20;

/// The most elements a subtraction set may have: 2^24 = 16 777 216 (128 MiB
/// of move sizes). [`Subtraction::new`] counts them as it reads them and
/// refuses one more with [`GameError::SubtractionSetTooLarge`], so a set
/// such as `1..u64::MAX` is an error, not an exhausted memory.
pub const MAX_SUBTRACTION_SET: u64 = 1 << 24;

/// The subtraction game S(s₁, s₂, …) with a finite subtraction set
/// S ⊂ {1, 2, …}: a position is a heap of `n` counters, and a move removes
/// s ∈ S counters (s ≤ n). The player who cannot move loses.
///
/// Its Grundy sequence g(0), g(1), … (the *nim-sequence*) is given by the
/// mex recursion g(n) = mex { g(n − s) : s ∈ S, s ≤ n }
/// ([`values`](Subtraction::values)) and is eventually periodic
/// ([`periodicity`](Subtraction::periodicity); S. W. Golomb, *A
/// mathematical investigation of games of "take-away"*, J. Combinatorial
/// Theory 1, 1966; E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning
/// Ways for your Mathematical Plays*, 1982, ch. 4). The same game is the
/// octal game whose digit d_s is 3 for s ∈ S and 0 otherwise
/// ([`Octal`](crate::Octal)).
///
/// Limits: the generic solvers explore a heap of `n` through `n + 1`
/// states; [`values`](Subtraction::values) stores 8 bytes per value, at
/// most [`MAX_SEQUENCE_LEN`](crate::MAX_SEQUENCE_LEN) of them; the period
/// search computes at most [`DEFAULT_SUBTRACTION_SEARCH_LEN`] values unless
/// told otherwise.
///
/// # Example
/// ```
/// use hookgames_game::{grundy, Algorithm, AlgorithmExt, Subtraction};
///
/// // S(2, 3): 0, 0, 1, 1, 2 repeated (Winning Ways, ch. 4).
/// let game = Subtraction::new([2, 3])?;
/// assert_eq!(game.followers(&7)?, vec![5, 4]);
/// assert_eq!(game.values(10)?, vec![0, 0, 1, 1, 2, 0, 0, 1, 1, 2]);
/// assert_eq!(grundy(&game, &9)?, 2);
/// let per = game.periodicity(None)?;
/// assert_eq!((per.preperiod(), per.period()), (0, 5));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct Subtraction {
    /// Sorted, distinct, positive, non-empty.
    set: Vec<u64>,
    /// The periodicity its value hook found (not part of the game).
    cache: SequenceCache,
}

impl PartialEq for Subtraction {
    fn eq(&self, other: &Self) -> bool {
        self.set == other.set
    }
}

impl Eq for Subtraction {}

impl std::hash::Hash for Subtraction {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.set.hash(state);
    }
}

impl Subtraction {
    /// The subtraction game with move sizes `set`. Repeated sizes count
    /// once; the order does not matter.
    ///
    /// # Errors
    /// [`GameError::EmptySubtractionSet`] if `set` is empty,
    /// [`GameError::ZeroSubtraction`] if it contains 0 (removing nothing
    /// would be a move p → p, a cycle);
    /// [`GameError::SubtractionSetTooLarge`] if it yields more than
    /// [`MAX_SUBTRACTION_SET`] sizes, repeats included (it is not read
    /// further).
    ///
    /// # Complexity
    /// O(|S| log |S|).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{GameError, Subtraction};
    /// assert_eq!(Subtraction::new([4, 1, 3, 1])?.set(), &[1, 3, 4]);
    /// assert_eq!(Subtraction::new([]).unwrap_err(), GameError::EmptySubtractionSet);
    /// assert_eq!(Subtraction::new([0, 1]).unwrap_err(), GameError::ZeroSubtraction);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(set: impl IntoIterator<Item = u64>) -> Result<Self, GameError> {
        let mut sizes: Vec<u64> = Vec::new();
        for s in set {
            if sizes.len() as u64 >= MAX_SUBTRACTION_SET {
                return Err(GameError::SubtractionSetTooLarge {
                    limit: MAX_SUBTRACTION_SET,
                });
            }
            sizes.push(s);
        }
        let mut set = sizes;
        if set.is_empty() {
            return Err(GameError::EmptySubtractionSet);
        }
        if set.contains(&0) {
            return Err(GameError::ZeroSubtraction);
        }
        set.sort_unstable();
        set.dedup();
        Ok(Subtraction {
            set,
            cache: SequenceCache::default(),
        })
    }

    /// The subtraction set S, increasing.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Subtraction::new`].
    pub fn set(&self) -> &[u64] {
        &self.set
    }

    /// The Grundy values g(0), …, g(len − 1) of single heaps, by the mex
    /// recursion g(n) = mex { g(n − s) : s ∈ S, s ≤ n }. Every value is at
    /// most |S|.
    ///
    /// # Errors
    /// [`GameError::SequenceTooLong`] if `len` exceeds
    /// [`MAX_SEQUENCE_LEN`](crate::MAX_SEQUENCE_LEN) (checked before
    /// allocating).
    ///
    /// # Errors
    /// Also [`GameError::WorkLimit`] if the moves of the heaps 0..len
    /// number more than [`MAX_SEQUENCE_WORK`](crate::MAX_SEQUENCE_WORK):
    /// len + Σ_{s ∈ S, s < len} (len − s) steps, counted before any is
    /// made.
    ///
    /// # Complexity
    /// O(len · |S|) time (the steps above; the mex of each heap's options
    /// costs at most as much again), 8 · len bytes for the result plus
    /// 8 · |S| bytes.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{GameError, Subtraction, MAX_SEQUENCE_LEN};
    /// let game = Subtraction::new([1, 3, 4])?;
    /// assert_eq!(game.values(8)?, vec![0, 1, 0, 1, 2, 3, 2, 0]);
    /// assert_eq!(
    ///     game.values(u64::MAX).unwrap_err(),
    ///     GameError::SequenceTooLong { len: u64::MAX, limit: MAX_SEQUENCE_LEN }
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn values(&self, len: u64) -> Result<Vec<u64>, GameError> {
        let len = checked_len(len)?;
        checked_work(self.values_work(len), || {
            format!(
                "the Grundy values of the subtraction game of {} move sizes for heaps 0..{len}",
                self.set.len()
            )
        })?;
        let mut seq = Sequence::new(&self.set, len);
        for _ in 0..len {
            seq.push_next();
        }
        Ok(seq.values)
    }
    /// The least preperiod and least period of the Grundy sequence (see
    /// [`Periodicity`] for what "least" means), computing at most `limit`
    /// values: `search_len`, or [`DEFAULT_SUBTRACTION_SEARCH_LEN`] for
    /// `None`.
    ///
    /// Why this is exact (no extrapolation): let m = max S. For n ≥ m
    /// every move size is legal, so g(n) depends only on the window
    /// W(n) = (g(n − m), …, g(n − 1)), and W(n + 1) is determined by W(n).
    /// Hence if W(a) = W(b) for some m ≤ a < b, the windows, and so the
    /// values, repeat for ever: g(n + b − a) = g(n) for every n ≥ a − m.
    /// The search computes values until the first window W(b) that equals
    /// an earlier W(a). Then b − a is the least period of the window
    /// sequence, which is the least eventual period of g (a period of g
    /// from some point on is one of the windows too), and a − m is the
    /// least preperiod: if a > m and g(a − m − 1) = g(b − m − 1), the
    /// windows W(a − 1) and W(b − 1) would already be equal. Values are at
    /// most |S|, so there are at most (|S| + 1)^m windows and the first
    /// repeat comes by b ≤ m + (|S| + 1)^m: when that is at most `limit`
    /// the search cannot fail.
    ///
    /// # Errors
    /// [`GameError::PeriodNotFound`] if no window repeats among the first
    /// `limit` values (always the case when `limit ≤ max S`);
    /// [`GameError::SequenceTooLong`] if `limit` exceeds
    /// [`MAX_SEQUENCE_LEN`](crate::MAX_SEQUENCE_LEN);
    /// [`GameError::WorkLimit`] if a search of `limit` values could take
    /// more than [`MAX_SEQUENCE_WORK`](crate::MAX_SEQUENCE_WORK) steps
    /// (refused before it starts, whatever length would find the repeat:
    /// ask for a smaller `limit`).
    ///
    /// # Complexity
    /// O(b · |S|) time and O(b) memory (8 bytes per value and a 16-byte
    /// hash entry per window) where b ≤ `limit` is where the first window
    /// repeats: windows are compared through a rolling hash and checked
    /// value by value (O(m)) only when the hashes agree. The work checked
    /// against the limit is that of b = `limit`: the steps of
    /// [`Subtraction::values`]`(limit)`, a hash step per value, one
    /// comparison of two windows and the least period's search (at most
    /// 2·log2(limit) + 2 passes). (A 64-bit hash collision costs m more
    /// steps; it is not counted.)
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{GameError, Subtraction};
    /// // S(2, 4, 7): 0 0 1 1 2 2 0 3, then 1 0 2 repeated.
    /// let per = Subtraction::new([2, 4, 7])?.periodicity(None)?;
    /// assert_eq!((per.preperiod(), per.period()), (8, 3));
    /// assert_eq!(per.preperiod_values(), &[0, 0, 1, 1, 2, 2, 0, 3]);
    /// assert_eq!(per.period_values(), &[1, 0, 2]);
    /// // S(1000): period 2000 cannot be seen within 1500 values.
    /// assert_eq!(
    ///     Subtraction::new([1000])?.periodicity(Some(1500)).unwrap_err(),
    ///     GameError::PeriodNotFound { limit: 1500 }
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn periodicity(&self, search_len: Option<u64>) -> Result<Periodicity, GameError> {
        let limit = search_len.unwrap_or(DEFAULT_SUBTRACTION_SEARCH_LEN);
        let limit_len = checked_len(limit)?;
        let not_found = GameError::PeriodNotFound { limit };
        let max = *self.set.last().unwrap_or(&1);
        let work = self.values_work(limit_len)
            + limit_len as u128
            + u128::from(max).min(limit_len as u128)
            + minimize_work(limit_len);
        checked_work(work, || {
            format!(
                "the period search of the subtraction game of {} move sizes within {limit} values",
                self.set.len()
            )
        })?;
        // Two windows need at least max + 1 values.
        let m = match usize::try_from(max) {
            Ok(m) if m < limit_len => m,
            _ => return Err(not_found),
        };
        let mut seq = Sequence::new(&self.set, m + 1);
        for _ in 0..m {
            seq.push_next();
        }
        // Rolling hash of the window: Σ (g(n − m + i) + 1) · B^(m − 1 − i).
        const B: u64 = 0x9E37_79B9_7F4A_7C15;
        let top = (0..m.saturating_sub(1)).fold(1u64, |acc, _| acc.wrapping_mul(B));
        let mut rolling = seq
            .values
            .iter()
            .fold(0u64, |acc, &v| acc.wrapping_mul(B).wrapping_add(v + 1));
        let mut seen: HashTable<(u64, usize)> = HashTable::new();
        loop {
            let n = seq.values.len();
            let hash = mix(rolling);
            let values = &seq.values;
            let window = &values[n - m..n];
            if let Some(&(_, a)) =
                seen.find(hash, |&(h, a)| h == hash && &values[a - m..a] == window)
            {
                return Ok(Periodicity::minimize(values, a - m, n - a));
            }
            seen.insert_unique(hash, (hash, n), |&(h, _)| h);
            if n >= limit_len {
                return Err(not_found);
            }
            let leaving = seq.values[n - m] + 1;
            let entering = seq.push_next() + 1;
            rolling = rolling
                .wrapping_sub(leaving.wrapping_mul(top))
                .wrapping_mul(B)
                .wrapping_add(entering);
        }
    }
}

impl Subtraction {
    /// The steps [`Subtraction::values`]`(len)` takes: one per heap, and
    /// one per move s ≤ n of each heap n < len, which sum to
    /// Σ_{s ∈ S, s < len} (len − s). Exact in `u128`.
    fn values_work(&self, len: usize) -> u128 {
        let len = len as u128;
        len + self
            .set
            .iter()
            .map(|&s| u128::from(s))
            .take_while(|&s| s < len)
            .map(|s| len - s)
            .sum::<u128>()
    }
}

/// The splitmix64 finalizer: spreads a rolling hash over all bits.
fn mix(mut x: u64) -> u64 {
    x ^= x >> 30;
    x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^= x >> 27;
    x = x.wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The Grundy sequence of a subtraction game, computed one value at a
/// time with a reusable mex stamp (values are at most |S|).
struct Sequence<'a> {
    set: &'a [u64],
    values: Vec<u64>,
    /// `stamp[v] == n + 1` iff value v is an option of heap n.
    stamp: Vec<u64>,
}

impl<'a> Sequence<'a> {
    fn new(set: &'a [u64], capacity: usize) -> Self {
        Sequence {
            set,
            values: Vec::with_capacity(capacity),
            stamp: vec![0; set.len() + 1],
        }
    }

    /// Computes, stores and returns the next value g(n).
    fn push_next(&mut self) -> u64 {
        let n = self.values.len();
        let mark = n as u64 + 1;
        for &s in self.set {
            match usize::try_from(s) {
                Ok(s) if s <= n => {
                    // Values are at most |S|, so they index the stamps.
                    self.stamp[self.values[n - s] as usize] = mark;
                }
                _ => break,
            }
        }
        let g = self
            .stamp
            .iter()
            .position(|&t| t != mark)
            .unwrap_or(self.set.len()) as u64;
        self.values.push(g);
        g
    }
}

impl Algorithm for Subtraction {
    type State = u64;

    /// The heaps `p − s` for s ∈ S with s ≤ p, in increasing order of s
    /// (distinct because the sizes are).
    fn try_for_each_follower<B, F>(&self, p: &u64, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        for &s in &self.set {
            match p.checked_sub(s) {
                Some(q) => f(q)?,
                None => break,
            }
        }
        ControlFlow::Continue(())
    }

    /// Past the certified preperiod, the periodic sequence: the value of
    /// any heap, however large, by the periodicity
    /// [`Subtraction::periodicity`] finds (searched once, within
    /// `limits.max_arrows` steps, and kept); for a game not found periodic
    /// within that reach, the value of a heap whose values fit the same
    /// work ([`Subtraction::values`]); else unknown.
    fn known_grundy(&self, p: &u64, engine: &Engine<'_>) -> Option<Result<u64, GameError>> {
        let limits = engine.limits();
        let budget = limits.max_arrows;
        let len = hook_search_len(DEFAULT_SUBTRACTION_SEARCH_LEN, budget, |l| {
            self.values_work(l) + 2 * l as u128 + minimize_work(l)
        });
        if let Some(per) = self.cache.periodicity(len, |l| self.periodicity(Some(l))) {
            return Some(Ok(per.value(*p)));
        }
        let n = usize::try_from(*p).ok()?.checked_add(1)?;
        if u64::try_from(n).ok()? > MAX_SEQUENCE_LEN || self.values_work(n) > u128::from(budget) {
            return None;
        }
        Some(self.values(n as u64).map(|v| v[n - 1]))
    }
}
