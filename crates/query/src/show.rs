//! `hookgames show`: a partition and everything the foundation crates know
//! about it.
//!
//! Everything is read off the runs of the partition and written as it is
//! computed, so every partition the parser accepts is shown in bounded
//! memory, `1^268435456` and `5^1000000000000` included: the size, length,
//! largest part, conjugate and Durfee size from the runs; the β-numbers
//! and the hook lengths row by row from the runs and the conjugate's runs
//! (never a table in memory). The listings have one entry per row or per
//! box: the text lists the β-numbers of at most [`HOOK_TABLE_CAP`] rows,
//! `--json` as many as fit in `MAX_LISTING_BYTES` of output; the
//! hook-length table is printed for at most [`HOOK_TABLE_CAP`] boxes, or
//! with `--hooks` (streamed, up to `MAX_HOOKS_OUTPUT_BYTES` of output). Only the n-core and
//! n-quotient (`--n`), the diagonal expression (`--rect`) and the picture
//! (`--svg`) need the parts one by one, checked in bytes first.

use std::io::Write;
use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::Args;
use hookgames::maya::core_and_quotient;
use hookgames::partition::{DiagonalExpr, Partition, PartitionRuns, check_materialized_bytes};
use hookgames::svg::{hook_lengths_svg, unimodal_svg};
use serde::{Serialize, Serializer};

use crate::error;
use crate::excerpt::quote;
use crate::io::{Io, SvgTo, svg_target, write_svg};
use crate::json::{self, Big, Position, Rect};
use crate::limits::{HOOK_TABLE_CAP, MAX_HOOKS_OUTPUT_BYTES, MAX_LISTING_BYTES};
use crate::parse::{parse_rect, parse_runs};
use crate::runs::{beta_numbers, expand, hook_row, rows};

/// The question of `hookgames show`: its command-line arguments.
#[derive(Debug, Args)]
pub struct ShowArgs {
    /// The partition: `9,8,6,5,5,2`, `6,5,4^3,2^2`, `{(6,1),(5,2),(4,5),(2,7)}`, @FILE or -.
    #[arg(allow_hyphen_values = true)]
    pub partition: String,
    /// Also print the K-core and the K-quotient (λ^(0), …, λ^(K−1)), where
    /// λ^(k) is read off the abacus runner of the cells ≡ k (mod K).
    #[arg(long = "n", value_name = "K")]
    pub n: Option<u64>,
    /// Also print the diagonal expression in D_{M,N} (Abuku–Tada §3).
    #[arg(long, value_name = "MxN")]
    pub rect: Option<String>,
    /// Print the hook-length table however many boxes the partition has,
    /// up to 1 GiB of output (MAX_HOOKS_OUTPUT_BYTES); without it, the
    /// table is printed for at most 10000 boxes.
    #[arg(long)]
    pub hooks: bool,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// Also draw the diagram as an SVG picture in FILE: the hook length in
    /// each box or, with --rect, the M×N rectangle with the unimodal
    /// numbering and the diagram shaded. `--svg -` writes the picture to
    /// standard output instead of the text.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
}

/// A listing that was left out, and why.
#[derive(Debug, Serialize)]
struct Omitted {
    field: &'static str,
    reason: String,
}

/// The β-numbers λ_i + ℓ − i, written one by one from the runs.
struct BetaList<'a>(&'a PartitionRuns);

impl Serialize for BetaList<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(beta_numbers(self.0).map(Big))
    }
}

/// The hook-length table, written row by row from the runs and the
/// conjugate's runs.
struct HookTable<'a> {
    runs: &'a PartitionRuns,
    conj: &'a PartitionRuns,
}

impl Serialize for HookTable<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        struct Row<'a>(&'a PartitionRuns, u64, u64);
        impl Serialize for Row<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_seq(hook_row(self.0, self.1, self.2).map(Big))
            }
        }
        s.collect_seq(rows(self.runs).map(|(i, part)| Row(self.conj, i, part)))
    }
}

/// Everything `show` prints, for both output forms; the listings are
/// written as they are computed.
#[derive(Serialize)]
struct Shown<'a> {
    position: Position<'a>,
    size: Big,
    length: Big,
    largest_part: Big,
    conjugate: Position<'a>,
    /// The side of the Durfee square (at most 2^32: its square has at most
    /// u64::MAX boxes).
    durfee: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    beta: Option<BetaList<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    hook_lengths: Option<HookTable<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    n: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    core: Option<Position<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    quotient: Option<Vec<Position<'a>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rect: Option<Rect>,
    #[serde(skip_serializing_if = "Option::is_none")]
    diagonal: Option<&'a [u64]>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    omitted: Vec<Omitted>,
    #[serde(skip)]
    diagonal_expr: Option<&'a DiagonalExpr>,
    #[serde(skip)]
    runs: &'a PartitionRuns,
}

