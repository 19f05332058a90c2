//! The wire types of `--json`: one schema for every subcommand,
//! `hookgames/1`, published as `docs/hookgames-json.schema.json` and
//! described in the guide's command-line chapter.
//!
//! Every object is built from these `#[derive(Serialize)]` types — never
//! by hand — and carries the same envelope: `"schema"` and `"command"`
//! (and `"line"` in batch mode), then the subcommand's fields.
//!
//! One rule for integers, by field and never by value: a quantity that
//! some accepted input can push above 2^53 (the largest integer a JSON
//! reader using doubles keeps exactly) is always a decimal string — parts,
//! multiplicities, sizes, numbers of rows, columns of boxes, hook lengths,
//! β-numbers, Grundy values, game-tree node and leaf counts. A quantity
//! that is bounded well below 2^53 whenever the command succeeds is a JSON
//! number — row indices, Durfee sizes, rectangle sides, table sides,
//! diagonal expressions, state counts and heights of trees, line numbers.
//! (This is the convention of the protocol-buffers JSON mapping for 64-bit
//! integers, applied per quantity.)

use std::borrow::Cow;
use std::fmt;

use hookgames::game::Convention;
use hookgames::partition::{ExponentNotation, PartitionRuns};
use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};

/// The value of every object's `"schema"` field. A change that can break
/// a reader of the JSON (a renamed or retyped field) changes this version.
pub const SCHEMA: &str = "hookgames/1";

/// The JSON Schema (draft 2020-12) of every object: the repository's
/// `docs/hookgames-json.schema.json`.
pub const JSON_SCHEMA: &str = include_str!("../hookgames-json.schema.json");

/// A `u64` quantity written as a decimal string (see the module docs).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Big(pub u64);

impl Serialize for Big {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&self.0)
    }
}

/// A Young diagram or shifted diagram in one form that holds every input
/// the parsers accept, 10^12 equal rows included: its runs
/// `[[part, multiplicity], …]` (parts strictly decreasing) and the same in
/// exponent notation (`"9,8,6,5^2,2"`, `"∅"` for the empty diagram), which
/// every subcommand reads back as a position.
///
/// It keeps the position as it was computed — its runs, or its parts one
/// by one — and writes both fields straight to the output when it is
/// serialized: no JSON value or string of the position is ever built, and
/// in text mode nothing of it is built at all.
#[derive(Debug, Clone)]
pub enum Position<'a> {
    /// `(part, multiplicity)` pairs, parts strictly decreasing.
    Runs(Cow<'a, [(u64, u64)]>),
    /// Non-increasing parts.
    Parts(Cow<'a, [u64]>),
}

impl<'a> Position<'a> {
    /// The position of a partition given by its runs.
    pub fn from_runs(runs: &'a PartitionRuns) -> Self {
        Position::Runs(Cow::Borrowed(runs.runs()))
    }

    /// The position of a partition given by its runs, owned.
    pub fn owned_runs(runs: &PartitionRuns) -> Position<'static> {
        Position::Runs(Cow::Owned(runs.runs().to_vec()))
    }

    /// The position of a non-increasing list of parts.
    pub fn from_parts(parts: impl Into<Cow<'a, [u64]>>) -> Self {
        Position::Parts(parts.into())
    }

    /// The runs `(part, multiplicity)`, computed as they are read.
    pub fn runs(&self) -> impl Iterator<Item = (u64, u64)> + '_ {
        self.exponent().runs()
    }

    /// The number of rows.
    pub fn num_parts(&self) -> u64 {
        match self {
            Position::Runs(r) => r.iter().map(|&(_, m)| m).sum(),
            Position::Parts(p) => p.len() as u64,
        }
    }

    /// The exponent notation, `9,8,6,5^2,2` (`∅` for the empty diagram).
    pub fn exponent(&self) -> ExponentNotation<'_> {
        match self {
            Position::Runs(r) => ExponentNotation::of_runs(r),
            Position::Parts(p) => ExponentNotation::of_parts(p),
        }
    }

    /// The parts one by one, `9,8,6,5,5,2` (`∅` for the empty diagram) —
    /// or the exponent notation when there are more than
    /// [`HOOK_TABLE_CAP`](crate::limits::HOOK_TABLE_CAP) rows (a run-length
    /// position is never expanded into text).
    pub fn plain(&self) -> Plain<'_, 'a> {
        Plain(self)
    }
}

