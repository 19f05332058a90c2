use hookgames_partition::PartitionError;
use thiserror::Error;

/// Everything that can go wrong in `hookgames-lctr`.
///
/// Messages say what was wrong, with which value, and what to do instead;
/// indices are 1-based, as the rows λ_i of Gottlieb–Krnc–Muršič.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum LctrError {
    /// Downright needs a box for its rook: the empty partition is not a
    /// Downright position (Gottlieb–Krnc–Muršič §3.2).
    #[error(
        "Downright is not defined on the empty partition: the rook needs a starting box \
         (start from a partition with at least one box, or play LCTR, where ∅ is terminal)"
    )]
    EmptyDownright,
    /// A computation would exceed one of the crate's documented limits.
    #[error("{what} is {value}, more than the limit {limit_name} = {limit}; {instead}")]
    TooLarge {
        /// What was too large, e.g. "the number of boxes of the board".
        what: &'static str,
        /// Its value.
        value: u64,
        /// The name of the limit constant.
        limit_name: &'static str,
        /// The limit.
        limit: u64,
        /// What to do instead, e.g. "use a smaller partition, or the
        /// O(log r) value `grundy`, which has no size limit".
        instead: &'static str,
    },
    /// A part is larger than the part before it.
    #[error(
        "part {index} ({part}) is larger than part {prev_index} ({prev}); the parts of a \
         partition must be non-increasing",
        prev_index = index.saturating_sub(1)
    )]
    Increasing {
        /// 1-based index of the offending part.
        index: usize,
        /// The offending part.
        part: u64,
        /// The part before it.
        prev: u64,
    },
    /// A function for partitions with few rows got too many rows.
    #[error(
        "{rows} non-zero parts given, but at most {limit} are allowed here (Lemmas 12–14 \
         cover at most three rows; use `Lctr::grundy` for any partition)"
    )]
    TooManyRows {
        /// The number of non-zero parts given.
        rows: usize,
        /// The largest number allowed.
        limit: usize,
    },
    /// A shape parameter (number of rows or columns) that must be positive
    /// was 0.
    #[error(
        "the {what} must be at least 1, got 0 (a rectangle or gamma has at least one row and \
         one column; the empty diagram is `Family::Staircase {{ r: 0 }}`)"
    )]
    ZeroParameter {
        /// Which parameter, e.g. "number of rows of the rectangle".
        what: &'static str,
    },
    /// An error from `hookgames-partition` (building a partition).
    #[error(transparent)]
    Partition(#[from] PartitionError),
}
