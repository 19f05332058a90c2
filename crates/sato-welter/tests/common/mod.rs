//! Test helpers. The random and exhaustive partitions and the oracles from
//! the definitions (hook lengths counted box by box, hook removal on box
//! sets) are `hookgames_partition::arbitrary` (feature `quickcheck`).
#![allow(dead_code)]

use hookgames_partition::arbitrary::BoundedPartition;

/// A partition small enough for the generic solver (at most 7 rows, parts
/// at most 7: at most C(14, 7) = 3432 partitions inside it).
pub(crate) type Small = BoundedPartition<7, 7>;
