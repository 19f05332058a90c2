use std::collections::BTreeMap;
use std::fmt;
use std::ops::ControlFlow;

use hashbrown::HashMap;

use crate::algorithm::Algorithm;
use crate::control::{CANCEL_CHECK_EVERY, CancelToken};
use crate::error::GameError;
use crate::limits::{ByteBudget, Limits};
use crate::mex::{MexScratch, mex_to_u32};
use crate::vocab::{Convention, MAX_SOLVER_VALUE, Outcome, SgPair};

/// The sentinel marking a state whose value is being computed (on the DFS
/// stack). Grundy values never reach it: see [`mex_to_u32`].
const IN_PROGRESS: u32 = u32::MAX;

/// The number of [`Measure`]s, one cache each in a [`Solver`].
const MEASURES: usize = 6;

/// What the memoised traversal computes at a state from the values of its
/// followers: the Grundy value (mex), the remoteness or the suspense number
/// (see [`remoteness`](crate::remoteness())), each under a [`Convention`]. The ends get
/// [`Convention::end_value`] under every measure (0 normal, 1 misère).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Measure {
    /// SG(p) or SG⁻(p): the mex of the followers' values.
    Grundy(Convention),
    /// The remoteness (Steinhaus; Winning Ways ch. 9): the winner hurries,
    /// the loser delays.
    Remoteness(Convention),
    /// The suspense number (Smith; Winning Ways ch. 9): the winner delays,
    /// the loser hurries.
    Suspense(Convention),
}

impl Measure {
    /// The index of this measure's cache in [`Solver`].
    fn slot(self) -> usize {
        let (kind, convention) = match self {
            Measure::Grundy(c) => (0, c),
            Measure::Remoteness(c) => (1, c),
            Measure::Suspense(c) => (2, c),
        };
        2 * kind
            + match convention {
                Convention::Normal => 0,
                Convention::Misere => 1,
            }
    }

    /// The value of an end.
    fn end_value(self) -> u32 {
        match self {
            Measure::Grundy(c) | Measure::Remoteness(c) | Measure::Suspense(c) => c.end_value_u32(),
        }
    }

    /// The value of a state whose (non-empty) followers have `values`.
    fn combine(self, values: &[u32], mex: &mut MexScratch) -> Result<u32, GameError> {
        match self {
            Measure::Grundy(_) => mex_to_u32(mex.mex(values)),
            Measure::Remoteness(_) => {
                // Move to a P-position (even) as fast as possible; with none,
                // to the N-position (odd) that lasts longest.
                let best = match values.iter().filter(|&&v| v.is_multiple_of(2)).min() {
                    Some(&v) => v,
                    None => values.iter().copied().max().unwrap_or(0),
                };
                one_more_move(best)
            }
            Measure::Suspense(_) => {
                // Move to a P-position (even) that lasts longest; with none,
                // to the N-position (odd) that ends soonest.
                let best = match values.iter().filter(|&&v| v.is_multiple_of(2)).max() {
                    Some(&v) => v,
                    None => values.iter().copied().min().unwrap_or(0),
                };
                one_more_move(best)
            }
        }
    }
}

/// `moves + 1`, refusing the sentinel range as [`mex_to_u32`] does.
fn one_more_move(moves: u32) -> Result<u32, GameError> {
    match moves.checked_add(1) {
        Some(v) if u64::from(v) <= MAX_SOLVER_VALUE => Ok(v),
        _ => Err(GameError::RemotenessOverflow {
            moves: u64::from(moves) + 1,
        }),
    }
}

/// A DFS frame, for a state one of whose followers was not yet solved when
/// it was expanded: its followers are `arena[start..end]`, the first
/// `next - start` of them resolved, their values `vals[vals_start..]`;
/// `bytes` are what the frame holds (its followers and its state on the
/// path).
#[derive(Debug, Clone, Copy)]
struct Frame {
    start: usize,
    next: usize,
    end: usize,
    vals_start: usize,
    bytes: u64,
}

/// The bookkeeping bytes of a cached state beyond the state itself (its
/// `u32` value and the hash table's control byte and slack).
const CACHE_ENTRY_BYTES: u64 = 8;

/// The bookkeeping bytes of a buffered follower beyond the state itself
/// (its `u32` value).
const FOLLOWER_BYTES: u64 = 4;

/// The bytes of a [`Frame`] on the search stack, counted with the state it
/// holds on the path.
const FRAME_BYTES: u64 = std::mem::size_of::<Frame>() as u64;

/// Reusable buffers of the iterative DFS.
#[derive(Debug)]
struct Scratch<S> {
    frames: Vec<Frame>,
    path: Vec<S>,
    arena: Vec<S>,
    vals: Vec<u32>,
    mex: MexScratch,
}

impl<S> Default for Scratch<S> {
    fn default() -> Self {
        Scratch {
            frames: Vec::new(),
            path: Vec::new(),
            arena: Vec::new(),
            vals: Vec::new(),
            mex: MexScratch::default(),
        }
    }
}

