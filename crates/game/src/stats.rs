use hashbrown::HashMap;
use num_bigint::BigUint;
use num_traits::{One, Zero};

use crate::algorithm::Algorithm;
use crate::error::GameError;
use crate::finite::FiniteAlgorithm;

/// Statistics of the game tree T_p of a position p (LCTR §2.4), computed by
/// dynamic programming over the DAG ⟨p⟩, never by unfolding it.
///
/// The game tree has a node for every play prefix p → p₁ → … → p_k (so a
/// position reached along several paths occurs several times); its leaves
/// are the complete plays.
///
/// # Example
/// See [`tree_statistics`].
///
/// # Serialization
/// With the `serde` feature it is serializable as an object with the
/// field names below; the big counts `nodes` and `leaves` are strings of
/// decimal digits (exact at any size, and safe from JSON readers that read
/// numbers as doubles):
/// ```
/// # #[cfg(feature = "serde")] {
/// use hookgames_game::{FiniteAlgorithm, TreeStatistics, tree_statistics};
/// let fa = FiniteAlgorithm::from_followers([vec![1, 2], vec![2], vec![]])?;
/// let t = tree_statistics(&fa, &0)?;
/// let json = serde_json::to_string(&t)?;
/// assert_eq!(
///     json,
///     r#"{"states":3,"arrows":3,"ends":1,"nodes":"4","leaves":"2","height":2,"states_by_depth":[1,2],"tree_classes":3}"#
/// );
/// assert_eq!(serde_json::from_str::<TreeStatistics>(&json)?, t);
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct TreeStatistics {
    /// The number of distinct states |⟨p⟩| (positions reachable from p,
    /// p included).
    pub states: u64,
    /// The number of arrows of ⟨p⟩.
    pub arrows: u64,
    /// The number of distinct ends (terminal positions) in ⟨p⟩.
    pub ends: u64,
    /// The number of nodes of the game tree T_p (LCTR's node count).
    #[cfg_attr(feature = "serde", serde(with = "crate::serde_impls::decimal"))]
    pub nodes: BigUint,
    /// The number of leaves of T_p: the number of complete plays from p.
    #[cfg_attr(feature = "serde", serde(with = "crate::serde_impls::decimal"))]
    pub leaves: BigUint,
    /// The height of T_p: the length of the longest play from p.
    pub height: u64,
    /// `states_by_depth[d]` is the number of states at distance exactly d
    /// from p (the shortest path), d = 0, 1, ….
    pub states_by_depth: Vec<u64>,
    /// The number of pairwise non-isomorphic game trees T_q, q ∈ ⟨p⟩: the
    /// state-space complexity of LCTR §2.4(3), where positions with
    /// isomorphic game trees count once.
    pub tree_classes: u64,
}

/// The game-tree statistics (LCTR §2.4) of the position `root`: distinct
/// states, arrows, ends, nodes and leaves of the unfolded game tree (as
/// `BigUint`), height, states by depth and the number of game-tree
/// isomorphism classes.
///
/// nodes(p) = 1 + Σ_{q ∈ φ(p)} nodes(q); leaves(p) = 1 for an end and
/// Σ_{q ∈ φ(p)} leaves(q) otherwise; height(p) = 0 for an end and
/// 1 + max height(q) otherwise — one pass over ⟨root⟩ in reverse
/// topological order, with no recursion.
///
/// # Errors
/// [`GameError::Cycle`] if ⟨root⟩ has a cycle (the tree is infinite); the
/// limit errors of [`FiniteAlgorithm::from_root`].
///
/// # Complexity
/// O(|⟨root⟩| + arrows) big-integer additions (each O(bits of the
/// count)), plus O(arrows · log) to intern the tree classes.
///
/// # Example
/// ```
/// use hookgames_game::{tree_statistics, Algorithm};
/// use num_bigint::BigUint;
/// /// Kawanaka's C₁: 0 → 1.
/// struct C1;
/// impl Algorithm for C1 {
///     type State = u8;
///     fn for_each_follower<F: FnMut(u8)>(&self, p: &u8, mut f: F) {
///         if *p == 0 { f(1) }
///     }
/// }
/// // The 3-cube C₃: 8 states, 3! = 6 plays, 1 + 3 + 6 + 6 = 16 nodes.
/// let s = tree_statistics(&vec![&C1; 3], &vec![0, 0, 0])?;
/// assert_eq!(s.states, 8);
/// assert_eq!(s.leaves, BigUint::from(6u32));
/// assert_eq!(s.nodes, BigUint::from(16u32));
/// assert_eq!(s.height, 3);
/// assert_eq!(s.states_by_depth, vec![1, 3, 3, 1]);
/// assert_eq!(s.tree_classes, 4);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn tree_statistics<A>(game: &A, root: &A::State) -> Result<TreeStatistics, GameError>
where
    A: Algorithm + ?Sized,
{
    FiniteAlgorithm::from_root(game, root)?.tree_statistics(0)
}

