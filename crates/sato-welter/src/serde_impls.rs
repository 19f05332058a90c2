//! The `serde` feature: the moves of the two realizations, written with
//! their field names and read back with their own consistency checked
//! (boxes and hook lengths at least 1; a stone moves down, from a cell the
//! result leaves empty to one it fills). A move is a record of a move from
//! some position, which the file does not hold; no function of this crate
//! takes a move as input.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use hookgames_maya::MayaDiagram;
use hookgames_partition::Partition;

use crate::{Move, StoneMove};

/// The written form of a [`Move`].
#[derive(Serialize, Deserialize)]
#[serde(rename = "Move", deny_unknown_fields)]
struct MoveForm<P> {
    row: usize,
    col: u64,
    hook_length: u64,
    result: P,
}

impl Serialize for Move {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        MoveForm {
            row: self.row,
            col: self.col,
            hook_length: self.hook_length,
            result: &self.result,
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Move {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let MoveForm {
            row,
            col,
            hook_length,
            result,
        } = MoveForm::<Partition>::deserialize(deserializer)?;
        if row == 0 || col == 0 {
            return Err(D::Error::custom(format_args!(
                "box ({row}, {col}) is not a box: rows and columns are 1-based"
            )));
        }
        if hook_length == 0 {
            return Err(D::Error::custom(
                "a hook has at least one box, got hook length 0",
            ));
        }
        Ok(Move {
            row,
            col,
            hook_length,
            result,
        })
    }
}

/// The written form of a [`StoneMove`].
#[derive(Serialize, Deserialize)]
#[serde(rename = "StoneMove", deny_unknown_fields)]
struct StoneMoveForm<M> {
    from: u64,
    to: u64,
    row: usize,
    col: u64,
    result: M,
}

impl Serialize for StoneMove {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        StoneMoveForm {
            from: self.from,
            to: self.to,
            row: self.row,
            col: self.col,
            result: &self.result,
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for StoneMove {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let StoneMoveForm {
            from,
            to,
            row,
            col,
            result,
        } = StoneMoveForm::<MayaDiagram>::deserialize(deserializer)?;
        if to >= from {
            return Err(D::Error::custom(format_args!(
                "a stone moves down: from {from} to {to} is not a move"
            )));
        }
        if row == 0 || col == 0 {
            return Err(D::Error::custom(format_args!(
                "box ({row}, {col}) is not a box: rows and columns are 1-based"
            )));
        }
        if result.contains(from) || !result.contains(to) {
            return Err(D::Error::custom(format_args!(
                "after the move {from} → {to} the board has a stone on {to} and none on {from}, \
                 but the result is {result}"
            )));
        }
        Ok(StoneMove {
            from,
            to,
            row,
            col,
            result,
        })
    }
}
