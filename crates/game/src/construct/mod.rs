//! Constructions: new algorithms from given ones (Kawanaka §1, LCTR §2.2
//! and Definition 8).
//!
//! * sums: a tuple `(A, B, …)`, an array `[A; N]`, a slice or a `Vec` of
//!   games is their disjunctive sum (the impls are here; the engine values
//!   them by the Sprague–Grundy theorem); the disjoint sums
//!   [`DisjointSum`] and [`DisjointUnion`] (positions [`Either`] side);
//! * the decomposition of an algorithm into its connected [`Components`]
//!   ([`connected_components`]);
//! * [`Subalgorithm`]s, [`Restriction`]s to a [`Membership`] predicate, the
//!   [`Truncation`];
//! * the principal algorithm ⟨p⟩ materialized as a [`FiniteAlgorithm`]
//!   (compressed rows of `u32` indices, φ⁻¹ on demand; built sequentially
//!   or in parallel), which is also how a game given by its graph is
//!   played, and [`find_cycle`].
//!
//! The conjunctive compounds, solved by remoteness, are in
//! [`solve`](crate::solve). Everything here is re-exported at the crate
//! root.

mod components;
mod finite;
mod sub;
mod sum;

pub use components::{Components, connected_components};
pub use finite::{FiniteAlgorithm, find_cycle};
pub use sub::{Membership, Restriction, Subalgorithm, Truncation};
pub use sum::{DisjointSum, DisjointUnion, Either};
