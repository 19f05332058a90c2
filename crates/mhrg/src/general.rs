//! The general engine: MHRG with any starting diagram and any numbering
//! (Abuku–Tada, Definition 1.1, rules (M1)–(M5)).

use std::borrow::Cow;
use std::ops::ControlFlow;

use hashbrown::{HashMap, HashSet};
use hookgames_game::{Algorithm, Engine, GameError};
use hookgames_partition::Partition;

use crate::closed::{Known, few_rows_known, near_square_grundy};
use crate::hooks::{misere_heap, options_with_value_by};
use crate::numbering::{HookMultiset, Numbering, Unimodal, hook_multiset};
use crate::positions::condition_iii;
use crate::{MAX_GENERAL_BOXES, MAX_TURN_DIAGRAMS, MhrgError};

/// The turn explored more diagrams than its budget allowed.
#[derive(Debug)]
struct OverBudget;

/// Refuses a starting diagram with more than [`MAX_GENERAL_BOXES`] boxes.
fn check_start_boxes(boxes: u128) -> Result<(), MhrgError> {
    if boxes > u128::from(MAX_GENERAL_BOXES) {
        Err(MhrgError::StartTooLarge {
            boxes,
            limit: MAX_GENERAL_BOXES,
        })
    } else {
        Ok(())
    }
}

fn turn_limit(what: &str, y: &Partition) -> MhrgError {
    MhrgError::TurnLimit {
        what: format!("{what} of {y}"),
        limit: MAX_TURN_DIAGRAMS,
    }
}

/// One complete turn of MHRG: the boxes chosen one after the other (each
/// in the diagram current at that step: the first in Y, the second in
/// Y' = Y ∖ h, …), the common multiset A(h) of their hooks, and the
/// diagram handed to the next player.
///
/// # Example
/// See [`MhrgGame::moves`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MhrgMove {
    /// The boxes whose hooks were removed, in order: `hooks[0]` is the
    /// player's free choice (M4), the others are forced by (M4b)/(M4c).
    pub hooks: Vec<(usize, u64)>,
    /// A(h) of the first hook, shared by all the others.
    pub multiset: HookMultiset,
    /// The resulting diagram.
    pub result: Partition,
}

/// MHRG with a starting diagram Y_s and a numbering α of its boxes
/// (Abuku–Tada, Definition 1.1): a player removes a hook h of the current
/// diagram Y; then, as long as the new diagram has a hook h' with
/// A(h') = A(h), the player must choose one such hook and remove it too
/// ((M4b), (M4c)); the player who makes ∅ wins (M5).
///
/// When several hooks qualify in (M4b) or (M4c), each choice is a different
/// way to play the turn: φ(Y) (the [`Algorithm`] followers, and
/// [`MhrgGame::options`]) is the set of *all* diagrams a turn can end in,
/// over every first hook and every sequence of forced choices, each
/// reported once.
///
/// The numbers of a position Y ⊂ Y_s are α|_Y: the box (i, j) of Y carries
/// α(i, j), whatever hook removals moved it there (rule (M3)).
///
/// States passed to [`Algorithm::try_for_each_follower`] must be contained in
/// Y_s; for any other diagram it reports no follower (the checked
/// [`MhrgGame::options`] returns [`MhrgError::NotInStart`]).
///
/// # Example
/// ```
/// use hookgames_mhrg::MhrgGame;
/// use hookgames_partition::Partition;
/// use hookgames_game::grundy;
/// let game = MhrgGame::rectangle(3, 5)?;
/// // Abuku–Tada, Table 1: G(Y_{3,5}) = 0.
/// assert_eq!(grundy(&game, game.start())?, 0);
/// // Example 1.2: from (5,4,3) the hook at (2,1) forces the hook at (1,2).
/// let opts = game.options(&Partition::new(vec![5, 4, 3])?)?;
/// assert!(opts.contains(&Partition::new(vec![1, 1])?));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MhrgGame<N: Numbering> {
    start: Partition,
    numbering: N,
}

