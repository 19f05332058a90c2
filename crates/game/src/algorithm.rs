use std::hash::Hash;
use std::ops::ControlFlow;

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

    /// Calls `f` with each follower q ∈ φ(p) until `f` returns
    /// [`ControlFlow::Break`], and returns that break (or
    /// `ControlFlow::Continue(())` if every follower was seen): for code that
    /// looks for one move with a property.
    ///
    /// The provided implementation runs [`for_each_follower`] to the end and
    /// only stops *calling* `f` after a break; a game whose enumeration is
    /// expensive should override it to stop enumerating as well (the
    /// blanket implementations for references, `Box`, `Rc`, `Arc` and the
    /// sums of this crate forward to the component's override).
    ///
    /// # Complexity
    /// Provided: one [`for_each_follower`]; overridden: up to the break.
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::Algorithm;
    /// struct Nim;
    /// impl Algorithm for Nim {
    ///     type State = u32;
    ///     fn for_each_follower<F: FnMut(u32)>(&self, p: &u32, mut f: F) {
    ///         (0..*p).for_each(&mut f);
    ///     }
    /// }
    /// // The first follower of a heap of 9 that is a multiple of 4, other than 0.
    /// let found = Nim.try_for_each_follower(&9, |q| {
    ///     if q > 0 && q % 4 == 0 { ControlFlow::Break(q) } else { ControlFlow::Continue(()) }
    /// });
    /// assert_eq!(found, ControlFlow::Break(4));
    /// ```
    ///
    /// [`for_each_follower`]: Algorithm::for_each_follower
    fn try_for_each_follower<B, F>(&self, p: &Self::State, mut f: F) -> ControlFlow<B>
    where
        F: FnMut(Self::State) -> ControlFlow<B>,
    {
        let mut flow = ControlFlow::Continue(());
        self.for_each_follower(p, |q| {
            if flow.is_continue() {
                flow = f(q);
            }
        });
        flow
    }

    /// The first follower q ∈ φ(p) (in the order of
    /// [`for_each_follower`](Algorithm::for_each_follower)) with `pred(&q)`,
    /// if any; it stops at the first one where
    /// [`try_for_each_follower`](Algorithm::try_for_each_follower) can.
    ///
    /// # Complexity
    /// As [`try_for_each_follower`](Algorithm::try_for_each_follower).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Algorithm;
    /// struct Nim;
    /// impl Algorithm for Nim {
    ///     type State = u32;
    ///     fn for_each_follower<F: FnMut(u32)>(&self, p: &u32, mut f: F) {
    ///         (0..*p).for_each(&mut f);
    ///     }
    /// }
    /// assert_eq!(Nim.find_follower(&9, |&q| q * q > 10), Some(4));
    /// assert_eq!(Nim.find_follower(&0, |_| true), None);
    /// ```
    fn find_follower<P>(&self, p: &Self::State, mut pred: P) -> Option<Self::State>
    where
        P: FnMut(&Self::State) -> bool,
    {
        match self.try_for_each_follower(p, |q| {
            if pred(&q) {
                ControlFlow::Break(q)
            } else {
                ControlFlow::Continue(())
            }
        }) {
            ControlFlow::Break(q) => Some(q),
            ControlFlow::Continue(()) => None,
        }
    }

    /// `true` if `p` is an end of the algorithm: φ(p) = ∅ (a terminal
    /// position, lost by the player to move under normal play).
    fn is_end(&self, p: &Self::State) -> bool {
        self.try_for_each_follower(p, |_| ControlFlow::Break(()))
            .is_continue()
    }

    /// `true` if q ∈ φ(p), i.e. p → q is an arrow (a legal move).
    fn has_arrow(&self, p: &Self::State, q: &Self::State) -> bool {
        self.try_for_each_follower(p, |r| {
            if &r == q {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        })
        .is_break()
    }
}

/// References and smart pointers to a game are the game: every method is
/// forwarded, overrides included.
macro_rules! forward_algorithm {
    ($($ty:ty),+) => { $(
        impl<A: Algorithm + ?Sized> Algorithm for $ty {
            type State = A::State;
            fn for_each_follower<F: FnMut(Self::State)>(&self, p: &Self::State, f: F) {
                (**self).for_each_follower(p, f)
            }
            fn try_for_each_follower<B, F>(&self, p: &Self::State, f: F) -> ControlFlow<B>
            where
                F: FnMut(Self::State) -> ControlFlow<B>,
            {
                (**self).try_for_each_follower(p, f)
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
    )+ };
}

forward_algorithm!(&A, Box<A>, std::rc::Rc<A>, std::sync::Arc<A>);

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

/// References and smart pointers to an indexed game are indexed.
macro_rules! forward_indexed {
    ($($ty:ty),+) => { $(
        impl<A: Indexed + ?Sized> Indexed for $ty {
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
    )+ };
}

forward_indexed!(&A, Box<A>, std::rc::Rc<A>, std::sync::Arc<A>);
