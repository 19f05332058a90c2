//! Issue 17 on the command line: `--threads N` (the same answers for every
//! count), `grundy --remoteness` (against the library's generic solver and
//! the closed form of Nim), `table mhrg --max-sum S` (against the library
//! and the square table), and `table … --shard I/N` with `table merge`
//! (the round trip, and each refusal naming its file and line).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use hookgames::game::{Algorithm, Convention, Solver};
use serde_json::Value;

fn hookgames(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hookgames"))
        .args(args)
        .output()
        .expect("the hookgames binary runs")
}

/// The standard output of a successful run.
fn ok(args: &[&str]) -> String {
    let o = hookgames(args);
    assert!(
        o.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).unwrap()
}

fn json(args: &[&str]) -> Value {
    serde_json::from_str(&ok(args)).unwrap_or_else(|e| panic!("{args:?}: {e}"))
}

/// A failed run: status 2, one line on standard error holding every needle;
/// returns the line.
fn fails(args: &[&str], needles: &[&str]) -> String {
    let o = hookgames(args);
    let err = String::from_utf8(o.stderr).unwrap();
    assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
    assert!(o.stdout.is_empty(), "{args:?}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    for n in needles {
        assert!(err.contains(n), "{args:?}: {err:?} lacks {n:?}");
    }
    err
}

/// A scratch directory of this test binary.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("scale")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn path_str(p: &Path) -> &str {
    p.to_str().unwrap()
}

// --- --threads ---------------------------------------------------------------

#[test]
fn tables_are_the_same_for_every_thread_count() {
    for args in [
        &["table", "mhrg", "--max", "12"][..],
        &["table", "mhrg", "--max-sum", "22", "--json"][..],
    ] {
        let one = ok(&[&["--threads", "1"], args].concat());
        for t in ["2", "3", "4", "0"] {
            assert_eq!(ok(&[&["--threads", t], args].concat()), one, "{args:?} {t}");
        }
    }
    // The dense solver over MHRG(20, 20) (2^20 positions, both paths of
    // solve_positions): G(Y_{20,20}) = 1 ⊕ 2 ⊕ … ⊕ 20 = 20 (Abuku–Tada,
    // Corollary 5.16).
    for t in ["1", "2", "3"] {
        let v = json(&[
            "grundy",
            "mhrg",
            "20^20",
            "--rect",
            "20x20",
            "--json",
            "--threads",
            t,
        ]);
        assert_eq!(v["grundy"], "20", "--threads {t}");
    }
}

#[test]
fn too_many_threads_is_a_limit_error() {
    fails(
        &["--threads", "1025", "table", "mhrg", "--max", "3"],
        &["MAX_THREADS", "1025"],
    );
    let o = hookgames(&["grundy", "lctr", "3,2", "--json", "--threads", "5000"]);
    assert_eq!(o.status.code(), Some(2));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["error"]["kind"], "limit");
    fails(&["--threads", "-1", "demo"], &["-1"]);
}

// --- --remoteness ------------------------------------------------------------

/// `grundy GAME POSITION --remoteness [--misere] --json` → (grundy, remoteness).
fn remoteness(game: &str, position: &str, extra: &[&str], misere: bool) -> (u64, u64) {
    let mut args = vec!["grundy", game, position, "--remoteness", "--json"];
    args.extend_from_slice(extra);
    if misere {
        args.push("--misere");
    }
    let v = json(&args);
    assert_eq!(v["play"], if misere { "misere" } else { "normal" });
    (
        v["grundy"].as_str().unwrap().parse().unwrap(),
        v["remoteness"].as_u64().unwrap(),
    )
}

fn conventions() -> [(Convention, bool); 2] {
    [(Convention::Normal, false), (Convention::Misere, true)]
}

/// The library's remoteness of `p`.
fn library<A: Algorithm>(game: A, p: &A::State, c: Convention) -> u64 {
    Solver::new(game).remoteness(p, c).unwrap()
}