impl MhrgGame<Unimodal> {
    /// MHRG(m, n): the rectangle Y_{m,n} with the unimodal numbering α_{m,n}
    /// (Abuku–Tada §4.1).
    ///
    /// # Errors
    /// [`MhrgError::EmptyRectangle`] if m = 0 or n = 0;
    /// [`MhrgError::StartTooLarge`] if m·n exceeds [`MAX_GENERAL_BOXES`]
    /// (checked before the diagram is built).
    ///
    /// # Complexity
    /// O(m).
    ///
    /// # Example
    /// ```
    /// use hookgames_mhrg::MhrgGame;
    /// let game = MhrgGame::rectangle(2, 3)?;
    /// assert_eq!(game.start().parts(), &[3, 3]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn rectangle(m: usize, n: u64) -> Result<Self, MhrgError> {
        let numbering = Unimodal::new(m, n)?;
        check_start_boxes(m as u128 * u128::from(n))?;
        let start = Partition::new(vec![n; m])?;
        Ok(MhrgGame { start, numbering })
    }
}

impl<N: Numbering> MhrgGame<N> {
    /// The game with starting diagram `start` numbered by `numbering`.
    ///
    /// # Errors
    /// [`MhrgError::StartTooLarge`] if `start` has more than
    /// [`MAX_GENERAL_BOXES`] boxes (checked first);
    /// [`MhrgError::Unnumbered`] if some box of `start` has no number.
    ///
    /// # Complexity
    /// O(|Y_s|) calls of the numbering.
    ///
    /// # Example
    /// ```
    /// use hookgames_mhrg::{BoxNumbering, MhrgGame};
    /// use hookgames_partition::Partition;
    /// let alpha = BoxNumbering::new(vec![vec![1, 1], vec![1]])?;
    /// let game = MhrgGame::new(Partition::new(vec![2, 1])?, alpha.clone())?;
    /// // Removing a single box forces removing single boxes until none is
    /// // left ((M4c)), and the hook at (1, 1) clears the diagram at once.
    /// assert_eq!(game.options(game.start())?, vec![Partition::empty()]);
    /// assert!(MhrgGame::new(Partition::new(vec![3])?, alpha).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(start: Partition, numbering: N) -> Result<Self, MhrgError> {
        check_start_boxes(u128::from(start.size()))?;
        if let Some((row, col)) = start
            .boxes()
            .find(|&(i, j)| numbering.number(i, j).is_none())
        {
            return Err(MhrgError::Unnumbered {
                row,
                col,
                start: start.to_string(),
            });
        }
        Ok(MhrgGame { start, numbering })
    }

    /// The starting diagram Y_s.
    pub fn start(&self) -> &Partition {
        &self.start
    }

    /// The numbering α.
    pub fn numbering(&self) -> &N {
        &self.numbering
    }

    /// `true` if Y ⊂ Y_s (row by row).
    ///
    /// # Complexity
    /// O(ℓ(Y)).
    pub fn contains(&self, y: &Partition) -> bool {
        y.len() <= self.start.len() && y.rows().all(|(i, p)| p <= self.start.part(i))
    }

    fn check(&self, y: &Partition) -> Result<(), MhrgError> {
        if self.contains(y) {
            Ok(())
        } else {
            Err(MhrgError::NotInStart {
                shape: y.to_string(),
                start: self.start.to_string(),
            })
        }
    }

    /// A(h_Y(i, j)); every box of Y ⊂ Y_s is numbered.
    fn multiset(&self, y: &Partition, i: usize, j: u64) -> HookMultiset {
        hook_multiset(y, &self.numbering, i, j).unwrap_or_default()
    }

    /// The boxes of z whose hooks have the multiset `a`.
    fn matching(&self, z: &Partition, a: &HookMultiset) -> Vec<(usize, u64)> {
        let len = a.len() as u64;
        z.hooks()
            .filter(|&(_, h)| h == len)
            .map(|(b, _)| b)
            .filter(|&(i, j)| &self.multiset(z, i, j) == a)
            .collect()
    }

    /// Calls `f` once with each distinct diagram a turn from Y (⊂ Y_s) can
    /// end in, until `f` breaks: the first boxes row by row, and for each
    /// the forced choices of (M4b)/(M4c) depth-first (the first matching
    /// box first). Nothing is computed past a break. (φ(Y) is reported
    /// sorted, [`MhrgGame::options`]; this order serves the
    /// questions that need none.) With a `budget`, stops with
    /// [`OverBudget`] before exploring more diagrams than that.
    fn try_for_each_option<B, F>(
        &self,
        y: &Partition,
        budget: Option<u64>,
        mut f: F,
    ) -> Result<ControlFlow<B>, OverBudget>
    where
        F: FnMut(Partition) -> ControlFlow<B>,
    {
        // The forced continuations depend only on (diagram, multiset): each
        // pair is explored once. A final diagram may be reached with two
        // multisets; it is reported once.
        let mut explored: HashMap<HookMultiset, HashSet<Partition>> = HashMap::new();
        let mut reported: HashSet<Partition> = HashSet::new();
        let mut count = 0u64;
        for (i, j) in y.boxes() {
            let Ok(z) = y.remove_hook(i, j) else { continue };
            let a = self.multiset(y, i, j);
            let seen = explored.entry(a.clone()).or_default();
            let mut stack = vec![z];
            while let Some(z) = stack.pop() {
                if seen.contains(&z) {
                    continue;
                }
                count += 1;
                if budget.is_some_and(|b| count > b) {
                    return Err(OverBudget);
                }
                seen.insert(z.clone());
                let next = self.matching(&z, &a);
                if next.is_empty() {
                    if reported.insert(z.clone())
                        && let ControlFlow::Break(b) = f(z)
                    {
                        return Ok(ControlFlow::Break(b));
                    }
                } else {
                    for &(p, q) in next.iter().rev() {
                        if let Ok(w) = z.remove_hook(p, q) {
                            stack.push(w);
                        }
                    }
                }
            }
        }
        Ok(ControlFlow::Continue(()))
    }

    /// Every distinct diagram a turn from Y (⊂ Y_s) can end in, sorted;
    /// [`OverBudget`] past `budget` explored diagrams.
    fn options_within(
        &self,
        y: &Partition,
        budget: Option<u64>,
    ) -> Result<Vec<Partition>, OverBudget> {
        let mut out = Vec::new();
        let _: ControlFlow<()> = self.try_for_each_option(y, budget, |z| {
            out.push(z);
            ControlFlow::Continue(())
        })?;
        out.sort();
        Ok(out)
    }

    /// The options O(Y): every diagram a turn from Y can end in, sorted
    /// and without repetition.
    ///
    /// # Errors
    /// [`MhrgError::NotInStart`] if Y ⊄ Y_s; [`MhrgError::TurnLimit`] if
    /// the forced continuations meet more than [`MAX_TURN_DIAGRAMS`]
    /// diagrams (checked as they are met).
    ///
    /// # Complexity
    /// For each box of Y, one hook removal and, for each diagram met in
    /// the forced continuations (at most [`MAX_TURN_DIAGRAMS`]), a scan of
    /// its hooks: O(|Y|²·h) for numberings whose turns remove a bounded
    /// number of hooks (at most two for the unimodal numbering on a
    /// rectangle, Lemma 3.15). |Y| ≤ [`MAX_GENERAL_BOXES`].
    ///
    /// # Example
    /// Abuku–Tada, Lemma 4.12 (2) for n' = 1: from (2, 1) in MHRG(2, 2).
    /// ```
    /// use hookgames_mhrg::MhrgGame;
    /// use hookgames_partition::Partition;
    /// let game = MhrgGame::rectangle(2, 2)?;
    /// let opts = game.options(&Partition::new(vec![2, 1])?)?;
    /// assert_eq!(opts, vec![Partition::empty(), Partition::new(vec![1])?]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn options(&self, y: &Partition) -> Result<Vec<Partition>, MhrgError> {
        self.check(y)?;
        self.options_within(y, Some(MAX_TURN_DIAGRAMS))
            .map_err(|OverBudget| turn_limit("the options", y))
    }

    /// Every way to play a turn from Y: for each first box (row by row)
    /// and each sequence of forced choices, the boxes, the multiset and
    /// the result. Different ways may end in the same diagram.
    ///
    /// # Errors
    /// [`MhrgError::NotInStart`] if Y ⊄ Y_s; [`MhrgError::TurnLimit`] if
    /// there are more than [`MAX_TURN_DIAGRAMS`] ways or diagrams on the
    /// way; [`MhrgError::Partition`] with `PartitionError::TooLarge` if the
    /// list (each way: its boxes, multiset and result diagram) would exceed
    /// the memory budget
    /// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES)
    /// (checked before each way is stored).
    ///
    /// # Complexity
    /// Proportional to the number of ways (each costs O(|Y|·h) to find the
    /// forced hooks); for the unimodal numbering on a rectangle, |Y| ways.
    ///
    /// # Example
    /// Abuku–Tada, Example 1.2: the second player removes the hook at
    /// (2, 1) of (5, 4, 3) and must then remove the hook at (1, 2).
    /// ```
    /// use hookgames_mhrg::MhrgGame;
    /// use hookgames_partition::Partition;
    /// let game = MhrgGame::rectangle(3, 5)?;
    /// let moves = game.moves(&Partition::new(vec![5, 4, 3])?)?;
    /// let mv = moves.iter().find(|mv| mv.hooks[0] == (2, 1)).unwrap();
    /// assert_eq!(mv.hooks, vec![(2, 1), (1, 2)]);
    /// assert_eq!(mv.multiset.as_slice(), &[1, 2, 3, 3, 4]);
    /// assert_eq!(mv.result, Partition::new(vec![1, 1])?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn moves(&self, y: &Partition) -> Result<Vec<MhrgMove>, MhrgError> {
        self.check(y)?;
        let mut out = Vec::new();
        let (mut count, mut bytes) = (0u64, 0u128);
        for (i, j) in y.boxes() {
            let a = self.multiset(y, i, j);
            let Ok(z) = y.remove_hook(i, j) else { continue };
            // Depth-first over the forced choices.
            let mut stack: Vec<(Vec<(usize, u64)>, Partition)> = vec![(vec![(i, j)], z)];
            while let Some((hooks, z)) = stack.pop() {
                count += 1;
                if count > MAX_TURN_DIAGRAMS {
                    return Err(turn_limit("the ways to play a turn", y));
                }
                let next = self.matching(&z, &a);
                if next.is_empty() {
                    // The way's heap: boxes, multiset (inline up to 8), parts.
                    bytes += std::mem::size_of::<MhrgMove>() as u128
                        + 16 * hooks.len() as u128
                        + 8 * a.len() as u128
                        + 8 * z.len() as u128;
                    hookgames_partition::check_materialized_bytes(
                        "the ways to play a turn",
                        bytes,
                        "start from a smaller diagram, or use MhrgGame::options",
                    )?;
                    out.push(MhrgMove {
                        hooks,
                        multiset: a.clone(),
                        result: z,
                    });
                } else {
                    for &(p, q) in next.iter().rev() {
                        if let Ok(w) = z.remove_hook(p, q) {
                            let mut h = hooks.clone();
                            h.push((p, q));
                            stack.push((h, w));
                        }
                    }
                }
            }
        }
        Ok(out)
    }
}

