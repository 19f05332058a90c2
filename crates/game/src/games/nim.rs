use std::ops::ControlFlow;

use crate::algorithm::Algorithm;
use crate::config::Engine;
use crate::error::GameError;

/// A single Nim heap: from a heap of `n` counters move to any smaller heap
/// `0, 1, …, n − 1`. Its Grundy value is `n`.
///
/// Nim with several heaps is the sum of heaps (a tuple, an array or a `Vec`
/// of `Nim`s); C. L. Bouton (*Nim, a game with a complete
/// mathematical theory*, Annals of Mathematics 3, 1901–1902) showed that its
/// P-positions are those with [`nim_sum`] 0, and by the Sprague–Grundy
/// theorem its value is that nim-sum.
///
/// A heap of `n` has `n` followers, so a search exploring a heap explores
/// `n + 1` states and `n(n + 1)/2` arrows: heaps of a few thousand counters
/// are the practical limit of the pure search engines ([`Solver`](crate::Solver),
/// [`TableSolver`](crate::TableSolver)). The heap knows its values, normal
/// and misère, and its move to each value ([`Algorithm::known_grundy`] and
/// the other value hooks), so [`grundy`](crate::grundy),
/// [`winning_moves`](crate::winning_moves) and the other zero-config
/// functions answer heaps of any size at once.
///
/// # Example
/// ```
/// use hookgames_game::{grundy, nim_sum, winning_moves, Algorithm, AlgorithmExt, Nim};
///
/// assert_eq!(Nim.followers(&3)?, vec![0, 1, 2]);
/// assert!(Nim.is_end(&0)?);
/// // Bouton: three heaps are worth the nim-sum of their sizes.
/// assert_eq!(grundy(&[Nim; 3], &[3, 5, 7])?, nim_sum(&[3, 5, 7]));
/// assert_eq!(grundy(&(Nim, Nim), &(6, 6))?, 0);
/// // Any size: the value hooks answer without search.
/// assert_eq!(grundy(&(Nim, Nim), &(u64::MAX, 1))?, u64::MAX - 1);
/// assert_eq!(winning_moves(&(Nim, Nim), &(u64::MAX, 1))?, vec![(1, 1)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Nim;

impl Algorithm for Nim {
    type State = u64;

    fn try_for_each_follower<B, F>(&self, p: &u64, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        (0..*p).try_for_each(f)
    }

    fn follower_count(&self, p: &u64) -> Result<usize, GameError> {
        Ok(usize::try_from(*p).unwrap_or(usize::MAX))
    }

    fn is_end(&self, p: &u64) -> Result<bool, GameError> {
        Ok(*p == 0)
    }

    fn has_arrow(&self, p: &u64, q: &u64) -> Result<bool, GameError> {
        Ok(q < p)
    }

    /// The heap itself (Bouton): G(n) = n.
    #[inline]
    fn known_grundy(&self, p: &u64, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
        Some(Ok(*p))
    }

    /// Misère Nim on one heap: SG⁻(0) = 1, SG⁻(1) = 0 and SG⁻(n) = n from
    /// two counters on (the mex of 1, 0, 2, …, n − 1).
    fn known_misere_grundy(&self, p: &u64, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
        Some(Ok(match *p {
            0 => 1,
            1 => 0,
            n => n,
        }))
    }

    /// The one follower of value t, the heap of t counters, when t < n.
    fn known_options_with_value(
        &self,
        p: &u64,
        value: u64,
        _: &Engine<'_>,
    ) -> Option<Result<Vec<u64>, GameError>> {
        Some(Ok(if value < *p { vec![value] } else { Vec::new() }))
    }
}

/// The nim-sum h₁ ⊕ h₂ ⊕ … (bitwise exclusive or) of heap sizes or Grundy
/// values: the Grundy value of a sum of games whose values are `heaps`
/// (Sprague–Grundy theorem; for Nim, Bouton 1901–1902). The nim-sum of no
/// heaps is 0.
///
/// # Complexity
/// O(`heaps.len()`).
///
/// # Example
/// ```
/// use hookgames_game::nim_sum;
/// assert_eq!(nim_sum(&[3, 5, 6]), 0); // a P-position of Nim
/// assert_eq!(nim_sum(&[1, 2]), 3);
/// assert_eq!(nim_sum(&[]), 0);
/// ```
pub fn nim_sum(heaps: &[u64]) -> u64 {
    heaps.iter().fold(0, |acc, h| acc ^ h)
}
