//! The restrictions (P, φ_(G,K)) of the Nakayama algorithm by Klein's four
//! group (Kawanaka, Proposition 3.3 and Theorem 4.2), as games.

use std::ops::ControlFlow;

use hookgames_game::{Algorithm, Engine, GameError};
use hookgames_maya::MayaDiagram;
use hookgames_partition::Partition;

use hookgames_plain::{Klein, KleinSubgroup};

use crate::fast::partition_value;
use crate::grundy_bitset;

/// The Grundy value of the restriction by K at a position whose
/// unrestricted value is E^(2) = `e` = Σ 2^i ε_i (Kawanaka, Theorem 4.2 (i),
/// with Theorem 4.1 for the restriction, a plain algorithm by
/// Proposition 3.3): Σ_i 2^i ε_{i+1} for ⟨ab⟩ and ⟨b⟩, and
/// ε_0 + Σ_{i≥1} 2^i ε_{i+1} for ⟨a⟩.
fn restricted_value(k: KleinSubgroup, e: u64) -> u64 {
    match k {
        KleinSubgroup::A => (e & 1) | ((e >> 1) & !1),
        KleinSubgroup::B | KleinSubgroup::AB => e >> 1,
    }
}

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
/// E^(2)_{⟨a⟩} = ε_0 + Σ_{i≥1} 2^i ε_{i+1}
/// ([`YoungRestriction::grundy`], also the engine's value hook
/// [`Algorithm::known_grundy`]); the tests check both with the engine's
/// [`Solver`](hookgames_game::Solver) on every partition of size ≤ 16.
///
/// # Example
/// ```
/// use hookgames_partition::Partition;
/// use hookgames_game::{Algorithm, Solver};
/// use hookgames_plain::KleinSubgroup;
/// use hookgames_sato_welter::{YoungRealization, YoungRestriction};
/// let y = Partition::new(vec![9, 8, 6, 5, 5, 2])?;
/// let e = YoungRealization.grundy(&y)?; // 7 = 0b111
/// let (a, b) = (YoungRestriction::new(KleinSubgroup::A), YoungRestriction::new(KleinSubgroup::B));
/// assert_eq!(Solver::new(b).grundy(&y)?, e >> 1);
/// assert_eq!(Solver::new(a).grundy(&y)?, (e & 1) | ((e >> 1) & !1));
/// assert_eq!(b.grundy(&y)?, e >> 1); // Theorem 4.2 (i)
/// // The (G, ⟨b⟩)-quotient Y′ of Kawanaka §9 has 15 boxes.
/// assert_eq!(YoungRestriction::new(KleinSubgroup::B).follower_count(&y)?, 15);
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

    /// The Grundy value of λ in the restriction by K, without search:
    /// Kawanaka's Theorem 4.2 (i) on the 2-adic digits ε_i of the
    /// unrestricted value E^(2)(λ) ([`YoungRealization::grundy`](crate::YoungRealization::grundy)),
    /// which by Theorem 4.1 (the restriction is a plain algorithm,
    /// Proposition 3.3) is the restriction's Sprague–Grundy value:
    /// Σ_i 2^i ε_{i+1} = E^(2) ≫ 1 for ⟨ab⟩ and ⟨b⟩, and
    /// ε_0 + Σ_{i≥1} 2^i ε_{i+1} for ⟨a⟩. It is the engine's value hook
    /// [`Algorithm::known_grundy`], tested equal to the search on every
    /// partition of size ≤ 16.
    ///
    /// # Errors
    /// None for any partition (as [`YoungRealization::grundy`](crate::YoungRealization::grundy)).
    ///
    /// # Complexity
    /// As [`YoungRealization::grundy`](crate::YoungRealization::grundy):
    /// O(ℓ + (λ_1 + ℓ)/64).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// use hookgames_plain::KleinSubgroup;
    /// use hookgames_sato_welter::YoungRestriction;
    /// let y = Partition::new(vec![9, 8, 6, 5, 5, 2])?; // E^(2) = 7 = 0b111
    /// assert_eq!(YoungRestriction::new(KleinSubgroup::AB).grundy(&y)?, 0b11);
    /// assert_eq!(YoungRestriction::new(KleinSubgroup::B).grundy(&y)?, 0b11);
    /// assert_eq!(YoungRestriction::new(KleinSubgroup::A).grundy(&y)?, 0b11);
    /// let z = Partition::new(vec![2])?; // E^(2) = 2 = 0b10
    /// assert_eq!(YoungRestriction::new(KleinSubgroup::A).grundy(&z)?, 0);
    /// assert_eq!(YoungRestriction::new(KleinSubgroup::B).grundy(&z)?, 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn grundy(&self, lambda: &Partition) -> Result<u64, hookgames_game::GameError> {
        Ok(restricted_value(self.subgroup, partition_value(lambda)))
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

    fn try_for_each_follower<B, F>(&self, p: &Partition, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
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

    /// The value by Kawanaka's Theorem 4.2 (i) with Theorem 4.1
    /// ([`YoungRestriction::grundy`]), known for every partition. The
    /// followers of a value are found by the engine, each valued by this
    /// hook.
    ///
    /// # Complexity
    /// O(ℓ + (λ_1 + ℓ)/64).
    fn known_grundy(&self, p: &Partition, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
        Some(self.grundy(p))
    }
}

