use std::fmt;

use thiserror::Error;

/// The largest number of entries (parts, boxes, hook lengths, …) that this
/// crate materializes in memory in one call: 2^28 = 268 435 456.
///
/// Every function whose output is not bounded by the size of its input (the
/// conjugate of a partition with a huge first part, the expansion of
/// `5^1000000000000`, the table of all hook lengths, …) checks its output
/// size against this constant and returns [`PartitionError::TooLarge`]
/// instead of trying to allocate. Lazy iterators (such as
/// [`Partition::boxes`](crate::Partition::boxes)) are not limited.
pub const MAX_MATERIALIZED: u64 = 1 << 28;

/// Everything that can go wrong when building, parsing or transforming a
/// partition, a shifted partition or a diagonal expression.
///
/// Positions, indices and coordinates in messages are 1-based, as in the
/// papers.
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
    /// A run of [`PartitionRuns`](crate::PartitionRuns) has a part that is
    /// not strictly smaller than the part of the run before it.
    #[error(
        "run {index} (part {part}) is not smaller than run {prev_index} (part {prev}): \
         the parts of runs must be strictly decreasing",
        prev_index = index - 1
    )]
    RunOrder {
        /// 1-based index of the offending run.
        index: usize,
        /// Its part.
        part: u64,
        /// The part of the run before it.
        prev: u64,
    },
    /// A run of [`PartitionRuns`](crate::PartitionRuns) has part 0 or
    /// multiplicity 0.
    #[error("run {index} ({part}^{multiplicity}) has a zero part or a zero multiplicity")]
    ZeroRun {
        /// 1-based index of the offending run.
        index: usize,
        /// Its part.
        part: u64,
        /// Its multiplicity.
        multiplicity: u64,
    },
    /// A part of a shifted (strict) partition is not strictly smaller than
    /// the part before it.
    #[error(
        "part {index} ({part}) is not smaller than part {prev_index} ({prev}): \
         the parts of a shifted diagram must be strictly decreasing",
        prev_index = index - 1
    )]
    NotStrict {
        /// 1-based index of the offending part.
        index: usize,
        /// The offending part.
        part: u64,
        /// The part before it.
        prev: u64,
    },
    /// An output would have more entries than a documented limit
    /// (normally [`MAX_MATERIALIZED`]).
    #[error("{what} would have {count} entries, more than the limit {limit} (MAX_MATERIALIZED)")]
    TooLarge {
        /// What was to be built, e.g. `"the conjugate"`.
        what: &'static str,
        /// How many entries it would have (saturating at `u128::MAX`).
        count: u128,
        /// The limit that was exceeded.
        limit: u64,
    },
    /// A box given by its 1-based `(row, column)` is not in the diagram.
    #[error("box ({row}, {col}) is not in the diagram of {shape}")]
    NotInDiagram {
        /// The row (1-based, from the top).
        row: usize,
        /// The column (1-based, from the left; for shifted diagrams the
        /// shifted column).
        col: u64,
        /// The shape, as displayed (e.g. `6,4,2`).
        shape: String,
    },
    /// Row `row` does not end in a corner (a removable box).
    #[error("row {row} of {shape} does not end in a removable corner")]
    NotACorner {
        /// The row (1-based).
        row: usize,
        /// The shape, as displayed.
        shape: String,
    },
    /// A diagram does not fit in the m × n rectangle Y_{m,n}.
    #[error("the diagram {shape} does not fit in the {m} × {n} rectangle")]
    DoesNotFit {
        /// The shape, as displayed.
        shape: String,
        /// Number of rows of the rectangle.
        m: usize,
        /// Number of columns of the rectangle.
        n: u64,
    },
    /// A shifted diagram does not fit in the staircase S_n = (n, n−1, …, 1).
    #[error(
        "the shifted diagram {shape} does not fit in the staircase S_{n} (its first part exceeds {n})"
    )]
    NotInStaircase {
        /// The shape, as displayed.
        shape: String,
        /// The size of the staircase.
        n: u64,
    },
    /// A sequence is not a diagonal expression (Abuku–Tada, Definition 3.2,
    /// or Definition 5.7 for shifted ones).
    #[error("not a diagonal expression: {reason}")]
    NotDiagonalExpr {
        /// Which defining condition fails, with the values involved.
        reason: String,
    },
    /// An interval `[l, r]` is out of range for an operation on a diagonal
    /// expression.
    #[error("the interval [{l}, {r}] is not valid here: {reason}")]
    BadInterval {
        /// Left end.
        l: i64,
        /// Right end.
        r: i64,
        /// Why it is rejected, with the values involved.
        reason: String,
    },
    /// A string could not be parsed as a partition.
    #[error("cannot parse {token:?} at position {position}: {kind}")]
    Parse {
        /// 1-based character position of the offending token in the input.
        position: usize,
        /// The offending token (possibly empty).
        token: String,
        /// What is wrong with it.
        kind: ParseErrorKind,
    },
}

