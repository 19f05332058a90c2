//! Kawanaka §1 constructions and the materialized finite algorithm.

mod common;

use std::collections::{BTreeSet, HashSet};
use std::ops::ControlFlow;

use common::{C1, Heap, Subtraction, cube};
use hookgames_game::{
    Algorithm, AlgorithmExt, DisjointSum, DisjointUnion, Either, Engine, FiniteAlgorithm,
    GameError, Indexed, Limits, Restriction, Subalgorithm, Truncation, find_cycle, grundy,
};

#[test]
fn sum_followers_replace_exactly_one_coordinate() {
    let g = (Heap, Subtraction::new(vec![2]));
    assert_eq!(g.followers(&(2, 3)).unwrap(), vec![(0, 3), (1, 3), (2, 1)]);
    assert_eq!(g.follower_count(&(2, 3)).unwrap(), 3);
    assert!(g.is_end(&(0, 1)).unwrap());
    assert!(g.has_arrow(&(2, 3), &(2, 1)).unwrap());
    assert!(!g.has_arrow(&(2, 3), &(1, 1)).unwrap());
}

#[test]
fn cubes_have_2_to_the_n_states_and_a_unique_origin_and_end() {
    // Kawanaka §2: in an n-cube there is a unique point o with ω⁻¹(o) = ∅
    // and a unique end e; the basis ω(o) has n elements.
    for n in 0..=8 {
        let fa = FiniteAlgorithm::from_root(&cube(n), &vec![0; n]).unwrap();
        assert_eq!(fa.len(), 1 << n);
        let origins: Vec<u32> = (0..fa.len() as u32)
            .filter(|&i| fa.predecessors_of(i).is_empty())
            .collect();
        assert_eq!(origins, vec![0]);
        assert_eq!(fa.ends().count(), 1);
        assert_eq!(fa.followers_of(0).len(), n);
    }
}

#[test]
fn sums_of_any_arity_and_disjoint_sums() {
    let g = vec![Subtraction::new(vec![1]), Subtraction::new(vec![2, 3])];
    assert_eq!(
        g.followers(&vec![1, 3]).unwrap(),
        vec![vec![0, 3], vec![1, 1], vec![1, 0]]
    );
    assert_eq!(g.follower_count(&vec![1, 3]).unwrap(), 3);
    // A tuple, an array and a slice of games are sums too, with the same
    // followers in the same order.
    let t = (Subtraction::new(vec![1]), Subtraction::new(vec![2, 3]));
    assert_eq!(t.followers(&(1, 3)).unwrap(), vec![(0, 3), (1, 1), (1, 0)]);
    let a = [Subtraction::new(vec![1]), Subtraction::new(vec![2, 3])];
    assert_eq!(a.followers(&[1, 3]).unwrap(), vec![[0, 3], [1, 1], [1, 0]]);
    assert_eq!(
        g[..].followers(&vec![1, 3]).unwrap(),
        g.followers(&vec![1, 3]).unwrap()
    );
    let triple = (Heap, Heap, C1);
    assert_eq!(triple.follower_count(&(2, 1, 0)).unwrap(), 4);
    assert!(triple.is_end(&(0, 0, 1)).unwrap());
    assert!(!triple.is_end(&(0, 0, 0)).unwrap());
    assert!(triple.has_arrow(&(2, 1, 0), &(2, 1, 1)).unwrap());
    assert_eq!(
        triple.find_follower(&(2, 1, 0), |q| q.2 == 1).unwrap(),
        Some((2, 1, 1))
    );

    let d = DisjointSum::new(Heap, C1);
    assert_eq!(
        d.followers(&Either::Left(2)).unwrap(),
        vec![Either::Left(0), Either::Left(1)]
    );
    assert_eq!(
        d.followers(&Either::Right(0)).unwrap(),
        vec![Either::Right(1)]
    );
    assert_eq!(d.follower_count(&Either::Right(1)).unwrap(), 0);
    // Both sides are full subalgorithms: nothing crosses.
    let fa = FiniteAlgorithm::from_roots(&d, &[Either::Left(3), Either::Right(0)], &Engine::new())
        .unwrap();
    assert_eq!(fa.len(), 4 + 2);
    assert_eq!(fa.arrow_count(), 6 + 1);

    let u = DisjointUnion::new(vec![Heap, Heap]);
    assert_eq!(u.followers(&(1, 2)).unwrap(), vec![(1, 0), (1, 1)]);
    assert!(
        u.is_end(&(7, 5)).unwrap(),
        "a missing component has no moves"
    );
    assert_eq!(grundy(&u, &(0, 9)), Ok(9));
}

