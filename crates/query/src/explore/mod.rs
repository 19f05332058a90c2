//! The explorer's question (`hookgames serve`): one position of the
//! Sato–Welter game, LCTR or Downright, in normal or misère play, with
//! everything the page draws and plays from — the value and outcome, the
//! remoteness where it is within the explorer's limits, the hook length
//! of every box, every move with the value (and remoteness) it leads to,
//! the board SG(λ\[i,j\]) of Gottlieb–Krnc–Muršič's Figure 5 for LCTR and
//! Downright, and the perfect player's reply.
//!
//! The answer is one JSON object of the schema `hookgames/1` with
//! `"command": "explore"` (added in 0.3). A position with more than
//! [`EXPLORE_MAX_BOXES`] boxes is answered without its boxes (the value,
//! and for LCTR and Downright the two moves, all read off the runs, so
//! `7^1000000000000,3^5` answers at once); `"omitted"` says what was left
//! out and why.
//!
//! # Example
//! ```
//! use hookgames_query::explore::{explore, ExploreArgs, ExploreGame};
//!
//! let args = ExploreArgs::new(ExploreGame::SatoWelter, "9,8,6,5,5,2", false);
//! let answer = explore(&args)?;
//! assert_eq!(answer.grundy(), 7); // Kawanaka §9
//! let reply = answer.reply_move().expect("an N-position has a move");
//! assert_eq!(reply.to().exponent().to_string(), "9,8,5^3,2"); // the hook at (3,6)
//! # Ok::<(), Box<dyn std::error::Error + Send + Sync>>(())
//! ```

use std::str::FromStr;

use anyhow::{Context, Result};
use hookgames::game::{Algorithm, Convention, Limits, Solver};
use hookgames::lctr::{Board, DownrightRuns, LctrRuns, LctrVariant, subpartition_runs};
use hookgames::partition::{Partition, PartitionRuns};
use hookgames::sato_welter::YoungRealization;
use serde::Serialize;

use crate::error;
use crate::excerpt::quote;
use crate::io::normalize_position;
use crate::json::{Big, CornersPosition, HookBox, Outcome, Play, Position, Rect, Square};
use crate::limits::{
    EXPLORE_MAX_BOXES, EXPLORE_SEARCH_ARROWS, EXPLORE_SEARCH_STATES, EXPLORE_TREE_STATES,
};
use crate::parse::parse_runs;
use crate::runs::{down_set, expand, sato_welter_value};

mod more;

pub use more::Shape;
pub(crate) use more::corners_board_rows;

/// The games of the explorer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ExploreGame {
    /// The Sato–Welter game: remove any hook (Kawanaka §9).
    SatoWelter,
    /// LCTR: remove the top row or the left column (Gottlieb–Krnc–Muršič).
    Lctr,
    /// Downright: the rook moves one box down or right (Gottlieb–Krnc–Muršič).
    Downright,
    /// Hook removal on a shifted diagram (Abuku–Tada §5); a strict partition.
    Shifted,
    /// Turning Turtles: the heads are the parts of a strict partition
    /// (Abuku–Tada, Proposition 5.6: the same game as `shifted`).
    TurningTurtles,
    /// The Multiple Hook Removing Game in the m × n rectangle (`rect`;
    /// Abuku–Tada, Motegi).
    Mhrg,
    /// Impartial chess on a Young diagram (Gottlieb–Krnc–Muršič §8): the
    /// `piece` (king, queen, rook, bishop, knight, downright, or steps
    /// such as `leap(1,2)+ride(1,1)`; queen by default) on the box `at`.
    Chess,
    /// LCTR where no four consecutive moves hold two L and two T (§8),
    /// after `history`.
    LctrNonrep,
    /// Downright under the same rule, after `history`.
    DownrightNonrep,
    /// Two-dimensional LCTR on corners (Gottlieb–Krnc–Muršič §8, d = 2):
    /// a move decreases one coordinate of every corner; the position is a
    /// set of corners `{(6,1),(5,2)}` or the partition they describe.
    MultiLctr,
    /// Nim: the rows are the heaps (Bouton).
    Nim,
    /// Wythoff's game: the two rows are the heaps.
    Wythoff,
    /// Chomp on a Young diagram, the box (1,1) poisoned (Gale).
    Chomp,
}

impl ExploreGame {
    /// Every game of the explorer, with its name.
    pub const ALL: [(ExploreGame, &'static str); 13] = [
        (ExploreGame::SatoWelter, "sato-welter"),
        (ExploreGame::Lctr, "lctr"),
        (ExploreGame::Downright, "downright"),
        (ExploreGame::Shifted, "shifted"),
        (ExploreGame::TurningTurtles, "turning-turtles"),
        (ExploreGame::Mhrg, "mhrg"),
        (ExploreGame::Chess, "chess"),
        (ExploreGame::LctrNonrep, "lctr-nonrep"),
        (ExploreGame::DownrightNonrep, "downright-nonrep"),
        (ExploreGame::MultiLctr, "multi-lctr"),
        (ExploreGame::Nim, "nim"),
        (ExploreGame::Wythoff, "wythoff"),
        (ExploreGame::Chomp, "chomp"),
    ];

    /// The game's name, as the command line writes it (`sato-welter`).
    pub fn name(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|(g, _)| *g == self)
            .map_or("sato-welter", |&(_, name)| name)
    }
}

