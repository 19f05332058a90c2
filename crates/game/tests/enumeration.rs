//! A game whose enumeration can fail reports it through the break of
//! `Algorithm::try_for_each_follower`, and every exploration of the
//! engine — the solvers, the materializations, the isomorphism checks,
//! `followers`, the hints `is_end`, `has_arrow`, `follower_count` — and every construction that wraps a game (sums,
//! disjoint sums, subalgorithms, restrictions, truncations, conjunctive
//! compounds, references and smart pointers) passes the error on instead
//! of taking the state for one with fewer followers.

use std::ops::ControlFlow;
use std::rc::Rc;
use std::sync::Arc;

use hookgames_game::{
    Algorithm, AlgorithmExt, Conjunctive, ContinuedConjunctive, Convention, DisjointSum,
    DisjointUnion, Either, Engine, FiniteAlgorithm, GameError, Restriction, Solver, Subalgorithm,
    Truncation, grundy, remoteness, verify_isomorphism,
};

/// Nim whose heaps above `CAP` cannot be expanded: its enumeration says
/// why.
struct Capped;

const CAP: u32 = 100;

impl Algorithm for Capped {
    type State = u32;
    fn try_for_each_follower<B, F>(&self, p: &u32, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u32) -> ControlFlow<B>,
    {
        if *p > CAP {
            return ControlFlow::Break(
                GameError::Enumeration {
                    reason: format!("heap {p} is above {CAP}"),
                }
                .into(),
            );
        }
        (0..*p).try_for_each(&mut f)
    }
}

fn is_capped<T: std::fmt::Debug>(r: Result<T, GameError>) -> bool {
    matches!(r, Err(GameError::Enumeration { ref reason }) if reason.contains("above 100"))
}

#[test]
fn the_game_and_its_pointers() {
    assert_eq!(grundy(&Capped, &7), Ok(7));
    assert!(is_capped(Capped.followers(&500)));
    assert!(is_capped(Capped.is_end(&500)));
    assert!(is_capped(Capped.has_arrow(&500, &3)));
    assert!(is_capped(Capped.follower_count(&500)));
    assert!(is_capped(Capped.find_follower(&500, |_| true)));
    assert!(is_capped(grundy(&Capped, &500)));
    assert!(is_capped(grundy(&&Capped, &500)));
    assert!(is_capped(grundy(&Box::new(Capped), &500)));
    assert!(is_capped(grundy(&Rc::new(Capped), &500)));
    assert!(is_capped(grundy(&Arc::new(Capped), &500)));
    assert!(is_capped(Solver::new(Capped).outcome(&500)));
    assert!(is_capped(remoteness(&Capped, &500, Convention::Misere)));
    assert!(is_capped(Engine::new().followers(&Capped, &500)));
    assert!(is_capped(FiniteAlgorithm::from_root(&Capped, &500)));
    let iso = verify_isomorphism(&Capped, &500, &Capped, &500, |&p| p);
    assert!(
        matches!(
            iso,
            Err(hookgames_game::IsomorphismError::Limit(
                GameError::Enumeration { .. }
            ))
        ),
        "{iso:?}"
    );
}

#[test]
fn sums_and_constructions_pass_it_on() {
    assert_eq!(grundy(&(Capped, Capped), &(3, 5)), Ok(3 ^ 5));
    assert!(is_capped(grundy(&(Capped, Capped), &(3, 500))));
    assert!(is_capped(grundy(&[Capped, Capped], &[500, 3])));
    assert!(is_capped(grundy(&vec![Capped, Capped], &vec![3, 500])));
    let games = [Capped, Capped];
    assert!(is_capped(grundy(&games[..], &vec![3, 500])));
    let disjoint = DisjointSum::new(Capped, Capped);
    assert_eq!(grundy(&disjoint, &Either::Right(9)), Ok(9));
    assert!(is_capped(grundy(&disjoint, &Either::Right(500))));
    let union = DisjointUnion::new(vec![Capped, Capped]);
    assert!(is_capped(grundy(&union, &(1, 500))));
    let even = Subalgorithm::new(Capped, |q: &u32| q.is_multiple_of(2));
    // Nim on the even heaps: the heap 2k has value k.
    assert_eq!(grundy(&even, &8), Ok(4));
    assert!(is_capped(grundy(&even, &500)));
    let down_by_two = Restriction::new(Capped, |p: &u32, q: &u32| p - q <= 2);
    assert_eq!(grundy(&down_by_two, &10), Ok(1));
    assert!(is_capped(grundy(&down_by_two, &500)));
    assert!(is_capped(grundy(&Truncation::new(Capped), &500)));
    let both = Conjunctive::new(vec![Capped, Capped]).unwrap();
    assert!(is_capped(remoteness(
        &both,
        &vec![500, 3],
        Convention::Normal
    )));
    let continued = ContinuedConjunctive::new(vec![Capped, Capped]).unwrap();
    assert!(is_capped(grundy(&continued, &vec![0, 500])));
}
