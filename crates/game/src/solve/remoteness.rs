//! Remoteness and suspense numbers and the conjunctive compounds they
//! solve (Steinhaus; Smith; Winning Ways ch. 9): the definitions and
//! references are in the docs of [`remoteness`].

use std::ops::ControlFlow;

use crate::algorithm::Algorithm;
use crate::error::GameError;
use crate::vocab::{Convention, Outcome};

use super::memo::{Measure, Solver};

impl Outcome {
    /// The outcome class implied by a remoteness or suspense number (Winning
    /// Ways ch. 9): `P` iff it is even, under either convention (the
    /// numbers of [`remoteness`] and [`suspense`]).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{remoteness, Convention, Nim, Outcome};
    /// assert_eq!(Outcome::from_remoteness(remoteness(&Nim, &0, Convention::Normal)?), Outcome::P);
    /// assert_eq!(Outcome::from_remoteness(remoteness(&Nim, &0, Convention::Misere)?), Outcome::N);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_remoteness(moves: u64) -> Self {
        if moves.is_multiple_of(2) {
            Outcome::P
        } else {
            Outcome::N
        }
    }
}

impl<A: Algorithm> Solver<'_, A> {
    /// The remoteness of `p` under `convention` (Steinhaus; Winning Ways
    /// ch. 9; see [`remoteness`](crate::remoteness()) for the definition):
    /// the length of the play in which the winner wins as fast and the loser
    /// loses as slowly as possible — with the misère numbers offset by one
    /// (an end has misère remoteness 1). Even iff `p` is a P-position under
    /// `convention`. Cached across queries like the Grundy values.
    ///
    /// # Errors
    /// [`GameError::Cycle`] if a cycle is reachable from `p` (a cyclic game
    /// has no remoteness); [`GameError::StateLimit`],
    /// [`GameError::ArrowLimit`], [`GameError::MemoryLimit`] beyond the
    /// solver's [`Limits`](crate::Limits); [`GameError::RemotenessOverflow`]
    /// beyond [`MAX_SOLVER_VALUE`](crate::MAX_SOLVER_VALUE) moves.
    ///
    /// # Complexity
    /// As [`Solver::value`]: O(|⟨p⟩| + arrows of ⟨p⟩) hash operations the
    /// first time, iterative (no recursion), one more cache of at most
    /// `max_states` states.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Convention, Solver, Subtraction};
    /// // Take one or two: R(n) = 2⌊n/3⌋ + [3 ∤ n].
    /// let mut s = Solver::new(Subtraction::new([1, 2])?);
    /// assert_eq!(s.remoteness(&9, Convention::Normal)?, 6);
    /// assert_eq!(s.remoteness(&10, Convention::Normal)?, 7);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn remoteness(&mut self, p: &A::State, convention: Convention) -> Result<u64, GameError> {
        self.measure(Measure::Remoteness(convention), p)
    }

    /// The suspense number of `p` under `convention` (Smith 1966; Winning
    /// Ways ch. 9; see [`remoteness`](crate::remoteness())): the length of
    /// the play in which the winner wins as slowly and the loser loses as
    /// fast as possible (misère ends have 1). Even iff `p` is a P-position.
    ///
    /// # Errors
    /// As [`Solver::remoteness`].
    ///
    /// # Complexity
    /// As [`Solver::remoteness`].
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Convention, Solver, Subtraction};
    /// let mut s = Solver::new(Subtraction::new([1, 2])?);
    /// // From 4 the winner takes one (to 3) and can keep the game going.
    /// assert_eq!(s.suspense(&4, Convention::Normal)?, 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn suspense(&mut self, p: &A::State, convention: Convention) -> Result<u64, GameError> {
        self.measure(Measure::Suspense(convention), p)
    }

    /// The moves of the remoteness strategy from `p` under `convention`:
    /// the options q with R(q) = R(p) − 1 — the fastest wins from an
    /// N-position, the slowest defeats from a P-position — in the order the
    /// game produces them (empty iff `p` is an end).
    ///
    /// # Errors
    /// As [`Solver::remoteness`].
    ///
    /// # Complexity
    /// One [`Solver::remoteness`] per option (cached after the first).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Convention, Nim, Solver};
    /// let mut s = Solver::new(Nim);
    /// assert_eq!(s.remoteness_moves(&5, Convention::Normal)?, vec![0]);
    /// assert_eq!(s.remoteness_moves(&5, Convention::Misere)?, vec![1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn remoteness_moves(
        &mut self,
        p: &A::State,
        convention: Convention,
    ) -> Result<Vec<A::State>, GameError> {
        let r = self.remoteness(p, convention)?;
        let mut out = Vec::new();
        for q in self.options(p)? {
            if self.remoteness(&q, convention)?.checked_add(1) == Some(r) {
                out.push(q);
            }
        }
        Ok(out)
    }
}

