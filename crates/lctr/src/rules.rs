use std::fmt;
use std::ops::ControlFlow;

use hookgames_game::{Algorithm, Convention, Engine, GameError, Limits};
use hookgames_partition::Partition;

use crate::hooks::{box_moves, box_value, pick};

/// Which of the two games of Gottlieb–Krnc–Muršič is played, chosen at run
/// time: the value of the unit structs [`Lctr`] and [`Downright`] as data.
///
/// Every function of this crate that works for both games takes
/// `impl Into<LctrVariant>`, so `Board::new(Lctr, …)` and
/// `Board::new(LctrVariant::Lctr, …)` are the same call; the value methods
/// ([`LctrVariant::value`], …) are those of [`Lctr`] and [`Downright`],
/// dispatched on the variant. As an [`Algorithm`] it is the game it names.
///
/// # Example
/// ```
/// use hookgames_game::Convention;
/// use hookgames_lctr::{Downright, Lctr, LctrVariant};
/// use hookgames_partition::Partition;
/// let lambda = Partition::new(vec![2])?;
/// let variant = if lambda.len() > 1 { LctrVariant::Lctr } else { LctrVariant::Downright };
/// assert_eq!(variant, LctrVariant::from(Downright));
/// assert_eq!(variant.value(&lambda, Convention::Normal)?, 1);
/// assert_eq!(LctrVariant::from(Lctr).value(&lambda, Convention::Normal)?, 2);
/// assert_eq!(variant.to_string(), "Downright");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// With the `serde` feature it is serializable by its variant name, `"Lctr"`
/// or `"Downright"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum LctrVariant {
    /// LCTR (§3.1): a move removes the left column, λ → λ[0, 1], or the top
    /// row, λ → λ[1, 0], of a non-empty Young diagram; ∅ is the only terminal
    /// position. The game [`Lctr`].
    Lctr,
    /// Downright (§3.2): a rook on the top-left box moves one box down,
    /// λ → λ[1, 0] (allowed when λ has more than one row), or one box right,
    /// λ → λ[0, 1] (allowed when λ_1 > 1); the corners ⟦1⟧ are terminal and
    /// ∅ is not a position. The game [`Downright`].
    Downright,
}

impl From<Lctr> for LctrVariant {
    fn from(_: Lctr) -> Self {
        LctrVariant::Lctr
    }
}

impl From<Downright> for LctrVariant {
    fn from(_: Downright) -> Self {
        LctrVariant::Downright
    }
}

/// The paper's name of the game: `LCTR` or `Downright`.
impl fmt::Display for LctrVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            LctrVariant::Lctr => "LCTR",
            LctrVariant::Downright => "Downright",
        })
    }
}