impl FromStr for ExploreGame {
    type Err = anyhow::Error;

    /// A name of [`ExploreGame::ALL`] (`sato-welter`, `lctr`, …).
    ///
    /// # Errors
    /// A usage error naming the games.
    fn from_str(s: &str) -> Result<Self> {
        Self::ALL
            .iter()
            .find(|(_, name)| *name == s)
            .map(|&(g, _)| g)
            .ok_or_else(|| {
                let names: Vec<&str> = Self::ALL.iter().map(|&(_, n)| n).collect();
                error::usage(format!(
                    "the explorer has no game {}: it plays {}",
                    quote(s),
                    names.join(", ")
                ))
            })
    }
}

/// The explorer's question: a game, a position in any notation of the
/// command line (never a file: the text is the position) and the play
/// convention.
#[derive(Debug, Clone)]
pub struct ExploreArgs {
    /// The game.
    pub game: ExploreGame,
    /// The position: `9,8,6,5,5,2`, `6,5,4^3,2^2`, `{(6,1),(5,2),(4,5),(2,7)}`.
    pub position: String,
    /// Misère play.
    pub misere: bool,
    /// The rectangle `MxN` (MHRG only).
    pub rect: Option<String>,
    /// The piece (chess only; the queen by default).
    pub piece: Option<String>,
    /// The piece's box `ROW,COL`, 1-based (chess only; `1,1` by default).
    pub at: Option<String>,
    /// The moves played, `LTT` (the non-repetitive games only).
    pub history: Option<String>,
    /// Also count the game tree (LCTR §2.4) when the position is small
    /// (at most [`EXPLORE_TREE_STATES`] positions below it): asked apart,
    /// for it can cost more than the rest of the answer (7 ms of 11 on
    /// Kawanaka's 9,8,6,5,5,2).
    pub tree: bool,
}

impl ExploreArgs {
    /// The question about `position` in `game`.
    pub fn new(game: ExploreGame, position: impl Into<String>, misere: bool) -> Self {
        ExploreArgs {
            game,
            position: position.into(),
            misere,
            rect: None,
            piece: None,
            at: None,
            history: None,
            tree: false,
        }
    }

    /// The same question with the game tree counted.
    pub fn with_tree(mut self) -> Self {
        self.tree = true;
        self
    }

    /// The same question in the rectangle `rect` (MHRG).
    pub fn with_rect(mut self, rect: impl Into<String>) -> Self {
        self.rect = Some(rect.into());
        self
    }

    /// The same question with the chess `piece` on the box `at` (`ROW,COL`).
    pub fn with_piece(mut self, piece: impl Into<String>, at: Option<String>) -> Self {
        self.piece = Some(piece.into());
        self.at = at;
        self
    }

    /// The same question after the moves `history` (`LTT`).
    pub fn with_history(mut self, history: impl Into<String>) -> Self {
        self.history = Some(history.into());
        self
    }
}

/// A move of the explored position.
#[derive(Debug, Clone, Serialize)]
pub struct ExploredMove {
    /// The move in words (as `hookgames moves` writes it).
    #[serde(rename = "move")]
    label: String,
    /// LCTR and Downright: `T` (the top row, the rook down) or `L` (the
    /// left column, the rook right), the letters of Gottlieb–Krnc–Muršič §8.
    #[serde(skip_serializing_if = "Option::is_none")]
    letter: Option<&'static str>,
    /// The Sato–Welter game: the hook removed (its box and length).
    hooks: Vec<HookBox>,
    /// The position the move leads to.
    to: Position<'static>,
    /// Its value, in the answer's play convention.
    grundy: Big,
    /// Its outcome.
    outcome: Outcome,
    /// Its remoteness, when the explorer's search reached it.
    #[serde(skip_serializing_if = "Option::is_none")]
    remoteness: Option<u64>,
    /// The box the page plays this move from (1-based), when that box
    /// makes this move only (the other moves are played from the list).
    #[serde(skip_serializing_if = "Option::is_none")]
    click: Option<Square>,
    /// Chess: the piece's box after the move.
    #[serde(skip_serializing_if = "Option::is_none")]
    at: Option<Square>,
    /// The non-repetitive games: the history after the move.
    #[serde(skip_serializing_if = "Option::is_none")]
    history: Option<String>,
}

impl ExploredMove {
    /// The box the page plays the move from, 1-based.
    pub fn click(&self) -> Option<(usize, u64)> {
        self.click.as_ref().map(|s| (s.row, s.column))
    }

    /// Chess: the piece's box after the move, 1-based.
    pub fn at(&self) -> Option<(usize, u64)> {
        self.at.as_ref().map(|s| (s.row, s.column))
    }

    /// The non-repetitive games: the history after the move.
    pub fn history(&self) -> Option<&str> {
        self.history.as_deref()
    }

    /// The move in words.
    pub fn label(&self) -> &str {
        &self.label
    }

