//! Dense Grundy solvers over S(Y_{m,n}) and the table of G(Y_{m,n})
//! (Abuku–Tada, Table 1, and beyond).

use std::collections::BTreeMap;
use std::fmt;
use std::sync::atomic::{AtomicU8, AtomicU16, Ordering};

use hookgames_game::{Engine, GameError, Progress};
use hookgames_partition::Partition;
use rayon::prelude::*;

use crate::dense::{Cell, FillError, fill};
use crate::positions::{PositionSpace, require_position};
use crate::rect::RectPos;
use crate::{MAX_TABLE_SIDE, MhrgError};

/// Games with fewer positions are solved on one thread by
/// [`solve_positions`], whatever the pool's size (the joins between
/// levels would cost more than a second thread gains), and handed whole
/// to one thread each by [`start_values`]: 2^20 positions.
pub(crate) const PARALLEL_MIN_POSITIONS: u64 = 1 << 20;

enum Values {
    U8(Vec<AtomicU8>),
    U16(Vec<AtomicU16>),
}

impl Clone for Values {
    fn clone(&self) -> Self {
        match self {
            Values::U8(v) => Values::U8(
                v.iter()
                    .map(|x| AtomicU8::new(x.load(Ordering::Relaxed)))
                    .collect(),
            ),
            Values::U16(v) => Values::U16(
                v.iter()
                    .map(|x| AtomicU16::new(x.load(Ordering::Relaxed)))
                    .collect(),
            ),
        }
    }
}

fn new_table<C: Cell>(count: u64) -> Vec<C> {
    (0..count).map(|_| C::new(0)).collect()
}

fn check_budget(space: &PositionSpace, bytes: u64, budget: u64) -> Result<(), MhrgError> {
    let needed = u128::from(space.count()) * u128::from(bytes);
    if needed > u128::from(budget) || usize::try_from(space.count()).is_err() {
        return Err(MhrgError::MemoryBudget {
            m: space.m(),
            n: space.n(),
            positions: space.count(),
            bytes_per_position: bytes,
            needed,
            budget,
        });
    }
    Ok(())
}

/// Solves a space into one byte per position, or two if a value exceeds
/// `byte_limit` (255 except in the tests of the fallback).
fn solve_values(
    space: &PositionSpace,
    budget: u64,
    byte_limit: u32,
    parallel: bool,
    tick: &mut dyn FnMut(u64) -> Result<(), GameError>,
    stopped: &(dyn Fn() -> bool + Sync),
) -> Result<Values, MhrgError> {
    check_budget(space, 1, budget)?;
    let t8: Vec<AtomicU8> = new_table(space.count());
    let mut solved = 0u64;
    let first = fill(
        space,
        &t8,
        parallel,
        byte_limit,
        &mut |d| {
            solved += d;
            tick(d)
        },
        stopped,
    );
    match first {
        Ok(()) => Ok(Values::U8(t8)),
        Err(FillError::Stopped(e)) => Err(e.into()),
        Err(FillError::Overflow(_)) => {
            drop(t8);
            check_budget(space, 2, budget)?;
            let t16: Vec<AtomicU16> = new_table(space.count());
            // Restart: the one-byte pass is discarded (values above 255 are
            // rare); progress resumes where it stood.
            let mut again = 0u64;
            let second = fill(
                space,
                &t16,
                parallel,
                u32::MAX,
                &mut |d| {
                    again += d;
                    if again > solved {
                        let new = again - solved;
                        solved = again;
                        tick(new)
                    } else {
                        tick(0)
                    }
                },
                stopped,
            );
            match second {
                Ok(()) => Ok(Values::U16(t16)),
                Err(FillError::Stopped(e)) => Err(e.into()),
                Err(FillError::Overflow(value)) => Err(MhrgError::ValueTooLarge {
                    value: u64::from(value),
                    limit: u64::from(u16::MAX),
                    what: "a two-byte table entry",
                }),
            }
        }
    }
}

