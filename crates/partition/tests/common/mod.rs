//! Brute-force reference implementations (straight from the definitions,
//! on explicit sets of boxes) shared by the integration tests. The random
//! and exhaustive partitions, and the box sets, hooks and hook removals of
//! Young and shifted diagrams by definition, are the crate's own
//! `arbitrary` module (feature `quickcheck`).
#![allow(dead_code)]

use std::collections::{BTreeSet, HashMap};

use num_bigint::BigUint;
use num_traits::{One, Zero};

pub(crate) type Boxes = BTreeSet<(usize, u64)>;

/// h_Y(i, j) by Abuku–Tada, Definition 2.8, on the box set.
pub(crate) fn young_hook_brute(s: &Boxes, i: usize, j: u64) -> Boxes {
    s.iter()
        .copied()
        .filter(|&(a, b)| (a == i && b >= j) || (b == j && a >= i))
        .collect()
}

/// f^λ by removing corners recursively (the largest entry of a standard
/// tableau sits in a corner), memoised on the parts.
pub(crate) fn syt_brute(parts: &[u64], memo: &mut HashMap<Vec<u64>, BigUint>) -> BigUint {
    if parts.iter().sum::<u64>() <= 1 {
        return BigUint::one();
    }
    if let Some(v) = memo.get(parts) {
        return v.clone();
    }
    let mut total = BigUint::zero();
    for k in 0..parts.len() {
        let next = parts.get(k + 1).copied().unwrap_or(0);
        if parts[k] > next {
            let mut q = parts.to_vec();
            q[k] -= 1;
            if q[k] == 0 {
                q.pop();
            }
            total += syt_brute(&q, memo);
        }
    }
    memo.insert(parts.to_vec(), total.clone());
    total
}

/// g^λ (standard shifted tableaux) by removing corners recursively: the
/// result must stay strictly decreasing.
pub(crate) fn shifted_syt_brute(parts: &[u64], memo: &mut HashMap<Vec<u64>, BigUint>) -> BigUint {
    if parts.iter().sum::<u64>() <= 1 {
        return BigUint::one();
    }
    if let Some(v) = memo.get(parts) {
        return v.clone();
    }
    let mut total = BigUint::zero();
    for k in 0..parts.len() {
        let next = parts.get(k + 1).copied().unwrap_or(0);
        let ok = parts[k] > next + 1 || (parts[k] == 1 && k + 1 == parts.len());
        if ok {
            let mut q = parts.to_vec();
            q[k] -= 1;
            if q[k] == 0 {
                q.pop();
            }
            total += shifted_syt_brute(&q, memo);
        }
    }
    memo.insert(parts.to_vec(), total.clone());
    total
}

pub(crate) fn binomial(n: u64, k: u64) -> u64 {
    (1..=k).fold(1u64, |acc, t| acc * (n - k + t) / t)
}
