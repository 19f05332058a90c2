//! The `hookgames` command: Grundy values, winning moves and the papers'
//! tables for impartial games on Young diagrams.
//!
//! Every subcommand that takes a position accepts it literally
//! (`9,8,6,5,5,2`, `6,5,4^3,2^2`, `{(6,1),(5,2),(4,5),(2,7)}`), from a file
//! (`@FILE`) or from standard input (`-`). Bad input exits with status 2 and
//! a one-line message on standard error.

use std::io::Write;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::progress::with_spinner;

mod demo;
mod games;
mod input;
mod progress;
mod show;
mod table;

/// Impartial games on Young diagrams: Grundy values, winning moves, tables.
#[derive(Debug, Parser)]
#[command(name = "hookgames", version, about, long_about = None)]
#[command(
    after_help = "Positions can be given literally, as @FILE, or as - (standard input).\n\
Examples:\n  hookgames demo\n  hookgames show 9,8,6,5,5,2 --n 2\n  hookgames show 5,4,3 --rect 3x5 --json"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// A short printed tour of what hookgames computes, on the papers' own examples.
    Demo,
    /// A partition: its diagram with hook lengths, conjugate, Durfee length,
    /// β-numbers, and on request its n-core and n-quotient or its diagonal
    /// expression in a rectangle.
    #[command(
        after_help = "Examples:\n  hookgames show 9,8,6,5,5,2\n  hookgames show 9,8,6,5,5,2 --n 2 --json\n  hookgames show 5,4,3 --rect 3x5\n  hookgames show 6,5,4^3,2^2\n  echo 3,2,1 | hookgames show -"
    )]
    Show(show::ShowArgs),
    /// The Grundy value (Sprague–Grundy number) of a position.
    #[command(
        after_help = "Examples:\n  hookgames grundy shifted 7,6,4,3,2\n  hookgames grundy lctr 8,7,6,5,5,2,1 --json\n  hookgames grundy lctr '7^1000000000,3^5' --misere\n  hookgames grundy downright @position.txt"
    )]
    Grundy(games::GrundyArgs),
    /// The moves of a position to positions of a given Grundy value (default 0: the winning moves).
    #[command(
        after_help = "Examples:\n  hookgames moves shifted 7,6,4,3,2\n  hookgames moves lctr 8,7,6,5,5,2,1 --value 1 --json"
    )]
    Moves(games::MovesArgs),
    /// The grid of values SG(λ[i,j]) of every subposition (Gottlieb–Krnc–Muršič, Figure 5).
    #[command(
        after_help = "Examples:\n  hookgames board lctr 8,7,6,5,5,2,1\n  hookgames board downright 8,7,6,5,5,2,1 --misere"
    )]
    Board(games::GridArgs),
    /// Game-tree statistics: distinct states, nodes, leaves and height (Gottlieb–Krnc–Muršič §2.4).
    #[command(
        after_help = "Examples:\n  hookgames tree lctr 5,4,3,2,1\n  hookgames tree downright 4,4,4,4 --json"
    )]
    Tree(games::GridArgs),
    /// A table of values: `mhrg` gives G(Y_{m,n}) for 1 ≤ m, n ≤ K (Abuku–Tada, Table 1).
    #[command(
        after_help = "Examples:\n  hookgames table mhrg --max 9\n  hookgames table mhrg --max 20 --json > table.json"
    )]
    Table(table::TableArgs),
}

/// `--help` and `--version` print and succeed; any other command-line error
/// is reported on one line with status 2, like every other bad input.
fn usage_error(err: &clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(
        err.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        let _ = err.print();
        return if err.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
            ExitCode::from(2)
        } else {
            ExitCode::SUCCESS
        };
    }
    // clap's message is its first paragraph; the usage and tips follow.
    let rendered = err.to_string();
    let message: Vec<&str> = rendered
        .lines()
        .take_while(|l| !l.trim().is_empty())
        .map(str::trim)
        .collect();
    let message = message.join(" ");
    let message = message.strip_prefix("error: ").unwrap_or(&message);
    eprintln!("hookgames: error: {message} (see 'hookgames --help')");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) => return usage_error(&err),
    };
    let mut out = std::io::stdout().lock();
    let result = match cli.command {
        Command::Demo => demo::run(&mut out),
        // `grundy`, `moves` and `table` draw their own progress lines.
        Command::Show(args) => with_spinner("computing", || show::run(&args, &mut out)),
        Command::Grundy(args) => games::grundy(&args, &mut out),
        Command::Moves(args) => games::moves(&args, &mut out),
        Command::Board(args) => with_spinner("filling the board", || games::board(&args, &mut out)),
        Command::Tree(args) => {
            with_spinner("counting the game tree", || games::tree(&args, &mut out))
        }
        Command::Table(args) => table::run(&args, &mut out),
    };
    let flushed = out.flush();
    match result.and(flushed.map_err(anyhow::Error::from)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            // A closed pipe (`hookgames … | head`) is not an error of the input.
            if err
                .downcast_ref::<std::io::Error>()
                .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
            {
                return ExitCode::SUCCESS;
            }
            let msg = format!("{err:#}").replace('\n', " ");
            eprintln!("hookgames: error: {msg}");
            ExitCode::from(2)
        }
    }
}
