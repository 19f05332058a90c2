//! Exhaustive checks on all small cases: bijections, counts, and the
//! hook-length formulas against brute-force enumeration.

mod common;

use std::collections::{BTreeSet, HashMap, HashSet};

use common::*;
use hookgames_partition::arbitrary::{remove_shifted_hook_by_definition, shifted_in_staircase};
use hookgames_partition::{
    Bulge, DiagonalExpr, Partition, Partitions, RectanglePartitions, ShiftedDiagonalExpr,
    ShiftedPartition, partition_count, rectangle_partition_count, shifted_standard_tableaux_count,
    standard_tableaux_count,
};
use num_bigint::BigUint;
use num_traits::{One, Zero};

/// Every element of ℕ_0^{m+n+1} in D_{m,n}, enumerated from the definition
/// (a_{−m} = 0, each step ±0/1 as Definition 3.2 allows, a_n = 0).
fn all_d(m: usize, n: usize) -> Vec<Vec<u64>> {
    let mut out = vec![vec![0u64]];
    for idx in 1..=m + n {
        let k = idx as i64 - m as i64;
        let mut next = Vec::new();
        for a in out {
            let prev = *a.last().unwrap();
            let choices: Vec<u64> = if k <= 0 {
                vec![prev, prev + 1]
            } else {
                let mut c = vec![prev];
                if prev > 0 {
                    c.push(prev - 1);
                }
                c
            };
            for c in choices {
                let mut b = a.clone();
                b.push(c);
                next.push(b);
            }
        }
        out = next;
    }
    out.retain(|a| *a.last().unwrap() == 0);
    out
}

fn check_proposition_3_6(max: u64) {
    for m in 1..=max as usize {
        for n in 1..=max {
            let ys: Vec<Partition> = RectanglePartitions::new(m, n).unwrap().collect();
            let all: BTreeSet<Vec<u64>> = all_d(m, n as usize).into_iter().collect();
            assert_eq!(ys.len(), all.len(), "m={m} n={n}");
            let mut images = BTreeSet::new();
            for y in &ys {
                let d = DiagonalExpr::from_partition(y, m, n).unwrap();
                // d(Y) is the diagonal count, from the boxes.
                for k in -(m as i64)..=n as i64 {
                    let count = y.boxes().filter(|&(i, j)| j as i64 - i as i64 == k).count();
                    assert_eq!(d.get(k), Some(count as u64));
                }
                assert_eq!(d.to_partition(), *y);
                images.insert(d.values().to_vec());
            }
            assert_eq!(images, all, "m={m} n={n}");
            for a in &all {
                let d = DiagonalExpr::new(m, n, a.clone()).unwrap();
                assert!(d.to_partition().fits_in(m, n));
            }
        }
    }
}

#[test]
fn d_m_n_constructor_rejects_everything_else() {
    // All vectors with entries ≤ 2 for (m, n) = (2, 3): accepted iff in D.
    let (m, n) = (2usize, 3u64);
    let good: HashSet<Vec<u64>> = all_d(m, n as usize).into_iter().collect();
    let len = m + n as usize + 1;
    for code in 0..3u32.pow(len as u32) {
        let mut c = code;
        let v: Vec<u64> = (0..len)
            .map(|_| {
                let x = c % 3;
                c /= 3;
                u64::from(x)
            })
            .collect();
        assert_eq!(
            DiagonalExpr::new(m, n, v.clone()).is_ok(),
            good.contains(&v),
            "{v:?}"
        );
    }
    assert!(DiagonalExpr::new(2, 3, vec![0, 0, 0]).is_err());
    assert!(DiagonalExpr::new(0, 3, vec![0, 0, 0, 0]).is_err());
}

