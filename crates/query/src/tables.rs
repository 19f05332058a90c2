//! The explorer's tables (`/api/tables`, issue 32): the MHRG table
//! G(Y_{m,n}) of Abuku–Tada's Table 1 and beyond, the LCTR (and
//! Downright, two-dimensional LCTR) board of a partition —
//! Gottlieb–Krnc–Muršič's Figure 5 —, and a chess piece's board. Every
//! cell names the explorer's position it is the value of (`"open"`), so
//! the page links each cell to its board.
//!
//! The MHRG values with m + n ≤ 41 are the published data of
//! `docs/data/mhrg` (computed by the dense solver in 2026-11, the command
//! and time in its README), shipped inside this crate
//! ([`PUBLISHED_MHRG_MAX_SUM`]); a rectangle beyond it is computed on
//! demand when its reduced game has at most [`TABLE_COMPUTE_POSITIONS`]
//! positions, and left empty with the reason otherwise. The tables are of
//! normal play (the data is); the boards take either play.
//!
//! # Example
//! ```
//! use hookgames_query::tables::{table, TableArgs, TableGame};
//!
//! // Abuku–Tada, Table 1: G(Y_{4,4}) = 4, and the 3 × 5 rectangle is a
//! // P-position.
//! let t = table(&TableArgs::mhrg(9))?;
//! assert_eq!(t.value(4, 4), Some(4));
//! assert_eq!(t.value(3, 5), Some(0));
//! assert_eq!(t.value(5, 3), Some(0)); // the transpose (§4.1)
//! # Ok::<(), Box<dyn std::error::Error + Send + Sync>>(())
//! ```

use std::collections::HashMap;
use std::sync::OnceLock;

use anyhow::{Context, Result};
use hookgames::game::{Engine, Limits};
use hookgames::lctr::{Board, LctrVariant, subpartition};
use hookgames::mhrg;
use hookgames::partition::Partition;
use serde::Serialize;

use crate::error;
use crate::excerpt::quote;
use crate::io::normalize_position;
use crate::json::{Big, Play, Position, Square};
use crate::limits::EXPLORE_MAX_BOXES;
use crate::open;
use crate::parse::parse_runs;
use crate::runs::expand;

/// The published MHRG data covers every rectangle with m + n ≤ 41.
pub const PUBLISHED_MHRG_MAX_SUM: u64 = 41;

/// The largest side K of an MHRG table (K × K cells): 40.
pub const TABLE_MAX_SIDE: u64 = 40;

/// A rectangle beyond the published data is computed on demand when its
/// reduced game has at most this many positions (2^22, a 4 MiB table,
/// well under a second), and left empty otherwise.
pub const TABLE_COMPUTE_POSITIONS: u64 = 1 << 22;

/// The published tables, `docs/data/mhrg/*.csv`, shipped in the crate.
const PUBLISHED: [&str; 2] = [
    include_str!("../data/mhrg-start-sum-2-39.csv"),
    include_str!("../data/mhrg-start-sum-40-41.csv"),
];

/// G(Y_{m,n}) for 1 ≤ m ≤ n, m + n ≤ 41, read from the shipped data once.
///
/// # Errors
/// An input error naming the line if the shipped data does not parse
/// (a broken build: a test reads it whole).
pub fn published_mhrg() -> Result<&'static HashMap<(u64, u64), u64>> {
    /// G(Y_{m,n}) by (m, n), m ≤ n.
    type Values = HashMap<(u64, u64), u64>;
    static TABLE: OnceLock<Result<Values, String>> = OnceLock::new();
    TABLE
        .get_or_init(|| {
            let mut out = HashMap::new();
            for (f, file) in PUBLISHED.iter().enumerate() {
                for (k, line) in file.lines().enumerate().skip(1) {
                    let fields: Vec<u64> = line
                        .split(',')
                        .map(str::parse)
                        .collect::<Result<_, _>>()
                        .map_err(|e| format!("published MHRG data {f}, line {}: {e}", k + 1))?;
                    let [m, n, _, _, _, g] = fields[..] else {
                        return Err(format!(
                            "published MHRG data {f}, line {}: not 6 fields",
                            k + 1
                        ));
                    };
                    out.insert((m, n), g);
                }
            }
            Ok(out)
        })
        .as_ref()
        .map_err(|e| error::input(e.clone()))
}

