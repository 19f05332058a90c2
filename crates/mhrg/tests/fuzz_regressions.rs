//! Inputs that once panicked or hung (found by `crates/cli/tests/no_panics.rs`
//! and the fuzz targets in `fuzz/`), kept as ordinary tests.

use hookgames_mhrg::{MhrgError, check_position, condition_iii, condition_iv};
use hookgames_partition::Partition;

/// `hookgames grundy mhrg --rect 1x18446744073709551615 1` overflowed m + n
/// in condition (III).
#[test]
fn sides_summing_past_u64_max_are_a_typed_error() {
    let one = Partition::new(vec![1]).unwrap();
    for (m, n) in [(1, u64::MAX), (2, u64::MAX - 1), (usize::MAX, 2)] {
        let e = check_position(&one, m, n).unwrap_err();
        assert_eq!(e, MhrgError::SidesOverflow { m, n });
        assert!(e.to_string().contains("u64::MAX"));
        assert!(condition_iii(&one, m, n).is_err());
        assert!(condition_iv(&one, m, n).is_err());
    }
    // m + n = u64::MAX exactly is fine.
    assert!(check_position(&one, 1, u64::MAX - 1).is_ok());
}

/// Conditions (III) and (IV) used to build I(Y) and loop over all m² pairs
/// of rows: a rectangle with 10^12 rows hung. They now cost O(ℓ²) for ℓ
/// rows of Y, whatever m is; the answers for huge m follow from the small
/// cases by Motegi's Theorem 6.1 (only the rows of Y and n − m matter).
#[test]
fn huge_rectangles_are_checked_in_time_of_the_diagram() {
    let m = 1_000_000_000_000usize;
    let mut seen = [0; 2];
    for y in [vec![], vec![1], vec![3, 1], vec![5, 5, 2]] {
        let y = Partition::new(y).unwrap();
        for extra in 0..6u64 {
            let n = m as u64 + extra;
            let big = check_position(&y, m, n).unwrap();
            // The same diagram in MHRG(t, t + extra), t = ℓ(Y) + 2 rows.
            let t = y.len() + 2;
            let small = check_position(&y, t, t as u64 + extra).unwrap();
            assert_eq!(
                big.is_position(),
                small.is_position(),
                "{y} with n − m = {extra}"
            );
            seen[usize::from(big.is_position())] += 1;
        }
    }
    assert!(seen[0] > 0 && seen[1] > 0, "{seen:?}");
}
