//! The engine crate's layout, checked on its sources: the rooms sit on
//! floors (the ground floor's vocabulary, then `algorithm`, `solve`,
//! `construct`, `analysis`, `games`), and no file uses an item of a room
//! above its own — by its room's path (`crate::solve::…`) or by the flat
//! re-export at the root (`crate::Solver`). The root shows the rooms first:
//! the flat re-exports of the rooms' items are hidden from the docs.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// The rooms in the order of their floors.
const ROOMS: [&str; 5] = ["algorithm", "solve", "construct", "analysis", "games"];

/// The ground floor's files (private modules whose items the root shows).
const GROUND: [&str; 6] = ["config", "control", "error", "limits", "mex", "vocab"];

/// Files that belong to no floor: the root, which re-exports every room, the
/// test support (`testing`), which uses the rooms as a user's tests do,
/// and the serde impls, which implement traits for every room's types.
const ABOVE_ALL: [&str; 3] = ["lib.rs", "serde_impls.rs", "testing.rs"];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The floor of a module name: 0 for the ground floor, 1.. for the rooms.
fn floor_of_module(name: &str) -> Option<usize> {
    if GROUND.contains(&name) {
        Some(0)
    } else {
        ROOMS.iter().position(|&r| r == name).map(|i| i + 1)
    }
}

/// The floor of a source file, by its path under `src/`.
fn floor_of_file(relative: &Path) -> Option<usize> {
    let first = relative.components().next()?.as_os_str().to_str()?;
    let name = first.strip_suffix(".rs").unwrap_or(first);
    floor_of_module(name)
}

/// The names the root re-exports and the floor of the room each comes from
/// (`pub use solve::{Solver, …};` → `Solver` on the floor of `solve`).
fn root_names(lib: &str) -> BTreeMap<String, usize> {
    let mut names = BTreeMap::new();
    let mut rest = lib;
    while let Some(at) = rest.find("pub use ") {
        let statement = &rest[at + "pub use ".len()..];
        let end = statement.find(';').unwrap();
        let (module, items) = statement[..end].split_once("::").unwrap();
        let floor = floor_of_module(module.trim())
            .unwrap_or_else(|| panic!("`pub use {module}::…` names no floor"));
        for item in items
            .trim_matches(|c: char| c == '{' || c == '}' || c.is_whitespace())
            .split(',')
        {
            let item = item.trim();
            if !item.is_empty() {
                names.insert(item.to_string(), floor);
            }
        }
        rest = &statement[end..];
    }
    names
}

/// The code of a file without its comments (line and doc comments), so
/// that a doc link to a room above is not an import.
fn code_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines().enumerate().filter_map(|(i, line)| {
        let code = line.split("//").next().unwrap_or("");
        (!code.trim().is_empty()).then_some((i + 1, code))
    })
}

/// Every `crate::<name>` in a line of code, with `use crate::{a, b}` lists
/// expanded to their first segments.
fn crate_paths(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("crate::") {
        let after = &rest[at + "crate::".len()..];
        if let Some(list) = after.strip_prefix('{') {
            let end = list.find('}').unwrap_or(list.len());
            out.extend(
                list[..end]
                    .split(',')
                    .map(|s| s.trim().split("::").next().unwrap().to_string()),
            );
        } else {
            let name: String = after
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            out.push(name);
        }
        rest = after;
    }
    out.retain(|s| !s.is_empty());
    out
}

#[test]
fn no_room_uses_a_room_above_it() {
    let src = src();
    let lib = fs::read_to_string(src.join("lib.rs")).unwrap();
    let flat = root_names(&lib);
    assert!(flat.contains_key("Solver") && flat["Solver"] == floor_of_module("solve").unwrap());
    assert!(flat.contains_key("GameError") && flat["GameError"] == 0);
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut checked = 0;
    let mut violations = Vec::new();
    for path in &files {
        let relative = path.strip_prefix(&src).unwrap();
        if ABOVE_ALL.contains(&relative.to_str().unwrap()) {
            continue;
        }
        let floor = floor_of_file(relative)
            .unwrap_or_else(|| panic!("{} is on no floor: add it to a room", relative.display()));
        let text = fs::read_to_string(path).unwrap();
        for (line, code) in code_lines(&text) {
            for name in crate_paths(code) {
                let used = floor_of_module(&name).or_else(|| flat.get(&name).copied());
                match used {
                    Some(f) if f > floor => violations.push(format!(
                        "{}:{line}: `crate::{name}` is on floor {f}, above this file's {floor}",
                        relative.display()
                    )),
                    Some(_) => {}
                    // The serde impls and the test support (used by unit tests) are
                    // above every room.
                    None if name == "serde_impls" || name == "testing" => {}
                    None => violations.push(format!(
                        "{}:{line}: `crate::{name}` is on no floor",
                        relative.display()
                    )),
                }
                checked += 1;
            }
        }
    }
    assert!(violations.is_empty(), "{}", violations.join("\n"));
    // The check has something to check: the rooms import their vocabulary.
    assert!(checked > 100, "only {checked} paths found");
}

#[test]
fn the_root_shows_the_rooms_first() {
    let lib = fs::read_to_string(src().join("lib.rs")).unwrap();
    for room in ROOMS {
        assert!(
            lib.contains(&format!("\npub mod {room};")),
            "`{room}` is not a public module"
        );
    }
    // A flat re-export of a room's item would be listed under "Re-exports",
    // above the modules, on docs.rs: each is hidden (the item has its page
    // in its room).
    let lines: Vec<&str> = lib.lines().collect();
    let mut flat = 0;
    for (i, line) in lines.iter().enumerate() {
        if let Some(rest) = line.strip_prefix("pub use ") {
            let module = rest.split("::").next().unwrap();
            if ROOMS.contains(&module) {
                assert_eq!(
                    lines[i - 1],
                    "#[doc(hidden)]",
                    "line {}: `{line}` is not hidden",
                    i + 1
                );
                flat += 1;
            } else {
                assert!(
                    GROUND.contains(&module),
                    "line {}: `{line}` re-exports from {module}",
                    i + 1
                );
            }
        }
    }
    assert_eq!(flat, ROOMS.len());
}
