use thiserror::Error;

/// Everything that can go wrong when exploring, materializing or solving a
/// game (an algorithm (P, φ) in Kawanaka's sense).
///
/// States are generic and need not implement `Debug`, so messages name
/// states by their number in the exploration (0 is the root, then
/// breadth-first order) or by their rank; [`find_cycle`](crate::find_cycle)
/// and the witnesses of [`verify_isomorphism`](crate::verify_isomorphism)
/// and [`SgPairs`](crate::SgPairs) return the states themselves.
///
/// With the `serde` feature it is serializable (written only, for reports),
/// externally tagged with the variant and field names:
/// `{"StateLimit": {"limit": 1000}}`.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub enum GameError {
    /// The computation's [`CancelToken`](crate::CancelToken) was cancelled
    /// ([`CancelToken::cancel`](crate::CancelToken::cancel)): it stopped at
    /// its next check, within
    /// [`CANCEL_CHECK_EVERY`](crate::CANCEL_CHECK_EVERY) units of work.
    #[error("cancelled (the computation's CancelToken was cancelled)")]
    Cancelled,
    /// The deadline of the computation's
    /// [`CancelToken`](crate::CancelToken) passed
    /// ([`CancelToken::with_deadline`](crate::CancelToken::with_deadline)):
    /// it stopped at its next check.
    #[error("deadline exceeded (the computation's CancelToken has a deadline that passed)")]
    DeadlineExceeded,
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
    #[error(
        "more than {limit} arrows would be examined or stored (the arrow limit); \
         raise Limits::max_arrows, or explore a smaller position"
    )]
    ArrowLimit {
        /// The limit that was exceeded.
        limit: u64,
    },
    /// An exploration would hold more bytes than
    /// [`Limits::max_bytes`](crate::Limits) allows (checked before the state
    /// or follower is stored).
    #[error(
        "an exploration would hold {needed} bytes of states, more than the byte limit of \
         {limit} bytes; raise Limits::max_bytes, or explore a smaller position"
    )]
    MemoryLimit {
        /// The bytes that would be held.
        needed: u64,
        /// The limit in bytes.
        limit: u64,
    },
    /// A dense table would not fit in its memory budget.
    #[error(
        "a table of {states} states at {bytes_per_state} byte(s) per state needs {needed} bytes, \
         more than the memory budget of {budget} bytes; raise it with \
         TableSolver::with_budget_bytes, or solve from a root with the memoised Solver"
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
    /// A dense table fits in its memory budget, but leaves less than its
    /// search stacks need ([`TableSolver::min_stack_bytes`](crate::TableSolver::min_stack_bytes)).
    #[error(
        "a table of {states} states at {bytes_per_state} byte(s) per state leaves less than the \
         {stack_bytes} bytes its search needs within the memory budget of {budget} bytes; \
         raise it with TableSolver::with_budget_bytes to at least the table plus \
         TableSolver::min_stack_bytes"
    )]
    StackBudget {
        /// The number of states of the table.
        states: u64,
        /// The entry width of the table.
        bytes_per_state: u64,
        /// The least stack the search needs beside the table.
        stack_bytes: u64,
        /// The budget in bytes.
        budget: u64,
    },
    /// An [`Indexed`](crate::Indexed) game reported a rank outside
    /// `0..count()` (a violation of the trait contract).
    #[error(
        "rank {rank} is out of range: the game has count() = {count} states; \
         Indexed::rank must map the states onto 0..count()"
    )]
    RankOutOfRange {
        /// The offending rank.
        rank: u64,
        /// The game's `count()`.
        count: u64,
    },
    /// A follower list names a state that does not exist.
    #[error(
        "state {state} has follower {follower}, but there are only {len} states; \
         name followers by their index in 0..{len}"
    )]
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
    #[error(
        "state index {index} is not a state of this algorithm, which has {len} states; \
         pass an index in 0..{len}"
    )]
    UnknownState {
        /// The offending index.
        index: u64,
        /// The number of states.
        len: u64,
    },
    /// A Grundy value is larger than the solvers store: values are `u64` in
    /// the API, but the memoised and dense solvers keep them in at most four
    /// bytes per state, so values up to [`MAX_SOLVER_VALUE`](crate::vocab::MAX_SOLVER_VALUE)
    /// (u32::MAX − 2) are computed (a larger value needs more than four
    /// billion followers of one state).
    #[error(
        "a Grundy value of {value} is larger than the solvers store (values up to {max}); \
         a state with this many followers needs a closed form, not a search",
        max = crate::vocab::MAX_SOLVER_VALUE
    )]
    ValueOverflow {
        /// The value that was computed.
        value: u64,
    },
    /// The isomorphism search exceeded its step limit without deciding.
    #[error(
        "the isomorphism search gave up after {limit} refinement steps without deciding \
         (ISOMORPHISM_SEARCH_LIMIT); check a candidate map with verify_isomorphism instead"
    )]
    SearchLimit {
        /// The step limit.
        limit: u64,
    },
    /// A game could not enumerate the followers of a state (a limit of its
    /// own, a state it cannot expand), reported by its
    /// [`Algorithm::try_for_each_follower`](crate::Algorithm::try_for_each_follower):
    /// the engine stops instead of taking the state for one with fewer moves.
    #[error("the followers of a state could not be enumerated: {reason}")]
    Enumeration {
        /// The game's own explanation (which state, which limit, what to change).
        reason: String,
    },
    /// A game's own evaluation — the closed form or engine behind
    /// [`Algorithm::known_grundy`](crate::Algorithm::known_grundy) and the
    /// other value hooks — failed or would exceed one of its limits; the
    /// engine reports it rather than fall back to a search that the game
    /// knows to be hopeless.
    #[error("the game could not evaluate the position: {reason}")]
    Evaluation {
        /// The game's own message (which position, which limit, what to
        /// change).
        reason: String,
    },
    /// A subtraction game was given no move sizes.
    #[error(
        "the subtraction set is empty: a subtraction game needs at least one move size \
         (give sizes such as 1, 2, 3)"
    )]
    EmptySubtractionSet,
    /// A subtraction set contains 0, which would be a move p → p (a cycle).
    #[error(
        "the subtraction set contains 0: removing nothing is a move p → p, a cycle; \
         use positive move sizes 1, 2, …"
    )]
    ZeroSubtraction,
    /// A Grundy sequence longer than the memory limit was asked for.
    #[error(
        "{len} values were asked for, more than the limit of {limit} \
         (8 bytes each; MAX_SEQUENCE_LEN); ask for fewer"
    )]
    SequenceTooLong {
        /// The requested length.
        len: u64,
        /// The limit, [`MAX_SEQUENCE_LEN`](crate::MAX_SEQUENCE_LEN).
        limit: u64,
    },
    /// A computation of a standard game would take more elementary steps
    /// than its work limit allows (refused before any of the work).
    #[error(
        "{what} takes {work} steps, more than the work limit of {limit} steps \
         (MAX_SEQUENCE_WORK); ask for fewer values"
    )]
    WorkLimit {
        /// What would have been computed, e.g. "the Grundy values of 0.07
        /// for heaps 0..16777216".
        what: String,
        /// The steps it would take.
        work: u128,
        /// The limit, [`MAX_SEQUENCE_WORK`](crate::MAX_SEQUENCE_WORK).
        limit: u64,
    },
    /// A subtraction set has more elements than
    /// [`MAX_SUBTRACTION_SET`](crate::MAX_SUBTRACTION_SET) (refused while
    /// it is read, before it is stored).
    #[error(
        "the subtraction set has more than {limit} elements (MAX_SUBTRACTION_SET, 8 bytes \
         each); give fewer move sizes"
    )]
    SubtractionSetTooLarge {
        /// The limit, [`MAX_SUBTRACTION_SET`](crate::MAX_SUBTRACTION_SET).
        limit: u64,
    },
    /// No period of a Grundy sequence was certified within the search
    /// limit.
    #[error(
        "no period was certified among the first {limit} values of the Grundy sequence \
         (the search limit); call periodicity with a larger search length"
    )]
    PeriodNotFound {
        /// The number of values the search was allowed to compute.
        limit: u64,
    },
    /// An octal-game code does not parse.
    #[error("{}", octal_code_message(.code, *.position, *.found, .expected))]
    InvalidOctalCode {
        /// The code as given.
        code: String,
        /// The 1-based position of the offending character (one past the
        /// end if the code ended too early).
        position: usize,
        /// The offending character, or `None` if the code ended too early.
        found: Option<char>,
        /// What was expected at that position.
        expected: &'static str,
    },
    /// A part of a Young diagram is larger than the part before it.
    #[error(
        "part {index} ({part}) is larger than the part before it ({previous}); \
         the parts of a Young diagram must not increase"
    )]
    IncreasingPart {
        /// The 1-based index of the offending part.
        index: usize,
        /// The offending part.
        part: u64,
        /// The part before it.
        previous: u64,
    },
    /// A part of a Young diagram is 0.
    #[error("part {index} is 0; the parts of a Young diagram are positive (leave out the zeros)")]
    ZeroPart {
        /// The 1-based index of the offending part.
        index: usize,
    },
    /// A Chomp position without boxes.
    #[error(
        "the diagram has no boxes, but a Chomp position always contains the poisoned box (1, 1); \
         give at least one positive part"
    )]
    EmptyDiagram,
    /// A Chomp move names a box that is not in the diagram, or the poisoned
    /// box (1, 1).
    #[error(
        "box ({row}, {column}) is not a move: a move chooses a box of the diagram \
         (1-based row and column) other than the poisoned box (1, 1)"
    )]
    InvalidChompMove {
        /// The 1-based row of the box.
        row: u64,
        /// The 1-based column of the box.
        column: u64,
    },
    /// The k-th P-position of Wythoff's game does not fit in `u64`.
    #[error(
        "the Wythoff P-position number {k}, (⌊kφ⌋, ⌊kφ²⌋), does not fit in a u64; \
         k must be at most {max}"
    )]
    WythoffOverflow {
        /// The requested index.
        k: u64,
        /// The largest index whose P-position fits
        /// ([`WYTHOFF_MAX_INDEX`](crate::games::WYTHOFF_MAX_INDEX)).
        max: u64,
    },
    /// An edge of a game graph names a state that does not exist.
    #[error("edge {from} → {to} names a state ≥ {states}; the states are 0..{states}")]
    EdgeOutOfRange {
        /// The tail of the edge.
        from: u64,
        /// The head of the edge.
        to: u64,
        /// The number of states.
        states: u64,
    },
    /// A remoteness or suspense number is larger than the solver stores
    /// (up to [`MAX_SOLVER_VALUE`](crate::vocab::MAX_SOLVER_VALUE) moves: a play
    /// more than four billion moves long).
    #[error(
        "a remoteness or suspense of {moves} moves is larger than the solver stores (up to {max} moves)",
        max = crate::vocab::MAX_SOLVER_VALUE
    )]
    RemotenessOverflow {
        /// The number of moves that was computed.
        moves: u64,
    },
    /// A compound game's position has a different number of coordinates
    /// than the compound has components.
    #[error(
        "the position has {found} coordinates but the compound has {expected} components; \
         give one component state per component"
    )]
    ComponentCount {
        /// The number of components of the compound.
        expected: usize,
        /// The number of coordinates of the position.
        found: usize,
    },
    /// A conjunctive compound has more components than it enumerates.
    #[error(
        "a conjunctive compound of {count} components is more than the {limit} \
         (MAX_COMPOUND_COMPONENTS) it enumerates; group the components into nested compounds"
    )]
    TooManyComponents {
        /// The number of components given.
        count: usize,
        /// The limit, [`MAX_COMPOUND_COMPONENTS`](crate::MAX_COMPOUND_COMPONENTS).
        limit: usize,
    },
    /// An edge of a game graph is listed twice.
    #[error(
        "edge {from} → {to} is listed twice; the followers of a state form a set, \
         list each edge once"
    )]
    DuplicateEdge {
        /// The tail of the edge.
        from: u64,
        /// The head of the edge.
        to: u64,
    },
    /// A move was asked for from a position to one that is not among its
    /// followers ([`DescribeMoves::moves_to`](crate::DescribeMoves::moves_to)).
    #[error(
        "the second position is not a follower of the first: no move leads there; \
         pass a follower of the position (from followers, winning_moves, options_with_value)"
    )]
    NotAFollower,
}

