//! Kawanaka §2–§3 and §8: diagrams Y_p and hooks, Theorem 2.5, the Dynkin
//! diagram and the map F (Propositions 3.1, 3.2) computed from the diagram
//! alone against the literal construction on the materialized algorithm,
//! (G, K)-quotients (Proposition 3.3), n-quotients and n-cores.

mod games;

use std::collections::HashMap;

use hookgames_game::{Algorithm, AlgorithmExt, FiniteAlgorithm, GameError, find_isomorphism};

use games::{
    Heap, OneLine, Shifted, Young, conjugate, from_stones, hook_lengths, partitions, strict,
    strict_sets_up_to, to_stones, young_diagram,
};
use hookgames_plain::{
    Cyclic, Diagram, Klein, KleinGroup, NQuotient, Plain, RootMap, gk_quotient, gk_restriction,
    klein_h, n_restriction, root_map,
};

#[test]
fn the_diagram_of_a_young_diagram_is_the_young_diagram() {
    // Kawanaka §8: the diagram of ⟨p⟩ is (Y, μ) of (8.1), with the hooks of Y.
    for n in 0..=7 {
        for lambda in partitions(n) {
            let of_game = Diagram::of(&Young, &lambda).unwrap();
            let by_hand = young_diagram(&lambda);
            assert!(
                find_isomorphism(&of_game, &of_game.origin(), &by_hand, &by_hand.origin())
                    .unwrap()
                    .is_some(),
                "{lambda:?}"
            );
            let mut a = of_game.hook_lengths();
            let mut b = hook_lengths(&lambda);
            a.sort_unstable();
            b.sort_unstable();
            assert_eq!(a, b);
            // The hook length is the arrow length |p → q| = |Y| − |Y − H|.
            for (x, q) in of_game.labels().iter().enumerate() {
                assert_eq!(
                    of_game.hook_length(x as u32),
                    Young.arrow_length(&lambda, q).unwrap()
                );
            }
        }
    }
}

/// Klein value of a root vector under h.
fn klein_of(root: &[u32], h: &[Klein]) -> Klein {
    root.iter()
        .zip(h)
        .filter(|&(&m, _)| m % 2 == 1)
        .fold(Klein::One, |acc, (_, &g)| acc * g)
}

/// Compares, at state p of the materialized algorithm, the colouring of
/// the diagram (Prop. 3.1, from Y_p alone) with the literal F of Prop. 3.2:
/// there must be a bijection σ of simple roots, preserving the Dynkin
/// diagram and α_*, with σ(Σ_{y ∈ H(x)} c(y)) = F(p → x) for every option x.
fn compare_at<S>(fa: &FiniteAlgorithm<S>, rm: &RootMap, p: u32) {
    let y = Diagram::of_finite(fa, p).unwrap();
    let c = y.coloring().unwrap();
    let (dd, dl) = (c.dynkin(), rm.dynkin());
    let n = y.len();
    // Columns: for each root, its multiplicity in each option's root.
    let mut diag_cols: Vec<Vec<u32>> = vec![vec![0; n]; dd.rank()];
    let mut lit_cols: Vec<Vec<u32>> = vec![vec![0; n]; dl.rank()];
    for x in 0..n as u32 {
        let d = c.hook_root(x);
        let l = rm.root(p, y.labels()[x as usize]).unwrap();
        assert_eq!(
            d.iter().sum::<u32>(),
            l.iter().sum::<u32>(),
            "heights at {p}"
        );
        for (a, &m) in d.iter().enumerate() {
            diag_cols[a][x as usize] = m;
        }
        for (b, &m) in l.iter().enumerate() {
            lit_cols[b][x as usize] = m;
        }
    }
    let mut sigma = vec![u32::MAX; dd.rank()];
    for (a, col) in diag_cols.iter().enumerate() {
        let matches: Vec<usize> = (0..dl.rank()).filter(|&b| &lit_cols[b] == col).collect();
        assert_eq!(matches.len(), 1, "root {a} of the diagram at state {p}");
        sigma[a] = matches[0] as u32;
    }
    let used = lit_cols.iter().filter(|c| c.iter().any(|&m| m > 0)).count();
    assert_eq!(used, dd.rank(), "Π(⟨p⟩) at state {p}");
    let star = dd.rank() as u32;
    for a in 0..dd.rank() as u32 {
        for b in 0..dd.rank() as u32 {
            assert_eq!(
                dd.adjacent(a, b),
                dl.adjacent(sigma[a as usize], sigma[b as usize])
            );
        }
        assert_eq!(
            dd.star_distance(a),
            dl.star_distance(sigma[a as usize]),
            "distance to α_* at state {p}"
        );
        if dd.adjacent(a, star) {
            assert!(
                dl.neighbors(sigma[a as usize])
                    .iter()
                    .any(|&v| dl.is_star(v))
            );
        }
    }
    // The Klein labels f(p → x) of Theorem 4.2 agree.
    let (hd, hl) = (klein_h(dd), klein_h(dl));
    for x in 0..n as u32 {
        let l = rm.root(p, y.labels()[x as usize]).unwrap();
        assert_eq!(klein_of(&c.hook_root(x), &hd), klein_of(l, &hl));
    }
}

