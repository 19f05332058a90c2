//! Parsing the positions and the small arguments of every question: a
//! partition (kept as its runs), a strict partition, a rectangle. An
//! error quotes the input as an excerpt around the place of the error.

use anyhow::{Context, Result};
use hookgames::partition::{Partition, PartitionError, PartitionRuns, ShiftedPartition};

use crate::error;
use crate::excerpt::{quote_at, quote_token};
use crate::limits::EXCERPT_CHARS;
use crate::runs::expand;

/// The error of parsing the input `text` as `what`: the input quoted as
/// an excerpt around the place of the error, and a token longer than
/// [`EXCERPT_CHARS`] quoted as an excerpt too (the library quotes it
/// whole: a 60-million-digit number would be quoted twice).
pub fn parse_error(text: &str, what: &str, e: PartitionError) -> anyhow::Error {
    let at = match &e {
        PartitionError::Parse { position, .. } => Some(*position),
        _ => None,
    };
    let outer = format!("{} is not {what}", quote_at(text, at));
    match e {
        PartitionError::Parse {
            position,
            token,
            kind,
        } if token.chars().count() > EXCERPT_CHARS => error::input(format!(
            "cannot parse {} at position {position}: {kind}",
            quote_token(&token)
        ))
        .context(outer),
        e => anyhow::Error::from(e).context(outer),
    }
}

/// The partition `text` in run-length form (never expanded).
///
/// # Errors
/// An input error quoting the text where it is not a partition.
pub fn parse_runs(text: &str) -> Result<PartitionRuns> {
    text.parse()
        .map_err(|e| parse_error(text, "a partition", e))
}

/// The partition `text`, its rows one by one for `what` (checked in bytes
/// before they are expanded).
///
/// # Errors
/// As [`parse_runs`]; a limit error naming `MEMORY_BUDGET_BYTES`.
pub fn parse_partition(text: &str, what: &str) -> Result<Partition> {
    expand(&parse_runs(text)?, what)
}

/// The strict partition `text` (a shifted diagram).
///
/// # Errors
/// An input error quoting the text where it is not a strict partition.
pub fn parse_shifted(text: &str) -> Result<ShiftedPartition> {
    text.parse()
        .map_err(|e| parse_error(text, "a strict partition", e))
}

/// A rectangle `MxN` (also `M×N`, `M,N`): m rows and n columns, both ≥ 1,
/// parsed by [`hookgames::partition::Rectangle`].
///
/// # Errors
/// An input error naming the rectangle.
pub fn parse_rect(s: &str) -> Result<(usize, u64)> {
    let r: hookgames::partition::Rectangle =
        s.parse().with_context(|| format!("rectangle '{s}'"))?;
    Ok((r.m(), r.n()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rectangles() {
        assert_eq!(parse_rect("3x5").unwrap(), (3, 5));
        assert_eq!(parse_rect(" 10×2 ").unwrap(), (10, 2));
        assert!(parse_rect("3").is_err());
        assert!(parse_rect("0x5").is_err());
        assert!(parse_rect("-1x5").is_err());
        assert!(parse_rect("axb").is_err());
    }
}
