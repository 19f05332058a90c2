use std::collections::BTreeMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU16, AtomicU32, AtomicUsize, Ordering};

use hashbrown::HashSet;

use crate::algorithm::Indexed;
use crate::error::GameError;
use crate::mex::MexScratch;
use crate::parallel::Threads;
use crate::solver::{Convention, Outcome, mex_to_u32};

/// The default memory budget of a [`TableSolver`]: 2^28 bytes = 256 MiB.
pub const DEFAULT_TABLE_BUDGET_BYTES: u64 = 1 << 28;

/// One entry of the dense table, in one of three widths. In each width the
/// two largest numbers are sentinels (in progress, unvisited), so a one-byte
/// cell holds values 0..=253, a two-byte one 0..=65533 and a four-byte one
/// 0..=u32::MAX − 2. Cells are atomics accessed with relaxed ordering: a
/// value is a pure function of the state, so two threads that both compute
/// it write the same number, and no other memory is published through a
/// cell.
trait Cell: Send + Sync + fmt::Debug + Sized {
    /// Bytes per cell.
    const WIDTH: u64;
    /// The largest value a cell holds.
    const MAX_VALUE: u32;
    /// The raw content of a state on some thread's DFS stack.
    const IN_PROGRESS: u32 = Self::MAX_VALUE + 1;
    /// The raw content of a state nobody has started.
    const UNVISITED: u32 = Self::MAX_VALUE + 2;
    /// A cell holding `raw` (a value or a sentinel of this width).
    fn new(raw: u32) -> Self;
    /// The raw content, widened to `u32`.
    fn load(&self) -> u32;
    /// Stores `raw`, a value ≤ [`Cell::MAX_VALUE`] or a sentinel of this
    /// width (the callers check it, so nothing is truncated).
    fn store(&self, raw: u32);
}

macro_rules! cell {
    ($atomic:ty, $int:ty, $width:expr) => {
        impl Cell for $atomic {
            const WIDTH: u64 = $width;
            const MAX_VALUE: u32 = <$int>::MAX as u32 - 2;
            #[inline]
            fn new(raw: u32) -> Self {
                <$atomic>::new(raw as $int)
            }
            #[inline]
            fn load(&self) -> u32 {
                u32::from(<$atomic>::load(self, Ordering::Relaxed))
            }
            #[inline]
            fn store(&self, raw: u32) {
                debug_assert!(raw <= Self::UNVISITED);
                <$atomic>::store(self, raw as $int, Ordering::Relaxed)
            }
        }
    };
}

cell!(AtomicU8, u8, 1);
cell!(AtomicU16, u16, 2);
cell!(AtomicU32, u32, 4);

/// The dense value array: one cell per rank, as narrow as the values allow.
#[derive(Debug)]
enum Storage {
    U8(Vec<AtomicU8>),
    U16(Vec<AtomicU16>),
    U32(Vec<AtomicU32>),
}

/// A copy of `cells` in another width: values kept, both sentinels
/// (states left on an abandoned stack, states never started) unvisited.
fn convert<F: Cell, T: Cell>(cells: &[F]) -> Vec<T> {
    cells
        .iter()
        .map(|c| {
            let raw = c.load();
            T::new(if raw <= F::MAX_VALUE {
                raw
            } else {
                T::UNVISITED
            })
        })
        .collect()
}

/// The value in a cell, `None` for a sentinel.
#[inline]
fn value_of<C: Cell>(cells: &[C], i: usize) -> Option<u32> {
    let raw = cells[i].load();
    (raw <= C::MAX_VALUE).then_some(raw)
}

impl Clone for Storage {
    fn clone(&self) -> Self {
        match self {
            Storage::U8(v) => Storage::U8(convert(v)),
            Storage::U16(v) => Storage::U16(convert(v)),
            Storage::U32(v) => Storage::U32(convert(v)),
        }
    }
}

impl Storage {
    fn width(&self) -> u64 {
        match self {
            Storage::U8(_) => AtomicU8::WIDTH,
            Storage::U16(_) => AtomicU16::WIDTH,
            Storage::U32(_) => AtomicU32::WIDTH,
        }
    }

    fn len(&self) -> usize {
        match self {
            Storage::U8(v) => v.len(),
            Storage::U16(v) => v.len(),
            Storage::U32(v) => v.len(),
        }
    }

    /// The value of entry `i` (`i < len()`), `None` if it is not solved.
    #[inline]
    fn value(&self, i: usize) -> Option<u32> {
        match self {
            Storage::U8(v) => value_of(v, i),
            Storage::U16(v) => value_of(v, i),
            Storage::U32(v) => value_of(v, i),
        }
    }

