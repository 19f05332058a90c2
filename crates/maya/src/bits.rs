//! Bit operations on little-endian word slices: cell `c` is bit `c % 64` of
//! word `c / 64`. Cells beyond the slice are clear. All functions are total
//! (any `u64` argument is accepted).

/// `(word index, bit index)` of cell `c`, or `None` if the word index does
/// not fit in a `usize`.
#[inline]
fn split(c: u64) -> Option<(usize, u32)> {
    Some((usize::try_from(c / 64).ok()?, (c % 64) as u32))
}

/// Cell number of bit `b` of word `i`.
#[inline]
fn cell(i: usize, b: u32) -> u64 {
    i as u64 * 64 + u64::from(b)
}

/// Mask of the bits `0..=b` of a word.
#[inline]
fn mask_upto(b: u32) -> u64 {
    if b == 63 {
        u64::MAX
    } else {
        (1u64 << (b + 1)) - 1
    }
}

/// Is cell `c` set?
#[inline]
pub(crate) fn get(words: &[u64], c: u64) -> bool {
    match split(c) {
        Some((i, b)) => words.get(i).is_some_and(|w| (w >> b) & 1 == 1),
        None => false,
    }
}

/// Number of set cells.
pub(crate) fn count(words: &[u64]) -> usize {
    words.iter().map(|w| w.count_ones() as usize).sum()
}

/// The highest set cell `< x`.
pub(crate) fn highest_set_below(words: &[u64], x: u64) -> Option<u64> {
    if x == 0 || words.is_empty() {
        return None;
    }
    let (mut i, mut mask) = match split(x - 1) {
        Some((i, b)) if i < words.len() => (i, mask_upto(b)),
        _ => (words.len() - 1, u64::MAX),
    };
    loop {
        let w = words[i] & mask;
        if w != 0 {
            return Some(cell(i, 63 - w.leading_zeros()));
        }
        if i == 0 {
            return None;
        }
        i -= 1;
        mask = u64::MAX;
    }
}

/// The lowest set cell `≥ x`.
pub(crate) fn lowest_set_from(words: &[u64], x: u64) -> Option<u64> {
    let (mut i, b) = split(x)?;
    if i >= words.len() {
        return None;
    }
    let mut mask = !0u64 << b;
    loop {
        let w = words[i] & mask;
        if w != 0 {
            return Some(cell(i, w.trailing_zeros()));
        }
        i += 1;
        if i == words.len() {
            return None;
        }
        mask = u64::MAX;
    }
}

/// The highest clear cell `< x`.
pub(crate) fn highest_clear_below(words: &[u64], x: u64) -> Option<u64> {
    if x == 0 {
        return None;
    }
    let (mut i, b) = match split(x - 1) {
        Some((i, b)) if i < words.len() => (i, b),
        _ => return Some(x - 1),
    };
    let mut mask = mask_upto(b);
    loop {
        let w = !words[i] & mask;
        if w != 0 {
            return Some(cell(i, 63 - w.leading_zeros()));
        }
        if i == 0 {
            return None;
        }
        i -= 1;
        mask = u64::MAX;
    }
}

/// Number of set cells `< x`.
pub(crate) fn count_below(words: &[u64], x: u64) -> usize {
    let (i, b) = match split(x) {
        Some((i, b)) if i < words.len() => (i, b),
        _ => return count(words),
    };
    let low = if b == 0 {
        0
    } else {
        words[i] & mask_upto(b - 1)
    };
    count(&words[..i]) + low.count_ones() as usize
}

/// The cell of the `k`-th set bit (0-based `k`) of a word.
#[inline]
fn select_in_word(mut w: u64, k: u32) -> u32 {
    for _ in 0..k {
        w &= w - 1;
    }
    w.trailing_zeros()
}

/// The `k`-th largest set cell, `k ≥ 1`.
pub(crate) fn select_from_top(words: &[u64], k: usize) -> Option<u64> {
    if k == 0 {
        return None;
    }
    let mut left = k;
    for (i, &w) in words.iter().enumerate().rev() {
        let c = w.count_ones() as usize;
        if left <= c {
            // The left-th largest of this word is the (c - left)-th smallest.
            return Some(cell(i, select_in_word(w, (c - left) as u32)));
        }
        left -= c;
    }
    None
}

