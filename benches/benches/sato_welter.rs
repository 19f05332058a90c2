//! hookgames-sato-welter: the fast Grundy value against the classical
//! formulas it is tested against, and the good-move search of Kawanaka's
//! Theorem 4.2 against trial and error.
//!
//! * Grundy value of a diagram of about 10^6 boxes: the word-parallel
//!   evaluation of Kawanaka's (9.1) on the β-set (`YoungRealization.grundy`)
//!   vs Sato's hook formula (`sato_formula`, one term per box) vs (9.1)
//!   through the 2^i-weights on the abacus (`kawanaka_formula`);
//! * Grundy value of a β-set of 10^6 cells (`OneLineRealization.grundy`) vs
//!   the list form (`grundy_beta_numbers`);
//! * all moves to value t on diagrams of about 10^4 boxes: Theorem 4.2 on
//!   the boxes (`YoungRealization.options_with_value`) vs trial with the
//!   fast value (`YoungRealization.options_with_value_by_trial`) vs trial
//!   with Sato's formula.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use hookgames_game::AlgorithmExt;
use hookgames_maya::MayaDiagram;
use hookgames_partition::Partition;
use hookgames_sato_welter::{
    OneLineRealization, YoungRealization, grundy_beta_numbers, kawanaka_formula, sato_formula,
};

mod common;
use common::{ragged, staircase};

/// A board of `cells` cells, each occupied with probability 1/2.
fn random_board(cells: u64, seed: u64) -> MayaDiagram {
    let mut x = seed;
    MayaDiagram::new((0..cells).filter(|_| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x & 1 == 1
    }))
    .unwrap()
}

fn bench_value_1e6_boxes(c: &mut Criterion) {
    let shapes = [
        ("staircase 1413 (998 991 boxes)", staircase(1413)),
        (
            "square 1000x1000",
            Partition::new(vec![1000; 1000]).unwrap(),
        ),
        (
            "ragged 2000 rows (~10^6 boxes)",
            ragged(2000, 1000, 0x9e37_79b9_7f4a_7c15),
        ),
    ];
    for (name, y) in &shapes {
        let v = YoungRealization.grundy(y).unwrap();
        assert_eq!(sato_formula(y).unwrap(), v);
        assert_eq!(kawanaka_formula(y).unwrap(), v);
        let mut g = c.benchmark_group(format!("grundy {name}, |λ| = {}", y.size()));
        g.bench_function("fast bitset (9.1)", |b| {
            b.iter(|| YoungRealization.grundy(black_box(y)).unwrap())
        });
        g.bench_function("Kawanaka (9.1) via n_weight", |b| {
            b.iter(|| kawanaka_formula(black_box(y)).unwrap())
        });
        g.sample_size(20);
        g.bench_function("Sato hook formula", |b| {
            b.iter(|| sato_formula(black_box(y)).unwrap())
        });
        g.finish();
    }
}

fn bench_beta_set_1e6_cells(c: &mut Criterion) {
    let board = random_board(1_000_000, 0x2545_f491_4f6c_dd1d);
    let stones: Vec<u64> = board.stones().collect();
    assert_eq!(
        OneLineRealization.grundy(&board).unwrap(),
        grundy_beta_numbers(&stones).unwrap()
    );
    let mut g = c.benchmark_group(format!("β-set of 10^6 cells, {} stones", stones.len()));
    g.bench_function("fast bitset (9.1)", |b| {
        b.iter(|| OneLineRealization.grundy(black_box(&board)).unwrap())
    });
    g.bench_function("β-number list", |b| {
        b.iter(|| grundy_beta_numbers(black_box(&stones)).unwrap())
    });
    g.finish();
}

/// Trial and error with Sato's formula: the classical search of note 15.
fn trial_with_sato(y: &Partition, t: u64) -> usize {
    y.boxes()
        .filter(|&(i, j)| sato_formula(&y.remove_hook(i, j).unwrap()).unwrap() == t)
        .count()
}

fn bench_moves_1e4_boxes(c: &mut Criterion) {
    let shapes = [
        ("square 100x100", Partition::new(vec![100; 100]).unwrap()),
        ("staircase 141 (10 011 boxes)", staircase(141)),
        (
            "ragged 200 rows (~10^4 boxes)",
            ragged(200, 100, 0x1234_5678_9abc_def1),
        ),
    ];
    for (name, y) in &shapes {
        // A target with answers: half the value (Theorem 4.1 (i)).
        let t = YoungRealization.grundy(y).unwrap() / 2;
        let found = YoungRealization.options_with_value(y, t).unwrap();
        assert_eq!(
            found,
            YoungRealization.options_with_value_by_trial(y, t).unwrap()
        );
        assert_eq!(trial_with_sato(y, t), found.len());
        let mut g = c.benchmark_group(format!(
            "moves to value {t} from {name}, |λ| = {}, {} moves",
            y.size(),
            found.len()
        ));
        g.sample_size(10);
        g.bench_function("Theorem 4.2 descent", |b| {
            b.iter(|| {
                YoungRealization
                    .options_with_value(black_box(y), t)
                    .unwrap()
            })
        });
        g.bench_function("trial, fast value", |b| {
            b.iter(|| {
                YoungRealization
                    .options_with_value_by_trial(black_box(y), t)
                    .unwrap()
            })
        });
        g.bench_function("trial, Sato formula", |b| {
            b.iter(|| trial_with_sato(black_box(y), t))
        });
        g.finish();
    }
}

criterion_group!(
    benches,
    bench_value_1e6_boxes,
    bench_beta_set_1e6_cells,
    bench_moves_1e4_boxes
);
criterion_main!(benches);
