//! The command transcripts of the root README and of the guide's
//! command-line chapter (and any `console` block of its getting-started
//! chapter), run against the built binary, so the documentation cannot go
//! stale.
//!
//! Every ```` ```console ```` block is a transcript in the format of
//! `trycmd`: a line `$ hookgames ARGS` runs the command (arguments split as
//! a POSIX shell would, quotes included); an optional next line `? N` is
//! its exit status (0 if absent); the lines up to the next `$` or the end
//! of the block are its output — standard output, then standard error —
//! compared exactly (trailing blank lines aside), except that a line `...`
//! stands for any number of lines. `trycmd` itself is not
//! used: it rewrites every `\` of the output to `/` (for Windows paths),
//! which would corrupt the JSON escapes and the tables' `m\n` headers.
//!
//! After a deliberate change of the output, `TRANSCRIPTS=overwrite cargo
//! test -p hookgames-cli --test transcripts` rewrites the outputs in the
//! Markdown files.
//!
//! The commands run in a scratch directory holding the files the
//! transcripts name (`positions.txt`, shown in the guide).

use std::path::{Path, PathBuf};
use std::process::Command;

/// The batch input of the guide's "Batch mode" section, as the chapter
/// shows it.
const POSITIONS_TXT: &str = "9,8,6,5,5,2\n\
# Kawanaka, section 9: comments and blank lines are skipped\n\
\n\
6,5,4^3,2^2\n\
3,x\n";

/// Programs other than `hookgames` that a `console` block may show (the
/// README's Python section installs the module with `pip`; the guide's
/// "Tables on many machines" runs shards with Slurm's `sbatch` and GNU
/// `parallel`): their steps are shown to the reader and not run. Any other
/// program is an error, so a misspelt `$ hookgame …` cannot pass unchecked.
const SHOWN_NOT_RUN: [&str; 6] = ["pip", "python3", "maturin", "cargo", "sbatch", "parallel"];

/// Steps of `hookgames` itself that are shown and not run: they need the
/// shell (a glob, a redirection), which the transcripts do not have.
fn shown_not_run(words: &[String]) -> bool {
    words
        .iter()
        .any(|w| w.contains('*') || w == ">" || w.starts_with('>'))
}

/// The shards of `table mhrg --max-sum 8` in 3 parts, written into the
/// scratch directory as the guide's "Tables on many machines" names them,
/// by the binary under test.
fn write_guide_shards(cwd: &Path) {
    for i in 1..=3 {
        let o = Command::new(env!("CARGO_BIN_EXE_hookgames"))
            .args([
                "table",
                "mhrg",
                "--max-sum",
                "8",
                "--shard",
                &format!("{i}/3"),
            ])
            .output()
            .expect("the hookgames binary runs");
        assert!(o.status.success());
        std::fs::write(cwd.join(format!("shard-{i}.jsonl")), o.stdout).unwrap();
    }
}

/// One `$ …` of a transcript.
#[derive(Debug)]
struct Step {
    /// 1-based line of the `$` in the Markdown file.
    line: usize,
    command: String,
    status: i32,
    /// The lines of the expected output (the `? N` line excluded).
    expected: Vec<String>,
    /// The range of lines of the file that hold the status and output.
    body: std::ops::Range<usize>,
}

/// The steps of every `console` block of `text`.
fn steps(text: &str) -> Vec<Step> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    let mut in_block = false;
    let mut current: Option<Step> = None;
    for (k, line) in lines.iter().enumerate() {
        let fence = line.trim_start().starts_with("```");
        if !in_block {
            if fence && line.trim_start().trim_start_matches('`').trim() == "console" {
                in_block = true;
            }
            continue;
        }
        if fence || line.starts_with("$ ") {
            if let Some(step) = current.take() {
                out.push(step);
            }
            if fence {
                in_block = false;
                continue;
            }
            current = Some(Step {
                line: k + 1,
                command: line[2..].to_owned(),
                status: 0,
                expected: Vec::new(),
                body: k + 1..k + 1,
            });
            continue;
        }
        let step = current.as_mut().expect("a console block starts with `$ `");
        step.body.end = k + 1;
        if step.expected.is_empty()
            && let Some(status) = line.strip_prefix("? ")
        {
            step.status = status.trim().parse().expect("`? N` with a number");
            continue;
        }
        step.expected.push((*line).to_owned());
    }
    assert!(!in_block, "an unclosed console block");
    out
}

