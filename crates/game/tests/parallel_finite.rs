//! `FiniteAlgorithm::from_roots` in rayon pools (Kawanaka §1, the principal
//! algorithms ⟨r⟩ materialized with the followers enumerated in parallel)
//! on 1, 2, 3 and 4 threads gives what the sequential `from_roots` gives:
//! the same states in the same order, the same rows, or the same error —
//! `StateLimit`, `ArrowLimit`, `MemoryLimit`, `DuplicateFollower` at the same
//! state, the game's own `Enumeration` error — on random wide games under
//! random limits (quickcheck), on Nim sums, and near every limit, where the
//! parallel rounds run out of room and fall back to the calling thread.

mod common;

use std::ops::ControlFlow;

use common::Heap;
use hookgames_game::{Algorithm, Engine, FiniteAlgorithm, GameError, Limits, tree_statistics};
use quickcheck::{Arbitrary, Gen, QuickCheck};

use hookgames_game::testing::on_threads as on;

/// A pseudo-random game on the states `0..n`: state p has up to `degree`
/// distinct followers, later states (or any state if `cyclic`); optionally
/// one state reports a follower twice and one state fails to enumerate
/// (after its followers). The bytes of a state vary with it.
#[derive(Debug, Clone)]
struct Random {
    n: u32,
    seed: u64,
    degree: u64,
    cyclic: bool,
    duplicate_at: Option<u32>,
    fail_at: Option<u32>,
}

fn mix(mut x: u64) -> u64 {
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    x = x.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    x ^ (x >> 33)
}

impl Algorithm for Random {
    type State = u32;
    fn try_for_each_follower<B, F>(&self, p: &u32, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u32) -> ControlFlow<B>,
    {
        let p = *p;
        let h = mix(self.seed ^ u64::from(p));
        let d = h % (self.degree + 1);
        let mut seen: Vec<u32> = Vec::new();
        for k in 0..d {
            let r = mix(h ^ (k + 1));
            let q = if self.cyclic {
                (r % u64::from(self.n)) as u32
            } else if p + 1 < self.n {
                p + 1 + (r % u64::from(self.n - p - 1)) as u32
            } else {
                break;
            };
            if !seen.contains(&q) {
                seen.push(q);
                f(q)?;
            }
        }
        if self.duplicate_at == Some(p)
            && let Some(&q) = seen.first()
        {
            f(q)?;
        }
        if self.fail_at == Some(p) {
            return ControlFlow::Break(
                GameError::Enumeration {
                    reason: format!("state {p} cannot be expanded"),
                }
                .into(),
            );
        }
        ControlFlow::Continue(())
    }

    fn state_bytes(&self, p: &u32) -> usize {
        4 + (*p % 13) as usize
    }
}

/// `from_roots` in pools of 1–4 threads against the sequential one.
fn same_as_sequential<A>(game: &A, roots: &[A::State], limits: Limits) -> Result<usize, GameError>
where
    A: Algorithm + Sync,
    A::State: Send + Sync + std::fmt::Debug,
{
    let seq = FiniteAlgorithm::from_roots(game, roots, &Engine::new().with_limits(limits));
    for t in 1..=4 {
        let par = on(t, || {
            FiniteAlgorithm::from_roots(game, roots, &Engine::new().with_limits(limits))
        });
        match (&seq, par) {
            (Ok(s), Ok(p)) => {
                assert_eq!(p.states(), s.states(), "{t} threads");
                for i in 0..s.len() as u32 {
                    assert_eq!(p.followers_of(i), s.followers_of(i), "row {i}, {t} threads");
                }
                assert_eq!(p.arrow_count(), s.arrow_count());
            }
            (Err(e), Err(f)) => assert_eq!(&f, e, "{t} threads"),
            (s, p) => panic!("{t} threads: sequential {s:?}, parallel {p:?}"),
        }
    }
    seq.map(|fa| fa.len())
}

/// A random game and random limits: each limit is unlimited, or somewhere
/// around what the whole game needs.
#[derive(Debug, Clone)]
struct Case {
    game: Random,
    roots: Vec<u32>,
    states: Option<u64>,
    arrows: Option<u64>,
    bytes: Option<u64>,
}

impl Arbitrary for Case {
    fn arbitrary(g: &mut Gen) -> Case {
        let n = 500 + u32::arbitrary(g) % 4000;
        let pick =
            |g: &mut Gen, k: u32| (u32::arbitrary(g) % 4 == 0).then(|| u32::arbitrary(g) % k);
        let game = Random {
            n,
            seed: u64::arbitrary(g),
            degree: 2 + u64::arbitrary(g) % 12,
            cyclic: bool::arbitrary(g),
            duplicate_at: pick(g, n),
            fail_at: pick(g, n),
        };
        let roots = (0..1 + usize::arbitrary(g) % 3)
            .map(|_| u32::arbitrary(g) % (n / 8 + 1))
            .collect();
        let limit = |g: &mut Gen, scale: u64| {
            (u8::arbitrary(g) % 3 != 0).then(|| u64::arbitrary(g) % (scale + 1))
        };
        Case {
            game,
            roots,
            states: limit(g, u64::from(n)),
            arrows: limit(g, u64::from(n) * 6),
            bytes: limit(g, u64::from(n) * 60),
        }
    }
}