/// The remoteness of `p` under `convention` with a fresh [`Solver`] (see
/// [`Solver::remoteness`], which caches across queries).
///
/// The Grundy value solves *disjunctive* sums (move in one component). In a
/// *conjunctive compound* a move is a move in **every** component at once,
/// and who wins is decided by how long the components last, so the
/// information that matters is a count of moves:
///
/// * The **remoteness** R(p) (H. Steinhaus, 1925; C. A. B. Smith,
///   *Graphs and composite games*, J. Combin. Theory 1 (1966); E. R.
///   Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
///   Mathematical Plays*, ch. 9 "If you can't beat 'em, join 'em!"; Conway,
///   *On Numbers and Games*, ch. 14) is the length of the play when the
///   winner wins as **quickly** as possible and the loser loses as
///   **slowly** as possible. Under normal play an end has R = 0, and a
///   position with followers has
///   R(p) = 1 + min{R(q) : q ∈ φ(p), R(q) even} if some follower has even
///   remoteness, else R(p) = 1 + max{R(q) : q ∈ φ(p)}.
/// * The **suspense number** S(p) (Smith 1966; Winning Ways ch. 9) swaps
///   the roles: the winner wins as **slowly** and the loser loses as
///   **quickly** as possible: an end has S = 0, and
///   S(p) = 1 + max{S(q) : S(q) even} if some follower has even suspense,
///   else S(p) = 1 + min{S(q)}.
///
/// In both, p is a P-position (the previous player wins) **iff its number
/// is even** ([`Outcome::from_remoteness`]): an even follower is a move to
/// a P-position.
///
/// **Misère play** (the player who cannot move wins) uses the same
/// recursion with the ends given 1 instead of 0 (an end is an N-position).
/// Equivalently, R⁻(p) is the normal-play remoteness of the game in which
/// every end gets one extra move to a new end: the player facing an end
/// "makes" that move by being unable to move. Again R⁻(p) is even iff p is
/// a misère P-position, and R⁻(p) − 1 is the number of moves played (the
/// winner hurrying, the loser delaying) until a player faces an end.
///
/// **Steinhaus's rule** (Winning Ways ch. 9; Smith 1966): in the
/// [`Conjunctive`] compound (move in every component; the compound ends
/// as soon as **any** component ends, Conway's "short rule") the remoteness
/// is the **least** remoteness of the components; in the
/// [`ContinuedConjunctive`] compound (move in every component that can
/// still move; it ends when **all** have ended, the "long rule") the
/// suspense number is the **largest** suspense number of the components.
/// Both hold under misère play too (with the misère numbers), because an
/// end of a component has the least number (0, or 1 in misère) and a
/// component with moves has a larger one. The rules are checked against
/// the solver on the compounds themselves in `tests/remoteness.rs`.
///
/// All numbers are computed by the [`Solver`]'s memoised iterative
/// traversal, with its [`Limits`](crate::Limits) and cycle detection: a
/// game with a reachable cycle has no remoteness
/// ([`GameError::Cycle`]).
///
/// # Errors
/// As [`Solver::remoteness`], with the default [`Limits`](crate::Limits).
///
/// # Complexity
/// As [`Solver::remoteness`].
///
/// # Examples
/// ```
/// use hookgames_game::{remoteness, suspense, Conjunctive, Convention, Nim, Outcome, Solver};
///
/// // A Nim heap of n ≥ 1 is won in one move (take all): R = 1.
/// assert_eq!(remoteness(&Nim, &7, Convention::Normal)?, 1);
/// // Misère: 0 ↦ 1, 1 ↦ 2 (a P-position), n ≥ 2 ↦ 3 (leave one counter).
/// assert_eq!(remoteness(&Nim, &1, Convention::Misere)?, 2);
/// assert_eq!(remoteness(&Nim, &7, Convention::Misere)?, 3);
/// assert_eq!(Outcome::from_remoteness(2), Outcome::P);
///
/// // Conjunctive compound of three heaps: the empty heap ends it at once.
/// let compound = Conjunctive::new(vec![Nim; 3])?;
/// let mut solver = Solver::new(&compound);
/// assert_eq!(solver.remoteness(&vec![0, 2, 3], Convention::Normal)?, 0);
/// assert_eq!(compound.remoteness_by_rule(&[4, 2, 3], Convention::Misere)?, 3);
/// assert_eq!(solver.remoteness(&vec![4, 2, 3], Convention::Misere)?, 3);
/// assert_eq!(suspense(&Nim, &5, Convention::Normal)?, 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// On a game on Young diagrams, Chomp (Gale 1974): the 2 × 3 rectangle is
/// won in 5 moves, and the only move that wins that fast bites (2, 3).
/// ```
/// use hookgames_game::{Chomp, Convention, Solver};
/// let mut s = Solver::new(Chomp);
/// let rectangle = Chomp::position(vec![3, 3])?;
/// assert_eq!(s.remoteness(&rectangle, Convention::Normal)?, 5);
/// assert_eq!(s.remoteness_moves(&rectangle, Convention::Normal)?, vec![vec![3, 2]]);
/// assert_eq!(s.remoteness(&rectangle, Convention::Misere)?, 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// Two Nim heaps:
/// ```
/// use hookgames_game::{remoteness, Convention, Nim};
/// // Nim with heaps 1, 2: move to (1, 1), then the loser empties one heap.
/// assert_eq!(remoteness(&(Nim, Nim), &(1, 2), Convention::Normal)?, 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn remoteness<A: Algorithm + ?Sized>(
    game: &A,
    p: &A::State,
    convention: Convention,
) -> Result<u64, GameError> {
    Solver::new(game).remoteness(p, convention)
}

