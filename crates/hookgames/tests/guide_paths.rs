//! Checks on the documentation a user of the published crate reads.
//!
//! * Every Rust example of the guide compiles in a crate that depends on
//!   `hookgames` alone. Rustdoc compiles the chapters as doctests of this
//!   package, where the facade's own dependencies (`hookgames_mhrg`, …) are
//!   in scope too, so a doctest passing is not enough: this test reads every
//!   Rust code block of every chapter (`src/guide/*.md`), of every doc
//!   comment of this crate's sources, of its README, of the workspace's
//!   README and the whole of each program in `examples/` (readers copy
//!   them), and fails on any path that names another crate than
//!   `hookgames` and the standard library (`hookgames_mhrg::MapE`,
//!   `use num_bigint::BigUint;`, `extern crate rand;`), naming the file and
//!   the line.
//! * Every chapter file is a module of `hookgames::guide`.
//! * The workspace README's tour is the crate page's "A short tour",
//!   character for character (the crate page's copy runs as a doctest).
//! * Every public function and trait method of the library crates that
//!   returns a `Result` has an `# Errors` section in its documentation.
//!
//! The last two read files outside this package; in the packaged crate
//! (where they are absent) they check nothing and say so on stderr.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

fn package_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The workspace root when this package is built inside the repository.
fn workspace_root() -> Option<PathBuf> {
    let root = package_dir().join("../..");
    let manifest = fs::read_to_string(root.join("Cargo.toml")).ok()?;
    manifest
        .lines()
        .any(|l| l.trim() == "[workspace]")
        .then_some(root)
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// A line of documentation text with its 1-based line number in the file.
type Lines = Vec<(usize, String)>;

/// The documentation lines of a source file: the text of its `//!` and `///`
/// comments (one leading space removed), with their line numbers.
fn doc_comment_lines(source: &str) -> Lines {
    source
        .lines()
        .enumerate()
        .filter_map(|(i, l)| {
            let t = l.trim_start();
            let rest = t.strip_prefix("//!").or_else(|| t.strip_prefix("///"))?;
            Some((i + 1, rest.strip_prefix(' ').unwrap_or(rest).to_owned()))
        })
        .collect()
}

fn markdown_lines(text: &str) -> Lines {
    text.lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.to_owned()))
        .collect()
}

/// Whether rustdoc compiles a fenced block with this info string as Rust
/// (and expects it to compile): no language, `rust`, or only rustdoc's
/// attributes; `compile_fail` blocks are meant not to compile.
fn is_compiled_rust(info: &str) -> bool {
    let tokens: Vec<&str> = info
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|t| !t.is_empty())
        .collect();
    if tokens.contains(&"compile_fail") {
        return false;
    }
    let attribute = |t: &str| {
        matches!(
            t,
            "ignore" | "should_panic" | "no_run" | "standalone_crate" | "test_harness"
        ) || t.starts_with("edition")
            || t.starts_with("ignore-")
    };
    tokens.is_empty() || tokens.contains(&"rust") || tokens.iter().all(|t| attribute(t))
}

/// The Rust code blocks of some documentation lines, each a list of
/// (line number, code line) with rustdoc's hidden-line marker `# ` removed
/// (hidden lines are compiled too).
fn rust_blocks(lines: &Lines) -> Vec<Lines> {
    let mut blocks = Vec::new();
    let mut open: Option<(String, bool, Lines)> = None;
    for (n, line) in lines {
        let t = line.trim_start();
        let fence: String = t.chars().take_while(|&c| c == '`' || c == '~').collect();
        let is_fence =
            fence.len() >= 3 && fence.chars().all(|c| c == fence.chars().next().unwrap());
        match &mut open {
            None if is_fence => {
                let info = t[fence.len()..].trim();
                open = Some((fence, is_compiled_rust(info), Vec::new()));
            }
            None => {}
            Some((f, rust, block)) => {
                if is_fence && fence.starts_with(f.as_str()) && t[fence.len()..].trim().is_empty() {
                    if *rust {
                        blocks.push(std::mem::take(block));
                    }
                    open = None;
                } else {
                    let code = if t == "#" {
                        String::new()
                    } else if let Some(rest) = t.strip_prefix("# ") {
                        rest.to_owned()
                    } else {
                        line.clone()
                    };
                    block.push((*n, code));
                }
            }
        }
    }
    blocks
}

