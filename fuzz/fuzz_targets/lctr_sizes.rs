//! LCTR and Downright on any sizes: the closed forms of the three families
//! (`Family::grundy`, Lemmas 3, 4, 17 and Theorem 11) for any `usize` rows
//! and `u64` columns agree with Theorem 22 on the exponent representation,
//! never overflowing; the followers on runs (`followers_runs`,
//! `subpartition_runs`) are exactly those of the expanded partition when
//! it is small, and their values are one move away; the table of
//! `Family::tree_parameters` and `Family::partition` refuse large shapes
//! with a typed error.
#![no_main]

use hookgames_fuzz::Bytes;
use hookgames_game::{AlgorithmExt, Convention};
use hookgames_lctr::{Downright, Family, Lctr, LctrError, LctrVariant, subpartition_runs};
use hookgames_partition::{Partition, PartitionRuns};
use libfuzzer_sys::fuzz_target;

/// A u64 from 8 bytes, biased towards the edges of the type.
fn size(b: &mut Bytes<'_>) -> u64 {
    let mut x = 0u64;
    for _ in 0..8 {
        x = x << 8 | u64::from(b.byte());
    }
    match b.byte() % 4 {
        0 => x % 8,
        1 => u64::MAX - x % 8,
        2 => x >> (x % 64),
        _ => x,
    }
}

/// Runs of a partition: strictly decreasing parts with any multiplicities,
/// kept within |λ| < 2^64.
fn runs(b: &mut Bytes<'_>) -> PartitionRuns {
    let k = b.below(5) as usize;
    let mut out: Vec<(u64, u64)> = Vec::new();
    let mut total = 0u128;
    let mut last = size(b).max(1);
    for _ in 0..k {
        let m = size(b).max(1);
        if total + u128::from(last) * u128::from(m) > u128::from(u64::MAX) {
            break;
        }
        total += u128::from(last) * u128::from(m);
        out.push((last, m));
        let step = size(b) % last;
        if step == 0 || last - step == 0 {
            break;
        }
        last -= step;
    }
    PartitionRuns::new(out).expect("decreasing parts within u64 boxes")
}

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    let games = [LctrVariant::Lctr, LctrVariant::Downright];
    match b.byte() % 3 {
        0 => {
            // The families at any size: closed form = Theorem 22 on runs
            // whenever the shape fits a PartitionRuns.
            let (r, c) = (size(&mut b), size(&mut b));
            let shapes = [
                Family::Rectangle {
                    rows: r as usize,
                    cols: c,
                },
                Family::Gamma {
                    rows: r as usize,
                    cols: c,
                },
                Family::Staircase { r: r as usize },
            ];
            for family in shapes {
                let staircase = matches!(family, Family::Staircase { .. });
                let degenerate = r == 0 || (c == 0 && !staircase);
                for game in games {
                    let v = family.value(game);
                    if degenerate {
                        match (staircase, game) {
                            (true, LctrVariant::Lctr) => assert_eq!(v, Ok(0)),
                            (true, _) => assert_eq!(v, Err(LctrError::EmptyDownright)),
                            _ => assert!(matches!(v, Err(LctrError::ZeroParameter { .. }))),
                        }
                        continue;
                    }
                    let v = v.expect("a non-empty shape has a value");
                    assert!(v <= 3);
                    let as_runs = match family {
                        Family::Rectangle { .. } => (u128::from(r) * u128::from(c)
                            <= u128::from(u64::MAX))
                        .then(|| PartitionRuns::new(vec![(c, r)])),
                        Family::Gamma { .. } => {
                            (u128::from(r) + u128::from(c) <= u128::from(u64::MAX)).then(|| {
                                if c == 1 {
                                    PartitionRuns::new(vec![(1, r)])
                                } else if r == 1 {
                                    PartitionRuns::new(vec![(c, 1)])
                                } else {
                                    PartitionRuns::new(vec![(c, 1), (1, r - 1)])
                                }
                            })
                        }
                        Family::Staircase { .. } => (r <= 64)
                            .then(|| PartitionRuns::new((1..=r).rev().map(|p| (p, 1)).collect())),
                    };
                    if let Some(p) = as_runs {
                        let p = p.expect("a valid shape");
                        assert_eq!(
                            game.grundy_runs(&p, Convention::Normal),
                            Ok(v),
                            "{family:?} {game}"
                        );
                    }
                }
                // Large shapes are refused by the table and the diagram.
                let side = if staircase { r } else { r.saturating_add(c) };
                if !degenerate && side > hookgames_lctr::MAX_FAMILY_SIDE {
                    assert!(matches!(
                        family.partition(),
                        Err(LctrError::TooLarge { .. })
                    ));
                    assert!(matches!(
                        family.tree_parameters(Lctr),
                        Err(LctrError::TooLarge { .. })
                    ));
                }
            }
        }
        1 => {
            // Followers on runs: one move away, values consistent with mex.
            let p = runs(&mut b);
            for game in games {
                let Ok(v) = game.grundy_runs(&p, Convention::Normal) else {
                    assert!(game == LctrVariant::Downright && p.is_empty());
                    continue;
                };
                let followers = game.followers_runs(&p);
                let values: Vec<u64> = followers
                    .iter()
                    .map(|q| {
                        game.grundy_runs(q, Convention::Normal)
                            .expect("a follower is a position")
                    })
                    .collect();
                assert!(
                    !values.contains(&v),
                    "{game} {p}: a follower has the value {v}"
                );
                assert!((0..v).all(|w| values.contains(&w)), "{game} {p}: mex");
                for q in &followers {
                    assert!(q.size() < p.size());
                    assert!(q.num_parts() <= p.num_parts() && q.largest_part() <= p.largest_part());
                }
            }
        }
        _ => {
            // Small partitions: runs agree with the expanded algorithm.
            let p = hookgames_fuzz::partition(&mut b, 12, 12);
            let r = PartitionRuns::from(&p);
            let (i, j) = (b.below(14), b.below(14));
            assert_eq!(
                subpartition_runs(&r, i, j),
                PartitionRuns::from(&hookgames_lctr::subpartition(&p, i as usize, j))
            );
            let expanded: [Vec<Partition>; 2] = [
                Lctr.followers(&p).unwrap(),
                Downright.followers(&p).unwrap(),
            ];
            for (game, want) in games.into_iter().zip(expanded) {
                let want: Vec<PartitionRuns> = want.iter().map(PartitionRuns::from).collect();
                assert_eq!(game.followers_runs(&r), want);
            }
        }
    }
});