/// The memoised Grundy solver: normal and misère Grundy values, outcome
/// classes, options grouped by value and winning moves of any
/// [`Algorithm`], with a cache that persists across queries.
///
/// The search is an iterative depth-first search with an explicit stack on
/// the heap, so a game whose plays are millions of moves long cannot
/// overflow the call stack. Each state's followers are enumerated once and
/// looked up once each; a state whose followers are all solved already is
/// finished at once, without a stack frame. The minimum excluded value is
/// computed with a reusable bitset (no allocation per state once the
/// buffers have grown). A cycle (an algorithm that is not finite, Kawanaka §1) is reported as
/// [`GameError::Cycle`]; the solver stays usable afterwards.
///
/// Values are `u32`: there is no 255 ceiling.
///
/// # Memory
/// Everything a search holds is counted against
/// [`Limits::max_bytes`](crate::Limits::max_bytes) before it is stored, so a
/// search fails with [`GameError::MemoryLimit`] (or another limit) rather
/// than exhausting memory, whatever the game: each cached value (the state
/// as [`Algorithm::state_bytes`] reports it, plus 8 bytes), and the search
/// stack — for each state on the current path its clone and its frame (40
/// bytes), and for each follower it has enumerated and not yet taken in,
/// the follower and its value (4 bytes). The stack is the longest play
/// from the root times the most followers of a state at most, which the
/// byte limit bounds; the remoteness and suspense numbers and misère
/// values are the same search with other caches. Not counted: the growth
/// slack of the hash tables and vectors (they may hold up to about twice
/// the count) and the mex bitset (one bit per value combined, 1/32 of the
/// values counted).
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{Algorithm, GameError, Outcome, Solver};
///
/// /// Subtraction game S(1, 2): take one or two counters.
/// struct Take12;
/// impl Algorithm for Take12 {
///     type State = u32;
///     fn try_for_each_follower<B, F>(&self, p: &u32, mut f: F) -> ControlFlow<B>
///     where
///         B: From<GameError>,
///         F: FnMut(u32) -> ControlFlow<B>,
///     {
///         for s in [1, 2] {
///             if *p >= s { f(p - s)?; }
///         }
///         ControlFlow::Continue(())
///     }
/// }
/// let mut solver = Solver::new(Take12);
/// assert_eq!(solver.grundy(&7)?, 1); // 7 mod 3
/// assert_eq!(solver.outcome(&9)?, Outcome::P);
/// assert_eq!(solver.winning_moves(&7)?, vec![6]);
/// assert_eq!(solver.misere_grundy(&0)?, 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Solver<'a, A: Algorithm> {
    game: A,
    /// One cache per [`Measure`], indexed by [`Measure::slot`].
    caches: [HashMap<A::State, u32>; MEASURES],
    limits: Limits,
    /// The bytes the caches hold (counted against `limits.max_bytes`).
    cached: ByteBudget,
    scratch: Scratch<A::State>,
    progress: Option<Box<ProgressFn<'a>>>,
    cancel: Option<CancelToken>,
}

/// The observer of [`Solver::with_progress`]: it may borrow local state
/// for the solver's lifetime `'a`.
type ProgressFn<'a> = dyn FnMut(u64) + Send + 'a;

/// How often [`Solver::with_progress`] reports: every 2^16 = 65 536 newly
/// explored states.
pub const PROGRESS_EVERY: u64 = 1 << 16;

/// What one search may do: its limits, the bytes the caches already hold,
/// the arrows it has examined, its progress observer and its cancellation
/// token.
struct Budget<'p, 'a> {
    limits: Limits,
    cached: &'p mut ByteBudget,
    stack: ByteBudget,
    arrows: u64,
    progress: Option<&'p mut ProgressFn<'a>>,
    cancel: Option<&'p CancelToken>,
}

impl Budget<'_, '_> {
    /// Checks that `bytes` more fit in the byte limit, together with what
    /// the caches and the search stack already hold.
    fn room_for(&self, bytes: u64) -> Result<(), GameError> {
        let needed = self
            .cached
            .held
            .saturating_add(self.stack.held)
            .saturating_add(bytes);
        if needed > self.limits.max_bytes {
            return Err(GameError::MemoryLimit {
                needed,
                limit: self.limits.max_bytes,
            });
        }
        Ok(())
    }

    /// Takes `bytes` for the search stack.
    fn take_stack(&mut self, bytes: u64) -> Result<(), GameError> {
        self.room_for(bytes)?;
        self.stack.held = self.stack.held.saturating_add(bytes);
        Ok(())
    }

    /// Takes `bytes` for a new cache entry.
    fn take_cached(&mut self, bytes: u64) -> Result<(), GameError> {
        self.room_for(bytes)?;
        self.cached.held = self.cached.held.saturating_add(bytes);
        Ok(())
    }
}

impl<A: Algorithm> fmt::Debug for Solver<'_, A> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Solver")
            .field(
                "cached_normal",
                &self.caches[Measure::Grundy(Convention::Normal).slot()].len(),
            )
            .field(
                "cached_misere",
                &self.caches[Measure::Grundy(Convention::Misere).slot()].len(),
            )
            .field(
                "cached_remoteness_and_suspense",
                &self.caches[2..].iter().map(HashMap::len).sum::<usize>(),
            )
            .field("limits", &self.limits)
            .field("cached_bytes", &self.cached.held)
            .field("progress", &self.progress.is_some())
            .field("cancel", &self.cancel)
            .finish_non_exhaustive()
    }
}

