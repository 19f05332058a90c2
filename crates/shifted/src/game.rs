//! Hook removal on shifted Young diagrams (Abuku–Tada, Definitions 5.1–5.5)
//! as an algorithm, and the dictionary box ↔ Turning Turtles move.

use std::ops::ControlFlow;

use hookgames_game::{Algorithm, DescribeMoves, Engine, GameError};
use hookgames_partition::ShiftedPartition;
use hookgames_plain::Plain;

use crate::error::{MAX_STAIRCASE, ShiftedError};
use crate::turtles::TurtleMove;

/// The Hook Removing Game HRG on shifted Young diagrams (Abuku–Tada,
/// Definition 5.5): a position is a shifted diagram S
/// ([`ShiftedPartition`]); a move chooses a box (i, j) ∈ S and removes the
/// hook h_S(i, j) = {(i, j)} ⊔ arm ⊔ leg ⊔ tail of Definition 5.1 as in
/// Definition 5.3; the player who makes ∅ wins. HRG(T) is the principal
/// algorithm ⟨T⟩, whose positions are F(T).
///
/// φ(S) has exactly |S| elements, one per box (distinct boxes give distinct
/// diagrams), enumerated row by row, left to right. On the set of parts a
/// hook removal deletes λ_i and either nothing, or a second part λ_{j+1} (a
/// hook with a tail), or inserts a smaller non-part: Turning Turtles
/// ([`TurningTurtles`](crate::TurningTurtles), [`turtle_move`]). Hence
/// G(S) = λ_1 ⊕ … ⊕ λ_ℓ (Proposition 5.6), which is the inherent method
/// [`ShiftedHookGame::grundy`]; [`ShiftedHookGame::winning_hooks`] and
/// [`ShiftedHookGame::hooks_with_value`] find the boxes to a value by the
/// XOR trick, [`ShiftedHookGame::misere_grundy`] and
/// [`ShiftedHookGame::misere_hooks_with_value`] do the same in misère play.
/// They are the engine's value hooks ([`Algorithm::known_grundy`],
/// [`Algorithm::known_misere_grundy`], [`Algorithm::known_options_with_value`]),
/// so the engine's zero-config functions and its sums answer without a
/// search; the [`Solver`](hookgames_game::Solver) explores ⟨S⟩.
///
/// # A plain algorithm
/// `ShiftedHookGame` implements [`Plain`], and the obligation of that
/// trait — every ⟨S⟩ satisfies Kawanaka's axioms (P1)–(P4) — is a theorem:
/// shifted diagrams under hook removal are the plain game of the
/// d-complete posets of shifted shape, the minuscule elements of type D
/// (Abuku–Tada §1 and the remark after Proposition 5.6, after Kawanaka's
/// *Sato–Welter game and Kac–Moody Lie algebras*; Kawanaka, Theorems 6.2
/// and 6.3 with Proctor's classification). The tests check the axioms
/// with `hookgames_plain::check_plain` on the staircases S_1, …, S_5 and,
/// through `hookgames_plain::good_moves_checked`, on ⟨S⟩ for every S with
/// |S| ≤ 20 (≤ 25 in the heavy tests), and check that the irreducible
/// arrows are exactly the one-box removals. [`Plain::arrow_length`] is the
/// shifted hook length |S| − |S′|.
///
/// # Example
/// ```
/// use hookgames_game::{grundy, Algorithm, Solver};
/// use hookgames_plain::{good_moves, Plain};
/// use hookgames_partition::ShiftedPartition;
/// use hookgames_shifted::ShiftedHookGame;
/// let s: ShiftedPartition = "7,6,4,3,2".parse()?;
/// let game = ShiftedHookGame;
/// assert_eq!(game.follower_count(&s)?, 22);
/// let t: ShiftedPartition = "7,4,2".parse()?; // Abuku–Tada, Example 5.4
/// assert!(game.has_arrow(&s, &t)?);
/// assert_eq!(game.arrow_length(&s, &t)?, 9);
/// // Proposition 5.6 (the fast path), the engine's search, and the engine
/// // through the value hook.
/// let u: ShiftedPartition = "4,2,1".parse()?;
/// assert_eq!(game.grundy(&u)?, 4 ^ 2 ^ 1);
/// assert_eq!(Solver::new(&game).grundy(&u)?, game.grundy(&u)?);
/// assert_eq!(grundy(&game, &u)?, game.grundy(&u)?);
/// // Theorem 4.2 (Kawanaka) and the XOR trick find the same winning move.
/// let hooks = game.winning_hooks(&u);
/// assert_eq!(hooks, vec![(1, 4)]); // turn the head 4 down and the tail 3 up
/// assert_eq!(good_moves(&game, &u)?, vec![u.remove_hook(1, 4)?]);
/// assert_eq!(u.remove_hook(1, 4)?, "3,2,1".parse()?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct ShiftedHookGame;

