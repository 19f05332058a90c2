//! An impartial-game engine: one trait for games, iterative Grundy solvers,
//! misère play, sums and other constructions, isomorphism checks and
//! game-tree statistics — for research code that brings its own games.
//!
//! A game is an [`Algorithm`] in the sense of N. Kawanaka (*Games and
//! algorithms with hook structure*, §1): a state space with a branching map
//! φ that sends a position to the set of positions one move away, given by
//! one required method, [`Algorithm::try_for_each_follower`]: each follower
//! until the caller's closure breaks, and the game's own error where it
//! cannot enumerate (the conveniences `followers`, `find_follower`, … are in
//! [`AlgorithmExt`]). Everything here is generic over it, and nothing here
//! needs to know what the positions are:
//!
//! * **values that compose**: a game that knows its values — a closed
//!   form, a theorem, an engine of its own — says so through the value
//!   hooks, provided methods of the trait that default to "unknown"
//!   ([`Algorithm::known_grundy`], [`Algorithm::known_misere_grundy`],
//!   [`Algorithm::known_options_with_value`],
//!   [`Algorithm::known_options_by_value`]); the [`Engine`] and the
//!   zero-config functions [`grundy`], [`winning_moves`], … ask them first
//!   and search only where the game knows nothing;
//! * **sums**: a tuple `(A, B, …)`, an array `[A; N]`, a slice or a `Vec`
//!   of games is a game — their disjunctive sum (Kawanaka §1, LCTR §2.2),
//!   whose value the engine finds by the Sprague–Grundy theorem, as the
//!   nim-sum of the components' values (each known, or searched on the
//!   component alone: never the product of their spaces); the disjoint
//!   sums [`DisjointSum`] / [`DisjointUnion`], and the decomposition of
//!   an algorithm into its connected components ([`Components`],
//!   [`connected_components`], Kawanaka §1);
//! * **constructions** (Kawanaka §1, LCTR Definition 8): subalgorithms
//!   [`Subalgorithm`], restrictions [`Restriction`], the truncation
//!   [`Truncation`], principal algorithms ⟨p⟩ materialized as a
//!   [`FiniteAlgorithm`] (compressed rows of `u32` indices, reversed arrows
//!   φ⁻¹ on demand) — which is also how a game given by an explicit graph
//!   is played;
//! * **search engines**, all iterative (a play of millions of moves cannot
//!   overflow the stack), which never ask the value hooks (they are the
//!   oracles the hooks are tested against): the memoised [`Solver`] (Grundy values, outcome
//!   classes, options by value, winning moves, normal and misère), the
//!   dense [`TableSolver`] for [`Indexed`] games (1–4 bytes per state,
//!   memory budget checked before allocating);
//! * **misère play** (LCTR §2.3): misère Grundy values, Sprague–Grundy pairs
//!   ([`SgPairs`]) and the Gurvich–Ho classes domestic, tame, pet, forced and
//!   returnable ([`classify`]) with witnesses;
//! * **beyond the Grundy value**: the [`remoteness()`] and [`suspense`]
//!   numbers (normal and misère; Steinhaus, Smith, Winning Ways ch. 9) that
//!   solve the [`Conjunctive`] and [`ContinuedConjunctive`] compounds by
//!   Steinhaus's rule, and the [`option_report`] of a position: which
//!   options are essential, duplicates or reversible, i.e. which can be
//!   deleted without changing its value (Siegel, CGT ch. II);
//! * **game trees** (LCTR §2.4): [`tree_statistics`] — states, nodes and
//!   leaves of the unfolded tree as `BigUint`, height, depth profile,
//!   game-tree isomorphism classes;
//! * **standard games**, each tested against its published values: a
//!   [`Nim`] heap and [`nim_sum`] (Bouton), [`Subtraction`] games with any
//!   finite subtraction set and [`Octal`] games from their codes ("0.07"
//!   Dawson's Kayles, "0.77" Kayles) with exact [`Periodicity`] detection
//!   (Guy–Smith's Octal Periodicity Theorem), [`Wythoff`]'s game with its
//!   P-positions from the golden ratio, [`Chomp`] on a Young diagram (the
//!   standard game that is *not* a plain algorithm), and any game given by
//!   its graph ([`FiniteAlgorithm::from_edges`]);
//! * **isomorphisms** (Kawanaka §1; Abuku–Tada, Definition 2.4):
//!   [`verify_isomorphism`] returns a certificate or the first
//!   counterexample — including a position where a partial map
//!   ([`GameMap`]) is not defined — and [`find_isomorphism`] decides
//!   ⟨a⟩ ≅ ⟨b⟩ for small algorithms.
//!
//! Kawanaka's theory of *plain* algorithms (diagrams, hooks, quotients,
//! Theorem 4.2) builds on this engine in the `hookgames-plain` crate.
//!
//! # Where things are
//!
//! The crate's rooms, each a public module that uses only the floors below
//! it (checked by `tests/layout.rs`):
//!
//! | floor | module | what it holds |
//! |---|---|---|
//! | ground | the root | the shared vocabulary: [`GameError`], [`Convention`], [`Outcome`], [`SgPair`], the one configuration [`Engine`] with its [`Limits`], [`CancelToken`] and [`Progress`] |
//! | 1 | [`algorithm`] | the implementer's trait [`Algorithm`], its extension, [`DescribeMoves`], [`Indexed`] |
//! | 2 | [`solve`] | the questions (`grundy`, `outcome`, `winning_moves`, …), the memoised and dense solvers, remoteness |
//! | 3 | [`construct`] | sums, disjoint sums, components, subalgorithms, truncations, materialized ⟨p⟩ |
//! | 4 | [`analysis`] | misère classes, isomorphisms, game-tree statistics, option reports |
//! | 5 | [`games`] | Nim, subtraction and octal games, Wythoff, Chomp |
//!
//! Every item of a room is also re-exported at the root
//! (`hookgames_game::Solver` is `hookgames_game::solve::Solver`), so user
//! paths stay short; the docs show each item once, in its room.
//!
//! # Conventions
//! * Grundy values are `u64` in every signature. The memoised and dense
//!   solvers store them compactly and compute values up to
//!   [`MAX_SOLVER_VALUE`] = u32::MAX − 2 (a larger value would need four
//!   billion moves from one position), reporting
//!   [`GameError::ValueOverflow`] beyond.
//! * Roots and positions that a function only reads are passed by
//!   reference: `grundy(&game, &p)`, `tree_statistics(&game, &root)`.
//! * Explorations are bounded by [`Limits`] (states, arrows, bytes) and the table
//!   budget; exceeding one is a typed [`GameError`] that names the limit.
//!   Nothing panics on bad input and nothing is silently truncated.
//!
//! # Example
//! ```
//! use std::ops::ControlFlow;
//! use hookgames_game::{grundy, tree_statistics, Algorithm, GameError, Outcome, Solver};
//!
//! /// A Nim heap: from n move to any smaller heap.
//! #[derive(Clone, Copy)]
//! struct Heap;
//! impl Algorithm for Heap {
//!     type State = u32;
//!     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
//!     where
//!         B: From<GameError>,
//!         F: FnMut(u32) -> ControlFlow<B>,
//!     {
//!         (0..*p).try_for_each(f)
//!     }
//! }
//!
//! // Nim with three heaps is the sum of three heaps (Kawanaka §1): a tuple.
//! let nim = (Heap, Heap, Heap);
//! let mut solver = Solver::new(&nim);
//! assert_eq!(solver.grundy(&(3, 5, 6))?, 3 ^ 5 ^ 6);
//! assert_eq!(solver.winning_moves(&(3, 5, 7))?, vec![(2, 5, 7), (3, 4, 7), (3, 5, 6)]);
//! assert_eq!(solver.misere_outcome(&(1, 1, 0))?, Outcome::N);
//!
//! // Any number of heaps: a Vec of games is their sum.
//! assert_eq!(grundy(&vec![Heap; 5], &vec![1, 2, 4, 8, 16])?, 31);
//!
//! // Values are not capped at 255: a heap of 1000 has value 1000.
//! assert_eq!(grundy(&Heap, &1000)?, 1000);
//!
//! // The game tree of a heap of 10: 2^10 nodes, 2^9 complete plays.
//! let stats = tree_statistics(&Heap, &10)?;
//! assert_eq!((stats.states, stats.height), (11, 10));
//! assert_eq!(stats.nodes, 1024u32.into());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # References
//!
//! - N. Kawanaka, *Games and algorithms with hook structure*.
//! - E. Gottlieb, M. Krnc, P. Muršič, *Sprague–Grundy values and complexity
//!   for LCTR*, arXiv preprint.
//! - T. Abuku, M. Tada, *Multiple Hook Removing Game whose starting position
//!   is a rectangular Young diagram with the unimodal numbering*, Integers 23
//!   (2023), #G1.
#![deny(missing_docs)]

