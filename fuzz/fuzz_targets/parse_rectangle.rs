//! Every string: parsing a rectangle `MxN` never panics; what parses prints
//! back to itself, and the MHRG engines accept it or refuse it with a
//! typed error.
#![no_main]

use hookgames_mhrg::{MhrgError, RectGame};
use hookgames_partition::Rectangle;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(s) = std::str::from_utf8(data) else {
        return;
    };
    let r = match s.parse::<Rectangle>() {
        Ok(r) => r,
        Err(e) => {
            let _ = e.to_string();
            return;
        }
    };
    assert!(r.m() >= 1 && r.n() >= 1);
    assert_eq!(r.to_string().parse::<Rectangle>(), Ok(r));
    if let Ok(t) = r.transpose() {
        assert_eq!(t.transpose(), Ok(r));
        assert_eq!(t.cells(), r.cells());
    }
    match RectGame::new(r.m(), r.n()) {
        Ok(g) => {
            assert_eq!(
                Some(g.cells()),
                r.m().checked_add(r.n() as usize).map(|c| c as u64)
            );
            let start = g.start();
            assert_eq!(g.partition(&start).unwrap(), r.to_partition().unwrap());
            assert!(g.is_valid(&g.empty()));
        }
        Err(e) => {
            assert!(matches!(e, MhrgError::RectangleTooLarge { .. }), "{r}: {e}");
        }
    }
});
