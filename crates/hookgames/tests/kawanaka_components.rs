//! Kawanaka §1, connected components (`hookgames::game::Components`,
//! `connected_components`, `FiniteAlgorithm::components`) on the hook
//! games, with the expected numbers derived by hand:
//!
//! * a principal algorithm ⟨p⟩ is connected (every state is reached from
//!   p);
//! * the diagram Y_λ = φ(λ) of a Young diagram is (Y, μ) of (8.1), one
//!   point per box, and connected: every box (i, j) lies in the hook of
//!   (i, 1), and every (i, 1) in the hook of (1, 1);
//! * the shifted diagram is connected likewise (the hook of the diagonal box
//!   (i, i) holds row i and, as its tail, row i + 1);
//! * the iterated ends of §3 and §8: in ⟨λ⟩, φ⁻¹(∅) is the set of hooks
//!   (a, 1^b) ⊂ λ, connected with end f = (1); φ⁻¹(∅) ∩ φ⁻¹(f) is the rows
//!   (a), a ≥ 2, ⊔ the columns (1^k), k ≥ 2 — two components with ends
//!   g = (2), h = (1, 1) when λ has both, as Kawanaka §8 says for Fig. 7;
//! * Kawanaka's sum of k connected games is connected, and its diagram is
//!   the disjoint sum of the k diagrams (k components); the disjoint sum of
//!   k connected games has k components.

use hookgames::game::{
    Algorithm, AlgorithmExt, Components, DisjointUnion, Engine, FiniteAlgorithm,
    connected_components, find_isomorphism,
};
use hookgames::maya::MayaDiagram;
use hookgames::mhrg::MhrgGame;
use hookgames::partition::{Partition, Partitions, ShiftedPartition};
use hookgames::sato_welter::{OneLineRealization, YoungRealization};
use hookgames::shifted::ShiftedHookGame;

fn part(parts: &[u64]) -> Partition {
    Partition::new(parts.to_vec()).unwrap()
}

/// The Young diagrams of at most 10 boxes: ⟨λ⟩ is connected, its diagram
/// φ(λ) has one point per box and one component (none for ∅).
#[test]
fn young_diagrams_principal_algorithms_and_diagrams_are_connected() {
    for n in 0..=10 {
        for lambda in Partitions::new(n).unwrap() {
            let fa = FiniteAlgorithm::from_root(&YoungRealization, &lambda).unwrap();
            assert!(fa.components().is_connected(), "{lambda}");
            let options = YoungRealization.followers(&lambda).unwrap();
            let y = connected_components(&YoungRealization, &options, &Engine::new()).unwrap();
            assert_eq!(y.len(), usize::from(n > 0), "{lambda}");
            assert_eq!(y.iter().map(Vec::len).sum::<usize>() as u64, n, "{lambda}");
        }
    }
}

/// Strict partitions of at most 15 boxes under shifted hook removal: the
/// same, one point per box and one component.
#[test]
fn shifted_diagrams_principal_algorithms_and_diagrams_are_connected() {
    let mut seen = 0;
    for n in 0..=15 {
        for p in Partitions::new(n).unwrap() {
            let parts = p.parts().to_vec();
            if parts.windows(2).any(|w| w[0] == w[1]) {
                continue;
            }
            let s = ShiftedPartition::new(parts).unwrap();
            let fa = FiniteAlgorithm::from_root(&ShiftedHookGame, &s).unwrap();
            assert!(fa.components().is_connected());
            let options = ShiftedHookGame.followers(&s).unwrap();
            let y = connected_components(&ShiftedHookGame, &options, &Engine::new()).unwrap();
            assert_eq!(y.len(), usize::from(n > 0), "{s:?}");
            assert_eq!(y.iter().map(Vec::len).sum::<usize>() as u64, n);
            seen += 1;
        }
    }
    assert_eq!(seen, 137);
}