/// A one-row diagram (n) is a Nim heap of n in the Sato–Welter game (the
/// hooks of its boxes have lengths 1..n) and in the shifted game: its
/// remoteness has the closed form of Nim (Winning Ways ch. 9): normal 0
/// for n = 0, else 1 (take all); misère 1 for n = 0, 2 for n = 1, else 3
/// (leave one counter).
#[test]
fn remoteness_of_nim_heaps_has_the_closed_form() {
    for n in 0..=7u64 {
        let normal = u64::from(n > 0);
        let misere = match n {
            0 => 1,
            1 => 2,
            _ => 3,
        };
        for game in ["sato-welter", "shifted"] {
            let (g, r) = remoteness(game, &n.to_string(), &[], false);
            assert_eq!((g, r), (n, normal), "{game} ({n})");
            let (_, r) = remoteness(game, &n.to_string(), &[], true);
            assert_eq!(r, misere, "{game} ({n}) misère");
        }
    }
    // LCTR on one row (n): the top row goes at once (R = 1), and the
    // remoteness is odd, the next player winning.
    for n in 1..=6u64 {
        assert_eq!(remoteness("lctr", &n.to_string(), &[], false).1, 1);
    }
}

#[test]
fn remoteness_agrees_with_the_library() {
    use hookgames::lctr::{Chess, LctrVariant, Piece};
    use hookgames::partition::{Partition, ShiftedPartition};
    use hookgames::sato_welter::YoungRealization;
    use hookgames::shifted::ShiftedHookGame;
    let young = ["9,8,6,5,5,2", "3,2,1", "4,4,4,4", "5,3,3,1", "6,5,4^3,2^2"];
    for text in young {
        let p: Partition = text.parse().unwrap();
        for (c, misere) in conventions() {
            let want = library(YoungRealization, &p, c);
            let (g, r) = remoteness("sato-welter", text, &[], misere);
            assert_eq!(r, want, "sato-welter {text} {c:?}");
            // Even iff a P-position.
            assert_eq!(r % 2 == 0, g == 0, "sato-welter {text} {c:?}");
            for (name, variant) in [
                ("lctr", LctrVariant::Lctr),
                ("downright", LctrVariant::Downright),
            ] {
                let want = library(variant, &p, c);
                let (g, r) = remoteness(name, text, &[], misere);
                assert_eq!(r, want, "{name} {text} {c:?}");
                assert_eq!(r % 2 == 0, g == 0, "{name} {text} {c:?}");
            }
            let chess = Chess::new(Piece::queen(), p.clone()).unwrap();
            let want = library(&chess, &(1, 1), c);
            let (_, r) = remoteness("chess", text, &["--piece", "queen", "--at", "2,2"], misere);
            assert_eq!(r, want, "chess {text} {c:?}");
        }
    }
    for text in ["7,6,4,3,2", "5,3,1", "9,4"] {
        let s: ShiftedPartition = text.parse().unwrap();
        for (c, misere) in conventions() {
            let want = library(ShiftedHookGame, &s, c);
            let (g, r) = remoteness("shifted", text, &[], misere);
            assert_eq!(r, want, "shifted {text} {c:?}");
            assert_eq!(r % 2 == 0, g == 0);
        }
    }
    // The MHRG: Example 1.2's Y = 5,4,3 in Y_{3,5}, and the start of
    // MHRG(4, 5).
    for (text, rect, m, n) in [("5,4,3", "3x5", 3, 5), ("5^4", "4x5", 4, 5)] {
        let game = hookgames::mhrg::RectGame::new(m, n).unwrap();
        let y: Partition = text.parse().unwrap();
        let pos = game.position(&y).unwrap();
        for (c, misere) in conventions() {
            let want = library(game, &pos, c);
            let (g, r) = remoteness("mhrg", text, &["--rect", rect], misere);
            assert_eq!(r, want, "mhrg {text} {c:?}");
            assert_eq!(r % 2 == 0, g == 0);
        }
    }
    // The non-repetitive game after a history.
    let g = hookgames::lctr::NonRepetitive::new(
        LctrVariant::Lctr,
        "4,4,4,4".parse::<Partition>().unwrap(),
    )
    .unwrap();
    let s = g.play(&"TLT".parse().unwrap()).unwrap();
    for (c, misere) in conventions() {
        let want = library(&g, &s, c);
        let (_, r) = remoteness("lctr-nonrep", "4,4,4,4", &["--history", "TLT"], misere);
        assert_eq!(r, want, "lctr-nonrep {c:?}");
    }
}

