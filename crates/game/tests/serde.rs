//! The `serde` feature: every serializable value of the engine round-trips
//! through JSON, and arbitrary JSON either deserializes to a valid value or
//! fails. Run with `cargo test -p hookgames-game --features serde`.
#![cfg(feature = "serde")]

use std::convert::Infallible;

use hookgames_game::testing::SmallDag;
use hookgames_game::{
    Convention, Either, Engine, FiniteAlgorithm, GameClass, GameError, IsomorphismCertificate,
    IsomorphismError, Limits, Octal, Outcome, Periodicity, SgPair, Subtraction, TableSolver,
    TreeStatistics, classify, grundy_table, tree_statistics, verify_isomorphism,
};
use quickcheck::{Arbitrary, Gen, TestResult, quickcheck};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

fn round_trips<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(x: &T) -> bool {
    let text = serde_json::to_string(x).expect("serializes");
    let back: T = serde_json::from_str(&text).expect("reads back what it wrote");
    back == *x
}

/// A random finite acyclic game on at most 9 states.
type Dag = SmallDag<9>;

fn class(k: u8) -> GameClass {
    [
        GameClass::Domestic,
        GameClass::Tame,
        GameClass::Pet,
        GameClass::Forced,
        GameClass::Returnable,
    ][usize::from(k % 5)]
}

/// The value g(n) of the eventually periodic sequence a periodicity stands for.
fn periodic_value(values: &[u64], n0: usize, p: usize, n: usize) -> u64 {
    if n < values.len() {
        values[n]
    } else {
        values[n0 + (n - n0) % p]
    }
}

quickcheck! {
    fn small_values_round_trip(a: u64, b: u64, misere: bool, k: u8) -> bool {
        let convention = if misere { Convention::Misere } else { Convention::Normal };
        round_trips(&SgPair { normal: a, misere: b })
            && round_trips(&convention)
            && round_trips(&Outcome::from_value(a))
            && round_trips(&class(k))
            && round_trips(
                &Limits::default()
                    .with_max_states(a)
                    .with_max_arrows(b)
                    .with_max_bytes(a ^ b)
                    .with_sequential(misere),
            )
            && round_trips(&Either::<u64, Vec<u64>>::Left(a))
            && round_trips(&Either::<u64, Vec<u64>>::Right(vec![a, b]))
    }

    fn tree_statistics_round_trip(d: Dag) -> bool {
        let t = tree_statistics(&d.game(), &0).unwrap();
        let v = serde_json::to_value(&t).unwrap();
        round_trips(&t) && v["nodes"] == json!(t.nodes.to_string())
    }

    fn classification_round_trips(d: Dag) -> bool {
        let c = classify(&d.game(), &0).unwrap();
        round_trips(&c)
    }

    fn certificates_round_trip(d: Dag) -> bool {
        let fa = d.game();
        let cert = verify_isomorphism(&fa, &0, &fa, &0, |&p| p).unwrap();
        round_trips(&cert)
    }

    /// A shifted map is usually not an isomorphism: its counterexample
    /// round-trips (read back with the map's error as a `String`).
    fn counterexamples_round_trip(d: Dag, shift: u32) -> TestResult {
        let fa = d.game();
        let n = fa.len() as u32;
        let Err(e) = verify_isomorphism(&fa, &0, &fa, &0, |&p| (p + shift % n) % n) else {
            return TestResult::discard();
        };
        let e: IsomorphismError<u32, u32, Infallible> = e;
        let json = serde_json::to_string(&e).unwrap();
        let back: IsomorphismError<u32, u32, String> = serde_json::from_str(&json).unwrap();
        TestResult::from_bool(serde_json::to_string(&back).unwrap() == json && back.to_string() == e.to_string())
    }

    fn periodicities_round_trip(set: Vec<u8>) -> TestResult {
        let set: Vec<u64> = set.into_iter().map(|s| u64::from(s % 9) + 1).take(4).collect();
        let Ok(game) = Subtraction::new(set) else { return TestResult::discard() };
        let per = game.periodicity(None).unwrap();
        TestResult::from_bool(round_trips(&per))
    }

    /// Arbitrary (preperiod, period, values) either read as the least
    /// periodicity of the sequence they define, or are refused.
    fn arbitrary_json_periodicity(preperiod: u8, period: u8, values: Vec<u8>, exact: bool) -> bool {
        let (n0, p) = (usize::from(preperiod % 5), usize::from(period % 6));
        let mut values: Vec<u64> = values.into_iter().map(|v| u64::from(v % 3)).collect();
        if exact {
            values.resize(n0 + p, 0);
        }
        let json = json!({"preperiod": n0, "period": p, "values": values});
        match serde_json::from_value::<Periodicity>(json) {
            Ok(per) => {
                // Checked from the definition: the sequence is what was written,
                // no smaller period holds from n0, and n0 cannot be lowered.
                let g = |n: usize| periodic_value(&values, n0, p, n);
                let horizon = n0 + 4 * p + 4;
                p >= 1
                    && values.len() == n0 + p
                    && (0..horizon).all(|n| per.value(n as u64) == g(n))
                    && (1..p).all(|d| (n0..horizon).any(|n| g(n + d) != g(n)))
                    && (n0 == 0 || g(n0 - 1) != g(n0 - 1 + p))
            }
            Err(_) => true,
        }
    }

    fn arbitrary_json_small_values(j: Json) -> bool {
        // Whatever reads must be a value of the type; check the fields read back.
        // (Derived structs also read the sequence of their fields.)
        let ok_pair = serde_json::from_value::<SgPair>(j.0.clone()).map_or(true, |p| {
            j.0 == json!({"normal": p.normal, "misere": p.misere}) || j.0 == json!([p.normal, p.misere])
        });
        let ok_conv = serde_json::from_value::<Convention>(j.0.clone())
            .map_or(true, |c| j.0 == json!(format!("{c:?}")));
        let ok_tree = serde_json::from_value::<TreeStatistics>(j.0.clone())
            .map_or(true, |t| serde_json::to_value(&t).unwrap() == j.0);
        let ok_iso = serde_json::from_value::<IsomorphismError<u64, u64, String>>(j.0.clone())
            .map_or(true, |e| serde_json::to_value(&e).unwrap() == j.0);
        ok_pair && ok_conv && ok_tree && ok_iso
    }
}

