//! The two realizations of the Nakayama algorithm (Kawanaka §8) as
//! [`Algorithm`]s, and the isomorphism between them.

use std::ops::ControlFlow;

use hookgames_game::{Algorithm, Engine, GameError, GameMap};
use hookgames_maya::MayaDiagram;
use hookgames_partition::Partition;
use hookgames_plain::Plain;

use crate::SatoWelterError;
use crate::moves::{one_line_options_with_value, young_options_with_value};

/// The Young realization (Q, ψ) of the Nakayama algorithm (Kawanaka §8): a
/// state is a Young diagram Y, and ψ(Y) = {Y − H(x) | x ∈ Y} removes any one
/// hook. As a game under normal play this is the Sato–Welter game
/// (Kawanaka §9).
///
/// Kawanaka's Q is the set of diagrams with at most l rows; since removing
/// a hook never adds a row, the same branching map serves every l and this
/// type does not fix one. Distinct boxes give distinct diagrams (the stone
/// moves (s, s') of the one-line realization are distinct sets), so each
/// follower is reported once, in the order of the boxes (row by row, left
/// to right).
///
/// It is an [`Algorithm`] for the engine `hookgames-game` and a
/// [`Plain`] algorithm for Kawanaka's theory in `hookgames-plain` — by a
/// theorem, not by a check: Kawanaka §8 shows that the Nakayama algorithm
/// is plain (see the `impl Plain` below), so
/// [`good_moves`](hookgames_plain::good_moves) and
/// [`Diagram::of`](hookgames_plain::Diagram::of) take it directly. Its fast
/// paths are methods: the Grundy value without visiting a box
/// ([`YoungRealization::grundy`]), the moves to a value by the box-level
/// Theorem 4.2 ([`options_with_value`](hookgames_game::AlgorithmExt::options_with_value),
/// [`winning_moves`](hookgames_game::AlgorithmExt::winning_moves), [`YoungRealization::descent`]) and
/// by trial ([`YoungRealization::options_with_value_by_trial`]), misère
/// play through the engine's solver ([`YoungRealization::misere_grundy`],
/// [`YoungRealization::misere_outcome`]).
///
/// The engine's value hooks are these fast paths:
/// [`Algorithm::known_grundy`] is (9.1) and
/// [`Algorithm::known_options_with_value`] the Theorem 4.2 search, so the
/// zero-config [`hookgames_game::grundy`], [`hookgames_game::winning_moves`]
/// and [`hookgames_game::options_by_value`] — and every sum with a Young
/// diagram in it — answer without a search; the pure search
/// [`Solver`](hookgames_game::Solver) still visits every partition inside
/// λ (the oracle the tests hold the hooks against). There is no misère
/// hook: no closed form is known for misère play, so misère values are
/// searched.
///
/// # Example
/// ```
/// use hookgames_partition::Partition;
/// use hookgames_game::{grundy, winning_moves, Algorithm, AlgorithmExt, DescribeMoves, Solver};
/// use hookgames_plain::{good_moves, Plain};
/// use hookgames_sato_welter::YoungRealization;
/// let y = Partition::new(vec![2, 1])?;
/// let followers: Vec<String> = YoungRealization.followers(&y)?.iter().map(|q| q.to_string()).collect();
/// assert_eq!(followers, ["∅", "1,1", "2"]);
/// assert!(YoungRealization.has_arrow(&y, &Partition::new(vec![2])?)?);
/// assert!(!YoungRealization.has_arrow(&y, &Partition::new(vec![1])?)?); // two boxes: not a hook
/// assert_eq!(YoungRealization.arrow_length(&y, &Partition::empty())?, 3); // the hook at (1,1)
/// // Sato: N(3) ⊕ N(1) ⊕ N(1) = 1 ⊕ 1 ⊕ 1 with N(h) = h ⊕ (h − 1).
/// assert_eq!(Solver::new(&YoungRealization).grundy(&y)?, 1); // the engine's pure search
/// assert_eq!(YoungRealization.grundy(&y)?, 1); // the fast path
/// assert_eq!(grundy(&YoungRealization, &y)?, 1); // the engine, through the value hook
/// // A sum of two diagrams of 10^12 and 3 boxes: (9.1) on each, the nim-sum.
/// let row = Partition::new(vec![1_000_000_000_000])?;
/// assert_eq!(grundy(&(YoungRealization, YoungRealization), &(row.clone(), y.clone()))?, 1_000_000_000_000 ^ 1);
/// // The good move removes the hook of (1, 1): Theorem 4.2, generic and on the boxes.
/// assert_eq!(good_moves(&YoungRealization, &y)?, vec![Partition::empty()]);
/// assert_eq!(YoungRealization.winning_moves(&y)?, vec![Partition::empty()]);
/// assert_eq!(winning_moves(&YoungRealization, &y)?, vec![Partition::empty()]);
/// let m = YoungRealization.describe(&y, &[Partition::empty()])?;
/// assert_eq!((m[0].row, m[0].col, m[0].hook_length), (1, 1, 3));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct YoungRealization;

