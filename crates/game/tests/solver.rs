//! The memoised solver: Sprague–Grundy theorem on sums, large values, deep
//! games, cycles, options and winning moves.

mod common;

use common::{Chain, Cycle, Heap, Subtraction, nim, nim_sum};
use hookgames_game::{
    Algorithm, Convention, DisjointSum, Either, FiniteAlgorithm, GameError, Limits, Outcome,
    Solver, grundy, misere_grundy, options_by_value, outcome, sg_pair, winning_moves,
};
use quickcheck::quickcheck;

/// All non-empty subsets of {1, …, 5} as subtraction sets.
fn small_sets() -> Vec<Vec<u32>> {
    (1u32..32)
        .map(|mask| (1..=5).filter(|s| mask & (1 << (s - 1)) != 0).collect())
        .collect()
}

#[test]
fn subtraction_values_match_brute_force() {
    for set in small_sets() {
        let g = Subtraction::new(set);
        let brute = g.values_up_to(40);
        let mut s = Solver::new(&g);
        for (n, &v) in brute.iter().enumerate() {
            assert_eq!(s.grundy(&(n as u32)).unwrap(), v, "{g:?} at {n}");
        }
    }
}

#[test]
fn sprague_grundy_theorem_on_all_small_binary_sums() {
    // Grundy value of a sum = nim-sum of the values (Sprague–Grundy;
    // Kawanaka §1 sums), for every pair of subtraction games on {1..5}.
    let sets = small_sets();
    for a in sets.iter().step_by(2) {
        for b in &sets {
            let (ga, gb) = (Subtraction::new(a.clone()), Subtraction::new(b.clone()));
            let (va, vb) = (ga.values_up_to(9), gb.values_up_to(9));
            let sum = (&ga, &gb);
            let mut s = Solver::new(&sum);
            for x in 0..=9u32 {
                for y in 0..=9u32 {
                    assert_eq!(
                        s.grundy(&(x, y)).unwrap(),
                        va[x as usize] ^ vb[y as usize],
                        "{a:?} + {b:?} at ({x}, {y})"
                    );
                }
            }
        }
    }
}

#[test]
fn nim_value_is_nim_sum_on_all_small_positions() {
    let g = nim(3);
    let mut s = Solver::new(&g);
    for p in common::all_positions(3, 7) {
        assert_eq!(s.grundy(&p).unwrap(), nim_sum(&p), "{p:?}");
        let expected = if nim_sum(&p) == 0 {
            Outcome::P
        } else {
            Outcome::N
        };
        assert_eq!(s.outcome(&p).unwrap(), expected);
    }
}

quickcheck! {
    fn qc_sprague_grundy_random_subtraction_sums(
        sets: Vec<Vec<u8>>, heaps: Vec<u8>
    ) -> bool {
        let games: Vec<Subtraction> = sets
            .iter()
            .take(3)
            .map(|s| Subtraction::new(s.iter().map(|&x| u32::from(x % 12) + 1).collect()))
            .collect();
        let k = games.len().min(heaps.len());
        if k == 0 {
            return true;
        }
        let games: Vec<Subtraction> = games.into_iter().take(k).collect();
        let p: Vec<u32> = heaps.iter().take(k).map(|&h| u32::from(h % 16)).collect();
        let expected = games
            .iter()
            .zip(&p)
            .map(|(g, &x)| g.values_up_to(x)[x as usize])
            .fold(0, |a, b| a ^ b);
        let sum = games;
        grundy(&sum, &p) == Ok(expected)
    }

    fn qc_binary_sum_equals_nary_sum(a: Vec<u8>, b: Vec<u8>, x: u8, y: u8) -> bool {
        let ga = Subtraction::new(a.iter().map(|&s| u32::from(s % 9) + 1).collect());
        let gb = Subtraction::new(b.iter().map(|&s| u32::from(s % 9) + 1).collect());
        let (x, y) = (u32::from(x % 30), u32::from(y % 30));
        let binary = grundy(&(&ga, &gb), &(x, y)).unwrap();
        let nary = grundy(&vec![&ga, &gb], &vec![x, y]).unwrap();
        binary == nary
    }
}

