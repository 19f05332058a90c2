//! End-to-end tests of the `hookgames` binary: outputs on the papers'
//! examples, the JSON shape (schema `hookgames/1`), `@FILE` / `-` inputs,
//! and status 2 with a one-line message (or one JSON error object under
//! `--json`) on every kind of bad input.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn hookgames(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hookgames"))
        .args(args)
        .output()
        .expect("the hookgames binary runs")
}

fn hookgames_stdin(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hookgames"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the hookgames binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn json(o: &Output) -> serde_json::Value {
    assert!(
        o.status.success(),
        "failed: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    serde_json::from_slice(&o.stdout).expect("stdout is one JSON value")
}

/// The `to` diagram of a listed move as a position argument (its
/// exponent notation, `∅` for the empty diagram).
fn to_arg(mv: &serde_json::Value) -> String {
    mv["to"]["text"].as_str().unwrap().to_owned()
}

/// The parts of a position object, expanded from its runs.
fn parts(position: &serde_json::Value) -> Vec<u64> {
    let mut out = Vec::new();
    for run in position["runs"].as_array().unwrap() {
        let part: u64 = run[0].as_str().unwrap().parse().unwrap();
        let mult: usize = run[1].as_str().unwrap().parse().unwrap();
        out.extend(std::iter::repeat_n(part, mult));
    }
    out
}

/// A decimal-string integer of the JSON.
fn int(v: &serde_json::Value) -> u64 {
    v.as_str()
        .unwrap_or_else(|| panic!("{v} is not a string"))
        .parse()
        .unwrap()
}

/// A list of decimal-string integers.
fn ints(v: &serde_json::Value) -> Vec<u64> {
    v.as_array().unwrap().iter().map(int).collect()
}

/// Bad input: status 2, nothing on stdout, exactly one line on stderr that
/// contains `needle`.
fn assert_bad_input(args: &[&str], needle: &str) {
    let o = hookgames(args);
    let err = String::from_utf8(o.stderr).unwrap();
    assert_eq!(o.status.code(), Some(2), "{args:?}: stderr {err:?}");
    assert!(o.stdout.is_empty(), "{args:?}: printed to stdout");
    assert_eq!(err.lines().count(), 1, "{args:?}: not one line: {err:?}");
    assert!(err.starts_with("hookgames: error: "), "{args:?}: {err:?}");
    assert!(err.contains(needle), "{args:?}: {err:?} lacks {needle:?}");
    assert!(!err.contains("panicked"), "{args:?}: {err:?}");
}

#[test]
fn show_json_kawanaka_example() {
    // Kawanaka §8–9: Y = (9,8,6,5,5,2), β-numbers {14,12,9,7,6,2},
    // 17 hooks of even length.
    let v = json(&hookgames(&["show", "9,8,6,5,5,2", "--n", "2", "--json"]));
    assert_eq!(v["schema"], "hookgames/1");
    assert_eq!(v["command"], "show");
    assert_eq!(parts(&v["position"]), [9, 8, 6, 5, 5, 2]);
    assert_eq!(v["position"]["text"], "9,8,6,5^2,2");
    assert_eq!(v["size"], "35");
    assert_eq!(v["length"], "6");
    assert_eq!(parts(&v["conjugate"]), [6, 6, 5, 5, 5, 3, 2, 2, 1]);
    assert_eq!(v["durfee"], 5);
    assert_eq!(ints(&v["beta"]), [14, 12, 9, 7, 6, 2]);
    assert_eq!(ints(&v["hook_lengths"][0]), [14, 13, 11, 10, 9, 6, 4, 3, 1]);
    assert_eq!(ints(&v["hook_lengths"][5]), [2, 1]);
    assert_eq!(v["n"], 2);
    assert_eq!(parts(&v["core"]), [1]);
    let quotient = v["quotient"].as_array().unwrap();
    assert_eq!(quotient.len(), 2);
    let boxes: u64 = quotient.iter().flat_map(parts).sum();
    assert_eq!(boxes, 17);
    assert!(v.get("diagonal").is_none());
    assert!(v.get("omitted").is_none());
}

#[test]
fn show_json_diagonal_expression() {
    // Abuku–Tada, Example 3.7: (5,4,3) in Y_{3,5} is (0,1,2,3,2,2,1,1,0).
    let v = json(&hookgames(&["show", "5,4,3", "--rect", "3x5", "--json"]));
    assert_eq!(
        v["diagonal"],
        serde_json::json!([0, 1, 2, 3, 2, 2, 1, 1, 0])
    );
    assert_eq!(v["rect"], serde_json::json!({"m": 3, "n": 5}));
}

#[test]
fn show_accepts_every_notation() {
    let plain = json(&hookgames(&["show", "6,5,4,4,4,2,2", "--json"]));
    let exponent = json(&hookgames(&["show", "6,5,4^3,2^2", "--json"]));
    assert_eq!(plain, exponent);
    // LCTR paper §8: the corner representation.
    let corners = json(&hookgames(&["show", "{(6,1),(5,2),(4,5),(2,7)}", "--json"]));
    assert_eq!(plain, corners);
}

#[test]
fn show_text() {
    let o = hookgames(&["show", "6,6,5,3,3", "--n", "3", "--rect", "5x6"]);
    assert!(o.status.success());
    let s = stdout(&o);
    assert!(s.contains("partition    6,6,5,3,3"), "{s}");
    assert!(s.contains("  10  9  8  5  4  2"), "{s}");
    assert!(s.contains("3-core"), "{s}");
    assert!(s.contains("in D_{5,6}"), "{s}");
}

#[test]
fn positions_from_file_and_stdin() {
    let dir = std::env::temp_dir().join(format!("hookgames-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("position.txt");
    std::fs::write(&file, "9,8,6,\n5,5,2\n").unwrap();
    let arg = format!("@{}", file.display());
    let from_file = json(&hookgames(&["show", &arg, "--json"]));
    let from_stdin = json(&hookgames_stdin(&["show", "-", "--json"], "9,8,6,5,5,2\n"));
    let literal = json(&hookgames(&["show", "9,8,6,5,5,2", "--json"]));
    assert_eq!(from_file, literal);
    assert_eq!(from_stdin, literal);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_bad_input(
        &["show", "@/nonexistent/position.txt"],
        "cannot open position file",
    );
}

#[test]
fn bad_input_exits_2_with_one_line() {
    assert_bad_input(&["show", "1,3"], "larger than");
    assert_bad_input(&["show", "3,x"], "\"x\"");
    assert_bad_input(&["show", "-1"], "-1");
    assert_bad_input(&["show", "99999999999999999999"], "u64::MAX");
    assert_bad_input(&["show", "18446744073709551615,1"], "u64::MAX");
    // Too many rows to list one by one: the runs answer the rest.
    assert_bad_input(&["show", "5^1000000000000", "--n", "2"], "MAX_MATERIALIZED");
    // The table is streamed, but its output is bounded before it starts.
    assert_bad_input(
        &["show", "5^1000000000000", "--hooks"],
        "MAX_HOOKS_OUTPUT_BYTES",
    );
    assert_bad_input(&["show", "3,2", "--rect", "1x1"], "does not fit");
    assert_bad_input(&["show", "3,2", "--rect", "3"], "MxN");
    assert_bad_input(&["show", "3,2", "--rect", "0x4"], "at least one");
    assert_bad_input(&["show", "3,2", "--n", "0"], "--n 0");
    assert_bad_input(&["show", "3,2", "--n", "x"], "invalid value");
    assert_bad_input(&["show", "   "], "empty");
    assert_bad_input(&["show"], "PARTITION");
    assert_bad_input(&["frobnicate"], "frobnicate");
}

#[test]
fn demo_runs() {
    let o = hookgames(&["demo"]);
    assert!(o.status.success());
    let s = stdout(&o);
    // Abuku–Tada, Example 2.10 and Example 5.4; Kawanaka §8–9.
    assert!(s.contains("leaves 6,4,2,2,1"), "{s}");
    assert!(s.contains("leaves 7,4,2"), "{s}");
    assert!(s.contains("{14,12,9,7,6,2}"), "{s}");
    assert!(s.contains("17 hooks of length divisible by 2"), "{s}");
    assert!(s.contains("(0, 1, 2, 3\u{307}, 2, 2, 1, 1, 0)"), "{s}");
}

#[test]
fn help_and_version_succeed() {
    for args in [&["--help"][..], &["--version"], &["show", "--help"]] {
        let o = hookgames(args);
        assert!(o.status.success(), "{args:?}");
        assert!(!o.stdout.is_empty());
    }
}

#[test]
fn grundy_shifted_and_moves() {
    // Abuku–Tada, Proposition 5.6: G(S) = ⊕ λ_i; 7⊕6⊕4⊕3⊕2 = 4.
    let v = json(&hookgames(&["grundy", "shifted", "7,6,4,3,2", "--json"]));
    assert_eq!(v["command"], "grundy");
    assert_eq!(v["game"], "shifted");
    assert_eq!(v["play"], "normal");
    assert_eq!(parts(&v["position"]), [7, 6, 4, 3, 2]);
    assert_eq!(v["grundy"], "4");
    assert_eq!(v["outcome"], "N");
    let m = json(&hookgames(&["moves", "shifted", "7,6,4,3,2", "--json"]));
    assert_eq!(m["target"], "0");
    let moves = m["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 3);
    for mv in moves {
        let to = parts(&mv["to"]);
        assert_eq!(to.iter().fold(0, |a, b| a ^ b), 0, "{mv}");
        let hooks = mv["hooks"].as_array().unwrap();
        assert_eq!(hooks.len(), 1);
        // Removing a hook of length h takes h boxes.
        let before: u64 = [7, 6, 4, 3, 2].iter().sum();
        assert_eq!(before - to.iter().sum::<u64>(), int(&hooks[0]["length"]));
    }
    // Parts beyond 2^53 survive: Proposition 5.6 on u64::MAX.
    let v = json(&hookgames(&[
        "grundy",
        "shifted",
        "18446744073709551614,1",
        "--json",
    ]));
    assert_eq!(v["grundy"], "18446744073709551615");
    assert_eq!(v["position"]["runs"][0][0], "18446744073709551614");
}

#[test]
fn grundy_lctr_reads_runs_without_expanding() {
    let v = json(&hookgames(&["grundy", "lctr", "8,7,6,5,5,2,1", "--json"]));
    assert_eq!(v["game"], "lctr");
    assert_eq!(parts(&v["position"]), [8, 7, 6, 5, 5, 2, 1]);
    // A position with 10^12 parts: its value comes from the runs, and the
    // position has the same form as every other.
    let big = json(&hookgames(&[
        "grundy",
        "lctr",
        "7^1000000000000,3^5",
        "--json",
    ]));
    assert_eq!(big["position"]["text"], "7^1000000000000,3^5");
    assert_eq!(
        big["position"]["runs"],
        serde_json::json!([["7", "1000000000000"], ["3", "5"]])
    );
    assert!(int(&big["grundy"]) <= 3);
    let corners = json(&hookgames(&[
        "grundy",
        "downright",
        "{(6,1),(5,2),(4,5),(2,7)}",
        "--json",
    ]));
    let plain = json(&hookgames(&[
        "grundy",
        "downright",
        "6,5,4^3,2^2",
        "--json",
    ]));
    assert_eq!(corners["grundy"], plain["grundy"]);
}

#[test]
fn moves_lctr_match_values() {
    for game in ["lctr", "downright"] {
        for t in ["0", "1", "2"] {
            let m = json(&hookgames(&[
                "moves",
                game,
                "8,7,6,5,5,2,1",
                "--value",
                t,
                "--json",
            ]));
            assert_eq!(m["target"], t);
            for mv in m["moves"].as_array().unwrap() {
                assert!(mv["hooks"].as_array().unwrap().is_empty(), "{mv}");
                let v = json(&hookgames(&["grundy", game, &to_arg(mv), "--json"]));
                assert_eq!(v["grundy"], t, "{game} {mv}");
            }
        }
    }
}

#[test]
fn board_and_tree() {
    let o = hookgames(&["board", "lctr", "8,7,6,5,5,2,1"]);
    assert!(o.status.success());
    assert!(stdout(&o).lines().count() >= 7);
    let b = json(&hookgames(&[
        "board",
        "downright",
        "8,7,6,5,5,2,1",
        "--json",
    ]));
    assert_eq!(b["board"].as_array().unwrap().len(), 7);
    assert_eq!(b["board"][0].as_array().unwrap().len(), 8);
    assert_eq!(b["play"], "normal");
    assert_eq!(b["grundy"], b["board"][0][0]);
    // Misère play says so (0.1 dropped it and read as normal play).
    let m = json(&hookgames(&[
        "board",
        "downright",
        "8,7,6,5,5,2,1",
        "--misere",
        "--json",
    ]));
    assert_eq!(m["play"], "misere");
    let g = json(&hookgames(&[
        "grundy",
        "downright",
        "8,7,6,5,5,2,1",
        "--misere",
        "--json",
    ]));
    assert_eq!(m["grundy"], g["grundy"]);
    // LCTR on the staircase 2,1: states {21, 1, 11? ...} checked against the crate.
    let t = json(&hookgames(&["tree", "lctr", "1", "--json"]));
    assert!(
        t.get("play").is_none(),
        "the tree is the same in both conventions"
    );
    assert_eq!(t["states"], 2);
    assert_eq!(t["nodes"], "3");
    assert_eq!(t["leaves"], "2");
    assert_eq!(t["height"], 1);
}

#[test]
fn game_commands_reject_bad_input() {
    assert_bad_input(&["grundy", "shifted", "3,3"], "strict");
    assert_bad_input(&["grundy", "lctr", "3,4"], "larger");
    assert_bad_input(&["grundy", "downright", "0"], "empty");
    assert_bad_input(&["grundy", "chess", "3"], "chess");
    assert_bad_input(&["moves", "shifted", "3,2", "--value", "-1"], "-1");
    assert_bad_input(&["board", "lctr", "2^1000000000000"], "limit");
    // Options that cannot apply to `tree` do not exist there.
    assert_bad_input(
        &["tree", "lctr", "3", "--misere"],
        "unexpected argument '--misere'",
    );
    assert_bad_input(
        &["tree", "lctr", "3", "--svg", "x.svg"],
        "unexpected argument '--svg'",
    );
}

#[test]
fn sato_welter_kawanaka_example() {
    // Kawanaka §9: E^(2)(9,8,6,5,5,2) = 7 and the unique good move is the
    // box in row 3, column 6.
    let v = json(&hookgames(&[
        "grundy",
        "sato-welter",
        "9,8,6,5,5,2",
        "--json",
    ]));
    assert_eq!(v["game"], "sato-welter");
    assert_eq!(parts(&v["position"]), [9, 8, 6, 5, 5, 2]);
    assert_eq!(v["grundy"], "7");
    let m = json(&hookgames(&[
        "moves",
        "sato-welter",
        "9,8,6,5,5,2",
        "--json",
    ]));
    let moves = m["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 1);
    assert_eq!(
        moves[0]["hooks"],
        serde_json::json!([{"row": 3, "column": "6", "length": "1"}])
    );
    assert_eq!(parts(&moves[0]["to"]), [9, 8, 5, 5, 5, 2]);
    // Moves to other values, normal and misère, land on that value.
    for misere in [false, true] {
        for t in ["1", "2", "5"] {
            let mut args = vec!["moves", "sato-welter", "5,4,4,2,1", "--value", t, "--json"];
            if misere {
                args.push("--misere");
            }
            let m = json(&hookgames(&args));
            assert_eq!(m["play"], if misere { "misere" } else { "normal" });
            for mv in m["moves"].as_array().unwrap() {
                let mut g = vec!["grundy", "sato-welter"];
                let to = to_arg(mv);
                g.push(&to);
                g.push("--json");
                if misere {
                    g.push("--misere");
                }
                let v = json(&hookgames(&g));
                assert_eq!(v["grundy"], t, "{mv}");
            }
        }
    }
    let demo = stdout(&hookgames(&["demo"]));
    assert!(
        demo.contains("remove the hook at (3,6) of length 1, leaving 9,8,5,5,5,2"),
        "{demo}"
    );
}

#[test]
fn mhrg_table_grundy_and_moves() {
    // Abuku–Tada, Table 1, rows m = 3 and m = 9.
    let t = json(&hookgames(&["table", "mhrg", "--max", "9", "--json"]));
    assert_eq!(t["game"], "mhrg");
    assert_eq!(t["play"], "normal");
    assert_eq!(t["max"], 9);
    assert_eq!(ints(&t["table"][2]), [3, 3, 0, 0, 0, 0, 3, 3, 10]);
    assert_eq!(ints(&t["table"][8]), [9, 1, 10, 5, 18, 0, 10, 8, 1]);
    let text = stdout(&hookgames(&["table", "mhrg", "--max", "3"]));
    assert!(text.contains("  3 | 3 3 0"), "{text}");

    let v = json(&hookgames(&[
        "grundy", "mhrg", "--rect", "3x5", "5,5,5", "--json",
    ]));
    assert_eq!(v["game"], "mhrg");
    assert_eq!(v["rect"], serde_json::json!({"m": 3, "n": 5}));
    assert_eq!(parts(&v["position"]), [5, 5, 5]);
    assert_eq!(v["grundy"], "0"); // G(Y_{3,5}) = 0 in Table 1
    assert_eq!(v["outcome"], "P");

    // Every listed move of value t leads to a position of value t.
    for t in ["0", "1", "2"] {
        let m = json(&hookgames(&[
            "moves", "mhrg", "--rect", "4x5", "5,5,5,5", "--value", t, "--json",
        ]));
        assert_eq!(m["grundy"], "4");
        for mv in m["moves"].as_array().unwrap() {
            let hooks = mv["hooks"].as_array().unwrap();
            assert!((1..=2).contains(&hooks.len()), "{mv}");
            // The hooks' lengths add up to the boxes removed.
            let removed: u64 = hooks.iter().map(|h| int(&h["length"])).sum();
            assert_eq!(20 - parts(&mv["to"]).iter().sum::<u64>(), removed, "{mv}");
            let to = to_arg(mv);
            let v = json(&hookgames(&[
                "grundy", "mhrg", "--rect", "4x5", &to, "--json",
            ]));
            assert_eq!(v["grundy"], t, "{mv}");
        }
    }
    let demo = stdout(&hookgames(&["demo"]));
    assert!(demo.contains("  9 |  9  1 10  5 18  0 10  8  1"), "{demo}");
}

#[test]
fn mhrg_bad_input() {
    assert_bad_input(&["grundy", "mhrg", "5,5,5"], "--rect");
    assert_bad_input(&["grundy", "mhrg", "--rect", "3x5", "5,1"], "Motegi");
    assert_bad_input(&["grundy", "mhrg", "--rect", "3x5", "6"], "fit");
    assert_bad_input(&["grundy", "shifted", "--rect", "3x5", "3,1"], "--rect");
    assert_bad_input(&["moves", "mhrg", "--rect", "3x5", "5,1"], "Motegi");
    assert_bad_input(&["table", "mhrg", "--max", "1000"], "1000");
    assert_bad_input(&["table", "chess", "--max", "3"], "chess");
}

/// MHRG(20, 20) has 2^20 positions: `grundy` and `moves` solve it whole with
/// the dense solver. Their answers on small positions equal the memoised
/// search of the library, which explores only what is reachable.
#[test]
fn mhrg_large_games_by_the_dense_solver() {
    use hookgames::mhrg::{RectGame, check_position, position_count};
    use hookgames::partition::RectanglePartitions;
    assert_eq!(position_count(20, 20).unwrap(), (1u64 << 20).into());
    let game = RectGame::new(20, 20).unwrap();
    let small: Vec<_> = RectanglePartitions::new(4, 6)
        .unwrap()
        .filter(|y| y.size() >= 6 && check_position(y, 20, 20).unwrap().is_position())
        .take(4)
        .collect();
    assert_eq!(small.len(), 4);
    for y in &small {
        let want = hookgames::game::grundy(&game, &game.position(y).unwrap()).unwrap();
        let text = y.to_string();
        let v = json(&hookgames(&[
            "grundy", "mhrg", "--rect", "20x20", &text, "--json",
        ]));
        assert_eq!(v["grundy"], want.to_string(), "{y}");
        let want_moves: Vec<Vec<u64>> = game
            .valued_moves(y)
            .unwrap()
            .into_iter()
            .filter(|mv| mv.value == 0)
            .map(|mv| mv.result.into_parts())
            .collect();
        let m = json(&hookgames(&[
            "moves", "mhrg", "--rect", "20x20", &text, "--json",
        ]));
        let got: Vec<Vec<u64>> = m["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|mv| parts(&mv["to"]))
            .collect();
        assert_eq!(got, want_moves, "{y}");
    }
}

/// `moves mhrg --misere`: every listed move leads to a position of the
/// asked misère value (by `grundy mhrg --misere`), and the moves to all
/// values together are one per box.
#[test]
fn mhrg_misere_moves() {
    let mut total = 0;
    for t in 0..6 {
        let t = t.to_string();
        let m = json(&hookgames(&[
            "moves", "mhrg", "--rect", "3x4", "4,4,4", "--misere", "--value", &t, "--json",
        ]));
        assert_eq!(m["play"], "misere");
        for mv in m["moves"].as_array().unwrap() {
            total += 1;
            let to = to_arg(mv);
            let v = json(&hookgames(&[
                "grundy", "mhrg", "--rect", "3x4", &to, "--misere", "--json",
            ]));
            assert_eq!(v["grundy"], t, "{mv}");
        }
    }
    assert_eq!(total, 12, "one turn per box of (4,4,4)");
}

/// Under --json an error is one JSON object on standard output (nothing on
/// standard error), with the kind of the error, and the status is 2.
fn assert_json_error(args: &[&str], kind: &str, needle: &str) {
    let o = hookgames(args);
    assert_eq!(o.status.code(), Some(2), "{args:?}");
    assert!(
        o.stderr.is_empty(),
        "{args:?}: {:?}",
        String::from_utf8_lossy(&o.stderr)
    );
    let text = stdout(&o);
    assert_eq!(text.lines().count(), 1, "{args:?}: {text}");
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["schema"], "hookgames/1");
    assert_eq!(v["error"]["kind"], kind, "{args:?}: {v}");
    let message = v["error"]["message"].as_str().unwrap();
    assert!(
        message.contains(needle),
        "{args:?}: {message:?} lacks {needle:?}"
    );
}

#[test]
fn json_errors_are_json_objects() {
    assert_json_error(&["show", "3,x", "--json"], "input", "\"x\"");
    assert_json_error(&["grundy", "shifted", "3,3", "--json"], "input", "strict");
    assert_json_error(&["grundy", "chess", "3", "--json"], "usage", "chess");
    assert_json_error(&["grundy", "mhrg", "5,5,5", "--json"], "usage", "--rect");
    assert_json_error(&["frobnicate", "--json"], "usage", "frobnicate");
    assert_json_error(
        &["board", "lctr", "2^1000000000000", "--json"],
        "limit",
        "MAX_MATERIALIZED",
    );
    assert_json_error(
        &["table", "mhrg", "--max", "1000", "--json"],
        "limit",
        "MAX_TABLE_SIDE",
    );
    assert_json_error(
        &["show", "@/nonexistent/position.txt", "--json"],
        "io",
        "cannot open",
    );
    assert_json_error(&["show", "3,1", "--svg", "-", "--json"], "usage", "--svg -");
    let v: serde_json::Value =
        serde_json::from_slice(&hookgames(&["grundy", "chess", "3", "--json"]).stdout).unwrap();
    assert_eq!(v["command"], "grundy");
    let v: serde_json::Value =
        serde_json::from_slice(&hookgames(&["frobnicate", "--json"]).stdout).unwrap();
    assert!(v.get("command").is_none(), "{v}");
}

#[test]
fn quiet_and_no_progress_are_accepted_everywhere() {
    let plain = hookgames(&["grundy", "shifted", "7,6,4,3,2"]);
    for flag in ["--quiet", "-q", "--no-progress"] {
        for args in [
            &[flag, "grundy", "shifted", "7,6,4,3,2"][..],
            &["grundy", "shifted", "7,6,4,3,2", flag],
        ] {
            let o = hookgames(args);
            assert!(o.status.success(), "{args:?}");
            assert_eq!(o.stdout, plain.stdout, "{args:?}");
            assert!(o.stderr.is_empty());
        }
    }
}

#[test]
fn completions_and_man_page() {
    for (shell, needle) in [
        ("bash", "_hookgames()"),
        ("zsh", "#compdef hookgames"),
        ("fish", "complete -c hookgames"),
        ("powershell", "hookgames"),
        ("elvish", "hookgames"),
    ] {
        let o = hookgames(&["completions", shell]);
        assert!(o.status.success(), "{shell}");
        let s = stdout(&o);
        assert!(s.contains(needle), "{shell}: {s}");
        // Every subcommand is completed.
        for sub in ["show", "grundy", "moves", "board", "tree", "table"] {
            assert!(s.contains(sub), "{shell} lacks {sub}");
        }
    }
    assert_bad_input(&["completions", "cmd.exe"], "cmd.exe");
    let man = stdout(&hookgames(&["man"]));
    assert!(man.starts_with(".ie"), "{}", &man[..40.min(man.len())]);
    assert!(man.contains(".TH hookgames 1"), "{man}");
    assert!(man.contains("grundy"));
    // The schema printed is the package's copy, and inside the repository
    // that copy is the file published under docs/.
    let schema = stdout(&hookgames(&["schema"]));
    let shipped = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/hookgames-json.schema.json"
    ))
    .expect("hookgames-json.schema.json in the package");
    assert_eq!(schema, shipped);
    let docs = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/hookgames-json.schema.json"
    );
    match std::fs::read_to_string(docs) {
        Ok(published) => assert_eq!(shipped, published, "docs/ and the package's copy differ"),
        Err(_) => eprintln!("outside the repository: docs/hookgames-json.schema.json not compared"),
    }
}

#[test]
fn svg_to_standard_output() {
    let o = hookgames(&["show", "6,6,5,3,3", "--svg", "-"]);
    let s = stdout(&o);
    assert!(o.status.success());
    assert!(s.starts_with("<svg") || s.starts_with("<?xml"), "{s}");
    assert!(s.trim_end().ends_with("</svg>"), "only the picture: {s}");
    let o = hookgames(&["board", "lctr", "8,7,6,5,5,2,1", "--svg", "-"]);
    let s = stdout(&o);
    assert!(s.trim_end().ends_with("</svg>"), "{s}");
    assert!(!s.contains("01010101"), "the board's text is not printed");
}

/// `show` on a partition of 10^5 rows read from a file: size, length,
/// Durfee square, 5-core and 5-quotient, no hook table (stated).
#[test]
fn show_a_partition_of_100000_rows_from_a_file() {
    // λ_i = 200001 − 2i for i = 1..10^5: distinct odd parts, so 10^5 rows
    // and 10^5 runs; the Durfee side is the largest i with λ_i ≥ i.
    let n = 100_000u64;
    let text: Vec<String> = (1..=n).map(|i| (2 * n + 1 - 2 * i).to_string()).collect();
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let file = dir.join("rows-100000.txt");
    std::fs::write(&file, text.join(",")).unwrap();
    let arg = format!("@{}", file.display());
    let v = json(&hookgames(&["show", &arg, "--n", "5", "--json"]));
    assert_eq!(v["length"], "100000");
    assert_eq!(int(&v["size"]), n * n); // the sum of the first n odd numbers
    let durfee = (1..=n).filter(|&i| 2 * n + 1 - 2 * i >= i).count();
    assert_eq!(v["durfee"], durfee);
    assert!(v.get("hook_lengths").is_none());
    assert_eq!(v["omitted"][0]["field"], "hook_lengths");
    assert_eq!(v["beta"].as_array().unwrap().len(), 100_000);
    // |λ| = |5-core| + 5·Σ|λ^(k)|.
    let core: u64 = parts(&v["core"]).iter().sum();
    let q: u64 = v["quotient"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| parts(p).iter().sum::<u64>())
        .sum();
    assert_eq!(core + 5 * q, n * n);
    assert_eq!(v["quotient"].as_array().unwrap().len(), 5);
    // The text says what it left out and why.
    let s = stdout(&hookgames(&["show", &arg, "--n", "5"]));
    assert!(s.contains("rows         100000"), "{}", &s[..300]);
    assert!(
        s.contains(
            "hook lengths (not shown: 10000000000 boxes, more than 10000; --hooks prints them)"
        ),
        "{}",
        &s[..600]
    );
    assert!(s.contains("5-core"));
    assert!(s.contains("5-quotient"));
}