impl Algorithm for YoungRealization {
    type State = Partition;

    /// Calls `f` with Y − H(i, j) for every box (i, j), row by row.
    ///
    /// # Complexity
    /// O(ℓ) per follower (the new parts are copied), O(|Y| ℓ) in all.
    fn try_for_each_follower<B, F>(&self, p: &Partition, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(Partition) -> ControlFlow<B>,
    {
        for (i, j) in p.boxes() {
            if let Ok(q) = p.remove_hook(i, j) {
                f(q)?;
            }
        }
        ControlFlow::Continue(())
    }

    /// The struct and its parts (8 bytes each), for the engine's byte
    /// limit.
    fn state_bytes(&self, p: &Partition) -> usize {
        size_of::<Partition>() + 8 * p.len()
    }

    fn follower_count(&self, p: &Partition) -> Result<usize, GameError> {
        // One follower per box.
        Ok(usize::try_from(p.size()).unwrap_or(usize::MAX))
    }

    fn is_end(&self, p: &Partition) -> Result<bool, GameError> {
        Ok(p.is_empty())
    }

    /// `true` if q = p − H for a hook H of p, decided on the β-numbers with
    /// ℓ(p) stones without removing any hook: the β-set of q is that of p
    /// with one stone s moved to an empty cell s′ < s (Kawanaka §8, after
    /// Nakayama; the converse holds too).
    ///
    /// # Complexity
    /// O(ℓ).
    fn has_arrow(&self, p: &Partition, q: &Partition) -> Result<bool, GameError> {
        let l = p.len();
        if q.len() > l || q.size() >= p.size() {
            return Ok(false);
        }
        // β_i = λ_i + l − i (1-based i), strictly decreasing in i.
        let beta = |lam: &Partition, k: usize| -> u128 {
            u128::from(lam.parts().get(k).copied().unwrap_or(0)) + (l - 1 - k) as u128
        };
        // Merge the two decreasing β-sequences, counting the numbers that
        // only one of them has; |q| < |p| makes the lone number of p the
        // larger one.
        let (mut i, mut j) = (0, 0);
        let (mut only_p, mut only_q) = (0usize, 0usize);
        while i < l && j < l {
            let (a, b) = (beta(p, i), beta(q, j));
            if a == b {
                i += 1;
                j += 1;
            } else if a > b {
                only_p += 1;
                i += 1;
            } else {
                only_q += 1;
                j += 1;
            }
            if only_p > 1 || only_q > 1 {
                return Ok(false);
            }
        }
        Ok(only_p + (l - i) == 1 && only_q + (l - j) == 1)
    }

    /// The value by Kawanaka's (9.1) — Theorem 4.1: E^(2) is the
    /// Sprague–Grundy value — known for every partition, without visiting
    /// a box: [`YoungRealization::grundy`]. So
    /// [`hookgames_game::grundy`] and every sum with a Young diagram in it
    /// answer at once.
    ///
    /// # Complexity
    /// As [`YoungRealization::grundy`]: O(ℓ + (λ_1 + ℓ)/64), independent
    /// of |λ|.
    fn known_grundy(&self, p: &Partition, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
        Some(self.grundy(p))
    }

    /// The followers of value `value` by the good-move search of
    /// Kawanaka's Theorem 4.2 (ii) on the boxes
    /// ([`options_with_value`](hookgames_game::AlgorithmExt::options_with_value), without building the
    /// [`Move`](crate::Move)s), in the order of the enumeration: the boxes
    /// row by row, left to right. A target ≥ |λ| or equal to the value of
    /// λ has no follower, for any λ (answered at once); for the others the
    /// descent runs.
    ///
    /// # Errors
    /// [`GameError::Evaluation`] with this crate's
    /// [`SatoWelterError::TooManyBoxes`] message if |λ| exceeds
    /// [`MAX_BOXES`](crate::MAX_BOXES);
    /// [`GameError::MemoryLimit`] if the descent's diagrams (128 bytes a
    /// box of λ) or the list exceed `limits.max_bytes`;
    /// [`GameError::ArrowLimit`] if more than `limits.max_arrows` followers
    /// have the value.
    ///
    /// # Complexity
    /// As [`YoungRealization::descent`] (about O(|λ| log |λ|)), plus O(ℓ)
    /// per follower found.
    fn known_options_with_value(
        &self,
        p: &Partition,
        value: u64,
        engine: &Engine<'_>,
    ) -> Option<Result<Vec<Partition>, GameError>> {
        let limits = engine.limits();
        Some(young_options_with_value(p, value, limits))
    }
}

/// The Young realization is a plain algorithm, so it implements
/// [`Plain`] and the theorems of Kawanaka's paper apply to it without a
/// check (Theorem 2.5: the diagram of ⟨Y⟩ is Y with its hooks; Theorems 4.1
/// and 4.2): the obligation of [`Plain`] is a theorem, Kawanaka §8 — the
/// one-line realization of the Nakayama algorithm "is a finitely branching
/// plain algorithm", and the Young realization is isomorphic to it
/// ([`NakayamaIsomorphism`]). The tests run
/// [`check_plain`](hookgames_plain::check_plain) and the checked good-move
/// search [`good_moves_checked`](hookgames_plain::good_moves_checked) on
/// small diagrams all the same.
///
/// The arrow length |Y → Y − H| is the hook length |H| = |Y| − |Y − H|
/// (Kawanaka §2: the diagram of the follower is Y minus the hook).
impl Plain for YoungRealization {
    fn arrow_length(&self, p: &Partition, q: &Partition) -> Result<u64, GameError> {
        Ok(p.size().saturating_sub(q.size()))
    }

