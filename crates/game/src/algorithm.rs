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

    /// φ(p) collected into a vector within `limits`: at most
    /// `limits.max_arrows` followers, holding at most `limits.max_bytes`
    /// bytes (counted by [`state_bytes`](Algorithm::state_bytes)), checked
    /// before each follower is stored — so a position with 2^64 moves is a
    /// typed error, not an exhausted memory.
    ///
    /// # Errors
    /// [`GameError::ArrowLimit`](crate::GameError::ArrowLimit) or
    /// [`GameError::MemoryLimit`](crate::GameError::MemoryLimit) at the
    /// first follower beyond the limits (the enumeration stops there, where
    /// [`try_for_each_follower`](Algorithm::try_for_each_follower) can).
    ///
    /// # Complexity
    /// One enumeration, up to the limit.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Algorithm, GameError, Limits};
    /// struct Nim;
    /// impl Algorithm for Nim {
    ///     type State = u64;
    ///     fn for_each_follower<F: FnMut(u64)>(&self, p: &u64, mut f: F) {
    ///         (0..*p).for_each(&mut f);
    ///     }
    /// }
    /// let small = Limits::default().with_max_arrows(5);
    /// assert_eq!(Nim.followers_within(&4, &small)?, vec![0, 1, 2, 3]);
    /// assert_eq!(Nim.followers_within(&u64::MAX, &small), Err(GameError::ArrowLimit { limit: 5 }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn followers_within(
        &self,
        p: &Self::State,
        limits: &crate::Limits,
    ) -> Result<Vec<Self::State>, crate::GameError> {
        let mut out = Vec::new();
        let mut held = crate::limits::ByteBudget::default();
        let flow = self.try_for_each_follower_checked(p, |q| {
            if out.len() as u64 >= limits.max_arrows {
                return ControlFlow::Break(crate::GameError::ArrowLimit {
                    limit: limits.max_arrows,
                });
            }
            if let Err(e) = held.take(self.state_bytes(&q), limits.max_bytes) {
                return ControlFlow::Break(e);
            }
            out.push(q);
            ControlFlow::Continue(())
        });
        match flow {
            ControlFlow::Break(e) => Err(e),
            ControlFlow::Continue(()) => Ok(out),
        }
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
    /// The provided implementation stops *calling* `f` at a break; if the
    /// enumeration then goes on for 4 096 more followers, it stops the
    /// enumeration itself by unwinding out of [`for_each_follower`] with a
    /// private payload that it catches at once (no panic message is
    /// printed, and a panic of your own code still propagates). So the
    /// solver's limits stop a state with 2^64 moves after `max_arrows` +
    /// 4 096 of them, not after all of them. Unwinding needs
    /// `panic = "unwind"` (the default); with `panic = "abort"` the
    /// enumeration runs to its end (without storing anything). Like any
    /// callback that may panic, this runs the destructors of what your
    /// `for_each_follower` holds at that moment (a `MutexGuard` held across
    /// the enumeration is poisoned). A game whose enumeration is expensive
    /// or holds locks should override this method to stop enumerating
    /// cleanly (the blanket implementations for references, `Box`, `Rc`,
    /// `Arc` and the sums of this crate forward to the component's
    /// override).
    ///
    /// # Complexity
    /// Provided: one [`for_each_follower`] up to 4 096 followers past the
    /// break; overridden: up to the break.
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
    fn try_for_each_follower<B, F>(&self, p: &Self::State, f: F) -> ControlFlow<B>
    where
        F: FnMut(Self::State) -> ControlFlow<B>,
    {
        Stopper::new(f).run(|s| self.for_each_follower(p, |q| s.visit(q)))
    }

    /// The enumeration every exploration of the engine uses (the solvers,
    /// [`FiniteAlgorithm`](crate::FiniteAlgorithm), the isomorphism checks,
    /// [`followers_within`](Algorithm::followers_within)): as
    /// [`try_for_each_follower`](Algorithm::try_for_each_follower), with the
    /// engine's error as the break, so that a game whose enumeration can
    /// *fail* — a work limit of its own, a state it cannot expand — reports
    /// it instead of showing fewer followers than φ(p) (which would make the
    /// engine's answers silently wrong: a position whose moves were not all
    /// produced looks like an end). Such a game overrides this method and
    /// breaks with [`GameError::Enumeration`](crate::GameError::Enumeration);
    /// every other game keeps the provided one. The sums, the disjoint sums,
    /// the subalgorithms, restrictions and truncations, the conjunctive
    /// compounds and references and smart pointers forward it to their
    /// components.
    ///
    /// # Errors
    /// The break of `f`, or the game's own error when it cannot enumerate
    /// φ(p).
    ///
    /// # Complexity
    /// As [`try_for_each_follower`](Algorithm::try_for_each_follower).
    ///
    /// # Example
    /// A game that cannot expand states above 1000 says so:
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{grundy, Algorithm, GameError};
    /// struct SmallNim;
    /// impl Algorithm for SmallNim {
    ///     type State = u32;
    ///     fn for_each_follower<F: FnMut(u32)>(&self, p: &u32, mut f: F) {
    ///         if *p <= 1000 {
    ///             (0..*p).for_each(&mut f);
    ///         }
    ///     }
    ///     fn try_for_each_follower_checked<F>(&self, p: &u32, f: F) -> ControlFlow<GameError>
    ///     where
    ///         F: FnMut(u32) -> ControlFlow<GameError>,
    ///     {
    ///         if *p > 1000 {
    ///             let reason = format!("heap {p} is above the largest heap 1000");
    ///             return ControlFlow::Break(GameError::Enumeration { reason });
    ///         }
    ///         self.try_for_each_follower(p, f)
    ///     }
    /// }
    /// assert_eq!(grundy(&SmallNim, &7)?, 7);
    /// assert!(matches!(grundy(&SmallNim, &5000), Err(GameError::Enumeration { .. })));
    /// // A sum reports its component's failure too.
    /// assert!(matches!(grundy(&(SmallNim, SmallNim), &(1, 5000)), Err(GameError::Enumeration { .. })));
    /// # Ok::<(), GameError>(())
    /// ```
    fn try_for_each_follower_checked<F>(
        &self,
        p: &Self::State,
        f: F,
    ) -> ControlFlow<crate::GameError>
    where
        F: FnMut(Self::State) -> ControlFlow<crate::GameError>,
    {
        self.try_for_each_follower(p, f)
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

    /// The bytes one state occupies: its inline size plus the heap memory
    /// it owns. The engine counts it against
    /// [`Limits::max_bytes`](crate::Limits::max_bytes) for every state and
    /// follower an exploration holds.
    ///
    /// Provided: `size_of::<State>()`, exact for states that own no heap
    /// memory (integers, tuples and arrays of them). A game whose states own
    /// heap memory (a `Vec`, a `String`) should override it, or the byte
    /// limit undercounts.
    ///
    /// # Complexity
    /// Provided: O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Algorithm;
    /// /// Positions are lists of heaps.
    /// struct Heaps;
    /// impl Algorithm for Heaps {
    ///     type State = Vec<u32>;
    ///     fn for_each_follower<F: FnMut(Vec<u32>)>(&self, p: &Vec<u32>, mut f: F) {
    ///         for (i, &h) in p.iter().enumerate() {
    ///             for k in 0..h {
    ///                 let mut q = p.clone();
    ///                 q[i] = k;
    ///                 f(q);
    ///             }
    ///         }
    ///     }
    ///     fn state_bytes(&self, p: &Vec<u32>) -> usize {
    ///         std::mem::size_of::<Vec<u32>>() + 4 * p.capacity()
    ///     }
    /// }
    /// assert_eq!(Heaps.state_bytes(&vec![1, 2, 3]), 24 + 12);
    /// ```
    fn state_bytes(&self, p: &Self::State) -> usize {
        let _ = p;
        std::mem::size_of::<Self::State>()
    }

    /// The normal-play Grundy value of `p` if the game knows it without
    /// searching the positions below `p` — by a closed form, a theorem or
    /// an engine of its own — else `None` (the provided default: nothing
    /// is known, search).
    ///
    /// This is a capability in the style of [`Iterator::size_hint`]: the
    /// zero-config functions ([`grundy`](crate::grundy),
    /// [`outcome`](crate::outcome), [`winning_moves`](crate::winning_moves),
    /// …) and the [`Engine`](crate::Engine) ask it first and search only
    /// when it says `None`, so that a game's proved formula, and the
    /// Sprague–Grundy theorem for the sums of this crate, reach every
    /// generic caller. The pure search engines [`Solver`](crate::Solver)
    /// and [`TableSolver`](crate::TableSolver) never ask it: they are the
    /// oracles the overrides are tested against.
    ///
    /// An override must return exactly the value the search would (the
    /// family's games test theirs against the [`Solver`](crate::Solver) on
    /// every small position), may answer for some positions and not for
    /// others (`None`), and should stay within `limits` where it does work
    /// of its own — returning the error of the limit it would exceed
    /// ([`GameError::Evaluation`](crate::GameError::Evaluation) for a
    /// failure of its own, with the game's message). The sums of this
    /// crate (tuples, arrays, slices, `Vec`s) answer it by the
    /// Sprague–Grundy theorem: the nim-sum of their components' values,
    /// each known by the component or searched on the component alone
    /// (Kawanaka §1; LCTR §2.2). The disjoint sums pass the component's
    /// answer through.
    ///
    /// # Errors
    /// `Some(Err(…))` when the game's own computation fails or would exceed
    /// `limits`.
    ///
    /// # Complexity
    /// Provided: O(1). An override states its own.
    ///
    /// # Example
    /// A Nim heap knows its value: the heap itself (Bouton).
    /// ```
    /// use hookgames_game::{grundy, Algorithm, GameError, Limits, Solver};
    /// struct Heap;
    /// impl Algorithm for Heap {
    ///     type State = u64;
    ///     fn for_each_follower<F: FnMut(u64)>(&self, p: &u64, mut f: F) {
    ///         (0..*p).for_each(&mut f);
    ///     }
    ///     fn known_grundy(&self, p: &u64, _: &Limits) -> Option<Result<u64, GameError>> {
    ///         Some(Ok(*p))
    ///     }
    /// }
    /// // Answered by the hook, not by visiting 2^40 heaps:
    /// assert_eq!(grundy(&Heap, &(1 << 40))?, 1 << 40);
    /// // A sum of three heaps: the nim-sum of the three known values.
    /// assert_eq!(grundy(&(Heap, Heap, Heap), &(1 << 40, 5, 3))?, (1 << 40) ^ 5 ^ 3);
    /// // The search agrees where it can run.
    /// assert_eq!(Solver::new(&Heap).grundy(&1000)?, 1000);
    /// # Ok::<(), GameError>(())
    /// ```
    fn known_grundy(
        &self,
        p: &Self::State,
        limits: &crate::Limits,
    ) -> Option<Result<u64, crate::GameError>> {
        let _ = (p, limits);
        None
    }

    /// The misère Grundy value SG⁻(p) (LCTR §2.3: ends have value 1) if
    /// the game knows it without search, else `None` (the provided
    /// default). As [`known_grundy`](Algorithm::known_grundy), for misère
    /// play: LCTR and Downright know it (Gottlieb–Krnc–Muršič's closed
    /// forms and O(log r) algorithm, Theorem 22), so do hook removal on
    /// shifted diagrams and Turning Turtles; the sums of this crate only when at most one component can still move
    /// (a sum with every other component at an end *is* that component;
    /// no theorem composes misère values in general, so other sums are
    /// searched as a whole).
    ///
    /// # Errors
    /// As [`known_grundy`](Algorithm::known_grundy).
    ///
    /// # Complexity
    /// Provided: O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{misere_grundy, Algorithm, GameError, Limits};
    /// struct Heap;
    /// impl Algorithm for Heap {
    ///     type State = u64;
    ///     fn for_each_follower<F: FnMut(u64)>(&self, p: &u64, mut f: F) {
    ///         (0..*p).for_each(&mut f);
    ///     }
    ///     // Misère Nim on one heap: 1 for the empty heap, 0 for one
    ///     // counter, the heap itself from two counters on.
    ///     fn known_misere_grundy(&self, p: &u64, _: &Limits) -> Option<Result<u64, GameError>> {
    ///         Some(Ok(match *p { 0 => 1, 1 => 0, n => n }))
    ///     }
    /// }
    /// assert_eq!(misere_grundy(&Heap, &(1 << 50))?, 1 << 50);
    /// // Every other heap is empty: the sum is the one heap that can move.
    /// assert_eq!(misere_grundy(&(Heap, Heap), &(0, 1 << 50))?, 1 << 50);
    /// # Ok::<(), GameError>(())
    /// ```
    fn known_misere_grundy(
        &self,
        p: &Self::State,
        limits: &crate::Limits,
    ) -> Option<Result<u64, crate::GameError>> {
        let _ = (p, limits);
        None
    }

    /// The followers of `p` whose normal-play Grundy value is `value` —
    /// Kawanaka's A(φ; p; t) of Theorem 4.2 (ii), the winning moves for
    /// `value` = 0 — if the game can find them without valuing every
    /// follower by search, else `None` (the provided default). They come
    /// in the order of [`for_each_follower`](Algorithm::for_each_follower).
    ///
    /// Without an override the [`Engine`](crate::Engine) enumerates the
    /// followers and values each by [`known_grundy`](Algorithm::known_grundy)
    /// or by search; override it when the followers are too many to list
    /// (the Sato–Welter game finds its good moves through quotients,
    /// Kawanaka Theorem 4.2) or when a theorem names them (a sum moves in
    /// component i to value Gᵢ ⊕ G ⊕ `value`). At most `limits.max_arrows`
    /// followers, of at most `limits.max_bytes` bytes, are returned.
    ///
    /// # Errors
    /// As [`known_grundy`](Algorithm::known_grundy), and the arrow and
    /// byte limits for the list.
    ///
    /// # Complexity
    /// Provided: O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{winning_moves, Algorithm, GameError, Limits};
    /// struct Heap;
    /// impl Algorithm for Heap {
    ///     type State = u64;
    ///     fn for_each_follower<F: FnMut(u64)>(&self, p: &u64, mut f: F) {
    ///         (0..*p).for_each(&mut f);
    ///     }
    ///     fn known_grundy(&self, p: &u64, _: &Limits) -> Option<Result<u64, GameError>> {
    ///         Some(Ok(*p))
    ///     }
    ///     // The one follower of value t, if t is below the heap.
    ///     fn known_options_of_value(
    ///         &self,
    ///         p: &u64,
    ///         value: u64,
    ///         _: &Limits,
    ///     ) -> Option<Result<Vec<u64>, GameError>> {
    ///         Some(Ok(if value < *p { vec![value] } else { vec![] }))
    ///     }
    /// }
    /// // 2^60 ⊕ 2^60 ⊕ 7: move the last heap to 0 — without listing 2^60 moves.
    /// assert_eq!(winning_moves(&(Heap, Heap, Heap), &(1 << 60, 1 << 60, 7))?, vec![(1 << 60, 1 << 60, 0)]);
    /// # Ok::<(), GameError>(())
    /// ```
    fn known_options_of_value(
        &self,
        p: &Self::State,
        value: u64,
        limits: &crate::Limits,
    ) -> Option<Result<Vec<Self::State>, crate::GameError>> {
        let _ = (p, value, limits);
        None
    }

    /// Every follower of `p` with its normal-play Grundy value, grouped by
    /// value (each group in the order of
    /// [`for_each_follower`](Algorithm::for_each_follower)), if the game
    /// can value them faster than one by one, else `None` (the provided
    /// default: the [`Engine`](crate::Engine) values each follower by
    /// [`known_grundy`](Algorithm::known_grundy) or by search). The sums of
    /// this crate override it: a follower that moves component i from pᵢ
    /// to q has value G ⊕ Gᵢ ⊕ G(q), so each component's followers are
    /// valued once, on the component alone.
    ///
    /// # Errors
    /// As [`known_options_of_value`](Algorithm::known_options_of_value).
    ///
    /// # Complexity
    /// Provided: O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{options_by_value, Algorithm, GameError};
    /// struct Heap;
    /// impl Algorithm for Heap {
    ///     type State = u64;
    ///     fn for_each_follower<F: FnMut(u64)>(&self, p: &u64, mut f: F) {
    ///         (0..*p).for_each(&mut f);
    ///     }
    /// }
    /// // (2, 1) has value 3; its followers (0, 1), (1, 1), (2, 0).
    /// let by = options_by_value(&(Heap, Heap), &(2, 1))?;
    /// assert_eq!(by.into_iter().collect::<Vec<_>>(), vec![(0, vec![(1, 1)]), (1, vec![(0, 1)]), (2, vec![(2, 0)])]);
    /// # Ok::<(), GameError>(())
    /// ```
    fn known_options_by_value(
        &self,
        p: &Self::State,
        limits: &crate::Limits,
    ) -> Option<Result<OptionsByValue<Self::State>, crate::GameError>> {
        let _ = (p, limits);
        None
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

/// Options grouped by their Grundy value: value ↦ the options of that value,
/// in the order the game enumerates them (what
/// [`options_by_value`](crate::options_by_value) returns).
pub type OptionsByValue<S> = std::collections::BTreeMap<u64, Vec<S>>;

/// A component's enumeration of its followers, as the compound games (the
/// sums, the conjunctive compounds) call it: its `try_for_each_follower`,
/// or its `try_for_each_follower_checked`, so that one body serves both.
pub(crate) type Enumerate<A, B> = fn(
    &A,
    &<A as Algorithm>::State,
    &mut dyn FnMut(<A as Algorithm>::State) -> ControlFlow<B>,
) -> ControlFlow<B>;

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
            fn try_for_each_follower_checked<F>(
                &self,
                p: &Self::State,
                f: F,
            ) -> ControlFlow<crate::GameError>
            where
                F: FnMut(Self::State) -> ControlFlow<crate::GameError>,
            {
                (**self).try_for_each_follower_checked(p, f)
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
            fn state_bytes(&self, p: &Self::State) -> usize {
                (**self).state_bytes(p)
            }
            fn known_grundy(
                &self,
                p: &Self::State,
                limits: &crate::Limits,
            ) -> Option<Result<u64, crate::GameError>> {
                (**self).known_grundy(p, limits)
            }
            fn known_misere_grundy(
                &self,
                p: &Self::State,
                limits: &crate::Limits,
            ) -> Option<Result<u64, crate::GameError>> {
                (**self).known_misere_grundy(p, limits)
            }
            fn known_options_of_value(
                &self,
                p: &Self::State,
                value: u64,
                limits: &crate::Limits,
            ) -> Option<Result<Vec<Self::State>, crate::GameError>> {
                (**self).known_options_of_value(p, value, limits)
            }
            fn known_options_by_value(
                &self,
                p: &Self::State,
                limits: &crate::Limits,
            ) -> Option<Result<OptionsByValue<Self::State>, crate::GameError>> {
                (**self).known_options_by_value(p, limits)
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
/// onto `0..count()`, and φ maps states to states of the same space. The
/// followers of a state are listed in the same order every time: the dense
/// [`TableSolver`](crate::TableSolver) may list a state's followers more
/// than once (a game that breaks this gets an error, never a wrong value).
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

/// Runs an enumeration written with a callback (`for_each_*(…, |x| …)`,
/// which cannot be told to stop) and calls `f` with each item until `f`
/// returns [`ControlFlow::Break`]; returns that break, or
/// `ControlFlow::Continue(())` if the enumeration ended.
///
/// This is the mechanism of the provided
/// [`Algorithm::try_for_each_follower`], for any other enumeration (arrow
/// lengths, boxes, moves): after a break, `f` is no longer called, and if
/// the enumeration goes on for 4 096 more items it is stopped by unwinding
/// out of it with a private payload that is caught here (no panic message;
/// a panic of your own code still propagates). With `panic = "abort"` the
/// enumeration runs to its end instead, without calling `f`.
///
/// # Complexity
/// The enumeration up to the break, plus at most 4 096 items.
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::try_for_each;
/// // An enumeration of 2^64 items that only knows how to call back.
/// let every_u64 = |f: &mut dyn FnMut(u64)| (0..=u64::MAX).for_each(f);
/// let first_square_above_50 = try_for_each(every_u64, |x| {
///     if x * x > 50 { ControlFlow::Break(x) } else { ControlFlow::Continue(()) }
/// });
/// assert_eq!(first_square_above_50, ControlFlow::Break(8));
/// ```
pub fn try_for_each<T, B>(
    enumerate: impl FnOnce(&mut dyn FnMut(T)),
    f: impl FnMut(T) -> ControlFlow<B>,
) -> ControlFlow<B> {
    Stopper::new(f).run(|s| enumerate(&mut |x| s.visit(x)))
}

/// After a break, how many more items a [`Stopper`] lets an enumeration
/// produce before it stops the enumeration by unwinding: enough that a
/// game with a few followers per state never pays for an unwind, few
/// enough that a state with 2^64 followers stops at once.
const SKIPPED_BEFORE_STOP: u64 = 1 << 12;

/// The payload of the unwind that stops an enumeration early; caught by
/// [`Stopper::run`] and nowhere else.
#[cfg_attr(not(panic = "unwind"), allow(dead_code))]
struct StopEnumeration;

/// The state of an enumeration that stops at the first break of `f`.
struct Stopper<B, F> {
    f: F,
    flow: ControlFlow<B>,
    skipped: u64,
}

impl<B, F> Stopper<B, F> {
    fn new(f: F) -> Self {
        Stopper {
            f,
            flow: ControlFlow::Continue(()),
            skipped: 0,
        }
    }

    /// One item of the enumeration: passed to `f` until it breaks, then
    /// counted, and after [`SKIPPED_BEFORE_STOP`] of them the enumeration
    /// is stopped (by unwinding, where available).
    #[inline(always)]
    fn visit<T>(&mut self, x: T)
    where
        F: FnMut(T) -> ControlFlow<B>,
    {
        if self.flow.is_continue() {
            self.flow = (self.f)(x);
        } else {
            self.skipped += 1;
            #[cfg(panic = "unwind")]
            if self.skipped >= SKIPPED_BEFORE_STOP {
                std::panic::resume_unwind(Box::new(StopEnumeration));
            }
        }
    }

    /// Runs `enumerate` (which calls [`visit`](Stopper::visit)) and
    /// returns the break, if any; catches the early stop, and only it.
    fn run(mut self, enumerate: impl FnOnce(&mut Self)) -> ControlFlow<B> {
        #[cfg(panic = "unwind")]
        {
            let run = std::panic::AssertUnwindSafe(|| enumerate(&mut self));
            if let Err(payload) = std::panic::catch_unwind(run)
                && !payload.is::<StopEnumeration>()
            {
                std::panic::resume_unwind(payload);
            }
        }
        #[cfg(not(panic = "unwind"))]
        enumerate(&mut self);
        self.flow
    }
}
