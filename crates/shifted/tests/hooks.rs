//! Issue 26, "values that compose": the engine's value hooks of HRG and
//! Turning Turtles — Proposition 5.6 for `known_grundy`, the crate's misère
//! closed form for `known_misere_grundy`, the XOR trick for
//! `known_options_with_value` — held equal to the engine's pure search on
//! every small position (values, and the options of each value in the
//! order of the enumeration), and sums answered through them by the
//! Sprague–Grundy theorem.

mod common;

use std::fmt::Debug;

use common::sp;
use hookgames_game::{
    Algorithm, Engine, GameError, Limits, Nim, Solver, grundy, misere_grundy, options_by_value,
    winning_moves,
};
use hookgames_partition::ShiftedPartition;
use hookgames_partition::arbitrary::{TinyShifted, shifted_in_staircase, strict_partitions_up_to};
use hookgames_shifted::{ShiftedHookGame, TurningTurtles};
use quickcheck::QuickCheck;

const GAME: ShiftedHookGame = ShiftedHookGame;

/// The hook's options of value `t`, unwrapped: the hook must answer.
fn hook_options<A: Algorithm>(game: &A, p: &A::State, t: u64) -> Vec<A::State> {
    game.known_options_with_value(p, t, &Engine::new())
        .expect("the game knows its options")
        .expect("within the default limits")
}

/// The hook's value under normal play, unwrapped.
fn hook_value<A: Algorithm>(game: &A, p: &A::State) -> u64 {
    game.known_grundy(p, &Engine::new())
        .expect("the game knows its value")
        .expect("no error")
}

/// The hook's misère value, unwrapped.
fn hook_misere<A: Algorithm>(game: &A, p: &A::State) -> u64 {
    game.known_misere_grundy(p, &Engine::new())
        .expect("the game knows its misère value")
        .expect("no error")
}

/// HRG: `known_grundy` equals the search on every S with |S| ≤ 30, and
/// `known_misere_grundy` on every S ∈ F(S_12) (λ_1 ≤ 12, 4 096 diagrams).
#[test]
fn shifted_values_equal_the_search() {
    let mut solver = Solver::new(GAME);
    // q(0) + q(1) + … + q(30) strict partitions.
    let all = strict_partitions_up_to(30).unwrap();
    assert_eq!(
        all.len(),
        1 + 1
            + 1
            + 2
            + 2
            + 3
            + 4
            + 5
            + 6
            + 8
            + 10
            + 12
            + 15
            + 18
            + 22
            + 27
            + 32
            + 38
            + 46
            + 54
            + 64
            + 76
            + 89
            + 104
            + 122
            + 142
            + 165
            + 192
            + 222
            + 256
            + 296
    );
    for s in &all {
        assert_eq!(hook_value(&GAME, s), solver.grundy(s).unwrap(), "{s}");
    }
    let mut solver = Solver::new(GAME);
    let mut exceptional = 0;
    for s in shifted_in_staircase(12).unwrap() {
        let want = solver.misere_grundy(&s).unwrap();
        assert_eq!(hook_misere(&GAME, &s), want, "{s}");
        exceptional += usize::from(want != solver.grundy(&s).unwrap());
    }
    // Not vacuous: the exceptional positions, where G⁻ = G ⊕ 1, occur.
    assert!(exceptional > 0);
}

/// HRG: `known_options_with_value` is the search's options of value t — the
/// same diagrams in the same order (the enumeration's: boxes row by row) —
/// for every t ≤ max + 1 on every S with |S| ≤ 20 and on every S ∈ F(S_10).
#[test]
fn shifted_options_with_value_equal_the_search_in_order() {
    let mut solver = Solver::new(GAME);
    let mut several = 0;
    let positions: Vec<ShiftedPartition> = strict_partitions_up_to(20)
        .unwrap()
        .into_iter()
        .chain(shifted_in_staircase(10).unwrap())
        .collect();
    for s in &positions {
        let top = solver
            .options_by_value(s)
            .unwrap()
            .keys()
            .last()
            .copied()
            .unwrap_or(0);
        for t in 0..=top + 1 {
            let got = hook_options(&GAME, s, t);
            assert_eq!(
                got,
                solver.options_with_value(s, t).unwrap(),
                "{s}, t = {t}"
            );
            several += usize::from(got.len() > 1);
        }
    }
    // Not vacuous: many lists of two or more followers, whose order counts.
    assert!(several > 1000, "{several}");
}