/// Lemma 3.8, Lemma 3.10, Lemma 3.12 (1) and Lemma 3.13 on all of
/// F(Y_{m,n}) for m, n ≤ max.
fn check_lemma_3_8(max: u64) {
    for m in 1..=max as usize {
        for n in 1..=max {
            for y in RectanglePartitions::new(m, n).unwrap() {
                let d = DiagonalExpr::from_partition(&y, m, n).unwrap();
                let mut from_hooks = BTreeSet::new();
                for (i, j) in y.boxes() {
                    let (l, r) = y.hook_interval(i, j).unwrap();
                    assert!(from_hooks.insert((l, r)), "two hooks with one interval");
                    let after =
                        DiagonalExpr::from_partition(&y.remove_hook(i, j).unwrap(), m, n).unwrap();
                    assert_eq!(d.interval(l, r).unwrap(), after);
                    assert_eq!(y.hook_length(i, j).unwrap() as i64, r - l + 1);
                    assert_eq!(d.interval_box(l, r).unwrap(), (i, j));
                }
                // Every (l, r) in range: valid iff it is a hook's interval,
                // and valid iff the direct check of a_{[l,r]} ∈ D passes.
                let mut valid = BTreeSet::new();
                for l in 1 - m as i64..n as i64 {
                    for r in l..n as i64 {
                        let mut a = d.values().to_vec();
                        let direct = (l..=r).all(|k| a[(k + m as i64) as usize] > 0) && {
                            for k in l..=r {
                                a[(k + m as i64) as usize] -= 1;
                            }
                            DiagonalExpr::new(m, n, a.clone()).is_ok()
                        };
                        assert_eq!(d.interval_in_domain(l, r), direct);
                        if direct {
                            valid.insert((l, r));
                            // Lemma 3.13: bulges flip at l and r + 1 only.
                            let b = d.interval(l, r).unwrap();
                            for k in 1 - m as i64..=n as i64 {
                                let (x, z) = (d.bulge(k).unwrap(), b.bulge(k).unwrap());
                                if k == l {
                                    assert_eq!((x, z), (Bulge::Right, Bulge::Left));
                                } else if k == r + 1 {
                                    assert_eq!((x, z), (Bulge::Left, Bulge::Right));
                                } else {
                                    assert_eq!(x, z);
                                }
                            }
                        }
                    }
                }
                assert_eq!(valid, from_hooks);
                assert_eq!(
                    d.intervals().unwrap(),
                    valid.into_iter().collect::<Vec<_>>()
                );
            }
        }
    }
}

fn check_lemma_5_8(max: u64) {
    for n in 1..=max {
        let all = shifted_in_staircase(n).unwrap();
        let mut images = HashSet::new();
        for s in &all {
            let sd = ShiftedDiagonalExpr::from_shifted(s, n).unwrap();
            assert_eq!(sd.to_shifted(), *s);
            // sd is the diagonal count of the shifted boxes.
            for k in 0..=n {
                let c = s.boxes().filter(|&(i, j)| j - i as u64 == k).count() as u64;
                assert_eq!(sd.values()[k as usize], c);
            }
            images.insert(sd.values().to_vec());
            let mut by_hooks = BTreeSet::new();
            for (i, j) in s.boxes() {
                let t = s.remove_hook(i, j).unwrap();
                assert_eq!(t, remove_shifted_hook_by_definition(s, (i, j)).unwrap());
                let mv = s.hook_move(i, j).unwrap();
                assert!(sd.move_is_valid(mv));
                assert_eq!(mv.hook_length(), Some(s.hook_length(i, j).unwrap()));
                let after = sd.apply(mv).unwrap();
                assert_eq!(after, ShiftedDiagonalExpr::from_shifted(&t, n).unwrap());
                assert!(by_hooks.insert(mv), "two hooks give the same move");
            }
            let moves: BTreeSet<_> = sd.moves().unwrap().into_iter().collect();
            assert_eq!(moves, by_hooks, "S = {s}");
            // Every in-range move not listed is rejected.
            for a in 0..n {
                for b in a..n {
                    let iv = hookgames_partition::ShiftedMove::Interval { l: a, r: b };
                    assert_eq!(sd.move_is_valid(iv), moves.contains(&iv));
                    let db = hookgames_partition::ShiftedMove::Double { r_prime: a, r: b };
                    assert_eq!(sd.move_is_valid(db), moves.contains(&db));
                    assert_eq!(sd.apply(db).is_ok(), moves.contains(&db));
                }
            }
        }
        // The image is all of SD_n: 2^n sequences.
        assert_eq!(images.len(), 1 << n);
    }
}

