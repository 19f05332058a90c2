//! Kawanaka's abstract algorithms (P, φ) — exactly impartial games under
//! normal play — with generic solvers and constructions.
#![deny(missing_docs)]

mod algorithm;

pub use algorithm::{Algorithm, Indexed, Plain};