#[test]
fn values_above_255_nim_heap_300_and_sums_above_1000() {
    assert_eq!(grundy(&Heap, &300), Ok(300));
    let mut s = Solver::new(Heap);
    for n in [255u32, 256, 257, 299, 300] {
        assert_eq!(s.grundy(&n), Ok(u64::from(n)));
    }
    // 1000 ⊕ 7 = 1007.
    assert_eq!(grundy(&(Heap, Heap), &(1000, 7)), Ok(1007));
    // 1020 ⊕ 1 ⊕ 2 = 1023.
    assert_eq!(grundy(&nim(3), &vec![1020, 1, 2]), Ok(1023));
}

#[test]
fn nim_heap_2000() {
    // 2001 states, about two million arrows.
    assert_eq!(grundy(&Heap, &2000), Ok(2000));
    assert_eq!(misere_grundy(&Heap, &2000), Ok(2000));
}

#[test]
fn a_game_a_million_moves_deep_does_not_overflow_the_stack() {
    // Run on a thread with a small stack: any recursion proportional to the
    // depth would overflow it.
    let handle = std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(|| {
            let mut s = Solver::new(Chain);
            let normal = s.grundy(&1_000_000).unwrap();
            let misere = s.misere_grundy(&1_000_000).unwrap();
            let odd = s.grundy(&999_999).unwrap();
            (normal, misere, odd, s.cache_len())
        })
        .unwrap();
    assert_eq!(handle.join().unwrap(), (0, 1, 1, 2_000_002));
}

#[test]
fn cycles_are_errors_and_the_solver_stays_usable() {
    assert_eq!(grundy(&Cycle(3), &0), Err(GameError::Cycle { length: 3 }));
    let g = DisjointSum::new(Cycle(5), Heap);
    let mut s = Solver::new(&g);
    assert_eq!(
        s.grundy(&Either::Left(2)),
        Err(GameError::Cycle { length: 5 })
    );
    assert_eq!(s.cache_len(), 0, "in-progress marks are removed");
    assert_eq!(s.grundy(&Either::Right(6)), Ok(6));
    assert_eq!(
        s.grundy(&Either::Left(0)),
        Err(GameError::Cycle { length: 5 })
    );
    // A self-loop is a cycle of length 1.
    let fa = FiniteAlgorithm::from_followers([vec![0u32]]).unwrap();
    assert_eq!(grundy(&fa, &0), Err(GameError::Cycle { length: 1 }));
    // A cycle below an acyclic prefix: 0 → 1 → 2 → 3 → 1.
    let fa = FiniteAlgorithm::from_followers([vec![1], vec![2], vec![3], vec![1]]).unwrap();
    assert_eq!(grundy(&fa, &0), Err(GameError::Cycle { length: 3 }));
}

#[test]
fn state_limit_is_a_typed_error() {
    let mut s = Solver::new(Heap).with_limits(Limits::default().with_max_states(50));
    assert_eq!(s.grundy(&100), Err(GameError::StateLimit { limit: 50 }));
    assert_eq!(s.grundy(&40), Ok(40));
    assert_eq!(
        GameError::StateLimit { limit: 50 }.to_string(),
        "more than 50 states are reachable (the state limit); raise Limits::max_states"
    );
}

#[test]
fn options_by_value_and_winning_moves() {
    let g = nim(3);
    let p = vec![1, 2, 3];
    // P position: no winning move.
    assert_eq!(winning_moves(&g, &p), Ok(vec![]));
    assert_eq!(outcome(&g, &p), Ok(Outcome::P));
    let by = options_by_value(&g, &p).unwrap();
    // Options: [0,2,3]→1, [1,0,3]→2, [1,1,3]→3, [1,2,0]→3, [1,2,1]→2, [1,2,2]→1.
    assert_eq!(
        by.into_iter().collect::<Vec<_>>(),
        vec![
            (1, vec![vec![0, 2, 3], vec![1, 2, 2]]),
            (2, vec![vec![1, 0, 3], vec![1, 2, 1]]),
            (3, vec![vec![1, 1, 3], vec![1, 2, 0]]),
        ]
    );
    let mut s = Solver::new(&g);
    assert_eq!(
        s.winning_moves(&vec![3, 4, 5]).unwrap(),
        // 3 ⊕ 4 ⊕ 5 = 2: 3 → 1.
        vec![vec![1, 4, 5]]
    );
    assert_eq!(
        s.options_with_value(&vec![3, 4, 5], 6).unwrap(),
        // value 6 = x ⊕ 4 ⊕ 5 → x = 7 (impossible from 3); 3 ⊕ y ⊕ 5 = 6 → y = 0;
        // 3 ⊕ 4 ⊕ z = 6 → z = 1.
        vec![vec![3, 0, 5], vec![3, 4, 1]]
    );
    // Every option value differs from the position's (LCTR Corollary 1),
    // and every smaller value is reached (mex).
    for p in common::all_positions(3, 4) {
        let v = s.grundy(&p).unwrap();
        let by = s.options_by_value(&p).unwrap();
        assert!(!by.contains_key(&v));
        assert!((0..v).all(|t| by.contains_key(&t)));
    }
}

