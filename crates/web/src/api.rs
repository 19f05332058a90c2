//! The routes: the page and its assets, the questions of the JSON API,
//! and the refusals (every one a JSON error object of the schema
//! `hookgames/1`).

use std::collections::{HashSet, VecDeque};
use std::hash::{BuildHasher, Hash, RandomState};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Body;
use axum::extract::{DefaultBodyLimit, FromRequest, Path, Query, Request};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get};
use clap::ValueEnum;
use hookgames_query::budget::{self, CancelToken};
use hookgames_query::error::{Kind, kind_of, one_line};
use hookgames_query::explore::{self, ExploreArgs};
use hookgames_query::games::{
    self, BoardArgs, BoardGame, GameName, GridGame, GrundyArgs, MovesArgs, TreeArgs,
};
use hookgames_query::io::Literal;
use hookgames_query::json::{Envelope, ErrorBody, ErrorDetail, JSON_SCHEMA, SCHEMA};
use hookgames_query::show::{self, ShowArgs};
use hookgames_query::tables::{self, TableArgs, TableGame};
use hookgames_query::theory::{self, TheoryArgs};
use serde::Deserialize;
use tokio::sync::Semaphore;

use crate::guard::Own;
use crate::{
    Config, HEAVY_MEMORY, HEAVY_NICE, LIGHT_BOARD_BOXES, LIGHT_CHESS_BOXES, LIGHT_QUEUE,
    LIGHT_TREE_BOXES, LIGHT_WALL, MAX_BODY_BYTES, MAX_QUERY_BYTES, QUEUE_WAIT, assets,
};

/// What every request shares.
#[derive(Debug)]
pub(crate) struct State {
    own: Own,
    /// The heavy lane: one permit per worker.
    workers: Arc<Semaphore>,
    /// The questions waiting for a worker of the heavy lane.
    waiting: AtomicUsize,
    /// One permit: the large questions that cannot be stopped
    /// ([`heavy_by_size`]) are computed one at a time.
    large: Arc<Semaphore>,
    queue: usize,
    /// Each question's time budget in the heavy lane.
    budget: Duration,
    /// The light lane: one permit per slot (none: no light lane).
    light: Arc<Semaphore>,
    light_slots: usize,
    /// The questions waiting for a slot of the light lane.
    light_waiting: AtomicUsize,
    light_budget: Duration,
    /// The questions the light lane could not answer within its budget.
    heavy: Mutex<Remembered>,
    hasher: RandomState,
}

/// The last [`HEAVY_MEMORY`] questions found heavy, by a hash of the
/// question and its fields (a long position costs 8 bytes here).
#[derive(Debug, Default)]
struct Remembered {
    set: HashSet<u64>,
    order: VecDeque<u64>,
}

impl Remembered {
    fn insert(&mut self, key: u64) {
        if self.set.insert(key) {
            self.order.push_back(key);
            if self.order.len() > HEAVY_MEMORY
                && let Some(old) = self.order.pop_front()
            {
                self.set.remove(&old);
            }
        }
    }
}

impl State {
    pub(crate) fn new(config: &Config, addr: SocketAddr) -> Self {
        // The command line's progress displays would draw on the server's
        // terminal.
        hookgames_query::progress::set_enabled(false);
        State {
            own: Own::new(addr),
            workers: Arc::new(Semaphore::new(config.workers.max(1))),
            waiting: AtomicUsize::new(0),
            large: Arc::new(Semaphore::new(1)),
            queue: config.queue,
            budget: config.budget,
            light: Arc::new(Semaphore::new(config.light_slots)),
            light_slots: config.light_slots,
            light_waiting: AtomicUsize::new(0),
            light_budget: config.light_budget,
            heavy: Mutex::new(Remembered::default()),
            hasher: RandomState::new(),
        }
    }

    fn known_heavy(&self, key: u64) -> bool {
        self.heavy.lock().is_ok_and(|h| h.set.contains(&key))
    }

    fn remember_heavy(&self, key: u64) {
        if let Ok(mut h) = self.heavy.lock() {
            h.insert(key);
        }
    }
}

