use std::hash::Hash;

/// An abstract algorithm (P, φ) in the sense of Kawanaka §1: a state space
/// `P` (the values of [`Algorithm::State`]) and a branching map φ that sends a
/// state `p` to the finite set φ(p) of its *followers*.
///
/// Read as a game, a state is a position, φ(p) is the set of positions the
/// player to move can reach, and a player who faces an *end* (φ(p) = ∅)
/// loses (normal play). Every game of the `hookgames` family implements this
/// one trait, and every solver, construction and expansion of this crate is
/// generic over it.
///
/// Implementors must report each follower once (φ(p) is a set) and the
/// algorithm must be finite from every state the caller explores (no
/// infinite path p → p₁ → p₂ → …); the solvers detect a cycle and report it
/// as an error rather than loop.
///
/// # Example
/// ```
/// use hookgames_game::Algorithm;
///
/// /// A single Nim heap: from `n` move to any smaller heap.
/// struct Nim;
/// impl Algorithm for Nim {
///     type State = u32;
///     fn for_each_follower<F: FnMut(u32)>(&self, p: &u32, mut f: F) {
///         (0..*p).for_each(&mut f);
///     }
/// }
/// assert_eq!(Nim.followers(&3), vec![0, 1, 2]);
/// assert!(Nim.is_end(&0));
/// ```
pub trait Algorithm {
    /// A point (state, position) of the state space `P`.
    type State: Clone + Eq + Hash;

    /// Calls `f` once with each follower q ∈ φ(p).
    ///
    /// This is the hot path of every solver: implementations should not
    /// allocate per call.
    fn for_each_follower<F: FnMut(Self::State)>(&self, p: &Self::State, f: F);

    /// φ(p) collected into a vector, in the order [`for_each_follower`]
    /// produces them.
    ///
    /// [`for_each_follower`]: Algorithm::for_each_follower
    fn followers(&self, p: &Self::State) -> Vec<Self::State> {
        let mut out = Vec::new();
        self.for_each_follower(p, |q| out.push(q));
        out
    }

    /// The number of followers |φ(p)|.
    fn follower_count(&self, p: &Self::State) -> usize {
        let mut n = 0;
        self.for_each_follower(p, |_| n += 1);
        n
    }

    /// `true` if `p` is an end of the algorithm: φ(p) = ∅ (a terminal
    /// position, lost by the player to move under normal play).
    fn is_end(&self, p: &Self::State) -> bool {
        self.follower_count(p) == 0
    }

    /// `true` if q ∈ φ(p), i.e. p → q is an arrow (a legal move).
    fn has_arrow(&self, p: &Self::State, q: &Self::State) -> bool {
        let mut found = false;
        self.for_each_follower(p, |r| found |= &r == q);
        found
    }
}

impl<A: Algorithm + ?Sized> Algorithm for &A {
    type State = A::State;
    fn for_each_follower<F: FnMut(Self::State)>(&self, p: &Self::State, f: F) {
        (**self).for_each_follower(p, f)
    }
    fn followers(&self, p: &Self::State) -> Vec<Self::State> {
        (**self).followers(p)
    }
    fn follower_count(&self, p: &Self::State) -> usize {
        (**self).follower_count(p)
    }
    fn is_end(&self, p: &Self::State) -> bool {
        (**self).is_end(p)
    }
    fn has_arrow(&self, p: &Self::State, q: &Self::State) -> bool {
        (**self).has_arrow(p, q)
    }
}

impl<A: Algorithm + ?Sized> Algorithm for Box<A> {
    type State = A::State;
    fn for_each_follower<F: FnMut(Self::State)>(&self, p: &Self::State, f: F) {
        (**self).for_each_follower(p, f)
    }
    fn followers(&self, p: &Self::State) -> Vec<Self::State> {
        (**self).followers(p)
    }
    fn follower_count(&self, p: &Self::State) -> usize {
        (**self).follower_count(p)
    }
    fn is_end(&self, p: &Self::State) -> bool {
        (**self).is_end(p)
    }
    fn has_arrow(&self, p: &Self::State, q: &Self::State) -> bool {
        (**self).has_arrow(p, q)
    }
}

impl<A: Algorithm + ?Sized> Algorithm for std::rc::Rc<A> {
    type State = A::State;
    fn for_each_follower<F: FnMut(Self::State)>(&self, p: &Self::State, f: F) {
        (**self).for_each_follower(p, f)
    }
    fn followers(&self, p: &Self::State) -> Vec<Self::State> {
        (**self).followers(p)
    }
    fn follower_count(&self, p: &Self::State) -> usize {
        (**self).follower_count(p)
    }
    fn is_end(&self, p: &Self::State) -> bool {
        (**self).is_end(p)
    }
    fn has_arrow(&self, p: &Self::State, q: &Self::State) -> bool {
        (**self).has_arrow(p, q)
    }
}