#[test]
fn misere_options_and_pairs() {
    let mut s = Solver::new(Subtraction::new(vec![1, 2]));
    // Misère S(1,2): P positions are n ≡ 1 mod 3.
    for n in 0..30u32 {
        let expected = if n % 3 == 1 { Outcome::P } else { Outcome::N };
        assert_eq!(s.misere_outcome(&n), Ok(expected), "{n}");
        assert_eq!(s.outcome(&n), Ok(Outcome::from_value(u64::from(n % 3))));
    }
    assert_eq!(s.misere_winning_moves(&5), Ok(vec![4]));
    let by = s.options_by_value_under(&5, Convention::Misere).unwrap();
    assert_eq!(
        by.into_iter().collect::<Vec<_>>(),
        vec![(0, vec![4]), (1, vec![3])]
    );
    assert_eq!(
        sg_pair(&Subtraction::new(vec![1, 2]), &0)
            .unwrap()
            .to_string(),
        "(0,1)"
    );
}

#[test]
fn cache_is_reused_across_queries() {
    let mut s = Solver::new(Heap);
    s.grundy(&100).unwrap();
    assert_eq!(s.cache_len(), 101);
    s.grundy(&60).unwrap();
    assert_eq!(s.cache_len(), 101);
    assert_eq!(s.cached(Convention::Normal, &77), Some(77));
    assert_eq!(s.cached(Convention::Misere, &77), None);
    s.grundy(&101).unwrap();
    assert_eq!(s.cache_len(), 102);
}

#[test]
fn solver_works_on_boxed_and_shared_games() {
    let boxed: Box<Heap> = Box::new(Heap);
    assert_eq!(grundy(&boxed, &9), Ok(9));
    let rc = std::rc::Rc::new(Subtraction::new(vec![2, 3]));
    assert_eq!(
        grundy(&rc, &9),
        Ok(Subtraction::new(vec![2, 3]).values_up_to(9)[9])
    );
    let arc = std::sync::Arc::new(Heap);
    assert_eq!(Solver::new(arc).grundy(&3), Ok(3));
    // A FiniteAlgorithm is an Algorithm on indices.
    let fa = FiniteAlgorithm::from_root(&Heap, &12).unwrap();
    assert_eq!(grundy(&fa, &0), Ok(12));
    assert!(fa.is_end(&fa.index_of(&0).unwrap()).unwrap());
}

quickcheck! {
    /// Sprague–Grundy on sums of every shape: a pair, a triple, an array and
    /// a Vec of subtraction games have the nim-sum of the values.
    fn sums_of_any_arity_have_the_nim_sum(sets: Vec<Vec<u8>>, heaps: Vec<u8>) -> bool {
        let games: Vec<Subtraction> = sets
            .iter()
            .take(4)
            .map(|s| {
                let set: Vec<u32> = s.iter().map(|&x| u32::from(x % 6) + 1).take(3).collect();
                Subtraction::new(if set.is_empty() { vec![1] } else { set })
            })
            .collect();
        if games.len() < 3 {
            return true;
        }
        let h: Vec<u32> = (0..games.len()).map(|i| u32::from(heaps.get(i).copied().unwrap_or(7) % 25)).collect();
        let value = |g: &Subtraction, n: u32| g.values_up_to(n)[n as usize];
        let want3 = value(&games[0], h[0]) ^ value(&games[1], h[1]) ^ value(&games[2], h[2]);
        let triple = (&games[0], &games[1], &games[2]);
        let array = [&games[0], &games[1], &games[2]];
        let pair = (&games[0], (&games[1], &games[2]));
        let all: u64 = games.iter().zip(&h).map(|(g, &n)| value(g, n)).fold(0, |a, b| a ^ b);
        grundy(&triple, &(h[0], h[1], h[2])) == Ok(want3)
            && grundy(&array, &[h[0], h[1], h[2]]) == Ok(want3)
            && grundy(&pair, &(h[0], (h[1], h[2]))) == Ok(want3)
            && grundy(&games, &h) == Ok(all)
            && grundy(&games[..], &h) == Ok(all)
    }
}
