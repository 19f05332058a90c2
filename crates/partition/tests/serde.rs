//! The `serde` feature: every serializable type round-trips through JSON,
//! and arbitrary JSON either deserializes to a valid value or fails — never
//! to an invalid one. Run with `cargo test -p hookgames-partition --features serde`.
#![cfg(feature = "serde")]

use hookgames_partition::{
    Bulge, DiagonalExpr, Partition, PartitionRuns, Rectangle, ShiftedDiagonalExpr, ShiftedMove,
    ShiftedPartition,
};
use quickcheck::{Arbitrary, Gen, TestResult, quickcheck};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

/// value → JSON → value is the identity.
fn round_trips<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(x: &T) -> bool {
    let text = serde_json::to_string(x).expect("serializes");
    let back: T = serde_json::from_str(&text).expect("reads back what it wrote");
    back == *x
}

/// A random small number, sometimes 0, sometimes huge.
fn number(g: &mut Gen) -> u64 {
    match u8::arbitrary(g) % 10 {
        0 => 0,
        1 => u64::MAX - u64::from(u8::arbitrary(g)),
        2 => u64::arbitrary(g) >> 20,
        _ => u64::from(u8::arbitrary(g) % 12),
    }
}

/// Arbitrary JSON, biased towards arrays of numbers that are nearly
/// partitions (sorted, then perturbed), so that both outcomes occur.
#[derive(Clone, Debug)]
struct Json(Value);

fn json_value(g: &mut Gen, depth: u32) -> Value {
    match u8::arbitrary(g) % 12 {
        0 => Value::Null,
        1 => json!(i64::arbitrary(g) % 5),
        2 => json!(String::from(
            *g.choose(&["3x5", "6,5,4^3", "", "x"]).unwrap()
        )),
        3 if depth > 0 => {
            let m = u8::arbitrary(g) % 4;
            let mut o = serde_json::Map::new();
            for _ in 0..m {
                let k = *g.choose(&["m", "n", "values", "parts", "runs"]).unwrap();
                o.insert(k.to_string(), json_value(g, depth - 1));
            }
            Value::Object(o)
        }
        4 if depth > 0 => {
            let len = usize::arbitrary(g) % 6;
            Value::Array((0..len).map(|_| json_value(g, depth - 1)).collect())
        }
        5 | 6 if depth > 0 => {
            // Pairs, as for runs.
            let len = usize::arbitrary(g) % 6;
            let mut runs: Vec<(u64, u64)> = (0..len).map(|_| (number(g), number(g))).collect();
            runs.sort_unstable_by(|a, b| b.cmp(a));
            json!(runs)
        }
        _ => {
            let len = usize::arbitrary(g) % 12;
            let mut v: Vec<u64> = (0..len).map(|_| number(g)).collect();
            if bool::arbitrary(g) {
                v.sort_unstable_by(|a, b| b.cmp(a));
            }
            json!(v)
        }
    }
}

impl Arbitrary for Json {
    fn arbitrary(g: &mut Gen) -> Self {
        Json(json_value(g, 2))
    }
}

/// Arbitrary JSON objects with the fields of a diagonal expression.
#[derive(Clone, Debug)]
struct DiagJson(Value);

impl Arbitrary for DiagJson {
    fn arbitrary(g: &mut Gen) -> Self {
        let m = usize::arbitrary(g) % 5;
        let n = u64::arbitrary(g) % 5;
        let len = if bool::arbitrary(g) {
            m + n as usize + 1
        } else {
            usize::arbitrary(g) % 10
        };
        // A random walk, so that the adjacency condition often holds.
        let mut a = 0u64;
        let values: Vec<u64> = (0..len)
            .map(|_| {
                let x = a;
                a = match u8::arbitrary(g) % 3 {
                    0 => a + 1,
                    1 => a.saturating_sub(1),
                    _ => a,
                };
                x
            })
            .collect();
        DiagJson(json!({"m": m, "n": n, "values": values}))
    }
}

#[derive(Clone, Debug)]
struct P(Partition);

impl Arbitrary for P {
    fn arbitrary(g: &mut Gen) -> Self {
        let len = usize::arbitrary(g) % 15;
        let mut v: Vec<u64> = (0..len).map(|_| 1 + (u64::arbitrary(g) >> 8)).collect();
        v.sort_unstable_by(|a, b| b.cmp(a));
        P(Partition::new(v).expect("parts below 2^56, at most 15 of them"))
    }
}

#[derive(Clone, Debug)]
struct S(ShiftedPartition);

