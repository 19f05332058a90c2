//! The three open problems of Gottlieb–Krnc–Muršič §8 on the command
//! line, for `grundy`, `moves` and `board`: d-dimensional LCTR
//! (`multi-lctr`, a set of corners), impartial chess on a partition
//! (`chess`, with `--piece` and `--at`) and the non-repetitive variant of
//! LCTR and Downright (`lctr-nonrep`, `downright-nonrep`, with
//! `--history`).

use anyhow::{Context, Result};
use hookgames::game::{AlgorithmExt, Convention, Solver};
use hookgames::lctr::{
    Chess, ChessBoard, Corners, History, LctrError, LctrMove, LctrVariant, MAX_CHESS_CELLS,
    MultiBoard, NonRepetitive, Piece, subpartition,
};
use hookgames::partition::{Partition, PartitionRuns};

use crate::budget;
use crate::error;
use crate::excerpt::quote;
use crate::json::{AnyPosition, CornersPosition, Position, Square};
use crate::limits::{NONREP_BOARD_WORK, NONREP_MAX_BOXES};
use crate::listing::ListedMove;
use crate::parse::parse_runs;
use crate::runs::expand;

/// The options of the §8 games, read once per command.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// `--piece` (chess).
    pub piece: Option<Piece>,
    /// `--at ROW,COL` (chess), 0-based; the top-left box by default.
    pub at: (usize, u64),
    /// `--history` (non-repetitive games); empty by default.
    pub history: History,
}

/// Which options the game takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Takes {
    /// `--piece` (required) and `--at`.
    Chess,
    /// `--history`.
    History,
    /// Neither.
    Nothing,
}

impl Options {
    /// Reads and checks the options against the game: each applies to its
    /// games only (a usage error otherwise), and `--piece` is required for
    /// chess.
    ///
    /// # Errors
    ///
    /// An error of kind `usage` when `--piece` or `--at` is given for a game
    /// other than chess, `--history` for a game without one, or chess has no
    /// `--piece`; of kind `input` when the piece, the box or the history does
    /// not parse.
    pub fn new(
        takes: Takes,
        piece: Option<&str>,
        at: Option<&str>,
        history: Option<&str>,
    ) -> Result<Self> {
        if takes != Takes::Chess && (piece.is_some() || at.is_some()) {
            return Err(error::usage(
                "--piece and --at apply to the game 'chess' only",
            ));
        }
        if takes != Takes::History && history.is_some() {
            return Err(error::usage(
                "--history applies to the games 'lctr-nonrep' and 'downright-nonrep' only",
            ));
        }
        if takes == Takes::Chess && piece.is_none() {
            return Err(error::usage(
                "chess needs its piece: add --piece NAME (king, queen, rook, bishop, knight, \
                 downright, or steps such as 'leap(1,2)+ride(1,1)')",
            ));
        }
        let piece = piece.map(parse_piece).transpose()?;
        let at = at.map(parse_square).transpose()?.unwrap_or((0, 0));
        let history = match history {
            Some(h) => h
                .parse::<History>()
                .with_context(|| format!("--history {} is not a history", quote(h)))?,
            None => History::default(),
        };
        Ok(Options { piece, at, history })
    }

    /// The piece (`new` requires it for chess).
    ///
    /// # Errors
    ///
    /// An error of kind `usage` when no piece was given.
    pub fn piece(&self) -> Result<&Piece> {
        self.piece
            .as_ref()
            .ok_or_else(|| error::usage("chess needs its piece: add --piece NAME"))
    }

    /// The `piece` field of the JSON (chess only).
    pub fn piece_name(&self) -> Option<String> {
        self.piece.as_ref().map(Piece::to_string)
    }

    /// The `at` field of the JSON (chess only), 1-based.
    pub fn square(&self) -> Square {
        square(self.at.0, self.at.1)
    }
}

/// The 1-based JSON box of the 0-based box (i, j).
fn square(i: usize, j: u64) -> Square {
    // i < ℓ(λ) and j < λ_1 of a board of at most MAX_CHESS_CELLS boxes.
    Square {
        row: i.saturating_add(1),
        column: j.saturating_add(1),
    }
}

/// A piece, `--piece` (Gottlieb–Krnc–Muršič §8; the notation of
/// [`Piece`]).
fn parse_piece(text: &str) -> Result<Piece> {
    text.parse::<Piece>()
        .with_context(|| format!("--piece {} is not a piece", quote(text)))
}

/// A box `ROW,COL` (1-based, both ≥ 1), `--at`, as 0-based (i, j).
fn parse_square(text: &str) -> Result<(usize, u64)> {
    let bad = || {
        error::input(format!(
            "--at {} is not a box: write ROW,COL with 1-based integers, e.g. --at 1,1 \
             (the top-left box)",
            quote(text)
        ))
    };
    let (r, c) = text.split_once(',').ok_or_else(bad)?;
    let r: usize = r.trim().parse().map_err(|_| bad())?;
    let c: u64 = c.trim().parse().map_err(|_| bad())?;
    if r == 0 || c == 0 {
        return Err(bad());
    }
    Ok((r - 1, c - 1))
}