fn compare_everywhere<A: Algorithm>(game: &A, root: A::State) {
    let fa = FiniteAlgorithm::from_root(game, &root).unwrap();
    let rm = root_map(&fa).unwrap();
    for p in 0..fa.len() as u32 {
        compare_at(&fa, &rm, p);
    }
}

#[test]
fn the_diagram_colouring_is_the_map_f_of_proposition_3_2_young_and_one_line() {
    compare_everywhere(&Young, vec![4, 3, 2, 2]);
    compare_everywhere(&Young, vec![3, 3, 3]);
    compare_everywhere(&Young, vec![5, 1, 1, 1]);
    compare_everywhere(&OneLine, to_stones(&[3, 2, 2], 4));
}

#[test]
fn the_diagram_colouring_is_the_map_f_of_proposition_3_2_shifted_and_sums() {
    compare_everywhere(&Shifted, strict(&[6, 4, 1]));
    compare_everywhere(&Shifted, strict(&[5, 4, 3, 2, 1]));
    compare_everywhere(&(Young, Shifted), (vec![2, 1], strict(&[3, 1])));
    compare_everywhere(&(Heap, Heap), (3, 4));
    compare_everywhere(&games::cube(4), vec![0; 4]);
}

#[test]
fn young_colours_are_contents() {
    // Kawanaka §8, Figures 8–9: the simple root of a box is its content j − i;
    // α_* is joined to content 0; d(α, α_*) = |content| + 1.
    let lambda = [9, 8, 6, 5, 5, 2];
    let y = young_diagram(&lambda);
    let c = y.coloring().unwrap();
    let d = c.dynkin();
    assert_eq!(d.rank(), 14); // α_1..α_9, β_1..β_5
    let mut by_content: HashMap<i64, u32> = HashMap::new();
    for (x, &(i, j)) in y.labels().iter().enumerate() {
        let content = j as i64 - i as i64;
        let color = c.color(x as u32).unwrap();
        assert_eq!(*by_content.entry(content).or_insert(color), color);
        assert_eq!(
            d.star_distance(color),
            Some(content.unsigned_abs() as u32 + 1)
        );
    }
    assert_eq!(by_content.len(), 14);
    // D(⟨p⟩)_* is a tree: a path with α_* hanging at content 0.
    assert_eq!(d.edges().len(), 14);
    let zero = by_content[&0];
    assert!(d.adjacent(zero, 14));
    // F(Y → Y − H_nw) is the sum of all 14 simple roots (§8).
    assert_eq!(c.hook_root(0), vec![1; 14]);
}

