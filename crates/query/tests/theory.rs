//! The `theory` question (the panel beside the explorer's board, issue
//! 32): its answers validate against the published schema, its descent
//! ends at the winning moves of the Sato–Welter game (checked against the
//! value of every move and against `hookgames_plain::good_moves` on every
//! partition of at most 12 boxes), its Maya diagram moves the stone of
//! the row by the hook length, and its core and quotient are the ones of
//! `show --n`.

use hookgames::partition::{Partition, Partitions, RectanglePartitions};
use hookgames::plain::good_moves;
use hookgames::sato_welter::YoungRealization;
use hookgames_query::io::Literal;
use hookgames_query::show::{self, ShowArgs};
use hookgames_query::theory::{Theory, TheoryArgs, theory, write_json};

mod common;
use common::validator;

fn json(answer: &Theory) -> serde_json::Value {
    let mut out = Vec::new();
    write_json(answer, &mut out).unwrap();
    serde_json::from_slice(&out).unwrap()
}

#[test]
fn every_theory_answer_validates() {
    let (schemas, index) = validator();
    let mut checked = 0;
    let cases: &[(&str, u64, Option<&str>)] = &[
        ("9,8,6,5,5,2", 2, None),
        ("9,8,6,5,5,2", 3, Some("6x9")),
        ("9,8,5,5,5,2", 2, None),
        ("0", 2, None),
        ("0", 1, Some("1x1")),
        ("1", 256, None),
        ("50^50", 7, Some("50x50")),
        ("50^50", 2, Some("50x51")),
        ("3,2", 2, Some("2x4")),
        ("4,2", 2, Some("2x5")),
        ("3,1", 2, Some("3x4")),
        ("2,1", 2, Some("2x2")),
        ("1,1", 2, Some("2x2")),
        ("3^1000,2^1000", 2, Some("2000x3")),
        ("7^1000000000000,3^5", 2, None),
        ("2500", 2, None),
        ("1^2500", 5, None),
    ];
    for &(text, n, rect) in cases {
        let mut args = TheoryArgs::new(text, n);
        if let Some(r) = rect {
            args = args.with_rect(r);
        }
        let answer = theory(&args).unwrap_or_else(|e| panic!("{text} {n} {rect:?}: {e:#}"));
        let value = json(&answer);
        if let Err(e) = schemas.validate(&value, index) {
            panic!("{text} n = {n} rect {rect:?}: {e:#}\n{value}");
        }
        assert_eq!(value["command"], "theory");
        checked += 1;
    }
    // Every diagram of the 4 × 4 square, with the maps of the square.
    for p in RectanglePartitions::new(4, 4).unwrap() {
        let text = if p.is_empty() {
            "0".to_owned()
        } else {
            p.to_string()
        };
        let answer = theory(&TheoryArgs::new(text.as_str(), 2).with_rect("4x4")).unwrap();
        let value = json(&answer);
        if let Err(e) = schemas.validate(&value, index) {
            panic!("{text} in 4x4: {e:#}\n{value}");
        }
        checked += 1;
    }
    assert!(checked >= 80, "{checked}");
}

#[test]
fn the_descent_ends_at_the_winning_moves() {
    for size in 0..=12 {
        for p in Partitions::new(size).unwrap() {
            let text = if p.is_empty() {
                "0".to_owned()
            } else {
                p.to_string()
            };
            let answer = theory(&TheoryArgs::new(text.as_str(), 2)).unwrap();
            let d = answer.descent().unwrap();
            // Trial and error: the boxes whose hook removal leaves value 0.
            let mut by_value = Vec::new();
            for ((i, j), _) in p.hooks() {
                if YoungRealization
                    .grundy(&p.remove_hook(i, j).unwrap())
                    .unwrap()
                    == 0
                {
                    by_value.push((i, j));
                }
            }
            assert_eq!(d.winning_boxes(), &by_value[..], "{text}");
            // Kawanaka's Theorem 4.2 on the abstract diagram Y_p.
            let mut plain: Vec<String> = good_moves(&YoungRealization, &p)
                .unwrap()
                .iter()
                .map(short)
                .collect();
            plain.sort();
            let mut ours: Vec<String> = d.results();
            ours.sort();
            assert_eq!(ours, plain, "{text}");
            // The first level is the whole diagram, with its value.
            let first = &d.steps()[0];
            assert_eq!(first.size() as u64, p.size(), "{text}");
            assert_eq!(Some(first.value()), answer.grundy(), "{text}");
        }
    }
}

/// A partition in the exponent notation the answers use.
fn short(q: &Partition) -> String {
    hookgames_query::json::Position::from_parts(q.parts().to_vec())
        .exponent()
        .to_string()
}

#[test]
fn a_hook_removal_moves_the_stone_of_its_row() {
    for text in ["9,8,6,5,5,2", "6,6,5,3,3", "10,1^9", "1"] {
        let p: Partition = text.parse().unwrap();
        let answer = theory(&TheoryArgs::new(text, 2)).unwrap();
        let maya = answer.maya().unwrap();
        let stones = maya.stones();
        for ((i, j), h) in p.hooks() {
            let to = maya.target(i, j).unwrap();
            assert_eq!(to, stones[i - 1] - h, "{text} ({i},{j})");
            // The stones after the move are the β-numbers of λ − H(i, j)
            // (with as many stones: a row may have become empty).
            let q = p.remove_hook(i, j).unwrap();
            let mut after: Vec<u64> = stones
                .iter()
                .map(|&s| if s == stones[i - 1] { to } else { s })
                .collect();
            after.sort_unstable_by(|a, b| b.cmp(a));
            let want = hookgames::maya::beta_numbers(&q, p.len()).unwrap();
            assert_eq!(after, want, "{text} ({i},{j})");
        }
    }
}

#[test]
fn core_and_quotient_are_shows() {
    for (text, n) in [
        ("9,8,6,5,5,2", 2),
        ("9,8,6,5,5,2", 3),
        ("11,5,5,3,2,2,2", 3),
    ] {
        let answer = theory(&TheoryArgs::new(text, n)).unwrap();
        let ours = json(&answer);
        let args = ShowArgs {
            partition: text.to_owned(),
            n: Some(n),
            rect: None,
            hooks: false,
            json: true,
            svg: None,
        };
        let mut out = Vec::new();
        show::run(&args, &Literal, &mut out).unwrap();
        let shown: serde_json::Value = serde_json::from_slice(&out).unwrap();
        assert_eq!(ours["abacus"]["core"], shown["core"], "{text} {n}");
        assert_eq!(ours["abacus"]["quotient"], shown["quotient"], "{text} {n}");
        assert_eq!(ours["maya"]["stones"], shown["beta"], "{text}");
    }
}
