//! Inputs found by the fuzz targets in `fuzz/` that once panicked, kept as
//! ordinary tests (see fuzz/README.md).

use hookgames_partition::ShiftedPartition;

/// `fuzz/` target `parse_shifted`: a shifted diagram with the part
/// u64::MAX overflowed `λ_i + i` in the row-end computation (it computed
/// λ_1 + 1 − 1 left to right) when asked for a hook length.
#[test]
fn shifted_part_u64_max() {
    let s: ShiftedPartition = "18446744073709551615".parse().unwrap();
    assert_eq!(s.size(), u64::MAX);
    assert!(s.contains(1, u64::MAX));
    assert!(!s.contains(2, 2));
    assert_eq!(s.hook_length(1, u64::MAX), Ok(1));
    assert_eq!(s.hook_length(1, 1), Ok(u64::MAX));
    assert_eq!(s.remove_hook(1, u64::MAX).unwrap().parts(), &[u64::MAX - 1]);
    assert_eq!(s.corners(), vec![(1, u64::MAX)]);
    let t: ShiftedPartition = "18446744073709551614,1".parse().unwrap();
    assert!(t.contains(2, 2));
    assert_eq!(t.hook_length(2, 2), Ok(1));
}
