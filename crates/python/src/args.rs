//! Integer arguments and items, in Python's terms: an `int` or any object
//! with `__index__` (Sage's `Integer`, NumPy's integers), from 0 to
//! 2^64 − 1; the errors name the parameter (`n`, `part 2`) and raise the
//! module's classes: `ArgumentTypeError` (a `TypeError`) for a
//! non-integer, the caller's class (a `ValueError`) for a negative integer,
//! `IntegerTooLargeError` (a `LimitError` and an `OverflowError`) beyond
//! 2^64 − 1.

use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::PyInt;

use crate::errors::{Error, Kind, Result, raise};

/// The largest integer the library stores, 2^64 − 1 (`hookgames.MAX_INT`).
pub(crate) const MAX_INT: u64 = u64::MAX;

/// `obj` as a `u64`; `name()` names it in errors ("n", "part 2"), and a
/// negative integer raises `negative` (`Kind::Argument` for a parameter,
/// the domain's class for an item: `Kind::Partition` for a part).
pub(crate) fn u64_named(
    obj: &Bound<'_, PyAny>,
    name: impl FnOnce() -> String,
    negative: Kind,
) -> Result<u64> {
    if let Ok(x) = obj.extract::<u64>() {
        return Ok(x);
    }
    let py = obj.py();
    // An integer at all (`operator.index`)?
    let int = if obj.is_instance_of::<PyInt>() {
        obj.clone()
    } else {
        match obj.call_method0(intern!(py, "__index__")) {
            Ok(i) if i.is_instance_of::<PyInt>() => i,
            _ => {
                return Err(Error::Py(raise(
                    Kind::Type,
                    format!(
                        "{} must be an integer (an int, or an object with __index__ such as \
                         Sage's Integer), not {} {}",
                        name(),
                        obj.get_type().name()?,
                        short(obj),
                    ),
                )));
            }
        }
    };
    if int.lt(0)? {
        Err(Error::Py(raise(
            negative,
            format!(
                "{} is {int}, a negative integer: it must be from 0 to 2^64 - 1",
                name()
            ),
        )))
    } else {
        Err(Error::Py(raise(
            Kind::TooLarge,
            format!(
                "{} is {int}, larger than 2^64 - 1 = {MAX_INT} (hookgames.MAX_INT), the \
                 largest integer hookgames stores",
                name()
            ),
        )))
    }
}

/// A non-negative integer parameter `name` (negative: `ArgumentError`).
pub(crate) fn nat(obj: &Bound<'_, PyAny>, name: &str) -> Result<u64> {
    u64_named(obj, || name.to_owned(), Kind::Argument)
}

/// An optional non-negative integer parameter (`None`: absent).
pub(crate) fn opt_nat(obj: Option<&Bound<'_, PyAny>>, name: &str) -> Result<Option<u64>> {
    match obj {
        Some(o) if !o.is_none() => Ok(Some(nat(o, name)?)),
        _ => Ok(None),
    }
}

/// A non-negative integer parameter used as a size or an index
/// (`usize`): beyond the machine's `usize`, `IntegerTooLargeError`.
pub(crate) fn index_nat(obj: &Bound<'_, PyAny>, name: &str) -> Result<usize> {
    let x = nat(obj, name)?;
    usize::try_from(x).map_err(|_| {
        Error::Py(raise(
            Kind::TooLarge,
            format!(
                "{name} is {x}, more than this machine's largest index ({})",
                usize::MAX
            ),
        ))
    })
}

/// The non-negative integers of the iterable `obj`, each named
/// `what` and its position counted from 1 in errors ("part 2 is -1");
/// a negative one raises `kind`.
pub(crate) fn u64s(obj: &Bound<'_, PyAny>, what: &str, kind: Kind) -> Result<Vec<u64>> {
    let mut out = Vec::with_capacity(obj.len().unwrap_or(0));
    let items = obj.try_iter().map_err(|_| {
        Error::Py(raise(
            Kind::Type,
            format!(
                "the {what}s must be given as an iterable of integers, not {} {}",
                obj.get_type()
                    .name()
                    .map(|n| n.to_string())
                    .unwrap_or_default(),
                short(obj)
            ),
        ))
    })?;
    for (index, item) in items.enumerate() {
        let item = item?;
        out.push(u64_named(&item, || format!("{what} {}", index + 1), kind)?);
    }
    Ok(out)
}

/// The `repr` of `obj`, cut to 40 characters.
pub(crate) fn short(obj: &Bound<'_, PyAny>) -> String {
    let full = obj.repr().map(|r| r.to_string()).unwrap_or_default();
    if full.chars().count() <= 40 {
        full
    } else {
        format!("{}…", full.chars().take(40).collect::<String>())
    }
}
