//! Closed forms of HRG: Proposition 5.6, the misère values, and the hooks
//! to a given value by the XOR trick.

use hookgames_game::{Algorithm, GameError, Limits, ListBudget};
use hookgames_partition::ShiftedPartition;

use crate::game::{ShiftedHookGame, part_index, parts_above};

/// λ_1 ⊕ … ⊕ λ_ℓ.
fn nim_sum(parts: &[u64]) -> u64 {
    parts.iter().fold(0, |x, &p| x ^ p)
}

/// `true` if the parts form one of the exceptional positions E of misère
/// play: every part λ ≥ 2 has its partner λ ⊕ 1 among the parts (the parts
/// ≥ 2 form pairs {2m, 2m + 1}; the part 1 may or may not be present).
/// ∅ ∈ E.
fn exceptional(parts: &[u64]) -> bool {
    parts
        .iter()
        .all(|&p| p < 2 || part_index(parts, p ^ 1).is_some())
}

/// The misère value from the parts: G ⊕ 1 on E, G elsewhere.
fn misere_value(parts: &[u64]) -> u64 {
    nim_sum(parts) ^ u64::from(exceptional(parts))
}

/// `true` if `x` is unpaired in a set of parts given by its membership
/// test: x ≥ 2 is present and its partner x ⊕ 1 is not (E is the set of
/// positions with no unpaired part).
fn unpaired(contains: impl Fn(u64) -> bool, x: u64) -> bool {
    x >= 2 && contains(x) && !contains(x ^ 1)
}

/// The number of unpaired parts of S (0 exactly on E).
fn unpaired_count(parts: &[u64]) -> usize {
    let contains = |x: u64| part_index(parts, x).is_some();
    parts.iter().filter(|&&p| unpaired(contains, p)).count()
}

/// The misère value of the position reached from S by the Turning Turtles
/// move that turns the part `a` and toggles `b < a` (b = 0: nothing),
/// without building it: only the pairing of a, b and their partners
/// changes, so the unpaired count of the target is that of S corrected on
/// those (at most four) numbers. `g` = G(S), `unpaired_s` = the unpaired
/// count of S. O(log ℓ).
fn misere_after_move(parts: &[u64], g: u64, unpaired_s: usize, a: u64, b: u64) -> u64 {
    let in_s = |x: u64| part_index(parts, x).is_some();
    let in_t = |x: u64| in_s(x) ^ (x == a) ^ (b != 0 && x == b);
    let mut touched = [a, a ^ 1, b, b ^ 1];
    touched.sort_unstable();
    let mut count = unpaired_s;
    let mut last = None;
    for &x in &touched {
        if last == Some(x) {
            continue;
        }
        last = Some(x);
        count = count - usize::from(unpaired(in_s, x)) + usize::from(unpaired(in_t, x));
    }
    let g_t = g ^ a ^ b;
    g_t ^ u64::from(count == 0)
}

