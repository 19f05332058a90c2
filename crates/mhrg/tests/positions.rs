//! Motegi, Theorem 5.1: the game positions S(Y_{m,n}); their count and
//! dense ranking.

mod common;

use std::collections::HashSet;

use common::{Subset, XorShift, reachable};
use hookgames_game::{AlgorithmExt, Engine, GameMap, Indexed, Solver, TableSolver};
use hookgames_mhrg::{
    MhrgError, PositionSpace, PositionStatus, RectGame, RectPos, check_position, condition_iii,
    condition_iv, position_count, require_position,
};
use hookgames_partition::{Partition, RectanglePartitions};
use quickcheck::QuickCheck;

/// (III) ⇔ (IV) ⇔ reachable from Y_{m,n}, for every diagram of F(Y_{m,n}),
/// 1 ≤ m, n ≤ 8; the count C(⌊(m+n)/2⌋, min)·2^min; the witnesses.
#[test]
fn theorem_5_1_equals_reachability() {
    for m in 1..=8usize {
        for n in 1..=8u64 {
            let game = RectGame::new(m, n).unwrap();
            let space = PositionSpace::new(m, n).unwrap();
            let reach = reachable(m, n);
            assert_eq!(reach.len() as u64, space.count(), "m={m} n={n}");
            assert_eq!(position_count(m, n).unwrap(), space.count().into());
            for y in RectanglePartitions::new(m, n).unwrap() {
                let p = game.position(&y).unwrap();
                let is = reach.contains(&p);
                assert_eq!(
                    condition_iii(&y, m, n).unwrap(),
                    is,
                    "(III) m={m} n={n} Y={y}"
                );
                assert_eq!(
                    condition_iv(&y, m, n).unwrap(),
                    is,
                    "(IV) m={m} n={n} Y={y}"
                );
                assert_eq!(space.contains(&p), is, "m={m} n={n} Y={y}");
                let status = check_position(&y, m, n).unwrap();
                assert_eq!(status.is_position(), is);
                assert_eq!(require_position(&y, m, n).is_ok(), is);
                if let PositionStatus::NotPosition {
                    transposed,
                    iii,
                    iv: (i, j),
                } = status
                {
                    // The witnesses satisfy what they claim (for Y or Y^T).
                    assert_eq!(transposed, m as u64 > n);
                    let (z, a, b) = if transposed {
                        (y.conjugate().unwrap(), n as usize, m as u64)
                    } else {
                        (y.clone(), m, n)
                    };
                    let lhs = (z.part(i) + z.part(j)) as i64;
                    assert_eq!(lhs, b as i64 - a as i64 + i as i64 + j as i64 - 1);
                    let g = RectGame::new(a, b).unwrap();
                    let q = g.position(&z).unwrap();
                    assert!(q.contains(iii) && g.dual(&q).contains(iii));
                }
            }
        }
    }
}

/// The counts of Abuku–Tada, Theorem 4.9 (n + 1 or n), Lemma 4.12
/// (C(2n'+2, 2) − (n'+1) = 2n'(n'+1)) and Lemma 5.10 (2^n symmetric
/// diagonal expressions).
#[test]
fn counts_agree_with_abuku_tada() {
    for n in 1..=63u64 {
        let want = if n % 2 == 1 { n + 1 } else { n };
        assert_eq!(PositionSpace::new(1, n).unwrap().count(), want);
    }
    for np in 1..=31u64 {
        assert_eq!(
            PositionSpace::new(2, 2 * np).unwrap().count(),
            2 * np * (np + 1)
        );
    }
    for n in 1..=31usize {
        assert_eq!(PositionSpace::new(n, n as u64).unwrap().count(), 1 << n);
        assert_eq!(PositionSpace::new(n, n as u64 + 1).unwrap().count(), 1 << n);
    }
    assert_eq!(
        position_count(50, 50).unwrap(),
        num_bigint::BigUint::from(1u8) << 50
    );
    assert!(position_count(0, 5).is_err());
}

/// Motegi, Example 4.3: |S(Y_{2,3})| = 4 of the 10 diagrams of F(Y_{2,3})
/// (the figures are lost in the available text; S(Y_{2,3}) = E(T(Y_{2,2}))
/// with T(Y_{2,2}) = F(Y_{2,2}) ∖ {(2), (1,1)} by Lemma 4.12).
#[test]
fn motegi_example_4_3() {
    let space = PositionSpace::new(2, 3).unwrap();
    let ys: Vec<Partition> = space
        .iter()
        .map(|p| space.game().partition(&p).unwrap())
        .collect();
    assert_eq!(ys.len(), 4);
    let non: Vec<Partition> = RectanglePartitions::new(2, 3)
        .unwrap()
        .filter(|y| !check_position(y, 2, 3).unwrap().is_position())
        .collect();
    assert_eq!(non.len(), 6);
    let e = hookgames_mhrg::MapE::new(2, 2).unwrap();
    for y in RectanglePartitions::new(2, 2).unwrap() {
        if y.part(1) + y.part(2) != 2 {
            assert!(ys.contains(&e.try_apply(&y).unwrap()));
        }
    }
}

