//! The checked path of Theorem 4.2 (`good_moves_checked`,
//! `Diagram::of_checked`) on Chomp, the standard game that is not a plain
//! algorithm (Kawanaka §2): wherever the axioms (P1)–(P4) fail below a
//! position, the path refuses with a violation whose witnesses are verified
//! here from the definitions; wherever it answers, the answer is the
//! brute-force set of winning moves. The games that are plain by a theorem
//! are always accepted, and `Plain::arrow_length`'s default (the hook
//! length) agrees with the lengths of irreducible decompositions.

mod games;

use std::collections::HashSet;
use std::ops::ControlFlow;

use hookgames_game::{Algorithm, AlgorithmExt, FiniteAlgorithm, GameError, Solver};

use games::{Heap, OneLine, Shifted, Young, partitions, strict_sets_up_to, to_stones};
use hookgames_plain::{
    AxiomError, AxiomViolation, Diagram, Plain, arrow_lengths, good_moves, good_moves_checked,
};

/// Chomp on a Young diagram (Gale 1974), written from the definition: the
/// state is the list of row lengths; a move picks a box (i, j) other than
/// the poisoned (1, 1) and removes every box weakly below and right of it.
#[derive(Debug, Clone, Copy)]
struct Chomp;

impl Algorithm for Chomp {
    type State = Vec<u64>;
    fn try_for_each_follower<B, F>(&self, p: &Vec<u64>, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(Vec<u64>) -> ControlFlow<B>,
    {
        for (i, &len) in p.iter().enumerate() {
            for j in 0..len {
                if i == 0 && j == 0 {
                    continue;
                }
                let q: Vec<u64> = p
                    .iter()
                    .enumerate()
                    .map(|(k, &l)| if k >= i { l.min(j) } else { l })
                    .filter(|&l| l > 0)
                    .collect();
                f(q)?;
            }
        }
        ControlFlow::Continue(())
    }
}

/// φ(p) as a set.
fn followers<A: Algorithm>(game: &A, p: &A::State) -> HashSet<A::State> {
    game.followers(p).unwrap().into_iter().collect()
}

/// {p, q, r, s} is a square with origin p and end s (Kawanaka §2): q, r ∈
/// φ(p), s ∈ φ(q) ∩ φ(r), and no other arrows among them.
fn is_square<A: Algorithm>(
    game: &A,
    p: &A::State,
    q: &A::State,
    r: &A::State,
    s: &A::State,
) -> bool {
    let four = [p, q, r, s];
    let distinct = (0..4).all(|i| (i + 1..4).all(|j| four[i] != four[j]));
    let arrows: usize = four
        .iter()
        .map(|x| {
            four.iter()
                .filter(|y| game.has_arrow(x, y).unwrap())
                .count()
        })
        .sum();
    distinct
        && game.has_arrow(p, q).unwrap()
        && game.has_arrow(p, r).unwrap()
        && game.has_arrow(q, s).unwrap()
        && game.has_arrow(r, s).unwrap()
        && arrows == 4
}

/// Checks, from the definitions, that `v` is a genuine violation of its
/// axiom at states below `root`.
fn assert_genuine<A: Algorithm>(game: &A, root: &A::State, v: &AxiomViolation<A::State>)
where
    A::State: std::fmt::Debug,
{
    let below: Vec<A::State> = FiniteAlgorithm::from_root(game, root)
        .unwrap()
        .states()
        .to_vec();
    let related =
        |a: &A::State, b: &A::State| game.has_arrow(a, b).unwrap() || game.has_arrow(b, a).unwrap();
    match v {
        AxiomViolation::P1 {
            origin,
            basis,
            cubes,
        } => {
            let phi = followers(game, origin);
            assert!(basis.iter().all(|b| phi.contains(b)), "{v:?}");
            for (i, a) in basis.iter().enumerate() {
                for b in &basis[i + 1..] {
                    assert!(a != b && !related(a, b), "basis not independent: {v:?}");
                }
            }
            assert!(cubes.len() != 1, "{v:?}");
            if basis.len() == 2 {
                // A 2-cube with origin p and basis {a, b} is a square
                // {p, a, b, s}: count the ends s by brute force.
                let ends = below
                    .iter()
                    .filter(|s| is_square(game, origin, &basis[0], &basis[1], s))
                    .count();
                assert_ne!(ends, 1, "{v:?}");
                assert_eq!(ends, cubes.len(), "{v:?}");
            }
        }
        AxiomViolation::P2 { p, q, s, r } => {
            assert!(
                game.has_arrow(p, q).unwrap()
                    && game.has_arrow(q, s).unwrap()
                    && !game.has_arrow(p, s).unwrap()
            );
            let squares: HashSet<&A::State> = below
                .iter()
                .filter(|x| is_square(game, p, q, x, s))
                .collect();
            assert_ne!(squares.len(), 1, "{v:?}");
            assert_eq!(squares, r.iter().collect(), "{v:?}");
        }
        AxiomViolation::P3 {
            p,
            q,
            r1,
            s1,
            r2,
            s2,
            r2_follows_r1,
            s2_follows_s1,
        } => {
            assert!(
                is_square(game, p, q, r1, s1) && is_square(game, p, q, r2, s2),
                "{v:?}"
            );
            assert_eq!(game.has_arrow(r1, r2).unwrap(), *r2_follows_r1);
            assert_eq!(game.has_arrow(s1, s2).unwrap(), *s2_follows_s1);
            assert_ne!(r2_follows_r1, s2_follows_s1);
        }
        AxiomViolation::P4 {
            p,
            q,
            r,
            s,
            t,
            s_related,
            q_related,
            r_related,
        } => {
            assert!(
                is_square(game, p, q, r, s) && game.has_arrow(p, t).unwrap(),
                "{v:?}"
            );
            assert!(t != q && t != r);
            assert_eq!(related(s, t), *s_related);
            assert_eq!(related(q, t), *q_related);
            assert_eq!(related(r, t), *r_related);
            assert_ne!(*s_related, *q_related && *r_related);
        }
        _ => panic!("unknown violation {v:?}"),
    }
}

#[test]
fn chomp_is_refused_where_the_axioms_fail_and_right_where_answered() {
    let mut answered = 0;
    let mut refused = 0;
    let mut solver = Solver::new(Chomp);
    for n in 1..=10 {
        for p in partitions(n) {
            let mut trial = solver.winning_moves(&p).unwrap();
            match good_moves_checked(&Chomp, &p) {
                Ok(mut good) => {
                    good.sort();
                    trial.sort();
                    assert_eq!(good, trial, "Theorem 4.2 at {p:?}");
                    answered += 1;
                }
                Err(AxiomError::Violation(v)) => {
                    assert_genuine(&Chomp, &p, &v);
                    assert!(Diagram::of_checked(&Chomp, &p).is_err());
                    refused += 1;
                }
                Err(e) => panic!("{p:?}: {e}"),
            }
        }
    }
    // 138 partitions of 1..=10 boxes.
    assert_eq!(answered + refused, 138);
    eprintln!("Chomp, 1..=10 boxes: {answered} answered, {refused} refused");
    assert!(
        refused > 0 && answered > 0,
        "{answered} answered, {refused} refused"
    );
    assert!(good_moves_checked(&Chomp, &vec![2, 2]).is_err());
    assert!(good_moves_checked(&Chomp, &vec![3, 2]).is_err());
}

#[test]
fn every_wrong_answer_of_the_unchecked_theorem_is_refused() {
    // The 0.1 API answered for Chomp through the unchecked theorem and was
    // wrong at 26 positions with at most 9 boxes, the first being (3, 2).
    // Reproduce those answers (the diagram and descent without the axiom
    // check) and show that each of them is refused by the checked path.
    let mut solver = Solver::new(Chomp);
    let mut wrong = Vec::new();
    for n in 1..=9 {
        for p in partitions(n) {
            // The unchecked descent either answers or stumbles on a
            // colouring error; only its answers can be silently wrong.
            let Ok(mut claimed) = good_moves(&Trusted(Chomp), &p) else {
                continue;
            };
            let mut trial = solver.winning_moves(&p).unwrap();
            claimed.sort();
            trial.sort();
            if claimed != trial {
                assert!(
                    matches!(
                        good_moves_checked(&Chomp, &p),
                        Err(AxiomError::Violation(_))
                    ),
                    "{p:?}"
                );
                wrong.push(p);
            }
        }
    }
    assert_eq!(wrong.len(), 26);
    assert!(wrong.contains(&vec![3, 2]));
}

/// Chomp with a broken promise, to reproduce what an unchecked answer is.
struct Trusted(Chomp);

impl Algorithm for Trusted {
    type State = Vec<u64>;
    fn try_for_each_follower<B, F>(&self, p: &Vec<u64>, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(Vec<u64>) -> ControlFlow<B>,
    {
        self.0.try_for_each_follower(p, f)
    }
}

impl Plain for Trusted {}

#[test]
fn plain_games_are_accepted_and_agree_with_trial() {
    let mut young = Solver::new(Young);
    for n in 0..=8 {
        for p in partitions(n) {
            let mut checked = good_moves_checked(&Young, &p).unwrap();
            let mut trusted = good_moves(&Young, &p).unwrap();
            let mut trial = young.winning_moves(&p).unwrap();
            checked.sort();
            trusted.sort();
            trial.sort();
            assert_eq!(checked, trial, "{p:?}");
            assert_eq!(trusted, trial, "{p:?}");
        }
    }
    let mut shifted = Solver::new(Shifted);
    for s in strict_sets_up_to(12) {
        let mut checked = good_moves_checked(&Shifted, &s).unwrap();
        let mut trial = shifted.winning_moves(&s).unwrap();
        checked.sort();
        trial.sort();
        assert_eq!(checked, trial, "{s:b}");
    }
    let stones = to_stones(&[4, 2, 2, 1], 5);
    assert_eq!(
        good_moves_checked(&OneLine, &stones).unwrap(),
        Solver::new(OneLine).winning_moves(&stones).unwrap()
    );
    let nim = (Heap, Heap, Heap);
    assert_eq!(
        good_moves_checked(&nim, &(3, 5, 7)).unwrap(),
        vec![(2, 5, 7), (3, 4, 7), (3, 5, 6)]
    );
}

/// A game that only promises plainness, so its arrow lengths come from the
/// provided default of `Plain` (hook lengths of the diagram).
struct Defaulted<A>(A);

impl<A: Algorithm> Algorithm for Defaulted<A> {
    type State = A::State;
    fn try_for_each_follower<B, F>(&self, p: &A::State, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(A::State) -> ControlFlow<B>,
    {
        self.0.try_for_each_follower(p, f)
    }
}

impl<A: Algorithm> Plain for Defaulted<A> {}

#[test]
fn default_arrow_lengths_are_the_lengths_of_irreducible_decompositions() {
    // Kawanaka Prop. 3.2 and (2.1): |p → q| = |H_p(q)|, on every arrow of
    // ⟨p⟩ for Young diagrams, shifted diagrams and the one-line realization,
    // against the explicit `arrow_length`s and the decompositions.
    fn check<A: Plain>(game: &A, root: &A::State) {
        let fa = FiniteAlgorithm::from_root(game, root).unwrap();
        let lengths = arrow_lengths(&fa).unwrap();
        let default = Defaulted(game);
        for (i, p) in fa.states().iter().enumerate() {
            let mut by_default = Vec::new();
            assert!(
                default
                    .try_for_each_arrow_length(p, |l| {
                        by_default.push(l);
                        std::ops::ControlFlow::<hookgames_game::GameError>::Continue(())
                    })
                    .is_continue()
            );
            let mut explicit = Vec::new();
            assert!(
                game.try_for_each_arrow_length(p, |l| {
                    explicit.push(l);
                    std::ops::ControlFlow::<hookgames_game::GameError>::Continue(())
                })
                .is_continue()
            );
            assert_eq!(by_default, explicit);
            for (k, q) in game.followers(p).unwrap().iter().enumerate() {
                let j = fa.index_of(q).unwrap();
                assert_eq!(lengths.length(i as u32, j), Some(by_default[k]));
                assert_eq!(default.arrow_length(p, q).unwrap(), by_default[k]);
            }
        }
    }
    check(&Young, &vec![4, 3, 1, 1]);
    check(&Young, &vec![3, 3, 2]);
    check(&Shifted, &games::strict(&[5, 3, 2]));
    check(&OneLine, &to_stones(&[3, 1, 1], 4));
    check(&(Heap, Young), &(4, vec![2, 1]));
}

#[test]
fn the_engines_chomp_is_this_chomp_and_is_refused_alike() {
    // hookgames_game::Chomp is written independently of the test's Chomp:
    // the same followers, and the checked path gives the same verdicts.
    for n in 1..=10 {
        for p in partitions(n) {
            let mut ours = Chomp.followers(&p).unwrap();
            let mut engine = hookgames_game::Chomp.followers(&p).unwrap();
            ours.sort();
            engine.sort();
            assert_eq!(ours, engine, "{p:?}");
            assert_eq!(
                good_moves_checked(&Chomp, &p).is_ok(),
                good_moves_checked(&hookgames_game::Chomp, &p).is_ok(),
                "{p:?}"
            );
        }
    }
}