impl<'a, A: Algorithm> Solver<'a, A> {
    /// A solver for `game` with an empty cache and the default
    /// [`Limits`]. Pass `&game` to keep ownership.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{Algorithm, GameError, Solver};
    /// struct Nim;
    /// impl Algorithm for Nim {
    ///     type State = u32;
    ///     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(u32) -> ControlFlow<B>,
    ///     {
    ///         (0..*p).try_for_each(f)
    ///     }
    /// }
    /// let mut s = Solver::new(&Nim);
    /// assert_eq!(s.grundy(&300)?, 300);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(game: A) -> Self {
        Solver {
            game,
            caches: std::array::from_fn(|_| HashMap::new()),
            limits: Limits::default(),
            cached: ByteBudget::default(),
            scratch: Scratch::default(),
            progress: None,
            cancel: None,
        }
    }

    /// This solver, calling `report(states)` every [`PROGRESS_EVERY`] newly
    /// explored states with the number of states in the cache being filled:
    /// for progress displays on long searches (the `hookgames` command
    /// draws its progress line from it). The observer costs one comparison
    /// per explored state.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use std::sync::{Arc, Mutex};
    /// use hookgames_game::{Algorithm, GameError, PROGRESS_EVERY, Solver};
    /// struct Take12; // take one or two counters
    /// impl Algorithm for Take12 {
    ///     type State = u32;
    ///     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(u32) -> ControlFlow<B>,
    ///     {
    ///         (p.saturating_sub(2)..*p).try_for_each(f)
    ///     }
    /// }
    /// let seen = Arc::new(Mutex::new(Vec::new()));
    /// let log = Arc::clone(&seen);
    /// let mut s = Solver::new(Take12).with_progress(move |n| log.lock().unwrap().push(n));
    /// assert_eq!(s.grundy(&200_000)?, 200_000 % 3);
    /// assert_eq!(*seen.lock().unwrap(), [PROGRESS_EVERY, 2 * PROGRESS_EVERY, 3 * PROGRESS_EVERY]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn with_progress(mut self, report: impl FnMut(u64) + Send + 'a) -> Self {
        self.progress = Some(Box::new(report));
        self
    }

    /// This solver checking `token` every
    /// [`CANCEL_CHECK_EVERY`](crate::CANCEL_CHECK_EVERY) arrows it examines:
    /// once the token is cancelled (from any thread, through a clone) or
    /// its deadline has passed, the search in progress stops with
    /// [`GameError::Cancelled`] or [`GameError::DeadlineExceeded`]; the
    /// values it had finished stay cached and the solver stays usable.
    ///
    /// # Complexity
    /// O(1) (the token is cloned: one reference count).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{CancelToken, GameError, Nim, Solver};
    /// let token = CancelToken::new();
    /// let mut s = Solver::new(vec![Nim; 3]).with_cancel(&token);
    /// assert_eq!(s.grundy(&vec![3, 5, 6])?, 3 ^ 5 ^ 6);
    /// token.cancel();
    /// assert_eq!(s.grundy(&vec![30, 50, 70]), Err(GameError::Cancelled));
    /// assert_eq!(s.grundy(&vec![3, 5, 6])?, 3 ^ 5 ^ 6); // still cached
    /// # Ok::<(), GameError>(())
    /// ```
    #[must_use]
    pub fn with_cancel(mut self, token: &CancelToken) -> Self {
        self.cancel = Some(token.clone());
        self
    }

    /// This solver with `limits`: `max_states` bounds the number of states
    /// each of its caches (one per convention for Grundy values, remoteness
    /// and suspense numbers) may hold, `max_arrows` the
    /// followers one search may examine (its work), and `max_bytes` the
    /// bytes its caches and its search stack hold together (states counted
    /// by [`Algorithm::state_bytes`]). Each is checked before a state or a
    /// follower is stored, and followers are enumerated one at a time, so
    /// a state with more moves than the limits allow stops the search with
    /// a typed error instead of exhausting memory.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{Algorithm, Limits, GameError, Solver};
    /// struct Nim;
    /// impl Algorithm for Nim {
    ///     type State = u32;
    ///     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(u32) -> ControlFlow<B>,
    ///     {
    ///         (0..*p).try_for_each(f)
    ///     }
    /// }
    /// let mut s = Solver::new(Nim).with_limits(Limits::default().with_max_states(10));
    /// assert_eq!(s.grundy(&20).unwrap_err(), GameError::StateLimit { limit: 10 });
    /// assert_eq!(s.grundy(&5)?, 5); // still usable
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn with_limits(mut self, limits: Limits) -> Self {
        self.limits = limits;
        self
    }

    /// The game being solved.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{Algorithm, GameError, Solver};
    /// struct End;
    /// impl Algorithm for End {
    ///     type State = ();
    ///     fn try_for_each_follower<B, F>(&self, _: &(), _: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(()) -> ControlFlow<B>,
    ///     {
    ///         ControlFlow::Continue(())
    ///     }
    /// }
    /// let s = Solver::new(End);
    /// assert!(s.game().is_end(&()).unwrap());
    /// ```
    pub fn game(&self) -> &A {
        &self.game
    }

    /// The number of cached values (Grundy values under both conventions,
    /// plus any remoteness and suspense numbers computed).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{Algorithm, GameError, Solver};
    /// struct Nim;
    /// impl Algorithm for Nim {
    ///     type State = u32;
    ///     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(u32) -> ControlFlow<B>,
    ///     {
    ///         (0..*p).try_for_each(f)
    ///     }
    /// }
    /// let mut s = Solver::new(Nim);
    /// s.grundy(&9)?;
    /// assert_eq!(s.cache_len(), 10);
    /// s.clear_cache();
    /// assert_eq!(s.cache_len(), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn cache_len(&self) -> usize {
        self.caches.iter().map(HashMap::len).sum()
    }

    /// Empties every cache (keeps the buffers' memory).
    ///
    /// # Complexity
    /// O(cached states).
    ///
    /// # Example
    /// See [`Solver::cache_len`].
    pub fn clear_cache(&mut self) {
        for cache in &mut self.caches {
            cache.clear();
        }
        self.cached = ByteBudget::default();
    }

    /// The cached value of `p` under `convention`, without computing.
    ///
    /// # Complexity
    /// One hash lookup.
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{Algorithm, Convention, GameError, Solver};
    /// struct Nim;
    /// impl Algorithm for Nim {
    ///     type State = u32;
    ///     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(u32) -> ControlFlow<B>,
    ///     {
    ///         (0..*p).try_for_each(f)
    ///     }
    /// }
    /// let mut s = Solver::new(Nim);
    /// assert_eq!(s.cached(Convention::Normal, &2), None);
    /// s.grundy(&4)?;
    /// assert_eq!(s.cached(Convention::Normal, &2), Some(2));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn cached(&self, convention: Convention, p: &A::State) -> Option<u64> {
        self.caches[Measure::Grundy(convention).slot()]
            .get(p)
            .copied()
            .filter(|&v| v != IN_PROGRESS)
            .map(u64::from)
    }

    /// The Grundy value of `p` under `convention`: SG(p) under normal play
    /// (LCTR equation (2); Kawanaka Theorem 4.1), SG⁻(p) under misère play
    /// (LCTR §2.3).
    ///
    /// # Errors
    /// [`GameError::Cycle`] if a cycle is reachable from `p`;
    /// [`GameError::StateLimit`] if the cache would exceed the state limit;
    /// [`GameError::ArrowLimit`] and [`GameError::MemoryLimit`] beyond the
    /// other [`Limits`](crate::Limits).
    ///
    /// # Complexity
    /// O(|⟨p⟩| + arrows of ⟨p⟩) hash operations the first time, one hash
    /// lookup for a cached state; the explicit stack holds at most the
    /// longest play from `p` plus the followers along it, counted against
    /// the byte limit (see [Memory](Solver#memory)).
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{Algorithm, Convention, GameError, Solver};
    /// struct Nim;
    /// impl Algorithm for Nim {
    ///     type State = u32;
    ///     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(u32) -> ControlFlow<B>,
    ///     {
    ///         (0..*p).try_for_each(f)
    ///     }
    /// }
    /// let mut s = Solver::new(Nim);
    /// assert_eq!(s.value(&1, Convention::Normal)?, 1);
    /// assert_eq!(s.value(&1, Convention::Misere)?, 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn value(&mut self, p: &A::State, convention: Convention) -> Result<u64, GameError> {
        self.measure(Measure::Grundy(convention), p)
    }

    /// The value of `p` under `measure` (a Grundy value, a remoteness or a
    /// suspense number), computed by the one memoised traversal with
    /// `measure`'s rule and cached in `measure`'s own cache.
    pub(crate) fn measure(&mut self, measure: Measure, p: &A::State) -> Result<u64, GameError> {
        let cache = &mut self.caches[measure.slot()];
        let budget = Budget {
            limits: self.limits,
            cached: &mut self.cached,
            stack: ByteBudget::default(),
            arrows: 0,
            progress: self.progress.as_deref_mut(),
            cancel: self.cancel.as_ref(),
        };
        solve_memo(&self.game, cache, &mut self.scratch, measure, p, budget).map(u64::from)
    }

    /// The Grundy value SG(p) under normal play.
    ///
    /// # Errors
    /// As [`Solver::value`].
    ///
    /// # Complexity
    /// As [`Solver::value`].
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{Algorithm, GameError, Solver};
    /// struct Nim;
    /// impl Algorithm for Nim {
    ///     type State = u32;
    ///     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(u32) -> ControlFlow<B>,
    ///     {
    ///         (0..*p).try_for_each(f)
    ///     }
    /// }
    /// assert_eq!(Solver::new(Nim).grundy(&1000)?, 1000);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn grundy(&mut self, p: &A::State) -> Result<u64, GameError> {
        self.value(p, Convention::Normal)
    }

    /// The misère Grundy value SG⁻(p) (LCTR §2.3: ends get 1, then mex).
    ///
    /// # Errors
    /// As [`Solver::value`].
    ///
    /// # Complexity
    /// As [`Solver::value`].
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{Algorithm, GameError, Solver};
    /// struct Nim;
    /// impl Algorithm for Nim {
    ///     type State = u32;
    ///     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(u32) -> ControlFlow<B>,
    ///     {
    ///         (0..*p).try_for_each(f)
    ///     }
    /// }
    /// let mut s = Solver::new(Nim);
    /// assert_eq!((s.misere_grundy(&0)?, s.misere_grundy(&1)?, s.misere_grundy(&2)?), (1, 0, 2));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn misere_grundy(&mut self, p: &A::State) -> Result<u64, GameError> {
        self.value(p, Convention::Misere)
    }

    /// The Sprague–Grundy pair (SG(p), SG⁻(p)) (LCTR §2.3).
    ///
    /// # Errors
    /// As [`Solver::value`].
    ///
    /// # Complexity
    /// Two [`Solver::value`] computations.
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{Algorithm, GameError, SgPair, Solver};
    /// struct Nim;
    /// impl Algorithm for Nim {
    ///     type State = u32;
    ///     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(u32) -> ControlFlow<B>,
    ///     {
    ///         (0..*p).try_for_each(f)
    ///     }
    /// }
    /// assert_eq!(Solver::new(Nim).sg_pair(&1)?, SgPair { normal: 1, misere: 0 });
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn sg_pair(&mut self, p: &A::State) -> Result<SgPair, GameError> {
        Ok(SgPair {
            normal: self.grundy(p)?,
            misere: self.misere_grundy(p)?,
        })
    }

    /// The normal-play outcome class of `p`: `P` iff SG(p) = 0.
    ///
    /// # Errors
    /// As [`Solver::value`].
    ///
    /// # Complexity
    /// As [`Solver::value`].
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{Algorithm, GameError, Outcome, Solver};
    /// struct Nim;
    /// impl Algorithm for Nim {
    ///     type State = u32;
    ///     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(u32) -> ControlFlow<B>,
    ///     {
    ///         (0..*p).try_for_each(f)
    ///     }
    /// }
    /// assert_eq!(Solver::new(Nim).outcome(&0)?, Outcome::P);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn outcome(&mut self, p: &A::State) -> Result<Outcome, GameError> {
        self.grundy(p).map(Outcome::from_value)
    }

    /// The misère outcome class of `p`: `P` iff SG⁻(p) = 0 (LCTR §2.2–2.3).
    ///
    /// # Errors
    /// As [`Solver::value`].
    ///
    /// # Complexity
    /// As [`Solver::value`].
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{Algorithm, GameError, Outcome, Solver};
    /// struct Nim;
    /// impl Algorithm for Nim {
    ///     type State = u32;
    ///     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(u32) -> ControlFlow<B>,
    ///     {
    ///         (0..*p).try_for_each(f)
    ///     }
    /// }
    /// assert_eq!(Solver::new(Nim).misere_outcome(&0)?, Outcome::N);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn misere_outcome(&mut self, p: &A::State) -> Result<Outcome, GameError> {
        self.misere_grundy(p).map(Outcome::from_value)
    }

    /// The options of `p`, collected within the limits (each one examined
    /// counts against `max_arrows`, their bytes against what the caches
    /// leave of `max_bytes`).
    pub(crate) fn options(&self, p: &A::State) -> Result<Vec<A::State>, GameError> {
        let left = self
            .limits
            .with_max_bytes(self.limits.max_bytes.saturating_sub(self.cached.held));
        crate::algorithm::collect_followers(&self.game, p, &left).map_err(|e| match e {
            GameError::MemoryLimit { needed, .. } => GameError::MemoryLimit {
                needed: needed.saturating_add(self.cached.held),
                limit: self.limits.max_bytes,
            },
            e => e,
        })
    }

    /// The options (followers) of `p` grouped by their Grundy value under
    /// `convention`, each group in the order the game produces them.
    ///
    /// # Errors
    /// As [`Solver::value`].
    ///
    /// # Complexity
    /// One [`Solver::value`] per option (cached after the first).
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{Algorithm, Convention, GameError, Solver};
    /// struct Take12;
    /// impl Algorithm for Take12 {
    ///     type State = u32;
    ///     fn try_for_each_follower<B, F>(&self, p: &u32, mut f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(u32) -> ControlFlow<B>,
    ///     {
    ///         for s in [1, 2] { if *p >= s { f(p - s)?; } }
    ///         ControlFlow::Continue(())
    ///     }
    /// }
    /// let by = Solver::new(Take12).options_by_value_under(&5, Convention::Normal)?;
    /// assert_eq!(by.into_iter().collect::<Vec<_>>(), vec![(0, vec![3]), (1, vec![4])]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn options_by_value_under(
        &mut self,
        p: &A::State,
        convention: Convention,
    ) -> Result<BTreeMap<u64, Vec<A::State>>, GameError> {
        let options = self.options(p)?;
        let mut out: BTreeMap<u64, Vec<A::State>> = BTreeMap::new();
        for q in options {
            let v = self.value(&q, convention)?;
            out.entry(v).or_default().push(q);
        }
        Ok(out)
    }

    /// The options of `p` grouped by normal-play Grundy value.
    ///
    /// # Errors
    /// As [`Solver::value`].
    ///
    /// # Complexity
    /// One [`Solver::value`] per option.
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{Algorithm, GameError, Solver};
    /// struct Nim;
    /// impl Algorithm for Nim {
    ///     type State = u32;
    ///     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(u32) -> ControlFlow<B>,
    ///     {
    ///         (0..*p).try_for_each(f)
    ///     }
    /// }
    /// let by = Solver::new(Nim).options_by_value(&3)?;
    /// assert_eq!(by[&2], vec![2]);
    /// assert_eq!(by.len(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn options_by_value(
        &mut self,
        p: &A::State,
    ) -> Result<BTreeMap<u64, Vec<A::State>>, GameError> {
        self.options_by_value_under(p, Convention::Normal)
    }

    /// The options of `p` whose normal-play Grundy value is `t`: the set
    /// A(φ; p; t) of Kawanaka Theorem 4.2(ii).
    ///
    /// # Errors
    /// As [`Solver::value`].
    ///
    /// # Complexity
    /// One [`Solver::value`] per option.
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{Algorithm, GameError, Solver};
    /// struct Nim;
    /// impl Algorithm for Nim {
    ///     type State = u32;
    ///     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(u32) -> ControlFlow<B>,
    ///     {
    ///         (0..*p).try_for_each(f)
    ///     }
    /// }
    /// assert_eq!(Solver::new(Nim).options_with_value(&9, 4)?, vec![4]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn options_with_value(&mut self, p: &A::State, t: u64) -> Result<Vec<A::State>, GameError> {
        let mut out = Vec::new();
        for q in self.options(p)? {
            if self.grundy(&q)? == t {
                out.push(q);
            }
        }
        Ok(out)
    }

    /// The winning moves of `p` under normal play: its options of Grundy
    /// value 0 (empty iff `p` is a `P` position).
    ///
    /// # Errors
    /// As [`Solver::value`].
    ///
    /// # Complexity
    /// One [`Solver::value`] per option.
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{Algorithm, GameError, Solver};
    /// struct Take12;
    /// impl Algorithm for Take12 {
    ///     type State = u32;
    ///     fn try_for_each_follower<B, F>(&self, p: &u32, mut f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(u32) -> ControlFlow<B>,
    ///     {
    ///         for s in [1, 2] { if *p >= s { f(p - s)?; } }
    ///         ControlFlow::Continue(())
    ///     }
    /// }
    /// let mut s = Solver::new(Take12);
    /// assert_eq!(s.winning_moves(&8)?, vec![6]);
    /// assert!(s.winning_moves(&9)?.is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn winning_moves(&mut self, p: &A::State) -> Result<Vec<A::State>, GameError> {
        self.options_with_value(p, 0)
    }

    /// The winning moves of `p` under misère play: its options of misère
    /// Grundy value 0.
    ///
    /// # Errors
    /// As [`Solver::value`].
    ///
    /// # Complexity
    /// One [`Solver::value`] per option.
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{Algorithm, GameError, Solver};
    /// struct Nim;
    /// impl Algorithm for Nim {
    ///     type State = u32;
    ///     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(u32) -> ControlFlow<B>,
    ///     {
    ///         (0..*p).try_for_each(f)
    ///     }
    /// }
    /// // Misère: from a heap of 5 take all but one.
    /// assert_eq!(Solver::new(Nim).misere_winning_moves(&5)?, vec![1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn misere_winning_moves(&mut self, p: &A::State) -> Result<Vec<A::State>, GameError> {
        let mut out = Vec::new();
        for q in self.options(p)? {
            if self.misere_grundy(&q)? == 0 {
                out.push(q);
            }
        }
        Ok(out)
    }
}

