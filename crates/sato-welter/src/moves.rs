//! Moves to a given Grundy value: Kawanaka's Theorem 4.2 on the boxes of a
//! Young diagram, and trial and error.

use hookgames_maya::MayaDiagram;
use hookgames_partition::Partition;

use crate::error::check_boxes;
use crate::{KleinDiagram, KleinSubgroup, SatoWelterError, grundy_bitset, grundy_wide};

/// A move of the Sato–Welter game in the Young realization: remove the hook
/// of the box (row, col) (1-based, English notation).
///
/// # Example
/// See [`winning_moves`].
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

impl Move {
    fn of(lambda: &Partition, (row, col): (usize, u64)) -> Result<Move, SatoWelterError> {
        Ok(Move {
            row,
            col,
            hook_length: lambda.hook_length(row, col)?,
            result: lambda.remove_hook(row, col)?,
        })
    }
}

/// A move of the one-line realization: the stone on `from` goes to the
/// empty cell `to < from`; it removes the hook of the box (row, col) of the
/// partition, of length `from − to` (Kawanaka §8).
///
/// # Example
/// See [`winning_stone_moves`].
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
    pub fn distance(&self) -> u64 {
        self.from - self.to
    }
}

/// What Kawanaka's Theorem 4.2 (ii) does with one diagram D and target t.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DescentAction {
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
        next_target: u32,
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

/// One step of the descent: the diagram D, the target t, the digits ε_0,
/// ε_1 of E^(2) at D and what was done.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct DescentStep {
    /// The diagram D (Y at the first step).
    pub diagram: KleinDiagram,
    /// The target value t.
    pub target: u32,
    /// ε_0 = |D| mod 2.
    pub epsilon0: bool,
    /// ε_1 = |D_(2)| mod 2.
    pub epsilon1: bool,
    /// The step taken.
    pub action: DescentAction,
}

/// The good-move search of Kawanaka's Theorem 4.2 (ii) on a Young diagram,
/// step by step (see [`descent`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Descent {
    steps: Vec<DescentStep>,
    boxes: Vec<(usize, u64)>,
}

impl Descent {
    /// The steps, from Y to the last diagram.
    ///
    /// # Complexity
    /// O(1).
    pub fn steps(&self) -> &[DescentStep] {
        &self.steps
    }

    /// The boxes x of Y with E^(2)(Y − H(x)) = t, sorted by row then column.
    ///
    /// # Complexity
    /// O(1).
    pub fn boxes(&self) -> &[(usize, u64)] {
        &self.boxes
    }
}

/// Which step Theorem 4.2 (ii) takes at (D, t), or a terminal action.
fn step_action(d: &KleinDiagram, t: u32) -> (bool, bool, DescentAction) {
    let e0 = d.epsilon0();
    let e1 = d.epsilon1();
    if d.is_empty() {
        return (e0, e1, DescentAction::Empty);
    }
    if u64::from(t) >= d.len() as u64 {
        return (e0, e1, DescentAction::TargetTooLarge);
    }
    if d.is_cube() {
        return (e0, e1, DescentAction::Cube);
    }
    let t0 = t & 1;
    let t1 = (t >> 1) & 1;
    let action = if u32::from(e0) == t0 {
        DescentAction::Quotient {
            case: 1,
            subgroup: KleinSubgroup::AB,
            next_target: (t - t0) / 2,
        }
    } else if u32::from(e1) == t1 {
        // t − 2t_1 + t_0 ≥ 0 and even: t_0 + t_0 ≡ 0.
        DescentAction::Quotient {
            case: 2,
            subgroup: KleinSubgroup::A,
            next_target: (t - 2 * t1 + t0) / 2,
        }
    } else {
        DescentAction::Quotient {
            case: 3,
            subgroup: KleinSubgroup::B,
            next_target: (t - t0) / 2,
        }
    };
    (e0, e1, action)
}

