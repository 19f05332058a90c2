//! Young diagrams, shifted Young diagrams, hooks and hook removal, and the
//! diagonal expressions of Abuku–Tada: the combinatorial objects every game
//! in the `hookgames` family is played on. A [`Partition`] is a Young
//! diagram in English notation with 1-based (row, column) boxes; it parses
//! the plain, exponent and corner notations of Gottlieb–Krnc–Muršič §8
//! ([`PartitionRuns`] keeps huge multiplicities compressed), and gives
//! hooks and hook lengths, the hook removal Y⟨i, j⟩ of Abuku–Tada
//! Definition 2.9, subpartitions λ[i, j], the Durfee length, duals in a
//! rectangle, and iterators over all partitions of N and over F(Y_{m,n}).
//! [`ShiftedPartition`] does the same for shifted diagrams (Abuku–Tada §5),
//! [`DiagonalExpr`] and [`ShiftedDiagonalExpr`] are the diagonal
//! expressions D_{m,n} and SD_n with their interval moves, and
//! [`standard_tableaux_count`] / [`shifted_standard_tableaux_count`] count
//! tableaux by the hook-length formulas. Bad input is a typed
//! [`PartitionError`]; outputs not bounded by the input are lazy or checked,
//! before they are allocated, against the memory budget
//! [`MAX_MATERIALIZED_BYTES`], and the big counts against their work limits
//! ([`MAX_PARTITION_COUNT_N`], [`MAX_BINOMIAL_WORK`],
//! [`MAX_TABLEAU_BOXES`]).
//!
//! ```
//! use hookgames_partition::{DiagonalExpr, Partition, PartitionRuns, ShiftedPartition};
//! let y: Partition = "6,6,5,3,3".parse()?;
//! assert_eq!(y.hook_length(2, 2)?, 8);
//! assert_eq!(y.remove_hook(2, 2)?.to_string(), "6,4,2,2,1"); // Abuku–Tada, Example 2.10
//!
//! let z: Partition = "{(6,1),(5,2),(4,5),(2,7)}".parse()?; // corner notation
//! assert_eq!(z.exponent_notation().to_string(), "6,5,4^3,2^2");
//! let huge: PartitionRuns = "5^1000000000000".parse()?; // never expanded
//! assert_eq!(huge.size(), 5_000_000_000_000);
//!
//! let d = DiagonalExpr::from_partition(&"5,4,3".parse()?, 3, 5)?;
//! assert_eq!(d.values(), &[0, 1, 2, 3, 2, 2, 1, 1, 0]); // Example 3.7
//!
//! let s: ShiftedPartition = "7,6,4,3,2".parse()?;
//! assert_eq!(s.remove_hook(2, 3)?.to_string(), "7,4,2"); // Example 5.4
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Features
//!
//! * `serde` (off by default): `Serialize`/`Deserialize` for partitions,
//!   shifted partitions, runs, rectangles and diagonal expressions.
//! * `quickcheck` (off by default): the module `arbitrary` of random
//!   partitions (quickcheck generators with documented bounds) and
//!   exhaustive enumerators, for property tests of games of your own.
//!
//! # References
//!
//! - T. Abuku, M. Tada, *Multiple Hook Removing Game whose starting position
//!   is a rectangular Young diagram with the unimodal numbering*, Integers 23
//!   (2023), #G1.
//! - E. Gottlieb, M. Krnc, P. Muršič, *Sprague–Grundy values and complexity
//!   for LCTR*, arXiv preprint.
#![deny(missing_docs)]

#[cfg(feature = "quickcheck")]
pub mod arbitrary;
mod count;
mod diagonal;
mod error;
mod geometry;
mod iter;
mod parse;
mod partition;
mod rect;
mod runs;
#[cfg(feature = "serde")]
mod serde_impls;
mod shifted;

pub use count::{MAX_TABLEAU_BOXES, shifted_standard_tableaux_count, standard_tableaux_count};
pub use diagonal::{Bulge, DiagonalExpr, ShiftedDiagonalExpr, ShiftedMove};
pub use error::{
    MAX_BINOMIAL_WORK, MAX_MATERIALIZED, MAX_MATERIALIZED_BYTES, MAX_PARTITION_COUNT_N,
    ParseErrorKind, PartitionError, check_materialized_bytes,
};
pub use iter::{Partitions, RectanglePartitions, partition_count, rectangle_partition_count};
pub use partition::Partition;
pub use rect::Rectangle;
pub use runs::{CornerNotation, ExponentNotation, PartitionRuns};
pub use shifted::ShiftedPartition;

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
