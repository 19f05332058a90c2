use std::fmt;
use std::hash::{BuildHasher, Hash};
use std::ops::ControlFlow;
use std::sync::OnceLock;

use hashbrown::{DefaultHashBuilder, HashTable};

use crate::algorithm::{Algorithm, Indexed};
use crate::error::GameError;
use crate::limits::{ByteBudget, Limits};

/// The bookkeeping bytes of a materialized state beyond the state itself
/// (its hash-table index, row offset and duplicate stamp).
const STATE_BYTES: usize = 16;
use crate::mex::MexScratch;
use crate::solver::Convention;

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
/// use hookgames_game::{Algorithm, FiniteAlgorithm};
///
/// struct Nim;
/// impl Algorithm for Nim {
///     type State = u32;
///     fn for_each_follower<F: FnMut(u32)>(&self, p: &u32, mut f: F) {
///         (0..*p).for_each(&mut f);
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
    fn empty() -> Self {
        FiniteAlgorithm {
            states: Vec::new(),
            table: HashTable::new(),
            hasher: DefaultHashBuilder::default(),
            forward: Csr {
                offsets: vec![0],
                targets: Vec::new(),
            },
            reverse: OnceLock::new(),
        }
    }

    /// The index of `q`, inserting it if it is new.
    fn intern(&mut self, q: S, limits: &Limits) -> Result<u32, GameError> {
        let hash = self.hasher.hash_one(&q);
        let states = &self.states;
        if let Some(&i) = self.table.find(hash, |&i| states[i as usize] == q) {
            return Ok(i);
        }
        if self.states.len() as u64 >= limits.state_cap() {
            return Err(GameError::StateLimit {
                limit: limits.max_states,
            });
        }
        let i = self.states.len() as u32;
        self.states.push(q);
        let (states, hasher) = (&self.states, &self.hasher);
        self.table
            .insert_unique(hash, i, |&j| hasher.hash_one(&states[j as usize]));
        Ok(i)
    }

    /// Materializes the principal algorithm ⟨root⟩ (Kawanaka §1) with the
    /// default [`Limits`]: every state reachable from `root`, numbered
    /// breadth-first (the root is 0).
    ///
    /// # Errors
    /// [`GameError::StateLimit`] / [`GameError::ArrowLimit`] if ⟨root⟩ is
    /// larger than the default limits; [`GameError::DuplicateFollower`] if
    /// the game reports a follower twice.
    ///
    /// # Complexity
    /// O(|⟨root⟩| + arrows) hash operations and follower calls; memory
    /// 4 bytes per arrow plus one state, one `usize` and one hash slot per
    /// state.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Algorithm, FiniteAlgorithm};
    /// struct Chain;
    /// impl Algorithm for Chain {
    ///     type State = u64;
    ///     fn for_each_follower<F: FnMut(u64)>(&self, p: &u64, mut f: F) {
    ///         if *p > 0 { f(p - 1) }
    ///     }
    /// }
    /// let fa = FiniteAlgorithm::from_root(&Chain, &5)?;
    /// assert_eq!(fa.states(), &[5, 4, 3, 2, 1, 0]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_root<A>(game: &A, root: &S) -> Result<Self, GameError>
    where
        A: Algorithm<State = S> + ?Sized,
    {
        Self::from_roots(game, std::slice::from_ref(root), Limits::default())
    }

    /// Materializes the union of the principal algorithms ⟨r⟩ of the given
    /// roots, within `limits`. The roots get the first indices (in the
    /// given order, repeated roots once), the other states follow
    /// breadth-first.
    ///
    /// # Errors
    /// [`GameError::StateLimit`] or [`GameError::ArrowLimit`] when the
    /// exploration would exceed `limits`; [`GameError::DuplicateFollower`]
    /// if the game reports a follower twice for one state.
    ///
    /// # Complexity
    /// O(states + arrows) hash operations; see [`FiniteAlgorithm::from_root`].
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Algorithm, FiniteAlgorithm, Limits, GameError};
    /// struct Nim;
    /// impl Algorithm for Nim {
    ///     type State = u32;
    ///     fn for_each_follower<F: FnMut(u32)>(&self, p: &u32, mut f: F) {
    ///         (0..*p).for_each(&mut f);
    ///     }
    /// }
    /// let fa = FiniteAlgorithm::from_roots(&Nim, &[2, 5], Limits::default())?;
    /// assert_eq!(fa.len(), 6);
    /// assert_eq!(fa.state(1), Some(&5));
    /// let small = Limits::default().with_max_states(3);
    /// assert_eq!(
    ///     FiniteAlgorithm::from_roots(&Nim, &[5], small).unwrap_err(),
    ///     GameError::StateLimit { limit: 3 }
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_roots<A>(game: &A, roots: &[S], limits: Limits) -> Result<Self, GameError>
    where
        A: Algorithm<State = S> + ?Sized,
    {
        let mut fa = Self::empty();
        // The bytes held: each state as the game counts it plus its index,
        // offset and stamp entries (16 bytes), each arrow's u32 target.
        let mut held = ByteBudget::default();
        for r in roots {
            let before = fa.states.len();
            fa.intern(r.clone(), &limits)?;
            if fa.states.len() > before {
                held.take(game.state_bytes(r) + STATE_BYTES, limits.max_bytes)?;
            }
        }
        // stamp[j] == i + 1 iff j was already added to row i.
        let mut stamp: Vec<u32> = Vec::new();
        let mut i = 0usize;
        while i < fa.states.len() {
            let p = fa.states[i].clone();
            let row = i as u32 + 1;
            // The enumeration stops at the first error (a limit, a repeated
            // follower): the game is not asked for more followers.
            let flow = game.try_for_each_follower_checked(&p, |q| {
                let bytes = game.state_bytes(&q) + STATE_BYTES;
                let before = fa.states.len();
                let j = match fa.intern(q, &limits) {
                    Ok(j) => j,
                    Err(e) => return ControlFlow::Break(e),
                };
                if fa.states.len() > before
                    && let Err(e) = held.take(bytes, limits.max_bytes)
                {
                    return ControlFlow::Break(e);
                }
                if stamp.len() <= j as usize {
                    stamp.resize(fa.states.len().max(j as usize + 1), 0);
                }
                if stamp[j as usize] == row {
                    return ControlFlow::Break(GameError::DuplicateFollower {
                        state: i as u64,
                        follower: u64::from(j),
                    });
                }
                stamp[j as usize] = row;
                if fa.forward.targets.len() as u64 >= limits.max_arrows {
                    return ControlFlow::Break(GameError::ArrowLimit {
                        limit: limits.max_arrows,
                    });
                }
                if let Err(e) = held.take(4, limits.max_bytes) {
                    return ControlFlow::Break(e);
                }
                fa.forward.targets.push(j);
                ControlFlow::Continue(())
            });
            if let ControlFlow::Break(e) = flow {
                return Err(e);
            }
            fa.forward.offsets.push(fa.forward.targets.len());
            i += 1;
        }
        Ok(fa)
    }

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
    /// Materializes the subalgorithm (Q, φ_Q) of `game` on a finite set of
    /// states Q = `subset` (Kawanaka §1: φ_Q(q) = φ(q) ∩ Q), within
    /// `limits`. The states of Q get the indices `0..`, in the given order
    /// (a state listed twice counts once); only followers inside Q become
    /// arrows. Unlike [`FiniteAlgorithm::from_roots`] nothing outside Q is
    /// explored, so Q need not be full: φ(p), φ⁻¹(p) ∪ φ(p) or φ⁻¹(e) of
    /// Kawanaka's Theorem 2.4 are materialized this way.
    ///
    /// # Errors
    /// [`GameError::StateLimit`] if Q has more than `limits.max_states`
    /// distinct states, [`GameError::MemoryLimit`] if they (16 bytes of
    /// bookkeeping each, 4 bytes per stored arrow) would hold more than
    /// `limits.max_bytes` bytes (both checked before a state or arrow is
    /// stored), [`GameError::ArrowLimit`] if more than `limits.max_arrows`
    /// followers of the states of Q would be examined,
    /// [`GameError::DuplicateFollower`] if the game reports a follower
    /// twice.
    ///
    /// # Complexity
    /// One follower enumeration per state of Q and one hash lookup per
    /// follower: O(|Q| + Σ_{q ∈ Q} |φ(q)|).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Algorithm, FiniteAlgorithm, Limits};
    /// struct Nim;
    /// impl Algorithm for Nim {
    ///     type State = u32;
    ///     fn for_each_follower<F: FnMut(u32)>(&self, p: &u32, mut f: F) {
    ///         (0..*p).for_each(&mut f);
    ///     }
    /// }
    /// // φ(5) = {0, …, 4}, a subalgorithm that is not principal.
    /// let y = FiniteAlgorithm::from_subset(&Nim, &Nim.followers(&5), Limits::default())?;
    /// assert_eq!(y.len(), 5);
    /// assert_eq!(y.arrow_count(), 10); // 4 → 3, 2, 1, 0; 3 → 2, 1, 0; …
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_subset<A>(game: &A, subset: &[S], limits: Limits) -> Result<Self, GameError>
    where
        A: Algorithm<State = S> + ?Sized,
    {
        let mut fa = Self::empty();
        let mut held = ByteBudget::default();
        for q in subset {
            let before = fa.states.len();
            fa.intern(q.clone(), &limits)?;
            if fa.states.len() > before {
                held.take(game.state_bytes(q) + STATE_BYTES, limits.max_bytes)?;
            }
        }
        let mut stamp: Vec<u32> = vec![0; fa.states.len()];
        let mut examined = 0u64;
        for i in 0..fa.states.len() {
            let row = i as u32 + 1;
            let mut targets = std::mem::take(&mut fa.forward.targets);
            let flow = game.try_for_each_follower_checked(&fa.states[i], |q| {
                if examined >= limits.max_arrows {
                    return ControlFlow::Break(GameError::ArrowLimit {
                        limit: limits.max_arrows,
                    });
                }
                examined += 1;
                let Some(j) = fa.index_of(&q) else {
                    return ControlFlow::Continue(());
                };
                if stamp[j as usize] == row {
                    return ControlFlow::Break(GameError::DuplicateFollower {
                        state: i as u64,
                        follower: u64::from(j),
                    });
                }
                stamp[j as usize] = row;
                if let Err(e) = held.take(4, limits.max_bytes) {
                    return ControlFlow::Break(e);
                }
                targets.push(j);
                ControlFlow::Continue(())
            });
            fa.forward.targets = targets;
            if let ControlFlow::Break(e) = flow {
                return Err(e);
            }
            fa.forward.offsets.push(fa.forward.targets.len());
        }
        Ok(fa)
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

impl FiniteAlgorithm<u32> {
    /// The finite algorithm on the states `0..rows.len()` whose follower
    /// lists are `rows`: φ(i) = `rows[i]`. The states are their own
    /// indices.
    ///
    /// # Errors
    /// [`GameError::FollowerOutOfRange`] if a row names a state
    /// `≥ rows.len()`, [`GameError::DuplicateFollower`] if a row repeats a
    /// state, [`GameError::StateLimit`] if there are more than `u32::MAX`
    /// rows.
    ///
    /// # Complexity
    /// O(states + arrows).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{FiniteAlgorithm, GameError};
    /// // Kawanaka's C₁: ω₁(0) = {1}, ω₁(1) = ∅.
    /// let c1 = FiniteAlgorithm::from_followers([vec![1], vec![]])?;
    /// assert_eq!(c1.arrow_count(), 1);
    /// assert_eq!(
    ///     FiniteAlgorithm::from_followers([vec![1, 1], vec![]]).unwrap_err(),
    ///     GameError::DuplicateFollower { state: 0, follower: 1 }
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_followers<I, R>(rows: I) -> Result<Self, GameError>
    where
        I: IntoIterator<Item = R>,
        R: AsRef<[u32]>,
    {
        let rows: Vec<R> = rows.into_iter().collect();
        let n = rows.len();
        if n as u64 > u64::from(u32::MAX) {
            return Err(GameError::StateLimit {
                limit: u64::from(u32::MAX),
            });
        }
        let mut fa = Self::empty();
        let limits = Limits::default().with_max_states(u64::from(u32::MAX));
        for i in 0..n as u32 {
            fa.intern(i, &limits)?;
        }
        let mut stamp = vec![0u32; n];
        for (i, row) in rows.iter().enumerate() {
            for &j in row.as_ref() {
                if j as usize >= n {
                    return Err(GameError::FollowerOutOfRange {
                        state: i as u64,
                        follower: u64::from(j),
                        len: n as u64,
                    });
                }
                if stamp[j as usize] == i as u32 + 1 {
                    return Err(GameError::DuplicateFollower {
                        state: i as u64,
                        follower: u64::from(j),
                    });
                }
                stamp[j as usize] = i as u32 + 1;
                fa.forward.targets.push(j);
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

    /// A topological order of the states: each state comes before all its
    /// followers (Kahn's algorithm, iterative).
    ///
    /// # Errors
    /// [`GameError::Cycle`] if the algorithm has a cycle (it is not
    /// finite).
    ///
    /// # Complexity
    /// O(states + arrows).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{FiniteAlgorithm, GameError};
    /// let fa = FiniteAlgorithm::from_followers([vec![2], vec![0], vec![]])?;
    /// assert_eq!(fa.topological_order()?, vec![1, 0, 2]);
    /// let cyc = FiniteAlgorithm::from_followers([vec![1], vec![0]])?;
    /// assert_eq!(cyc.topological_order().unwrap_err(), GameError::Cycle { length: 2 });
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn topological_order(&self) -> Result<Vec<u32>, GameError> {
        let n = self.states.len();
        let mut indeg = vec![0u32; n];
        for &t in &self.forward.targets {
            indeg[t as usize] += 1;
        }
        let mut order: Vec<u32> = (0..n as u32).filter(|&i| indeg[i as usize] == 0).collect();
        let mut head = 0;
        while head < order.len() {
            let p = order[head];
            head += 1;
            for &q in self.forward.row(p) {
                indeg[q as usize] -= 1;
                if indeg[q as usize] == 0 {
                    order.push(q);
                }
            }
        }
        if order.len() < n {
            let length = self.find_cycle().map_or(0, |c| c.len());
            return Err(GameError::Cycle { length });
        }
        Ok(order)
    }

    /// A cycle i₀ → i₁ → … → i_{k−1} → i₀ (indices), if there is one.
    ///
    /// # Complexity
    /// O(states + arrows), iterative depth-first search.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// let fa = FiniteAlgorithm::from_followers([vec![1], vec![2], vec![1]])?;
    /// assert_eq!(fa.find_cycle(), Some(vec![1, 2]));
    /// let dag = FiniteAlgorithm::from_followers([vec![1], vec![]])?;
    /// assert_eq!(dag.find_cycle(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn find_cycle(&self) -> Option<Vec<u32>> {
        const WHITE: u8 = 0;
        const GRAY: u8 = 1;
        const BLACK: u8 = 2;
        let n = self.states.len();
        let mut color = vec![WHITE; n];
        let mut stack: Vec<(u32, usize)> = Vec::new();
        for s in 0..n as u32 {
            if color[s as usize] != WHITE {
                continue;
            }
            color[s as usize] = GRAY;
            stack.push((s, 0));
            while let Some(&mut (p, ref mut next)) = stack.last_mut() {
                let row = self.forward.row(p);
                if *next < row.len() {
                    let q = row[*next];
                    *next += 1;
                    match color[q as usize] {
                        WHITE => {
                            color[q as usize] = GRAY;
                            stack.push((q, 0));
                        }
                        GRAY => {
                            let from = stack.iter().rposition(|&(r, _)| r == q).unwrap_or(0);
                            return Some(stack[from..].iter().map(|&(r, _)| r).collect());
                        }
                        _ => {}
                    }
                } else {
                    color[p as usize] = BLACK;
                    stack.pop();
                }
            }
        }
        None
    }

    /// The Grundy value (Sprague–Grundy value under normal play,
    /// LCTR equation (2); Kawanaka's E⁽²⁾ for plain algorithms, Theorem 4.1)
    /// of every state, by index.
    ///
    /// # Errors
    /// [`GameError::Cycle`] if the algorithm is not finite.
    ///
    /// # Complexity
    /// O(states + arrows) time, one `u32` per state.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// // 0 → {1, 2}, 1 → {2}, 2 end: values 2, 1, 0.
    /// let fa = FiniteAlgorithm::from_followers([vec![1, 2], vec![2], vec![]])?;
    /// assert_eq!(fa.grundy_values()?, vec![2, 1, 0]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn grundy_values(&self) -> Result<Vec<u64>, GameError> {
        Ok(widen(self.values(Convention::Normal)?))
    }

    /// The misère Grundy value SG⁻ of every state (LCTR §2.3: ends get 1,
    /// every other state the mex of its followers' values), by index.
    ///
    /// # Errors
    /// [`GameError::Cycle`] if the algorithm is not finite.
    ///
    /// # Complexity
    /// O(states + arrows).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// let fa = FiniteAlgorithm::from_followers([vec![1, 2], vec![2], vec![]])?;
    /// assert_eq!(fa.misere_grundy_values()?, vec![2, 0, 1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn misere_grundy_values(&self) -> Result<Vec<u64>, GameError> {
        Ok(widen(self.values(Convention::Misere)?))
    }

    pub(crate) fn values(&self, convention: Convention) -> Result<Vec<u32>, GameError> {
        let order = self.topological_order()?;
        let mut values = vec![0u32; self.states.len()];
        let mut scratch = MexScratch::default();
        let mut buf: Vec<u32> = Vec::new();
        for &p in order.iter().rev() {
            let row = self.forward.row(p);
            values[p as usize] = if row.is_empty() {
                convention.end_value_u32()
            } else {
                buf.clear();
                buf.extend(row.iter().map(|&q| values[q as usize]));
                crate::solver::mex_to_u32(scratch.mex(&buf))?
            };
        }
        Ok(values)
    }

    /// Which states are reachable from `root` (by index).
    pub(crate) fn reachable_mask(&self, root: u32) -> Result<Vec<bool>, GameError> {
        let n = self.states.len();
        if root as usize >= n {
            return Err(GameError::UnknownState {
                index: u64::from(root),
                len: n as u64,
            });
        }
        let mut seen = vec![false; n];
        seen[root as usize] = true;
        let mut stack = vec![root];
        while let Some(p) = stack.pop() {
            for &q in self.forward.row(p) {
                if !seen[q as usize] {
                    seen[q as usize] = true;
                    stack.push(q);
                }
            }
        }
        Ok(seen)
    }
}

impl<S> Algorithm for FiniteAlgorithm<S> {
    type State = u32;

    fn for_each_follower<F: FnMut(u32)>(&self, p: &u32, f: F) {
        self.forward.row(*p).iter().copied().for_each(f);
    }

    fn followers(&self, p: &u32) -> Vec<u32> {
        self.forward.row(*p).to_vec()
    }

    fn follower_count(&self, p: &u32) -> usize {
        self.forward.row(*p).len()
    }

    fn is_end(&self, p: &u32) -> bool {
        self.forward.row(*p).is_empty()
    }

    fn has_arrow(&self, p: &u32, q: &u32) -> bool {
        self.forward.row(*p).contains(q)
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

/// A cycle p₀ → p₁ → … → p_{k−1} → p₀ reachable from `root`, if any: the
/// witness that the algorithm is not finite (Kawanaka §1), which the solvers
/// report as [`GameError::Cycle`].
///
/// # Errors
/// [`GameError::StateLimit`] / [`GameError::ArrowLimit`] if ⟨root⟩
/// exceeds the default [`Limits`].
///
/// # Complexity
/// O(|⟨root⟩| + arrows).
///
/// # Example
/// ```
/// use hookgames_game::{find_cycle, Algorithm};
/// struct Mod3;
/// impl Algorithm for Mod3 {
///     type State = u8;
///     fn for_each_follower<F: FnMut(u8)>(&self, p: &u8, mut f: F) {
///         f((p + 1) % 3)
///     }
/// }
/// assert_eq!(find_cycle(&Mod3, &0)?, Some(vec![0, 1, 2]));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn find_cycle<A>(game: &A, root: &A::State) -> Result<Option<Vec<A::State>>, GameError>
where
    A: Algorithm + ?Sized,
{
    let fa = FiniteAlgorithm::from_root(game, root)?;
    Ok(fa
        .find_cycle()
        .map(|c| c.iter().map(|&i| fa.states[i as usize].clone()).collect()))
}

/// Grundy values from the compact `u32` storage to the public `u64`.
fn widen(values: Vec<u32>) -> Vec<u64> {
    values.into_iter().map(u64::from).collect()
}
