//! The implementer's trait and its capabilities: [`Algorithm`] (one
//! fallible enumeration of followers, with the value hooks as provided
//! methods), its extension [`AlgorithmExt`] (the conveniences and the seven
//! questions as methods), [`DescribeMoves`] (a game's rich moves), and
//! [`Indexed`] (a bijection with `0..n` for the dense solver).
//!
//! Everything here is re-exported at the crate root.

use std::hash::Hash;
use std::ops::ControlFlow;

use crate::config::Engine;
use crate::error::GameError;
use crate::limits::{Limits, ListBudget};

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
/// # Implementing it
/// One method is required, [`try_for_each_follower`]: its exact signature is
///
/// ```text
/// use std::ops::ControlFlow;
/// use hookgames_game::GameError;
/// fn try_for_each_follower<B, F>(&self, p: &Self::State, f: F) -> ControlFlow<B>
/// where
///     B: From<GameError>,
///     F: FnMut(Self::State) -> ControlFlow<B>;
/// ```
///
/// It calls `f` once with each follower q ∈ φ(p), in an order of the
/// game's choosing (the same every time), and stops as soon as `f` returns
/// [`ControlFlow::Break`], returning that break — the shape of
/// [`Iterator::try_for_each`], so `(0..*p).try_for_each(f)` or a loop with
/// `f(q)?` is a whole implementation. The caller chooses the break type
/// `B`: [`GameError`] itself, `Result<T, GameError>` to stop with a value
/// of its own, or any type that converts from [`GameError`]. A game that cannot enumerate φ(p) — a
/// work limit of its own, a state it cannot expand — returns
/// `ControlFlow::Break(GameError::Enumeration { .. }.into())` instead of
/// showing fewer followers (which would make every answer about `p`
/// silently wrong: a position whose moves were not all produced looks like
/// an end). Nothing unwinds: the early exit is the return value, so it
/// works the same under `panic = "abort"`, and a lock held across the
/// enumeration is released normally.
///
/// The other methods are provided and may be overridden for speed or
/// knowledge, never for meaning: the hints [`follower_count`],
/// [`is_end`], [`has_arrow`], [`state_bytes`], and the value hooks
/// [`known_grundy`], [`known_misere_grundy`], [`known_options_with_value`],
/// [`known_options_by_value`] (what a game knows without searching). The
/// conveniences built on the enumeration — [`for_each_follower`],
/// [`followers`], [`find_follower`] — are in the extension trait
/// [`AlgorithmExt`], implemented for every algorithm.
///
/// Implementors must report each follower once (φ(p) is a set) and the
/// algorithm must be finite from every state the caller explores (no
/// infinite path p → p₁ → p₂ → …); the solvers detect a cycle and report it
/// as an error rather than loop.
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{grundy, Algorithm, AlgorithmExt, GameError};
///
/// /// A single Nim heap: from `n` move to any smaller heap.
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
/// assert_eq!(Nim.followers(&3)?, vec![0, 1, 2]);
/// assert!(Nim.is_end(&0)?);
/// assert_eq!(grundy(&Nim, &7)?, 7);
/// # Ok::<(), GameError>(())
/// ```
///
/// A game that cannot expand some states says so:
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{grundy, Algorithm, GameError};
/// struct SmallNim;
/// impl Algorithm for SmallNim {
///     type State = u32;
///     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
///     where
///         B: From<GameError>,
///         F: FnMut(u32) -> ControlFlow<B>,
///     {
///         if *p > 1000 {
///             let reason = format!("heap {p} is above the largest heap 1000");
///             return ControlFlow::Break(GameError::Enumeration { reason }.into());
///         }
///         (0..*p).try_for_each(f)
///     }
/// }
/// assert_eq!(grundy(&SmallNim, &7)?, 7);
/// assert!(matches!(grundy(&SmallNim, &5000), Err(GameError::Enumeration { .. })));
/// // A sum reports its component's failure too.
/// assert!(matches!(grundy(&(SmallNim, SmallNim), &(1, 5000)), Err(GameError::Enumeration { .. })));
/// # Ok::<(), GameError>(())
/// ```
///
/// [`try_for_each_follower`]: Algorithm::try_for_each_follower
/// [`follower_count`]: Algorithm::follower_count
/// [`is_end`]: Algorithm::is_end
/// [`has_arrow`]: Algorithm::has_arrow
/// [`state_bytes`]: Algorithm::state_bytes
/// [`known_grundy`]: Algorithm::known_grundy
/// [`known_misere_grundy`]: Algorithm::known_misere_grundy
/// [`known_options_with_value`]: Algorithm::known_options_with_value
/// [`known_options_by_value`]: Algorithm::known_options_by_value
/// [`for_each_follower`]: AlgorithmExt::for_each_follower
/// [`followers`]: AlgorithmExt::followers
/// [`find_follower`]: AlgorithmExt::find_follower
pub trait Algorithm {
    /// A point (state, position) of the state space `P`.
    type State: Clone + Eq + Hash;

