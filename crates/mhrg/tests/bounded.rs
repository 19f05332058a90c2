//! Issue 19 ("Bounded by construction"): the closed forms, the maps and the
//! general engine of this crate measure what they build before building it,
//! and every arithmetic on the sizes they are given is checked. Each test
//! reproduces a call of the issue and runs in a few hundred MB at most.

use hookgames_game::{Algorithm, AlgorithmExt, Engine, Limits, Solver};
use hookgames_mhrg::{
    BoxNumbering, MAX_GENERAL_BOXES, MAX_TURN_DIAGRAMS, MapA, MapB, MapE, MapPhi, MapPsi,
    MhrgError, MhrgGame, RectGame, hook_multiset, one_row_grundy, one_row_positions,
    position_count, two_row_options, two_row_p_positions, two_row_positions_of_value,
};
use hookgames_partition::{MAX_BINOMIAL_WORK, MAX_MATERIALIZED_BYTES, Partition, PartitionError};

/// The byte count of a `TooLarge` error on the family's memory budget.
fn bytes_refused(e: MhrgError) -> u128 {
    match e {
        MhrgError::Partition(PartitionError::TooLarge {
            count,
            unit: "bytes",
            limit: MAX_MATERIALIZED_BYTES,
            limit_name: "MAX_MATERIALIZED_BYTES",
            ..
        }) => {
            assert!(count > u128::from(MAX_MATERIALIZED_BYTES));
            count
        }
        other => panic!("expected the memory budget, got {other:?}"),
    }
}

/// `two_row_p_positions(2, 1 << 30)` built 2^29 diagrams (tens of GB); the
/// list is measured first. Its overflow panic (closed.rs:355, m + n near
/// u64::MAX) is gone: the diagrams depend only on n − m, computed in u128.
#[test]
fn two_row_p_positions_are_bounded_and_overflow_free() {
    let bytes = bytes_refused(two_row_p_positions(2, 1 << 30).unwrap_err());
    // 2p + 5 diagrams, p = ⌊(2^30 − 2)/4⌋, 80 bytes each while built.
    let p = ((1u128 << 30) - 2) / 4;
    assert_eq!(bytes, 80 * (p + 1 + 2 * (p / 2 + 2)));
    bytes_refused(two_row_p_positions(2, u64::MAX).unwrap_err());
    bytes_refused(two_row_p_positions(usize::MAX / 2, u64::MAX).unwrap_err());
    // Within the budget, m + n beyond u64::MAX answers as its small twin.
    let big = 1usize << 63;
    for extra in 0..40u64 {
        assert_eq!(
            two_row_p_positions(big, big as u64 + extra).unwrap(),
            two_row_p_positions(2, 2 + extra).unwrap(),
            "n − m = {extra}"
        );
    }
    let top = usize::MAX - 9;
    assert_eq!(
        two_row_p_positions(top, u64::MAX).unwrap(),
        two_row_p_positions(2, 11).unwrap()
    );
    // A large n − m under the budget is still answered: n − m = 2^20 − 2 =
    // 4p + 2 gives the p + 1 squares ⟦2q, 2q⟧ and two diagrams for each
    // q ≤ p/2, 2^19 in all.
    assert_eq!(two_row_p_positions(2, 1 << 20).unwrap().len(), 1 << 19);
}

