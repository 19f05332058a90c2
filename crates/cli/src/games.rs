//! `hookgames grundy`, `moves`, `board` and `tree`: values, winning moves,
//! the Figure 5 grid and game-tree statistics of single positions.

use std::io::Write;

use anyhow::{Context, Result, bail};
use clap::{Args, ValueEnum};
use hookgames::game::{Convention, Solver};
use hookgames::lctr::{self, Board, LctrVariant};
use hookgames::mhrg;
use hookgames::partition::{Partition, PartitionRuns, ShiftedPartition};
use hookgames::sato_welter::YoungRealization;
use hookgames::shifted::ShiftedHookGame;
use serde_json::{Value, json};

use crate::input::{parse_rect, read_position};
use crate::progress::{ProgressLine, with_spinner};

/// The rectangle of an MHRG command, and the diagram checked to be one of
/// its game positions (Motegi, Theorem 5.1).
fn mhrg_position(rect: Option<&str>, text: &str) -> Result<(usize, u64, Partition)> {
    let Some(rect) = rect else {
        bail!("the MHRG needs its rectangle: add --rect MxN (for example --rect 3x5)");
    };
    let (m, n) = parse_rect(rect)?;
    let y = parse_partition(text)?;
    mhrg::require_position(&y, m, n)?;
    Ok((m, n, y))
}

/// MHRG(m, n) with at least this many positions (2^20) is solved whole by
/// the dense solver (one byte per position, both cores, a progress bar)
/// rather than searched from the position with a hash table.
const DENSE_FROM_BITS: u64 = 21;

/// The values of every position of MHRG(m, n) when the game is large
/// enough for the dense solver to be the faster way; `None` otherwise.
fn mhrg_dense(m: usize, n: u64) -> Result<Option<mhrg::PositionValues>> {
    if mhrg::position_count(m, n)?.bits() < DENSE_FROM_BITS {
        return Ok(None);
    }
    let line = ProgressLine::new("solving every position");
    let values = mhrg::solve_positions(m, n, |p| line.update(p.done, Some(p.total), "positions"));
    line.finish();
    Ok(Some(values?))
}

/// A generic solver for misère play that reports progress on a terminal.
fn misere_solver<A: hookgames::game::Algorithm>(game: A, line: &ProgressLine) -> Solver<A> {
    Solver::new(game).with_progress(line.states_observer())
}

/// The value of an MHRG position: the rectangular engine, normal play by
/// the crate's solvers (dense for large games), misère play by the generic
/// one.
fn mhrg_value(m: usize, n: u64, y: &Partition, misere: bool) -> Result<u64> {
    if misere {
        let game = mhrg::RectGame::new(m, n)?;
        let p = game.position(y)?;
        let line = ProgressLine::new("solving (misère)");
        let v = misere_solver(&game, &line).value(Convention::Misere, &p);
        line.finish();
        Ok(v?)
    } else if let Some(values) = mhrg_dense(m, n)? {
        Ok(values.value_of(y)?)
    } else {
        Ok(mhrg::RectGame::new(m, n)?.value_of(y)?)
    }
}

/// The games `grundy` and `moves` know.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum GameName {
    /// The Sato–Welter game: remove any hook of a Young diagram (Kawanaka §9).
    SatoWelter,
    /// Hook removal on shifted diagrams (Abuku–Tada §5); a strict partition.
    Shifted,
    /// The Multiple Hook Removing Game in the MxN rectangle with the
    /// unimodal numbering (Abuku–Tada, Motegi); needs --rect MxN.
    Mhrg,
    /// LCTR: remove the left column or the top row (Gottlieb–Krnc–Muršič).
    Lctr,
    /// Downright: a rook moves one box down or right (Gottlieb–Krnc–Muršič).
    Downright,
}

impl GameName {
    fn json_name(self) -> &'static str {
        match self {
            GameName::SatoWelter => "sato-welter",
            GameName::Shifted => "shifted",
            GameName::Mhrg => "mhrg",
            GameName::Lctr => "lctr",
            GameName::Downright => "downright",
        }
    }
}

/// The two games on the subposition grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum GridGame {
    /// LCTR.
    Lctr,
    /// Downright.
    Downright,
}

impl From<GridGame> for LctrVariant {
    fn from(g: GridGame) -> LctrVariant {
        match g {
            GridGame::Lctr => LctrVariant::Lctr,
            GridGame::Downright => LctrVariant::Downright,
        }
    }
}