/// [`Position::plain`].
#[derive(Debug)]
pub struct Plain<'p, 'a>(&'p Position<'a>);

impl fmt::Display for Plain<'_, '_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.num_parts() > crate::limits::HOOK_TABLE_CAP {
            return self.0.exponent().fmt(f);
        }
        let mut first = true;
        for (p, m) in self.0.runs() {
            for _ in 0..m {
                if !first {
                    f.write_str(",")?;
                }
                first = false;
                write!(f, "{p}")?;
            }
        }
        if first {
            f.write_str("∅")?;
        }
        Ok(())
    }
}

impl Serialize for Position<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        /// The runs as `[["part", "multiplicity"], …]`, written as read.
        struct Runs<'p, 'a>(&'p Position<'a>);
        impl Serialize for Runs<'_, '_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_seq(self.0.runs().map(|(p, m)| (Big(p), Big(m))))
            }
        }
        /// The exponent notation as a JSON string, written as formatted.
        struct Text<'p, 'a>(&'p Position<'a>);
        impl Serialize for Text<'_, '_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_str(&self.0.exponent())
            }
        }
        let mut st = s.serialize_struct("Position", 2)?;
        st.serialize_field("text", &Text(self))?;
        st.serialize_field("runs", &Runs(self))?;
        st.end()
    }
}

/// A position of d-dimensional LCTR (Gottlieb–Krnc–Muršič §8, the game
/// `multi-lctr`): its notation `{(1,4,1),(3,1,2)}` (`{}_d` when empty),
/// which every subcommand reads back, its dimension d and its corners,
/// lexicographically increasing, each coordinate a decimal string.
#[derive(Debug, Clone, Serialize)]
pub struct CornersPosition {
    /// The notation, `{(1,4,1),(3,1,2)}`.
    pub text: String,
    /// The dimension d.
    pub dimension: usize,
    /// The corners, d coordinates each.
    pub corners: Vec<Vec<Big>>,
}

impl CornersPosition {
    /// The JSON form of `c` (at most `MAX_CORNERS` × `MAX_DIMENSION`
    /// coordinates).
    pub fn of(c: &hookgames::lctr::Corners) -> Self {
        CornersPosition {
            text: c.to_string(),
            dimension: c.dimension(),
            corners: c
                .iter()
                .map(|p| p.iter().copied().map(Big).collect())
                .collect(),
        }
    }
}

/// A box (row, column) of a diagram, 1-based: where a chess piece stands
/// (Gottlieb–Krnc–Muršič §8). Both are JSON numbers: a chess board has at
/// most `MAX_CHESS_CELLS` = 2^22 boxes.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct Square {
    /// The row, 1-based.
    pub row: usize,
    /// The column, 1-based.
    pub column: u64,
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.row, self.column)
    }
}

/// The position of an object: a diagram, a set of corners
/// (`multi-lctr`), or the box of a chess piece (the `to` of a chess move).
#[derive(Debug, Clone, Serialize)]
#[serde(untagged)]
pub enum AnyPosition {
    /// A Young diagram or shifted diagram.
    Diagram(Position<'static>),
    /// A d-dimensional LCTR position.
    Corners(CornersPosition),
    /// A box of the chess board.
    Square(Square),
}

impl From<Position<'static>> for AnyPosition {
    fn from(p: Position<'static>) -> Self {
        AnyPosition::Diagram(p)
    }
}

impl fmt::Display for AnyPosition {
    /// A diagram's parts one by one ([`Position::plain`]), the corners'
    /// notation, or the box `(row,column)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyPosition::Diagram(p) => p.plain().fmt(f),
            AnyPosition::Corners(c) => f.write_str(&c.text),
            AnyPosition::Square(s) => s.fmt(f),
        }
    }
}

/// The play convention of the values in an object.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Play {
    /// Normal play: the player who cannot move loses.
    Normal,
    /// Misère play: the player who cannot move wins.
    Misere,
}

impl Play {
    /// Misère play if `misere`, else normal play.
    pub fn new(misere: bool) -> Self {
        if misere { Play::Misere } else { Play::Normal }
    }

