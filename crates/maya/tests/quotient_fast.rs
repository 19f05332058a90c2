//! The one-pass n-quotient (and the core that comes with it) against a
//! straightforward computation from the definition: the β-numbers
//! β_i = λ_i + L − i of λ with L stones (L the smallest multiple of n that
//! is ≥ ℓ(λ), so that component k is runner k), each divided by n with `/`
//! and `%` in 128-bit arithmetic, grouped by residue; runner k with beads at
//! levels q_1 > … > q_m gives λ^(k) = (q_j − (m − j))_j, and the n-core has
//! the β-set ∪_k {k, k + n, …, k + (m_k − 1)n} (every bead slid down).
//! On random partitions of every shape that takes a different path: short
//! ones (the two-pass path), long ones with about ℓ/n beads per runner (the
//! one-pass path), long ones with every bead on one runner (the one-pass
//! path spills and falls back), n = 1, n > ℓ, huge parts, repeated parts.

use std::collections::BTreeMap;

use hookgames_maya::{Abacus, core_and_quotient, core_by_hook_removal, n_core, n_quotient};
use hookgames_partition::Partition;
use hookgames_partition::arbitrary::SmallPartition;
use quickcheck::{Arbitrary, Gen, QuickCheck};

/// The n-core and the n-quotient from the definition (see the module).
fn by_definition(lambda: &Partition, n: u64) -> (Partition, Vec<Partition>) {
    let rows = lambda.len() as u128;
    let n128 = u128::from(n);
    let stones = rows.div_ceil(n128) * n128;
    let mut runners: BTreeMap<u128, Vec<u128>> = BTreeMap::new();
    for i in 1..=stones {
        let part = if i <= rows {
            u128::from(lambda.part(i as usize))
        } else {
            0
        };
        let beta = part + stones - i;
        runners.entry(beta % n128).or_default().push(beta / n128);
    }
    let quotient = (0..n128)
        .map(|k| {
            let levels = runners.get(&k).map_or(&[][..], Vec::as_slice);
            let m = levels.len() as u128;
            let parts: Vec<u64> = levels
                .iter()
                .enumerate()
                .map(|(j, &q)| u64::try_from(q - (m - 1 - j as u128)).unwrap())
                .filter(|&p| p > 0)
                .collect();
            Partition::new(parts).unwrap()
        })
        .collect();
    let mut core_betas: Vec<u128> = runners
        .iter()
        .flat_map(|(&k, levels)| (0..levels.len() as u128).map(move |t| k + t * n128))
        .collect();
    core_betas.sort_unstable_by(|a, b| b.cmp(a));
    let core: Vec<u64> = core_betas
        .iter()
        .enumerate()
        .map(|(j, &b)| u64::try_from(b - (stones - 1 - j as u128)).unwrap())
        .filter(|&p| p > 0)
        .collect();
    (Partition::new(core).unwrap(), quotient)
}

/// Everything the fast paths compute, against the definition.
fn check(lambda: &Partition, n: u64) {
    let (core, quotient) = by_definition(lambda, n);
    assert_eq!(n_quotient(lambda, n).unwrap(), quotient, "{lambda:?} n={n}");
    assert_eq!(
        core_and_quotient(lambda, n).unwrap(),
        (core.clone(), quotient.clone()),
        "{lambda:?} n={n}"
    );
    assert_eq!(n_core(lambda, n).unwrap(), core, "{lambda:?} n={n}");
    for stones in [lambda.len(), lambda.len() + 1] {
        let a = Abacus::with_stones(lambda, n, stones).unwrap();
        assert_eq!(a.quotient().unwrap(), quotient, "{lambda:?} n={n}");
        assert_eq!(a.core().unwrap(), core, "{lambda:?} n={n}");
    }
}

/// A random partition of one of the shapes that exercise the different
/// paths, with a modulus chosen for it.
#[derive(Clone, Debug)]
struct Case {
    parts: Vec<u64>,
    n: u64,
}

