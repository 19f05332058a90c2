//! The classical formulas for the Grundy value: Sato's hook formula,
//! Kawanaka's 2-adic formula (9.1) and Welter's function; and the generic
//! solver of `hookgames-plain` on the Young realization.

use hookgames_game::{Solver, TreeStatistics, tree_statistics};
use hookgames_maya::n_weight;
use hookgames_partition::Partition;

use crate::error::{check_boxes, narrow};
use crate::{SatoWelterError, YoungRealization};

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
pub fn sato_formula(lambda: &Partition) -> Result<u32, SatoWelterError> {
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
    narrow(acc)
}

/// The Grundy value by Kawanaka's formula (9.1):
/// E^(2)(Y) = Σ_i 2^i ε_i with ε_i ≡ |Y_(2^i)| (mod 2), where Y_(n) is the
/// n-quotient of Y, the set of boxes whose hook length is divisible by n
/// (Kawanaka §8–§9, Theorem 4.1). |Y_(n)| is the n-weight of λ, computed
/// on the n-abacus by [`hookgames_maya::n_weight`] without visiting boxes.
///
/// # Errors
/// [`SatoWelterError::NimberOverflow`] if the value exceeds `u32::MAX`;
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
pub fn kawanaka_formula(lambda: &Partition) -> Result<u32, SatoWelterError> {
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
    narrow(value)
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
/// [`SatoWelterError::DuplicatePosition`] if a square is listed twice;
/// [`SatoWelterError::NimberOverflow`] if the value exceeds `u32::MAX`.
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
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn welter_function(positions: &[u64]) -> Result<u32, SatoWelterError> {
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
    narrow(acc)
}

/// The Grundy value by the generic memoised solver of `hookgames-plain` on
/// the [`YoungRealization`]: the mex recursion over every partition
/// contained in λ (Kawanaka §4; Sprague–Grundy). The reference against
/// which the formulas are tested.
///
/// # Errors
/// [`SatoWelterError::Game`] with
/// [`GameError::StateLimit`](hookgames_game::GameError::StateLimit) if λ
/// contains more partitions than the default
/// [`Limits`](hookgames_game::Limits) allow.
///
/// # Complexity
/// O(|λ| ℓ) per partition μ ⊆ λ (its followers), for every such μ.
///
/// # Example
/// ```
/// use hookgames_partition::Partition;
/// use hookgames_sato_welter::generic_grundy;
/// assert_eq!(generic_grundy(&Partition::new(vec![3, 3])?)?, 6); // hooks 4,3,2,3,2,1: 7⊕1⊕3⊕1⊕3⊕1
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn generic_grundy(lambda: &Partition) -> Result<u32, SatoWelterError> {
    Ok(Solver::new(YoungRealization).grundy(lambda)?)
}

/// The misère Grundy value of λ (the last player to move loses), by the
/// generic solver of `hookgames-plain` on the [`YoungRealization`] (no
/// closed form is used). The value is 0 exactly when the player to move
/// loses under misère play (see [`misere_outcome`]).
///
/// # Errors
/// As [`generic_grundy`].
///
/// # Complexity
/// As [`generic_grundy`].
///
/// # Example
/// ```
/// use hookgames_partition::Partition;
/// use hookgames_sato_welter::misere_grundy;
/// assert_eq!(misere_grundy(&Partition::empty())?, 1);
/// assert_eq!(misere_grundy(&Partition::new(vec![1])?)?, 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn misere_grundy(lambda: &Partition) -> Result<u32, SatoWelterError> {
    Ok(Solver::new(YoungRealization).misere_grundy(lambda)?)
}

/// The misère outcome of λ: [`Outcome::N`](hookgames_game::Outcome::N) if
/// the player to move wins when the last player to move loses, else
/// [`Outcome::P`](hookgames_game::Outcome::P). Generic solver.
///
/// # Errors
/// As [`generic_grundy`].
///
/// # Complexity
/// As [`generic_grundy`].
///
/// # Example
/// ```
/// use hookgames_partition::Partition;
/// use hookgames_game::Outcome;
/// use hookgames_sato_welter::misere_outcome;
/// assert_eq!(misere_outcome(&Partition::new(vec![1])?)?, Outcome::P);
/// assert_eq!(misere_outcome(&Partition::new(vec![2])?)?, Outcome::N);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn misere_outcome(lambda: &Partition) -> Result<hookgames_game::Outcome, SatoWelterError> {
    Ok(Solver::new(YoungRealization).misere_outcome(lambda)?)
}

/// The game-tree statistics of the Sato–Welter game from λ (generic,
/// `hookgames-plain`): the states of ⟨λ⟩ are the partitions μ ⊆ λ, the
/// height is |λ| (remove one box at a time), the leaves are the complete
/// plays.
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
    Ok(tree_statistics(&YoungRealization, lambda.clone())?)
}
