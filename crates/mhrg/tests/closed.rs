//! The closed forms against the solvers.

mod common;

use std::collections::BTreeSet;

use common::reachable_diagrams;
use hookgames_game::AlgorithmExt;
use hookgames_mhrg::{
    MhrgError, RectGame, is_symmetric, known_start_grundy, one_row_grundy, one_row_positions,
    solve_positions, square_start_grundy, start_grundy, two_row_options, two_row_p_positions,
    two_row_positions_of_value, two_row_start_grundy,
};
use hookgames_partition::{DiagonalExpr, Partition, RectanglePartitions};

/// Abuku–Tada, Theorem 4.9: T(Y_{1,n}) and G((l)), 1 ≤ n ≤ 63.
#[test]
fn theorem_4_9_one_row() {
    for n in 1..=63u64 {
        let v = solve_positions(1, n, &hookgames_game::Engine::new()).unwrap();
        let want: BTreeSet<u64> = one_row_positions(n).unwrap().collect();
        let got: BTreeSet<u64> = v
            .iter()
            .map(|(p, _)| v.space().game().partition(&p).unwrap().part(1))
            .collect();
        assert_eq!(got, want, "n={n}");
        for l in 0..=n {
            let y = Partition::new(vec![l]).unwrap();
            match one_row_grundy(n, l) {
                Ok(g) => assert_eq!(v.value_of(&y).unwrap(), g, "n={n} l={l}"),
                Err(_) => assert!(v.value_of(&y).is_err()),
            }
        }
        assert_eq!(v.start_value(), if n % 2 == 1 { n } else { n - 1 });
    }
    assert!(matches!(
        one_row_grundy(4, 5),
        Err(MhrgError::DoesNotFit { .. })
    ));
    assert!(matches!(
        one_row_grundy(0, 0),
        Err(MhrgError::EmptyRectangle { .. })
    ));
    assert!(one_row_positions(0).is_err());
}

/// Abuku–Tada, Lemma 4.12: T(Y_{2,2n'}) and the options of every position,
/// 1 ≤ n' ≤ 12.
#[test]
fn lemma_4_12_two_rows() {
    for np in 1..=12u64 {
        let n = 2 * np;
        let game = RectGame::new(2, n).unwrap();
        let reach = reachable_diagrams(2, n);
        for y in RectanglePartitions::new(2, n).unwrap() {
            let is = y.part(1) + y.part(2) != n;
            assert_eq!(reach.contains(&y), is, "n'={np} Y={y}");
            if is {
                let p = game.position(&y).unwrap();
                let mut got: Vec<Partition> = game
                    .followers(&p)
                    .unwrap()
                    .into_iter()
                    .map(|q| game.partition(&q).unwrap())
                    .collect();
                got.sort();
                assert_eq!(two_row_options(np, &y).unwrap(), got, "n'={np} Y={y}");
            } else {
                assert!(matches!(
                    two_row_options(np, &y),
                    Err(MhrgError::NotAPosition { .. })
                ));
            }
        }
    }
    assert!(two_row_options(0, &Partition::empty()).is_err());
    assert!(two_row_options(2, &Partition::new(vec![1, 1, 1]).unwrap()).is_err());
}

/// Abuku–Tada, Tables 2 and 3 (Theorem 4.13): the diagrams of MHRG(2, 2n')
/// with value 0, 1, 2, for every n' ≤ 40 (all four cases of n' mod 4).
#[test]
fn tables_2_and_3() {
    for np in 1..=31u64 {
        // m + n ≤ 64 for the engine: 2n' ≤ 62.
        let v = solve_positions(2, 2 * np, &hookgames_game::Engine::new()).unwrap();
        let game = v.space().game();
        for value in 0..=2u64 {
            let mut got: Vec<(u64, u64)> = v
                .iter()
                .filter(|&(_, g)| g == value)
                .map(|(p, _)| {
                    let y = game.partition(&p).unwrap();
                    (y.part(1), y.part(2))
                })
                .collect();
            got.sort_unstable();
            assert_eq!(
                two_row_positions_of_value(np, value).unwrap(),
                got,
                "n'={np} value {value}"
            );
        }
    }
    assert!(matches!(
        two_row_positions_of_value(3, 3),
        Err(MhrgError::MapDomain { .. })
    ));
}

