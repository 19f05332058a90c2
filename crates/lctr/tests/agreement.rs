//! The fast algorithms (Theorem 22 and its misère extension, on `Partition`
//! and on the exponent representation) agree with the O(n) dynamic program
//! and with brute force.

mod common;

use common::{Brute, CONVENTIONS, GAMES};
use hookgames_lctr::{Board, LctrVariant, RunsIndex, subpartition};
use hookgames_partition::arbitrary::{HugePartition, partitions_up_to};
use hookgames_partition::{Partition, PartitionRuns};
use quickcheck::{QuickCheck, TestResult};

fn check_all_fast(p: &Partition) {
    let runs = PartitionRuns::from(p);
    let index = RunsIndex::new(&runs);
    for game in GAMES {
        for play in CONVENTIONS {
            if game == LctrVariant::Downright && p.is_empty() {
                assert!(game.value(p, play).is_err());
                assert!(game.grundy_dp(p, play).is_err());
                assert!(index.value(game, play).is_err());
                assert!(game.grundy_runs(&runs, play).is_err());
                continue;
            }
            let dp = game.grundy_dp(p, play).unwrap();
            assert_eq!(game.value(p, play).unwrap(), dp, "{game:?} {play:?} {p}");
            assert_eq!(
                game.grundy_strips(p, play).unwrap(),
                dp,
                "{game:?} {play:?} {p}"
            );
            assert_eq!(
                index.value(game, play).unwrap(),
                dp,
                "runs {game:?} {play:?} {p}"
            );
            assert_eq!(
                index.grundy_strips(game, play).unwrap(),
                dp,
                "runs {game:?} {play:?} {p}"
            );
            let scan = game.grundy_runs(&runs, play).unwrap();
            assert_eq!(scan, dp, "scan {game:?} {play:?} {p}");
            let scan = game.grundy_runs_strips(&runs, play).unwrap();
            assert_eq!(scan, dp, "scan {game:?} {play:?} {p}");
        }
    }
}

/// Closed form (Theorem 22) = misère extension = runs = DP on every
/// partition of size ≤ 40 (215 308 partitions), all four games.
#[test]
fn fast_equals_dp_on_all_partitions_up_to_40() {
    for p in partitions_up_to(40).unwrap() {
        check_all_fast(&p);
    }
}

/// The whole board of the DP (every A[i, j], LCTR's terminal rim included)
/// equals the fast value of the subpartition λ[i, j].
#[test]
fn board_cells_equal_fast_values_up_to_22() {
    for p in partitions_up_to(22).unwrap() {
        for game in GAMES {
            for play in CONVENTIONS {
                let Ok(board) = Board::new(game, &p, play) else {
                    assert!(game == LctrVariant::Downright && p.is_empty());
                    continue;
                };
                assert_eq!(board.root(), game.grundy_dp(&p, play).unwrap());
                for i in 0..=p.len() {
                    for j in 0..=p.part(1) {
                        let sub = subpartition(&p, i, j);
                        let expected = game.value(&sub, play).ok();
                        assert_eq!(
                            board.value(i, j),
                            expected,
                            "{game:?} {play:?} {p} [{i},{j}]"
                        );
                    }
                }
                for (i, j) in board.rim() {
                    assert!(subpartition(&p, i, j).is_empty());
                    assert_eq!(
                        board.value(i, j),
                        game.value(&Partition::empty(), play).ok()
                    );
                }
            }
        }
    }
}

fn brute_up_to(n: u64) {
    let mut brute = Brute::default();
    for p in partitions_up_to(n).unwrap() {
        for game in GAMES {
            for play in CONVENTIONS {
                if game == LctrVariant::Downright && p.is_empty() {
                    continue;
                }
                let b = brute.value(game, play, p.parts());
                assert_eq!(game.value(&p, play).unwrap(), b, "{game:?} {play:?} {p}");
                assert_eq!(
                    game.grundy_dp(&p, play).unwrap(),
                    b,
                    "{game:?} {play:?} {p}"
                );
            }
        }
    }
}

/// Fast = DP = brute force from the rules, every partition of size ≤ 40.
#[test]
fn fast_and_dp_equal_brute_force_up_to_40() {
    brute_up_to(40);
}

/// Closed form = DP on random partitions with up to 10⁴ parts.
#[test]
fn fast_equals_dp_on_random_partitions() {
    fn prop(p: HugePartition) -> TestResult {
        check_all_fast(&p.0);
        TestResult::passed()
    }
    QuickCheck::new()
        .tests(60)
        .quickcheck(prop as fn(HugePartition) -> TestResult);
}
