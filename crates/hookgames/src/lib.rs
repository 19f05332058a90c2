//! **hookgames**: impartial games on Young diagrams and Kawanaka's theory of
//! plain algorithms, in one dependency.
//!
//! This facade re-exports every crate of the family as a module — the
//! impartial-game engine [`game`] (any game of your own: solvers, sums,
//! misère play, isomorphisms, standard games), Kawanaka's theory of plain
//! algorithms [`plain`], the diagrams [`partition`] and [`maya`], and the
//! games of the papers [`sato_welter`], [`shifted`], [`mhrg`], [`lctr`] and
//! [`coxeter`] — with the items a researcher reaches for most often flat at
//! the top, plus a [`prelude`]. One name means one thing across all of
//! them, so glob imports never collide (tested).
//!
//! Start with the [getting-started chapter](guide::getting_started) of the
//! [`guide`]; the chapters in the repository's `docs/` map each paper's
//! theorems, tables and examples onto this API and name the test that
//! reproduces each.
//!
//! # The guide
//!
//! | chapter | contents |
//! |---|---|
//! | [Getting started](guide::getting_started) | add the dependency; your own game; a Grundy value, winning moves, a sum, misère play, a checked Theorem 4.2 search, a table, an isomorphism with a fallible map |
//! | [Kawanaka][kw] | abstract and plain algorithms, quotients, n-adic expansions, Theorem 4.2, the Sato–Welter game (crates [`plain`], [`maya`], [`sato_welter`]) |
//! | [Kawanaka §6][cx] | plain algorithms from Coxeter groups ([`coxeter`]) |
//! | [Abuku–Tada][at] | hooks, diagonal expressions, the MHRG, shifted diagrams, the maps E, A, B ([`partition`], [`mhrg`], [`shifted`]) |
//! | [Motegi][mo] | the subsets I(Y), game positions, Φ, Ψ, row reduction ([`maya`], [`mhrg`]) |
//! | [LCTR][lc] | LCTR and Downright, the board, the O(log r) values, game trees ([`lctr`]) |
//! | [Index and limits][ix] | the conformance index of all five papers, the documented limits, the errata |
//! | [Performance][pf] | every criterion bench, its machine, numbers and ratios |
//!
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

#[doc(inline)]
pub use hookgames_partition as partition;

#[doc(inline)]
pub use hookgames_maya as maya;

#[doc(inline)]
pub use hookgames_game as game;

#[doc(inline)]
pub use hookgames_plain as plain;

#[doc(inline)]
pub use hookgames_coxeter as coxeter;

#[doc(inline)]
pub use hookgames_sato_welter as sato_welter;

#[doc(inline)]
pub use hookgames_shifted as shifted;

#[doc(inline)]
pub use hookgames_mhrg as mhrg;

#[doc(inline)]
pub use hookgames_lctr as lctr;

pub mod guide;
pub mod svg;

pub use hookgames_game::{
    Algorithm, Convention, FiniteAlgorithm, GameError, GameMap, Indexed, Limits, Outcome, Solver,
    TableSolver, find_isomorphism, grundy, misere_grundy, verify_isomorphism, winning_moves,
};
pub use hookgames_lctr::{Downright, Lctr, LctrVariant};
pub use hookgames_maya::{
    Abacus, BetaSet, MayaDiagram, RectSubset, beta_numbers, core_and_quotient, n_core, n_quotient,
};
pub use hookgames_mhrg::{MhrgGame, RectGame};
pub use hookgames_partition::{
    DiagonalExpr, Partition, PartitionRuns, Rectangle, ShiftedDiagonalExpr, ShiftedPartition,
};
pub use hookgames_plain::{
    AxiomError, Diagram, Plain, PlainError, check_plain, good_moves, good_moves_checked,
    n_adic_expansion,
};
pub use hookgames_sato_welter::{OneLineRealization, YoungRealization};
pub use hookgames_shifted::{ShiftedHookGame, TurningTurtles};

/// The items most research code needs: `use hookgames::prelude::*;`.
///
/// The game trait and its solvers, sums (tuples and `Vec`s of games need no
/// import), misère play, the limits, the checked path of Kawanaka's
/// Theorem 4.2, the map trait for isomorphisms, the positions (partitions,
/// shifted partitions, Maya diagrams, rectangles), the games of the papers,
/// and every crate's error type, so that `?` and `match` work without
/// further imports.
pub mod prelude {
    pub use hookgames_coxeter::CoxeterError;
    pub use hookgames_game::{
        Algorithm, Convention, DisjointSum, Either, Fallible, FiniteAlgorithm, GameError, GameMap,
        Indexed, IsomorphismError, Limits, Outcome, SgPair, Solver, TableSolver, grundy,
        misere_grundy, outcome, tree_statistics, verify_isomorphism, winning_moves,
    };
    pub use hookgames_lctr::{Downright, Lctr, LctrError, LctrVariant};
    pub use hookgames_maya::{BetaSet, MayaDiagram, MayaError, beta_numbers, core_and_quotient};
    pub use hookgames_mhrg::{MhrgError, MhrgGame, RectGame};
    pub use hookgames_partition::{
        DiagonalExpr, Partition, PartitionError, PartitionRuns, Rectangle, ShiftedPartition,
    };
    pub use hookgames_plain::{
        AxiomError, AxiomViolation, Diagram, Plain, PlainError, check_plain, good_moves,
        good_moves_checked, n_adic_expansion, options_with_value,
    };
    pub use hookgames_sato_welter::{OneLineRealization, SatoWelterError, YoungRealization};
    pub use hookgames_shifted::{ShiftedError, ShiftedHookGame, TurningTurtles};
}

// The READMEs' tours are compiled and run as doctests.
#[doc = include_str!("../../../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct FacadeReadmeDoctests;

// The guide's examples outside the crate are compiled and run as doctests too.
#[doc = include_str!("../../../docs/coxeter.md")]
#[cfg(doctest)]
pub struct CoxeterGuideDoctests;
