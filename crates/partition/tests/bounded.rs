//! Issue 19 ("Bounded by construction"): every output that is not bounded
//! by the input is measured in bytes before it is allocated, and the big
//! counts have work limits. Each test reproduces a call of the issue and
//! runs in a few hundred MB at most.

use hookgames_partition::{
    DiagonalExpr, MAX_BINOMIAL_WORK, MAX_MATERIALIZED, MAX_MATERIALIZED_BYTES,
    MAX_PARTITION_COUNT_N, Partition, PartitionError, PartitionRuns, Partitions, Rectangle,
    RectanglePartitions, ShiftedDiagonalExpr, ShiftedPartition, partition_count,
    rectangle_partition_count,
};

/// The byte count and the limit of a `TooLarge` error on the memory budget.
fn bytes_refused(e: PartitionError) -> u128 {
    match e {
        PartitionError::TooLarge {
            count,
            unit,
            limit,
            limit_name,
            ..
        } => {
            assert_eq!(
                (unit, limit, limit_name),
                ("bytes", MAX_MATERIALIZED_BYTES, "MAX_MATERIALIZED_BYTES")
            );
            assert!(count > u128::from(MAX_MATERIALIZED_BYTES));
            count
        }
        other => panic!("expected TooLarge in bytes, got {other:?}"),
    }
}

/// `Partition::hook_lengths` on 1^(2^28) was accepted by the 2^28-entry
/// limit and then allocated 8.4 GB (2^28 rows of 24 bytes plus 8 per
/// entry). The partition itself (2 GiB of parts) is now refused, and the
/// table is measured in bytes, rows included, before it is built.
#[test]
fn hook_lengths_of_a_long_column_are_measured_in_bytes() {
    let e = "1^268435456".parse::<Partition>().unwrap_err();
    assert_eq!(bytes_refused(e), 8 << 28);
    let runs: PartitionRuns = "1^268435456".parse().unwrap();
    assert_eq!(bytes_refused(runs.to_partition().unwrap_err()), 8 << 28);

    // 1^(2^23) has 64 MiB of parts; its table needs 2^23 rows of 24 + 8
    // bytes, and the conjugate's one part: just over the budget.
    let column = Partition::new(vec![1; 1 << 23]).unwrap();
    let e = column.hook_lengths().unwrap_err();
    assert_eq!(bytes_refused(e.clone()), (32 << 23) + 8);
    assert!(e.to_string().starts_with(
        "the table of hook lengths would need 268435464 bytes, more than the limit of \
         268435456 bytes (MAX_MATERIALIZED_BYTES); use the lazy Partition::hooks"
    ));
    // The lazy walk still works.
    assert_eq!(column.hooks().next(), Some(((1, 1), 1 << 23)));
    // Under the budget the table is built.
    assert_eq!(
        Partition::new(vec![3, 1]).unwrap().hook_lengths().unwrap(),
        vec![vec![4, 2, 1], vec![1]]
    );
}

