//! End-to-end tests of `--svg FILE` on `show` and `board`: the file is
//! well-formed SVG with the right boxes and labels, stdout is unchanged, and
//! bad uses exit with status 2 and a one-line message.

use std::path::PathBuf;
use std::process::{Command, Output};

fn hookgames(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hookgames"))
        .args(args)
        .output()
        .expect("the hookgames binary runs")
}

/// A fresh path in this test target's scratch directory.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("svg-tests");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let _ = std::fs::remove_file(&path);
    path
}

fn ok(o: &Output) -> String {
    assert!(
        o.status.success(),
        "failed: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(o.stderr.is_empty());
    String::from_utf8(o.stdout.clone()).unwrap()
}

/// (text, class of its box) of every label, in document order, and the
/// number of boxes.
fn read_labels(path: &PathBuf) -> (Vec<(String, String)>, usize) {
    let text = std::fs::read_to_string(path).unwrap();
    let doc = roxmltree::Document::parse(&text).expect("well-formed SVG");
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    assert!(doc.root_element().attribute("viewBox").is_some());
    let boxes: Vec<_> = doc
        .descendants()
        .filter(|n| n.has_tag_name("rect"))
        .filter(|n| n.attribute("class").is_some_and(|c| c.starts_with("box")))
        .collect();
    let texts: Vec<_> = doc
        .descendants()
        .filter(|n| n.has_tag_name("text") && n.attribute("class") == Some("label"))
        .collect();
    assert_eq!(boxes.len(), texts.len());
    let num =
        |n: &roxmltree::Node<'_, '_>, a: &str| -> f64 { n.attribute(a).unwrap().parse().unwrap() };
    // The box of a label is the square that holds the label's centre.
    let out = texts
        .iter()
        .map(|t| {
            let (x, y) = (num(t, "x"), num(t, "y"));
            let b = boxes
                .iter()
                .find(|b| {
                    let (bx, by, s) = (num(b, "x"), num(b, "y"), num(b, "width"));
                    bx < x && x < bx + s && by < y && y < by + s
                })
                .expect("every label lies in a box");
            (
                t.text().unwrap().to_string(),
                b.attribute("class").unwrap().to_string(),
            )
        })
        .collect();
    (out, boxes.len())
}

fn one_line_error(o: &Output, needle: &str) {
    assert_eq!(o.status.code(), Some(2));
    assert!(o.stdout.is_empty());
    let err = String::from_utf8(o.stderr.clone()).unwrap();
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    assert!(err.starts_with("hookgames: error: "), "{err}");
    assert!(err.contains(needle), "{err} should mention {needle}");
}

#[test]
fn show_svg_hook_lengths() {
    // Abuku–Tada, Example 2.10: Y = (6,6,5,3,3).
    let path = scratch("hooks.svg");
    let plain = ok(&hookgames(&["show", "6,6,5,3,3"]));
    let with = ok(&hookgames(&[
        "show",
        "6,6,5,3,3",
        "--svg",
        path.to_str().unwrap(),
    ]));
    assert_eq!(plain, with, "stdout is the normal output");
    let (labels, boxes) = read_labels(&path);
    assert_eq!(boxes, 23);
    let first_row: Vec<&str> = labels[..6].iter().map(|l| l.0.as_str()).collect();
    assert_eq!(first_row, ["10", "9", "8", "5", "4", "2"]);
    // h(2,2) = 8, the hook removed in Example 2.10.
    assert_eq!(labels[7].0, "8");
}

#[test]
fn show_svg_unimodal_rectangle() {
    // Abuku–Tada, Example 1.2: α_{3,5} on Y_{3,5}, with Y' = (5,4,3) shaded.
    let path = scratch("unimodal.svg");
    let o = hookgames(&[
        "show",
        "5,4,3",
        "--rect",
        "3x5",
        "--svg",
        path.to_str().unwrap(),
    ]);
    assert!(ok(&o).contains("diagonal"));
    let (labels, boxes) = read_labels(&path);
    assert_eq!(boxes, 15);
    let numbers: Vec<&str> = labels.iter().map(|l| l.0.as_str()).collect();
    assert_eq!(
        numbers,
        [
            "3", "4", "3", "2", "1", "2", "3", "4", "3", "2", "1", "2", "3", "4", "3"
        ]
    );
    let shaded = labels.iter().filter(|l| l.1 == "box shaded").count();
    assert_eq!(shaded, 12);
    assert_eq!(labels[9].1, "box plain"); // box (2,5) is not in Y'
}

#[test]
fn board_svg_figure_5() {
    let path = scratch("board.svg");
    let plain = ok(&hookgames(&["board", "lctr", "8,7,6,5,5,2,1"]));
    let with = ok(&hookgames(&[
        "board",
        "lctr",
        "8,7,6,5,5,2,1",
        "--svg",
        path.to_str().unwrap(),
    ]));
    assert_eq!(plain, with);
    let (labels, boxes) = read_labels(&path);
    // 34 boxes of λ and the 10 terminal positions ∅ around it.
    assert_eq!(boxes, 44);
    let digits: String = plain.chars().filter(char::is_ascii_digit).collect();
    let mut drawn: Vec<char> = labels.iter().flat_map(|l| l.0.chars()).collect();
    let mut expected: Vec<char> = digits.chars().collect();
    drawn.sort_unstable();
    expected.sort_unstable();
    assert_eq!(drawn, expected);
    assert_eq!(labels.iter().filter(|l| l.1 == "box outside").count(), 10);
    // Row 1 of Figure 5: 01010101.
    let row1: String = labels[..8].iter().map(|l| l.0.as_str()).collect();
    assert_eq!(row1, "01010101");

    let path = scratch("downright.svg");
    ok(&hookgames(&[
        "board",
        "downright",
        "8,7,6,5,5,2,1",
        "--misere",
        "--json",
        "--svg",
        path.to_str().unwrap(),
    ]));
    let (labels, boxes) = read_labels(&path);
    assert_eq!(boxes, 34);
    assert!(labels.iter().all(|l| l.1 == "box plain"));
}

#[test]
fn svg_errors_are_one_line() {
    let dir = scratch("not-a-dir");
    let missing = dir.join("sub").join("x.svg");
    let o = hookgames(&["show", "3,1", "--svg", missing.to_str().unwrap()]);
    one_line_error(&o, "cannot write the SVG picture");
    let o = hookgames(&["board", "lctr", "3,1", "--svg", missing.to_str().unwrap()]);
    one_line_error(&o, "cannot write the SVG picture");
    // A directory is not a writable file either.
    let o = hookgames(&["show", "3,1", "--svg", env!("CARGO_TARGET_TMPDIR")]);
    one_line_error(&o, "cannot write the SVG picture");
    // A game tree has no picture: `tree` has no --svg option.
    let o = hookgames(&["tree", "lctr", "3,1", "--svg", "x.svg"]);
    one_line_error(&o, "unexpected argument '--svg'");
    // Beyond the drawing limit: an error naming it, and no file.
    let big = scratch("big.svg");
    let o = hookgames(&["show", "100001", "--svg", big.to_str().unwrap()]);
    one_line_error(&o, "MAX_SVG_BOXES");
    assert!(!big.exists());
    let o = hookgames(&[
        "show",
        "1",
        "--rect",
        "400x400",
        "--svg",
        big.to_str().unwrap(),
    ]);
    one_line_error(&o, "MAX_SVG_BOXES");
    let o = hookgames(&[
        "board",
        "lctr",
        "50000,50000",
        "--svg",
        big.to_str().unwrap(),
    ]);
    one_line_error(&o, "MAX_SVG_BOXES");
    assert!(!big.exists());
}
