use hookgames_partition::{PartitionError, ShiftedPartition};
use thiserror::Error;

/// The largest number of coins of [`TurningTurtles`](crate::TurningTurtles):
/// a position is one `u64` word, coin `k` is bit `k − 1`.
pub const MAX_COINS: u64 = 64;

/// The largest staircase S_n that [`staircase`](crate::staircase) builds:
/// n ≤ 2^25 = [`MAX_MATERIALIZED`](hookgames_partition::MAX_MATERIALIZED)
/// parts, i.e. 8n ≤ 2^28 bytes, the family's memory budget
/// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES)
/// (up to 0.2 it was 2^28 parts, 2 GiB).
pub const MAX_STAIRCASE: u64 = hookgames_partition::MAX_MATERIALIZED;

/// Everything that can go wrong in `hookgames-shifted`.
///
/// Messages say what was wrong and with which value; rows, columns, parts
/// and coin positions are 1-based, as in Abuku–Tada §5.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ShiftedError {
    /// A row of Turning Turtles with more coins than fit in a `u64` word.
    #[error("Turning Turtles is played here on at most {limit} coins (MAX_COINS), got n = {n}")]
    TooManyCoins {
        /// The requested number of coins.
        n: u64,
        /// [`MAX_COINS`].
        limit: u64,
    },
    /// A shifted diagram with a part larger than the number of coins of the
    /// row: the map S ↦ set of parts ([`ToTurtles`](crate::ToTurtles)) needs
    /// λ_1 ≤ n.
    #[error(
        "the shifted diagram {diagram} has part {index} ({part}) larger than {n}, the number \
         of coins of the row (its parts are the heads of its Turning Turtles position): \
         the map needs a row of at least {part} coins, and a row has at most 64 (MAX_COINS)"
    )]
    PartTooLarge {
        /// The shifted diagram S.
        diagram: ShiftedPartition,
        /// 1-based index of the part.
        index: usize,
        /// The part λ_index.
        part: u64,
        /// The number of coins of the row.
        n: u64,
    },
    /// A coin position outside 1..=n.
    #[error("coin position {position} is not in 1..={n}")]
    CoinOutOfRange {
        /// The offending position.
        position: u64,
        /// The number of coins of the row.
        n: u64,
    },
    /// A coin position listed twice among the heads.
    #[error("coin {position} is listed twice among the heads")]
    DuplicateHead {
        /// The repeated position.
        position: u64,
    },
    /// A Turning Turtles position that has a head beyond coin n.
    #[error(
        "the Turning Turtles position {heads:#x} has a head at coin {position}, beyond the \
         row of {n} coins: the map needs a row of at least {position} coins"
    )]
    HeadBeyondRow {
        /// The position as a bitset (bit k − 1 is coin k).
        heads: u64,
        /// The first offending coin.
        position: u64,
        /// The number of coins of the row.
        n: u64,
    },
    /// A [`TurtleMove`](crate::TurtleMove) that is not legal in the given
    /// position (a Turning Turtles bitset or a shifted diagram).
    #[error("illegal move {mv} in the position {position}: {reason}")]
    IllegalMove {
        /// The move, as displayed.
        mv: String,
        /// The position, as displayed.
        position: String,
        /// Which rule the move breaks, with the values involved.
        reason: String,
    },
    /// A staircase larger than [`MAX_STAIRCASE`].
    #[error(
        "the staircase S_{n} would have {n} parts, more than the limit {limit} (MAX_STAIRCASE)"
    )]
    StaircaseTooLarge {
        /// The requested n.
        n: u64,
        /// [`MAX_STAIRCASE`].
        limit: u64,
    },
    /// An error from `hookgames-partition` (a box not in the diagram, a
    /// non-strict partition, …).
    #[error(transparent)]
    Partition(#[from] PartitionError),
}
