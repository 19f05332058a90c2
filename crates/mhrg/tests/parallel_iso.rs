//! The papers' isomorphisms checked by `Engine::verify_isomorphism` in
//! pools of 1, 2, 3 and 4 threads: the same certificates as the sequential
//! check (`Limits::sequential`) — E (Abuku–Tada, Theorem 4.4), A (Theorem
//! 5.15), Φ and Ψ (the Japanese version, Lemmas 6.8, 6.9) and their
//! inverses — and the same counterexamples for a spoiled E.

use std::fmt::Debug;

use hookgames_game::{
    Algorithm, Engine, GameMap, IsomorphismCertificate, IsomorphismError, Limits,
};
use hookgames_mhrg::{MapA, MapE, MapPhi, MapPsi, PositionSpace, RectGame, RectPos};
use hookgames_shifted::{ShiftedHookGame, staircase};

use hookgames_game::testing::on_threads as on;

/// The sequential answer, checked equal on 1–4 threads.
#[allow(clippy::type_complexity)]
fn on_every_thread_count<A, B, F, R>(
    a: &A,
    ra: &A::State,
    b: &B,
    rb: &B::State,
    map: F,
) -> Result<IsomorphismCertificate, IsomorphismError<A::State, B::State, R::Error>>
where
    A: Algorithm + Sync,
    A::State: Send + Sync + Debug,
    B: Algorithm + Sync,
    B::State: Send + Sync + Debug,
    F: Fn(&A::State) -> R + Sync + Copy,
    R: hookgames_game::MapOutcome<B::State>,
    R::Error: Send + PartialEq + Debug,
{
    let limits = Limits::default();
    let seq = Engine::new()
        .with_limits(limits.with_sequential(true))
        .verify_isomorphism(a, ra, b, rb, map);
    for t in [1, 2, 3, 4] {
        let par = on(t, || {
            Engine::new()
                .with_limits(limits)
                .verify_isomorphism(a, ra, b, rb, map)
        });
        assert_eq!(par, seq, "{t} threads");
    }
    seq
}

fn count(m: usize, n: u64) -> u64 {
    PositionSpace::new(m, n).unwrap().count()
}

/// Theorem 4.4: E: MHRG(m, n) ≅ MHRG(m, n + 1) and E⁻¹ back, for
/// games of 1 792 to 11 520 positions.
#[test]
fn map_e_on_every_thread_count() {
    for (m, n) in [(6, 10), (7, 11), (6, 12), (8, 12)] {
        let e = MapE::new(m, n).unwrap();
        let (a, b) = (
            RectGame::new(m, n).unwrap(),
            RectGame::new(m, n + 1).unwrap(),
        );
        let cert =
            on_every_thread_count(&a, &a.start(), &b, &b.start(), |p: &RectPos| e.try_apply(p))
                .unwrap();
        assert_eq!(cert.states, count(m, n), "E({m}, {n})");
        let back = on_every_thread_count(&b, &b.start(), &a, &a.start(), |p: &RectPos| {
            e.inverse().try_apply(p)
        })
        .unwrap();
        assert_eq!(back, cert);
    }
}

/// Theorem 5.15 (A), Lemma 6.8 (Φ) and Lemma 6.9 (Ψ) for n = 11, 12
/// (MHRG(n, n + 1) has 2^n positions).
#[test]
fn maps_a_phi_psi_on_every_thread_count() {
    for n in [11usize, 12] {
        let rect = RectGame::new(n, n as u64 + 1).unwrap();
        let square = RectGame::new(n, n as u64).unwrap();
        let s_n = staircase(n as u64).unwrap();
        let (a, phi, psi) = (
            MapA::new(n).unwrap(),
            MapPhi::new(n).unwrap(),
            MapPsi::new(n).unwrap(),
        );
        let cert = on_every_thread_count(&rect, &rect.start(), &ShiftedHookGame, &s_n, |p| {
            a.try_apply(p)
        })
        .unwrap();
        assert_eq!(cert.states, 1 << n);
        let to_word = |y| rect.position(&y);
        let phi_cert = on_every_thread_count(&ShiftedHookGame, &s_n, &rect, &rect.start(), |s| {
            phi.try_apply(s).and_then(to_word)
        })
        .unwrap();
        assert_eq!(phi_cert, cert);
        on_every_thread_count(&rect, &rect.start(), &ShiftedHookGame, &s_n, |p| {
            phi.inverse().try_apply(p)
        })
        .unwrap();
        let psi_cert = on_every_thread_count(&square, &square.start(), &rect, &rect.start(), |p| {
            psi.try_apply(p)
        })
        .unwrap();
        assert_eq!(psi_cert.states, 1 << n);
        on_every_thread_count(&rect, &rect.start(), &square, &square.start(), |p| {
            psi.inverse().try_apply(p)
        })
        .unwrap();
    }
}

/// E on MHRG(8, 12) → MHRG(8, 13) (11 520 positions) spoiled at one
/// position (the 6 000-th in the order of `PositionSpace`): sent to the
/// image of another position (not injective, or an option of the wrong
/// position), or not defined there; the same counterexample on every thread
/// count.
#[test]
fn a_spoiled_map_e_gives_the_same_counterexample_on_every_thread_count() {
    let (m, n) = (8, 12);
    let e = MapE::new(m, n).unwrap();
    let (a, b) = (
        RectGame::new(m, n).unwrap(),
        RectGame::new(m, n + 1).unwrap(),
    );
    let all: Vec<RectPos> = PositionSpace::new(m, n).unwrap().iter().collect();
    let (deep, other) = (all[6000], all[100]);
    let r = on_every_thread_count(&a, &a.start(), &b, &b.start(), |p: &RectPos| {
        e.try_apply(if *p == deep { &other } else { p })
    });
    assert!(
        matches!(
            r,
            Err(IsomorphismError::NotInjective { .. } | IsomorphismError::ExtraOption { .. })
        ),
        "{r:?}"
    );
    let r = on_every_thread_count(&a, &a.start(), &b, &b.start(), |p: &RectPos| {
        if *p == deep {
            Err("not defined here".to_string())
        } else {
            e.try_apply(p).map_err(|e| e.to_string())
        }
    });
    assert!(
        matches!(r, Err(IsomorphismError::MapFailed { position, .. }) if position == deep),
        "{r:?}"
    );
    // E into the wrong game: MHRG(8, 14) is not the image.
    let c = RectGame::new(m, n + 2).unwrap();
    let r = on_every_thread_count(&a, &a.start(), &c, &c.start(), |p: &RectPos| e.try_apply(p));
    assert!(r.is_err(), "{r:?}");
}
