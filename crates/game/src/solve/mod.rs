//! Solving: the questions of normal and misère play answered, and the
//! search engines that answer them.
//!
//! * [`Engine`](crate::Engine)'s questions and the zero-config functions
//!   [`grundy`], [`misere_grundy`], [`outcome`], [`misere_outcome`],
//!   [`sg_pair`], [`winning_moves`], [`options_by_value`]: the fastest
//!   correct path — the game's value hooks, the Sprague–Grundy theorem for
//!   sums — and a search only where the game knows nothing;
//! * the memoised [`Solver`] (iterative, any hashable state; normal and
//!   misère values, outcomes, options by value, winning moves): the pure
//!   search, never asking the hooks — the oracle the closed forms are
//!   tested against;
//! * the dense [`TableSolver`] for [`Indexed`](crate::Indexed) games (one to
//!   four bytes per state, parallel in the caller's rayon pool, the table's
//!   memory checked before it is allocated) and its [`GrundyTable`];
//! * [`remoteness()`] and [`suspense`] (Steinhaus, Smith; Winning Ways
//!   ch. 9), which solve the [`Conjunctive`] and [`ContinuedConjunctive`]
//!   compounds;
//! * [`AtomicCell`], the entry of a dense table shared between threads
//!   (the table solver's and the MHRG's fill).
//!
//! Everything here is re-exported at the crate root.

mod cell;
pub(crate) mod engine;
mod memo;
mod remoteness;
mod table;

pub use cell::AtomicCell;
pub use engine::{
    grundy, misere_grundy, misere_outcome, options_by_value, outcome, sg_pair, winning_moves,
};
pub use memo::{PROGRESS_EVERY, Solver};
pub use remoteness::{
    Conjunctive, ContinuedConjunctive, MAX_COMPOUND_COMPONENTS, conjunctive_remoteness,
    continued_conjunctive_suspense, remoteness, suspense,
};
pub use table::{GrundyTable, TableSolver, grundy_table};