    /// The hook lengths of λ, without building the followers.
    fn try_for_each_arrow_length<B, F>(&self, p: &Partition, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        p.hooks().try_for_each(|(_, h)| f(h))
    }

    /// A hook of length kn is a hook of length k of the n-quotient (the
    /// abacus: Kawanaka §8), so E^(n) can be read off the hook lengths.
    fn quotient_lengths_divide(&self) -> bool {
        true
    }
}

/// The one-line realization (P, φ) of the Nakayama algorithm (Kawanaka §8,
/// Fig. 7; Sato's "Maya game", Welter's game): stones on the board
/// ℕ = {0, 1, 2, …}, at most one per cell; a move takes one stone to any
/// empty cell with a smaller number.
///
/// The state is a [`MayaDiagram`] (= [`BetaSet`](hookgames_maya::BetaSet)) of
/// `hookgames-maya`: a bitset that is a single inline `u64` word (no heap)
/// while every stone is below 64 and a wider bitset beyond, up to
/// [`MAX_CELLS`](hookgames_maya::MAX_CELLS) cells. The number l of stones is
/// whatever the state holds (moves keep it). A move s → s′ removes the hook
/// of length s − s′ from the partition of the β-set
/// ([`MayaDiagram::to_partition`]); [`NakayamaIsomorphism`] makes this an
/// isomorphism with [`YoungRealization`].
///
/// It is a [`Plain`] algorithm by a theorem (Kawanaka §8; see the
/// `impl Plain` below). Its fast paths are methods: the Grundy value on
/// the bitset ([`OneLineRealization::grundy`]), the stone moves to a value
/// by Theorem 4.2 ([`options_with_value`](hookgames_game::AlgorithmExt::options_with_value),
/// [`winning_moves`](hookgames_game::AlgorithmExt::winning_moves)) and by trial
/// ([`OneLineRealization::options_with_value_by_trial`]), misère play
/// through the engine's solver ([`OneLineRealization::misere_grundy`],
/// [`OneLineRealization::misere_outcome`]).
///
/// As for [`YoungRealization`], the engine's value hooks are these fast
/// paths ([`Algorithm::known_grundy`]: (9.1) on the bitset;
/// [`Algorithm::known_options_with_value`]: Theorem 4.2, in the order of the
/// enumeration), so the zero-config functions of the engine and its sums
/// answer without a search; the [`Solver`](hookgames_game::Solver)
/// searches; misère values are searched (no closed form is known).
///
/// # Example
/// ```
/// use hookgames_maya::MayaDiagram;
/// use hookgames_game::{grundy, winning_moves, Algorithm, AlgorithmExt, DescribeMoves, Solver};
/// use hookgames_plain::Plain;
/// use hookgames_sato_welter::OneLineRealization;
/// let p = MayaDiagram::new([3, 1])?; // the partition (2, 1)
/// let q = MayaDiagram::new([1, 0])?; // stone 3 → 0
/// assert_eq!(OneLineRealization.follower_count(&p)?, 3);
/// assert!(OneLineRealization.has_arrow(&p, &q)?);
/// assert_eq!(OneLineRealization.arrow_length(&p, &q)?, 3);
/// assert_eq!(Solver::new(&OneLineRealization).grundy(&p)?, 1); // the engine's pure search
/// assert_eq!(OneLineRealization.grundy(&p)?, 1); // the fast path
/// assert_eq!(grundy(&OneLineRealization, &p)?, 1); // the engine, through the value hook
/// assert_eq!(OneLineRealization.winning_moves(&p)?, vec![q.clone()]);
/// assert_eq!(winning_moves(&OneLineRealization, &p)?, vec![q.clone()]);
/// assert_eq!(OneLineRealization.describe(&p, &[q])?[0].distance(), 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct OneLineRealization;

impl Algorithm for OneLineRealization {
    type State = MayaDiagram;

