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
//! ```toml
//! [dependencies]
//! hookgames = "0.2"
//! ```
//!
//! # A short tour
//!
//! ```rust
//! use hookgames::prelude::*;
//!
//! // A Young diagram, its hooks and a hook removal (Abuku–Tada, Example 2.10).
//! let y: Partition = "6,6,5,3,3".parse()?;
//! assert_eq!(y.hook_length(2, 2)?, 8);
//! assert_eq!(y.remove_hook(2, 2)?.to_string(), "6,4,2,2,1");
//!
//! // Beta-numbers and the 2-quotient (Kawanaka §8–9).
//! let k: Partition = "9,8,6,5,5,2".parse()?;
//! assert_eq!(beta_numbers(&k, 6)?, [14, 12, 9, 7, 6, 2]);
//! let (core, quotient) = core_and_quotient(&k, 2)?;
//! assert_eq!(core.to_string(), "1");
//! assert_eq!(quotient.iter().map(|q| q.size()).sum::<u64>(), 17); // Kawanaka §9: |Y_(2)| = 17
//!
//! // The Sato–Welter game: its value and Kawanaka's good move (Theorem 4.2).
//! assert_eq!(YoungRealization.grundy(&k)?, 7);
//! // Every game answers the same questions (`AlgorithmExt`) with followers;
//! // `describe` draws them as the papers do.
//! let good = YoungRealization.winning_moves(&k)?;
//! assert_eq!(good[0].to_string(), "9,8,5,5,5,2");
//! let moves = YoungRealization.describe(&k, &good)?;
//! assert_eq!((moves[0].row, moves[0].col), (3, 6));
//!
//! // Any game is an `Algorithm`; the generic solver agrees with the formula,
//! // and sums are tuples of games.
//! assert_eq!(grundy(&YoungRealization, &k)?, 7);
//! let s: ShiftedPartition = "7,6,4,3,2".parse()?;
//! assert_eq!(grundy(&(YoungRealization, ShiftedHookGame), &(k, s))?, 7 ^ 4);
//!
//! // Theorem 4.2 for a game whose plainness is not known: checked first.
//! let chomp = hookgames::game::Chomp;
//! assert!(good_moves_checked(&chomp, &vec![3, 2]).is_err()); // Chomp is not plain there
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Features
//!
//! * `serde` (off by default): `Serialize`/`Deserialize` for the data a
//!   researcher stores — partitions in every notation, shifted partitions,
//!   Maya diagrams, rectangles and MHRG positions, LCTR boards, tables of
//!   values, isomorphism certificates and counterexamples, tree statistics.
//!   Reading goes through the checked constructors, so a file can never
//!   produce an invalid value. Each type's documentation gives its JSON form.
//! * `quickcheck` (off by default): the module `partition::arbitrary` of
//!   quickcheck generators (random Young diagrams in a rectangle, large
//!   diagrams, shifted diagrams, runs with huge parts, each with documented
//!   bounds and shrinking) and exhaustive enumerators (`partitions_of`,
//!   `strict_partitions_of`, `shifted_in_staircase`), for property tests of
//!   games of your own; the library's own tests use them. Usually a
//!   dev-dependency: see the guide, [Property-testing your own
//!   game](guide::getting_started#property-testing-your-own-game).
//!
//! # The guide
//!
//! The [`guide`] is part of this documentation, and its examples are doctests
//! of this crate that use only `hookgames` paths, so they compile as they
//! stand in a project that depends on `hookgames` alone.
//!
//! | chapter | contents |
//! |---|---|
//! | [Getting started](guide::getting_started) | add the dependency; your own game; a Grundy value, winning moves, a sum, misère play, a checked Theorem 4.2 search, a table, an isomorphism with a fallible map, property tests |
//! | [Kawanaka](guide::kawanaka) | abstract and plain algorithms, quotients, n-adic expansions, Theorem 4.2, the Sato–Welter game ([`game`], [`plain`], [`maya`], [`sato_welter`]) |
//! | [Kawanaka §6](guide::coxeter) | plain algorithms from Coxeter groups ([`coxeter`]) |
//! | [Abuku–Tada](guide::abuku_tada) | hooks, diagonal expressions, the MHRG, shifted diagrams, the maps E, A, B, Φ, Ψ ([`partition`], [`mhrg`], [`shifted`]) |
//! | [Motegi](guide::motegi) | the subsets I(Y), game positions, row reduction ([`maya`], [`mhrg`]) |
//! | [LCTR](guide::lctr) | LCTR and Downright, the board, the O(log r) values, classes, game trees ([`lctr`]) |
//! | [Conformance](guide::conformance) | the index of all five papers: each headline result, its API and its test |
//! | [Limits](guide::limits) | every documented limit, its value and how to raise it |
//! | [Performance](guide::performance) | every criterion bench, its machine, numbers and ratios |
//! | [The command line](guide::command_line) | the `hookgames` command, its JSON output and schema |
//!
//! # References
//!
//! The papers this library implements; each item's documentation names the
//! paper and the numbered statement it computes.
//!
//! - N. Kawanaka, *Games and algorithms with hook structure*.
//!   ([`game`], [`plain`], [`maya`], [`sato_welter`], [`coxeter`];
//!   [guide](guide::kawanaka))
//! - T. Abuku, M. Tada, *Multiple Hook Removing Game whose starting position
//!   is a rectangular Young diagram with the unimodal numbering*, Integers 23
//!   (2023), #G1. ([`partition`], [`mhrg`], [`shifted`];
//!   [guide](guide::abuku_tada))
//! - T. Abuku (安福智明), M. Tada (多田将人), *連続フック引き抜きゲーム*
//!   (Multiple hook removing game; in Japanese). ([`mhrg`], [`sato_welter`];
//!   [guide](guide::abuku_tada))
//! - Y. Motegi, *Game positions of Multiple Hook Removing Game*, Math. J.
//!   Okayama Univ. 66 (2024), 31–44. ([`maya`], [`mhrg`];
//!   [guide](guide::motegi))
//! - E. Gottlieb, M. Krnc, P. Muršič, *Sprague–Grundy values and complexity
//!   for LCTR*, arXiv preprint. ([`lctr`], [`game`]; [guide](guide::lctr))
//!
//! How to cite the library itself: `CITATION.cff` at the root of the
//! repository.
#![deny(missing_docs)]

