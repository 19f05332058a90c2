//! The one configuration of every operation: an [`Engine`] carries the
//! [`Limits`], the search-only switch, a [`CancelToken`] and a progress
//! observer. It sits on the ground floor because the trait's value hooks
//! receive it; its questions (`grundy`, `outcome`, …) are answered in
//! [`solve`](crate::solve).

use std::fmt;

use crate::control::{CancelToken, Progress, ProgressFn};
use crate::error::GameError;
use crate::limits::Limits;

/// Answers the questions of normal and misère play about a position — its
/// Grundy value, outcome, winning moves, options by value — by the fastest
/// correct path: what the game knows of its values (the value hooks
/// [`Algorithm::known_grundy`](crate::Algorithm::known_grundy), [`Algorithm::known_misere_grundy`](crate::Algorithm::known_misere_grundy),
/// [`Algorithm::known_options_with_value`](crate::Algorithm::known_options_with_value),
/// [`Algorithm::known_options_by_value`](crate::Algorithm::known_options_by_value): closed forms, theorems, a game's
/// own engine), and only where it knows nothing, a search by the memoised
/// [`Solver`](crate::Solver) within the engine's [`Limits`].
///
/// The zero-config functions [`grundy`](crate::grundy), [`misere_grundy`](crate::misere_grundy), [`outcome`](crate::outcome),
/// [`misere_outcome`](crate::misere_outcome), [`sg_pair`](crate::sg_pair), [`winning_moves`](crate::winning_moves) and
/// [`options_by_value`](crate::options_by_value) are `Engine::new()`'s methods.
///
/// # What composes
/// * **Normal play of a sum** (tuples of up to eight games, arrays, slices
///   and `Vec`s of games): by the Sprague–Grundy theorem (Kawanaka §1,
///   LCTR §2.2) the value is the nim-sum G = G₁ ⊕ … ⊕ Gₖ of the
///   components' values, each known by its game or searched on the
///   component alone — never the product of their spaces; the winning
///   moves are, component by component, the moves to value Gᵢ ⊕ G; the
///   options by value come from each component's options valued once. The
///   components are searched one after another, each within the engine's
///   limits, so one component's search is held in memory at a time.
/// * **Disjoint sums** ([`DisjointSum`](crate::DisjointSum),
///   [`DisjointUnion`](crate::DisjointUnion)): a position is a position of
///   one component and has its value; what the component knows passes
///   through.
/// * **Misère play of a sum**: no theorem gives it from the components'
///   misère values in general, so a sum in which two or more components
///   can still move is searched as a whole (the product of the spaces it
///   reaches); a sum in which at most one can move is that component (the
///   others are ends and never change), and its value passes through.
/// * **Remoteness and suspense** ([`remoteness()`](crate::remoteness()))
///   compose under the conjunctive compounds (Steinhaus's rule,
///   [`Conjunctive`](crate::Conjunctive)), not under sums: a sum's
///   remoteness is searched.
///
/// # Search only
/// [`Engine::search_only`] ignores every hook and searches, as the
/// [`Solver`](crate::Solver) does: the oracle against which the hooks are tested, and the
/// way to reproduce a 0.2 answer that reached its limits.
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{Algorithm, Engine, GameError, Limits};
/// #[derive(Clone)]
/// struct Heap;
/// impl Algorithm for Heap {
///     type State = u32;
///     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
///     where
///         B: From<GameError>,
///         F: FnMut(u32) -> ControlFlow<B>,
///     {
///         (0..*p).try_for_each(f)
///     }
/// }
/// // Twenty heaps of 1..=20 counters: the product has 20! states, the
/// // theorem searches twenty heaps of at most 21 states each.
/// let heaps: Vec<u32> = (1..=20).collect();
/// let engine = Engine::new().with_limits(Limits::default().with_max_states(1000));
/// assert_eq!(engine.grundy(&vec![Heap; 20], &heaps)?, (1..=20).fold(0, |g, h| g ^ h));
/// // The search alone reaches the limit.
/// assert_eq!(
///     engine.search_only().grundy(&vec![Heap; 20], &heaps),
///     Err(GameError::StateLimit { limit: 1000 })
/// );
/// # Ok::<(), GameError>(())
/// ```
#[derive(Clone, Copy, Default)]
#[non_exhaustive]
pub struct Engine<'a> {
    pub(crate) limits: Limits,
    pub(crate) search_only: bool,
    pub(crate) cancel: Option<&'a CancelToken>,
    pub(crate) progress: Option<&'a ProgressFn<'a>>,
}

impl fmt::Debug for Engine<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Engine")
            .field("limits", &self.limits)
            .field("search_only", &self.search_only)
            .field("cancel", &self.cancel)
            .field("progress", &self.progress.is_some())
            .finish()
    }
}

impl<'a> Engine<'a> {
    /// The engine with the default [`Limits`], consulting the value hooks.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Engine, Limits};
    /// assert_eq!(Engine::new().limits(), &Limits::default());
    /// assert!(!Engine::new().is_search_only());
    /// ```
    pub fn new() -> Self {
        Engine::default()
    }

