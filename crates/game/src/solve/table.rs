use std::collections::BTreeMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};
use std::ops::ControlFlow;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU16, AtomicU32, AtomicUsize, Ordering};

use hashbrown::HashSet;

use crate::algorithm::Indexed;
use crate::config::Engine;
use crate::control::{CANCEL_CHECK_EVERY, CancelToken};
use crate::error::GameError;
use crate::limits::DEFAULT_MAX_BYTES;
use crate::mex::mex_to_u32;

use super::cell::AtomicCell;
use crate::vocab::{Convention, Outcome};

/// One entry of the dense table, in one of three widths. In each width the
/// two largest numbers are sentinels (in progress, unvisited), so a one-byte
/// cell holds values 0..=253, a two-byte one 0..=65533 and a four-byte one
/// 0..=u32::MAX − 2. Cells are atomics accessed with relaxed ordering: a
/// value is a pure function of the state, so two threads that both compute
/// it write the same number, and no other memory is published through a
/// cell.
trait Cell: AtomicCell {
    /// The largest value a cell holds: its largest raw number but two.
    const MAX_VALUE: u32 = Self::MAX - 2;
    /// The raw content of a state on some thread's DFS stack.
    const IN_PROGRESS: u32 = Self::MAX_VALUE + 1;
    /// The raw content of a state nobody has started.
    const UNVISITED: u32 = Self::MAX_VALUE + 2;
    /// The raw content, widened to `u32`.
    #[inline]
    fn load(&self) -> u32 {
        self.get()
    }
    /// Stores `raw`, a value ≤ [`Cell::MAX_VALUE`] or a sentinel of this
    /// width (the callers check it, so nothing is truncated).
    #[inline]
    fn store(&self, raw: u32) {
        self.set(raw)
    }
}

impl<C: AtomicCell> Cell for C {}

/// The dense value array: one cell per rank, as narrow as the values allow.
#[derive(Debug)]
enum Storage {
    U8(Vec<AtomicU8>),
    U16(Vec<AtomicU16>),
    U32(Vec<AtomicU32>),
}