impl<S> FiniteAlgorithm<S> {
    /// The game-tree statistics of the state with index `root` (see
    /// [`tree_statistics`]); only the states reachable from it count.
    ///
    /// # Errors
    /// [`GameError::UnknownState`] if `root ≥ len()`;
    /// [`GameError::Cycle`] if a cycle is reachable from it.
    ///
    /// # Complexity
    /// O(states + arrows) big-integer additions.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// use num_bigint::BigUint;
    /// // 0 → {1, 2}, 1 → 2: plays 0→2 and 0→1→2.
    /// let fa = FiniteAlgorithm::from_followers([vec![1, 2], vec![2], vec![]])?;
    /// let s = fa.tree_statistics(0)?;
    /// assert_eq!((s.states, s.height), (3, 2));
    /// assert_eq!(s.leaves, BigUint::from(2u32));
    /// assert_eq!(s.nodes, BigUint::from(4u32));
    /// assert_eq!(fa.tree_statistics(1)?.states, 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn tree_statistics(&self, root: u32) -> Result<TreeStatistics, GameError> {
        let mask = self.reachable_mask(root)?;
        let order = self.reachable_order(&mask)?;
        let n = self.len();
        let mut nodes: Vec<BigUint> = vec![BigUint::zero(); n];
        let mut leaves: Vec<BigUint> = vec![BigUint::zero(); n];
        let mut height = vec![0u64; n];
        let mut arrows = 0u64;
        let mut ends = 0u64;
        for &p in order.iter().rev() {
            let row = self.followers_of(p);
            arrows += row.len() as u64;
            let (mut nd, mut lf, mut h) = (BigUint::one(), BigUint::zero(), 0u64);
            if row.is_empty() {
                lf = BigUint::one();
                ends += 1;
            }
            for &q in row {
                nd += &nodes[q as usize];
                lf += &leaves[q as usize];
                h = h.max(height[q as usize] + 1);
            }
            nodes[p as usize] = nd;
            leaves[p as usize] = lf;
            height[p as usize] = h;
        }
        let classes = self.tree_class_ids_in(&order);
        let tree_classes = order
            .iter()
            .map(|&p| classes[p as usize])
            .collect::<hashbrown::HashSet<u32>>()
            .len() as u64;
        Ok(TreeStatistics {
            states: order.len() as u64,
            arrows,
            ends,
            nodes: std::mem::take(&mut nodes[root as usize]),
            leaves: std::mem::take(&mut leaves[root as usize]),
            height: height[root as usize],
            states_by_depth: self.bfs_layers(root),
            tree_classes,
        })
    }

    /// Game-tree isomorphism classes (LCTR §2.4(3)): `ids[i] == ids[j]` iff
    /// the game trees T_i and T_j are isomorphic as rooted trees.
    ///
    /// The ids are assigned bottom-up: an end gets the class of the
    /// one-node tree, and a state the class of the *multiset* of its
    /// followers' classes. By induction on the height, two rooted trees are
    /// isomorphic iff their roots' children can be matched into isomorphic
    /// pairs, i.e. iff the multisets of child classes are equal (the
    /// Aho–Hopcroft–Ullman tree-isomorphism argument), so equal ids decide
    /// tree isomorphism exactly. The ids are meaningful only within one
    /// call.
    ///
    /// Isomorphic principal algorithms ⟨p⟩ ≅ ⟨q⟩ have isomorphic game trees,
    /// but not conversely: 0 → {1, 2}, 1 → 3, 2 → 3 and 0 → {1, 2}, 1 → 3,
    /// 2 → 4 unfold to the same tree but have 4 and 5 states. Use
    /// [`find_isomorphism`](crate::find_isomorphism) to decide ⟨p⟩ ≅ ⟨q⟩.
    ///
    /// # Errors
    /// [`GameError::Cycle`] if the algorithm has a cycle.
    ///
    /// # Complexity
    /// O(states + arrows · log(max degree)) with hashing of follower
    /// multisets.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// // 0 → {1, 2}, 1 → 3, 2 → 3, 3 end, 4 → 3.
    /// let fa = FiniteAlgorithm::from_followers([vec![1, 2], vec![3], vec![3], vec![], vec![3]])?;
    /// let ids = fa.tree_classes()?;
    /// assert_eq!(ids[1], ids[2]);
    /// assert_eq!(ids[1], ids[4]);
    /// assert_ne!(ids[0], ids[1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn tree_classes(&self) -> Result<Vec<u32>, GameError> {
        let order = self.topological_order()?;
        Ok(self.tree_class_ids_in(&order))
    }

    fn tree_class_ids_in(&self, order: &[u32]) -> Vec<u32> {
        let mut ids = vec![u32::MAX; self.len()];
        let mut intern: HashMap<Vec<u32>, u32> = HashMap::new();
        let mut key: Vec<u32> = Vec::new();
        for &p in order.iter().rev() {
            key.clear();
            key.extend(self.followers_of(p).iter().map(|&q| ids[q as usize]));
            key.sort_unstable();
            let next = intern.len() as u32;
            let id = match intern.get(key.as_slice()) {
                Some(&id) => id,
                None => {
                    intern.insert(key.clone(), next);
                    next
                }
            };
            ids[p as usize] = id;
        }
        ids
    }

    /// A topological order of the states with `mask[i]` (Kahn).
    fn reachable_order(&self, mask: &[bool]) -> Result<Vec<u32>, GameError> {
        let n = self.len();
        let mut indeg = vec![0u32; n];
        let mut total = 0usize;
        for p in 0..n as u32 {
            if mask[p as usize] {
                total += 1;
                for &q in self.followers_of(p) {
                    indeg[q as usize] += 1;
                }
            }
        }
        let mut order: Vec<u32> = (0..n as u32)
            .filter(|&i| mask[i as usize] && indeg[i as usize] == 0)
            .collect();
        let mut head = 0;
        while head < order.len() {
            let p = order[head];
            head += 1;
            for &q in self.followers_of(p) {
                indeg[q as usize] -= 1;
                if indeg[q as usize] == 0 {
                    order.push(q);
                }
            }
        }
        if order.len() < total {
            let length = self.find_cycle().map_or(0, |c| c.len());
            return Err(GameError::Cycle { length });
        }
        Ok(order)
    }

    /// The number of states at each BFS distance from `root`.
    fn bfs_layers(&self, root: u32) -> Vec<u64> {
        let mut dist = vec![u32::MAX; self.len()];
        dist[root as usize] = 0;
        let mut queue = vec![root];
        let mut layers: Vec<u64> = vec![1];
        let mut head = 0;
        while head < queue.len() {
            let p = queue[head];
            head += 1;
            let d = dist[p as usize] + 1;
            for &q in self.followers_of(p) {
                if dist[q as usize] == u32::MAX {
                    dist[q as usize] = d;
                    if layers.len() <= d as usize {
                        layers.push(0);
                    }
                    layers[d as usize] += 1;
                    queue.push(q);
                }
            }
        }
        layers
    }
}
