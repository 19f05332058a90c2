//! The isomorphisms, each checked with `verify_isomorphism`: transposition,
//! E (Abuku–Tada, Theorem 4.4), A and B (Theorem 5.15), Φ and Ψ (the
//! Japanese version, Lemmas 6.8, 6.9), Motegi's row reduction (Theorem 6.1).

mod common;

use hookgames_game::{grundy, verify_isomorphism};
use hookgames_mhrg::{
    MapA, MapB, MapE, MapPhi, MapPsi, MhrgError, MhrgGame, RectGame, RowReduction, Transpose,
    is_symmetric, solve_positions, square_start_grundy,
};
use hookgames_partition::{DiagonalExpr, Partition, RectanglePartitions, ShiftedPartition};
use hookgames_shifted::{ShiftedHookGame, staircase};

/// All shifted diagrams in the staircase S_n: the subsets of {1, …, n}.
fn shifted_in_staircase(n: usize) -> Vec<ShiftedPartition> {
    (0..1u64 << n)
        .map(|mask| {
            let parts: Vec<u64> = (1..=n as u64)
                .rev()
                .filter(|&p| mask >> (p - 1) & 1 == 1)
                .collect();
            ShiftedPartition::new(parts).unwrap()
        })
        .collect()
}

#[test]
fn transposition_is_an_isomorphism() {
    for m in 1..=8usize {
        for n in 1..=8u64 {
            let (a, b) = (
                RectGame::new(m, n).unwrap(),
                RectGame::new(n as usize, m as u64).unwrap(),
            );
            let t = Transpose::new(m, n).unwrap();
            let cert = verify_isomorphism(&a, &a.start(), &b, &b.start(), |&p| {
                b.position(&t.apply(&a.partition(p).unwrap()).unwrap())
                    .unwrap()
            })
            .unwrap();
            assert_eq!(cert.states, count(m, n));
            // The word form agrees with the conjugate.
            for p in hookgames_mhrg::PositionSpace::new(m, n).unwrap().iter() {
                assert_eq!(
                    b.partition(a.transpose(p)).unwrap(),
                    t.apply(&a.partition(p).unwrap()).unwrap()
                );
                let y = a.partition(p).unwrap();
                assert_eq!(t.inverse().apply(&t.apply(&y).unwrap()).unwrap(), y);
            }
            if m * n as usize <= 16 {
                let (ga, gb) = (
                    MhrgGame::rectangle(m, n).unwrap(),
                    MhrgGame::rectangle(n as usize, m as u64).unwrap(),
                );
                verify_isomorphism(&ga, ga.start(), &gb, gb.start(), |y| t.apply(y).unwrap())
                    .unwrap();
            }
        }
    }
}

fn count(m: usize, n: u64) -> u64 {
    hookgames_mhrg::PositionSpace::new(m, n).unwrap().count()
}

fn check_e(m: usize, n: u64) {
    let e = MapE::new(m, n).unwrap();
    let (a, b) = (
        RectGame::new(m, n).unwrap(),
        RectGame::new(m, n + 1).unwrap(),
    );
    let cert = verify_isomorphism(&a, &a.start(), &b, &b.start(), |&p| {
        b.position(&e.apply(&a.partition(p).unwrap()).unwrap())
            .unwrap()
    })
    .unwrap();
    assert_eq!(cert.states, count(m, n));
    // E⁻¹ ∘ E = id on F(Y_{m,n}); E on diagonal expressions (Definition 4.3).
    for y in RectanglePartitions::new(m, n).unwrap() {
        let x = e.apply(&y).unwrap();
        assert_eq!(e.inverse(&x).unwrap(), y);
        let d = DiagonalExpr::from_partition(&y, m, n).unwrap();
        let dx = DiagonalExpr::from_partition(&x, m, n + 1).unwrap();
        assert_eq!(e.apply_expr(&d).unwrap(), dx);
        let c = e.c() as usize;
        let mut v = d.values().to_vec();
        v.insert(m + c, d.values()[m + c]);
        assert_eq!(dx.values(), &v[..]);
    }
}