    /// Widens the table so that it can hold `value`, checking the budget
    /// (old and new table coexist while copying) before allocating. States
    /// marked in progress become unvisited (their DFS was abandoned).
    fn widen_for(&mut self, value: u32, budget: u64) -> Result<(), GameError> {
        let n = self.len();
        let new_width = if value <= AtomicU16::MAX_VALUE {
            AtomicU16::WIDTH
        } else {
            AtomicU32::WIDTH
        };
        let needed = n as u128 * u128::from(new_width + self.width());
        if needed > u128::from(budget) {
            return Err(GameError::MemoryBudget {
                states: n as u64,
                bytes_per_state: new_width,
                needed,
                budget,
            });
        }
        *self = match (&*self, new_width) {
            (Storage::U8(v), 2) => Storage::U16(convert(v)),
            (Storage::U8(v), _) => Storage::U32(convert(v)),
            (Storage::U16(v), _) => Storage::U32(convert(v)),
            (Storage::U32(_), _) => return Ok(()),
        };
        Ok(())
    }
}

/// The dense table solver for [`Indexed`] games: one small entry per rank,
/// filled by iterative depth-first searches over ranks (no assumption that
/// followers have smaller ranks, no recursion), on every core by default.
///
/// Entries start at one byte per state (values 0..=253) and widen
/// automatically to two bytes (values up to 65533) and then four (values up
/// to u32::MAX − 2) when a larger value appears, if the memory budget
/// allows the copy. The budget is checked *before* every allocation of the
/// table; the DFS stacks (one per thread: a frame for each state on the
/// current path, at most the longest play, and the unsolved followers of
/// each, at most the longest play times the most followers of a state) are
/// not counted.
///
/// # Parallelism
/// [`TableSolver::solve`] runs on [`TableSolver::with_threads`] threads
/// (default: all of rayon's current pool, see [`Threads`]). The table is a
/// shared array of atomic cells; the roots `0..count()` are handed out in
/// chunks of consecutive ranks, in increasing order, and each thread runs
/// its own depth-first search from each root of its chunks. On a game whose
/// ranks roughly follow the moves (followers of smaller or of larger rank,
/// as with most natural rankings) the threads mostly find followers solved
/// by each other. A state another thread is working on is computed again
/// (a Grundy value is a function of the state, so both write the same
/// number); a cycle is found by any thread that walks it, since a state on
/// a cycle is never solved. The table — every value and the width — is the
/// same for every thread count. [`TableSolver::solve_from`] is one search
/// from one root and runs on the calling thread.
///
/// # Example
/// ```
/// use hookgames_game::{Algorithm, Indexed, TableSolver};
/// /// Nim heaps 0..=n, ranked by size.
/// struct Heaps(u32);
/// impl Algorithm for Heaps {
///     type State = u32;
///     fn for_each_follower<F: FnMut(u32)>(&self, p: &u32, mut f: F) {
///         (0..*p).for_each(&mut f);
///     }
/// }
/// impl Indexed for Heaps {
///     fn count(&self) -> u64 { u64::from(self.0) + 1 }
///     fn rank(&self, p: &u32) -> u64 { u64::from(*p) }
///     fn unrank(&self, r: u64) -> u32 { r as u32 }
/// }
/// let table = TableSolver::new().solve(Heaps(300))?;
/// assert_eq!(table.get(300), Some(300)); // beyond a byte: widened to u16
/// assert_eq!(table.bytes_per_state(), 2);
/// assert_eq!(table.get_state(&7), Some(7));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableSolver {
    budget_bytes: u64,
    convention: Convention,
    threads: Threads,
}

impl Default for TableSolver {
    fn default() -> Self {
        TableSolver {
            budget_bytes: DEFAULT_TABLE_BUDGET_BYTES,
            convention: Convention::Normal,
            threads: Threads::ALL,
        }
    }
}

impl TableSolver {
    /// A normal-play solver with the default budget
    /// [`DEFAULT_TABLE_BUDGET_BYTES`], on all threads ([`Threads::ALL`]).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Convention, TableSolver, Threads, DEFAULT_TABLE_BUDGET_BYTES};
    /// let s = TableSolver::new();
    /// assert_eq!(s.budget_bytes(), DEFAULT_TABLE_BUDGET_BYTES);
    /// assert_eq!(s.convention(), Convention::Normal);
    /// assert_eq!(s.threads(), Threads::ALL);
    /// ```
    pub fn new() -> Self {
        Self::default()
    }

    /// This solver with a memory budget of `bytes` for the table.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::TableSolver;
    /// assert_eq!(TableSolver::new().with_budget_bytes(1024).budget_bytes(), 1024);
    /// ```
    #[must_use]
    pub fn with_budget_bytes(mut self, bytes: u64) -> Self {
        self.budget_bytes = bytes;
        self
    }

