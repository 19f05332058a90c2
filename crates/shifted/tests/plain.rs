//! Kawanaka §1–§3: the arrow length |S → S′| of a plain algorithm is the
//! number of irreducible arrows in an irreducible decomposition. For HRG
//! the irreducible arrows are exactly the removals of one box, so every
//! irreducible decomposition of S → S′ has |S| − |S′| = shifted hook length
//! arrows, which is what `Plain::arrow_length` returns.

mod common;

use common::{in_staircase, strict_partitions_up_to};
use hookgames_game::Algorithm;
use hookgames_partition::ShiftedPartition;
use hookgames_plain::Plain;
use hookgames_shifted::{ShiftedHookGame, TurningTurtles, grundy_u64, staircase, to_turtles};

/// Materializes ⟨S_n⟩ = F(S_n) indexed by the Turning Turtles bitset, and
/// checks, for every arrow p → q:
/// * p → q is irreducible (no path of length ≥ 2 from p to q) iff its hook
///   has length 1;
/// * q is reachable from p by irreducible arrows, each removing one box, so
///   every irreducible decomposition has |p| − |q| arrows;
/// * `arrow_length` (in both realizations) is that number and the hook
///   length.
fn irreducible_arrows_in_staircase(n: u64) {
    let states = in_staircase(n);
    let count = states.len();
    let index = |s: &ShiftedPartition| to_turtles(s).unwrap() as usize;
    let words = count.div_ceil(64);
    // reach[p] = ⟨p⟩ as a bitset (p included); states are processed by
    // increasing size, so followers come first.
    let mut order: Vec<usize> = (0..count).collect();
    order.sort_by_key(|&p| states[p].size());
    let mut reach = vec![vec![0u64; words]; count];
    let followers: Vec<Vec<usize>> = states
        .iter()
        .map(|s| ShiftedHookGame.followers(s).iter().map(index).collect())
        .collect();
    for &p in &order {
        let mut r = vec![0u64; words];
        r[p / 64] |= 1 << (p % 64);
        for &q in &followers[p] {
            for w in 0..words {
                r[w] |= reach[q][w];
            }
        }
        reach[p] = r;
    }
    let turtles = TurningTurtles::new(n).unwrap();
    let mut irreducible = vec![Vec::new(); count];
    for p in 0..count {
        for &q in &followers[p] {
            let via_other = followers[p]
                .iter()
                .any(|&r| r != q && reach[r][q / 64] >> (q % 64) & 1 == 1);
            let len = states[p].size() - states[q].size();
            assert_eq!(!via_other, len == 1, "{} → {}", states[p], states[q]);
            if !via_other {
                irreducible[p].push(q);
            }
            assert_eq!(ShiftedHookGame.arrow_length(&states[p], &states[q]), len);
            assert_eq!(turtles.arrow_length(&(p as u64), &(q as u64)), len);
        }
    }
    // Reachability through irreducible arrows only.
    let mut ireach = vec![vec![0u64; words]; count];
    for &p in &order {
        let mut r = vec![0u64; words];
        r[p / 64] |= 1 << (p % 64);
        for &q in &irreducible[p] {
            for w in 0..words {
                r[w] |= ireach[q][w];
            }
        }
        ireach[p] = r;
    }
    for p in 0..count {
        for &q in &followers[p] {
            assert_eq!(
                ireach[p][q / 64] >> (q % 64) & 1,
                1,
                "{} → {} has no irreducible decomposition",
                states[p],
                states[q]
            );
        }
    }
}

#[test]
fn irreducible_arrows_are_single_boxes() {
    for n in 0..=10 {
        irreducible_arrows_in_staircase(n);
    }
}

/// The arrow length of every hook removal is the shifted hook length.
#[test]
fn arrow_length_is_hook_length() {
    for s in strict_partitions_up_to(18) {
        for (i, j) in s.boxes() {
            let t = s.remove_hook(i, j).unwrap();
            assert_eq!(
                ShiftedHookGame.arrow_length(&s, &t),
                s.hook_length(i, j).unwrap()
            );
        }
    }
    // (2, 1) → ∅ removes the hook at (1, 1) with its tail: length 3, the
    // irreducible decomposition (2, 1) → (2) → (1) → ∅.
    let s = common::sp(&[2, 1]);
    assert_eq!(
        ShiftedHookGame.arrow_length(&s, &ShiftedPartition::empty()),
        3
    );
    assert_eq!(staircase(2).unwrap(), s);
}

/// Kawanaka's axioms (P1)–(P4), checked by `hookgames-plain` on the real
/// game: hook removal on shifted diagrams is a plain algorithm (of type D).
#[test]
fn axioms_hold_on_staircases() {
    for n in 1..=5 {
        let s = staircase(n).unwrap();
        hookgames_plain::check_plain(&ShiftedHookGame, s.clone())
            .unwrap_or_else(|e| panic!("S_{n}: {e:?}"));
    }
    let s: ShiftedPartition = "7,4,2,1".parse().unwrap();
    hookgames_plain::check_plain(&ShiftedHookGame, s).unwrap();
}

/// Theorem 4.1 on shifted diagrams: the 2-adic expansion E^(2), computed by
/// `hookgames-plain` from the diagrams of φ_2 (shifted lengths do not simply
/// divide: 3 and 1 form one φ_2 arrow of length 4), is ⊕ λ_i.
#[test]
fn two_adic_expansion_is_the_grundy_value() {
    for s in strict_partitions_up_to(20) {
        assert_eq!(
            hookgames_plain::n_adic_expansion(&ShiftedHookGame, &s, 2).unwrap(),
            grundy_u64(&s),
            "{s}"
        );
    }
}