/// The games with a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum TableGame {
    /// G(Y_{m,n}) of the MHRG, 1 ≤ m, n ≤ K.
    Mhrg,
    /// The LCTR board of a partition: SG(λ\[i,j\]).
    Lctr,
    /// The Downright board: the rook's value on each box.
    Downright,
    /// The two-dimensional LCTR board (its values from the corners board).
    MultiLctr,
    /// A chess piece's board: its value on each box.
    Chess,
}

impl TableGame {
    /// The name, as the explorer writes it.
    pub fn name(self) -> &'static str {
        match self {
            TableGame::Mhrg => "mhrg",
            TableGame::Lctr => "lctr",
            TableGame::Downright => "downright",
            TableGame::MultiLctr => "multi-lctr",
            TableGame::Chess => "chess",
        }
    }
}

impl std::str::FromStr for TableGame {
    type Err = anyhow::Error;

    /// `mhrg`, `lctr`, `downright`, `multi-lctr` or `chess`.
    ///
    /// # Errors
    /// A usage error naming the tables.
    fn from_str(s: &str) -> Result<Self> {
        [
            TableGame::Mhrg,
            TableGame::Lctr,
            TableGame::Downright,
            TableGame::MultiLctr,
            TableGame::Chess,
        ]
        .into_iter()
        .find(|g| g.name() == s)
        .ok_or_else(|| {
            error::usage(format!(
                "the explorer has no table of {}: mhrg, lctr, downright, multi-lctr, chess",
                quote(s)
            ))
        })
    }
}

/// The question: which table.
#[derive(Debug, Clone)]
pub struct TableArgs {
    /// The game.
    pub game: TableGame,
    /// MHRG: the side K of the square (9 by default: Table 1).
    pub side: Option<u64>,
    /// The boards: the partition.
    pub position: Option<String>,
    /// Chess: the piece (the queen by default).
    pub piece: Option<String>,
    /// Misère play (the boards only).
    pub misere: bool,
}

impl TableArgs {
    /// The MHRG table 1 ≤ m, n ≤ `side`.
    pub fn mhrg(side: u64) -> Self {
        TableArgs {
            game: TableGame::Mhrg,
            side: Some(side),
            position: None,
            piece: None,
            misere: false,
        }
    }

    /// The board of `game` on the partition `position`.
    pub fn board(game: TableGame, position: impl Into<String>, misere: bool) -> Self {
        TableArgs {
            game,
            side: None,
            position: Some(position.into()),
            piece: None,
            misere,
        }
    }
}

/// Where a cell's value comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    /// The published data shipped in the crate.
    Published,
    /// Computed for this answer.
    Computed,
}

/// The explorer's position a cell is the value of.
#[derive(Debug, Clone, Serialize)]
pub struct Open {
    game: &'static str,
    position: Position<'static>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rect: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    piece: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    at: Option<Square>,
}

/// A cell of a table.
#[derive(Debug, Clone, Serialize)]
pub struct Cell {
    /// The value; absent when beyond the limits (see `omitted`).
    #[serde(skip_serializing_if = "Option::is_none")]
    grundy: Option<Big>,
    #[serde(skip_serializing_if = "Option::is_none")]
    source: Option<Source>,
    /// The position the value is of.
    open: Open,
}

/// A part of the table left out, and why.
#[derive(Debug, Clone, Serialize)]
pub struct Omitted {
    field: &'static str,
    reason: String,
}

/// The answer: rows of cells, row i, column j (1-based in the labels).
#[derive(Debug, Clone, Serialize)]
pub struct Table {
    game: TableGame,
    play: Play,
    /// What the cell (i, j) holds.
    title: String,
    /// The boards: the partition.
    #[serde(skip_serializing_if = "Option::is_none")]
    position: Option<Position<'static>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    piece: Option<String>,
    cells: Vec<Vec<Cell>>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    omitted: Vec<Omitted>,
}

impl Table {
    /// The value of the cell (i, j), 1-based, if known.
    pub fn value(&self, i: usize, j: usize) -> Option<u64> {
        let row = self.cells.get(i.checked_sub(1)?)?;
        row.get(j.checked_sub(1)?)?.grundy.map(|b| b.0)
    }

    /// The number of rows.
    pub fn rows(&self) -> usize {
        self.cells.len()
    }
}