/// n' from 32 to 40 exceeds the word engine (m + n > 64): these use the
/// general memoised solver on the two-row options of Lemma 4.12, itself
/// checked above.
#[test]
fn tables_2_and_3_up_to_40() {
    use std::collections::HashMap;
    for np in 32..=40u64 {
        let n = 2 * np;
        // Values by increasing size; options are smaller.
        let mut ys: Vec<(u64, u64)> = (0..=n)
            .flat_map(|a| (0..=a).map(move |b| (a, b)))
            .filter(|&(a, b)| a + b != n)
            .collect();
        ys.sort_by_key(|&(a, b)| a + b);
        let mut value: HashMap<(u64, u64), u64> = HashMap::new();
        for &(a, b) in &ys {
            let y = Partition::new(vec![a, b]).unwrap();
            let mut seen: Vec<u64> = two_row_options(np, &y)
                .unwrap()
                .iter()
                .map(|z| value[&(z.part(1), z.part(2))])
                .collect();
            seen.sort_unstable();
            seen.dedup();
            let mex = seen
                .iter()
                .enumerate()
                .take_while(|&(i, &v)| i as u64 == v)
                .count() as u64;
            value.insert((a, b), mex);
        }
        for g in 0..=2u64 {
            let mut got: Vec<(u64, u64)> = value
                .iter()
                .filter(|&(_, &v)| v == g)
                .map(|(&y, _)| y)
                .collect();
            got.sort_unstable();
            assert_eq!(
                two_row_positions_of_value(np, g).unwrap(),
                got,
                "n'={np} value {g}"
            );
        }
        assert_eq!(value[&(n, n)], two_row_start_grundy(n).unwrap());
    }
}

/// Abuku–Tada, Corollary 4.14: G(Y_{2,n}) for 2 ≤ n ≤ 62.
#[test]
fn corollary_4_14() {
    for n in 2..=62u64 {
        assert_eq!(
            start_grundy(2, n).unwrap(),
            two_row_start_grundy(n).unwrap(),
            "n={n}"
        );
    }
    assert!(two_row_start_grundy(1).is_err());
}

/// Motegi, (6.2) (m = 2) and Corollary 6.2: the P-positions with at most two
/// rows, for all 2 ≤ m ≤ n ≤ 14.
#[test]
fn motegi_corollary_6_2() {
    for n in 2..=14u64 {
        for m in 2..=n as usize {
            let v = solve_positions(m, n, &hookgames_game::Engine::new()).unwrap();
            let game = v.space().game();
            let mut got: Vec<Partition> = v
                .iter()
                .filter(|&(_, g)| g == 0)
                .map(|(p, _)| game.partition(&p).unwrap())
                .filter(|y| y.len() <= 2)
                .collect();
            got.sort();
            assert_eq!(two_row_p_positions(m, n).unwrap(), got, "m={m} n={n}");
        }
    }
    // m = 2 up to n = 62: (6.2) against the Tables 2–3 check above.
    for n in 15..=62u64 {
        let v = solve_positions(2, n, &hookgames_game::Engine::new()).unwrap();
        let game = v.space().game();
        let mut got: Vec<Partition> = v
            .iter()
            .filter(|&(_, g)| g == 0)
            .map(|(p, _)| game.partition(&p).unwrap())
            .collect();
        got.sort();
        assert_eq!(two_row_p_positions(2, n).unwrap(), got, "m=2 n={n}");
    }
    assert!(two_row_p_positions(1, 5).is_err());
    assert!(two_row_p_positions(5, 4).is_err());
}

