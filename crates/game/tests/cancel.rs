//! Cancellation (0.3, issue 29): a `CancelToken` set from another thread
//! stops a long computation — the memoised search, the engine, a
//! materialization, tree statistics, an isomorphism check, a dense table —
//! within a bounded time after it is set, with `GameError::Cancelled`
//! (`DeadlineExceeded` for a deadline), and what was finished stays usable.
//!
//! Each computation here would run for hours without the token (or until a
//! limit far away); the bound asserted is generous (a minute), since what
//! is checked is that the computation stops, not how fast.

use std::ops::ControlFlow;
use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};

use hookgames_game::{
    Algorithm, CancelToken, Engine, FiniteAlgorithm, GameError, Indexed, IsomorphismError, Limits,
    Progress, Solver, TableSolver,
};

/// One Nim heap: heap n has the followers 0, …, n − 1. The memoised search
/// from heap N holds N + 1 states and examines N(N + 1)/2 arrows: for
/// N = 10^6, 5·10^11 arrows (hours) in a few MiB.
struct Heap;

impl Algorithm for Heap {
    type State = u64;
    fn try_for_each_follower<B, F>(&self, p: &u64, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        (0..*p).try_for_each(f)
    }
}

/// A chain n → n + 1 without end (up to u64::MAX): a materialization of it
/// stops only at a limit (16 777 216 states by default: seconds of work).
struct Chain;

impl Algorithm for Chain {
    type State = u64;
    fn try_for_each_follower<B, F>(&self, p: &u64, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        if *p < u64::MAX {
            f(p + 1)?;
        }
        ControlFlow::Continue(())
    }
}

/// 10^8 states ranked 0..10^8, state r with the followers r − 1 and r − 2:
/// a dense table of 100 MB that takes seconds to fill.
struct Ladder;

impl Algorithm for Ladder {
    type State = u64;
    fn try_for_each_follower<B, F>(&self, p: &u64, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        (p.saturating_sub(2)..*p).try_for_each(f)
    }
}

impl Indexed for Ladder {
    fn count(&self) -> u64 {
        100_000_000
    }
    fn rank(&self, p: &u64) -> u64 {
        *p
    }
    fn unrank(&self, r: u64) -> u64 {
        r
    }
}

/// How long a cancelled computation may take to stop, at most (it would
/// otherwise run for hours).
const BOUND: Duration = Duration::from_secs(60);

/// No arrow limit: the Nim search runs until it is cancelled.
fn unbounded() -> Limits {
    Limits::default().with_max_arrows(u64::MAX)
}

/// Cancels `token` from another thread after `ms` milliseconds; the
/// handle gives the instant it did.
fn cancel_after(token: &CancelToken, ms: u64) -> thread::JoinHandle<Instant> {
    let token = token.clone();
    thread::spawn(move || {
        thread::sleep(Duration::from_millis(ms));
        token.cancel();
        Instant::now()
    })
}

use hookgames_game::testing::on_threads as on;

/// Asserts that the computation stopped within [`BOUND`] of the
/// cancellation.
fn stopped_in_time(canceller: thread::JoinHandle<Instant>) {
    let stopped = Instant::now();
    let cancelled = canceller.join().unwrap();
    let late = stopped.saturating_duration_since(cancelled);
    assert!(late < BOUND, "stopped {late:?} after the cancellation");
}

#[test]
fn the_memoised_search_stops_and_its_solver_stays_usable() {
    let token = CancelToken::new();
    let mut solver = Solver::new(Heap)
        .with_limits(unbounded())
        .with_cancel(&token);
    assert_eq!(solver.grundy(&1000).unwrap(), 1000);
    let canceller = cancel_after(&token, 100);
    assert_eq!(solver.grundy(&1_000_000), Err(GameError::Cancelled));
    stopped_in_time(canceller);
    // The values finished before stay cached.
    assert_eq!(
        solver.cached(hookgames_game::Convention::Normal, &1000),
        Some(1000)
    );
}

