use std::collections::BTreeSet;
use std::fmt;
use std::hash::{BuildHasher, Hash};

use std::ops::ControlFlow;

use crate::algorithm::Algorithm;
use crate::error::GameError;

/// A subset Q of a state space: a predicate, or a set of states.
///
/// Implemented for closures `Fn(&S) -> bool` and for `std` / `hashbrown`
/// hash sets and `BTreeSet`s of states.
///
/// # Example
/// ```
/// use hookgames_game::Membership;
/// use std::collections::HashSet;
/// let evens = |p: &u32| p % 2 == 0;
/// assert!(evens.contains(&4));
/// let set: HashSet<u32> = [1, 2].into_iter().collect();
/// assert!(Membership::contains(&set, &2));
/// ```
pub trait Membership<S> {
    /// `true` if `p` ∈ Q.
    fn contains(&self, p: &S) -> bool;
}

impl<S, F: Fn(&S) -> bool> Membership<S> for F {
    fn contains(&self, p: &S) -> bool {
        self(p)
    }
}

impl<S: Eq + Hash, H: BuildHasher> Membership<S> for std::collections::HashSet<S, H> {
    fn contains(&self, p: &S) -> bool {
        std::collections::HashSet::contains(self, p)
    }
}

impl<S: Eq + Hash, H: BuildHasher> Membership<S> for hashbrown::HashSet<S, H> {
    fn contains(&self, p: &S) -> bool {
        hashbrown::HashSet::contains(self, p)
    }
}

impl<S: Ord> Membership<S> for BTreeSet<S> {
    fn contains(&self, p: &S) -> bool {
        BTreeSet::contains(self, p)
    }
}

/// The subalgorithm (Q, φ_Q) of (P, φ) on a subset Q ⊂ P (Kawanaka §1):
/// φ_Q(q) = φ(q) ∩ Q.
///
/// Q is given by a [`Membership`]: a predicate or a set. It is a *full*
/// subalgorithm when φ(q) ⊂ Q for every q ∈ Q; the principal algorithm
/// ⟨p⟩ is the least full one containing p (see
/// [`FiniteAlgorithm::from_root`](crate::FiniteAlgorithm::from_root)). Only states of Q should be passed to
/// it: the followers of a state outside Q are still filtered by Q.
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{grundy, Algorithm, AlgorithmExt, GameError, Subalgorithm};
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
/// // Nim on even heaps only: 6 → {0, 2, 4}.
/// let even = Subalgorithm::new(Nim, |p: &u32| p % 2 == 0);
/// assert_eq!(even.followers(&6)?, vec![0, 2, 4]);
/// assert_eq!(grundy(&even, &6)?, 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct Subalgorithm<A, Q> {
    game: A,
    subset: Q,
}

impl<A, Q> fmt::Debug for Subalgorithm<A, Q> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Subalgorithm").finish_non_exhaustive()
    }
}

impl<A, Q> Subalgorithm<A, Q> {
    /// The subalgorithm of `game` on `subset`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Subalgorithm`].
    pub fn new(game: A, subset: Q) -> Self {
        Subalgorithm { game, subset }
    }

    /// The ambient algorithm (P, φ).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Subalgorithm;
    /// let s = Subalgorithm::new(7u8, |_: &u8| true);
    /// assert_eq!(*s.game(), 7);
    /// ```
    pub fn game(&self) -> &A {
        &self.game
    }

    /// The subset Q.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Membership, Subalgorithm};
    /// let s = Subalgorithm::new((), |p: &u8| *p < 3);
    /// assert!(s.subset().contains(&2));
    /// ```
    pub fn subset(&self) -> &Q {
        &self.subset
    }
}

impl<A: Algorithm, Q: Membership<A::State>> Algorithm for Subalgorithm<A, Q> {
    type State = A::State;

    fn state_bytes(&self, p: &A::State) -> usize {
        self.game.state_bytes(p)
    }

