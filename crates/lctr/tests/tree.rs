//! Game-tree parameters (Gottlieb–Krnc–Muršič §7.2–7.3): Table 1,
//! Corollary 23, Lemmas 24–26, Proposition 28, against the grid dynamic
//! program, brute force and the generic statistics of `hookgames-game`.

mod common;

use common::{GAMES, brute_tree};
use hookgames_game::tree_statistics;
use hookgames_lctr::{CellGame, Downright, Family, Lctr, LctrVariant, TreeParameters};
use hookgames_partition::Partition;
use hookgames_partition::arbitrary::{partitions_of, partitions_up_to};
use num_bigint::BigUint;

fn big(v: u64) -> BigUint {
    BigUint::from(v)
}

fn binom(n: u64, k: u64) -> BigUint {
    let mut acc = BigUint::from(1u32);
    for t in 0..k {
        acc *= n - t;
        acc /= t + 1;
    }
    acc
}

fn pow2(e: u64) -> BigUint {
    BigUint::from(1u32) << e
}

/// Table 1, row by row, as printed: (states, nodes, leaves).
fn table1(family: Family, game: LctrVariant) -> (u64, BigUint, BigUint) {
    match (family, game) {
        (Family::Gamma { rows, cols }, LctrVariant::Lctr) if rows.min(cols as usize) == 1 => {
            let (r, c) = (rows as u64, cols);
            (r + c, big(2 * r + 2 * c - 1), big(r + c))
        }
        (Family::Gamma { rows, cols }, LctrVariant::Downright) if rows.min(cols as usize) == 1 => {
            let (r, c) = (rows as u64, cols);
            (r + c - 1, big(r + c - 1), big(1))
        }
        (Family::Gamma { rows, cols }, LctrVariant::Lctr) => {
            let (r, c) = (rows as u64, cols);
            (r + c - 1, big(2 * r + 2 * c - 1), big(r + c))
        }
        (Family::Gamma { rows, cols }, LctrVariant::Downright) => {
            let (r, c) = (rows as u64, cols);
            (r + c - 2, big(r + c - 1), big(2))
        }
        (Family::Staircase { r }, LctrVariant::Lctr) => {
            let r = r as u64;
            (r + 1, pow2(r + 1) - 1u32, pow2(r))
        }
        (Family::Staircase { r }, LctrVariant::Downright) => {
            let r = r as u64;
            (r, pow2(r) - 1u32, pow2(r - 1))
        }
        (Family::Rectangle { rows, cols }, LctrVariant::Lctr) => {
            let (r, c) = (rows as u64, cols);
            (r * c + 1, binom(r + c, r) * 2u32 - 1u32, binom(r + c, r))
        }
        (Family::Rectangle { rows, cols }, LctrVariant::Downright) => {
            let (r, c) = (rows as u64, cols);
            (r * c, binom(r + c, r) - 1u32, binom(r + c - 2, r - 1))
        }
    }
}

fn check_family(family: Family) {
    let p = family.partition().unwrap();
    for game in GAMES {
        let closed = family.tree_parameters(game).unwrap();
        let (states, nodes, leaves) = table1(family, game);
        assert_eq!(
            (closed.states, &closed.nodes, &closed.leaves),
            (states, &nodes, &leaves),
            "{family:?} {game:?}"
        );
        let dp = game.tree_parameters(&p).unwrap();
        assert_eq!(dp, closed, "{family:?} {game:?}");
    }
}

/// Table 1: every row reproduced by the closed forms and by the dynamic
/// program, for all gammas and rectangles with r, c ≤ 12 and staircases
/// r ≤ 30.
#[test]
fn table1_rows() {
    for r in 1..=12usize {
        for c in 1..=12u64 {
            check_family(Family::Gamma { rows: r, cols: c });
            check_family(Family::Rectangle { rows: r, cols: c });
        }
    }
    for r in 1..=30usize {
        check_family(Family::Staircase { r });
    }
    // The rows' numbers for one shape each, as printed.
    let t = Family::Gamma { rows: 1, cols: 5 }
        .tree_parameters(Lctr)
        .unwrap();
    assert_eq!((t.states, t.nodes, t.leaves), (6, big(11), big(6)));
    let t = Family::Gamma { rows: 4, cols: 3 }
        .tree_parameters(Downright)
        .unwrap();
    assert_eq!((t.states, t.nodes, t.leaves), (5, big(6), big(2)));
    let t = Family::Staircase { r: 10 }.tree_parameters(Lctr).unwrap();
    assert_eq!((t.states, t.nodes, t.leaves), (11, big(2047), big(1024)));
    let t = Family::Rectangle { rows: 4, cols: 6 }
        .tree_parameters(Downright)
        .unwrap();
    assert_eq!((t.states, t.nodes, t.leaves), (24, big(209), big(56)));
}

/// The dynamic program equals brute force and the generic statistics of
/// `hookgames-game` (nodes, leaves, height on [`CellGame`], whose tree is
/// the paper's; distinct states on the partition games) on every partition
/// of size ≤ 22.
#[test]
fn dp_equals_brute_force_and_generic_up_to_22() {
    for p in partitions_up_to(22).unwrap() {
        for game in GAMES {
            if game == LctrVariant::Downright && p.is_empty() {
                assert!(game.tree_parameters(&p).is_err());
                continue;
            }
            let dp = game.tree_parameters(&p).unwrap();
            let (states, nodes, leaves, height) = brute_tree(game, p.parts());
            assert_eq!(
                dp,
                TreeParameters {
                    states,
                    nodes,
                    leaves,
                    height
                },
                "{game:?} {p}"
            );
            let cells = tree_statistics(&CellGame::new(game, p.clone()), &(0, 0)).unwrap();
            assert_eq!(
                (&cells.nodes, &cells.leaves, cells.height),
                (&dp.nodes, &dp.leaves, dp.height)
            );
            let generic_states = match game {
                LctrVariant::Lctr => tree_statistics(&Lctr, &p).unwrap().states,
                LctrVariant::Downright => tree_statistics(&Downright, &p).unwrap().states,
            };
            assert_eq!(generic_states, dp.states, "{game:?} {p}");
        }
    }
}