/// Runs the descent; keeps the steps if `trace`.
fn run_descent(lambda: &Partition, t: u32, trace: bool) -> Result<Descent, SatoWelterError> {
    let mut d = KleinDiagram::new(lambda)?;
    let mut t = t;
    let mut steps = Vec::new();
    loop {
        let (e0, e1, action) = step_action(&d, t);
        let next = match action {
            DescentAction::Quotient {
                subgroup,
                next_target,
                ..
            } => Some((d.quotient(subgroup), next_target)),
            _ => None,
        };
        let answer = match action {
            DescentAction::Cube if u64::from(t) == (d.len() as u64 - 1) % 2 => d.boxes().to_vec(),
            _ => Vec::new(),
        };
        let Some((nd, nt)) = next else {
            if trace {
                steps.push(DescentStep {
                    diagram: d,
                    target: t,
                    epsilon0: e0,
                    epsilon1: e1,
                    action,
                });
            }
            return Ok(Descent {
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
            steps.push(DescentStep {
                diagram: d,
                target: t,
                epsilon0: e0,
                epsilon1: e1,
                action,
            });
        }
        if !progress {
            let boxes = trial_boxes(lambda, t)?;
            return Ok(Descent { steps, boxes });
        }
        d = nd;
        t = nt;
    }
}

/// The boxes of λ whose hook removal leads to value t, by trial.
fn trial_boxes(lambda: &Partition, t: u32) -> Result<Vec<(usize, u64)>, SatoWelterError> {
    check_boxes("the trial-and-error move search", lambda.size())?;
    let mut out = Vec::new();
    for (i, j) in lambda.boxes() {
        if grundy_wide(&lambda.remove_hook(i, j)?) == u64::from(t) {
            out.push((i, j));
        }
    }
    Ok(out)
}

/// The good-move search of Kawanaka's Theorem 4.2 (ii) on the boxes of the
/// Young diagram λ, with every intermediate diagram: finds the boxes x with
/// E^(2)(λ − H(x)) = t without computing any follower's value.
///
/// At a diagram D (at first Y = λ) with target t it reads ε_0, ε_1 of
/// E^(2) at D and passes to the (G, ⟨ab⟩)-, (G, ⟨a⟩)- or (G, ⟨b⟩)-quotient
/// of D ([`KleinDiagram::quotient`]) with a new target, as the three cases
/// of Theorem 4.2 (ii) say; the answers are boxes of the last diagram. It
/// stops at an empty D (no answer), at t ≥ |D| (no answer) and at a D whose
/// hooks all have length 1 (a cube: all of D or nothing). The labels of a
/// quotient are its own (note 32, see [`KleinDiagram`]). By Theorem 4.2 the
/// answer is A(φ; λ; t), checked against trial and error for every t on
/// every partition of size ≤ 16 and on random larger ones.
///
/// # Errors
/// [`SatoWelterError::TooManyBoxes`] if |λ| exceeds
/// [`MAX_BOXES`](crate::MAX_BOXES).
///
/// # Complexity
/// O(|D| log |D|) per step. A step shrinks D or halves t, so there are at
/// most |λ| + 33 steps; in practice each quotient has about half the boxes
/// of the last (a 100 × 100 square: 10 000, 5 000, 2 500, …, 72 boxes in 8
/// steps), so about O(|λ| log |λ|) in all.
///
/// # Example
/// Kawanaka §9: from Y = (9,8,6,5,5,2) the third case leads to Y′, the third
/// case again to Y″ ≅ Nim heaps 3 and 2, whose good move is the box (3, 6).
/// ```
/// use hookgames_partition::Partition;
/// use hookgames_sato_welter::{descent, DescentAction, KleinSubgroup};
/// let d = descent(&Partition::new(vec![9, 8, 6, 5, 5, 2])?, 0)?;
/// let s = d.steps();
/// assert!(matches!(s[0].action, DescentAction::Quotient { case: 3, subgroup: KleinSubgroup::B, next_target: 0 }));
/// assert_eq!(s[1].diagram.len(), 15); // Y′
/// assert_eq!(s[2].diagram.len(), 5);  // Y″
/// assert_eq!(d.boxes(), &[(3, 6)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn descent(lambda: &Partition, t: u32) -> Result<Descent, SatoWelterError> {
    run_descent(lambda, t, true)
}

/// Every move of the Sato–Welter game from λ to a position of Grundy value
/// t (t = 0: the winning moves), found by Kawanaka's Theorem 4.2 ([`descent`]
/// without the trace), sorted by row then column.
///
/// # Errors
/// [`SatoWelterError::TooManyBoxes`] if |λ| exceeds
/// [`MAX_BOXES`](crate::MAX_BOXES).
///
/// # Complexity
/// As [`descent`], plus O(ℓ) per move found.
///
/// # Example
/// ```
/// use hookgames_partition::Partition;
/// use hookgames_sato_welter::{grundy, winning_moves};
/// let y: Partition = "9,8,6,5,5,2".parse()?;
/// let m = winning_moves(&y, 0)?;
/// assert_eq!(m.len(), 1);
/// assert_eq!((m[0].row, m[0].col, m[0].hook_length), (3, 6, 1));
/// assert_eq!(m[0].result.to_string(), "9,8,5,5,5,2");
/// assert_eq!(grundy(&m[0].result)?, 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn winning_moves(lambda: &Partition, t: u32) -> Result<Vec<Move>, SatoWelterError> {
    let run = run_descent(lambda, t, false)?;
    run.boxes.into_iter().map(|b| Move::of(lambda, b)).collect()
}