#[test]
fn remoteness_in_text_batch_and_errors() {
    let text = ok(&["grundy", "sato-welter", "3,2,1", "--remoteness"]);
    assert_eq!(
        text.lines().nth(1),
        Some(
            "remoteness 4 (the previous player wins: 4 move(s) until the loser cannot move, \
             the winner hurrying and the loser delaying)"
        )
    );
    let text = ok(&["grundy", "shifted", "7", "--remoteness", "--misere"]);
    assert!(text.contains("misère remoteness 3 ("), "{text}");
    // Without --remoteness the JSON has no such field.
    let v = json(&["grundy", "sato-welter", "3,2,1", "--json"]);
    assert!(v.get("remoteness").is_none());
    // A batch answers every line with its remoteness.
    let dir = scratch("remoteness-batch");
    let file = dir.join("positions.txt");
    std::fs::write(&file, "3,2\n4\n").unwrap();
    let out = ok(&["grundy", "lctr", "--batch", path_str(&file), "--remoteness"]);
    let lines: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[1]["remoteness"], 1);
    fails(
        &["grundy", "multi-lctr", "(3,3)", "--remoteness"],
        &["multi-lctr"],
    );
    fails(
        &["grundy", "sato-welter", "20^20", "--remoteness"],
        &["DEFAULT_MAX_STATES"],
    );
    fails(
        &["grundy", "lctr", "1^268435456", "--remoteness"],
        &["MEMORY_BUDGET_BYTES"],
    );
    fails(
        &["grundy", "shifted", "1000000000000,5", "--remoteness"],
        &["DEFAULT_MAX_STATES"],
    );
}

// --- --max-sum ---------------------------------------------------------------

/// The triangle m + n ≤ S: each entry equals the library's G(Y_{m,n})
/// (start_values_with), and the square table where both have it.
#[test]
fn triangle_tables_agree_with_the_library_and_the_square() {
    let v = json(&["table", "mhrg", "--max-sum", "14", "--json"]);
    assert_eq!(v["max_sum"], 14);
    let entries = v["entries"].as_array().unwrap();
    let rects: Vec<(usize, u64)> = (1..=7usize)
        .flat_map(|m| (m as u64..=(14 - m) as u64).map(move |n| (m, n)))
        .collect();
    assert_eq!(entries.len(), rects.len());
    let want = hookgames::mhrg::start_values_with(
        &rects,
        hookgames::mhrg::SolveOptions::default(),
        |_| {},
    )
    .unwrap();
    let square = json(&["table", "mhrg", "--max", "13", "--json"]);
    for ((e, &(m, n)), w) in entries.iter().zip(&rects).zip(&want) {
        assert_eq!(
            (e["m"].as_u64(), e["n"].as_u64()),
            (Some(m as u64), Some(n))
        );
        assert_eq!(e["grundy"], w.to_string(), "G(Y_{{{m},{n}}})");
        assert_eq!(square["table"][m - 1][n as usize - 1], e["grundy"]);
    }
    // Abuku–Tada, Table 1: G(Y_{5,9}) = 18.
    assert_eq!(want[rects.iter().position(|&r| r == (5, 9)).unwrap()], 18);
    // The text is the same triangle.
    let text = ok(&["table", "mhrg", "--max-sum", "6"]);
    assert_eq!(
        text,
        "m\\n | 1 2 3 4 5\n---------------\n  1 | 1 1 3 3 5\n  2 |   3 3 1\n  3 |     0\n"
    );
    fails(&["table", "mhrg", "--max-sum", "1"], &["S ≥ 2"]);
    fails(&["table", "mhrg", "--max-sum", "65"], &["MAX_RECT_CELLS"]);
    fails(
        &["table", "mhrg", "--max-sum", "38"],
        &["MAX_TABLE_POSITIONS", "--shard"],
    );
    // --max-positions lowers or raises the work limit of one run.
    fails(
        &["table", "mhrg", "--max", "9", "--max-positions", "2000"],
        &["--max-positions 2000", "--shard I/N, N ≥ 3"],
    );
    assert_eq!(
        ok(&["table", "mhrg", "--max", "9", "--max-positions", "100000"]),
        ok(&["table", "mhrg", "--max", "9"])
    );
    fails(
        &[
            "table",
            "mhrg",
            "--max",
            "3",
            "--max-positions",
            "1099511627777",
        ],
        &["MAX_TABLE_POSITIONS_CEILING"],
    );
    fails(
        &[
            "table",
            "mhrg",
            "--max-sum",
            "40",
            "--max-positions",
            "1000000",
        ],
        &["its largest game alone"],
    );
    fails(&["table", "mhrg", "--max", "3", "--max-sum", "6"], &[]);
    fails(&["table", "mhrg"], &[]);
}