#[test]
fn partitions_of_n_match_the_pentagonal_count() {
    for n in 0..=30u64 {
        let all: Vec<Partition> = Partitions::new(n).unwrap().collect();
        assert_eq!(
            BigUint::from(all.len()),
            partition_count(n).unwrap(),
            "n={n}"
        );
        assert!(all.iter().all(|p| p.size() == n));
        // Strictly decreasing in lexicographic order, hence distinct.
        assert!(all.windows(2).all(|w| w[0].parts() > w[1].parts()));
    }
    // Known values.
    assert_eq!(partition_count(100).unwrap(), BigUint::from(190_569_292u64));
    assert_eq!(
        partition_count(200).unwrap(),
        BigUint::from(3_972_999_029_388u64)
    );
    assert_eq!(
        partition_count(1000).unwrap().to_string(),
        "24061467864032622473692149727991"
    );
}

#[test]
fn rectangle_iterator_matches_binomial() {
    for m in 0..=7usize {
        for n in 0..=7u64 {
            let all: Vec<Partition> = RectanglePartitions::new(m, n).unwrap().collect();
            let want = binomial(m as u64 + n, m as u64);
            assert_eq!(all.len() as u64, want, "m={m} n={n}");
            assert_eq!(
                rectangle_partition_count(m, n).unwrap(),
                BigUint::from(want)
            );
            assert!(all.iter().all(|p| p.fits_in(m, n)));
            let distinct: HashSet<&Partition> = all.iter().collect();
            assert_eq!(distinct.len(), all.len());
            // The same set, filtered from all partitions of each size.
            let filtered = (0..=m as u64 * n)
                .flat_map(|k| Partitions::new(k).unwrap())
                .filter(|p| p.fits_in(m, n))
                .count();
            assert_eq!(filtered, all.len());
        }
    }
    assert_eq!(
        rectangle_partition_count(30, 30).unwrap().to_string(),
        "118264581564861424"
    );
}

fn check_hook_length_formula(max: u64) {
    let mut memo = HashMap::new();
    for n in 0..=max {
        let mut sum_sq = BigUint::zero();
        let mut sum = BigUint::zero();
        for y in Partitions::new(n).unwrap() {
            let f = standard_tableaux_count(&y).unwrap();
            assert_eq!(f, syt_brute(y.parts(), &mut memo), "λ = {y}");
            sum_sq += &f * &f;
            sum += &f;
        }
        // Σ (f^λ)² = n!, and Σ f^λ = number of involutions of n letters.
        let fact: BigUint = (1..=n).map(BigUint::from).product();
        assert_eq!(sum_sq, fact);
        let mut inv = vec![BigUint::one(), BigUint::one()];
        for k in 2..=n as usize {
            let next = &inv[k - 1] + BigUint::from(k - 1) * &inv[k - 2];
            inv.push(next);
        }
        assert_eq!(sum, inv[n as usize]);
    }
}

fn check_shifted_hook_length_formula(max: u64) {
    let mut memo = HashMap::new();
    // All strict partitions of n ≤ max are among the subsets of 1..=max.
    let mut by_size: HashMap<u64, Vec<ShiftedPartition>> = HashMap::new();
    for s in shifted_in_staircase(max).unwrap() {
        by_size.entry(s.size()).or_default().push(s);
    }
    for n in 0..=max {
        let mut total = BigUint::zero();
        for s in &by_size[&n] {
            let g = shifted_standard_tableaux_count(s).unwrap();
            assert_eq!(g, shifted_syt_brute(s.parts(), &mut memo), "λ = {s}");
            // Σ_{λ strict ⊢ n} 2^{n − ℓ(λ)} (g^λ)² = n!
            total += (&g * &g) << (n as usize - s.len());
        }
        let fact: BigUint = (1..=n).map(BigUint::from).product();
        assert_eq!(total, fact, "n={n}");
    }
}

