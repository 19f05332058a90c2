//! Sums by the Sprague–Grundy theorem (issue 26): the zero-config
//! functions and the `Engine` answer a sum from its components' values —
//! known by the game (the value hooks) or searched on the component alone —
//! and every answer equals the product search (`Engine::search_only`, the
//! memoised `Solver`).

mod common;

use std::ops::ControlFlow;

use common::{Heap, Subtraction as Take, random_dag};
use hookgames_game::{
    Algorithm, Chomp, DisjointSum, DisjointUnion, Either, Engine, FiniteAlgorithm, GameError,
    Limits, Nim, Outcome, Solver, Subtraction, Wythoff, grundy, misere_grundy, options_by_value,
    outcome, sg_pair, winning_moves,
};
use quickcheck::{QuickCheck, TestResult};

fn search() -> Engine<'static> {
    Engine::new().search_only()
}

/// Every question the engine answers, by the theorem and by the product
/// search, for one position: equal, errors included.
fn agree<A>(game: &A, p: &A::State) -> bool
where
    A: Algorithm,
    A::State: std::fmt::Debug,
{
    let (fast, slow) = (Engine::new(), search());
    let checks = [
        fast.grundy(game, p) == slow.grundy(game, p),
        fast.misere_grundy(game, p) == slow.misere_grundy(game, p),
        fast.winning_moves(game, p) == slow.winning_moves(game, p),
        fast.misere_winning_moves(game, p) == slow.misere_winning_moves(game, p),
        fast.options_by_value(game, p) == slow.options_by_value(game, p),
        (0..4).all(|t| fast.options_with_value(game, p, t) == slow.options_with_value(game, p, t)),
    ];
    checks.iter().all(|&ok| ok)
}

/// A small random game given by its graph, rooted at state 0.
fn dag(n: u8, pairs: &[(u8, u8)], seed: u64) -> FiniteAlgorithm<u32> {
    FiniteAlgorithm::from_followers(random_dag(usize::from(n % 7) + 1, pairs, seed)).unwrap()
}

#[test]
fn pairs_of_heaps_agree_with_the_product_search() {
    // Nim (hooks) beside a heap that knows nothing (Heap), and both.
    for a in 0..7u64 {
        for b in 0..7u32 {
            assert!(agree(&(Nim, Heap), &(a, b)), "({a}, {b})");
            assert!(agree(&(Heap, Heap), &(b, a as u32)), "({b}, {a})");
            assert!(agree(&[Nim, Nim], &[a, u64::from(b)]), "[{a}, {b}]");
        }
    }
}

#[test]
fn mixed_triples_of_standard_games_agree() {
    let take = Subtraction::new([1, 3, 4]).unwrap();
    let game = (Nim, take.clone(), Wythoff);
    for a in 0..4 {
        for b in 0..7 {
            for (x, y) in [(0, 0), (1, 2), (2, 2), (3, 1)] {
                assert!(agree(&game, &(a, b, (x, y))), "({a}, {b}, ({x}, {y}))");
            }
        }
    }
    let chomp = (Chomp, Nim);
    for parts in [vec![1], vec![2, 1], vec![3, 3], vec![3, 2, 1]] {
        for h in 0..4 {
            assert!(agree(&chomp, &(parts.clone(), h)), "({parts:?}, {h})");
        }
    }
}

#[test]
fn nested_sums_compose() {
    let game = ((Nim, Heap), vec![Heap; 2], [Nim; 2]);
    let p = ((5, 3), vec![2, 6], [1, 4]);
    assert_eq!(grundy(&game, &p), Ok(5 ^ 3 ^ 2 ^ 6 ^ 1 ^ 4));
    assert!(agree(&game, &((2, 1), vec![1, 0], [0, 2])));
}

#[test]
fn disjoint_sums_pass_the_component_value_through() {
    let g = DisjointSum::new(Nim, Heap);
    // A heap of 2^40 answered by Nim's hook, not by 2^40 states.
    assert_eq!(grundy(&g, &Either::Left(1 << 40)), Ok(1 << 40));
    assert_eq!(
        winning_moves(&g, &Either::Left(1 << 40)),
        Ok(vec![Either::Left(0)])
    );
    for p in (0..6).flat_map(|h| [Either::Left(u64::from(h)), Either::Right(h)]) {
        assert!(agree(&g, &p), "{p:?}");
    }
    let u = DisjointUnion::new(vec![Nim, Nim]);
    assert_eq!(grundy(&u, &(1, 1 << 50)), Ok(1 << 50));
    // A component that does not exist is an end.
    assert_eq!(grundy(&u, &(7, 3)), Ok(0));
    assert_eq!(misere_grundy(&u, &(7, 3)), Ok(1));
    for p in [(0, 0), (0, 3), (1, 2), (2, 5)] {
        assert!(agree(&u, &p), "{p:?}");
    }
}

