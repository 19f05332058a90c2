//! The `serde` feature: a [`CoxeterDatum`] as its vertex count, edges and
//! marked vertex, read back through [`CoxeterDatum::new`].

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::CoxeterDatum;

/// The written form of a [`CoxeterDatum`].
#[derive(Serialize, Deserialize)]
#[serde(rename = "CoxeterDatum", deny_unknown_fields)]
struct DatumForm {
    vertices: usize,
    edges: Vec<(usize, usize)>,
    star: usize,
}

impl Serialize for CoxeterDatum {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let vertices = self.vertex_count();
        let edges = (0..vertices)
            .flat_map(|a| {
                self.neighbors(a)
                    .iter()
                    .filter(move |&&b| a < b)
                    .map(move |&b| (a, b))
            })
            .collect();
        DatumForm {
            vertices,
            edges,
            star: self.star(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for CoxeterDatum {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let DatumForm {
            vertices,
            edges,
            star,
        } = DatumForm::deserialize(deserializer)?;
        CoxeterDatum::new(vertices, &edges, star).map_err(D::Error::custom)
    }
}
