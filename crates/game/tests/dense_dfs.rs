//! The dense `TableSolver`'s depth-first search (`solve_from`, and the
//! fallback of `solve` when followers are not yet solved) against the
//! memoised `Solver`: random graphs with random rankings, with and without
//! cycles, values past one and two bytes, every thread count for `solve`.

use std::ops::ControlFlow;

use hookgames_game::{
    Algorithm, Convention, Engine, GameError, Indexed, Limits, Solver, TableSolver,
};
use quickcheck::{QuickCheck, TestResult};

use hookgames_game::testing::on_threads as on;

/// A game given by its rows of followers, ranked by its labels (so the
/// ranking is whatever order the rows were written in; cycles allowed).
#[derive(Debug, Clone)]
struct Rows(Vec<Vec<u32>>);

impl Algorithm for Rows {
    type State = u32;
    fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u32) -> ControlFlow<B>,
    {
        self.0[*p as usize].iter().copied().try_for_each(f)
    }
}

impl Indexed for Rows {
    fn count(&self) -> u64 {
        self.0.len() as u64
    }
    fn rank(&self, p: &u32) -> u64 {
        u64::from(*p)
    }
    fn unrank(&self, r: u64) -> u32 {
        u32::try_from(r).expect("test ranks fit a u32")
    }
}

/// A xorshift stream from `seed`.
fn stream(seed: u64) -> impl FnMut() -> u64 {
    let mut x = seed | 1;
    move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    }
}

/// A random game on `n` states with about `arrows` arrows: acyclic in a
/// random hidden order, plus `back` arrows against it (which may close
/// cycles), all under a random ranking.
fn random_rows(n: usize, arrows: usize, back: usize, seed: u64) -> Rows {
    let mut next = stream(seed);
    let mut perm: Vec<u32> = (0..n as u32).collect();
    for i in (1..n).rev() {
        perm.swap(i, (next() % (i as u64 + 1)) as usize);
    }
    let mut rows = vec![Vec::new(); n];
    for k in 0..arrows + back {
        let a = (next() % n as u64) as usize;
        let b = (next() % n as u64) as usize;
        let (from, to) = if k < arrows {
            (a.min(b), a.max(b))
        } else {
            (a.max(b), a.min(b))
        };
        if from != to || k >= arrows {
            let (pf, pt) = (perm[from], perm[to]);
            if !rows[pf as usize].contains(&pt) {
                rows[pf as usize].push(pt);
            }
        }
    }
    Rows(rows)
}

/// The states reachable from `root` (including it).
fn reachable(g: &Rows, root: u32) -> Vec<bool> {
    let mut seen = vec![false; g.0.len()];
    let mut stack = vec![root];
    seen[root as usize] = true;
    while let Some(p) = stack.pop() {
        for &q in &g.0[p as usize] {
            if !seen[q as usize] {
                seen[q as usize] = true;
                stack.push(q);
            }
        }
    }
    seen
}

/// `solve_from(root)` against the memoised solver: the same value or the
/// same kind of failure, and exactly the reachable states solved.
fn from_agrees_with_memo(g: &Rows, root: u32, convention: Convention) -> bool {
    let dense = TableSolver::new()
        .with_convention(convention)
        .solve_from(g, &root, &Engine::new());
    let mut memo = Solver::new(g);
    let want = match convention {
        Convention::Normal => memo.grundy(&root),
        Convention::Misere => memo.misere_grundy(&root),
    };
    match (dense, want) {
        (Ok(t), Ok(v)) => {
            let seen = reachable(g, root);
            t.get(u64::from(root)) == Some(v)
                && (0..g.0.len()).all(|i| {
                    let p = i as u32;
                    let got = t.get(i as u64);
                    if !seen[i] {
                        return got.is_none();
                    }
                    let want = match convention {
                        Convention::Normal => memo.grundy(&p),
                        Convention::Misere => memo.misere_grundy(&p),
                    };
                    got == want.ok()
                })
        }
        (Err(GameError::Cycle { length }), Err(GameError::Cycle { .. })) => {
            length >= 1 && length <= g.0.len()
        }
        _ => false,
    }
}

