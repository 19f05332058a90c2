//! The `serde` feature: every type is written in the form a researcher reads
//! and writes by hand, and read back only through its checked constructor,
//! so that deserialization never builds an invalid value (the error is the
//! constructor's [`PartitionError`](crate::PartitionError) message).
//!
//! | type | form |
//! | --- | --- |
//! | [`Partition`] | its parts, largest first: `[9, 8, 6, 5, 5, 2]` |
//! | [`PartitionRuns`] | `[part, multiplicity]` pairs, parts decreasing: `[[6, 1], [4, 3]]` |
//! | [`ShiftedPartition`] | its strictly decreasing parts: `[7, 6, 4, 3, 2]` |
//! | [`Rectangle`] | `{"m": 3, "n": 5}` |
//! | [`DiagonalExpr`] | `{"m": 3, "n": 5, "values": [a_{−m}, …, a_n]}` |
//! | [`ShiftedDiagonalExpr`] | `[b_0, …, b_n]` |
//! | [`Bulge`], [`ShiftedMove`] | derived: `"Left"`, `{"Interval": {"l": 1, "r": 5}}` |

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::{
    DiagonalExpr, Partition, PartitionRuns, Rectangle, ShiftedDiagonalExpr, ShiftedPartition,
};

impl Serialize for Partition {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.parts().serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Partition {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let parts = Vec::<u64>::deserialize(deserializer)?;
        Partition::new(parts).map_err(D::Error::custom)
    }
}

impl Serialize for PartitionRuns {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.runs().serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for PartitionRuns {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let runs = Vec::<(u64, u64)>::deserialize(deserializer)?;
        PartitionRuns::new(runs).map_err(D::Error::custom)
    }
}

impl Serialize for ShiftedPartition {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.parts().serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for ShiftedPartition {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let parts = Vec::<u64>::deserialize(deserializer)?;
        ShiftedPartition::new(parts).map_err(D::Error::custom)
    }
}

/// The written form of a [`Rectangle`].
#[derive(Serialize, Deserialize)]
#[serde(rename = "Rectangle", deny_unknown_fields)]
struct RectangleForm {
    m: usize,
    n: u64,
}

impl Serialize for Rectangle {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        RectangleForm {
            m: self.m(),
            n: self.n(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Rectangle {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let RectangleForm { m, n } = RectangleForm::deserialize(deserializer)?;
        Rectangle::new(m, n).map_err(D::Error::custom)
    }
}

/// The written form of a [`DiagonalExpr`] (borrowed when writing).
#[derive(Serialize)]
#[serde(rename = "DiagonalExpr")]
struct DiagonalExprRef<'a> {
    m: usize,
    n: u64,
    values: &'a [u64],
}

/// The written form of a [`DiagonalExpr`] (owned when reading).
#[derive(Deserialize)]
#[serde(rename = "DiagonalExpr", deny_unknown_fields)]
struct DiagonalExprForm {
    m: usize,
    n: u64,
    values: Vec<u64>,
}

impl Serialize for DiagonalExpr {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        DiagonalExprRef {
            m: self.m(),
            n: self.n(),
            values: self.values(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for DiagonalExpr {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let DiagonalExprForm { m, n, values } = DiagonalExprForm::deserialize(deserializer)?;
        DiagonalExpr::new(m, n, values).map_err(D::Error::custom)
    }
}

impl Serialize for ShiftedDiagonalExpr {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.values().serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for ShiftedDiagonalExpr {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let values = Vec::<u64>::deserialize(deserializer)?;
        ShiftedDiagonalExpr::new(values).map_err(D::Error::custom)
    }
}