/// The `k`-th smallest clear cell, `k ≥ 1` (cells beyond the slice are clear).
pub(crate) fn select_clear(words: &[u64], k: u64) -> Option<u64> {
    if k == 0 {
        return None;
    }
    let mut left = k;
    for (i, &w) in words.iter().enumerate() {
        let c = u64::from(w.count_zeros());
        if left <= c {
            return Some(cell(i, select_in_word(!w, (left - 1) as u32)));
        }
        left -= c;
    }
    (words.len() as u64 * 64).checked_add(left - 1)
}

/// Shifts the set up by `k` cells (cell c becomes c + k), growing `words`.
pub(crate) fn shift_up(words: &[u64], k: u64) -> Vec<u64> {
    let (wshift, bshift) = ((k / 64) as usize, (k % 64) as u32);
    let mut out = vec![0u64; words.len() + wshift + 1];
    for (i, &w) in words.iter().enumerate() {
        out[i + wshift] |= w << bshift;
        if bshift != 0 {
            out[i + wshift + 1] |= w >> (64 - bshift);
        }
    }
    out
}

/// Shifts the set down by `k` cells (cell c becomes c − k; cells < k are dropped).
pub(crate) fn shift_down(words: &[u64], k: u64) -> Vec<u64> {
    let wshift = usize::try_from(k / 64).unwrap_or(usize::MAX);
    let bshift = (k % 64) as u32;
    if wshift >= words.len() {
        return Vec::new();
    }
    let src = &words[wshift..];
    let mut out = vec![0u64; src.len()];
    for i in 0..src.len() {
        out[i] = src[i] >> bshift;
        if bshift != 0 && i + 1 < src.len() {
            out[i] |= src[i + 1] << (64 - bshift);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn naive_cells(words: &[u64]) -> Vec<u64> {
        (0..words.len() as u64 * 64)
            .filter(|&c| get(words, c))
            .collect()
    }

    fn sample() -> Vec<Vec<u64>> {
        vec![
            vec![],
            vec![0b1011_0010],
            vec![u64::MAX],
            vec![u64::MAX, 1],
            vec![0, 0x8000_0000_0000_0001, 0xF0F0],
            vec![1 << 63, 0, 7],
        ]
    }

    #[test]
    fn queries_agree_with_a_scan() {
        for words in sample() {
            let cells = naive_cells(&words);
            let top = words.len() as u64 * 64 + 3;
            assert_eq!(count(&words), cells.len());
            for x in 0..=top {
                let below: Vec<u64> = cells.iter().copied().filter(|&c| c < x).collect();
                assert_eq!(
                    highest_set_below(&words, x),
                    below.last().copied(),
                    "{words:?} {x}"
                );
                assert_eq!(
                    lowest_set_from(&words, x),
                    cells.iter().copied().find(|&c| c >= x)
                );
                assert_eq!(count_below(&words, x), below.len());
                let clear = (0..x).rev().find(|&c| !cells.contains(&c));
                assert_eq!(highest_clear_below(&words, x), clear, "{words:?} {x}");
            }
            for k in 1..=cells.len() + 1 {
                assert_eq!(
                    select_from_top(&words, k),
                    cells.iter().rev().nth(k - 1).copied()
                );
            }
            let clears: Vec<u64> = (0..top + 64).filter(|&c| !get(&words, c)).collect();
            for k in 1..=clears.len() as u64 {
                assert_eq!(select_clear(&words, k), Some(clears[k as usize - 1]));
            }
            for k in [0u64, 1, 5, 63, 64, 65, 130] {
                let up = shift_up(&words, k);
                let want: Vec<u64> = cells.iter().map(|c| c + k).collect();
                assert_eq!(naive_cells(&up), want);
                let down = shift_down(&words, k);
                let want: Vec<u64> = cells.iter().filter(|&&c| c >= k).map(|c| c - k).collect();
                assert_eq!(naive_cells(&down), want);
            }
        }
        assert!(!get(&[u64::MAX], u64::MAX));
        assert_eq!(
            highest_clear_below(&[u64::MAX], u64::MAX),
            Some(u64::MAX - 1)
        );
    }
}
