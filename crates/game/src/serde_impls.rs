//! The `serde` feature. Plain value types derive their form (field names
//! and variant names as in Rust, externally tagged enums); the rest are
//! written by hand here:
//!
//! | type | form |
//! | --- | --- |
//! | [`TreeStatistics`](crate::TreeStatistics) | derived, with `nodes` and `leaves` as decimal strings |
//! | [`Periodicity`] | `{"preperiod": 0, "period": 7, "values": [0, 1, 0, 1, 2, 3, 2]}` |
//! | [`IsomorphismError`] | externally tagged; the map's error as its message |
//! | [`GameError`] | derived, written only (externally tagged) |
//! | [`GrundyTable`] | written only: `{"convention": "Normal", "values": [0, 1, null]}` |
//!
//! Reading never builds an invalid value: a periodicity must be the least
//! one, big integers must be decimal digits. Errors are written only (their
//! texts are `&'static str`); an isomorphism error reads back only as a
//! counterexample, not as a [`Limit`](IsomorphismError::Limit).

use std::fmt;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::{Convention, GameError, GrundyTable, Indexed, IsomorphismError, Periodicity};

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

/// The written form of a [`Periodicity`].
#[derive(Serialize, Deserialize)]
#[serde(rename = "Periodicity", deny_unknown_fields)]
struct PeriodicityForm<V> {
    preperiod: u64,
    period: u64,
    values: V,
}

impl Serialize for Periodicity {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        PeriodicityForm {
            preperiod: self.preperiod(),
            period: self.period(),
            values: self.values(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Periodicity {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let PeriodicityForm {
            preperiod,
            period,
            values,
        } = PeriodicityForm::<Vec<u64>>::deserialize(deserializer)?;
        if period == 0 {
            return Err(D::Error::custom("a period is at least 1, got 0"));
        }
        let (n0, p) = (preperiod as usize, period as usize);
        if preperiod.checked_add(period) != Some(values.len() as u64) {
            return Err(D::Error::custom(format_args!(
                "a periodicity lists preperiod + period = {} values, got {}",
                u128::from(preperiod) + u128::from(period),
                values.len()
            )));
        }
        let least = Periodicity::minimize(&values, n0, p);
        if least.preperiod() != preperiod || least.period() != period {
            return Err(D::Error::custom(format_args!(
                "preperiod {preperiod} and period {period} are not the least: these values have \
                 preperiod {} and period {}; write those",
                least.preperiod(),
                least.period()
            )));
        }
        Ok(least)
    }
}

/// The written form of an [`IsomorphismError`] (borrowed when writing).
#[derive(Serialize)]
#[serde(rename = "IsomorphismError")]
enum IsomorphismErrorRef<'a, S, T> {
    RootMismatch {
        image: &'a T,
        expected: &'a T,
    },
    NotInjective {
        first: &'a S,
        second: &'a S,
        image: &'a T,
    },
    ExtraOption {
        position: &'a S,
        position_image: &'a T,
        option: &'a S,
        option_image: &'a T,
    },
    MissingOption {
        position: &'a S,
        position_image: &'a T,
        option: &'a T,
    },
    MapFailed {
        position: &'a S,
        error: String,
    },
    Limit(&'a GameError),
}

/// The written form of an [`IsomorphismError`] (owned when reading).
#[derive(Deserialize)]
#[serde(rename = "IsomorphismError")]
enum IsomorphismErrorForm<S, T> {
    RootMismatch {
        image: T,
        expected: T,
    },
    NotInjective {
        first: S,
        second: S,
        image: T,
    },
    ExtraOption {
        position: S,
        position_image: T,
        option: S,
        option_image: T,
    },
    MissingOption {
        position: S,
        position_image: T,
        option: T,
    },
    MapFailed {
        position: S,
        error: String,
    },
}

impl<S: Serialize, T: Serialize, E: fmt::Display> Serialize for IsomorphismError<S, T, E> {
    fn serialize<Ser: Serializer>(&self, serializer: Ser) -> Result<Ser::Ok, Ser::Error> {
        match self {
            IsomorphismError::RootMismatch { image, expected } => {
                IsomorphismErrorRef::RootMismatch { image, expected }
            }
            IsomorphismError::NotInjective {
                first,
                second,
                image,
            } => IsomorphismErrorRef::NotInjective {
                first,
                second,
                image,
            },
            IsomorphismError::ExtraOption {
                position,
                position_image,
                option,
                option_image,
            } => IsomorphismErrorRef::ExtraOption {
                position,
                position_image,
                option,
                option_image,
            },
            IsomorphismError::MissingOption {
                position,
                position_image,
                option,
            } => IsomorphismErrorRef::MissingOption {
                position,
                position_image,
                option,
            },
            IsomorphismError::MapFailed { position, error } => IsomorphismErrorRef::MapFailed {
                position,
                error: error.to_string(),
            },
            IsomorphismError::Limit(e) => IsomorphismErrorRef::Limit(e),
        }
        .serialize(serializer)
    }
}

impl<'de, S: Deserialize<'de>, T: Deserialize<'de>> Deserialize<'de>
    for IsomorphismError<S, T, String>
{
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(match IsomorphismErrorForm::deserialize(deserializer)? {
            IsomorphismErrorForm::RootMismatch { image, expected } => {
                IsomorphismError::RootMismatch { image, expected }
            }
            IsomorphismErrorForm::NotInjective {
                first,
                second,
                image,
            } => IsomorphismError::NotInjective {
                first,
                second,
                image,
            },
            IsomorphismErrorForm::ExtraOption {
                position,
                position_image,
                option,
                option_image,
            } => IsomorphismError::ExtraOption {
                position,
                position_image,
                option,
                option_image,
            },
            IsomorphismErrorForm::MissingOption {
                position,
                position_image,
                option,
            } => IsomorphismError::MissingOption {
                position,
                position_image,
                option,
            },
            IsomorphismErrorForm::MapFailed { position, error } => {
                IsomorphismError::MapFailed { position, error }
            }
        })
    }
}

/// The written form of a [`GrundyTable`].
#[derive(Serialize)]
#[serde(rename = "GrundyTable")]
struct GrundyTableRef<V> {
    convention: Convention,
    values: V,
}

/// The values of a table by rank, `None` for an unsolved state.
struct RankedValues<'a, A: Indexed>(&'a GrundyTable<A>);

impl<A: Indexed> Serialize for RankedValues<'_, A> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq((0..self.0.count()).map(|r| self.0.get(r)))
    }
}

impl<A: Indexed> Serialize for GrundyTable<A> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        GrundyTableRef {
            convention: self.convention(),
            values: RankedValues(self),
        }
        .serialize(serializer)
    }
}
