//! Maya diagrams and β-numbers: round trips, the hook ↔ stone-move
//! correspondence against hooks computed from the parts, representation
//! independence, and errors.

use std::collections::{BTreeSet, HashSet};

use hookgames_maya::{
    MAX_CELLS, MayaDiagram, MayaError, beta_numbers, box_to_move, move_to_box,
    partition_from_beta_numbers,
};
use hookgames_partition::Partition;
use hookgames_partition::arbitrary::{SmallPartition, partitions_up_to};
use hookgames_partition::arbitrary::{hook_lengths_by_definition, remove_hook_by_definition};
use quickcheck::{QuickCheck, TestResult};

/// Partition ↔ β-set for ℓ(λ) + extra stones (extra crosses the 64-cell word
/// boundary for many inputs).
fn round_trip(lambda: &Partition, extra: usize) -> bool {
    let l = lambda.len() + extra;
    let d = MayaDiagram::from_partition_with_stones(lambda, l).unwrap();
    let betas = beta_numbers(lambda, l).unwrap();
    let want: Vec<u64> = (1..=l)
        .map(|i| lambda.part(i) + l as u64 - i as u64)
        .collect();
    d.stones().collect::<Vec<_>>() == want
        && betas == want
        && d.count() == l
        && d.to_partition().unwrap() == *lambda
        && partition_from_beta_numbers(&betas).unwrap() == *lambda
        && d.partition_size() == lambda.size()
        && d.as_word().is_some() == (d.highest().unwrap_or(0) < 64)
        && d.highest() == want.first().copied()
        && d.stones().rev().collect::<Vec<_>>() == want.iter().rev().copied().collect::<Vec<_>>()
        && d.reduced() == MayaDiagram::from_partition(lambda).unwrap()
        && d.bottom_run() == extra as u64
        && d.add_bottom_stones(3).unwrap()
            == MayaDiagram::from_partition_with_stones(lambda, l + 3).unwrap()
        && d.remove_bottom_stones(extra as u64).unwrap()
            == MayaDiagram::from_partition(lambda).unwrap()
}

#[test]
fn partition_beta_round_trip_exhaustive() {
    for lambda in partitions_up_to(12).unwrap() {
        for extra in [0, 1, 2, 5, 63, 64, 65, 130] {
            assert!(round_trip(&lambda, extra), "{lambda} + {extra}");
        }
    }
}

#[test]
fn partition_beta_round_trip_random() {
    fn prop(p: SmallPartition, extra: u8) -> bool {
        round_trip(&p.0, extra as usize)
    }
    QuickCheck::new()
        .tests(500)
        .quickcheck(prop as fn(SmallPartition, u8) -> bool);
}

/// Every box: the move has length h(i, j), removes the hook (by Motegi's
/// definition on boxes), and maps back to the box; the moves of the diagram
/// are exactly the images of the boxes.
fn hook_moves(lambda: &Partition, extra: usize) -> bool {
    let l = lambda.len() + extra;
    let d = MayaDiagram::from_partition_with_stones(lambda, l).unwrap();
    let mut images = BTreeSet::new();
    for (b, h) in hook_lengths_by_definition(lambda) {
        let (s, t) = box_to_move(lambda, l, b).unwrap();
        let ok = d.box_to_move(b).unwrap() == (s, t)
            && s - t == h
            && d.contains(s)
            && !d.contains(t)
            && d.with_move(s, t).unwrap().to_partition().unwrap()
                == remove_hook_by_definition(lambda, b).expect("a box of the diagram")
            && move_to_box(lambda, l, (s, t)).unwrap() == b
            && d.move_to_box((s, t)).unwrap() == b;
        if !ok {
            return false;
        }
        images.insert((s, t));
    }
    let moves: Vec<(u64, u64)> = d.moves().collect();
    let as_set: BTreeSet<(u64, u64)> = moves.iter().copied().collect();
    // Listed from the top stone, targets from the top.
    let mut sorted = moves.clone();
    sorted.sort_by(|a, b| b.cmp(a));
    moves.len() as u64 == lambda.size() && as_set == images && sorted == moves
}

#[test]
fn hooks_are_stone_moves_exhaustive() {
    for lambda in partitions_up_to(11).unwrap() {
        for extra in [0, 1, 3, 64] {
            assert!(hook_moves(&lambda, extra), "{lambda} + {extra}");
        }
    }
}

#[test]
fn hooks_are_stone_moves_random() {
    fn prop(p: SmallPartition, extra: u8) -> bool {
        hook_moves(&p.0, extra as usize % 80)
    }
    QuickCheck::new()
        .tests(300)
        .quickcheck(prop as fn(SmallPartition, u8) -> bool);
}

