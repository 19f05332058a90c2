//! Remoteness and suspense numbers (Steinhaus; Smith 1966; Winning Ways
//! ch. 9): against a brute-force recursion on every game with at most five
//! positions and on random larger ones, against closed forms on Nim and
//! subtraction games, Steinhaus's rule against the conjunctive compounds
//! themselves, misère versions, cycles and limits.

mod common;
mod dags;

use common::Heap;
use dags::{Dag, all_dags, game};
use hookgames_game::{
    Algorithm, AlgorithmExt, Chomp, Conjunctive, ContinuedConjunctive, Convention, FiniteAlgorithm,
    GameError, Limits, MAX_COMPOUND_COMPONENTS, Nim, Outcome, Solver, Subtraction,
    conjunctive_remoteness, continued_conjunctive_suspense, remoteness, suspense,
};
use quickcheck::quickcheck;

const CONVENTIONS: [Convention; 2] = [Convention::Normal, Convention::Misere];

/// Brute force: does the player to move from `i` win? (By the definition of
/// the outcome, not by any number.)
fn wins(rows: &[Vec<u32>], i: usize, c: Convention) -> bool {
    if rows[i].is_empty() {
        return c == Convention::Misere;
    }
    rows[i].iter().any(|&j| !wins(rows, j as usize, c))
}

/// Brute force, the minimax definition: the length of the play (counting
/// the misère end as one more move) when the winner plays to make it short
/// (`hurry`, remoteness) or long (suspense) and the loser the opposite.
fn brute(rows: &[Vec<u32>], i: usize, c: Convention, hurry: bool) -> u64 {
    if rows[i].is_empty() {
        return if c == Convention::Misere { 1 } else { 0 };
    }
    let to_lost: Vec<u64> = rows[i]
        .iter()
        .filter(|&&j| !wins(rows, j as usize, c))
        .map(|&j| brute(rows, j as usize, c, hurry))
        .collect();
    let all: Vec<u64> = rows[i]
        .iter()
        .map(|&j| brute(rows, j as usize, c, hurry))
        .collect();
    1 + match (to_lost.is_empty(), hurry) {
        (false, true) => *to_lost.iter().min().unwrap(),
        (false, false) => *to_lost.iter().max().unwrap(),
        (true, true) => *all.iter().max().unwrap(),
        (true, false) => *all.iter().min().unwrap(),
    }
}

/// Checks every number of every state of `rows` against the brute force and
/// the parity rule against the Grundy outcome.
fn check_game(rows: &[Vec<u32>]) {
    let g = game(rows);
    let mut s = Solver::new(&g);
    for c in CONVENTIONS {
        for i in 0..rows.len() {
            let p = i as u32;
            let r = s.remoteness(&p, c).unwrap();
            let susp = s.suspense(&p, c).unwrap();
            assert_eq!(r, brute(rows, i, c, true), "remoteness {rows:?} {i} {c:?}");
            assert_eq!(
                susp,
                brute(rows, i, c, false),
                "suspense {rows:?} {i} {c:?}"
            );
            let outcome = Outcome::from_value(s.value(&p, c).unwrap());
            assert_eq!(Outcome::from_remoteness(r), outcome, "{rows:?} {i} {c:?}");
            assert_eq!(
                Outcome::from_remoteness(susp),
                outcome,
                "{rows:?} {i} {c:?}"
            );
            assert_eq!(outcome == Outcome::N, wins(rows, i, c));
            // The remoteness strategy's moves are exactly the followers one
            // move closer.
            let moves = s.remoteness_moves(&p, c).unwrap();
            let expected: Vec<u32> = rows[i]
                .iter()
                .copied()
                .filter(|&j| brute(rows, j as usize, c, true) + 1 == r)
                .collect();
            assert_eq!(moves, expected, "{rows:?} {i} {c:?}");
            assert_eq!(moves.is_empty(), rows[i].is_empty());
        }
    }
}

#[test]
fn every_game_with_at_most_five_positions_matches_the_brute_force() {
    for n in 1..=5 {
        for rows in all_dags(n) {
            check_game(&rows);
        }
    }
}

/// The game with one extra move from every end to a new end: its
/// normal-play numbers are the misère numbers of the original.
fn with_extra_final_move(rows: &[Vec<u32>]) -> Vec<Vec<u32>> {
    let dead = rows.len() as u32;
    let mut out: Vec<Vec<u32>> = rows
        .iter()
        .map(|r| if r.is_empty() { vec![dead] } else { r.clone() })
        .collect();
    out.push(Vec::new());
    out
}

