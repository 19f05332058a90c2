//! The rectangular engine in Motegi's form against the general engine
//! (same option sets, mapped through I), and its conversions.

mod common;

use std::ops::ControlFlow;

use common::{Subset, XorShift, rect_options};
use hookgames_game::{Algorithm, AlgorithmExt};
use hookgames_maya::RectSubset;
use hookgames_mhrg::{MAX_RECT_CELLS, MhrgError, MhrgGame, RectGame, RectPos};
use hookgames_partition::{Partition, RectanglePartitions};
use quickcheck::{Arbitrary, Gen, QuickCheck};

fn compare_all(m: usize, n: u64) {
    let general = MhrgGame::rectangle(m, n).unwrap();
    let rect = RectGame::new(m, n).unwrap();
    for y in RectanglePartitions::new(m, n).unwrap() {
        assert_eq!(
            rect_options(&rect, &y),
            general.options(&y).unwrap(),
            "m={m} n={n} Y={y}"
        );
    }
}

/// Every diagram of F(Y_{m,n}), 1 ≤ m, n ≤ 6 (both m ≤ n and m > n).
#[test]
fn rect_engine_equals_general_engine_everywhere_small() {
    for m in 1..=6usize {
        for n in 1..=6u64 {
            compare_all(m, n);
        }
    }
}

/// Every diagram of F(Y_{m,n}) for 1 ≤ m ≤ n ≤ 8 (and the transposes):
/// about 3 s in the test profile.
#[test]
fn rect_engine_equals_general_engine_everywhere_up_to_8() {
    for m in 1..=8usize {
        for n in 1..=8u64 {
            if m > 6 || n > 6 {
                compare_all(m, n);
            }
        }
    }
}

#[derive(Debug, Clone)]
struct RandomDiagram {
    m: usize,
    n: u64,
    parts: Vec<u64>,
}

impl Arbitrary for RandomDiagram {
    fn arbitrary(g: &mut Gen) -> Self {
        let m = 1 + usize::arbitrary(g) % 15;
        let n = 1 + u64::arbitrary(g) % 15;
        let mut parts: Vec<u64> = (0..m).map(|_| u64::arbitrary(g) % (n + 1)).collect();
        parts.sort_unstable_by(|a, b| b.cmp(a));
        RandomDiagram { m, n, parts }
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        let s = self.clone();
        let nonzero: Vec<usize> = (0..s.parts.len()).filter(|&k| s.parts[k] > 0).collect();
        Box::new(nonzero.into_iter().map(move |k| {
            let mut t = s.clone();
            t.parts[k] -= 1;
            t.parts.sort_unstable_by(|a, b| b.cmp(a));
            t
        }))
    }
}

/// Random diagrams in rectangles with m + n up to 30.
#[test]
fn rect_engine_equals_general_engine_on_random_diagrams() {
    fn prop(d: RandomDiagram) -> bool {
        let y = Partition::new(d.parts.clone()).unwrap();
        let general = MhrgGame::rectangle(d.m, d.n).unwrap();
        let rect = RectGame::new(d.m, d.n).unwrap();
        rect_options(&rect, &y) == general.options(&y).unwrap()
    }
    QuickCheck::new()
        .tests(200)
        .quickcheck(prop as fn(RandomDiagram) -> bool);
}

/// φ(I) has no repetition and is exactly the set of results of the turns.
#[test]
fn followers_are_the_distinct_results_of_the_turns() {
    let mut rng = XorShift::new(0x9E37_79B9_7F4A_7C15);
    for _ in 0..2000 {
        let m = 1 + rng.below(20) as usize;
        let n = 1 + rng.below(20);
        let game = RectGame::new(m, n).unwrap();
        let p = RectPos::from_word(rng.subset(m, m as u64 + n));
        let f = game.followers(&p).unwrap();
        let mut g: Vec<RectPos> = game.moves(&p).unwrap().iter().map(|mv| mv.result).collect();
        g.sort();
        g.dedup();
        let mut f2 = f.clone();
        f2.sort();
        assert_eq!(
            f2.len(),
            f.len(),
            "repeated follower at {p:?} in ({m}, {n})"
        );
        assert_eq!(f2, g);
        // One turn per box.
        let y = game.partition(&p).unwrap();
        assert_eq!(game.moves(&p).unwrap().len() as u64, y.size());
        // The early-stopping questions agree with φ(I), in its order.
        assert_eq!(game.is_end(&p).unwrap(), f.is_empty());
        assert_eq!(game.is_end(&p).unwrap(), y.is_empty());
        for (k, q) in f.iter().enumerate() {
            assert!(game.has_arrow(&p, q).unwrap());
            let mut calls = 0;
            let hit = game.try_for_each_follower(&p, |r| {
                calls += 1;
                if r == *q {
                    ControlFlow::Break(Ok(r))
                } else {
                    ControlFlow::Continue(())
                }
            });
            assert_eq!(hit, ControlFlow::Break(Ok(*q)));
            assert_eq!(calls, k + 1, "stopped at the follower");
            assert_eq!(game.find_follower(&p, |r| r == q).unwrap(), Some(*q));
        }
        assert!(!game.has_arrow(&p, &p).unwrap());
    }
}

