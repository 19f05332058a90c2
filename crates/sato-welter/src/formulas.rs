//! The classical formulas for the Grundy value: Sato's hook formula,
//! Kawanaka's 2-adic formula (9.1) and Welter's function; and the analyses
//! of the engine `hookgames-game` that have no closed form here (misère
//! play, game trees).

use hookgames_game::{
    DEFAULT_MAX_ARROWS, DEFAULT_MAX_STATES, Engine, FiniteAlgorithm, GameError, Limits, Outcome,
    Solver, TreeStatistics,
};
use hookgames_limits::MAX_MATERIALIZED_BYTES;
use hookgames_maya::{MayaDiagram, n_weight};
use hookgames_partition::Partition;

use crate::error::{check_boxes, to_game_error};
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
/// O(k log k + 64 k) for k coins (two sorts, and one pass per 2-adic
/// valuation: the pairs are counted by their parity, never listed), with
/// 12k bytes of copies — linear in the input, so no limit is needed (it
/// was one term per pair, O(k²), which did not end on 10^6 coins).
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
    let mut acc = sorted.iter().fold(0u64, |x, &a| x ^ a);
    // N(a − b) = 2^{v+1} − 1 with v = v(a − b) = v(a ⊕ b), the number of
    // low bits a and b share: only the parity of the number of pairs with
    // each v matters. Sorted by their bit-reversed values, the coins that
    // agree on their k lowest bits form runs; the pairs inside the runs at
    // level k are those with v ≥ k.
    sorted.sort_unstable_by_key(|&a| a.reverse_bits());
    // shared[i] = the low bits shared by the i-th and (i+1)-th coins.
    let shared: Vec<u32> = sorted
        .windows(2)
        .map(|w| (w[0] ^ w[1]).trailing_zeros())
        .collect();
    // pairs_at_least(k) mod 2, for k = 0..=64 (none at 64: distinct coins).
    let pairs_parity = |k: u32| -> bool {
        let mut odd = false;
        let mut run = 1u128;
        for &c in &shared {
            if c >= k {
                run += 1;
            } else {
                odd ^= (run * (run - 1) / 2) % 2 == 1;
                run = 1;
            }
        }
        odd ^ ((run * (run - 1) / 2) % 2 == 1)
    };
    let mut at_least = pairs_parity(0);
    for v in 0..64u32 {
        let above = pairs_parity(v + 1);
        // The pairs with v(a − b) = v exactly.
        if at_least ^ above {
            acc ^= u64::MAX >> (63 - v);
        }
        at_least = above;
    }
    Ok(acc)
}

/// The work limit of the misère values through the engine's solver
/// ([`YoungRealization::misere_grundy`], [`OneLineRealization::misere_grundy`]
/// and their outcomes): 2^26 word operations.
///
/// No closed form is known for misère play, so the solver examines every
/// follower of every position below λ; each costs about w + 16 word
/// operations to build and look up (w = ℓ(λ) parts, or the words of a
/// board). The solver is given at most `MAX_MISERE_WORK / (w + 16)` arrows
/// ([`Limits::max_arrows`](hookgames_game::Limits::max_arrows) counts the
/// followers examined), and stops with [`SatoWelterError::TooLarge`]
/// (unit `"word operations"`) at the limit — about a second. Its states
/// are held within the family's memory budget
/// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES)
/// ([`Limits::max_bytes`](hookgames_game::Limits::max_bytes)). Before this
/// limit `100^100` ran for more than 300 s under the engine's default of
/// 2^27 arrows.
pub const MAX_MISERE_WORK: u64 = 1 << 26;

