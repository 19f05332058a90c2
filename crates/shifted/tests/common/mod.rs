//! Test helpers: an independent box-level implementation of Abuku–Tada
//! Definitions 5.1 and 5.3 (it shares no code with `hookgames-partition`).
//! The random and exhaustive strict partitions are
//! `hookgames_partition::arbitrary` (feature `quickcheck`).
#![allow(dead_code)]

use hookgames_partition::ShiftedPartition;

pub(crate) fn sp(v: &[u64]) -> ShiftedPartition {
    ShiftedPartition::new(v.to_vec()).expect("a valid strict partition")
}