/// What is wrong with a token in [`PartitionError::Parse`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// An entry between two commas is empty.
    EmptyEntry,
    /// The token is not a decimal number.
    NotANumber,
    /// The token is a negative number.
    Negative,
    /// The number does not fit in a `u64`.
    NumberOverflow,
    /// An exponent `^0`: multiplicities must be at least 1.
    ZeroMultiplicity,
    /// The part is larger than the part before it.
    Increasing {
        /// The offending part.
        part: u64,
        /// The part before it.
        prev: u64,
    },
    /// The total number of boxes exceeds `u64::MAX`.
    SizeOverflow,
    /// A bracket is not closed, or closed by the wrong bracket.
    UnbalancedBracket,
    /// Something else was expected here (corner notation syntax).
    Expected(&'static str),
    /// A corner coordinate is 0 (corners are 1-based).
    ZeroCoordinate,
    /// Two corners are comparable: corners must lie in distinct rows and
    /// distinct columns, the higher one to the right of the lower one.
    ComparableCorners {
        /// The corner (part, row) it clashes with.
        other: (u64, u64),
    },
    /// A part of a shifted (strict) partition is not strictly smaller than
    /// the one before it.
    NotStrict {
        /// The offending part.
        part: u64,
        /// The part before it.
        prev: u64,
    },
    /// A side of a [`Rectangle`](crate::Rectangle) is 0.
    ZeroSide,
}

impl fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseErrorKind::EmptyEntry => f.write_str("empty entry"),
            ParseErrorKind::NotANumber => f.write_str("not a non-negative decimal number"),
            ParseErrorKind::Negative => f.write_str("negative number"),
            ParseErrorKind::NumberOverflow => {
                f.write_str("number larger than u64::MAX (18446744073709551615)")
            }
            ParseErrorKind::ZeroMultiplicity => f.write_str("multiplicity 0 (must be at least 1)"),
            ParseErrorKind::Increasing { part, prev } => {
                write!(f, "part {part} is larger than the part {prev} before it")
            }
            ParseErrorKind::SizeOverflow => {
                f.write_str("the diagram would have more than u64::MAX cells")
            }
            ParseErrorKind::UnbalancedBracket => f.write_str("unbalanced bracket"),
            ParseErrorKind::Expected(what) => write!(f, "expected {what}"),
            ParseErrorKind::ZeroCoordinate => f.write_str("corner coordinates must be at least 1"),
            ParseErrorKind::ComparableCorners { other: (c, r) } => write!(
                f,
                "corner is comparable with corner ({c},{r}): corners need distinct rows and \
                 columns, the higher one longer"
            ),
            ParseErrorKind::NotStrict { part, prev } => write!(
                f,
                "part {part} is not smaller than the part {prev} before it (shifted diagrams \
                 need strictly decreasing parts)"
            ),
            ParseErrorKind::ZeroSide => {
                f.write_str("a rectangle needs at least one row and one column")
            }
        }
    }
}
