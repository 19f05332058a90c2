//! `hookgames grundy`, `moves`, `board` and `tree`: values, winning moves,
//! the Figure 5 grid and game-tree statistics of single positions.

use std::io::Write;
use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::{Args, ValueEnum};
use hookgames::game::{Convention, Engine as GameEngine, GameError, Limits, Solver};
use hookgames::lctr::{
    Board, Chess, ChessBoard, DownrightRuns, LctrRuns, LctrVariant, subpartition_runs,
};
use hookgames::mhrg::{self, MhrgError};
use hookgames::partition::{Partition, PartitionRuns};
use hookgames::sato_welter::YoungRealization;
use hookgames::shifted::ShiftedHookGame;
use serde::{Serialize, Serializer};

use crate::budget;
use crate::error;
use crate::excerpt::quote;
use crate::io::{Io, SvgTo, svg_target, write_svg};
use crate::json::{
    self, AnyPosition, Big, CornersPosition, HookBox, Outcome, Play, Position, Rect, Square,
};
use crate::limits::{
    MHRG_DENSE_BUDGET_BYTES, MHRG_SEARCH_STATES, REMOTENESS_MAX_ARROWS, REMOTENESS_MAX_STATES,
};
use crate::listing::{ListedMove, Moves, MovesSeq, Unlisted, unlisted_reason};
use crate::open;
use crate::parse::{parse_partition, parse_rect, parse_runs, parse_shifted};
use crate::progress::{Progress, with_spinner};
use crate::runs::{check_misere_search, check_search, expand, sato_welter_value};

/// The rectangle of an MHRG command, checked.
pub(crate) fn mhrg_rect(rect: Option<&str>) -> Result<(usize, u64)> {
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
/// Theorem 5.1). A diagram with more rows than the rectangle is refused
/// from its runs, before it is expanded.
pub(crate) fn mhrg_position(m: usize, n: u64, text: &str) -> Result<Partition> {
    let runs = parse_runs(text)?;
    if runs.num_parts() > m as u64 {
        return Err(error::input(format!(
            "the diagram {} does not fit in the {m} × {n} rectangle: it has {} rows",
            quote(text),
            runs.num_parts()
        )));
    }
    // At most m ≤ MAX_RECT_CELLS rows.
    let y = expand(&runs, "the MHRG")?;
    mhrg::require_position(&y, m, n)?;
    Ok(y)
}

/// MHRG(m, n) with at least this many positions (2^20) is solved whole by
/// the dense solver (one byte per position, both cores, a progress bar)
/// when a position's own down-set turns out larger than
/// [`MHRG_SEARCH_STATES`], rather than searched from the position with a
/// hash table.
const DENSE_FROM_BITS: u64 = 21;

/// `true` if `e` is one of the solver's limits — states, arrows (work) or
/// bytes — directly or through `MhrgError`: the search from the position
/// is too large, and the dense solver may take over.
fn is_state_limit(e: &anyhow::Error) -> bool {
    let search_limit = |g: &GameError| {
        matches!(
            g,
            GameError::StateLimit { .. }
                | GameError::ArrowLimit { .. }
                | GameError::MemoryLimit { .. }
        )
    };
    e.chain().any(|c| {
        c.downcast_ref::<GameError>().is_some_and(search_limit)
            || matches!(c.downcast_ref::<MhrgError>(), Some(MhrgError::Game(g)) if search_limit(g))
    })
}

/// The values of MHRG(m, n) for one play convention: the memoised solver
/// from each position, and — in normal play, in a game of 2^20 positions
/// or more — the dense solver over the whole game once a position's
/// down-set exceeds [`MHRG_SEARCH_STATES`]. The terminal position and the
/// small positions of a large game are answered at once.
struct MhrgEngine {
    m: usize,
    n: u64,
    convention: Convention,
    solver: Solver<'static, mhrg::RectGame>,
    /// The dense solver may take over (normal play, a large game).
    dense_allowed: bool,
    dense: Option<mhrg::PositionValues>,
}

impl MhrgEngine {
    fn new(m: usize, n: u64, convention: Convention, line: Option<&Progress>) -> Result<Self> {
        let game = mhrg::RectGame::new(m, n)?;
        let dense_allowed = convention == Convention::Normal
            && mhrg::position_count(m, n)?.bits() >= DENSE_FROM_BITS;
        let mut solver = budget::solver(Solver::new(game));
        if dense_allowed {
            solver = solver.with_limits(Limits::default().with_max_states(MHRG_SEARCH_STATES));
        }
        Ok(MhrgEngine {
            m,
            n,
            convention,
            solver: observed(solver, line),
            dense_allowed,
            dense: None,
        })
    }

    /// Solves the whole game densely (once).
    fn dense(&mut self) -> Result<&mhrg::PositionValues> {
        if self.dense.is_none() {
            let line = Progress::new("solving every position");
            let observer = |p: hookgames::game::Progress| {
                line.update(p.done, p.total, "positions");
            };
            let token = budget::current();
            let engine = budget::engine(GameEngine::new(), token.as_ref())
                .with_limits(Limits::default().with_max_bytes(MHRG_DENSE_BUDGET_BYTES))
                .with_progress(&observer);
            let values = mhrg::solve_positions(self.m, self.n, &engine);
            line.finish();
            let values = values.with_context(|| {
                format!(
                    "the position needs more than {MHRG_SEARCH_STATES} states of search \
                     (MHRG_SEARCH_STATES), so MHRG({}, {}) is solved whole, within the \
                     command's budget of {MHRG_DENSE_BUDGET_BYTES} bytes \
                     (MHRG_DENSE_BUDGET_BYTES)",
                    self.m, self.n
                )
            })?;
            self.dense = Some(values);
        }
        Ok(self.dense.as_ref().expect("just solved"))
    }

    /// What a failed search was: named in its error.
    fn search_context(&self) -> String {
        format!(
            "the {} search of MHRG({}, {}) from the position",
            match self.convention {
                Convention::Misere => "misère",
                _ => "normal-play",
            },
            self.m,
            self.n
        )
    }

    /// The value of Y.
    fn value(&mut self, y: &Partition) -> Result<u64> {
        if let Some(values) = &self.dense {
            return Ok(values.value_of(y)?);
        }
        let p = self.solver.game().position(y)?;
        match solve_retrying(&mut self.solver, self.convention, &p) {
            Err(e) if self.dense_allowed && is_state_limit(&e) => Ok(self.dense()?.value_of(y)?),
            r => r.with_context(|| self.search_context()),
        }
    }

    /// The value of Y and its turns with their values.
    fn valued_moves(&mut self, y: &Partition) -> Result<(u64, Vec<mhrg::ValuedMove>)> {
        if self.dense.is_none() {
            let game = mhrg::RectGame::new(self.m, self.n)?;
            let convention = self.convention;
            let solver = &mut self.solver;
            let found = game
                .valued_moves_by(y, |q| Ok(solver.value(q, convention)?))
                .map_err(anyhow::Error::from)
                .and_then(|moves| Ok((self.value(y)?, moves)));
            match found {
                Err(e) if self.dense_allowed && is_state_limit(&e) => {}
                r => return r.with_context(|| self.search_context()),
            }
        }
        let values = self.dense()?;
        Ok((values.value_of(y)?, values.valued_moves(y)?))
    }
}

/// The games `grundy` and `moves` know.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameName {
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
    /// d-dimensional LCTR (Gottlieb–Krnc–Muršič §8): a set of corners
    /// such as {(3,1,2),(1,4,1)}; a move decreases one coordinate of every
    /// corner.
    MultiLctr,
    /// Impartial chess on a partition (Gottlieb–Krnc–Muršič §8): --piece
    /// moves weakly down and right from --at (default 1,1).
    Chess,
    /// LCTR where no four consecutive moves hold two L and two T
    /// (Gottlieb–Krnc–Muršič §8), after --history.
    LctrNonrep,
    /// Downright under the same non-repetitive rule, after --history.
    DownrightNonrep,
}

