//! Issue 19, "bounded by construction": the generic solver on a huge part
//! ends in a limit error, and the moves of a diagram with many large parts
//! are found from its parts and built one at a time.

use hookgames_game::{Algorithm, GameError, Solver};
use hookgames_partition::ShiftedPartition;
use hookgames_shifted::{MAX_STAIRCASE, ShiftedError, ShiftedHookGame, hook_moves, staircase};

/// `Solver::new(ShiftedHookGame).grundy` on a huge part collected every
/// follower first; the engine streams them and stops at its limits.
#[test]
fn generic_solver_on_a_huge_part_ends_in_a_limit() {
    let huge = ShiftedPartition::new(vec![u64::MAX]).unwrap();
    let e = Solver::new(ShiftedHookGame).grundy(&huge).unwrap_err();
    assert!(
        matches!(
            e,
            GameError::StateLimit { .. }
                | GameError::ArrowLimit { .. }
                | GameError::MemoryLimit { .. }
        ),
        "{e:?}"
    );
    let e = Solver::new(ShiftedHookGame)
        .misere_grundy(&huge)
        .unwrap_err();
    assert!(matches!(
        e,
        GameError::StateLimit { .. } | GameError::ArrowLimit { .. } | GameError::MemoryLimit { .. }
    ));
    // Proposition 5.6 has no limit.
    assert_eq!(ShiftedHookGame.grundy(&huge).unwrap(), u64::MAX);
}

/// The engine's byte limit sees the parts.
#[test]
fn state_bytes_count_the_parts() {
    let s = staircase(100).unwrap();
    assert_eq!(
        ShiftedHookGame.state_bytes(&s),
        size_of::<ShiftedPartition>() + 800
    );
}

/// 18 001 large distinct parts (`moves shifted` built every result before
/// printing, 2.5 GB): the boxes to a value come from the parts alone, in
/// normal and misère play, and the moves are built one at a time.
#[test]
fn moves_of_many_large_parts_are_found_from_the_parts() {
    let base = 1u64 << 40;
    let parts: Vec<u64> = (0..18_001u64).map(|k| base + 3 * (18_001 - k)).collect();
    let s = ShiftedPartition::new(parts).unwrap();
    let g = ShiftedHookGame.grundy(&s).unwrap();
    for t in [0, 1, g ^ 5] {
        let boxes = ShiftedHookGame.hooks_with_value(&s, t);
        assert!(boxes.len() <= s.len());
        // Build only the first result, as a printer would, and check it.
        if let Some(&(i, j)) = boxes.first() {
            assert_eq!(
                ShiftedHookGame
                    .grundy(&s.remove_hook(i, j).unwrap())
                    .unwrap(),
                t
            );
        }
        let misere = ShiftedHookGame.misere_hooks_with_value(&s, t);
        if let Some(&(i, j)) = misere.first() {
            assert_eq!(
                ShiftedHookGame
                    .misere_grundy(&s.remove_hook(i, j).unwrap())
                    .unwrap(),
                t
            );
        }
    }
    // The lazy iterator of all moves: the first three, nothing else built.
    let first: Vec<_> = hook_moves(&s).take(3).map(|(b, _)| b).collect();
    assert_eq!(first, vec![(1, 1), (1, 2), (1, 3)]);
}

/// A million parts: the misère search is O(ℓ log ℓ) (it was O(ℓ²)).
#[test]
fn misere_moves_of_a_million_parts() {
    let parts: Vec<u64> = (0..1_000_000u64)
        .map(|k| 4 * (1_000_000 - k) + (k % 3))
        .collect();
    let s = ShiftedPartition::new(parts).unwrap();
    let m = ShiftedHookGame.misere_winning_hooks(&s);
    assert!(m.len() <= 2 * s.len());
    if let Some(&(i, j)) = m.first() {
        assert_eq!(
            ShiftedHookGame
                .misere_grundy(&s.remove_hook(i, j).unwrap())
                .unwrap(),
            0
        );
    }
}

/// The misère boxes from the parts are exactly the boxes whose removal has
/// the misère value t, on every strict partition with parts ≤ 11 and every
/// t ≤ 16.
#[test]
fn misere_hooks_agree_with_building_every_follower() {
    let mut checked = 0;
    for mask in 0u32..(1 << 11) {
        let parts: Vec<u64> = (1..=11u64)
            .rev()
            .filter(|&k| mask & (1 << (k - 1)) != 0)
            .collect();
        let s = ShiftedPartition::new(parts).unwrap();
        for t in 0..=16u64 {
            let mut want: Vec<(usize, u64)> = hook_moves(&s)
                .filter(|(_, q)| ShiftedHookGame.misere_grundy(q).unwrap() == t)
                .map(|(b, _)| b)
                .collect();
            want.sort_unstable();
            assert_eq!(
                ShiftedHookGame.misere_hooks_with_value(&s, t),
                want,
                "{s}, t = {t}"
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 2048 * 17);
}

/// The staircase limit is the family's byte budget: 2^25 parts.
#[test]
fn staircase_limit_is_in_bytes() {
    assert_eq!(MAX_STAIRCASE, 1 << 25);
    assert!(matches!(
        staircase(MAX_STAIRCASE + 1),
        Err(ShiftedError::StaircaseTooLarge { .. })
    ));
}
