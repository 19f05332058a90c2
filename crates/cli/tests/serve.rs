//! `hookgames serve`: the address printed, 127.0.0.1 by default and said
//! so, a warning for any other address, answers over HTTP, a clean exit on
//! Ctrl-C (SIGINT), and bad options or a taken port as errors (status 2).
#![cfg(feature = "serve")]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_hookgames");

/// Sends SIGINT, as Ctrl-C does.
fn interrupt(pid: u32) {
    let status = Command::new("kill")
        .args(["-INT", &pid.to_string()])
        .status()
        .expect("kill");
    assert!(status.success());
}

fn get(addr: &str, path: &str) -> String {
    let mut s = TcpStream::connect(addr).unwrap();
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).unwrap();
    out
}

#[test]
fn serve_prints_its_address_answers_and_stops_on_ctrl_c() {
    let mut child = Command::new(BIN)
        .args(["serve", "--port", "0"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut first = String::new();
    out.read_line(&mut first).unwrap();
    let url = first
        .trim()
        .strip_prefix("hookgames explorer: ")
        .unwrap_or_else(|| panic!("{first}"));
    let addr = url
        .strip_prefix("http://")
        .and_then(|r| r.strip_suffix('/'))
        .unwrap();
    assert!(addr.starts_with("127.0.0.1:"), "{addr}");
    let mut second = String::new();
    out.read_line(&mut second).unwrap();
    assert!(
        second.contains("127.0.0.1") && second.contains("only") && second.contains("Ctrl-C"),
        "{second}"
    );
    let answer = get(addr, "/api/grundy?game=sato-welter&position=9,8,6,5,5,2");
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(answer.contains(r#""grundy":"7""#), "{answer}");
    let page = get(addr, "/");
    assert!(page.contains("hookgames explorer"), "{page}");
    let t = Instant::now();
    interrupt(child.id());
    let status = child.wait().unwrap();
    assert!(t.elapsed() < Duration::from_secs(10));
    assert_eq!(status.code(), Some(0), "{status:?}");
    let mut rest = String::new();
    out.read_to_string(&mut rest).unwrap();
    assert!(rest.contains("stopped"), "{rest}");
    assert!(TcpStream::connect(addr).is_err(), "still listening");
}

#[test]
fn another_host_is_warned_about() {
    let mut child = Command::new(BIN)
        .args(["serve", "--host", "0.0.0.0", "--port", "0"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut first = String::new();
    out.read_line(&mut first).unwrap();
    assert!(
        first.starts_with("hookgames explorer: http://127.0.0.1:"),
        "{first}"
    );
    let mut err = BufReader::new(child.stderr.take().unwrap());
    let mut warning = String::new();
    err.read_line(&mut warning).unwrap();
    assert!(
        warning.contains("warning") && warning.contains("no authentication"),
        "{warning}"
    );
    interrupt(child.id());
    assert_eq!(child.wait().unwrap().code(), Some(0));
}

#[test]
fn bad_options_and_a_taken_port_are_errors() {
    let o = Command::new(BIN)
        .args(["serve", "--port", "99999"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    let o = Command::new(BIN)
        .args(["serve", "--host", "localhost.example"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    // A port already taken.
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port().to_string();
    let o = Command::new(BIN)
        .args(["serve", "--port", &port])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("cannot listen on 127.0.0.1"), "{err}");
    // Errors under --json are JSON objects naming the subcommand.
    let o = Command::new(BIN)
        .args(["serve", "--json"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["command"], "serve");
    assert_eq!(v["error"]["kind"], "usage");
}
