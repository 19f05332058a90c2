use hashbrown::HashMap;
use num_bigint::BigUint;
use num_traits::{One, Zero};

use crate::algorithm::Algorithm;
use crate::config::Engine;
use crate::construct::FiniteAlgorithm;
use crate::error::GameError;
use rayon::prelude::*;

/// The states of a DAG grouped by height.
struct Levels {
    /// The height of each state (0 for states outside the order).
    height: Vec<u64>,
    /// `states[h]`: the states of height h.
    states: Vec<Vec<u32>>,
}

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
/// ⟨root⟩ is materialized within the default [`Limits`](crate::Limits) on
/// the calling thread ([`FiniteAlgorithm::from_root`], so the game need not
/// be `Sync`), then the dynamic programming runs on the threads of the
/// caller's rayon pool ([`FiniteAlgorithm::tree_statistics`]). For other
/// limits, a cancellation token, or the materialization on the pool's
/// threads too, use [`Engine::tree_statistics`].
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
/// use std::ops::ControlFlow;
/// use hookgames_game::{tree_statistics, Algorithm, GameError};
/// use num_bigint::BigUint;
/// /// Kawanaka's C₁: 0 → 1.
/// struct C1;
/// impl Algorithm for C1 {
///     type State = u8;
///     fn try_for_each_follower<B, F>(&self, p: &u8, mut f: F) -> ControlFlow<B>
///     where
///         B: From<GameError>,
///         F: FnMut(u8) -> ControlFlow<B>,
///     {
///         if *p == 0 { f(1)?; }
///         ControlFlow::Continue(())
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

impl Engine<'_> {
    /// The game-tree statistics of ⟨root⟩ (LCTR §2.4; see
    /// [`tree_statistics`]) within this engine's limits: ⟨root⟩ is
    /// materialized by [`FiniteAlgorithm::from_roots`] (the followers
    /// enumerated on the threads of the caller's rayon pool, numbered in the
    /// sequential order, the token checked between rounds) and the dynamic
    /// programming over it runs as [`FiniteAlgorithm::tree_statistics`]
    /// (on one thread if the engine [`is_sequential`](Engine::is_sequential)).
    /// The statistics are the same for every pool size.
    ///
    /// # Errors
    /// As [`tree_statistics`], with this engine's limits;
    /// [`GameError::Cancelled`], [`GameError::DeadlineExceeded`].
    ///
    /// # Complexity
    /// As [`tree_statistics`]; the follower enumerations, the big-integer
    /// additions and the interning of the tree classes divided among the
    /// threads.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{tree_statistics, Engine, Limits, Nim};
    /// // Three Nim heaps of 6: 343 states, on one thread and on two.
    /// let one = Engine::new().with_limits(Limits::default().with_sequential(true));
    /// let seq = one.tree_statistics(&[Nim; 3], &[6, 6, 6])?;
    /// let pool = rayon::ThreadPoolBuilder::new().num_threads(2).build().unwrap();
    /// let par = pool.install(|| Engine::new().tree_statistics(&[Nim; 3], &[6, 6, 6]))?;
    /// assert_eq!(seq, par);
    /// assert_eq!(seq, tree_statistics(&[Nim; 3], &[6, 6, 6])?);
    /// assert_eq!(seq.states, 343);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn tree_statistics<A>(&self, game: &A, root: &A::State) -> Result<TreeStatistics, GameError>
    where
        A: Algorithm + Sync + ?Sized,
        A::State: Send + Sync,
    {
        let roots = std::slice::from_ref(root);
        FiniteAlgorithm::from_roots(game, roots, self)?.statistics(0, !self.is_sequential())
    }
}

/// The fewest states of one height level that are processed in parallel
/// by [`FiniteAlgorithm::tree_statistics`] and
/// [`FiniteAlgorithm::tree_classes`]: a smaller level (and every
/// level of an algorithm of fewer states) is processed on the calling
/// thread, where splitting it would cost more than it saves.
pub(crate) const TREE_PARALLEL_THRESHOLD: usize = 64;