#[derive(Debug, Args)]
pub(crate) struct GrundyArgs {
    /// The game.
    game: GameName,
    /// The position: a partition (`9,8,6,5,5,2`, `6,5,4^3,2^2`, corners), @FILE or -.
    #[arg(allow_hyphen_values = true)]
    position: String,
    /// The misère value (terminal positions get 1, then mex).
    #[arg(long)]
    misere: bool,
    /// The rectangle Y_{M,N} of the MHRG (required for `mhrg`).
    #[arg(long, value_name = "MxN")]
    rect: Option<String>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

#[derive(Debug, Args)]
pub(crate) struct MovesArgs {
    /// The game.
    game: GameName,
    /// The position, @FILE or -.
    #[arg(allow_hyphen_values = true)]
    position: String,
    /// List the moves to positions of this Grundy value (0: the winning moves).
    #[arg(long, value_name = "T", default_value_t = 0)]
    value: u64,
    /// Count in misère play.
    #[arg(long)]
    misere: bool,
    /// The rectangle Y_{M,N} of the MHRG (required for `mhrg`).
    #[arg(long, value_name = "MxN")]
    rect: Option<String>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

#[derive(Debug, Args)]
pub(crate) struct GridArgs {
    /// The game.
    game: GridGame,
    /// The partition, @FILE or -.
    #[arg(allow_hyphen_values = true)]
    position: String,
    /// Misère play.
    #[arg(long)]
    misere: bool,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    /// `board` only: also draw the board as an SVG picture in FILE.
    #[arg(long, value_name = "FILE")]
    svg: Option<std::path::PathBuf>,
}

fn convention(misere: bool) -> Convention {
    if misere {
        Convention::Misere
    } else {
        Convention::Normal
    }
}

fn parse_partition(text: &str) -> Result<Partition> {
    text.parse()
        .with_context(|| format!("'{text}' is not a partition"))
}

fn parse_shifted(text: &str) -> Result<ShiftedPartition> {
    text.parse()
        .with_context(|| format!("'{text}' is not a strict partition"))
}

/// The parts of a position as JSON, or its exponent notation when the
/// parts are too many to list.
fn runs_json(runs: &PartitionRuns) -> Value {
    match runs.to_partition() {
        Ok(p) => json!(p.parts()),
        Err(_) => json!(runs.to_string()),
    }
}

pub(crate) fn grundy(args: &GrundyArgs, out: &mut impl Write) -> Result<()> {
    let text = read_position(&args.position)?;
    if args.rect.is_some() && args.game != GameName::Mhrg {
        bail!("--rect applies to the game 'mhrg' only");
    }
    let mut rect = None;
    let (position, value) = match args.game {
        GameName::SatoWelter => {
            let p = parse_partition(&text)?;
            // Normal play: the bitset formula (never enumerates boxes);
            // misère play: the generic solver.
            let v = if args.misere {
                let line = ProgressLine::new("solving (misère)");
                let v = misere_solver(YoungRealization, &line).misere_grundy(&p);
                line.finish();
                v?
            } else {
                YoungRealization.grundy(&p)?
            };
            (json!(p.parts()), v)
        }
        GameName::Mhrg => {
            let (m, n, y) = mhrg_position(args.rect.as_deref(), &text)?;
            rect = Some((m, n));
            (json!(y.parts()), mhrg_value(m, n, &y, args.misere)?)
        }
        GameName::Shifted => {
            let s = parse_shifted(&text)?;
            let v = if args.misere {
                ShiftedHookGame.misere_grundy(&s)
            } else {
                ShiftedHookGame.grundy(&s)
            };
            (json!(s.parts()), v)
        }
        GameName::Lctr | GameName::Downright => {
            let game = if args.game == GameName::Lctr {
                LctrVariant::Lctr
            } else {
                LctrVariant::Downright
            };
            // Run-length input is never expanded: the value is read off the
            // runs above the Durfee square (hookgames-lctr, beyond §8).
            let runs: PartitionRuns = text
                .parse()
                .with_context(|| format!("'{text}' is not a partition"))?;
            let v = game.grundy_runs(&runs, convention(args.misere))?;
            (runs_json(&runs), v)
        }
    };
    if args.json {
        let mut obj = json!({
            "game": args.game.json_name(),
            "position": position,
            "grundy": value,
        });
        if let Some((m, n)) = rect {
            obj["rect"] = json!([m, n]);
        }
        if args.misere {
            obj["play"] = json!("misere");
        }
        writeln!(out, "{obj}")?;
    } else {
        let which = if args.misere {
            "misère Grundy value"
        } else {
            "Grundy value"
        };
        writeln!(
            out,
            "{which} {value} ({})",
            if value == 0 {
                "P-position: the previous player wins"
            } else {
                "N-position: the next player wins"
            }
        )?;
    }
    Ok(())
}

/// One listed move: a label, the box (if the move is a hook), the hooks
/// removed (MHRG: one or two), the result.
struct ListedMove {
    label: String,
    cell: Option<(usize, u64)>,
    hooks: Vec<(usize, u64)>,
    to: Vec<u64>,
}

/// An MHRG move: the first hook, and the second one when (M4b) forces it
/// (Abuku–Tada Lemma 3.15; Motegi Lemma 4.4).
fn mhrg_listed(mv: mhrg::ValuedMove) -> ListedMove {
    let (i, j) = mv.first;
    let mut label = format!("hook at ({i},{j})");
    let mut hooks = vec![mv.first];
    if let Some((k, l)) = mv.second {
        label.push_str(&format!(
            ", then the hook at ({k},{l}) with the same numbers"
        ));
        hooks.push((k, l));
    }
    ListedMove {
        label,
        cell: Some(mv.first),
        hooks,
        to: mv.result.into_parts(),
    }
}

pub(crate) fn moves(args: &MovesArgs, out: &mut impl Write) -> Result<()> {
    let text = read_position(&args.position)?;
    let t = args.value;
    if args.rect.is_some() && args.game != GameName::Mhrg {
        bail!("--rect applies to the game 'mhrg' only");
    }
    let mut rect = None;
    let (position, value, listed) = match args.game {
        GameName::Mhrg => {
            let (m, n, y) = mhrg_position(args.rect.as_deref(), &text)?;
            rect = Some((m, n));
            let mut listed = Vec::new();
            let value = if args.misere {
                let game = mhrg::RectGame::new(m, n)?;
                let line = ProgressLine::new("solving (misère)");
                let mut solver = misere_solver(&game, &line);
                let moves =
                    game.valued_moves_with(&y, |q| Ok(solver.value(Convention::Misere, q)?))?;
                listed.extend(
                    moves
                        .into_iter()
                        .filter(|mv| mv.value == t)
                        .map(mhrg_listed),
                );
                let value = solver.value(Convention::Misere, &game.position(&y)?)?;
                line.finish();
                value
            } else {
                let (value, moves) = match mhrg_dense(m, n)? {
                    Some(values) => (values.value_of(&y)?, values.valued_moves(&y)?),
                    None => {
                        let game = mhrg::RectGame::new(m, n)?;
                        (game.value_of(&y)?, game.valued_moves(&y)?)
                    }
                };
                listed.extend(
                    moves
                        .into_iter()
                        .filter(|mv| mv.value == t)
                        .map(mhrg_listed),
                );
                value
            };
            (json!(y.parts()), value, listed)
        }
        GameName::SatoWelter => {
            let p = parse_partition(&text)?;
            let hook_label = |i: usize, j: u64, h: u64| format!("hook at ({i},{j}) of length {h}");
            let (value, listed) = if args.misere {
                // Misère play has no quotient descent: trial over every box
                // with the generic solver.
                let line = ProgressLine::new("solving (misère)");
                let mut solver = misere_solver(YoungRealization, &line);
                let value = solver.value(Convention::Misere, &p)?;
                let mut listed = Vec::new();
                for ((i, j), h) in p.hooks() {
                    let to = p.remove_hook(i, j)?;
                    if solver.value(Convention::Misere, &to)? == t {
                        listed.push(ListedMove {
                            label: hook_label(i, j, h),
                            cell: Some((i, j)),
                            hooks: vec![(i, j)],
                            to: to.into_parts(),
                        });
                    }
                }
                line.finish();
                (value, listed)
            } else {
                // Kawanaka's Theorem 4.2: the quotient descent, no trial.
                let moves = with_spinner("descending through the quotients", || {
                    YoungRealization.options_with_value(&p, t)
                })?;
                let listed = moves
                    .into_iter()
                    .map(|m| ListedMove {
                        label: hook_label(m.row, m.col, m.hook_length),
                        cell: Some((m.row, m.col)),
                        hooks: vec![(m.row, m.col)],
                        to: m.result.into_parts(),
                    })
                    .collect();
                (YoungRealization.grundy(&p)?, listed)
            };
            (json!(p.parts()), value, listed)
        }
        GameName::Shifted => {
            let s = parse_shifted(&text)?;
            let (value, cells) = if args.misere {
                (
                    ShiftedHookGame.misere_grundy(&s),
                    ShiftedHookGame.misere_hooks_with_value(&s, t),
                )
            } else {
                (
                    ShiftedHookGame.grundy(&s),
                    ShiftedHookGame.hooks_with_value(&s, t),
                )
            };
            let mut listed = Vec::with_capacity(cells.len());
            for (i, j) in cells {
                let to = s.remove_hook(i, j)?;
                listed.push(ListedMove {
                    label: format!("hook at ({i},{j}) of length {}", s.hook_length(i, j)?),
                    cell: Some((i, j)),
                    hooks: vec![(i, j)],
                    to: to.into_parts(),
                });
            }
            (json!(s.parts()), value, listed)
        }
        GameName::Lctr | GameName::Downright => {
            let game = if args.game == GameName::Lctr {
                LctrVariant::Lctr
            } else {
                LctrVariant::Downright
            };
            let p = parse_partition(&text)?;
            let rules = convention(args.misere);
            let value = game.grundy(&p, rules)?;
            if game == LctrVariant::Downright && p.is_empty() {
                bail!("∅ is not a Downright position (the rook needs a box)");
            }
            // (label, allowed, i, j): the follower is the subposition λ[i,j]
            // (0-based offsets, Gottlieb–Krnc–Muršič §2.1).
            let options = match game {
                LctrVariant::Lctr => [
                    ("remove the top row", !p.is_empty(), 1usize, 0u64),
                    ("remove the left column", !p.is_empty(), 0, 1),
                ],
                LctrVariant::Downright => [
                    ("move the rook down", p.len() > 1, 1, 0),
                    ("move the rook right", p.part(1) > 1, 0, 1),
                ],
            };
            let mut listed = Vec::new();
            for (label, allowed, i, j) in options {
                let to = lctr::subpartition(&p, i, j);
                if allowed && game.grundy(&to, rules)? == t {
                    listed.push(ListedMove {
                        label: label.to_owned(),
                        cell: None,
                        hooks: Vec::new(),
                        to: to.into_parts(),
                    });
                }
            }
            (json!(p.parts()), value, listed)
        }
    };
    if args.json {
        let list: Vec<Value> = listed
            .iter()
            .map(|m| {
                let mut o = json!({ "move": m.label, "to": m.to });
                if let Some((i, j)) = m.cell {
                    o["box"] = json!([i, j]);
                }
                if !m.hooks.is_empty() {
                    o["hooks"] = json!(
                        m.hooks
                            .iter()
                            .map(|&(i, j)| [i as u64, j])
                            .collect::<Vec<_>>()
                    );
                }
                o
            })
            .collect();
        let mut obj = json!({
            "game": args.game.json_name(),
            "position": position,
            "grundy": value,
            "value": t,
            "winning_moves": list,
        });
        if let Some((m, n)) = rect {
            obj["rect"] = json!([m, n]);
        }
        if args.misere {
            obj["play"] = json!("misere");
        }
        writeln!(out, "{obj}")?;
    } else {
        writeln!(
            out,
            "Grundy value {value}; {} move(s) to value {t}:",
            listed.len()
        )?;
        for m in &listed {
            let to = Partition::new(m.to.clone())?;
            writeln!(out, "  {} -> {to}", m.label)?;
        }
    }
    Ok(())
}

pub(crate) fn board(args: &GridArgs, out: &mut impl Write) -> Result<()> {
    let text = read_position(&args.position)?;
    let p = parse_partition(&text)?;
    let board = Board::new(LctrVariant::from(args.game), &p, convention(args.misere))?;
    if let Some(path) = &args.svg {
        let picture = hookgames::svg::lctr_board_svg(&board).context("--svg")?;
        std::fs::write(path, picture)
            .with_context(|| format!("cannot write the SVG picture to '{}'", path.display()))?;
    }
    if args.json {
        let rows: Vec<Vec<u64>> = (0..p.len()).map(|i| board.row(i).collect()).collect();
        let obj = json!({
            "game": match args.game { GridGame::Lctr => "lctr", GridGame::Downright => "downright" },
            "position": p.parts(),
            "grundy": board.root(),
            "board": rows,
        });
        writeln!(out, "{obj}")?;
    } else {
        writeln!(out, "{board}")?;
    }
    Ok(())
}

pub(crate) fn tree(args: &GridArgs, out: &mut impl Write) -> Result<()> {
    if args.svg.is_some() {
        bail!("--svg applies to 'board' only (a game tree has no picture)");
    }
    if args.misere {
        bail!("--misere does not apply to game-tree statistics (the tree is the same)");
    }
    let text = read_position(&args.position)?;
    let p = parse_partition(&text)?;
    let stats = LctrVariant::from(args.game).tree_parameters(&p)?;
    if args.json {
        let obj = json!({
            "game": match args.game { GridGame::Lctr => "lctr", GridGame::Downright => "downright" },
            "position": p.parts(),
            "states": stats.states,
            "nodes": stats.nodes.to_string(),
            "leaves": stats.leaves.to_string(),
            "height": stats.height,
        });
        writeln!(out, "{obj}")?;
    } else {
        writeln!(out, "states  {}", stats.states)?;
        writeln!(out, "nodes   {}", stats.nodes)?;
        writeln!(out, "leaves  {}", stats.leaves)?;
        writeln!(out, "height  {}", stats.height)?;
    }
    Ok(())
}
