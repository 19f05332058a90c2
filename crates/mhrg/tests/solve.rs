//! Abuku–Tada, Table 1, and the dense solvers against the generic ones.

mod common;

use hookgames_game::{Engine, Indexed, Limits, Progress, Solver, TableSolver};
use hookgames_mhrg::{
    MAX_TABLE_SIDE, MhrgError, MhrgGame, PositionSpace, RectGame, solve_positions, start_grundy,
    start_table,
};
use hookgames_partition::Partition;

/// Abuku–Tada, Table 1: G(Y_{m,n}) for 1 ≤ m, n ≤ 9, copied from the paper.
const TABLE_1: [[u64; 9]; 9] = [
    [1, 1, 3, 3, 5, 5, 7, 7, 9],
    [1, 3, 3, 1, 1, 1, 1, 1, 1],
    [3, 3, 0, 0, 0, 0, 3, 3, 10],
    [3, 1, 0, 4, 4, 2, 2, 5, 5],
    [5, 1, 0, 4, 1, 1, 14, 14, 18],
    [5, 1, 0, 2, 1, 7, 7, 0, 0],
    [7, 1, 3, 2, 14, 7, 0, 0, 10],
    [7, 1, 3, 5, 14, 0, 0, 8, 8],
    [9, 1, 10, 5, 18, 0, 10, 8, 1],
];

#[test]
fn table_1_exactly() {
    let t = start_table(9, &Engine::new()).unwrap();
    for m in 1..=9 {
        assert_eq!(t.row(m).unwrap(), &TABLE_1[m - 1][..], "row {m}");
        for n in 1..=9u64 {
            assert_eq!(t.get(m, n), Some(TABLE_1[m - 1][n as usize - 1]));
        }
    }
    let shown = t.to_string();
    assert!(shown.starts_with(" m\\n  1  2  3  4  5  6  7  8  9\n   1  1  1  3  3  5  5  7  7  9"));
    assert_eq!(t.get(0, 1), None);
    assert_eq!(t.get(10, 1), None);
    assert_eq!(t.get(1, 10), None);
    assert_eq!(t.get(1, u64::MAX), None);
    assert_eq!(t.row(10), None);
}

/// The table, whose odd entries come from transposition and E, against the
/// generic memoised solver on every rectangle directly, max = 10; the
/// general engine for the small ones.
#[test]
fn table_equals_generic_solver() {
    let t = start_table(10, &Engine::new()).unwrap();
    for m in 1..=10usize {
        for n in 1..=10u64 {
            let game = RectGame::new(m, n).unwrap();
            let g = Solver::new(&game).grundy(&game.start()).unwrap();
            assert_eq!(t.get(m, n), Some(g), "m={m} n={n}");
            assert_eq!(start_grundy(m, n).unwrap(), g);
            if m * n as usize <= 20 {
                let general = MhrgGame::rectangle(m, n).unwrap();
                assert_eq!(Solver::new(&general).grundy(general.start()).unwrap(), g);
            }
        }
    }
}

/// Every position's value from the dense solver equals the generic table
/// solver of hookgames-plain on the same ranked space, 1 ≤ m, n ≤ 10.
#[test]
fn dense_solver_equals_plain_table_solver() {
    for m in 1..=10usize {
        for n in 1..=10u64 {
            let space = PositionSpace::new(m, n).unwrap();
            let plain = TableSolver::new().solve(&space, &Engine::new()).unwrap();
            let fast = solve_positions(m, n, &Engine::new()).unwrap();
            assert_eq!(fast.count(), space.count());
            for r in 0..space.count() {
                assert_eq!(
                    fast.get(&space.unrank(r)),
                    plain.get(r),
                    "m={m} n={n} r={r}"
                );
            }
            let y = Partition::new(vec![n; m]).unwrap();
            assert_eq!(fast.value_of(&y).unwrap(), fast.start_value());
        }
    }
}

fn dense_vs_plain(bs: std::ops::RangeInclusive<u64>) {
    for b in bs {
        for a in 1..=b as usize {
            let space = PositionSpace::new(a, b).unwrap();
            let plain = TableSolver::new().solve(&space, &Engine::new()).unwrap();
            let fast = solve_positions(a, b, &Engine::new()).unwrap();
            for r in 0..space.count() {
                assert_eq!(
                    fast.get(&space.unrank(r)),
                    plain.get(r),
                    "a={a} b={b} r={r}"
                );
            }
        }
    }
}

