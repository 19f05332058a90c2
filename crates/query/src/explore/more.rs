//! The explorer's games beyond the Sato–Welter game, LCTR and Downright
//! (issue 32): hook removal on shifted diagrams and its Turning Turtles
//! picture (Abuku–Tada §5, Proposition 5.6), the MHRG in an m × n
//! rectangle (Abuku–Tada, Motegi), impartial chess on a Young diagram and
//! the non-repetitive LCTR and Downright (Gottlieb–Krnc–Muršič §8), and the
//! engine's standard games Nim, Wythoff and Chomp.
//!
//! Every position is a diagram — a strict partition, a diagram inside the
//! rectangle, the chess board, the heaps of Nim and Wythoff as rows — so
//! the answer keeps the one `position` field of the schema; what a game
//! adds (the rectangle, the piece and its box, the history) has a field
//! of its own. Each move says which box the page attaches it to
//! (`click`), when one box makes one move.
//!
//! The values are the library's: a game's closed form where it has one
//! (its value hooks: Proposition 5.6 for shifted diagrams, Bouton's nim-sum,
//! Sprague–Grundy for the heaps), else the generic memoised solver within
//! the explorer's limits
//! ([`EXPLORE_SEARCH_STATES`](crate::limits::EXPLORE_SEARCH_STATES), refused with a limit
//! error past them); the chess board by the dense [`ChessBoard`] and the
//! non-repetitive games by their own solver, as on the command line.

use std::collections::HashMap;

use anyhow::{Context, Result};
use hookgames::game::{
    Algorithm, AlgorithmExt, Chomp, Convention, DescribeMoves, Engine, Nim, Solver, Wythoff,
};
use hookgames::lctr::{ChessBoard, Corners, LctrMove, LctrVariant, MultiBoard, subpartition};
use hookgames::mhrg::RectGame;
use hookgames::partition::{Partition, ShiftedPartition};
use hookgames::shifted::{ShiftedHookGame, TurningTurtles};

use super::{ExploreArgs, ExploreGame, ExploredMove, Omitted, attach, solver};
use crate::error;
use crate::json::{Big, CornersPosition, HookBox, Outcome, Position, Rect, Square};
use crate::limits::EXPLORE_MAX_BOXES;
use crate::open;
use crate::parse::{parse_runs, parse_shifted};
use crate::runs::expand;

/// How the page draws the position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Shape {
    /// A Young diagram, English notation: row i from column 1.
    Young,
    /// A shifted diagram: row i starts in column i.
    Shifted,
    /// A row of coins, heads at the parts (Turning Turtles).
    Coins,
}

/// What a game of this module adds to the answer.
#[derive(Debug)]
pub(super) struct Played {
    pub(super) value: u64,
    pub(super) moves: Vec<ExploredMove>,
    pub(super) board: Option<Vec<Vec<Big>>>,
    pub(super) remoteness: Option<u64>,
    pub(super) shape: Shape,
    pub(super) rect: Option<Rect>,
    pub(super) piece: Option<String>,
    pub(super) at: Option<Square>,
    pub(super) history: Option<String>,
    /// The diagram drawn, when it is not the position (the non-repetitive
    /// games: λ\[i,j\] after the history).
    pub(super) current: Option<Position<'static>>,
    /// The hook lengths of the drawn diagram (Young or shifted).
    pub(super) hook_lengths: Option<Vec<Vec<Big>>>,
    /// Two-dimensional LCTR: the corners.
    pub(super) corners: Option<CornersPosition>,
    /// The game-tree statistics, when the position is small.
    pub(super) tree: Option<super::Tree>,
}

impl Played {
    fn new(value: u64, moves: Vec<ExploredMove>, shape: Shape) -> Self {
        Played {
            value,
            moves,
            board: None,
            remoteness: None,
            shape,
            rect: None,
            piece: None,
            at: None,
            history: None,
            current: None,
            hook_lengths: None,
            corners: None,
            tree: None,
        }
    }
}

/// The value of positions of one game in one convention: the game's own
/// closed form when its value hooks answer, else one memoised solver
/// (its cache shared by the position and its followers) within the
/// explorer's limits.
struct Valuer<A: Algorithm + Clone> {
    game: A,
    solver: Solver<'static, A>,
    convention: Convention,
}

impl<A: Algorithm + Clone> Valuer<A> {
    fn new(game: A, convention: Convention) -> Self {
        Valuer {
            solver: solver(game.clone()),
            game,
            convention,
        }
    }

    fn value(&mut self, p: &A::State) -> Result<u64> {
        let engine = Engine::new();
        let known = match self.convention {
            Convention::Normal => self.game.known_grundy(p, &engine),
            Convention::Misere => self.game.known_misere_grundy(p, &engine),
        };
        match known {
            Some(v) => Ok(v?),
            None => Ok(self
                .solver
                .value(p, self.convention)
                .context("searched position by position, within the explorer's limits")?),
        }
    }

    /// `played` of `root`, whose moves lead to `results`, with the
    /// remoteness of `root` and of each result (put on the moves), and
    /// the game tree of `root` when `tree` — or the reason each is left
    /// out.
    fn searched(
        &mut self,
        mut played: Played,
        root: &A::State,
        results: &[A::State],
        omitted: &mut Vec<Omitted>,
        tree: bool,
    ) -> Played
    where
        A: Sync,
        A::State: Send + Sync,
    {
        let found = super::remoteness_of(&mut self.solver, root, results, self.convention)
            .context("the remoteness, within the explorer's limits");
        played.remoteness = attach(found, &mut played.moves, omitted);
        if tree {
            played.tree = super::tree_of(&self.game, root, omitted);
        }
        played
    }
}

