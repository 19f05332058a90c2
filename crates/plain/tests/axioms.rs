//! Kawanaka §2: the axioms (P1)–(P4) on plain algorithms (the Nakayama
//! algorithm in both realizations, shifted hook removal, sums, cubes) and
//! their rejection, with witnesses, on small non-plain algorithms; squares,
//! cubes, independence; irreducible arrows and |p → q| (Prop. 3.2).

mod games;

use std::ops::ControlFlow;

use games::{C1, Heap, OneLine, Shifted, Young, cube, strict, to_stones};
use hookgames_game::{Algorithm, FiniteAlgorithm, GameError};
use hookgames_plain::{
    Axiom, AxiomError, AxiomViolation, Plain, PlainError, arrow_lengths, check_axiom, check_axioms,
    check_plain, cubes, is_independent, is_square,
};

#[test]
fn the_nakayama_algorithm_is_plain_in_the_one_line_realization() {
    // All arrangements of l stones on the first c cells: the principal
    // algorithm of the stones on the rightmost cells.
    for (l, c) in [(1, 8), (2, 8), (3, 8), (4, 8), (3, 9), (5, 9)] {
        let top = ((1u64 << l) - 1) << (c - l);
        assert_eq!(check_plain(&OneLine, &top), Ok(()), "l = {l}, c = {c}");
    }
}

#[test]
fn the_nakayama_algorithm_is_plain_in_the_young_realization() {
    for lambda in [
        vec![4, 3, 2, 1],
        vec![3, 3, 3],
        vec![5, 2, 2, 1],
        vec![6, 1, 1, 1],
        vec![4, 4, 1],
    ] {
        assert_eq!(check_plain(&Young, &lambda), Ok(()), "{lambda:?}");
    }
}

#[test]
fn shifted_hook_removal_is_plain() {
    for parts in [
        &[5, 3, 1][..],
        &[6, 4, 2],
        &[7, 5, 2, 1],
        &[8, 6],
        &[5, 4, 3, 2, 1],
    ] {
        assert_eq!(check_plain(&Shifted, &strict(parts)), Ok(()), "{parts:?}");
    }
}

#[test]
fn sums_of_plain_algorithms_and_cubes_are_plain() {
    // Kawanaka §2: "the sum of two plain algorithms is plain".
    let young_plus_shifted = (Young, Shifted);
    assert_eq!(
        check_plain(&young_plus_shifted, &(vec![3, 2], strict(&[4, 1]))),
        Ok(())
    );
    let one_line_plus_heap = (OneLine, Heap);
    assert_eq!(
        check_plain(&one_line_plus_heap, &(to_stones(&[3, 1], 3), 4)),
        Ok(())
    );
    let nim = vec![Heap; 3];
    assert_eq!(check_plain(&nim, &vec![3, 4, 2]), Ok(()));
    for n in 0..=6 {
        assert_eq!(check_plain(&cube(n), &vec![0; n]), Ok(()), "C_{n}");
    }
    let mixed = (cube(2), Young);
    assert_eq!(check_plain(&mixed, &(vec![0, 0], vec![2, 2])), Ok(()));
}

/// 0 → {1, 2}, both ends: {1, 2} is independent and spans no square.
#[test]
fn p1_fails_without_a_square() {
    let fa = FiniteAlgorithm::from_followers([vec![1, 2], vec![], vec![]]).unwrap();
    assert_eq!(
        check_axioms(&fa),
        Err(AxiomError::Violation(AxiomViolation::P1 {
            origin: 0,
            basis: vec![1, 2],
            cubes: vec![],
        }))
    );
    for axiom in [Axiom::P2, Axiom::P3, Axiom::P4] {
        assert_eq!(check_axiom(&fa, axiom), Ok(()));
    }
}

/// 0 → {1, 2} → {3, 4}: two squares with origin 0 and basis {1, 2}.
#[test]
fn p1_fails_with_two_cubes() {
    let fa = FiniteAlgorithm::from_followers([vec![1, 2], vec![3, 4], vec![3, 4], vec![], vec![]])
        .unwrap();
    assert_eq!(
        check_axiom(&fa, Axiom::P1),
        Err(AxiomError::Violation(AxiomViolation::P1 {
            origin: 0,
            basis: vec![1, 2],
            cubes: vec![vec![0, 1, 2, 3], vec![0, 1, 2, 4]],
        }))
    );
    assert_eq!(cubes(&fa, 0, &[1, 2], 10).unwrap().len(), 2);
}

