//! Tree statistics and tree classes (LCTR §2.4) on 1, 2, 3 and 4 threads
//! are those of the sequential pass — the counts, and the class ids
//! themselves — on Nim sums, Kawanaka's cubes, the Sato–Welter game's
//! rectangles (as Nim-like sums of heaps) and random wide DAGs.

mod common;

use common::{C1, Heap, cube};
use hookgames_game::{Engine, FiniteAlgorithm, tree_statistics};
use quickcheck::QuickCheck;

use hookgames_game::testing::on_threads as on;

fn same_stats(fa: &FiniteAlgorithm<impl Sync>, root: u32) {
    let one = on(1, || fa.tree_statistics(root)).unwrap();
    for t in [2, 3, 4] {
        assert_eq!(
            on(t, || fa.tree_statistics(root)).unwrap(),
            one,
            "{t} threads"
        );
    }
    assert_eq!(fa.tree_statistics(root).unwrap(), one);
    let classes = fa.tree_classes().unwrap();
    for t in [1, 2, 3, 4] {
        assert_eq!(on(t, || fa.tree_classes()).unwrap(), classes, "{t} threads");
    }
}

#[test]
fn nim_sums_and_cubes_have_the_same_statistics_on_every_thread_count() {
    // Six heaps of 3: 4096 states in 19 levels of up to 580 states.
    let six = FiniteAlgorithm::from_root(&vec![Heap; 6], &vec![3; 6]).unwrap();
    same_stats(&six, 0);
    // Heaps of different sizes: fewer symmetric classes.
    let mixed = FiniteAlgorithm::from_root(&vec![Heap; 4], &vec![9, 7, 5, 3]).unwrap();
    same_stats(&mixed, 0);
    // The 10-cube: 1024 states, 10! plays.
    let c10 = FiniteAlgorithm::from_root(&cube(10), &vec![0; 10]).unwrap();
    same_stats(&c10, 0);
    let s = on(2, || {
        Engine::new().tree_statistics(&vec![C1; 10], &vec![0; 10])
    })
    .unwrap();
    assert_eq!(s.leaves, (1..=10u32).product::<u32>().into());
    assert_eq!(s.tree_classes, 11);
    assert_eq!(s, tree_statistics(&vec![C1; 10], &vec![0; 10]).unwrap());
    // From a state other than the first.
    same_stats(&mixed, 5);
}

/// A random DAG of `layers` layers of `width` states, arrows from a layer
/// to later ones with probability about 3 / width.
fn layered(layers: usize, width: usize, seed: u64) -> FiniteAlgorithm<u32> {
    let mut s = seed | 1;
    let mut next = move || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    };
    let n = layers * width;
    let rows: Vec<Vec<u32>> = (0..n)
        .map(|i| {
            let start = (i / width + 1) * width;
            (start..n)
                .filter(|_| next() % width as u64 <= 2)
                .map(|j| j as u32)
                .collect()
        })
        .collect();
    FiniteAlgorithm::from_followers(rows).unwrap()
}

#[test]
fn qc_random_wide_dags_have_the_same_statistics() {
    fn prop(layers: u8, width: u16, seed: u64) -> bool {
        let fa = layered(
            2 + usize::from(layers % 20),
            50 + usize::from(width % 300),
            seed,
        );
        same_stats(&fa, 0);
        same_stats(&fa, (seed % fa.len() as u64) as u32);
        true
    }
    QuickCheck::new()
        .tests(30)
        .quickcheck(prop as fn(u8, u16, u64) -> bool);
}

#[test]
fn errors_are_reported_alike() {
    let cyclic = FiniteAlgorithm::from_followers([vec![1], vec![0]]);
    if let Ok(fa) = cyclic {
        assert_eq!(
            on(2, || fa.tree_statistics(0)),
            on(1, || fa.tree_statistics(0))
        );
        assert!(on(3, || fa.tree_classes()).is_err());
    }
    let fa = FiniteAlgorithm::from_followers([vec![1], vec![]]).unwrap();
    assert!(on(2, || fa.tree_statistics(7)).is_err());
}
