//! Hook removal on shifted Young diagrams (HRG, T. Abuku and M. Tada,
//! *Multiple Hook Removing Game whose starting position is a rectangular
//! Young diagram with the unimodal numbering*, §5) and its one-line
//! realization, Turning Turtles. [`ShiftedHookGame`] is HRG as an
//! [`Algorithm`] and [`Plain`] algorithm over
//! [`ShiftedPartition`]s for the generic solvers of `hookgames-plain`;
//! [`TurningTurtles`] is the game on a row of at most 64 coins (a `u64`
//! bitset of heads), and [`to_turtles`] / [`from_turtles`] are the
//! isomorphism S ↦ set of parts between them, with [`turtle_move`] /
//! [`hook_for_move`] translating a box (i, j) to a move and back. The
//! Grundy value is Proposition 5.6, G(S) = λ_1 ⊕ … ⊕ λ_ℓ ([`grundy`]), and
//! [`hooks_to_value`] / [`winning_hooks`] find every hook that reaches a
//! given value by the XOR trick; misère play has a closed form too
//! ([`misere_grundy`], [`misere_hooks_to_value`]), checked against the
//! generic solver.
//!
//! ```
//! use hookgames_partition::ShiftedPartition;
//! use hookgames_game::{grundy as generic_grundy, verify_isomorphism, Algorithm};
//! use hookgames_shifted::{
//!     from_turtles, grundy, staircase, to_turtles, turtle_move, winning_hooks, ShiftedHookGame,
//!     TurningTurtles, TurtleMove,
//! };
//!
//! // Abuku–Tada, Example 5.4: removing the hook at (2, 3).
//! let s: ShiftedPartition = "7,6,4,3,2".parse()?;
//! assert_eq!(s.remove_hook(2, 3)?.to_string(), "7,4,2");
//! // On the set of parts it turns the two heads 6 and 3.
//! assert_eq!(turtle_move(&s, 2, 3)?, TurtleMove { head: 6, other: Some(3) });
//!
//! // Proposition 5.6, against the generic solver.
//! assert_eq!(grundy(&s)?, 7 ^ 6 ^ 4 ^ 3 ^ 2);
//! assert_eq!(generic_grundy(&ShiftedHookGame, &s)?, grundy(&s)?);
//!
//! // Winning moves: every hook whose removal leaves value 0.
//! for (i, j) in winning_hooks(&s) {
//!     assert_eq!(grundy(&s.remove_hook(i, j)?)?, 0);
//! }
//!
//! // HRG(S_5) ≅ Turning Turtles on 5 coins, all heads up.
//! let turtles = TurningTurtles::new(5)?;
//! let s5 = staircase(5)?;
//! let cert = verify_isomorphism(&ShiftedHookGame, &s5, &turtles, &turtles.all_heads(), |t| {
//!     to_turtles(t).unwrap_or(u64::MAX)
//! })?;
//! assert_eq!(cert.states, 32); // F(S_5): every subset of {1, …, 5}
//! assert_eq!(from_turtles(0b10110), "5,3,2".parse()?);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Paper coverage: Abuku–Tada Definitions 5.1, 5.3 and 5.5 ([`ShiftedHookGame`],
//! on top of the hooks of `hookgames-partition`), Proposition 5.6
//! ([`grundy`]), the remark after it that HRG(S) is Turning Turtles
//! ([`TurningTurtles`], [`to_turtles`]); Lemma 5.8 (the moves of the shifted
//! diagonal expression are the hook removals) is checked in the tests
//! against [`ShiftedDiagonalExpr`](hookgames_partition::ShiftedDiagonalExpr).
//! Kawanaka §2–§3: HRG is a plain algorithm whose arrow length
//! ([`Plain::arrow_length`]) is the shifted hook length.
#![deny(missing_docs)]

mod error;
mod game;
mod turtles;
mod value;

pub use error::{MAX_COINS, MAX_STAIRCASE, ShiftedError};
pub use game::{ShiftedHookGame, hook_for_move, hook_moves, staircase, turtle_move};
pub use turtles::{TurningTurtles, TurtleMove, from_turtles, to_turtles, turtles_grundy};
pub use value::{
    grundy, grundy_u64, hooks_to_value, misere_grundy, misere_hooks_to_value, winning_hooks,
};

#[doc(no_inline)]
pub use hookgames_game::Algorithm;
#[doc(no_inline)]
pub use hookgames_partition::ShiftedPartition;
pub use hookgames_plain::Plain;

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
