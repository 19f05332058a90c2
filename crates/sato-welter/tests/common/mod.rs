//! Test helpers: partition enumeration, random partitions, and box-level
//! reference computations straight from the definitions.
#![allow(dead_code)]

use hookgames_partition::{Partition, Partitions};
use quickcheck::{Arbitrary, Gen};

/// All partitions of size ≤ `n`.
pub(crate) fn partitions_up_to(n: u64) -> Vec<Partition> {
    (0..=n)
        .flat_map(|k| Partitions::new(k).expect("small n"))
        .collect()
}

/// Every hook length, computed box by box from the definition (arm + leg + 1,
/// counting boxes), independent of the crate's formulas.
pub(crate) fn hook_lengths_by_counting(lambda: &Partition) -> Vec<((usize, u64), u64)> {
    let mut out = Vec::new();
    for (k, &p) in lambda.parts().iter().enumerate() {
        let i = k + 1;
        for j in 1..=p {
            let arm = p - j;
            let leg = lambda.parts()[i..].iter().filter(|&&q| q >= j).count() as u64;
            out.push(((i, j), arm + leg + 1));
        }
    }
    out
}

/// A random partition with `rows` rows and parts up to `width`.
fn random_partition(g: &mut Gen, rows: usize, width: u64) -> Partition {
    let mut parts: Vec<u64> = (0..rows).map(|_| u64::arbitrary(g) % (width + 1)).collect();
    parts.sort_unstable_by(|a, b| b.cmp(a));
    Partition::new(parts).expect("sorted parts")
}

/// A partition small enough for the generic solver (at most 7 rows, parts
/// at most 7: at most C(14, 7) = 3432 partitions inside it).
#[derive(Debug, Clone)]
pub(crate) struct Small(pub(crate) Partition);

impl Arbitrary for Small {
    fn arbitrary(g: &mut Gen) -> Self {
        let rows = usize::arbitrary(g) % 8;
        Small(random_partition(g, rows, 7))
    }
    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        Box::new(shrink_partition(&self.0).map(Small))
    }
}

/// A partition for box-level algorithms: up to 40 rows, parts up to 60.
#[derive(Debug, Clone)]
pub(crate) struct Medium(pub(crate) Partition);

impl Arbitrary for Medium {
    fn arbitrary(g: &mut Gen) -> Self {
        let rows = usize::arbitrary(g) % 41;
        Medium(random_partition(g, rows, 60))
    }
    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        Box::new(shrink_partition(&self.0).map(Medium))
    }
}

/// A partition for the fast formulas: up to 300 rows, parts up to 10^4.
#[derive(Debug, Clone)]
pub(crate) struct Large(pub(crate) Partition);

impl Arbitrary for Large {
    fn arbitrary(g: &mut Gen) -> Self {
        let rows = usize::arbitrary(g) % 301;
        Large(random_partition(g, rows, 10_000))
    }
    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        Box::new(shrink_partition(&self.0).map(Large))
    }
}

/// Shrinks by dropping the last row or the last box of the first row.
fn shrink_partition(p: &Partition) -> std::vec::IntoIter<Partition> {
    let mut out = Vec::new();
    if !p.is_empty() {
        let mut parts = p.parts().to_vec();
        parts.pop();
        out.push(Partition::new(parts).expect("prefix"));
        if let Ok(q) = p.remove_corner(p.len()) {
            out.push(q);
        }
    }
    out.into_iter()
}