/// Heavier: HRG on every S with |S| ≤ 28 and every S ∈ F(S_13), values,
/// misère values (F(S_13)) and the options of every value t ≤ max + 1.
#[test]
#[ignore = "heavy: run by .ci/run"]
fn shifted_hooks_equal_the_search_heavy() {
    let mut solver = Solver::new(GAME);
    let positions: Vec<ShiftedPartition> = strict_partitions_up_to(28)
        .unwrap()
        .into_iter()
        .chain(shifted_in_staircase(13).unwrap())
        .collect();
    for s in &positions {
        assert_eq!(hook_value(&GAME, s), solver.grundy(s).unwrap(), "{s}");
        let top = solver
            .options_by_value(s)
            .unwrap()
            .keys()
            .last()
            .copied()
            .unwrap_or(0);
        for t in 0..=top + 1 {
            assert_eq!(
                hook_options(&GAME, s, t),
                solver.options_with_value(s, t).unwrap(),
                "{s}, t = {t}"
            );
        }
    }
    for s in shifted_in_staircase(13).unwrap() {
        assert_eq!(
            hook_misere(&GAME, &s),
            solver.misere_grundy(&s).unwrap(),
            "{s}"
        );
    }
}

/// Turning Turtles on 12 coins: every position's value and misère value,
/// and its options of every value t ≤ 16 in the enumeration's order (heads
/// by increasing position), against the search.
#[test]
fn turtles_hooks_equal_the_search_on_12_coins() {
    let game = TurningTurtles::new(12).unwrap();
    let mut solver = Solver::new(game);
    let mut several = 0;
    for p in 0u64..1 << 12 {
        assert_eq!(hook_value(&game, &p), solver.grundy(&p).unwrap(), "{p:#b}");
        assert_eq!(
            hook_misere(&game, &p),
            solver.misere_grundy(&p).unwrap(),
            "{p:#b}"
        );
        for t in 0..=16 {
            let got = hook_options(&game, &p, t);
            assert_eq!(
                got,
                solver.options_with_value(&p, t).unwrap(),
                "{p:#b}, t = {t}"
            );
            several += usize::from(got.len() > 1);
        }
    }
    assert!(several > 1000, "{several}");
}

/// The engine's front door with hooks equals its pure search: options by
/// value, winning moves and misère winning moves (each follower valued by
/// the misère hook), on F(S_8) and on every position of 8 coins.
#[test]
fn engine_with_hooks_equals_search_only() {
    let (engine, search) = (Engine::new(), Engine::new().search_only());
    for s in shifted_in_staircase(8).unwrap() {
        assert_eq!(
            engine.options_by_value(&GAME, &s),
            search.options_by_value(&GAME, &s)
        );
        assert_eq!(
            engine.winning_moves(&GAME, &s),
            search.winning_moves(&GAME, &s)
        );
        assert_eq!(
            engine.misere_winning_moves(&GAME, &s),
            search.misere_winning_moves(&GAME, &s)
        );
        assert_eq!(engine.sg_pair(&GAME, &s), search.sg_pair(&GAME, &s));
    }
    let game = TurningTurtles::new(8).unwrap();
    for p in 0u64..1 << 8 {
        assert_eq!(
            engine.options_by_value(&game, &p),
            search.options_by_value(&game, &p)
        );
        assert_eq!(
            engine.misere_winning_moves(&game, &p),
            search.misere_winning_moves(&game, &p)
        );
        assert_eq!(engine.sg_pair(&game, &p), search.sg_pair(&game, &p));
    }
}

