use std::fmt;

use thiserror::Error;

// The family's memory budget of one materialized output, and the parts it
// holds, live in `hookgames-limits` (below every crate of the family); this
// crate checks its outputs against them and re-exports them.
pub use hookgames_limits::{MAX_MATERIALIZED, MAX_MATERIALIZED_BYTES};

/// The largest `N` for which [`partition_count`](crate::partition_count)
/// computes p(N): 2^16 = 65 536.
///
/// A work limit: Euler's recurrence needs all of p(0), …, p(N), about
/// N^{3/2} big-integer additions of up to 3.7·√N bits, i.e. about N²/20
/// word operations (≈ 2·10^8 at the limit: 1.4 s in an optimized build with
/// overflow checks, 9 s for 2^17) and 0.3·N^{3/2} bytes of table (≈ 5 MB).
/// p(1 000 000) took 115 s before this limit; no faster exact algorithm is
/// implemented (the Hardy–Ramanujan–Rademacher series would need
/// high-precision floating point).
pub const MAX_PARTITION_COUNT_N: u64 = 1 << 16;

/// The work limit of a binomial coefficient C(N, k), k ≤ N/2 (used by
/// [`rectangle_partition_count`](crate::rectangle_partition_count)): 2^24
/// word operations.
///
/// C(N, k) is computed by the cheaper of two methods, and refused with
/// [`PartitionError::TooLarge`] (unit `"word operations"`) when both exceed
/// the limit, before any work:
/// * Legendre's prime factorisation: a sieve up to N, the exponent of each
///   prime p ≤ N by Kummer's carries, and a balanced product tree — about
///   N word operations (the result has at most N bits; N/8 bytes of sieve);
/// * the product formula C(N, k) = Π (N − k + t)/t: k multiplications and
///   divisions by a word of a number of up to B ≤ k·log₂(e·N/k) bits —
///   about k·B/64 word operations.
///
/// So every C(N, k) with N ≤ 2^24 (a result of at most 2 MiB, about 2.3 s
/// for C(2^24, 2^23) in an optimized build with overflow checks), and every
/// one with k ≤ 2 000 whatever N ≤ 2^65, is computed. C(2^21, 2^20) took more than 120 s by the product formula
/// alone; it now takes 0.1 s.
pub const MAX_BINOMIAL_WORK: u64 = 1 << 24;

/// Checks that an output of `bytes` bytes fits in
/// [`MAX_MATERIALIZED_BYTES`], before it is built: the family's check
/// ([`hookgames_limits::check_budget`]) with this crate's error.
///
/// The crates of the family call it with the size of what they are about
/// to allocate (computed in `u128`, so it cannot overflow), so that every
/// materialized output is refused with the same typed error.
///
/// # Errors
/// [`PartitionError::TooLarge`] with unit `"bytes"` and limit
/// [`MAX_MATERIALIZED_BYTES`] if `bytes` exceeds it; `what` and `instead`
/// go into the message (what was to be built, what to do instead).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use hookgames_partition::{check_materialized_bytes, PartitionError, MAX_MATERIALIZED_BYTES};
/// assert!(check_materialized_bytes("a table", 1 << 20, "use a smaller input").is_ok());
/// let e = check_materialized_bytes("a table", 1 << 40, "use a smaller input").unwrap_err();
/// assert!(matches!(e, PartitionError::TooLarge { limit: MAX_MATERIALIZED_BYTES, .. }));
/// assert_eq!(
///     e.to_string(),
///     "a table would need 1099511627776 bytes, more than the limit of 268435456 bytes \
///      (MAX_MATERIALIZED_BYTES); use a smaller input"
/// );
/// ```
pub fn check_materialized_bytes(
    what: &'static str,
    bytes: u128,
    instead: &'static str,
) -> Result<(), PartitionError> {
    Ok(hookgames_limits::check_budget(what, bytes, instead)?)
}

impl From<hookgames_limits::LimitExceeded> for PartitionError {
    /// [`PartitionError::TooLarge`], every field kept.
    fn from(e: hookgames_limits::LimitExceeded) -> Self {
        PartitionError::TooLarge {
            what: e.what,
            count: e.count,
            unit: e.unit,
            limit: e.limit,
            limit_name: e.limit_name,
            instead: e.instead,
        }
    }
}

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
    /// An output or a computation would exceed a documented limit: the
    /// memory budget [`MAX_MATERIALIZED_BYTES`] (unit `"bytes"`), the work
    /// limits [`MAX_PARTITION_COUNT_N`], [`MAX_BINOMIAL_WORK`] and
    /// [`MAX_TABLEAU_BOXES`](crate::MAX_TABLEAU_BOXES), or the width of a
    /// `usize`. Checked before any of the work or allocation.
    #[error(
        "{what} would need {count} {unit}, more than the limit of {limit} {unit} \
         ({limit_name}); {instead}"
    )]
    TooLarge {
        /// What was to be built or computed, e.g. `"the conjugate"`.
        what: &'static str,
        /// How much it would need, in `unit` (saturating at `u128::MAX`).
        count: u128,
        /// The unit of `count` and `limit`: `"bytes"`, `"word operations"`,
        /// `"boxes"`, ….
        unit: &'static str,
        /// The limit that was exceeded.
        limit: u64,
        /// The name of the limit, e.g. `"MAX_MATERIALIZED_BYTES"`.
        limit_name: &'static str,
        /// What to do instead, e.g. `"use the lazy Partition::hooks"`.
        instead: &'static str,
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
