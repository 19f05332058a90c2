//! The user guide: how to use the library, chapter by chapter, with examples
//! that compile and run as doctests of this crate. They use only `hookgames`
//! paths (`hookgames::mhrg::MapE`, never the sub-crate's own name), so each
//! compiles unchanged in a project whose only dependency is `hookgames`; a
//! test of the crate checks that no example names another crate.
//!
//! Start with [getting started](getting_started). Each paper's chapter lists
//! the paper's definitions, theorems, tables, figures and worked examples, with
//! the function that computes each and the test that reproduces it, opens with
//! a runnable example of its headline results, and ends with the errata found
//! while implementing the paper. Every item is implemented and tested (or
//! marked n/a: a proof step, an illustration, standard theory); the LCTR
//! chapter also plays the open problems of its §8.
//!
//! | chapter | paper | contents |
//! |---|---|---|
//! | [`getting_started`] | — | add the dependency; positions; bring your own game; a Grundy value; winning moves; a sum; a misère value; remoteness and deletable options; a checked Theorem 4.2 search; a table; an isomorphism with a fallible map; property-testing your own game; limits; the command line |
//! | [`kawanaka`] | N. Kawanaka, *Games and algorithms with hook structure* | abstract and plain algorithms, axioms (P1)–(P4), diagrams and hooks, Dynkin diagrams, (G, K)-quotients, the n-adic expansion, Theorems 4.1 and 4.2 (trusted for `Plain` games, checked for any game), Okamura and Peterson, the colored hook formula, and the Nakayama algorithm (Sato–Welter game) of §§8–11 |
//! | [`coxeter`] | Kawanaka, §6 | Coxeter data, the Weyl group, the algorithms (Wα_*, ρ) and (W/W_J, σ), the element w of a plain algorithm (Theorem 6.2) and the minuscule conditions (Theorem 6.3) |
//! | [`abuku_tada`] | T. Abuku, M. Tada, *Multiple Hook Removing Game whose starting position is a rectangular Young diagram with the unimodal numbering* (and the Japanese version) | the MHRG rules, Table 1, diagonal expressions, the map E, MHRG(1, n) and MHRG(2, n) (Tables 2–3), shifted diagrams and the maps A, B; the Japanese version's Sato formula and maps Φ, Ψ |
//! | [`motegi`] | Y. Motegi, *Game positions of Multiple Hook Removing Game* | I(Y) ⊂ [1, m+n], the second hook (r̄, l̄), the four characterizations of the game positions (Theorem 5.1), row reduction (Theorem 6.1) and the two-row P-positions |
//! | [`lctr`] | E. Gottlieb, M. Krnc, P. Muršič, *Sprague–Grundy values and complexity for LCTR* | LCTR and Downright in normal and misère play, the O(log r) values, the Gurvich–Ho classes, game-tree counts (Table 1) and the §8 representations |
//! | [`conformance`] | all five | the headline result of each paper, the API that computes it and the test that reproduces it |
//! | [`limits`] | — | every limit of the library: its constant, its value, what it bounds and how to raise it |
//! | [`performance`] | — | every criterion bench: machine, numbers, ratios against the baselines and peers |
//! | [`command_line`] | — | the `hookgames` command: subcommands, positions, the JSON output and its schema, errors and exit codes, batch mode, completions and the man page |
//! | [`from_sagemath`] | — | the Python module (`pip install ./crates/python`): Sage calls and their `hookgames` equivalents side by side, the games, a game written in Python, exceptions and Ctrl-C, the timing of `core`/`quotient` on 10^5 parts |
//! | [`migrating`] | — | from 0.2 to 0.3: the implementer's trait (one enumeration that stops and fails through its return value), the conveniences of `AlgorithmExt`, renamed items side by side |
//! | [`explorer`] | — | `hookgames serve`: the page (boards, moves and their values, Figure 5's colouring, play against the perfect player, links, exports), the JSON API and its errors, what keeps it safe on a laptop, its limits and tests |
//!
//! The papers are cited in full on the [crate page](crate#references).
//!
//! # Conventions
//!
//! - Boxes are 1-based `(row, column)` pairs in English notation, exactly as in
//!   the papers: rows are `usize`, columns `u64`. Shifted boxes satisfy
//!   i ≤ j ≤ λ_i + i − 1. Cells of a Maya board are 0-based (Kawanaka's board
//!   ℕ); elements of Motegi's I(Y) ⊂ [1, m+n] are 1-based. A rectangle
//!   Y_{m,n} is `(m: usize, n: u64)`.
//! - A partition is a non-increasing sequence of positive `u64` parts (zeros
//!   trimmed); it parses `9,8,6,5,5,2`, `6,5,4^3,2^2` and
//!   `{(6,1),(5,2),(4,5),(2,7)}`. `PartitionRuns` keeps huge multiplicities
//!   compressed and is never expanded behind your back.
//! - Grundy values (nimbers) are `u64` in every signature. The generic
//!   memoised and dense solvers compute values up to
//!   [`hookgames::game::MAX_SOLVER_VALUE`](crate::game::MAX_SOLVER_VALUE) (u32::MAX − 2) and report
//!   `GameError::ValueOverflow` beyond; the closed forms
//!   (`YoungRealization.grundy`, `ShiftedHookGame.grundy`, `Lctr.grundy`, the
//!   MHRG closed forms, …) are exact for every position. Counts that can be
//!   astronomical (game-tree nodes and leaves, tableaux, position counts) are
//!   [`BigUint`](crate::num::BigUint), re-exported with the exact rationals
//!   in [`hookgames::num`](crate::num).
//! - Positions and roots that a function only reads are passed by reference:
//!   `grundy(&game, &p)`, `FiniteAlgorithm::from_root(&game, &root)`,
//!   `RectGame::new(m, n)?.value_of(&y)`.
//! - One name means one thing in the whole facade, and one question has
//!   one signature on every game: `grundy`, `misere_grundy`, `outcome`,
//!   `misere_outcome`, `winning_moves`, `misere_winning_moves` and
//!   `options_with_value` are methods of every game through
//!   [`AlgorithmExt`](crate::AlgorithmExt) (the position first, a
//!   `GameError` on failure, the followers as positions in the game's
//!   order), the same questions as free functions of the engine
//!   [`hookgames::game`](crate::game) take the game first, and the moves
//!   as the papers draw them are one other name,
//!   [`describe`](crate::DescribeMoves::describe). A game's own search
//!   under another name is a method of the game
//!   (`ShiftedHookGame.winning_hooks(&s)`, `Lctr.value(&λ,
//!   Convention::Normal)`, `RectGame::winning_turns`); the play is the
//!   engine's `Convention` (`Normal`, `Misere`).
//! - The disjunctive sum of games is a tuple (up to eight games), an array, a
//!   slice or a `Vec` of games; its states are tuples, arrays or `Vec`s.
//! - The maps of the papers (`NakayamaIsomorphism`, both ways; `ToTurtles`,
//!   `FromTurtles`; `Transpose`, `MapE`, `MapA`, `MapB`, `MapPhi`, `MapPsi`,
//!   `RowReduction` and their `inverse()`s) implement
//!   [`GameMap`](crate::GameMap) (`try_apply`); `verify_isomorphism` takes
//!   `|p| map.try_apply(p)` and reports a position where the map fails as the
//!   counterexample `IsomorphismError::MapFailed`.
//! - Every function that takes user input returns a typed error, one
//!   `#[non_exhaustive]` enum per crate (`PartitionError`, `MayaError`,
//!   `GameError`, `PlainError`, `SatoWelterError`, `ShiftedError`,
//!   `LctrError`, `MhrgError`, `CoxeterError`), whose message names the value
//!   and the place and says what to change; nothing panics on bad input. The
//!   checks return the first counterexample: `IsomorphismError` (engine) and
//!   `AxiomError` (theory: `AxiomError::Violation` with the witnesses of the
//!   violated axiom).
//! - Outputs not bounded by the size of the input are lazy iterators or are
//!   checked against a documented limit before anything is allocated; the
//!   error names the limit. The limits are listed in the [limits]
//!   chapter.
//! - Solvers are iterative (a play millions of moves long cannot overflow the
//!   stack) and detect cycles.

