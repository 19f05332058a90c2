//! The `serde` feature: Coxeter data round-trip through JSON, and arbitrary
//! graphs read as a datum exactly when `CoxeterDatum::new` accepts them.
//! Run with `cargo test -p hookgames-coxeter --features serde`.
#![cfg(feature = "serde")]

use hookgames_coxeter::CoxeterDatum;
use quickcheck::{Arbitrary, Gen, quickcheck};
use serde_json::json;

/// A random tree on 1..=12 vertices (vertex k joined to a smaller one)
/// with a random marked vertex.
#[derive(Clone, Debug)]
struct Tree(CoxeterDatum);

impl Arbitrary for Tree {
    fn arbitrary(g: &mut Gen) -> Self {
        let n = 1 + usize::arbitrary(g) % 12;
        let edges: Vec<(usize, usize)> = (1..n).map(|k| (usize::arbitrary(g) % k, k)).collect();
        Tree(CoxeterDatum::new(n, &edges, usize::arbitrary(g) % n).unwrap())
    }
}

quickcheck! {
    fn data_round_trip(t: Tree) -> bool {
        let json = serde_json::to_string(&t.0).unwrap();
        serde_json::from_str::<CoxeterDatum>(&json).unwrap() == t.0
    }

    /// Arbitrary graphs: read exactly when they are trees with α_* in range,
    /// and then as the datum `CoxeterDatum::new` builds.
    fn arbitrary_json_data(n: u8, edges: Vec<(u8, u8)>, star: u8) -> bool {
        let n = usize::from(n % 8);
        let edges: Vec<(usize, usize)> =
            edges.into_iter().take(8).map(|(a, b)| (usize::from(a % 9), usize::from(b % 9))).collect();
        let star = usize::from(star % 9);
        let read = serde_json::from_value::<CoxeterDatum>(json!({"vertices": n, "edges": edges, "star": star}));
        match (read, CoxeterDatum::new(n, &edges, star)) {
            (Ok(d), Ok(e)) => d == e && d.vertex_count() == n && d.star() == star,
            (Err(_), Err(_)) => true,
            _ => false,
        }
    }
}

#[test]
fn documented_form_and_errors() {
    let d = CoxeterDatum::path(4, 0).unwrap();
    assert_eq!(
        serde_json::to_string(&d).unwrap(),
        r#"{"vertices":4,"edges":[[0,1],[1,2],[2,3]],"star":0}"#
    );
    let e = serde_json::from_value::<CoxeterDatum>(
        json!({"vertices": 2, "edges": [[0, 1]], "star": 5}),
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains('5'), "{e}");
    let e = serde_json::from_value::<CoxeterDatum>(
        json!({"vertices": 2, "edges": [], "star": 0, "word": []}),
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("unknown field"), "{e}");
}