/// Every move from λ to a position of Grundy value t, by trial and error:
/// the fast value ([`grundy_wide`]) of λ − H(x) for every box x (Kawanaka,
/// note 15). The reference for [`winning_moves`].
///
/// # Errors
/// [`SatoWelterError::TooManyBoxes`] if |λ| exceeds
/// [`MAX_BOXES`](crate::MAX_BOXES).
///
/// # Complexity
/// O(|λ| (ℓ + (λ_1 + ℓ)/64)): one hook removal and one fast value per box.
///
/// # Example
/// ```
/// use hookgames_partition::Partition;
/// use hookgames_sato_welter::{winning_moves, winning_moves_by_trial};
/// let y: Partition = "6,6,5,3,3".parse()?;
/// for t in 0..=23 {
///     assert_eq!(winning_moves_by_trial(&y, t)?, winning_moves(&y, t)?);
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn winning_moves_by_trial(lambda: &Partition, t: u32) -> Result<Vec<Move>, SatoWelterError> {
    trial_boxes(lambda, t)?
        .into_iter()
        .map(|b| Move::of(lambda, b))
        .collect()
}

/// Every stone move from the board `p` (one-line realization) to a board
/// of Grundy value t, found by Kawanaka's Theorem 4.2 on the partition of
/// `p` ([`winning_moves`]) and translated box → move
/// ([`MayaDiagram::box_to_move`]); sorted by row then column of the box.
///
/// # Errors
/// [`SatoWelterError::TooManyBoxes`] if the partition has more than
/// [`MAX_BOXES`](crate::MAX_BOXES) boxes; [`SatoWelterError::Maya`] is not
/// expected (every box has a move).
///
/// # Complexity
/// As [`descent`] on the partition, plus O(h/64) per move found.
///
/// # Example
/// ```
/// use hookgames_maya::MayaDiagram;
/// use hookgames_sato_welter::winning_stone_moves;
/// let p = MayaDiagram::new([14, 12, 9, 7, 6, 2])?; // Kawanaka's Fig. 7
/// let m = winning_stone_moves(&p, 0)?;
/// assert_eq!(m.len(), 1);
/// assert_eq!((m[0].from, m[0].to, m[0].distance()), (9, 8, 1)); // the box (3, 6)
/// assert_eq!((m[0].row, m[0].col), (3, 6));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn winning_stone_moves(p: &MayaDiagram, t: u32) -> Result<Vec<StoneMove>, SatoWelterError> {
    let lambda = p.to_partition()?;
    let run = run_descent(&lambda, t, false)?;
    run.boxes
        .into_iter()
        .map(|(row, col)| {
            let (from, to) = p.box_to_move((row, col))?;
            Ok(StoneMove {
                from,
                to,
                row,
                col,
                result: p.with_move(from, to)?,
            })
        })
        .collect()
}

/// Every stone move from `p` to a board of Grundy value t, by trial and
/// error on the bitset: [`grundy_bitset`] after each of the |λ| moves.
///
/// # Errors
/// [`SatoWelterError::TooManyBoxes`] if the partition of `p` has more than
/// [`MAX_BOXES`](crate::MAX_BOXES) boxes (moves).
///
/// # Complexity
/// O(|λ| h/64) for the highest cell h.
///
/// # Example
/// ```
/// use hookgames_maya::MayaDiagram;
/// use hookgames_sato_welter::{winning_stone_moves, winning_stone_moves_by_trial};
/// let p = MayaDiagram::new([14, 12, 9, 7, 6, 2])?;
/// assert_eq!(winning_stone_moves_by_trial(&p, 0)?, winning_stone_moves(&p, 0)?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn winning_stone_moves_by_trial(
    p: &MayaDiagram,
    t: u32,
) -> Result<Vec<StoneMove>, SatoWelterError> {
    check_boxes("the trial-and-error move search", p.partition_size())?;
    let mut out = Vec::new();
    for (from, to) in p.moves() {
        let q = p.with_move(from, to)?;
        if grundy_bitset(q.words()) == u64::from(t) {
            let (row, col) = p.move_to_box((from, to))?;
            out.push(StoneMove {
                from,
                to,
                row,
                col,
                result: q,
            });
        }
    }
    out.sort_unstable_by_key(|m| (m.row, m.col));
    Ok(out)
}