#[test]
fn solve_from_equals_the_memoised_solver_on_random_ranked_games() {
    fn prop(seed: u64, n: u8, arrows: u8, back: u8, root: u8) -> TestResult {
        let n = 1 + usize::from(n % 60);
        let g = random_rows(n, usize::from(arrows) * 2, usize::from(back % 4), seed);
        let root = u32::from(root) % n as u32;
        TestResult::from_bool(
            from_agrees_with_memo(&g, root, Convention::Normal)
                && from_agrees_with_memo(&g, root, Convention::Misere),
        )
    }
    QuickCheck::new()
        .tests(400)
        .quickcheck(prop as fn(u64, u8, u8, u8, u8) -> TestResult);
}

#[test]
fn whole_tables_equal_the_memoised_solver_for_every_thread_count() {
    fn prop(seed: u64, n: u16, arrows: u16, back: u8) -> TestResult {
        let n = 1 + usize::from(n % 400);
        let g = random_rows(n, usize::from(arrows % 2000), usize::from(back % 3), seed);
        let mut memo = Solver::new(&g);
        let want: Result<Vec<u64>, GameError> = (0..n as u32).map(|p| memo.grundy(&p)).collect();
        for threads in 1..=4 {
            let got = on(threads, || TableSolver::new().solve(&g, &Engine::new()));
            let ok = match (&got, &want) {
                (Ok(t), Ok(w)) => (0..n).all(|i| t.get(i as u64) == Some(w[i])),
                (Err(GameError::Cycle { .. }), Err(GameError::Cycle { .. })) => true,
                _ => false,
            };
            if !ok {
                return TestResult::error(format!("{threads} threads: {:?}", got.map(|_| ())));
            }
        }
        TestResult::passed()
    }
    QuickCheck::new()
        .tests(150)
        .quickcheck(prop as fn(u64, u16, u16, u8) -> TestResult);
}

/// Nim heaps 0..n (heap i moves to every smaller heap, value i) under a
/// random ranking: the search meets values past `u8` (and past `u16` for
/// n > 65 534) in whatever order the ranks give.
fn shuffled_heaps(n: u32, seed: u64) -> (Rows, Vec<u32>) {
    let mut next = stream(seed);
    let mut perm: Vec<u32> = (0..n).collect();
    for i in (1..n as usize).rev() {
        perm.swap(i, (next() % (i as u64 + 1)) as usize);
    }
    let mut rows = vec![Vec::new(); n as usize];
    for i in 0..n as usize {
        rows[perm[i] as usize] = (0..i).map(|j| perm[j]).collect();
    }
    (Rows(rows), perm)
}

#[test]
fn solve_from_widens_past_a_byte_under_any_ranking() {
    for seed in [1, 2, 3] {
        let (g, perm) = shuffled_heaps(400, seed);
        let t = TableSolver::new()
            .solve_from(&g, &perm[399], &Engine::new())
            .unwrap();
        assert_eq!(t.bytes_per_state(), 2);
        for (i, &p) in perm.iter().enumerate() {
            assert_eq!(t.get_state(&p), Some(i as u64), "seed {seed}, heap {i}");
        }
        // From a smaller heap only its own followers are solved.
        let t = TableSolver::new()
            .solve_from(&g, &perm[200], &Engine::new())
            .unwrap();
        assert_eq!((t.solved(), t.bytes_per_state()), (201, 1));
        for threads in 1..=4 {
            let whole = on(threads, || TableSolver::new().solve(&g, &Engine::new())).unwrap();
            assert_eq!(whole.bytes_per_state(), 2);
            assert!(
                perm.iter()
                    .enumerate()
                    .all(|(i, p)| whole.get_state(p) == Some(i as u64))
            );
        }
    }
}