/// Corollary 23: nodes(L(λ)) = nodes(D(λ)) + leaves(L(λ)).
#[test]
fn corollary23() {
    for p in partitions_up_to(26).unwrap().into_iter().skip(1) {
        let l = LctrVariant::Lctr.tree_parameters(&p).unwrap();
        let d = LctrVariant::Downright.tree_parameters(&p).unwrap();
        assert_eq!(l.nodes, d.nodes + &l.leaves, "{p}");
    }
}

/// Lemma 24 (nodes of Downright on a rectangle, with the recurrence (13))
/// and Lemma 26 (leaves of LCTR on a rectangle).
#[test]
fn lemmas24_26_rectangles() {
    let nodes_d = |r: usize, c: u64| {
        let p = Family::Rectangle { rows: r, cols: c }.partition().unwrap();
        LctrVariant::Downright.tree_parameters(&p).unwrap().nodes
    };
    for r in 1..=14usize {
        for c in 1..=14u64 {
            let rr = r as u64;
            assert_eq!(nodes_d(r, c), binom(rr + c, rr) - 1u32);
            let p = Family::Rectangle { rows: r, cols: c }.partition().unwrap();
            assert_eq!(
                LctrVariant::Lctr.tree_parameters(&p).unwrap().leaves,
                binom(rr + c, rr)
            );
            if r > 1 && c > 1 {
                // (13)
                assert_eq!(
                    nodes_d(r, c) + nodes_d(r - 1, c - 1),
                    nodes_d(r - 1, c) + nodes_d(r, c - 1) + binom(rr + c - 2, rr - 1)
                );
            }
        }
    }
}

/// Lemma 25: at least 1 leaf in Downright and n + 1 in LCTR, both tight
/// (attained by ⟦n⟧).
#[test]
fn lemma25_fewest_leaves() {
    for n in 1..=22u64 {
        let all = partitions_of(n).unwrap();
        let min_l = all
            .iter()
            .map(|p| LctrVariant::Lctr.tree_parameters(p).unwrap().leaves)
            .min()
            .unwrap();
        let min_d = all
            .iter()
            .map(|p| LctrVariant::Downright.tree_parameters(p).unwrap().leaves)
            .min()
            .unwrap();
        assert_eq!(min_l, big(n + 1));
        assert_eq!(min_d, big(1));
        let row = Partition::new(vec![n]).unwrap();
        assert_eq!(
            LctrVariant::Lctr.tree_parameters(&row).unwrap().leaves,
            big(n + 1)
        );
        assert_eq!(
            LctrVariant::Downright.tree_parameters(&row).unwrap().leaves,
            big(1)
        );
    }
}

/// Proposition 28: n + 1 (LCTR) and n (Downright) states at most, attained
/// by gammas; at least height + 1 states, hence at least r + 1 and r states
/// when n ≥ C(r+1, 2) — the Ω(√n) lower bound, attained by staircases.
#[test]
fn proposition28_state_bounds() {
    for n in 1..=24u64 {
        let r = (1..).take_while(|r| r * (r + 1) / 2 <= n).last().unwrap();
        let mut max = [0u64; 2];
        let mut min = [u64::MAX; 2];
        for p in partitions_of(n).unwrap() {
            let l = LctrVariant::Lctr.tree_parameters(&p).unwrap();
            let d = LctrVariant::Downright.tree_parameters(&p).unwrap();
            assert!(l.states <= n + 1 && d.states <= n, "{p}");
            assert!(l.states > l.height && d.states > d.height, "{p}");
            assert!(l.states > r && d.states >= r, "{p}");
            max = [max[0].max(l.states), max[1].max(d.states)];
            min = [min[0].min(l.states), min[1].min(d.states)];
        }
        assert_eq!(max, [n + 1, n]);
        let gamma = Family::Gamma { rows: 1, cols: n }.partition().unwrap();
        assert_eq!(
            LctrVariant::Lctr.tree_parameters(&gamma).unwrap().states,
            n + 1
        );
        if n * 2 == r * (r + 1) {
            assert_eq!(min, [r + 1, r]);
        }
    }
}

/// Conjecture 27 (open in the paper), checked for squares of side ≤ 5: among
/// the partitions of n², the square ⟦n^n⟧ maximises the number of nodes.
#[test]
fn conjecture27_small_squares() {
    for side in 1..=5usize {
        let n = (side * side) as u64;
        let square = Family::Rectangle {
            rows: side,
            cols: side as u64,
        }
        .partition()
        .unwrap();
        for game in GAMES {
            let best = partitions_of(n)
                .unwrap()
                .iter()
                .map(|p| game.tree_parameters(p).unwrap().nodes)
                .max()
                .unwrap();
            assert_eq!(
                best,
                game.tree_parameters(&square).unwrap().nodes,
                "{game:?} side {side}"
            );
        }
    }
}