#[test]
fn tableau_counts_of_known_shapes() {
    let y: Partition = "3,3".parse().unwrap();
    assert_eq!(standard_tableaux_count(&y).unwrap(), BigUint::from(5u32)); // Catalan C_3
    let y: Partition = "10,10".parse().unwrap();
    assert_eq!(
        standard_tableaux_count(&y).unwrap(),
        BigUint::from(16796u32)
    ); // C_10
    // The staircase (n, …, 1) as a shifted shape: g = 1, 1, 2, 12, 286 for n ≤ 5 (OEIS A003121).
    for (n, g) in [(1u64, 1u32), (2, 1), (3, 2), (4, 12), (5, 286)] {
        let s = ShiftedPartition::new((1..=n).rev().collect()).unwrap();
        assert_eq!(
            shifted_standard_tableaux_count(&s).unwrap(),
            BigUint::from(g)
        );
    }
    // Beyond the limit.
    let big = Partition::new(vec![1 << 21]).unwrap();
    assert!(standard_tableaux_count(&big).is_err());
    // A one-row shape has exactly one tableau, even for a large row.
    let row = Partition::new(vec![100_000]).unwrap();
    assert_eq!(standard_tableaux_count(&row).unwrap(), BigUint::one());
}

#[test]
fn large_inputs_are_lazy_or_refused() {
    let y = Partition::new(vec![1 << 40, 1 << 40]).unwrap();
    assert!(y.conjugate().is_err());
    assert!(y.hook_lengths().is_err());
    // Lazy walks and O(ℓ) operations work on the huge diagram.
    assert_eq!(y.boxes().nth(5), Some((1, 6)));
    assert_eq!(y.hook_length(1, 1).unwrap(), (1 << 40) + 1);
    assert_eq!(y.remove_hook(1, 1).unwrap().parts(), &[(1 << 40) - 1]);
    assert_eq!(y.column_len(1 << 40), 2);
    assert_eq!(y.durfee_length(), 2);
    assert!(y.dual_in(2, 1 << 41).is_ok());
    assert!(y.dual_in(1 << 29, 1 << 41).is_err());
    assert!(DiagonalExpr::from_partition(&y, 2, 1 << 40).is_err());
    let s = ShiftedPartition::new(vec![1 << 40, 3]).unwrap();
    assert_eq!(s.hook_length(1, 1).unwrap(), (1 << 40) + 3);
    assert!(s.hook_lengths().is_err());
    assert!(Partitions::new(1 << 30).is_err());
}

#[test]
fn proposition_3_6_bijection_for_all_m_n_up_to_6() {
    check_proposition_3_6(6);
}

#[test]
#[ignore = "heavy: run in release by .ci/run"]
fn proposition_3_6_bijection_for_all_m_n_up_to_9() {
    check_proposition_3_6(9);
}

/// Lemma 3.8, Lemma 3.10, Lemma 3.12 (1) and Lemma 3.13 on all of
/// F(Y_{m,n}) for m, n ≤ 5.
#[test]
fn lemma_3_8_hooks_are_exactly_the_valid_intervals() {
    check_lemma_3_8(5);
}

#[test]
#[ignore = "heavy: run in release by .ci/run"]
fn lemma_3_8_hooks_are_exactly_the_valid_intervals_up_to_8() {
    check_lemma_3_8(8);
}

#[test]
fn lemma_5_8_shifted_moves_are_exactly_the_hook_removals() {
    check_lemma_5_8(8);
}

#[test]
#[ignore = "heavy: run in release by .ci/run"]
fn lemma_5_8_shifted_moves_are_exactly_the_hook_removals_up_to_12() {
    check_lemma_5_8(12);
}

#[test]
fn hook_length_formula_against_corner_recursion() {
    check_hook_length_formula(16);
}

#[test]
#[ignore = "heavy: run in release by .ci/run"]
fn hook_length_formula_against_corner_recursion_up_to_40() {
    check_hook_length_formula(40);
}

#[test]
fn shifted_hook_length_formula_against_corner_recursion() {
    check_shifted_hook_length_formula(12);
}

#[test]
#[ignore = "heavy: run in release by .ci/run"]
fn shifted_hook_length_formula_against_corner_recursion_up_to_20() {
    check_shifted_hook_length_formula(20);
}
