//! `--threads N`: the number of worker threads of every parallel path.
//!
//! Every parallel computation of the library runs in the caller's rayon
//! pool; the command sizes rayon's *global* pool once, at startup, so they
//! all obey the one option.

use crate::error;
use crate::limits::MAX_THREADS;

/// Sizes rayon's global pool to `n` threads (0: rayon's default, every
/// core — or `RAYON_NUM_THREADS` if set).
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
    if n == 0 {
        // rayon's default pool: every core (or RAYON_NUM_THREADS).
        return Ok(());
    }
    rayon::ThreadPoolBuilder::new()
        .num_threads(n)
        .build_global()
        .map_err(|e| error::limit(format!("cannot start {n} threads (--threads): {e}")))
}
