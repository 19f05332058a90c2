//! Deterministic shapes shared by the benches.
#![allow(dead_code)]

use hookgames_partition::Partition;

/// The staircase (n, n − 1, …, 1).
pub(crate) fn staircase(n: u64) -> Partition {
    Partition::new((1..=n).rev().collect()).unwrap()
}

/// A deterministic pseudo-random partition with `rows` rows and parts in
/// 1..=`width` (xorshift from `seed`).
pub(crate) fn ragged(rows: usize, width: u64, seed: u64) -> Partition {
    let mut x = seed;
    let mut parts: Vec<u64> = (0..rows)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            1 + x % width
        })
        .collect();
    parts.sort_unstable_by(|a, b| b.cmp(a));
    Partition::new(parts).unwrap()
}