/// The partition `text` refused from its runs, before its rows are
/// expanded, when it has more than `limit` boxes (`limit_name`, for
/// `what`).
fn bounded_partition(text: &str, limit: u64, limit_name: &str, what: &str) -> Result<Partition> {
    let runs: PartitionRuns = parse_runs(text)?;
    if runs.size() > limit {
        return Err(error::limit(format!(
            "{what}: the partition has {} boxes, more than the limit {limit_name} = {limit}",
            runs.size()
        )));
    }
    expand(&runs, what)
}

// ---- d-dimensional LCTR ---------------------------------------------------

/// A set of corners (Gottlieb–Krnc–Muršič §8, the notation of
/// [`Corners`]: `{(3,1,2),(1,4,1)}`, `{}_3`).
///
/// # Errors
///
/// An error of kind `input` when `text` is not a set of corners.
pub fn parse_corners(text: &str) -> Result<Corners> {
    text.parse::<Corners>()
        .with_context(|| format!("{} is not a set of corners", quote(text)))
}

/// SG(S) or SG⁻(S) of d-dimensional LCTR by the dense engine
/// [`MultiBoard`] (refused before allocating beyond `MAX_MULTI_CELLS`).
///
/// # Errors
///
/// The board's error when it would exceed `MAX_MULTI_CELLS`.
pub fn multi_value(s: &Corners, convention: Convention) -> Result<u64> {
    Ok(MultiBoard::new(s, convention)?.root())
}

/// The value of S and its moves (one per axis, in order) to positions of
/// value `t`, read off one [`MultiBoard`]: the move along axis i leads to
/// S\[e_i\].
///
/// # Errors
///
/// The board's error when it would exceed `MAX_MULTI_CELLS`.
pub fn multi_moves(s: &Corners, convention: Convention, t: u64) -> Result<(u64, Vec<ListedMove>)> {
    let board = MultiBoard::new(s, convention)?;
    let d = s.dimension();
    let mut listed = Vec::new();
    if !s.is_empty() {
        for axis in 1..=d {
            let mut k = vec![0u64; d];
            k[axis - 1] = 1;
            let v = board
                .value(&k)
                .context("a shift vector of the position's dimension")?;
            if v == t {
                let to = s.after_move(axis)?;
                listed.push(ListedMove {
                    label: format!("decrease coordinate {axis}"),
                    hooks: Vec::new(),
                    to: AnyPosition::Corners(CornersPosition::of(&to)),
                    history: None,
                });
            }
        }
    }
    Ok((board.root(), listed))
}

/// The partition whose corner representation is the two-dimensional `s`
/// (its board is the LCTR board, Gottlieb–Krnc–Muršič §8).
///
/// # Errors
///
/// An error of kind `input` when `s` is not two-dimensional, or when its
/// partition has more boxes than the command draws.
pub fn corners_partition(s: &Corners) -> Result<Partition> {
    if s.dimension() != 2 {
        return Err(error::input(format!(
            "board multi-lctr draws two-dimensional positions only (the corner representation \
             of a partition); {s} has dimension {} (use grundy or moves)",
            s.dimension()
        )));
    }
    let runs = s.to_partition_runs()?;
    expand(&runs, "the board")
}

// ---- impartial chess ------------------------------------------------------

/// The chess board `text`, refused from its runs beyond `MAX_CHESS_CELLS`.
///
/// # Errors
///
/// An error of kind `input` when `text` is not a partition, or when its
/// runs hold more than `MAX_CHESS_CELLS` boxes.
pub fn chess_partition(text: &str) -> Result<Partition> {
    bounded_partition(text, MAX_CHESS_CELLS, "MAX_CHESS_CELLS", "impartial chess")
}

/// Checks that the piece's box (0-based) lies in λ.
fn check_square(lambda: &Partition, (i, j): (usize, u64)) -> Result<()> {
    if lambda.is_empty() {
        return Err(LctrError::EmptyChessBoard.into());
    }
    if lambda.parts().get(i).is_some_and(|&p| p > j) {
        return Ok(());
    }
    Err(error::input(format!(
        "--at {},{}: the box is not in the diagram {lambda}",
        i.saturating_add(1),
        j.saturating_add(1)
    )))
}

/// The Grundy board of the piece on λ.
///
/// # Errors
///
/// An error of kind `usage` when no piece was given; the board's error
/// when λ is beyond its limits.
pub fn chess_board(
    opts: &Options,
    lambda: &Partition,
    convention: Convention,
) -> Result<ChessBoard> {
    Ok(ChessBoard::new(opts.piece()?, lambda, convention)?)
}

