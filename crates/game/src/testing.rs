//! Test support for games of your own (the `quickcheck` feature): random
//! small games for property tests, a deterministic generator for many
//! random cases without shrinking, and a rayon pool of a chosen size for
//! checking that a parallel path answers the same on every thread count.
//! The family's own tests use these instead of copies.
//!
//! The module re-exports [`quickcheck`] itself, so that a crate depending
//! on this one runs the properties with the same `quickcheck` the
//! generators implement.
//!
//! # Example
//!
//! The Grundy values of a random game do not depend on the number of
//! threads that materialize it:
//!
//! ```
//! use hookgames_game::testing::{SmallDag, on_threads, quickcheck::QuickCheck};
//! use hookgames_game::{Engine, FiniteAlgorithm};
//!
//! fn same_on_every_pool(dag: SmallDag<12>) -> bool {
//!     let game = dag.game();
//!     let on = |threads| {
//!         on_threads(threads, || {
//!             FiniteAlgorithm::from_roots(&game, &[0], &Engine::new())
//!                 .and_then(|g| g.grundy_values())
//!         })
//!     };
//!     on(1) == on(2)
//! }
//! QuickCheck::new().tests(50).quickcheck(same_on_every_pool as fn(SmallDag<12>) -> bool);
//! ```

pub use quickcheck;

use quickcheck::{Arbitrary, Gen};

use crate::construct::FiniteAlgorithm;

/// Runs `f` on a rayon pool of `threads` threads (the parallel paths of
/// this crate run in the caller's pool), and returns its result.
///
/// # Panics
/// If the operating system cannot start the threads (a test cannot go on
/// without them).
///
/// # Example
/// ```
/// use hookgames_game::testing::on_threads;
/// assert_eq!(on_threads(3, rayon::current_num_threads), 3);
/// ```
pub fn on_threads<R: Send>(threads: usize, f: impl FnOnce() -> R + Send) -> R {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a rayon pool of the requested size")
        .install(f)
}

/// A small deterministic pseudo-random generator (Marsaglia's xorshift
/// 13/7/17) for tests that draw many random cases without quickcheck's
/// shrinking: the same seed gives the same cases on every machine.
///
/// # Example
/// ```
/// use hookgames_game::testing::XorShift;
/// let mut a = XorShift::new(7);
/// let mut b = XorShift::new(7);
/// assert_eq!(a.next_u64(), b.next_u64());
/// assert!(a.below(10) < 10);
/// ```
#[derive(Debug, Clone)]
pub struct XorShift(u64);

impl XorShift {
    /// The generator from `seed` (a zero seed, which xorshift would keep at
    /// zero, is replaced by a fixed odd constant).
    pub fn new(seed: u64) -> Self {
        XorShift(if seed == 0 {
            0x9E37_79B9_7F4A_7C15
        } else {
            seed
        })
    }

    /// The next 64 pseudo-random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// A number in `0..n` (`0` when `n` is 0), by reduction modulo `n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }
}

/// A random finite acyclic game on the states `0..n`, 1 ≤ n ≤ `N`: each
/// arrow i → j with i < j is present with probability 1/3 (so every state
/// is an index, and 0 reaches only larger states). Shrinks by dropping the
/// last state or an arrow.
///
/// # Example
/// ```
/// use hookgames_game::testing::{SmallDag, quickcheck::{Arbitrary, Gen}};
/// let dag = SmallDag::<9>::arbitrary(&mut Gen::new(10));
/// let game = dag.game();
/// assert!((1..=9).contains(&game.len()));
/// assert!(game.grundy_values().is_ok());
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SmallDag<const N: usize>(pub Vec<Vec<u32>>);

impl<const N: usize> SmallDag<N> {
    /// The game, as a [`FiniteAlgorithm`] whose states are their indices.
    pub fn game(&self) -> FiniteAlgorithm<u32> {
        FiniteAlgorithm::from_followers(self.0.clone())
            .expect("arrows go to larger states in 0..n: acyclic and in range")
    }
}

impl<const N: usize> Arbitrary for SmallDag<N> {
    fn arbitrary(g: &mut Gen) -> Self {
        let n = 1 + usize::arbitrary(g) % N.max(1);
        SmallDag(
            (0..n)
                .map(|i| {
                    (i + 1..n)
                        .filter(|_| u8::arbitrary(g) % 3 == 0)
                        .map(|j| j as u32)
                        .collect()
                })
                .collect(),
        )
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        let rows = self.0.clone();
        let n = rows.len();
        let fewer_states = (n > 1).then(|| {
            let last = (n - 1) as u32;
            SmallDag(
                rows[..n - 1]
                    .iter()
                    .map(|r| r.iter().copied().filter(|&j| j != last).collect())
                    .collect(),
            )
        });
        let fewer_arrows = (0..n).flat_map(move |i| {
            let rows = rows.clone();
            (0..rows[i].len()).map(move |k| {
                let mut r = rows.clone();
                r[i].remove(k);
                SmallDag(r)
            })
        });
        Box::new(fewer_states.into_iter().chain(fewer_arrows))
    }
}
