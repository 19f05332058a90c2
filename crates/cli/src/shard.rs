//! Tables on many machines: `hookgames table … --shard I/N` computes the
//! I-th of N disjoint parts of a table and writes it as JSON Lines;
//! `hookgames table merge FILES…` checks that the parts fit together and
//! prints the table.
//!
//! The parts are made of *games*, not of entries: every entry G(Y_{m,n})
//! is read off the game MHRG(a, b) that [`reduced_rectangle`] names — the transpose
//! (Abuku–Tada §4.1) and, for a < b with a + b odd, MHRG(a, b − 1)
//! (Theorem 4.4) — and all entries of one game belong to the same shard,
//! so no game is solved twice. The games are dealt to the shards by their
//! positions (`PositionSpace::count`, the work of solving one), largest
//! first, each to the shard with the least work so far (ties: the lowest
//! shard): the same I/N always gives the same part, on every machine.
//!
//! A shard's file: a header line
//! `{"schema","command":"table","version","game","play","max" or
//! "max_sum","shard":{"index","count"},"entries","checksum"}`, then one
//! line `{"m","n","grundy"}` per entry of the shard, in table order. The
//! checksum (SHA-256 of what the shard asserts, see [`crate::checksum`])
//! catches accidental corruption; it is not a signature, so `merge` also
//! checks every entry a theorem determines ([`known_start_grundy`]), and
//! `table verify` re-solves a sample of the others ([`crate::verify`]).

use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use hookgames::mhrg::{PositionSpace, known_start_grundy, reduced_rectangle};
use serde::{Deserialize, Serialize};

use crate::checksum::{ShardFields, shard_checksum};
use crate::table::{Entry, Extent, TableGame, Values};
use hookgames_query::error;
use hookgames_query::json::{self, Big, SCHEMA};

/// The most shards a table may be split into: 1 024. A table has at most
/// 1 024 entries and fewer games, so more shards would only be empty.
pub(crate) const MAX_SHARDS: usize = 1 << 10;

/// The largest shard file `table merge` reads, in bytes: 2^20 = 1 048 576
/// (1 MiB). A shard holds at most 1 024 entries of at most about 60 bytes
/// and a header of about 200 bytes, so a real shard is at most about
/// 64 KiB; a larger file is refused before it is read.
pub(crate) const MAX_SHARD_FILE_BYTES: u64 = 1 << 20;

/// The version of the command that wrote a shard; `merge` requires the
/// same in every file (and its own).
pub(crate) const VERSION: &str = env!("CARGO_PKG_VERSION");

/// `--shard I/N`: the I-th of N parts, 1 ≤ I ≤ N ≤ [`MAX_SHARDS`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ShardId {
    pub(crate) index: usize,
    pub(crate) count: usize,
}

