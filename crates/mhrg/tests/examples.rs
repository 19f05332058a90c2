//! The papers' worked examples.

use hookgames_game::{GameMap, Solver};
use hookgames_mhrg::{
    MapA, MhrgGame, RectGame, Unimodal, hook_multiset, solve_positions, start_grundy,
};
use hookgames_partition::{DiagonalExpr, Partition};

fn p(parts: &[u64]) -> Partition {
    Partition::new(parts.to_vec()).unwrap()
}

/// Abuku–Tada, Example 1.2: the play Y_{3,5} → Y' → Y''' → ∅ of MHRG(3, 5).
#[test]
fn example_1_2_play() {
    let game = MhrgGame::rectangle(3, 5).unwrap();
    let alpha = Unimodal::new(3, 5).unwrap();
    let y = game.start().clone();
    // The unimodal numbering of Y_{3,5} (the figure of Example 1.2).
    let rows: Vec<Vec<u64>> = (1..=3)
        .map(|i| {
            (1..=5)
                .map(|j| hookgames_mhrg::Numbering::number(&alpha, i, j).unwrap())
                .collect()
        })
        .collect();
    assert_eq!(
        rows,
        vec![
            vec![3, 4, 3, 2, 1],
            vec![2, 3, 4, 3, 2],
            vec![1, 2, 3, 4, 3]
        ]
    );

    // A removes the hook at (2, 4): A(h) = {2, 3, 4}, no second hook.
    assert_eq!(
        hook_multiset(&y, &alpha, 2, 4).unwrap().as_slice(),
        &[2, 3, 4]
    );
    let mv = game
        .moves(&y)
        .unwrap()
        .into_iter()
        .find(|mv| mv.hooks[0] == (2, 4))
        .unwrap();
    assert_eq!(mv.hooks, vec![(2, 4)]);
    let y1 = mv.result;
    assert_eq!(y1, p(&[5, 4, 3]));

    // B removes the hook at (2, 1): A(h') = {3, 4, 3, 2, 1}; Y'' = (5, 2);
    // the unique box of Y'' with the same multiset is (1, 2): Y''' = (1, 1).
    assert_eq!(
        hook_multiset(&y1, &alpha, 2, 1).unwrap().as_slice(),
        &[1, 2, 3, 3, 4]
    );
    let y2 = y1.remove_hook(2, 1).unwrap();
    assert_eq!(y2, p(&[5, 2]));
    let same: Vec<(usize, u64)> = y2
        .boxes()
        .filter(|&(i, j)| {
            hook_multiset(&y2, &alpha, i, j).unwrap() == hook_multiset(&y1, &alpha, 2, 1).unwrap()
        })
        .collect();
    assert_eq!(same, vec![(1, 2)]);
    let mv = game
        .moves(&y1)
        .unwrap()
        .into_iter()
        .find(|mv| mv.hooks[0] == (2, 1))
        .unwrap();
    assert_eq!(mv.hooks, vec![(2, 1), (1, 2)]);
    let y3 = mv.result;
    assert_eq!(y3, p(&[1, 1]));
    // Y'' is not a position of MHRG(3, 5) (Remark 4.1).
    assert!(
        !hookgames_mhrg::check_position(&y2, 3, 5)
            .unwrap()
            .is_position()
    );
    assert!(game.options(&y1).unwrap().contains(&y3));
    assert!(!game.options(&y1).unwrap().contains(&y2));

    // A removes the hook at (1, 1) and wins.
    let mv = game
        .moves(&y3)
        .unwrap()
        .into_iter()
        .find(|mv| mv.hooks[0] == (1, 1))
        .unwrap();
    assert!(mv.result.is_empty());
    // The same play on Motegi's subsets.
    let moves = RectGame::new(3, 5).unwrap().valued_moves(&y1).unwrap();
    let b = moves.iter().find(|mv| mv.first == (2, 1)).unwrap();
    assert_eq!((b.second, &b.result), (Some((1, 2)), &y3));
}