#[test]
fn the_engine_stops_for_a_token_or_a_deadline() {
    let token = CancelToken::new();
    let engine = Engine::new().with_limits(unbounded()).with_cancel(&token);
    let canceller = cancel_after(&token, 100);
    assert_eq!(engine.grundy(&Heap, &1_000_000), Err(GameError::Cancelled));
    stopped_in_time(canceller);
    // A deadline 100 ms from now: the same search stops with its error.
    let deadline = CancelToken::with_deadline(Instant::now() + Duration::from_millis(100));
    let engine = Engine::new()
        .with_limits(unbounded())
        .with_cancel(&deadline);
    assert_eq!(
        engine.misere_grundy(&Heap, &1_000_000),
        Err(GameError::DeadlineExceeded)
    );
    // A sum is searched component by component: the token reaches them.
    let token = CancelToken::new();
    let engine = Engine::new().with_limits(unbounded()).with_cancel(&token);
    let canceller = cancel_after(&token, 100);
    let e = engine.grundy(&vec![Heap, Heap], &vec![5, 1_000_000]);
    assert_eq!(e, Err(GameError::Cancelled));
    stopped_in_time(canceller);
}

#[test]
fn a_materialization_and_tree_statistics_stop_on_one_thread_and_on_two() {
    for threads in [1, 2] {
        let token = CancelToken::new();
        let engine = Engine::new().with_cancel(&token);
        let canceller = cancel_after(&token, 50);
        let e = on(threads, || {
            FiniteAlgorithm::from_roots(&Chain, &[0], &engine)
        });
        assert_eq!(e.unwrap_err(), GameError::Cancelled, "{threads} threads");
        stopped_in_time(canceller);
        // Cancelled before the call: nothing is explored.
        let e = on(threads, || engine.tree_statistics(&Chain, &0));
        assert_eq!(e.unwrap_err(), GameError::Cancelled, "{threads} threads");
    }
}

#[test]
fn an_isomorphism_check_stops_on_one_thread_and_on_two() {
    for threads in [1, 2] {
        let token = CancelToken::new();
        let engine = Engine::new().with_cancel(&token);
        let canceller = cancel_after(&token, 50);
        let e = on(threads, || {
            engine.verify_isomorphism(&Chain, &0, &Chain, &0, |&n: &u64| n)
        });
        assert_eq!(
            e.unwrap_err(),
            IsomorphismError::Limit(GameError::Cancelled),
            "{threads} threads"
        );
        stopped_in_time(canceller);
    }
}

#[test]
fn a_dense_table_stops_on_one_thread_and_on_two() {
    for threads in [1, 2] {
        let token = CancelToken::new();
        let engine = Engine::new().with_cancel(&token);
        let canceller = cancel_after(&token, 200);
        let e = on(threads, || TableSolver::new().solve(&Ladder, &engine));
        assert_eq!(e.unwrap_err(), GameError::Cancelled, "{threads} threads");
        stopped_in_time(canceller);
        let e = TableSolver::new().solve_from(&Ladder, &99_999_999, &engine);
        assert_eq!(e.unwrap_err(), GameError::Cancelled);
    }
}

#[test]
fn progress_observers_borrow_local_state() {
    // A Vec behind a Mutex on this stack frame, not an Arc: the observer
    // borrows it for the engine's lifetime.
    let seen = Mutex::new(Vec::new());
    let observer = |p: Progress| seen.lock().unwrap().push(p.done);
    let engine = Engine::new().with_progress(&observer);
    let fa = FiniteAlgorithm::from_roots(&Heap, &[3000], &engine).unwrap();
    assert_eq!(fa.len(), 3001);
    assert_eq!(seen.lock().unwrap().last(), Some(&3001));
    let before = seen.lock().unwrap().len();
    assert_eq!(engine.grundy(&Ladder, &300_000).unwrap(), 300_000 % 3);
    assert!(seen.lock().unwrap().len() > before);
}
