//! The Multiple Hook Removing Game against Kawanaka's axioms (P1)–(P4) of a
//! plain algorithm (hookgames-plain, `check_axiom`): MHRG(m, n) from the
//! m × n rectangle with the unimodal numbering is plain exactly when
//! min(m, n) = 1 or |m − n| ≤ 1, for all m ≤ 5, n ≤ 6; otherwise all four
//! axioms fail. Where it is plain, Kawanaka's Theorems 4.1 and 4.2 hold
//! (checked at every position).

use hookgames_game::FiniteAlgorithm;
use hookgames_mhrg::MhrgGame;
use hookgames_partition::Partition;
use hookgames_plain::{
    Axiom, AxiomError, AxiomViolation, Diagram, check_axiom, check_axioms, n_adic_expansions,
    options_with_value,
};

fn materialize(m: usize, n: u64) -> FiniteAlgorithm<Partition> {
    let game = MhrgGame::rectangle(m, n).unwrap();
    FiniteAlgorithm::from_root(&game, game.start().clone()).unwrap()
}

#[test]
fn mhrg_is_plain_exactly_near_the_diagonal() {
    for m in 1..=5usize {
        for n in 1..=6u64 {
            let fa = materialize(m, n);
            let plain = m == 1 || n == 1 || (m as u64).abs_diff(n) <= 1;
            for axiom in Axiom::ALL {
                let holds = check_axiom(&fa, axiom).is_ok();
                assert_eq!(holds, plain, "MHRG({m}, {n}), axiom {axiom}");
            }
        }
    }
}

#[test]
fn the_first_violation_in_mhrg_2_4() {
    // From the 2 × 4 rectangle (4, 4): the moves to ∅ and to (3, 2) are
    // independent, but no position follows both, so there is no square (P1).
    let fa = materialize(2, 4);
    let p = |parts: Vec<u64>| Partition::new(parts).unwrap();
    assert_eq!(
        check_axioms(&fa),
        Err(AxiomError::Violation(AxiomViolation::P1 {
            origin: p(vec![4, 4]),
            basis: vec![p(vec![]), p(vec![3, 2])],
            cubes: vec![],
        }))
    );
    // (P2): (4, 4) → (3) → (1) closes with two squares, through (4, 2) and (4, 3).
    assert_eq!(
        check_axiom(&fa, Axiom::P2),
        Err(AxiomError::Violation(AxiomViolation::P2 {
            p: p(vec![4, 4]),
            q: p(vec![3]),
            s: p(vec![1]),
            r: vec![p(vec![4, 2]), p(vec![4, 3])],
        }))
    );
}

#[test]
fn theorems_4_1_and_4_2_where_mhrg_is_plain() {
    for (m, n) in [(2, 3), (3, 3), (3, 4), (4, 4), (4, 5), (5, 5), (1, 6)] {
        let fa = materialize(m, n);
        let grundy = fa.grundy_values().unwrap();
        let e2 = n_adic_expansions(&fa, 2).unwrap();
        for p in 0..fa.len() as u32 {
            assert_eq!(e2[p as usize], u64::from(grundy[p as usize]), "Theorem 4.1");
            let y = Diagram::of_finite(&fa, p).unwrap();
            for t in 0..=u64::from(*grundy.iter().max().unwrap()) + 1 {
                let mut trial: Vec<u32> = fa
                    .followers_of(p)
                    .iter()
                    .copied()
                    .filter(|&q| u64::from(grundy[q as usize]) == t)
                    .collect();
                trial.sort_unstable();
                let theorem: Vec<u32> = options_with_value(&y, t)
                    .unwrap()
                    .into_iter()
                    .map(|i| y.labels()[i as usize])
                    .collect();
                assert_eq!(theorem, trial, "MHRG({m}, {n}), t = {t}");
            }
        }
    }
}
