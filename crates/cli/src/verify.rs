//! `hookgames table verify FILE --sample N`: checks a table someone else
//! computed — a shard (`table … --shard I/N`) or a table's JSON
//! (`table … --json`, `table merge … --json`) — and reports every
//! difference it finds:
//!
//! 1. a shard's checksum against what it holds ([`crate::checksum`]);
//! 2. every entry a theorem determines ([`shard::by_theorem`]: one and
//!    two rows, Y_{n,n} and Y_{n,n+1});
//! 3. a random sample of N of the other entries, solved again, and with
//!    each solved game every entry it gives;
//! 4. the entries of each other game against each other (transposition
//!    and Abuku–Tada, Theorem 4.4).
//!
//! The exit status is 0 when everything agrees and 1 when the report
//! lists a difference (as a batch with failed lines); 2 is an error that
//! kept the check from running (a file that is not a table, a sample over
//! the work limit).

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::Result;
use clap::Args;
use hookgames::mhrg::{PositionSpace, reduced_rectangle};
use serde::{Deserialize, Serialize};

use crate::shard::{self, Plan, ShardFile, ShardId, at, by_theorem, read_bounded};
use crate::table::{Entry, Extent, TableGame};
use hookgames_query::error;
use hookgames_query::json::{self, Big, SCHEMA};
use hookgames_query::limits::{MAX_TABLE_POSITIONS, MAX_TABLE_POSITIONS_CEILING};

#[derive(Debug, Args)]
pub(crate) struct VerifyArgs {
    /// The file: a shard (written by `table … --shard I/N`) or a table's
    /// JSON (written by `table … --json` or `table merge … --json`).
    #[arg(value_name = "FILE")]
    file: PathBuf,
    /// How many entries to solve again, drawn at random from those no
    /// theorem determines (all of them if there are fewer); every other
    /// entry of a game solved is checked with it. 0 checks the checksum,
    /// the theorems and the games' agreement only.
    #[arg(long, value_name = "N", default_value_t = 4)]
    sample: usize,
    /// The seed of the draw: the same seed and file give the same sample.
    /// By default one from the clock, named in the report so that the
    /// check can be repeated.
    #[arg(long, value_name = "S")]
    seed: Option<u64>,
    /// The most positions the sample's games may have in all, as for
    /// `table mhrg` (default MAX_TABLE_POSITIONS = 2^28, at most 2^40).
    #[arg(long, value_name = "P")]
    max_positions: Option<u64>,
    /// Print the report as one JSON object.
    #[arg(long)]
    json: bool,
}

/// The report listed differences: the command exits with status 1.
#[derive(Debug)]
pub(crate) struct Differences {
    /// How many.
    pub(crate) count: usize,
}

impl std::fmt::Display for Differences {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the check found {} difference(s)", self.count)
    }
}

impl std::error::Error for Differences {}

/// One value a file states: G(Y_{m,n}) = `value`, at `line` (a shard's
/// line; `None` in a table's one-line JSON).
#[derive(Debug, Clone, Copy)]
struct Claim {
    line: Option<usize>,
    m: usize,
    n: u64,
    value: u64,
}

/// What a file holds, read.
struct Claims {
    /// "shard" or "table".
    kind: &'static str,
    extent: Extent,
    /// A shard's version and id.
    version: Option<String>,
    shard: Option<ShardId>,
    /// A shard's checksums: (stated, computed).
    checksum: Option<(Option<String>, String)>,
    claims: Vec<Claim>,
}

/// A table's JSON as `table … --json` writes it.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct TableIn {
    schema: String,
    command: String,
    game: TableGame,
    play: String,
    #[serde(default)]
    max: Option<usize>,
    #[serde(default)]
    max_sum: Option<usize>,
    #[serde(default)]
    table: Option<Vec<Vec<String>>>,
    #[serde(default)]
    entries: Option<Vec<Entry<String>>>,
}

/// A decimal u64, or an input error at `path` naming G(Y_{m,n}).
fn value_of(path: &Path, line: usize, m: usize, n: u64, text: &str) -> Result<u64> {
    text.parse::<u64>()
        .ok()
        .filter(|_| text.bytes().all(|b| b.is_ascii_digit()))
        .ok_or_else(|| {
            at(
                path,
                line,
                format!(
                    "the value of G(Y_{{{m},{n}}}) is {}, not a decimal number",
                    hookgames_query::excerpt::quote(text)
                ),
            )
        })
}

