//! Small acyclic test games given by their rows of followers: every game
//! with a few positions, and random ones for quickcheck.
#![allow(dead_code, unreachable_pub)]

use hookgames_game::FiniteAlgorithm;
use quickcheck::{Arbitrary, Gen};

/// Every acyclic game on the states 0..n whose arrows go from smaller to
/// larger states: up to isomorphism, every finite acyclic game with n
/// positions (each has a topological order).
pub fn all_dags(n: usize) -> Vec<Vec<Vec<u32>>> {
    let pairs: Vec<(usize, usize)> = (0..n)
        .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
        .collect();
    (0u64..1 << pairs.len())
        .map(|mask| {
            let mut rows = vec![Vec::new(); n];
            for (b, &(i, j)) in pairs.iter().enumerate() {
                if mask >> b & 1 == 1 {
                    rows[i].push(j as u32);
                }
            }
            rows
        })
        .collect()
}

/// The game with these rows of followers.
pub fn game(rows: &[Vec<u32>]) -> FiniteAlgorithm<u32> {
    FiniteAlgorithm::from_followers(rows.to_vec()).expect("acyclic, in range")
}

/// A random acyclic game on 0..n, n < `N` + 1, each arrow i → j (i < j)
/// present with probability 1/2.
#[derive(Clone, Debug)]
pub struct Dag<const N: usize>(pub Vec<Vec<u32>>);

impl<const N: usize> Arbitrary for Dag<N> {
    fn arbitrary(g: &mut Gen) -> Self {
        let n = 1 + usize::arbitrary(g) % N;
        Dag((0..n)
            .map(|i| {
                (i + 1..n)
                    .filter(|_| bool::arbitrary(g))
                    .map(|j| j as u32)
                    .collect()
            })
            .collect())
    }
}
