use std::collections::HashMap;

use hookgames_partition::Partition;
use num_bigint::BigUint;
use num_traits::{One, Zero};

use crate::LctrError;
use crate::rules::{Downright, Lctr, LctrVariant};

/// The largest number of boxes |λ| for which [`LctrVariant::tree_parameters`]
/// runs its dynamic program: 2²² boxes (it keeps a table of the distinct
/// positions and big-integer node counts with up to ℓ(λ) + λ_1 bits).
pub const MAX_TREE_CELLS: u64 = 1 << 22;

/// The game-tree parameters of Gottlieb–Krnc–Muršič §7 (the columns of
/// Table 1, and the height) for LCTR or Downright from λ: the numbers the
/// paper counts on its game tree T_λ, where a position reached along
/// several move sequences is several nodes and the two moves are always
/// distinct edges (so LCTR on ⟦1⟧ has three nodes).
///
/// This is not the engine's `hookgames_game::TreeStatistics`, and not a
/// subset of one: the paper counts `states` as distinct *partitions* (as
/// `tree_statistics(&Lctr, &λ).states` does) but `nodes` and `leaves` on
/// the tree where the two moves stay two edges even when they reach the
/// same partition (as `tree_statistics(&CellGame::new(Lctr, λ), &(0, 0))`
/// does, whose states are pairs (i, j) instead). No single engine call
/// gives the four numbers; this crate computes them together by one
/// dynamic program over the grid ([`LctrVariant::tree_parameters`], up to
/// [`MAX_TREE_CELLS`] boxes) or from the closed forms of Table 1
/// ([`Family::tree_parameters`](crate::Family::tree_parameters), for
/// shapes of any size up to [`MAX_FAMILY_SIDE`](crate::MAX_FAMILY_SIDE)).
/// The tests check each field against the engine's.
///
/// # Example
/// ```
/// use hookgames_game::tree_statistics;
/// use hookgames_lctr::{CellGame, Lctr};
/// use hookgames_partition::Partition;
/// // ⟦1⟧ in LCTR: the two moves both reach ∅.
/// let one = Partition::new(vec![1])?;
/// let t = Lctr.tree_parameters(&one)?;
/// assert_eq!((t.states, t.nodes, t.leaves, t.height), (2, 3u32.into(), 2u32.into(), 1));
/// // The engine on the partition game merges the two moves ...
/// let merged = tree_statistics(&Lctr, &one)?;
/// assert_eq!((merged.states, merged.nodes), (2, 2u32.into()));
/// // ... and on the cell game counts the pairs (i, j) as states.
/// let cells = tree_statistics(&CellGame::new(Lctr, one), &(0, 0))?;
/// assert_eq!((cells.states, cells.nodes), (3, 3u32.into()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Serialization
/// With the `serde` feature it is serializable as an object with the field
/// names below, `nodes` and `leaves` as strings of decimal digits (exact at
/// any size, and safe from JSON readers that read numbers as doubles):
/// ```
/// # #[cfg(feature = "serde")] {
/// use hookgames_lctr::{Lctr, TreeParameters};
/// use hookgames_partition::Partition;
/// let t = Lctr.tree_parameters(&Partition::new(vec![3, 2, 1])?)?; // Table 1
/// let json = serde_json::to_string(&t)?;
/// assert_eq!(json, r#"{"states":4,"nodes":"15","leaves":"8","height":3}"#);
/// assert_eq!(serde_json::from_str::<TreeParameters>(&json)?, t);
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TreeParameters {
    /// The state-space complexity: the number of distinct positions
    /// (partitions) reachable from λ, λ included (and ∅ in LCTR).
    pub states: u64,
    /// The number of nodes of T_λ.
    #[cfg_attr(feature = "serde", serde(with = "crate::serde_impls::decimal"))]
    pub nodes: BigUint,
    /// The number of leaves of T_λ (the number of different plays).
    #[cfg_attr(feature = "serde", serde(with = "crate::serde_impls::decimal"))]
    pub leaves: BigUint,
    /// The height of T_λ: the length of the longest play.
    pub height: u64,
}