#[test]
fn subalgorithms_from_predicates_and_sets() {
    // (Q, φ_Q) with φ_Q(q) = φ(q) ∩ Q (Kawanaka §1).
    let odd = Subalgorithm::new(Heap, |p: &u32| p % 2 == 1);
    assert_eq!(odd.followers(&7).unwrap(), vec![1, 3, 5]);
    let set: HashSet<u32> = [0, 2, 5].into_iter().collect();
    let s = Subalgorithm::new(Heap, set);
    assert_eq!(s.followers(&5).unwrap(), vec![0, 2]);
    let bset: BTreeSet<u32> = [1, 4].into_iter().collect();
    assert_eq!(
        Subalgorithm::new(Heap, bset).followers(&6).unwrap(),
        vec![1, 4]
    );
    let hset: hashbrown::HashSet<u32> = [3].into_iter().collect();
    assert_eq!(
        Subalgorithm::new(Heap, hset).followers(&6).unwrap(),
        vec![3]
    );
    // A principal algorithm ⟨p⟩ is full: restricting to it changes nothing.
    let reach: HashSet<Vec<u8>> = FiniteAlgorithm::from_root(&cube(3), &vec![0, 1, 0])
        .unwrap()
        .states()
        .iter()
        .cloned()
        .collect();
    assert_eq!(reach.len(), 4);
    let sub = Subalgorithm::new(cube(3), reach.clone());
    for p in &reach {
        assert_eq!(sub.followers(p).unwrap(), cube(3).followers(p).unwrap());
    }
    assert!(sub.game().len() == 3 && sub.subset().len() == 4);
}

#[test]
fn restrictions_and_truncation() {
    let r = Restriction::new(Heap, |p: &u32, q: &u32| p - q <= 2);
    assert_eq!(r.followers(&5).unwrap(), vec![3, 4]);
    assert_eq!(grundy(&r, &9), Ok(0), "S(1,2) at 9");
    assert_eq!(r.game().followers(&2).unwrap(), vec![0, 1]);
    // LCTR Definition 8: moves into terminal positions are removed.
    let t = Truncation::new(Subtraction::new(vec![1, 2]));
    assert_eq!(t.followers(&3).unwrap(), vec![2, 1]);
    assert_eq!(t.followers(&2).unwrap(), vec![1]);
    assert_eq!(t.followers(&1).unwrap(), Vec::<u32>::new());
    assert_eq!(t.game().followers(&2).unwrap(), vec![1, 0]);
    // trunc(G) of a sum: (1,1) → (0,1), (1,0) are not ends, kept.
    let g = vec![Heap; 2];
    let tg = Truncation::new(&g);
    assert_eq!(
        tg.followers(&vec![1, 1]).unwrap(),
        vec![vec![0, 1], vec![1, 0]]
    );
    assert_eq!(tg.followers(&vec![1, 0]).unwrap(), Vec::<Vec<u32>>::new());
}

#[test]
fn finite_algorithm_structure() {
    let g = Subtraction::new(vec![1, 3]);
    let fa = FiniteAlgorithm::from_root(&g, &6).unwrap();
    // BFS numbering from the root.
    assert_eq!(fa.states(), &[6, 5, 3, 4, 2, 0, 1]);
    assert_eq!(fa.index_of(&4), Some(3));
    assert_eq!(fa.index_of(&7), None);
    assert_eq!(fa.state(0), Some(&6));
    assert_eq!(fa.state(99), None);
    assert_eq!(fa.followers_of(0), &[1, 2]);
    assert_eq!(fa.followers_of(99), &[] as &[u32]);
    // Indexed on indices.
    assert_eq!(fa.count(), 7);
    assert_eq!(fa.unrank(fa.rank(&3)), 3);
    // Every arrow of φ appears reversed in φ⁻¹ and vice versa.
    let rev = fa.reversed();
    let mut arrows = Vec::new();
    let mut back = Vec::new();
    for p in 0..fa.len() as u32 {
        for &q in fa.followers_of(p) {
            arrows.push((p, q));
        }
        for &q in rev.followers_of(p) {
            back.push((q, p));
        }
        assert_eq!(rev.followers_of(p), fa.predecessors_of(p));
    }
    arrows.sort_unstable();
    back.sort_unstable();
    assert_eq!(arrows, back);
    assert_eq!(rev.reversed().followers_of(0), fa.followers_of(0));
    assert_eq!(rev.index_of(&4), Some(3));
    // Topological order: every arrow goes forward.
    let order = fa.topological_order().unwrap();
    let mut pos = vec![0; fa.len()];
    for (k, &p) in order.iter().enumerate() {
        pos[p as usize] = k;
    }
    assert!(
        arrows
            .iter()
            .all(|&(p, q)| pos[p as usize] < pos[q as usize])
    );
    // Restriction to odd-length moves of S(1,3) keeps everything here.
    assert_eq!(fa.restricted(|_, _| true).arrow_count(), fa.arrow_count());
    assert_eq!(fa.restricted(|_, _| false).arrow_count(), 0);
    assert!(format!("{fa:?}").contains("states: 7"));
}

