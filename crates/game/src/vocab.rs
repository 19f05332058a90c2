//! The vocabulary every room of the engine shares: the play convention,
//! the outcome classes, the Sprague–Grundy pair and the largest value the
//! solvers store.

use std::fmt;

/// The play convention: who wins when the player to move faces an end.
///
/// Under [`Normal`](Convention::Normal) play the player who cannot move
/// loses (Kawanaka §1, LCTR §2.2); under [`Misere`](Convention::Misere)
/// play that player wins (LCTR §2.2–2.3).
///
/// # Example
/// ```
/// use hookgames_game::Convention;
/// assert_eq!(Convention::Normal.end_value(), 0);
/// assert_eq!(Convention::Misere.end_value(), 1);
/// ```
///
/// With the `serde` feature it is serializable as `"Normal"` or `"Misere"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Convention {
    /// Normal play: the last player to move wins.
    #[default]
    Normal,
    /// Misère play: the last player to move loses.
    Misere,
}

impl Convention {
    /// The value the Grundy recursion gives to an end: 0 under normal play,
    /// 1 under misère play (LCTR §2.3: SG⁻(x) = 1 for terminal x).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Convention;
    /// assert_eq!(Convention::Misere.end_value(), 1);
    /// ```
    pub fn end_value(self) -> u64 {
        u64::from(self.end_value_u32())
    }

    /// [`Convention::end_value`] in the solvers' compact storage.
    pub(crate) fn end_value_u32(self) -> u32 {
        match self {
            Convention::Normal => 0,
            Convention::Misere => 1,
        }
    }
}

/// The outcome class of a position (LCTR §2.2): `P` if the previous player
/// (the one who just moved) wins with best play, `N` if the next player (the
/// one to move) does. A position is `P` iff its Grundy value under the same
/// convention is 0.
///
/// # Example
/// ```
/// use hookgames_game::Outcome;
/// assert_eq!(Outcome::from_value(0), Outcome::P);
/// assert_eq!(Outcome::from_value(5), Outcome::N);
/// assert_eq!(Outcome::N.to_string(), "N");
/// ```
///
/// With the `serde` feature it is serializable as `"P"` or `"N"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Outcome {
    /// The previous player wins: every move leads to an `N` position.
    P,
    /// The next player wins: some move leads to a `P` position.
    N,
}

impl Outcome {
    /// `P` for value 0, `N` otherwise.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Outcome;
    /// assert_eq!(Outcome::from_value(1), Outcome::N);
    /// ```
    pub fn from_value(value: u64) -> Self {
        if value == 0 { Outcome::P } else { Outcome::N }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::P => "P",
            Outcome::N => "N",
        })
    }
}

/// The Sprague–Grundy pair (SG(x), SG⁻(x)) of a position (LCTR §2.3): its
/// normal and misère Grundy values. Every end is a (0,1)-position.
///
/// # Example
/// ```
/// use hookgames_game::SgPair;
/// let end = SgPair { normal: 0, misere: 1 };
/// assert_eq!(end.to_string(), "(0,1)");
/// ```
///
/// With the `serde` feature it is serializable as
/// `{"normal": 0, "misere": 1}`.
/// ```
/// # #[cfg(feature = "serde")] {
/// use hookgames_game::SgPair;
/// let end: SgPair = serde_json::from_str(r#"{"normal": 0, "misere": 1}"#)?;
/// assert_eq!(end, SgPair { normal: 0, misere: 1 });
/// assert_eq!(serde_json::to_string(&end)?, r#"{"normal":0,"misere":1}"#);
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SgPair {
    /// SG(x), the normal-play Grundy value.
    pub normal: u64,
    /// SG⁻(x), the misère Grundy value.
    pub misere: u64,
}

impl fmt::Display for SgPair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.normal, self.misere)
    }
}

/// The largest Grundy value the memoised and dense solvers compute:
/// u32::MAX − 2 = 4 294 967 293 (they store values in at most four bytes per
/// state and keep the top two for bookkeeping). Values are `u64` in the API;
/// a larger value is reported as [`GameError::ValueOverflow`](crate::GameError::ValueOverflow).
pub const MAX_SOLVER_VALUE: u64 = u32::MAX as u64 - 2;