type Shared = Arc<State>;

pub(crate) fn router(state: Shared) -> Router {
    Router::new()
        .route("/", get(assets::index))
        .route("/explorer.js", get(assets::script))
        .route("/theory.js", get(assets::theory))
        .route("/tables.js", get(assets::tables))
        .route("/explorer.css", get(assets::style))
        .route("/favicon.svg", get(assets::icon))
        .route("/api/schema", get(schema))
        .route("/api/{question}", any(ask))
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .layer(middleware::from_fn_with_state(state.clone(), guard))
        .layer(middleware::map_response(headers))
        .with_state(state)
}

/// The headers of every answer: nothing from elsewhere may run in the
/// page or frame it, and no answer is cached.
async fn headers(mut response: Response) -> Response {
    let h = response.headers_mut();
    let set = |h: &mut HeaderMap, name: &'static str, value: &'static str| {
        h.insert(name, HeaderValue::from_static(value));
    };
    set(
        h,
        "content-security-policy",
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; \
         connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
    set(h, "x-content-type-options", "nosniff");
    set(h, "x-frame-options", "DENY");
    set(h, "referrer-policy", "no-referrer");
    set(h, "cross-origin-resource-policy", "same-origin");
    set(h, "cache-control", "no-store");
    response
}

/// Refuses what is not for this server: a foreign `Host` or `Origin`, a
/// cross-site request, a query string longer than [`MAX_QUERY_BYTES`].
async fn guard(
    axum::extract::State(state): axum::extract::State<Shared>,
    request: Request,
    next: Next,
) -> Response {
    let headers = request.headers();
    let text = |name: header::HeaderName| {
        headers
            .get(name)
            .map(|v| v.to_str().unwrap_or("(not text)"))
    };
    // HTTP/1.1 requires Host; an absolute URI's authority takes its place.
    let host = text(header::HOST).or_else(|| request.uri().authority().map(|a| a.as_str()));
    match host {
        Some(h) if state.own.host(h) => {}
        Some(h) => {
            return refuse(format!(
                "the request's Host {} is not this server's address (a page of another site \
                 whose name points here is refused: DNS rebinding)",
                quote(h)
            ));
        }
        None => return refuse("the request has no Host header".to_owned()),
    }
    if let Some(origin) = text(header::ORIGIN)
        && !state.own.origin(origin)
    {
        return refuse(format!(
            "the request's Origin {} is not this server's page (cross-site requests are refused)",
            quote(origin)
        ));
    }
    if text(header::HeaderName::from_static("sec-fetch-site")) == Some("cross-site") {
        return refuse("the browser marked the request cross-site: refused".to_owned());
    }
    if let Some(q) = request.uri().query()
        && q.len() > MAX_QUERY_BYTES
    {
        return error(
            StatusCode::URI_TOO_LONG,
            None,
            Kind::Limit,
            &format!(
                "the query string holds {} bytes, more than {MAX_QUERY_BYTES} \
                 (MAX_QUERY_BYTES): send a long position in a POST body",
                q.len()
            ),
        );
    }
    next.run(request).await
}

/// A short, printable excerpt of a header's value.
fn quote(s: &str) -> String {
    hookgames_query::excerpt::quote(s)
}

fn refuse(message: String) -> Response {
    error(StatusCode::FORBIDDEN, None, Kind::Forbidden, &message)
}

/// A JSON error object with its HTTP status.
fn error(status: StatusCode, command: Option<&'static str>, kind: Kind, message: &str) -> Response {
    let body = Envelope {
        schema: SCHEMA,
        command,
        line: None,
        body: ErrorBody {
            error: ErrorDetail { kind, message },
        },
    };
    let json = serde_json::to_vec(&body).unwrap_or_default();
    json_response(status, json)
}

fn json_response(status: StatusCode, body: Vec<u8>) -> Response {
    let mut r = Response::new(Body::from(body));
    *r.status_mut() = status;
    r.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    r
}

async fn not_found(uri: axum::http::Uri) -> Response {
    error(
        StatusCode::NOT_FOUND,
        None,
        Kind::Usage,
        &format!(
            "no page or question at {} (the questions: /api/explore, /api/grundy, /api/moves, \
             /api/board, /api/tree, /api/show, /api/theory, /api/tables, /api/schema)",
            quote(uri.path())
        ),
    )
}

async fn method_not_allowed(method: Method) -> Response {
    error(
        StatusCode::METHOD_NOT_ALLOWED,
        None,
        Kind::Usage,
        &format!(
            "{} is not answered here: the page is GET, the questions GET or POST",
            quote(method.as_str())
        ),
    )
}

async fn schema() -> Response {
    json_response(StatusCode::OK, JSON_SCHEMA.as_bytes().to_vec())
}

/// The fields of a question, from the query string (GET) or a JSON body
/// (POST). Which apply depends on the question, as on the command line.
#[derive(Debug, Default, Clone, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
struct Fields {
    game: Option<String>,
    position: Option<String>,
    /// `normal` (default) or `misere`.
    play: Option<String>,
    remoteness: Option<bool>,
    value: Option<u64>,
    rect: Option<String>,
    piece: Option<String>,
    at: Option<String>,
    history: Option<String>,
    n: Option<u64>,
    /// `explore` only: also count the game tree.
    tree: Option<bool>,
}

/// The questions, by the name of their endpoint (and `"command"`).
const QUESTIONS: [&str; 8] = [
    "explore", "grundy", "moves", "board", "tree", "show", "theory", "tables",
];

async fn ask(
    axum::extract::State(state): axum::extract::State<Shared>,
    Path(question): Path<String>,
    request: Request,
) -> Response {
    let Some(name) = QUESTIONS.iter().copied().find(|q| *q == question) else {
        return not_found(request.uri().clone()).await;
    };
    let fields = match *request.method() {
        Method::GET | Method::HEAD => match Query::<Fields>::try_from_uri(request.uri()) {
            Ok(Query(f)) => f,
            Err(e) => {
                return error(
                    StatusCode::BAD_REQUEST,
                    Some(name),
                    Kind::Usage,
                    &one_line(&anyhow_msg(e.body_text())),
                );
            }
        },
        Method::POST => match axum::Json::<Fields>::from_request(request, &state).await {
            Ok(axum::Json(f)) => f,
            Err(e) => {
                let status = e.status();
                let kind = if status == StatusCode::PAYLOAD_TOO_LARGE {
                    Kind::Limit
                } else {
                    Kind::Usage
                };
                let text = if status == StatusCode::PAYLOAD_TOO_LARGE {
                    format!("the body is larger than {MAX_BODY_BYTES} bytes (MAX_BODY_BYTES)")
                } else {
                    e.body_text()
                };
                return error(status, Some(name), kind, &one_line(&anyhow_msg(text)));
            }
        },
        _ => return method_not_allowed(request.method().clone()).await,
    };
    let key = state.hasher.hash_one((name, &fields));
    let large = heavy_by_size(name, &fields);
    if state.light_slots > 0 && !large && !state.known_heavy(key) {
        match light(&state, name, fields.clone(), key).await {
            Lane::Answered(r) => return r,
            Lane::TooLong => {}
        }
    }
    heavy(&state, name, fields, large).await
}

/// What the light lane made of a question.
enum Lane {
    /// The answer (or the error) to send.
    Answered(Response),
    /// Stopped at the light budget: the heavy lane answers it.
    TooLong,
}

/// Cancels its token when dropped: when the question is answered, and
/// when the client goes away (the request's future is dropped with it),
/// so the computation stops at its next check and frees its worker.
struct CancelOnDrop(CancelToken);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.cancel();
    }
}

