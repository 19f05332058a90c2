//! The memoised [`Solver`]'s fast path: a state is expanded with one pass
//! over its followers, the ones already known give their values at once,
//! and a state whose followers are all known is solved there without a
//! frame on the DFS stack. These tests mix known and unknown followers on
//! purpose (by solving some states first), against a recursive mex and the
//! recursive remoteness rule on random acyclic games; cycles closed through
//! a state whose other followers are known; and every limit reached while
//! all the followers are known.

mod dags;

use std::ops::ControlFlow;

use dags::Dag;
use hookgames_game::{Algorithm, Convention, GameError, Limits, Solver};
use quickcheck::quickcheck;

const CONVENTIONS: [Convention; 2] = [Convention::Normal, Convention::Misere];

/// A game given by its rows of followers; cycles allowed.
struct Rows(Vec<Vec<u32>>);

impl Algorithm for Rows {
    type State = u32;
    fn try_for_each_follower<B, F>(&self, p: &u32, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u32) -> ControlFlow<B>,
    {
        for &q in &self.0[*p as usize] {
            f(q)?;
        }
        ControlFlow::Continue(())
    }
}

/// A Nim heap (state size 4 bytes, the followers 0..p).
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

/// A value by its recursive definition: ends get the convention's value,
/// every other state `rule` of its followers' values.
fn recursive(
    rows: &[Vec<u32>],
    i: usize,
    c: Convention,
    rule: fn(&[u64]) -> u64,
    memo: &mut [Option<u64>],
) -> u64 {
    if let Some(v) = memo[i] {
        return v;
    }
    let v = if rows[i].is_empty() {
        c.end_value()
    } else {
        let values: Vec<u64> = rows[i]
            .iter()
            .map(|&j| recursive(rows, j as usize, c, rule, memo))
            .collect();
        rule(&values)
    };
    memo[i] = Some(v);
    v
}

/// The Grundy value's rule: the mex of the followers' values.
fn mex_rule(values: &[u64]) -> u64 {
    (0..).find(|m| !values.contains(m)).unwrap_or(0)
}

/// The remoteness' rule (Steinhaus; Winning Ways ch. 9): move to the
/// P-position (even) that ends soonest, else to the N-position (odd) that
/// lasts longest.
fn remoteness_rule(values: &[u64]) -> u64 {
    let best = match values.iter().filter(|v| *v % 2 == 0).min() {
        Some(&v) => v,
        None => *values.iter().max().expect("not an end"),
    };
    best + 1
}

/// Solves the states of `first` (indices taken modulo the size) before
/// every state, so that the expansions see some followers known and some
/// not, and compares the Grundy values and remoteness under both
/// conventions with the recursive definitions.
fn agrees_after_solving_first(rows: &[Vec<u32>], first: &[u8]) -> bool {
    let n = rows.len();
    let game = Rows(rows.to_vec());
    for c in CONVENTIONS {
        let mut grundy = vec![None; n];
        let mut remote = vec![None; n];
        let mut solver = Solver::new(&game);
        let order = first
            .iter()
            .map(|&i| usize::from(i) % n)
            .chain((0..n).rev());
        for i in order {
            let p = i as u32;
            if solver.value(&p, c) != Ok(recursive(rows, i, c, mex_rule, &mut grundy))
                || solver.remoteness(&p, c)
                    != Ok(recursive(rows, i, c, remoteness_rule, &mut remote))
            {
                return false;
            }
        }
    }
    true
}

quickcheck! {
    fn known_and_unknown_followers_agree_with_the_recursive_definitions(
        dag: Dag<14>,
        first: Vec<u8>
    ) -> bool {
        agrees_after_solving_first(&dag.0, &first)
    }
}

#[test]
fn every_game_with_four_positions_in_every_order_of_queries() {
    for rows in dags::all_dags(4) {
        for first in [vec![], vec![1], vec![2], vec![3], vec![2, 1], vec![3, 1, 2]] {
            assert!(
                agrees_after_solving_first(&rows, &first),
                "{rows:?} {first:?}"
            );
        }
    }
}

