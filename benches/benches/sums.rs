//! Sums by the Sprague–Grundy theorem (issue 26): the value and the winning
//! moves of a sum of 2, 4 and 16 positions — of the Sato–Welter game, hook
//! removal on shifted diagrams, LCTR on its run-length form (10^6 rows per
//! position) and Nim, and of mixed sums — through the zero-config
//! `grundy` / `winning_moves`, against the total of the components' own
//! closed forms called one by one (`components_*`: the floor; the aim is a
//! sum within 2× of it).
//!
//! The baseline of 0.2, the product search (`Engine::search_only`), is
//! measured where it finishes: `product/sato_welter_2_small`, two
//! staircases (6,5,4,3,2,1) and (5,4,3,2,1), against `theorem/…` on the
//! same sum. On the issue's sum (λ = 12,10,9,7,5,3,2, μ = 11,9,8,6,4,2:
//! `sato_welter/issue_sum`) the product search does not finish: 0.2 ran 41–147 s
//! and failed with `ArrowLimit`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use hookgames_game::{Convention, Engine, Nim, grundy, winning_moves};
use hookgames_lctr::{Lctr, LctrRuns};
use hookgames_partition::{Partition, PartitionRuns, ShiftedPartition};
use hookgames_sato_welter::YoungRealization;
use hookgames_shifted::ShiftedHookGame;

/// The sizes of the sums.
const SIZES: [usize; 3] = [2, 4, 16];

/// Young diagrams of 30 rows with parts near 10^6, different for each s.
fn young(s: u64) -> Partition {
    let parts = (0..30u64)
        .map(|i| 1_000_000 - 997 * i - 31 * s - (i * s) % 7)
        .collect();
    Partition::new(parts).expect("decreasing parts")
}

/// Strict partitions of 40 parts near 10^9.
fn shifted(s: u64) -> ShiftedPartition {
    let parts = (0..40u64)
        .map(|i| 1_000_000_000 - 1_009 * i - 17 * s)
        .collect();
    ShiftedPartition::new(parts).expect("strictly decreasing parts")
}

/// Run-length partitions of 10^6 rows: 1000 runs of 1000 equal rows.
fn lctr_runs(s: u64) -> PartitionRuns {
    let runs = (0..1000u64).map(|i| (5_000 - 3 * i - s, 1000)).collect();
    PartitionRuns::new(runs).expect("strictly decreasing parts")
}