/// Splits a command line as a POSIX shell would (quotes and backslashes;
/// no expansions).
fn shell_words(s: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                in_word = true;
                for c in chars.by_ref() {
                    if c == '\'' {
                        break;
                    }
                    word.push(c);
                }
            }
            '"' => {
                in_word = true;
                while let Some(c) = chars.next() {
                    match c {
                        '"' => break,
                        '\\' => word.extend(chars.next()),
                        c => word.push(c),
                    }
                }
            }
            '\\' => {
                in_word = true;
                word.extend(chars.next());
            }
            c if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            c => {
                in_word = true;
                word.push(c);
            }
        }
    }
    if in_word {
        words.push(word);
    }
    words
}

/// Trailing blank lines do not count.
fn trimmed(lines: &[String]) -> &[String] {
    let end = lines
        .iter()
        .rposition(|l| !l.trim().is_empty())
        .map_or(0, |k| k + 1);
    &lines[..end]
}

/// `true` if `actual` matches `expected`, where a line `...` of
/// `expected` matches any run of lines.
fn matches(expected: &[String], actual: &[String]) -> bool {
    match expected.split_first() {
        None => actual.is_empty(),
        Some((e, rest)) if e == "..." => (0..=actual.len()).any(|k| matches(rest, &actual[k..])),
        Some((e, rest)) => actual
            .split_first()
            .is_some_and(|(a, tail)| a == e && matches(rest, tail)),
    }
}

/// Runs the transcripts of `path`; returns the number of commands run and
/// the failures. With `overwrite`, rewrites the file with the actual
/// outputs.
fn run_file(path: &Path, cwd: &Path, overwrite: bool) -> (usize, Vec<String>) {
    let text = std::fs::read_to_string(path).unwrap();
    let steps = steps(&text);
    let mut failures = Vec::new();
    let mut replacements: Vec<(std::ops::Range<usize>, Vec<String>)> = Vec::new();
    for step in &steps {
        let words = shell_words(&step.command);
        let program = words.first().map(String::as_str);
        if program.is_some_and(|p| SHOWN_NOT_RUN.contains(&p)) || shown_not_run(&words) {
            continue;
        }
        assert_eq!(
            program,
            Some("hookgames"),
            "{}:{}: a transcript runs hookgames",
            path.display(),
            step.line
        );
        let o = Command::new(env!("CARGO_BIN_EXE_hookgames"))
            .args(&words[1..])
            .current_dir(cwd)
            .output()
            .expect("the hookgames binary runs");
        let mut actual = String::from_utf8(o.stdout).unwrap();
        actual.push_str(&String::from_utf8(o.stderr).unwrap());
        let actual: Vec<String> = actual.lines().map(str::to_owned).collect();
        let status = o.status.code().unwrap_or(-1);
        if status != step.status || !matches(trimmed(&step.expected), trimmed(&actual)) {
            failures.push(format!(
                "{}:{}: $ {}\n--- expected (status {})\n{}\n+++ actual (status {status})\n{}\n",
                path.display(),
                step.line,
                step.command,
                step.status,
                trimmed(&step.expected).join("\n"),
                trimmed(&actual).join("\n"),
            ));
            let mut body = Vec::new();
            if status != 0 {
                body.push(format!("? {status}"));
            }
            body.extend(trimmed(&actual).iter().cloned());
            // Keep the blank line that separates transcripts.
            if step.expected.last().is_some_and(|l| l.trim().is_empty()) {
                body.push(String::new());
            }
            // An elided transcript is left for a person to rewrite.
            if !step.expected.iter().any(|l| l == "...") {
                replacements.push((step.body.clone(), body));
            }
        }
    }
    if overwrite && !replacements.is_empty() {
        let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
        for (range, body) in replacements.into_iter().rev() {
            lines.splice(range, body);
        }
        let mut new = lines.join("\n");
        new.push('\n');
        std::fs::write(path, new).unwrap();
    }
    (steps.len(), failures)
}

