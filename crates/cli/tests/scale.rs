//! Issue 17 on the command line: `--threads N` (the same answers for every
//! count), `grundy --remoteness` (against the library's generic solver and
//! the closed form of Nim), `table mhrg --max-sum S` (against the library
//! and the square table), and `table … --shard I/N` with `table merge`
//! (the round trip, and each refusal naming its file and line), and
//! `table verify` (issue 28: checksums, theorems and a re-solved sample).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use hookgames::game::{Algorithm, Convention, Solver};
use serde_json::Value;

/// The command's own checksum of a shard, to forge one as an editor would
/// (a checksum is not a signature).
#[allow(dead_code)]
#[path = "../src/checksum.rs"]
mod checksum;

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
/// (start_values), and the square table where both have it.
#[test]
fn triangle_tables_agree_with_the_library_and_the_square() {
    let v = json(&["table", "mhrg", "--max-sum", "14", "--json"]);
    assert_eq!(v["max_sum"], 14);
    let entries = v["entries"].as_array().unwrap();
    let rects: Vec<(usize, u64)> = (1..=7usize)
        .flat_map(|m| (m as u64..=(14 - m) as u64).map(move |n| (m, n)))
        .collect();
    assert_eq!(entries.len(), rects.len());
    let want = hookgames::mhrg::start_values(&rects, &hookgames::game::Engine::new()).unwrap();
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
/// that follow it and its checksum computed again for them (so that only
/// the problem under test remains, as an editor who knows the checksum
/// would leave it).
fn write_fixed(p: &Path, mut l: Vec<String>) {
    let mut header: Value = serde_json::from_str(&l[0]).unwrap();
    header["entries"] = (l.len() - 1).into();
    header["checksum"] = forged_checksum(&header, &l[1..]).into();
    l[0] = header.to_string();
    std::fs::write(p, l.join("\n") + "\n").unwrap();
}

/// The checksum of a shard whose header is `header` and whose entry lines
/// are `entries`, as the command computes it.
fn forged_checksum(header: &Value, entries: &[String]) -> String {
    let num = |v: &Value| v.as_u64().map(|x| x as usize);
    let fields = checksum::ShardFields {
        version: header["version"].as_str().unwrap(),
        game: header["game"].as_str().unwrap(),
        play: header["play"].as_str().unwrap(),
        max: num(&header["max"]),
        max_sum: num(&header["max_sum"]),
        index: num(&header["shard"]["index"]).unwrap(),
        count: num(&header["shard"]["count"]).unwrap(),
    };
    let entries: Vec<(usize, u64, u64)> = entries
        .iter()
        .map(|l| {
            let e: Value = serde_json::from_str(l).unwrap();
            (
                e["m"].as_u64().unwrap() as usize,
                e["n"].as_u64().unwrap(),
                e["grundy"].as_str().unwrap().parse().unwrap_or(u64::MAX),
            )
        })
        .collect();
    checksum::shard_checksum(&fields, &entries)
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
    // G(Y_{3,6}) and G(Y_{3,5}) are the one game MHRG(3, 5) (Theorem 4.4),
    // which no closed form gives; G(Y_{2,3}) is given by Corollary 4.14.
    let edit = |entry: &str, to: &str| -> Vec<PathBuf> {
        let holder = files
            .iter()
            .find(|f| lines(f).iter().any(|l| l.starts_with(entry)))
            .unwrap();
        let mut l = lines(holder);
        let k = l.iter().position(|l| l.starts_with(entry)).unwrap();
        l[k] = to.to_owned();
        write_fixed(&a, l);
        let others = files.iter().filter(|f| *f != holder).cloned();
        std::iter::once(a.clone()).chain(others).collect()
    };
    refused(
        &edit(r#"{"m":3,"n":6,"#, r#"{"m":3,"n":6,"grundy":"9"}"#),
        &["G(Y_{3,6}) = 9, but G(Y_{3,5}) = 0", "MHRG(3, 5)"],
    );
    refused(
        &edit(r#"{"m":2,"n":3,"#, r#"{"m":2,"n":3,"grundy":"9"}"#),
        &[
            "G(Y_{2,3}) = 9, but Abuku–Tada, Corollary 4.14 gives G(Y_{2,3}) = 3",
            "a checksum is not a signature",
        ],
    );
    // A shard written before the checksums, or with a checksum of other
    // entries.
    let mut l = lines(&files[0]);
    let mut header: Value = serde_json::from_str(&l[0]).unwrap();
    header.as_object_mut().unwrap().remove("checksum");
    l[0] = header.to_string();
    std::fs::write(&a, l.join("\n") + "\n").unwrap();
    refused(
        &[a.clone(), files[1].clone(), files[2].clone()],
        &[&format!("{}:1", path_str(&a)), "no \"checksum\""],
    );
    let l = lines(&files[1]);
    let mut m = lines(&files[0]);
    m[0] = m[0].replace(
        serde_json::from_str::<Value>(&m[0]).unwrap()["checksum"]
            .as_str()
            .unwrap(),
        serde_json::from_str::<Value>(&l[0]).unwrap()["checksum"]
            .as_str()
            .unwrap(),
    );
    std::fs::write(&a, m.join("\n") + "\n").unwrap();
    refused(
        &[a.clone(), files[1].clone(), files[2].clone()],
        &[
            &format!("{}:1", path_str(&a)),
            "the file was changed after it was written",
            "table verify",
        ],
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

// --- issue 28: shards that verify --------------------------------------------

/// `table verify` run on `file`: its status and standard output.
fn verify(file: &Path, extra: &[&str]) -> (Option<i32>, String) {
    let mut args = vec!["table", "verify", path_str(file)];
    args.extend_from_slice(extra);
    let o = hookgames(&args);
    assert!(
        o.stderr.is_empty(),
        "{args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    (o.status.code(), String::from_utf8(o.stdout).unwrap())
}

/// The issue's case: G(Y_{8,8}) = 8 changed to 5 in the shard of
/// `table mhrg --max-sum 16 --shard I/3` that holds it. `merge` refuses it
/// by its checksum, and by Corollary 5.16 once the checksum is computed
/// again; `verify` finds it either way.
#[test]
fn an_edited_value_is_refused_by_merge_and_found_by_verify() {
    let dir = scratch("edited");
    let files = write_shards(&dir, &["--max-sum", "16"], 3);
    let k = files
        .iter()
        .position(|f| {
            lines(f)
                .iter()
                .any(|l| l == r#"{"m":8,"n":8,"grundy":"8"}"#)
        })
        .unwrap();
    let edited = dir.join("edited.jsonl");
    let text = std::fs::read_to_string(&files[k]).unwrap();
    std::fs::write(
        &edited,
        text.replace(
            r#"{"m":8,"n":8,"grundy":"8"}"#,
            r#"{"m":8,"n":8,"grundy":"5"}"#,
        ),
    )
    .unwrap();
    let mut set = files.clone();
    set[k] = edited.clone();
    refused(
        &set,
        &[
            &format!("{}:1", path_str(&edited)),
            "the header's checksum is sha256:",
            "the file was changed after it was written",
        ],
    );
    let (status, report) = verify(&edited, &["--sample", "0"]);
    assert_eq!(status, Some(1), "{report}");
    assert!(report.contains("checksum   DIFFERS"), "{report}");
    assert!(
        report.contains("G(Y_{8,8}) = 5, but Abuku–Tada, Corollary 5.16 gives 8"),
        "{report}"
    );
    assert!(
        report.contains("NOT verified: 2 difference(s) found"),
        "{report}"
    );
    // The checksum computed again for the edited entries.
    let forged = dir.join("forged.jsonl");
    write_fixed(&forged, lines(&edited));
    set[k] = forged.clone();
    refused(
        &set,
        &[
            &format!("{}:", path_str(&forged)),
            "G(Y_{8,8}) = 5, but Abuku–Tada, Corollary 5.16 gives G(Y_{8,8}) = 8",
        ],
    );
    let (status, report) = verify(&forged, &["--sample", "3", "--seed", "1"]);
    assert_eq!(status, Some(1), "{report}");
    assert!(report.contains("matches the entries"), "{report}");
    assert!(
        report.contains("NOT verified: 1 difference(s) found"),
        "{report}"
    );
    // The untouched shards verify, with every entry solved again.
    for f in &files {
        let (status, report) = verify(f, &["--sample", "1000"]);
        assert_eq!(status, Some(0), "{report}");
        assert!(
            report.ends_with("verified: no difference found\n"),
            "{report}"
        );
    }
}

/// A value that no theorem gives and no other entry of its game carries:
/// G(Y_{5,11}) (the game MHRG(5, 11) has one entry in the triangle 16).
/// Its forged shard passes every check of `merge` but the sample's: the
/// re-solved sample of `verify` finds it.
#[test]
fn verify_finds_a_forged_value_no_theorem_determines() {
    let dir = scratch("forged-sample");
    let files = write_shards(&dir, &["--max-sum", "16"], 3);
    let holder = files
        .iter()
        .find(|f| lines(f).iter().any(|l| l.starts_with(r#"{"m":5,"n":11,"#)))
        .unwrap();
    let mut l = lines(holder);
    let k = l
        .iter()
        .position(|l| l.starts_with(r#"{"m":5,"n":11,"#))
        .unwrap();
    let right: Value = serde_json::from_str(&l[k]).unwrap();
    let right = right["grundy"].as_str().unwrap().to_owned();
    let wrong = if right == "0" { "1" } else { "0" };
    l[k] = format!(r#"{{"m":5,"n":11,"grundy":"{wrong}"}}"#);
    let forged = dir.join("forged.jsonl");
    write_fixed(&forged, l);
    let (status, out) = verify(&forged, &["--sample", "1000", "--json"]);
    assert_eq!(status, Some(1), "{out}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["schema"], "hookgames/1");
    assert_eq!(v["command"], "table");
    assert_eq!(v["kind"], "shard");
    assert_eq!(v["checksum"]["matches"], true);
    assert_eq!(v["agree"], false);
    assert_eq!(v["sample"]["drawn"], v["sample"]["candidates"]);
    let d = &v["differences"].as_array().unwrap()[..];
    assert_eq!(d.len(), 1, "{v}");
    assert_eq!(d[0]["m"], 5);
    assert_eq!(d[0]["n"], 11);
    assert_eq!(d[0]["grundy"], wrong);
    assert_eq!(d[0]["expected"], right.as_str());
    assert_eq!(d[0]["by"], "a new solve of MHRG(5, 11)");
    assert_eq!(d[0]["line"], k + 1);
}

/// `verify` reads a table's JSON too (`table … --json`, `merge … --json`),
/// draws the same sample for the same seed, and refuses what is not a
/// table or a sample beyond the work limit.
#[test]
fn verify_reads_tables_and_refuses_what_it_cannot_check() {
    let dir = scratch("verify-tables");
    let square = dir.join("square.json");
    std::fs::write(&square, ok(&["table", "mhrg", "--max", "9", "--json"])).unwrap();
    let (status, report) = verify(&square, &["--seed", "7"]);
    assert_eq!(status, Some(0), "{report}");
    assert!(report.starts_with(&format!(
        "{}: the table --max 9, 81 entries",
        path_str(&square)
    )));
    assert!(
        report.contains("51 entries determined by a theorem"),
        "{report}"
    );
    assert_eq!(verify(&square, &["--seed", "7"]).1, report);
    // G(Y_{9,9}) = 1 (Corollary 5.16) changed to 2: the last value.
    let text = std::fs::read_to_string(&square).unwrap();
    let edited = dir.join("edited.json");
    std::fs::write(&edited, text.replacen(r#""1"]]}"#, r#""2"]]}"#, 1)).unwrap();
    let (status, report) = verify(&edited, &["--sample", "0"]);
    assert_eq!(status, Some(1), "{report}");
    assert!(report.contains("G(Y_{9,9}) = 2, but Abuku–Tada, Corollary 5.16 gives 1"));
    let triangle = dir.join("triangle.json");
    std::fs::write(
        &triangle,
        ok(&["table", "mhrg", "--max-sum", "14", "--json"]),
    )
    .unwrap();
    assert_eq!(verify(&triangle, &["--sample", "1000"]).0, Some(0));
    // Not a table; a sample beyond the work limit (a forged square of side
    // 24 whose sample needs its largest games).
    std::fs::write(&edited, "hello\n").unwrap();
    fails(
        &["table", "verify", path_str(&edited)],
        &["not a shard or a table's JSON"],
    );
    let zeros = vec![vec!["0"; 24]; 24];
    let big = serde_json::json!({"schema": "hookgames/1", "command": "table", "game": "mhrg",
        "play": "normal", "max": 24, "table": zeros});
    std::fs::write(&edited, big.to_string()).unwrap();
    fails(
        &["table", "verify", path_str(&edited), "--sample", "1000"],
        &["MAX_TABLE_POSITIONS", "--sample"],
    );
}