/// Computes the question on a blocking thread holding `permit`, within
/// `token` ([`budget::scope`]); the permit goes with the computation.
/// `started` receives, once the thread has started, its CPU clock and the
/// meter where it records, when done, the CPU time it used ([`cpu`]).
async fn compute(
    name: &'static str,
    fields: Fields,
    permit: tokio::sync::OwnedSemaphorePermit,
    token: CancelToken,
    started: Option<tokio::sync::oneshot::Sender<Option<Metered>>>,
) -> Result<anyhow::Result<Vec<u8>>, Stopped> {
    let _cancel = CancelOnDrop(token.clone());
    tokio::task::spawn_blocking(move || {
        let _permit = permit;
        let clock = started.as_ref().and_then(|_| cpu::Clock::this_thread());
        let meter = Arc::new(cpu::Meter::default());
        if let Some(tx) = started {
            let _ = tx.send(clock.clone().map(|c| (c, meter.clone())));
        }
        let answered = budget::scope(&token, || answer(name, fields));
        // Read here, before the thread goes back to the pool and computes
        // something else.
        if let Some(c) = &clock {
            meter.finish(c.elapsed());
        }
        answered
    })
    .await
    .map_err(|_| Stopped)
}

/// A light computation's CPU clock, and where its thread records the CPU
/// time it used.
type Metered = (cpu::Clock, Arc<cpu::Meter>);

