//! The Sato–Welter game against Kawanaka's general theory in
//! `hookgames-plain`: both realizations satisfy the axioms (P1)–(P4), the
//! 2-adic expansion E^(2) of (4.1) is the Grundy value (Theorem 4.1), E^(n)
//! agrees with the definition for n = 2, 3, 4, and the generic good-move
//! search of Theorem 4.2 — trusted (`good_moves`, the games are `Plain` by
//! Kawanaka §8) and checked (`good_moves_checked`, which verifies the
//! axioms first) — finds the same moves as this crate's box-level search
//! and as the generic solver.

use hookgames_game::{AlgorithmExt, Engine, FiniteAlgorithm, Solver};
use hookgames_maya::MayaDiagram;
use hookgames_partition::{Partition, Partitions};
use hookgames_plain::{
    check_plain, good_moves, good_moves_checked, n_adic_expansion, n_adic_expansions,
};
use hookgames_sato_welter::{OneLineRealization, YoungRealization};

#[test]
fn axioms_hold_for_both_realizations() {
    for y in ["4,3,1", "3,3,2", "5,2,2,1", "4,4"] {
        let y: Partition = y.parse().unwrap();
        check_plain(&YoungRealization, &y).unwrap_or_else(|e| panic!("{y}: {e:?}"));
        let stones = MayaDiagram::from_partition(&y).unwrap();
        check_plain(&OneLineRealization, &stones).unwrap_or_else(|e| panic!("{y}: {e:?}"));
    }
}

#[test]
fn two_adic_expansion_is_the_grundy_value() {
    // Theorem 4.1 on every partition of size ≤ 18, through the fast path
    // (hook lengths divided by n).
    for n in 0..=18 {
        for y in Partitions::new(n).unwrap() {
            assert_eq!(
                n_adic_expansion(&YoungRealization, &y, 2).unwrap(),
                YoungRealization.grundy(&y).unwrap(),
                "{y}"
            );
        }
    }
}

#[test]
fn fast_expansion_matches_the_definition() {
    // (4.1) by iterated restriction φ → φ_n on the materialised ⟨Y⟩ against
    // the hook-length fast path, for n = 2, 3, 4.
    let y: Partition = "5,4,2,2,1".parse().unwrap();
    let fa = FiniteAlgorithm::from_roots(&YoungRealization, &[y], &Engine::new()).unwrap();
    for n in 2..=4 {
        let by_definition = n_adic_expansions(&fa, n).unwrap();
        for (i, e) in by_definition.iter().enumerate() {
            let p = fa
                .state(i as u32)
                .expect("a state of the materialised algorithm");
            assert_eq!(
                *e,
                n_adic_expansion(&YoungRealization, p, n).unwrap(),
                "n = {n}, {p}"
            );
        }
    }
}

#[test]
fn generic_good_moves_equal_the_young_form() {
    for n in 0..=12 {
        for y in Partitions::new(n).unwrap() {
            let mut generic = good_moves(&YoungRealization, &y).unwrap();
            let mut young: Vec<Partition> = YoungRealization.winning_moves(&y).unwrap();
            generic.sort();
            young.sort();
            assert_eq!(generic, young, "{y}");
        }
    }
}

/// Sorts boards by their words (a total order on normalized bitsets).
fn sorted_boards(mut boards: Vec<MayaDiagram>) -> Vec<MayaDiagram> {
    boards.sort_by(|a, b| a.words().cmp(b.words()));
    boards
}

/// Theorem 4.2 through the checked path on every partition λ with
/// |λ| ≤ `max` (see the tests below); returns the number of partitions
/// checked and the number of N-positions (with a good move) among them.
fn check_theorem_4_2_paths_up_to(max: u64) -> (usize, usize) {
    let mut young_solver = Solver::new(YoungRealization);
    let mut line_solver = Solver::new(OneLineRealization);
    let mut checked = 0;
    let mut with_good_moves = 0;
    for n in 0..=max {
        for y in Partitions::new(n).unwrap() {
            let accepted = good_moves_checked(&YoungRealization, &y)
                .unwrap_or_else(|e| panic!("{y} refused: {e}"));
            assert_eq!(accepted, young_solver.winning_moves(&y).unwrap(), "{y}");
            let fast: Vec<Partition> = YoungRealization.winning_moves(&y).unwrap();
            assert_eq!(accepted, fast, "{y}");
            assert_eq!(accepted, good_moves(&YoungRealization, &y).unwrap(), "{y}");
            if !accepted.is_empty() {
                with_good_moves += 1;
            }

            for extra in [0, 1] {
                let p = MayaDiagram::from_partition(&y)
                    .unwrap()
                    .add_bottom_stones(extra)
                    .unwrap();
                let accepted = sorted_boards(
                    good_moves_checked(&OneLineRealization, &p)
                        .unwrap_or_else(|e| panic!("{p} refused: {e}")),
                );
                let by_solver = sorted_boards(line_solver.winning_moves(&p).unwrap());
                let fast = sorted_boards(OneLineRealization.winning_moves(&p).unwrap());
                let trusted = sorted_boards(good_moves(&OneLineRealization, &p).unwrap());
                assert_eq!(accepted, by_solver, "{p}");
                assert_eq!(accepted, fast, "{p}");
                assert_eq!(accepted, trusted, "{p}");
                // The same moves as on the Young diagram.
                let mut as_partitions: Vec<Partition> =
                    accepted.iter().map(|q| q.to_partition().unwrap()).collect();
                as_partitions.sort();
                let mut young = good_moves(&YoungRealization, &y).unwrap();
                young.sort();
                assert_eq!(as_partitions, young, "{p}");
            }
            checked += 1;
        }
    }
    (checked, with_good_moves)
}

/// Theorem 4.2 through the checked path (issue 14: "Welter's game, the MHRG
/// and shifted hook removal are accepted and agree with trial"): on every
/// partition λ with |λ| ≤ 12, `good_moves_checked` verifies (P1)–(P4) on ⟨λ⟩
/// and accepts, and its answer is the generic solver's winning moves, the
/// crate's box-level Theorem 4.2 (`YoungRealization::winning_moves`) and the
/// trusted `good_moves` — in the same order, the order of the followers. The
/// same on the one-line realization, on the β-sets of λ with ℓ(λ) and
/// ℓ(λ) + 1 stones (as sets: the fast path sorts by box), whose good moves
/// are those of λ moved to the board.
#[test]
fn theorem_4_2_checked_path_accepts_and_agrees_up_to_12() {
    let (checked, with_good_moves) = check_theorem_4_2_paths_up_to(12);
    // 1 + 1 + 2 + 3 + 5 + 7 + 11 + 15 + 22 + 30 + 42 + 56 + 77 partitions.
    assert_eq!(checked, 272);
    // Not vacuous: P-positions (no good move) and N-positions both occur.
    assert!(
        with_good_moves > 0 && with_good_moves < checked,
        "{with_good_moves}"
    );
}

/// The same up to |λ| = 15 (1 + 1 + 2 + … + 176 = 684 partitions).
#[test]
#[ignore = "heavy: run in release by .ci/run"]
fn theorem_4_2_checked_path_accepts_and_agrees_up_to_15() {
    let (checked, _) = check_theorem_4_2_paths_up_to(15);
    assert_eq!(checked, 684);
}
