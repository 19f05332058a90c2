use thiserror::Error;

/// Everything that can go wrong when exploring, materializing or solving an
/// algorithm (P, φ).
///
/// States are generic and need not implement `Debug`, so messages name
/// states by their number in the exploration (0 is the root, then
/// breadth-first order) or by their rank; [`find_cycle`](crate::find_cycle)
/// and the witnesses of [`verify_isomorphism`](crate::verify_isomorphism)
/// and [`SgPairs`](crate::SgPairs) return the states themselves.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum PlainError {
    /// A cycle p → … → p was found: the algorithm is not finite in the
    /// sense of Kawanaka §1, so Grundy values and game trees are undefined.
    #[error(
        "the algorithm is not finite: a cycle of length {length} is reachable \
         (Kawanaka §1 requires every path to end); call find_cycle to list it"
    )]
    Cycle {
        /// The number of arrows in the cycle that was found.
        length: usize,
    },
    /// More states are reachable than [`Limits::max_states`](crate::Limits)
    /// allows.
    #[error("more than {limit} states are reachable (the state limit); raise Limits::max_states")]
    StateLimit {
        /// The limit that was exceeded.
        limit: u64,
    },
    /// More arrows are reachable than [`Limits::max_arrows`](crate::Limits)
    /// allows.
    #[error("more than {limit} arrows are reachable (the arrow limit); raise Limits::max_arrows")]
    ArrowLimit {
        /// The limit that was exceeded.
        limit: u64,
    },
    /// A dense table would not fit in its memory budget.
    #[error(
        "a table of {states} states at {bytes_per_state} byte(s) per state needs {needed} bytes, \
         more than the memory budget of {budget} bytes"
    )]
    MemoryBudget {
        /// The number of states of the table.
        states: u64,
        /// The entry width that was requested.
        bytes_per_state: u64,
        /// The bytes needed (including a table that is being widened).
        needed: u128,
        /// The budget in bytes.
        budget: u64,
    },
    /// An [`Indexed`](crate::Indexed) game reported a rank outside
    /// `0..count()` (a violation of the trait contract).
    #[error("rank {rank} is out of range: the game has count() = {count} states")]
    RankOutOfRange {
        /// The offending rank.
        rank: u64,
        /// The game's `count()`.
        count: u64,
    },
    /// A follower list names a state that does not exist.
    #[error("state {state} has follower {follower}, but there are only {len} states (0..{len})")]
    FollowerOutOfRange {
        /// The origin of the arrow.
        state: u64,
        /// The offending follower.
        follower: u64,
        /// The number of states.
        len: u64,
    },
    /// φ(p) was reported with a repeated element (φ(p) is a set).
    #[error(
        "state {state} reports follower {follower} twice; φ(p) must be a set \
         (states are numbered in exploration order, 0 = root)"
    )]
    DuplicateFollower {
        /// The origin, by index.
        state: u64,
        /// The repeated follower, by index.
        follower: u64,
    },
    /// A state passed to a function is not a state of the materialized
    /// algorithm.
    #[error("state index {index} is not a state of this algorithm, which has {len} states")]
    UnknownState {
        /// The offending index.
        index: u64,
        /// The number of states.
        len: u64,
    },
    /// A Grundy value does not fit the `u32` value range (only possible
    /// with more than four billion followers of one state).
    #[error("a Grundy value of {value} does not fit in a u32 (values up to {max} are representable)", max = u32::MAX - 2)]
    ValueOverflow {
        /// The value that was computed.
        value: u64,
    },
    /// The isomorphism search exceeded its step limit without deciding.
    #[error(
        "the isomorphism search gave up after {limit} refinement steps without deciding \
         (ISOMORPHISM_SEARCH_LIMIT)"
    )]
    SearchLimit {
        /// The step limit.
        limit: u64,
    },
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
