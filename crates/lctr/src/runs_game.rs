//! LCTR and Downright played on the exponent (run-length) representation:
//! games of their own whose states are [`PartitionRuns`], never expanded,
//! so that a position of 10¹² rows is a summand like any other.

use std::ops::ControlFlow;

use hookgames_game::{Algorithm, Convention, Engine, GameError, Limits};
use hookgames_partition::PartitionRuns;

use crate::fast::state_value;
use crate::hooks::Listed;
use crate::rules::LctrVariant;
use crate::runs::scan;

/// LCTR (Gottlieb–Krnc–Muršič §3.1) as an abstract algorithm on partitions
/// in exponent (run-length) representation ⟦p_1^{m_1}, …, p_k^{m_k}⟧
/// ([`PartitionRuns`]): the game [`Lctr`](crate::Lctr) with states that
/// are never expanded, so that a position of 10¹² rows (`7^1000000000000`)
/// takes a few words.
///
/// The followers are those of [`Lctr`](crate::Lctr) on the expanded
/// partition, in the same order — λ[1, 0] (the top row removed), then
/// λ[0, 1] (the left column removed), once if equal — each built on the
/// runs in O(k) for k runs. The value hooks answer by Theorem 22 on the
/// runs (§8, [`Lctr::grundy_runs`](crate::Lctr::grundy_runs)), normal and
/// misère, so the zero-config functions of `hookgames-game` ([`grundy`],
/// [`winning_moves`], …) answer such a position, and any sum it is a
/// summand of (by the Sprague–Grundy theorem), at once. The search engines
/// ([`Solver`](hookgames_game::Solver)) play it as any game, within their
/// limits.
///
/// [`grundy`]: hookgames_game::grundy
/// [`winning_moves`]: hookgames_game::winning_moves
///
/// # Example
/// ```
/// use hookgames_game::{grundy, misere_grundy, winning_moves, Algorithm, AlgorithmExt, Nim};
/// use hookgames_lctr::LctrRuns;
/// use hookgames_partition::PartitionRuns;
/// let tall: PartitionRuns = "7^1000000000000,3^5".parse()?;
/// let moves: Vec<String> = LctrRuns.followers(&tall)?.iter().map(|q| q.to_string()).collect();
/// assert_eq!(moves, ["7^999999999999,3^5", "6^1000000000000,2^5"]);
/// assert_eq!(grundy(&LctrRuns, &tall)?, 1);
/// assert_eq!(misere_grundy(&LctrRuns, &tall)?, 1);
/// // A summand: 10¹² rows and a Nim heap of 5, by the Sprague–Grundy theorem.
/// let p = (tall, 5);
/// assert_eq!(grundy(&(LctrRuns, Nim), &p)?, 1 ^ 5);
/// assert_eq!(winning_moves(&(LctrRuns, Nim), &p)?, vec![(p.0.clone(), 1)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct LctrRuns;

/// Downright (Gottlieb–Krnc–Muršič §3.2) as an abstract algorithm on
/// partitions in exponent (run-length) representation ([`PartitionRuns`]):
/// the game [`Downright`](crate::Downright) with states that are never
/// expanded.
///
/// The followers are those of [`Downright`](crate::Downright) on the
/// expanded partition, in the same order: λ[1, 0] (the rook moved down)
/// when λ has more than one row, then λ[0, 1] (moved right) when λ_1 > 1,
/// once if equal. The corners ⟦1⟧ are the ends; ∅ is not a Downright
/// position but, as a state, an end (value 0, misère 1) that no move
/// reaches. The value hooks answer by Theorem 22 on the runs (§8,
/// [`Downright::grundy_runs`](crate::Downright::grundy_runs)), normal and
/// misère.
///
/// # Example
/// ```
/// use hookgames_game::{grundy, winning_moves, Algorithm, AlgorithmExt, Nim};
/// use hookgames_lctr::{DownrightRuns, LctrRuns};
/// use hookgames_partition::PartitionRuns;
/// // Theorem 11: a 10⁹ × (10⁹ + 1) rectangle has the value of the gamma ⟦2⟧.
/// let rect: PartitionRuns = "1000000001^1000000000".parse()?;
/// assert_eq!(grundy(&DownrightRuns, &rect)?, 1);
/// let column: PartitionRuns = "1^268435456".parse()?;
/// assert_eq!(DownrightRuns.followers(&column)?.len(), 1); // only down
/// // Downright and LCTR positions and a Nim heap in one sum: 1 ⊕ 2 ⊕ 2.
/// let game = (DownrightRuns, LctrRuns, Nim);
/// let p = (rect, column, 2);
/// assert_eq!(grundy(&LctrRuns, &p.1)?, 2);
/// assert_eq!(grundy(&game, &p)?, 1);
/// // The winning moves are the rook's two moves, both to value 0.
/// let moves: Vec<String> = winning_moves(&game, &p)?.iter().map(|q| q.0.to_string()).collect();
/// assert_eq!(moves, ["1000000001^999999999", "1000000000^1000000000"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct DownrightRuns;

impl From<LctrRuns> for LctrVariant {
    fn from(_: LctrRuns) -> Self {
        LctrVariant::Lctr
    }
}

impl From<DownrightRuns> for LctrVariant {
    fn from(_: DownrightRuns) -> Self {
        LctrVariant::Downright
    }
}

