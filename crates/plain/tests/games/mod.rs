//! Small plain (and non-plain) test games written from the definitions:
//! the Nakayama algorithm in its one-line (stones) and Young (hook removal)
//! realizations (Kawanaka §8), hook removal on shifted diagrams as bar
//! removal on strict partitions, Nim heaps, Kawanaka's cubes, and helpers
//! (Young diagrams as `Diagram`s, the number of standard tableaux f^λ by
//! corner removal).
#![allow(dead_code, unreachable_pub)]

use std::collections::HashMap;
use std::ops::ControlFlow;

use hookgames_game::{Algorithm, GameError};

use hookgames_plain::{Diagram, Plain};

/// The one-line realization (Kawanaka §8, Fig. 7): stones on the cells
/// 0..64 (bit i of the word); a move takes a stone to an empty cell on its
/// left; |p → q| is the distance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OneLine;

impl Algorithm for OneLine {
    type State = u64;
    fn try_for_each_follower<B, F>(&self, p: &u64, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        for s in 0..64u32 {
            if p >> s & 1 == 1 {
                for t in 0..s {
                    if p >> t & 1 == 0 {
                        f(p & !(1 << s) | 1 << t)?;
                    }
                }
            }
        }
        ControlFlow::Continue(())
    }
}

impl Plain for OneLine {
    fn arrow_length(&self, p: &u64, q: &u64) -> Result<u64, GameError> {
        let moved = p ^ q;
        Ok(u64::from(
            (63 - moved.leading_zeros()) - moved.trailing_zeros(),
        ))
    }
    fn quotient_lengths_divide(&self) -> bool {
        true
    }
}

/// The stones of a partition with `l` stones (β-numbers λ_k + l − k).
pub fn to_stones(lambda: &[u64], l: usize) -> u64 {
    assert!(lambda.len() <= l);
    let mut word = 0u64;
    for k in 0..l {
        let part = lambda.get(k).copied().unwrap_or(0);
        word |= 1 << (part + (l - 1 - k) as u64);
    }
    word
}

/// The partition of a set of stones.
pub fn from_stones(word: u64) -> Vec<u64> {
    let cells: Vec<u64> = (0..64u64).rev().filter(|&c| word >> c & 1 == 1).collect();
    let l = cells.len();
    cells
        .iter()
        .enumerate()
        .map(|(k, &c)| c - (l - 1 - k) as u64)
        .filter(|&x| x > 0)
        .collect()
}

/// The Young realization: a partition (non-increasing, no zeros); a move
/// removes the (rim) hook of a box, Y − H(x) (Kawanaka §8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Young;

