//! The papers' own examples (Kawanaka §8–§9, Motegi §2–§5), and SageMath's
//! documented core/quotient examples as a cross-check of the quotient order.

use hookgames_maya::{
    MayaDiagram, RectSubset, beta_numbers, box_to_move, core_and_quotient, dual_in_rectangle,
    from_core_and_quotient, move_to_box, n_core, n_quotient, n_weight,
};
use hookgames_partition::Partition;
use hookgames_partition::arbitrary::{hook_lengths_by_definition, remove_hook_by_definition};

fn p(parts: &[u64]) -> Partition {
    Partition::new(parts.to_vec()).unwrap()
}

fn y() -> Partition {
    p(&[9, 8, 6, 5, 5, 2])
}

fn stones(d: &MayaDiagram) -> Vec<u64> {
    d.stones().collect()
}

/// Kawanaka §8: Y = (9,8,6,5,5,2) has the β-numbers {14,12,9,7,6,2}, the hook
/// lengths of the first column.
#[test]
fn kawanaka_8_beta_numbers() {
    let d = MayaDiagram::from_partition(&y()).unwrap();
    assert_eq!(stones(&d), [14, 12, 9, 7, 6, 2]);
    assert_eq!(beta_numbers(&y(), 6).unwrap(), [14, 12, 9, 7, 6, 2]);
    let first_column: Vec<u64> = hook_lengths_by_definition(&y())
        .into_iter()
        .filter(|&((_, j), _)| j == 1)
        .map(|(_, h)| h)
        .collect();
    assert_eq!(first_column, [14, 12, 9, 7, 6, 2]);
    assert_eq!(d.to_partition().unwrap(), y());
    assert_eq!(d.partition_size(), 35);
}

/// Kawanaka §8, Fig. 5–6: the hook H(x) of length 6 (x = (3,3)); the
/// β-numbers of Y − H(x) are {14,12,7,6,3,2}: delete 9, adjoin 3, 9 − 3 = 6.
#[test]
fn kawanaka_8_hook_is_a_stone_move() {
    let x = (3usize, 3u64);
    let h = hook_lengths_by_definition(&y())
        .into_iter()
        .find(|&(b, _)| b == x)
        .unwrap()
        .1;
    assert_eq!(h, 6);
    let d = MayaDiagram::from_partition(&y()).unwrap();
    assert_eq!(d.box_to_move(x).unwrap(), (9, 3));
    assert_eq!(box_to_move(&y(), 6, x).unwrap(), (9, 3));
    assert_eq!(move_to_box(&y(), 6, (9, 3)).unwrap(), x);
    assert_eq!(d.move_to_box((9, 3)).unwrap(), x);
    let moved = d.with_move(9, 3).unwrap();
    assert_eq!(stones(&moved), [14, 12, 7, 6, 3, 2]);
    assert_eq!(
        moved.to_partition().unwrap(),
        remove_hook_by_definition(&y(), x).expect("a box of the diagram")
    );
    assert_eq!(moved.to_partition().unwrap(), p(&[9, 8, 4, 4, 2, 2]));
}

/// Kawanaka §8: with 6 stones the end of the algorithm is e = {0,…,5} (the
/// empty diagram); g = {0,1,2,3,4,7} and h = {0,1,2,3,5,6} are the two
/// diagrams with two boxes. Moves from Y: one per box, 35 in all.
#[test]
fn kawanaka_8_end_and_small_states() {
    let e = MayaDiagram::from_partition_with_stones(&Partition::empty(), 6).unwrap();
    assert_eq!(e, MayaDiagram::new(0..6).unwrap());
    assert_eq!(e.moves().count(), 0);
    let g = MayaDiagram::new([0, 1, 2, 3, 4, 7]).unwrap();
    let h = MayaDiagram::new([0, 1, 2, 3, 5, 6]).unwrap();
    assert_eq!(g.to_partition().unwrap(), p(&[2]));
    assert_eq!(h.to_partition().unwrap(), p(&[1, 1]));
    let d = MayaDiagram::from_partition(&y()).unwrap();
    assert_eq!(d.moves().count(), 35);
}

/// E^(2)(Y) = Σ_i 2^i (|Y_(2^i)| mod 2), Kawanaka (9.1), with |Y_(n)| the
/// n-weight.
fn e2(lambda: &Partition) -> u64 {
    let mut e = 0;
    let mut i = 0;
    while (1u64 << i) <= lambda.size().max(1) {
        e |= (n_weight(lambda, 1 << i).unwrap() % 2) << i;
        i += 1;
    }
    e
}

/// Kawanaka §9: |Y| = 35, |Y_(2)| = 17, |Y_(4)| = 7, |Y_(8)| = 2,
/// |Y_(2^i)| = 0 for i ≥ 4, so E^(2)(Y) = 7. |Y_(n)| is the number of hooks of
/// length divisible by n, the n-weight, and Σ|quotient components|.
#[test]
fn kawanaka_9_quotient_sizes() {
    let y = y();
    assert_eq!(y.size(), 35);
    let by_hooks = |n: u64| {
        hook_lengths_by_definition(&y)
            .iter()
            .filter(|&&(_, h)| h % n == 0)
            .count() as u64
    };
    for (n, want) in [(1, 35), (2, 17), (4, 7), (8, 2), (16, 0), (32, 0), (64, 0)] {
        assert_eq!(n_weight(&y, n).unwrap(), want, "n = {n}");
        assert_eq!(by_hooks(n), want, "n = {n}");
        let q = n_quotient(&y, n).unwrap();
        assert_eq!(q.iter().map(Partition::size).sum::<u64>(), want, "n = {n}");
        assert_eq!(y.size(), n_core(&y, n).unwrap().size() + n * want);
    }
    assert_eq!(e2(&y), 7);
}