#[test]
fn misere_numbers_are_normal_numbers_of_the_game_with_one_more_move() {
    for n in 1..=5 {
        for rows in all_dags(n) {
            let g = game(&rows);
            let h = game(&with_extra_final_move(&rows));
            let (mut sg, mut sh) = (Solver::new(&g), Solver::new(&h));
            for p in 0..n as u32 {
                assert_eq!(
                    sg.remoteness(&p, Convention::Misere),
                    sh.remoteness(&p, Convention::Normal)
                );
                assert_eq!(
                    sg.suspense(&p, Convention::Misere),
                    sh.suspense(&p, Convention::Normal)
                );
            }
        }
    }
}

/// Steinhaus's and Smith's rules against the solver on the compounds, and
/// the winner they predict against the compound's Grundy outcome.
fn check_rules(components: &[FiniteAlgorithm<u32>], p: &[u32]) {
    let short = Conjunctive::new(components.to_vec()).unwrap();
    let long = ContinuedConjunctive::new(components.to_vec()).unwrap();
    let (mut ss, mut sl) = (Solver::new(&short), Solver::new(&long));
    let q = p.to_vec();
    for c in CONVENTIONS {
        let r = short.remoteness_by_rule(p, c).unwrap();
        assert_eq!(ss.remoteness(&q, c), Ok(r), "{p:?} {c:?}");
        assert_eq!(
            Outcome::from_remoteness(r),
            Outcome::from_value(ss.value(&q, c).unwrap())
        );
        let s = long.suspense_by_rule(p, c).unwrap();
        assert_eq!(sl.suspense(&q, c), Ok(s), "{p:?} {c:?}");
        assert_eq!(
            Outcome::from_remoteness(s),
            Outcome::from_value(sl.value(&q, c).unwrap())
        );
    }
}

#[test]
fn steinhaus_rule_on_every_pair_of_games_with_at_most_four_positions() {
    let games: Vec<FiniteAlgorithm<u32>> =
        (1..=4).flat_map(all_dags).map(|rows| game(&rows)).collect();
    for a in &games {
        for b in &games {
            check_rules(&[a.clone(), b.clone()], &[0, 0]);
        }
    }
}

#[test]
fn steinhaus_rule_on_nim_heaps() {
    // Closed forms: a heap n has R = [n ≥ 1] (take all) and misère
    // R⁻ = 1, 2, 3 for n = 0, 1, ≥ 2; the conjunctive compound takes the
    // least, so it is 0 iff some heap is empty (normal play).
    let heaps = Conjunctive::new(vec![Heap; 3]).unwrap();
    let long = ContinuedConjunctive::new(vec![Heap; 3]).unwrap();
    let (mut s, mut sl) = (Solver::new(&heaps), Solver::new(&long));
    for p in common::all_positions(3, 4) {
        let normal = u64::from(p.iter().all(|&x| x > 0));
        assert_eq!(s.remoteness(&p, Convention::Normal), Ok(normal), "{p:?}");
        let misere = p.iter().map(|&x| u64::from(x.min(2)) + 1).min().unwrap();
        assert_eq!(s.remoteness(&p, Convention::Misere), Ok(misere), "{p:?}");
        // A heap's suspense equals its remoteness; the long rule takes the
        // largest.
        let normal = u64::from(p.iter().any(|&x| x > 0));
        assert_eq!(sl.suspense(&p, Convention::Normal), Ok(normal), "{p:?}");
        let misere = p.iter().map(|&x| u64::from(x.min(2)) + 1).max().unwrap();
        assert_eq!(sl.suspense(&p, Convention::Misere), Ok(misere), "{p:?}");
    }
}

#[test]
fn nim_heap_closed_forms() {
    let mut s = Solver::new(Nim);
    for n in 0..60u64 {
        let normal = u64::from(n > 0);
        let misere = n.min(2) + 1;
        assert_eq!(s.remoteness(&n, Convention::Normal), Ok(normal));
        assert_eq!(s.remoteness(&n, Convention::Misere), Ok(misere));
        assert_eq!(s.suspense(&n, Convention::Normal), Ok(normal));
        assert_eq!(s.suspense(&n, Convention::Misere), Ok(misere));
    }
}

#[test]
fn subtraction_game_closed_form() {
    // Take 1..=k: the winner moves to a multiple of k + 1 and the loser can
    // only take one counter at a time to delay, so R(n) = 2⌊n/(k+1)⌋ +
    // [(k+1) ∤ n].
    for k in 1..=5u64 {
        let mut s = Solver::new(Subtraction::new(1..=k).unwrap());
        for n in 0..200u64 {
            let expected = 2 * (n / (k + 1)) + u64::from(n % (k + 1) != 0);
            assert_eq!(
                s.remoteness(&n, Convention::Normal),
                Ok(expected),
                "k={k} n={n}"
            );
        }
    }
}

