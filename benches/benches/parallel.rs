//! The parallel paths of issue 17 against their one-thread runs, side by
//! side (the same code in rayon pools of one and two threads; the
//! results are checked equal before timing):
//!
//! * `check_axioms`: Kawanaka's axioms (P1)–(P4) on the Young lattice
//!   of every partition inside the 6 × 5 rectangle (hook removal, 462
//!   states);
//! * tree statistics: the game-tree statistics of the Sato–Welter game
//!   from the 9 × 9 rectangle (48 620 states), on the materialized
//!   algorithm (`FiniteAlgorithm::tree_statistics`) and from the game
//!   (`Engine::tree_statistics`, materialization included);
//! * `FiniteAlgorithm::from_roots`: the materialization of that game
//!   alone, against the sequential `from_root`;
//! * `Engine::verify_isomorphism`: Abuku–Tada's E (Theorem 4.4) as an
//!   isomorphism MHRG(8, 14) ≅ MHRG(8, 15) on Motegi's words (`RectGame`,
//!   42 240 positions, 1 774 080 arrows), against the sequential check
//!   (`Limits::sequential`, which is also the one-thread path).

// The closures run in a pool return the library's results unchanged
// (`AxiomError`, `IsomorphismError` carry the states of their witnesses).
#![allow(clippy::result_large_err)]
use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use hookgames_game::{Engine, FiniteAlgorithm, GameMap, IsomorphismCertificate, Limits};
use hookgames_mhrg::{MapE, RectGame};
use hookgames_partition::Partition;
use hookgames_plain::check_axioms;
use hookgames_sato_welter::YoungRealization;

const THREADS: [usize; 2] = [1, 2];

/// A rayon pool of `t` threads: the parallel paths run in the caller's pool.
fn pool(t: usize) -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(t)
        .build()
        .expect("a thread pool")
}

fn rectangle(rows: usize, cols: u64) -> Partition {
    Partition::new(vec![cols; rows]).expect("a rectangle")
}

fn materialize(pool: &rayon::ThreadPool) -> FiniteAlgorithm<Partition> {
    let root = [rectangle(9, 9)];
    pool.install(|| FiniteAlgorithm::from_roots(&YoungRealization, &root, &Engine::new()))
        .unwrap()
}

fn materialization(c: &mut Criterion) {
    let root = [rectangle(9, 9)];
    let seq = FiniteAlgorithm::from_root(&YoungRealization, &root[0]).unwrap();
    assert_eq!(seq.len(), 48_620);
    for t in [1, 2, 3] {
        let par = materialize(&pool(t));
        assert_eq!(par.states(), seq.states());
        assert!((0..seq.len() as u32).all(|i| par.followers_of(i) == seq.followers_of(i)));
    }
    let mut g = c.benchmark_group("parallel/from_roots Sato-Welter 9x9 (48620 states)");
    g.sample_size(10);
    g.bench_function("sequential from_root", |b| {
        b.iter(|| black_box(FiniteAlgorithm::from_root(&YoungRealization, &root[0])))
    });
    for t in THREADS {
        let pool = pool(t);
        g.bench_function(format!("from_roots, {t} thread(s)"), |b| {
            b.iter(|| black_box(materialize(&pool)))
        });
    }
    g.finish();
}

fn axioms(c: &mut Criterion) {
    let fa = FiniteAlgorithm::from_root(&YoungRealization, &rectangle(6, 5)).unwrap();
    assert_eq!(fa.len(), 462);
    let one = pool(1).install(|| check_axioms(&fa));
    assert!(one.is_ok());
    assert_eq!(pool(2).install(|| check_axioms(&fa)), one);
    let mut g = c.benchmark_group("parallel/check_axioms Young lattice in 6x5 (462 states)");
    g.sample_size(10);
    for t in THREADS {
        let pool = pool(t);
        g.bench_function(format!("{t} thread(s)"), |b| {
            b.iter(|| black_box(pool.install(|| check_axioms(&fa)).is_ok()))
        });
    }
    g.finish();
}

fn statistics(c: &mut Criterion) {
    let root = rectangle(9, 9);
    let fa = FiniteAlgorithm::from_root(&YoungRealization, &root).unwrap();
    assert_eq!(fa.len(), 48_620);
    let one = pool(1).install(|| fa.tree_statistics(0)).unwrap();
    assert_eq!(pool(2).install(|| fa.tree_statistics(0)).unwrap(), one);
    let mut g = c.benchmark_group("parallel/tree_statistics Sato-Welter 9x9 (48620 states)");
    g.sample_size(10);
    for t in THREADS {
        let pool = pool(t);
        g.bench_function(format!("materialized, {t} thread(s)"), |b| {
            b.iter(|| black_box(pool.install(|| fa.tree_statistics(0)).unwrap()))
        });
    }
    for t in THREADS {
        let pool = pool(t);
        g.bench_function(format!("from the game, {t} thread(s)"), |b| {
            b.iter(|| {
                black_box(
                    pool.install(|| Engine::new().tree_statistics(&YoungRealization, &root))
                        .unwrap(),
                )
            })
        });
    }
    g.finish();
}