/// Arbitrary JSON near the written forms of the engine's types.
#[derive(Clone, Debug)]
struct Json(Value);

fn count(g: &mut Gen) -> Value {
    match u8::arbitrary(g) % 6 {
        0 => json!(u64::arbitrary(g)),
        1 => json!("12345678901234567890123"),
        2 => json!("12a"),
        3 => json!(""),
        4 => json!(-1),
        _ => json!(u64::arbitrary(g).to_string()),
    }
}

impl Arbitrary for Json {
    fn arbitrary(g: &mut Gen) -> Self {
        let small = |g: &mut Gen| json!(u8::arbitrary(g) % 4);
        Json(match u8::arbitrary(g) % 8 {
            0 => json!({"normal": small(g), "misere": small(g)}),
            1 => json!({"normal": count(g)}),
            2 => json!(*g.choose(&["Normal", "Misere", "normal", "P"]).unwrap()),
            3 => json!({
                "states": small(g), "arrows": small(g), "ends": small(g),
                "nodes": count(g), "leaves": count(g), "height": small(g),
                "states_by_depth": [small(g)], "tree_classes": small(g)
            }),
            4 => {
                json!({"NotInjective": {"first": small(g), "second": small(g), "image": small(g)}})
            }
            5 => json!({"MapFailed": {"position": small(g), "error": "no image"}}),
            6 => json!({"Limit": {"StateLimit": {"limit": 3}}}),
            _ => json!([small(g), small(g)]),
        })
    }
}

