//! The hookgames explorer: a local server that plays every game of the
//! family in a browser (`hookgames serve`) — the Sato–Welter game, LCTR,
//! Downright, shifted diagrams and Turning Turtles, the MHRG, impartial
//! chess, the non-repetitive and two-dimensional LCTR, Nim, Wythoff and
//! Chomp — with the theory beside the board and the tables.
//!
//! The server answers a JSON API whose objects are those of the command
//! line (`hookgames … --json`, schema `hookgames/1`, computed by
//! [`hookgames_query`]) and serves one page, its HTML, CSS and JavaScript
//! embedded in the binary: it works offline, with nothing downloaded at
//! run time.
//!
//! | endpoint | answer |
//! |---|---|
//! | `GET /` | the page (`/?game=lctr&position=8,7,6,5,5,2,1&play=normal` opens that board) |
//! | `GET /api/explore?game=G&position=P&play=normal` | the explorer's question ([`hookgames_query::explore`]; `rect`, `piece`, `at`, `history` for the games that take them, `tree=true` to count the game tree) |
//! | `GET /api/theory?position=P&n=K&rect=MxN` | the theory panel's question ([`hookgames_query::theory`]) |
//! | `GET /api/tables?game=mhrg&n=K` or `?game=G&position=P` | the explorer's tables ([`hookgames_query::tables`]) |
//! | `GET /api/grundy?game=G&position=P&play=misere&remoteness=true` | as `hookgames grundy G P --misere --remoteness --json` |
//! | `GET /api/moves?game=G&position=P&value=T` | as `hookgames moves G P --value T --json` |
//! | `GET /api/board?game=G&position=P` | as `hookgames board G P --json` |
//! | `GET /api/tree?game=G&position=P` | as `hookgames tree G P --json` |
//! | `GET /api/show?position=P&n=K&rect=MxN` | as `hookgames show P --n K --rect MxN --json` |
//! | `GET /api/schema` | the JSON Schema of every answer |
//!
//! Every question is also `POST`, with its fields in a JSON body
//! (`{"game": "lctr", "position": "…"}`) for positions longer than a query
//! string takes. `rect`, `piece`, `at` and `history` are the command
//! line's options of the same names. The server's listening socket keeps
//! up to [`LISTEN_BACKLOG`] connections waiting to be accepted.
//!
//! # Safe on a laptop
//!
//! - It listens on 127.0.0.1 unless told otherwise ([`Config::host`]);
//!   there is no authentication.
//! - Every request's `Host` must be the server's own address (`localhost`
//!   or an IP address, with its port: a DNS-rebinding page's name is
//!   refused), its `Origin`, when sent, the server's own page, and a
//!   request a browser marks `Sec-Fetch-Site: cross-site` is refused
//!   (HTTP 403, error kind `forbidden`).
//! - Query strings are at most [`MAX_QUERY_BYTES`], bodies at most
//!   [`MAX_BODY_BYTES`] (HTTP 414 and 413, kind `limit`).
//! - Every question runs under the command line's limits (and the
//!   explorer's own, `EXPLORE_MAX_BOXES`, `EXPLORE_SEARCH_STATES`) on a
//!   worker thread, and within a time budget ([`Config::budget`], 10 s by
//!   default, `hookgames serve --budget SECONDS`): its searches check a
//!   [`CancelToken`](hookgames_query::budget::CancelToken) with that
//!   deadline ([`hookgames_query::budget`] says which computations are
//!   cancellable), and a question past it is stopped and answered HTTP
//!   503 (kind `timeout`, `Retry-After: 1`). The token is also cancelled
//!   when the client goes away, so an abandoned question frees its worker.
//! - Two lanes keep cheap questions fast while heavy ones run (issue 32).
//!   Every question first runs in the *light lane*: [`Config::light_slots`]
//!   slots ([`LIGHT_SLOTS_PER_CORE`] per core by default) and a short
//!   budget of CPU time, [`Config::light_budget`] ([`LIGHT_BUDGET`], 50
//!   ms, read from the thread's clock in `/proc` every 5 ms; by the wall
//!   clock where there is none). A question that has used it is stopped
//!   there and computed again in the *heavy lane*: at most
//!   [`Config::workers`] at once (the cores),
//!   [`Config::queue`] more waiting at most [`QUEUE_WAIT`] (the next gets
//!   HTTP 503, kind `busy`), with the full budget. The server remembers
//!   the last [`HEAVY_MEMORY`] questions found heavy (by a hash) and sends
//!   them to the heavy lane directly, and sends there before they start
//!   the questions that cannot be stopped and are large by their size
//!   (the game tree beyond [`LIGHT_TREE_BOXES`] boxes, a board beyond
//!   [`LIGHT_BOARD_BOXES`], a chess piece's beyond [`LIGHT_CHESS_BOXES`],
//!   the d-dimensional LCTR board always), and computes those one at a
//!   time. CPU time, not the wall clock, decides what is heavy: a cheap
//!   question slowed down by a busy machine is not taken for a heavy one
//!   (it is handed on, not remembered, after [`LIGHT_WALL`] times the light
//!   budget of wall-clock time). So a heavy question costs the light lane
//!   at most its light budget once, the heavy lane never holds more than
//!   `workers` computations (and their memory), and a cheap question waits
//!   only for a light slot, of which there are many and each is freed
//!   within the light budget. At most [`LIGHT_QUEUE`] questions wait for a
//!   light slot. The load test
//!   (`crates/web/load/load_test.py`, run in CI by `.ci/load`) holds the
//!   server to it: 200 requests at once, the cheap ones' 99th percentile
//!   under 250 ms, its memory under 1 GiB.
//! - The API reads and writes no file ([`hookgames_query::io::Literal`]):
//!   `@FILE` is a position like any other, and refused as one.
//! - Ctrl-C stops it: it finishes the answers under way (waiting at most
//!   [`SHUTDOWN_WAIT`] for questions still computing) and exits.
//!
//! # Example
//! ```
//! use hookgames_web::{Config, Server};
//! use std::io::{Read, Write};
//!
//! let server = Server::bind(&Config::default().with_port(0))?; // an ephemeral port
//! let addr = server.local_addr();
//! let running = server.spawn()?;
//! let mut stream = std::net::TcpStream::connect(addr)?;
//! write!(
//!     stream,
//!     "GET /api/grundy?game=sato-welter&position=9,8,6,5,5,2 HTTP/1.1\r\n\
//!      Host: {addr}\r\nConnection: close\r\n\r\n"
//! )?;
//! let mut response = String::new();
//! stream.read_to_string(&mut response)?;
//! assert!(response.starts_with("HTTP/1.1 200"));
//! assert!(response.contains(r#""grundy":"7""#));
//! running.stop()?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![deny(missing_docs)]