/// E: MHRG(m, n) ≅ MHRG(m, n + 1) checked in a pool of `threads` threads
/// (0: the sequential check, `Limits::sequential`).
fn check_e(m: usize, n: u64, threads: usize) -> IsomorphismCertificate {
    let e = MapE::new(m, n).unwrap();
    let (a, b) = (
        RectGame::new(m, n).unwrap(),
        RectGame::new(m, n + 1).unwrap(),
    );
    // Room for the arrows of MHRG(10, 16) (1.7·10^7 of A's, as many of B's).
    let limits = Limits::default().with_max_arrows(1 << 30);
    let f = |p: &_| e.try_apply(p);
    let engine = Engine::new().with_limits(limits.with_sequential(threads == 0));
    pool(threads.max(1))
        .install(|| engine.verify_isomorphism(&a, &a.start(), &b, &b.start(), f))
        .unwrap()
}

fn isomorphism(c: &mut Criterion) {
    let seq = check_e(8, 14, 0);
    assert_eq!((seq.states, seq.arrows), (42_240, 1_774_080));
    for t in THREADS {
        assert_eq!(check_e(8, 14, t), seq);
    }
    let mut g = c.benchmark_group("parallel/verify_isomorphism E: MHRG(8,14) to MHRG(8,15)");
    g.sample_size(10);
    g.bench_function("sequential verify_isomorphism", |b| {
        b.iter(|| black_box(check_e(8, 14, 0)))
    });
    for t in THREADS {
        g.bench_function(format!("Engine::verify_isomorphism, {t} thread(s)"), |b| {
            b.iter(|| black_box(check_e(8, 14, t)))
        });
    }
    g.finish();
}

/// The CPU time of this process so far, in seconds (user + system, from
/// `/proc/self/stat`, in clock ticks of 1/100 s), if the system has it.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let rest = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let user: f64 = fields.get(11)?.parse().ok()?;
    let system: f64 = fields.get(12)?.parse().ok()?;
    Some((user + system) / 100.0)
}

/// With `PARALLEL_SIDE_BY_SIDE=rounds` set: runs each workload on 1 and on
/// 2 threads alternately, `rounds` times, and prints the wall time and the
/// CPU time of each run and the ratios of their medians — on a shared
/// machine the CPU time shows what the threads cost, the wall time what
/// they gained under the load of the moment (printed with it).
fn side_by_side(_: &mut Criterion) {
    let Some(rounds) = std::env::var("PARALLEL_SIDE_BY_SIDE")
        .ok()
        .and_then(|r| r.parse::<usize>().ok())
    else {
        return;
    };
    let young = FiniteAlgorithm::from_root(&YoungRealization, &rectangle(6, 5)).unwrap();
    let sw = FiniteAlgorithm::from_root(&YoungRealization, &rectangle(9, 9)).unwrap();
    type Workload<'a> = (&'a str, Box<dyn Fn(usize) + 'a>);
    let work: Vec<Workload<'_>> = vec![
        (
            "check_axioms, Young lattice 6x5",
            Box::new(|t| assert!(pool(t).install(|| check_axioms(&young)).is_ok())),
        ),
        (
            "tree_statistics, materialized 9x9",
            Box::new(|t| {
                black_box(pool(t).install(|| sw.tree_statistics(0)).unwrap());
            }),
        ),
        (
            "from_roots, Sato-Welter 9x9",
            Box::new(|t| {
                black_box(materialize(&pool(t)));
            }),
        ),
        (
            "verify_isomorphism, E: MHRG(10,16) to MHRG(10,17)",
            Box::new(|t| {
                black_box(check_e(10, 16, t));
            }),
        ),
    ];
    let median = |v: &mut Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    for (name, run) in &work {
        let (mut wall, mut cpu) = ([Vec::new(), Vec::new()], [Vec::new(), Vec::new()]);
        for _ in 0..rounds {
            for (k, t) in THREADS.into_iter().enumerate() {
                let (w0, c0) = (std::time::Instant::now(), cpu_seconds().unwrap_or(0.0));
                run(t);
                wall[k].push(w0.elapsed().as_secs_f64());
                cpu[k].push(cpu_seconds().unwrap_or(0.0) - c0);
            }
        }
        let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
        let (w1, w2) = (median(&mut wall[0]), median(&mut wall[1]));
        let (c1, c2) = (median(&mut cpu[0]), median(&mut cpu[1]));
        println!(
            "{name}: wall 1 thread {w1:.3} s, 2 threads {w2:.3} s (speedup {:.2}x); \
             cpu 1 thread {c1:.2} s, 2 threads {c2:.2} s (cpu ratio {:.2}); load {}",
            w1 / w2,
            c2 / c1,
            load.trim()
        );
    }
}

criterion_group!(
    benches,
    side_by_side,
    materialization,
    axioms,
    statistics,
    isomorphism
);
criterion_main!(benches);
