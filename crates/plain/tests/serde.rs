//! The `serde` feature: axioms and their violations (with witnesses)
//! round-trip through JSON. Run with `cargo test -p hookgames-plain --features serde`.
#![cfg(feature = "serde")]

use hookgames_game::{Algorithm, Chomp};
use hookgames_plain::{Axiom, AxiomError, AxiomViolation, check_plain};
use quickcheck::{Arbitrary, Gen, quickcheck};
use serde_json::{Value, json};

fn points(g: &mut Gen) -> Vec<u32> {
    let len = usize::arbitrary(g) % 4;
    (0..len).map(|_| u32::arbitrary(g) % 50).collect()
}

/// A random violation of each kind, with random witnesses.
#[derive(Clone, Debug)]
struct V(AxiomViolation<u32>);

impl Arbitrary for V {
    fn arbitrary(g: &mut Gen) -> Self {
        let mut p = || u32::arbitrary(g) % 50;
        let (a, b, c, d, e, f) = (p(), p(), p(), p(), p(), p());
        V(match u8::arbitrary(g) % 4 {
            0 => AxiomViolation::P1 {
                origin: a,
                basis: points(g),
                cubes: (0..usize::arbitrary(g) % 3).map(|_| points(g)).collect(),
            },
            1 => AxiomViolation::P2 {
                p: a,
                q: b,
                s: c,
                r: points(g),
            },
            2 => AxiomViolation::P3 {
                p: a,
                q: b,
                r1: c,
                s1: d,
                r2: e,
                s2: f,
                r2_follows_r1: bool::arbitrary(g),
                s2_follows_s1: bool::arbitrary(g),
            },
            _ => AxiomViolation::P4 {
                p: a,
                q: b,
                r: c,
                s: d,
                t: e,
                s_related: bool::arbitrary(g),
                q_related: bool::arbitrary(g),
                r_related: bool::arbitrary(g),
            },
        })
    }
}

quickcheck! {
    fn violations_round_trip(v: V) -> bool {
        let json = serde_json::to_string(&v.0).unwrap();
        let back: AxiomViolation<u32> = serde_json::from_str(&json).unwrap();
        back == v.0 && serde_json::to_value(back.axiom()).unwrap() == json!(format!("{:?}", v.0.axiom()))
    }

    fn axioms_round_trip(k: u8) -> bool {
        let a = Axiom::ALL[usize::from(k % 4)];
        serde_json::from_value::<Axiom>(serde_json::to_value(a).unwrap()).unwrap() == a
    }

    /// Arbitrary JSON reads as a violation with exactly the witnesses
    /// written, or is refused.
    fn arbitrary_json_violation(v: V, drop: u8, junk: bool) -> bool {
        let mut j = serde_json::to_value(&v.0).unwrap();
        if let Some(Value::Object(fields)) = j.as_object_mut().and_then(|o| o.values_mut().next()) {
            let keys: Vec<String> = fields.keys().cloned().collect();
            if junk {
                let k = &keys[usize::from(drop) % keys.len()];
                fields.insert(k.clone(), json!("not a point"));
            } else if drop.is_multiple_of(3) {
                fields.remove(&keys[usize::from(drop) % keys.len()]);
            }
        }
        match serde_json::from_value::<AxiomViolation<u32>>(j.clone()) {
            Ok(back) => serde_json::to_value(&back).unwrap() == j,
            Err(_) => true,
        }
    }
}

/// A real counterexample: Chomp is not plain (its witness round-trips).
#[test]
fn a_real_witness_round_trips() {
    let chomp_root = vec![3u64, 2];
    assert!(Chomp.followers(&chomp_root).len() > 1);
    let Err(AxiomError::Violation(v)) = check_plain(&Chomp, &chomp_root) else {
        panic!("Chomp on (3, 2) violates an axiom");
    };
    let json = serde_json::to_string(&v).unwrap();
    let back: AxiomViolation<Vec<u64>> = serde_json::from_str(&json).unwrap();
    assert_eq!(back, v);
}