    /// Calls `f` with the board after each move (s, s′): stones from the
    /// top, targets from the top.
    ///
    /// # Complexity
    /// O(h/64) per follower (one copy of the bitset, highest cell h).
    fn try_for_each_follower<B, F>(&self, p: &MayaDiagram, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(MayaDiagram) -> ControlFlow<B>,
    {
        for (s, t) in p.moves() {
            if let Ok(q) = p.with_move(s, t) {
                f(q)?;
            }
        }
        ControlFlow::Continue(())
    }

    /// The struct, and the words of its bitset when they leave the inline
    /// word (8 bytes each), for the engine's byte limit.
    fn state_bytes(&self, p: &MayaDiagram) -> usize {
        maya_bytes(p)
    }

    fn follower_count(&self, p: &MayaDiagram) -> Result<usize, GameError> {
        // One move per box of the partition (Kawanaka §8).
        Ok(usize::try_from(p.partition_size()).unwrap_or(usize::MAX))
    }

    fn is_end(&self, p: &MayaDiagram) -> Result<bool, GameError> {
        Ok(p.moves().next().is_none())
    }

    /// `true` if q is p with one stone s moved to an empty cell s′ < s:
    /// the two bitsets differ in exactly two cells, the higher one occupied
    /// in p.
    ///
    /// # Complexity
    /// O(h/64) for the highest cell h of p and q.
    fn has_arrow(&self, p: &MayaDiagram, q: &MayaDiagram) -> Result<bool, GameError> {
        let (a, b) = (p.words(), q.words());
        let (mut from, mut to) = (None, None);
        let mut differing = 0;
        for k in 0..a.len().max(b.len()) {
            let x = a.get(k).copied().unwrap_or(0);
            let y = b.get(k).copied().unwrap_or(0);
            let d = x ^ y;
            if d == 0 {
                continue;
            }
            differing += d.count_ones();
            if differing > 2 {
                return Ok(false);
            }
            let base = 64 * k as u64;
            if d & x != 0 {
                from = Some(base + u64::from((d & x).trailing_zeros()));
            }
            if d & y != 0 {
                to = Some(base + u64::from((d & y).trailing_zeros()));
            }
        }
        Ok(matches!((from, to), (Some(s), Some(t)) if differing == 2 && t < s))
    }

    /// The value by Kawanaka's (9.1) — Theorem 4.1: E^(2) is the
    /// Sprague–Grundy value — on the bitset, known for every board:
    /// [`OneLineRealization::grundy`].
    ///
    /// # Complexity
    /// As [`OneLineRealization::grundy`]: O(h/64) for the highest cell h.
    fn known_grundy(&self, p: &MayaDiagram, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
        Some(self.grundy(p))
    }

    /// The followers of value `value` by the good-move search of
    /// Kawanaka's Theorem 4.2 (ii) on the boxes of the board's partition
    /// ([`options_with_value`](hookgames_game::AlgorithmExt::options_with_value), without building the
    /// [`StoneMove`](crate::StoneMove)s), in the order of the enumeration:
    /// stones from the top, each stone's targets from the top (the
    /// inherent method sorts by box instead; the k moves found are
    /// re-sorted, O(k log k)). A target ≥ |λ| or equal to the value of the
    /// board has no follower (answered at once).
    ///
    /// # Errors
    /// As [`YoungRealization`]'s `known_options_with_value`:
    /// [`GameError::Evaluation`] (more than [`MAX_BOXES`](crate::MAX_BOXES)
    /// boxes), [`GameError::MemoryLimit`], [`GameError::ArrowLimit`].
    ///
    /// # Complexity
    /// As [`YoungRealization::descent`] on the board's partition, plus
    /// O(h/64 + 64) per follower found.
    fn known_options_with_value(
        &self,
        p: &MayaDiagram,
        value: u64,
        engine: &Engine<'_>,
    ) -> Option<Result<Vec<MayaDiagram>, GameError>> {
        let limits = engine.limits();
        Some(one_line_options_with_value(p, value, limits))
    }
}

/// The one-line realization is a plain algorithm, so it implements
/// [`Plain`]: the obligation of [`Plain`] is a theorem, Kawanaka §8 ("the
/// one-line realization (P, φ) of the Nakayama algorithm is a finitely
/// branching plain algorithm"; the diagram of ⟨p⟩ is the Young diagram of
/// p with its hooks). The tests run
/// [`check_plain`](hookgames_plain::check_plain) and the checked good-move
/// search [`good_moves_checked`](hookgames_plain::good_moves_checked) on
/// small boards all the same.
///
/// The arrow length of s → s′ is the distance s − s′ = the hook length
/// (Kawanaka §8): the difference of the sums of the stones.
impl Plain for OneLineRealization {
    fn arrow_length(&self, p: &MayaDiagram, q: &MayaDiagram) -> Result<u64, GameError> {
        let sp: u64 = p.stones().sum();
        let sq: u64 = q.stones().sum();
        Ok(sp.saturating_sub(sq))
    }