/// The restriction (P, φ_(G,K)) of the one-line realization: a stone move
/// s → s′ is allowed when the product of the labels of the cell boundaries
/// it crosses lies in K. With l stones the boundary between the cells k − 1
/// and k is the simple root of content k − l (the move l → l − 1 removes the
/// box (1, 1) of content 0), labelled a when k − l is even, b when odd. It
/// is isomorphic to [`YoungRestriction`] under
/// [`NakayamaIsomorphism`](crate::NakayamaIsomorphism) (tested), so its
/// values are those of Kawanaka's Theorem 4.2 (i) on the board's
/// partition ([`OneLineRestriction::grundy`], also the engine's value hook
/// [`Algorithm::known_grundy`]).
///
/// # Example
/// ```
/// use hookgames_maya::MayaDiagram;
/// use hookgames_game::{grundy, Solver};
/// use hookgames_plain::KleinSubgroup;
/// use hookgames_sato_welter::OneLineRestriction;
/// let p = MayaDiagram::new([14, 12, 9, 7, 6, 2])?; // E^(2) = 7
/// let ab = OneLineRestriction::new(KleinSubgroup::AB);
/// assert_eq!(Solver::new(ab).grundy(&p)?, 3); // the engine's pure search
/// assert_eq!(ab.grundy(&p)?, 3); // Theorem 4.2 (i)
/// assert_eq!(grundy(&ab, &p)?, 3); // the engine, through the value hook
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

    /// The Grundy value of a board in the restriction by K, without
    /// search: Kawanaka's Theorem 4.2 (i) with Theorem 4.1 on the value
    /// E^(2) of the board ([`OneLineRealization::grundy`](crate::OneLineRealization::grundy)),
    /// as [`YoungRestriction::grundy`] — the restrictions are isomorphic
    /// under [`NakayamaIsomorphism`](crate::NakayamaIsomorphism) for any
    /// number of stones. It is the engine's value hook
    /// [`Algorithm::known_grundy`], tested equal to the search on the
    /// boards of every partition of size ≤ 12 with 0, 1 or 3 extra stones.
    ///
    /// # Errors
    /// None for any board.
    ///
    /// # Complexity
    /// O(h/64) for the highest cell h.
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// use hookgames_plain::KleinSubgroup;
    /// use hookgames_sato_welter::OneLineRestriction;
    /// let p = MayaDiagram::new([14, 12, 9, 7, 6, 2])?; // E^(2) = 7
    /// assert_eq!(OneLineRestriction::new(KleinSubgroup::B).grundy(&p)?, 3);
    /// // Extra stones at the bottom: the same partition, the same value.
    /// assert_eq!(OneLineRestriction::new(KleinSubgroup::B).grundy(&p.add_bottom_stones(3)?)?, 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn grundy(&self, board: &MayaDiagram) -> Result<u64, hookgames_game::GameError> {
        Ok(restricted_value(
            self.subgroup,
            grundy_bitset(board.words()),
        ))
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

    fn try_for_each_follower<B, F>(&self, p: &MayaDiagram, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
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

    /// The value by Kawanaka's Theorem 4.2 (i) with Theorem 4.1
    /// ([`OneLineRestriction::grundy`]), known for every board.
    ///
    /// # Complexity
    /// O(h/64) for the highest cell h.
    fn known_grundy(&self, p: &MayaDiagram, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
        Some(self.grundy(p))
    }
}
