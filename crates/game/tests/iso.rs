//! Isomorphisms of algorithms (Kawanaka §1; Abuku–Tada, Definition 2.4).

mod common;

use std::ops::ControlFlow;

use common::{C1, Heap, Subtraction, cube};
use hookgames_game::{
    Algorithm, Engine, Fallible, FiniteAlgorithm, GameError, GameMap, IsomorphismError, Limits,
    find_isomorphism, verify_isomorphism,
};
use quickcheck::quickcheck;

#[test]
fn sum_is_commutative_via_swap() {
    let a = Subtraction::new(vec![1, 3]);
    let ab = (&a, Heap);
    let ba = (Heap, &a);
    for (x, y) in [(0, 0), (4, 2), (7, 5), (10, 3)] {
        let cert = verify_isomorphism(&ab, &(x, y), &ba, &(y, x), |&(p, q)| (q, p)).unwrap();
        assert_eq!(cert.states, u64::from((x + 1) * (y + 1)));
    }
}

#[test]
fn nim_heap_is_the_subtraction_game_with_all_moves() {
    for n in 0..30u32 {
        let s = Subtraction::new((1..=n.max(1)).collect());
        let cert = verify_isomorphism(&Heap, &n, &s, &n, |&k| k).unwrap();
        assert_eq!(cert.states, u64::from(n) + 1);
        assert_eq!(cert.arrows, u64::from(n * (n + 1) / 2));
    }
}

#[test]
fn cube_coordinate_permutations_are_isomorphisms() {
    // Kawanaka §2: C_n = C₁ + … + C₁; permuting the summands is an
    // isomorphism, and C₁ + C₂ ≅ C₃ by flattening.
    let c4 = cube(4);
    let perm = [2usize, 0, 3, 1];
    let cert = verify_isomorphism(&c4, &vec![0; 4], &c4, &vec![0; 4], |p| {
        perm.iter().map(|&i| p[i]).collect::<Vec<_>>()
    })
    .unwrap();
    assert_eq!((cert.states, cert.arrows), (16, 32));
    let c1_plus_c2 = (C1, cube(2));
    verify_isomorphism(
        &c1_plus_c2,
        &(0, vec![0, 0]),
        &cube(3),
        &vec![0, 0, 0],
        |(a, v)| vec![*a, v[0], v[1]],
    )
    .unwrap();
}

#[test]
fn exact_counterexamples() {
    // Heap 3 vs S(1,2) from 3 with the identity: the first option of 3 in
    // Nim is 0, whose image 0 is not an option of 3 in S(1,2).
    let s12 = Subtraction::new(vec![1, 2]);
    let err = verify_isomorphism(&Heap, &3, &s12, &3, |&k| k).unwrap_err();
    assert_eq!(
        err,
        IsomorphismError::ExtraOption {
            position: 3,
            position_image: 3,
            option: 0,
            option_image: 0
        }
    );
    assert_eq!(
        err.to_string(),
        "f(φ(p)) ≠ ψ(f(p)) at p = 3: its option 0 maps to 0, which is not an option of f(p) = 3"
    );
    // The other way round: the option 0 of 3 in Nim is missed.
    assert_eq!(
        verify_isomorphism(&s12, &3, &Heap, &3, |&k| k).unwrap_err(),
        IsomorphismError::MissingOption {
            position: 3,
            position_image: 3,
            option: 0
        }
    );
    // Non-injective: 0 and 1 both map to 1 (options of 2 are seen in the
    // order 0, 1).
    assert_eq!(
        verify_isomorphism(&Heap, &2, &Heap, &2, |&k| k.max(1)).unwrap_err(),
        IsomorphismError::NotInjective {
            first: 0,
            second: 1,
            image: 1
        }
    );
    // Root mismatch.
    assert_eq!(
        verify_isomorphism(&Heap, &2, &Heap, &3, |&k| k).unwrap_err(),
        IsomorphismError::RootMismatch {
            image: 2,
            expected: 3
        }
    );
    // A counterexample below the root: C₃ vs C₃ with the identity except
    // that (0,1,1) and (1,1,0) swap images. The root passes; the next
    // position in BFS order is (1,0,0), whose option (1,1,0) maps to
    // (0,1,1), not an option of (1,0,0).
    let c3 = cube(3);
    let swap = |p: &Vec<u8>| -> Vec<u8> {
        match p.as_slice() {
            [0, 1, 1] => vec![1, 1, 0],
            [1, 1, 0] => vec![0, 1, 1],
            _ => p.clone(),
        }
    };
    assert_eq!(
        verify_isomorphism(&c3, &vec![0, 0, 0], &c3, &vec![0, 0, 0], swap).unwrap_err(),
        IsomorphismError::ExtraOption {
            position: vec![1, 0, 0],
            position_image: vec![1, 0, 0],
            option: vec![1, 1, 0],
            option_image: vec![0, 1, 1]
        }
    );
}