/// The same on larger games, a ≤ b ≤ 14.
#[test]
fn dense_solver_equals_plain_table_solver_up_to_14() {
    dense_vs_plain(11..=14);
}

/// The same up to b = 18 (about 3·10^7 positions).
#[test]
#[ignore = "heavy: run in release by .ci/run"]
fn dense_solver_equals_plain_table_solver_up_to_18() {
    dense_vs_plain(15..=18);
}

#[test]
fn progress_is_reported() {
    let seen = std::sync::Mutex::new(Vec::new());
    let observer = |p: Progress| seen.lock().unwrap().push(p);
    let engine = Engine::new().with_progress(&observer);
    let v = solve_positions(8, 10, &engine).unwrap();
    let got = std::mem::take(&mut *seen.lock().unwrap());
    assert!(got.windows(2).all(|w| w[0].done <= w[1].done));
    let last = got.last().unwrap();
    assert_eq!((last.done, last.total), (v.count(), Some(v.count())));
    let one = Engine::new()
        .with_limits(Limits::default().with_sequential(true))
        .with_progress(&observer);
    start_table(8, &one).unwrap();
    let got = std::mem::take(&mut *seen.lock().unwrap());
    let last = got.last().unwrap();
    assert_eq!(Some(last.done), last.total);
    assert!(got.windows(2).all(|w| w[0].done <= w[1].done));
}

#[test]
fn values_and_counts() {
    let v = solve_positions(3, 5, &Engine::new()).unwrap();
    assert_eq!(v.count(), 32);
    assert_eq!(v.bytes_per_position(), 1);
    assert_eq!(v.value_counts().values().sum::<u64>(), 32);
    assert_eq!(v.iter().count(), 32);
    assert_eq!(v.value_of(&Partition::empty()).unwrap(), 0);
    assert!(matches!(
        v.value_of(&Partition::new(vec![6]).unwrap()),
        Err(MhrgError::DoesNotFit { .. })
    ));
    // (2, 2) ∉ S(Y_{3,5}).
    assert!(matches!(
        v.value_of(&Partition::new(vec![2, 2]).unwrap()),
        Err(MhrgError::NotAPosition { .. })
    ));
}

#[test]
fn errors_are_typed() {
    assert!(matches!(
        start_table(MAX_TABLE_SIDE + 1, &Engine::new()),
        Err(MhrgError::TableTooLarge { .. })
    ));
    assert!(matches!(
        start_table(
            12,
            &Engine::new().with_limits(Limits::default().with_max_bytes(1000))
        ),
        Err(MhrgError::MemoryBudget { .. })
    ));
    assert!(matches!(
        solve_positions(
            12,
            12,
            &Engine::new().with_limits(Limits::default().with_max_bytes(4095))
        ),
        Err(MhrgError::MemoryBudget {
            positions: 4096,
            needed: 4096,
            ..
        })
    ));
    assert!(matches!(
        solve_positions(0, 3, &Engine::new()),
        Err(MhrgError::EmptyRectangle { .. })
    ));
    assert!(matches!(
        start_grundy(40, 40),
        Err(MhrgError::RectangleTooLarge { .. })
    ));
}

/// Games above 2^20 positions (the private threshold of the parallel
/// fill) are shared among threads by levels:
/// the same values as on one thread.
#[test]
#[ignore = "heavy: run in release by .ci/run"]
fn two_threads_equal_one_on_a_large_game() {
    let on = |threads| {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap()
            .install(|| solve_positions(12, 18, &Engine::new()))
            .unwrap()
    };
    let (one, two) = (on(1), on(2));
    assert!(one.count() >= 1 << 20);
    assert!(one.iter().zip(two.iter()).all(|(a, b)| a == b));
    assert_eq!(one.start_value(), 4);
}

