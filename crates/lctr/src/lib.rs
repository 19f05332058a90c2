//! LCTR and Downright, two impartial games on integer partitions, after
//! E. Gottlieb, M. Krnc, P. Muršič, *Sprague–Grundy values and complexity
//! for LCTR*: in LCTR a move removes the left column or the top row of a
//! Young diagram; in Downright a rook moves one box down or right from the
//! top-left box. This crate gives both games as [`Algorithm`]s for the
//! generic solvers of `hookgames-game` ([`Lctr`], [`Downright`]), and as
//! inherent methods of those two types their fast paths: the O(log r)
//! Sprague–Grundy value of Theorem 22 for normal play — extended to misère
//! play and to the exponent representation (§8) —, the O(|λ|) board of
//! every subposition value (Figure 5) and the game-tree parameters of §7
//! with the closed forms of Table 1.
//!
//! The play convention is the engine's [`Convention`]; Sprague–Grundy pairs
//! are the engine's [`SgPair`]; values are `u64`. When the game is chosen
//! at run time, [`LctrVariant`] has the same methods, and every function
//! that takes a game accepts `Lctr`, `Downright` or an `LctrVariant`.
//!
//! The games tell the engine what they know through its value hooks
//! ([`Algorithm::known_grundy`] and the others): Theorem 22 for [`Lctr`],
//! [`Downright`], [`LctrVariant`] and [`CellGame`], the closed forms of
//! the chess pieces where one is proved ([`Chess`]), LCTR for
//! two-dimensional [`MultiLctr`]. So the zero-config functions of
//! `hookgames-game` (`grundy`, `winning_moves`, …) answer these positions,
//! and every sum they are summands of, without search, while the
//! [`Solver`] stays the pure search the hooks are tested against.
//! [`LctrRuns`] and [`DownrightRuns`] play the two games on the exponent
//! representation, never expanded, so a position of 10¹² rows is a summand
//! too.
//!
//! ```
//! use hookgames_game::{grundy, Convention, Nim, SgPair};
//! use hookgames_lctr::{Board, Downright, Lctr, LctrRuns};
//! use hookgames_partition::{Partition, PartitionRuns};
//!
//! let lambda = Partition::new(vec![8, 7, 6, 5, 5, 2, 1])?; // Figures 4 and 5
//! assert_eq!(Lctr.value(&lambda, Convention::Normal)?, 0); // Theorem 22, O(log r)
//! assert_eq!(Downright.value(&lambda, Convention::Normal)?, 0);
//! assert_eq!(Lctr.sg_pair(&lambda)?, SgPair { normal: 0, misere: 0 });
//!
//! // Every SG(A[i, j]), as written in the boxes of Figure 5 (right).
//! let board = Board::new(Downright, &lambda, Convention::Normal)?;
//! assert_eq!(board.to_string().lines().next(), Some("01201010"));
//!
//! // The exponent representation is never expanded.
//! let runs: PartitionRuns = "9^1000000,4^1000000".parse()?;
//! assert_eq!(Lctr.grundy_runs(&runs, Convention::Normal)?, 1);
//!
//! // … and as a game of its own, a summand of a sum with a Nim heap.
//! assert_eq!(grundy(&(LctrRuns, Nim), &(runs, 3))?, 1 ^ 3);
//!
//! // Table 1: LCTR on the staircase ⟦3, 2, 1⟧ has 2⁴ − 1 nodes and 2³ leaves.
//! let t = Lctr.tree_parameters(&Partition::new(vec![3, 2, 1])?)?;
//! assert_eq!((t.nodes, t.leaves), (15u32.into(), 8u32.into()));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Paper coverage: §2.1 subpositions λ[i, j] ([`subpartition`]) and the
//! Durfee length ([`durfee_length`], Lemma 20); §2.3 Sprague–Grundy pairs
//! ([`Lctr::sg_pair`], [`Downright::sg_pair`]); §3 the games ([`Lctr`],
//! [`Downright`], [`LctrVariant`], [`CellGame`]) and equations (3), (4)
//! ([`Board`], [`Lctr::grundy_dp`], [`Downright::grundy_dp`]); Lemmas 3, 4,
//! 17 ([`Family::value`]); Lemmas 12–14 ([`Lctr::grundy_few_rows`]);
//! Theorem 11, Corollary 16, equations (8), (9), (12) and Theorem 22
//! ([`Lctr::value`], [`Downright::value`], the second algorithm
//! [`Lctr::grundy_strips`]); §8 ([`RunsIndex`], [`Lctr::grundy_runs`],
//! [`Downright::grundy_runs`], the games [`LctrRuns`], [`DownrightRuns`]);
//! the §8 open problem "Multidimensional
//! LCTR" ([`Corners`], [`MultiLctr`], the dense engine [`MultiBoard`]) and
//! "Impartial chess on an arbitrary partition" ([`Piece`], [`Chess`],
//! [`ChessBoard`]) and "Non-repetitive variant" ([`NonRepetitive`],
//! [`History`]);
//! Corollary 23, Lemmas 24–26, Table 1
//! ([`TreeParameters`], [`Lctr::tree_parameters`],
//! [`Downright::tree_parameters`], [`Family::tree_parameters`]).
//!
//! [`Algorithm`]: hookgames_game::Algorithm
//! [`Algorithm::known_grundy`]: hookgames_game::Algorithm::known_grundy
//! [`Solver`]: hookgames_game::Solver
//! [`Convention`]: hookgames_game::Convention
//! [`SgPair`]: hookgames_game::SgPair
//!
//! # References
//!
//! - E. Gottlieb, M. Krnc, P. Muršič, *Sprague–Grundy values and complexity
//!   for LCTR*, arXiv preprint.
#![deny(missing_docs)]

mod board;
mod chess;
mod closed;
mod error;
mod family;
mod fast;
mod hooks;
mod multidim;
mod nonrep;
mod rules;
mod runs;
mod runs_game;
#[cfg(feature = "serde")]
mod serde_impls;
mod tree;

pub use board::{Board, MAX_BOARD_CELLS};
pub use chess::{Chess, ChessBoard, MAX_CHESS_CELLS, MAX_CHESS_WORK, MAX_PIECE_STEPS, Piece};
pub use error::LctrError;
pub use family::{Family, MAX_FAMILY_SIDE};
pub use multidim::{Corners, MAX_CORNERS, MAX_DIMENSION, MAX_MULTI_CELLS, MultiBoard, MultiLctr};
pub use nonrep::{History, LctrMove, NonRepState, NonRepetitive};
pub use rules::{CellGame, Downright, Lctr, LctrVariant, durfee_length, subpartition};
pub use runs::{RunsIndex, subpartition_runs};
pub use runs_game::{DownrightRuns, LctrRuns};
pub use tree::{MAX_TREE_CELLS, TreeParameters};

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