use std::future::Future;
use std::io;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

mod api;
mod assets;
mod guard;

/// The port `hookgames serve` listens on unless told otherwise.
pub const DEFAULT_PORT: u16 = 8040;

/// The longest query string a request may have, in bytes: 16 KiB
/// (longer positions go in a `POST` body).
pub const MAX_QUERY_BYTES: usize = 16 << 10;

/// The largest request body, in bytes: 1 MiB.
pub const MAX_BODY_BYTES: usize = 1 << 20;

/// The longest a question waits in the queue for a worker before it is
/// answered HTTP 503: 30 seconds.
pub const QUEUE_WAIT: Duration = Duration::from_secs(30);

/// The connections the system may hold for the server before it accepts
/// them: 1 024 (capped by the system's own limit, `somaxconn` on Linux).
/// `std`'s `TcpListener::bind` asks for 128; in a burst of 200 connections
/// the ones past it were dropped and came back only with the client's SYN
/// retransmission, a second later (measured: the load test's p99 jumped
/// from 130 ms to 1 013 ms in one run of two).
pub const LISTEN_BACKLOG: i32 = 1024;

/// The longest Ctrl-C waits for questions still computing: 5 seconds.
pub const SHUTDOWN_WAIT: Duration = Duration::from_secs(5);

/// The time budget of a question in the heavy lane unless told otherwise
/// ([`Config::budget`], `hookgames serve --budget`): 10 seconds.
pub const DEFAULT_BUDGET: Duration = Duration::from_secs(10);