/// The piece's board of λ and the value of the piece on its box.
///
/// # Errors
///
/// An error of kind `input` when the piece's box is not in λ; those of
/// [`chess_board`].
pub fn chess_board_at(
    opts: &Options,
    lambda: &Partition,
    convention: Convention,
) -> Result<(ChessBoard, u64)> {
    check_square(lambda, opts.at)?;
    let board = chess_board(opts, lambda, convention)?;
    let (i, j) = opts.at;
    let value = board
        .value(i, j)
        .context("the piece's box is in the diagram")?;
    Ok((board, value))
}

/// The value of the piece on its box of λ.
///
/// # Errors
///
/// Those of [`chess_board_at`].
pub fn chess_value(opts: &Options, lambda: &Partition, convention: Convention) -> Result<u64> {
    Ok(chess_board_at(opts, lambda, convention)?.1)
}

/// The value of the piece on its box and its moves to boxes of value `t`,
/// in the order of [`Chess`]'s followers (each box once).
///
/// # Errors
///
/// Those of [`chess_board_at`].
pub fn chess_moves(
    opts: &Options,
    lambda: &Partition,
    convention: Convention,
    t: u64,
) -> Result<(u64, Vec<ListedMove>)> {
    let (board, value) = chess_board_at(opts, lambda, convention)?;
    let (i, j) = opts.at;
    let game = Chess::new(opts.piece()?.clone(), lambda.clone())?;
    let mut listed = Vec::new();
    game.for_each_follower(&(i, j), |(a, b)| {
        if board.value(a, b) == Some(t) {
            listed.push(ListedMove {
                label: format!("{} down, {} right", a - i, b - j),
                hooks: Vec::new(),
                to: AnyPosition::Square(square(a, b)),
                history: None,
            });
        }
    })?;
    Ok((value, listed))
}

// ---- the non-repetitive variant -------------------------------------------

/// The non-repetitive game of `variant` from the partition `text`, refused
/// from its runs beyond [`NONREP_MAX_BOXES`].
///
/// # Errors
///
/// An error of kind `input` when `text` is not a partition or has more than
/// [`NONREP_MAX_BOXES`] boxes.
pub fn nonrep_game(variant: LctrVariant, text: &str) -> Result<NonRepetitive> {
    let lambda = bounded_partition(
        text,
        NONREP_MAX_BOXES,
        "NONREP_MAX_BOXES",
        "the non-repetitive game",
    )?;
    Ok(NonRepetitive::new(variant, lambda)?)
}

/// The value of the state reached by `--history`.
///
/// # Errors
///
/// An error of kind `input` when `--history` is not a legal play from λ; a
/// limit error of the search.
pub fn nonrep_value(g: &NonRepetitive, opts: &Options, convention: Convention) -> Result<u64> {
    let s = g.play(&opts.history)?;
    nonrep_grundy_at(g, &s, convention)
}

/// [`NonRepetitive::grundy_at`], within the budget of [`budget::scope`]
/// when one is open (its generic solver then checks the token).
fn nonrep_grundy_at(
    g: &NonRepetitive,
    s: &hookgames::lctr::NonRepState,
    convention: Convention,
) -> Result<u64> {
    match budget::current() {
        None => Ok(g.grundy_at(s, convention)?),
        Some(token) => Ok(Solver::new(g).with_cancel(&token).value(s, convention)?),
    }
}

/// The move `m` in words.
fn nonrep_label(variant: LctrVariant, m: LctrMove) -> &'static str {
    match (variant, m) {
        (LctrVariant::Downright, LctrMove::T) => "T: move the rook down",
        (LctrVariant::Downright, LctrMove::L) => "L: move the rook right",
        (_, LctrMove::T) => "T: remove the top row",
        (_, LctrMove::L) => "L: remove the left column",
    }
}

/// The value of the state reached by `--history` and its allowed moves (T
/// first) to states of value `t`, each with the position λ\[i,j\] it leads
/// to and the history after it.
///
/// # Errors
///
/// Those of [`nonrep_value`].
pub fn nonrep_moves(
    g: &NonRepetitive,
    opts: &Options,
    convention: Convention,
    t: u64,
) -> Result<(u64, Vec<ListedMove>)> {
    let s = g.play(&opts.history)?;
    let mut solver = budget::solver(Solver::new(g));
    let value = solver.value(&s, convention)?;
    let mut listed = Vec::new();
    for m in g.allowed_moves(&s) {
        let mut moves = opts.history.moves().to_vec();
        moves.push(m);
        let h = History::new(moves);
        let next = g.play(&h)?;
        if solver.value(&next, convention)? == t {
            let to = subpartition(g.partition(), next.rows_removed(), next.columns_removed());
            listed.push(ListedMove {
                label: nonrep_label(g.variant(), m).to_owned(),
                hooks: Vec::new(),
                to: Position::from_parts(to.into_parts()).into(),
                history: Some(h.to_string()),
            });
        }
    }
    Ok((value, listed))
}