#[test]
fn documented_forms() {
    assert_eq!(
        serde_json::to_string(&Convention::Misere).unwrap(),
        r#""Misere""#
    );
    assert_eq!(serde_json::to_string(&Outcome::P).unwrap(), r#""P""#);
    assert_eq!(
        serde_json::to_string(&Either::<u32, char>::Right('a')).unwrap(),
        r#"{"Right":"a"}"#
    );
    let fa = FiniteAlgorithm::from_followers([vec![1, 2], vec![2], vec![]]).unwrap();
    let cert: IsomorphismCertificate = verify_isomorphism(&fa, &0, &fa, &0, |&p| p).unwrap();
    assert_eq!(
        serde_json::to_string(&cert).unwrap(),
        r#"{"states":3,"arrows":3}"#
    );
    let c = classify(&fa, &0).unwrap();
    let v = serde_json::to_value(&c).unwrap();
    assert_eq!(v["domestic"], json!({"Ok": null}));
    // Big counts are decimal strings.
    let t: TreeStatistics = serde_json::from_value(json!({
        "states": 1, "arrows": 0, "ends": 1, "nodes": "340282366920938463463374607431768211456",
        "leaves": "1", "height": 0, "states_by_depth": [1], "tree_classes": 1
    }))
    .unwrap();
    assert_eq!(t.nodes, num_bigint::BigUint::from(1u8) << 128);
    // Limits as documented; the byte limit is optional when read (0.1 had
    // none) and defaults to DEFAULT_MAX_BYTES; the sequential switch (0.3)
    // is optional too and defaults to false.
    assert_eq!(
        serde_json::to_value(Limits::default()).unwrap(),
        json!({
            "max_states": 16777216, "max_arrows": 134217728, "max_bytes": 536870912,
            "sequential": false
        })
    );
    let old: Limits = serde_json::from_value(json!({"max_states": 5, "max_arrows": 6})).unwrap();
    assert_eq!(old, Limits::default().with_max_states(5).with_max_arrows(6));
}

#[test]
fn errors_are_written_and_limits_do_not_read_back() {
    let limit: IsomorphismError<u32, u32> =
        IsomorphismError::Limit(GameError::StateLimit { limit: 3 });
    let json = serde_json::to_string(&limit).unwrap();
    assert_eq!(json, r#"{"Limit":{"StateLimit":{"limit":3}}}"#);
    assert!(serde_json::from_str::<IsomorphismError<u32, u32, String>>(&json).is_err());
    let octal = Octal::new("0.8").unwrap_err();
    let v = serde_json::to_value(&octal).unwrap();
    assert_eq!(v["InvalidOctalCode"]["found"], json!("8"));
    // A map error is written as its message.
    let failed: IsomorphismError<u32, u32, String> = IsomorphismError::MapFailed {
        position: 4,
        error: "outside the rectangle".into(),
    };
    assert!(round_trips(&failed));
    // Periodicity: the reasons for refusing.
    for (bad, why) in [
        (
            json!({"preperiod": 0, "period": 0, "values": []}),
            "at least 1",
        ),
        (
            json!({"preperiod": 1, "period": 2, "values": [0, 1]}),
            "3 values, got 2",
        ),
        (
            json!({"preperiod": 0, "period": 4, "values": [0, 1, 0, 1]}),
            "period 2",
        ),
        (
            json!({"preperiod": 1, "period": 1, "values": [0, 0]}),
            "preperiod 0",
        ),
    ] {
        let e = serde_json::from_value::<Periodicity>(bad)
            .unwrap_err()
            .to_string();
        assert!(e.contains(why), "{e}");
    }
    let e = serde_json::from_value::<TreeStatistics>(json!({
        "states": 1, "arrows": 0, "ends": 1, "nodes": "-1",
        "leaves": "1", "height": 0, "states_by_depth": [1], "tree_classes": 1
    }))
    .unwrap_err()
    .to_string();
    assert!(e.contains("decimal digits"), "{e}");
}

#[test]
fn tables_export_their_values() {
    let fa = FiniteAlgorithm::from_followers([vec![1, 2], vec![2], vec![], vec![0]]).unwrap();
    let t = grundy_table(&fa).unwrap();
    let v = serde_json::to_value(&t).unwrap();
    assert_eq!(v, json!({"convention": "Normal", "values": [2, 1, 0, 0]}));
    let m = TableSolver::new()
        .with_convention(Convention::Misere)
        .solve(&fa, &Engine::new())
        .unwrap();
    let v = serde_json::to_value(&m).unwrap();
    let expected: Vec<Option<u64>> = (0..m.count()).map(|r| m.get(r)).collect();
    assert_eq!(v, json!({"convention": "Misere", "values": expected}));
    // Unsolved states are null.
    let part = TableSolver::new()
        .solve_from(&fa, &1, &Engine::new())
        .unwrap();
    assert_eq!(
        serde_json::to_value(&part).unwrap()["values"],
        json!([null, 1, 0, null])
    );
}

/// The generators reach both outcomes.
#[test]
fn generators_reach_valid_and_invalid_values() {
    let mut g = Gen::new(100);
    let (mut ok, mut err) = (0, 0);
    for _ in 0..2000 {
        let j = Json::arbitrary(&mut g).0;
        let read = serde_json::from_value::<TreeStatistics>(j.clone()).is_ok()
            || serde_json::from_value::<SgPair>(j.clone()).is_ok()
            || serde_json::from_value::<IsomorphismError<u64, u64, String>>(j).is_ok();
        if read { ok += 1 } else { err += 1 }
    }
    assert!(ok > 100 && err > 100, "{ok} valid, {err} refused");
}
