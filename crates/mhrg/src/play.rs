//! Playing MHRG(m, n) from a diagram: the value of a diagram and the turns
//! from it, described by boxes — methods of [`RectGame`] and of a solved
//! table ([`PositionValues`]).

use hookgames_game::{Algorithm, DescribeMoves, Engine, GameError, Solver};
use hookgames_partition::Partition;

use crate::MhrgError;
use crate::rect::{RectGame, RectPos};
use crate::solve::PositionValues;

/// One turn of MHRG(m, n) from a diagram Y, described by boxes: the box
/// chosen in Y, the box of the forced second hook in Y' = Y ∖ h (if any,
/// Lemma 4.4), the resulting diagram and its Grundy value.
///
/// # Example
/// See [`RectGame::valued_moves`].
///
/// With the `serde` feature it is serializable as
/// `{"first": [1, 4], "second": null, "result": [4, 2], "value": 0}`
/// (boxes as `[row, column]`, the diagram as its parts).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ValuedMove {
    /// The box (i, j) of Y whose hook is removed first.
    pub first: (usize, u64),
    /// The box of Y' = Y ∖ h_Y(first) whose hook is removed next, if any.
    pub second: Option<(usize, u64)>,
    /// The diagram handed to the opponent.
    pub result: Partition,
    /// G(result) (or its misère value, for
    /// [`RectGame::misere_valued_moves`]).
    pub value: u64,
}

