//! The `hookgames` command: Grundy values, winning moves and the papers'
//! tables for impartial games on Young diagrams.
//!
//! Every subcommand that takes a position accepts it literally
//! (`9,8,6,5,5,2`, `6,5,4^3,2^2`, `{(6,1),(5,2),(4,5),(2,7)}`), from a file
//! (`@FILE`) or from standard input (`-`).
//!
//! Exit status: 0 when the command answered; 1 when a batch
//! (`grundy --batch`) ran to its end but some of its lines gave an error
//! object, or `table verify` found differences (listed in its report); 2
//! on any error — a usage error, bad input, a limit, an I/O
//! error. The error is one line `hookgames: error: …` on standard error,
//! or, when `--json` or `--batch` was given, one JSON error object
//! (`{"schema": "hookgames/1", "command": …, "error": {"kind": …,
//! "message": …}}`) on standard output. The JSON schema is
//! `docs/hookgames-json.schema.json`. A failed write to standard output
//! is reported first, whatever else failed: status 2 and one line on
//! standard error (see [`output`]).

use std::ffi::OsString;
use std::io::{BufWriter, Write};
use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};

use hookgames_query::error::{Kind, kind_of};
use hookgames_query::json::{Envelope, ErrorBody, ErrorDetail, SCHEMA};
use hookgames_query::progress::{self, with_spinner};
use hookgames_query::{excerpt, games, show, threads};

use crate::input::Files;

mod batch;
mod checksum;
mod demo;
mod input;
mod output;
#[cfg(feature = "serve")]
mod serve;
mod shard;
mod table;
mod verify;

