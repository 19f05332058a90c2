//! The fast Grundy value: Kawanaka's (9.1) evaluated on the β-set with word
//! operations, never visiting a box.
//!
//! # Derivation
//!
//! Put the β-set S (stones) of λ on the board. A box of λ is a pair
//! (stone s, empty cell e < s) with hook length s − e (Kawanaka §8), so
//! |Y_(n)| is the number of such pairs with n | s − e: on the n-runner abacus,
//! the number of (stone, empty lower position on the same runner) pairs.
//! A stone s on runner r = s mod n has ⌊s/n⌋ lower positions on its runner,
//! of which (its rank among the c_r stones of the runner) are stones, so
//!
//! |Y_(n)| = Σ_{s ∈ S} ⌊s/n⌋ − Σ_r C(c_r, 2).
//!
//! For n = 2^i, ⌊s/2^i⌋ ≡ bit i of s (mod 2) and C(c, 2) ≡ bit 1 of c
//! (mod 2), hence ε_i = bit i of X ⊕ (parity of the number of residue
//! classes r mod 2^i holding 2 or 3 stones mod 4), X = ⊕_{s ∈ S} s. This is
//! also Welter's closed form (see [`welter_function`](crate::welter_function)),
//! read bit by bit.
//!
//! The counts c_r mod 4 for all 2^i classes at once are two bit-planes
//! (`ones`, `twos`) of 2-bit lane counters. At the top level 2^i ≥ 64·W
//! (W words) every class holds at most one stone: `ones` = the words,
//! `twos` = 0. Folding the upper half of the classes onto the lower half is
//! one 2-bit addition per word (`ones ^= hi`, `twos ^= thi ^ (lo & hi)`),
//! and bit i − 1 of X is the parity of the stones in the upper half. The
//! folds from 2^i = 64·W down to 64 touch W/2 + W/4 + … < W words; the last
//! six folds (classes mod 32, …, mod 1) happen inside one word. So the value
//! costs O(W) = O(L/64) word operations for L cells, plus O(log L).

use hookgames_game::GameError;
use hookgames_maya::MayaDiagram;
use hookgames_partition::Partition;

use crate::{OneLineRealization, SatoWelterError, YoungRealization};

/// The Grundy value of the stones given as a little-endian bitset (cell c
/// is bit c mod 64 of word c / 64; trailing zero words allowed), by the
/// word-parallel evaluation of Kawanaka's (9.1) described in the module
/// documentation: the input form for a board that is not a
/// [`MayaDiagram`] (a single word `w` is `&[w]`; a [`MayaDiagram`] goes
/// through [`OneLineRealization::grundy`]). Every bitset has a value.
///
/// # Complexity
/// O(W) word operations and O(W) extra memory for W words (one pass of
/// halving folds), i.e. O(L/64) for L cells; no box is visited.
///
/// # Example
/// ```
/// use hookgames_sato_welter::grundy_bitset;
/// // Stones on 14, 12, 9, 7, 6, 2: Kawanaka's Fig. 7, the diagram (9,8,6,5,5,2).
/// let word = [14u32, 12, 9, 7, 6, 2].iter().fold(0u64, |w, &c| w | 1 << c);
/// assert_eq!(grundy_bitset(&[word]), 7);
/// assert_eq!(grundy_bitset(&[0, 1]), 64); // one stone on cell 64: a row of 64
/// assert_eq!(grundy_bitset(&[0b1010]), 1); // stones 3, 1: the partition (2, 1)
/// assert_eq!(grundy_bitset(&[]), 0);
/// ```
pub fn grundy_bitset(words: &[u64]) -> u64 {
    let w = match words.iter().rposition(|&x| x != 0) {
        Some(k) => k + 1,
        None => return 0,
    };
    let mut value: u64 = 0;
    let (mut ones, mut twos) = if w == 1 {
        (words[0], 0u64)
    } else {
        let p = w.next_power_of_two();
        // Classes mod 2^level with level = 6 + log2(p): one lane per cell,
        // `twos` = 0. The first fold reads the words directly (zero beyond w).
        let mut level = 6 + p.trailing_zeros();
        let mut len = p / 2;
        let (low, high) = words[..w].split_at(len);
        let mut upper = 0u32;
        let mut pairs = 0u32;
        let mut ones: Vec<u64> = low.to_vec();
        let mut twos: Vec<u64> = vec![0; len];
        for (k, &hi) in high.iter().enumerate() {
            upper ^= hi.count_ones();
            twos[k] = ones[k] & hi;
            ones[k] ^= hi;
            pairs ^= twos[k].count_ones();
        }
        level -= 1;
        value |= u64::from((upper ^ pairs) & 1) << level;
        while len > 1 {
            let half = len / 2;
            let mut upper = 0u32; // stones in the upper half, mod 2
            let mut pairs = 0u32; // classes with 2 or 3 stones (mod 4), mod 2
            for k in 0..half {
                let (lo, hi) = (ones[k], ones[k + half]);
                let (tlo, thi) = (twos[k], twos[k + half]);
                upper ^= hi.count_ones();
                ones[k] = lo ^ hi;
                twos[k] = tlo ^ thi ^ (lo & hi);
                pairs ^= twos[k].count_ones();
            }
            level -= 1;
            value |= u64::from((upper ^ pairs) & 1) << level;
            len = half;
        }
        (ones[0], twos[0])
    };
    // Classes mod 64, one lane each; fold lanes inside the word.
    for level in (0..6u32).rev() {
        let width = 1u32 << level; // lanes of the new level
        let mask = if width == 32 {
            u64::from(u32::MAX)
        } else {
            (1u64 << width) - 1
        };
        let (lo, hi) = (ones & mask, (ones >> width) & mask);
        let (tlo, thi) = (twos & mask, (twos >> width) & mask);
        let upper = hi.count_ones();
        ones = lo ^ hi;
        twos = tlo ^ thi ^ (lo & hi);
        value |= u64::from((upper ^ twos.count_ones()) & 1) << level;
    }
    value
}