impl GameName {
    fn lctr_variant(self) -> Option<LctrVariant> {
        match self {
            GameName::Lctr | GameName::LctrNonrep => Some(LctrVariant::Lctr),
            GameName::Downright | GameName::DownrightNonrep => Some(LctrVariant::Downright),
            _ => None,
        }
    }

    /// Which of --piece, --at, --history the game takes.
    fn takes(self) -> open::Takes {
        match self {
            GameName::Chess => open::Takes::Chess,
            GameName::LctrNonrep | GameName::DownrightNonrep => open::Takes::History,
            _ => open::Takes::Nothing,
        }
    }
}

/// The two games on the subposition grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum GridGame {
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

/// The games `board` draws.
// (The variants' docs are also the command's --help, where `λ[i,j]` is
// written as is: not a link.)
#[allow(rustdoc::broken_intra_doc_links)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BoardGame {
    /// LCTR: SG(λ[i,j]) (Gottlieb–Krnc–Muršič, Figure 5).
    Lctr,
    /// Downright: SG(λ[i,j]) (Gottlieb–Krnc–Muršič, Figure 5).
    Downright,
    /// Two-dimensional corners: the LCTR board of their partition
    /// (Gottlieb–Krnc–Muršič §8).
    MultiLctr,
    /// Impartial chess: the value of --piece on each box (§8).
    Chess,
    /// Non-repetitive LCTR: the value of the game started from each λ[i,j] (§8).
    LctrNonrep,
    /// Non-repetitive Downright: the value of the game started from each λ[i,j] (§8).
    DownrightNonrep,
}

/// The question of `hookgames grundy`: its command-line arguments.
#[derive(Debug, Args)]
pub struct GrundyArgs {
    /// The game.
    pub game: GameName,
    /// The position: a partition (`9,8,6,5,5,2`, `6,5,4^3,2^2`, corners), for
    /// `multi-lctr` a set of corners (`{(3,1,2),(1,4,1)}`), @FILE or -.
    #[arg(
        allow_hyphen_values = true,
        required_unless_present = "batch",
        conflicts_with = "batch"
    )]
    pub position: Option<String>,
    /// The misère value (terminal positions get 1, then mex).
    #[arg(long)]
    pub misere: bool,
    /// Also the remoteness (Steinhaus; Winning Ways ch. 9), normal or with
    /// --misere misère: how many moves the winner needs to win, the loser
    /// to lose, when the winner hurries and the loser delays. Searched
    /// position by position by the generic solver, over at most 2^20
    /// positions (REMOTENESS_MAX_STATES); not for multi-lctr.
    #[arg(long)]
    pub remoteness: bool,
    /// The rectangle Y_{M,N} of the MHRG (required for `mhrg`).
    #[arg(long, value_name = "MxN")]
    pub rect: Option<String>,
    /// The chess piece (required for `chess`): king, queen, rook, bishop,
    /// knight, downright, or steps joined by +, e.g. 'leap(1,2)+ride(1,1)'.
    #[arg(long, value_name = "PIECE")]
    pub piece: Option<String>,
    /// The box ROW,COL (1-based) the chess piece stands on (`chess`; default 1,1).
    #[arg(long, value_name = "ROW,COL")]
    pub at: Option<String>,
    /// The moves already played, e.g. LTT (`lctr-nonrep`, `downright-nonrep`;
    /// default none): the rule looks at the last three.
    #[arg(long, value_name = "MOVES", allow_hyphen_values = true)]
    pub history: Option<String>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// Evaluate one position per line of FILE (- for standard input) and
    /// print one JSON object per line (JSON Lines). Blank lines and lines
    /// starting with # are skipped; a bad line gives an error object for
    /// that line and the batch goes on; exit status 1 if any line failed.
    #[arg(long, value_name = "FILE")]
    pub batch: Option<String>,
}

