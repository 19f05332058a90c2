//! The standard impartial games, each a ready-made [`Algorithm`](crate::Algorithm):
//! Nim, subtraction games, octal games, Wythoff's game, Chomp on a Young
//! diagram, and games given by an explicit graph.

mod chomp;
mod nim;
mod octal;
mod periodicity;
mod subtraction;
mod wythoff;

pub use chomp::Chomp;
pub use nim::{Nim, nim_sum};
pub use octal::{DEFAULT_OCTAL_SEARCH_LEN, Octal};
pub use periodicity::{MAX_SEQUENCE_LEN, MAX_SEQUENCE_WORK, Periodicity};
pub use subtraction::{DEFAULT_SUBTRACTION_SEARCH_LEN, MAX_SUBTRACTION_SET, Subtraction};
pub use wythoff::{WYTHOFF_MAX_INDEX, Wythoff};
