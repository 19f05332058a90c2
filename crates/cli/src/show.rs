//! `hookgames show`: a partition and everything the foundation crates know
//! about it.
//!
//! Everything that needs only the runs of the partition (size, length,
//! largest part, conjugate, Durfee size) is computed for every partition
//! the parser accepts, `5^1000000000000` included. The per-row listings
//! (β-numbers) and the n-core, n-quotient and diagonal expression need the
//! parts one by one (at most `MAX_MATERIALIZED` rows). The hook-length
//! table has one entry per box: it is printed for at most
//! [`HOOK_TABLE_CAP`] boxes, or with `--hooks`.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use clap::Args;
use hookgames::maya::{beta_numbers, core_and_quotient};
use hookgames::partition::{DiagonalExpr, Partition, PartitionRuns};
use hookgames::svg::{hook_lengths_svg, unimodal_svg};
use serde::Serialize;

use crate::error;
use crate::input::{parse_rect, read_position};
use crate::json::{self, Big, Position, Rect};

/// The largest number of boxes whose hook-length table `show` prints
/// without `--hooks` (and of rows whose β-numbers the text output lists).
pub(crate) const HOOK_TABLE_CAP: u64 = 10_000;

#[derive(Debug, Args)]
pub(crate) struct ShowArgs {
    /// The partition: `9,8,6,5,5,2`, `6,5,4^3,2^2`, `{(6,1),(5,2),(4,5),(2,7)}`, @FILE or -.
    #[arg(allow_hyphen_values = true)]
    partition: String,
    /// Also print the K-core and the K-quotient (λ^(0), …, λ^(K−1)), where
    /// λ^(k) is read off the abacus runner of the cells ≡ k (mod K).
    #[arg(long = "n", value_name = "K")]
    n: Option<u64>,
    /// Also print the diagonal expression in D_{M,N} (Abuku–Tada §3).
    #[arg(long, value_name = "MxN")]
    rect: Option<String>,
    /// Print the hook-length table whatever the size of the partition
    /// (without it, the table is printed for at most 10000 boxes).
    #[arg(long)]
    hooks: bool,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    /// Also draw the diagram as an SVG picture in FILE: the hook length in
    /// each box or, with --rect, the M×N rectangle with the unimodal
    /// numbering and the diagram shaded. `--svg -` writes the picture to
    /// standard output instead of the text.
    #[arg(long, value_name = "FILE")]
    svg: Option<PathBuf>,
}

/// Where an SVG picture goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum SvgTo {
    /// A file.
    File(PathBuf),
    /// Standard output, instead of the command's own output.
    Stdout,
}

/// The `--svg` option: a file or `-`; `-` and `--json` both want standard
/// output and do not go together.
pub(crate) fn svg_target(svg: Option<&PathBuf>, json: bool) -> Result<Option<SvgTo>> {
    match svg {
        None => Ok(None),
        Some(p) if p.as_os_str() == "-" => {
            if json {
                return Err(error::usage(
                    "--svg - writes the picture to standard output, where --json writes; \
                     give --svg a file name to have both",
                ));
            }
            Ok(Some(SvgTo::Stdout))
        }
        Some(p) => Ok(Some(SvgTo::File(p.clone()))),
    }
}

/// Writes a picture to its file or to `out`.
pub(crate) fn write_svg(to: &SvgTo, picture: &str, out: &mut impl Write) -> Result<()> {
    match to {
        SvgTo::Stdout => {
            out.write_all(picture.as_bytes())?;
            Ok(())
        }
        SvgTo::File(path) => write_file(path, picture),
    }
}

fn write_file(path: &Path, picture: &str) -> Result<()> {
    std::fs::write(path, picture)
        .with_context(|| format!("cannot write the SVG picture to '{}'", path.display()))
}

/// A listing that was left out, and why.
#[derive(Debug, Serialize)]
struct Omitted {
    field: &'static str,
    reason: String,
}

/// Everything `show` prints, computed once for both output forms.
#[derive(Debug, Serialize)]
struct Shown {
    position: Position,
    size: Big,
    length: Big,
    largest_part: Big,
    conjugate: Position,
    /// The side of the Durfee square (at most 2^32: its square has at most
    /// u64::MAX boxes).
    durfee: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    beta: Option<Vec<Big>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    hook_lengths: Option<Vec<Vec<Big>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    n: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    core: Option<Position>,
    #[serde(skip_serializing_if = "Option::is_none")]
    quotient: Option<Vec<Position>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rect: Option<Rect>,
    #[serde(skip_serializing_if = "Option::is_none")]
    diagonal: Option<Vec<u64>>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    omitted: Vec<Omitted>,
    #[serde(skip)]
    text: TextOnly,
}

/// What only the text output needs.
#[derive(Debug, Default)]
struct TextOnly {
    runs: PartitionRuns,
    plain: Option<String>,
    diagonal: Option<String>,
}

