//! Issue 27, "bounded by construction, round 2a": every library call of the
//! issue, run the way it failed — in a child process under a 4 GiB
//! address-space cap (`ulimit -v 4194304`) and a 20 s time limit, since a
//! plain `cargo test` has no cap and would really allocate what the call
//! asks for. Each case must end in its answer or its typed error. The time
//! limit is on the child's CPU time (`ulimit -t 20`), the work it may do
//! whatever else the machine runs, with three times as much wall time as a
//! backstop.
//!
//! The child is this test binary run again with `CAPPED_CASE` naming the
//! case (the test `capped_child` runs it and prints its outcome, its time
//! and the process's peak memory); `every_case_ends_in_a_capped_child`
//! spawns one child per case and checks how it ended. Run it in both
//! builds — the test profile has overflow checks and debug assertions on,
//! so an overflow on a user's size is a panic there:
//!
//! ```text
//! cargo test -p hookgames --test capped -- --nocapture
//! cargo test -p hookgames --test capped --release -- --nocapture
//! ```
//!
//! (`.ci/bounded` runs both.) `CAPPED_MEM_KB` and `CAPPED_TIMEOUT` change
//! the cap and the time limit (CPU seconds); `CAPPED_ONLY` runs the cases
//! whose names contain it.

use std::ops::ControlFlow;
use std::time::{Duration, Instant};

use hookgames::game::{
    Algorithm, Convention, Engine, GameError, Indexed, Limits, MAX_SEQUENCE_WORK,
    MAX_SUBTRACTION_SET, Octal, Solver, Subtraction, TableSolver,
};
use hookgames::mhrg::{MhrgError, start_grundy};

/// A Nim heap whose followers are listed deepest first: p − 1, p − 2, …, 0
/// (issue 27: the dense solver's search stored the unsolved followers of
/// every state on its path, ~p²/2 of them).
struct DeepNim(u32);

impl Algorithm for DeepNim {
    type State = u32;
    fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u32) -> ControlFlow<B>,
    {
        (0..*p).rev().try_for_each(f)
    }
}

impl Indexed for DeepNim {
    fn count(&self) -> u64 {
        u64::from(self.0) + 1
    }
    fn rank(&self, p: &u32) -> u64 {
        u64::from(*p)
    }
    fn unrank(&self, r: u64) -> u32 {
        r as u32
    }
    // The ranks directly (2.1·10^9 of them, twice): as a game meant for
    // the dense solver would, and fast enough in the test profile.
    fn try_for_each_follower_rank<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        (0..u64::from(*p)).rev().try_for_each(f)
    }
}

/// The chain n − 1 → n − 2 → … → 0, ranked from the top (rank 0 is the
/// state n − 1), so that the fill's first root is the top of a path of n
/// states (issue 27: 48-byte frames, 4.8 GB for 10^8 states).
struct Chain(u64);

impl Algorithm for Chain {
    type State = u64;
    fn try_for_each_follower<B, F>(&self, p: &u64, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        if *p > 0 {
            f(p - 1)?;
        }
        ControlFlow::Continue(())
    }
}

impl Indexed for Chain {
    fn count(&self) -> u64 {
        self.0
    }
    fn rank(&self, p: &u64) -> u64 {
        self.0 - 1 - p
    }
    fn unrank(&self, r: u64) -> u64 {
        self.0 - 1 - r
    }
}

/// Nim whose states claim `usize::MAX` bytes each.
struct Heavy;

impl Algorithm for Heavy {
    type State = u64;
    fn try_for_each_follower<B, F>(&self, p: &u64, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        (0..*p).try_for_each(f)
    }
    fn state_bytes(&self, _: &u64) -> usize {
        usize::MAX
    }
}

/// What a case ended in, if it is what the case expects; else what went
/// wrong.
type Outcome = Result<String, String>;

use hookgames_game::testing::on_threads as on;

/// Expects `value` from a dense solve.
fn dense_value<A: Indexed>(
    got: Result<hookgames::game::GrundyTable<A>, GameError>,
    rank: u64,
    value: u64,
) -> Outcome {
    match got {
        Ok(t) if t.get(rank) == Some(value) => Ok(format!(
            "value {value} ({} bytes a state)",
            t.bytes_per_state()
        )),
        Ok(t) => Err(format!("value {:?}, expected {value}", t.get(rank))),
        Err(e) => Err(format!("error: {e}")),
    }
}

/// Expects an error accepted by `want`.
fn error<T: std::fmt::Debug, E: std::fmt::Display>(
    got: Result<T, E>,
    want: impl FnOnce(&E) -> bool,
) -> Outcome {
    match got {
        Err(e) if want(&e) => Ok(format!("error: {e}")),
        Err(e) => Err(format!("unexpected error: {e}")),
        Ok(v) => Err(format!("expected an error, got {v:?}")),
    }
}

const NIM: u32 = 65_540;
const CHAIN: u64 = 100_000_000;

