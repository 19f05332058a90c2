//! The results of Gottlieb–Krnc–Muršič, *Sprague–Grundy values and
//! complexity for LCTR*, each checked with the paper's own numbers and
//! against the dynamic program or brute force.

mod common;

use common::{Brute, CONVENTIONS, GAMES, conjugate, part};
use hookgames_game::Convention;
use hookgames_lctr::{Board, Downright, Family, Lctr, LctrVariant, durfee_length, subpartition};
use hookgames_partition::Partition;
use hookgames_partition::arbitrary::partitions_up_to;

fn dp(game: LctrVariant, play: Convention, p: &Partition) -> u64 {
    Board::new(game, p, play).unwrap().root()
}

/// Figure 4: λ = ⟦8,7,6,5²,2,1⟧ and its two moves.
#[test]
fn figure4_subpartitions() {
    let lambda = part(&[8, 7, 6, 5, 5, 2, 1]);
    assert_eq!(subpartition(&lambda, 1, 0), part(&[7, 6, 5, 5, 2, 1]));
    assert_eq!(subpartition(&lambda, 0, 1), part(&[7, 6, 5, 4, 4, 1]));
    // Equation (1): (λ[i1,j1])[i2,j2] = λ[i1+i2, j1+j2].
    for p in partitions_up_to(12).unwrap() {
        for (i1, j1, i2, j2) in [(0, 0, 1, 1), (1, 2, 2, 1), (2, 0, 0, 3), (1, 1, 1, 1)] {
            assert_eq!(
                subpartition(&subpartition(&p, i1, j1), i2, j2),
                subpartition(&p, i1 + i2, j1 + j2)
            );
        }
    }
}

/// Figure 5 (left): the LCTR values of λ = ⟦8,7,6,5²,2,1⟧. The extracted
/// text of the figure lists the 34 values of the diagram column by column,
/// top to bottom: 0210101 102101 01021 10102 010211 010 11 0 … — and the
/// board has zeros on every terminal position outside the diagram.
#[test]
fn figure5_lctr_board() {
    let lambda = part(&[8, 7, 6, 5, 5, 2, 1]);
    let board = Board::new(Lctr, &lambda, Convention::Normal).unwrap();
    let mut column_major = String::new();
    for j in 0..8u64 {
        for i in 0..7usize {
            if lambda.part(i + 1) > j {
                column_major.push_str(&board.value(i, j).unwrap().to_string());
            }
        }
    }
    assert_eq!(column_major, "0210101102101010211010201021101011");
    // The terminal positions around the diagram are all 0 (SG(∅) = 0).
    let rim: Vec<_> = board.rim().collect();
    assert_eq!(rim.len(), 10);
    assert!(rim.iter().all(|&(i, j)| board.value(i, j) == Some(0)));
    // The same board drawn row by row, with the terminal positions.
    assert_eq!(
        board.to_string(),
        "010101010\n20101010\n1201010\n012020\n101210\n01000\n10\n0"
    );
    // Every value agrees with brute force.
    let mut brute = Brute::default();
    for i in 0..=7usize {
        for j in 0..=8u64 {
            let sub = subpartition(&lambda, i, j);
            assert_eq!(
                board.value(i, j),
                Some(brute.value(LctrVariant::Lctr, Convention::Normal, sub.parts()))
            );
        }
    }
}

/// Figure 5 (right): the Downright values of the same λ. Their layout was
/// lost in the extraction, which keeps the multiset: 17 zeros, 14 ones and
/// 3 twos; the values are constant along each diagonal (Lemma 10).
#[test]
fn figure5_downright_board() {
    let lambda = part(&[8, 7, 6, 5, 5, 2, 1]);
    let board = Board::new(Downright, &lambda, Convention::Normal).unwrap();
    let mut counts = [0usize; 3];
    let mut brute = Brute::default();
    for i in 0..7usize {
        for j in 0..lambda.part(i + 1) {
            let v = board.value(i, j).unwrap();
            counts[v as usize] += 1;
            let sub = subpartition(&lambda, i, j);
            assert_eq!(
                v,
                brute.value(LctrVariant::Downright, Convention::Normal, sub.parts())
            );
            if i > 0 && j > 0 {
                assert_eq!(board.value(i - 1, j - 1), Some(v));
            }
        }
    }
    assert_eq!(counts, [17, 14, 3]);
    assert_eq!(board.value(7, 0), None);
    assert_eq!(
        board.to_string(),
        "01201010\n1012010\n010120\n10101\n01010\n10\n0"
    );
}

