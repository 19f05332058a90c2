use hookgames_partition::{Partition, PartitionError};
use thiserror::Error;

/// Everything that can go wrong with Maya diagrams, β-numbers, the subsets
/// I(Y) of Motegi, abaci, n-cores and n-quotients.
///
/// Cells of a Maya diagram are 0-based (Kawanaka §8: the board is
/// ℕ = {0, 1, 2, …}); elements of I(Y) are 1-based (Motegi §2.1: I(Y) ⊂
/// [1, m+n]); boxes are 1-based `(row, column)`. Every message names the
/// offending value and, where there is one, the limit it broke.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum MayaError {
    /// A cell was listed twice when building a Maya diagram.
    #[error("cell {cell} is listed twice: a cell holds at most one stone")]
    DuplicateStone {
        /// The repeated cell.
        cell: u64,
    },
    /// A cell is beyond the bitset limit [`MAX_CELLS`](crate::MAX_CELLS).
    #[error("cell {cell} is beyond the limit: cells must be < {limit} (MAX_CELLS)")]
    CellTooLarge {
        /// The offending cell.
        cell: u64,
        /// The limit (cells are `< limit`).
        limit: u64,
    },
    /// More stones were asked for than the documented limit.
    #[error("{stones} stones requested, more than the limit {limit} (MAX_CELLS)")]
    TooManyStones {
        /// The requested number of stones.
        stones: usize,
        /// The limit.
        limit: u64,
    },
    /// The β-numbers of a partition would not fit below the limit: the
    /// highest one is λ_1 + ℓ − 1.
    #[error(
        "the β-numbers of a partition with first part {first_part} and {stones} stones reach \
         cell λ_1 + ℓ − 1, which is not below the limit {limit}"
    )]
    BetaTooLarge {
        /// λ_1.
        first_part: u64,
        /// ℓ, the number of stones.
        stones: usize,
        /// The limit the highest cell must stay below.
        limit: u64,
    },
    /// Fewer stones than rows: β-numbers need ℓ ≥ ℓ(λ).
    #[error("{stones} stones cannot encode a partition with {rows} rows (need at least {rows})")]
    TooFewStones {
        /// The requested number of stones.
        stones: usize,
        /// The number of rows of the partition.
        rows: usize,
    },
    /// A list of β-numbers is not strictly decreasing.
    #[error(
        "β-number {index} ({value}) is not smaller than β-number {prev_index} ({prev})",
        prev_index = .index - 1
    )]
    BetaNotDecreasing {
        /// 1-based index of the offending β-number.
        index: usize,
        /// The offending β-number.
        value: u64,
        /// The β-number before it.
        prev: u64,
    },
    /// A move starts at an empty cell.
    #[error("cell {cell} holds no stone")]
    NotAStone {
        /// The empty cell.
        cell: u64,
    },
    /// A move ends at an occupied cell.
    #[error("cell {cell} already holds a stone")]
    CellOccupied {
        /// The occupied cell.
        cell: u64,
    },
    /// A stone may only move to a smaller cell.
    #[error("a stone moves down: target cell {to} is not below cell {from}")]
    MoveNotDown {
        /// The start cell.
        from: u64,
        /// The target cell.
        to: u64,
    },
    /// A box is not in the diagram.
    #[error("box ({row}, {col}) is not in the diagram: row {row} has {part} boxes")]
    BoxOutside {
        /// 1-based row.
        row: usize,
        /// 1-based column.
        col: u64,
        /// The length of that row (0 beyond the last row).
        part: u64,
    },
    /// Removing bottom stones needs the cells 0, 1, …, count − 1 all occupied.
    #[error("cannot remove {count} stones from the bottom: cell {cell} is empty")]
    BottomNotFull {
        /// How many bottom stones were to be removed.
        count: u64,
        /// The first empty cell below `count`.
        cell: u64,
    },
    /// n = 0 (an abacus needs at least one runner; hooks have length ≥ 1).
    #[error("n must be at least 1, got 0")]
    ZeroModulus,
    /// An abacus or an n-quotient with more runners than the limit.
    #[error("an abacus with n = {n} runners exceeds the limit {limit} (MAX_RUNNERS)")]
    TooManyRunners {
        /// The requested n.
        n: u64,
        /// The limit.
        limit: usize,
    },
    /// The core given to a reconstruction is not an n-core.
    #[error("{core} is not a {n}-core: it has a hook of length {n}")]
    NotACore {
        /// The offending partition.
        core: Partition,
        /// n.
        n: u64,
    },
    /// The naive hook search tabulates one column length per column.
    #[error(
        "the naive hook-removal reference tabulates λ_1 = {first_part} column lengths, more \
         than the limit {limit} (MAX_CELLS)"
    )]
    ColumnLimit {
        /// λ_1.
        first_part: u64,
        /// The limit.
        limit: u64,
    },
    /// The rectangle m × n is too large for the subset bitset.
    #[error("the rectangle {m} × {n} needs m + n cells, more than the limit {limit} (MAX_CELLS)")]
    RectangleTooLarge {
        /// m (rows).
        m: usize,
        /// n (columns).
        n: u64,
        /// The limit on m + n.
        limit: u64,
    },
    /// The partition has more than m rows.
    #[error("the partition has {rows} rows, more than m = {m}")]
    TooManyRows {
        /// ℓ(λ).
        rows: usize,
        /// m.
        m: usize,
    },
    /// The partition has a row longer than n.
    #[error("the first part λ_1 = {first_part} is larger than n = {n}")]
    TooWide {
        /// λ_1.
        first_part: u64,
        /// n.
        n: u64,
    },
    /// An element of a subset of [1, m+n] is outside that interval.
    #[error("element {element} is outside [1, m + n] = [1, {max}]", max = *.m as u128 + *.n as u128)]
    ElementOutOfRange {
        /// The offending element.
        element: u64,
        /// m.
        m: usize,
        /// n.
        n: u64,
    },
    /// An element of a subset of [1, m+n] is listed twice.
    #[error("element {element} is listed twice")]
    DuplicateElement {
        /// The repeated element.
        element: u64,
    },
    /// A subset of [1, m+n] must have exactly m elements.
    #[error("a subset I(Y) for Y in an m × n rectangle has m = {m} elements, got {count}")]
    WrongElementCount {
        /// The number of elements given.
        count: usize,
        /// m.
        m: usize,
    },
    /// r must be an element of I(Y).
    #[error("r = {element} is not an element of I(Y)")]
    NotInSubset {
        /// The offending element.
        element: u64,
    },
    /// l must not be an element of I(Y).
    #[error("l = {element} is already an element of I(Y)")]
    AlreadyInSubset {
        /// The offending element.
        element: u64,
    },
    /// A hook removal (l, r) needs l < r.
    #[error("a hook removal (l, r) needs l < r, got l = {l}, r = {r}")]
    NotLeftOfR {
        /// l.
        l: u64,
        /// r.
        r: u64,
    },
    /// A rank is not below the number of m-subsets.
    #[error("rank {rank} is out of range: there are only {count} subsets")]
    RankOutOfRange {
        /// The offending rank.
        rank: u64,
        /// C(m+n, m).
        count: u64,
    },
    /// C(m+n, m) does not fit in a `u64`.
    #[error("C(m + n, m) for m = {m}, n = {n} exceeds u64::MAX (18446744073709551615)")]
    CountOverflow {
        /// m.
        m: usize,
        /// n.
        n: u64,
    },
    /// An intermediate value does not fit in a `u64`.
    #[error("arithmetic overflow: {what} exceeds u64::MAX (18446744073709551615)")]
    Overflow {
        /// What was being computed.
        what: &'static str,
    },
    /// A partition could not be built (from `hookgames-partition`).
    #[error(transparent)]
    Partition(#[from] PartitionError),
}

/// Checks that `words` 8-byte entries (β-numbers, bead levels, offsets) fit
/// in the family's memory budget
/// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES),
/// before they are allocated.
pub(crate) fn check_words(
    what: &'static str,
    words: u128,
    instead: &'static str,
) -> Result<(), MayaError> {
    Ok(hookgames_partition::check_materialized_bytes(
        what,
        words.saturating_mul(8),
        instead,
    )?)
}
