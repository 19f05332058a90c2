//! hookgames-game's memoised and dense solvers against igs 0.1.4's
//! `nimber_def` (plain mex recursion with a std `HashMap` transposition
//! table) on Welter's game.
//!
//! Welter's game: stones on a row of `c` cells (a `u64` bitset); a move
//! slides one stone to any EMPTY cell to its left (jumping is allowed). It is
//! the one-line (Maya diagram) realization of hook removal on Young diagrams
//! (Kawanaka §8–9): a stone at cell i moving to the empty cell j < i removes
//! a hook of length i − j. Starting with the k stones on the k rightmost
//! cells, every k-subset of the c cells is reachable, so the memoised
//! solvers and the dense solver (which fills all C(c, k) ranks) do the same
//! work.
//!
//! igs' nimbers are `u8` and its nimber sets at most 256 bits wide, so it
//! cannot represent a nimber above 255. On at most 64 cells no Welter
//! position reaches 128 (Sato–Welter: the value is the nim-sum of
//! N(h) = h ⊕ (h − 1) over hook lengths h ≤ 63, and N(h) ≤ 127), so the
//! large-nimber comparison uses a single Nim heap of 300 (Welter's game with
//! one stone on a 301-cell row, which a `u64` board cannot hold): this
//! crate's solvers are timed on it, and igs' answer is printed, not timed.
//!
//! `plain_dense` is `TableSolver::solve_from` the start position (one
//! thread, as in every release); `plain_dense_1t` and `plain_dense_all` are
//! `TableSolver::solve` of the whole table (the same states) on one thread
//! and on every thread of rayon's pool (set `RAYON_NUM_THREADS` to choose).
//! `plain_dense_reversed` and `plain_dense_1t_reversed` are the same two
//! dense solves with the ranks reversed (followers of larger rank): the
//! depth-first fallback instead of the fill in rank order.
//!
//! The `floor_*` rows are the floors of the two kinds of solver on this game
//! (issue 17): `floor_ranks` is the game's own ranking work that every dense
//! solve through `Indexed` does (`unrank` and `try_for_each_follower_rank` of
//! every state); `floor_lookup` is one lookup per arrow in a prebuilt
//! `hashbrown` map of every state, and `floor_minimal_memo` the smallest
//! correct memoised solver (recursion, no limits, no cycle check).

use std::collections::HashMap;
use std::hint::black_box;
use std::ops::ControlFlow;

use hookgames_game::{Algorithm, AlgorithmExt, Engine, GameError, Indexed, Solver, TableSolver};

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use igs::game::{Game, SimpleGame};
use igs::solver::StatsCollector;
use igs::solver::dedicated::{DefSolver, SolverForSimpleGame};
use igs::solver::def::DefSimpleGameSolver;

/// A rayon pool of one thread (built once): the dense solver's sequential
/// path, as the parallel one runs in the caller's pool.
fn one_thread() -> &'static rayon::ThreadPool {
    static POOL: std::sync::OnceLock<rayon::ThreadPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| {
        rayon::ThreadPoolBuilder::new()
            .num_threads(1)
            .build()
            .expect("a thread pool")
    })
}

/// Binomial coefficients C(n, k) for n, k ≤ 64.
fn binomials() -> Box<[[u64; 65]; 65]> {
    let mut b = Box::new([[0u64; 65]; 65]);
    for n in 0..=64 {
        b[n][0] = 1;
        for k in 1..=n {
            b[n][k] = b[n - 1][k - 1].saturating_add(if k < n { b[n - 1][k] } else { 0 });
        }
    }
    b
}

/// Welter's game with `stones` stones on `cells` cells, ranked by the
/// combinatorial number system: rank({c₁ < … < c_k}) = Σ_t C(c_t, t).
struct Welter {
    cells: u32,
    stones: u32,
    binom: Box<[[u64; 65]; 65]>,
}

impl Welter {
    fn new(cells: u32, stones: u32) -> Self {
        assert!(cells <= 64 && stones <= cells);
        Welter {
            cells,
            stones,
            binom: binomials(),
        }
    }

    /// The stones on the `stones` rightmost cells.
    fn start(&self) -> u64 {
        let low = if self.stones == 64 {
            u64::MAX
        } else {
            (1u64 << self.stones) - 1
        };
        low << (self.cells - self.stones)
    }