/// The Grundy values of all game positions S(Y_{m,n}) of MHRG(m, n),
/// one or two bytes per position, computed by [`solve_positions`].
///
/// (`Debug` shows the game and the table's size, not the values.)
///
/// # Example
/// ```
/// use hookgames_mhrg::solve_positions;
/// use hookgames_partition::Partition;
/// let values = solve_positions(2, 4, &hookgames_game::Engine::new())?;
/// assert_eq!(values.start_value(), 1); // Abuku–Tada, Table 1
/// assert_eq!(values.value_of(&Partition::new(vec![3, 2])?)?, 0); // Table 3, n' = 2
/// assert!(values.value_of(&Partition::new(vec![3, 1])?).is_err()); // not a position
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Serialization
/// With the `serde` feature it is serializable as
/// `{"m": 2, "n": 4, "values": [...]}`, one value per game position in the
/// order of [`PositionSpace::iter`] (the order of [`PositionValues::iter`]).
/// Reading checks the number of values, then solves MHRG(m, n) again
/// (the cost of [`solve_positions`]) and refuses a file whose values
/// differ, naming the first wrong position; unknown fields are refused.
/// ```
/// # #[cfg(feature = "serde")] {
/// use hookgames_mhrg::{solve_positions, PositionValues};
/// let values = solve_positions(2, 4, &hookgames_game::Engine::new())?;
/// let json = serde_json::to_string(&values)?;
/// let back: PositionValues = serde_json::from_str(&json)?;
/// assert_eq!(back.start_value(), 1); // Abuku–Tada, Table 1
/// assert!(serde_json::from_str::<PositionValues>(r#"{"m":2,"n":4,"values":[0]}"#).is_err());
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct PositionValues {
    space: PositionSpace,
    values: Values,
}

impl fmt::Debug for PositionValues {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PositionValues")
            .field("m", &self.space.m())
            .field("n", &self.space.n())
            .field("count", &self.count())
            .field("bytes_per_position", &self.bytes_per_position())
            .finish_non_exhaustive()
    }
}

impl PositionValues {
    /// The position space.
    pub fn space(&self) -> &PositionSpace {
        &self.space
    }

    /// The number of positions |S(Y_{m,n})|.
    pub fn count(&self) -> u64 {
        self.space.count()
    }

    /// Bytes per position (1, or 2 if some value exceeds 255).
    pub fn bytes_per_position(&self) -> u64 {
        match self.values {
            Values::U8(_) => 1,
            Values::U16(_) => 2,
        }
    }

    fn at(&self, r: u64) -> u64 {
        let r = r as usize;
        u64::from(match &self.values {
            Values::U8(v) => v.get(r).map_or(0, Cell::get),
            Values::U16(v) => v.get(r).map_or(0, Cell::get),
        })
    }

    /// G(p), or `None` if p is not a position of S(Y_{m,n}).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_mhrg::{solve_positions, RectPos};
    /// let values = solve_positions(2, 4, &hookgames_game::Engine::new())?;
    /// let game = values.space().game();
    /// assert_eq!(values.get(&game.start()), Some(1)); // Abuku–Tada, Table 1
    /// assert_eq!(values.get(&RectPos::from_word(0b100_0001)), None); // 7 > m + n
    /// assert_eq!(values.get(&RectPos::from_word(0b00_1100)), None); // (2, 2): not a position
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn get(&self, p: &RectPos) -> Option<u64> {
        self.space.checked_rank(p).ok().map(|r| self.at(r))
    }

    /// G(Y) for a diagram Y.
    ///
    /// # Errors
    /// [`MhrgError::DoesNotFit`] if Y ∉ F(Y_{m,n}); [`MhrgError::NotAPosition`]
    /// if Y ∉ S(Y_{m,n}) (naming the failing conditions).
    ///
    /// # Complexity
    /// O(m²).
    pub fn value_of(&self, y: &Partition) -> Result<u64, MhrgError> {
        let p = self.space.game().position(y)?;
        require_position(y, self.space.m(), self.space.n())?;
        let r = self.space.checked_rank(&p)?;
        Ok(self.at(r))
    }

