use std::collections::HashMap;

use hookgames_partition::Partition;
use num_bigint::BigUint;
use num_traits::{One, Zero};

use crate::LctrError;
use crate::rules::Game;

/// The largest number of boxes |λ| for which [`tree_stats`] runs its
/// dynamic program: 2²² boxes (it keeps a table of the distinct positions and
/// big-integer node counts with up to ℓ(λ) + λ_1 bits).
pub const MAX_TREE_CELLS: u64 = 1 << 22;

/// The complexity measures of Gottlieb–Krnc–Muršič §2.4 and §7 for the game
/// tree T_λ of LCTR or Downright (a position reached along several move
/// sequences is several nodes; the two moves are always distinct edges, so
/// LCTR on ⟦1⟧ has three nodes).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TreeStats {
    /// The state-space complexity: the number of distinct positions
    /// (partitions) reachable from λ, λ included (and ∅ in LCTR).
    pub states: u64,
    /// The number of nodes of T_λ.
    pub nodes: BigUint,
    /// The number of leaves of T_λ (the number of different plays).
    pub leaves: BigUint,
    /// The height of T_λ: the length of the longest play.
    pub height: u64,
}

/// The game-tree statistics of `game` from λ by dynamic programming over the
/// grid of subpositions A[i, j], bottom row first, right to left:
/// nodes(A[i, j]) = 1 + Σ nodes(options), leaves(A[i, j]) = Σ leaves(options)
/// (1 at a terminal position), height(A[i, j]) = 1 + max height(options), and
/// the distinct positions counted by hash-consing λ[i, j] = (λ_{i+1} − j,
/// λ[i+1, j]), so that equal partitions get one identifier.
///
/// # Errors
/// [`LctrError::EmptyDownright`] for Downright on ∅;
/// [`LctrError::TooLarge`] if |λ| exceeds [`MAX_TREE_CELLS`].
///
/// # Complexity
/// O(|λ|) big-integer additions of at most ℓ(λ) + λ_1 + 1 bits and O(|λ|)
/// expected hash operations; O(λ_1) big integers and O(#states) memory.
///
/// # Example
/// ```
/// use hookgames_lctr::{tree_stats, Game};
/// use hookgames_partition::Partition;
/// // Table 1: the staircase ⟦3, 2, 1⟧.
/// let s = tree_stats(Game::Lctr, &Partition::new(vec![3, 2, 1])?)?;
/// assert_eq!((s.states, s.nodes, s.leaves, s.height), (4, 15u32.into(), 8u32.into(), 3));
/// let s = tree_stats(Game::Downright, &Partition::new(vec![3, 2, 1])?)?;
/// assert_eq!((s.states, s.nodes, s.leaves, s.height), (3, 7u32.into(), 4u32.into(), 2));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn tree_stats(game: Game, lambda: &Partition) -> Result<TreeStats, LctrError> {
    if lambda.is_empty() {
        return match game {
            Game::Lctr => Ok(TreeStats {
                states: 1,
                nodes: BigUint::one(),
                leaves: BigUint::one(),
                height: 0,
            }),
            Game::Downright => Err(LctrError::EmptyDownright),
        };
    }
    if lambda.size() > MAX_TREE_CELLS {
        return Err(LctrError::TooLarge {
            what: "the number of boxes of the partition",
            value: lambda.size(),
            limit_name: "MAX_TREE_CELLS",
            limit: MAX_TREE_CELLS,
        });
    }
    let parts = lambda.parts();
    let width = parts[0] as usize;
    // One row of the grid at a time: the statistics of the row below are
    // overwritten in place, right to left, as in the value DP.
    let mut nodes = vec![BigUint::zero(); width];
    let mut leaves = vec![BigUint::zero(); width];
    let mut height = vec![0u64; width];
    let mut ids = vec![0u32; width];
    // Hash-consing of partitions: (first part, id of the rest) → id; id 0 is ∅.
    let mut interned: HashMap<(u64, u32), u32> = HashMap::new();
    let mut below = 0usize;
    for &p in parts.iter().rev() {
        let len = p as usize;
        for j in (0..len).rev() {
            let has_down = j < below;
            let has_right = j + 1 < len;
            let (n, l, h) = {
                let (mut n, mut l, mut h) = (BigUint::one(), BigUint::zero(), 0u64);
                let mut options = 0u32;
                for (present, k) in [(has_down, j), (has_right, j + 1)] {
                    if present {
                        n += &nodes[k];
                        l += &leaves[k];
                        h = h.max(height[k] + 1);
                        options += 1;
                    } else if game == Game::Lctr {
                        // The move reaches ∅: a leaf node.
                        n += 1u32;
                        l += 1u32;
                        h = h.max(1);
                        options += 1;
                    }
                }
                if options == 0 {
                    l = BigUint::one();
                }
                (n, l, h)
            };
            nodes[j] = n;
            leaves[j] = l;
            height[j] = h;
            let rest = if has_down { ids[j] } else { 0 };
            let next = interned.len() as u32 + 1;
            ids[j] = *interned.entry((p - j as u64, rest)).or_insert(next);
        }
        below = len;
    }
    let distinct = interned.len() as u64;
    Ok(TreeStats {
        states: distinct + u64::from(game == Game::Lctr),
        nodes: std::mem::take(&mut nodes[0]),
        leaves: std::mem::take(&mut leaves[0]),
        height: height[0],
    })
}
