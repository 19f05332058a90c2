//! The restrictions (P, φ_(G,K)) of the Nakayama algorithm by Klein's four
//! group (Kawanaka, Proposition 3.3 and Theorem 4.2), as games.

use std::ops::ControlFlow;

use hookgames_game::Algorithm;
use hookgames_maya::MayaDiagram;
use hookgames_partition::Partition;

use hookgames_plain::{Klein, KleinSubgroup};

/// The Klein product over the contents c = lo, lo + 1, …, hi of a run of
/// consecutive diagonals, each labelled a (c even) or b (c odd).
fn content_product(lo: i128, hi: i128) -> Klein {
    // Number of even integers in [lo, hi]: ⌊hi/2⌋ − ⌊(lo − 1)/2⌋.
    let evens = hi.div_euclid(2) - (lo - 1).div_euclid(2);
    let odds = (hi - lo + 1) - evens;
    Klein::from_exponents(evens % 2 != 0, odds % 2 != 0)
}

/// The restriction (Q, ψ_(G,K)) of the Young realization (Kawanaka,
/// Proposition 3.3): only the hooks H(x) with f(Y → Y − H(x)) ∈ K may be
/// removed, where f = h̃ ∘ F sends the arrow to the product of the labels of
/// its simple roots. The Dynkin diagram of the Nakayama algorithm is a path
/// of diagonals, the diagonal of content 0 next to α_* (Kawanaka §8–§9,
/// Figs. 8–9), so with h of (4.2) a box of content c = j − i carries a when c
/// is even, b when c is odd — the checkerboard of Fig. 10 — and
/// f(Y → Y − H(x)) = d(x) = ∏_{y ∈ H(x)} g(y), the hook product of Fig. 11,
/// computed here from the contents of the hook (a run of consecutive
/// diagonals) in O(1) per box.
///
/// By Theorem 4.1 and 4.2 (i) its Grundy values are
/// E^(2)_{⟨ab⟩} = E^(2)_{⟨b⟩} = Σ_i 2^i ε_{i+1} and
/// E^(2)_{⟨a⟩} = ε_0 + Σ_{i≥1} 2^i ε_{i+1}; the tests check both with the
/// generic solver.
///
/// # Example
/// ```
/// use hookgames_partition::Partition;
/// use hookgames_game::{grundy, Algorithm};
/// use hookgames_plain::KleinSubgroup;
/// use hookgames_sato_welter::{YoungRealization, YoungRestriction};
/// let y = Partition::new(vec![9, 8, 6, 5, 5, 2])?;
/// let e = YoungRealization.grundy(&y)?; // 7 = 0b111
/// assert_eq!(grundy(&YoungRestriction::new(KleinSubgroup::B), &y)?, e >> 1);
/// assert_eq!(grundy(&YoungRestriction::new(KleinSubgroup::A), &y)?, (e & 1) | ((e >> 1) & !1));
/// // The (G, ⟨b⟩)-quotient Y′ of Kawanaka §9 has 15 boxes.
/// assert_eq!(YoungRestriction::new(KleinSubgroup::B).follower_count(&y), 15);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct YoungRestriction {
    subgroup: KleinSubgroup,
}

impl YoungRestriction {
    /// The restriction by the subgroup K.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_plain::KleinSubgroup;
    /// use hookgames_sato_welter::YoungRestriction;
    /// assert_eq!(YoungRestriction::new(KleinSubgroup::A).subgroup(), KleinSubgroup::A);
    /// ```
    pub fn new(subgroup: KleinSubgroup) -> Self {
        YoungRestriction { subgroup }
    }

    /// The subgroup K.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`YoungRestriction::new`].
    pub fn subgroup(&self) -> KleinSubgroup {
        self.subgroup
    }

    /// f(Y → Y − H(i, j)) = d(i, j), the Klein product over the hook, for a
    /// box (i, j) of Y; `None` if (i, j) is not a box.
    ///
    /// # Complexity
    /// O(log ℓ).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// use hookgames_plain::Klein;
    /// use hookgames_sato_welter::YoungRestriction;
    /// let y = Partition::new(vec![9, 8, 6, 5, 5, 2])?;
    /// assert_eq!(YoungRestriction::hook_product(&y, 6, 1), Some(Klein::AB)); // Fig. 11
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hook_product(lambda: &Partition, i: usize, j: u64) -> Option<Klein> {
        if !lambda.contains(i, j) {
            return None;
        }
        // The hook runs over the contents j − λ'_j, …, λ_i − i.
        let lo = i128::from(j) - lambda.column_len(j) as i128;
        let hi = i128::from(lambda.part(i)) - i as i128;
        Some(content_product(lo, hi))
    }
}

