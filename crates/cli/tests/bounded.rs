//! Issue 19, "Bounded by construction": the command-line cases of the
//! issue, each run as the issue ran it, under an address-space cap of
//! 1 GiB (`ulimit -v`, so a command that tried to allocate the gigabytes
//! it used to would abort and fail the test). Each ends in an answer or a
//! typed error naming its limit, with status 0 or 2, and every error is
//! one short line with the input quoted as an excerpt and its control
//! characters escaped. (`.ci/bounded` runs the same cases and the
//! expensive ones against the release binary under a 4 GiB cap and a
//! time limit.)

use std::path::PathBuf;
use std::process::{Command, Output};

/// The address-space cap of every command in this file, in KiB: 1 GiB.
const CAP_KB: u64 = 1 << 20;

/// Runs the command under the cap (`sh -c 'ulimit -v …; exec …'`), with
/// no progress bar.
fn capped(args: &[&str]) -> Output {
    Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -v {CAP_KB} && exec \"$0\" --quiet \"$@\""))
        .arg(env!("CARGO_BIN_EXE_hookgames"))
        .args(args)
        .output()
        .expect("sh runs the hookgames binary")
}

/// A successful run's standard output.
fn answer(args: &[&str]) -> String {
    let o = capped(args);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).unwrap()
}

/// A failed run's message: status 2, one line, at most 1000 bytes, no
/// control character; on standard error, or as a JSON error object of the
/// given kind with `--json`.
fn refused(args: &[&str]) -> String {
    let o = capped(args);
    let err = String::from_utf8(o.stderr).unwrap();
    let out = String::from_utf8(o.stdout).unwrap();
    assert_eq!(o.status.code(), Some(2), "{args:?}: {err}{out}");
    let line = if args.contains(&"--json") {
        assert!(err.is_empty(), "{args:?}: {err}");
        let v: serde_json::Value = serde_json::from_str(&out).expect("one JSON object");
        v["error"]["message"].as_str().unwrap().to_owned()
    } else {
        assert!(out.is_empty(), "{args:?}: {out}");
        err.strip_prefix("hookgames: error: ")
            .unwrap_or_else(|| panic!("{args:?}: {err}"))
            .to_owned()
    };
    let line = line.strip_suffix('\n').unwrap_or(&line).to_owned();
    assert!(!line.contains('\n'), "{args:?}: {line:?}");
    assert!(line.len() <= 1000, "{args:?}: {} bytes: {line}", line.len());
    assert!(!line.chars().any(char::is_control), "{args:?}: {line:?}");
    line
}