#[test]
fn theorem_2_5_isomorphic_diagrams_give_isomorphic_principal_algorithms() {
    // Positions of three games and sums: whenever two have isomorphic
    // diagrams, their principal algorithms are isomorphic (and conversely,
    // trivially). Positions are grouped by the diagram's hook-length
    // multiset first, then compared pairwise.
    #[derive(Clone, Debug)]
    enum Pos {
        Young(Vec<u64>),
        Shifted(u64),
        Nim(u64, u64),
    }
    let mut positions = Vec::new();
    for n in 0..=6 {
        for lambda in partitions(n) {
            positions.push(Pos::Young(lambda));
        }
    }
    for s in strict_sets_up_to(7) {
        positions.push(Pos::Shifted(s));
    }
    for a in 0..=4 {
        for b in a..=4 {
            positions.push(Pos::Nim(a, b));
        }
    }
    let nim = (Heap, Heap);
    let diagram = |p: &Pos| -> Diagram<u32> {
        match p {
            Pos::Young(l) => Diagram::of(&Young, l).unwrap().map_labels(|_| 0),
            Pos::Shifted(s) => Diagram::of(&Shifted, s).unwrap().map_labels(|_| 0),
            Pos::Nim(a, b) => Diagram::of(&nim, &(*a, *b)).unwrap().map_labels(|_| 0),
        }
    };
    let principal = |p: &Pos| -> FiniteAlgorithm<u32> {
        let rows = |fa: &dyn Fn(u32) -> Vec<u32>, n: usize| -> FiniteAlgorithm<u32> {
            FiniteAlgorithm::from_followers((0..n as u32).map(fa).collect::<Vec<_>>()).unwrap()
        };
        match p {
            Pos::Young(l) => {
                let fa = FiniteAlgorithm::from_root(&Young, l).unwrap();
                rows(&|i| fa.followers_of(i).to_vec(), fa.len())
            }
            Pos::Shifted(s) => {
                let fa = FiniteAlgorithm::from_root(&Shifted, s).unwrap();
                rows(&|i| fa.followers_of(i).to_vec(), fa.len())
            }
            Pos::Nim(a, b) => {
                let fa = FiniteAlgorithm::from_root(&nim, &(*a, *b)).unwrap();
                rows(&|i| fa.followers_of(i).to_vec(), fa.len())
            }
        }
    };
    let mut groups: HashMap<Vec<u64>, Vec<usize>> = HashMap::new();
    let diagrams: Vec<Diagram<u32>> = positions.iter().map(diagram).collect();
    for (k, d) in diagrams.iter().enumerate() {
        let mut h = d.hook_lengths();
        h.sort_unstable();
        groups.entry(h).or_default().push(k);
    }
    let mut isomorphic_pairs = 0;
    let mut cross_game = 0;
    for members in groups.values() {
        for (i, &a) in members.iter().enumerate() {
            for &b in &members[i + 1..] {
                let (da, db) = (&diagrams[a], &diagrams[b]);
                let same_diagram = find_isomorphism(da, &da.origin(), db, &db.origin())
                    .unwrap()
                    .is_some();
                let (pa, pb) = (principal(&positions[a]), principal(&positions[b]));
                let same_algorithm = find_isomorphism(&pa, &0, &pb, &0).unwrap().is_some();
                assert_eq!(
                    same_diagram, same_algorithm,
                    "{:?} vs {:?}",
                    positions[a], positions[b]
                );
                if same_diagram {
                    isomorphic_pairs += 1;
                    if std::mem::discriminant(&positions[a])
                        != std::mem::discriminant(&positions[b])
                    {
                        cross_game += 1;
                    }
                }
            }
        }
    }
    // Transposes, shifted (2, 1) ≅ Young (3) ≅ Nim 3, and many more.
    assert!(isomorphic_pairs >= 30, "{isomorphic_pairs}");
    assert!(cross_game >= 10, "{cross_game}");
}

