//! The value hooks of issue 26: every game of the crate that knows a value
//! without search says so through `Algorithm::known_grundy`,
//! `known_misere_grundy` and `known_options_with_value`, and each answer is
//! exactly the search's (`Solver`, which never asks the hooks) on every
//! small position; the run-length games `LctrRuns` and `DownrightRuns` are
//! `Lctr` and `Downright` on the expanded partitions, move for move; and
//! sums of the crate's games with each other and with Nim answer through
//! the zero-config functions as the product search does.

mod common;

use std::fmt::Debug;

use common::part;
use hookgames_game::{
    Algorithm, AlgorithmExt, Convention, Engine, GameError, Limits, Nim, Solver, grundy,
    misere_grundy, options_by_value, winning_moves,
};
use hookgames_lctr::{
    CellGame, Chess, Corners, Downright, DownrightRuns, Lctr, LctrRuns, LctrVariant, MultiLctr,
    Piece, subpartition_runs,
};
use hookgames_partition::arbitrary::partitions_up_to;
use hookgames_partition::{Partition, PartitionRuns};
use quickcheck::{Arbitrary, Gen, QuickCheck};

/// How many states had their hooks checked, and how many of them the hooks
/// knew.
#[derive(Debug, Default)]
struct Tally {
    states: u64,
    known: u64,
}

/// Every hook of `game` on `p` against the search of `solver`: the normal
/// and misère values when known (and known at all iff `known` says so),
/// and the options of every value 0..=(largest follower value + 1) when
/// the hook lists them, the same list in the same order.
fn check<A: Algorithm>(
    game: &A,
    solver: &mut Solver<'_, &A>,
    p: &A::State,
    known: Option<bool>,
    tally: &mut Tally,
) where
    A::State: Debug,
{
    let limits = Limits::default();
    tally.states += 1;
    let normal = solver.grundy(p).unwrap();
    let misere = solver.misere_grundy(p).unwrap();
    let hook = game.known_grundy(p, &Engine::new().with_limits(limits));
    let misere_hook = game.known_misere_grundy(p, &Engine::new().with_limits(limits));
    if let Some(k) = known {
        assert_eq!(hook.is_some(), k, "known_grundy at {p:?}");
        assert_eq!(misere_hook.is_some(), k, "known_misere_grundy at {p:?}");
    }
    if hook.is_some() {
        tally.known += 1;
    }
    if let Some(v) = hook {
        assert_eq!(v, Ok(normal), "known_grundy at {p:?}");
    }
    if let Some(v) = misere_hook {
        assert_eq!(v, Ok(misere), "known_misere_grundy at {p:?}");
    }
    let top = solver
        .options_by_value(p)
        .unwrap()
        .keys()
        .max()
        .map_or(0, |&v| v + 1);
    for t in 0..=top {
        if let Some(options) =
            game.known_options_with_value(p, t, &Engine::new().with_limits(limits))
        {
            assert_eq!(
                options.unwrap(),
                solver.options_with_value(p, t).unwrap(),
                "known_options_with_value({t}) at {p:?}"
            );
        }
    }
}

/// Lctr, Downright and the variant: every hook equals the search on every
/// partition of size ≤ 22 (Downright's ∅ is an end of value 0, misère 1).
#[test]
fn partition_games_hooks_equal_search_up_to_22() {
    let partitions = partitions_up_to(22).unwrap();
    let mut tally = Tally::default();
    let mut lctr = Solver::new(&Lctr);
    let mut downright = Solver::new(&Downright);
    for p in &partitions {
        check(&Lctr, &mut lctr, p, Some(true), &mut tally);
        check(&Downright, &mut downright, p, Some(true), &mut tally);
    }
    for variant in [LctrVariant::Lctr, LctrVariant::Downright] {
        let mut solver = Solver::new(&variant);
        for p in &partitions {
            check(&variant, &mut solver, p, Some(true), &mut tally);
        }
    }
    assert_eq!(tally.states, 4 * 4508);
    assert_eq!(tally.known, tally.states);
}

