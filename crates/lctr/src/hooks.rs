//! What the value hooks of `hookgames-game` share in this crate: the list
//! of the followers of one value within the caller's limits, and the moves
//! of LCTR and Downright from a box of a materialized partition read in
//! place (Gottlieb–Krnc–Muršič §3.1, §3.2, equation (1)).

use hookgames_game::{Convention, GameError, Limits};

use crate::fast::{Shifted, state_value};
use crate::rules::{LctrVariant, in_diagram};

/// A list of followers that keeps within `limits.max_arrows` items and
/// `limits.max_bytes` bytes (checked before each item is stored), as the
/// engine's own lists do.
pub(crate) struct Listed<'l, T> {
    limits: &'l Limits,
    held: u64,
    items: Vec<T>,
}

impl<'l, T> Listed<'l, T> {
    pub(crate) fn new(limits: &'l Limits) -> Self {
        Listed {
            limits,
            held: 0,
            items: Vec::new(),
        }
    }

    /// Stores `q` of `bytes` bytes, or reports the limit it would exceed.
    pub(crate) fn push(&mut self, q: T, bytes: usize) -> Result<(), GameError> {
        if self.items.len() as u64 >= self.limits.max_arrows {
            return Err(GameError::ArrowLimit {
                limit: self.limits.max_arrows,
            });
        }
        let needed = self.held.saturating_add(bytes as u64);
        if needed > self.limits.max_bytes {
            return Err(GameError::MemoryLimit {
                needed,
                limit: self.limits.max_bytes,
            });
        }
        self.held = needed;
        self.items.push(q);
        Ok(())
    }

    pub(crate) fn items(&self) -> &[T] {
        &self.items
    }

    pub(crate) fn into_items(self) -> Vec<T> {
        self.items
    }
}

/// The followers of value `value` among at most two moves, in the order
/// given (the order of the game's enumeration): each move is its value, if
/// the move is legal, and how to build the follower, which is built only
/// when its value matches. A follower equal to one already listed (the two
/// moves of LCTR from a staircase reach one partition) is listed once, as
/// the enumeration reports it once.
pub(crate) fn pick<T: PartialEq>(
    value: u64,
    moves: [(Option<u64>, &dyn Fn() -> T); 2],
    limits: &Limits,
    bytes: impl Fn(&T) -> usize,
) -> Result<Vec<T>, GameError> {
    let mut out = Listed::new(limits);
    for (v, make) in moves {
        if v != Some(value) {
            continue;
        }
        let q = make();
        if out.items().contains(&q) {
            continue;
        }
        let b = bytes(&q);
        out.push(q, b)?;
    }
    Ok(out.into_items())
}

/// The value of the position A[i, j] of `game` from the partition with
/// parts `parts` (λ[i, j] by equation (1)) as an algorithm state, read in
/// place: Theorem 22 and its misère extension, the value of an end for
/// Downright off the board.
#[inline]
pub(crate) fn box_value(
    game: LctrVariant,
    convention: Convention,
    parts: &[u64],
    i: usize,
    j: u64,
) -> u64 {
    state_value(game, convention, &Shifted::new(parts, i, j))
}

/// The two moves of `game` from box (i, j) of the partition with parts
/// `parts`, down (a top row removed) then right (a left column removed):
/// `Some((i′, j′))` when the rules allow it (§3.1, §3.2). None from a box
/// outside the diagram (λ[i, j] = ∅, an end).
#[inline]
pub(crate) fn box_moves(
    game: LctrVariant,
    parts: &[u64],
    i: usize,
    j: u64,
) -> [Option<(usize, u64)>; 2] {
    if !in_diagram(parts, i, j) {
        return [None, None];
    }
    // i < ℓ(λ) and j < λ_{i+1}: neither increment overflows.
    match game {
        LctrVariant::Lctr => [Some((i + 1, j)), Some((i, j + 1))],
        LctrVariant::Downright => [
            in_diagram(parts, i + 1, j).then_some((i + 1, j)),
            in_diagram(parts, i, j + 1).then_some((i, j + 1)),
        ],
    }
}