    /// The distances s − s′ of the moves, in the order of the followers,
    /// without copying a board.
    fn try_for_each_arrow_length<B, F>(&self, p: &MayaDiagram, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        p.moves().try_for_each(|(s, t)| f(s - t))
    }

    /// Moving a stone by kn cells moves it by k cells on its runner of the
    /// n-abacus (Kawanaka §8), so the lengths of φ_n divide by n.
    fn quotient_lengths_divide(&self) -> bool {
        true
    }
}

/// The isomorphism of Kawanaka §8 between the Young realization restricted
/// to the diagrams with at most l rows and the one-line realization with l
/// stones: λ ↦ {λ_i + l − i : 1 ≤ i ≤ l} (the β-set with l stones; with
/// l = ℓ(λ) the hook lengths of the first column), and back.
///
/// Removing the hook at the box (i, j) corresponds to moving the i-th
/// largest stone to the j-th smallest empty cell
/// ([`MayaDiagram::box_to_move`]).
///
/// # Example
/// ```
/// use hookgames_partition::Partition;
/// use hookgames_game::verify_isomorphism;
/// use hookgames_sato_welter::{NakayamaIsomorphism, OneLineRealization, YoungRealization};
/// let iso = NakayamaIsomorphism::new(6);
/// let y = Partition::new(vec![9, 8, 6, 5, 5, 2])?;
/// let p = iso.to_one_line(&y)?;
/// assert_eq!(p.to_string(), "{14, 12, 9, 7, 6, 2}"); // Kawanaka §8
/// assert_eq!(iso.to_young(&p)?, y);
/// let small = Partition::new(vec![3, 2])?;
/// // A partial map: a position where it fails would be a counterexample.
/// let cert = verify_isomorphism(&YoungRealization, &small, &OneLineRealization,
///     &iso.to_one_line(&small)?, |q| iso.to_one_line(q))?;
/// assert_eq!(cert.states, 9); // the partitions inside (3, 2)
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NakayamaIsomorphism {
    stones: usize,
}

impl NakayamaIsomorphism {
    /// The isomorphism for boards with `stones` = l stones.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_sato_welter::NakayamaIsomorphism;
    /// let iso = NakayamaIsomorphism::new(6); // Kawanaka's Fig. 7 has six stones
    /// assert_eq!(iso.stones(), 6);
    /// ```
    pub fn new(stones: usize) -> Self {
        NakayamaIsomorphism { stones }
    }

