//! The explorer's API against a real server on an ephemeral port, spoken
//! to over plain TCP (so that every header, a wrong `Host` included, is
//! the test's own): every endpoint; malformed, huge and unknown inputs,
//! oversized bodies, wrong `Host` and `Origin` → typed JSON errors or
//! refusals, never a 500; the queue's 503; answers equal to the command
//! line's and valid against the published schema; the time budget's 503
//! (kind `timeout`) and the light lane that answers cheap questions while
//! the workers are busy (issue 32).

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

use hookgames_query::json::JSON_SCHEMA;
use hookgames_web::{Config, MAX_BODY_BYTES, MAX_QUERY_BYTES, Running, Server};
use serde_json::Value;

fn start(config: Config) -> Running {
    let server = Server::bind(&config.with_port(0)).expect("bind an ephemeral port");
    server.spawn().expect("start the server")
}

fn local() -> Running {
    start(Config::default())
}

/// An answer: the status, the headers (lower-case names) and the body.
struct Answer {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Answer {
    fn json(&self) -> Value {
        serde_json::from_slice(&self.body).unwrap_or_else(|e| {
            panic!(
                "not JSON ({e}): {}",
                String::from_utf8_lossy(&self.body[..self.body.len().min(400)])
            )
        })
    }

    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The error object's kind, checking the object is one.
    fn kind(&self) -> String {
        let v = self.json();
        assert_eq!(v["schema"], "hookgames/1", "{v}");
        v["error"]["kind"]
            .as_str()
            .unwrap_or_else(|| panic!("not an error object: {v}"))
            .to_owned()
    }
}

/// Sends `head` (request line and headers, without the final blank line)
/// and `body`, and reads the whole answer.
fn raw(addr: SocketAddr, head: &str, body: &[u8]) -> Answer {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    let mut request = format!("{head}\r\nConnection: close\r\n").into_bytes();
    if !body.is_empty() {
        request.extend_from_slice(format!("Content-Length: {}\r\n", body.len()).as_bytes());
    }
    request.extend_from_slice(b"\r\n");
    request.extend_from_slice(body);
    // A server may answer (413) before reading all of a large body.
    let _ = s.write_all(&request);
    let mut out = Vec::new();
    let _ = s.read_to_end(&mut out);
    let split = out
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or_else(|| panic!("no HTTP answer: {}", String::from_utf8_lossy(&out)));
    let head = String::from_utf8_lossy(&out[..split]).into_owned();
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|c| c.parse().ok())
        .expect("a status line");
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_owned()))
        .collect();
    Answer {
        status,
        headers,
        body: out[split + 4..].to_vec(),
    }
}

fn get(addr: SocketAddr, path: &str) -> Answer {
    raw(addr, &format!("GET {path} HTTP/1.1\r\nHost: {addr}"), b"")
}

fn post(addr: SocketAddr, path: &str, body: &str) -> Answer {
    raw(
        addr,
        &format!("POST {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json"),
        body.as_bytes(),
    )
}

fn validator() -> (boon::Schemas, boon::SchemaIndex) {
    let schema: Value = serde_json::from_str(JSON_SCHEMA).unwrap();
    let mut schemas = boon::Schemas::new();
    let mut compiler = boon::Compiler::new();
    compiler.add_resource("schema.json", schema).unwrap();
    let index = compiler.compile("schema.json", &mut schemas).unwrap();
    (schemas, index)
}

fn valid(v: &Value) {
    thread_local! {
        static SCHEMA: (boon::Schemas, boon::SchemaIndex) = validator();
    }
    SCHEMA.with(|(schemas, index)| {
        if let Err(e) = schemas.validate(v, *index) {
            panic!("{e:#}\n{v}");
        }
    });
}