/// Lemma 3: SG(L(staircase_n)) = n mod 2, SG(D(staircase_n)) = (n − 1) mod 2.
#[test]
fn lemma3_staircases() {
    for n in 1..=40usize {
        let fam = Family::Staircase { r: n };
        let p = fam.partition().unwrap();
        let n64 = n as u64;
        assert_eq!(fam.value(Lctr).unwrap(), n64 % 2);
        assert_eq!(fam.value(Downright).unwrap(), (n64 - 1) % 2);
        assert_eq!(dp(LctrVariant::Lctr, Convention::Normal, &p), n64 % 2);
        assert_eq!(
            dp(LctrVariant::Downright, Convention::Normal, &p),
            (n64 - 1) % 2
        );
        assert_eq!(Lctr.value(&p, Convention::Normal).unwrap(), n64 % 2);
    }
}

/// Lemma 4: the gammas ⟦c, 1^{r−1}⟧, equations (5) and (6), with their
/// cases spelled out.
#[test]
fn lemma4_gammas() {
    for r in 1..=25usize {
        for c in 1..=25u64 {
            let fam = Family::Gamma { rows: r, cols: c };
            let p = fam.partition().unwrap();
            let rr = r as u64;
            let l = if c > 1 && rr > 1 {
                0
            } else if (rr == 1 && c % 2 == 1) || (c == 1 && rr % 2 == 1) {
                1
            } else {
                2
            };
            let d = if c % 2 == 1 && rr % 2 == 1 {
                0
            } else if c % 2 != rr % 2 && c > 1 && rr > 1 {
                2
            } else {
                1
            };
            assert_eq!(fam.value(Lctr).unwrap(), l);
            assert_eq!(fam.value(Downright).unwrap(), d);
            assert_eq!(dp(LctrVariant::Lctr, Convention::Normal, &p), l, "L {p}");
            assert_eq!(
                dp(LctrVariant::Downright, Convention::Normal, &p),
                d,
                "D {p}"
            );
        }
    }
}

/// Lemmas 12, 13, 14: LCTR on one, two and three rows — every such
/// partition with parts ≤ 24, and the individual cases with the paper's
/// values.
#[test]
fn lemmas12_13_14_few_rows() {
    // Lemma 12.
    assert_eq!(Lctr.grundy_few_rows(&[]).unwrap(), 0);
    assert_eq!(Lctr.grundy_few_rows(&[7]).unwrap(), 1);
    assert_eq!(Lctr.grundy_few_rows(&[8]).unwrap(), 2);
    // Lemma 13.
    assert_eq!(Lctr.grundy_few_rows(&[6, 6]).unwrap(), 0);
    assert_eq!(Lctr.grundy_few_rows(&[7, 7]).unwrap(), 2);
    assert_eq!(Lctr.grundy_few_rows(&[9, 5]).unwrap(), 0);
    assert_eq!(Lctr.grundy_few_rows(&[9, 4]).unwrap(), 1);
    // Lemma 14, cases 1–5.
    assert_eq!(Lctr.grundy_few_rows(&[5, 5, 5]).unwrap(), 0);
    assert_eq!(Lctr.grundy_few_rows(&[1, 1, 1]).unwrap(), 1);
    assert_eq!(Lctr.grundy_few_rows(&[6, 6, 6]).unwrap(), 1);
    assert_eq!(Lctr.grundy_few_rows(&[2, 2, 2]).unwrap(), 2);
    assert_eq!(Lctr.grundy_few_rows(&[8, 3, 3]).unwrap(), 0);
    assert_eq!(Lctr.grundy_few_rows(&[8, 4, 4]).unwrap(), 1);
    assert_eq!(Lctr.grundy_few_rows(&[8, 8, 4]).unwrap(), 0);
    assert_eq!(Lctr.grundy_few_rows(&[8, 8, 3]).unwrap(), 1);
    assert_eq!(Lctr.grundy_few_rows(&[8, 4, 1]).unwrap(), 1);
    assert_eq!(Lctr.grundy_few_rows(&[8, 5, 1]).unwrap(), 2);
    assert_eq!(Lctr.grundy_few_rows(&[8, 5, 2]).unwrap(), 0);
    assert_eq!(Lctr.grundy_few_rows(&[8, 5, 3]).unwrap(), 1);
    for a in 0..=24u64 {
        for b in 0..=a {
            for c in 0..=b {
                let p = Partition::new(vec![a, b, c]).unwrap();
                assert_eq!(
                    Lctr.grundy_few_rows(&[a, b, c]).unwrap(),
                    dp(LctrVariant::Lctr, Convention::Normal, &p),
                    "{p}"
                );
            }
        }
    }
}

