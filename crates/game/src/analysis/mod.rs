//! Analyses of an algorithm beyond its values: misère classes,
//! isomorphisms, game trees and the roles of options.
//!
//! * [`SgPairs`] and the Gurvich–Ho classes domestic, tame, pet, forced and
//!   returnable ([`classify`], [`Classification`], [`GameClass`]) with
//!   witnesses ([`ClassViolation`]) (LCTR §2.3);
//! * isomorphisms (Kawanaka §1; Abuku–Tada, Definition 2.4):
//!   [`verify_isomorphism`] of a map ([`GameMap`]; [`Fallible`] for a
//!   partial one) with a certificate or the first counterexample, the
//!   parallel rounds of the same check, and the backtracking
//!   [`find_isomorphism`] for small algorithms;
//! * [`tree_statistics`] (LCTR §2.4): states, nodes and leaves of the
//!   unfolded tree as `BigUint`, height, depth profile, tree-isomorphism
//!   classes;
//! * the [`option_report`] of a position: which options are essential,
//!   duplicates or reversible (Siegel, CGT ch. II).
//!
//! Everything here is re-exported at the crate root.

mod classes;
mod iso;
mod map;
mod options;
mod stats;

pub use classes::{ClassViolation, Classification, GameClass, SgPairs, classify};
pub use iso::{
    ISOMORPHISM_SEARCH_LIMIT, Isomorphism, IsomorphismCertificate, IsomorphismError,
    find_isomorphism, verify_isomorphism,
};
pub use map::{Fallible, GameMap, MapOutcome};
pub use options::{OptionReport, OptionRole, option_report};
pub use stats::{TreeStatistics, tree_statistics};