/// The hooks answer partitions far beyond any search: 10⁶ rows, in LCTR
/// and Downright, and their sums with Nim heaps; the search alone reaches
/// its limit.
#[test]
fn partition_hooks_answer_a_million_rows() {
    let rows: Vec<u64> = (0..1_000_000u64).map(|k| 2_000_000 - 2 * k).collect();
    let lambda = Partition::new(rows).unwrap();
    for game in [LctrVariant::Lctr, LctrVariant::Downright] {
        let g = game.value(&lambda, Convention::Normal).unwrap();
        assert_eq!(grundy(&game, &lambda), Ok(g));
        assert_eq!(
            misere_grundy(&game, &lambda).unwrap(),
            game.value(&lambda, Convention::Misere).unwrap()
        );
        assert_eq!(grundy(&(game, Nim), &(lambda.clone(), 6)), Ok(g ^ 6));
        // The winning moves of the sum: each follower of value g ⊕ 6 ⊕ g.
        let moves = winning_moves(&(game, Nim), &(lambda.clone(), 6)).unwrap();
        let by_hand: Vec<(Partition, u64)> = game
            .followers(&lambda)
            .unwrap()
            .into_iter()
            .filter(|q| game.value(q, Convention::Normal).unwrap() == 6)
            .map(|q| (q, 6))
            .chain((g < 6).then(|| (lambda.clone(), g)))
            .collect();
        assert_eq!(moves, by_hand);
    }
    // 8 MB a state: the search holds 64 of them, then stops.
    assert!(matches!(
        Engine::new().search_only().grundy(&Lctr, &lambda),
        Err(GameError::MemoryLimit { .. })
    ));
}

/// The cell game: every pair (i, j) in and around every partition of size
/// ≤ 12, both games.
#[test]
fn cell_game_hooks_equal_search_up_to_12() {
    let mut tally = Tally::default();
    for lambda in partitions_up_to(12).unwrap() {
        for variant in [LctrVariant::Lctr, LctrVariant::Downright] {
            let game = CellGame::new(variant, lambda.clone());
            let mut solver = Solver::new(&game);
            for i in 0..=lambda.len() + 1 {
                for j in 0..=lambda.part(1) + 1 {
                    check(&game, &mut solver, &(i, j), Some(true), &mut tally);
                }
            }
        }
    }
    assert_eq!((tally.states, tally.known), (21_396, 21_396));
}

fn piece(s: &str) -> Piece {
    s.parse().unwrap()
}

/// `true` if λ[i, j] is a rectangle: the rows from row i on that are
/// longer than j are all as long as row i.
fn rectangle_below(lambda: &Partition, i: usize, j: u64) -> bool {
    let parts = lambda.parts();
    parts[i..]
        .iter()
        .filter(|&&p| p > j)
        .all(|&p| p == parts[i])
}

/// Impartial chess: on every box in and around every partition of size
/// ≤ 14, the hooks know exactly the positions they claim (single ride,
/// single leap, rook and king on a rectangle λ[i, j], the Downright piece;
/// no others), with the search's values and options.
#[test]
fn chess_hooks_equal_search_up_to_14() {
    let pieces = [
        ("rook", Some("rectangle")),
        ("king", Some("rectangle")),
        ("bishop", Some("always")),
        ("downright", Some("always")),
        ("ride(1,0)", Some("always")),
        ("ride(1,2)", Some("always")),
        ("ride(0,3)", Some("always")),
        ("leap(1,0)", Some("always")),
        ("leap(2,1)", Some("always")),
        ("leap(1,1)", Some("always")),
        ("queen", None),
        ("knight", None),
        ("ride(1,2)+ride(2,1)", None),
        ("leap(0,1)+leap(1,0)+ride(1,1)", None),
    ];
    let mut tally = Tally::default();
    for (name, rule) in pieces {
        for lambda in partitions_up_to(14).unwrap().into_iter().skip(1) {
            let game = Chess::new(piece(name), lambda.clone()).unwrap();
            let mut solver = Solver::new(&game);
            for i in 0..=lambda.len() {
                for j in 0..=lambda.part(i + 1).max(1) {
                    let inside = j < lambda.part(i + 1);
                    let known = !inside
                        || match rule {
                            Some("always") => true,
                            Some(_) => rectangle_below(&lambda, i, j),
                            None => false,
                        };
                    check(&game, &mut solver, &(i, j), Some(known), &mut tally);
                }
            }
        }
    }
    assert_eq!((tally.states, tally.known), (131_740, 104_802));
}