/// The budget of a question in the light lane ([`Config::light_budget`]):
/// 50 ms of CPU time. Past it, the question is stopped and computed again
/// in the heavy lane. Short, so that a burst of heavy questions holds the
/// light slots only briefly; a cheap question (a move of the page, a value
/// by a closed form) takes a few milliseconds (the explorer's question on
/// Kawanaka's 9,8,6,5,5,2, the dearest of the page's, about 5 ms).
pub const LIGHT_BUDGET: Duration = Duration::from_millis(50);

/// The nice value of the heavy lane's threads (on Linux, best effort, with
/// the system's `renice`): 10, about a tenth of a core's share against a
/// thread of the light lane, so that heavy questions run in the background
/// of cheap ones (each heavy question has a thread of its own, which ends
/// with it).
pub const HEAVY_NICE: i32 = 10;

/// How many times the light budget a question may stay in the light lane
/// by the wall clock (it is starved on a busy machine) before it is handed
/// to the heavy lane anyway: 10.
pub const LIGHT_WALL: u32 = 10;

/// The light lane's slots per core by default ([`Config::light_slots`]): 8.
/// Many, so that a burst of heavy questions trying the light lane leaves
/// slots for the cheap ones, and so that the operating system's fair
/// scheduler gives the light lane most of the cores while it has work.
pub const LIGHT_SLOTS_PER_CORE: usize = 8;

/// The most questions waiting for a slot of the light lane: 1024 (a
/// waiting question holds only its request). The next is answered HTTP
/// 503 (kind `busy`).
pub const LIGHT_QUEUE: usize = 1024;

/// How many questions found heavy the server remembers, to send them to
/// the heavy lane directly: 4096 (8 bytes each: a hash).
pub const HEAVY_MEMORY: usize = 4096;

/// The game tree (`/api/tree`) of more boxes than this, 2^18, goes to the
/// heavy lane directly: its counts cannot be stopped by the budget and
/// take about 60 ms at that size (up to `MAX_TREE_CELLS` = 2^22 boxes: a
/// few seconds and 300 MB).
pub const LIGHT_TREE_BOXES: u64 = 1 << 18;

/// An LCTR or Downright board (`/api/board`) of more boxes than this,
/// 2^22, goes to the heavy lane directly (its dense fill cannot be
/// stopped; about 70 ms at that size, up to `MAX_BOARD_CELLS` = 2^26).
pub const LIGHT_BOARD_BOXES: u64 = 1 << 22;

/// A chess piece's question on a diagram of more boxes than this, 2^12,
/// goes to the heavy lane directly (its board cannot be stopped; its work
/// grows with the boxes times the piece's ride, up to `MAX_CHESS_WORK`).
pub const LIGHT_CHESS_BOXES: u64 = 1 << 12;

/// How the server listens and how much it computes at once.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Config {
    /// The address to listen on: 127.0.0.1 by default (this machine
    /// only). Any other address lets other machines use the explorer,
    /// which has no authentication.
    pub host: IpAddr,
    /// The port; 0 asks the system for a free one.
    pub port: u16,
    /// The most questions computed at once (the others wait): the number
    /// of cores by default.
    pub workers: usize,
    /// The most questions waiting for a worker; the next is answered
    /// HTTP 503: 64 by default.
    pub queue: usize,
    /// The time a question may compute in the heavy lane before it is
    /// stopped and answered HTTP 503 (kind `timeout`): [`DEFAULT_BUDGET`]
    /// by default. (Waiting in the queue is bounded by [`QUEUE_WAIT`].)
    pub budget: Duration,
    /// The light lane's slots: [`LIGHT_SLOTS_PER_CORE`] per core by
    /// default; 0: no light lane, every question goes to the workers.
    pub light_slots: usize,
    /// The CPU time a question may use in the light lane before it is
    /// handed to the heavy lane: [`LIGHT_BUDGET`] by default.
    pub light_budget: Duration,
}

