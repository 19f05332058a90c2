//! Moves to a given Grundy value: Kawanaka's Theorem 4.2 on the boxes of a
//! Young diagram, and trial and error.

use hookgames_game::{Algorithm, DescribeMoves, GameError, Limits, ListBudget};
use hookgames_maya::MayaDiagram;
use hookgames_partition::Partition;
use hookgames_plain::KleinSubgroup;

use crate::error::{KLEIN_BYTES_PER_BOX, MAX_TRIAL_WORK, check_boxes, check_limit, to_game_error};
use crate::fast::partition_value;
use crate::{KleinDiagram, OneLineRealization, SatoWelterError, YoungRealization, grundy_bitset};

/// A move of the Sato–Welter game in the Young realization: remove the hook
/// of the box (row, col) (1-based, English notation).
///
/// # Example
/// See [`DescribeMoves for YoungRealization`](YoungRealization#impl-DescribeMoves-for-YoungRealization).
///
/// # Serialization
/// With the `serde` feature it is serializable as
/// `{"row": 3, "col": 3, "hook_length": 6, "result": [9, 8, 4, 4, 2, 2]}`
/// (the result as its parts). Reading checks what the move itself says
/// (a 1-based box, a hook length of at least 1, a valid partition); the
/// position it was made from is not stored, so use the move as a record.
/// ```
/// # #[cfg(feature = "serde")] {
/// use hookgames_partition::Partition;
/// use hookgames_sato_welter::{Move, YoungRealization};
/// let y = Partition::new(vec![9, 8, 6, 5, 5, 2])?;
/// use hookgames_game::{AlgorithmExt, DescribeMoves};
/// let mv = YoungRealization.describe(&y, &YoungRealization.winning_moves(&y)?)?.remove(0);
/// let json = serde_json::to_string(&mv)?;
/// assert_eq!(serde_json::from_str::<Move>(&json)?, mv);
/// assert!(serde_json::from_str::<Move>(r#"{"row":0,"col":1,"hook_length":1,"result":[]}"#).is_err());
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Move {
    /// The row i of the box (1-based, from the top).
    pub row: usize,
    /// The column j of the box (1-based, from the left).
    pub col: u64,
    /// The hook length h(i, j), the length of the arrow.
    pub hook_length: u64,
    /// The diagram after the move, Y − H(i, j).
    pub result: Partition,
}

/// A move of the one-line realization: the stone on `from` goes to the
/// empty cell `to < from`; it removes the hook of the box (row, col) of the
/// partition, of length `from − to` (Kawanaka §8).
///
/// # Example
/// See [`options_with_value`](hookgames_game::AlgorithmExt::options_with_value).
///
/// # Serialization
/// With the `serde` feature it is serializable as
/// `{"from": 9, "to": 3, "row": 3, "col": 3, "result": [14, 12, 7, 6, 3, 2]}`
/// (the result as its stones). Reading checks what the move itself says:
/// `to < from`, a 1-based box, and a result with a stone on `to` and none
/// on `from`; the position it was made from is not stored.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct StoneMove {
    /// The cell the stone leaves.
    pub from: u64,
    /// The empty cell it moves to.
    pub to: u64,
    /// The row of the box whose hook is removed (`from` is the row-th
    /// largest stone).
    pub row: usize,
    /// The column of that box (`to` is the col-th smallest empty cell).
    pub col: u64,
    /// The board after the move.
    pub result: MayaDiagram,
}

impl StoneMove {
    /// The distance `from − to` = the hook length.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`options_with_value`](hookgames_game::AlgorithmExt::options_with_value).
    pub fn distance(&self) -> u64 {
        self.from - self.to
    }
}