/// A move of this module's games.
fn mv(label: String, to: Position<'static>, value: u64) -> ExploredMove {
    ExploredMove {
        label,
        letter: None,
        hooks: Vec::new(),
        to,
        grundy: Big(value),
        outcome: Outcome::of(value),
        remoteness: None,
        click: None,
        at: None,
        history: None,
    }
}

/// The 1-based box (i, j).
fn square(i: usize, j: u64) -> Square {
    Square { row: i, column: j }
}

/// Keeps `click` only on the moves whose box makes no other move (a
/// click must mean one move; the others are played from the list).
fn unique_clicks(moves: &mut [ExploredMove]) {
    let mut count: HashMap<(usize, u64), usize> = HashMap::new();
    for m in moves.iter() {
        if let Some(c) = &m.click {
            *count.entry((c.row, c.column)).or_default() += 1;
        }
    }
    for m in moves.iter_mut() {
        if m.click
            .as_ref()
            .is_some_and(|c| count[&(c.row, c.column)] > 1)
        {
            m.click = None;
        }
    }
}

/// The diagram `text`, at most [`EXPLORE_MAX_BOXES`] boxes (every game of
/// this module lists a move per box or more).
fn diagram(text: &str, game: ExploreGame) -> Result<Partition> {
    let runs = parse_runs(text)?;
    if runs.size() > EXPLORE_MAX_BOXES {
        return Err(error::limit(format!(
            "{} is explored box by box, and the position has {} boxes, more than the \
             explorer draws (EXPLORE_MAX_BOXES = {EXPLORE_MAX_BOXES})",
            game.name(),
            runs.size()
        )));
    }
    expand(&runs, "the explorer's boxes")
}

fn big_rows(rows: Vec<Vec<u64>>) -> Vec<Vec<Big>> {
    super::big_grid(rows)
}

/// Refuses an option that does not apply to `game`.
fn refuse_options(args: &ExploreArgs) -> Result<()> {
    let takes = |field: &str| match args.game {
        ExploreGame::Mhrg => field == "rect",
        ExploreGame::Chess => field == "piece" || field == "at",
        ExploreGame::LctrNonrep | ExploreGame::DownrightNonrep => field == "history",
        _ => false,
    };
    for (field, given) in [
        ("rect", args.rect.is_some()),
        ("piece", args.piece.is_some()),
        ("at", args.at.is_some()),
        ("history", args.history.is_some()),
    ] {
        if given && !takes(field) {
            return Err(error::usage(format!(
                "{field} does not apply to the game {}",
                args.game.name()
            )));
        }
    }
    Ok(())
}

/// Answers the games of this module; `None` for the three of part 1.
pub(super) fn play(
    args: &ExploreArgs,
    text: &str,
    omitted: &mut Vec<Omitted>,
) -> Result<Option<Played>> {
    refuse_options(args)?;
    let tree = args.tree;
    let convention = if args.misere {
        Convention::Misere
    } else {
        Convention::Normal
    };
    let played = match args.game {
        ExploreGame::SatoWelter | ExploreGame::Lctr | ExploreGame::Downright => return Ok(None),
        ExploreGame::Shifted => shifted(text, convention, omitted, tree)?,
        ExploreGame::TurningTurtles => turtles(text, convention, omitted, tree)?,
        ExploreGame::Mhrg => mhrg(args, text, convention, omitted, tree)?,
        ExploreGame::Chess => chess(args, text, convention, omitted, tree)?,
        ExploreGame::LctrNonrep => {
            nonrep(args, LctrVariant::Lctr, text, convention, omitted, tree)?
        }
        ExploreGame::DownrightNonrep => nonrep(
            args,
            LctrVariant::Downright,
            text,
            convention,
            omitted,
            tree,
        )?,
        ExploreGame::MultiLctr => multi_lctr(text, convention, omitted, tree)?,
        ExploreGame::Nim => nim(text, convention, omitted, tree)?,
        ExploreGame::Wythoff => wythoff(text, convention, omitted, tree)?,
        ExploreGame::Chomp => chomp(text, convention, omitted, tree)?,
    };
    Ok(Some(played))
}

// ---- shifted diagrams and Turning Turtles (Abuku–Tada §5) ------------------

fn strict(text: &str, game: ExploreGame) -> Result<ShiftedPartition> {
    let s = parse_shifted(text)?;
    if s.size() > EXPLORE_MAX_BOXES {
        return Err(error::limit(format!(
            "{} is explored box by box, and the shifted diagram has {} boxes, more than the \
             explorer draws (EXPLORE_MAX_BOXES = {EXPLORE_MAX_BOXES})",
            game.name(),
            s.size()
        )));
    }
    Ok(s)
}