/// Lemma 17: the rectangles ⟦c^r⟧ in LCTR; and the Downright rectangles
/// through Theorem 11 and Lemma 4.
#[test]
fn lemma17_rectangles() {
    for r in 1..=25usize {
        for c in 1..=25u64 {
            let fam = Family::Rectangle { rows: r, cols: c };
            let p = fam.partition().unwrap();
            let rr = r as u64;
            let l = if c > 1 && rr > 1 && (c + rr).is_multiple_of(2) {
                0
            } else if (c <= 2 || rr <= 2) && (c + rr) % 2 == 1 {
                2
            } else {
                1
            };
            assert_eq!(fam.value(Lctr).unwrap(), l);
            assert_eq!(dp(LctrVariant::Lctr, Convention::Normal, &p), l, "{p}");
            let d = dp(LctrVariant::Downright, Convention::Normal, &p);
            assert_eq!(fam.value(Downright).unwrap(), d, "{p}");
        }
    }
}

/// Lemma 6: λ'[i, j] = λ[j, i]' and conjugation preserves every value.
#[test]
fn lemma6_conjugation() {
    for p in partitions_up_to(18).unwrap() {
        let q = conjugate(&p);
        for i in 0..=p.len() {
            for j in 0..=p.part(1) {
                assert_eq!(
                    subpartition(&q, j as usize, i as u64),
                    conjugate(&subpartition(&p, i, j))
                );
            }
        }
        for game in GAMES {
            for play in CONVENTIONS {
                assert_eq!(game.value(&p, play), game.value(&q, play));
            }
        }
    }
}

/// Lemma 7: a non-empty λ is a P-position of misère LCTR iff it is a
/// P-position of (normal) Downright; Theorem 9 for LCTR.
#[test]
fn lemma7_misere_lctr_is_downright() {
    for p in partitions_up_to(30).unwrap().into_iter().skip(1) {
        let misere = Lctr.value(&p, Convention::Misere).unwrap();
        let downright = Downright.value(&p, Convention::Normal).unwrap();
        assert_eq!(misere == 0, downright == 0, "{p}");
    }
    // "they may have different values within the support": ⟦2⟧ is a
    // (misère) 2-position of LCTR but a 1-position of Downright.
    let two = part(&[2]);
    assert_eq!(Lctr.value(&two, Convention::Misere).unwrap(), 2);
    assert_eq!(Downright.value(&two, Convention::Normal).unwrap(), 1);
}

/// Lemma 10: in Downright, SG(A[i−1, j−1]) = SG(A[i, j]) for every box
/// (i+1, j+1) of λ with i, j ≥ 1; Theorem 11: SG(A) = SG(A[k, k]) for
/// k < d(λ), and A[d−1, d−1] is a gamma.
#[test]
fn lemma10_theorem11_downright_diagonals() {
    for p in partitions_up_to(24).unwrap().into_iter().skip(1) {
        let board = Board::new(Downright, &p, Convention::Normal).unwrap();
        for i in 1..p.len() {
            for j in 1..p.part(i + 1) {
                assert_eq!(
                    board.value(i - 1, j - 1),
                    board.value(i, j),
                    "{p} ({i},{j})"
                );
            }
        }
        let d = durfee_length(&p);
        for k in 0..d {
            assert_eq!(board.value(k, k as u64), Some(board.root()));
        }
        let end = subpartition(&p, d - 1, d as u64 - 1);
        assert_eq!(durfee_length(&end), 1);
        assert!(end.parts()[1..].iter().all(|&x| x == 1), "{end} is a gamma");
    }
}

