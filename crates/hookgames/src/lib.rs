//! **hookgames**: impartial games on Young diagrams and Kawanaka's theory of
//! plain algorithms, in one dependency.
//!
//! This facade re-exports every crate of the family as a module
//! ([`partition`], [`maya`], [`plain`], [`coxeter`], [`sato_welter`], [`shifted`],
//! [`mhrg`], [`lctr`]) and the items a
//! researcher reaches for most often flat at the top, plus a [`prelude`].
//! The guide in the repository's `docs/` maps each paper's theorems, tables
//! and examples onto this API and names the test that reproduces each.
//!
//! ```
//! use hookgames::prelude::*;
//!
//! // Abuku–Tada, Example 2.10: (6,6,5,3,3) minus the hook at (2,2).
//! let y: Partition = "6,6,5,3,3".parse()?;
//! assert_eq!(y.hook_length(2, 2)?, 8);
//! assert_eq!(y.remove_hook(2, 2)?, "6,4,2,2,1".parse()?);
//!
//! // Kawanaka §8: the β-numbers of (9,8,6,5,5,2) with 6 stones.
//! let k: Partition = "9,8,6,5,5,2".parse()?;
//! assert_eq!(beta_numbers(&k, 6)?, [14, 12, 9, 7, 6, 2]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]

/// Young diagrams, shifted diagrams, hooks, diagonal expressions
/// (the `hookgames-partition` crate).
pub mod partition {
    pub use hookgames_partition::*;
}

/// Maya diagrams, β-numbers, the subset I(Y), abacus, n-cores and
/// n-quotients (the `hookgames-maya` crate).
pub mod maya {
    pub use hookgames_maya::*;
}

/// Abstract and plain algorithms: the game trait, solvers, sums,
/// isomorphisms (the `hookgames-plain` crate).
pub mod plain {
    pub use hookgames_plain::*;
}

/// Plain algorithms from Coxeter groups: minuscule elements, root orbits
/// and Kawanaka's realization theorem (the `hookgames-coxeter` crate).
pub mod coxeter {
    pub use hookgames_coxeter::*;
}

/// The Sato–Welter game: Young and one-line realizations, five formulas
/// for its values, and Kawanaka's good-move search (the
/// `hookgames-sato-welter` crate).
pub mod sato_welter {
    pub use hookgames_sato_welter::*;
}

/// Hook removal on shifted diagrams and Turning Turtles (the
/// `hookgames-shifted` crate).
pub mod shifted {
    pub use hookgames_shifted::*;
}

/// The Multiple Hook Removing Game: any numbering, the rectangular
/// unimodal engine, game positions, tables and the maps E, Φ, Ψ, A, B
/// (the `hookgames-mhrg` crate).
pub mod mhrg {
    pub use hookgames_mhrg::*;
}

/// LCTR and Downright, normal and misère (the `hookgames-lctr` crate).
pub mod lctr {
    pub use hookgames_lctr::*;
}

/// SVG pictures of Young diagrams: hook lengths, the unimodal numbering,
/// the LCTR / Downright board of values.
pub mod svg;

pub use hookgames_lctr::{Downright, Lctr};
pub use hookgames_maya::{
    Abacus, BetaSet, MayaDiagram, RectSubset, beta_numbers, core_and_quotient, n_core, n_quotient,
};
pub use hookgames_partition::{
    DiagonalExpr, Partition, PartitionRuns, ShiftedDiagonalExpr, ShiftedPartition,
};
pub use hookgames_plain::{
    Algorithm, Convention, Diagram, FiniteAlgorithm, Indexed, Outcome, Plain, Solver, TableSolver,
    check_plain, find_isomorphism, good_moves, grundy, misere_grundy, n_adic_expansion,
    verify_isomorphism, winning_moves,
};
pub use hookgames_sato_welter::{OneLineRealization, YoungRealization};
pub use hookgames_shifted::{ShiftedHookGame, TurningTurtles};

/// The items most research code needs: `use hookgames::prelude::*;`.
pub mod prelude {
    pub use hookgames_lctr::{Downright, Game as LctrGame, Lctr, Play};
    pub use hookgames_maya::{BetaSet, MayaDiagram, beta_numbers, core_and_quotient};
    pub use hookgames_partition::{DiagonalExpr, Partition, PartitionRuns, ShiftedPartition};
    pub use hookgames_plain::{
        Algorithm, Convention, Indexed, Outcome, Plain, Solver, TableSolver, grundy,
        verify_isomorphism,
    };
    pub use hookgames_sato_welter::{OneLineRealization, YoungRealization};
    pub use hookgames_shifted::{ShiftedHookGame, TurningTurtles};
}

// The README's tour is compiled and run as a doctest.
#[doc = include_str!("../../../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
