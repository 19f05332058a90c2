//! Tiny test games: Nim heaps, subtraction games, Kawanaka's cubes, chains.
#![allow(dead_code, unreachable_pub)]

use std::ops::ControlFlow;

use hookgames_game::{Algorithm, GameError, Indexed};

/// A Nim heap: n → {0, …, n−1}.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Heap;

impl Algorithm for Heap {
    type State = u32;
    fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u32) -> ControlFlow<B>,
    {
        (0..*p).try_for_each(f)
    }
}

/// Nim with `k` heaps.
pub fn nim(k: usize) -> Vec<Heap> {
    vec![Heap; k]
}

/// Nim heaps 0..=max, ranked by size.
#[derive(Debug, Clone, Copy)]
pub struct Heaps(pub u32);

impl Algorithm for Heaps {
    type State = u32;
    fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u32) -> ControlFlow<B>,
    {
        (0..*p).try_for_each(f)
    }
}

impl Indexed for Heaps {
    fn count(&self) -> u64 {
        u64::from(self.0) + 1
    }
    fn rank(&self, p: &u32) -> u64 {
        u64::from(*p)
    }
    fn unrank(&self, r: u64) -> u32 {
        r as u32
    }
}

/// Nim positions with `k` heaps of size ≤ `m`, ranked in mixed radix
/// (m + 1), most significant heap LAST so that rank order is not a
/// topological order of the moves in any simple way.
#[derive(Debug, Clone)]
pub struct BoundedNim {
    pub k: usize,
    pub m: u32,
}

impl Algorithm for BoundedNim {
    type State = Vec<u32>;
    fn try_for_each_follower<B, F>(&self, p: &Vec<u32>, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(Vec<u32>) -> ControlFlow<B>,
    {
        for i in 0..p.len() {
            for v in 0..p[i] {
                let mut q = p.clone();
                q[i] = v;
                f(q)?;
            }
        }
        ControlFlow::Continue(())
    }
}

impl Indexed for BoundedNim {
    fn count(&self) -> u64 {
        u64::from(self.m + 1).pow(self.k as u32)
    }
    fn rank(&self, p: &Vec<u32>) -> u64 {
        // Reverse the digit values so that smaller heaps get LARGER ranks.
        p.iter().rev().fold(0, |acc, &x| {
            acc * u64::from(self.m + 1) + u64::from(self.m - x)
        })
    }
    fn unrank(&self, mut r: u64) -> Vec<u32> {
        let base = u64::from(self.m + 1);
        let mut out = Vec::with_capacity(self.k);
        for _ in 0..self.k {
            out.push(self.m - (r % base) as u32);
            r /= base;
        }
        out
    }
}

/// The subtraction game S(set): from n remove s ∈ set with s ≤ n.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Subtraction(pub Vec<u32>);

impl Subtraction {
    /// A subtraction game with the given set, sorted and deduplicated, zero
    /// removed (a move must change the position).
    pub fn new(mut set: Vec<u32>) -> Self {
        set.retain(|&s| s > 0);
        set.sort_unstable();
        set.dedup();
        Subtraction(set)
    }

    /// Brute-force Grundy values 0..=n by the definition, bottom-up.
    pub fn values_up_to(&self, n: u32) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::new();
        for x in 0..=n {
            let opts: Vec<u64> = self
                .0
                .iter()
                .filter(|&&s| s <= x)
                .map(|&s| g[(x - s) as usize])
                .collect();
            g.push((0..).find(|v| !opts.contains(v)).unwrap());
        }
        g
    }
}

impl Algorithm for Subtraction {
    type State = u32;
    fn try_for_each_follower<B, F>(&self, p: &u32, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u32) -> ControlFlow<B>,
    {
        for &s in &self.0 {
            if s <= *p {
                f(p - s)?;
            }
        }
        ControlFlow::Continue(())
    }
}

/// Kawanaka's C₁ = ({0, 1}, ω₁) with ω₁(0) = {1}, ω₁(1) = ∅.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct C1;

impl Algorithm for C1 {
    type State = u8;
    fn try_for_each_follower<B, F>(&self, p: &u8, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u8) -> ControlFlow<B>,
    {
        if *p == 0 {
            f(1)?;
        }
        ControlFlow::Continue(())
    }
}

/// Kawanaka's n-cube C_n = C₁ + … + C₁ (n copies).
pub fn cube(n: usize) -> Vec<C1> {
    vec![C1; n]
}

/// The chain: state n has the single follower n − 1.
#[derive(Debug, Clone, Copy)]
pub struct Chain;

impl Algorithm for Chain {
    type State = u64;
    fn try_for_each_follower<B, F>(&self, p: &u64, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        if *p > 0 {
            f(p - 1)?;
        }
        ControlFlow::Continue(())
    }
}

impl Indexed for Chain {
    fn count(&self) -> u64 {
        1_000_001
    }
    fn rank(&self, p: &u64) -> u64 {
        *p
    }
    fn unrank(&self, r: u64) -> u64 {
        r
    }
}

/// A game with a cycle: n → (n + 1) mod m, plus n → n − 1 … only the cycle.
#[derive(Debug, Clone, Copy)]
pub struct Cycle(pub u32);

impl Algorithm for Cycle {
    type State = u32;
    fn try_for_each_follower<B, F>(&self, p: &u32, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u32) -> ControlFlow<B>,
    {
        f((p + 1) % self.0)?;
        ControlFlow::Continue(())
    }
}

/// Nim-sum of a slice.
pub fn nim_sum(xs: &[u32]) -> u64 {
    xs.iter().fold(0, |a, &b| a ^ u64::from(b))
}

/// All vectors of length k with entries 0..=m.
pub fn all_positions(k: usize, m: u32) -> Vec<Vec<u32>> {
    let mut out = vec![Vec::new()];
    for _ in 0..k {
        out = out
            .into_iter()
            .flat_map(|v| {
                (0..=m).map(move |x| {
                    let mut w = v.clone();
                    w.push(x);
                    w
                })
            })
            .collect();
    }
    out
}

/// A random acyclic algorithm on `n` states: arrow a → b for each pair with
/// a % n < b % n (deduplicated), then the states relabelled by a
/// permutation derived from `seed`, so that index order is not a
/// topological order.
pub fn random_dag(n: usize, pairs: &[(u8, u8)], seed: u64) -> Vec<Vec<u32>> {
    let n = n.max(1);
    let perm = random_permutation(n, seed);
    let mut rows: Vec<Vec<u32>> = vec![Vec::new(); n];
    for &(a, b) in pairs {
        let (a, b) = (a as usize % n, b as usize % n);
        if a < b {
            let (pa, pb) = (perm[a], perm[b]);
            if !rows[pa as usize].contains(&pb) {
                rows[pa as usize].push(pb);
            }
        }
    }
    rows
}

fn random_permutation(n: usize, seed: u64) -> Vec<u32> {
    let mut perm: Vec<u32> = (0..n as u32).collect();
    perm.sort_by_key(|&i| {
        let mut x = u64::from(i) ^ seed.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x ^= x >> 31;
        x.wrapping_mul(0x94D0_49BB_1331_11EB)
    });
    perm
}

/// The label that `random_dag(n, _, seed)` gives to the pre-label `i`.
pub fn random_dag_label(n: usize, seed: u64, i: usize) -> u32 {
    random_permutation(n.max(1), seed)[i]
}
