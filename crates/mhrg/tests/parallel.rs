//! The dense solver and the tables on rayon's pools: the same values for
//! every thread count (issue 17), progress on the calling thread, the
//! thread setting's limit, calls from inside a pool, and the dense solver
//! against the generic table solver on random rectangles.

use std::thread;

use hookgames_game::{Indexed, MAX_THREADS, TableSolver};
use hookgames_mhrg::{
    MhrgError, PARALLEL_MIN_POSITIONS, PositionSpace, SolveOptions, position_count,
    solve_positions, solve_positions_with, start_table_with, start_values_with,
};
use quickcheck::QuickCheck;

/// MHRG(8, 22): C(15, 8)·2^8 = 1 647 360 positions, above
/// PARALLEL_MIN_POSITIONS, so its levels are shared among the threads.
const LARGE: (usize, u64) = (8, 22);

fn with_threads(threads: usize) -> SolveOptions {
    SolveOptions::default().with_threads(threads)
}

/// One to four threads give the same value at every position of a game
/// large enough for the parallel path; progress reaches the total.
#[test]
fn solve_positions_with_one_to_four_threads_agree() {
    let (m, n) = LARGE;
    let one = solve_positions_with(m, n, with_threads(1), |_| {}).unwrap();
    assert!(one.count() >= PARALLEL_MIN_POSITIONS);
    let expected: Vec<u64> = one.iter().map(|(_, v)| v).collect();
    for threads in 2..=4 {
        let mut last = None;
        let v = solve_positions_with(m, n, with_threads(threads), |p| last = Some(p)).unwrap();
        assert!(
            v.iter().map(|(_, v)| v).eq(expected.iter().copied()),
            "{threads} threads"
        );
        let last = last.unwrap();
        assert_eq!((last.done, last.total), (v.count(), Some(v.count())));
    }
}

/// start_values_with and start_table_with: one to four threads give the
/// same values, on a list that mixes large games (solved one after
/// another on all threads) and small ones (whole games to each thread).
#[test]
fn start_values_and_tables_with_one_to_four_threads_agree() {
    let mut rects: Vec<(usize, u64)> = (1..16usize)
        .flat_map(|m| (1..=16 - m as u64).map(move |n| (m, n)))
        .collect();
    rects.push(LARGE);
    rects.push((LARGE.1 as usize, LARGE.0 as u64)); // its transpose
    rects.push((8, 23)); // reduces to MHRG(8, 22), Theorem 4.4
    let one = start_values_with(&rects, with_threads(1), |_| {}).unwrap();
    assert_eq!(one.len(), rects.len());
    let n = rects.len();
    assert_eq!(one[n - 3], one[n - 2]);
    assert_eq!(one[n - 3], one[n - 1]);
    let one_table = start_table_with(11, with_threads(1), |_| {}).unwrap();
    for threads in 2..=4 {
        let values = start_values_with(&rects, with_threads(threads), |_| {}).unwrap();
        assert_eq!(values, one, "{threads} threads");
        let table = start_table_with(11, with_threads(threads), |_| {}).unwrap();
        assert_eq!(table, one_table, "{threads} threads");
    }
    // The start value of the large game against solve_positions.
    let (m, n_) = LARGE;
    assert_eq!(
        one[n - 3],
        solve_positions(m, n_, |_| {}).unwrap().start_value()
    );
}

/// Progress comes on the calling thread, in order, up to the total — for
/// one game and for a list of games, on several threads.
#[test]
fn progress_comes_on_the_calling_thread() {
    let me = thread::current().id();
    let (m, n) = LARGE;
    let mut calls = 0;
    let mut done = 0;
    let v = solve_positions_with(m, n, with_threads(2), |p| {
        assert_eq!(thread::current().id(), me);
        assert!(p.done >= done);
        done = p.done;
        calls += 1;
    })
    .unwrap();
    assert!(calls > 1);
    assert_eq!(done, v.count());
    let rects: Vec<(usize, u64)> = vec![LARGE, (5, 7), (6, 10), (9, 9), (3, 3)];
    let mut last = None;
    start_values_with(&rects, with_threads(3), |p| {
        assert_eq!(thread::current().id(), me);
        if let Some(prev) = last {
            let prev: hookgames_mhrg::TableProgress = prev;
            assert!(p.positions_done >= prev.positions_done);
            assert!(p.games_done >= prev.games_done);
        }
        last = Some(p);
    })
    .unwrap();
    let last = last.unwrap();
    assert_eq!(last.games_done, last.games_total);
    assert_eq!(last.positions_done, last.positions_total);
    assert_eq!(last.games_total, 5);
}

/// More threads than MAX_THREADS: a typed error naming the limit (for a
/// game large enough to use a pool).
#[test]
fn too_many_threads_is_a_typed_error() {
    let (m, n) = LARGE;
    let e = solve_positions_with(m, n, with_threads(MAX_THREADS + 1), |_| {}).unwrap_err();
    assert!(matches!(e, MhrgError::Game(_)), "{e:?}");
    assert!(e.to_string().contains("MAX_THREADS"), "{e}");
    let e = start_values_with(&[LARGE], with_threads(MAX_THREADS + 1), |_| {}).unwrap_err();
    assert!(matches!(e, MhrgError::Game(_)), "{e:?}");
    // A small game is solved on the calling thread: no pool, no error.
    assert!(solve_positions_with(5, 7, with_threads(MAX_THREADS + 1), |_| {}).is_ok());
}

/// Called from inside a rayon pool with the default setting (0 = the
/// current pool), the solvers run in that pool and give the same values.
#[test]
fn runs_inside_a_callers_pool() {
    let (m, n) = LARGE;
    let outside = solve_positions_with(m, n, with_threads(1), |_| {}).unwrap();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(3)
        .build()
        .unwrap();
    let (inside, table) = pool.install(|| {
        let v = solve_positions_with(m, n, SolveOptions::default(), |_| {}).unwrap();
        let t = start_table_with(9, SolveOptions::default(), |_| {}).unwrap();
        (v, t)
    });
    assert!(outside.iter().eq(inside.iter()));
    assert_eq!(table, start_table_with(9, with_threads(1), |_| {}).unwrap());
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
        let generic = TableSolver::new().solve(&space).unwrap();
        let dense = solve_positions(a, b, |_| {}).unwrap();
        (0..space.count()).all(|r| dense.get(&space.unrank(r)) == generic.get(r))
    }
    QuickCheck::new()
        .tests(12)
        .quickcheck(prop as fn(u64) -> bool);
}
