//! Kawanaka §6, Theorem 6.2 on the Nakayama algorithm (Young diagrams, type A)
//! and on shifted diagrams (type D), with Theorem 6.3's conditions.
use hookgames_coxeter::{CoxeterDatum, Realization, condition_a, condition_b, realize};
use hookgames_game::Algorithm;
use hookgames_partition::{Partition, Partitions, ShiftedPartition};
use hookgames_sato_welter::YoungRealization;
use hookgames_shifted::ShiftedHookGame;

/// `true` if the Coxeter graph of W (D_* without α_*) has no branch node.
fn w_is_path(d: &CoxeterDatum) -> bool {
    d.simple_roots()
        .into_iter()
        .all(|v| d.neighbors(v).iter().filter(|&&u| u != d.star()).count() <= 2)
}

/// Every check of Theorem 6.2 / 6.3 on one realization of a diagram of size n.
fn check<S: std::fmt::Debug>(r: &Realization<S>, n: u64) {
    let w = r.element();
    // (6.3) is reduced and has one letter per box (Prop 2.3: paths have |φ(p)| arrows).
    assert_eq!(w.length() as u64, n);
    assert_eq!(r.word().len() as u64, n);
    assert_eq!(w.reduced_word().len(), r.word().len());
    let (rho, sigma) = r.verify_theorem_6_2().unwrap();
    assert_eq!(rho.states as usize, r.algorithm().len());
    assert_eq!(sigma.states as usize, r.algorithm().len());
    // Theorem 6.3: both conditions hold for the word of the path and for
    // the canonical reduced word.
    condition_a(r.datum(), r.word()).unwrap();
    condition_a(r.datum(), w.reduced_word()).unwrap();
    condition_b(r.datum(), w).unwrap();
    assert!(w.is_min_coset_rep(r.datum()));
}

/// A second irreducibly decomposed path from the root: always the last
/// irreducible arrow; its word gives the same element.
fn check_other_path<S: Clone + Eq + std::hash::Hash + std::fmt::Debug>(r: &Realization<S>) {
    let fa = r.algorithm();
    let lengths = hookgames_plain::arrow_lengths(fa).unwrap();
    let mut path = vec![0u32];
    loop {
        let irr = lengths.irreducible_followers(*path.last().unwrap());
        match irr.last() {
            Some(&j) => path.push(j),
            None => break,
        }
    }
    // The path by its positions, as the paper writes (6.2).
    let path: Vec<S> = path.iter().map(|&i| fa.state(i).unwrap().clone()).collect();
    let word = r.word_of_path(&path).unwrap();
    let w = hookgames_coxeter::WeylElement::from_word(r.datum(), &word).unwrap();
    assert_eq!(&w, r.element());
    assert_eq!(w.length(), word.len());
}

fn young_up_to(max: u64) {
    let mut seen = 0;
    for n in 0..=max {
        for p in Partitions::new(n).unwrap() {
            let r = realize(&YoungRealization, &p).unwrap();
            // Type A: D_* is a path (the contents of the diagram plus α_*).
            assert!(w_is_path(r.datum()), "{p}");
            check(&r, n);
            check_other_path(&r);
            seen += 1;
        }
    }
    // Σ_{n ≤ 10} p(n) = 139.
    assert_eq!(seen, if max == 10 { 139 } else { seen });
}

/// All Young diagrams of size ≤ 10 (fast enough for the test profile).
#[test]
fn young_diagrams_up_to_10() {
    young_up_to(10);
}

fn shifted_up_to(max: u64) {
    let mut seen = 0;
    for n in 0..=max {
        for p in Partitions::new(n).unwrap() {
            let parts = p.parts().to_vec();
            if parts.windows(2).any(|w| w[0] == w[1]) {
                continue;
            }
            let s = ShiftedPartition::new(parts).unwrap();
            let r = realize(&ShiftedHookGame, &s).unwrap();
            check(&r, n);
            check_other_path(&r);
            // Type D: from (3, 1) on D_* has a branch node (a vertex of degree 3).
            // Type D: once there are two rows and four boxes, the Coxeter graph
            // of W has a branch node; one-row diagrams and (2, 1) stay in type A.
            assert_eq!(w_is_path(r.datum()), p.parts().len() < 2 || n < 4, "{p}");
            seen += 1;
        }
    }
    // Σ_{n ≤ 10} (number of strict partitions of n) = 43.
    assert_eq!(seen, if max == 10 { 43 } else { seen });
}

#[test]
fn shifted_diagrams_up_to_10() {
    shifted_up_to(10);
}

/// §8: the 2 × 3 rectangle. D_* is the path 3 – 1 – 0 – 2 with α_* = 4
/// joined to 0 (type A4, α_* beside the content-0 node), w has length 6, and
/// ⟨wα_*⟩_ρ has the 10 Young diagrams inside the rectangle.
#[test]
fn rectangle_2x3() {
    let r = realize(&YoungRealization, &Partition::new(vec![3, 3]).unwrap()).unwrap();
    let d = r.datum();
    assert_eq!((d.vertex_count(), d.star()), (5, 4));
    assert_eq!(d.neighbors(4), &[0]);
    assert_eq!(d.neighbors(0), &[1, 2, 4]);
    assert_eq!(d.neighbors(1), &[0, 3]);
    assert_eq!(r.word(), &[1, 3, 0, 2, 1, 0]);
    let (rho, sigma) = r.verify_theorem_6_2().unwrap();
    assert_eq!((rho.states, rho.arrows), (10, 30));
    assert_eq!((sigma.states, sigma.arrows), (10, 30));
    assert_eq!(
        YoungRealization
            .follower_count(&Partition::new(vec![3, 3]).unwrap())
            .unwrap(),
        6
    );
}
