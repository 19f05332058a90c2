use hookgames_partition::PartitionError;
use thiserror::Error;

/// Everything that can go wrong in `hookgames-lctr`.
///
/// Messages say what was wrong and with which value; indices are 1-based.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum LctrError {
    /// Downright needs a box for its rook: the empty partition is not a
    /// Downright position (Gottlieb–Krnc–Muršič §3.2).
    #[error("Downright is not defined on the empty partition: the rook needs a starting box")]
    EmptyDownright,
    /// A computation would exceed one of the crate's documented limits.
    #[error("{what} is {value}, more than the limit {limit_name} = {limit}")]
    TooLarge {
        /// What was too large, e.g. "the number of boxes of the board".
        what: &'static str,
        /// Its value.
        value: u64,
        /// The name of the limit constant.
        limit_name: &'static str,
        /// The limit.
        limit: u64,
    },
    /// A part is larger than the part before it.
    #[error("part {index} ({part}) is larger than part {prev_index} ({prev})", prev_index = index.saturating_sub(1))]
    Increasing {
        /// 1-based index of the offending part.
        index: usize,
        /// The offending part.
        part: u64,
        /// The part before it.
        prev: u64,
    },
    /// A function for partitions with few rows got too many rows.
    #[error("{rows} non-zero parts given, but at most {limit} are allowed here")]
    TooManyRows {
        /// The number of non-zero parts given.
        rows: usize,
        /// The largest number allowed.
        limit: usize,
    },
    /// A shape parameter (number of rows or columns) that must be positive
    /// was 0.
    #[error("the {what} must be at least 1, got 0")]
    ZeroParameter {
        /// Which parameter, e.g. "number of rows of the rectangle".
        what: &'static str,
    },
    /// An error from `hookgames-partition` (building a partition).
    #[error(transparent)]
    Partition(#[from] PartitionError),
}
