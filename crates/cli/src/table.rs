//! `hookgames table mhrg --max K`: the table of G(Y_{m,n}) for
//! 1 ≤ m, n ≤ K (Abuku–Tada, Table 1, and beyond).

use std::io::Write;

use anyhow::Result;
use clap::{Args, ValueEnum};
use hookgames::mhrg::{self, TableProgress};
use hookgames::num::ToPrimitive;
use serde::Serialize;

use crate::error;
use crate::json::{self, Big, Play};
use crate::limits::MAX_TABLE_POSITIONS;
use crate::progress::Progress;

/// The games with a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum TableGame {
    /// G(Y_{m,n}) of the Multiple Hook Removing Game from the m×n rectangle.
    Mhrg,
}

#[derive(Debug, Args)]
pub(crate) struct TableArgs {
    /// The game.
    game: TableGame,
    /// The largest side K: the table covers 1 ≤ m, n ≤ K.
    #[arg(long, value_name = "K")]
    max: usize,
    /// Print one JSON object: its "table" holds table[m-1][n-1] = G(Y_{m,n}).
    #[arg(long)]
    json: bool,
}

/// The answer of `table`: `table[m-1][n-1]` is G(Y_{m,n}) in normal play.
#[derive(Debug, Serialize)]
struct TableOut {
    game: TableGame,
    play: Play,
    max: usize,
    table: Vec<Vec<Big>>,
}

pub(crate) fn run(args: &TableArgs, out: &mut impl Write) -> Result<()> {
    match args.game {
        TableGame::Mhrg => {
            check_table_work(args.max)?;
            let bar = Progress::new("table");
            let table = mhrg::start_table(args.max, |p: TableProgress| {
                let text = format!(
                    "games {}/{}  positions {}/{}",
                    p.games_done, p.games_total, p.positions_done, p.positions_total
                );
                bar.update(p.positions_done, Some(p.positions_total), &text);
            });
            bar.finish();
            let table = table?;
            let k = table.max();
            let mut rows: Vec<Vec<u64>> = Vec::with_capacity(k);
            for m in 1..=k {
                let mut row = Vec::with_capacity(k);
                for n in 1..=k as u64 {
                    // Every entry 1 ≤ m, n ≤ max is in the table.
                    row.push(table.get(m, n).unwrap_or_default());
                }
                rows.push(row);
            }
            if args.json {
                let answer = TableOut {
                    game: args.game,
                    play: Play::Normal,
                    max: k,
                    table: rows
                        .into_iter()
                        .map(|row| row.into_iter().map(Big).collect())
                        .collect(),
                };
                json::write_line(out, "table", None, answer)?;
            } else {
                write_table(&rows, out)?;
            }
        }
    }
    Ok(())
}

/// Refuses a table whose games have more than [`MAX_TABLE_POSITIONS`]
/// positions in all, before any is solved (each game is solved whole, so
/// the positions are the work). A side beyond `MAX_TABLE_SIDE` is left to
/// the library's own error.
///
/// # Complexity
/// K² position counts (K ≤ `MAX_TABLE_SIDE` = 32).
fn check_table_work(max: usize) -> Result<()> {
    if max > mhrg::MAX_TABLE_SIDE {
        return Ok(());
    }
    let mut total = 0u128;
    for m in 1..=max {
        for n in 1..=max as u64 {
            // |S(Y_{m,n})| ≤ 2^64 for m, n ≤ 32.
            total += mhrg::position_count(m, n)?.to_u128().unwrap_or(u128::MAX);
        }
    }
    if total > u128::from(MAX_TABLE_POSITIONS) {
        return Err(error::limit(format!(
            "the table of side {max} solves {total} positions in all, more than the command's \
             work limit of {MAX_TABLE_POSITIONS} positions (MAX_TABLE_POSITIONS; side 20 is \
             the largest within it)"
        )));
    }
    Ok(())
}

/// The table with m down and n across, as Abuku–Tada print Table 1.
pub(crate) fn write_table(rows: &[Vec<u64>], out: &mut impl Write) -> Result<()> {
    let width = rows
        .iter()
        .flatten()
        .map(|v| v.to_string().len())
        .chain(std::iter::once(rows.len().to_string().len()))
        .max()
        .unwrap_or(1);
    write!(out, "{:>w$} |", "m\\n", w = width.max(3))?;
    for n in 1..=rows.len() {
        write!(out, " {n:>width$}")?;
    }
    writeln!(out)?;
    writeln!(
        out,
        "{}",
        "-".repeat(width.max(3) + 2 + rows.len() * (width + 1))
    )?;
    for (m, row) in rows.iter().enumerate() {
        write!(out, "{:>w$} |", m + 1, w = width.max(3))?;
        for v in row {
            write!(out, " {v:>width$}")?;
        }
        writeln!(out)?;
    }
    Ok(())
}