/// Reads a table's JSON: every entry of its extent once.
fn read_table(path: &Path, text: &str) -> Result<Claims> {
    let t: TableIn = serde_json::from_str(text.trim_end()).map_err(|e| {
        at(
            path,
            1,
            format!("not a shard or a table's JSON (`table … --json` writes one): {e}"),
        )
    })?;
    if t.schema != SCHEMA || t.command != "table" {
        return Err(at(
            path,
            1,
            format!(
                "schema {:?} and command {:?}; a table has {SCHEMA:?} and \"table\"",
                t.schema, t.command
            ),
        ));
    }
    match t.game {
        TableGame::Mhrg => {}
    }
    if t.play != "normal" {
        return Err(at(
            path,
            1,
            format!("play {:?}: the tables are in normal play", t.play),
        ));
    }
    let extent = Extent::new(t.max, t.max_sum).map_err(|e| at(path, 1, format!("{e:#}")))?;
    let mut claims = Vec::new();
    match (extent, t.table, t.entries) {
        (Extent::Square(k), Some(rows), None) => {
            if rows.len() != k || rows.iter().any(|r| r.len() != k) {
                return Err(at(
                    path,
                    1,
                    format!("\"table\" is not {k} rows of {k} values (--max {k})"),
                ));
            }
            for (i, row) in rows.iter().enumerate() {
                for (j, v) in row.iter().enumerate() {
                    let (m, n) = (i + 1, j as u64 + 1);
                    let value = value_of(path, 1, m, n, v)?;
                    claims.push(Claim {
                        line: None,
                        m,
                        n,
                        value,
                    });
                }
            }
        }
        (Extent::Triangle(_), None, Some(entries)) => {
            let mut seen = BTreeMap::new();
            for e in entries {
                if !extent.contains(e.m, e.n) {
                    return Err(at(
                        path,
                        1,
                        format!(
                            "G(Y_{{{},{}}}) is not an entry of the table {}",
                            e.m,
                            e.n,
                            extent.option()
                        ),
                    ));
                }
                let value = value_of(path, 1, e.m, e.n, &e.grundy)?;
                if seen.insert((e.m, e.n), ()).is_some() {
                    return Err(at(
                        path,
                        1,
                        format!("G(Y_{{{},{}}}) is listed twice", e.m, e.n),
                    ));
                }
                claims.push(Claim {
                    line: None,
                    m: e.m,
                    n: e.n,
                    value,
                });
            }
            if let Some((m, n)) = extent.entries().into_iter().find(|k| !seen.contains_key(k)) {
                return Err(at(path, 1, format!("G(Y_{{{m},{n}}}) is missing")));
            }
        }
        _ => {
            return Err(at(
                path,
                1,
                "a table has \"max\" and \"table\", or \"max_sum\" and \"entries\"",
            ));
        }
    }
    Ok(Claims {
        kind: "table",
        extent,
        version: None,
        shard: None,
        checksum: None,
        claims,
    })
}

/// A shard's claims, after checking that it holds exactly the entries
/// its I/N gives it.
fn shard_claims(s: ShardFile) -> Result<Claims> {
    let plan = Plan::new(s.extent, s.id.count)?;
    let mut seen = BTreeMap::new();
    for &(line, m, n, _) in &s.entries {
        let home = plan.shard(m, n).unwrap_or(0);
        if home != s.id.index {
            return Err(at(
                &s.path,
                line,
                format!(
                    "G(Y_{{{m},{n}}}) belongs to shard {home}/{}, not to shard {}/{}",
                    s.id.count, s.id.index, s.id.count
                ),
            ));
        }
        if let Some(l) = seen.insert((m, n), line) {
            return Err(at(
                &s.path,
                line,
                format!("G(Y_{{{m},{n}}}) again: line {l} holds it too"),
            ));
        }
    }
    if let Some((m, n)) = plan
        .entries_of(s.id.index)
        .into_iter()
        .find(|k| !seen.contains_key(k))
    {
        return Err(at(
            &s.path,
            1,
            format!(
                "G(Y_{{{m},{n}}}) of shard {}/{} is missing",
                s.id.index, s.id.count
            ),
        ));
    }
    Ok(Claims {
        kind: "shard",
        extent: s.extent,
        version: Some(s.version),
        shard: Some(s.id),
        checksum: Some((s.stated, s.computed)),
        claims: s
            .entries
            .iter()
            .map(|&(line, m, n, value)| Claim {
                line: Some(line),
                m,
                n,
                value,
            })
            .collect(),
    })
}

