//! The kinds of error the command reports, and how an error of the
//! library is sorted into one.
//!
//! Every error ends the command with exit status 2 (a line of a batch
//! ends that line only). Under `--json` (and in batch mode) it is printed
//! as `{"schema": …, "command": …, "error": {"kind": …, "message": …}}` on
//! standard output; otherwise as one line `hookgames: error: …` on
//! standard error.

use std::fmt;

use hookgames::game::GameError;
use hookgames::lctr::LctrError;
use hookgames::maya::MayaError;
use hookgames::mhrg::MhrgError;
use hookgames::partition::PartitionError;
use hookgames::plain::PlainError;
use hookgames::sato_welter::SatoWelterError;
use hookgames::shifted::ShiftedError;
use hookgames::svg::SvgError;
use serde::Serialize;

/// What kind of thing went wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// The command line: an unknown subcommand or option, a missing or
    /// malformed argument, options that do not go together.
    Usage,
    /// A position or an option's value that is not valid (not a partition,
    /// not a position of the game, a box outside the diagram, …).
    Input,
    /// A valid question whose answer exceeds a documented limit of the
    /// library or the command (a state limit, `MAX_MATERIALIZED`,
    /// `MAX_SVG_BOXES`, …); the message names it.
    Limit,
    /// Reading a file or standard input, or writing the output or a
    /// picture, failed.
    Io,
    /// The explorer's server refused a request whose `Host` or `Origin`
    /// is not its own (DNS rebinding, a cross-site request).
    Forbidden,
    /// The explorer's server is answering as many questions as it may and
    /// its queue is full (HTTP 503: try again).
    Busy,
    /// The question took longer than the explorer's time budget per
    /// request (`hookgames serve --budget`) and was stopped (HTTP 503): a
    /// computation whose token ([`crate::budget`]) was cancelled or passed
    /// its deadline. The command line sets no budget and never reports it.
    Timeout,
}

/// An error raised by the command (or the explorer) itself, with its kind.
#[derive(Debug)]
pub struct QueryError {
    kind: Kind,
    message: String,
}

impl fmt::Display for QueryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for QueryError {}

/// A usage error (an option that does not apply, options that conflict).
pub fn usage(message: impl Into<String>) -> anyhow::Error {
    QueryError {
        kind: Kind::Usage,
        message: message.into(),
    }
    .into()
}

/// An input error raised by the command itself.
pub fn input(message: impl Into<String>) -> anyhow::Error {
    QueryError {
        kind: Kind::Input,
        message: message.into(),
    }
    .into()
}

/// A limit of the command itself.
pub fn limit(message: impl Into<String>) -> anyhow::Error {
    QueryError {
        kind: Kind::Limit,
        message: message.into(),
    }
    .into()
}

/// The one-line message of an error: its context chain joined by ": ",
/// made short and safe to print by [`excerpt::message`](crate::excerpt::message)
/// (one line, control characters escaped, long words and long messages cut).
pub fn one_line(err: &anyhow::Error) -> String {
    crate::excerpt::message(&format!("{err:#}"))
}

/// The kind of `err`: the first cause in its chain that says.
pub fn kind_of(err: &anyhow::Error) -> Kind {
    for cause in err.chain() {
        if let Some(e) = cause.downcast_ref::<QueryError>() {
            return e.kind;
        }
        if cause.is::<std::io::Error>() {
            return Kind::Io;
        }
        if is_timeout(cause) {
            return Kind::Timeout;
        }
        if is_limit(cause) {
            return Kind::Limit;
        }
    }
    Kind::Input
}

