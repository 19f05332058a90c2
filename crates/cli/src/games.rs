//! `hookgames grundy`, `moves`, `board` and `tree`: values, winning moves,
//! the Figure 5 grid and game-tree statistics of single positions.

use std::io::Write;

use anyhow::{Context, Result, bail};
use clap::{Args, ValueEnum};
use hookgames::lctr::{self, Board, Game, Play};
use hookgames::partition::{Partition, PartitionRuns, ShiftedPartition};
use hookgames::plain::{Convention, Solver};
use hookgames::sato_welter::{self, YoungRealization};
use hookgames::shifted;
use serde_json::{Value, json};

use crate::input::read_position;

/// The games `grundy` and `moves` know.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum GameName {
    /// The Sato–Welter game: remove any hook of a Young diagram (Kawanaka §9).
    SatoWelter,
    /// Hook removal on shifted diagrams (Abuku–Tada §5); a strict partition.
    Shifted,
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

impl From<GridGame> for Game {
    fn from(g: GridGame) -> Game {
        match g {
            GridGame::Lctr => Game::Lctr,
            GridGame::Downright => Game::Downright,
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
    value: u32,
    /// Count in misère play.
    #[arg(long)]
    misere: bool,
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

fn play(misere: bool) -> Play {
    if misere { Play::Misere } else { Play::Normal }
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
    let (position, value) = match args.game {
        GameName::SatoWelter => {
            let p = parse_partition(&text)?;
            // Normal play: the bitset formula (never enumerates boxes);
            // misère play: the generic solver.
            let v = if args.misere {
                sato_welter::misere_grundy(&p)?
            } else {
                sato_welter::grundy(&p)?
            };
            (json!(p.parts()), v)
        }
        GameName::Shifted => {
            let s = parse_shifted(&text)?;
            let v = if args.misere {
                shifted::misere_grundy(&s)?
            } else {
                shifted::grundy(&s)?
            };
            (json!(s.parts()), v)
        }
        GameName::Lctr | GameName::Downright => {
            let game = if args.game == GameName::Lctr {
                Game::Lctr
            } else {
                Game::Downright
            };
            // Run-length input is never expanded: the value is read off the
            // runs above the Durfee square (hookgames-lctr, beyond §8).
            let runs: PartitionRuns = text
                .parse()
                .with_context(|| format!("'{text}' is not a partition"))?;
            let v = lctr::grundy_runs(game, play(args.misere), &runs)?;
            (runs_json(&runs), v)
        }
    };
    if args.json {
        let mut obj = json!({
            "game": args.game.json_name(),
            "position": position,
            "grundy": value,
        });
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

/// One listed move: a label, the box (if the move is a hook), the result.
struct ListedMove {
    label: String,
    cell: Option<(usize, u64)>,
    to: Vec<u64>,
}

pub(crate) fn moves(args: &MovesArgs, out: &mut impl Write) -> Result<()> {
    let text = read_position(&args.position)?;
    let t = args.value;
    let (position, value, listed) = match args.game {
        GameName::SatoWelter => {
            let p = parse_partition(&text)?;
            let hook_label = |i: usize, j: u64, h: u64| format!("hook at ({i},{j}) of length {h}");
            let (value, listed) = if args.misere {
                // Misère play has no quotient descent: trial over every box
                // with the generic solver.
                let mut solver = Solver::new(YoungRealization);
                let value = solver.value(Convention::Misere, &p)?;
                let mut listed = Vec::new();
                for ((i, j), h) in p.hooks() {
                    let to = p.remove_hook(i, j)?;
                    if solver.value(Convention::Misere, &to)? == t {
                        listed.push(ListedMove {
                            label: hook_label(i, j, h),
                            cell: Some((i, j)),
                            to: to.into_parts(),
                        });
                    }
                }
                (value, listed)
            } else {
                // Kawanaka's Theorem 4.2: the quotient descent, no trial.
                let moves = sato_welter::winning_moves(&p, t)?;
                let listed = moves
                    .into_iter()
                    .map(|m| ListedMove {
                        label: hook_label(m.row, m.col, m.hook_length),
                        cell: Some((m.row, m.col)),
                        to: m.result.into_parts(),
                    })
                    .collect();
                (sato_welter::grundy(&p)?, listed)
            };
            (json!(p.parts()), value, listed)
        }
        GameName::Shifted => {
            let s = parse_shifted(&text)?;
            let (value, cells) = if args.misere {
                (
                    shifted::misere_grundy(&s)?,
                    shifted::misere_hooks_to_value(&s, t),
                )
            } else {
                (shifted::grundy(&s)?, shifted::hooks_to_value(&s, t))
            };
            let mut listed = Vec::with_capacity(cells.len());
            for (i, j) in cells {
                let to = s.remove_hook(i, j)?;
                listed.push(ListedMove {
                    label: format!("hook at ({i},{j}) of length {}", s.hook_length(i, j)?),
                    cell: Some((i, j)),
                    to: to.into_parts(),
                });
            }
            (json!(s.parts()), value, listed)
        }
        GameName::Lctr | GameName::Downright => {
            let game = if args.game == GameName::Lctr {
                Game::Lctr
            } else {
                Game::Downright
            };
            let p = parse_partition(&text)?;
            let rules = play(args.misere);
            let value = lctr::grundy(game, rules, &p)?;
            if game == Game::Downright && p.is_empty() {
                bail!("∅ is not a Downright position (the rook needs a box)");
            }
            // (label, allowed, i, j): the follower is the subposition λ[i,j]
            // (0-based offsets, Gottlieb–Krnc–Muršič §2.1).
            let options = match game {
                Game::Lctr => [
                    ("remove the top row", !p.is_empty(), 1usize, 0u64),
                    ("remove the left column", !p.is_empty(), 0, 1),
                ],
                Game::Downright => [
                    ("move the rook down", p.len() > 1, 1, 0),
                    ("move the rook right", p.part(1) > 1, 0, 1),
                ],
            };
            let mut listed = Vec::new();
            for (label, allowed, i, j) in options {
                let to = lctr::subpartition(&p, i, j);
                if allowed && lctr::grundy(game, rules, &to)? == t {
                    listed.push(ListedMove {
                        label: label.to_owned(),
                        cell: None,
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
    let board = Board::new(args.game.into(), play(args.misere), &p)?;
    if let Some(path) = &args.svg {
        let picture = hookgames::svg::lctr_board_svg(&board).context("--svg")?;
        std::fs::write(path, picture)
            .with_context(|| format!("cannot write the SVG picture to '{}'", path.display()))?;
    }
    if args.json {
        let rows: Vec<Vec<u32>> = (0..p.len()).map(|i| board.row(i).collect()).collect();
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
    let stats = lctr::tree_stats(args.game.into(), &p)?;
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