/// Reads FILE: a shard if its first line is a shard's header, else a
/// table's JSON.
fn read_claims(path: &Path) -> Result<Claims> {
    let text = read_bounded(path)?;
    let first = text.lines().next().unwrap_or("");
    let is_shard =
        serde_json::from_str::<serde_json::Value>(first).is_ok_and(|v| v.get("shard").is_some());
    if is_shard {
        shard_claims(shard::read_shard_text(path, &text)?)
    } else if text.trim().is_empty() {
        Err(at(path, 1, "empty file: not a shard or a table's JSON"))
    } else {
        read_table(path, &text)
    }
}

/// SplitMix64 (Steele, Lea and Flood 2014): a small generator whose
/// stream a seed fixes, for a draw that can be repeated.
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in 0..bound (bound ≥ 1), without modulo bias (Lemire's
    /// rejection).
    fn below(&mut self, bound: u64) -> u64 {
        let threshold = bound.wrapping_neg() % bound;
        loop {
            let x = u128::from(self.next()) * u128::from(bound);
            if (x as u64) >= threshold {
                return (x >> 64) as u64;
            }
        }
    }
}

/// A seed from the clock and the process id.
fn clock_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    let mut mix = SplitMix64(nanos ^ u64::from(std::process::id()).rotate_left(32));
    mix.next()
}

/// `k` distinct indices of 0..len drawn by `rng` (a partial
/// Fisher–Yates shuffle), in increasing order.
fn draw(rng: &mut SplitMix64, len: usize, k: usize) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..len).collect();
    let k = k.min(len);
    for i in 0..k {
        let j = i + rng.below((len - i) as u64) as usize;
        idx.swap(i, j);
    }
    idx.truncate(k);
    idx.sort_unstable();
    idx
}

/// One difference the check found.
#[derive(Debug, Serialize)]
struct DifferenceOut {
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<usize>,
    m: usize,
    n: u64,
    /// The value the file states.
    grundy: Big,
    /// The value it should be.
    expected: Big,
    /// What gives the expected value: a theorem, another entry of the
    /// same game, or a new solve.
    by: String,
}

/// A shard's checksum, stated and computed.
#[derive(Debug, Serialize)]
struct ChecksumOut {
    #[serde(skip_serializing_if = "Option::is_none")]
    stated: Option<String>,
    computed: String,
    matches: bool,
}

/// The sample solved again.
#[derive(Debug, Serialize)]
struct SampleOut {
    /// `--sample N`.
    requested: usize,
    /// The entries drawn (N, or all candidates if fewer).
    drawn: usize,
    /// The entries no theorem determines, the sample's pool.
    candidates: usize,
    seed: Big,
    /// The distinct games solved, their positions in all, and the
    /// entries they checked (the drawn ones and the others of their games).
    games: usize,
    positions: u64,
    checked: usize,
}

/// The report of `table verify` (after the envelope).
#[derive(Debug, Serialize)]
struct VerifyOut {
    file: String,
    /// "shard" or "table".
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    version: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    shard: Option<ShardId>,
    #[serde(skip_serializing_if = "Option::is_none")]
    max: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    max_sum: Option<usize>,
    entries: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    checksum: Option<ChecksumOut>,
    /// The entries a theorem determines (each checked).
    by_theorem: usize,
    sample: SampleOut,
    differences: Vec<DifferenceOut>,
    /// No difference, and the checksum (of a shard) matches.
    agree: bool,
}

