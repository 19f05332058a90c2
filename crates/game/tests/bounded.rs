//! Issue 19, "bounded by construction": a state with astronomically many
//! followers ends in a typed limit error, after a bounded amount of memory
//! and work, whatever the game implements beyond its one enumeration.

use std::ops::ControlFlow;
use std::sync::atomic::{AtomicU64, Ordering};

use hookgames_game::{
    Algorithm, AlgorithmExt, DEFAULT_MAX_BYTES, Engine, FiniteAlgorithm, GameError, Limits, Solver,
};

/// A user's game that implements only its enumeration: from `p > 0`,
/// every `q < p` (Nim), but from the root `ROOT` the 2^34 states
/// `ROOT + 1 + k` are followers too, each a heap of size 0.. — enough that
/// collecting them before a limit check needs 2^34 × 8 bytes = 128 GiB.
struct Wide {
    /// How many followers the enumeration has produced (to measure the
    /// work done after the limit).
    produced: AtomicU64,
}

const ROOT: u64 = u64::MAX;

impl Algorithm for Wide {
    type State = u64;
    fn try_for_each_follower<B, F>(&self, p: &u64, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        if *p == ROOT {
            for k in 0..1u64 << 34 {
                self.produced.fetch_add(1, Ordering::Relaxed);
                f(k)?;
            }
        } else {
            for q in 0..*p {
                self.produced.fetch_add(1, Ordering::Relaxed);
                f(q)?;
            }
        }
        ControlFlow::Continue(())
    }
}

#[test]
fn a_user_game_with_2_to_the_34_followers_stops_at_a_limit() {
    // The call of issue 19: it allocated 8–17 GB and aborted.
    let game = Wide {
        produced: AtomicU64::new(0),
    };
    let mut solver = Solver::new(&game).with_limits(Limits::default().with_max_states(1000));
    let err = solver.grundy(&ROOT).unwrap_err();
    // The cache never exceeds 1000 states; the followers the search holds
    // on its stack are bounded by the byte limit (512 MiB by default), and
    // that is the limit the root's 2^34 followers reach first: 12 bytes
    // each (the state and its value) after the root's cache entry (16
    // bytes), its clone on the path (8) and its frame (40).
    assert_eq!(
        err,
        GameError::MemoryLimit {
            needed: DEFAULT_MAX_BYTES + 8,
            limit: DEFAULT_MAX_BYTES
        }
    );
    // The enumeration was stopped a bounded number of followers after the
    // limit (the provided try_for_each_follower unwinds out of it), not
    // after 2^34.
    let produced = game.produced.load(Ordering::Relaxed);
    assert!(produced < 1 << 26, "{produced} followers produced");
}

#[test]
fn the_arrow_limit_bounds_the_work_of_one_search() {
    // Followers are examined, and counted, even when they are known states.
    let game = Wide {
        produced: AtomicU64::new(0),
    };
    let limits = Limits::default().with_max_arrows(10_000);
    let mut solver = Solver::new(&game).with_limits(limits);
    assert_eq!(
        solver.grundy(&ROOT).unwrap_err(),
        GameError::ArrowLimit { limit: 10_000 }
    );
    assert!(game.produced.load(Ordering::Relaxed) < 1 << 20);
    // A search within the limits is answered (Nim: the value of a heap).
    let mut solver = Solver::new(&game).with_limits(limits);
    assert_eq!(solver.grundy(&100), Ok(100));
}

#[test]
fn the_byte_limit_bounds_what_a_search_holds() {
    let game = Wide {
        produced: AtomicU64::new(0),
    };
    let limits = Limits::default().with_max_bytes(1 << 12);
    let err = Solver::new(&game)
        .with_limits(limits)
        .grundy(&ROOT)
        .unwrap_err();
    assert!(
        matches!(err, GameError::MemoryLimit { limit: 4096, needed } if needed > 4096),
        "{err:?}"
    );
}

