//! The `serde` feature: axioms and their violations (with witnesses)
//! round-trip through JSON. Run with `cargo test -p hookgames-plain --features serde`.
#![cfg(feature = "serde")]

use hookgames_game::{AlgorithmExt, Chomp};
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
    assert!(Chomp.followers(&chomp_root).unwrap().len() > 1);
    let Err(AxiomError::Violation(v)) = check_plain(&Chomp, &chomp_root) else {
        panic!("Chomp on (3, 2) violates an axiom");
    };
    let json = serde_json::to_string(&v).unwrap();
    let back: AxiomViolation<Vec<u64>> = serde_json::from_str(&json).unwrap();
    assert_eq!(back, v);
}

/// The violations of Kawanaka's Proposition 6.1 round-trip through JSON,
/// externally tagged with their field names; the one found on the 3-cube
/// reads back equal.
#[test]
fn proposition_6_1_violations_round_trip() {
    use hookgames_plain::{Diagram, DiagramError, DiagramViolation};
    let cases = [
        DiagramViolation::SquareAtThreeNeighbors {
            x: 0u32,
            y: [1, 2, 4],
            v: 3,
        },
        DiagramViolation::TwoSquares {
            y: [2, 3],
            v: 4,
            x: [0, 1],
        },
        DiagramViolation::IndependentTriple { z: [0, 1, 2] },
    ];
    for v in &cases {
        let json = serde_json::to_string(v).unwrap();
        assert_eq!(
            &serde_json::from_str::<DiagramViolation<u32>>(&json).unwrap(),
            v
        );
    }
    assert_eq!(
        serde_json::to_value(&cases[2]).unwrap(),
        json!({"IndependentTriple": {"z": [0, 1, 2]}})
    );
    let rows: Vec<Vec<u32>> = (0..8u32)
        .map(|m| {
            (0..3)
                .filter(|b| m & (1 << b) == 0)
                .map(|b| m | (1 << b))
                .collect()
        })
        .collect();
    let cube = Diagram::from_followers((0..8u32).collect(), rows).unwrap();
    let Err(DiagramError::Violation(found)) = cube.check_proposition_6_1() else {
        panic!("the 3-cube is not a plain diagram");
    };
    let back: DiagramViolation<u32> =
        serde_json::from_value(serde_json::to_value(&found).unwrap()).unwrap();
    assert_eq!(back, found);
    assert_eq!(back, cases[0]);
}