/// A computation that ended without an answer (it panicked: a bug).
#[derive(Debug)]
struct Stopped;

/// Computes a question of the heavy lane on a thread of its own, which
/// first lowers its priority ([`background`]), within `token`; the
/// permit goes with the computation.
async fn compute_heavy(
    name: &'static str,
    fields: Fields,
    permit: tokio::sync::OwnedSemaphorePermit,
    token: CancelToken,
) -> Result<anyhow::Result<Vec<u8>>, Stopped> {
    let _cancel = CancelOnDrop(token.clone());
    let (tx, rx) = tokio::sync::oneshot::channel();
    std::thread::Builder::new()
        .name("hookgames-heavy".to_owned())
        .spawn(move || {
            background();
            let answered = budget::scope(&token, || answer(name, fields));
            // The worker is free before the answer is sent: a client that
            // asks again as soon as it is answered finds it free.
            drop(permit);
            let _ = tx.send(answered);
        })
        .map_err(|_| Stopped)?;
    rx.await.map_err(|_| Stopped)
}

/// Lowers the calling thread's priority to [`HEAVY_NICE`], best effort:
/// on Linux, where a thread's nice value is its own, with the system's
/// `renice` on the thread's id (the workspace forbids `unsafe`, so no
/// `setpriority` call here); elsewhere, or without `renice`, nothing. The
/// operating system's scheduler then gives the cores to the light lane
/// first while it has work, and to the heavy lane the rest of the time.
/// The thread is the heavy computation's own and ends with it.
fn background() {
    #[cfg(target_os = "linux")]
    if let Ok(task) = std::fs::read_link("/proc/thread-self")
        && let Some(tid) = task.file_name().and_then(|t| t.to_str())
    {
        let _ = std::process::Command::new("renice")
            .args(["-n", &HEAVY_NICE.to_string(), "-p", tid])
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status();
    }
}

/// The CPU time of a computation's thread, read from Linux's
/// `/proc/self/task/TID/schedstat` (nanoseconds on the CPU): the light
/// lane's budget is CPU time, so that a cheap question slowed down by a
/// busy machine is not taken for a heavy one. Elsewhere (no `/proc`), the
/// light budget is wall-clock time.
mod cpu {
    use std::path::PathBuf;
    use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
    use std::time::Duration;

    /// What a computation's thread records when it is done: the CPU time
    /// it used (the thread's clock also counts whatever the pooled thread
    /// computes next, so it is read by the thread itself).
    #[derive(Debug, Default)]
    pub(super) struct Meter {
        done: AtomicBool,
        used_ns: AtomicU64,
    }

    impl Meter {
        pub(super) fn finish(&self, used: Option<Duration>) {
            let ns = used.map_or(0, |d| u64::try_from(d.as_nanos()).unwrap_or(u64::MAX));
            self.used_ns.store(ns, Ordering::Relaxed);
            self.done.store(true, Ordering::Release);
        }

        /// Done: the thread's clock no longer measures this computation.
        pub(super) fn is_done(&self) -> bool {
            self.done.load(Ordering::Acquire)
        }

