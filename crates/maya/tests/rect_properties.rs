//! Motegi's I(Y): round trips, Lemma 5.2 (mirror = dual), hook removal as
//! (l, r), ranking and unranking, errors.

use hookgames_maya::{MAX_CELLS, MayaError, RectSubset, dual_in_rectangle};
use hookgames_partition::Partition;
use hookgames_partition::arbitrary::partitions_up_to;
use hookgames_partition::arbitrary::{hook_lengths_by_definition, remove_hook_by_definition};
use quickcheck::{Arbitrary, Gen, QuickCheck};

/// The full check of one Y in F(Y_{m,n}).
fn check(lambda: &Partition, m: usize, n: u64) {
    let i = RectSubset::from_partition(lambda, m, n).unwrap();
    // Motegi §2.1: i'_t = λ_{m−t+1} + t.
    let want: Vec<u64> = (1..=m).map(|t| lambda.part(m - t + 1) + t as u64).collect();
    assert_eq!(
        i.elements().collect::<Vec<_>>(),
        want,
        "{lambda} in {m}x{n}"
    );
    assert_eq!(i.to_partition().unwrap(), *lambda);
    assert_eq!(
        RectSubset::new(m, n, want.iter().rev().copied()).unwrap(),
        i
    );
    // Lemma 5.2: I(Y^D) = mirror of I(Y); the mirror is an involution.
    let dual = dual_in_rectangle(lambda, m, n).unwrap();
    let mirrored = i.mirror();
    assert_eq!(mirrored, RectSubset::from_partition(&dual, m, n).unwrap());
    assert_eq!(mirrored.mirror(), i);
    for x in i.elements() {
        assert!(mirrored.contains(i.bar(x).unwrap()));
    }
    assert_eq!(dual_in_rectangle(&dual, m, n).unwrap(), *lambda);
    assert_eq!(dual.size() + lambda.size(), m as u64 * n);
    // Hook removal as (l, r).
    let mut lrs = Vec::new();
    for (b, h) in hook_lengths_by_definition(lambda) {
        let (l, r) = i.hook_to_lr(b).unwrap();
        let nu = (1..=m).filter(|&k| lambda.part(k) < b.1).count() as u64;
        assert_eq!((l, r), (b.1 + nu, lambda.part(b.0) + (m - b.0) as u64 + 1));
        assert_eq!(r - l, h);
        let after = RectSubset::from_partition(
            &remove_hook_by_definition(lambda, b).expect("a box of the diagram"),
            m,
            n,
        );
        assert_eq!(i.apply_lr(l, r).unwrap(), after.clone().unwrap());
        assert_eq!(i.remove_hook(b).unwrap(), after.unwrap());
        assert_eq!(i.lr_to_hook((l, r)).unwrap(), b);
        lrs.push((l, r));
    }
    let mut listed: Vec<(u64, u64)> = i.moves().collect();
    listed.sort_unstable();
    lrs.sort_unstable();
    assert_eq!(listed, lrs);
}

/// All diagrams in F(Y_{m,n}) for m, n ≤ 6, every check; rank is a bijection
/// onto [0, C(m+n, m)) and increasing in `Ord`.
#[test]
fn rect_subsets_exhaustive() {
    let all = partitions_up_to(36).unwrap();
    for m in 0..=6usize {
        for n in 0..=6u64 {
            let family: Vec<&Partition> = all
                .iter()
                .filter(|p| p.len() <= m && p.part(1) <= n)
                .collect();
            let count = RectSubset::count(m, n).unwrap();
            assert_eq!(family.len() as u64, count, "|F(Y_{{{m},{n}}})|");
            let mut by_rank: Vec<Option<RectSubset>> = vec![None; count as usize];
            for lambda in family {
                check(lambda, m, n);
                let i = RectSubset::from_partition(lambda, m, n).unwrap();
                let r = i.rank().unwrap();
                assert_eq!(RectSubset::unrank(m, n, r).unwrap(), i);
                assert!(by_rank[r as usize].is_none(), "rank {r} twice");
                by_rank[r as usize] = Some(i);
            }
            let ranked: Vec<RectSubset> = by_rank.into_iter().map(Option::unwrap).collect();
            assert!(ranked.windows(2).all(|w| w[0] < w[1]), "rank order = Ord");
            assert_eq!(
                RectSubset::unrank(m, n, count),
                Err(MayaError::RankOutOfRange { rank: count, count })
            );
        }
    }
}

/// A random Y in a random rectangle, often wider than 64 cells.
#[derive(Clone, Debug)]
struct InRect {
    lambda: Partition,
    m: usize,
    n: u64,
}

impl Arbitrary for InRect {
    fn arbitrary(g: &mut Gen) -> Self {
        let m = usize::arbitrary(g) % 12;
        let n = u64::arbitrary(g) % 120;
        let rows = if m == 0 {
            0
        } else {
            usize::arbitrary(g) % (m + 1)
        };
        let mut parts: Vec<u64> = (0..rows).map(|_| u64::arbitrary(g) % (n + 1)).collect();
        parts.sort_unstable_by(|a, b| b.cmp(a));
        InRect {
            lambda: Partition::new(parts).unwrap(),
            m,
            n,
        }
    }
}