#[doc(inline)]
pub use hookgames_limits as limits;

#[cfg(feature = "partition")]
#[doc(inline)]
pub use hookgames_partition as partition;

#[cfg(feature = "maya")]
#[doc(inline)]
pub use hookgames_maya as maya;

#[cfg(feature = "engine")]
#[doc(inline)]
pub use hookgames_game as game;

#[cfg(feature = "plain")]
#[doc(inline)]
pub use hookgames_plain as plain;

#[cfg(feature = "coxeter")]
#[doc(inline)]
pub use hookgames_coxeter as coxeter;

#[cfg(feature = "sato-welter")]
#[doc(inline)]
pub use hookgames_sato_welter as sato_welter;

#[cfg(feature = "shifted")]
#[doc(inline)]
pub use hookgames_shifted as shifted;

#[cfg(feature = "mhrg")]
#[doc(inline)]
pub use hookgames_mhrg as mhrg;

#[cfg(feature = "lctr")]
#[doc(inline)]
pub use hookgames_lctr as lctr;

/// rayon, re-exported: the parallel paths of the engine (materialization,
/// tree statistics, isomorphism checks, the dense tables) run in the
/// caller's rayon pool, so a program that wants a pool of its own size
/// builds it with this version, `rayon::ThreadPoolBuilder`, and runs the
/// computation inside `pool.install(|| …)`.
#[doc(no_inline)]
pub use rayon;