impl Algorithm for ShiftedHookGame {
    type State = ShiftedPartition;

    fn try_for_each_follower<B, F>(&self, p: &ShiftedPartition, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(ShiftedPartition) -> ControlFlow<B>,
    {
        for (i, j) in p.boxes() {
            if let Ok(q) = p.remove_hook(i, j) {
                f(q)?;
            }
        }
        ControlFlow::Continue(())
    }

    /// The struct and its parts (8 bytes each), for the engine's byte
    /// limit ([`Limits::max_bytes`](hookgames_game::Limits::max_bytes)).
    fn state_bytes(&self, p: &ShiftedPartition) -> usize {
        size_of::<ShiftedPartition>() + 8 * p.len()
    }

    fn follower_count(&self, p: &ShiftedPartition) -> Result<usize, GameError> {
        Ok(usize::try_from(p.size()).unwrap_or(usize::MAX))
    }

    /// ∅ is the only end.
    fn is_end(&self, p: &ShiftedPartition) -> Result<bool, GameError> {
        Ok(p.is_empty())
    }

    /// S → S′ iff, on the sets of parts, S′ is S with a part a removed and
    /// at most one smaller number b toggled (the Turning Turtles move of
    /// [`turtle_move`]): the symmetric difference is {a} or {a, b}, b < a,
    /// with a a part of S. O(ℓ), without building the followers.
    fn has_arrow(&self, p: &ShiftedPartition, q: &ShiftedPartition) -> Result<bool, GameError> {
        let (x, y) = (p.parts(), q.parts());
        // The symmetric difference, largest first, by a merge of the two
        // decreasing lists; stop at a third element.
        let mut diff: [(u64, bool); 2] = [(0, false); 2];
        let mut count = 0usize;
        let (mut i, mut k) = (0, 0);
        loop {
            let next = match (x.get(i), y.get(k)) {
                (None, None) => break,
                (Some(&a), Some(&b)) if a == b => {
                    i += 1;
                    k += 1;
                    continue;
                }
                (Some(&a), Some(&b)) if a > b => {
                    i += 1;
                    (a, true)
                }
                (Some(&a), None) => {
                    i += 1;
                    (a, true)
                }
                (_, Some(&b)) => {
                    k += 1;
                    (b, false)
                }
            };
            if count == 2 {
                return Ok(false);
            }
            diff[count] = next;
            count += 1;
        }
        // The largest toggled number must be a part of S (a head turned down).
        Ok(count >= 1 && diff[0].1)
    }

    /// G(S) = λ_1 ⊕ … ⊕ λ_ℓ (Abuku–Tada, Proposition 5.6):
    /// [`ShiftedHookGame::grundy`], known for every S.
    ///
    /// # Complexity
    /// O(ℓ).
    #[inline]
    fn known_grundy(&self, p: &ShiftedPartition, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
        Some(self.grundy(p))
    }

    /// The misère value — G(S) ⊕ 1 on the exceptional positions E (the
    /// parts ≥ 2 pair up as {2m, 2m + 1}), G(S) elsewhere: this crate's
    /// closed form, proved in the documentation of
    /// [`ShiftedHookGame::misere_grundy`] (Abuku–Tada treat normal play
    /// only) — known for every S.
    ///
    /// # Complexity
    /// O(ℓ log ℓ).
    fn known_misere_grundy(
        &self,
        p: &ShiftedPartition,
        _: &Engine<'_>,
    ) -> Option<Result<u64, GameError>> {
        Some(self.misere_grundy(p))
    }

    /// The followers of value `value` by the XOR trick
    /// ([`ShiftedHookGame::hooks_with_value`], Proposition 5.6): at most one
    /// per row, in the order of the enumeration (row by row), each hook
    /// removed — without listing the |S| followers.
    ///
    /// # Errors
    /// [`GameError::ArrowLimit`] or [`GameError::MemoryLimit`] if the
    /// followers found exceed `limits.max_arrows` or `limits.max_bytes`.
    ///
    /// # Complexity
    /// O(ℓ log ℓ), plus O(ℓ) per follower found (at most ℓ).
    fn known_options_with_value(
        &self,
        p: &ShiftedPartition,
        value: u64,
        engine: &Engine<'_>,
    ) -> Option<Result<Vec<ShiftedPartition>, GameError>> {
        let limits = engine.limits();
        Some(crate::value::options_with_value(p, value, limits))
    }
}

/// A move of hook removal on a shifted diagram, as Abuku–Tada draw it:
/// the box (row, col) (1-based, shifted English notation) whose hook is
/// removed, its length, and the diagram left ([`DescribeMoves`] of
/// [`ShiftedHookGame`]).
///
/// With the `serde` feature it is serializable as
/// `{"row": 3, "col": 5, "hook_length": 1, "result": [7, 6, 3, 2]}`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct HookMove {
    /// The row i of the box (1-based, from the top).
    pub row: usize,
    /// The column j of the box (1-based, shifted: row i starts in column i).
    pub col: u64,
    /// The hook length h(i, j) = |S| − |S′|.
    pub hook_length: u64,
    /// The diagram after the move, S′ = S − H(i, j).
    pub result: ShiftedPartition,
}

