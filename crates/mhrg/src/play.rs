//! Playing MHRG(m, n): the value of one position and the moves from it,
//! described by boxes.

use hookgames_game::Solver;
use hookgames_partition::Partition;

use crate::MhrgError;
use crate::rect::{RectGame, RectPos};
use crate::solve::PositionValues;

/// One turn of MHRG(m, n) from a diagram Y, described by boxes: the box
/// chosen in Y, the box of the forced second hook in Y' = Y ∖ h (if any,
/// Lemma 4.4), the resulting diagram and its Grundy value.
///
/// # Example
/// See [`valued_moves`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ValuedMove {
    /// The box (i, j) of Y whose hook is removed first.
    pub first: (usize, u64),
    /// The box of Y' = Y ∖ h_Y(first) whose hook is removed next, if any.
    pub second: Option<(usize, u64)>,
    /// The diagram handed to the opponent.
    pub result: Partition,
    /// G(result).
    pub value: u32,
}

/// G(Y) in MHRG(m, n), for any Y ∈ F(Y_{m,n}) (Y need not be reachable
/// from Y_{m,n}; the rules apply to any diagram of the rectangle): the
/// memoised solver of `hookgames-plain` on [`RectGame`], exploring only the
/// diagrams reachable from Y.
///
/// # Errors
/// [`MhrgError::EmptyRectangle`], [`MhrgError::RectangleTooLarge`],
/// [`MhrgError::DoesNotFit`]; [`MhrgError::Game`] if more states are
/// reachable than the default limits of `hookgames-plain` allow (use
/// [`solve_positions`](crate::solve_positions) for whole games).
///
/// # Complexity
/// O(Σ |Z|) over the diagrams Z reachable from Y, with hashing.
///
/// # Example
/// ```
/// use hookgames_mhrg::position_grundy;
/// use hookgames_partition::Partition;
/// // Abuku–Tada, Table 3 (n' = 4): (n'+1, n') = (5, 4) has value 0.
/// assert_eq!(position_grundy(2, 8, &Partition::new(vec![5, 4])?)?, 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn position_grundy(m: usize, n: u64, y: &Partition) -> Result<u32, MhrgError> {
    let game = RectGame::new(m, n)?;
    let p = game.position(y)?;
    Ok(Solver::new(&game).grundy(&p)?)
}

/// Every turn from Y ∈ F(Y_{m,n}) in MHRG(m, n) — one per box of Y, row by
/// row — with the boxes of the removed hooks, the result and its value
/// (by the memoised solver, as [`position_grundy`]).
///
/// # Errors
/// As [`position_grundy`].
///
/// # Complexity
/// As [`position_grundy`], plus O(|Y|·(m + n)) to describe the turns.
///
/// # Example
/// Abuku–Tada, Example 1.2: from (5, 4, 3), the hook at (2, 1) forces the
/// hook at (1, 2) and leaves (1, 1).
/// ```
/// use hookgames_mhrg::valued_moves;
/// use hookgames_partition::Partition;
/// let moves = valued_moves(3, 5, &Partition::new(vec![5, 4, 3])?)?;
/// let mv = moves.iter().find(|mv| mv.first == (2, 1)).unwrap();
/// assert_eq!(mv.second, Some((1, 2)));
/// assert_eq!(mv.result, Partition::new(vec![1, 1])?);
/// assert_eq!(mv.value, 2); // its options are ∅ and (1)
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn valued_moves(m: usize, n: u64, y: &Partition) -> Result<Vec<ValuedMove>, MhrgError> {
    let game = RectGame::new(m, n)?;
    let mut solver = Solver::new(&game);
    valued_moves_with(&game, y, |q| Ok(solver.grundy(&q)?))
}

/// Every turn from Y ∈ F(Y_{m,n}) in MHRG(m, n), with the value of each
/// result computed by `value` (called once per turn, with the result as a
/// position of `game`): for values from a solver you keep — one cache
/// shared by many calls, misère play, a progress observer
/// ([`Solver::with_progress`](hookgames_game::Solver::with_progress)),
/// or a [`PositionValues`] table. [`valued_moves`] and
/// [`misere_valued_moves`] are this function with a fresh solver.
///
/// # Errors
/// [`MhrgError::DoesNotFit`] if Y ∉ F(Y_{m,n}); whatever `value` returns.
///
/// # Complexity
/// O(|Y|·(m + n)) plus the calls to `value`.
///
/// # Example
/// ```
/// use hookgames_mhrg::{RectGame, valued_moves, valued_moves_with};
/// use hookgames_partition::Partition;
/// use hookgames_game::{Convention, Solver};
/// let game = RectGame::new(3, 5)?;
/// let mut solver = Solver::new(&game); // reused for both positions below
/// for y in [vec![5, 5, 5], vec![5, 4, 3]] {
///     let y = Partition::new(y)?;
///     let moves = valued_moves_with(&game, &y, |q| Ok(solver.grundy(&q)?))?;
///     assert_eq!(moves, valued_moves(3, 5, &y)?);
/// }
/// // Misère values from the same solver (its second cache).
/// let y = Partition::new(vec![2, 1])?;
/// let misere = valued_moves_with(&game, &y, |q| Ok(solver.value(Convention::Misere, &q)?))?;
/// assert_eq!(misere.len(), 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn valued_moves_with(
    game: &RectGame,
    y: &Partition,
    mut value: impl FnMut(RectPos) -> Result<u32, MhrgError>,
) -> Result<Vec<ValuedMove>, MhrgError> {
    let p = game.position(y)?;
    let mut out = Vec::new();
    for b in y.boxes() {
        let (l, r) = game.box_to_lr(p, b)?;
        let mv = game.apply(p, l, r)?;
        let second = match mv.second {
            Some(lr) => {
                let mid = RectPos::from_word(p.word() ^ (1 << (r - 1)) ^ (1 << (l - 1)));
                Some(game.lr_to_box(mid, lr)?)
            }
            None => None,
        };
        out.push(ValuedMove {
            first: b,
            second,
            result: game.partition(mv.result)?,
            value: value(mv.result)?,
        });
    }
    Ok(out)
}