/// What Kawanaka's Theorem 4.2 (ii) does with one Klein-labelled diagram D
/// and target t, in the box-level descent of
/// [`YoungRealization::descent`].
///
/// # Example
/// See [`YoungRealization::descent`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum KleinDescentAction {
    /// Pass to the (G, K)-quotient D_K with the new target: the first case
    /// of Theorem 4.2 (ii) (ε_0 = t_0, K = ⟨ab⟩, t′ = (t − t_0)/2), the
    /// second (ε_0 ≠ t_0, ε_1 = t_1, K = ⟨a⟩, t′ = (t − 2t_1 + t_0)/2) or the
    /// third (ε_0 ≠ t_0, ε_1 ≠ t_1, K = ⟨b⟩, t′ = (t − t_0)/2).
    Quotient {
        /// The case 1, 2 or 3 of Theorem 4.2 (ii).
        case: u8,
        /// The subgroup K.
        subgroup: KleinSubgroup,
        /// The new target t′.
        next_target: u64,
    },
    /// D is empty: the position is an end and has no follower.
    Empty,
    /// t ≥ |D|: every follower q has E^(2)(q) ≤ |φ(q)| < |D|, so none has
    /// value t.
    TargetTooLarge,
    /// Every hook of D has length 1: the position generates a cube
    /// (Kawanaka §2) and every follower has value (|D| − 1) mod 2. All boxes
    /// of D are answers if that is t, none otherwise.
    Cube,
}

/// One step of the box-level descent of [`YoungRealization::descent`]: the
/// Klein-labelled diagram D, the target t, the digits ε_0, ε_1 of E^(2) at
/// D and what was done.
///
/// (The descent of `hookgames_plain::descent` on an abstract diagram
/// records its levels as `hookgames_plain::DescentStep`.)
///
/// # Example
/// See [`YoungRealization::descent`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct KleinDescentStep {
    /// The diagram D (Y at the first step).
    pub diagram: KleinDiagram,
    /// The target value t.
    pub target: u64,
    /// ε_0 = |D| mod 2.
    pub epsilon0: bool,
    /// ε_1 = |D_(2)| mod 2.
    pub epsilon1: bool,
    /// The step taken.
    pub action: KleinDescentAction,
}

/// The good-move search of Kawanaka's Theorem 4.2 (ii) on the boxes of a
/// Young diagram, step by step: the result of [`YoungRealization::descent`].
///
/// # Example
/// See [`YoungRealization::descent`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KleinDescent {
    steps: Vec<KleinDescentStep>,
    boxes: Vec<(usize, u64)>,
}

impl KleinDescent {
    /// The steps, from Y to the last diagram.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`YoungRealization::descent`].
    pub fn steps(&self) -> &[KleinDescentStep] {
        &self.steps
    }

    /// The boxes x of Y with E^(2)(Y − H(x)) = t, sorted by row then column.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`YoungRealization::descent`].
    pub fn boxes(&self) -> &[(usize, u64)] {
        &self.boxes
    }
}

/// Which step Theorem 4.2 (ii) takes at (D, t), or a terminal action.
fn step_action(d: &KleinDiagram, t: u64) -> (bool, bool, KleinDescentAction) {
    let e0 = d.epsilon0();
    let e1 = d.epsilon1();
    if d.is_empty() {
        return (e0, e1, KleinDescentAction::Empty);
    }
    if t >= d.len() as u64 {
        return (e0, e1, KleinDescentAction::TargetTooLarge);
    }
    if d.is_cube() {
        return (e0, e1, KleinDescentAction::Cube);
    }
    let t0 = t & 1;
    let t1 = (t >> 1) & 1;
    let action = if u64::from(e0) == t0 {
        KleinDescentAction::Quotient {
            case: 1,
            subgroup: KleinSubgroup::AB,
            next_target: (t - t0) / 2,
        }
    } else if u64::from(e1) == t1 {
        // t − 2t_1 + t_0 ≥ 0 (t_1 = 1 means t ≥ 2) and even: t_0 + t_0 ≡ 0.
        KleinDescentAction::Quotient {
            case: 2,
            subgroup: KleinSubgroup::A,
            next_target: (t - 2 * t1 + t0) / 2,
        }
    } else {
        KleinDescentAction::Quotient {
            case: 3,
            subgroup: KleinSubgroup::B,
            next_target: (t - t0) / 2,
        }
    };
    (e0, e1, action)
}

