//! End-to-end tests of the `hookgames` binary: outputs on the papers'
//! examples, the JSON shape, `@FILE` / `-` inputs, and status 2 with a
//! one-line message on every kind of bad input.

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

/// The `to` diagram of a listed move as a position argument (`0` for ∅).
fn to_arg(mv: &serde_json::Value) -> String {
    let parts: Vec<String> = mv["to"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.to_string())
        .collect();
    if parts.is_empty() {
        "0".to_owned()
    } else {
        parts.join(",")
    }
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
    assert_eq!(v["partition"], serde_json::json!([9, 8, 6, 5, 5, 2]));
    assert_eq!(v["size"], 35);
    assert_eq!(
        v["conjugate"],
        serde_json::json!([6, 6, 5, 5, 5, 3, 2, 2, 1])
    );
    assert_eq!(v["durfee"], 5);
    assert_eq!(v["beta"], serde_json::json!([14, 12, 9, 7, 6, 2]));
    assert_eq!(
        v["hook_lengths"][0],
        serde_json::json!([14, 13, 11, 10, 9, 6, 4, 3, 1])
    );
    assert_eq!(v["hook_lengths"][5], serde_json::json!([2, 1]));
    assert_eq!(v["core"], serde_json::json!([1]));
    let quotient = v["quotient"].as_array().unwrap();
    assert_eq!(quotient.len(), 2);
    let boxes: u64 = quotient
        .iter()
        .flat_map(|q| q.as_array().unwrap())
        .map(|p| p.as_u64().unwrap())
        .sum();
    assert_eq!(boxes, 17);
    assert!(v.get("diagonal").is_none());
}

#[test]
fn show_json_diagonal_expression() {
    // Abuku–Tada, Example 3.7: (5,4,3) in Y_{3,5} is (0,1,2,3,2,2,1,1,0).
    let v = json(&hookgames(&["show", "5,4,3", "--rect", "3x5", "--json"]));
    assert_eq!(
        v["diagonal"],
        serde_json::json!([0, 1, 2, 3, 2, 2, 1, 1, 0])
    );
    assert_eq!(v["rect"], serde_json::json!([3, 5]));
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
    assert_bad_input(&["show", "5^1000000000000"], "limit");
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
    assert_eq!(v["game"], "shifted");
    assert_eq!(v["position"], serde_json::json!([7, 6, 4, 3, 2]));
    assert_eq!(v["grundy"], 4);
    let m = json(&hookgames(&["moves", "shifted", "7,6,4,3,2", "--json"]));
    let moves = m["winning_moves"].as_array().unwrap();
    assert_eq!(moves.len(), 3);
    for mv in moves {
        let to: Vec<u64> = mv["to"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_u64().unwrap())
            .collect();
        assert_eq!(to.iter().fold(0, |a, b| a ^ b), 0, "{mv}");
        assert_eq!(mv["box"].as_array().unwrap().len(), 2);
    }
}

