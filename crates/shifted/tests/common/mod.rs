//! Test helpers: strict partitions, random shifted diagrams, and an
//! independent box-level implementation of Abuku–Tada Definitions 5.1 and
//! 5.3 (it shares no code with `hookgames-partition`).
#![allow(dead_code)]

use std::collections::BTreeSet;

use hookgames_partition::ShiftedPartition;
use quickcheck::{Arbitrary, Gen};

pub(crate) fn sp(v: &[u64]) -> ShiftedPartition {
    ShiftedPartition::new(v.to_vec()).expect("a valid strict partition")
}

/// All strict partitions of `n` (distinct parts), in decreasing order.
pub(crate) fn strict_partitions_of(n: u64) -> Vec<ShiftedPartition> {
    fn rec(n: u64, max: u64, cur: &mut Vec<u64>, out: &mut Vec<ShiftedPartition>) {
        if n == 0 {
            out.push(ShiftedPartition::new(cur.clone()).unwrap());
            return;
        }
        for p in (1..=n.min(max)).rev() {
            cur.push(p);
            rec(n - p, p - 1, cur, out);
            cur.pop();
        }
    }
    let mut out = Vec::new();
    rec(n, n, &mut Vec::new(), &mut out);
    out
}

/// All strict partitions of 0, 1, …, n.
pub(crate) fn strict_partitions_up_to(n: u64) -> Vec<ShiftedPartition> {
    (0..=n).flat_map(strict_partitions_of).collect()
}

/// F(S_n): the 2^n shifted diagrams inside the staircase (every subset of
/// {1, …, n} as a set of parts), built without the crate.
pub(crate) fn in_staircase(n: u64) -> Vec<ShiftedPartition> {
    (0u64..1 << n)
        .map(|mask| {
            let parts: Vec<u64> = (1..=n)
                .rev()
                .filter(|&p| mask >> (p - 1) & 1 == 1)
                .collect();
            ShiftedPartition::new(parts).unwrap()
        })
        .collect()
}

/// The boxes of S in shifted coordinates: row i has columns i..=λ_i + i − 1.
pub(crate) fn box_set(s: &ShiftedPartition) -> BTreeSet<(usize, u64)> {
    let mut out = BTreeSet::new();
    for (k, &p) in s.parts().iter().enumerate() {
        let i = k + 1;
        for j in i as u64..i as u64 + p {
            out.insert((i, j));
        }
    }
    out
}

/// h_S(i, j) literally from Definition 5.1 on the set of boxes.
pub(crate) fn literal_hook(
    boxes: &BTreeSet<(usize, u64)>,
    i: usize,
    j: u64,
) -> BTreeSet<(usize, u64)> {
    let mut h = BTreeSet::new();
    h.insert((i, j));
    for &(a, b) in boxes {
        let arm = a == i && b > j;
        let leg = a > i && b == j;
        let tail = a as u64 == j + 1 && b > j;
        if arm || leg || tail {
            h.insert((a, b));
        }
    }
    h
}

/// S \ h_S(i, j) literally from Definition 5.3: remove the hook, move the
/// boxes (i′, j′) with i < i′ < j + 1, j′ > j to (i′ − 1, j′ − 1) and those
/// with i′ > j + 1 to (i′ − 2, j′ − 2); then read the rows back and check
/// that the result is a shifted diagram (row r = columns r..r + len − 1,
/// lengths strictly decreasing). Returns the parts, or a description of
/// why the result is not a shifted diagram.
pub(crate) fn literal_removal(s: &ShiftedPartition, i: usize, j: u64) -> Result<Vec<u64>, String> {
    let boxes = box_set(s);
    assert!(boxes.contains(&(i, j)));
    let hook = literal_hook(&boxes, i, j);
    let mut moved = BTreeSet::new();
    for &(a, b) in boxes.difference(&hook) {
        let (a2, b2) = if (a as u64) < j + 1 && a > i && b > j {
            (a - 1, b - 1)
        } else if a as u64 > j + 1 {
            (a - 2, b - 2)
        } else {
            (a, b)
        };
        if !moved.insert((a2, b2)) {
            return Err(format!("two boxes land on ({a2}, {b2})"));
        }
    }
    let rows = moved.iter().map(|&(a, _)| a).max().unwrap_or(0);
    let mut parts = Vec::new();
    for r in 1..=rows {
        let cols: Vec<u64> = moved
            .iter()
            .filter(|&&(a, _)| a == r)
            .map(|&(_, b)| b)
            .collect();
        let len = cols.len() as u64;
        if len == 0 || cols != (r as u64..r as u64 + len).collect::<Vec<_>>() {
            return Err(format!("row {r} is not columns {r}..: {cols:?}"));
        }
        if let Some(&prev) = parts.last()
            && len >= prev
        {
            return Err(format!(
                "row {r} ({len}) is not shorter than the row above ({prev})"
            ));
        }
        parts.push(len);
    }
    Ok(parts)
}

/// A random shifted diagram: a random subset of 1..=max, max ≤ 64 (or of
/// a wider range with huge parts when `huge`).
#[derive(Clone, Debug)]
pub(crate) struct Strict(pub ShiftedPartition);

impl Arbitrary for Strict {
    fn arbitrary(g: &mut Gen) -> Self {
        let max = u64::arbitrary(g) % 64 + 1;
        let density = u64::arbitrary(g) % 4 + 1;
        let mut parts: Vec<u64> = (1..=max)
            .rev()
            .filter(|_| u64::arbitrary(g) % density == 0)
            .collect();
        if bool::arbitrary(g) && !parts.is_empty() {
            // Sometimes keep only a few parts.
            let keep = usize::arbitrary(g) % parts.len() + 1;
            let stride = parts.len().div_ceil(keep);
            parts = parts.into_iter().step_by(stride).collect();
        }
        Strict(ShiftedPartition::new(parts).unwrap())
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        let parts = self.0.parts().to_vec();
        Box::new((0..parts.len()).map(move |k| {
            let mut p = parts.clone();
            p.remove(k);
            Strict(ShiftedPartition::new(p).unwrap())
        }))
    }
}

/// A shifted diagram with a few possibly huge parts (up to 2^40).
#[derive(Clone, Debug)]
pub(crate) struct Wide(pub ShiftedPartition);

impl Arbitrary for Wide {
    fn arbitrary(g: &mut Gen) -> Self {
        let n = usize::arbitrary(g) % 8;
        let mut parts: Vec<u64> = (0..n).map(|_| u64::arbitrary(g) % (1 << 40) + 1).collect();
        parts.sort_unstable_by(|a, b| b.cmp(a));
        parts.dedup();
        Wide(ShiftedPartition::new(parts).unwrap())
    }
}
