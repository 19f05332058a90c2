//! What a returned collection may cost: every function of the module that
//! returns a list, a tuple or a position measures what it would build —
//! items × the bytes each needs — *before* building it, and raises
//! `LimitError` past the family's budget for one materialized output,
//! `MAX_MATERIALIZED_BYTES` = 2^28 bytes (256 MiB). (Issue 28: the count
//! of items alone, `MAX_LIST_ITEMS` = 2^26, let through 2^26 followers of
//! a one-row diagram, which needed far more than 4 GiB and ended in an
//! aborted interpreter; the count is gone, the bytes bind first for every
//! list: at most 2^28 / 40 items.)
//!
//! An item's bytes are the Rust side's measure of the value — the one the
//! engine's byte limit uses (`Algorithm::state_bytes`: the struct, and 8
//! bytes for each part on the heap) — plus what Python adds to hold it:
//! [`PY_OBJECT_BYTES`] for the object around a Rust value, [`PY_INT_BYTES`]
//! for an `int`, [`PY_TUPLE_BYTES`] and 8 bytes a member for a tuple, and
//! [`PY_SLOT_BYTES`] for its slot in the list. Both are counted because
//! both are alive while the list is built. (Measured on CPython 3.11: the
//! followers of a one-row diagram take 104 bytes each of resident memory,
//! counted 80; the moves of a Maya diagram 127, counted 144.)

use std::mem::size_of;

use hookgames::partition::{Partition, ShiftedPartition, check_materialized_bytes};
use pyo3::prelude::*;

use crate::errors::Result;

/// The budget of one returned collection, in bytes: the family's
/// `MAX_MATERIALIZED_BYTES` (2^28 = 268 435 456).
pub(crate) const MAX_BYTES: u64 = hookgames::partition::MAX_MATERIALIZED_BYTES;

/// A list's slot for one item (a pointer).
pub(crate) const PY_SLOT_BYTES: u64 = 8;

/// The object around a Rust value (`Partition`, `HookMove`, …): its
/// reference count, type, and PyO3's borrow and thread fields
/// (`sys.getsizeof(Partition([5]))` is 64 = 32 + the 32-byte struct).
pub(crate) const PY_OBJECT_BYTES: u64 = 32;

/// An `int` of up to 60 bits (`sys.getsizeof(2**40)` is 32).
pub(crate) const PY_INT_BYTES: u64 = 32;

/// A tuple without its members (with its garbage-collector header).
pub(crate) const PY_TUPLE_BYTES: u64 = 40;

/// Checks a collection of `count` items of `item_bytes` bytes each (and
/// `extra` bytes besides, e.g. inner lists) against [`MAX_BYTES`], before
/// it is built.
///
/// # Errors
/// `LimitError` naming the limit.
pub(crate) fn check(
    what: &'static str,
    count: u64,
    item_bytes: u64,
    extra: u128,
    instead: &'static str,
) -> Result<()> {
    let bytes = u128::from(count) * u128::from(item_bytes) + extra;
    Ok(check_materialized_bytes(what, bytes, instead)?)
}

/// The bytes of one `Partition` of `parts` parts in a list.
pub(crate) fn partition_item(parts: usize) -> u64 {
    PY_SLOT_BYTES + PY_OBJECT_BYTES + (size_of::<Partition>() + 8 * parts) as u64
}

/// The bytes of one `ShiftedPartition` of `parts` parts in a list.
pub(crate) fn shifted_item(parts: usize) -> u64 {
    PY_SLOT_BYTES + PY_OBJECT_BYTES + (size_of::<ShiftedPartition>() + 8 * parts) as u64
}

/// The bytes of one `int` in a list (8 bytes of it in Rust first).
pub(crate) const INT_ITEM: u64 = PY_SLOT_BYTES + PY_INT_BYTES + 8;

/// The bytes of one tuple of `k` ints in a list (8k bytes in Rust first).
pub(crate) fn int_tuple_item(k: u64) -> u64 {
    PY_SLOT_BYTES + PY_TUPLE_BYTES + k * (8 + PY_INT_BYTES + 8)
}

/// The bytes of one Python object wrapping a Rust value of `rust_bytes`
/// (its struct and heap), in a list.
pub(crate) fn object_item(rust_bytes: usize) -> u64 {
    PY_SLOT_BYTES + PY_OBJECT_BYTES + rust_bytes as u64
}

/// The bytes of a list of lists of ints with `cells` ints in `rows` rows:
/// the inner lists' headers and slots (a list object is 56 bytes, its
/// Rust `Vec` 24).
pub(crate) fn rows_extra(rows: u64) -> u128 {
    u128::from(rows) * u128::from(PY_SLOT_BYTES + 56 + 24)
}

/// Checks the ints of a list of lists (`cells` of them in `rows` rows).
pub(crate) fn check_grid(
    what: &'static str,
    cells: u64,
    rows: u64,
    instead: &'static str,
) -> Result<()> {
    check(what, cells, INT_ITEM, rows_extra(rows), instead)
}

/// Python's view of the budget, for the module's constants.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("MAX_MATERIALIZED_BYTES", MAX_BYTES)?;
    Ok(())
}
