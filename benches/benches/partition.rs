//! hookgames-partition: the fast paths against the generic ones they are
//! tested against (no external peer computes these objects).
//!
//! * hook removal: O(ℓ) rim-hook formula vs moving boxes one by one;
//! * hook lengths: the row table vs one `hook_length` call per box;
//! * f^λ: hook-length formula vs counting by corner recursion (memoised);
//! * parsing: exponent notation kept as runs vs the expanded plain list;
//! * diagonal expressions: d(Y) and back for a large rectangle.

use std::collections::{BTreeSet, HashMap};
use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use hookgames_partition::{
    DiagonalExpr, Partition, PartitionRuns, Partitions, standard_tableaux_count,
};

mod common;
use common::staircase;

/// Y ∖ h_Y(i, j) by Abuku–Tada Definition 2.9 on an explicit box set.
fn remove_hook_boxes(y: &Partition, i: usize, j: u64) -> Partition {
    let boxes: BTreeSet<(usize, u64)> = y.boxes().collect();
    let mut rows = vec![0u64; y.len()];
    for &(a, b) in &boxes {
        let in_hook = (a == i && b >= j) || (b == j && a >= i);
        if in_hook {
            continue;
        }
        let row = if a > i && b > j { a - 1 } else { a };
        rows[row - 1] += 1;
    }
    Partition::new(rows).unwrap()
}

fn syt_by_corners(parts: &[u64], memo: &mut HashMap<Vec<u64>, u128>) -> u128 {
    if parts.iter().sum::<u64>() <= 1 {
        return 1;
    }
    if let Some(&v) = memo.get(parts) {
        return v;
    }
    let mut total = 0;
    for k in 0..parts.len() {
        if parts[k] > parts.get(k + 1).copied().unwrap_or(0) {
            let mut q = parts.to_vec();
            q[k] -= 1;
            if q[k] == 0 {
                q.pop();
            }
            total += syt_by_corners(&q, memo);
        }
    }
    memo.insert(parts.to_vec(), total);
    total
}

fn bench_hooks(c: &mut Criterion) {
    let y = staircase(60); // 1830 boxes
    assert_eq!(y.remove_hook(3, 5).unwrap(), remove_hook_boxes(&y, 3, 5));
    let mut g = c.benchmark_group("partition/remove_hook staircase60 at (3,5)");
    g.bench_function("rim-hook O(l)", |b| {
        b.iter(|| black_box(&y).remove_hook(3, 5).unwrap())
    });
    g.bench_function("box set (Def 2.9)", |b| {
        b.iter(|| remove_hook_boxes(black_box(&y), 3, 5))
    });
    g.finish();

    let mut g = c.benchmark_group("partition/all hook lengths staircase60");
    g.bench_function("hook_lengths table", |b| {
        b.iter(|| black_box(&y).hook_lengths().unwrap())
    });
    g.bench_function("hook_length per box", |b| {
        b.iter(|| {
            black_box(&y)
                .boxes()
                .map(|(i, j)| y.hook_length(i, j).unwrap())
                .sum::<u64>()
        })
    });
    g.finish();
}

fn bench_counts(c: &mut Criterion) {
    let y = staircase(9); // 45 boxes, 4862 subdiagrams
    let mut g = c.benchmark_group("partition/f^lambda staircase9");
    g.bench_function("hook-length formula", |b| {
        b.iter(|| standard_tableaux_count(black_box(&y)).unwrap())
    });
    g.bench_function("corner recursion (memo)", |b| {
        b.iter(|| syt_by_corners(black_box(y.parts()), &mut HashMap::new()))
    });
    g.finish();

    let big = staircase(300); // 45150 boxes
    c.bench_function("partition/f^lambda staircase300 (hook formula)", |b| {
        b.iter(|| standard_tableaux_count(black_box(&big)).unwrap())
    });
    c.bench_function("partition/Partitions(30) iterate 5604", |b| {
        b.iter(|| Partitions::new(black_box(30)).unwrap().count())
    });
}

fn bench_parse(c: &mut Criterion) {
    let expo = "1000^2000,500^3000,7^5000";
    let plain = expo.parse::<Partition>().unwrap().to_string();
    let mut g = c.benchmark_group("partition/parse 10000 parts");
    g.bench_function("PartitionRuns from exponent", |b| {
        b.iter(|| black_box(expo).parse::<PartitionRuns>().unwrap())
    });
    g.bench_function("Partition from exponent", |b| {
        b.iter(|| black_box(expo).parse::<Partition>().unwrap())
    });
    g.bench_function("Partition from plain", |b| {
        b.iter(|| black_box(plain.as_str()).parse::<Partition>().unwrap())
    });
    g.finish();
}

fn bench_diagonal(c: &mut Criterion) {
    let (m, n) = (1000usize, 1000u64);
    let y = Partition::new((0..m as u64).map(|k| n - k).collect()).unwrap();
    let d = DiagonalExpr::from_partition(&y, m, n).unwrap();
    let mut g = c.benchmark_group("partition/diagonal expression 1000x1000");
    g.bench_function("from_partition", |b| {
        b.iter(|| DiagonalExpr::from_partition(black_box(&y), m, n).unwrap())
    });
    g.bench_function("to_partition", |b| b.iter(|| black_box(&d).to_partition()));
    g.finish();
}

criterion_group!(
    benches,
    bench_hooks,
    bench_counts,
    bench_parse,
    bench_diagonal
);
criterion_main!(benches);