/// Abuku–Tada, Examples 3.7 and 3.9: d(Y) and the interval of the hook at (1, 4).
#[test]
fn examples_3_7_and_3_9() {
    let y = p(&[5, 4, 3]);
    let d = DiagonalExpr::from_partition(&y, 3, 5).unwrap();
    assert_eq!(d.values(), &[0, 1, 2, 3, 2, 2, 1, 1, 0]);
    assert_eq!(y.hook_interval(1, 4).unwrap(), (2, 4));
    let y1 = y.remove_hook(1, 4).unwrap();
    assert_eq!(y1, p(&[3, 3, 3]));
    assert_eq!(
        DiagonalExpr::from_partition(&y1, 3, 5).unwrap().values(),
        &[0, 1, 2, 3, 2, 1, 0, 0, 0]
    );
    // Lemma 3.10: #A(h) = r − l + 1.
    let alpha = Unimodal::new(3, 5).unwrap();
    assert_eq!(hook_multiset(&y, &alpha, 1, 4).unwrap().len(), 3);
}

/// Abuku–Tada, Example 3.16 (and Examples 5.3, 5.6 of the Japanese
/// version): d(Y) →^{0,4} d(Y') →^{−2,2} d(Y''); the hooks at (1, 3) and at
/// (2, 1) have the same multiset and lead to the same Y''.
#[test]
fn example_3_16() {
    let alpha = Unimodal::new(3, 5).unwrap();
    let y = p(&[5, 4, 3]);
    assert_eq!(
        hook_multiset(&y, &alpha, 1, 3).unwrap().as_slice(),
        &[1, 2, 3, 3, 4]
    );
    assert_eq!(y.hook_interval(1, 3).unwrap(), (0, 4));
    let y1 = y.remove_hook(1, 3).unwrap();
    assert_eq!(y1, p(&[3, 2, 2]));
    assert_eq!(
        DiagonalExpr::from_partition(&y1, 3, 5).unwrap().values(),
        &[0, 1, 2, 2, 1, 1, 0, 0, 0]
    );
    assert_eq!(
        hook_multiset(&y1, &alpha, 1, 1).unwrap(),
        hook_multiset(&y, &alpha, 1, 3).unwrap()
    );
    assert_eq!(y1.hook_interval(1, 1).unwrap(), (-2, 2)); // −2 = 5 − 3 − 4, 2 = 5 − 3 − 0
    let y2 = y1.remove_hook(1, 1).unwrap();
    assert_eq!(y2, p(&[1, 1]));
    assert_eq!(
        DiagonalExpr::from_partition(&y2, 3, 5).unwrap().values(),
        &[0, 0, 1, 1, 0, 0, 0, 0, 0]
    );
    // Japanese version, Example 5.6: from the hook at (2, 1) instead.
    let game = MhrgGame::rectangle(3, 5).unwrap();
    let moves = game.moves(&y).unwrap();
    let a = moves.iter().find(|mv| mv.hooks[0] == (1, 3)).unwrap();
    let b = moves.iter().find(|mv| mv.hooks[0] == (2, 1)).unwrap();
    assert_eq!(a.hooks, vec![(1, 3), (1, 1)]);
    assert_eq!(b.hooks, vec![(2, 1), (1, 2)]);
    assert_eq!(a.result, b.result);
    assert_eq!(
        DiagonalExpr::from_partition(&y.remove_hook(2, 1).unwrap(), 3, 5)
            .unwrap()
            .values(),
        &[0, 0, 1, 2, 1, 1, 1, 1, 0]
    );
    // In Motegi's form: (l, r) = (3, 8), then (r̄, l̄) = (1, 6).
    let rect = RectGame::new(3, 5).unwrap();
    let q = rect.position(&y).unwrap();
    let mv = rect.apply(&q, 3, 8).unwrap();
    assert_eq!(mv.second, Some((1, 6)));
    assert_eq!(rect.partition(&mv.result).unwrap(), y2);
}

