use hookgames_game::GameError;
use hookgames_maya::MayaError;
use hookgames_partition::PartitionError;
use thiserror::Error;

/// The largest m + n of a rectangle Y_{m,n} handled by the rectangular
/// engine [`RectGame`](crate::RectGame): I(Y) ⊂ [1, m+n] is one `u64` word.
pub const MAX_RECT_CELLS: u64 = 64;

/// The largest `max` accepted by [`start_table`](crate::start_table): the
/// table has max² entries; the positions of MHRG(m, n) fill one byte each
/// and grow like C(⌊(m+n)/2⌋, m)·2^m, so entries beyond 32 are out of
/// reach anyway.
pub const MAX_TABLE_SIDE: usize = 32;

/// The largest starting diagram, in boxes, of the general engine
/// [`MhrgGame`](crate::MhrgGame): 2^12 = 4 096 (a 64 × 64 rectangle).
///
/// Every position of the game is inside the starting diagram, so this bounds
/// the work and the memory of one turn: a turn from Y tries every box of Y
/// and scans the hooks of each diagram met (O(|Y|²·h) for the unimodal
/// numbering), and its results hold up to |Y| diagrams of up to ℓ(Y) parts
/// each (at most 128 MiB). [`RectGame`](crate::RectGame) plays rectangles
/// with m + n ≤ 64 one word per position.
pub const MAX_GENERAL_BOXES: u64 = 1 << 12;

/// The largest number of diagrams that one call of
/// [`MhrgGame::options`](crate::MhrgGame::options) or
/// [`MhrgGame::moves`](crate::MhrgGame::moves) explores through forced
/// removals ((M4b), (M4c)), or of ways it lists: 2^16 = 65 536.
///
/// A work limit: for the unimodal numbering on a rectangle a turn removes
/// at most two hooks (Abuku–Tada, Lemma 3.15), so a turn from Y meets at
/// most 2|Y| ≤ 8 192 diagrams; a numbering whose forced removals branch
/// (e.g. all boxes numbered 1, where (M4c) removes single boxes until none
/// is left) can meet exponentially many, and is refused with
/// [`MhrgError::TurnLimit`] instead.
pub const MAX_TURN_DIAGRAMS: u64 = 1 << 16;

