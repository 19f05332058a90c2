//! The closed forms against the generic solver: hooks to a given value by
//! the XOR trick against trial, misère values, and limits.

mod common;

use std::collections::BTreeMap;

use common::sp;
use hookgames_partition::arbitrary::{shifted_in_staircase, strict_partitions_up_to};

use hookgames_game::{Algorithm, AlgorithmExt, Outcome, Solver};
use hookgames_partition::ShiftedPartition;
use hookgames_shifted::ShiftedHookGame;

const GAME: ShiftedHookGame = ShiftedHookGame;

/// For every S of size ≤ 20 and every t ≤ max + 1, the XOR trick's boxes
/// are exactly the boxes whose removal the generic solver values at t.
#[test]
fn hooks_with_value_against_trial() {
    let mut solver = Solver::new(ShiftedHookGame);
    for s in strict_partitions_up_to(20).unwrap() {
        let mut by_value: BTreeMap<u64, Vec<(usize, u64)>> = BTreeMap::new();
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
            assert_eq!(GAME.hooks_with_value(&s, t), expected, "{s}, t = {t}");
        }
        let g = solver.grundy(&s).unwrap();
        // Every value below G(S) is reached (mex), G(S) is not.
        for t in 0..g {
            assert!(!GAME.hooks_with_value(&s, t).is_empty(), "{s}, t = {t}");
        }
        assert!(GAME.hooks_with_value(&s, g).is_empty());
        assert_eq!(
            GAME.winning_hooks(&s).is_empty(),
            solver.outcome(&s).unwrap() == Outcome::P
        );
        assert_eq!(GAME.winning_hooks(&s), GAME.hooks_with_value(&s, 0));
        // The winning hooks, as positions, are the solver's winning moves.
        let as_positions: Vec<ShiftedPartition> = GAME
            .winning_hooks(&s)
            .into_iter()
            .map(|(i, j)| s.remove_hook(i, j).unwrap())
            .collect();
        assert_eq!(as_positions, solver.winning_moves(&s).unwrap(), "{s}");
    }
}

#[test]
fn worked_example_winning_hooks() {
    let s = sp(&[7, 6, 4, 3, 2]);
    // G = 7 ⊕ 6 ⊕ 4 ⊕ 3 ⊕ 2 = 4: turn 7 → 3 (3 is a part: delete 7 and 3),
    // 6 → 2 (delete 6 and 2), 4 → 0 (delete 4).
    assert_eq!(GAME.grundy(&s).unwrap(), 4);
    let win = GAME.winning_hooks(&s);
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
    for s in shifted_in_staircase(n).unwrap() {
        assert_eq!(
            GAME.misere_grundy(&s).unwrap(),
            solver.misere_grundy(&s).unwrap(),
            "{s}"
        );
        let as_positions: Vec<ShiftedPartition> = GAME
            .misere_winning_hooks(&s)
            .into_iter()
            .map(|(i, j)| s.remove_hook(i, j).unwrap())
            .collect();
        assert_eq!(
            as_positions,
            solver.misere_winning_moves(&s).unwrap(),
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
    let differ: Vec<ShiftedPartition> = shifted_in_staircase(10)
        .unwrap()
        .into_iter()
        .filter(|s| GAME.misere_grundy(s).unwrap() != GAME.grundy(s).unwrap())
        .collect();
    assert_eq!(differ.len(), 32);
    assert!(differ.contains(&ShiftedPartition::empty()));
    assert!(differ.contains(&sp(&[9, 8, 3, 2, 1])));
    assert!(!differ.contains(&sp(&[8, 7])));
    assert_eq!(GAME.misere_grundy(&sp(&[9, 8, 3, 2, 1])).unwrap(), 0);
}

#[test]
fn misere_hooks_against_trial() {
    let mut solver = Solver::new(ShiftedHookGame);
    for s in shifted_in_staircase(11).unwrap() {
        let mut by_value: BTreeMap<u64, Vec<(usize, u64)>> = BTreeMap::new();
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
            assert_eq!(
                GAME.misere_hooks_with_value(&s, t),
                expected,
                "{s}, t = {t}"
            );
        }
        assert_eq!(
            GAME.misere_winning_hooks(&s),
            GAME.misere_hooks_with_value(&s, 0)
        );
    }
}

#[test]
fn huge_parts() {
    // Values beyond u32 are exact u64s, never truncated (0.1 refused them
    // with a ValueTooLarge error).
    let s = sp(&[1 << 40, 5]);
    assert_eq!(GAME.grundy(&s).unwrap(), (1 << 40) ^ 5);
    assert!(GAME.grundy(&s).unwrap() > u64::from(u32::MAX));
    // (2^40, 5) is not exceptional (2^40 has no partner 2^40 + 1).
    assert_eq!(GAME.misere_grundy(&s).unwrap(), (1 << 40) ^ 5);
    let pair = sp(&[(1 << 40) + 1, 1 << 40]);
    assert_eq!(GAME.grundy(&pair).unwrap(), 1);
    assert_eq!(GAME.misere_grundy(&pair).unwrap(), 0);
    let top = sp(&[u64::MAX - 1, 1]);
    assert_eq!(GAME.grundy(&top).unwrap(), u64::MAX);
    // The single winning move: turn 2^40 → 5, i.e. delete both parts.
    assert_eq!(GAME.winning_hooks(&s), vec![(1, 1)]);
    assert_eq!(s.remove_hook(1, 1).unwrap(), ShiftedPartition::empty());
    // Value 3: only 2^40 can move (b = 5 ⊕ 3 = 6 < 2^40, a non-part).
    for (i, j) in GAME.hooks_with_value(&s, 3) {
        assert_eq!(GAME.grundy(&s.remove_hook(i, j).unwrap()).unwrap(), 3);
    }
    assert_eq!(GAME.hooks_with_value(&s, 3).len(), 1);
    // A target value beyond u32: 2^40 ⊕ 4 is reached by turning 5 → 4,
    // the last box (2, 6) of row 2.
    let far = (1u64 << 40) ^ 4;
    assert_eq!(GAME.hooks_with_value(&s, far), vec![(2, 6)]);
    assert_eq!(s.remove_hook(2, 6).unwrap(), sp(&[1 << 40, 4]));
    // φ(S) is not enumerated by follower_count, is_end or a find that
    // stops at once.
    assert_eq!(
        ShiftedHookGame.follower_count(&s).unwrap() as u64,
        (1 << 40) + 5
    );
    assert!(!ShiftedHookGame.is_end(&s).unwrap());
    assert_eq!(
        ShiftedHookGame.find_follower(&s, |_| true).unwrap(),
        Some(ShiftedPartition::empty())
    );
    assert!(ShiftedHookGame.has_arrow(&s, &sp(&[1 << 40, 1])).unwrap());
    assert!(
        !ShiftedHookGame
            .has_arrow(&s, &sp(&[1 << 40, 4, 1]))
            .unwrap()
    );
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
    assert_eq!(GAME.misere_grundy(&s).unwrap(), 40);
    assert_eq!(
        GAME.misere_grundy(&hookgames_shifted::staircase(39).unwrap())
            .unwrap(),
        1
    );
}