/// `two_row_options(1 << 40, …)` built about 2^41 diagrams; and
/// `two_row_options(u64::MAX − 1, …)` said the rectangle was empty
/// (`EmptyRectangle { n: n' }`) when 2n' overflowed: the cause is now named.
#[test]
fn two_row_options_are_bounded_and_name_the_overflow() {
    let np = 1u64 << 40;
    let y = Partition::new(vec![np + 1, np]).unwrap();
    let bytes = bytes_refused(two_row_options(np, &y).unwrap_err());
    assert_eq!(bytes, 64 * (2 * u128::from(np) + 2));
    let y = Partition::new(vec![np, np - 1]).unwrap();
    bytes_refused(two_row_options(np, &y).unwrap_err());

    let e = two_row_options(u64::MAX - 1, &Partition::new(vec![1]).unwrap()).unwrap_err();
    assert_eq!(
        e,
        MhrgError::WidthOverflow {
            n_prime: u64::MAX - 1
        }
    );
    assert!(e.to_string().contains("2n' > u64::MAX"), "{e}");
    assert_eq!(
        two_row_options(1 << 63, &Partition::empty()).unwrap_err(),
        MhrgError::WidthOverflow { n_prime: 1 << 63 }
    );
    // The widest rectangle that fits a u64 still answers small diagrams.
    let y = Partition::new(vec![2, 1]).unwrap();
    assert_eq!(
        two_row_options((1 << 63) - 1, &y).unwrap(),
        two_row_options(100, &y).unwrap()
    );
    assert!(matches!(
        two_row_options(0, &Partition::empty()),
        Err(MhrgError::EmptyRectangle { m: 2, n: 0 })
    ));
}

/// `two_row_positions_of_value(1 << 30, 1)` built 2^29 pairs; the families
/// of Tables 2 and 3 are counted before the list is built.
#[test]
fn two_row_positions_of_value_are_bounded() {
    bytes_refused(two_row_positions_of_value(1 << 30, 1).unwrap_err());
    for value in 0..=2 {
        bytes_refused(two_row_positions_of_value((1 << 63) - 1, value).unwrap_err());
    }
    assert_eq!(
        two_row_positions_of_value(u64::MAX, 0).unwrap_err(),
        MhrgError::WidthOverflow { n_prime: u64::MAX }
    );
    // Under the budget: Table 2's (2i, 2i) below 2n', and Table 3's families.
    let v = two_row_positions_of_value(1 << 20, 0).unwrap();
    assert!(v.contains(&(0, 0)) && v.contains(&((1 << 20) + 1, 1 << 20)));
}

/// `one_row_grundy` computed `2 * l` (closed.rs:71), which overflowed for
/// l > u64::MAX / 2; every l ≤ n is answered now.
#[test]
fn one_row_grundy_has_no_overflow() {
    assert_eq!(one_row_grundy(u64::MAX, u64::MAX).unwrap(), u64::MAX);
    let even = u64::MAX - 1;
    assert_eq!(one_row_grundy(even, even).unwrap(), even - 1);
    assert_eq!(one_row_grundy(even, even / 2 - 1).unwrap(), even / 2 - 1);
    assert!(matches!(
        one_row_grundy(even, even / 2),
        Err(MhrgError::NotAPosition { .. })
    ));
    assert_eq!(one_row_grundy(even, even / 2 + 1).unwrap(), even / 2);
    // The positions of MHRG(1, n) skip l = n/2 for even n.
    let all: Vec<u64> = one_row_positions(6).unwrap().collect();
    assert_eq!(all, [0, 1, 2, 4, 5, 6]);
    let first: Vec<u64> = one_row_positions(u64::MAX).unwrap().take(2).collect();
    assert_eq!(first, [0, 1]);
}

/// `MapE::new(1 << 63, 1 << 63)` overflowed computing m + n (maps.rs:134);
/// it is a valid map now (m + n even), whose diagonal expressions are
/// refused by the memory budget instead of being allocated. The staircase
/// maps refuse n = usize::MAX (n + 1 columns).
#[test]
fn maps_of_huge_rectangles_are_overflow_free() {
    let e = MapE::new(1 << 63, 1 << 63).unwrap();
    assert_eq!(e.c(), 0);
    let y = Partition::new(vec![1]).unwrap();
    bytes_refused(hookgames_game::GameMap::try_apply(&e, &y).unwrap_err());
    assert!(matches!(
        MapE::new(1 << 63, (1 << 63) + 1),
        Err(MhrgError::MapDomain { .. })
    ));
    assert!(matches!(
        MapE::new(1, u64::MAX),
        Err(MhrgError::MapDomain { .. })
    ));
    for (name, r) in [
        ("A", MapA::new(usize::MAX).map(drop)),
        ("B", MapB::new(usize::MAX).map(drop)),
        ("Φ", MapPhi::new(usize::MAX).map(drop)),
        ("Ψ", MapPsi::new(usize::MAX).map(drop)),
    ] {
        assert!(
            matches!(r, Err(MhrgError::MapDomain { .. })),
            "{name}: {r:?}"
        );
    }
    // Just below, the maps exist, and using them hits the budget.
    let phi = MapPhi::new(usize::MAX - 1).unwrap();
    let s = hookgames_partition::ShiftedPartition::new(vec![1]).unwrap();
    bytes_refused(hookgames_game::GameMap::try_apply(&phi, &s).unwrap_err());
}

