//! The dense table solver against the memoised one; widths, budgets, depth.

mod common;

use std::ops::ControlFlow;

use common::{BoundedNim, Chain, Heaps, Subtraction};
use hookgames_game::{
    Algorithm, Convention, Engine, FiniteAlgorithm, GameError, Indexed, Limits, Solver,
    TableSolver, grundy_table,
};
use quickcheck::quickcheck;

#[test]
fn dense_equals_memo_on_bounded_nim() {
    for (k, m) in [(1, 20), (2, 9), (3, 6), (4, 3)] {
        let g = BoundedNim { k, m };
        let table = grundy_table(&g).unwrap();
        let misere = TableSolver::new()
            .with_convention(Convention::Misere)
            .solve(&g, &Engine::new())
            .unwrap();
        let mut memo = Solver::new(&g);
        assert_eq!(table.solved(), g.count());
        for r in 0..g.count() {
            let p = g.unrank(r);
            assert_eq!(table.get(r), Some(memo.grundy(&p).unwrap()), "{p:?}");
            assert_eq!(
                misere.get(r),
                Some(memo.misere_grundy(&p).unwrap()),
                "{p:?}"
            );
            assert_eq!(table.get_state(&p), Some(common::nim_sum(&p)));
        }
    }
}

#[test]
fn dense_equals_memo_on_materialized_subtraction_games() {
    for set in [vec![1, 2], vec![2, 5, 7], vec![1, 3, 4], vec![3, 4, 9]] {
        let g = Subtraction::new(set);
        let fa = FiniteAlgorithm::from_root(&g, &80).unwrap();
        let table = grundy_table(&fa).unwrap();
        let values = fa.grundy_values().unwrap();
        let brute = g.values_up_to(80);
        for (i, s) in fa.states().iter().enumerate() {
            assert_eq!(table.get(i as u64), Some(brute[*s as usize]));
            assert_eq!(values[i], brute[*s as usize]);
        }
    }
}

quickcheck! {
    fn qc_dense_memo_and_finite_agree_on_random_dags(pairs: Vec<(u8, u8)>, n: u8, seed: u64) -> bool {
        let rows = common::random_dag(usize::from(n % 40) + 1, &pairs, seed);
        let fa = FiniteAlgorithm::from_followers(rows).unwrap();
        let table = grundy_table(&fa).unwrap();
        let mtable = TableSolver::new().with_convention(Convention::Misere).solve(&fa, &Engine::new()).unwrap();
        let normal = fa.grundy_values().unwrap();
        let misere = fa.misere_grundy_values().unwrap();
        let mut memo = Solver::new(&fa);
        (0..fa.len() as u32).all(|i| {
            table.get(u64::from(i)) == Some(normal[i as usize])
                && mtable.get(u64::from(i)) == Some(misere[i as usize])
                && memo.grundy(&i) == Ok(normal[i as usize])
                && memo.misere_grundy(&i) == Ok(misere[i as usize])
        })
    }
}

#[test]
fn values_beyond_a_byte_widen_the_table() {
    let t = TableSolver::new()
        .solve(Heaps(253), &Engine::new())
        .unwrap();
    assert_eq!(t.bytes_per_state(), 1);
    assert_eq!(t.max_value(), Some(253));
    let t = TableSolver::new()
        .solve(Heaps(300), &Engine::new())
        .unwrap();
    assert_eq!(t.bytes_per_state(), 2);
    assert_eq!(t.get(300), Some(300));
    assert_eq!(t.get(254), Some(254));
    assert_eq!(t.get(17), Some(17));
    assert_eq!(t.value_counts().len(), 301);
    assert_eq!(t.get(301), None);
}

#[test]
#[ignore = "heavy: run in release by .ci/run"]
fn values_beyond_two_bytes_widen_to_four() {
    // A Nim heap of 65540 has value 65540 > 65533, the largest u16 value
    // (about 2.1 · 10⁹ arrows).
    let t = TableSolver::new()
        .solve(Heaps(65_540), &Engine::new())
        .unwrap();
    assert_eq!(t.bytes_per_state(), 4);
    assert_eq!(t.get(65_540), Some(65_540));
    assert_eq!(t.get(65_533), Some(65_533));
}

