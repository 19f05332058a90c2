//! The two realizations of the Nakayama algorithm (Kawanaka §8) as
//! [`Algorithm`]s, and the isomorphism between them.

use hookgames_game::Algorithm;
use hookgames_maya::MayaDiagram;
use hookgames_partition::Partition;
use hookgames_plain::Plain;

use crate::SatoWelterError;

/// The Young realization (Q, ψ) of the Nakayama algorithm (Kawanaka §8): a
/// state is a Young diagram Y, and ψ(Y) = {Y − H(x) | x ∈ Y} removes any one
/// hook. As a game under normal play this is the Sato–Welter game
/// (Kawanaka §9).
///
/// Kawanaka's Q is the set of diagrams with at most l rows; since removing
/// a hook never adds a row, the same branching map serves every l and this
/// type does not fix one. Distinct boxes give distinct diagrams (the stone
/// moves (s, s') of the one-line realization are distinct sets), so each
/// follower is reported once, in the order of the boxes (row by row, left
/// to right).
///
/// # Example
/// ```
/// use hookgames_partition::Partition;
/// use hookgames_game::{grundy, Algorithm};
/// use hookgames_plain::Plain;
/// use hookgames_sato_welter::YoungRealization;
/// let y = Partition::new(vec![2, 1])?;
/// let followers: Vec<String> = YoungRealization.followers(&y).iter().map(|q| q.to_string()).collect();
/// assert_eq!(followers, ["∅", "1,1", "2"]);
/// assert_eq!(YoungRealization.arrow_length(&y, &Partition::empty()), 3); // the hook at (1,1)
/// // Sato: N(3) ⊕ N(1) ⊕ N(1) = 1 ⊕ 1 ⊕ 1 with N(h) = h ⊕ (h − 1).
/// assert_eq!(grundy(&YoungRealization, &y)?, 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct YoungRealization;

impl Algorithm for YoungRealization {
    type State = Partition;

    /// Calls `f` with Y − H(i, j) for every box (i, j), row by row.
    ///
    /// # Complexity
    /// O(ℓ) per follower (the new parts are copied), O(|Y| ℓ) in all.
    fn for_each_follower<F: FnMut(Partition)>(&self, p: &Partition, mut f: F) {
        for (i, j) in p.boxes() {
            if let Ok(q) = p.remove_hook(i, j) {
                f(q);
            }
        }
    }

    fn follower_count(&self, p: &Partition) -> usize {
        // One follower per box.
        usize::try_from(p.size()).unwrap_or(usize::MAX)
    }

    fn is_end(&self, p: &Partition) -> bool {
        p.is_empty()
    }
}

/// The arrow length |Y → Y − H| is the hook length |H| = |Y| − |Y − H|
/// (Kawanaka §2: the diagram of the follower is Y minus the hook).
impl Plain for YoungRealization {
    fn arrow_length(&self, p: &Partition, q: &Partition) -> u64 {
        p.size().saturating_sub(q.size())
    }

    /// The hook lengths of λ, without building the followers.
    fn for_each_arrow_length<F: FnMut(u64)>(&self, p: &Partition, mut f: F) {
        p.hooks().for_each(|(_, h)| f(h));
    }

    /// A hook of length kn is a hook of length k of the n-quotient (the
    /// abacus: Kawanaka §8), so E^(n) can be read off the hook lengths.
    fn quotient_lengths_divide(&self) -> bool {
        true
    }
}

/// The one-line realization (P, φ) of the Nakayama algorithm (Kawanaka §8,
/// Fig. 7; Sato's "Maya game", Welter's game): stones on the board
/// ℕ = {0, 1, 2, …}, at most one per cell; a move takes one stone to any
/// empty cell with a smaller number.
///
/// The state is a [`MayaDiagram`] (= [`BetaSet`](hookgames_maya::BetaSet)) of
/// `hookgames-maya`: a bitset that is a single inline `u64` word (no heap)
/// while every stone is below 64 and a wider bitset beyond, up to
/// [`MAX_CELLS`](hookgames_maya::MAX_CELLS) cells. The number l of stones is
/// whatever the state holds (moves keep it). A move s → s′ removes the hook
/// of length s − s′ from the partition of the β-set
/// ([`MayaDiagram::to_partition`]); [`NakayamaIsomorphism`] makes this an
/// isomorphism with [`YoungRealization`].
///
/// # Example
/// ```
/// use hookgames_maya::MayaDiagram;
/// use hookgames_game::{grundy, Algorithm};
/// use hookgames_plain::Plain;
/// use hookgames_sato_welter::OneLineRealization;
/// let p = MayaDiagram::new([3, 1])?; // the partition (2, 1)
/// let q = MayaDiagram::new([1, 0])?; // stone 3 → 0
/// assert_eq!(OneLineRealization.follower_count(&p), 3);
/// assert!(OneLineRealization.has_arrow(&p, &q));
/// assert_eq!(OneLineRealization.arrow_length(&p, &q), 3);
/// assert_eq!(grundy(&OneLineRealization, &p)?, 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct OneLineRealization;

impl Algorithm for OneLineRealization {
    type State = MayaDiagram;