    /// This solver computing values under `convention` (misère: ends get 1,
    /// LCTR §2.3).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Convention, TableSolver};
    /// let s = TableSolver::new().with_convention(Convention::Misere);
    /// assert_eq!(s.convention(), Convention::Misere);
    /// ```
    #[must_use]
    pub fn with_convention(mut self, convention: Convention) -> Self {
        self.convention = convention;
        self
    }

    /// This solver running [`TableSolver::solve`] on `n` threads (0: all of
    /// rayon's current pool, the default; 1: sequential). The table is the
    /// same for every count.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{FiniteAlgorithm, TableSolver, Threads};
    /// let fa = FiniteAlgorithm::from_followers([vec![1, 2], vec![2], vec![]])?;
    /// let one = TableSolver::new().with_threads(1).solve(&fa)?;
    /// let two = TableSolver::new().with_threads(2).solve(&fa)?;
    /// assert_eq!(one.iter().collect::<Vec<_>>(), two.iter().collect::<Vec<_>>());
    /// assert_eq!(TableSolver::new().with_threads(2).threads(), Threads::new(2));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn with_threads(mut self, n: usize) -> Self {
        self.threads = Threads::new(n);
        self
    }

    /// The memory budget in bytes.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`TableSolver::with_budget_bytes`].
    pub fn budget_bytes(&self) -> u64 {
        self.budget_bytes
    }

    /// The convention values are computed under.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`TableSolver::with_convention`].
    pub fn convention(&self) -> Convention {
        self.convention
    }

    /// The thread setting of [`TableSolver::solve`].
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`TableSolver::with_threads`].
    pub fn threads(&self) -> Threads {
        self.threads
    }

    /// Solves every state `0..game.count()`, on the threads of
    /// [`TableSolver::with_threads`] (see [Parallelism](TableSolver#parallelism)).
    ///
    /// # Errors
    /// [`GameError::MemoryBudget`] if the table (one byte per state, more
    /// if values need it) exceeds the budget — checked before allocating;
    /// [`GameError::Cycle`] if the game has a cycle;
    /// [`GameError::RankOutOfRange`] if the game ranks a follower outside
    /// `0..count()`; [`GameError::ValueOverflow`] for a value above
    /// [`MAX_SOLVER_VALUE`](crate::MAX_SOLVER_VALUE);
    /// [`GameError::ThreadPool`] if the threads cannot be started. With
    /// several threads and several faults, which one is reported may
    /// depend on the thread count; whether the call fails does not.
    ///
    /// # Complexity
    /// O(count + arrows) follower-rank enumerations, plus the states that
    /// two threads happen to solve at once; a widening restarts the fill
    /// (solved entries are kept). Memory 1, 2 or 4 bytes per state (during
    /// a widening both widths) plus, per thread, a DFS stack: 48 bytes a
    /// state on the current path (at most the longest play) and 8 bytes for
    /// each of their followers not solved when they were expanded (at most
    /// the longest play times the most followers of a state).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{FiniteAlgorithm, TableSolver};
    /// let fa = FiniteAlgorithm::from_followers([vec![1, 2], vec![2], vec![]])?;
    /// let t = TableSolver::new().solve(&fa)?;
    /// assert_eq!(t.iter().collect::<Vec<_>>(), vec![(0, 2), (1, 1), (2, 0)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn solve<A: Indexed + Sync>(&self, game: A) -> Result<GrundyTable<A>, GameError> {
        self.solve_counted(game).map(|(table, _)| table)
    }

    /// [`TableSolver::solve`], also returning how many values the threads
    /// wrote in the last round (after the last widening): `count()` minus
    /// the states solved in earlier rounds, plus the states solved more
    /// than once.
    fn solve_counted<A: Indexed + Sync>(
        &self,
        game: A,
    ) -> Result<(GrundyTable<A>, u64), GameError> {
        // Refused before the count is used in any arithmetic: a setting
        // such as 2^63 would overflow the chunk size below.
        self.threads.check()?;
        let mut table = self.allocate(game)?;
        let threads = self.threads.count();
        loop {
            let game = &table.game;
            let stop = match &table.storage {
                Storage::U8(c) => self.fill_all(game, c, threads),
                Storage::U16(c) => self.fill_all(game, c, threads),
                Storage::U32(c) => self.fill_all(game, c, threads),
            };
            match stop {
                Ok(w) => return Ok((table, w)),
                Err(Stop::Widen(value)) => table.storage.widen_for(value, self.budget_bytes)?,
                Err(Stop::Failed(e)) => return Err(e),
                Err(Stop::Aborted) => {}
            }
        }
    }

    /// Solves the states reachable from `root` only, on the calling thread;
    /// the other entries stay unknown ([`GrundyTable::get`] returns `None`
    /// for them).
    ///
    /// # Errors
    /// As [`TableSolver::solve`]; [`GameError::RankOutOfRange`] if `root`
    /// ranks outside `0..count()`.
    ///
    /// # Complexity
    /// O(count) to allocate, O(|⟨root⟩| + arrows) to solve.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{FiniteAlgorithm, TableSolver};
    /// let fa = FiniteAlgorithm::from_followers([vec![1], vec![], vec![0]])?;
    /// let t = TableSolver::new().solve_from(&fa, &0)?;
    /// assert_eq!((t.get(0), t.get(1), t.get(2)), (Some(1), Some(0), None));
    /// assert_eq!(t.solved(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn solve_from<A: Indexed>(
        &self,
        game: A,
        root: &A::State,
    ) -> Result<GrundyTable<A>, GameError> {
        let mut table = self.allocate(game)?;
        let r = table.checked_rank(root)?;
        loop {
            let game = &table.game;
            let convention = self.convention;
            let stop = match &table.storage {
                Storage::U8(c) => Worker::<_, _, false>::new(game, c, convention, None).run(r),
                Storage::U16(c) => Worker::<_, _, false>::new(game, c, convention, None).run(r),
                Storage::U32(c) => Worker::<_, _, false>::new(game, c, convention, None).run(r),
            };
            match stop {
                Ok(()) => return Ok(table),
                Err(Stop::Widen(value)) => table.storage.widen_for(value, self.budget_bytes)?,
                Err(Stop::Failed(e)) => return Err(e),
                Err(Stop::Aborted) => {}
            }
        }
    }

    fn allocate<A: Indexed>(&self, game: A) -> Result<GrundyTable<A>, GameError> {
        let count = game.count();
        let needed = u128::from(count);
        if needed > u128::from(self.budget_bytes) || usize::try_from(count).is_err() {
            return Err(GameError::MemoryBudget {
                states: count,
                bytes_per_state: 1,
                needed,
                budget: self.budget_bytes,
            });
        }
        let cells = (0..count)
            .map(|_| AtomicU8::new(u8::MAX))
            .collect::<Vec<_>>();
        Ok(GrundyTable {
            storage: Storage::U8(cells),
            game,
            convention: self.convention,
        })
    }

    /// Runs a DFS from every unsolved root of `0..cells.len()`: on this
    /// thread if `threads` is 1, else on `threads` threads taking chunks of
    /// consecutive roots in increasing order. Returns how many values the
    /// threads wrote in all (the count plus the states solved twice).
    fn fill_all<A: Indexed + Sync, C: Cell>(
        &self,
        game: &A,
        cells: &[C],
        threads: usize,
    ) -> Result<u64, Stop> {
        let n = cells.len();
        if threads <= 1 {
            let mut w = Worker::<_, _, false>::new(game, cells, self.convention, None);
            for r in 0..n {
                w.run(r)?;
            }
            return Ok(w.written);
        }
        let chunk = (n / threads.saturating_mul(64)).clamp(MIN_CHUNK, MAX_CHUNK);
        let chunks = n.div_ceil(chunk);
        let next = AtomicUsize::new(0);
        let stopped = AtomicBool::new(false);
        let failure: Mutex<Option<Stop>> = Mutex::new(None);
        let written = self
            .threads
            .install(|| {
                rayon::broadcast(|_| {
                    let mut w =
                        Worker::<_, _, true>::new(game, cells, self.convention, Some(&stopped));
                    'chunks: loop {
                        let c = next.fetch_add(1, Ordering::Relaxed);
                        if c >= chunks || stopped.load(Ordering::Relaxed) {
                            break;
                        }
                        for r in c * chunk..n.min((c + 1) * chunk) {
                            if let Err(stop) = w.run(r) {
                                stopped.store(true, Ordering::Relaxed);
                                if let Ok(mut f) = failure.lock() {
                                    *f = Some(match f.take() {
                                        None => stop,
                                        Some(old) => old.merge(stop),
                                    });
                                }
                                break 'chunks;
                            }
                        }
                    }
                    w.written
                })
            })
            .map_err(Stop::Failed)?;
        match failure.into_inner() {
            Ok(None) => Ok(written.iter().sum()),
            Ok(Some(stop)) => Err(stop),
            Err(_) => Err(Stop::Failed(GameError::ThreadPool {
                threads,
                reason: "a worker thread panicked".into(),
            })),
        }
    }
}

