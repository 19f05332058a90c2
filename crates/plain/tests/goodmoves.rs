//! Kawanaka §4 and §9: the n-adic expansion E⁽ⁿ⁾ (4.1) three ways
//! (arrow lengths, the diagram, iterated restrictions), Theorem 4.1
//! (E⁽²⁾ is the Grundy value) and Theorem 4.2 ((i) the Klein restrictions,
//! (ii) the moves to every value without trial and error) on every position
//! of the plain examples, and the worked example of §9 end to end.

mod games;

use games::{
    Heap, OneLine, Shifted, Young, cube, hook_lengths, remove_hook, strict, to_stones,
    young_diagram,
};
use hookgames_game::{AlgorithmExt, FiniteAlgorithm, Solver, find_isomorphism};
use hookgames_plain::{
    Diagram, Klein, KleinSubgroup, Plain, descent, good_moves, klein_h, klein_quotient,
    klein_restrictions, n_adic_expansion, n_adic_expansions, option_indices_with_value,
    options_with_value_by_trial,
};
use quickcheck::{Arbitrary, Gen, QuickCheck};

/// Every state of ⟨root⟩: E⁽ⁿ⁾ by arrow lengths, by the diagram and by
/// iterated restrictions agree (n = 2, 3, 4), E⁽²⁾ is the Grundy value
/// (Theorem 4.1), and Theorem 4.2(ii) returns exactly the options of value
/// t found by trial, for every t up to max + 1.
fn check_game<A: Plain>(game: &A, root: A::State) -> usize {
    let fa = FiniteAlgorithm::from_root(game, &root).unwrap();
    let grundy = fa.grundy_values().unwrap();
    let max = *grundy.iter().max().unwrap_or(&0);
    for n in 2..=4u64 {
        let literal = n_adic_expansions(&fa, n).unwrap();
        for (p, state) in fa.states().iter().enumerate() {
            let fast = n_adic_expansion(game, state, n).unwrap();
            let y = Diagram::of(game, state).unwrap();
            assert_eq!(fast, literal[p], "n = {n}");
            assert_eq!(y.n_adic_expansion(n).unwrap(), fast, "n = {n}");
            if n == 2 {
                assert_eq!(fast, grundy[p], "Theorem 4.1");
            }
        }
    }
    for p in 0..fa.len() as u32 {
        let y = Diagram::of_finite(&fa, p).unwrap();
        for t in 0..=max + 1 {
            let mut by_trial: Vec<u32> = fa
                .followers_of(p)
                .iter()
                .copied()
                .filter(|&q| grundy[q as usize] == t)
                .collect();
            by_trial.sort_unstable();
            let by_theorem: Vec<u32> = option_indices_with_value(&y, t)
                .unwrap()
                .into_iter()
                .map(|i| y.labels()[i as usize])
                .collect();
            assert_eq!(by_theorem, by_trial, "t = {t} at state {p}");
        }
    }
    fa.len()
}

#[test]
fn theorems_4_1_and_4_2_on_young_diagrams() {
    // All partitions inside (6, 5, 4, 3, 3, 1).
    assert_eq!(check_game(&Young, vec![6, 5, 4, 3, 3, 1]), 457);
    assert_eq!(check_game(&Young, vec![8, 2, 2, 1, 1]), 90);
}

#[test]
fn theorems_4_1_and_4_2_on_the_one_line_realization() {
    // All placements of 4 stones on 11 cells.
    assert_eq!(check_game(&OneLine, 0b111_1000_0000), 330);
}

#[test]
fn theorems_4_1_and_4_2_on_shifted_hook_removal() {
    assert_eq!(check_game(&Shifted, strict(&[7, 5, 4, 2, 1])), 88);
    assert_eq!(check_game(&Shifted, strict(&[9, 6, 3])), 98);
}

#[test]
fn theorems_4_1_and_4_2_on_sums_and_cubes() {
    check_game(&(Young, Shifted), (vec![3, 2, 1], strict(&[4, 2, 1])));
    check_game(&vec![Heap; 3], vec![5, 6, 3]);
    check_game(&(OneLine, Heap), (to_stones(&[4, 2], 3), 6));
    check_game(&cube(6), vec![0; 6]);
}