    /// Calls `f` with the board after each move (s, s′): stones from the
    /// top, targets from the top.
    ///
    /// # Complexity
    /// O(h/64) per follower (one copy of the bitset, highest cell h).
    fn for_each_follower<F: FnMut(MayaDiagram)>(&self, p: &MayaDiagram, mut f: F) {
        for (s, t) in p.moves() {
            if let Ok(q) = p.with_move(s, t) {
                f(q);
            }
        }
    }
}

/// The arrow length of s → s′ is the distance s − s′ = the hook length
/// (Kawanaka §8): the difference of the sums of the stones.
impl Plain for OneLineRealization {
    fn arrow_length(&self, p: &MayaDiagram, q: &MayaDiagram) -> u64 {
        let sp: u64 = p.stones().sum();
        let sq: u64 = q.stones().sum();
        sp.saturating_sub(sq)
    }

    /// Moving a stone by kn cells moves it by k cells on its runner of the
    /// n-abacus (Kawanaka §8), so the lengths of φ_n divide by n.
    fn quotient_lengths_divide(&self) -> bool {
        true
    }
}

/// The isomorphism of Kawanaka §8 between the Young realization restricted
/// to the diagrams with at most l rows and the one-line realization with l
/// stones: λ ↦ {λ_i + l − i : 1 ≤ i ≤ l} (the β-set with l stones; with
/// l = ℓ(λ) the hook lengths of the first column), and back.
///
/// Removing the hook at the box (i, j) corresponds to moving the i-th
/// largest stone to the j-th smallest empty cell
/// ([`MayaDiagram::box_to_move`]).
///
/// # Example
/// ```
/// use hookgames_partition::Partition;
/// use hookgames_game::verify_isomorphism;
/// use hookgames_sato_welter::{NakayamaIsomorphism, OneLineRealization, YoungRealization};
/// let iso = NakayamaIsomorphism::new(6);
/// let y = Partition::new(vec![9, 8, 6, 5, 5, 2])?;
/// let p = iso.to_one_line(&y)?;
/// assert_eq!(p.to_string(), "{14, 12, 9, 7, 6, 2}"); // Kawanaka §8
/// assert_eq!(iso.to_young(&p)?, y);
/// let small = Partition::new(vec![3, 2])?;
/// let cert = verify_isomorphism(&YoungRealization, &small, &OneLineRealization,
///     &iso.to_one_line(&small)?, |q| iso.to_one_line(q).expect("at most 6 rows"))?;
/// assert_eq!(cert.states, 9); // the partitions inside (3, 2)
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NakayamaIsomorphism {
    stones: usize,
}

impl NakayamaIsomorphism {
    /// The isomorphism for boards with `stones` = l stones.
    ///
    /// # Complexity
    /// O(1).
    pub fn new(stones: usize) -> Self {
        NakayamaIsomorphism { stones }
    }

    /// The number l of stones.
    ///
    /// # Complexity
    /// O(1).
    pub fn stones(&self) -> usize {
        self.stones
    }

    /// The β-set of λ with l stones: β_i = λ_i + l − i.
    ///
    /// # Errors
    /// [`SatoWelterError::TooManyRows`] if λ has more than l rows;
    /// [`SatoWelterError::Maya`] if λ_1 + l − 1 reaches
    /// [`MAX_CELLS`](hookgames_maya::MAX_CELLS).
    ///
    /// # Complexity
    /// O(l + (λ_1 + l)/64).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// use hookgames_sato_welter::NakayamaIsomorphism;
    /// let iso = NakayamaIsomorphism::new(3);
    /// assert_eq!(iso.to_one_line(&Partition::new(vec![2])?)?.to_string(), "{4, 1, 0}");
    /// assert!(iso.to_one_line(&Partition::new(vec![1, 1, 1, 1])?).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_one_line(&self, lambda: &Partition) -> Result<MayaDiagram, SatoWelterError> {
        if lambda.len() > self.stones {
            return Err(SatoWelterError::TooManyRows {
                shape: lambda.to_string(),
                rows: lambda.len(),
                stones: self.stones,
            });
        }
        Ok(MayaDiagram::from_partition_with_stones(
            lambda,
            self.stones,
        )?)
    }

    /// The partition of a board with l stones: λ_i = β_i − (l − i).
    ///
    /// # Errors
    /// [`SatoWelterError::StoneCount`] if the board does not hold exactly l
    /// stones.
    ///
    /// # Complexity
    /// O(l + h/64) for the highest cell h.
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::MayaDiagram;
    /// use hookgames_sato_welter::NakayamaIsomorphism;
    /// let iso = NakayamaIsomorphism::new(3);
    /// assert_eq!(iso.to_young(&MayaDiagram::new([4, 1, 0])?)?.parts(), &[2]);
    /// assert!(iso.to_young(&MayaDiagram::new([4, 1])?).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_young(&self, board: &MayaDiagram) -> Result<Partition, SatoWelterError> {
        let found = board.count();
        if found != self.stones {
            return Err(SatoWelterError::StoneCount {
                board: board.to_string(),
                found,
                expected: self.stones,
            });
        }
        Ok(board.to_partition()?)
    }
}