        /// The CPU time used, once done.
        pub(super) fn used(&self) -> Option<Duration> {
            self.is_done()
                .then(|| Duration::from_nanos(self.used_ns.load(Ordering::Relaxed)))
        }
    }

    /// A thread's clock: its `schedstat` and its CPU time when read first.
    #[derive(Debug, Clone)]
    pub(super) struct Clock {
        path: PathBuf,
        start: Duration,
    }

    impl Clock {
        /// The calling thread's clock, if the system has one.
        pub(super) fn this_thread() -> Option<Clock> {
            // "PID/task/TID"
            let task = std::fs::read_link("/proc/thread-self").ok()?;
            let path = PathBuf::from("/proc").join(task).join("schedstat");
            let start = read(&path)?;
            Some(Clock { path, start })
        }

        /// The CPU time used since [`Clock::this_thread`].
        pub(super) fn elapsed(&self) -> Option<Duration> {
            Some(read(&self.path)?.saturating_sub(self.start))
        }
    }

    fn read(path: &std::path::Path) -> Option<Duration> {
        let text = std::fs::read_to_string(path).ok()?;
        let ns: u64 = text.split_whitespace().next()?.parse().ok()?;
        Some(Duration::from_nanos(ns))
    }
}

/// Waits for a permit of `lane`, counting itself in `waiting` (at most
/// `max` wait, each at most [`QUEUE_WAIT`]); `None`: busy.
async fn admit(
    lane: &Arc<Semaphore>,
    waiting: &AtomicUsize,
    max: usize,
) -> Option<tokio::sync::OwnedSemaphorePermit> {
    // A free permit: no waiting.
    if let Ok(p) = lane.clone().try_acquire_owned() {
        return Some(p);
    }
    if waiting.fetch_add(1, Ordering::SeqCst) >= max {
        waiting.fetch_sub(1, Ordering::SeqCst);
        return None;
    }
    let permit = tokio::time::timeout(QUEUE_WAIT, lane.clone().acquire_owned()).await;
    waiting.fetch_sub(1, Ordering::SeqCst);
    match permit {
        Ok(Ok(p)) => Some(p),
        _ => None,
    }
}

/// The light lane: many slots, a short budget of CPU time. A question
/// that has used its light budget of CPU time is stopped, remembered as
/// heavy and handed to the heavy lane; one that cannot be stopped (a
/// closed form, a board) and used more is answered, and remembered. A
/// question starved by a busy machine is stopped at [`LIGHT_WALL`] times
/// the light budget of wall-clock time and handed on, not remembered.
/// Without a per-thread CPU clock (not Linux), the light budget is
/// wall-clock time and nothing is remembered.
async fn light(state: &State, name: &'static str, fields: Fields, key: u64) -> Lane {
    let Some(permit) = admit(&state.light, &state.light_waiting, LIGHT_QUEUE).await else {
        return Lane::Answered(busy(name));
    };
    // Found heavy while this one waited: do not spend a light slot on it.
    if state.known_heavy(key) {
        return Lane::TooLong;
    }
    let (tx, rx) = tokio::sync::oneshot::channel();
    let start = Instant::now();
    let token = CancelToken::with_deadline(start + state.light_budget * LIGHT_WALL);
    let mut computing = Box::pin(compute(name, fields, permit, token.clone(), Some(tx)));
    let clock = tokio::select! {
        done = &mut computing => return light_answer(state, name, key, done, None),
        clock = rx => clock.ok().flatten(),
    };
    let Some((clock, meter)) = clock else {
        // No CPU clock: a wall-clock light budget.
        let done = match tokio::time::timeout_at(
            (start + state.light_budget).into(),
            &mut computing,
        )
        .await
        {
            Ok(done) => done,
            Err(_) => {
                token.cancel();
                computing.await
            }
        };
        return light_answer(state, name, key, done, None);
    };
    let mut tick = tokio::time::interval(CPU_TICK);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let done = loop {
        tokio::select! {
            done = &mut computing => break done,
            _ = tick.tick() => {
                if !meter.is_done() && clock.elapsed().is_some_and(|t| t >= state.light_budget) {
                    // Heavy by its own work: stop it, remember it.
                    state.remember_heavy(key);
                    token.cancel();
                }
            }
        }
    };
    light_answer(state, name, key, done, meter.used())
}