/// Abuku–Tada, Example 5.17 (Japanese version, Example 6.13):
/// G(Y_{3,4}) = 1 ⊕ 2 ⊕ 3 = 0, and the numbering of Y_{3,4}.
#[test]
fn example_5_17() {
    let alpha = Unimodal::new(3, 4).unwrap();
    let rows: Vec<Vec<u64>> = (1..=3)
        .map(|i| {
            (1..=4)
                .map(|j| hookgames_mhrg::Numbering::number(&alpha, i, j).unwrap())
                .collect()
        })
        .collect();
    assert_eq!(
        rows,
        vec![vec![3, 3, 2, 1], vec![2, 3, 3, 2], vec![1, 2, 3, 3]]
    );
    let game = MhrgGame::rectangle(3, 4).unwrap();
    assert_eq!(Solver::new(&game).grundy(game.start()).unwrap(), 0);
    assert_eq!(start_grundy(3, 4).unwrap(), 1 ^ 2 ^ 3);
    // Through A: Y_{3,4} ↦ S_3 = (3, 2, 1), and G(S_3) = 3 ⊕ 2 ⊕ 1.
    assert_eq!(
        MapA::new(3)
            .unwrap()
            .try_apply(&p(&[4, 4, 4]))
            .unwrap()
            .parts(),
        &[3, 2, 1]
    );
}

/// Abuku–Tada, Figure 1: the numbering of Y_{4,7}.
#[test]
fn figure_1() {
    let alpha = Unimodal::new(4, 7).unwrap();
    let rows: Vec<Vec<u64>> = (1..=4)
        .map(|i| {
            (1..=7)
                .map(|j| hookgames_mhrg::Numbering::number(&alpha, i, j).unwrap())
                .collect()
        })
        .collect();
    assert_eq!(
        rows,
        vec![
            vec![4, 5, 5, 4, 3, 2, 1],
            vec![3, 4, 5, 5, 4, 3, 2],
            vec![2, 3, 4, 5, 5, 4, 3],
            vec![1, 2, 3, 4, 5, 5, 4],
        ]
    );
    assert_eq!(alpha.max_number(), 5);
    assert_eq!(
        solve_positions(4, 7, &hookgames_game::Engine::new())
            .unwrap()
            .start_value(),
        2
    );
}

/// Abuku–Tada, Lemma 3.14 (= the Japanese version's Lemma 4.7 (2)): the
/// number of boxes of Y numbered k by α_{m,n} is d_{−m+k} + d_{n−k}, or
/// d_{−m+k} when the two diagonals coincide — checked against the numbers
/// of the boxes themselves on every Y ⊆ Y_{m,n} for all 1 ≤ m, n ≤ 8
/// (every k from 0 to ⌊(m+n)/2⌋ + 1, so the count is also 0 outside the
/// lemma's range), and on the paper's Example 3.7.
#[test]
fn lemma_3_14_boxes_numbered_k() {
    use hookgames_mhrg::{Numbering, numbered_boxes};
    use hookgames_partition::RectanglePartitions;
    // Example 3.7: Y = (5,4,3) ⊆ Y_{3,5}, numbers 3 4 3 2 1 / 2 3 4 3 / 1 2 3.
    let d = DiagonalExpr::from_partition(&p(&[5, 4, 3]), 3, 5).unwrap();
    let counts: Vec<u64> = (0..=5).map(|k| numbered_boxes(&d, k)).collect();
    assert_eq!(counts, vec![0, 2, 3, 5, 2, 0]);

    let mut diagrams = 0u64;
    for m in 1..=8usize {
        for n in 1..=8u64 {
            let alpha = Unimodal::new(m, n).unwrap();
            let top = alpha.max_number();
            for y in RectanglePartitions::new(m, n).unwrap() {
                let d = DiagonalExpr::from_partition(&y, m, n).unwrap();
                let mut by_number = vec![0u64; top as usize + 2];
                for (i, j) in y.boxes() {
                    by_number[alpha.number(i, j).unwrap() as usize] += 1;
                }
                for (k, &expected) in by_number.iter().enumerate() {
                    assert_eq!(
                        numbered_boxes(&d, k as u64),
                        expected,
                        "boxes numbered {k} in {y} ⊆ Y_{{{m},{n}}}"
                    );
                }
                diagrams += 1;
            }
        }
    }
    // Σ_{m,n ≤ 8} C(m+n, m) diagrams.
    let expected: u64 = (1..=8u64)
        .flat_map(|m| (1..=8u64).map(move |n| (m, n)))
        .map(|(m, n)| (1..=m).fold(1u64, |c, i| c * (n + i) / i))
        .sum();
    assert_eq!(diagrams, expected);
}