/// Everything that can go wrong in this crate.
///
/// Coordinates of boxes are 1-based (row, column), elements of I(Y) are
/// 1-based as in Motegi §2.1.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum MhrgError {
    /// A rectangle with no rows or no columns.
    #[error("the rectangle Y_{{m,n}} needs m ≥ 1 and n ≥ 1 (got m = {m}, n = {n})")]
    EmptyRectangle {
        /// Rows.
        m: usize,
        /// Columns.
        n: u64,
    },
    /// m + n exceeds [`MAX_RECT_CELLS`].
    #[error(
        "the {m} × {n} rectangle has m + n = {cells} > {limit} (MAX_RECT_CELLS): \
         I(Y) ⊂ [1, m+n] is stored in one u64 word"
    )]
    RectangleTooLarge {
        /// Rows.
        m: usize,
        /// Columns.
        n: u64,
        /// m + n.
        cells: u128,
        /// The limit.
        limit: u64,
    },
    /// 2n' exceeds u64::MAX: the rectangle Y_{2,2n'} of Abuku–Tada §4.2
    /// has more columns than a `u64` counts.
    #[error(
        "the rectangle Y_{{2,2n'}} with n' = {n_prime} has 2n' > u64::MAX \
         (18446744073709551615) columns: n' must be at most 9223372036854775807"
    )]
    WidthOverflow {
        /// n'.
        n_prime: u64,
    },
    /// The starting diagram of the general engine has more boxes than
    /// [`MAX_GENERAL_BOXES`].
    #[error(
        "the starting diagram has {boxes} boxes, more than the limit {limit} \
         (MAX_GENERAL_BOXES) of the general engine MhrgGame; use RectGame for the \
         unimodal numbering on a rectangle with m + n ≤ 64"
    )]
    StartTooLarge {
        /// The number of boxes of the starting diagram (saturating).
        boxes: u128,
        /// [`MAX_GENERAL_BOXES`].
        limit: u64,
    },
    /// A turn of the general engine would explore more diagrams through
    /// forced removals (or list more ways) than [`MAX_TURN_DIAGRAMS`].
    #[error(
        "{what} explores more than {limit} diagrams through forced removals \
         (MAX_TURN_DIAGRAMS): the numbering's forced removals branch too much; \
         start from a smaller diagram"
    )]
    TurnLimit {
        /// What was computed, e.g. "the options of 4,4,4".
        what: String,
        /// [`MAX_TURN_DIAGRAMS`].
        limit: u64,
    },
    /// m + n exceeds u64::MAX: the numbers of Motegi's I(Y) ⊂ [1, m + n]
    /// would not fit in a `u64`.
    #[error(
        "the {m} × {n} rectangle has m + n > u64::MAX (18446744073709551615): \
         the numbers of I(Y) ⊂ [1, m+n] must fit in a u64"
    )]
    SidesOverflow {
        /// Rows.
        m: usize,
        /// Columns.
        n: u64,
    },
    /// A diagram is not in F(Y_{m,n}).
    #[error("the diagram {shape} does not fit in the {m} × {n} rectangle")]
    DoesNotFit {
        /// The diagram, as displayed.
        shape: String,
        /// Rows of the rectangle.
        m: usize,
        /// Columns of the rectangle.
        n: u64,
    },
    /// A diagram is not contained in the starting diagram of a game.
    #[error("the diagram {shape} is not contained in the starting diagram {start}")]
    NotInStart {
        /// The diagram, as displayed.
        shape: String,
        /// The starting diagram, as displayed.
        start: String,
    },
    /// A numbering gives no number to a box of the starting diagram.
    #[error(
        "the numbering gives no number to the box ({row}, {col}) of the starting diagram {start}"
    )]
    Unnumbered {
        /// Row of the box.
        row: usize,
        /// Column of the box.
        col: u64,
        /// The starting diagram.
        start: String,
    },
    /// An explicit numbering does not have the shape of a Young diagram.
    #[error(
        "row {row} of the numbering has {len} numbers, more than row {prev_row} ({prev_len}): \
         the rows of a numbered Young diagram must not get longer",
        prev_row = .row - 1
    )]
    NumberingShape {
        /// The 1-based row that is too long.
        row: usize,
        /// Its length.
        len: usize,
        /// The length of the row above.
        prev_len: usize,
    },
    /// A box is not in the diagram.
    #[error("box ({row}, {col}) is not in the diagram {shape}")]
    NotABox {
        /// Row.
        row: usize,
        /// Column.
        col: u64,
        /// The diagram.
        shape: String,
    },
    /// A word is not I(Y) of a diagram of the rectangle.
    #[error("the word {word:#x} is not I(Y) for a diagram in the {m} × {n} rectangle: {reason}")]
    BadWord {
        /// The offending word (bit x − 1 stands for x ∈ I(Y)).
        word: u64,
        /// Rows.
        m: usize,
        /// Columns.
        n: u64,
        /// What is wrong, with the values involved.
        reason: String,
    },
    /// (l, r) is not a hook removal of the position.
    #[error("(l, r) = ({l}, {r}) is not a hook of I(Y) = {subset}: {reason}")]
    BadMove {
        /// l.
        l: u64,
        /// r.
        r: u64,
        /// I(Y), as displayed.
        subset: String,
        /// Why, with the values involved.
        reason: String,
    },
    /// A diagram is not a game position of MHRG(m, n) (Motegi, Theorem 5.1).
    #[error("the diagram {shape} is not a position of MHRG({m}, {n}): {reason}")]
    NotAPosition {
        /// The diagram.
        shape: String,
        /// Rows.
        m: usize,
        /// Columns.
        n: u64,
        /// Which of Motegi's conditions fails, with a witness.
        reason: String,
    },
    /// A rank outside 0..|S(Y_{m,n})|.
    #[error("rank {rank} is out of range: S(Y_{{{m},{n}}}) has {count} positions")]
    RankOutOfRange {
        /// The rank.
        rank: u64,
        /// Rows.
        m: usize,
        /// Columns.
        n: u64,
        /// |S(Y_{m,n})|.
        count: u64,
    },
    /// A map is used outside the (m, n) it is defined for.
    #[error("{map} is defined for {requirement}; got m = {m}, n = {n}")]
    MapDomain {
        /// The map, e.g. "E (Abuku–Tada, Definition 4.3)".
        map: &'static str,
        /// The condition on m and n.
        requirement: &'static str,
        /// Rows.
        m: usize,
        /// Columns.
        n: u64,
    },
    /// A diagram is outside the domain of a map.
    #[error("{shape} is not in the domain of {map}: {reason}")]
    NotInDomain {
        /// The map.
        map: &'static str,
        /// The diagram, as displayed.
        shape: String,
        /// Why, with the values involved.
        reason: String,
    },
    /// A dense table would exceed its memory budget.
    #[error(
        "MHRG({m}, {n}) has {positions} positions; at {bytes_per_position} byte(s) each the table \
         needs {needed} bytes, more than the budget of {budget} bytes (the engine's Limits::max_bytes)"
    )]
    MemoryBudget {
        /// Rows.
        m: usize,
        /// Columns.
        n: u64,
        /// |S(Y_{m,n})|.
        positions: u64,
        /// Entry width.
        bytes_per_position: u64,
        /// Bytes needed.
        needed: u128,
        /// The budget.
        budget: u64,
    },
    /// A table side above [`MAX_TABLE_SIDE`].
    #[error("a Grundy table of side {max} was requested; the limit is {limit} (MAX_TABLE_SIDE)")]
    TableTooLarge {
        /// The requested side.
        max: usize,
        /// The limit.
        limit: usize,
    },
    /// A Grundy value does not fit where it must go (a two-byte table
    /// entry, or a `u32` nimber).
    #[error("a Grundy value {value} is larger than {limit}, the largest value {what} can hold")]
    ValueTooLarge {
        /// The value.
        value: u64,
        /// The largest representable value.
        limit: u64,
        /// What overflowed, e.g. "a two-byte table entry".
        what: &'static str,
    },
    /// An error of the partition crate (parsing, diagonal expressions, …).
    #[error(transparent)]
    Partition(#[from] PartitionError),
    /// An error of the Maya-diagram crate.
    #[error(transparent)]
    Maya(#[from] MayaError),
    /// An error of the game engine (a state limit of the generic solver, …).
    #[error(transparent)]
    Game(#[from] GameError),
}
