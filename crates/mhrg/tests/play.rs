//! The moves of a position with their values: normal and misère play, from
//! a fresh solver, a shared one, or a solved table — each against the
//! generic solver on the general engine (Abuku–Tada, Definition 1.1).

mod common;

use hookgames_game::{Convention, Solver};
use hookgames_mhrg::{
    MhrgGame, RectGame, Unimodal, misere_valued_moves, solve_positions, valued_moves,
    valued_moves_with,
};

/// Every position of MHRG(m, n), m, n ≤ 5: misère values of the results
/// equal the generic solver's on the general engine, normal values from a
/// solved table equal `valued_moves`, and every turn is listed once per box.
#[test]
fn valued_moves_in_both_conventions_against_the_general_engine() {
    for m in 1..=5usize {
        for n in 1..=5u64 {
            let game = RectGame::new(m, n).unwrap();
            let general: MhrgGame<Unimodal> = MhrgGame::rectangle(m, n).unwrap();
            let mut reference = Solver::new(&general);
            let table = solve_positions(m, n, |_| {}).unwrap();
            let mut misere_seen = 0;
            for y in common::reachable_diagrams(m, n) {
                let misere = misere_valued_moves(m, n, &y).unwrap();
                assert_eq!(misere.len() as u64, y.size(), "{y} in {m}x{n}");
                for mv in &misere {
                    let want = reference.value(Convention::Misere, &mv.result).unwrap();
                    assert_eq!(mv.value, want, "{y} → {} in {m}x{n}", mv.result);
                    misere_seen += usize::from(mv.value != 0);
                }
                let from_table =
                    valued_moves_with(&game, &y, |q| Ok(table.get(q).expect("a position")))
                        .unwrap();
                let normal = valued_moves(m, n, &y).unwrap();
                assert_eq!(from_table, normal, "{y} in {m}x{n}");
                // Same turns in both conventions, only the values differ.
                let strip = |v: &[hookgames_mhrg::ValuedMove]| -> Vec<_> {
                    v.iter()
                        .map(|mv| (mv.first, mv.second, mv.result.clone()))
                        .collect()
                };
                assert_eq!(strip(&misere), strip(&normal));
            }
            assert!(misere_seen > 0, "{m}x{n}");
        }
    }
}

#[test]
fn misere_moves_refuse_what_does_not_fit() {
    let y = hookgames_partition::Partition::new(vec![6]).unwrap();
    assert!(misere_valued_moves(3, 5, &y).is_err());
    assert!(misere_valued_moves(0, 5, &y).is_err());
}
