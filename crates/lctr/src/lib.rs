//! LCTR and Downright, two impartial games on integer partitions, after
//! E. Gottlieb, M. Krnc, P. Muršič, *Sprague–Grundy values and complexity
//! for LCTR*: in LCTR a move removes the left column or the top row of a
//! Young diagram; in Downright a rook moves one box down or right from the
//! top-left box. This crate gives both games as [`Algorithm`]s for the
//! generic solvers of `hookgames-plain`, the O(|λ|) board of every
//! subposition value (Figure 5), the O(log r) Sprague–Grundy value of
//! Theorem 22 for normal play — extended to misère play and to the exponent
//! representation (§8) — and the game-tree statistics of §7 with the closed
//! forms of Table 1.
//!
//! ```
//! use hookgames_lctr::{grundy, grundy_runs, tree_stats, Board, Game, Play};
//! use hookgames_partition::{Partition, PartitionRuns};
//!
//! let lambda = Partition::new(vec![8, 7, 6, 5, 5, 2, 1])?; // Figures 4 and 5
//! assert_eq!(grundy(Game::Lctr, Play::Normal, &lambda)?, 0);
//! assert_eq!(grundy(Game::Downright, Play::Normal, &lambda)?, 0);
//! assert_eq!(grundy(Game::Lctr, Play::Misere, &lambda)?, 0);
//!
//! // Every SG(A[i, j]), as written in the boxes of Figure 5 (right).
//! let board = Board::new(Game::Downright, Play::Normal, &lambda)?;
//! assert_eq!(board.to_string().lines().next(), Some("01201010"));
//!
//! // The exponent representation is never expanded.
//! let runs: PartitionRuns = "9^1000000,4^1000000".parse()?;
//! assert_eq!(grundy_runs(Game::Lctr, Play::Normal, &runs)?, 1);
//!
//! // Table 1: LCTR on the staircase ⟦3, 2, 1⟧ has 2⁴ − 1 nodes and 2³ leaves.
//! let t = tree_stats(Game::Lctr, &Partition::new(vec![3, 2, 1])?)?;
//! assert_eq!((t.nodes, t.leaves), (15u32.into(), 8u32.into()));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Paper coverage: §2.1 subpositions λ[i, j] ([`subpartition`]) and the
//! Durfee length ([`durfee_length`], Lemma 20); §3 the games ([`Lctr`],
//! [`Downright`], [`CellGame`]) and equations (3), (4) ([`Board`],
//! [`dp_grundy`]); Lemmas 3, 4, 17 ([`Family::grundy`]); Lemmas 12–14
//! ([`few_rows_grundy`]); Theorem 11, Corollary 16, equations (8), (9),
//! (12) and Theorem 22 ([`grundy`]); §8 ([`RunsIndex`], [`grundy_runs`]);
//! Corollary 23, Lemmas 24–26, Table 1 ([`tree_stats`],
//! [`Family::tree_stats`]); Sprague–Grundy pairs ([`sg_pair`]).
//!
//! [`Algorithm`]: hookgames_game::Algorithm
#![deny(missing_docs)]

mod board;
mod closed;
mod error;
mod family;
mod fast;
mod rules;
mod runs;
mod tree;

pub use board::{Board, MAX_BOARD_CELLS, dp_grundy};
pub use closed::few_rows_grundy;
pub use error::LctrError;
pub use family::{Family, MAX_FAMILY_SIDE};
pub use fast::{grundy, grundy_strips, sg_pair};
pub use rules::{CellGame, Downright, Game, Lctr, Play, durfee_length, subpartition};
pub use runs::{RunsIndex, grundy_runs, grundy_runs_strips};
pub use tree::{MAX_TREE_CELLS, TreeStats, tree_stats};