/// `MhrgGame::rectangle(1 << 40, 1)` built a 2^40-row diagram, and its
/// `moves` ran without bound; `MhrgGame::rectangle(usize::MAX, …)` aborted
/// on a capacity overflow. The starting diagram is measured first.
#[test]
fn general_engine_refuses_huge_starts() {
    for (m, n) in [
        (1usize << 40, 1u64),
        (usize::MAX, 1),
        (usize::MAX, u64::MAX),
        (65, 64),
    ] {
        match MhrgGame::rectangle(m, n).unwrap_err() {
            MhrgError::StartTooLarge { boxes, limit } => {
                assert_eq!(
                    (boxes, limit),
                    (m as u128 * u128::from(n), MAX_GENERAL_BOXES)
                );
            }
            other => panic!("{m}x{n}: {other:?}"),
        }
    }
    let e = MhrgGame::rectangle(1 << 40, 1).unwrap_err();
    assert!(e.to_string().contains("MAX_GENERAL_BOXES"), "{e}");
    // A 64 × 64 rectangle is the largest start; a turn from a small
    // diagram inside it is answered.
    let game = MhrgGame::rectangle(64, 64).unwrap();
    let y = Partition::new(vec![2, 1]).unwrap();
    assert_eq!(game.moves(&y).unwrap().len(), 3);
    // Starts from a long column are refused the same way.
    let column = Partition::new(vec![1; 5000]).unwrap();
    assert!(matches!(
        MhrgGame::new(column, BoxNumbering::new(vec![vec![1]; 5000]).unwrap()),
        Err(MhrgError::StartTooLarge { boxes: 5000, .. })
    ));
}

/// A numbering whose forced removals branch (every box numbered 1: (M4c)
/// removes single boxes until none is left) explores every subdiagram of Y
/// in one turn — C(20, 10) = 184 756 for a 10 × 10 square. `options` and
/// `moves` stop at MAX_TURN_DIAGRAMS with a typed error.
#[test]
fn branching_turns_are_refused_by_the_turn_limit() {
    let start = Partition::new(vec![10; 10]).unwrap();
    let game = MhrgGame::new(
        start.clone(),
        BoxNumbering::new(vec![vec![1; 10]; 10]).unwrap(),
    )
    .unwrap();
    for r in [game.options(&start).map(drop), game.moves(&start).map(drop)] {
        match r.unwrap_err() {
            MhrgError::TurnLimit { limit, what } => {
                assert_eq!(limit, MAX_TURN_DIAGRAMS);
                assert!(what.ends_with(&format!("of {start}")), "{what}");
            }
            other => panic!("{other:?}"),
        }
    }
    // A small square of the same numbering is answered: its turns meet at
    // most the C(6, 3) = 20 subdiagrams of 3^3. (A turn that starts with a
    // corner removes corners until nothing is left; one that starts at
    // (1, 1) removes its five boxes and finds no other hook of five 1s in
    // (2, 2).)
    let small = Partition::new(vec![3; 3]).unwrap();
    let game = MhrgGame::new(
        small.clone(),
        BoxNumbering::new(vec![vec![1; 3]; 3]).unwrap(),
    )
    .unwrap();
    let two = Partition::new(vec![2, 2]).unwrap();
    let one = Partition::new(vec![1]).unwrap();
    assert_eq!(
        game.options(&small).unwrap(),
        vec![Partition::empty(), one, two]
    );
}