/// Non-boxes and non-moves are rejected with the right error.
#[test]
fn box_and_move_errors() {
    let lambda = Partition::new(vec![3, 1]).unwrap();
    let d = MayaDiagram::from_partition(&lambda).unwrap(); // {4, 1}
    for b in [(0, 1), (1, 0), (1, 4), (2, 2), (3, 1)] {
        let e = MayaError::BoxOutside {
            row: b.0,
            col: b.1,
            part: lambda.part(b.0),
        };
        assert_eq!(d.box_to_move(b), Err(e.clone()), "{b:?}");
        assert_eq!(box_to_move(&lambda, 2, b), Err(e), "{b:?}");
    }
    assert_eq!(d.move_to_box((3, 0)), Err(MayaError::NotAStone { cell: 3 }));
    assert_eq!(
        d.move_to_box((4, 1)),
        Err(MayaError::CellOccupied { cell: 1 })
    );
    assert_eq!(
        d.move_to_box((1, 4)),
        Err(MayaError::MoveNotDown { from: 1, to: 4 })
    );
    assert_eq!(
        move_to_box(&lambda, 2, (3, 0)),
        Err(MayaError::NotAStone { cell: 3 })
    );
    assert_eq!(
        move_to_box(&lambda, 2, (4, 1)),
        Err(MayaError::CellOccupied { cell: 1 })
    );
    assert_eq!(
        move_to_box(&lambda, 2, (1, 4)),
        Err(MayaError::MoveNotDown { from: 1, to: 4 })
    );
    assert_eq!(
        move_to_box(&lambda, 1, (4, 0)),
        Err(MayaError::TooFewStones { stones: 1, rows: 2 })
    );
    let mut e = d.clone();
    assert_eq!(
        e.move_stone(4, 4),
        Err(MayaError::MoveNotDown { from: 4, to: 4 })
    );
    assert_eq!(e.move_stone(2, 0), Err(MayaError::NotAStone { cell: 2 }));
    assert_eq!(e, d, "a failed move leaves the diagram unchanged");
    assert_eq!(
        MayaDiagram::from_partition_with_stones(&lambda, 1),
        Err(MayaError::TooFewStones { stones: 1, rows: 2 })
    );
    assert_eq!(
        beta_numbers(&lambda, 1),
        Err(MayaError::TooFewStones { stones: 1, rows: 2 })
    );
    assert!(matches!(
        partition_from_beta_numbers(&[5, 2, 2]),
        Err(MayaError::BetaNotDecreasing {
            index: 3,
            value: 2,
            prev: 2
        })
    ));
    assert!(matches!(
        partition_from_beta_numbers(&[1, 2]),
        Err(MayaError::BetaNotDecreasing { index: 2, .. })
    ));
    let e = partition_from_beta_numbers(&[1, 2]).unwrap_err();
    assert_eq!(
        e.to_string(),
        "β-number 2 (2) is not smaller than β-number 1 (1)"
    );
}

/// Limits: never a truncation, always an error naming the limit.
#[test]
fn limits() {
    assert_eq!(
        MayaDiagram::new([MAX_CELLS]),
        Err(MayaError::CellTooLarge {
            cell: MAX_CELLS,
            limit: MAX_CELLS
        })
    );
    assert!(MayaDiagram::new([MAX_CELLS - 1]).is_ok());
    let wide = Partition::new(vec![MAX_CELLS]).unwrap();
    assert_eq!(
        MayaDiagram::from_partition(&wide),
        Err(MayaError::BetaTooLarge {
            first_part: MAX_CELLS,
            stones: 1,
            limit: MAX_CELLS
        })
    );
    let just = Partition::new(vec![MAX_CELLS - 1]).unwrap();
    let d = MayaDiagram::from_partition(&just).unwrap();
    assert_eq!(d.highest(), Some(MAX_CELLS - 1));
    assert!(matches!(
        d.add_bottom_stones(1),
        Err(MayaError::CellTooLarge { .. })
    ));
    assert!(matches!(
        d.add_bottom_stones(u64::MAX),
        Err(MayaError::CellTooLarge { .. })
    ));
    assert!(matches!(
        MayaDiagram::empty().add_bottom_stones(MAX_CELLS + 1),
        Err(MayaError::CellTooLarge { .. })
    ));
    assert_eq!(
        MayaDiagram::empty()
            .add_bottom_stones(MAX_CELLS)
            .unwrap()
            .count() as u64,
        MAX_CELLS
    );
    assert!(matches!(
        MayaDiagram::new([0, 2]).unwrap().remove_bottom_stones(2),
        Err(MayaError::BottomNotFull { count: 2, cell: 1 })
    ));
    let huge = Partition::new(vec![u64::MAX]).unwrap();
    assert!(matches!(
        beta_numbers(&huge, 2),
        Err(MayaError::BetaTooLarge {
            first_part: u64::MAX,
            stones: 2,
            ..
        })
    ));
    // The partition-level functions work beyond the bitset limit.
    assert_eq!(box_to_move(&huge, 1, (1, 1)).unwrap(), (u64::MAX, 0));
    assert!(matches!(
        box_to_move(&huge, 2, (1, 1)),
        Err(MayaError::BetaTooLarge { .. })
    ));
    assert_eq!(move_to_box(&huge, 1, (u64::MAX, 5)).unwrap(), (1, 6));
    let msg = MayaDiagram::new([MAX_CELLS]).unwrap_err().to_string();
    assert!(
        msg.contains("268435456") && msg.contains("MAX_CELLS"),
        "{msg}"
    );
}