    fn for_each_move(p: u64, mut f: impl FnMut(u64)) {
        let _: ControlFlow<()> = Self::try_for_each_move(p, |q| {
            f(q);
            ControlFlow::Continue(())
        });
    }

    /// The moves of `p` (a stone to an empty cell below it), until `f`
    /// breaks.
    fn try_for_each_move<B>(p: u64, mut f: impl FnMut(u64) -> ControlFlow<B>) -> ControlFlow<B> {
        let mut stones = p;
        while stones != 0 {
            let i = stones.trailing_zeros();
            stones &= stones - 1;
            let mut empty = !p & ((1u64 << i) - 1);
            while empty != 0 {
                let j = empty.trailing_zeros();
                empty &= empty - 1;
                f(p ^ (1u64 << i) ^ (1u64 << j))?;
            }
        }
        ControlFlow::Continue(())
    }

    /// The Sato–Welter formula: the nim-sum of N(h) = h ⊕ (h − 1) over the
    /// hooks (stone i, empty j < i), h = i − j.
    fn sato_welter(p: u64) -> u64 {
        let mut v = 0u64;
        let mut stones = p;
        while stones != 0 {
            let i = stones.trailing_zeros();
            stones &= stones - 1;
            let mut empty = !p & ((1u64 << i) - 1);
            while empty != 0 {
                let j = empty.trailing_zeros();
                empty &= empty - 1;
                let h = u64::from(i - j);
                v ^= h ^ (h - 1);
            }
        }
        v
    }
}

impl Algorithm for Welter {
    type State = u64;
    fn try_for_each_follower<B, F>(&self, p: &u64, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        Welter::try_for_each_move(*p, f)
    }
}

impl Indexed for Welter {
    fn count(&self) -> u64 {
        self.binom[self.cells as usize][self.stones as usize]
    }
    fn rank(&self, p: &u64) -> u64 {
        let mut r = 0;
        let mut s = *p;
        let mut t = 1;
        while s != 0 {
            let c = s.trailing_zeros() as usize;
            s &= s - 1;
            r += self.binom[c][t];
            t += 1;
        }
        r
    }
    /// Ranks of the followers, incrementally: moving the t-th stone from i
    /// down to the empty cell j gives j the index a (one more than the
    /// number of stones below j) and shifts the index of each stone between
    /// j and i up by one, so, sweeping j downwards from i − 1, the rank is
    /// rank(p) − C(i, t) + C(j, a) + Σ_between (C(c_m, m + 1) − C(c_m, m)).
    fn try_for_each_follower_rank<B, F>(&self, p: &u64, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        let b = &self.binom;
        let base = self.rank(p);
        let mut stones = *p;
        let mut t = 0usize;
        while stones != 0 {
            let i = stones.trailing_zeros() as usize;
            stones &= stones - 1;
            t += 1;
            let without = base.wrapping_sub(b[i][t]);
            let mut shift = 0u64;
            let mut a = t;
            for j in (0..i).rev() {
                if p & (1 << j) != 0 {
                    a -= 1;
                    shift = shift.wrapping_add(b[j][a + 1]).wrapping_sub(b[j][a]);
                } else {
                    f(without.wrapping_add(b[j][a]).wrapping_add(shift))?;
                }
            }
        }
        ControlFlow::Continue(())
    }

    fn unrank(&self, mut r: u64) -> u64 {
        let mut p = 0u64;
        let mut c = self.cells as usize;
        for t in (1..=self.stones as usize).rev() {
            c -= 1;
            while self.binom[c][t] > r {
                c -= 1;
            }
            r -= self.binom[c][t];
            p |= 1 << c;
        }
        p
    }
}

/// Welter's game ranked backwards (rank count − 1 − r): every follower has
/// a LARGER rank than its position, so a fill in rank order meets unsolved
/// followers everywhere and runs on the depth-first fallback (the rows
/// `*_reversed` measure that path against the forward rows).
struct Reversed<'a>(&'a Welter);

impl Algorithm for Reversed<'_> {
    type State = u64;
    fn try_for_each_follower<B, F>(&self, p: &u64, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        self.0.try_for_each_follower(p, f)
    }
}

impl Indexed for Reversed<'_> {
    fn count(&self) -> u64 {
        self.0.count()
    }
    fn rank(&self, p: &u64) -> u64 {
        self.0.count() - 1 - self.0.rank(p)
    }
    fn unrank(&self, r: u64) -> u64 {
        self.0.unrank(self.0.count() - 1 - r)
    }
    fn try_for_each_follower_rank<B, F>(&self, p: &u64, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        let last = self.0.count() - 1;
        self.0.try_for_each_follower_rank(p, |r| f(last - r))
    }
}