/// A case: its name, and the call with its check.
type Case = (&'static str, fn() -> Outcome);

/// The cases.
const CASES: &[Case] = &[
    ("dense solve_from, Nim heap 65540 deepest first", || {
        dense_value(
            TableSolver::new().solve_from(DeepNim(NIM), &NIM, &Engine::new()),
            u64::from(NIM),
            u64::from(NIM),
        )
    }),
    (
        "dense solve, Nim heap 65540 deepest first, 1 thread",
        || {
            dense_value(
                on(1, || TableSolver::new().solve(DeepNim(NIM), &Engine::new())),
                u64::from(NIM),
                u64::from(NIM),
            )
        },
    ),
    // On several threads every state of this game depends on all the
    // states below it, so the threads solve much of it twice (the fill's
    // rule for a state another thread is working on): 12.7 s on two
    // threads for heap 65 540 in release on a lightly loaded machine, past
    // 20 s in the test profile under load. A smaller heap shows the same
    // bounded memory on two threads.
    (
        "dense solve, Nim heap 30000 deepest first, 2 threads",
        || {
            dense_value(
                on(2, || {
                    TableSolver::new().solve(DeepNim(30_000), &Engine::new())
                }),
                30_000,
                30_000,
            )
        },
    ),
    (
        "dense solve_from, Nim heap 65540, budget of the table alone",
        || {
            // One byte a state: the table of the start fits, its stack
            // does not.
            let table = u64::from(NIM) + 1;
            error(
                TableSolver::new().solve_from(
                    DeepNim(NIM),
                    &NIM,
                    &Engine::new().with_limits(Limits::default().with_max_bytes(table)),
                ),
                |e| matches!(e, GameError::StackBudget { .. }),
            )
        },
    ),
    ("dense solve_from, chain of 10^8 from the top", || {
        dense_value(
            TableSolver::new().solve_from(Chain(CHAIN), &(CHAIN - 1), &Engine::new()),
            0,
            (CHAIN - 1) % 2,
        )
    }),
    (
        "dense solve, chain of 10^8 ranked top first, 4 threads",
        || {
            dense_value(
                on(4, || TableSolver::new().solve(Chain(CHAIN), &Engine::new())),
                0,
                (CHAIN - 1) % 2,
            )
        },
    ),
    (
        "dense solve, chain of 10^8, budget of the table alone",
        || {
            error(
                TableSolver::new().solve(
                    Chain(CHAIN),
                    &Engine::new().with_limits(Limits::default().with_max_bytes(CHAIN)),
                ),
                |e| matches!(e, GameError::StackBudget { .. }),
            )
        },
    ),
    ("memoised Solver, Nim heap 65540 deepest first", || {
        error(Solver::new(DeepNim(NIM)).grundy(&NIM), |e| {
            matches!(
                e,
                GameError::MemoryLimit { .. } | GameError::ArrowLimit { .. }
            )
        })
    }),
    ("memoised Solver, chain of 10^8", || {
        error(Solver::new(Chain(CHAIN)).grundy(&(CHAIN - 1)), |e| {
            matches!(
                e,
                GameError::MemoryLimit { .. } | GameError::StateLimit { .. }
            )
        })
    }),
    ("Octal 0.07 values(1 << 24)", || {
        let game = Octal::new("0.07").map_err(|e| e.to_string())?;
        error(game.values(1 << 24), |e| {
            matches!(
                e,
                GameError::WorkLimit {
                    limit: MAX_SEQUENCE_WORK,
                    ..
                }
            )
        })
    }),
    ("Octal 0.77, 0.137, 4.07 and 0.6 values(1 << 24)", || {
        let mut out = String::new();
        for code in ["0.77", "0.137", "4.07", "0.6"] {
            let game = Octal::new(code).map_err(|e| e.to_string())?;
            out = error(game.values(1 << 24), |e| {
                matches!(e, GameError::WorkLimit { .. })
            })?;
        }
        Ok(out)
    }),
    ("Octal 0.07 periodicity(1 << 24)", || {
        let game = Octal::new("0.07").map_err(|e| e.to_string())?;
        error(game.periodicity(Some(1 << 24)), |e| {
            matches!(e, GameError::WorkLimit { .. })
        })
    }),
    ("Subtraction 1..1000000 periodicity()", || {
        let game = Subtraction::new(1..1_000_000).map_err(|e| e.to_string())?;
        error(game.periodicity(None), |e| {
            matches!(e, GameError::WorkLimit { .. })
        })
    }),
    ("Subtraction 1..1000000 values(1 << 24)", || {
        let game = Subtraction::new(1..1_000_000).map_err(|e| e.to_string())?;
        error(game.values(1 << 24), |e| {
            matches!(e, GameError::WorkLimit { .. })
        })
    }),
    ("Subtraction::new(1..u64::MAX)", || {
        error(Subtraction::new(1..u64::MAX), |e| {
            *e == GameError::SubtractionSetTooLarge {
                limit: MAX_SUBTRACTION_SET,
            }
        })
    }),
    ("mhrg start_grundy(1, u64::MAX)", || {
        error(start_grundy(1, u64::MAX), |e| {
            matches!(e, MhrgError::RectangleTooLarge { .. })
        })
    }),
    ("mhrg start_grundy(2, u64::MAX)", || {
        error(start_grundy(2, u64::MAX), |e| {
            matches!(e, MhrgError::RectangleTooLarge { .. })
        })
    }),
    ("memoised Solver, state_bytes = usize::MAX", || {
        let mut out = error(Solver::new(Heavy).grundy(&5), |e| {
            matches!(e, GameError::MemoryLimit { .. })
        })?;
        out += "; misère: ";
        out += &error(Solver::new(Heavy).value(&5, Convention::Misere), |e| {
            matches!(e, GameError::MemoryLimit { .. })
        })?;
        Ok(out)
    }),
];

/// The CPU time this process has used, from `/proc/self/stat` (Linux;
/// user and system time in clock ticks, assumed 100 a second).
fn cpu_seconds() -> String {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // The fields after the command name (which ends with ')').
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<u64>().ok());
    match (ticks(11), ticks(12)) {
        (Some(user), Some(system)) => format!("{:.2} s CPU", (user + system) as f64 / 100.0),
        _ => "? s CPU".to_owned(),
    }
}

