//! The Sato–Welter game against Kawanaka's general theory in
//! `hookgames-plain`: both realizations satisfy the axioms (P1)–(P4), the
//! 2-adic expansion E^(2) of (4.1) is the Grundy value (Theorem 4.1), E^(n)
//! agrees with the definition for n = 2, 3, 4, and the generic good-move
//! search of Theorem 4.2 finds the same moves as this crate's Young form.

use hookgames_game::{FiniteAlgorithm, Limits};
use hookgames_maya::MayaDiagram;
use hookgames_partition::{Partition, Partitions};
use hookgames_plain::{check_plain, good_moves, n_adic_expansion, n_adic_expansions};
use hookgames_sato_welter::{OneLineRealization, YoungRealization, grundy, winning_moves};

#[test]
fn axioms_hold_for_both_realizations() {
    for y in ["4,3,1", "3,3,2", "5,2,2,1", "4,4"] {
        let y: Partition = y.parse().unwrap();
        check_plain(&YoungRealization, y.clone()).unwrap_or_else(|e| panic!("{y}: {e:?}"));
        let stones = MayaDiagram::from_partition(&y).unwrap();
        check_plain(&OneLineRealization, stones).unwrap_or_else(|e| panic!("{y}: {e:?}"));
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
                u64::from(grundy(&y).unwrap()),
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
    let fa = FiniteAlgorithm::from_roots(&YoungRealization, [y], Limits::default()).unwrap();
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
            let mut young: Vec<Partition> = winning_moves(&y, 0)
                .unwrap()
                .into_iter()
                .map(|m| m.result)
                .collect();
            generic.sort();
            young.sort();
            assert_eq!(generic, young, "{y}");
        }
    }
}