/// Impartial games on Young diagrams: Grundy values, winning moves, tables.
#[derive(Debug, Parser)]
#[command(name = "hookgames", version, about, long_about = None)]
#[command(
    after_help = "Positions can be given literally, as @FILE, or as - (standard input).\n\
--json prints one JSON object (schema hookgames/1); errors under --json are JSON objects too.\n\
Exit status: 0 answered, 1 some lines of a --batch failed or table verify found differences, 2 error.\n\
Examples:\n  hookgames demo\n  hookgames show 9,8,6,5,5,2 --n 2\n  hookgames show 5,4,3 --rect 3x5 --json\n  hookgames grundy sato-welter --batch positions.txt"
)]
struct Cli {
    /// Draw no progress bar on standard error (progress is drawn only when
    /// standard error is a terminal).
    #[arg(long, short = 'q', global = true, visible_alias = "no-progress")]
    quiet: bool,
    /// Worker threads of every parallel computation (the MHRG solver and
    /// tables, the engine's parallel paths): 0, the default, uses every
    /// core; at most 1024 (MAX_THREADS). The results are the same for every
    /// count.
    #[arg(long, global = true, value_name = "N", default_value_t = 0)]
    threads: usize,
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// A short printed tour of what hookgames computes, on the papers' own examples.
    Demo,
    /// A partition: its size, length, conjugate, Durfee square, β-numbers,
    /// hook lengths (up to 10000 boxes, or --hooks), and on request its
    /// n-core and n-quotient or its diagonal expression in a rectangle.
    #[command(
        after_help = "Examples:\n  hookgames show 9,8,6,5,5,2\n  hookgames show 9,8,6,5,5,2 --n 2 --json\n  hookgames show 5,4,3 --rect 3x5\n  hookgames show 6,5,4^3,2^2\n  hookgames show @partition.txt --n 5\n  hookgames show 6,6,5,3,3 --svg - > hooks.svg\n  echo 3,2,1 | hookgames show -"
    )]
    Show(show::ShowArgs),
    /// The Grundy value (Sprague–Grundy number) of a position, or of every
    /// position of a file (--batch).
    #[command(
        after_help = "Examples:\n  hookgames grundy shifted 7,6,4,3,2\n  hookgames grundy lctr 8,7,6,5,5,2,1 --json\n  hookgames grundy lctr '7^1000000000,3^5' --misere\n  hookgames grundy downright @position.txt\n  hookgames grundy sato-welter --batch positions.txt > values.jsonl\n  hookgames grundy mhrg --rect 4x5 --misere --batch -\n  hookgames grundy multi-lctr '{(3,1,2),(1,4,1)}'\n  hookgames grundy chess 8,7,6,5,5,2,1 --piece queen --at 2,3\n  hookgames grundy lctr-nonrep 4,4,4,4 --history TLT"
    )]
    Grundy(games::GrundyArgs),
    /// The moves of a position to positions of a given Grundy value (default 0: the winning moves).
    #[command(
        after_help = "Examples:\n  hookgames moves shifted 7,6,4,3,2\n  hookgames moves lctr 8,7,6,5,5,2,1 --value 1 --json\n  hookgames moves chess 8,7,6,5,5,2,1 --piece 'leap(1,2)+ride(1,1)'\n  hookgames moves downright-nonrep 4,4,4,4 --history TL"
    )]
    Moves(games::MovesArgs),
    /// The grid of values SG(λ[i,j]) of every subposition (Gottlieb–Krnc–Muršič, Figure 5),
    /// or of a chess piece on every box (§8).
    #[command(
        after_help = "Examples:\n  hookgames board lctr 8,7,6,5,5,2,1\n  hookgames board downright 8,7,6,5,5,2,1 --misere\n  hookgames board lctr 8,7,6,5,5,2,1 --svg - > board.svg\n  hookgames board chess 8,7,6,5,5,2,1 --piece knight --svg knight.svg\n  hookgames board multi-lctr '{(6,1),(5,2),(4,5),(2,7)}'\n  hookgames board lctr-nonrep 4,4,4,4 --misere"
    )]
    Board(games::BoardArgs),
    /// Game-tree statistics: distinct states, nodes, leaves and height
    /// (Gottlieb–Krnc–Muršič §2.4); the same in normal and misère play.
    #[command(
        after_help = "Examples:\n  hookgames tree lctr 5,4,3,2,1\n  hookgames tree downright 4,4,4,4 --json"
    )]
    Tree(games::TreeArgs),
    /// A table of values: `mhrg` gives G(Y_{m,n}) for 1 ≤ m, n ≤ K (Abuku–Tada,
    /// Table 1) or for m + n ≤ S, whole or in shards; `merge` puts shards together.
    #[command(
        after_help = "Examples:\n  hookgames table mhrg --max 9\n  hookgames table mhrg --max 20 --json > table.json\n  hookgames table mhrg --max-sum 30\n  hookgames table mhrg --max-sum 38 --shard 1/16 > shard-1.jsonl\n  hookgames table merge shard-*.jsonl"
    )]
    Table(table::TableArgs),
    /// A shell completion script for hookgames, on standard output.
    #[command(
        after_help = "Examples:\n  hookgames completions bash > ~/.local/share/bash-completion/completions/hookgames\n  hookgames completions zsh > ~/.zfunc/_hookgames\n  hookgames completions fish > ~/.config/fish/completions/hookgames.fish"
    )]
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
    /// The manual page of hookgames (roff), on standard output.
    #[command(after_help = "Examples:\n  hookgames man > hookgames.1 && man ./hookgames.1")]
    Man,
    /// The JSON Schema (draft 2020-12) of every object --json prints, on standard output.
    #[command(after_help = "Examples:\n  hookgames schema > hookgames-json.schema.json")]
    Schema,
    /// The explorer: a local server and a page to play the Sato–Welter game,
    /// LCTR and Downright in a browser (on 127.0.0.1 unless --host says
    /// otherwise; Ctrl-C stops it).
    #[cfg(feature = "serve")]
    #[command(
        after_help = "Examples:\n  hookgames serve\n  hookgames serve --port 0\n  hookgames serve --host 0.0.0.0 --port 8040   # other machines too: no authentication!"
    )]
    Serve(serve::ServeArgs),
}

/// The JSON Schema of the output, `hookgames/1` (the same file as
/// `docs/hookgames-json.schema.json` in the repository; a test checks).
const JSON_SCHEMA: &str = include_str!("../hookgames-json.schema.json");

/// The names of the subcommands (checked against clap's in a test).
const SUBCOMMANDS: &[&str] = &[
    "demo",
    "show",
    "grundy",
    "moves",
    "board",
    "tree",
    "table",
    "completions",
    "man",
    "schema",
    #[cfg(feature = "serve")]
    "serve",
];

