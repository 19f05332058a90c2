//! The entry points of `hookgames-partition` and `hookgames-maya` that take
//! sizes (issue 19, "Bounded by construction"): counts (`partition_count`,
//! `rectangle_partition_count`), run-length partitions expanded and their
//! hook tables, rectangles, the iterators, diagonal expressions of huge
//! rectangles, β-numbers, abaci and Motegi's ranks. Sizes are drawn from
//! the whole `u64` range, mostly near powers of two and the documented
//! limits. Every call ends in a checked answer or in the typed error that
//! names the limit it exceeds; none may allocate past the byte budget,
//! overflow or run long (libFuzzer's `-rss_limit_mb` and `-timeout` catch
//! those).
#![no_main]

use hookgames_fuzz::{Bytes, partition, shifted};
use hookgames_maya::{Abacus, MayaError, RectSubset, beta_numbers, partition_from_beta_numbers};
use hookgames_partition::{
    DiagonalExpr, MAX_BINOMIAL_WORK, MAX_MATERIALIZED, MAX_MATERIALIZED_BYTES,
    MAX_PARTITION_COUNT_N, Partition, PartitionError, PartitionRuns, Partitions, Rectangle,
    RectanglePartitions, ShiftedDiagonalExpr, partition_count, rectangle_partition_count,
};
use libfuzzer_sys::fuzz_target;

/// A size from the whole `u64` range: small, near a power of two, near a
/// documented limit, or eight raw bytes.
fn size(b: &mut Bytes<'_>) -> u64 {
    let delta = i128::from(b.byte() % 5) - 2;
    let near = |x: u128| (x as i128 + delta).clamp(0, i128::from(u64::MAX)) as u64;
    match b.byte() % 8 {
        0 | 1 => b.below(65),
        2 | 3 => near(1u128 << b.below(65)),
        4 => near(u128::from(
            [
                MAX_MATERIALIZED,
                MAX_MATERIALIZED / 2,
                MAX_MATERIALIZED / 3,
                MAX_PARTITION_COUNT_N,
                1 << 24,
                2000,
                u64::MAX / 2,
                u64::MAX,
            ][b.below(8) as usize],
        )),
        5 => b.below(1 << 16),
        _ => (0..8).fold(0u64, |x, _| x << 8 | u64::from(b.byte())),
    }
}

/// Asserts that `e` is the byte budget's `TooLarge`.
fn over_budget(e: &PartitionError) {
    match e {
        PartitionError::TooLarge {
            count,
            unit: "bytes",
            limit: MAX_MATERIALIZED_BYTES,
            ..
        } => assert!(*count > u128::from(MAX_MATERIALIZED_BYTES), "{e}"),
        other => panic!("expected the byte budget, got {other:?}"),
    }
}

/// C(n, k) in u128 by Pascal's rule (n ≤ 120).
fn pascal(n: u64, k: u64) -> u128 {
    let mut row = vec![1u128];
    for _ in 0..n {
        let mut next = vec![1u128; row.len() + 1];
        for t in 1..row.len() {
            next[t] = row[t - 1] + row[t];
        }
        row = next;
    }
    row.get(k as usize).copied().unwrap_or(0)
}

/// p(n) for n ≤ 400 by the partition DP, in u128.
fn small_partition_count(n: u64) -> u128 {
    let mut p = vec![0u128; n as usize + 1];
    p[0] = 1;
    for k in 1..=n as usize {
        for t in k..=n as usize {
            p[t] += p[t - k];
        }
    }
    p[n as usize]
}

