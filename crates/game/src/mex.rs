//! The minimum excluded value, computed with a reusable bitset.

use crate::error::GameError;
use crate::vocab::MAX_SOLVER_VALUE;

/// A reusable bitset for mex computations: no allocation per node once it
/// has grown to the largest degree seen.
#[derive(Debug, Default, Clone)]
pub(crate) struct MexScratch {
    bits: Vec<u64>,
}

impl MexScratch {
    /// mex of `values` (the smallest natural number not among them).
    ///
    /// The result is at most `values.len()`, so values larger than that are
    /// ignored; O(len) time (one pass when the mex is below 128, three
    /// otherwise), and the bitset is left cleared.
    pub(crate) fn mex(&mut self, values: &[u32]) -> usize {
        let n = values.len();
        if n < 64 {
            let mut word = 0u64;
            for &v in values {
                if v < 64 {
                    word |= 1 << v;
                }
            }
            return (!word).trailing_zeros() as usize;
        }
        // One pass over the values below 128 answers whenever the mex is
        // below 128 (always when n < 128); only then does a longer list need
        // the bitset of n + 1 bits.
        let mut word = 0u128;
        for &v in values {
            if v < 128 {
                word |= 1 << v;
            }
        }
        if n < 128 || word != u128::MAX {
            return (!word).trailing_zeros() as usize;
        }
        let words = n / 64 + 1;
        if self.bits.len() < words {
            self.bits.resize(words, 0);
        }
        for &v in values {
            let v = v as usize;
            if v <= n {
                self.bits[v / 64] |= 1 << (v % 64);
            }
        }
        let mut result = n;
        for (i, w) in self.bits[..words].iter().enumerate() {
            if *w != u64::MAX {
                result = i * 64 + (!*w).trailing_zeros() as usize;
                break;
            }
        }
        for &v in values {
            let v = v as usize;
            if v <= n {
                self.bits[v / 64] = 0;
            }
        }
        result
    }
}

/// Converts a mex to a `u32` value, refusing the sentinel range.
pub(crate) fn mex_to_u32(m: usize) -> Result<u32, GameError> {
    match u32::try_from(m) {
        Ok(v) if u64::from(v) <= MAX_SOLVER_VALUE => Ok(v),
        _ => Err(GameError::ValueOverflow { value: m as u64 }),
    }
}

#[cfg(test)]
mod tests {
    use super::MexScratch;

    fn naive(values: &[u32]) -> usize {
        (0..).find(|m| !values.contains(&(*m as u32))).unwrap_or(0)
    }

    #[test]
    fn mex_matches_naive_and_leaves_scratch_clean() {
        let mut s = MexScratch::default();
        let cases: Vec<Vec<u32>> = vec![
            vec![],
            vec![0],
            vec![1],
            vec![0, 1, 2, 4],
            (0..64).collect(),
            (0..100).collect(),
            (0..127).collect(),
            (0..128).collect(),
            (1..128).collect(),
            (0..127).filter(|v| *v != 90).chain([127, 500]).collect(),
            (0..200).collect(),
            (0..200).filter(|v| *v != 131).collect(),
            (0..300).map(|v| v * 2).collect(),
            // Longer than 128 with the mex below 128 (the one-pass answer)
            // and at 128 (the bitset).
            (0..300).filter(|v| *v != 77).collect(),
            (0..300).filter(|v| *v != 128).rev().collect(),
            (0..130).rev().chain([5000, 7, 7]).collect(),
        ];
        for c in &cases {
            assert_eq!(s.mex(c), naive(c), "{c:?}");
            assert!(s.bits.iter().all(|w| *w == 0));
        }
    }
}
