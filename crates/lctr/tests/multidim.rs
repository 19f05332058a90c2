//! d-dimensional LCTR (Gottlieb–Krnc–Muršič §8, "Multidimensional LCTR"):
//! the corners type, the game, its dense engine against the generic solver
//! and against LCTR for d = 2, the bound SG ≤ d, the failure of zero
//! propagation along the diagonal, and the Gurvich–Ho classes.

use hookgames_game::{
    Algorithm, AlgorithmExt, ClassViolation, Convention, Engine, FiniteAlgorithm, GameClass,
    SgPair, SgPairs, Solver,
};
use hookgames_lctr::{
    Board, Corners, Lctr, LctrError, MAX_CORNERS, MAX_DIMENSION, MultiBoard, MultiLctr,
    subpartition,
};
use hookgames_partition::arbitrary::partitions_up_to;
use quickcheck::{Arbitrary, Gen, QuickCheck};

fn c(s: &str) -> Corners {
    s.parse().unwrap()
}

/// SG(S) by the generic solver's search (never the value hooks, which
/// answer d ≤ 2 by Theorem 22).
fn searched(s: &Corners) -> u64 {
    Solver::new(MultiLctr).grundy(s).unwrap()
}

/// d = 2 is LCTR: on every partition of size ≤ 30, the corner
/// representation has the same normal and misère values as `Lctr`, its
/// two moves are λ[0, 1] (axis 1) and λ[1, 0] (axis 2), and the dense
/// table is the Figure 5 board read through (i, j) ↦ shift (j, i).
#[test]
fn d2_is_lctr_up_to_30() {
    for lambda in partitions_up_to(30).unwrap() {
        let s = Corners::from_partition(&lambda).unwrap();
        assert_eq!(
            s.to_partition_runs().unwrap().to_partition().unwrap(),
            lambda
        );
        for conv in [Convention::Normal, Convention::Misere] {
            assert_eq!(
                MultiLctr.value(&s, conv).unwrap(),
                Lctr.value(&lambda, conv).unwrap(),
                "{lambda} {conv:?}"
            );
        }
        if lambda.is_empty() {
            continue;
        }
        let col = Corners::from_partition(&subpartition(&lambda, 0, 1)).unwrap();
        let row = Corners::from_partition(&subpartition(&lambda, 1, 0)).unwrap();
        assert_eq!(s.after_move(1).unwrap(), col);
        assert_eq!(s.after_move(2).unwrap(), row);
        if lambda.size() <= 16 {
            let board = Board::new(Lctr, &lambda, Convention::Normal).unwrap();
            let multi = MultiBoard::new(&s, Convention::Normal).unwrap();
            for i in 0..lambda.len() {
                for j in 0..lambda.part(i + 1) {
                    assert_eq!(
                        multi.value(&[j, i as u64]),
                        board.value(i, j),
                        "{lambda} ({i},{j})"
                    );
                }
            }
            assert_eq!(multi.cells(), lambda.size());
        }
    }
}

/// The boxes whose every position is checked exhaustively, with the number
/// of positions (antichains, i.e. down-sets) each holds: 8 for a segment,
/// C(12, 6) = 924 lattice paths, the plane partitions in the boxes 3×3×3
/// and 2×3×4 (MacMahon's formula ∏ (i+j+k−1)/(i+j+k−2): 980 and 490), and
/// the Dedekind numbers M(4) = 168 and M(5) = 7 581.
const BOXES: [(&[u64], usize); 6] = [
    (&[7], 8),
    (&[6, 6], 924),
    (&[3, 3, 3], 980),
    (&[2, 3, 4], 490),
    (&[2, 2, 2, 2], 168),
    (&[2, 2, 2, 2, 2], 7581),
];