impl ShardId {
    /// Parses `I/N`.
    ///
    /// # Errors
    /// A usage error for anything but two decimal numbers with
    /// 1 ≤ I ≤ N; a limit error for N > [`MAX_SHARDS`].
    pub(crate) fn parse(text: &str) -> Result<Self> {
        let bad = || {
            error::usage(format!(
                "--shard {}: expected I/N with 1 ≤ I ≤ N, e.g. --shard 3/8",
                hookgames_query::excerpt::quote(text)
            ))
        };
        let (i, n) = text.split_once('/').ok_or_else(bad)?;
        let number = |s: &str| -> Option<usize> {
            (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
                .then(|| s.parse().ok())
                .flatten()
        };
        let (Some(index), Some(count)) = (number(i), number(n)) else {
            return Err(bad());
        };
        ShardId { index, count }.check().map_err(|e| match e {
            ShardError::Range => bad(),
            ShardError::TooMany => error::limit(format!(
                "--shard {index}/{count}: at most {MAX_SHARDS} shards (MAX_SHARDS)"
            )),
        })
    }

    fn check(self) -> Result<Self, ShardError> {
        if self.count > MAX_SHARDS {
            return Err(ShardError::TooMany);
        }
        if self.index == 0 || self.count == 0 || self.index > self.count {
            return Err(ShardError::Range);
        }
        Ok(self)
    }
}

/// What is wrong with an I/N.
enum ShardError {
    Range,
    TooMany,
}

/// The games of a table dealt to N shards.
#[derive(Debug)]
pub(crate) struct Plan {
    extent: Extent,
    /// The shard (1-based) of each game.
    shard_of: BTreeMap<(usize, u64), usize>,
    /// The positions of each game.
    positions: BTreeMap<(usize, u64), u64>,
    /// The positions of each shard's games (index 0 is shard 1).
    loads: Vec<u128>,
}

impl Plan {
    /// Deals the games of `extent` to `count` shards (1 ≤ count ≤
    /// [`MAX_SHARDS`]): largest game first, each to the shard with the
    /// least positions so far, ties to the lowest shard; games of equal
    /// size in the order of (a, b).
    ///
    /// # Errors
    /// The library's errors of `PositionSpace::new` (none for the extents
    /// [`Extent::new`] accepts).
    ///
    /// # Complexity
    /// O(G·count) for G ≤ 1 024 games.
    pub(crate) fn new(extent: Extent, count: usize) -> Result<Self> {
        let mut positions = BTreeMap::new();
        for (m, n) in extent.entries() {
            let key = reduced_rectangle(m, n);
            if let std::collections::btree_map::Entry::Vacant(v) = positions.entry(key) {
                v.insert(PositionSpace::new(key.0, key.1)?.count());
            }
        }
        let mut order: Vec<((usize, u64), u64)> = positions.iter().map(|(&k, &c)| (k, c)).collect();
        order.sort_by_key(|&(key, c)| (std::cmp::Reverse(c), key));
        let mut loads = vec![0u128; count.max(1)];
        let mut shard_of = BTreeMap::new();
        for (key, c) in order {
            let (k, _) = loads
                .iter()
                .enumerate()
                .min_by_key(|&(k, &load)| (load, k))
                .unwrap_or((0, &0));
            loads[k] += u128::from(c);
            shard_of.insert(key, k + 1);
        }
        Ok(Plan {
            extent,
            shard_of,
            positions,
            loads,
        })
    }

    /// The table's extent.
    pub(crate) fn extent(&self) -> Extent {
        self.extent
    }

    /// The number of shards.
    pub(crate) fn count(&self) -> usize {
        self.loads.len()
    }

    /// The shard (1-based) of the entry (m, n) of the table.
    pub(crate) fn shard(&self, m: usize, n: u64) -> Option<usize> {
        self.shard_of.get(&reduced_rectangle(m, n)).copied()
    }

    /// The entries of shard `index`, in table order.
    pub(crate) fn entries_of(&self, index: usize) -> Vec<(usize, u64)> {
        self.extent
            .entries()
            .into_iter()
            .filter(|&(m, n)| self.shard(m, n) == Some(index))
            .collect()
    }

    /// The positions of shard `index`'s games.
    pub(crate) fn load(&self, index: usize) -> u128 {
        index
            .checked_sub(1)
            .and_then(|k| self.loads.get(k))
            .copied()
            .unwrap_or(0)
    }

    /// The positions of all games.
    pub(crate) fn total(&self) -> u128 {
        self.loads.iter().sum()
    }

