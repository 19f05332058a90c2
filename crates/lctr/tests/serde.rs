//! The `serde` feature: boards, tree parameters, variants and families
//! round-trip through JSON, and arbitrary JSON either reads as a board that
//! `Board::new` builds or fails. Run with `cargo test -p hookgames-lctr --features serde`.
#![cfg(feature = "serde")]

use hookgames_game::Convention;
use hookgames_lctr::{Board, Family, LctrVariant, TreeParameters};
use hookgames_partition::Partition;
use quickcheck::{Arbitrary, Gen, TestResult, quickcheck};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::json;

fn round_trips<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(x: &T) -> bool {
    let text = serde_json::to_string(x).expect("serializes");
    let back: T = serde_json::from_str(&text).expect("reads back what it wrote");
    back == *x
}

/// A random small partition.
#[derive(Clone, Debug)]
struct P(Partition);

impl Arbitrary for P {
    fn arbitrary(g: &mut Gen) -> Self {
        let len = usize::arbitrary(g) % 7;
        let mut v: Vec<u64> = (0..len).map(|_| 1 + u64::arbitrary(g) % 8).collect();
        v.sort_unstable_by(|a, b| b.cmp(a));
        P(Partition::new(v).unwrap())
    }
}

fn game(downright: bool, misere: bool) -> (LctrVariant, Convention) {
    (
        if downright {
            LctrVariant::Downright
        } else {
            LctrVariant::Lctr
        },
        if misere {
            Convention::Misere
        } else {
            Convention::Normal
        },
    )
}

quickcheck! {
    fn boards_round_trip(y: P, downright: bool, misere: bool) -> TestResult {
        let (v, c) = game(downright, misere);
        match Board::new(v, &y.0, c) {
            Ok(b) => TestResult::from_bool(round_trips(&b)),
            Err(_) => TestResult::discard(),
        }
    }

    fn tree_parameters_round_trip(y: P, downright: bool) -> TestResult {
        let (v, _) = game(downright, false);
        match v.tree_parameters(&y.0) {
            Ok(t) => TestResult::from_bool(round_trips(&t)),
            Err(_) => TestResult::discard(),
        }
    }

    fn families_round_trip(r: usize, c: u64, k: u8) -> bool {
        let f = match k % 3 {
            0 => Family::Staircase { r },
            1 => Family::Rectangle { rows: r, cols: c },
            _ => Family::Gamma { rows: r, cols: c },
        };
        round_trips(&f) && round_trips(&LctrVariant::Lctr) && round_trips(&LctrVariant::Downright)
    }

    /// A board with arbitrary values reads back exactly when they are the
    /// values of the game, and then it is the board `Board::new` builds.
    fn arbitrary_json_board(y: P, downright: bool, misere: bool, values: Vec<Vec<u8>>, mangle: u8) -> bool {
        let (v, c) = game(downright, misere);
        let truth = Board::new(v, &y.0, c).ok();
        let mut j = json!({"variant": v, "convention": c, "partition": y.0.parts()});
        match (mangle % 4, &truth) {
            // The true values, one of them perhaps changed.
            (0 | 1, Some(b)) => {
                let mut rows: Vec<Vec<u64>> = (0..y.0.len()).map(|i| b.row(i).collect()).collect();
                if mangle % 4 == 1
                    && let Some(x) = rows.iter_mut().flatten().next()
                {
                    *x = (*x + 1) % 4;
                }
                j["values"] = json!(rows);
            }
            (2, _) => j["values"] = json!(values.iter().map(|r| r.iter().map(|x| x % 4).collect::<Vec<_>>()).collect::<Vec<_>>()),
            _ => {}
        }
        match serde_json::from_value::<Board>(j.clone()) {
            Ok(b) => {
                let given = j.get("values").cloned();
                Some(&b) == truth.as_ref()
                    && given.is_none_or(|g| g == serde_json::to_value(&b).unwrap()["values"])
            }
            // Refused: no board, or values that are not the board's.
            Err(_) => truth.is_none_or(|b| {
                j.get("values").is_some_and(|g| *g != serde_json::to_value(&b).unwrap()["values"])
            }),
        }
    }
}

#[test]
fn documented_forms_and_errors() {
    let lambda = Partition::new(vec![8, 7, 6, 5, 5, 2, 1]).unwrap(); // Figure 5
    let b = Board::new(LctrVariant::Downright, &lambda, Convention::Normal).unwrap();
    let v = serde_json::to_value(&b).unwrap();
    assert_eq!(v["values"][0], json!([0, 1, 2, 0, 1, 0, 1, 0]));
    assert_eq!(v["variant"], json!("Downright"));
    let e = serde_json::from_value::<Board>(
        json!({"variant": "Downright", "convention": "Normal", "partition": []}),
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("Downright"), "{e}");
    let e = serde_json::from_value::<Board>(
        json!({"variant": "Lctr", "convention": "Normal", "partition": [2], "values": [[0]]}),
    )
    .unwrap_err()
    .to_string();
    assert!(e.starts_with("row 1 of the board of 2 has 2 values"), "{e}");
    let big: TreeParameters = serde_json::from_value(json!({
        "states": 3, "nodes": "123456789012345678901234567890", "leaves": "7", "height": 2
    }))
    .unwrap();
    assert_eq!(big.nodes.to_string(), "123456789012345678901234567890");
    assert!(
        serde_json::from_value::<TreeParameters>(json!({
            "states": 3, "nodes": 5, "leaves": "7", "height": 2
        }))
        .is_err()
    );
}