impl Command {
    fn name(&self) -> &'static str {
        match self {
            Command::Demo => "demo",
            Command::Show(_) => "show",
            Command::Grundy(_) => "grundy",
            Command::Moves(_) => "moves",
            Command::Board(_) => "board",
            Command::Tree(_) => "tree",
            Command::Table(_) => "table",
            Command::Completions { .. } => "completions",
            Command::Man => "man",
            Command::Schema => "schema",
            #[cfg(feature = "serve")]
            Command::Serve(_) => "serve",
        }
    }
}

/// The one-line message of an error ([`hookgames_query::error::one_line`]).
pub(crate) fn one_line(err: &anyhow::Error) -> String {
    hookgames_query::error::one_line(err)
}

/// How errors are reported in this run.
struct Reporter {
    /// `--json` or `--batch` was given: errors are JSON objects on stdout.
    json: bool,
    /// The subcommand, if known.
    command: Option<&'static str>,
}

impl Reporter {
    /// Reads the raw arguments, before clap (whose own errors must be
    /// reported the same way).
    fn from_args(args: &[OsString]) -> Self {
        let mut json = false;
        let mut command = None;
        for a in args.iter().skip(1) {
            let Some(a) = a.to_str() else { continue };
            if a == "--" {
                break;
            }
            if a == "--json" || a == "--batch" || a.starts_with("--batch=") {
                json = true;
            }
            if command.is_none() && !a.starts_with('-') {
                command = SUBCOMMANDS.iter().copied().find(|n| *n == a);
            }
        }
        Reporter { json, command }
    }

    /// Reports `message` and returns status 2.
    fn fail(&self, kind: Kind, message: &str) -> ExitCode {
        if self.json {
            let obj = Envelope {
                schema: SCHEMA,
                command: self.command,
                line: None,
                body: ErrorBody {
                    error: ErrorDetail { kind, message },
                },
            };
            let mut out = std::io::stdout().lock();
            let written = serde_json::to_writer(&mut out, &obj)
                .map_err(std::io::Error::from)
                .and_then(|()| writeln!(out))
                .and_then(|()| out.flush());
            match written {
                Ok(()) => {}
                // A closed pipe: no one is left to read it.
                Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {}
                // Standard output cannot take it (a full disk): the message
                // goes to standard error, with the reason.
                Err(e) => say(&output::write_failure_message(
                    &e.to_string(),
                    Some(message),
                )),
            }
        } else {
            say(message);
        }
        ExitCode::from(2)
    }
}

/// Writes `hookgames: error: {message}` on standard error. If standard
/// error cannot take it either (`2>/dev/full`), the exit status 2 is the
/// only report left: unlike `eprintln!`, this never panics.
fn say(message: &str) {
    let _ = writeln!(std::io::stderr().lock(), "hookgames: error: {message}");
}

/// `--help` and `--version` print and succeed; any other command-line error
/// is reported like every other error, with status 2.
fn usage_error(err: &clap::Error, reporter: &Reporter) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(
        err.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        // `--help > /dev/full` is a write error like any other.
        let printed = err.print().and_then(|()| std::io::stdout().flush());
        if let Err(e) = printed
            && e.kind() != std::io::ErrorKind::BrokenPipe
        {
            say(&output::write_failure_message(&e.to_string(), None));
            return ExitCode::from(2);
        }
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
    reporter.fail(
        Kind::Usage,
        &excerpt::message(&format!("{message} (see 'hookgames --help')")),
    )
}

fn run(command: Command, out: &mut impl Write) -> anyhow::Result<()> {
    match command {
        Command::Demo => demo::run(out),
        // `grundy`, `moves`, `table` and `tree` draw their own progress.
        Command::Show(args) => with_spinner("computing", || show::run(&args, &Files, out)),
        Command::Grundy(args) => match &args.batch {
            Some(file) => batch::run(&args, file, out),
            None => games::grundy(&args, &Files, out),
        },
        Command::Moves(args) => games::moves(&args, &Files, out),
        Command::Board(args) => {
            with_spinner("filling the board", || games::board(&args, &Files, out))
        }
        Command::Tree(args) => games::tree(&args, &Files, out),
        Command::Table(args) => table::run(&args, out),
        Command::Completions { shell } => {
            clap_complete::generate(shell, &mut Cli::command(), "hookgames", out);
            Ok(())
        }
        Command::Man => {
            clap_mangen::Man::new(Cli::command()).render(out)?;
            Ok(())
        }
        Command::Schema => {
            out.write_all(JSON_SCHEMA.as_bytes())?;
            Ok(())
        }
        #[cfg(feature = "serve")]
        Command::Serve(args) => serve::run(&args, out),
    }
}

fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().collect();
    let mut reporter = Reporter::from_args(&args);
    let cli = match Cli::try_parse_from(&args) {
        Ok(cli) => cli,
        Err(err) => return usage_error(&err, &reporter),
    };
    reporter.command = Some(cli.command.name());
    progress::set_enabled(!cli.quiet);
    if let Err(err) = threads::init(cli.threads) {
        return reporter.fail(kind_of(&err), &one_line(&err));
    }
    let mut out = BufWriter::new(output::Watched::new(std::io::stdout().lock()));
    let result = run(cli.command, &mut out);
    // (A failed flush is kept by the watcher, as every failed write.)
    let _ = out.flush();
    let failure = out.get_ref().failure().map(|(k, s)| (k, s.to_owned()));
    drop(out);
    finish(result, failure, &reporter)
}

/// The exit status of a run, and its report: a failed write to standard
/// output first (status 2, on standard error, with what else failed), for
/// it would otherwise be lost behind the run's own status; then the run's
/// error. A closed pipe (`hookgames … | head`) is not an error: the reader
/// has what it wanted.
fn finish(
    result: anyhow::Result<()>,
    failure: Option<(std::io::ErrorKind, String)>,
    reporter: &Reporter,
) -> ExitCode {
    let broken_pipe = matches!(failure, Some((std::io::ErrorKind::BrokenPipe, _)));
    if let Some((_, text)) = failure.filter(|_| !broken_pipe) {
        let other = match &result {
            Ok(()) => None,
            // The write error itself, as the run returned it.
            Err(e) if is_write_error(e) => None,
            Err(e) => Some(one_line(e)),
        };
        say(&output::write_failure_message(&text, other.as_deref()));
        return ExitCode::from(2);
    }
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            if broken_pipe && is_write_error(&err) {
                return ExitCode::SUCCESS;
            }
            // Ran to the end, each failure reported in the output.
            if err.downcast_ref::<batch::LinesFailed>().is_some()
                || err.downcast_ref::<verify::Differences>().is_some()
            {
                return ExitCode::from(1);
            }
            reporter.fail(kind_of(&err), &one_line(&err))
        }
    }
}

/// `true` if `err` is a failed write as `run` returns it: an I/O error
/// without context (the command's reads and its picture files carry one),
/// directly or inside a JSON serializer's error.
fn is_write_error(err: &anyhow::Error) -> bool {
    match err.downcast_ref::<serde_json::Error>() {
        Some(e) => e.is_io(),
        None => err.chain().count() == 1 && err.downcast_ref::<std::io::Error>().is_some(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_command_definition_is_valid() {
        Cli::command().debug_assert();
        let cli = Cli::command();
        let names: Vec<&str> = cli
            .get_subcommands()
            .map(|c| c.get_name())
            .filter(|n| *n != "help")
            .collect();
        assert_eq!(names, SUBCOMMANDS);
    }

    #[test]
    fn errors_are_json_when_json_or_batch_is_given() {
        let args = |v: &[&str]| -> Vec<OsString> { v.iter().map(OsString::from).collect() };
        let r = Reporter::from_args(&args(&["hookgames", "grundy", "lctr", "3", "--json"]));
        assert!(r.json);
        assert_eq!(r.command, Some("grundy"));
        let r = Reporter::from_args(&args(&[
            "hookgames",
            "-q",
            "grundy",
            "lctr",
            "--batch",
            "-",
        ]));
        assert!(r.json);
        let r = Reporter::from_args(&args(&["hookgames", "show", "3", "--", "--json"]));
        assert!(!r.json);
        let r = Reporter::from_args(&args(&["hookgames", "frobnicate", "--json"]));
        assert_eq!(r.command, None);
    }
}
