//! Long computations: run on a worker thread with the GIL released, while
//! the calling thread polls for signals, so that Ctrl-C (a
//! `KeyboardInterrupt`) interrupts them.
//!
//! On a signal the worker is told to stop through the engine's own
//! cancellation: the [`CancelToken`] it was given is cancelled, every
//! search, materialization and table configured with it (an `Engine` with
//! `with_cancel`, a `Solver` with `with_cancel`) stops at its next check
//! (within `CANCEL_CHECK_EVERY` units of work), and the calling thread
//! waits for the worker to stop before it raises the `KeyboardInterrupt`,
//! so no computation goes on in the background.

use std::sync::mpsc;
use std::time::Duration;

use hookgames::game::CancelToken;
use pyo3::prelude::*;

use crate::errors::{Error, Kind, raise};

/// How often the calling thread checks for signals while the worker runs.
const POLL: Duration = Duration::from_millis(20);

/// How long the calling thread waits, after a signal, for the worker to
/// stop at its next check of the token: 2 s (a check comes every
/// `CANCEL_CHECK_EVERY` units of work, milliseconds apart).
const STOP_WAIT: Duration = Duration::from_secs(2);

/// Runs `work` on a worker thread with the GIL released; every [`POLL`] the
/// calling thread runs Python's signal handlers, and if one raises (Ctrl-C
/// raises `KeyboardInterrupt`) cancels the worker's [`CancelToken`], waits
/// for the worker to stop (its computation checks the token as it goes)
/// and raises that exception.
///
/// # Errors
/// The work's own error; the signal handler's exception; `HookgamesError`
/// if the worker thread cannot be started or panicked (a bug: it is
/// reported, not propagated as a crash).
pub(crate) fn interruptible<T, F>(py: Python<'_>, work: F) -> Result<T, Error>
where
    T: Send + 'static,
    F: FnOnce(&CancelToken) -> Result<T, Error> + Send + 'static,
{
    let cancel = CancelToken::new();
    let flag = cancel.clone();
    let (tx, rx) = mpsc::channel();
    let spawned = std::thread::Builder::new()
        .name("hookgames-worker".into())
        .spawn(move || {
            let result = work(&flag);
            // The receiver is gone if the caller was interrupted.
            let _ = tx.send(result);
        });
    if let Err(e) = spawned {
        return Err(Error::Py(raise(
            Kind::Base,
            format!("cannot start a worker thread: {e}"),
        )));
    }
    let mut rx = rx;
    loop {
        // The receiver moves through the GIL-free closure and back (it is
        // not `Sync`, so it cannot be borrowed there).
        let (received, back) = py.detach(move || (rx.recv_timeout(POLL), rx));
        rx = back;
        match received {
            Ok(result) => return result,
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                return Err(Error::Py(raise(
                    Kind::Base,
                    "internal error: the worker thread stopped without an answer (please report it)"
                        .into(),
                )));
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                if let Err(e) = py.check_signals() {
                    cancel.cancel();
                    // The worker stops at its next check; its answer (the
                    // cancellation error) is dropped. A computation that
                    // does not check the token is left to finish in the
                    // background after STOP_WAIT.
                    let _ = py.detach(move || rx.recv_timeout(STOP_WAIT));
                    return Err(Error::Py(e));
                }
            }
        }
    }
}