/// The Grundy value from a list of distinct β-numbers (coin positions of
/// Welter's game), without a bitset: the same formula as [`grundy_bitset`],
/// with the residue classes mod 2^i found by splitting the list on bit
/// i = 0, 1, 2, … (a radix partition from the low bits).
///
/// # Errors
/// [`SatoWelterError::DuplicatePosition`] if a number is listed twice.
///
/// # Complexity
/// O(k log k) for the duplicate check plus O(k · d), where d ≤ 64 is the
/// number of low bits needed to separate the k numbers (about log₂ k for
/// spread-out numbers); O(k) memory.
///
/// # Example
/// ```
/// use hookgames_sato_welter::grundy_beta_numbers;
/// assert_eq!(grundy_beta_numbers(&[14, 12, 9, 7, 6, 2])?, 7);
/// assert_eq!(grundy_beta_numbers(&[1 << 60])?, 1 << 60);
/// assert!(grundy_beta_numbers(&[3, 3]).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn grundy_beta_numbers(betas: &[u64]) -> Result<u64, SatoWelterError> {
    let mut sorted = betas.to_vec();
    sorted.sort_unstable();
    if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
        return Err(SatoWelterError::DuplicatePosition { position: w[0] });
    }
    Ok(distinct_list_value(sorted))
}

/// The value of a list of distinct numbers: X = ⊕ v, then for each level i
/// the parity of the residue classes mod 2^i holding 2 or 3 numbers (mod 4).
/// Classes of one number are dropped; distinct u64 numbers are separated
/// after at most 64 levels.
fn distinct_list_value(mut v: Vec<u64>) -> u64 {
    let mut value: u64 = v.iter().fold(0, |acc, &b| acc ^ b);
    let mut ranges: Vec<(usize, usize)> = Vec::new();
    if v.len() >= 2 {
        ranges.push((0, v.len()));
    }
    let mut next: Vec<(usize, usize)> = Vec::new();
    let mut level = 0u32;
    while !ranges.is_empty() && level < 64 {
        let mut pairs = 0usize;
        next.clear();
        for &(s, e) in &ranges {
            pairs ^= ((e - s) >> 1) & 1;
            // Partition v[s..e] by bit `level`: zeros first.
            let (mut a, mut b) = (s, e);
            while a < b {
                if (v[a] >> level) & 1 == 0 {
                    a += 1;
                } else {
                    b -= 1;
                    v.swap(a, b);
                }
            }
            if a - s >= 2 {
                next.push((s, a));
            }
            if e - a >= 2 {
                next.push((a, e));
            }
        }
        value ^= (pairs as u64) << level;
        std::mem::swap(&mut ranges, &mut next);
        level += 1;
    }
    value
}

/// The β-numbers of λ with ℓ(λ) stones: β_i = λ_i + ℓ − i ≤ |λ|.
fn betas_of(lambda: &Partition) -> impl Iterator<Item = u64> + '_ {
    let l = lambda.len() as u64;
    lambda
        .parts()
        .iter()
        .enumerate()
        .map(move |(k, &p)| p + (l - 1 - k as u64))
}

