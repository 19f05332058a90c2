//! Every subcommand on adversarial input: the answer is either a result
//! (status 0) or a one-line error (status 2) — never a panic, a crash or a
//! silent truncation. Under `--json` the error is one JSON error object on
//! standard output instead of a line on standard error; in batch mode
//! every position line gets exactly one object (status 0 or 1). The inputs
//! are edge cases of every notation, the numeric limits, and the seeds of
//! the fuzz targets' parsers.

use std::io::Write;
use std::process::{Command, Stdio};

const POSITIONS: &[&str] = &[
    "0",
    "∅",
    "()",
    "{}",
    "[]",
    "⟦⟧",
    "1",
    "9,8,6,5,5,2",
    "6,5,4^3,2^2",
    "{(6,1),(5,2),(4,5),(2,7)}",
    "5,5,5",
    "3,1",
    "7,6,4,3,2",
    "5^1000000000000",
    "7^1000000000000,3^5",
    "18446744073709551615",
    "18446744073709551615,1",
    "18446744073709551616",
    "9223372036854775808^2",
    "1^18446744073709551615",
    "3^0",
    "0^3",
    "-1",
    "3,5,2",
    "3,,2",
    "3;2",
    "(3,2]",
    "((3,2))",
    "{(3,0)}",
    "{(3,1),(2,1)}",
    "{(3,1),(4,2)}",
    "{(3,1)",
    "4^{3}",
    "4^{3",
    "4^",
    "^3",
    "1e3",
    "٣",
    "３",
    "3 2 1",
    ",",
    "x",
    "{(3,1,2),(1,4,1)}",
    "{}_3",
    "{}_0",
    "{}_33",
    "(18446744073709551615,2)",
    "(1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1)",
    "(2,2),(2,2)",
    "(2,3,1)_2",
];

const COMMANDS: &[&[&str]] = &[
    &["show"],
    &["show", "--n", "3"],
    &["show", "--rect", "3x5"],
    &["grundy", "sato-welter"],
    &["grundy", "shifted"],
    &["grundy", "shifted", "--misere"],
    &["grundy", "lctr"],
    &["grundy", "downright", "--misere"],
    &["grundy", "mhrg", "--rect", "3x5"],
    &["moves", "sato-welter"],
    &["moves", "shifted", "--value", "3"],
    &["moves", "lctr"],
    &["moves", "mhrg", "--rect", "3x5"],
    &["board", "lctr"],
    &["tree", "downright"],
    &["show", "--hooks"],
    &["board", "downright", "--misere"],
    &["grundy", "multi-lctr"],
    &["moves", "multi-lctr", "--misere"],
    &["board", "multi-lctr"],
    &["grundy", "chess", "--piece", "queen"],
    &["moves", "chess", "--piece", "knight", "--at", "2,2"],
    &["board", "chess", "--piece", "king", "--misere"],
    &["grundy", "lctr-nonrep", "--history", "TL"],
    &["moves", "downright-nonrep"],
    &["board", "lctr-nonrep"],
];

fn check(args: &[&str]) {
    let o = Command::new(env!("CARGO_BIN_EXE_hookgames"))
        .args(args)
        .output()
        .expect("the hookgames binary runs");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        matches!(o.status.code(), Some(0 | 2)),
        "{args:?}: status {:?}, stderr {err:?}",
        o.status
    );
    assert!(!err.contains("panicked"), "{args:?}: {err:?}");
    if o.status.code() == Some(2) {
        assert_eq!(err.lines().count(), 1, "{args:?}: {err:?}");
        assert!(o.stdout.is_empty(), "{args:?}");
    }
}

/// The same under `--json`: status 0 with one JSON answer, or status 2
/// with one JSON error object; nothing on standard error either way.
fn check_json(args: &[&str]) {
    let o = Command::new(env!("CARGO_BIN_EXE_hookgames"))
        .args(args)
        .output()
        .expect("the hookgames binary runs");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        matches!(o.status.code(), Some(0 | 2)),
        "{args:?}: status {:?}, stderr {err:?}",
        o.status
    );
    assert!(o.stderr.is_empty(), "{args:?}: {err:?}");
    let out = String::from_utf8(o.stdout).expect("UTF-8");
    assert_eq!(out.lines().count(), 1, "{args:?}: {out:?}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("one JSON object");
    assert_eq!(v["schema"], "hookgames/1", "{args:?}");
    assert_eq!(
        o.status.code() == Some(2),
        v.get("error").is_some(),
        "{args:?}: {v}"
    );
    if let Some(e) = v.get("error") {
        assert!(e["message"].as_str().is_some_and(|m| !m.is_empty()));
        assert!(!e["message"].as_str().unwrap().contains("panicked"));
    }
}

#[test]
fn every_command_on_every_adversarial_position_with_json() {
    for cmd in COMMANDS {
        for p in POSITIONS {
            let mut args = cmd.to_vec();
            args.push(p);
            args.push("--json");
            check_json(&args);
        }
    }
}