/// The board of the non-repetitive game: row i holds, for each box (i, j)
/// of λ (0-based), the value of the game started afresh (no history) from
/// λ\[i,j\] — the analogue of the Figure 5 board of Gottlieb–Krnc–Muršič.
/// Refused before any solving when Σ |λ\[i,j\]| exceeds
/// [`NONREP_BOARD_WORK`].
///
/// # Errors
///
/// A limit error when Σ |λ\[i,j\]| exceeds [`NONREP_BOARD_WORK`], before
/// any solving; a limit error of a search.
pub fn nonrep_board(g: &NonRepetitive, convention: Convention) -> Result<Vec<Vec<u64>>> {
    let lambda = g.partition();
    // Σ_{(i,j)} |λ[i,j]| = Σ_{(r,c) ∈ λ} r·c (1-based): the box (r, c) lies
    // in λ[i,j] for the r·c boxes (i, j) above and left of it. Row r
    // contributes r · λ_r(λ_r + 1)/2.
    let mut work: u128 = 0;
    for (r, &p) in (1u128..).zip(lambda.parts()) {
        let p = u128::from(p);
        work = work.saturating_add(r.saturating_mul(p * (p + 1) / 2));
    }
    if work > u128::from(NONREP_BOARD_WORK) {
        return Err(error::limit(format!(
            "the non-repetitive board solves the game from every subposition λ[i,j]: \
             Σ |λ[i,j]| = {work} boxes, more than the limit NONREP_BOARD_WORK = \
             {NONREP_BOARD_WORK}"
        )));
    }
    let mut rows = Vec::with_capacity(lambda.len());
    for (i, &p) in lambda.parts().iter().enumerate() {
        let mut row = Vec::new();
        for j in 0..p {
            let sub = NonRepetitive::new(g.variant(), subpartition(lambda, i, j))?;
            row.push(nonrep_grundy_at(&sub, &sub.start(), convention)?);
        }
        rows.push(row);
    }
    Ok(rows)
}

/// The picture of [`nonrep_board`]: the values in the boxes of λ, the
/// zeros shaded (as the chess boards of `hookgames::svg::chess_board_svg`).
///
/// # Errors
///
/// The picture's error when `rows` is not the board of a partition.
pub fn nonrep_board_svg(
    g: &NonRepetitive,
    rows: &[Vec<u64>],
    convention: Convention,
) -> Result<String> {
    let (play, sg) = match convention {
        Convention::Misere => ("misère", "SG⁻"),
        _ => ("normal", "SG"),
    };
    let title = format!(
        "non-repetitive {}, {play} play: {sg} of the game from λ[i,j] for λ = {}",
        g.variant(),
        g.partition()
    );
    Ok(hookgames::svg::value_board_svg(
        rows.iter().map(|row| row.iter().copied()),
        &title,
    )?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_and_options() {
        assert_eq!(parse_square("1,1").unwrap(), (0, 0));
        assert_eq!(parse_square(" 3 , 7 ").unwrap(), (2, 6));
        assert!(parse_square("0,1").is_err());
        assert!(parse_square("1").is_err());
        assert!(parse_square("1,x").is_err());
        assert!(parse_square("1,99999999999999999999").is_err());
        assert!(Options::new(Takes::Chess, None, None, None).is_err());
        assert!(Options::new(Takes::Nothing, Some("king"), None, None).is_err());
        assert!(Options::new(Takes::Chess, None, None, Some("LT")).is_err());
        let o = Options::new(Takes::Chess, Some("rook+bishop"), Some("2,3"), None).unwrap();
        assert_eq!(o.piece_name().as_deref(), Some("queen"));
        assert_eq!((o.square().row, o.square().column), (2, 3));
        let o = Options::new(Takes::History, None, None, Some("ltt")).unwrap();
        assert_eq!(o.history.to_string(), "LTT");
    }

    #[test]
    fn nonrep_board_work_is_the_sum_of_the_subpositions() {
        // Σ_{(i,j)} |λ[i,j]| counted directly against the closed form.
        let lambda: Partition = "4,3,3,1".parse().unwrap();
        let direct: usize = lambda
            .parts()
            .iter()
            .enumerate()
            .flat_map(|(i, &p)| (0..p).map(move |j| (i, j)))
            .map(|(i, j)| subpartition(&lambda, i, j).size() as usize)
            .sum();
        let closed: u64 = (1u64..)
            .zip(lambda.parts())
            .map(|(r, &p)| r * p * (p + 1) / 2)
            .sum();
        assert_eq!(direct as u64, closed);
    }
}