impl Arbitrary for S {
    fn arbitrary(g: &mut Gen) -> Self {
        let len = usize::arbitrary(g) % 12;
        let mut v: Vec<u64> = (0..len).map(|_| 1 + u64::arbitrary(g) % 40).collect();
        v.sort_unstable_by(|a, b| b.cmp(a));
        v.dedup();
        S(ShiftedPartition::new(v).expect("strictly decreasing"))
    }
}

fn is_partition(parts: &[u64]) -> bool {
    parts.iter().all(|&p| p > 0) && parts.windows(2).all(|w| w[0] >= w[1])
}

quickcheck! {
    fn partition_round_trips(y: P) -> bool {
        round_trips(&y.0) && serde_json::to_value(&y.0).unwrap() == json!(y.0.parts())
    }

    fn partition_runs_round_trip(y: P) -> bool {
        let r = PartitionRuns::from(&y.0);
        round_trips(&r)
    }

    fn shifted_partition_round_trips(s: S) -> bool {
        round_trips(&s.0)
    }

    fn rectangle_round_trips(m: usize, n: u64) -> TestResult {
        match Rectangle::new(m, n) {
            Ok(r) => TestResult::from_bool(round_trips(&r)),
            Err(_) => TestResult::discard(),
        }
    }

    fn diagonal_expr_round_trips(y: P, m: u8, n: u8) -> TestResult {
        let small = Partition::new(y.0.parts().iter().map(|&p| p % 9).filter(|&p| p > 0).collect());
        let Ok(small) = small else { return TestResult::discard() };
        match DiagonalExpr::from_partition(&small, usize::from(m % 12) + 1, u64::from(n % 12) + 1) {
            Ok(d) => TestResult::from_bool(round_trips(&d)),
            Err(_) => TestResult::discard(),
        }
    }

    fn shifted_diagonal_expr_round_trips(s: S, n: u8) -> TestResult {
        match ShiftedDiagonalExpr::from_shifted(&s.0, u64::from(n % 50) + 1) {
            Ok(sd) => TestResult::from_bool(round_trips(&sd)),
            Err(_) => TestResult::discard(),
        }
    }

    fn small_types_round_trip(l: u64, r: u64, left: bool) -> bool {
        let bulge = if left { Bulge::Left } else { Bulge::Right };
        round_trips(&bulge)
            && round_trips(&ShiftedMove::Interval { l, r })
            && round_trips(&ShiftedMove::Double { r_prime: l, r })
    }

    /// Arbitrary JSON is a valid partition or an error; when it is an array
    /// of numbers, exactly what `Partition::new` accepts is accepted.
    fn arbitrary_json_partition(j: Json) -> bool {
        let text = j.0.to_string();
        let got = serde_json::from_str::<Partition>(&text);
        let oracle = serde_json::from_value::<Vec<u64>>(j.0).ok().map(Partition::new);
        match (got, oracle) {
            (Ok(y), Some(Ok(z))) => {
                is_partition(y.parts()) && y.size() == y.parts().iter().sum::<u64>() && y == z
            }
            (Err(_), Some(Err(_))) | (Err(_), None) => true,
            _ => false,
        }
    }

    fn arbitrary_json_partition_runs(j: Json) -> bool {
        let text = j.0.to_string();
        match serde_json::from_str::<PartitionRuns>(&text) {
            Ok(r) => {
                let runs = r.runs();
                runs.iter().all(|&(p, m)| p > 0 && m > 0)
                    && runs.windows(2).all(|w| w[0].0 > w[1].0)
                    && Some(r.size()) == runs.iter().try_fold(0u64, |s, &(p, m)| s.checked_add(p.checked_mul(m)?))
                    && serde_json::from_str::<Vec<(u64, u64)>>(&text).unwrap() == runs
            }
            Err(_) => serde_json::from_str::<Vec<(u64, u64)>>(&text)
                .map_or(true, |v| PartitionRuns::new(v).is_err()),
        }
    }

    fn arbitrary_json_shifted_partition(j: Json) -> bool {
        let text = j.0.to_string();
        match serde_json::from_str::<ShiftedPartition>(&text) {
            Ok(s) => s.parts().iter().all(|&p| p > 0) && s.parts().windows(2).all(|w| w[0] > w[1]),
            Err(_) => serde_json::from_str::<Vec<u64>>(&text)
                .map_or(true, |v| ShiftedPartition::new(v).is_err()),
        }
    }

    fn arbitrary_json_rectangle(j: Json, m: usize, n: u64) -> bool {
        let obj = json!({"m": m % 4, "n": n % 4});
        [j.0, obj].into_iter().all(|v| match serde_json::from_value::<Rectangle>(v) {
            Ok(r) => r.m() >= 1 && r.n() >= 1,
            Err(_) => true,
        })
    }

    fn arbitrary_json_diagonal_expr(j: DiagJson) -> bool {
        match serde_json::from_value::<DiagonalExpr>(j.0) {
            // Valid: it is d(Y) of its own partition (Proposition 3.6).
            Ok(d) => DiagonalExpr::from_partition(&d.to_partition(), d.m(), d.n()).as_ref() == Ok(&d),
            Err(_) => true,
        }
    }

    fn arbitrary_json_shifted_diagonal_expr(j: Json) -> bool {
        match serde_json::from_value::<ShiftedDiagonalExpr>(j.0) {
            Ok(sd) => ShiftedDiagonalExpr::from_shifted(&sd.to_shifted(), sd.n()).as_ref() == Ok(&sd),
            Err(_) => true,
        }
    }
}

