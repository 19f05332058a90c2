//! Properties on random shifted diagrams (parts ≤ 64, and a few huge
//! parts): the isomorphism commutes with moves, the box ↔ coin-move
//! dictionary round-trips, and the XOR trick equals trial.

mod common;

use std::collections::BTreeSet;

use common::{Strict, Wide};
use hookgames_game::Algorithm;
use hookgames_shifted::{
    ShiftedHookGame, TurningTurtles, from_turtles, grundy, grundy_u64, hook_for_move,
    hooks_to_value, misere_grundy, misere_hooks_to_value, to_turtles, turtle_move, turtles_grundy,
};
use quickcheck::{QuickCheck, TestResult};

fn qc() -> QuickCheck {
    QuickCheck::new().tests(300)
}

#[test]
fn isomorphism_commutes_with_moves() {
    fn prop(s: Strict) -> bool {
        let s = s.0;
        let turtles = TurningTurtles::new(64).unwrap();
        let p = to_turtles(&s).unwrap();
        let images: BTreeSet<u64> = ShiftedHookGame
            .followers(&s)
            .iter()
            .map(|t| to_turtles(t).unwrap())
            .collect();
        let coins: BTreeSet<u64> = turtles.followers(&p).into_iter().collect();
        from_turtles(p) == s
            && images == coins
            && coins.len() as u64 == s.size()
            && turtles_grundy(p) == grundy(&s).unwrap()
    }
    qc().quickcheck(prop as fn(Strict) -> bool);
}

#[test]
fn box_move_dictionary_round_trips() {
    fn prop(s: Strict) -> bool {
        let s = s.0;
        let turtles = TurningTurtles::new(64).unwrap();
        let p = to_turtles(&s).unwrap();
        s.boxes().all(|(i, j)| {
            let mv = turtle_move(&s, i, j).unwrap();
            hook_for_move(&s, mv).unwrap() == (i, j)
                && turtles.apply(p, mv).unwrap()
                    == to_turtles(&s.remove_hook(i, j).unwrap()).unwrap()
                && mv.length(p).unwrap() == s.hook_length(i, j).unwrap()
        }) && turtles.moves(p).all(|mv| {
            turtle_move(
                &s,
                hook_for_move(&s, mv).unwrap().0,
                hook_for_move(&s, mv).unwrap().1,
            )
            .unwrap()
                == mv
        })
    }
    qc().quickcheck(prop as fn(Strict) -> bool);
}

#[test]
fn xor_trick_equals_trial() {
    fn prop(s: Strict, t: u8) -> bool {
        let s = s.0;
        let t = u32::from(t % 128);
        let trial: Vec<(usize, u64)> = s
            .boxes()
            .filter(|&(i, j)| grundy(&s.remove_hook(i, j).unwrap()).unwrap() == t)
            .collect();
        let misere_trial: Vec<(usize, u64)> = s
            .boxes()
            .filter(|&(i, j)| misere_grundy(&s.remove_hook(i, j).unwrap()).unwrap() == t)
            .collect();
        hooks_to_value(&s, t) == trial && misere_hooks_to_value(&s, t) == misere_trial
    }
    qc().quickcheck(prop as fn(Strict, u8) -> bool);
}

#[test]
fn xor_trick_on_huge_parts() {
    fn prop(s: Wide, t: u32) -> TestResult {
        let s = s.0;
        let x = grundy_u64(&s) ^ u64::from(t);
        let hooks = hooks_to_value(&s, t);
        // One move per part a with a ⊕ X ⊕ t < a, each reaching t.
        let expected = s.parts().iter().filter(|&&a| (x ^ a) < a).count();
        TestResult::from_bool(
            hooks.len() == expected
                && hooks.iter().all(|&(i, j)| {
                    s.contains(i, j) && grundy_u64(&s.remove_hook(i, j).unwrap()) == u64::from(t)
                }),
        )
    }
    qc().quickcheck(prop as fn(Wide, u32) -> TestResult);
}