    /// The positions of the largest game.
    pub(crate) fn largest_game(&self) -> u128 {
        self.positions.values().copied().max().map_or(0, u128::from)
    }
}

/// The header line of a shard (after the envelope).
#[derive(Debug, Serialize)]
struct HeaderOut {
    version: &'static str,
    game: TableGame,
    play: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    max: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    max_sum: Option<usize>,
    shard: ShardId,
    entries: usize,
    /// `sha256:…` of what the shard asserts ([`crate::checksum`]).
    checksum: String,
}

/// Writes shard `id` of the table: the header, then one entry per line.
pub(crate) fn write_shard(
    extent: Extent,
    id: ShardId,
    rects: &[(usize, u64)],
    values: &[u64],
    out: &mut impl Write,
) -> Result<()> {
    let (max, max_sum) = extent.fields();
    let entries: Vec<(usize, u64, u64)> = rects
        .iter()
        .zip(values)
        .map(|(&(m, n), &v)| (m, n, v))
        .collect();
    let checksum = shard_checksum(&fields(VERSION, extent, id), &entries);
    let header = HeaderOut {
        version: VERSION,
        game: TableGame::Mhrg,
        play: "normal",
        max,
        max_sum,
        shard: id,
        entries: rects.len(),
        checksum,
    };
    json::write_line(out, "table", None, header)?;
    for (&(m, n), &v) in rects.iter().zip(values) {
        serde_json::to_writer(
            &mut *out,
            &Entry {
                m,
                n,
                grundy: Big(v),
            },
        )?;
        writeln!(out)?;
    }
    Ok(())
}

/// The header line of a shard as read.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct HeaderIn {
    schema: String,
    command: String,
    version: String,
    game: TableGame,
    play: String,
    #[serde(default)]
    max: Option<usize>,
    #[serde(default)]
    max_sum: Option<usize>,
    shard: ShardId,
    entries: usize,
    /// Absent in shards written before the checksums (refused).
    #[serde(default)]
    checksum: Option<String>,
}

/// The fields of a shard's header that its checksum covers.
fn fields(version: &str, extent: Extent, id: ShardId) -> ShardFields<'_> {
    let (max, max_sum) = extent.fields();
    ShardFields {
        version,
        game: "mhrg",
        play: "normal",
        max,
        max_sum,
        index: id.index,
        count: id.count,
    }
}

/// One shard file, read and checked on its own (its checksum is compared
/// by [`ShardFile::check_checksum`]).
pub(crate) struct ShardFile {
    pub(crate) path: PathBuf,
    pub(crate) version: String,
    pub(crate) extent: Extent,
    pub(crate) id: ShardId,
    /// (line, m, n, value).
    pub(crate) entries: Vec<(usize, usize, u64, u64)>,
    /// The checksum its header states, if any.
    pub(crate) stated: Option<String>,
    /// The checksum of its header's fields and entries as read.
    pub(crate) computed: String,
}

impl ShardFile {
    /// `Ok` if the header states the checksum of what the file holds.
    ///
    /// # Errors
    /// An input error naming the file: no checksum, or another one (the
    /// file changed after it was written).
    pub(crate) fn check_checksum(&self) -> Result<()> {
        match &self.stated {
            None => Err(at(
                &self.path,
                1,
                "the header has no \"checksum\": not a shard of this hookgames (compute it \
                 again)",
            )),
            Some(stated) if *stated != self.computed => Err(at(
                &self.path,
                1,
                format!(
                    "the header's checksum is {}, but the entries give {}: the file was changed \
                     after it was written (corrupted, or edited) — compute the shard again, or \
                     find the entries that differ with `hookgames table verify`",
                    shown_checksum(stated),
                    self.computed
                ),
            )),
            Some(_) => Ok(()),
        }
    }
}

/// A checksum read from a file, for a message: as it is if it has the
/// form `sha256:<64 hex digits>`, else quoted and cut short.
pub(crate) fn shown_checksum(stated: &str) -> String {
    let hex = stated.strip_prefix("sha256:");
    if hex.is_some_and(|h| h.len() == 64 && h.bytes().all(|b| b.is_ascii_hexdigit())) {
        stated.to_owned()
    } else {
        hookgames_query::excerpt::quote(stated)
    }
}

/// The value a theorem gives G(Y_{m,n}), if one does, and the theorem
/// ([`known_start_grundy`]).
pub(crate) fn by_theorem(m: usize, n: u64) -> Option<(u64, &'static str)> {
    known_start_grundy(m, n)
}

