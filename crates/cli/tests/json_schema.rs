//! Every subcommand's `--json` output — answers, batch lines and error
//! objects — validates against the published schema
//! `docs/hookgames-json.schema.json` (draft 2020-12, checked with `boon`;
//! read from the package's byte-identical copy `hookgames-json.schema.json`,
//! so the test also runs from the published crate).
//! The schema itself is checked to reject outputs of the wrong shape, so
//! the validation can fail.

use std::collections::BTreeSet;
use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::{Value, json};

const SCHEMA_PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/hookgames-json.schema.json");

struct Validator {
    schemas: boon::Schemas,
    index: boon::SchemaIndex,
}

impl Validator {
    fn new() -> Self {
        let text = std::fs::read_to_string(SCHEMA_PATH).expect("the published schema");
        let schema: Value = serde_json::from_str(&text).expect("the schema is JSON");
        let mut schemas = boon::Schemas::new();
        let mut compiler = boon::Compiler::new();
        let url = "urn:hookgames:json-schema";
        compiler.add_resource(url, schema).unwrap();
        let index = compiler
            .compile(url, &mut schemas)
            .unwrap_or_else(|e| panic!("the schema compiles: {e:#}"));
        Validator { schemas, index }
    }

    fn check(&self, what: &str, v: &Value) {
        if let Err(e) = self.schemas.validate(v, self.index) {
            panic!("{what}: {v}\ndoes not validate:\n{e:#}");
        }
    }

    fn rejects(&self, what: &str, v: &Value) {
        assert!(
            self.schemas.validate(v, self.index).is_err(),
            "the schema accepts {what}: {v}"
        );
    }
}

/// Runs the command; returns its status and the JSON lines of its stdout.
fn run(args: &[&str], stdin: Option<&str>) -> (Option<i32>, Vec<Value>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hookgames"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the hookgames binary runs");
    let mut input = child.stdin.take().unwrap();
    // A command that fails before reading its input closes the pipe.
    let _ = input.write_all(stdin.unwrap_or_default().as_bytes());
    drop(input);
    let o = child.wait_with_output().unwrap();
    assert!(
        o.stderr.is_empty(),
        "{args:?}: JSON mode writes nothing on stderr: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    let text = String::from_utf8(o.stdout).unwrap();
    let lines = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{args:?}: {l}: {e}")))
        .collect();
    (o.status.code(), lines)
}

