//! The standard impartial games, each a ready-made [`Algorithm`](crate::Algorithm):
//! Nim, subtraction games, octal games, Wythoff's game, Chomp on a Young
//! diagram, and games given by an explicit graph.

mod nim;

pub use nim::{Nim, nim_sum};