/// Abuku–Tada, Theorem 4.4 for m ≤ n ≤ 10, m + n even.
#[test]
fn map_e_is_an_isomorphism() {
    for n in 1..=10u64 {
        for m in 1..=n as usize {
            if (m as u64 + n).is_multiple_of(2) {
                check_e(m, n);
            }
        }
    }
    // On the general engine too, for small rectangles.
    for (m, n) in [(1, 1), (1, 3), (2, 2), (2, 4), (3, 3)] {
        let e = MapE::new(m, n).unwrap();
        let (a, b) = (
            MhrgGame::rectangle(m, n).unwrap(),
            MhrgGame::rectangle(m, n + 1).unwrap(),
        );
        verify_isomorphism(&a, a.start(), &b, b.start(), |y| e.apply(y).unwrap()).unwrap();
    }
}

/// Theorem 5.15: A and B are inverse isomorphisms MHRG(n, n+1) ≅ HRG(S_n);
/// Φ = B (Lemma 6.8), Ψ = E for m = n (Lemma 6.9), each an isomorphism.
/// Corollary 5.16 through them: G(Y_{n,n}) = G(Y_{n,n+1}) = 1 ⊕ … ⊕ n.
fn check_shifted_maps(n: usize) {
    let rect = RectGame::new(n, n as u64 + 1).unwrap();
    let square = RectGame::new(n, n as u64).unwrap();
    let hrg = ShiftedHookGame;
    let s_n = staircase(n as u64).unwrap();
    let (a, b) = (MapA::new(n).unwrap(), MapB::new(n).unwrap());
    let (phi, psi) = (MapPhi::new(n).unwrap(), MapPsi::new(n).unwrap());
    let cert = verify_isomorphism(&rect, &rect.start(), &hrg, &s_n, |&p| {
        a.apply(&rect.partition(p).unwrap()).unwrap()
    })
    .unwrap();
    assert_eq!(cert.states, 1 << n);
    verify_isomorphism(&hrg, &s_n, &rect, &rect.start(), |s| {
        rect.position(&b.apply(s).unwrap()).unwrap()
    })
    .unwrap();
    verify_isomorphism(&hrg, &s_n, &rect, &rect.start(), |s| {
        rect.position(&phi.apply(s).unwrap()).unwrap()
    })
    .unwrap();
    verify_isomorphism(&square, &square.start(), &rect, &rect.start(), |&p| {
        rect.position(&psi.apply(&square.partition(p).unwrap()).unwrap())
            .unwrap()
    })
    .unwrap();
    for s in shifted_in_staircase(n) {
        let y = b.apply(&s).unwrap();
        assert_eq!(phi.apply(&s).unwrap(), y);
        assert_eq!(a.apply(&y).unwrap(), s);
        assert_eq!(phi.inverse(&y).unwrap(), s);
        assert!(is_symmetric(
            &DiagonalExpr::from_partition(&y, n, n as u64 + 1).unwrap()
        ));
    }
    // Ψ = E when m = n (c = 0).
    let e = MapE::new(n, n as u64).unwrap();
    for p in hookgames_mhrg::PositionSpace::new(n, n as u64)
        .unwrap()
        .iter()
    {
        let y = square.partition(p).unwrap();
        assert_eq!(psi.apply(&y).unwrap(), e.apply(&y).unwrap());
        assert_eq!(psi.inverse(&psi.apply(&y).unwrap()).unwrap(), y);
    }
    let want = square_start_grundy(n as u64).unwrap();
    assert_eq!(want, (1..=n as u32).fold(0, |x, k| x ^ k));
    assert_eq!(grundy(&rect, &rect.start()).unwrap(), want);
    assert_eq!(grundy(&square, &square.start()).unwrap(), want);
    assert_eq!(hookgames_shifted::grundy(&s_n).unwrap(), want);
}

/// n ≤ 9 (under a second in the test profile).
#[test]
fn maps_a_b_phi_psi_up_to_9() {
    for n in 1..=9 {
        check_shifted_maps(n);
    }
}

