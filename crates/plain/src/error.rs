use hookgames_game::GameError;
use thiserror::Error;

/// Everything that can go wrong in Kawanaka's theory of plain algorithms:
/// an algorithm that turns out not to be plain where the theory needs it,
/// bad parameters (a modulus, group data, values), a work limit, or an
/// error of the game engine underneath ([`PlainError::Game`]).
///
/// States are generic and need not implement `Debug`, so messages name
/// states and points by their index in the materialized algorithm or the
/// diagram; the checked paths ([`check_plain`](crate::check_plain)) return
/// the states themselves as [`AxiomViolation`](crate::AxiomViolation)
/// witnesses.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum PlainError {
    /// An error of the game engine: a cycle, a state or arrow limit, a
    /// memory budget, a malformed follower list.
    #[error(transparent)]
    Game(#[from] GameError),
    /// An arrow whose irreducible decompositions have different lengths:
    /// |p → q| (Kawanaka, Proposition 3.2) is not well defined, so the
    /// algorithm is not plain.
    #[error(
        "the arrow {state} → {follower} has irreducible decompositions of {shortest} and \
         {longest} arrows; |p → q| is not well defined (Kawanaka, Prop. 3.2: not plain)"
    )]
    AmbiguousArrowLength {
        /// The origin of the arrow, by index.
        state: u64,
        /// The follower, by index.
        follower: u64,
        /// The shortest irreducible decomposition.
        shortest: u64,
        /// The longest irreducible decomposition.
        longest: u64,
    },
    /// A connected component has more than one end, which a plain algorithm
    /// cannot have (Kawanaka, Proposition 2.2).
    #[error(
        "a connected component (containing state {state}) has {ends} ends; a connected plain \
         algorithm has exactly one (Kawanaka, Prop. 2.2)"
    )]
    NotUniqueEnd {
        /// A state of the component (index in the algorithm or diagram).
        state: u64,
        /// The number of ends found.
        ends: u64,
    },
    /// The map F of Kawanaka's Proposition 3.2 does not exist or is not
    /// determined on this algorithm (it is not plain).
    #[error(
        "the simple-root map F of Kawanaka's Prop. 3.2 is {problem} at the arrow {state} → \
         {follower} (the algorithm is not plain)"
    )]
    RootMap {
        /// The origin of the arrow, by index.
        state: u64,
        /// The follower, by index.
        follower: u64,
        /// What went wrong: "undetermined" or "inconsistent".
        problem: &'static str,
    },
    /// The simple-root colouring of a diagram (Kawanaka, Prop. 3.1 and 3.2)
    /// could not be determined at a point: the algorithm given as a diagram
    /// is not a plain diagram.
    #[error(
        "point {point} of the diagram admits {candidates} simple roots as its colour (exactly \
         one is required); the diagram is not a plain diagram (Kawanaka §3)"
    )]
    NotPlainDiagram {
        /// The point (index in the diagram).
        point: u64,
        /// The number of candidate colours found.
        candidates: u64,
    },
    /// A modulus n < 2 was given where Kawanaka's n-quotients and n-adic
    /// expansions need n ≥ 2 (§3, (4.1)).
    #[error("the modulus n = {n} is invalid: n-quotients and n-adic expansions need n ≥ 2")]
    InvalidModulus {
        /// The modulus given.
        n: u64,
    },
    /// A group or group element was given that does not fit its group.
    #[error("invalid group data: {what}")]
    InvalidGroup {
        /// What was wrong.
        what: String,
    },
    /// The good-move recursion of Kawanaka's Theorem 4.2(ii) did not shrink
    /// the problem: the diagram is not a plain diagram.
    #[error(
        "the recursion of Kawanaka's Theorem 4.2(ii) made no progress on a diagram of {points} \
         points with t = {t} (the diagram is not a plain diagram)"
    )]
    NoProgress {
        /// The size of the diagram.
        points: u64,
        /// The target value.
        t: u64,
    },
    /// A computation exceeded its documented work limit.
    #[error("more than {limit} steps were needed ({what}); the work limit was exceeded")]
    WorkLimit {
        /// The limit that was exceeded.
        limit: u64,
        /// Which limit.
        what: &'static str,
    },
    /// A weight F(p → q) of the colored hook formula evaluated to zero at
    /// the given values, so 1/F is undefined.
    #[error(
        "the weight F({state} → {follower}) evaluates to 0 at the given values of the simple \
         roots, so 1/F is undefined (choose values that keep every weight non-zero)"
    )]
    ZeroWeight {
        /// The origin of the arrow (index).
        state: u64,
        /// The follower (index).
        follower: u64,
    },
    /// A source of random words kept returning the few words that uniform
    /// sampling rejects: it is not uniform.
    #[error(
        "the random source was rejected {draws} times in a row (probability below 2^-64 for \
         a uniform source): give a uniform generator of u64 words"
    )]
    DegenerateGenerator {
        /// The draws rejected in a row.
        draws: u64,
    },
    /// A list of values (one per simple root, or one per state) has the
    /// wrong length.
    #[error("expected {expected} values (one per simple root), got {got}")]
    ValueCount {
        /// The number of values required.
        expected: u64,
        /// The number of values given.
        got: u64,
    },
}
