//! Kawanaka, Theorem 6.3: conditions (a) and (b) agree on minimal coset
//! representatives, and the elements satisfying them give plain algorithms.
use hookgames_coxeter::{
    CosetAlgorithm, CoxeterDatum, CoxeterError, RootAlgorithm, WeylElement, condition_a,
    condition_b, min_coset_reps_up_to, realize, verify_natural_isomorphism,
};
use hookgames_plain::check_plain;
use quickcheck::{Arbitrary, Gen, QuickCheck};

/// Checks (a) ⟺ (b) and the natural isomorphism σ ≅ ρ on every w ∈ W^J of
/// length ≤ `max_len`; for the w satisfying (a), ⟨wα_*⟩_ρ is plain and its
/// realization has a word of length ℓ(w). Returns (#W^J checked, #minuscule).
fn check_datum(d: &CoxeterDatum, max_len: usize, plain_up_to: usize) -> (usize, usize) {
    let reps = min_coset_reps_up_to(d, max_len).unwrap();
    let mut minuscule = 0;
    for w in &reps {
        let a = condition_a(d, w.reduced_word());
        let b = condition_b(d, w);
        assert_eq!(a.is_ok(), b.is_ok(), "{w:?}: (a) {a:?}, (b) {b:?}");
        verify_natural_isomorphism(d, w).unwrap();
        if a.is_ok() {
            minuscule += 1;
            if w.length() <= plain_up_to {
                let rho = RootAlgorithm::new(d);
                let top = rho.root_of(w).unwrap();
                check_plain(&rho, &top).unwrap();
                let r = realize(&rho, &top).unwrap();
                assert_eq!(r.element().length(), w.length());
                r.verify_theorem_6_2().unwrap();
            }
        } else {
            assert!(matches!(a, Err(CoxeterError::ConditionA { .. })));
            assert!(matches!(b, Err(CoxeterError::ConditionB { .. })));
        }
    }
    (reps.len(), minuscule)
}

fn tree(n: usize, edges: &[(usize, usize)], star: usize) -> CoxeterDatum {
    CoxeterDatum::new(n, edges, star).unwrap()
}

#[test]
fn type_a_every_star() {
    for n in 2..=6 {
        for star in 0..n {
            let d = CoxeterDatum::path(n, star).unwrap();
            let (all, min) = check_datum(&d, 12, 6);
            // Removing α_* leaves two arms, W = S_{star+1} × S_{n−star}, and
            // α_* sits at the end of each arm: (star + 1)(n − star) cosets,
            // all minuscule (type A weights at an end are minuscule).
            let count = (star + 1) * (n - star);
            assert_eq!((all, min), (count, count), "n = {n}, star = {star}");
        }
    }
}

#[test]
fn type_d_and_e_trees() {
    // D-shaped trees: a path 0 – 1 – ⋯ – (k−2) with a fork k−1 at k−3.
    for k in 4..=6 {
        let mut edges: Vec<(usize, usize)> = (1..k - 1).map(|i| (i - 1, i)).collect();
        edges.push((k - 3, k - 1));
        for star in 0..k {
            check_datum(&tree(k, &edges, star), 7, 5);
        }
    }
    // E6-shaped tree: 0 – 1 – 2 – 3 – 4, 5 on 2.
    let e6 = [(0, 1), (1, 2), (2, 3), (3, 4), (2, 5)];
    for star in 0..6 {
        check_datum(&tree(6, &e6, star), 7, 5);
    }
    // E7-shaped tree with α_* at the end of the long arm: W = E6 and α_* is
    // its minuscule weight (27 cosets, all minuscule, longest of length 16).
    let e7 = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (2, 6)];
    let d = tree(7, &e7, 5);
    let (all, min) = check_datum(&d, 16, 4);
    assert_eq!((all, min), (27, 27));
}

/// A non-minuscule element is rejected with the failing step of (a): W of
/// type D4 (centre 1, leaves 2, 3, 4) with α_* = 0 on the centre.
#[test]
fn non_minuscule_rejected() {
    let d = tree(5, &[(0, 1), (1, 2), (1, 3), (1, 4)], 0);
    let w = WeylElement::from_word(&d, &[1, 2, 3, 4, 1]).unwrap();
    assert_eq!(w.length(), 5);
    assert!(w.is_min_coset_rep(&d));
    assert_eq!(
        condition_a(&d, w.reduced_word()).unwrap_err(),
        CoxeterError::ConditionA {
            word: w.reduced_word().to_vec(),
            step: 1,
            letter: w.reduced_word()[0],
            difference: {
                let mut v = vec![0; 5];
                v[w.reduced_word()[0]] = 2;
                v
            }
        }
    );
    assert!(matches!(
        condition_b(&d, &w),
        Err(CoxeterError::ConditionB { .. })
    ));
    // A non-reduced word is refused before the check.
    assert_eq!(
        condition_a(&d, &[2, 2]),
        Err(CoxeterError::NotReduced {
            word: vec![2, 2],
            length: 0
        })
    );
    // A letter in J last fails (a) at the last step (the difference is 0).
    assert!(matches!(
        condition_a(&d, &[1, 2]),
        Err(CoxeterError::ConditionA {
            step: 2,
            letter: 2,
            ..
        })
    ));
}

