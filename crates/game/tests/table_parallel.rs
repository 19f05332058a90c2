//! The parallel dense `TableSolver`: the same table (values and width) for
//! every thread count, and the same failures (cycle, budget, bad rank).

mod common;
mod dags;

use std::ops::ControlFlow;

use common::{BoundedNim, Chain, Heaps, Subtraction};
use dags::Dag;
use hookgames_game::{
    Algorithm, Convention, Engine, FiniteAlgorithm, GameError, GrundyTable, Indexed, Limits,
    TableSolver,
};
use quickcheck::{QuickCheck, TestResult};

use hookgames_game::testing::on_threads as on;

/// The thread counts every test compares.
const THREADS: [usize; 4] = [1, 2, 3, 4];

/// The table as plain data: width and every entry.
fn contents<A: Indexed>(t: &GrundyTable<A>) -> (u64, Vec<Option<u64>>) {
    (
        t.bytes_per_state(),
        (0..t.count()).map(|r| t.get(r)).collect(),
    )
}

/// Solves `game` under `convention` on 1, 2, 3 and 4 threads, checks that
/// the tables agree and returns the one of the sequential run.
fn same_for_every_count<A: Indexed + Sync>(
    game: &A,
    convention: Convention,
) -> (u64, Vec<Option<u64>>) {
    let tables: Vec<_> = THREADS
        .iter()
        .map(|&n| {
            let t = on(n, || {
                TableSolver::new()
                    .with_convention(convention)
                    .solve(game, &Engine::new())
            })
            .unwrap_or_else(|e| panic!("{n} threads: {e}"));
            contents(&t)
        })
        .collect();
    for (n, t) in THREADS.iter().zip(&tables) {
        assert_eq!(t, &tables[0], "{n} threads differ from 1");
    }
    tables.into_iter().next().unwrap_or_default()
}

/// A random acyclic game on `n` states: state i has up to `deg` followers
/// among i + 1 .. i + window, and a few far ones; states are relabelled by
/// a permutation from `seed`, so that rank order is not a topological
/// order (and the roots the threads take first are spread over the game).
fn random_game(n: usize, deg: usize, window: usize, seed: u64) -> FiniteAlgorithm<u32> {
    let mut x = seed | 1;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let mut perm: Vec<u32> = (0..n as u32).collect();
    for i in (1..n).rev() {
        perm.swap(i, (next() % (i as u64 + 1)) as usize);
    }
    let mut rows = vec![Vec::new(); n];
    for i in 0..n {
        for k in 0..deg {
            let span = if k == 0 { n - i } else { window };
            let j = i + 1 + (next() % span.max(1) as u64) as usize;
            let (pi, pj) = (perm[i], perm.get(j).copied());
            if let Some(pj) = pj
                && !rows[pi as usize].contains(&pj)
            {
                rows[pi as usize].push(pj);
            }
        }
    }
    FiniteAlgorithm::from_followers(rows).expect("acyclic, in range")
}

#[test]
fn random_dags_give_the_same_table_for_every_thread_count() {
    fn prop(d: Dag<40>) -> bool {
        let fa = dags::game(&d.0);
        let normal = same_for_every_count(&fa, Convention::Normal);
        let misere = same_for_every_count(&fa, Convention::Misere);
        let want_n: Vec<_> = fa.grundy_values().unwrap().into_iter().map(Some).collect();
        let want_m: Vec<_> = fa
            .misere_grundy_values()
            .unwrap()
            .into_iter()
            .map(Some)
            .collect();
        normal.1 == want_n && misere.1 == want_m
    }
    QuickCheck::new()
        .tests(60)
        .quickcheck(prop as fn(Dag<40>) -> bool);
}

#[test]
fn large_random_games_give_the_same_table_for_every_thread_count() {
    fn prop(seed: u64, n: u16, deg: u8) -> TestResult {
        let n = 200 + usize::from(n % 4000);
        let deg = 1 + usize::from(deg % 6);
        let fa = random_game(n, deg, 40, seed);
        let normal = same_for_every_count(&fa, Convention::Normal);
        let want: Vec<_> = fa.grundy_values().unwrap().into_iter().map(Some).collect();
        TestResult::from_bool(normal.1 == want)
    }
    QuickCheck::new()
        .tests(40)
        .quickcheck(prop as fn(u64, u16, u8) -> TestResult);
}