impl RectGame {
    /// G(Y) in MHRG(m, n), for any Y ∈ F(Y_{m,n}) (Y need not be reachable
    /// from Y_{m,n}; the rules apply to any diagram of the rectangle): by a
    /// closed form where one applies (the value hooks, see [`RectGame`]:
    /// squares and near-squares, at most two rows), else by the memoised
    /// solver of `hookgames-game` on this engine, exploring only the
    /// diagrams reachable from Y — what
    /// [`hookgames_game::grundy`] does. [`PositionValues::value_of`] answers
    /// the same question from a solved table; `Solver::new(&game)` searches
    /// even where a closed form applies.
    ///
    /// # Errors
    /// [`MhrgError::DoesNotFit`] if Y ∉ F(Y_{m,n}); [`MhrgError::Game`] if
    /// the search reaches more states than the default limits of
    /// `hookgames-game` allow (use
    /// [`solve_positions`](crate::solve_positions) for whole games).
    ///
    /// # Complexity
    /// O(1) by a closed form (O(m + n) for a near-square); else
    /// O(Σ |Z|) over the diagrams Z reachable from Y, with hashing.
    ///
    /// # Example
    /// ```
    /// use hookgames_mhrg::RectGame;
    /// use hookgames_partition::Partition;
    /// // Abuku–Tada, Table 3 (n' = 4): (n'+1, n') = (5, 4) has value 0.
    /// assert_eq!(RectGame::new(2, 8)?.value_of(&Partition::new(vec![5, 4])?)?, 0);
    /// // Corollary 5.16 without visiting the 2^30 positions of MHRG(30, 31).
    /// assert_eq!(RectGame::new(30, 31)?.value_of(&Partition::new(vec![31; 30])?)?, 31);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn value_of(&self, y: &Partition) -> Result<u64, MhrgError> {
        let p = self.position(y)?;
        Ok(Engine::new().grundy(self, &p)?)
    }

    /// Every turn from Y ∈ F(Y_{m,n}) — one per box of Y, row by row —
    /// with the boxes of the removed hooks, the result and its value (as
    /// [`RectGame::value_of`]: by a closed form where one applies, else by
    /// one memoised solver shared by the turns).
    ///
    /// # Errors
    /// As [`RectGame::value_of`].
    ///
    /// # Complexity
    /// As [`RectGame::value_of`], plus O(|Y|·(m + n)) to describe the
    /// turns.
    ///
    /// # Example
    /// Abuku–Tada, Example 1.2: from (5, 4, 3), the hook at (2, 1) forces the
    /// hook at (1, 2) and leaves (1, 1).
    /// ```
    /// use hookgames_mhrg::RectGame;
    /// use hookgames_partition::Partition;
    /// let moves = RectGame::new(3, 5)?.valued_moves(&Partition::new(vec![5, 4, 3])?)?;
    /// let mv = moves.iter().find(|mv| mv.first == (2, 1)).unwrap();
    /// assert_eq!(mv.second, Some((1, 2)));
    /// assert_eq!(mv.result, Partition::new(vec![1, 1])?);
    /// assert_eq!(mv.value, 2); // its options are ∅ and (1)
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn valued_moves(&self, y: &Partition) -> Result<Vec<ValuedMove>, MhrgError> {
        let mut solver = Solver::new(self);
        let engine = Engine::new();
        self.valued_moves_by(y, |q| match self.known_grundy(q, &engine) {
            Some(g) => Ok(g?),
            None => Ok(solver.grundy(q)?),
        })
    }

    /// Every turn from Y ∈ F(Y_{m,n}), with the value of each result
    /// computed by `value` (called once per turn, with the result as a
    /// position of this game): for values from a solver you keep — one
    /// cache shared by many calls, misère play, a progress observer
    /// ([`Solver::with_progress`](hookgames_game::Solver::with_progress)),
    /// or a [`PositionValues`] table. [`RectGame::valued_moves`] and
    /// [`RectGame::misere_valued_moves`] are this method with the value
    /// hooks and a fresh solver.
    ///
    /// # Errors
    /// [`MhrgError::DoesNotFit`] if Y ∉ F(Y_{m,n}); whatever `value`
    /// returns.
    ///
    /// # Complexity
    /// O(|Y|·(m + n)) plus the calls to `value`.
    ///
    /// # Example
    /// ```
    /// use hookgames_mhrg::RectGame;
    /// use hookgames_partition::Partition;
    /// use hookgames_game::{Convention, Solver};
    /// let game = RectGame::new(3, 5)?;
    /// let mut solver = Solver::new(&game); // reused for both positions below
    /// for y in [vec![5, 5, 5], vec![5, 4, 3]] {
    ///     let y = Partition::new(y)?;
    ///     let moves = game.valued_moves_by(&y, |q| Ok(solver.grundy(q)?))?;
    ///     assert_eq!(moves, game.valued_moves(&y)?);
    /// }
    /// // Misère values from the same solver (its second cache).
    /// let y = Partition::new(vec![2, 1])?;
    /// let misere = game.valued_moves_by(&y, |q| Ok(solver.value(q, Convention::Misere)?))?;
    /// assert_eq!(misere, game.misere_valued_moves(&y)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn valued_moves_by(
        &self,
        y: &Partition,
        mut value: impl FnMut(&RectPos) -> Result<u64, MhrgError>,
    ) -> Result<Vec<ValuedMove>, MhrgError> {
        let p = self.position(y)?;
        let mut out = Vec::new();
        for b in y.boxes() {
            let (second, result) = self.turn(&p, b)?;
            out.push(ValuedMove {
                first: b,
                second,
                result: self.partition(&result)?,
                value: value(&result)?,
            });
        }
        Ok(out)
    }

    /// The turn from `p` by the box `b` of its diagram: the box of the
    /// forced second hook (if any) and the position left.
    fn turn(
        &self,
        p: &RectPos,
        b: (usize, u64),
    ) -> Result<(Option<(usize, u64)>, RectPos), MhrgError> {
        let (l, r) = self.box_to_lr(p, b)?;
        let mv = self.apply(p, l, r)?;
        let second = match mv.second {
            Some(lr) => {
                let mid = RectPos::from_word(p.word() ^ (1 << (r - 1)) ^ (1 << (l - 1)));
                Some(self.lr_to_box(&mid, lr)?)
            }
            None => None,
        };
        Ok((second, mv.result))
    }

    /// Every turn from Y ∈ F(Y_{m,n}) with the **misère** value of its
    /// result (the player who empties the diagram loses), by the memoised
    /// solver of `hookgames-game` — except a result with at most one row,
    /// a Nim heap (Motegi, Theorem 6.1; Abuku–Tada, Theorem 4.9), whose
    /// misère value is known. Abuku–Tada and Motegi study normal play
    /// only; the other misère values are computed, not taken from the
    /// papers.
    ///
    /// # Errors
    /// As [`RectGame::valued_moves`].
    ///
    /// # Complexity
    /// As [`RectGame::valued_moves`].
    ///
    /// # Example
    /// ```
    /// use hookgames_mhrg::RectGame;
    /// use hookgames_partition::Partition;
    /// // From (1): the only turn empties the diagram, which loses in misère
    /// // play — the empty diagram has misère value 1 (its mover wins).
    /// let moves = RectGame::new(2, 2)?.misere_valued_moves(&Partition::new(vec![1])?)?;
    /// assert_eq!(moves.len(), 1);
    /// assert!(moves[0].result.is_empty());
    /// assert_eq!(moves[0].value, 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn misere_valued_moves(&self, y: &Partition) -> Result<Vec<ValuedMove>, MhrgError> {
        let mut solver = Solver::new(self);
        let engine = Engine::new();
        self.valued_moves_by(y, |q| match self.known_misere_grundy(q, &engine) {
            Some(g) => Ok(g?),
            None => Ok(solver.misere_grundy(q)?),
        })
    }

    /// The winning turns from Y: the turns of [`RectGame::valued_moves`]
    /// whose result has value 0 (a P-position). Empty iff G(Y) = 0.
    ///
    /// These are the question
    /// [`winning_moves`](hookgames_game::AlgorithmExt::winning_moves) of
    /// the position I(Y) (its followers, each once), described by boxes:
    /// one entry per first box, so two turns that end in the same diagram
    /// are both listed.
    ///
    /// # Errors
    /// As [`RectGame::value_of`].
    ///
    /// # Complexity
    /// As [`RectGame::valued_moves`].
    ///
    /// # Example
    /// ```
    /// use hookgames_mhrg::RectGame;
    /// use hookgames_partition::Partition;
    /// // G(Y_{2,2}) = 3: the hooks at (1, 2) and (2, 1) ({{1, 2}}) force the
    /// // last hook {{2, 1}} and win at once.
    /// let w = RectGame::new(2, 2)?.winning_turns(&Partition::new(vec![2, 2])?)?;
    /// let firsts: Vec<_> = w.iter().map(|mv| (mv.first, mv.second)).collect();
    /// assert_eq!(firsts, vec![((1, 2), Some((1, 1))), ((2, 1), Some((1, 1)))]);
    /// assert!(w.iter().all(|mv| mv.result.is_empty()));
    /// let start = Partition::new(vec![5, 5, 5])?;
    /// assert!(RectGame::new(3, 5)?.winning_turns(&start)?.is_empty()); // G = 0
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn winning_turns(&self, y: &Partition) -> Result<Vec<ValuedMove>, MhrgError> {
        let mut v = self.valued_moves(y)?;
        v.retain(|mv| mv.value == 0);
        Ok(v)
    }
}