/// The fewest and the most consecutive roots a thread takes at once.
const MIN_CHUNK: usize = 16;
const MAX_CHUNK: usize = 4096;

/// Why a fill stopped: a value too large for the cells (widen and fill
/// again), an error, or another thread's stop.
#[derive(Debug)]
enum Stop {
    Widen(u32),
    Failed(GameError),
    Aborted,
}

impl Stop {
    /// The stop to act on when two threads stopped: an error before a
    /// widening, the larger of two widenings.
    fn merge(self, other: Stop) -> Stop {
        match (self, other) {
            (Stop::Widen(a), Stop::Widen(b)) => Stop::Widen(a.max(b)),
            (Stop::Failed(e), _) | (_, Stop::Failed(e)) => Stop::Failed(e),
            (Stop::Aborted, s) | (s, Stop::Aborted) => s,
        }
    }
}

impl From<GameError> for Stop {
    fn from(e: GameError) -> Stop {
        Stop::Failed(e)
    }
}

/// A multiplicative hasher for the ranks on one thread's stack.
#[derive(Debug, Default, Clone, Copy)]
struct RankHasher(u64);

impl Hasher for RankHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_usize(&mut self, x: usize) {
        self.0 = (x as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// Followers' values below this are kept as bits of a [`Small`] set;
/// larger ones in a list.
const SMALL: u32 = 128;

/// A set of values below [`SMALL`]: bit v % 64 of word v / 64.
type Small = [u64; 2];

/// Adds `v < SMALL` to the set.
#[inline(always)]
fn add_small(set: &mut Small, v: u32) {
    set[(v >> 6) as usize & 1] |= 1 << (v & 63);
}

/// A state on a DFS stack: its rank, the set of its solved followers'
/// values below [`SMALL`], where their larger values start in `vals`, where
/// its unsolved followers start in `pending` (they run to the next
/// frame's, or to the end for the top frame), and the first of them not
/// yet looked at.
#[derive(Debug, Clone, Copy)]
struct Frame {
    small: Small,
    rank: usize,
    vals: usize,
    pending: usize,
    next: usize,
}

/// One thread's iterative DFS over a table of cells. With `SHARED`, other
/// threads fill the same table: a state marked in progress may be theirs,
/// so the worker keeps the set of the ranks on its own stack.
#[derive(Debug)]
struct Worker<'a, A, C, const SHARED: bool> {
    game: &'a A,
    cells: &'a [C],
    count: u64,
    end_value: u32,
    stopped: Option<&'a AtomicBool>,
    frames: Vec<Frame>,
    pending: Vec<usize>,
    vals: Vec<u32>,
    shifted: Vec<u32>,
    mex: MexScratch,
    on_stack: HashSet<usize, BuildHasherDefault<RankHasher>>,
    written: u64,
}

impl<'a, A: Indexed, C: Cell, const SHARED: bool> Worker<'a, A, C, SHARED> {
    fn new(
        game: &'a A,
        cells: &'a [C],
        convention: Convention,
        stopped: Option<&'a AtomicBool>,
    ) -> Self {
        Worker {
            game,
            cells,
            count: cells.len() as u64,
            end_value: convention.end_value_u32(),
            stopped,
            frames: Vec::new(),
            pending: Vec::new(),
            vals: Vec::new(),
            shifted: Vec::new(),
            mex: MexScratch::default(),
            on_stack: HashSet::default(),
            written: 0,
        }
    }

