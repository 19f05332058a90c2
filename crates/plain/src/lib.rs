//! Kawanaka's theory of *plain* algorithms (N. Kawanaka, *Games and
//! algorithms with hook structure*, §2–§11) made executable, on top of the
//! game engine `hookgames-game`.
//!
//! A plain algorithm is a game whose branching satisfies the axioms
//! (P1)–(P4); the Young diagrams under hook removal (the Sato–Welter game)
//! are the model example. For these games the whole game below a position
//! p is determined by its small *diagram* Y_p = φ(p) with its hooks
//! (Theorem 2.5), and this crate computes from the diagram alone:
//!
//! * the axioms (P1)–(P4) ([`check_axioms`], [`check_plain`], witnesses in
//!   [`AxiomViolation`]), irreducible arrows and lengths ([`arrow_lengths`]);
//! * the local structure of plain and basic plain diagrams
//!   (Proposition 6.1: [`Diagram::check_proposition_6_1`],
//!   [`Diagram::check_basic`], [`Diagram::basic_diagram`], witnesses in
//!   [`DiagramViolation`]);
//! * the diagram Y_p with its hooks ([`Diagram`], Theorem 2.5), the Dynkin
//!   diagram and simple roots from the diagram alone ([`Diagram::coloring`])
//!   or literally ([`root_map`]);
//! * (G, K)-quotients ([`gk_restriction`], [`gk_quotient`]), φ_n, n-cores
//!   and the n-adic expansion E⁽ⁿ⁾ ([`n_adic_expansion`], Theorem 4.1);
//! * the good-move search of Theorem 4.2 ([`option_indices_with_value`],
//!   [`descent`], [`good_moves`]);
//! * Okamura's algorithm and the hook walk ([`okamura_path`],
//!   [`hook_walk`], Theorems 5.1, 5.2, 10.1) and the colored hook formula
//!   ([`colored_path_sum`], (7.1)).
//!
//! Games that are too large for the default limits return a typed
//! [`PlainError`] naming the limit; nothing panics on bad input and nothing
//! is silently truncated.
//!
//! # Example
//! ```
//! use std::ops::ControlFlow;
//! use hookgames_game::{Algorithm, GameError};
//! use hookgames_plain::{check_plain, option_indices_with_value, Diagram, Plain};
//!
//! /// Nim heaps: the Nakayama algorithm with one stone.
//! struct Heap;
//! impl Algorithm for Heap {
//!     type State = u64;
//!     fn try_for_each_follower<B, F>(&self, p: &u64, f: F) -> ControlFlow<B>
//!     where
//!         B: From<GameError>,
//!         F: FnMut(u64) -> ControlFlow<B>,
//!     {
//!         (0..*p).try_for_each(f)
//!     }
//! }
//! impl Plain for Heap {
//!     fn arrow_length(&self, p: &u64, q: &u64) -> Result<u64, GameError> { Ok(p - q) }
//! }
//!
//! let nim = (Heap, Heap);
//! assert!(check_plain(&nim, &(5, 3)).is_ok()); // (P1)–(P4) hold
//! let y = Diagram::of(&nim, &(5, 3))?; // Y_p = φ(p): two chains
//! assert_eq!(y.n_adic_expansion(2)?, 5 ^ 3); // Theorem 4.1, no nim addition
//! let good = option_indices_with_value(&y, 0)?; // Theorem 4.2(ii), no trial and error
//! assert_eq!(good.iter().map(|&i| y.labels()[i as usize]).collect::<Vec<_>>(), vec![(3, 3)]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # References
//!
//! - N. Kawanaka, *Games and algorithms with hook structure*.
#![deny(missing_docs)]

mod axioms;
mod basic;
mod colored;
mod diagram;
mod dynkin;
mod error;
mod expansion;
mod goodmoves;
mod graph;
mod lengths;
mod marker;
mod okamura;
mod quotient;

pub use axioms::{
    AXIOM_WORK_LIMIT, Axiom, AxiomError, AxiomViolation, check_axiom, check_axioms, check_plain,
    cubes, is_independent, is_square,
};
pub use basic::{DiagramError, DiagramViolation, PROPOSITION_6_1_WORK_LIMIT};
pub use colored::{colored_hook_product, colored_path_sum};
pub use diagram::Diagram;
pub use dynkin::{Coloring, DynkinDiagram, ROOT_MAP_LIMIT, RootMap, root_map};
pub use error::PlainError;
pub use expansion::{NQuotient, n_adic_digits, n_adic_expansion, n_adic_expansions, n_restriction};
pub use goodmoves::{
    Descent, DescentStep, descent, good_moves, good_moves_checked, klein_quotient,
    klein_restriction, klein_restrictions, option_indices_with_value, options_with_value_by_trial,
};
pub use lengths::{ArrowLengths, arrow_lengths};
pub use marker::Plain;
pub use okamura::{
    MAX_REJECTED_DRAWS, hook_length_count, hook_walk, hook_walk_distribution,
    irreducible_path_count, okamura_path, okamura_probability, uniform_below,
};
pub use quotient::{
    CommutativeSemigroup, Cyclic, Klein, KleinGroup, KleinSubgroup, gk_quotient, gk_restriction,
    klein_h,
};

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
