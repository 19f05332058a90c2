//! `hookgames grundy`, `moves`, `board` and `tree`: values, winning moves,
//! the Figure 5 grid and game-tree statistics of single positions.

use std::io::Write;
use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::{Args, ValueEnum};
use hookgames::game::{Convention, Solver};
use hookgames::lctr::{self, Board, LctrVariant};
use hookgames::mhrg;
use hookgames::partition::{Partition, PartitionRuns, ShiftedPartition};
use hookgames::sato_welter::YoungRealization;
use hookgames::shifted::ShiftedHookGame;
use serde::Serialize;

use crate::error;
use crate::input::{parse_rect, read_position};
use crate::json::{self, Big, HookBox, Outcome, Play, Position, Rect};
use crate::progress::{Progress, with_spinner};
use crate::show::{SvgTo, svg_target, write_svg};

/// The rectangle of an MHRG command, checked.
fn mhrg_rect(rect: Option<&str>) -> Result<(usize, u64)> {
    let Some(rect) = rect else {
        return Err(error::usage(
            "the MHRG needs its rectangle: add --rect MxN (for example --rect 3x5)",
        ));
    };
    let (m, n) = parse_rect(rect)?;
    mhrg::RectGame::new(m, n)?;
    Ok((m, n))
}

/// The diagram `text`, checked to be a position of MHRG(m, n) (Motegi,
/// Theorem 5.1).
fn mhrg_position(m: usize, n: u64, text: &str) -> Result<Partition> {
    let y = parse_partition(text)?;
    mhrg::require_position(&y, m, n)?;
    Ok(y)
}

/// Refuses a misère Sato–Welter search that cannot fit the generic
/// solver's state limit: each of the |λ| boxes gives a different follower,
/// so ⟨λ⟩ has more than |λ| states. (Without this check the solver would
/// first list the |λ| followers of λ — up to 2^64 of them.)
fn check_misere_search(p: &Partition) -> Result<()> {
    let limit = hookgames::game::DEFAULT_MAX_STATES;
    if p.size() >= limit {
        return Err(error::limit(format!(
            "the misère value of a Young diagram is searched position by position, and {p} \
             has {} boxes, so more than {limit} positions below it (the solver's state \
             limit, DEFAULT_MAX_STATES); only normal play has a formula",
            p.size()
        )));
    }
    Ok(())
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
    let line = Progress::new("solving every position");
    let values = mhrg::solve_positions(m, n, |p| line.update(p.done, Some(p.total), "positions"));
    line.finish();
    Ok(Some(values?))
}

/// The games `grundy` and `moves` know.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "kebab-case")]
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
    fn lctr_variant(self) -> Option<LctrVariant> {
        match self {
            GameName::Lctr => Some(LctrVariant::Lctr),
            GameName::Downright => Some(LctrVariant::Downright),
            _ => None,
        }
    }
}