/// Kawanaka §9: the unique good move from Y removes the hook of the box in
/// the third row and sixth column, i.e. it is the only box with
/// E^(2)(Y − H) = 0.
#[test]
fn kawanaka_9_unique_good_move() {
    let y = y();
    let d = MayaDiagram::from_partition(&y).unwrap();
    let good: Vec<(usize, u64)> = hook_lengths_by_definition(&y)
        .into_iter()
        .map(|(b, _)| b)
        .filter(|&b| {
            let (s, t) = d.box_to_move(b).unwrap();
            e2(&d.with_move(s, t).unwrap().to_partition().unwrap()) == 0
        })
        .collect();
    assert_eq!(good, [(3, 6)]);
}

/// SageMath's documented examples (`Partition.core`, `.quotient`): the same
/// component order as ours.
#[test]
fn sage_core_and_quotient_examples() {
    assert_eq!(n_core(&p(&[6, 3, 2, 2]), 3).unwrap(), p(&[2, 1, 1]));
    assert_eq!(
        n_quotient(&p(&[7, 7, 5, 3, 3, 3, 1]), 3).unwrap(),
        [p(&[2]), p(&[1]), p(&[2, 2, 2])]
    );
    let big = p(&[11, 5, 5, 3, 2, 2, 2]);
    let (core, quotient) = core_and_quotient(&big, 3).unwrap();
    assert_eq!(core, Partition::empty());
    assert_eq!(quotient, [p(&[2, 1]), p(&[4]), p(&[1, 1, 1])]);
    assert_eq!(
        from_core_and_quotient(&Partition::empty(), &quotient).unwrap(),
        big
    );
}

/// Motegi, Example 3.1 (m = 3, n = 5, Y = (4,4,2)) with §2.1:
/// i'_t = λ_{m−t+1} + t gives I(Y) = {3, 6, 7}; Y^D = (3,1,1) and Lemma 5.2:
/// I(Y^D) = {2, 3, 6} = {9 − x : x ∈ I(Y)}.
#[test]
fn motegi_example_3_1_and_lemma_5_2() {
    let (m, n) = (3usize, 5u64);
    let yy = p(&[4, 4, 2]);
    let i = RectSubset::from_partition(&yy, m, n).unwrap();
    let direct: Vec<u64> = (1..=m).map(|t| yy.part(m - t + 1) + t as u64).collect();
    assert_eq!(direct, [3, 6, 7]);
    assert_eq!(i.elements().collect::<Vec<_>>(), direct);
    let dual = dual_in_rectangle(&yy, m, n).unwrap();
    assert_eq!(dual, p(&[3, 1, 1]));
    let id = RectSubset::from_partition(&dual, m, n).unwrap();
    assert_eq!(id.elements().collect::<Vec<_>>(), [2, 3, 6]);
    assert_eq!(i.mirror(), id);
    assert_eq!(i.bar(3).unwrap(), 6);
}

/// Motegi §5: I(Y_{m,n}) = [n+1, m+n] and I(∅) = [1, m].
#[test]
fn motegi_5_rectangle_and_empty() {
    for m in 1..6usize {
        for n in m as u64..8 {
            let full = p(&vec![n; m]);
            let i = RectSubset::from_partition(&full, m, n).unwrap();
            assert!(i.elements().eq(n + 1..=m as u64 + n));
            let e = RectSubset::from_partition(&Partition::empty(), m, n).unwrap();
            assert!(e.elements().eq(1..=m as u64));
            assert_eq!(e.mirror(), i);
            assert_eq!(e.rank().unwrap(), 0);
            assert_eq!(i.rank().unwrap(), RectSubset::count(m, n).unwrap() - 1);
        }
    }
}

/// Motegi §2.1: the hook at (i, j) is (l, r) = (j + #{k : λ_k < j},
/// λ_i + m − i + 1) and I(Y⟨i,j⟩) = (I(Y) ∖ {r}) ∪ {l}; on Example 3.1.
#[test]
fn motegi_2_1_hook_removal_as_l_r() {
    let (m, n) = (3usize, 5u64);
    let yy = p(&[4, 4, 2]);
    let i = RectSubset::from_partition(&yy, m, n).unwrap();
    for ((row, col), h) in hook_lengths_by_definition(&yy) {
        let l = col + (1..=m).filter(|&k| yy.part(k) < col).count() as u64;
        let r = yy.part(row) + (m - row) as u64 + 1;
        assert_eq!(i.hook_to_lr((row, col)).unwrap(), (l, r));
        assert_eq!(r - l, h);
        assert!(!i.contains(l) && i.contains(r));
        let after = RectSubset::from_partition(
            &remove_hook_by_definition(&yy, (row, col)).expect("a box of the diagram"),
            m,
            n,
        );
        assert_eq!(i.apply_lr(l, r).unwrap(), after.unwrap());
        assert_eq!(i.lr_to_hook((l, r)).unwrap(), (row, col));
    }
}

/// Motegi, Example 4.3 lists diagrams of F(Y_{2,3}): there are C(5,2) = 10,
/// and unranking enumerates each once.
#[test]
fn motegi_example_4_3_family_size() {
    assert_eq!(RectSubset::count(2, 3).unwrap(), 10);
    let mut seen: Vec<Partition> = (0..10)
        .map(|r| RectSubset::unrank(2, 3, r).unwrap().to_partition().unwrap())
        .collect();
    seen.sort();
    seen.dedup();
    assert_eq!(seen.len(), 10);
    assert!(seen.iter().all(|q| q.len() <= 2 && q.part(1) <= 3));
}
