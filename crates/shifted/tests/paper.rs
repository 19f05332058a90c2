//! Abuku–Tada §5 with the paper's own numbers: Definitions 5.1 and 5.3
//! (against a literal box-level implementation), Example 5.4,
//! Proposition 5.6 (against the generic solver), Lemma 5.8 (the moves of
//! the shifted diagonal expression are the hook removals).

mod common;

use std::collections::BTreeSet;

use common::sp;
use hookgames_game::{Algorithm, AlgorithmExt, GameError, Solver};
use hookgames_partition::arbitrary::{
    remove_shifted_hook_by_definition, shifted_boxes, shifted_hook_by_definition,
};
use hookgames_partition::arbitrary::{
    shifted_in_staircase, strict_partitions_of, strict_partitions_up_to,
};
use hookgames_partition::{ShiftedDiagonalExpr, ShiftedPartition};
use hookgames_shifted::{ShiftedHookGame, hook_moves, staircase};

#[test]
fn example_5_4() {
    let s = sp(&[7, 6, 4, 3, 2]);
    assert_eq!(s.size(), 22);
    // The hook of (2, 3): arm (2, 4)..(2, 7); leg (3, 3) (column 3 of a
    // shifted diagram has rows 1..3 only); tail row 4 = (4, 4)..(4, 6).
    let hook = shifted_hook_by_definition(&shifted_boxes(&s), (2, 3));
    let expected: BTreeSet<(usize, u64)> = [
        (2, 3),
        (2, 4),
        (2, 5),
        (2, 6),
        (2, 7),
        (3, 3),
        (4, 4),
        (4, 5),
        (4, 6),
    ]
    .into_iter()
    .collect();
    assert_eq!(hook, expected);
    assert_eq!(s.hook_length(2, 3).unwrap(), 9);
    assert_eq!(s.remove_hook(2, 3).unwrap(), sp(&[7, 4, 2]));
    assert_eq!(
        remove_shifted_hook_by_definition(&s, (2, 3))
            .unwrap()
            .parts()
            .to_vec(),
        vec![7, 4, 2]
    );
    assert!(ShiftedHookGame.has_arrow(&s, &sp(&[7, 4, 2])).unwrap());
}

/// The Japanese version of Abuku–Tada, Example 2.6: (7,6,4,2) ∖ H(2,3) =
/// (7,4). The hook of (2, 3): the box, its arm (2,4)..(2,7), its leg (3,3)
/// and its tail (4,4), (4,5) in row j + 1 = 4 — 8 boxes, 19 − 8 = 11.
#[test]
fn japanese_example_2_6() {
    let s = sp(&[7, 6, 4, 2]);
    let hook = shifted_hook_by_definition(&shifted_boxes(&s), (2, 3));
    let expected: BTreeSet<(usize, u64)> = [
        (2, 3),
        (2, 4),
        (2, 5),
        (2, 6),
        (2, 7),
        (3, 3),
        (4, 4),
        (4, 5),
    ]
    .into_iter()
    .collect();
    assert_eq!(hook, expected);
    let crate_hook: BTreeSet<(usize, u64)> = s.hook(2, 3).unwrap().collect();
    assert_eq!(crate_hook, expected);
    assert_eq!(s.hook_length(2, 3).unwrap(), 8);
    assert_eq!(s.remove_hook(2, 3).unwrap(), sp(&[7, 4]));
    assert_eq!(
        remove_shifted_hook_by_definition(&s, (2, 3))
            .unwrap()
            .parts()
            .to_vec(),
        vec![7, 4]
    );
    assert!(ShiftedHookGame.has_arrow(&s, &sp(&[7, 4])).unwrap());
}

/// Definitions 5.1 and 5.3 on every box of every shifted diagram of size
/// ≤ 16: the partition crate's hook and removal equal the literal set
/// operations, and the result of Definition 5.3 is always a shifted
/// diagram.
#[test]
fn definitions_5_1_and_5_3_exhaustive() {
    let mut boxes = 0u64;
    for s in strict_partitions_up_to(16).unwrap() {
        let set = shifted_boxes(&s);
        for (i, j) in s.boxes() {
            let hook = shifted_hook_by_definition(&set, (i, j));
            let crate_hook: BTreeSet<(usize, u64)> = s.hook(i, j).unwrap().collect();
            assert_eq!(crate_hook, hook, "hook of ({i}, {j}) in {s}");
            assert_eq!(s.hook_length(i, j).unwrap(), hook.len() as u64);
            let removed = remove_shifted_hook_by_definition(&s, (i, j)).unwrap_or_else(|| {
                panic!("Definition 5.3 on ({i}, {j}) in {s}: not a shifted diagram")
            });
            assert_eq!(s.remove_hook(i, j).unwrap(), removed);
            boxes += 1;
        }
    }
    assert_eq!(boxes, (0..=16).map(|n| n * strict_count(n)).sum::<u64>());
}