/// The two games on the subposition grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
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
    pub(crate) game: GameName,
    /// The position: a partition (`9,8,6,5,5,2`, `6,5,4^3,2^2`, corners), @FILE or -.
    #[arg(
        allow_hyphen_values = true,
        required_unless_present = "batch",
        conflicts_with = "batch"
    )]
    pub(crate) position: Option<String>,
    /// The misère value (terminal positions get 1, then mex).
    #[arg(long)]
    pub(crate) misere: bool,
    /// The rectangle Y_{M,N} of the MHRG (required for `mhrg`).
    #[arg(long, value_name = "MxN")]
    pub(crate) rect: Option<String>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub(crate) json: bool,
    /// Evaluate one position per line of FILE (- for standard input) and
    /// print one JSON object per line (JSON Lines). Blank lines and lines
    /// starting with # are skipped; a bad line gives an error object for
    /// that line and the batch goes on; exit status 1 if any line failed.
    #[arg(long, value_name = "FILE")]
    pub(crate) batch: Option<String>,
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
pub(crate) struct BoardArgs {
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
    /// Also draw the board as an SVG picture in FILE; `--svg -` writes the
    /// picture to standard output instead of the board.
    #[arg(long, value_name = "FILE")]
    svg: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub(crate) struct TreeArgs {
    /// The game.
    game: GridGame,
    /// The partition, @FILE or -.
    #[arg(allow_hyphen_values = true)]
    position: String,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

pub(crate) fn parse_partition(text: &str) -> Result<Partition> {
    text.parse()
        .with_context(|| format!("'{text}' is not a partition"))
}

fn parse_runs(text: &str) -> Result<PartitionRuns> {
    text.parse()
        .with_context(|| format!("'{text}' is not a partition"))
}

fn parse_shifted(text: &str) -> Result<ShiftedPartition> {
    text.parse()
        .with_context(|| format!("'{text}' is not a strict partition"))
}

/// The answer of `grundy` (one object, or one line of a batch).
#[derive(Debug, Serialize)]
pub(crate) struct GrundyOut {
    game: GameName,
    play: Play,
    position: Position,
    #[serde(skip_serializing_if = "Option::is_none")]
    rect: Option<Rect>,
    grundy: Big,
    outcome: Outcome,
}

/// How the values of one game are computed, kept across the positions of
/// a batch: the closed forms need nothing, the generic solvers keep their
/// caches, the dense MHRG solver its table of every position.
enum Engine {
    /// Kawanaka's bitset formula, Proposition 5.6, the LCTR runs: nothing
    /// to keep.
    Closed,
    /// The Sato–Welter game in misère play: one generic solver.
    SatoWelterMisere(Box<Solver<YoungRealization>>),
    /// MHRG(m, n) solved whole.
    MhrgDense(Box<mhrg::PositionValues>),
    /// MHRG(m, n) by the memoised solver (normal or misère play).
    MhrgSolver(Box<Solver<mhrg::RectGame>>),
}

/// Evaluates positions of one game under one play convention.
pub(crate) struct Evaluator {
    game: GameName,
    play: Play,
    rect: Option<(usize, u64)>,
    engine: Engine,
    /// The solvers' progress display (single positions; a batch reports
    /// its lines instead).
    line: Option<Progress>,
}

impl Evaluator {
    /// Checks the options and sets up the game (for a large MHRG: solves
    /// every position once).
    pub(crate) fn new(args: &GrundyArgs, progress: bool) -> Result<Self> {
        let play = Play::new(args.misere);
        let line = progress.then(|| Progress::new("solving"));
        if args.rect.is_some() && args.game != GameName::Mhrg {
            return Err(error::usage("--rect applies to the game 'mhrg' only"));
        }
        let mut rect = None;
        let engine = match args.game {
            GameName::SatoWelter if args.misere => Engine::SatoWelterMisere(Box::new(observed(
                Solver::new(YoungRealization),
                line.as_ref(),
            ))),
            GameName::Mhrg => {
                let (m, n) = mhrg_rect(args.rect.as_deref())?;
                rect = Some((m, n));
                match (args.misere, mhrg_dense_if(!args.misere, m, n)?) {
                    (false, Some(values)) => Engine::MhrgDense(Box::new(values)),
                    _ => Engine::MhrgSolver(Box::new(observed(
                        Solver::new(mhrg::RectGame::new(m, n)?),
                        line.as_ref(),
                    ))),
                }
            }
            _ => Engine::Closed,
        };
        Ok(Evaluator {
            game: args.game,
            play,
            rect,
            engine,
            line,
        })
    }

    /// The value of the position `text`.
    pub(crate) fn eval(&mut self, text: &str) -> Result<GrundyOut> {
        let convention = self.play.convention();
        let (position, value) = match self.game {
            GameName::SatoWelter => {
                let p = parse_partition(text)?;
                let v = match &mut self.engine {
                    Engine::SatoWelterMisere(solver) => {
                        check_misere_search(&p)?;
                        solve_retrying(solver, convention, &p)?
                    }
                    // Normal play: the bitset formula (never enumerates boxes).
                    _ => YoungRealization.grundy(&p)?,
                };
                (Position::from_parts(p.parts()), v)
            }
            GameName::Mhrg => {
                let (m, n) = self.rect.unwrap_or_default();
                let y = mhrg_position(m, n, text)?;
                let v = match &mut self.engine {
                    Engine::MhrgDense(values) => values.value_of(&y)?,
                    Engine::MhrgSolver(solver) => {
                        let p = solver.game().position(&y)?;
                        solve_retrying(solver, convention, &p)?
                    }
                    // (Not reached: `new` sets up an MHRG engine.)
                    _ => {
                        let game = mhrg::RectGame::new(m, n)?;
                        Solver::new(&game).value(convention, &game.position(&y)?)?
                    }
                };
                (Position::from_parts(y.parts()), v)
            }
            GameName::Shifted => {
                let s = parse_shifted(text)?;
                let v = match self.play {
                    Play::Misere => ShiftedHookGame.misere_grundy(&s),
                    Play::Normal => ShiftedHookGame.grundy(&s),
                };
                (Position::from_parts(s.parts()), v)
            }
            GameName::Lctr | GameName::Downright => {
                let game = self.game.lctr_variant().unwrap_or(LctrVariant::Lctr);
                // Run-length input is never expanded: the value is read off
                // the runs above the Durfee square (hookgames-lctr, beyond §8).
                let runs = parse_runs(text)?;
                let v = game.grundy_runs(&runs, convention)?;
                (Position::from_runs(&runs), v)
            }
        };
        if let Some(line) = &self.line {
            line.finish();
        }
        Ok(GrundyOut {
            game: self.game,
            play: self.play,
            position,
            rect: self.rect.map(|(m, n)| Rect { m, n }),
            grundy: Big(value),
            outcome: Outcome::of(value),
        })
    }
}

fn mhrg_dense_if(wanted: bool, m: usize, n: u64) -> Result<Option<mhrg::PositionValues>> {
    if wanted { mhrg_dense(m, n) } else { Ok(None) }
}

/// `solver`, reporting its explored states on `line` if there is one.
fn observed<A: hookgames::game::Algorithm>(
    solver: Solver<A>,
    line: Option<&Progress>,
) -> Solver<A> {
    match line {
        Some(l) => solver.with_progress(l.states_observer()),
        None => solver,
    }
}

/// A value from a solver kept across positions. If the cache filled up
/// with earlier positions' states, it is emptied and the position solved
/// again from scratch, so a batch answers every position a fresh solver
/// would.
fn solve_retrying<A: hookgames::game::Algorithm>(
    solver: &mut Solver<A>,
    convention: Convention,
    p: &A::State,
) -> Result<u64> {
    let mut result = solver.value(convention, p);
    if matches!(result, Err(hookgames::game::GameError::StateLimit { .. }))
        && solver.cache_len() > 0
    {
        solver.clear_cache();
        result = solver.value(convention, p);
    }
    Ok(result?)
}

pub(crate) fn grundy(args: &GrundyArgs, out: &mut impl Write) -> Result<()> {
    if let Some(file) = &args.batch {
        return crate::batch::run(args, file, out);
    }
    let text = read_position(args.position.as_deref().unwrap_or_default())?;
    let mut eval = Evaluator::new(args, true)?;
    let answer = eval.eval(&text)?;
    if args.json {
        json::write_line(out, "grundy", None, answer)?;
    } else {
        let which = match answer.play {
            Play::Misere => "misère Grundy value",
            Play::Normal => "Grundy value",
        };
        writeln!(
            out,
            "{which} {} ({})",
            answer.grundy.0,
            match answer.outcome {
                Outcome::P => "P-position: the previous player wins",
                Outcome::N => "N-position: the next player wins",
            }
        )?;
    }
    Ok(())
}

/// One listed move: a label, the hooks removed (one; two for an MHRG move
/// that (M4b) completes; none for LCTR and Downright), the result.
#[derive(Debug, Serialize)]
struct ListedMove {
    #[serde(rename = "move")]
    label: String,
    hooks: Vec<HookBox>,
    to: Position,
    #[serde(skip)]
    text: String,
}

impl ListedMove {
    fn new(label: String, hooks: Vec<HookBox>, to: &[u64]) -> Self {
        ListedMove {
            label,
            hooks,
            to: Position::from_parts(to),
            text: Partition::new(to.to_vec()).map_or_else(|_| String::new(), |p| p.to_string()),
        }
    }
}

fn hook_box(row: usize, column: u64, length: u64) -> HookBox {
    HookBox {
        row,
        column: Big(column),
        length: Big(length),
    }
}

/// An MHRG move: the first hook, and the second one when (M4b) forces it
/// (Abuku–Tada Lemma 3.15; Motegi Lemma 4.4), with their lengths in the
/// diagram each is removed from.
fn mhrg_listed(y: &Partition, mv: mhrg::ValuedMove) -> Result<ListedMove> {
    let (i, j) = mv.first;
    let mut label = format!("hook at ({i},{j})");
    let mut hooks = vec![hook_box(i, j, y.hook_length(i, j)?)];
    if let Some((k, l)) = mv.second {
        label.push_str(&format!(
            ", then the hook at ({k},{l}) with the same numbers"
        ));
        let mid = y.remove_hook(i, j)?;
        hooks.push(hook_box(k, l, mid.hook_length(k, l)?));
    }
    Ok(ListedMove::new(label, hooks, mv.result.parts()))
}

/// The answer of `moves`.
#[derive(Debug, Serialize)]
struct MovesOut {
    game: GameName,
    play: Play,
    position: Position,
    #[serde(skip_serializing_if = "Option::is_none")]
    rect: Option<Rect>,
    grundy: Big,
    target: Big,
    moves: Vec<ListedMove>,
}

pub(crate) fn moves(args: &MovesArgs, out: &mut impl Write) -> Result<()> {
    let text = read_position(&args.position)?;
    let t = args.value;
    if args.rect.is_some() && args.game != GameName::Mhrg {
        return Err(error::usage("--rect applies to the game 'mhrg' only"));
    }
    let mut rect = None;
    let (position, value, listed) = match args.game {
        GameName::Mhrg => {
            let (m, n) = mhrg_rect(args.rect.as_deref())?;
            let y = mhrg_position(m, n, &text)?;
            rect = Some(Rect { m, n });
            let (value, moves) = if args.misere {
                let game = mhrg::RectGame::new(m, n)?;
                let line = Progress::new("solving (misère)");
                let mut solver = Solver::new(&game).with_progress(line.states_observer());
                let moves =
                    game.valued_moves_with(&y, |q| Ok(solver.value(Convention::Misere, q)?))?;
                let value = solver.value(Convention::Misere, &game.position(&y)?)?;
                line.finish();
                (value, moves)
            } else {
                match mhrg_dense(m, n)? {
                    Some(values) => (values.value_of(&y)?, values.valued_moves(&y)?),
                    None => {
                        let game = mhrg::RectGame::new(m, n)?;
                        (game.value_of(&y)?, game.valued_moves(&y)?)
                    }
                }
            };
            let listed = moves
                .into_iter()
                .filter(|mv| mv.value == t)
                .map(|mv| mhrg_listed(&y, mv))
                .collect::<Result<Vec<_>>>()?;
            (Position::from_parts(y.parts()), value, listed)
        }
        GameName::SatoWelter => {
            let p = parse_partition(&text)?;
            let hook_label = |i: usize, j: u64, h: u64| format!("hook at ({i},{j}) of length {h}");
            let (value, listed) = if args.misere {
                // Misère play has no quotient descent: trial over every box
                // with the generic solver.
                check_misere_search(&p)?;
                let line = Progress::new("solving (misère)");
                let mut solver =
                    Solver::new(YoungRealization).with_progress(line.states_observer());
                let value = solver.value(Convention::Misere, &p)?;
                let mut listed = Vec::new();
                for ((i, j), h) in p.hooks() {
                    let to = p.remove_hook(i, j)?;
                    if solver.value(Convention::Misere, &to)? == t {
                        listed.push(ListedMove::new(
                            hook_label(i, j, h),
                            vec![hook_box(i, j, h)],
                            to.parts(),
                        ));
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
                    .map(|m| {
                        ListedMove::new(
                            hook_label(m.row, m.col, m.hook_length),
                            vec![hook_box(m.row, m.col, m.hook_length)],
                            m.result.parts(),
                        )
                    })
                    .collect();
                (YoungRealization.grundy(&p)?, listed)
            };
            (Position::from_parts(p.parts()), value, listed)
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
                let h = s.hook_length(i, j)?;
                listed.push(ListedMove::new(
                    format!("hook at ({i},{j}) of length {h}"),
                    vec![hook_box(i, j, h)],
                    to.parts(),
                ));
            }
            (Position::from_parts(s.parts()), value, listed)
        }
        GameName::Lctr | GameName::Downright => {
            let game = args.game.lctr_variant().unwrap_or(LctrVariant::Lctr);
            let p = parse_partition(&text)?;
            let rules = Play::new(args.misere).convention();
            let value = game.grundy(&p, rules)?;
            if game == LctrVariant::Downright && p.is_empty() {
                return Err(error::input(
                    "∅ is not a Downright position (the rook needs a box)",
                ));
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
                    listed.push(ListedMove::new(label.to_owned(), Vec::new(), to.parts()));
                }
            }
            (Position::from_parts(p.parts()), value, listed)
        }
    };
    if args.json {
        let answer = MovesOut {
            game: args.game,
            play: Play::new(args.misere),
            position,
            rect,
            grundy: Big(value),
            target: Big(t),
            moves: listed,
        };
        json::write_line(out, "moves", None, answer)?;
    } else {
        writeln!(
            out,
            "Grundy value {value}; {} move(s) to value {t}:",
            listed.len()
        )?;
        for m in &listed {
            writeln!(out, "  {} -> {}", m.label, m.text)?;
        }
    }
    Ok(())
}

/// The answer of `board`: `board[i][j]` is SG(λ[i,j]) for the box (i+1,
/// j+1) (Gottlieb–Krnc–Muršič, Figure 5).
#[derive(Debug, Serialize)]
struct BoardOut {
    game: GridGame,
    play: Play,
    position: Position,
    grundy: Big,
    board: Vec<Vec<Big>>,
}

pub(crate) fn board(args: &BoardArgs, out: &mut impl Write) -> Result<()> {
    let svg = svg_target(args.svg.as_ref(), args.json)?;
    let text = read_position(&args.position)?;
    let p = parse_partition(&text)?;
    let play = Play::new(args.misere);
    let board = Board::new(LctrVariant::from(args.game), &p, play.convention())?;
    if let Some(to) = &svg {
        let picture = hookgames::svg::lctr_board_svg(&board).context("--svg")?;
        write_svg(to, &picture, out)?;
        if matches!(to, SvgTo::Stdout) {
            return Ok(());
        }
    }
    if args.json {
        let rows = (0..p.len())
            .map(|i| board.row(i).map(Big).collect())
            .collect();
        let answer = BoardOut {
            game: args.game,
            play,
            position: Position::from_parts(p.parts()),
            grundy: Big(board.root()),
            board: rows,
        };
        json::write_line(out, "board", None, answer)?;
    } else {
        writeln!(out, "{board}")?;
    }
    Ok(())
}

/// The answer of `tree` (Gottlieb–Krnc–Muršič §2.4): the same in both
/// play conventions, so it names none.
#[derive(Debug, Serialize)]
struct TreeOut {
    game: GridGame,
    position: Position,
    states: u64,
    nodes: String,
    leaves: String,
    height: u64,
}

pub(crate) fn tree(args: &TreeArgs, out: &mut impl Write) -> Result<()> {
    let text = read_position(&args.position)?;
    let p = parse_partition(&text)?;
    let stats = with_spinner("counting the game tree", || {
        LctrVariant::from(args.game).tree_parameters(&p)
    })?;
    if args.json {
        let answer = TreeOut {
            game: args.game,
            position: Position::from_parts(p.parts()),
            states: stats.states,
            nodes: stats.nodes.to_string(),
            leaves: stats.leaves.to_string(),
            height: stats.height,
        };
        json::write_line(out, "tree", None, answer)?;
    } else {
        writeln!(out, "states  {}", stats.states)?;
        writeln!(out, "nodes   {}", stats.nodes)?;
        writeln!(out, "leaves  {}", stats.leaves)?;
        writeln!(out, "height  {}", stats.height)?;
    }
    Ok(())
}