#[test]
fn verification_limit() {
    assert_eq!(
        Engine::new()
            .with_limits(Limits::default().with_max_states(10).with_sequential(true))
            .verify_isomorphism(&Heap, &50, &Heap, &50, |&k| k)
            .unwrap_err(),
        IsomorphismError::Limit(GameError::StateLimit { limit: 10 })
    );
}

#[test]
fn find_isomorphism_on_cubes_and_relabelled_copies() {
    for n in 0..=5 {
        let c = cube(n);
        let fa = FiniteAlgorithm::from_root(&c, &vec![0; n]).unwrap();
        // Relabel: reverse the indices.
        let len = fa.len() as u32;
        let rows: Vec<Vec<u32>> = (0..len)
            .rev()
            .map(|i| fa.followers_of(i).iter().map(|&j| len - 1 - j).collect())
            .collect();
        let relabelled = FiniteAlgorithm::from_followers(rows).unwrap();
        let iso = find_isomorphism(&c, &vec![0; n], &relabelled, &(len - 1))
            .unwrap()
            .expect("C_n is isomorphic to a relabelling of itself");
        assert_eq!(iso.len(), 1 << n);
        verify_isomorphism(&c, &vec![0; n], &relabelled, &(len - 1), |p| {
            *iso.image(p).unwrap()
        })
        .unwrap();
    }
    // C₂ is not Nim heap 3 (4 states each).
    assert!(
        find_isomorphism(&cube(2), &vec![0, 0], &Heap, &3)
            .unwrap()
            .is_none()
    );
    // C₃ is not the sum of a heap of 1 and a heap of 3 (8 states each).
    assert!(
        find_isomorphism(&cube(3), &vec![0, 0, 0], &vec![Heap; 2], &vec![1, 3])
            .unwrap()
            .is_none()
    );
}

/// All bijections of ⟨a⟩ onto ⟨b⟩ that map root to root, by brute force.
fn brute_isomorphic(a: &FiniteAlgorithm<u32>, ra: u32, b: &FiniteAlgorithm<u32>, rb: u32) -> bool {
    let fa = FiniteAlgorithm::from_root(a, &ra).unwrap();
    let fb = FiniteAlgorithm::from_root(b, &rb).unwrap();
    if fa.len() != fb.len() {
        return false;
    }
    let n = fa.len();
    // Heap's algorithm over permutations of 1..n (index 0 = root fixed).
    let mut perm: Vec<u32> = (0..n as u32).collect();
    let check = |perm: &[u32]| {
        (0..n as u32).all(|p| {
            let mut x: Vec<u32> = fa
                .followers_of(p)
                .iter()
                .map(|&q| perm[q as usize])
                .collect();
            let mut y: Vec<u32> = fb.followers_of(perm[p as usize]).to_vec();
            x.sort_unstable();
            y.sort_unstable();
            x == y
        })
    };
    if n <= 1 {
        return check(&perm);
    }
    let m = n - 1;
    let mut c = vec![0usize; m];
    if check(&perm) {
        return true;
    }
    let mut i = 0;
    while i < m {
        if c[i] < i {
            if i % 2 == 0 {
                perm.swap(1, 1 + i);
            } else {
                perm.swap(1 + c[i], 1 + i);
            }
            if check(&perm) {
                return true;
            }
            c[i] += 1;
            i = 0;
        } else {
            c[i] = 0;
            i += 1;
        }
    }
    false
}

quickcheck! {
    fn qc_find_isomorphism_finds_relabellings(pairs: Vec<(u8, u8)>, n: u8, s1: u64, s2: u64) -> bool {
        let n = usize::from(n % 12) + 1;
        let a = FiniteAlgorithm::from_followers(common::random_dag(n, &pairs, s1)).unwrap();
        let b = FiniteAlgorithm::from_followers(common::random_dag(n, &pairs, s2)).unwrap();
        // The same DAG under two labellings: the images of pre-label 0.
        let root_a = common::random_dag_label(n, s1, 0);
        let root_b = common::random_dag_label(n, s2, 0);
        match find_isomorphism(&a, &root_a, &b, &root_b).unwrap() {
            None => false,
            Some(iso) => verify_isomorphism(&a, &root_a, &b, &root_b, |p| *iso.image(p).unwrap()).is_ok(),
        }
    }

    fn qc_find_isomorphism_agrees_with_brute_force(
        pa: Vec<(u8, u8)>, pb: Vec<(u8, u8)>, n: u8, s1: u64, s2: u64
    ) -> bool {
        let n = usize::from(n % 7) + 1;
        let a = FiniteAlgorithm::from_followers(common::random_dag(n, &pa, s1)).unwrap();
        let b = FiniteAlgorithm::from_followers(common::random_dag(n, &pb, s2)).unwrap();
        let ra = common::random_dag_label(n, s1, 0);
        let rb = common::random_dag_label(n, s2, 0);
        let found = find_isomorphism(&a, &ra, &b, &rb).unwrap();
        if let Some(iso) = &found
            && verify_isomorphism(&a, &ra, &b, &rb, |p| *iso.image(p).unwrap()).is_err()
        {
            return false;
        }
        found.is_some() == brute_isomorphic(&a, ra, &b, rb)
    }
}

