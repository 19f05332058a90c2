//! Brute-force reference implementations (straight from the definitions,
//! on explicit sets of boxes) shared by the integration tests. The random
//! and exhaustive partitions are the crate's own `arbitrary` module
//! (feature `quickcheck`).
#![allow(dead_code)]

use std::collections::{BTreeSet, HashMap};

use hookgames_partition::{Partition, ShiftedPartition};
use num_bigint::BigUint;
use num_traits::{One, Zero};

pub(crate) type Boxes = BTreeSet<(usize, u64)>;

/// The boxes of a Young diagram, from the parts.
pub(crate) fn young_boxes(y: &Partition) -> Boxes {
    let mut s = Boxes::new();
    for (k, &p) in y.parts().iter().enumerate() {
        for j in 1..=p {
            s.insert((k + 1, j));
        }
    }
    s
}

/// Reads a set of boxes back as a Young diagram, checking it is one
/// (left-justified rows starting at column 1, non-increasing, no gaps).
pub(crate) fn young_from_boxes(s: &Boxes) -> Partition {
    let rows = s.iter().map(|b| b.0).max().unwrap_or(0);
    let mut parts = Vec::new();
    for i in 1..=rows {
        let cols: Vec<u64> = s.iter().filter(|b| b.0 == i).map(|b| b.1).collect();
        let len = cols.len() as u64;
        assert_eq!(
            cols,
            (1..=len).collect::<Vec<_>>(),
            "row {i} is not left-justified"
        );
        parts.push(len);
    }
    Partition::new(parts).expect("box set is not a Young diagram")
}

/// h_Y(i, j) by Abuku–Tada, Definition 2.8, on the box set.
pub(crate) fn young_hook_brute(s: &Boxes, i: usize, j: u64) -> Boxes {
    s.iter()
        .copied()
        .filter(|&(a, b)| (a == i && b >= j) || (b == j && a >= i))
        .collect()
}

/// Y ∖ h_Y(i, j) by Abuku–Tada, Definition 2.9, moving boxes one by one.
pub(crate) fn young_remove_brute(y: &Partition, i: usize, j: u64) -> Partition {
    let s = young_boxes(y);
    let hook = young_hook_brute(&s, i, j);
    let mut out = Boxes::new();
    for &(a, b) in &s {
        if hook.contains(&(a, b)) {
            continue;
        }
        if a > i && b > j {
            out.insert((a - 1, b - 1));
        } else {
            out.insert((a, b));
        }
    }
    young_from_boxes(&out)
}

/// The boxes of a shifted diagram: row i spans columns i..=λ_i + i − 1.
pub(crate) fn shifted_boxes(s: &ShiftedPartition) -> Boxes {
    let mut b = Boxes::new();
    for (k, &p) in s.parts().iter().enumerate() {
        let i = k + 1;
        for j in i as u64..i as u64 + p {
            b.insert((i, j));
        }
    }
    b
}

/// Reads a set of boxes back as a shifted diagram, checking it is one.
pub(crate) fn shifted_from_boxes(s: &Boxes) -> ShiftedPartition {
    let rows = s.iter().map(|b| b.0).max().unwrap_or(0);
    let mut parts = Vec::new();
    for i in 1..=rows {
        let cols: Vec<u64> = s.iter().filter(|b| b.0 == i).map(|b| b.1).collect();
        let len = cols.len() as u64;
        assert_eq!(
            cols,
            (i as u64..i as u64 + len).collect::<Vec<_>>(),
            "row {i} does not start on the diagonal"
        );
        parts.push(len);
    }
    ShiftedPartition::new(parts).expect("box set is not a shifted diagram")
}

/// h_S(i, j) = box ⊔ arm ⊔ leg ⊔ tail, Abuku–Tada Definition 5.1, literally.
pub(crate) fn shifted_hook_brute(s: &Boxes, i: usize, j: u64) -> Boxes {
    let mut h = Boxes::new();
    h.insert((i, j));
    for &(a, b) in s {
        let arm = a == i && b > j;
        let leg = a > i && b == j;
        let tail = a as u64 == j + 1 && b > j;
        if arm || leg || tail {
            h.insert((a, b));
        }
    }
    h
}

/// S ∖ h_S(i, j) by Abuku–Tada, Definition 5.3, moving boxes one by one.
pub(crate) fn shifted_remove_brute(sp: &ShiftedPartition, i: usize, j: u64) -> ShiftedPartition {
    let s = shifted_boxes(sp);
    let hook = shifted_hook_brute(&s, i, j);
    let mut out = Boxes::new();
    for &(a, b) in &s {
        if hook.contains(&(a, b)) {
            continue;
        }
        let a64 = a as u64;
        if j + 1 > a64 && a > i && b > j {
            out.insert((a - 1, b - 1));
        } else if a64 > j + 1 {
            out.insert((a - 2, b - 2));
        } else {
            out.insert((a, b));
        }
    }
    shifted_from_boxes(&out)
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