/// The rook and the king on rectangles far beyond any board: the hooks
/// answer, and the rook's winning moves come without listing its moves;
/// on ⟦3, 1⟧ the rook is not Nim(2 − 0, 3 − 1) = Nim(1, 2) and the hooks
/// leave it to the search.
#[test]
fn chess_hooks_on_huge_rectangles() {
    let n = 1u64 << 40;
    let board = Partition::new(vec![n; 5]).unwrap();
    let rook = Chess::new(Piece::rook(), board.clone()).unwrap();
    assert_eq!(grundy(&rook, &(0, 0)), Ok(4 ^ (n - 1)));
    assert_eq!(grundy(&rook, &(4, n - 2)), Ok(1));
    assert_eq!(misere_grundy(&rook, &(4, n - 2)), Ok(0));
    assert_eq!(misere_grundy(&rook, &(3, n - 2)), Ok(1));
    // Nim(4, n − 1): move right to leave 4 columns (4 rows, the other heap,
    // cannot become (n − 1) ⊕ 0).
    assert_eq!(winning_moves(&rook, &(0, 0)), Ok(vec![(0, n - 5)]));
    // With a heap of 1: the rook to value 1 = Nim(4, 5), the heap cannot grow.
    assert_eq!(
        winning_moves(&(rook.clone(), Nim), &((0, 0), 1)),
        Ok(vec![((0, n - 6), 1)])
    );
    assert_eq!(
        winning_moves(&(rook.clone(), Nim), &((0, 0), 4 ^ (n - 1))),
        Ok(vec![])
    );
    let king = Chess::new(Piece::king(), board).unwrap();
    // x = 4, y = n − 1 odd > 4 even: 1.
    assert_eq!(grundy(&king, &(0, 0)), Ok(1));
    // The last row: a path of n − 2 moves, an even number.
    assert_eq!(grundy(&king, &(4, 1)), Ok(0));
    assert_eq!(misere_grundy(&king, &(4, 1)), Ok(1));
    let gamma = Chess::new(Piece::rook(), part(&[3, 1])).unwrap();
    assert_eq!(gamma.known_grundy(&(0, 0), &Engine::new()), None);
    assert_eq!(grundy(&gamma, &(0, 0)), Ok(2));
    assert_eq!(gamma.known_grundy(&(0, 1), &Engine::new()), Some(Ok(1)));
}

/// d-dimensional LCTR: the hooks know ∅, d = 1 and d = 2 (LCTR) — every
/// position in [1,12], [1,7]² — and nothing else in [1,3]³, and agree with
/// the search.
#[test]
fn multi_lctr_hooks_equal_search() {
    let mut tally = Tally::default();
    let mut solver = Solver::new(&MultiLctr);
    for s in Corners::all(&[12], 100)
        .unwrap()
        .iter()
        .chain(&Corners::all(&[7, 7], 10_000).unwrap())
    {
        check(&MultiLctr, &mut solver, s, Some(true), &mut tally);
    }
    assert_eq!(tally.states, 13 + 3432);
    for s in Corners::all(&[3, 3, 3], 10_000).unwrap() {
        check(&MultiLctr, &mut solver, &s, Some(s.is_empty()), &mut tally);
    }
    // d = 2 beyond any search: the gamma 10¹², 1^(10¹² − 1) (Lemma 4).
    let gamma: Corners = "{(1,1000000000000),(1000000000000,1)}".parse().unwrap();
    assert_eq!(grundy(&MultiLctr, &gamma), Ok(0));
    assert_eq!(
        misere_grundy(&MultiLctr, &gamma).unwrap(),
        Lctr.grundy_runs(&gamma.to_partition_runs().unwrap(), Convention::Misere)
            .unwrap()
    );
}