#[test]
fn finite_algorithm_errors() {
    assert_eq!(
        FiniteAlgorithm::from_followers([vec![3u32], vec![], vec![]]).unwrap_err(),
        GameError::FollowerOutOfRange {
            state: 0,
            follower: 3,
            len: 3
        }
    );
    assert_eq!(
        FiniteAlgorithm::from_followers([vec![], vec![0u32, 0]]).unwrap_err(),
        GameError::DuplicateFollower {
            state: 1,
            follower: 0
        }
    );
    /// Reports follower 0 twice.
    struct Stutter;
    impl Algorithm for Stutter {
        type State = u8;
        fn try_for_each_follower<B, F>(&self, p: &u8, mut f: F) -> ControlFlow<B>
        where
            B: From<GameError>,
            F: FnMut(u8) -> ControlFlow<B>,
        {
            if *p > 0 {
                f(0)?;
                f(0)?;
            }
            ControlFlow::Continue(())
        }
    }
    assert_eq!(
        FiniteAlgorithm::from_root(&Stutter, &1).unwrap_err(),
        GameError::DuplicateFollower {
            state: 0,
            follower: 1
        }
    );
    assert_eq!(
        FiniteAlgorithm::from_roots(
            &Heap,
            &[10],
            &Engine::new().with_limits(Limits::default().with_max_states(5))
        )
        .unwrap_err(),
        GameError::StateLimit { limit: 5 }
    );
    assert_eq!(find_cycle(&Heap, &10), Ok(None));
    assert_eq!(
        find_cycle(&common::Cycle(4), &1),
        Ok(Some(vec![1, 2, 3, 0]))
    );
}

/// A Nim heap that counts how many followers it has enumerated.
#[derive(Debug, Default)]
struct Counting {
    seen: std::cell::Cell<u64>,
}

impl Algorithm for Counting {
    type State = u32;
    fn try_for_each_follower<B, F>(&self, p: &u32, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u32) -> ControlFlow<B>,
    {
        for q in 0..*p {
            self.seen.set(self.seen.get() + 1);
            f(q)?;
        }
        ControlFlow::Continue(())
    }
}

#[test]
fn early_stop_reaches_through_references_and_sums() {
    let g = Counting::default();
    // An override stops the enumeration itself …
    assert_eq!(g.find_follower(&1000, |&q| q == 3).unwrap(), Some(3));
    assert_eq!(g.seen.get(), 4);
    assert!(!g.is_end(&1000).unwrap());
    assert!(g.has_arrow(&1000, &0).unwrap());
    assert_eq!(g.seen.get(), 6);
    // … and so do the references and sums built on it.
    g.seen.set(0);
    let r = &&g;
    assert_eq!(r.find_follower(&1000, |&q| q == 9).unwrap(), Some(9));
    assert_eq!(g.seen.get(), 10);
    g.seen.set(0);
    let sum = (&g, &g);
    assert_eq!(
        sum.find_follower(&(1000, 1000), |q| q.0 == 2).unwrap(),
        Some((2, 1000))
    );
    assert_eq!(g.seen.get(), 3);
    g.seen.set(0);
    assert_eq!(
        sum.find_follower(&(2, 1000), |q| q.1 == 1).unwrap(),
        Some((2, 1))
    );
    assert_eq!(g.seen.get(), 4);
    g.seen.set(0);
    let family = vec![&g, &g, &g];
    assert_eq!(
        family.find_follower(&vec![5, 5, 5], |q| q[1] == 0).unwrap(),
        Some(vec![5, 0, 5])
    );
    assert_eq!(g.seen.get(), 6);
    // Every game stops at the break: the common Nim heap as well.
    let mut calls = 0;
    let found = Heap.find_follower(&100, |&q| {
        calls += 1;
        q == 4
    });
    assert_eq!((found, calls), (Ok(Some(4)), 5));
}