/// One turn of MHRG(m, n) described by boxes, without a value: the box
/// chosen in Y, the box of the forced second hook (Lemma 4.4), the diagram
/// left ([`DescribeMoves`] of [`RectGame`]; [`ValuedMove`] adds the value).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Turn {
    /// The box (i, j) of Y whose hook is removed first.
    pub first: (usize, u64),
    /// The box of Y' = Y ∖ h_Y(first) whose hook is removed next, if any.
    pub second: Option<(usize, u64)>,
    /// The diagram handed to the opponent.
    pub result: Partition,
}

/// The turns of MHRG as Abuku–Tada draw them. The game enumerates each
/// follower once; several turns (different first boxes) may leave the
/// same diagram, and [`moves_to`](DescribeMoves::moves_to) lists them all,
/// row by row.
///
/// # Example
/// ```
/// use hookgames_game::{AlgorithmExt, DescribeMoves};
/// use hookgames_mhrg::RectGame;
/// use hookgames_partition::Partition;
/// // G(Y_{2,2}) = 3: the hooks at (1, 2) and (2, 1) force the last hook and
/// // win at once: one follower (∅), two turns.
/// let game = RectGame::new(2, 2)?;
/// let p = game.position(&Partition::new(vec![2, 2])?)?;
/// let winning = game.winning_moves(&p)?;
/// assert_eq!(winning.len(), 1);
/// let turns = game.describe(&p, &winning)?;
/// let firsts: Vec<_> = turns.iter().map(|t| (t.first, t.second)).collect();
/// assert_eq!(firsts, vec![((1, 2), Some((1, 1))), ((2, 1), Some((1, 1)))]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl DescribeMoves for RectGame {
    type Move = Turn;

    /// The turns from `p` that leave `q`, row by row.
    ///
    /// # Errors
    /// [`GameError::NotAFollower`] if no turn leaves `q`; the game's error
    /// (as [`GameError::Evaluation`]) if `p` is not a position of this
    /// rectangle.
    ///
    /// # Complexity
    /// O(|Y|·(m + n)).
    fn moves_to(&self, p: &RectPos, q: &RectPos) -> Result<Vec<Turn>, GameError> {
        let evaluation = |e: MhrgError| GameError::Evaluation {
            reason: e.to_string(),
        };
        let y = self.partition(p).map_err(evaluation)?;
        let mut out = Vec::new();
        for b in y.boxes() {
            let (second, result) = self.turn(p, b).map_err(evaluation)?;
            if &result != q {
                continue;
            }
            out.push(Turn {
                first: b,
                second,
                result: self.partition(q).map_err(evaluation)?,
            });
        }
        if out.is_empty() {
            return Err(GameError::NotAFollower);
        }
        Ok(out)
    }
}