#[test]
fn the_theorem_never_searches_the_product() {
    // Sixteen heaps of 1..=16 counters: the product has 17!/1 states; the
    // theorem searches sixteen heaps of at most 17 states each.
    let heaps: Vec<u32> = (1..=16).collect();
    let game = vec![Heap; 16];
    let small = Limits::default().with_max_states(100);
    let fast = Engine::new().with_limits(small);
    let want = heaps.iter().fold(0, |g, &h| g ^ u64::from(h));
    assert_eq!(fast.grundy(&game, &heaps), Ok(want));
    assert_eq!(fast.outcome(&game, &heaps), Ok(Outcome::from_value(want)));
    // Its winning moves: in each component, to value Gᵢ ⊕ G.
    let moves = fast.winning_moves(&game, &heaps).unwrap();
    let by_hand: Vec<Vec<u32>> = (0..16)
        .filter(|&i| (u64::from(heaps[i]) ^ want) < u64::from(heaps[i]))
        .map(|i| {
            let mut q = heaps.clone();
            q[i] = (u64::from(heaps[i]) ^ want) as u32;
            q
        })
        .collect();
    assert_eq!(moves, by_hand);
    // The product search reaches the limit.
    assert_eq!(
        fast.search_only().grundy(&game, &heaps),
        Err(GameError::StateLimit { limit: 100 })
    );
    // Every component is searched within the caller's limits, alone.
    let tiny = Engine::new().with_limits(Limits::default().with_max_states(10));
    assert_eq!(
        tiny.grundy(&game, &heaps),
        Err(GameError::StateLimit { limit: 10 })
    );
}

#[test]
fn the_zero_config_functions_use_the_theorem() {
    let p = (u64::MAX, 1 << 63, 12345);
    let g = u64::MAX ^ (1 << 63) ^ 12345;
    assert_eq!(grundy(&(Nim, Nim, Nim), &p), Ok(g));
    assert_eq!(outcome(&(Nim, Nim, Nim), &p), Ok(Outcome::N));
    assert_eq!(
        winning_moves(&(Nim, Nim, Nim), &p),
        Ok(vec![((1 << 63) ^ 12345, 1 << 63, 12345)])
    );
    // Misère: no theorem for two live heaps; one live heap is that heap.
    assert_eq!(
        misere_grundy(&(Nim, Nim, Nim), &(0, 0, 1 << 40)),
        Ok(1 << 40)
    );
    assert_eq!(misere_grundy(&(Nim, Nim), &(0, 0)), Ok(1));
    assert_eq!(
        sg_pair(&(Nim, Nim), &(0, 1)).map(|s| (s.normal, s.misere)),
        Ok((1, 0))
    );
    // (2, 3) has value 1; its followers in order (0, 3), (1, 3), (2, 0),
    // (2, 1), (2, 2) have values 3, 2, 2, 3, 0.
    let by = options_by_value(&(Nim, Nim), &(2, 3)).unwrap();
    assert_eq!(
        by.into_iter().collect::<Vec<_>>(),
        vec![
            (0, vec![(2, 2)]),
            (2, vec![(1, 3), (2, 0)]),
            (3, vec![(0, 3), (2, 1)]),
        ]
    );
}

/// A game whose evaluation fails past a size, as a game's own engine can.
struct Fragile;
impl Algorithm for Fragile {
    type State = u64;
    fn try_for_each_follower<B, F>(&self, p: &u64, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        (0..*p).try_for_each(f)
    }
    fn known_grundy(&self, p: &u64, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
        Some(if *p > 100 {
            Err(GameError::Evaluation {
                reason: format!("heap {p} is above 100"),
            })
        } else {
            Ok(*p)
        })
    }
}

#[test]
fn a_component_error_is_the_sums_error() {
    let err = GameError::Evaluation {
        reason: "heap 101 is above 100".into(),
    };
    assert_eq!(grundy(&(Nim, Fragile), &(3, 101)), Err(err.clone()));
    assert_eq!(winning_moves(&(Nim, Fragile), &(3, 101)), Err(err));
    // The search ignores the hook.
    assert_eq!(search().grundy(&(Nim, Fragile), &(3, 101)), Ok(3 ^ 101));
    // A cycle in one component is reported as the search reports it.
    let cyclic = FiniteAlgorithm::from_edges(2, [(0, 1), (1, 0)]).unwrap();
    assert_eq!(
        grundy(&(Nim, cyclic), &(1, 0)),
        Err(GameError::Cycle { length: 2 })
    );
}