/// A copy of `cells` in another width: values kept, states never started
/// unvisited, and states in progress kept in progress if `keep` (a search
/// that goes on in the new table), else unvisited (their search was
/// abandoned).
fn convert<F: Cell, T: Cell>(cells: &[F], keep: bool) -> Vec<T> {
    cells
        .iter()
        .map(|c| {
            let raw = c.load();
            T::new(if raw <= F::MAX_VALUE {
                raw
            } else if keep && raw == F::IN_PROGRESS {
                T::IN_PROGRESS
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
            Storage::U8(v) => Storage::U8(convert(v, false)),
            Storage::U16(v) => Storage::U16(convert(v, false)),
            Storage::U32(v) => Storage::U32(convert(v, false)),
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
    /// before allocating: for the copy (old and new table coexist while
    /// copying), and for the new table with the `stack` bytes its searches
    /// need beside it. States marked in progress stay so if `keep` (the
    /// search goes on in the new table), else become unvisited (their
    /// search was abandoned).
    ///
    /// The copy is counted as if the table went through every width (1 + 2
    /// bytes a state to reach two, 2 + 4 to reach four, also when it goes
    /// from one to four at once): which value a fill meets first, and so
    /// which widenings it makes, may depend on the thread count; whether
    /// the table fits must not.
    fn widen_for(
        &mut self,
        value: u32,
        budget: u64,
        stack: u64,
        keep: bool,
    ) -> Result<(), GameError> {
        let n = self.len();
        let new_width = if value <= AtomicU16::MAX_VALUE {
            AtomicU16::WIDTH
        } else {
            AtomicU32::WIDTH
        };
        let needed = n as u128 * u128::from(new_width + new_width / 2);
        if needed > u128::from(budget) {
            return Err(GameError::MemoryBudget {
                states: n as u64,
                bytes_per_state: new_width,
                needed,
                budget,
            });
        }
        check_stack_room(n as u64, new_width, budget, stack)?;
        *self = match (&*self, new_width) {
            (Storage::U8(v), 2) => Storage::U16(convert(v, keep)),
            (Storage::U8(v), _) => Storage::U32(convert(v, keep)),
            (Storage::U16(v), _) => Storage::U32(convert(v, keep)),
            (Storage::U32(_), _) => return Ok(()),
        };
        Ok(())
    }

    /// Marks every state left in progress by an abandoned search unvisited.
    fn clear_in_progress(&self) {
        fn clear<C: Cell>(cells: &[C]) {
            for c in cells {
                if c.load() == C::IN_PROGRESS {
                    c.store(C::UNVISITED);
                }
            }
        }
        match self {
            Storage::U8(v) => clear(v),
            Storage::U16(v) => clear(v),
            Storage::U32(v) => clear(v),
        }
    }
}

/// Checks that a table of `count` states at `width` bytes a state leaves at
/// least `stack` bytes of `budget` for the searches, and returns what it
/// leaves.
fn check_stack_room(count: u64, width: u64, budget: u64, stack: u64) -> Result<u64, GameError> {
    let table = u128::from(count) * u128::from(width);
    if table + u128::from(stack) > u128::from(budget) {
        return Err(GameError::StackBudget {
            states: count,
            bytes_per_state: width,
            stack_bytes: stack,
            budget,
        });
    }
    Ok(budget - table as u64)
}

/// The dense table solver for [`Indexed`] games: one small entry per rank,
/// filled by iterative depth-first searches over ranks (no assumption that
/// followers have smaller ranks, no recursion), on every core by default.
///
/// Entries start at one byte per state (values 0..=253) and widen
/// automatically to two bytes (values up to 65533) and then four (values up
/// to u32::MAX − 2) when a larger value appears, if the memory budget
/// allows the copy.
///
/// # Memory
/// The budget — the engine's [`Limits::max_bytes`](crate::Limits::max_bytes),
/// 512 MiB by default — holds everything: the
/// table, and the search stacks in what the table leaves. Both are checked
/// *before* anything is allocated: [`GameError::MemoryBudget`] if the
/// table does not fit (during a widening, the old and the new table at
/// once), [`GameError::StackBudget`] if it leaves less than the stacks'
/// minimum, about 470·√count bytes and at least 64 KiB (see
/// [`TableSolver::solve`]).
///
/// The searches are bounded by construction in what the table leaves,
/// whatever the game: a stack holds a small frame per state on its current
/// path (rank, the values seen so far as a bit set, 48 bytes) and a
/// bounded list of followers still to solve (a state lists at most 128 of
/// its unsolved followers, twice as many each time it lists them again,
/// never more than half of the list's free room; when those are done it
/// enumerates its followers again), and nothing else grows with the game
/// (values of 128 and more are taken in through a window of 2^16 bits). So
/// a game must list a state's followers in the same order every time
/// ([`Indexed`]). When a stack is
/// full, its bottom half is dropped and rebuilt later from sparse
/// checkpoints of the path (the states on it are known by listing each
/// one's followers again), so a deep game costs a little more time, never
/// a failure; a search on several threads that fills its share of the
/// stack room hands the rest of the table to one thread instead. So
/// whether a call fails depends on the game and the budget only, not on
/// the thread count or on scheduling.
///
/// # Parallelism
/// [`TableSolver::solve`] runs on the threads of the caller's rayon pool
/// (run it inside `pool.install(|| …)` to choose the pool; every core of
/// the machine outside one). The table is a
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
/// use std::ops::ControlFlow;
/// use hookgames_game::{Algorithm, GameError, Indexed, Limits, TableSolver, Engine};
/// /// Nim heaps 0..=n, ranked by size.
/// struct Heaps(u32);
/// impl Algorithm for Heaps {
///     type State = u32;
///     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
///     where
///         B: From<GameError>,
///         F: FnMut(u32) -> ControlFlow<B>,
///     {
///         (0..*p).try_for_each(f)
///     }
/// }
/// impl Indexed for Heaps {
///     fn count(&self) -> u64 { u64::from(self.0) + 1 }
///     fn rank(&self, p: &u32) -> u64 { u64::from(*p) }
///     fn unrank(&self, r: u64) -> u32 { r as u32 }
/// }
/// let table = TableSolver::new().solve(Heaps(300), &Engine::new())?;
/// assert_eq!(table.get(300), Some(300)); // beyond a byte: widened to u16
/// assert_eq!(table.bytes_per_state(), 2);
/// assert_eq!(table.get_state(&7), Some(7));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct TableSolver<'a> {
    /// The engine's `Limits::max_bytes` during a solve.
    budget_bytes: u64,
    convention: Convention,
    /// The engine's cancellation token during a solve.
    cancel: Option<&'a CancelToken>,
}

impl Default for TableSolver<'_> {
    fn default() -> Self {
        TableSolver {
            budget_bytes: DEFAULT_MAX_BYTES,
            convention: Convention::Normal,
            cancel: None,
        }
    }
}

impl TableSolver<'_> {
    /// A normal-play solver (its memory budget, its cancellation and the
    /// threads it runs on are the [`Engine`]'s of each solve).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Convention, TableSolver};
    /// assert_eq!(TableSolver::new().convention(), Convention::Normal);
    /// ```
    pub fn new() -> Self {
        Self::default()
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

    /// Solves every state `0..game.count()`, on the threads of the caller's
    /// rayon pool (see [Parallelism](TableSolver#parallelism)).
    ///
    /// # Errors
    /// [`GameError::MemoryBudget`] if the table (one byte per state, more
    /// if values need it) exceeds the budget, [`GameError::StackBudget`] if
    /// it leaves less than [`TableSolver::min_stack_bytes`] for the
    /// searches — both checked before allocating;
    /// [`GameError::Cycle`] if the game has a cycle;
    /// [`GameError::RankOutOfRange`] if the game ranks a follower outside
    /// `0..count()`; [`GameError::ValueOverflow`] for a value above
    /// [`MAX_SOLVER_VALUE`](crate::MAX_SOLVER_VALUE);
    /// [`GameError::Enumeration`] if the game
    /// lists a state's followers in a different order when asked again
    /// (see [`Indexed`]). With several threads
    /// and several faults, which one is reported may depend on the thread
    /// count; whether the call fails does not.
    ///
    /// # Complexity
    /// O(count + arrows) follower-rank enumerations, plus the states that
    /// two threads happen to solve at once; a widening restarts the fill
    /// (solved entries are kept). A state is enumerated again when it had
    /// more unsolved followers than its share of the stack's list (once
    /// more per share), when its value is 128 or more and some of its
    /// followers were solved after it was first enumerated (once more, and
    /// once more per 65 536 beyond 65 663), and when it was on the dropped
    /// half of a full stack (once more, and a walk of at most
    /// 2·count/checkpoints states to find it again).
    ///
    /// Memory: the budget. 1, 2 or 4 bytes per state (during a widening
    /// both widths), and in what that leaves, R, the search stacks: on one
    /// thread, at most R/2 bytes of frames (48 bytes each, R/6 in all),
    /// listed followers (8 bytes each, R/4 in all) and checkpoints (16
    /// bytes each, R/12 in all), plus 10 KiB for a mex window; the other
    /// half of R covers the growth of the vectors that hold them. On n
    /// threads each gets R/n (frames cost 80 bytes there, with the set of
    /// its own states in progress), and fewer threads run where R/n would
    /// be less than [`TableSolver::min_stack_bytes`].
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{FiniteAlgorithm, TableSolver, Engine};
    /// let fa = FiniteAlgorithm::from_followers([vec![1, 2], vec![2], vec![]])?;
    /// let t = TableSolver::new().solve(&fa, &Engine::new())?;
    /// assert_eq!(t.iter().collect::<Vec<_>>(), vec![(0, 2), (1, 1), (2, 0)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn solve<A: Indexed + Sync>(
        &self,
        game: A,
        engine: &Engine<'_>,
    ) -> Result<GrundyTable<A>, GameError> {
        engine.checkpoint()?;
        self.configured(engine)
            .solve_counted(game)
            .map(|(table, _)| table)
    }

    /// This solver with the engine's budget and token.
    fn configured<'e>(&self, engine: &Engine<'e>) -> TableSolver<'e> {
        TableSolver {
            budget_bytes: engine.limits().max_bytes,
            convention: self.convention,
            cancel: engine.cancel_token(),
        }
    }

    /// The least memory the search stacks of a table of `count` states
    /// need beside it (the budget must hold both, or the solve is refused
    /// with [`GameError::StackBudget`]): the least power of two, at least
    /// 64 KiB, whose stack holds enough frames and checkpoints that a path
    /// through every state is rebuilt in segments no longer than half a
    /// stack — about 470·√count bytes, rounded up (8 MiB for 10^8 states, 32 MiB for
    /// 2^32).
    ///
    /// # Complexity
    /// O(log count).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{GameError, Indexed, FiniteAlgorithm, TableSolver, Engine, Limits};
    /// assert_eq!(TableSolver::min_stack_bytes(1000), 1 << 16);
    /// assert_eq!(TableSolver::min_stack_bytes(100_000_000), 1 << 23);
    /// // The table fits in 1000 bytes, but not with its stack.
    /// let fa = FiniteAlgorithm::from_followers(vec![vec![]; 1000])?;
    /// let small = Engine::new().with_limits(Limits::default().with_max_bytes(1000));
    /// let err = TableSolver::new().solve(&fa, &small).unwrap_err();
    /// assert_eq!(err, GameError::StackBudget {
    ///     states: 1000, bytes_per_state: 1, stack_bytes: 1 << 16, budget: 1000
    /// });
    /// let budget = fa.count() + TableSolver::min_stack_bytes(fa.count());
    /// let enough = Engine::new().with_limits(Limits::default().with_max_bytes(budget));
    /// assert!(TableSolver::new().solve(&fa, &enough).is_ok());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn min_stack_bytes(count: u64) -> u64 {
        let mut bytes = MIN_STACK_BYTES;
        while bytes < u64::MAX / 2 && !StackLimits::new(bytes, false).holds_a_path(count) {
            bytes *= 2;
        }
        bytes
    }

    /// [`TableSolver::solve`], also returning how many values were
    /// written: on several threads, in the last round (after the last
    /// widening), that is `count()` minus the states solved in earlier
    /// rounds plus the states solved more than once; on one thread, which
    /// goes on across widenings, every state once.
    fn solve_counted<A: Indexed + Sync>(
        &self,
        game: A,
    ) -> Result<(GrundyTable<A>, u64), GameError> {
        self.solve_counted_within(game, u64::MAX, None)
    }

    /// [`TableSolver::solve_counted`] with at most `max_room` bytes of
    /// stack room, and `least` instead of [`TableSolver::min_stack_bytes`]
    /// as the share below which fewer threads run: the tests fill the
    /// stacks of small games with them.
    fn solve_counted_within<A: Indexed + Sync>(
        &self,
        game: A,
        max_room: u64,
        least: Option<u64>,
    ) -> Result<(GrundyTable<A>, u64), GameError> {
        let mut table = self.allocate(game)?;
        let n = table.storage.len();
        let stack = Self::min_stack_bytes(table.count());
        let least = least.unwrap_or(stack).max(1);
        let mut threads = rayon::current_num_threads();
        loop {
            let room = check_stack_room(
                table.count(),
                table.storage.width(),
                self.budget_bytes,
                stack,
            )?
            .min(max_room);
            // Fewer threads where a share of the room would be less than
            // the least stack.
            let fit = usize::try_from(room / least).unwrap_or(usize::MAX);
            let threads_now = threads.min(fit).max(1);
            if threads_now == 1 {
                let written = self.fill_alone(&mut table, 0..n, max_room)?;
                return Ok((table, written));
            }
            let game = &table.game;
            let stop = match &table.storage {
                Storage::U8(c) => self.fill_shared(game, c, threads_now, room),
                Storage::U16(c) => self.fill_shared(game, c, threads_now, room),
                Storage::U32(c) => self.fill_shared(game, c, threads_now, room),
            };
            match stop {
                Ok(w) => return Ok((table, w)),
                Err(Stop::Widen { value, .. }) => {
                    // The threads' stacks are abandoned: their states in
                    // progress become unvisited.
                    table
                        .storage
                        .widen_for(value, self.budget_bytes, stack, false)?;
                }
                Err(Stop::Deep) => {
                    // A thread filled its share of the stack room: one
                    // thread finishes with all of it (it never fails for
                    // depth), from the values solved so far.
                    table.storage.clear_in_progress();
                    threads = 1;
                }
                Err(Stop::Failed(e)) => return Err(e),
                Err(Stop::Aborted) => {}
            }
        }
    }

    /// Solves the states reachable from each root of `roots` in turn, on
    /// the calling thread, widening the table as the values need; a
    /// search goes on across a widening (its stack and its states in
    /// progress are kept). Returns how many values it wrote (each state
    /// once).
    fn fill_alone<A: Indexed>(
        &self,
        table: &mut GrundyTable<A>,
        roots: std::ops::Range<usize>,
        max_room: u64,
    ) -> Result<u64, GameError> {
        let stack = Self::min_stack_bytes(table.count());
        let mut search = Search::default();
        let mut resume = None;
        let mut from = roots.start;
        loop {
            let room = check_stack_room(
                table.count(),
                table.storage.width(),
                self.budget_bytes,
                stack,
            )?
            .min(max_room);
            let limits = StackLimits::new(room, false);
            let (game, how) = (&table.game, (self.convention, self.cancel));
            let todo = from..roots.end;
            let (outcome, kept) = match &table.storage {
                Storage::U8(c) => alone(game, c, how, limits, search, resume, todo),
                Storage::U16(c) => alone(game, c, how, limits, search, resume, todo),
                Storage::U32(c) => alone(game, c, how, limits, search, resume, todo),
            };
            search = kept;
            match outcome {
                Ok(()) => return Ok(search.written),
                Err((at, Stop::Widen { rank, value })) => {
                    table
                        .storage
                        .widen_for(value, self.budget_bytes, stack, true)?;
                    resume = Some((rank, value));
                    from = at;
                }
                Err((_, Stop::Failed(e))) => return Err(e),
                // Only shared searches stop for these; were one to, the
                // search would start again from its root.
                Err((at, Stop::Deep | Stop::Aborted)) => {
                    table.storage.clear_in_progress();
                    search = Search::default();
                    resume = None;
                    from = at;
                }
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
    /// O(count) to allocate, O(|⟨root⟩| + arrows) to solve (with the
    /// repeated enumerations of [`TableSolver::solve`]); memory as
    /// [`TableSolver::solve`] on one thread.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{FiniteAlgorithm, TableSolver, Engine};
    /// let fa = FiniteAlgorithm::from_followers([vec![1], vec![], vec![0]])?;
    /// let t = TableSolver::new().solve_from(&fa, &0, &Engine::new())?;
    /// assert_eq!((t.get(0), t.get(1), t.get(2)), (Some(1), Some(0), None));
    /// assert_eq!(t.solved(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn solve_from<A: Indexed>(
        &self,
        game: A,
        root: &A::State,
        engine: &Engine<'_>,
    ) -> Result<GrundyTable<A>, GameError> {
        engine.checkpoint()?;
        self.configured(engine)
            .solve_from_within(game, root, u64::MAX)
    }

    /// [`TableSolver::solve_from`] with at most `max_room` bytes of stack
    /// room (for the tests).
    fn solve_from_within<A: Indexed>(
        &self,
        game: A,
        root: &A::State,
        max_room: u64,
    ) -> Result<GrundyTable<A>, GameError> {
        let mut table = self.allocate(game)?;
        let r = table.checked_rank(root)?;
        self.fill_alone(&mut table, r..r + 1, max_room)?;
        Ok(table)
    }

    /// Allocates a table of unvisited one-byte cells, after checking that
    /// it fits in the budget with its stacks.
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
        check_stack_room(count, 1, self.budget_bytes, Self::min_stack_bytes(count))?;
        let cells = (0..count)
            .map(|_| AtomicU8::new(u8::MAX))
            .collect::<Vec<_>>();
        Ok(GrundyTable {
            storage: Storage::U8(cells),
            game,
            convention: self.convention,
        })
    }

    /// Runs a DFS from every unsolved root of `0..cells.len()` on
    /// `threads` threads taking chunks of consecutive roots in increasing
    /// order, each with an equal share of the `room` bytes the table
    /// leaves. Returns how many values the threads wrote in all (the count
    /// plus the states solved twice).
    fn fill_shared<A: Indexed + Sync, C: Cell>(
        &self,
        game: &A,
        cells: &[C],
        threads: usize,
        room: u64,
    ) -> Result<u64, Stop> {
        let n = cells.len();
        let limits = StackLimits::new(room / threads as u64, true);
        let chunk = (n / threads.saturating_mul(64)).clamp(MIN_CHUNK, MAX_CHUNK);
        let chunks = n.div_ceil(chunk);
        let next = AtomicUsize::new(0);
        let stopped = AtomicBool::new(false);
        let failure: Mutex<Option<Stop>> = Mutex::new(None);
        let written = rayon::broadcast(|ctx| {
            if ctx.index() >= threads {
                // The pool has more threads than the room allows.
                return 0;
            }
            let mut w =
                Worker::<_, _, true>::new(game, cells, self.convention, Some(&stopped), limits)
                    .with_cancel(self.cancel);
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
        });
        // A worker that panicked holding the lock has had its panic
        // propagated by `broadcast` already: a poisoned lock is not reached.
        match failure
            .into_inner()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
        {
            None => Ok(written.iter().sum()),
            Some(stop) => Err(stop),
        }
    }
}