/// `hookgames table verify`.
pub(crate) fn run(args: &VerifyArgs, out: &mut impl Write) -> Result<()> {
    let limit = args.max_positions.unwrap_or(MAX_TABLE_POSITIONS);
    if limit > MAX_TABLE_POSITIONS_CEILING {
        return Err(error::limit(format!(
            "--max-positions {limit}: at most {MAX_TABLE_POSITIONS_CEILING} positions \
             (MAX_TABLE_POSITIONS_CEILING)"
        )));
    }
    let c = read_claims(&args.file)?;
    let mut differences = Vec::new();
    // 1. The theorems (2, the checksum, is compared below).
    let mut by_theorem_count = 0;
    for cl in &c.claims {
        if let Some((want, theorem)) = by_theorem(cl.m, cl.n) {
            by_theorem_count += 1;
            if want != cl.value {
                differences.push(difference(cl, want, theorem.to_owned()));
            }
        }
    }
    // 3. The sample.
    let candidates: Vec<Claim> = c
        .claims
        .iter()
        .filter(|cl| by_theorem(cl.m, cl.n).is_none())
        .copied()
        .collect();
    let seed = args.seed.unwrap_or_else(clock_seed);
    let mut rng = SplitMix64(seed);
    let drawn = draw(&mut rng, candidates.len(), args.sample);
    let mut games: Vec<(usize, u64)> = drawn
        .iter()
        .map(|&i| reduced_rectangle(candidates[i].m, candidates[i].n))
        .collect();
    games.sort_unstable();
    games.dedup();
    let mut positions: u128 = 0;
    for &(a, b) in &games {
        positions += u128::from(PositionSpace::new(a, b)?.count());
    }
    if positions > u128::from(limit) {
        let name = if args.max_positions.is_none() {
            "the command's work limit of MAX_TABLE_POSITIONS ="
        } else {
            "the work limit of --max-positions"
        };
        return Err(error::limit(format!(
            "the sample of {} entries (seed {seed}) needs {} game(s) of {positions} positions \
             in all, more than {name} {limit} positions: draw fewer with --sample, another \
             sample with --seed, or raise the limit with --max-positions",
            drawn.len(),
            games.len()
        )));
    }
    let values = crate::table::solve(&games)?;
    let solved: BTreeMap<(usize, u64), u64> = games.iter().copied().zip(values).collect();
    let mut checked = 0;
    for cl in &candidates {
        let key = reduced_rectangle(cl.m, cl.n);
        if let Some(&want) = solved.get(&key) {
            checked += 1;
            if want != cl.value {
                differences.push(difference(
                    cl,
                    want,
                    format!("a new solve of MHRG({}, {})", key.0, key.1),
                ));
            }
        }
    }
    // 4. The entries of one game agree: those no theorem fixes and the
    // sample did not solve.
    let mut first_of_game: BTreeMap<(usize, u64), Claim> = BTreeMap::new();
    for cl in &candidates {
        let key = reduced_rectangle(cl.m, cl.n);
        if solved.contains_key(&key) {
            continue;
        }
        match first_of_game.get(&key) {
            Some(f) if f.value != cl.value => differences.push(difference(
                cl,
                f.value,
                format!(
                    "G(Y_{{{},{}}}){}, the same game MHRG({}, {}) (Abuku–Tada §4.1, Theorem \
                     4.4)",
                    f.m,
                    f.n,
                    f.line.map_or_else(String::new, |l| format!(" at line {l}")),
                    key.0,
                    key.1
                ),
            )),
            Some(_) => {}
            None => {
                first_of_game.insert(key, *cl);
            }
        }
    }
    differences.sort_by_key(|d| (d.line, d.m, d.n));
    let checksum = c.checksum.map(|(stated, computed)| ChecksumOut {
        matches: stated.as_deref() == Some(computed.as_str()),
        stated,
        computed,
    });
    let agree = differences.is_empty() && checksum.as_ref().is_none_or(|k| k.matches);
    let (max, max_sum) = c.extent.fields();
    let report = VerifyOut {
        file: args.file.display().to_string(),
        kind: c.kind,
        version: c.version,
        shard: c.shard,
        max,
        max_sum,
        entries: c.claims.len(),
        checksum,
        by_theorem: by_theorem_count,
        sample: SampleOut {
            requested: args.sample,
            drawn: drawn.len(),
            candidates: candidates.len(),
            seed: Big(seed),
            games: games.len(),
            // At most MAX_TABLE_POSITIONS_CEILING = 2^40, checked above.
            positions: positions as u64,
            checked,
        },
        differences,
        agree,
    };
    if args.json {
        json::write_line(out, "table", None, &report)?;
    } else {
        write_text(&report, c.extent, out)?;
    }
    if agree {
        Ok(())
    } else {
        Err(Differences {
            count: report.differences.len()
                + usize::from(report.checksum.as_ref().is_some_and(|k| !k.matches)),
        }
        .into())
    }
}

