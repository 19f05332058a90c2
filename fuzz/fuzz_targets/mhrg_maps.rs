//! The isomorphisms of the MHRG papers on random positions: transposition,
//! E (Abuku–Tada, Definition 4.3), A and B (Definitions 5.11, 5.13), Φ and
//! Ψ (Lemmas 6.8, 6.9 of the Japanese version) and Motegi's row reduction
//! (Theorem 6.1), each a `GameMap` with its inverse a `GameMap` too. Each
//! map sends a position to a position of the target game with the same
//! Grundy value and comes back by its inverse, on diagrams and on Motegi's
//! words alike; random diagrams that are not positions are refused with a
//! typed error, never a panic.
#![no_main]

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use hookgames_fuzz::{Bytes, partition, shifted};
use hookgames_game::{AlgorithmExt, GameMap};
use hookgames_mhrg::{
    MapA, MapB, MapE, MapPhi, MapPsi, RectGame, RowReduction, Transpose, solve_positions,
};
use hookgames_partition::Partition;
use hookgames_shifted::ShiftedHookGame;
use libfuzzer_sys::fuzz_target;

/// The Grundy value of a position of MHRG(m, n), from a table solved once
/// per rectangle (m, n ≤ 9 here, at most a few milliseconds each).
fn value(m: usize, n: u64, y: &Partition) -> u64 {
    value_of(m, n, y).unwrap_or_else(|| panic!("{y} is not a position of MHRG({m},{n})"))
}

/// The Grundy value of Y in MHRG(m, n), or `None` if Y is not a position.
fn value_of(m: usize, n: u64, y: &Partition) -> Option<u64> {
    type Tables = HashMap<(usize, u64), hookgames_mhrg::PositionValues>;
    static TABLES: OnceLock<Mutex<Tables>> = OnceLock::new();
    let mut tables = TABLES.get_or_init(Default::default).lock().unwrap();
    let values = tables
        .entry((m, n))
        .or_insert_with(|| solve_positions(m, n, &hookgames_game::Engine::new()).unwrap());
    values.value_of(y).ok()
}

