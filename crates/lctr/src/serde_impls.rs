//! The `serde` feature: [`LctrVariant`](crate::LctrVariant) and
//! [`Family`](crate::Family) derive their forms; [`TreeParameters`](crate::TreeParameters)
//! derives its form with the big counts as decimal strings; a [`Board`] is
//! written with the game, the convention, the partition and its values and
//! read back by solving the game again through [`Board::new`] (the values
//! in the file, if given, must be the ones it finds).

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use hookgames_game::Convention;
use hookgames_partition::Partition;

use crate::{Board, LctrVariant};

/// `BigUint` as a string of decimal digits: readable, exact whatever the
/// size, and safe from JSON readers that parse numbers as doubles.
pub(crate) mod decimal {
    use num_bigint::BigUint;
    use serde::de::Error as _;
    use serde::{Deserialize, Deserializer, Serializer};

    pub(crate) fn serialize<S: Serializer>(x: &BigUint, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(x)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<BigUint, D::Error> {
        let s = String::deserialize(deserializer)?;
        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err(D::Error::custom(format_args!(
                "{s:?} is not a count: write a non-negative integer as a string of decimal digits"
            )));
        }
        BigUint::parse_bytes(s.as_bytes(), 10)
            .ok_or_else(|| D::Error::custom(format_args!("{s:?} is not a decimal number")))
    }
}

/// The written form of a [`Board`].
#[derive(Serialize, Deserialize)]
#[serde(rename = "Board", deny_unknown_fields)]
struct BoardForm {
    variant: LctrVariant,
    convention: Convention,
    partition: Partition,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    values: Option<Vec<Vec<u64>>>,
}

impl Serialize for Board {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let rows = self.partition().len();
        BoardForm {
            variant: self.variant(),
            convention: self.convention(),
            partition: self.partition().clone(),
            values: Some((0..rows).map(|i| self.row(i).collect()).collect()),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Board {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let form = BoardForm::deserialize(deserializer)?;
        let board =
            Board::new(form.variant, &form.partition, form.convention).map_err(D::Error::custom)?;
        if let Some(values) = form.values {
            let parts = form.partition.parts();
            if values.len() != parts.len() {
                return Err(D::Error::custom(format_args!(
                    "the board of {} has {} rows of values, one per part, got {}",
                    form.partition,
                    parts.len(),
                    values.len()
                )));
            }
            for (i, (row, &part)) in values.iter().zip(parts).enumerate() {
                if row.len() as u64 != part {
                    return Err(D::Error::custom(format_args!(
                        "row {} of the board of {} has {part} values, one per box, got {}",
                        i + 1,
                        form.partition,
                        row.len()
                    )));
                }
                for (j, (&given, actual)) in row.iter().zip(board.row(i)).enumerate() {
                    if given != actual {
                        return Err(D::Error::custom(format_args!(
                            "box ({}, {}) of the board of {} under {:?} play holds {given}, \
                             but SG(A[{i}, {j}]) = {actual} ({} board)",
                            i + 1,
                            j + 1,
                            form.partition,
                            form.convention,
                            form.variant
                        )));
                    }
                }
            }
        }
        Ok(board)
    }
}
