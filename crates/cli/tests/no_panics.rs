//! Every subcommand on adversarial input: the answer is either a result
//! (status 0) or a one-line error (status 2) — never a panic, a crash or a
//! silent truncation. The inputs are edge cases of every notation, the
//! numeric limits, and the seeds of the fuzz targets' parsers.

use std::process::Command;

const POSITIONS: &[&str] = &[
    "0",
    "∅",
    "()",
    "{}",
    "[]",
    "⟦⟧",
    "1",
    "9,8,6,5,5,2",
    "6,5,4^3,2^2",
    "{(6,1),(5,2),(4,5),(2,7)}",
    "5,5,5",
    "3,1",
    "7,6,4,3,2",
    "5^1000000000000",
    "7^1000000000000,3^5",
    "18446744073709551615",
    "18446744073709551615,1",
    "18446744073709551616",
    "9223372036854775808^2",
    "1^18446744073709551615",
    "3^0",
    "0^3",
    "-1",
    "3,5,2",
    "3,,2",
    "3;2",
    "(3,2]",
    "((3,2))",
    "{(3,0)}",
    "{(3,1),(2,1)}",
    "{(3,1),(4,2)}",
    "{(3,1)",
    "4^{3}",
    "4^{3",
    "4^",
    "^3",
    "1e3",
    "٣",
    "３",
    "3 2 1",
    ",",
    "x",
];

const COMMANDS: &[&[&str]] = &[
    &["show"],
    &["show", "--n", "3"],
    &["show", "--rect", "3x5"],
    &["grundy", "sato-welter"],
    &["grundy", "shifted"],
    &["grundy", "shifted", "--misere"],
    &["grundy", "lctr"],
    &["grundy", "downright", "--misere"],
    &["grundy", "mhrg", "--rect", "3x5"],
    &["moves", "sato-welter"],
    &["moves", "shifted", "--value", "3"],
    &["moves", "lctr"],
    &["moves", "mhrg", "--rect", "3x5"],
    &["board", "lctr"],
    &["tree", "downright"],
];

fn check(args: &[&str]) {
    let o = Command::new(env!("CARGO_BIN_EXE_hookgames"))
        .args(args)
        .output()
        .expect("the hookgames binary runs");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        matches!(o.status.code(), Some(0 | 2)),
        "{args:?}: status {:?}, stderr {err:?}",
        o.status
    );
    assert!(!err.contains("panicked"), "{args:?}: {err:?}");
    if o.status.code() == Some(2) {
        assert_eq!(err.lines().count(), 1, "{args:?}: {err:?}");
        assert!(o.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn every_command_on_every_adversarial_position() {
    for cmd in COMMANDS {
        for p in POSITIONS {
            let mut args = cmd.to_vec();
            args.push(p);
            check(&args);
        }
    }
}

#[test]
fn adversarial_options() {
    for rect in [
        "0x5",
        "5x0",
        "x",
        "3",
        "3x",
        "-3x5",
        "3x-5",
        "1x18446744073709551615",
        "18446744073709551615x1",
        "64x1",
        "65x1",
        "40x40",
        "3×5",
        "3,5",
        "3x5x7",
        "",
    ] {
        check(&["grundy", "mhrg", "--rect", rect, "1"]);
        check(&["show", "1", "--rect", rect]);
    }
    for n in [
        "0",
        "1",
        "18446744073709551615",
        "18446744073709551616",
        "-1",
        "x",
    ] {
        check(&["show", "9,8,6,5,5,2", "--n", n]);
    }
    for t in ["0", "4294967295", "4294967296", "-1"] {
        check(&["moves", "sato-welter", "9,8,6,5,5,2", "--value", t]);
        check(&["moves", "mhrg", "--rect", "3x5", "5,5,5", "--value", t]);
    }
    for k in ["0", "1", "1000", "18446744073709551616", "x"] {
        check(&["table", "mhrg", "--max", k]);
    }
    check(&["show", "@/nonexistent/file"]);
    check(&["show", "@"]);
    check(&["board", "lctr", "3,1", "--svg", "/nonexistent/dir/x.svg"]);
}