#[cfg(feature = "svg")]
#[doc(inline)]
pub use hookgames_svg as svg;

// The guide's examples use every crate of the family.
#[cfg(all(
    feature = "engine",
    feature = "partition",
    feature = "maya",
    feature = "plain",
    feature = "coxeter",
    feature = "sato-welter",
    feature = "shifted",
    feature = "lctr",
    feature = "mhrg",
    feature = "svg"
))]
pub mod guide;

pub mod num {
    //! The big integers and exact rationals of the public signatures, so that
    //! no matching `num-bigint` or `num-rational` line is needed.
    //!
    //! Counts that outgrow `u64` are [`BigUint`]: the nodes and leaves of a
    //! game tree ([`TreeStatistics`](crate::game::TreeStatistics),
    //! [`TreeParameters`](crate::lctr::TreeParameters)), the numbers of
    //! partitions and of standard tableaux
    //! ([`partition_count`](crate::partition::partition_count),
    //! [`standard_tableaux_count`](crate::partition::standard_tableaux_count)),
    //! the positions of the MHRG ([`position_count`](crate::mhrg::position_count)),
    //! Kawanaka's hook-length counts
    //! ([`hook_length_count`](crate::plain::hook_length_count)). Kawanaka's
    //! hook-walk probabilities (§5, Theorem 5.1;
    //! [`okamura_probability`](crate::plain::okamura_probability)) and
    //! colored hook products ((7.1)) are exact [`BigRational`]s over
    //! [`BigInt`]. These are the types of `num-bigint` 0.4 and `num-rational`
    //! 0.4; the traits [`ToPrimitive`], [`Zero`] and [`One`] convert and
    //! compare them.
    //!
    //! # Example
    //! ```
    //! use hookgames::num::{BigUint, ToPrimitive};
    //! use hookgames::prelude::*;
    //!
    //! // LCTR's game tree from the staircase (5,4,3,2,1): 63 nodes and
    //! // 2^5 = 32 complete plays (Gottlieb–Krnc–Muršič §2.4), by LCTR's own
    //! // dynamic program and by the engine's count on the cell game.
    //! let staircase: Partition = "5,4,3,2,1".parse()?;
    //! let t = Lctr.tree_parameters(&staircase)?;
    //! assert_eq!(t.nodes, BigUint::from(63u32));
    //! assert_eq!(t.leaves.to_u64(), Some(32));
    //! let s = tree_statistics(&hookgames::lctr::CellGame::new(Lctr, staircase), &(0, 0))?;
    //! assert_eq!((s.nodes, s.leaves), (t.nodes, t.leaves));
    //! # Ok::<(), Box<dyn std::error::Error>>(())
    //! ```

    #[doc(no_inline)]
    pub use num_bigint::{BigInt, BigUint};
    #[doc(no_inline)]
    pub use num_rational::BigRational;
    #[doc(no_inline)]
    pub use num_traits::{One, ToPrimitive, Zero};
}

/// The items most research code needs, one list: `use hookgames::prelude::*;`
/// brings them into scope, and each is also at the root
/// (`hookgames::Partition`). Everything else is one module down
/// (`hookgames::game::Either`, `hookgames::lctr::Board`, …).
///
/// Why each item is here:
/// * `ControlFlow`: the one required method of
///   [`Algorithm`] returns it;
/// * the engine (feature `engine`): the trait every game implements and
///   its extension (the questions as methods), the configuration and the
///   solvers, the questions as functions, misère play, sums and the
///   isomorphism checks;
/// * the positions (`partition`): Young and shifted diagrams, their
///   run-length form, rectangles, the diagonal expressions d(Y) and sd(S);
/// * `maya`: Maya diagrams and β-numbers, the subset I(Y) of a rectangle,
///   the abacus, n-cores and n-quotients;
/// * `plain`: Kawanaka's axioms, diagrams and hooks, the n-adic expansion
///   and the good moves of Theorem 4.2;
/// * the games of the papers (`sato-welter`, `shifted`, `mhrg`, `lctr`);
/// * every crate's error type (`coxeter`'s too), so that `?` and `match`
///   work without further imports.
///
/// Each group is present when its crate's feature is on (all are by
/// default).
pub mod prelude {
    // The one required method of `Algorithm` returns it.
    #[doc(no_inline)]
    pub use std::ops::ControlFlow;