/// Equality, hashing and order depend on the set only; `Ord` is the order of
/// Σ 2^s.
#[test]
fn representation_independence_and_order() {
    fn prop(cells: Vec<u8>) -> TestResult {
        let set: BTreeSet<u64> = cells.iter().map(|&c| u64::from(c % 128)).collect();
        let d = MayaDiagram::new(set.iter().copied()).unwrap();
        if set.len() != cells.len() {
            // Some repeated cell must be reported.
            let direct = MayaDiagram::new(cells.iter().map(|&c| u64::from(c % 128)));
            return TestResult::from_bool(
                set.len() == cells.len() || matches!(direct, Err(MayaError::DuplicateStone { .. })),
            );
        }
        let value: u128 = set.iter().map(|&c| 1u128 << c).sum();
        // A wide diagram brought back under 64 cells by moves equals the
        // one-word diagram of the same set.
        let mut moved = MayaDiagram::new(set.iter().map(|&c| c + 200)).unwrap();
        for &c in &set {
            moved.move_stone(c + 200, c).unwrap();
        }
        let same_hash = {
            let mut h = HashSet::new();
            h.insert(moved.clone());
            h.contains(&d)
        };
        let word_ok = match u64::try_from(value) {
            Ok(w) => d == MayaDiagram::from_word(w) && d.as_word() == Some(w),
            Err(_) => d.as_word().is_none(),
        };
        TestResult::from_bool(moved == d && same_hash && word_ok && d.count() == set.len())
    }
    QuickCheck::new()
        .tests(500)
        .quickcheck(prop as fn(Vec<u8>) -> TestResult);

    fn order(a: Vec<u8>, b: Vec<u8>) -> bool {
        let sa: BTreeSet<u64> = a.iter().map(|&c| u64::from(c % 128)).collect();
        let sb: BTreeSet<u64> = b.iter().map(|&c| u64::from(c % 128)).collect();
        let va: u128 = sa.iter().map(|&c| 1u128 << c).sum();
        let vb: u128 = sb.iter().map(|&c| 1u128 << c).sum();
        let da = MayaDiagram::new(sa).unwrap();
        let db = MayaDiagram::new(sb).unwrap();
        da.cmp(&db) == va.cmp(&vb)
    }
    QuickCheck::new()
        .tests(500)
        .quickcheck(order as fn(Vec<u8>, Vec<u8>) -> bool);
}

/// The stone iterator is exact-size and double-ended, mixing both ends.
#[test]
fn stones_double_ended() {
    fn prop(cells: Vec<u16>, pattern: u64) -> bool {
        let set: BTreeSet<u64> = cells.iter().map(|&c| u64::from(c % 300)).collect();
        let d = MayaDiagram::new(set.iter().copied()).unwrap();
        let mut want: Vec<u64> = set.iter().rev().copied().collect();
        let mut it = d.stones();
        let mut k = 0;
        loop {
            if it.len() != want.len() {
                return false;
            }
            let front = (pattern >> (k % 64)) & 1 == 1;
            k += 1;
            let (got, exp) = if front {
                (
                    it.next(),
                    if want.is_empty() {
                        None
                    } else {
                        Some(want.remove(0))
                    },
                )
            } else {
                (it.next_back(), want.pop())
            };
            if got != exp {
                return false;
            }
            if got.is_none() {
                return it.next().is_none() && it.next_back().is_none();
            }
        }
    }
    QuickCheck::new()
        .tests(500)
        .quickcheck(prop as fn(Vec<u16>, u64) -> bool);
}

#[test]
fn display_and_debug() {
    let d = MayaDiagram::new([2, 14, 6, 7, 12, 9]).unwrap();
    assert_eq!(d.to_string(), "{14, 12, 9, 7, 6, 2}");
    assert_eq!(format!("{d:?}"), "MayaDiagram{14, 12, 9, 7, 6, 2}");
    assert_eq!(MayaDiagram::empty().to_string(), "{}");
}