/// Welter's game for igs (positions are the same `u64` bitsets).
struct IgsWelter {
    start: u64,
}

struct Moves(Vec<u64>);

impl Iterator for Moves {
    type Item = u64;
    fn next(&mut self) -> Option<u64> {
        self.0.pop()
    }
}

impl Game for IgsWelter {
    type Position = u64;
    // Values stay below 128 on a 64-cell board (see the module doc).
    type NimberSet = u128;
    fn moves_count(&self, position: &u64) -> u16 {
        let mut n = 0u16;
        Welter::for_each_move(*position, |_| n += 1);
        n
    }
    fn initial_position(&self) -> u64 {
        self.start
    }
}

impl SimpleGame for IgsWelter {
    type Successors<'s> = Moves;
    type HeuristicallyOrderedSuccessors<'s> = Moves;
    fn successors(&self, position: &u64) -> Moves {
        let mut v = Vec::new();
        Welter::for_each_move(*position, |q| v.push(q));
        Moves(v)
    }
    fn successors_in_heuristic_ordered(&self, position: &u64) -> Moves {
        self.successors(position)
    }
    fn solver_with_stats<'s, STATS: 's + StatsCollector>(
        &'s self,
        stats: STATS,
    ) -> Box<dyn SolverForSimpleGame<Game = Self, StatsCollector = STATS> + 's> {
        Box::new(DefSolver {
            solver: igs::solver::Solver::new(self, HashMap::new(), (), (), stats),
        })
    }
}

/// A Nim heap (Welter's game with one stone), for igs.
struct IgsHeap(u16);

struct Below(u16);

impl Iterator for Below {
    type Item = u16;
    fn next(&mut self) -> Option<u16> {
        (self.0 > 0).then(|| {
            self.0 -= 1;
            self.0
        })
    }
}

impl Game for IgsHeap {
    type Position = u16;
    type NimberSet = [u64; 4];
    fn moves_count(&self, position: &u16) -> u16 {
        *position
    }
    fn initial_position(&self) -> u16 {
        self.0
    }
}

impl SimpleGame for IgsHeap {
    type Successors<'s> = Below;
    type HeuristicallyOrderedSuccessors<'s> = Below;
    fn successors(&self, position: &u16) -> Below {
        Below(*position)
    }
    fn successors_in_heuristic_ordered(&self, position: &u16) -> Below {
        Below(*position)
    }
    fn solver_with_stats<'s, STATS: 's + StatsCollector>(
        &'s self,
        stats: STATS,
    ) -> Box<dyn SolverForSimpleGame<Game = Self, StatsCollector = STATS> + 's> {
        Box::new(DefSolver {
            solver: igs::solver::Solver::new(self, HashMap::new(), (), (), stats),
        })
    }
}

/// A Nim heap for this crate.
struct Heap;

impl Algorithm for Heap {
    type State = u32;
    fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u32) -> ControlFlow<B>,
    {
        (0..*p).try_for_each(f)
    }
}

impl Indexed for Heap {
    fn count(&self) -> u64 {
        301
    }
    fn rank(&self, p: &u32) -> u64 {
        u64::from(*p)
    }
    fn unrank(&self, r: u64) -> u32 {
        r as u32
    }
}

/// The floors of any memoised solver on Welter's game (issue 17: why the
/// memoised `Solver` cannot reach 10× igs here). `lookup` is one pass over
/// every state, enumerating its followers and looking each up in a
/// prebuilt `hashbrown` map of all the states (the map the `Solver` uses,
/// with its hasher): what a memoised solver does at the least, without the
/// search, the mex, the insertions, the limits or the cycle check.
/// `minimal_memo` is the smallest correct memoised solver: recursion, a
/// `u128` mex (this game's values are small), no limits, no cycle check.
/// `ranks` is the dense solvers' floor: the game's own `unrank` and
/// `try_for_each_follower_rank` of every state, with no table.
struct Floors {
    states: Vec<u64>,
    map: hashbrown::HashMap<u64, u32>,
}