/// The question of `hookgames moves`: its command-line arguments.
#[derive(Debug, Args)]
pub struct MovesArgs {
    /// The game.
    pub game: GameName,
    /// The position (for `multi-lctr` a set of corners), @FILE or -.
    #[arg(allow_hyphen_values = true)]
    pub position: String,
    /// List the moves to positions of this Grundy value (0: the winning moves).
    #[arg(long, value_name = "T", default_value_t = 0)]
    pub value: u64,
    /// Count in misère play.
    #[arg(long)]
    pub misere: bool,
    /// The rectangle Y_{M,N} of the MHRG (required for `mhrg`).
    #[arg(long, value_name = "MxN")]
    pub rect: Option<String>,
    /// The chess piece (required for `chess`): king, queen, rook, bishop,
    /// knight, downright, or steps joined by +, e.g. 'leap(1,2)+ride(1,1)'.
    #[arg(long, value_name = "PIECE")]
    pub piece: Option<String>,
    /// The box ROW,COL (1-based) the chess piece stands on (`chess`; default 1,1).
    #[arg(long, value_name = "ROW,COL")]
    pub at: Option<String>,
    /// The moves already played, e.g. LTT (`lctr-nonrep`, `downright-nonrep`;
    /// default none): the rule looks at the last three.
    #[arg(long, value_name = "MOVES", allow_hyphen_values = true)]
    pub history: Option<String>,
    /// List every move, however long the output. Without it the listing
    /// stops before its output passes 16 MiB (MAX_LISTING_BYTES) and says
    /// how many moves it left out.
    #[arg(long)]
    pub all: bool,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// The question of `hookgames board`: its command-line arguments.
#[derive(Debug, Args)]
pub struct BoardArgs {
    /// The game.
    pub game: BoardGame,
    /// The partition (for `multi-lctr`: two-dimensional corners), @FILE or -.
    #[arg(allow_hyphen_values = true)]
    pub position: String,
    /// Misère play.
    #[arg(long)]
    pub misere: bool,
    /// The chess piece (required for `chess`): king, queen, rook, bishop,
    /// knight, downright, or steps joined by +, e.g. 'leap(1,2)+ride(1,1)'.
    #[arg(long, value_name = "PIECE")]
    pub piece: Option<String>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// Also draw the board as an SVG picture in FILE; `--svg -` writes the
    /// picture to standard output instead of the board.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
}

/// The question of `hookgames tree`: its command-line arguments.
#[derive(Debug, Args)]
pub struct TreeArgs {
    /// The game.
    pub game: GridGame,
    /// The partition, @FILE or -.
    #[arg(allow_hyphen_values = true)]
    pub position: String,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// The answer of `grundy` (one object, or one line of a batch).
#[derive(Debug, Serialize)]
pub struct GrundyOut {
    game: GameName,
    play: Play,
    /// The position; absent for a sum, whose positions are in `sum`.
    #[serde(skip_serializing_if = "Option::is_none")]
    position: Option<AnyPosition>,
    /// A sum `P1 + P2 + …`: each component with its value in `play`.
    #[serde(skip_serializing_if = "Option::is_none")]
    sum: Option<Vec<SumComponent>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rect: Option<Rect>,
    #[serde(skip_serializing_if = "Option::is_none")]
    piece: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    at: Option<Square>,
    #[serde(skip_serializing_if = "Option::is_none")]
    history: Option<String>,
    grundy: Big,
    outcome: Outcome,
    /// `--remoteness`: the remoteness in the play convention of `play`.
    #[serde(skip_serializing_if = "Option::is_none")]
    remoteness: Option<u64>,
}

/// One component of a sum in the answer of `grundy`.
#[derive(Debug, Serialize)]
pub struct SumComponent {
    position: AnyPosition,
    grundy: Big,
    outcome: Outcome,
}

/// The most components a sum `P1 + P2 + …` may have (each one is
/// evaluated and echoed back).
pub const MAX_SUM_COMPONENTS: usize = 1 << 16;

/// The components of the position `text`: the positions between its `+`
/// signs (a sum of positions of one game), or `text` itself. No notation
/// of a single position uses `+`.
///
/// # Errors
/// An input error for an empty component; a limit error beyond
/// [`MAX_SUM_COMPONENTS`].
fn sum_components(text: &str) -> Result<Vec<&str>> {
    if !text.contains('+') {
        return Ok(vec![text]);
    }
    let parts: Vec<&str> = text.split('+').map(str::trim).collect();
    if parts.len() > MAX_SUM_COMPONENTS {
        return Err(error::limit(format!(
            "the sum has {} components, more than {MAX_SUM_COMPONENTS} (MAX_SUM_COMPONENTS)",
            parts.len()
        )));
    }
    if let Some(k) = parts.iter().position(|t| t.is_empty()) {
        return Err(error::input(format!(
            "{} is not a sum of positions: component {} is empty (write P1 + P2 + …)",
            quote(text),
            k + 1
        )));
    }
    Ok(parts)
}

/// How the values of one game are computed, kept across the positions of
/// a batch: the closed forms need nothing, the generic solvers keep their
/// caches, the MHRG its solvers (and its dense table once solved).
enum Engine {
    /// Kawanaka's bitset formula, Proposition 5.6, the LCTR runs: nothing
    /// to keep.
    Closed,
    /// The Sato–Welter game in misère play: one generic solver.
    SatoWelterMisere(Box<Solver<'static, YoungRealization>>),
    /// MHRG(m, n).
    Mhrg(Box<MhrgEngine>),
}

/// Evaluates positions of one game under one play convention.
pub struct Evaluator {
    game: GameName,
    play: Play,
    rect: Option<(usize, u64)>,
    /// --piece, --at, --history.
    open: open::Options,
    engine: Engine,
    /// `--remoteness`.
    remoteness: bool,
    /// The solvers' progress display (single positions; a batch reports
    /// its lines instead).
    line: Option<Progress>,
}

impl std::fmt::Debug for Evaluator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Evaluator")
            .field("game", &self.game)
            .field("play", &self.play)
            .field("rect", &self.rect)
            .field("remoteness", &self.remoteness)
            .finish_non_exhaustive()
    }
}

impl Evaluator {
    /// Checks the options and sets up the game.
    ///
    /// # Errors
    ///
    /// An error of kind `usage` when an option does not apply to the game
    /// (`--rect` outside MHRG, `--remoteness` for multi-lctr, those of
    /// [`open::Options::new`]); of kind `input` when `--rect` does not parse;
    /// a limit error when the game's setup is beyond its limits.
    pub fn new(args: &GrundyArgs, progress: bool) -> Result<Self> {
        let play = Play::new(args.misere);
        let line = progress.then(|| Progress::new("solving"));
        if args.rect.is_some() && args.game != GameName::Mhrg {
            return Err(error::usage("--rect applies to the game 'mhrg' only"));
        }
        let open = open::Options::new(
            args.game.takes(),
            args.piece.as_deref(),
            args.at.as_deref(),
            args.history.as_deref(),
        )?;
        if args.remoteness && args.game == GameName::MultiLctr {
            return Err(error::usage(
                "--remoteness is not available for multi-lctr (its positions are solved by the \
                 dense board, which keeps no remoteness); every other game has it",
            ));
        }
        let mut rect = None;
        let engine = match args.game {
            GameName::SatoWelter if args.misere => Engine::SatoWelterMisere(Box::new(observed(
                budget::solver(Solver::new(YoungRealization)),
                line.as_ref(),
            ))),
            GameName::Mhrg => {
                let (m, n) = mhrg_rect(args.rect.as_deref())?;
                rect = Some((m, n));
                Engine::Mhrg(Box::new(MhrgEngine::new(
                    m,
                    n,
                    play.convention(),
                    line.as_ref(),
                )?))
            }
            _ => Engine::Closed,
        };
        Ok(Evaluator {
            game: args.game,
            play,
            rect,
            open,
            engine,
            remoteness: args.remoteness,
            line,
        })
    }

