//! The classical formulas for the Grundy value: Sato's hook formula,
//! Kawanaka's 2-adic formula (9.1) and Welter's function; and the analyses
//! of the engine `hookgames-game` that have no closed form here (misère
//! play, game trees).

use hookgames_game::{Outcome, TreeStatistics, tree_statistics};
use hookgames_maya::{MayaDiagram, n_weight};
use hookgames_partition::Partition;

use crate::error::check_boxes;
use crate::{OneLineRealization, SatoWelterError, YoungRealization};

/// Sato's N(a) = a ⊕ (a − 1) for a ≥ 1 (N(0) = 0): the nimber one hook of
/// length a contributes in Sato's formula. Equivalently N(a) = 2^{v(a)+1} − 1
/// where 2^{v(a)} is the largest power of 2 dividing a.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use hookgames_sato_welter::sato_n;
/// assert_eq!([sato_n(1), sato_n(2), sato_n(3), sato_n(4), sato_n(12)], [1, 3, 1, 7, 7]);
/// ```
pub fn sato_n(a: u64) -> u64 {
    if a == 0 { 0 } else { a ^ (a - 1) }
}

/// The Grundy value by Sato's hook formula G(Y) = ⊕_{x ∈ Y} N(|H(x)|),
/// N(a) = a ⊕ (a − 1) (Abuku–Tada, Japanese version, Theorem 2.4, after
/// M. Sato; Kawanaka §9 mentions it as the formula "similar to the
/// hook-length formula"). Visits every box: the reference formula.
///
/// # Errors
/// [`SatoWelterError::TooManyBoxes`] if |λ| exceeds
/// [`MAX_BOXES`](crate::MAX_BOXES).
///
/// # Complexity
/// O(|λ|) time, O(λ_1) memory (the conjugate).
///
/// # Example
/// ```
/// use hookgames_partition::Partition;
/// use hookgames_sato_welter::sato_formula;
/// assert_eq!(sato_formula(&Partition::new(vec![9, 8, 6, 5, 5, 2])?)?, 7); // Kawanaka §9
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn sato_formula(lambda: &Partition) -> Result<u64, SatoWelterError> {
    check_boxes("Sato's hook formula", lambda.size())?;
    // λ_1 ≤ |λ| ≤ MAX_BOXES, below the conjugate's limit.
    let conj = lambda.conjugate()?;
    let cp = conj.parts();
    let mut acc: u64 = 0;
    for (k, &part) in lambda.parts().iter().enumerate() {
        // h(i, j) = (λ_i − j) + (λ'_j − i) + 1 with i = k + 1.
        let i = k as u64 + 1;
        for (jm1, &colj) in cp[..part as usize].iter().enumerate() {
            let h = part - (jm1 as u64 + 1) + colj - i + 1;
            acc ^= h ^ (h - 1);
        }
    }
    Ok(acc)
}

/// The Grundy value by Kawanaka's formula (9.1):
/// E^(2)(Y) = Σ_i 2^i ε_i with ε_i ≡ |Y_(2^i)| (mod 2), where Y_(n) is the
/// n-quotient of Y, the set of boxes whose hook length is divisible by n
/// (Kawanaka §8–§9, Theorem 4.1). |Y_(n)| is the n-weight of λ, computed
/// on the n-abacus by [`hookgames_maya::n_weight`] without visiting boxes.
///
/// # Errors
/// [`SatoWelterError::Maya`] from `n_weight` (only for more than
/// [`MAX_CELLS`](hookgames_maya::MAX_CELLS) rows).
///
/// # Complexity
/// O(ℓ log ℓ) per bit i for the ⌊log₂ h⌋ + 1 bits, h = λ_1 + ℓ − 1 the
/// largest hook: O(ℓ log ℓ log h) in all, independent of |λ|.
///
/// # Example
/// Kawanaka §9: |Y| = 35, |Y_(2)| = 17, |Y_(4)| = 7, |Y_(8)| = 2, so
/// E^(2)(Y) = 1 + 2 + 4 = 7.
/// ```
/// use hookgames_partition::Partition;
/// use hookgames_sato_welter::kawanaka_formula;
/// assert_eq!(kawanaka_formula(&Partition::new(vec![9, 8, 6, 5, 5, 2])?)?, 7);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn kawanaka_formula(lambda: &Partition) -> Result<u64, SatoWelterError> {
    let mut value: u64 = 0;
    if lambda.is_empty() {
        return Ok(0);
    }
    // The largest hook length λ_1 + ℓ − 1 ≤ |λ| fits in a u64.
    let largest = lambda.part(1) + (lambda.len() as u64 - 1);
    let mut i = 0u32;
    while i < 64 && (1u64 << i) <= largest {
        let weight = n_weight(lambda, 1u64 << i)?;
        value |= (weight & 1) << i;
        i += 1;
    }
    Ok(value)
}