    /// The number l of stones.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`NakayamaIsomorphism::new`].
    pub fn stones(&self) -> usize {
        self.stones
    }

    /// The β-set of λ with l stones: β_i = λ_i + l − i.
    ///
    /// # Errors
    /// [`SatoWelterError::TooManyRows`] if λ has more than l rows;
    /// [`SatoWelterError::Maya`] if λ_1 + l − 1 reaches
    /// [`MAX_CELLS`](hookgames_maya::MAX_CELLS).
    ///
    /// # Complexity
    /// O(l + (λ_1 + l)/64).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// use hookgames_sato_welter::NakayamaIsomorphism;
    /// let iso = NakayamaIsomorphism::new(3);
    /// assert_eq!(iso.to_one_line(&Partition::new(vec![2])?)?.to_string(), "{4, 1, 0}");
    /// assert!(iso.to_one_line(&Partition::new(vec![1, 1, 1, 1])?).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_one_line(&self, lambda: &Partition) -> Result<MayaDiagram, SatoWelterError> {
        if lambda.len() > self.stones {
            return Err(SatoWelterError::TooManyRows {
                shape: lambda.to_string(),
                rows: lambda.len(),
                stones: self.stones,
            });
        }
        Ok(MayaDiagram::from_partition_with_stones(
            lambda,
            self.stones,
        )?)
    }