    /// Enumerates the followers of `rank`: the values of the solved ones go
    /// to a bit set (below [`SMALL`]) or `vals`, the others to `pending`.
    /// If all were solved, returns the value (the mex, in the same pass);
    /// otherwise pushes a frame, marks the state in progress and returns
    /// `None`.
    #[inline]
    fn expand(&mut self, rank: usize) -> Result<Option<u32>, Stop> {
        if SHARED && self.stopped.is_some_and(|s| s.load(Ordering::Relaxed)) {
            // Another thread stopped the fill; its reason is reported.
            return Err(Stop::Aborted);
        }
        let state = self.game.unrank(rank as u64);
        let vstart = self.vals.len();
        let pstart = self.pending.len();
        let (cells, count) = (self.cells, self.count);
        let (vals, pending) = (&mut self.vals, &mut self.pending);
        let mut bad = None;
        let mut small: Small = [0; 2];
        self.game.for_each_follower_rank(&state, |r| {
            if r < count {
                let raw = cells[r as usize].load();
                if raw < SMALL {
                    add_small(&mut small, raw);
                } else if raw <= C::MAX_VALUE {
                    vals.push(raw);
                } else {
                    pending.push(r as usize);
                }
            } else if bad.is_none() {
                bad = Some(r);
            }
        });
        if let Some(rank) = bad {
            return Err(GameError::RankOutOfRange { rank, count }.into());
        }
        if self.pending.len() == pstart {
            let value = self.value_of_followers(small, vstart)?;
            return Ok(Some(value));
        }
        self.cells[rank].store(C::IN_PROGRESS);
        if SHARED {
            self.on_stack.insert(rank);
        }
        self.frames.push(Frame {
            small,
            rank,
            vals: vstart,
            pending: pstart,
            next: pstart,
        });
        Ok(None)
    }

