//! End-to-end tests of the three open problems of Gottlieb–Krnc–Muršič
//! §8 on the command line — `multi-lctr` (d-dimensional LCTR), `chess`
//! (impartial chess on a partition) and `lctr-nonrep` / `downright-nonrep`
//! (the non-repetitive variant) — in `grundy`, `moves` and `board`, text
//! and JSON: every value is checked against the generic solver of
//! `hookgames::game` run here on the library's games, on the papers'
//! small examples and on all boxes of small boards.

use std::process::{Command, Output};

use hookgames::Partition;
use hookgames::game::{Algorithm, AlgorithmExt, Convention, grundy, misere_grundy};
use hookgames::lctr::{
    Chess, ChessBoard, Corners, History, Lctr, LctrVariant, MultiLctr, NonRepetitive, Piece,
    subpartition,
};

fn hookgames(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hookgames"))
        .args(args)
        .output()
        .expect("the hookgames binary runs")
}

fn stdout(o: &Output) -> String {
    assert!(
        o.status.success(),
        "failed: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn json(args: &[&str]) -> serde_json::Value {
    let o = hookgames(args);
    serde_json::from_str(&stdout(&o)).expect("stdout is one JSON value")
}

/// A decimal-string integer of the JSON.
fn int(v: &serde_json::Value) -> u64 {
    v.as_str()
        .unwrap_or_else(|| panic!("{v} is not a string"))
        .parse()
        .unwrap()
}

/// The board of a `board --json` object.
fn grid(v: &serde_json::Value) -> Vec<Vec<u64>> {
    v["board"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.as_array().unwrap().iter().map(int).collect())
        .collect()
}

/// The generic value of `p` in `game` under `misere` play.
fn generic<A: Algorithm>(game: &A, p: &A::State, misere: bool) -> u64 {
    if misere {
        misere_grundy(game, p).unwrap()
    } else {
        grundy(game, p).unwrap()
    }
}

/// Bad input: status 2, nothing on stdout, one line on stderr holding `needle`.
fn assert_bad_input(args: &[&str], needle: &str) {
    let o = hookgames(args);
    let err = String::from_utf8(o.stderr).unwrap();
    assert_eq!(o.status.code(), Some(2), "{args:?}: stderr {err:?}");
    assert!(o.stdout.is_empty(), "{args:?}: printed to stdout");
    assert_eq!(err.lines().count(), 1, "{args:?}: not one line: {err:?}");
    assert!(err.starts_with("hookgames: error: "), "{args:?}: {err:?}");
    assert!(err.contains(needle), "{args:?}: {err:?} lacks {needle:?}");
}

// ---- d-dimensional LCTR -----------------------------------------------------

#[test]
fn multi_lctr_grundy_and_moves_agree_with_the_generic_solver() {
    // §8's example position in d = 3, full boxes, d = 2 and d = 4.
    for text in [
        "{(3,1,2),(1,4,1)}",
        "(2,2,2)",
        "(3,3,3)",
        "{(6,1),(5,2),(4,5),(2,7)}",
        "(2,1,3,2),(1,3,1,1)",
        "{}_3",
    ] {
        let s: Corners = text.parse().unwrap();
        let d = s.dimension();
        for misere in [false, true] {
            let mut args = vec!["grundy", "multi-lctr", text, "--json"];
            if misere {
                args.push("--misere");
            }
            let v = json(&args);
            let expected = generic(&MultiLctr, &s, misere);
            assert_eq!(int(&v["grundy"]), expected, "{text} misère {misere}");
            assert_eq!(v["game"], "multi-lctr");
            assert_eq!(v["position"]["text"], s.to_string());
            assert_eq!(v["position"]["dimension"], d);
            assert_eq!(v["position"]["corners"].as_array().unwrap().len(), s.len());
            // The paper's remark: a value is at most d.
            assert!(expected <= d as u64);
            // `moves` for every target value: exactly the axes whose move
            // leads to that value, in order, each result read back.
            for t in 0..=d as u64 {
                let ts = t.to_string();
                let mut args = vec!["moves", "multi-lctr", text, "--value", &ts, "--json"];
                if misere {
                    args.push("--misere");
                }
                let v = json(&args);
                assert_eq!(int(&v["grundy"]), expected);
                let listed: Vec<Corners> = v["moves"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|m| m["to"]["text"].as_str().unwrap().parse().unwrap())
                    .collect();
                let wanted: Vec<Corners> = if s.is_empty() {
                    Vec::new()
                } else {
                    (1..=d)
                        .map(|axis| s.after_move(axis).unwrap())
                        .filter(|q| generic(&MultiLctr, q, misere) == t)
                        .collect()
                };
                assert_eq!(listed, wanted, "{text} to value {t}");
            }
        }
    }
}

#[test]
fn multi_lctr_in_dimension_2_is_lctr() {
    // Figure 5's partition and its corner representation (§8).
    let lambda: Partition = "8,7,6,5,5,2,1".parse().unwrap();
    let corners = Corners::from_partition(&lambda).unwrap().to_string();
    for flag in [None, Some("--misere")] {
        let mut a = vec!["grundy", "multi-lctr", corners.as_str(), "--json"];
        let mut b = vec!["grundy", "lctr", "8,7,6,5,5,2,1", "--json"];
        let mut c = vec!["board", "multi-lctr", corners.as_str(), "--json"];
        let mut e = vec!["board", "lctr", "8,7,6,5,5,2,1", "--json"];
        if let Some(f) = flag {
            for v in [&mut a, &mut b, &mut c, &mut e] {
                v.push(f);
            }
        }
        assert_eq!(json(&a)["grundy"], json(&b)["grundy"]);
        let (c, e) = (json(&c), json(&e));
        assert_eq!(c["board"], e["board"]);
        assert_eq!(c["grundy"], e["grundy"]);
        assert_eq!(c["game"], "multi-lctr");
        assert_eq!(c["position"]["text"], corners);
    }
    // The text board is the LCTR board of Figure 5.
    assert_eq!(
        stdout(&hookgames(&["board", "multi-lctr", &corners])),
        stdout(&hookgames(&["board", "lctr", "8,7,6,5,5,2,1"]))
    );
}

#[test]
fn multi_lctr_text() {
    let o = hookgames(&["grundy", "multi-lctr", "{(3,1,2),(1,4,1)}"]);
    let expected = grundy(&MultiLctr, &"{(3,1,2),(1,4,1)}".parse().unwrap()).unwrap();
    assert!(stdout(&o).starts_with(&format!("Grundy value {expected} (")));
    // The cube [1,3]^3 has value 1 (the guide's example); its three moves
    // lead to value 0.
    let s = stdout(&hookgames(&["moves", "multi-lctr", "(3,3,3)"]));
    assert_eq!(
        s,
        "Grundy value 1; 3 move(s) to value 0:\n  decrease coordinate 1 -> {(2,3,3)}\n  \
         decrease coordinate 2 -> {(3,2,3)}\n  decrease coordinate 3 -> {(3,3,2)}\n"
    );
}

// ---- impartial chess ----------------------------------------------------------

const PIECES: [&str; 7] = [
    "king",
    "queen",
    "rook",
    "bishop",
    "knight",
    "downright",
    "leap(1,2)+ride(1,1)",
];

#[test]
fn chess_boards_agree_with_the_generic_solver() {
    for lambda in ["8,7,6,5,5,2,1", "4,4,4", "5,3,3,1"] {
        let p: Partition = lambda.parse().unwrap();
        for piece in PIECES {
            let game = Chess::new(piece.parse::<Piece>().unwrap(), p.clone()).unwrap();
            for misere in [false, true] {
                let mut args = vec!["board", "chess", lambda, "--piece", piece, "--json"];
                if misere {
                    args.push("--misere");
                }
                let v = json(&args);
                assert_eq!(v["piece"], game.piece().to_string());
                let board = grid(&v);
                assert_eq!(board.len(), p.len());
                for (i, row) in board.iter().enumerate() {
                    assert_eq!(row.len() as u64, p.parts()[i]);
                    for (j, &x) in (0u64..).zip(row) {
                        assert_eq!(
                            x,
                            generic(&game, &(i, j), misere),
                            "{piece} on {lambda}, box ({i},{j}), misère {misere}"
                        );
                    }
                }
                assert_eq!(int(&v["grundy"]), board[0][0]);
            }
        }
    }
}

#[test]
fn chess_grundy_and_moves_from_every_box() {
    let lambda = "5,3,3,1";
    let p: Partition = lambda.parse().unwrap();
    for piece in ["queen", "knight", "leap(1,2)+ride(1,1)"] {
        let game = Chess::new(piece.parse().unwrap(), p.clone()).unwrap();
        for (i, &row) in p.parts().iter().enumerate() {
            for j in 0..row {
                let at = format!("{},{}", i + 1, j + 1);
                let v = json(&[
                    "grundy", "chess", lambda, "--piece", piece, "--at", &at, "--json",
                ]);
                let value = generic(&game, &(i, j), false);
                assert_eq!(int(&v["grundy"]), value);
                assert_eq!(v["at"], serde_json::json!({"row": i + 1, "column": j + 1}));
                for t in 0..3u64 {
                    let ts = t.to_string();
                    let v = json(&[
                        "moves", "chess", lambda, "--piece", piece, "--at", &at, "--value", &ts,
                        "--json",
                    ]);
                    assert_eq!(int(&v["grundy"]), value);
                    let listed: Vec<(usize, u64)> = v["moves"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|m| {
                            let r = m["to"]["row"].as_u64().unwrap() as usize;
                            let c = m["to"]["column"].as_u64().unwrap();
                            (r - 1, c - 1)
                        })
                        .collect();
                    let wanted: Vec<(usize, u64)> = game
                        .followers(&(i, j))
                        .unwrap()
                        .into_iter()
                        .filter(|q| generic(&game, q, false) == t)
                        .collect();
                    assert_eq!(listed, wanted, "{piece} from {at} to value {t}");
                }
            }
        }
    }
}

#[test]
fn rook_is_nim_and_queen_is_wythoff_on_rectangles() {
    // The rook on an m × n rectangle is two-pile Nim: (m−1−i) ⊕ (n−1−j).
    let v = json(&["board", "chess", "5,5,5,5", "--piece", "rook", "--json"]);
    for (i, row) in grid(&v).iter().enumerate() {
        for (j, &x) in row.iter().enumerate() {
            assert_eq!(x, ((3 - i) ^ (4 - j)) as u64);
        }
    }
    // The queen is Wythoff's game: the P-positions are (⌊kφ⌋, ⌊kφ²⌋) and
    // their mirrors, counted from the bottom-right box.
    let v = json(&["board", "chess", "12^12", "--piece", "queen", "--json"]);
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let mut p_positions = Vec::new();
    for k in 0..12u32 {
        let a = (f64::from(k) * phi).floor() as usize;
        let b = a + k as usize;
        p_positions.push((a, b));
        p_positions.push((b, a));
    }
    for (i, row) in grid(&v).iter().enumerate() {
        for (j, &x) in row.iter().enumerate() {
            let wythoff = p_positions.contains(&(11 - i, 11 - j));
            assert_eq!(x == 0, wythoff, "box ({i},{j})");
        }
    }
    // The text board is the library's Display: the rook on 3 × 3.
    assert_eq!(
        stdout(&hookgames(&["board", "chess", "3,3,3", "--piece", "rook"])),
        "0 3 2\n3 0 1\n2 1 0\n"
    );
    let s = stdout(&hookgames(&["grundy", "chess", "3,3,3", "--piece", "rook"]));
    assert_eq!(s, "Grundy value 0 (P-position: the previous player wins)\n");
}

#[test]
fn downright_is_the_king_without_its_diagonal_step() {
    // §3.2 and §8: the chess piece `downright` is the Downright game.
    for lambda in ["8,7,6,5,5,2,1", "4,4,4,4", "6,2,2"] {
        for flag in ["--quiet", "--misere"] {
            let chess = json(&[
                "board",
                "chess",
                lambda,
                "--piece",
                "downright",
                "--json",
                flag,
            ]);
            let dr = json(&["board", "downright", lambda, "--json", flag]);
            assert_eq!(chess["board"], dr["board"], "{lambda} {flag}");
            assert_eq!(chess["grundy"], dr["grundy"], "{lambda} {flag}");
        }
    }
}

#[test]
fn chess_svg_is_the_facade_picture() {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let file = dir.join("chess-queen.svg");
    let path = file.to_str().unwrap();
    let v = json(&[
        "board",
        "chess",
        "8,7,6,5,5,2,1",
        "--piece",
        "queen",
        "--svg",
        path,
        "--json",
    ]);
    assert_eq!(v["command"], "board");
    let written = std::fs::read_to_string(&file).unwrap();
    let board = ChessBoard::new(
        &Piece::queen(),
        &"8,7,6,5,5,2,1".parse().unwrap(),
        Convention::Normal,
    )
    .unwrap();
    assert_eq!(written, hookgames::svg::chess_board_svg(&board).unwrap());
    // `--svg -`: only the picture.
    let s = stdout(&hookgames(&[
        "board", "chess", "3,3,3", "--piece", "rook", "--svg", "-",
    ]));
    assert!(s.trim_end().ends_with("</svg>"));
    assert!(!s.contains("0 3 2"));
}

// ---- the non-repetitive variant ------------------------------------------------

/// Every history of at most `n` moves.
fn histories(n: usize) -> Vec<String> {
    let mut all = vec![String::new()];
    let mut last = vec![String::new()];
    for _ in 0..n {
        last = last
            .iter()
            .flat_map(|h| [format!("{h}L"), format!("{h}T")])
            .collect();
        all.extend(last.iter().cloned());
    }
    all
}

#[test]
fn nonrep_grundy_and_moves_agree_with_the_generic_solver() {
    for (name, variant) in [
        ("lctr-nonrep", LctrVariant::Lctr),
        ("downright-nonrep", LctrVariant::Downright),
    ] {
        for lambda in ["4,4,4,4", "5,3,2", "3,3,1"] {
            let p: Partition = lambda.parse().unwrap();
            let g = NonRepetitive::new(variant, p.clone()).unwrap();
            for h in histories(4) {
                let Ok(state) = g.play(&h.parse::<History>().unwrap()) else {
                    // Illegal histories are refused, as input errors.
                    assert_bad_input(
                        &["grundy", name, lambda, "--history", &h],
                        "of the history cannot be played",
                    );
                    continue;
                };
                for misere in [false, true] {
                    let mut args = vec!["grundy", name, lambda, "--history", &h, "--json"];
                    if misere {
                        args.push("--misere");
                    }
                    let v = json(&args);
                    let value = generic(&g, &state, misere);
                    assert_eq!(int(&v["grundy"]), value, "{name} {lambda} after {h:?}");
                    assert_eq!(v["history"], h.as_str());
                    for t in 0..3u64 {
                        let ts = t.to_string();
                        let mut args = vec![
                            "moves",
                            name,
                            lambda,
                            "--history",
                            &h,
                            "--value",
                            &ts,
                            "--json",
                        ];
                        if misere {
                            args.push("--misere");
                        }
                        let v = json(&args);
                        assert_eq!(int(&v["grundy"]), value);
                        let listed: Vec<(String, String)> = v["moves"]
                            .as_array()
                            .unwrap()
                            .iter()
                            .map(|m| {
                                (
                                    m["history"].as_str().unwrap().to_owned(),
                                    m["to"]["text"].as_str().unwrap().to_owned(),
                                )
                            })
                            .collect();
                        let mut wanted = Vec::new();
                        for m in ["T", "L"] {
                            let h2 = format!("{h}{m}");
                            let Ok(s2) = g.play(&h2.parse().unwrap()) else {
                                continue;
                            };
                            if generic(&g, &s2, misere) == t {
                                let to = subpartition(&p, s2.rows_removed(), s2.columns_removed());
                                let to: hookgames::partition::PartitionRuns =
                                    to.to_string().parse().unwrap();
                                wanted.push((h2, to.to_string()));
                            }
                        }
                        assert_eq!(listed, wanted, "{name} {lambda} after {h:?} to {t}");
                    }
                }
            }
        }
    }
}

#[test]
fn nonrep_example_and_text() {
    // The library's example: on the 4 × 4 square the rule changes the value
    // (plain LCTR has value 0 there, Lemma 17).
    let s = stdout(&hookgames(&["grundy", "lctr-nonrep", "4,4,4,4"]));
    let g = NonRepetitive::new(Lctr, "4,4,4,4".parse().unwrap()).unwrap();
    let v = grundy(&g, &g.start()).unwrap();
    assert_eq!(v, 1);
    assert_eq!(s, "Grundy value 1 (N-position: the next player wins)\n");
    let plain = stdout(&hookgames(&["grundy", "lctr", "4,4,4,4"]));
    assert!(plain.starts_with("Grundy value 0 "));
    // After TLT only T is allowed (L would make TLTL): one move, listed
    // under its own value.
    let after = g.play(&"TLT".parse().unwrap()).unwrap();
    let next = g.play(&"TLTT".parse().unwrap()).unwrap();
    let (v, t) = (grundy(&g, &after).unwrap(), grundy(&g, &next).unwrap());
    let ts = t.to_string();
    let s = stdout(&hookgames(&[
        "moves",
        "lctr-nonrep",
        "4,4,4,4",
        "--history",
        "TLT",
        "--value",
        &ts,
    ]));
    assert_eq!(
        s,
        format!(
            "Grundy value {v}; 1 move(s) to value {t}:\n  T: remove the top row -> 3 (history TLTT)\n"
        )
    );
}

#[test]
fn nonrep_boards_agree_with_the_generic_solver() {
    for (name, variant) in [
        ("lctr-nonrep", LctrVariant::Lctr),
        ("downright-nonrep", LctrVariant::Downright),
    ] {
        for lambda in ["8,7,6,5,5,2,1", "4,4,4,4"] {
            let p: Partition = lambda.parse().unwrap();
            for misere in [false, true] {
                let mut args = vec!["board", name, lambda, "--json"];
                if misere {
                    args.push("--misere");
                }
                let v = json(&args);
                let board = grid(&v);
                assert_eq!(board.len(), p.len());
                for (i, row) in board.iter().enumerate() {
                    for (j, &x) in (0u64..).zip(row) {
                        let g = NonRepetitive::new(variant, subpartition(&p, i, j)).unwrap();
                        assert_eq!(
                            x,
                            generic(&g, &g.start(), misere),
                            "{name} {lambda} ({i},{j})"
                        );
                    }
                }
                let g = NonRepetitive::new(variant, p.clone()).unwrap();
                assert_eq!(int(&v["grundy"]), generic(&g, &g.start(), misere));
            }
        }
    }
    let s = stdout(&hookgames(&[
        "board",
        "lctr-nonrep",
        "4,4,4,4",
        "--svg",
        "-",
    ]));
    assert!(s.trim_end().ends_with("</svg>"));
    assert!(s.contains("non-repetitive LCTR"), "{s}");
}

// ---- errors ------------------------------------------------------------------------

#[test]
fn bad_inputs_and_limits() {
    assert_bad_input(
        &["grundy", "multi-lctr", "(1,2),(2,3)"],
        "pairwise incomparable",
    );
    assert_bad_input(&["grundy", "multi-lctr", "{}"], "`{}_3`");
    assert_bad_input(
        &["grundy", "multi-lctr", "(1000000000000,1000000000000,5)"],
        "MAX_MULTI_CELLS",
    );
    assert_bad_input(&["board", "multi-lctr", "(1,2,3)"], "dimension 3");
    assert_bad_input(&["grundy", "chess", "3,3"], "--piece");
    assert_bad_input(
        &["grundy", "chess", "3,3", "--piece", "frog"],
        "not a piece",
    );
    assert_bad_input(
        &["grundy", "chess", "3,3", "--piece", "ride(0,0)"],
        "(0, 0)",
    );
    assert_bad_input(
        &["grundy", "chess", "3,3", "--piece", "king", "--at", "3,1"],
        "not in the diagram",
    );
    assert_bad_input(
        &["grundy", "chess", "3,3", "--piece", "king", "--at", "0,1"],
        "1-based",
    );
    assert_bad_input(
        &["grundy", "chess", "0", "--piece", "king"],
        "empty partition",
    );
    assert_bad_input(
        &["grundy", "chess", "7^1000000000000", "--piece", "queen"],
        "MAX_CHESS_CELLS",
    );
    assert_bad_input(
        &["board", "chess", "2048^2048", "--piece", "queen"],
        "MAX_CHESS_WORK",
    );
    assert_bad_input(&["grundy", "lctr", "3", "--piece", "king"], "'chess' only");
    assert_bad_input(&["grundy", "lctr", "3", "--history", "LT"], "nonrep");
    assert_bad_input(&["board", "lctr", "3", "--piece", "king"], "'chess' only");
    assert_bad_input(
        &["grundy", "lctr-nonrep", "3,3", "--history", "LXT"],
        "not a history",
    );
    assert_bad_input(
        &["grundy", "lctr-nonrep", "5^1000000000000"],
        "NONREP_MAX_BOXES",
    );
    assert_bad_input(&["board", "lctr-nonrep", "500^500"], "NONREP_BOARD_WORK");
    assert_bad_input(&["grundy", "downright-nonrep", "0"], "empty partition");
}
