//! The Multiple Hook Removing Game from a rectangle with the unimodal
//! numbering (T. Abuku, M. Tada, *Multiple Hook Removing Game whose starting
//! position is a rectangular Young diagram with the unimodal numbering*,
//! Integers 23 (2023), #G1): Table 1 of the values G(Y_{m,n}), checked
//! against the paper's closed forms, and a few positions played by hand.
//!
//! ```text
//! cargo run --release --example mhrg_table        # Table 1: 1 ≤ m, n ≤ 9
//! cargo run --release --example mhrg_table -- 12  # a larger table
//! ```

use std::error::Error;

use hookgames::mhrg::{
    MAX_TABLE_SIDE, one_row_grundy, square_start_grundy, start_table, two_row_start_grundy,
};
use hookgames::prelude::*;

fn main() -> Result<(), Box<dyn Error>> {
    let k: usize = match std::env::args().nth(1) {
        Some(arg) => arg.parse().map_err(|e| {
            format!("the table size must be a number from 1 to {MAX_TABLE_SIDE}, not '{arg}': {e}")
        })?,
        None => 9,
    };

    // Table 1: every game MHRG(m, n) with m ≤ n and m + n even is solved
    // position by position; the other entries follow by transposition and
    // by Theorem 4.4 (MHRG(m, n) ≅ MHRG(m, n + 1) through the map E).
    let table = start_table(k, &hookgames::game::Engine::new())?;
    println!("Abuku–Tada, Table 1: G(Y_{{m,n}}) for 1 ≤ m, n ≤ {k}");
    print!("m\\n |");
    for n in 1..=k {
        print!("{n:>3}");
    }
    println!();
    println!("{}", "-".repeat(5 + 3 * k));
    for m in 1..=k {
        print!("{m:>3} |");
        for n in 1..=k as u64 {
            let v = table.get(m, n).ok_or("the table has no such entry")?;
            print!("{v:>3}");
        }
        println!();
    }

    // The closed forms of the paper, entry by entry: row 1 (Theorem 4.9),
    // row 2 (Corollary 4.14), the squares and their neighbours
    // Y_{n,n+1} (Corollary 5.16), and the symmetry G(Y_{m,n}) = G(Y_{n,m}).
    let mut checked = 0;
    let mut check = |what: &str, m: usize, n: u64, expected: u64| -> Result<(), Box<dyn Error>> {
        let got = table.get(m, n).ok_or("the table has no such entry")?;
        if got != expected {
            return Err(
                format!("G(Y_{{{m},{n}}}) = {got} in the table, {expected} by {what}").into(),
            );
        }
        checked += 1;
        Ok(())
    };
    for n in 1..=k as u64 {
        check("Theorem 4.9", 1, n, one_row_grundy(n, n)?)?;
        if n >= 2 {
            check("Corollary 4.14", 2, n, two_row_start_grundy(n)?)?;
        }
    }
    for n in 1..=k {
        let square = square_start_grundy(n)?;
        check("Corollary 5.16", n, n as u64, square)?;
        if n < k {
            check("Corollary 5.16", n, n as u64 + 1, square)?;
        }
        for m in 1..=k {
            check(
                "transposition",
                m,
                n as u64,
                table.get(n, m as u64).ok_or("no entry")?,
            )?;
        }
    }
    println!("{checked} entries agree with the closed forms and the symmetry of the paper");

    // Example 1.2: in MHRG(3, 5), from Y = (5,4,3), removing the hook at
    // (2,1) (numbers {{1,2,3,3,4}}) forces the hook at (1,2) with the same
    // numbers.
    let game = RectGame::new(3, 5)?;
    let y: Partition = "5,4,3".parse()?;
    println!(
        "MHRG(3, 5) from Y = {y} (Example 1.2): G(Y) = {}",
        game.value_of(&y)?
    );
    let turns = game.valued_moves(&y)?;
    let forced = turns
        .iter()
        .find(|mv| mv.first == (2, 1))
        .ok_or("no turn starts with the hook at (2,1)")?;
    if let Some((k, l)) = forced.second {
        println!(
            "  the hook at (2,1) forces the hook at ({k},{l}): -> {} (value {})",
            forced.result, forced.value
        );
    }
    for mv in game.winning_turns(&y)? {
        let (i, j) = mv.first;
        match mv.second {
            Some((k, l)) => println!(
                "  winning: the hook at ({i},{j}), then the forced hook at ({k},{l}) -> {}",
                mv.result
            ),
            None => println!("  winning: the hook at ({i},{j}) -> {}", mv.result),
        }
    }
    // Table 3: the P-positions (n'+1, n') of two-row games; (5,4) in MHRG(2, 8).
    let two_rows = RectGame::new(2, 8)?;
    let p: Partition = "5,4".parse()?;
    println!(
        "MHRG(2, 8) from {p} (Table 3): G = {}",
        two_rows.value_of(&p)?
    );
    Ok(())
}
