//! hookgames-maya: n-cores and n-quotients on the abacus.
//!
//! * linearity: `n_core` and `n_quotient` of partitions with 10^5 and 10^6
//!   parts (λ_1 ≈ half the number of parts, |λ| up to ≈ 2.5·10^11),
//!   n = 2, 3, 5: the time should grow tenfold;
//! * the abacus against removing n-hooks one at a time
//!   (`core_by_hook_removal`, one O(ℓ + λ_1) search per hook) on a partition
//!   with 10^4 parts and λ_1 ≈ 20 (|λ| ≈ 10^5, so the naive reference removes
//!   about 10^5/n hooks).
//!
//! Partitions are random-looking but deterministic (a 64-bit LCG).

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use hookgames_maya::{core_by_hook_removal, n_core, n_quotient};
use hookgames_partition::Partition;

struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
}

/// `rows` parts, built from the last row up: each part exceeds the one below
/// it by 1 with probability 1/`inv_p` (and by 0 otherwise), the last part is 1.
fn random_partition(rows: usize, inv_p: u64, seed: u64) -> Partition {
    let mut g = Lcg(seed);
    let mut parts = Vec::with_capacity(rows);
    let mut p = 1u64;
    for _ in 0..rows {
        parts.push(p);
        if g.next().is_multiple_of(inv_p) {
            p += 1;
        }
    }
    parts.reverse();
    Partition::new(parts).unwrap()
}

fn linear(c: &mut Criterion) {
    let mut group = c.benchmark_group("maya_core");
    group.sample_size(10);
    for rows in [100_000usize, 1_000_000] {
        // Steps 0/1 with probability 1/2: λ_1 ≈ rows / 2.
        let lambda = random_partition(rows, 2, 0x5eed + rows as u64);
        for n in [2u64, 3, 5] {
            group.bench_with_input(
                BenchmarkId::new(format!("n_core/n={n}"), rows),
                &lambda,
                |b, l| b.iter(|| n_core(black_box(l), n).unwrap()),
            );
            group.bench_with_input(
                BenchmarkId::new(format!("n_quotient/n={n}"), rows),
                &lambda,
                |b, l| b.iter(|| n_quotient(black_box(l), n).unwrap()),
            );
        }
    }
    group.finish();
}

fn naive(c: &mut Criterion) {
    let mut group = c.benchmark_group("maya_core_vs_naive");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500));
    // 10^4 parts, λ_1 ≈ 21.
    let lambda = random_partition(10_000, 500, 0xabcd);
    for n in [2u64, 3, 5] {
        group.bench_with_input(BenchmarkId::new("abacus", n), &lambda, |b, l| {
            b.iter(|| n_core(black_box(l), n).unwrap())
        });
        group.bench_with_input(BenchmarkId::new("hook_by_hook", n), &lambda, |b, l| {
            b.iter(|| core_by_hook_removal(black_box(l), n).unwrap())
        });
    }
    group.finish();
}

criterion_group!(benches, linear, naive);
criterion_main!(benches);