#[test]
fn rect_subsets_random() {
    fn prop(y: InRect) -> bool {
        check(&y.lambda, y.m, y.n);
        let i = RectSubset::from_partition(&y.lambda, y.m, y.n).unwrap();
        let r = i.rank().unwrap(); // C(131, 11) < 2^64
        RectSubset::unrank(y.m, y.n, r).unwrap() == i
    }
    QuickCheck::new()
        .tests(300)
        .quickcheck(prop as fn(InRect) -> bool);
}

/// Rank order is `Ord` order, on random pairs in the same rectangle.
#[test]
fn rank_order_random() {
    fn prop(a: InRect, seed: u64) -> bool {
        let count = RectSubset::count(a.m, a.n).unwrap();
        let x = RectSubset::from_partition(&a.lambda, a.m, a.n).unwrap();
        let y = RectSubset::unrank(a.m, a.n, seed % count).unwrap();
        x.cmp(&y) == x.rank().unwrap().cmp(&y.rank().unwrap())
    }
    QuickCheck::new()
        .tests(300)
        .quickcheck(prop as fn(InRect, u64) -> bool);
}

/// Ranks near the top of u64: C(67, 33) fits, C(68, 34) does not.
#[test]
fn rank_extremes() {
    let count = RectSubset::count(33, 34).unwrap();
    assert_eq!(count, 14_226_520_737_620_288_370);
    for r in [0, 1, count / 3, count - 2, count - 1] {
        let i = RectSubset::unrank(33, 34, r).unwrap();
        assert_eq!(i.rank().unwrap(), r);
        assert_eq!(i.elements().count(), 33);
    }
    assert_eq!(
        RectSubset::count(34, 34),
        Err(MayaError::CountOverflow { m: 34, n: 34 })
    );
    let i = RectSubset::from_partition(&Partition::empty(), 34, 34).unwrap();
    assert_eq!(i.rank(), Err(MayaError::CountOverflow { m: 34, n: 34 }));
    assert!(RectSubset::count(1, u64::MAX).is_err());
    assert_eq!(RectSubset::count(0, 0).unwrap(), 1);
    assert_eq!(RectSubset::unrank(0, 5, 0).unwrap().elements().count(), 0);
}

#[test]
fn rect_errors() {
    let y = Partition::new(vec![4, 4, 2]).unwrap();
    assert_eq!(
        RectSubset::from_partition(&y, 2, 5),
        Err(MayaError::TooManyRows { rows: 3, m: 2 })
    );
    assert_eq!(
        RectSubset::from_partition(&y, 3, 3),
        Err(MayaError::TooWide {
            first_part: 4,
            n: 3
        })
    );
    assert_eq!(
        dual_in_rectangle(&y, 3, 3),
        Err(MayaError::TooWide {
            first_part: 4,
            n: 3
        })
    );
    assert_eq!(
        RectSubset::from_partition(&y, 3, MAX_CELLS),
        Err(MayaError::RectangleTooLarge {
            m: 3,
            n: MAX_CELLS,
            limit: MAX_CELLS
        })
    );
    assert_eq!(
        RectSubset::new(3, 5, [0, 1, 2]),
        Err(MayaError::ElementOutOfRange {
            element: 0,
            m: 3,
            n: 5
        })
    );
    let e = RectSubset::new(3, 5, [1, 2, 9]).unwrap_err();
    assert_eq!(
        e,
        MayaError::ElementOutOfRange {
            element: 9,
            m: 3,
            n: 5
        }
    );
    assert_eq!(e.to_string(), "element 9 is outside [1, m + n] = [1, 8]");
    assert_eq!(
        RectSubset::new(3, 5, [1, 2]),
        Err(MayaError::WrongElementCount { count: 2, m: 3 })
    );
    assert_eq!(
        RectSubset::new(3, 5, [1, 2, 2]),
        Err(MayaError::DuplicateElement { element: 2 })
    );
    let i = RectSubset::from_partition(&y, 3, 5).unwrap(); // {3, 6, 7}
    assert_eq!(i.apply_lr(1, 2), Err(MayaError::NotInSubset { element: 2 }));
    assert_eq!(
        i.apply_lr(3, 7),
        Err(MayaError::AlreadyInSubset { element: 3 })
    );
    assert_eq!(i.apply_lr(8, 7), Err(MayaError::NotLeftOfR { l: 8, r: 7 }));
    assert_eq!(
        i.lr_to_hook((1, 9)),
        Err(MayaError::ElementOutOfRange {
            element: 9,
            m: 3,
            n: 5
        })
    );
    assert_eq!(
        i.bar(0),
        Err(MayaError::ElementOutOfRange {
            element: 0,
            m: 3,
            n: 5
        })
    );
    assert_eq!(
        i.hook_to_lr((3, 3)),
        Err(MayaError::BoxOutside {
            row: 3,
            col: 3,
            part: 2
        })
    );
    assert_eq!(i.to_string(), "{3, 6, 7}");
    assert_eq!(format!("{i:?}"), "RectSubset { m: 3, n: 5, I: {3, 6, 7} }");
}
