//! The `serde` feature: each type is written in the form of the papers and
//! read back only through its checked constructor, so that deserialization
//! never builds an invalid value (the error is the constructor's
//! [`MayaError`](crate::MayaError) message).
//!
//! | type | form |
//! | --- | --- |
//! | [`MayaDiagram`] (= `BetaSet`) | its stones, largest first: `[14, 12, 9, 7, 6, 2]` |
//! | [`RectSubset`] | `{"m": 3, "n": 5, "elements": [3, 6, 7]}` (elements increasing) |
//! | [`Abacus`] | `{"n": 2, "beta_numbers": [14, 12, 9, 7, 6, 2]}` |

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::{Abacus, MayaDiagram, RectSubset};

/// Writes the items of an iterator as a sequence.
fn write_seq<S: Serializer>(
    serializer: S,
    items: impl ExactSizeIterator<Item = u64>,
) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeSeq;
    let mut seq = serializer.serialize_seq(Some(items.len()))?;
    for x in items {
        seq.serialize_element(&x)?;
    }
    seq.end()
}

impl Serialize for MayaDiagram {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        write_seq(serializer, self.stones())
    }
}

impl<'de> Deserialize<'de> for MayaDiagram {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let stones = Vec::<u64>::deserialize(deserializer)?;
        MayaDiagram::new(stones).map_err(D::Error::custom)
    }
}

/// The written form of a [`RectSubset`].
#[derive(Serialize, Deserialize)]
#[serde(rename = "RectSubset", deny_unknown_fields)]
struct RectSubsetForm {
    m: usize,
    n: u64,
    elements: Vec<u64>,
}

impl Serialize for RectSubset {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        RectSubsetForm {
            m: self.m(),
            n: self.n(),
            elements: self.elements().collect(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for RectSubset {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let RectSubsetForm { m, n, elements } = RectSubsetForm::deserialize(deserializer)?;
        RectSubset::new(m, n, elements).map_err(D::Error::custom)
    }
}

/// The written form of an [`Abacus`].
#[derive(Serialize, Deserialize)]
#[serde(rename = "Abacus", deny_unknown_fields)]
struct AbacusForm {
    n: u64,
    beta_numbers: Vec<u64>,
}

impl Serialize for Abacus {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        AbacusForm {
            n: self.n(),
            beta_numbers: self.beta_numbers(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Abacus {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let AbacusForm { n, beta_numbers } = AbacusForm::deserialize(deserializer)?;
        Abacus::from_beta_numbers(beta_numbers, n).map_err(D::Error::custom)
    }
}