impl<N: Numbering> MhrgGame<N> {
    /// The rectangle (m, n) of the numbering when it is α_{m,n}
    /// ([`Numbering::as_unimodal`]), and the number of rows of Y in
    /// standard form (columns when m > n); `None` for another numbering or
    /// Y ⊄ Y_s.
    fn unimodal_rows(&self, y: &Partition) -> Option<(usize, u64, u64)> {
        let alpha = self.numbering.as_unimodal()?;
        if !self.contains(y) {
            return None;
        }
        let (m, n) = (alpha.m(), alpha.n());
        let rows = if m as u64 <= n {
            y.len() as u64
        } else {
            y.part(1)
        };
        Some((m, n, rows))
    }

    /// What the closed forms know of G(Y) for the unimodal numbering α_{m,n}
    /// and a game position Y ∈ S(Y_{m,n}) contained in Y_s — the same
    /// closed forms as [`RectGame`](crate::RectGame)'s hooks, on diagrams
    /// and for any m + n; `None` for another numbering, a diagram outside
    /// Y_s, a non-position, or a position no closed form covers. The tests
    /// on the shape come first (O(1) after the containment check), the
    /// position test (Motegi, Theorem 5.1 (III)) and the closed form only
    /// where one applies.
    fn known(&self, y: &Partition) -> Option<Known> {
        let (m, n, rows) = self.unimodal_rows(y)?;
        let (a, b) = if m as u64 <= n {
            (m, n)
        } else {
            (n as usize, m as u64)
        };
        let near = b - a as u64 <= 1;
        if !near && rows > 2 {
            return None;
        }
        let y = if m as u64 <= n {
            Cow::Borrowed(y)
        } else {
            // Y ⊂ Y_{m,n}: λ_1 ≤ n < m.
            Cow::Owned(y.conjugate().ok()?)
        };
        if !condition_iii(&y, a, b).ok()? {
            return None;
        }
        if near {
            // I(Y) = {λ_i + a − i + 1}; the empty rows give x ≤ a ≤ b.
            let elements = y.rows().map(|(i, part)| part + a as u64 + 1 - i as u64);
            return Some(Known::Value(near_square_grundy(b, elements)));
        }
        few_rows_known(a, b, y.part(1), y.part(2))
    }
}