/// The line without string and character literals and without its `//`
/// comment, so that only code is left.
fn strip_literals_and_comments(line: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '/' && chars.get(i + 1) == Some(&'/') {
            break;
        }
        // Raw strings r"…", r#"…"#.
        if c == 'r' && (i == 0 || !is_ident_char(chars[i - 1])) {
            let hashes = chars[i + 1..].iter().take_while(|&&h| h == '#').count();
            if chars.get(i + 1 + hashes) == Some(&'"') {
                let close: Vec<char> = std::iter::once('"')
                    .chain(std::iter::repeat_n('#', hashes))
                    .collect();
                let mut j = i + 2 + hashes;
                while j < chars.len() && !chars[j..].starts_with(&close) {
                    j += 1;
                }
                out.push_str("\"\"");
                i = j + close.len();
                continue;
            }
        }
        if c == '"' {
            let mut j = i + 1;
            while j < chars.len() && chars[j] != '"' {
                j += if chars[j] == '\\' { 2 } else { 1 };
            }
            out.push_str("\"\"");
            i = j + 1;
            continue;
        }
        // Character literals ('x', '\n', '\u{1F600}'), not lifetimes ('a).
        if c == '\'' {
            if chars.get(i + 1) == Some(&'\\') {
                let mut j = i + 2;
                while j < chars.len() && chars[j] != '\'' {
                    j += 1;
                }
                out.push_str("' '");
                i = j + 1;
                continue;
            }
            if chars.get(i + 2) == Some(&'\'') {
                out.push_str("' '");
                i += 3;
                continue;
            }
        }
        out.push(c);
        i += 1;
    }
    out
}

fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Names a path may start with in a crate whose only dependency is
/// `hookgames`: the facade, the standard library (`core` and `alloc` are part
/// of it), the path keywords and the primitive types.
const ALLOWED_ROOTS: &[&str] = &[
    "hookgames",
    "std",
    "core",
    "alloc",
    "crate",
    "self",
    "super",
    "bool",
    "char",
    "str",
    "u8",
    "u16",
    "u32",
    "u64",
    "u128",
    "usize",
    "i8",
    "i16",
    "i32",
    "i64",
    "i128",
    "isize",
    "f32",
    "f64",
];

/// What is wrong with one Rust code block, as (line number, message).
fn violations(block: &Lines) -> Vec<(usize, String)> {
    let code: Vec<(usize, String)> = block
        .iter()
        .map(|(n, l)| (*n, strip_literals_and_comments(l)))
        .collect();
    // Modules the example declares itself may start paths.
    let local_modules: BTreeSet<String> = code
        .iter()
        .flat_map(|(_, l)| {
            let words: Vec<&str> = l.split(|c: char| !is_ident_char(c)).collect();
            words
                .windows(2)
                .filter(|w| w[0] == "mod")
                .map(|w| w[1].to_owned())
                .collect::<Vec<_>>()
        })
        .collect();
    let mut found = Vec::new();
    for (n, line) in &code {
        let chars: Vec<char> = line.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            if !(is_ident_char(chars[i]) && (i == 0 || !is_ident_char(chars[i - 1]))) {
                i += 1;
                continue;
            }
            let start = i;
            while i < chars.len() && is_ident_char(chars[i]) {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            if word.chars().next().is_some_and(|c| c.is_ascii_digit()) {
                continue;
            }
            if word.starts_with("hookgames_") {
                found.push((
                    *n,
                    format!(
                        "names the crate `{word}`, which a crate depending only on `hookgames` \
                         cannot use: write `hookgames::{}`",
                        word.trim_start_matches("hookgames_")
                    ),
                ));
                continue;
            }
            let before: String = chars[..start].iter().collect();
            let before = before.trim_end();
            if before.ends_with("extern crate") || before == "extern crate" {
                if word != "hookgames" && word != "std" {
                    found.push((
                        *n,
                        format!("`extern crate {word}`: only `hookgames` and `std` are available"),
                    ));
                }
                continue;
            }
            // A path root: followed by `::` and a name, `{` or `*` (not a
            // turbofish `::<`), not preceded by `.` (a method) or by a
            // `::` that continues an earlier path.
            let after: String = chars[i..].iter().collect();
            let Some(rest) = after.trim_start().strip_prefix("::") else {
                continue;
            };
            let rest = rest.trim_start();
            if rest.starts_with('<') || rest.is_empty() {
                continue;
            }
            if before.ends_with('.') {
                continue;
            }
            let continues_a_path = before.strip_suffix("::").is_some_and(|b| {
                b.trim_end()
                    .chars()
                    .last()
                    .is_some_and(|c| is_ident_char(c) || c == '>')
            });
            if continues_a_path {
                continue;
            }
            let lower = word
                .chars()
                .next()
                .is_some_and(|c| c.is_lowercase() || c == '_');
            if lower && !ALLOWED_ROOTS.contains(&word.as_str()) && !local_modules.contains(&word) {
                found.push((
                    *n,
                    format!(
                        "the path `{word}::…` names a crate other than `hookgames` and `std`, \
                         which a crate depending only on `hookgames` cannot use"
                    ),
                ));
            }
        }
    }
    found
}