impl PositionValues {
    /// Every turn from the position Y, with values read from the table
    /// (see [`RectGame::valued_moves`]).
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
    /// let values = solve_positions(4, 4, &hookgames_game::Engine::new())?;
    /// let start = Partition::new(vec![4, 4, 4, 4])?;
    /// let moves = values.valued_moves(&start)?;
    /// assert_eq!(moves, values.space().game().valued_moves(&start)?);
    /// let w = values.winning_turns(&start)?;
    /// assert!(!w.is_empty() && w.iter().all(|mv| mv.value == 0));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn valued_moves(&self, y: &Partition) -> Result<Vec<ValuedMove>, MhrgError> {
        self.value_of(y)?;
        let game = *self.space().game();
        game.valued_moves_by(y, |q| {
            self.get(q).ok_or_else(|| MhrgError::NotAPosition {
                shape: game.partition(q).map(|z| z.to_string()).unwrap_or_default(),
                m: game.m(),
                n: game.n(),
                reason: "an option of a position is not in the table".to_string(),
            })
        })
    }

    /// The winning turns from the position Y (the turns whose result has
    /// value 0), from the table (see [`RectGame::winning_turns`]).
    ///
    /// # Errors
    /// As [`PositionValues::valued_moves`].
    ///
    /// # Complexity
    /// O(|Y|·(m + n)).
    ///
    /// # Example
    /// See [`PositionValues::valued_moves`].
    pub fn winning_turns(&self, y: &Partition) -> Result<Vec<ValuedMove>, MhrgError> {
        let mut v = self.valued_moves(y)?;
        v.retain(|mv| mv.value == 0);
        Ok(v)
    }
}
