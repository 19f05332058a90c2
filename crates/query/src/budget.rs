//! A time budget for a question: an ambient, per-thread [`CancelToken`]
//! that the engines and solvers a question builds pick up.
//!
//! The explorer's server (`hookgames serve`, issue 32) answers every
//! request within a budget: it makes a token with a deadline and runs the
//! question inside [`scope`]. Every [`Solver`] and [`Engine`] the
//! question's code builds on that thread while the scope is open is
//! configured with the token ([`solver`], [`engine`]), so the search
//! stops at its next check (every
//! [`CANCEL_CHECK_EVERY`](hookgames::game::CANCEL_CHECK_EVERY) units of
//! work) with [`GameError::DeadlineExceeded`] once the deadline has
//! passed, or [`GameError::Cancelled`] once the token is cancelled (the
//! client went away). Both are sorted as the error kind `timeout`
//! ([`crate::error::Kind::Timeout`]).
//!
//! Outside a scope — the command line — there is no token: every engine
//! and solver is built exactly as before, and nothing is checked.
//!
//! # What is cancellable
//!
//! - Cancellable (the searches, which may take long): the generic
//!   solver's searches — misère Sato–Welter values and winning moves, the
//!   remoteness, the MHRG's memoised search and its dense fill of the
//!   whole game (both cores), sums searched as a whole, the
//!   non-repetitive LCTR games and their boards — and whatever the
//!   explorer's own question builds through this module.
//! - Not cancellable (each is bounded beforehand by the library's limits,
//!   so it ends in a time set by its size): the closed forms (normal-play
//!   Sato–Welter, LCTR and Downright values, the MHRG's known values), the
//!   dense boards (`board`: [`MAX_BOARD_CELLS`](hookgames::lctr::MAX_BOARD_CELLS),
//!   the chess boards' `MAX_CHESS_WORK`, the d-dimensional LCTR board's
//!   `MAX_MULTI_CELLS`) and the game tree's counts (`tree`:
//!   [`MAX_TREE_CELLS`](hookgames::lctr::MAX_TREE_CELLS)). The server
//!   routes the large ones of these to its heavy lane by their size
//!   before they start.
//!
//! # Example
//! ```
//! use std::time::{Duration, Instant};
//! use hookgames::game::{Convention, Engine, GameError, Solver};
//! use hookgames::partition::Partition;
//! use hookgames::sato_welter::YoungRealization;
//! use hookgames_query::budget::{self, CancelToken};
//!
//! // Where the question builds its solver and its engine:
//! fn misere_value(p: &Partition) -> Result<u64, GameError> {
//!     let mut solver = budget::solver(Solver::new(YoungRealization));
//!     let value = solver.value(p, Convention::Misere)?;
//!     // An engine borrows its token: keep it alive as long as the engine.
//!     let token = budget::current();
//!     let engine = budget::engine(Engine::new(), token.as_ref());
//!     engine.checkpoint()?;
//!     Ok(value)
//! }
//! let p: Partition = "9,8,7,6,5,4,3,2,1".parse()?;
//! // The command line: no scope, no token, as before.
//! assert_eq!(misere_value(&p)?, 0);
//! // The server: a budget that has already run out stops the search.
//! let past = CancelToken::with_deadline(Instant::now());
//! assert_eq!(
//!     budget::scope(&past, || misere_value(&p)),
//!     Err(GameError::DeadlineExceeded)
//! );
//! // A generous one does not.
//! let later = CancelToken::with_deadline(Instant::now() + Duration::from_secs(60));
//! assert_eq!(budget::scope(&later, || misere_value(&p)), Ok(0));
//! assert!(budget::current().is_none()); // the scope is closed again
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::cell::RefCell;

use hookgames::game::{Algorithm, Engine, GameError, Solver};

pub use hookgames::game::CancelToken;

thread_local! {
    /// The token of the scope open on this thread, if any.
    static CURRENT: RefCell<Option<CancelToken>> = const { RefCell::new(None) };
}

/// Puts the previous token back when the scope closes, also on a panic.
struct Restore(Option<CancelToken>);

impl Drop for Restore {
    fn drop(&mut self) {
        let previous = self.0.take();
        CURRENT.with(|c| *c.borrow_mut() = previous);
    }
}

/// Runs `f` with `token` as this thread's budget: the solvers and engines
/// built inside through [`solver`] and [`engine`] check it. Scopes nest
/// (the inner token applies inside, the outer one again after it); the
/// previous token is restored when `f` returns or panics. Work `f` hands
/// to other threads does not see the scope: give those the engine built
/// here (its token goes with it).
///
/// # Complexity
/// O(1) besides `f`.
///
/// # Example
/// See the [module's](self).
pub fn scope<R>(token: &CancelToken, f: impl FnOnce() -> R) -> R {
    let previous = CURRENT.with(|c| c.borrow_mut().replace(token.clone()));
    let _restore = Restore(previous);
    f()
}

/// The token of the scope open on this thread (a clone: it shares the
/// flag), or `None` outside any scope.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use hookgames_query::budget::{self, CancelToken};
/// assert!(budget::current().is_none());
/// let token = CancelToken::new();
/// budget::scope(&token, || assert!(budget::current().is_some()));
/// ```
pub fn current() -> Option<CancelToken> {
    CURRENT.with(|c| c.borrow().clone())
}

/// `Ok(())` outside a scope or while its token allows; the token's error
/// ([`CancelToken::check`]) once it is cancelled or past its deadline:
/// for a question's own loops between engine calls.
///
/// # Errors
/// [`GameError::Cancelled`], [`GameError::DeadlineExceeded`].
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use hookgames_query::budget::{self, CancelToken};
/// assert!(budget::check().is_ok());
/// let token = CancelToken::new();
/// token.cancel();
/// assert!(budget::scope(&token, budget::check).is_err());
/// ```
pub fn check() -> Result<(), GameError> {
    CURRENT.with(|c| c.borrow().as_ref().map_or(Ok(()), CancelToken::check))
}

/// `solver` checking this thread's token, if a scope is open; `solver`
/// unchanged otherwise. (A solver keeps its own clone of the token, so it
/// may outlive the scope.)
///
/// # Complexity
/// O(1).
///
/// # Example
/// See the [module's](self).
pub fn solver<'a, A: Algorithm>(solver: Solver<'a, A>) -> Solver<'a, A> {
    match current() {
        Some(token) => solver.with_cancel(&token),
        None => solver,
    }
}

/// `engine` checking `token` — this thread's, from [`current`], kept by
/// the caller as long as the engine since an engine borrows it — or
/// `engine` unchanged for `None`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// See the [module's](self).
pub fn engine<'a>(engine: Engine<'a>, token: Option<&'a CancelToken>) -> Engine<'a> {
    match token {
        Some(token) => engine.with_cancel(token),
        None => engine,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scopes_nest_and_close_on_a_panic() {
        let outer = CancelToken::new();
        let inner = CancelToken::new();
        inner.cancel();
        scope(&outer, || {
            assert!(check().is_ok());
            scope(&inner, || assert_eq!(check(), Err(GameError::Cancelled)));
            assert!(check().is_ok());
            let caught = std::panic::catch_unwind(|| scope(&inner, || panic!("inside")));
            assert!(caught.is_err());
            assert!(check().is_ok());
        });
        assert!(current().is_none());
    }
}
