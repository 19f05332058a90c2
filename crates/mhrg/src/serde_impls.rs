//! The `serde` feature: positions, moves, games and tables of values, each
//! read back only through its checked constructor (tables: by solving the
//! game again and comparing), so that deserialization never builds an
//! invalid value.
//!
//! | type | form |
//! | --- | --- |
//! | [`RectPos`] | the elements of I(Y), increasing: `[3, 6, 7]` |
//! | [`RectMove`](crate::RectMove), [`ValuedMove`](crate::ValuedMove) | derived (field names) |
//! | [`RectGame`], [`PositionSpace`] | `{"m": 3, "n": 5}` |
//! | [`PositionValues`] | `{"m": 2, "n": 4, "values": [...]}`, values in the order of [`PositionSpace::iter`] |
//! | [`StartTable`] | `{"max": 4, "values": [[...], ...]}`, row m holds G(Y_{m,1}), …, G(Y_{m,max}) |

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use hookgames_game::{DEFAULT_MAX_BYTES, Engine, Limits};

use crate::{
    PositionSpace, PositionValues, RectGame, RectPos, StartTable, solve_positions, start_table,
};

impl Serialize for RectPos {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.elements())
    }
}

impl<'de> Deserialize<'de> for RectPos {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let elements = Vec::<u64>::deserialize(deserializer)?;
        let mut word = 0u64;
        for x in elements {
            if !(1..=64).contains(&x) {
                return Err(D::Error::custom(format_args!(
                    "element {x} of I(Y) is outside [1, 64], the cells of a RectPos word"
                )));
            }
            if word >> (x - 1) & 1 == 1 {
                return Err(D::Error::custom(format_args!(
                    "element {x} of I(Y) is listed twice"
                )));
            }
            word |= 1 << (x - 1);
        }
        Ok(RectPos::from_word(word))
    }
}

/// The written form of a rectangle game or a position space.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Sides {
    m: usize,
    n: u64,
}

impl Serialize for RectGame {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Sides {
            m: self.m(),
            n: self.n(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for RectGame {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let Sides { m, n } = Sides::deserialize(deserializer)?;
        RectGame::new(m, n).map_err(D::Error::custom)
    }
}

impl Serialize for PositionSpace {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Sides {
            m: self.m(),
            n: self.n(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for PositionSpace {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let Sides { m, n } = Sides::deserialize(deserializer)?;
        PositionSpace::new(m, n).map_err(D::Error::custom)
    }
}

/// The written form of a [`PositionValues`].
#[derive(Serialize, Deserialize)]
#[serde(rename = "PositionValues", deny_unknown_fields)]
struct PositionValuesForm {
    m: usize,
    n: u64,
    values: Vec<u64>,
}

impl Serialize for PositionValues {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        PositionValuesForm {
            m: self.space().m(),
            n: self.space().n(),
            values: self.iter().map(|(_, v)| v).collect(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for PositionValues {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let PositionValuesForm { m, n, values } = PositionValuesForm::deserialize(deserializer)?;
        // The length first, so that a short file never starts a large solve.
        let space = PositionSpace::new(m, n).map_err(D::Error::custom)?;
        if values.len() as u64 != space.count() {
            return Err(D::Error::custom(format_args!(
                "MHRG({m}, {n}) has {} game positions, one value each, got {} values",
                space.count(),
                values.len()
            )));
        }
        // The file's values already take 8 bytes per position in memory.
        let budget = DEFAULT_MAX_BYTES.max(2 * space.count());
        let engine = Engine::new().with_limits(Limits::default().with_max_bytes(budget));
        let solved = solve_positions(m, n, &engine).map_err(D::Error::custom)?;
        if let Some(((p, actual), given)) = solved.iter().zip(&values).find(|((_, a), g)| a != *g) {
            return Err(D::Error::custom(format_args!(
                "the value of the position I(Y) = {p} of MHRG({m}, {n}) is {actual}, not {given}"
            )));
        }
        Ok(solved)
    }
}

/// The written form of a [`StartTable`].
#[derive(Serialize, Deserialize)]
#[serde(rename = "StartTable", deny_unknown_fields)]
struct StartTableForm {
    max: usize,
    values: Vec<Vec<u64>>,
}

impl Serialize for StartTable {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        StartTableForm {
            max: self.max(),
            values: (1..=self.max())
                .map(|m| self.row(m).unwrap_or_default().to_vec())
                .collect(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for StartTable {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let StartTableForm { max, values } = StartTableForm::deserialize(deserializer)?;
        // The shape first, so that a malformed file never starts a solve.
        if values.len() != max || values.iter().any(|row| row.len() != max) {
            return Err(D::Error::custom(format_args!(
                "a start table of side {max} has {max} rows of {max} values"
            )));
        }
        let table = start_table(max, &Engine::new()).map_err(D::Error::custom)?;
        for (m, row) in (1..=max).zip(&values) {
            for (n, &given) in (1..=max as u64).zip(row) {
                let actual = table.get(m, n).unwrap_or_default();
                if actual != given {
                    return Err(D::Error::custom(format_args!(
                        "G(Y_{{{m},{n}}}) is {actual}, not {given} (Abuku–Tada, Table 1)"
                    )));
                }
            }
        }
        Ok(table)
    }
}