    /// The partition of a board with l stones: λ_i = β_i − (l − i).
    ///
    /// # Errors
    /// [`SatoWelterError::StoneCount`] if the board does not hold exactly l
    /// stones.
    ///
    /// # Complexity
    /// O(l + h/64) for the highest cell h.
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// use hookgames_sato_welter::NakayamaIsomorphism;
    /// let iso = NakayamaIsomorphism::new(3);
    /// assert_eq!(iso.to_young(&MayaDiagram::new([4, 1, 0])?)?.parts(), &[2]);
    /// assert!(iso.to_young(&MayaDiagram::new([4, 1])?).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_young(&self, board: &MayaDiagram) -> Result<Partition, SatoWelterError> {
        let found = board.count();
        if found != self.stones {
            return Err(SatoWelterError::StoneCount {
                board: board.to_string(),
                found,
                expected: self.stones,
            });
        }
        Ok(board.to_partition()?)
    }
}

/// λ ↦ its β-set with l stones ([`NakayamaIsomorphism::to_one_line`]), as
/// a map of games that fails on the diagrams with more than l rows: pass
/// `|q| iso.try_apply(q)` to
/// [`verify_isomorphism`](hookgames_game::verify_isomorphism), which
/// reports such a diagram as a counterexample.
///
/// # Example
/// ```
/// use hookgames_game::{verify_isomorphism, GameMap, IsomorphismError};
/// use hookgames_partition::Partition;
/// use hookgames_sato_welter::{NakayamaIsomorphism, OneLineRealization, YoungRealization};
/// let y = Partition::new(vec![2, 2])?;
/// let iso = NakayamaIsomorphism::new(2);
/// let p = iso.try_apply(&y)?;
/// assert_eq!(p.to_string(), "{3, 2}");
/// verify_isomorphism(&YoungRealization, &y, &OneLineRealization, &p, |q| iso.try_apply(q))?;
/// // With one stone the map fails at (2, 2) itself: a counterexample, not a panic.
/// let one = NakayamaIsomorphism::new(1);
/// let err = verify_isomorphism(&YoungRealization, &y, &OneLineRealization, &p, |q| one.try_apply(q));
/// assert!(matches!(err, Err(IsomorphismError::MapFailed { .. })));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl GameMap<Partition> for NakayamaIsomorphism {
    type Image = MayaDiagram;
    type Error = SatoWelterError;

    fn try_apply(&self, lambda: &Partition) -> Result<MayaDiagram, SatoWelterError> {
        self.to_one_line(lambda)
    }
}

/// A board with l stones ↦ its partition ([`NakayamaIsomorphism::to_young`]),
/// as a map of games that fails on the boards with another number of
/// stones.
///
/// # Example
/// ```
/// use hookgames_game::{verify_isomorphism, GameMap};
/// use hookgames_maya::MayaDiagram;
/// use hookgames_partition::Partition;
/// use hookgames_sato_welter::{NakayamaIsomorphism, OneLineRealization, YoungRealization};
/// let iso = NakayamaIsomorphism::new(2);
/// let p = MayaDiagram::new([3, 2])?;
/// assert_eq!(iso.try_apply(&p)?, Partition::new(vec![2, 2])?);
/// verify_isomorphism(&OneLineRealization, &p, &YoungRealization, &iso.try_apply(&p)?, |q| {
///     iso.try_apply(q)
/// })?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl GameMap<MayaDiagram> for NakayamaIsomorphism {
    type Image = Partition;
    type Error = SatoWelterError;

    fn try_apply(&self, board: &MayaDiagram) -> Result<Partition, SatoWelterError> {
        self.to_young(board)
    }
}

/// The bytes of a board: the struct, plus its words when there is more
/// than the inline one.
pub(crate) fn maya_bytes(p: &MayaDiagram) -> usize {
    let words = p.words().len();
    size_of::<MayaDiagram>() + if words > 1 { 8 * words } else { 0 }
}
