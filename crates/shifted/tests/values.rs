//! The closed forms against the generic solver: hooks to a given value by
//! the XOR trick against trial, misère values, and limits.

mod common;

use std::collections::BTreeMap;

use common::{in_staircase, sp, strict_partitions_up_to};

use hookgames_game::{Algorithm, Outcome, Solver};
use hookgames_partition::ShiftedPartition;
use hookgames_shifted::{
    ShiftedError, ShiftedHookGame, grundy, grundy_u64, hooks_to_value, misere_grundy,
    misere_hooks_to_value, winning_hooks,
};

/// For every S of size ≤ 20 and every t ≤ max + 1, the XOR trick's boxes
/// are exactly the boxes whose removal the generic solver values at t.
#[test]
fn hooks_to_value_against_trial() {
    let mut solver = Solver::new(ShiftedHookGame);
    for s in strict_partitions_up_to(20) {
        let mut by_value: BTreeMap<u32, Vec<(usize, u64)>> = BTreeMap::new();
        for (i, j) in s.boxes() {
            let t = s.remove_hook(i, j).unwrap();
            by_value
                .entry(solver.grundy(&t).unwrap())
                .or_default()
                .push((i, j));
        }
        let top = by_value.keys().last().copied().unwrap_or(0);
        for t in 0..=top + 1 {
            let expected = by_value.get(&t).cloned().unwrap_or_default();
            assert_eq!(hooks_to_value(&s, t), expected, "{s}, t = {t}");
        }
        let g = solver.grundy(&s).unwrap();
        // Every value below G(S) is reached (mex), G(S) is not.
        for t in 0..g {
            assert!(!hooks_to_value(&s, t).is_empty(), "{s}, t = {t}");
        }
        assert!(hooks_to_value(&s, g).is_empty());
        assert_eq!(
            winning_hooks(&s).is_empty(),
            solver.outcome(&s).unwrap() == Outcome::P
        );
        assert_eq!(winning_hooks(&s), hooks_to_value(&s, 0));
    }
}

#[test]
fn worked_example_winning_hooks() {
    let s = sp(&[7, 6, 4, 3, 2]);
    // G = 7 ⊕ 6 ⊕ 4 ⊕ 3 ⊕ 2 = 4: turn 7 → 3 (3 is a part: delete 7 and 3),
    // 6 → 2 (delete 6 and 2), 4 → 0 (delete 4).
    assert_eq!(grundy(&s).unwrap(), 4);
    let win = winning_hooks(&s);
    let results: Vec<ShiftedPartition> = win
        .iter()
        .map(|&(i, j)| s.remove_hook(i, j).unwrap())
        .collect();
    assert_eq!(
        results,
        vec![sp(&[6, 4, 2]), sp(&[7, 4, 3]), sp(&[7, 6, 3, 2])]
    );
    assert_eq!(win, vec![(1, 3), (2, 4), (3, 5)]);
}

/// The misère closed form against the generic solver on every S ∈ F(S_n).
fn misere_in_staircase(n: u64) {
    let mut solver = Solver::new(ShiftedHookGame);
    for s in in_staircase(n) {
        assert_eq!(
            misere_grundy(&s).unwrap(),
            solver.misere_grundy(&s).unwrap(),
            "{s}"
        );
    }
}

#[test]
fn misere_against_solver_in_s_14() {
    misere_in_staircase(14);
}

#[test]
#[ignore = "heavy: run in release by .ci/run"]
fn misere_against_solver_in_s_18() {
    misere_in_staircase(18);
}

/// Misère values differ from normal ones exactly on the exceptional
/// positions (parts ≥ 2 paired as {2m, 2m + 1}); in S_10 there are 2^5 of
/// them (four pairs, the part 1 optional).
#[test]
fn misere_exceptional_positions() {
    let differ: Vec<ShiftedPartition> = in_staircase(10)
        .into_iter()
        .filter(|s| misere_grundy(s).unwrap() != grundy(s).unwrap())
        .collect();
    assert_eq!(differ.len(), 32);
    assert!(differ.contains(&ShiftedPartition::empty()));
    assert!(differ.contains(&sp(&[9, 8, 3, 2, 1])));
    assert!(!differ.contains(&sp(&[8, 7])));
    assert_eq!(misere_grundy(&sp(&[9, 8, 3, 2, 1])).unwrap(), 0);
}

#[test]
fn misere_hooks_against_trial() {
    let mut solver = Solver::new(ShiftedHookGame);
    for s in in_staircase(11) {
        let mut by_value: BTreeMap<u32, Vec<(usize, u64)>> = BTreeMap::new();
        for (i, j) in s.boxes() {
            let t = s.remove_hook(i, j).unwrap();
            by_value
                .entry(solver.misere_grundy(&t).unwrap())
                .or_default()
                .push((i, j));
        }
        let top = by_value.keys().last().copied().unwrap_or(0);
        for t in 0..=top + 1 {
            let expected = by_value.get(&t).cloned().unwrap_or_default();
            assert_eq!(misere_hooks_to_value(&s, t), expected, "{s}, t = {t}");
        }
    }
}

#[test]
fn huge_parts() {
    let s = sp(&[1 << 40, 5]);
    assert_eq!(grundy_u64(&s), (1 << 40) ^ 5);
    assert_eq!(
        grundy(&s).unwrap_err(),
        ShiftedError::ValueTooLarge {
            value: (1 << 40) ^ 5
        }
    );
    assert!(misere_grundy(&s).is_err());
    // The single winning move: turn 2^40 → 5, i.e. delete both parts.
    assert_eq!(winning_hooks(&s), vec![(1, 1)]);
    assert_eq!(s.remove_hook(1, 1).unwrap(), ShiftedPartition::empty());
    // Value 3: only 2^40 can move (b = 5 ⊕ 3 = 6 < 2^40, a non-part).
    for (i, j) in hooks_to_value(&s, 3) {
        assert_eq!(grundy_u64(&s.remove_hook(i, j).unwrap()), 3);
    }
    assert_eq!(hooks_to_value(&s, 3).len(), 1);
    let msg = grundy(&s).unwrap_err().to_string();
    assert!(msg.contains("does not fit in a u32"), "{msg}");
    // φ(S) is not enumerated by follower_count.
    assert_eq!(ShiftedHookGame.follower_count(&s) as u64, (1 << 40) + 5);
}

#[test]
fn generic_misere_limit_is_a_typed_error() {
    // ⟨(40)⟩ is small (every single part below 40) but ⟨S_40⟩ has 2^40
    // positions: the generic solver stops at its state limit.
    let s = hookgames_shifted::staircase(40).unwrap();
    let mut solver = Solver::new(ShiftedHookGame)
        .with_limits(hookgames_game::Limits::default().with_max_states(1000));
    assert!(solver.misere_grundy(&s).is_err());
    // 40 has no partner 41: not exceptional, so G⁻ = G = 1 ⊕ … ⊕ 40 = 40.
    assert_eq!(misere_grundy(&s).unwrap(), 40);
    assert_eq!(
        misere_grundy(&hookgames_shifted::staircase(39).unwrap()).unwrap(),
        1
    );
}