/// λ[1, 0] on the runs: the first multiplicity lowered by one (the run
/// dropped when it was 1), in a buffer of the exact size. λ ≠ ∅.
fn top_row_removed(lambda: &PartitionRuns) -> PartitionRuns {
    let runs = lambda.runs();
    let (first, rest) = (runs[0], &runs[1..]);
    let mut out = Vec::with_capacity(rest.len() + usize::from(first.1 > 1));
    if first.1 > 1 {
        out.push((first.0, first.1 - 1));
    }
    out.extend_from_slice(rest);
    // The runs of λ without one row: strictly decreasing positive parts,
    // positive multiplicities, fewer boxes. `new` cannot fail.
    PartitionRuns::new(out).unwrap_or_default()
}

/// λ[0, 1] on the runs: every part lowered by one (the last run dropped
/// when its part was 1), in a buffer of the exact size. λ ≠ ∅.
fn left_column_removed(lambda: &PartitionRuns) -> PartitionRuns {
    let runs = lambda.runs();
    let kept = runs.len() - usize::from(runs[runs.len() - 1].0 == 1);
    let mut out = Vec::with_capacity(kept);
    out.extend(runs[..kept].iter().map(|&(p, m)| (p - 1, m)));
    // Parts lowered alike stay strictly decreasing and, the 1s dropped,
    // positive. `new` cannot fail.
    PartitionRuns::new(out).unwrap_or_default()
}

/// The followers of λ in `game` on the runs, in the order of the games on
/// [`Partition`](hookgames_partition::Partition): down, then right, once
/// if equal (§3.1, §3.2).
fn runs_followers<B>(
    game: LctrVariant,
    lambda: &PartitionRuns,
    mut f: impl FnMut(PartitionRuns) -> ControlFlow<B>,
) -> ControlFlow<B> {
    let (down, right) = match game {
        LctrVariant::Lctr => (!lambda.is_empty(), !lambda.is_empty()),
        LctrVariant::Downright => (lambda.num_parts() > 1, lambda.largest_part() > 1),
    };
    let down = down.then(|| top_row_removed(lambda));
    let right = right.then(|| left_column_removed(lambda));
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

/// The bytes of a run-length state: its inline size and 16 bytes per run.
fn runs_bytes(lambda: &PartitionRuns) -> usize {
    std::mem::size_of::<PartitionRuns>() + std::mem::size_of_val(lambda.runs())
}

/// The value of λ as a state of `game` under `convention`: Theorem 22 (or
/// its misère extension) on the runs; the value of an end for Downright
/// on ∅.
fn runs_value(game: LctrVariant, convention: Convention, lambda: &PartitionRuns) -> u64 {
    state_value(game, convention, &scan(lambda))
}

/// The followers of λ of normal-play value `value`, in the order of the
/// enumeration, within `limits`.
fn runs_options_with_value(
    game: LctrVariant,
    lambda: &PartitionRuns,
    value: u64,
    limits: &Limits,
) -> Result<Vec<PartitionRuns>, GameError> {
    let mut out = Listed::new(limits);
    let flow = runs_followers(game, lambda, |q| {
        if runs_value(game, Convention::Normal, &q) == value {
            let bytes = runs_bytes(&q);
            if let Err(e) = out.push(q, bytes) {
                return ControlFlow::Break(e);
            }
        }
        ControlFlow::Continue(())
    });
    match flow {
        ControlFlow::Break(e) => Err(e),
        ControlFlow::Continue(()) => Ok(out.into_items()),
    }
}

macro_rules! runs_game {
    ($game:ident, $variant:expr, $name:literal) => {
        impl Algorithm for $game {
            type State = PartitionRuns;

            fn try_for_each_follower<B, F>(&self, p: &PartitionRuns, f: F) -> ControlFlow<B>
            where
                B: From<GameError>,
                F: FnMut(PartitionRuns) -> ControlFlow<B>,
            {
                runs_followers($variant, p, f)
            }

            /// The inline size of a [`PartitionRuns`] and 16 bytes per run.
            fn state_bytes(&self, p: &PartitionRuns) -> usize {
                runs_bytes(p)
            }

            #[doc = concat!("SG(λ) of ", $name, " by Theorem 22 of Gottlieb–Krnc–Muršič on the runs")]
            /// (§8), reading only the runs above the Durfee square and the
            /// last two: O(min(k, d(λ)) + 1) for k runs, whatever the
            /// multiplicities.
            fn known_grundy(&self, p: &PartitionRuns, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
                Some(Ok(runs_value($variant, Convention::Normal, p)))
            }

            #[doc = concat!("SG⁻(λ) of ", $name, " by the misère extension of Theorem 22 on the runs")]
            /// (Lemma 15 and Corollary 16 for the misère recursion), in
            /// O(min(k, d(λ)) + 1).
            fn known_misere_grundy(&self, p: &PartitionRuns, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
                Some(Ok(runs_value($variant, Convention::Misere, p)))
            }

            /// The (at most two) followers of value `value` by Theorem 22,
            /// in the order of the enumeration: O(k) for k runs.
            fn known_options_with_value(
                &self,
                p: &PartitionRuns,
                value: u64,
                engine: &Engine<'_>,
            ) -> Option<Result<Vec<PartitionRuns>, GameError>> {
                let limits = engine.limits();
                Some(runs_options_with_value($variant, p, value, limits))
            }
        }
    };
}

runs_game!(LctrRuns, LctrVariant::Lctr, "LCTR");
runs_game!(DownrightRuns, LctrVariant::Downright, "Downright");