    /// The position the move leads to.
    pub fn to(&self) -> &Position<'static> {
        &self.to
    }

    /// The value of the position the move leads to.
    pub fn grundy(&self) -> u64 {
        self.grundy.0
    }

    /// The remoteness of the position the move leads to, if searched.
    pub fn remoteness(&self) -> Option<u64> {
        self.remoteness
    }

    /// The box of the hook removed (Sato–Welter), 1-based.
    pub fn hook(&self) -> Option<(usize, u64)> {
        self.hooks.first().map(|h| (h.row, h.column.0))
    }

    /// `T` or `L` (LCTR, Downright).
    pub fn letter(&self) -> Option<&'static str> {
        self.letter
    }
}

/// Why the perfect player chose its reply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Why {
    /// A move to a P-position (value 0): the player to move wins; of
    /// several, the one with the smallest remoteness (the winner hurries).
    Winning,
    /// No move wins: the move to the position of the largest remoteness
    /// (the loser delays).
    Longest,
    /// No move wins and the remoteness is beyond the explorer's limits:
    /// the first move.
    Any,
}

/// The perfect player's reply: a move of the list and why.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct Reply {
    /// Its index in `moves` (0-based).
    #[serde(rename = "move")]
    index: usize,
    /// Why.
    why: Why,
}

impl Reply {
    /// The index of the move in the answer's list.
    pub fn index(&self) -> usize {
        self.index
    }

    /// Why it was chosen.
    pub fn why(&self) -> Why {
        self.why
    }
}

/// A part of the answer left out, and why.
#[derive(Debug, Clone, Serialize)]
pub struct Omitted {
    /// `remoteness`, `moves`, `hook_lengths` or `board`.
    field: &'static str,
    /// Why, naming the limit.
    reason: String,
}

/// The answer of the explorer: see the [module](self).
#[derive(Debug, Clone, Serialize)]
pub struct Explored {
    game: ExploreGame,
    play: Play,
    position: Position<'static>,
    /// How the page draws it: `young`, `shifted` or `coins`.
    shape: Shape,
    /// MHRG: the rectangle.
    #[serde(skip_serializing_if = "Option::is_none")]
    rect: Option<Rect>,
    /// Chess: the piece.
    #[serde(skip_serializing_if = "Option::is_none")]
    piece: Option<String>,
    /// Chess: the piece's box, 1-based.
    #[serde(skip_serializing_if = "Option::is_none")]
    at: Option<Square>,
    /// The non-repetitive games: the moves played.
    #[serde(skip_serializing_if = "Option::is_none")]
    history: Option<String>,
    /// The non-repetitive games: the diagram λ[i,j] after the history
    /// (the one drawn).
    #[serde(skip_serializing_if = "Option::is_none")]
    current: Option<Position<'static>>,
    /// Two-dimensional LCTR: the position's corners.
    #[serde(skip_serializing_if = "Option::is_none")]
    corners: Option<CornersPosition>,
    /// The game-tree statistics (LCTR §2.4), when the position has at most
    /// [`EXPLORE_TREE_STATES`] positions below it.
    #[serde(skip_serializing_if = "Option::is_none")]
    tree: Option<Tree>,
    /// |λ|.
    size: Big,
    /// ℓ(λ).
    rows: Big,
    /// λ_1.
    columns: Big,
    grundy: Big,
    outcome: Outcome,
    #[serde(skip_serializing_if = "Option::is_none")]
    remoteness: Option<u64>,
    /// The boxes are listed (at most `EXPLORE_MAX_BOXES`).
    drawn: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    hook_lengths: Option<Vec<Vec<Big>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    board: Option<Vec<Vec<Big>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    moves: Option<Vec<ExploredMove>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reply: Option<Reply>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    omitted: Vec<Omitted>,
}

impl Explored {
    /// The value of the position.
    pub fn grundy(&self) -> u64 {
        self.grundy.0
    }

    /// The position, as the answer echoes it.
    pub fn position(&self) -> &Position<'static> {
        &self.position
    }

    /// The remoteness, if searched.
    pub fn remoteness(&self) -> Option<u64> {
        self.remoteness
    }

    /// The moves, when listed.
    pub fn moves(&self) -> Option<&[ExploredMove]> {
        self.moves.as_deref()
    }

    /// The board SG(λ\[i,j\]) (LCTR, Downright), when drawn.
    pub fn board(&self) -> Option<Vec<Vec<u64>>> {
        self.board
            .as_ref()
            .map(|b| b.iter().map(|r| r.iter().map(|v| v.0).collect()).collect())
    }

    /// The hook lengths, when drawn.
    pub fn hook_lengths(&self) -> Option<Vec<Vec<u64>>> {
        self.hook_lengths
            .as_ref()
            .map(|b| b.iter().map(|r| r.iter().map(|v| v.0).collect()).collect())
    }

    /// The perfect player's reply.
    pub fn reply(&self) -> Option<Reply> {
        self.reply
    }

    /// The move of the perfect player's reply.
    pub fn reply_move(&self) -> Option<&ExploredMove> {
        let r = self.reply?;
        self.moves.as_ref()?.get(r.index)
    }

    /// The parts left out, `(field, reason)`.
    pub fn omitted(&self) -> impl Iterator<Item = (&'static str, &str)> {
        self.omitted.iter().map(|o| (o.field, o.reason.as_str()))
    }
}

