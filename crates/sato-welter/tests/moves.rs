//! Moves to a given value: Kawanaka's Theorem 4.2 on the boxes against
//! trial and error and against the generic solver.

use hookgames_game::{AlgorithmExt, DescribeMoves, GameError, Solver};
use hookgames_maya::MayaDiagram;
use hookgames_partition::Partition;
use hookgames_partition::arbitrary::{MediumPartition, partitions_up_to};
use hookgames_sato_welter::*;
use quickcheck::QuickCheck;

/// Theorem 4.2 against trial and error for every t ≤ |λ| + 1 (larger t have
/// no answer either way), and the descent makes progress at every step.
fn check_all_targets(y: &Partition) {
    for t in 0..=y.size() + 1 {
        let by_theorem = YoungRealization.options_with_value(y, t).unwrap();
        let by_trial = YoungRealization.options_with_value_by_trial(y, t).unwrap();
        assert_eq!(by_theorem, by_trial, "{y}, t = {t}");
        let run = YoungRealization.descent(y, t).unwrap();
        for w in run.steps().windows(2) {
            let (a, b) = (&w[0], &w[1]);
            assert!(
                b.diagram.len() < a.diagram.len() || b.target < a.target,
                "{y}, t = {t}"
            );
            assert!(
                matches!(a.action, KleinDescentAction::Quotient { next_target, .. } if next_target == b.target)
            );
        }
        let boxes: Vec<(usize, u64)> = YoungRealization
            .describe(y, &by_trial)
            .unwrap()
            .iter()
            .map(|m| (m.row, m.col))
            .collect();
        assert_eq!(run.boxes(), boxes.as_slice());
    }
}

/// Every partition of size ≤ 16 (the 508 of size ≤ 14 among them).
#[test]
fn theorem_4_2_equals_trial_for_all_targets_up_to_16() {
    let all = partitions_up_to(16).unwrap();
    assert_eq!(all.len(), 915);
    assert_eq!(all.iter().filter(|y| y.size() <= 14).count(), 508);
    for y in &all {
        check_all_targets(y);
    }
}

#[test]
#[ignore = "heavy: run in release by .ci/run"]
fn theorem_4_2_equals_trial_for_all_targets_up_to_30() {
    for y in partitions_up_to(30).unwrap() {
        check_all_targets(&y);
    }
}

/// The moves are the options of the generic solver with that value.
#[test]
fn moves_equal_generic_options_by_value() {
    let mut solver = Solver::new(YoungRealization);
    for y in partitions_up_to(12).unwrap() {
        let by_value = solver.options_by_value(&y).unwrap();
        for t in 0..=y.size() {
            let mut want: Vec<Partition> = by_value.get(&t).cloned().unwrap_or_default();
            want.sort();
            let mut got: Vec<Partition> = YoungRealization.options_with_value(&y, t).unwrap();
            got.sort();
            assert_eq!(got, want, "{y}, t = {t}");
        }
        // t = 0: the engine's winning moves, in the same order.
        let winning: Vec<Partition> = YoungRealization.winning_moves(&y).unwrap();
        assert_eq!(winning, solver.winning_moves(&y).unwrap(), "{y}");
        // Theorem 4.1 (i): some follower has each value below E^(2)(Y).
        let g = YoungRealization.grundy(&y).unwrap();
        for t in 0..g {
            assert!(
                !YoungRealization
                    .options_with_value(&y, t)
                    .unwrap()
                    .is_empty(),
                "{y}, t = {t}"
            );
        }
        assert!(
            YoungRealization
                .options_with_value(&y, g)
                .unwrap()
                .is_empty()
        );
    }
}

/// Every move reported is a real hook removal of the stated length.
#[test]
fn moves_are_hook_removals() {
    let y: Partition = "12,10,10,7,4,4,1".parse().unwrap();
    for t in 0..20 {
        let followers = YoungRealization.options_with_value(&y, t).unwrap();
        for m in YoungRealization.describe(&y, &followers).unwrap() {
            assert_eq!(m.hook_length, y.hook_length(m.row, m.col).unwrap());
            assert_eq!(m.result, y.remove_hook(m.row, m.col).unwrap());
            assert_eq!(YoungRealization.grundy(&m.result).unwrap(), t);
        }
    }
}

