//! Kawanaka's Theorem 2.4: in a plain algorithm (P, φ), for every p ∈ P the
//! subalgorithms φ(p) and φ^{±1}(p) = φ(p) ∪ φ⁻¹(p) are plain, and so is
//! φ⁻¹(e) for every end e — checked with `check_axioms` on the
//! materialized subalgorithms (`FiniteAlgorithm::subalgorithm`) at every
//! state of finite plain algorithms P taken from the hook games:
//!
//! * Welter's game (the Nakayama algorithm): P = every partition of at most
//!   14 boxes (the union of ⟨λ⟩ over |λ| = 14), in the Young realization,
//!   and the one-line realization from the partitions of 10;
//! * shifted hook removal: P = every strict partition of at most 20 boxes;
//! * the MHRG: P = ⟨Y_{m,n}⟩ for every m ≤ 5, n ≤ 6 where it is plain
//!   (min(m, n) = 1 or |m − n| ≤ 1, `crates/mhrg/tests/plain_axioms.rs`);
//! * the Coxeter realizations (Kawanaka §6): P = the union of ⟨wα_*⟩_ρ over
//!   every minuscule w of bounded length for trees of types A, D and E.
//!
//! A finite full subalgorithm of a plain algorithm is plain, and the
//! premise is checked on each P first. φ⁻¹(p) inside P is what the theorem
//! speaks of for the algorithm P (in the whole game it can be infinite).

use std::fmt::Debug;
use std::hash::Hash;

use hookgames::coxeter::{CoxeterDatum, RootAlgorithm, condition_a, min_coset_reps_up_to};
use hookgames::game::{Algorithm, Engine, FiniteAlgorithm};
use hookgames::maya::MayaDiagram;
use hookgames::mhrg::MhrgGame;
use hookgames::partition::{Partition, Partitions, ShiftedPartition};
use hookgames::plain::check_axioms;
use hookgames::sato_welter::{OneLineRealization, YoungRealization};
use hookgames::shifted::ShiftedHookGame;

/// Checks Theorem 2.4 at every state of `fa` and returns the number of
/// subalgorithms checked.
fn theorem_2_4<S: Clone + Eq + Hash + Debug>(fa: &FiniteAlgorithm<S>, name: &str) -> usize {
    assert_eq!(check_axioms(fa), Ok(()), "{name}: the premise, P is plain");
    let mut checked = 0;
    for p in 0..fa.len() as u32 {
        let phi = fa.followers_of(p).to_vec();
        let sub = fa.subalgorithm(&phi).unwrap();
        assert_eq!(sub.len(), phi.len());
        if let Err(e) = check_axioms(&sub) {
            panic!("{name}: φ({:?}) is not plain: {e}", fa.state(p));
        }
        let mut pm = phi;
        pm.extend_from_slice(fa.predecessors_of(p));
        let sub = fa.subalgorithm(&pm).unwrap();
        if let Err(e) = check_axioms(&sub) {
            panic!("{name}: φ^±1({:?}) is not plain: {e}", fa.state(p));
        }
        checked += 2;
    }
    let ends: Vec<u32> = fa.ends().collect();
    assert!(!ends.is_empty(), "{name}");
    for e in ends {
        let sub = fa.subalgorithm(fa.predecessors_of(e)).unwrap();
        if let Err(err) = check_axioms(&sub) {
            panic!("{name}: φ⁻¹({:?}) is not plain: {err}", fa.state(e));
        }
        checked += 1;
    }
    checked
}

/// The largest size of the Young diagrams checked.
const YOUNG_BOXES: u64 = 14;

/// Welter's game in the Young realization: P = all partitions of at most
/// 14 boxes (508 states, one end ∅); 2 · 508 + 1 subalgorithms.
#[test]
fn theorem_2_4_on_welters_game_young_realization() {
    let roots: Vec<Partition> = Partitions::new(YOUNG_BOXES).unwrap().collect();
    let fa = FiniteAlgorithm::from_roots(&YoungRealization, &roots, &Engine::new()).unwrap();
    // Σ_{n ≤ 14} p(n): every partition of at most 14 boxes lies below one
    // of 14 boxes (add boxes to the first row).
    assert_eq!(fa.len(), 508);
    assert_eq!(theorem_2_4(&fa, "Young realization"), 2 * 508 + 1);
}

