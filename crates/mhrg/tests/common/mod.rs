//! Helpers shared by the integration tests.
#![allow(dead_code)]

pub(crate) use hookgames_game::testing::XorShift;
use std::collections::{BTreeSet, HashSet};

use hookgames_game::AlgorithmExt;
use hookgames_mhrg::{RectGame, RectPos};
use hookgames_partition::Partition;

/// The positions reachable from Y_{m,n} in the rectangular engine (the
/// definition of S(Y_{m,n}) = T(Y_{m,n})), by depth-first search.
pub(crate) fn reachable(m: usize, n: u64) -> HashSet<RectPos> {
    let game = RectGame::new(m, n).unwrap();
    let mut seen = HashSet::new();
    let mut stack = vec![game.start()];
    while let Some(p) = stack.pop() {
        if seen.insert(p) {
            game.for_each_follower(&p, |q| stack.push(q)).unwrap();
        }
    }
    seen
}

/// The reachable diagrams as partitions.
pub(crate) fn reachable_diagrams(m: usize, n: u64) -> BTreeSet<Partition> {
    let game = RectGame::new(m, n).unwrap();
    reachable(m, n)
        .into_iter()
        .map(|p| game.partition(&p).unwrap())
        .collect()
}

/// The options of a word mapped to partitions, sorted.
pub(crate) fn rect_options(game: &RectGame, y: &Partition) -> Vec<Partition> {
    let p = game.position(y).unwrap();
    let mut v: Vec<Partition> = game
        .followers(&p)
        .unwrap()
        .into_iter()
        .map(|q| game.partition(&q).unwrap())
        .collect();
    v.sort();
    v
}

/// A random m-subset of [1, total] as a word (the tests' xorshift cases).
pub(crate) trait Subset {
    fn subset(&mut self, m: usize, total: u64) -> u64;
}

impl Subset for XorShift {
    fn subset(&mut self, m: usize, total: u64) -> u64 {
        let mut w = 0u64;
        let mut c = 0;
        while c < m {
            let x = self.below(total);
            if w >> x & 1 == 0 {
                w |= 1 << x;
                c += 1;
            }
        }
        w
    }
}
