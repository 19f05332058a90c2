//! The Sato–Welter game: the Nakayama algorithm (N. Kawanaka, *Games and
//! algorithms with hook structure*, §8–§9) played as an impartial game. A
//! position is a Young diagram and a move removes one hook; equivalently
//! (the one-line realization, Welter's game, Sato's Maya game) stones lie on
//! the cells 0, 1, 2, … and a move takes one stone to any empty smaller
//! cell. This crate gives both realizations as games of the engine
//! `hookgames-game` and plain algorithms of `hookgames-plain`, with the
//! isomorphism between them, the Grundy value five ways, and every move to
//! a given value by Kawanaka's Theorem 4.2.
//!
//! * **Games**: [`YoungRealization`] (state [`Partition`]),
//!   [`OneLineRealization`] (state [`MayaDiagram`], one inline `u64` word
//!   below 64 cells), [`NakayamaIsomorphism`] (a
//!   [`GameMap`](hookgames_game::GameMap) both ways). Both games implement
//!   [`Algorithm`](hookgames_game::Algorithm) and — by a theorem, Kawanaka
//!   §8 — [`Plain`](hookgames_plain::Plain) (arrow length = hook length =
//!   stone distance), so every generic function of the engine and the
//!   theory takes them. The Klein restrictions φ_(G,K) of Theorem 4.2:
//!   [`YoungRestriction`], [`OneLineRestriction`].
//! * **Fast paths are methods of the games**, with the engine's names and
//!   meanings: [`YoungRealization::grundy`] and [`OneLineRealization::grundy`]
//!   evaluate (9.1) on the β-set bitset in O(L/64) word operations for L
//!   cells, without visiting a box, for every partition;
//!   [`options_with_value`](hookgames_game::AlgorithmExt::options_with_value) /
//!   [`winning_moves`](hookgames_game::AlgorithmExt::winning_moves) (the
//!   questions every game answers, with followers) find the moves to value
//!   t by the box-level descent of Theorem 4.2 ([`YoungRealization::descent`],
//!   [`KleinDescent`], [`KleinDiagram`]);
//!   [`describe`](hookgames_game::DescribeMoves::describe) draws them as
//!   [`Move`]s (box, hook length) and [`StoneMove`]s; `options_with_value_by_trial`
//!   is the trial-and-error reference; `misere_grundy` and `misere_outcome`
//!   go through the engine's solver.
//! * **The engine knows the values**: the games override the engine's
//!   value hooks with these fast paths —
//!   [`known_grundy`](hookgames_game::Algorithm::known_grundy) by
//!   (9.1) (Kawanaka, Theorem 4.1) on both realizations and by
//!   Theorem 4.2 (i) on the restrictions,
//!   [`known_options_with_value`](hookgames_game::Algorithm::known_options_with_value)
//!   by the Theorem 4.2 (ii) search on both realizations, in the order of
//!   the followers. So the
//!   zero-config [`grundy`](hookgames_game::grundy),
//!   [`winning_moves`](hookgames_game::winning_moves),
//!   [`options_by_value`](hookgames_game::options_by_value), the
//!   [`Engine`](hookgames_game::Engine) and every sum of games containing
//!   these positions answer without a search (a sum by the Sprague–Grundy
//!   theorem: the nim-sum of the components' values, the winning moves
//!   are each component's moves to Gᵢ ⊕ G). The pure search
//!   [`Solver`](hookgames_game::Solver) (and
//!   [`Engine::search_only`](hookgames_game::Engine::search_only)) still
//!   visits every partition inside λ: it is the oracle the tests hold the
//!   hooks against. Misère play has no hook (no closed form is known):
//!   misère values, of a position or of a sum, are searched.
//! * **Other input forms and the classical formulas**, all `u64`:
//!   [`grundy_bitset`] (little-endian words), [`grundy_beta_numbers`]
//!   (a list of β-numbers); Sato's hook formula [`sato_formula`]
//!   (⊕ over hooks of N(h) = h ⊕ (h − 1), [`sato_n`]), Kawanaka's (9.1)
//!   [`kawanaka_formula`] (parities of the 2^i-quotient sizes) and Welter's
//!   function [`welter_function`] on the coin positions. The value by
//!   search is the engine's `Solver::new(&YoungRealization).grundy(&λ)`.
//! * **Game trees**: [`game_tree_statistics`].
//!
//! Klein's four group and its subgroups are those of the theory,
//! [`hookgames_plain::Klein`] and [`hookgames_plain::KleinSubgroup`]
//! (re-exported here). Bad input is a typed [`SatoWelterError`]; algorithms
//! that visit every box are bounded by [`MAX_BOXES`].
//!
//! # Example
//! Kawanaka's worked example of §9:
//! ```
//! use hookgames_game::{grundy, winning_moves, AlgorithmExt, DescribeMoves, Solver};
//! use hookgames_partition::Partition;
//! use hookgames_plain::good_moves;
//! use hookgames_sato_welter::{
//!     kawanaka_formula, sato_formula, welter_function, NakayamaIsomorphism, OneLineRealization,
//!     YoungRealization,
//! };
//!
//! let y: Partition = "9,8,6,5,5,2".parse()?;
//! // Five ways to the Grundy value E^(2)(Y) = 1 + 2 + 4 = 7.
//! assert_eq!(Solver::new(&YoungRealization).grundy(&y)?, 7); // the engine's search
//! assert_eq!(sato_formula(&y)?, 7);
//! assert_eq!(kawanaka_formula(&y)?, 7);
//! assert_eq!(welter_function(&[14, 12, 9, 7, 6, 2])?, 7); // the β-numbers, Fig. 7
//! assert_eq!(YoungRealization.grundy(&y)?, 7); // the fast path
//!
//! // The unique good move: the hook of the box in row 3, column 6.
//! let winning = YoungRealization.winning_moves(&y)?; // the followers, by Theorem 4.2
//! assert_eq!(winning, YoungRealization.options_with_value_by_trial(&y, 0)?);
//! let moves = YoungRealization.describe(&y, &winning)?; // as Kawanaka draws them
//! assert_eq!(moves.len(), 1);
//! assert_eq!((moves[0].row, moves[0].col), (3, 6));
//! // Theorem 4.2 of the general theory finds it too (YoungRealization is Plain).
//! assert_eq!(good_moves(&YoungRealization, &y)?, vec![moves[0].result.clone()]);
//!
//! // The same position on the one-line board: stone 9 moves to cell 8.
//! let board = NakayamaIsomorphism::new(6).to_one_line(&y)?;
//! assert_eq!(OneLineRealization.grundy(&board)?, 7);
//! let m = OneLineRealization.describe(&board, &OneLineRealization.winning_moves(&board)?)?;
//! assert_eq!((m[0].from, m[0].to), (9, 8));
//!
//! // The engine asks the game first: a sum of two diagrams of the issue
//! // is valued by (9.1) on each (the nim-sum), its winning moves found by
//! // Theorem 4.2 in each component — no product of the two spaces.
//! let (l, u): (Partition, Partition) = ("12,10,9,7,5,3,2".parse()?, "11,9,8,6,4,2".parse()?);
//! let sum = (YoungRealization, YoungRealization);
//! let g = YoungRealization.grundy(&l)? ^ YoungRealization.grundy(&u)?;
//! assert_eq!(grundy(&sum, &(l.clone(), u.clone()))?, g);
//! for (a, b) in winning_moves(&sum, &(l.clone(), u.clone()))? {
//!     assert_eq!(YoungRealization.grundy(&a)? ^ YoungRealization.grundy(&b)?, 0);
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # References
//!
//! - N. Kawanaka, *Games and algorithms with hook structure*.
#![deny(missing_docs)]

mod error;
mod fast;
mod formulas;
mod game;
mod klein;
mod moves;
mod restricted;
#[cfg(feature = "serde")]
mod serde_impls;

pub use error::{MAX_BOXES, MAX_TRIAL_WORK, SatoWelterError};
pub use fast::{grundy_beta_numbers, grundy_bitset};
pub use formulas::{
    MAX_MISERE_WORK, game_tree_statistics, kawanaka_formula, sato_formula, sato_n, welter_function,
};
pub use game::{NakayamaIsomorphism, OneLineRealization, YoungRealization};
pub use klein::KleinDiagram;
pub use moves::{KleinDescent, KleinDescentAction, KleinDescentStep, Move, StoneMove};
pub use restricted::{OneLineRestriction, YoungRestriction};

#[doc(no_inline)]
pub use hookgames_maya::MayaDiagram;
#[doc(no_inline)]
pub use hookgames_partition::Partition;
#[doc(no_inline)]
pub use hookgames_plain::{Klein, KleinSubgroup};

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
