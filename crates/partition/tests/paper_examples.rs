//! Every example of the papers that this crate implements, with the
//! papers' own numbers.

use hookgames_partition::arbitrary::{
    remove_hook_by_definition, remove_shifted_hook_by_definition,
};
use hookgames_partition::{
    Bulge, DiagonalExpr, Partition, PartitionError, PartitionRuns, ShiftedDiagonalExpr,
    ShiftedMove, ShiftedPartition,
};

fn p(s: &str) -> Partition {
    s.parse().unwrap()
}

fn sp(s: &str) -> ShiftedPartition {
    s.parse().unwrap()
}

/// The unimodal numbering α_{m,n}(i, j) = min{j − i + m, i − j + n}
/// (Abuku–Tada §3.1), to check hook multisets of Example 3.16.
fn alpha(m: i64, n: i64, (i, j): (usize, u64)) -> i64 {
    let (i, j) = (i as i64, j as i64);
    (j - i + m).min(i - j + n)
}

fn numbers(m: i64, n: i64, boxes: impl Iterator<Item = (usize, u64)>) -> Vec<i64> {
    let mut v: Vec<i64> = boxes.map(|b| alpha(m, n, b)).collect();
    v.sort_unstable();
    v
}

#[test]
fn abuku_tada_example_2_10_hook_removal() {
    // (6, 6, 5, 3, 3) minus the hook at (2, 2) is (6, 4, 2, 2, 1).
    let y = p("6,6,5,3,3");
    let z = y.remove_hook(2, 2).unwrap();
    assert_eq!(z.parts(), &[6, 4, 2, 2, 1]);
    assert_eq!(z, remove_hook_by_definition(&y, (2, 2)).unwrap());
    // The hook: (2,2), arm (2,3..6), leg (3..5, 2): 1 + 4 + 3 = 8 boxes.
    let h: Vec<_> = y.hook(2, 2).unwrap().collect();
    assert_eq!(
        h,
        vec![
            (2, 2),
            (2, 3),
            (2, 4),
            (2, 5),
            (2, 6),
            (3, 2),
            (4, 2),
            (5, 2)
        ]
    );
    assert_eq!(y.hook_length(2, 2).unwrap(), 8);
    assert_eq!(y.size() - z.size(), 8);
    // Motegi §2.1 writes the same operation Y⟨i, j⟩.
    assert_eq!(y.arm_length(2, 2).unwrap(), 4);
    assert_eq!(y.leg_length(2, 2).unwrap(), 3);
}

#[test]
fn abuku_tada_example_3_3_membership_in_d_2_4() {
    assert!(DiagonalExpr::new(2, 4, vec![0, 1, 2, 1, 1, 1, 0]).is_ok());
    let e = DiagonalExpr::new(2, 4, vec![0, 0, 2, 2, 1, 1, 0]).unwrap_err();
    // "the pair (a_{-1}, a_0) = (0, 2) does not satisfy the adjacency condition"
    match e {
        PartitionError::NotDiagonalExpr { reason } => {
            assert!(reason.contains("(a_-1, a_0) = (0, 2)"), "{reason}");
        }
        other => panic!("unexpected error {other:?}"),
    }
}

#[test]
fn abuku_tada_example_3_7_diagonal_expression() {
    let y = p("5,4,3");
    let d = DiagonalExpr::from_partition(&y, 3, 5).unwrap();
    assert_eq!(d.values(), &[0, 1, 2, 3, 2, 2, 1, 1, 0]);
    assert_eq!(d.get(0), Some(3));
    assert_eq!(d.get(-3), Some(0));
    assert_eq!(d.get(5), Some(0));
    assert_eq!(d.get(6), None);
    assert_eq!(d.to_string(), "(0, 1, 2, 3\u{307}, 2, 2, 1, 1, 0)");
    assert_eq!(d.to_partition(), y);
    assert_eq!(
        DiagonalExpr::new(3, 5, vec![0, 1, 2, 3, 2, 2, 1, 1, 0]).unwrap(),
        d
    );
    // Figure 1's unimodal numbering of Y_{3,5}, row by row.
    let rows: Vec<Vec<i64>> = (1..=3)
        .map(|i| (1..=5).map(|j| alpha(3, 5, (i, j))).collect())
        .collect();
    assert_eq!(
        rows,
        vec![
            vec![3, 4, 3, 2, 1],
            vec![2, 3, 4, 3, 2],
            vec![1, 2, 3, 4, 3]
        ]
    );
}

