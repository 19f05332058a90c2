//! Connected components (Kawanaka §1): the unique decomposition of an
//! algorithm into a disjoint sum of connected full subalgorithms.

use std::hash::Hash;

use super::finite::FiniteAlgorithm;
use crate::algorithm::Algorithm;
use crate::config::Engine;
use crate::error::GameError;

/// The connected components of a finite algorithm (P, φ) (Kawanaka §1): a
/// non-empty algorithm is uniquely the disjoint sum of non-empty full
/// subalgorithms that are connected, its *connected components*. Two
/// states lie in one component exactly when a chain of arrows, each taken
/// in either direction (φ^{±1}), joins them; (P, φ) is *connected* when
/// there is one component.
///
/// States are the indices `0..len()`; components are numbered
/// `0..count()` in the order of their smallest state, so state 0 is in
/// component 0. Obtained from a materialized algorithm
/// ([`FiniteAlgorithm::components`]) or from follower rows
/// ([`Components::from_rows`]); [`connected_components`] decomposes the
/// subalgorithm of any game on a finite set of states.
///
/// Kawanaka's *sum* (P + Q, φ + ψ) — a tuple or `Vec` of games in this
/// crate — of connected algorithms is connected (§1); his *disjoint sum*
/// P ⊔ Q ([`DisjointSum`](crate::DisjointSum),
/// [`DisjointUnion`](crate::DisjointUnion)) of n connected algorithms has n
/// components.
///
/// # Example
/// ```
/// use hookgames_game::FiniteAlgorithm;
/// // 0 → 1 and 2 → 3 → 4: two components, {0, 1} and {2, 3, 4}.
/// let fa = FiniteAlgorithm::from_followers([vec![1], vec![], vec![3], vec![4], vec![]])?;
/// let c = fa.components();
/// assert_eq!(c.count(), 2);
/// assert_eq!(c.component_of(3), Some(1));
/// assert_eq!(c.members(), vec![vec![0, 1], vec![2, 3, 4]]);
/// assert!(!c.is_connected());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Components {
    labels: Vec<u32>,
    count: usize,
}

/// Union–find with path halving and union by size.
struct UnionFind {
    parent: Vec<u32>,
    size: Vec<u32>,
}

impl UnionFind {
    fn new(n: usize) -> Self {
        UnionFind {
            parent: (0..n as u32).collect(),
            size: vec![1; n],
        }
    }

    fn find(&mut self, mut x: u32) -> u32 {
        while self.parent[x as usize] != x {
            let grand = self.parent[self.parent[x as usize] as usize];
            self.parent[x as usize] = grand;
            x = grand;
        }
        x
    }

    fn union(&mut self, a: u32, b: u32) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra == rb {
            return;
        }
        let (big, small) = if self.size[ra as usize] >= self.size[rb as usize] {
            (ra, rb)
        } else {
            (rb, ra)
        };
        self.parent[small as usize] = big;
        self.size[big as usize] += self.size[small as usize];
    }
}

impl Components {
    /// The connected components of the algorithm on the states `0..n`
    /// whose followers of `i` are `row(i)` (in any order; repeats are
    /// harmless here).
    ///
    /// # Errors
    /// [`GameError::StateLimit`] if `n` exceeds `u32::MAX`;
    /// [`GameError::FollowerOutOfRange`] if a row names a state `≥ n`.
    ///
    /// # Complexity
    /// O((n + arrows) · α(n)) time (union–find; the rows are read twice),
    /// 8 bytes per state.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Components;
    /// let rows: [&[u32]; 4] = [&[2], &[], &[], &[1]];
    /// let c = Components::from_rows(4, |i| rows[i as usize])?;
    /// assert_eq!(c.members(), vec![vec![0, 2], vec![1, 3]]);
    /// assert!(Components::from_rows(2, |_| [5u32]).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_rows<R, F>(n: usize, mut row: F) -> Result<Components, GameError>
    where
        R: AsRef<[u32]>,
        F: FnMut(u32) -> R,
    {
        if n as u64 > u64::from(u32::MAX) {
            return Err(GameError::StateLimit {
                limit: u64::from(u32::MAX),
            });
        }
        for i in 0..n as u32 {
            if let Some(&j) = row(i).as_ref().iter().find(|&&j| j as usize >= n) {
                return Err(GameError::FollowerOutOfRange {
                    state: u64::from(i),
                    follower: u64::from(j),
                    len: n as u64,
                });
            }
        }
        Ok(Components::build(n, row))
    }

    /// The components of rows known to name states in `0..n` only (a
    /// follower out of range would be ignored).
    fn build<R, F>(n: usize, mut row: F) -> Components
    where
        R: AsRef<[u32]>,
        F: FnMut(u32) -> R,
    {
        let mut uf = UnionFind::new(n);
        for i in 0..n as u32 {
            for &j in row(i).as_ref() {
                if (j as usize) < n {
                    uf.union(i, j);
                }
            }
        }
        // Number the components by their smallest state.
        let mut number = vec![u32::MAX; n];
        let mut labels = Vec::with_capacity(n);
        let mut count = 0usize;
        for i in 0..n as u32 {
            let r = uf.find(i) as usize;
            if number[r] == u32::MAX {
                number[r] = count as u32;
                count += 1;
            }
            labels.push(number[r]);
        }
        Components { labels, count }
    }

    /// The number of connected components (0 for the empty algorithm).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Components`].
    pub fn count(&self) -> usize {
        self.count
    }

