//! hookgames-lctr: the O(log r) Sprague–Grundy value of Gottlieb–Krnc–Muršič
//! (Theorem 22, and its misère extension) against the O(|λ|) dynamic program
//! of Ilić, and the same value on the exponent representation (§8).
//!
//! * `lctr_value_1e6_parts`: a partition with 10^6 parts — a staircase-like
//!   head of 1000 rows (Durfee length 500) on a tail of rows of length 1–5 —
//!   |λ| ≈ 3.5·10^6: `Lctr.grundy` / `Downright.grundy` (normal LCTR,
//!   normal Downright, misère LCTR) against `Lctr.grundy_dp` (normal LCTR);
//! * `lctr_runs_1e6_runs`: an exponent representation with 10^6 runs
//!   (parts 2·10^6 − t, multiplicities 1–7, about 4·10^6 rows and
//!   |λ| ≈ 6·10^12, which no expanded representation could hold): building
//!   the `RunsIndex` (one O(k) pass), the O(log k) value on the built index,
//!   and `Lctr.grundy_runs`, which builds no index and scans only the runs above
//!   the Durfee crossing (here about 4·10^5 of the 10^6 runs).

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use hookgames_game::Convention;
use hookgames_lctr::{Downright, Lctr, RunsIndex};
use hookgames_partition::{Partition, PartitionRuns};

const PARTS: usize = 1_000_000;

fn million_parts() -> Partition {
    let mut parts = Vec::with_capacity(PARTS);
    for i in 0..PARTS {
        let p = if i < 1000 {
            1000 - i as u64 + 5
        } else {
            1 + ((PARTS - i) / 200_001) as u64
        };
        parts.push(p);
    }
    Partition::new(parts).expect("non-increasing parts")
}

fn million_runs() -> PartitionRuns {
    let runs = (0..1_000_000u64)
        .map(|t| (2_000_000 - t, 1 + t % 7))
        .collect();
    PartitionRuns::new(runs).expect("strictly decreasing parts")
}

fn value_vs_dp(c: &mut Criterion) {
    let lambda = million_parts();
    assert_eq!(lambda.len(), PARTS);
    let fast = Lctr.value(&lambda, Convention::Normal).unwrap();
    assert_eq!(Lctr.grundy_dp(&lambda, Convention::Normal).unwrap(), fast);
    let mut g = c.benchmark_group("lctr_value_1e6_parts");
    g.bench_function("grundy_lctr_normal", |b| {
        b.iter(|| Lctr.value(black_box(&lambda), Convention::Normal))
    });
    g.bench_function("grundy_downright_normal", |b| {
        b.iter(|| Downright.value(black_box(&lambda), Convention::Normal))
    });
    g.bench_function("grundy_lctr_misere", |b| {
        b.iter(|| Lctr.value(black_box(&lambda), Convention::Misere))
    });
    g.bench_function("grundy_dp_lctr_normal", |b| {
        b.iter(|| Lctr.grundy_dp(black_box(&lambda), Convention::Normal))
    });
    g.finish();
}

fn runs(c: &mut Criterion) {
    let runs = million_runs();
    let index = RunsIndex::new(&runs);
    assert_eq!(index.num_runs(), 1_000_000);
    for convention in [Convention::Normal, Convention::Misere] {
        assert_eq!(
            index.value(Lctr, convention).unwrap(),
            Lctr.grundy_runs(&runs, convention).unwrap()
        );
    }
    let mut g = c.benchmark_group("lctr_runs_1e6_runs");
    g.bench_function("index_grundy_lctr_normal", |b| {
        b.iter(|| black_box(&index).value(Lctr, Convention::Normal))
    });
    g.bench_function("index_grundy_lctr_misere", |b| {
        b.iter(|| black_box(&index).value(Lctr, Convention::Misere))
    });
    g.bench_function("build_index", |b| {
        b.iter(|| RunsIndex::new(black_box(&runs)))
    });
    g.bench_function("scan_grundy_runs_lctr_normal", |b| {
        b.iter(|| Lctr.grundy_runs(black_box(&runs), Convention::Normal))
    });
    g.bench_function("scan_grundy_runs_lctr_misere", |b| {
        b.iter(|| Lctr.grundy_runs(black_box(&runs), Convention::Misere))
    });
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    targets = value_vs_dp, runs
}
criterion_main!(benches);