/// The dynamic program of [`LctrVariant::tree_parameters`].
fn tree_parameters_of(game: LctrVariant, lambda: &Partition) -> Result<TreeParameters, LctrError> {
    if lambda.is_empty() {
        return match game {
            LctrVariant::Lctr => Ok(TreeParameters {
                states: 1,
                nodes: BigUint::one(),
                leaves: BigUint::one(),
                height: 0,
            }),
            LctrVariant::Downright => Err(LctrError::EmptyDownright),
        };
    }
    if lambda.size() > MAX_TREE_CELLS {
        return Err(LctrError::TooLarge {
            what: "the number of boxes of the partition",
            value: lambda.size(),
            limit_name: "MAX_TREE_CELLS",
            limit: MAX_TREE_CELLS,
            instead: "use a smaller partition, or the closed forms of Table 1 \
                      (`Family::tree_parameters`) for a gamma, staircase or rectangle",
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
                    } else if game == LctrVariant::Lctr {
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
    Ok(TreeParameters {
        states: distinct + u64::from(game == LctrVariant::Lctr),
        nodes: std::mem::take(&mut nodes[0]),
        leaves: std::mem::take(&mut leaves[0]),
        height: height[0],
    })
}

impl LctrVariant {
    /// The game-tree parameters of the game from λ (Gottlieb–Krnc–Muršič
    /// §7.2, §7.3: nodes, leaves, height and state-space complexity) by
    /// dynamic programming over the grid of subpositions A[i, j], bottom row
    /// first, right to left: nodes(A[i, j]) = 1 + Σ nodes(options),
    /// leaves(A[i, j]) = Σ leaves(options) (1 at a terminal position),
    /// height(A[i, j]) = 1 + max height(options), and the distinct
    /// positions counted by hash-consing λ[i, j] = (λ_{i+1} − j,
    /// λ[i+1, j]), so that equal partitions get one identifier.
    ///
    /// # Errors
    /// [`LctrError::EmptyDownright`] for Downright on ∅;
    /// [`LctrError::TooLarge`] if |λ| exceeds [`MAX_TREE_CELLS`].
    ///
    /// # Complexity
    /// O(|λ|) big-integer additions of at most ℓ(λ) + λ_1 + 1 bits and
    /// O(|λ|) expected hash operations; O(λ_1) big integers and O(#states)
    /// memory.
    ///
    /// # Example
    /// ```
    /// use hookgames_lctr::LctrVariant;
    /// use hookgames_partition::Partition;
    /// // Table 1: the staircase ⟦3, 2, 1⟧.
    /// let staircase = Partition::new(vec![3, 2, 1])?;
    /// let s = LctrVariant::Lctr.tree_parameters(&staircase)?;
    /// assert_eq!((s.states, s.nodes, s.leaves, s.height), (4, 15u32.into(), 8u32.into(), 3));
    /// let s = LctrVariant::Downright.tree_parameters(&staircase)?;
    /// assert_eq!((s.states, s.nodes, s.leaves, s.height), (3, 7u32.into(), 4u32.into(), 2));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn tree_parameters(self, lambda: &Partition) -> Result<TreeParameters, LctrError> {
        tree_parameters_of(self, lambda)
    }
}

impl Lctr {
    /// The game-tree parameters of LCTR from λ (Gottlieb–Krnc–Muršič §7,
    /// Table 1), by the dynamic program of [`LctrVariant::tree_parameters`].
    ///
    /// # Errors
    /// [`LctrError::TooLarge`] if |λ| exceeds [`MAX_TREE_CELLS`].
    ///
    /// # Complexity
    /// O(|λ|) big-integer additions (see [`LctrVariant::tree_parameters`]).
    ///
    /// # Example
    /// ```
    /// use hookgames_lctr::Lctr;
    /// use hookgames_partition::Partition;
    /// // Table 1: LCTR on the staircase ⟦3, 2, 1⟧ has 2⁴ − 1 nodes and 2³ leaves.
    /// let t = Lctr.tree_parameters(&Partition::new(vec![3, 2, 1])?)?;
    /// assert_eq!((t.states, t.nodes, t.leaves), (4, 15u32.into(), 8u32.into()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn tree_parameters(&self, lambda: &Partition) -> Result<TreeParameters, LctrError> {
        tree_parameters_of(LctrVariant::Lctr, lambda)
    }
}

impl Downright {
    /// The game-tree parameters of Downright from λ (Gottlieb–Krnc–Muršič
    /// §7, Table 1), by the dynamic program of
    /// [`LctrVariant::tree_parameters`].
    ///
    /// # Errors
    /// [`LctrError::EmptyDownright`] for ∅;
    /// [`LctrError::TooLarge`] if |λ| exceeds [`MAX_TREE_CELLS`].
    ///
    /// # Complexity
    /// O(|λ|) big-integer additions (see [`LctrVariant::tree_parameters`]).
    ///
    /// # Example
    /// ```
    /// use hookgames_lctr::Downright;
    /// use hookgames_partition::Partition;
    /// // Table 1: Downright on the rectangle ⟦3^2⟧ has C(5, 2) − 1 nodes
    /// // and C(3, 1) leaves.
    /// let t = Downright.tree_parameters(&Partition::new(vec![3, 3])?)?;
    /// assert_eq!((t.states, t.nodes, t.leaves), (6, 9u32.into(), 3u32.into()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn tree_parameters(&self, lambda: &Partition) -> Result<TreeParameters, LctrError> {
        tree_parameters_of(LctrVariant::Downright, lambda)
    }
}