    /// The engine's convention.
    pub fn convention(self) -> Convention {
        match self {
            Play::Normal => Convention::Normal,
            Play::Misere => Convention::Misere,
        }
    }
}

/// P (the previous player wins: value 0) or N (the next player wins), in
/// the play convention of the object.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Outcome {
    /// Value 0.
    P,
    /// Value ≥ 1.
    N,
}

impl Outcome {
    /// The outcome of a position of value `value`.
    pub fn of(value: u64) -> Self {
        if value == 0 { Outcome::P } else { Outcome::N }
    }
}

/// An m × n rectangle: m rows, n columns.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct Rect {
    /// The rows.
    pub m: usize,
    /// The columns.
    pub n: u64,
}

/// A box (i, j) of a diagram, 1-based, and the length of its hook.
#[derive(Debug, Clone, Serialize)]
pub struct HookBox {
    /// The row, 1-based.
    pub row: usize,
    /// The column, 1-based.
    pub column: Big,
    /// The length of the hook.
    pub length: Big,
}

/// The envelope of every object: the schema version, the subcommand, the
/// line of a batch, then the subcommand's own fields.
#[derive(Debug, Serialize)]
pub struct Envelope<T: Serialize> {
    /// [`SCHEMA`].
    pub schema: &'static str,
    /// The subcommand (absent when the command line named none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub command: Option<&'static str>,
    /// The 1-based line of a batch.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<u64>,
    /// The subcommand's own fields.
    #[serde(flatten)]
    pub body: T,
}

/// Writes `body` as one line of JSON with the envelope of `command`.
///
/// # Errors
///
/// The writer's error.
pub fn write_line<T: Serialize>(
    out: &mut impl std::io::Write,
    command: &'static str,
    line: Option<u64>,
    body: T,
) -> anyhow::Result<()> {
    let obj = Envelope {
        schema: SCHEMA,
        command: Some(command),
        line,
        body,
    };
    serde_json::to_writer(&mut *out, &obj)?;
    writeln!(out)?;
    Ok(())
}

/// The error object: `{"error": {"kind": …, "message": …}}`.
#[derive(Debug, Serialize)]
pub struct ErrorBody<'a> {
    /// What went wrong.
    pub error: ErrorDetail<'a>,
}

/// What went wrong.
#[derive(Debug, Serialize)]
pub struct ErrorDetail<'a> {
    /// The kind.
    pub kind: crate::error::Kind,
    /// The one-line message.
    pub message: &'a str,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_runs_and_exponent_notation() {
        let p = Position::from_parts(&[9, 8, 6, 5, 5, 2][..]);
        assert_eq!(
            serde_json::to_string(&p).unwrap(),
            r#"{"text":"9,8,6,5^2,2","runs":[["9","1"],["8","1"],["6","1"],["5","2"],["2","1"]]}"#
        );
        let r: PartitionRuns = "7^1000000000000,3^5".parse().unwrap();
        let q = Position::from_runs(&r);
        assert_eq!(q.exponent().to_string(), "7^1000000000000,3^5");
        assert_eq!(q.plain().to_string(), "7^1000000000000,3^5");
        assert_eq!(p.plain().to_string(), "9,8,6,5,5,2");
        assert_eq!(
            serde_json::to_string(&q).unwrap(),
            r#"{"text":"7^1000000000000,3^5","runs":[["7","1000000000000"],["3","5"]]}"#
        );
        let e = Position::from_parts(&[][..]);
        assert_eq!(e.plain().to_string(), "∅");
        assert_eq!(
            serde_json::to_string(&e).unwrap(),
            r#"{"text":"∅","runs":[]}"#
        );
        // Both constructors agree.
        let r: PartitionRuns = "9,8,6,5,5,2".parse().unwrap();
        assert_eq!(
            serde_json::to_string(&Position::from_runs(&r)).unwrap(),
            serde_json::to_string(&p).unwrap()
        );
    }

    #[test]
    fn big_integers_are_strings() {
        assert_eq!(
            serde_json::to_string(&Big(u64::MAX)).unwrap(),
            "\"18446744073709551615\""
        );
        assert_eq!(serde_json::to_string(&Play::Misere).unwrap(), "\"misere\"");
        assert_eq!(serde_json::to_string(&Outcome::of(0)).unwrap(), "\"P\"");
    }
}