/// Answers: (arguments, standard input).
const ANSWERS: &[(&[&str], Option<&str>)] = &[
    (&["show", "9,8,6,5,5,2", "--json"], None),
    (&["show", "9,8,6,5,5,2", "--n", "2", "--json"], None),
    (&["show", "5,4,3", "--rect", "3x5", "--json"], None),
    (&["show", "0", "--json"], None),
    (&["show", "5^1000000000000", "--json"], None),
    (&["show", "18446744073709551615", "--json"], None),
    (&["show", "100^200", "--json"], None),
    (&["show", "100^200", "--hooks", "--json"], None),
    (&["show", "-", "--json"], Some("6,5,4^3,2^2\n")),
    (&["grundy", "sato-welter", "9,8,6,5,5,2", "--json"], None),
    (
        &["grundy", "sato-welter", "5,4,4,2,1", "--misere", "--json"],
        None,
    ),
    (&["grundy", "shifted", "7,6,4,3,2", "--json"], None),
    (
        &[
            "grundy",
            "shifted",
            "18446744073709551614,1",
            "--misere",
            "--json",
        ],
        None,
    ),
    (&["grundy", "lctr", "7^1000000000000,3^5", "--json"], None),
    // Sums (0.3): by the theorem, and misère by the product search.
    (
        &[
            "grundy",
            "sato-welter",
            "12,10,9,7,5,3,2 + 11,9,8,6,4,2",
            "--json",
        ],
        None,
    ),
    (
        &[
            "grundy",
            "lctr",
            "3,2,1 + 2,2",
            "--misere",
            "--remoteness",
            "--json",
        ],
        None,
    ),
    (
        &["grundy", "multi-lctr", "{(3,1,2)} + {(1,4,1)}", "--json"],
        None,
    ),
    (
        &["grundy", "shifted", "--batch", "-"],
        Some("5,3 + 4,1\n5,3 +\n"),
    ),
    (
        &["grundy", "downright", "8,7,6,5,5,2,1", "--misere", "--json"],
        None,
    ),
    (
        &["grundy", "mhrg", "--rect", "3x5", "5,4,3", "--json"],
        None,
    ),
    (
        &[
            "grundy", "mhrg", "--rect", "3x4", "4,4,4", "--misere", "--json",
        ],
        None,
    ),
    (&["moves", "sato-welter", "9,8,6,5,5,2", "--json"], None),
    (
        &[
            "moves",
            "sato-welter",
            "5,4,4,2,1",
            "--misere",
            "--value",
            "1",
            "--json",
        ],
        None,
    ),
    (&["moves", "shifted", "7,6,4,3,2", "--json"], None),
    (&["moves", "mhrg", "--rect", "3x5", "5,4,3", "--json"], None),
    (
        &[
            "moves", "mhrg", "--rect", "3x4", "4,4,4", "--misere", "--json",
        ],
        None,
    ),
    (
        &["moves", "lctr", "8,7,6,5,5,2,1", "--value", "1", "--json"],
        None,
    ),
    (&["moves", "downright", "8,7,6,5,5,2,1", "--json"], None),
    (&["board", "lctr", "8,7,6,5,5,2,1", "--json"], None),
    (
        &["board", "downright", "8,7,6,5,5,2,1", "--misere", "--json"],
        None,
    ),
    (&["board", "lctr", "0", "--json"], None),
    (&["tree", "lctr", "5,4,3,2,1", "--json"], None),
    (&["tree", "downright", "4,4,4,4", "--json"], None),
    (&["table", "mhrg", "--max", "4", "--json"], None),
    (&["table", "mhrg", "--max-sum", "8", "--json"], None),
    (
        &[
            "grundy",
            "sato-welter",
            "9,8,6,5,5,2",
            "--remoteness",
            "--json",
        ],
        None,
    ),
    (
        &[
            "grundy",
            "mhrg",
            "5,4,3",
            "--rect",
            "3x5",
            "--remoteness",
            "--misere",
            "--json",
        ],
        None,
    ),
    (
        &["grundy", "lctr", "--batch", "-", "--remoteness"],
        Some("3,2\n4\n"),
    ),
    (
        &["grundy", "sato-welter", "--batch", "-"],
        Some("9,8,6,5,5,2\n# a comment\n\n3,x\n0\n"),
    ),
    (
        &[
            "grundy", "mhrg", "--rect", "3x5", "--misere", "--batch", "-",
        ],
        Some("5,4,3\n5,1\n5,5,5\n"),
    ),
    (
        &["grundy", "lctr", "--batch", "-"],
        Some("7^1000000000000,3^5\n2,3\n"),
    ),
    // The open problems of Gottlieb–Krnc–Muršič §8.
    (
        &["grundy", "multi-lctr", "{(3,1,2),(1,4,1)}", "--json"],
        None,
    ),
    (
        &["grundy", "multi-lctr", "{}_3", "--misere", "--json"],
        None,
    ),
    (&["moves", "multi-lctr", "(3,3,3)", "--json"], None),
    (
        &[
            "grundy",
            "chess",
            "8,7,6,5,5,2,1",
            "--piece",
            "queen",
            "--json",
        ],
        None,
    ),
    (
        &[
            "moves", "chess", "3,3,3", "--piece", "rook", "--at", "1,2", "--json",
        ],
        None,
    ),
    (&["grundy", "lctr-nonrep", "4,4,4,4", "--json"], None),
    (
        &[
            "moves",
            "downright-nonrep",
            "4,4,4,4",
            "--history",
            "TL",
            "--value",
            "1",
            "--json",
        ],
        None,
    ),
    (&["moves", "lctr-nonrep", "4,4,4,4", "--json"], None),
    (
        &[
            "board",
            "chess",
            "8,7,6,5,5,2,1",
            "--piece",
            "knight",
            "--json",
        ],
        None,
    ),
    (
        &["board", "multi-lctr", "{(6,1),(5,2),(4,5),(2,7)}", "--json"],
        None,
    ),
    (
        &["board", "lctr-nonrep", "4,3,1", "--misere", "--json"],
        None,
    ),
    (
        &["grundy", "chess", "--piece", "king", "--batch", "-"],
        Some("3,3\n0\n5,4,1\n"),
    ),
];

