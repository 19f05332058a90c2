//! The dense solver and the tables in rayon's pools: the same values for
//! every pool size (issue 17), progress on the calling thread, the
//! sequential switch, cancellation, calls from inside a pool, and the
//! dense solver against the generic table solver on random rectangles.

use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};

use hookgames_game::{CancelToken, Engine, GameError, Indexed, Limits, Progress, TableSolver};
use hookgames_mhrg::{
    MhrgError, PositionSpace, position_count, solve_positions, start_table, start_values,
};
use quickcheck::QuickCheck;

/// MHRG(8, 22): C(15, 8)·2^8 = 1 647 360 positions, above
/// the dense solver's private threshold of 2^20 positions, so its levels
/// are shared among the threads.
const LARGE: (usize, u64) = (8, 22);

use hookgames_game::testing::on_threads as on;

/// The engine that stays on the calling thread.
fn sequential() -> Engine<'static> {
    Engine::new().with_limits(Limits::default().with_sequential(true))
}

/// Pools of one to four threads give the same value at every position of
/// a game large enough for the parallel path; progress reaches the total.
#[test]
fn solve_positions_in_pools_of_one_to_four_threads_agree() {
    let (m, n) = LARGE;
    let one = solve_positions(m, n, &sequential()).unwrap();
    assert!(one.count() >= 1 << 20);
    let expected: Vec<u64> = one.iter().map(|(_, v)| v).collect();
    for threads in 1..=4 {
        let last = Mutex::new(None);
        let observer = |p: Progress| *last.lock().unwrap() = Some(p);
        let v = on(threads, || {
            solve_positions(m, n, &Engine::new().with_progress(&observer))
        })
        .unwrap();
        assert!(
            v.iter().map(|(_, v)| v).eq(expected.iter().copied()),
            "{threads} threads"
        );
        let last = last.into_inner().unwrap().unwrap();
        assert_eq!((last.done, last.total), (v.count(), Some(v.count())));
    }
}

/// start_values and start_table: pools of one to four threads give the
/// same values, on a list that mixes large games (solved one after
/// another on all threads) and small ones (whole games to each thread).
#[test]
fn start_values_and_tables_in_pools_of_one_to_four_threads_agree() {
    let mut rects: Vec<(usize, u64)> = (1..16usize)
        .flat_map(|m| (1..=16 - m as u64).map(move |n| (m, n)))
        .collect();
    rects.push(LARGE);
    rects.push((LARGE.1 as usize, LARGE.0 as u64)); // its transpose
    rects.push((8, 23)); // reduces to MHRG(8, 22), Theorem 4.4
    let one = start_values(&rects, &sequential()).unwrap();
    assert_eq!(one.len(), rects.len());
    let n = rects.len();
    assert_eq!(one[n - 3], one[n - 2]);
    assert_eq!(one[n - 3], one[n - 1]);
    let one_table = start_table(11, &sequential()).unwrap();
    for threads in 1..=4 {
        let values = on(threads, || start_values(&rects, &Engine::new())).unwrap();
        assert_eq!(values, one, "{threads} threads");
        let table = on(threads, || start_table(11, &Engine::new())).unwrap();
        assert_eq!(table, one_table, "{threads} threads");
    }
    // The start value of the large game against solve_positions.
    let (m, n_) = LARGE;
    assert_eq!(
        one[n - 3],
        solve_positions(m, n_, &Engine::new())
            .unwrap()
            .start_value()
    );
}

/// Progress comes on the calling thread, in order, up to the total — for
/// one game and for a list of games, in rayon's global pool.
#[test]
fn progress_comes_on_the_calling_thread() {
    let me = thread::current().id();
    let (m, n) = LARGE;
    let seen = Mutex::new((0u64, 0u64, None));
    let observer = |p: Progress| {
        assert_eq!(thread::current().id(), me);
        let mut s = seen.lock().unwrap();
        assert!(p.done >= s.0);
        *s = (p.done, s.1 + 1, p.total);
    };
    // In rayon's global pool, called from this thread (inside `install`
    // the calling thread would be one of the pool's).
    let v = solve_positions(m, n, &Engine::new().with_progress(&observer)).unwrap();
    let (done, calls, total) = *seen.lock().unwrap();
    assert!(calls > 1);
    assert_eq!((done, total), (v.count(), Some(v.count())));
    let rects: Vec<(usize, u64)> = vec![LARGE, (5, 7), (6, 10), (9, 9), (3, 3)];
    *seen.lock().unwrap() = (0, 0, None);
    start_values(&rects, &Engine::new().with_progress(&observer)).unwrap();
    let (done, calls, total) = *seen.lock().unwrap();
    assert!(calls > 1);
    let positions: u64 = rects
        .iter()
        .map(|&(m, n)| {
            let (a, b) = hookgames_mhrg::reduced_rectangle(m, n);
            PositionSpace::new(a, b).unwrap().count()
        })
        .sum();
    assert_eq!((done, total), (positions, Some(positions)));
}