    /// The value of the position `text`, or of the sum `P1 + P2 + …` of
    /// positions of the game: in normal play the nim-sum of the
    /// components' values (the Sprague–Grundy theorem); in misère play,
    /// or with `--remoteness`, where no theorem composes the components'
    /// values, a search of the product of their positions.
    ///
    /// # Errors
    ///
    /// An error of kind `input` when a position (or a summand) does not parse;
    /// a limit error (kind `limit`) when the engine refuses it.
    pub fn eval(&mut self, text: &str) -> Result<GrundyOut> {
        let parts = sum_components(text)?;
        if parts.len() == 1 {
            return self.eval_one(text);
        }
        let mut components = Vec::with_capacity(parts.len());
        let mut total = 0;
        for (k, part) in parts.iter().enumerate() {
            let one = self
                .eval_one(part)
                .with_context(|| format!("component {} of the sum", k + 1))?;
            total ^= one.grundy.0;
            components.push(SumComponent {
                position: one
                    .position
                    .unwrap_or_else(|| AnyPosition::Diagram(Position::from_parts(Vec::new()))),
                grundy: one.grundy,
                outcome: one.outcome,
            });
        }
        let mut value = total;
        let mut remoteness = None;
        if self.play == Play::Misere || self.remoteness {
            let (v, r) = self.search_sum(&parts).context(
                "misère values and remoteness do not compose under sums (no theorem gives them \
                 from the components'), so the product of the components' positions is searched",
            )?;
            value = v;
            remoteness = r;
        }
        let mut answer = self.answer(None, value);
        answer.sum = Some(components);
        answer.remoteness = remoteness;
        Ok(answer)
    }

    /// The value (in this evaluator's play convention) and, with
    /// `--remoteness`, the remoteness of the sum of `parts`, by the
    /// library's engine on the sum of the components' games: a sum in
    /// which at most one component can move is that component; any other
    /// is searched as a whole within the default limits.
    fn search_sum(&self, parts: &[&str]) -> Result<(u64, Option<u64>)> {
        fn solve<A: hookgames::game::Algorithm>(
            eval: &Evaluator,
            games: Vec<A>,
            states: Vec<A::State>,
        ) -> Result<(u64, Option<u64>)> {
            let token = budget::current();
            let engine = budget::engine(hookgames::game::Engine::new(), token.as_ref());
            let v = match eval.play {
                Play::Misere => engine.misere_grundy(&games, &states)?,
                Play::Normal => engine.grundy(&games, &states)?,
            };
            let r = if eval.remoteness {
                Some(eval.search_remoteness(&games, &states)?)
            } else {
                None
            };
            Ok((v, r))
        }
        let each = |f: &mut dyn FnMut(&str) -> Result<()>| -> Result<()> {
            for (k, part) in parts.iter().enumerate() {
                f(part).with_context(|| format!("component {} of the sum", k + 1))?;
            }
            Ok(())
        };
        match self.game {
            GameName::SatoWelter => {
                let mut states = Vec::new();
                each(&mut |t| {
                    let runs = parse_runs(t)?;
                    states.push(lctr_search_partition(&runs)?);
                    Ok(())
                })?;
                solve(self, vec![YoungRealization; states.len()], states)
            }
            // On the runs, never expanded (hookgames-lctr's run-length games).
            GameName::Lctr | GameName::Downright => {
                let mut states = Vec::new();
                each(&mut |t| {
                    states.push(parse_runs(t)?);
                    Ok(())
                })?;
                if self.game == GameName::Lctr {
                    solve(self, vec![LctrRuns; states.len()], states)
                } else {
                    solve(self, vec![DownrightRuns; states.len()], states)
                }
            }
            GameName::Shifted => {
                let mut states = Vec::new();
                each(&mut |t| {
                    let s = parse_shifted(t)?;
                    check_boxes_for_search(s.size())?;
                    states.push(s);
                    Ok(())
                })?;
                solve(self, vec![ShiftedHookGame; states.len()], states)
            }
            GameName::Mhrg => {
                let (m, n) = self.rect.unwrap_or_default();
                let game = mhrg::RectGame::new(m, n)?;
                let mut states = Vec::new();
                each(&mut |t| {
                    states.push(game.position(&mhrg_position(m, n, t)?)?);
                    Ok(())
                })?;
                solve(self, vec![game; states.len()], states)
            }
            GameName::Chess => {
                let mut games = Vec::new();
                each(&mut |t| {
                    let lambda = open::chess_partition(t)?;
                    games.push(Chess::new(self.open.piece()?.clone(), lambda)?);
                    Ok(())
                })?;
                let states = vec![self.open.at; games.len()];
                solve(self, games, states)
            }
            GameName::LctrNonrep | GameName::DownrightNonrep => {
                let variant = self.game.lctr_variant().unwrap_or(LctrVariant::Lctr);
                let (mut games, mut states) = (Vec::new(), Vec::new());
                each(&mut |t| {
                    let g = open::nonrep_game(variant, t)?;
                    states.push(g.play(&self.open.history)?);
                    games.push(g);
                    Ok(())
                })?;
                solve(self, games, states)
            }
            GameName::MultiLctr => {
                let mut states = Vec::new();
                each(&mut |t| {
                    states.push(open::parse_corners(t)?);
                    Ok(())
                })?;
                solve(self, vec![hookgames::lctr::MultiLctr; states.len()], states)
            }
        }
    }

