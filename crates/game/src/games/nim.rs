use crate::algorithm::Algorithm;

/// A single Nim heap: from a heap of `n` counters move to any smaller heap
/// `0, 1, …, n − 1`. Its Grundy value is `n`.
///
/// Nim with several heaps is the sum of heaps (a tuple, an array or a `Vec`
/// of `Nim`s); C. L. Bouton (*Nim, a game with a complete
/// mathematical theory*, Annals of Mathematics 3, 1901–1902) showed that its
/// P-positions are those with [`nim_sum`] 0, and by the Sprague–Grundy
/// theorem its value is that nim-sum.
///
/// A heap of `n` has `n` followers, so a solver exploring a heap explores
/// `n + 1` states and `n(n + 1)/2` arrows: heaps of a few thousand counters
/// are the practical limit of the generic solvers (the value itself is just
/// `n`).
///
/// # Example
/// ```
/// use hookgames_game::{grundy, nim_sum, Algorithm, Nim};
///
/// assert_eq!(Nim.followers(&3), vec![0, 1, 2]);
/// assert!(Nim.is_end(&0));
/// // Bouton: three heaps are worth the nim-sum of their sizes.
/// assert_eq!(grundy(&[Nim; 3], &[3, 5, 7])?, nim_sum(&[3, 5, 7]));
/// assert_eq!(grundy(&(Nim, Nim), &(6, 6))?, 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Nim;

impl Algorithm for Nim {
    type State = u64;

    fn for_each_follower<F: FnMut(u64)>(&self, p: &u64, f: F) {
        (0..*p).for_each(f);
    }

    fn follower_count(&self, p: &u64) -> usize {
        usize::try_from(*p).unwrap_or(usize::MAX)
    }

    fn is_end(&self, p: &u64) -> bool {
        *p == 0
    }

    fn has_arrow(&self, p: &u64, q: &u64) -> bool {
        q < p
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
