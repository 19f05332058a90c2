//! The naive n-core: remove hooks of length n one at a time, computing hook
//! lengths from the parts (arm + leg + 1) and removing hooks by Motegi's
//! definition of Y⟨i, j⟩. A reference for tests and benches, independent of
//! β-numbers and abaci.

use hookgames_partition::Partition;

use crate::{MAX_CELLS, MayaError};

/// Column lengths λ'_1 ≥ … ≥ λ'_{λ_1} of the parts (1-based column j at
/// index j − 1).
fn column_lengths(parts: &[u64]) -> Vec<usize> {
    let width = parts.first().copied().unwrap_or(0) as usize;
    let mut cols = vec![0usize; width];
    let mut i = parts.len();
    for (j, c) in cols.iter_mut().enumerate() {
        while i > 0 && parts[i - 1] < j as u64 + 1 {
            i -= 1;
        }
        *c = i;
    }
    cols
}

/// A box (i, j) (1-based) with hook length h(i, j) = λ_i − j + λ'_j − i + 1
/// equal to n, by a saddleback search: h decreases along rows and down
/// columns. O(ℓ + λ_1).
fn find_hook(parts: &[u64], cols: &[usize], n: u64) -> Option<(usize, u64)> {
    let mut i = 1usize;
    let mut j = parts.first().copied()?;
    while i <= parts.len() {
        j = j.min(parts[i - 1]);
        if j == 0 {
            return None;
        }
        let leg = (cols[j as usize - 1] - i) as u64;
        let h = parts[i - 1] - j + leg + 1;
        if h == n {
            return Some((i, j));
        }
        if h > n {
            i += 1; // every box (i, j' ≤ j) has a longer hook
        } else {
            j -= 1; // every box (i' ≥ i, j) has a shorter hook
        }
    }
    None
}

/// Removes the hook at (i, j) (Motegi §2.1, Y⟨i, j⟩): rows k < i are kept;
/// row k ≥ i becomes min(λ_k, j − 1) + max(λ_{k+1} − j, 0), which changes
/// only the rows i, …, λ'_j of the leg.
fn remove_hook(parts: &mut Vec<u64>, cols: &[usize], (i, j): (usize, u64)) {
    let end = cols[j as usize - 1];
    for k in i..end {
        parts[k - 1] = parts[k] - 1;
    }
    parts[end - 1] = j - 1;
    while parts.last() == Some(&0) {
        parts.pop();
    }
}

/// The n-core by definition: remove a hook of length n, again and again,
/// until there is none (Kawanaka §8, Nakayama). Hook lengths come from the
/// parts (arm + leg + 1), not from β-numbers: this is the independent
/// reference for [`n_core`](crate::n_core).
///
/// # Errors
/// [`MayaError::ZeroModulus`] if n = 0; [`MayaError::ColumnLimit`] if
/// λ_1 > `MAX_CELLS` (the search tabulates the column lengths).
///
/// # Complexity
/// O(w·(ℓ(λ) + λ_1)) for the n-weight w = (|λ| − |core|)/n: one search per
/// removed hook. Use [`n_core`](crate::n_core) for real work.
///
/// # Example
/// ```
/// use hookgames_maya::{core_by_hook_removal, n_core};
/// use hookgames_partition::Partition;
/// let y = Partition::new(vec![9, 8, 6, 5, 5, 2])?;
/// assert_eq!(core_by_hook_removal(&y, 3)?, n_core(&y, 3)?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn core_by_hook_removal(lambda: &Partition, n: u64) -> Result<Partition, MayaError> {
    if n == 0 {
        return Err(MayaError::ZeroModulus);
    }
    let first = lambda.part(1);
    if first > MAX_CELLS {
        return Err(MayaError::ColumnLimit {
            first_part: first,
            limit: MAX_CELLS,
        });
    }
    let mut parts = lambda.parts().to_vec();
    loop {
        let cols = column_lengths(&parts);
        match find_hook(&parts, &cols, n) {
            Some(b) => remove_hook(&mut parts, &cols, b),
            None => break,
        }
    }
    Ok(Partition::new(parts)?)
}