impl Floors {
    fn new(start: u64) -> Self {
        let mut states = vec![start];
        let mut map = hashbrown::HashMap::new();
        map.insert(start, 0u32);
        let mut i = 0;
        while i < states.len() {
            Welter::for_each_move(states[i], |q| {
                if !map.contains_key(&q) {
                    map.insert(q, states.len() as u32);
                    states.push(q);
                }
            });
            i += 1;
        }
        Floors { states, map }
    }

    /// The dense solver's floor: every rank unranked and its followers'
    /// ranks enumerated (Welter's own work through `Indexed`), summed.
    fn ranks(w: &Welter) -> u64 {
        let mut x = 0u64;
        for r in 0..w.count() {
            let _ = w.try_for_each_follower_rank(&w.unrank(r), |q| -> ControlFlow<GameError> {
                x = x.wrapping_add(q);
                ControlFlow::Continue(())
            });
        }
        x
    }

    fn lookup(&self) -> u32 {
        let mut x = 0u32;
        for &p in &self.states {
            Welter::for_each_move(p, |q| x ^= self.map[&q]);
        }
        x
    }
}

fn minimal_memo(p: u64, memo: &mut hashbrown::HashMap<u64, u32>, buf: &mut Vec<u64>) -> u32 {
    let start = buf.len();
    Welter::for_each_move(p, |q| buf.push(q));
    let mut seen = 0u128;
    for i in start..buf.len() {
        let q = buf[i];
        let v = match memo.get(&q) {
            Some(&v) => v,
            None => minimal_memo(q, memo, buf),
        };
        if v < 128 {
            seen |= 1 << v;
        }
    }
    buf.truncate(start);
    let m = (!seen).trailing_zeros();
    memo.insert(p, m);
    m
}

fn igs_nimber(game: &IgsWelter, p: u64) -> u8 {
    let mut solver = igs::solver::Solver::new(game, HashMap::new(), (), (), ());
    solver.nimber_def(p)
}

fn bench_welter(c: &mut Criterion) {
    let mut group = c.benchmark_group("welter");
    group.sample_size(10);
    for (cells, stones) in [(16u32, 4u32), (24, 5), (40, 3), (64, 3)] {
        let w = Welter::new(cells, stones);
        let start = w.start();
        let ig = IgsWelter { start };
        // All three solvers and the Sato–Welter formula agree.
        let memo = Solver::new(&w).grundy(&start).unwrap();
        let table = one_thread()
            .install(|| TableSolver::new().solve(&w, &Engine::new()))
            .unwrap();
        let parallel = TableSolver::new().solve(&w, &Engine::new()).unwrap();
        assert!(parallel.iter().eq(table.iter()));
        let igs_value = igs_nimber(&ig, start);
        assert_eq!(memo, Welter::sato_welter(start));
        assert_eq!(table.get_state(&start), Some(memo));
        assert_eq!(u64::from(igs_value), memo);
        for r in (0..w.count()).step_by(97) {
            let p = w.unrank(r);
            assert_eq!(w.rank(&p), r);
            let mut fast = Vec::new();
            let _ = w.try_for_each_follower_rank(&p, |x| -> ControlFlow<GameError> {
                fast.push(x);
                ControlFlow::Continue(())
            });
            let mut slow: Vec<u64> = w.followers(&p).unwrap().iter().map(|q| w.rank(q)).collect();
            fast.sort_unstable();
            slow.sort_unstable();
            assert_eq!(fast, slow);
            assert_eq!(table.get(r), Some(Welter::sato_welter(p)));
        }
        let id = format!("c{cells}_k{stones}_states{}", w.count());
        println!("welter {id}: nimber of the start position = {memo}");
        group.bench_with_input(BenchmarkId::new("plain_memo", &id), &start, |b, &s| {
            b.iter(|| Solver::new(&w).grundy(black_box(&s)).unwrap())
        });
        group.bench_with_input(BenchmarkId::new("plain_dense", &id), &start, |b, &s| {
            b.iter(|| {
                TableSolver::new()
                    .solve_from(&w, black_box(&s), &Engine::new())
                    .unwrap()
                    .get(0)
            })
        });
        // The whole table (the same C(c, k) states) on one thread and on
        // every thread of rayon's pool: the speedup of the parallel fill.
        group.bench_with_input(BenchmarkId::new("plain_dense_1t", &id), &w, |b, w| {
            b.iter(|| {
                one_thread()
                    .install(|| TableSolver::new().solve(w, &Engine::new()))
                    .unwrap()
                    .get(0)
            })
        });
        group.bench_with_input(BenchmarkId::new("plain_dense_all", &id), &w, |b, w| {
            b.iter(|| TableSolver::new().solve(w, &Engine::new()).unwrap().get(0))
        });
        // The same game ranked backwards (followers of larger rank): the
        // depth-first fallback, from the start and for the whole table.
        let rev = Reversed(&w);
        let rev_table = one_thread()
            .install(|| TableSolver::new().solve(&rev, &Engine::new()))
            .unwrap();
        assert!((0..w.count()).all(|r| rev_table.get(w.count() - 1 - r) == table.get(r)));
        group.bench_with_input(
            BenchmarkId::new("plain_dense_reversed", &id),
            &start,
            |b, &s| {
                b.iter(|| {
                    TableSolver::new()
                        .solve_from(&rev, black_box(&s), &Engine::new())
                        .unwrap()
                        .get(0)
                })
            },
        );
        group.bench_with_input(
            BenchmarkId::new("plain_dense_1t_reversed", &id),
            &rev,
            |b, g| {
                b.iter(|| {
                    one_thread()
                        .install(|| TableSolver::new().solve(g, &Engine::new()))
                        .unwrap()
                        .get(0)
                })
            },
        );
        group.bench_with_input(BenchmarkId::new("igs_nimber_def", &id), &start, |b, &s| {
            b.iter(|| igs_nimber(&ig, black_box(s)))
        });
        // The floors (see `Floors`): what no memoised solver, and no dense
        // solver through `Indexed`, can do without.
        let floors = Floors::new(start);
        assert_eq!(floors.states.len() as u64, w.count());
        let mut memo = hashbrown::HashMap::new();
        assert_eq!(
            u64::from(minimal_memo(start, &mut memo, &mut Vec::new())),
            Welter::sato_welter(start)
        );
        group.bench_with_input(BenchmarkId::new("floor_ranks", &id), &w, |b, w| {
            b.iter(|| Floors::ranks(black_box(w)))
        });
        group.bench_with_input(BenchmarkId::new("floor_lookup", &id), &floors, |b, f| {
            b.iter(|| black_box(f).lookup())
        });
        group.bench_with_input(
            BenchmarkId::new("floor_minimal_memo", &id),
            &start,
            |b, &s| {
                b.iter(|| {
                    let mut memo = hashbrown::HashMap::new();
                    minimal_memo(black_box(s), &mut memo, &mut Vec::new())
                })
            },
        );
    }
    group.finish();
}