/// Runs the descent; keeps the steps if `trace`.
fn run_descent(lambda: &Partition, t: u64, trace: bool) -> Result<KleinDescent, SatoWelterError> {
    let mut d = KleinDiagram::new(lambda)?;
    let mut t = t;
    let mut steps = Vec::new();
    loop {
        let (e0, e1, action) = step_action(&d, t);
        let next = match action {
            KleinDescentAction::Quotient {
                subgroup,
                next_target,
                ..
            } => Some((d.quotient(subgroup), next_target)),
            _ => None,
        };
        let answer = match action {
            KleinDescentAction::Cube if t == (d.len() as u64 - 1) % 2 => d.boxes().to_vec(),
            _ => Vec::new(),
        };
        let Some((nd, nt)) = next else {
            if trace {
                steps.push(KleinDescentStep {
                    diagram: d,
                    target: t,
                    epsilon0: e0,
                    epsilon1: e1,
                    action,
                });
            }
            return Ok(KleinDescent {
                steps,
                boxes: answer,
            });
        };
        // Each step shrinks D or halves t (the quotient of a diagram that
        // is not a cube loses a corner box, see the crate docs); a stalled
        // step would repeat forever, so fall back to trial and error.
        let progress = nd.len() < d.len() || nt < t;
        debug_assert!(
            progress,
            "Theorem 4.2 descent stalled at |D| = {}, t = {t}",
            d.len()
        );
        if trace {
            steps.push(KleinDescentStep {
                diagram: d,
                target: t,
                epsilon0: e0,
                epsilon1: e1,
                action,
            });
        }
        if !progress {
            let boxes = trial_boxes(lambda, t)?;
            return Ok(KleinDescent { steps, boxes });
        }
        d = nd;
        t = nt;
    }
}

/// The boxes of λ whose hook removal leads to value t, by trial.
fn trial_boxes(lambda: &Partition, t: u64) -> Result<Vec<(usize, u64)>, SatoWelterError> {
    check_boxes("the trial-and-error move search", lambda.size())?;
    // One hook removal (ℓ words) and one bitset value ((λ_1 + ℓ)/64 + 1
    // words) per box.
    let rows = lambda.len() as u128;
    let per_box = rows + (u128::from(lambda.part(1)) + rows) / 64 + 1;
    check_limit(
        "the trial-and-error move search (a hook removal and a value per box)",
        u128::from(lambda.size()) * per_box,
        "word operations",
        (MAX_TRIAL_WORK, "MAX_TRIAL_WORK"),
        "use `options_with_value` (Theorem 4.2), which needs no trial",
    )?;
    let mut out = Vec::new();
    for (i, j) in lambda.boxes() {
        if partition_value(&lambda.remove_hook(i, j)?) == t {
            out.push((i, j));
        }
    }
    Ok(out)
}