/// A run-length partition with up to four runs of arbitrary sizes.
fn runs(b: &mut Bytes<'_>) -> Option<PartitionRuns> {
    let k = b.below(4) + 1;
    let mut out: Vec<(u64, u64)> = Vec::new();
    let mut last = u64::MAX;
    for _ in 0..k {
        let p = size(b).min(last.saturating_sub(1));
        if p == 0 {
            break;
        }
        let m = size(b).max(1);
        out.push((p, m));
        last = p;
    }
    PartitionRuns::new(out).ok()
}

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    match b.byte() % 6 {
        0 => {
            // p(N): answered up to MAX_PARTITION_COUNT_N, refused beyond.
            let n = size(&mut b);
            match partition_count(n) {
                Ok(p) => {
                    assert!(n <= MAX_PARTITION_COUNT_N);
                    if n <= 400 {
                        assert_eq!(p, small_partition_count(n).into(), "p({n})");
                    }
                }
                Err(PartitionError::TooLarge {
                    limit: MAX_PARTITION_COUNT_N,
                    count,
                    ..
                }) => assert!(n > MAX_PARTITION_COUNT_N && count == u128::from(n)),
                Err(e) => panic!("p({n}): {e:?}"),
            }
        }
        1 => {
            // C(m + n, m): every N ≤ 2^24 and every min(m, n) ≤ 2000 is answered.
            let (m, n) = (size(&mut b) as usize, size(&mut b));
            let (big, small) = (m as u128 + u128::from(n), (m as u128).min(u128::from(n)));
            match rectangle_partition_count(m, n) {
                Ok(c) => {
                    if big <= 120 {
                        assert_eq!(c, pascal(big as u64, m as u64).into(), "{m}x{n}");
                    }
                    if small <= 64 && n <= usize::MAX as u64 {
                        // Symmetry, by the other method's choice of k.
                        assert_eq!(c, rectangle_partition_count(n as usize, m as u64).unwrap());
                    }
                }
                Err(PartitionError::TooLarge {
                    limit: MAX_BINOMIAL_WORK,
                    count,
                    ..
                }) => {
                    assert!(big > 1 << 24 && small > 2000, "{m}x{n} refused");
                    assert!(count > u128::from(MAX_BINOMIAL_WORK));
                }
                Err(e) => panic!("{m}x{n}: {e:?}"),
            }
        }
        2 => {
            // Run-length inputs: expanded only within the budget, and then
            // their hook tables, conjugates and hook lengths agree.
            let Some(r) = runs(&mut b) else { return };
            match r.to_partition() {
                Ok(y) => {
                    assert!(r.num_parts() <= MAX_MATERIALIZED);
                    assert_eq!(y.size(), r.size());
                    match y.hook_lengths() {
                        Ok(table) => {
                            assert_eq!(table.len(), y.len());
                            for (i, row) in table.iter().enumerate().take(3) {
                                assert_eq!(row.len() as u64, y.part(i + 1));
                                for (j, &h) in row.iter().enumerate().take(3) {
                                    assert_eq!(h, y.hook_length(i + 1, j as u64 + 1).unwrap());
                                }
                            }
                        }
                        Err(e) => {
                            over_budget(&e);
                            let words =
                                3 * y.len() as u128 + u128::from(y.size()) + u128::from(y.part(1));
                            assert!(8 * words > u128::from(MAX_MATERIALIZED_BYTES));
                        }
                    }
                    match y.conjugate() {
                        Ok(c) => assert_eq!(c, r.conjugate().to_partition().unwrap()),
                        Err(e) => over_budget(&e),
                    }
                }
                Err(e) => {
                    over_budget(&e);
                    assert!(r.num_parts() > MAX_MATERIALIZED);
                }
            }
        }
        3 => {
            // Rectangles and the iterators.
            let (m, n) = (size(&mut b) as usize, size(&mut b));
            if let Ok(rect) = Rectangle::new(m, n) {
                match rect.to_partition() {
                    Ok(y) => assert_eq!((y.len(), y.part(1)), (m, n)),
                    Err(PartitionError::SizeOverflow) => {
                        assert!((m as u128) * u128::from(n) > u128::from(u64::MAX));
                    }
                    Err(e) => over_budget(&e),
                }
            }
            match Partitions::new(n) {
                Ok(mut it) => {
                    for _ in 0..3 {
                        let Some(y) = it.next() else { break };
                        assert_eq!(y.size(), n);
                    }
                }
                Err(e) => over_budget(&e),
            }
            match RectanglePartitions::new(m, n) {
                Ok(it) => {
                    for y in it.take(3) {
                        assert!(y.fits_in(m, n));
                    }
                }
                Err(e) => over_budget(&e),
            }
        }
        4 => {
            // Diagonal expressions of small diagrams in huge rectangles.
            let y = partition(&mut b, 6, 20);
            let (m, n) = (size(&mut b) as usize, size(&mut b));
            match DiagonalExpr::from_partition(&y, m, n) {
                Ok(d) => {
                    assert_eq!(d.to_partition(), y);
                    assert_eq!(d.intervals().unwrap().len() as u64, y.size());
                }
                Err(PartitionError::TooLarge { .. }) => {
                    over_budget(&DiagonalExpr::from_partition(&y, m, n).unwrap_err());
                }
                Err(_) => assert!(m == 0 || n == 0 || !y.fits_in(m, n)),
            }
            let s = shifted(&mut b, 12);
            let k = size(&mut b);
            match ShiftedDiagonalExpr::from_shifted(&s, k) {
                Ok(sd) => {
                    assert_eq!(sd.to_shifted(), s);
                    assert_eq!(sd.moves().unwrap().len() as u64, s.size());
                }
                Err(PartitionError::TooLarge { .. }) => {
                    over_budget(&ShiftedDiagonalExpr::from_shifted(&s, k).unwrap_err());
                }
                Err(_) => assert!(k == 0 || s.part(1) > k),
            }
        }
        _ => {
            // β-numbers, abaci and ranks with huge counts.
            let y = partition(&mut b, 6, 20);
            let stones = size(&mut b) as usize;
            let maya_budget = |e: MayaError| match e {
                MayaError::Partition(e) => over_budget(&e),
                MayaError::TooManyStones { .. }
                | MayaError::TooFewStones { .. }
                | MayaError::BetaTooLarge { .. }
                | MayaError::TooManyRunners { .. }
                | MayaError::ZeroModulus
                | MayaError::RectangleTooLarge { .. }
                | MayaError::CountOverflow { .. }
                | MayaError::RankOutOfRange { .. } => {}
                other => panic!("{other:?}"),
            };
            match beta_numbers(&y, stones) {
                Ok(betas) => {
                    assert_eq!(betas.len(), stones);
                    assert_eq!(partition_from_beta_numbers(&betas).unwrap(), y);
                }
                Err(e) => maya_budget(e),
            }
            let n = size(&mut b);
            match Abacus::with_stones(&y, n, stones) {
                Ok(a) => assert_eq!(a.to_partition().unwrap(), y),
                Err(e) => maya_budget(e),
            }
            let (m, w, rank) = (size(&mut b) as usize, size(&mut b), size(&mut b));
            match RectSubset::unrank(m, w, rank) {
                Ok(i) => {
                    assert_eq!(i.rank().unwrap(), rank);
                    let x: Partition = i.to_partition().unwrap();
                    assert!(x.fits_in(m, w));
                }
                Err(e) => maya_budget(e),
            }
        }
    }
});