/// The suspense number of `p` under `convention` with a fresh [`Solver`]
/// (see [`Solver::suspense`]).
///
/// # Errors
/// As [`Solver::remoteness`], with the default [`Limits`](crate::Limits).
///
/// # Complexity
/// As [`Solver::remoteness`].
///
/// # Example
/// ```
/// use hookgames_game::{suspense, Convention, Nim};
/// // Heaps 1, 2: the winner moves to (1, 1) — the only winning move.
/// assert_eq!(suspense(&(Nim, Nim), &(1, 2), Convention::Normal)?, 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn suspense<A: Algorithm + ?Sized>(
    game: &A,
    p: &A::State,
    convention: Convention,
) -> Result<u64, GameError> {
    Solver::new(game).suspense(p, convention)
}

/// Steinhaus's rule for the [`Conjunctive`] compound (Winning Ways ch. 9):
/// its remoteness is the least of the components' remotenesses — or, with
/// no components (the compound is an end), [`Convention::end_value`].
///
/// # Complexity
/// O(components).
///
/// # Example
/// ```
/// use hookgames_game::{conjunctive_remoteness, Convention};
/// assert_eq!(conjunctive_remoteness(&[5, 2, 7], Convention::Normal), 2);
/// assert_eq!(conjunctive_remoteness(&[], Convention::Misere), 1);
/// ```
pub fn conjunctive_remoteness(components: &[u64], convention: Convention) -> u64 {
    components
        .iter()
        .copied()
        .min()
        .unwrap_or(convention.end_value())
}

/// Smith's rule for the [`ContinuedConjunctive`] compound (Winning Ways
/// ch. 9): its suspense number is the largest of the components' suspense
/// numbers — or, with no components, [`Convention::end_value`].
///
/// # Complexity
/// O(components).
///
/// # Example
/// ```
/// use hookgames_game::{continued_conjunctive_suspense, Convention};
/// assert_eq!(continued_conjunctive_suspense(&[5, 2, 7], Convention::Normal), 7);
/// assert_eq!(continued_conjunctive_suspense(&[], Convention::Normal), 0);
/// ```
pub fn continued_conjunctive_suspense(components: &[u64], convention: Convention) -> u64 {
    components
        .iter()
        .copied()
        .max()
        .unwrap_or(convention.end_value())
}

/// The largest number of components of a [`Conjunctive`] or
/// [`ContinuedConjunctive`] compound: 1 024 (the followers of a compound are
/// enumerated by one nested loop per component, without storing them).
pub const MAX_COMPOUND_COMPONENTS: usize = 1 << 10;