/// φ(Y) is reported sorted, as [`MhrgGame::options`] returns it, so that
/// explorations (breadth-first numberings, the witnesses of the axiom
/// checks of `hookgames-plain`, counterexamples of `verify_isomorphism`)
/// do not depend on hashing. Sorting needs every turn, so
/// [`Algorithm::try_for_each_follower`] computes them all; the questions
/// that need no order stop early: `is_end` is O(1) (every turn ends
/// somewhere, so only ∅ is an end), and `has_arrow` stops computing hook
/// multisets and forced continuations at the first turn that ends in the
/// target.
///
/// The followers of Y cost what [`MhrgGame::options`] costs, with
/// |Y| ≤ [`MAX_GENERAL_BOXES`]; since an [`Algorithm`] has no error path,
/// the [`MAX_TURN_DIAGRAMS`] limit is not applied here: with a numbering
/// whose forced removals branch, call [`MhrgGame::options`] first, which
/// refuses such a turn with [`MhrgError::TurnLimit`].
///
/// # Values without search
/// With the unimodal numbering ([`Numbering::as_unimodal`]: a game made by
/// [`MhrgGame::rectangle`], or by [`MhrgGame::new`] with [`Unimodal`] and
/// a smaller start), the value hooks answer the game positions
/// Y ∈ S(Y_{m,n}) inside Y_s that a closed form covers — the same ones as
/// [`RectGame`](crate::RectGame)'s ("Values without search": every
/// position of a square or near-square, at most one row, two rows through
/// Motegi, Theorem 6.1 and Abuku–Tada, Lemma 4.12, Theorem 4.13 and
/// Corollary 4.14), here for any m + n; with any other numbering they say
/// `None` at once, and the engine searches.
impl<N: Numbering> Algorithm for MhrgGame<N> {
    type State = Partition;

