//! What the value hooks of the engines share: the options of a value from
//! the closed forms, within the caller's limits, and misère play on the
//! positions that are Nim heaps.

use std::ops::ControlFlow;

use hookgames_game::{Algorithm, GameError, Limits, ListBudget};

use crate::closed::Known;

/// The followers of `p` whose value is `value`, in the order of
/// [`Algorithm::try_for_each_follower`], each valued by `known`
/// (a follower with [`Known::AtLeast`] k > `value` is not one of them):
/// `None` as soon as one follower's value is not decided by `known`, so
/// the engine searches instead. At most `limits.max_arrows` followers of
/// at most `limits.max_bytes` bytes ([`Algorithm::state_bytes`]) are kept.
pub(crate) fn options_with_value_by<A, K>(
    game: &A,
    p: &A::State,
    value: u64,
    limits: &Limits,
    known: K,
) -> Option<Result<Vec<A::State>, GameError>>
where
    A: Algorithm,
    K: Fn(&A::State) -> Option<Known>,
{
    let mut out = Vec::new();
    let mut room = ListBudget::new();
    // Undecided is a break with `None`; a limit or the game's own error is
    // a break with `Some`.
    let mut undecided = false;
    let flow = game.try_for_each_follower(p, |q| {
        let keep = match known(&q) {
            Some(Known::Value(v)) => v == value,
            Some(Known::AtLeast(k)) if value < k => false,
            _ => {
                undecided = true;
                return ControlFlow::Break(GameError::Evaluation {
                    reason: String::new(),
                });
            }
        };
        if keep {
            if let Err(e) = room.take(game.state_bytes(&q), limits) {
                return ControlFlow::Break(e);
            }
            out.push(q);
        }
        ControlFlow::Continue(())
    });
    match flow {
        ControlFlow::Continue(()) => Some(Ok(out)),
        ControlFlow::Break(_) if undecided => None,
        ControlFlow::Break(e) => Some(Err(e)),
    }
}

/// The misère value of a game whose graph is a Nim heap of `g` counters:
/// SG⁻ = 1 for the empty heap, 0 for one counter, g from two counters on
/// (the mex of 1, 0, 2, …, g − 1).
pub(crate) fn misere_heap(g: u64) -> u64 {
    match g {
        0 => 1,
        1 => 0,
        g => g,
    }
}