/// 0 → 1 → 2 without 0 → 2: no square closes the path.
#[test]
fn p2_fails_on_a_path_of_two_arrows() {
    let fa = FiniteAlgorithm::from_followers([vec![1], vec![2], vec![]]).unwrap();
    let err = check_axioms(&fa).unwrap_err();
    assert_eq!(err.axiom(), Some(Axiom::P2));
    assert_eq!(
        err,
        AxiomError::Violation(AxiomViolation::P2 {
            p: 0,
            q: 1,
            s: 2,
            r: vec![]
        })
    );
    assert!(err.to_string().contains("(P2) fails"));
}

/// A (P3) counterexample: 0 → {1, 2, 3}, 2 → 3, squares {0, 1, 2, 4} and
/// {0, 1, 3, 5}; r₂ = 3 ∈ φ(r₁ = 2) but s₂ = 5 ∉ φ(s₁ = 4). An exhaustive
/// search (every acyclic algorithm on at most 7 states reachable from one
/// state; every one or two arrows added to or removed from ⟨(2, 2)⟩,
/// ⟨(3, 1)⟩, C₃, C₁ + Nim 3 and Nim 2 + Nim 2) found no algorithm that
/// satisfies (P1) and (P2) but violates (P3), so this one also violates
/// (P1), and (P3) is checked on its own.
fn p3_counterexample() -> FiniteAlgorithm<u32> {
    FiniteAlgorithm::from_followers([
        vec![1, 2, 3],
        vec![4, 5],
        vec![3, 4],
        vec![5],
        vec![],
        vec![],
    ])
    .unwrap()
}

#[test]
fn p3_fails_on_two_squares_sharing_a_side() {
    let fa = p3_counterexample();
    assert_eq!(
        check_axiom(&fa, Axiom::P3),
        Err(AxiomError::Violation(AxiomViolation::P3 {
            p: 0,
            q: 1,
            r1: 2,
            s1: 4,
            r2: 3,
            s2: 5,
            r2_follows_r1: true,
            s2_follows_s1: false,
        }))
    );
    // φ(2) = {3, 4} is independent and spans no square: (P1) comes first.
    assert_eq!(check_axioms(&fa).unwrap_err().axiom(), Some(Axiom::P1));
}

/// A (P4) counterexample satisfying (P1)–(P3), found by exhaustive search
/// over the acyclic algorithms on 6 states: the square {0, 3, 4, 5} and
/// t = 1 ∈ φ(0), with 1 → 3 and 1 → 4 but 5 unrelated to 1.
fn p4_counterexample() -> FiniteAlgorithm<u32> {
    FiniteAlgorithm::from_followers([
        vec![1, 2, 3, 4],
        vec![2, 3, 4],
        vec![3, 4],
        vec![5],
        vec![5],
        vec![],
    ])
    .unwrap()
}

#[test]
fn p4_fails_on_a_square_and_a_third_arrow() {
    let fa = p4_counterexample();
    for axiom in [Axiom::P1, Axiom::P2, Axiom::P3] {
        assert_eq!(check_axiom(&fa, axiom), Ok(()), "{axiom}");
    }
    assert_eq!(
        check_axioms(&fa),
        Err(AxiomError::Violation(AxiomViolation::P4 {
            p: 0,
            q: 3,
            r: 4,
            s: 5,
            t: 1,
            s_related: false,
            q_related: true,
            r_related: true,
        }))
    );
}

#[test]
fn witnesses_are_states_of_the_game() {
    // A Nim heap of 2 without the arrow 2 → 0 is not plain (P2 at 2 → 1 → 0).
    struct Chain;
    impl Algorithm for Chain {
        type State = char;
        fn try_for_each_follower<B, F>(&self, p: &char, mut f: F) -> ControlFlow<B>
        where
            B: From<GameError>,
            F: FnMut(char) -> ControlFlow<B>,
        {
            match p {
                'c' => f('b'),
                'b' => f('a'),
                _ => ControlFlow::Continue(()),
            }
        }
    }
    assert_eq!(
        check_plain(&Chain, &'c'),
        Err(AxiomError::Violation(AxiomViolation::P2 {
            p: 'c',
            q: 'b',
            s: 'a',
            r: vec![]
        }))
    );
}