fn strict_count(n: u64) -> u64 {
    strict_partitions_of(n).unwrap().len() as u64
}

/// φ(S) has |S| distinct elements, one per box.
#[test]
fn followers_are_one_per_box() {
    for s in strict_partitions_up_to(20).unwrap() {
        let followers = ShiftedHookGame.followers(&s).unwrap();
        assert_eq!(followers.len() as u64, s.size(), "{s}");
        assert_eq!(ShiftedHookGame.follower_count(&s).unwrap() as u64, s.size());
        let distinct: BTreeSet<ShiftedPartition> = followers.iter().cloned().collect();
        assert_eq!(distinct.len(), followers.len(), "{s}");
        let from_moves: Vec<ShiftedPartition> = hook_moves(&s).map(|(_, t)| t).collect();
        assert_eq!(from_moves, followers);
    }
}

/// The overridden `try_for_each_follower`, `is_end` and `has_arrow` agree
/// with the enumeration of φ(S): breaking at the k-th follower returns it
/// after exactly k + 1 calls; S is an end iff S = ∅; S → T iff T ∈ φ(S),
/// for every pair of diagrams of size ≤ 14 (and likewise for Turning
/// Turtles on every pair of positions of 7 coins).
#[test]
fn follower_overrides_agree_with_enumeration() {
    use std::ops::ControlFlow;
    let all = strict_partitions_up_to(14).unwrap();
    for s in &all {
        let followers = ShiftedHookGame.followers(s).unwrap();
        let mut seen = Vec::new();
        let flow = ShiftedHookGame.try_for_each_follower(s, |q| {
            seen.push(q);
            ControlFlow::<GameError>::Continue(())
        });
        assert!(flow.is_continue());
        assert_eq!(seen, followers, "{s}");
        for (k, expected) in followers.iter().enumerate() {
            let mut calls = 0;
            let flow = ShiftedHookGame.try_for_each_follower(s, |q| {
                calls += 1;
                if calls == k + 1 {
                    ControlFlow::Break(Ok(q))
                } else {
                    ControlFlow::Continue(())
                }
            });
            assert_eq!(
                flow,
                ControlFlow::Break(Ok(expected.clone())),
                "{s}, k = {k}"
            );
            assert_eq!(calls, k + 1);
        }
        assert_eq!(
            ShiftedHookGame.is_end(s).unwrap(),
            followers.is_empty(),
            "{s}"
        );
        let set: BTreeSet<&ShiftedPartition> = followers.iter().collect();
        for t in &all {
            assert_eq!(
                ShiftedHookGame.has_arrow(s, t).unwrap(),
                set.contains(t),
                "{s} → {t}"
            );
        }
    }
    let turtles = hookgames_shifted::TurningTurtles::new(7).unwrap();
    for p in 0u64..1 << 7 {
        let followers = turtles.followers(&p).unwrap();
        let mut seen = Vec::new();
        let _ = turtles.try_for_each_follower(&p, |q| {
            seen.push(q);
            ControlFlow::<GameError>::Continue(())
        });
        assert_eq!(seen, followers, "{p:#b}");
        if let Some(&last) = followers.last() {
            let mut calls = 0;
            let flow = turtles.try_for_each_follower(&p, |q| {
                calls += 1;
                if q == last {
                    ControlFlow::Break(Ok(q))
                } else {
                    ControlFlow::Continue(())
                }
            });
            assert_eq!(flow, ControlFlow::Break(Ok(last)));
            assert_eq!(calls, followers.len());
        }
        assert_eq!(turtles.is_end(&p).unwrap(), followers.is_empty(), "{p:#b}");
        for q in 0u64..1 << 7 {
            assert_eq!(
                turtles.has_arrow(&p, &q).unwrap(),
                followers.contains(&q),
                "{p:#b} → {q:#b}"
            );
        }
    }
}

/// Proposition 5.6 on every shifted diagram of size ≤ `n` with one
/// shared solver cache.
fn proposition_5_6_up_to(n: u64) -> usize {
    let mut solver = Solver::new(ShiftedHookGame);
    let all = strict_partitions_up_to(n).unwrap();
    for s in &all {
        let expected = s.parts().iter().fold(0u64, |x, &p| x ^ p);
        let generic = solver.grundy(s).unwrap();
        assert_eq!(generic, expected, "G({s})");
        assert_eq!(ShiftedHookGame.grundy(s).unwrap(), generic);
    }
    all.len()
}

#[test]
fn proposition_5_6_all_up_to_30() {
    assert_eq!(proposition_5_6_up_to(30), 2_035); // q(0) + … + q(30)
}

#[test]
#[ignore = "heavy: run in release by .ci/run"]
fn proposition_5_6_all_up_to_60() {
    proposition_5_6_up_to(60);
}

