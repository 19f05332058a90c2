//! Long computations: run on a worker thread with the GIL released, while
//! the calling thread polls for signals, so that Ctrl-C (a
//! `KeyboardInterrupt`) interrupts them.
//!
//! On a signal the worker is told to stop through a shared flag: the
//! engine's searches see it through [`Cancellable`] (every state then looks
//! like an end, so the search unwinds in time linear in its stack), and the
//! partial result is thrown away. A computation that cannot see the flag
//! (the MHRG table) runs on in the background until it is done, and its
//! result is dropped; the interpreter gets the `KeyboardInterrupt` at once.

use std::ops::ControlFlow;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use hookgames::GameError;

use hookgames::Algorithm;
use pyo3::prelude::*;

use crate::errors::{Error, Kind, raise};

/// How often the calling thread checks for signals while the worker runs.
const POLL: Duration = Duration::from_millis(20);

/// The flag a worker reads to learn that it should stop.
#[derive(Debug, Clone, Default)]
pub(crate) struct Cancel(Arc<AtomicBool>);

impl Cancel {
    /// Whether the caller gave up (a signal handler raised).
    pub(crate) fn is_set(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }

    fn set(&self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// Runs `work` on a worker thread with the GIL released; every [`POLL`] the
/// calling thread runs Python's signal handlers, and if one raises (Ctrl-C
/// raises `KeyboardInterrupt`) sets the worker's [`Cancel`] flag and raises
/// that exception without waiting for the worker.
///
/// # Errors
/// The work's own error; the signal handler's exception; `HookgamesError`
/// if the worker thread cannot be started or panicked (a bug: it is
/// reported, not propagated as a crash).
pub(crate) fn interruptible<T, F>(py: Python<'_>, work: F) -> Result<T, Error>
where
    T: Send + 'static,
    F: FnOnce(&Cancel) -> Result<T, Error> + Send + 'static,
{
    let cancel = Cancel::default();
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
                    cancel.set();
                    return Err(Error::Py(e));
                }
            }
        }
    }
}

/// A game whose enumeration fails once its [`Cancel`] flag is set: the
/// engine's searches over it then stop at the next state they expand,
/// with an error that [`interruptible`] throws away (the caller has its
/// `KeyboardInterrupt` already).
#[derive(Debug)]
pub(crate) struct Cancellable<G> {
    pub(crate) game: G,
    pub(crate) cancel: Cancel,
}

impl<G: Algorithm> Algorithm for Cancellable<G> {
    type State = G::State;

    fn try_for_each_follower<B, F>(&self, p: &Self::State, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(Self::State) -> ControlFlow<B>,
    {
        if self.cancel.is_set() {
            let reason = "interrupted (KeyboardInterrupt)".to_string();
            return ControlFlow::Break(GameError::Enumeration { reason }.into());
        }
        self.game.try_for_each_follower(p, f)
    }

    fn state_bytes(&self, p: &Self::State) -> usize {
        self.game.state_bytes(p)
    }

    // What the game knows without search is passed through: the engine
    // asks it before it searches (a closed form is not interrupted).
    fn known_grundy(
        &self,
        p: &Self::State,
        engine: &hookgames::game::Engine<'_>,
    ) -> Option<Result<u64, hookgames::game::GameError>> {
                self.game.known_grundy(p, engine)
    }

    fn known_misere_grundy(
        &self,
        p: &Self::State,
        engine: &hookgames::game::Engine<'_>,
    ) -> Option<Result<u64, hookgames::game::GameError>> {
                self.game.known_misere_grundy(p, engine)
    }

    fn known_options_of_value(
        &self,
        p: &Self::State,
        value: u64,
        engine: &hookgames::game::Engine<'_>,
    ) -> Option<Result<Vec<Self::State>, hookgames::game::GameError>> {
                self.game.known_options_of_value(p, value, engine)
    }
}
