//! No copied test helper: the family's test support lives in two documented
//! modules — `hookgames_partition::arbitrary` (random and exhaustive
//! partitions, feature `quickcheck`) and `hookgames_game::testing` (random
//! small games, a deterministic generator, a pool of a chosen size) — and
//! no other file of the repository defines a function or type of the same
//! name, nor the helpers they replaced (`fn on(threads, f)`, `struct Rng`).

use std::fs;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy();
        if path.is_dir() {
            if name != "target" && !name.starts_with('.') {
                rust_files(&path, out);
            }
        } else if name.ends_with(".rs") {
            out.push(path);
        }
    }
}

/// The names a support module defines: its `pub fn` and `pub struct`s.
fn defined(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    for line in text.lines() {
        for prefix in ["pub fn ", "pub struct "] {
            if let Some(rest) = line.trim_start().strip_prefix(prefix) {
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                names.push(name);
            }
        }
    }
    names
}

/// Whether `line` defines a function or a type called `name`.
fn defines(line: &str, name: &str) -> bool {
    let code = line.split("//").next().unwrap_or("");
    ["fn ", "struct ", "enum ", "type "].iter().any(|kind| {
        code.match_indices(&format!("{kind}{name}")).any(|(at, m)| {
            let before_ok = at == 0
                || !code.as_bytes()[at - 1].is_ascii_alphanumeric()
                    && code.as_bytes()[at - 1] != b'_';
            let next = code[at + m.len()..].chars().next();
            before_ok && matches!(next, Some('(' | '<' | ';' | ' ' | '{'))
        })
    })
}

#[test]
fn no_test_helper_is_copied() {
    let root = root();
    let homes = [
        root.join("crates/partition/src/arbitrary.rs"),
        root.join("crates/game/src/testing.rs"),
    ];
    let mut names: Vec<String> = homes
        .iter()
        .flat_map(|home| defined(&fs::read_to_string(home).unwrap()))
        .collect();
    // Methods of the support types are not separate helpers.
    names.retain(|n| !["new", "game", "into_inner", "below", "next_u64"].contains(&n.as_str()));
    for must in [
        "partitions_of",
        "strict_partitions_of",
        "on_threads",
        "XorShift",
        "SmallDag",
    ] {
        assert!(
            names.iter().any(|n| n == must),
            "{must} is not defined by the support modules"
        );
    }
    // The helpers the support modules replaced.
    names.push("on".to_string());
    names.push("Rng".to_string());

    let mut files = Vec::new();
    for dir in ["crates", "benches", "fuzz", "panic-abort"] {
        rust_files(&root.join(dir), &mut files);
    }
    assert!(files.len() > 100, "only {} files found", files.len());
    let mut copies = Vec::new();
    for path in &files {
        if homes
            .iter()
            .any(|h| h.canonicalize().unwrap() == path.canonicalize().unwrap())
        {
            continue;
        }
        let text = fs::read_to_string(path).unwrap();
        for (i, line) in text.lines().enumerate() {
            for name in &names {
                if defines(line, name) {
                    copies.push(format!(
                        "{}:{}: defines `{name}`",
                        path.strip_prefix(&root).unwrap().display(),
                        i + 1
                    ));
                }
            }
        }
    }
    assert!(
        copies.is_empty(),
        "copies of the test support:\n{}",
        copies.join("\n")
    );
}