#[test]
fn nim_and_subtraction_games_for_every_thread_count() {
    // Ranks that reverse the heap sizes (followers of larger rank).
    let g = BoundedNim { k: 3, m: 20 };
    let (width, values) = same_for_every_count(&g, Convention::Normal);
    assert_eq!(width, 1);
    for (r, v) in values.iter().enumerate() {
        assert_eq!(*v, Some(common::nim_sum(&g.unrank(r as u64))));
    }
    let (_, misere) = same_for_every_count(&g, Convention::Misere);
    for (r, v) in misere.iter().enumerate() {
        // Bouton's misère rule: with no heap above 1 the value flips 0/1.
        let p = g.unrank(r as u64);
        let s = common::nim_sum(&p);
        let want = if p.iter().all(|&h| h <= 1) { s ^ 1 } else { s };
        assert_eq!(*v, Some(want), "{p:?}");
    }
    for set in [vec![1, 2], vec![2, 5, 7], vec![1, 3, 4]] {
        let s = Subtraction::new(set);
        let fa = FiniteAlgorithm::from_root(&s, &3000).unwrap();
        let (_, values) = same_for_every_count(&fa, Convention::Normal);
        let brute = s.values_up_to(3000);
        for (i, state) in fa.states().iter().enumerate() {
            assert_eq!(values[i], Some(brute[*state as usize]));
        }
    }
}

#[test]
fn values_above_a_byte_widen_in_parallel() {
    // Nim heaps 0..=3000: values up to 3000, widened from one byte to two
    // while the threads run (followers of smaller rank).
    let (width, values) = same_for_every_count(&Heaps(3000), Convention::Normal);
    assert_eq!(width, 2);
    assert!(values.iter().enumerate().all(|(r, v)| *v == Some(r as u64)));
    // The same with followers of larger rank, and under misère play.
    let g = BoundedNim { k: 1, m: 400 };
    let (width, values) = same_for_every_count(&g, Convention::Misere);
    assert_eq!(width, 2);
    assert_eq!(values[0], Some(400));
    assert_eq!(values[400], Some(1));
}

#[test]
#[ignore = "heavy: 2·10^9 arrows per thread count, about 30 s each in the test profile"]
fn values_above_two_bytes_widen_in_parallel() {
    // Heap 65 540 has the value 65 540 > 65 533: one byte → two → four.
    for n in [2, 4] {
        let t = on(n, || {
            TableSolver::new().solve(Heaps(65_540), &Engine::new())
        })
        .unwrap();
        assert_eq!(t.bytes_per_state(), 4);
        assert!((0..t.count()).all(|r| t.get(r) == Some(r)), "{n} threads");
    }
}

/// Heaps 0..n with moves to the next two smaller heaps, plus one arrow
/// `from → to` (to > from closes a cycle of length to − from + 1).
struct Ladder {
    n: u64,
    from: u64,
    to: u64,
}

impl Algorithm for Ladder {
    type State = u64;
    fn try_for_each_follower<B, F>(&self, p: &u64, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        for d in 1..=2 {
            if *p >= d {
                f(p - d)?;
            }
        }
        if *p == self.from {
            f(self.to)?;
        }
        ControlFlow::Continue(())
    }
}

impl Indexed for Ladder {
    fn count(&self) -> u64 {
        self.n
    }
    fn rank(&self, p: &u64) -> u64 {
        *p
    }
    fn unrank(&self, r: u64) -> u64 {
        r
    }
}

#[test]
fn cycles_are_found_for_every_thread_count() {
    for (from, to) in [(5_000, 5_002), (100, 19_000), (0, 19_999), (7, 7)] {
        let g = Ladder {
            n: 20_000,
            from,
            to,
        };
        for n in THREADS {
            let e = on(n, || TableSolver::new().solve(&g, &Engine::new())).unwrap_err();
            assert!(
                matches!(e, GameError::Cycle { length } if length >= 1),
                "{from} → {to}, {n} threads: {e}"
            );
        }
    }
    // The three-state cycle of a materialised game, exactly.
    let fa = FiniteAlgorithm::from_followers([vec![1u32], vec![2], vec![0], vec![]]).unwrap();
    for n in THREADS {
        assert_eq!(
            on(n, || TableSolver::new().solve(&fa, &Engine::new())).unwrap_err(),
            GameError::Cycle { length: 3 }
        );
    }
}

/// Heaps 0..n whose ranking sends heap `bad` to rank n (out of range).
struct BadRank {
    n: u64,
    bad: u64,
}

impl Algorithm for BadRank {
    type State = u64;
    fn try_for_each_follower<B, F>(&self, p: &u64, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        (p.saturating_sub(3)..*p).try_for_each(f)
    }
}

impl Indexed for BadRank {
    fn count(&self) -> u64 {
        self.n
    }
    fn rank(&self, p: &u64) -> u64 {
        if *p == self.bad { self.n } else { *p }
    }
    fn unrank(&self, r: u64) -> u64 {
        r
    }
}