/// The Grundy value of λ, never visiting a box (see
/// [`YoungRealization::grundy`]).
pub(crate) fn partition_value(lambda: &Partition) -> u64 {
    if lambda.is_empty() {
        return 0;
    }
    let rows = lambda.len() as u64;
    // Highest cell λ_1 + ℓ − 1 ≤ |λ| < 2^64.
    let top = lambda.part(1) + (rows - 1);
    let words = top / 64 + 1;
    if words <= 2 * rows + 64 {
        let mut bits = vec![0u64; words as usize];
        // The β-numbers decrease: fill one word in a register at a time
        // (no read-modify-write chain through memory).
        let (mut index, mut word) = ((top / 64) as usize, 0u64);
        for b in betas_of(lambda) {
            let k = (b / 64) as usize;
            if k != index {
                bits[index] = word;
                index = k;
                word = 0;
            }
            word |= 1 << (b % 64);
        }
        bits[index] = word;
        grundy_bitset(&bits)
    } else {
        // β-numbers are strictly decreasing, hence distinct.
        distinct_list_value(betas_of(lambda).collect())
    }
}

impl YoungRealization {
    /// The Grundy value of the Sato–Welter game at λ, fast and for every
    /// partition: Kawanaka's (9.1) (Theorem 4.1: E⁽²⁾ is the Sprague–Grundy
    /// value) evaluated on the β-set of λ without visiting a box — a bitset
    /// of λ_1 + ℓ cells with word-parallel folds ([`grundy_bitset`]) when
    /// that is at most about 128 cells per row, else the list form
    /// ([`grundy_beta_numbers`]). It is the value the engine's pure search
    /// [`Solver`](hookgames_game::Solver)`::new(&YoungRealization).grundy(&λ)`
    /// computes by visiting every partition inside λ; the tests check both
    /// against each other and against Sato's formula, Kawanaka's (9.1) on
    /// the abacus and Welter's function (every partition of size ≤ 22,
    /// random larger ones). It is also the game's value hook
    /// ([`Algorithm::known_grundy`](hookgames_game::Algorithm::known_grundy)),
    /// so the engine's [`hookgames_game::grundy`] and its sums answer with
    /// it.
    ///
    /// # Errors
    /// None for any partition: the value is at most |λ|, the number of
    /// moves, so it fits in the `u64`. The `Result` is that of the engine's
    /// `grundy`, so that either is written with `?`.
    ///
    /// # Complexity
    /// O(ℓ + (λ_1 + ℓ)/64) word operations when the bitset is used, else
    /// O(ℓ · d) with d ≤ 64 (see [`grundy_beta_numbers`]); independent of
    /// |λ|.
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// use hookgames_sato_welter::YoungRealization;
    /// let y: Partition = "9,8,6,5,5,2".parse()?;
    /// assert_eq!(YoungRealization.grundy(&y)?, 7); // Kawanaka §9
    /// let after: Partition = "9,8,5,5,5,2".parse()?; // after the good move
    /// assert_eq!(YoungRealization.grundy(&after)?, 0);
    /// // One row is a Nim heap, however long.
    /// assert_eq!(YoungRealization.grundy(&Partition::new(vec![1 << 40])?)?, 1 << 40);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn grundy(&self, lambda: &Partition) -> Result<u64, GameError> {
        Ok(partition_value(lambda))
    }
}

impl OneLineRealization {
    /// The Grundy value of a board (a β-set; Welter's coins) of the
    /// one-line realization, fast: [`grundy_bitset`] on its words
    /// (Kawanaka's (9.1), Theorem 4.1). It depends only on the partition of
    /// the β-set, not on the number of stones, and equals
    /// [`YoungRealization::grundy`] of that partition. It is the game's
    /// value hook
    /// ([`Algorithm::known_grundy`](hookgames_game::Algorithm::known_grundy)).
    ///
    /// # Errors
    /// None for any board: a stone moves by less than
    /// [`MAX_CELLS`](hookgames_maya::MAX_CELLS) = 2^28 cells, so no hook is
    /// 2^28 long and the value is below 2^28. The `Result` is that of the
    /// engine's `grundy`.
    ///
    /// # Complexity
    /// O(h/64) word operations for the highest cell h; no box is visited.
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// use hookgames_sato_welter::OneLineRealization;
    /// let p = MayaDiagram::new([14, 12, 9, 7, 6, 2])?; // Kawanaka's Fig. 7
    /// assert_eq!(OneLineRealization.grundy(&p)?, 7);
    /// assert_eq!(OneLineRealization.grundy(&p.add_bottom_stones(5)?)?, 7);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn grundy(&self, board: &MayaDiagram) -> Result<u64, GameError> {
        Ok(grundy_bitset(board.words()))
    }
}
