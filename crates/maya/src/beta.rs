//! β-numbers of a partition as a plain descending list (no bitset, so no cell
//! limit), and the hook ↔ stone-move correspondence computed from the parts.

use hookgames_partition::Partition;

use crate::error::check_words;
use crate::{MAX_CELLS, MayaError};

/// β_i = λ_i + ℓ − i as a `u128` (never overflows: λ_i < 2^64, ℓ < 2^64).
#[inline]
fn beta_wide(lambda: &Partition, stones: usize, i: usize) -> u128 {
    u128::from(lambda.part(i)) + stones as u128 - i as u128
}

fn check_stones(lambda: &Partition, stones: usize) -> Result<(), MayaError> {
    if stones < lambda.len() {
        return Err(MayaError::TooFewStones {
            stones,
            rows: lambda.len(),
        });
    }
    Ok(())
}

/// The β-numbers β_1 > β_2 > … > β_ℓ of λ with ℓ = `stones` stones,
/// β_i = λ_i + ℓ − i (Kawanaka §8; 0-based cells; with ℓ = ℓ(λ) the first
/// column hook lengths).
///
/// # Errors
/// [`MayaError::TooFewStones`] if ℓ < ℓ(λ); [`MayaError::TooManyStones`] if
/// ℓ > `MAX_CELLS`; [`MayaError::Partition`] with
/// [`PartitionError::TooLarge`](hookgames_partition::PartitionError::TooLarge)
/// if the ℓ entries (8ℓ bytes) exceed the memory budget
/// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES),
/// i.e. ℓ > 2^25 (checked before allocating);
/// [`MayaError::BetaTooLarge`] if β_1 = λ_1 + ℓ − 1 exceeds `u64::MAX`.
///
/// # Complexity
/// O(ℓ) time, 8ℓ bytes.
///
/// # Example
/// ```
/// use hookgames_maya::beta_numbers;
/// use hookgames_partition::Partition;
/// let y = Partition::new(vec![9, 8, 6, 5, 5, 2])?;
/// assert_eq!(beta_numbers(&y, 6)?, [14, 12, 9, 7, 6, 2]);
/// assert_eq!(beta_numbers(&y, 8)?, [16, 14, 11, 9, 8, 4, 1, 0]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn beta_numbers(lambda: &Partition, stones: usize) -> Result<Vec<u64>, MayaError> {
    check_stones(lambda, stones)?;
    if stones as u64 > MAX_CELLS {
        return Err(MayaError::TooManyStones {
            stones,
            limit: MAX_CELLS,
        });
    }
    check_words(
        "the list of β-numbers",
        stones as u128,
        "use fewer stones, or MayaDiagram::from_partition (a bitset)",
    )?;
    if stones == 0 {
        return Ok(Vec::new());
    }
    let first = lambda.part(1);
    if u64::try_from(beta_wide(lambda, stones, 1)).is_err() {
        return Err(MayaError::BetaTooLarge {
            first_part: first,
            stones,
            limit: u64::MAX,
        });
    }
    let l = stones as u64;
    let mut out = Vec::with_capacity(stones);
    out.extend(
        lambda
            .parts()
            .iter()
            .enumerate()
            .map(|(k, &p)| p + (l - 1 - k as u64)),
    );
    out.extend((0..l - lambda.len() as u64).rev());
    Ok(out)
}

/// The partition with the given β-numbers (strictly decreasing, ℓ of them):
/// λ_i = β_i − (ℓ − i). The inverse of [`beta_numbers`] for every ℓ.
///
/// # Errors
/// [`MayaError::BetaNotDecreasing`] if the list is not strictly decreasing;
/// [`MayaError::Partition`] if |λ| overflows `u64`.
///
/// # Complexity
/// O(ℓ).
///
/// # Example
/// ```
/// use hookgames_maya::partition_from_beta_numbers;
/// assert_eq!(partition_from_beta_numbers(&[16, 14, 11, 9, 8, 4, 1, 0])?.parts(), &[9, 8, 6, 5, 5, 2]);
/// assert!(partition_from_beta_numbers(&[3, 3]).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn partition_from_beta_numbers(betas: &[u64]) -> Result<Partition, MayaError> {
    for (k, w) in betas.windows(2).enumerate() {
        if w[1] >= w[0] {
            return Err(MayaError::BetaNotDecreasing {
                index: k + 2,
                value: w[1],
                prev: w[0],
            });
        }
    }
    let l = betas.len() as u64;
    // Strictly decreasing ⇒ β_i ≥ ℓ − i, so no underflow.
    let parts: Vec<u64> = betas
        .iter()
        .enumerate()
        .map(|(k, &b)| b - (l - 1 - k as u64))
        .take_while(|&p| p > 0)
        .collect();
    Ok(Partition::new(parts)?)
}