/// The iterative memoised DFS shared by every [`Measure`] and both
/// conventions.
fn solve_memo<A: Algorithm + ?Sized>(
    game: &A,
    cache: &mut HashMap<A::State, u32>,
    sc: &mut Scratch<A::State>,
    measure: Measure,
    root: &A::State,
    mut budget: Budget<'_, '_>,
) -> Result<u32, GameError> {
    if let Some(&v) = cache.get(root)
        && v != IN_PROGRESS
    {
        return Ok(v);
    }
    let result = dfs(game, cache, sc, measure, root, &mut budget);
    if result.is_err() {
        // The states on the path were cached as in progress: forget them,
        // with their bytes, and drop the stack.
        for s in sc.path.drain(..) {
            if cache.remove(&s).is_some() {
                budget.cached.give(cache_entry_bytes(game, &s));
            }
        }
        sc.frames.clear();
        sc.arena.clear();
        sc.vals.clear();
    }
    result
}

/// The bytes a cached state holds.
fn cache_entry_bytes<A: Algorithm + ?Sized>(game: &A, s: &A::State) -> u64 {
    // Saturating: a game may report any size, up to usize::MAX.
    (game.state_bytes(s) as u64).saturating_add(CACHE_ENTRY_BYTES)
}

/// What [`expand`] did with a state.
enum Expanded {
    /// Every follower was solved already: the state's value, cached.
    Solved(u32),
    /// A follower was not: a frame was pushed, from that follower on.
    Pushed,
}