impl YoungRealization {
    /// The good-move search of Kawanaka's Theorem 4.2 (ii) on the boxes of
    /// the Young diagram λ, with every intermediate diagram: finds the boxes
    /// x with E^(2)(λ − H(x)) = t without computing any follower's value.
    ///
    /// At a diagram D (at first Y = λ) with target t it reads ε_0, ε_1 of
    /// E^(2) at D and passes to the (G, ⟨ab⟩)-, (G, ⟨a⟩)- or
    /// (G, ⟨b⟩)-quotient of D ([`KleinDiagram::quotient`]) with a new
    /// target, as the three cases of Theorem 4.2 (ii) say; the answers are
    /// boxes of the last diagram. It stops at an empty D (no answer), at
    /// t ≥ |D| (no answer) and at a D whose hooks all have length 1 (a
    /// cube: all of D or nothing). The labels of a quotient are its own
    /// (note 32, see [`KleinDiagram`]). By Theorem 4.2 the answer is
    /// A(φ; λ; t), checked against trial and error for every t on every
    /// partition of size ≤ 16 and on random larger ones.
    ///
    /// This is `hookgames_plain::descent` specialised to Young diagrams: the
    /// quotients are computed from row and column runs of boxes instead of
    /// the Dynkin diagram of an abstract diagram.
    ///
    /// # Errors
    /// [`SatoWelterError::TooManyBoxes`] if |λ| exceeds
    /// [`MAX_BOXES`](crate::MAX_BOXES).
    ///
    /// # Complexity
    /// O(|D| log |D|) per step. A step shrinks D or halves t, so there are
    /// at most |λ| + 65 steps; in practice each quotient has about half the
    /// boxes of the last (a 100 × 100 square: 10 000, 5 000, 2 500, …, 72
    /// boxes in 8 steps), so about O(|λ| log |λ|) in all.
    ///
    /// # Example
    /// Kawanaka §9: from Y = (9,8,6,5,5,2) the third case leads to Y′, the
    /// third case again to Y″ ≅ Nim heaps 3 and 2, whose good move is the
    /// box (3, 6).
    /// ```
    /// use hookgames_partition::Partition;
    /// use hookgames_plain::KleinSubgroup;
    /// use hookgames_sato_welter::{KleinDescentAction, YoungRealization};
    /// let d = YoungRealization.descent(&Partition::new(vec![9, 8, 6, 5, 5, 2])?, 0)?;
    /// let s = d.steps();
    /// assert_eq!(
    ///     s[0].action,
    ///     KleinDescentAction::Quotient { case: 3, subgroup: KleinSubgroup::B, next_target: 0 }
    /// );
    /// assert_eq!(s[1].diagram.len(), 15); // Y′
    /// assert_eq!(s[2].diagram.len(), 5); // Y″
    /// assert_eq!(d.boxes(), &[(3, 6)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn descent(&self, lambda: &Partition, t: u64) -> Result<KleinDescent, SatoWelterError> {
        run_descent(lambda, t, true)
    }

    /// The followers of λ of Grundy value t, by trial and error: the fast
    /// value ([`YoungRealization::grundy`]) of λ − H(x) for every box x
    /// (Kawanaka, note 15), in the game's order (boxes row by row). The
    /// reference for `options_with_value` (Theorem 4.2's descent, the
    /// game's value hook).
    ///
    /// # Errors
    /// [`SatoWelterError::TooManyBoxes`] if |λ| exceeds
    /// [`MAX_BOXES`](crate::MAX_BOXES); [`SatoWelterError::TooLarge`] if
    /// |λ| (ℓ + (λ_1 + ℓ)/64 + 1) exceeds
    /// [`MAX_TRIAL_WORK`](crate::MAX_TRIAL_WORK) word operations (checked
    /// before any work: `1^1048576` needs 2^40).
    ///
    /// # Complexity
    /// O(|λ| (ℓ + (λ_1 + ℓ)/64)): one hook removal and one fast value per
    /// box; at most [`MAX_TRIAL_WORK`](crate::MAX_TRIAL_WORK) word
    /// operations.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::AlgorithmExt;
    /// use hookgames_partition::Partition;
    /// use hookgames_sato_welter::YoungRealization;
    /// let y: Partition = "6,6,5,3,3".parse()?;
    /// for t in 0..=23 {
    ///     assert_eq!(
    ///         YoungRealization.options_with_value_by_trial(&y, t)?,
    ///         YoungRealization.options_with_value(&y, t)?
    ///     );
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn options_with_value_by_trial(
        &self,
        lambda: &Partition,
        t: u64,
    ) -> Result<Vec<Partition>, SatoWelterError> {
        trial_boxes(lambda, t)?
            .into_iter()
            .map(|(row, col)| Ok(lambda.remove_hook(row, col)?))
            .collect()
    }
}