/// (l, r) ↔ box agrees with Motegi's formulas as implemented by
/// hookgames-maya, and with hook removal on partitions.
#[test]
fn hooks_and_pairs_agree_with_maya_and_partitions() {
    let mut rng = XorShift::new(12345);
    for _ in 0..500 {
        let m = 1 + rng.below(12) as usize;
        let n = 1 + rng.below(12);
        let game = RectGame::new(m, n).unwrap();
        let p = RectPos::from_word(rng.subset(m, m as u64 + n));
        let y = game.partition(&p).unwrap();
        let s = game.to_subset(&p).unwrap();
        assert_eq!(s.to_partition().unwrap(), y);
        assert_eq!(game.from_subset(&s).unwrap(), p);
        assert_eq!(game.position(&y).unwrap(), p);
        for b in y.boxes() {
            let lr = game.box_to_lr(&p, b).unwrap();
            assert_eq!(lr, s.hook_to_lr(b).unwrap());
            assert_eq!(game.lr_to_box(&p, lr).unwrap(), b);
            let (l, r) = lr;
            assert_eq!(r - l, y.hook_length(b.0, b.1).unwrap());
            let single = RectPos::from_word(p.word() ^ (1 << (r - 1)) ^ (1 << (l - 1)));
            assert_eq!(
                game.partition(&single).unwrap(),
                y.remove_hook(b.0, b.1).unwrap()
            );
        }
        // Lemma 5.2: the mirror is I(Y^D); the transpose is I(Y^T).
        assert_eq!(
            game.partition(&game.dual(&p)).unwrap(),
            y.dual_in(m, n).unwrap()
        );
        assert_eq!(game.to_subset(&game.dual(&p)).unwrap(), s.mirror());
        let back = RectGame::new(n as usize, m as u64).unwrap();
        assert_eq!(
            back.partition(&game.transpose(&p)).unwrap(),
            y.conjugate().unwrap()
        );
    }
}

#[test]
fn motegi_example_3_1_and_the_ends() {
    let game = RectGame::new(3, 5).unwrap();
    let p = game
        .position(&Partition::new(vec![4, 4, 2]).unwrap())
        .unwrap();
    assert_eq!(p.elements().collect::<Vec<_>>(), vec![3, 6, 7]);
    assert_eq!(game.start().to_string(), "{6, 7, 8}");
    assert_eq!(game.empty().to_string(), "{1, 2, 3}");
    assert!(game.is_end(&game.empty()).unwrap());
    assert_eq!(game.bar(3).unwrap(), 6);
    let s = RectSubset::new(3, 5, [3, 6, 7]).unwrap();
    assert_eq!(game.from_subset(&s).unwrap(), p);
}

#[test]
fn errors_are_typed() {
    assert!(matches!(
        RectGame::new(40, 25),
        Err(MhrgError::RectangleTooLarge {
            cells: 65,
            limit: MAX_RECT_CELLS,
            ..
        })
    ));
    assert!(matches!(
        RectGame::new(3, 0),
        Err(MhrgError::EmptyRectangle { .. })
    ));
    assert!(RectGame::new(32, 32).is_ok());
    let game = RectGame::new(2, 3).unwrap();
    let bad = RectPos::from_word(0b111);
    assert!(matches!(game.check(&bad), Err(MhrgError::BadWord { .. })));
    assert!(game.moves(&bad).is_err());
    assert!(game.followers(&bad).unwrap().is_empty());
    assert_eq!(
        game.check(&RectPos::from_word(0b10_0001))
            .unwrap_err()
            .to_string(),
        "the word 0x21 is not I(Y) for a diagram in the 2 × 3 rectangle: element 6 is larger \
         than m + n = 5"
    );
    let p = RectPos::from_word(0b1_0010); // {2, 5} = (3, 1)
    assert!(matches!(
        game.apply(&p, 3, 2),
        Err(MhrgError::BadMove { .. })
    ));
    assert!(matches!(
        game.apply(&p, 2, 5),
        Err(MhrgError::BadMove { .. })
    ));
    assert!(matches!(
        game.apply(&p, 4, 3),
        Err(MhrgError::BadMove { .. })
    ));
    assert!(game.apply(&p, 4, 5).is_ok());
    assert!(matches!(
        game.box_to_lr(&p, (2, 2)),
        Err(MhrgError::NotABox { .. })
    ));
    assert!(matches!(
        game.position(&Partition::new(vec![4]).unwrap()),
        Err(MhrgError::DoesNotFit { .. })
    ));
    assert!(game.bar(0).is_err() && game.bar(6).is_err());
    let other = RectSubset::new(3, 2, [1, 2, 3]).unwrap();
    assert!(matches!(
        game.from_subset(&other),
        Err(MhrgError::MapDomain { .. })
    ));
}