/// The misère value by the engine's solver within [`MAX_MISERE_WORK`].
fn misere_solve<A>(game: &A, p: &A::State, words: u64) -> Result<u64, SatoWelterError>
where
    A: hookgames_game::Algorithm,
{
    let per_arrow = words.saturating_add(16);
    let arrows = (MAX_MISERE_WORK / per_arrow).min(DEFAULT_MAX_ARROWS);
    Solver::new(game)
        .with_limits(
            Limits::default()
                .with_max_arrows(arrows)
                .with_max_bytes(MAX_MATERIALIZED_BYTES),
        )
        .misere_grundy(p)
        .map_err(|e| match e {
            GameError::ArrowLimit { limit } => SatoWelterError::TooLarge {
                what: "the misère value by the generic solver (the followers of every position \
                       below, each built and looked up)",
                count: (u128::from(limit) + 1) * u128::from(per_arrow),
                unit: "word operations",
                limit: MAX_MISERE_WORK,
                limit_name: "MAX_MISERE_WORK",
                instead: "use a smaller position, or the engine's Solver with your own Limits \
                          (no closed form is known for misère play)",
            },
            other => SatoWelterError::Game(other),
        })
}

impl YoungRealization {
    /// The misère Grundy value of λ (the last player to move loses), by the
    /// engine's memoised [`Solver`] on the Young realization: no closed
    /// form is known for misère play (the game has no misère value hook),
    /// so this visits every partition inside λ. The value is 0 exactly when the
    /// player to move loses under misère play (see
    /// [`YoungRealization::misere_outcome`]).
    ///
    /// # Errors
    /// [`GameError::Evaluation`] with the message of
    /// [`SatoWelterError::TooLarge`] (unit `"word operations"`) if the
    /// followers examined, at ℓ(λ) + 16 word operations each, would exceed
    /// [`MAX_MISERE_WORK`] (`100000`, `20^20` and `100^100` are refused in
    /// well under a second); the engine's [`GameError::StateLimit`] of the default [`Limits`](hookgames_game::Limits), or
    /// the byte limit [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES).
    /// For other limits run the engine's
    /// [`Solver`](hookgames_game::Solver) with your own `Limits`.
    ///
    /// # Complexity
    /// O(|μ| ℓ) for each partition μ ⊆ λ (its followers); at most
    /// [`MAX_MISERE_WORK`] word operations.
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
    pub fn misere_grundy(&self, lambda: &Partition) -> Result<u64, GameError> {
        // A follower has at most ℓ(λ) parts: building and hashing it is
        // about ℓ + 16 word operations.
        misere_solve(self, lambda, lambda.len() as u64).map_err(to_game_error)
    }

    /// The misère outcome of λ: [`Outcome::N`] if the player to move wins
    /// when the last player to move loses, else [`Outcome::P`]; by the
    /// engine's [`Solver`], as [`YoungRealization::misere_grundy`].
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
    pub fn misere_outcome(&self, lambda: &Partition) -> Result<Outcome, GameError> {
        Ok(Outcome::from_value(self.misere_grundy(lambda)?))
    }
}

