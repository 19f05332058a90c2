//! Reversible and dominated options (Conway, ONAG ch. 10; Siegel, CGT
//! ch. II): every report checked by deleting (or bypassing) the option in
//! the game graph and recomputing the value with the solver, on every game
//! with at most five positions and on random larger ones.

mod dags;

use std::collections::BTreeSet;

use dags::{Dag, all_dags, game};

use hookgames_game::{
    Algorithm, FiniteAlgorithm, GameError, Limits, Nim, OptionRole, Solver, Subtraction, grundy,
    option_report,
};
use quickcheck::quickcheck;

/// The value of `p` in `rows` with the options `deleted` of `p` removed and
/// the positions `added` made options of `p`.
fn value_after(rows: &[Vec<u32>], p: usize, deleted: &BTreeSet<u32>, added: &[u32]) -> u64 {
    let mut changed = rows.to_vec();
    let mut row: Vec<u32> = rows[p]
        .iter()
        .copied()
        .filter(|q| !deleted.contains(q))
        .collect();
    for &a in added {
        if !row.contains(&a) {
            row.push(a);
        }
    }
    changed[p] = row;
    grundy(&game(&changed), &(p as u32)).unwrap()
}

fn check_game(rows: &[Vec<u32>]) {
    let g = game(rows);
    let mut s = Solver::new(&g);
    for p in 0..rows.len() {
        let value = s.grundy(&(p as u32)).unwrap();
        let report = s.option_report(&(p as u32)).unwrap();
        let options: Vec<u32> = report.iter().map(|o| o.option).collect();
        assert_eq!(options, rows[p]);
        let mut removable = BTreeSet::new();
        let mut kept_values = BTreeSet::new();
        for (i, o) in report.iter().enumerate() {
            assert_eq!(o.value, s.grundy(&o.option).unwrap());
            // Deleting this option alone: the solver on the changed graph.
            let alone = BTreeSet::from([o.option]);
            assert_eq!(
                o.value_without,
                value_after(rows, p, &alone, &[]),
                "{rows:?} {p} {i}"
            );
            assert_eq!(o.is_deletable(), o.value_without == value);
            match &o.role {
                OptionRole::Essential => {
                    assert!(o.value < value);
                    kept_values.insert(o.value);
                }
                OptionRole::Duplicate { twins } => {
                    assert!(o.value < value);
                    assert!(!twins.is_empty() && !twins.contains(&i));
                    let mut all: Vec<usize> = twins.clone();
                    all.push(i);
                    all.sort_unstable();
                    let same: Vec<usize> = (0..report.len())
                        .filter(|&j| report[j].value == o.value)
                        .collect();
                    assert_eq!(all, same);
                    // Keep the first of each value, delete the others.
                    if twins[0] < i {
                        removable.insert(o.option);
                    } else {
                        kept_values.insert(o.value);
                    }
                    // Deleting the whole class changes the value.
                    let class: BTreeSet<u32> = same.iter().map(|&j| report[j].option).collect();
                    assert_eq!(value_after(rows, p, &class, &[]), o.value);
                }
                OptionRole::Reversible { through } => {
                    assert!(o.value > value);
                    assert!(!through.is_empty());
                    let expected: Vec<u32> = rows[o.option as usize]
                        .iter()
                        .copied()
                        .filter(|&r| s.grundy(&r).unwrap() == value)
                        .collect();
                    assert_eq!(*through, expected);
                    // Bypassing through each reversing follower keeps the
                    // value (Siegel II.2).
                    for &r in through {
                        let bypass = &rows[r as usize];
                        assert_eq!(value_after(rows, p, &alone, bypass), value);
                    }
                    removable.insert(o.option);
                }
                _ => unreachable!("no other role"),
            }
        }
        // Deleting every removable option at once keeps the value and leaves
        // the canonical form *value: one option of each smaller value.
        assert_eq!(value_after(rows, p, &removable, &[]), value, "{rows:?} {p}");
        assert_eq!(kept_values, (0..value).collect::<BTreeSet<u64>>());
        assert_eq!(rows[p].len() - removable.len(), value as usize);
    }
}

