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
         cover at most three rows; use `Lctr::value` for any partition)"
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
    /// A d-dimensional LCTR position (§8) could not be parsed.
    #[error(
        "cannot read the corners at character {position}: found {found:?}, expected {expected} \
         (write the corners as `{{(3,1,2),(1,4,1)}}`, the empty position of dimension d as `{{}}_d`)"
    )]
    CornerParse {
        /// 1-based character position of the offending token.
        position: usize,
        /// The offending token (at most 32 characters of it).
        found: String,
        /// What was expected there.
        expected: &'static str,
    },
    /// A corner of a d-dimensional LCTR position (§8) has a different
    /// number of coordinates than the position's dimension.
    #[error(
        "corner {index} has {found} coordinates, but the position has dimension {expected}; \
         every corner of a position needs the same number of coordinates"
    )]
    DimensionMismatch {
        /// 1-based index of the offending corner (0 when a whole position
        /// or a shift vector of the wrong dimension was given).
        index: usize,
        /// The dimension of the position.
        expected: usize,
        /// The number of coordinates found.
        found: usize,
    },
    /// A dimension outside 1..=[`MAX_DIMENSION`](crate::MAX_DIMENSION).
    #[error(
        "the dimension is {dimension}, but d-dimensional LCTR needs 1 ≤ d ≤ {limit} \
         (MAX_DIMENSION)"
    )]
    BadDimension {
        /// The dimension given.
        dimension: usize,
        /// The limit `MAX_DIMENSION`.
        limit: usize,
    },
    /// A corner of a d-dimensional LCTR position (§8) has a coordinate 0:
    /// points live in Z_{≥1}^d.
    #[error(
        "corner {corner} has coordinate {axis} equal to 0; the corners of d-dimensional LCTR \
         are points of Z_{{≥1}}^d (every coordinate at least 1)"
    )]
    ZeroCoordinate {
        /// The corner, as `(a,b,c)`.
        corner: String,
        /// The 1-based axis of the zero coordinate.
        axis: usize,
    },
    /// Two corners of a d-dimensional LCTR position (§8) are comparable
    /// (or equal): the corners must form an antichain.
    #[error(
        "corner {lower} ≤ corner {upper} coordinatewise: the corners of a position must be \
         pairwise incomparable (drop {lower}, whose box lies inside the box of {upper})"
    )]
    ComparableCorners {
        /// The smaller corner, as `(a,b,c)`.
        lower: String,
        /// The larger (or equal) corner, as `(a,b,c)`.
        upper: String,
    },
    /// An axis outside 1..=d was given for a move of d-dimensional LCTR.
    #[error("axis {axis} does not exist in dimension {dimension}; the axes are 1, …, {dimension}")]
    AxisOutOfRange {
        /// The 1-based axis given.
        axis: usize,
        /// The dimension of the position.
        dimension: usize,
    },
    /// A chess piece (§8, "Impartial chess on an arbitrary partition") could
    /// not be parsed.
    #[error(
        "cannot read the piece at character {position}: found {found:?}, expected {expected} \
         (write a piece as `king`, `queen`, `rook`, `bishop`, `knight`, `downright`, or as \
         steps `leap(1,2)+ride(1,1)`, joined by `+`)"
    )]
    PieceParse {
        /// 1-based character position of the offending token.
        position: usize,
        /// The offending token (at most 32 characters of it).
        found: String,
        /// What was expected there.
        expected: &'static str,
    },
    /// A step (0, 0) was given for a chess piece: it would not move.
    #[error("the step (0, 0) does not move the piece; a step (down, right) needs down + right ≥ 1")]
    ZeroStep,
    /// A chess piece needs at least one step.
    #[error("the piece has no step, so it never moves; give at least one leap or ride step")]
    EmptyPiece,
    /// Impartial chess needs a square for its piece: the empty partition
    /// is not a board.
    #[error(
        "impartial chess is not defined on the empty partition: the piece needs a starting box \
         (use a partition with at least one box)"
    )]
    EmptyChessBoard,
    /// A move of a history of the non-repetitive variant (§8) cannot be
    /// played.
    #[error("move {index} ({mv}) of the history cannot be played: {reason}")]
    IllegalMove {
        /// 1-based index of the move in the history.
        index: usize,
        /// The move, `L` or `T`.
        mv: char,
        /// Why: the position is terminal, the box is outside the diagram,
        /// or the last four moves would hold two L and two T moves.
        reason: &'static str,
    },
    /// A history of L and T moves could not be parsed.
    #[error(
        "cannot read the history at character {position}: found {found:?}, expected `L` or `T` \
         (write a history as `LTTL`, the empty history as the empty string or `-`)"
    )]
    HistoryParse {
        /// 1-based character position of the offending character.
        position: usize,
        /// The offending character.
        found: char,
    },
    /// An error of the generic solvers of `hookgames-game` (a limit or an
    /// overflow).
    #[error(transparent)]
    Game(#[from] hookgames_game::GameError),
    /// An error from `hookgames-partition` (building a partition).
    #[error(transparent)]
    Partition(#[from] PartitionError),
}
