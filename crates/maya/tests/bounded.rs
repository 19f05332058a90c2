//! Issue 19 ("Bounded by construction"): lists with one word per stone are
//! measured in bytes against the family's memory budget before they are
//! allocated (up to 0.2 only the count was checked, against MAX_CELLS =
//! 2^28, which let 2 GiB through).

use hookgames_maya::{Abacus, MAX_CELLS, MayaDiagram, MayaError, RectSubset, beta_numbers};
use hookgames_partition::{MAX_MATERIALIZED_BYTES, Partition, PartitionError};

fn bytes_refused(e: MayaError) -> u128 {
    match e {
        MayaError::Partition(PartitionError::TooLarge {
            count,
            unit: "bytes",
            limit: MAX_MATERIALIZED_BYTES,
            ..
        }) => count,
        other => panic!("expected the memory budget, got {other:?}"),
    }
}

#[test]
fn one_word_per_stone_is_within_the_byte_budget() {
    let empty = Partition::empty();
    // 2^27 stones: below MAX_CELLS, but 1 GiB of β-numbers.
    let stones = 1usize << 27;
    assert!(stones as u64 <= MAX_CELLS);
    assert_eq!(
        bytes_refused(beta_numbers(&empty, stones).unwrap_err()),
        8 << 27
    );
    bytes_refused(Abacus::with_stones(&empty, 2, stones).unwrap_err());
    bytes_refused(RectSubset::unrank(stones, 1, 0).unwrap_err());
    // Beyond MAX_CELLS the count limit still answers first.
    assert!(matches!(
        beta_numbers(&empty, (MAX_CELLS + 1) as usize),
        Err(MayaError::TooManyStones { .. })
    ));
    // Within the budget nothing changes.
    assert_eq!(beta_numbers(&empty, 3).unwrap(), vec![2, 1, 0]);
    assert_eq!(
        RectSubset::unrank(3, 5, 55)
            .unwrap()
            .to_partition()
            .unwrap()
            .parts(),
        &[5, 5, 5]
    );
}

/// A Maya diagram of 2^26 stones is an 8 MiB bitset, but its partition has
/// 2^26 parts (512 MiB) and its abacus two words per stone: both are
/// measured before they are built. Stones of the bottom run give no part.
#[test]
fn outputs_of_a_maya_diagram_are_within_the_byte_budget() {
    let stones = 1u64 << 26;
    let d = MayaDiagram::new(1..=stones).unwrap();
    assert_eq!(d.count() as u64, stones);
    assert_eq!(bytes_refused(d.to_partition().unwrap_err()), 8 << 26);
    assert_eq!(
        bytes_refused(Abacus::from_maya(&d, 2).unwrap_err()),
        16 * (1 << 26) + 16 * 3
    );
    // Through RectSubset: I(Y) = [2, 2^26 + 1] of the rectangle 2^26 × 1.
    let i = RectSubset::new(1 << 26, 1, 2..=stones + 1).unwrap();
    bytes_refused(i.to_partition().unwrap_err());
    // The same number of stones in the bottom run is the empty partition.
    let bottom = MayaDiagram::new(0..stones).unwrap();
    assert_eq!(bottom.to_partition().unwrap(), Partition::empty());
    // Within the budget nothing changes.
    let small = MayaDiagram::new([0, 1, 2, 5, 7]).unwrap();
    assert_eq!(small.to_partition().unwrap().parts(), &[3, 2]);
    assert_eq!(Abacus::from_maya(&small, 2).unwrap().stones(), 5);
}

/// `RectSubset::unrank` walked down every cell: 2^28 steps (about 5 s) for
/// a 1 × (2^28 − 1) rectangle. Gaps wider than 64 cells are now crossed by
/// a binary search.
#[test]
fn unrank_of_wide_rectangles_is_fast() {
    let wide = (1u64 << 28) - 1;
    for (m, n, r) in [
        (1usize, wide, 0u64),
        (1, wide, wide),
        (2, wide - 1, 5),
        (3, 1 << 20, 1 << 40),
    ] {
        let s = RectSubset::unrank(m, n, r).unwrap();
        assert_eq!(s.rank().unwrap(), r, "unrank({m}, {n}, {r})");
    }
    // Every rank of a wide 2- and 3-row rectangle comes back, in order.
    for (m, n) in [(2usize, 150u64), (3, 70)] {
        let count = RectSubset::count(m, n).unwrap();
        let mut prev: Option<RectSubset> = None;
        for r in 0..count {
            let s = RectSubset::unrank(m, n, r).unwrap();
            assert_eq!(s.rank().unwrap(), r, "unrank({m}, {n}, {r})");
            assert!(prev.is_none_or(|p| p < s), "unrank({m}, {n}, {r})");
            prev = Some(s);
        }
    }
}

/// Found by the fuzz target `sizes_partition`: the abacus of ∅ with 2^24 + 2
/// beads on 14 794 runners took about 10 s to give its β-numbers back (a
/// heap merge of the runners); they are sorted in place now.
#[test]
fn beads_of_a_large_abacus_come_back() {
    let a = Abacus::with_stones(&Partition::empty(), 14_794, (1 << 24) + 2).unwrap();
    let betas = a.beta_numbers();
    assert_eq!(betas.len(), (1 << 24) + 2);
    assert_eq!((betas[0], betas[betas.len() - 1]), ((1 << 24) + 1, 0));
    assert_eq!(a.to_partition().unwrap(), Partition::empty());
}

/// The fuzz target's timeout at the budget's edge: ∅ with 2^25 − 2 beads on
/// 48 runners (dense beads: read off the runners top down, in O(ℓ + n),
/// rather than sorted).
#[test]
fn dense_beads_are_read_off_the_runners() {
    let stones = (1 << 25) - 2;
    let a = Abacus::with_stones(&Partition::empty(), 48, stones).unwrap();
    let betas = a.beta_numbers();
    assert_eq!(betas.len(), stones);
    assert!(betas.iter().rev().enumerate().all(|(i, &b)| b == i as u64));
    assert_eq!(a.to_partition().unwrap(), Partition::empty());
}

/// Both ways of reading the β-numbers (the dense scan and the sort) give
/// β_i = λ_i + ℓ − i, largest first: every partition of at most 10 boxes,
/// 1 to 6 runners, ℓ(λ) to ℓ(λ) + 5 stones, and sparse abaci (a huge first
/// part).
#[test]
fn beta_numbers_are_the_definition() {
    let definition = |y: &Partition, stones: usize| -> Vec<u64> {
        (1..=stones)
            .map(|i| {
                let part = if i <= y.parts().len() {
                    y.parts()[i - 1]
                } else {
                    0
                };
                part + (stones - i) as u64
            })
            .collect()
    };
    for size in 0..=10 {
        for y in hookgames_partition::Partitions::new(size).unwrap() {
            for n in 1..=6 {
                for stones in y.parts().len()..=y.parts().len() + 5 {
                    let a = Abacus::with_stones(&y, n, stones).unwrap();
                    assert_eq!(
                        a.beta_numbers(),
                        definition(&y, stones),
                        "{y} n={n} ℓ={stones}"
                    );
                }
            }
        }
    }
    let sparse = Partition::new(vec![1 << 40, 7, 7, 3]).unwrap();
    for n in 1..=6 {
        let a = Abacus::with_stones(&sparse, n, 6).unwrap();
        assert_eq!(a.beta_numbers(), definition(&sparse, 6));
    }
}