pub(crate) fn run(args: &ShowArgs, out: &mut impl Write) -> Result<()> {
    let svg = svg_target(args.svg.as_ref(), args.json)?;
    let text = read_position(&args.partition)?;
    let runs: PartitionRuns = text
        .parse()
        .with_context(|| format!("'{text}' is not a partition"))?;
    let rect = args.rect.as_deref().map(parse_rect).transpose()?;
    // The parts one by one, if there are at most MAX_MATERIALIZED of them.
    let materialized = runs.to_partition();
    let needs = |what: &str| -> Result<&Partition> {
        materialized
            .as_ref()
            .map_err(Clone::clone)
            .with_context(|| format!("{what} needs the rows of the partition one by one"))
    };
    let mut omitted = Vec::new();
    let beta = match &materialized {
        Ok(p) => match beta_numbers(p, p.len()) {
            Ok(b) => Some(b.into_iter().map(Big).collect()),
            Err(e) => {
                omitted.push(Omitted {
                    field: "beta",
                    reason: e.to_string(),
                });
                None
            }
        },
        Err(e) => {
            omitted.push(Omitted {
                field: "beta",
                reason: e.to_string(),
            });
            None
        }
    };
    let hook_lengths = if args.hooks || runs.size() <= HOOK_TABLE_CAP {
        let table = needs("the hook-length table")?
            .hook_lengths()
            .context("the hook-length table")?;
        Some(
            table
                .into_iter()
                .map(|row| row.into_iter().map(Big).collect())
                .collect(),
        )
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
    let (core, quotient) = match args.n {
        Some(k) => {
            let (core, quotient) = core_and_quotient(needs(&format!("--n {k}"))?, k)
                .with_context(|| format!("--n {k}"))?;
            (
                Some(core),
                Some(
                    quotient
                        .iter()
                        .map(|q| Position::from_parts(q.parts()))
                        .collect(),
                ),
            )
        }
        None => (None, None),
    };
    let diagonal = match rect {
        Some((m, n)) => Some(
            DiagonalExpr::from_partition(needs(&format!("--rect {m}x{n}"))?, m, n)
                .with_context(|| format!("--rect {m}x{n}"))?,
        ),
        None => None,
    };
    if let Some(to) = &svg {
        let p = needs("--svg")?;
        let picture = match rect {
            Some((m, n)) => unimodal_svg(p, m, n),
            None => hook_lengths_svg(p),
        }
        .context("--svg")?;
        write_svg(to, &picture, out)?;
        if *to == SvgTo::Stdout {
            return Ok(());
        }
    }
    let plain = match &materialized {
        Ok(p) if p.len() as u64 <= HOOK_TABLE_CAP => Some(p.to_string()),
        _ => None,
    };
    let shown = Shown {
        position: Position::from_runs(&runs),
        size: Big(runs.size()),
        length: Big(runs.num_parts()),
        largest_part: Big(runs.largest_part()),
        conjugate: Position::from_runs(&runs.conjugate()),
        durfee: runs.durfee_length(),
        beta,
        hook_lengths,
        n: args.n,
        core: core.as_ref().map(|c| Position::from_parts(c.parts())),
        quotient,
        rect: diagonal.as_ref().map(|d| Rect { m: d.m(), n: d.n() }),
        diagonal: diagonal.as_ref().map(|d| d.values().to_vec()),
        omitted,
        text: TextOnly {
            runs,
            plain,
            diagonal: diagonal.as_ref().map(ToString::to_string),
        },
    };
    if args.json {
        json::write_line(out, "show", None, &shown)?;
    } else {
        write_text(&shown, out)?;
    }
    Ok(())
}

fn write_text(s: &Shown, out: &mut impl Write) -> Result<()> {
    let r = &s.text.runs;
    match &s.text.plain {
        Some(plain) => writeln!(out, "partition    {plain}")?,
        None => writeln!(
            out,
            "partition    ({} rows, more than {HOOK_TABLE_CAP}: see the exponent notation)",
            r.num_parts()
        )?,
    }
    writeln!(out, "exponent     {r}")?;
    writeln!(out, "corners      {}", r.corner_notation())?;
    writeln!(out, "size         {}", r.size())?;
    writeln!(out, "rows         {}", r.num_parts())?;
    writeln!(out, "conjugate    {}", s.conjugate.text())?;
    writeln!(out, "durfee       {}", s.durfee)?;
    match &s.hook_lengths {
        Some(rows) => {
            writeln!(out, "hook lengths")?;
            let rows: Vec<Vec<u64>> = rows
                .iter()
                .map(|row| row.iter().map(|b| b.0).collect())
                .collect();
            write_grid(&rows, out)?;
        }
        None => writeln!(
            out,
            "hook lengths (not shown: {} boxes, more than {HOOK_TABLE_CAP}; --hooks prints them)",
            r.size()
        )?,
    }
    match &s.beta {
        Some(beta) if beta.len() as u64 <= HOOK_TABLE_CAP => {
            let values: Vec<u64> = beta.iter().map(|b| b.0).collect();
            writeln!(
                out,
                "β-numbers    {}  ({} stones)",
                join(&values),
                values.len()
            )?;
        }
        Some(beta) => writeln!(
            out,
            "β-numbers    (not shown: {} stones, more than {HOOK_TABLE_CAP}; --json lists them)",
            beta.len()
        )?,
        None => {
            let reason = s
                .omitted
                .iter()
                .find(|o| o.field == "beta")
                .map_or("", |o| o.reason.as_str());
            writeln!(out, "β-numbers    (not computed: {reason})")?;
        }
    }
    if let (Some(k), Some(core), Some(quotient)) = (s.n, &s.core, &s.quotient) {
        writeln!(out, "{k}-core       {}", core.text())?;
        let q: Vec<&str> = quotient.iter().map(Position::text).collect();
        writeln!(out, "{k}-quotient   ({})", q.join(" | "))?;
    }
    if let (Some(d), Some(rect)) = (&s.text.diagonal, &s.rect) {
        writeln!(out, "diagonal     {d}  in D_{{{},{}}}", rect.m, rect.n)?;
    }
    Ok(())
}

/// Rows of numbers right-aligned in columns of equal width.
pub(crate) fn write_grid(rows: &[Vec<u64>], out: &mut impl Write) -> Result<()> {
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

pub(crate) fn join(values: &[u64]) -> String {
    values
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(",")
}
