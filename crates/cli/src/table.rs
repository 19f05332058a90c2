//! `hookgames table mhrg`: the table of G(Y_{m,n}) for 1 ≤ m, n ≤ K
//! (`--max K`: Abuku–Tada, Table 1, and beyond) or for the triangle
//! 1 ≤ m ≤ n, m + n ≤ S (`--max-sum S`), whole or as the I-th of N shards
//! (`--shard I/N`, JSON Lines), `hookgames table merge`, which puts the
//! shards together again (see [`crate::shard`]), and `hookgames table
//! verify`, which checks a shard or a table (see [`crate::verify`]).

use std::collections::BTreeMap;
use std::io::Write;

use anyhow::Result;
use clap::{ArgGroup, Args, Subcommand};
use hookgames::game::{Engine, Limits};
use hookgames::mhrg;
use serde::{Deserialize, Serialize};

use crate::shard::{self, MAX_SHARDS, Plan, ShardId};
use hookgames_query::error;
use hookgames_query::json::{self, Big, Play};
use hookgames_query::limits::{
    MAX_TABLE_POSITIONS, MAX_TABLE_POSITIONS_CEILING, TABLE_GAME_BUDGET_BYTES,
};
use hookgames_query::progress::Progress;

/// The games with a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum TableGame {
    /// G(Y_{m,n}) of the Multiple Hook Removing Game from the m×n rectangle.
    Mhrg,
}

#[derive(Debug, Args)]
pub(crate) struct TableArgs {
    #[command(subcommand)]
    command: TableCommand,
}

#[derive(Debug, Subcommand)]
enum TableCommand {
    /// G(Y_{m,n}) of the Multiple Hook Removing Game: the square 1 ≤ m, n ≤ K
    /// (--max K; Abuku–Tada, Table 1) or the triangle 1 ≤ m ≤ n, m + n ≤ S
    /// (--max-sum S); whole, or the I-th of N shards (--shard I/N).
    #[command(
        after_help = "Examples:\n  hookgames table mhrg --max 9\n  hookgames table mhrg --max 20 --json > table.json\n  hookgames table mhrg --max-sum 24\n  hookgames table mhrg --max-sum 38 --shard 3/16 > shard-3.jsonl"
    )]
    Mhrg(MhrgTableArgs),
    /// Puts the shards of a table (written by `table … --shard I/N`) together
    /// and prints the table as the unsharded command would, after checking
    /// that they fit: each shard's checksum, the same version and
    /// parameters, every shard 1..N once, every entry once and in its shard,
    /// every entry a theorem determines, one value for the entries of one
    /// game.
    #[command(
        after_help = "Examples:\n  hookgames table merge shard-*.jsonl\n  hookgames table merge shard-1.jsonl shard-2.jsonl --json > table.json"
    )]
    Merge(MergeArgs),
    /// Checks a shard or a table's JSON someone computed, and reports every
    /// difference: the shard's checksum, every entry a theorem determines,
    /// the entries of one game against each other, and a random sample of
    /// the others solved again (status 1 if anything differs).
    #[command(
        after_help = "Examples:\n  hookgames table verify shard-3.jsonl\n  hookgames table verify table.json --sample 20 --seed 7\n  hookgames table verify shard-3.jsonl --sample 1000 --max-positions 1099511627776 --json"
    )]
    Verify(crate::verify::VerifyArgs),
}

#[derive(Debug, Args)]
#[command(group(ArgGroup::new("extent").required(true).args(["max", "max_sum"])))]
pub(crate) struct MhrgTableArgs {
    /// The largest side K: the table covers 1 ≤ m, n ≤ K (K ≤ 32,
    /// MAX_TABLE_SIDE).
    #[arg(long, value_name = "K")]
    max: Option<usize>,
    /// The largest m + n: the table covers the triangle 1 ≤ m ≤ n,
    /// m + n ≤ S (2 ≤ S ≤ 64, MAX_RECT_CELLS); G(Y_{n,m}) = G(Y_{m,n}).
    #[arg(long, value_name = "S")]
    max_sum: Option<usize>,
    /// Compute only the I-th of N disjoint parts of the table (1 ≤ I ≤ N ≤
    /// 1024, MAX_SHARDS) and write it as JSON Lines: a header line with the
    /// version and the parameters, then one {"m","n","grundy"} per line.
    /// `hookgames table merge` puts the parts together.
    #[arg(long, value_name = "I/N", conflicts_with = "json")]
    shard: Option<String>,
    /// The most positions this run may solve (the table, or its shard):
    /// default 2^28 (MAX_TABLE_POSITIONS, a few minutes on two cores), at
    /// most 2^40 (MAX_TABLE_POSITIONS_CEILING). Raise it for a long run
    /// that means to wait; each game also needs one byte per position of
    /// memory (and a game per thread is solved at once).
    #[arg(long, value_name = "P")]
    max_positions: Option<u64>,
    /// Print one JSON object: for --max its "table" holds
    /// table[m-1][n-1] = G(Y_{m,n}); for --max-sum its "entries" hold
    /// {"m","n","grundy"}.
    #[arg(long)]
    json: bool,
}