/// The dense engine equals the generic solver (normal and misère) on every
/// position inside each box of `BOXES`, and no value exceeds d (the
/// paper's remark: every position has at most d options).
#[test]
fn dense_equals_generic_and_values_at_most_d_in_small_boxes() {
    for (a, count) in BOXES {
        let d = a.len() as u64;
        let all = Corners::all(a, 100_000).unwrap();
        assert_eq!(all.len(), count, "{a:?}");
        let mut normal = Solver::new(&MultiLctr);
        let mut misere = Solver::new(&MultiLctr);
        for s in &all {
            let bn = MultiBoard::new(s, Convention::Normal).unwrap();
            let bm = MultiBoard::new(s, Convention::Misere).unwrap();
            assert_eq!(bn.root(), normal.grundy(s).unwrap(), "{s}");
            assert_eq!(bm.root(), misere.misere_grundy(s).unwrap(), "{s}");
            assert!(bn.root() <= d && bm.root() <= d, "{s}");
            assert!(bn.value_counts().len() as u64 == d + 1);
            // Every cell of the table is the value of the shifted position.
            if s.len() <= 2 {
                bn.for_each_cell(|k, v| {
                    assert_eq!(
                        v,
                        normal.grundy(&s.shifted(k).unwrap()).unwrap(),
                        "{s} {k:?}"
                    );
                });
            }
        }
    }
}

/// All positions within [1,4]^3 (MacMahon: 232 848 plane partitions in a
/// 4×4×4 box), against the generic solver; values ≤ 3.
/// (About 3 s in `cargo test`.)
#[test]
fn dense_equals_generic_in_box_4_4_4() {
    let all = Corners::all(&[4, 4, 4], 1_000_000).unwrap();
    assert_eq!(all.len(), 232_848);
    let mut normal = Solver::new(&MultiLctr);
    let mut misere = Solver::new(&MultiLctr);
    for s in &all {
        let v = MultiLctr.value(s, Convention::Normal).unwrap();
        assert_eq!(v, normal.grundy(s).unwrap(), "{s}");
        let m = MultiLctr.value(s, Convention::Misere).unwrap();
        assert_eq!(m, misere.misere_grundy(s).unwrap(), "{s}");
        assert!(v <= 3 && m <= 3);
    }
}

/// A random position: dimension 1–4, up to 6 random points with
/// coordinates 1–7, reduced to its maximal elements.
#[derive(Debug, Clone)]
struct RandomCorners(Corners);

impl Arbitrary for RandomCorners {
    fn arbitrary(g: &mut Gen) -> Self {
        let d = 1 + usize::arbitrary(g) % 4;
        let n = usize::arbitrary(g) % 7;
        let mut pts: Vec<Vec<u64>> = (0..n)
            .map(|_| (0..d).map(|_| 1 + u64::arbitrary(g) % 7).collect())
            .collect();
        pts.sort();
        pts.dedup();
        let maximal: Vec<Vec<u64>> = pts
            .iter()
            .filter(|u| {
                !pts.iter()
                    .any(|v| v != *u && u.iter().zip(v).all(|(x, y)| x <= y))
            })
            .cloned()
            .collect();
        RandomCorners(Corners::new(d, maximal).unwrap())
    }
}

/// Random positions: dense engine = generic solver, Display/FromStr round
/// trip, and S[k] followed by a move along i is S[k + e_i].
#[test]
fn qc_dense_equals_generic_and_round_trip() {
    fn prop(s: RandomCorners, k: Vec<u8>) -> bool {
        let s = s.0;
        let text = s.to_string();
        if text.parse::<Corners>().as_ref() != Ok(&s) {
            return false;
        }
        let pair = MultiLctr.sg_pair(&s).unwrap();
        let generic = Solver::new(MultiLctr).sg_pair(&s).unwrap();
        if pair != generic || pair.normal > s.dimension() as u64 {
            return false;
        }
        let mut k: Vec<u64> = k.iter().map(|&x| u64::from(x % 4)).collect();
        k.resize(s.dimension(), 0);
        let shifted = s.shifted(&k).unwrap();
        (1..=s.dimension()).all(|axis| {
            let mut k2 = k.clone();
            k2[axis - 1] += 1;
            shifted.after_move(axis).unwrap() == s.shifted(&k2).unwrap()
        })
    }
    QuickCheck::new()
        .tests(300)
        .quickcheck(prop as fn(RandomCorners, Vec<u8>) -> bool);
}

