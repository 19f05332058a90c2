//! Misère play: misère Grundy values, Bouton's misère Nim, LCTR Theorem 9
//! (truncation), Sprague–Grundy pairs and the Gurvich–Ho classes (LCTR
//! Definition 2).

mod common;

use common::{Heap, Subtraction, nim};
use hookgames_game::{
    Algorithm, ClassViolation, FiniteAlgorithm, GameClass, Outcome, SgPair, SgPairs, Solver,
    Truncation, classify, misere_grundy, misere_outcome, outcome,
};
use quickcheck::quickcheck;

fn pair(normal: u64, misere: u64) -> SgPair {
    SgPair { normal, misere }
}

#[test]
fn misere_grundy_of_a_heap() {
    // LCTR §2.3: ends get 1, then mex: heap 0 → 1, heap 1 → 0, heap n ≥ 2 → n.
    let mut s = Solver::new(Heap);
    assert_eq!(s.misere_grundy(&0), Ok(1));
    assert_eq!(s.misere_grundy(&1), Ok(0));
    for n in 2..50 {
        assert_eq!(s.misere_grundy(&n), Ok(u64::from(n)));
    }
}

#[test]
fn bouton_misere_nim() {
    // Bouton (1901): a misère Nim position is P iff either every heap is at
    // most 1 and the number of heaps of size 1 is odd, or some heap is at
    // least 2 and the nim-sum is 0.
    for k in 1..=4 {
        let g = nim(k);
        let mut s = Solver::new(&g);
        for p in common::all_positions(k, 5) {
            let ones = p.iter().filter(|&&x| x == 1).count();
            let big = p.iter().any(|&x| x >= 2);
            let expected_p = if big {
                common::nim_sum(&p) == 0
            } else {
                ones % 2 == 1
            };
            let expected = if expected_p { Outcome::P } else { Outcome::N };
            assert_eq!(s.misere_outcome(&p), Ok(expected), "{p:?}");
        }
    }
}

#[test]
fn truncation_theorem_9_on_nim() {
    // LCTR Theorem 9: a non-terminal p is P in misère G iff P in trunc(G)
    // under normal play.
    let g = nim(3);
    let t = Truncation::new(&g);
    let mut sg = Solver::new(&g);
    let mut st = Solver::new(&t);
    for p in common::all_positions(3, 4) {
        if g.is_end(&p).unwrap() {
            continue;
        }
        assert_eq!(sg.misere_outcome(&p), st.outcome(&p), "{p:?}");
    }
}

quickcheck! {
    fn qc_truncation_theorem_9_on_subtraction_sums(a: Vec<u8>, b: Vec<u8>, x: u8, y: u8) -> bool {
        let ga = Subtraction::new(a.iter().map(|&s| u32::from(s % 7) + 1).collect());
        let gb = Subtraction::new(b.iter().map(|&s| u32::from(s % 7) + 1).collect());
        let g = vec![ga, gb];
        let p = vec![u32::from(x % 20), u32::from(y % 20)];
        g.is_end(&p).unwrap() || misere_outcome(&g, &p) == outcome(&Truncation::new(&g), &p)
    }

    fn qc_subtraction_games_are_pet(set: Vec<u8>, n: u8) -> bool {
        // Gurvich–Ho (arXiv:1508.06343, abstract and §1): all subtraction
        // games are pet.
        let g = Subtraction::new(set.iter().map(|&s| u32::from(s % 10) + 1).collect());
        let c = classify(&g, &u32::from(n % 60)).unwrap();
        c.pet.is_ok() && c.tame.is_ok() && c.domestic.is_ok()
    }

    fn qc_class_hierarchy(rows_seed: Vec<(u8, u8)>, n: u8, seed: u64) -> bool {
        // LCTR §2.3, Figure 3: pet ⊂ tame ⊂ domestic, forced ⊂ returnable.
        let rows = common::random_dag(usize::from(n % 9) + 1, &rows_seed, seed);
        let fa = FiniteAlgorithm::from_followers(rows).unwrap();
        let c = SgPairs::from_finite(fa).unwrap().classify();
        (c.pet.is_err() || c.tame.is_ok())
            && (c.tame.is_err() || c.domestic.is_ok())
            && (c.forced.is_err() || c.returnable.is_ok())
    }
}