    /// The value of the single position `text`.
    fn eval_one(&mut self, text: &str) -> Result<GrundyOut> {
        let convention = self.play.convention();
        // --remoteness.
        let mut r = None;
        let (position, value) = match self.game {
            GameName::SatoWelter => {
                let runs = parse_runs(text)?;
                let v = match &mut self.engine {
                    Engine::SatoWelterMisere(solver) => {
                        // Refused from the runs if the solver's limits would
                        // stop the search; then the rows are few.
                        check_misere_search(&runs)?;
                        let p = expand(&runs, "the misère search")?;
                        solve_retrying(solver, convention, &p)?
                    }
                    // Normal play: the bitset formula on the runs' β-set
                    // (never expands the rows, never visits a box).
                    _ => sato_welter_value(&runs)?,
                };
                if self.remoteness {
                    check_search(
                        &runs,
                        "the remoteness of a Young diagram is searched position by position",
                        "the Sato–Welter game has no formula for it",
                    )?;
                    let p = expand(&runs, "the remoteness search")?;
                    r = Some(self.search_remoteness(YoungRealization, &p)?);
                }
                (Position::owned_runs(&runs), v)
            }
            GameName::Mhrg => {
                let (m, n) = self.rect.unwrap_or_default();
                let y = mhrg_position(m, n, text)?;
                let v = match &mut self.engine {
                    Engine::Mhrg(engine) => engine.value(&y)?,
                    // (Not reached: `new` sets up an MHRG engine.)
                    _ => MhrgEngine::new(m, n, convention, None)?.value(&y)?,
                };
                if self.remoteness {
                    let game = mhrg::RectGame::new(m, n)?;
                    let p = game.position(&y)?;
                    r = Some(self.search_remoteness(game, &p)?);
                }
                (Position::from_parts(y.into_parts()), v)
            }
            GameName::Shifted => {
                let s = parse_shifted(text)?;
                let v = match self.play {
                    Play::Misere => ShiftedHookGame.misere_grundy(&s)?,
                    Play::Normal => ShiftedHookGame.grundy(&s)?,
                };
                if self.remoteness {
                    check_boxes_for_search(s.size())?;
                    r = Some(self.search_remoteness(ShiftedHookGame, &s)?);
                }
                (Position::from_parts(s.into_parts()), v)
            }
            GameName::Lctr | GameName::Downright => {
                let game = self.game.lctr_variant().unwrap_or(LctrVariant::Lctr);
                // Run-length input is never expanded: the value is read off
                // the runs above the Durfee square (hookgames-lctr, beyond §8).
                let runs = parse_runs(text)?;
                let v = game.grundy_runs(&runs, convention)?;
                if self.remoteness {
                    let p = lctr_search_partition(&runs)?;
                    r = Some(self.search_remoteness(game, &p)?);
                }
                (Position::owned_runs(&runs), v)
            }
            GameName::MultiLctr => {
                let c = open::parse_corners(text)?;
                let v = open::multi_value(&c, convention)?;
                return Ok(self.answer(Some(AnyPosition::Corners(CornersPosition::of(&c))), v));
            }
            GameName::Chess => {
                let lambda = open::chess_partition(text)?;
                let v = open::chess_value(&self.open, &lambda, convention)?;
                if self.remoteness {
                    // One state per box: refused at once beyond the search's limit.
                    if lambda.size() > REMOTENESS_MAX_STATES {
                        return Err(error::limit(format!(
                            "the remoteness of a chess piece is searched box by box, and the \
                             board has {} boxes, more than {REMOTENESS_MAX_STATES} \
                             (REMOTENESS_MAX_STATES)",
                            lambda.size()
                        )));
                    }
                    let game = Chess::new(self.open.piece()?.clone(), lambda.clone())?;
                    r = Some(self.search_remoteness(game, &self.open.at)?);
                }
                (Position::from_parts(lambda.into_parts()), v)
            }
            GameName::LctrNonrep | GameName::DownrightNonrep => {
                let variant = self.game.lctr_variant().unwrap_or(LctrVariant::Lctr);
                let g = open::nonrep_game(variant, text)?;
                let v = open::nonrep_value(&g, &self.open, convention)?;
                if self.remoteness {
                    let s = g.play(&self.open.history)?;
                    r = Some(self.search_remoteness(&g, &s)?);
                }
                (Position::from_parts(g.partition().parts().to_vec()), v)
            }
        };
        let mut answer = self.answer(Some(position.into()), value);
        answer.remoteness = r;
        Ok(answer)
    }

    /// The remoteness of `p` in this evaluator's play convention, by a
    /// fresh generic solver with its default `Limits`
    /// ([`Solver::remoteness`]: Steinhaus; Winning Ways ch. 9).
    ///
    /// # Errors
    /// The solver's limit errors (`DEFAULT_MAX_STATES`, …), named.
    ///
    /// # Complexity
    /// O(|⟨p⟩| + arrows of ⟨p⟩) hash operations.
    fn search_remoteness<A: hookgames::game::Algorithm>(
        &self,
        game: A,
        p: &A::State,
    ) -> Result<u64> {
        let limits = Limits::default()
            .with_max_states(REMOTENESS_MAX_STATES)
            .with_max_arrows(REMOTENESS_MAX_ARROWS);
        let mut solver = observed(
            budget::solver(Solver::new(game)).with_limits(limits),
            self.line.as_ref(),
        );
        solver
            .remoteness(p, self.play.convention())
            .with_context(|| {
                format!(
                    "the remoteness is searched position by position by the generic solver, over \
                 at most {REMOTENESS_MAX_STATES} states (REMOTENESS_MAX_STATES) and \
                 {REMOTENESS_MAX_ARROWS} moves (REMOTENESS_MAX_ARROWS)"
                )
            })
    }

    /// The answer for `position` (none for a sum) of value `value`, with
    /// the options of the game.
    fn answer(&self, position: Option<AnyPosition>, value: u64) -> GrundyOut {
        if let Some(line) = &self.line {
            line.finish();
        }
        let chess = self.game == GameName::Chess;
        let nonrep = self.game.takes() == open::Takes::History;
        GrundyOut {
            game: self.game,
            play: self.play,
            position,
            sum: None,
            piece: if chess { self.open.piece_name() } else { None },
            at: chess.then(|| self.open.square()),
            history: nonrep.then(|| self.open.history.to_string()),
            rect: self.rect.map(|(m, n)| Rect { m, n }),
            grundy: Big(value),
            outcome: Outcome::of(value),
            remoteness: None,
        }
    }
}

/// `solver`, reporting its explored states on `line` if there is one.
fn observed<A: hookgames::game::Algorithm>(
    solver: Solver<'static, A>,
    line: Option<&Progress>,
) -> Solver<'static, A> {
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
    solver: &mut Solver<'_, A>,
    convention: Convention,
    p: &A::State,
) -> Result<u64> {
    let mut result = solver.value(p, convention);
    if matches!(result, Err(hookgames::game::GameError::StateLimit { .. }))
        && solver.cache_len() > 0
    {
        solver.clear_cache();
        result = solver.value(p, convention);
    }
    Ok(result?)
}

/// `hookgames grundy` (one position: `--batch` is the command line's
/// own), in text or `--json`, the position read through `io`.
///
/// # Errors
/// Usage, input and limit errors (see [`crate::error`]), and `io`'s.
pub fn grundy(args: &GrundyArgs, io: &dyn Io, out: &mut impl Write) -> Result<()> {
    if args.batch.is_some() {
        return Err(error::usage(
            "--batch reads a file: the command line answers it, line by line",
        ));
    }
    let text = io.read_position(args.position.as_deref().unwrap_or_default())?;
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
        if let Some(sum) = &answer.sum {
            let values: Vec<String> = sum.iter().map(|c| c.grundy.0.to_string()).collect();
            match answer.play {
                Play::Normal => writeln!(
                    out,
                    "the sum of {} positions: {} (the nim-sum of their values, Sprague–Grundy)",
                    sum.len(),
                    values.join(" ⊕ ")
                )?,
                Play::Misere => writeln!(
                    out,
                    "the sum of {} positions of misère values {}, searched as a whole (misère \
                     values do not compose under sums)",
                    sum.len(),
                    values.join(", ")
                )?,
            }
        }
        if let Some(r) = answer.remoteness {
            writeln!(out, "{}", remoteness_text(answer.play, r))?;
        }
    }
    Ok(())
}