impl Default for Config {
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Config {
            host: IpAddr::V4(Ipv4Addr::LOCALHOST),
            port: DEFAULT_PORT,
            workers: cores,
            queue: 64,
            budget: DEFAULT_BUDGET,
            light_slots: LIGHT_SLOTS_PER_CORE * cores,
            light_budget: LIGHT_BUDGET,
        }
    }
}

impl Config {
    /// The configuration listening on `host`, `port`, with the default
    /// workers and queue.
    pub fn new(host: IpAddr, port: u16) -> Self {
        Config {
            host,
            port,
            ..Config::default()
        }
    }

    /// These settings with the port `port` (0: a free one).
    pub fn with_port(mut self, port: u16) -> Self {
        self.port = port;
        self
    }

    /// These settings with `workers` workers and a queue of `queue`.
    pub fn with_workers(mut self, workers: usize, queue: usize) -> Self {
        self.workers = workers.max(1);
        self.queue = queue;
        self
    }

    /// These settings with a time budget of `budget` per question (in the
    /// heavy lane).
    ///
    /// ```
    /// use std::time::Duration;
    /// use hookgames_web::Config;
    /// let c = Config::default().with_budget(Duration::from_secs(3));
    /// assert_eq!(c.budget, Duration::from_secs(3));
    /// ```
    pub fn with_budget(mut self, budget: Duration) -> Self {
        self.budget = budget;
        self
    }

    /// These settings with a light lane of `slots` slots (0: none) and a
    /// light budget of `budget`.
    ///
    /// ```
    /// use std::time::Duration;
    /// use hookgames_web::Config;
    /// let c = Config::default().with_light_lane(0, Duration::ZERO); // every question to the workers
    /// assert_eq!(c.light_slots, 0);
    /// ```
    pub fn with_light_lane(mut self, slots: usize, budget: Duration) -> Self {
        self.light_slots = slots;
        self.light_budget = budget;
        self
    }
}

/// A server bound to its address, not yet answering.
#[derive(Debug)]
pub struct Server {
    listener: std::net::TcpListener,
    addr: SocketAddr,
    config: Config,
}

impl Server {
    /// Binds the address of `config` (port 0: a free port).
    ///
    /// # Errors
    /// The system's (the port is taken, the address is not this machine's).
    pub fn bind(config: &Config) -> io::Result<Server> {
        let addr = SocketAddr::new(config.host, config.port);
        let socket = socket2::Socket::new(
            socket2::Domain::for_address(addr),
            socket2::Type::STREAM,
            Some(socket2::Protocol::TCP),
        )?;
        // As std's TcpListener::bind does on Unix: a restarted server
        // binds its port again at once.
        #[cfg(unix)]
        socket.set_reuse_address(true)?;
        socket.bind(&addr.into())?;
        socket.listen(LISTEN_BACKLOG)?;
        let listener: std::net::TcpListener = socket.into();
        listener.set_nonblocking(true)?;
        let addr = listener.local_addr()?;
        Ok(Server {
            listener,
            addr,
            config: config.clone(),
        })
    }

    /// The address the server listens on.
    pub fn local_addr(&self) -> SocketAddr {
        self.addr
    }

    /// The page's address, `http://127.0.0.1:8040/` (for an unspecified
    /// host such as 0.0.0.0, the loopback address of the same family).
    pub fn url(&self) -> String {
        let ip = match self.addr.ip() {
            IpAddr::V4(ip) if ip.is_unspecified() => IpAddr::V4(Ipv4Addr::LOCALHOST),
            IpAddr::V6(ip) if ip.is_unspecified() => IpAddr::V6(std::net::Ipv6Addr::LOCALHOST),
            ip => ip,
        };
        format!("http://{}/", SocketAddr::new(ip, self.addr.port()))
    }