#[test]
fn sg_pairs_by_hand() {
    // e = 0 (end), a = 1 → e, b = 2 → {a, e}, d = 3 → b, f = 4 → {d, a},
    // g = 5 → {a, f}: pairs (0,1), (1,0), (2,2), (0,0), (2,1), (0,2).
    let fa = FiniteAlgorithm::from_followers([
        vec![],
        vec![0],
        vec![1, 0],
        vec![2],
        vec![3, 1],
        vec![1, 4],
    ])
    .unwrap();
    let pairs = SgPairs::from_finite(fa).unwrap();
    let got: Vec<SgPair> = (0..6).map(|i| pairs.pair_at(i).unwrap()).collect();
    assert_eq!(
        got,
        vec![
            pair(0, 1),
            pair(1, 0),
            pair(2, 2),
            pair(0, 0),
            pair(2, 1),
            pair(0, 2)
        ]
    );
    let c = pairs.classify();
    assert_eq!(
        c.domestic,
        Err(ClassViolation::ForbiddenPair {
            class: GameClass::Domestic,
            position: 5,
            pair: pair(0, 2)
        })
    );
    assert_eq!(
        c.tame,
        Err(ClassViolation::ForbiddenPair {
            class: GameClass::Tame,
            position: 4,
            pair: pair(2, 1)
        })
    );
    assert_eq!(
        c.pet,
        Err(ClassViolation::ForbiddenPair {
            class: GameClass::Pet,
            position: 3,
            pair: pair(0, 0)
        })
    );
    assert!(c.forced.is_ok());
    assert!(c.returnable.is_ok());
    assert_eq!(c.holding(), vec![GameClass::Forced, GameClass::Returnable]);
}

#[test]
fn gurvich_ho_classification_of_nim() {
    // Nim is tame (Bouton; Conway, ONAG ch. 12) but not pet: (2,2) is a
    // (0,0)-position. It is forced: (0,1)- and (1,0)-positions are exactly
    // the positions with all heaps ≤ 1, and a move among them changes the
    // parity of the number of ones.
    for k in 1..=3 {
        let g = nim(k);
        for root in common::all_positions(k, 4) {
            let c = classify(&g, &root).unwrap();
            assert!(c.domestic.is_ok(), "{root:?}");
            assert!(c.tame.is_ok(), "{root:?}");
            assert!(c.forced.is_ok(), "{root:?}");
            assert!(c.returnable.is_ok(), "{root:?}");
            // Pet fails iff some position reachable from the root is a
            // (k,k)-position with k ≤ 1, i.e. has a heap ≥ 2 and nim-sum ≤ 1.
            let reach_kk = common::all_positions(k, 4).into_iter().any(|q| {
                q.iter().zip(&root).all(|(a, b)| a <= b)
                    && q.iter().any(|&x| x >= 2)
                    && common::nim_sum(&q) <= 1
            });
            assert_eq!(c.pet.is_err(), reach_kk, "{root:?}");
        }
    }
    let c = classify(&nim(2), &vec![2, 2]).unwrap();
    assert_eq!(
        c.pet,
        Err(ClassViolation::ForbiddenPair {
            class: GameClass::Pet,
            position: vec![2, 2],
            pair: pair(0, 0)
        })
    );
    // A single heap is pet: (0,1), (1,0), (n,n) for n ≥ 2.
    assert_eq!(classify(&Heap, &9).unwrap().holding().len(), 5);
}