/// The iterated ends of Kawanaka §3 in ⟨λ⟩ for every λ of 1 to 10 boxes:
/// φ⁻¹(∅) is connected with λ₁ · ℓ(λ) states (the hooks inside λ), and
/// φ⁻¹(∅) ∩ φ⁻¹((1)) has [λ₁ ≥ 2] + [ℓ(λ) ≥ 2] components, the rows
/// (2), …, (λ₁) and the columns (1, 1), …, (1^ℓ).
#[test]
fn iterated_ends_of_young_diagrams() {
    for n in 1..=10 {
        for lambda in Partitions::new(n).unwrap() {
            let fa = FiniteAlgorithm::from_root(&YoungRealization, &lambda).unwrap();
            let e = fa.index_of(&part(&[])).unwrap();
            let f = fa.index_of(&part(&[1])).unwrap();
            let (width, height) = (lambda.parts()[0], lambda.len() as u64);
            let q1 = fa.predecessors_of(e).to_vec();
            let c1 = fa.subalgorithm(&q1).unwrap().components();
            assert_eq!(
                (c1.count(), q1.len() as u64),
                (1, width * height),
                "{lambda}"
            );
            let q2: Vec<u32> = q1
                .iter()
                .copied()
                .filter(|&x| fa.has_arrow(&x, &f).unwrap())
                .collect();
            let sub = fa.subalgorithm(&q2).unwrap();
            let c2 = sub.components();
            let expected = usize::from(width >= 2) + usize::from(height >= 2);
            assert_eq!(c2.count(), expected, "{lambda}");
            let mut sizes = c2.sizes();
            sizes.sort_unstable();
            let mut by_hand: Vec<usize> = [width, height]
                .into_iter()
                .filter(|&k| k >= 2)
                .map(|k| k as usize - 1)
                .collect();
            by_hand.sort_unstable();
            assert_eq!(sizes, by_hand, "{lambda}");
            for members in c2.members() {
                let shapes: Vec<&Partition> =
                    members.iter().map(|&i| sub.state(i).unwrap()).collect();
                let rows = shapes.iter().all(|p| p.len() == 1);
                let columns = shapes.iter().all(|p| p.parts().iter().all(|&r| r == 1));
                assert!(rows != columns, "{lambda}: {shapes:?}");
            }
        }
    }
}

/// Kawanaka §8 on the paper's own position (Fig. 7: stones at
/// {14, 12, 9, 7, 6, 2}, the Young diagram (9, 8, 6, 5, 5, 2) of Fig. 5):
/// ⟨p⟩ ∩ φ⁻¹(e), e = {0, …, 5}, is connected with end f; and
/// ⟨p⟩ ∩ φ⁻¹(e) ∩ φ⁻¹(f) has two connected components, with ends
/// g = {0, 1, 2, 3, 4, 7} and h = {0, 1, 2, 3, 5, 6}. (The paper prints
/// f = {0, …, 5}, which is e; the end is f = {0, 1, 2, 3, 4, 6}, the
/// diagram (1): see the errata of the guide.)
#[test]
fn kawanaka_section_8_ends_e_f_g_h_through_components() {
    let p = MayaDiagram::new([14, 12, 9, 7, 6, 2]).unwrap();
    assert_eq!(p.to_partition().unwrap(), part(&[9, 8, 6, 5, 5, 2]));
    let fa = FiniteAlgorithm::from_root(&OneLineRealization, &p).unwrap();
    let e = fa.index_of(&MayaDiagram::new(0..6).unwrap()).unwrap();
    let f = MayaDiagram::new([0, 1, 2, 3, 4, 6]).unwrap();
    let g = MayaDiagram::new([0, 1, 2, 3, 4, 7]).unwrap();
    let h = MayaDiagram::new([0, 1, 2, 3, 5, 6]).unwrap();
    assert_eq!(fa.ends().collect::<Vec<_>>(), vec![e]);
    let q1: Vec<MayaDiagram> = fa
        .predecessors_of(e)
        .iter()
        .map(|&i| fa.state(i).unwrap().clone())
        .collect();
    let c1 = connected_components(&OneLineRealization, &q1, &Engine::new()).unwrap();
    assert_eq!(c1.len(), 1);
    let sub1 = FiniteAlgorithm::from_subset(&OneLineRealization, &q1, &Engine::new()).unwrap();
    let ends1: Vec<&MayaDiagram> = sub1.ends().map(|i| sub1.state(i).unwrap()).collect();
    assert_eq!(ends1, vec![&f]);
    let q2: Vec<MayaDiagram> = q1
        .iter()
        .filter(|x| OneLineRealization.has_arrow(x, &f).unwrap())
        .cloned()
        .collect();
    let c2 = connected_components(&OneLineRealization, &q2, &Engine::new()).unwrap();
    assert_eq!(c2.len(), 2);
    let mut ends2 = Vec::new();
    for component in &c2 {
        let sub =
            FiniteAlgorithm::from_subset(&OneLineRealization, component, &Engine::new()).unwrap();
        let ends: Vec<MayaDiagram> = sub.ends().map(|i| sub.state(i).unwrap().clone()).collect();
        assert_eq!(ends.len(), 1, "Kawanaka, Prop. 2.2");
        ends2.extend(ends);
    }
    ends2.sort_by_key(|d| d.to_partition().unwrap().len());
    assert_eq!(ends2, vec![g, h]);
}

