//! `hookgames grundy GAME --batch FILE`: one JSON object per position
//! line, with its line number, equal to what `grundy … --json` answers for
//! that position alone; bad lines give error objects and the batch goes
//! on (status 1); a batch that cannot start is status 2.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Output, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use serde_json::Value;

fn hookgames(args: &[&str], stdin: impl AsRef<[u8]>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hookgames"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the hookgames binary runs");
    let mut input = child.stdin.take().unwrap();
    // A command that fails before reading its input closes the pipe.
    let _ = input.write_all(stdin.as_ref());
    drop(input);
    child.wait_with_output().unwrap()
}

fn lines(o: &Output) -> Vec<Value> {
    assert!(
        o.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout.clone())
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// The answer of `grundy` for one position, as the batch line would carry
/// it (with `"line"`).
fn single(game_args: &[&str], position: &str, line: u64) -> Value {
    let mut args = vec!["grundy"];
    args.extend_from_slice(game_args);
    args.push(position);
    args.push("--json");
    let o = hookgames(&args, "");
    assert!(o.status.success(), "{args:?}");
    let mut v: Value = serde_json::from_slice(&o.stdout).unwrap();
    let obj = v.as_object_mut().unwrap();
    // The batch object is the single object with its line after "command".
    let mut with_line = serde_json::Map::new();
    for (k, x) in std::mem::take(obj) {
        let after_command = k == "command";
        with_line.insert(k, x);
        if after_command {
            with_line.insert("line".into(), line.into());
        }
    }
    Value::Object(with_line)
}

fn batch_equals_singles(game_args: &[&str], positions: &[&str]) {
    let mut args = vec!["grundy"];
    args.extend_from_slice(game_args);
    args.extend_from_slice(&["--batch", "-"]);
    let input: String = positions.iter().map(|p| format!("{p}\n")).collect();
    let o = hookgames(&args, &input);
    assert_eq!(o.status.code(), Some(0), "{args:?}");
    let got = lines(&o);
    assert_eq!(got.len(), positions.len());
    for (k, (p, v)) in positions.iter().zip(&got).enumerate() {
        let want = single(game_args, p, k as u64 + 1);
        assert_eq!(v, &want, "{game_args:?} {p}");
        // Field order too: the line is text a reader may diff.
        assert_eq!(v.to_string(), want.to_string());
    }
}

#[test]
fn every_game_in_a_batch_equals_its_single_answers() {
    let young = [
        "9,8,6,5,5,2",
        "0",
        "5,4,4,2,1",
        "6,5,4^3,2^2",
        "3,1",
        "4,4,4",
    ];
    batch_equals_singles(&["sato-welter"], &young);
    // Misère play: one solver for the whole batch, its cache kept.
    batch_equals_singles(&["sato-welter", "--misere"], &young);
    batch_equals_singles(&["shifted"], &["7,6,4,3,2", "0", "18446744073709551614,1"]);
    batch_equals_singles(&["shifted", "--misere"], &["7,6,4,3,2", "1", "2,1"]);
    batch_equals_singles(&["lctr"], &["8,7,6,5,5,2,1", "7^1000000000000,3^5", "0"]);
    batch_equals_singles(&["downright", "--misere"], &["8,7,6,5,5,2,1", "1"]);
    batch_equals_singles(&["mhrg", "--rect", "3x5"], &["5,4,3", "5,5,5", "0"]);
    batch_equals_singles(
        &["mhrg", "--rect", "3x4", "--misere"],
        &["4,4,4", "4,4,2", "3,1", "0"],
    );
}

#[test]
fn bad_lines_give_error_objects_and_the_batch_goes_on() {
    let input = "# Kawanaka, section 9\n9,8,6,5,5,2\n\n3,x\n  \n1,3\n0\n";
    let o = hookgames(&["grundy", "sato-welter", "--batch", "-"], input);
    assert_eq!(o.status.code(), Some(1), "some lines failed");
    let got = lines(&o);
    let numbers: Vec<u64> = got.iter().map(|v| v["line"].as_u64().unwrap()).collect();
    assert_eq!(numbers, [2, 4, 6, 7], "blank and # lines are skipped");
    assert_eq!(got[0]["grundy"], "7");
    assert_eq!(got[1]["error"]["kind"], "input");
    assert!(
        got[1]["error"]["message"]
            .as_str()
            .unwrap()
            .contains("'3,x' is not a partition")
    );
    assert!(
        got[2]["error"]["message"]
            .as_str()
            .unwrap()
            .contains("larger than")
    );
    assert_eq!(got[3]["grundy"], "0");
    for v in &got {
        assert_eq!(v["schema"], "hookgames/1");
        assert_eq!(v["command"], "grundy");
    }
    // Every line good: status 0.
    let o = hookgames(&["grundy", "lctr", "--batch", "-"], "3,1\n2\n");
    assert_eq!(o.status.code(), Some(0));
    // A line that is not UTF-8 is an error of that line.
    let o = hookgames(&["grundy", "lctr", "--batch", "-"], b"3,1\n\xff\n2\n");
    assert_eq!(o.status.code(), Some(1));
    let got = lines(&o);
    assert_eq!(got.len(), 3);
    assert_eq!(got[1]["error"]["kind"], "input");
    assert_eq!(got[2]["line"], 3);
}

#[test]
fn a_batch_reads_a_file() {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let file = dir.join("batch-positions.txt");
    std::fs::write(&file, "7,6,4,3,2\n2,1\n").unwrap();
    let path = file.to_str().unwrap();
    let o = hookgames(&["grundy", "shifted", "--batch", path], "");
    let got = lines(&o);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(got[0]["grundy"], "4");
    assert_eq!(got[1]["grundy"], "3");
    assert_eq!(got[1]["line"], 2);
}

#[test]
fn a_batch_that_cannot_start_is_status_2() {
    for (args, kind) in [
        (
            &["grundy", "lctr", "--batch", "/nonexistent/file"][..],
            "io",
        ),
        (&["grundy", "mhrg", "--batch", "-"], "usage"),
        (
            &["grundy", "mhrg", "--rect", "0x3", "--batch", "-"],
            "input",
        ),
        (&["grundy", "lctr", "3,1", "--batch", "-"], "usage"),
    ] {
        let o = hookgames(args, "3,1\n");
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let got = lines(&o);
        assert_eq!(got.len(), 1, "{args:?}");
        assert_eq!(got[0]["error"]["kind"], kind, "{args:?}: {}", got[0]);
        assert!(got[0].get("line").is_none());
    }
}

/// A program can talk to `--batch -` line by line: each answer is written
/// as soon as its line is read.
#[test]
fn answers_stream_line_by_line_from_standard_input() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hookgames"))
        .args(["grundy", "shifted", "--batch", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let (tx, rx) = mpsc::channel();
    let stdout = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            if tx.send(line.unwrap()).is_err() {
                break;
            }
        }
    });
    for (position, value) in [("7,6,4,3,2", "4"), ("5,1", "4"), ("3", "3")] {
        writeln!(input, "{position}").unwrap();
        input.flush().unwrap();
        let answer = rx
            .recv_timeout(Duration::from_secs(60))
            .expect("the answer comes before the input ends");
        let v: Value = serde_json::from_str(&answer).unwrap();
        assert_eq!(v["grundy"], value, "{answer}");
    }
    drop(input);
    assert!(child.wait().unwrap().success());
}