/// Parsing: the accepted notations and each typed error.
#[test]
fn parse_and_errors() {
    assert_eq!(c("{(3,1,2),(1,4,1)}"), c(" ( 1 , 4 , 1 ) , (3,1,2) "));
    assert_eq!(c("{(3,1,2),(1,4,1)}_3"), c("(3,1,2),(1,4,1)"));
    assert_eq!(c("{}_4"), Corners::empty(4).unwrap());
    assert_eq!(c("{}_4").to_string(), "{}_4");
    assert!(c("{}_4").is_empty());
    assert!(matches!(
        "{}".parse::<Corners>(),
        Err(LctrError::CornerParse { .. })
    ));
    assert!(matches!(
        "{(1,2),(3)}".parse::<Corners>(),
        Err(LctrError::DimensionMismatch {
            index: 2,
            expected: 2,
            found: 1
        })
    ));
    assert!(matches!(
        "{(1,2)}_3".parse::<Corners>(),
        Err(LctrError::DimensionMismatch { index: 0, .. })
    ));
    assert_eq!(
        "{(1,0,2)}".parse::<Corners>(),
        Err(LctrError::ZeroCoordinate {
            corner: "(1,0,2)".into(),
            axis: 2
        })
    );
    assert_eq!(
        "(2,2),(1,2)".parse::<Corners>(),
        Err(LctrError::ComparableCorners {
            lower: "(1,2)".into(),
            upper: "(2,2)".into()
        })
    );
    assert!(matches!(
        "(2,2),(2,2)".parse::<Corners>(),
        Err(LctrError::ComparableCorners { .. })
    ));
    assert_eq!(
        "{(1,2]".parse::<Corners>(),
        Err(LctrError::CornerParse {
            position: 6,
            found: "]".into(),
            expected: "`,` or `)` after a coordinate"
        })
    );
    assert!(matches!(
        "(99999999999999999999)".parse::<Corners>(),
        Err(LctrError::CornerParse { position: 2, .. })
    ));
    let wide = format!("({})", vec!["1"; MAX_DIMENSION + 1].join(","));
    assert!(matches!(
        wide.parse::<Corners>(),
        Err(LctrError::BadDimension { .. })
    ));
    assert!(matches!(
        "{}_0".parse::<Corners>(),
        Err(LctrError::BadDimension { dimension: 0, .. })
    ));
    // MAX_CORNERS + 1 pairwise incomparable points (k, N − k).
    let n = MAX_CORNERS as u64 + 1;
    let many: Vec<String> = (1..=n).map(|k| format!("({k},{})", n + 1 - k)).collect();
    assert!(matches!(
        many.join(",").parse::<Corners>(),
        Err(LctrError::TooLarge {
            limit_name: "MAX_CORNERS",
            ..
        })
    ));
    assert!(matches!(
        c("(1,2)").after_move(3),
        Err(LctrError::AxisOutOfRange {
            axis: 3,
            dimension: 2
        })
    ));
    assert!(matches!(
        MultiBoard::new(&c("(10000,10000,10000)"), Convention::Normal),
        Err(LctrError::TooLarge {
            limit_name: "MAX_MULTI_CELLS",
            ..
        })
    ));
    assert!(matches!(
        MultiLctr.value(
            &c("(18446744073709551615,18446744073709551615)"),
            Convention::Normal
        ),
        Err(LctrError::TooLarge { .. })
    ));
}