    /// The results of the turns from `p`, sorted (nothing outside the start
    /// Y), within the turn limit of [`MhrgGame::options`]: a turn whose
    /// forced removals meet more than [`MAX_TURN_DIAGRAMS`] diagrams breaks
    /// with [`GameError::Enumeration`] naming the position and the limit, so
    /// a solver run on a branching numbering ends in a typed error instead
    /// of exploring without bound.
    fn try_for_each_follower<B, F>(&self, p: &Partition, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(Partition) -> ControlFlow<B>,
    {
        if !self.contains(p) {
            return ControlFlow::Continue(());
        }
        match self.options_within(p, Some(MAX_TURN_DIAGRAMS)) {
            Ok(options) => options.into_iter().try_for_each(f),
            Err(OverBudget) => ControlFlow::Break(
                GameError::Enumeration {
                    reason: turn_limit("the options", p).to_string(),
                }
                .into(),
            ),
        }
    }

    fn is_end(&self, p: &Partition) -> Result<bool, GameError> {
        Ok(p.is_empty() || !self.contains(p))
    }

    /// The inline `Partition` and its parts on the heap
    /// ([`Partition::heap_bytes`]), so that the byte limit of
    /// [`Limits`](hookgames_game::Limits) counts what a solver holds.
    fn state_bytes(&self, p: &Partition) -> usize {
        std::mem::size_of::<Partition>() + p.heap_bytes()
    }

    /// G(Y) by a closed form for the unimodal numbering (see
    /// [`MhrgGame`], "Values without search": Abuku–Tada, Theorems 4.4,
    /// 4.9, 5.15, Proposition 5.6, Lemma 4.12, Theorem 4.13,
    /// Corollary 4.14; Motegi, Theorems 5.1 and 6.1), else `None`.
    ///
    /// # Complexity
    /// O(1) with another numbering; else O(ℓ(Y)) to check Y ⊂ Y_s, and
    /// where a closed form applies O(|Y|) (the position test, and the
    /// transpose when m > n).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{grundy, Algorithm, Engine, Limits};
    /// use hookgames_mhrg::{square_start_grundy, MhrgGame};
    /// use hookgames_partition::Partition;
    /// // Y_{40,40} has 1 600 boxes: Corollary 5.16 by the hook.
    /// let game = MhrgGame::rectangle(40, 40)?;
    /// assert_eq!(grundy(&game, game.start())?, square_start_grundy(40)?);
    /// // Two rows of MHRG(30, 70): Motegi, Theorem 6.1 and Table 3.
    /// let wide = MhrgGame::rectangle(30, 70)?;
    /// let y = Partition::new(vec![23, 22])?; // (n'+1, n') in MHRG(2, 42)
    /// assert_eq!(wide.known_grundy(&y, &Engine::new()), Some(Ok(0)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn known_grundy(&self, p: &Partition, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
        match self.known(p)? {
            Known::Value(g) => Some(Ok(g)),
            Known::AtLeast(_) => None,
        }
    }

