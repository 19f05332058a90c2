//! Checks, in a binary built with `panic = "abort"`, that the engine stops
//! a position with 2^64 − 1 moves at a break and at its limits: the early
//! exit of `Algorithm::try_for_each_follower` is its return value, not an
//! unwind (0.2 stopped such an enumeration by unwinding, which an aborting
//! build cannot do: there, it ran through all 2^64 moves).
//!
//! Run by `.ci/run` as `cargo run --release --locked --manifest-path
//! panic-abort/Cargo.toml`; it exits with status 1 and a message on the
//! first failed check.

use std::cell::Cell;
use std::ops::ControlFlow;
use std::process::ExitCode;
use std::sync::Mutex;

use hookgames_game::{
    Algorithm, AlgorithmExt, CancelToken, Engine, GameError, Limits, Solver, grundy,
};

/// A Nim heap whose enumeration counts the followers it produced and holds
/// a lock while it enumerates (a lock held across a stopped enumeration
/// must be released, not poisoned).
struct CountingHeap {
    produced: Cell<u64>,
    lock: Mutex<()>,
}

impl Algorithm for CountingHeap {
    type State = u64;
    fn try_for_each_follower<B, F>(&self, p: &u64, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        let _guard = match self.lock.lock() {
            Ok(guard) => guard,
            Err(_) => {
                let reason = "the enumeration's lock was poisoned".to_string();
                return ControlFlow::Break(GameError::Enumeration { reason }.into());
            }
        };
        for q in (0..*p).rev() {
            self.produced.set(self.produced.get() + 1);
            f(q)?;
        }
        ControlFlow::Continue(())
    }
}

/// The largest heap: 2^64 − 1 moves, far more than any run could list.
const HUGE: u64 = u64::MAX;

/// At most this many followers may be produced after a break or a limit.
const SLACK: u64 = 1;

fn check(name: &str, ok: bool, detail: String) -> Result<(), String> {
    if ok {
        println!("ok   {name}: {detail}");
        Ok(())
    } else {
        Err(format!("FAIL {name}: {detail}"))
    }
}

fn run() -> Result<(), String> {
    check(
        "built with panic = \"abort\"",
        cfg!(panic = "abort"),
        "cfg!(panic = \"abort\")".into(),
    )?;
    let game = CountingHeap {
        produced: Cell::new(0),
        lock: Mutex::new(()),
    };
    let produced = |game: &CountingHeap| game.produced.replace(0);

    // A break of the caller's closure: the third move.
    let mut seen = 0u64;
    let flow = game.try_for_each_follower(&HUGE, |q| {
        seen += 1;
        if seen == 3 {
            ControlFlow::Break(Ok::<u64, GameError>(q))
        } else {
            ControlFlow::Continue(())
        }
    });
    let n = produced(&game);
    check(
        "try_for_each_follower stops at the break",
        flow == ControlFlow::Break(Ok(HUGE - 3)) && n <= 3 + SLACK,
        format!("{flow:?} after {n} followers"),
    )?;

    // The conveniences and the hints built on it.
    let found = game.find_follower(&HUGE, |&q| q % 1000 == 0);
    let n = produced(&game);
    check(
        "find_follower",
        found == Ok(Some(HUGE - HUGE % 1000)) && n <= 1000 + SLACK,
        format!("{found:?} after {n} followers"),
    )?;
    let end = game.is_end(&HUGE);
    let n = produced(&game);
    check(
        "is_end",
        end == Ok(false) && n <= 1 + SLACK,
        format!("{end:?} after {n} followers"),
    )?;
    let arrow = game.has_arrow(&HUGE, &(HUGE - 10));
    let n = produced(&game);
    check(
        "has_arrow",
        arrow == Ok(true) && n <= 10 + SLACK,
        format!("{arrow:?} after {n} followers"),
    )?;

    // The engine's limits.
    let limits = Limits::default().with_max_arrows(10_000);
    let listed = Engine::new().with_limits(limits).followers(&game, &HUGE);
    let n = produced(&game);
    check(
        "Engine::followers at max_arrows",
        listed == Err(GameError::ArrowLimit { limit: 10_000 }) && n <= 10_000 + 1 + SLACK,
        format!("{:?} after {n} followers", listed.map(|v| v.len())),
    )?;
    let value = Solver::new(&game).with_limits(limits).grundy(&HUGE);
    let n = produced(&game);
    check(
        "Solver::grundy at max_arrows",
        matches!(
            value,
            Err(GameError::ArrowLimit { .. } | GameError::StateLimit { .. })
        ) && n <= 10_000 + 1 + SLACK,
        format!("{value:?} after {n} followers"),
    )?;
    let value = grundy(&game, &HUGE);
    let n = produced(&game);
    check(
        "grundy (default limits) reports a limit",
        matches!(
            value,
            Err(GameError::ArrowLimit { .. }
                | GameError::StateLimit { .. }
                | GameError::MemoryLimit { .. })
        ),
        format!("{value:?} after {n} followers"),
    )?;
    // The lock held across every stopped enumeration was released cleanly.
    check(
        "the lock is not poisoned",
        !game.lock.is_poisoned() && game.lock.try_lock().is_ok(),
        "Mutex::is_poisoned() == false".into(),
    )?;
    // And small positions are still solved.
    let value = grundy(&game, &1000);
    check("grundy(1000)", value == Ok(1000), format!("{value:?}"))?;
    // A token cancelled from another thread stops the 2^64-move search
    // (0.3: the engine's cancellation is a return value too). The heap's
    // counter is a `Cell`, so the game stays on this thread; the canceller
    // is the other one.
    let token = CancelToken::new();
    let canceller = {
        let token = token.clone();
        std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(50));
            token.cancel();
        })
    };
    // No arrow limit; 4 GiB of followers would take seconds to buffer, the
    // token is cancelled after 50 ms.
    let unbounded = Limits::default()
        .with_max_arrows(u64::MAX)
        .with_max_bytes(1 << 32);
    game.produced.set(0);
    let cancelled = Engine::new()
        .with_limits(unbounded)
        .with_cancel(&token)
        .grundy(&game, &u64::MAX);
    let _ = canceller.join();
    check(
        "a cancelled token stops grundy",
        cancelled == Err(GameError::Cancelled),
        format!("{cancelled:?} after {} followers", game.produced.get()),
    )?;
    check(
        "the lock is not poisoned after the cancellation",
        !game.lock.is_poisoned(),
        "Mutex::is_poisoned() == false".into(),
    )?;
    Ok(())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => {
            println!("every check passed under panic = \"abort\"");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}
