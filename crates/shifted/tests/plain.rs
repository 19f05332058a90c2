//! Kawanaka §1–§3: the arrow length |S → S′| of a plain algorithm is the
//! number of irreducible arrows in an irreducible decomposition. For HRG
//! the irreducible arrows are exactly the removals of one box, so every
//! irreducible decomposition of S → S′ has |S| − |S′| = shifted hook length
//! arrows, which is what `Plain::arrow_length` returns. Kawanaka §4:
//! Theorem 4.2's good moves, through the checked path, are the winning
//! hooks.

mod common;

use hookgames_game::{AlgorithmExt, GameMap, Solver};
use hookgames_partition::ShiftedPartition;
use hookgames_partition::arbitrary::{shifted_in_staircase, strict_partitions_up_to};
use hookgames_plain::{Plain, good_moves, good_moves_checked};
use hookgames_shifted::{ShiftedHookGame, ToTurtles, TurningTurtles, staircase};

/// Materializes ⟨S_n⟩ = F(S_n) indexed by the Turning Turtles bitset, and
/// checks, for every arrow p → q:
/// * p → q is irreducible (no path of length ≥ 2 from p to q) iff its hook
///   has length 1;
/// * q is reachable from p by irreducible arrows, each removing one box, so
///   every irreducible decomposition has |p| − |q| arrows;
/// * `arrow_length` (in both realizations) is that number and the hook
///   length.
fn irreducible_arrows_in_staircase(n: u64) {
    let states = shifted_in_staircase(n).unwrap();
    let count = states.len();
    let map = ToTurtles::new(n).unwrap();
    let index = |s: &ShiftedPartition| map.try_apply(s).unwrap() as usize;
    let words = count.div_ceil(64);
    // reach[p] = ⟨p⟩ as a bitset (p included); states are processed by
    // increasing size, so followers come first.
    let mut order: Vec<usize> = (0..count).collect();
    order.sort_by_key(|&p| states[p].size());
    let mut reach = vec![vec![0u64; words]; count];
    let followers: Vec<Vec<usize>> = states
        .iter()
        .map(|s| {
            ShiftedHookGame
                .followers(s)
                .unwrap()
                .iter()
                .map(index)
                .collect()
        })
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
            assert_eq!(
                ShiftedHookGame
                    .arrow_length(&states[p], &states[q])
                    .unwrap(),
                len
            );
            assert_eq!(turtles.arrow_length(&(p as u64), &(q as u64)).unwrap(), len);
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
    for s in strict_partitions_up_to(18).unwrap() {
        for (i, j) in s.boxes() {
            let t = s.remove_hook(i, j).unwrap();
            assert_eq!(
                ShiftedHookGame.arrow_length(&s, &t).unwrap(),
                s.hook_length(i, j).unwrap()
            );
        }
    }
    // (2, 1) → ∅ removes the hook at (1, 1) with its tail: length 3, the
    // irreducible decomposition (2, 1) → (2) → (1) → ∅.
    let s = common::sp(&[2, 1]);
    assert_eq!(
        ShiftedHookGame
            .arrow_length(&s, &ShiftedPartition::empty())
            .unwrap(),
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
        hookgames_plain::check_plain(&ShiftedHookGame, &s)
            .unwrap_or_else(|e| panic!("S_{n}: {e:?}"));
        let turtles = TurningTurtles::new(n).unwrap();
        hookgames_plain::check_plain(&turtles, &turtles.all_heads())
            .unwrap_or_else(|e| panic!("{n} coins: {e:?}"));
    }
    let s: ShiftedPartition = "7,4,2,1".parse().unwrap();
    hookgames_plain::check_plain(&ShiftedHookGame, &s).unwrap();
}

/// Theorem 4.1 on shifted diagrams: the 2-adic expansion E^(2), computed by
/// `hookgames-plain` from the diagrams of φ_2 (shifted lengths do not simply
/// divide: 3 and 1 form one φ_2 arrow of length 4), is ⊕ λ_i.
#[test]
fn two_adic_expansion_is_the_grundy_value() {
    for s in strict_partitions_up_to(20).unwrap() {
        assert_eq!(
            hookgames_plain::n_adic_expansion(&ShiftedHookGame, &s, 2).unwrap(),
            ShiftedHookGame.grundy(&s).unwrap(),
            "{s}"
        );
    }
    let turtles = TurningTurtles::new(10).unwrap();
    for p in 0u64..1 << 10 {
        assert_eq!(
            hookgames_plain::n_adic_expansion(&turtles, &p, 2).unwrap(),
            turtles.grundy(&p).unwrap(),
            "{p:#b}"
        );
    }
}