/// Issue 28: answers that cannot be written are never lost in silence. A
/// batch with a bad line, written to a full disk (`/dev/full`), exits 2
/// with the write error on standard error — not 1 ("some lines failed")
/// with nothing said — and so does every other command.
#[cfg(target_os = "linux")]
#[test]
fn a_write_error_is_reported_whatever_else_failed() {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let file = dir.join("batch-bad-line.txt");
    std::fs::write(&file, "x\n3,2,1\n").unwrap();
    let path = file.to_str().unwrap();
    let full = || std::fs::File::create("/dev/full").expect("/dev/full");
    let cases: [(&[&str], &str); 6] = [
        (
            &["grundy", "lctr", "--batch", path],
            "1 line(s) of the batch failed",
        ),
        // (Answered line by line: the first answer's write fails and ends it.)
        (&["grundy", "lctr", "--batch", "-"], ""),
        (&["grundy", "lctr", "3,2,1"], ""),
        (
            &["grundy", "lctr", "3,x", "--json"],
            "'3,x' is not a partition",
        ),
        (&["table", "mhrg", "--max", "4"], ""),
        (&["--help"], ""),
    ];
    for (args, besides) in cases {
        let mut child = Command::new(env!("CARGO_BIN_EXE_hookgames"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(full())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut input = child.stdin.take().unwrap();
        let _ = input.write_all(b"x\n3,2,1\n");
        drop(input);
        let o = child.wait_with_output().unwrap();
        let err = String::from_utf8(o.stderr).unwrap();
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(
            err.starts_with("hookgames: error: cannot write the output to standard output: ")
                && err.contains("No space left on device"),
            "{args:?}: {err}"
        );
        assert!(err.contains(besides), "{args:?}: {err}");
    }
}

/// With standard error full too there is no one left to tell: the status
/// says it (2), and the command does not panic (101) trying.
#[cfg(target_os = "linux")]
#[test]
fn a_full_standard_error_is_no_panic() {
    let full = || std::fs::File::create("/dev/full").expect("/dev/full");
    for (args, out_full) in [
        (&["grundy", "lctr", "3,x"][..], false),
        (&["grundy", "lctr", "3,1"][..], true),
        (&["grundy", "lctr", "3,x", "--json"][..], true),
        (&["frobnicate"][..], false),
    ] {
        let out = if out_full {
            Stdio::from(full())
        } else {
            Stdio::null()
        };
        let status = Command::new(env!("CARGO_BIN_EXE_hookgames"))
            .args(args)
            .stdin(Stdio::null())
            .stdout(out)
            .stderr(full())
            .status()
            .unwrap();
        assert_eq!(status.code(), Some(2), "{args:?}");
    }
}

/// `--batch -` answers line by line (above) but not with a write per line
/// when the input comes in blocks: 20 000 lines piped at once give far
/// fewer writes than lines (each write is at most the 8 KiB buffer, so
/// fewer than 2 000 writes for about 2.4 MB of answers).
#[cfg(target_os = "linux")]
#[test]
fn piped_input_is_not_a_write_per_line() {
    let strace = Command::new("strace").arg("-V").output();
    if strace.map(|o| !o.status.success()).unwrap_or(true) {
        eprintln!("strace is not installed: the count of writes is not checked");
        return;
    }
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let input = dir.join("batch-20000.txt");
    std::fs::write(&input, "3,2,1\n".repeat(20_000)).unwrap();
    let trace = dir.join("batch-20000.strace");
    let o = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "cat '{}' | strace -f -e trace=write -o '{}' '{}' grundy lctr --batch - >/dev/null",
            input.display(),
            trace.display(),
            env!("CARGO_BIN_EXE_hookgames")
        ))
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let writes = std::fs::read_to_string(&trace)
        .unwrap()
        .lines()
        .filter(|l| l.contains("write(1,"))
        .count();
    assert!(
        (1..2_000).contains(&writes),
        "{writes} writes for 20000 lines"
    );
}