/// Expands `s`: enumerates its followers once, looking each up in the
/// cache as it comes, and takes the values of the solved ones up to the
/// first that is not solved (unknown, or in progress: a cycle, which
/// [`dfs`] reports when it reaches it, after the followers before it). If
/// every follower is solved (or there is none) the value is combined and
/// cached here, with one insertion and without a frame or a path entry:
/// the fast path, which the states whose followers the search has all met
/// before take. Otherwise the first unsolved follower and the ones after it
/// are buffered, the state is cached as in progress and a frame is pushed
/// at that follower.
///
/// The state is not in the cache while its followers are looked up, so a
/// follower equal to the state itself is "not solved" and goes on the
/// frame, where [`dfs`] meets it in progress and reports the cycle.
///
/// The limits are checked per follower as the enumeration runs, before it
/// is looked up or stored: the arrow limit and the byte limit. Every
/// follower is counted as buffered (the state's bytes and its `u32`
/// value), whether the fast path keeps only its value or the frame keeps
/// it, so the byte limit does not depend on the order in which the search
/// met the states. The counts are kept in locals, not in `budget`, during
/// the enumeration and written back after it.
fn expand<A: Algorithm + ?Sized>(
    game: &A,
    cache: &mut HashMap<A::State, u32>,
    sc: &mut Scratch<A::State>,
    measure: Measure,
    s: A::State,
    budget: &mut Budget<'_, '_>,
) -> Result<Expanded, GameError> {
    if cache.len() as u64 >= budget.limits.max_states {
        return Err(GameError::StateLimit {
            limit: budget.limits.max_states,
        });
    }
    let entry = cache_entry_bytes(game, &s);
    budget.take_cached(entry)?;
    // The state's clone on the path and the frame itself (if a frame is
    // pushed) are held by the frame.
    let path_bytes = (game.state_bytes(&s) as u64).saturating_add(FRAME_BYTES);
    if let Err(e) = budget.take_stack(path_bytes) {
        budget.cached.give(entry);
        return Err(e);
    }
    let start = sc.arena.len();
    let vals_start = sc.vals.len();
    let max_arrows = budget.limits.max_arrows;
    let cancel = budget.cancel;
    let max_bytes = budget.limits.max_bytes;
    let held = budget.cached.held.saturating_add(budget.stack.held);
    let room_before = max_bytes.saturating_sub(held);
    let mut arrows = budget.arrows;
    // The next arrow count at which the enumeration stops to look: the arrow
    // limit, or the next multiple of CANCEL_CHECK_EVERY when there is a
    // token (one comparison per follower either way).
    // `from` itself when it is a multiple (a search resumed on a boundary
    // looks at once); saturating at the top of the u64 range.
    let check_from = |from: u64| match cancel {
        Some(_) => max_arrows.min(
            from.checked_next_multiple_of(CANCEL_CHECK_EVERY)
                .unwrap_or(u64::MAX),
        ),
        None => max_arrows,
    };
    let mut check_at = check_from(arrows);
    let mut room = room_before;
    let flow = {
        let arena = &mut sc.arena;
        let vals = &mut sc.vals;
        let lookup: &HashMap<A::State, u32> = cache;
        // Whether every follower so far was solved: then the next one is
        // looked up; after the first that is not, the rest are buffered.
        let mut all_solved = true;
        // Followers one at a time: a limit stops the enumeration itself,
        // before the next follower is looked up or stored.
        game.try_for_each_follower(&s, |q| {
            if arrows >= check_at {
                if arrows >= max_arrows {
                    return ControlFlow::Break(GameError::ArrowLimit { limit: max_arrows });
                }
                if let Some(token) = cancel
                    && let Err(e) = token.check()
                {
                    return ControlFlow::Break(e);
                }
                check_at = check_from(arrows.saturating_add(1));
            }
            arrows += 1;
            let bytes = (game.state_bytes(&q) as u64).saturating_add(FOLLOWER_BYTES);
            if bytes > room {
                return ControlFlow::Break(GameError::MemoryLimit {
                    needed: held
                        .saturating_add(room_before - room)
                        .saturating_add(bytes),
                    limit: max_bytes,
                });
            }
            room -= bytes;
            if all_solved {
                match lookup.get(&q) {
                    Some(&v) if v != IN_PROGRESS => {
                        vals.push(v);
                        return ControlFlow::Continue(());
                    }
                    _ => all_solved = false,
                }
            }
            arena.push(q);
            ControlFlow::Continue(())
        })
    };
    let taken = room_before - room;
    budget.arrows = arrows;
    let frame_bytes = path_bytes.saturating_add(taken);
    if let ControlFlow::Break(e) = flow {
        sc.arena.truncate(start);
        sc.vals.truncate(vals_start);
        budget.stack.give(path_bytes);
        budget.cached.give(entry);
        return Err(e);
    }
    if sc.arena.len() == start {
        let value = if sc.vals.len() == vals_start {
            Ok(measure.end_value())
        } else {
            measure.combine(&sc.vals[vals_start..], &mut sc.mex)
        };
        sc.vals.truncate(vals_start);
        budget.stack.give(path_bytes);
        return match value {
            Ok(v) => {
                cache.insert(s, v);
                report_progress(budget, cache.len());
                Ok(Expanded::Solved(v))
            }
            Err(e) => {
                budget.cached.give(entry);
                Err(e)
            }
        };
    }
    budget.stack.held = budget.stack.held.saturating_add(taken);
    cache.insert(s.clone(), IN_PROGRESS);
    report_progress(budget, cache.len());
    sc.frames.push(Frame {
        start,
        next: start,
        end: sc.arena.len(),
        vals_start,
        bytes: frame_bytes,
    });
    sc.path.push(s);
    Ok(Expanded::Pushed)
}