/// How often the light lane reads a computation's CPU clock: every 5 ms.
const CPU_TICK: Duration = Duration::from_millis(5);

/// The light lane's outcome: a timeout (the light budget) goes on to the
/// heavy lane, anything else is the answer. A question that could not be
/// stopped and used more than the light budget of CPU time is remembered
/// as heavy.
fn light_answer(
    state: &State,
    name: &'static str,
    key: u64,
    done: Result<anyhow::Result<Vec<u8>>, Stopped>,
    used: Option<Duration>,
) -> Lane {
    if used.is_some_and(|t| t > state.light_budget) {
        state.remember_heavy(key);
    }
    match done {
        Ok(Err(e)) if kind_of(&e) == Kind::Timeout => Lane::TooLong,
        done => Lane::Answered(respond(name, done, state.budget)),
    }
}

/// The heavy lane: a place in the queue, then a worker (at most
/// `workers` questions computed at once, at most `queue` waiting), and
/// the full budget.
async fn heavy(state: &State, name: &'static str, fields: Fields, large: bool) -> Response {
    // The large questions that cannot be stopped, one at a time: two of
    // them never hold their memory (up to 300 MB each) at once.
    let _large = if large {
        match admit(&state.large, &state.waiting, state.queue).await {
            Some(p) => Some(p),
            None => return busy(name),
        }
    } else {
        None
    };
    let Some(permit) = admit(&state.workers, &state.waiting, state.queue).await else {
        return busy(name);
    };
    let token = CancelToken::with_deadline(Instant::now() + state.budget);
    let answered = compute_heavy(name, fields, permit, token).await;
    respond(name, answered, state.budget)
}

/// The questions whose computation cannot be stopped by the budget (the
/// dense boards, the game tree's counts) and that are large enough to be
/// slow: by the size of their position, read from its runs (cheap),
/// before they start. They go to the heavy lane directly.
fn heavy_by_size(name: &str, f: &Fields) -> bool {
    let game = f.game.as_deref().unwrap_or("");
    let boxes = || {
        f.position
            .as_deref()
            .and_then(|p| hookgames_query::parse::parse_runs(p).ok())
            .map_or(0, |r| r.size())
    };
    match (name, game) {
        // A d-dimensional board: its size is not read off the text cheaply.
        (_, "multi-lctr") => matches!(name, "grundy" | "moves" | "board" | "explore"),
        (_, "chess") => boxes() > LIGHT_CHESS_BOXES,
        ("tree", _) => boxes() > LIGHT_TREE_BOXES,
        ("board", "lctr" | "downright") => boxes() > LIGHT_BOARD_BOXES,
        _ => false,
    }
}

/// The answer to send for a computation's outcome.
fn respond(
    name: &'static str,
    answered: Result<anyhow::Result<Vec<u8>>, Stopped>,
    budget: Duration,
) -> Response {
    match answered {
        Ok(Ok(json)) => json_response(StatusCode::OK, json),
        Ok(Err(e)) => {
            let kind = kind_of(&e);
            let status = match kind {
                Kind::Usage => StatusCode::BAD_REQUEST,
                Kind::Input | Kind::Limit => StatusCode::UNPROCESSABLE_ENTITY,
                Kind::Forbidden => StatusCode::FORBIDDEN,
                Kind::Busy | Kind::Timeout => StatusCode::SERVICE_UNAVAILABLE,
                _ => StatusCode::INTERNAL_SERVER_ERROR,
            };
            let mut r = if kind == Kind::Timeout {
                error(
                    status,
                    Some(name),
                    kind,
                    &one_line(&e.context(format!(
                        "the question took longer than the explorer's budget of {} s per \
                         request (--budget) and was stopped",
                        budget.as_secs_f64()
                    ))),
                )
            } else {
                error(status, Some(name), kind, &one_line(&e))
            };
            if status == StatusCode::SERVICE_UNAVAILABLE {
                r.headers_mut()
                    .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
            }
            r
        }
        Err(_) => error(
            StatusCode::INTERNAL_SERVER_ERROR,
            Some(name),
            Kind::Io,
            "the computation stopped unexpectedly (a bug: please report the question)",
        ),
    }
}