    /// G(Y_{m,n}).
    pub fn start_value(&self) -> u64 {
        self.get(&self.space.game().start()).unwrap_or(0)
    }

    /// (position, value) for every position, in the order of
    /// [`PositionSpace::iter`].
    ///
    /// # Complexity
    /// O(k) per position.
    pub fn iter(&self) -> impl Iterator<Item = (RectPos, u64)> + '_ {
        self.space
            .iter()
            .map(move |p| (p, self.get(&p).unwrap_or(0)))
    }

    /// How many positions have each value.
    ///
    /// # Complexity
    /// O(|S|).
    pub fn value_counts(&self) -> BTreeMap<u64, u64> {
        let mut out = BTreeMap::new();
        for r in 0..self.count() {
            *out.entry(self.at(r)).or_insert(0) += 1;
        }
        out
    }
}

/// Solves every position of MHRG(m, n): a dense table over the ranks of
/// [`PositionSpace`], one byte per position (two if a value exceeds 255),
/// filled in an order in which every option is solved before its position
/// (Motegi's form of the moves, Theorem 5.1: groups of positions with the
/// same upper elements among the high mirror pairs, in levels of a weight
/// that every move leaving a group lowers; no search, no recursion), the
/// groups of a level shared among the threads of the caller's rayon pool
/// (every core outside one) for games of at least
/// 2^20 (`PARALLEL_MIN_POSITIONS`) positions, unless the engine
/// [`is_sequential`](Engine::is_sequential). The values are the same for
/// every pool size.
///
/// The engine gives the memory budget of the table,
/// [`Limits::max_bytes`](hookgames_game::Limits::max_bytes) (512 MiB by
/// default: games of up to 2^29 positions); its progress observer gets
/// the positions solved of the total, on the calling thread, about every
/// 65 536 positions on one thread and after each level on several; its
/// cancellation token is checked every 65 536 positions of a group, on
/// every thread.
///
/// # Errors
/// [`MhrgError::EmptyRectangle`], [`MhrgError::RectangleTooLarge`];
/// [`MhrgError::MemoryBudget`] if |S(Y_{m,n})| bytes exceed the engine's
/// `max_bytes` (checked before anything is allocated);
/// [`MhrgError::Game`] with [`GameError::Cancelled`] or
/// [`GameError::DeadlineExceeded`] when the engine's token says so.
///
/// # Complexity
/// O(Σ_{Y ∈ S} |Y|) moves, each ranked in O(1) from the position's own
/// rank; memory |S(Y_{m,n})| = C(⌊(m+n)/2⌋, min(m,n))·2^{min(m,n)} bytes
/// (the budget), plus the order of the groups: 4 bytes for each of the
/// 2^{k−6} groups, k = ⌊(m+n)/2⌋ (2^20 groups, 4 MiB, at most).
///
/// # Example
/// ```
/// use std::sync::Mutex;
/// use hookgames_game::{Engine, Limits, Progress};
/// use hookgames_mhrg::{solve_positions, MhrgError};
/// let last = Mutex::new(None);
/// let observer = |p: Progress| *last.lock().unwrap() = Some((p.done, p.total));
/// let values = solve_positions(5, 7, &Engine::new().with_progress(&observer))?;
/// assert_eq!(values.start_value(), 14); // Abuku–Tada, Table 1
/// assert_eq!(*last.lock().unwrap(), Some((192, Some(192))));
/// let small = Engine::new().with_limits(Limits::default().with_max_bytes(1000));
/// let e = solve_positions(10, 10, &small);
/// assert!(matches!(e, Err(MhrgError::MemoryBudget { positions: 1024, .. })));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn solve_positions(m: usize, n: u64, engine: &Engine<'_>) -> Result<PositionValues, MhrgError> {
    let space = PositionSpace::new(m, n)?;
    let total = space.count();
    let mut done = 0u64;
    // Below PARALLEL_MIN_POSITIONS the joins between levels cost more
    // than a second thread gains.
    let parallel = space.count() >= PARALLEL_MIN_POSITIONS && !engine.is_sequential();
    engine.checkpoint()?;
    let values = solve_values(
        &space,
        engine.limits().max_bytes,
        u32::from(u8::MAX),
        parallel,
        &mut |d| {
            done += d;
            engine.report(Progress::new(done, Some(total)));
            engine.checkpoint()
        },
        &|| engine.checkpoint().is_err(),
    )?;
    Ok(PositionValues { space, values })
}

