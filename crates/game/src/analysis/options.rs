//! Reversible and dominated options of a position: which moves can be
//! deleted without changing its value (see [`OptionRole`]).

use std::collections::BTreeMap;

use crate::algorithm::Algorithm;
use crate::error::GameError;
use crate::solve::Solver;

/// The role of one option q of a position p of value g under normal play
/// (the simplification of games to canonical form, for impartial games).
///
/// In the canonical-form theory (J. H. Conway, *On Numbers and Games*,
/// ch. 10; A. N. Siegel, *Combinatorial Game Theory*, ch. II §2 and ch. IV
/// §1) a game is simplified by deleting **dominated** options and
/// bypassing **reversible** ones; the canonical form of an impartial game
/// of Grundy value g is the nim heap ∗g = {∗0, ∗1, …, ∗(g−1)}. For an
/// impartial position p with g = SG(p) = mex{SG(q) : q ∈ φ(p)} (normal
/// play) every option q falls in exactly one of three roles
/// ([`OptionRole`]):
///
/// * **essential**: SG(q) < g and q is the only option of its value.
///   Deleting q changes the value of p to SG(q) (the new mex).
/// * **duplicate** (dominated): SG(q) < g and another option has the same
///   value. Nim values are incomparable unless equal, so among impartial
///   games domination is equality: each such option is dominated by its
///   twins, and any one of them may be deleted — but not all of them.
/// * **reversible**: SG(q) > g. Then q has a follower q′ of value g (the
///   mex of q's options exceeds g), i.e. q′ = p as values, so q reverses
///   through q′ (Siegel II.2: G^R reverses through G^{RL} when
///   G^{RL} ≥ G). Bypassing replaces q by the options of q′, whose values
///   are exactly those already below g, so the bypass is a deletion: q can
///   be deleted, and all reversible options together can be.
///
/// Deleting every reversible option and all but one option of each value
/// below g leaves exactly one option of each value 0, …, g−1: the
/// canonical form ∗g. [`OptionReport::value_without`] gives, for each
/// option, the value of p with that option alone deleted; the tests check
/// it against the solver on the game with that arrow removed.
///
/// # Example
/// ```
/// use hookgames_game::{option_report, OptionRole, Subtraction};
/// // Take 1, 2 or 4: SG = 0 1 2 0 1 2 …, so 5 (value 2) has options
/// // 4 (value 1), 3 (value 0) and 1 (value 1): 4 and 1 are twins.
/// let game = Subtraction::new([1, 2, 4])?;
/// let report = option_report(&game, &5)?;
/// assert_eq!(report.iter().map(|o| o.option).collect::<Vec<_>>(), vec![4, 3, 1]);
/// assert_eq!(report[0].role, OptionRole::Duplicate { twins: vec![2] });
/// assert_eq!(report[1].role, OptionRole::Essential);
/// assert_eq!(report[1].value_without, 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// With the `serde` feature it is serializable when `S` is.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum OptionRole<S> {
    /// SG(q) < g and no other option has value SG(q): deleting q lowers the
    /// value of p to SG(q).
    Essential,
    /// SG(q) < g and other options (`twins`, their indices in the report)
    /// have the same value: q is dominated by them and may be deleted as
    /// long as one of its value stays.
    Duplicate {
        /// The indices, in the report, of the other options of the same
        /// value, increasing.
        twins: Vec<usize>,
    },
    /// SG(q) > g: q reverses through each follower of q of value g, and
    /// deleting q does not change the value of p.
    Reversible {
        /// The followers of q of value g (never empty), in the order the
        /// game produces them: bypassing q through one of them replaces q
        /// by that follower's options.
        through: Vec<S>,
    },
}

/// What deleting one option does to a position: its entry in
/// [`Solver::option_report`].
///
/// With the `serde` feature it is serializable when `S` is.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct OptionReport<S> {
    /// The option q.
    pub option: S,
    /// Its normal-play Grundy value SG(q).
    pub value: u64,
    /// Its role.
    pub role: OptionRole<S>,
    /// The Grundy value of the position with this option alone deleted
    /// (equal to the position's value unless the option is
    /// [`OptionRole::Essential`]).
    pub value_without: u64,
}

impl<S> OptionReport<S> {
    /// `true` if the option can be deleted alone without changing the
    /// position's value (it is a duplicate or reversible).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{option_report, Nim};
    /// // A Nim heap is canonical: no option can be deleted.
    /// assert!(option_report(&Nim, &4)?.iter().all(|o| !o.is_deletable()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_deletable(&self) -> bool {
        !matches!(self.role, OptionRole::Essential)
    }
}

