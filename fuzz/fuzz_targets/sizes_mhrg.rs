//! The entry points of `hookgames-mhrg` that take sizes (issue 19,
//! "Bounded by construction"): the closed forms of Abuku–Tada §4–5 and
//! Motegi §6 (`one_row_grundy`, `two_row_options`,
//! `two_row_positions_of_value`, `two_row_p_positions`, the start values),
//! the maps E, A, B, Φ, Ψ built for huge rectangles, `position_count`, the
//! general engine's `MhrgGame::rectangle` and `hook_multiset`. Sizes are
//! drawn from the whole `u64` range, mostly near powers of two. Every call
//! ends in an answer that is checked (against the formula in u128, against
//! a second closed form, or against itself shifted by the rectangle) or in
//! a typed error; none may overflow, allocate past the byte budget or run
//! long.
#![no_main]

use hookgames_fuzz::{Bytes, partition, shifted};
use hookgames_game::GameMap;
use hookgames_mhrg::{
    MAX_GENERAL_BOXES, MapA, MapB, MapE, MapPhi, MapPsi, MhrgError, MhrgGame, PositionSpace,
    Unimodal, hook_multiset, one_row_grundy, one_row_positions, position_count,
    square_start_grundy, two_row_options, two_row_p_positions, two_row_positions_of_value,
    two_row_start_grundy,
};
use hookgames_partition::{MAX_MATERIALIZED_BYTES, Partition, PartitionError};
use libfuzzer_sys::fuzz_target;

/// A size from the whole `u64` range: small, near a power of two or of
/// u64::MAX / 2, or eight raw bytes.
fn size(b: &mut Bytes<'_>) -> u64 {
    let delta = i128::from(b.byte() % 5) - 2;
    let near = |x: u128| (x as i128 + delta).clamp(0, i128::from(u64::MAX)) as u64;
    match b.byte() % 8 {
        0 | 1 => b.below(65),
        2 | 3 => near(1u128 << b.below(65)),
        4 => near(u128::from(u64::MAX / 2)),
        5 => b.below(1 << 16),
        _ => (0..8).fold(0u64, |x, _| x << 8 | u64::from(b.byte())),
    }
}

/// Asserts that `e` is the byte budget's `TooLarge` (or, with `work`, a
/// work limit of the partition crate).
fn over_budget(e: &MhrgError, work: bool) {
    match e {
        MhrgError::Partition(PartitionError::TooLarge {
            count, unit, limit, ..
        }) => {
            if *unit == "bytes" {
                assert_eq!(*limit, MAX_MATERIALIZED_BYTES);
            } else {
                assert!(work, "{e}");
            }
            assert!(*count > u128::from(*limit), "{e}");
        }
        other => panic!("expected a budget, got {other:?}"),
    }
}