/// The game the variant names: the followers of [`Lctr`] or [`Downright`],
/// and their value hooks.
impl Algorithm for LctrVariant {
    type State = Partition;
    fn try_for_each_follower<B, F>(&self, p: &Partition, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(Partition) -> ControlFlow<B>,
    {
        match self {
            LctrVariant::Lctr => Lctr.try_for_each_follower(p, f),
            LctrVariant::Downright => Downright.try_for_each_follower(p, f),
        }
    }

    /// The partition's inline size and its parts' buffer.
    fn state_bytes(&self, p: &Partition) -> usize {
        partition_bytes(p)
    }

    /// Theorem 22 of Gottlieb–Krnc–Muršič in O(log ℓ(λ)), as
    /// [`Lctr`]'s and [`Downright`]'s hooks.
    fn known_grundy(&self, p: &Partition, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
        Some(Ok(partition_value(*self, Convention::Normal, p)))
    }

    /// The misère extension of Theorem 22 in O(log ℓ(λ)), as [`Lctr`]'s
    /// and [`Downright`]'s hooks.
    fn known_misere_grundy(&self, p: &Partition, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
        Some(Ok(partition_value(*self, Convention::Misere, p)))
    }

    /// The (at most two) moves valued by Theorem 22, as [`Lctr`]'s and
    /// [`Downright`]'s hooks.
    fn known_options_with_value(
        &self,
        p: &Partition,
        value: u64,
        engine: &Engine<'_>,
    ) -> Option<Result<Vec<Partition>, GameError>> {
        let limits = engine.limits();
        Some(partition_options_with_value(*self, p, value, limits))
    }
}

/// The bytes of a partition state: its inline size and its parts' buffer.
fn partition_bytes(p: &Partition) -> usize {
    std::mem::size_of::<Partition>() + p.heap_bytes()
}

/// The value of λ as a state of `game`'s algorithm: Theorem 22 (normal
/// play) or its misère extension, read in place; for Downright on ∅ (not a
/// position of the game, an end of the algorithm) the value of an end.
fn partition_value(game: LctrVariant, convention: Convention, p: &Partition) -> u64 {
    box_value(game, convention, p.parts(), 0, 0)
}

/// The followers of λ of normal-play value `value`, in the order of the
/// enumeration (down, then right; equal ones once): each move valued in
/// place by Theorem 22 on λ[1, 0] or λ[0, 1], and only the matching ones
/// built.
fn partition_options_with_value(
    game: LctrVariant,
    p: &Partition,
    value: u64,
    limits: &Limits,
) -> Result<Vec<Partition>, GameError> {
    let parts = p.parts();
    let [down, right] = box_moves(game, parts, 0, 0)
        .map(|m| m.map(|(i, j)| box_value(game, Convention::Normal, parts, i, j)));
    pick(
        value,
        [
            (down, &|| subpartition(p, 1, 0)),
            (right, &|| subpartition(p, 0, 1)),
        ],
        limits,
        partition_bytes,
    )
}

/// The game and the play convention together.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Rules {
    pub(crate) game: LctrVariant,
    pub(crate) convention: Convention,
}

impl Rules {
    pub(crate) const fn new(game: LctrVariant, convention: Convention) -> Self {
        Rules { game, convention }
    }

    /// The value of a terminal position.
    #[inline]
    pub(crate) const fn terminal(self) -> u8 {
        match self.convention {
            Convention::Normal => 0,
            Convention::Misere => 1,
        }
    }

    /// What a neighbour outside the diagram contributes to a box's options:
    /// in LCTR it is the terminal position ∅, in Downright it is no option.
    #[inline]
    pub(crate) const fn outside(self) -> Option<u8> {
        match self.game {
            LctrVariant::Lctr => Some(self.terminal()),
            LctrVariant::Downright => None,
        }
    }

    /// The value of a box from the values of its (at most two) options:
    /// equations (3) and (4) (with the erratum of (4) corrected:
    /// SG(A[i+1, j]) ▽ SG(A[i, j+1])), for either play convention.
    #[inline]
    pub(crate) const fn combine(self, down: Option<u8>, right: Option<u8>) -> u8 {
        match (down, right) {
            (Some(a), Some(b)) => mex2(a, b),
            (Some(a), None) | (None, Some(a)) => mex1(a),
            (None, None) => self.terminal(),
        }
    }
}

/// mex{a}.
#[inline]
pub(crate) const fn mex1(a: u8) -> u8 {
    if a == 0 { 1 } else { 0 }
}

/// a ▽ b = mex{a, b} (Gottlieb–Krnc–Muršič §3.3).
#[inline]
pub(crate) const fn mex2(a: u8, b: u8) -> u8 {
    if a != 0 && b != 0 {
        0
    } else if a != 1 && b != 1 {
        1
    } else if a != 2 && b != 2 {
        2
    } else {
        3
    }
}

/// The subpartition λ[i, j] of Gottlieb–Krnc–Muršič §2.1: the diagram left
/// after removing the first `i` rows and the first `j` columns, i.e. the
/// Young diagram rooted at box (i+1, j+1); it is ∅ when that box is not in
/// λ. In both games A[i, j] is the position reached by `i` top-row (down)
/// moves and `j` left-column (right) moves, in any order (equation (1)).
///
/// # Complexity
/// O(log ℓ + ℓ') for ℓ rows of λ and ℓ' rows of the result.
///
/// # Example
/// ```
/// use hookgames_lctr::subpartition;
/// use hookgames_partition::Partition;
/// // Figure 4.
/// let lambda = Partition::new(vec![8, 7, 6, 5, 5, 2, 1])?;
/// assert_eq!(subpartition(&lambda, 1, 0).parts(), &[7, 6, 5, 5, 2, 1]);
/// assert_eq!(subpartition(&lambda, 0, 1).parts(), &[7, 6, 5, 4, 4, 1]);
/// assert!(subpartition(&lambda, 2, 6).is_empty());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn subpartition(lambda: &Partition, i: usize, j: u64) -> Partition {
    let parts = lambda.parts();
    let tail = parts.get(i..).unwrap_or(&[]);
    let rows = tail.partition_point(|&p| p > j);
    let sub: Vec<u64> = tail[..rows].iter().map(|&p| p - j).collect();
    // The rows of a diagram, shortened by the same amount and cut where they
    // vanish, are non-increasing and no larger in total: `new` cannot fail.
    Partition::new(sub).unwrap_or_default()
}

