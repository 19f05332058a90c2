//! Helpers shared by the fuzz targets: turning libFuzzer's bytes into small
//! partitions, boxes and rectangles.

use hookgames_partition::{Partition, ShiftedPartition};

/// Reads small numbers off the fuzzer's bytes; an exhausted input reads as 0.
#[derive(Debug)]
pub struct Bytes<'a> {
    data: &'a [u8],
}

impl<'a> Bytes<'a> {
    /// A reader over `data`.
    pub fn new(data: &'a [u8]) -> Self {
        Bytes { data }
    }

    /// The next byte, or 0.
    pub fn byte(&mut self) -> u8 {
        match self.data.split_first() {
            Some((&b, rest)) => {
                self.data = rest;
                b
            }
            None => 0,
        }
    }

    /// A number in `0..bound` (`bound` ≥ 1), from one or two bytes.
    pub fn below(&mut self, bound: u64) -> u64 {
        let x = if bound <= 256 {
            u64::from(self.byte())
        } else {
            u64::from(self.byte()) << 8 | u64::from(self.byte())
        };
        x % bound.max(1)
    }

    /// Whether any bytes are left.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }
}

/// A partition with at most `max_len` parts, each at most `max_part`,
/// built from differences so that every byte string gives one.
pub fn partition(b: &mut Bytes<'_>, max_len: usize, max_part: u64) -> Partition {
    let len = b.below(max_len as u64 + 1) as usize;
    let mut parts = Vec::with_capacity(len);
    let mut last = max_part;
    for _ in 0..len {
        // Mostly small steps (long runs and staircases), sometimes a jump.
        let d = b.byte();
        let drop = if d < 192 {
            u64::from(d % 3)
        } else {
            u64::from(d) % (last + 1)
        }
        .min(last);
        last -= drop;
        if last == 0 {
            break;
        }
        parts.push(last);
    }
    Partition::new(parts).expect("weakly decreasing by construction")
}

/// A strict partition with parts at most `max_part`.
pub fn shifted(b: &mut Bytes<'_>, max_part: u64) -> ShiftedPartition {
    let mut parts = Vec::new();
    let mut k = max_part;
    while k > 0 {
        if b.byte() & 1 == 1 {
            parts.push(k);
        }
        k -= 1;
    }
    ShiftedPartition::new(parts).expect("strict by construction")
}
