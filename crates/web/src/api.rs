//! The routes: the page and its assets, the questions of the JSON API,
//! and the refusals (every one a JSON error object of the schema
//! `hookgames/1`).

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use axum::Router;
use axum::body::Body;
use axum::extract::{DefaultBodyLimit, FromRequest, Path, Query, Request};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get};
use clap::ValueEnum;
use hookgames_query::error::{Kind, kind_of, one_line};
use hookgames_query::explore::{self, ExploreArgs};
use hookgames_query::games::{
    self, BoardArgs, BoardGame, GameName, GridGame, GrundyArgs, MovesArgs, TreeArgs,
};
use hookgames_query::io::Literal;
use hookgames_query::json::{Envelope, ErrorBody, ErrorDetail, JSON_SCHEMA, SCHEMA};
use hookgames_query::show::{self, ShowArgs};
use hookgames_query::theory::{self, TheoryArgs};
use serde::Deserialize;
use tokio::sync::Semaphore;

use crate::guard::Own;
use crate::{Config, MAX_BODY_BYTES, MAX_QUERY_BYTES, QUEUE_WAIT, assets};

/// What every request shares.
#[derive(Debug)]
pub(crate) struct State {
    own: Own,
    /// One permit per worker.
    workers: Arc<Semaphore>,
    /// The questions waiting for a worker.
    waiting: AtomicUsize,
    queue: usize,
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
            queue: config.queue,
        }
    }
}

type Shared = Arc<State>;

pub(crate) fn router(state: Shared) -> Router {
    Router::new()
        .route("/", get(assets::index))
        .route("/explorer.js", get(assets::script))
        .route("/theory.js", get(assets::theory))
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
             /api/board, /api/tree, /api/show, /api/theory, /api/schema)",
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
#[derive(Debug, Default, Deserialize)]
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
}

/// The questions, by the name of their endpoint (and `"command"`).
const QUESTIONS: [&str; 7] = [
    "explore", "grundy", "moves", "board", "tree", "show", "theory",
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
    // A place in the queue, then a worker: at most `workers` questions are
    // computed at once, at most `queue` wait.
    if state.waiting.fetch_add(1, Ordering::SeqCst) >= state.queue {
        state.waiting.fetch_sub(1, Ordering::SeqCst);
        return busy(name);
    }
    let permit = tokio::time::timeout(QUEUE_WAIT, state.workers.clone().acquire_owned()).await;
    state.waiting.fetch_sub(1, Ordering::SeqCst);
    let Ok(Ok(permit)) = permit else {
        return busy(name);
    };
    // The permit goes with the computation: a client that leaves does not
    // free its worker before the question is answered.
    let answered = tokio::task::spawn_blocking(move || {
        let _permit = permit;
        answer(name, fields)
    })
    .await;
    match answered {
        Ok(Ok(json)) => json_response(StatusCode::OK, json),
        Ok(Err(e)) => {
            let kind = kind_of(&e);
            let status = match kind {
                Kind::Usage => StatusCode::BAD_REQUEST,
                Kind::Input | Kind::Limit => StatusCode::UNPROCESSABLE_ENTITY,
                Kind::Forbidden => StatusCode::FORBIDDEN,
                Kind::Busy => StatusCode::SERVICE_UNAVAILABLE,
                _ => StatusCode::INTERNAL_SERVER_ERROR,
            };
            error(status, Some(name), kind, &one_line(&e))
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
    match question {
        "explore" => {
            refuse_fields(
                question,
                &[
                    ("remoteness", f.remoteness.is_some()),
                    ("value", f.value.is_some()),
                    ("rect", f.rect.is_some()),
                    ("piece", f.piece.is_some()),
                    ("at", f.at.is_some()),
                    ("history", f.history.is_some()),
                    ("n", f.n.is_some()),
                ],
            )?;
            let g = need(f.game, "game", "lctr")?.parse()?;
            let args = ExploreArgs::new(g, need(f.position, "position", "9,8,6,5,5,2")?, misere);
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
