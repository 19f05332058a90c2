//! Properties on random shifted diagrams (parts ≤ 64, and a few huge
//! parts): the isomorphism commutes with moves, the box ↔ coin-move
//! dictionary round-trips, and the XOR trick equals trial.

use std::collections::BTreeSet;

use hookgames_game::{Algorithm, AlgorithmExt, GameMap};
use hookgames_partition::arbitrary::{MediumShifted, WideShifted};
use hookgames_shifted::{
    FromTurtles, ShiftedHookGame, ToTurtles, TurningTurtles, hook_for_move, turtle_move,
};
use quickcheck::{QuickCheck, TestResult};

fn qc() -> QuickCheck {
    QuickCheck::new().tests(300)
}

#[test]
fn isomorphism_commutes_with_moves() {
    fn prop(s: MediumShifted) -> bool {
        let s = s.0;
        let turtles = TurningTurtles::new(64).unwrap();
        let to = ToTurtles::from(turtles);
        let p = to.try_apply(&s).unwrap();
        let images: BTreeSet<u64> = ShiftedHookGame
            .followers(&s)
            .unwrap()
            .iter()
            .map(|t| to.try_apply(t).unwrap())
            .collect();
        let coins: BTreeSet<u64> = turtles.followers(&p).unwrap().into_iter().collect();
        FromTurtles::from(turtles).try_apply(&p).unwrap() == s
            && images == coins
            && coins.len() as u64 == s.size()
            && turtles.grundy(&p).unwrap() == ShiftedHookGame.grundy(&s).unwrap()
            && turtles.misere_grundy(&p).unwrap() == ShiftedHookGame.misere_grundy(&s).unwrap()
            && ShiftedHookGame.followers(&s).unwrap().iter().all(|t| {
                ShiftedHookGame.has_arrow(&s, t).unwrap()
                    && turtles.has_arrow(&p, &to.try_apply(t).unwrap()).unwrap()
            })
    }
    qc().quickcheck(prop as fn(MediumShifted) -> bool);
}

#[test]
fn box_move_dictionary_round_trips() {
    fn prop(s: MediumShifted) -> bool {
        let s = s.0;
        let turtles = TurningTurtles::new(64).unwrap();
        let to = ToTurtles::from(turtles);
        let p = to.try_apply(&s).unwrap();
        s.boxes().all(|(i, j)| {
            let mv = turtle_move(&s, i, j).unwrap();
            hook_for_move(&s, mv).unwrap() == (i, j)
                && turtles.apply(&p, mv).unwrap()
                    == to.try_apply(&s.remove_hook(i, j).unwrap()).unwrap()
                && mv.length(&p).unwrap() == s.hook_length(i, j).unwrap()
        }) && turtles.moves(&p).all(|mv| {
            turtle_move(
                &s,
                hook_for_move(&s, mv).unwrap().0,
                hook_for_move(&s, mv).unwrap().1,
            )
            .unwrap()
                == mv
        })
    }
    qc().quickcheck(prop as fn(MediumShifted) -> bool);
}

#[test]
fn xor_trick_equals_trial() {
    fn prop(s: MediumShifted, t: u8) -> bool {
        let s = s.0;
        let game = ShiftedHookGame;
        let t = u64::from(t % 128);
        let trial: Vec<(usize, u64)> = s
            .boxes()
            .filter(|&(i, j)| game.grundy(&s.remove_hook(i, j).unwrap()).unwrap() == t)
            .collect();
        let misere_trial: Vec<(usize, u64)> = s
            .boxes()
            .filter(|&(i, j)| game.misere_grundy(&s.remove_hook(i, j).unwrap()).unwrap() == t)
            .collect();
        game.hooks_with_value(&s, t) == trial && game.misere_hooks_with_value(&s, t) == misere_trial
    }
    qc().quickcheck(prop as fn(MediumShifted, u8) -> bool);
}

#[test]
fn xor_trick_on_huge_parts() {
    fn prop(s: WideShifted, t: u64) -> TestResult {
        let s = s.0;
        let game = ShiftedHookGame;
        // Targets anywhere in u64, and near the value (so that moves exist).
        let t = if t.is_multiple_of(2) {
            t
        } else {
            game.grundy(&s).unwrap() ^ (t % 1024)
        };
        let x = game.grundy(&s).unwrap() ^ t;
        let hooks = game.hooks_with_value(&s, t);
        // One move per part a with a ⊕ X ⊕ t < a, each reaching t.
        let expected = s.parts().iter().filter(|&&a| (x ^ a) < a).count();
        TestResult::from_bool(
            hooks.len() == expected
                && hooks.iter().all(|&(i, j)| {
                    s.contains(i, j) && game.grundy(&s.remove_hook(i, j).unwrap()).unwrap() == t
                }),
        )
    }
    qc().quickcheck(prop as fn(WideShifted, u64) -> TestResult);
}
