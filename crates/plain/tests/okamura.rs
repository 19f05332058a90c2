//! Kawanaka §5, §7, §10, §11: Okamura's algorithm and Theorems 5.1/5.2
//! (the hook-length formula), the Greene–Nijenhuis–Wilf hook walk
//! (Theorem 10.1) with exact rational probabilities, and the colored hook
//! formula (7.1)/(11.2) at random integer points, Nakada's 2 × 2 case
//! included.

mod games;

use std::collections::HashMap;

use games::{Shifted, Young, partitions, rng, standard_tableaux, strict, young_diagram};
use hookgames_game::{Algorithm, FiniteAlgorithm};
use hookgames_plain::{
    Diagram, MAX_REJECTED_DRAWS, PlainError, arrow_lengths, colored_hook_product, colored_path_sum,
    hook_length_count, hook_walk, hook_walk_distribution, irreducible_path_count, okamura_path,
    okamura_probability, root_map,
};
use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::{One, Zero};

#[test]
fn theorem_5_2_counts_standard_young_tableaux() {
    let mut memo = HashMap::new();
    for n in 0..=10 {
        for lambda in partitions(n) {
            let f = standard_tableaux(&lambda, &mut memo);
            let y = young_diagram(&lambda);
            assert_eq!(
                hook_length_count(&y).unwrap(),
                BigUint::from(f),
                "{lambda:?}"
            );
        }
    }
    // A large one: f^(9,8,6,5,5,2).
    let lambda = [9u64, 8, 6, 5, 5, 2];
    let f = standard_tableaux(&lambda, &mut memo);
    assert_eq!(
        hook_length_count(&young_diagram(&lambda)).unwrap(),
        BigUint::from(f)
    );
}

#[test]
fn theorem_5_2_counts_irreducible_paths() {
    // Against dynamic programming on (P, φ_irred), at every state.
    for fa in [
        FiniteAlgorithm::from_root(&Young, &vec![4, 3, 3, 1]).unwrap(),
        FiniteAlgorithm::from_root(&Young, &vec![6, 2, 1]).unwrap(),
    ] {
        for p in 0..fa.len() as u32 {
            let y = Diagram::of_finite(&fa, p).unwrap();
            assert_eq!(
                irreducible_path_count(&fa, p).unwrap(),
                hook_length_count(&y).unwrap()
            );
        }
    }
    let shifted = FiniteAlgorithm::from_root(&Shifted, &strict(&[6, 4, 3, 1])).unwrap();
    for p in 0..shifted.len() as u32 {
        let y = Diagram::of_finite(&shifted, p).unwrap();
        assert_eq!(
            irreducible_path_count(&shifted, p).unwrap(),
            hook_length_count(&y).unwrap()
        );
    }
    let sum = FiniteAlgorithm::from_root(&(Young, Shifted), &(vec![2, 2], strict(&[3]))).unwrap();
    let y = Diagram::of_finite(&sum, 0).unwrap();
    assert_eq!(
        irreducible_path_count(&sum, 0).unwrap(),
        hook_length_count(&y).unwrap()
    );
}

/// The exact probability of every irreducible path from the root under
/// Okamura's algorithm: the product of the hook-walk end probabilities.
fn path_probabilities<S>(fa: &FiniteAlgorithm<S>) -> Vec<BigRational> {
    let lengths = arrow_lengths(fa).unwrap();
    let mut out = Vec::new();
    let mut stack: Vec<(u32, BigRational)> = vec![(0, BigRational::one())];
    while let Some((p, prob)) = stack.pop() {
        let y = Diagram::of_finite(fa, p).unwrap();
        if y.is_empty() {
            out.push(prob);
            continue;
        }
        let dist = hook_walk_distribution(&y).unwrap();
        let irreducible = lengths.irreducible_followers(p);
        for (x, px) in dist.iter().enumerate() {
            let q = y.labels()[x];
            // The walk ends exactly at the irreducible options.
            assert_eq!(!px.is_zero(), irreducible.contains(&q));
            if !px.is_zero() {
                stack.push((q, &prob * px));
            }
        }
    }
    out
}