#[test]
fn every_endpoint_answers_with_the_schema() {
    let server = local();
    let a = server.addr();
    for (path, command, field, want) in [
        (
            "/api/explore?game=sato-welter&position=9,8,6,5,5,2",
            "explore",
            "grundy",
            "7",
        ),
        (
            "/api/explore?game=lctr&position=8,7,6,5,5,2,1&play=misere",
            "explore",
            "play",
            "misere",
        ),
        (
            "/api/explore?game=downright&position=8,7,6,5,5,2,1",
            "explore",
            "game",
            "downright",
        ),
        // The games of issue 32, with their options.
        (
            "/api/explore?game=shifted&position=7,6,4,3,2",
            "explore",
            "shape",
            "shifted",
        ),
        (
            "/api/explore?game=turning-turtles&position=7,6,4,3,2&play=misere",
            "explore",
            "shape",
            "coins",
        ),
        (
            "/api/explore?game=mhrg&position=4,3,1&rect=3x4",
            "explore",
            "grundy",
            "2",
        ),
        (
            "/api/explore?game=chess&position=8,7,6,5,5,2,1&piece=queen",
            "explore",
            "grundy",
            "8",
        ),
        (
            "/api/explore?game=lctr-nonrep&position=8,7,6,5,5,2,1&history=LT",
            "explore",
            "grundy",
            "2",
        ),
        (
            "/api/explore?game=multi-lctr&position=%7B(6,1),(5,2)%7D",
            "explore",
            "game",
            "multi-lctr",
        ),
        (
            "/api/explore?game=nim&position=7,5,3",
            "explore",
            "grundy",
            "1",
        ),
        (
            "/api/explore?game=wythoff&position=5,3",
            "explore",
            "grundy",
            "0",
        ),
        (
            "/api/explore?game=chomp&position=5,4&tree=true",
            "explore",
            "grundy",
            "0",
        ),
        (
            "/api/theory?position=9,8,6,5,5,2&n=3",
            "theory",
            "grundy",
            "7",
        ),
        ("/api/tables?game=mhrg&n=9", "tables", "game", "mhrg"),
        (
            "/api/tables?game=chess&position=8,7,6,5,5,2,1&piece=knight",
            "tables",
            "piece",
            "knight",
        ),
        (
            "/api/grundy?game=lctr&position=7%5E1000000000000,3%5E5",
            "grundy",
            "grundy",
            "1",
        ),
        (
            "/api/grundy?game=sato-welter&position=6,6,5,3,3&remoteness=true&play=misere",
            "grundy",
            "play",
            "misere",
        ),
        (
            "/api/grundy?game=mhrg&position=3,2&rect=3x5",
            "grundy",
            "game",
            "mhrg",
        ),
        (
            "/api/grundy?game=chess&position=8,7,6,5,5,2,1&piece=queen&at=2,3",
            "grundy",
            "game",
            "chess",
        ),
        (
            "/api/grundy?game=lctr&position=3,2%20%2B%202,2",
            "grundy",
            "game",
            "lctr",
        ),
        (
            "/api/moves?game=shifted&position=7,6,4,3,2",
            "moves",
            "target",
            "0",
        ),
        (
            "/api/moves?game=lctr-nonrep&position=4,4,4,4&history=TL&value=1",
            "moves",
            "target",
            "1",
        ),
        (
            "/api/board?game=lctr&position=8,7,6,5,5,2,1",
            "board",
            "grundy",
            "0",
        ),
        (
            "/api/tree?game=downright&position=4,4,4,4",
            "tree",
            "game",
            "downright",
        ),
        (
            "/api/show?position=9,8,6,5,5,2&n=2&rect=6x9",
            "show",
            "size",
            "35",
        ),
    ] {
        let r = get(a, path);
        assert_eq!(
            r.status,
            200,
            "{path}: {}",
            String::from_utf8_lossy(&r.body)
        );
        assert_eq!(r.header("content-type"), Some("application/json"));
        let v = r.json();
        valid(&v);
        assert_eq!(v["command"], command, "{path}");
        assert_eq!(v[field], want, "{path}: {v}");
    }
    // POST: the same question in a JSON body, the same answer.
    let g = get(a, "/api/explore?game=lctr&position=8,7,6,5,5,2,1").json();
    let p = post(
        a,
        "/api/explore",
        r#"{"game": "lctr", "position": "8,7,6,5,5,2,1"}"#,
    );
    assert_eq!(p.status, 200);
    assert_eq!(p.json(), g);
    // The schema, the page and its assets.
    let s = get(a, "/api/schema");
    assert_eq!(s.status, 200);
    assert_eq!(s.body, JSON_SCHEMA.as_bytes());
    for (path, mime, needle) in [
        ("/", "text/html; charset=utf-8", "hookgames explorer"),
        (
            "/?game=lctr&position=3,2",
            "text/html; charset=utf-8",
            "<svg",
        ),
        (
            "/explorer.js",
            "text/javascript; charset=utf-8",
            "/api/explore",
        ),
        ("/explorer.css", "text/css; charset=utf-8", "--bg"),
        ("/favicon.svg", "image/svg+xml", "<svg"),
    ] {
        let r = get(a, path);
        assert_eq!(r.status, 200, "{path}");
        assert_eq!(r.header("content-type"), Some(mime), "{path}");
        assert!(String::from_utf8_lossy(&r.body).contains(needle), "{path}");
        // Nothing from elsewhere: no CDN, no inline script.
        assert!(
            !String::from_utf8_lossy(&r.body).contains("https://"),
            "{path}"
        );
        let csp = r.header("content-security-policy").unwrap();
        assert!(csp.contains("script-src 'self'"), "{csp}");
        assert_eq!(r.header("x-frame-options"), Some("DENY"));
    }
    server.stop().unwrap();
}