#[test]
fn abuku_tada_example_3_9_hook_and_interval() {
    let y = p("5,4,3");
    let d = DiagonalExpr::from_partition(&y, 3, 5).unwrap();
    let y2 = y.remove_hook(1, 4).unwrap();
    assert_eq!(y2.parts(), &[3, 3, 3]);
    let d2 = DiagonalExpr::from_partition(&y2, 3, 5).unwrap();
    assert_eq!(d2.values(), &[0, 1, 2, 3, 2, 1, 0, 0, 0]);
    // d(Y) →^{2,4} d(Y')
    assert_eq!(y.hook_interval(1, 4).unwrap(), (2, 4));
    assert_eq!(d.hook_interval(1, 4).unwrap(), (2, 4));
    assert!(d.interval_in_domain(2, 4));
    assert_eq!(d.interval(2, 4).unwrap(), d2);
    assert_eq!(d.interval_box(2, 4).unwrap(), (1, 4));
    // Lemma 3.10: #h = r − l + 1 = 3.
    assert_eq!(y.hook_length(1, 4).unwrap(), 3);
}

#[test]
fn abuku_tada_example_3_16_hook_multisets_and_lemma_3_15() {
    let y = p("5,4,3");
    // A(h_Y(1,3)) = {{3,4,3,2,1}}
    assert_eq!(numbers(3, 5, y.hook(1, 3).unwrap()), vec![1, 2, 3, 3, 4]);
    let y1 = y.remove_hook(1, 3).unwrap();
    assert_eq!(y1.parts(), &[3, 2, 2]);
    // A(h_{Y'}(1,1)) = {{1,2,3,4,3}} = A(h_Y(1,3))
    assert_eq!(numbers(3, 5, y1.hook(1, 1).unwrap()), vec![1, 2, 3, 3, 4]);
    // Lemma 3.15: d(Y) →^{l,r} d(Y') and d(Y') →^{n−m−r, n−m−l} d(Y'').
    let (l, r) = y.hook_interval(1, 3).unwrap();
    assert_eq!((l, r), (0, 4));
    assert_eq!(y1.hook_interval(1, 1).unwrap(), (2 - r, 2 - l));
    let y2 = y1.remove_hook(1, 1).unwrap();
    let d1 = DiagonalExpr::from_partition(&y1, 3, 5).unwrap();
    assert_eq!(
        d1.interval(2 - r, 2 - l).unwrap(),
        DiagonalExpr::from_partition(&y2, 3, 5).unwrap()
    );
}

#[test]
fn abuku_tada_definition_3_11_bulges_of_example_3_7() {
    let d = DiagonalExpr::from_partition(&p("5,4,3"), 3, 5).unwrap();
    use Bulge::{Left as L, Right as R};
    // pairs k = −2..=5 of (0, 1, 2, 3, 2, 2, 1, 1, 0)
    assert_eq!(d.bulges(), vec![R, R, R, L, R, L, R, L]);
    assert!(d.bulge(-3).is_err() && d.bulge(6).is_err());
    // Valid intervals: l with a right bulge at l, r with a left bulge at
    // r + 1; one per box (12 boxes).
    let iv = d.intervals().unwrap();
    assert_eq!(iv.len(), 12);
    assert!(iv.contains(&(2, 4)));
    assert!(!d.interval_in_domain(1, 4));
    assert!(matches!(
        d.interval(1, 4),
        Err(PartitionError::BadInterval { l: 1, r: 4, .. })
    ));
}