    /// Calls `f` with each follower q ∈ φ(p) until `f` returns
    /// [`ControlFlow::Break`], and returns that break, or
    /// `ControlFlow::Continue(())` once every follower was seen; a game
    /// that cannot enumerate φ(p) breaks with its [`GameError`] (converted
    /// by `B: From<GameError>`). The one required method: see the trait's
    /// documentation for the contract.
    ///
    /// This is the hot path of every solver: implementations should not
    /// allocate per call, and should stop enumerating at the first break
    /// (the solvers' arrow limits stop a state with 2^64 followers that
    /// way).
    ///
    /// # Errors
    /// The break of `f`, or the game's own error when it cannot enumerate
    /// φ(p).
    ///
    /// # Complexity
    /// The game's; the followers up to the break.
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{Algorithm, GameError, Nim};
    /// // The first follower of a heap of 9 that is a nonzero multiple of 4:
    /// // to break with a value, use `Result<_, GameError>` as the break
    /// // type (the game's own error would arrive as `Err`).
    /// let found = Nim.try_for_each_follower(&9, |q| {
    ///     if q > 0 && q % 4 == 0 { ControlFlow::Break(Ok(q)) } else { ControlFlow::Continue(()) }
    /// });
    /// assert_eq!(found, ControlFlow::Break(Ok(4)));
    /// // With the engine's error as the break type, nothing to declare:
    /// let mut count = 0;
    /// let flow = Nim.try_for_each_follower(&9, |_| -> ControlFlow<GameError> {
    ///     count += 1;
    ///     ControlFlow::Continue(())
    /// });
    /// assert!(flow.is_continue());
    /// assert_eq!(count, 9);
    /// ```
    fn try_for_each_follower<B, F>(&self, p: &Self::State, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(Self::State) -> ControlFlow<B>;

    /// The number of followers |φ(p)|.
    ///
    /// Provided: one enumeration. A game that knows the count (one
    /// follower per box of a diagram) overrides it.
    ///
    /// # Errors
    /// The game's error when it cannot enumerate φ(p).
    ///
    /// # Complexity
    /// Provided: one enumeration.
    fn follower_count(&self, p: &Self::State) -> Result<usize, GameError> {
        let mut n = 0usize;
        match self.try_for_each_follower(p, |_| {
            n = n.saturating_add(1);
            ControlFlow::<GameError>::Continue(())
        }) {
            ControlFlow::Break(e) => Err(e),
            ControlFlow::Continue(()) => Ok(n),
        }
    }

    /// `true` if `p` is an end of the algorithm: φ(p) = ∅ (a terminal
    /// position, lost by the player to move under normal play).
    ///
    /// Provided: an enumeration stopped at the first follower.
    ///
    /// # Errors
    /// The game's error when it cannot enumerate φ(p).
    ///
    /// # Complexity
    /// Provided: the enumeration up to its first follower.
    fn is_end(&self, p: &Self::State) -> Result<bool, GameError> {
        match self.try_for_each_follower(p, |_| ControlFlow::Break(Ok(()))) {
            ControlFlow::Continue(()) => Ok(true),
            ControlFlow::Break(found) => found.map(|()| false),
        }
    }

    /// `true` if q ∈ φ(p), i.e. p → q is an arrow (a legal move).
    ///
    /// Provided: an enumeration stopped at `q`.
    ///
    /// # Errors
    /// The game's error when it cannot enumerate φ(p).
    ///
    /// # Complexity
    /// Provided: the enumeration up to `q`.
    fn has_arrow(&self, p: &Self::State, q: &Self::State) -> Result<bool, GameError> {
        match self.try_for_each_follower(p, |r| {
            if &r == q {
                ControlFlow::Break(Ok(()))
            } else {
                ControlFlow::Continue(())
            }
        }) {
            ControlFlow::Continue(()) => Ok(false),
            ControlFlow::Break(found) => found.map(|()| true),
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
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{Algorithm, GameError};
    /// /// Positions are lists of heaps.
    /// struct Heaps;
    /// impl Algorithm for Heaps {
    ///     type State = Vec<u32>;
    ///     fn try_for_each_follower<B, F>(&self, p: &Vec<u32>, mut f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(Vec<u32>) -> ControlFlow<B>,
    ///     {
    ///         for (i, &h) in p.iter().enumerate() {
    ///             for k in 0..h {
    ///                 let mut q = p.clone();
    ///                 q[i] = k;
    ///                 f(q)?;
    ///             }
    ///         }
    ///         ControlFlow::Continue(())
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
    /// …) and the [`Engine`] ask it first and search only
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
    /// ([`GameError::Evaluation`] for a
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
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{grundy, Algorithm, GameError, Engine, Limits, Solver};
    /// struct Heap;
    /// impl Algorithm for Heap {
    ///     type State = u64;
    ///     fn try_for_each_follower<B, F>(&self, p: &u64, f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(u64) -> ControlFlow<B>,
    ///     {
    ///         (0..*p).try_for_each(f)
    ///     }
    ///     fn known_grundy(&self, p: &u64, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
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
        engine: &crate::Engine<'_>,
    ) -> Option<Result<u64, crate::GameError>> {
        let _ = (p, engine);
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
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{misere_grundy, Algorithm, GameError, Engine, Limits};
    /// struct Heap;
    /// impl Algorithm for Heap {
    ///     type State = u64;
    ///     fn try_for_each_follower<B, F>(&self, p: &u64, f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(u64) -> ControlFlow<B>,
    ///     {
    ///         (0..*p).try_for_each(f)
    ///     }
    ///     // Misère Nim on one heap: 1 for the empty heap, 0 for one
    ///     // counter, the heap itself from two counters on.
    ///     fn known_misere_grundy(&self, p: &u64, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
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
        engine: &crate::Engine<'_>,
    ) -> Option<Result<u64, crate::GameError>> {
        let _ = (p, engine);
        None
    }

    /// The followers of `p` whose normal-play Grundy value is `value` —
    /// Kawanaka's A(φ; p; t) of Theorem 4.2 (ii), the winning moves for
    /// `value` = 0 — if the game can find them without valuing every
    /// follower by search, else `None` (the provided default). They come
    /// in the order of [`for_each_follower`](Algorithm::try_for_each_follower).
    ///
    /// Without an override the [`Engine`] enumerates the
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
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{winning_moves, Algorithm, GameError, Engine, Limits};
    /// struct Heap;
    /// impl Algorithm for Heap {
    ///     type State = u64;
    ///     fn try_for_each_follower<B, F>(&self, p: &u64, f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(u64) -> ControlFlow<B>,
    ///     {
    ///         (0..*p).try_for_each(f)
    ///     }
    ///     fn known_grundy(&self, p: &u64, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
    ///         Some(Ok(*p))
    ///     }
    ///     // The one follower of value t, if t is below the heap.
    ///     fn known_options_with_value(
    ///         &self,
    ///         p: &u64,
    ///         value: u64,
    ///         _: &Engine<'_>,
    ///     ) -> Option<Result<Vec<u64>, GameError>> {
    ///         Some(Ok(if value < *p { vec![value] } else { vec![] }))
    ///     }
    /// }
    /// // 2^60 ⊕ 2^60 ⊕ 7: move the last heap to 0 — without listing 2^60 moves.
    /// assert_eq!(winning_moves(&(Heap, Heap, Heap), &(1 << 60, 1 << 60, 7))?, vec![(1 << 60, 1 << 60, 0)]);
    /// # Ok::<(), GameError>(())
    /// ```
    fn known_options_with_value(
        &self,
        p: &Self::State,
        value: u64,
        engine: &crate::Engine<'_>,
    ) -> Option<Result<Vec<Self::State>, crate::GameError>> {
        let _ = (p, value, engine);
        None
    }

    /// Every follower of `p` with its normal-play Grundy value, grouped by
    /// value (each group in the order of
    /// [`for_each_follower`](Algorithm::try_for_each_follower)), if the game
    /// can value them faster than one by one, else `None` (the provided
    /// default: the [`Engine`] values each follower by
    /// [`known_grundy`](Algorithm::known_grundy) or by search). The sums of
    /// this crate override it: a follower that moves component i from pᵢ
    /// to q has value G ⊕ Gᵢ ⊕ G(q), so each component's followers are
    /// valued once, on the component alone.
    ///
    /// # Errors
    /// As [`known_options_with_value`](Algorithm::known_options_with_value).
    ///
    /// # Complexity
    /// Provided: O(1).
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{options_by_value, Algorithm, GameError};
    /// struct Heap;
    /// impl Algorithm for Heap {
    ///     type State = u64;
    ///     fn try_for_each_follower<B, F>(&self, p: &u64, f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(u64) -> ControlFlow<B>,
    ///     {
    ///         (0..*p).try_for_each(f)
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
        engine: &crate::Engine<'_>,
    ) -> Option<Result<OptionsByValue<Self::State>, crate::GameError>> {
        let _ = (p, engine);
        None
    }
}

/// Conveniences built on [`Algorithm::try_for_each_follower`], for every
/// algorithm (a blanket implementation: implement [`Algorithm`], never
/// this trait). Bring it into scope to call them: `use
/// hookgames_game::AlgorithmExt;` (the crate's and the facade's preludes
/// do).
///
/// The split follows `rand_core`/`rand`: what a game must or may provide
/// is in [`Algorithm`]; what a caller may want on top of it is here, so an
/// implementer's page lists only what concerns them.
///
/// # The questions, one name and one signature on every game
///
/// [`grundy`](AlgorithmExt::grundy), [`misere_grundy`](AlgorithmExt::misere_grundy),
/// [`outcome`](AlgorithmExt::outcome), [`misere_outcome`](AlgorithmExt::misere_outcome),
/// [`winning_moves`](AlgorithmExt::winning_moves),
/// [`misere_winning_moves`](AlgorithmExt::misere_winning_moves) and
/// [`options_with_value`](AlgorithmExt::options_with_value) are methods of
/// every game of the family through this trait — Sato–Welter, hook removal
/// on shifted diagrams, Turning Turtles, MHRG, LCTR and its relatives, the
/// standard games, sums and a user's own game alike: the position first,
/// a [`GameError`] on failure, followers as positions in the order the game
/// enumerates them. No game of the family defines a method of the same
/// name (the workspace's `questions` test checks it), so the compiler holds
/// every game to these signatures. Each is [`Engine::new()`]'s answer: the
/// game's closed form (its value hooks) where it has one, else the
/// memoised search within the default [`Limits`]; other limits, a
/// cancellation token or a progress observer: the [`Engine`] method of
/// the same name. A move drawn as the papers draw it (a hook with its box
/// and length, a stone's jump, the turtles turned) is
/// [`DescribeMoves::describe`] of these followers.
///
/// ```
/// use hookgames_game::{AlgorithmExt, GameError, Nim, Outcome};
/// let game = (Nim, Nim, Nim);
/// assert_eq!(game.grundy(&(3, 5, 7))?, 1);
/// assert_eq!(game.outcome(&(3, 5, 7))?, Outcome::N);
/// assert_eq!(game.winning_moves(&(3, 5, 7))?, vec![(2, 5, 7), (3, 4, 7), (3, 5, 6)]);
/// assert_eq!(game.options_with_value(&(3, 5, 7), 2)?, vec![(0, 5, 7), (3, 5, 4)]);
/// assert_eq!(Nim.misere_winning_moves(&5)?, vec![1]);
/// # Ok::<(), GameError>(())
/// ```
pub trait AlgorithmExt: Algorithm {
    /// The Grundy value SG(p) under normal play: [`Engine::grundy`] with
    /// the default engine — the game's closed form
    /// ([`Algorithm::known_grundy`]; for a sum, the nim-sum of its
    /// components' values, Sprague–Grundy) else the memoised search.
    ///
    /// # Errors
    /// As [`Engine::grundy`]: the game's error, a limit of the default
    /// [`Limits`], [`GameError::Cycle`], [`GameError::ValueOverflow`].
    ///
    /// # Complexity
    /// As [`Engine::grundy`].
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{AlgorithmExt, GameError, Nim};
    /// assert_eq!((Nim, Nim).grundy(&(9, 12))?, 5);
    /// # Ok::<(), GameError>(())
    /// ```
    fn grundy(&self, p: &Self::State) -> Result<u64, GameError> {
        Engine::new().grundy(self, p)
    }