/// Writes `answer` as one line of JSON with the envelope of the question
/// `tables` (schema `hookgames/1`).
///
/// # Errors
/// The writer's.
pub fn write_json(answer: &Table, out: &mut impl std::io::Write) -> Result<()> {
    crate::json::write_line(out, "tables", None, answer)
}

/// Answers the question. No file is read or written.
///
/// # Errors
/// A usage error for an option that does not apply (a side for a board, a
/// position for the MHRG table, misère MHRG); an input error for a
/// position that does not parse; a limit error past [`TABLE_MAX_SIDE`] or
/// [`EXPLORE_MAX_BOXES`].
pub fn table(args: &TableArgs) -> Result<Table> {
    match args.game {
        TableGame::Mhrg => {
            if args.position.is_some() || args.piece.is_some() {
                return Err(error::usage(
                    "the MHRG table takes its side n (1 ≤ m, n ≤ n), not a position or a piece",
                ));
            }
            if args.misere {
                return Err(error::usage(
                    "the MHRG table is of normal play (the published data is)",
                ));
            }
            mhrg_table(args.side.unwrap_or(9))
        }
        _ => {
            if args.side.is_some() {
                return Err(error::usage(format!(
                    "the {} board is the partition's; n applies to the MHRG table only",
                    args.game.name()
                )));
            }
            if args.piece.is_some() && args.game != TableGame::Chess {
                return Err(error::usage("piece applies to the chess board only"));
            }
            let text = args.position.as_deref().ok_or_else(|| {
                error::usage("a board needs its partition (position=8,7,6,5,5,2,1)")
            })?;
            board_table(args, &normalize_position(text)?)
        }
    }
}

/// G(Y_{m,n}) for 1 ≤ m, n ≤ K.
fn mhrg_table(k: u64) -> Result<Table> {
    if k == 0 || k > TABLE_MAX_SIDE {
        return Err(error::limit(format!(
            "the MHRG table's side is 1 to {TABLE_MAX_SIDE} (TABLE_MAX_SIDE), not {k}"
        )));
    }
    let published = published_mhrg()?;
    let mut omitted = Vec::new();
    let mut computed: HashMap<(u64, u64), Option<u64>> = HashMap::new();
    let mut beyond = 0u64;
    let mut cells = Vec::new();
    for m in 1..=k {
        let mut row = Vec::new();
        for n in 1..=k {
            let key = (m.min(n), m.max(n));
            let (grundy, source) = if m + n <= PUBLISHED_MHRG_MAX_SUM {
                let g = published
                    .get(&key)
                    .copied()
                    .context("the published data covers every m + n ≤ 41")?;
                (Some(g), Some(Source::Published))
            } else {
                let v = match computed.get(&key) {
                    Some(v) => *v,
                    None => {
                        let v = compute_start(key.0, key.1)?;
                        computed.insert(key, v);
                        v
                    }
                };
                if v.is_none() {
                    beyond += 1;
                }
                (v, v.map(|_| Source::Computed))
            };
            let side = usize::try_from(m).context("m ≤ TABLE_MAX_SIDE")?;
            row.push(Cell {
                grundy: grundy.map(Big),
                source,
                open: Open {
                    game: "mhrg",
                    position: Position::Runs(vec![(n, m)].into()),
                    rect: Some(format!("{side}x{n}")),
                    piece: None,
                    at: None,
                },
            });
        }
        cells.push(row);
    }
    if beyond > 0 {
        omitted.push(Omitted {
            field: "grundy",
            reason: format!(
                "{beyond} cells lie beyond the published data (m + n ≤ {PUBLISHED_MHRG_MAX_SUM}) \
                 and their reduced games have more than {TABLE_COMPUTE_POSITIONS} positions \
                 (TABLE_COMPUTE_POSITIONS): `hookgames table mhrg` computes them"
            ),
        });
    }
    Ok(Table {
        game: TableGame::Mhrg,
        play: Play::Normal,
        title: "G(Y_{m,n}): the value of the m × n rectangle in the Multiple Hook Removing Game \
                (row m, column n; Abuku–Tada, Table 1)"
            .to_owned(),
        position: None,
        piece: None,
        cells,
        omitted,
    })
}

