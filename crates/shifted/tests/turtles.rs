//! The one-line realization: HRG on shifted diagrams ≅ Turning Turtles via
//! S ↦ set of parts (Abuku–Tada, remark after Proposition 5.6), and the
//! exact dictionary between boxes and coin moves.

mod common;

use std::collections::BTreeSet;
use std::ops::ControlFlow;

use hookgames_game::{
    Algorithm, AlgorithmExt, DescribeMoves, GameError, GameMap, IsomorphismError, Solver,
    verify_isomorphism,
};

use common::sp;
use hookgames_partition::ShiftedPartition;
use hookgames_partition::arbitrary::{shifted_in_staircase, strict_partitions_up_to};
use hookgames_shifted::{
    FromTurtles, ShiftedError, ShiftedHookGame, ToTurtles, TurningTurtles, TurtleMove,
    hook_for_move, staircase, turtle_move,
};

/// The set of parts of S on the full row of 64 coins, for the checks
/// outside the isomorphism checker (which gets the fallible map itself).
fn heads(s: &ShiftedPartition) -> u64 {
    ToTurtles::new(64).unwrap().try_apply(s).unwrap()
}

/// Which moves on the set of parts the hook removals are, box by box: the
/// box (i, j) turns the head λ_i and, if row j + 1 exists, the head
/// λ_{j+1} (both parts deleted); otherwise it replaces λ_i by the non-part
/// λ_i − h (h the hook length; deleted if 0). Every legal coin move is hit
/// exactly once.
#[test]
fn hook_removals_are_turtle_moves() {
    let turtles = TurningTurtles::new(64).unwrap();
    for s in strict_partitions_up_to(22).unwrap() {
        let p = heads(&s);
        let mut seen = BTreeSet::new();
        for (i, j) in s.boxes() {
            let t = s.remove_hook(i, j).unwrap();
            let h = s.hook_length(i, j).unwrap();
            let mv = turtle_move(&s, i, j).unwrap();
            assert_eq!(mv.head, s.part(i));
            let has_tail = (j as usize) < s.len();
            match mv.other {
                Some(b) if has_tail => {
                    assert_eq!(b, s.part(j as usize + 1));
                    assert_eq!(h, mv.head + b);
                }
                Some(b) => {
                    assert!(!s.parts().contains(&b));
                    assert_eq!(h, mv.head - b);
                }
                None => {
                    assert!(!has_tail);
                    assert_eq!(h, mv.head);
                }
            }
            assert_eq!(mv.length(&p).unwrap(), h);
            assert_eq!(
                turtles.apply(&p, mv).unwrap(),
                heads(&t),
                "{s} at ({i}, {j})"
            );
            assert_eq!(hook_for_move(&s, mv).unwrap(), (i, j));
            assert!(seen.insert(mv), "{s}: move {mv} twice");
        }
        let all: BTreeSet<TurtleMove> = turtles.moves(&p).collect();
        assert_eq!(seen, all, "{s}");
        let images: BTreeSet<u64> = ShiftedHookGame
            .followers(&s)
            .unwrap()
            .iter()
            .map(heads)
            .collect();
        let coins: BTreeSet<u64> = turtles.followers(&p).unwrap().into_iter().collect();
        assert_eq!(images, coins, "{s}");
        assert_eq!(turtles.follower_count(&p).unwrap() as u64, s.size());
        assert_eq!(turtles.followers(&p).unwrap().len() as u64, s.size());
    }
}

/// verify_isomorphism(HRG, S, Turning Turtles, set of parts of S) for every
/// start S of size ≤ `n`, with the fallible map S ↦ set of parts into the
/// row of λ_1 coins (the smallest that holds S) and into the full row; and
/// the inverse map from Turning Turtles back.
fn isomorphism_from_every_start(n: u64) {
    let full = TurningTurtles::new(64).unwrap();
    for s in strict_partitions_up_to(n).unwrap() {
        for turtles in [TurningTurtles::new(s.part(1)).unwrap(), full] {
            let map = ToTurtles::from(turtles);
            let root = map.try_apply(&s).unwrap();
            let cert =
                verify_isomorphism(&ShiftedHookGame, &s, &turtles, &root, |p| map.try_apply(p))
                    .unwrap_or_else(|e| panic!("from {s} on {} coins: {e}", turtles.n()));
            let back = map.inverse();
            let inverse =
                verify_isomorphism(&turtles, &root, &ShiftedHookGame, &s, |p| back.try_apply(p))
                    .unwrap_or_else(|e| panic!("back to {s} from {} coins: {e}", turtles.n()));
            assert_eq!(inverse, cert);
            assert!(cert.states >= 1);
        }
    }
}