/// Welter's function [a_1 | a_2 | … | a_k] of Welter's game (C. P. Welter,
/// 1954; J. H. Conway, *On Numbers and Games*, ch. 13, and *Winning Ways*,
/// ch. 15, where it is computed by "mating"; its two-coin case is
/// [a | b] = (a ⊕ b) − 1): the Grundy value of coins on the distinct
/// squares a_1, …, a_k of the one-line board, in the closed form
///
/// [a_1 | … | a_k] = a_1 ⊕ … ⊕ a_k ⊕ ⊕_{i<j} N(|a_i − a_j|),
/// N(d) = d ⊕ (d − 1) = 2^{v(d)+1} − 1.
///
/// This closed form is derived here from Sato's formula (Abuku–Tada,
/// Japanese version, Theorem 2.4): a hook is a pair (stone s, empty cell
/// e < s) of length s − e, and for each stone ⊕_{e<s} N(s − e) over all
/// cells telescopes to s, so summing over empty cells only leaves s ⊕
/// ⊕_{stones t<s} N(s − t). The tests check it against the generic
/// solver; for two coins it reduces to Conway's (a ⊕ b) − 1 because
/// v(a − b) = v(a ⊕ b).
///
/// # Errors
/// [`SatoWelterError::DuplicatePosition`] if a square is listed twice.
///
/// # Complexity
/// O(k²) for k coins (a sort plus one term per pair).
///
/// # Example
/// ```
/// use hookgames_sato_welter::welter_function;
/// assert_eq!(welter_function(&[14, 12, 9, 7, 6, 2])?, 7); // Kawanaka's Fig. 7
/// assert_eq!(welter_function(&[5, 3])?, (5 ^ 3) - 1);
/// assert!(welter_function(&[4, 4]).is_err());
/// assert_eq!(welter_function(&[1 << 40])?, 1 << 40); // one coin: a Nim heap
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn welter_function(positions: &[u64]) -> Result<u64, SatoWelterError> {
    let mut sorted = positions.to_vec();
    sorted.sort_unstable();
    if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
        return Err(SatoWelterError::DuplicatePosition { position: w[0] });
    }
    let mut acc: u64 = 0;
    for (k, &a) in sorted.iter().enumerate() {
        acc ^= a;
        for &b in &sorted[..k] {
            acc ^= sato_n(a - b);
        }
    }
    Ok(acc)
}

impl YoungRealization {
    /// The misère Grundy value of λ (the last player to move loses), by the
    /// engine's memoised solver ([`hookgames_game::misere_grundy`]) on the
    /// Young realization: no closed form is known for misère play, so this
    /// visits every partition inside λ. The value is 0 exactly when the
    /// player to move loses under misère play (see
    /// [`YoungRealization::misere_outcome`]).
    ///
    /// # Errors
    /// [`SatoWelterError::Game`] with
    /// [`GameError::StateLimit`](hookgames_game::GameError::StateLimit) if λ
    /// contains more partitions than the default
    /// [`Limits`](hookgames_game::Limits) allow.
    ///
    /// # Complexity
    /// O(|μ| ℓ) for each partition μ ⊆ λ (its followers).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// use hookgames_sato_welter::YoungRealization;
    /// assert_eq!(YoungRealization.misere_grundy(&Partition::empty())?, 1);
    /// assert_eq!(YoungRealization.misere_grundy(&Partition::new(vec![1])?)?, 0);
    /// assert_eq!(YoungRealization.misere_grundy(&Partition::new(vec![2])?)?, 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn misere_grundy(&self, lambda: &Partition) -> Result<u64, SatoWelterError> {
        Ok(hookgames_game::misere_grundy(self, lambda)?)
    }

    /// The misère outcome of λ: [`Outcome::N`] if the player to move wins
    /// when the last player to move loses, else [`Outcome::P`]; by the
    /// engine's solver ([`hookgames_game::misere_outcome`]), as
    /// [`YoungRealization::misere_grundy`].
    ///
    /// # Errors
    /// As [`YoungRealization::misere_grundy`].
    ///
    /// # Complexity
    /// As [`YoungRealization::misere_grundy`].
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// use hookgames_game::Outcome;
    /// use hookgames_sato_welter::YoungRealization;
    /// assert_eq!(YoungRealization.misere_outcome(&Partition::new(vec![1])?)?, Outcome::P);
    /// assert_eq!(YoungRealization.misere_outcome(&Partition::new(vec![2])?)?, Outcome::N);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn misere_outcome(&self, lambda: &Partition) -> Result<Outcome, SatoWelterError> {
        Ok(hookgames_game::misere_outcome(self, lambda)?)
    }
}