// --- --shard and merge -------------------------------------------------------

/// Writes the N shards of `extent` into `dir`; returns their paths.
fn write_shards(dir: &Path, extent: &[&str], count: usize) -> Vec<PathBuf> {
    (1..=count)
        .map(|i| {
            let id = format!("{i}/{count}");
            let text = ok(&[&["table", "mhrg"], extent, &["--shard", &id]].concat());
            let path = dir.join(format!("shard-{i}.jsonl"));
            std::fs::write(&path, text).unwrap();
            path
        })
        .collect()
}

fn merge(files: &[PathBuf], extra: &[&str]) -> Output {
    let mut args: Vec<&str> = vec!["table", "merge"];
    args.extend(files.iter().map(|p| path_str(p)));
    args.extend_from_slice(extra);
    hookgames(&args)
}

#[test]
fn shards_merge_into_the_unsharded_table() {
    for extent in [&["--max", "9"][..], &["--max-sum", "16"][..]] {
        let whole = ok(&[&["table", "mhrg"], extent].concat());
        let whole_json = ok(&[&["table", "mhrg"], extent, &["--json"]].concat());
        // N = 70 is more than the games of either table: some shards are empty.
        for count in [1, 2, 3, 5, 70] {
            let dir = scratch(&format!("round-trip-{}-{count}", extent[1]));
            let mut files = write_shards(&dir, extent, count);
            let mut seen = 0;
            for f in &files {
                let text = std::fs::read_to_string(f).unwrap();
                let header: Value = serde_json::from_str(text.lines().next().unwrap()).unwrap();
                assert_eq!(header["version"], env!("CARGO_PKG_VERSION"));
                assert_eq!(header["shard"]["count"], count);
                assert_eq!(header["entries"], text.lines().count() - 1);
                seen += text.lines().count() - 1;
            }
            let entries = match extent[0] {
                "--max" => 81,
                _ => (1..=8).map(|m| 17 - 2 * m).sum::<usize>(),
            };
            assert_eq!(seen, entries, "{extent:?} {count}");
            // Any order.
            files.reverse();
            let o = merge(&files, &[]);
            assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
            assert_eq!(
                String::from_utf8(o.stdout).unwrap(),
                whole,
                "{extent:?} {count}"
            );
            let o = merge(&files, &["--json"]);
            assert_eq!(String::from_utf8(o.stdout).unwrap(), whole_json);
        }
    }
    // The same I/N always gives the same part.
    assert_eq!(
        ok(&["table", "mhrg", "--max-sum", "20", "--shard", "2/3"]),
        ok(&[
            "table",
            "mhrg",
            "--max-sum",
            "20",
            "--shard",
            "2/3",
            "--threads",
            "1"
        ])
    );
}