#[test]
fn isomorphism_from_every_start_up_to_21() {
    isomorphism_from_every_start(21);
}

#[test]
#[ignore = "heavy: run in release by .ci/run"]
fn isomorphism_from_every_start_up_to_28() {
    isomorphism_from_every_start(28);
}

/// HRG(S_n) ≅ Turning Turtles on n coins all heads up, n ≤ 10: ⟨S_n⟩ is all
/// of F(S_n), 2^n positions with Σ_S |S| = n(n + 1) 2^(n−2) arrows.
#[test]
fn staircases() {
    for n in 0..=10u64 {
        let turtles = TurningTurtles::new(n).unwrap();
        let s = staircase(n).unwrap();
        assert_eq!(heads(&s), turtles.all_heads());
        let map = ToTurtles::from(turtles);
        let cert = verify_isomorphism(&ShiftedHookGame, &s, &turtles, &turtles.all_heads(), |p| {
            map.try_apply(p)
        })
        .unwrap();
        assert_eq!(cert.states, 1 << n);
        let arrows: u64 = shifted_in_staircase(n)
            .unwrap()
            .iter()
            .map(ShiftedPartition::size)
            .sum();
        assert_eq!(cert.arrows, arrows);
        if n >= 2 {
            assert_eq!(cert.arrows, (n * (n + 1)) << (n - 2));
        }
        for s in shifted_in_staircase(n).unwrap() {
            turtles.check_position(&heads(&s)).unwrap();
            assert_eq!(map.try_apply(&s).unwrap(), heads(&s));
        }
    }
}

/// The other readings of "turn a head and optionally a coin to its left"
/// are not hook removal: if the second coin may only go from tails to heads
/// (no hook with a tail), or only from heads to tails, the isomorphism
/// fails at the smallest diagram that needs the missing move.
#[test]
fn other_rules_are_not_shifted_hook_removal() {
    struct OnlyUp;
    impl Algorithm for OnlyUp {
        type State = u64;
        fn try_for_each_follower<B, F>(&self, p: &u64, mut f: F) -> ControlFlow<B>
        where
            B: From<GameError>,
            F: FnMut(u64) -> ControlFlow<B>,
        {
            for a in 0..64 {
                if p >> a & 1 == 1 {
                    let q = p ^ 1 << a;
                    f(q)?;
                    (0..a)
                        .filter(|b| q >> b & 1 == 0)
                        .try_for_each(|b| f(q | 1 << b))?;
                }
            }
            ControlFlow::Continue(())
        }
    }
    struct OnlyDown;
    impl Algorithm for OnlyDown {
        type State = u64;
        fn try_for_each_follower<B, F>(&self, p: &u64, mut f: F) -> ControlFlow<B>
        where
            B: From<GameError>,
            F: FnMut(u64) -> ControlFlow<B>,
        {
            for a in 0..64 {
                if p >> a & 1 == 1 {
                    let q = p ^ 1 << a;
                    f(q)?;
                    (0..a)
                        .filter(|b| q >> b & 1 == 1)
                        .try_for_each(|b| f(q ^ 1 << b))?;
                }
            }
            ControlFlow::Continue(())
        }
    }
    let map = ToTurtles::new(64).unwrap();
    let s = sp(&[2, 1]);
    // (2, 1) → ∅ is the hook at (1, 1), whose tail is row 2: both heads turn.
    assert_eq!(s.remove_hook(1, 1).unwrap(), ShiftedPartition::empty());
    assert_eq!(
        verify_isomorphism(&ShiftedHookGame, &s, &OnlyUp, &0b11, |p| map.try_apply(p)),
        Err(IsomorphismError::ExtraOption {
            position: s.clone(),
            position_image: 0b11,
            option: ShiftedPartition::empty(),
            option_image: 0,
        })
    );
    // (2) → (1) is the hook at (1, 2) of length 1 = 2 − 1: a head and a tail turn.
    let two = sp(&[2]);
    assert_eq!(two.remove_hook(1, 2).unwrap(), sp(&[1]));
    assert!(matches!(
        verify_isomorphism(&ShiftedHookGame, &two, &OnlyDown, &0b10, |p| map
            .try_apply(p)),
        Err(IsomorphismError::ExtraOption { .. })
    ));
}

