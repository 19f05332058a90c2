//! Issue 19, "bounded by construction": the generic solver, the game-tree
//! statistics and the trial searches end in a typed limit error, fast and
//! in little memory, on the inputs of the issue.

use hookgames_game::AlgorithmExt;
use hookgames_game::{Algorithm, GameError, Solver};
use hookgames_maya::MayaDiagram;
use hookgames_partition::{MAX_MATERIALIZED_BYTES, Partition};
use hookgames_sato_welter::{
    KleinDiagram, MAX_MISERE_WORK, MAX_TRIAL_WORK, OneLineRealization, SatoWelterError,
    YoungRealization, game_tree_statistics,
};

fn is_limit(e: &GameError) -> bool {
    matches!(
        e,
        GameError::StateLimit { .. } | GameError::ArrowLimit { .. } | GameError::MemoryLimit { .. }
    )
}

/// `game_tree_statistics([u64::MAX])` had no bound: refused before any
/// work (⟨λ⟩ has at least |λ| + 1 states).
#[test]
fn game_tree_statistics_of_a_huge_row_is_refused_first() {
    let e = game_tree_statistics(&Partition::new(vec![u64::MAX]).unwrap()).unwrap_err();
    match e {
        SatoWelterError::TooLarge {
            unit,
            limit,
            limit_name,
            count,
            ..
        } => {
            assert_eq!(
                (unit, limit, limit_name),
                ("bytes", MAX_MATERIALIZED_BYTES, "MAX_MATERIALIZED_BYTES")
            );
            assert!(count > u128::from(u64::MAX));
        }
        other => panic!("unexpected {other:?}"),
    }
    // Small trees are unchanged: C(10, 5) partitions inside 5 × 5.
    let s = game_tree_statistics(&Partition::new(vec![5; 5]).unwrap()).unwrap();
    assert_eq!((s.states, s.height, s.ends), (252, 25, 1));
}

/// A row of 2^20 boxes: 2^20 + 1 states, each with counts of up to
/// 2^20·21 bits, far beyond the budget — refused before any work.
#[test]
fn game_tree_statistics_of_a_long_row_is_refused_first() {
    let e = game_tree_statistics(&Partition::new(vec![1 << 20]).unwrap()).unwrap_err();
    assert!(
        matches!(e, SatoWelterError::TooLarge { unit: "bytes", .. }),
        "{e:?}"
    );
    assert!(e.to_string().contains("(MAX_MATERIALIZED_BYTES)"));
}

/// `Solver::new(YoungRealization).grundy([u64::MAX])` collected u64::MAX
/// followers before any check: the engine streams them and stops at its
/// limits. The zero-config `grundy` does not search: the game's value
/// hook answers by (9.1).
#[test]
fn generic_solver_on_a_huge_row_ends_in_a_limit() {
    let huge = Partition::new(vec![u64::MAX]).unwrap();
    let e = Solver::new(YoungRealization).grundy(&huge).unwrap_err();
    assert!(is_limit(&e), "{e:?}");
    assert_eq!(
        hookgames_game::grundy(&YoungRealization, &huge),
        Ok(u64::MAX)
    );
}

/// Misère Sato–Welter goes through the generic solver: `100000`, `20^20`
/// and `100^100` end in a limit error (the arrow limit counts the followers
/// examined).
#[test]
fn misere_through_the_solver_ends_in_a_limit() {
    for lambda in [vec![100_000], vec![20; 20], vec![100; 100]] {
        let p = Partition::new(lambda).unwrap();
        // The question's error is the engine's: this crate's TooLarge as
        // its message, or the engine's own limit.
        match YoungRealization.misere_grundy(&p) {
            Err(GameError::Evaluation { reason }) => {
                assert!(reason.contains("MAX_MISERE_WORK"), "{reason}");
                assert!(reason.contains("word operations"), "{reason}");
                assert!(reason.contains(&MAX_MISERE_WORK.to_string()), "{reason}");
            }
            Err(e) if is_limit(&e) => {}
            other => panic!("{p}: unexpected {other:?}"),
        }
    }
    assert!(
        YoungRealization
            .misere_outcome(&Partition::new(vec![100; 100]).unwrap())
            .is_err()
    );
    // The board of 100000: one stone on cell 100000 (1563 words).
    let board = MayaDiagram::new([100_000]).unwrap();
    match OneLineRealization.misere_grundy(&board) {
        Err(GameError::Evaluation { reason }) => {
            assert!(reason.contains("MAX_MISERE_WORK"), "{reason}")
        }
        Err(GameError::MemoryLimit { limit, .. }) => {
            assert_eq!(limit, MAX_MATERIALIZED_BYTES);
        }
        other => panic!("unexpected {other:?}"),
    }
    // Small positions are still solved.
    assert_eq!(
        YoungRealization.misere_grundy(&Partition::new(vec![2]).unwrap()),
        Ok(2)
    );
}