#[test]
fn solve_from_budget_and_rank_errors() {
    let (g, perm) = shuffled_heaps(300, 7);
    // The table alone fits, not with the stack its search needs.
    let stack = TableSolver::min_stack_bytes(300);
    assert_eq!(
        TableSolver::new()
            .solve_from(
                &g,
                &perm[299],
                &Engine::new().with_limits(Limits::default().with_max_bytes(600))
            )
            .unwrap_err(),
        GameError::StackBudget {
            states: 300,
            bytes_per_state: 1,
            stack_bytes: stack,
            budget: 600
        }
    );
    // One byte a state fits with the stack, two bytes do not.
    assert_eq!(
        TableSolver::new()
            .solve_from(
                &g,
                &perm[299],
                &Engine::new().with_limits(Limits::default().with_max_bytes(300 + stack + 299))
            )
            .unwrap_err(),
        GameError::StackBudget {
            states: 300,
            bytes_per_state: 2,
            stack_bytes: stack,
            budget: 300 + stack + 299
        }
    );
    let t = TableSolver::new()
        .solve_from(
            &g,
            &perm[299],
            &Engine::new().with_limits(Limits::default().with_max_bytes(600 + stack)),
        )
        .unwrap();
    assert_eq!(t.get_state(&perm[299]), Some(299));
    assert_eq!(
        TableSolver::new()
            .solve_from(&g, &300, &Engine::new())
            .unwrap_err(),
        GameError::RankOutOfRange {
            rank: 300,
            count: 300
        }
    );
    // A follower ranked out of range, met deep in the search.
    let mut rows = g.0.clone();
    rows[perm[3] as usize].push(1000);
    assert_eq!(
        TableSolver::new()
            .solve_from(&Rows(rows), &perm[299], &Engine::new())
            .unwrap_err(),
        GameError::RankOutOfRange {
            rank: 1000,
            count: 300
        }
    );
}

/// Nim heaps 0..n ranked by rank(i) = (a·i + b) mod n (a prime to n): a
/// scrambled ranking without a table of rows.
struct AffineHeaps {
    n: u64,
    a: u64,
    a_inv: u64,
    b: u64,
}

impl AffineHeaps {
    fn new(n: u64, a: u64, b: u64) -> Self {
        let a_inv = (1..n).find(|x| a * x % n == 1).expect("a prime to n");
        AffineHeaps { n, a, a_inv, b }
    }
}

impl Algorithm for AffineHeaps {
    type State = u64;
    fn try_for_each_follower<B, F>(&self, p: &u64, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        (0..*p).try_for_each(f)
    }
}

impl Indexed for AffineHeaps {
    fn count(&self) -> u64 {
        self.n
    }
    fn rank(&self, p: &u64) -> u64 {
        (self.a * p + self.b) % self.n
    }
    fn unrank(&self, r: u64) -> u64 {
        (r + self.n - self.b) % self.n * self.a_inv % self.n
    }
}

#[test]
fn affine_heaps_widen_in_the_search() {
    let g = AffineHeaps::new(1000, 7, 123);
    assert!((0..1000).all(|i| g.unrank(g.rank(&i)) == i));
    let t = TableSolver::new()
        .solve_from(&g, &999, &Engine::new())
        .unwrap();
    assert_eq!(t.bytes_per_state(), 2);
    assert!((0..1000).all(|i| t.get_state(&i) == Some(i)));
}

#[test]
#[ignore = "heavy: 2·10^9 arrows, about 30 s in the test profile"]
fn solve_from_widens_past_two_bytes_under_a_scrambled_ranking() {
    // Heap 65 540 has the value 65 540 > 65 533: one byte → two → four.
    // Also a guard on the search's pending list: a search taking a heap's
    // followers 0..p last-first would hold ~n²/2 = 2·10^9 of them (16 GB).
    let g = AffineHeaps::new(65_541, 7_919, 4_242);
    let t = TableSolver::new()
        .solve_from(&g, &65_540, &Engine::new())
        .unwrap();
    assert_eq!(t.bytes_per_state(), 4);
    assert!((0..65_541).all(|i| t.get_state(&i) == Some(i)));
}
