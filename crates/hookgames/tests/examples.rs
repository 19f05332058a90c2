//! Runs every program of `examples/` and checks the key lines of its output
//! (the papers' numbers), so that the examples a reader copies cannot go
//! stale.
//!
//! The examples are built once, by the `cargo` that runs this test, with the
//! `test` profile into the same target directory, so after `cargo test`
//! (which builds them already) the build is a no-op.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

/// The examples of this crate, by name.
const EXAMPLES: [&str; 5] = [
    "welter",
    "mhrg_table",
    "lctr_board",
    "coxeter_realize",
    "own_game",
];

/// The target directory of this test binary: `<target>/<profile>/deps/<exe>`.
fn target_dir() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let deps = exe.parent()?;
    if deps.file_name()? != "deps" {
        return None;
    }
    Some(deps.parent()?.parent()?.to_path_buf())
}

/// Builds the examples and returns the path of each executable, from the
/// compiler artifacts that cargo reports as JSON.
fn build_examples() -> Result<Vec<(String, PathBuf)>, String> {
    let mut cargo = Command::new(env!("CARGO"));
    cargo.args([
        "build",
        "--quiet",
        "--locked",
        "--profile",
        "test",
        "--package",
        "hookgames",
        "--examples",
        "--message-format",
        "json",
        "--manifest-path",
        concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml"),
    ]);
    if let Some(dir) = target_dir() {
        cargo.arg("--target-dir").arg(dir);
    }
    let out = cargo
        .output()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "cargo build --examples failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let stdout = String::from_utf8_lossy(&out.stdout);
    let mut found = Vec::new();
    for line in stdout.lines() {
        // {"reason":"compiler-artifact", …, "target":{"kind":["example"], …,"name":"welter", …}, …, "executable":"/…/welter", …}
        if !line.contains(r#""reason":"compiler-artifact""#)
            || !line.contains(r#""kind":["example"]"#)
        {
            continue;
        }
        let name = json_string(line, r#""target":{"#, "name");
        let exe = json_string(line, "", "executable");
        if let (Some(name), Some(exe)) = (name, exe) {
            found.push((name, PathBuf::from(exe)));
        }
    }
    Ok(found)
}

/// The string value of `"key":"…"` in `line` after the first occurrence of
/// `after` (no escapes are expected in example names and paths).
fn json_string(line: &str, after: &str, key: &str) -> Option<String> {
    let start = line.find(after)? + after.len();
    let pattern = format!(r#""{key}":""#);
    let at = line[start..].find(&pattern)? + start + pattern.len();
    let end = line[at..].find('"')? + at;
    Some(line[at..end].to_string())
}

/// The executable of the example `name`, built once for all tests.
fn example(name: &str) -> PathBuf {
    static BUILT: OnceLock<Result<Vec<(String, PathBuf)>, String>> = OnceLock::new();
    let built = BUILT.get_or_init(build_examples);
    let built = match built {
        Ok(b) => b,
        Err(e) => panic!("{e}"),
    };
    let names: Vec<&str> = built.iter().map(|(n, _)| n.as_str()).collect();
    for expected in EXAMPLES {
        assert!(
            names.contains(&expected),
            "example {expected} was not built: {names:?}"
        );
    }
    built
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, p)| p.clone())
        .unwrap_or_else(|| panic!("no example named {name}"))
}

/// Runs the example with the arguments in `dir` and returns its output.
fn run(name: &str, args: &[&str], dir: &Path) -> Output {
    let exe = example(name);
    Command::new(&exe)
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", exe.display()))
}

/// Runs the example, requires success and returns its standard output.
fn stdout_of(name: &str, args: &[&str]) -> String {
    let out = run(name, args, Path::new(env!("CARGO_TARGET_TMPDIR")));
    assert!(
        out.status.success(),
        "example {name} {args:?} failed ({}):\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("the output is UTF-8")
}

/// Every line of `expected` occurs as a whole line of `output`.
fn assert_lines(output: &str, expected: &[&str]) {
    let lines: Vec<&str> = output.lines().collect();
    for e in expected {
        assert!(
            lines.contains(e),
            "missing line {e:?} in the output:\n{output}"
        );
    }
}

#[test]
fn welter_reproduces_kawanaka_section_9() {
    let out = stdout_of("welter", &[]);
    assert_lines(
        &out,
        &[
            "Y = 9,8,6,5,5,2: 35 boxes, 6 rows",
            "β-numbers with 6 stones: [14, 12, 9, 7, 6, 2]",
            "  n = 2: |Y_(2)| = 17, 2-core 1, 2-quotient (4,4,2,1 | 3,3)",
            "  n = 4: |Y_(4)| = 7, 4-core 5,2, 4-quotient (1 | 1 | 3 | 2)",
            "  n = 8: |Y_(8)| = 2, 8-core 9,3,3,2,1,1, 8-quotient (∅ | ∅ | ∅ | 1 | ∅ | ∅ | 1 | ∅)",
            "E⁽²⁾(Y) = 7",
            "  Welter's function of the β-numbers: 7",
            "  the generic solver: 7",
            "  |D| =  15, t = 0, ε₀ = 1, ε₁ = 1: case 3: pass to the quotient by ⟨b⟩, target 0",
            "good move: remove the hook of the box (3,6), of length 1, leaving 9,8,5,5,5,2 (value 0)",
            "trial and error over all 35 hooks finds the same move(s)",
        ],
    );
    // Any partition; bad input is an error, not a panic.
    let other = stdout_of("welter", &["6,5,4^3,2^2"]);
    assert_lines(
        &other,
        &["Y = 6,5,4,4,4,2,2: 27 boxes, 7 rows", "E⁽²⁾(Y) = 1"],
    );
    let bad = run("welter", &["3,5"], Path::new(env!("CARGO_TARGET_TMPDIR")));
    assert!(!bad.status.success());
    assert!(!String::from_utf8_lossy(&bad.stderr).contains("panicked"));
}

#[test]
fn mhrg_table_reproduces_abuku_tada_table_1() {
    let out = stdout_of("mhrg_table", &[]);
    assert_lines(
        &out,
        &[
            "Abuku–Tada, Table 1: G(Y_{m,n}) for 1 ≤ m, n ≤ 9",
            "  1 |  1  1  3  3  5  5  7  7  9",
            "  5 |  5  1  0  4  1  1 14 14 18",
            "  9 |  9  1 10  5 18  0 10  8  1",
            "115 entries agree with the closed forms and the symmetry of the paper",
            "MHRG(3, 5) from Y = 5,4,3 (Example 1.2): G(Y) = 1",
            "  the hook at (2,1) forces the hook at (1,2): -> 1,1 (value 2)",
            "  winning: the hook at (2,4), then the forced hook at (3,3) -> 5,3,2",
            "MHRG(2, 8) from 5,4 (Table 3): G = 0",
        ],
    );
    let small = stdout_of("mhrg_table", &["3"]);
    assert_lines(&small, &["  3 |  3  3  0"]);
    assert!(!small.contains("  4 |"));
    for bad in ["x", "33"] {
        let out = run("mhrg_table", &[bad], Path::new(env!("CARGO_TARGET_TMPDIR")));
        assert!(!out.status.success(), "mhrg_table {bad} succeeded");
    }
}

#[test]
fn lctr_board_reproduces_figure_5_and_draws_it() {
    let svg = Path::new(env!("CARGO_TARGET_TMPDIR")).join("examples-lctr-board.svg");
    let _ = std::fs::remove_file(&svg);
    let path = svg.to_str().expect("a UTF-8 path");
    let out = stdout_of("lctr_board", &["8,7,6,5^2,2,1", path]);
    assert_lines(
        &out,
        &[
            "LCTR, normal play, λ = 8,7,6,5,5,2,1: SG = 0",
            "010101010",
            "Downright, normal play, λ = 8,7,6,5,5,2,1: SG = 0",
            "01201010",
            "Downright, misère play, λ = 8,7,6,5,5,2,1: SG = 1",
            "Lemma 7: misère LCTR and Downright agree (P-position: true)",
            "LCTR on 7^1000000000000,3^5 (7000000000015 boxes): SG = 1, SG⁻ = 1",
        ],
    );
    let text = std::fs::read_to_string(&svg).expect("the example wrote the SVG file");
    assert!(text.starts_with("<?xml"), "{text}");
    assert!(text.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    // One plain box per box of λ (34); the terminal positions are dashed.
    assert_eq!(text.matches("class=\"box plain\"").count(), 34);
    assert!(text.contains("class=\"box outside\""));
    assert!(out.contains(&format!(
        "wrote the LCTR board to {path} ({} bytes)",
        text.len()
    )));
}

#[test]
fn coxeter_realize_reproduces_the_2_by_3_rectangle() {
    let out = stdout_of("coxeter_realize", &[]);
    assert_lines(
        &out,
        &[
            "p = 3,3: ⟨p⟩ has 10 diagrams; D_* has 5 nodes α_0, …, α_4, and α_* = α_4",
            "  α_0 — α_1, α_2, α_4",
            "w = s_1 s_3 s_0 s_2 s_1 s_0 (length 6, one reflection per box)",
            "w α_* = [2, 2, 1, 1, 1] (coordinates over α_0, …, α_4)",
            "  2,2        root [2, 1, 1, 0, 1]  w_q = s_0 s_2 s_1 s_0",
            "  ∅          root [0, 0, 0, 0, 1]  w_q = 1",
            "a second path (always the last box of the last row) gives the same element",
            "Theorem 6.2: ⟨p⟩ ≅ ⟨w α_*⟩_ρ (10 states, 30 arrows) ≅ ⟨w W_J⟩_σ (10 states, 30 arrows)",
            "Theorem 6.3: w satisfies conditions (a) and (b): it is minuscule",
        ],
    );
    let other = stdout_of("coxeter_realize", &["4,2,1"]);
    assert!(
        other.contains("Theorem 6.2: ⟨p⟩ ≅ ⟨w α_*⟩_ρ (19 states"),
        "{other}"
    );
}

#[test]
fn own_game_runs_every_tool_of_the_engine() {
    let out = stdout_of("own_game", &[]);
    assert_lines(
        &out,
        &[
            "hooks of length ≤ 2 from 4,3,1: 4 moves, G = 2",
            "  winning move to 4,1,1 (G = 0)",
            "misère: G⁻ = 1",
            "4,3,1 + a Nim heap of 3: G = 1 = 2 ⊕ 3",
            "no bound (the Sato–Welter game) from 5,3,2: the axioms hold; good move(s) to 3,3,2",
            "the 70 diagrams inside 4,4,4,4:",
            "  3 | 0 0 0 0",
        ],
    );
    assert!(
        out.contains("hooks of length ≤ 2 from (3): refused: (P2) fails"),
        "{out}"
    );
}