    /// The misère Grundy value SG⁻(p) (LCTR §2.3): [`Engine::misere_grundy`]
    /// with the default engine.
    ///
    /// # Errors
    /// As [`AlgorithmExt::grundy`].
    ///
    /// # Complexity
    /// As [`Engine::misere_grundy`].
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{AlgorithmExt, GameError, Nim};
    /// assert_eq!(Nim.misere_grundy(&1)?, 0);
    /// # Ok::<(), GameError>(())
    /// ```
    fn misere_grundy(&self, p: &Self::State) -> Result<u64, GameError> {
        Engine::new().misere_grundy(self, p)
    }

    /// The normal-play outcome class of `p` ([`Outcome::P`](crate::Outcome::P)
    /// iff its Grundy value is 0): [`Engine::outcome`] with the default
    /// engine.
    ///
    /// # Errors
    /// As [`AlgorithmExt::grundy`].
    ///
    /// # Complexity
    /// As [`AlgorithmExt::grundy`].
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{AlgorithmExt, GameError, Nim, Outcome};
    /// assert_eq!((Nim, Nim).outcome(&(7, 7))?, Outcome::P);
    /// # Ok::<(), GameError>(())
    /// ```
    fn outcome(&self, p: &Self::State) -> Result<crate::Outcome, GameError> {
        Engine::new().outcome(self, p)
    }