#[test]
fn the_answers_are_the_command_lines() {
    use clap::Parser;
    use hookgames_query::games::{self, GrundyArgs, MovesArgs};
    use hookgames_query::io::Literal;

    #[derive(Parser)]
    struct G {
        #[command(flatten)]
        args: GrundyArgs,
    }
    #[derive(Parser)]
    struct M {
        #[command(flatten)]
        args: MovesArgs,
    }
    let server = local();
    let a = server.addr();
    let mut out = Vec::new();
    let g =
        G::try_parse_from(["g", "sato-welter", "9,8,6,5,5,2", "--json", "--remoteness"]).unwrap();
    games::grundy(&g.args, &Literal, &mut out).unwrap();
    let r = get(
        a,
        "/api/grundy?game=sato-welter&position=9,8,6,5,5,2&remoteness=true",
    );
    assert_eq!(r.body, out.trim_ascii_end());
    let mut out = Vec::new();
    let m = M::try_parse_from(["m", "lctr", "8,7,6,5,5,2,1", "--json", "--value", "2"]).unwrap();
    games::moves(&m.args, &Literal, &mut out).unwrap();
    let r = get(a, "/api/moves?game=lctr&position=8,7,6,5,5,2,1&value=2");
    assert_eq!(r.body, out.trim_ascii_end());
}

/// A request the server must answer with a typed error of `kind` and
/// `status` — never a 500.
fn refused(r: &Answer, status: u16, kind: &str, what: &str) {
    assert_eq!(
        r.status,
        status,
        "{what}: {}",
        String::from_utf8_lossy(&r.body)
    );
    assert_eq!(r.header("content-type"), Some("application/json"), "{what}");
    assert_eq!(r.kind(), kind, "{what}");
    valid(&r.json());
}

