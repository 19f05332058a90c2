//! The general engine (Abuku–Tada, Definition 1.1) against an independent
//! box-set implementation of (M1)–(M5), on random numberings; Lemma 3.15
//! for the unimodal numbering.

mod common;

use std::collections::BTreeSet;

use hookgames_game::{Algorithm, AlgorithmExt};
use hookgames_mhrg::{BoxNumbering, MhrgError, MhrgGame, Numbering, Unimodal, hook_multiset};
use hookgames_partition::{Partition, RectanglePartitions};
use quickcheck::{Arbitrary, Gen, QuickCheck};

type Boxes = BTreeSet<(usize, u64)>;

fn boxes_of(y: &Partition) -> Boxes {
    y.boxes().collect()
}

fn partition_of(b: &Boxes) -> Partition {
    let rows = b.iter().map(|&(i, _)| i).max().unwrap_or(0);
    let parts: Vec<u64> = (1..=rows)
        .map(|i| b.iter().filter(|&&(r, _)| r == i).count() as u64)
        .collect();
    Partition::new(parts).unwrap()
}

/// Definition 2.8, literally.
fn hook(y: &Boxes, (i, j): (usize, u64)) -> Boxes {
    y.iter()
        .copied()
        .filter(|&(a, b)| (a, b) == (i, j) || (b == j && a > i) || (a == i && b > j))
        .collect()
}

/// Definition 2.9, literally.
fn remove(y: &Boxes, (i, j): (usize, u64)) -> Boxes {
    let h = hook(y, (i, j));
    y.iter()
        .filter(|b| !h.contains(b))
        .map(|&(a, b)| {
            if a > i && b > j {
                (a - 1, b - 1)
            } else {
                (a, b)
            }
        })
        .collect()
}

fn multiset<N: Numbering>(alpha: &N, y: &Boxes, b: (usize, u64)) -> Vec<u64> {
    let mut v: Vec<u64> = hook(y, b)
        .into_iter()
        .map(|(i, j)| alpha.number(i, j).unwrap())
        .collect();
    v.sort_unstable();
    v
}

/// (M4)–(M4c): every diagram a turn can end in.
fn naive_options<N: Numbering>(alpha: &N, y: &Boxes) -> BTreeSet<Partition> {
    fn finish<N: Numbering>(alpha: &N, z: Boxes, a: &[u64], out: &mut BTreeSet<Partition>) {
        let next: Vec<(usize, u64)> = z
            .iter()
            .copied()
            .filter(|&b| multiset(alpha, &z, b) == a)
            .collect();
        if next.is_empty() {
            out.insert(partition_of(&z));
        }
        for b in next {
            finish(alpha, remove(&z, b), a, out);
        }
    }
    let mut out = BTreeSet::new();
    for &b in y {
        let a = multiset(alpha, y, b);
        finish(alpha, remove(y, b), &a, &mut out);
    }
    out
}

/// All diagrams contained in `start`.
fn subdiagrams(start: &Partition) -> Vec<Partition> {
    let m = start.len().max(1);
    let n = start.part(1).max(1);
    RectanglePartitions::new(m, n)
        .unwrap()
        .filter(|y| y.rows().all(|(i, p)| p <= start.part(i)))
        .collect()
}

#[derive(Debug, Clone)]
struct Numbered {
    rows: Vec<Vec<u64>>,
}

impl Arbitrary for Numbered {
    fn arbitrary(g: &mut Gen) -> Self {
        let rows_n = 1 + usize::arbitrary(g) % 4;
        let mut len = 1 + usize::arbitrary(g) % 5;
        let colours = 1 + u64::arbitrary(g) % 3;
        let mut rows = Vec::new();
        for _ in 0..rows_n {
            rows.push((0..len).map(|_| 1 + u64::arbitrary(g) % colours).collect());
            len = 1 + usize::arbitrary(g) % len;
        }
        Numbered { rows }
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        let rows = self.rows.clone();
        let len = if rows.len() > 1 { rows.len() } else { 0 };
        Box::new((0..len).map(move |k| {
            let mut r = rows.clone();
            r.remove(k);
            // Keep a Young shape: rows sorted by length.
            r.sort_by_key(|row| std::cmp::Reverse(row.len()));
            Numbered { rows: r }
        }))
    }
}

#[test]
fn general_engine_equals_the_literal_rules_on_random_numberings() {
    fn prop(t: Numbered) -> bool {
        let alpha = BoxNumbering::new(t.rows.clone()).unwrap();
        let start = alpha.shape();
        let game = MhrgGame::new(start.clone(), alpha.clone()).unwrap();
        let all = subdiagrams(&start);
        all.iter().all(|y| {
            let fast: BTreeSet<Partition> = game.options(y).unwrap().into_iter().collect();
            let slow = naive_options(&alpha, &boxes_of(y));
            let followers: Vec<Partition> = game.followers(y).unwrap();
            // φ(Y) is reported sorted, as `options` returns it; `is_end` and
            // `has_arrow` (which stop early) agree with it.
            followers == game.options(y).unwrap()
                && fast == slow
                && followers.iter().cloned().collect::<BTreeSet<_>>() == slow
                && game.follower_count(y).unwrap() == slow.len()
                && game.is_end(y).unwrap() == slow.is_empty()
                && all
                    .iter()
                    .all(|z| game.has_arrow(y, z).unwrap() == slow.contains(z))
        })
    }
    QuickCheck::new()
        .tests(300)
        .quickcheck(prop as fn(Numbered) -> bool);
}

