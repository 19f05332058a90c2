//! `--threads N`: the number of worker threads of every parallel path.
//!
//! Every parallel computation of the library runs in rayon's current pool
//! (`hookgames::game::Threads::ALL`, and `SolveOptions` with threads 0);
//! the command sizes rayon's *global* pool once, at startup, so they all
//! obey the one option. The command also passes the count explicitly
//! where it builds `SolveOptions` ([`solve_threads`]).

use std::sync::OnceLock;

use hookgames::game::MAX_THREADS;

use crate::error;

/// The `--threads` of this run (0: every core).
static THREADS: OnceLock<usize> = OnceLock::new();

/// Sizes rayon's global pool to `n` threads (0: rayon's default, every
/// core — or `RAYON_NUM_THREADS` if set) and records `n` for
/// [`solve_threads`].
///
/// # Errors
/// A limit error naming `MAX_THREADS` (1 024) if n exceeds it, checked
/// before any thread is started; an error if the operating system refuses
/// to start the threads.
///
/// # Complexity
/// Starts the pool's threads (lazily, when n = 0).
pub fn init(n: usize) -> anyhow::Result<()> {
    if n > MAX_THREADS {
        return Err(error::limit(format!(
            "--threads {n} asks for more than {MAX_THREADS} threads (MAX_THREADS); \
             use at most {MAX_THREADS}, or 0 for every core"
        )));
    }
    let _ = THREADS.set(n);
    if n == 0 {
        // rayon's default pool: every core (or RAYON_NUM_THREADS).
        return Ok(());
    }
    rayon::ThreadPoolBuilder::new()
        .num_threads(n)
        .build_global()
        .map_err(|e| error::limit(format!("cannot start {n} threads (--threads): {e}")))
}

/// The `--threads` of this run for `SolveOptions::with_threads` (0: every
/// core).
pub fn solve_threads() -> usize {
    THREADS.get().copied().unwrap_or(0)
}