impl OneLineRealization {
    /// The misère Grundy value of a board (the last player to move loses),
    /// by the engine's memoised solver ([`hookgames_game::misere_grundy`])
    /// on the one-line realization; it equals
    /// [`YoungRealization::misere_grundy`] of the board's partition (the
    /// realizations are isomorphic, Kawanaka §8).
    ///
    /// # Errors
    /// [`SatoWelterError::Game`] with
    /// [`GameError::StateLimit`](hookgames_game::GameError::StateLimit) if
    /// more boards lie below this one than the default
    /// [`Limits`](hookgames_game::Limits) allow.
    ///
    /// # Complexity
    /// O(|μ| h/64) for each board below this one (its followers), h the
    /// highest cell.
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// use hookgames_sato_welter::OneLineRealization;
    /// // Stones on 2 and 1: the column (1, 1); one stone on 1: the row (1).
    /// assert_eq!(OneLineRealization.misere_grundy(&MayaDiagram::new([2, 1])?)?, 2);
    /// assert_eq!(OneLineRealization.misere_grundy(&MayaDiagram::new([1])?)?, 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn misere_grundy(&self, board: &MayaDiagram) -> Result<u64, SatoWelterError> {
        Ok(hookgames_game::misere_grundy(self, board)?)
    }

    /// The misère outcome of a board, as
    /// [`OneLineRealization::misere_grundy`]: [`Outcome::N`] if the player
    /// to move wins when the last player to move loses, else
    /// [`Outcome::P`].
    ///
    /// # Errors
    /// As [`OneLineRealization::misere_grundy`].
    ///
    /// # Complexity
    /// As [`OneLineRealization::misere_grundy`].
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// use hookgames_game::Outcome;
    /// use hookgames_sato_welter::OneLineRealization;
    /// assert_eq!(OneLineRealization.misere_outcome(&MayaDiagram::new([1])?)?, Outcome::P);
    /// assert_eq!(OneLineRealization.misere_outcome(&MayaDiagram::new([0])?)?, Outcome::N);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn misere_outcome(&self, board: &MayaDiagram) -> Result<Outcome, SatoWelterError> {
        Ok(hookgames_game::misere_outcome(self, board)?)
    }
}

/// The game-tree statistics of the Sato–Welter game from λ, by the engine's
/// [`tree_statistics`] on the [`YoungRealization`] (LCTR §2.4): the states
/// of ⟨λ⟩ are the partitions μ ⊆ λ, the height is |λ| (remove one box at a
/// time), the leaves are the complete plays.
///
/// # Errors
/// [`SatoWelterError::Game`] for the state and arrow limits of
/// [`FiniteAlgorithm`](hookgames_game::FiniteAlgorithm).
///
/// # Complexity
/// O(Σ_{μ ⊆ λ} |μ| ℓ) to materialize ⟨λ⟩, plus big-integer sums.
///
/// # Example
/// ```
/// use hookgames_partition::Partition;
/// use hookgames_sato_welter::game_tree_statistics;
/// let s = game_tree_statistics(&Partition::new(vec![2, 2])?)?;
/// assert_eq!((s.states, s.height, s.ends), (6, 4, 1)); // C(4, 2) partitions inside 2×2
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn game_tree_statistics(lambda: &Partition) -> Result<TreeStatistics, SatoWelterError> {
    Ok(tree_statistics(&YoungRealization, lambda)?)
}