#[test]
fn shifted_21_young_3_and_a_nim_heap_have_isomorphic_diagrams_and_algorithms() {
    let s = Diagram::of(&Shifted, &strict(&[2, 1])).unwrap();
    let y = young_diagram(&[3]);
    assert!(
        find_isomorphism(&s, &s.origin(), &y, &y.origin())
            .unwrap()
            .is_some()
    );
    assert!(
        find_isomorphism(&Shifted, &strict(&[2, 1]), &Young, &vec![3])
            .unwrap()
            .is_some()
    );
    assert!(
        find_isomorphism(&Shifted, &strict(&[2, 1]), &Heap, &3)
            .unwrap()
            .is_some()
    );
}

/// The n-quotient of a Young diagram is the disjoint union of n Young
/// diagrams (Kawanaka §8), read off the abacus with n runners.
fn abacus_quotient(lambda: &[u64], n: u64) -> Vec<Vec<u64>> {
    let l = lambda.len() + n as usize; // enough stones
    let stones = to_stones(lambda, l);
    (0..n)
        .map(|r| {
            let mut word = 0u64;
            for c in 0..64u64 {
                if stones >> c & 1 == 1 && c % n == r {
                    word |= 1 << (c / n);
                }
            }
            from_stones(word)
        })
        .collect()
}