    /// The mex of the followers' values `small` (a bit set of those below
    /// [`SMALL`]) and `vals[vstart..]` (the others), which are then dropped;
    /// the end value if there are no followers.
    #[inline]
    fn value_of_followers(&mut self, small: Small, vstart: usize) -> Result<u32, Stop> {
        let large = &self.vals[vstart..];
        let value = if small == [0; 2] && large.is_empty() {
            self.end_value
        } else if small[0] != u64::MAX {
            (!small[0]).trailing_zeros()
        } else if small[1] != u64::MAX {
            64 + (!small[1]).trailing_zeros()
        } else {
            // Every value below SMALL occurs: the mex is SMALL + the mex of
            // the larger values shifted down by SMALL.
            self.shifted.clear();
            self.shifted.extend(large.iter().map(|v| v - SMALL));
            let m = self.mex.mex(&self.shifted);
            mex_to_u32(m.saturating_add(SMALL as usize))?
        };
        self.vals.truncate(vstart);
        Ok(value)
    }

    /// Stores the value of `rank` and hands it to the parent frame.
    #[inline]
    fn finish(&mut self, rank: usize, value: u32) -> Result<(), Stop> {
        if value > C::MAX_VALUE {
            return Err(Stop::Widen(value));
        }
        self.cells[rank].store(value);
        self.written += 1;
        if let Some(parent) = self.frames.last_mut() {
            if value < SMALL {
                add_small(&mut parent.small, value);
            } else {
                self.vals.push(value);
            }
        }
        Ok(())
    }

    /// Solves `root` and everything below it (nothing if it is solved or,
    /// with `SHARED`, being solved by another thread). On an error the
    /// stack is abandoned: its states stay marked in progress, and the
    /// caller either drops the table or widens it (which clears them).
    fn run(&mut self, root: usize) -> Result<(), Stop> {
        let result = self.run_inner(root);
        if result.is_err() {
            self.frames.clear();
            self.pending.clear();
            self.vals.clear();
            self.on_stack.clear();
        }
        result
    }

    fn run_inner(&mut self, root: usize) -> Result<(), Stop> {
        if self.cells[root].load() != C::UNVISITED {
            return Ok(());
        }
        if let Some(value) = self.expand(root)? {
            return self.finish(root, value);
        }
        while let Some(top) = self.frames.last_mut() {
            // The top frame's unsolved followers are taken in enumeration
            // order. (Taking them from the end, the last enumerated first,
            // met one unsolved follower per state instead of 4.7–17 on
            // Welter's game and was 1.2–1.6× faster on some `solver_vs_igs`
            // rows, but on a game that lists the deepest follower last — a
            // Nim heap's 0..p — the pending list grows as the square of the
            // depth: 16 GB for heap 65 540. Neither order bounds it in
            // general; see `tests/dense_dfs.rs`.)
            if top.next < self.pending.len() {
                let q = self.pending[top.next];
                top.next += 1;
                let raw = self.cells[q].load();
                if raw < SMALL {
                    add_small(&mut top.small, raw);
                    continue;
                }
                if raw <= C::MAX_VALUE {
                    self.vals.push(raw);
                    continue;
                }
                if raw == C::IN_PROGRESS && (!SHARED || self.on_stack.contains(&q)) {
                    let at = self.frames.iter().rposition(|f| f.rank == q).unwrap_or(0);
                    return Err(GameError::Cycle {
                        length: self.frames.len() - at,
                    }
                    .into());
                }
                // Unvisited, or on another thread's stack: solve it here.
                if let Some(value) = self.expand(q)? {
                    self.finish(q, value)?;
                }
            } else {
                let frame = *top;
                self.frames.pop();
                self.pending.truncate(frame.pending);
                if SHARED {
                    self.on_stack.remove(&frame.rank);
                }
                let value = self.value_of_followers(frame.small, frame.vals)?;
                self.finish(frame.rank, value)?;
            }
        }
        Ok(())
    }
}

/// The Grundy values of an [`Indexed`] game, one entry per rank, computed
/// by a [`TableSolver`]. It owns the game (pass `&game` to borrow) so that
/// it can look states up by value.
///
/// # Example
/// ```
/// use hookgames_game::{grundy_table, FiniteAlgorithm, Outcome};
/// let fa = FiniteAlgorithm::from_followers([vec![1, 2], vec![2], vec![]])?;
/// let t = grundy_table(&fa)?;
/// assert_eq!(t.value_counts().into_iter().collect::<Vec<_>>(), vec![(0, 1), (1, 1), (2, 1)]);
/// assert_eq!(t.outcome(2), Some(Outcome::P));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Serialization
/// With the `serde` feature a table is serializable (whatever its game) as
/// an export of its values: `{"convention": "Normal", "values": [...]}`,
/// the value of each rank in `0..count()`, `null` for a state that was not
/// solved. It does not deserialize: a table read back would be only as good
/// as the file, so solve the game again (and compare with the file).
/// ```
/// # #[cfg(feature = "serde")] {
/// use hookgames_game::{grundy_table, FiniteAlgorithm};
/// let fa = FiniteAlgorithm::from_followers([vec![1, 2], vec![2], vec![]])?;
/// let t = grundy_table(&fa)?;
/// assert_eq!(serde_json::to_string(&t)?, r#"{"convention":"Normal","values":[2,1,0]}"#);
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct GrundyTable<A: Indexed> {
    storage: Storage,
    game: A,
    convention: Convention,
}

impl<A: Indexed> fmt::Debug for GrundyTable<A> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GrundyTable")
            .field("count", &self.storage.len())
            .field("bytes_per_state", &self.storage.width())
            .field("convention", &self.convention)
            .finish_non_exhaustive()
    }
}