/// Welter's game in the one-line realization (Kawanaka §8, stones on ℕ):
/// the same positions as boards with their own number of stones.
#[test]
fn theorem_2_4_on_welters_game_one_line_realization() {
    let roots: Vec<MayaDiagram> = Partitions::new(10)
        .unwrap()
        .map(|p| MayaDiagram::from_partition(&p).unwrap())
        .collect();
    let fa = FiniteAlgorithm::from_roots(&OneLineRealization, &roots, &Engine::new()).unwrap();
    assert!(fa.len() >= roots.len());
    let checked = theorem_2_4(&fa, "one-line realization");
    assert_eq!(checked, 2 * fa.len() + fa.ends().count());
}

/// Shifted hook removal: P = all strict partitions of at most 20 boxes.
#[test]
fn theorem_2_4_on_shifted_hook_removal() {
    let mut roots = Vec::new();
    for n in 0..=20 {
        for p in Partitions::new(n).unwrap() {
            let parts = p.parts().to_vec();
            if parts.windows(2).all(|w| w[0] > w[1]) {
                roots.push(ShiftedPartition::new(parts).unwrap());
            }
        }
    }
    let fa = FiniteAlgorithm::from_roots(&ShiftedHookGame, &roots, &Engine::new()).unwrap();
    // Σ_{n ≤ 20} q(n) = 1+1+1+2+2+3+4+5+6+8+10+12+15+18+22+27+32+38+46+54+64
    // = 371 strict partitions, all below the roots.
    assert_eq!(roots.len(), 371);
    assert_eq!(fa.len(), 371);
    assert_eq!(theorem_2_4(&fa, "shifted"), 2 * 371 + 1);
}

/// The MHRG from the m × n rectangle with the unimodal numbering, where it
/// is plain.
#[test]
fn theorem_2_4_on_the_mhrg_where_it_is_plain() {
    let mut games = 0;
    for m in 1..=5usize {
        for n in 1..=6u64 {
            if !(m == 1 || n == 1 || (m as u64).abs_diff(n) <= 1) {
                continue;
            }
            let game = MhrgGame::rectangle(m, n).unwrap();
            let fa = FiniteAlgorithm::from_root(&game, game.start()).unwrap();
            let checked = theorem_2_4(&fa, &format!("MHRG({m}, {n})"));
            assert_eq!(checked, 2 * fa.len() + 1, "MHRG({m}, {n}) has one end");
            games += 1;
        }
    }
    // (1, 1..6), (2..5, 1), (2, 2), (2, 3), (3, 2), (3, 3), (3, 4), (4, 3),
    // (4, 4), (4, 5), (5, 4), (5, 5), (5, 6).
    assert_eq!(games, 6 + 4 + 11);
}

/// The Coxeter realizations (Wα_*, ρ) of Kawanaka §6: for each tree and
/// star, P = ⋃ ⟨wα_*⟩_ρ over the minuscule w (condition (a) of Theorem
/// 6.3) of length ≤ `max_len`.
fn coxeter_case(d: &CoxeterDatum, max_len: usize, name: &str) -> usize {
    let rho = RootAlgorithm::new(d);
    let roots: Vec<_> = min_coset_reps_up_to(d, max_len)
        .unwrap()
        .into_iter()
        .filter(|w| condition_a(d, w.reduced_word()).is_ok())
        .map(|w| rho.root_of(&w).unwrap())
        .collect();
    assert!(!roots.is_empty(), "{name}");
    let fa = FiniteAlgorithm::from_roots(&rho, &roots, &Engine::new()).unwrap();
    assert!(
        rho.is_end(fa.state(fa.ends().next().unwrap()).unwrap())
            .unwrap()
    );
    theorem_2_4(&fa, name)
}