#[test]
fn squares_cubes_and_independence() {
    let fa = FiniteAlgorithm::from_root(&cube(3), &vec![0, 0, 0]).unwrap();
    let idx = |v: [u8; 3]| fa.index_of(&v.to_vec()).unwrap();
    let o = idx([0, 0, 0]);
    let basis = [idx([1, 0, 0]), idx([0, 1, 0]), idx([0, 0, 1])];
    assert!(is_independent(&fa, &basis));
    assert!(!is_independent(&fa, &[o, basis[0]]));
    assert!(is_square(&fa, [o, basis[0], basis[1], idx([1, 1, 0])]));
    assert!(!is_square(&fa, [o, basis[0], basis[1], idx([1, 1, 1])]));
    let found = cubes(&fa, o, &basis, 5).unwrap();
    assert_eq!(found.len(), 1);
    assert_eq!(found[0][7], idx([1, 1, 1]));
    assert_eq!(found[0][0b101], idx([1, 0, 1]));
    assert_eq!(
        cubes(&fa, 99, &basis, 5).unwrap_err(),
        PlainError::Game(GameError::UnknownState { index: 99, len: 8 })
    );
}

#[test]
fn arrow_lengths_are_the_plain_lengths_and_hooks() {
    // |p → q| from irreducible decompositions equals Plain::arrow_length
    // (hook lengths, stone distances, bar lengths, 1 in a cube).
    fn check<A: Plain>(game: &A, root: A::State) {
        let fa = FiniteAlgorithm::from_root(game, &root).unwrap();
        let lengths = arrow_lengths(&fa).unwrap();
        assert!(lengths.is_graded());
        let mut arrows = 0;
        lengths.for_each(|p, q, l| {
            let (sp, sq) = (&fa.states()[p as usize], &fa.states()[q as usize]);
            assert_eq!(l, game.arrow_length(sp, sq).unwrap());
            arrows += 1;
        });
        assert_eq!(arrows, fa.arrow_count());
    }
    check(&Young, vec![4, 3, 3, 1]);
    check(&OneLine, to_stones(&[3, 3, 1], 4));
    check(&Shifted, strict(&[6, 3, 2]));
    check(&(Heap, Shifted), (5, strict(&[4, 1])));
    check(&vec![C1; 4], vec![0; 4]);
}

#[test]
fn ambiguous_lengths_are_an_error() {
    // 0 → 3 decomposes as 0 → 1 → 3 and as 0 → 2 → 4 → 3.
    let fa = FiniteAlgorithm::from_followers([vec![1, 2, 3], vec![3], vec![4], vec![], vec![3]])
        .unwrap();
    assert_eq!(
        arrow_lengths(&fa).unwrap_err(),
        PlainError::AmbiguousArrowLength {
            state: 0,
            follower: 3,
            shortest: 2,
            longest: 3
        }
    );
    let cyclic = FiniteAlgorithm::from_followers([vec![1], vec![0]]).unwrap();
    assert!(matches!(
        arrow_lengths(&cyclic).unwrap_err(),
        PlainError::Game(GameError::Cycle { length: 2 })
    ));
}

#[test]
fn irreducible_arrows_by_definition() {
    // In a non-graded algorithm: 0 → 3 is irreducible although a path
    // 0 → 1 → 2 makes the longest path from 0 two arrows longer than from 3.
    let fa = FiniteAlgorithm::from_followers([vec![1, 3], vec![2], vec![], vec![]]).unwrap();
    let lengths = arrow_lengths(&fa).unwrap();
    assert!(lengths.is_irreducible(0, 3));
    assert!(!lengths.is_graded());
    // A reducible arrow through a path of three arrows only.
    let fa =
        FiniteAlgorithm::from_followers([vec![1, 4], vec![2], vec![3], vec![4], vec![]]).unwrap();
    let lengths = arrow_lengths(&fa).unwrap();
    assert!(!lengths.is_irreducible(0, 4));
    assert_eq!(lengths.length(0, 4), Some(4));
    // Young: the irreducible moves remove a corner (hook length 1).
    let fa = FiniteAlgorithm::from_root(&Young, &vec![3, 2, 2]).unwrap();
    let lengths = arrow_lengths(&fa).unwrap();
    let root_irr: Vec<Vec<u64>> = lengths
        .irreducible_followers(0)
        .into_iter()
        .map(|i| fa.states()[i as usize].clone())
        .collect();
    let mut sorted = root_irr;
    sorted.sort();
    assert_eq!(sorted, vec![vec![2, 2, 2], vec![3, 2, 1]]);
}