#[test]
fn documented_forms() {
    let y = Partition::new(vec![9, 8, 6, 5, 5, 2]).unwrap();
    assert_eq!(serde_json::to_string(&y).unwrap(), "[9,8,6,5,5,2]");
    let r: PartitionRuns = "6,5,4^3,2^2".parse().unwrap();
    assert_eq!(
        serde_json::to_string(&r).unwrap(),
        "[[6,1],[5,1],[4,3],[2,2]]"
    );
    let huge: PartitionRuns = "5^1000000000000".parse().unwrap();
    assert_eq!(serde_json::to_string(&huge).unwrap(), "[[5,1000000000000]]");
    assert_eq!(serde_json::to_string(&Partition::empty()).unwrap(), "[]");
    assert_eq!(
        serde_json::to_string(&ShiftedMove::Double { r_prime: 2, r: 5 }).unwrap(),
        r#"{"Double":{"r_prime":2,"r":5}}"#
    );
    // Parts up to u64::MAX survive (serde_json reads u64 exactly).
    let big = Partition::new(vec![u64::MAX]).unwrap();
    assert!(round_trips(&big));
}

#[test]
fn errors_are_the_constructors_messages() {
    let e = serde_json::from_str::<Partition>("[1, 3]")
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("part 2 (3) is larger than part 1 (1)"), "{e}");
    let e = serde_json::from_str::<Partition>("[1, -3]")
        .unwrap_err()
        .to_string();
    assert!(e.contains("invalid value"), "{e}");
    let e = serde_json::from_str::<PartitionRuns>("[[2, 1], [4, 3]]")
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("run 2 (part 4) is not smaller than run 1 (part 2)"),
        "{e}"
    );
    let e = serde_json::from_str::<ShiftedPartition>("[5, 5]")
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("part 2 (5) is not smaller than part 1 (5)"),
        "{e}"
    );
    let e = serde_json::from_str::<Rectangle>(r#"{"m": 2, "n": 0}"#)
        .unwrap_err()
        .to_string();
    assert!(e.contains("at least one row and one column"), "{e}");
    let e = serde_json::from_str::<Rectangle>(r#"{"m": 2, "n": 3, "k": 1}"#)
        .unwrap_err()
        .to_string();
    assert!(e.contains("unknown field"), "{e}");
    let e = serde_json::from_str::<DiagonalExpr>(r#"{"m":1,"n":1,"values":[0,1]}"#)
        .unwrap_err()
        .to_string();
    assert!(e.contains("m + n + 1 = 3 components, got 2"), "{e}");
    let e = serde_json::from_str::<Partition>("[18446744073709551615, 1]")
        .unwrap_err()
        .to_string();
    assert!(e.contains("more than u64::MAX"), "{e}");
}

/// The generators reach both outcomes, so the properties above test both.
#[test]
fn generators_reach_valid_and_invalid_values() {
    let mut g = Gen::new(100);
    let (mut ok, mut err, mut diag_ok, mut diag_err) = (0, 0, 0, 0);
    for _ in 0..2000 {
        match serde_json::from_value::<Partition>(Json::arbitrary(&mut g).0) {
            Ok(_) => ok += 1,
            Err(_) => err += 1,
        }
        match serde_json::from_value::<DiagonalExpr>(DiagJson::arbitrary(&mut g).0) {
            Ok(_) => diag_ok += 1,
            Err(_) => diag_err += 1,
        }
    }
    assert!(ok > 100 && err > 100, "{ok} valid, {err} refused");
    assert!(
        diag_ok > 50 && diag_err > 50,
        "{diag_ok} valid, {diag_err} refused"
    );
}