/// The line of `grundy --remoteness`: the number and what it says (Winning
/// Ways ch. 9: the winner hurries, the loser delays; a misère end has 1).
fn remoteness_text(play: Play, r: u64) -> String {
    let who = if r % 2 == 1 {
        "the next player wins"
    } else {
        "the previous player wins"
    };
    match play {
        Play::Normal => format!(
            "remoteness {r} ({who}: {r} move(s) until the loser cannot move, the winner \
             hurrying and the loser delaying)"
        ),
        Play::Misere => format!(
            "misère remoteness {r} ({who}: {} move(s) until a player cannot move and so \
             wins, the winner hurrying and the loser delaying)",
            r.saturating_sub(1)
        ),
    }
}

/// Refuses a search of the generic solver from a diagram of `boxes`
/// boxes (a shifted diagram, under hook removal) that its default limits
/// would stop for certain: its down-set has at least `boxes` + 1 positions
/// (a chain of every size) and `boxes`·(`boxes` + 1)/2 moves — checked
/// before anything is explored, so a diagram with 10^12 boxes is refused
/// at once rather than enumerated.
///
/// # Errors
/// A limit error naming `DEFAULT_MAX_STATES` or `DEFAULT_MAX_ARROWS`.
fn check_boxes_for_search(boxes: u64) -> Result<()> {
    let n = u128::from(boxes);
    let (states, arrows) = (
        u128::from(hookgames::game::DEFAULT_MAX_STATES),
        u128::from(hookgames::game::DEFAULT_MAX_ARROWS),
    );
    if n + 1 > states || n * (n + 1) / 2 > arrows {
        return Err(error::limit(format!(
            "the remoteness is searched position by position, and a diagram of {n} boxes has \
             at least {} positions and {} moves below it, more than the solver's limits of \
             {states} states (DEFAULT_MAX_STATES) and {arrows} moves (DEFAULT_MAX_ARROWS)",
            n + 1,
            n * (n + 1) / 2
        )));
    }
    Ok(())
}

/// The rows of an LCTR or Downright position for the remoteness search:
/// its states are the subpositions λ[i,j] (at most |λ| + 1 of them, each
/// of at most ℓ rows of 8 bytes), so |λ|·ℓ·8 bytes are checked against
/// [`MEMORY_BUDGET_BYTES`](crate::limits::MEMORY_BUDGET_BYTES) from the
/// runs before anything is expanded.
///
/// # Errors
/// A limit error naming `MEMORY_BUDGET_BYTES`.
fn lctr_search_partition(runs: &PartitionRuns) -> Result<Partition> {
    let budget = crate::limits::MEMORY_BUDGET_BYTES;
    let bytes = u128::from(runs.size()) * u128::from(runs.num_parts()) * 8;
    if bytes > u128::from(budget) {
        return Err(error::limit(format!(
            "the remoteness is searched over the subpositions λ[i,j]: {} boxes of at most {} \
             rows would hold up to {bytes} bytes, more than the command's memory limit of \
             {budget} bytes (MEMORY_BUDGET_BYTES)",
            runs.size(),
            runs.num_parts()
        )));
    }
    expand(runs, "the remoteness search")
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
    Ok(ListedMove {
        label,
        hooks,
        to: Position::from_parts(mv.result.into_parts()).into(),
        history: None,
    })
}

/// A Sato–Welter or shifted move: one hook.
fn hook_move(i: usize, j: u64, h: u64, to: Vec<u64>) -> ListedMove {
    ListedMove {
        label: format!("hook at ({i},{j}) of length {h}"),
        hooks: vec![hook_box(i, j, h)],
        to: Position::from_parts(to).into(),
        history: None,
    }
}

/// The answer of `moves`. `moves` holds the listed moves (all of them, or
/// as many as fit in `MAX_LISTING_BYTES` without `--all`); `unlisted`
/// says how many were left out, and why.
#[derive(Serialize)]
struct MovesOut<'m, 'f> {
    game: GameName,
    play: Play,
    position: AnyPosition,
    #[serde(skip_serializing_if = "Option::is_none")]
    rect: Option<Rect>,
    #[serde(skip_serializing_if = "Option::is_none")]
    piece: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    at: Option<Square>,
    #[serde(skip_serializing_if = "Option::is_none")]
    history: Option<String>,
    grundy: Big,
    target: Big,
    moves: MovesSeq<'m, 'f>,
    #[serde(skip_serializing_if = "Option::is_none")]
    unlisted: Option<Unlisted>,
}

