//! The limits the hookgames family shares, in one crate below every other
//! (it depends on nothing of the family): the memory budget of one
//! materialized output, [`MAX_MATERIALIZED_BYTES`], the number of `u64`
//! entries it holds, [`MAX_MATERIALIZED`], the check made before anything
//! is allocated, [`check_budget`], and the typed error of a
//! limit, [`LimitExceeded`], which names the limit.
//!
//! Each crate's own limits (`MAX_BOXES` of Sato–Welter, `MAX_RECT_CELLS` of
//! the MHRG, the engine's `Limits`, …) stay with the crate whose inputs
//! they bound; every crate converts a [`LimitExceeded`] into its own error
//! type (`PartitionError::TooLarge`, …), keeping every field.
#![deny(missing_docs)]

use thiserror::Error;

/// The memory budget, in bytes, of any one output that a function of this
/// crate family materializes when the output is not bounded by the size of
/// its input: 2^28 = 268 435 456 bytes (256 MiB).
///
/// The conjugate of a partition with a huge first part, the expansion of
/// `5^1000000000000`, the table of all hook lengths, a diagonal expression
/// of a huge rectangle, … are measured in bytes *before* anything is
/// allocated (a `Vec<u64>` of k entries is 8k bytes, a `Vec<Vec<u64>>` of r
/// rows holding k entries 24r + 8k bytes, temporary buffers included), and
/// a larger one is refused with an error naming this limit
/// ([`check_budget`]). Lazy iterators and run-length forms are
/// not limited.
pub const MAX_MATERIALIZED_BYTES: u64 = 1 << 28;

/// The largest number of parts (or other `u64` entries) of one
/// materialized output: [`MAX_MATERIALIZED_BYTES`] / 8 = 2^25 = 33 554 432.
pub const MAX_MATERIALIZED: u64 = MAX_MATERIALIZED_BYTES / 8;

/// An output or a computation would exceed a documented limit, checked
/// before any of the work or allocation: what was to be built, how much
/// of what it would need, the limit and its name, and what to do instead.
///
/// # Example
/// See [`check_budget`].
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error(
    "{what} would need {count} {unit}, more than the limit of {limit} {unit} \
     ({limit_name}); {instead}"
)]
#[non_exhaustive]
pub struct LimitExceeded {
    /// What was to be built or computed.
    pub what: &'static str,
    /// How much it would need, in `unit`s.
    pub count: u128,
    /// The unit of `count` and `limit` (`"bytes"`, `"boxes"`, …).
    pub unit: &'static str,
    /// The limit, in `unit`s.
    pub limit: u64,
    /// The name of the limit's constant.
    pub limit_name: &'static str,
    /// What to do instead.
    pub instead: &'static str,
}

impl LimitExceeded {
    /// The error for `what`, which would need `count` `unit`s, over the
    /// limit `limit` named `limit_name`; `instead` says what to do.
    ///
    /// # Example
    /// ```
    /// use hookgames_limits::LimitExceeded;
    /// let e = LimitExceeded::new("a board", 10, "cells", 4, "MAX_CELLS", "use a smaller one");
    /// assert_eq!(
    ///     e.to_string(),
    ///     "a board would need 10 cells, more than the limit of 4 cells (MAX_CELLS); use a smaller one"
    /// );
    /// ```
    pub fn new(
        what: &'static str,
        count: u128,
        unit: &'static str,
        limit: u64,
        limit_name: &'static str,
        instead: &'static str,
    ) -> Self {
        LimitExceeded {
            what,
            count,
            unit,
            limit,
            limit_name,
            instead,
        }
    }
}

/// Checks that an output of `bytes` bytes fits in
/// [`MAX_MATERIALIZED_BYTES`], before it is built.
///
/// The crates of the family call it (or their own crate's wrapper, which
/// returns their error type) with the size of what they are about to
/// allocate (computed in `u128`, so it cannot overflow), so that every
/// materialized output is refused with the same typed error.
///
/// # Errors
/// [`LimitExceeded`] with unit `"bytes"` and limit
/// [`MAX_MATERIALIZED_BYTES`] if `bytes` exceeds it; `what` and `instead`
/// go into the message (what was to be built, what to do instead).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use hookgames_limits::{check_budget, MAX_MATERIALIZED_BYTES};
/// assert!(check_budget("a table", 1 << 20, "use a smaller input").is_ok());
/// let e = check_budget("a table", 1 << 40, "use a smaller input").unwrap_err();
/// assert_eq!(e.limit, MAX_MATERIALIZED_BYTES);
/// assert_eq!(
///     e.to_string(),
///     "a table would need 1099511627776 bytes, more than the limit of 268435456 bytes \
///      (MAX_MATERIALIZED_BYTES); use a smaller input"
/// );
/// ```
pub fn check_budget(
    what: &'static str,
    bytes: u128,
    instead: &'static str,
) -> Result<(), LimitExceeded> {
    if bytes > u128::from(MAX_MATERIALIZED_BYTES) {
        Err(LimitExceeded::new(
            what,
            bytes,
            "bytes",
            MAX_MATERIALIZED_BYTES,
            "MAX_MATERIALIZED_BYTES",
            instead,
        ))
    } else {
        Ok(())
    }
}

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