/// The moves of HRG as boxes: the box of S whose hook removal leaves the
/// follower T, found from the parts that differ (the Turning Turtles move
/// of Proposition 5.6, located by [`hook_for_move`]).
///
/// # Example
/// ```
/// use hookgames_game::{AlgorithmExt, DescribeMoves};
/// use hookgames_partition::ShiftedPartition;
/// use hookgames_shifted::ShiftedHookGame;
/// let s: ShiftedPartition = "7,6,4,3,2".parse()?; // G = 4
/// let moves = ShiftedHookGame.describe(&s, &ShiftedHookGame.winning_moves(&s)?)?;
/// let boxes: Vec<(usize, u64)> = moves.iter().map(|m| (m.row, m.col)).collect();
/// assert_eq!(boxes, ShiftedHookGame.winning_hooks(&s));
/// assert_eq!(moves[2].result.to_string(), "7,6,3,2");
/// assert_eq!(moves[2].hook_length, 4); // the part 4 deleted
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl DescribeMoves for ShiftedHookGame {
    type Move = HookMove;

    /// The box of `s` whose hook removal leaves `t`.
    ///
    /// # Errors
    /// [`GameError::NotAFollower`] if `t` is not `s` with one hook removed.
    ///
    /// # Complexity
    /// O(ℓ log ℓ).
    fn moves_to(
        &self,
        s: &ShiftedPartition,
        t: &ShiftedPartition,
    ) -> Result<Vec<HookMove>, GameError> {
        // The parts in one set and not the other, largest first.
        let (a, b) = (s.parts(), t.parts());
        let mut changed: Vec<(u64, bool)> = a
            .iter()
            .filter(|x| part_index(b, **x).is_none())
            .map(|&x| (x, true))
            .chain(
                b.iter()
                    .filter(|x| part_index(a, **x).is_none())
                    .map(|&x| (x, false)),
            )
            .collect();
        changed.sort_unstable_by_key(|x| std::cmp::Reverse(x.0));
        let mv = match changed.as_slice() {
            [(head, true)] => TurtleMove {
                head: *head,
                other: None,
            },
            [(head, true), (other, _)] => TurtleMove {
                head: *head,
                other: Some(*other),
            },
            _ => return Err(GameError::NotAFollower),
        };
        let (row, col) = hook_for_move(s, mv).map_err(|_| GameError::NotAFollower)?;
        match (s.hook_length(row, col), s.remove_hook(row, col)) {
            (Ok(hook_length), Ok(result)) if &result == t => Ok(vec![HookMove {
                row,
                col,
                hook_length,
                result,
            }]),
            _ => Err(GameError::NotAFollower),
        }
    }
}