/// Proposition 5.6 is about HRG(T) for any T ⊇ S: the value of S does not
/// depend on T because ⟨S⟩ ⊂ F(T). Check it on F(S_n) from the staircase.
#[test]
fn proposition_5_6_in_staircases() {
    for n in 0..=10u64 {
        let t = staircase(n).unwrap();
        let mut solver = Solver::new(ShiftedHookGame);
        assert_eq!(solver.grundy(&t).unwrap(), (1..=n).fold(0, |x, p| x ^ p));
        for s in shifted_in_staircase(n).unwrap() {
            assert_eq!(
                solver.grundy(&s).unwrap(),
                ShiftedHookGame.grundy(&s).unwrap()
            );
        }
    }
}

/// The worked examples after Lemma 5.8: sd(S) for S = (7, 6, 4, 3, 2) in
/// S_7, the interval move (1, 5) for the hook at (2, 6) and the double move
/// for the hook at (2, 3).
#[test]
fn lemma_5_8_worked_examples() {
    let s = sp(&[7, 6, 4, 3, 2]);
    let sd = ShiftedDiagonalExpr::from_shifted(&s, 7).unwrap();
    assert_eq!(sd.values(), &[5, 5, 4, 3, 2, 2, 1, 0]);
    let a = ShiftedDiagonalExpr::from_shifted(&s.remove_hook(2, 6).unwrap(), 7).unwrap();
    assert_eq!(a.values(), &[5, 4, 3, 2, 1, 1, 1, 0]);
    assert_eq!(raw_interval(sd.values(), 1, 5), a.values());
    let b = ShiftedDiagonalExpr::from_shifted(&s.remove_hook(2, 3).unwrap(), 7).unwrap();
    assert_eq!(b.values(), &[3, 3, 2, 2, 1, 1, 1, 0]);
    assert_eq!(raw_double(sd.values(), 2, 5), b.values());
}

/// b →^{l,r} b′ of §5.3, written from the paper (no bounds checks beyond
/// not going below 0).
fn raw_interval(b: &[u64], l: usize, r: usize) -> Vec<u64> {
    b.iter()
        .enumerate()
        .map(|(k, &x)| {
            if (l..=r).contains(&k) {
                x.wrapping_sub(1)
            } else {
                x
            }
        })
        .collect()
}

/// The second kind of move of §5.3: −2 on 0..=r′, −1 on r′+1..=r.
fn raw_double(b: &[u64], r_prime: usize, r: usize) -> Vec<u64> {
    b.iter()
        .enumerate()
        .map(|(k, &x)| {
            if k <= r_prime {
                x.wrapping_sub(2)
            } else if k <= r {
                x.wrapping_sub(1)
            } else {
                x
            }
        })
        .collect()
}

/// Lemma 5.8 for every S ∈ F(S_n), n ≤ 9: the set of diagrams reached by
/// the moves (2) — every 0 ≤ l ≤ r < n and 0 ≤ r′ < r < n whose result lies
/// in SD_n, enumerated from the paper's definition — equals the set of
/// hook removals (1); and the partition crate's `moves`/`hook_move` agree
/// box by box.
#[test]
fn lemma_5_8_exhaustive() {
    for n in 1..=9usize {
        for s in shifted_in_staircase(n as u64).unwrap() {
            let sd = ShiftedDiagonalExpr::from_shifted(&s, n as u64).unwrap();
            let b = sd.values();
            let mut by_diagonal: BTreeSet<ShiftedPartition> = BTreeSet::new();
            let mut count = 0u64;
            for r in 0..n {
                for l in 0..=r {
                    let v = raw_interval(b, l, r);
                    if v.iter().all(|&x| x < 1 << 60)
                        && let Ok(e) = ShiftedDiagonalExpr::new(v)
                    {
                        assert!(by_diagonal.insert(e.to_shifted()));
                        count += 1;
                    }
                }
                for r_prime in 0..r {
                    let v = raw_double(b, r_prime, r);
                    if v.iter().all(|&x| x < 1 << 60)
                        && let Ok(e) = ShiftedDiagonalExpr::new(v)
                    {
                        assert!(by_diagonal.insert(e.to_shifted()));
                        count += 1;
                    }
                }
            }
            let by_boxes: BTreeSet<ShiftedPartition> =
                ShiftedHookGame.followers(&s).unwrap().into_iter().collect();
            assert_eq!(by_diagonal, by_boxes, "Lemma 5.8 for {s} in S_{n}");
            assert_eq!(count, s.size());
            // The partition crate's moves: one per box, the box's move.
            let moves = sd.moves().unwrap();
            assert_eq!(moves.len() as u64, s.size());
            for (i, j) in s.boxes() {
                let mv = s.hook_move(i, j).unwrap();
                assert!(moves.contains(&mv));
                assert_eq!(mv.hook_length(), Some(s.hook_length(i, j).unwrap()));
                assert_eq!(
                    sd.apply(mv).unwrap().to_shifted(),
                    s.remove_hook(i, j).unwrap()
                );
            }
        }
    }
}
