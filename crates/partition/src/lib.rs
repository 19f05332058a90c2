//! Young diagrams, shifted Young diagrams, hooks and hook removal, and the
//! diagonal expressions of Abuku–Tada: the combinatorial objects every game
//! in the `hookgames` family is played on.
//!
//! ```
//! use hookgames_partition::Partition;
//! let y = Partition::new(vec![9, 8, 6, 5, 5, 2])?;
//! assert_eq!(y.size(), 35);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]

mod error;
mod partition;

pub use error::PartitionError;
pub use partition::Partition;