#[test]
fn theorems_5_1_and_10_1_exactly() {
    // Every irreducible path has probability ∏|H| / |Y|!.
    for lambda in [vec![3, 2], vec![3, 3, 1], vec![4, 2, 1], vec![2, 2, 2]] {
        let fa = FiniteAlgorithm::from_root(&Young, &lambda).unwrap();
        let expected = okamura_probability(&young_diagram(&lambda));
        let probs = path_probabilities(&fa);
        let mut memo = HashMap::new();
        assert_eq!(probs.len() as u128, standard_tableaux(&lambda, &mut memo));
        assert!(probs.iter().all(|p| *p == expected), "{lambda:?}");
    }
    let shifted = FiniteAlgorithm::from_root(&Shifted, &strict(&[5, 3, 2])).unwrap();
    let expected = okamura_probability(&Diagram::of_finite(&shifted, 0).unwrap());
    let probs = path_probabilities(&shifted);
    assert!(probs.iter().all(|p| *p == expected));
    let total: BigRational = probs.iter().sum();
    assert_eq!(total, BigRational::one());
}

#[test]
fn hook_walks_end_at_sources_and_are_deterministic() {
    let y = young_diagram(&[5, 4, 4, 2, 1]);
    let sources = y.sources();
    let mut r = rng(42);
    for _ in 0..200 {
        let x = hook_walk(&y, &mut r).unwrap().unwrap();
        assert!(sources.contains(&x));
        assert_eq!(y.hook_length(x), 1);
    }
    // The same source gives the same walks and paths.
    let (mut r1, mut r2) = (rng(7), rng(7));
    let a: Vec<u32> = (0..50)
        .map(|_| hook_walk(&y, &mut r1).unwrap().unwrap())
        .collect();
    let b: Vec<u32> = (0..50)
        .map(|_| hook_walk(&y, &mut r2).unwrap().unwrap())
        .collect();
    assert_eq!(a, b);
    let lambda = vec![4, 3, 1];
    let (mut r1, mut r2) = (rng(9), rng(9));
    let p1 = okamura_path(&Young, &lambda, &mut r1).unwrap();
    let p2 = okamura_path(&Young, &lambda, &mut r2).unwrap();
    assert_eq!(p1, p2);
    // A path of |φ(p)| irreducible arrows (Proposition 2.3), ending at ∅,
    // removing one box at a time: a standard tableau.
    assert_eq!(p1.len(), 9);
    for w in p1.windows(2) {
        let (a, b) = (w[0].iter().sum::<u64>(), w[1].iter().sum::<u64>());
        assert_eq!(a, b + 1);
        assert!(Young.has_arrow(&w[0], &w[1]).unwrap());
    }
    assert!(p1.last().unwrap().is_empty());
    assert_eq!(hook_walk(&young_diagram(&[]), &mut r1), Ok(None));
    // A source stuck on a word the sampling rejects is an error, not a hang
    // (it would have looped for ever).
    let mut stuck = || 0u64;
    assert_eq!(
        hook_walk(&y, &mut stuck),
        Err(PlainError::DegenerateGenerator {
            draws: MAX_REJECTED_DRAWS + 1
        })
    );
    assert!(okamura_path(&Young, &lambda, &mut stuck).is_err());
}

/// Random positive values for the simple roots.
fn values(rank: usize, seed: u64) -> Vec<BigInt> {
    let mut r = rng(seed);
    (0..rank).map(|_| BigInt::from(1 + r() % 97)).collect()
}

