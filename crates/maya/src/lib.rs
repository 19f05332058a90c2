//! Maya diagrams (β-numbers) and what they encode: the one-line realization of
//! the Nakayama algorithm (Kawanaka §8), where removing a hook of length h
//! from a Young diagram is moving a stone down h cells; Motegi's m-subset
//! I(Y) ⊂ [1, m+n] of a diagram in the m × n rectangle, with its mirror
//! x̄ = m + n + 1 − x and hook removals (l, r) (Motegi §2, Lemma 5.2); and the
//! n-runner abacus with n-cores, n-quotients and n-weights, computed in linear
//! time from the β-numbers (Kawanaka §8–§9).
//!
//! * [`MayaDiagram`] (alias [`BetaSet`]): a set of stones on cells 0, 1, 2, …,
//!   one `u64` word when every stone is below 64, a wider bitset beyond
//!   (up to [`MAX_CELLS`]); partition ↔ β-set with any number of stones,
//!   stone moves ↔ hooks.
//! * [`beta_numbers`], [`partition_from_beta_numbers`], [`box_to_move`],
//!   [`move_to_box`]: the same correspondences straight from the parts, in
//!   O(ℓ) and O(log ℓ), with no cell limit.
//! * [`RectSubset`]: I(Y), [`dual_in_rectangle`], ranking and unranking by the
//!   combinatorial number system.
//! * [`Abacus`], [`n_core`], [`n_quotient`], [`n_weight`], [`is_n_core`],
//!   [`core_and_quotient`], [`from_core_and_quotient`], and the naive
//!   reference [`core_by_hook_removal`].
//!
//! Conventions: cells are 0-based (Kawanaka's board is ℕ); elements of I(Y)
//! are 1-based (Motegi); boxes are 1-based `(row, column)`, English notation.
//! With ℓ stones β_i = λ_i + ℓ − i. The n-quotient is indexed by runners of
//! an abacus with a multiple of n stones, see [`Abacus`].
//!
//! ```
//! use hookgames_maya::{MayaDiagram, RectSubset, n_core, n_quotient, n_weight};
//! use hookgames_partition::Partition;
//!
//! // Kawanaka §8: Y = (9,8,6,5,5,2) has the β-numbers {14,12,9,7,6,2}.
//! let y = Partition::new(vec![9, 8, 6, 5, 5, 2])?;
//! let p = MayaDiagram::from_partition(&y)?;
//! assert_eq!(p.stones().collect::<Vec<_>>(), [14, 12, 9, 7, 6, 2]);
//! // Moving the stone 9 to 3 removes the hook at (3,3), of length 6.
//! assert_eq!(p.box_to_move((3, 3))?, (9, 3));
//! assert_eq!(p.with_move(9, 3)?.stones().collect::<Vec<_>>(), [14, 12, 7, 6, 3, 2]);
//!
//! // Kawanaka §9: 17 hooks of even length, 7 of length divisible by 4, 2 by 8.
//! assert_eq!([n_weight(&y, 2)?, n_weight(&y, 4)?, n_weight(&y, 8)?], [17, 7, 2]);
//! assert_eq!(n_core(&y, 2)?.parts(), &[1]);
//! let q = n_quotient(&y, 2)?;
//! assert_eq!(q[0].size() + q[1].size(), 17);
//!
//! // Motegi §2.1: I(Y) ⊂ [1, m+n]; Lemma 5.2: the mirror is I(Y^D).
//! let i = RectSubset::from_partition(&Partition::new(vec![4, 4, 2])?, 3, 5)?;
//! assert_eq!(i.to_string(), "{3, 6, 7}");
//! assert_eq!(i.mirror().to_string(), "{2, 3, 6}");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # References
//!
//! - N. Kawanaka, *Games and algorithms with hook structure*.
//! - Y. Motegi, *Game positions of Multiple Hook Removing Game*, Math. J.
//!   Okayama Univ. 66 (2024), 31–44.
#![deny(missing_docs)]
#![doc(test(attr(deny(warnings))))]

mod abacus;
mod beta;
mod bits;
mod error;
mod maya;
mod naive;
mod rect;
#[cfg(feature = "serde")]
mod serde_impls;

pub use abacus::{
    Abacus, MAX_RUNNERS, core_and_quotient, from_core_and_quotient, is_n_core, n_core, n_quotient,
    n_weight,
};
pub use beta::{beta_numbers, box_to_move, move_to_box, partition_from_beta_numbers};
pub use error::MayaError;
pub use maya::{BetaSet, MAX_CELLS, MayaDiagram, Moves, Stones};
pub use naive::core_by_hook_removal;
pub use rect::{RectSubset, dual_in_rectangle};

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
