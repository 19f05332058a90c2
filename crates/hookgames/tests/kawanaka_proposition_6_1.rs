//! Kawanaka's Proposition 6.1 on the Coxeter realizations of §6: for every
//! minuscule w (condition (a) of Theorem 6.3) of bounded length on trees of
//! types A, D and E, every state q of the principal plain algorithm
//! ⟨wα_*⟩_ρ has a plain diagram Y_q (`Diagram::of_finite`, which verifies
//! (P1)–(P4) on ⟨q⟩ first) satisfying (i) and (ii); where Y_q is itself
//! principal, its basic diagram satisfies (i)–(iii). 2433 diagrams, 1328 of
//! them principal.

use hookgames::coxeter::{CoxeterDatum, RootAlgorithm, condition_a, min_coset_reps_up_to};
use hookgames::game::FiniteAlgorithm;
use hookgames::plain::Diagram;

/// The numbers of diagrams and of basic diagrams checked for one datum.
fn check_datum(d: &CoxeterDatum, max_len: usize, name: &str) -> (usize, usize) {
    let rho = RootAlgorithm::new(d);
    let mut diagrams = 0;
    let mut basic = 0;
    for w in min_coset_reps_up_to(d, max_len).unwrap() {
        if condition_a(d, w.reduced_word()).is_err() {
            continue;
        }
        let top = rho.root_of(&w).unwrap();
        let fa = FiniteAlgorithm::from_root(&rho, &top).unwrap();
        for q in 0..fa.len() as u32 {
            let y = Diagram::of_finite(&fa, q).unwrap();
            if let Err(e) = y.check_proposition_6_1() {
                panic!("{name}, {w:?}, state {q}: {e}");
            }
            diagrams += 1;
            if let Some(z) = y.basic_diagram() {
                if let Err(e) = z.check_basic() {
                    panic!("{name}, {w:?}, state {q}: {e}");
                }
                basic += 1;
            }
        }
    }
    (diagrams, basic)
}

#[test]
fn proposition_6_1_on_the_coxeter_realizations() {
    let (mut diagrams, mut basic) = (0, 0);
    let mut add = |(a, b): (usize, usize)| {
        diagrams += a;
        basic += b;
    };
    // Type A: paths of n ≤ 6 vertices, every star.
    for n in 2..=6 {
        for star in 0..n {
            let d = CoxeterDatum::path(n, star).unwrap();
            add(check_datum(&d, 12, &format!("A, n = {n}, star {star}")));
        }
    }
    // Type D: a path with a fork, k ≤ 6 vertices, every star.
    for k in 4..=6 {
        let mut edges: Vec<(usize, usize)> = (1..k - 1).map(|i| (i - 1, i)).collect();
        edges.push((k - 3, k - 1));
        for star in 0..k {
            let d = CoxeterDatum::new(k, &edges, star).unwrap();
            add(check_datum(&d, 8, &format!("D, k = {k}, star {star}")));
        }
    }
    // E6-shaped tree, every star; E7-shaped with α_* at the end of the long
    // arm (the 27 minuscule cosets of E6).
    let e6 = [(0, 1), (1, 2), (2, 3), (3, 4), (2, 5)];
    for star in 0..6 {
        let d = CoxeterDatum::new(6, &e6, star).unwrap();
        add(check_datum(&d, 7, &format!("E6 tree, star {star}")));
    }
    let e7 = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (2, 6)];
    let d = CoxeterDatum::new(7, &e7, 5).unwrap();
    add(check_datum(&d, 16, "E7 tree, star 5"));
    // The states of all these algorithms, and those whose diagram is
    // principal (counted when this test was written).
    assert_eq!((diagrams, basic), (2433, 1328));
}