/// Hook removal on a shifted diagram: a move per box, the box and its
/// shifted hook length (Definition 5.1), the value by Proposition 5.6.
fn shifted(
    text: &str,
    convention: Convention,
    omitted: &mut Vec<Omitted>,
    tree: bool,
) -> Result<Played> {
    let s = strict(text, ExploreGame::Shifted)?;
    let game = ShiftedHookGame;
    let mut valuer = Valuer::new(game, convention);
    let value = valuer.value(&s)?;
    let followers = game.followers(&s)?;
    let described = game.describe(&s, &followers)?;
    let mut moves = Vec::with_capacity(described.len());
    let mut results = Vec::with_capacity(described.len());
    for h in described {
        let v = valuer.value(&h.result)?;
        let mut m = mv(
            format!("hook at ({},{}) of length {}", h.row, h.col, h.hook_length),
            Position::from_parts(h.result.parts().to_vec()),
            v,
        );
        m.hooks = vec![HookBox {
            row: h.row,
            column: Big(h.col),
            length: Big(h.hook_length),
        }];
        m.click = Some(square(h.row, h.col));
        moves.push(m);
        results.push(h.result);
    }
    let mut played = valuer.searched(
        Played::new(value, moves, Shape::Shifted),
        &s,
        &results,
        omitted,
        tree,
    );
    played.hook_lengths = Some(big_rows(s.hook_lengths()?));
    Ok(played)
}

/// Turning Turtles: the heads are the parts of the strict partition
/// (Proposition 5.6 maps hook removal on S to turning coins), a move turns
/// a head to tails and perhaps one coin to its left.
fn turtles(
    text: &str,
    convention: Convention,
    omitted: &mut Vec<Omitted>,
    tree: bool,
) -> Result<Played> {
    let s = strict(text, ExploreGame::TurningTurtles)?;
    let n = s.parts().first().copied().unwrap_or(0);
    let game = TurningTurtles::new(n)
        .with_context(|| format!("Turning Turtles on the {n} coins up to the largest head"))?;
    let heads = game.position(s.parts())?;
    let mut valuer = Valuer::new(game, convention);
    let value = valuer.value(&heads)?;
    let mut moves = Vec::new();
    let mut results = Vec::new();
    for t in game.moves(&heads) {
        let after = game.apply(&heads, t)?;
        let v = valuer.value(&after)?;
        let label = match t.other {
            Some(o) => format!("turn coins {} and {o}", t.head),
            None => format!("turn coin {}", t.head),
        };
        let mut m = mv(label, Position::from_parts(heads_of(after)), v);
        // The coin clicked is the head turned; the row is 1.
        m.click = Some(square(1, t.head));
        moves.push(m);
        results.push(after);
    }
    unique_clicks(&mut moves);
    Ok(valuer.searched(
        Played::new(value, moves, Shape::Coins),
        &heads,
        &results,
        omitted,
        tree,
    ))
}

/// The heads of a Turning Turtles position, right to left: the parts.
fn heads_of(mask: u64) -> Vec<u64> {
    (1..=64u64)
        .rev()
        .filter(|&p| mask >> (p - 1) & 1 == 1)
        .collect()
}

// ---- the MHRG (Abuku–Tada, Motegi) -------------------------------------------

/// A turn of MHRG(m, n): one hook removed, or two when the numbering
/// forces the second; the value by the generic solver within the
/// explorer's limits.
fn mhrg(
    args: &ExploreArgs,
    text: &str,
    convention: Convention,
    omitted: &mut Vec<Omitted>,
    tree: bool,
) -> Result<Played> {
    let (m, n) = crate::games::mhrg_rect(args.rect.as_deref())?;
    let y = crate::games::mhrg_position(m, n, text)?;
    let game = RectGame::new(m, n)?;
    let pos = game.position(&y)?;
    let mut valuer = Valuer::new(game, convention);
    // A search past the explorer's limits in normal play: the whole game
    // by the dense solver, when it is small enough (as the command line's
    // MHRG engine does, within the explorer's own bound).
    let mut dense: Option<hookgames::mhrg::PositionValues> = None;
    let value = match valuer.value(&pos) {
        Ok(v) => v,
        Err(e) if convention == Convention::Normal && is_search_limit(&e) => {
            let values = mhrg_dense(m, n).with_context(|| format!("{e:#}"))?;
            let v = values.value_of(&y)?;
            dense = Some(values);
            v
        }
        Err(e) => return Err(e),
    };
    let followers = game.followers(&pos)?;
    let turns = game.describe(&pos, &followers)?;
    let mut moves = Vec::with_capacity(turns.len());
    let mut results = Vec::with_capacity(turns.len());
    for t in turns {
        let (i, j) = t.first;
        let h1 = y.hook_length(i, j)?;
        let mut hooks = vec![HookBox {
            row: i,
            column: Big(j),
            length: Big(h1),
        }];
        let mut label = format!("hook at ({i},{j}) of length {h1}");
        if let Some((k, l)) = t.second {
            let after_first = y.remove_hook(i, j)?;
            let h2 = after_first.hook_length(k, l)?;
            hooks.push(HookBox {
                row: k,
                column: Big(l),
                length: Big(h2),
            });
            label.push_str(&format!(", then the hook at ({k},{l}) of length {h2}"));
        }
        let to = game.position(&t.result)?;
        let v = match &dense {
            Some(values) => values.value_of(&t.result)?,
            None => valuer.value(&to)?,
        };
        let mut mo = mv(label, Position::from_parts(t.result.parts().to_vec()), v);
        mo.hooks = hooks;
        mo.click = Some(square(i, j));
        moves.push(mo);
        results.push(to);
    }
    unique_clicks(&mut moves);
    let mut played = Played::new(value, moves, Shape::Young);
    if dense.is_some() {
        omitted.push(Omitted {
            field: "remoteness",
            reason: format!(
                "the values of MHRG({m}, {n}) came from its dense table (the search from the \
                 position passed EXPLORE_SEARCH_STATES), which keeps no remoteness"
            ),
        });
        if tree {
            played.tree = super::tree_of(&valuer.game, &pos, omitted);
        }
    } else {
        played = valuer.searched(played, &pos, &results, omitted, tree);
    }
    played.rect = Some(Rect { m, n });
    played.hook_lengths = Some(big_rows(y.hook_lengths()?));
    Ok(played)
}