/// Turning Turtles values: G = ⊕ of head positions, against the generic
/// solver on every position of 12 coins.
#[test]
fn turtles_grundy_against_solver() {
    let game = TurningTurtles::new(12).unwrap();
    let mut solver = Solver::new(game);
    for p in 0u64..1 << 12 {
        assert_eq!(
            solver.grundy(&p).unwrap(),
            game.grundy(&p).unwrap(),
            "{p:#b}"
        );
    }
    let full = TurningTurtles::new(64).unwrap();
    // 1 ⊕ 2 ⊕ … ⊕ n = n when n ≡ 0 (mod 4).
    assert_eq!(full.grundy(&full.all_heads()).unwrap(), 64);
    assert_eq!(Solver::new(full).grundy(&(1u64 << 63)).unwrap(), 64);
    // The zero-config function answers by the value hook, even all heads
    // up on 64 coins (2^64 positions below).
    assert_eq!(
        hookgames_game::grundy(&full, &full.all_heads()).unwrap(),
        64
    );
    assert_eq!(full.grundy(&(1u64 << 63)).unwrap(), 64);
}

/// The closed forms of the two realizations agree through the isomorphism:
/// values, misère values, and the moves to each value (a box ↦ its coin
/// move), on every S ∈ F(S_12) and every t ≤ 16.
#[test]
fn closed_forms_agree_through_the_isomorphism() {
    let turtles = TurningTurtles::new(12).unwrap();
    let map = ToTurtles::from(turtles);
    let game = ShiftedHookGame;
    for s in shifted_in_staircase(12).unwrap() {
        let p = map.try_apply(&s).unwrap();
        assert_eq!(turtles.grundy(&p).unwrap(), game.grundy(&s).unwrap(), "{s}");
        assert_eq!(
            turtles.misere_grundy(&p).unwrap(),
            game.misere_grundy(&s).unwrap(),
            "{s}"
        );
        for t in 0..=16 {
            let as_moves = |hooks: Vec<(usize, u64)>| -> BTreeSet<TurtleMove> {
                hooks
                    .into_iter()
                    .map(|(i, j)| turtle_move(&s, i, j).unwrap())
                    .collect()
            };
            let normal: BTreeSet<TurtleMove> =
                turtles.moves_with_value(&p, t).into_iter().collect();
            assert_eq!(
                normal,
                as_moves(game.hooks_with_value(&s, t)),
                "{s}, t = {t}"
            );
            let misere: BTreeSet<TurtleMove> =
                turtles.misere_moves_with_value(&p, t).into_iter().collect();
            assert_eq!(
                misere,
                as_moves(game.misere_hooks_with_value(&s, t)),
                "{s}, t = {t}"
            );
        }
        // The questions' followers, described, are the XOR trick's moves.
        let winning = turtles.winning_moves(&p).unwrap();
        assert_eq!(
            turtles.describe(&p, &winning).unwrap(),
            turtles.moves_with_value(&p, 0)
        );
        let misere = turtles.misere_winning_moves(&p).unwrap();
        assert_eq!(
            turtles.describe(&p, &misere).unwrap(),
            turtles.misere_moves_with_value(&p, 0)
        );
    }
}