/// The run-length games are `Lctr` and `Downright` on the expanded
/// partition, on every partition of size ≤ 14: the same followers in the
/// same order (mapped one to one by `PartitionRuns::from`, and equal to
/// `subpartition_runs`), the same hooks, and the hooks equal the search on
/// the runs; `state_bytes` counts 16 bytes per run.
#[test]
fn runs_games_are_the_partition_games_up_to_14() {
    let limits = Limits::default();
    let mut tally = Tally::default();
    let mut lctr_runs = Solver::new(&LctrRuns);
    let mut downright_runs = Solver::new(&DownrightRuns);
    let mut lctr = Solver::new(&Lctr);
    let mut downright = Solver::new(&Downright);
    for p in partitions_up_to(14).unwrap() {
        let r = PartitionRuns::from(&p);
        let runs = |v: Vec<Partition>| v.iter().map(PartitionRuns::from).collect::<Vec<_>>();
        assert_eq!(
            LctrRuns.followers(&r).unwrap(),
            runs(Lctr.followers(&p).unwrap()),
            "{p}"
        );
        assert_eq!(
            DownrightRuns.followers(&r).unwrap(),
            runs(Downright.followers(&p).unwrap()),
            "{p}"
        );
        if !p.is_empty() {
            assert_eq!(
                LctrRuns.followers(&r).unwrap()[0],
                subpartition_runs(&r, 1, 0)
            );
            assert_eq!(
                LctrRuns.followers(&r).unwrap().last(),
                Some(&subpartition_runs(&r, 0, 1))
            );
        }
        assert_eq!(
            LctrRuns.state_bytes(&r),
            std::mem::size_of::<PartitionRuns>() + 16 * r.runs().len()
        );
        for t in 0..=4 {
            let l = Lctr
                .known_options_with_value(&p, t, &Engine::new().with_limits(limits))
                .unwrap()
                .unwrap();
            let d = Downright
                .known_options_with_value(&p, t, &Engine::new().with_limits(limits))
                .unwrap()
                .unwrap();
            assert_eq!(
                LctrRuns
                    .known_options_with_value(&r, t, &Engine::new().with_limits(limits))
                    .unwrap()
                    .unwrap(),
                runs(l)
            );
            assert_eq!(
                DownrightRuns
                    .known_options_with_value(&r, t, &Engine::new().with_limits(limits))
                    .unwrap()
                    .unwrap(),
                runs(d)
            );
        }
        assert_eq!(
            LctrRuns.known_grundy(&r, &Engine::new().with_limits(limits)),
            Lctr.known_grundy(&p, &Engine::new().with_limits(limits))
        );
        assert_eq!(
            DownrightRuns.known_misere_grundy(&r, &Engine::new().with_limits(limits)),
            Downright.known_misere_grundy(&p, &Engine::new().with_limits(limits))
        );
        check(&LctrRuns, &mut lctr_runs, &r, Some(true), &mut tally);
        check(
            &DownrightRuns,
            &mut downright_runs,
            &r,
            Some(true),
            &mut tally,
        );
        // The searches on the runs and on the partitions agree.
        assert_eq!(lctr_runs.sg_pair(&r), lctr.sg_pair(&p));
        assert_eq!(downright_runs.sg_pair(&r), downright.sg_pair(&p));
    }
    assert_eq!(tally.states, 2 * 508);
}

/// A run-length position of 10⁶ runs (3·10⁶ rows) and one of 10¹² rows as
/// summands: `grundy` and `winning_moves` of their sums with each other
/// and with Nim answer through the hooks, equal to the crate's own methods
/// on the components.
#[test]
fn runs_sums_with_a_million_runs() {
    let big = PartitionRuns::new(
        (0..1_000_000u64)
            .map(|k| (3 * (1_000_000 - k), 1 + k % 3))
            .collect(),
    )
    .unwrap();
    assert_eq!(big.runs().len(), 1_000_000);
    let tall: PartitionRuns = "7^1000000000000,3^5".parse().unwrap();
    let value =
        |game: LctrVariant, p: &PartitionRuns| game.grundy_runs(p, Convention::Normal).unwrap();
    let (gb, gt) = (
        value(LctrVariant::Lctr, &big),
        value(LctrVariant::Downright, &tall),
    );
    let game = (LctrRuns, DownrightRuns, Nim);
    for heap in 0..8u64 {
        let p = (big.clone(), tall.clone(), heap);
        let g = gb ^ gt ^ heap;
        assert_eq!(grundy(&game, &p), Ok(g));
        // Component by component, the moves to value Gᵢ ⊕ G (the crate's
        // own followers on runs, valued by the crate's own method).
        let mut want = Vec::new();
        for q in LctrVariant::Lctr.followers_runs(&big) {
            if value(LctrVariant::Lctr, &q) == gb ^ g {
                want.push((q, tall.clone(), heap));
            }
        }
        for q in LctrVariant::Downright.followers_runs(&tall) {
            if value(LctrVariant::Downright, &q) == gt ^ g {
                want.push((big.clone(), q, heap));
            }
        }
        if heap ^ g < heap {
            want.push((big.clone(), tall.clone(), heap ^ g));
        }
        assert_eq!(winning_moves(&game, &p), Ok(want), "heap {heap}");
    }
    // A vector of one game: the sum of the two positions of LCTR.
    let v = vec![big.clone(), tall.clone()];
    assert_eq!(
        grundy(&vec![LctrRuns; 2], &v),
        Ok(gb ^ value(LctrVariant::Lctr, &tall))
    );
    // Misère: one component that can move is that component.
    assert_eq!(
        misere_grundy(&(LctrRuns, Nim), &(big.clone(), 0)).unwrap(),
        LctrVariant::Lctr
            .grundy_runs(&big, Convention::Misere)
            .unwrap()
    );
    // The options of a value respect the arrow limit.
    let none = Limits::default().with_max_arrows(0);
    let moves = LctrRuns.followers(&big).unwrap();
    let t = value(LctrVariant::Lctr, &moves[0]);
    assert_eq!(
        LctrRuns.known_options_with_value(&big, t, &Engine::new().with_limits(none)),
        Some(Err(GameError::ArrowLimit { limit: 0 }))
    );
}