/// The published tables `docs/data/mhrg/mhrg-start-sum-2-39.csv` and
/// `…-40-41.csv` (made by `cargo run --release -p hookgames-mhrg --example
/// start_table_sum -- 2 39 docs/data/mhrg`, and `-- 40 41 …`): every
/// 1 ≤ m ≤ n with m + n ≤ 41 once, with the game
/// it was read off and that game's count; Table 1 where they overlap; the
/// closed forms on their whole ranges — one row (Theorem 4.9), two rows
/// (Corollary 4.14), Y_{n,n} and Y_{n,n+1} (Corollary 5.16) — which check
/// entries up to 20 × 21 and 1 × 40 by a second route; and every entry with
/// m + n ≤ 24 solved again. (A packaged crate has no `docs/`: the test
/// checks the repository's file.)
#[test]
fn the_published_triangles_m_plus_n_at_most_41() {
    check_published_triangle(2, 39);
    check_published_triangle(40, 41);
}

fn check_published_triangle(min: u64, max: u64) {
    use hookgames_mhrg::{
        one_row_grundy, reduced_rectangle, square_start_grundy, start_values, two_row_start_grundy,
    };
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/data/mhrg");
    if !std::path::Path::new(dir).is_dir() {
        eprintln!("no {dir}: a packaged crate, nothing to check");
        return;
    }
    let csv = std::fs::read_to_string(format!("{dir}/mhrg-start-sum-{min}-{max}.csv")).unwrap();
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some("m,n,solved_m,solved_n,positions,grundy"));
    let rows: Vec<[u64; 6]> = lines
        .map(|l| {
            let f: Vec<u64> = l.split(',').map(|x| x.parse().unwrap()).collect();
            f.try_into().unwrap()
        })
        .collect();
    let expected: Vec<(u64, u64)> = (min..=max)
        .flat_map(|s| (1..=s / 2).map(move |m| (m, s - m)))
        .collect();
    let got: Vec<(u64, u64)> = rows.iter().map(|r| (r[0], r[1])).collect();
    assert_eq!(got, expected);
    let mut small = Vec::new();
    for &[m, n, a, b, positions, g] in &rows {
        let (mu, a_u) = (m as usize, a as usize);
        assert_eq!(reduced_rectangle(mu, n), (a_u, b), "({m}, {n})");
        assert_eq!(PositionSpace::new(a_u, b).unwrap().count(), positions);
        if n <= 9 {
            assert_eq!(g, TABLE_1[mu - 1][n as usize - 1], "Table 1 at ({m}, {n})");
        }
        if m == 1 {
            assert_eq!(g, one_row_grundy(n, n).unwrap(), "Theorem 4.9 at (1, {n})");
        }
        if m == 2 {
            assert_eq!(
                g,
                two_row_start_grundy(n).unwrap(),
                "Corollary 4.14 at (2, {n})"
            );
        }
        if n == m || n == m + 1 {
            assert_eq!(
                g,
                square_start_grundy(mu).unwrap(),
                "Corollary 5.16 at ({m}, {n})"
            );
        }
        if m + n <= 24 {
            small.push(((mu, n), g));
        }
    }
    let rects: Vec<(usize, u64)> = small.iter().map(|&(r, _)| r).collect();
    let again = start_values(&rects, &Engine::new()).unwrap();
    for (&(r, g), v) in small.iter().zip(again) {
        assert_eq!(g, v, "{r:?} solved again");
    }
    // The JSON holds the same entries and says how they were made.
    let json = std::fs::read_to_string(format!("{dir}/mhrg-start-sum-{min}-{max}.json")).unwrap();
    for key in [
        "\"command\"",
        "\"version\"",
        "\"started_utc\"",
        "\"seconds\"",
        "\"threads\"",
    ] {
        assert!(json.contains(key), "{key}");
    }
    assert_eq!(json.matches("\"grundy\":").count(), rows.len());
    for &[m, n, _, _, _, g] in &rows {
        let entry = format!("{{\"m\": {m}, \"n\": {n}, ");
        let at = json
            .find(&entry)
            .unwrap_or_else(|| panic!("({m}, {n}) in the JSON"));
        let rest = &json[at..];
        let line = &rest[..rest.find('}').unwrap() + 1];
        assert!(line.ends_with(&format!("\"grundy\": {g}}}")), "{line}");
    }
}
