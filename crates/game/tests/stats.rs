//! Game-tree statistics (LCTR §2.4) against closed forms, hand counts and
//! an explicit unfolding.

mod common;

use common::{Chain, Heap, cube, nim};
use hookgames_game::{FiniteAlgorithm, GameError, tree_statistics};
use num_bigint::BigUint;
use quickcheck::quickcheck;

fn factorial(n: u64) -> BigUint {
    (1..=n).fold(BigUint::from(1u32), |a, k| a * k)
}

fn binomial(n: u64, k: u64) -> u64 {
    (0..k).fold(1u64, |a, i| a * (n - i) / (i + 1))
}

#[test]
fn kawanaka_cubes() {
    // C_n = C₁ + … + C₁ (Kawanaka §2): 2^n states, n·2^(n−1) arrows, one
    // end; a complete play flips the n coordinates in some order, so there
    // are n! leaves, the height is n, and the tree has Σ_k n!/(n−k)! nodes
    // (the play prefixes of length k). Positions at depth d: C(n, d). Two
    // positions have isomorphic game trees iff they have the same number of
    // zeros: n + 1 classes.
    for n in 0..=10u64 {
        let s = tree_statistics(&cube(n as usize), &vec![0; n as usize]).unwrap();
        assert_eq!(s.states, 1 << n, "C_{n}");
        assert_eq!(s.arrows, if n == 0 { 0 } else { n << (n - 1) });
        assert_eq!(s.ends, 1);
        assert_eq!(s.leaves, factorial(n));
        let nodes: BigUint = (0..=n).map(|k| factorial(n) / factorial(n - k)).sum();
        assert_eq!(s.nodes, nodes);
        assert_eq!(s.height, n);
        assert_eq!(
            s.states_by_depth,
            (0..=n).map(|d| binomial(n, d)).collect::<Vec<_>>()
        );
        assert_eq!(s.tree_classes, n + 1);
    }
    // C_3 by hand: 1 + 3 + 6 + 6 = 16 nodes.
    let s = tree_statistics(&cube(3), &vec![0, 0, 0]).unwrap();
    assert_eq!(s.nodes, BigUint::from(16u32));
}

#[test]
fn nim_heaps() {
    // Heap n: n + 1 states; nodes(n) = 1 + Σ_{k<n} nodes(k) = 2^n;
    // leaves(n) = Σ_{k<n} leaves(k) = 2^(n−1) (compositions of n);
    // height n; n + 1 tree classes.
    for n in 1..=40u32 {
        let s = tree_statistics(&Heap, &n).unwrap();
        assert_eq!(s.states, u64::from(n) + 1);
        assert_eq!(s.nodes, BigUint::from(1u32) << n);
        assert_eq!(s.leaves, BigUint::from(1u32) << (n - 1));
        assert_eq!(s.height, u64::from(n));
        assert_eq!(s.tree_classes, u64::from(n) + 1);
        assert_eq!(s.states_by_depth, vec![1, u64::from(n)]);
    }
    let s = tree_statistics(&Heap, &200).unwrap();
    assert_eq!(s.nodes, BigUint::from(1u32) << 200u32);
    assert_eq!(s.arrows, 200 * 201 / 2);
}

#[test]
fn small_nim_positions_by_hand() {
    // (1,1): (1,1) → (0,1) → (0,0) and (1,1) → (1,0) → (0,0): 5 nodes,
    // 2 leaves, 4 states, height 2.
    let s = tree_statistics(&nim(2), &vec![1, 1]).unwrap();
    assert_eq!(
        (s.states, s.nodes.clone(), s.leaves.clone(), s.height),
        (4, 5u32.into(), 2u32.into(), 2)
    );
    // (2,1): plays 2→0 then 1→0; 2→1 then two orders; 1→0 then 2→0 or
    // 2→1→0: 5 plays. Nodes N(2,1) = 1 + N(0,1) + N(1,1) + N(2,0)
    // = 1 + 2 + 5 + 4 = 12. 6 states, height 3.
    let s = tree_statistics(&nim(2), &vec![2, 1]).unwrap();
    assert_eq!(
        (s.states, s.nodes.clone(), s.leaves.clone(), s.height),
        (6, 12u32.into(), 5u32.into(), 3)
    );
    assert_eq!(s.states_by_depth, vec![1, 3, 2]);
    // (1,1) and (2,0) both unfold to trees with two plays… but not the same
    // tree: (2,0) has a play of length 1. Classes: (0,0); (1,0)≅(0,1);
    // (1,1); (2,0); (2,1): 5.
    assert_eq!(s.tree_classes, 5);
}