/// The documentation files of this package: (name shown in failures, lines).
fn documentation() -> Vec<(String, Lines)> {
    let dir = package_dir();
    let mut files = Vec::new();
    let mut chapters: Vec<PathBuf> = fs::read_dir(dir.join("src/guide"))
        .expect("src/guide exists")
        .map(|e| e.expect("readable directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    chapters.sort();
    assert!(
        chapters.len() >= 9,
        "the guide has its chapters: {chapters:?}"
    );
    for p in chapters {
        files.push((
            format!("src/guide/{}", p.file_name().unwrap().to_string_lossy()),
            markdown_lines(&read(&p)),
        ));
    }
    let mut sources = Vec::new();
    collect_rs(&dir.join("src"), &mut sources);
    sources.sort();
    for p in sources {
        let name = p.strip_prefix(&dir).unwrap().display().to_string();
        files.push((name, doc_comment_lines(&read(&p))));
    }
    files.push((
        "README.md".into(),
        markdown_lines(&read(&dir.join("README.md"))),
    ));
    if let Some(root) = workspace_root() {
        files.push((
            "the workspace's README.md".into(),
            markdown_lines(&read(&root.join("README.md"))),
        ));
    }
    files
}

fn collect_rs(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
    {
        let path = entry.expect("readable directory entry").path();
        if path.is_dir() {
            collect_rs(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn guide_examples_use_only_hookgames_paths() {
    let mut failures = Vec::new();
    let mut blocks_seen = 0;
    for (name, lines) in documentation() {
        for block in rust_blocks(&lines) {
            blocks_seen += 1;
            for (n, message) in violations(&block) {
                failures.push(format!("{name}:{n}: {message}"));
            }
        }
    }
    // The runnable programs of `examples/` are copied whole by readers.
    let examples = package_dir().join("examples");
    if examples.is_dir() {
        let mut programs = Vec::new();
        collect_rs(&examples, &mut programs);
        programs.sort();
        for p in programs {
            let name = p.strip_prefix(package_dir()).unwrap().display().to_string();
            for (n, message) in violations(&markdown_lines(&read(&p))) {
                failures.push(format!("{name}:{n}: {message}"));
            }
        }
    }
    assert!(
        blocks_seen >= 20,
        "found only {blocks_seen} Rust blocks: is the scanner broken?"
    );
    assert!(
        failures.is_empty(),
        "{} example line(s) would not compile in a crate that depends only on `hookgames`:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn the_scanner_finds_what_a_users_crate_cannot_compile() {
    let planted = markdown_lines(
        "Text with hookgames_mhrg in prose is not code.\n\
         ```rust\n\
         use hookgames::prelude::*;\n\
         use hookgames_mhrg::MapE;\n\
         # use num_bigint::BigUint;\n\
         extern crate rand;\n\
         let x = ::serde_json::to_string(&1);\n\
         let y: u64 = \"5\".parse::<u64>()? + u64::MAX / 2; // hookgames_game:: in a comment\n\
         let z = hookgames::game::grundy(&Nim, &3)?;\n\
         let s = \"hookgames_plain::Plain in a string\";\n\
         mod local { pub fn f() {} }\n\
         local::f();\n\
         let v = Vec::<u8>::new(); let c = '{'; let r = r#\"a \"b\" ::c\"#;\n\
         ```\n\
         ```text\n\
         hookgames_lctr::Lctr in a text block\n\
         ```\n\
         ```compile_fail\n\
         use hookgames_lctr::Lctr;\n\
         ```\n",
    );
    let blocks = rust_blocks(&planted);
    assert_eq!(blocks.len(), 1);
    let found: Vec<(usize, String)> = violations(&blocks[0]);
    let lines: Vec<usize> = found.iter().map(|(n, _)| *n).collect();
    // Line 4: `hookgames_mhrg`; 5: `num_bigint` (a hidden line); 6: `rand`;
    // 7: `serde_json` (an absolute path).
    assert_eq!(lines, [4, 5, 6, 7], "{found:#?}");
    assert!(found[0].1.contains("`hookgames_mhrg`") && found[0].1.contains("hookgames::mhrg"));
    assert!(found[1].1.contains("`num_bigint::…`"));
    assert!(found[2].1.contains("extern crate rand"));
    assert!(found[3].1.contains("`serde_json::…`"));
}

#[test]
fn fence_info_strings_decide_what_rustdoc_compiles() {
    for info in [
        "",
        "rust",
        "rust,no_run",
        "no_run",
        "should_panic",
        "ignore",
        "edition2021",
    ] {
        assert!(is_compiled_rust(info), "{info:?}");
    }
    for info in [
        "text",
        "toml",
        "sh",
        "json",
        "console",
        "compile_fail",
        "rust,compile_fail",
    ] {
        assert!(!is_compiled_rust(info), "{info:?}");
    }
}

#[test]
fn every_chapter_is_a_module_of_the_guide() {
    let dir = package_dir();
    let guide = read(&dir.join("src/guide.rs"));
    let included: BTreeSet<String> = guide
        .match_indices("include_str!(\"guide/")
        .map(|(i, m)| {
            let rest = &guide[i + m.len()..];
            rest[..rest.find('"').expect("closing quote")].to_owned()
        })
        // A chapter's assets (the explorer's picture, base64) are included
        // too; the chapters are the Markdown files.
        .filter(|n| n.ends_with(".md"))
        .collect();
    let chapters: BTreeSet<String> = fs::read_dir(dir.join("src/guide"))
        .expect("src/guide exists")
        .map(|e| {
            e.expect("readable entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|n| n.ends_with(".md"))
        .collect();
    assert_eq!(
        included, chapters,
        "src/guide.rs must include every chapter of src/guide/"
    );
    // Each chapter documents a module of its own name, or is a later part
    // of the module its include precedes (the explorer's reference, after
    // its picture).
    for chapter in &chapters {
        let module = chapter.trim_end_matches(".md");
        let include = format!("include_str!(\"guide/{chapter}\")");
        let at = guide.find(&include).expect("included above");
        let documented = guide[at..]
            .find("pub mod ")
            .map(|m| &guide[at + m + "pub mod ".len()..])
            .and_then(|rest| rest.split_whitespace().next());
        assert!(
            guide.contains(&format!("pub mod {module} {{}}"))
                || documented.is_some_and(|name| module.starts_with(&format!("{name}_"))),
            "src/guide.rs has no module `{module}` for {chapter}"
        );
    }
}

/// The first Rust code block after the line `heading` (or of the whole text
/// when `heading` is `None`), as text.
fn first_rust_block(lines: &Lines, heading: Option<&str>) -> Option<String> {
    let from = match heading {
        Some(h) => lines.iter().position(|(_, l)| l.trim() == h)?,
        None => 0,
    };
    let block = rust_blocks(&lines[from..].to_vec()).into_iter().next()?;
    // Compare the lines as written (hidden-line markers included).
    let first = block.first()?.0;
    let last = block.last()?.0;
    Some(
        lines
            .iter()
            .filter(|(n, _)| (first..=last).contains(n))
            .map(|(_, l)| l.as_str())
            .collect::<Vec<_>>()
            .join("\n"),
    )
}

#[test]
fn the_workspace_readme_tour_is_the_crate_pages_tour() {
    let Some(root) = workspace_root() else {
        eprintln!("not inside the hookgames workspace: the workspace README is not checked");
        return;
    };
    // The crate page: the `//!` lines at the top of src/lib.rs.
    let crate_page: Lines = read(&package_dir().join("src/lib.rs"))
        .lines()
        .enumerate()
        .map_while(|(i, l)| {
            let rest = l.strip_prefix("//!")?;
            Some((i + 1, rest.strip_prefix(' ').unwrap_or(rest).to_owned()))
        })
        .collect();
    let ours = first_rust_block(&crate_page, Some("# A short tour"))
        .expect("src/lib.rs's crate documentation has a `# A short tour` with a Rust block");
    let readme = markdown_lines(&read(&root.join("README.md")));
    let theirs = first_rust_block(&readme, None).expect("README.md has a Rust block");
    assert_eq!(
        theirs, ours,
        "the tour in the workspace README.md and under `# A short tour` in \
         crates/hookgames/src/lib.rs must be identical (only the latter runs as a doctest)"
    );
}

/// Every `pub fn` (and method of a `pub trait`) of a library crate that
/// returns a `Result`, as (file, line, name, has `# Errors`).
fn fallible_public_fns(file: &Path) -> Vec<(usize, String, bool)> {
    let source = read(file);
    let lines: Vec<&str> = source.lines().collect();
    let mut found = Vec::new();
    // Indentation of the `pub trait` whose body we are in.
    let mut trait_indent: Option<usize> = None;
    for (i, line) in lines.iter().enumerate() {
        let indent = line.len() - line.trim_start().len();
        let t = line.trim_start();
        if trait_indent == Some(indent) && t.starts_with('}') {
            trait_indent = None;
        }
        if t.starts_with("pub trait ") || t.starts_with("pub unsafe trait ") {
            // A trait with an empty body on one line has no methods.
            if !t.trim_end().ends_with("{}") {
                trait_indent = Some(indent);
            }
            continue;
        }
        let public = [
            "pub fn ",
            "pub const fn ",
            "pub unsafe fn ",
            "pub async fn ",
        ]
        .iter()
        .any(|p| t.starts_with(p));
        let trait_method = trait_indent.is_some_and(|k| indent == k + 4) && t.starts_with("fn ");
        if !(public || trait_method) {
            continue;
        }
        // The signature, up to the body or the `;`.
        let mut signature = String::new();
        for l in &lines[i..] {
            let code = l.split("//").next().unwrap_or("");
            signature.push_str(code);
            signature.push(' ');
            if code.contains('{') || code.trim_end().ends_with(';') {
                break;
            }
        }
        if signature.contains('$') {
            continue; // inside a macro
        }
        let Some(returns) = return_type(&signature) else {
            continue;
        };
        let path_end = returns
            .find(|c: char| !(is_ident_char(c) || c == ':'))
            .unwrap_or(returns.len());
        if returns[..path_end].rsplit("::").next() != Some("Result") {
            continue;
        }
        let name: String = t[t.find("fn ").unwrap() + 3..]
            .chars()
            .take_while(|&c| is_ident_char(c))
            .collect();
        // The doc comment above, past attributes (also multi-line ones).
        let mut has_errors = false;
        let mut k = i;
        let mut in_attribute = false;
        while k > 0 {
            k -= 1;
            let above = lines[k].trim();
            if above.starts_with("///") {
                if above.trim_start_matches('/').trim() == "# Errors" {
                    has_errors = true;
                }
            } else if above.starts_with("#[") {
                in_attribute = false;
            } else if in_attribute || above.ends_with(")]") {
                in_attribute = true;
            } else {
                break;
            }
        }
        found.push((i + 1, name, has_errors));
    }
    found
}

/// The return type of a function signature: what follows the first `->`
/// outside parentheses and angle brackets, up to `where`, `{` or `;`.
fn return_type(signature: &str) -> Option<&str> {
    let bytes = signature.as_bytes();
    let mut depth = 0i32;
    let mut seen_parameters = false;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'-' if bytes.get(i + 1) == Some(&b'>') => {
                if depth == 0 && seen_parameters {
                    let rest = signature[i + 2..].trim_start();
                    let end = [rest.find(" where"), rest.find('{'), rest.find(';')]
                        .into_iter()
                        .flatten()
                        .min()
                        .unwrap_or(rest.len());
                    return Some(rest[..end].trim());
                }
                i += 2;
                continue;
            }
            b'(' | b'<' | b'[' => depth += 1,
            b')' | b'>' | b']' => {
                depth -= 1;
                if depth == 0 && bytes[i] == b')' {
                    seen_parameters = true;
                }
            }
            b'{' | b';' if depth == 0 => return None,
            _ => {}
        }
        i += 1;
    }
    None
}

#[test]
fn every_fallible_public_function_documents_its_errors() {
    let Some(root) = workspace_root() else {
        eprintln!("not inside the hookgames workspace: the library crates are not checked");
        return;
    };
    let mut crates: Vec<PathBuf> = fs::read_dir(root.join("crates"))
        .expect("crates/ exists")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.join("src/lib.rs").exists())
        .collect();
    crates.sort();
    assert!(crates.len() >= 10, "the library crates: {crates:?}");
    let mut files = Vec::new();
    for c in &crates {
        collect_rs(&c.join("src"), &mut files);
    }
    let mut total = 0;
    let mut missing = Vec::new();
    for f in &files {
        for (line, name, has_errors) in fallible_public_fns(f) {
            total += 1;
            if !has_errors {
                let shown = f.strip_prefix(&root).unwrap_or(f).display().to_string();
                missing.push(format!("{shown}:{line}: `{name}` returns a Result"));
            }
        }
    }
    assert!(
        total >= 250,
        "found only {total} fallible public functions: is the scanner broken?"
    );
    assert!(
        missing.is_empty(),
        "{} of {total} fallible public functions have no `# Errors` section:\n{}",
        missing.len(),
        missing.join("\n")
    );
}

#[test]
fn the_errors_scanner_reads_signatures_and_doc_comments() {
    let dir = std::env::temp_dir().join(format!("hookgames-guide-paths-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let file = dir.join("sample.rs");
    fs::write(
        &file,
        "/// Documented.\n\
         ///\n\
         /// # Errors\n\
         /// Always.\n\
         #[inline]\n\
         pub fn a() -> Result<(), E> { Err(E) }\n\
         /// Not documented.\n\
         #[cfg_attr(\n    feature = \"x\",\n    allow(unused)\n)]\n\
         pub fn b<F: Fn(u8) -> u8>(\n    f: F,\n) -> std::io::Result<u8>\nwhere\n    F: Copy,\n{\n    Ok(f(1))\n}\n\
         pub fn c(f: impl Fn() -> Result<(), E>) -> u8 { 0 }\n\
         pub trait T {\n    /// No section.\n    fn d(&self) -> Result<u8, E>;\n    fn e(&self) -> u8;\n}\n\
         pub(crate) fn f() -> Result<(), E> { Ok(()) }\n",
    )
    .unwrap();
    let found = fallible_public_fns(&file);
    fs::remove_dir_all(&dir).unwrap();
    let found: Vec<(String, bool)> = found.into_iter().map(|(_, n, e)| (n, e)).collect();
    assert_eq!(
        found,
        [("a".into(), true), ("b".into(), false), ("d".into(), false)],
    );
}