fn nim(s: u64) -> u64 {
    (s + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 4
}

fn sums(c: &mut Criterion) {
    // The issue's sum.
    let lambda: Partition = "12,10,9,7,5,3,2".parse().unwrap();
    let mu: Partition = "11,9,8,6,4,2".parse().unwrap();
    let issue = (YoungRealization, YoungRealization);
    let issue_position = (lambda.clone(), mu.clone());
    let g = YoungRealization.grundy(&lambda).unwrap() ^ YoungRealization.grundy(&mu).unwrap();
    assert_eq!(grundy(&issue, &issue_position).unwrap(), g);
    let mut group = c.benchmark_group("sato_welter");
    group.bench_function("issue_sum", |b| {
        b.iter(|| grundy(black_box(&issue), black_box(&issue_position)))
    });
    group.bench_function("issue_components", |b| {
        b.iter(|| {
            YoungRealization.grundy(black_box(&lambda)).unwrap()
                ^ YoungRealization.grundy(black_box(&mu)).unwrap()
        })
    });
    group.bench_function("issue_winning_moves", |b| {
        b.iter(|| winning_moves(black_box(&issue), black_box(&issue_position)))
    });
    for k in SIZES {
        let positions: Vec<Partition> = (0..k as u64).map(young).collect();
        let game = vec![YoungRealization; k];
        let want = positions
            .iter()
            .fold(0, |a, p| a ^ YoungRealization.grundy(p).unwrap());
        assert_eq!(grundy(&game, &positions).unwrap(), want);
        group.bench_function(format!("sum_{k}"), |b| {
            b.iter(|| grundy(black_box(&game), black_box(&positions)))
        });
        group.bench_function(format!("components_{k}"), |b| {
            b.iter(|| {
                black_box(&positions)
                    .iter()
                    .fold(0, |a, p| a ^ YoungRealization.grundy(p).unwrap())
            })
        });
        group.bench_function(format!("winning_moves_{k}"), |b| {
            b.iter(|| winning_moves(black_box(&game), black_box(&positions)))
        });
    }
    group.finish();

    let mut group = c.benchmark_group("shifted");
    for k in SIZES {
        let positions: Vec<ShiftedPartition> = (0..k as u64).map(shifted).collect();
        let game = vec![ShiftedHookGame; k];
        let want = positions
            .iter()
            .fold(0, |a, p| a ^ ShiftedHookGame.grundy(p).unwrap());
        assert_eq!(grundy(&game, &positions).unwrap(), want);
        group.bench_function(format!("sum_{k}"), |b| {
            b.iter(|| grundy(black_box(&game), black_box(&positions)))
        });
        group.bench_function(format!("components_{k}"), |b| {
            b.iter(|| {
                black_box(&positions)
                    .iter()
                    .fold(0, |a, p| a ^ ShiftedHookGame.grundy(p).unwrap())
            })
        });
        group.bench_function(format!("winning_moves_{k}"), |b| {
            b.iter(|| winning_moves(black_box(&game), black_box(&positions)))
        });
    }
    group.finish();

    let mut group = c.benchmark_group("lctr_runs_1e6_rows");
    for k in SIZES {
        let positions: Vec<PartitionRuns> = (0..k as u64).map(lctr_runs).collect();
        assert!(positions.iter().all(|p| p.num_parts() == 1_000_000));
        let game = vec![LctrRuns; k];
        let own = |p: &PartitionRuns| Lctr.grundy_runs(p, Convention::Normal).unwrap();
        let want = positions.iter().fold(0, |a, p| a ^ own(p));
        assert_eq!(grundy(&game, &positions).unwrap(), want);
        group.bench_function(format!("sum_{k}"), |b| {
            b.iter(|| grundy(black_box(&game), black_box(&positions)))
        });
        group.bench_function(format!("components_{k}"), |b| {
            b.iter(|| black_box(&positions).iter().fold(0, |a, p| a ^ own(p)))
        });
        group.bench_function(format!("winning_moves_{k}"), |b| {
            b.iter(|| winning_moves(black_box(&game), black_box(&positions)))
        });
    }
    group.finish();

    let mut group = c.benchmark_group("nim");
    for k in SIZES {
        let positions: Vec<u64> = (0..k as u64).map(nim).collect();
        let game = vec![Nim; k];
        assert_eq!(
            grundy(&game, &positions).unwrap(),
            positions.iter().fold(0, |a, p| a ^ p)
        );
        group.bench_function(format!("sum_{k}"), |b| {
            b.iter(|| grundy(black_box(&game), black_box(&positions)))
        });
        group.bench_function(format!("components_{k}"), |b| {
            b.iter(|| black_box(&positions).iter().fold(0, |a, p| a ^ p))
        });
        group.bench_function(format!("winning_moves_{k}"), |b| {
            b.iter(|| winning_moves(black_box(&game), black_box(&positions)))
        });
    }
    group.finish();

    // Mixed: one position of each game (a tuple), and four of each (a
    // tuple of four Vec sums, 16 positions).
    let mut group = c.benchmark_group("mixed");
    let mixed = (YoungRealization, ShiftedHookGame, LctrRuns, Nim);
    let one = (young(0), shifted(0), lctr_runs(0), nim(0));
    let components = |p: &(Partition, ShiftedPartition, PartitionRuns, u64)| {
        YoungRealization.grundy(&p.0).unwrap()
            ^ ShiftedHookGame.grundy(&p.1).unwrap()
            ^ Lctr.grundy_runs(&p.2, Convention::Normal).unwrap()
            ^ p.3
    };
    assert_eq!(grundy(&mixed, &one).unwrap(), components(&one));
    group.bench_function("sum_4", |b| {
        b.iter(|| grundy(black_box(&mixed), black_box(&one)))
    });
    group.bench_function("components_4", |b| b.iter(|| components(black_box(&one))));
    group.bench_function("winning_moves_4", |b| {
        b.iter(|| winning_moves(black_box(&mixed), black_box(&one)))
    });
    let mixed16 = (
        vec![YoungRealization; 4],
        vec![ShiftedHookGame; 4],
        vec![LctrRuns; 4],
        vec![Nim; 4],
    );
    let sixteen = (
        (0..4).map(young).collect::<Vec<_>>(),
        (0..4).map(shifted).collect::<Vec<_>>(),
        (0..4).map(lctr_runs).collect::<Vec<_>>(),
        (0..4).map(nim).collect::<Vec<_>>(),
    );
    let components16 = |p: &(
        Vec<Partition>,
        Vec<ShiftedPartition>,
        Vec<PartitionRuns>,
        Vec<u64>,
    )| {
        (0..4)
            .map(|i| components(&(p.0[i].clone(), p.1[i].clone(), p.2[i].clone(), p.3[i])))
            .fold(0, |a, v| a ^ v)
    };
    assert_eq!(grundy(&mixed16, &sixteen).unwrap(), components16(&sixteen));
    group.bench_function("sum_16", |b| {
        b.iter(|| grundy(black_box(&mixed16), black_box(&sixteen)))
    });
    group.bench_function("components_16", |b| {
        b.iter(|| {
            let p = black_box(&sixteen);
            (0..4).fold(0, |a, i| {
                a ^ YoungRealization.grundy(&p.0[i]).unwrap()
                    ^ ShiftedHookGame.grundy(&p.1[i]).unwrap()
                    ^ Lctr.grundy_runs(&p.2[i], Convention::Normal).unwrap()
                    ^ p.3[i]
            })
        })
    });
    group.finish();

    // 0.2's product search where it finishes, and the theorem on the same sum.
    let small = (YoungRealization, YoungRealization);
    let p: (Partition, Partition) = ("6,5,4,3,2,1".parse().unwrap(), "5,4,3,2,1".parse().unwrap());
    let search = Engine::new().search_only();
    assert_eq!(
        search.grundy(&small, &p).unwrap(),
        grundy(&small, &p).unwrap()
    );
    let mut group = c.benchmark_group("product");
    group.sample_size(10);
    group.bench_function("sato_welter_2_small", |b| {
        b.iter(|| search.grundy(black_box(&small), black_box(&p)))
    });
    group.finish();
    let mut group = c.benchmark_group("theorem");
    group.bench_function("sato_welter_2_small", |b| {
        b.iter(|| grundy(black_box(&small), black_box(&p)))
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(2));
    targets = sums
}
criterion_main!(benches);