/// Unfold the game tree explicitly (only for tiny DAGs).
fn unfold(rows: &[Vec<u32>], root: u32) -> (u64, u64, u64) {
    let (mut nodes, mut leaves, mut height) = (0u64, 0u64, 0u64);
    let mut stack = vec![(root, 0u64)];
    while let Some((p, d)) = stack.pop() {
        nodes += 1;
        height = height.max(d);
        if rows[p as usize].is_empty() {
            leaves += 1;
        }
        for &q in &rows[p as usize] {
            stack.push((q, d + 1));
        }
    }
    (nodes, leaves, height)
}

quickcheck! {
    fn qc_statistics_match_explicit_unfolding(pairs: Vec<(u8, u8)>, n: u8, seed: u64) -> bool {
        let rows = common::random_dag(usize::from(n % 9) + 1, &pairs, seed);
        let fa = FiniteAlgorithm::from_followers(rows.clone()).unwrap();
        (0..rows.len() as u32).all(|root| {
            let s = fa.tree_statistics(root).unwrap();
            let (nodes, leaves, height) = unfold(&rows, root);
            s.nodes == BigUint::from(nodes)
                && s.leaves == BigUint::from(leaves)
                && s.height == height
                && s.states == fa.reachable_states(root)
        })
    }
}

/// Helper trait: count reachable states by a plain DFS.
trait Reach {
    fn reachable_states(&self, root: u32) -> u64;
}

impl Reach for FiniteAlgorithm<u32> {
    fn reachable_states(&self, root: u32) -> u64 {
        let mut seen = vec![false; self.len()];
        let mut stack = vec![root];
        seen[root as usize] = true;
        let mut count = 0;
        while let Some(p) = stack.pop() {
            count += 1;
            for &q in self.followers_of(p) {
                if !seen[q as usize] {
                    seen[q as usize] = true;
                    stack.push(q);
                }
            }
        }
        count
    }
}

#[test]
fn tree_classes_versus_algorithm_isomorphism() {
    // 0 → {1, 2}, 1 → 3, 2 → 3 and 5 → {6, 7}, 6 → 8, 7 → 9: the same game
    // tree (a root with two children with one leaf child each), different
    // algorithms (4 and 5 states).
    let fa = FiniteAlgorithm::from_followers([
        vec![1, 2],
        vec![3],
        vec![3],
        vec![],
        vec![],
        vec![6, 7],
        vec![8],
        vec![9],
        vec![],
        vec![],
    ])
    .unwrap();
    let ids = fa.tree_classes().unwrap();
    assert_eq!(ids[0], ids[5]);
    assert_eq!(ids[1], ids[7]);
    assert_eq!(ids[3], ids[4]);
    assert_ne!(ids[0], ids[1]);
    assert_eq!(fa.tree_statistics(0).unwrap().states, 4);
    assert_eq!(fa.tree_statistics(5).unwrap().states, 5);
    assert!(
        hookgames_game::find_isomorphism(&fa, &0, &fa, &5)
            .unwrap()
            .is_none()
    );
}

#[test]
fn a_million_deep_chain_without_stack_overflow() {
    let handle = std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(|| tree_statistics(&Chain, &1_000_000).unwrap())
        .unwrap();
    let s = handle.join().unwrap();
    assert_eq!(s.states, 1_000_001);
    assert_eq!(s.nodes, BigUint::from(1_000_001u32));
    assert_eq!(s.leaves, BigUint::from(1u32));
    assert_eq!(s.height, 1_000_000);
    assert_eq!(s.states_by_depth.len(), 1_000_001);
    assert_eq!(s.tree_classes, 1_000_001);
}

#[test]
fn cycles_and_unknown_roots_are_errors() {
    let fa = FiniteAlgorithm::from_followers([vec![1u32], vec![2], vec![1], vec![]]).unwrap();
    assert_eq!(
        fa.tree_statistics(0).unwrap_err(),
        GameError::Cycle { length: 2 }
    );
    assert!(fa.tree_statistics(3).is_ok());
    assert_eq!(
        fa.tree_statistics(4).unwrap_err(),
        GameError::UnknownState { index: 4, len: 4 }
    );
    assert_eq!(
        fa.tree_classes().unwrap_err(),
        GameError::Cycle { length: 2 }
    );
}