#[test]
fn abuku_tada_section_5_1_shifted_diagram() {
    // S = (7, 6, 4, 3, 2) as drawn in §5.1.
    let s = sp("7,6,4,3,2");
    let rows: Vec<(usize, u64, u64)> = (1..=5)
        .map(|i| {
            let cols: Vec<u64> = s.boxes().filter(|b| b.0 == i).map(|b| b.1).collect();
            (i, cols[0], *cols.last().unwrap())
        })
        .collect();
    assert_eq!(
        rows,
        vec![(1, 1, 7), (2, 2, 7), (3, 3, 6), (4, 4, 6), (5, 5, 6)]
    );
    assert_eq!(s.len(), 5); // height h(S)
}

#[test]
fn abuku_tada_example_5_4_shifted_hook_removal() {
    let s = sp("7,6,4,3,2");
    let h: Vec<_> = s.hook(2, 3).unwrap().collect();
    // box, arm (2,4..7), leg (3,3), tail = row 4
    assert_eq!(
        h,
        vec![
            (2, 3),
            (2, 4),
            (2, 5),
            (2, 6),
            (2, 7),
            (3, 3),
            (4, 4),
            (4, 5),
            (4, 6)
        ]
    );
    let t = s.remove_hook(2, 3).unwrap();
    assert_eq!(t.parts(), &[7, 4, 2]);
    assert_eq!(t, remove_shifted_hook_by_definition(&s, (2, 3)).unwrap());
    assert_eq!(s.hook_length(2, 3).unwrap(), 9);
}

#[test]
fn abuku_tada_lemma_5_8_worked_examples() {
    let s = sp("7,6,4,3,2");
    let sd = ShiftedDiagonalExpr::from_shifted(&s, 7).unwrap();
    assert_eq!(sd.values(), &[5, 5, 4, 3, 2, 2, 1, 0]);
    assert_eq!(sd.to_string(), "[5, 5, 4, 3, 2, 2, 1, 0]");
    assert_eq!(sd.to_shifted(), s);

    // S' = S ∖ h_S(2, 6): sd(S) →^{1,5} sd(S') = [5, 4, 3, 2, 1, 1, 1, 0].
    let s1 = s.remove_hook(2, 6).unwrap();
    let sd1 = ShiftedDiagonalExpr::from_shifted(&s1, 7).unwrap();
    assert_eq!(sd1.values(), &[5, 4, 3, 2, 1, 1, 1, 0]);
    let mv1 = s.hook_move(2, 6).unwrap();
    assert_eq!(mv1, ShiftedMove::Interval { l: 1, r: 5 });
    assert_eq!(sd.apply(mv1).unwrap(), sd1);
    assert_eq!(mv1.hook_length(), Some(s.hook_length(2, 6).unwrap()));
    assert_eq!(s1, remove_shifted_hook_by_definition(&s, (2, 6)).unwrap());

    // S' = S ∖ h_S(2, 3): sd(S) = [5,5,4,3,2,2,1,0] → [3,3,2,2,1,1,1,0]:
    // subtract 2 on 0..=r' = 2 and 1 on r'+1..=r = 5.
    let s2 = s.remove_hook(2, 3).unwrap();
    let sd2 = ShiftedDiagonalExpr::from_shifted(&s2, 7).unwrap();
    assert_eq!(sd2.values(), &[3, 3, 2, 2, 1, 1, 1, 0]);
    let mv2 = s.hook_move(2, 3).unwrap();
    assert_eq!(mv2, ShiftedMove::Double { r_prime: 2, r: 5 });
    assert_eq!(sd.apply(mv2).unwrap(), sd2);
    assert_eq!(mv2.hook_length(), Some(9));
}