impl OneLineRealization {
    /// The misère Grundy value of a board (the last player to move loses),
    /// by the engine's memoised [`Solver`] on the one-line realization; it
    /// equals
    /// [`YoungRealization::misere_grundy`] of the board's partition (the
    /// realizations are isomorphic, Kawanaka §8).
    ///
    /// # Errors
    /// [`GameError::Evaluation`] with the message of
    /// [`SatoWelterError::TooLarge`] (unit `"word operations"`) if the
    /// followers examined, at (words of the board) + 16 word operations
    /// each, would exceed [`MAX_MISERE_WORK`];
    /// the engine's [`GameError::StateLimit`] of the default
    /// [`Limits`](hookgames_game::Limits), or the byte limit
    /// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES).
    ///
    /// # Complexity
    /// O(|μ| h/64) for each board below this one (its followers), h the
    /// highest cell; at most [`MAX_MISERE_WORK`] word operations.
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
    pub fn misere_grundy(&self, board: &MayaDiagram) -> Result<u64, GameError> {
        // A follower is a copy of the board's words.
        misere_solve(self, board, board.words().len() as u64).map_err(to_game_error)
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
    pub fn misere_outcome(&self, board: &MayaDiagram) -> Result<Outcome, GameError> {
        Ok(Outcome::from_value(self.misere_grundy(board)?))
    }
}

/// The game-tree statistics of the Sato–Welter game from λ, by the engine's
/// [`tree_statistics`](hookgames_game::tree_statistics) on the
/// [`YoungRealization`] (LCTR §2.4): the states of ⟨λ⟩ are the partitions
/// μ ⊆ λ, the height is |λ| (remove one box at a time), the leaves are the
/// complete plays.
///
/// # Errors
/// [`SatoWelterError::TooLarge`] (unit `"bytes"`, limit
/// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES))
/// if the states of ⟨λ⟩ with their statistics would exceed the family's
/// memory budget: each state is counted with its parts (8ℓ bytes) and two
/// counts of at most log₂(e·|λ|!) bits, and ⟨λ⟩ has at least |λ| + 1
/// states (a chain removing one box at a time), so a large λ (such as
/// `[u64::MAX]`) is refused before any work; the states found beyond the
/// budget stop the exploration with the same error.
/// [`SatoWelterError::Game`] for the arrow limit of
/// [`FiniteAlgorithm`](hookgames_game::FiniteAlgorithm).
///
/// # Complexity
/// O(Σ_{μ ⊆ λ} |μ| ℓ) to materialize ⟨λ⟩, plus big-integer sums; at most
/// 2^28 bytes of states and statistics.
///
/// # Example
/// ```
/// use hookgames_partition::Partition;
/// use hookgames_sato_welter::{game_tree_statistics, SatoWelterError};
/// let s = game_tree_statistics(&Partition::new(vec![2, 2])?)?;
/// assert_eq!((s.states, s.height, s.ends), (6, 4, 1)); // C(4, 2) partitions inside 2×2
/// let huge = game_tree_statistics(&Partition::new(vec![u64::MAX])?);
/// assert!(matches!(huge, Err(SatoWelterError::TooLarge { unit: "bytes", .. })));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn game_tree_statistics(lambda: &Partition) -> Result<TreeStatistics, SatoWelterError> {
    let size = u128::from(lambda.size());
    // log₂(e·|λ|!) + 2 ≤ |λ|·(⌊log₂|λ|⌋ + 1) + 4 bits per count.
    let bits = size * u128::from(64 - lambda.size().leading_zeros()) + 4;
    let count_bytes = 24 + bits.div_ceil(64) * 8;
    // The state (the engine's bookkeeping counted generously) and its two
    // counts (nodes and leaves).
    let per_state = (size_of::<Partition>() as u128 + 8 * lambda.len() as u128 + 64)
        .saturating_add(2 * count_bytes);
    let budget = u128::from(MAX_MATERIALIZED_BYTES);
    let max_states = budget / per_state;
    let refuse = |states: u128| SatoWelterError::TooLarge {
        what: "the game tree of λ (its states with their node and leaf counts)",
        count: states.saturating_mul(per_state),
        unit: "bytes",
        limit: MAX_MATERIALIZED_BYTES,
        limit_name: "MAX_MATERIALIZED_BYTES",
        instead: "use a smaller partition",
    };
    if size + 1 > max_states {
        return Err(refuse(size + 1));
    }
    let limits = Limits::default()
        .with_max_states(
            u64::try_from(max_states)
                .unwrap_or(u64::MAX)
                .min(DEFAULT_MAX_STATES),
        )
        .with_max_bytes(MAX_MATERIALIZED_BYTES);
    let fa = FiniteAlgorithm::from_roots(
        &YoungRealization,
        std::slice::from_ref(lambda),
        &Engine::new().with_limits(limits),
    )
    .map_err(|e| match e {
        GameError::StateLimit { limit } => refuse(u128::from(limit) + 1),
        other => SatoWelterError::Game(other),
    })?;
    Ok(fa.tree_statistics(0)?)
}