/// Every adversarial position as one line of a batch: one object per
/// line, status 0 or 1.
#[test]
fn every_game_batches_every_adversarial_position() {
    let input: String = POSITIONS.iter().map(|p| format!("{p}\n")).collect();
    for game in [
        &["sato-welter"][..],
        &["sato-welter", "--misere"],
        &["shifted"],
        &["lctr", "--misere"],
        &["downright"],
        &["mhrg", "--rect", "3x5"],
        &["multi-lctr"],
        &["chess", "--piece", "bishop"],
        &["lctr-nonrep", "--history", "LLL"],
    ] {
        let mut args = vec!["grundy"];
        args.extend_from_slice(game);
        args.extend_from_slice(&["--batch", "-"]);
        let mut child = Command::new(env!("CARGO_BIN_EXE_hookgames"))
            .args(&args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        let o = child.wait_with_output().unwrap();
        assert!(matches!(o.status.code(), Some(0 | 1)), "{args:?}");
        assert!(o.stderr.is_empty(), "{args:?}");
        let out = String::from_utf8(o.stdout).unwrap();
        let lines: Vec<serde_json::Value> = out
            .lines()
            .map(|l| serde_json::from_str(l).expect("JSON"))
            .collect();
        assert_eq!(lines.len(), POSITIONS.len(), "{args:?}");
        for (k, v) in lines.iter().enumerate() {
            assert_eq!(v["line"], k + 1, "{args:?}: {v}");
        }
    }
}

#[test]
fn every_command_on_every_adversarial_position() {
    for cmd in COMMANDS {
        for p in POSITIONS {
            let mut args = cmd.to_vec();
            args.push(p);
            check(&args);
        }
    }
}

#[test]
fn adversarial_options() {
    for rect in [
        "0x5",
        "5x0",
        "x",
        "3",
        "3x",
        "-3x5",
        "3x-5",
        "1x18446744073709551615",
        "18446744073709551615x1",
        "64x1",
        "65x1",
        "40x40",
        "3×5",
        "3,5",
        "3x5x7",
        "",
    ] {
        check(&["grundy", "mhrg", "--rect", rect, "1"]);
        check(&["show", "1", "--rect", rect]);
    }
    for n in [
        "0",
        "1",
        "18446744073709551615",
        "18446744073709551616",
        "-1",
        "x",
    ] {
        check(&["show", "9,8,6,5,5,2", "--n", n]);
    }
    for t in ["0", "4294967295", "4294967296", "-1"] {
        check(&["moves", "sato-welter", "9,8,6,5,5,2", "--value", t]);
        check(&["moves", "mhrg", "--rect", "3x5", "5,5,5", "--value", t]);
    }
    for k in ["0", "1", "1000", "18446744073709551616", "x"] {
        check(&["table", "mhrg", "--max", k]);
    }
    for piece in [
        "",
        "king+",
        "+",
        "leap(0,0)",
        "ride(1)",
        "leap(18446744073709551616,1)",
        "ride(18446744073709551615,18446744073709551615)",
        "king+king+king+king+king+king+king",
        "ＫＩＮＧ",
    ] {
        check(&["grundy", "chess", "8,7,6,5,5,2,1", "--piece", piece]);
        check_json(&["board", "chess", "3,1", "--piece", piece, "--json"]);
    }
    for at in [
        "",
        "1",
        "0,0",
        "1,0",
        "8,1",
        "1,9",
        "18446744073709551615,1",
        "x,y",
        "1,1,1",
    ] {
        check(&[
            "moves",
            "chess",
            "8,7,6,5,5,2,1",
            "--piece",
            "queen",
            "--at",
            at,
        ]);
    }
    for history in ["", "-", "LT LT", "TLTL", "X", "LLLLLLLLLLLLLLLLLLLL", "ＬT"] {
        check(&["moves", "lctr-nonrep", "4,4,4,4", "--history", history]);
        check_json(&[
            "grundy",
            "downright-nonrep",
            "4,4,4,4",
            "--history",
            history,
            "--json",
        ]);
    }
    check(&["grundy", "lctr", "3", "--history", "L"]);
    check(&["board", "lctr", "3", "--piece", "king"]);
    check(&["show", "@/nonexistent/file"]);
    check(&["show", "@"]);
    check(&["board", "lctr", "3,1", "--svg", "/nonexistent/dir/x.svg"]);
    check_json(&["board", "lctr", "3,1", "--svg", "-", "--json"]);
    check_json(&["show", "3,1", "--svg", "-", "--json"]);
    check_json(&["grundy", "lctr", "--batch", "/nonexistent/file"]);
    check_json(&["grundy", "lctr", "--batch", "@"]);
    check(&["completions", "tcsh"]);
    for k in ["0", "1000", "x"] {
        check_json(&["table", "mhrg", "--max", k, "--json"]);
    }
}