/// The obligation of [`Plain`] is a theorem for HRG (see
/// [`ShiftedHookGame`]): shifted diagrams under hook removal are the plain
/// algorithm of type D. |S → S′| = |S| − |S′|, the length of the removed
/// shifted hook; for a pair that is not an arrow with S′ smaller the value
/// is meaningless (0).
impl Plain for ShiftedHookGame {
    fn arrow_length(&self, p: &ShiftedPartition, q: &ShiftedPartition) -> Result<u64, GameError> {
        Ok(p.size().saturating_sub(q.size()))
    }

    /// The shifted hook lengths, box by box (the order of the followers),
    /// without building the followers.
    fn try_for_each_arrow_length<B, F>(&self, p: &ShiftedPartition, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        p.hooks().try_for_each(|(_, h)| f(h))
    }
}

/// Every move of HRG from S: each box (i, j) with S \ h_S(i, j)
/// (Abuku–Tada, Definition 5.3), row by row, left to right. Lazy: each
/// result is built when the iterator reaches it (and dropped by the
/// caller), so printing the moves of a diagram with huge parts needs
/// O(ℓ) memory at a time, never the |S| results at once. For the moves to
/// a value use the boxes of
/// [`ShiftedHookGame::hooks_with_value`] (at most one per row) and build
/// each result with [`ShiftedPartition::remove_hook`] when it is needed.
///
/// # Complexity
/// O(ℓ) time and memory per move.
///
/// # Example
/// ```
/// use hookgames_partition::ShiftedPartition;
/// use hookgames_shifted::hook_moves;
/// let s: ShiftedPartition = "3,1".parse()?;
/// let moves: Vec<_> = hook_moves(&s).map(|(b, t)| (b, t.to_string())).collect();
/// assert_eq!(moves, vec![
///     ((1, 1), "∅".to_string()),
///     ((1, 2), "1".to_string()),
///     ((1, 3), "2,1".to_string()),
///     ((2, 2), "3".to_string()),
/// ]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn hook_moves(
    s: &ShiftedPartition,
) -> impl Iterator<Item = ((usize, u64), ShiftedPartition)> + '_ {
    s.boxes()
        .filter_map(move |(i, j)| s.remove_hook(i, j).ok().map(|t| ((i, j), t)))
}

/// The number of parts λ_k with λ_k > x (parts are strictly decreasing).
pub(crate) fn parts_above(parts: &[u64], x: u64) -> usize {
    parts.partition_point(|&p| p > x)
}

/// The 0-based index of the part `x`, if it is a part.
pub(crate) fn part_index(parts: &[u64], x: u64) -> Option<usize> {
    let k = parts_above(parts, x);
    (parts.get(k) == Some(&x)).then_some(k)
}

/// The Turning Turtles move that removing the hook h_S(i, j) makes on the
/// set of parts of S: the head λ_i is turned, and
/// * if row j + 1 exists (the hook has a tail), the head λ_{j+1} too: both
///   parts are deleted, hook length λ_i + λ_{j+1};
/// * otherwise the coin x = j − i* is turned up, where i* is the last row
///   of the leg: λ_i is replaced by the non-part x (deleted if x = 0), hook
///   length λ_i − x.
///
/// With [`hook_for_move`] this is a bijection between the boxes of S and the
/// legal moves of [`TurningTurtles`](crate::TurningTurtles) at the set of
/// parts of S (its image under [`ToTurtles`](crate::ToTurtles)).
///
/// # Errors
/// [`ShiftedError::Partition`] if (i, j) is not a box of S.
///
/// # Complexity
/// O(log ℓ).
///
/// # Example
/// Abuku–Tada, Example 5.4 and the example after Lemma 5.8:
/// ```
/// use hookgames_partition::ShiftedPartition;
/// use hookgames_shifted::{turtle_move, TurtleMove};
/// let s: ShiftedPartition = "7,6,4,3,2".parse()?;
/// // (7,6,4,3,2) → (7,4,2): parts 6 and 3 deleted.
/// assert_eq!(turtle_move(&s, 2, 3)?, TurtleMove { head: 6, other: Some(3) });
/// // (7,6,4,3,2) → (7,4,3,2,1): part 6 replaced by 1.
/// assert_eq!(turtle_move(&s, 2, 6)?, TurtleMove { head: 6, other: Some(1) });
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn turtle_move(s: &ShiftedPartition, i: usize, j: u64) -> Result<TurtleMove, ShiftedError> {
    s.check_box(i, j)?;
    let parts = s.parts();
    let head = parts[i - 1];
    // Row j + 1 is parts[j] (0-based) when it exists.
    let tail = usize::try_from(j)
        .ok()
        .and_then(|ju| parts.get(ju).copied());
    let other = match tail {
        Some(t) => Some(t),
        None => {
            // j ≥ ℓ: the leg runs down column j to the last row i* whose
            // end λ_k + k − 1 reaches column j (those rows form a prefix).
            let i_star = parts
                .iter()
                .enumerate()
                .take_while(|&(k, &p)| p + k as u64 >= j)
                .count();
            let x = j - i_star as u64;
            (x > 0).then_some(x)
        }
    };
    Ok(TurtleMove { head, other })
}