/// `FILE:LINE: message`, an input error.
pub(crate) fn at(path: &Path, line: usize, message: impl std::fmt::Display) -> anyhow::Error {
    error::input(format!("{}:{line}: {message}", path.display()))
}

/// Reads the whole file, refusing one larger than [`MAX_SHARD_FILE_BYTES`]
/// before it is read (and a file that grows past it while read).
pub(crate) fn read_bounded(path: &Path) -> Result<String> {
    let file = std::fs::File::open(path)
        .with_context(|| format!("cannot read the shard {}", path.display()))?;
    let too_large = || {
        error::limit(format!(
            "{}: a shard file is at most {MAX_SHARD_FILE_BYTES} bytes (MAX_SHARD_FILE_BYTES); \
             this is not a shard of a table",
            path.display()
        ))
    };
    let len = file
        .metadata()
        .with_context(|| format!("cannot read the shard {}", path.display()))?
        .len();
    if len > MAX_SHARD_FILE_BYTES {
        return Err(too_large());
    }
    let mut bytes = Vec::new();
    file.take(MAX_SHARD_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .with_context(|| format!("cannot read the shard {}", path.display()))?;
    if bytes.len() as u64 > MAX_SHARD_FILE_BYTES {
        return Err(too_large());
    }
    String::from_utf8(bytes).map_err(|e| {
        at(
            path,
            1,
            format!("not UTF-8 text ({e}); not a shard of a table"),
        )
    })
}

/// Reads one shard and checks it on its own: its header, and each entry
/// line's form and that the entry is in the table; computes its checksum.
pub(crate) fn read_shard(path: &Path) -> Result<ShardFile> {
    let text = read_bounded(path)?;
    read_shard_text(path, &text)
}

/// [`read_shard`] of a file's text.
pub(crate) fn read_shard_text(path: &Path, text: &str) -> Result<ShardFile> {
    let mut lines = text.lines().enumerate().map(|(k, l)| (k + 1, l));
    let Some((_, first)) = lines.next() else {
        return Err(at(path, 1, "empty file: not a shard of a table"));
    };
    let h: HeaderIn = serde_json::from_str(first).map_err(|e| {
        at(
            path,
            1,
            format!("not the header line of a shard (`table … --shard I/N` writes it): {e}"),
        )
    })?;
    if h.schema != SCHEMA || h.command != "table" {
        return Err(at(
            path,
            1,
            format!(
                "a header of schema {:?} and command {:?}; a shard has {SCHEMA:?} and \"table\"",
                h.schema, h.command
            ),
        ));
    }
    // (The game was checked as it was read: `mhrg` is the only game with a
    // table.)
    match h.game {
        TableGame::Mhrg => {}
    }
    if h.play != "normal" {
        return Err(at(
            path,
            1,
            format!("play {:?}: the tables are in normal play", h.play),
        ));
    }
    let extent = Extent::new(h.max, h.max_sum).map_err(|e| at(path, 1, format!("{e:#}")))?;
    let id = h.shard.check().map_err(|e| {
        at(
            path,
            1,
            match e {
                ShardError::Range => format!(
                    "shard {}/{}: a shard is I/N with 1 ≤ I ≤ N",
                    h.shard.index, h.shard.count
                ),
                ShardError::TooMany => format!(
                    "shard {}/{}: at most {MAX_SHARDS} shards (MAX_SHARDS)",
                    h.shard.index, h.shard.count
                ),
            },
        )
    })?;
    let mut entries = Vec::new();
    for (line, text) in lines {
        let e: Entry<String> = serde_json::from_str(text).map_err(|e| {
            at(
                path,
                line,
                format!("not an entry {{\"m\", \"n\", \"grundy\"}} of a table: {e}"),
            )
        })?;
        if !extent.contains(e.m, e.n) {
            return Err(at(
                path,
                line,
                format!(
                    "G(Y_{{{},{}}}) is not an entry of the table {}",
                    e.m,
                    e.n,
                    extent.option()
                ),
            ));
        }
        let value = e
            .grundy
            .parse::<u64>()
            .ok()
            .filter(|_| e.grundy.bytes().all(|b| b.is_ascii_digit()))
            .ok_or_else(|| {
                at(
                    path,
                    line,
                    format!(
                        "the value of G(Y_{{{},{}}}) is {}, not a decimal number",
                        e.m,
                        e.n,
                        hookgames_query::excerpt::quote(&e.grundy)
                    ),
                )
            })?;
        entries.push((line, e.m, e.n, value));
    }
    if entries.len() != h.entries {
        return Err(at(
            path,
            1,
            format!(
                "the header announces {} entries and the file holds {} (a shard cut short?)",
                h.entries,
                entries.len()
            ),
        ));
    }
    let asserted: Vec<(usize, u64, u64)> = entries.iter().map(|&(_, m, n, v)| (m, n, v)).collect();
    let computed = shard_checksum(&fields(&h.version, extent, id), &asserted);
    Ok(ShardFile {
        path: path.to_owned(),
        version: h.version,
        extent,
        id,
        entries,
        stated: h.checksum,
        computed,
    })
}

/// The first entry of a game met by [`merge`]: G(Y_{m,n}) = value at
/// path:line.
#[derive(Clone, Copy)]
struct Seen<'a> {
    m: usize,
    n: u64,
    value: u64,
    path: &'a Path,
    line: usize,
}

