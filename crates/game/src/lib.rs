//! An impartial-game engine: one trait for games, iterative Grundy solvers
//! with `u32` values, misère play, sums and other constructions,
//! isomorphism checks and game-tree statistics — for research code that
//! brings its own games.
//!
//! A game is an [`Algorithm`] in the sense of N. Kawanaka (*Games and
//! algorithms with hook structure*, §1): a state space with a branching map
//! φ that sends a position to the set of positions one move away. Everything
//! here is generic over it, and nothing here needs to know what the
//! positions are:
//!
//! * **constructions** (Kawanaka §1, LCTR Definition 8): the disjunctive
//!   sum [`Sum`] / [`NarySum`], the disjoint sums [`DisjointSum`] /
//!   [`DisjointUnion`], subalgorithms [`Subalgorithm`], restrictions
//!   [`Restriction`], the truncation [`Truncation`], principal algorithms
//!   ⟨p⟩ materialized as a [`FiniteAlgorithm`] (compressed rows of `u32`
//!   indices, reversed arrows φ⁻¹ on demand);
//! * **solvers**, all iterative (a play of millions of moves cannot
//!   overflow the stack), with `u32` values: the memoised [`Solver`]
//!   (Grundy values, outcome classes, options by value, winning moves,
//!   normal and misère), the dense [`TableSolver`] for [`Indexed`] games
//!   (1–4 bytes per state, memory budget checked before allocating);
//! * **misère play** (LCTR §2.3): misère Grundy values, Sprague–Grundy pairs
//!   ([`SgPairs`]) and the Gurvich–Ho classes domestic, tame, pet, forced and
//!   returnable ([`classify`]) with witnesses;
//! * **game trees** (LCTR §2.4): [`tree_statistics`] — states, nodes and
//!   leaves of the unfolded tree as `BigUint`, height, depth profile,
//!   game-tree isomorphism classes;
//! * **isomorphisms** (Kawanaka §1; Abuku–Tada, Definition 2.4):
//!   [`verify_isomorphism`] returns a certificate or the first
//!   counterexample, [`find_isomorphism`] decides ⟨a⟩ ≅ ⟨b⟩ for small
//!   algorithms.
//!
//! Kawanaka's theory of *plain* algorithms (diagrams, hooks, quotients,
//! Theorem 4.2) builds on this engine in the `hookgames-plain` crate.
//!
//! Games that are too large for the default [`Limits`] or table budget
//! return a typed [`GameError`] naming the limit; nothing panics on bad
//! input and nothing is silently truncated.
//!
//! # Example
//! ```
//! use hookgames_game::{grundy, tree_statistics, Algorithm, NarySum, Outcome, Solver};
//!
//! /// A Nim heap: from n move to any smaller heap.
//! struct Heap;
//! impl Algorithm for Heap {
//!     type State = u32;
//!     fn for_each_follower<F: FnMut(u32)>(&self, p: &u32, mut f: F) {
//!         (0..*p).for_each(&mut f);
//!     }
//! }
//!
//! // Nim with three heaps is the sum of three heaps (Kawanaka §1).
//! let nim = NarySum::copies(&Heap, 3);
//! let mut solver = Solver::new(&nim);
//! assert_eq!(solver.grundy(&vec![3, 5, 6])?, 3 ^ 5 ^ 6);
//! assert_eq!(solver.winning_moves(&vec![3, 5, 7])?, vec![vec![2, 5, 7], vec![3, 4, 7], vec![3, 5, 6]]);
//! assert_eq!(solver.misere_outcome(&vec![1, 1, 0])?, Outcome::N);
//!
//! // Values are u32: a heap of 1000 has value 1000.
//! assert_eq!(grundy(&Heap, &1000)?, 1000);
//!
//! // The game tree of a heap of 10: 2^10 nodes, 2^9 complete plays.
//! let stats = tree_statistics(&Heap, 10)?;
//! assert_eq!((stats.states, stats.height), (11, 10));
//! assert_eq!(stats.nodes, 1024u32.into());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]

mod algorithm;
mod classes;
mod error;
mod finite;
mod games;
mod iso;
mod limits;
mod mex;
mod solver;
mod stats;
mod sub;
mod sum;
mod table;

pub use algorithm::{Algorithm, Indexed};
pub use classes::{ClassViolation, Classification, GameClass, SgPairs, classify};
pub use error::GameError;
pub use finite::{FiniteAlgorithm, find_cycle, principal};
pub use games::{
    Chomp, DEFAULT_OCTAL_SEARCH_LEN, DEFAULT_SUBTRACTION_SEARCH_LEN, MAX_SEQUENCE_LEN, Nim, Octal,
    Periodicity, Subtraction, WYTHOFF_MAX_INDEX, Wythoff, nim_sum,
};
pub use iso::{
    ISOMORPHISM_SEARCH_LIMIT, Isomorphism, IsomorphismCertificate, IsomorphismError,
    find_isomorphism, verify_isomorphism, verify_isomorphism_within,
};
pub use limits::{DEFAULT_MAX_ARROWS, DEFAULT_MAX_STATES, Limits};
pub use solver::{
    Convention, Outcome, PROGRESS_EVERY, SgPair, Solver, grundy, misere_grundy, misere_outcome,
    options_by_value, outcome, sg_pair, winning_moves,
};
pub use stats::{TreeStatistics, tree_statistics};
pub use sub::{Membership, Restriction, Subalgorithm, Truncation};
pub use sum::{DisjointSum, DisjointUnion, Either, NarySum, Sum};
pub use table::{DEFAULT_TABLE_BUDGET_BYTES, GrundyTable, TableSolver, grundy_table};

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