/// The game-tree statistics of a position (Gottlieb–Krnc–Muršič §2.4):
/// its positions below it, the nodes, leaves (complete plays) and height
/// of its game tree; for the games of the engine
/// ([`tree_statistics`](hookgames::game::tree_statistics), each follower
/// once) also the arrows, the ends and the number of non-isomorphic
/// subtrees. LCTR, Downright and two-dimensional LCTR count their two
/// moves apart even where they lead to the same diagram, as the paper's
/// trees do ([`LctrVariant::tree_parameters`], `hookgames tree`).
#[derive(Debug, Clone, Serialize)]
pub struct Tree {
    states: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    arrows: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    ends: Option<u64>,
    /// A decimal string: the tree can have more nodes than 2^64.
    nodes: String,
    leaves: String,
    height: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    tree_classes: Option<u64>,
}

/// The paper's tree of LCTR or Downright on λ (both moves counted).
pub(crate) fn lctr_tree(variant: LctrVariant, lambda: &Partition) -> Result<Tree> {
    let t = variant.tree_parameters(lambda)?;
    Ok(Tree {
        states: t.states,
        arrows: None,
        ends: None,
        nodes: t.nodes.to_string(),
        leaves: t.leaves.to_string(),
        height: t.height,
        tree_classes: None,
    })
}

impl Tree {
    /// The number of positions reachable, the position included.
    pub fn states(&self) -> u64 {
        self.states
    }

    /// The number of complete plays, in decimal.
    pub fn leaves(&self) -> &str {
        &self.leaves
    }

    /// The length of the longest play.
    pub fn height(&self) -> u64 {
        self.height
    }
}

/// The game-tree statistics of `root`, or why they are left out: counted
/// over every position below it, within [`EXPLORE_TREE_STATES`] states
/// and the request's time budget.
pub(crate) fn tree_of<A>(game: &A, root: &A::State, omitted: &mut Vec<Omitted>) -> Option<Tree>
where
    A: Algorithm + Sync,
    A::State: Send + Sync,
{
    let token = crate::budget::current();
    let engine = crate::budget::engine(hookgames::game::Engine::new(), token.as_ref()).with_limits(
        Limits::default()
            .with_max_states(EXPLORE_TREE_STATES)
            .with_max_arrows(EXPLORE_SEARCH_ARROWS),
    );
    match engine.tree_statistics(game, root) {
        Ok(t) => Some(Tree {
            states: t.states,
            arrows: Some(t.arrows),
            ends: Some(t.ends),
            nodes: t.nodes.to_string(),
            leaves: t.leaves.to_string(),
            height: t.height,
            tree_classes: Some(t.tree_classes),
        }),
        Err(e) => {
            omitted.push(Omitted {
                field: "tree",
                reason: format!(
                    "the game-tree statistics are counted over every position below, within \
                     the explorer's EXPLORE_TREE_STATES = {EXPLORE_TREE_STATES}: {e}"
                ),
            });
            None
        }
    }
}

impl Explored {
    /// The game-tree statistics, when counted.
    pub fn tree(&self) -> Option<&Tree> {
        self.tree.as_ref()
    }
}

/// Writes `answer` as one line of JSON with the envelope of the question
/// `explore` (schema `hookgames/1`).
///
/// # Errors
/// The writer's.
pub fn write_json(answer: &Explored, out: &mut impl std::io::Write) -> Result<()> {
    crate::json::write_line(out, "explore", None, answer)
}

/// The generic solver with the explorer's limits.
fn solver<A: Algorithm>(game: A) -> Solver<'static, A> {
    // The request's time budget (hookgames serve), when one is set.
    crate::budget::solver(Solver::new(game)).with_limits(
        Limits::default()
            .with_max_states(EXPLORE_SEARCH_STATES)
            .with_max_arrows(EXPLORE_SEARCH_ARROWS),
    )
}

/// Refuses a search of the Sato–Welter game from `p` beyond the
/// explorer's limits, from the exact size of its down-set (every μ ⊆ λ,
/// one move per box of each).
fn check_young_search(p: &Partition, what: &str) -> Result<()> {
    let (states, arrows) = down_set(p, u128::from(EXPLORE_SEARCH_STATES));
    if states > u128::from(EXPLORE_SEARCH_STATES) {
        return Err(error::limit(format!(
            "{what} is searched position by position, and the {} boxes of the diagram have at \
             least {states} positions below them, more than the explorer's \
             EXPLORE_SEARCH_STATES = {EXPLORE_SEARCH_STATES}",
            p.size()
        )));
    }
    if arrows > u128::from(EXPLORE_SEARCH_ARROWS) {
        return Err(error::limit(format!(
            "{what} is searched position by position, and the {} boxes of the diagram have \
             {arrows} moves below them, more than the explorer's EXPLORE_SEARCH_ARROWS = \
             {EXPLORE_SEARCH_ARROWS}",
            p.size()
        )));
    }
    Ok(())
}

