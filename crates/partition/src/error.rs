use thiserror::Error;

/// Everything that can go wrong when building or reading a partition,
/// a shifted partition or a diagonal expression.
///
/// Positions in messages are 1-based, as in the papers.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum PartitionError {
    /// A part is larger than the part before it.
    #[error("part {index} ({part}) is larger than part {prev_index} ({prev})", prev_index = index - 1)]
    Increasing {
        /// 1-based index of the offending part.
        index: usize,
        /// The offending part.
        part: u64,
        /// The part before it.
        prev: u64,
    },
    /// The number of cells does not fit in a `u64`.
    #[error("the diagram has more than u64::MAX (18446744073709551615) cells")]
    SizeOverflow,
}
