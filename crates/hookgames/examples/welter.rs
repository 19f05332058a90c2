//! The Sato–Welter game on a Young diagram (N. Kawanaka, *Games and
//! algorithms with hook structure*, §8–§9): the value E⁽²⁾(Y) four ways, the
//! n-cores and n-quotients behind it, and the good move of Theorem 4.2
//! found by descending through Klein-four quotients — checked against trial
//! and error.
//!
//! ```text
//! cargo run --example welter                 # Kawanaka §9: Y = (9,8,6,5,5,2)
//! cargo run --example welter -- 6,5,4^3,2^2  # any partition
//! ```

use std::error::Error;

use hookgames::game::Limits;
use hookgames::maya::n_weight;
use hookgames::prelude::*;
use hookgames::sato_welter::{KleinDescentAction, kawanaka_formula, sato_formula, welter_function};

fn main() -> Result<(), Box<dyn Error>> {
    // The worked example of Kawanaka §9 unless a partition is given.
    let arg = std::env::args().nth(1);
    let y: Partition = arg.as_deref().unwrap_or("9,8,6,5,5,2").parse()?;
    println!("Y = {y}: {} boxes, {} rows", y.size(), y.len());

    // §8: the one-line realization. A hook of length h is a stone moving h
    // places down among the β-numbers.
    let beta = beta_numbers(&y, y.len())?;
    println!("β-numbers with {} stones: {beta:?}", beta.len());

    // §8–§9: the 2^i-quotients. |Y_(n)| is the number of hooks of length
    // divisible by n, and the n-core is what is left after removing them.
    println!("cores and quotients (Kawanaka §8):");
    // No hook is longer than the one of the box (1,1).
    let longest = if y.is_empty() {
        0
    } else {
        y.hook_length(1, 1)?
    };
    let mut n = 2;
    while n <= longest {
        let (core, quotient) = core_and_quotient(&y, n)?;
        let parts: Vec<String> = quotient.iter().map(ToString::to_string).collect();
        println!(
            "  n = {n}: |Y_({n})| = {}, {n}-core {core}, {n}-quotient ({})",
            n_weight(&y, n)?,
            parts.join(" | ")
        );
        n *= 2;
    }

    // Theorem 4.1 and (9.1): E⁽²⁾(Y) = Σ 2^i (|Y_(2^i)| mod 2) is the
    // Sprague–Grundy value; Sato's hook formula and Welter's function on the
    // β-numbers (Note 31) give the same number.
    let value = YoungRealization.grundy(&y)?;
    let formulas = [
        ("Kawanaka (9.1)", kawanaka_formula(&y)?),
        ("Sato's hook formula", sato_formula(&y)?),
        (
            "Welter's function of the β-numbers",
            welter_function(&beta)?,
        ),
    ];
    println!("E⁽²⁾(Y) = {value}");
    for (name, v) in formulas {
        println!("  {name}: {v}");
        if v != value {
            return Err(format!("{name} gives {v}, the bitset evaluation {value}").into());
        }
    }
    // The generic solver knows nothing of hooks: it explores every diagram
    // inside Y. A budget keeps it from running away on a large diagram.
    let mut solver =
        Solver::new(YoungRealization).with_limits(Limits::default().with_max_states(2_000_000));
    match solver.grundy(&y) {
        Ok(v) if v == value => println!("  the generic solver: {v}"),
        Ok(v) => return Err(format!("the generic solver gives {v}, the formulas {value}").into()),
        Err(GameError::StateLimit { limit }) => {
            println!("  the generic solver: skipped (more than {limit} diagrams inside Y)");
        }
        Err(e) => return Err(e.into()),
    }
    match Outcome::from_value(value) {
        Outcome::N => println!("an N-position: the player to move wins"),
        Outcome::P => println!("a P-position: the player to move loses"),
    }

    // Theorem 4.2 (ii): the moves to value 0 from the Klein labels alone.
    // Each step passes to a (G, K)-quotient of the diagram D with a new
    // target, until the answer can be read off.
    let descent = YoungRealization.descent(&y, 0)?;
    println!("the good-move search of Theorem 4.2 (target 0):");
    for step in descent.steps() {
        let what = match step.action {
            KleinDescentAction::Quotient {
                case,
                subgroup,
                next_target,
            } => format!("case {case}: pass to the quotient by {subgroup}, target {next_target}"),
            KleinDescentAction::Empty => "D is empty: no move".to_string(),
            KleinDescentAction::TargetTooLarge => "t ≥ |D|: no move".to_string(),
            KleinDescentAction::Cube => "every hook has length 1: read the answer".to_string(),
            _ => format!("{:?}", step.action),
        };
        println!(
            "  |D| = {:>3}, t = {}, ε₀ = {}, ε₁ = {}: {what}",
            step.diagram.len(),
            step.target,
            u8::from(step.epsilon0),
            u8::from(step.epsilon1)
        );
    }
    let good = YoungRealization.winning_moves(&y)?;
    if good.is_empty() {
        println!("no good move: Y is a P-position");
    }
    for m in &YoungRealization.describe(&y, &good)? {
        println!(
            "good move: remove the hook of the box ({},{}), of length {}, leaving {} (value {})",
            m.row,
            m.col,
            m.hook_length,
            m.result,
            YoungRealization.grundy(&m.result)?
        );
    }
    // The same moves by trial and error over every hook.
    let by_trial = YoungRealization.options_with_value_by_trial(&y, 0)?;
    if by_trial != good {
        return Err("Theorem 4.2 and trial and error disagree".into());
    }
    println!(
        "trial and error over all {} hooks finds the same move(s)",
        y.size()
    );
    Ok(())
}