#[test]
fn gottlieb_krnc_mursic_section_8_representations() {
    // ⟦6,5,4,4,4,2,2⟧ = ⟦6,5,4^3,2^2⟧ = {(6,1),(5,2),(4,5),(2,7)}
    let y = p("6,5,4,4,4,2,2");
    assert_eq!(y.exponent_notation().to_string(), "6,5,4^3,2^2");
    assert_eq!(y.corner_notation().to_string(), "{(6,1),(5,2),(4,5),(2,7)}");
    assert_eq!(p("6,5,4^3,2^2"), y);
    assert_eq!(p("{(6,1),(5,2),(4,5),(2,7)}"), y);
    assert_eq!(p("{(2,7),(4,5),(6,1),(5,2)}"), y); // a set: any order
    assert_eq!(p("⟦6,5,4^{3},2^{2}⟧"), y);
    let r = PartitionRuns::from(&y);
    assert_eq!(r.runs(), &[(6, 1), (5, 1), (4, 3), (2, 2)]);
    assert_eq!(r.corners(), vec![(6, 1), (5, 2), (4, 5), (2, 7)]);
    // The corner pairs are (column, row) of the corner boxes (row, column).
    let swapped: Vec<(u64, u64)> = y.corners().iter().map(|&(i, j)| (j, i as u64)).collect();
    assert_eq!(swapped, r.corners());
}

#[test]
fn gottlieb_krnc_mursic_section_2_1_notation_and_durfee() {
    // Figure 1: ⟦6,4,3,3,1,1⟧ = ⟦6,4,3^2,1^2⟧ (the caption writes ⟦6,4^2,2,1^2⟧
    // for the same picture; the text's version is used).
    let y = p("6,4,3,3,1,1");
    assert_eq!(y.exponent_notation().to_string(), "6,4,3^2,1^2");
    assert_eq!(y.durfee_length(), 3);
    assert_eq!(y.conjugate().unwrap().parts(), &[6, 4, 4, 2, 1, 1]);
    // λ[i−1, j−1] is the diagram rooted at (i, j); λ[0,0] = λ.
    assert_eq!(y.subpartition(0, 0), y);
    assert_eq!(y.subpartition(1, 1).parts(), &[3, 2, 2]);
    // A corner (i, j) has λ[i, j] = ⟦1⟧: the box (i+1, j+1) is removable.
    for (i, j) in y.corners() {
        assert_eq!(y.subpartition(i - 1, j - 1).parts(), &[1]);
    }
    // Staircase, rectangle and gamma families.
    assert_eq!(p("4,3,2,1").durfee_length(), 2);
    assert_eq!(p("5^3").durfee_length(), 3);
    assert_eq!(p("5,1^3").durfee_length(), 1);
}

#[test]
fn motegi_section_2_1_rectangle_and_dual() {
    let y = p("5,4,3");
    assert!(y.fits_in(3, 5));
    assert!(!y.fits_in(2, 5));
    // λ^D = (n − λ_m, …, n − λ_1) in Y_{3,5}: (5−3, 5−4, 5−5) = (2, 1, 0)
    let dual = y.dual_in(3, 5).unwrap();
    assert_eq!(dual.parts(), &[2, 1]);
    assert_eq!(dual.dual_in(3, 5).unwrap(), y);
    assert_eq!(y.size() + dual.size(), 15);
    assert!(matches!(
        y.dual_in(3, 4),
        Err(PartitionError::DoesNotFit { m: 3, n: 4, .. })
    ));
    // Y_{m,n} itself and ∅ are dual to each other.
    assert!(p("5^3").dual_in(3, 5).unwrap().is_empty());
    assert_eq!(Partition::empty().dual_in(3, 5).unwrap(), p("5^3"));
    // Degenerate rectangles.
    assert!(Partition::empty().dual_in(3, 0).unwrap().is_empty());
    assert!(Partition::empty().dual_in(0, 4).unwrap().is_empty());
}
