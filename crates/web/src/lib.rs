//! The hookgames explorer: a local server that plays the Sato–Welter game,
//! LCTR and Downright in a browser (`hookgames serve`).
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
//! | `GET /api/explore?game=G&position=P&play=normal` | the explorer's question ([`hookgames_query::explore`]) |
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
//! line's options of the same names.
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
//!   worker thread; at most [`Config::workers`] at once, [`Config::queue`]
//!   more waiting at most [`QUEUE_WAIT`], and the next gets HTTP 503
//!   (kind `busy`).
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

/// The longest Ctrl-C waits for questions still computing: 5 seconds.
pub const SHUTDOWN_WAIT: Duration = Duration::from_secs(5);

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
}

impl Default for Config {
    fn default() -> Self {
        Config {
            host: IpAddr::V4(Ipv4Addr::LOCALHOST),
            port: DEFAULT_PORT,
            workers: std::thread::available_parallelism().map_or(2, |n| n.get()),
            queue: 64,
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
        let listener = std::net::TcpListener::bind(SocketAddr::new(config.host, config.port))?;
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
            .max_blocking_threads(self.config.workers.max(1) + 2)
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