impl Algorithm for YoungRestriction {
    type State = Partition;

    /// The struct and its parts (8 bytes each), for the engine's byte
    /// limit.
    fn state_bytes(&self, p: &Partition) -> usize {
        size_of::<Partition>() + 8 * p.len()
    }

    fn for_each_follower<F: FnMut(Partition)>(&self, p: &Partition, mut f: F) {
        for (i, j) in p.boxes() {
            if Self::hook_product(p, i, j).is_some_and(|d| self.subgroup.contains(d))
                && let Ok(q) = p.remove_hook(i, j)
            {
                f(q);
            }
        }
    }

    /// As `for_each_follower`, removing no hook after `f` breaks.
    fn try_for_each_follower<B, F>(&self, p: &Partition, mut f: F) -> ControlFlow<B>
    where
        F: FnMut(Partition) -> ControlFlow<B>,
    {
        for (i, j) in p.boxes() {
            if Self::hook_product(p, i, j).is_some_and(|d| self.subgroup.contains(d))
                && let Ok(q) = p.remove_hook(i, j)
            {
                f(q)?;
            }
        }
        ControlFlow::Continue(())
    }
}

/// The restriction (P, φ_(G,K)) of the one-line realization: a stone move
/// s → s′ is allowed when the product of the labels of the cell boundaries
/// it crosses lies in K. With l stones the boundary between the cells k − 1
/// and k is the simple root of content k − l (the move l → l − 1 removes the
/// box (1, 1) of content 0), labelled a when k − l is even, b when odd. It
/// is isomorphic to [`YoungRestriction`] under
/// [`NakayamaIsomorphism`](crate::NakayamaIsomorphism) (tested).
///
/// # Example
/// ```
/// use hookgames_maya::MayaDiagram;
/// use hookgames_game::grundy;
/// use hookgames_plain::KleinSubgroup;
/// use hookgames_sato_welter::OneLineRestriction;
/// let p = MayaDiagram::new([14, 12, 9, 7, 6, 2])?; // E^(2) = 7
/// assert_eq!(grundy(&OneLineRestriction::new(KleinSubgroup::AB), &p)?, 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OneLineRestriction {
    subgroup: KleinSubgroup,
}

impl OneLineRestriction {
    /// The restriction by the subgroup K.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_plain::KleinSubgroup;
    /// use hookgames_sato_welter::OneLineRestriction;
    /// assert_eq!(OneLineRestriction::new(KleinSubgroup::A).subgroup(), KleinSubgroup::A);
    /// ```
    pub fn new(subgroup: KleinSubgroup) -> Self {
        OneLineRestriction { subgroup }
    }

    /// The subgroup K.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`OneLineRestriction::new`].
    pub fn subgroup(&self) -> KleinSubgroup {
        self.subgroup
    }

    /// f(s → s′) for a board with `stones` = l stones: the product of the
    /// labels of the contents s′ + 1 − l, …, s − l.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_plain::Klein;
    /// use hookgames_sato_welter::OneLineRestriction;
    /// // Fig. 7 → Fig. 6: the hook of (3, 3), contents −2, …, 3, three of each parity.
    /// assert_eq!(OneLineRestriction::move_product(6, 9, 3), Klein::AB);
    /// ```
    pub fn move_product(stones: usize, from: u64, to: u64) -> Klein {
        let l = stones as i128;
        content_product(i128::from(to) + 1 - l, i128::from(from) - l)
    }
}

impl Algorithm for OneLineRestriction {
    type State = MayaDiagram;

    /// As [`OneLineRealization`](crate::OneLineRealization): the struct and
    /// its heap words, for the engine's byte limit.
    fn state_bytes(&self, p: &MayaDiagram) -> usize {
        crate::game::maya_bytes(p)
    }

    fn for_each_follower<F: FnMut(MayaDiagram)>(&self, p: &MayaDiagram, mut f: F) {
        let l = p.count();
        for (s, t) in p.moves() {
            if self.subgroup.contains(Self::move_product(l, s, t))
                && let Ok(q) = p.with_move(s, t)
            {
                f(q);
            }
        }
    }

    /// As `for_each_follower`, copying no board after `f` breaks.
    fn try_for_each_follower<B, F>(&self, p: &MayaDiagram, mut f: F) -> ControlFlow<B>
    where
        F: FnMut(MayaDiagram) -> ControlFlow<B>,
    {
        let l = p.count();
        for (s, t) in p.moves() {
            if self.subgroup.contains(Self::move_product(l, s, t))
                && let Ok(q) = p.with_move(s, t)
            {
                f(q)?;
            }
        }
        ControlFlow::Continue(())
    }
}