/// Refuses a search of LCTR or Downright from λ beyond the explorer's
/// limits: its states are the subpositions λ[i,j], at most |λ| + 1.
fn check_lctr_search(runs: &PartitionRuns) -> Result<()> {
    let states = u128::from(runs.size()) + 1;
    if states > u128::from(EXPLORE_SEARCH_STATES) {
        return Err(error::limit(format!(
            "the remoteness is searched over the subpositions λ[i,j], and the {} boxes of the \
             position give up to {states} of them, more than the explorer's \
             EXPLORE_SEARCH_STATES = {EXPLORE_SEARCH_STATES}",
            runs.size()
        )));
    }
    Ok(())
}

/// The remoteness of the position and of each move's result, by one
/// solver (its cache shared), or the reason it is beyond the limits.
fn remoteness_of<A: Algorithm>(
    s: &mut Solver<'_, A>,
    root: &A::State,
    results: &[A::State],
    convention: Convention,
) -> Result<(u64, Vec<u64>)> {
    let r = s.remoteness(root, convention)?;
    let rs = results
        .iter()
        .map(|q| s.remoteness(q, convention))
        .collect::<Result<Vec<_>, _>>()?;
    Ok((r, rs))
}

/// The perfect player's reply among `moves`: a winning move (the
/// fastest, when the remotenesses are known), else the longest defence,
/// else the first move.
fn reply(moves: &[ExploredMove]) -> Option<Reply> {
    if moves.is_empty() {
        return None;
    }
    let winning = moves
        .iter()
        .enumerate()
        .filter(|(_, m)| m.grundy.0 == 0)
        .min_by_key(|(_, m)| m.remoteness.unwrap_or(u64::MAX));
    if let Some((index, _)) = winning {
        return Some(Reply {
            index,
            why: Why::Winning,
        });
    }
    if moves.iter().all(|m| m.remoteness.is_some()) {
        // The first of the longest.
        let (index, _) = moves
            .iter()
            .enumerate()
            .rev()
            .max_by_key(|(_, m)| m.remoteness)?;
        return Some(Reply {
            index,
            why: Why::Longest,
        });
    }
    Some(Reply {
        index: 0,
        why: Why::Any,
    })
}

/// Answers the explorer's question. No file is read or written.
///
/// # Errors
/// An input error for a text that is not a position of the game (∅ in
/// Downright); a limit error for a value beyond a limit (a misère
/// Sato–Welter value beyond [`EXPLORE_SEARCH_STATES`], a β-set beyond the
/// memory budget). What only the drawing or the play needs (the
/// remoteness, the boxes) is left out with its reason instead.
///
/// # Complexity
/// The value from the runs (Kawanaka's formula; LCTR and Downright in
/// O(runs · log)); the boxes, their moves and the board in O(|λ| · (ℓ +
/// λ_1)) for at most [`EXPLORE_MAX_BOXES`] boxes; the searches within
/// [`EXPLORE_SEARCH_STATES`] states and [`EXPLORE_SEARCH_ARROWS`] moves.
pub fn explore(args: &ExploreArgs) -> Result<Explored> {
    let text = normalize_position(&args.position)?;
    let mut omitted = Vec::new();
    if let Some(p) = more::play(args, &text, &mut omitted)? {
        let runs = parse_runs(&text)?;
        let reply = reply(&p.moves);
        return Ok(Explored {
            game: args.game,
            play: Play::new(args.misere),
            position: Position::owned_runs(&runs),
            shape: p.shape,
            rect: p.rect,
            piece: p.piece,
            at: p.at,
            history: p.history,
            current: p.current,
            corners: p.corners,
            tree: p.tree,
            size: Big(runs.size()),
            rows: Big(runs.num_parts()),
            columns: Big(runs.largest_part()),
            grundy: Big(p.value),
            outcome: Outcome::of(p.value),
            remoteness: p.remoteness,
            drawn: true,
            hook_lengths: p.hook_lengths,
            board: p.board,
            moves: Some(p.moves),
            reply,
            omitted,
        });
    }
    let runs = parse_runs(&text)?;
    let play = Play::new(args.misere);
    let convention = play.convention();
    let drawn = runs.size() <= EXPLORE_MAX_BOXES;
    let p = if drawn {
        Some(expand(&runs, "the explorer's boxes")?)
    } else {
        let reason = format!(
            "the position has {} boxes, more than the explorer draws one by one \
             (EXPLORE_MAX_BOXES = {EXPLORE_MAX_BOXES})",
            runs.size()
        );
        for field in ["hook_lengths", "board"] {
            if field == "board" && args.game == ExploreGame::SatoWelter {
                continue;
            }
            omitted.push(Omitted {
                field,
                reason: reason.clone(),
            });
        }
        if args.game == ExploreGame::SatoWelter {
            omitted.push(Omitted {
                field: "moves",
                reason: format!("{reason}: one move per box"),
            });
        }
        None
    };
    let hook_lengths = match &p {
        Some(p) => Some(big_grid(p.hook_lengths()?)),
        None => None,
    };
    let (value, moves, board, remoteness) = match args.game {
        ExploreGame::Lctr => lctr(
            LctrVariant::Lctr,
            &runs,
            p.as_ref(),
            convention,
            &mut omitted,
        )?,
        ExploreGame::Downright => lctr(
            LctrVariant::Downright,
            &runs,
            p.as_ref(),
            convention,
            &mut omitted,
        )?,
        // (The other games were answered by `more::play` above.)
        _ => sato_welter(&runs, p.as_ref(), convention, &mut omitted)?,
    };
    let reply = moves.as_deref().and_then(reply);
    let tree = match (&p, args.game) {
        _ if !args.tree => None,
        (Some(p), ExploreGame::SatoWelter) => {
            // The down-set's size first (every μ ⊆ λ), not a search to the limit.
            let (states, _) = down_set(p, u128::from(EXPLORE_TREE_STATES));
            if states > u128::from(EXPLORE_TREE_STATES) {
                omitted.push(Omitted {
                    field: "tree",
                    reason: format!(
                        "the game tree is counted over every position below, and the diagram \
                         has at least {states} diagrams below it, more than the explorer's \
                         EXPLORE_TREE_STATES = {EXPLORE_TREE_STATES}"
                    ),
                });
                None
            } else {
                tree_of(&YoungRealization, p, &mut omitted)
            }
        }
        (Some(p), ExploreGame::Lctr) => Some(lctr_tree(LctrVariant::Lctr, p)?),
        (Some(p), ExploreGame::Downright) if !p.is_empty() => {
            Some(lctr_tree(LctrVariant::Downright, p)?)
        }
        (None, _) => {
            omitted.push(Omitted {
                field: "tree",
                reason: format!(
                    "the game tree is counted box by box, and the position has {} boxes \
                     (EXPLORE_MAX_BOXES = {EXPLORE_MAX_BOXES})",
                    runs.size()
                ),
            });
            None
        }
        _ => None,
    };
    Ok(Explored {
        game: args.game,
        play,
        position: Position::owned_runs(&runs),
        shape: Shape::Young,
        rect: None,
        piece: None,
        at: None,
        history: None,
        current: None,
        corners: None,
        tree,
        size: Big(runs.size()),
        rows: Big(runs.num_parts()),
        columns: Big(runs.largest_part()),
        grundy: Big(value),
        outcome: Outcome::of(value),
        remoteness,
        drawn,
        hook_lengths,
        board,
        moves,
        reply,
        omitted,
    })
}

