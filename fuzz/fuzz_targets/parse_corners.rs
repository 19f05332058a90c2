//! Every string: parsing a d-dimensional LCTR position (`{(3,1,2),(1,4,1)}`,
//! `{}_3`; Gottlieb–Krnc–Muršič §8) never panics and fails only with a
//! typed error; what parses is an antichain within the limits that prints
//! back to itself; its moves are positions again; beyond `MAX_MULTI_CELLS`
//! the dense engine refuses with `TooLarge`; on small boxes the dense
//! engine `MultiBoard` equals the generic solver (normal and misère), no
//! value exceeds d, and for d = 2 the value is LCTR's on the partition.
#![no_main]

use hookgames_game::{Convention, grundy, misere_grundy};
use hookgames_lctr::{
    Corners, Lctr, LctrError, MAX_CORNERS, MAX_DIMENSION, MAX_MULTI_CELLS, MultiBoard, MultiLctr,
};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(s) = std::str::from_utf8(data) else {
        return;
    };
    let c = match s.parse::<Corners>() {
        Ok(c) => c,
        Err(e) => {
            assert!(
                matches!(
                    e,
                    LctrError::CornerParse { .. }
                        | LctrError::DimensionMismatch { .. }
                        | LctrError::BadDimension { .. }
                        | LctrError::ZeroCoordinate { .. }
                        | LctrError::ComparableCorners { .. }
                        | LctrError::TooLarge { .. }
                ),
                "{s:?}: {e:?}"
            );
            assert!(!e.to_string().is_empty());
            return;
        }
    };
    let d = c.dimension();
    assert!((1..=MAX_DIMENSION).contains(&d) && c.len() <= MAX_CORNERS);
    assert_eq!(c.to_string().parse::<Corners>().as_ref(), Ok(&c), "{s:?}");
    let pts: Vec<&[u64]> = c.iter().collect();
    for (a, u) in pts.iter().enumerate() {
        assert!(u.len() == d && u.iter().all(|&x| x >= 1));
        for v in &pts[a + 1..] {
            assert!(!u.iter().zip(*v).all(|(x, y)| x <= y));
            assert!(!u.iter().zip(*v).all(|(x, y)| x >= y));
        }
    }
    for axis in 1..=d {
        let m = c.after_move(axis).unwrap();
        assert_eq!(m.to_string().parse::<Corners>().as_ref(), Ok(&m));
        assert!(m.len() <= c.len());
    }
    assert!(c.after_move(d + 1).is_err());
    let cells = c
        .extent()
        .iter()
        .try_fold(1u64, |acc, &a| acc.checked_mul(a))
        .unwrap_or(u64::MAX);
    if cells > MAX_MULTI_CELLS {
        assert!(matches!(
            MultiBoard::new(&c, Convention::Normal),
            Err(LctrError::TooLarge {
                limit_name: "MAX_MULTI_CELLS",
                ..
            })
        ));
        return;
    }
    if cells > 1 << 16 {
        return; // within the limit, but too slow for fuzzing
    }
    match MultiBoard::new(&c, Convention::Normal) {
        Ok(b) => {
            assert!(b.root() <= d as u64);
            if cells <= 200 {
                assert_eq!(b.root(), grundy(&MultiLctr, &c).unwrap(), "{c}");
                let m = MultiLctr.value(&c, Convention::Misere).unwrap();
                assert_eq!(m, misere_grundy(&MultiLctr, &c).unwrap(), "{c}");
            }
            if d == 2 && cells <= 100_000 {
                let lambda = c.to_partition_runs().unwrap().to_partition().unwrap();
                assert_eq!(b.root(), Lctr.value(&lambda, Convention::Normal).unwrap());
            }
        }
        Err(e) => assert!(matches!(e, LctrError::TooLarge { .. }), "{e:?}"),
    }
});
