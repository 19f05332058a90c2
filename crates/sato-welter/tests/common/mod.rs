//! Test helpers: box-level reference computations straight from the
//! definitions. The random and exhaustive partitions are
//! `hookgames_partition::arbitrary` (feature `quickcheck`).
#![allow(dead_code)]

use hookgames_partition::Partition;
use hookgames_partition::arbitrary::BoundedPartition;

/// A partition small enough for the generic solver (at most 7 rows, parts
/// at most 7: at most C(14, 7) = 3432 partitions inside it).
pub(crate) type Small = BoundedPartition<7, 7>;

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