/// The diagram of a disjoint union of Young diagrams.
fn union_diagram(parts: &[Vec<u64>]) -> Diagram<u32> {
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

#[test]
fn n_quotients_are_disjoint_unions_of_the_abacus_quotients_and_theorem_2_5() {
    for size in 0..=8 {
        for lambda in partitions(size) {
            for n in 2..=3u64 {
                let y = Diagram::of(&Young, &lambda).unwrap();
                let q = y.n_quotient(n).unwrap();
                let parts = abacus_quotient(&lambda, n);
                let u = union_diagram(&parts);
                assert!(
                    find_isomorphism(&q, &q.origin(), &u, &u.origin())
                        .unwrap()
                        .is_some(),
                    "{lambda:?}, n = {n}"
                );
                // Theorem 2.5: ⟨Y⟩ in (P, φ_n) ≅ the sum of the quotients' games.
                if size <= 6 && n == 2 {
                    let phi_n = NQuotient::new(Young, n).unwrap();
                    let sum = (Young, Young);
                    assert!(
                        find_isomorphism(
                            &phi_n,
                            &lambda,
                            &sum,
                            &(parts[0].clone(), parts[1].clone())
                        )
                        .unwrap()
                        .is_some(),
                        "{lambda:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn n_cores_are_nakayamas_cores() {
    // Remove n-hooks while possible (§8) vs pushing the stones down the runners.
    for size in 0..=9 {
        for lambda in partitions(size) {
            for n in 2..=4u64 {
                let core = NQuotient::new(Young, n).unwrap().core(&lambda).unwrap();
                let l = lambda.len() + n as usize;
                let stones = to_stones(&lambda, l);
                let mut pushed = 0u64;
                for r in 0..n {
                    let k = (0..64)
                        .filter(|&c| stones >> c & 1 == 1 && c % n == r)
                        .count() as u64;
                    for t in 0..k {
                        pushed |= 1 << (r + t * n);
                    }
                }
                assert_eq!(core, from_stones(pushed), "{lambda:?}, n = {n}");
                assert!(hook_lengths(&core).iter().all(|h| h % n != 0));
            }
        }
    }
}

#[test]
fn phi_n_three_ways() {
    // (3.1) from Plain arrow lengths, from irreducible decompositions, and
    // as the (Z/n, {0})-quotient of Prop. 3.3 with h ≡ 1.
    for (lambda, n) in [
        (vec![4, 3, 1], 2u64),
        (vec![5, 3, 2], 3),
        (vec![3, 3, 2, 1], 2),
    ] {
        let fa = FiniteAlgorithm::from_root(&Young, &lambda).unwrap();
        let by_lengths = n_restriction(&fa, n).unwrap();
        let rm = root_map(&fa).unwrap();
        let h = vec![1u64; rm.dynkin().rank()];
        let by_group = gk_restriction(&fa, &rm, &Cyclic::new(n).unwrap(), &h, |g| *g == 0).unwrap();
        let fast = NQuotient::new(Young, n).unwrap();
        for p in 0..fa.len() as u32 {
            let mut a = by_lengths.followers_of(p).to_vec();
            let mut b = by_group.followers_of(p).to_vec();
            let mut c: Vec<u32> = fast
                .followers(&fa.states()[p as usize])
                .unwrap()
                .iter()
                .map(|q| fa.index_of(q).unwrap())
                .collect();
            a.sort_unstable();
            b.sort_unstable();
            c.sort_unstable();
            assert_eq!(a, b);
            assert_eq!(a, c);
            // The diagram version: φ_n(p) = points with hook length ≡ 0 mod n.
            let y = Diagram::of_finite(&fa, p).unwrap();
            let mut d = y.n_quotient(n).unwrap().labels().to_vec();
            d.sort_unstable();
            assert_eq!(a, d);
            // And via the colouring with Z/n, h ≡ 1.
            let col = y.coloring().unwrap();
            let h1 = vec![1u64; col.dynkin().rank()];
            let mut e = gk_quotient(&y, &col, &Cyclic::new(n).unwrap(), &h1, |g| *g == 0)
                .unwrap()
                .labels()
                .to_vec();
            e.sort_unstable();
            assert_eq!(a, e);
        }
    }
}

#[test]
fn klein_quotients_of_diagrams_are_the_literal_restrictions() {
    // Prop. 3.3 with Klein's group and h of (4.2): the diagram of p in
    // (P, φ_(G,K)) is the (G, K)-quotient of the diagram, at every p.
    for lambda in [vec![4, 3, 2, 1], vec![5, 3, 3], vec![3, 3, 1, 1]] {
        let fa = FiniteAlgorithm::from_root(&Young, &lambda).unwrap();
        let rm = root_map(&fa).unwrap();
        let h = klein_h(rm.dynkin());
        for k in [
            hookgames_plain::KleinSubgroup::A,
            hookgames_plain::KleinSubgroup::B,
            hookgames_plain::KleinSubgroup::AB,
        ] {
            let restricted = gk_restriction(&fa, &rm, &KleinGroup, &h, |g| k.contains(*g)).unwrap();
            for p in 0..fa.len() as u32 {
                let y = Diagram::of_finite(&fa, p).unwrap();
                let q = hookgames_plain::klein_quotient(&y, k).unwrap();
                let mut a = q.labels().to_vec();
                let mut b = restricted.followers_of(p).to_vec();
                a.sort_unstable();
                b.sort_unstable();
                assert_eq!(a, b, "{k} at {:?}", fa.states()[p as usize]);
                // Its arrows are those of φ_(G,K) among the options.
                let yr = Diagram::of_finite(&restricted, p).unwrap();
                assert!(
                    find_isomorphism(&q, &q.origin(), &yr, &yr.origin())
                        .unwrap()
                        .is_some()
                );
            }
        }
    }
}

#[test]
fn diagrams_reject_bad_input() {
    use hookgames_plain::PlainError;
    assert_eq!(
        Diagram::from_followers(vec![0, 1], [vec![5], vec![]]).unwrap_err(),
        PlainError::Game(GameError::FollowerOutOfRange {
            state: 0,
            follower: 5,
            len: 2
        })
    );
    assert_eq!(
        Diagram::from_followers(vec![0], [vec![0]]).unwrap_err(),
        PlainError::Game(GameError::DuplicateFollower {
            state: 0,
            follower: 0
        })
    );
    // Two ends in one component: not a plain diagram.
    let v = Diagram::from_followers(vec![0, 1, 2], [vec![], vec![], vec![0, 1]]).unwrap();
    assert_eq!(
        v.coloring().unwrap_err(),
        PlainError::NotUniqueEnd { state: 0, ends: 2 }
    );
    assert_eq!(
        v.n_quotient(1).unwrap_err(),
        PlainError::InvalidModulus { n: 1 }
    );
    let _ = conjugate(&[2, 1]);
}