    /// Answers requests until `shutdown` completes, then finishes the
    /// answers under way and returns (blocking: it runs its own runtime).
    ///
    /// # Errors
    /// The system's, from the runtime or the listener.
    pub fn run(self, shutdown: impl Future<Output = ()> + Send + 'static) -> io::Result<()> {
        let runtime = self.runtime()?;
        let result = runtime.block_on(self.serve(shutdown));
        runtime.shutdown_timeout(SHUTDOWN_WAIT);
        result
    }

    /// [`run`](Self::run) until Ctrl-C (SIGINT). `ready` is called once
    /// Ctrl-C is watched and before the first request is answered (print
    /// the address there: a Ctrl-C from then on stops the server cleanly).
    ///
    /// # Errors
    /// As [`run`](Self::run); the system's if the signal cannot be watched.
    pub fn run_until_ctrl_c(self, ready: impl FnOnce()) -> io::Result<()> {
        let runtime = self.runtime()?;
        let result = runtime.block_on(async {
            #[cfg(unix)]
            let shutdown = {
                use tokio::signal::unix::{SignalKind, signal};
                // Registered here, before `ready`: no Ctrl-C is missed.
                let mut interrupt = signal(SignalKind::interrupt())?;
                async move {
                    interrupt.recv().await;
                }
            };
            #[cfg(not(unix))]
            let shutdown = async {
                if tokio::signal::ctrl_c().await.is_err() {
                    std::future::pending::<()>().await;
                }
            };
            ready();
            self.serve(shutdown).await
        });
        runtime.shutdown_timeout(SHUTDOWN_WAIT);
        result
    }

    fn runtime(&self) -> io::Result<tokio::runtime::Runtime> {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            // The workers, the light slots, and a computation or two that
            // was stopped and has not yet returned.
            .max_blocking_threads(self.config.workers.max(1) + self.config.light_slots + 2)
            .enable_all()
            .build()
    }

    /// Answers requests on a thread of its own until [`Running::stop`].
    ///
    /// # Errors
    /// The system's, if the thread cannot be started.
    pub fn spawn(self) -> io::Result<Running> {
        let (tx, rx) = tokio::sync::oneshot::channel::<()>();
        let addr = self.addr;
        let thread = std::thread::Builder::new()
            .name("hookgames-web".to_owned())
            .spawn(move || {
                self.run(async {
                    let _ = rx.await;
                })
            })?;
        Ok(Running {
            addr,
            stop: Some(tx),
            thread: Some(thread),
        })
    }

    async fn serve(self, shutdown: impl Future<Output = ()> + Send + 'static) -> io::Result<()> {
        let listener = tokio::net::TcpListener::from_std(self.listener)?;
        let state = Arc::new(api::State::new(&self.config, self.addr));
        let app = api::router(state);
        axum::serve(listener, app)
            .with_graceful_shutdown(shutdown)
            .await
    }
}

/// A server answering on a thread of its own ([`Server::spawn`]).
#[derive(Debug)]
pub struct Running {
    addr: SocketAddr,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<io::Result<()>>>,
}

impl Running {
    /// The address it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Stops it as Ctrl-C does, and waits until it has.
    ///
    /// # Errors
    /// The server's own error, if it stopped with one.
    pub fn stop(mut self) -> io::Result<()> {
        self.shut()
    }

    fn shut(&mut self) -> io::Result<()> {
        if let Some(tx) = self.stop.take() {
            let _ = tx.send(());
        }
        match self.thread.take() {
            Some(t) => t
                .join()
                .unwrap_or_else(|_| Err(io::Error::other("the server's thread panicked"))),
            None => Ok(()),
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.shut();
    }
}
