//! The `serde` feature: Maya diagrams, subsets I(Y) and abaci round-trip
//! through JSON, and arbitrary JSON either deserializes to a valid value or
//! fails. Run with `cargo test -p hookgames-maya --features serde`.
#![cfg(feature = "serde")]

use hookgames_maya::{Abacus, MAX_CELLS, MayaDiagram, RectSubset};
use hookgames_partition::Partition;
use quickcheck::{Arbitrary, Gen, TestResult, quickcheck};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

fn round_trips<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(x: &T) -> bool {
    let text = serde_json::to_string(x).expect("serializes");
    let back: T = serde_json::from_str(&text).expect("reads back what it wrote");
    back == *x
}

/// A random set of cells (some beyond 64, so that wide diagrams occur).
#[derive(Clone, Debug)]
struct Cells(Vec<u64>);

impl Arbitrary for Cells {
    fn arbitrary(g: &mut Gen) -> Self {
        let len = usize::arbitrary(g) % 12;
        let wide = bool::arbitrary(g);
        let mut v: Vec<u64> = (0..len)
            .map(|_| u64::arbitrary(g) % if wide { 300 } else { 40 })
            .collect();
        v.sort_unstable();
        v.dedup();
        Cells(v)
    }
}

/// Arbitrary JSON, mostly arrays of small numbers (repeats and out-of-range
/// cells included) and objects with the fields of the written forms.
#[derive(Clone, Debug)]
struct Json(Value);

fn numbers(g: &mut Gen) -> Vec<u64> {
    let len = usize::arbitrary(g) % 8;
    (0..len)
        .map(|_| match u8::arbitrary(g) % 8 {
            0 => MAX_CELLS + u64::from(u8::arbitrary(g)),
            1 => u64::MAX,
            _ => u64::from(u8::arbitrary(g) % 12),
        })
        .collect()
}

impl Arbitrary for Json {
    fn arbitrary(g: &mut Gen) -> Self {
        Json(match u8::arbitrary(g) % 9 {
            0 => Value::Null,
            1 => json!([-1, 2]),
            2 => {
                // m distinct elements of [1, m+n], then sometimes one changed.
                let (m, n) = (usize::arbitrary(g) % 6, u64::arbitrary(g) % 6);
                let mut all: Vec<u64> = (1..=m as u64 + n).collect();
                all.sort_by_key(|_| u8::arbitrary(g));
                let mut elements: Vec<u64> = all.into_iter().take(m).collect();
                if u8::arbitrary(g) % 3 == 0 {
                    elements.push(u64::from(u8::arbitrary(g) % 12));
                }
                json!({"m": m, "n": n, "elements": elements})
            }
            3 => {
                json!({"m": usize::arbitrary(g) % 6, "n": u64::arbitrary(g) % 6, "elements": numbers(g)})
            }
            4 => json!({"n": u64::arbitrary(g) % 5, "beta_numbers": numbers(g)}),
            5 => json!({"m": 2, "elements": [1, 2]}),
            _ => json!(numbers(g)),
        })
    }
}