/// A small partition (size ≤ 7) for random sums.
#[derive(Debug, Clone)]
struct Small(Partition);

impl Arbitrary for Small {
    fn arbitrary(g: &mut Gen) -> Self {
        let mut left = u64::arbitrary(g) % 8;
        let mut parts = Vec::new();
        while left > 0 {
            let p = 1 + u64::arbitrary(g) % left;
            parts.push(p);
            left -= p;
        }
        parts.sort_unstable_by(|a, b| b.cmp(a));
        Small(Partition::new(parts).unwrap())
    }
}

/// The zero-config answers about `p` equal the product search's.
fn sum_agrees<A: Algorithm>(game: &A, p: &A::State) -> bool
where
    A::State: Debug,
{
    let search = Engine::new().search_only();
    grundy(game, p) == search.grundy(game, p)
        && misere_grundy(game, p) == search.misere_grundy(game, p)
        && winning_moves(game, p) == search.winning_moves(game, p)
        && options_by_value(game, p) == search.options_by_value(game, p)
}

/// Random sums of two or three small positions of the crate's games, with
/// each other and with Nim heaps, as tuples and as a `Vec` of one game:
/// value, misère value, winning moves and options by value through the
/// zero-config functions equal the product search.
#[test]
fn qc_sums_equal_the_product_search() {
    fn prop(a: Small, b: Small, c: Small, heap: u8, box_: (u8, u8)) -> bool {
        let (a, b, c) = (a.0, b.0, c.0);
        let heap = u64::from(heap % 6);
        let ra = PartitionRuns::from(&a);
        let rb = PartitionRuns::from(&b);
        let board = if b.is_empty() {
            part(&[2, 1])
        } else {
            b.clone()
        };
        let cell = CellGame::new(Downright, board.clone());
        let at = (
            usize::from(box_.0) % (board.len() + 1),
            u64::from(box_.1) % (board.part(1) + 1),
        );
        let rook = Chess::new(Piece::rook(), board.clone()).unwrap();
        let bishop = Chess::new(Piece::bishop(), board.clone()).unwrap();
        let corners = Corners::from_partition(&c).unwrap();
        sum_agrees(&(Lctr, Nim), &(a.clone(), heap))
            && sum_agrees(&(Lctr, Downright, Nim), &(a.clone(), b.clone(), heap))
            && sum_agrees(&(LctrRuns, DownrightRuns), &(ra.clone(), rb.clone()))
            && sum_agrees(&(LctrRuns, Lctr, Nim), &(ra.clone(), c.clone(), heap))
            && sum_agrees(&(cell, MultiLctr, Nim), &(at, corners.clone(), heap))
            && sum_agrees(&(rook, bishop, Nim), &(at, at, heap))
            && sum_agrees(&vec![Lctr; 3], &vec![a.clone(), b.clone(), c.clone()])
            && sum_agrees(&vec![DownrightRuns; 2], &vec![ra, rb])
            && sum_agrees(&vec![LctrVariant::Downright; 2], &vec![a, c])
    }
    QuickCheck::new()
        .tests(150)
        .quickcheck(prop as fn(Small, Small, Small, u8, (u8, u8)) -> bool);
}