#[derive(Debug, Args)]
pub(crate) struct MergeArgs {
    /// The shards' files (JSON Lines written by `table … --shard I/N`), in
    /// any order.
    #[arg(required = true, value_name = "FILES")]
    files: Vec<std::path::PathBuf>,
    /// Print one JSON object, as `table … --json` does.
    #[arg(long)]
    json: bool,
}

/// Which entries a table holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Extent {
    /// 1 ≤ m, n ≤ K (`--max K`).
    Square(usize),
    /// 1 ≤ m ≤ n, m + n ≤ S (`--max-sum S`).
    Triangle(usize),
}

/// The largest `--max-sum`: 64, the library's `MAX_RECT_CELLS` (m + n
/// ≤ 64 for every rectangle it solves).
pub(crate) const MAX_TABLE_SUM: usize = mhrg::MAX_RECT_CELLS as usize;

impl Extent {
    /// The extent of `--max K` or `--max-sum S`, checked.
    ///
    /// # Errors
    /// An input error for K = 0 or S < 2; a limit error naming
    /// `MAX_TABLE_SIDE` (32) or `MAX_RECT_CELLS` (64) beyond them.
    pub(crate) fn new(max: Option<usize>, max_sum: Option<usize>) -> Result<Self> {
        match (max, max_sum) {
            (Some(k), None) => {
                if k == 0 {
                    return Err(error::input(
                        "--max 0: the table needs at least one row (K ≥ 1)",
                    ));
                }
                if k > mhrg::MAX_TABLE_SIDE {
                    return Err(error::limit(format!(
                        "--max {k}: a Grundy table of side {k} was requested; the limit is {} \
                         (MAX_TABLE_SIDE)",
                        mhrg::MAX_TABLE_SIDE
                    )));
                }
                Ok(Extent::Square(k))
            }
            (None, Some(s)) => {
                if s < 2 {
                    return Err(error::input(format!(
                        "--max-sum {s}: the triangle m + n ≤ S needs S ≥ 2 (m, n ≥ 1)"
                    )));
                }
                if s > MAX_TABLE_SUM {
                    return Err(error::limit(format!(
                        "--max-sum {s}: the rectangles of the library have m + n ≤ \
                         {MAX_TABLE_SUM} (MAX_RECT_CELLS)"
                    )));
                }
                Ok(Extent::Triangle(s))
            }
            _ => Err(error::usage("give exactly one of --max K and --max-sum S")),
        }
    }

    /// The entries (m, n) of the table, in the order they are printed:
    /// m, then n, increasing. At most 32² = 1 024 entries (the square of
    /// side 32, or the triangle S = 64: Σ_{m ≤ 32} (65 − 2m) = 1 024).
    pub(crate) fn entries(self) -> Vec<(usize, u64)> {
        match self {
            Extent::Square(k) => (1..=k)
                .flat_map(|m| (1..=k as u64).map(move |n| (m, n)))
                .collect(),
            Extent::Triangle(s) => (1..=s / 2)
                .flat_map(|m| (m as u64..=(s - m) as u64).map(move |n| (m, n)))
                .collect(),
        }
    }

    /// `true` if (m, n) is an entry of the table.
    pub(crate) fn contains(self, m: usize, n: u64) -> bool {
        match self {
            Extent::Square(k) => (1..=k).contains(&m) && (1..=k as u64).contains(&n),
            Extent::Triangle(s) => {
                m >= 1 && (m as u64) <= n && (m as u64).saturating_add(n) <= s as u64
            }
        }
    }

    /// The option that made it, for messages: `--max 9`, `--max-sum 38`.
    pub(crate) fn option(self) -> String {
        match self {
            Extent::Square(k) => format!("--max {k}"),
            Extent::Triangle(s) => format!("--max-sum {s}"),
        }
    }

    /// (`max`, `max_sum`) as the JSON writes them.
    pub(crate) fn fields(self) -> (Option<usize>, Option<usize>) {
        match self {
            Extent::Square(k) => (Some(k), None),
            Extent::Triangle(s) => (None, Some(s)),
        }
    }
}