/// The Durfee length d(λ) = max{ℓ : λ_ℓ ≥ ℓ} (0 for ∅), the side of the
/// largest square in the diagram, found by binary search
/// (Gottlieb–Krnc–Muršič, Lemma 20).
///
/// # Complexity
/// O(log ℓ) for ℓ rows.
///
/// # Example
/// ```
/// use hookgames_lctr::durfee_length;
/// use hookgames_partition::Partition;
/// assert_eq!(durfee_length(&Partition::new(vec![8, 7, 6, 5, 5, 2, 1])?), 5);
/// assert_eq!(durfee_length(&Partition::empty()), 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn durfee_length(lambda: &Partition) -> usize {
    durfee_of_slice(lambda.parts())
}

/// Durfee length of a non-increasing slice: the number of indices `k`
/// (0-based) with `parts[k] > k`, a prefix of the slice.
pub(crate) fn durfee_of_slice(parts: &[u64]) -> usize {
    let (mut lo, mut hi) = (0usize, parts.len());
    // invariant: parts[k] > k for k < lo; parts[k] <= k for k >= hi.
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if parts[mid] > mid as u64 {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}

/// `true` if box (i+1, j+1) is in the diagram, i.e. λ[i, j] ≠ ∅.
#[inline]
pub(crate) fn in_diagram(parts: &[u64], i: usize, j: u64) -> bool {
    parts.get(i).is_some_and(|&p| p > j)
}

/// LCTR (Gottlieb–Krnc–Muršič §3.1) as an abstract algorithm on partitions:
/// φ(λ) = {λ[1, 0], λ[0, 1]} for λ ≠ ∅, and φ(∅) = ∅.
///
/// The followers form a set: when the two moves lead to the same partition
/// (e.g. from a staircase) it is reported once. For the game *tree* as the
/// paper counts it (the two moves always distinct) use [`CellGame`].
///
/// The generic solvers of `hookgames-game` play it as any game; its own
/// fast paths are inherent methods: the O(log r) value of Theorem 22
/// ([`Lctr::value`], normal or misère), the dynamic program
/// ([`Lctr::grundy_dp`]), the exponent representation
/// ([`Lctr::grundy_runs`]), the Sprague–Grundy pair ([`Lctr::sg_pair`]),
/// Lemmas 12–14 ([`Lctr::grundy_few_rows`]) and the game-tree parameters
/// of §7 ([`Lctr::tree_parameters`]).
///
/// Its value hooks ([`Algorithm::known_grundy`], the misère one and
/// [`Algorithm::known_options_with_value`]) answer by Theorem 22 in
/// O(log ℓ(λ)), so the zero-config functions of `hookgames-game`
/// (`grundy`, `winning_moves`, …) value any partition, and any sum with
/// LCTR summands, without search; the search engine
/// ([`Solver`](hookgames_game::Solver)) visits every subposition. For
/// partitions too long to materialize, play [`LctrRuns`](crate::LctrRuns).
///
/// # Example
/// ```
/// use hookgames_game::{grundy, winning_moves, Algorithm, AlgorithmExt, Convention, Solver};
/// use hookgames_lctr::Lctr;
/// use hookgames_partition::Partition;
/// let lambda = Partition::new(vec![3, 1])?;
/// assert_eq!(
///     Lctr.followers(&lambda)?,
///     vec![Partition::new(vec![1])?, Partition::new(vec![2])?]
/// );
/// assert!(Lctr.is_end(&Partition::empty())?);
/// // The generic solver's search and Theorem 22 agree.
/// assert_eq!(Solver::new(Lctr).grundy(&lambda)?, 0);
/// assert_eq!(Lctr.value(&lambda, Convention::Normal)?, 0);
/// // The zero-config functions ask Theorem 22: in the sum ⟦3, 1⟧ + ⟦2⟧
/// // (values 0 and 2) move ⟦3, 1⟧ to ⟦2⟧ or ⟦2⟧ to ∅.
/// let (mu, two) = (Partition::new(vec![2])?, Partition::new(vec![2])?);
/// assert_eq!(grundy(&(Lctr, Lctr), &(lambda.clone(), mu.clone()))?, 2);
/// assert_eq!(
///     winning_moves(&(Lctr, Lctr), &(lambda.clone(), mu.clone()))?,
///     vec![(two, mu), (lambda, Partition::empty())]
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Lctr;

impl Algorithm for Lctr {
    type State = Partition;
    fn try_for_each_follower<B, F>(&self, p: &Partition, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(Partition) -> ControlFlow<B>,
    {
        if p.is_empty() {
            return ControlFlow::Continue(());
        }
        let down = subpartition(p, 1, 0);
        let right = subpartition(p, 0, 1);
        if down == right {
            f(down)?;
        } else {
            f(down)?;
            f(right)?;
        }
        ControlFlow::Continue(())
    }

    /// The partition's inline size and its parts' buffer
    /// ([`Partition::heap_bytes`]).
    fn state_bytes(&self, p: &Partition) -> usize {
        partition_bytes(p)
    }

    /// SG(λ) by Theorem 22 of Gottlieb–Krnc–Muršič in O(log ℓ(λ))
    /// ([`Lctr::value`]), for every partition.
    fn known_grundy(&self, p: &Partition, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
        Some(Ok(partition_value(
            LctrVariant::Lctr,
            Convention::Normal,
            p,
        )))
    }

    /// SG⁻(λ) by the misère extension of Theorem 22 (Lemma 15 and
    /// Corollary 16 for the misère recursion) in O(log ℓ(λ))
    /// ([`Lctr::value`] with [`Convention::Misere`]), for every partition.
    fn known_misere_grundy(&self, p: &Partition, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
        Some(Ok(partition_value(
            LctrVariant::Lctr,
            Convention::Misere,
            p,
        )))
    }

    /// The followers λ[1, 0] and λ[0, 1] (in that order, once if equal)
    /// whose value by Theorem 22 is `value`: both valued in place in
    /// O(log ℓ(λ)), only the matching ones built (O(ℓ(λ)) each).
    fn known_options_with_value(
        &self,
        p: &Partition,
        value: u64,
        engine: &Engine<'_>,
    ) -> Option<Result<Vec<Partition>, GameError>> {
        let limits = engine.limits();
        Some(partition_options_with_value(
            LctrVariant::Lctr,
            p,
            value,
            limits,
        ))
    }
}

/// Downright (Gottlieb–Krnc–Muršič §3.2) as an abstract algorithm on
/// partitions: φ(λ) holds λ[1, 0] when λ has more than one row and λ[0, 1]
/// when λ_1 > 1; the corners ⟦1⟧ are the ends.
///
/// ∅ is not a Downright position; as an algorithm state it is simply an end
/// that no move reaches. The value methods of this crate reject it with
/// [`LctrError::EmptyDownright`](crate::LctrError::EmptyDownright).
///
/// Its fast paths are inherent methods, as for [`Lctr`]:
/// [`Downright::value`] (Theorem 11 and Theorem 22),
/// [`Downright::grundy_dp`], [`Downright::grundy_runs`],
/// [`Downright::sg_pair`], [`Downright::tree_parameters`]. Its value hooks
/// answer by Theorem 22, as [`Lctr`]'s do (∅, an end, has the value of an
/// end); [`DownrightRuns`](crate::DownrightRuns) plays it on the exponent
/// representation.
///
/// # Example
/// ```
/// use hookgames_game::{grundy, Algorithm, AlgorithmExt, Convention, Solver};
/// use hookgames_lctr::Downright;
/// use hookgames_partition::Partition;
/// let lambda = Partition::new(vec![3, 1])?;
/// assert_eq!(
///     Downright.followers(&lambda)?,
///     vec![Partition::new(vec![1])?, Partition::new(vec![2])?]
/// );
/// assert_eq!(Downright.followers(&Partition::new(vec![1, 1])?)?, vec![Partition::new(vec![1])?]);
/// assert!(Downright.is_end(&Partition::new(vec![1])?)?);
/// assert_eq!(Solver::new(Downright).grundy(&lambda)?, 2); // search
/// assert_eq!(Downright.value(&lambda, Convention::Normal)?, 2); // Theorem 22
/// assert_eq!(grundy(&Downright, &lambda)?, 2); // the hook: Theorem 22
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Downright;

impl Algorithm for Downright {
    type State = Partition;
    fn try_for_each_follower<B, F>(&self, p: &Partition, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(Partition) -> ControlFlow<B>,
    {
        let down = (p.len() > 1).then(|| subpartition(p, 1, 0));
        let right = (p.part(1) > 1).then(|| subpartition(p, 0, 1));
        match (down, right) {
            (Some(a), Some(b)) if a == b => f(a),
            (a, b) => {
                if let Some(a) = a {
                    f(a)?;
                }
                if let Some(b) = b {
                    f(b)?;
                }
                ControlFlow::Continue(())
            }
        }
    }

    /// The partition's inline size and its parts' buffer
    /// ([`Partition::heap_bytes`]).
    fn state_bytes(&self, p: &Partition) -> usize {
        partition_bytes(p)
    }

    /// SG(λ) by Theorem 22 of Gottlieb–Krnc–Muršič (Theorem 11 and
    /// Lemma 4) in O(log ℓ(λ)) ([`Downright::value`]); ∅, an end of the
    /// algorithm though not a Downright position, has the value of an end,
    /// 0.
    fn known_grundy(&self, p: &Partition, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
        Some(Ok(partition_value(
            LctrVariant::Downright,
            Convention::Normal,
            p,
        )))
    }

    /// SG⁻(λ) by the misère extension of Theorem 22 in O(log ℓ(λ))
    /// ([`Downright::value`] with [`Convention::Misere`]); 1 for the end ∅.
    fn known_misere_grundy(&self, p: &Partition, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
        Some(Ok(partition_value(
            LctrVariant::Downright,
            Convention::Misere,
            p,
        )))
    }

    /// The followers λ[1, 0] and λ[0, 1] that the rules allow (in that
    /// order, once if equal) whose value by Theorem 22 is `value`: valued
    /// in place in O(log ℓ(λ)), only the matching ones built.
    fn known_options_with_value(
        &self,
        p: &Partition,
        value: u64,
        engine: &Engine<'_>,
    ) -> Option<Result<Vec<Partition>, GameError>> {
        let limits = engine.limits();
        Some(partition_options_with_value(
            LctrVariant::Downright,
            p,
            value,
            limits,
        ))
    }
}

/// LCTR or Downright played from a fixed partition λ, with the position
/// A[i, j] recorded by its pair (i, j) of top-row and left-column move
/// counts (Gottlieb–Krnc–Muršič §3.1–3.3), so that the two moves from a
/// position are always distinct followers. Its game tree from `(0, 0)` is
/// exactly the game tree T_λ the paper counts in §7.2 (a position occurring
/// along C(i+j, i) paths is C(i+j, i) nodes), while its values are those of
/// the partitions λ[i, j] by equation (1).
///
/// In LCTR every pair (i, j) is a state (λ[i, j] = ∅ is terminal); in
/// Downright only the boxes of λ are meaningful states (a pair outside is
/// an end).
///
/// Its value hooks value λ[i, j] by Theorem 22 in O(log ℓ(λ)), read in
/// place, so the zero-config functions of `hookgames-game` answer any pair
/// without search.
///
/// # Example
/// ```
/// use hookgames_lctr::{CellGame, Downright, Lctr};
/// use hookgames_partition::Partition;
/// use hookgames_game::{Algorithm, AlgorithmExt};
/// let g = CellGame::new(Lctr, Partition::new(vec![1])?);
/// // Both moves from ⟦1⟧ reach ∅, as two different nodes of the game tree.
/// assert_eq!(g.followers(&(0, 0))?, vec![(1, 0), (0, 1)]);
/// let d = CellGame::new(Downright, Partition::new(vec![2, 1])?);
/// assert_eq!(d.followers(&(0, 0))?, vec![(1, 0), (0, 1)]);
/// assert!(d.is_end(&(1, 0))?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CellGame {
    variant: LctrVariant,
    lambda: Partition,
}

impl CellGame {
    /// The game `variant` ([`Lctr`], [`Downright`] or an [`LctrVariant`])
    /// played from `lambda`; its root state is `(0, 0)`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_lctr::{CellGame, Lctr, LctrVariant};
    /// use hookgames_partition::Partition;
    /// let g = CellGame::new(Lctr, Partition::new(vec![2])?);
    /// assert_eq!(g.variant(), LctrVariant::Lctr);
    /// assert_eq!(g.partition().parts(), &[2]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(variant: impl Into<LctrVariant>, lambda: Partition) -> Self {
        CellGame {
            variant: variant.into(),
            lambda,
        }
    }

    /// The game played (see [`CellGame::new`]).
    ///
    /// # Complexity
    /// O(1).
    pub fn variant(&self) -> LctrVariant {
        self.variant
    }

    /// The starting partition λ (see [`CellGame::new`]).
    ///
    /// # Complexity
    /// O(1).
    pub fn partition(&self) -> &Partition {
        &self.lambda
    }
}

impl Algorithm for CellGame {
    type State = (usize, u64);
    fn try_for_each_follower<B, F>(&self, p: &(usize, u64), mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut((usize, u64)) -> ControlFlow<B>,
    {
        let (i, j) = *p;
        let parts = self.lambda.parts();
        if !in_diagram(parts, i, j) {
            return ControlFlow::Continue(());
        }
        // i < ℓ(λ) and j < λ_{i+1}, so neither increment overflows.
        match self.variant {
            LctrVariant::Lctr => {
                f((i + 1, j))?;
                f((i, j + 1))?;
            }
            LctrVariant::Downright => {
                if in_diagram(parts, i + 1, j) {
                    f((i + 1, j))?;
                }
                if in_diagram(parts, i, j + 1) {
                    f((i, j + 1))?;
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// The value of λ[i, j] (equation (1)) by Theorem 22 of
    /// Gottlieb–Krnc–Muršič in O(log ℓ(λ)), read in place; a pair outside
    /// the diagram is an end (LCTR's ∅), value 0.
    fn known_grundy(&self, p: &(usize, u64), _: &Engine<'_>) -> Option<Result<u64, GameError>> {
        let parts = self.lambda.parts();
        Some(Ok(box_value(
            self.variant,
            Convention::Normal,
            parts,
            p.0,
            p.1,
        )))
    }

    /// The misère value of λ[i, j] by the misère extension of Theorem 22
    /// in O(log ℓ(λ)); 1 for a pair outside the diagram.
    fn known_misere_grundy(
        &self,
        p: &(usize, u64),
        _: &Engine<'_>,
    ) -> Option<Result<u64, GameError>> {
        let parts = self.lambda.parts();
        Some(Ok(box_value(
            self.variant,
            Convention::Misere,
            parts,
            p.0,
            p.1,
        )))
    }

    /// The moves (i + 1, j) and (i, j + 1) (in that order, where the rules
    /// allow them) whose value by Theorem 22 is `value`, in O(log ℓ(λ)).
    fn known_options_with_value(
        &self,
        p: &(usize, u64),
        value: u64,
        engine: &Engine<'_>,
    ) -> Option<Result<Vec<(usize, u64)>, GameError>> {
        let limits = engine.limits();
        let parts = self.lambda.parts();
        let [down, right] = box_moves(self.variant, parts, p.0, p.1);
        let val = |m: Option<(usize, u64)>| {
            m.map(|(i, j)| box_value(self.variant, Convention::Normal, parts, i, j))
        };
        // Built only when the move's value matches, so only for a legal
        // move (`Some`).
        let at = |m: Option<(usize, u64)>| m.unwrap_or_default();
        Some(pick(
            value,
            [(val(down), &|| at(down)), (val(right), &|| at(right))],
            limits,
            |_| std::mem::size_of::<(usize, u64)>(),
        ))
    }
}
