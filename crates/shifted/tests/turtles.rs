//! The one-line realization: HRG on shifted diagrams ≅ Turning Turtles via
//! S ↦ set of parts (Abuku–Tada, remark after Proposition 5.6), and the
//! exact dictionary between boxes and coin moves.

mod common;

use std::collections::BTreeSet;

use common::{in_staircase, sp, strict_partitions_up_to};
use hookgames_game::{
    Algorithm, IsomorphismError, Solver, grundy as generic_grundy, verify_isomorphism,
};
use hookgames_partition::ShiftedPartition;
use hookgames_shifted::{
    ShiftedError, ShiftedHookGame, TurningTurtles, TurtleMove, from_turtles, hook_for_move,
    staircase, to_turtles, turtle_move, turtles_grundy,
};

fn heads(s: &ShiftedPartition) -> u64 {
    to_turtles(s).unwrap()
}

/// Which moves on the set of parts the hook removals are, box by box: the
/// box (i, j) turns the head λ_i and, if row j + 1 exists, the head
/// λ_{j+1} (both parts deleted); otherwise it replaces λ_i by the non-part
/// λ_i − h (h the hook length; deleted if 0). Every legal coin move is hit
/// exactly once.
#[test]
fn hook_removals_are_turtle_moves() {
    let turtles = TurningTurtles::new(64).unwrap();
    for s in strict_partitions_up_to(22) {
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
            assert_eq!(mv.length(p).unwrap(), h);
            assert_eq!(
                turtles.apply(p, mv).unwrap(),
                heads(&t),
                "{s} at ({i}, {j})"
            );
            assert_eq!(hook_for_move(&s, mv).unwrap(), (i, j));
            assert!(seen.insert(mv), "{s}: move {mv} twice");
        }
        let all: BTreeSet<TurtleMove> = turtles.moves(p).collect();
        assert_eq!(seen, all, "{s}");
        let images: BTreeSet<u64> = ShiftedHookGame.followers(&s).iter().map(heads).collect();
        let coins: BTreeSet<u64> = turtles.followers(&p).into_iter().collect();
        assert_eq!(images, coins, "{s}");
        assert_eq!(turtles.follower_count(&p) as u64, s.size());
        assert_eq!(turtles.followers(&p).len() as u64, s.size());
    }
}

/// verify_isomorphism(HRG, S, Turning Turtles, set of parts of S) for every
/// start S of size ≤ `n`.
fn isomorphism_from_every_start(n: u64) {
    let turtles = TurningTurtles::new(64).unwrap();
    for s in strict_partitions_up_to(n) {
        let cert = verify_isomorphism(&ShiftedHookGame, &s, &turtles, &heads(&s), heads)
            .unwrap_or_else(|e| panic!("from {s}: {e}"));
        assert!(cert.states >= 1);
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
        let cert = verify_isomorphism(&ShiftedHookGame, &s, &turtles, &turtles.all_heads(), heads)
            .unwrap();
        assert_eq!(cert.states, 1 << n);
        let arrows: u64 = in_staircase(n).iter().map(ShiftedPartition::size).sum();
        assert_eq!(cert.arrows, arrows);
        if n >= 2 {
            assert_eq!(cert.arrows, (n * (n + 1)) << (n - 2));
        }
        for s in in_staircase(n) {
            turtles.check_position(heads(&s)).unwrap();
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
        fn for_each_follower<F: FnMut(u64)>(&self, p: &u64, mut f: F) {
            for a in 0..64 {
                if p >> a & 1 == 1 {
                    let q = p ^ 1 << a;
                    f(q);
                    (0..a)
                        .filter(|b| q >> b & 1 == 0)
                        .for_each(|b| f(q | 1 << b));
                }
            }
        }
    }
    struct OnlyDown;
    impl Algorithm for OnlyDown {
        type State = u64;
        fn for_each_follower<F: FnMut(u64)>(&self, p: &u64, mut f: F) {
            for a in 0..64 {
                if p >> a & 1 == 1 {
                    let q = p ^ 1 << a;
                    f(q);
                    (0..a)
                        .filter(|b| q >> b & 1 == 1)
                        .for_each(|b| f(q ^ 1 << b));
                }
            }
        }
    }
    let s = sp(&[2, 1]);
    // (2, 1) → ∅ is the hook at (1, 1), whose tail is row 2: both heads turn.
    assert_eq!(s.remove_hook(1, 1).unwrap(), ShiftedPartition::empty());
    assert_eq!(
        verify_isomorphism(&ShiftedHookGame, &s, &OnlyUp, &0b11, heads),
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
        verify_isomorphism(&ShiftedHookGame, &two, &OnlyDown, &0b10, heads),
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
        assert_eq!(solver.grundy(&p).unwrap(), turtles_grundy(p), "{p:#b}");
    }
    let full = TurningTurtles::new(64).unwrap();
    // 1 ⊕ 2 ⊕ … ⊕ n = n when n ≡ 0 (mod 4).
    assert_eq!(turtles_grundy(full.all_heads()), 64);
    assert_eq!(generic_grundy(&full, &(1u64 << 63)).unwrap(), 64);
}

#[test]
fn round_trips() {
    for p in 0u64..1 << 16 {
        let s = from_turtles(p);
        assert_eq!(to_turtles(&s).unwrap(), p);
        assert_eq!(s.len() as u32, p.count_ones());
    }
    for s in strict_partitions_up_to(25) {
        assert_eq!(from_turtles(heads(&s)), s);
    }
    assert_eq!(from_turtles(u64::MAX), staircase(64).unwrap());
    assert_eq!(from_turtles(1 << 63).parts(), &[64]);
}

#[test]
fn typed_errors() {
    assert_eq!(
        TurningTurtles::new(65).unwrap_err(),
        ShiftedError::TooManyCoins { n: 65, limit: 64 }
    );
    let err = to_turtles(&sp(&[70, 3])).unwrap_err();
    assert_eq!(
        err,
        ShiftedError::PartTooLarge {
            index: 1,
            part: 70,
            n: 64
        }
    );
    assert!(
        err.to_string().contains("part 1 (70) is larger than 64"),
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
        game.check_position(0b1_0000_0101).unwrap_err(),
        ShiftedError::HeadBeyondRow {
            heads: 0b1_0000_0101,
            position: 9,
            n: 8
        }
    );
    let p = game.position(&[2, 5]).unwrap();
    let e = game
        .apply(
            p,
            TurtleMove {
                head: 4,
                other: None,
            },
        )
        .unwrap_err();
    assert!(e.to_string().contains("coin 4 is not a head"), "{e}");
    let e = game
        .apply(
            p,
            TurtleMove {
                head: 5,
                other: Some(5),
            },
        )
        .unwrap_err();
    assert!(e.to_string().contains("must be in 1..5"), "{e}");
    let e = game
        .apply(
            p,
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
