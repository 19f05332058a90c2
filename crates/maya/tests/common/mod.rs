//! Test helpers computed straight from the parts, independent of β-numbers.
//! The random and exhaustive partitions are `hookgames_partition::arbitrary`
//! (feature `quickcheck`).
#![allow(dead_code)]

use std::collections::BTreeSet;

use hookgames_partition::Partition;

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
