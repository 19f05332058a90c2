//! The Multiple Hook Removing Game (MHRG) of Abuku and Tada: a player
//! removes a hook of a numbered Young diagram, and must go on removing
//! hooks with the same multiset of numbers as long as there are any. This
//! crate plays it with any starting diagram and numbering ([`MhrgGame`],
//! Abuku–Tada, Definition 1.1), and fast on the m × n rectangle with the
//! unimodal numbering α_{m,n}(i, j) = min(j − i + m, i − j + n) in Motegi's
//! form, where a position is the m-subset I(Y) ⊂ [1, m+n] in one word
//! ([`RectGame`], with the value and the turns of any diagram:
//! [`RectGame::value_of`], [`RectGame::valued_moves`],
//! [`RectGame::winning_turns`]). It characterizes the game positions
//! S(Y_{m,n}) (Motegi, Theorem 5.1: [`condition_iii`], [`condition_iv`],
//! [`check_position`]), counts and ranks them densely ([`position_count`],
//! [`PositionSpace`]), solves whole games one byte per position
//! ([`solve_positions`]) and the table of the starting values G(Y_{m,n})
//! (Abuku–Tada, Table 1 and beyond: [`start_table`], [`start_grundy`]),
//! implements the isomorphisms of the papers as maps that can fail
//! ([`GameMap`](hookgames_game::GameMap): [`Transpose`], [`MapE`],
//! [`MapA`], [`MapB`], [`MapPhi`], [`MapPsi`], [`RowReduction`], each with
//! its [`Inverse`]) and their closed forms (Theorem 4.9, Lemma 4.12,
//! Tables 2–3, Corollaries 4.14 and 5.16, Motegi's Corollary 6.2).
//!
//! Every engine implements [`Algorithm`](hookgames_game::Algorithm) of
//! `hookgames-game`, so all its generic solvers and isomorphism checks
//! apply; [`PositionSpace`] is also [`Indexed`](hookgames_game::Indexed).
//! The closed forms answer the engines' value hooks
//! ([`known_grundy`](hookgames_game::Algorithm::known_grundy) and the
//! others; see [`RectGame`], "Values without search"): every position of a
//! square or near-square rectangle, every position with at most one row,
//! and the two-row positions whose value Abuku–Tada's Lemma 4.12 and
//! Tables 2–3 give (through Motegi's Theorem 6.1, for any m × n). So the
//! zero-config functions of `hookgames-game` (`grundy`, `winning_moves`,
//! …), [`RectGame::value_of`] and the sums of positions answer those
//! without search, however large the rectangle; `Solver` and `TableSolver`
//! remain pure search (the oracles the tests hold the closed forms
//! against).
//! The MHRG is a plain algorithm in Kawanaka's sense only near the
//! diagonal, so no engine implements `hookgames_plain::Plain`: use the
//! checked path (`hookgames_plain::good_moves_checked`), which verifies the
//! axioms below the position and refuses with a witness where they fail.
//!
//! # Conventions
//! * A rectangle is given by its sides `(m: usize, n: u64)` — rows as a
//!   `usize`, columns as a `u64`, as in the partitions of
//!   `hookgames-partition` — in every function and constructor; the size n
//!   of Y_{n,n}, Y_{n,n+1} and of the staircase S_n (its number of rows) is
//!   a `usize`.
//! * Grundy values are `u64` in every signature; the dense tables store one
//!   or two bytes per position inside.
//! * Positions are passed by reference: `game.partition(&p)`,
//!   `values.get(&p)`, `map.try_apply(&y)`.
//! * Boxes are 1-based (row, column); elements of I(Y) are 1-based.
//!
//! ```
//! use hookgames_game::{grundy, verify_isomorphism, Engine, GameMap};
//! use hookgames_mhrg::{check_position, start_table, MapE, MhrgGame, RectGame, solve_positions};
//! use hookgames_partition::Partition;
//!
//! // Abuku–Tada, Example 1.2: from (5, 4, 3) in MHRG(3, 5), removing the hook
//! // at (2, 1) (numbers {{1, 2, 3, 3, 4}}) forces the hook at (1, 2).
//! let game = MhrgGame::rectangle(3, 5)?;
//! let moves = game.moves(&Partition::new(vec![5, 4, 3])?)?;
//! let mv = moves.iter().find(|mv| mv.hooks[0] == (2, 1)).unwrap();
//! assert_eq!(mv.hooks, vec![(2, 1), (1, 2)]);
//! assert_eq!(mv.result, Partition::new(vec![1, 1])?);
//!
//! // The same game on Motegi's subsets, and Table 1 of Abuku–Tada.
//! let fast = RectGame::new(3, 5)?;
//! assert_eq!(grundy(&fast, &fast.start())?, grundy(&game, game.start())?);
//! let table = start_table(9, &Engine::new())?;
//! assert_eq!(table.row(9), Some(&[9, 1, 10, 5, 18, 0, 10, 8, 1][..]));
//!
//! // Theorem 4.4: E is an isomorphism MHRG(2, 4) ≅ MHRG(2, 5).
//! let (a, b) = (RectGame::new(2, 4)?, RectGame::new(2, 5)?);
//! let e = MapE::new(2, 4)?;
//! verify_isomorphism(&a, &a.start(), &b, &b.start(), |p| e.try_apply(p))?;
//!
//! // Motegi, Theorem 5.1: (3, 1) is not a position of MHRG(2, 4).
//! let status = check_position(&Partition::new(vec![3, 1])?, 2, 4)?;
//! assert!(!status.is_position());
//!
//! // A whole game, one byte per position, and a winning move.
//! let values = solve_positions(6, 8, &Engine::new())?;
//! assert_eq!(values.start_value(), 0);
//! let w = RectGame::new(2, 2)?.winning_turns(&Partition::new(vec![2, 2])?)?;
//! assert_eq!(w[0].first, (1, 2)); // {{1, 2}}, then the forced (1, 1) of (1, 1)
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # References
//!
//! - T. Abuku, M. Tada, *Multiple Hook Removing Game whose starting position
//!   is a rectangular Young diagram with the unimodal numbering*, Integers 23
//!   (2023), #G1.
//! - T. Abuku, M. Tada, *連続フック引き抜きゲーム* (the authors' Japanese
//!   version of the paper above, with Sato's formula and the maps Φ, Ψ).
//! - Y. Motegi, *Game positions of Multiple Hook Removing Game*, Math. J.
//!   Okayama Univ. 66 (2024), 31–44.
//! - N. Kawanaka, *Games and algorithms with hook structure*.
#![deny(missing_docs)]