#[test]
fn bad_ranks_budgets_and_thread_counts_fail_for_every_thread_count() {
    let g = BadRank {
        n: 30_000,
        bad: 17_000,
    };
    for n in THREADS {
        assert_eq!(
            on(n, || TableSolver::new().solve(&g, &Engine::new())).unwrap_err(),
            GameError::RankOutOfRange {
                rank: 30_000,
                count: 30_000
            },
            "{n} threads"
        );
        // The first allocation…
        assert_eq!(
            on(n, || TableSolver::new().solve(
                Heaps(5000),
                &Engine::new().with_limits(Limits::default().with_max_bytes(1000))
            ))
            .unwrap_err(),
            GameError::MemoryBudget {
                states: 5001,
                bytes_per_state: 1,
                needed: 5001,
                budget: 1000
            }
        );
        // …with its stack…
        let stack = TableSolver::min_stack_bytes(5001);
        assert_eq!(
            on(n, || TableSolver::new().solve(
                Heaps(5000),
                &Engine::new().with_limits(Limits::default().with_max_bytes(10_000))
            ))
            .unwrap_err(),
            GameError::StackBudget {
                states: 5001,
                bytes_per_state: 1,
                stack_bytes: stack,
                budget: 10_000
            }
        );
        // …and the widening: a two-byte table with its stack. (The same
        // error on every thread count, although with several threads the
        // stack room is shared.)
        assert_eq!(
            on(n, || TableSolver::new().solve(
                Heaps(5000),
                &Engine::new().with_limits(Limits::default().with_max_bytes(5001 + stack + 5000))
            ))
            .unwrap_err(),
            GameError::StackBudget {
                states: 5001,
                bytes_per_state: 2,
                stack_bytes: stack,
                budget: 5001 + stack + 5000
            }
        );
    }
}

#[test]
fn a_million_deep_chain_on_two_threads() {
    // Both threads walk down the one chain; each keeps its own stack.
    let t = on(2, || TableSolver::new().solve(Chain, &Engine::new())).unwrap();
    assert_eq!((t.get(1_000_000), t.get(999_999)), (Some(0), Some(1)));
    assert_eq!(t.solved(), 1_000_001);
}

/// The chain n − 1 → … → 0 ranked from the top, so that the first root of
/// every thread's first chunk starts a long path; with `cycle`, 0 → n − 1
/// closes it.
struct TopChain {
    n: u64,
    cycle: bool,
}

impl Algorithm for TopChain {
    type State = u64;
    fn try_for_each_follower<B, F>(&self, p: &u64, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        if *p > 0 {
            f(p - 1)?;
        } else if self.cycle {
            f(self.n - 1)?;
        }
        ControlFlow::Continue(())
    }
}

impl Indexed for TopChain {
    fn count(&self) -> u64 {
        self.n
    }
    fn rank(&self, p: &u64) -> u64 {
        self.n - 1 - p
    }
    fn unrank(&self, r: u64) -> u64 {
        self.n - 1 - r
    }
}

/// Issue 27: the search stacks are counted in the budget, deterministically:
/// with a budget that leaves each of four threads too small a share for
/// the path, the threads stop and one finishes (dropping and rebuilding
/// its stack); the table, or the error, is the same for every count.
#[test]
fn tight_budgets_give_the_same_answer_on_every_thread_count() {
    let n = 1_000_000;
    let chain = TopChain { n, cycle: false };
    let least = TableSolver::min_stack_bytes(n);
    for budget in [n + least, n + 4 * least, n + 16 * least] {
        let tables: Vec<_> = THREADS
            .iter()
            .map(|&t| {
                let table = on(t, || {
                    TableSolver::new().solve(
                        &chain,
                        &Engine::new().with_limits(Limits::default().with_max_bytes(budget)),
                    )
                })
                .unwrap_or_else(|e| panic!("{t} threads, budget {budget}: {e}"));
                contents(&table)
            })
            .collect();
        assert!(tables.iter().all(|t| t == &tables[0]));
        assert_eq!(tables[0].1[0], Some((n - 1) % 2));
        let closed = TopChain { n, cycle: true };
        for t in THREADS {
            assert_eq!(
                on(t, || TableSolver::new().solve(
                    &closed,
                    &Engine::new().with_limits(Limits::default().with_max_bytes(budget))
                ))
                .unwrap_err(),
                GameError::Cycle { length: n as usize },
                "{t} threads, budget {budget}"
            );
        }
    }
    // One byte short of the table and its least stack: the same refusal on
    // every thread count, before anything is allocated.
    for t in THREADS {
        assert_eq!(
            on(t, || TableSolver::new().solve(
                &chain,
                &Engine::new().with_limits(Limits::default().with_max_bytes(n + least - 1))
            ))
            .unwrap_err(),
            GameError::StackBudget {
                states: n,
                bytes_per_state: 1,
                stack_bytes: least,
                budget: n + least - 1
            }
        );
    }
}
