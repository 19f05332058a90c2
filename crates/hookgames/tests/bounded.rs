//! Issue 19, "bounded by construction": the library calls that aborted on a
//! failed allocation or ran without end in 0.1 end in a typed error naming
//! a limit, after bounded memory and work.

use hookgames::game::{DEFAULT_MAX_ARROWS, DEFAULT_MAX_BYTES, GameError, Limits, Solver};
use hookgames::partition::{Partition, ShiftedPartition};
use hookgames::plain::{PlainError, good_moves, n_adic_expansion};
use hookgames::sato_welter::YoungRealization;
use hookgames::shifted::ShiftedHookGame;

/// `true` if `e` is the engine's default byte limit: the followers of a
/// state with 2^30 or more moves fill 512 MiB before any other limit.
fn is_limit(e: &GameError) -> bool {
    matches!(e, GameError::MemoryLimit { limit: DEFAULT_MAX_BYTES, needed } if *needed > DEFAULT_MAX_BYTES)
}

fn plain_limit(e: &PlainError) -> bool {
    matches!(e, PlainError::Game(g) if is_limit(g))
}

#[test]
fn the_solver_on_a_young_diagram_of_u64_max_boxes() {
    // 0.1 listed the 2^64 − 1 followers of (2^64 − 1) before any check.
    let p = Partition::new(vec![u64::MAX]).unwrap();
    let err = Solver::new(YoungRealization).grundy(&p).unwrap_err();
    assert!(is_limit(&err), "{err:?}");
}

#[test]
fn the_solver_on_a_shifted_diagram_of_u64_max_boxes() {
    let p = ShiftedPartition::new(vec![u64::MAX]).unwrap();
    let err = Solver::new(ShiftedHookGame).grundy(&p).unwrap_err();
    assert!(is_limit(&err), "{err:?}");
}

#[test]
fn a_users_limits_win() {
    let p = Partition::new(vec![1 << 40]).unwrap();
    let small = Limits::default().with_max_states(1000);
    let err = Solver::new(YoungRealization)
        .with_limits(small)
        .grundy(&p)
        .unwrap_err();
    assert!(is_limit(&err), "{err:?}");
    // Within them, an answer: the value of a one-row diagram is its length.
    let q = Partition::new(vec![20]).unwrap();
    assert_eq!(
        Solver::new(YoungRealization).with_limits(small).grundy(&q),
        Ok(20)
    );
}

#[test]
fn good_moves_of_a_row_of_2_to_the_30_boxes() {
    let p = Partition::new(vec![1 << 30]).unwrap();
    let err = good_moves(&YoungRealization, &p).unwrap_err();
    assert!(plain_limit(&err), "{err:?}");
}

#[test]
fn the_2_adic_expansion_of_a_row_of_2_to_the_40_boxes() {
    let p = Partition::new(vec![1 << 40]).unwrap();
    // The hook lengths are counted as they stream by; the work limit stops
    // the enumeration after 2^27 of the 2^40.
    let err = n_adic_expansion(&YoungRealization, &p, 2).unwrap_err();
    assert_eq!(
        err,
        PlainError::Game(GameError::ArrowLimit {
            limit: DEFAULT_MAX_ARROWS
        })
    );
}