/// Motegi, Theorem 6.1: for t ≤ m ≤ n ≤ 9, a diagram with at most t rows is
/// a position of MHRG(m, n) iff it is one of MHRG(t, n − m + t), with the
/// same Grundy value; the positions with at most t rows form a game
/// isomorphic to MHRG(t, n − m + t).
#[test]
fn row_reduction() {
    for n in 1..=9u64 {
        for m in 1..=n as usize {
            let big = solve_positions(m, n, |_| {}).unwrap();
            let game = big.space().game();
            for t in 1..=m {
                let red = RowReduction::new(t, m, n).unwrap();
                let (tt, width) = red.target();
                let small = solve_positions(tt, width, |_| {}).unwrap();
                for y in RectanglePartitions::new(t, n).unwrap() {
                    let in_big = big.value_of(&y).ok();
                    match red.apply(&y) {
                        Ok(z) => {
                            assert_eq!(in_big, small.value_of(&z).ok(), "t={t} m={m} n={n} Y={y}")
                        }
                        Err(_) => assert_eq!(in_big, None, "t={t} m={m} n={n} Y={y}"),
                    }
                }
                let sg = small.space().game();
                let root = red.lift_word(sg.start()).unwrap();
                let cert = verify_isomorphism(sg, &sg.start(), game, &root, |&p| {
                    red.lift_word(p).unwrap()
                })
                .unwrap();
                assert_eq!(cert.states, small.count());
            }
        }
    }
}

#[test]
fn maps_reject_what_is_outside_their_domain() {
    assert!(matches!(MapE::new(3, 4), Err(MhrgError::MapDomain { .. })));
    assert!(matches!(MapE::new(4, 2), Err(MhrgError::MapDomain { .. })));
    let e = MapE::new(2, 2).unwrap();
    // (2) in Y_{2,3}: d = (0, 0, 1, 1, 0, 0): d_0 = d_1, so it is E((1)).
    assert_eq!(
        e.inverse(&Partition::new(vec![2]).unwrap()).unwrap(),
        Partition::new(vec![1]).unwrap()
    );
    assert!(matches!(
        e.inverse(&Partition::new(vec![1]).unwrap()),
        Err(MhrgError::NotInDomain { .. })
    ));
    assert!(e.apply(&Partition::new(vec![3]).unwrap()).is_err());
    let a = MapA::new(2).unwrap();
    let err = a.apply(&Partition::new(vec![1]).unwrap()).unwrap_err();
    assert!(err.to_string().contains("is not symmetric"), "{err}");
    assert!(
        MapB::new(2)
            .unwrap()
            .apply(&ShiftedPartition::new(vec![3]).unwrap())
            .is_err()
    );
    assert!(
        MapPsi::new(2)
            .unwrap()
            .apply(&Partition::new(vec![2]).unwrap())
            .is_err()
    );
    assert!(
        MapPsi::new(2)
            .unwrap()
            .inverse(&Partition::new(vec![1]).unwrap())
            .is_err()
    );
    assert!(
        MapPhi::new(2)
            .unwrap()
            .inverse(&Partition::new(vec![1]).unwrap())
            .is_err()
    );
    assert!(MapA::new(0).is_err() && MapB::new(0).is_err());
    assert!(MapPhi::new(0).is_err() && MapPsi::new(0).is_err());
    assert!(matches!(
        RowReduction::new(3, 2, 5),
        Err(MhrgError::MapDomain { .. })
    ));
    assert!(matches!(
        RowReduction::new(0, 2, 5),
        Err(MhrgError::MapDomain { .. })
    ));
    let red = RowReduction::new(1, 3, 5).unwrap();
    assert!(red.apply(&Partition::new(vec![4]).unwrap()).is_err()); // λ_1 > n − m + t = 3
    assert!(red.apply(&Partition::new(vec![6]).unwrap()).is_err()); // does not fit
    assert!(
        red.lift_word(hookgames_mhrg::RectPos::from_word(0b11))
            .is_err()
    );
    assert!(Transpose::new(0, 1).is_err());
    assert!(
        Transpose::new(2, 2)
            .unwrap()
            .apply(&Partition::new(vec![3]).unwrap())
            .is_err()
    );
}