/// A position of MHRG(m, n) reached by a random line of play from Y_{m,n}.
fn position(b: &mut Bytes<'_>, m: usize, n: u64) -> Partition {
    let g = RectGame::new(m, n).unwrap();
    let mut p = g.start();
    for _ in 0..b.below(2 * (m as u64) * n + 1) {
        let mut opts = Vec::new();
        g.for_each_follower(&p, |q| opts.push(q)).unwrap();
        if opts.is_empty() {
            break;
        }
        p = opts[b.below(opts.len() as u64) as usize];
    }
    g.partition(&p).unwrap()
}

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    match b.byte() % 5 {
        0 => {
            let (m, n) = (b.below(8) as usize + 1, b.below(8) + 1);
            let t = Transpose::new(m, n).unwrap();
            let y = position(&mut b, m, n);
            let x = t.try_apply(&y).unwrap();
            assert_eq!(t.inverse().try_apply(&x).unwrap(), y);
            assert_eq!(
                value(m, n, &y),
                value(n as usize, m as u64, &x),
                "{y} in {m}x{n}"
            );
            // The same map on Motegi's words, and back.
            let (g, gt) = (
                RectGame::new(m, n).unwrap(),
                RectGame::new(n as usize, m as u64).unwrap(),
            );
            let w = g.position(&y).unwrap();
            let wt = t.try_apply(&w).unwrap();
            assert_eq!(wt, gt.position(&x).unwrap(), "{y} in {m}x{n}");
            assert_eq!(t.inverse().try_apply(&wt).unwrap(), w);
            // Any diagram: transposed exactly when it lies in Y_{m,n}.
            let z = partition(&mut b, 10, 10);
            match t.try_apply(&z) {
                Ok(zt) => {
                    assert!(z.fits_in(m, n), "{z} in {m}x{n}");
                    assert_eq!(t.inverse().try_apply(&zt).unwrap(), z);
                }
                Err(_) => assert!(!z.fits_in(m, n), "{z} in {m}x{n}"),
            }
        }
        1 => {
            let m = b.below(7) as usize + 1;
            let n = m as u64 + 2 * b.below(3);
            let e = MapE::new(m, n).unwrap();
            let y = position(&mut b, m, n);
            let x = e.try_apply(&y).unwrap();
            assert_eq!(e.inverse().try_apply(&x).unwrap(), y);
            assert_eq!(value(m, n, &y), value(m, n + 1, &x), "{y} in {m}x{n}");
            // The same map on Motegi's words, and back.
            let (g, g1) = (
                RectGame::new(m, n).unwrap(),
                RectGame::new(m, n + 1).unwrap(),
            );
            let (w, w1) = (g.position(&y).unwrap(), g1.position(&x).unwrap());
            assert_eq!(e.try_apply(&w).unwrap(), w1, "{y} in {m}x{n}");
            assert_eq!(e.inverse().try_apply(&w1).unwrap(), w);
            let z = partition(&mut b, m, n + 1);
            if let Ok(w) = e.inverse().try_apply(&z) {
                assert_eq!(e.try_apply(&w).unwrap(), z);
            }
            assert!(MapE::new(m + 1, m as u64).is_err());
        }
        2 => {
            let n = b.below(8) as usize + 1;
            let (a, bm, phi) = (
                MapA::new(n).unwrap(),
                MapB::new(n).unwrap(),
                MapPhi::new(n).unwrap(),
            );
            let s = shifted(&mut b, n as u64);
            let y = bm.try_apply(&s).unwrap();
            assert_eq!(phi.try_apply(&s).unwrap(), y);
            assert_eq!(a.try_apply(&y).unwrap(), s);
            assert_eq!(phi.inverse().try_apply(&y).unwrap(), s);
            // A⁻¹ = B and B⁻¹ = A.
            assert_eq!(a.inverse().try_apply(&s).unwrap(), y);
            assert_eq!(bm.inverse().try_apply(&y).unwrap(), s);
            // A and Φ⁻¹ on Motegi's words of Y_{n,n+1}.
            let w = RectGame::new(n, n as u64 + 1)
                .unwrap()
                .position(&y)
                .unwrap();
            assert_eq!(a.try_apply(&w).unwrap(), s);
            assert_eq!(phi.inverse().try_apply(&w).unwrap(), s);
            assert_eq!(
                ShiftedHookGame.grundy(&s).unwrap(),
                value(n, n as u64 + 1, &y),
                "{s} in S_{n}"
            );
            let z = partition(&mut b, n, n as u64 + 1);
            if let Ok(w) = a.try_apply(&z) {
                assert_eq!(bm.try_apply(&w).unwrap(), z);
            }
            let _ = phi.inverse().try_apply(&z);
            let t = shifted(&mut b, n as u64 + 2);
            let _ = bm.try_apply(&t);
            let _ = phi.try_apply(&t);
        }
        3 => {
            let n = b.below(8) as usize + 1;
            let psi = MapPsi::new(n).unwrap();
            let y = position(&mut b, n, n as u64);
            let x = psi.try_apply(&y).unwrap();
            assert_eq!(psi.inverse().try_apply(&x).unwrap(), y);
            assert_eq!(
                value(n, n as u64, &y),
                value(n, n as u64 + 1, &x),
                "{y} in {n}x{n}"
            );
            // The same map on Motegi's words, and back.
            let (g, g1) = (
                RectGame::new(n, n as u64).unwrap(),
                RectGame::new(n, n as u64 + 1).unwrap(),
            );
            let (w, w1) = (g.position(&y).unwrap(), g1.position(&x).unwrap());
            assert_eq!(psi.try_apply(&w).unwrap(), w1, "{y} in {n}x{n}");
            assert_eq!(psi.inverse().try_apply(&w1).unwrap(), w);
            let z = partition(&mut b, n + 1, n as u64 + 1);
            let _ = psi.try_apply(&z);
            let _ = psi.inverse().try_apply(&z);
        }
        _ => {
            let n = b.below(8) + 1;
            let m = b.below(n) as usize + 1;
            let t = b.below(m as u64) as usize + 1;
            let red = RowReduction::new(t, m, n).unwrap();
            let (tt, width) = red.target();
            let y = partition(&mut b, t, n);
            // Theorem 6.1: Y (at most t rows) is a position of MHRG(m, n)
            // iff its image is one of MHRG(t, n − m + t), with the same value.
            match red.try_apply(&y) {
                Ok(z) => assert_eq!(
                    value_of(m, n, &y),
                    value_of(tt, width, &z),
                    "{y}: {m}x{n} → {tt}x{width}"
                ),
                Err(_) => assert_eq!(value_of(m, n, &y), None, "{y} in {m}x{n}"),
            }
            let (big, small) = (
                RectGame::new(m, n).unwrap(),
                RectGame::new(tt, width).unwrap(),
            );
            let x = position(&mut b, tt, width);
            let w = small.position(&x).unwrap();
            // The inverse lifts the word to a word of Y_{m,n} of the same
            // diagram, and the reduction brings it back.
            let lifted = red.inverse().try_apply(&w).unwrap();
            assert!(big.is_valid(&lifted));
            assert_eq!(big.partition(&lifted).unwrap(), x);
            assert_eq!(red.try_apply(&lifted).unwrap(), w);
            let _ = red.try_apply(&partition(&mut b, m + 1, n + 1));
        }
    }
});