/// λ'_j = #{k : λ_k ≥ j}, by binary search on the non-increasing parts.
fn column_length(lambda: &Partition, j: u64) -> usize {
    lambda.parts().partition_point(|&p| p >= j)
}

/// The stone move `(s, s')` (0-based cells, ℓ = `stones` stones) of the hook
/// at the box `(i, j)` of λ (1-based, English): s = β_i = λ_i + ℓ − i and
/// s' = s − h(i, j) = ℓ + j − 1 − λ'_j is empty (Kawanaka §8). Removing the
/// hook is moving the stone: the β-set of λ minus the hook is
/// (β ∖ {s}) ∪ {s'}.
///
/// # Errors
/// [`MayaError::TooFewStones`] if ℓ < ℓ(λ); [`MayaError::BoxOutside`] if
/// `(i, j)` is not a box of λ; [`MayaError::BetaTooLarge`] if s exceeds
/// `u64::MAX`.
///
/// # Complexity
/// O(log ℓ(λ)) (a binary search for λ'_j); no β-set is built.
///
/// # Example
/// ```
/// use hookgames_maya::box_to_move;
/// use hookgames_partition::Partition;
/// let y = Partition::new(vec![9, 8, 6, 5, 5, 2])?;
/// assert_eq!(box_to_move(&y, 6, (3, 3))?, (9, 3)); // hook length 6, Kawanaka Fig. 5
/// assert_eq!(box_to_move(&y, 7, (3, 3))?, (10, 4));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn box_to_move(
    lambda: &Partition,
    stones: usize,
    (i, j): (usize, u64),
) -> Result<(u64, u64), MayaError> {
    check_stones(lambda, stones)?;
    let part = lambda.part(i);
    if i == 0 || j == 0 || j > part {
        return Err(MayaError::BoxOutside {
            row: i,
            col: j,
            part,
        });
    }
    let s = u64::try_from(beta_wide(lambda, stones, i)).map_err(|_| MayaError::BetaTooLarge {
        first_part: lambda.part(1),
        stones,
        limit: u64::MAX,
    })?;
    // s' = ℓ + j − 1 − λ'_j ≤ s − 1 < u64::MAX, and ≥ 0 since λ'_j ≤ ℓ(λ) ≤ ℓ.
    let t = (stones as u128 + u128::from(j) - 1 - column_length(lambda, j) as u128) as u64;
    Ok((s, t))
}

/// The box `(i, j)` of λ whose hook is removed by the stone move `(s, s')` on
/// the β-set of λ with ℓ = `stones` stones: i is the row with β_i = s and
/// j − 1 is the number of empty cells below s'.
///
/// # Errors
/// [`MayaError::TooFewStones`] if ℓ < ℓ(λ); [`MayaError::NotAStone`] if s is
/// not a β-number; [`MayaError::MoveNotDown`] if s' ≥ s;
/// [`MayaError::CellOccupied`] if s' is a β-number.
///
/// # Complexity
/// O(log ℓ) (binary searches over the implicit β-sequence).
///
/// # Example
/// ```
/// use hookgames_maya::move_to_box;
/// use hookgames_partition::Partition;
/// let y = Partition::new(vec![9, 8, 6, 5, 5, 2])?;
/// assert_eq!(move_to_box(&y, 6, (9, 3))?, (3, 3));
/// assert_eq!(move_to_box(&y, 6, (14, 0))?, (1, 1));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn move_to_box(
    lambda: &Partition,
    stones: usize,
    (s, t): (u64, u64),
) -> Result<(usize, u64), MayaError> {
    check_stones(lambda, stones)?;
    // #{i ∈ [1, ℓ] : β_i > x}; β is strictly decreasing in i.
    let above = |x: u64| -> usize {
        let (mut lo, mut hi) = (0usize, stones); // answer in [lo, hi]
        while lo < hi {
            let mid = lo + (hi - lo).div_ceil(2);
            if beta_wide(lambda, stones, mid) > u128::from(x) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        lo
    };
    let is_stone = |x: u64| -> bool {
        let k = above(x);
        k < stones && beta_wide(lambda, stones, k + 1) == u128::from(x)
    };
    if !is_stone(s) {
        return Err(MayaError::NotAStone { cell: s });
    }
    if t >= s {
        return Err(MayaError::MoveNotDown { from: s, to: t });
    }
    if is_stone(t) {
        return Err(MayaError::CellOccupied { cell: t });
    }
    let i = above(s) + 1;
    let below_t = (stones - above(t)) as u64; // t is empty
    Ok((i, t - below_t + 1))
}