/// The followers of a conjunctive compound: every combination of one
/// follower per component; under the long rule (`continued`) a component
/// that has ended stays as it is, and the compound ends when all have.
/// Coordinates beyond the components are kept unchanged. Nothing is
/// collected: one nested enumeration per component (at most
/// [`MAX_COMPOUND_COMPONENTS`] deep), stopping as soon as `f` breaks.
fn compound_followers<A, B>(
    components: &[A],
    p: &[A::State],
    continued: bool,
    f: &mut dyn FnMut(Vec<A::State>) -> ControlFlow<B>,
) -> ControlFlow<B>
where
    A: Algorithm,
    B: From<GameError>,
{
    let mut ends = Vec::with_capacity(components.len().min(p.len()));
    for (g, x) in components.iter().zip(p) {
        match g.is_end(x) {
            Ok(end) => ends.push(end),
            Err(e) => return ControlFlow::Break(e.into()),
        }
    }
    // No component: the compound is an end under both rules.
    let stop = ends.is_empty()
        || if continued {
            ends.iter().all(|&end| end)
        } else {
            ends.iter().any(|&end| end)
        };
    if stop {
        return ControlFlow::Continue(());
    }
    let mut q = p.to_vec();
    product(components, p, &ends, continued, 0, &mut q, f)
}

/// Every combination of followers of the components `k..` (ended
/// components kept under the long rule), written into `q[k..]` with
/// `q[..k]` fixed, passed to `f`.
fn product<A, B>(
    components: &[A],
    p: &[A::State],
    ends: &[bool],
    continued: bool,
    k: usize,
    q: &mut Vec<A::State>,
    f: &mut dyn FnMut(Vec<A::State>) -> ControlFlow<B>,
) -> ControlFlow<B>
where
    A: Algorithm,
    B: From<GameError>,
{
    let (Some(game), Some(x)) = (components.get(k), p.get(k)) else {
        return f(q.clone());
    };
    if continued && ends[k] {
        return product(components, p, ends, continued, k + 1, q, f);
    }
    game.try_for_each_follower(x, |y| {
        q[k] = y;
        product(components, p, ends, continued, k + 1, q, f)
    })
}

/// The number of a compound by its rule: `measure` of each component (one
/// fresh [`Solver`] each) combined by `rule`.
fn by_rule<A: Algorithm>(
    components: &[A],
    p: &[A::State],
    measure: Measure,
    rule: fn(&[u64], Convention) -> u64,
    convention: Convention,
) -> Result<u64, GameError> {
    if p.len() != components.len() {
        return Err(GameError::ComponentCount {
            expected: components.len(),
            found: p.len(),
        });
    }
    let mut values = Vec::with_capacity(p.len());
    for (game, x) in components.iter().zip(p) {
        values.push(Solver::new(game).measure(measure, x)?);
    }
    Ok(rule(&values, convention))
}

/// A conjunctive compound type: its constructor, its components and its
/// [`Algorithm`] impl (`continued`: the long rule).
macro_rules! conjunctive_compound {
    ($(#[$doc:meta])* $name:ident, continued: $continued:expr) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
        pub struct $name<A> {
            components: Vec<A>,
        }

        impl<A: Algorithm> $name<A> {
            /// The compound of `components`.
            ///
            /// # Errors
            /// [`GameError::TooManyComponents`] beyond
            /// [`MAX_COMPOUND_COMPONENTS`] components.
            ///
            /// # Complexity
            /// O(1).
            ///
            /// # Example
            /// ```
            #[doc = concat!("use hookgames_game::{", stringify!($name), ", GameError, Nim};")]
            #[doc = concat!("let g = ", stringify!($name), "::new(vec![Nim; 3])?;")]
            /// assert_eq!(g.components().len(), 3);
            #[doc = concat!("let err = ", stringify!($name), "::new(vec![Nim; 2000]).unwrap_err();")]
            /// assert_eq!(err, GameError::TooManyComponents { count: 2000, limit: 1024 });
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn new(components: Vec<A>) -> Result<Self, GameError> {
                if components.len() > MAX_COMPOUND_COMPONENTS {
                    return Err(GameError::TooManyComponents {
                        count: components.len(),
                        limit: MAX_COMPOUND_COMPONENTS,
                    });
                }
                Ok($name { components })
            }

            /// The components.
            ///
            /// # Complexity
            /// O(1).
            ///
            /// # Example
            #[doc = concat!("See [`", stringify!($name), "::new`].")]
            pub fn components(&self) -> &[A] {
                &self.components
            }
        }

        impl<A: Algorithm> Algorithm for $name<A> {
            type State = Vec<A::State>;

            fn try_for_each_follower<B, F>(&self, p: &Self::State, mut f: F) -> ControlFlow<B>
            where
                B: From<GameError>,
                F: FnMut(Self::State) -> ControlFlow<B>,
            {
                compound_followers(&self.components, p, $continued, &mut f)
            }

            fn state_bytes(&self, p: &Self::State) -> usize {
                self.components.as_slice().state_bytes(p)
            }
        }
    };
}

conjunctive_compound! {
    /// The conjunctive compound G₁ ∧ G₂ ∧ … (Smith 1966; Winning Ways ch. 9;
    /// Conway, ONAG ch. 14, the "short rule"): a move is a move in **every**
    /// component at once, so the compound ends as soon as **one** component
    /// has ended. States are `Vec`s with one component state per component
    /// (coordinates beyond the components are kept unchanged, as in the
    /// disjunctive sum of a `Vec`).
    ///
    /// Its remoteness is the least of the components' (Steinhaus's rule,
    /// [`Conjunctive::remoteness_by_rule`]); its Grundy value has no such
    /// rule.
    ///
    /// # Complexity
    /// A state has ∏ |φ(pᵢ)| followers, enumerated one at a time by one
    /// nested loop per component (nothing is collected, and the solver's
    /// [`Limits`](crate::Limits) stop the enumeration); at most
    /// [`MAX_COMPOUND_COMPONENTS`] components.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Algorithm, AlgorithmExt, Conjunctive, Nim};
    /// let g = Conjunctive::new(vec![Nim, Nim])?;
    /// assert_eq!(g.followers(&vec![1, 2])?, vec![vec![0, 0], vec![0, 1]]);
    /// assert!(g.is_end(&vec![0, 5])?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    Conjunctive, continued: false
}

conjunctive_compound! {
    /// The continued conjunctive compound (Smith 1966; Winning Ways ch. 9;
    /// Conway, ONAG ch. 14, the "long rule"): a move is a move in every
    /// component that can still move; a component that has ended stays as
    /// it is, and the compound ends when **all** components have ended.
    /// States as in [`Conjunctive`].
    ///
    /// Its suspense number is the largest of the components' (Smith's rule,
    /// [`ContinuedConjunctive::suspense_by_rule`]).
    ///
    /// # Complexity
    /// As [`Conjunctive`].
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Algorithm, AlgorithmExt, ContinuedConjunctive, Nim};
    /// let g = ContinuedConjunctive::new(vec![Nim, Nim])?;
    /// assert_eq!(g.followers(&vec![0, 2])?, vec![vec![0, 0], vec![0, 1]]);
    /// assert!(g.is_end(&vec![0, 0])?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ContinuedConjunctive, continued: true
}