#[test]
fn theorem_7_1_colored_hook_formula() {
    for (k, lambda) in [
        vec![2, 2],
        vec![3, 2],
        vec![3, 1, 1],
        vec![3, 3, 2],
        vec![4, 2, 1],
    ]
    .into_iter()
    .enumerate()
    {
        let fa = FiniteAlgorithm::from_root(&Young, &lambda).unwrap();
        let f = root_map(&fa).unwrap();
        for seed in 0..4 {
            let v = values(f.dynkin().rank(), 100 * k as u64 + seed);
            for p in 0..fa.len() as u32 {
                assert_eq!(
                    colored_path_sum(&fa, p, &f, &v).unwrap(),
                    colored_hook_product(&fa, p, &f, &v).unwrap(),
                    "{lambda:?} at {:?}",
                    fa.states()[p as usize]
                );
            }
        }
    }
    // Shifted diagrams (type D) and a sum.
    for fa in [
        FiniteAlgorithm::from_root(&Shifted, &strict(&[5, 3, 2])).unwrap(),
        FiniteAlgorithm::from_root(&Shifted, &strict(&[4, 3, 2, 1])).unwrap(),
    ] {
        let f = root_map(&fa).unwrap();
        let v = values(f.dynkin().rank(), 5);
        assert_eq!(
            colored_path_sum(&fa, 0, &f, &v).unwrap(),
            colored_hook_product(&fa, 0, &f, &v).unwrap()
        );
    }
}

#[test]
fn nakadas_2_by_2_case_of_11_2() {
    // Y = (2, 2): variables x₀ (content 0), x₁ (content 1), x₋₁ (content −1)
    // attached along the north-west hook (§11, Fig. 9). The hooks are
    // [H(1,1)] = x₋₁ + x₀ + x₁, [H(1,2)] = x₀ + x₁, [H(2,1)] = x₋₁ + x₀,
    // [H(2,2)] = x₀, and the sum is over all paths from (2, 2).
    let fa = FiniteAlgorithm::from_root(&Young, &vec![2, 2]).unwrap();
    assert_eq!(fa.len(), 6);
    let f = root_map(&fa).unwrap();
    let y = young_diagram(&[2, 2]);
    let c = y.coloring().unwrap();
    for seed in 0..10 {
        let v = values(3, seed);
        let lhs = colored_path_sum(&fa, 0, &f, &v).unwrap();
        // The same formula with the diagram's own colouring (11.2).
        let rhs = c.colored_hook_product(&v_for(&c, &y, &fa, &f, &v)).unwrap();
        assert_eq!(lhs, rhs);
        // And written out by hand from contents.
        let x = |content: i64| -> BigInt {
            let b = y
                .labels()
                .iter()
                .position(|&(i, j)| j as i64 - i as i64 == content)
                .unwrap();
            let alpha = c.color(b as u32).unwrap() as usize;
            v_for(&c, &y, &fa, &f, &v)[alpha].clone()
        };
        let one = BigRational::one();
        let term = |h: BigInt| &one + BigRational::new(BigInt::one(), h);
        let by_hand =
            term(x(-1) + x(0) + x(1)) * term(x(0) + x(1)) * term(x(-1) + x(0)) * term(x(0));
        assert_eq!(lhs, by_hand);
    }
}

/// The values of the literal simple roots of `f` (at the state (2, 2))
/// carried over to the simple roots of the diagram's colouring `c`: a
/// diagram root and a literal root correspond when they have the same
/// multiplicity in the root of every option (Prop. 3.1).
fn v_for(
    c: &hookgames_plain::Coloring,
    y: &Diagram<(usize, u64)>,
    fa: &FiniteAlgorithm<Vec<u64>>,
    f: &hookgames_plain::RootMap,
    v: &[BigInt],
) -> Vec<BigInt> {
    // For each box x, F(p → x) literal and Σ c over H(x) must agree under
    // the bijection; solve it by matching root columns.
    let n = y.len();
    let rank = c.dynkin().rank();
    let mut out = vec![BigInt::zero(); rank];
    for (alpha, slot) in out.iter_mut().enumerate() {
        let col: Vec<u32> = (0..n as u32).map(|x| c.hook_root(x)[alpha]).collect();
        let beta = (0..f.dynkin().rank())
            .find(|&b| {
                (0..n).all(|x| {
                    let (i, j) = y.labels()[x];
                    let q = games::remove_hook(&fa.states()[0], i, j);
                    let qi = fa.index_of(&q).unwrap();
                    f.root(0, qi).unwrap()[b] == col[x]
                })
            })
            .unwrap();
        *slot = v[beta].clone();
    }
    out
}
