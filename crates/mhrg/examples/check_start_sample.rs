//! Checks a random sample of a table of G(Y_{m,n}) written by the
//! `start_table_sum` example with a second engine: the generic dense
//! `TableSolver` of hookgames-game on `PositionSpace`, whose moves are
//! `RectGame`'s (Motegi's rule on the word I(Y), Lemma 4.4) ranked one by
//! one — not the signed-form kernel of `solve_positions` — and which solves
//! the rectangle m × n itself rather than the game `start_values`
//! reduces it to (transposition and Abuku–Tada, Theorem 4.4).
//!
//! ```text
//! cargo run --release -p hookgames-mhrg --example check_start_sample -- CSV COUNT SEED MIN_SUM MAX_POSITIONS
//! ```
//!
//! draws COUNT distinct entries with m + n ≥ MIN_SUM and at most
//! MAX_POSITIONS positions (a seeded xorshift, so the sample is
//! reproducible), solves each, and prints one line per entry (m, n,
//! positions, the table's value, the second engine's, seconds) and a
//! summary; exits with an error if any entry disagrees.

use std::time::Instant;

use hookgames_game::{Engine, Limits, TableSolver};
use hookgames_mhrg::PositionSpace;

struct Entry {
    m: usize,
    n: u64,
    positions: u64,
    grundy: u64,
}

fn read_csv(path: &str) -> Result<Vec<Entry>, Box<dyn std::error::Error>> {
    let text = std::fs::read_to_string(path)?;
    let mut entries = Vec::new();
    for (i, line) in text.lines().enumerate().skip(1) {
        let f: Vec<&str> = line.split(',').collect();
        let [m, n, _, _, positions, grundy] = f.as_slice() else {
            return Err(format!("{path}:{}: expected 6 fields, got {}", i + 1, f.len()).into());
        };
        entries.push(Entry {
            m: m.parse()?,
            n: n.parse()?,
            positions: positions.parse()?,
            grundy: grundy.parse()?,
        });
    }
    Ok(entries)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [csv, count, seed, min_sum, max_positions] = args.as_slice() else {
        return Err("usage: check_start_sample CSV COUNT SEED MIN_SUM MAX_POSITIONS".into());
    };
    let (count, mut state): (usize, u64) = (count.parse()?, seed.parse::<u64>()? | 1);
    let (min_sum, max_positions): (u64, u64) = (min_sum.parse()?, max_positions.parse()?);
    let mut pool: Vec<Entry> = read_csv(csv)?
        .into_iter()
        .filter(|e| e.m as u64 + e.n >= min_sum && e.positions <= max_positions)
        .collect();
    println!(
        "{} entries with m + n >= {min_sum} and at most {max_positions} positions; sampling {count}",
        pool.len()
    );
    let mut agreed = 0;
    let mut disagreed = Vec::new();
    for _ in 0..count.min(pool.len()) {
        // xorshift64
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let e = pool.swap_remove((state % pool.len() as u64) as usize);
        let clock = Instant::now();
        let space = PositionSpace::new(e.m, e.n)?;
        let start = space.game().start();
        let table = TableSolver::new().solve_from(
            &space,
            &start,
            &Engine::new().with_limits(
                Limits::default().with_max_bytes(space.count().saturating_mul(4).max(1 << 20)),
            ),
        )?;
        let value = table.get_state(&start).ok_or("the start was not solved")?;
        let ok = value == e.grundy;
        println!(
            "m={:>2} n={:>2} positions={:>10} table={:>4} second_engine={:>4} {:>7.1} s {}",
            e.m,
            e.n,
            space.count(),
            e.grundy,
            value,
            clock.elapsed().as_secs_f64(),
            if ok { "agree" } else { "DISAGREE" }
        );
        if ok {
            agreed += 1;
        } else {
            disagreed.push((e.m, e.n));
        }
    }
    println!("{agreed} agree, {} disagree", disagreed.len());
    if disagreed.is_empty() {
        Ok(())
    } else {
        Err(format!("entries disagree: {disagreed:?}").into())
    }
}