/// Errors: (arguments, the expected kind).
const ERRORS: &[(&[&str], &str)] = &[
    (&["show", "3,x", "--json"], "input"),
    (&["show", "5^1000000000000", "--n", "3", "--json"], "limit"),
    (&["show", "@/nonexistent/file", "--json"], "io"),
    (&["grundy", "chess", "3", "--json"], "usage"),
    (&["grundy", "mhrg", "5,5,5", "--json"], "usage"),
    (&["grundy", "shifted", "3,3", "--json"], "input"),
    (
        &["grundy", "sato-welter", "--batch", "/nonexistent/file"],
        "io",
    ),
    (
        &["moves", "mhrg", "--rect", "3x5", "5,1", "--json"],
        "input",
    ),
    (&["board", "lctr", "2^1000000000000", "--json"], "limit"),
    (&["tree", "downright", "0", "--json"], "input"),
    (&["tree", "lctr", "3", "--misere", "--json"], "usage"),
    (&["table", "mhrg", "--max", "1000", "--json"], "limit"),
    (&["frobnicate", "--json"], "usage"),
    (&["grundy", "multi-lctr", "(1,2),(2,3)", "--json"], "input"),
    (
        &[
            "grundy",
            "multi-lctr",
            "(1000000000000,1000000000000)",
            "--json",
        ],
        "limit",
    ),
    (
        &[
            "grundy",
            "chess",
            "7^1000000000000",
            "--piece",
            "queen",
            "--json",
        ],
        "limit",
    ),
    (
        &["grundy", "chess", "3,3", "--piece", "frog", "--json"],
        "input",
    ),
    (
        &["grundy", "lctr", "3,3", "--piece", "king", "--json"],
        "usage",
    ),
    (
        &["moves", "lctr-nonrep", "3,3", "--history", "TTTT", "--json"],
        "input",
    ),
    (&["board", "multi-lctr", "(1,2,3)", "--json"], "input"),
];

