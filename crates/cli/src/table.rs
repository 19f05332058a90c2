//! `hookgames table mhrg --max K`: the table of G(Y_{m,n}) for
//! 1 ≤ m, n ≤ K (Abuku–Tada, Table 1, and beyond).

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

use anyhow::Result;
use clap::{Args, ValueEnum};
use hookgames::mhrg::{self, TableProgress};
use serde_json::json;

/// The games with a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
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
    /// Print one JSON object: {"game":"mhrg","max":K,"grundy":[[…],…]} with grundy[m-1][n-1].
    #[arg(long)]
    json: bool,
}

/// A one-line progress bar on standard error, redrawn at most ten times a
/// second, and only when standard error is a terminal.
struct ProgressBar {
    enabled: bool,
    last: Option<Instant>,
    started: Instant,
}

impl ProgressBar {
    fn new() -> Self {
        ProgressBar {
            enabled: std::io::stderr().is_terminal(),
            last: None,
            started: Instant::now(),
        }
    }

    fn update(&mut self, p: &TableProgress) {
        if !self.enabled {
            return;
        }
        let now = Instant::now();
        let done = p.positions_done >= p.positions_total && p.games_done >= p.games_total;
        if !done
            && self
                .last
                .is_some_and(|t| now - t < Duration::from_millis(100))
        {
            return;
        }
        self.last = Some(now);
        let frac = if p.positions_total == 0 {
            1.0
        } else {
            p.positions_done as f64 / p.positions_total as f64
        };
        let width = 30;
        let filled = ((frac * width as f64).round() as usize).min(width);
        eprint!(
            "\r[{}{}] {:5.1}%  games {}/{}  positions {}/{}  {:.0?}",
            "#".repeat(filled),
            " ".repeat(width - filled),
            100.0 * frac,
            p.games_done,
            p.games_total,
            p.positions_done,
            p.positions_total,
            self.started.elapsed()
        );
    }

    fn finish(&self) {
        if self.enabled {
            eprintln!();
        }
    }
}

pub(crate) fn run(args: &TableArgs, out: &mut impl Write) -> Result<()> {
    match args.game {
        TableGame::Mhrg => {
            let mut bar = ProgressBar::new();
            let table = mhrg::grundy_table(args.max, |p| bar.update(&p));
            bar.finish();
            let table = table?;
            let k = table.max();
            let mut rows: Vec<Vec<u32>> = Vec::with_capacity(k);
            for m in 1..=k {
                let mut row = Vec::with_capacity(k);
                for n in 1..=k {
                    // Every entry 1 ≤ m, n ≤ max is in the table.
                    row.push(table.get(m, n).unwrap_or_default());
                }
                rows.push(row);
            }
            if args.json {
                let obj = json!({ "game": "mhrg", "max": k, "grundy": rows });
                writeln!(out, "{obj}")?;
            } else {
                write_table(&rows, out)?;
            }
        }
    }
    Ok(())
}

/// The table with m down and n across, as Abuku–Tada print Table 1.
pub(crate) fn write_table(rows: &[Vec<u32>], out: &mut impl Write) -> Result<()> {
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