/// The values of a table: (m, n) ↦ G(Y_{m,n}).
pub(crate) type Values = BTreeMap<(usize, u64), u64>;

/// One entry of a table: G(Y_{m,n}).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub(crate) struct Entry<G> {
    pub(crate) m: usize,
    pub(crate) n: u64,
    pub(crate) grundy: G,
}

/// The answer of `table`: for `--max K`, `table[m-1][n-1]` is G(Y_{m,n});
/// for `--max-sum S`, `entries` lists G(Y_{m,n}) for 1 ≤ m ≤ n, m + n ≤ S
/// (normal play).
#[derive(Debug, Serialize)]
struct TableOut {
    game: TableGame,
    play: Play,
    #[serde(skip_serializing_if = "Option::is_none")]
    max: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    max_sum: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    table: Option<Vec<Vec<Big>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    entries: Option<Vec<Entry<Big>>>,
}

pub(crate) fn run(args: &TableArgs, out: &mut impl Write) -> Result<()> {
    match &args.command {
        TableCommand::Mhrg(a) => mhrg_table(a, out),
        TableCommand::Merge(a) => {
            let (extent, values) = shard::merge(&a.files)?;
            write_answer(TableGame::Mhrg, extent, &values, a.json, out)
        }
        TableCommand::Verify(a) => crate::verify::run(a, out),
    }
}

fn mhrg_table(args: &MhrgTableArgs, out: &mut impl Write) -> Result<()> {
    let extent = Extent::new(args.max, args.max_sum)?;
    let id = args.shard.as_deref().map(ShardId::parse).transpose()?;
    let plan = Plan::new(extent, id.map_or(1, |s| s.count))?;
    let index = id.map_or(1, |s| s.index);
    let limit = args.max_positions.unwrap_or(MAX_TABLE_POSITIONS);
    if limit > MAX_TABLE_POSITIONS_CEILING {
        return Err(error::limit(format!(
            "--max-positions {limit}: at most {MAX_TABLE_POSITIONS_CEILING} positions \
             (MAX_TABLE_POSITIONS_CEILING); split the table with --shard I/N instead"
        )));
    }
    check_work(&plan, index, id.is_some(), limit)?;
    let rects = plan.entries_of(index);
    let values = solve(&rects)?;
    match id {
        Some(id) => shard::write_shard(extent, id, &rects, &values, out),
        None => {
            let map: Values = rects.into_iter().zip(values).collect();
            write_answer(TableGame::Mhrg, extent, &map, args.json, out)
        }
    }
}

/// G(Y_{m,n}) for each rectangle (each reduced game solved once, in the
/// pool of `--threads`, each within [`TABLE_GAME_BUDGET_BYTES`]), with a
/// progress bar.
pub(crate) fn solve(rects: &[(usize, u64)]) -> Result<Vec<u64>> {
    let bar = Progress::new("table");
    let observer = |p: hookgames::game::Progress| {
        let total = p.total.unwrap_or(0);
        bar.update(p.done, p.total, &format!("positions {}/{total}", p.done));
    };
    let limits = Limits::default().with_max_bytes(TABLE_GAME_BUDGET_BYTES);
    let engine = Engine::new().with_limits(limits).with_progress(&observer);
    let values = mhrg::start_values(rects, &engine);
    bar.finish();
    Ok(values?)
}

/// Refuses a run whose games have more than `limit` positions in all
/// ([`MAX_TABLE_POSITIONS`], or `--max-positions`), before any is solved:
/// each distinct reduced game of the table (or of the shard) is solved
/// whole, so its positions are the work. The message says how many shards
/// would bring each within it.
///
/// # Complexity
/// O(games of the table · N) for the N it suggests.
fn check_work(plan: &Plan, index: usize, sharded: bool, limit: u64) -> Result<()> {
    let work = plan.load(index);
    let cap = u128::from(limit);
    if work <= cap {
        return Ok(());
    }
    let what = if sharded {
        format!("shard {index}/{} of the table", plan.count())
    } else {
        "the table".to_owned()
    };
    let total = plan.total();
    let largest = plan.largest_game();
    let advice = if largest > cap {
        format!(
            "its largest game alone has {largest} positions, so no sharding brings it within \
             (--max-positions raises the limit, up to {MAX_TABLE_POSITIONS_CEILING})"
        )
    } else {
        // The fewest shards whose plan keeps every shard within the limit
        // (at least total / limit; the largest game fits, so some N does).
        let lower = total.div_ceil(cap).max(2);
        let lower = usize::try_from(lower).unwrap_or(usize::MAX);
        let fits = (lower..=MAX_SHARDS).find(|&n| {
            Plan::new(plan.extent(), n).is_ok_and(|p| (1..=n).all(|i| p.load(i) <= cap))
        });
        match fits {
            Some(n) => format!(
                "split it into shards with --shard I/N, N ≥ {n} ({total} positions in all), or \
                 raise the limit with --max-positions"
            ),
            None => format!("{total} positions in all are too many even for {MAX_SHARDS} shards"),
        }
    };
    let name = if limit == MAX_TABLE_POSITIONS {
        "the command's work limit of MAX_TABLE_POSITIONS ="
    } else {
        "the work limit of --max-positions"
    };
    Err(error::limit(format!(
        "{what} ({}) solves {work} positions, more than {name} {limit} positions; {advice}",
        plan.extent().option()
    )))
}