#[test]
fn every_subcommand_validates() {
    let v = Validator::new();
    let mut commands = BTreeSet::new();
    let mut plays = BTreeSet::new();
    for (args, stdin) in ANSWERS {
        let (status, lines) = run(args, *stdin);
        assert!(matches!(status, Some(0 | 1)), "{args:?}: {status:?}");
        assert!(!lines.is_empty(), "{args:?}");
        for line in &lines {
            v.check(&format!("{args:?}"), line);
            assert_eq!(line["schema"], "hookgames/1");
            commands.insert(line["command"].as_str().unwrap().to_owned());
            if let Some(p) = line["play"].as_str() {
                plays.insert(p.to_owned());
            }
        }
    }
    let want: BTreeSet<String> = ["show", "grundy", "moves", "board", "tree", "table"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(commands, want, "every subcommand with --json is exercised");
    assert_eq!(plays.len(), 2);
}

/// Every line of a shard (`table … --shard I/N`): a header, then entries;
/// and the merged table.
#[test]
fn shards_validate() {
    let v = Validator::new();
    for args in [
        &["table", "mhrg", "--max-sum", "10", "--shard", "2/3"][..],
        &["table", "mhrg", "--max", "5", "--shard", "1/2"][..],
        &["table", "mhrg", "--max", "5", "--shard", "40/40"][..],
    ] {
        let (status, lines) = run(args, None);
        assert_eq!(status, Some(0), "{args:?}");
        for line in &lines {
            v.check(&format!("{args:?}"), line);
        }
        assert!(lines[0]["shard"].is_object(), "{args:?}");
        assert_eq!(lines[0]["entries"], lines.len() - 1);
        for line in &lines[1..] {
            assert!(line.get("schema").is_none());
        }
    }
    // Issue 28: every shard header carries its checksum.
    let (_, lines) = run(&["table", "mhrg", "--max", "4", "--shard", "1/2"], None);
    assert!(
        lines[0]["checksum"]
            .as_str()
            .is_some_and(|c| c.starts_with("sha256:") && c.len() == 71),
        "{}",
        lines[0]
    );
    v.rejects(
        "a shard header with a short checksum",
        &json!({"schema": "hookgames/1", "command": "table", "version": "0.2.0",
                "game": "mhrg", "play": "normal", "max": 3, "shard": {"index": 1, "count": 1},
                "entries": 0, "checksum": "sha256:00"}),
    );
    v.rejects(
        "an entry with a numeric value",
        &json!({"m": 1, "n": 2, "grundy": 1}),
    );
    v.rejects(
        "a shard header without its shard",
        &json!({"schema": "hookgames/1", "command": "table", "version": "0.2.0",
                "game": "mhrg", "play": "normal", "max": 3, "entries": 0}),
    );
    v.rejects(
        "a table with both extents",
        &json!({"schema": "hookgames/1", "command": "table", "game": "mhrg",
                "play": "normal", "max": 1, "table": [["1"]], "max_sum": 2,
                "entries": [{"m": 1, "n": 1, "grundy": "1"}]}),
    );
    v.rejects(
        "a remoteness as a string",
        &json!({"schema": "hookgames/1", "command": "grundy", "game": "lctr", "play": "normal",
                "position": {"text": "1", "runs": [["1", "1"]]},
                "grundy": "1", "outcome": "N", "remoteness": "1"}),
    );
}

#[test]
fn every_error_validates() {
    let v = Validator::new();
    for (args, kind) in ERRORS {
        let (status, lines) = run(args, None);
        assert_eq!(status, Some(2), "{args:?}");
        assert_eq!(lines.len(), 1, "{args:?}");
        v.check(&format!("{args:?}"), &lines[0]);
        assert_eq!(lines[0]["error"]["kind"], *kind, "{args:?}: {}", lines[0]);
    }
}

#[test]
fn the_schema_rejects_other_shapes() {
    let v = Validator::new();
    let good = json!({
        "schema": "hookgames/1", "command": "grundy", "game": "lctr", "play": "normal",
        "position": {"text": "2,1", "runs": [["2", "1"], ["1", "1"]]},
        "grundy": "1", "outcome": "N"
    });
    v.check("the sample", &good);
    let mutate = |f: &dyn Fn(&mut Value)| {
        let mut x = good.clone();
        f(&mut x);
        x
    };
    v.rejects(
        "a Grundy value as a number",
        &mutate(&|x| x["grundy"] = json!(1)),
    );
    v.rejects(
        "a position as an array (0.1)",
        &mutate(&|x| x["position"] = json!([2, 1])),
    );
    v.rejects(
        "a position as a string (0.1)",
        &mutate(&|x| x["position"] = json!("2,1")),
    );
    v.rejects(
        "a part as a number",
        &mutate(&|x| x["position"]["runs"][0][0] = json!(2)),
    );
    v.rejects(
        "no play convention",
        &mutate(&|x| {
            x.as_object_mut().unwrap().remove("play");
        }),
    );
    v.rejects(
        "another schema version",
        &mutate(&|x| x["schema"] = json!("hookgames/2")),
    );
    v.rejects(
        "an unknown field",
        &mutate(&|x| x["winning_moves"] = json!([])),
    );
    v.rejects(
        "an error without a kind",
        &json!({"schema": "hookgames/1", "error": {"message": "x"}}),
    );
    v.rejects(
        "the 0.1 table",
        &json!({"game": "mhrg", "max": 1, "grundy": [[1]]}),
    );
    // The §8 games: corners, boxes and histories have one shape each.
    let corners = mutate(&|x| {
        x["game"] = json!("multi-lctr");
        x["position"] = json!({"text": "{(1,2,3)}", "dimension": 3, "corners": [["1", "2", "3"]]});
    });
    v.check("a set of corners", &corners);
    v.rejects(
        "a coordinate as a number",
        &mutate(&|x| {
            x["position"] = json!({"text": "{(1,2)}", "dimension": 2, "corners": [[1, 2]]})
        }),
    );
    v.rejects(
        "dimension 0",
        &mutate(&|x| x["position"] = json!({"text": "{}_0", "dimension": 0, "corners": []})),
    );
    v.rejects(
        "corners and runs together",
        &mutate(&|x| x["position"]["corners"] = json!([])),
    );
    v.check(
        "a chess piece on its box",
        &mutate(&|x| {
            x["game"] = json!("chess");
            x["piece"] = json!("queen");
            x["at"] = json!({"row": 1, "column": 1});
        }),
    );
    v.rejects(
        "a box at row 0",
        &mutate(&|x| x["at"] = json!({"row": 0, "column": 1})),
    );
    v.rejects(
        "a history with another letter",
        &mutate(&|x| x["history"] = json!("LTX")),
    );
    v.rejects(
        "an unknown game",
        &mutate(&|x| x["game"] = json!("chess3d")),
    );
}

/// `table verify --json`: the report of a shard, of a table's JSON, and of
/// an edited shard (status 1, with its differences).
#[test]
fn verify_reports_validate() {
    let v = Validator::new();
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("json-verify");
    std::fs::create_dir_all(&dir).unwrap();
    let (_, shard) = run(
        &["table", "mhrg", "--max-sum", "12", "--shard", "1/2"],
        None,
    );
    let text: String = shard.iter().map(|l| format!("{l}\n")).collect();
    let good = dir.join("good.jsonl");
    std::fs::write(&good, &text).unwrap();
    let bad = dir.join("bad.jsonl");
    let first_entry = shard[1].to_string();
    let changed = first_entry.replace(r#""grundy":"1""#, r#""grundy":"4""#);
    assert_ne!(changed, first_entry, "G(Y_{{1,1}}) = 1 opens shard 1/2");
    std::fs::write(&bad, text.replacen(&first_entry, &changed, 1)).unwrap();
    let (_, table) = run(&["table", "mhrg", "--max", "5", "--json"], None);
    let table_file = dir.join("table.json");
    std::fs::write(&table_file, table[0].to_string()).unwrap();
    for (file, status) in [(&good, 0), (&table_file, 0), (&bad, 1)] {
        let f = file.to_str().unwrap();
        let (got, lines) = run(&["table", "verify", f, "--seed", "3", "--json"], None);
        assert_eq!(got, Some(status), "{f}");
        assert_eq!(lines.len(), 1, "{f}");
        v.check(f, &lines[0]);
        assert_eq!(lines[0]["agree"], status == 0, "{f}");
    }
}