#[test]
fn malformed_unknown_and_huge_inputs_are_typed_errors() {
    let server = local();
    let a = server.addr();
    let long_exponent = format!("/api/grundy?game=lctr&position={}", "9".repeat(5000));
    let deep = format!("/api/explore?game=lctr&position={}", "1,".repeat(3000));
    for (path, status, kind) in [
        ("/api/grundy?game=nim&position=3", 400, "usage"),
        ("/api/grundy?position=3", 400, "usage"),
        ("/api/grundy?game=lctr", 400, "usage"),
        (
            "/api/grundy?game=lctr&position=3&frobnicate=1",
            400,
            "usage",
        ),
        (
            "/api/grundy?game=lctr&position=3&remoteness=maybe",
            400,
            "usage",
        ),
        ("/api/grundy?game=lctr&position=3&play=both", 400, "usage"),
        ("/api/grundy?game=lctr&position=3&n=2", 400, "usage"),
        // Issue 32: tree is the explorer's; a table's fields are its own.
        ("/api/grundy?game=lctr&position=3&tree=true", 400, "usage"),
        ("/api/tables?game=mhrg&n=41", 422, "limit"),
        ("/api/tables?game=mhrg&position=3", 400, "usage"),
        ("/api/tables?game=go&n=3", 400, "usage"),
        ("/api/tables?game=lctr", 400, "usage"),
        ("/api/explore?game=mhrg&position=3", 400, "usage"),
        ("/api/explore?game=mhrg&position=9,9&rect=2x3", 422, "input"),
        ("/api/explore?game=wythoff&position=3,2,1", 422, "input"),
        ("/api/explore?game=chomp&position=12%5E12", 422, "limit"),
        ("/api/grundy?game=lctr&position=3&rect=3x5", 400, "usage"),
        ("/api/grundy?game=chess&position=3", 400, "usage"),
        ("/api/grundy?game=lctr&position=3,x", 422, "input"),
        ("/api/grundy?game=lctr&position=2,3", 422, "input"),
        ("/api/grundy?game=lctr&position=%FF%FE", 422, "input"),
        ("/api/grundy?game=lctr&position=%", 422, "input"),
        ("/api/grundy?game=lctr&position=", 422, "input"),
        ("/api/grundy?game=lctr&position=3%2B", 422, "input"),
        ("/api/moves?game=lctr&position=3&value=-1", 400, "usage"),
        (
            "/api/moves?game=lctr&position=3&value=99999999999999999999999",
            400,
            "usage",
        ),
        // (chess is a game of the explorer's question since issue 32; a
        // piece is not LCTR's.)
        (
            "/api/explore?game=lctr&position=3&piece=queen",
            400,
            "usage",
        ),
        (
            "/api/explore?game=lctr&position=3&remoteness=true",
            400,
            "usage",
        ),
        ("/api/explore?game=downright&position=0", 422, "input"),
        (
            "/api/explore?game=sato-welter&position=30%5E30&play=misere",
            422,
            "limit",
        ),
        (
            "/api/explore?game=sato-welter&position=5%5E1000000000000",
            422,
            "limit",
        ),
        (
            "/api/board?game=lctr&position=5%5E1000000000000",
            422,
            "limit",
        ),
        ("/api/board?game=sato-welter&position=3", 400, "usage"),
        ("/api/tree?game=lctr&position=3&play=misere", 400, "usage"),
        ("/api/show?position=3&game=lctr", 400, "usage"),
        ("/api/show?position=3&rect=0x5", 422, "input"),
        (long_exponent.as_str(), 422, "input"),
        (deep.as_str(), 422, "input"),
        // No file is read: @FILE and - are positions like any other.
        ("/api/grundy?game=lctr&position=@/etc/passwd", 422, "input"),
        ("/api/grundy?game=lctr&position=-", 422, "input"),
        ("/api/show?position=@Cargo.toml", 422, "input"),
        ("/api/nope", 404, "usage"),
        ("/nope", 404, "usage"),
        ("/api/explore/extra", 404, "usage"),
        ("/../../etc/passwd", 404, "usage"),
    ] {
        refused(&get(a, path), status, kind, path);
    }
    // Positions the parser accepts however long the text (a 10^12-row
    // exponent) answer at once.
    let t = Instant::now();
    let r = get(a, "/api/explore?game=lctr&position=7%5E1000000000000,3%5E5");
    assert_eq!(r.status, 200);
    assert!(t.elapsed() < Duration::from_secs(2), "{:?}", t.elapsed());
    // An over-long query string: 414, before any parsing.
    let q = format!(
        "/api/grundy?game=lctr&position={}",
        "1,".repeat(MAX_QUERY_BYTES)
    );
    refused(&get(a, &q), 414, "limit", "long query");
    // Bodies: malformed JSON, the wrong type, unknown fields, too large.
    for (body, status, kind) in [
        ("{", 400, "usage"),
        (r#"{"game": 3}"#, 422, "usage"),
        (r#"{"game": "lctr", "position": "3", "x": 1}"#, 422, "usage"),
        (r#"["lctr"]"#, 422, "usage"),
        (r#"{"game": "lctr", "position": "3,x"}"#, 422, "input"),
    ] {
        refused(&post(a, "/api/grundy", body), status, kind, body);
    }
    let big = format!(
        r#"{{"game": "lctr", "position": "{}"}}"#,
        "1,".repeat(MAX_BODY_BYTES)
    );
    refused(&post(a, "/api/grundy", &big), 413, "limit", "large body");
    // A long position in a body within the limit answers.
    let long = format!(
        r#"{{"game": "lctr", "position": "{}1"}}"#,
        "1,".repeat(100_000)
    );
    let r = post(a, "/api/explore", &long);
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.body));
    assert_eq!(r.json()["rows"], "100001");
    // A body without its content type.
    let r = raw(
        a,
        &format!("POST /api/grundy HTTP/1.1\r\nHost: {a}\r\nContent-Type: text/plain"),
        br#"{"game": "lctr", "position": "3"}"#,
    );
    refused(&r, 415, "usage", "text/plain body");
    // Methods.
    for (method, path) in [
        ("DELETE", "/api/grundy"),
        ("PUT", "/"),
        ("PATCH", "/api/schema"),
    ] {
        let r = raw(a, &format!("{method} {path} HTTP/1.1\r\nHost: {a}"), b"");
        refused(&r, 405, "usage", method);
    }
    server.stop().unwrap();
}

#[test]
fn foreign_hosts_and_origins_are_refused() {
    let server = local();
    let a = server.addr();
    let port = a.port();
    let ok = "/api/grundy?game=lctr&position=3";
    for host in [
        format!("localhost:{port}"),
        format!("127.0.0.1:{port}"),
        format!("[::1]:{port}"),
    ] {
        let r = raw(a, &format!("GET {ok} HTTP/1.1\r\nHost: {host}"), b"");
        assert_eq!(r.status, 200, "{host}");
    }
    for host in [
        format!("evil.example:{port}"),
        format!("localhost.evil.example:{port}"),
        "127.0.0.1:1".to_owned(),
        "localhost".to_owned(),
        format!("192.168.0.7:{port}"),
    ] {
        for path in [ok, "/"] {
            let r = raw(a, &format!("GET {path} HTTP/1.1\r\nHost: {host}"), b"");
            refused(&r, 403, "forbidden", &host);
        }
    }
    // HTTP/1.0 without Host.
    let r = raw(a, &format!("GET {ok} HTTP/1.0"), b"");
    refused(&r, 403, "forbidden", "no Host");
    // Origins: the page's own, or none.
    let r = raw(
        a,
        &format!("GET {ok} HTTP/1.1\r\nHost: {a}\r\nOrigin: http://{a}"),
        b"",
    );
    assert_eq!(r.status, 200);
    for origin in [
        "https://evil.example".to_owned(),
        "null".to_owned(),
        format!("http://evil.example:{port}"),
        format!("https://{a}"),
    ] {
        let r = raw(
            a,
            &format!(
                "POST /api/grundy HTTP/1.1\r\nHost: {a}\r\nOrigin: {origin}\r\nContent-Type: application/json"
            ),
            br#"{"game": "lctr", "position": "3"}"#,
        );
        refused(&r, 403, "forbidden", &origin);
    }
    let r = raw(
        a,
        &format!("GET {ok} HTTP/1.1\r\nHost: {a}\r\nSec-Fetch-Site: cross-site"),
        b"",
    );
    refused(&r, 403, "forbidden", "cross-site");
    server.stop().unwrap();
}

#[test]
fn junk_never_gets_a_500() {
    let server = local();
    let a = server.addr();
    let games = [
        "sato-welter",
        "lctr",
        "downright",
        "shifted",
        "mhrg",
        "multi-lctr",
        "chess",
        "lctr-nonrep",
        "x",
        "",
    ];
    let positions = [
        "0",
        "%E2%88%85",
        "3,2,1",
        "1%5E268435456",
        "18446744073709551615",
        "18446744073709551616",
        "%7B(3,1,2),(1,4,1)%7D",
        "%7B%7D_3",
        "9,8,6,5,5,2%2B6,6,5,3,3",
        "%2B%2B%2B",
        "3%5E%5E2",
        "%00%1B%5B31m",
        "5%5E1000000000000",
        "1000000000000",
    ];
    let mut answered = 0;
    for q in ["explore", "grundy", "moves", "board", "tree", "show"] {
        for g in games {
            for p in positions {
                let r = get(a, &format!("/api/{q}?game={g}&position={p}"));
                assert!(
                    r.status == 200 || (400..500).contains(&r.status),
                    "{q} {g} {p}: {} {}",
                    r.status,
                    String::from_utf8_lossy(&r.body)
                );
                let v = r.json();
                valid(&v);
                if r.status == 200 {
                    answered += 1;
                } else {
                    // Messages are one short line.
                    let m = v["error"]["message"].as_str().unwrap();
                    assert!(m.len() < 4096 && !m.contains('\n'), "{m}");
                }
            }
        }
    }
    assert!(answered > 50, "{answered}");
    server.stop().unwrap();
}

#[test]
fn a_full_queue_answers_503() {
    // One worker, a queue of one: of many slow questions sent at once,
    // some must be refused with 503 (busy), and every other answered. (No
    // light lane: every question goes to the worker.)
    let server = start(
        Config::default()
            .with_workers(1, 1)
            .with_light_lane(0, Duration::ZERO),
    );
    let a = server.addr();
    let slow = "/api/explore?game=sato-welter&position=8%5E9&play=misere";
    let t = Instant::now();
    let first = get(a, slow);
    let one = t.elapsed();
    assert_eq!(
        first.status,
        200,
        "{}",
        String::from_utf8_lossy(&first.body)
    );
    let answers: Vec<Answer> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..6).map(|_| s.spawn(|| get(a, slow))).collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let busy = answers.iter().filter(|r| r.status == 503).count();
    for r in &answers {
        assert!(r.status == 200 || r.status == 503, "{}", r.status);
        if r.status == 503 {
            refused(r, 503, "busy", "queue");
            assert_eq!(r.header("retry-after"), Some("1"));
        }
    }
    eprintln!("one slow question: {one:?}; of 6 at once, {busy} refused busy");
    assert!(
        busy >= 1,
        "no 503 among {} answers ({one:?} each)",
        answers.len()
    );
    assert!(busy <= 4, "{busy}");
    // The server still answers afterwards.
    assert_eq!(get(a, "/api/grundy?game=lctr&position=3").status, 200);
    server.stop().unwrap();
}

#[test]
fn latencies() {
    // Measured, reported, and bounded generously (a shared machine).
    let server = local();
    let a = server.addr();
    for (what, path) in [
        (
            "explore Kawanaka 9,8,6,5,5,2",
            "/api/explore?game=sato-welter&position=9,8,6,5,5,2",
        ),
        (
            "explore LCTR Figure 5",
            "/api/explore?game=lctr&position=8,7,6,5,5,2,1",
        ),
        (
            "explore LCTR 7^10^12,3^5",
            "/api/explore?game=lctr&position=7%5E1000000000000,3%5E5",
        ),
        (
            "explore Sato–Welter 50^50 (2500 boxes)",
            "/api/explore?game=sato-welter&position=50%5E50",
        ),
        (
            "explore Sato–Welter misère 6,6,5,3,3",
            "/api/explore?game=sato-welter&position=6,6,5,3,3&play=misere",
        ),
        ("the page", "/"),
    ] {
        let mut times = Vec::new();
        for _ in 0..5 {
            let t = Instant::now();
            let r = get(a, path);
            times.push(t.elapsed());
            assert_eq!(r.status, 200, "{what}");
        }
        times.sort();
        eprintln!("latency {what}: median {:?}, max {:?}", times[2], times[4]);
        assert!(times[2] < Duration::from_secs(3), "{what}: {times:?}");
    }
    server.stop().unwrap();
}

#[test]
fn stop_finishes_and_frees_the_port() {
    let server = local();
    let a = server.addr();
    assert_eq!(get(a, "/api/grundy?game=lctr&position=3").status, 200);
    server.stop().unwrap();
    assert!(TcpStream::connect(a).is_err(), "still listening after stop");
}

/// Misère Sato–Welter by the generic solver: 0.9 s (11, …, 1) and 5.5 s
/// (12, …, 1) in a release build, much longer in a debug one. Cancellable.
const SLOW: &str = "/api/grundy?game=sato-welter&play=misere&position=11,10,9,8,7,6,5,4,3,2,1";
const SLOWER: &str = "/api/grundy?game=sato-welter&play=misere&position=12,11,10,9,8,7,6,5,4,3,2,1";

#[test]
fn a_question_past_its_budget_is_a_timeout() {
    let server = start(Config::default().with_budget(Duration::from_millis(200)));
    let a = server.addr();
    for path in [SLOW, SLOW] {
        // The first goes through the light lane, the second (remembered as
        // heavy) to the workers directly: the same answer.
        let r = get(a, path);
        refused(&r, 503, "timeout", "over budget");
        assert_eq!(r.header("retry-after"), Some("1"));
        let message = r.json()["error"]["message"].as_str().unwrap().to_owned();
        assert!(
            message.starts_with(
                "the question took longer than the explorer's budget of 0.2 s per request \
                 (--budget) and was stopped"
            ),
            "{message}"
        );
        valid(&r.json());
    }
    // POST too, and a cheap question is still answered.
    let r = post(
        a,
        "/api/grundy",
        r#"{"game": "sato-welter", "play": "misere", "position": "11,10,9,8,7,6,5,4,3,2,1"}"#,
    );
    refused(&r, 503, "timeout", "budget");
    assert_eq!(get(a, "/api/grundy?game=lctr&position=3").status, 200);
    server.stop().unwrap();
}

#[test]
fn cheap_questions_answer_while_the_workers_are_busy() {
    // One worker, no queue: once a heavy question computes there, another
    // heavy one is refused at once (busy), but a cheap one is answered by
    // the light lane.
    let server = start(
        Config::default()
            .with_workers(1, 0)
            .with_budget(Duration::from_secs(3)),
    );
    let a = server.addr();
    std::thread::scope(|s| {
        let first = s.spawn(|| get(a, SLOWER));
        // Its light try ends within LIGHT_WALL × LIGHT_BUDGET = 0.5 s;
        // then it is the worker's, and the same question again is refused
        // (remembered as heavy, or after its own light try).
        std::thread::sleep(Duration::from_secs(1));
        let again = get(a, SLOWER);
        refused(&again, 503, "busy", "queue");
        for path in [
            "/api/explore?game=sato-welter&position=9,8,6,5,5,2",
            "/api/moves?game=lctr&position=8,7,6,5,5,2,1",
            "/api/board?game=lctr&position=8,7,6,5,5,2,1",
        ] {
            let r = get(a, path);
            assert_eq!(
                r.status,
                200,
                "{path}: {}",
                String::from_utf8_lossy(&r.body)
            );
        }
        // The heavy question stops at its budget.
        let first = first.join().unwrap();
        refused(&first, 503, "timeout", "over budget");
        let message = first.json()["error"]["message"]
            .as_str()
            .unwrap()
            .to_owned();
        assert!(message.contains("budget of 3 s per request"), "{message}");
    });
    server.stop().unwrap();
}

#[test]
fn without_a_budget_the_command_line_is_unchanged() {
    use clap::Parser;
    use hookgames_query::budget::{self, CancelToken};
    use hookgames_query::error::{Kind, kind_of};
    use hookgames_query::games::{self, GrundyArgs, MovesArgs};
    use hookgames_query::io::Literal;

    #[derive(Parser)]
    struct G {
        #[command(flatten)]
        args: GrundyArgs,
    }
    #[derive(Parser)]
    struct M {
        #[command(flatten)]
        args: MovesArgs,
    }
    let g = G::try_parse_from(["g", "sato-welter", "7,6,5,4,3,2,1", "--misere", "--json"]).unwrap();
    let m = M::try_parse_from(["m", "sato-welter", "7,6,5,4,3,2,1", "--misere", "--json"]).unwrap();
    let ask = || {
        let (mut a, mut b) = (Vec::new(), Vec::new());
        games::grundy(&g.args, &Literal, &mut a)?;
        games::moves(&m.args, &Literal, &mut b)?;
        anyhow::Ok((a, b))
    };
    // The command line: no scope, no token.
    assert!(budget::current().is_none());
    let plain = ask().unwrap();
    let answer: Value = serde_json::from_slice(&plain.0).unwrap();
    assert_eq!(answer["grundy"], "1", "{answer}");
    // A generous budget changes nothing; a spent one stops the search.
    let later = CancelToken::with_deadline(Instant::now() + Duration::from_secs(3600));
    assert_eq!(budget::scope(&later, ask).unwrap(), plain);
    let spent = CancelToken::with_deadline(Instant::now());
    let e = budget::scope(&spent, ask).unwrap_err();
    assert_eq!(kind_of(&e), Kind::Timeout, "{e:#}");
    let cancelled = CancelToken::new();
    cancelled.cancel();
    let e = budget::scope(&cancelled, ask).unwrap_err();
    assert_eq!(kind_of(&e), Kind::Timeout, "{e:#}");
    // And the scope is closed again.
    assert!(budget::current().is_none());
    assert_eq!(ask().unwrap(), plain);
}