/// The game MHRG(a, b) solved for G(Y_{m,n}) by [`start_grundy`],
/// [`start_table`] and [`start_values`]: (a, b) = (min, max)
/// (transposition, Abuku–Tada §4.1), and b − 1 instead of b when a < b and
/// a + b is odd (Abuku–Tada, Theorem 4.4: MHRG(a, b − 1) ≅ MHRG(a, b)).
/// Entries with the same reduced rectangle share one solve (the command
/// line keeps them in one shard).
///
/// # Example
/// ```
/// use hookgames_mhrg::reduced_rectangle;
/// assert_eq!(reduced_rectangle(6, 3), (3, 5));
/// assert_eq!(reduced_rectangle(4, 4), (4, 4));
/// ```
///
/// # Complexity
/// O(1).
pub fn reduced_rectangle(m: usize, n: u64) -> (usize, u64) {
    let (a, b) = if (m as u64) <= n {
        (m, n)
    } else {
        (n as usize, m as u64)
    };
    // The parity of a + b without the sum, which overflows for
    // b = u64::MAX (issue 27).
    if (a as u64) < b && (a as u64 ^ b) & 1 == 1 {
        (a, b - 1)
    } else {
        (a, b)
    }
}

/// G(Y_{m,n}), the value of the starting position of MHRG(m, n).
///
/// Solves [`solve_positions`] on MHRG(a, b) with a = min(m, n) and
/// b = max(m, n), or b − 1 when a < b and a + b is odd: transposition
/// (Abuku–Tada §4.1) and the isomorphism E of Theorem 4.4 (both checked
/// by the tests with `verify_isomorphism`).
///
/// # Errors
/// As [`solve_positions`] with the default [`Engine`] (memory budget
/// 512 MiB, the default [`Limits::max_bytes`](hookgames_game::Limits::max_bytes)).
///
/// # Complexity
/// As [`solve_positions`] for the reduced rectangle.
///
/// # Example
/// ```
/// use hookgames_mhrg::start_grundy;
/// assert_eq!(start_grundy(9, 5)?, 18); // Abuku–Tada, Table 1
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn start_grundy(m: usize, n: u64) -> Result<u64, MhrgError> {
    let (a, b) = reduced_rectangle(m, n);
    Ok(solve_positions(a, b, &Engine::new())?.start_value())
}