impl Algorithm for Young {
    type State = Vec<u64>;
    fn try_for_each_follower<B, F>(&self, p: &Vec<u64>, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(Vec<u64>) -> ControlFlow<B>,
    {
        // Via β-numbers with l = len stones: each box is a stone move.
        let l = p.len();
        let betas: Vec<u64> = (0..l).map(|k| p[k] + (l - 1 - k) as u64).collect();
        for (k, &b) in betas.iter().enumerate() {
            for target in 0..b {
                if betas.contains(&target) {
                    continue;
                }
                let mut nb = betas.clone();
                nb[k] = target;
                nb.sort_unstable_by(|a, b| b.cmp(a));
                let q: Vec<u64> = nb
                    .iter()
                    .enumerate()
                    .map(|(i, &c)| c - (l - 1 - i) as u64)
                    .filter(|&x| x > 0)
                    .collect();
                f(q)?;
            }
        }
        ControlFlow::Continue(())
    }
}

impl Plain for Young {
    fn arrow_length(&self, p: &Vec<u64>, q: &Vec<u64>) -> Result<u64, GameError> {
        Ok(p.iter().sum::<u64>() - q.iter().sum::<u64>())
    }
    fn try_for_each_arrow_length<B, F>(&self, p: &Vec<u64>, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        for h in hook_lengths(p) {
            f(h)?;
        }
        ControlFlow::Continue(())
    }
    fn quotient_lengths_divide(&self) -> bool {
        true
    }
}

/// The conjugate partition.
pub fn conjugate(lambda: &[u64]) -> Vec<u64> {
    let w = lambda.first().copied().unwrap_or(0);
    (1..=w)
        .map(|j| lambda.iter().filter(|&&x| x >= j).count() as u64)
        .collect()
}

/// All hook lengths, row by row.
pub fn hook_lengths(lambda: &[u64]) -> Vec<u64> {
    let c = conjugate(lambda);
    let mut out = Vec::new();
    for (i, &row) in lambda.iter().enumerate() {
        for j in 0..row {
            out.push(row - j + c[j as usize] - i as u64 - 1);
        }
    }
    out
}

/// The Young diagram of λ as a plain diagram (Kawanaka (8.1)): boxes
/// (row, column), 1-based, row by row; x → y iff x ∈ H(y), x ≠ y.
pub fn young_diagram(lambda: &[u64]) -> Diagram<(usize, u64)> {
    let mut labels = Vec::new();
    for (i, &row) in lambda.iter().enumerate() {
        for j in 1..=row {
            labels.push((i + 1, j));
        }
    }
    let index: HashMap<(usize, u64), u32> = labels
        .iter()
        .enumerate()
        .map(|(k, &b)| (b, k as u32))
        .collect();
    let hooks: Vec<Vec<u32>> = labels
        .iter()
        .map(|&(i, j)| {
            let mut h = Vec::new();
            for jj in j + 1..=lambda[i - 1] {
                h.push(index[&(i, jj)]);
            }
            for ii in i + 1..=lambda.len() {
                if lambda[ii - 1] >= j {
                    h.push(index[&(ii, j)]);
                }
            }
            h
        })
        .collect();
    Diagram::from_hooks(labels, hooks).unwrap()
}

/// Y − H(i, j) for a box (1-based).
pub fn remove_hook(lambda: &[u64], i: usize, j: u64) -> Vec<u64> {
    let l = lambda.len();
    let c = conjugate(lambda);
    let h = lambda[i - 1] - j + c[j as usize - 1] - i as u64 + 1;
    let mut betas: Vec<u64> = (0..l).map(|k| lambda[k] + (l - 1 - k) as u64).collect();
    betas[i - 1] -= h;
    betas.sort_unstable_by(|a, b| b.cmp(a));
    betas
        .iter()
        .enumerate()
        .map(|(k, &b)| b - (l - 1 - k) as u64)
        .filter(|&x| x > 0)
        .collect()
}

/// All partitions of n.
pub fn partitions(n: u64) -> Vec<Vec<u64>> {
    fn rec(n: u64, max: u64, prefix: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
        if n == 0 {
            out.push(prefix.clone());
            return;
        }
        for part in (1..=n.min(max)).rev() {
            prefix.push(part);
            rec(n - part, part, prefix, out);
            prefix.pop();
        }
    }
    let mut out = Vec::new();
    rec(n, n, &mut Vec::new(), &mut out);
    out
}

/// The number f^λ of standard Young tableaux, by removing a corner in
/// every possible way (no hook-length formula).
pub fn standard_tableaux(lambda: &[u64], memo: &mut HashMap<Vec<u64>, u128>) -> u128 {
    if lambda.is_empty() {
        return 1;
    }
    if let Some(&v) = memo.get(lambda) {
        return v;
    }
    let mut total = 0;
    for i in 0..lambda.len() {
        let is_corner = i + 1 == lambda.len() || lambda[i + 1] < lambda[i];
        if is_corner {
            let mut mu = lambda.to_vec();
            mu[i] -= 1;
            if mu[i] == 0 {
                mu.pop();
            }
            total += standard_tableaux(&mu, memo);
        }
    }
    memo.insert(lambda.to_vec(), total);
    total
}

/// Hook removal on shifted diagrams, on the set of parts of a strict
/// partition (bit v: v is a part, parts 1..63): a shifted hook is a bar
/// (Morris): lower a part a to a smaller non-part v ≥ 1, delete a part, or
/// delete two parts. |p → q| is the decrease of the size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Shifted;

impl Algorithm for Shifted {
    type State = u64;
    fn try_for_each_follower<B, F>(&self, p: &u64, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        for a in 1..64u32 {
            if p >> a & 1 == 0 {
                continue;
            }
            let without = p & !(1 << a);
            f(without)?;
            for v in 1..a {
                if p >> v & 1 == 0 {
                    f(without | 1 << v)?;
                }
            }
            for b in 1..a {
                if p >> b & 1 == 1 {
                    f(without & !(1 << b))?;
                }
            }
        }
        ControlFlow::Continue(())
    }
}

/// The size of a strict partition given as a set of parts.
pub fn shifted_size(p: u64) -> u64 {
    (1..64u64).filter(|&v| p >> v & 1 == 1).sum()
}

impl Plain for Shifted {
    fn arrow_length(&self, p: &u64, q: &u64) -> Result<u64, GameError> {
        Ok(shifted_size(*p) - shifted_size(*q))
    }
}

/// The strict partition with the given parts, as a set.
pub fn strict(parts: &[u64]) -> u64 {
    parts.iter().fold(0, |w, &v| w | 1 << v)
}

/// All strict partitions of size ≤ n, as sets.
pub fn strict_sets_up_to(n: u64) -> Vec<u64> {
    (0u64..1 << (n.min(20) + 1))
        .filter(|&w| w & 1 == 0 && shifted_size(w) <= n)
        .collect()
}

/// A Nim heap (one stone on the board; the Young diagram of one row).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Heap;

impl Algorithm for Heap {
    type State = u64;
    fn try_for_each_follower<B, F>(&self, p: &u64, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        (0..*p).try_for_each(f)
    }
}

impl Plain for Heap {
    fn arrow_length(&self, p: &u64, q: &u64) -> Result<u64, GameError> {
        Ok(p - q)
    }
    fn quotient_lengths_divide(&self) -> bool {
        true
    }
}

/// Kawanaka's C₁.
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

impl Plain for C1 {
    fn arrow_length(&self, _: &u8, _: &u8) -> Result<u64, GameError> {
        Ok(1)
    }
    fn quotient_lengths_divide(&self) -> bool {
        true
    }
}

/// The n-cube C_n.
pub fn cube(n: usize) -> Vec<C1> {
    vec![C1; n]
}

/// A small deterministic random source (xorshift64*).
pub fn rng(seed: u64) -> impl FnMut() -> u64 {
    let mut x = seed | 1;
    move || {
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}
