//! The five Grundy-value computations agree: the generic solver of
//! hookgames-game, Sato's hook formula, Kawanaka's (9.1), Welter's
//! function and the fast bitset evaluation — on every partition of size
//! ≤ 22 and on random larger ones.

mod common;

use common::Small;
use hookgames_game::{Algorithm, AlgorithmExt, Solver};
use hookgames_maya::{MayaDiagram, beta_numbers};
use hookgames_partition::Partition;
use hookgames_partition::arbitrary::{LargePartition, MediumPartition, partitions_up_to};
use hookgames_sato_welter::*;
use quickcheck::{QuickCheck, TestResult};

fn betas(y: &Partition) -> Vec<u64> {
    beta_numbers(y, y.len()).unwrap()
}

/// All five, with one shared generic solver, on every partition of size
/// ≤ 22 (1 + 1 + 2 + … + 1002 = 4 508 partitions, the 1 597 of size ≤ 18
/// among them; a partition's ⟨λ⟩ is the set of partitions inside it, so
/// the cache covers every state).
#[test]
fn five_ways_agree_on_all_partitions_up_to_22() {
    let mut solver = Solver::new(YoungRealization);
    let all = partitions_up_to(22).unwrap();
    assert_eq!(all.len(), 4508);
    assert_eq!(all.iter().filter(|y| y.size() <= 18).count(), 1597);
    for y in &all {
        let g = solver.grundy(y).unwrap();
        assert_eq!(sato_formula(y).unwrap(), g, "Sato, {y}");
        assert_eq!(kawanaka_formula(y).unwrap(), g, "Kawanaka (9.1), {y}");
        assert_eq!(welter_function(&betas(y)).unwrap(), g, "Welter, {y}");
        assert_eq!(YoungRealization.grundy(y).unwrap(), g, "fast, {y}");
        assert_eq!(grundy_beta_numbers(&betas(y)).unwrap(), g, "β list, {y}");
        assert_eq!(
            KleinDiagram::new(y).unwrap().two_adic_value(),
            g,
            "E^(2) of D, {y}"
        );
    }
}

/// Heavier exhaustive version: every partition of size ≤ 40.
#[test]
#[ignore = "heavy: run in release by .ci/run"]
fn five_ways_agree_on_all_partitions_up_to_40() {
    let mut solver = Solver::new(YoungRealization);
    for y in partitions_up_to(40).unwrap() {
        let g = solver.grundy(&y).unwrap();
        assert_eq!(sato_formula(&y).unwrap(), g, "{y}");
        assert_eq!(kawanaka_formula(&y).unwrap(), g, "{y}");
        assert_eq!(welter_function(&betas(&y)).unwrap(), g, "{y}");
        assert_eq!(YoungRealization.grundy(&y).unwrap(), g, "{y}");
    }
}

/// The one-line realization gives the same values with any number of
/// stones, by the generic solver and by the bitset.
#[test]
fn one_line_values_with_extra_stones() {
    let mut young = Solver::new(YoungRealization);
    let mut line = Solver::new(OneLineRealization);
    for y in partitions_up_to(10).unwrap() {
        let g = young.grundy(&y).unwrap();
        for extra in [0usize, 1, 2, 5] {
            let p = MayaDiagram::from_partition_with_stones(&y, y.len() + extra).unwrap();
            assert_eq!(line.grundy(&p).unwrap(), g, "{y} with {extra} extra stones");
            assert_eq!(OneLineRealization.grundy(&p).unwrap(), g);
            let stones: Vec<u64> = p.stones().collect();
            assert_eq!(welter_function(&stones).unwrap(), g);
            if let Some(w) = p.as_word() {
                assert_eq!(grundy_bitset(&[w]), g);
            }
        }
    }
}

/// Welter's function for two coins is Conway's (a ⊕ b) − 1, and for one
/// coin the square it stands on (a Nim heap).
#[test]
fn welter_two_coins_and_one_coin() {
    for a in 0..200u64 {
        assert_eq!(welter_function(&[a]).unwrap(), a);
        for b in 0..a {
            assert_eq!(welter_function(&[a, b]).unwrap(), (a ^ b) - 1);
        }
    }
    // Kawanaka's Fig. 7 in any order.
    assert_eq!(welter_function(&[2, 6, 7, 9, 12, 14]).unwrap(), 7);
    assert_eq!(welter_function(&[]).unwrap(), 0);
}