/// Turning Turtles moves to each value, normal and misère, against the
/// generic solver on every position of 10 coins, in the order of the
/// followers.
#[test]
fn turtles_moves_with_value_against_solver() {
    let game = TurningTurtles::new(10).unwrap();
    let mut solver = Solver::new(game);
    for p in 0u64..1 << 10 {
        assert_eq!(
            game.misere_grundy(&p).unwrap(),
            solver.misere_grundy(&p).unwrap(),
            "{p:#b}"
        );
        let followers = game.followers(&p).unwrap();
        let top = followers
            .iter()
            .map(|q| game.grundy(q).unwrap())
            .max()
            .unwrap_or(0);
        for t in 0..=top + 1 {
            let applied = |moves: Vec<TurtleMove>| -> Vec<u64> {
                moves
                    .into_iter()
                    .map(|mv| game.apply(&p, mv).unwrap())
                    .collect()
            };
            let normal: Vec<u64> = followers
                .iter()
                .copied()
                .filter(|q| solver.grundy(q).unwrap() == t)
                .collect();
            assert_eq!(
                applied(game.moves_with_value(&p, t)),
                normal,
                "{p:#b}, t = {t}"
            );
            let misere: Vec<u64> = followers
                .iter()
                .copied()
                .filter(|q| solver.misere_grundy(q).unwrap() == t)
                .collect();
            assert_eq!(
                applied(game.misere_moves_with_value(&p, t)),
                misere,
                "{p:#b}, t = {t}"
            );
        }
        assert_eq!(
            applied_all(&game, &p, game.moves_with_value(&p, 0)),
            solver.winning_moves(&p).unwrap()
        );
        assert_eq!(
            game.winning_moves(&p).unwrap(),
            solver.winning_moves(&p).unwrap()
        );
        assert_eq!(
            applied_all(&game, &p, game.misere_moves_with_value(&p, 0)),
            solver.misere_winning_moves(&p).unwrap()
        );
        assert_eq!(
            game.misere_winning_moves(&p).unwrap(),
            solver.misere_winning_moves(&p).unwrap()
        );
        // Every follower described and applied is itself.
        let followers = game.followers(&p).unwrap();
        assert_eq!(
            applied_all(&game, &p, game.describe(&p, &followers).unwrap()),
            followers
        );
    }
}

fn applied_all(game: &TurningTurtles, p: &u64, moves: Vec<TurtleMove>) -> Vec<u64> {
    moves
        .into_iter()
        .map(|mv| game.apply(p, mv).unwrap())
        .collect()
}

#[test]
fn round_trips() {
    let to = ToTurtles::new(64).unwrap();
    let from = FromTurtles::new(64).unwrap();
    assert_eq!(to.inverse(), from);
    assert_eq!(from.inverse(), to);
    for p in 0u64..1 << 16 {
        let s = from.try_apply(&p).unwrap();
        assert_eq!(to.try_apply(&s).unwrap(), p);
        assert_eq!(s.len() as u32, p.count_ones());
    }
    for s in strict_partitions_up_to(25).unwrap() {
        assert_eq!(from.try_apply(&heads(&s)).unwrap(), s);
    }
    assert_eq!(from.try_apply(&u64::MAX).unwrap(), staircase(64).unwrap());
    assert_eq!(from.try_apply(&(1 << 63)).unwrap().parts(), &[64]);
}

/// A map that fails on a reachable position is a counterexample carrying
/// exactly that position, never a panic.
#[test]
fn failing_maps_are_counterexamples() {
    let s5 = staircase(5).unwrap();
    let turtles = TurningTurtles::new(5).unwrap();
    // A row too short for S_5: the map into 4 coins fails at the root, the
    // first position the check visits; below (4, 1) it is defined
    // everywhere, and the check passes.
    let short = ToTurtles::new(4).unwrap();
    assert_eq!(
        verify_isomorphism(&ShiftedHookGame, &s5, &turtles, &turtles.all_heads(), |p| {
            short.try_apply(p)
        }),
        Err(IsomorphismError::MapFailed {
            position: s5.clone(),
            error: ShiftedError::PartTooLarge {
                diagram: s5.clone(),
                index: 1,
                part: 5,
                n: 4,
            },
        })
    );
    let small = sp(&[4, 1]);
    let small_turtles = TurningTurtles::new(4).unwrap();
    assert!(
        verify_isomorphism(&ShiftedHookGame, &small, &small_turtles, &0b1001, |p| {
            short.try_apply(p)
        })
        .is_ok()
    );
    // The inverse on a row too short for the start: the root is named.
    let back = FromTurtles::new(4).unwrap();
    assert_eq!(
        verify_isomorphism(&turtles, &0b1_0001, &ShiftedHookGame, &sp(&[5, 1]), |p| {
            back.try_apply(p)
        }),
        Err(IsomorphismError::MapFailed {
            position: 0b1_0001,
            error: ShiftedError::HeadBeyondRow {
                heads: 0b1_0001,
                position: 5,
                n: 4,
            },
        })
    );
    // A deliberately partial map, undefined exactly at (2, 1), which lies
    // below S_3 = (3, 2, 1) but is not S_3: the counterexample is (2, 1).
    let map = ToTurtles::new(3).unwrap();
    let hole = sp(&[2, 1]);
    let partial = |p: &ShiftedPartition| {
        if *p == hole {
            Err(ShiftedError::IllegalMove {
                mv: "-".into(),
                position: p.to_string(),
                reason: "deliberately undefined".into(),
            })
        } else {
            map.try_apply(p)
        }
    };
    let row = TurningTurtles::new(3).unwrap();
    let s3 = staircase(3).unwrap();
    match verify_isomorphism(&ShiftedHookGame, &s3, &row, &row.all_heads(), partial) {
        Err(IsomorphismError::MapFailed { position, error }) => {
            assert_eq!(position, hole);
            assert!(
                error.to_string().contains("deliberately undefined"),
                "{error}"
            );
        }
        other => panic!("expected MapFailed at (2, 1), got {other:?}"),
    }
}