/// The explorer solves an MHRG densely when its search is past the limits
/// and the game has at most this many positions (2^22: a 4 MiB table).
pub(super) const EXPLORE_MHRG_DENSE_POSITIONS: u64 = 1 << 22;

/// `true` for a search stopped by a state, arrow or memory limit.
fn is_search_limit(e: &anyhow::Error) -> bool {
    use hookgames::game::GameError;
    e.chain().any(|c| {
        matches!(
            c.downcast_ref::<GameError>(),
            Some(
                GameError::StateLimit { .. }
                    | GameError::ArrowLimit { .. }
                    | GameError::MemoryLimit { .. }
            )
        )
    })
}

/// Every position of MHRG(m, n) by the dense solver, within
/// [`EXPLORE_MHRG_DENSE_POSITIONS`] and the request's time budget.
fn mhrg_dense(m: usize, n: u64) -> Result<hookgames::mhrg::PositionValues> {
    let count = hookgames::mhrg::position_count(m, n)?;
    if count > EXPLORE_MHRG_DENSE_POSITIONS.into() {
        return Err(error::limit(format!(
            "MHRG({m}, {n}) has {count} positions, more than the explorer solves whole \
             (EXPLORE_MHRG_DENSE_POSITIONS = {EXPLORE_MHRG_DENSE_POSITIONS})"
        )));
    }
    let token = crate::budget::current();
    let engine = crate::budget::engine(Engine::new(), token.as_ref()).with_limits(
        hookgames::game::Limits::default().with_max_bytes(EXPLORE_MHRG_DENSE_POSITIONS * 2),
    );
    Ok(hookgames::mhrg::solve_positions(m, n, &engine)?)
}

// ---- impartial chess and the non-repetitive games (Gottlieb–Krnc–Muršič §8) --

/// Chess on λ: the piece's whole board of values by the dense
/// [`ChessBoard`], a move per box the piece reaches.
fn chess(
    args: &ExploreArgs,
    text: &str,
    convention: Convention,
    omitted: &mut Vec<Omitted>,
    tree: bool,
) -> Result<Played> {
    let opts = open::Options::new(
        open::Takes::Chess,
        Some(args.piece.as_deref().unwrap_or("queen")),
        args.at.as_deref(),
        None,
    )?;
    let lambda = open::chess_partition(text)?;
    let (board, value) = open::chess_board_at(&opts, &lambda, convention)?;
    let piece = opts.piece()?.clone();
    let game = hookgames::lctr::Chess::new(piece.clone(), lambda.clone())?;
    let (i0, j0) = opts.at;
    let mut moves = Vec::new();
    let mut results = Vec::new();
    for (i, j) in game.followers(&(i0, j0))? {
        let v = board
            .value(i, j)
            .context("the piece's followers are boxes of the diagram")?;
        let mut m = mv(
            format!("{piece} to ({},{})", i + 1, j + 1),
            Position::from_parts(lambda.parts().to_vec()),
            v,
        );
        m.click = Some(square(i + 1, j + 1));
        m.at = Some(square(i + 1, j + 1));
        moves.push(m);
        results.push((i, j));
    }
    let mut valuer = Valuer::new(game, convention);
    let mut played = valuer.searched(
        Played::new(value, moves, Shape::Young),
        &(i0, j0),
        &results,
        omitted,
        tree,
    );
    played.board = Some(chess_rows(&board, &lambda));
    played.piece = Some(piece.to_string());
    played.at = Some(square(i0 + 1, j0 + 1));
    Ok(played)
}

fn chess_rows(board: &ChessBoard, lambda: &Partition) -> Vec<Vec<Big>> {
    (0..lambda.len())
        .map(|i| board.row(i).map(Big).collect())
        .collect()
}

/// The non-repetitive LCTR or Downright from λ after `history`: no four
/// consecutive moves hold two L and two T. The position stays λ, the
/// history grows; the drawn diagram is λ\[i,j\] after it.
fn nonrep(
    args: &ExploreArgs,
    variant: LctrVariant,
    text: &str,
    convention: Convention,
    omitted: &mut Vec<Omitted>,
    tree: bool,
) -> Result<Played> {
    let opts = open::Options::new(open::Takes::History, None, None, args.history.as_deref())?;
    let game = open::nonrep_game(variant, text)?;
    let state = game.play(&opts.history)?;
    let value = game.grundy_at(&state, convention)?;
    let history_text = opts.history.to_string();
    let current = subpartition(
        game.partition(),
        state.rows_removed(),
        state.columns_removed(),
    );
    let mut moves = Vec::new();
    let mut results = Vec::new();
    for letter in game.allowed_moves(&state) {
        let mut after = opts.history.moves().to_vec();
        after.push(letter);
        let after = hookgames::lctr::History::new(after);
        let next = game.play(&after)?;
        let v = game.grundy_at(&next, convention)?;
        let label = match (variant, letter) {
            (LctrVariant::Lctr, LctrMove::T) => "remove the top row",
            (LctrVariant::Lctr, LctrMove::L) => "remove the left column",
            (_, LctrMove::T) => "move the rook down",
            (_, LctrMove::L) => "move the rook right",
        };
        let mut m = mv(
            label.to_owned(),
            Position::from_parts(game.partition().parts().to_vec()),
            v,
        );
        m.letter = Some(if letter == LctrMove::T { "T" } else { "L" });
        m.history = Some(after.to_string());
        moves.push(m);
        results.push(next);
    }
    let mut valuer = Valuer::new(game.clone(), convention);
    let mut played = valuer.searched(
        Played::new(value, moves, Shape::Young),
        &state,
        &results,
        omitted,
        tree,
    );
    played.history = Some(history_text);
    played.hook_lengths = Some(big_rows(current.hook_lengths()?));
    played.current = Some(Position::from_parts(current.parts().to_vec()));
    Ok(played)
}