#[test]
fn a_state_whose_followers_are_all_known_is_solved_at_once() {
    let mut s = Solver::new(Heap);
    for k in 0..20 {
        assert_eq!(s.grundy(&k), Ok(u64::from(k)));
    }
    assert_eq!(s.cache_len(), 20);
    // Heap 20: its twenty followers are known, and it is the 21st value.
    assert_eq!(s.grundy(&20), Ok(20));
    assert_eq!(s.cache_len(), 21);
    // Some known (the even heaps below 30), some not.
    let mut s = Solver::new(Heap);
    for k in (0..30).step_by(2) {
        assert_eq!(
            s.misere_grundy(&k),
            Ok(if k <= 1 {
                1 - u64::from(k)
            } else {
                u64::from(k)
            })
        );
    }
    assert_eq!(s.misere_grundy(&31), Ok(31));
    assert_eq!(s.misere_grundy(&1), Ok(0));
}

#[test]
fn cycles_are_found_through_states_whose_other_followers_are_known() {
    // 0 → 1, 2, 0: a loop after two known followers.
    let looped = Rows(vec![vec![1, 2, 0], vec![], vec![1]]);
    let mut s = Solver::new(&looped);
    assert_eq!(s.grundy(&2), Ok(1));
    assert_eq!(s.grundy(&0), Err(GameError::Cycle { length: 1 }));
    // The failed search left the solved states, and only them, cached.
    assert_eq!(s.cache_len(), 2);
    assert_eq!(s.grundy(&2), Ok(1));
    assert_eq!(s.cached(Convention::Normal, &0), None);
    // 0 → 1 → 2 → 0, each with the end 3 as its first follower.
    let triangle = Rows(vec![vec![3, 1], vec![3, 2], vec![3, 0], vec![]]);
    for solved_first in [false, true] {
        let mut s = Solver::new(&triangle);
        if solved_first {
            assert_eq!(s.grundy(&3), Ok(0));
        }
        assert_eq!(s.grundy(&0), Err(GameError::Cycle { length: 3 }));
        assert_eq!(
            s.remoteness(&1, Convention::Misere),
            Err(GameError::Cycle { length: 3 })
        );
        assert_eq!(s.grundy(&3), Ok(0));
    }
    // The follower in progress comes first, the unknown one after it: the
    // cycle is reported (as before the fast path) before the unknown one is
    // explored.
    let first = Rows(vec![vec![1], vec![0, 2], vec![]]);
    let mut s = Solver::new(&first);
    assert_eq!(s.grundy(&0), Err(GameError::Cycle { length: 2 }));
    assert_eq!(s.cached(Convention::Normal, &2), None);
    assert_eq!(s.grundy(&2), Ok(0));
    assert_eq!(s.grundy(&0), Err(GameError::Cycle { length: 2 }));
}

#[test]
fn the_limits_hold_when_every_follower_is_known() {
    // Arrows: each search examines the followers of the states it expands;
    // heap k alone, once heaps 0..k are known.
    let mut s = Solver::new(Heap).with_limits(Limits::default().with_max_arrows(20));
    for k in 0..=20 {
        assert_eq!(s.grundy(&k), Ok(u64::from(k)));
    }
    assert_eq!(s.grundy(&21), Err(GameError::ArrowLimit { limit: 20 }));
    assert_eq!(s.cache_len(), 21);
    assert_eq!(s.grundy(&20), Ok(20));
    // States: the cache is full, even if the new state's followers are
    // all known.
    let mut s = Solver::new(Heap).with_limits(Limits::default().with_max_states(10));
    for k in 0..10 {
        assert_eq!(s.grundy(&k), Ok(u64::from(k)));
    }
    assert_eq!(s.grundy(&10), Err(GameError::StateLimit { limit: 10 }));
    assert_eq!(s.grundy(&9), Ok(9));
    // Bytes: a cached u32 state holds 4 + 8 bytes, the state on the path 4
    // and its frame 40 (counted on the fast path too, which pushes none: the
    // limit does not depend on the order the search met the states), a
    // buffered follower 4 + 4. With heaps 0..10 cached (120 bytes), heap
    // 10 needs 120 + 12 + 4 + 40 + 10 · 8 = 256.
    for (max_bytes, expected) in [
        (
            255,
            Err(GameError::MemoryLimit {
                needed: 256,
                limit: 255,
            }),
        ),
        (256, Ok(10)),
    ] {
        let mut s = Solver::new(Heap).with_limits(Limits::default().with_max_bytes(max_bytes));
        for k in 0..10 {
            assert_eq!(s.grundy(&k), Ok(u64::from(k)));
        }
        assert_eq!(s.grundy(&10), expected);
        assert_eq!(s.grundy(&9), Ok(9));
    }
}