#[test]
fn theorem_4_2_i_on_the_klein_restrictions() {
    // E_⟨b⟩ = E_⟨ab⟩ = Σ 2^i ε_{i+1} and E_⟨a⟩ = ε_0 + Σ_{i≥1} 2^i ε_{i+1},
    // with the restrictions built literally from the map F of Prop. 3.2.
    for fa in [
        FiniteAlgorithm::from_root(&Young, &vec![5, 4, 3, 3, 1]).unwrap(),
        FiniteAlgorithm::from_root(&Young, &vec![7, 3, 1, 1]).unwrap(),
    ] {
        let e = n_adic_expansions(&fa, 2).unwrap();
        let [a, b, ab] = klein_restrictions(&fa).unwrap();
        let (ea, eb, eab) = (
            n_adic_expansions(&a, 2).unwrap(),
            n_adic_expansions(&b, 2).unwrap(),
            n_adic_expansions(&ab, 2).unwrap(),
        );
        for p in 0..fa.len() {
            assert_eq!(eb[p], e[p] >> 1);
            assert_eq!(eab[p], e[p] >> 1);
            assert_eq!(ea[p], (e[p] & 1) | ((e[p] >> 2) << 1));
        }
    }
    let shifted = FiniteAlgorithm::from_root(&Shifted, &strict(&[6, 4, 3, 1])).unwrap();
    let e = n_adic_expansions(&shifted, 2).unwrap();
    let [a, b, _] = klein_restrictions(&shifted).unwrap();
    let (ea, eb) = (
        n_adic_expansions(&a, 2).unwrap(),
        n_adic_expansions(&b, 2).unwrap(),
    );
    for p in 0..shifted.len() {
        assert_eq!(eb[p], e[p] >> 1);
        assert_eq!(ea[p], (e[p] & 1) | ((e[p] >> 2) << 1));
    }
}

#[test]
fn good_moves_of_nim_are_bouton_s() {
    let nim = vec![Heap; 3];
    let mut solver = Solver::new(&nim);
    for a in 0..6u64 {
        for b in 0..6u64 {
            for c in 0..6u64 {
                let p = vec![a, b, c];
                let mut theorem = good_moves(&nim, &p).unwrap();
                let mut trial = solver.winning_moves(&p).unwrap();
                theorem.sort();
                trial.sort();
                assert_eq!(theorem, trial, "{p:?}");
            }
        }
    }
}

/// The disjoint union of Young diagrams as one diagram.
fn union_diagram(parts: &[&[u64]]) -> Diagram<u32> {
    let mut rows: Vec<Vec<u32>> = Vec::new();
    for lambda in parts {
        let d = young_diagram(lambda);
        let base = rows.len() as u32;
        for x in 0..d.len() as u32 {
            rows.push(d.followers_of(x).iter().map(|&y| y + base).collect());
        }
    }
    Diagram::from_followers(vec![0u32; rows.len()], rows).unwrap()
}

fn isomorphic<T, U>(a: &Diagram<T>, b: &Diagram<U>) -> bool {
    find_isomorphism(a, &a.origin(), b, &b.origin())
        .unwrap()
        .is_some()
}