impl OneLineRealization {
    /// The followers of the board `p` of Grundy value t, by trial and error
    /// on the bitset: [`grundy_bitset`] after each of the |λ| moves
    /// (Kawanaka, note 15), in the game's order (stones from the top, each
    /// to its targets from the top). The reference for `options_with_value`
    /// (Theorem 4.2's descent, the game's value hook).
    ///
    /// # Errors
    /// [`SatoWelterError::TooManyBoxes`] if the partition of `p` has more
    /// than [`MAX_BOXES`](crate::MAX_BOXES) boxes (moves);
    /// [`SatoWelterError::TooLarge`] if |λ| (h/64 + 2) exceeds
    /// [`MAX_TRIAL_WORK`](crate::MAX_TRIAL_WORK) word operations (checked
    /// before any work).
    ///
    /// # Complexity
    /// O(|λ| h/64) for the highest cell h; at most
    /// [`MAX_TRIAL_WORK`](crate::MAX_TRIAL_WORK) word operations.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::AlgorithmExt;
    /// use hookgames_maya::MayaDiagram;
    /// use hookgames_sato_welter::OneLineRealization;
    /// let p = MayaDiagram::new([14, 12, 9, 7, 6, 2])?;
    /// for t in 0..=8 {
    ///     assert_eq!(
    ///         OneLineRealization.options_with_value_by_trial(&p, t)?,
    ///         OneLineRealization.options_with_value(&p, t)?
    ///     );
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn options_with_value_by_trial(
        &self,
        p: &MayaDiagram,
        t: u64,
    ) -> Result<Vec<MayaDiagram>, SatoWelterError> {
        check_boxes("the trial-and-error move search", p.partition_size())?;
        // One board copy and one bitset value per move.
        let per_move = u128::from(p.highest().unwrap_or(0)) / 64 + 2;
        check_limit(
            "the trial-and-error move search (a board and a value per move)",
            u128::from(p.partition_size()) * per_move,
            "word operations",
            (MAX_TRIAL_WORK, "MAX_TRIAL_WORK"),
            "use `options_with_value` (Theorem 4.2), which needs no trial",
        )?;
        let mut out = Vec::new();
        for (from, to) in p.moves() {
            let q = p.with_move(from, to)?;
            if grundy_bitset(q.words()) == t {
                out.push(q);
            }
        }
        Ok(out)
    }
}

/// The moves of the Sato–Welter game as Kawanaka draws them: the box whose
/// hook is removed, its length and the diagram left (the followers of the
/// questions, described).
///
/// # Example
/// Kawanaka §9: from 9,8,6,5,5,2 (E^(2) = 7) the one good move removes the
/// hook of length 1 at the box (3, 6).
/// ```
/// use hookgames_game::{AlgorithmExt, DescribeMoves};
/// use hookgames_partition::Partition;
/// use hookgames_sato_welter::YoungRealization;
/// let y: Partition = "9,8,6,5,5,2".parse()?;
/// let winning = YoungRealization.winning_moves(&y)?; // Theorem 4.2's descent
/// let m = YoungRealization.describe(&y, &winning)?;
/// assert_eq!(m.len(), 1);
/// assert_eq!((m[0].row, m[0].col, m[0].hook_length), (3, 6, 1));
/// assert_eq!(m[0].result.to_string(), "9,8,5,5,5,2");
/// assert_eq!(YoungRealization.grundy(&m[0].result)?, 0);
/// // Theorem 4.1 (i): every value below 7 is reached.
/// for t in 0..7 {
///     assert!(!YoungRealization.options_with_value(&y, t)?.is_empty());
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl DescribeMoves for YoungRealization {
    type Move = Move;

    /// The move of λ to its follower μ = λ − H(i, j): (i, j) is the first
    /// row where they differ and the column after μ's part in the last
    /// (the rim hook's ends); one move, since the hook's box is determined
    /// by the follower.
    ///
    /// # Errors
    /// [`GameError::NotAFollower`] if μ is not λ with one hook removed.
    ///
    /// # Complexity
    /// O(ℓ(λ)).
    fn moves_to(&self, lambda: &Partition, mu: &Partition) -> Result<Vec<Move>, GameError> {
        let part = |p: &Partition, i: usize| p.parts().get(i).copied().unwrap_or(0);
        let differ: Vec<usize> = (0..lambda.len())
            .filter(|&i| part(lambda, i) != part(mu, i))
            .collect();
        let (Some(&first), Some(&last)) = (differ.first(), differ.last()) else {
            return Err(GameError::NotAFollower);
        };
        if mu.len() > lambda.len() {
            return Err(GameError::NotAFollower);
        }
        let (row, col) = (first + 1, part(mu, last) + 1);
        match (lambda.hook_length(row, col), lambda.remove_hook(row, col)) {
            (Ok(hook_length), Ok(result)) if &result == mu => Ok(vec![Move {
                row,
                col,
                hook_length,
                result,
            }]),
            _ => Err(GameError::NotAFollower),
        }
    }
}