/// The number of decimal digits of `v`.
fn digits(v: u64) -> u64 {
    u64::from(v.checked_ilog10().unwrap_or(0)) + 1
}

/// The largest β-number λ_1 + ℓ − 1 (≤ |λ|), 0 for ∅.
fn top_beta(runs: &PartitionRuns) -> u64 {
    match runs.num_parts() {
        0 => 0,
        // λ_1 + ℓ − 1 = h(1, 1) ≤ |λ| ≤ u64::MAX.
        rows => runs.largest_part() + (rows - 1),
    }
}

/// The bytes of the JSON list of β-numbers, at most: each `"β",`.
fn beta_json_bytes(runs: &PartitionRuns) -> u128 {
    u128::from(runs.num_parts()) * u128::from(digits(top_beta(runs)) + 3)
}

/// The diagonal expression of Y in D_{m,n}, its size checked in bytes
/// before it is built (m + n + 1 values and the buffer that builds them,
/// 16(m + n + 2) bytes), and the fit checked on the runs before Y is
/// expanded (at most m rows).
fn diagonal_expr(runs: &PartitionRuns, text: &str, m: usize, n: u64) -> Result<DiagonalExpr> {
    let entries = (m as u128) + u128::from(n) + 2;
    check_materialized_bytes(
        "the diagonal expression (m + n + 1 values and its buffer)",
        entries * 16,
        "give a smaller --rect",
    )
    .with_context(|| format!("--rect {m}x{n}"))?;
    if runs.num_parts() > m as u64 || runs.largest_part() > n {
        return Err(error::input(format!(
            "{} does not fit in the {m} × {n} rectangle: it has {} rows and {} columns",
            quote(text),
            runs.num_parts(),
            runs.largest_part()
        )))
        .with_context(|| format!("--rect {m}x{n}"));
    }
    let y = expand(runs, &format!("--rect {m}x{n}"))?;
    DiagonalExpr::from_partition(&y, m, n).with_context(|| format!("--rect {m}x{n}"))
}

/// `hookgames show`, in text or `--json`, and its picture (`--svg`), the
/// position read and the picture written through `io`.
///
/// # Errors
/// Usage, input and limit errors (see [`crate::error`]), and `io`'s.
pub fn run(args: &ShowArgs, io: &dyn Io, out: &mut impl Write) -> Result<()> {
    let svg = svg_target(args.svg.as_ref(), args.json)?;
    let text = io.read_position(&args.partition)?;
    let runs = parse_runs(&text)?;
    let rect = args.rect.as_deref().map(parse_rect).transpose()?;
    let conj = runs.conjugate();
    let mut omitted = Vec::new();
    let beta = if !args.json || beta_json_bytes(&runs) <= u128::from(MAX_LISTING_BYTES) {
        Some(BetaList(&runs))
    } else {
        omitted.push(Omitted {
            field: "beta",
            reason: format!(
                "{} β-numbers of up to {} digits, more than {MAX_LISTING_BYTES} bytes of \
                 output (MAX_LISTING_BYTES)",
                runs.num_parts(),
                digits(top_beta(&runs))
            ),
        });
        None
    };
    if args.hooks {
        // One entry of at most digits(h(1,1)) + 3 bytes a box, 3 bytes a row.
        let bytes = u128::from(runs.size()) * u128::from(digits(top_beta(&runs)) + 3)
            + u128::from(runs.num_parts()) * 3;
        if bytes > u128::from(MAX_HOOKS_OUTPUT_BYTES) {
            return Err(error::limit(format!(
                "--hooks: the hook-length table of {} boxes would print up to {bytes} bytes, \
                 more than {MAX_HOOKS_OUTPUT_BYTES} (MAX_HOOKS_OUTPUT_BYTES); the size, the \
                 conjugate and the β-numbers are shown without --hooks",
                runs.size()
            )));
        }
    }
    let hook_lengths = if args.hooks || runs.size() <= HOOK_TABLE_CAP {
        Some(HookTable {
            runs: &runs,
            conj: &conj,
        })
    } else {
        omitted.push(Omitted {
            field: "hook_lengths",
            reason: format!(
                "{} boxes, more than {HOOK_TABLE_CAP}; --hooks prints the table",
                runs.size()
            ),
        });
        None
    };
    let core_quotient = match args.n {
        Some(k) => {
            let p = expand(&runs, &format!("--n {k}"))?;
            Some(core_and_quotient(&p, k).with_context(|| format!("--n {k}"))?)
        }
        None => None,
    };
    let diagonal = match rect {
        Some((m, n)) => Some(diagonal_expr(&runs, &text, m, n)?),
        None => None,
    };
    if let Some(to) = &svg {
        let p: Partition = expand(&runs, "--svg")?;
        let picture = match rect {
            Some((m, n)) => unimodal_svg(&p, m, n),
            None => hook_lengths_svg(&p),
        }
        .context("--svg")?;
        write_svg(io, to, &picture, out)?;
        if *to == SvgTo::Stdout {
            return Ok(());
        }
    }
    let shown = Shown {
        position: Position::from_runs(&runs),
        size: Big(runs.size()),
        length: Big(runs.num_parts()),
        largest_part: Big(runs.largest_part()),
        conjugate: Position::from_runs(&conj),
        durfee: runs.durfee_length(),
        beta,
        hook_lengths,
        n: args.n,
        core: core_quotient
            .as_ref()
            .map(|(c, _)| Position::from_parts(c.parts())),
        quotient: core_quotient
            .as_ref()
            .map(|(_, q)| q.iter().map(|q| Position::from_parts(q.parts())).collect()),
        rect: diagonal.as_ref().map(|d| Rect { m: d.m(), n: d.n() }),
        diagonal: diagonal.as_ref().map(DiagonalExpr::values),
        omitted,
        diagonal_expr: diagonal.as_ref(),
        runs: &runs,
    };
    if args.json {
        json::write_line(out, "show", None, &shown)?;
    } else {
        write_text(&shown, out)?;
    }
    Ok(())
}