#[test]
fn followers_and_materializations_stop_at_their_limits() {
    let game = Wide {
        produced: AtomicU64::new(0),
    };
    let small = Limits::default().with_max_arrows(1 << 10);
    assert_eq!(
        Engine::new().with_limits(small).followers(&game, &ROOT),
        Err(GameError::ArrowLimit { limit: 1 << 10 })
    );
    assert!(game.produced.load(Ordering::Relaxed) < 1 << 20);
    game.produced.store(0, Ordering::Relaxed);
    let err = FiniteAlgorithm::from_roots(
        &game,
        &[ROOT],
        &Engine::new().with_limits(Limits::default().with_max_states(1000)),
    )
    .unwrap_err();
    assert!(
        matches!(
            err,
            GameError::StateLimit { .. } | GameError::ArrowLimit { .. }
        ),
        "{err:?}"
    );
    assert!(game.produced.load(Ordering::Relaxed) < 1 << 20);
}

#[test]
fn a_break_stops_the_enumeration_and_a_users_panic_still_propagates() {
    let game = Wide {
        produced: AtomicU64::new(0),
    };
    assert_eq!(game.find_follower(&ROOT, |&q| q == 3), Ok(Some(3)));
    assert!(game.produced.load(Ordering::Relaxed) < 1 << 20);
    // A panic of the callback is not mistaken for the early stop.
    let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        game.try_for_each_follower(&10, |q| -> ControlFlow<GameError> {
            assert!(q < 5, "my own panic");
            ControlFlow::Continue(())
        })
    }));
    let payload = caught.unwrap_err();
    assert_eq!(payload.downcast_ref::<&str>(), Some(&"my own panic"));
}

/// Nim whose states claim `usize::MAX` bytes each (issue 27: the memoised
/// solver added its bookkeeping to that and overflowed in a debug build).
#[derive(Clone, Copy)]
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

#[test]
fn a_game_whose_states_claim_usize_max_bytes_is_refused_without_overflow() {
    let full = |e: GameError| {
        assert!(
            matches!(
                e,
                GameError::MemoryLimit {
                    needed: u64::MAX,
                    ..
                }
            ),
            "{e:?}"
        );
    };
    full(Solver::new(Heavy).grundy(&5).unwrap_err());
    full(Solver::new(Heavy).misere_grundy(&5).unwrap_err());
    full(hookgames_game::remoteness(&Heavy, &5, hookgames_game::Convention::Normal).unwrap_err());
    full(Heavy.followers(&5).unwrap_err());
    full(FiniteAlgorithm::from_root(&Heavy, &5).unwrap_err());
    full(FiniteAlgorithm::from_roots(&Heavy, &[5, 3], &Engine::new()).unwrap_err());
    full(hookgames_game::tree_statistics(&Heavy, &5).unwrap_err());
    // Sums add their components' bytes: saturating, not wrapping.
    assert_eq!((Heavy, Heavy).state_bytes(&(1, 2)), usize::MAX);
    assert_eq!(vec![Heavy; 3].state_bytes(&vec![1, 2, 3]), usize::MAX);
    assert_eq!([Heavy; 2].state_bytes(&[1, 2]), usize::MAX);
    full(Solver::new((Heavy, Heavy)).grundy(&(1, 2)).unwrap_err());
    let iso = hookgames_game::verify_isomorphism(&Heavy, &4, &Heavy, &4, |p: &u64| *p);
    assert!(
        matches!(
            iso,
            Err(hookgames_game::IsomorphismError::Limit(
                GameError::MemoryLimit { .. }
            ))
        ),
        "{iso:?}"
    );
    // Even with the largest byte limit the count saturates (at the
    // limit) rather than wrapping around to a small number.
    let unlimited = Limits::default().with_max_bytes(u64::MAX);
    full(
        Solver::new(Heavy)
            .with_limits(unlimited)
            .grundy(&5)
            .unwrap_err(),
    );
}