fn difference(cl: &Claim, expected: u64, by: String) -> DifferenceOut {
    DifferenceOut {
        line: cl.line,
        m: cl.m,
        n: cl.n,
        grundy: Big(cl.value),
        expected: Big(expected),
        by,
    }
}

/// The report as text: what was read, one line per check, one line per
/// difference, and the verdict.
fn write_text(r: &VerifyOut, extent: Extent, out: &mut impl Write) -> Result<()> {
    let what = match (&r.shard, &r.version) {
        (Some(id), Some(v)) => format!(
            "shard {}/{} of the table {} (hookgames {v})",
            id.index,
            id.count,
            extent.option()
        ),
        _ => format!("the table {}", extent.option()),
    };
    writeln!(out, "{}: {what}, {} entries", r.file, r.entries)?;
    if let Some(k) = &r.checksum {
        match (&k.stated, k.matches) {
            (_, true) => writeln!(out, "checksum   {} matches the entries", k.computed)?,
            (None, _) => writeln!(
                out,
                "checksum   MISSING from the header (the entries give {})",
                k.computed
            )?,
            (Some(s), false) => writeln!(
                out,
                "checksum   DIFFERS: the header says {}, the entries give {} (the file was \
                 changed after it was written)",
                shard::shown_checksum(s),
                k.computed
            )?,
        }
    }
    writeln!(
        out,
        "theorems   {} entries determined by a theorem (one and two rows, Y_{{n,n}}, \
         Y_{{n,n+1}}) checked",
        r.by_theorem
    )?;
    let s = &r.sample;
    writeln!(
        out,
        "sample     {} of the {} other entries drawn (--seed {}); {} game(s) of {} positions \
         solved again, checking {} entries",
        s.drawn, s.candidates, s.seed.0, s.games, s.positions, s.checked
    )?;
    for d in &r.differences {
        let at = d.line.map_or_else(String::new, |l| format!("line {l}: "));
        writeln!(
            out,
            "DIFFERS    {at}G(Y_{{{},{}}}) = {}, but {} gives {}",
            d.m, d.n, d.grundy.0, d.by, d.expected.0
        )?;
    }
    if r.agree {
        writeln!(out, "verified: no difference found")?;
    } else {
        let n = r.differences.len() + usize::from(r.checksum.as_ref().is_some_and(|k| !k.matches));
        writeln!(out, "NOT verified: {n} difference(s) found")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_are_distinct_in_range_and_fixed_by_the_seed() {
        for (len, k) in [(0, 3), (5, 0), (5, 5), (5, 9), (1000, 17)] {
            let a = draw(&mut SplitMix64(7), len, k);
            assert_eq!(a.len(), k.min(len));
            assert!(a.windows(2).all(|w| w[0] < w[1]), "{a:?}");
            assert!(a.iter().all(|&i| i < len));
            assert_eq!(a, draw(&mut SplitMix64(7), len, k));
        }
        assert_ne!(
            draw(&mut SplitMix64(1), 1000, 10),
            draw(&mut SplitMix64(2), 1000, 10)
        );
        // Every index can be drawn.
        let mut hit = [false; 10];
        for seed in 0..200 {
            for i in draw(&mut SplitMix64(seed), 10, 1) {
                hit[i] = true;
            }
        }
        assert!(hit.iter().all(|&h| h));
    }

    #[test]
    fn splitmix_matches_its_reference_stream() {
        // The first outputs for seed 1234567 (the reference implementation
        // of Vigna's splitmix64.c).
        let mut r = SplitMix64(1_234_567);
        assert_eq!(r.next(), 6_457_827_717_110_365_317);
        assert_eq!(r.next(), 3_203_168_211_198_807_973);
        assert!((0..1000).all(|_| r.below(7) < 7));
    }
}