#[test]
fn two_heap_nim_remoteness() {
    // Two heaps (a, b): P iff a = b, and from (a, a) the loser delays by
    // taking one counter, the winner mirrors, so R(a, a) = 2a; from a ≠ b
    // the winner equalizes at once: R = 2 min(a, b) + 1.
    let mut s = Solver::new((Nim, Nim));
    for a in 0..12u64 {
        for b in 0..12u64 {
            let expected = if a == b { 2 * a } else { 2 * a.min(b) + 1 };
            assert_eq!(
                s.remoteness(&(a, b), Convention::Normal),
                Ok(expected),
                "{a} {b}"
            );
        }
    }
}

#[test]
fn chomp_parity_matches_the_outcome() {
    // Chomp on every Young diagram inside 4 × 4: the remoteness is even iff
    // the Grundy value is 0; Gale's two-row P-positions (a, a − 1).
    let mut s = Solver::new(Chomp);
    let mut diagrams = Vec::new();
    for a in 1..=4u64 {
        for b in 0..=a {
            for c in 0..=b {
                for d in 0..=c {
                    diagrams.push(
                        [a, b, c, d]
                            .into_iter()
                            .filter(|&x| x > 0)
                            .collect::<Vec<_>>(),
                    );
                }
            }
        }
    }
    for p in &diagrams {
        for c in CONVENTIONS {
            let r = s.remoteness(p, c).unwrap();
            assert_eq!(
                Outcome::from_remoteness(r),
                Outcome::from_value(s.value(p, c).unwrap())
            );
        }
    }
    assert_eq!(s.remoteness(&vec![2, 1], Convention::Normal), Ok(2));
    assert_eq!(s.remoteness(&vec![1], Convention::Normal), Ok(0));
}

#[test]
fn free_functions_agree_with_the_solver() {
    let g = Subtraction::new([1, 3, 4]).unwrap();
    let mut s = Solver::new(&g);
    for n in 0..40u64 {
        for c in CONVENTIONS {
            assert_eq!(remoteness(&g, &n, c), s.remoteness(&n, c));
            assert_eq!(suspense(&g, &n, c), s.suspense(&n, c));
        }
    }
}

#[test]
fn rules_on_lists() {
    assert_eq!(conjunctive_remoteness(&[3, 1, 4], Convention::Normal), 1);
    assert_eq!(conjunctive_remoteness(&[], Convention::Normal), 0);
    assert_eq!(conjunctive_remoteness(&[], Convention::Misere), 1);
    assert_eq!(
        continued_conjunctive_suspense(&[3, 1, 4], Convention::Misere),
        4
    );
    assert_eq!(continued_conjunctive_suspense(&[], Convention::Misere), 1);
    // The empty compound is an end under both rules.
    let none: Vec<Heap> = Vec::new();
    for c in CONVENTIONS {
        assert_eq!(
            remoteness(&Conjunctive::new(none.clone()).unwrap(), &Vec::new(), c),
            Ok(conjunctive_remoteness(&[], c))
        );
        assert_eq!(
            suspense(
                &ContinuedConjunctive::new(none.clone()).unwrap(),
                &Vec::new(),
                c
            ),
            Ok(continued_conjunctive_suspense(&[], c))
        );
    }
}

#[test]
fn compound_followers() {
    let g = Conjunctive::new(vec![Heap, Heap]).unwrap();
    assert_eq!(
        g.followers(&vec![2, 1]).unwrap(),
        vec![vec![0, 0], vec![1, 0]]
    );
    assert!(g.is_end(&vec![3, 0]).unwrap());
    let h = ContinuedConjunctive::new(vec![Heap, Heap]).unwrap();
    assert_eq!(
        h.followers(&vec![2, 0]).unwrap(),
        vec![vec![0, 0], vec![1, 0]]
    );
    assert!(h.is_end(&vec![0, 0]).unwrap());
    assert!(!h.is_end(&vec![0, 1]).unwrap());
    // Early stop: the first follower only.
    let first = g.find_follower(&vec![3, 3], |_| true).unwrap();
    assert_eq!(first, Some(vec![0, 0]));
}