#[test]
fn kawanaka_section_9_example() {
    let lambda = [9u64, 8, 6, 5, 5, 2];
    let y = young_diagram(&lambda);
    assert_eq!(y.len(), 35);
    // (9.1): |Y| = 35, |Y_(2)| = 17, |Y_(4)| = 7, |Y_(8)| = 2, |Y_(16)| = 0.
    let hooks = hook_lengths(&lambda);
    let sizes: Vec<usize> = [1u64, 2, 4, 8, 16]
        .iter()
        .map(|&m| hooks.iter().filter(|&&h| h % m == 0).count())
        .collect();
    assert_eq!(sizes, vec![35, 17, 7, 2, 0]);
    // E^(2)(Y) = 1 + 2 + 4 = 7, four ways.
    assert_eq!(y.n_adic_digits(2).unwrap(), vec![1, 1, 1]);
    assert_eq!(y.n_adic_expansion(2).unwrap(), 7);
    assert_eq!(n_adic_expansion(&Young, &lambda.to_vec(), 2).unwrap(), 7);
    let fa = FiniteAlgorithm::from_root(&Young, &lambda.to_vec()).unwrap();
    assert_eq!(fa.len(), 2771);
    assert_eq!(fa.grundy_values().unwrap()[0], 7);
    assert_eq!(n_adic_expansions(&fa, 2).unwrap()[0], 7);

    // Figure 10: g is a at the north-west corner and alternates.
    let c = y.coloring().unwrap();
    let h = klein_h(c.dynkin());
    for (x, &(i, j)) in y.labels().iter().enumerate() {
        let g = h[c.color(x as u32).unwrap() as usize];
        assert_eq!(
            g,
            if (i + j as usize).is_multiple_of(2) {
                Klein::A
            } else {
                Klein::B
            }
        );
    }
    // Figure 11: d(x) = ∏_{y ∈ H(x)} g(y); e.g. d(1,1) = a^8 b^6 ... = 1·... .
    let d = |x: u32| -> Klein {
        y.hook(x)
            .iter()
            .map(|&z| h[c.color(z).unwrap() as usize])
            .fold(Klein::One, |acc, g| acc * g)
    };
    let at = |i: usize, j: u64| y.labels().iter().position(|&b| b == (i, j)).unwrap() as u32;
    // The first row of Figure 11 begins ab, a, b, ab, a.
    assert_eq!(
        (1..=5).map(|j| d(at(1, j))).collect::<Vec<_>>(),
        vec![Klein::AB, Klein::A, Klein::B, Klein::AB, Klein::A]
    );

    // Theorem 4.2(ii), third case twice: Y' = the ⟨b⟩-quotient (9.2).
    let desc = descent(&y, 0).unwrap();
    assert_eq!(desc.steps[0].subgroup, Some(KleinSubgroup::B));
    assert_eq!((desc.steps[0].epsilon0, desc.steps[0].epsilon1), (1, 1));
    let y1 = klein_quotient(&y, KleinSubgroup::B).unwrap();
    assert_eq!(y1.len(), 15);
    for (x, b) in y.labels().iter().enumerate() {
        let inside = y1.labels().contains(b);
        assert_eq!(inside, matches!(d(x as u32), Klein::One | Klein::B));
    }
    // Y' ≅ the 2 × 5 rectangle ⊔ a hook of length 5.
    let hooks_of_length_5: [&[u64]; 5] =
        [&[5], &[4, 1], &[3, 1, 1], &[2, 1, 1, 1], &[1, 1, 1, 1, 1]];
    let matching: Vec<&[u64]> = hooks_of_length_5
        .iter()
        .copied()
        .filter(|hook| isomorphic(&y1, &union_diagram(&[&[5, 5], hook])))
        .collect();
    // Exactly one hook shape fits: (3, 1, 1) (arm 2, leg 2).
    assert_eq!(matching, vec![&[3u64, 1, 1][..]]);
    assert_eq!(y1.n_adic_expansion(2).unwrap(), 3); // E^(2)(Y') = 3 (Theorem 4.2(i))
    assert_eq!(desc.steps[1].t, 0);
    assert_eq!(desc.steps[1].subgroup, Some(KleinSubgroup::B));
    // Y'' ≅ rows of 3 and 2: Nim heaps 3 and 2.
    let y2 = klein_quotient(&y1, KleinSubgroup::B).unwrap();
    assert!(isomorphic(&y2, &union_diagram(&[&[3], &[2]])));
    assert_eq!(
        desc.steps[2].points.len(),
        5,
        "the third level is Y'' (5 boxes)"
    );
    // The unique good move: the hook of the box in row 3, column 6.
    assert_eq!(desc.options.len(), 1);
    assert_eq!(y.labels()[desc.options[0] as usize], (3, 6));
    let good = remove_hook(&lambda, 3, 6);
    assert_eq!(good, vec![9, 8, 5, 5, 5, 2]); // the corner (3, 6)
    // The same by trial, on the materialized algorithm and with Plain lengths.
    let mut solver = Solver::new(&Young);
    assert_eq!(
        solver.winning_moves(&lambda.to_vec()).unwrap(),
        vec![good.clone()]
    );
    assert_eq!(
        options_with_value_by_trial(&Young, &lambda.to_vec(), 0).unwrap(),
        vec![good.clone()]
    );
    assert_eq!(good_moves(&Young, &lambda.to_vec()).unwrap(), vec![good]);
}

/// A random partition of at most 40 boxes.
#[derive(Clone, Debug)]
struct SmallPartition(Vec<u64>);

impl Arbitrary for SmallPartition {
    fn arbitrary(g: &mut Gen) -> Self {
        let rows = usize::arbitrary(g) % 8;
        let mut parts: Vec<u64> = (0..rows).map(|_| 1 + u64::arbitrary(g) % 8).collect();
        parts.sort_unstable_by(|a, b| b.cmp(a));
        SmallPartition(parts)
    }
    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        let p = self.0.clone();
        Box::new((0..p.len()).map(move |i| {
            let mut q = p.clone();
            q.remove(i);
            SmallPartition(q)
        }))
    }
}

#[test]
fn quickcheck_theorem_4_2_against_trial_on_random_young_diagrams() {
    fn prop(p: SmallPartition) -> bool {
        let lambda = p.0;
        let y = Diagram::of(&Young, &lambda).unwrap();
        let max = n_adic_expansion(&Young, &lambda, 2).unwrap() + 2;
        (0..=max.max(8)).all(|t| {
            let theorem: Vec<Vec<u64>> = option_indices_with_value(&y, t)
                .unwrap()
                .into_iter()
                .map(|i| y.labels()[i as usize].clone())
                .collect();
            let mut trial = options_with_value_by_trial(&Young, &lambda, t).unwrap();
            let mut theorem = theorem;
            theorem.sort();
            trial.sort();
            theorem == trial
        })
    }
    QuickCheck::new()
        .tests(150)
        .quickcheck(prop as fn(SmallPartition) -> bool);
}

#[test]
fn expansions_reject_a_bad_modulus() {
    use hookgames_plain::PlainError;
    assert_eq!(
        n_adic_expansion(&Heap, &5, 1).unwrap_err(),
        PlainError::InvalidModulus { n: 1 }
    );
    let fa = FiniteAlgorithm::from_root(&Heap, &3).unwrap();
    assert_eq!(
        n_adic_expansions(&fa, 0).unwrap_err(),
        PlainError::InvalidModulus { n: 0 }
    );
    let _ = Heap.followers(&2).unwrap();
}