#[doc = include_str!("guide/getting_started.md")]
pub mod getting_started {}

#[doc = include_str!("guide/kawanaka.md")]
pub mod kawanaka {}

#[doc = include_str!("guide/coxeter.md")]
pub mod coxeter {}

#[doc = include_str!("guide/abuku_tada.md")]
pub mod abuku_tada {}

#[doc = include_str!("guide/motegi.md")]
pub mod motegi {}

#[doc = include_str!("guide/lctr.md")]
pub mod lctr {}

#[doc = include_str!("guide/conformance.md")]
pub mod conformance {}

#[doc = include_str!("guide/limits.md")]
pub mod limits {}

#[doc = include_str!("guide/performance.md")]
pub mod performance {}

#[doc = include_str!("guide/command_line.md")]
pub mod command_line {}

#[doc = include_str!("guide/from_sagemath.md")]
pub mod from_sagemath {}

#[doc = include_str!("guide/migrating.md")]
pub mod migrating {}

// The picture is docs/explorer.png in base64 (made with it by
// `bash .ci/browser --readme-screenshot docs/explorer.png`), so that the
// chapter shows it wherever it is read, docs.rs included.
#[doc = include_str!("guide/explorer.md")]
#[doc = concat!(
    "![The explorer on Figure 5's partition in LCTR, the values of the moves shown]",
    "(data:image/png;base64,",
    include_str!("guide/explorer.png.b64"),
    ")\n\n"
)]
// The pictures of each view are docs/explorer/*.png in base64 (made by
// `bash .ci/browser --guide-screenshots docs/explorer`).
#[doc = "## The views\n\nEach picture is the page as `bash .ci/browser --guide-screenshots docs/explorer` shows it.\n\n"]
#[doc = concat!(
    "**The Sato–Welter game on Kawanaka's 9,8,6,5,5,2 with the values of the moves: the one green box, (3,6), is the winning move (Theorem 4.2).**\n\n![The Sato–Welter game on Kawanaka's 9,8,6,5,5,2 with the values of the moves: the one green box, (3,6), is the winning move (Theorem 4.2)](data:image/png;base64,",
    include_str!("guide/explorer/sato-welter.png.b64"),
    ")\n\n"
)]
#[doc = concat!(
    "**Hook removal on the shifted diagram 7,6,4,3,2 (Abuku–Tada §5): row i starts in column i; the values are Proposition 5.6's.**\n\n![Hook removal on the shifted diagram 7,6,4,3,2 (Abuku–Tada §5): row i starts in column i; the values are Proposition 5.6's](data:image/png;base64,",
    include_str!("guide/explorer/shifted.png.b64"),
    ")\n\n"
)]
#[doc = concat!(
    "**The same position as Turning Turtles: heads at the parts 7,6,4,3,2, and the list of every move.**\n\n![The same position as Turning Turtles: heads at the parts 7,6,4,3,2, and the list of every move](data:image/png;base64,",
    include_str!("guide/explorer/turning-turtles.png.b64"),
    ")\n\n"
)]
#[doc = concat!(
    "**The MHRG position 4,3,1 in the 3 × 4 rectangle with values and hook lengths: a box makes the turn it starts.**\n\n![The MHRG position 4,3,1 in the 3 × 4 rectangle with values and hook lengths: a box makes the turn it starts](data:image/png;base64,",
    include_str!("guide/explorer/mhrg.png.b64"),
    ")\n\n"
)]
#[doc = concat!(
    "**A knight on Figure 5's partition: with values on, every box shows the value of the knight standing there (§8).**\n\n![A knight on Figure 5's partition: with values on, every box shows the value of the knight standing there (§8)](data:image/png;base64,",
    include_str!("guide/explorer/chess.png.b64"),
    ")\n\n"
)]
#[doc = concat!(
    "**Nim 7,5,3 as rows of tokens, the hint outlining a winning move.**\n\n![Nim 7,5,3 as rows of tokens, the hint outlining a winning move](data:image/png;base64,",
    include_str!("guide/explorer/nim.png.b64"),
    ")\n\n"
)]
#[doc = concat!(
    "**The theory beside the board: the Maya diagram, the 2-core and 2-quotient on the abacus, and Kawanaka's good move level by level.**\n\n![The theory beside the board: the Maya diagram, the 2-core and 2-quotient on the abacus, and Kawanaka's good move level by level](data:image/png;base64,",
    include_str!("guide/explorer/theory.png.b64"),
    ")\n\n"
)]
#[doc = concat!(
    "**The MHRG table G(Y_{m,n}) for 1 ≤ m, n ≤ 9 (Abuku–Tada, Table 1) from the published data: each cell opens its rectangle.**\n\n![The MHRG table G(Y_{m,n}) for 1 ≤ m, n ≤ 9 (Abuku–Tada, Table 1) from the published data: each cell opens its rectangle](data:image/png;base64,",
    include_str!("guide/explorer/tables.png.b64"),
    ")\n\n"
)]
#[doc = include_str!("guide/explorer_reference.md")]
pub mod explorer {}
