//! **hookgames**: impartial games on Young diagrams and Kawanaka's theory of
//! plain algorithms, in one dependency.
//!
//! This facade re-exports every crate of the family as a module
//! ([`partition`], [`maya`], [`game`], [`plain`], [`coxeter`], [`sato_welter`], [`shifted`],
//! [`mhrg`], [`lctr`]) and the items a
//! researcher reaches for most often flat at the top, plus a [`prelude`].
//! The guide in the repository's `docs/` maps each paper's theorems, tables
//! and examples onto this API and names the test that reproduces each.
//!
//! # The guide
//!
//! | chapter | contents |
//! |---|---|
//! | [Getting started][gs] | add the dependency; a Grundy value, a winning move, a table, an isomorphism |
//! | [Kawanaka][kw] | abstract and plain algorithms, quotients, n-adic expansions, Theorem 4.2, the Sato–Welter game (crates [`plain`], [`maya`], [`sato_welter`]) |
//! | [Kawanaka §6][cx] | plain algorithms from Coxeter groups ([`coxeter`]) |
//! | [Abuku–Tada][at] | hooks, diagonal expressions, the MHRG, shifted diagrams, the maps E, A, B ([`partition`], [`mhrg`], [`shifted`]) |
//! | [Motegi][mo] | the subsets I(Y), game positions, Φ, Ψ, row reduction ([`maya`], [`mhrg`]) |
//! | [LCTR][lc] | LCTR and Downright, the board, the O(log r) values, game trees ([`lctr`]) |
//! | [Index and limits][ix] | the conformance index of all five papers, the documented limits, the errata |
//! | [Performance][pf] | every criterion bench, its machine, numbers and ratios |
//!
//! [gs]: https://github.com/hookgames/hookgames/blob/main/docs/getting-started.md
//! [kw]: https://github.com/hookgames/hookgames/blob/main/docs/kawanaka.md
//! [cx]: https://github.com/hookgames/hookgames/blob/main/docs/coxeter.md
//! [at]: https://github.com/hookgames/hookgames/blob/main/docs/abuku-tada.md
//! [mo]: https://github.com/hookgames/hookgames/blob/main/docs/motegi.md
//! [lc]: https://github.com/hookgames/hookgames/blob/main/docs/lctr.md
//! [ix]: https://github.com/hookgames/hookgames/blob/main/docs/README.md
//! [pf]: https://github.com/hookgames/hookgames/blob/main/docs/performance.md
//!
//! The Rust examples of the guide's chapters are compiled and run as
//! doctests of this crate, so the guide cannot drift from the API.
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

/// The impartial-game engine: the game trait, memoised and dense solvers,
/// misère play, sums, isomorphisms, game-tree statistics (the
/// `hookgames-game` crate).
pub mod game {
    pub use hookgames_game::*;
}

/// Kawanaka's theory of plain algorithms: axioms, diagrams and hooks,
/// Dynkin diagrams, quotients, n-adic expansions, Theorem 4.2 (the
/// `hookgames-plain` crate).
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

pub use hookgames_game::{
    Algorithm, Convention, FiniteAlgorithm, Indexed, Outcome, Solver, TableSolver,
    find_isomorphism, grundy, misere_grundy, verify_isomorphism, winning_moves,
};
pub use hookgames_lctr::{Downright, Lctr};
pub use hookgames_maya::{
    Abacus, BetaSet, MayaDiagram, RectSubset, beta_numbers, core_and_quotient, n_core, n_quotient,
};
pub use hookgames_partition::{
    DiagonalExpr, Partition, PartitionRuns, ShiftedDiagonalExpr, ShiftedPartition,
};
pub use hookgames_plain::{Diagram, Plain, check_plain, good_moves, n_adic_expansion};
pub use hookgames_sato_welter::{OneLineRealization, YoungRealization};
pub use hookgames_shifted::{ShiftedHookGame, TurningTurtles};

/// The items most research code needs: `use hookgames::prelude::*;`.
pub mod prelude {
    pub use hookgames_game::{
        Algorithm, Convention, Indexed, Outcome, Solver, TableSolver, grundy, verify_isomorphism,
    };
    pub use hookgames_lctr::{Downright, Game as LctrGame, Lctr, Play};
    pub use hookgames_maya::{BetaSet, MayaDiagram, beta_numbers, core_and_quotient};
    pub use hookgames_partition::{DiagonalExpr, Partition, PartitionRuns, ShiftedPartition};
    pub use hookgames_plain::Plain;
    pub use hookgames_sato_welter::{OneLineRealization, YoungRealization};
    pub use hookgames_shifted::{ShiftedHookGame, TurningTurtles};
}

// The README's tour is compiled and run as a doctest.
#[doc = include_str!("../../../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

// The guide's examples are compiled and run as doctests too.
#[doc = include_str!("../../../docs/getting-started.md")]
#[cfg(doctest)]
pub struct GettingStartedDoctests;

#[doc = include_str!("../../../docs/coxeter.md")]
#[cfg(doctest)]
pub struct CoxeterGuideDoctests;
