//! The value hooks of the heap games (issue 26): a subtraction game past
//! its certified preperiod, an octal game by the Octal Periodicity Theorem
//! and the Sprague–Grundy theorem over its heaps — each equal to the
//! search on every small position, and answering heaps no search reaches.

use hookgames_game::{
    Algorithm, Engine, GameError, Limits, Nim, Octal, Solver, Subtraction, grundy, winning_moves,
};
use quickcheck::{QuickCheck, TestResult};

#[test]
fn subtraction_hooks_equal_the_search() {
    fn prop(set: Vec<u8>) -> TestResult {
        let Ok(game) = Subtraction::new(set.iter().map(|&s| u64::from(s % 9) + 1)) else {
            return TestResult::discard();
        };
        let mut search = Solver::new(&game);
        let limits = Limits::default();
        for n in 0..90 {
            if game.known_grundy(&n, &Engine::new().with_limits(limits)) != Some(search.grundy(&n))
            {
                return TestResult::error(format!("{:?} heap {n}", game.set()));
            }
        }
        TestResult::passed()
    }
    QuickCheck::new()
        .tests(200)
        .quickcheck(prop as fn(Vec<u8>) -> TestResult);
}

/// Octal codes with short and long periods, one not known to be periodic
/// (0.6), splitting and non-splitting digits.
const CODES: [&str; 10] = [
    "0.07", "0.77", "0.137", "4.7", "0.6", "0.15", "0.51", "0.04", "0.71", "0.3",
];

#[test]
fn octal_hooks_equal_the_search_on_every_small_position() {
    let limits = Limits::default();
    for code in CODES {
        let game = Octal::new(code).unwrap();
        let mut search = Solver::new(&game);
        for a in 0..10u64 {
            for b in 0..=a {
                for c in 0..=b.min(5) {
                    let p = Octal::position([a, b, c]);
                    assert_eq!(
                        game.known_grundy(&p, &Engine::new().with_limits(limits)),
                        Some(search.grundy(&p)),
                        "{code} {p:?}"
                    );
                }
            }
        }
        // The engine's winning moves, by the hook on each follower, equal
        // the search's.
        let p = Octal::position([9, 6, 2]);
        assert_eq!(winning_moves(&game, &p), search.winning_moves(&p), "{code}");
    }
}

#[test]
fn heaps_no_search_reaches() {
    // Kayles (Guy–Smith): period 12 from 71; a heap of 10^18 pins.
    let kayles = Octal::new("0.77").unwrap();
    let per = kayles.periodicity(None).unwrap();
    let huge = 1_000_000_000_000_000_000u64;
    assert_eq!(grundy(&kayles, &vec![huge]), Ok(per.value(huge)));
    assert_eq!(
        grundy(&kayles, &vec![3, huge, huge]),
        Ok(per.value(3)),
        "two equal heaps cancel"
    );
    // In a sum with other games.
    let take = Subtraction::new([1, 3, 4]).unwrap();
    let take_per = take.periodicity(None).unwrap();
    let p = (vec![huge], huge + 5, 7u64);
    assert_eq!(
        grundy(&(kayles.clone(), take.clone(), Nim), &p),
        Ok(per.value(huge) ^ take_per.value(huge + 5) ^ 7)
    );
    // The search cannot go there.
    assert!(matches!(
        Engine::new().search_only().grundy(&take, &huge),
        Err(GameError::StateLimit { .. }
            | GameError::ArrowLimit { .. }
            | GameError::MemoryLimit { .. })
    ));
    // The cache is not part of the game.
    assert_eq!(take, Subtraction::new([4, 3, 1]).unwrap());
}

#[test]
fn a_game_not_found_periodic_is_searched_within_reach() {
    // 0.6 is not known to be periodic: within the default reach its heaps
    // come from its values, beyond it the engine searches (and stops at
    // its limits).
    let game = Octal::new("0.6").unwrap();
    let limits = Limits::default();
    let values = game.values(200).unwrap();
    assert_eq!(
        game.known_grundy(&vec![150, 7], &Engine::new().with_limits(limits)),
        Some(Ok(values[150] ^ values[7]))
    );
    assert_eq!(
        game.known_grundy(&vec![1 << 40], &Engine::new().with_limits(limits)),
        None
    );
    // With a small work budget, even the periodic games are searched.
    let tiny = Limits::default().with_max_arrows(10);
    let kayles = Octal::new("0.77").unwrap();
    assert_eq!(
        kayles.known_grundy(&vec![1000], &Engine::new().with_limits(tiny)),
        None
    );
    assert_eq!(
        Engine::new().with_limits(tiny).grundy(&kayles, &vec![1000]),
        Err(GameError::ArrowLimit { limit: 10 })
    );
}