/// Huge positions answer at once through the zero-config functions (the
/// search would explore ⟨S⟩, about 2^40 diagrams); the caller's limits
/// bound the lists.
#[test]
fn huge_positions_and_the_callers_limits() {
    let big = sp(&[1 << 40, 5, 3]);
    let g = (1u64 << 40) ^ 5 ^ 3;
    assert_eq!(grundy(&GAME, &big), Ok(g));
    assert_eq!(
        misere_grundy(&GAME, &big),
        Ok(GAME.misere_grundy(&big).unwrap())
    );
    // One winning move: the part 2^40 becomes 5 ⊕ 3 = 6.
    assert_eq!(winning_moves(&GAME, &big), Ok(vec![sp(&[6, 5, 3])]));
    // In a sum with Turning Turtles and Nim, by the Sprague–Grundy theorem.
    let coins = TurningTurtles::new(64).unwrap();
    let sum = (GAME, coins, Nim);
    let pos = (big.clone(), coins.all_heads(), 1u64 << 50);
    let total = g ^ 64 ^ (1 << 50);
    assert_eq!(grundy(&sum, &pos), Ok(total));
    let moves = winning_moves(&sum, &pos).unwrap();
    assert!(!moves.is_empty());
    for (s, p, h) in &moves {
        assert_eq!(GAME.grundy(s).unwrap() ^ coins.grundy(p).unwrap() ^ h, 0);
    }

    // (7,6,4,3,2) has three winning hooks: the list is held to the limits.
    let s = sp(&[7, 6, 4, 3, 2]);
    assert_eq!(hook_options(&GAME, &s, 0).len(), 3);
    let two = Limits::default().with_max_arrows(2);
    assert_eq!(
        GAME.known_options_with_value(&s, 0, &Engine::new().with_limits(two)),
        Some(Err(GameError::ArrowLimit { limit: 2 }))
    );
    let tight = Limits::default().with_max_bytes(40);
    assert!(matches!(
        GAME.known_options_with_value(&s, 0, &Engine::new().with_limits(tight)),
        Some(Err(GameError::MemoryLimit { limit: 40, .. }))
    ));
    // Turning Turtles: 2 ⊕ 3 ⊕ 7 = 6 and value 5 has three moves.
    let p = coins.position(&[2, 3, 7]).unwrap();
    assert_eq!(hook_options(&coins, &p, 5).len(), 3);
    assert_eq!(
        coins.known_options_with_value(&p, 5, &Engine::new().with_limits(two)),
        Some(Err(GameError::ArrowLimit { limit: 2 }))
    );
    let bytes = Limits::default().with_max_bytes(16);
    assert_eq!(
        coins.known_options_with_value(&p, 5, &Engine::new().with_limits(bytes)),
        Some(Err(GameError::MemoryLimit {
            needed: 24,
            limit: 16
        }))
    );
}

/// The zero-config functions (hooks, Sprague–Grundy for the sum) equal the
/// product search of `Engine::search_only` on the sum: the value, the
/// winning moves, the options by value, and the misère value (searched as
/// a whole either way, unless one component alone can move, where the
/// misère hook answers).
fn sum_agrees<A>(game: &A, pos: &A::State) -> bool
where
    A: Algorithm,
    A::State: Debug,
{
    let search = Engine::new().search_only();
    let ok = grundy(game, pos) == search.grundy(game, pos)
        && winning_moves(game, pos) == search.winning_moves(game, pos)
        && options_by_value(game, pos) == search.options_by_value(game, pos)
        && misere_grundy(game, pos) == search.misere_grundy(game, pos);
    if !ok {
        eprintln!("disagreement at {pos:?}");
    }
    ok
}

/// Random sums of two and three small positions — HRG and Turning Turtles
/// mixed with each other and with Nim heaps, as tuples and as a `Vec` of
/// diagrams — answer as the product search does.
#[test]
fn quickcheck_sums_equal_the_product_search() {
    fn prop(a: TinyShifted, b: TinyShifted, c: TinyShifted, coins: u8, heap: u8) -> bool {
        let (a, b, c) = (a.0, b.0, c.0);
        let turtles = TurningTurtles::new(4).unwrap();
        let p = u64::from(coins % 16);
        let heap = u64::from(heap % 6);
        sum_agrees(&(GAME, turtles), &(a.clone(), p))
            && sum_agrees(&(GAME, Nim), &(b.clone(), heap))
            && sum_agrees(&(turtles, GAME, Nim), &(p, c.clone(), heap))
            && sum_agrees(&(GAME, GAME), &(a.clone(), ShiftedPartition::default()))
            && sum_agrees(&vec![GAME; 3], &vec![a, b, c])
    }
    QuickCheck::new()
        .tests(40)
        .quickcheck(prop as fn(TinyShifted, TinyShifted, TinyShifted, u8, u8) -> bool);
}