/// Every other output bounded by an entry count is bounded in bytes now:
/// 2^25 parts of 8 bytes at most (MAX_MATERIALIZED), not 2^28 (2 GiB).
#[test]
fn materialized_outputs_are_bounded_in_bytes() {
    assert_eq!(MAX_MATERIALIZED, MAX_MATERIALIZED_BYTES / 8);
    // The conjugate of a long row.
    let row = Partition::new(vec![MAX_MATERIALIZED + 1]).unwrap();
    assert_eq!(
        bytes_refused(row.conjugate().unwrap_err()),
        8 * u128::from(MAX_MATERIALIZED + 1)
    );
    // The expansion of run-length forms (the CLI's `show 1^268435456`).
    for text in ["268435456", "1^268435456", "5^1000000000000"] {
        let runs: PartitionRuns = text.parse().unwrap();
        if runs.num_parts() > MAX_MATERIALIZED {
            bytes_refused(runs.to_partition().unwrap_err());
            bytes_refused(text.parse::<Partition>().unwrap_err());
        }
    }
    // The conjugate of a run-length form is never expanded.
    let runs: PartitionRuns = "268435456".parse().unwrap();
    assert_eq!(runs.conjugate().runs(), &[(1, 268_435_456)]);
    // A rectangle's parts, the iterators' row vectors, diagonal expressions.
    bytes_refused(
        Rectangle::new(1 << 26, 1)
            .unwrap()
            .to_partition()
            .unwrap_err(),
    );
    bytes_refused(Partitions::new((1 << 24) + 1).unwrap_err());
    bytes_refused(RectanglePartitions::new((1 << 24) + 1, 3).unwrap_err());
    let y = Partition::new(vec![2, 1]).unwrap();
    bytes_refused(DiagonalExpr::from_partition(&y, 2, 1 << 24).unwrap_err());
    bytes_refused(y.dual_in(1 << 26, 3).unwrap_err());
    let s = ShiftedPartition::new(vec![3, 1]).unwrap();
    bytes_refused(ShiftedDiagonalExpr::from_shifted(&s, 1 << 25).unwrap_err());
    // The shifted hook table counts its rows too.
    let wide = ShiftedPartition::new(vec![1 << 25]).unwrap();
    assert_eq!(
        bytes_refused(wide.hook_lengths().unwrap_err()),
        24 + (8 << 25)
    );
    // The moves of a shifted diagonal expression: 24 bytes per box.
    let sd =
        ShiftedDiagonalExpr::from_shifted(&ShiftedPartition::new(vec![4096, 4095]).unwrap(), 4096)
            .unwrap();
    assert_eq!(sd.moves().unwrap().len(), 4096 + 4095);
}

/// `partition_count(1_000_000)` ran for 115 s: it is refused by a work
/// limit on N before anything is computed.
#[test]
fn partition_count_has_a_work_limit() {
    match partition_count(1_000_000).unwrap_err() {
        PartitionError::TooLarge {
            count,
            limit,
            limit_name,
            ..
        } => assert_eq!(
            (count, limit, limit_name),
            (1_000_000, MAX_PARTITION_COUNT_N, "MAX_PARTITION_COUNT_N")
        ),
        other => panic!("{other:?}"),
    }
    assert!(partition_count(u64::MAX).is_err());
    assert!(partition_count(MAX_PARTITION_COUNT_N + 1).is_err());
    assert_eq!(partition_count(1000).unwrap().bits(), 105);
}

/// `rectangle_partition_count(1<<20, 1<<20)` ran for more than 120 s by
/// the product formula; Legendre's factorisation answers it, and what
/// neither method can do within MAX_BINOMIAL_WORK is refused.
#[test]
fn rectangle_partition_count_is_fast_or_refused() {
    let c = rectangle_partition_count(1 << 20, 1 << 20).unwrap();
    assert_eq!(c.bits(), 2_097_142);
    // Kummer: adding 2^20 + 2^20 in base 2 carries once, so C(2^21, 2^20)
    // is twice an odd number.
    assert_eq!(c.trailing_zeros(), Some(1));
    // Small k with a huge N: the product formula.
    assert_eq!(
        rectangle_partition_count(2, u64::MAX).unwrap(),
        (num_bigint::BigUint::from(u64::MAX) + 2u32) * (num_bigint::BigUint::from(u64::MAX) + 1u32)
            / 2u32
    );
    assert_eq!(
        rectangle_partition_count(usize::MAX, 0).unwrap(),
        1u32.into()
    );
    for (m, n) in [
        (1usize << 40, 1u64 << 40),
        (usize::MAX, u64::MAX),
        (1 << 24, 1 << 24),
    ] {
        match rectangle_partition_count(m, n).unwrap_err() {
            PartitionError::TooLarge {
                unit,
                limit,
                limit_name,
                count,
                ..
            } => {
                assert_eq!(
                    (unit, limit, limit_name),
                    ("word operations", MAX_BINOMIAL_WORK, "MAX_BINOMIAL_WORK")
                );
                assert!(count > u128::from(MAX_BINOMIAL_WORK));
            }
            other => panic!("{other:?}"),
        }
    }
}
