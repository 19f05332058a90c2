//! Kawanaka, *Games and algorithms with hook structure*, §8–§9, with the
//! paper's own numbers; Abuku–Tada (Japanese version), Theorem 2.4.

mod common;

use hookgames_game::{AlgorithmExt, DescribeMoves, Outcome, Solver};
use hookgames_maya::{MayaDiagram, n_quotient, n_weight};
use hookgames_partition::Partition;
use hookgames_sato_welter::*;

fn fig5() -> Partition {
    "9,8,6,5,5,2".parse().unwrap()
}

/// §8: Y = (9,8,6,5,5,2) has the β-numbers {14,12,9,7,6,2}; removing the
/// hook of length 6 at (3,3) (Figs. 5, 6) gives {14,12,7,6,3,2}, and the
/// two realizations agree on the arrow.
#[test]
fn section_8_beta_numbers_and_hook_subtraction() {
    let y = fig5();
    let iso = NakayamaIsomorphism::new(6);
    let p = iso.to_one_line(&y).unwrap();
    assert_eq!(p.stones().collect::<Vec<_>>(), [14, 12, 9, 7, 6, 2]);
    assert_eq!(y.hook_length(3, 3).unwrap(), 6);
    let z = y.remove_hook(3, 3).unwrap();
    let q = iso.to_one_line(&z).unwrap();
    assert_eq!(q.stones().collect::<Vec<_>>(), [14, 12, 7, 6, 3, 2]);
    use hookgames_game::Algorithm;
    use hookgames_plain::Plain;
    assert!(YoungRealization.has_arrow(&y, &z).unwrap());
    assert!(OneLineRealization.has_arrow(&p, &q).unwrap());
    assert_eq!(YoungRealization.arrow_length(&y, &z).unwrap(), 6);
    assert_eq!(OneLineRealization.arrow_length(&p, &q).unwrap(), 9 - 3);
    // The end of ⟨p⟩ is {0, 1, 2, 3, 4, 5}: the empty diagram.
    assert_eq!(
        iso.to_one_line(&Partition::empty()).unwrap(),
        MayaDiagram::new(0..6).unwrap()
    );
}

/// §9: |Y| = 35, |Y_(2)| = 17, |Y_(4)| = 7, |Y_(8)| = 2, |Y_(2^i)| = 0 for
/// i ≥ 4, so E^(2)(Y) = 1 + 2 + 4 = 7 by (9.1), and the first player wins
/// (Theorem 4.1 (iii)).
#[test]
fn section_9_two_adic_expansion() {
    let y = fig5();
    let counts: Vec<u64> = [1u64, 2, 4, 8, 16, 32]
        .iter()
        .map(|&n| {
            hookgames_partition::arbitrary::hook_lengths_by_definition(&y)
                .iter()
                .filter(|&&(_, h)| h % n == 0)
                .count() as u64
        })
        .collect();
    assert_eq!(counts, [35, 17, 7, 2, 0, 0]);
    for (&n, &c) in [1u64, 2, 4, 8, 16].iter().zip(&counts) {
        assert_eq!(n_weight(&y, n).unwrap(), c);
    }
    // The 2-quotient as two Young diagrams (Kawanaka §8: a disjoint sum of
    // n Young diagrams).
    let q = n_quotient(&y, 2).unwrap();
    assert_eq!(q.iter().map(Partition::size).sum::<u64>(), 17);
    // The iterated 2-quotients of the box-level diagram have the same sizes.
    let mut d = KleinDiagram::new(&y).unwrap();
    let mut sizes = Vec::new();
    while !d.is_empty() {
        sizes.push(d.len() as u64);
        d = d.quotient(KleinSubgroup::AB);
    }
    assert_eq!(sizes, [35, 17, 7, 2]);

    assert_eq!(kawanaka_formula(&y).unwrap(), 7);
    assert_eq!(KleinDiagram::new(&y).unwrap().two_adic_value(), 7);
    assert_eq!(sato_formula(&y).unwrap(), 7);
    assert_eq!(welter_function(&[14, 12, 9, 7, 6, 2]).unwrap(), 7);
    assert_eq!(YoungRealization.grundy(&y).unwrap(), 7);
    let mut search = Solver::new(YoungRealization);
    assert_eq!(search.grundy(&y).unwrap(), 7);
    let p = NakayamaIsomorphism::new(6).to_one_line(&y).unwrap();
    assert_eq!(OneLineRealization.grundy(&p).unwrap(), 7);
    assert_eq!(search.outcome(&y).unwrap(), Outcome::N);
    // The engine's zero-config functions answer by the game's value hook.
    assert_eq!(hookgames_game::grundy(&YoungRealization, &y).unwrap(), 7);
    assert_eq!(
        hookgames_game::outcome(&YoungRealization, &y).unwrap(),
        Outcome::N
    );
}