// The ground floor: the vocabulary every room uses (errors, the play
// convention and outcomes, limits, cancellation and progress, the one
// configuration). Its items are shown at the crate root.
mod config;
mod control;
mod error;
mod limits;
mod mex;
mod vocab;

// The rooms, each importing only from the floors below it:
// algorithm → solve → construct → analysis → games.
pub mod algorithm;
pub mod analysis;
pub mod construct;
pub mod games;
pub mod solve;

#[cfg(feature = "serde")]
mod serde_impls;

// Test support, last: it uses the rooms as a user's tests would.
#[cfg(any(test, feature = "quickcheck"))]
pub mod testing;

pub use config::Engine;
pub use control::{CANCEL_CHECK_EVERY, CancelToken, Progress, ProgressFn};
pub use error::GameError;
pub use limits::{DEFAULT_MAX_ARROWS, DEFAULT_MAX_BYTES, DEFAULT_MAX_STATES, Limits, ListBudget};
pub use vocab::{Convention, MAX_SOLVER_VALUE, Outcome, SgPair};

// The rooms' items, flat, so that user paths stay short
// (`hookgames_game::Solver`); hidden here because each has its page in its
// room.
#[doc(hidden)]
pub use algorithm::{Algorithm, AlgorithmExt, DescribeMoves, Indexed, OptionsByValue};
#[doc(hidden)]
pub use analysis::{
    ClassViolation, Classification, Fallible, GameClass, GameMap, ISOMORPHISM_SEARCH_LIMIT,
    Isomorphism, IsomorphismCertificate, IsomorphismError, MapOutcome, OptionReport, OptionRole,
    SgPairs, TreeStatistics, classify, find_isomorphism, option_report, tree_statistics,
    verify_isomorphism,
};
#[doc(hidden)]
pub use construct::{
    Components, DisjointSum, DisjointUnion, Either, FiniteAlgorithm, Membership, Restriction,
    Subalgorithm, Truncation, connected_components, find_cycle,
};
#[doc(hidden)]
pub use games::{
    Chomp, DEFAULT_OCTAL_SEARCH_LEN, DEFAULT_SUBTRACTION_SEARCH_LEN, MAX_SEQUENCE_LEN,
    MAX_SEQUENCE_WORK, MAX_SUBTRACTION_SET, Nim, Octal, Periodicity, Subtraction,
    WYTHOFF_MAX_INDEX, Wythoff, nim_sum,
};
#[doc(hidden)]
pub use solve::{
    AtomicCell, Conjunctive, ContinuedConjunctive, GrundyTable, MAX_COMPOUND_COMPONENTS,
    PROGRESS_EVERY, Solver, TableSolver, conjunctive_remoteness, continued_conjunctive_suspense,
    grundy, grundy_table, misere_grundy, misere_outcome, options_by_value, outcome, remoteness,
    sg_pair, suspense, winning_moves,
};

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
