//! The principal algorithm ⟨p⟩ materialized (Kawanaka §1): the storage
//! (compressed rows of `u32` indices, φ⁻¹ on demand) and the derived
//! algorithms (reversed, restricted, subalgorithms) here; the builders in
//! `build`, the solving on the rows in `solve`.

use std::fmt;
use std::hash::{BuildHasher, Hash};
use std::ops::ControlFlow;
use std::sync::OnceLock;

use hashbrown::{DefaultHashBuilder, HashTable};

use crate::algorithm::{Algorithm, Indexed};
use crate::error::GameError;
use crate::limits::Limits;

/// The bookkeeping bytes of a materialized state beyond the state itself
/// (its hash-table index, row offset and duplicate stamp).
const STATE_BYTES: usize = 16;

mod build;
mod solve;

pub use solve::find_cycle;

/// Arrows in compressed rows: the followers of state `i` are
/// `targets[offsets[i]..offsets[i + 1]]`.
#[derive(Debug, Clone, Default)]
struct Csr {
    offsets: Vec<usize>,
    targets: Vec<u32>,
}

impl Csr {
    fn row(&self, i: u32) -> &[u32] {
        let i = i as usize;
        match (self.offsets.get(i), self.offsets.get(i + 1)) {
            (Some(&a), Some(&b)) => &self.targets[a..b],
            _ => &[],
        }
    }

    /// The reversed arrows, each row sorted increasingly.
    fn transpose(&self, n: usize) -> Csr {
        let mut counts = vec![0usize; n + 1];
        for &t in &self.targets {
            counts[t as usize + 1] += 1;
        }
        for i in 0..n {
            counts[i + 1] += counts[i];
        }
        let offsets = counts.clone();
        let mut fill = counts;
        let mut targets = vec![0u32; self.targets.len()];
        for p in 0..n {
            for &q in self.row(p as u32) {
                let slot = &mut fill[q as usize];
                targets[*slot] = p as u32;
                *slot += 1;
            }
        }
        Csr { offsets, targets }
    }
}

/// A materialized finite algorithm: the states are numbered `0..len()` and
/// the branching map is stored in compressed rows (CSR) of `u32` indices.
///
/// This is Kawanaka's (P, φ) (§1) made concrete: [`FiniteAlgorithm::from_root`]
/// materializes the principal algorithm ⟨p⟩_φ = ⋃ₖ φᵏ(p) of any
/// [`Algorithm`], numbering the states breadth-first from the root (index
/// 0), with a state → index hash table and the index → state vector;
/// [`FiniteAlgorithm::from_followers`] builds one from explicit follower
/// lists. The reversed arrows φ⁻¹ are computed on first use
/// ([`predecessors_of`](FiniteAlgorithm::predecessors_of)), and
/// [`reversed`](FiniteAlgorithm::reversed) gives the algorithm (P, φ⁻¹).
///
/// It is itself an [`Algorithm`] and an [`Indexed`] one whose states are
/// the indices (`u32`): every solver of this crate runs on it, and the
/// dense [`TableSolver`](crate::TableSolver) needs no other ranking.
/// Indices at or above `len()` are not states; they have no followers.
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{Algorithm, FiniteAlgorithm, GameError};
///
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
/// let fa = FiniteAlgorithm::from_root(&Nim, &3)?;
/// assert_eq!(fa.len(), 4);
/// assert_eq!(fa.arrow_count(), 6);
/// assert_eq!(fa.state(0), Some(&3)); // the root
/// let i = fa.index_of(&1).unwrap();
/// assert_eq!(fa.followers_of(i).len(), 1);
/// assert_eq!(fa.predecessors_of(i).len(), 2); // 3 → 1 and 2 → 1
/// assert_eq!(fa.grundy_values()?[0], 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct FiniteAlgorithm<S> {
    states: Vec<S>,
    table: HashTable<u32>,
    hasher: DefaultHashBuilder,
    forward: Csr,
    reverse: OnceLock<Csr>,
}

impl<S> fmt::Debug for FiniteAlgorithm<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("FiniteAlgorithm")
            .field("states", &self.states.len())
            .field("arrows", &self.forward.targets.len())
            .finish_non_exhaustive()
    }
}