/// Fig. 10: g(1,1) = a and neighbours differ — the checkerboard.
#[test]
fn figure_10_checkerboard() {
    let d = KleinDiagram::new(&fig5()).unwrap();
    let rows = [
        "a b a b a b a b a",
        "b a b a b a b a",
        "a b a b a b",
        "b a b a b",
        "a b a b a",
        "b a",
    ];
    for (k, row) in rows.iter().enumerate() {
        let i = k + 1;
        let got: Vec<String> = (1..=fig5().part(i))
            .map(|j| d.label(i, j).unwrap().to_string())
            .collect();
        assert_eq!(got.join(" "), *row, "row {i}");
    }
}

/// The hook product d(x) = ∏_{y ∈ H(x)} g(y) straight from the definition:
/// walk the hook box by box.
fn d_by_definition(y: &Partition, i: usize, j: u64) -> Klein {
    y.hook(i, j)
        .unwrap()
        .map(|(r, c)| {
            if (r as u64 + c).is_multiple_of(2) {
                Klein::A
            } else {
                Klein::B
            }
        })
        .fold(Klein::One, |acc, g| acc * g)
}

/// Fig. 11. The extraction prints the first five entries of each row (rows
/// 4–6 completely); those are compared literally, and every entry is
/// recomputed from the definition, by `KleinDiagram` and by
/// `YoungRestriction::hook_product`.
#[test]
fn figure_11_hook_products() {
    let y = fig5();
    let d = KleinDiagram::new(&y).unwrap();
    let printed = [
        "ab a b ab a",
        "1 b a 1 b",
        "b 1 ab b 1",
        "a ab 1 a ab",
        "ab a b ab a",
        "ab a",
    ];
    for (k, row) in printed.iter().enumerate() {
        let i = k + 1;
        let got: Vec<String> = (1..=y.part(i).min(5))
            .map(|j| d.hook_product(i, j).unwrap().to_string())
            .collect();
        assert_eq!(got.join(" "), *row, "row {i}");
    }
    for (i, j) in y.boxes() {
        let want = d_by_definition(&y, i, j);
        assert_eq!(d.hook_product(i, j), Some(want), "box ({i}, {j})");
        assert_eq!(YoungRestriction::hook_product(&y, i, j), Some(want));
    }
    // The full figure, as recomputed.
    let full: Vec<String> = (1..=6)
        .map(|i| {
            (1..=y.part(i))
                .map(|j| d.hook_product(i, j).unwrap().to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    assert_eq!(
        full,
        [
            "ab a b ab a ab 1 b a",
            "1 b a 1 b 1 ab a",
            "b 1 ab b 1 b",
            "a ab 1 a ab",
            "ab a b ab a",
            "ab a",
        ]
    );
}

/// §9 end to end: the third case of Theorem 4.2 (ii) with E^(2)(Y) = 7,
/// t = 0 leads to the (G,⟨b⟩)-quotient Y′ ≅ 2×5 rectangle ⊔ hook of length
/// 5, with E^(2)(Y′) = 3; the third case again leads to Y″ ≅ rows of 3 and
/// 2 (Nim heaps 3 and 2), whose unique good move is the box (3, 6); hence
/// the unique good move at Y is the hook of (3, 6).
#[test]
fn section_9_good_move_search() {
    let y = fig5();
    let run = YoungRealization.descent(&y, 0).unwrap();
    let s = run.steps();
    assert_eq!(s.len(), 4);

    // Y: ε_0 = 1 ≠ t_0 = 0, ε_1 = 1 ≠ t_1 = 0: the third case, K = ⟨b⟩.
    assert_eq!((s[0].epsilon0, s[0].epsilon1, s[0].target), (true, true, 0));
    assert_eq!(
        s[0].action,
        KleinDescentAction::Quotient {
            case: 3,
            subgroup: KleinSubgroup::B,
            next_target: 0
        }
    );

    // Y′: the boxes containing 1 or b in Fig. 11.
    let y1 = &s[1].diagram;
    let want: Vec<(usize, u64)> = y
        .boxes()
        .filter(|&(i, j)| matches!(d_by_definition(&y, i, j), Klein::One | Klein::B))
        .collect();
    assert_eq!(y1.boxes(), want.as_slice());
    assert_eq!(y1.len(), 15);
    let shapes = y1.young_components().unwrap();
    assert_eq!(shapes.len(), 2);
    assert_eq!(shapes[0].parts(), &[5, 5]); // 2 × 5 rectangle (up to transposition)
    // A hook-shaped diagram of length 5: one box whose hook is everything.
    assert_eq!(shapes[1].size(), 5);
    assert_eq!(shapes[1].hook_length(1, 1).unwrap(), 5);
    assert_eq!(shapes[1].parts(), &[3, 1, 1]);
    assert_eq!(y1.two_adic_value(), 3);
    // Its hooks are H_Y(y) ∩ Y′ (Kawanaka §9).
    for (k, &(i, j)) in y1.boxes().iter().enumerate() {
        let restricted = y
            .hook(i, j)
            .unwrap()
            .filter(|b| y1.index_of(b.0, b.1).is_some())
            .count();
        assert_eq!(y1.hook_lengths()[k], restricted as u64);
    }
    // Fig. 12: a at the north-west corner of each component, checkerboard
    // inside each.
    assert_eq!(y1.label(2, 1), Some(Klein::A)); // corner of the rectangle
    assert_eq!(y1.label(1, 3), Some(Klein::A)); // corner of the hook
    assert_eq!(y1.label(2, 2), Some(Klein::B));
    assert_eq!(y1.label(3, 1), Some(Klein::B));
    assert_eq!(y1.label(3, 2), Some(Klein::A));
    assert_eq!(y1.label(1, 7), Some(Klein::B));
    assert_eq!(y1.label(4, 3), Some(Klein::B));
    // Y′: ε_0 = 1, ε_1 = 1 (E^(2)(Y′) = 3), t = 0: the third case again.
    assert_eq!(
        s[1].action,
        KleinDescentAction::Quotient {
            case: 3,
            subgroup: KleinSubgroup::B,
            next_target: 0
        }
    );

    // Y″ ≅ 1×3 ⊔ 1×2: Nim with heaps 3 and 2.
    let y2 = &s[2].diagram;
    let shapes: Vec<Vec<u64>> = y2
        .young_components()
        .unwrap()
        .iter()
        .map(|p| p.parts().to_vec())
        .collect();
    assert_eq!(shapes, [vec![3], vec![2]]);
    assert_eq!(y2.two_adic_value(), 3 ^ 2);
    assert!(y2.index_of(3, 6).is_some());

    // The unique good move.
    assert_eq!(run.boxes(), &[(3, 6)]);
    let winning = YoungRealization.winning_moves(&y).unwrap();
    let moves = YoungRealization.describe(&y, &winning).unwrap();
    assert_eq!(moves.len(), 1);
    assert_eq!(
        (moves[0].row, moves[0].col, moves[0].hook_length),
        (3, 6, 1)
    );
    assert_eq!(moves[0].result.parts(), &[9, 8, 5, 5, 5, 2]);
    assert_eq!(
        Solver::new(YoungRealization)
            .grundy(&moves[0].result)
            .unwrap(),
        0
    );
    // Trial and error (note 15) finds the same single move.
    assert_eq!(
        YoungRealization.options_with_value_by_trial(&y, 0).unwrap(),
        winning
    );
    // The theory's Theorem 4.2 on the abstract diagram of Y (Diagram::of,
    // trusted since YoungRealization is Plain) finds the same move.
    assert_eq!(
        hookgames_plain::good_moves(&YoungRealization, &y).unwrap(),
        vec![moves[0].result.clone()]
    );
}

/// Abuku–Tada (Japanese version), Theorem 2.4 and Example 2.3: Y =
/// (6,6,5,3,3), removing the hook of (2,2) gives (6,4,2,2,1); Sato's formula
/// agrees with the game.
#[test]
fn abuku_tada_theorem_2_4() {
    let y: Partition = "6,6,5,3,3".parse().unwrap();
    assert_eq!(y.remove_hook(2, 2).unwrap().parts(), &[6, 4, 2, 2, 1]);
    let g = Solver::new(YoungRealization).grundy(&y).unwrap();
    assert_eq!(sato_formula(&y).unwrap(), g);
    let by_hand = hookgames_partition::arbitrary::hook_lengths_by_definition(&y)
        .iter()
        .fold(0u64, |acc, &(_, h)| acc ^ h ^ (h - 1));
    assert_eq!(g, by_hand);
}