    /// The misère outcome class of `p`: [`Engine::misere_outcome`] with
    /// the default engine.
    ///
    /// # Errors
    /// As [`AlgorithmExt::grundy`].
    ///
    /// # Complexity
    /// As [`AlgorithmExt::misere_grundy`].
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{AlgorithmExt, GameError, Nim, Outcome};
    /// assert_eq!((Nim, Nim).misere_outcome(&(1, 1))?, Outcome::N);
    /// # Ok::<(), GameError>(())
    /// ```
    fn misere_outcome(&self, p: &Self::State) -> Result<crate::Outcome, GameError> {
        Engine::new().misere_outcome(self, p)
    }

    /// The normal-play winning moves of `p` — its followers of Grundy
    /// value 0, in the order the game enumerates them (none iff `p` is a
    /// P-position): [`Engine::winning_moves`] with the default engine.
    ///
    /// # Errors
    /// As [`AlgorithmExt::options_with_value`].
    ///
    /// # Complexity
    /// As [`AlgorithmExt::options_with_value`].
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{AlgorithmExt, GameError, Nim};
    /// assert_eq!((Nim, Nim).winning_moves(&(2, 5))?, vec![(2, 2)]);
    /// # Ok::<(), GameError>(())
    /// ```
    fn winning_moves(&self, p: &Self::State) -> Result<Vec<Self::State>, GameError> {
        Engine::new().winning_moves(self, p)
    }