type Parts = (
    u64,
    Option<Vec<ExploredMove>>,
    Option<Vec<Vec<Big>>>,
    Option<u64>,
);

fn big_grid(rows: Vec<Vec<u64>>) -> Vec<Vec<Big>> {
    rows.into_iter()
        .map(|r| r.into_iter().map(Big).collect())
        .collect()
}

/// The Sato–Welter game: the value (Kawanaka's formula from the runs in
/// normal play; the explorer's search in misère play), a move per box
/// with its value, and the remoteness.
fn sato_welter(
    runs: &PartitionRuns,
    p: Option<&Partition>,
    convention: Convention,
    omitted: &mut Vec<Omitted>,
) -> Result<Parts> {
    let misere = convention == Convention::Misere;
    let mut search = None;
    let value = if misere {
        // No formula: the search, refused beyond the limits before it
        // starts (a position too large to draw is too large to search).
        let what = "the misère value of a Young diagram (it has no formula)";
        let Some(p) = p else {
            return Err(error::limit(format!(
                "{what} is searched position by position, and the diagram has {} boxes, more \
                 than the explorer searches (EXPLORE_MAX_BOXES = {EXPLORE_MAX_BOXES})",
                runs.size()
            )));
        };
        check_young_search(p, what)?;
        let mut s = solver(YoungRealization);
        let v = s.value(p, convention)?;
        search = Some(s);
        v
    } else {
        sato_welter_value(runs)?
    };
    let Some(p) = p else {
        return Ok((value, None, None, None));
    };
    let mut moves = Vec::new();
    let mut results = Vec::new();
    for ((i, j), h) in p.hooks() {
        let q = p.remove_hook(i, j)?;
        let v = match &mut search {
            Some(s) => s.value(&q, convention)?,
            None => YoungRealization.grundy(&q)?,
        };
        moves.push(ExploredMove {
            label: format!("hook at ({i},{j}) of length {h}"),
            letter: None,
            hooks: vec![HookBox {
                row: i,
                column: Big(j),
                length: Big(h),
            }],
            to: Position::from_parts(q.parts().to_vec()),
            grundy: Big(v),
            outcome: Outcome::of(v),
            remoteness: None,
            click: None,
            at: None,
            history: None,
        });
        results.push(q);
    }
    // (The misère search's solver goes on: its states are the same.)
    let mut s = search.unwrap_or_else(|| solver(YoungRealization));
    let found = check_young_search(p, "the remoteness").and_then(|()| {
        remoteness_of(&mut s, p, &results, convention)
            .context("the remoteness, within the explorer's limits")
    });
    let remoteness = attach(found, &mut moves, omitted);
    Ok((value, Some(moves), None, remoteness))
}

/// Puts the remotenesses found on the moves, or says why there are none.
fn attach(
    found: Result<(u64, Vec<u64>)>,
    moves: &mut [ExploredMove],
    omitted: &mut Vec<Omitted>,
) -> Option<u64> {
    match found {
        Ok((r, rs)) => {
            for (m, r) in moves.iter_mut().zip(rs) {
                m.remoteness = Some(r);
            }
            Some(r)
        }
        Err(e) => {
            omitted.push(Omitted {
                field: "remoteness",
                reason: error::one_line(&e),
            });
            None
        }
    }
}

