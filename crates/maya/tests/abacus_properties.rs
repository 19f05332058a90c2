//! n-cores, n-quotients and n-weights from the abacus, against removing
//! n-hooks one at a time and against hook lengths computed from the parts.

use hookgames_maya::{
    Abacus, MAX_RUNNERS, MayaDiagram, MayaError, core_and_quotient, core_by_hook_removal,
    from_core_and_quotient, is_n_core, n_core, n_quotient, n_weight,
};
use hookgames_partition::Partition;
use hookgames_partition::arbitrary::hook_lengths_by_definition;
use hookgames_partition::arbitrary::{BoundedPartition, SmallPartition, partitions_up_to};
use quickcheck::{Arbitrary, Gen, QuickCheck};

/// Number of boxes whose hook length is divisible by n.
fn divisible_hooks(lambda: &Partition, n: u64) -> u64 {
    hook_lengths_by_definition(lambda)
        .iter()
        .filter(|&&(_, h)| h % n == 0)
        .count() as u64
}

/// Everything about λ and n that does not need the naive core.
fn check_fast(lambda: &Partition, n: u64) {
    let core = n_core(lambda, n).unwrap();
    let quotient = n_quotient(lambda, n).unwrap();
    let w = n_weight(lambda, n).unwrap();
    assert_eq!(quotient.len() as u64, n);
    let qsize: u64 = quotient.iter().map(Partition::size).sum();
    assert_eq!(w, qsize, "{lambda} n={n}");
    assert_eq!(lambda.size(), core.size() + n * w, "{lambda} n={n}");
    assert_eq!(divisible_hooks(lambda, n), w, "{lambda} n={n}");
    assert_eq!(
        divisible_hooks(&core, n),
        0,
        "the core has no hook divisible by n"
    );
    assert!(is_n_core(&core, n).unwrap());
    assert_eq!(is_n_core(lambda, n).unwrap(), w == 0);
    assert_eq!(
        core_and_quotient(lambda, n).unwrap(),
        (core.clone(), quotient.clone())
    );
    assert_eq!(
        from_core_and_quotient(&core, &quotient).unwrap(),
        *lambda,
        "{lambda} n={n}"
    );
    // Any number of stones gives the same core and (canonically ordered)
    // quotient; the abacus holds the partition.
    for extra in [0, 1, 2, n as usize, 2 * n as usize + 1] {
        let a = Abacus::with_stones(lambda, n, lambda.len() + extra).unwrap();
        assert_eq!(a.core().unwrap(), core);
        assert_eq!(a.quotient().unwrap(), quotient);
        assert_eq!(a.weight(), w);
        assert_eq!(a.to_partition().unwrap(), *lambda);
        assert_eq!(a.stones(), lambda.len() + extra);
    }
    let a = Abacus::new(lambda, n).unwrap();
    assert_eq!(a.stones() % n as usize, 0);
    assert!(a.stones() >= lambda.len() && a.stones() < lambda.len() + n as usize);
    // With ℓ ≡ 0 (mod n), component k is read off runner k directly.
    for k in 0..n {
        let levels = a.runner(k).unwrap();
        let m = levels.len() as u64;
        let parts: Vec<u64> = levels
            .iter()
            .enumerate()
            .map(|(j, &q)| q - (m - 1 - j as u64))
            .collect();
        assert_eq!(Partition::new(parts).unwrap(), quotient[k as usize]);
    }
    assert!(a.runner(n).is_none());
    let d = MayaDiagram::from_partition_with_stones(lambda, a.stones()).unwrap();
    assert_eq!(a.to_maya().unwrap(), d);
    assert_eq!(Abacus::from_maya(&d, n).unwrap(), a);
}

/// Every partition of size ≤ 18 (so all of size ≤ 14), n = 1..=7: the fast core equals the core by
/// removing n-hooks one at a time, and all the identities hold.
#[test]
fn cores_and_quotients_exhaustive() {
    for lambda in partitions_up_to(18).unwrap() {
        for n in 1..=7 {
            assert_eq!(
                n_core(&lambda, n).unwrap(),
                core_by_hook_removal(&lambda, n).unwrap(),
                "{lambda} n={n}"
            );
            check_fast(&lambda, n);
        }
    }
}

/// The same, larger: every partition of size ≤ 26 (heavy).
#[test]
#[ignore = "heavy: run in release by .ci/run"]
fn cores_and_quotients_exhaustive_heavy() {
    for lambda in partitions_up_to(26).unwrap() {
        for n in 1..=9 {
            assert_eq!(
                n_core(&lambda, n).unwrap(),
                core_by_hook_removal(&lambda, n).unwrap()
            );
            check_fast(&lambda, n);
        }
    }
}

#[test]
fn fast_core_equals_naive_random() {
    fn prop(p: SmallPartition, n: u8) -> bool {
        let n = u64::from(n % 12) + 1;
        n_core(&p.0, n).unwrap() == core_by_hook_removal(&p.0, n).unwrap()
    }
    QuickCheck::new()
        .tests(400)
        .quickcheck(prop as fn(SmallPartition, u8) -> bool);
}

#[test]
fn fast_core_equals_naive_medium() {
    fn prop(p: BoundedPartition<200, 500>, n: u8) -> bool {
        // n ≥ 5 keeps the naive reference (one O(ℓ + λ_1) search per hook) quick.
        let n = u64::from(n % 60) + 5;
        n_core(&p.0, n).unwrap() == core_by_hook_removal(&p.0, n).unwrap()
    }
    QuickCheck::new()
        .tests(40)
        .quickcheck(prop as fn(BoundedPartition<200, 500>, u8) -> bool);
}