#[test]
fn theorem_2_4_on_the_coxeter_realizations() {
    let mut checked = 0;
    // Type A: paths of n ≤ 6 vertices, every star.
    for n in 2..=6 {
        for star in 0..n {
            let d = CoxeterDatum::path(n, star).unwrap();
            checked += coxeter_case(&d, 12, &format!("A, n = {n}, star {star}"));
        }
    }
    // Type D: a path with a fork, k ≤ 6 vertices, every star.
    for k in 4..=6 {
        let mut edges: Vec<(usize, usize)> = (1..k - 1).map(|i| (i - 1, i)).collect();
        edges.push((k - 3, k - 1));
        for star in 0..k {
            let d = CoxeterDatum::new(k, &edges, star).unwrap();
            checked += coxeter_case(&d, 8, &format!("D, k = {k}, star {star}"));
        }
    }
    // E6-shaped tree, every star; E7-shaped with α_* at the end of the long
    // arm (W = E6, its 27 minuscule cosets).
    let e6 = [(0, 1), (1, 2), (2, 3), (3, 4), (2, 5)];
    for star in 0..6 {
        let d = CoxeterDatum::new(6, &e6, star).unwrap();
        checked += coxeter_case(&d, 7, &format!("E6 tree, star {star}"));
    }
    let e7 = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (2, 6)];
    let d = CoxeterDatum::new(7, &e7, 5).unwrap();
    checked += coxeter_case(&d, 16, "E7 tree, star 5");
    assert!(checked > 0);
}

/// The numbers of states p of `fa` where φ(p), resp. φ^{±1}(p), is not
/// plain, and of ends e where φ⁻¹(e) is not.
fn failures<S: Clone + Eq + Hash>(fa: &FiniteAlgorithm<S>) -> (usize, usize, usize) {
    let mut bad = (0, 0, 0);
    for p in 0..fa.len() as u32 {
        let phi = fa.followers_of(p).to_vec();
        if check_axioms(&fa.subalgorithm(&phi).unwrap()).is_err() {
            bad.0 += 1;
        }
        let mut pm = phi;
        pm.extend_from_slice(fa.predecessors_of(p));
        if check_axioms(&fa.subalgorithm(&pm).unwrap()).is_err() {
            bad.1 += 1;
        }
    }
    for e in fa.ends() {
        if check_axioms(&fa.subalgorithm(fa.predecessors_of(e)).unwrap()).is_err() {
            bad.2 += 1;
        }
    }
    bad
}

/// The control: without the premise the conclusion fails. Where the MHRG
/// is not plain (m ≤ 5, n ≤ 6), φ^{±1}(p) is not plain at any state, nor is
/// φ⁻¹(e) at the end, and φ(p) fails at some states: in MHRG(2, 4) (12
/// states) at 5 of them, in MHRG(4, 6) (80 states) at 67.
#[test]
fn the_conclusion_fails_where_the_mhrg_is_not_plain() {
    for m in 1..=5usize {
        for n in 1..=6u64 {
            let game = MhrgGame::rectangle(m, n).unwrap();
            let fa = FiniteAlgorithm::from_root(&game, game.start()).unwrap();
            let bad = failures(&fa);
            if m == 1 || n == 1 || (m as u64).abs_diff(n) <= 1 {
                assert_eq!(bad, (0, 0, 0), "MHRG({m}, {n})");
            } else {
                assert!(check_axioms(&fa).is_err());
                assert!(bad.0 > 0, "MHRG({m}, {n})");
                assert_eq!((bad.1, bad.2), (fa.len(), 1), "MHRG({m}, {n})");
            }
        }
    }
    let game = MhrgGame::rectangle(2, 4).unwrap();
    let fa = FiniteAlgorithm::from_root(&game, game.start()).unwrap();
    assert_eq!((fa.len(), failures(&fa)), (12, (5, 12, 1)));
    let game = MhrgGame::rectangle(4, 6).unwrap();
    let fa = FiniteAlgorithm::from_root(&game, game.start()).unwrap();
    assert_eq!((fa.len(), failures(&fa)), (80, (67, 80, 1)));
}
