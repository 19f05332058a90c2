//! The user guide: how to use the library, chapter by chapter, with
//! examples that compile and run as doctests of this crate (so they can
//! only use what a crate depending on `hookgames` alone can use).
//!
//! | chapter | contents |
//! |---|---|
//! | [`getting_started`] | add the dependency; positions; bring your own game; a Grundy value; winning moves; a sum; a misère value; a checked Theorem 4.2 search; a table; an isomorphism with a fallible map; limits; the command line |

#[doc = include_str!("guide/getting_started.md")]
pub mod getting_started {}
