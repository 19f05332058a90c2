//! Inputs found by the fuzz targets in `fuzz/` that once panicked, kept as
//! ordinary tests (see fuzz/README.md).

use hookgames_partition::{Partition, ShiftedPartition};

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

/// `fuzz/` target `sizes_mhrg` (issue 19): the arm of the box (1, u64::MAX)
/// of the row (u64::MAX) computed `j + 1` and overflowed (through
/// `hook_multiset`, which walks the hook); so did the shifted arm and tail.
#[test]
fn arm_of_the_last_column_u64_max() {
    let row = Partition::new(vec![u64::MAX]).unwrap();
    assert_eq!(row.arm(1, u64::MAX).unwrap().count(), 0);
    assert_eq!(row.leg(1, u64::MAX).unwrap().count(), 0);
    assert_eq!(
        row.hook(1, u64::MAX).unwrap().collect::<Vec<_>>(),
        [(1, u64::MAX)]
    );
    let last: Vec<_> = row.arm(1, u64::MAX - 2).unwrap().collect();
    assert_eq!(last, [(1, u64::MAX - 1), (1, u64::MAX)]);
    let col = Partition::new(vec![1, 1, 1]).unwrap();
    assert_eq!(col.leg(1, 1).unwrap().collect::<Vec<_>>(), [(2, 1), (3, 1)]);

    let s: ShiftedPartition = "18446744073709551615".parse().unwrap();
    assert_eq!(s.arm(1, u64::MAX).unwrap().count(), 0);
    assert_eq!(s.tail(1, u64::MAX).unwrap().count(), 0);
    assert_eq!(
        s.hook(1, u64::MAX).unwrap().collect::<Vec<_>>(),
        [(1, u64::MAX)]
    );
    let t = ShiftedPartition::new(vec![4, 2]).unwrap();
    assert_eq!(t.arm(1, 2).unwrap().collect::<Vec<_>>(), [(1, 3), (1, 4)]);
    assert_eq!(t.tail(1, 1).unwrap().collect::<Vec<_>>(), [(2, 2), (2, 3)]);
    assert_eq!(t.leg(1, 2).unwrap().collect::<Vec<_>>(), [(2, 2)]);
}