#[test]
fn general_engine_equals_the_literal_rules_for_the_unimodal_numbering() {
    for m in 1..=4usize {
        for n in 1..=4u64 {
            let game = MhrgGame::rectangle(m, n).unwrap();
            let alpha = Unimodal::new(m, n).unwrap();
            let all: Vec<Partition> = RectanglePartitions::new(m, n).unwrap().collect();
            for y in &all {
                let fast: BTreeSet<Partition> = game.options(y).unwrap().into_iter().collect();
                let slow = naive_options(&alpha, &boxes_of(y));
                assert_eq!(fast, slow, "m={m} n={n} Y={y}");
                assert_eq!(
                    game.is_end(y).unwrap(),
                    slow.is_empty(),
                    "m={m} n={n} Y={y}"
                );
                for z in &all {
                    assert_eq!(
                        game.has_arrow(y, z).unwrap(),
                        slow.contains(z),
                        "m={m} n={n} {y} → {z}"
                    );
                }
            }
        }
    }
}

#[test]
fn moves_list_every_forced_chain() {
    // Constant numbering on (3, 2): a turn removes hooks of one length
    // until none is left, and each chain is reported.
    let alpha = BoxNumbering::new(vec![vec![1, 1, 1], vec![1, 1]]).unwrap();
    let game = MhrgGame::new(alpha.shape(), alpha).unwrap();
    let moves = game.moves(game.start()).unwrap();
    for mv in &moves {
        // Replaying the chain gives the result, and each hook has the multiset.
        let mut z = game.start().clone();
        for &(i, j) in &mv.hooks {
            assert_eq!(
                hook_multiset(&z, game.numbering(), i, j).unwrap(),
                mv.multiset
            );
            z = z.remove_hook(i, j).unwrap();
        }
        assert_eq!(z, mv.result);
        assert!(game.matching_is_empty(&z, &mv.multiset));
    }
    let results: BTreeSet<Partition> = moves.iter().map(|mv| mv.result.clone()).collect();
    let options: BTreeSet<Partition> = game.options(game.start()).unwrap().into_iter().collect();
    assert_eq!(results, options);
    // Single boxes: (3,2) → … → ∅ through (M4c); several chains exist.
    assert!(
        moves
            .iter()
            .filter(|mv| mv.multiset.as_slice() == [1])
            .count()
            >= 2
    );
    assert!(
        moves
            .iter()
            .any(|mv| mv.hooks.len() == 5 && mv.result.is_empty())
    );
}

trait MatchingExt {
    fn matching_is_empty(&self, z: &Partition, a: &hookgames_mhrg::HookMultiset) -> bool;
}

impl<N: Numbering> MatchingExt for MhrgGame<N> {
    fn matching_is_empty(&self, z: &Partition, a: &hookgames_mhrg::HookMultiset) -> bool {
        z.boxes()
            .all(|(i, j)| &hook_multiset(z, self.numbering(), i, j).unwrap() != a)
    }
}

/// Abuku–Tada, Lemma 3.15 (and Remark 4.2): for the unimodal numbering a
/// turn removes at most two hooks, and if d(Y) →^{l,r} d(Y') then the
/// second hook is d(Y') →^{n−m−r, n−m−l} d(Y'').
#[test]
fn lemma_3_15_at_most_two_hooks() {
    for m in 1..=6usize {
        for n in 1..=6u64 {
            let game = MhrgGame::rectangle(m, n).unwrap();
            let shift = n as i64 - m as i64;
            for y in RectanglePartitions::new(m, n).unwrap() {
                for mv in game.moves(&y).unwrap() {
                    assert!(mv.hooks.len() <= 2, "m={m} n={n} Y={y} {mv:?}");
                    if let [first, second] = mv.hooks[..] {
                        let (l, r) = y.hook_interval(first.0, first.1).unwrap();
                        let y1 = y.remove_hook(first.0, first.1).unwrap();
                        let (l2, r2) = y1.hook_interval(second.0, second.1).unwrap();
                        assert_eq!((l2, r2), (shift - r, shift - l), "m={m} n={n} Y={y}");
                    }
                }
            }
        }
    }
}

#[test]
fn errors_are_typed() {
    let alpha = BoxNumbering::new(vec![vec![1, 2]]).unwrap();
    assert!(matches!(
        MhrgGame::new(Partition::new(vec![2, 1]).unwrap(), alpha.clone()),
        Err(MhrgError::Unnumbered { row: 2, col: 1, .. })
    ));
    let game = MhrgGame::new(Partition::new(vec![2]).unwrap(), alpha).unwrap();
    let outside = Partition::new(vec![1, 1]).unwrap();
    assert!(matches!(
        game.options(&outside),
        Err(MhrgError::NotInStart { .. })
    ));
    assert!(matches!(
        game.moves(&outside),
        Err(MhrgError::NotInStart { .. })
    ));
    assert!(game.followers(&outside).unwrap().is_empty());
    assert!(game.is_end(&outside).unwrap());
    assert!(!game.has_arrow(&outside, &Partition::empty()).unwrap());
    assert!(matches!(
        MhrgGame::rectangle(0, 3),
        Err(MhrgError::EmptyRectangle { m: 0, n: 3 })
    ));
    let e = hook_multiset(
        &Partition::new(vec![2]).unwrap(),
        &Unimodal::new(1, 2).unwrap(),
        1,
        3,
    );
    assert!(matches!(e, Err(MhrgError::NotABox { row: 1, col: 3, .. })));
    assert_eq!(
        BoxNumbering::new(vec![vec![1], vec![1, 1]])
            .unwrap_err()
            .to_string(),
        "row 2 of the numbering has 2 numbers, more than row 1 (1): the rows of a numbered \
         Young diagram must not get longer"
    );
}