/// `hookgames moves`, in text or `--json`, the position read through `io`.
///
/// # Errors
/// Usage, input and limit errors (see [`crate::error`]), and `io`'s.
pub fn moves(args: &MovesArgs, io: &dyn Io, out: &mut impl Write) -> Result<()> {
    let text = io.read_position(&args.position)?;
    let t = args.value;
    if args.rect.is_some() && args.game != GameName::Mhrg {
        return Err(error::usage("--rect applies to the game 'mhrg' only"));
    }
    let play = Play::new(args.misere);
    let open = open::Options::new(
        args.game.takes(),
        args.piece.as_deref(),
        args.at.as_deref(),
        args.history.as_deref(),
    )?;
    let mut rect = None;
    let (position, value, moves): (AnyPosition, u64, Moves<'static>) = match args.game {
        GameName::Mhrg => {
            let (m, n) = mhrg_rect(args.rect.as_deref())?;
            let y = mhrg_position(m, n, &text)?;
            rect = Some(Rect { m, n });
            let line = Progress::new(if args.misere {
                "solving (misère)"
            } else {
                "solving"
            });
            let mut engine = MhrgEngine::new(m, n, play.convention(), Some(&line))?;
            let (value, moves) = engine.valued_moves(&y)?;
            line.finish();
            // At most one turn per box of Y ⊆ Y_{m,n}, m + n ≤ 64.
            let listed = moves
                .into_iter()
                .filter(|mv| mv.value == t)
                .map(|mv| mhrg_listed(&y, mv))
                .collect::<Result<Vec<_>>>()?;
            (
                Position::from_parts(y.into_parts()).into(),
                value,
                Moves::from_vec(listed),
            )
        }
        GameName::SatoWelter if args.misere => {
            // Misère play has no quotient descent: trial over every box
            // with the generic solver, refused from the runs first if the
            // solver's limits would stop it.
            let runs = parse_runs(&text)?;
            check_misere_search(&runs)?;
            let p = expand(&runs, "the misère search")?;
            let line = Progress::new("solving (misère)");
            let mut solver =
                budget::solver(Solver::new(YoungRealization)).with_progress(line.states_observer());
            let value = solver.value(&p, Convention::Misere)?;
            let mut boxes = Vec::new();
            for ((i, j), h) in p.hooks() {
                if solver.value(&p.remove_hook(i, j)?, Convention::Misere)? == t {
                    boxes.push((i, j, h));
                }
            }
            line.finish();
            let position = Position::owned_runs(&runs).into();
            let moves = Moves::new(boxes.len(), move |k| {
                let (i, j, h) = boxes[k];
                Ok(hook_move(i, j, h, p.remove_hook(i, j)?.into_parts()))
            });
            (position, value, moves)
        }
        GameName::SatoWelter => {
            let runs = parse_runs(&text)?;
            let value = sato_welter_value(&runs)?;
            let p = expand(&runs, "moves sato-welter")?;
            // Kawanaka's Theorem 4.2: the quotient descent, no trial. Only
            // its boxes are kept (the library's `options_with_value` would
            // build every result at once); each result is computed when it
            // is printed, and dropped.
            let descent = with_spinner("descending through the quotients", || {
                YoungRealization.descent(&p, t)
            })?;
            let boxes = descent.boxes().to_vec();
            drop(descent);
            let position = Position::owned_runs(&runs).into();
            let moves = Moves::new(boxes.len(), move |k| {
                let (i, j) = boxes[k];
                let h = p.hook_length(i, j)?;
                Ok(hook_move(i, j, h, p.remove_hook(i, j)?.into_parts()))
            });
            (position, value, moves)
        }
        GameName::Shifted => {
            let s = parse_shifted(&text)?;
            let (value, cells) = if args.misere {
                (
                    ShiftedHookGame.misere_grundy(&s)?,
                    ShiftedHookGame.misere_hooks_with_value(&s, t),
                )
            } else {
                (
                    ShiftedHookGame.grundy(&s)?,
                    ShiftedHookGame.hooks_with_value(&s, t),
                )
            };
            let position = Position::from_parts(s.parts().to_vec()).into();
            // Each result is computed when it is printed, and dropped.
            let moves = Moves::new(cells.len(), move |k| {
                let (i, j) = cells[k];
                let h = s.hook_length(i, j)?;
                Ok(hook_move(i, j, h, s.remove_hook(i, j)?.into_parts()))
            });
            (position, value, moves)
        }
        GameName::Lctr | GameName::Downright => {
            let game = args.game.lctr_variant().unwrap_or(LctrVariant::Lctr);
            // From the runs: nothing is expanded, however many rows.
            let runs = parse_runs(&text)?;
            let rules = play.convention();
            let value = game.grundy_runs(&runs, rules)?;
            if game == LctrVariant::Downright && runs.is_empty() {
                return Err(error::input(
                    "∅ is not a Downright position (the rook needs a box)",
                ));
            }
            // (label, allowed, i, j): the follower is the subposition λ[i,j]
            // (0-based offsets, Gottlieb–Krnc–Muršič §2.1).
            let options = match game {
                LctrVariant::Lctr => [
                    ("remove the top row", !runs.is_empty(), 1u64, 0u64),
                    ("remove the left column", !runs.is_empty(), 0, 1),
                ],
                LctrVariant::Downright => [
                    ("move the rook down", runs.num_parts() > 1, 1, 0),
                    ("move the rook right", runs.largest_part() > 1, 0, 1),
                ],
            };
            let mut listed = Vec::new();
            for (label, _, i, j) in options.into_iter().filter(|&(_, allowed, _, _)| allowed) {
                let to = subpartition_runs(&runs, i, j);
                if game.grundy_runs(&to, rules)? == t {
                    listed.push(ListedMove {
                        label: label.to_owned(),
                        hooks: Vec::new(),
                        to: Position::owned_runs(&to).into(),
                        history: None,
                    });
                }
            }
            (
                Position::owned_runs(&runs).into(),
                value,
                Moves::from_vec(listed),
            )
        }
        GameName::MultiLctr => {
            let c = open::parse_corners(&text)?;
            let (value, listed) = open::multi_moves(&c, play.convention(), t)?;
            (
                AnyPosition::Corners(CornersPosition::of(&c)),
                value,
                Moves::from_vec(listed),
            )
        }
        GameName::Chess => {
            let lambda = open::chess_partition(&text)?;
            let (value, listed) = open::chess_moves(&open, &lambda, play.convention(), t)?;
            (
                Position::from_parts(lambda.into_parts()).into(),
                value,
                Moves::from_vec(listed),
            )
        }
        GameName::LctrNonrep | GameName::DownrightNonrep => {
            let variant = args.game.lctr_variant().unwrap_or(LctrVariant::Lctr);
            let g = open::nonrep_game(variant, &text)?;
            let (value, listed) = open::nonrep_moves(&g, &open, play.convention(), t)?;
            (
                Position::from_parts(g.partition().parts().to_vec()).into(),
                value,
                Moves::from_vec(listed),
            )
        }
    };
    let chess = args.game == GameName::Chess;
    let nonrep = args.game.takes() == open::Takes::History;
    let listed = moves.plan(args.json, args.all)?;
    let unlisted = (listed < moves.count()).then(|| Unlisted {
        count: Big((moves.count() - listed) as u64),
        reason: unlisted_reason(),
    });
    if args.json {
        let answer = MovesOut {
            game: args.game,
            play,
            position,
            rect,
            piece: if chess { open.piece_name() } else { None },
            at: chess.then(|| open.square()),
            history: nonrep.then(|| open.history.to_string()),
            grundy: Big(value),
            target: Big(t),
            moves: moves.json(listed),
            unlisted,
        };
        json::write_line(out, "moves", None, answer)?;
    } else {
        writeln!(
            out,
            "Grundy value {value}; {} move(s) to value {t}:",
            moves.count()
        )?;
        moves.write_text(listed, out)?;
        if let Some(u) = unlisted {
            writeln!(
                out,
                "  … {} more move(s) not listed: {}",
                u.count.0, u.reason
            )?;
        }
    }
    Ok(())
}