/// Prints the table of `values` (every entry of `extent`): text or one
/// JSON object.
pub(crate) fn write_answer(
    game: TableGame,
    extent: Extent,
    values: &Values,
    as_json: bool,
    out: &mut impl Write,
) -> Result<()> {
    let get = |m: usize, n: u64| values.get(&(m, n)).copied().unwrap_or_default();
    match extent {
        Extent::Square(k) => {
            let rows: Vec<Vec<u64>> = (1..=k)
                .map(|m| (1..=k as u64).map(|n| get(m, n)).collect())
                .collect();
            if as_json {
                let answer = TableOut {
                    game,
                    play: Play::Normal,
                    max: Some(k),
                    max_sum: None,
                    table: Some(
                        rows.into_iter()
                            .map(|row| row.into_iter().map(Big).collect())
                            .collect(),
                    ),
                    entries: None,
                };
                json::write_line(out, "table", None, answer)?;
            } else {
                write_table(&rows, out)?;
            }
        }
        Extent::Triangle(s) => {
            if as_json {
                let answer = TableOut {
                    game,
                    play: Play::Normal,
                    max: None,
                    max_sum: Some(s),
                    table: None,
                    entries: Some(
                        extent
                            .entries()
                            .into_iter()
                            .map(|(m, n)| Entry {
                                m,
                                n,
                                grundy: Big(get(m, n)),
                            })
                            .collect(),
                    ),
                };
                json::write_line(out, "table", None, answer)?;
            } else {
                write_triangle(s, &get, out)?;
            }
        }
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

/// The triangle 1 ≤ m ≤ n, m + n ≤ s in the layout of Table 1: m down
/// (1..=s/2), n across (1..s), the cells outside the triangle blank
/// (n < m: the transpose, G(Y_{n,m}) = G(Y_{m,n}); m + n > s).
fn write_triangle(s: usize, get: &dyn Fn(usize, u64) -> u64, out: &mut impl Write) -> Result<()> {
    let cols = s - 1;
    let rows = s / 2;
    let entries = Extent::Triangle(s).entries();
    let width = entries
        .iter()
        .map(|&(m, n)| get(m, n).to_string().len())
        .chain(std::iter::once(cols.to_string().len()))
        .max()
        .unwrap_or(1);
    write!(out, "{:>w$} |", "m\\n", w = width.max(3))?;
    for n in 1..=cols {
        write!(out, " {n:>width$}")?;
    }
    writeln!(out)?;
    writeln!(out, "{}", "-".repeat(width.max(3) + 2 + cols * (width + 1)))?;
    for m in 1..=rows {
        let mut line = format!("{:>w$} |", m, w = width.max(3));
        for n in 1..=cols as u64 {
            if Extent::Triangle(s).contains(m, n) {
                line.push_str(&format!(" {:>width$}", get(m, n)));
            } else {
                line.push_str(&" ".repeat(width + 1));
            }
        }
        writeln!(out, "{}", line.trim_end())?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extents() {
        let t = Extent::new(None, Some(6)).unwrap();
        let e = t.entries();
        assert_eq!(e.len(), 9);
        assert_eq!(e[0], (1, 1));
        assert_eq!(e.last(), Some(&(3, 3)));
        assert!(e.iter().all(|&(m, n)| t.contains(m, n)));
        assert!(!t.contains(2, 1) && !t.contains(3, 4) && !t.contains(0, 2));
        let sq = Extent::new(Some(3), None).unwrap();
        assert_eq!(sq.entries().len(), 9);
        assert!(sq.contains(3, 1) && !sq.contains(4, 1));
        assert!(Extent::new(Some(0), None).is_err());
        assert!(Extent::new(Some(33), None).is_err());
        assert!(Extent::new(None, Some(1)).is_err());
        assert!(Extent::new(None, Some(65)).is_err());
        assert_eq!(
            Extent::new(None, Some(64)).unwrap().entries().len(),
            32 * 32
        );
    }
}