/// LCTR and Downright: the value and the two moves from the runs (never
/// expanded), the board when drawn, and the remoteness.
fn lctr(
    variant: LctrVariant,
    runs: &PartitionRuns,
    p: Option<&Partition>,
    convention: Convention,
    omitted: &mut Vec<Omitted>,
) -> Result<Parts> {
    if variant == LctrVariant::Downright && runs.is_empty() {
        return Err(error::input(
            "∅ is not a Downright position (the rook needs a box)",
        ));
    }
    let value = variant.grundy_runs(runs, convention)?;
    // (label, letter, allowed, i, j): the result is λ[i,j].
    let options = match variant {
        LctrVariant::Lctr => [
            ("remove the top row", "T", !runs.is_empty(), 1u64, 0u64),
            ("remove the left column", "L", !runs.is_empty(), 0, 1),
        ],
        LctrVariant::Downright => [
            ("move the rook down", "T", runs.num_parts() > 1, 1, 0),
            ("move the rook right", "L", runs.largest_part() > 1, 0, 1),
        ],
    };
    let mut moves = Vec::new();
    let mut results = Vec::new();
    for (label, letter, _, i, j) in options.into_iter().filter(|o| o.2) {
        let to = subpartition_runs(runs, i, j);
        let v = variant.grundy_runs(&to, convention)?;
        moves.push(ExploredMove {
            label: label.to_owned(),
            letter: Some(letter),
            hooks: Vec::new(),
            to: Position::owned_runs(&to),
            grundy: Big(v),
            outcome: Outcome::of(v),
            remoteness: None,
            click: None,
            at: None,
            history: None,
        });
        results.push(to);
    }
    let board = match p {
        Some(p) if !p.is_empty() => {
            let b = Board::new(variant, p, convention)?;
            Some((0..p.len()).map(|i| b.row(i).map(Big).collect()).collect())
        }
        _ => None,
    };
    let found = check_lctr_search(runs).and_then(|()| {
        match variant {
            LctrVariant::Downright => {
                remoteness_of(&mut solver(DownrightRuns), runs, &results, convention)
            }
            _ => remoteness_of(&mut solver(LctrRuns), runs, &results, convention),
        }
        .context("the remoteness, within the explorer's limits")
    });
    let remoteness = attach(found, &mut moves, omitted);
    Ok((value, Some(moves), board, remoteness))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ask(game: ExploreGame, text: &str, misere: bool) -> Explored {
        explore(&ExploreArgs::new(game, text, misere)).unwrap()
    }

    #[test]
    fn kawanakas_example_and_its_winning_move() {
        let a = ask(ExploreGame::SatoWelter, "9,8,6,5,5,2", false);
        assert_eq!(a.grundy(), 7);
        let moves = a.moves().unwrap();
        assert_eq!(moves.len(), 35);
        let winning: Vec<_> = moves.iter().filter(|m| m.grundy() == 0).collect();
        assert_eq!(winning.len(), 1);
        assert_eq!(winning[0].hook(), Some((3, 6)));
        let r = a.reply().unwrap();
        assert_eq!(r.why(), Why::Winning);
        assert_eq!(a.reply_move().unwrap().hook(), Some((3, 6)));
        // Every move's value is the formula's, and the remoteness was found.
        let p: Partition = "9,8,6,5,5,2".parse().unwrap();
        for m in moves {
            let (i, j) = m.hook().unwrap();
            let q = p.remove_hook(i, j).unwrap();
            assert_eq!(m.grundy(), YoungRealization.grundy(&q).unwrap());
            assert!(m.remoteness().is_some());
        }
        assert_eq!(a.remoteness().map(|r| r % 2), Some(1));
        // The game tree (LCTR §2.4): the longest play is at least as long
        // as the perfect players' game, and every move leads below.
        assert!(a.tree().is_none(), "counted only when asked");
        let a =
            explore(&ExploreArgs::new(ExploreGame::SatoWelter, "9,8,6,5,5,2", false).with_tree())
                .unwrap();
        let tree = a.tree().expect("35 boxes are within EXPLORE_TREE_STATES");
        assert!(tree.height() >= a.remoteness().unwrap());
        assert!(tree.states() > 35);
        assert_eq!(
            tree.states(),
            hookgames::game::tree_statistics(&YoungRealization, &p)
                .unwrap()
                .states
        );
        assert_eq!(a.hook_lengths().unwrap(), p.hook_lengths().unwrap());
    }

    #[test]
    fn from_a_p_position_the_reply_delays_the_longest() {
        // 9,8,5,5,5,2 is the P-position after the winning move.
        let a = ask(ExploreGame::SatoWelter, "9,8,5,5,5,2", false);
        assert_eq!(a.grundy(), 0);
        let r = a.reply().unwrap();
        assert_eq!(r.why(), Why::Longest);
        let moves = a.moves().unwrap();
        let longest = moves.iter().filter_map(|m| m.remoteness()).max();
        assert_eq!(moves[r.index()].remoteness(), longest);
        assert_eq!(a.remoteness(), longest.map(|r| r + 1));
    }

    #[test]
    fn figure_5_board_and_moves() {
        let a = ask(ExploreGame::Lctr, "8,7,6,5,5,2,1", false);
        let p: Partition = "8,7,6,5,5,2,1".parse().unwrap();
        let b = Board::new(LctrVariant::Lctr, &p, Convention::Normal).unwrap();
        let want: Vec<Vec<u64>> = (0..p.len()).map(|i| b.row(i).collect()).collect();
        assert_eq!(a.board().unwrap(), want);
        assert_eq!(a.grundy(), b.root());
        let moves = a.moves().unwrap();
        assert_eq!(moves.len(), 2);
        assert_eq!(moves[0].letter(), Some("T"));
        assert_eq!(moves[0].grundy(), want[1][0]);
        assert_eq!(moves[1].grundy(), want[0][1]);
        assert!(a.remoteness().is_some());
    }

    #[test]
    fn exponents_answer_at_once_without_boxes() {
        let a = ask(ExploreGame::Lctr, "7^1000000000000,3^5", false);
        assert_eq!(a.grundy(), 1);
        assert!(a.board().is_none());
        assert_eq!(a.moves().unwrap().len(), 2);
        let fields: Vec<_> = a.omitted().map(|(f, _)| f).collect();
        assert_eq!(fields, ["hook_lengths", "board", "remoteness"]);
        let a =
            explore(&ExploreArgs::new(ExploreGame::Lctr, "7^1000000000000,3^5", false).with_tree())
                .unwrap();
        assert!(a.omitted().any(|(f, _)| f == "tree"));
        // The paper's tree of LCTR (both moves counted): hookgames tree's.
        let t =
            explore(&ExploreArgs::new(ExploreGame::Lctr, "5,4,3,2,1", false).with_tree()).unwrap();
        assert_eq!(
            (t.tree().unwrap().leaves(), t.tree().unwrap().height()),
            ("32", 5)
        );
        // The reply is still a winning move.
        assert_eq!(a.reply().unwrap().why(), Why::Winning);
        let d = ask(ExploreGame::Downright, "1000000001^1000000000", true);
        assert_eq!(d.moves().unwrap().len(), 2);
        // Sato–Welter: the value only.
        let s = ask(ExploreGame::SatoWelter, "1^268435456", false);
        assert_eq!(s.grundy(), 1 << 28);
        assert!(s.moves().is_none());
    }

    #[test]
    fn refusals_are_typed() {
        let e = explore(&ExploreArgs::new(ExploreGame::SatoWelter, "3,x", false)).unwrap_err();
        assert_eq!(error::kind_of(&e), error::Kind::Input);
        let e = explore(&ExploreArgs::new(ExploreGame::Downright, "∅", false)).unwrap_err();
        assert_eq!(error::kind_of(&e), error::Kind::Input);
        // The misère Sato–Welter value has no formula: searched, within limits.
        let e = explore(&ExploreArgs::new(ExploreGame::SatoWelter, "30^30", true)).unwrap_err();
        assert_eq!(error::kind_of(&e), error::Kind::Limit);
        assert!(
            error::one_line(&e).contains("EXPLORE_SEARCH_STATES"),
            "{e:#}"
        );
        let e = explore(&ExploreArgs::new(
            ExploreGame::SatoWelter,
            "5^1000000000000",
            false,
        ))
        .unwrap_err();
        assert_eq!(error::kind_of(&e), error::Kind::Limit);
        assert!("go".parse::<ExploreGame>().is_err());
        assert_eq!("lctr".parse::<ExploreGame>().unwrap(), ExploreGame::Lctr);
    }

    #[test]
    fn misere_sato_welter_is_searched() {
        let a = ask(ExploreGame::SatoWelter, "6,6,5,3,3", true);
        let mut s = Solver::new(YoungRealization);
        let p: Partition = "6,6,5,3,3".parse().unwrap();
        assert_eq!(a.grundy(), s.misere_grundy(&p).unwrap());
        for m in a.moves().unwrap() {
            let (i, j) = m.hook().unwrap();
            let q = p.remove_hook(i, j).unwrap();
            assert_eq!(m.grundy(), s.misere_grundy(&q).unwrap());
        }
    }

    #[test]
    fn a_whole_game_against_itself_ends_as_the_value_says() {
        // From an N-position the side to move wins playing the replies; from
        // a P-position it loses.
        for (game, start) in [
            (ExploreGame::Lctr, "8,7,6,5,5,2,1"),
            (ExploreGame::SatoWelter, "6,6,5,3,3"),
            (ExploreGame::Downright, "8,7,6,5,5,2,1"),
        ] {
            for misere in [false, true] {
                let first = ask(game, start, misere);
                let mut text = start.to_owned();
                let mut plies = 0u64;
                loop {
                    let a = ask(game, &text, misere);
                    let Some(m) = a.reply_move() else { break };
                    text = m.to().exponent().to_string();
                    plies += 1;
                }
                // The player who cannot move lost (normal) or won (misère).
                let mover_won = (plies % 2 == 1) != misere;
                assert_eq!(mover_won, first.grundy() != 0, "{game:?} {start} {misere}");
                assert_eq!(Some(plies + u64::from(misere)), first.remoteness());
            }
        }
    }
}