    /// The misère value of a position with at most one row (in standard
    /// form) for the unimodal numbering: a Nim heap of G(Y) counters
    /// (Motegi, Theorem 6.1; Abuku–Tada, Theorems 4.4 and 4.9), so SG⁻ is
    /// 1, 0, G(Y) for G(Y) = 0, 1, ≥ 2. `None` otherwise.
    ///
    /// # Complexity
    /// As [`known_grundy`](Algorithm::known_grundy).
    fn known_misere_grundy(&self, p: &Partition, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
        if self.unimodal_rows(p)?.2 > 1 {
            return None;
        }
        match self.known(p)? {
            Known::Value(g) => Some(Ok(misere_heap(g))),
            Known::AtLeast(_) => None,
        }
    }

    /// The followers of value `value`, sorted as
    /// [`for_each_follower`](Algorithm::try_for_each_follower) reports them,
    /// where the closed forms decide the value of every follower (as
    /// [`RectGame`](crate::RectGame)'s hook: near-squares, at most one row,
    /// two rows below the anti-diagonal, and above it for `value` ≤ 2,
    /// Theorem 4.13); `None` otherwise.
    ///
    /// # Errors
    /// [`GameError::ArrowLimit`] or [`GameError::MemoryLimit`] when the
    /// options exceed the limits ([`Algorithm::state_bytes`] each);
    /// [`GameError::Enumeration`] as
    /// [`try_for_each_follower`](Algorithm::try_for_each_follower).
    ///
    /// # Complexity
    /// The options of Y ([`MhrgGame::options`]), each valued as
    /// [`known_grundy`](Algorithm::known_grundy).
    fn known_options_with_value(
        &self,
        p: &Partition,
        value: u64,
        engine: &Engine<'_>,
    ) -> Option<Result<Vec<Partition>, GameError>> {
        let limits = engine.limits();
        self.known(p)?;
        options_with_value_by(self, p, value, limits, |q| self.known(q))
    }

    fn has_arrow(&self, p: &Partition, q: &Partition) -> Result<bool, GameError> {
        // A turn removes at least one box and ends inside Y.
        if !(self.contains(p)
            && q.size() < p.size()
            && self.contains(q)
            && q.rows().all(|(i, part)| part <= p.part(i)))
        {
            return Ok(false);
        }
        // Within the turn limit of the enumeration, as it is.
        let found = self.try_for_each_option(p, Some(MAX_TURN_DIAGRAMS), |z| {
            if &z == q {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        match found {
            Ok(flow) => Ok(flow.is_break()),
            Err(OverBudget) => Err(GameError::Enumeration {
                reason: turn_limit("the options", p).to_string(),
            }),
        }
    }
}