/// G(Y_{m,n}) for 1 ≤ m, n ≤ max, the values of the starting positions:
/// Abuku–Tada, Table 1 (max = 9) and its extension, computed by
/// [`start_table`].
///
/// # Example
/// ```
/// use hookgames_mhrg::start_table;
/// let t = start_table(4, &hookgames_game::Engine::new())?;
/// assert_eq!(t.row(3), Some(&[3, 3, 0, 0][..]));
/// assert_eq!(t.get(4, 2), Some(1));
/// assert_eq!(t.get(5, 1), None); // outside the table
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Serialization
/// With the `serde` feature it is serializable as
/// `{"max": 4, "values": [[...], ...]}`, row m holding G(Y_{m,1}), …,
/// G(Y_{m,max}) as in Table 1. Reading checks the shape, then computes the
/// table again with [`start_table`] (its cost and limits) and refuses a
/// file with a wrong entry, naming it; unknown fields are refused.
/// ```
/// # #[cfg(feature = "serde")] {
/// use hookgames_mhrg::{start_table, StartTable};
/// let json = r#"{"max":3,"values":[[1,1,3],[1,3,3],[3,3,0]]}"#;
/// let t: StartTable = serde_json::from_str(json)?;
/// assert_eq!(t, start_table(3, &hookgames_game::Engine::new())?);
/// assert_eq!(serde_json::to_string(&t)?, json);
/// let wrong = r#"{"max":2,"values":[[1,1],[1,2]]}"#;
/// assert!(serde_json::from_str::<StartTable>(wrong).unwrap_err().to_string().starts_with("G(Y_{2,2}) is 3, not 2"));
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct StartTable {
    max: usize,
    /// values[(m − 1)·max + (n − 1)].
    values: Vec<u64>,
}

impl StartTable {
    /// The side of the table: it holds 1 ≤ m ≤ max rows and 1 ≤ n ≤ max
    /// columns.
    pub fn max(&self) -> usize {
        self.max
    }

    /// G(Y_{m,n}) for 1 ≤ m, n ≤ max; `None` outside the table.
    ///
    /// # Complexity
    /// O(1).
    pub fn get(&self, m: usize, n: u64) -> Option<u64> {
        if m == 0 || n == 0 || m > self.max || n > self.max as u64 {
            return None;
        }
        self.values
            .get((m - 1) * self.max + n as usize - 1)
            .copied()
    }

    /// Row m: G(Y_{m,1}), …, G(Y_{m,max}); `None` outside the table.
    ///
    /// # Complexity
    /// O(1).
    pub fn row(&self, m: usize) -> Option<&[u64]> {
        if m == 0 || m > self.max {
            return None;
        }
        self.values.get((m - 1) * self.max..m * self.max)
    }
}

/// The table as in Abuku–Tada, Table 1: a header `m\n 1 2 …` and one row
/// per m, columns right-aligned.
impl fmt::Display for StartTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let width = self
            .values
            .iter()
            .map(|v| v.to_string().len())
            .chain(std::iter::once(self.max.to_string().len()))
            .max()
            .unwrap_or(1);
        write!(f, "{:>4}", "m\\n")?;
        for n in 1..=self.max {
            write!(f, " {n:>width$}")?;
        }
        for m in 1..=self.max {
            write!(f, "\n{m:>4}")?;
            for v in self.row(m).unwrap_or(&[]) {
                write!(f, " {v:>width$}")?;
            }
        }
        Ok(())
    }
}

/// The table of the starting values G(Y_{m,n}) for 1 ≤ m, n ≤ max
/// (Abuku–Tada, Table 1 for max = 9), computed by [`start_values`] with
/// `engine` (its memory budget per game, its progress observer over the
/// positions of all games, its cancellation token, the caller's pool).
///
/// Only the games MHRG(a, b) with a ≤ b and a + b even are solved (each
/// by [`solve_positions`]); the other entries follow from transposition,
/// G(Y_{m,n}) = G(Y_{n,m}) (Abuku–Tada §4.1), and from Theorem 4.4,
/// G(Y_{a,b}) = G(Y_{a,b−1}) for a < b, a + b odd (map E). The tests check
/// both isomorphisms with `verify_isomorphism` and the whole table for
/// max ≤ 10 against the generic solver.
///
/// # Errors
/// [`MhrgError::TableTooLarge`] if max > [`MAX_TABLE_SIDE`]; otherwise as
/// [`start_values`].
///
/// # Complexity
/// Σ over the solved games of [`solve_positions`]; for max = 20 about
/// 6.6·10^7 positions.
///
/// # Example
/// Abuku–Tada, Table 1, row 5:
/// ```
/// use hookgames_game::Engine;
/// use hookgames_mhrg::start_table;
/// let t = start_table(9, &Engine::new())?;
/// assert_eq!(t.row(5), Some(&[5, 1, 0, 4, 1, 1, 14, 14, 18][..]));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn start_table(max: usize, engine: &Engine<'_>) -> Result<StartTable, MhrgError> {
    if max > MAX_TABLE_SIDE {
        return Err(MhrgError::TableTooLarge {
            max,
            limit: MAX_TABLE_SIDE,
        });
    }
    let rects: Vec<(usize, u64)> = (1..=max)
        .flat_map(|m| (1..=max as u64).map(move |n| (m, n)))
        .collect();
    let values = start_values(&rects, engine)?;
    Ok(StartTable { max, values })
}

