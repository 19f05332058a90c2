//! Closed forms: Proposition 5.6 and the winning hooks by the XOR trick.

use hookgames_partition::ShiftedPartition;

use crate::error::ShiftedError;
use crate::game::{part_index, parts_above};

/// The Grundy value of S in HRG as a `u64`: G(S) = λ_1 ⊕ λ_2 ⊕ … ⊕ λ_ℓ
/// (Abuku–Tada, Proposition 5.6). Never fails: the parts are `u64`.
///
/// # Complexity
/// O(ℓ).
///
/// # Example
/// ```
/// use hookgames_shifted::grundy_u64;
/// assert_eq!(grundy_u64(&"7,6,4,3,2".parse()?), 7 ^ 6 ^ 4 ^ 3 ^ 2);
/// assert_eq!(grundy_u64(&"1099511627776".parse()?), 1 << 40);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn grundy_u64(s: &ShiftedPartition) -> u64 {
    s.parts().iter().fold(0, |x, &p| x ^ p)
}

/// The Grundy value G(S) = λ_1 ⊕ λ_2 ⊕ … ⊕ λ_ℓ of S in HRG(T) for any T
/// containing S (Abuku–Tada, Proposition 5.6), as a `u32` nimber.
///
/// # Errors
/// [`ShiftedError::ValueTooLarge`] if the nim-sum exceeds `u32::MAX`
/// (possible only with a part ≥ 2^32; [`grundy_u64`] returns it).
///
/// # Complexity
/// O(ℓ).
///
/// # Example
/// ```
/// use hookgames_shifted::grundy;
/// assert_eq!(grundy(&"7,6,4,3,2".parse()?)?, 4);
/// assert_eq!(grundy(&"6,4,2".parse()?)?, 0);
/// assert!(grundy(&"4294967296".parse()?).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn grundy(s: &ShiftedPartition) -> Result<u32, ShiftedError> {
    let value = grundy_u64(s);
    u32::try_from(value).map_err(|_| ShiftedError::ValueTooLarge { value })
}

/// Every box (i, j) of S whose hook removal reaches a position of Grundy
/// value `t`, by row (at most one per row), found by the XOR trick: with
/// X = G(S), the row of λ_i has such a box iff b = X ⊕ λ_i ⊕ t < λ_i, and
/// then the move turns λ_i and b (Turning Turtles; `b = 0`: delete λ_i;
/// `b` a part: delete both; otherwise replace λ_i by b), located by
/// [`hook_for_move`](crate::hook_for_move).
///
/// # Complexity
/// O(ℓ log ℓ).
///
/// # Example
/// ```
/// use hookgames_partition::ShiftedPartition;
/// use hookgames_shifted::{grundy, hooks_to_value};
/// let s: ShiftedPartition = "7,6,4,3,2".parse()?; // G = 4
/// // 7 ⊕ 6 and 3 ⊕ 2 are 1 = 4 ⊕ 5: delete the parts 7, 6 or 3, 2.
/// assert_eq!(hooks_to_value(&s, 5), vec![(1, 1), (4, 4)]);
/// for (i, j) in hooks_to_value(&s, 5) {
///     assert_eq!(grundy(&s.remove_hook(i, j)?)?, 5);
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn hooks_to_value(s: &ShiftedPartition, t: u32) -> Vec<(usize, u64)> {
    let parts = s.parts();
    let x = grundy_u64(s) ^ u64::from(t);
    let mut out = Vec::new();
    for (i0, &a) in parts.iter().enumerate() {
        let b = x ^ a;
        if b >= a {
            continue;
        }
        let j = match part_index(parts, b) {
            // b = λ_k: the hook at (i, k − 1) has row k as its tail.
            Some(k0) => k0 as u64,
            // b a non-part (0 included): λ_i becomes b.
            None => b + parts_above(parts, b) as u64,
        };
        out.push((i0 + 1, j));
    }
    out
}

/// The winning moves of HRG from S (normal play): the boxes whose hook
/// removal reaches Grundy value 0, i.e. [`hooks_to_value`]`(s, 0)`.
///
/// # Complexity
/// O(ℓ log ℓ).
///
/// # Example
/// ```
/// use hookgames_partition::ShiftedPartition;
/// use hookgames_shifted::winning_hooks;
/// let s: ShiftedPartition = "7,6,4,3,2".parse()?; // G = 4
/// assert_eq!(winning_hooks(&s), vec![(1, 3), (2, 4), (3, 5)]);
/// assert_eq!(s.remove_hook(3, 5)?.to_string(), "7,6,3,2");
/// assert!(winning_hooks(&"6,4,2".parse()?).is_empty()); // a P-position
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn winning_hooks(s: &ShiftedPartition) -> Vec<(usize, u64)> {
    hooks_to_value(s, 0)
}