fn busy(name: &'static str) -> Response {
    let mut r = error(
        StatusCode::SERVICE_UNAVAILABLE,
        Some(name),
        Kind::Busy,
        "the explorer is answering as many questions as it may and its queue is full: try again",
    );
    r.headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
    r
}

fn anyhow_msg(text: String) -> anyhow::Error {
    hookgames_query::error::usage(text)
}

/// A field the question needs.
fn need(field: Option<String>, name: &str, example: &str) -> anyhow::Result<String> {
    field.ok_or_else(|| {
        hookgames_query::error::usage(format!("the question needs its {name} ({name}={example})"))
    })
}

/// A field the question does not take.
fn refuse_fields(question: &str, given: &[(&str, bool)]) -> anyhow::Result<()> {
    match given.iter().find(|(_, present)| *present) {
        Some((field, _)) => Err(hookgames_query::error::usage(format!(
            "{field} does not apply to the question {question}"
        ))),
        None => Ok(()),
    }
}

/// A game name of the command line (`ValueEnum`), or a usage error listing
/// the names.
fn game<E: ValueEnum>(text: &str) -> anyhow::Result<E> {
    E::from_str(text, false).map_err(|_| {
        let names: Vec<String> = E::value_variants()
            .iter()
            .filter_map(|v| v.to_possible_value().map(|p| p.get_name().to_owned()))
            .collect();
        hookgames_query::error::usage(format!(
            "{} is not a game of this question (one of: {})",
            quote(text),
            names.join(", ")
        ))
    })
}

/// `play`: `normal` or `misere` (also `misère`).
fn misere(play: Option<&str>) -> anyhow::Result<bool> {
    match play {
        None | Some("normal") => Ok(false),
        Some("misere" | "misère") => Ok(true),
        Some(other) => Err(hookgames_query::error::usage(format!(
            "play {} is neither normal nor misere",
            quote(other)
        ))),
    }
}