/// A fresh directory for input files.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hookgames-bounded-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn show_of_huge_rows_is_read_off_the_runs() {
    // Accepted by the old 2^28-entry limit, then 7–19 GB and an abort.
    let s = answer(&["show", "268435456"]);
    assert!(s.contains("conjugate    1^268435456"), "{s}");
    assert!(s.contains("β-numbers    268435456  (1 stones)"), "{s}");
    assert!(
        s.contains("hook lengths (not shown: 268435456 boxes"),
        "{s}"
    );
    let s = answer(&["show", "1^268435456"]);
    assert!(s.contains("partition    (268435456 rows"), "{s}");
    assert!(s.contains("MAX_LISTING_BYTES"), "{s}");
    let s = answer(&["show", "268435455", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&s).unwrap();
    assert_eq!(v["beta"], serde_json::json!(["268435455"]));
    assert_eq!(v["conjugate"]["text"], "1^268435455");
    assert_eq!(v["omitted"][0]["field"], "hook_lengths");
    // 2^28 β-numbers do not fit in the listing limit: left out, said.
    let s = answer(&["show", "1^268435456", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&s).unwrap();
    assert!(v.get("beta").is_none());
    assert_eq!(v["omitted"][0]["field"], "beta");
    assert!(s.len() < 2000, "{s}");
}

#[test]
fn show_refuses_what_it_cannot_hold() {
    // Used 10.5 GB: a diagonal expression of 2^28 values.
    let m = refused(&["show", "1", "--rect", "134217727x134217727", "--json"]);
    assert!(m.contains("MAX_MATERIALIZED_BYTES"), "{m}");
    let m = refused(&["show", "1^268435456", "--n", "2"]);
    assert!(m.contains("MEMORY_BUDGET_BYTES"), "{m}");
    let m = refused(&["show", "5^1000000000000", "--hooks", "--json"]);
    assert!(m.contains("MAX_HOOKS_OUTPUT_BYTES"), "{m}");
    // The fit is checked on the runs, before the rows are expanded.
    let m = refused(&["show", "1^268435456", "--rect", "3x5"]);
    assert!(m.contains("does not fit"), "{m}");
}

#[test]
fn run_length_values_are_never_expanded() {
    // Each built a 10.5 GB JSON value of the position, or aborted.
    assert!(answer(&["grundy", "lctr", "1^268435456"]).starts_with("Grundy value "));
    assert_eq!(
        answer(&["grundy", "sato-welter", "1^268435456"]),
        "Grundy value 268435456 (N-position: the next player wins)\n"
    );
    let s = answer(&["grundy", "sato-welter", "1^268435456", "--json"]);
    assert!(s.contains(r#""runs":[["1","268435456"]]"#), "{s}");
    assert!(answer(&["grundy", "downright", "1^268435456", "--misere"]).contains("Grundy value"));
    let s = answer(&["moves", "lctr", "1^268435456"]);
    assert!(s.starts_with("Grundy value "), "{s}");
    assert_eq!(
        answer(&["moves", "downright", "1^268435456"]),
        "Grundy value 1; 1 move(s) to value 0:\n  move the rook down -> 1^268435455\n"
    );
    // Beyond every form's memory: a typed limit, not an allocation.
    let m = refused(&["grundy", "sato-welter", "5^1000000000000"]);
    assert!(m.contains("MEMORY_BUDGET_BYTES"), "{m}");
}

#[test]
fn moves_stream_and_stop_at_the_listing_limit() {
    // 18 001 distinct parts near 10^12: every result was materialized
    // before printing (2.5 GB, 1.9 GB of output).
    let dir = temp_dir("shifted");
    let file = dir.join("parts.txt");
    let parts: Vec<String> = (0..18_001u64)
        .rev()
        .map(|k| (1_000_000_000_000 + k).to_string())
        .collect();
    std::fs::write(&file, parts.join(",")).unwrap();
    let arg = format!("@{}", file.display());
    let s = answer(&["moves", "shifted", &arg]);
    assert!(s.starts_with("Grundy value 1000000018000; 18001 move(s) to value 0:\n"));
    assert!(s.len() <= (1 << 24) + 1000, "{} bytes", s.len());
    let last = s.lines().last().unwrap();
    assert!(last.contains("more move(s) not listed"), "{last}");
    assert!(last.contains("MAX_LISTING_BYTES"), "{last}");
    let s = answer(&["moves", "shifted", &arg, "--json"]);
    let v: serde_json::Value = serde_json::from_str(&s).unwrap();
    let listed = v["moves"].as_array().unwrap().len() as u64;
    let unlisted: u64 = v["unlisted"]["count"].as_str().unwrap().parse().unwrap();
    assert_eq!(listed + unlisted, 18_001);
    assert!(listed > 0 && unlisted > 0);
    // The listing, and the position itself (its text and its runs).
    let position = serde_json::to_string(&v["position"]).unwrap().len();
    assert!(s.len() <= (1 << 24) + position + 1000, "{} bytes", s.len());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn mhrg_rectangles_are_checked_first() {
    // Looped in position_count before the rectangle check.
    let m = refused(&["grundy", "mhrg", "0", "--rect", "4294967296x4294967296"]);
    assert!(m.contains("MAX_RECT_CELLS"), "{m}");
    let m = refused(&[
        "moves",
        "mhrg",
        "0",
        "--rect",
        "9223372036854775807x9223372036854775807",
    ]);
    assert!(m.contains("MAX_RECT_CELLS"), "{m}");
    // The terminal position is answered by a search from itself: MHRG(28,
    // 28) whole (2^28 positions) is beyond the command's dense budget, so
    // an answer means it was not solved whole.
    assert_eq!(
        answer(&["grundy", "mhrg", "0", "--rect", "28x28"]),
        "Grundy value 0 (P-position: the previous player wins)\n"
    );
    assert_eq!(
        answer(&["moves", "mhrg", "0", "--rect", "28x28"]),
        "Grundy value 0; 0 move(s) to value 0:\n"
    );
    // A position whose down-set needs the whole game: refused up front.
    let m = refused(&["grundy", "mhrg", "28^28", "--rect", "28x28"]);
    assert!(m.contains("MHRG_DENSE_BUDGET_BYTES"), "{m}");
}

#[test]
fn misere_sato_welter_searches_end_in_a_limit() {
    // Still growing at 300 s: the arrow limit did not stop them.
    for (position, limit) in [
        ("100000", "DEFAULT_MAX_ARROWS"),
        ("20^20", "DEFAULT_MAX_STATES"),
        ("100^100", "DEFAULT_MAX_STATES"),
        ("18446744073709551615", "DEFAULT_MAX_STATES"),
    ] {
        let m = refused(&["grundy", "sato-welter", position, "--misere"]);
        assert!(m.contains(limit), "{position}: {m}");
        let m = refused(&["moves", "sato-welter", position, "--misere", "--json"]);
        assert!(m.contains(limit), "{position}: {m}");
    }
}

#[test]
fn errors_quote_a_short_escaped_excerpt() {
    let dir = temp_dir("errors");
    // A 60 MB file of one number: a 60 MB message (120 MB, quoted twice).
    let file = dir.join("digits.txt");
    std::fs::write(&file, "7".repeat(60_000_000)).unwrap();
    let arg = format!("@{}", file.display());
    let m = refused(&["show", &arg]);
    assert!(m.contains("(characters 1–60 of 60000000)"), "{m}");
    assert!(m.contains("the first 60 of 60000000 characters"), "{m}");
    let m = refused(&["grundy", "lctr", &arg, "--json"]);
    assert!(m.contains("of 60000000"), "{m}");
    // An error at the end of a long input: the excerpt is around it.
    let file = dir.join("parts.txt");
    std::fs::write(&file, format!("{}x", "1,".repeat(1_000_000))).unwrap();
    let arg = format!("@{}", file.display());
    let m = refused(&["show", &arg]);
    assert!(
        m.contains(",1,x' (characters 1999942–2000001 of 2000001)"),
        "{m}"
    );
    assert!(m.contains("at position 2000001"), "{m}");
    // Control characters and NUL are escaped, not written raw.
    let file = dir.join("control.txt");
    std::fs::write(&file, "3,2\0,1\x1b[31m\r\n").unwrap();
    let arg = format!("@{}", file.display());
    let m = refused(&["show", &arg]);
    assert!(m.contains(r"'3,2\0,1\u{1b}[31m'"), "{m}");
    let m = refused(&["grundy", "lctr", "3\x1b[2J,\x07", "--json"]);
    assert!(m.contains(r"'3\u{1b}[2J,\u{7}'"), "{m}");
    let m = refused(&["grundy", "mhrg", "1", "--rect", "3x\x1b5"]);
    assert!(m.contains(r"3x\u{1b}5"), "{m}");
    std::fs::remove_dir_all(&dir).unwrap();
}