/// The box (i, j) whose hook removal is the Turning Turtles move `mv` on
/// the set of parts of S (the inverse of [`turtle_move`]): λ_i = head, and
/// * if `other` is a part λ_k, the box (i, k − 1), whose tail is row k;
/// * if `other` is a non-part x (or `None`, x = 0), the box (i, x + #{k :
///   λ_k > x}).
///
/// # Errors
/// [`ShiftedError::IllegalMove`] if `mv.head` is not a part of S or
/// `mv.other` is not in 1..head.
///
/// # Complexity
/// O(log ℓ).
///
/// # Example
/// ```
/// use hookgames_partition::ShiftedPartition;
/// use hookgames_shifted::{hook_for_move, TurtleMove};
/// let s: ShiftedPartition = "7,6,4,3,2".parse()?;
/// assert_eq!(hook_for_move(&s, TurtleMove { head: 6, other: Some(3) })?, (2, 3));
/// assert_eq!(hook_for_move(&s, TurtleMove { head: 6, other: Some(1) })?, (2, 6));
/// assert_eq!(hook_for_move(&s, TurtleMove { head: 2, other: None })?, (5, 5));
/// assert!(hook_for_move(&s, TurtleMove { head: 5, other: None }).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn hook_for_move(s: &ShiftedPartition, mv: TurtleMove) -> Result<(usize, u64), ShiftedError> {
    let parts = s.parts();
    let illegal = |reason: String| ShiftedError::IllegalMove {
        mv: mv.to_string(),
        position: s.to_string(),
        reason,
    };
    let Some(i0) = part_index(parts, mv.head) else {
        return Err(illegal(format!("{} is not a part", mv.head)));
    };
    let x = match mv.other {
        None => 0,
        Some(b) if (1..mv.head).contains(&b) => b,
        Some(b) => {
            return Err(illegal(format!(
                "the second coin {b} must be in 1..{} (smaller than the part {})",
                mv.head, mv.head
            )));
        }
    };
    Ok(match part_index(parts, x) {
        Some(k0) => (i0 + 1, k0 as u64),
        None => (i0 + 1, x + parts_above(parts, x) as u64),
    })
}

/// The staircase S_n = (n, n − 1, …, 1), the starting position of
/// HRG(S_n) (Abuku–Tada §5.3); S_0 = ∅.
///
/// # Errors
/// [`ShiftedError::StaircaseTooLarge`] if n > [`MAX_STAIRCASE`] = 2^25
/// (8n bytes of parts, within the family's budget of 2^28 bytes).
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use hookgames_shifted::staircase;
/// assert_eq!(staircase(4)?.parts(), &[4, 3, 2, 1]);
/// assert_eq!(staircase(4)?.size(), 10);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn staircase(n: u64) -> Result<ShiftedPartition, ShiftedError> {
    if n > MAX_STAIRCASE {
        return Err(ShiftedError::StaircaseTooLarge {
            n,
            limit: MAX_STAIRCASE,
        });
    }
    Ok(ShiftedPartition::new((1..=n).rev().collect())?)
}