impl<A: Indexed> GrundyTable<A> {
    fn checked_rank(&self, p: &A::State) -> Result<usize, GameError> {
        let r = self.game.rank(p);
        let count = self.storage.len() as u64;
        if r >= count {
            return Err(GameError::RankOutOfRange { rank: r, count });
        }
        Ok(r as usize)
    }

    /// The game.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{grundy_table, FiniteAlgorithm};
    /// let fa = FiniteAlgorithm::from_followers([vec![1], vec![]])?;
    /// assert_eq!(grundy_table(&fa)?.game().len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn game(&self) -> &A {
        &self.game
    }

    /// The convention the values were computed under.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{grundy_table, Convention, FiniteAlgorithm};
    /// let fa = FiniteAlgorithm::from_followers([vec![]])?;
    /// assert_eq!(grundy_table(&fa)?.convention(), Convention::Normal);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn convention(&self) -> Convention {
        self.convention
    }

    /// The number of entries (the game's `count()`).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{grundy_table, FiniteAlgorithm};
    /// let fa = FiniteAlgorithm::from_followers([vec![1], vec![]])?;
    /// assert_eq!(grundy_table(&fa)?.count(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn count(&self) -> u64 {
        self.storage.len() as u64
    }

    /// The entry width in bytes: 1, 2 or 4.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{grundy_table, FiniteAlgorithm};
    /// let fa = FiniteAlgorithm::from_followers([vec![1], vec![]])?;
    /// assert_eq!(grundy_table(&fa)?.bytes_per_state(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn bytes_per_state(&self) -> u64 {
        self.storage.width()
    }

    /// The value of the state of rank `r`, or `None` if `r ≥ count()` or
    /// the state was not solved (see [`TableSolver::solve_from`]).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{grundy_table, FiniteAlgorithm};
    /// let fa = FiniteAlgorithm::from_followers([vec![1], vec![]])?;
    /// let t = grundy_table(&fa)?;
    /// assert_eq!((t.get(0), t.get(5)), (Some(1), None));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn get(&self, r: u64) -> Option<u64> {
        let i = usize::try_from(r).ok()?;
        if i >= self.storage.len() {
            return None;
        }
        self.storage.value(i).map(u64::from)
    }

    /// The value of state `p` (ranked by the game), or `None` if its rank
    /// is out of range or it was not solved.
    ///
    /// # Complexity
    /// One `rank` call.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{grundy_table, FiniteAlgorithm};
    /// let fa = FiniteAlgorithm::from_followers([vec![1], vec![]])?;
    /// assert_eq!(grundy_table(&fa)?.get_state(&1), Some(0));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn get_state(&self, p: &A::State) -> Option<u64> {
        self.get(self.game.rank(p))
    }

    /// The outcome class of the state of rank `r` under the table's
    /// convention (`P` iff value 0).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`GrundyTable`].
    pub fn outcome(&self, r: u64) -> Option<Outcome> {
        self.get(r).map(Outcome::from_value)
    }

    /// The solved entries as `(rank, value)`, by increasing rank.
    ///
    /// # Complexity
    /// O(count) for the whole iteration.
    ///
    /// # Example
    /// See [`TableSolver::solve`].
    pub fn iter(&self) -> impl Iterator<Item = (u64, u64)> + '_ {
        (0..self.storage.len())
            .filter_map(move |i| self.storage.value(i).map(|v| (i as u64, u64::from(v))))
    }

    /// The number of solved entries.
    ///
    /// # Complexity
    /// O(count).
    ///
    /// # Example
    /// See [`TableSolver::solve_from`].
    pub fn solved(&self) -> u64 {
        self.iter().count() as u64
    }

    /// How many solved states have each value.
    ///
    /// # Complexity
    /// O(count · log(distinct values)).
    ///
    /// # Example
    /// See [`GrundyTable`].
    pub fn value_counts(&self) -> BTreeMap<u64, u64> {
        let mut out = BTreeMap::new();
        for (_, v) in self.iter() {
            *out.entry(v).or_insert(0) += 1;
        }
        out
    }

    /// The largest solved value, or `None` if nothing was solved.
    ///
    /// # Complexity
    /// O(count).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{grundy_table, FiniteAlgorithm};
    /// let fa = FiniteAlgorithm::from_followers([vec![1, 2], vec![2], vec![]])?;
    /// assert_eq!(grundy_table(&fa)?.max_value(), Some(2));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn max_value(&self) -> Option<u64> {
        self.iter().map(|(_, v)| v).max()
    }
}