#[test]
fn memory_budget_is_checked_before_allocating() {
    let err = TableSolver::new()
        .solve(
            Heaps(1000),
            &Engine::new().with_limits(Limits::default().with_max_bytes(100)),
        )
        .unwrap_err();
    assert_eq!(
        err,
        GameError::MemoryBudget {
            states: 1001,
            bytes_per_state: 1,
            needed: 1001,
            budget: 100
        }
    );
    assert_eq!(
        err.to_string(),
        "a table of 1001 states at 1 byte(s) per state needs 1001 bytes, \
         more than the memory budget of 100 bytes; raise it with \
         TableSolver::with_budget_bytes, or solve from a root with the memoised Solver"
    );
    // The table fits, but not with the stack of its search…
    let stack = TableSolver::min_stack_bytes(301);
    assert_eq!(stack, 1 << 16);
    let err = TableSolver::new()
        .solve(
            Heaps(300),
            &Engine::new().with_limits(Limits::default().with_max_bytes(400)),
        )
        .unwrap_err();
    assert_eq!(
        err,
        GameError::StackBudget {
            states: 301,
            bytes_per_state: 1,
            stack_bytes: stack,
            budget: 400
        }
    );
    assert_eq!(
        err.to_string(),
        "a table of 301 states at 1 byte(s) per state leaves less than the 65536 bytes its \
         search needs within the memory budget of 400 bytes; raise it with \
         TableSolver::with_budget_bytes to at least the table plus TableSolver::min_stack_bytes"
    );
    // …and a widened table must leave it too: 301 · 2 bytes + the stack.
    assert_eq!(
        TableSolver::new()
            .solve(
                Heaps(300),
                &Engine::new().with_limits(Limits::default().with_max_bytes(301 * 2 - 1 + stack))
            )
            .unwrap_err(),
        GameError::StackBudget {
            states: 301,
            bytes_per_state: 2,
            stack_bytes: stack,
            budget: 301 * 2 - 1 + stack
        }
    );
    // Widening needs the old and the new table at once: 3 bytes a state
    // (found where the stack is small next to the table).
    let big = Heaps(1_000_000);
    let stack = TableSolver::min_stack_bytes(big.count());
    assert!(stack < 1_000_001);
    assert_eq!(
        TableSolver::new()
            .solve(
                &big,
                &Engine::new().with_limits(Limits::default().with_max_bytes(3 * 1_000_001 - 1))
            )
            .unwrap_err(),
        GameError::MemoryBudget {
            states: 1_000_001,
            bytes_per_state: 2,
            needed: 3_000_003,
            budget: 3_000_002
        }
    );
    // A count beyond any address space is refused, not truncated.
    let huge = BoundedNim { k: 7, m: 255 };
    assert!(matches!(
        grundy_table(&huge),
        Err(GameError::MemoryBudget { .. })
    ));
}

#[test]
fn solve_from_visits_only_reachable_states() {
    let g = Heaps(50);
    let t = TableSolver::new()
        .solve_from(&g, &20, &Engine::new())
        .unwrap();
    assert_eq!(t.solved(), 21);
    assert_eq!(t.get(20), Some(20));
    assert_eq!(t.get(21), None);
    assert_eq!(t.get_state(&30), None);
    assert_eq!(t.outcome(0), Some(hookgames_game::Outcome::P));
}

#[test]
fn a_million_deep_chain_in_the_dense_solver() {
    let handle = std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(|| {
            let t = grundy_table(Chain).unwrap();
            (t.get(1_000_000), t.get(999_999), t.value_counts())
        })
        .unwrap();
    let (even, odd, counts) = handle.join().unwrap();
    assert_eq!((even, odd), (Some(0), Some(1)));
    assert_eq!(
        counts.into_iter().collect::<Vec<_>>(),
        vec![(0, 500_001), (1, 500_000)]
    );
}

#[test]
fn cycles_and_bad_ranks_are_errors() {
    let fa = FiniteAlgorithm::from_followers([vec![1u32], vec![2], vec![0], vec![]]).unwrap();
    assert_eq!(
        grundy_table(&fa).unwrap_err(),
        GameError::Cycle { length: 3 }
    );

    /// Heaps whose ranking forgets the largest heap.
    struct BadRank;
    impl Algorithm for BadRank {
        type State = u32;
        fn try_for_each_follower<B, F>(&self, p: &u32, mut f: F) -> ControlFlow<B>
        where
            B: From<GameError>,
            F: FnMut(u32) -> ControlFlow<B>,
        {
            if *p < 5 {
                f(p + 1)?;
            }
            ControlFlow::Continue(())
        }
    }
    impl Indexed for BadRank {
        fn count(&self) -> u64 {
            5
        }
        fn rank(&self, p: &u32) -> u64 {
            u64::from(*p)
        }
        fn unrank(&self, r: u64) -> u32 {
            r as u32
        }
    }
    assert_eq!(
        grundy_table(BadRank).unwrap_err(),
        GameError::RankOutOfRange { rank: 5, count: 5 }
    );
    assert_eq!(
        TableSolver::new()
            .solve_from(BadRank, &7, &Engine::new())
            .unwrap_err(),
        GameError::RankOutOfRange { rank: 7, count: 5 }
    );
}

#[test]
fn finite_algorithm_limits() {
    let g = Heaps(100);
    assert_eq!(
        FiniteAlgorithm::from_roots(
            &g,
            &[100],
            &Engine::new().with_limits(Limits::default().with_max_arrows(99))
        )
        .unwrap_err(),
        GameError::ArrowLimit { limit: 99 }
    );
}