    /// The misère winning moves of `p` — its followers of misère value 0,
    /// in the order the game enumerates them:
    /// [`Engine::misere_winning_moves`] with the default engine.
    ///
    /// # Errors
    /// As [`AlgorithmExt::options_with_value`].
    ///
    /// # Complexity
    /// One enumeration of φ(p) and a misère value per follower.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{AlgorithmExt, GameError, Nim};
    /// assert_eq!((Nim, Nim).misere_winning_moves(&(1, 3))?, vec![(1, 0)]);
    /// # Ok::<(), GameError>(())
    /// ```
    fn misere_winning_moves(&self, p: &Self::State) -> Result<Vec<Self::State>, GameError> {
        Engine::new().misere_winning_moves(self, p)
    }

    /// The followers of `p` whose normal-play Grundy value is `t` —
    /// Kawanaka's A(φ; p; t), Theorem 4.2 (ii) — in the order the game
    /// enumerates them: [`Engine::options_with_value`] with the default
    /// engine (the game's own search where it has one, e.g. Theorem 4.2's
    /// descent for Sato–Welter).
    ///
    /// # Errors
    /// As [`AlgorithmExt::grundy`]; [`GameError::ArrowLimit`] or
    /// [`GameError::MemoryLimit`] when the options do not fit the default
    /// limits.
    ///
    /// # Complexity
    /// As [`Engine::options_with_value`].
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{AlgorithmExt, GameError, Nim};
    /// assert_eq!((Nim, Nim).options_with_value(&(9, 12), 1)?, vec![(9, 8)]);
    /// # Ok::<(), GameError>(())
    /// ```
    fn options_with_value(&self, p: &Self::State, t: u64) -> Result<Vec<Self::State>, GameError> {
        Engine::new().options_with_value(self, p, t)
    }

