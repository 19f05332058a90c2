//! The games as `hookgames-game` algorithms: the generic memoised solver,
//! truncation (Definition 8, Theorem 9, equation (7)) and isomorphism
//! checks (Lemma 6) agree with this crate's fast algorithms.

mod common;

use common::{CONVENTIONS, GAMES, conjugate};
use hookgames_game::{AlgorithmExt, Convention, SgPair, Solver, Truncation, verify_isomorphism};
use hookgames_lctr::{CellGame, Downright, Lctr, LctrVariant, subpartition};
use hookgames_partition::Partition;
use hookgames_partition::arbitrary::{HugePartition, partitions_up_to};
use quickcheck::{QuickCheck, TestResult};

fn generic_up_to(n: u64) {
    let mut l = Solver::new(Lctr);
    let mut d = Solver::new(Downright);
    let solved = |normal, misere| SgPair { normal, misere };
    for p in partitions_up_to(n).unwrap() {
        let lp = Lctr.sg_pair(&p).unwrap();
        assert_eq!(
            solved(l.grundy(&p).unwrap(), l.misere_grundy(&p).unwrap()),
            lp,
            "L {p}"
        );
        assert_eq!(LctrVariant::Lctr.sg_pair(&p), Ok(lp));
        if p.is_empty() {
            assert!(Downright.sg_pair(&p).is_err());
            continue;
        }
        let dp = Downright.sg_pair(&p).unwrap();
        assert_eq!(
            solved(d.grundy(&p).unwrap(), d.misere_grundy(&p).unwrap()),
            dp,
            "D {p}"
        );
        assert_eq!(LctrVariant::Downright.sg_pair(&p), Ok(dp));
    }
}

/// Closed form = generic solver of `hookgames-game`, normal and misère,
/// on every partition of size ≤ 40 (215 308 partitions, one shared cache).
#[test]
fn fast_equals_generic_solver_up_to_40() {
    generic_up_to(40);
}

/// Theorem 9 for LCTR, with the generic truncation: trunc(LCTR) is
/// Downright (its followers are Downright's on every non-empty partition),
/// and the misère P-positions of LCTR are the normal P-positions of
/// trunc(LCTR) — Lemma 7.
#[test]
fn theorem9_truncation_of_lctr_is_downright() {
    let trunc = Truncation::new(Lctr);
    let mut t = Solver::new(&trunc);
    let mut l = Solver::new(Lctr);
    for p in partitions_up_to(24).unwrap().into_iter().skip(1) {
        let mut a = trunc.followers(&p).unwrap();
        let mut b = Downright.followers(&p).unwrap();
        a.sort();
        b.sort();
        assert_eq!(a, b, "{p}");
        let truncated_p = t.grundy(&p).unwrap() == 0;
        assert_eq!(l.misere_grundy(&p).unwrap() == 0, truncated_p, "{p}");
        assert_eq!(
            Downright.value(&p, Convention::Normal).unwrap(),
            t.grundy(&p).unwrap()
        );
    }
}

/// λ with all its corners (boxes (i, j) with λ[i−1, j−1] = ⟦1⟧) removed.
fn remove_corners(p: &Partition) -> Partition {
    let parts = p.parts();
    let v: Vec<u64> = parts
        .iter()
        .enumerate()
        .map(|(k, &x)| {
            if parts.get(k + 1).is_none_or(|&y| y < x) {
                x - 1
            } else {
                x
            }
        })
        .collect();
    Partition::new(v).unwrap()
}

/// Equation (7): trunc(D(λ)) = D(λ⁻) for |λ| ≥ 2, where λ⁻ is λ without
/// its corners — as game trees: the identity on the pairs (i, j) is an
/// isomorphism of the generic truncation of Downright from λ onto Downright
/// from λ⁻. (On partitions the map μ ↦ μ⁻ is not injective: ⟦2⟧ and ⟦1,1⟧
/// both lose their corner to ⟦1⟧, while the two moves of D(⟦2,1⟧) stay two
/// distinct nodes.)
#[test]
fn equation7_truncated_downright() {
    for p in partitions_up_to(18)
        .unwrap()
        .into_iter()
        .filter(|p| p.size() >= 2)
    {
        let minus = remove_corners(&p);
        let trunc = Truncation::new(CellGame::new(LctrVariant::Downright, p.clone()));
        let target = CellGame::new(LctrVariant::Downright, minus);
        verify_isomorphism(&trunc, &(0, 0), &target, &(0, 0), |&c| c)
            .unwrap_or_else(|e| panic!("{p}: {e:?}"));
    }
}

/// Lemma 6: μ ↦ μ' is an isomorphism of ⟨λ⟩ onto ⟨λ'⟩ in both games.
#[test]
fn lemma6_conjugation_is_an_isomorphism() {
    for p in partitions_up_to(16).unwrap().into_iter().skip(1) {
        let q = conjugate(&p);
        verify_isomorphism(&Lctr, &p, &Lctr, &q, conjugate).unwrap();
        verify_isomorphism(&Downright, &p, &Downright, &q, conjugate).unwrap();
    }
}

/// Lemma 6 on random partitions with up to 10⁴ parts: the fast values of λ
/// and λ' agree in all four games, as do λ'[i, j] and λ[j, i]'.
#[test]
fn lemma6_conjugation_random() {
    fn prop(p: HugePartition) -> TestResult {
        let p = p.0;
        let q = conjugate_fast(&p);
        for game in GAMES {
            for play in CONVENTIONS {
                if game.value(&p, play) != game.value(&q, play) {
                    return TestResult::failed();
                }
            }
        }
        let (i, j) = (p.len() / 3, p.part(1) / 2);
        TestResult::from_bool(
            conjugate_fast(&subpartition(&p, i, j)) == subpartition(&q, j as usize, i as u64),
        )
    }
    QuickCheck::new()
        .tests(40)
        .quickcheck(prop as fn(HugePartition) -> TestResult);
}

/// λ' in O(ℓ + λ_1).
fn conjugate_fast(p: &Partition) -> Partition {
    let parts = p.parts();
    let mut out = Vec::new();
    let mut i = parts.len();
    for c in 1..=parts.first().copied().unwrap_or(0) {
        while i > 0 && parts[i - 1] < c {
            i -= 1;
        }
        out.push(i as u64);
    }
    Partition::new(out).unwrap()
}