/// The closed forms of HRG (Abuku–Tada §5): no search, no limit.
impl ShiftedHookGame {
    /// The Grundy value G(S) = λ_1 ⊕ λ_2 ⊕ … ⊕ λ_ℓ of S in HRG(T) for any
    /// T containing S (Abuku–Tada, Proposition 5.6). Never fails (the parts
    /// are `u64`, and so is their nim-sum): the `Result` is the shape of
    /// the question on every game ([`AlgorithmExt`](hookgames_game::AlgorithmExt)).
    ///
    /// This is the game's fast path, and its value hook
    /// ([`Algorithm::known_grundy`](hookgames_game::Algorithm::known_grundy)),
    /// so the engine's [`hookgames_game::grundy`] and its sums answer with
    /// it; the engine's pure search
    /// [`Solver`](hookgames_game::Solver) explores ⟨S⟩ and agrees with it
    /// (tested on every S with |S| ≤ 30).
    ///
    /// # Errors
    /// None: the closed form holds for every position (the `Result` is the
    /// shape of the question on every game).
    ///
    /// # Complexity
    /// O(ℓ).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::ShiftedPartition;
    /// use hookgames_shifted::ShiftedHookGame;
    /// let s: ShiftedPartition = "7,6,4,3,2".parse()?;
    /// assert_eq!(ShiftedHookGame.grundy(&s)?, 7 ^ 6 ^ 4 ^ 3 ^ 2);
    /// assert_eq!(ShiftedHookGame.grundy(&"6,4,2".parse()?)?, 0);
    /// // Any u64 parts: a part 2^40 is a value 2^40.
    /// assert_eq!(ShiftedHookGame.grundy(&"1099511627776".parse()?)?, 1 << 40);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn grundy(&self, s: &ShiftedPartition) -> Result<u64, GameError> {
        Ok(nim_sum(s.parts()))
    }

    /// The misère Grundy value of S in HRG (the player who makes ∅ loses;
    /// an end has misère value 1): G⁻(S) = G(S) ⊕ 1 if S ∈ E, the
    /// positions whose parts ≥ 2 pair up as {2m, 2m + 1} (1 optional, ∅
    /// included), and G⁻(S) = G(S) otherwise. Abuku–Tada treat normal play
    /// only; this closed form is this crate's, proved below and checked
    /// against the engine's [`Solver`](hookgames_game::Solver) on every S
    /// with λ_1 ≤ 14 (≤ 18 in the heavy tests). It is the game's misère
    /// value hook
    /// ([`Algorithm::known_misere_grundy`](hookgames_game::Algorithm::known_misere_grundy)).
    ///
    /// Proof, in Turning Turtles form (a move turns head a and toggles
    /// b < a, b = 0 meaning no second coin; G changes by a ⊕ b). On E,
    /// G ∈ {0, 1}. A move with a ⊕ b = 1 ((a, b) = (2m + 1, 2m) or (1, 0))
    /// maps E into E and the complement of E into itself. (i) No option has
    /// the value of S: between two positions of E or two outside E it is
    /// the normal-play statement; from S ∈ E to T ∉ E, G⁻(T) = G⁻(S) would
    /// need a ⊕ b = 1; from S ∉ E to T ∈ E likewise. (ii) Every smaller
    /// value is reached: for S ∈ E with G⁻(S) = 1 ≠ G⁻(∅), S ≠ ∅ has
    /// G(S) = 0 and either contains 1 (remove it) or a pair (remove it),
    /// reaching G⁻ = 0 inside E; for S ∉ E and v < G(S), the normal move
    /// (a, b) to G = v works unless it lands in E, and then (a, b ⊕ 1) is
    /// legal (a ⊕ b ≠ 1 by the remark above) and lands in E with
    /// G = v ⊕ 1, i.e. G⁻ = v.
    ///
    /// # Errors
    /// None: the closed form holds for every position (the `Result` is the
    /// shape of the question on every game).
    ///
    /// # Complexity
    /// O(ℓ log ℓ).
    ///
    /// # Example
    /// ```
    /// use hookgames_shifted::ShiftedHookGame;
    /// let game = ShiftedHookGame;
    /// assert_eq!(game.misere_grundy(&"1".parse()?)?, 0);
    /// assert_eq!(game.misere_grundy(&"3,2".parse()?)?, 0); // normal value 1
    /// assert_eq!(game.misere_grundy(&"3,2,1".parse()?)?, 1); // normal value 0
    /// assert_eq!(game.misere_grundy(&"4,2".parse()?)?, 6); // not exceptional
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn misere_grundy(&self, s: &ShiftedPartition) -> Result<u64, GameError> {
        Ok(misere_value(s.parts()))
    }

    /// Every box (i, j) of S whose hook removal reaches a position of
    /// Grundy value `t` (normal play), by row (at most one per row), found
    /// by the XOR trick: with X = G(S), the row of λ_i has such a box iff
    /// b = X ⊕ λ_i ⊕ t < λ_i, and then the move turns λ_i and b (Turning
    /// Turtles; `b = 0`: delete λ_i; `b` a part: delete both; otherwise
    /// replace λ_i by b), located as in [`hook_for_move`](crate::hook_for_move).
    ///
    /// The boxes are the options of value t of Kawanaka's Theorem 4.2
    /// (`hookgames_plain::option_indices_with_value`), found from the parts alone;
    /// the rows are in the order of the followers
    /// ([`Algorithm::try_for_each_follower`](hookgames_game::Algorithm::try_for_each_follower)),
    /// and the game's value hook
    /// ([`Algorithm::known_options_with_value`](hookgames_game::Algorithm::known_options_with_value))
    /// returns their hook removals in that order.
    ///
    /// # Complexity
    /// O(ℓ log ℓ).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::ShiftedPartition;
    /// use hookgames_shifted::ShiftedHookGame;
    /// let game = ShiftedHookGame;
    /// let s: ShiftedPartition = "7,6,4,3,2".parse()?; // G = 4
    /// // 7 ⊕ 6 and 3 ⊕ 2 are 1 = 4 ⊕ 5: delete the parts 7, 6 or 3, 2.
    /// assert_eq!(game.hooks_with_value(&s, 5), vec![(1, 1), (4, 4)]);
    /// for (i, j) in game.hooks_with_value(&s, 5) {
    ///     assert_eq!(game.grundy(&s.remove_hook(i, j)?)?, 5);
    /// }
    /// assert!(game.hooks_with_value(&s, 4).is_empty()); // G(S) itself: never
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hooks_with_value(&self, s: &ShiftedPartition, t: u64) -> Vec<(usize, u64)> {
        let parts = s.parts();
        let x = nim_sum(parts) ^ t;
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
    /// removal reaches Grundy value 0, i.e.
    /// [`hooks_with_value`](ShiftedHookGame::hooks_with_value)`(s, 0)`; empty
    /// exactly when S is a P-position (G(S) = 0).
    ///
    /// # Complexity
    /// O(ℓ log ℓ).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::ShiftedPartition;
    /// use hookgames_shifted::ShiftedHookGame;
    /// let s: ShiftedPartition = "7,6,4,3,2".parse()?; // G = 4
    /// assert_eq!(ShiftedHookGame.winning_hooks(&s), vec![(1, 3), (2, 4), (3, 5)]);
    /// assert_eq!(s.remove_hook(3, 5)?.to_string(), "7,6,3,2");
    /// assert!(ShiftedHookGame.winning_hooks(&"6,4,2".parse()?).is_empty()); // a P-position
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn winning_hooks(&self, s: &ShiftedPartition) -> Vec<(usize, u64)> {
        self.hooks_with_value(s, 0)
    }

    /// Every box (i, j) of S whose hook removal reaches a position of
    /// misère Grundy value `t` ([`misere_grundy`](ShiftedHookGame::misere_grundy)),
    /// in row order: the moves of the XOR trick
    /// ([`hooks_with_value`](ShiftedHookGame::hooks_with_value)) to normal
    /// value t and t ⊕ 1, kept when the target's misère value is t — found
    /// from the parts of S alone (the targets are never built: the pairing
    /// {2m, 2m + 1} of the target differs from that of S only at the two
    /// turned coins and their partners).
    ///
    /// # Complexity
    /// O(ℓ log ℓ) time, O(ℓ) memory (the result: at most 2ℓ boxes).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::ShiftedPartition;
    /// use hookgames_shifted::ShiftedHookGame;
    /// let game = ShiftedHookGame;
    /// let s: ShiftedPartition = "3,2,1".parse()?; // misère value 1
    /// assert_eq!(game.misere_hooks_with_value(&s, 1), vec![]);
    /// // Leave (2, 1) or (3): normal value 3, and not exceptional.
    /// assert_eq!(game.misere_hooks_with_value(&s, 3), vec![(1, 3), (2, 2)]);
    /// assert_eq!(s.remove_hook(1, 3)?, "2,1".parse()?);
    /// assert_eq!(s.remove_hook(2, 2)?, "3".parse()?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn misere_hooks_with_value(&self, s: &ShiftedPartition, t: u64) -> Vec<(usize, u64)> {
        let parts = s.parts();
        let g = nim_sum(parts);
        let unpaired_s = unpaired_count(parts);
        let mut out: Vec<(usize, u64)> = Vec::new();
        for w in [t, t ^ 1] {
            for (i, j) in self.hooks_with_value(s, w) {
                // The move of the box: turn λ_i and b = G ⊕ w ⊕ λ_i (as in
                // `hooks_with_value`); the target is never built.
                let a = parts[i - 1];
                let b = g ^ w ^ a;
                if misere_after_move(parts, g, unpaired_s, a, b) == t {
                    out.push((i, j));
                }
            }
        }
        out.sort_unstable();
        out
    }

    /// The winning moves of HRG from S in misère play (the player who makes
    /// ∅ loses): the boxes whose hook removal reaches misère value 0, i.e.
    /// [`misere_hooks_with_value`](ShiftedHookGame::misere_hooks_with_value)`(s, 0)`.
    ///
    /// # Complexity
    /// O(ℓ log ℓ).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::ShiftedPartition;
    /// use hookgames_shifted::ShiftedHookGame;
    /// let game = ShiftedHookGame;
    /// let s: ShiftedPartition = "3,2,1".parse()?; // misère value 1
    /// // Delete the parts 3 and 2 (leaving (1)), or the part 1 (leaving (3, 2)).
    /// assert_eq!(game.misere_winning_hooks(&s), vec![(1, 1), (3, 3)]);
    /// assert_eq!(game.misere_grundy(&s.remove_hook(1, 1)?)?, 0);
    /// assert_eq!(game.misere_grundy(&s.remove_hook(3, 3)?)?, 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn misere_winning_hooks(&self, s: &ShiftedPartition) -> Vec<(usize, u64)> {
        self.misere_hooks_with_value(s, 0)
    }
}

/// The followers of S of Grundy value t, in the order of the followers
/// (row by row, left to right; at most one per row), within `limits`: the
/// boxes of [`ShiftedHookGame::hooks_with_value`], each hook removed. The
/// value hook
/// [`known_options_with_value`](hookgames_game::Algorithm::known_options_with_value)
/// of [`ShiftedHookGame`].
pub(crate) fn options_with_value(
    s: &ShiftedPartition,
    t: u64,
    limits: &Limits,
) -> Result<Vec<ShiftedPartition>, GameError> {
    let mut room = ListBudget::new();
    let mut out = Vec::new();
    for (i, j) in ShiftedHookGame.hooks_with_value(s, t) {
        let q = s.remove_hook(i, j).map_err(|e| GameError::Evaluation {
            reason: e.to_string(),
        })?;
        room.take(ShiftedHookGame.state_bytes(&q), limits)?;
        out.push(q);
    }
    Ok(out)
}