/// The lines of a file.
fn lines(p: &Path) -> Vec<String> {
    std::fs::read_to_string(p)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect()
}

/// Writes `lines` to `p`, with the header's entry count set to the lines
/// that follow it (so that only the problem under test remains).
fn write_fixed(p: &Path, mut l: Vec<String>) {
    let mut header: Value = serde_json::from_str(&l[0]).unwrap();
    header["entries"] = (l.len() - 1).into();
    l[0] = header.to_string();
    std::fs::write(p, l.join("\n") + "\n").unwrap();
}

/// A refused merge: status 2, one line holding every needle.
fn refused(files: &[PathBuf], needles: &[&str]) {
    let o = merge(files, &[]);
    let err = String::from_utf8(o.stderr).unwrap();
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(o.stdout.is_empty());
    assert_eq!(err.lines().count(), 1, "{err}");
    for n in needles {
        assert!(err.contains(n), "{err:?} lacks {n:?}");
    }
}

#[test]
fn merge_refuses_shards_that_do_not_fit() {
    let dir = scratch("refusals");
    let files = write_shards(&dir, &["--max-sum", "12"], 3);
    let name = |k: usize| path_str(&files[k]).to_owned();
    let copy = |k: usize, to: &str| {
        let p = dir.join(to);
        std::fs::copy(&files[k], &p).unwrap();
        p
    };
    // A shard missing.
    refused(&files[..2], &["shard(s) 3 of 3 missing"]);
    // A shard twice.
    let again = copy(0, "again.jsonl");
    refused(
        &[
            files[0].clone(),
            again.clone(),
            files[1].clone(),
            files[2].clone(),
        ],
        &[
            &format!("{}:1", path_str(&again)),
            "shard 1/3 again",
            &name(0),
        ],
    );
    // Another table, or another N.
    let other = dir.join("other");
    std::fs::create_dir_all(&other).unwrap();
    let o = write_shards(&other, &["--max-sum", "14"], 3);
    refused(
        &[files[0].clone(), files[1].clone(), o[2].clone()],
        &[
            &format!("{}:1", path_str(&o[2])),
            "--max-sum 14",
            "--max-sum 12",
        ],
    );
    let o4 = write_shards(&other, &["--max-sum", "12"], 4);
    refused(
        &[files[0].clone(), o4[1].clone(), files[2].clone()],
        &["shard 2/4", "not parts of one table"],
    );
    // Another version.
    let v = dir.join("version.jsonl");
    let mut l = lines(&files[1]);
    l[0] = l[0].replace(env!("CARGO_PKG_VERSION"), "0.0.1");
    std::fs::write(&v, l.join("\n")).unwrap();
    refused(
        &[files[0].clone(), v.clone(), files[2].clone()],
        &[&format!("{}:1", path_str(&v)), "0.0.1"],
    );
    refused(
        &[v.clone(), files[0].clone(), files[2].clone()],
        &["0.0.1", "this is hookgames"],
    );
    // An entry in the wrong shard (moved from shard 1 to shard 2).
    let (a, b) = (dir.join("a.jsonl"), dir.join("b.jsonl"));
    let mut l1 = lines(&files[0]);
    let moved = l1.remove(1);
    let mut l2 = lines(&files[1]);
    l2.push(moved.clone());
    write_fixed(&a, l1);
    write_fixed(&b, l2.clone());
    refused(
        &[a.clone(), b.clone(), files[2].clone()],
        &[
            &format!("{}:{}", path_str(&b), l2.len()),
            "belongs to shard 1/3, not to shard 2/3",
        ],
    );
    // An entry twice.
    let mut l1 = lines(&files[0]);
    l1.push(l1[1].clone());
    write_fixed(&a, l1.clone());
    refused(
        &[a.clone(), files[1].clone(), files[2].clone()],
        &[
            &format!("{}:{}", path_str(&a), l1.len()),
            "again",
            &format!("{}:2", path_str(&a)),
        ],
    );
    // An entry missing (the count fixed), and a shard cut short (not).
    let mut l1 = lines(&files[0]);
    l1.remove(1);
    write_fixed(&a, l1.clone());
    refused(
        &[a.clone(), files[1].clone(), files[2].clone()],
        &[
            "of shard 1/3 is missing",
            &format!("({} should hold it)", path_str(&a)),
        ],
    );
    std::fs::write(&a, l1.join("\n")).unwrap();
    refused(
        &[a.clone(), files[1].clone(), files[2].clone()],
        &[&format!("{}:1", path_str(&a)), "cut short"],
    );
    // An entry outside the table, a bad value, two values of one game.
    let mut l1 = lines(&files[0]);
    l1.push(r#"{"m":7,"n":7,"grundy":"1"}"#.to_owned());
    write_fixed(&a, l1);
    refused(
        &[a.clone(), files[1].clone(), files[2].clone()],
        &["G(Y_{7,7}) is not an entry of the table --max-sum 12"],
    );
    let mut l1 = lines(&files[0]);
    l1[1] = l1[1].replace(r#""grundy":""#, r#""grundy":"x"#);
    write_fixed(&a, l1);
    refused(
        &[a.clone(), files[1].clone(), files[2].clone()],
        &[&format!("{}:2", path_str(&a)), "not a decimal number"],
    );
    // G(Y_{2,3}) and G(Y_{2,2}) are the one game MHRG(2, 2) (Theorem 4.4).
    let all: Vec<PathBuf> = files.clone();
    let holder = all
        .iter()
        .find(|f| lines(f).iter().any(|l| l.starts_with(r#"{"m":2,"n":3,"#)))
        .unwrap();
    let mut l = lines(holder);
    let k = l
        .iter()
        .position(|l| l.starts_with(r#"{"m":2,"n":3,"#))
        .unwrap();
    l[k] = r#"{"m":2,"n":3,"grundy":"9"}"#.to_owned();
    write_fixed(&a, l);
    let others: Vec<PathBuf> = all.iter().filter(|f| *f != holder).cloned().collect();
    refused(
        &[&[a.clone()][..], &others].concat(),
        &["G(Y_{2,3}) = 9, but G(Y_{2,2}) = 3", "MHRG(2, 2)"],
    );
    // Not a shard: garbage, an empty file, a table object, a file too
    // large, a file that does not exist.
    std::fs::write(&a, "hello\n").unwrap();
    refused(
        std::slice::from_ref(&a),
        &[
            &format!("{}:1", path_str(&a)),
            "not the header line of a shard",
        ],
    );
    std::fs::write(&a, "").unwrap();
    refused(std::slice::from_ref(&a), &["empty file"]);
    std::fs::write(&a, ok(&["table", "mhrg", "--max", "2", "--json"])).unwrap();
    refused(
        std::slice::from_ref(&a),
        &["not the header line of a shard"],
    );
    let f = std::fs::File::create(&a).unwrap();
    f.set_len((1 << 20) + 1).unwrap();
    refused(std::slice::from_ref(&a), &["MAX_SHARD_FILE_BYTES"]);
    refused(&[dir.join("no-such-file.jsonl")], &["no-such-file.jsonl"]);
    // The shard option itself.
    for bad in ["0/3", "4/3", "1", "x/2"] {
        fails(
            &["table", "mhrg", "--max", "3", "--shard", bad],
            &["--shard"],
        );
    }
    fails(
        &["table", "mhrg", "--max", "3", "--shard", "1/1025"],
        &["MAX_SHARDS"],
    );
    // A shard is JSON Lines already: --json does not go with it (the
    // error is then a JSON object).
    let o = hookgames(&["table", "mhrg", "--max", "3", "--shard", "1/2", "--json"]);
    assert_eq!(o.status.code(), Some(2));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["error"]["kind"], "usage");
    assert!(v["error"]["message"].as_str().unwrap().contains("--json"));
}