/// `hook_multiset` collected one number per box of the hook: the hook of
/// (1, 1) in a row of 2^40 boxes is refused before it is collected.
#[test]
fn hook_multisets_are_bounded() {
    let row = Partition::new(vec![1 << 40]).unwrap();
    let alpha = hookgames_mhrg::Unimodal::new(1, 1 << 40).unwrap();
    assert_eq!(
        bytes_refused(hook_multiset(&row, &alpha, 1, 1).unwrap_err()),
        8 << 40
    );
    assert_eq!(
        hook_multiset(&row, &alpha, 1, (1 << 40) - 2)
            .unwrap()
            .as_slice(),
        &[1, 2, 3]
    );
    // Found by the fuzz target `sizes_mhrg`: the hook of the last box of the
    // row (u64::MAX) overflowed computing its arm.
    let row = Partition::new(vec![u64::MAX]).unwrap();
    let alpha = hookgames_mhrg::Unimodal::new(1, u64::MAX).unwrap();
    assert_eq!(
        hook_multiset(&row, &alpha, 1, u64::MAX).unwrap().as_slice(),
        &[1]
    );
    bytes_refused(hook_multiset(&row, &alpha, 1, 1).unwrap_err());
}

/// The general engine's states are partitions: the Solver's byte budget
/// counts their parts (`state_bytes`), so a budget too small for the
/// exploration is a typed `MemoryLimit`. `RectGame`'s states are one word
/// and own no heap memory: the provided `state_bytes` is exact.
#[test]
fn state_bytes_count_the_heap() {
    let game = MhrgGame::rectangle(3, 5).unwrap();
    let y = Partition::new(vec![5, 5, 5]).unwrap();
    let inline = std::mem::size_of::<Partition>();
    assert_eq!(game.state_bytes(&y), inline + 24);
    assert_eq!(game.state_bytes(&Partition::empty()), inline);
    let rect = RectGame::new(3, 5).unwrap();
    assert_eq!(rect.state_bytes(&rect.start()), 8);
    // The whole game of Y_{3,5} fits the default budget, not 1 KiB.
    assert_eq!(
        Solver::new(&game).grundy(&y).unwrap(),
        Solver::new(&rect).grundy(&rect.start()).unwrap()
    );
    let tight = Limits::default().with_max_bytes(1024);
    match Solver::new(&game).with_limits(tight).grundy(&y) {
        Err(hookgames_game::GameError::MemoryLimit { limit, .. }) => assert_eq!(limit, 1024),
        other => panic!("{other:?}"),
    }
}