/// Lemma 15 (items 1–3) on every LCTR board; the same propagation holds in
/// misère LCTR and in both plays of Downright (the extension behind the
/// misère algorithm).
#[test]
fn lemma15_propagation() {
    for p in partitions_up_to(22).unwrap() {
        for game in GAMES {
            for play in CONVENTIONS {
                let Ok(board) = Board::new(game, &p, play) else {
                    continue;
                };
                for i in 1..p.len() {
                    for j in 1..p.part(i + 1) {
                        let v = board.value(i, j).unwrap();
                        let d = durfee_length(&subpartition(&p, i, j));
                        assert!(d >= 1);
                        let propagates = match v {
                            0 => true,
                            1 => d >= 2,
                            2 => d >= 3,
                            _ => panic!("value {v} > 2 contradicts Observation 5"),
                        };
                        if propagates {
                            assert_eq!(
                                board.value(i - 1, j - 1),
                                Some(v),
                                "{game:?} {play:?} {p} ({i},{j})"
                            );
                        }
                    }
                }
            }
        }
    }
}

/// Corollary 16: SG(A) = SG(A[d−3, d−3]) when d(λ) ≥ 3 — in every game.
#[test]
fn corollary16_reduction() {
    for p in partitions_up_to(30).unwrap() {
        let d = durfee_length(&p);
        if d < 3 {
            continue;
        }
        let reduced = subpartition(&p, d - 3, d as u64 - 3);
        assert_eq!(durfee_length(&reduced), 3);
        for game in GAMES {
            for play in CONVENTIONS {
                assert_eq!(
                    dp(game, play, &p),
                    dp(game, play, &reduced),
                    "{game:?} {play:?} {p}"
                );
            }
        }
    }
}

/// Theorem 22 on the examples of Figures 7 and 8 (Durfee lengths 1, 2, 3
/// and 5), against brute force.
#[test]
fn theorem22_figure7_and_figure8_examples() {
    let mut brute = Brute::default();
    for (parts, d) in [
        (&[3u64, 1, 1, 1, 1][..], 1usize),
        (&[5, 3, 2, 2, 1][..], 2),
        (&[6, 5, 3, 3, 2][..], 3),
        (&[12, 11, 9, 7, 6, 5, 3, 1][..], 5),
    ] {
        let p = part(parts);
        assert_eq!(durfee_length(&p), d);
        for game in GAMES {
            for play in CONVENTIONS {
                assert_eq!(
                    game.value(&p, play).unwrap(),
                    brute.value(game, play, parts)
                );
            }
        }
    }
    // Figure 8: the gray boxes on the diagonal carry the same value, up to
    // A[d−3, d−3] in LCTR and A[d−1, d−1] in Downright.
    let p = part(&[12, 11, 9, 7, 6, 5, 3, 1]);
    let l = Board::new(Lctr, &p, Convention::Normal).unwrap();
    assert!((0..=2).all(|k| l.value(k, k as u64) == Some(l.root())));
    let d = Board::new(Downright, &p, Convention::Normal).unwrap();
    assert!((0..=4).all(|k| d.value(k, k as u64) == Some(d.root())));
}

/// Observation 5 and Corollary 1: values never exceed 2, and a move always
/// changes the value.
#[test]
fn observation5_corollary1() {
    for p in partitions_up_to(20).unwrap() {
        for game in GAMES {
            for play in CONVENTIONS {
                let Ok(board) = Board::new(game, &p, play) else {
                    continue;
                };
                for i in 0..p.len() {
                    for j in 0..p.part(i + 1) {
                        let v = board.value(i, j).unwrap();
                        assert!(v <= 2);
                        for (a, b) in [(i + 1, j), (i, j + 1)] {
                            if let Some(w) = board.value(a, b) {
                                assert_ne!(v, w);
                            }
                        }
                    }
                }
            }
        }
    }
}