#[test]
fn lists_of_moves_stay_within_the_limits() {
    // (h, h + 1) ⊕ … : 40 components of value 0 except one; the winning
    // moves of a sum of 40 heaps of 1 and a heap of 0: every heap of 1
    // may be emptied — 40 moves, more than an arrow limit of 8.
    let game = vec![Nim; 41];
    let mut p = vec![1u64; 40];
    p.push(1);
    let e = Engine::new().with_limits(Limits::default().with_max_arrows(8));
    assert_eq!(e.grundy(&game, &p), Ok(1));
    assert_eq!(
        e.winning_moves(&game, &p),
        Err(GameError::ArrowLimit { limit: 8 })
    );
    assert_eq!(
        Engine::new().winning_moves(&game, &p).map(|m| m.len()),
        Ok(41)
    );
}

#[test]
fn misere_of_sums_with_one_live_component_is_that_component() {
    for a in 0..6u32 {
        let game = (Heap, Take(vec![1, 2]), Heap);
        for p in [(a, 0, 0), (0, a, 0), (0, 0, a)] {
            assert_eq!(
                misere_grundy(&game, &p),
                Solver::new(&game).misere_grundy(&p),
                "{p:?}"
            );
        }
    }
}

#[test]
fn random_sums_of_random_games_agree_with_the_product_search() {
    fn prop(
        a: (u8, Vec<(u8, u8)>, u64),
        b: (u8, Vec<(u8, u8)>, u64),
        heap: u8,
        k: u8,
    ) -> TestResult {
        let (ga, gb) = (dag(a.0, &a.1, a.2), dag(b.0, &b.1, b.2));
        let h = u64::from(heap % 6);
        // Every state of each graph as a root: all pairs, with a heap.
        for x in 0..ga.len() as u32 {
            for y in 0..gb.len() as u32 {
                if !agree(&(&ga, &gb, Nim), &(x, y, h)) {
                    return TestResult::error(format!("({x}, {y}, {h})"));
                }
            }
        }
        // A Vec sum of k copies of one graph.
        let n = usize::from(k % 4) + 1;
        let p: Vec<u32> = (0..n as u32).map(|i| i % ga.len() as u32).collect();
        TestResult::from_bool(agree(&vec![&ga; n], &p))
    }
    QuickCheck::new()
        .tests(150)
        .quickcheck(prop as fn(_, _, u8, u8) -> TestResult);
}

#[test]
fn random_sums_of_subtraction_games_agree() {
    fn prop(sets: Vec<Vec<u8>>, heaps: Vec<u8>) -> TestResult {
        let games: Vec<Subtraction> = sets
            .iter()
            .take(3)
            .map(|s| Subtraction::new(s.iter().map(|&x| u64::from(x % 5) + 1)))
            .filter_map(Result::ok)
            .collect();
        if games.is_empty() {
            return TestResult::discard();
        }
        let p: Vec<u64> = games
            .iter()
            .enumerate()
            .map(|(i, _)| u64::from(heaps.get(i).copied().unwrap_or(0) % 12))
            .collect();
        TestResult::from_bool(agree(&games, &p))
    }
    QuickCheck::new()
        .tests(200)
        .quickcheck(prop as fn(Vec<Vec<u8>>, Vec<u8>) -> TestResult);
}

#[test]
fn a_hook_is_never_asked_by_the_solver() {
    /// Lies about every value: the Solver must not believe it.
    struct Liar;
    impl Algorithm for Liar {
        type State = u32;
        fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
        where
            B: From<GameError>,
            F: FnMut(u32) -> ControlFlow<B>,
        {
            (0..*p).try_for_each(f)
        }
        fn known_grundy(&self, _: &u32, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
            Some(Ok(99))
        }
    }
    assert_eq!(Solver::new(&Liar).grundy(&5), Ok(5));
    assert_eq!(search().grundy(&(Liar, Liar), &(5, 1)), Ok(4));
    // The front door believes the game, by design.
    assert_eq!(grundy(&Liar, &5), Ok(99));
}

#[test]
fn nim_knows_its_values() {
    let mut search = Solver::new(Nim);
    let limits = Limits::default();
    for n in 0..200u64 {
        assert_eq!(
            Nim.known_grundy(&n, &Engine::new().with_limits(limits)),
            Some(search.grundy(&n))
        );
        assert_eq!(
            Nim.known_misere_grundy(&n, &Engine::new().with_limits(limits)),
            Some(search.misere_grundy(&n))
        );
        for t in 0..n + 2 {
            assert_eq!(
                Nim.known_options_with_value(&n, t, &Engine::new().with_limits(limits)),
                Some(search.options_with_value(&n, t)),
                "{n} {t}"
            );
        }
    }
}