/// The moves of the example of the docs, and the game's followers.
#[test]
fn moves_and_followers() {
    let s = c("{(3,1,2),(1,4,1)}");
    assert_eq!(s.after_move(1).unwrap(), c("(2,1,2)"));
    assert_eq!(s.after_move(2).unwrap(), c("(1,3,1)"));
    assert_eq!(s.after_move(3).unwrap(), c("(3,1,1)"));
    assert_eq!(MultiLctr.followers(&s).unwrap().len(), 3);
    // From a single box all d moves reach ∅: one follower.
    assert_eq!(MultiLctr.followers(&c("(1,1,1)")).unwrap(), vec![c("{}_3")]);
    assert!(MultiLctr.is_end(&c("{}_3")).unwrap());
    assert_eq!(s.extent(), vec![3, 4, 2]);
    assert!(s.contains(&[2, 1, 2]) && !s.contains(&[2, 2, 1]));
}

/// `true` if S fails zero propagation along the diagonal: its diagonal
/// shift S[1, …, 1] is non-empty with SG 0 but SG(S) ≠ 0 (generic solver).
fn zero_fails_to_propagate(s: &Corners) -> bool {
    let diag = s.shifted(&vec![1; s.dimension()]).unwrap();
    !diag.is_empty() && searched(&diag) == 0 && searched(s) != 0
}

/// The diagonal shift S[1, …, 1] is the d-dimensional A[i−1, j−1] of
/// Lemma 15. In d = 2 a zero propagates up the diagonal (Lemma 15.1:
/// SG(S[1,1]) = 0 and S[1,1] ≠ ∅ ⇒ SG(S) = 0); the paper says that in
/// higher dimension "zero values do not propagate". Found here (generic
/// solver): no failure among the 924 positions in [1,6]^2; in [1,3]^3
/// exactly 28 positions have a diagonal shift of value 0, and every one of
/// them fails; the smallest (11 cells) is {(2,2,3),(2,3,2),(3,2,2)}, and the
/// cube [1,3]^3 fails too (SG 1, its diagonal shift [1,2]^3 has SG 0).
#[test]
fn zeros_do_not_propagate_in_dimension_3() {
    let square = Corners::all(&[6, 6], 10_000).unwrap();
    assert!(!square.iter().any(zero_fails_to_propagate));
    let cube = Corners::all(&[3, 3, 3], 10_000).unwrap();
    let diagonal_zero = cube
        .iter()
        .filter(|s| {
            let diag = s.shifted(&[1, 1, 1]).unwrap();
            !diag.is_empty() && searched(&diag) == 0
        })
        .count();
    let failures: Vec<&Corners> = cube.iter().filter(|s| zero_fails_to_propagate(s)).collect();
    assert_eq!((diagonal_zero, failures.len()), (28, 28));
    let smallest = c("{(2,2,3),(2,3,2),(3,2,2)}");
    assert!(failures.contains(&&smallest));
    assert_eq!(searched(&smallest), 1);
    assert_eq!(searched(&c("{(1,1,2),(1,2,1),(2,1,1)}")), 0);
    let cube3 = c("{(3,3,3)}");
    assert!(zero_fails_to_propagate(&cube3));
    assert_eq!(searched(&cube3), 1);
    assert_eq!(searched(&c("{(2,2,2)}")), 0);
}