/// Two-dimensional LCTR (§8, d = 2): the corners of λ; a move decreases
/// one coordinate of every corner (a row or a column of λ goes). Values by
/// the dense [`MultiBoard`](hookgames::lctr::MultiBoard), the engine of
/// `hookgames grundy multi-lctr`, not by LCTR's formula; its board is
/// LCTR's, read off the same dense board.
fn multi_lctr(
    text: &str,
    convention: Convention,
    omitted: &mut Vec<Omitted>,
    tree: bool,
) -> Result<Played> {
    let s = if text.trim_start().starts_with('{') {
        open::parse_corners(text)?
    } else {
        Corners::from_partition(&diagram(text, ExploreGame::MultiLctr)?)?
    };
    if s.dimension() != 2 {
        return Err(error::input(format!(
            "the explorer draws two-dimensional corners (a partition's); {s} has dimension {} \
             (the command line's grundy and moves take any dimension)",
            s.dimension()
        )));
    }
    let lambda = open::corners_partition(&s)?;
    if lambda.size() > EXPLORE_MAX_BOXES {
        return Err(error::limit(format!(
            "multi-lctr is explored box by box, and the position has {} boxes, more than the \
             explorer draws (EXPLORE_MAX_BOXES = {EXPLORE_MAX_BOXES})",
            lambda.size()
        )));
    }
    let board = MultiBoard::new(&s, convention)?;
    let top = subpartition(&lambda, 1, 0);
    let mut moves = Vec::new();
    if !s.is_empty() {
        for axis in 1..=2 {
            let to = s.after_move(axis)?;
            let p = to.to_partition_runs()?.to_partition()?;
            // The move that removes the top row is T, the other L.
            let t = p == top;
            let mut k = vec![0u64; 2];
            k[axis - 1] = 1;
            let v = board
                .value(&k)
                .context("a shift vector of the position's dimension")?;
            let mut m = mv(
                format!(
                    "decrease coordinate {axis} of every corner ({})",
                    if t {
                        "the top row goes"
                    } else {
                        "the left column goes"
                    }
                ),
                Position::from_parts(p.parts().to_vec()),
                v,
            );
            m.letter = Some(if t { "T" } else { "L" });
            moves.push(m);
        }
    }
    let rows = big_rows(corners_board_rows(&s, &lambda, &board)?);
    omitted.push(Omitted {
        field: "remoteness",
        reason: "multi-lctr is solved by its dense board, which keeps no remoteness (as on the \
                 command line)"
            .to_owned(),
    });
    let mut played = Played::new(board.root(), moves, Shape::Young);
    if tree {
        played.tree = Some(super::lctr_tree(LctrVariant::Lctr, &lambda)?);
    }
    played.board = Some(rows);
    played.hook_lengths = Some(big_rows(lambda.hook_lengths()?));
    played.corners = Some(CornersPosition::of(&s));
    Ok(played)
}

/// SG(λ\[i,j\]) at row i, column j (the LCTR board of Figure 5), read off
/// `board`, the dense board of λ's corners `s` (two-dimensional LCTR, §8):
/// λ\[i,j\] lies i steps along the axis whose move removes the top row and
/// j along the other.
///
/// # Errors
/// The corners' errors (none for the corners of a partition).
pub(crate) fn corners_board_rows(
    s: &Corners,
    lambda: &Partition,
    board: &MultiBoard,
) -> Result<Vec<Vec<u64>>> {
    if lambda.is_empty() {
        return Ok(Vec::new());
    }
    let top = subpartition(lambda, 1, 0);
    let t_axis = if s.after_move(1)?.to_partition_runs()?.to_partition()? == top {
        0
    } else {
        1
    };
    (0..lambda.len())
        .map(|i| {
            (0..lambda.parts()[i])
                .map(|j| {
                    let mut k = [0u64; 2];
                    k[t_axis] = i as u64;
                    k[1 - t_axis] = j;
                    board
                        .value(&k)
                        .context("every box of λ is a subposition of the board")
                })
                .collect()
        })
        .collect()
}

// ---- the engine's standard games ----------------------------------------------