impl Arbitrary for Case {
    fn arbitrary(g: &mut Gen) -> Self {
        let pick = |g: &mut Gen, m: u64| u64::arbitrary(g) % m;
        let n = match pick(g, 6) {
            0 => 1,
            1 => 2 + pick(g, 4),
            2 => 5 + pick(g, 60),
            3 => 1 << pick(g, 8),
            // Often more runners than rows.
            4 => 1 + pick(g, 3000),
            _ => 2 + pick(g, 12),
        };
        let rows = match pick(g, 4) {
            0 => pick(g, 20) as usize,
            1 => pick(g, 400) as usize,
            _ => 8 * n as usize + pick(g, 3000) as usize,
        };
        // Parts built from the last row up by steps of one kind.
        let kind = pick(g, 7);
        let mut parts = Vec::with_capacity(rows);
        let mut p = 1 + pick(g, 3);
        for _ in 0..rows {
            parts.push(p);
            p += match kind {
                // Small random steps: about ℓ/n beads per runner.
                0 | 1 => pick(g, 3),
                // Steps of n − 1: every β-number on one runner (spills).
                2 => n - 1,
                // Mostly n − 1 with a few other steps.
                3 => {
                    if pick(g, 50) == 0 {
                        pick(g, 2 * n + 1)
                    } else {
                        n - 1
                    }
                }
                // Repeated parts: long runs of equal parts.
                4 => u64::from(pick(g, 200) == 0) * pick(g, 5),
                // Huge steps (parts up to ≈ 2^44).
                5 => pick(g, 1 << 30),
                // Anything up to 2n.
                _ => pick(g, 2 * n + 1),
            };
        }
        // Sometimes one huge first part.
        if pick(g, 5) == 0 && !parts.is_empty() {
            parts.push(p + (1 << 62) + pick(g, 1 << 20));
        }
        parts.reverse();
        Case { parts, n }
    }
}

#[test]
fn quotient_equals_definition_random() {
    fn prop(c: Case) -> bool {
        check(&Partition::new(c.parts).unwrap(), c.n);
        true
    }
    QuickCheck::new()
        .tests(300)
        .quickcheck(prop as fn(Case) -> bool);
}

#[test]
fn quotient_equals_definition_small() {
    fn prop(p: SmallPartition, n: u8) -> bool {
        let n = u64::from(n % 20) + 1;
        let (core, _) = by_definition(&p.0, n);
        // The reference core is the core by definition too.
        assert_eq!(core, core_by_hook_removal(&p.0, n).unwrap());
        check(&p.0, n);
        true
    }
    QuickCheck::new()
        .tests(500)
        .quickcheck(prop as fn(SmallPartition, u8) -> bool);
}

/// Each path on a fixed input: the one-pass path (long runners), its spill
/// fallback (all beads on runner 0), runners much shorter than planned (all
/// parts 1: almost every part of the quotient is zero), n = 1, n > ℓ, and a
/// first part near `u64::MAX`.
#[test]
fn quotient_paths_fixed() {
    let long: Vec<u64> = (0..5000u64).map(|i| 2500 - i / 2).collect();
    for n in [1, 2, 3, 5, 7, 64, 625, 4999, 5000, 5001, 1 << 20] {
        check(&Partition::new(long.clone()).unwrap(), n);
    }
    for n in [2u64, 3, 10] {
        let one_runner: Vec<u64> = (0..3000u64).map(|i| (3000 - i) * (n - 1)).collect();
        let y = Partition::new(one_runner).unwrap();
        let (core, q) = by_definition(&y, n);
        assert!(q.iter().filter(|c| !c.is_empty()).count() <= 1);
        assert_eq!(n_quotient(&y, n).unwrap(), q);
        assert_eq!(core_and_quotient(&y, n).unwrap(), (core, q));
    }
    let ones = Partition::new(vec![1; 4000]).unwrap();
    for n in [1, 2, 3, 7] {
        check(&ones, n);
    }
    let huge = Partition::new(vec![u64::MAX - 4000, 7, 7, 7, 3, 1]).unwrap();
    for n in [1, 2, 3, 1 << 20] {
        check(&huge, n);
    }
    // SageMath's documented example (`Partition.quotient`), on both paths
    // the long partition has: its 3-quotient is ([2], [1], [2, 2, 2]).
    let sage = Partition::new(vec![7, 7, 5, 3, 3, 3, 1]).unwrap();
    let want = [vec![2], vec![1], vec![2, 2, 2]];
    let got: Vec<Vec<u64>> = n_quotient(&sage, 3)
        .unwrap()
        .into_iter()
        .map(Partition::into_parts)
        .collect();
    assert_eq!(got, want);
}
