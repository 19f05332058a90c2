//! Issue 26, "values that compose": the engine's value hooks of the games
//! of this crate — (9.1) for `known_grundy` (Kawanaka, Theorem 4.1), the
//! good-move search of Theorem 4.2 (ii) for `known_options_with_value`,
//! Theorem 4.2 (i) for the restrictions — held equal to the engine's pure
//! search on every small position (values, and the options of each value
//! in the order of the enumeration), and sums answered through them by the
//! Sprague–Grundy theorem.

mod common;

use std::fmt::Debug;

use common::Small;
use hookgames_game::{
    Algorithm, AlgorithmExt, Engine, GameError, Limits, Nim, Solver, grundy, misere_grundy,
    options_by_value, winning_moves,
};
use hookgames_maya::MayaDiagram;
use hookgames_partition::Partition;
use hookgames_partition::arbitrary::{TinyPartition, partitions_up_to};
use hookgames_plain::KleinSubgroup;
use hookgames_sato_welter::*;
use quickcheck::QuickCheck;

const SUBGROUPS: [KleinSubgroup; 3] = [KleinSubgroup::A, KleinSubgroup::B, KleinSubgroup::AB];

fn p(s: &str) -> Partition {
    s.parse().unwrap()
}

/// The hook's options of value `t`, unwrapped: the hook must answer.
fn hook_options<A: Algorithm>(game: &A, p: &A::State, t: u64) -> Vec<A::State> {
    game.known_options_with_value(p, t, &Engine::new())
        .expect("the game knows its options")
        .expect("within the default limits")
}

/// The hook's value, unwrapped.
fn hook_value<A: Algorithm>(game: &A, p: &A::State) -> u64 {
    game.known_grundy(p, &Engine::new())
        .expect("the game knows its value")
        .expect("no error")
}