/// Every turn from Y ∈ F(Y_{m,n}) with the **misère** value of its result
/// (the player who empties the diagram loses), by the memoised solver of
/// `hookgames-plain` on [`RectGame`]. Abuku–Tada and Motegi study normal
/// play only; misère values are computed, not taken from the papers.
///
/// # Errors
/// As [`valued_moves`].
///
/// # Complexity
/// As [`valued_moves`].
///
/// # Example
/// ```
/// use hookgames_mhrg::misere_valued_moves;
/// use hookgames_partition::Partition;
/// // From (1): the only turn empties the diagram, which loses in misère play
/// // — the empty diagram has misère value 1 (its mover wins).
/// let moves = misere_valued_moves(2, 2, &Partition::new(vec![1])?)?;
/// assert_eq!(moves.len(), 1);
/// assert!(moves[0].result.is_empty());
/// assert_eq!(moves[0].value, 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn misere_valued_moves(m: usize, n: u64, y: &Partition) -> Result<Vec<ValuedMove>, MhrgError> {
    let game = RectGame::new(m, n)?;
    let mut solver = Solver::new(&game);
    valued_moves_with(&game, y, |q| Ok(solver.misere_grundy(&q)?))
}

/// The winning moves from Y: the turns of [`valued_moves`] whose result
/// has value 0 (a P-position). Empty iff G(Y) = 0.
///
/// # Errors
/// As [`position_grundy`].
///
/// # Complexity
/// As [`valued_moves`].
///
/// # Example
/// ```
/// use hookgames_mhrg::winning_moves;
/// use hookgames_partition::Partition;
/// // G(Y_{2,2}) = 3: the hooks at (1, 2) and (2, 1) ({{1, 2}}) force the
/// // last hook {{2, 1}} and win at once.
/// let w = winning_moves(2, 2, &Partition::new(vec![2, 2])?)?;
/// let firsts: Vec<_> = w.iter().map(|mv| (mv.first, mv.second)).collect();
/// assert_eq!(firsts, vec![((1, 2), Some((1, 1))), ((2, 1), Some((1, 1)))]);
/// assert!(w.iter().all(|mv| mv.result.is_empty()));
/// assert!(winning_moves(3, 5, &Partition::new(vec![5, 5, 5])?)?.is_empty()); // G = 0
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn winning_moves(m: usize, n: u64, y: &Partition) -> Result<Vec<ValuedMove>, MhrgError> {
    let mut v = valued_moves(m, n, y)?;
    v.retain(|mv| mv.value == 0);
    Ok(v)
}

impl PositionValues {
    /// Every turn from the position Y, with values read from the table
    /// (see [`valued_moves`]).
    ///
    /// # Errors
    /// [`MhrgError::DoesNotFit`]; [`MhrgError::NotAPosition`] if Y is not
    /// a position of MHRG(m, n).
    ///
    /// # Complexity
    /// O(|Y|·(m + n)).
    ///
    /// # Example
    /// ```
    /// use hookgames_mhrg::solve_positions;
    /// use hookgames_partition::Partition;
    /// let values = solve_positions(4, 4, |_| {})?;
    /// let start = Partition::new(vec![4, 4, 4, 4])?;
    /// let w = values.winning_moves(&start)?;
    /// assert!(!w.is_empty() && w.iter().all(|mv| mv.value == 0));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn valued_moves(&self, y: &Partition) -> Result<Vec<ValuedMove>, MhrgError> {
        self.value_of(y)?;
        let game = *self.space().game();
        valued_moves_with(&game, y, |q| {
            self.get(q).ok_or_else(|| MhrgError::NotAPosition {
                shape: game.partition(q).map(|z| z.to_string()).unwrap_or_default(),
                m: game.m(),
                n: game.n(),
                reason: "an option of a position is not in the table".to_string(),
            })
        })
    }

    /// The winning moves from the position Y (results of value 0).
    ///
    /// # Errors
    /// As [`PositionValues::valued_moves`].
    ///
    /// # Complexity
    /// O(|Y|·(m + n)).
    ///
    /// # Example
    /// See [`PositionValues::valued_moves`].
    pub fn winning_moves(&self, y: &Partition) -> Result<Vec<ValuedMove>, MhrgError> {
        let mut v = self.valued_moves(y)?;
        v.retain(|mv| mv.value == 0);
        Ok(v)
    }
}