#[test]
fn identities_medium() {
    fn prop(p: BoundedPartition<200, 500>, n: u8) -> bool {
        check_fast(&p.0, u64::from(n % 20) + 1);
        true
    }
    QuickCheck::new()
        .tests(60)
        .quickcheck(prop as fn(BoundedPartition<200, 500>, u8) -> bool);
}

/// A random n, an n-core and an n-quotient.
#[derive(Clone, Debug)]
struct CoreQuotient {
    core: Partition,
    quotient: Vec<Partition>,
}

impl Arbitrary for CoreQuotient {
    fn arbitrary(g: &mut Gen) -> Self {
        let n = u64::arbitrary(g) % 6 + 1;
        let core = n_core(&SmallPartition::arbitrary(g).0, n).unwrap();
        let quotient = (0..n).map(|_| SmallPartition::arbitrary(g).0).collect();
        CoreQuotient { core, quotient }
    }
}

/// (core, quotient) ↦ λ ↦ (core, quotient) is the identity: the
/// correspondence is onto.
#[test]
fn reconstruction_is_onto() {
    fn prop(cq: CoreQuotient) -> bool {
        let n = cq.quotient.len() as u64;
        let lambda = from_core_and_quotient(&cq.core, &cq.quotient).unwrap();
        let qsize: u64 = cq.quotient.iter().map(Partition::size).sum();
        core_and_quotient(&lambda, n).unwrap() == (cq.core.clone(), cq.quotient.clone())
            && lambda.size() == cq.core.size() + n * qsize
            && n_core(&lambda, n).unwrap() == core_by_hook_removal(&lambda, n).unwrap()
    }
    QuickCheck::new()
        .tests(300)
        .quickcheck(prop as fn(CoreQuotient) -> bool);
}

/// For n = 2, 3 and every N ≤ 16: the partitions of N correspond one-to-one
/// to pairs (n-core c, quotient) with |c| + n·Σ|q_k| = N.
#[test]
fn core_quotient_is_a_bijection_by_counting() {
    let all = partitions_up_to(16).unwrap();
    for n in [2u64, 3] {
        for size in 0..=16u64 {
            let of_size: Vec<&Partition> = all.iter().filter(|p| p.size() == size).collect();
            let mut images: Vec<(Partition, Vec<Partition>)> = of_size
                .iter()
                .map(|p| core_and_quotient(p, n).unwrap())
                .collect();
            images.sort();
            images.dedup();
            assert_eq!(images.len(), of_size.len(), "injective, n={n}, N={size}");
            // Count the pairs: Σ over cores c with |c| ≡ N (mod n) of the
            // number of n-tuples of partitions of total size (N − |c|)/n.
            let cores: Vec<&Partition> = all
                .iter()
                .filter(|p| p.size() <= size && is_n_core(p, n).unwrap())
                .collect();
            let tuples = |w: u64| -> usize {
                // n-tuples of partitions of total size w, by convolution.
                let mut ways = vec![0usize; w as usize + 1];
                ways[0] = 1;
                for _ in 0..n {
                    let mut next = vec![0usize; w as usize + 1];
                    for (a, &x) in ways.iter().enumerate() {
                        for b in 0..=(w as usize - a) {
                            let pb = all.iter().filter(|p| p.size() == b as u64).count();
                            next[a + b] += x * pb;
                        }
                    }
                    ways = next;
                }
                ways[w as usize]
            };
            let pairs: usize = cores
                .iter()
                .filter(|c| (size - c.size()) % n == 0)
                .map(|c| tuples((size - c.size()) / n))
                .sum();
            assert_eq!(pairs, of_size.len(), "n={n}, N={size}");
        }
    }
}

#[test]
fn abacus_errors() {
    let y = Partition::new(vec![3, 1]).unwrap();
    assert_eq!(n_core(&y, 0), Err(MayaError::ZeroModulus));
    assert_eq!(n_quotient(&y, 0), Err(MayaError::ZeroModulus));
    assert_eq!(core_by_hook_removal(&y, 0), Err(MayaError::ZeroModulus));
    assert_eq!(from_core_and_quotient(&y, &[]), Err(MayaError::ZeroModulus));
    let big = MAX_RUNNERS as u64 + 1;
    assert_eq!(
        n_quotient(&y, big),
        Err(MayaError::TooManyRunners {
            n: big,
            limit: MAX_RUNNERS
        })
    );
    assert!(matches!(
        Abacus::new(&y, big),
        Err(MayaError::TooManyRunners { .. })
    ));
    // The core and the weight have no runner limit.
    assert_eq!(n_core(&y, big).unwrap(), y);
    assert_eq!(n_weight(&y, u64::MAX).unwrap(), 0);
    assert_eq!(
        Abacus::with_stones(&y, 2, 1),
        Err(MayaError::TooFewStones { stones: 1, rows: 2 })
    );
    let not_core = Partition::new(vec![2]).unwrap();
    let e = from_core_and_quotient(&not_core, &[Partition::empty(), Partition::empty()]);
    assert_eq!(
        e,
        Err(MayaError::NotACore {
            core: not_core,
            n: 2
        })
    );
    assert_eq!(
        e.unwrap_err().to_string(),
        "2 is not a 2-core: it has a hook of length 2"
    );
    let wide = Partition::new(vec![1 << 40]).unwrap();
    assert!(matches!(
        core_by_hook_removal(&wide, 3),
        Err(MayaError::ColumnLimit { .. })
    ));
    assert_eq!(n_core(&wide, 3).unwrap().size(), (1u64 << 40) % 3);
    // A reconstruction that would need too many stones is refused.
    let long = Partition::new(vec![1; 1000]).unwrap();
    let mut q = vec![Partition::empty(); MAX_RUNNERS];
    q[0] = long;
    assert!(matches!(
        from_core_and_quotient(&Partition::empty(), &q),
        Err(MayaError::TooManyStones { .. })
    ));
}
