//! hookgames-mhrg: the rectangular engine in Motegi's form against the
//! general engine of Abuku–Tada's rules (no external peer implements the
//! game), and the dense solvers behind the Grundy table.
//!
//! * MHRG(7, 8), the whole game from Y_{7,8} with the memoised solver of
//!   hookgames-game: general engine (partitions, multisets of numbers)
//!   vs `RectGame` (u64 words), and the dense one-byte-per-position
//!   solver `solve_positions`;
//! * every position of a larger game, MHRG(10, 14): the generic table
//!   solver of hookgames-game on the ranked `PositionSpace` vs
//!   `solve_positions`;
//! * the table of G(Y_{m,n}) for 1 ≤ m, n ≤ 12 (`start_table`), on
//!   one thread and on all of rayon's pool (issue 17);
//! * every position of MHRG(10, 20) (3 075 072 positions, above
//!   the dense solver's 2^20 positions): `solve_positions` on one thread and on
//!   all, with the throughput in positions per second (the per-position
//!   cost is its inverse).

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hookgames_game::{Engine, Limits, Solver, TableSolver};
use hookgames_mhrg::{MhrgGame, PositionSpace, RectGame, solve_positions, start_table};

/// The engine of one row: on one thread (`Limits::sequential`) or on every
/// thread of rayon's global pool.
fn engine(threads: usize) -> Engine<'static> {
    Engine::new().with_limits(Limits::default().with_sequential(threads == 1))
}

fn engines(c: &mut Criterion) {
    let mut g = c.benchmark_group("mhrg/solve MHRG(7,8) from Y_7,8");
    g.bench_function("general engine (Def 1.1) + memo solver", |b| {
        b.iter(|| {
            let game = MhrgGame::rectangle(7, 8).unwrap();
            // The search (the zero-config `grundy` answers Y_{7,8}, a
            // near-square, by its closed form).
            black_box(Solver::new(&game).grundy(game.start()).unwrap())
        })
    });
    g.bench_function("RectGame (Motegi words) + memo solver", |b| {
        b.iter(|| {
            let game = RectGame::new(7, 8).unwrap();
            black_box(Solver::new(&game).grundy(&game.start()).unwrap())
        })
    });
    g.bench_function("solve_positions (dense, 1 byte/position)", |b| {
        b.iter(|| black_box(solve_positions(7, 8, &Engine::new()).unwrap().start_value()))
    });
    g.finish();
}

fn dense(c: &mut Criterion) {
    let mut g = c.benchmark_group("mhrg/all positions of MHRG(10,14)");
    g.sample_size(10);
    g.bench_function("plain TableSolver on PositionSpace", |b| {
        b.iter(|| {
            let space = PositionSpace::new(10, 14).unwrap();
            let t = TableSolver::new().solve(&space, &Engine::new()).unwrap();
            black_box(t.get_state(&space.game().start()))
        })
    });
    g.bench_function("solve_positions", |b| {
        b.iter(|| {
            black_box(
                solve_positions(10, 14, &Engine::new())
                    .unwrap()
                    .start_value(),
            )
        })
    });
    g.finish();
}

fn table(c: &mut Criterion) {
    let mut g = c.benchmark_group("mhrg/start_table(12)");
    g.sample_size(10);
    for (name, threads) in [("1 thread", 1), ("all threads", 0)] {
        g.bench_function(name, |b| {
            b.iter(|| black_box(start_table(12, &engine(threads)).unwrap()))
        });
    }
    g.finish();
}

fn threads(c: &mut Criterion) {
    let (m, n) = (10, 20);
    let count = PositionSpace::new(m, n).unwrap().count();
    let mut g = c.benchmark_group("mhrg/all positions of MHRG(10,20)");
    g.sample_size(10);
    g.throughput(Throughput::Elements(count));
    for (name, threads) in [("1 thread", 1), ("all threads", 0)] {
        g.bench_function(format!("solve_positions, {name}"), |b| {
            b.iter(|| {
                black_box(
                    solve_positions(m, n, &engine(threads))
                        .unwrap()
                        .start_value(),
                )
            })
        });
    }
    g.finish();
}

criterion_group!(benches, engines, dense, table, threads);
criterion_main!(benches);