    /// Calls `f` with every follower q ∈ φ(p), in the game's order.
    ///
    /// # Errors
    /// The game's error when it cannot enumerate φ(p) (after `f` has seen
    /// the followers before the failure).
    ///
    /// # Complexity
    /// One enumeration.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{AlgorithmExt, GameError, Nim};
    /// let mut sum = 0;
    /// Nim.for_each_follower(&5, |q| sum += q)?;
    /// assert_eq!(sum, 1 + 2 + 3 + 4);
    /// # Ok::<(), GameError>(())
    /// ```
    fn for_each_follower<F: FnMut(Self::State)>(
        &self,
        p: &Self::State,
        mut f: F,
    ) -> Result<(), GameError> {
        match self.try_for_each_follower(p, |q| {
            f(q);
            ControlFlow::<GameError>::Continue(())
        }) {
            ControlFlow::Break(e) => Err(e),
            ControlFlow::Continue(()) => Ok(()),
        }
    }

    /// φ(p) collected into a vector, in the game's order, within the
    /// default [`Limits`]: at most [`Limits::max_arrows`] followers holding
    /// at most [`Limits::max_bytes`] bytes (counted by
    /// [`state_bytes`](Algorithm::state_bytes)), checked before each
    /// follower is stored — so a position with 2^64 moves is a typed
    /// error, not an exhausted memory. Other limits:
    /// [`Engine::followers`](crate::Engine::followers).
    ///
    /// # Errors
    /// [`GameError::ArrowLimit`] or [`GameError::MemoryLimit`] at the
    /// first follower beyond the limits (the enumeration stops there); the
    /// game's error when it cannot enumerate φ(p).
    ///
    /// # Complexity
    /// One enumeration, up to the limit.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{AlgorithmExt, Engine, GameError, Limits, Nim};
    /// assert_eq!(Nim.followers(&4)?, vec![0, 1, 2, 3]);
    /// let small = Engine::new().with_limits(Limits::default().with_max_arrows(5));
    /// assert_eq!(small.followers(&Nim, &u64::MAX), Err(GameError::ArrowLimit { limit: 5 }));
    /// # Ok::<(), GameError>(())
    /// ```
    fn followers(&self, p: &Self::State) -> Result<Vec<Self::State>, GameError> {
        collect_followers(self, p, &Limits::default())
    }

