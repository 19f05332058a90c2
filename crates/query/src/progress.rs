//! Progress on standard error for the commands that can run longer than a
//! second, drawn by `indicatif`: only when standard error is a terminal and
//! `--quiet` (`--no-progress`) was not given, at most 20 times a second,
//! and erased when the work is done (so piped output and `--json` never
//! see it, and an error message never lands on a half-drawn line).

use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressFinish, ProgressStyle};

/// Off with `--quiet`; set once by `main` before any work.
static ENABLED: AtomicBool = AtomicBool::new(true);

/// Turns every progress display of this run on or off.
pub fn set_enabled(on: bool) {
    ENABLED.store(on, Ordering::Relaxed);
}

/// `true` when progress may be drawn: not `--quiet`, and standard error
/// is a terminal.
fn enabled() -> bool {
    ENABLED.load(Ordering::Relaxed) && std::io::stderr().is_terminal()
}

/// A progress display; clones share it (the generic solver's observer
/// needs an owned, `Send` handle).
#[derive(Debug, Clone)]
pub struct Progress {
    bar: ProgressBar,
}

const COUNTER: &str = "{prefix}: {human_pos} {msg}  {elapsed}";
const BAR: &str = "{prefix} [{bar:30}] {percent:>3}%  {msg}  {elapsed}";

impl Progress {
    /// A display about `what` (e.g. `"solving (misère)"`); hidden unless
    /// progress is enabled (not `--quiet`, standard error a terminal).
    pub fn new(what: &'static str) -> Self {
        Self::with_target(what, enabled())
    }

    fn with_target(what: &'static str, on: bool) -> Self {
        let target = if on {
            ProgressDrawTarget::stderr()
        } else {
            ProgressDrawTarget::hidden()
        };
        let bar = ProgressBar::with_draw_target(None, target)
            .with_prefix(what)
            .with_finish(ProgressFinish::AndClear);
        if let Ok(style) = ProgressStyle::with_template(COUNTER) {
            bar.set_style(style);
        }
        Progress { bar }
    }

    /// `done` of `total` (a bar) or `done` so far (`total` unknown), plus
    /// free text.
    pub fn update(&self, done: u64, total: Option<u64>, text: &str) {
        if self.bar.is_hidden() {
            return;
        }
        if let Some(total) = total
            && self.bar.length() != Some(total)
        {
            if self.bar.length().is_none()
                && let Ok(style) = ProgressStyle::with_template(BAR)
            {
                self.bar.set_style(style.progress_chars("#>-"));
            }
            self.bar.set_length(total);
        }
        self.bar.set_position(done);
        if self.bar.message() != text {
            self.bar.set_message(text.to_owned());
        }
    }

    /// A solver observer: reports the number of states explored.
    pub fn states_observer(&self) -> impl FnMut(u64) + Send + Sync + 'static {
        let line = self.clone();
        move |n| line.update(n, None, "states explored")
    }

    /// Erases the display (also done when the last clone is dropped).
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

/// Runs `f`, and if it takes more than a second shows a spinner "`what`…"
/// on a terminal until it returns: for computations with no natural
/// measure of progress (a game tree's counts, a descent through quotients).
pub fn with_spinner<T>(what: &'static str, f: impl FnOnce() -> T) -> T {
    if !enabled() {
        return f();
    }
    let done = AtomicBool::new(false);
    std::thread::scope(|s| {
        let ticker = s.spawn(|| {
            let start = Instant::now();
            while !done.load(Ordering::Acquire) && start.elapsed() < Duration::from_secs(1) {
                std::thread::park_timeout(Duration::from_millis(100));
            }
            if done.load(Ordering::Acquire) {
                return;
            }
            let bar = ProgressBar::new_spinner()
                .with_prefix(what)
                .with_finish(ProgressFinish::AndClear);
            if let Ok(style) = ProgressStyle::with_template("{spinner} {prefix}…  {elapsed}") {
                bar.set_style(style);
            }
            bar.enable_steady_tick(Duration::from_millis(100));
            while !done.load(Ordering::Acquire) {
                std::thread::park_timeout(Duration::from_millis(100));
            }
            bar.finish_and_clear();
        });
        let out = f();
        done.store(true, Ordering::Release);
        ticker.thread().unpark();
        out
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hidden_displays_accept_every_call() {
        let line = Progress::with_target("x", false);
        line.update(1, Some(2), "a");
        line.update(3, None, "b");
        let mut f = line.states_observer();
        f(3);
        line.finish();
        assert!(line.bar.is_hidden());
        // A hidden display records nothing: the calls cost one check.
        assert_eq!(line.bar.position(), 0);
    }

    #[test]
    fn quiet_turns_everything_off() {
        set_enabled(false);
        assert!(!enabled());
        assert!(Progress::new("x").bar.is_hidden());
        assert_eq!(with_spinner("x", || 7), 7);
        set_enabled(true);
    }
}