/// Reports progress to the observer of [`Solver::with_progress`] when the
/// cache has just reached a multiple of [`PROGRESS_EVERY`] states.
fn report_progress(budget: &mut Budget<'_, '_>, cached: usize) {
    if let Some(report) = budget.progress.as_deref_mut() {
        let n = cached as u64;
        if n.is_multiple_of(PROGRESS_EVERY) {
            report(n);
        }
    }
}

fn dfs<A: Algorithm + ?Sized>(
    game: &A,
    cache: &mut HashMap<A::State, u32>,
    sc: &mut Scratch<A::State>,
    measure: Measure,
    root: &A::State,
    budget: &mut Budget<'_, '_>,
) -> Result<u32, GameError> {
    if let Expanded::Solved(v) = expand(game, cache, sc, measure, root.clone(), budget)? {
        return Ok(v);
    }
    'outer: loop {
        let top = sc.frames.len() - 1;
        let mut frame = sc.frames[top];
        while frame.next < frame.end {
            let q = &sc.arena[frame.next];
            match cache.get(q) {
                Some(&IN_PROGRESS) => {
                    let at = sc.path.iter().rposition(|s| s == q).unwrap_or(0);
                    return Err(GameError::Cycle {
                        length: sc.path.len() - at,
                    });
                }
                Some(&v) => sc.vals.push(v),
                None => {
                    let q = q.clone();
                    sc.frames[top] = frame;
                    match expand(game, cache, sc, measure, q, budget)? {
                        Expanded::Solved(v) => sc.vals.push(v),
                        Expanded::Pushed => continue 'outer,
                    }
                }
            }
            frame.next += 1;
        }
        // Every follower is resolved (a frame has at least one pending).
        let value = measure.combine(&sc.vals[frame.vals_start..], &mut sc.mex)?;
        sc.frames.pop();
        sc.arena.truncate(frame.start);
        sc.vals.truncate(frame.vals_start);
        budget.stack.give(frame.bytes);
        let s = sc.path.pop().expect("a frame has a state");
        if let Some(slot) = cache.get_mut(&s) {
            *slot = value;
        }
        match sc.frames.last_mut() {
            None => return Ok(value),
            Some(parent) => {
                sc.vals.push(value);
                parent.next += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn measures_combine_followers() {
        let mut mex = MexScratch::default();
        let n = Convention::Normal;
        // Remoteness: the least even value, else the largest (odd) one.
        assert_eq!(
            Measure::Remoteness(n).combine(&[3, 4, 2, 7], &mut mex),
            Ok(3)
        );
        assert_eq!(Measure::Remoteness(n).combine(&[3, 1, 5], &mut mex), Ok(6));
        // Suspense: the largest even value, else the least (odd) one.
        assert_eq!(Measure::Suspense(n).combine(&[3, 4, 2, 7], &mut mex), Ok(5));
        assert_eq!(Measure::Suspense(n).combine(&[3, 1, 5], &mut mex), Ok(2));
        assert_eq!(Measure::Grundy(n).combine(&[0, 1, 3], &mut mex), Ok(2));
        assert_eq!(Measure::Suspense(Convention::Misere).end_value(), 1);
    }

    #[test]
    fn remoteness_beyond_the_storage_is_a_typed_error() {
        let top = u32::try_from(MAX_SOLVER_VALUE).unwrap();
        assert_eq!(one_more_move(top - 1), Ok(top));
        assert_eq!(
            one_more_move(top),
            Err(GameError::RemotenessOverflow {
                moves: MAX_SOLVER_VALUE + 1
            })
        );
        let mut mex = MexScratch::default();
        assert_eq!(
            Measure::Remoteness(Convention::Normal).combine(&[top], &mut mex),
            Err(GameError::RemotenessOverflow {
                moves: MAX_SOLVER_VALUE + 1
            })
        );
    }

    #[test]
    fn every_measure_has_its_own_cache() {
        let slots: std::collections::BTreeSet<usize> = [Convention::Normal, Convention::Misere]
            .into_iter()
            .flat_map(|c| {
                [
                    Measure::Grundy(c),
                    Measure::Remoteness(c),
                    Measure::Suspense(c),
                ]
            })
            .map(Measure::slot)
            .collect();
        assert_eq!(slots, (0..MEASURES).collect());
    }
}