/// `position_count` of a 2^32 × 2^32 rectangle looped for minutes (the
/// count has 2^32 bits); it is measured before any work, and what the
/// binomial's own work limit refuses is named too.
#[test]
fn position_count_is_measured_first() {
    let e = position_count(4_294_967_296, 4_294_967_296).unwrap_err();
    bytes_refused(e);
    bytes_refused(position_count(usize::MAX, u64::MAX).unwrap_err());
    bytes_refused(
        position_count(9_223_372_036_854_775_807, 9_223_372_036_854_775_807).unwrap_err(),
    );
    match position_count(1 << 22, 1 << 40).unwrap_err() {
        MhrgError::Partition(PartitionError::TooLarge { limit, .. }) => {
            assert_eq!(limit, MAX_BINOMIAL_WORK);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(position_count(40, 40).unwrap().to_string(), "1099511627776");
}

/// The engine's explorations of an `MhrgGame` (solvers, materializations,
/// `followers`) keep to the turn limit of `MhrgGame::options`: on
/// the branching numbering above they report `MAX_TURN_DIAGRAMS` as
/// `GameError::Enumeration` — directly, through a sum and a reference —
/// where they used to explore every turn without a bound (184 756
/// diagrams for the first turn of the 10 × 10 square; a 64 × 64 square has
/// C(128, 64) ≈ 2.4·10^37). Since 0.3 the one enumeration of the game
/// applies the limit (0.2's plain `for_each_follower` listed them all).
#[test]
fn a_turn_the_engine_cannot_enumerate_is_an_error_not_an_end() {
    use hookgames_game::{FiniteAlgorithm, GameError, Nim, grundy, outcome};
    let start = Partition::new(vec![10; 10]).unwrap();
    let game = MhrgGame::new(
        start.clone(),
        BoxNumbering::new(vec![vec![1; 10]; 10]).unwrap(),
    )
    .unwrap();
    let is_turn_limit = |e: &GameError| {
        matches!(e, GameError::Enumeration { reason }
            if reason.contains("MAX_TURN_DIAGRAMS") && reason.contains(&start.to_string()))
    };
    // The search itself, and the zero-config functions: a numbering other
    // than `Unimodal` has no closed form, so they search too.
    let e = Solver::new(&game).grundy(&start).unwrap_err();
    assert!(is_turn_limit(&e), "{e}");
    assert_eq!(game.known_grundy(&start, &Engine::new()), None);
    let e = grundy(&game, &start).unwrap_err();
    assert!(is_turn_limit(&e), "{e}");
    assert!(is_turn_limit(&outcome(&game, &start).unwrap_err()));
    // Through a sum, a reference, and a materialization.
    let e = grundy(&(&game, Nim), &(start.clone(), 3)).unwrap_err();
    assert!(is_turn_limit(&e), "{e}");
    let e = FiniteAlgorithm::from_root(&game, &start).unwrap_err();
    assert!(is_turn_limit(&e), "{e}");
    let e = game.followers(&start).unwrap_err();
    assert!(is_turn_limit(&e), "{e}");
    // The hints that enumerate report it too (0.3: they are fallible).
    assert!(is_turn_limit(&game.follower_count(&start).unwrap_err()));
    // Positions whose turns stay within the limit are answered, and agree
    // with the options: from 3^3 every turn meets at most C(6, 3) = 20
    // diagrams.
    let small = Partition::new(vec![3; 3]).unwrap();
    let followers = game.followers(&small).unwrap();
    assert_eq!(game.options(&small).unwrap(), followers);
    assert!(grundy(&game, &small).is_ok());
}

/// Issue 27: `start_grundy(1 or 2, u64::MAX)` overflowed computing the
/// parity of m + n in `reduced_rectangle` (a panic with overflow checks on,
/// the right error in release). Every rectangle given to the dense solver's
/// entry points, however large its sides, is a typed error or an answer.
#[test]
fn the_dense_solver_takes_any_sides() {
    use hookgames_mhrg::{
        PositionSpace, reduced_rectangle, solve_positions, start_grundy, start_values,
    };
    assert_eq!(reduced_rectangle(1, u64::MAX), (1, u64::MAX));
    assert_eq!(reduced_rectangle(2, u64::MAX), (2, u64::MAX - 1));
    assert_eq!(
        reduced_rectangle(usize::MAX, u64::MAX),
        (usize::MAX, u64::MAX)
    );
    assert_eq!(reduced_rectangle(usize::MAX, 1), (1, usize::MAX as u64));
    assert_eq!(reduced_rectangle(usize::MAX, 2), (2, usize::MAX as u64 - 1));
    assert_eq!(reduced_rectangle(3, 4), (3, 3));
    let sides = [
        (1usize, u64::MAX),
        (2, u64::MAX),
        (3, u64::MAX),
        (usize::MAX, 1),
        (usize::MAX, 2),
        (usize::MAX, u64::MAX),
        (usize::MAX / 2, u64::MAX / 2),
        (40, 30),
    ];
    for (m, n) in sides {
        let e = start_grundy(m, n).unwrap_err();
        assert!(
            matches!(
                e,
                MhrgError::RectangleTooLarge { .. } | MhrgError::SidesOverflow { .. }
            ),
            "start_grundy({m}, {n}): {e:?}"
        );
        assert!(solve_positions(m, u64::MAX, &hookgames_game::Engine::new()).is_err());
        assert!(PositionSpace::new(m, n).is_err());
        // The count itself is a big number or a typed error, never a panic.
        let _ = position_count(m, n);
    }
    let all = start_values(&sides, &hookgames_game::Engine::new());
    assert!(all.is_err());
    assert_eq!(start_grundy(9, 5).unwrap(), 18); // Abuku–Tada, Table 1
}