impl<A: Algorithm + ?Sized> Algorithm for std::sync::Arc<A> {
    type State = A::State;
    fn for_each_follower<F: FnMut(Self::State)>(&self, p: &Self::State, f: F) {
        (**self).for_each_follower(p, f)
    }
    fn followers(&self, p: &Self::State) -> Vec<Self::State> {
        (**self).followers(p)
    }
    fn follower_count(&self, p: &Self::State) -> usize {
        (**self).follower_count(p)
    }
    fn is_end(&self, p: &Self::State) -> bool {
        (**self).is_end(p)
    }
    fn has_arrow(&self, p: &Self::State, q: &Self::State) -> bool {
        (**self).has_arrow(p, q)
    }
}

/// An algorithm whose state space is finite and ranked densely: the states
/// are in bijection with `0..count()` through [`rank`](Indexed::rank) and
/// [`unrank`](Indexed::unrank). Table solvers store one small entry per rank.
///
/// Contract: `unrank(rank(p)) == p` for every state, `rank` is a bijection
/// onto `0..count()`, and φ maps states to states of the same space.
pub trait Indexed: Algorithm {
    /// The number of states |P|.
    fn count(&self) -> u64;
    /// The rank of `p` in `0..count()`.
    fn rank(&self, p: &Self::State) -> u64;
    /// The state of rank `r < count()`.
    fn unrank(&self, r: u64) -> Self::State;

    /// Calls `f` once with `rank(q)` for each follower q ∈ φ(p), in the
    /// order of [`for_each_follower`](Algorithm::for_each_follower).
    ///
    /// The dense [`TableSolver`](crate::TableSolver) only needs the ranks of
    /// followers; override this when they can be computed incrementally
    /// (for example from the rank of `p` and the move), which is often much
    /// cheaper than ranking each follower from scratch.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Algorithm, Indexed};
    /// struct Heaps;
    /// impl Algorithm for Heaps {
    ///     type State = u32;
    ///     fn for_each_follower<F: FnMut(u32)>(&self, p: &u32, mut f: F) {
    ///         (0..*p).for_each(&mut f);
    ///     }
    /// }
    /// impl Indexed for Heaps {
    ///     fn count(&self) -> u64 { 10 }
    ///     fn rank(&self, p: &u32) -> u64 { u64::from(*p) }
    ///     fn unrank(&self, r: u64) -> u32 { r as u32 }
    /// }
    /// let mut ranks = Vec::new();
    /// Heaps.for_each_follower_rank(&3, |r| ranks.push(r));
    /// assert_eq!(ranks, vec![0, 1, 2]);
    /// ```
    fn for_each_follower_rank<F: FnMut(u64)>(&self, p: &Self::State, mut f: F) {
        self.for_each_follower(p, |q| f(self.rank(&q)));
    }
}

impl<A: Indexed + ?Sized> Indexed for &A {
    fn count(&self) -> u64 {
        (**self).count()
    }
    fn rank(&self, p: &Self::State) -> u64 {
        (**self).rank(p)
    }
    fn unrank(&self, r: u64) -> Self::State {
        (**self).unrank(r)
    }
    fn for_each_follower_rank<F: FnMut(u64)>(&self, p: &Self::State, f: F) {
        (**self).for_each_follower_rank(p, f)
    }
}

impl<A: Indexed + ?Sized> Indexed for Box<A> {
    fn count(&self) -> u64 {
        (**self).count()
    }
    fn rank(&self, p: &Self::State) -> u64 {
        (**self).rank(p)
    }
    fn unrank(&self, r: u64) -> Self::State {
        (**self).unrank(r)
    }
    fn for_each_follower_rank<F: FnMut(u64)>(&self, p: &Self::State, f: F) {
        (**self).for_each_follower_rank(p, f)
    }
}

impl<A: Indexed + ?Sized> Indexed for std::rc::Rc<A> {
    fn count(&self) -> u64 {
        (**self).count()
    }
    fn rank(&self, p: &Self::State) -> u64 {
        (**self).rank(p)
    }
    fn unrank(&self, r: u64) -> Self::State {
        (**self).unrank(r)
    }
    fn for_each_follower_rank<F: FnMut(u64)>(&self, p: &Self::State, f: F) {
        (**self).for_each_follower_rank(p, f)
    }
}

impl<A: Indexed + ?Sized> Indexed for std::sync::Arc<A> {
    fn count(&self) -> u64 {
        (**self).count()
    }
    fn rank(&self, p: &Self::State) -> u64 {
        (**self).rank(p)
    }
    fn unrank(&self, r: u64) -> Self::State {
        (**self).unrank(r)
    }
    fn for_each_follower_rank<F: FnMut(u64)>(&self, p: &Self::State, f: F) {
        (**self).for_each_follower_rank(p, f)
    }
}