/// G(Y_{m,n}) for each rectangle of `rects` (any order, repeats allowed),
/// in that order: the entries of any table of starting values — a
/// triangle m + n ≤ s, a shard of a table computed on many machines —
/// with the reductions of [`start_table`] (each game MHRG(a, b), a ≤ b,
/// a + b even, solved once by [`solve_positions`], largest first). The
/// games of at least 2^20 (`PARALLEL_MIN_POSITIONS`) positions are solved one
/// after another, each on the threads of the caller's rayon pool as in
/// [`solve_positions`] (one table in memory at a time); the smaller ones
/// in batches of whole games, one game to a thread. The values are the
/// same for every pool size.
///
/// The engine's progress observer gets the positions solved over all the
/// games, of their total, on the calling thread, after each batch of
/// positions and after each game; its cancellation token is checked at
/// the same points and every 65 536 positions of a group, on every
/// thread.
///
/// # Errors
/// [`MhrgError::EmptyRectangle`] for a side 0; [`MhrgError::MemoryBudget`]
/// if a game's table exceeds the engine's
/// [`Limits::max_bytes`](hookgames_game::Limits::max_bytes) (all checked
/// before any game is solved); the errors of [`PositionSpace::new`] for a
/// rectangle too large to rank; [`MhrgError::Game`] with
/// [`GameError::Cancelled`] or [`GameError::DeadlineExceeded`].
///
/// # Complexity
/// Σ over the distinct reduced games of [`solve_positions`]: |S(Y_{a,b})|
/// = C(k, a)·2^a positions with k = (a + b)/2 (the triangle m + n ≤ 38 is
/// about 1.7·10^9 positions).
///
/// # Example
/// The triangle m + n ≤ 6 of Table 1:
/// ```
/// use hookgames_game::Engine;
/// use hookgames_mhrg::start_values;
/// let rects: Vec<(usize, u64)> = (1..6).flat_map(|m| (1..=6 - m as u64).map(move |n| (m, n))).collect();
/// let values = start_values(&rects, &Engine::new())?;
/// assert_eq!(values.len(), 15);
/// assert_eq!(values[0], 1); // G(Y_{1,1})
/// assert_eq!(values[14], 5); // G(Y_{5,1}), Table 1
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn start_values(rects: &[(usize, u64)], engine: &Engine<'_>) -> Result<Vec<u64>, MhrgError> {
    // The games to solve: the distinct reductions; largest first.
    let mut keys: Vec<(usize, u64)> = Vec::new();
    for &(m, n) in rects {
        if m == 0 || n == 0 {
            return Err(MhrgError::EmptyRectangle { m, n });
        }
        keys.push(reduced_rectangle(m, n));
    }
    keys.sort_unstable();
    keys.dedup();
    let mut games: Vec<PositionSpace> = Vec::new();
    for &(a, b) in &keys {
        games.push(PositionSpace::new(a, b)?);
    }
    let budget = engine.limits().max_bytes;
    for g in &games {
        check_budget(g, 1, budget)?;
    }
    games.sort_by_key(|g| std::cmp::Reverse(g.count()));
    let total: u64 = games.iter().map(PositionSpace::count).sum();
    let parallel = !engine.is_sequential();
    let mut done = 0u64;
    let mut solved: BTreeMap<(usize, u64), u64> = BTreeMap::new();
    // The start value of a game.
    let start_value = |space: &PositionSpace,
                       parallel: bool,
                       tick: &mut dyn FnMut(u64) -> Result<(), GameError>| {
        let stopped = || engine.checkpoint().is_err();
        solve_values(space, budget, u32::from(u8::MAX), parallel, tick, &stopped).map(|values| {
            PositionValues {
                space: *space,
                values,
            }
            .start_value()
        })
    };
    // The large games one after another, the levels of each shared among
    // the threads (on one thread, every game so); then the small ones,
    // whole games to each thread.
    let split = if parallel {
        games.partition_point(|g| g.count() >= PARALLEL_MIN_POSITIONS)
    } else {
        games.len()
    };
    let (one_by_one, small) = games.split_at(split);
    engine.checkpoint()?;
    for space in one_by_one {
        let start = start_value(space, parallel, &mut |d| {
            done += d;
            engine.report(Progress::new(done, Some(total)));
            engine.checkpoint()
        })?;
        solved.insert((space.m(), space.n()), start);
    }
    if !small.is_empty() {
        // Batches of about 1/32 of the positions, reported between batches
        // on the calling thread.
        let batch = small.iter().map(PositionSpace::count).sum::<u64>() / 32;
        let mut i = 0;
        while i < small.len() {
            let mut end = i;
            let mut size = 0u64;
            while end < small.len() && (end == i || size < batch) {
                size += small[end].count();
                end += 1;
            }
            let chunk = &small[i..end];
            let starts: Vec<Result<u64, MhrgError>> = chunk
                .par_iter()
                .map(|space| {
                    engine.checkpoint()?;
                    start_value(space, false, &mut |_| engine.checkpoint())
                })
                .collect();
            for (space, start) in chunk.iter().zip(starts) {
                solved.insert((space.m(), space.n()), start?);
            }
            done += size;
            engine.report(Progress::new(done, Some(total)));
            engine.checkpoint()?;
            i = end;
        }
    }
    Ok(rects
        .iter()
        .map(|&(m, n)| solved.get(&reduced_rectangle(m, n)).copied().unwrap_or(0))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Forcing the one-byte pass to overflow exercises the two-byte
    /// fallback, which must give the same values.
    #[test]
    fn two_byte_fallback_gives_the_same_values() {
        for ((m, n), threads) in [
            ((3, 5), 1),
            ((4, 6), 2),
            ((5, 7), 1),
            ((6, 6), 2),
            ((2, 12), 3),
        ] {
            let space = PositionSpace::new(m, n).unwrap();
            let mut ticks = 0u64;
            let narrow =
                solve_values(&space, 1 << 30, 255, false, &mut |_| Ok(()), &|| false).unwrap();
            let wide = rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .unwrap()
                .install(|| {
                    let tick = &mut |d| {
                        ticks += d;
                        Ok(())
                    };
                    solve_values(&space, 1 << 30, 1, threads > 1, tick, &|| false)
                })
                .unwrap();
            assert!(matches!(narrow, Values::U8(_)));
            let (Values::U8(a), Values::U16(b)) = (&narrow, &wide) else {
                panic!("expected u8 then u16 tables for ({m}, {n})");
            };
            assert!(a.iter().zip(b).all(|(x, y)| Cell::get(x) == Cell::get(y)));
            assert_eq!(ticks, space.count());
            // The two-byte table must respect the budget too.
            let e = solve_values(
                &space,
                space.count() + 1,
                1,
                false,
                &mut |_| Ok(()),
                &|| false,
            );
            assert!(matches!(
                e.err().unwrap(),
                MhrgError::MemoryBudget {
                    bytes_per_position: 2,
                    ..
                }
            ));
        }
    }
}