mod closed;
mod dense;
mod error;
mod general;
mod hooks;
mod maps;
mod numbering;
mod play;
mod positions;
mod rect;
#[cfg(feature = "serde")]
mod serde_impls;
mod solve;

pub use closed::{
    is_symmetric, known_start_grundy, one_row_grundy, one_row_positions, square_start_grundy,
    two_row_options, two_row_p_positions, two_row_positions_of_value, two_row_start_grundy,
};
pub use error::{MAX_GENERAL_BOXES, MAX_RECT_CELLS, MAX_TABLE_SIDE, MAX_TURN_DIAGRAMS, MhrgError};
pub use general::{MhrgGame, MhrgMove};
pub use maps::{Inverse, MapA, MapB, MapE, MapPhi, MapPsi, RowReduction, Transpose};
pub use numbering::{
    BoxNumbering, HookMultiset, Numbering, Unimodal, hook_multiset, numbered_boxes,
};
pub use play::{Turn, ValuedMove};
pub use positions::{
    PositionSpace, PositionStatus, check_position, condition_iii, condition_iv, position_count,
    require_position,
};
pub use rect::{RectGame, RectMove, RectPos};
pub use solve::{
    PositionValues, StartTable, reduced_rectangle, solve_positions, start_grundy, start_table,
    start_values,
};

// The README's example is compiled and run as a doctest.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
