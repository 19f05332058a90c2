//! Hook removal on shifted Young diagrams (HRG, T. Abuku and M. Tada,
//! *Multiple Hook Removing Game whose starting position is a rectangular
//! Young diagram with the unimodal numbering*, §5) and its one-line
//! realization, Turning Turtles, as games of the `hookgames-game` engine
//! with closed forms for their values and winning moves.
//!
//! [`ShiftedHookGame`] is HRG as an [`Algorithm`](hookgames_game::Algorithm)
//! over [`ShiftedPartition`](hookgames_partition::ShiftedPartition)s, and a
//! [`Plain`](hookgames_plain::Plain) algorithm (the plain algorithm of type
//! D) for Kawanaka's theory in `hookgames-plain`; [`TurningTurtles`] is the
//! game on a row of at most 64 coins (a `u64` bitset of heads). The maps
//! [`ToTurtles`] (S ↦ set of parts) and [`FromTurtles`] are the
//! isomorphism between them, as [`GameMap`](hookgames_game::GameMap)s
//! that fail with a typed error outside their domain, and [`turtle_move`]
//! / [`hook_for_move`] translate a box (i, j) to a coin move and back.
//!
//! The fast paths are inherent methods of the games, so they never clash
//! with the engine's generic `grundy` or `winning_moves`:
//! [`ShiftedHookGame::grundy`] is Proposition 5.6, G(S) = λ_1 ⊕ … ⊕ λ_ℓ,
//! [`ShiftedHookGame::hooks_with_value`] / [`ShiftedHookGame::winning_hooks`]
//! find every hook that reaches a given value (0 for the winning hooks) by
//! the XOR trick, and misère play has a closed form too
//! ([`ShiftedHookGame::misere_grundy`],
//! [`ShiftedHookGame::misere_hooks_with_value`]); [`TurningTurtles`] has
//! the same methods on coin positions ([`TurningTurtles::grundy`],
//! [`TurningTurtles::moves_with_value`], …); [`HookMove`] and [`TurtleMove`] draw the followers of the questions ([`DescribeMoves`](hookgames_game::DescribeMoves)). All are checked against the
//! engine's pure search ([`Solver`](hookgames_game::Solver)) and against
//! Kawanaka's Theorem 4.2.
//!
//! The engine knows the values: both games override the engine's value
//! hooks with these closed forms —
//! [`known_grundy`](hookgames_game::Algorithm::known_grundy) (Proposition
//! 5.6), [`known_misere_grundy`](hookgames_game::Algorithm::known_misere_grundy)
//! (this crate's misère closed form, proved at
//! [`ShiftedHookGame::misere_grundy`]) and
//! [`known_options_with_value`](hookgames_game::Algorithm::known_options_with_value)
//! (the XOR trick, in the order of the followers). So the zero-config
//! [`grundy`](hookgames_game::grundy),
//! [`misere_grundy`](hookgames_game::misere_grundy),
//! [`winning_moves`](hookgames_game::winning_moves), the
//! [`Engine`](hookgames_game::Engine) and every sum of games containing
//! these positions answer without a search: a sum by the Sprague–Grundy
//! theorem (the nim-sum of the components' values; the winning moves are
//! each component's moves to Gᵢ ⊕ G), a position alone by its closed form,
//! normal or misère. The misère value of a sum of two or more positions
//! that can move is not a function of the components' misère values and is
//! searched. The [`Solver`](hookgames_game::Solver) (and
//! [`Engine::search_only`](hookgames_game::Engine::search_only)) still
//! explores ⟨S⟩: it is the oracle the tests hold the hooks against.
//!
//! ```
//! use hookgames_game::{grundy, verify_isomorphism, winning_moves, GameMap, Solver};
//! use hookgames_partition::ShiftedPartition;
//! use hookgames_shifted::{
//!     staircase, turtle_move, FromTurtles, ShiftedHookGame, ToTurtles, TurningTurtles, TurtleMove,
//! };
//!
//! // Abuku–Tada, Example 5.4: removing the hook at (2, 3).
//! let s: ShiftedPartition = "7,6,4,3,2".parse()?;
//! assert_eq!(s.remove_hook(2, 3)?.to_string(), "7,4,2");
//! // On the set of parts it turns the two heads 6 and 3.
//! assert_eq!(turtle_move(&s, 2, 3)?, TurtleMove { head: 6, other: Some(3) });
//!
//! // Proposition 5.6, against the engine's search.
//! let game = ShiftedHookGame;
//! assert_eq!(game.grundy(&s)?, 7 ^ 6 ^ 4 ^ 3 ^ 2);
//! assert_eq!(Solver::new(&game).grundy(&s)?, game.grundy(&s)?);
//!
//! // Winning moves: every hook whose removal leaves value 0, as the search finds them.
//! let hooks = game.winning_hooks(&s);
//! assert_eq!(hooks, vec![(1, 3), (2, 4), (3, 5)]);
//! let after: Vec<ShiftedPartition> =
//!     hooks.iter().map(|&(i, j)| s.remove_hook(i, j)).collect::<Result<_, _>>()?;
//! assert_eq!(after, Solver::new(&game).winning_moves(&s)?);
//! // The zero-config functions answer by the closed forms (the value hooks),
//! // for a sum too: a diagram with a part of 2^40 (2^40 + 3 boxes) plus
//! // Turning Turtles with coin 64 heads up.
//! assert_eq!(winning_moves(&game, &s)?, after);
//! let big: ShiftedPartition = "1099511627776,3".parse()?;
//! let coins = TurningTurtles::new(64)?;
//! assert_eq!(grundy(&(game, coins), &(big, 1 << 63))?, (1 << 40) ^ 3 ^ 64);
//!
//! // HRG(S_5) ≅ Turning Turtles on 5 coins, all heads up.
//! let turtles = TurningTurtles::new(5)?;
//! let map = ToTurtles::from(turtles);
//! let s5 = staircase(5)?;
//! let cert = verify_isomorphism(&game, &s5, &turtles, &turtles.all_heads(), |t| {
//!     map.try_apply(t)
//! })?;
//! assert_eq!(cert.states, 32); // F(S_5): every subset of {1, …, 5}
//! assert_eq!(FromTurtles::new(5)?.try_apply(&0b10110)?, "5,3,2".parse()?);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Paper coverage: Abuku–Tada Definitions 5.1, 5.3 and 5.5 ([`ShiftedHookGame`],
//! on top of the hooks of `hookgames-partition`), Proposition 5.6
//! ([`ShiftedHookGame::grundy`]), the remark after it that HRG(S) is
//! Turning Turtles ([`TurningTurtles`], [`ToTurtles`], [`FromTurtles`]);
//! Lemma 5.8 (the moves of the shifted diagonal expression are the hook
//! removals) is checked in the tests against
//! [`ShiftedDiagonalExpr`](hookgames_partition::ShiftedDiagonalExpr).
//! Kawanaka §2–§4: HRG is a plain algorithm whose arrow length
//! ([`Plain::arrow_length`](hookgames_plain::Plain::arrow_length)) is the
//! shifted hook length; Theorem 4.2's good moves
//! (`hookgames_plain::good_moves_checked`) are the winning hooks.
//!
//! This crate re-exports no item of another crate: import
//! `ShiftedPartition` from `hookgames-partition`, `Algorithm` and
//! `GameMap` from `hookgames-game`, `Plain` from `hookgames-plain` (or all
//! of them from the `hookgames` facade).
//!
//! # References
//!
//! - T. Abuku, M. Tada, *Multiple Hook Removing Game whose starting position
//!   is a rectangular Young diagram with the unimodal numbering*, Integers 23
//!   (2023), #G1.
//! - N. Kawanaka, *Games and algorithms with hook structure*.
#![deny(missing_docs)]

mod error;
mod game;
mod map;
mod turtles;
mod value;

pub use error::{MAX_COINS, MAX_STAIRCASE, ShiftedError};
pub use game::{HookMove, ShiftedHookGame, hook_for_move, hook_moves, staircase, turtle_move};
pub use map::{FromTurtles, ToTurtles};
pub use turtles::{TurningTurtles, TurtleMove};

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