/// A diagram with at most two rows, of any size.
fn two_rows(b: &mut Bytes<'_>) -> Partition {
    let a = size(b);
    // λ_2 ≤ λ_1 and |λ| ≤ u64::MAX.
    let c = size(b).min(a).min(u64::MAX - a);
    Partition::new(vec![a, c]).unwrap()
}

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    match b.byte() % 6 {
        0 => {
            // Theorem 4.9 against its statement, in u128.
            let (n, l) = (size(&mut b), size(&mut b));
            let (n2, l2) = (u128::from(n), u128::from(l));
            match one_row_grundy(n, l) {
                Ok(g) => {
                    assert!(n > 0 && l <= n && !(n % 2 == 0 && 2 * l2 == n2));
                    let want = if n % 2 == 1 || 2 * l2 < n2 { l } else { l - 1 };
                    assert_eq!(g, want, "n={n} l={l}");
                }
                Err(MhrgError::EmptyRectangle { .. }) => assert_eq!(n, 0),
                Err(MhrgError::DoesNotFit { .. }) => assert!(l > n),
                Err(MhrgError::NotAPosition { .. }) => assert!(n % 2 == 0 && 2 * l2 == n2),
                Err(e) => panic!("{e:?}"),
            }
            if let Ok(it) = one_row_positions(n) {
                for x in it.skip(l.min(1 << 10) as usize).take(4) {
                    assert!(x <= n && !(n % 2 == 0 && 2 * u128::from(x) == n2));
                }
            }
            let _ = two_row_start_grundy(n);
            let sq = n as usize;
            match square_start_grundy(sq) {
                Ok(g) => {
                    let want = [n, 1, n.wrapping_add(1), 0][(n % 4) as usize];
                    assert_eq!(g, want);
                }
                Err(_) => assert_eq!(n, 0),
            }
        }
        1 => {
            // Lemma 4.12: options of a two-row diagram, measured first;
            // below 2n' they do not depend on n'.
            let np = size(&mut b);
            let y = two_rows(&mut b);
            match two_row_options(np, &y) {
                Ok(opts) => {
                    let n = 2 * np;
                    assert!(opts.windows(2).all(|w| w[0] < w[1]));
                    for z in &opts {
                        assert!(z.fits_in(2, n) && z.size() < y.size(), "{z} from {y}");
                        assert_ne!(u128::from(z.part(1)) + u128::from(z.part(2)), u128::from(n));
                    }
                    if y.size() < n {
                        let wider = np.saturating_add(size(&mut b)).min(u64::MAX / 2);
                        assert_eq!(two_row_options(wider, &y).unwrap(), opts, "{y}");
                    }
                }
                Err(MhrgError::EmptyRectangle { .. }) => assert_eq!(np, 0),
                Err(MhrgError::WidthOverflow { n_prime }) => {
                    assert!(n_prime == np && np > u64::MAX / 2);
                }
                Err(MhrgError::DoesNotFit { .. }) => assert!(y.part(1) > 2 * np),
                Err(MhrgError::NotAPosition { .. }) => {
                    assert_eq!(u128::from(y.size()), 2 * u128::from(np));
                }
                Err(e) => over_budget(&e, false),
            }
        }
        2 => {
            // Tables 2 and 3 (Abuku–Tada) for value 0 against Motegi's
            // Corollary 6.2 for m = 2.
            let np = size(&mut b);
            let value = b.below(4);
            match two_row_positions_of_value(np, value) {
                Ok(pairs) => {
                    assert!(pairs.windows(2).all(|w| w[0] < w[1]));
                    for &(a, c) in &pairs {
                        assert!(c <= a && a <= 2 * np);
                        assert_ne!(u128::from(a) + u128::from(c), 2 * u128::from(np));
                    }
                    if value == 0
                        && let Ok(ys) = two_row_p_positions(2, 2 * np)
                    {
                        let want: Vec<(u64, u64)> =
                            ys.iter().map(|y| (y.part(1), y.part(2))).collect();
                        assert_eq!(pairs, want, "n' = {np}");
                    }
                }
                Err(MhrgError::EmptyRectangle { .. }) => assert_eq!(np, 0),
                Err(MhrgError::WidthOverflow { .. }) => assert!(np > u64::MAX / 2),
                Err(MhrgError::MapDomain { .. }) => assert!(value > 2),
                Err(e) => over_budget(&e, false),
            }
        }
        3 => {
            // Corollary 6.2 depends only on n − m.
            let (m, n) = (size(&mut b) as usize, size(&mut b));
            match two_row_p_positions(m, n) {
                Ok(ys) => {
                    assert!(ys.windows(2).all(|w| w[0] < w[1]));
                    for y in &ys {
                        assert!(y.fits_in(m, n), "{y} in {m}x{n}");
                    }
                    let twin = two_row_p_positions(2, 2 + (n - m as u64)).unwrap();
                    assert_eq!(ys, twin, "{m}x{n}");
                }
                Err(MhrgError::MapDomain { .. }) => assert!(m < 2 || m as u64 > n),
                Err(e) => over_budget(&e, false),
            }
        }
        4 => {
            // The maps of huge rectangles: built, and used within the budget.
            let (m, n) = (size(&mut b) as usize, size(&mut b));
            match MapE::new(m, n) {
                Ok(e) => {
                    let y = partition(&mut b, m.min(5), n.min(5));
                    match e.try_apply(&y) {
                        Ok(x) => assert_eq!(e.inverse().try_apply(&x).unwrap(), y),
                        Err(err) => over_budget(&err, false),
                    }
                }
                Err(_) => assert!(
                    m == 0 || m as u64 > n || (m as u64 ^ n) & 1 == 1 || n == u64::MAX,
                    "E({m}, {n})"
                ),
            }
            let k = size(&mut b) as usize;
            let maps = (MapA::new(k), MapB::new(k), MapPhi::new(k), MapPsi::new(k));
            match maps {
                (Ok(a), Ok(bm), Ok(phi), Ok(psi)) => {
                    let s = shifted(&mut b, k.min(6) as u64);
                    match bm.try_apply(&s) {
                        Ok(y) => {
                            assert_eq!(phi.try_apply(&s).unwrap(), y);
                            assert_eq!(a.try_apply(&y).unwrap(), s);
                        }
                        Err(err) => {
                            over_budget(&err, false);
                            over_budget(&phi.try_apply(&s).unwrap_err(), false);
                        }
                    }
                    let y = partition(&mut b, k.min(5), (k as u64).min(5));
                    match psi.try_apply(&y) {
                        Ok(x) => assert_eq!(psi.inverse().try_apply(&x).unwrap(), y),
                        Err(MhrgError::NotInDomain { .. }) => {}
                        Err(err) => over_budget(&err, false),
                    }
                }
                (a, _, _, _) => assert!(k == 0 || k == usize::MAX, "{a:?}"),
            }
        }
        _ => {
            // Counts, the general engine's start and hook multisets.
            let (m, n) = (size(&mut b) as usize, size(&mut b));
            match position_count(m, n) {
                Ok(c) => {
                    if m as u128 + u128::from(n) <= 64 {
                        let space = PositionSpace::new(m, n).unwrap();
                        assert_eq!(c, space.count().into(), "{m}x{n}");
                    }
                }
                Err(MhrgError::EmptyRectangle { .. }) => assert!(m == 0 || n == 0),
                Err(e) => over_budget(&e, true),
            }
            match MhrgGame::rectangle(m, n) {
                Ok(g) => {
                    assert!(m as u128 * u128::from(n) <= u128::from(MAX_GENERAL_BOXES));
                    let y = partition(&mut b, m.min(3), n.min(3));
                    assert!(g.moves(&y).is_ok());
                }
                Err(MhrgError::EmptyRectangle { .. }) => assert!(m == 0 || n == 0),
                Err(MhrgError::StartTooLarge { boxes, .. }) => {
                    assert_eq!(boxes, m as u128 * u128::from(n));
                }
                Err(e) => panic!("{m}x{n}: {e:?}"),
            }
            let (len, j) = (size(&mut b).max(1), size(&mut b).max(1));
            if let (Ok(alpha), Ok(row)) = (Unimodal::new(1, len), Partition::new(vec![len])) {
                match hook_multiset(&row, &alpha, 1, j) {
                    Ok(a) => assert_eq!(a.len() as u64, len - j + 1),
                    Err(MhrgError::NotABox { .. }) => assert!(j > len),
                    Err(e) => over_budget(&e, false),
                }
            }
        }
    }
});