impl<A: Algorithm> Solver<'_, A> {
    /// One [`OptionReport`] per option of `p` (in the order the game
    /// produces them): its normal-play Grundy value, whether it is
    /// essential, a duplicate or reversible (and through which followers),
    /// and the value of `p` without it (Conway, ONAG ch. 10; Siegel, CGT
    /// ch. II §2; see [`OptionRole`]).
    ///
    /// # Errors
    /// As [`Solver::value`]: [`GameError::Cycle`] if a cycle is reachable,
    /// [`GameError::StateLimit`], [`GameError::ArrowLimit`],
    /// [`GameError::MemoryLimit`] beyond the solver's limits.
    ///
    /// # Complexity
    /// One [`Solver::grundy`] per option and per follower of a reversible
    /// option (cached), plus O(d log d) for d options.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Chomp, OptionRole, Solver};
    /// // Chomp on the 2 × 3 rectangle (value 4; Gale 1974): the bites
    /// // leaving (2, 2) and (3) both have value 2, so either can go.
    /// let mut s = Solver::new(Chomp);
    /// let p = Chomp::position(vec![3, 3])?;
    /// assert_eq!(s.grundy(&p)?, 4);
    /// let report = s.option_report(&p)?;
    /// assert_eq!(report[1].option, vec![2, 2]);
    /// assert_eq!(report[1].role, OptionRole::Duplicate { twins: vec![2] });
    /// assert!(report[1].is_deletable());
    /// // Its winning move (to (3, 2), value 0) is essential.
    /// assert_eq!(report[4].option, vec![3, 2]);
    /// assert_eq!((report[4].role.clone(), report[4].value_without), (OptionRole::Essential, 0));
    /// // (3, 2) itself has value 0: every option of it is reversible.
    /// let after = s.option_report(&report[4].option)?;
    /// assert!(after.iter().all(|o| matches!(o.role, OptionRole::Reversible { .. })));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn option_report(
        &mut self,
        p: &A::State,
    ) -> Result<Vec<OptionReport<A::State>>, GameError> {
        let g = self.grundy(p)?;
        let options = self.options(p)?;
        let mut values = Vec::with_capacity(options.len());
        let mut by_value: BTreeMap<u64, Vec<usize>> = BTreeMap::new();
        for (i, q) in options.iter().enumerate() {
            let v = self.grundy(q)?;
            values.push(v);
            by_value.entry(v).or_default().push(i);
        }
        let mut out = Vec::with_capacity(options.len());
        for (i, (q, v)) in options.into_iter().zip(values).enumerate() {
            let (role, value_without) = if v > g {
                let mut through = Vec::new();
                for r in self.options(&q)? {
                    if self.grundy(&r)? == g {
                        through.push(r);
                    }
                }
                (OptionRole::Reversible { through }, g)
            } else {
                let twins: Vec<usize> = by_value
                    .get(&v)
                    .map(|ix| ix.iter().copied().filter(|&j| j != i).collect())
                    .unwrap_or_default();
                if twins.is_empty() {
                    (OptionRole::Essential, v)
                } else {
                    (OptionRole::Duplicate { twins }, g)
                }
            };
            out.push(OptionReport {
                option: q,
                value: v,
                role,
                value_without,
            });
        }
        Ok(out)
    }
}

/// [`Solver::option_report`] with a fresh [`Solver`].
///
/// # Errors
/// As [`Solver::option_report`], with the default [`Limits`](crate::Limits).
///
/// # Complexity
/// As [`Solver::option_report`].
///
/// # Example
/// ```
/// use hookgames_game::{option_report, Nim, OptionRole};
/// // Nim heaps 1 and 2 (value 3): the option (1, 1) has value 0, the
/// // options (0, 2) and (1, 0) values 2 and 1 — all essential.
/// let r = option_report(&(Nim, Nim), &(1, 2))?;
/// assert!(r.iter().all(|o| o.role == OptionRole::Essential));
/// // Heaps 2 and 2 (value 0): every option has value > 0 and reverses
/// // through a follower of value 0.
/// let r = option_report(&(Nim, Nim), &(2, 2))?;
/// assert_eq!(r[0].option, (0, 2));
/// assert_eq!(r[0].role, OptionRole::Reversible { through: vec![(0, 0)] });
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn option_report<A: Algorithm + ?Sized>(
    game: &A,
    p: &A::State,
) -> Result<Vec<OptionReport<A::State>>, GameError> {
    Solver::new(game).option_report(p)
}