    /// The first follower q ∈ φ(p) (in the game's order) with `pred(&q)`,
    /// if any; the enumeration stops there.
    ///
    /// # Errors
    /// The game's error when it cannot enumerate φ(p) before such a
    /// follower.
    ///
    /// # Complexity
    /// The enumeration up to the follower found.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{AlgorithmExt, GameError, Nim};
    /// // Stops at 4 among the 2^64 − 1 followers of the largest heap.
    /// assert_eq!(Nim.find_follower(&u64::MAX, |&q| q * q > 10)?, Some(4));
    /// assert_eq!(Nim.find_follower(&0, |_| true)?, None);
    /// # Ok::<(), GameError>(())
    /// ```
    fn find_follower<P>(
        &self,
        p: &Self::State,
        mut pred: P,
    ) -> Result<Option<Self::State>, GameError>
    where
        P: FnMut(&Self::State) -> bool,
    {
        match self.try_for_each_follower(p, |q| {
            if pred(&q) {
                ControlFlow::Break(Ok(q))
            } else {
                ControlFlow::Continue(())
            }
        }) {
            ControlFlow::Break(found) => found.map(Some),
            ControlFlow::Continue(()) => Ok(None),
        }
    }
}

impl<A: Algorithm + ?Sized> AlgorithmExt for A {}

/// A game whose moves the papers draw with more than the follower they
/// lead to: a hook with its box and length (Sato–Welter, shifted hook
/// removal), a stone's jump on the Maya diagram, the turtles turned, the
/// two hooks of an MHRG turn. The questions of [`AlgorithmExt`] answer
/// with followers, in the game's order, the same shape on every game;
/// [`describe`](DescribeMoves::describe) turns such a list into the
/// game's moves, the one name of the rich form on every game that has
/// one (the command line and the Python module print these).
///
/// Implement [`moves_to`](DescribeMoves::moves_to); `describe` is
/// provided.
///
/// # Example
/// A Nim heap whose moves are "take k counters":
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{Algorithm, AlgorithmExt, DescribeMoves, GameError};
/// struct Heap;
/// impl Algorithm for Heap {
///     type State = u64;
///     fn try_for_each_follower<B, F>(&self, p: &u64, f: F) -> ControlFlow<B>
///     where
///         B: From<GameError>,
///         F: FnMut(u64) -> ControlFlow<B>,
///     {
///         (0..*p).try_for_each(f)
///     }
/// }
/// impl DescribeMoves for Heap {
///     type Move = u64; // counters taken
///     fn moves_to(&self, p: &u64, q: &u64) -> Result<Vec<u64>, GameError> {
///         if q < p { Ok(vec![p - q]) } else { Err(GameError::NotAFollower) }
///     }
/// }
/// assert_eq!(Heap.describe(&5, &Heap.followers(&5)?)?, vec![5, 4, 3, 2, 1]);
/// # Ok::<(), GameError>(())
/// ```
pub trait DescribeMoves: Algorithm {
    /// A move as the game's papers draw it.
    type Move;

    /// The moves of `p` that lead to its follower `q`, in the game's
    /// order: one on most games; several where turns by different boxes
    /// leave the same diagram (MHRG, whose enumeration lists each follower
    /// once).
    ///
    /// # Errors
    /// [`GameError::NotAFollower`] when `q` ∉ φ(p); the game's error when
    /// `p` or `q` is not one of its positions.
    fn moves_to(&self, p: &Self::State, q: &Self::State) -> Result<Vec<Self::Move>, GameError>;

