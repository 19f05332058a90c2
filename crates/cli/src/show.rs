//! `hookgames show`: a partition and everything the foundation crates know
//! about it.

use std::io::Write;
use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::Args;
use hookgames::maya::{beta_numbers, core_and_quotient};
use hookgames::partition::{DiagonalExpr, Partition};
use hookgames::svg::{hook_lengths_svg, unimodal_svg};
use serde_json::{Value, json};

use crate::input::{parse_rect, read_position};

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
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    /// Also draw the diagram as an SVG picture in FILE: the hook length in
    /// each box or, with --rect, the M×N rectangle with the unimodal
    /// numbering and the diagram shaded.
    #[arg(long, value_name = "FILE")]
    svg: Option<PathBuf>,
}

/// Everything `show` prints, computed once for both output forms.
struct Shown {
    partition: Partition,
    conjugate: Partition,
    durfee: usize,
    hook_lengths: Vec<Vec<u64>>,
    beta: Vec<u64>,
    core_quotient: Option<(u64, Partition, Vec<Partition>)>,
    diagonal: Option<DiagonalExpr>,
}

pub(crate) fn run(args: &ShowArgs, out: &mut impl Write) -> Result<()> {
    let text = read_position(&args.partition)?;
    let partition: Partition = text
        .parse()
        .with_context(|| format!("'{text}' is not a partition"))?;
    let rect = args.rect.as_deref().map(parse_rect).transpose()?;
    let shown = Shown {
        conjugate: partition.conjugate()?,
        durfee: partition.durfee_length(),
        hook_lengths: partition.hook_lengths()?,
        beta: beta_numbers(&partition, partition.len())?,
        core_quotient: match args.n {
            Some(k) => {
                let (core, quotient) =
                    core_and_quotient(&partition, k).with_context(|| format!("--n {k}"))?;
                Some((k, core, quotient))
            }
            None => None,
        },
        diagonal: match rect {
            Some((m, n)) => Some(
                DiagonalExpr::from_partition(&partition, m, n)
                    .with_context(|| format!("--rect {m}x{n}"))?,
            ),
            None => None,
        },
        partition,
    };
    if let Some(path) = &args.svg {
        let picture = match rect {
            Some((m, n)) => unimodal_svg(&shown.partition, m, n),
            None => hook_lengths_svg(&shown.partition),
        }
        .context("--svg")?;
        std::fs::write(path, picture)
            .with_context(|| format!("cannot write the SVG picture to '{}'", path.display()))?;
    }
    if args.json {
        writeln!(out, "{}", to_json(&shown))?;
    } else {
        write_text(&shown, out)?;
    }
    Ok(())
}

fn parts(p: &Partition) -> Value {
    json!(p.parts())
}

fn to_json(s: &Shown) -> Value {
    let mut obj = json!({
        "partition": parts(&s.partition),
        "size": s.partition.size(),
        "conjugate": parts(&s.conjugate),
        "durfee": s.durfee,
        "hook_lengths": s.hook_lengths,
        "beta": s.beta,
    });
    if let Some((k, core, quotient)) = &s.core_quotient {
        obj["n"] = json!(k);
        obj["core"] = parts(core);
        obj["quotient"] = Value::Array(quotient.iter().map(parts).collect());
    }
    if let Some(d) = &s.diagonal {
        obj["rect"] = json!([d.m(), d.n()]);
        obj["diagonal"] = json!(d.values());
    }
    obj
}

fn write_text(s: &Shown, out: &mut impl Write) -> Result<()> {
    let p = &s.partition;
    writeln!(out, "partition    {p}")?;
    writeln!(out, "exponent     {}", p.exponent_notation())?;
    writeln!(out, "corners      {}", p.corner_notation())?;
    writeln!(out, "size         {}", p.size())?;
    writeln!(out, "rows         {}", p.len())?;
    writeln!(out, "conjugate    {}", s.conjugate)?;
    writeln!(out, "durfee       {}", s.durfee)?;
    writeln!(out, "hook lengths")?;
    write_grid(&s.hook_lengths, out)?;
    writeln!(
        out,
        "β-numbers    {}  ({} stones)",
        join(&s.beta),
        s.beta.len()
    )?;
    if let Some((k, core, quotient)) = &s.core_quotient {
        writeln!(out, "{k}-core       {core}")?;
        let q: Vec<String> = quotient.iter().map(ToString::to_string).collect();
        writeln!(out, "{k}-quotient   ({})", q.join(" | "))?;
    }
    if let Some(d) = &s.diagonal {
        writeln!(out, "diagonal     {d}  in D_{{{},{}}}", d.m(), d.n())?;
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