/// `true` if S is one of the exceptional positions E of misère play: every
/// part λ ≥ 2 has its partner λ ⊕ 1 among the parts (the parts ≥ 2 form
/// pairs {2m, 2m + 1}; the part 1 may or may not be present). ∅ ∈ E.
fn exceptional(parts: &[u64]) -> bool {
    parts
        .iter()
        .all(|&p| p < 2 || part_index(parts, p ^ 1).is_some())
}

/// The misère Grundy value of S in HRG (the player who makes ∅ loses; an
/// end has misère value 1): G⁻(S) = G(S) ⊕ 1 if S ∈ E, the positions
/// whose parts ≥ 2 pair up as {2m, 2m + 1} (1 optional, ∅ included), and
/// G⁻(S) = G(S) otherwise. Abuku–Tada treat normal play only; this
/// closed form is this crate's, proved below and checked against the
/// generic solver of `hookgames-plain` on every S with λ_1 ≤ 14 (≤ 18
/// in the heavy tests).
///
/// Proof, in Turning Turtles form (a move turns head a and toggles b < a,
/// b = 0 meaning no second coin; G changes by a ⊕ b). On E, G ∈ {0, 1}.
/// A move with a ⊕ b = 1 ((a, b) = (2m + 1, 2m) or (1, 0)) maps E into E
/// and the complement of E into itself. (i) No option has the value of S:
/// between two positions of E or two outside E it is the normal-play
/// statement; from S ∈ E to T ∉ E, G⁻(T) = G⁻(S) would need a ⊕ b = 1;
/// from S ∉ E to T ∈ E likewise. (ii) Every smaller value is reached: for
/// S ∈ E with G⁻(S) = 1 ≠ G⁻(∅), S ≠ ∅ has G(S) = 0 and either contains 1
/// (remove it) or a pair (remove it), reaching G⁻ = 0 inside E; for S ∉ E
/// and v < G(S), the normal move (a, b) to G = v works unless it lands in
/// E, and then (a, b ⊕ 1) is legal (a ⊕ b ≠ 1 by the remark above) and
/// lands in E with G = v ⊕ 1, i.e. G⁻ = v.
///
/// # Errors
/// [`ShiftedError::ValueTooLarge`] if the value exceeds `u32::MAX`.
///
/// # Complexity
/// O(ℓ log ℓ).
///
/// # Example
/// ```
/// use hookgames_shifted::misere_grundy;
/// assert_eq!(misere_grundy(&"1".parse()?)?, 0);
/// assert_eq!(misere_grundy(&"3,2".parse()?)?, 0); // normal value 1
/// assert_eq!(misere_grundy(&"3,2,1".parse()?)?, 1); // normal value 0
/// assert_eq!(misere_grundy(&"4,2".parse()?)?, 6); // not exceptional
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn misere_grundy(s: &ShiftedPartition) -> Result<u32, ShiftedError> {
    let value = grundy_u64(s) ^ u64::from(exceptional(s.parts()));
    u32::try_from(value).map_err(|_| ShiftedError::ValueTooLarge { value })
}

/// Every box (i, j) of S whose hook removal reaches a position of misère
/// Grundy value `t` ([`misere_grundy`]), in row order: the moves of the
/// XOR trick ([`hooks_to_value`]) to normal value t and t ⊕ 1, kept when
/// the target's misère value is t. With `t = 0`: the misère winning moves.
///
/// # Complexity
/// O(ℓ² log ℓ).
///
/// # Example
/// ```
/// use hookgames_partition::ShiftedPartition;
/// use hookgames_shifted::{misere_grundy, misere_hooks_to_value};
/// let s: ShiftedPartition = "3,2,1".parse()?; // misère value 1
/// let hooks = misere_hooks_to_value(&s, 0);
/// // Delete the parts 3 and 2 (leaving (1)), or the part 1 (leaving (3, 2)).
/// assert_eq!(hooks, vec![(1, 1), (3, 3)]);
/// assert_eq!(misere_grundy(&s.remove_hook(1, 1)?)?, 0);
/// assert_eq!(misere_grundy(&s.remove_hook(3, 3)?)?, 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn misere_hooks_to_value(s: &ShiftedPartition, t: u32) -> Vec<(usize, u64)> {
    let mut out: Vec<(usize, u64)> = Vec::new();
    for w in [t, t ^ 1] {
        for (i, j) in hooks_to_value(s, w) {
            let Ok(target) = s.remove_hook(i, j) else {
                continue;
            };
            let value = grundy_u64(&target) ^ u64::from(exceptional(target.parts()));
            if value == u64::from(t) {
                out.push((i, j));
            }
        }
    }
    out.sort_unstable();
    out
}