impl<A: Algorithm> Conjunctive<A> {
    /// The remoteness of `p` by Steinhaus's rule (Winning Ways ch. 9): the
    /// least remoteness of its components under `convention`, each
    /// computed with a fresh [`Solver`] — without exploring the compound,
    /// whose states are the product of the components'.
    ///
    /// # Errors
    /// [`GameError::ComponentCount`] if `p` does not have one coordinate
    /// per component; otherwise as [`Solver::remoteness`] for each
    /// component (default [`Limits`](crate::Limits)).
    ///
    /// # Complexity
    /// Σ over components of [`Solver::remoteness`].
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Conjunctive, Convention, Subtraction};
    /// let g = Conjunctive::new(vec![Subtraction::new([1, 2])?; 2])?;
    /// assert_eq!(g.remoteness_by_rule(&[9, 4], Convention::Normal)?, 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn remoteness_by_rule(
        &self,
        p: &[A::State],
        convention: Convention,
    ) -> Result<u64, GameError> {
        by_rule(
            &self.components,
            p,
            Measure::Remoteness(convention),
            conjunctive_remoteness,
            convention,
        )
    }
}

impl<A: Algorithm> ContinuedConjunctive<A> {
    /// The suspense number of `p` by Smith's rule (Winning Ways ch. 9): the
    /// largest suspense number of its components under `convention`, each
    /// computed with a fresh [`Solver`].
    ///
    /// # Errors
    /// [`GameError::ComponentCount`] if `p` does not have one coordinate
    /// per component; otherwise as [`Solver::suspense`] for each component
    /// (default [`Limits`](crate::Limits)).
    ///
    /// # Complexity
    /// Σ over components of [`Solver::suspense`].
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{ContinuedConjunctive, Convention, Solver, Subtraction};
    /// let g = ContinuedConjunctive::new(vec![Subtraction::new([1, 2])?; 2])?;
    /// let by_rule = g.suspense_by_rule(&[4, 2], Convention::Normal)?;
    /// assert_eq!(by_rule, Solver::new(&g).suspense(&vec![4, 2], Convention::Normal)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn suspense_by_rule(
        &self,
        p: &[A::State],
        convention: Convention,
    ) -> Result<u64, GameError> {
        by_rule(
            &self.components,
            p,
            Measure::Suspense(convention),
            continued_conjunctive_suspense,
            convention,
        )
    }
}