/// The message of [`GameError::InvalidOctalCode`].
fn octal_code_message(code: &str, position: usize, found: Option<char>, expected: &str) -> String {
    match found {
        Some(c) => format!("character {position} of the octal code {code:?} is {c:?}; {expected}"),
        None => format!(
            "the octal code {code:?} ends too early, at length {}; {expected}",
            position.saturating_sub(1)
        ),
    }
}

/// A caller's break type that carries either the caller's value or the
/// game's error: with `B = Result<T, GameError>`,
/// [`Algorithm::try_for_each_follower`](crate::Algorithm::try_for_each_follower)
/// stops at `ControlFlow::Break(Ok(t))` from the callback, or at
/// `ControlFlow::Break(Err(e))` when the game cannot enumerate (its
/// `B: From<GameError>` bound is met by this conversion).
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{Algorithm, GameError, Nim};
/// // The first follower of a heap of 9 that is a nonzero multiple of 4.
/// let found = Nim.try_for_each_follower(&9, |q| {
///     if q > 0 && q % 4 == 0 { ControlFlow::Break(Ok(q)) } else { ControlFlow::Continue(()) }
/// });
/// assert_eq!(found, ControlFlow::Break(Ok::<u64, GameError>(4)));
/// ```
impl<T> From<GameError> for Result<T, GameError> {
    fn from(e: GameError) -> Self {
        Err(e)
    }
}
