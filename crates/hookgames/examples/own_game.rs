//! A game of your own through the engine: implement [`Algorithm`] (Kawanaka's
//! abstract algorithm (P, φ): a state type and the followers of a state) and
//! every tool of the library applies — Grundy values, winning moves, sums,
//! misère play, Kawanaka's Theorem 4.2 behind a check of the axioms, and a
//! dense table of values.
//!
//! The game here: remove one hook of length at most `max` from a Young
//! diagram. With no bound it is the Sato–Welter game; with a bound it is a
//! game no paper has solved.
//!
//! ```text
//! cargo run --example own_game
//! ```

use std::error::Error;
use std::ops::ControlFlow;

use hookgames::GameError;

use hookgames::game::Nim;
use hookgames::prelude::*;

/// Remove one hook of length at most `max` (the Sato–Welter game when `max`
/// is at least the number of boxes).
#[derive(Debug, Clone, Copy)]
struct ShortHooks {
    max: u64,
}

impl Algorithm for ShortHooks {
    type State = Partition;
    fn try_for_each_follower<B, F>(&self, p: &Partition, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(Partition) -> ControlFlow<B>,
    {
        for ((i, j), h) in p.hooks() {
            if h <= self.max {
                // (i, j) is a box of p, so removing its hook cannot fail.
                if let Ok(q) = p.remove_hook(i, j) {
                    f(q)?;
                }
            }
        }
        ControlFlow::Continue(())
    }
}

fn main() -> Result<(), Box<dyn Error>> {
    let game = ShortHooks { max: 2 };
    let y: Partition = "4,3,1".parse()?;

    // Grundy values and winning moves by the memoised solver, which works
    // for every finite game (a cycle would be an error, never a hang).
    let mut solver = Solver::new(game);
    let value = solver.grundy(&y)?;
    println!(
        "hooks of length ≤ 2 from {y}: {} moves, G = {value}",
        game.followers(&y).unwrap().len()
    );
    for q in solver.winning_moves(&y)? {
        println!("  winning move to {q} (G = {})", solver.grundy(&q)?);
    }

    // Misère play: the player who makes the last move loses.
    println!("misère: G⁻ = {}", solver.misere_grundy(&y)?);
    for q in solver.misere_winning_moves(&y)? {
        println!("  misère winning move to {q}");
    }

    // Sums are tuples (or arrays, or Vecs) of games; the value of a sum is
    // the nim-sum of the values (Sprague–Grundy).
    let sum = (game, Nim);
    let sum_value = grundy(&sum, &(y.clone(), 3))?;
    println!("{y} + a Nim heap of 3: G = {sum_value} = {value} ⊕ 3");
    if sum_value != value ^ 3 {
        return Err("the value of the sum is not the nim-sum of the values".into());
    }
    let three: Vec<Partition> = ["4,3,1", "2,2", "3"]
        .iter()
        .map(|s| s.parse())
        .collect::<Result<_, _>>()?;
    println!(
        "three diagrams side by side: G = {}",
        grundy(&vec![game; 3], &three)?
    );

    // Kawanaka's Theorem 4.2 finds good moves without trial and error, but
    // only for plain algorithms. good_moves_checked verifies the axioms
    // (P1)–(P4) below the position first and refuses with witnesses if
    // they fail, instead of answering wrongly.
    let unbounded = ShortHooks { max: u64::MAX };
    let k: Partition = "5,3,2".parse()?;
    let good = good_moves_checked(&unbounded, &k)?;
    let by_trial = winning_moves(&unbounded, &k)?;
    let shown: Vec<String> = good.iter().map(ToString::to_string).collect();
    println!(
        "no bound (the Sato–Welter game) from {k}: the axioms hold; good move(s) to {}",
        shown.join(" and ")
    );
    if good != by_trial {
        return Err("Theorem 4.2 and trial and error disagree".into());
    }
    let three_boxes: Partition = "3".parse()?;
    match good_moves_checked(&game, &three_boxes) {
        Ok(moves) => println!("hooks of length ≤ 2 from (3): {} good move(s)", moves.len()),
        Err(refused) => println!("hooks of length ≤ 2 from (3): refused: {refused}"),
    }

    // A table: every diagram inside the 4 × 4 square, solved densely (one
    // to four bytes per state), normal and misère play.
    let square: Partition = "4,4,4,4".parse()?;
    let states = FiniteAlgorithm::from_root(&game, &square)?;
    println!("the {} diagrams inside {square}:", states.len());
    let normal = TableSolver::new().solve(&states, &Engine::new())?;
    let misere = TableSolver::new()
        .with_convention(Convention::Misere)
        .solve(&states, &Engine::new())?;
    println!("  values (normal play): {:?}", normal.value_counts());
    println!("  values (misère play): {:?}", misere.value_counts());
    // The states of the finite algorithm are numbered; index_of finds a
    // diagram's number.
    let value_in_table = |p: &Partition| -> Result<u64, Box<dyn Error>> {
        let index = states
            .index_of(p)
            .ok_or("the diagram is not inside the square")?;
        Ok(normal
            .get_state(&index)
            .ok_or("the table has no value for it")?)
    };
    println!("G of the a × b rectangles (normal play):");
    println!("a\\b | 1 2 3 4");
    for a in 1..=4usize {
        let row: Vec<String> = (1..=4u64)
            .map(|b| -> Result<String, Box<dyn Error>> {
                Ok(value_in_table(&Partition::new(vec![b; a])?)?.to_string())
            })
            .collect::<Result<_, _>>()?;
        println!("  {a} | {}", row.join(" "));
    }
    // The table and the memoised solver agree.
    let v = value_in_table(&y)?;
    if v != value {
        return Err(format!("the table gives {v} for {y}, the solver {value}").into());
    }
    Ok(())
}