fn bench_large_nimber(c: &mut Criterion) {
    // A Nim heap of 300: nimber 300, which igs cannot represent.
    assert_eq!(Solver::new(Heap).grundy(&300).unwrap(), 300);
    assert_eq!(
        TableSolver::new()
            .solve(Heap, &Engine::new())
            .unwrap()
            .get(300),
        Some(300)
    );
    // igs's u8 mex overflows here: a panic with overflow checks on (as under
    // `cargo test --benches`), a wrapped value in release. Keep the expected
    // panic out of the output.
    let previous_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let igs_answer = std::panic::catch_unwind(|| {
        let g = IgsHeap(300);
        let mut solver = igs::solver::Solver::new(&g, HashMap::new(), (), (), ());
        solver.nimber_def(300)
    });
    std::panic::set_hook(previous_hook);
    match igs_answer {
        Ok(v) => println!("igs nimber_def(Nim heap 300) = {v} (u8); the nimber is 300"),
        Err(_) => println!("igs nimber_def(Nim heap 300) panicked; the nimber is 300"),
    }
    let mut group = c.benchmark_group("nim_heap_300");
    group.sample_size(10);
    group.bench_function("plain_memo", |b| {
        b.iter(|| Solver::new(Heap).grundy(black_box(&300)).unwrap())
    });
    group.bench_function("plain_dense", |b| {
        b.iter(|| {
            one_thread()
                .install(|| TableSolver::new().solve(Heap, &Engine::new()))
                .unwrap()
                .get(black_box(300))
        })
    });
    group.bench_function("plain_dense_all", |b| {
        b.iter(|| {
            TableSolver::new()
                .solve(Heap, &Engine::new())
                .unwrap()
                .get(black_box(300))
        })
    });
    group.finish();
}

criterion_group!(benches, bench_welter, bench_large_nimber);
criterion_main!(benches);