    /// The number of states decomposed.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// let fa = FiniteAlgorithm::from_followers([vec![1], vec![], vec![]])?;
    /// assert_eq!(fa.components().len(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn len(&self) -> usize {
        self.labels.len()
    }

    /// `true` if there are no states (the empty algorithm, which has no
    /// component).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// assert!(FiniteAlgorithm::from_followers(Vec::<Vec<u32>>::new())?.components().is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_empty(&self) -> bool {
        self.labels.is_empty()
    }

    /// `true` if the algorithm is connected (Kawanaka §1): exactly one
    /// component. The empty algorithm is not connected.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Components`].
    pub fn is_connected(&self) -> bool {
        self.count == 1
    }

    /// The component of state `i`, or `None` if `i` is not a state.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Components`].
    pub fn component_of(&self, i: u32) -> Option<u32> {
        self.labels.get(i as usize).copied()
    }

    /// The component of every state, by index.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// let fa = FiniteAlgorithm::from_followers([vec![], vec![0], vec![]])?;
    /// assert_eq!(fa.components().labels(), &[0, 0, 1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn labels(&self) -> &[u32] {
        &self.labels
    }

    /// The states of each component, increasing, components in order.
    ///
    /// # Complexity
    /// O(states).
    ///
    /// # Example
    /// See [`Components`].
    pub fn members(&self) -> Vec<Vec<u32>> {
        let mut out = vec![Vec::new(); self.count];
        for (i, &c) in self.labels.iter().enumerate() {
            out[c as usize].push(i as u32);
        }
        out
    }

    /// The number of states of each component, components in order.
    ///
    /// # Complexity
    /// O(states).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// let fa = FiniteAlgorithm::from_followers([vec![], vec![0], vec![]])?;
    /// assert_eq!(fa.components().sizes(), vec![2, 1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn sizes(&self) -> Vec<usize> {
        let mut out = vec![0usize; self.count];
        for &c in &self.labels {
            out[c as usize] += 1;
        }
        out
    }
}

impl<S> FiniteAlgorithm<S> {
    /// The connected components of this algorithm (Kawanaka §1), by state
    /// index. A principal algorithm ⟨p⟩ is connected; the union of
    /// principal algorithms from several roots
    /// ([`FiniteAlgorithm::from_roots`]) or a subalgorithm
    /// ([`FiniteAlgorithm::from_subset`], [`FiniteAlgorithm::subalgorithm`])
    /// need not be.
    ///
    /// # Complexity
    /// O((states + arrows) · α(states)) time, 8 bytes per state: the
    /// algorithm is already materialized within its limits.
    ///
    /// # Example
    /// See [`Components`].
    pub fn components(&self) -> Components {
        // The rows of a FiniteAlgorithm name states in 0..len() ≤ u32::MAX.
        Components::build(self.len(), |i| self.followers_of(i))
    }
}

/// The connected components (Kawanaka §1) of the subalgorithm (Q, φ_Q) of
/// `game` on the finite set of states Q = `subset` (φ_Q(q) = φ(q) ∩ Q), as
/// lists of states: components in the order of their first state in
/// `subset`, states in that order (a state listed twice counts once).
///
/// For Q = ⟨p⟩ there is one component; for Q = φ(p), the diagram Y_p of
/// Kawanaka's Theorem 2.5, the components are those of the diagram (the
/// diagram of a sum of n games is the disjoint sum of their n diagrams);
/// Kawanaka's §3 decomposes φ⁻¹(e) this way to find the simple roots.
///
/// # Errors
/// As [`FiniteAlgorithm::from_subset`] within `limits`:
/// [`GameError::StateLimit`] if Q has more than `limits.max_states`
/// states, [`GameError::ArrowLimit`] if more than `limits.max_arrows`
/// followers of Q would be examined, [`GameError::MemoryLimit`] beyond
/// `limits.max_bytes` bytes, [`GameError::DuplicateFollower`] if the game
/// reports a follower twice.
///
/// # Complexity
/// O(|Q| + Σ_{q ∈ Q} |φ(q)|) follower enumerations and hash lookups.
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{Engine, connected_components, Algorithm, AlgorithmExt, GameError, Limits};
/// struct Nim;
/// impl Algorithm for Nim {
///     type State = u32;
///     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
///     where
///         B: From<GameError>,
///         F: FnMut(u32) -> ControlFlow<B>,
///     {
///         (0..*p).try_for_each(f)
///     }
/// }
/// // The options of the sum (3, 2) of two heaps: the diagram of the sum
/// // is the disjoint sum of the two chains φ(3) and φ(2).
/// let nim = (Nim, Nim);
/// let c = connected_components(&nim, &nim.followers(&(3, 2))?, &Engine::new())?;
/// assert_eq!(c, vec![vec![(0, 2), (1, 2), (2, 2)], vec![(3, 0), (3, 1)]]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn connected_components<A>(
    game: &A,
    subset: &[A::State],
    engine: &Engine<'_>,
) -> Result<Vec<Vec<A::State>>, GameError>
where
    A: Algorithm + ?Sized,
    A::State: Clone + Eq + Hash,
{
    let fa = FiniteAlgorithm::from_subset(game, subset, engine)?;
    let c = fa.components();
    let mut out: Vec<Vec<A::State>> = vec![Vec::new(); c.count()];
    for (i, s) in fa.states().iter().enumerate() {
        out[c.labels()[i] as usize].push(s.clone());
    }
    Ok(out)
}
