//! Coxeter data from arbitrary bytes (Kawanaka §6): `CoxeterDatum::new` and
//! `CoxeterDatum::path` accept exactly the trees within `MAX_VERTICES` and
//! refuse everything else with a typed error before allocating (any
//! `usize` size); the integer form ⟨u, v⟩ is symmetric, W-invariant under
//! the simple reflections, and reports `FormOverflow` instead of wrapping
//! (and never for coordinates below 2^40); the minimal coset
//! representatives of small data are distinct minimal representatives of
//! non-decreasing length.
#![no_main]

use hookgames_coxeter::{CoxeterDatum, CoxeterError, MAX_VERTICES, min_coset_reps_up_to};
use hookgames_fuzz::Bytes;
use libfuzzer_sys::fuzz_target;

/// An i64 from 8 bytes, often small, sometimes at the edges.
fn coordinate(b: &mut Bytes<'_>) -> i64 {
    let mut x = 0u64;
    for _ in 0..8 {
        x = x << 8 | u64::from(b.byte());
    }
    match b.byte() % 4 {
        0 => (x % 7) as i64 - 3,
        1 => i64::MAX - (x % 4) as i64,
        2 => i64::MIN + (x % 4) as i64,
        _ => x as i64,
    }
}

/// A usize from 8 bytes, biased towards the limits.
fn count(b: &mut Bytes<'_>) -> usize {
    let mut x = 0u64;
    for _ in 0..8 {
        x = x << 8 | u64::from(b.byte());
    }
    (match b.byte() % 4 {
        0 => x % 10,
        1 => u64::MAX - x % 4,
        2 => MAX_VERTICES as u64 - 2 + x % 4,
        _ => x,
    }) as usize
}

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    match b.byte() % 3 {
        0 => {
            // Sizes: a path of any length is refused before allocating, or
            // built when it fits.
            let (n, star) = (count(&mut b), count(&mut b));
            match CoxeterDatum::path(n, star) {
                Ok(d) => {
                    assert!((1..=MAX_VERTICES).contains(&n) && star < n);
                    assert_eq!((d.vertex_count(), d.star()), (n, star));
                }
                Err(CoxeterError::Empty) => assert_eq!(n, 0),
                Err(CoxeterError::TooManyVertices { vertices, limit }) => {
                    assert_eq!((vertices, limit), (n, MAX_VERTICES));
                    assert!(n > MAX_VERTICES);
                }
                Err(CoxeterError::StarOutOfRange { .. }) => assert!(star >= n),
                Err(e) => panic!("path({n}, {star}): {e:?}"),
            }
        }
        1 => {
            // Random graphs on ≤ 9 vertices: a datum exactly for trees.
            let n = b.below(10) as usize;
            let edges: Vec<(usize, usize)> = (0..b.below(12))
                .map(|_| (b.below(11) as usize, b.below(11) as usize))
                .collect();
            let star = b.below(10) as usize;
            let Ok(d) = CoxeterDatum::new(n, &edges, star) else {
                return;
            };
            assert_eq!(edges.len() + 1, n, "a tree has n − 1 edges");
            // The form.
            let u: Vec<i64> = (0..n).map(|_| coordinate(&mut b)).collect();
            let v: Vec<i64> = (0..n).map(|_| coordinate(&mut b)).collect();
            let (uv, vu) = (d.form(&u, &v), d.form(&v, &u));
            if let (Ok(x), Ok(y)) = (&uv, &vu) {
                assert_eq!(x, y, "the form is symmetric");
            }
            for r in [&uv, &vu] {
                assert!(matches!(r, Ok(_) | Err(CoxeterError::FormOverflow)));
            }
            let small = |w: &[i64]| w.iter().all(|&x| x.unsigned_abs() < 1 << 40);
            if small(&u) && small(&v) {
                assert!(uv.is_ok(), "no overflow below 2^40");
            }
            // W-invariance under a simple reflection.
            if let Some(a) = d.simple_roots().first().copied()
                && let (Ok(su), Ok(sv), Ok(x)) = (d.reflect(a, &u), d.reflect(a, &v), &uv)
                && let Ok(y) = d.form(&su, &sv)
            {
                assert_eq!(*x, y, "s_α preserves the form");
            }
            // Minimal coset representatives of a small datum.
            let max_length = b.below(5) as usize;
            match min_coset_reps_up_to(&d, max_length) {
                Ok(reps) => {
                    assert!(reps.windows(2).all(|w| w[0].length() <= w[1].length()));
                    for (k, w) in reps.iter().enumerate() {
                        assert!(w.is_min_coset_rep(&d) && w.length() <= max_length);
                        assert!(reps[..k].iter().all(|x| x != w), "distinct");
                    }
                }
                Err(CoxeterError::StateLimit { .. } | CoxeterError::TooLarge { .. }) => {}
                Err(e) => panic!("{e:?}"),
            }
        }
        _ => {
            // A large datum with a long word count: refused, never built.
            let n = b.below(MAX_VERTICES as u64 + 200) as usize + 1;
            let edges: Vec<(usize, usize)> =
                (1..n.min(MAX_VERTICES + 100)).map(|v| (0, v)).collect();
            match CoxeterDatum::new(n, &edges, 0) {
                Ok(d) => assert!(n <= MAX_VERTICES && d.vertex_count() == n),
                Err(CoxeterError::TooManyVertices { .. }) => assert!(n > MAX_VERTICES),
                Err(e) => panic!("{e:?}"),
            }
        }
    }
});
