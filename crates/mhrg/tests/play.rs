//! The moves of a position with their values: normal and misère play, from
//! a fresh solver, a shared one, or a solved table — each against the
//! generic solver on the general engine (Abuku–Tada, Definition 1.1).

mod common;

use hookgames_game::{AlgorithmExt, Convention, DescribeMoves, Solver};
use hookgames_mhrg::{MhrgGame, RectGame, Unimodal, solve_positions};

/// Every position of MHRG(m, n), m, n ≤ 5: misère values of the results
/// equal the generic solver's on the general engine, normal values from a
/// solved table equal `RectGame::valued_moves` and the table's own
/// `valued_moves`, `value_of` equals the generic solver, the winning moves
/// are the turns to value 0 — their results are the generic solver's
/// `winning_moves` — and every turn is listed once per box. (`value_of`
/// and `valued_moves` answer by the closed forms where they apply; the
/// oracles here are the pure searches.)
#[test]
fn valued_moves_in_both_conventions_against_the_general_engine() {
    for m in 1..=5usize {
        for n in 1..=5u64 {
            let game = RectGame::new(m, n).unwrap();
            let general: MhrgGame<Unimodal> = MhrgGame::rectangle(m, n).unwrap();
            let mut reference = Solver::new(&general);
            let table = solve_positions(m, n, &hookgames_game::Engine::new()).unwrap();
            let mut misere_seen = 0;
            for y in common::reachable_diagrams(m, n) {
                let misere = game.misere_valued_moves(&y).unwrap();
                assert_eq!(misere.len() as u64, y.size(), "{y} in {m}x{n}");
                for mv in &misere {
                    let want = reference.value(&mv.result, Convention::Misere).unwrap();
                    assert_eq!(mv.value, want, "{y} → {} in {m}x{n}", mv.result);
                    misere_seen += usize::from(mv.value != 0);
                }
                let from_table = game
                    .valued_moves_by(&y, |q| Ok(table.get(q).expect("a position")))
                    .unwrap();
                let normal = game.valued_moves(&y).unwrap();
                assert_eq!(from_table, normal, "{y} in {m}x{n}");
                assert_eq!(table.valued_moves(&y).unwrap(), normal, "{y} in {m}x{n}");
                let value = game.value_of(&y).unwrap();
                assert_eq!(value, reference.grundy(&y).unwrap(), "{y} in {m}x{n}");
                assert_eq!(table.value_of(&y).unwrap(), value, "{y} in {m}x{n}");
                // The winning moves: the turns to value 0, whose results are
                // the search's winning moves (each result once).
                let winning = game.winning_turns(&y).unwrap();
                assert_eq!(winning, table.winning_turns(&y).unwrap());
                let want: Vec<_> = normal.iter().filter(|mv| mv.value == 0).cloned().collect();
                assert_eq!(winning, want, "{y} in {m}x{n}");
                assert_eq!(winning.is_empty(), value == 0, "{y} in {m}x{n}");
                let mut results: Vec<_> = winning.iter().map(|mv| mv.result.clone()).collect();
                results.sort();
                results.dedup();
                assert_eq!(
                    results,
                    reference.winning_moves(&y).unwrap(),
                    "{y} in {m}x{n}"
                );
                // The question on the game's positions, and its turns
                // described: the same turns (grouped by follower there).
                let p = game.position(&y).unwrap();
                let followers = game.winning_moves(&p).unwrap();
                let turns = game.describe(&p, &followers).unwrap();
                let mut by_box: Vec<_> = winning
                    .iter()
                    .map(|mv| (mv.first, mv.second, mv.result.clone()))
                    .collect();
                let mut described: Vec<_> = turns
                    .iter()
                    .map(|t| (t.first, t.second, t.result.clone()))
                    .collect();
                by_box.sort();
                described.sort();
                assert_eq!(described, by_box, "{y} in {m}x{n}");
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
    let game = RectGame::new(3, 5).unwrap();
    assert!(matches!(
        game.misere_valued_moves(&y),
        Err(hookgames_mhrg::MhrgError::DoesNotFit { .. })
    ));
    assert!(game.valued_moves(&y).is_err());
    assert!(game.winning_turns(&y).is_err());
    assert!(game.value_of(&y).is_err());
    assert!(RectGame::new(0, 5).is_err());
}
