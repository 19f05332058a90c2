//! hookgames-maya: n-cores and n-quotients on the abacus.
//!
//! * linearity: `n_core`, `n_quotient` and `core_and_quotient` of partitions
//!   with 10^5 and 10^6 parts (λ_1 ≈ half the number of parts, |λ| up to
//!   ≈ 2.5·10^11), n = 2, 3, 5: the time should grow tenfold;
//! * the floor `floor/one_pass`: one sequential pass over the same parts
//!   that does what any n-quotient must do at least, computing each
//!   β-number β_i = λ_i + ℓ − i with its runner β_i mod n and level
//!   ⌊β_i / n⌋ (kept as running values, no division) and summing them so
//!   that the optimizer cannot drop the pass. The quotient should stay
//!   within 3× of it (issue 17). `floor/one_pass_into_vec` is the same pass
//!   writing one word per part into a fresh vector: the quotient returns as
//!   many words, and their allocation and first touch (page faults, as the
//!   allocator hands the freed pages back to the system between
//!   iterations) are part of its time;
//! * the abacus against removing n-hooks one at a time
//!   (`core_by_hook_removal`, one O(ℓ + λ_1) search per hook) on a partition
//!   with 10^4 parts and λ_1 ≈ 20 (|λ| ≈ 10^5, so the naive reference removes
//!   about 10^5/n hooks).
//!
//! Partitions are random-looking but deterministic (a 64-bit LCG).

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use hookgames_maya::{core_and_quotient, core_by_hook_removal, n_core, n_quotient};
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

/// The β-numbers β_i = λ_i + ℓ − i of the parts (ℓ = ℓ(λ)), largest
/// first, each with its runner β_i mod n and level ⌊β_i / n⌋, updated from
/// the previous ones by the step β_{i−1} − β_i = λ_{i−1} − λ_i + 1 (one
/// division for the first part and for steps ≥ 2n, none otherwise): calls
/// `f(level, runner)` for each.
#[inline(always)]
fn for_each_runner(parts: &[u64], n: u64, mut f: impl FnMut(u64, u64)) {
    let Some((&first, rest)) = parts.split_first() else {
        return;
    };
    let mut prev = first;
    let mut beta = first + rest.len() as u64;
    let (mut level, mut runner) = (beta / n, beta % n);
    f(level, runner);
    for &p in rest {
        let d = prev - p + 1;
        prev = p;
        beta -= d;
        let ge = u64::from(d >= n);
        let dr = d - ge * n;
        if dr < n {
            let borrow = u64::from(runner < dr);
            runner = runner.wrapping_add(borrow * n).wrapping_sub(dr);
            level -= ge + borrow;
        } else {
            level = beta / n;
            runner = beta % n;
        }
        f(level, runner);
    }
}

/// The floor of the quotient: one pass computing every bead's runner and
/// level, returning Σ_i (level_i ⊕ runner_i).
fn one_pass(parts: &[u64], n: u64) -> u64 {
    let mut acc = 0u64;
    for_each_runner(parts, n, |level, runner| {
        acc = acc.wrapping_add(level ^ runner);
    });
    acc
}

/// The same pass writing level_i ⊕ runner_i into a fresh vector of ℓ words:
/// what producing as many words as a quotient has parts costs on its own
/// (allocation and first touch of the pages included).
fn one_pass_into_vec(parts: &[u64], n: u64) -> Vec<u64> {
    let mut out = Vec::with_capacity(parts.len());
    for_each_runner(parts, n, |level, runner| out.push(level ^ runner));
    out
}

fn linear(c: &mut Criterion) {
    let mut group = c.benchmark_group("maya_core");
    group.sample_size(10);
    for rows in [100_000usize, 1_000_000] {
        // Steps 0/1 with probability 1/2: λ_1 ≈ rows / 2.
        let lambda = random_partition(rows, 2, 0x5eed + rows as u64);
        for n in [2u64, 3, 5] {
            // The floor computes the β-numbers' runners and levels: check it
            // against the definition before timing it.
            let want = lambda
                .parts()
                .iter()
                .enumerate()
                .map(|(k, &p)| {
                    let beta = p + (rows - 1 - k) as u64;
                    (beta / n) ^ (beta % n)
                })
                .fold(0u64, u64::wrapping_add);
            assert_eq!(one_pass(lambda.parts(), n), want);
            let written = one_pass_into_vec(lambda.parts(), n);
            assert_eq!(written.len(), rows);
            assert_eq!(written.iter().fold(0u64, |a, &x| a.wrapping_add(x)), want);
            group.bench_with_input(
                BenchmarkId::new(format!("floor/one_pass/n={n}"), rows),
                &lambda,
                |b, l| b.iter(|| one_pass(black_box(l).parts(), black_box(n))),
            );
            group.bench_with_input(
                BenchmarkId::new(format!("floor/one_pass_into_vec/n={n}"), rows),
                &lambda,
                |b, l| b.iter(|| one_pass_into_vec(black_box(l).parts(), black_box(n))),
            );
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
            group.bench_with_input(
                BenchmarkId::new(format!("core_and_quotient/n={n}"), rows),
                &lambda,
                |b, l| b.iter(|| core_and_quotient(black_box(l), n).unwrap()),
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