quickcheck! {
    fn maya_round_trips(c: Cells) -> bool {
        let d = MayaDiagram::new(c.0.clone()).unwrap();
        let mut desc = c.0;
        desc.reverse();
        round_trips(&d) && serde_json::to_value(&d).unwrap() == json!(desc)
    }

    fn rect_subset_round_trips(m: u8, n: u8, rank: u64) -> TestResult {
        let (m, n) = (usize::from(m % 8) + 1, u64::from(n % 8) + 1);
        let count = RectSubset::count(m, n).unwrap();
        let i = RectSubset::unrank(m, n, rank % count).unwrap();
        TestResult::from_bool(round_trips(&i))
    }

    fn abacus_round_trips(c: Cells, n: u8) -> bool {
        let d = MayaDiagram::new(c.0).unwrap();
        let a = Abacus::from_maya(&d, u64::from(n % 7) + 1).unwrap();
        round_trips(&a)
    }

    fn arbitrary_json_maya(j: Json) -> bool {
        match serde_json::from_value::<MayaDiagram>(j.0.clone()) {
            // Valid: its stones are the distinct cells given, all below MAX_CELLS.
            Ok(d) => {
                let mut given: Vec<u64> = serde_json::from_value(j.0).unwrap();
                given.sort_unstable_by(|a, b| b.cmp(a));
                d.stones().collect::<Vec<_>>() == given && given.iter().all(|&c| c < MAX_CELLS)
            }
            Err(_) => serde_json::from_value::<Vec<u64>>(j.0).map_or(true, |v| MayaDiagram::new(v).is_err()),
        }
    }

    fn arbitrary_json_rect_subset(j: Json) -> bool {
        match serde_json::from_value::<RectSubset>(j.0) {
            // Valid: m elements of [1, m+n], and it is I(Y) of its own partition.
            Ok(i) => {
                let e: Vec<u64> = i.elements().collect();
                e.len() == i.m()
                    && e.iter().all(|&x| 1 <= x && x <= i.m() as u64 + i.n())
                    && e.windows(2).all(|w| w[0] < w[1])
                    && RectSubset::from_partition(&i.to_partition().unwrap(), i.m(), i.n()).as_ref() == Ok(&i)
            }
            Err(_) => true,
        }
    }

    fn arbitrary_json_abacus(j: Json) -> bool {
        match serde_json::from_value::<Abacus>(j.0) {
            // Valid: the same abacus as the one built from its β-numbers.
            Ok(a) => {
                let b = a.beta_numbers();
                b.windows(2).all(|w| w[0] > w[1])
                    && a.stones() == b.len()
                    && MayaDiagram::new(b.clone()).map_or(true, |d| Abacus::from_maya(&d, a.n()).as_ref() == Ok(&a))
            }
            Err(_) => true,
        }
    }
}

#[test]
fn documented_forms_and_errors() {
    let y = Partition::new(vec![9, 8, 6, 5, 5, 2]).unwrap();
    let d = MayaDiagram::from_partition(&y).unwrap();
    assert_eq!(serde_json::to_string(&d).unwrap(), "[14,12,9,7,6,2]");
    let i = RectSubset::from_partition(&Partition::new(vec![4, 4, 2]).unwrap(), 3, 5).unwrap();
    assert_eq!(
        serde_json::to_string(&i).unwrap(),
        r#"{"m":3,"n":5,"elements":[3,6,7]}"#
    );
    let a = Abacus::new(&y, 2).unwrap();
    assert_eq!(
        serde_json::to_string(&a).unwrap(),
        r#"{"n":2,"beta_numbers":[14,12,9,7,6,2]}"#
    );
    // A wide diagram (stones above 64) and beta-numbers beyond MAX_CELLS in an abacus.
    assert!(round_trips(&MayaDiagram::new([0, 64, 1000]).unwrap()));
    let huge = Abacus::with_stones(&Partition::new(vec![u64::MAX - 10]).unwrap(), 3, 2).unwrap();
    assert!(round_trips(&huge));

    let e = serde_json::from_str::<MayaDiagram>("[1, 1]")
        .unwrap_err()
        .to_string();
    assert!(e.contains("1"), "{e}");
    let e = serde_json::from_str::<RectSubset>(r#"{"m":3,"n":5,"elements":[3,6]}"#)
        .unwrap_err()
        .to_string();
    assert!(e.contains('2') && e.contains('3'), "{e}");
    let e = serde_json::from_str::<Abacus>(r#"{"n":2,"beta_numbers":[4,4]}"#)
        .unwrap_err()
        .to_string();
    assert!(!e.is_empty());
    let e = serde_json::from_str::<Abacus>(r#"{"n":0,"beta_numbers":[]}"#)
        .unwrap_err()
        .to_string();
    assert!(!e.is_empty());
}

/// The generators reach both outcomes.
#[test]
fn generators_reach_valid_and_invalid_values() {
    let mut g = Gen::new(100);
    let mut counts = [[0u32; 2]; 3];
    for _ in 0..3000 {
        let j = Json::arbitrary(&mut g).0;
        counts[0][usize::from(serde_json::from_value::<MayaDiagram>(j.clone()).is_ok())] += 1;
        counts[1][usize::from(serde_json::from_value::<RectSubset>(j.clone()).is_ok())] += 1;
        counts[2][usize::from(serde_json::from_value::<Abacus>(j).is_ok())] += 1;
    }
    assert!(counts.iter().all(|c| c[0] > 20 && c[1] > 20), "{counts:?}");
}
