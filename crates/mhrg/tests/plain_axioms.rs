//! The Multiple Hook Removing Game against Kawanaka's axioms (P1)–(P4) of a
//! plain algorithm (hookgames-plain, `check_axiom`): MHRG(m, n) from the
//! m × n rectangle with the unimodal numbering is plain exactly when
//! min(m, n) = 1 or |m − n| ≤ 1, for all m ≤ 5, n ≤ 6; otherwise all four
//! axioms fail. Where it is plain, Kawanaka's Theorems 4.1 and 4.2 hold
//! (checked at every position); the checked path of Theorem 4.2
//! (`good_moves_checked`) answers exactly there and refuses elsewhere.

use hookgames_game::{FiniteAlgorithm, Solver};
use hookgames_mhrg::{MhrgGame, PositionSpace, Unimodal};
use hookgames_partition::Partition;
use hookgames_plain::{
    Axiom, AxiomError, AxiomViolation, Diagram, check_axiom, check_axioms, good_moves_checked,
    n_adic_expansions, option_indices_with_value,
};

fn materialize(m: usize, n: u64) -> FiniteAlgorithm<Partition> {
    let game = MhrgGame::rectangle(m, n).unwrap();
    FiniteAlgorithm::from_root(&game, game.start()).unwrap()
}

/// The characterization of the first test: MHRG(m, n) is plain iff
/// min(m, n) = 1 or |m − n| ≤ 1.
fn is_plain(m: usize, n: u64) -> bool {
    m == 1 || n == 1 || (m as u64).abs_diff(n) <= 1
}

/// The first violation found in MHRG(2, 4), at the start (4, 4): the moves
/// to ∅ and to (3, 2) are independent, but no position follows both, so
/// there is no square (P1).
fn first_violation_in_mhrg_2_4() -> AxiomViolation<Partition> {
    let p = |parts: Vec<u64>| Partition::new(parts).unwrap();
    AxiomViolation::P1 {
        origin: p(vec![4, 4]),
        basis: vec![p(vec![]), p(vec![3, 2])],
        cubes: vec![],
    }
}

#[test]
fn mhrg_is_plain_exactly_near_the_diagonal() {
    for m in 1..=5usize {
        for n in 1..=6u64 {
            let fa = materialize(m, n);
            let plain = is_plain(m, n);
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
        Err(AxiomError::Violation(first_violation_in_mhrg_2_4()))
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
            assert_eq!(e2[p as usize], grundy[p as usize], "Theorem 4.1");
            // Diagram::of_finite checks (P1)–(P4) on ⟨p⟩ before building Y_p.
            let y = Diagram::of_finite(&fa, p)
                .unwrap_or_else(|e| panic!("MHRG({m}, {n}) is plain below {p}: {e}"));
            for t in 0..=*grundy.iter().max().unwrap() + 1 {
                let mut trial: Vec<u32> = fa
                    .followers_of(p)
                    .iter()
                    .copied()
                    .filter(|&q| grundy[q as usize] == t)
                    .collect();
                trial.sort_unstable();
                let theorem: Vec<u32> = option_indices_with_value(&y, t)
                    .unwrap()
                    .into_iter()
                    .map(|i| y.labels()[i as usize])
                    .collect();
                assert_eq!(theorem, trial, "MHRG({m}, {n}), t = {t}");
            }
        }
    }
}

/// `Diagram::of_finite` checks the axioms on ⟨p⟩ first: where MHRG(m, n) is
/// not plain it refuses at the start with a violated axiom (on the states'
/// indices), and in MHRG(2, 4) with the first violation of
/// `check_axioms`.
#[test]
fn diagrams_of_a_game_that_is_not_plain_are_refused() {
    for m in 1..=5usize {
        for n in 1..=6u64 {
            let fa = materialize(m, n);
            let at_start = Diagram::of_finite(&fa, 0);
            assert_eq!(at_start.is_ok(), is_plain(m, n), "MHRG({m}, {n})");
            if let Err(e) = at_start {
                assert!(matches!(e, AxiomError::Violation(_)), "MHRG({m}, {n}): {e}");
            }
        }
    }
    let fa = materialize(2, 4);
    let refused = Diagram::of_finite(&fa, 0).unwrap_err();
    let AxiomError::Violation(v) = refused else {
        panic!("expected a violation, got {refused}");
    };
    let states = v.map(|&i| fa.states()[i as usize].clone());
    assert_eq!(states, first_violation_in_mhrg_2_4());
}

/// Kawanaka's Theorem 4.2 through the checked path, at every position Y of
/// MHRG(m, n), m ≤ 5, n ≤ 6 (the positions S(Y_{m,n}), as diagrams of the
/// general engine): `good_moves_checked` either verifies (P1)–(P4) on ⟨Y⟩
/// and returns exactly the winning moves of the generic solver, or refuses
/// with a violated axiom — never a wrong answer. Where the game is plain it
/// answers at every position; where it is not, it refuses at the start
/// Y_{m,n}, and in MHRG(2, 4) with the first violation of `check_axioms`.
#[test]
fn theorem_4_2_through_the_checked_path() {
    let mut answered = 0;
    let mut refused = 0;
    for m in 1..=5usize {
        for n in 1..=6u64 {
            let game: MhrgGame<Unimodal> = MhrgGame::rectangle(m, n).unwrap();
            let words = PositionSpace::new(m, n).unwrap();
            let mut solver = Solver::new(&game);
            for w in words.iter() {
                let y = words.game().partition(&w).unwrap();
                let mut want = solver.winning_moves(&y).unwrap();
                want.sort();
                match good_moves_checked(&game, &y) {
                    Ok(mut moves) => {
                        moves.sort();
                        assert_eq!(moves, want, "MHRG({m}, {n}) at {y}");
                        answered += 1;
                    }
                    Err(AxiomError::Violation(v)) => {
                        assert!(
                            !is_plain(m, n),
                            "MHRG({m}, {n}) is plain, refused at {y}: {v}"
                        );
                        refused += 1;
                    }
                    Err(e) => panic!("MHRG({m}, {n}) at {y}: {e}"),
                }
            }
            let start = good_moves_checked(&game, game.start());
            assert_eq!(start.is_ok(), is_plain(m, n), "MHRG({m}, {n}) at the start");
        }
    }
    assert!(
        answered > 0 && refused > 0,
        "{answered} answered, {refused} refused"
    );
    let game = MhrgGame::rectangle(2, 4).unwrap();
    assert_eq!(
        good_moves_checked(&game, game.start()),
        Err(AxiomError::Violation(first_violation_in_mhrg_2_4()))
    );
}