/// The answer of `board`: `board[i][j]` is SG(λ[i,j]) for the box (i+1,
/// j+1) (Gottlieb–Krnc–Muršič, Figure 5) — for `chess` the value of the
/// piece standing on that box, for the non-repetitive games the value of
/// the game started from λ[i,j] (§8) — written row by row from the board
/// as it is serialized.
#[derive(Serialize)]
struct BoardOut<'a> {
    game: BoardGame,
    play: Play,
    position: AnyPosition,
    #[serde(skip_serializing_if = "Option::is_none")]
    piece: Option<String>,
    grundy: Big,
    board: BoardRows<'a>,
}

/// The values of a board, row by row.
#[derive(Clone, Copy)]
enum Grid<'a> {
    /// LCTR or Downright (Figure 5).
    Lctr(&'a Board),
    /// A chess piece.
    Chess(&'a ChessBoard),
    /// Computed row by row (the non-repetitive games).
    Rows(&'a [Vec<u64>]),
}

impl<'a> Grid<'a> {
    fn row(self, i: usize) -> Box<dyn Iterator<Item = u64> + 'a> {
        match self {
            Grid::Lctr(b) => Box::new(b.row(i)),
            Grid::Chess(b) => Box::new(b.row(i)),
            Grid::Rows(r) => Box::new(r.get(i).into_iter().flatten().copied()),
        }
    }
}

/// The rows of a board, serialized straight from it.
struct BoardRows<'a> {
    grid: Grid<'a>,
    rows: usize,
}

impl Serialize for BoardRows<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        struct Row<'a>(Grid<'a>, usize);
        impl Serialize for Row<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_seq(self.0.row(self.1).map(Big))
            }
        }
        s.collect_seq((0..self.rows).map(|i| Row(self.grid, i)))
    }
}

/// `hookgames board`, in text or `--json`, and its picture (`--svg`),
/// the position read and the picture written through `io`.
///
/// # Errors
/// Usage, input and limit errors (see [`crate::error`]), and `io`'s.
pub fn board(args: &BoardArgs, io: &dyn Io, out: &mut impl Write) -> Result<()> {
    let svg = svg_target(args.svg.as_ref(), args.json)?;
    if args.piece.is_some() && args.game != BoardGame::Chess {
        return Err(error::usage("--piece applies to the game 'chess' only"));
    }
    let open = open::Options::new(
        if args.game == BoardGame::Chess {
            open::Takes::Chess
        } else {
            open::Takes::Nothing
        },
        args.piece.as_deref(),
        None,
        None,
    )?;
    let text = io.read_position(&args.position)?;
    let play = Play::new(args.misere);
    let convention = play.convention();
    // The board and its picture, the diagram its rows are the rows of,
    // and the position as given.
    let (lctr_board, chess_board, nonrep_rows);
    let (grid, root, picture, p, position): (
        Grid<'_>,
        u64,
        Option<String>,
        Partition,
        AnyPosition,
    ) = match args.game {
        BoardGame::Lctr | BoardGame::Downright | BoardGame::MultiLctr => {
            let (variant, p, position) = match args.game {
                BoardGame::MultiLctr => {
                    let c = open::parse_corners(&text)?;
                    let p = open::corners_partition(&c)?;
                    (
                        LctrVariant::Lctr,
                        p,
                        AnyPosition::Corners(CornersPosition::of(&c)),
                    )
                }
                g => {
                    let p = parse_partition(&text, "the board")?;
                    let position = Position::from_parts(p.parts().to_vec()).into();
                    let variant = if g == BoardGame::Downright {
                        LctrVariant::Downright
                    } else {
                        LctrVariant::Lctr
                    };
                    (variant, p, position)
                }
            };
            lctr_board = Board::new(variant, &p, convention)?;
            let picture = svg
                .as_ref()
                .map(|_| hookgames::svg::lctr_board_svg(&lctr_board).context("--svg"))
                .transpose()?;
            let root = lctr_board.root();
            (Grid::Lctr(&lctr_board), root, picture, p, position)
        }
        BoardGame::Chess => {
            let p = open::chess_partition(&text)?;
            chess_board = open::chess_board(&open, &p, convention)?;
            let picture = svg
                .as_ref()
                .map(|_| hookgames::svg::chess_board_svg(&chess_board).context("--svg"))
                .transpose()?;
            let position = Position::from_parts(p.parts().to_vec()).into();
            let root = chess_board.root();
            (Grid::Chess(&chess_board), root, picture, p, position)
        }
        BoardGame::LctrNonrep | BoardGame::DownrightNonrep => {
            let variant = if args.game == BoardGame::DownrightNonrep {
                LctrVariant::Downright
            } else {
                LctrVariant::Lctr
            };
            let g = open::nonrep_game(variant, &text)?;
            nonrep_rows = open::nonrep_board(&g, convention)?;
            let picture = svg
                .as_ref()
                .map(|_| open::nonrep_board_svg(&g, &nonrep_rows, convention).context("--svg"))
                .transpose()?;
            // The value of the start (also for ∅, which has no box).
            let root = match nonrep_rows.first().and_then(|r| r.first()) {
                Some(&v) => v,
                None => g.start_value(convention)?,
            };
            let p = g.partition().clone();
            let position = Position::from_parts(p.parts().to_vec()).into();
            (Grid::Rows(&nonrep_rows), root, picture, p, position)
        }
    };
    if let (Some(to), Some(picture)) = (&svg, &picture) {
        write_svg(io, to, picture, out)?;
        if matches!(to, SvgTo::Stdout) {
            return Ok(());
        }
    }
    if args.json {
        let answer = BoardOut {
            game: args.game,
            play,
            position,
            piece: open.piece_name(),
            grundy: Big(root),
            board: BoardRows {
                grid,
                rows: p.len(),
            },
        };
        json::write_line(out, "board", None, answer)?;
    } else {
        match grid {
            Grid::Lctr(b) => writeln!(out, "{b}")?,
            Grid::Chess(b) => writeln!(out, "{b}")?,
            Grid::Rows(rows) => {
                for row in rows {
                    let words: Vec<String> = row.iter().map(u64::to_string).collect();
                    writeln!(out, "{}", words.join(" "))?;
                }
            }
        }
    }
    Ok(())
}

/// The answer of `tree` (Gottlieb–Krnc–Muršič §2.4): the same in both
/// play conventions, so it names none.
#[derive(Debug, Serialize)]
struct TreeOut<'a> {
    game: GridGame,
    position: Position<'a>,
    states: u64,
    nodes: String,
    leaves: String,
    height: u64,
}

/// `hookgames tree`, in text or `--json`, the position read through `io`.
///
/// # Errors
/// Input and limit errors (see [`crate::error`]), and `io`'s.
pub fn tree(args: &TreeArgs, io: &dyn Io, out: &mut impl Write) -> Result<()> {
    let text = io.read_position(&args.position)?;
    let p = parse_partition(&text, "the game tree")?;
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