/// Nim: the heaps are the rows; the box (i, j) leaves j − 1 tokens in
/// heap i. The value is Bouton's nim-sum (the Sprague–Grundy theorem on
/// the sum of heaps; misère: Bouton's rule, or the search).
fn nim(
    text: &str,
    convention: Convention,
    omitted: &mut Vec<Omitted>,
    tree: bool,
) -> Result<Played> {
    let p = diagram(text, ExploreGame::Nim)?;
    let heaps = p.parts().to_vec();
    let game = vec![Nim; heaps.len()];
    let mut valuer = Valuer::new(game, convention);
    let value = valuer.value(&heaps)?;
    let mut moves = Vec::new();
    let mut results = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        for j in 1..=h {
            let mut after = heaps.clone();
            after[i] = j - 1;
            let v = valuer.value(&after)?;
            let mut m = mv(
                format!("heap {} from {h} to {}", i + 1, j - 1),
                Position::from_parts(sorted(&after)),
                v,
            );
            m.click = Some(square(i + 1, j));
            moves.push(m);
            results.push(after);
        }
    }
    Ok(valuer.searched(
        Played::new(value, moves, Shape::Young),
        &heaps,
        &results,
        omitted,
        tree,
    ))
}

/// The heaps as a diagram: non-increasing, empty heaps dropped.
fn sorted(heaps: &[u64]) -> Vec<u64> {
    let mut out: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
    out.sort_unstable_by(|a, b| b.cmp(a));
    out
}

/// Wythoff: two heaps (the diagram's two rows); take from one heap (its
/// box), or the same number from both (the list).
fn wythoff(
    text: &str,
    convention: Convention,
    omitted: &mut Vec<Omitted>,
    tree: bool,
) -> Result<Played> {
    let p = diagram(text, ExploreGame::Wythoff)?;
    if p.len() > 2 {
        return Err(error::input(format!(
            "a Wythoff position is two heaps, and the diagram has {} rows",
            p.len()
        )));
    }
    let a = p.parts().first().copied().unwrap_or(0);
    let b = p.parts().get(1).copied().unwrap_or(0);
    let root = (a, b);
    let mut valuer = Valuer::new(Wythoff, convention);
    let value = valuer.value(&root)?;
    let mut moves = Vec::new();
    let mut results = Vec::new();
    for (row, h) in [(1usize, a), (2, b)] {
        for j in 1..=h {
            let after = if row == 1 { (j - 1, b) } else { (a, j - 1) };
            let v = valuer.value(&after)?;
            let mut m = mv(
                format!("heap {row} from {h} to {}", j - 1),
                Position::from_parts(sorted(&[after.0, after.1])),
                v,
            );
            m.click = Some(square(row, j));
            moves.push(m);
            results.push(after);
        }
    }
    for t in 1..=a.min(b) {
        let after = (a - t, b - t);
        let v = valuer.value(&after)?;
        moves.push(mv(
            format!("take {t} from both heaps"),
            Position::from_parts(sorted(&[after.0, after.1])),
            v,
        ));
        results.push(after);
    }
    Ok(valuer.searched(
        Played::new(value, moves, Shape::Young),
        &root,
        &results,
        omitted,
        tree,
    ))
}