/// A single row or column of n boxes is a Nim heap of n; a rectangle
/// m × n with m, n ≥ … is checked against the generic solver.
#[test]
fn rows_columns_and_rectangles() {
    for n in 0..300u64 {
        let row = Partition::new(vec![n]).unwrap();
        assert_eq!(YoungRealization.grundy(&row).unwrap(), n);
        assert_eq!(sato_formula(&row).unwrap(), n);
        let col = Partition::new(vec![1; n as usize]).unwrap();
        assert_eq!(YoungRealization.grundy(&col).unwrap(), n);
        assert_eq!(kawanaka_formula(&col).unwrap(), n);
    }
    let mut solver = Solver::new(YoungRealization);
    for m in 1..=6usize {
        for n in 1..=6u64 {
            let y = Partition::new(vec![n; m]).unwrap();
            assert_eq!(
                YoungRealization.grundy(&y).unwrap(),
                solver.grundy(&y).unwrap(),
                "{m} × {n}"
            );
        }
    }
}

/// Both internal paths of the fast value (bitset and β-number list) on
/// shapes chosen to take each: few rows with long parts use the list.
#[test]
fn fast_paths_agree_on_wide_and_tall_shapes() {
    let shapes: Vec<Partition> = vec![
        Partition::new(vec![100_000, 99_999, 5, 1]).unwrap(),
        Partition::new(vec![1 << 40, 1 << 39, 3]).unwrap(),
        Partition::new(vec![u64::MAX / 4, 7]).unwrap(),
        Partition::new(vec![3; 5000]).unwrap(),
        Partition::new((1..=2000u64).rev().collect()).unwrap(),
    ];
    for y in shapes {
        let b = betas(&y);
        let by_list = grundy_beta_numbers(&b).unwrap();
        assert_eq!(
            YoungRealization.grundy(&y).unwrap(),
            by_list,
            "{}",
            y.exponent_notation()
        );
        if b[0] < 1 << 24 {
            let mut words = vec![0u64; (b[0] / 64 + 1) as usize];
            for &x in &b {
                words[(x / 64) as usize] |= 1 << (x % 64);
            }
            assert_eq!(grundy_bitset(&words), by_list);
            assert_eq!(welter_function(&b).unwrap(), by_list);
            assert_eq!(kawanaka_formula(&y).unwrap(), by_list);
        }
    }
}

/// Values beyond u32 are exact u64 values of the fast path and of every
/// formula that does not visit boxes (there is no u32 limit); the bad
/// inputs are typed errors.
#[test]
fn errors() {
    let big = Partition::new(vec![1 << 40]).unwrap();
    assert_eq!(YoungRealization.grundy(&big), Ok(1 << 40));
    assert_eq!(kawanaka_formula(&big), Ok(1 << 40));
    assert!(matches!(
        sato_formula(&big),
        Err(SatoWelterError::TooManyBoxes { boxes, limit: MAX_BOXES, .. }) if boxes == 1 << 40
    ));
    assert_eq!(
        welter_function(&[3, 1, 3]),
        Err(SatoWelterError::DuplicatePosition { position: 3 })
    );
    assert_eq!(
        grundy_beta_numbers(&[7, 7]),
        Err(SatoWelterError::DuplicatePosition { position: 7 })
    );
    assert_eq!(
        welter_function(&[7, 7]).unwrap_err().to_string(),
        "position 7 is listed twice: Welter's coins occupy distinct squares"
    );
    assert_eq!(welter_function(&[1 << 33]), Ok(8_589_934_592));
    // Coins on 0 and 2^64 − 1: the row of 2^64 − 2 boxes; Conway's
    // (a ⊕ b) − 1 at the top of u64, without overflow.
    assert_eq!(welter_function(&[u64::MAX, 0]), Ok(u64::MAX - 1));
    assert_eq!(grundy_beta_numbers(&[u64::MAX, 0]), Ok(u64::MAX - 1));
}

/// Every bitset of one word against the list form and Welter's function.
#[test]
fn every_small_word() {
    for w in 0..(1u64 << 14) {
        let stones: Vec<u64> = (0..64).filter(|&c| (w >> c) & 1 == 1).collect();
        let by_welter = welter_function(&stones).unwrap();
        assert_eq!(grundy_bitset(&[w]), by_welter, "{w:#b}");
        assert_eq!(grundy_beta_numbers(&stones).unwrap(), by_welter);
    }
}