impl<S: Clone + Eq + Hash> FiniteAlgorithm<S> {
    /// The index of state `p`, if it is a state of this algorithm.
    ///
    /// # Complexity
    /// One hash lookup.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// let fa = FiniteAlgorithm::from_followers([vec![1], vec![]])?;
    /// assert_eq!(fa.index_of(&1), Some(1));
    /// assert_eq!(fa.index_of(&9), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn index_of(&self, p: &S) -> Option<u32> {
        let hash = self.hasher.hash_one(p);
        self.table
            .find(hash, |&i| &self.states[i as usize] == p)
            .copied()
    }

    /// The algorithm (P, φ⁻¹) with every arrow reversed (Kawanaka §1):
    /// same states and indices, the followers of `i` are its predecessors
    /// in `self` (in increasing order).
    ///
    /// # Complexity
    /// O(states + arrows), plus cloning the states.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// let fa = FiniteAlgorithm::from_followers([vec![1, 2], vec![2], vec![]])?;
    /// let rev = fa.reversed();
    /// assert_eq!(rev.followers_of(2), &[0, 1]);
    /// assert_eq!(rev.followers_of(0), &[] as &[u32]);
    /// assert_eq!(rev.reversed().followers_of(0), &[1, 2]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn reversed(&self) -> Self {
        let reverse = self.reverse_csr().clone();
        let back = OnceLock::new();
        let _ = back.set(self.forward.clone());
        FiniteAlgorithm {
            states: self.states.clone(),
            table: self.table.clone(),
            hasher: self.hasher.clone(),
            forward: reverse,
            reverse: back,
        }
    }

    /// The restriction (Kawanaka §1) of this algorithm that keeps the
    /// arrows `p → q` with `keep(p, q)`: same states and indices,
    /// φ'(p) ⊂ φ(p).
    ///
    /// # Complexity
    /// O(states + arrows) calls of `keep`.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// let fa = FiniteAlgorithm::from_followers([vec![1, 2], vec![2], vec![]])?;
    /// let even = fa.restricted(|p, q| (p + q) % 2 == 0);
    /// assert_eq!(even.followers_of(0), &[2]);
    /// assert_eq!(even.arrow_count(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn restricted<K: FnMut(u32, u32) -> bool>(&self, mut keep: K) -> Self {
        let mut forward = Csr {
            offsets: Vec::with_capacity(self.states.len() + 1),
            targets: Vec::new(),
        };
        forward.offsets.push(0);
        for p in 0..self.states.len() as u32 {
            for &q in self.forward.row(p) {
                if keep(p, q) {
                    forward.targets.push(q);
                }
            }
            forward.offsets.push(forward.targets.len());
        }
        FiniteAlgorithm {
            states: self.states.clone(),
            table: self.table.clone(),
            hasher: self.hasher.clone(),
            forward,
            reverse: OnceLock::new(),
        }
    }

    /// The subalgorithm (Q, φ_Q) of this algorithm on the states with the
    /// given indices (Kawanaka §1: φ_Q(q) = φ(q) ∩ Q): the state `indices[k]`
    /// gets the index `k` (an index listed twice counts once, at its first
    /// place), and an arrow is kept when both ends are in Q.
    ///
    /// # Errors
    /// [`GameError::UnknownState`] if an index is not a state.
    ///
    /// # Complexity
    /// O(|P| + Σ_{q ∈ Q} |φ(q)|) time, 4 bytes per state of P for the
    /// renumbering, plus cloning the states of Q.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// // The square 0 → 1, 2 → 3 without its origin: two chains into 3.
    /// let square = FiniteAlgorithm::from_followers([vec![1, 2], vec![3], vec![3], vec![]])?;
    /// let sub = square.subalgorithm(&[3, 1, 2])?;
    /// assert_eq!(sub.states(), &[3, 1, 2]);
    /// assert_eq!(sub.followers_of(1), &[0]); // 1 → 3
    /// assert_eq!(sub.arrow_count(), 2);
    /// assert!(square.subalgorithm(&[4]).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn subalgorithm(&self, indices: &[u32]) -> Result<Self, GameError> {
        let n = self.states.len();
        let mut new_index = vec![u32::MAX; n];
        let mut kept: Vec<u32> = Vec::with_capacity(indices.len().min(n));
        for &i in indices {
            let slot = new_index
                .get_mut(i as usize)
                .ok_or(GameError::UnknownState {
                    index: u64::from(i),
                    len: n as u64,
                })?;
            if *slot == u32::MAX {
                *slot = kept.len() as u32;
                kept.push(i);
            }
        }
        let mut fa = Self::empty();
        let limits = Limits::default().with_max_states(u64::from(u32::MAX));
        for &i in &kept {
            fa.intern(self.states[i as usize].clone(), &limits)?;
        }
        for &i in &kept {
            for &j in self.forward.row(i) {
                let k = new_index[j as usize];
                if k != u32::MAX {
                    fa.forward.targets.push(k);
                }
            }
            fa.forward.offsets.push(fa.forward.targets.len());
        }
        Ok(fa)
    }
}