/// Puts the shards of `files` together: checks that each holds the
/// checksum of what it asserts, that they hold the same version (this
/// command's) and parameters, every shard 1..N once, every entry of the
/// table once and in the shard the plan gives it, the value a theorem
/// gives every entry that one determines ([`by_theorem`]: one and two
/// rows, Y_{n,n}, Y_{n,n+1}), and the same value for the entries of one
/// game (Theorem 4.4, transposition); returns the table's extent and its
/// values.
///
/// # Errors
/// An input error naming the file and line of the first problem; a limit
/// error for more than [`MAX_SHARDS`] files or a file larger than
/// [`MAX_SHARD_FILE_BYTES`]; an I/O error if a file cannot be read.
///
/// # Complexity
/// O(total bytes of the files + entries · log entries + games · N).
pub(crate) fn merge(files: &[PathBuf]) -> Result<(Extent, Values)> {
    if files.len() > MAX_SHARDS {
        return Err(error::limit(format!(
            "{} files: a table has at most {MAX_SHARDS} shards (MAX_SHARDS)",
            files.len()
        )));
    }
    let shards = files
        .iter()
        .map(|p| read_shard(p))
        .collect::<Result<Vec<_>>>()?;
    let Some(first) = shards.first() else {
        return Err(error::usage("table merge needs the files of the shards"));
    };
    // The version first: another version's shard may hold another form.
    if first.version != VERSION {
        return Err(at(
            &first.path,
            1,
            format!(
                "written by hookgames {}; this is hookgames {VERSION}: merge shards with the \
                 version that wrote them (or compute them again)",
                first.version
            ),
        ));
    }
    let (extent, count) = (first.extent, first.id.count);
    let mut by_index: BTreeMap<usize, &Path> = BTreeMap::new();
    for s in &shards {
        if s.version != first.version {
            return Err(at(
                &s.path,
                1,
                format!(
                    "written by hookgames {}, but {} by hookgames {}",
                    s.version,
                    first.path.display(),
                    first.version
                ),
            ));
        }
        s.check_checksum()?;
        if s.extent != extent || s.id.count != count {
            return Err(at(
                &s.path,
                1,
                format!(
                    "shard {}/{} of the table {}, but {} is a shard {}/{} of the table {}: \
                     not parts of one table",
                    s.id.index,
                    s.id.count,
                    s.extent.option(),
                    first.path.display(),
                    first.id.index,
                    count,
                    extent.option()
                ),
            ));
        }
        if let Some(other) = by_index.insert(s.id.index, &s.path) {
            return Err(at(
                &s.path,
                1,
                format!(
                    "shard {}/{count} again: {} holds it too",
                    s.id.index,
                    other.display()
                ),
            ));
        }
    }
    let missing: Vec<String> = (1..=count)
        .filter(|i| !by_index.contains_key(i))
        .map(|i| i.to_string())
        .collect();
    if !missing.is_empty() {
        let shown = missing
            .iter()
            .take(20)
            .cloned()
            .collect::<Vec<_>>()
            .join(", ");
        return Err(error::input(format!(
            "shard(s) {shown}{} of {count} missing: no file holds them ({} file(s) given)",
            if missing.len() > 20 { ", …" } else { "" },
            shards.len()
        )));
    }
    let plan = Plan::new(extent, count)?;
    // (m, n) ↦ (value, file, line); the game ↦ its first entry.
    let mut values: BTreeMap<(usize, u64), (u64, &Path, usize)> = BTreeMap::new();
    let mut games: BTreeMap<(usize, u64), Seen<'_>> = BTreeMap::new();
    for s in &shards {
        for &(line, m, n, v) in &s.entries {
            let home = plan.shard(m, n).unwrap_or(0);
            if home != s.id.index {
                return Err(at(
                    &s.path,
                    line,
                    format!(
                        "G(Y_{{{m},{n}}}) belongs to shard {home}/{count}, not to shard {}/{count}",
                        s.id.index
                    ),
                ));
            }
            if let Some((_, p, l)) = values.insert((m, n), (v, &s.path, line)) {
                return Err(at(
                    &s.path,
                    line,
                    format!("G(Y_{{{m},{n}}}) again: {}:{l} holds it too", p.display()),
                ));
            }
            if let Some((want, theorem)) = by_theorem(m, n)
                && want != v
            {
                return Err(at(
                    &s.path,
                    line,
                    format!(
                        "G(Y_{{{m},{n}}}) = {v}, but {theorem} gives G(Y_{{{m},{n}}}) = {want}: \
                         the shard states a wrong value (its checksum matches it, so the \
                         checksum was computed for the wrong value: a checksum is not a \
                         signature) — compute the shard again"
                    ),
                ));
            }
            let key = reduced_rectangle(m, n);
            match games.get(&key) {
                Some(&Seen {
                    m: m0,
                    n: n0,
                    value: v0,
                    path: p,
                    line: l,
                }) if v0 != v => {
                    return Err(at(
                        &s.path,
                        line,
                        format!(
                            "G(Y_{{{m},{n}}}) = {v}, but G(Y_{{{m0},{n0}}}) = {v0} at {}:{l}, \
                             and both are the value of MHRG({}, {}) (Abuku–Tada §4.1, \
                             Theorem 4.4)",
                            p.display(),
                            key.0,
                            key.1
                        ),
                    ));
                }
                Some(_) => {}
                None => {
                    games.insert(
                        key,
                        Seen {
                            m,
                            n,
                            value: v,
                            path: &s.path,
                            line,
                        },
                    );
                }
            }
        }
    }
    for (m, n) in extent.entries() {
        if !values.contains_key(&(m, n)) {
            let home = plan.shard(m, n).unwrap_or(0);
            let file = by_index.get(&home).map_or_else(String::new, |p| {
                format!(" ({} should hold it)", p.display())
            });
            return Err(error::input(format!(
                "G(Y_{{{m},{n}}}) of shard {home}/{count} is missing{file}"
            )));
        }
    }
    Ok((
        extent,
        values.into_iter().map(|(k, (v, _, _))| (k, v)).collect(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reduced_games() {
        assert_eq!(reduced_rectangle(5, 3), (3, 5));
        assert_eq!(reduced_rectangle(3, 6), (3, 5));
        assert_eq!(reduced_rectangle(6, 3), (3, 5));
        assert_eq!(reduced_rectangle(4, 4), (4, 4));
        assert_eq!(reduced_rectangle(1, 2), (1, 1));
    }

    #[test]
    fn shard_ids() {
        assert_eq!(
            ShardId::parse("3/8").unwrap(),
            ShardId { index: 3, count: 8 }
        );
        for bad in [
            "0/3", "4/3", "3", "a/3", "3/", "/3", "-1/3", "+1/3", "1/0", "1/3/4",
        ] {
            assert!(ShardId::parse(bad).is_err(), "{bad}");
        }
        let e = ShardId::parse("1/1025").unwrap_err();
        assert!(e.to_string().contains("MAX_SHARDS"), "{e}");
        assert!(ShardId::parse("1024/1024").is_ok());
    }

    /// The guide's examples: the triangle m + n ≤ 38 in 16 shards (Slurm)
    /// and m + n ≤ 34 in 8 (GNU parallel) keep every shard within the
    /// command's work limit; the whole triangle 38 does not.
    #[test]
    fn the_guides_shards_fit_the_work_limit() {
        let limit = u128::from(hookgames_query::limits::MAX_TABLE_POSITIONS);
        let plan38 = Plan::new(Extent::Triangle(38), 16).unwrap();
        assert_eq!(plan38.total(), 1_743_392_180);
        assert!(plan38.total() > limit);
        assert!((1..=16).all(|i| plan38.load(i) <= limit));
        let plan34 = Plan::new(Extent::Triangle(34), 8).unwrap();
        assert!((1..=8).all(|i| plan34.load(i) <= limit));
        // The same I/N gives the same part.
        let again = Plan::new(Extent::Triangle(38), 16).unwrap();
        for i in 1..=16 {
            assert_eq!(again.entries_of(i), plan38.entries_of(i));
        }
    }

    /// The limits chapter (issue 28): `--max-sum` 35 solves the games of
    /// 34 (its new entries have odd m + n: Theorem 4.4), within
    /// MAX_TABLE_POSITIONS; 36 does not fit.
    #[test]
    fn max_sum_35_is_the_largest_within_the_work_limit() {
        let limit = u128::from(hookgames_query::limits::MAX_TABLE_POSITIONS);
        let total = |s| Plan::new(Extent::Triangle(s), 1).unwrap().total();
        assert_eq!(total(34), 193_710_226);
        assert_eq!(total(35), total(34));
        assert!(total(35) <= limit);
        assert_eq!(total(36), 581_130_714);
        assert!(total(36) > limit);
        // And --max 21 is the largest square.
        let square = |k| Plan::new(Extent::Square(k), 1).unwrap().total();
        assert!(square(21) <= limit && square(22) > limit);
    }

    /// A checksum read from a file is shown whole only in its own form.
    #[test]
    fn shown_checksums() {
        let good = format!("sha256:{}", "ab".repeat(32));
        assert_eq!(shown_checksum(&good), good);
        let long = format!("sha256:{}", "ab".repeat(500));
        assert!(shown_checksum(&long).len() < 200);
        assert!(shown_checksum("md5:00").starts_with('\''));
    }

    #[test]
    fn plans_are_disjoint_balanced_and_keep_games_together() {
        for extent in [Extent::Square(9), Extent::Triangle(20)] {
            let all = extent.entries();
            for count in [1, 2, 3, 7, 200] {
                let plan = Plan::new(extent, count).unwrap();
                let mut seen = Vec::new();
                for i in 1..=count {
                    seen.extend(plan.entries_of(i));
                }
                seen.sort_unstable();
                let mut want = all.clone();
                want.sort_unstable();
                assert_eq!(seen, want, "{extent:?} in {count}");
                for &(m, n) in &all {
                    let (a, b) = reduced_rectangle(m, n);
                    assert_eq!(plan.shard(m, n), plan.shard(a, b));
                }
                // No shard carries more than the average plus the largest game.
                let avg = plan.total().div_ceil(count as u128);
                for i in 1..=count {
                    assert!(plan.load(i) <= avg + plan.largest_game());
                }
                assert_eq!(plan.total(), (1..=count).map(|i| plan.load(i)).sum());
            }
        }
    }
}
