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
use std::ops::ControlFlow;

use hookgames_game::{Algorithm, GameError};

use criterion::{Criterion, criterion_group, criterion_main};
use hookgames_partition::Partition;
use hookgames_plain::{
    Diagram, Plain, check_plain, n_adic_expansion, option_indices_with_value,
    options_with_value_by_trial,
};

mod common;
use common::{ragged, staircase};

/// Hook removal on Young diagrams (the Nakayama algorithm, Kawanaka §8).
struct YoungGame;

impl Algorithm for YoungGame {
    type State = Partition;
    fn try_for_each_follower<B, F>(&self, p: &Partition, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(Partition) -> ControlFlow<B>,
    {
        for (i, j) in p.boxes() {
            f(p.remove_hook(i, j).expect("a box of p"))?;
        }
        ControlFlow::Continue(())
    }
}

/// The obligation of [`Plain`] is a theorem: hook removal on Young diagrams
/// is the Young realization of the Nakayama algorithm, a plain algorithm
/// (Kawanaka §8); the length of Y → Y − H is the hook length |H| (§2), and
/// an n-divisible hook comes off as n-hooks one at a time (§8), so the
/// quotient lengths divide. `check_small_shapes` checks (P1)–(P4) below a
/// few small diagrams before anything is timed.
impl Plain for YoungGame {
    fn arrow_length(&self, p: &Partition, q: &Partition) -> Result<u64, GameError> {
        Ok(p.size() - q.size())
    }
    fn try_for_each_arrow_length<B, F>(&self, p: &Partition, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        for (_, h) in p.hooks() {
            f(h)?;
        }
        ControlFlow::Continue(())
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

/// Before timing: ⟨p⟩ satisfies (P1)–(P4) below small diagrams, and the
/// diagram built by hand from the shape is the diagram Y_p = φ(p) of the
/// game (`Diagram::of`): the same points (box (i, j) ↔ p − H(i, j)) and the
/// same arrows.
fn check_small_shapes() {
    for p in [staircase(4), ragged(5, 4, 0x9E37_79B9), ragged(6, 3, 7)] {
        check_plain(&YoungGame, &p).unwrap_or_else(|e| panic!("{p}: {e}"));
        let by_hand = young_diagram(&p);
        let of_game = Diagram::of(&YoungGame, &p).expect("a plain game");
        assert_eq!(by_hand.len(), of_game.len(), "{p}");
        let follower = |x: u32| {
            let (i, j) = by_hand.labels()[x as usize];
            p.remove_hook(i, j).expect("a box")
        };
        let index = |q: &Partition| {
            of_game
                .labels()
                .iter()
                .position(|r| r == q)
                .unwrap_or_else(|| panic!("{q} is not an option of {p}")) as u32
        };
        for x in 0..by_hand.len() as u32 {
            let mut arrows: Vec<u32> = by_hand
                .followers_of(x)
                .iter()
                .map(|&y| index(&follower(y)))
                .collect();
            arrows.sort_unstable();
            assert_eq!(arrows, of_game.followers_of(index(&follower(x))), "{p}");
        }
    }
}

/// The good moves by Theorem 4.2: build Y_p, then descend.
fn by_theorem(p: &Partition) -> Vec<Partition> {
    let y = young_diagram(p);
    option_indices_with_value(&y, 0)
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
    check_small_shapes();
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
