//! `hookgames grundy GAME 'P1 + P2 + …'` (0.3): the value of a sum of
//! positions of one game — the nim-sum of the components' values in normal
//! play (the Sprague–Grundy theorem), the product search of the library in
//! misère play and for the remoteness — checked against the library.

use std::process::{Command, Output, Stdio};

use hookgames::game::{Algorithm, Solver};
use hookgames::lctr::{Downright, Lctr};
use hookgames::partition::{Partition, ShiftedPartition};
use hookgames::sato_welter::YoungRealization;
use hookgames::shifted::ShiftedHookGame;
use serde_json::Value;

fn hookgames(args: &[&str], stdin: &str) -> Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_hookgames"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the hookgames binary runs");
    let mut input = child.stdin.take().unwrap();
    let _ = input.write_all(stdin.as_bytes());
    drop(input);
    child.wait_with_output().unwrap()
}

fn answer(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.push("--json");
    let o = hookgames(&all, "");
    assert!(
        o.status.success(),
        "{all:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    serde_json::from_slice(&o.stdout).unwrap()
}

fn int(v: &Value) -> u64 {
    v.as_str().unwrap().parse().unwrap()
}

fn partition(text: &str) -> Partition {
    text.parse().unwrap()
}

#[test]
fn the_issue_sum_of_two_sato_welter_positions() {
    // Issue 26: 0.2 searched the product for minutes and failed.
    let (l, m) = ("12,10,9,7,5,3,2", "11,9,8,6,4,2");
    let v = answer(&["grundy", "sato-welter", &format!("{l} + {m}")]);
    let (gl, gm) = (
        YoungRealization.grundy(&partition(l)).unwrap(),
        YoungRealization.grundy(&partition(m)).unwrap(),
    );
    assert_eq!(int(&v["grundy"]), gl ^ gm);
    assert!(v.get("position").is_none());
    let sum = v["sum"].as_array().unwrap();
    assert_eq!(sum.len(), 2);
    assert_eq!(int(&sum[0]["grundy"]), gl);
    assert_eq!(int(&sum[1]["grundy"]), gm);
    assert_eq!(sum[1]["position"]["text"], "11,9,8,6,4,2");
    // The text form says what it did.
    let o = hookgames(&["grundy", "sato-welter", &format!("{l} + {m}")], "");
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(text.contains(&format!("{gl} ⊕ {gm}")), "{text}");
}

#[test]
fn normal_play_sums_are_nim_sums_of_single_answers() {
    for (game, parts) in [
        ("lctr", ["7^1000000000000,3^5", "4,4,2", "1"]),
        ("downright", ["8,7,6,5,5,2,1", "3,3", "2,1"]),
        ("shifted", ["7,6,4,3,2", "5,1", "18446744073709551614,1"]),
        ("sato-welter", ["9,8,6,5,5,2", "6,6,5,3,3", "100^200"]),
    ] {
        let singles: Vec<u64> = parts
            .iter()
            .map(|p| int(&answer(&["grundy", game, p])["grundy"]))
            .collect();
        let v = answer(&["grundy", game, &parts.join(" + ")]);
        assert_eq!(
            int(&v["grundy"]),
            singles.iter().fold(0, |a, b| a ^ b),
            "{game}"
        );
    }
    let v = answer(&["grundy", "mhrg", "--rect", "3x5", "5,4,3 + 5,5,5 + 2"]);
    let singles: u64 = ["5,4,3", "5,5,5", "2"]
        .iter()
        .map(|p| int(&answer(&["grundy", "mhrg", "--rect", "3x5", p])["grundy"]))
        .fold(0, |a, b| a ^ b);
    assert_eq!(int(&v["grundy"]), singles);
    let v = answer(&["grundy", "chess", "--piece", "king", "3,3,1 + 2,2"]);
    let singles = ["3,3,1", "2,2"]
        .iter()
        .map(|p| int(&answer(&["grundy", "chess", "--piece", "king", p])["grundy"]))
        .fold(0, |a, b| a ^ b);
    assert_eq!(int(&v["grundy"]), singles);
}

#[test]
fn misere_sums_are_searched_as_products() {
    for (a, b) in [("3,2,1", "2,2"), ("4,1", "1"), ("2,2", "2,2"), ("3", "")] {
        let text = if b.is_empty() {
            format!("{a} + 0")
        } else {
            format!("{a} + {b}")
        };
        let v = answer(&["grundy", "lctr", &text, "--misere"]);
        let pb = if b.is_empty() {
            Partition::empty()
        } else {
            partition(b)
        };
        let sum = vec![Lctr; 2];
        let want = Solver::new(&sum)
            .misere_grundy(&vec![partition(a), pb.clone()])
            .unwrap();
        assert_eq!(int(&v["grundy"]), want, "{text}");
        if b.is_empty() {
            // Downright has no empty position (the rook needs a box).
            continue;
        }
        let dr = vec![Downright; 2];
        let v = answer(&["grundy", "downright", &text, "--misere"]);
        let want = Solver::new(&dr)
            .misere_grundy(&vec![partition(a), pb])
            .unwrap();
        assert_eq!(int(&v["grundy"]), want, "{text}");
    }
    let v = answer(&["grundy", "sato-welter", "3,1 + 2 + 1", "--misere"]);
    let parts = vec![partition("3,1"), partition("2"), partition("1")];
    let want = Solver::new(vec![YoungRealization; 3])
        .misere_grundy(&parts)
        .unwrap();
    assert_eq!(int(&v["grundy"]), want);
    let v = answer(&["grundy", "shifted", "4,1 + 3", "--misere"]);
    let s = |t: &str| t.parse::<ShiftedPartition>().unwrap();
    let want = Solver::new(vec![ShiftedHookGame; 2])
        .misere_grundy(&vec![s("4,1"), s("3")])
        .unwrap();
    assert_eq!(int(&v["grundy"]), want);
}

#[test]
fn the_remoteness_of_a_sum_is_searched() {
    let v = answer(&["grundy", "lctr", "3,2 + 4", "--remoteness"]);
    let sum = vec![Lctr; 2];
    let states = vec![partition("3,2"), partition("4")];
    let want = Solver::new(&sum)
        .remoteness(&states, hookgames::game::Convention::Normal)
        .unwrap();
    assert_eq!(v["remoteness"].as_u64(), Some(want));
    assert_eq!(
        int(&v["grundy"]),
        hookgames::game::grundy(&sum, &states).unwrap()
    );
    assert!(sum.follower_count(&states).unwrap() > 0);
}

#[test]
fn sums_in_a_batch() {
    let o = hookgames(
        &["grundy", "sato-welter", "--batch", "-"],
        "9,8,6,5,5,2 + 9,8,6,5,5,2\n9,8,6,5,5,2 + 3,x\n",
    );
    assert_eq!(o.status.code(), Some(1));
    let lines: Vec<Value> = String::from_utf8(o.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(int(&lines[0]["grundy"]), 0);
    assert_eq!(lines[0]["outcome"], "P");
    let message = lines[1]["error"]["message"].as_str().unwrap();
    assert!(message.contains("component 2 of the sum"), "{message}");
}

#[test]
fn malformed_sums_are_input_errors() {
    for text in ["3,2 +", "+ 3,2", "3,2 + + 1"] {
        let o = hookgames(&["grundy", "lctr", text], "");
        assert_eq!(o.status.code(), Some(2), "{text}");
        let err = String::from_utf8(o.stderr).unwrap();
        assert!(err.contains("is empty"), "{text}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}
