//! Test helpers computed straight from the parts, independent of β-numbers.
#![allow(dead_code)]

use std::collections::BTreeSet;

use hookgames_partition::Partition;
use quickcheck::{Arbitrary, Gen};

/// All partitions of `n`, each once (parts generated largest first).
pub(crate) fn partitions_of(n: u64) -> Vec<Partition> {
    fn go(left: u64, max: u64, cur: &mut Vec<u64>, out: &mut Vec<Partition>) {
        if left == 0 {
            out.push(Partition::new(cur.clone()).unwrap());
            return;
        }
        for p in (1..=max.min(left)).rev() {
            cur.push(p);
            go(left - p, p, cur, out);
            cur.pop();
        }
    }
    let mut out = Vec::new();
    go(n, n, &mut Vec::new(), &mut out);
    out
}

/// All partitions of size ≤ `n`.
pub(crate) fn partitions_up_to(n: u64) -> Vec<Partition> {
    (0..=n).flat_map(partitions_of).collect()
}

/// Column lengths λ'_j, j = 1..=λ_1 (index j − 1), counted box by box.
pub(crate) fn columns(lambda: &Partition) -> Vec<usize> {
    let width = lambda.part(1);
    (1..=width)
        .map(|j| lambda.parts().iter().filter(|&&p| p >= j).count())
        .collect()
}

/// Every box (i, j) with its hook length arm + leg + 1.
pub(crate) fn hooks(lambda: &Partition) -> Vec<((usize, u64), u64)> {
    let cols = columns(lambda);
    let mut out = Vec::new();
    for (k, &p) in lambda.parts().iter().enumerate() {
        let i = k + 1;
        for j in 1..=p {
            let arm = p - j;
            let leg = (cols[j as usize - 1] - i) as u64;
            out.push(((i, j), arm + leg + 1));
        }
    }
    out
}

/// Motegi §2.1, literally: Y⟨i,j⟩ = {(i',j') ∈ Y : i' < i or j' < j}
/// ∪ {(i'−1, j'−1) : (i',j') ∈ Y, i' > i, j' > j}, as a set of boxes.
pub(crate) fn remove_hook_by_definition(lambda: &Partition, (i, j): (usize, u64)) -> Partition {
    let boxes: BTreeSet<(usize, u64)> = lambda
        .parts()
        .iter()
        .enumerate()
        .flat_map(|(k, &p)| (1..=p).map(move |c| (k + 1, c)))
        .collect();
    assert!(boxes.contains(&(i, j)));
    let mut out = BTreeSet::new();
    for &(a, b) in &boxes {
        if a < i || b < j {
            out.insert((a, b));
        } else if a > i && b > j {
            out.insert((a - 1, b - 1));
        }
    }
    let rows = out.iter().map(|&(a, _)| a).max().unwrap_or(0);
    let parts: Vec<u64> = (1..=rows)
        .map(|a| out.iter().filter(|&&(x, _)| x == a).count() as u64)
        .collect();
    let p = Partition::new(parts).unwrap();
    // The result is a diagram: row a holds exactly the columns 1..=λ_a.
    for &(a, b) in &out {
        assert!(b <= p.part(a));
    }
    p
}

/// A random partition with at most 12 rows and parts at most 14.
#[derive(Clone, Debug)]
pub(crate) struct SmallPartition(pub(crate) Partition);

impl Arbitrary for SmallPartition {
    fn arbitrary(g: &mut Gen) -> Self {
        let rows = usize::arbitrary(g) % 13;
        let mut parts: Vec<u64> = (0..rows).map(|_| u64::arbitrary(g) % 15).collect();
        parts.sort_unstable_by(|a, b| b.cmp(a));
        SmallPartition(Partition::new(parts).unwrap())
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        let parts = self.0.parts().to_vec();
        let mut out = Vec::new();
        if !parts.is_empty() {
            out.push(SmallPartition(Partition::new(parts[1..].to_vec()).unwrap()));
            out.push(SmallPartition(
                Partition::new(parts[..parts.len() - 1].to_vec()).unwrap(),
            ));
            let halved: Vec<u64> = parts.iter().map(|p| p / 2).collect();
            out.push(SmallPartition(Partition::new(halved).unwrap()));
        }
        Box::new(out.into_iter())
    }
}

/// A random partition with up to 200 rows and parts up to 500.
#[derive(Clone, Debug)]
pub(crate) struct MediumPartition(pub(crate) Partition);

impl Arbitrary for MediumPartition {
    fn arbitrary(g: &mut Gen) -> Self {
        let rows = usize::arbitrary(g) % 201;
        let mut parts: Vec<u64> = (0..rows).map(|_| u64::arbitrary(g) % 501).collect();
        parts.sort_unstable_by(|a, b| b.cmp(a));
        MediumPartition(Partition::new(parts).unwrap())
    }
}