impl<S> FiniteAlgorithm<S> {
    fn reverse_csr(&self) -> &Csr {
        self.reverse
            .get_or_init(|| self.forward.transpose(self.states.len()))
    }

    /// The number of states |P|.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// assert_eq!(FiniteAlgorithm::from_followers([vec![1], vec![]])?.len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn len(&self) -> usize {
        self.states.len()
    }

    /// `true` if there are no states.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// assert!(FiniteAlgorithm::from_followers(Vec::<Vec<u32>>::new())?.is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_empty(&self) -> bool {
        self.states.is_empty()
    }

    /// The number of arrows Σ |φ(p)|.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// let fa = FiniteAlgorithm::from_followers([vec![1, 2], vec![2], vec![]])?;
    /// assert_eq!(fa.arrow_count(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn arrow_count(&self) -> usize {
        self.forward.targets.len()
    }

    /// The states, by index.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// let fa = FiniteAlgorithm::from_followers([vec![1], vec![]])?;
    /// assert_eq!(fa.states(), &[0, 1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn states(&self) -> &[S] {
        &self.states
    }

    /// The state with index `i`, or `None` if `i ≥ len()`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// let fa = FiniteAlgorithm::from_followers([vec![1], vec![]])?;
    /// assert_eq!(fa.state(1), Some(&1));
    /// assert_eq!(fa.state(2), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn state(&self, i: u32) -> Option<&S> {
        self.states.get(i as usize)
    }

    /// φ(i) as a slice of indices, in the order the game produced them
    /// (empty for an end, and for an index that is not a state).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// let fa = FiniteAlgorithm::from_followers([vec![2, 1], vec![2], vec![]])?;
    /// assert_eq!(fa.followers_of(0), &[2, 1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn followers_of(&self, i: u32) -> &[u32] {
        self.forward.row(i)
    }

    /// φ⁻¹(i) = {p | p → i} as a slice of indices in increasing order. The
    /// reversed arrows are computed once, on the first call.
    ///
    /// # Complexity
    /// O(states + arrows) on the first call (and 8 bytes per state plus 4
    /// per arrow of memory), O(1) afterwards.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// let fa = FiniteAlgorithm::from_followers([vec![2, 1], vec![2], vec![]])?;
    /// assert_eq!(fa.predecessors_of(2), &[0, 1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn predecessors_of(&self, i: u32) -> &[u32] {
        self.reverse_csr().row(i)
    }

    /// The indices of the ends (φ(p) = ∅), increasing.
    ///
    /// # Complexity
    /// O(states).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// let fa = FiniteAlgorithm::from_followers([vec![1, 2], vec![], vec![]])?;
    /// assert_eq!(fa.ends().collect::<Vec<_>>(), vec![1, 2]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn ends(&self) -> impl Iterator<Item = u32> + '_ {
        (0..self.states.len() as u32).filter(|&i| self.forward.row(i).is_empty())
    }
}

impl<S> Algorithm for FiniteAlgorithm<S> {
    type State = u32;

    fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u32) -> ControlFlow<B>,
    {
        self.forward.row(*p).iter().copied().try_for_each(f)
    }

    fn follower_count(&self, p: &u32) -> Result<usize, GameError> {
        Ok(self.forward.row(*p).len())
    }

    fn is_end(&self, p: &u32) -> Result<bool, GameError> {
        Ok(self.forward.row(*p).is_empty())
    }

    fn has_arrow(&self, p: &u32, q: &u32) -> Result<bool, GameError> {
        Ok(self.forward.row(*p).contains(q))
    }
}

impl<S> Indexed for FiniteAlgorithm<S> {
    fn count(&self) -> u64 {
        self.states.len() as u64
    }

    fn rank(&self, p: &u32) -> u64 {
        u64::from(*p)
    }

    fn unrank(&self, r: u64) -> u32 {
        u32::try_from(r).unwrap_or(u32::MAX)
    }
}
