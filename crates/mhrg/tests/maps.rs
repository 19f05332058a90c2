//! The isomorphisms, each checked with `verify_isomorphism` through its
//! `GameMap::try_apply` (a map that fails is a counterexample, not a
//! panic): transposition, E (Abuku–Tada, Theorem 4.4), A and B
//! (Theorem 5.15), Φ and Ψ (the Japanese version, Lemmas 6.8, 6.9), Motegi's
//! row reduction (Theorem 6.1), and their inverses.

mod common;

use hookgames_game::{GameMap, IsomorphismError, Solver, verify_isomorphism};
use hookgames_mhrg::{
    MapA, MapB, MapE, MapPhi, MapPsi, MhrgError, MhrgGame, RectGame, RectPos, RowReduction,
    Transpose, is_symmetric, solve_positions, square_start_grundy,
};
use hookgames_partition::arbitrary::shifted_in_staircase;
use hookgames_partition::{DiagonalExpr, Partition, RectanglePartitions, ShiftedPartition};
use hookgames_shifted::{ShiftedHookGame, staircase};

#[test]
fn transposition_is_an_isomorphism() {
    for m in 1..=8usize {
        for n in 1..=8u64 {
            let (a, b) = (
                RectGame::new(m, n).unwrap(),
                RectGame::new(n as usize, m as u64).unwrap(),
            );
            let t = Transpose::new(m, n).unwrap();
            let cert =
                verify_isomorphism(&a, &a.start(), &b, &b.start(), |p| t.try_apply(p)).unwrap();
            assert_eq!(cert.states, count(m, n));
            // And its inverse, back.
            let back =
                verify_isomorphism(&b, &b.start(), &a, &a.start(), |p| t.inverse().try_apply(p))
                    .unwrap();
            assert_eq!(back, cert);
            // The word form agrees with the conjugate.
            for p in hookgames_mhrg::PositionSpace::new(m, n).unwrap().iter() {
                let y = a.partition(&p).unwrap();
                assert_eq!(
                    b.partition(&a.transpose(&p)).unwrap(),
                    t.try_apply(&y).unwrap()
                );
                assert_eq!(
                    b.partition(&t.try_apply(&p).unwrap()).unwrap(),
                    y.conjugate().unwrap()
                );
                assert_eq!(t.inverse().try_apply(&t.try_apply(&y).unwrap()).unwrap(), y);
                assert_eq!(t.inverse().try_apply(&t.try_apply(&p).unwrap()).unwrap(), p);
            }
            if m * n as usize <= 16 {
                let (ga, gb) = (
                    MhrgGame::rectangle(m, n).unwrap(),
                    MhrgGame::rectangle(n as usize, m as u64).unwrap(),
                );
                verify_isomorphism(&ga, ga.start(), &gb, gb.start(), |y| t.try_apply(y)).unwrap();
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
    let cert = verify_isomorphism(&a, &a.start(), &b, &b.start(), |p| e.try_apply(p)).unwrap();
    assert_eq!(cert.states, count(m, n));
    // E⁻¹ is the isomorphism back.
    let back =
        verify_isomorphism(&b, &b.start(), &a, &a.start(), |p| e.inverse().try_apply(p)).unwrap();
    assert_eq!(back, cert);
    // E⁻¹ ∘ E = id on F(Y_{m,n}); E on diagonal expressions (Definition 4.3).
    for y in RectanglePartitions::new(m, n).unwrap() {
        let x = e.try_apply(&y).unwrap();
        assert_eq!(e.inverse().try_apply(&x).unwrap(), y);
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
        verify_isomorphism(&a, a.start(), &b, b.start(), |y| e.try_apply(y)).unwrap();
        verify_isomorphism(&b, b.start(), &a, a.start(), |y| e.inverse().try_apply(y)).unwrap();
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
    let cert = verify_isomorphism(&rect, &rect.start(), &hrg, &s_n, |p| a.try_apply(p)).unwrap();
    assert_eq!(cert.states, 1 << n);
    // The same on diagrams, with the general engine, for small n.
    if n <= 4 {
        let general = MhrgGame::rectangle(n, n as u64 + 1).unwrap();
        let on_diagrams =
            verify_isomorphism(&general, general.start(), &hrg, &s_n, |y| a.try_apply(y)).unwrap();
        assert_eq!(on_diagrams, cert);
    }
    // B, Φ (to words of the rectangular engine), A⁻¹ = B, B⁻¹ = A, Φ⁻¹.
    let to_word = |y: Partition| rect.position(&y);
    verify_isomorphism(&hrg, &s_n, &rect, &rect.start(), |s| {
        b.try_apply(s).and_then(to_word)
    })
    .unwrap();
    verify_isomorphism(&hrg, &s_n, &rect, &rect.start(), |s| {
        phi.try_apply(s).and_then(to_word)
    })
    .unwrap();
    verify_isomorphism(&hrg, &s_n, &rect, &rect.start(), |s| {
        a.inverse().try_apply(s).and_then(to_word)
    })
    .unwrap();
    verify_isomorphism(&rect, &rect.start(), &hrg, &s_n, |p| {
        b.inverse().try_apply(p)
    })
    .unwrap();
    verify_isomorphism(&rect, &rect.start(), &hrg, &s_n, |p| {
        phi.inverse().try_apply(p)
    })
    .unwrap();
    // Ψ and Ψ⁻¹ on words.
    verify_isomorphism(&square, &square.start(), &rect, &rect.start(), |p| {
        psi.try_apply(p)
    })
    .unwrap();
    verify_isomorphism(&rect, &rect.start(), &square, &square.start(), |p| {
        psi.inverse().try_apply(p)
    })
    .unwrap();
    for s in shifted_in_staircase(n as u64).unwrap() {
        let y = b.try_apply(&s).unwrap();
        assert_eq!(phi.try_apply(&s).unwrap(), y);
        assert_eq!(a.try_apply(&y).unwrap(), s);
        assert_eq!(a.inverse().try_apply(&s).unwrap(), y);
        assert_eq!(b.inverse().try_apply(&y).unwrap(), s);
        assert_eq!(phi.inverse().try_apply(&y).unwrap(), s);
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
        let y = square.partition(&p).unwrap();
        assert_eq!(psi.try_apply(&y).unwrap(), e.try_apply(&y).unwrap());
        assert_eq!(psi.try_apply(&p).unwrap(), e.try_apply(&p).unwrap());
        assert_eq!(
            psi.inverse()
                .try_apply(&psi.try_apply(&y).unwrap())
                .unwrap(),
            y
        );
    }
    let want = square_start_grundy(n).unwrap();
    assert_eq!(want, (1..=n as u64).fold(0, |x, k| x ^ k));
    // The search, not the value hooks (which answer these by the closed form).
    assert_eq!(Solver::new(&rect).grundy(&rect.start()).unwrap(), want);
    assert_eq!(Solver::new(&square).grundy(&square.start()).unwrap(), want);
    assert_eq!(Solver::new(&ShiftedHookGame).grundy(&s_n).unwrap(), want);
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
            let big = solve_positions(m, n, &hookgames_game::Engine::new()).unwrap();
            let game = big.space().game();
            for t in 1..=m {
                let red = RowReduction::new(t, m, n).unwrap();
                let (tt, width) = red.target();
                let small = solve_positions(tt, width, &hookgames_game::Engine::new()).unwrap();
                for y in RectanglePartitions::new(t, n).unwrap() {
                    let in_big = big.value_of(&y).ok();
                    match red.try_apply(&y) {
                        Ok(z) => {
                            assert_eq!(in_big, small.value_of(&z).ok(), "t={t} m={m} n={n} Y={y}");
                            assert_eq!(red.inverse().try_apply(&z).unwrap(), y);
                            let w = game.position(&y).unwrap();
                            assert_eq!(
                                red.try_apply(&w).unwrap(),
                                small.space().game().position(&z).unwrap()
                            );
                        }
                        Err(_) => assert_eq!(in_big, None, "t={t} m={m} n={n} Y={y}"),
                    }
                }
                let sg = small.space().game();
                let root = red.inverse().try_apply(&sg.start()).unwrap();
                let cert = verify_isomorphism(sg, &sg.start(), game, &root, |p| {
                    red.inverse().try_apply(p)
                })
                .unwrap();
                assert_eq!(cert.states, small.count());
                // The reduction itself, from the lifted start down.
                let down =
                    verify_isomorphism(game, &root, sg, &sg.start(), |p| red.try_apply(p)).unwrap();
                assert_eq!(down, cert);
            }
        }
    }
}

#[test]
fn maps_reject_what_is_outside_their_domain() {
    let p = |parts: &[u64]| Partition::new(parts.to_vec()).unwrap();
    assert!(matches!(MapE::new(3, 4), Err(MhrgError::MapDomain { .. })));
    assert!(matches!(MapE::new(4, 2), Err(MhrgError::MapDomain { .. })));
    let e = MapE::new(2, 2).unwrap();
    // (2) in Y_{2,3}: d = (0, 0, 1, 1, 0, 0): d_0 = d_1, so it is E((1)).
    assert_eq!(e.inverse().try_apply(&p(&[2])).unwrap(), p(&[1]));
    assert!(matches!(
        e.inverse().try_apply(&p(&[1])),
        Err(MhrgError::NotInDomain { .. })
    ));
    assert_eq!(
        e.try_apply(&p(&[3])),
        Err(MhrgError::DoesNotFit {
            shape: "3".to_string(),
            m: 2,
            n: 2
        })
    );
    assert!(matches!(
        e.inverse().try_apply(&p(&[4])),
        Err(MhrgError::DoesNotFit { m: 2, n: 3, .. })
    ));
    // On words: a word that is not I(Y) of the source rectangle.
    assert!(matches!(
        e.try_apply(&RectPos::from_word(0b1_0001)),
        Err(MhrgError::BadWord { .. })
    ));
    assert!(matches!(
        e.inverse().try_apply(&RectPos::from_word(0b111)),
        Err(MhrgError::BadWord { .. })
    ));
    let a = MapA::new(2).unwrap();
    let err = a.try_apply(&p(&[1])).unwrap_err();
    assert!(err.to_string().contains("is not symmetric"), "{err}");
    assert!(matches!(err, MhrgError::NotInDomain { shape, .. } if shape == "1"));
    assert!(
        MapB::new(2)
            .unwrap()
            .try_apply(&ShiftedPartition::new(vec![3]).unwrap())
            .is_err()
    );
    assert!(MapB::new(2).unwrap().inverse().try_apply(&p(&[1])).is_err());
    assert!(
        MapA::new(2)
            .unwrap()
            .inverse()
            .try_apply(&ShiftedPartition::new(vec![3]).unwrap())
            .is_err()
    );
    assert!(MapPsi::new(2).unwrap().try_apply(&p(&[2])).is_err());
    assert!(
        MapPsi::new(2)
            .unwrap()
            .inverse()
            .try_apply(&p(&[1]))
            .is_err()
    );
    assert!(
        MapPhi::new(2)
            .unwrap()
            .inverse()
            .try_apply(&p(&[1]))
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
    assert!(red.try_apply(&p(&[4])).is_err()); // λ_1 > n − m + t = 3
    assert!(red.try_apply(&p(&[6])).is_err()); // does not fit
    assert!(red.try_apply(&p(&[1, 1])).is_err()); // more than t rows
    assert!(red.inverse().try_apply(&p(&[4])).is_err()); // not in F(Y_{1,3})
    assert!(red.inverse().try_apply(&RectPos::from_word(0b11)).is_err());
    // The word of (1, 1) in Y_{3,5} has more than t = 1 rows.
    let big = RectGame::new(3, 5).unwrap();
    assert!(matches!(
        red.try_apply(&big.position(&p(&[1, 1])).unwrap()),
        Err(MhrgError::NotInDomain { .. })
    ));
    assert!(Transpose::new(0, 1).is_err());
    assert!(Transpose::new(2, 2).unwrap().try_apply(&p(&[3])).is_err());
    // T⁻¹ for (2, 3) takes diagrams of Y_{3,2}.
    let t = Transpose::new(2, 3).unwrap();
    assert_eq!(t.inverse().try_apply(&p(&[2, 2, 1])).unwrap(), p(&[3, 2]));
    assert!(matches!(
        t.inverse().try_apply(&p(&[3])),
        Err(MhrgError::DoesNotFit { m: 3, n: 2, .. })
    ));
    assert_eq!(t.inverse().inverse(), t);
    assert_eq!(t.inverse().map(), &t);
}

/// A map checked on a game where it is not defined at a reachable
/// position: `verify_isomorphism` reports that position and the map's
/// typed error (`IsomorphismError::MapFailed`), it does not panic.
#[test]
fn a_map_that_fails_at_a_reachable_position_is_a_counterexample() {
    let p = |parts: &[u64]| Partition::new(parts.to_vec()).unwrap();

    // E⁻¹ for (m, n) = (2, 2) (Abuku–Tada, Definition 4.3, c = 0) is
    // defined on the diagrams X of F(Y_{2,3}) with d_0(X) = d_1(X), which
    // include the positions of MHRG(2, 3) (Lemma 4.8) and more: (2, 1),
    // d = (0, 1, 1, 1, 0, 0), is one, with E⁻¹((2, 1)) = (1, 1). But (2, 1)
    // is not a position, and from it the turn at the box (1, 2) (numbers
    // {{2}}, no hook of (1, 1) has them) reaches (1, 1), d = (0, 1, 1, 0, 0,
    // 0), where d_0 ≠ d_1: the check stops there.
    let e = MapE::new(2, 2).unwrap();
    let (a, b) = (
        MhrgGame::rectangle(2, 3).unwrap(),
        MhrgGame::rectangle(2, 2).unwrap(),
    );
    assert!(a.options(&p(&[2, 1])).unwrap().contains(&p(&[1, 1])));
    let checked = verify_isomorphism(&a, &p(&[2, 1]), &b, &p(&[1, 1]), |y| {
        e.inverse().try_apply(y)
    });
    match checked {
        Err(IsomorphismError::MapFailed { position, error }) => {
            assert_eq!(position, p(&[1, 1]));
            assert!(
                matches!(&error, MhrgError::NotInDomain { shape, .. } if shape == "1,1"),
                "{error}"
            );
            assert!(
                error.to_string().contains("d_c = 1 ≠ d_(c+1) = 0"),
                "{error}"
            );
        }
        other => panic!("expected MapFailed at (1, 1), got {other:?}"),
    }
    // The same on Motegi's words, with the rectangular engine.
    let (ra, rb) = (RectGame::new(2, 3).unwrap(), RectGame::new(2, 2).unwrap());
    let from = ra.position(&p(&[2, 1])).unwrap();
    let checked = verify_isomorphism(&ra, &from, &rb, &rb.position(&p(&[1, 1])).unwrap(), |w| {
        e.inverse().try_apply(w)
    });
    assert!(matches!(
        checked,
        Err(IsomorphismError::MapFailed { position, error: MhrgError::NotInDomain { .. } })
            if position == ra.position(&p(&[1, 1])).unwrap()
    ));
    // From the start Y_{2,3}, a position, E⁻¹ is an isomorphism (Theorem 4.4).
    verify_isomorphism(&a, a.start(), &b, b.start(), |y| e.inverse().try_apply(y)).unwrap();

    // E of Theorem 4.4 needs m ≤ n with m + n even: for MHRG(3, 4) there is
    // no E, and the E of MHRG(3, 3), used for MHRG(3, 4) → MHRG(3, 5), fails
    // at once: Y_{3,4} is not in F(Y_{3,3}).
    assert!(matches!(MapE::new(3, 4), Err(MhrgError::MapDomain { .. })));
    let e33 = MapE::new(3, 3).unwrap();
    let (c, d) = (RectGame::new(3, 4).unwrap(), RectGame::new(3, 5).unwrap());
    assert_eq!(
        verify_isomorphism(&c, &c.start(), &d, &d.start(), |w| e33.try_apply(w)),
        Err(IsomorphismError::MapFailed {
            position: c.start(),
            error: MhrgError::BadWord {
                word: c.start().word(),
                m: 3,
                n: 3,
                reason: "element 7 is larger than m + n = 6".to_string(),
            },
        })
    );

    // Ψ for Y_{2,2} applied to the wrong rectangle: MHRG(2, 3) → MHRG(2, 4).
    let psi = MapPsi::new(2).unwrap();
    let (g23, g24) = (
        MhrgGame::rectangle(2, 3).unwrap(),
        MhrgGame::rectangle(2, 4).unwrap(),
    );
    assert_eq!(
        verify_isomorphism(&g23, g23.start(), &g24, g24.start(), |y| psi.try_apply(y)),
        Err(IsomorphismError::MapFailed {
            position: p(&[3, 3]),
            error: MhrgError::DoesNotFit {
                shape: "3,3".to_string(),
                m: 2,
                n: 2
            },
        })
    );
    // Φ⁻¹ for S_2 applied to MHRG(3, 4) (whose staircase is S_3).
    let phi = MapPhi::new(2).unwrap();
    let (g34, s3) = (RectGame::new(3, 4).unwrap(), staircase(3).unwrap());
    assert!(matches!(
        verify_isomorphism(&g34, &g34.start(), &ShiftedHookGame, &s3, |w| {
            phi.inverse().try_apply(w)
        }),
        Err(IsomorphismError::MapFailed { position, error: MhrgError::BadWord { m: 2, n: 3, .. } })
            if position == g34.start()
    ));
}