#[test]
fn bad_input_is_typed() {
    assert_eq!(CoxeterDatum::new(0, &[], 0), Err(CoxeterError::Empty));
    assert!(matches!(
        CoxeterDatum::new(3, &[(0, 1)], 0),
        Err(CoxeterError::NotATree { .. })
    ));
    assert!(matches!(
        CoxeterDatum::new(2, &[(0, 0)], 0),
        Err(CoxeterError::Loop { vertex: 0, .. })
    ));
    assert!(matches!(
        CoxeterDatum::new(2, &[(0, 1)], 2),
        Err(CoxeterError::StarOutOfRange {
            star: 2,
            vertices: 2
        })
    ));
    let d = CoxeterDatum::path(3, 0).unwrap();
    assert!(matches!(
        WeylElement::from_word(&d, &[0]),
        Err(CoxeterError::BadLetter { letter: 0, .. })
    ));
    assert!(matches!(
        WeylElement::from_word(&d, &[1; 61]),
        Err(CoxeterError::WordTooLong { length: 61, .. })
    ));
    let rho = RootAlgorithm::new(&d);
    assert!(matches!(
        rho.root(vec![1, 0]),
        Err(CoxeterError::Dimension { .. })
    ));
    assert!(matches!(
        rho.root(vec![1, 0, 1]),
        Err(CoxeterError::NotInOrbit { .. })
    ));
    assert!(matches!(
        rho.root(vec![1, 1 << 30, 1 << 30]),
        Err(CoxeterError::RootTooLarge { .. })
    ));
    assert!(matches!(
        min_coset_reps_up_to(&d, 61),
        Err(CoxeterError::WordTooLong { .. })
    ));
    // An infinite W (the affine tree D̃4: a centre with four leaves).
    let d4t = tree(6, &[(0, 1), (1, 2), (1, 3), (1, 4), (1, 5)], 0);
    let reps = min_coset_reps_up_to(&d4t, 6).unwrap();
    assert!(reps.iter().all(|w| w.is_min_coset_rep(&d4t)));
    // σ on an infinite W: followers are shorter minimal representatives.
    let sigma = CosetAlgorithm::new(&d4t);
    let top = reps.last().unwrap();
    let followers = hookgames_game::AlgorithmExt::followers(&sigma, top).unwrap();
    assert!(!followers.is_empty());
    assert!(
        followers
            .iter()
            .all(|u| u.is_min_coset_rep(&d4t) && u.length() < top.length())
    );
}

/// A random tree (vertex i > 0 joined to a smaller one), star and word.
#[derive(Debug, Clone)]
struct Case {
    parents: Vec<usize>,
    star: usize,
    word: Vec<usize>,
}

impl Arbitrary for Case {
    fn arbitrary(g: &mut Gen) -> Self {
        let n = 2 + usize::arbitrary(g) % 5;
        let parents = (1..n).map(|i| usize::arbitrary(g) % i).collect();
        let star = usize::arbitrary(g) % n;
        let len = usize::arbitrary(g) % 7;
        let word = (0..len)
            .map(|_| {
                let k = usize::arbitrary(g) % (n - 1);
                if k >= star { k + 1 } else { k }
            })
            .collect();
        Case {
            parents,
            star,
            word,
        }
    }
}

impl Case {
    fn datum(&self) -> CoxeterDatum {
        let edges: Vec<(usize, usize)> = self
            .parents
            .iter()
            .enumerate()
            .map(|(i, &p)| (i + 1, p))
            .collect();
        CoxeterDatum::new(self.parents.len() + 1, &edges, self.star).unwrap()
    }
}

#[test]
fn quickcheck_conditions_agree_on_random_trees() {
    fn prop(c: Case) -> bool {
        let d = c.datum();
        let w = WeylElement::from_word(&d, &c.word)
            .unwrap()
            .min_coset_rep(&d);
        let a = condition_a(&d, w.reduced_word()).is_ok();
        let b = condition_b(&d, &w).is_ok();
        a == b && verify_natural_isomorphism(&d, &w).is_ok()
    }
    QuickCheck::new()
        .tests(200)
        .quickcheck(prop as fn(Case) -> bool);
}

#[test]
fn quickcheck_group_laws() {
    fn prop(c: Case) -> bool {
        let d = c.datum();
        let w = WeylElement::from_word(&d, &c.word).unwrap();
        let star = d.basis(d.star()).unwrap();
        // w acts as the product of the reflections, letter by letter.
        let mut v = star.clone();
        for &a in c.word.iter().rev() {
            v = d.reflect(a, &v).unwrap();
        }
        let inv = w.inverse(&d);
        let e = w.mul(&d, &inv).unwrap();
        let reduced_again = WeylElement::from_word(&d, w.reduced_word()).unwrap();
        let parity = (c.word.len() - w.length()).is_multiple_of(2);
        let descents_ok = d.simple_roots().into_iter().all(|a| {
            let mut ws = c.word.clone();
            ws.push(a);
            let l = WeylElement::from_word(&d, &ws).unwrap().length();
            w.has_right_descent(&d, a).unwrap() == (l < w.length())
        });
        // The form is W-invariant.
        let u = w.apply(&star).unwrap();
        w.apply(&star).unwrap() == v
            && e.length() == 0
            && reduced_again == w
            && parity
            && descents_ok
            && matches!((d.form(&u, &u), d.form(&star, &star)), (Ok(a), Ok(b)) if a == b)
    }
    QuickCheck::new()
        .tests(300)
        .quickcheck(prop as fn(Case) -> bool);
}