/// rank/unrank is a bijection onto 0..count(); the iteration visits each
/// position once with options first; the Indexed space solves like the
/// memoised solver.
#[test]
fn ranking_is_dense_and_iteration_is_topological() {
    for m in 1..=9usize {
        for n in 1..=9u64 {
            let space = PositionSpace::new(m, n).unwrap();
            let count = space.count();
            let mut seen = vec![false; count as usize];
            let mut order = std::collections::HashMap::new();
            for (k, p) in space.iter().enumerate() {
                let r = space.rank(&p);
                assert!(r < count && !seen[r as usize], "m={m} n={n} {p:?}");
                seen[r as usize] = true;
                assert_eq!(space.unrank(r), p);
                assert_eq!(space.checked_rank(&p).unwrap(), r);
                assert_eq!(space.checked_unrank(r).unwrap(), p);
                order.insert(p, k);
            }
            assert!(seen.iter().all(|&s| s));
            for (&p, &k) in &order {
                space
                    .for_each_follower(&p, |q| assert!(order[&q] < k))
                    .unwrap();
            }
            let table = TableSolver::new().solve(&space, &Engine::new()).unwrap();
            assert_eq!(table.bytes_per_state(), 1);
            let mut memo = Solver::new(space.game());
            for r in 0..count {
                let p = space.unrank(r);
                assert_eq!(table.get(r), Some(memo.grundy(&p).unwrap()));
            }
        }
    }
}

/// Random positions of large rectangles (m + n ≤ 64): membership by the
/// predicates, by the word, and rank/unrank round trips.
#[test]
fn random_large_positions() {
    fn prop(seed: u64) -> bool {
        let mut rng = XorShift::new(seed | 1);
        let m = 1 + rng.below(32) as usize;
        let n = 1 + rng.below(64 - m as u64);
        let space = PositionSpace::new(m, n).unwrap();
        let game = space.game();
        let p = RectPos::from_word(rng.subset(m, m as u64 + n));
        let y = game.partition(&p).unwrap();
        let is = space.contains(&p);
        let r = space.unrank(rng.below(space.count()));
        is == condition_iii(&y, m, n).unwrap()
            && is == condition_iv(&y, m, n).unwrap()
            && (!is || space.unrank(space.rank(&p)) == p)
            && space.contains(&r)
            && space.unrank(space.rank(&r)) == r
            && game
                .followers(&r)
                .unwrap()
                .iter()
                .all(|q| space.contains(q))
    }
    QuickCheck::new()
        .tests(500)
        .quickcheck(prop as fn(u64) -> bool);
}

#[test]
fn non_positions_are_reported() {
    let e = require_position(&Partition::new(vec![1, 1]).unwrap(), 2, 2).unwrap_err();
    assert_eq!(
        e.to_string(),
        "the diagram 1,1 is not a position of MHRG(2, 2): not a game position (Motegi, \
         Theorem 5.1): condition (III) fails, 2 ∈ I_R(Y) ∩ I_R(Y^D); condition (IV) fails, \
         λ_1 + λ_2 = n − m + 1 + 2 − 1 for Y"
    );
    let space = PositionSpace::new(2, 2).unwrap();
    let p = space
        .game()
        .position(&Partition::new(vec![2]).unwrap())
        .unwrap();
    assert!(matches!(
        space.checked_rank(&p),
        Err(MhrgError::NotAPosition { .. })
    ));
    assert_eq!(space.rank(&p), space.count());
    assert!(matches!(
        space.checked_unrank(4),
        Err(MhrgError::RankOutOfRange {
            rank: 4,
            count: 4,
            ..
        })
    ));
    assert!(matches!(
        check_position(&Partition::new(vec![3]).unwrap(), 2, 2),
        Err(MhrgError::DoesNotFit { .. })
    ));
    assert!(matches!(
        PositionSpace::new(33, 32),
        Err(MhrgError::RectangleTooLarge { .. })
    ));
    // m > n: the witnesses are about the transpose.
    let s = check_position(&Partition::new(vec![2, 1, 1]).unwrap(), 4, 2).unwrap();
    assert!(matches!(
        s,
        PositionStatus::NotPosition {
            transposed: true,
            ..
        }
    ));
    let all: HashSet<RectPos> = PositionSpace::new(4, 2).unwrap().iter().collect();
    assert_eq!(all, reachable(4, 2));
}