#[test]
fn grundy_lctr_reads_runs_without_expanding() {
    let v = json(&hookgames(&["grundy", "lctr", "8,7,6,5,5,2,1", "--json"]));
    assert_eq!(v["game"], "lctr");
    assert_eq!(v["position"], serde_json::json!([8, 7, 6, 5, 5, 2, 1]));
    // A position with 10^12 parts: its value comes from the runs.
    let big = json(&hookgames(&[
        "grundy",
        "lctr",
        "7^1000000000000,3^5",
        "--json",
    ]));
    assert_eq!(big["position"], "7^1000000000000,3^5");
    assert!(big["grundy"].as_u64().unwrap() <= 3);
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
            for mv in m["winning_moves"].as_array().unwrap() {
                let v = json(&hookgames(&["grundy", game, &to_arg(mv), "--json"]));
                assert_eq!(v["grundy"].to_string(), t, "{game} {mv}");
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
    // LCTR on the staircase 2,1: states {21, 1, 11? ...} checked against the crate.
    let t = json(&hookgames(&["tree", "lctr", "1", "--json"]));
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
    assert_bad_input(&["tree", "lctr", "3", "--misere"], "misere");
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
    assert_eq!(v["position"], serde_json::json!([9, 8, 6, 5, 5, 2]));
    assert_eq!(v["grundy"], 7);
    let m = json(&hookgames(&[
        "moves",
        "sato-welter",
        "9,8,6,5,5,2",
        "--json",
    ]));
    let moves = m["winning_moves"].as_array().unwrap();
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0]["box"], serde_json::json!([3, 6]));
    assert_eq!(moves[0]["to"], serde_json::json!([9, 8, 5, 5, 5, 2]));
    // Moves to other values, normal and misère, land on that value.
    for misere in [false, true] {
        for t in ["1", "2", "5"] {
            let mut args = vec!["moves", "sato-welter", "5,4,4,2,1", "--value", t, "--json"];
            if misere {
                args.push("--misere");
            }
            let m = json(&hookgames(&args));
            for mv in m["winning_moves"].as_array().unwrap() {
                let mut g = vec!["grundy", "sato-welter"];
                let to = to_arg(mv);
                g.push(&to);
                g.push("--json");
                if misere {
                    g.push("--misere");
                }
                let v = json(&hookgames(&g));
                assert_eq!(v["grundy"].to_string(), t, "{mv}");
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
    assert_eq!(t["max"], 9);
    assert_eq!(
        t["grundy"][2],
        serde_json::json!([3, 3, 0, 0, 0, 0, 3, 3, 10])
    );
    assert_eq!(
        t["grundy"][8],
        serde_json::json!([9, 1, 10, 5, 18, 0, 10, 8, 1])
    );
    let text = stdout(&hookgames(&["table", "mhrg", "--max", "3"]));
    assert!(text.contains("  3 | 3 3 0"), "{text}");

    let v = json(&hookgames(&[
        "grundy", "mhrg", "--rect", "3x5", "5,5,5", "--json",
    ]));
    assert_eq!(v["game"], "mhrg");
    assert_eq!(v["rect"], serde_json::json!([3, 5]));
    assert_eq!(v["position"], serde_json::json!([5, 5, 5]));
    assert_eq!(v["grundy"], 0); // G(Y_{3,5}) = 0 in Table 1

    // Every listed move of value t leads to a position of value t.
    for t in ["0", "1", "2"] {
        let m = json(&hookgames(&[
            "moves", "mhrg", "--rect", "4x5", "5,5,5,5", "--value", t, "--json",
        ]));
        assert_eq!(m["grundy"], 4);
        for mv in m["winning_moves"].as_array().unwrap() {
            let hooks = mv["hooks"].as_array().unwrap();
            assert!((1..=2).contains(&hooks.len()), "{mv}");
            let to = to_arg(mv);
            let v = json(&hookgames(&[
                "grundy", "mhrg", "--rect", "4x5", &to, "--json",
            ]));
            assert_eq!(v["grundy"].to_string(), t, "{mv}");
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
        assert_eq!(v["grundy"], want, "{y}");
        let want_moves: Vec<serde_json::Value> = game
            .valued_moves(y)
            .unwrap()
            .into_iter()
            .filter(|mv| mv.value == 0)
            .map(|mv| serde_json::json!(mv.result.parts()))
            .collect();
        let m = json(&hookgames(&[
            "moves", "mhrg", "--rect", "20x20", &text, "--json",
        ]));
        let got: Vec<serde_json::Value> = m["winning_moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|mv| mv["to"].clone())
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
        for mv in m["winning_moves"].as_array().unwrap() {
            total += 1;
            let to = to_arg(mv);
            let v = json(&hookgames(&[
                "grundy", "mhrg", "--rect", "3x4", &to, "--misere", "--json",
            ]));
            assert_eq!(v["grundy"].to_string(), t, "{mv}");
        }
    }
    assert_eq!(total, 12, "one turn per box of (4,4,4)");
}