/// The moves of the one-line realization as Kawanaka §8 draws them: a
/// stone's jump from `from` down to the empty cell `to`, with the box of
/// the partition whose hook it removes.
///
/// # Example
/// Kawanaka's Fig. 7 (E^(2) = 7): the good move takes the stone on 9 to 8,
/// the box (3, 6).
/// ```
/// use hookgames_game::{AlgorithmExt, DescribeMoves};
/// use hookgames_maya::MayaDiagram;
/// use hookgames_sato_welter::OneLineRealization;
/// let p = MayaDiagram::new([14, 12, 9, 7, 6, 2])?;
/// let m = OneLineRealization.describe(&p, &OneLineRealization.winning_moves(&p)?)?;
/// assert_eq!(m.len(), 1);
/// assert_eq!((m[0].from, m[0].to, m[0].distance()), (9, 8, 1));
/// assert_eq!((m[0].row, m[0].col), (3, 6));
/// for m in OneLineRealization.describe(&p, &OneLineRealization.options_with_value(&p, 3)?)? {
///     assert_eq!(OneLineRealization.grundy(&m.result)?, 3);
///     assert!(p.contains(m.from) && !p.contains(m.to) && m.to < m.from);
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl DescribeMoves for OneLineRealization {
    type Move = StoneMove;

    /// The stone move from `p` to its follower `q`: the two cells where
    /// their bitsets differ, the higher one a stone of `p`.
    ///
    /// # Errors
    /// [`GameError::NotAFollower`] if `q` is not `p` with one stone moved
    /// down to an empty cell.
    ///
    /// # Complexity
    /// O(h/64 + 64) for the highest cell h.
    fn moves_to(&self, p: &MayaDiagram, q: &MayaDiagram) -> Result<Vec<StoneMove>, GameError> {
        let (a, b) = (p.words(), q.words());
        let mut cells = Vec::with_capacity(2);
        for k in 0..a.len().max(b.len()) {
            let mut d = a.get(k).copied().unwrap_or(0) ^ b.get(k).copied().unwrap_or(0);
            while d != 0 && cells.len() <= 2 {
                cells.push(64 * k as u64 + u64::from(d.trailing_zeros()));
                d &= d - 1;
            }
        }
        let &[to, from] = cells.as_slice() else {
            return Err(GameError::NotAFollower);
        };
        if !p.contains(from) || p.contains(to) {
            return Err(GameError::NotAFollower);
        }
        let (row, col) = p
            .move_to_box((from, to))
            .map_err(|_| GameError::NotAFollower)?;
        Ok(vec![StoneMove {
            from,
            to,
            row,
            col,
            result: q.clone(),
        }])
    }
}

