//! Issue 19, "bounded by construction": every size the crate takes is
//! handled without overflow, and run-length positions are answered and
//! moved from without expanding them. Each test reproduces a call of the
//! issue and runs in a few megabytes.

use hookgames_game::{AlgorithmExt, Convention, Solver};
use hookgames_lctr::{
    Board, Downright, Family, Lctr, LctrError, LctrVariant, subpartition, subpartition_runs,
};
use hookgames_partition::{MAX_MATERIALIZED_BYTES, Partition, PartitionError, PartitionRuns};

/// `Family::Rectangle { rows: usize::MAX, cols: u64::MAX }.grundy` panicked
/// on `c + r` (family.rs:153). Both sides odd: r + c is even, Lemma 17
/// gives 0 for LCTR, and Theorem 11 gives |r − c| mod 2 = 0 for Downright.
#[test]
fn family_rectangle_at_the_type_limits() {
    let huge = Family::Rectangle {
        rows: usize::MAX,
        cols: u64::MAX,
    };
    assert_eq!(huge.value(Lctr), Ok(0));
    assert_eq!(huge.value(Downright), Ok(0));
    // r odd, c even: r + c odd and both > 2 → 1.
    let mixed = Family::Rectangle {
        rows: usize::MAX,
        cols: u64::MAX - 1,
    };
    assert_eq!(mixed.value(Lctr), Ok(1));
    assert_eq!(mixed.value(Downright), Ok(1));
    let gamma = Family::Gamma {
        rows: usize::MAX,
        cols: u64::MAX,
    };
    assert_eq!(gamma.value(Lctr), Ok(0));
    assert_eq!(gamma.value(Downright), Ok(0));
    assert_eq!(Family::Staircase { r: usize::MAX }.value(Lctr), Ok(1));
    assert_eq!(Family::Staircase { r: usize::MAX }.value(Downright), Ok(0));
    // The shape is not built: `partition` refuses it with the side limit.
    assert!(matches!(
        huge.partition(),
        Err(LctrError::TooLarge {
            limit_name: "MAX_FAMILY_SIDE",
            ..
        })
    ));
}

/// The closed forms of the rectangle agree with Theorem 22 on the runs
/// (an independent algorithm) for sides up to 2^31, where r + c still fits
/// but r·c is far beyond any board.
#[test]
fn family_rectangle_agrees_with_the_runs() {
    let sides = [
        1u64,
        2,
        3,
        4,
        5,
        6,
        7,
        (1 << 31) - 1,
        1 << 31,
        (1 << 30) + 3,
    ];
    for &r in &sides {
        for &c in &sides {
            let runs = PartitionRuns::new(vec![(c, r)]).unwrap();
            let rect = Family::Rectangle {
                rows: r as usize,
                cols: c,
            };
            for game in [LctrVariant::Lctr, LctrVariant::Downright] {
                assert_eq!(
                    rect.value(game),
                    game.grundy_runs(&runs, Convention::Normal),
                    "{game} on {c}^{r}"
                );
            }
        }
    }
}

/// `grundy lctr 1^268435456` and `grundy downright 1^268435456 --misere`:
/// the value comes from the runs, never expanded (the column of n boxes is
/// a chain; its values depend only on the parity of n, checked by the
/// generic solver on 1^6).
#[test]
fn grundy_of_a_column_of_2_pow_28_rows_from_its_runs() {
    let tall: PartitionRuns = "1^268435456".parse().unwrap();
    let small = Partition::new(vec![1; 6]).unwrap();
    for game in [LctrVariant::Lctr, LctrVariant::Downright] {
        assert_eq!(
            game.grundy_runs(&tall, Convention::Normal).unwrap(),
            game.value(&small, Convention::Normal).unwrap(),
            "{game}"
        );
    }
    assert_eq!(
        Downright.grundy_runs(&tall, Convention::Misere).unwrap(),
        Solver::new(Downright).misere_grundy(&small).unwrap()
    );
    assert_eq!(
        Lctr.grundy_runs(&tall, Convention::Misere).unwrap(),
        Solver::new(Lctr).misere_grundy(&small).unwrap()
    );
}

/// `moves lctr 1^268435456` and `moves downright 1^268435456`: the
/// followers on the runs, each one run, and their values.
#[test]
fn moves_of_a_column_of_2_pow_28_rows_from_its_runs() {
    let tall: PartitionRuns = "1^268435456".parse().unwrap();
    let down = PartitionRuns::new(vec![(1, (1 << 28) - 1)]).unwrap();
    // LCTR: remove the top row (2^28 − 1 rows left) or the column (∅).
    assert_eq!(
        LctrVariant::Lctr.followers_runs(&tall),
        vec![down.clone(), PartitionRuns::empty()]
    );
    // Downright: the rook can only move down.
    let moves = LctrVariant::Downright.followers_runs(&tall);
    assert_eq!(moves, vec![down.clone()]);
    assert_eq!(Downright.grundy_runs(&moves[0], Convention::Normal), Ok(0));
    assert_eq!(Lctr.grundy_runs(&down, Convention::Normal), Ok(1));
    // A run of 10^12 rows of length 7.
    let long: PartitionRuns = "7^1000000000000,3^5".parse().unwrap();
    let f = LctrVariant::Lctr.followers_runs(&long);
    assert_eq!(f[0].to_string(), "7^999999999999,3^5");
    assert_eq!(f[1].to_string(), "6^1000000000000,2^5");
}

/// The followers on runs are those of the `Algorithm` on the expanded
/// partition, in the same order, for every partition of size ≤ 9; and
/// `subpartition_runs` is `subpartition`.
#[test]
fn followers_runs_agree_with_the_algorithm() {
    let mut checked = 0;
    for n in 0..=9u64 {
        for p in hookgames_partition::Partitions::new(n).unwrap() {
            let runs = PartitionRuns::from(&p);
            for (game, expanded) in [
                (LctrVariant::Lctr, Lctr.followers(&p).unwrap()),
                (LctrVariant::Downright, Downright.followers(&p).unwrap()),
            ] {
                let want: Vec<PartitionRuns> = expanded.iter().map(PartitionRuns::from).collect();
                assert_eq!(game.followers_runs(&runs), want, "{game} on {p}");
            }
            for i in 0..=p.len() + 1 {
                for j in 0..=p.part(1) + 1 {
                    assert_eq!(
                        subpartition_runs(&runs, i as u64, j),
                        PartitionRuns::from(&subpartition(&p, i, j))
                    );
                }
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 1 + 1 + 2 + 3 + 5 + 7 + 11 + 15 + 22 + 30);
}

/// The board's offsets (8 bytes a row) count against the family's memory
/// budget: a column of 30·2^20 boxes is within `MAX_BOARD_CELLS` (2^26)
/// but its board would take 9 bytes a row, more than 2^28 bytes; refused
/// before allocating (the partition itself is the caller's).
#[test]
fn board_bytes_are_checked_before_allocating() {
    let rows = 30usize << 20;
    let column = Partition::new(vec![1; rows]).unwrap();
    let e = Board::new(Lctr, &column, Convention::Normal).unwrap_err();
    match e {
        LctrError::Partition(PartitionError::TooLarge {
            limit, count, unit, ..
        }) => {
            assert_eq!((limit, unit), (MAX_MATERIALIZED_BYTES, "bytes"));
            assert_eq!(count, 9 * rows as u128 + 8);
        }
        other => panic!("unexpected {other:?}"),
    }
    // The value itself has no limit.
    assert_eq!(Lctr.value(&column, Convention::Normal), Ok(2));
}