/// G(Y_{m,n}) by the dense solver when the reduced game is small enough,
/// within the request's budget ([`crate::budget`]).
fn compute_start(m: u64, n: u64) -> Result<Option<u64>> {
    let side = usize::try_from(m).context("m ≤ TABLE_MAX_SIDE")?;
    let (a, b) = mhrg::reduced_rectangle(side, n);
    let count = mhrg::position_count(a, b)?;
    if count > TABLE_COMPUTE_POSITIONS.into() {
        return Ok(None);
    }
    let token = crate::budget::current();
    let engine = crate::budget::engine(Engine::new(), token.as_ref())
        .with_limits(Limits::default().with_max_bytes(TABLE_COMPUTE_POSITIONS * 2));
    let values = mhrg::start_values(&[(side, n)], &engine)?;
    Ok(values.first().copied())
}

/// The board of a partition: LCTR, Downright, two-dimensional LCTR, chess.
fn board_table(args: &TableArgs, text: &str) -> Result<Table> {
    let runs = parse_runs(text)?;
    if runs.size() > EXPLORE_MAX_BOXES {
        return Err(error::limit(format!(
            "the board has a cell per box, and the partition has {} boxes, more than the \
             explorer draws (EXPLORE_MAX_BOXES = {EXPLORE_MAX_BOXES})",
            runs.size()
        )));
    }
    let lambda: Partition = expand(&runs, "the board")?;
    let play = Play::new(args.misere);
    let convention = play.convention();
    let name = args.game.name();
    let (values, title, piece): (Vec<Vec<u64>>, String, Option<String>) = match args.game {
        TableGame::Chess => {
            let piece = args.piece.as_deref().unwrap_or("queen");
            let opts = open::Options::new(open::Takes::Chess, Some(piece), None, None)?;
            // (λ is within EXPLORE_MAX_BOXES, far below MAX_CHESS_CELLS.)
            let b = open::chess_board(&opts, &lambda, convention)?;
            let rows = (0..lambda.len()).map(|i| b.row(i).collect()).collect();
            let piece = opts.piece()?.to_string();
            (
                rows,
                format!(
                    "the value of the {piece} standing on the box (i, j) (Gottlieb–Krnc–Muršič §8)"
                ),
                Some(piece),
            )
        }
        _ => {
            if lambda.is_empty() {
                return Err(error::input("the board of ∅ has no box"));
            }
            let variant = if args.game == TableGame::Downright {
                LctrVariant::Downright
            } else {
                LctrVariant::Lctr
            };
            let rows = if args.game == TableGame::MultiLctr {
                let s = hookgames::lctr::Corners::from_partition(&lambda)?;
                let board = hookgames::lctr::MultiBoard::new(&s, convention)?;
                crate::explore::corners_board_rows(&s, &lambda, &board)?
            } else {
                let b = Board::new(variant, &lambda, convention)?;
                (0..lambda.len()).map(|i| b.row(i).collect()).collect()
            };
            (
                rows,
                "SG(λ[i−1,j−1]) at the box (i, j): the value of the subposition whose corner the \
                 box is (Gottlieb–Krnc–Muršič, Figure 5)"
                    .to_owned(),
                None,
            )
        }
    };
    let cells = values
        .into_iter()
        .enumerate()
        .map(|(i, row)| {
            row.into_iter()
                .enumerate()
                .map(|(j, v)| {
                    let open = match args.game {
                        TableGame::Chess => Open {
                            game: "chess",
                            position: Position::from_parts(lambda.parts().to_vec()),
                            rect: None,
                            piece: piece.clone(),
                            at: Some(Square {
                                row: i + 1,
                                column: j as u64 + 1,
                            }),
                        },
                        _ => Open {
                            game: name,
                            position: Position::from_parts(
                                subpartition(&lambda, i, j as u64).parts().to_vec(),
                            ),
                            rect: None,
                            piece: None,
                            at: None,
                        },
                    };
                    Cell {
                        grundy: Some(Big(v)),
                        source: Some(Source::Computed),
                        open,
                    }
                })
                .collect()
        })
        .collect();
    Ok(Table {
        game: args.game,
        play,
        title,
        position: Some(Position::owned_runs(&runs)),
        piece,
        cells,
        omitted: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{ExploreArgs, ExploreGame, explore};

    #[test]
    fn the_shipped_data_is_the_published_data() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/data/mhrg/");
        for (file, shipped) in [
            ("mhrg-start-sum-2-39.csv", PUBLISHED[0]),
            ("mhrg-start-sum-40-41.csv", PUBLISHED[1]),
        ] {
            let published = std::fs::read_to_string(format!("{dir}{file}")).unwrap();
            assert_eq!(published, shipped, "{file}");
        }
        let t = published_mhrg().unwrap();
        // Every 1 ≤ m ≤ n, m + n ≤ 41.
        assert_eq!(t.len(), (2..=41u64).map(|s| s / 2).sum::<u64>() as usize);
    }

    #[test]
    fn the_published_values_are_the_solvers() {
        // An independent computation of the triangle m + n ≤ 16.
        let rects: Vec<(usize, u64)> = (1..16usize)
            .flat_map(|m| (m as u64..=16 - m as u64).map(move |n| (m, n)))
            .collect();
        let values = mhrg::start_values(&rects, &Engine::new()).unwrap();
        let t = published_mhrg().unwrap();
        for (&(m, n), v) in rects.iter().zip(values) {
            assert_eq!(t[&(m as u64, n)], v, "G(Y_{{{m},{n}}})");
        }
    }

    #[test]
    fn table_1_and_its_cells_open_their_positions() {
        let t = table(&TableArgs::mhrg(9)).unwrap();
        assert_eq!(t.rows(), 9);
        // Abuku–Tada, Table 1: the first row is 1,1,3,3,5,5,7,7,9.
        let first: Vec<u64> = (1..=9).map(|n| t.value(1, n).unwrap()).collect();
        assert_eq!(first, [1, 1, 3, 3, 5, 5, 7, 7, 9]);
        for m in 1..=9 {
            for n in 1..=9 {
                assert_eq!(t.value(m, n), t.value(n, m));
            }
        }
        // A cell's position, explored, has the cell's value.
        let cell = &t.cells[2][4];
        let a = explore(
            &ExploreArgs::new(
                ExploreGame::Mhrg,
                cell.open.position.exponent().to_string(),
                false,
            )
            .with_rect(cell.open.rect.clone().unwrap()),
        )
        .unwrap();
        assert_eq!(Some(a.grundy()), t.value(3, 5));
    }

    #[test]
    fn beyond_the_data_small_games_are_computed() {
        let t = table(&TableArgs::mhrg(21)).unwrap();
        // m + n = 42 > 41: (21, 21) reduces to a game of 2^21·C(21,21)… positions.
        let v = t.value(21, 21);
        let count = mhrg::position_count(21, 21).unwrap();
        assert_eq!(v.is_some(), count <= TABLE_COMPUTE_POSITIONS.into());
        if v.is_none() {
            assert!(!t.omitted.is_empty());
        }
        assert!(table(&TableArgs::mhrg(41)).is_err());
        assert!(table(&TableArgs::mhrg(0)).is_err());
    }

    #[test]
    fn boards_are_the_explorers() {
        for (game, eg) in [
            (TableGame::Lctr, ExploreGame::Lctr),
            (TableGame::Downright, ExploreGame::Downright),
            (TableGame::MultiLctr, ExploreGame::MultiLctr),
        ] {
            for misere in [false, true] {
                let t = table(&TableArgs::board(game, "8,7,6,5,5,2,1", misere)).unwrap();
                let a = explore(&ExploreArgs::new(eg, "8,7,6,5,5,2,1", misere)).unwrap();
                let board = a.board().unwrap();
                for (i, row) in board.iter().enumerate() {
                    for (j, &v) in row.iter().enumerate() {
                        assert_eq!(t.value(i + 1, j + 1), Some(v));
                    }
                }
                // The cell (2,1) opens λ[1,0]: the top row removed.
                let cell = &t.cells[1][0];
                assert_eq!(cell.open.position.exponent().to_string(), "7,6,5^2,2,1");
            }
        }
        let mut args = TableArgs::board(TableGame::Chess, "8,7,6,5,5,2,1", false);
        args.piece = Some("knight".into());
        let t = table(&args).unwrap();
        let a = explore(
            &ExploreArgs::new(ExploreGame::Chess, "8,7,6,5,5,2,1", false)
                .with_piece("knight", Some("3,2".into())),
        )
        .unwrap();
        assert_eq!(t.value(3, 2), Some(a.grundy()));
        assert!(table(&TableArgs::board(TableGame::Lctr, "∅", false)).is_err());
        let mut bad = TableArgs::mhrg(3);
        bad.misere = true;
        assert_eq!(
            error::kind_of(&table(&bad).unwrap_err()),
            error::Kind::Usage
        );
    }
}
