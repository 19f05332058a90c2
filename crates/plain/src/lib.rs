//! Kawanaka's abstract algorithms (P, φ) — exactly impartial games under
//! normal play — with generic solvers, constructions and structural
//! analyses, for research code on impartial games.
//!
//! An [`Algorithm`] is a state space with a branching map φ (N. Kawanaka,
//! *Games and algorithms with hook structure*, §1). Everything here is
//! generic over it:
//!
//! * **constructions** (Kawanaka §1, LCTR Definition 8): the sum [`Sum`] /
//!   [`NarySum`] (disjunctive sum), the disjoint sums [`DisjointSum`] /
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
//! * **plain algorithms** (Kawanaka §2–§11): the axioms (P1)–(P4)
//!   ([`check_axioms`], witnesses in [`AxiomViolation`]), irreducible arrows
//!   and lengths ([`arrow_lengths`]), the diagram Y_p with its hooks
//!   ([`Diagram`], Theorem 2.5), the Dynkin diagram and simple roots from the
//!   diagram alone ([`Diagram::coloring`]) or literally ([`root_map`]),
//!   (G, K)-quotients ([`gk_restriction`], [`gk_quotient`]), φ_n, n-cores
//!   and the n-adic expansion E⁽ⁿ⁾ ([`n_adic_expansion`], Theorem 4.1), the
//!   good-move search of Theorem 4.2 ([`options_with_value`], [`descent`]),
//!   Okamura's algorithm and the hook walk ([`okamura_path`],
//!   [`hook_walk`], Theorems 5.1, 5.2, 10.1) and the colored hook formula
//!   ([`colored_path_sum`], (7.1)).
//!
//! Games that are too large for the default [`Limits`] or table budget
//! return a typed [`PlainError`] naming the limit; nothing panics on bad
//! input and nothing is silently truncated.
//!
//! # Example
//! ```
//! use hookgames_plain::{grundy, tree_statistics, Algorithm, NarySum, Outcome, Solver};
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
mod axioms;
mod classes;
mod colored;
mod diagram;
mod dynkin;
mod error;
mod expansion;
mod finite;
mod goodmoves;
mod graph;
mod iso;
mod lengths;
mod limits;
mod mex;
mod okamura;
mod quotient;
mod solver;
mod stats;
mod sub;
mod sum;
mod table;

pub use algorithm::{Algorithm, Indexed, Plain};
pub use axioms::{
    AXIOM_WORK_LIMIT, Axiom, AxiomError, AxiomViolation, check_axiom, check_axioms, check_plain,
    cubes, is_independent, is_square,
};
pub use classes::{ClassViolation, Classification, GameClass, SgPairs, classify};
pub use colored::{colored_hook_product, colored_path_sum};
pub use diagram::Diagram;
pub use dynkin::{Coloring, DynkinDiagram, ROOT_MAP_LIMIT, RootMap, root_map};
pub use error::PlainError;
pub use expansion::{
    NQuotient, n_adic_digits, n_adic_expansion, n_adic_expansions, n_core, n_restriction,
};
pub use finite::{FiniteAlgorithm, find_cycle, principal};
pub use goodmoves::{
    Descent, DescentStep, descent, good_moves, klein_quotient, klein_restriction,
    klein_restrictions, options_with_value, options_with_value_by_trial,
};
pub use iso::{
    ISOMORPHISM_SEARCH_LIMIT, Isomorphism, IsomorphismCertificate, IsomorphismError,
    find_isomorphism, verify_isomorphism, verify_isomorphism_within,
};
pub use lengths::{ArrowLengths, arrow_lengths};
pub use limits::{DEFAULT_MAX_ARROWS, DEFAULT_MAX_STATES, Limits};
pub use okamura::{
    hook_length_count, hook_walk, hook_walk_distribution, irreducible_path_count, okamura_path,
    okamura_probability, uniform_below,
};
pub use quotient::{
    CommutativeSemigroup, Cyclic, Klein, KleinGroup, KleinSubgroup, gk_quotient, gk_restriction,
    klein_h,
};
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