/// `known_grundy` of both realizations and of the three restrictions equals
/// the search on every partition of size ≤ 16 (915 partitions), and
/// `known_misere_grundy` stays unknown (no closed form: misère is searched).
#[test]
fn known_grundy_equals_the_search_on_all_partitions_up_to_16() {
    let mut young = Solver::new(YoungRealization);
    let mut restricted: Vec<(YoungRestriction, Solver<'static, YoungRestriction>)> = SUBGROUPS
        .into_iter()
        .map(|k| {
            (
                YoungRestriction::new(k),
                Solver::new(YoungRestriction::new(k)),
            )
        })
        .collect();
    let all = partitions_up_to(16).unwrap();
    assert_eq!(all.len(), 915);
    for y in &all {
        assert_eq!(
            hook_value(&YoungRealization, y),
            young.grundy(y).unwrap(),
            "{y}"
        );
        assert!(
            YoungRealization
                .known_misere_grundy(y, &Engine::new())
                .is_none()
        );
        for (game, solver) in &mut restricted {
            assert_eq!(hook_value(game, y), solver.grundy(y).unwrap(), "{y}");
        }
    }
}

/// The same on the boards: the β-sets of every partition of size ≤ 12 with
/// 0, 1 and 3 extra stones at the bottom, for the one-line realization and
/// its three restrictions (whose labels depend on the number of stones).
#[test]
fn known_grundy_equals_the_search_on_boards_up_to_12() {
    let mut line = Solver::new(OneLineRealization);
    let mut restricted: Vec<(OneLineRestriction, Solver<'static, OneLineRestriction>)> = SUBGROUPS
        .into_iter()
        .map(|k| {
            (
                OneLineRestriction::new(k),
                Solver::new(OneLineRestriction::new(k)),
            )
        })
        .collect();
    let mut boards = 0;
    for y in partitions_up_to(12).unwrap() {
        for extra in [0, 1, 3] {
            let board = MayaDiagram::from_partition(&y)
                .unwrap()
                .add_bottom_stones(extra)
                .unwrap();
            assert_eq!(
                hook_value(&OneLineRealization, &board),
                line.grundy(&board).unwrap(),
                "{board}"
            );
            assert!(
                OneLineRealization
                    .known_misere_grundy(&board, &Engine::new())
                    .is_none()
            );
            for (game, solver) in &mut restricted {
                assert_eq!(
                    hook_value(game, &board),
                    solver.grundy(&board).unwrap(),
                    "{board}"
                );
            }
            boards += 1;
        }
    }
    assert_eq!(boards, 3 * 272);
}

/// `known_options_with_value` of the Young realization is the search's
/// options of value t — the same followers in the same order (the
/// enumeration's: boxes row by row) — for every t ≤ |λ| + 1 on every
/// partition of size ≤ 14 (the targets ≥ |λ| and t = G(λ) included, which
/// answer empty without the descent).
#[test]
fn young_options_with_value_equal_the_search_in_order_up_to_14() {
    let mut solver = Solver::new(YoungRealization);
    let (mut lists, mut nonempty) = (0, 0);
    for y in partitions_up_to(14).unwrap() {
        for t in 0..=y.size() + 1 {
            let want = solver.options_with_value(&y, t).unwrap();
            let got = hook_options(&YoungRealization, &y, t);
            assert_eq!(got, want, "{y}, t = {t}");
            lists += 1;
            nonempty += usize::from(got.len() > 1);
        }
    }
    assert_eq!(lists, 6865);
    // Not vacuous: many lists of two or more followers, whose order counts.
    assert!(nonempty > 1000, "{nonempty}");
}

/// The same for the one-line realization, whose enumeration lists stones
/// from the top and each stone's targets from the top (the inherent
/// `options_with_value` sorts by box, row then column, instead; the hook
/// sorts its moves by the enumeration's order): the boards of every
/// partition of size ≤ 11 with 0, 1 and 3 extra stones, every t ≤ |λ| + 1.
#[test]
fn one_line_options_with_value_equal_the_search_in_order_up_to_11() {
    let mut solver = Solver::new(OneLineRealization);
    let mut several = 0;
    for y in partitions_up_to(11).unwrap() {
        for extra in [0, 1, 3] {
            let board = MayaDiagram::from_partition(&y)
                .unwrap()
                .add_bottom_stones(extra)
                .unwrap();
            for t in 0..=y.size() + 1 {
                let want = solver.options_with_value(&board, t).unwrap();
                let got = hook_options(&OneLineRealization, &board, t);
                assert_eq!(got, want, "{board}, t = {t}");
                several += usize::from(got.len() > 1);
            }
        }
    }
    // Not vacuous: many lists of two or more followers, whose order counts.
    assert!(several > 1000, "{several}");
}

/// Heavier: every partition of size ≤ 22 (Young) and the boards of every
/// partition of size ≤ 16 with 0 and 2 extra stones (one-line), every
/// t ≤ |λ| + 1.
#[test]
#[ignore = "heavy: run by .ci/run"]
fn options_with_value_equal_the_search_in_order_heavy() {
    let mut young = Solver::new(YoungRealization);
    for y in partitions_up_to(22).unwrap() {
        for t in 0..=y.size() + 1 {
            assert_eq!(
                hook_options(&YoungRealization, &y, t),
                young.options_with_value(&y, t).unwrap(),
                "{y}, t = {t}"
            );
        }
    }
    let mut line = Solver::new(OneLineRealization);
    for y in partitions_up_to(16).unwrap() {
        for extra in [0, 2] {
            let board = MayaDiagram::from_partition(&y)
                .unwrap()
                .add_bottom_stones(extra)
                .unwrap();
            for t in 0..=y.size() + 1 {
                assert_eq!(
                    hook_options(&OneLineRealization, &board, t),
                    line.options_with_value(&board, t).unwrap(),
                    "{board}, t = {t}"
                );
            }
        }
    }
}

/// The engine's front door with hooks equals its pure search on the small
/// partitions: options of every value, grouped options, winning moves.
#[test]
fn engine_with_hooks_equals_search_only_up_to_9() {
    let (engine, search) = (Engine::new(), Engine::new().search_only());
    for y in partitions_up_to(9).unwrap() {
        let board = MayaDiagram::from_partition(&y).unwrap();
        for t in 0..=y.size() {
            assert_eq!(
                engine.options_with_value(&YoungRealization, &y, t).unwrap(),
                search.options_with_value(&YoungRealization, &y, t).unwrap()
            );
            assert_eq!(
                engine
                    .options_with_value(&OneLineRealization, &board, t)
                    .unwrap(),
                search
                    .options_with_value(&OneLineRealization, &board, t)
                    .unwrap()
            );
        }
        assert_eq!(
            engine.options_by_value(&YoungRealization, &y).unwrap(),
            search.options_by_value(&YoungRealization, &y).unwrap()
        );
        for k in SUBGROUPS {
            let game = YoungRestriction::new(k);
            assert_eq!(
                engine.options_by_value(&game, &y).unwrap(),
                search.options_by_value(&game, &y).unwrap()
            );
        }
        assert_eq!(
            engine.misere_grundy(&YoungRealization, &y).unwrap(),
            search.misere_grundy(&YoungRealization, &y).unwrap()
        );
    }
}

/// Random larger partitions (up to 7 × 7, where the search still runs):
/// the hooks equal the search, for the value and every target.
#[test]
fn quickcheck_hooks_equal_the_search_on_random_partitions() {
    fn prop(s: Small) -> bool {
        let y = s.0;
        let mut solver = Solver::new(YoungRealization);
        let g = solver.grundy(&y).unwrap();
        let board = MayaDiagram::from_partition(&y)
            .unwrap()
            .add_bottom_stones(2)
            .unwrap();
        let mut line = Solver::new(OneLineRealization);
        hook_value(&YoungRealization, &y) == g
            && hook_value(&OneLineRealization, &board) == g
            && (0..=g + 1).all(|t| {
                hook_options(&YoungRealization, &y, t) == solver.options_with_value(&y, t).unwrap()
                    && hook_options(&OneLineRealization, &board, t)
                        == line.options_with_value(&board, t).unwrap()
            })
    }
    QuickCheck::new()
        .tests(25)
        .quickcheck(prop as fn(Small) -> bool);
}

/// The sum of issue 26: λ = 12,10,9,7,5,3,2 and μ = 11,9,8,6,4,2 searched
/// the product of the two spaces for minutes in 0.2 and failed with
/// `ArrowLimit`; now the zero-config `grundy` is the nim-sum of the two
/// closed forms, and `winning_moves` is each component's moves to value
/// Gᵢ ⊕ G (Theorem 4.2 on the component), at once.
#[test]
fn the_sum_of_issue_26_answers_by_the_theorem() {
    let (lambda, mu) = (p("12,10,9,7,5,3,2"), p("11,9,8,6,4,2"));
    let sum = (YoungRealization, YoungRealization);
    let pos = (lambda.clone(), mu.clone());
    let gl = YoungRealization.grundy(&lambda).unwrap();
    let gm = YoungRealization.grundy(&mu).unwrap();
    let g = gl ^ gm;
    assert_ne!(g, 0, "an N-position: it has winning moves");
    assert_eq!(grundy(&sum, &pos).unwrap(), g);

    // The winning moves: in λ to value gl ⊕ g = gm, then in μ to gl.
    let mut want: Vec<(Partition, Partition)> = Vec::new();
    for q in AlgorithmExt::options_with_value(&YoungRealization, &lambda, gl ^ g).unwrap() {
        want.push((q, mu.clone()));
    }
    for q in AlgorithmExt::options_with_value(&YoungRealization, &mu, gm ^ g).unwrap() {
        want.push((lambda.clone(), q));
    }
    let moves = winning_moves(&sum, &pos).unwrap();
    assert!(!moves.is_empty());
    assert_eq!(moves, want);
    for (a, b) in &moves {
        assert_eq!(
            YoungRealization.grundy(a).unwrap() ^ YoungRealization.grundy(b).unwrap(),
            0
        );
    }
    // Each component's moves are those of the search on that component
    // alone (0.2's per-component cost: 8–63 ms), in the same order.
    let mut search = Solver::new(YoungRealization);
    let in_lambda: Vec<Partition> = moves
        .iter()
        .filter(|m| m.1 == mu)
        .map(|m| m.0.clone())
        .collect();
    assert_eq!(
        in_lambda,
        search.options_with_value(&lambda, gl ^ g).unwrap()
    );
    let mut search = Solver::new(YoungRealization);
    let in_mu: Vec<Partition> = moves
        .iter()
        .filter(|m| m.0 == lambda)
        .map(|m| m.1.clone())
        .collect();
    assert_eq!(in_mu, search.options_with_value(&mu, gm ^ g).unwrap());
    // No product is searched: a limit of 1000 states does not matter to
    // the theorem, and stops the product search at once.
    let small = Limits::default().with_max_states(1000);
    let engine = Engine::new().with_limits(small);
    assert_eq!(engine.grundy(&sum, &pos).unwrap(), g);
    assert_eq!(engine.winning_moves(&sum, &pos).unwrap(), moves);
    assert_eq!(
        engine.search_only().grundy(&sum, &pos),
        Err(GameError::StateLimit { limit: 1000 })
    );
    // The same sum on the one-line boards.
    let boards = (
        MayaDiagram::from_partition(&lambda).unwrap(),
        MayaDiagram::from_partition(&mu).unwrap(),
    );
    let line = (OneLineRealization, OneLineRealization);
    assert_eq!(grundy(&line, &boards).unwrap(), g);
    assert_eq!(winning_moves(&line, &boards).unwrap().len(), moves.len());
}

/// Positions beyond the box-level search: a row of u64::MAX boxes has its
/// value at once; the targets no follower can have (≥ |λ|, or G(λ)) answer
/// empty at once; the others are the crate's `MAX_BOXES` error as
/// `GameError::Evaluation`. The caller's limits bound the descent's
/// diagrams (`max_bytes`) and the list (`max_arrows`, `max_bytes`).
#[test]
fn hooks_report_the_box_limit_and_the_callers_limits() {
    let huge = Partition::new(vec![u64::MAX]).unwrap();
    let limits = Limits::default();
    assert_eq!(grundy(&YoungRealization, &huge), Ok(u64::MAX));
    assert_eq!(
        YoungRealization.known_options_with_value(
            &huge,
            u64::MAX,
            &Engine::new().with_limits(limits)
        ),
        Some(Ok(vec![]))
    );
    match winning_moves(&YoungRealization, &huge) {
        Err(GameError::Evaluation { reason }) => {
            assert!(reason.contains("MAX_BOXES"), "{reason}");
            assert!(reason.contains(&u64::MAX.to_string()), "{reason}");
        }
        other => panic!("unexpected {other:?}"),
    }
    // A sum containing it: its value at once, its moves the same error.
    let sum = (YoungRealization, Nim);
    assert_eq!(grundy(&sum, &(huge.clone(), 5)), Ok(u64::MAX ^ 5));
    assert!(matches!(
        winning_moves(&sum, &(huge.clone(), 5)),
        Err(GameError::Evaluation { .. })
    ));
    // A board with a stone on cell 2^25: 2^25 boxes, beyond MAX_BOXES.
    let board = MayaDiagram::new([1 << 25]).unwrap();
    assert_eq!(grundy(&OneLineRealization, &board), Ok(1 << 25));
    assert!(matches!(
        winning_moves(&OneLineRealization, &board),
        Err(GameError::Evaluation { .. })
    ));

    // Large but within MAX_BOXES: a row of 2^16 (one winning move, to ∅)
    // and the 100 × 100 square (value 0: no winning move; its followers of
    // value 1 are those of trial and error, in the enumeration's order).
    let row = Partition::new(vec![1 << 16]).unwrap();
    assert_eq!(
        winning_moves(&YoungRealization, &row),
        Ok(vec![Partition::empty()])
    );
    assert_eq!(
        hook_options(&YoungRealization, &row, 12345),
        vec![Partition::new(vec![12345]).unwrap()]
    );
    let square = Partition::new(vec![100; 100]).unwrap();
    assert_eq!(grundy(&YoungRealization, &square), Ok(0));
    assert_eq!(winning_moves(&YoungRealization, &square), Ok(vec![]));
    let by_trial: Vec<Partition> = YoungRealization
        .options_with_value_by_trial(&square, 1)
        .unwrap();
    assert!(!by_trial.is_empty());
    assert_eq!(hook_options(&YoungRealization, &square, 1), by_trial);

    // The caller's byte limit bounds the descent: 128 bytes a box.
    let y = p("9,8,6,5,5,2"); // 35 boxes, E^(2) = 7
    let tight = Limits::default().with_max_bytes(1000);
    assert_eq!(
        YoungRealization.known_options_with_value(&y, 0, &Engine::new().with_limits(tight)),
        Some(Err(GameError::MemoryLimit {
            needed: 35 * 128,
            limit: 1000
        }))
    );
    // …and the list: (9,8,6,5,5,2) has several followers of value 3.
    let many = hook_options(&YoungRealization, &y, 3);
    assert!(many.len() >= 2, "{many:?}");
    let one = Limits::default().with_max_arrows(1);
    assert_eq!(
        YoungRealization.known_options_with_value(&y, 3, &Engine::new().with_limits(one)),
        Some(Err(GameError::ArrowLimit { limit: 1 }))
    );
    let board = MayaDiagram::from_partition(&y).unwrap();
    assert_eq!(
        OneLineRealization.known_options_with_value(&board, 3, &Engine::new().with_limits(one)),
        Some(Err(GameError::ArrowLimit { limit: 1 }))
    );
    let room = Limits::default().with_max_arrows(many.len() as u64);
    assert_eq!(
        YoungRealization.known_options_with_value(&y, 3, &Engine::new().with_limits(room)),
        Some(Ok(many))
    );
}

/// The zero-config functions (hooks, Sprague–Grundy for the sum) equal
/// the product search of `Engine::search_only` on the sum: the value, the
/// winning moves, the options by value, and the misère value (searched as
/// a whole either way, unless one component alone can move).
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

/// Random sums of two and three small positions — the two realizations
/// mixed with each other, with a restriction and with Nim heaps, as tuples
/// and as a `Vec` of Young diagrams — answer as the product search does.
#[test]
fn quickcheck_sums_equal_the_product_search() {
    fn prop(a: TinyPartition, b: TinyPartition, c: TinyPartition, heap: u8, k: u8) -> bool {
        let (a, b, c) = (a.0, b.0, c.0);
        let heap = u64::from(heap % 7);
        let board = MayaDiagram::from_partition(&b)
            .unwrap()
            .add_bottom_stones(1)
            .unwrap();
        let restriction = YoungRestriction::new(SUBGROUPS[usize::from(k % 3)]);
        sum_agrees(
            &(YoungRealization, OneLineRealization),
            &(a.clone(), board.clone()),
        ) && sum_agrees(&(YoungRealization, Nim), &(a.clone(), heap))
            && sum_agrees(
                &(OneLineRealization, YoungRealization, Nim),
                &(board.clone(), c.clone(), heap),
            )
            && sum_agrees(
                &(restriction, YoungRealization, Nim),
                &(a.clone(), c.clone(), heap),
            )
            && sum_agrees(&vec![YoungRealization; 3], &vec![a, b, c])
    }
    QuickCheck::new()
        .tests(40)
        .quickcheck(prop as fn(TinyPartition, TinyPartition, TinyPartition, u8, u8) -> bool);
}