#[test]
fn every_game_with_at_most_five_positions_matches_deletion() {
    for n in 1..=5 {
        for rows in all_dags(n) {
            check_game(&rows);
        }
    }
}

#[test]
fn nim_heaps_are_canonical() {
    // *n = {*0, …, *(n−1)}: every option essential.
    let mut s = Solver::new(Nim);
    for n in 0..30u64 {
        let report = s.option_report(&n).unwrap();
        assert_eq!(report.len() as u64, n);
        for (k, o) in report.iter().enumerate() {
            assert_eq!(o.role, OptionRole::Essential);
            assert_eq!(o.value_without, k as u64);
        }
    }
}

#[test]
fn nim_sum_of_equal_heaps_has_only_reversible_options() {
    // (a, a) has value 0: every option (x, a) has value x ^ a > 0 and
    // reverses through (x, x).
    let mut s = Solver::new((Nim, Nim));
    for a in 1..8u64 {
        for o in s.option_report(&(a, a)).unwrap() {
            let (x, y) = o.option;
            let mirror = if x < a { (x, x) } else { (y, y) };
            assert_eq!(
                o.role,
                OptionRole::Reversible {
                    through: vec![mirror]
                }
            );
        }
    }
}

#[test]
fn subtraction_1_2_4_duplicates() {
    // SG of take {1, 2, 4} has period 3: 0 1 2 0 1 2 …; from 5 (value 2) the
    // options 4 and 1 both have value 1, 3 has value 0.
    let g = Subtraction::new([1, 2, 4]).unwrap();
    let r = option_report(&g, &5).unwrap();
    assert_eq!(r.iter().map(|o| o.option).collect::<Vec<_>>(), [4, 3, 1]);
    assert_eq!(r[0].role, OptionRole::Duplicate { twins: vec![2] });
    assert_eq!(r[1].role, OptionRole::Essential);
    assert_eq!(r[2].role, OptionRole::Duplicate { twins: vec![0] });
    // From 6 (value 0) every option is reversible.
    let r = option_report(&g, &6).unwrap();
    assert!(
        r.iter()
            .all(|o| matches!(o.role, OptionRole::Reversible { .. }))
    );
}

#[test]
fn cycles_and_limits_are_typed_errors() {
    let g = FiniteAlgorithm::from_followers([vec![1], vec![0]]).unwrap();
    assert_eq!(option_report(&g, &0), Err(GameError::Cycle { length: 2 }));
    let mut s = Solver::new(Nim).with_limits(Limits::default().with_max_states(5));
    assert_eq!(s.option_report(&9), Err(GameError::StateLimit { limit: 5 }));
    assert_eq!(s.option_report(&3).map(|r| r.len()), Ok(3));
    assert!(Nim.is_end(&0).unwrap());
}

quickcheck! {
    fn qc_random_games_match_deletion(d: Dag<12>) -> bool {
        check_game(&d.0);
        true
    }
}

#[cfg(feature = "serde")]
#[test]
fn reports_round_trip_through_json() {
    let g = Subtraction::new([1, 2, 4]).unwrap();
    for n in 0..12u64 {
        let report = option_report(&g, &n).unwrap();
        let text = serde_json::to_string(&report).unwrap();
        let back: Vec<hookgames_game::OptionReport<u64>> = serde_json::from_str(&text).unwrap();
        assert_eq!(back, report);
    }
    let r = option_report(&(Nim, Nim), &(1, 1)).unwrap();
    assert_eq!(
        serde_json::to_string(&r[0]).unwrap(),
        r#"{"option":[0,1],"value":1,"role":{"Reversible":{"through":[[0,0]]}},"value_without":0}"#
    );
}