#[test]
fn random_games_under_random_limits_give_the_sequential_answer() {
    fn prop(c: Case) -> bool {
        let mut limits = Limits::default();
        if let Some(s) = c.states {
            limits = limits.with_max_states(s);
        }
        if let Some(a) = c.arrows {
            limits = limits.with_max_arrows(a);
        }
        if let Some(b) = c.bytes {
            limits = limits.with_max_bytes(b);
        }
        let _ = same_as_sequential(&c.game, &c.roots, limits);
        true
    }
    QuickCheck::new()
        .tests(150)
        .quickcheck(prop as fn(Case) -> bool);
}

/// Every limit from nothing to what the game needs (in steps), on a game
/// wide enough for parallel rounds: the errors change state by state and
/// the rounds' budgets run out at every place.
#[test]
fn every_limit_near_the_edge_gives_the_sequential_error() {
    let game = Random {
        n: 20_000,
        seed: 17,
        degree: 12,
        cyclic: false,
        duplicate_at: None,
        fail_at: None,
    };
    let fa = FiniteAlgorithm::from_roots(&game, &[0], &Engine::new()).unwrap();
    let (states, arrows) = (fa.len() as u64, fa.arrow_count() as u64);
    // Above the engine's private round threshold (256 states) four times.
    assert!(states > 4 * 256, "{states}");
    // The bytes it holds, found by bisection on the limit.
    let (mut lo, mut hi) = (0u64, 1 << 24);
    while lo + 1 < hi {
        let mid = (lo + hi) / 2;
        let ok = FiniteAlgorithm::from_roots(
            &game,
            &[0],
            &Engine::new().with_limits(Limits::default().with_max_bytes(mid)),
        );
        if ok.is_ok() { hi = mid } else { lo = mid }
    }
    let bytes = hi;
    let mut errors = 0;
    for k in 0..=24u64 {
        for limits in [
            Limits::default().with_max_states(states * k / 24),
            Limits::default().with_max_arrows(arrows * k / 24),
            Limits::default().with_max_bytes(bytes * k / 24),
            Limits::default().with_max_bytes(bytes - k),
            Limits::default().with_max_arrows(arrows - k),
        ] {
            if same_as_sequential(&game, &[0], limits).is_err() {
                errors += 1;
            }
        }
    }
    assert!(errors > 90, "{errors}");
    assert_eq!(
        same_as_sequential(&game, &[0], Limits::default().with_max_bytes(bytes)),
        Ok(states as usize)
    );
}

#[test]
fn a_repeated_follower_and_a_failing_state_are_reported_where_the_sequential_pass_finds_them() {
    let base = Random {
        n: 5000,
        seed: 5,
        degree: 8,
        cyclic: false,
        duplicate_at: None,
        fail_at: None,
    };
    let fa = FiniteAlgorithm::from_roots(&base, &[0], &Engine::new()).unwrap();
    // States deep in the exploration (expanded in parallel rounds).
    for &i in &[fa.len() / 2, fa.len() - 1, 3 * fa.len() / 4] {
        let p = fa.states()[i];
        let dup = Random {
            duplicate_at: Some(p),
            ..base.clone()
        };
        let e = same_as_sequential(&dup, &[0], Limits::default());
        if base.follower_count(&p).unwrap() > 0 {
            assert!(
                matches!(e, Err(GameError::DuplicateFollower { state, .. }) if state == i as u64),
                "{e:?}"
            );
        }
        let fail = Random {
            fail_at: Some(p),
            ..base.clone()
        };
        let e = same_as_sequential(&fail, &[0], Limits::default());
        assert!(matches!(e, Err(GameError::Enumeration { .. })), "{e:?}");
    }
}

#[test]
fn nim_sums_and_the_tree_statistics_from_the_game_are_the_same_on_every_thread_count() {
    // Four heaps of 9: 10 000 states.
    assert_eq!(
        same_as_sequential(&vec![Heap; 4], &[vec![9; 4]], Limits::default()),
        Ok(10_000)
    );
    // Several roots, one repeated.
    let roots = [vec![3, 9, 9], vec![9, 9, 3], vec![3, 9, 9]];
    assert_eq!(
        same_as_sequential(&vec![Heap; 3], &roots, Limits::default()),
        Ok(640)
    );
    let one = on(1, || {
        Engine::new().tree_statistics(&vec![Heap; 4], &vec![6; 4])
    })
    .unwrap();
    for t in 2..=4 {
        assert_eq!(
            on(t, || Engine::new()
                .tree_statistics(&vec![Heap; 4], &vec![6; 4]))
            .unwrap(),
            one
        );
    }
    assert_eq!(tree_statistics(&vec![Heap; 4], &vec![6; 4]).unwrap(), one);
    assert_eq!(one.states, 2401);
}