/// Solves every state of an [`Indexed`] game under normal play with the
/// default [`TableSolver`] (budget [`DEFAULT_TABLE_BUDGET_BYTES`]).
///
/// # Errors
/// As [`TableSolver::solve`].
///
/// # Complexity
/// As [`TableSolver::solve`].
///
/// # Example
/// ```
/// use hookgames_game::{grundy_table, FiniteAlgorithm};
/// let fa = FiniteAlgorithm::from_followers([vec![1], vec![]])?;
/// assert_eq!(grundy_table(&fa)?.get(0), Some(1));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn grundy_table<A: Indexed + Sync>(game: A) -> Result<GrundyTable<A>, GameError> {
    TableSolver::new().solve(game)
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicU8, AtomicU16, AtomicU32};

    use super::{Cell, Storage, TableSolver};
    use crate::{Algorithm, Indexed};

    #[test]
    fn storage_widens_through_all_widths_and_clears_sentinels() {
        let mut s = Storage::U8((0..4).map(|_| AtomicU8::new(u8::MAX)).collect());
        let Storage::U8(c) = &s else { unreachable!() };
        Cell::store(&c[0], 200);
        Cell::store(&c[1], AtomicU8::IN_PROGRESS);
        assert_eq!(AtomicU8::MAX_VALUE, 253);
        s.widen_for(300, 1 << 20).unwrap();
        assert_eq!(s.width(), 2);
        let Storage::U16(c) = &s else { unreachable!() };
        assert_eq!(AtomicU16::MAX_VALUE, 65_533);
        Cell::store(&c[2], 65_000);
        s.widen_for(70_000, 1 << 20).unwrap();
        assert_eq!(s.width(), 4);
        let Storage::U32(c) = &s else { unreachable!() };
        assert_eq!(AtomicU32::MAX_VALUE, u32::MAX - 2);
        Cell::store(&c[3], 70_000);
        // The in-progress mark of an abandoned stack is unvisited now.
        assert_eq!(
            (0..4).map(|i| s.value(i)).collect::<Vec<_>>(),
            vec![Some(200), None, Some(65_000), Some(70_000)]
        );
        assert_eq!(Cell::load(&c[1]), AtomicU32::UNVISITED);
        let mut t = Storage::U8((0..4).map(|_| AtomicU8::new(u8::MAX)).collect());
        assert_eq!(t.value(3), None);
        let err = t.widen_for(300, 10).unwrap_err();
        assert_eq!(
            err,
            crate::GameError::MemoryBudget {
                states: 4,
                bytes_per_state: 2,
                needed: 12,
                budget: 10
            }
        );
    }

    /// Sums of three Nim heaps of at most `m` stones, ranked in base m + 1.
    struct ThreeHeaps(u64);

    impl Algorithm for ThreeHeaps {
        type State = [u64; 3];
        fn for_each_follower<F: FnMut([u64; 3])>(&self, p: &[u64; 3], mut f: F) {
            for i in 0..3 {
                for s in 0..p[i] {
                    let mut q = *p;
                    q[i] = s;
                    f(q);
                }
            }
        }
    }

    impl Indexed for ThreeHeaps {
        fn count(&self) -> u64 {
            (self.0 + 1).pow(3)
        }
        fn rank(&self, p: &[u64; 3]) -> u64 {
            (p[0] * (self.0 + 1) + p[1]) * (self.0 + 1) + p[2]
        }
        fn unrank(&self, r: u64) -> [u64; 3] {
            let b = self.0 + 1;
            [r / (b * b), r / b % b, r % b]
        }
    }

    /// How many states the threads solve twice (printed with
    /// `--nocapture`); the tables agree whatever the count.
    #[test]
    fn duplicated_work_is_counted_and_tables_agree() {
        let g = ThreeHeaps(40);
        let (one, w1) = TableSolver::new()
            .with_threads(1)
            .solve_counted(&g)
            .unwrap();
        assert_eq!(w1, g.count());
        for threads in 2..=4 {
            let (t, w) = TableSolver::new()
                .with_threads(threads)
                .solve_counted(&g)
                .unwrap();
            assert!(w >= g.count());
            assert!(t.iter().eq(one.iter()));
            println!(
                "{threads} threads: {} states, {} solved twice",
                g.count(),
                w - g.count()
            );
        }
    }
}
