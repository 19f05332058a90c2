//! The per-call half of an [`Engine`](crate::Engine)'s configuration: a
//! [`CancelToken`] checked as the work proceeds, and the [`Progress`] a
//! long computation reports. (The other half, the copyable and
//! serializable [`Limits`](crate::Limits), says how much work is allowed.)

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use crate::error::GameError;

/// How often the engines look at a [`CancelToken`]: every 2^10 = 1 024
/// units of work (arrows examined by a search, states stored by a
/// materialization or a table, pairs checked by an isomorphism), and at
/// every level or round of a parallel computation.
///
/// A look is one relaxed atomic load, plus a clock reading when the token
/// has a deadline; at this cadence neither shows in the benches. A
/// cancelled computation therefore stops after at most this many more
/// units of its own work (and, in a parallel fill, after the round in
/// progress, itself bounded by this cadence on each thread).
pub const CANCEL_CHECK_EVERY: u64 = 1 << 10;

/// A cancellation token: set it from any thread (a signal handler's flag,
/// a server's timeout, a user's "stop" button) and every computation
/// configured with it stops at its next check with
/// [`GameError::Cancelled`], or [`GameError::DeadlineExceeded`] once its
/// deadline has passed.
///
/// Clones share one flag (it is an `Arc`), so a clone handed to another
/// thread cancels the computation that holds the original. A token is
/// checked every [`CANCEL_CHECK_EVERY`] units of work, so the computation
/// stops within a bounded time after [`CancelToken::cancel`]: the time of
/// that much work. What a cancelled computation had built is dropped; a
/// [`Solver`](crate::Solver)'s cache keeps the values it had finished and
/// stays usable.
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{Algorithm, CancelToken, Engine, GameError};
/// struct Take12; // take one or two counters
/// impl Algorithm for Take12 {
///     type State = u64;
///     fn try_for_each_follower<B, F>(&self, p: &u64, f: F) -> ControlFlow<B>
///     where
///         B: From<GameError>,
///         F: FnMut(u64) -> ControlFlow<B>,
///     {
///         (p.saturating_sub(2)..*p).try_for_each(f)
///     }
/// }
/// let token = CancelToken::new();
/// let engine = Engine::new().with_cancel(&token);
/// assert_eq!(engine.grundy(&Take12, &1000)?, 1000 % 3);
/// // Another thread (here: this one) cancels; the next search stops.
/// token.cancel();
/// assert_eq!(engine.grundy(&Take12, &100_000), Err(GameError::Cancelled));
/// # Ok::<(), GameError>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct CancelToken {
    inner: Arc<Inner>,
}

#[derive(Debug, Default)]
struct Inner {
    cancelled: AtomicBool,
    deadline: Option<Instant>,
}

impl CancelToken {
    /// A token that is not cancelled and has no deadline.
    ///
    /// # Complexity
    /// O(1) (one allocation).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::CancelToken;
    /// assert!(!CancelToken::new().is_cancelled());
    /// ```
    pub fn new() -> Self {
        CancelToken::default()
    }

    /// A token that cancels itself at `deadline` (a time budget: a server
    /// answering each request within a few seconds, a batch job's wall
    /// clock). It can still be cancelled earlier by
    /// [`CancelToken::cancel`].
    ///
    /// # Complexity
    /// O(1) (one allocation).
    ///
    /// # Example
    /// ```
    /// use std::time::{Duration, Instant};
    /// use hookgames_game::{CancelToken, GameError};
    /// let past = CancelToken::with_deadline(Instant::now());
    /// assert_eq!(past.check(), Err(GameError::DeadlineExceeded));
    /// let later = CancelToken::with_deadline(Instant::now() + Duration::from_secs(3600));
    /// assert_eq!(later.check(), Ok(()));
    /// ```
    pub fn with_deadline(deadline: Instant) -> Self {
        CancelToken {
            inner: Arc::new(Inner {
                cancelled: AtomicBool::new(false),
                deadline: Some(deadline),
            }),
        }
    }

    /// The deadline, if the token has one.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use std::time::Instant;
    /// use hookgames_game::CancelToken;
    /// assert_eq!(CancelToken::new().deadline(), None);
    /// let t = Instant::now();
    /// assert_eq!(CancelToken::with_deadline(t).deadline(), Some(t));
    /// ```
    pub fn deadline(&self) -> Option<Instant> {
        self.inner.deadline
    }

    /// Cancels every computation that checks this token or a clone of it.
    /// Idempotent; there is no way back (make a new token for new work).
    ///
    /// # Complexity
    /// O(1) (one atomic store).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::CancelToken;
    /// let token = CancelToken::new();
    /// let clone = token.clone();
    /// std::thread::spawn(move || clone.cancel()).join().unwrap();
    /// assert!(token.is_cancelled());
    /// ```
    pub fn cancel(&self) {
        self.inner.cancelled.store(true, Ordering::Relaxed);
    }

    /// `true` once [`CancelToken::cancel`] was called or the deadline has
    /// passed.
    ///
    /// # Complexity
    /// O(1): an atomic load, and a clock reading if there is a deadline.
    ///
    /// # Example
    /// See [`CancelToken::cancel`].
    pub fn is_cancelled(&self) -> bool {
        self.check().is_err()
    }

    /// `Ok(())` while the work may go on; [`GameError::Cancelled`] once the
    /// token was cancelled, [`GameError::DeadlineExceeded`] once its
    /// deadline has passed (a cancellation is reported first). The check
    /// the engines make; a user's own long computation (say, a loop over
    /// many positions) can make it too.
    ///
    /// # Errors
    /// As above.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{CancelToken, GameError};
    /// let token = CancelToken::new();
    /// assert_eq!(token.check(), Ok(()));
    /// token.cancel();
    /// assert_eq!(token.check(), Err(GameError::Cancelled));
    /// ```
    pub fn check(&self) -> Result<(), GameError> {
        if self.inner.cancelled.load(Ordering::Relaxed) {
            return Err(GameError::Cancelled);
        }
        match self.inner.deadline {
            Some(d) if Instant::now() >= d => Err(GameError::DeadlineExceeded),
            _ => Ok(()),
        }
    }
}

/// How far a long computation is, as reported to the progress observer of
/// an [`Engine`](crate::Engine) ([`Engine::with_progress`](crate::Engine::with_progress)).
///
/// # Example
/// ```
/// use hookgames_game::Progress;
/// let p = Progress::new(3, Some(10));
/// assert_eq!((p.done, p.total), (3, Some(10)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Progress {
    /// Units done so far: states solved or stored, pairs checked.
    pub done: u64,
    /// Units in all, when the computation knows it in advance (a table of
    /// a known size); `None` for a search, which learns its size as it goes.
    pub total: Option<u64>,
}

impl Progress {
    /// `done` units of `total`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Progress`].
    pub const fn new(done: u64, total: Option<u64>) -> Self {
        Progress { done, total }
    }
}

/// A progress observer: called from the thread doing the work (from
/// several threads in a parallel computation, hence `Sync`); it may
/// borrow local state (a counter, a progress bar, a channel's sender).
pub type ProgressFn<'a> = dyn Fn(Progress) + Sync + 'a;
