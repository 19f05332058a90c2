//! The Sato–Welter game: the Nakayama algorithm (N. Kawanaka, *Games and
//! algorithms with hook structure*, §8–§9) played as an impartial game. A
//! position is a Young diagram and a move removes one hook; equivalently
//! (the one-line realization, Welter's game, Sato's Maya game) stones lie on
//! the cells 0, 1, 2, … and a move takes one stone to any empty smaller
//! cell. This crate gives both realizations as
//! [`hookgames_game::Algorithm`]s with the isomorphism between them, the
//! Grundy value five ways, and every move to a given value by Kawanaka's
//! Theorem 4.2.
//!
//! * **Games**: [`YoungRealization`] (state [`Partition`]),
//!   [`OneLineRealization`] (state [`MayaDiagram`], one inline `u64` word
//!   below 64 cells), [`NakayamaIsomorphism`]; both implement
//!   [`Plain`](hookgames_plain::Plain) (arrow length = hook length = stone
//!   distance). The Klein restrictions φ_(G,K) of Theorem 4.2:
//!   [`YoungRestriction`], [`OneLineRestriction`].
//! * **Grundy values**, equal on every partition (tested): the generic
//!   solver [`generic_grundy`]; Sato's hook formula [`sato_formula`]
//!   (⊕ over hooks of N(h) = h ⊕ (h − 1)); Kawanaka's (9.1)
//!   [`kawanaka_formula`] (parities of the 2^i-quotient sizes); Welter's
//!   function [`welter_function`] on the coin positions; and the fast
//!   [`grundy`] / [`grundy_wide`] / [`grundy_beta_set`] / [`grundy_bitset`],
//!   which evaluate (9.1) on the β-set bitset in O(L/64) word operations for
//!   L cells without visiting a box.
//! * **Moves to value t** (t = 0: winning moves): [`winning_moves`] and
//!   [`winning_stone_moves`] by the box-level descent of Theorem 4.2
//!   ([`descent`], [`KleinDiagram`], [`Klein`]), and the trial-and-error
//!   references [`winning_moves_by_trial`], [`winning_stone_moves_by_trial`].
//! * **Generic analyses** through `hookgames-plain`: [`misere_grundy`],
//!   [`misere_outcome`], [`game_tree_statistics`].
//!
//! Bad input is a typed [`SatoWelterError`]; algorithms that visit every box
//! are bounded by [`MAX_BOXES`].
//!
//! # Example
//! Kawanaka's worked example of §9:
//! ```
//! use hookgames_maya::MayaDiagram;
//! use hookgames_partition::Partition;
//! use hookgames_game::grundy as generic;
//! use hookgames_sato_welter::*;
//!
//! let y: Partition = "9,8,6,5,5,2".parse()?;
//! // Five ways to the Grundy value E^(2)(Y) = 1 + 2 + 4 = 7.
//! assert_eq!(generic(&YoungRealization, &y)?, 7);
//! assert_eq!(sato_formula(&y)?, 7);
//! assert_eq!(kawanaka_formula(&y)?, 7);
//! assert_eq!(welter_function(&[14, 12, 9, 7, 6, 2])?, 7); // the β-numbers, Fig. 7
//! assert_eq!(grundy(&y)?, 7);
//!
//! // The unique good move: the hook of the box in row 3, column 6.
//! let moves = winning_moves(&y, 0)?;
//! assert_eq!(moves.len(), 1);
//! assert_eq!((moves[0].row, moves[0].col), (3, 6));
//! assert_eq!(moves[0].result, winning_moves_by_trial(&y, 0)?[0].result);
//!
//! // The same position on the one-line board: stone 9 moves to cell 8.
//! let board = NakayamaIsomorphism::new(6).to_one_line(&y)?;
//! assert_eq!(grundy_beta_set(&board), 7);
//! let m = winning_stone_moves(&board, 0)?;
//! assert_eq!((m[0].from, m[0].to), (9, 8));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]

mod error;
mod fast;
mod formulas;
mod game;
mod klein;
mod moves;
mod restricted;

pub use error::{MAX_BOXES, SatoWelterError};
pub use fast::{
    grundy, grundy_beta_numbers, grundy_beta_set, grundy_bitset, grundy_wide, grundy_word,
};
pub use formulas::{
    game_tree_statistics, generic_grundy, kawanaka_formula, misere_grundy, misere_outcome,
    sato_formula, sato_n, welter_function,
};
pub use game::{NakayamaIsomorphism, OneLineRealization, YoungRealization};
pub use klein::{Klein, KleinDiagram, KleinSubgroup};
pub use moves::{
    Descent, DescentAction, DescentStep, Move, StoneMove, descent, winning_moves,
    winning_moves_by_trial, winning_stone_moves, winning_stone_moves_by_trial,
};
pub use restricted::{OneLineRestriction, YoungRestriction};

#[doc(no_inline)]
pub use hookgames_maya::MayaDiagram;
#[doc(no_inline)]
pub use hookgames_partition::Partition;

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
