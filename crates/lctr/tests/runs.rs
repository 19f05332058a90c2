//! Theorem 22 on the exponent representation (§8), never expanded.

mod common;

use common::{CONVENTIONS, GAMES};
use hookgames_game::Convention;
use hookgames_lctr::{Downright, Family, Lctr, RunsIndex, durfee_length};
use hookgames_partition::PartitionRuns;
use hookgames_partition::arbitrary::{HugePartition, HugeRuns};
use quickcheck::{QuickCheck, TestResult};

/// λ' in run form: the runs (M_t, p_t − p_{t+1}) for t = k, …, 1.
fn conjugate_runs(r: &PartitionRuns) -> PartitionRuns {
    let runs = r.runs();
    let mut ends = Vec::new();
    let mut acc = 0u64;
    for &(_, m) in runs {
        acc += m;
        ends.push(acc);
    }
    let mut out = Vec::new();
    for t in (0..runs.len()).rev() {
        let next = runs.get(t + 1).map_or(0, |r| r.0);
        out.push((ends[t], runs[t].0 - next));
    }
    PartitionRuns::new(out).unwrap()
}

/// On huge exponent representations: the paper's algorithm equals the
/// strip extension, the scanning evaluation equals the indexed one, the
/// value is conjugation invariant (Lemma 6), and the
/// Durfee length is max_t min(p_t, M_t).
#[test]
fn huge_runs_properties() {
    fn prop(r: HugeRuns) -> TestResult {
        let r = r.0;
        let index = RunsIndex::new(&r);
        let conj = RunsIndex::new(&conjugate_runs(&r));
        let mut acc = 0u64;
        let naive = r
            .runs()
            .iter()
            .map(|&(p, m)| {
                acc += m;
                p.min(acc)
            })
            .max()
            .unwrap_or(0);
        if index.durfee_length() != naive || conj.durfee_length() != naive {
            return TestResult::failed();
        }
        for game in GAMES {
            for play in CONVENTIONS {
                let v = index.value(game, play).unwrap();
                if v != index.grundy_strips(game, play).unwrap()
                    || v != conj.value(game, play).unwrap()
                    || v != game.grundy_runs(&r, play).unwrap()
                    || v != game.grundy_runs_strips(&r, play).unwrap()
                {
                    return TestResult::failed();
                }
            }
        }
        TestResult::passed()
    }
    QuickCheck::new()
        .tests(300)
        .quickcheck(prop as fn(HugeRuns) -> TestResult);
}

/// The index answers λ_i, λ'_c and d(λ) as the expanded partition does.
#[test]
fn index_reads_like_the_partition() {
    fn prop(p: HugePartition) -> TestResult {
        let p = p.0;
        let index = RunsIndex::new(&PartitionRuns::from(&p));
        if index.durfee_length() != durfee_length(&p) as u64 || index.num_parts() != p.len() as u64
        {
            return TestResult::failed();
        }
        let rows = p.len() as u64;
        for i in [
            0,
            1,
            2,
            rows / 3,
            rows / 2,
            rows.saturating_sub(1),
            rows,
            rows + 1,
        ] {
            if index.part(i) != p.part(i as usize) {
                return TestResult::failed();
            }
        }
        let cols = p.part(1);
        for c in [1, 2, cols / 3, cols / 2, cols, cols + 1] {
            let expected = p.parts().iter().filter(|&&x| x >= c.max(1)).count() as u64;
            if index.column_len(c.max(1)) != expected {
                return TestResult::failed();
            }
        }
        for game in GAMES {
            for play in CONVENTIONS {
                if index.value(game, play).ok() != game.value(&p, play).ok() {
                    return TestResult::failed();
                }
            }
        }
        TestResult::passed()
    }
    QuickCheck::new()
        .tests(60)
        .quickcheck(prop as fn(HugePartition) -> TestResult);
}

/// Lemmas 4 and 17 at sizes no expanded partition could hold.
#[test]
fn huge_gammas_and_rectangles() {
    for r in [1usize, 2, 3, 1 << 20, (1 << 20) + 1, 1 << 31] {
        for c in [1u64, 2, 3, 4, 1 << 20, (1 << 20) + 1, 1 << 31] {
            let rect = PartitionRuns::new(vec![(c, r as u64)]).unwrap();
            let gamma = if r == 1 {
                PartitionRuns::new(vec![(c, 1)]).unwrap()
            } else if c == 1 {
                PartitionRuns::new(vec![(1, r as u64)]).unwrap()
            } else {
                PartitionRuns::new(vec![(c, 1), (1, r as u64 - 1)]).unwrap()
            };
            for game in GAMES {
                let rf = Family::Rectangle { rows: r, cols: c }.value(game).unwrap();
                assert_eq!(
                    game.grundy_runs(&rect, Convention::Normal).unwrap(),
                    rf,
                    "{game:?} {rect}"
                );
                let gf = Family::Gamma { rows: r, cols: c }.value(game).unwrap();
                assert_eq!(
                    game.grundy_runs(&gamma, Convention::Normal).unwrap(),
                    gf,
                    "{game:?} {gamma}"
                );
            }
        }
    }
    // A 10⁹ × 10⁹ square: Lemma 17 gives 0 (c, r > 1, c + r even).
    let square: PartitionRuns = "1000000000^1000000000".parse().unwrap();
    assert_eq!(Lctr.grundy_runs(&square, Convention::Normal).unwrap(), 0);
    assert!(
        Downright
            .grundy_runs(&PartitionRuns::empty(), Convention::Normal)
            .is_err()
    );
    assert_eq!(
        Lctr.grundy_runs(&PartitionRuns::empty(), Convention::Misere)
            .unwrap(),
        1
    );
}