impl<S> FiniteAlgorithm<S> {
    /// The game-tree statistics of the state with index `root` (see
    /// [`tree_statistics`]); only the states reachable from it count.
    ///
    /// On the threads of the caller's rayon pool (LCTR §2.4): the states
    /// reachable from `root` are grouped by height (the length
    /// of the longest play from them): every follower of a state of height
    /// h has a smaller height, so the states of one level are independent,
    /// and their node and leaf counts (the big-integer sums) and the keys
    /// of their tree classes are computed in parallel, one level after the
    /// other. The tree classes are interned level by level (two isomorphic
    /// trees have the same height) and then numbered in the order of the
    /// sequential pass, so every count — and the ids of
    /// [`FiniteAlgorithm::tree_classes`] — is the same for every
    /// pool size. Levels of fewer than 64 (`TREE_PARALLEL_THRESHOLD`)
    /// states are processed on the calling thread.
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
        self.statistics(root, rayon::current_num_threads() > 1)
    }

    /// [`FiniteAlgorithm::tree_statistics`], in parallel or not.
    fn statistics(&self, root: u32, parallel: bool) -> Result<TreeStatistics, GameError> {
        let mask = self.reachable_mask(root)?;
        let order = self.reachable_order(&mask)?;
        let n = self.len();
        let levels = self.height_levels(&order);
        let mut nodes: Vec<BigUint> = vec![BigUint::zero(); n];
        let mut leaves: Vec<BigUint> = vec![BigUint::zero(); n];
        let mut arrows = 0u64;
        let mut ends = 0u64;
        // The follower rows, shareable among threads whatever the states are.
        let rows = self.rows();
        let rows = &rows;
        let classes = {
            for level in &levels.states {
                let count = |p: &u32, nodes: &[BigUint], leaves: &[BigUint]| {
                    let row = rows[*p as usize];
                    let mut nd = BigUint::one();
                    let mut lf = if row.is_empty() {
                        BigUint::one()
                    } else {
                        BigUint::zero()
                    };
                    for &q in row {
                        nd += &nodes[q as usize];
                        lf += &leaves[q as usize];
                    }
                    (nd, lf)
                };
                if parallel && level.len() >= TREE_PARALLEL_THRESHOLD {
                    let counts: Vec<(BigUint, BigUint)> = level
                        .par_iter()
                        .map(|p| count(p, &nodes, &leaves))
                        .collect();
                    for (&p, (nd, lf)) in level.iter().zip(counts) {
                        nodes[p as usize] = nd;
                        leaves[p as usize] = lf;
                    }
                } else {
                    for p in level {
                        let (nd, lf) = count(p, &nodes, &leaves);
                        nodes[*p as usize] = nd;
                        leaves[*p as usize] = lf;
                    }
                }
                for &p in level {
                    let out = rows[p as usize].len() as u64;
                    arrows += out;
                    ends += u64::from(out == 0);
                }
            }
            tree_class_ids_by_level(rows, &order, &levels, parallel)
        };
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
            height: levels.height[root as usize],
            states_by_depth: self.bfs_layers(root),
            tree_classes,
        })
    }

    /// The states of `order` (a topological order) grouped by height,
    /// lowest first, each level in the reverse of `order`.
    fn height_levels(&self, order: &[u32]) -> Levels {
        let mut height = vec![0u64; self.len()];
        let mut sizes: Vec<usize> = Vec::new();
        for &p in order.iter().rev() {
            let h = self
                .followers_of(p)
                .iter()
                .map(|&q| height[q as usize] + 1)
                .max()
                .unwrap_or(0);
            height[p as usize] = h;
            // A height is below the number of states, so it fits a usize.
            let h = h as usize;
            if sizes.len() <= h {
                sizes.resize(h + 1, 0);
            }
            sizes[h] += 1;
        }
        let mut states: Vec<Vec<u32>> = sizes.iter().map(|&k| Vec::with_capacity(k)).collect();
        for &p in order.iter().rev() {
            states[height[p as usize] as usize].push(p);
        }
        Levels { height, states }
    }

    /// The follower rows, by state.
    fn rows(&self) -> Vec<&[u32]> {
        (0..self.len() as u32)
            .map(|p| self.followers_of(p))
            .collect()
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
    /// On the threads of the caller's rayon pool (LCTR §2.4(3)): the classes of one height level are keyed and
    /// interned in parallel (isomorphic game trees have the same height),
    /// then numbered as [`FiniteAlgorithm::tree_classes`] numbers them — the
    /// ids are the same for every thread count, and the same as the
    /// sequential ones. Levels of fewer than 64 (`TREE_PARALLEL_THRESHOLD`)
    /// states are processed on the calling thread.
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
        if rayon::current_num_threads() == 1 {
            return Ok(self.tree_class_ids_in(&order));
        }
        let levels = self.height_levels(&order);
        let rows = self.rows();
        Ok(tree_class_ids_by_level(&rows, &order, &levels, true))
    }

    fn tree_class_ids_in(&self, order: &[u32]) -> Vec<u32> {
        tree_class_ids_in(&self.rows(), order)
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

/// Game-tree classes interned in the reverse of `order` (a topological
/// order): an end first, each new multiset of follower classes the next id.
fn tree_class_ids_in(rows: &[&[u32]], order: &[u32]) -> Vec<u32> {
    let mut ids = vec![u32::MAX; rows.len()];
    let mut intern: HashMap<Vec<u32>, u32> = HashMap::new();
    let mut key: Vec<u32> = Vec::new();
    for &p in order.iter().rev() {
        key.clear();
        key.extend(rows[p as usize].iter().map(|&q| ids[q as usize]));
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

/// The tree classes of the states of `order` (a topological order),
/// numbered as `tree_class_ids_in` numbers them, but
/// interned level by level (in parallel if `parallel`, inside the pool
/// of the caller).
fn tree_class_ids_by_level(
    rows: &[&[u32]],
    order: &[u32],
    levels: &Levels,
    parallel: bool,
) -> Vec<u32> {
    if !parallel {
        return tree_class_ids_in(rows, order);
    }
    // Provisional ids: consecutive per level, by sorted key.
    let mut ids = vec![u32::MAX; rows.len()];
    let mut next = 0u32;
    for level in &levels.states {
        let key_of = |&p: &u32| {
            let mut key: Vec<u32> = rows[p as usize].iter().map(|&q| ids[q as usize]).collect();
            key.sort_unstable();
            (key, p)
        };
        let mut keyed: Vec<(Vec<u32>, u32)> = if level.len() >= TREE_PARALLEL_THRESHOLD {
            let mut k: Vec<(Vec<u32>, u32)> = level.par_iter().map(key_of).collect();
            k.par_sort_unstable();
            k
        } else {
            let mut k: Vec<(Vec<u32>, u32)> = level.iter().map(key_of).collect();
            k.sort_unstable();
            k
        };
        for i in 0..keyed.len() {
            if i > 0 && keyed[i].0 != keyed[i - 1].0 {
                next += 1;
            }
            ids[keyed[i].1 as usize] = next;
        }
        next += u32::from(!keyed.is_empty());
        keyed.clear();
    }
    // Final ids: in the order of first appearance in the reverse of
    // `order`, as the sequential interning assigns them.
    let mut renumber = vec![u32::MAX; next as usize];
    let mut fresh = 0u32;
    for &p in order.iter().rev() {
        let provisional = ids[p as usize] as usize;
        if renumber[provisional] == u32::MAX {
            renumber[provisional] = fresh;
            fresh += 1;
        }
        ids[p as usize] = renumber[provisional];
    }
    ids
}