/// Chomp: the box (i, j) ≠ (1, 1) eats every box below and to the right
/// of it; the box (1, 1) is poisoned.
fn chomp(
    text: &str,
    convention: Convention,
    omitted: &mut Vec<Omitted>,
    tree: bool,
) -> Result<Played> {
    let p = diagram(text, ExploreGame::Chomp)?;
    let root = Chomp::position(p.parts().to_vec())?;
    let mut valuer = Valuer::new(Chomp, convention);
    let value = valuer.value(&root)?;
    let mut moves = Vec::new();
    let mut results = Vec::new();
    for (i, &part) in root.iter().enumerate() {
        for j in 1..=part {
            if (i, j) == (0, 1) {
                continue;
            }
            let after = Chomp::chomp(&root, i as u64 + 1, j)?;
            let v = valuer.value(&after)?;
            let mut m = mv(
                format!("eat from ({},{j})", i + 1),
                Position::from_parts(after.clone()),
                v,
            );
            m.click = Some(square(i + 1, j));
            moves.push(m);
            results.push(after);
        }
    }
    let mut played = valuer.searched(
        Played::new(value, moves, Shape::Young),
        &root,
        &results,
        omitted,
        tree,
    );
    played.hook_lengths = Some(big_rows(p.hook_lengths()?));
    Ok(played)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::super::{Explored, explore};
    use super::*;

    fn ask(args: ExploreArgs) -> Explored {
        explore(&args).unwrap_or_else(|e| panic!("{args:?}: {e:#}"))
    }

    fn results(a: &Explored) -> BTreeSet<String> {
        a.moves()
            .unwrap()
            .iter()
            .map(|m| m.to().exponent().to_string())
            .collect()
    }

    fn game(g: ExploreGame, text: &str) -> ExploreArgs {
        ExploreArgs::new(g, text, false)
    }

    #[test]
    fn shifted_moves_are_the_librarys_followers_with_their_values() {
        // Abuku–Tada §5: G(7,6,4,3,2) = 4.
        let a = ask(game(ExploreGame::Shifted, "7,6,4,3,2"));
        assert_eq!(a.grundy(), 4);
        let s: ShiftedPartition = "7,6,4,3,2".parse().unwrap();
        let want: BTreeSet<String> = ShiftedHookGame
            .followers(&s)
            .unwrap()
            .iter()
            .map(|q| {
                Position::from_parts(q.parts().to_vec())
                    .exponent()
                    .to_string()
            })
            .collect();
        assert_eq!(results(&a), want);
        for m in a.moves().unwrap() {
            let q: ShiftedPartition = m.to().plain().to_string().parse().unwrap();
            assert_eq!(m.grundy(), ShiftedHookGame.grundy(&q).unwrap());
            let (i, j) = m.click().unwrap();
            assert_eq!(s.remove_hook(i, j).unwrap(), q);
        }
        assert!(a.remoteness().is_some());
    }

    #[test]
    fn turning_turtles_is_the_shifted_game_coin_by_coin() {
        // Proposition 5.6: the heads are the parts; the values agree.
        for text in ["7,6,4,3,2", "5,3,1", "1", "∅", "9,4"] {
            for misere in [false, true] {
                let s = ask(ExploreArgs::new(ExploreGame::Shifted, text, misere));
                let t = ask(ExploreArgs::new(ExploreGame::TurningTurtles, text, misere));
                assert_eq!(s.grundy(), t.grundy(), "{text} {misere}");
                assert_eq!(results(&s), results(&t), "{text} {misere}");
                assert_eq!(s.remoteness(), t.remoteness(), "{text} {misere}");
            }
        }
    }

    #[test]
    fn mhrg_turns_and_values() {
        // G(Y_{2,2}) = 3: one follower (∅) by two turns.
        let a = ask(game(ExploreGame::Mhrg, "2,2").with_rect("2x2"));
        assert_eq!(a.grundy(), 3);
        let moves = a.moves().unwrap();
        assert!(moves.iter().any(|m| m.to().num_parts() == 0));
        let g = RectGame::new(3, 4).unwrap();
        let y: Partition = "4,3,1".parse().unwrap();
        let a = ask(game(ExploreGame::Mhrg, "4,3,1").with_rect("3x4"));
        let p = g.position(&y).unwrap();
        assert_eq!(a.grundy(), g.grundy(&p).unwrap());
        let want: BTreeSet<String> = g
            .followers(&p)
            .unwrap()
            .iter()
            .map(|q| {
                let d = g.partition(q).unwrap();
                Position::from_parts(d.parts().to_vec())
                    .exponent()
                    .to_string()
            })
            .collect();
        assert_eq!(results(&a), want);
        for m in moves {
            let d: Partition = m.to().plain().to_string().parse().unwrap();
            let q = RectGame::new(2, 2).unwrap().position(&d).unwrap();
            assert_eq!(m.grundy(), RectGame::new(2, 2).unwrap().grundy(&q).unwrap());
        }
        let e = explore(&game(ExploreGame::Mhrg, "4,3,1")).unwrap_err();
        assert_eq!(error::kind_of(&e), error::Kind::Usage);
        let e = explore(&game(ExploreGame::Mhrg, "5,3,1").with_rect("3x4")).unwrap_err();
        assert_eq!(error::kind_of(&e), error::Kind::Input);
    }

    #[test]
    fn a_large_mhrg_is_solved_whole() {
        // MHRG(8, 20) has 768 768 positions, more than the search's limit
        // from its start: the dense table answers, as the published data.
        let a = ask(game(ExploreGame::Mhrg, "20^8").with_rect("8x20"));
        let t = crate::tables::published_mhrg().unwrap();
        assert_eq!(a.grundy(), t[&(8, 20)]);
        assert!(a.remoteness().is_none());
        assert!(a.omitted().any(|(f, _)| f == "remoteness"));
        for m in a.moves().unwrap() {
            assert!(m.grundy() != a.grundy());
        }
    }

    #[test]
    fn chess_is_the_command_lines_board() {
        let lambda: Partition = "8,7,6,5,5,2,1".parse().unwrap();
        for piece in ["queen", "king", "knight", "leap(1,2)+ride(1,1)"] {
            let a = ask(
                game(ExploreGame::Chess, "8,7,6,5,5,2,1").with_piece(piece, Some("2,2".into()))
            );
            let opts =
                open::Options::new(open::Takes::Chess, Some(piece), Some("2,2"), None).unwrap();
            let board = open::chess_board(&opts, &lambda, Convention::Normal).unwrap();
            assert_eq!(a.grundy(), board.value(1, 1).unwrap(), "{piece}");
            assert_eq!(a.board().unwrap()[3][2], board.value(3, 2).unwrap());
            for m in a.moves().unwrap() {
                let (i, j) = m.at().unwrap();
                assert_eq!(m.grundy(), board.value(i - 1, j - 1).unwrap(), "{piece}");
                assert_eq!(m.click(), m.at());
            }
        }
        let e = explore(&game(ExploreGame::Chess, "3,2").with_piece("queen", Some("3,1".into())))
            .unwrap_err();
        assert_eq!(error::kind_of(&e), error::Kind::Input);
        let e = explore(&game(ExploreGame::Chess, "3,2").with_piece("bishop(", None)).unwrap_err();
        assert_eq!(error::kind_of(&e), error::Kind::Input);
    }

    #[test]
    fn nonrep_history_grows_and_agrees_with_the_command_line() {
        for variant in [ExploreGame::LctrNonrep, ExploreGame::DownrightNonrep] {
            let lv = if variant == ExploreGame::LctrNonrep {
                LctrVariant::Lctr
            } else {
                LctrVariant::Downright
            };
            let g = open::nonrep_game(lv, "8,7,6,5,5,2,1").unwrap();
            let mut history = String::new();
            loop {
                let a = ask(game(variant, "8,7,6,5,5,2,1").with_history(history.clone()));
                let h: hookgames::lctr::History = history.parse().unwrap();
                let s = g.play(&h).unwrap();
                assert_eq!(a.grundy(), g.grundy_at(&s, Convention::Normal).unwrap());
                let Some(m) = a.reply_move() else { break };
                let next = m.history().unwrap().to_owned();
                assert_eq!(next.len(), history.len() + 1);
                history = next;
            }
            assert!(!history.is_empty());
        }
    }

    #[test]
    fn two_dimensional_lctr_is_lctr() {
        // §8: in two dimensions the corners game is LCTR on their partition.
        for text in ["8,7,6,5,5,2,1", "{(6,1),(5,2),(4,5),(2,7)}", "3", "5,5,5"] {
            for misere in [false, true] {
                let m = ask(ExploreArgs::new(ExploreGame::MultiLctr, text, misere));
                let l = ask(ExploreArgs::new(ExploreGame::Lctr, text, misere));
                assert_eq!(m.grundy(), l.grundy(), "{text} {misere}");
                assert_eq!(m.board(), l.board(), "{text} {misere}");
                let letters = |a: &Explored| {
                    a.moves()
                        .unwrap()
                        .iter()
                        .map(|mv| (mv.letter(), mv.to().exponent().to_string(), mv.grundy()))
                        .collect::<BTreeSet<_>>()
                };
                assert_eq!(letters(&m), letters(&l), "{text} {misere}");
            }
        }
        let e = explore(&game(ExploreGame::MultiLctr, "{(3,1,2),(1,4,1)}")).unwrap_err();
        assert_eq!(error::kind_of(&e), error::Kind::Input);
    }

    #[test]
    fn nim_wythoff_and_chomp() {
        // Bouton: 7 ⊕ 5 ⊕ 3 = 1; the winning moves make the nim-sum 0.
        let a = ask(game(ExploreGame::Nim, "7,5,3"));
        assert_eq!(a.grundy(), 1);
        let winning: Vec<_> = a
            .moves()
            .unwrap()
            .iter()
            .filter(|m| m.grundy() == 0)
            .map(|m| m.to().exponent().to_string())
            .collect();
        assert_eq!(winning, ["6,5,3", "7,4,3", "7,5,2"]);
        // Misère Nim (Bouton): heaps of 1 only, an odd number of them: P.
        assert_eq!(
            ask(ExploreArgs::new(ExploreGame::Nim, "1,1,1", true)).grundy(),
            0
        );
        // Wythoff: (2,1), (5,3) are P-positions, (3,3) is not.
        for (text, p) in [("2,1", true), ("5,3", true), ("3,3", false), ("∅", true)] {
            let a = ask(game(ExploreGame::Wythoff, text));
            assert_eq!(a.grundy() == 0, p, "{text}");
        }
        let a = ask(game(ExploreGame::Wythoff, "3,3"));
        assert!(a.reply_move().unwrap().to().num_parts() == 0);
        assert!(explore(&game(ExploreGame::Wythoff, "3,2,1")).is_err());
        // Chomp: the square's winning move eats (2,2) (Gale); 5,4 is P.
        let a = ask(game(ExploreGame::Chomp, "3,3,3"));
        assert_ne!(a.grundy(), 0);
        assert_eq!(a.reply_move().unwrap().click(), Some((2, 2)));
        assert_eq!(a.reply_move().unwrap().to().exponent().to_string(), "3,1^2");
        assert_eq!(ask(game(ExploreGame::Chomp, "5,4")).grundy(), 0);
        assert_eq!(results(&ask(game(ExploreGame::Chomp, "5,4"))).len(), 8);
        assert!(explore(&game(ExploreGame::Chomp, "∅")).is_err());
    }

    #[test]
    fn options_apply_to_their_games_only() {
        for args in [
            game(ExploreGame::SatoWelter, "3,1").with_rect("2x3"),
            game(ExploreGame::Nim, "3,1").with_history("L"),
            game(ExploreGame::Lctr, "3,1").with_piece("queen", None),
        ] {
            let e = explore(&args).unwrap_err();
            assert_eq!(error::kind_of(&e), error::Kind::Usage, "{args:?}");
        }
    }

    #[test]
    fn whole_games_against_themselves_end_as_the_values_say() {
        for args in [
            game(ExploreGame::Shifted, "7,6,4,3,2"),
            game(ExploreGame::TurningTurtles, "6,4,1"),
            game(ExploreGame::Mhrg, "4,3,1").with_rect("3x4"),
            game(ExploreGame::Nim, "4,3,1"),
            game(ExploreGame::Wythoff, "6,4"),
            game(ExploreGame::Chomp, "4,3,2"),
            game(ExploreGame::Chess, "6,5,4,3").with_piece("knight", None),
        ] {
            for misere in [false, true] {
                let mut args = args.clone();
                args.misere = misere;
                let first = ask(args.clone());
                let mut plies = 0u64;
                loop {
                    let a = ask(args.clone());
                    let Some(m) = a.reply_move() else { break };
                    args.position = m.to().exponent().to_string();
                    if let Some((i, j)) = m.at() {
                        args.at = Some(format!("{i},{j}"));
                    }
                    plies += 1;
                }
                let mover_won = (plies % 2 == 1) != misere;
                assert_eq!(mover_won, first.grundy() != 0, "{args:?}");
                assert_eq!(
                    Some(plies + u64::from(misere)),
                    first.remoteness(),
                    "{args:?}"
                );
            }
        }
    }
}