/// Abuku–Tada, Corollary 5.16 for n ≤ 16 (2^16 positions each); the
/// closed form for any n, with u64 values (no u32 cap, no overflow).
#[test]
fn corollary_5_16() {
    for n in 1..=16usize {
        let want = (1..=n as u64).fold(0, |x, k| x ^ k);
        assert_eq!(square_start_grundy(n).unwrap(), want);
        assert_eq!(start_grundy(n, n as u64).unwrap(), want, "n={n}");
        assert_eq!(start_grundy(n, n as u64 + 1).unwrap(), want, "n={n}");
    }
    // The period-4 formula against the nim-sum for n up to 1000.
    let mut xor = 0u64;
    for n in 1..=1000usize {
        xor ^= n as u64;
        assert_eq!(square_start_grundy(n).unwrap(), xor, "n={n}");
    }
    // Beyond u32: values are u64, and the largest n do not overflow.
    assert_eq!(square_start_grundy(1 << 40).unwrap(), 1 << 40);
    assert_eq!(square_start_grundy((1 << 40) + 2).unwrap(), (1 << 40) + 3);
    assert_eq!(square_start_grundy(usize::MAX).unwrap(), 0); // usize::MAX ≡ 3 (mod 4)
    assert_eq!(
        square_start_grundy(usize::MAX - 1).unwrap(),
        usize::MAX as u64
    );
    assert!(matches!(
        square_start_grundy(0),
        Err(MhrgError::EmptyRectangle { .. })
    ));
}

/// Abuku–Tada, Lemma 5.10: for m = n and n = m + 1 the positions are
/// exactly the diagrams with a symmetric diagonal expression, n ≤ 8.
#[test]
fn lemma_5_10_symmetric_expressions() {
    for k in 1..=8usize {
        for (m, n) in [(k, k as u64), (k, k as u64 + 1)] {
            let reach = reachable_diagrams(m, n);
            for y in RectanglePartitions::new(m, n).unwrap() {
                let d = DiagonalExpr::from_partition(&y, m, n).unwrap();
                assert_eq!(is_symmetric(&d), reach.contains(&y), "m={m} n={n} Y={y}");
            }
        }
    }
}

/// `known_start_grundy` against the solver: every rectangle with
/// m, n ≤ 12 (Abuku–Tada, Table 1 and beyond) that a closed form covers
/// has the solver's value, and exactly the rectangles of one or two rows
/// and Y_{n,n}, Y_{n,n+1} (and their transposes) are covered.
#[test]
fn known_start_values_agree_with_the_solver() {
    let table = hookgames_mhrg::start_table(12, &hookgames_game::Engine::new()).unwrap();
    let mut covered = 0;
    for m in 1..=12usize {
        for n in 1..=12u64 {
            let (a, b) = (m.min(n as usize) as u64, (m as u64).max(n));
            let expected_cover = a <= 2 || b - a <= 1;
            match known_start_grundy(m, n) {
                Some((g, by)) => {
                    assert!(expected_cover, "({m}, {n}) by {by}");
                    assert_eq!(Some(g), table.get(m, n), "G(Y_{{{m},{n}}}) by {by}");
                    covered += 1;
                }
                None => assert!(!expected_cover, "({m}, {n}) is not covered"),
            }
        }
    }
    // 44 with a row or two (12 + 12 + 10 + 10), 28 more near the diagonal.
    assert_eq!(covered, 72);
    assert_eq!(known_start_grundy(0, 5), None);
    assert_eq!(known_start_grundy(5, 0), None);
    // Beyond the solvers: the forms have no cap on values.
    assert_eq!(
        known_start_grundy(1, u64::MAX),
        Some((u64::MAX, "Abuku–Tada, Theorem 4.9"))
    );
    assert_eq!(
        known_start_grundy(1 << 40, (1 << 40) + 1).map(|v| v.0),
        Some(1 << 40)
    );
}