/// Checks that the box-level descent of Theorem 4.2 (ii) may run on a
/// diagram of `size` boxes (checked on a board before its partition is
/// built): [`MAX_BOXES`](crate::MAX_BOXES) (the crate's
/// [`SatoWelterError::TooManyBoxes`], as [`GameError::Evaluation`]), and
/// the caller's byte limit for the diagram and the quotient being built
/// from it (64 bytes a box each, at most |λ| boxes each).
fn check_descent(size: u64, limits: &Limits) -> Result<(), GameError> {
    check_boxes("the box-level Theorem 4.2 search", size).map_err(to_game_error)?;
    let needed = size.saturating_mul(2 * KLEIN_BYTES_PER_BOX);
    if needed > limits.max_bytes {
        return Err(GameError::MemoryLimit {
            needed,
            limit: limits.max_bytes,
        });
    }
    Ok(())
}

/// The followers of λ of Grundy value t in the order of the followers of
/// [`YoungRealization`] (its boxes row by row, left to right), within
/// `limits`: the value hook
/// [`known_options_with_value`](hookgames_game::Algorithm::known_options_with_value)
/// of the Young realization. No follower has a value ≥ |λ| (it has fewer
/// than |λ| moves) or the value of λ (the mex), so those targets answer at
/// once, for any λ; the others by the descent of Theorem 4.2 (ii), whose
/// boxes come sorted by row then column — the order of the enumeration.
pub(crate) fn young_options_with_value(
    lambda: &Partition,
    t: u64,
    limits: &Limits,
) -> Result<Vec<Partition>, GameError> {
    if t >= lambda.size() || t == partition_value(lambda) {
        return Ok(Vec::new());
    }
    check_descent(lambda.size(), limits)?;
    let boxes = run_descent(lambda, t, false).map_err(to_game_error)?.boxes;
    let mut room = ListBudget::new();
    let mut out = Vec::new();
    for (i, j) in boxes {
        let q = lambda
            .remove_hook(i, j)
            .map_err(|e| to_game_error(e.into()))?;
        room.take(YoungRealization.state_bytes(&q), limits)?;
        out.push(q);
    }
    Ok(out)
}

/// The followers of the board `p` of Grundy value t in the order of the
/// followers of [`OneLineRealization`] (stones from the top, each stone's
/// targets from the top), within `limits`: the value hook
/// [`known_options_with_value`](hookgames_game::Algorithm::known_options_with_value)
/// of the one-line realization. As [`young_options_with_value`] on the
/// partition of `p`; the boxes (row, column) become the moves (the row-th
/// largest stone, the column-th smallest empty cell), so the descent's
/// order (row, then column increasing) is re-sorted to the enumeration's
/// (stone decreasing, then target decreasing): O(k log k) for k moves.
/// (The two orders agree: the moves s → t₁ and s → t₂ < t₁ of one stone
/// lead to positions of which the second is a follower of the first —
/// move the stone on from t₁ to t₂ — so they have different values, and at
/// most one move per stone, one box per row, reaches t. The sort states
/// the order without relying on that.)
pub(crate) fn one_line_options_with_value(
    p: &MayaDiagram,
    t: u64,
    limits: &Limits,
) -> Result<Vec<MayaDiagram>, GameError> {
    let size = p.partition_size();
    if t >= size || t == grundy_bitset(p.words()) {
        return Ok(Vec::new());
    }
    check_descent(size, limits)?;
    let lambda = p.to_partition().map_err(|e| to_game_error(e.into()))?;
    let boxes = run_descent(&lambda, t, false).map_err(to_game_error)?.boxes;
    let mut moves = boxes
        .into_iter()
        .map(|b| p.box_to_move(b))
        .collect::<Result<Vec<(u64, u64)>, _>>()
        .map_err(|e| to_game_error(e.into()))?;
    moves.sort_unstable_by(|a, b| b.cmp(a));
    let mut room = ListBudget::new();
    let mut out = Vec::new();
    for (from, to) in moves {
        let q = p.with_move(from, to).map_err(|e| to_game_error(e.into()))?;
        room.take(OneLineRealization.state_bytes(&q), limits)?;
        out.push(q);
    }
    Ok(out)
}
