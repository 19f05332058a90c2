//! How many threads a parallel computation uses: one setting, [`Threads`],
//! shared by every parallel path of the hookgames crates (all built on
//! rayon's work-stealing pools, none on threads of their own).

use crate::error::GameError;

/// The most threads a [`Threads`] setting may ask for: 1 024.
///
/// More would not make a computation faster on any machine we know of,
/// and each thread reserves a stack; a larger count is refused with
/// [`GameError::ThreadPool`] naming this limit.
pub const MAX_THREADS: usize = 1024;

/// The number of worker threads a parallel computation may use.
///
/// [`Threads::ALL`] (the default, also `Threads::new(0)`) runs in rayon's
/// current pool: every core of the machine, unless the program configured
/// rayon otherwise (the `RAYON_NUM_THREADS` variable, or
/// `rayon::ThreadPoolBuilder::build_global`). `Threads::new(n)` with
/// n ≥ 1 runs in a pool of exactly n threads; 1 is the sequential path.
///
/// The results of every parallel computation of this library are the same
/// for every thread count — values, tables, counts and certificates — and
/// the tests check it. (Which of several errors a computation reports,
/// say the first of two cycles found, may depend on the count; whether it
/// fails does not.)
///
/// # Example
/// ```
/// use hookgames_game::Threads;
/// assert_eq!(Threads::default(), Threads::ALL);
/// assert_eq!(Threads::new(3).get(), 3);
/// // Runs the closure in a pool of two threads (inside it, ALL means 2).
/// let n = Threads::new(2).install(|| Threads::ALL.count())?;
/// assert_eq!(n, 2);
/// assert!(Threads::new(1 << 20).install(|| ()).is_err()); // above MAX_THREADS
/// # Ok::<(), hookgames_game::GameError>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Threads(usize);

impl Threads {
    /// Every thread of rayon's current pool (by default, every core).
    pub const ALL: Threads = Threads(0);

    /// One thread: the sequential path.
    pub const ONE: Threads = Threads(1);

    /// `n` threads; 0 means [`Threads::ALL`]. A count above
    /// [`MAX_THREADS`] is accepted here and refused when a computation
    /// runs ([`Threads::install`]).
    pub const fn new(n: usize) -> Threads {
        Threads(n)
    }

    /// The setting: the number of threads asked for, 0 for all.
    pub const fn get(self) -> usize {
        self.0
    }

    /// The number of threads a computation started now would use: the
    /// setting, or the size of rayon's current pool for [`Threads::ALL`].
    pub fn count(self) -> usize {
        match self.0 {
            0 => rayon::current_num_threads(),
            n => n,
        }
    }

    /// Refuses a setting above [`MAX_THREADS`] (before anything is
    /// computed from the count, which may be as large as `usize::MAX`).
    pub(crate) fn check(self) -> Result<(), GameError> {
        if self.0 > MAX_THREADS {
            return Err(GameError::ThreadPool {
                threads: self.0,
                reason: format!("more than MAX_THREADS = {MAX_THREADS} threads"),
            });
        }
        Ok(())
    }

    /// Whether a computation with this setting runs on one thread.
    pub fn is_sequential(self) -> bool {
        self.count() == 1
    }

    /// Runs `f` with this many threads: in the current pool when the setting
    /// is [`Threads::ALL`] or equals the current pool's size, otherwise in
    /// a new pool of exactly that many threads (built for this call; its
    /// cost, about a thread start per thread, is negligible next to a
    /// computation worth parallelising).
    ///
    /// # Errors
    /// [`GameError::ThreadPool`] if the count exceeds [`MAX_THREADS`] or the
    /// operating system refuses to start the threads.
    pub fn install<R: Send>(self, f: impl FnOnce() -> R + Send) -> Result<R, GameError> {
        self.check()?;
        if self.0 == 0 || self.0 == rayon::current_num_threads() {
            return Ok(f());
        }
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(self.0)
            .build()
            .map_err(|e| GameError::ThreadPool {
                threads: self.0,
                reason: e.to_string(),
            })?;
        Ok(pool.install(f))
    }
}

impl From<usize> for Threads {
    fn from(n: usize) -> Threads {
        Threads(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn install_uses_the_asked_count() {
        for n in 1..=4 {
            let got = Threads::new(n).install(rayon::current_num_threads).unwrap();
            assert_eq!(got, n);
            assert_eq!(Threads::new(n).count(), n);
        }
        let all = Threads::ALL.install(rayon::current_num_threads).unwrap();
        assert_eq!(all, rayon::current_num_threads());
        assert!(Threads::ONE.is_sequential());
    }

    #[test]
    fn too_many_threads_is_an_error_naming_the_limit() {
        let e = Threads::new(MAX_THREADS + 1).install(|| ()).unwrap_err();
        assert!(e.to_string().contains("MAX_THREADS"), "{e}");
    }
}
