//! One progress line on standard error for the commands that can run longer
//! than a second: redrawn at most ten times a second, only when standard
//! error is a terminal, and erased when the work is done (so piped output
//! and `--json` never see it).

use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// A progress line; clones share the line (the generic solver's observer
/// needs an owned, `Send` handle).
#[derive(Debug, Clone)]
pub(crate) struct ProgressLine {
    inner: Option<Arc<Mutex<Inner>>>,
}

#[derive(Debug)]
struct Inner {
    what: &'static str,
    started: Instant,
    last: Option<Instant>,
    drawn: bool,
}

impl ProgressLine {
    /// A line about `what` (e.g. `"solving MHRG(18,24)"`); inert unless
    /// standard error is a terminal.
    pub(crate) fn new(what: &'static str) -> Self {
        Self::with_enabled(what, std::io::stderr().is_terminal())
    }

    fn with_enabled(what: &'static str, enabled: bool) -> Self {
        ProgressLine {
            inner: enabled.then(|| {
                Arc::new(Mutex::new(Inner {
                    what,
                    started: Instant::now(),
                    last: None,
                    drawn: false,
                }))
            }),
        }
    }

    /// Redraws the line with `done` of `total` (a bar) or `done` states
    /// explored so far (`total` unknown), plus free text.
    pub(crate) fn update(&self, done: u64, total: Option<u64>, text: &str) {
        let Some(inner) = &self.inner else {
            return;
        };
        let mut g = inner.lock().unwrap_or_else(PoisonError::into_inner);
        let now = Instant::now();
        let finished = total.is_some_and(|t| done >= t);
        if !finished && g.last.is_some_and(|t| now - t < Duration::from_millis(100)) {
            return;
        }
        g.last = Some(now);
        g.drawn = true;
        let line = render(g.what, done, total, text, g.started.elapsed());
        eprint!("\r{line}\x1b[K");
    }

    /// A solver observer: reports the number of states explored.
    pub(crate) fn states_observer(&self) -> impl FnMut(u64) + Send + Sync + 'static {
        let line = self.clone();
        move |n| line.update(n, None, "states explored")
    }

    /// Erases the line if anything was drawn (also done on drop, so an
    /// error message never lands on a half-drawn line).
    pub(crate) fn finish(&self) {
        if let Some(inner) = &self.inner {
            let mut g = inner.lock().unwrap_or_else(PoisonError::into_inner);
            if g.drawn {
                eprint!("\r\x1b[K");
                g.drawn = false;
            }
        }
    }
}

impl Drop for ProgressLine {
    fn drop(&mut self) {
        self.finish();
    }
}

/// Runs `f`, and if it takes more than a second shows "`what`… 2.3s" on a
/// terminal until it returns: for computations with no natural measure of
/// progress (a game tree's counts, a descent through quotients).
pub(crate) fn with_spinner<T>(what: &'static str, f: impl FnOnce() -> T) -> T {
    let line = ProgressLine::new(what);
    if line.inner.is_none() {
        return f();
    }
    let done = AtomicBool::new(false);
    std::thread::scope(|s| {
        let ticker = s.spawn(|| {
            let start = Instant::now();
            while !done.load(Ordering::Acquire) {
                std::thread::park_timeout(Duration::from_millis(100));
                if !done.load(Ordering::Acquire) && start.elapsed() >= Duration::from_secs(1) {
                    line.update(0, None, "");
                }
            }
        });
        let out = f();
        done.store(true, Ordering::Release);
        ticker.thread().unpark();
        out
    })
}

/// The text of the line (without the carriage return).
fn render(what: &str, done: u64, total: Option<u64>, text: &str, elapsed: Duration) -> String {
    match total {
        Some(total) => {
            let frac = if total == 0 {
                1.0
            } else {
                (done as f64 / total as f64).min(1.0)
            };
            let width = 30;
            let filled = ((frac * width as f64).round() as usize).min(width);
            format!(
                "{what} [{}{}] {:5.1}%  {text}  {elapsed:.0?}",
                "#".repeat(filled),
                " ".repeat(width - filled),
                100.0 * frac,
            )
        }
        None if text.is_empty() => format!("{what}…  {elapsed:.1?}"),
        None => format!("{what}: {done} {text}  {elapsed:.0?}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines() {
        let s = render("table", 5, Some(10), "games 1/2", Duration::from_secs(3));
        assert!(
            s.starts_with("table [###############               ]  50.0%  games 1/2"),
            "{s}"
        );
        let s = render(
            "solving",
            65536,
            None,
            "states explored",
            Duration::from_millis(20),
        );
        assert_eq!(s, "solving: 65536 states explored  20ms");
        assert!(render("t", 0, Some(0), "", Duration::ZERO).contains("100.0%"));
        assert!(render("t", 20, Some(10), "", Duration::ZERO).contains("100.0%"));
        let s = render(
            "counting the game tree",
            0,
            None,
            "",
            Duration::from_millis(2300),
        );
        assert_eq!(s, "counting the game tree…  2.3s");
    }

    #[test]
    fn inert_off_a_terminal() {
        let line = ProgressLine::with_enabled("x", false);
        line.update(1, Some(2), "");
        let mut f = line.states_observer();
        f(3);
        line.finish();
        assert!(line.inner.is_none());
        assert_eq!(with_spinner("x", || 7), 7);
    }
}