/// The one-line realization: Theorem 4.2 through the partition against
/// trial on the bitset, with extra bottom stones too.
#[test]
fn stone_moves_equal_trial() {
    for y in partitions_up_to(11).unwrap() {
        for extra in [0usize, 2] {
            let p = MayaDiagram::from_partition_with_stones(&y, y.len() + extra).unwrap();
            for t in 0..=y.size() {
                let a = OneLineRealization.options_with_value(&p, t).unwrap();
                let b = OneLineRealization
                    .options_with_value_by_trial(&p, t)
                    .unwrap();
                assert_eq!(a, b, "{p}, t = {t}");
                for m in &OneLineRealization.describe(&p, &a).unwrap() {
                    assert_eq!(m.distance(), y.hook_length(m.row, m.col).unwrap());
                    assert_eq!(OneLineRealization.grundy(&m.result).unwrap(), t);
                }
            }
            assert_eq!(
                OneLineRealization.winning_moves(&p).unwrap(),
                OneLineRealization.options_with_value(&p, 0).unwrap()
            );
        }
    }
}

#[test]
fn quickcheck_theorem_4_2_equals_trial() {
    fn prop(m: MediumPartition, t: u8) -> bool {
        let y = m.0;
        let g = YoungRealization.grundy(&y).unwrap();
        // Targets below the value always have answers; also try t and a
        // random one.
        [0, g / 2, g.saturating_sub(1), g, u64::from(t)]
            .iter()
            .all(|&t| {
                YoungRealization.options_with_value(&y, t).unwrap()
                    == YoungRealization.options_with_value_by_trial(&y, t).unwrap()
            })
    }
    QuickCheck::new()
        .tests(80)
        .quickcheck(prop as fn(MediumPartition, u8) -> bool);
}

/// A larger square and a staircase-like shape, every target below the value.
#[test]
fn larger_shapes() {
    let shapes: [Partition; 3] = [
        Partition::new(vec![30; 30]).unwrap(),
        Partition::new((1..=35u64).rev().collect()).unwrap(),
        "50,47,47,40,33,33,33,20,9,9,2,1".parse().unwrap(),
    ];
    for y in shapes {
        let g = YoungRealization.grundy(&y).unwrap();
        for t in (0..=g).step_by(3) {
            assert_eq!(
                YoungRealization.options_with_value(&y, t).unwrap(),
                YoungRealization.options_with_value_by_trial(&y, t).unwrap(),
                "{y} t = {t}"
            );
        }
    }
}

#[test]
fn errors_and_limits() {
    let huge = Partition::new(vec![1 << 25]).unwrap();
    // The questions answer with the engine's error, carrying this crate's
    // message (which names the limit).
    let too_many = |r: Result<Vec<_>, GameError>| matches!(r, Err(GameError::Evaluation { reason }) if reason.contains("MAX_BOXES"));
    assert!(too_many(YoungRealization.options_with_value(&huge, 0)));
    assert!(too_many(YoungRealization.winning_moves(&huge)));
    assert!(matches!(
        YoungRealization.options_with_value_by_trial(&huge, 0),
        Err(SatoWelterError::TooManyBoxes { .. })
    ));
    assert!(matches!(
        KleinDiagram::new(&huge),
        Err(SatoWelterError::TooManyBoxes { .. })
    ));
    let board = MayaDiagram::from_partition(&huge).unwrap();
    let too_many_boards = |r: Result<Vec<_>, GameError>| matches!(r, Err(GameError::Evaluation { reason }) if reason.contains("MAX_BOXES"));
    assert!(too_many_boards(
        OneLineRealization.options_with_value(&board, 0)
    ));
    assert!(matches!(
        OneLineRealization.options_with_value_by_trial(&board, 0),
        Err(SatoWelterError::TooManyBoxes { .. })
    ));
    // The empty diagram has no move; a huge target has none either.
    assert!(
        YoungRealization
            .winning_moves(&Partition::empty())
            .unwrap()
            .is_empty()
    );
    let y = Partition::new(vec![3, 2]).unwrap();
    for t in [u64::from(u32::MAX), u64::MAX] {
        assert!(
            YoungRealization
                .options_with_value(&y, t)
                .unwrap()
                .is_empty()
        );
    }
    let run = YoungRealization.descent(&Partition::empty(), 0).unwrap();
    assert_eq!(run.steps().len(), 1);
    assert_eq!(run.steps()[0].action, KleinDescentAction::Empty);
    let run = YoungRealization.descent(&y, 9).unwrap();
    assert_eq!(run.steps()[0].action, KleinDescentAction::TargetTooLarge);
    let run = YoungRealization.descent(&y, u64::MAX).unwrap();
    assert_eq!(run.steps()[0].action, KleinDescentAction::TargetTooLarge);
}