#[test]
fn typed_errors() {
    assert_eq!(
        TurningTurtles::new(65).unwrap_err(),
        ShiftedError::TooManyCoins { n: 65, limit: 64 }
    );
    let err = ToTurtles::new(64)
        .unwrap()
        .try_apply(&sp(&[70, 3]))
        .unwrap_err();
    assert_eq!(
        err,
        ShiftedError::PartTooLarge {
            diagram: sp(&[70, 3]),
            index: 1,
            part: 70,
            n: 64
        }
    );
    assert!(
        err.to_string()
            .contains("the shifted diagram 70,3 has part 1 (70) larger than 64"),
        "{err}"
    );
    assert_eq!(
        ToTurtles::new(65).unwrap_err(),
        ShiftedError::TooManyCoins { n: 65, limit: 64 }
    );
    assert_eq!(
        FromTurtles::new(65).unwrap_err(),
        ShiftedError::TooManyCoins { n: 65, limit: 64 }
    );
    let err = FromTurtles::new(8)
        .unwrap()
        .try_apply(&0b1_0000_0101)
        .unwrap_err();
    assert_eq!(
        err,
        ShiftedError::HeadBeyondRow {
            heads: 0b1_0000_0101,
            position: 9,
            n: 8
        }
    );
    assert!(
        err.to_string()
            .contains("head at coin 9, beyond the row of 8 coins"),
        "{err}"
    );
    let game = TurningTurtles::new(8).unwrap();
    assert_eq!(
        game.position(&[3, 9]).unwrap_err(),
        ShiftedError::CoinOutOfRange { position: 9, n: 8 }
    );
    assert_eq!(
        game.position(&[3, 3]).unwrap_err(),
        ShiftedError::DuplicateHead { position: 3 }
    );
    assert_eq!(
        game.check_position(&0b1_0000_0101).unwrap_err(),
        ShiftedError::HeadBeyondRow {
            heads: 0b1_0000_0101,
            position: 9,
            n: 8
        }
    );
    let p = game.position(&[2, 5]).unwrap();
    let e = game
        .apply(
            &p,
            TurtleMove {
                head: 4,
                other: None,
            },
        )
        .unwrap_err();
    assert!(e.to_string().contains("coin 4 is not a head"), "{e}");
    let e = game
        .apply(
            &p,
            TurtleMove {
                head: 5,
                other: Some(5),
            },
        )
        .unwrap_err();
    assert!(e.to_string().contains("must be in 1..5"), "{e}");
    let e = game
        .apply(
            &p,
            TurtleMove {
                head: 5,
                other: Some(0),
            },
        )
        .unwrap_err();
    assert!(matches!(e, ShiftedError::IllegalMove { .. }));
    let s = sp(&[5, 2]);
    let e = hook_for_move(
        &s,
        TurtleMove {
            head: 3,
            other: None,
        },
    )
    .unwrap_err();
    assert!(e.to_string().contains("3 is not a part"), "{e}");
    assert!(turtle_move(&s, 2, 4).is_err());
    assert!(matches!(
        turtle_move(&s, 3, 3),
        Err(ShiftedError::Partition(_))
    ));
}