/// Sums of Young diagrams (Kawanaka §1): the sum of k non-empty diagrams
/// is connected, its diagram has k components of |λ_i| points; the
/// disjoint sum of the k games from the k diagrams has k components of
/// |⟨λ_i⟩| states.
#[test]
fn sums_and_disjoint_sums_of_young_diagrams() {
    let shapes = [
        part(&[2, 1]),
        part(&[3]),
        part(&[1, 1]),
        part(&[2, 2]),
        part(&[1]),
    ];
    for k in 1..=shapes.len() {
        let p: Vec<Partition> = shapes[..k].to_vec();
        let sum = vec![YoungRealization; k];
        let fa = FiniteAlgorithm::from_root(&sum, &p).unwrap();
        assert!(fa.components().is_connected(), "k = {k}");
        let y = connected_components(&sum, &sum.followers(&p).unwrap(), &Engine::new()).unwrap();
        assert_eq!(y.len(), k);
        let mut sizes: Vec<u64> = y.iter().map(|c| c.len() as u64).collect();
        let mut by_hand: Vec<u64> = p.iter().map(Partition::size).collect();
        sizes.sort_unstable();
        by_hand.sort_unstable();
        assert_eq!(sizes, by_hand);

        let union = DisjointUnion::new(vec![YoungRealization; k]);
        let roots: Vec<(usize, Partition)> = p.iter().cloned().enumerate().collect();
        let fa = FiniteAlgorithm::from_roots(&union, &roots, &Engine::new()).unwrap();
        let c = fa.components();
        assert_eq!(c.count(), k);
        let principal: Vec<usize> = p
            .iter()
            .map(|l| {
                FiniteAlgorithm::from_root(&YoungRealization, l)
                    .unwrap()
                    .len()
            })
            .collect();
        assert_eq!(c.sizes(), principal);
    }
}

/// The MHRG from the m × n rectangle (m ≤ 5, n ≤ 6): ⟨Y_{m,n}⟩ is
/// connected (principal), and — found, not derived — its diagram φ(Y_{m,n})
/// is connected too. For m = 1 it is a Nim heap of 2⌈n/2⌉ − 1, whose
/// diagram is a chain (checked by isomorphism).
#[test]
fn mhrg_principal_algorithms_and_diagrams() {
    for m in 1..=5usize {
        for n in 1..=6u64 {
            let game = MhrgGame::rectangle(m, n).unwrap();
            let fa = FiniteAlgorithm::from_root(&game, game.start()).unwrap();
            assert!(fa.components().is_connected());
            let options = game.followers(game.start()).unwrap();
            let y = connected_components(&game, &options, &Engine::new()).unwrap();
            assert_eq!(y.len(), 1, "MHRG({m}, {n})");
            if m == 1 {
                let heap = 2 * n.div_ceil(2) - 1;
                let chain = FiniteAlgorithm::from_followers(
                    (0..=heap as u32).map(|i| (i + 1..=heap as u32).collect::<Vec<u32>>()),
                )
                .unwrap();
                assert!(
                    find_isomorphism(&game, game.start(), &chain, &0)
                        .unwrap()
                        .is_some(),
                    "MHRG(1, {n})"
                );
            }
        }
    }
}

/// `Components::from_rows` is what the theory's Dynkin construction uses;
/// on the Young diagram (2, 2) written as rows by hand it finds one
/// component, and after removing the box (1, 1) two.
#[test]
fn components_of_hand_written_diagrams() {
    // Boxes (1,1), (1,2), (2,1), (2,2); x → y iff x ∈ H(y), x ≠ y (8.1).
    let rows: [&[u32]; 4] = [&[], &[0], &[0], &[1, 2]];
    let c = Components::from_rows(4, |i| rows[i as usize]).unwrap();
    assert!(c.is_connected());
    let without: [&[u32]; 3] = [&[], &[], &[0, 1]];
    let c = Components::from_rows(3, |i| without[i as usize]).unwrap();
    assert!(c.is_connected());
    // The basic diagram of (2, 2): {(1,2)} ⊔ {(2,1)}, two components.
    let basic: [&[u32]; 2] = [&[], &[]];
    assert_eq!(
        Components::from_rows(2, |i| basic[i as usize])
            .unwrap()
            .count(),
        2
    );
}