#[test]
fn symmetric_algorithms_do_not_blow_up_the_search() {
    // C₆ has 720 automorphisms fixing the origin; refinement plus
    // individualization finds a map without enumerating them.
    let c6 = cube(6);
    let other = vec![C1; 6];
    let iso = find_isomorphism(&c6, &vec![0; 6], &other, &vec![0; 6])
        .unwrap()
        .unwrap();
    assert_eq!(iso.len(), 64);
    assert!(!iso.is_empty());
    assert_eq!(iso.pairs()[0], (vec![0; 6], vec![0; 6]));
    assert_eq!(iso.preimage(&vec![1; 6]), Some(&vec![1; 6]));
    assert!(c6.is_end(iso.image(&vec![1; 6]).unwrap()).unwrap());
}

/// A map of the kind the papers define: heaps of Nim to heaps shifted by
/// one, defined only on heaps of at most `max`.
#[derive(Debug, Clone, Copy)]
struct ShiftUpTo {
    max: u32,
}

impl GameMap<u32> for ShiftUpTo {
    type Image = u32;
    type Error = String;
    fn try_apply(&self, p: &u32) -> Result<u32, String> {
        if *p <= self.max {
            Ok(p + 1)
        } else {
            Err(format!("heap {p} is larger than {}", self.max))
        }
    }
}

/// Nim shifted by one: heap n has the followers 1..n (heap 1 is the end).
#[derive(Debug, Clone, Copy)]
struct Shifted;

impl Algorithm for Shifted {
    type State = u32;
    fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u32) -> ControlFlow<B>,
    {
        (1..*p).try_for_each(f)
    }
}

#[test]
fn a_partial_map_is_a_counterexample_where_it_fails_never_a_panic() {
    // Defined on ⟨5⟩: an isomorphism of ⟨5⟩ onto ⟨6⟩ of the shifted game.
    let map = ShiftUpTo { max: 5 };
    let cert = verify_isomorphism(&Heap, &5, &Shifted, &6, |p| map.try_apply(p)).unwrap();
    assert_eq!((cert.states, cert.arrows), (6, 15));
    // Defined only up to 3: the root 5 itself is outside the domain …
    let small = ShiftUpTo { max: 3 };
    assert_eq!(
        verify_isomorphism(&Heap, &5, &Shifted, &6, |p| small.try_apply(p)),
        Err(IsomorphismError::MapFailed {
            position: 5,
            error: "heap 5 is larger than 3".to_string()
        })
    );
    // … while below the root 3 it is defined everywhere.
    assert!(verify_isomorphism(&Heap, &3, &Shifted, &4, |p| small.try_apply(p)).is_ok());
    // A fallible closure fails at the first reachable position where it is
    // undefined in breadth-first order: heap 0 below 4.
    let err = verify_isomorphism(&Heap, &4, &Heap, &3, |&p: &u32| {
        p.checked_sub(1).ok_or("the end has no predecessor")
    })
    .unwrap_err();
    assert_eq!(
        err,
        IsomorphismError::MapFailed {
            position: 0,
            error: "the end has no predecessor"
        }
    );
    assert_eq!(
        err.to_string(),
        "the map is not defined at 0, a position reachable from a_root: the end has no predecessor"
    );
    // The same maps through the trait, generically.
    fn apply_all<M: GameMap<u32>>(map: &M, ps: &[u32]) -> Vec<Result<M::Image, M::Error>> {
        ps.iter().map(|p| map.try_apply(p)).collect()
    }
    assert_eq!(
        apply_all(&map, &[0, 5, 6]),
        vec![Ok(1), Ok(6), Err("heap 6 is larger than 5".to_string())]
    );
    assert_eq!(apply_all(&|p: &u32| p * 2, &[3]), vec![Ok(6)]);
    let partial = Fallible(|p: &u32| if *p > 0 { Ok(p - 1) } else { Err(()) });
    assert_eq!(apply_all(&partial, &[1, 0]), vec![Ok(0), Err(())]);
}
