//! Test helpers: an independent box-level implementation of Abuku–Tada
//! Definitions 5.1 and 5.3 (it shares no code with `hookgames-partition`).
//! The random and exhaustive strict partitions are
//! `hookgames_partition::arbitrary` (feature `quickcheck`).
#![allow(dead_code)]

use std::collections::BTreeSet;

use hookgames_partition::ShiftedPartition;

pub(crate) fn sp(v: &[u64]) -> ShiftedPartition {
    ShiftedPartition::new(v.to_vec()).expect("a valid strict partition")
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
