//! hookgames-plain: the good-move search of Kawanaka's Theorem 4.2 (the
//! generic one, on a plain diagram) against trial and error (the 2-adic
//! expansion E⁽²⁾ of every option from its arrow lengths, Theorem 4.1), on
//! Young diagrams of about 10³ and 10⁴ boxes.
//!
//! The game is defined here on `hookgames_partition::Partition` as a
//! `Plain` algorithm (hook removal; arrow lengths are hook lengths). Neither
//! side materializes ⟨p⟩: Theorem 4.2 works on the diagram Y_p = φ(p)
//! (the boxes with their hooks, Theorem 2.5), built from the shape; trial
//! and error removes each hook and expands the option from its hook
//! lengths.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use hookgames_game::Algorithm;
use hookgames_partition::Partition;
use hookgames_plain::{
    Diagram, Plain, n_adic_expansion, options_with_value, options_with_value_by_trial,
};

mod common;
use common::{ragged, staircase};

/// Hook removal on Young diagrams (the Nakayama algorithm, Kawanaka §8).
struct YoungGame;

impl Algorithm for YoungGame {
    type State = Partition;
    fn for_each_follower<F: FnMut(Partition)>(&self, p: &Partition, mut f: F) {
        for (i, j) in p.boxes() {
            f(p.remove_hook(i, j).expect("a box of p"));
        }
    }
}

impl Plain for YoungGame {
    fn arrow_length(&self, p: &Partition, q: &Partition) -> u64 {
        p.size() - q.size()
    }
    fn for_each_arrow_length<F: FnMut(u64)>(&self, p: &Partition, mut f: F) {
        for (_, h) in p.hooks() {
            f(h);
        }
    }
    fn quotient_lengths_divide(&self) -> bool {
        true
    }
}

/// The diagram Y_p of a Young diagram: its boxes, x → y iff x ∈ H(y) ∖ {y}
/// (Kawanaka (8.1)).
fn young_diagram(p: &Partition) -> Diagram<(usize, u64)> {
    let parts = p.parts();
    let mut offset = Vec::with_capacity(parts.len() + 1);
    offset.push(0u32);
    for &r in parts {
        offset.push(offset[offset.len() - 1] + r as u32);
    }
    let idx = |i: usize, j: u64| offset[i - 1] + (j - 1) as u32;
    let labels: Vec<(usize, u64)> = p.boxes().collect();
    let hooks: Vec<Vec<u32>> = labels
        .iter()
        .map(|&(i, j)| {
            let mut h: Vec<u32> = (j + 1..=parts[i - 1]).map(|jj| idx(i, jj)).collect();
            h.extend((i + 1..=p.column_len(j)).map(|ii| idx(ii, j)));
            h
        })
        .collect();
    Diagram::from_hooks(labels, hooks).expect("a Young diagram")
}

/// The good moves by Theorem 4.2: build Y_p, then descend.
fn by_theorem(p: &Partition) -> Vec<Partition> {
    let y = young_diagram(p);
    options_with_value(&y, 0)
        .expect("a plain diagram")
        .into_iter()
        .map(|x| {
            let (i, j) = y.labels()[x as usize];
            p.remove_hook(i, j).expect("a box")
        })
        .collect()
}

fn bench_good_moves(c: &mut Criterion) {
    let shapes = [
        ("staircase 44 (990 boxes)", staircase(44)),
        ("ragged 1e3", ragged(40, 50, 0x9E37_79B9)),
        ("staircase 140 (9870 boxes)", staircase(140)),
        ("ragged 1e4", ragged(140, 143, 0x1234_5678)),
    ];
    let mut group = c.benchmark_group("plain_goodmoves");
    group.sample_size(10);
    for (name, p) in &shapes {
        // Both sides agree (and Theorem 4.1 gives the value).
        let mut theorem = by_theorem(p);
        let mut trial = options_with_value_by_trial(&YoungGame, p, 0).unwrap();
        theorem.sort();
        trial.sort();
        assert_eq!(theorem, trial, "{name}");
        eprintln!(
            "{name}: {} boxes, E^(2) = {}, {} good moves",
            p.size(),
            n_adic_expansion(&YoungGame, p, 2).unwrap(),
            theorem.len()
        );
        group.bench_function(format!("theorem 4.2, {name}"), |b| {
            b.iter(|| by_theorem(black_box(p)))
        });
        group.bench_function(format!("trial, {name}"), |b| {
            b.iter(|| options_with_value_by_trial(&YoungGame, black_box(p), 0).unwrap())
        });
    }
    group.finish();
}

criterion_group!(benches, bench_good_moves);
criterion_main!(benches);