/// `true` for a computation stopped by its token ([`crate::budget`]):
/// [`GameError::Cancelled`] or [`GameError::DeadlineExceeded`], directly
/// or inside a game's error.
fn is_timeout(e: &(dyn std::error::Error + 'static)) -> bool {
    let stopped = |g: &GameError| matches!(g, GameError::Cancelled | GameError::DeadlineExceeded);
    if let Some(g) = e.downcast_ref::<GameError>() {
        return stopped(g);
    }
    if let Some(PlainError::Game(g)) = e.downcast_ref::<PlainError>() {
        return stopped(g);
    }
    if let Some(LctrError::Game(g)) = e.downcast_ref::<LctrError>() {
        return stopped(g);
    }
    if let Some(MhrgError::Game(g)) = e.downcast_ref::<MhrgError>() {
        return stopped(g);
    }
    if let Some(SatoWelterError::Game(g)) = e.downcast_ref::<SatoWelterError>() {
        return stopped(g);
    }
    false
}

/// `true` for the library errors that mean "valid, but beyond a limit".
fn is_limit(e: &(dyn std::error::Error + 'static)) -> bool {
    if let Some(e) = e.downcast_ref::<GameError>() {
        return game_limit(e);
    }
    if let Some(e) = e.downcast_ref::<PartitionError>() {
        return partition_limit(e);
    }
    if let Some(e) = e.downcast_ref::<MayaError>() {
        return maya_limit(e);
    }
    if let Some(e) = e.downcast_ref::<PlainError>() {
        return match e {
            PlainError::Game(g) => game_limit(g),
            PlainError::WorkLimit { .. } => true,
            _ => false,
        };
    }
    if let Some(e) = e.downcast_ref::<LctrError>() {
        return match e {
            LctrError::TooLarge { .. } => true,
            // More axes than MAX_DIMENSION (d = 0 is not a dimension: input).
            LctrError::BadDimension { dimension, limit } => dimension > limit,
            // (TooManyRows is a function's own domain, Lemmas 12–14: input.)
            LctrError::Partition(p) => partition_limit(p),
            LctrError::Game(g) => game_limit(g),
            _ => false,
        };
    }
    if let Some(e) = e.downcast_ref::<MhrgError>() {
        return match e {
            MhrgError::RectangleTooLarge { .. }
            | MhrgError::SidesOverflow { .. }
            | MhrgError::WidthOverflow { .. }
            | MhrgError::StartTooLarge { .. }
            | MhrgError::TurnLimit { .. }
            | MhrgError::MemoryBudget { .. }
            | MhrgError::TableTooLarge { .. }
            | MhrgError::ValueTooLarge { .. } => true,
            MhrgError::Partition(p) => partition_limit(p),
            MhrgError::Maya(m) => maya_limit(m),
            MhrgError::Game(g) => game_limit(g),
            _ => false,
        };
    }
    if let Some(e) = e.downcast_ref::<SatoWelterError>() {
        return match e {
            SatoWelterError::TooManyBoxes { .. } | SatoWelterError::TooLarge { .. } => true,
            SatoWelterError::Partition(p) => partition_limit(p),
            SatoWelterError::Maya(m) => maya_limit(m),
            SatoWelterError::Game(g) => game_limit(g),
            _ => false,
        };
    }
    if let Some(e) = e.downcast_ref::<ShiftedError>() {
        return match e {
            ShiftedError::TooManyCoins { .. }
            | ShiftedError::PartTooLarge { .. }
            | ShiftedError::StaircaseTooLarge { .. } => true,
            ShiftedError::Partition(p) => partition_limit(p),
            _ => false,
        };
    }
    if let Some(e) = e.downcast_ref::<SvgError>() {
        return matches!(e, SvgError::TooLarge { .. });
    }
    false
}

fn game_limit(e: &GameError) -> bool {
    matches!(
        e,
        GameError::StateLimit { .. }
            | GameError::ArrowLimit { .. }
            | GameError::MemoryLimit { .. }
            | GameError::MemoryBudget { .. }
            | GameError::ValueOverflow { .. }
            | GameError::SearchLimit { .. }
            // More moves than MAX_SOLVER_VALUE: the remoteness is too long.
            | GameError::RemotenessOverflow { .. }
            // A compound of more than MAX_COMPOUND_COMPONENTS components.
            | GameError::TooManyComponents { .. }
            // A game's own enumeration limit (e.g. the MHRG's budget of
            // turn diagrams, MAX_TURN_DIAGRAMS).
            | GameError::Enumeration { .. }
            // A game's own evaluation behind a value hook (its closed form
            // or engine) refused the position.
            | GameError::Evaluation { .. }
    )
}

fn partition_limit(e: &PartitionError) -> bool {
    matches!(e, PartitionError::TooLarge { .. })
}

fn maya_limit(e: &MayaError) -> bool {
    match e {
        MayaError::CellTooLarge { .. }
        | MayaError::TooManyStones { .. }
        | MayaError::BetaTooLarge { .. }
        | MayaError::TooManyRunners { .. }
        | MayaError::ColumnLimit { .. }
        | MayaError::RectangleTooLarge { .. }
        | MayaError::CountOverflow { .. }
        | MayaError::Overflow { .. } => true,
        MayaError::Partition(p) => partition_limit(p),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds() {
        let parse = "3,x"
            .parse::<hookgames::partition::Partition>()
            .unwrap_err();
        let e = anyhow::Error::from(parse).context("'3,x' is not a partition");
        assert_eq!(kind_of(&e), Kind::Input);
        let big: hookgames::partition::PartitionRuns = "5^1000000000000".parse().unwrap();
        let e = anyhow::Error::from(big.to_partition().unwrap_err()).context("show");
        assert_eq!(kind_of(&e), Kind::Limit);
        let e = anyhow::Error::from(MhrgError::Game(GameError::StateLimit { limit: 3 }));
        assert_eq!(kind_of(&e), Kind::Limit);
        // The engine's work and byte limits (issue 19) are limits too.
        let e = anyhow::Error::from(GameError::ArrowLimit { limit: 3 });
        assert_eq!(kind_of(&e), Kind::Limit);
        let e = anyhow::Error::from(SatoWelterError::Game(GameError::MemoryLimit {
            needed: 9,
            limit: 3,
        }));
        assert_eq!(kind_of(&e), Kind::Limit);
        let e = anyhow::Error::from(std::io::Error::other("x")).context("cannot read");
        assert_eq!(kind_of(&e), Kind::Io);
        assert_eq!(kind_of(&usage("--rect")), Kind::Usage);
        let e = limit("too big").context("outer");
        assert_eq!(kind_of(&e), Kind::Limit);
        // The explorer's budget (issue 32): a stopped computation, also
        // inside a game's error, is a timeout, not a limit.
        let e = anyhow::Error::from(GameError::DeadlineExceeded).context("the search");
        assert_eq!(kind_of(&e), Kind::Timeout);
        let e = anyhow::Error::from(MhrgError::Game(GameError::Cancelled));
        assert_eq!(kind_of(&e), Kind::Timeout);
        let e = anyhow::Error::from(SatoWelterError::Game(GameError::DeadlineExceeded));
        assert_eq!(kind_of(&e), Kind::Timeout);
    }
}