    /// The moves of `p` leading to `followers`, in their order (each
    /// follower's moves in the game's order): `describe(&p,
    /// &game.winning_moves(&p)?)` are the winning moves as the papers
    /// draw them.
    ///
    /// # Errors
    /// As [`DescribeMoves::moves_to`].
    ///
    /// # Complexity
    /// One [`DescribeMoves::moves_to`] per follower.
    fn describe(
        &self,
        p: &Self::State,
        followers: &[Self::State],
    ) -> Result<Vec<Self::Move>, GameError> {
        let mut out = Vec::with_capacity(followers.len());
        for q in followers {
            out.extend(self.moves_to(p, q)?);
        }
        Ok(out)
    }
}

/// φ(p) collected within `limits` (the arrow and byte limits), stopping at
/// the first follower beyond them.
pub(crate) fn collect_followers<A: Algorithm + ?Sized>(
    game: &A,
    p: &A::State,
    limits: &Limits,
) -> Result<Vec<A::State>, GameError> {
    let mut out = Vec::new();
    let mut room = ListBudget::new();
    let flow = game.try_for_each_follower(p, |q| {
        if let Err(e) = room.take(game.state_bytes(&q), limits) {
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

/// Options grouped by their Grundy value: value ↦ the options of that value,
/// in the order the game enumerates them (what
/// [`options_by_value`](crate::options_by_value) returns).
pub type OptionsByValue<S> = std::collections::BTreeMap<u64, Vec<S>>;

/// References and smart pointers to a game are the game: every method is
/// forwarded, overrides included.
macro_rules! forward_algorithm {
    ($($ty:ty),+) => { $(
        impl<A: Algorithm + ?Sized> Algorithm for $ty {
            type State = A::State;
            fn try_for_each_follower<B, F>(&self, p: &Self::State, f: F) -> ControlFlow<B>
            where
                B: From<GameError>,
                F: FnMut(Self::State) -> ControlFlow<B>,
            {
                (**self).try_for_each_follower(p, f)
            }
            fn follower_count(&self, p: &Self::State) -> Result<usize, GameError> {
                (**self).follower_count(p)
            }
            fn is_end(&self, p: &Self::State) -> Result<bool, GameError> {
                (**self).is_end(p)
            }
            fn has_arrow(&self, p: &Self::State, q: &Self::State) -> Result<bool, GameError> {
                (**self).has_arrow(p, q)
            }
            fn state_bytes(&self, p: &Self::State) -> usize {
                (**self).state_bytes(p)
            }
            fn known_grundy(
                &self,
                p: &Self::State,
                engine: &Engine<'_>,
            ) -> Option<Result<u64, GameError>> {
                                (**self).known_grundy(p, engine)
            }
            fn known_misere_grundy(
                &self,
                p: &Self::State,
                engine: &Engine<'_>,
            ) -> Option<Result<u64, GameError>> {
                                (**self).known_misere_grundy(p, engine)
            }
            fn known_options_with_value(
                &self,
                p: &Self::State,
                value: u64,
                engine: &Engine<'_>,
            ) -> Option<Result<Vec<Self::State>, GameError>> {
                                (**self).known_options_with_value(p, value, engine)
            }
            fn known_options_by_value(
                &self,
                p: &Self::State,
                engine: &Engine<'_>,
            ) -> Option<Result<OptionsByValue<Self::State>, GameError>> {
                                (**self).known_options_by_value(p, engine)
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

    /// Calls `f` with `rank(q)` for each follower q ∈ φ(p), in the order
    /// of [`try_for_each_follower`](Algorithm::try_for_each_follower),
    /// until `f` breaks; as that method, with ranks.
    ///
    /// The dense [`TableSolver`](crate::TableSolver) only needs the ranks of
    /// followers; override this when they can be computed incrementally
    /// (for example from the rank of `p` and the move), which is often much
    /// cheaper than ranking each follower from scratch.
    ///
    /// # Errors
    /// The break of `f`, or the game's own error when it cannot enumerate
    /// φ(p).
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{Algorithm, GameError, Indexed};
    /// struct Heaps;
    /// impl Algorithm for Heaps {
    ///     type State = u32;
    ///     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(u32) -> ControlFlow<B>,
    ///     {
    ///         (0..*p).try_for_each(f)
    ///     }
    /// }
    /// impl Indexed for Heaps {
    ///     fn count(&self) -> u64 { 10 }
    ///     fn rank(&self, p: &u32) -> u64 { u64::from(*p) }
    ///     fn unrank(&self, r: u64) -> u32 { r as u32 }
    /// }
    /// let mut ranks = Vec::new();
    /// let flow = Heaps.try_for_each_follower_rank(&3, |r| -> ControlFlow<GameError> {
    ///     ranks.push(r);
    ///     ControlFlow::Continue(())
    /// });
    /// assert!(flow.is_continue());
    /// assert_eq!(ranks, vec![0, 1, 2]);
    /// ```
    fn try_for_each_follower_rank<B, F>(&self, p: &Self::State, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        self.try_for_each_follower(p, |q| f(self.rank(&q)))
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
            fn try_for_each_follower_rank<B, F>(&self, p: &Self::State, f: F) -> ControlFlow<B>
            where
                B: From<GameError>,
                F: FnMut(u64) -> ControlFlow<B>,
            {
                (**self).try_for_each_follower_rank(p, f)
            }
        }
    )+ };
}

forward_indexed!(&A, Box<A>, std::rc::Rc<A>, std::sync::Arc<A>);