/// The overridden `for_each_arrow_length` (hook lengths, box by box; coin
/// sums, move by move) lists |p → q| for the followers q in their order,
/// as the provided method computes them from the followers (Kawanaka (2.1)).
#[test]
fn arrow_lengths_in_follower_order() {
    for s in strict_partitions_up_to(16).unwrap() {
        let mut fast = Vec::new();
        assert!(
            ShiftedHookGame
                .try_for_each_arrow_length(&s, |l| {
                    fast.push(l);
                    std::ops::ControlFlow::<hookgames_game::GameError>::Continue(())
                })
                .is_continue()
        );
        let by_follower: Vec<u64> = ShiftedHookGame
            .followers(&s)
            .unwrap()
            .iter()
            .map(|t| ShiftedHookGame.arrow_length(&s, t).unwrap())
            .collect();
        assert_eq!(fast, by_follower, "{s}");
        assert_eq!(fast.len() as u64, s.size());
    }
    let turtles = TurningTurtles::new(10).unwrap();
    for p in 0u64..1 << 10 {
        let mut fast = Vec::new();
        assert!(
            turtles
                .try_for_each_arrow_length(&p, |l| {
                    fast.push(l);
                    std::ops::ControlFlow::<hookgames_game::GameError>::Continue(())
                })
                .is_continue()
        );
        let by_follower: Vec<u64> = turtles
            .followers(&p)
            .unwrap()
            .iter()
            .map(|q| turtles.arrow_length(&p, q).unwrap())
            .collect();
        assert_eq!(fast, by_follower, "{p:#b}");
    }
}

/// Kawanaka, Theorem 4.2(ii), through the checked path: for every shifted
/// diagram S with |S| ≤ `n`, `good_moves_checked` verifies (P1)–(P4) on
/// ⟨S⟩ and answers (never `AxiomError`), and its good moves are the
/// generic solver's winning moves, the winning hooks of the XOR trick (as
/// positions), and the trusted `good_moves`. Returns the number of
/// diagrams and of good moves seen.
fn theorem_4_2_shifted_up_to(n: u64) -> (usize, usize) {
    let game = ShiftedHookGame;
    let mut solver = Solver::new(game);
    let all = strict_partitions_up_to(n).unwrap();
    let mut moves = 0;
    for s in &all {
        let checked = good_moves_checked(&game, s).unwrap_or_else(|e| panic!("{s}: {e}"));
        let generic = solver.winning_moves(s).unwrap();
        let fast: Vec<ShiftedPartition> = game
            .winning_hooks(s)
            .into_iter()
            .map(|(i, j)| s.remove_hook(i, j).unwrap())
            .collect();
        assert_eq!(checked, generic, "{s}");
        assert_eq!(checked, fast, "{s}");
        assert_eq!(good_moves(&game, s).unwrap(), checked, "{s}");
        // No good move exactly at the P-positions of Proposition 5.6.
        let xor = s.parts().iter().fold(0, |x, &p| x ^ p);
        assert_eq!(checked.is_empty(), xor == 0, "{s}");
        moves += checked.len();
    }
    (all.len(), moves)
}

#[test]
fn theorem_4_2_checked_on_shifted_diagrams() {
    let (diagrams, moves) = theorem_4_2_shifted_up_to(20);
    assert_eq!(diagrams, 371); // q(0) + … + q(20)
    // Σ_S #{i : λ_i ⊕ G(S) < λ_i}, counted independently of the crate.
    assert_eq!(moves, 433);
}

#[test]
#[ignore = "heavy: run in release by .ci/run"]
fn theorem_4_2_checked_on_shifted_diagrams_up_to_25() {
    let (diagrams, _) = theorem_4_2_shifted_up_to(25);
    assert_eq!(diagrams, 904); // q(0) + … + q(25)
}

/// The same for Turning Turtles, on every position of `n` coins: the good
/// moves are the solver's winning moves and the XOR trick's winning moves
/// (applied).
fn theorem_4_2_turtles(n: u64) {
    let turtles = TurningTurtles::new(n).unwrap();
    let mut solver = Solver::new(turtles);
    for p in 0u64..1 << n {
        let checked = good_moves_checked(&turtles, &p).unwrap_or_else(|e| panic!("{p:#b}: {e}"));
        let generic = solver.winning_moves(&p).unwrap();
        let fast: Vec<u64> = turtles
            .moves_with_value(&p, 0)
            .into_iter()
            .map(|mv| turtles.apply(&p, mv).unwrap())
            .collect();
        assert_eq!(checked, generic, "{p:#b}");
        assert_eq!(checked, fast, "{p:#b}");
        assert_eq!(good_moves(&turtles, &p).unwrap(), checked, "{p:#b}");
    }
}

#[test]
fn theorem_4_2_checked_on_turtles() {
    theorem_4_2_turtles(7);
}

#[test]
#[ignore = "heavy: run in release by .ci/run"]
fn theorem_4_2_checked_on_turtles_8() {
    theorem_4_2_turtles(8);
}