/// Misère values and the Gurvich–Ho classes (Definition 2) of
/// d-dimensional LCTR on the union of all positions in [1,3]^3 and in
/// [1,2]^4, with the generic classifier. Unlike d = 2 (Lemma 18,
/// Theorem 19: domestic and returnable), d = 3 has (3,0)- and
/// (0,3)-positions, so it is not domestic; it stays returnable. On [1,2]^4
/// the positions are domestic, tame and returnable.
#[test]
fn misere_pairs_and_classes() {
    let pair = |normal, misere| SgPair { normal, misere };
    let union = |a: &[u64]| {
        let roots = Corners::all(a, 10_000).unwrap();
        let fa = FiniteAlgorithm::from_roots(&MultiLctr, &roots, &Engine::new()).unwrap();
        let pairs = SgPairs::from_finite(fa).unwrap();
        for s in &roots {
            assert_eq!(pairs.pair(s), Some(MultiLctr.sg_pair(s).unwrap()), "{s}");
        }
        pairs
    };
    let three = union(&[3, 3, 3]);
    let counts: Vec<(SgPair, u64)> = three.pair_counts().into_iter().collect();
    assert_eq!(
        counts,
        vec![
            (pair(0, 0), 150),
            (pair(0, 1), 193),
            (pair(0, 3), 12),
            (pair(1, 0), 223),
            (pair(1, 1), 42),
            (pair(1, 2), 108),
            (pair(2, 1), 96),
            (pair(2, 2), 78),
            (pair(3, 0), 6),
            (pair(3, 3), 72),
        ]
    );
    let classes = three.classify();
    assert_eq!(classes.holding(), vec![GameClass::Returnable]);
    match &classes.domestic {
        Err(ClassViolation::ForbiddenPair {
            position, pair: p, ..
        }) => {
            assert!(*p == pair(3, 0) || *p == pair(0, 3));
            assert_eq!(MultiLctr.sg_pair(position).unwrap(), *p);
        }
        other => panic!("expected a forbidden pair, got {other:?}"),
    }
    assert_eq!(
        MultiLctr
            .sg_pair(&c("{(1,1,3),(1,3,2),(3,2,2),(3,3,1)}"))
            .unwrap(),
        pair(3, 0)
    );
    let four = union(&[2, 2, 2, 2]);
    assert_eq!(
        four.classify().holding(),
        vec![GameClass::Domestic, GameClass::Tame, GameClass::Returnable]
    );
}

/// The full boxes [1, a₁] × … × [1, a_d] (one corner a) follow a parity
/// pattern, observed in `docs/data/lctr-multidim-boxes.csv` and checked
/// here on every box with sides ≤ 5 in dimensions 2–4 and ≤ 3 in
/// dimension 5: with a side 1, (SG, SG⁻) = (1, 0) if Σa ≡ d (mod 2) and
/// (2, 2) otherwise; with all sides ≥ 2 and d odd, (0, 1) if Σa is even
/// and (1, 0) if odd; with all sides ≥ 2 and d even, (0, 0) if Σa is even
/// and SG ∈ {1, 2}, SG⁻ = 1 if odd (for d = 2 this is Lemma 17).
#[test]
fn full_box_parity_pattern() {
    fn boxes(d: usize, max: u64) -> Vec<Vec<u64>> {
        let mut out = vec![vec![]];
        for _ in 0..d {
            out = out
                .into_iter()
                .flat_map(|a: Vec<u64>| {
                    (1..=max).map(move |x| {
                        let mut b = a.clone();
                        b.push(x);
                        b
                    })
                })
                .collect();
        }
        out
    }
    for (d, max) in [(2, 5), (3, 5), (4, 5), (5, 3)] {
        for a in boxes(d, max) {
            let p = MultiLctr.sg_pair(&Corners::full_box(&a).unwrap()).unwrap();
            let sum: u64 = a.iter().sum();
            let got = (p.normal, p.misere);
            if a.contains(&1) {
                let want = if sum % 2 == d as u64 % 2 {
                    (1, 0)
                } else {
                    (2, 2)
                };
                assert_eq!(got, want, "{a:?}");
            } else if d % 2 == 1 {
                assert_eq!(
                    got,
                    if sum.is_multiple_of(2) {
                        (0, 1)
                    } else {
                        (1, 0)
                    },
                    "{a:?}"
                );
            } else if sum.is_multiple_of(2) {
                assert_eq!(got, (0, 0), "{a:?}");
            } else {
                assert!(got == (1, 1) || got == (2, 1), "{a:?}");
            }
        }
    }
}
