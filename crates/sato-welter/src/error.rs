use hookgames_game::GameError;
use hookgames_maya::MayaError;
use hookgames_partition::PartitionError;
use thiserror::Error;

/// The largest number of boxes |λ| on which this crate runs an algorithm
/// that visits every box: 2^24 = 16 777 216.
///
/// It bounds Sato's hook formula [`sato_formula`](crate::sato_formula)
/// (time O(|λ|)), the box-level good-move search of Kawanaka's Theorem 4.2
/// ([`YoungRealization::descent`](crate::YoungRealization::descent),
/// [`options_with_value`](hookgames_game::AlgorithmExt::options_with_value),
/// [`options_with_value`](hookgames_game::AlgorithmExt::options_with_value),
/// [`KleinDiagram`](crate::KleinDiagram), which store a few words per box)
/// and the trial-and-error searches
/// [`YoungRealization::options_with_value_by_trial`](crate::YoungRealization::options_with_value_by_trial),
/// [`OneLineRealization::options_with_value_by_trial`](crate::OneLineRealization::options_with_value_by_trial).
/// Exceeding it is [`SatoWelterError::TooManyBoxes`]. The fast Grundy
/// values ([`YoungRealization::grundy`](crate::YoungRealization::grundy),
/// [`OneLineRealization::grundy`](crate::OneLineRealization::grundy),
/// [`grundy_bitset`](crate::grundy_bitset),
/// [`grundy_beta_numbers`](crate::grundy_beta_numbers)) never visit boxes
/// and have no such limit.
pub const MAX_BOXES: u64 = 1 << 24;

/// The work limit of the trial-and-error move searches
/// [`YoungRealization::options_with_value_by_trial`](crate::YoungRealization::options_with_value_by_trial)
/// and
/// [`OneLineRealization::options_with_value_by_trial`](crate::OneLineRealization::options_with_value_by_trial):
/// 2^32 word operations.
///
/// A trial computes one follower and its value for every box: about
/// ℓ + (λ_1 + ℓ)/64 + 1 word operations per box for the Young diagram λ
/// with ℓ rows (the hook removal and the bitset of β-numbers), and
/// h/64 + 2 per move on a board with highest cell h. The total, |λ| times
/// that, is computed before any work, and a larger search is refused with
/// [`SatoWelterError::TooLarge`] (unit `"word operations"`) — a few
/// seconds of work at the limit. `1^1048576` needs 2^40 (it took more than
/// 100 s before this limit); the search by Theorem 4.2
/// ([`options_with_value`](hookgames_game::AlgorithmExt::options_with_value))
/// has no such cost and answers it.
pub const MAX_TRIAL_WORK: u64 = 1 << 32;

/// The bytes the box-level search of Theorem 4.2 holds per box of a
/// [`KleinDiagram`](crate::KleinDiagram): the box (16), its hook length,
/// its ranks, arm and leg (8 each), the sort order (8) and two Klein
/// labels.
pub(crate) const KLEIN_BYTES_PER_BOX: u64 = 64;

/// Everything that can go wrong in this crate.
///
/// Errors of the crates it builds on are wrapped unchanged
/// ([`SatoWelterError::Partition`], [`SatoWelterError::Maya`],
/// [`SatoWelterError::Game`]).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum SatoWelterError {
    /// A box-level algorithm was asked to visit more boxes than
    /// [`MAX_BOXES`].
    #[error(
        "{what} visits every box: the diagram has {boxes} boxes, more than the limit {limit} (MAX_BOXES)"
    )]
    TooManyBoxes {
        /// The algorithm, e.g. `"Sato's hook formula"`.
        what: &'static str,
        /// |λ|.
        boxes: u64,
        /// The limit that was exceeded.
        limit: u64,
    },
    /// A computation would exceed a documented limit: the work limit
    /// [`MAX_TRIAL_WORK`] (unit `"word operations"`), the family's memory
    /// budget [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES)
    /// (unit `"bytes"`), or the states of a game tree (unit `"states"`).
    /// Checked before the work or the allocation.
    #[error(
        "{what} would need {count} {unit}, more than the limit of {limit} {unit} \
         ({limit_name}); {instead}"
    )]
    TooLarge {
        /// What was to be built or computed.
        what: &'static str,
        /// How much it would need, in `unit` (at least; saturating).
        count: u128,
        /// The unit of `count` and `limit`.
        unit: &'static str,
        /// The limit.
        limit: u64,
        /// The name of the limit constant.
        limit_name: &'static str,
        /// What to do instead.
        instead: &'static str,
    },
    /// A coin position of Welter's game is listed twice.
    #[error("position {position} is listed twice: Welter's coins occupy distinct squares")]
    DuplicatePosition {
        /// The repeated position.
        position: u64,
    },
    /// A partition has more rows than the number of stones of the one-line
    /// realization it is to be mapped into (Kawanaka §8: the Young
    /// realization with l stones has the diagrams with at most l rows).
    #[error("the partition {shape} has {rows} rows, more than the {stones} stones of the board")]
    TooManyRows {
        /// The partition, as displayed.
        shape: String,
        /// Its number of rows.
        rows: usize,
        /// The number of stones.
        stones: usize,
    },
    /// A Maya diagram has a different number of stones than the
    /// isomorphism expects.
    #[error("the board {board} has {found} stones, but this isomorphism is for {expected} stones")]
    StoneCount {
        /// The board, as displayed.
        board: String,
        /// The number of stones found.
        found: usize,
        /// The number of stones expected.
        expected: usize,
    },
    /// An error of `hookgames-partition`.
    #[error(transparent)]
    Partition(#[from] PartitionError),
    /// An error of `hookgames-maya`.
    #[error(transparent)]
    Maya(#[from] MayaError),
    /// An error of the game engine `hookgames-game` (state limits of the
    /// generic solver, a value beyond
    /// [`MAX_SOLVER_VALUE`](hookgames_game::MAX_SOLVER_VALUE)).
    #[error(transparent)]
    Game(#[from] GameError),
}

/// This crate's error as the engine's, for the value hooks of the games
/// ([`Algorithm::known_grundy`](hookgames_game::Algorithm::known_grundy)
/// and the others): an error of the engine passes through unchanged, any
/// other is [`GameError::Evaluation`] with this crate's message (which
/// names the position's size and the limit, e.g. [`MAX_BOXES`]).
pub(crate) fn to_game_error(e: SatoWelterError) -> GameError {
    match e {
        SatoWelterError::Game(g) => g,
        other => GameError::Evaluation {
            reason: other.to_string(),
        },
    }
}

/// Returns `Err(TooManyBoxes)` if `boxes > MAX_BOXES`.
pub(crate) fn check_boxes(what: &'static str, boxes: u64) -> Result<(), SatoWelterError> {
    if boxes > MAX_BOXES {
        Err(SatoWelterError::TooManyBoxes {
            what,
            boxes,
            limit: MAX_BOXES,
        })
    } else {
        Ok(())
    }
}

/// Returns `Err(TooLarge)` naming `limit_name` if `count > limit`.
pub(crate) fn check_limit(
    what: &'static str,
    count: u128,
    unit: &'static str,
    (limit, limit_name): (u64, &'static str),
    instead: &'static str,
) -> Result<(), SatoWelterError> {
    if count > u128::from(limit) {
        Err(SatoWelterError::TooLarge {
            what,
            count,
            unit,
            limit,
            limit_name,
            instead,
        })
    } else {
        Ok(())
    }
}