#[test]
fn compounds_enumerate_lazily_and_bound_their_components() {
    // A heap of 2^60 counters in a compound: its followers are never
    // collected, so the arrow limit stops the search.
    let g = Conjunctive::new(vec![Nim, Nim]).unwrap();
    assert_eq!(
        g.find_follower(&vec![1 << 60, 1 << 60], |_| true).unwrap(),
        Some(vec![0, 0])
    );
    let mut s = Solver::new(&g).with_limits(Limits::default().with_max_arrows(1000));
    assert_eq!(
        s.remoteness(&vec![1 << 60, 2], Convention::Normal),
        Err(GameError::ArrowLimit { limit: 1000 })
    );
    assert_eq!(
        Conjunctive::new(vec![Heap; MAX_COMPOUND_COMPONENTS + 1]).unwrap_err(),
        GameError::TooManyComponents {
            count: MAX_COMPOUND_COMPONENTS + 1,
            limit: MAX_COMPOUND_COMPONENTS
        }
    );
    // The largest compound works: all heaps 1 except one empty heap.
    let big = Conjunctive::new(vec![Heap; MAX_COMPOUND_COMPONENTS]).unwrap();
    let mut p = vec![1; MAX_COMPOUND_COMPONENTS];
    assert_eq!(
        big.followers(&p).unwrap(),
        vec![vec![0; MAX_COMPOUND_COMPONENTS]]
    );
    assert_eq!(remoteness(&big, &p, Convention::Normal), Ok(1));
    p[7] = 0;
    assert!(big.is_end(&p).unwrap());
    let long = ContinuedConjunctive::new(vec![Heap; MAX_COMPOUND_COMPONENTS]).unwrap();
    assert_eq!(suspense(&long, &p, Convention::Misere), Ok(2));
}

#[test]
fn cycles_have_no_remoteness() {
    let g = FiniteAlgorithm::from_followers([vec![1], vec![2], vec![0, 3], vec![]]).unwrap();
    let mut s = Solver::new(&g);
    for c in CONVENTIONS {
        assert_eq!(s.remoteness(&0, c), Err(GameError::Cycle { length: 3 }));
        assert_eq!(s.suspense(&1, c), Err(GameError::Cycle { length: 3 }));
        // The acyclic part is still solved.
        assert_eq!(s.remoteness(&3, c), Ok(c.end_value()));
    }
}

#[test]
fn limits_give_typed_errors_and_the_solver_stays_usable() {
    let mut s = Solver::new(Nim).with_limits(Limits::default().with_max_states(10));
    assert_eq!(
        s.remoteness(&20, Convention::Normal),
        Err(GameError::StateLimit { limit: 10 })
    );
    assert_eq!(s.remoteness(&5, Convention::Misere), Ok(3));
    let mut s = Solver::new(Nim).with_limits(Limits::default().with_max_arrows(15));
    assert_eq!(
        s.suspense(&20, Convention::Normal),
        Err(GameError::ArrowLimit { limit: 15 })
    );
    let mut s = Solver::new(Nim).with_limits(Limits::default().with_max_bytes(100));
    assert!(matches!(
        s.remoteness(&50, Convention::Normal),
        Err(GameError::MemoryLimit { limit: 100, .. })
    ));
    let g = Conjunctive::new(vec![Heap; 2]).unwrap();
    assert_eq!(
        g.remoteness_by_rule(&[1, 2, 3], Convention::Normal),
        Err(GameError::ComponentCount {
            expected: 2,
            found: 3
        })
    );
    let h = ContinuedConjunctive::new(vec![Heap; 2]).unwrap();
    assert_eq!(
        h.suspense_by_rule(&[1], Convention::Normal),
        Err(GameError::ComponentCount {
            expected: 2,
            found: 1
        })
    );
}

#[test]
fn caches_are_separate_per_measure() {
    let mut s = Solver::new(Nim);
    assert_eq!(s.grundy(&4), Ok(4));
    assert_eq!(s.cache_len(), 5);
    assert_eq!(s.remoteness(&4, Convention::Normal), Ok(1));
    assert_eq!(s.cache_len(), 10);
    assert_eq!(s.grundy(&4), Ok(4));
    s.clear_cache();
    assert_eq!(s.cache_len(), 0);
}

quickcheck! {
    fn qc_random_games_match_the_brute_force(d: Dag<12>) -> bool {
        check_game(&d.0);
        true
    }

    fn qc_steinhaus_rule_on_three_components(a: Dag<4>, b: Dag<4>, c: Dag<4>, at: Vec<u8>) -> bool {
        let games = [game(&a.0), game(&b.0), game(&c.0)];
        let p: Vec<u32> = games
            .iter()
            .enumerate()
            .map(|(i, g)| u32::from(at.get(i).copied().unwrap_or(0)) % g.len() as u32)
            .collect();
        check_rules(&games, &p);
        true
    }
}
