//! The 0.2 API: the fast paths are inherent methods of `Lctr` and
//! `Downright`, the run-time choice `LctrVariant` has the same methods and
//! answers, and the engine's `Convention`, `SgPair` and generic solvers are
//! the ones this crate speaks.

mod common;

use common::{CONVENTIONS, part};
use hookgames_game::{
    AlgorithmExt, Convention, SgPair, Solver, classify, sg_pair, tree_statistics,
};
use hookgames_lctr::{Board, CellGame, Downright, Family, Lctr, LctrVariant, RunsIndex};
use hookgames_partition::PartitionRuns;
use hookgames_partition::arbitrary::partitions_up_to;

/// `Lctr.m(…)` = `LctrVariant::Lctr.m(…)` = `LctrVariant::from(Lctr).m(…)`
/// for every method, and the same for Downright, on all partitions of size
/// ≤ 16 (both conventions; Downright on ∅ fails alike).
#[test]
fn unit_structs_and_variant_agree() {
    assert_eq!(LctrVariant::from(Lctr), LctrVariant::Lctr);
    assert_eq!(LctrVariant::from(Downright), LctrVariant::Downright);
    for p in partitions_up_to(16).unwrap() {
        let runs = PartitionRuns::from(&p);
        let index = RunsIndex::new(&runs);
        let v = LctrVariant::Lctr;
        for c in CONVENTIONS {
            let value = Lctr.value(&p, c);
            assert_eq!(value, v.value(&p, c), "{p}");
            assert_eq!(Lctr.grundy_strips(&p, c), value, "{p}");
            assert_eq!(v.grundy_strips(&p, c), value, "{p}");
            assert_eq!(Lctr.grundy_dp(&p, c), value, "{p}");
            assert_eq!(v.grundy_dp(&p, c), value, "{p}");
            assert_eq!(Lctr.grundy_runs(&runs, c), value, "{p}");
            assert_eq!(v.grundy_runs(&runs, c), value, "{p}");
            assert_eq!(Lctr.grundy_runs_strips(&runs, c), value, "{p}");
            assert_eq!(v.grundy_runs_strips(&runs, c), value, "{p}");
            assert_eq!(index.value(Lctr, c), value, "{p}");
            assert_eq!(index.value(v, c), value, "{p}");
            assert_eq!(index.grundy_strips(Lctr, c), value, "{p}");
            assert_eq!(Board::new(Lctr, &p, c).map(|b| b.root()), value, "{p}");
        }
        assert_eq!(Lctr.sg_pair(&p), v.sg_pair(&p));
        assert_eq!(Lctr.tree_parameters(&p), v.tree_parameters(&p));
        assert_eq!(Lctr.followers(&p).unwrap(), v.followers(&p).unwrap());

        let v = LctrVariant::Downright;
        for c in CONVENTIONS {
            let value = Downright.value(&p, c);
            assert_eq!(value.is_err(), p.is_empty(), "{p}");
            assert_eq!(value, v.value(&p, c), "{p}");
            assert_eq!(Downright.grundy_strips(&p, c), value, "{p}");
            assert_eq!(v.grundy_strips(&p, c), value, "{p}");
            assert_eq!(Downright.grundy_dp(&p, c), value, "{p}");
            assert_eq!(v.grundy_dp(&p, c), value, "{p}");
            assert_eq!(Downright.grundy_runs(&runs, c), value, "{p}");
            assert_eq!(v.grundy_runs(&runs, c), value, "{p}");
            assert_eq!(Downright.grundy_runs_strips(&runs, c), value, "{p}");
            assert_eq!(v.grundy_runs_strips(&runs, c), value, "{p}");
            assert_eq!(index.value(Downright, c), value, "{p}");
            assert_eq!(index.grundy_strips(v, c), value, "{p}");
            assert_eq!(Board::new(Downright, &p, c).map(|b| b.root()), value, "{p}");
        }
        assert_eq!(Downright.sg_pair(&p), v.sg_pair(&p));
        assert_eq!(Downright.tree_parameters(&p), v.tree_parameters(&p));
        assert_eq!(Downright.followers(&p).unwrap(), v.followers(&p).unwrap());
    }
}

/// The Sprague–Grundy pair is the engine's: `Lctr.sg_pair(&λ)` equals the
/// search's `Solver::new(Lctr).sg_pair(&λ)` and the zero-config
/// `hookgames_game::sg_pair(&Lctr, &λ)` (which asks the value hooks), and
/// the variant as a game gives the same, on every partition of size ≤ 14.
#[test]
fn sg_pair_is_the_engines() {
    let mut lctr = Solver::new(Lctr);
    let mut variant = Solver::new(LctrVariant::Lctr);
    let mut downright = Solver::new(Downright);
    for p in partitions_up_to(14).unwrap() {
        let searched = lctr.sg_pair(&p).unwrap();
        assert_eq!(Lctr.sg_pair(&p).unwrap(), searched);
        assert_eq!(sg_pair(&Lctr, &p).unwrap(), searched);
        assert_eq!(variant.sg_pair(&p).unwrap(), searched);
        assert_eq!(sg_pair(&LctrVariant::Lctr, &p).unwrap(), searched);
        if !p.is_empty() {
            let searched = downright.sg_pair(&p).unwrap();
            assert_eq!(Downright.sg_pair(&p).unwrap(), searched);
            assert_eq!(sg_pair(&Downright, &p).unwrap(), searched);
        }
    }
    // Figure 9's Downright witness ⟦5,4,2,1,1⟧ is a (2,1)-position.
    assert_eq!(
        Downright.sg_pair(&part(&[5, 4, 2, 1, 1])).unwrap(),
        SgPair {
            normal: 2,
            misere: 1
        }
    );
}

/// The variant is a game of the engine: the generic classifier and tree
/// statistics run on it exactly as on the unit structs.
#[test]
fn variant_is_a_game() {
    let p = part(&[6, 5, 5]); // Figure 9, LCTR
    let a = classify(&LctrVariant::Lctr, &p).unwrap();
    let b = classify(&Lctr, &p).unwrap();
    assert_eq!(a.holding(), b.holding());
    let p = part(&[4, 4, 2]);
    assert_eq!(
        tree_statistics(&LctrVariant::Downright, &p).unwrap(),
        tree_statistics(&Downright, &p).unwrap()
    );
}

/// Names and accessors: the variant prints as the paper names the game;
/// boards and cell games report what they were built with; the families
/// take either game.
#[test]
fn names_and_accessors() {
    assert_eq!(LctrVariant::Lctr.to_string(), "LCTR");
    assert_eq!(LctrVariant::Downright.to_string(), "Downright");
    let p = part(&[3, 1]);
    let b = Board::new(Downright, &p, Convention::Misere).unwrap();
    assert_eq!(b.variant(), LctrVariant::Downright);
    assert_eq!(b.convention(), Convention::Misere);
    assert_eq!(b.partition(), &p);
    let g = CellGame::new(Lctr, p.clone());
    assert_eq!(g.variant(), LctrVariant::Lctr);
    assert_eq!(g.partition(), &p);
    let f = Family::Rectangle { rows: 4, cols: 6 };
    assert_eq!(
        f.value(Downright).unwrap(),
        f.value(LctrVariant::Downright).unwrap()
    );
    assert_eq!(
        f.tree_parameters(Lctr).unwrap(),
        Lctr.tree_parameters(&f.partition().unwrap()).unwrap()
    );
}