    fn try_for_each_follower<B, F>(&self, p: &A::State, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(A::State) -> ControlFlow<B>,
    {
        self.game
            .try_for_each_follower(p, keep_only(|q| Ok(self.subset.contains(q)), f))
    }
}

/// A restriction (P, φ′) of (P, φ) (Kawanaka §1): the same state space,
/// keeping the arrows p → q with `keep(p, q)`, so φ′(p) ⊂ φ(p).
///
/// Kawanaka's φ_n of (3.1) (arrows of length ≡ 0 mod n) and the
/// (G, K)-quotients of Proposition 3.3 are restrictions.
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{Algorithm, AlgorithmExt, GameError, Restriction};
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
/// // Keep only moves that remove an even number of counters.
/// let r = Restriction::new(Nim, |p: &u32, q: &u32| (p - q) % 2 == 0);
/// assert_eq!(r.followers(&5).unwrap(), vec![1, 3]);
/// ```
#[derive(Clone)]
pub struct Restriction<A, K> {
    game: A,
    keep: K,
}

impl<A, K> fmt::Debug for Restriction<A, K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Restriction").finish_non_exhaustive()
    }
}

impl<A, K> Restriction<A, K> {
    /// The restriction of `game` to the arrows `p → q` with `keep(p, q)`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Restriction`].
    pub fn new(game: A, keep: K) -> Self {
        Restriction { game, keep }
    }

    /// The unrestricted algorithm (P, φ).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Restriction;
    /// let r = Restriction::new(3u8, |_: &u8, _: &u8| true);
    /// assert_eq!(*r.game(), 3);
    /// ```
    pub fn game(&self) -> &A {
        &self.game
    }
}

impl<A, K> Algorithm for Restriction<A, K>
where
    A: Algorithm,
    K: Fn(&A::State, &A::State) -> bool,
{
    type State = A::State;

    fn state_bytes(&self, p: &A::State) -> usize {
        self.game.state_bytes(p)
    }

    fn try_for_each_follower<B, F>(&self, p: &A::State, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(A::State) -> ControlFlow<B>,
    {
        self.game
            .try_for_each_follower(p, keep_only(|q| Ok((self.keep)(p, q)), f))
    }
}

/// The truncation trunc(G) of a game (LCTR, Definition 8): the same
/// positions and moves, except that every move A → B into a terminal
/// position B of G is removed.
///
/// LCTR Theorem 9: a non-terminal position p is a `P` position of G under
/// misère play iff it is a `P` position of trunc(G) under normal play.
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{misere_outcome, outcome, Algorithm, AlgorithmExt, GameError, Truncation};
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
/// let t = Truncation::new(Nim);
/// assert_eq!(t.followers(&3)?, vec![1, 2]);
/// // Theorem 9 on a heap of 4.
/// assert_eq!(outcome(&t, &4)?, misere_outcome(&Nim, &4)?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Truncation<A> {
    game: A,
}

impl<A> Truncation<A> {
    /// trunc(`game`).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Truncation`].
    pub fn new(game: A) -> Self {
        Truncation { game }
    }

    /// The untruncated game G.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Truncation;
    /// assert_eq!(*Truncation::new(5u8).game(), 5);
    /// ```
    pub fn game(&self) -> &A {
        &self.game
    }
}

impl<A: Algorithm> Algorithm for Truncation<A> {
    type State = A::State;

    fn state_bytes(&self, p: &A::State) -> usize {
        self.game.state_bytes(p)
    }

    fn try_for_each_follower<B, F>(&self, p: &A::State, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(A::State) -> ControlFlow<B>,
    {
        self.game
            .try_for_each_follower(p, keep_only(|q| self.game.is_end(q).map(|end| !end), f))
    }
}

/// `f` on the followers with `keep`, the others skipped: the filter of the
/// subalgorithms, restrictions and truncations, for every enumeration.
fn keep_only<S, B: From<GameError>>(
    keep: impl Fn(&S) -> Result<bool, GameError>,
    mut f: impl FnMut(S) -> ControlFlow<B>,
) -> impl FnMut(S) -> ControlFlow<B> {
    move |q| match keep(&q) {
        Ok(true) => f(q),
        Ok(false) => ControlFlow::Continue(()),
        Err(e) => ControlFlow::Break(e.into()),
    }
}
