//! The axiom checks (P1)–(P4) (Kawanaka §2) on 1, 2, 3 and 4 threads give
//! the same answer — `Ok`, or the same first violation with the same
//! witnesses — on the papers' games (Young diagrams in a rectangle, shifted
//! diagrams, Nim, cubes) and on perturbed copies of them with a violation
//! anywhere in the order of the states.

// Closures run in a pool return the checks' results unchanged (the
// errors carry their witnesses' states).
#![allow(clippy::result_large_err)]

mod games;

use games::{C1, Heap, Shifted, Young, cube, strict};
use hookgames_game::FiniteAlgorithm;
use hookgames_plain::{Axiom, AxiomError, Diagram, check_axiom, check_axioms, check_plain};
use quickcheck::QuickCheck;

use hookgames_game::testing::on_threads as on;

const THREADS: [usize; 4] = [1, 2, 3, 4];

/// The rows of followers of a materialized algorithm.
fn rows<S>(fa: &FiniteAlgorithm<S>) -> Vec<Vec<u32>> {
    (0..fa.len() as u32)
        .map(|i| fa.followers_of(i).to_vec())
        .collect()
}

/// Checks `fa` on every thread count and returns the common answer.
fn same_on_all_threads(fa: &FiniteAlgorithm<u32>) -> Result<(), AxiomError<u32>> {
    let one = on(1, || check_axioms(fa));
    for t in THREADS {
        assert_eq!(on(t, || check_axioms(fa)), one, "{t} threads");
    }
    assert_eq!(check_axioms(fa), one, "the global pool");
    one
}

#[test]
fn the_papers_plain_games_are_plain_on_every_thread_count() {
    // Young diagrams in the 6 × 4 rectangle (Kawanaka §8, §11): 210 states.
    let young = FiniteAlgorithm::from_root(&Young, &vec![4; 6]).unwrap();
    assert_eq!(young.len(), 210);
    // Shifted diagrams below (9, 7, 5, 3, 1) (Kawanaka §9): 252 states.
    let shifted = FiniteAlgorithm::from_root(&Shifted, &strict(&[9, 7, 5, 3, 1])).unwrap();
    assert_eq!(shifted.len(), 252);
    // Nim with three heaps of 6 (Kawanaka §1): 343 states; the 8-cube C₈.
    let nim = FiniteAlgorithm::from_root(&vec![Heap; 3], &vec![6, 6, 6]).unwrap();
    let c8 = FiniteAlgorithm::from_root(&cube(8), &vec![0; 8]).unwrap();
    for r in [rows(&young), rows(&shifted), rows(&nim), rows(&c8)] {
        // At least the private threshold of the parallel checks (128).
        assert!(r.len() >= 128, "{}", r.len());
        let g = FiniteAlgorithm::from_followers(r).unwrap();
        assert_eq!(same_on_all_threads(&g), Ok(()));
    }
    for t in THREADS {
        assert_eq!(on(t, || check_plain(&Young, &vec![4; 6])), Ok(()));
        assert_eq!(on(t, || check_plain(&vec![C1; 8], &vec![0; 8])), Ok(()));
    }
}

/// The rows of a plain game with one arrow removed or added at state `at`
/// (modulo the number of states): a violation somewhere in the order.
fn perturbed(base: &[Vec<u32>], at: usize, k: usize, add: bool) -> FiniteAlgorithm<u32> {
    let mut r = base.to_vec();
    let n = r.len();
    let at = at % n;
    if add {
        // An arrow from `at` to a state after it in a topological order:
        // the algorithm stays acyclic.
        let order = FiniteAlgorithm::from_followers(base.to_vec())
            .unwrap()
            .topological_order()
            .unwrap();
        let pos = order.iter().position(|&x| x as usize == at).unwrap();
        if let Some(&target) = order[pos + 1..].get(k % (n - pos).max(1))
            && !r[at].contains(&target)
        {
            r[at].push(target);
        }
    } else if !r[at].is_empty() {
        let len = r[at].len();
        r[at].remove(k % len);
    }
    FiniteAlgorithm::from_followers(r).unwrap()
}

#[test]
fn violations_late_in_the_order_are_the_same_on_every_thread_count() {
    let young = FiniteAlgorithm::from_root(&Young, &vec![4; 6]).unwrap();
    let base = rows(&young);
    let n = base.len();
    let mut violations = 0;
    for (i, at) in [n - 1, n - 7, n / 2, 150, 17, 0].into_iter().enumerate() {
        for add in [false, true] {
            let fa = perturbed(&base, at, 3 * i + 1, add);
            if let Err(AxiomError::Violation(_)) = same_on_all_threads(&fa) {
                violations += 1;
            }
            for axiom in Axiom::ALL {
                let one = on(1, || check_axiom(&fa, axiom));
                for t in [2, 3] {
                    assert_eq!(on(t, || check_axiom(&fa, axiom)), one);
                }
            }
        }
    }
    // Most perturbations break an axiom.
    assert!(violations >= 6, "{violations}");
}

#[test]
fn diagrams_check_the_same_on_every_thread_count() {
    // The Young lattice of the 6 × 4 rectangle as a diagram: a plain
    // algorithm (Theorem 2.4 does not need it to be a plain diagram).
    let young = FiniteAlgorithm::from_root(&Young, &vec![4; 6]).unwrap();
    let labels: Vec<u32> = (0..young.len() as u32).collect();
    let y = Diagram::from_followers(labels.clone(), rows(&young)).unwrap();
    let broken =
        Diagram::from_followers(labels, rows(&perturbed(&rows(&young), 190, 2, false))).unwrap();
    for d in [&y, &broken] {
        let one = on(1, || d.check_axioms());
        for t in THREADS {
            assert_eq!(on(t, || d.check_axioms()), one);
        }
        assert_eq!(d.check_axioms(), one);
    }
    assert_eq!(y.check_axioms(), Ok(()));
    assert!(broken.check_axioms().is_err());
}

/// A random perturbation of Nim with two heaps of 12 (169 states).
fn perturbed_nim_is_checked_alike(at: usize, k: usize, add: bool) -> bool {
    let nim = FiniteAlgorithm::from_root(&vec![Heap; 2], &vec![12, 12]).unwrap();
    let fa = perturbed(&rows(&nim), at, k, add);
    let one = on(1, || check_axioms(&fa));
    (2..=4).all(|t| on(t, || check_axioms(&fa)) == one)
}

#[test]
fn qc_perturbed_nim_is_checked_alike() {
    QuickCheck::new()
        .tests(30)
        .quickcheck(perturbed_nim_is_checked_alike as fn(usize, usize, bool) -> bool);
}