/// A token cancelled from another thread stops a large solve and a table
/// within a bounded time (the solve takes seconds; the stop comes after
/// the level in progress), with the typed error; a token cancelled before
/// the call stops it before any table is allocated.
#[test]
fn a_cancelled_token_stops_the_solve_and_the_table() {
    let (m, n) = (10, 24); // C(17, 10)·2^10 = 19 914 752 positions
    for threads in [1, 2] {
        let token = CancelToken::new();
        let engine = Engine::new().with_cancel(&token);
        let stop = token.clone();
        let canceller = thread::spawn(move || {
            thread::sleep(Duration::from_millis(50));
            stop.cancel();
            Instant::now()
        });
        let e = on(threads, || solve_positions(m, n, &engine)).unwrap_err();
        let stopped = Instant::now();
        let cancelled_at = canceller.join().unwrap();
        assert!(matches!(e, MhrgError::Game(GameError::Cancelled)), "{e:?}");
        // Bounded: well under the whole solve (the test only checks that it
        // did not run on to the end: a whole solve of 2·10^7 positions).
        assert!(stopped.duration_since(cancelled_at) < Duration::from_secs(5));
        let e = on(threads, || start_table(20, &engine)).unwrap_err();
        assert!(matches!(e, MhrgError::Game(GameError::Cancelled)), "{e:?}");
    }
    let past = CancelToken::with_deadline(Instant::now());
    let e = solve_positions(5, 7, &Engine::new().with_cancel(&past)).unwrap_err();
    assert!(
        matches!(e, MhrgError::Game(GameError::DeadlineExceeded)),
        "{e:?}"
    );
}

/// Called from inside a rayon pool, the solvers run in that pool and give
/// the same values as on the calling thread alone.
#[test]
fn runs_inside_a_callers_pool() {
    let (m, n) = LARGE;
    let outside = solve_positions(m, n, &sequential()).unwrap();
    let (inside, table) = on(3, || {
        let v = solve_positions(m, n, &Engine::new()).unwrap();
        let t = start_table(9, &Engine::new()).unwrap();
        (v, t)
    });
    assert!(outside.iter().eq(inside.iter()));
    assert_eq!(table, start_table(9, &sequential()).unwrap());
}

/// The dense solver equals the generic table solver of hookgames-game on
/// the same ranked space, at every position of random rectangles of up to
/// 2^18 positions (all rectangles of up to 14 × 14 are checked in
/// tests/solve.rs).
#[test]
fn dense_equals_generic_on_random_rectangles() {
    fn prop(seed: u64) -> bool {
        // A rectangle a ≤ b ≤ 30 with 2^12 < |S| ≤ 2^18.
        let mut x = seed;
        let mut next = |bound: u64| {
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (x >> 33) % bound
        };
        let (a, b) = loop {
            let b = 6 + next(25);
            let a = 1 + next(b) as usize;
            let count = position_count(a, b).unwrap();
            if count > (1u32 << 12).into() && count <= (1u32 << 18).into() {
                break (a, b);
            }
        };
        let space = PositionSpace::new(a, b).unwrap();
        let generic = TableSolver::new().solve(&space, &Engine::new()).unwrap();
        let dense = solve_positions(a, b, &hookgames_game::Engine::new()).unwrap();
        (0..space.count()).all(|r| dense.get(&space.unrank(r)) == generic.get(r))
    }
    QuickCheck::new()
        .tests(12)
        .quickcheck(prop as fn(u64) -> bool);
}