#[test]
fn returnable_but_not_forced() {
    // e = 0 end (0,1); a = 1 → e (1,0); b = 2 → a (0,1);
    // y = 3 → {e, a, b}: SG = mex{0,1,0} = 2, SG⁻ = mex{1,0,1} = 2: (2,2);
    // x = 4 → {y, a}: SG = mex{2,1} = 0, SG⁻ = mex{2,0} = 1: (0,1).
    // Not forced: the (0,1)-position x moves to the (2,2)-position y.
    // Returnable (LCTR Definition 2.5): the moves from (0,1)- or
    // (1,0)-positions to non-terminal positions are x → y, x → a and b → a;
    // each is answered by a move to a (0,1)-position (y → e, a → e, a → e).
    // This is the shape LCTR Theorem 19 proves for LCTR and Downright:
    // returnable but not forced.
    let fa = FiniteAlgorithm::from_followers([vec![], vec![0], vec![1], vec![0, 1, 2], vec![3, 1]])
        .unwrap();
    let pairs = SgPairs::from_finite(fa).unwrap();
    assert_eq!(
        (0..5)
            .map(|i| pairs.pair_at(i).unwrap())
            .collect::<Vec<_>>(),
        vec![pair(0, 1), pair(1, 0), pair(0, 1), pair(2, 2), pair(0, 1)]
    );
    assert!(pairs.returnable().is_ok());
    let err = pairs.forced().unwrap_err();
    assert_eq!(
        err,
        ClassViolation::UnforcedMove {
            position: 4,
            pair: pair(0, 1),
            option: 3,
            option_pair: pair(2, 2)
        }
    );
    assert_eq!(err.class(), GameClass::Forced);
    assert_eq!(
        err.to_string(),
        "not forced: the (0,1)-position 4 moves to the (2,2)-position 3 (LCTR Definition 2)"
    );
    // It is even pet.
    assert!(pairs.pet().is_ok());
}

#[test]
fn not_returnable_witness() {
    // The six positions of `sg_pairs_by_hand`, plus y = 6 → g: (1,0) and
    // x = 7 → y: (0,1). x → y is a move from a (0,1)-position to a
    // non-terminal position whose only option g is a (0,2)-position.
    let fa = FiniteAlgorithm::from_followers([
        vec![],
        vec![0],
        vec![1, 0],
        vec![2],
        vec![3, 1],
        vec![1, 4],
        vec![5],
        vec![6],
    ])
    .unwrap();
    let pairs = SgPairs::from_finite(fa).unwrap();
    assert_eq!(pairs.pair_at(6), Some(pair(1, 0)));
    assert_eq!(pairs.pair_at(7), Some(pair(0, 1)));
    let err = pairs.returnable().unwrap_err();
    assert_eq!(
        err,
        ClassViolation::NoReturn {
            position: 7,
            pair: pair(0, 1),
            option: 6,
            option_pair: pair(1, 0)
        }
    );
    assert_eq!(
        err.to_string(),
        "not returnable: the (0,1)-position 7 moves to the non-terminal (1,0)-position 6, \
         which has no move to a (0,1)-position (LCTR Definition 2)"
    );
    assert_eq!(
        pairs.forced(),
        Err(ClassViolation::UnforcedMove {
            position: 6,
            pair: pair(1, 0),
            option: 5,
            option_pair: pair(0, 2)
        })
    );
}

#[test]
fn sg_pairs_from_a_root_match_the_solver() {
    let g = nim(3);
    let pairs = SgPairs::new(&g, &vec![3, 2, 4]).unwrap();
    let mut s = Solver::new(&g);
    for p in pairs.algorithm().states() {
        assert_eq!(pairs.pair(p), Some(s.sg_pair(p).unwrap()));
    }
    assert_eq!(pairs.pair(&vec![9, 9, 9]), None);
    let counts = pairs.pair_counts();
    assert_eq!(counts.values().sum::<u64>(), 4 * 3 * 5);
    assert_eq!(counts[&pair(0, 1)], 4); // (0,0,0), (1,1,0), (1,0,1), (0,1,1)
    assert_eq!(misere_grundy(&g, &vec![1, 1, 1]), Ok(0));
}

#[test]
fn classify_reports_cycles() {
    let fa = FiniteAlgorithm::from_followers([vec![1u32], vec![0]]).unwrap();
    assert_eq!(
        classify(&fa, &0).unwrap_err(),
        hookgames_game::GameError::Cycle { length: 2 }
    );
}