#[test]
fn transcripts_of_the_readme_and_the_guide() {
    // The transcripts live in the repository (the root README, the guide):
    // from the published crate alone there is nothing to check.
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let in_repository = std::fs::read_to_string(root.join("Cargo.toml"))
        .is_ok_and(|m| m.lines().any(|l| l.trim() == "[workspace]"));
    if !in_repository {
        eprintln!("outside the repository: no transcripts to check");
        return;
    }
    let readme = root.join("README.md");
    let cli_readme = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("README.md");
    let guide = root.join("crates/hookgames/src/guide/command_line.md");
    let guide_text = std::fs::read_to_string(&guide).unwrap();
    assert!(
        guide_text.contains(&format!("```text\n{POSITIONS_TXT}```")),
        "the guide shows positions.txt as this test writes it"
    );
    let scratch = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("transcripts");
    std::fs::create_dir_all(&scratch).unwrap();
    std::fs::write(scratch.join("positions.txt"), POSITIONS_TXT).unwrap();
    write_guide_shards(&scratch);
    let overwrite = std::env::var("TRANSCRIPTS").is_ok_and(|v| v == "overwrite");
    let mut failures = Vec::new();
    // The getting-started chapter's `console` blocks, if it has any, too.
    let getting_started = root.join("crates/hookgames/src/guide/getting_started.md");
    for (path, at_least) in [
        (readme, 5),
        (guide, 15),
        (getting_started, 0),
        (cli_readme, 5),
    ] {
        let (count, failed) = run_file(&path, &scratch, overwrite);
        assert!(
            count >= at_least,
            "{}: {count} transcripts, expected at least {at_least}",
            path.display()
        );
        failures.extend(failed);
    }
    assert!(
        failures.is_empty(),
        "{} transcript(s) differ from the command's output{}:\n\n{}",
        failures.len(),
        if overwrite {
            " (rewritten)"
        } else {
            "; TRANSCRIPTS=overwrite rewrites them"
        },
        failures.join("\n")
    );
}

#[test]
fn transcript_format() {
    let text = "intro\n```console\n$ hookgames grundy lctr '7^2,3 1'\n? 2\nerror \\ line\n\n$ hookgames demo\na\n```\n```sh\n$ not a transcript\n```\n";
    let s = steps(text);
    assert_eq!(s.len(), 2);
    assert_eq!(s[0].line, 3);
    assert_eq!(s[0].status, 2);
    assert_eq!(s[0].expected, ["error \\ line", ""]);
    assert_eq!(s[0].body, 3..6);
    assert_eq!(s[1].expected, ["a"]);
    let lines = |v: &[&str]| -> Vec<String> { v.iter().map(|l| l.to_string()).collect() };
    assert!(matches(
        &lines(&["a", "...", "d"]),
        &lines(&["a", "b", "c", "d"])
    ));
    assert!(matches(&lines(&["a", "...", "d"]), &lines(&["a", "d"])));
    assert!(matches(&lines(&["a", "..."]), &lines(&["a", "b"])));
    assert!(!matches(
        &lines(&["a", "...", "d"]),
        &lines(&["a", "b", "c"])
    ));
    assert!(!matches(&lines(&["a", "b"]), &lines(&["a", "b", "c"])));
    assert!(!matches(&lines(&["a"]), &lines(&["b"])));
    assert_eq!(
        shell_words(&s[0].command),
        ["hookgames", "grundy", "lctr", "7^2,3 1"]
    );
    assert_eq!(
        shell_words(r#"a "b \"c\"" d\ e''"#),
        ["a", "b \"c\"", "d e"]
    );
}