/// The fewest and the most consecutive roots a thread takes at once.
const MIN_CHUNK: usize = 16;
const MAX_CHUNK: usize = 4096;

/// Why a fill stopped: a value too large for the cells (widen and fill
/// again), an error, a thread whose stack share is full (finish on one
/// thread), or another thread's stop.
#[derive(Debug)]
enum Stop {
    /// The value of `rank` does not fit in its cell; the state is solved
    /// but not stored (nor handed to its parent frame).
    Widen {
        rank: usize,
        value: u32,
    },
    Failed(GameError),
    Deep,
    Aborted,
}

impl Stop {
    /// The stop to act on when two threads stopped: an error before a
    /// widening, the larger of two widenings, a widening before a full
    /// stack (the widening keeps the threads).
    fn merge(self, other: Stop) -> Stop {
        match (self, other) {
            (Stop::Failed(e), _) | (_, Stop::Failed(e)) => Stop::Failed(e),
            (a @ Stop::Widen { value: va, .. }, b @ Stop::Widen { value: vb, .. }) => {
                if va >= vb {
                    a
                } else {
                    b
                }
            }
            (w @ Stop::Widen { .. }, _) | (_, w @ Stop::Widen { .. }) => w,
            (Stop::Deep, _) | (_, Stop::Deep) => Stop::Deep,
            (Stop::Aborted, Stop::Aborted) => Stop::Aborted,
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
/// larger ones go to a [`Window`] while one enumeration lasts, and a frame
/// only remembers that it met one.
const SMALL: u32 = 128;

/// A set of values below [`SMALL`]: bit v % 64 of word v / 64.
type Small = [u64; 2];

/// Adds `v < SMALL` to the set.
#[inline(always)]
fn add_small(set: &mut Small, v: u32) {
    set[(v >> 6) as usize & 1] |= 1 << (v & 63);
}

/// The values one [`Window`] holds: 2^16 (8 KiB of bits).
const WINDOW_BITS: u32 = 1 << 16;

/// The values lo..lo + [`WINDOW_BITS`] met during one enumeration, as bits
/// (allocated at the first one), the words touched (to clear them), and
/// whether a larger value was met: the mex of a state whose small values
/// are all present, in bounded memory whatever its number of followers.
#[derive(Debug, Default)]
struct Window {
    bits: Option<Box<[u64; WINDOW_WORDS]>>,
    touched: Vec<u16>,
    above: bool,
}

/// The words of a [`Window`].
const WINDOW_WORDS: usize = (WINDOW_BITS / 64) as usize;

/// The bytes of a [`Window`] at its largest: its bits and the list of
/// touched words.
const WINDOW_BYTES: u64 = (WINDOW_BITS / 8 + WINDOW_BITS / 64 * 2) as u64;

impl Window {
    /// Adds the value lo + `i` (`i` any offset: beyond the window it only
    /// sets `above`).
    #[inline(always)]
    fn add(&mut self, i: u64) {
        if i >= u64::from(WINDOW_BITS) {
            self.above = true;
            return;
        }
        if self.bits.is_none() {
            self.allocate();
        }
        let Some(bits) = &mut self.bits else {
            return;
        };
        let w = (i >> 6) as usize % WINDOW_WORDS;
        if bits[w] == 0 {
            // At most WINDOW_WORDS entries: the capacity allocated.
            self.touched.push(w as u16);
        }
        bits[w] |= 1 << (i & 63);
    }

    /// The bits and the list of touched words, at the first value.
    #[cold]
    #[inline(never)]
    fn allocate(&mut self) {
        self.touched = Vec::with_capacity(WINDOW_WORDS);
        self.bits = Some(Box::new([0; WINDOW_WORDS]));
    }

    /// Forgets every value.
    #[inline]
    fn clear(&mut self) {
        if let Some(bits) = &mut self.bits {
            for &w in &self.touched {
                bits[usize::from(w)] = 0;
            }
        }
        self.touched.clear();
        self.above = false;
    }

    /// Whether a value was added since the last [`Window::clear`].
    #[inline]
    fn met(&self) -> bool {
        self.above || !self.touched.is_empty()
    }

    /// The least offset not added ([`WINDOW_BITS`] if all were).
    fn first_gap(&self) -> u32 {
        let Some(bits) = &self.bits else {
            return 0;
        };
        for (i, &w) in bits.iter().enumerate() {
            if w != u64::MAX {
                return i as u32 * 64 + (!w).trailing_zeros();
            }
        }
        WINDOW_BITS
    }
}

/// A state on a DFS stack: its rank, the values below [`SMALL`] of the
/// followers accounted for so far as a bit set and whether one of them was
/// [`SMALL`] or more, where its list of unsolved followers starts in
/// `pending` (it runs to the next frame's, or to the end for the top
/// frame), the first of them not yet looked at, whether its last
/// enumeration listed every unsolved follower (if not, it enumerates again
/// when the list is done), and how many times it has listed them.
#[derive(Debug, Clone, Copy)]
struct Frame {
    small: Small,
    rank: usize,
    pending: usize,
    next: usize,
    large: bool,
    complete: bool,
    lists: u8,
}

/// The most unsolved followers a state's first enumeration lists: 128
/// (Welter's game meets 4.7–17 per state on 16 cells, more on 64, where
/// 32 made some states list theirs again: 7 % more work); each further
/// enumeration of the same state lists twice as many, so a state with u
/// unsolved followers is enumerated about log2(u/128) more times, while a
/// deep path of states with many unsolved followers each (a Nim heap
/// listed deepest first) holds only 128 of them per state (1 KiB).
const FIRST_SHARE: usize = 128;

/// The bytes of a [`Frame`].
const FRAME_BYTES: u64 = std::mem::size_of::<Frame>() as u64;
/// The bytes a shared search adds per frame: the rank in its set of own
/// states in progress (a hash table slot, its control byte and growth).
const ON_STACK_BYTES: u64 = 32;
/// The bytes of a listed follower (a rank).
const PENDING_BYTES: u64 = std::mem::size_of::<usize>() as u64;
/// The bytes of a checkpoint (a depth and a rank).
const CHECKPOINT_BYTES: u64 = std::mem::size_of::<(u64, usize)>() as u64;
/// The least stack room of one search: 64 KiB.
const MIN_STACK_BYTES: u64 = 1 << 16;

/// How much one search may hold, from the bytes it is given (R): frames in
/// R/6, listed followers in R/4, checkpoints in R/12 (half of R; the other
/// half covers the growth of their vectors), after a [`Window`].
#[derive(Debug, Clone, Copy)]
struct StackLimits {
    frames: usize,
    pending: usize,
    checkpoints: usize,
}

impl StackLimits {
    fn new(bytes: u64, shared: bool) -> Self {
        let r = bytes.saturating_sub(WINDOW_BYTES);
        let frame = FRAME_BYTES + if shared { ON_STACK_BYTES } else { 0 };
        let count = |x: u64| usize::try_from(x).unwrap_or(usize::MAX);
        // At least two of each, whatever the room (the searches need them
        // to make progress; the least stack holds far more).
        StackLimits {
            frames: count(r / 6 / frame).max(2),
            pending: count(r / 4 / PENDING_BYTES).max(2),
            checkpoints: count(r / 12 / CHECKPOINT_BYTES).max(2),
        }
    }

    /// Whether a path through all `count` states can be dropped and
    /// rebuilt in segments of at most half a stack: with C checkpoints
    /// and F frames, the spacing of the checkpoints stays below 4·count/C,
    /// so (C − 1)·F ≥ 4·count.
    fn holds_a_path(self, count: u64) -> bool {
        self.frames >= 2
            && self.pending >= 2
            && self.checkpoints >= 2
            && (self.checkpoints as u128 - 1) * self.frames as u128 >= 4 * u128::from(count)
    }
}

/// What one enumeration of a state's followers found: their values below
/// [`SMALL`], whether one was [`SMALL`] or more (those are in the worker's
/// [`Window`]), and whether every unsolved follower was listed.
#[derive(Debug, Clone, Copy)]
struct Scanned {
    small: Small,
    large: bool,
    complete: bool,
}

/// The error of a game whose follower lists changed between two
/// enumerations of one state.
fn reordered(rank: usize) -> GameError {
    GameError::Enumeration {
        reason: format!(
            "the followers of the state of rank {rank} were not listed in the same order when \
             the dense solver enumerated them again; Indexed::try_for_each_follower_rank must list \
             a state's followers in the same order every time"
        ),
    }
}

/// One thread's iterative DFS over a table of cells, bounded by its
/// [`StackLimits`]. With `SHARED`, other threads fill the same table: a
/// state marked in progress may be theirs, so the worker keeps the set of
/// the ranks on its own stack, and stops with [`Stop::Deep`] when its
/// stack is full. Alone, it drops the bottom half of a full stack instead,
/// keeping every `spacing`-th state of the dropped path as a checkpoint,
/// and rebuilds the dropped frames from the checkpoints when the frames
/// above them are done.
#[derive(Debug)]
struct Worker<'a, A, C, const SHARED: bool> {
    game: &'a A,
    cells: &'a [C],
    count: u64,
    end_value: u32,
    stopped: Option<&'a AtomicBool>,
    limits: StackLimits,
    frames: Vec<Frame>,
    pending: Vec<usize>,
    window: Window,
    on_stack: HashSet<usize, BuildHasherDefault<RankHasher>>,
    /// The root of the current search.
    root: usize,
    /// The depth of `frames[0]` on the path from the root: the number of
    /// dropped frames below it.
    base: u64,
    /// (depth, rank) of dropped states whose depth is a multiple of
    /// `spacing`, by increasing depth.
    checkpoints: Vec<(u64, usize)>,
    spacing: u64,
    written: u64,
    /// The engine's cancellation token, looked at every
    /// [`CANCEL_CHECK_EVERY`] expansions.
    cancel: Option<&'a CancelToken>,
    expansions: u64,
}

impl<'a, A: Indexed, C: Cell, const SHARED: bool> Worker<'a, A, C, SHARED> {
    /// This worker checking `cancel` as it expands states.
    fn with_cancel(mut self, cancel: Option<&'a CancelToken>) -> Self {
        self.cancel = cancel;
        self
    }

    fn new(
        game: &'a A,
        cells: &'a [C],
        convention: Convention,
        stopped: Option<&'a AtomicBool>,
        limits: StackLimits,
    ) -> Self {
        Worker {
            game,
            cells,
            count: cells.len() as u64,
            end_value: convention.end_value_u32(),
            stopped,
            limits,
            frames: Vec::new(),
            pending: Vec::new(),
            window: Window::default(),
            on_stack: HashSet::default(),
            root: 0,
            base: 0,
            checkpoints: Vec::new(),
            spacing: 1,
            written: 0,
            cancel: None,
            expansions: 0,
        }
    }

    /// The most followers the `lists`-th enumeration of a state (from 0)
    /// may list: [`FIRST_SHARE`], doubled each time, and at most half of
    /// the free room, rounded up (0 only when the list is full).
    #[inline]
    fn share(&self, lists: u8) -> usize {
        let room = self.limits.pending.saturating_sub(self.pending.len());
        if lists == 0 {
            return room.div_ceil(2).min(FIRST_SHARE);
        }
        // FIRST_SHARE · 2^lists, saturating (a shift alone would wrap to 0
        // after some 59 lists of one state, when the room is what limits).
        let grown = 1usize
            .checked_shl(u32::from(lists))
            .and_then(|x| x.checked_mul(FIRST_SHARE))
            .unwrap_or(usize::MAX);
        room.div_ceil(2).min(grown)
    }

    /// Enumerates the followers of `rank` once: the values below [`SMALL`]
    /// go to a bit set, larger ones to the window, and the first `cap`
    /// unsolved followers to `pending`.
    #[inline(always)]
    fn scan(&mut self, rank: usize, cap: usize) -> Result<Scanned, Stop> {
        let state = self.game.unrank(rank as u64);
        let (cells, count) = (self.cells, self.count);
        let (pending, window) = (&mut self.pending, &mut self.window);
        window.clear();
        let limit = pending.len() + cap;
        let mut small: Small = [0; 2];
        let mut complete = true;
        let mut bad = None;
        // (As few variables as possible live in the game's loop: whether a
        // large value was met is read from the window afterwards, and once
        // the list is full the rest of the enumeration is only looked at,
        // not listed: the state is enumerated again from scratch.)
        let flow = self
            .game
            .try_for_each_follower_rank(&state, |r| -> ControlFlow<GameError> {
                if r < count {
                    let raw = cells[r as usize].load();
                    if raw < SMALL {
                        add_small(&mut small, raw);
                    } else if raw <= C::MAX_VALUE {
                        window.add(u64::from(raw - SMALL));
                    } else if pending.len() < limit {
                        pending.push(r as usize);
                    } else {
                        complete = false;
                    }
                } else if bad.is_none() {
                    bad = Some(r);
                }
                ControlFlow::Continue(())
            });
        if let ControlFlow::Break(e) = flow {
            return Err(e.into());
        }
        if let Some(rank) = bad {
            return Err(GameError::RankOutOfRange { rank, count }.into());
        }
        Ok(Scanned {
            small,
            large: self.window.met(),
            complete,
        })
    }

    /// The value of `rank` from a [`Worker::scan`] that met every follower
    /// solved (the end value if there was none).
    #[inline]
    fn scanned_value(&mut self, rank: usize, s: &Scanned) -> Result<u32, Stop> {
        Ok(if !s.large && s.small == [0; 2] {
            self.end_value
        } else if s.small[0] != u64::MAX {
            (!s.small[0]).trailing_zeros()
        } else if s.small[1] != u64::MAX {
            64 + (!s.small[1]).trailing_zeros()
        } else if !s.large {
            SMALL
        } else {
            let gap = self.window.first_gap();
            if gap < WINDOW_BITS {
                SMALL + gap
            } else if !self.window.above {
                SMALL + WINDOW_BITS
            } else {
                return self.mex_from(rank, u64::from(SMALL + WINDOW_BITS));
            }
        })
    }

    /// The mex of the followers of `rank`, all solved, knowing that every
    /// value below `lo` occurs among them: one more enumeration per window
    /// of [`WINDOW_BITS`] values from `lo` on.
    #[cold]
    fn mex_from(&mut self, rank: usize, mut lo: u64) -> Result<u32, Stop> {
        let state = self.game.unrank(rank as u64);
        loop {
            let (cells, window) = (self.cells, &mut self.window);
            window.clear();
            let mut unsolved = false;
            let flow =
                self.game
                    .try_for_each_follower_rank(&state, |r| -> ControlFlow<GameError> {
                        match usize::try_from(r).ok().and_then(|r| cells.get(r)) {
                            Some(c) if c.load() <= C::MAX_VALUE => {
                                let v = u64::from(c.load());
                                if v >= lo {
                                    window.add(v - lo);
                                }
                            }
                            _ => unsolved = true,
                        }
                        ControlFlow::Continue(())
                    });
            if let ControlFlow::Break(e) = flow {
                return Err(e.into());
            }
            if unsolved {
                return Err(reordered(rank).into());
            }
            let gap = u64::from(window.first_gap());
            if gap < u64::from(WINDOW_BITS) || !window.above {
                let m = usize::try_from(lo + gap).unwrap_or(usize::MAX);
                return Ok(mex_to_u32(m)?);
            }
            lo += u64::from(WINDOW_BITS);
        }
    }

    /// The value of a frame whose followers are all accounted for.
    fn frame_value(&mut self, frame: &Frame) -> Result<u32, Stop> {
        Ok(if frame.small[0] != u64::MAX {
            (!frame.small[0]).trailing_zeros()
        } else if frame.small[1] != u64::MAX {
            64 + (!frame.small[1]).trailing_zeros()
        } else if !frame.large {
            SMALL
        } else {
            // Its large values were not kept: enumerate once more.
            return self.mex_from(frame.rank, u64::from(SMALL));
        })
    }

    /// Makes room for one more frame and a listed follower: alone, by
    /// dropping the bottom half of the stack; shared, by stopping.
    #[cold]
    fn make_room(&mut self) -> Result<(), Stop> {
        if SHARED {
            return Err(Stop::Deep);
        }
        if self.frames.len() >= 2 {
            self.drop_bottom();
        }
        Ok(())
    }

    /// Drops the bottom half of the frames (their states stay in
    /// progress), keeping the checkpoints of the dropped part.
    fn drop_bottom(&mut self) {
        let cut = self.frames.len() / 2;
        for i in 0..cut {
            let depth = self.base + i as u64;
            if depth.is_multiple_of(self.spacing) {
                self.checkpoints.push((depth, self.frames[i].rank));
                while self.checkpoints.len() > self.limits.checkpoints {
                    self.spacing = self.spacing.saturating_mul(2);
                    let spacing = self.spacing;
                    self.checkpoints.retain(|&(d, _)| d.is_multiple_of(spacing));
                }
            }
        }
        let shift = self.frames[cut].pending;
        self.pending.drain(..shift);
        self.frames.drain(..cut);
        for f in &mut self.frames {
            f.pending -= shift;
            f.next -= shift;
        }
        self.base += cut as u64;
    }

    /// Pushes a frame for `rank`, whose enumeration `s` listed its
    /// unsolved followers from `pending[start..]`, and marks it in
    /// progress.
    #[inline]
    fn push_frame(&mut self, rank: usize, s: Scanned, start: usize, lists: u8) {
        self.cells[rank].store(C::IN_PROGRESS);
        if SHARED {
            self.on_stack.insert(rank);
        }
        self.frames.push(Frame {
            small: s.small,
            rank,
            pending: start,
            next: start,
            large: s.large,
            complete: s.complete,
            lists,
        });
    }

    /// Enumerates the followers of `rank`. If all were solved, returns the
    /// value (the mex, in the same pass); otherwise pushes a frame, marks
    /// the state in progress and returns `None`.
    #[inline]
    fn expand(&mut self, rank: usize) -> Result<Option<u32>, Stop> {
        if SHARED && self.stopped.is_some_and(|s| s.load(Ordering::Relaxed)) {
            // Another thread stopped the fill; its reason is reported.
            return Err(Stop::Aborted);
        }
        if self.expansions.is_multiple_of(CANCEL_CHECK_EVERY)
            && let Some(token) = self.cancel
        {
            token.check().map_err(Stop::Failed)?;
        }
        self.expansions += 1;
        loop {
            let start = self.pending.len();
            let cap = self.share(0);
            let s = self.scan(rank, cap)?;
            if self.pending.len() == start && s.complete {
                return self.scanned_value(rank, &s).map(Some);
            }
            if cap > 0 && self.frames.len() < self.limits.frames {
                self.push_frame(rank, s, start, 1);
                return Ok(None);
            }
            self.pending.truncate(start);
            self.make_room()?;
        }
    }

    /// Enumerates the top frame's followers again, from scratch, when the
    /// followers it listed are done and there were more: returns its value
    /// if they are all solved now, else lists the next ones.
    fn rescan_top(&mut self) -> Result<Option<u32>, Stop> {
        loop {
            let Some(&top) = self.frames.last() else {
                return Ok(None);
            };
            self.pending.truncate(top.pending);
            let cap = self.share(top.lists);
            let s = self.scan(top.rank, cap)?;
            if self.pending.len() == top.pending && s.complete {
                return self.scanned_value(top.rank, &s).map(Some);
            }
            if cap > 0 {
                if let Some(f) = self.frames.last_mut() {
                    f.small = s.small;
                    f.large = s.large;
                    f.complete = s.complete;
                    f.next = f.pending;
                    f.lists = f.lists.saturating_add(1);
                }
                return Ok(None);
            }
            self.pending.truncate(top.pending);
            self.make_room()?;
        }
    }

    /// Stores the value of `rank` and hands it to the parent frame (if it
    /// is on the stack; a dropped parent reads it when it is rebuilt).
    #[inline]
    fn finish(&mut self, rank: usize, value: u32) -> Result<(), Stop> {
        if value > C::MAX_VALUE {
            return Err(Stop::Widen { rank, value });
        }
        self.cells[rank].store(value);
        self.written += 1;
        if let Some(parent) = self.frames.last_mut() {
            if value < SMALL {
                add_small(&mut parent.small, value);
            } else {
                parent.large = true;
            }
        }
        Ok(())
    }

    /// Pops the top frame and finishes its state with `value`.
    fn pop_and_finish(&mut self, value: u32) -> Result<(), Stop> {
        let Some(frame) = self.frames.pop() else {
            return Ok(());
        };
        self.pending.truncate(frame.pending);
        if SHARED {
            self.on_stack.remove(&frame.rank);
        }
        self.finish(frame.rank, value)
    }

    /// The first follower of `rank` that is not solved, if any (the
    /// enumeration stops there). A game that fails to enumerate here has
    /// already failed on this state in the scan that led to the cycle, so
    /// a failure reads as "none".
    fn first_unsolved(&self, rank: usize) -> Option<usize> {
        let state = self.game.unrank(rank as u64);
        let flow = self.game.try_for_each_follower_rank(&state, |r| {
            match usize::try_from(r).ok().and_then(|i| self.cells.get(i)) {
                Some(c) if c.load() > C::MAX_VALUE => {
                    ControlFlow::Break(Ok::<usize, GameError>(r as usize))
                }
                _ => ControlFlow::Continue(()),
            }
        });
        match flow {
            ControlFlow::Break(Ok(r)) => Some(r),
            _ => None,
        }
    }

    /// The cycle closed by a follower `q` in progress on this thread's
    /// path: its length from `q`'s place on the stack, or, for a state on
    /// the dropped part of the path, from its depth, found by walking the
    /// path down from the root again (each state's first unsolved follower
    /// is the next one on the path).
    #[cold]
    fn cycle_through(&self, q: usize) -> GameError {
        if let Some(at) = self.frames.iter().rposition(|f| f.rank == q) {
            return GameError::Cycle {
                length: self.frames.len() - at,
            };
        }
        let mut r = self.root;
        for depth in 0..self.base {
            if r == q {
                let length = self.base + self.frames.len() as u64 - depth;
                return GameError::Cycle {
                    length: usize::try_from(length).unwrap_or(usize::MAX),
                };
            }
            match self.first_unsolved(r) {
                Some(next) => r = next,
                None => break,
            }
        }
        reordered(r)
    }

    /// Rebuilds the frames of the path from the highest checkpoint up to
    /// the stack's old bottom (`base`), when everything above is done. A
    /// rebuilt state's first unsolved follower is the next state of the
    /// path (every follower before it was solved before it was pushed),
    /// still in progress; its other unsolved followers are listed.
    #[cold]
    fn rebuild(&mut self) -> Result<(), Stop> {
        let target = self.base;
        let Some((depth, rank)) = self.checkpoints.pop() else {
            // The root is always a checkpoint of a dropped path.
            return Err(reordered(self.root).into());
        };
        self.base = depth;
        let mut r = rank;
        while self.base + (self.frames.len() as u64) < target {
            if self.frames.len() >= self.limits.frames || self.share(0) == 0 {
                self.make_room()?;
            }
            let middle = self.base + (self.frames.len() as u64) + 1 < target;
            let start = self.pending.len();
            let cap = self.share(0);
            let (s, child) = self.rebuild_scan(r, cap, middle)?;
            self.frames.push(Frame {
                small: s.small,
                rank: r,
                pending: start,
                next: start,
                large: s.large,
                complete: s.complete,
                lists: 1,
            });
            if let Some(c) = child {
                r = c;
            }
        }
        Ok(())
    }

    /// [`Worker::scan`] for [`Worker::rebuild`]: for a state in the middle
    /// of the path, its first unsolved follower is the next state of the
    /// path (returned, not listed, every occurrence skipped), and must be
    /// in progress.
    fn rebuild_scan(
        &mut self,
        rank: usize,
        cap: usize,
        middle: bool,
    ) -> Result<(Scanned, Option<usize>), Stop> {
        let state = self.game.unrank(rank as u64);
        let (cells, count) = (self.cells, self.count);
        let pending = &mut self.pending;
        let limit = pending.len() + cap;
        let mut small: Small = [0; 2];
        let mut large = false;
        let mut complete = true;
        let mut child: Option<usize> = None;
        let mut out_of_order = false;
        let mut bad = None;
        let flow = self
            .game
            .try_for_each_follower_rank(&state, |r| -> ControlFlow<GameError> {
                if r >= count {
                    bad = bad.or(Some(r));
                    return ControlFlow::Continue(());
                }
                let raw = cells[r as usize].load();
                if raw < SMALL {
                    add_small(&mut small, raw);
                } else if raw <= C::MAX_VALUE {
                    large = true;
                } else if middle && child.is_none() {
                    out_of_order = raw != C::IN_PROGRESS;
                    child = Some(r as usize);
                } else if child == Some(r as usize) {
                    // The next state of the path again: not a follower to list.
                } else if pending.len() < limit {
                    pending.push(r as usize);
                } else {
                    complete = false;
                }
                ControlFlow::Continue(())
            });
        if let ControlFlow::Break(e) = flow {
            return Err(e.into());
        }
        if let Some(rank) = bad {
            return Err(GameError::RankOutOfRange { rank, count }.into());
        }
        if out_of_order || (middle && child.is_none()) {
            return Err(reordered(rank).into());
        }
        Ok((
            Scanned {
                small,
                large,
                complete,
            },
            child,
        ))
    }

    /// Solves `root` and everything below it (nothing if it is solved or,
    /// with `SHARED`, being solved by another thread). On an error the
    /// stack is abandoned: its states stay marked in progress, and the
    /// caller either drops the table, widens it (which clears them) or
    /// clears them itself — except that a search alone keeps its stack
    /// when a value does not fit, to go on after the widening
    /// ([`Worker::resume`]).
    fn run(&mut self, root: usize) -> Result<(), Stop> {
        let result = self.run_inner(root);
        if let Err(stop) = &result
            && (SHARED || !matches!(stop, Stop::Widen { .. }))
        {
            self.clear_stack();
        }
        result
    }

    /// Forgets the stack.
    fn clear_stack(&mut self) {
        self.frames.clear();
        self.pending.clear();
        self.on_stack.clear();
        self.checkpoints.clear();
        self.base = 0;
        self.spacing = 1;
    }

    fn run_inner(&mut self, root: usize) -> Result<(), Stop> {
        if self.cells[root].load() != C::UNVISITED {
            return Ok(());
        }
        self.root = root;
        self.base = 0;
        self.spacing = 1;
        self.checkpoints.clear();
        if let Some(value) = self.expand(root)? {
            return self.finish(root, value);
        }
        self.search()
    }

    /// Goes on with the search this worker's stack holds (taken from a
    /// narrower table): first stores `value` for `rank`, the value that
    /// did not fit, and hands it to its parent frame. Alone only.
    fn resume(&mut self, rank: usize, value: u32) -> Result<(), Stop> {
        let result = self.finish(rank, value).and_then(|()| self.search());
        if let Err(stop) = &result
            && !matches!(stop, Stop::Widen { .. })
        {
            self.clear_stack();
        }
        result
    }

    /// Moves the stack out (to go on in another table).
    fn take_search(&mut self) -> Search {
        Search {
            frames: std::mem::take(&mut self.frames),
            pending: std::mem::take(&mut self.pending),
            root: self.root,
            base: self.base,
            checkpoints: std::mem::take(&mut self.checkpoints),
            spacing: self.spacing,
            written: self.written,
        }
    }

    /// Moves a stack in, and fits it to this worker's limits (a wider
    /// table leaves less room): the bottom of the stack is dropped, the top
    /// frame's list shortened, the checkpoints thinned, as a full stack
    /// would be. Alone only.
    fn put_search(&mut self, s: Search) {
        self.frames = s.frames;
        self.pending = s.pending;
        self.root = s.root;
        self.base = s.base;
        self.checkpoints = s.checkpoints;
        self.spacing = s.spacing.max(1);
        self.written = s.written;
        while self.frames.len() >= 2
            && (self.frames.len() >= self.limits.frames
                || self.pending.len() >= self.limits.pending)
        {
            self.drop_bottom();
        }
        let keep = self.limits.pending.saturating_sub(1);
        if self.pending.len() > keep
            && let Some(top) = self.frames.last_mut()
        {
            // Listed followers not looked at yet are enumerated again.
            let keep = keep.max(top.pending);
            self.pending.truncate(keep);
            top.next = top.next.min(keep);
            top.complete = false;
        }
        while self.checkpoints.len() > self.limits.checkpoints {
            self.spacing = self.spacing.saturating_mul(2);
            let spacing = self.spacing;
            self.checkpoints.retain(|&(d, _)| d.is_multiple_of(spacing));
        }
    }

    /// The search loop: works on the top frame until the stack is empty
    /// (rebuilding dropped frames as needed).
    fn search(&mut self) -> Result<(), Stop> {
        loop {
            let Some(top) = self.frames.last_mut() else {
                if self.base == 0 {
                    return Ok(());
                }
                self.rebuild()?;
                continue;
            };
            // The top frame's listed followers are taken in enumeration
            // order. (Taking them from the end, the last enumerated first,
            // met one unsolved follower per state instead of 4.7–17 on
            // Welter's game and was 1.2–1.6× faster on some `solver_vs_igs`
            // rows; with a list of bounded length either order is bounded,
            // but the first unsolved follower being the next state of the
            // path is what lets a dropped path be rebuilt.)
            if top.next < self.pending.len() {
                let q = self.pending[top.next];
                top.next += 1;
                let raw = self.cells[q].load();
                if raw < SMALL {
                    add_small(&mut top.small, raw);
                    continue;
                }
                if raw <= C::MAX_VALUE {
                    top.large = true;
                    continue;
                }
                if raw == C::IN_PROGRESS && (!SHARED || self.on_stack.contains(&q)) {
                    return Err(self.cycle_through(q).into());
                }
                // Unvisited, or on another thread's stack: solve it here.
                if let Some(value) = self.expand(q)? {
                    self.finish(q, value)?;
                }
            } else if !top.complete {
                if let Some(value) = self.rescan_top()? {
                    self.pop_and_finish(value)?;
                }
            } else {
                let frame = *top;
                let value = self.frame_value(&frame)?;
                self.pop_and_finish(value)?;
            }
        }
    }
}

/// A search's stack, moved from a worker on a narrower table to one on
/// the widened table.
#[derive(Debug, Default)]
struct Search {
    frames: Vec<Frame>,
    pending: Vec<usize>,
    root: usize,
    base: u64,
    checkpoints: Vec<(u64, usize)>,
    spacing: u64,
    written: u64,
}

/// Runs the searches from `roots` on the calling thread in `cells`, going
/// on first with `search` (from a narrower table) by storing the value of
/// `resume`. Returns the outcome — on a stop, the root whose search
/// stopped — and the stack.
fn alone<A: Indexed, C: Cell>(
    game: &A,
    cells: &[C],
    (convention, cancel): (Convention, Option<&CancelToken>),
    limits: StackLimits,
    search: Search,
    resume: Option<(usize, u32)>,
    roots: std::ops::Range<usize>,
) -> (Result<(), (usize, Stop)>, Search) {
    let mut w =
        Worker::<_, _, false>::new(game, cells, convention, None, limits).with_cancel(cancel);
    w.put_search(search);
    let at = roots.start;
    let mut outcome = match resume {
        Some((rank, value)) => w.resume(rank, value).map_err(|e| (at, e)),
        None => Ok(()),
    };
    if outcome.is_ok() {
        for r in roots {
            if let Err(e) = w.run(r) {
                outcome = Err((r, e));
                break;
            }
        }
    }
    (outcome, w.take_search())
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
/// default [`TableSolver`] and the default [`Engine`] (budget
/// [`DEFAULT_MAX_BYTES`] = 512 MiB, the caller's rayon pool).
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
    TableSolver::new().solve(game, &Engine::new())
}

#[cfg(test)]
mod tests {
    use crate::testing::on_threads as on;

    use std::ops::ControlFlow;
    use std::sync::atomic::{AtomicU8, AtomicU16, AtomicU32};

    use super::{
        Cell, FRAME_BYTES, Frame, MIN_STACK_BYTES, Search, StackLimits, Storage, TableSolver,
        WINDOW_BITS, WINDOW_BYTES, Window,
    };
    use crate::{Algorithm, Convention, Engine, GameError, Indexed, Limits};

    #[test]
    fn storage_widens_through_all_widths_and_clears_sentinels() {
        let mut s = Storage::U8((0..4).map(|_| AtomicU8::new(u8::MAX)).collect());
        let Storage::U8(c) = &s else { unreachable!() };
        Cell::store(&c[0], 200);
        Cell::store(&c[1], AtomicU8::IN_PROGRESS);
        assert_eq!(AtomicU8::MAX_VALUE, 253);
        s.widen_for(300, 1 << 20, 0, false).unwrap();
        assert_eq!(s.width(), 2);
        let Storage::U16(c) = &s else { unreachable!() };
        assert_eq!(AtomicU16::MAX_VALUE, 65_533);
        Cell::store(&c[2], 65_000);
        s.widen_for(70_000, 1 << 20, 0, false).unwrap();
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
        // A search that goes on keeps its states in progress.
        let mut k = Storage::U8((0..2).map(|_| AtomicU8::new(u8::MAX)).collect());
        let Storage::U8(c) = &k else { unreachable!() };
        Cell::store(&c[0], AtomicU8::IN_PROGRESS);
        k.widen_for(300, 1 << 20, 0, true).unwrap();
        let Storage::U16(c) = &k else { unreachable!() };
        assert_eq!(
            (Cell::load(&c[0]), Cell::load(&c[1])),
            (AtomicU16::IN_PROGRESS, AtomicU16::UNVISITED)
        );
        let mut t = Storage::U8((0..4).map(|_| AtomicU8::new(u8::MAX)).collect());
        assert_eq!(t.value(3), None);
        // Straight from one byte to four is counted as 2 + 4 bytes a
        // state, as if through two: whichever value a fill meets first.
        let mut direct = Storage::U8((0..4).map(|_| AtomicU8::new(u8::MAX)).collect());
        assert_eq!(
            direct.widen_for(70_000, 23, 0, false).unwrap_err(),
            crate::GameError::MemoryBudget {
                states: 4,
                bytes_per_state: 4,
                needed: 24,
                budget: 23
            }
        );
        // The new table must also leave its stack room.
        assert_eq!(
            direct.widen_for(70_000, 100, 85, false).unwrap_err(),
            crate::GameError::StackBudget {
                states: 4,
                bytes_per_state: 4,
                stack_bytes: 85,
                budget: 100
            }
        );
        direct.widen_for(70_000, 24, 0, false).unwrap();
        assert_eq!(direct.width(), 4);
        let err = t.widen_for(300, 10, 0, false).unwrap_err();
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
        fn try_for_each_follower<B, F>(&self, p: &[u64; 3], mut f: F) -> ControlFlow<B>
        where
            B: From<GameError>,
            F: FnMut([u64; 3]) -> ControlFlow<B>,
        {
            for i in 0..3 {
                for s in 0..p[i] {
                    let mut q = *p;
                    q[i] = s;
                    f(q)?;
                }
            }
            ControlFlow::Continue(())
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

    /// A game given by its rows of followers, ranked by label (cycles
    /// allowed, rows in any order).
    #[derive(Debug, Clone)]
    struct Rows(Vec<Vec<u32>>);

    impl Algorithm for Rows {
        type State = u32;
        fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
        where
            B: From<GameError>,
            F: FnMut(u32) -> ControlFlow<B>,
        {
            self.0[*p as usize].iter().copied().try_for_each(f)
        }
    }

    impl Indexed for Rows {
        fn count(&self) -> u64 {
            self.0.len() as u64
        }
        fn rank(&self, p: &u32) -> u64 {
            u64::from(*p)
        }
        fn unrank(&self, r: u64) -> u32 {
            r as u32
        }
    }

    /// A xorshift stream.
    fn stream(seed: u64) -> impl FnMut() -> u64 {
        let mut x = seed | 1;
        move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        }
    }

    /// A random game on `n` states under a random ranking: a path through
    /// every state in a hidden order (so plays are n − 1 moves long and
    /// every search goes deep), `extra` more arrows along that order, and
    /// `back` arrows against it (which close cycles).
    fn deep_rows(n: usize, extra: usize, back: usize, seed: u64) -> Rows {
        let mut next = stream(seed);
        let mut perm: Vec<u32> = (0..n as u32).collect();
        for i in (1..n).rev() {
            perm.swap(i, (next() % (i as u64 + 1)) as usize);
        }
        let mut rows = vec![Vec::new(); n];
        let add = |rows: &mut Vec<Vec<u32>>, a: usize, b: usize| {
            let (pa, pb) = (perm[a], perm[b]);
            if a != b && !rows[pa as usize].contains(&pb) {
                rows[pa as usize].push(pb);
            }
        };
        for i in 0..n.saturating_sub(1) {
            add(&mut rows, i, i + 1);
        }
        for k in 0..extra + back {
            let a = (next() % n as u64) as usize;
            let b = (next() % n as u64) as usize;
            if k < extra {
                add(&mut rows, a.min(b), a.max(b));
            } else {
                add(&mut rows, a.max(b), a.min(b));
            }
        }
        // Followers in a random order within each row.
        for row in &mut rows {
            for i in (1..row.len()).rev() {
                row.swap(i, (next() % (i as u64 + 1)) as usize);
            }
        }
        Rows(rows)
    }

    /// Bytes of stack room that hold `frames` frames of a search alone.
    fn room_for(frames: u64) -> u64 {
        WINDOW_BYTES + 6 * FRAME_BYTES * frames
    }

    /// The dense solver with stacks of a few frames (dropped and rebuilt
    /// over and over, checkpoints thinned out) against the memoised
    /// solver: the same values, or a cycle where it finds one, of the
    /// exact length on one thread; and the same for 1–4 threads (with
    /// stacks that fill, so the fill finishes on one thread).
    #[test]
    fn full_stacks_give_the_memoised_solvers_answers() {
        for seed in 1..=60u64 {
            let n = 20 + (seed as usize * 37) % 300;
            let back = if seed % 3 == 0 { 1 } else { 0 };
            let g = deep_rows(n, n * (seed as usize % 5), back, seed);
            for convention in [Convention::Normal, Convention::Misere] {
                let mut memo = crate::Solver::new(&g);
                let want: Result<Vec<u64>, _> =
                    (0..n as u32).map(|p| memo.value(&p, convention)).collect();
                for frames in [2, 3, 5, 40] {
                    let room = room_for(frames);
                    let solver = TableSolver::new().with_convention(convention);
                    for threads in 1..=4 {
                        let got = on(threads, || {
                            solver.solve_counted_within(&g, room * threads as u64, Some(room))
                        });
                        match (&got, &want) {
                            (Ok((t, _)), Ok(w)) => {
                                assert!(
                                    (0..n).all(|i| t.get(i as u64) == Some(w[i])),
                                    "seed {seed}, {frames} frames, {threads} threads"
                                );
                            }
                            (Err(GameError::Cycle { length }), Err(GameError::Cycle { .. })) => {
                                assert!(*length >= 1 && *length <= n, "{length}");
                            }
                            _ => panic!(
                                "seed {seed}, {frames} frames, {threads} threads: {:?} vs {want:?}",
                                got.map(|_| ())
                            ),
                        }
                    }
                    // From single roots, on one thread.
                    for root in [0u32, (n / 2) as u32, n as u32 - 1] {
                        let got = solver.solve_from_within(&g, &root, room);
                        let want = memo.value(&root, convention);
                        match (&got, &want) {
                            (Ok(t), Ok(v)) => assert_eq!(t.get(u64::from(root)), Some(*v)),
                            (Err(GameError::Cycle { .. }), Err(GameError::Cycle { .. })) => {}
                            _ => panic!(
                                "seed {seed}, root {root}: {:?} vs {want:?}",
                                got.map(|_| ())
                            ),
                        }
                    }
                }
            }
        }
    }

    /// A cycle through every state, entered at its first state: the one
    /// search walks it to the end with a stack of two frames and reports
    /// its exact length, found by walking the dropped path down again.
    #[test]
    fn a_cycle_longer_than_the_stack_has_its_exact_length() {
        for len in [3usize, 10, 257, 1000] {
            let mut rows: Vec<Vec<u32>> = (0..len as u32)
                .map(|i| vec![(i + 1) % len as u32])
                .collect();
            // A tail into the cycle: state len → 0.
            rows.push(vec![0]);
            let g = Rows(rows);
            for frames in [2, 3, 7] {
                let room = room_for(frames);
                assert_eq!(
                    TableSolver::new()
                        .solve_from_within(&g, &(len as u32), room)
                        .unwrap_err(),
                    GameError::Cycle { length: len },
                    "{len}, {frames} frames"
                );
                assert_eq!(
                    on(1, || TableSolver::new().solve_counted_within(
                        &g,
                        room,
                        Some(room)
                    ))
                    .unwrap_err(),
                    GameError::Cycle { length: len }
                );
            }
        }
    }

    /// Nim heaps under a scrambled ranking, with values past a byte and
    /// past the window of one enumeration: the mex of a frame's large
    /// values is found by enumerating again, with any stack.
    #[test]
    fn large_values_in_frames_of_any_stack() {
        let n = 700usize;
        let mut next = stream(99);
        let mut perm: Vec<u32> = (0..n as u32).collect();
        for i in (1..n).rev() {
            perm.swap(i, (next() % (i as u64 + 1)) as usize);
        }
        let mut rows = vec![Vec::new(); n];
        for i in 0..n {
            // Heap i lists its followers deepest first.
            rows[perm[i] as usize] = (0..i).rev().map(|j| perm[j]).collect();
        }
        let g = Rows(rows);
        for frames in [2, 4, 1000] {
            let t = TableSolver::new()
                .solve_from_within(&g, &perm[n - 1], room_for(frames))
                .unwrap();
            assert_eq!(t.bytes_per_state(), 2);
            assert!((0..n).all(|i| t.get_state(&perm[i]) == Some(i as u64)));
            for threads in 1..=3 {
                let (t, _) = on(threads, || {
                    TableSolver::new().solve_counted_within(
                        &g,
                        room_for(frames) * 3,
                        Some(room_for(frames)),
                    )
                })
                .unwrap();
                assert!((0..n).all(|i| t.get_state(&perm[i]) == Some(i as u64)));
            }
        }
        // A budget that leaves a full stack less room once the table is
        // two bytes wide: the search goes on with the bottom dropped.
        let budget = 2 * n as u64 + TableSolver::min_stack_bytes(n as u64) + 50;
        let t = TableSolver::new()
            .solve_from(
                &g,
                &perm[n - 1],
                &Engine::new().with_limits(Limits::default().with_max_bytes(budget)),
            )
            .unwrap();
        assert!((0..n).all(|i| t.get_state(&perm[i]) == Some(i as u64)));
        // The window: values from 128 + 2^16 on need a second pass; a
        // state whose followers' values are 0..70 000 (Nim heap 70 000
        // through a Window directly).
        let mut w = Window::default();
        for v in 0..70_000u64 {
            w.add(v);
        }
        assert_eq!(w.first_gap(), WINDOW_BITS);
        assert!(w.above);
        w.clear();
        assert_eq!((w.first_gap(), w.above), (0, false));
        assert!(w.bits.as_ref().is_some_and(|b| b.iter().all(|&x| x == 0)));
    }

    /// A game that breaks the contract: every other enumeration lists a
    /// state's followers backwards.
    struct Fickle(Rows, std::sync::atomic::AtomicU64);

    impl Algorithm for Fickle {
        type State = u32;
        fn try_for_each_follower<B, F>(&self, p: &u32, mut f: F) -> ControlFlow<B>
        where
            B: From<GameError>,
            F: FnMut(u32) -> ControlFlow<B>,
        {
            let row = &self.0.0[*p as usize];
            if self
                .1
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed)
                .is_multiple_of(2)
            {
                row.iter().copied().try_for_each(&mut f)?;
            } else {
                row.iter().rev().copied().try_for_each(&mut f)?;
            }
            ControlFlow::Continue(())
        }
    }

    impl Indexed for Fickle {
        fn count(&self) -> u64 {
            self.0.count()
        }
        fn rank(&self, p: &u32) -> u64 {
            u64::from(*p)
        }
        fn unrank(&self, r: u64) -> u32 {
            r as u32
        }
    }

    /// Lists that change order cannot make the solver write a wrong value:
    /// each value is the mex of the followers' values, however they are
    /// listed; a rebuilt path that does not match is an error.
    #[test]
    fn follower_lists_that_change_order_give_right_values_or_an_error() {
        let mut errors = 0;
        for seed in 1..=30u64 {
            let n = 50 + (seed as usize * 13) % 200;
            let rows = deep_rows(n, 3 * n, 0, seed);
            let want: Vec<u64> = {
                let mut memo = crate::Solver::new(&rows);
                (0..n as u32).map(|p| memo.grundy(&p).unwrap()).collect()
            };
            let g = Fickle(rows, std::sync::atomic::AtomicU64::new(seed));
            for frames in [2, 3, 1000] {
                match TableSolver::new().solve_from_within(&g, &0, room_for(frames)) {
                    Ok(t) => assert!(t.iter().all(|(r, v)| want[r as usize] == v), "seed {seed}"),
                    Err(GameError::Enumeration { .. } | GameError::Cycle { .. }) => errors += 1,
                    Err(e) => panic!("{e:?}"),
                }
            }
        }
        println!("{errors} of 90 searches found the lists reordered");
    }

    /// A stack moved to a wider table, which leaves less room, is fitted
    /// to the new limits as a full stack would be: bottom frames dropped
    /// to checkpoints, the top frame's list shortened (to be enumerated
    /// again), the checkpoints thinned.
    #[test]
    fn a_stack_moved_to_a_wider_table_fits_its_limits() {
        let frames: Vec<Frame> = (0..10)
            .map(|i| Frame {
                small: [0; 2],
                rank: 100 + i,
                pending: 3 * i,
                next: 3 * i + 1,
                large: false,
                complete: true,
                lists: 1,
            })
            .collect();
        let search = Search {
            frames,
            pending: (0..30).collect(),
            root: 100,
            base: 5,
            checkpoints: (0..5).map(|d| (d, d as usize)).collect(),
            spacing: 1,
            written: 7,
        };
        let cells: Vec<AtomicU8> = (0..200).map(|_| AtomicU8::new(u8::MAX)).collect();
        let g = ThreeHeaps(5);
        let limits = StackLimits {
            frames: 4,
            pending: 8,
            checkpoints: 3,
        };
        let mut w = super::Worker::<_, _, false>::new(&g, &cells, Convention::Normal, None, limits);
        w.put_search(search);
        assert!(w.frames.len() < 4 && w.pending.len() < 8, "{:?}", w.frames);
        assert!(w.checkpoints.len() <= 3);
        // The frames kept are the top of the path, their lists shifted.
        let depth = w.base + w.frames.len() as u64;
        assert_eq!(depth, 15);
        assert_eq!(w.frames.last().map(|f| f.rank), Some(109));
        assert!(w.frames.iter().all(|f| f.next <= w.pending.len()));
        assert_eq!(w.frames[0].pending, 0);
        // Every checkpoint is a dropped state at a multiple of the spacing,
        // the root among them.
        assert_eq!(w.checkpoints[0], (0, 0));
        assert!(
            w.checkpoints
                .iter()
                .all(|&(d, _)| d < w.base && d.is_multiple_of(w.spacing))
        );
        assert_eq!(w.take_search().written, 7);
    }

    /// The share of a state that has listed its followers many times
    /// (with a room too small for them all) stays at least 1: a shift
    /// alone wrapped to 0 after 59 lists, and the search stalled.
    #[test]
    fn a_share_never_wraps_to_nothing() {
        let cells: Vec<AtomicU8> = (0..4).map(|_| AtomicU8::new(u8::MAX)).collect();
        let g = ThreeHeaps(1);
        let limits = StackLimits::new(0, false);
        assert_eq!(
            (limits.frames, limits.pending, limits.checkpoints),
            (2, 2, 2)
        );
        let w = super::Worker::<_, _, false>::new(&g, &cells, Convention::Normal, None, limits);
        for lists in [0, 1, 58, 59, 60, 63, 64, 200, 255] {
            assert_eq!(w.share(lists), 1, "{lists}");
        }
        let big = super::Worker::<_, _, false>::new(
            &g,
            &cells,
            Convention::Normal,
            None,
            StackLimits::new(1 << 40, false),
        );
        assert_eq!(big.share(0), super::FIRST_SHARE);
        assert_eq!(big.share(3), 8 * super::FIRST_SHARE);
        assert_eq!(big.share(255), big.limits.pending.div_ceil(2));
        // A state with a thousand followers that each need a frame (0 →
        // 2i − 1 → 2i), and a list of 18: it lists them again some 110
        // times, and is solved.
        let mut rows = vec![(1..=1000).map(|i| 2 * i - 1).collect::<Vec<u32>>()];
        for i in 1..=1000 {
            rows.push(vec![2 * i]);
            rows.push(vec![]);
        }
        let star = Rows(rows);
        let t = TableSolver::new()
            .solve_from_within(&star, &0, room_for(2))
            .unwrap();
        let mut memo = crate::Solver::new(&star);
        assert_eq!(t.get(0), memo.grundy(&0).ok());
    }

    #[test]
    fn the_least_stack_holds_a_path_through_every_state() {
        for count in [0, 1, 1000, 1 << 20, 100_000_000, 1 << 32, 1 << 40] {
            let least = TableSolver::min_stack_bytes(count);
            assert!(least.is_power_of_two() && least >= MIN_STACK_BYTES);
            assert!(StackLimits::new(least, false).holds_a_path(count));
            if least > MIN_STACK_BYTES {
                assert!(!StackLimits::new(least / 2, false).holds_a_path(count));
            }
        }
        assert_eq!(TableSolver::min_stack_bytes(100_000_000), 1 << 23);
        assert_eq!(TableSolver::min_stack_bytes(1 << 32), 1 << 25);
    }

    /// How many states the threads solve twice (printed with
    /// `--nocapture`); the tables agree whatever the count.
    #[test]
    fn duplicated_work_is_counted_and_tables_agree() {
        let g = ThreeHeaps(40);
        let (one, w1) = on(1, || TableSolver::new().solve_counted(&g)).unwrap();
        assert_eq!(w1, g.count());
        for threads in 2..=4 {
            let (t, w) = on(threads, || TableSolver::new().solve_counted(&g)).unwrap();
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