fn write_text(s: &Shown<'_>, out: &mut impl Write) -> Result<()> {
    let r = s.runs;
    if r.num_parts() <= HOOK_TABLE_CAP {
        writeln!(out, "partition    {}", s.position.plain())?;
    } else {
        writeln!(
            out,
            "partition    ({} rows, more than {HOOK_TABLE_CAP}: see the exponent notation)",
            r.num_parts()
        )?;
    }
    writeln!(out, "exponent     {r}")?;
    writeln!(out, "corners      {}", r.corner_notation())?;
    writeln!(out, "size         {}", r.size())?;
    writeln!(out, "rows         {}", r.num_parts())?;
    writeln!(out, "conjugate    {}", s.conjugate.exponent())?;
    writeln!(out, "durfee       {}", s.durfee)?;
    match &s.hook_lengths {
        Some(table) => {
            writeln!(out, "hook lengths")?;
            // The largest hook is h(1, 1) = λ_1 + ℓ − 1.
            let width = digits(top_beta(r)) as usize;
            for (i, part) in rows(r) {
                write!(out, " ")?;
                for h in hook_row(table.conj, i, part) {
                    write!(out, " {h:>width$}")?;
                }
                writeln!(out)?;
            }
        }
        None => writeln!(
            out,
            "hook lengths (not shown: {} boxes, more than {HOOK_TABLE_CAP}; --hooks prints them)",
            r.size()
        )?,
    }
    let stones = r.num_parts();
    if stones <= HOOK_TABLE_CAP {
        write!(out, "β-numbers    ")?;
        for (k, b) in beta_numbers(r).enumerate() {
            if k > 0 {
                write!(out, ",")?;
            }
            write!(out, "{b}")?;
        }
        writeln!(out, "  ({stones} stones)")?;
    } else if beta_json_bytes(r) <= u128::from(MAX_LISTING_BYTES) {
        writeln!(
            out,
            "β-numbers    (not shown: {stones} stones, more than {HOOK_TABLE_CAP}; --json lists them)"
        )?;
    } else {
        writeln!(
            out,
            "β-numbers    (not shown: {stones} stones, more than {HOOK_TABLE_CAP}, and more than \
             {MAX_LISTING_BYTES} bytes of output (MAX_LISTING_BYTES) for --json)"
        )?;
    }
    if let (Some(k), Some(core), Some(quotient)) = (s.n, &s.core, &s.quotient) {
        writeln!(out, "{k}-core       {}", core.exponent())?;
        write!(out, "{k}-quotient   (")?;
        for (idx, q) in quotient.iter().enumerate() {
            if idx > 0 {
                write!(out, " | ")?;
            }
            write!(out, "{}", q.exponent())?;
        }
        writeln!(out, ")")?;
    }
    if let (Some(d), Some(rect)) = (s.diagonal_expr, &s.rect) {
        writeln!(out, "diagonal     {d}  in D_{{{},{}}}", rect.m, rect.n)?;
    }
    Ok(())
}

/// Rows of numbers right-aligned in columns of equal width.
///
/// # Errors
///
/// The writer's error.
pub fn write_grid(rows: &[Vec<u64>], out: &mut impl Write) -> Result<()> {
    let width = rows
        .iter()
        .flatten()
        .map(|v| v.to_string().len())
        .max()
        .unwrap_or(1);
    for row in rows {
        let cells: Vec<String> = row.iter().map(|v| format!("{v:>width$}")).collect();
        writeln!(out, "  {}", cells.join(" "))?;
    }
    Ok(())
}

/// The values joined by commas, `7,6,4`.
pub fn join(values: &[u64]) -> String {
    values
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(",")
}