#[test]
fn quickcheck_formulas_equal_generic_solver() {
    fn prop(s: Small) -> bool {
        let y = s.0;
        let g = Solver::new(YoungRealization).grundy(&y).unwrap();
        sato_formula(&y).unwrap() == g
            && kawanaka_formula(&y).unwrap() == g
            && welter_function(&betas(&y)).unwrap() == g
            && YoungRealization.grundy(&y).unwrap() == g
    }
    QuickCheck::new()
        .tests(150)
        .quickcheck(prop as fn(Small) -> bool);
}

#[test]
fn quickcheck_formulas_agree_on_medium_partitions() {
    fn prop(m: MediumPartition) -> bool {
        let y = m.0;
        let g = sato_formula(&y).unwrap();
        kawanaka_formula(&y).unwrap() == g
            && welter_function(&betas(&y)).unwrap() == g
            && YoungRealization.grundy(&y).unwrap() == g
            && KleinDiagram::new(&y).unwrap().two_adic_value() == g
    }
    QuickCheck::new()
        .tests(200)
        .quickcheck(prop as fn(MediumPartition) -> bool);
}

#[test]
fn quickcheck_fast_equals_sato_on_large_partitions() {
    fn prop(l: LargePartition) -> TestResult {
        let y = l.0;
        if y.size() > 1_000_000 {
            return TestResult::discard();
        }
        let g = sato_formula(&y).unwrap();
        TestResult::from_bool(
            YoungRealization.grundy(&y).unwrap() == g
                && kawanaka_formula(&y).unwrap() == g
                && grundy_beta_numbers(&betas(&y)).unwrap() == g,
        )
    }
    QuickCheck::new()
        .tests(60)
        .quickcheck(prop as fn(LargePartition) -> TestResult);
}

/// A random β-set of many cells: the bitset value equals Welter's closed
/// form and the list form, with and without extra bottom stones.
#[test]
fn quickcheck_bitset_equals_welter_on_random_boards() {
    fn prop(cells: Vec<u16>) -> bool {
        let mut cells: Vec<u64> = cells.into_iter().map(u64::from).collect();
        cells.sort_unstable();
        cells.dedup();
        let board = MayaDiagram::new(cells.iter().copied()).unwrap();
        let w = welter_function(&cells).unwrap();
        let shifted = board.add_bottom_stones(3).unwrap();
        OneLineRealization.grundy(&board).unwrap() == w
            && grundy_beta_numbers(&cells).unwrap() == w
            && OneLineRealization.grundy(&shifted).unwrap() == w
            && YoungRealization
                .grundy(&board.to_partition().unwrap())
                .unwrap()
                == w
    }
    QuickCheck::new()
        .tests(300)
        .quickcheck(prop as fn(Vec<u16>) -> bool);
}

/// The Young realization's followers are the hook removals, each once.
#[test]
fn followers_are_distinct_hook_removals() {
    for y in partitions_up_to(12).unwrap() {
        let f = YoungRealization.followers(&y).unwrap();
        assert_eq!(f.len() as u64, y.size());
        let mut sorted = f.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), f.len(), "{y}");
        assert_eq!(YoungRealization.follower_count(&y).unwrap(), f.len());
        assert_eq!(YoungRealization.is_end(&y).unwrap(), y.is_empty());
    }
}

/// Bitsets of 1 to 17 words (powers of two and not), with trailing zero
/// words, against Welter's closed form.
#[test]
fn bitsets_of_every_width() {
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    for w in 1..=17usize {
        for _ in 0..20 {
            let mut words = vec![0u64; w + 2];
            for word in words.iter_mut().take(w) {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                *word = x & (x >> 3) & (x >> 5); // sparse
            }
            let stones: Vec<u64> = (0..64 * words.len() as u64)
                .filter(|&c| (words[(c / 64) as usize] >> (c % 64)) & 1 == 1)
                .collect();
            let want = welter_function(&stones).unwrap();
            assert_eq!(grundy_bitset(&words), want, "{w} words");
            assert_eq!(grundy_bitset(&words[..w]), want);
        }
    }
}