/// Answers `question` with the command line's own code, as one JSON
/// object (no trailing newline). No file is read or written: the
/// position is the text given ([`Literal`]).
fn answer(question: &'static str, f: Fields) -> anyhow::Result<Vec<u8>> {
    let mut out = Vec::new();
    let misere = misere(f.play.as_deref())?;
    if question != "explore" {
        refuse_fields(question, &[("tree", f.tree.is_some())])?;
    }
    match question {
        "explore" => {
            refuse_fields(
                question,
                &[
                    ("remoteness", f.remoteness.is_some()),
                    ("value", f.value.is_some()),
                    ("n", f.n.is_some()),
                ],
            )?;
            let g = need(f.game, "game", "lctr")?.parse()?;
            // rect, piece, at and history: the games that take them check them.
            let mut args =
                ExploreArgs::new(g, need(f.position, "position", "9,8,6,5,5,2")?, misere);
            args.rect = f.rect;
            args.piece = f.piece;
            args.at = f.at;
            args.history = f.history;
            args.tree = f.tree.unwrap_or(false);
            explore::write_json(&explore::explore(&args)?, &mut out)?;
        }
        "grundy" => {
            refuse_fields(
                question,
                &[("value", f.value.is_some()), ("n", f.n.is_some())],
            )?;
            let args = GrundyArgs {
                game: game::<GameName>(&need(f.game, "game", "sato-welter")?)?,
                position: Some(need(f.position, "position", "9,8,6,5,5,2")?),
                misere,
                remoteness: f.remoteness.unwrap_or(false),
                rect: f.rect,
                piece: f.piece,
                at: f.at,
                history: f.history,
                json: true,
                batch: None,
            };
            games::grundy(&args, &Literal, &mut out)?;
        }
        "moves" => {
            refuse_fields(
                question,
                &[("remoteness", f.remoteness.is_some()), ("n", f.n.is_some())],
            )?;
            let args = MovesArgs {
                game: game::<GameName>(&need(f.game, "game", "sato-welter")?)?,
                position: need(f.position, "position", "9,8,6,5,5,2")?,
                value: f.value.unwrap_or(0),
                misere,
                rect: f.rect,
                piece: f.piece,
                at: f.at,
                history: f.history,
                all: false,
                json: true,
            };
            games::moves(&args, &Literal, &mut out)?;
        }
        "board" => {
            refuse_fields(
                question,
                &[
                    ("remoteness", f.remoteness.is_some()),
                    ("value", f.value.is_some()),
                    ("rect", f.rect.is_some()),
                    ("at", f.at.is_some()),
                    ("history", f.history.is_some()),
                    ("n", f.n.is_some()),
                ],
            )?;
            let args = BoardArgs {
                game: game::<BoardGame>(&need(f.game, "game", "lctr")?)?,
                position: need(f.position, "position", "8,7,6,5,5,2,1")?,
                misere,
                piece: f.piece,
                json: true,
                svg: None,
            };
            games::board(&args, &Literal, &mut out)?;
        }
        "tree" => {
            refuse_fields(
                question,
                &[
                    ("play", f.play.is_some()),
                    ("remoteness", f.remoteness.is_some()),
                    ("value", f.value.is_some()),
                    ("rect", f.rect.is_some()),
                    ("piece", f.piece.is_some()),
                    ("at", f.at.is_some()),
                    ("history", f.history.is_some()),
                    ("n", f.n.is_some()),
                ],
            )?;
            let args = TreeArgs {
                game: game::<GridGame>(&need(f.game, "game", "lctr")?)?,
                position: need(f.position, "position", "5,4,3,2,1")?,
                json: true,
            };
            games::tree(&args, &Literal, &mut out)?;
        }
        "theory" => {
            refuse_fields(
                question,
                &[
                    ("game", f.game.is_some()),
                    ("play", f.play.is_some()),
                    ("remoteness", f.remoteness.is_some()),
                    ("value", f.value.is_some()),
                    ("piece", f.piece.is_some()),
                    ("at", f.at.is_some()),
                    ("history", f.history.is_some()),
                ],
            )?;
            let mut args = TheoryArgs::new(
                need(f.position, "position", "9,8,6,5,5,2")?,
                f.n.unwrap_or(2),
            );
            args.rect = f.rect;
            theory::write_json(&theory::theory(&args)?, &mut out)?;
        }
        "tables" => {
            refuse_fields(
                question,
                &[
                    ("remoteness", f.remoteness.is_some()),
                    ("value", f.value.is_some()),
                    ("rect", f.rect.is_some()),
                    ("at", f.at.is_some()),
                    ("history", f.history.is_some()),
                ],
            )?;
            let game: TableGame = need(f.game, "game", "mhrg")?.parse()?;
            let args = TableArgs {
                game,
                side: f.n,
                position: f.position,
                piece: f.piece,
                misere,
            };
            tables::write_json(&tables::table(&args)?, &mut out)?;
        }
        _ => {
            refuse_fields(
                question,
                &[
                    ("game", f.game.is_some()),
                    ("play", f.play.is_some()),
                    ("remoteness", f.remoteness.is_some()),
                    ("value", f.value.is_some()),
                    ("piece", f.piece.is_some()),
                    ("at", f.at.is_some()),
                    ("history", f.history.is_some()),
                ],
            )?;
            let args = ShowArgs {
                partition: need(f.position, "position", "9,8,6,5,5,2")?,
                n: f.n,
                rect: f.rect,
                hooks: false,
                json: true,
                svg: None,
            };
            show::run(&args, &Literal, &mut out)?;
        }
    }
    while out.last() == Some(&b'\n') {
        out.pop();
    }
    Ok(out)
}

impl IntoResponse for assets::Asset {
    fn into_response(self) -> Response {
        let mut r = Response::new(Body::from(self.body));
        r.headers_mut()
            .insert(header::CONTENT_TYPE, HeaderValue::from_static(self.mime));
        r
    }
}