/// `options_with_value_by_trial` on 1^(2^20) took more than 100 s: its
/// work (2^40 word operations) is refused before it starts; Theorem 4.2
/// answers the same question at once.
#[test]
fn trial_search_work_is_bounded() {
    let column = Partition::new(vec![1; 1 << 20]).unwrap();
    match YoungRealization.options_with_value_by_trial(&column, 0) {
        Err(SatoWelterError::TooLarge {
            unit,
            limit,
            limit_name,
            count,
            ..
        }) => {
            assert_eq!(
                (unit, limit, limit_name),
                ("word operations", MAX_TRIAL_WORK, "MAX_TRIAL_WORK")
            );
            assert!(count >= 1 << 40);
        }
        other => panic!("unexpected {other:?}"),
    }
    assert!(YoungRealization.options_with_value(&column, 0).is_ok());
    let board = MayaDiagram::new(1..=(1u64 << 20)).unwrap();
    assert!(matches!(
        OneLineRealization.options_with_value_by_trial(&board, 0),
        Err(SatoWelterError::TooLarge {
            limit_name: "MAX_TRIAL_WORK",
            ..
        })
    ));
    // Within the limit both searches still agree.
    let y: Partition = "6,6,5,3,3".parse().unwrap();
    assert_eq!(
        YoungRealization.options_with_value_by_trial(&y, 1).unwrap(),
        YoungRealization.options_with_value(&y, 1).unwrap()
    );
}

/// The box-level search holds 64 bytes a box: beyond 2^22 boxes it is
/// refused by the byte budget before allocating.
#[test]
fn klein_diagram_bytes_are_checked() {
    let row = Partition::new(vec![(1 << 22) + 1]).unwrap();
    assert!(matches!(
        KleinDiagram::new(&row),
        Err(SatoWelterError::TooLarge {
            unit: "bytes",
            limit: MAX_MATERIALIZED_BYTES,
            ..
        })
    ));
    assert_eq!(
        KleinDiagram::new(&Partition::new(vec![3, 1]).unwrap())
            .unwrap()
            .len(),
        4
    );
}

/// The engine's byte limit sees the parts and the wide bitsets.
#[test]
fn heap_states_report_their_bytes() {
    let p = Partition::new(vec![5; 100]).unwrap();
    assert_eq!(
        YoungRealization.state_bytes(&p),
        size_of::<Partition>() + 800
    );
    let narrow = MayaDiagram::new([3, 1]).unwrap();
    let wide = MayaDiagram::new([1000, 1]).unwrap();
    assert_eq!(
        OneLineRealization.state_bytes(&narrow),
        size_of::<MayaDiagram>()
    );
    assert_eq!(
        OneLineRealization.state_bytes(&wide),
        size_of::<MayaDiagram>() + 8 * wide.words().len()
    );
}

/// Welter's function by its definition, one term per pair.
fn welter_by_pairs(positions: &[u64]) -> u64 {
    let mut acc = 0u64;
    for (k, &a) in positions.iter().enumerate() {
        acc ^= a;
        for &b in &positions[..k] {
            acc ^= hookgames_sato_welter::sato_n(a.abs_diff(b));
        }
    }
    acc
}

/// Welter's function was one term per pair (O(k²): no end on 10^6 coins);
/// it now counts the pairs of each 2-adic valuation by parity. It agrees
/// with the definition on pseudo-random coin sets of every size up to 200,
/// with values small and huge, and takes a million coins.
#[test]
fn welter_function_is_linear_and_agrees_with_the_pairs() {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for n in 0..200usize {
        for shift in [0u32, 40, 58] {
            let mut coins: Vec<u64> = (0..n).map(|_| next() >> shift).collect();
            coins.sort_unstable();
            coins.dedup();
            assert_eq!(
                hookgames_sato_welter::welter_function(&coins),
                Ok(welter_by_pairs(&coins)),
                "{coins:?}"
            );
        }
    }
    // The β-numbers of 1^(10^6) are 1..=10^6: Welter's function is the
    // value of the column, a chain of 10^6 boxes under hook removal.
    let coins: Vec<u64> = (1..=1_000_000).collect();
    let column = Partition::new(vec![1; 1_000_000]).unwrap();
    assert_eq!(
        hookgames_sato_welter::welter_function(&coins),
        YoungRealization
            .grundy(&column)
            .map_err(SatoWelterError::from)
    );
}