    /// This engine checking `token` as its computations proceed (every
    /// [`CANCEL_CHECK_EVERY`](crate::CANCEL_CHECK_EVERY) units of work):
    /// once the token is cancelled, or its deadline has passed, they stop
    /// with [`GameError::Cancelled`] or [`GameError::DeadlineExceeded`].
    /// The token is borrowed for the engine's lifetime; clone it to cancel
    /// from another thread.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{CancelToken, Engine, GameError, Nim};
    /// let token = CancelToken::new();
    /// let engine = Engine::new().with_cancel(&token);
    /// let stop = token.clone();
    /// std::thread::spawn(move || stop.cancel()).join().unwrap();
    /// assert_eq!(engine.checkpoint(), Err(GameError::Cancelled));
    /// ```
    #[must_use]
    pub fn with_cancel(mut self, token: &'a CancelToken) -> Self {
        self.cancel = Some(token);
        self
    }

    /// This engine reporting its progress to `observer`: a search every
    /// [`PROGRESS_EVERY`](crate::PROGRESS_EVERY) newly explored states
    /// (with the number of states it holds and no total), a table or a
    /// materialization as it fills (with its total when known). The
    /// observer may borrow local state; it is called from the threads
    /// doing the work, hence `Sync`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use std::sync::atomic::{AtomicU64, Ordering};
    /// use hookgames_game::{Algorithm, Engine, GameError, PROGRESS_EVERY, Progress};
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
    /// let last = AtomicU64::new(0); // a local, borrowed by the observer
    /// let observer = |p: Progress| last.store(p.done, Ordering::Relaxed);
    /// let engine = Engine::new().with_progress(&observer);
    /// assert_eq!(engine.grundy(&Take12, &200_000)?, 200_000 % 3);
    /// assert_eq!(last.load(Ordering::Relaxed), 3 * PROGRESS_EVERY);
    /// # Ok::<(), GameError>(())
    /// ```
    #[must_use]
    pub fn with_progress(mut self, observer: &'a ProgressFn<'a>) -> Self {
        self.progress = Some(observer);
        self
    }

    /// The engine's cancellation token, if it has one.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{CancelToken, Engine};
    /// assert!(Engine::new().cancel_token().is_none());
    /// let token = CancelToken::new();
    /// assert!(Engine::new().with_cancel(&token).cancel_token().is_some());
    /// ```
    pub fn cancel_token(&self) -> Option<&'a CancelToken> {
        self.cancel
    }

    /// `true` if this engine's computations run on the calling thread
    /// only: its limits ask for it ([`Limits::sequential`]) or the current
    /// rayon pool has one thread. Otherwise the parallel paths (a
    /// materialization, tree statistics, an isomorphism check) share their
    /// work among the threads of the caller's pool: run them inside
    /// `pool.install(|| …)` to choose the pool, as with rayon's own APIs.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Engine, Limits};
    /// let one = Engine::new().with_limits(Limits::default().with_sequential(true));
    /// assert!(one.is_sequential());
    /// let pool = rayon::ThreadPoolBuilder::new().num_threads(1).build().unwrap();
    /// assert!(pool.install(|| Engine::new().is_sequential()));
    /// ```
    pub fn is_sequential(&self) -> bool {
        self.limits.sequential || rayon::current_num_threads() == 1
    }

    /// The check a long computation makes between units of its work:
    /// `Ok(())` while it may go on, the token's error
    /// ([`CancelToken::check`]) once it is cancelled. Always `Ok(())` for
    /// an engine without a token. Library code outside this crate (the
    /// plain checks, the MHRG tables) and a user's own loops over
    /// positions call it too.
    ///
    /// # Errors
    /// [`GameError::Cancelled`], [`GameError::DeadlineExceeded`].
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Engine::with_cancel`].
    pub fn checkpoint(&self) -> Result<(), GameError> {
        match self.cancel {
            Some(token) => token.check(),
            None => Ok(()),
        }
    }

    /// Reports `progress` to the engine's observer, if it has one.
    ///
    /// # Complexity
    /// O(1) plus the observer's cost.
    ///
    /// # Example
    /// ```
    /// use std::sync::atomic::{AtomicU64, Ordering};
    /// use hookgames_game::{Engine, Progress};
    /// let seen = AtomicU64::new(0);
    /// let observer = |p: Progress| seen.store(p.done, Ordering::Relaxed);
    /// Engine::new().with_progress(&observer).report(Progress::new(7, None));
    /// assert_eq!(seen.load(Ordering::Relaxed), 7);
    /// ```
    pub fn report(&self, progress: Progress) {
        if let Some(observer) = self.progress {
            observer(progress);
        }
    }

    /// This engine with `limits` for its searches and for the work of the
    /// value hooks.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Engine, Limits};
    /// let e = Engine::new().with_limits(Limits::default().with_max_states(10));
    /// assert_eq!(e.limits().max_states, 10);
    /// ```
    #[must_use]
    pub fn with_limits(mut self, limits: Limits) -> Self {
        self.limits = limits;
        self
    }

    /// This engine ignoring the value hooks: every answer by the memoised
    /// [`Solver`](crate::Solver)'s search (a sum is searched as the product of its
    /// components' spaces). For oracle and property tests of the hooks.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Engine;
    /// assert!(Engine::new().search_only().is_search_only());
    /// ```
    #[must_use]
    pub fn search_only(mut self) -> Self {
        self.search_only = true;
        self
    }

    /// The limits of the engine's searches.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Engine::with_limits`].
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// `true` if this engine ignores the value hooks
    /// ([`Engine::search_only`]).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Engine::search_only`].
    pub fn is_search_only(&self) -> bool {
        self.search_only
    }
}