    // The engine: the trait every game implements and its extension (the
    // questions as methods), the configuration and the solvers, the
    // questions as functions, misère play, sums and isomorphism checks.
    #[cfg(feature = "engine")]
    #[doc(no_inline)]
    pub use hookgames_game::{
        Algorithm, AlgorithmExt, Convention, DescribeMoves, DisjointSum, Engine, Fallible,
        FiniteAlgorithm, GameError, GameMap, Indexed, IsomorphismError, Limits, Outcome, SgPair,
        Solver, TableSolver, find_isomorphism, grundy, misere_grundy, outcome, tree_statistics,
        verify_isomorphism, winning_moves,
    };
    // The positions: Young and shifted diagrams, their run-length form,
    // rectangles, and the diagonal expressions d(Y) and sd(S).
    #[cfg(feature = "partition")]
    #[doc(no_inline)]
    pub use hookgames_partition::{
        DiagonalExpr, Partition, PartitionError, PartitionRuns, Rectangle, ShiftedDiagonalExpr,
        ShiftedPartition,
    };
    // Maya diagrams and β-numbers, the subset I(Y) of a rectangle, the
    // abacus, n-cores and n-quotients.
    #[cfg(feature = "maya")]
    #[doc(no_inline)]
    pub use hookgames_maya::{
        Abacus, BetaSet, MayaDiagram, MayaError, RectSubset, beta_numbers, core_and_quotient,
        n_core, n_quotient,
    };
    // Kawanaka's plain algorithms: the axioms, diagrams and hooks, the
    // n-adic expansion, and the good moves of Theorem 4.2.
    #[cfg(feature = "plain")]
    #[doc(no_inline)]
    pub use hookgames_plain::{
        AxiomError, AxiomViolation, Diagram, Plain, PlainError, check_plain, good_moves,
        good_moves_checked, n_adic_expansion, option_indices_with_value,
    };
    // The Sato–Welter game in its two realizations.
    #[cfg(feature = "sato-welter")]
    #[doc(no_inline)]
    pub use hookgames_sato_welter::{OneLineRealization, SatoWelterError, YoungRealization};
    // Hook removal on shifted diagrams and Turning Turtles.
    #[cfg(feature = "shifted")]
    #[doc(no_inline)]
    pub use hookgames_shifted::{ShiftedError, ShiftedHookGame, TurningTurtles};
    // The Multiple Hook Removing Game: a rectangle's, and any numbering's.
    #[cfg(feature = "mhrg")]
    #[doc(no_inline)]
    pub use hookgames_mhrg::{MhrgError, MhrgGame, RectGame};
    // LCTR and Downright.
    #[cfg(feature = "lctr")]
    #[doc(no_inline)]
    pub use hookgames_lctr::{Downright, Lctr, LctrError, LctrVariant};
    // Coxeter groups' plain algorithms: their error type (the items are in
    // `hookgames::coxeter`).
    #[cfg(feature = "coxeter")]
    #[doc(no_inline)]
    pub use hookgames_coxeter::CoxeterError;
}

// The prelude's items at the root too: one list (the prelude's), shown once.
#[doc(no_inline)]
pub use prelude::*;

// The facade README's example is compiled and run as a doctest. (The
// root README's tour is the "A short tour" example above;
// `tests/guide_paths.rs` checks that the two stay identical.)
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct FacadeReadmeDoctests;