/// The peak virtual and resident memory of this process, from
/// `/proc/self/status` (Linux), in MiB.
fn peak_memory() -> String {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|kb| kb.parse::<u64>().ok())
            .map_or_else(|| "?".to_owned(), |kb| (kb / 1024).to_string())
    };
    format!(
        "peak {} MiB virtual, {} MiB resident",
        field("VmPeak:"),
        field("VmHWM:")
    )
}

/// Runs the case named by `CAPPED_CASE`, if any: prints
/// `CAPPED <name>: ok <outcome> (<time>, <memory>)`, or panics.
#[test]
fn capped_child() {
    let Ok(name) = std::env::var("CAPPED_CASE") else {
        return;
    };
    let Some((_, run)) = CASES.iter().find(|(n, _)| *n == name) else {
        panic!("no case named {name:?}");
    };
    let start = Instant::now();
    let outcome = run();
    let took = start.elapsed();
    match outcome {
        Ok(what) => println!(
            "CAPPED {name}: ok {what} ({:.2} s, {}, {})",
            took.as_secs_f64(),
            cpu_seconds(),
            peak_memory()
        ),
        Err(what) => panic!("CAPPED {name}: {what}"),
    }
}

/// Runs every case in a child under the cap and the time limit.
#[cfg(unix)]
#[test]
fn every_case_ends_in_a_capped_child() {
    use std::os::unix::process::ExitStatusExt;
    use std::process::{Command, Stdio};
    if std::env::var_os("CAPPED_CASE").is_some() {
        return;
    }
    let mem_kb = std::env::var("CAPPED_MEM_KB").unwrap_or_else(|_| "4194304".into());
    let timeout = Duration::from_secs(
        std::env::var("CAPPED_TIMEOUT")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(20),
    );
    let only = std::env::var("CAPPED_ONLY").unwrap_or_default();
    let exe = std::env::current_exe().expect("the test binary");
    // The outcomes one per line (libtest has printed this test's name).
    println!();
    let mut failures = Vec::new();
    for (name, _) in CASES.iter().filter(|(n, _)| n.contains(only.as_str())) {
        let start = Instant::now();
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(
                r#"ulimit -v "$1" && ulimit -t "$2" && exec "$0" --exact capped_child --nocapture --test-threads 1"#,
            )
            .arg(&exe)
            .arg(&mem_kb)
            .arg(timeout.as_secs().to_string())
            .env("CAPPED_CASE", name)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn the child");
        let status = loop {
            if let Some(status) = child.try_wait().expect("wait for the child") {
                break Some(status);
            }
            if start.elapsed() > 3 * timeout {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        let output = child.wait_with_output().expect("the child's output");
        let stdout = String::from_utf8_lossy(&output.stdout);
        let stderr = String::from_utf8_lossy(&output.stderr);
        // The child's outcome, without what libtest prints before it.
        let line = stdout
            .lines()
            .chain(stderr.lines())
            .find_map(|l| l.find("CAPPED ").map(|at| l[at..].trim().to_owned()))
            .unwrap_or_default();
        let problem = match status {
            None => Some(format!(
                "still running after {} s of wall time",
                3 * timeout.as_secs()
            )),
            // SIGXCPU, then SIGKILL: the CPU limit of `ulimit -t`.
            Some(s) if matches!(s.signal(), Some(9 | 24)) => Some(format!(
                "more than {} s of CPU time ({s})",
                timeout.as_secs()
            )),
            Some(s) if !s.success() => Some(format!(
                "{s}: {}",
                if line.is_empty() {
                    stderr.lines().last().unwrap_or("").to_owned()
                } else {
                    line.clone()
                }
            )),
            Some(_) if !line.contains(": ok ") => Some(format!("no outcome: {stdout}")),
            Some(_) => None,
        };
        match problem {
            None => println!("{line}"),
            Some(p) => {
                println!("FAIL {name}: {p}");
                failures.push(format!("{name}: {p}"));
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}
