/// The default of [`Limits::max_states`]: 2^24 = 16 777 216 states.
pub const DEFAULT_MAX_STATES: u64 = 1 << 24;

/// The default of [`Limits::max_arrows`]: 2^27 = 134 217 728 arrows (512 MiB
/// of `u32` follower indices).
pub const DEFAULT_MAX_ARROWS: u64 = 1 << 27;

/// Bounds on what an exploration may materialize: the number of distinct
/// states it may visit and the number of arrows it may store.
///
/// Every function of this crate that explores ⟨p⟩ from a root (the
/// materialization [`FiniteAlgorithm`](crate::FiniteAlgorithm), the memoised
/// [`Solver`](crate::Solver), [`tree_statistics`](crate::tree_statistics),
/// [`classify`](crate::classify), the isomorphism checks) stops with
/// [`GameError::StateLimit`](crate::GameError::StateLimit) or
/// [`GameError::ArrowLimit`](crate::GameError::ArrowLimit) instead of
/// exhausting memory. An index of a [`FiniteAlgorithm`](crate::FiniteAlgorithm)
/// is a `u32`, so at most `u32::MAX` states are ever materialized whatever
/// the limit says.
///
/// # Example
/// ```
/// use hookgames_game::{Limits, DEFAULT_MAX_STATES};
///
/// let limits = Limits::default().with_max_states(1000);
/// assert_eq!(limits.max_states, 1000);
/// assert_eq!(Limits::default().max_states, DEFAULT_MAX_STATES);
/// ```
///
/// With the `serde` feature it is serializable as
/// `{"max_states": 16777216, "max_arrows": 134217728}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Limits {
    /// The largest number of distinct states an exploration may visit.
    pub max_states: u64,
    /// The largest number of arrows an exploration may store (only the
    /// materializing explorations store arrows).
    pub max_arrows: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_states: DEFAULT_MAX_STATES,
            max_arrows: DEFAULT_MAX_ARROWS,
        }
    }
}

impl Limits {
    /// These limits with `max_states` replaced.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Limits;
    /// assert_eq!(Limits::default().with_max_states(7).max_states, 7);
    /// ```
    #[must_use]
    pub fn with_max_states(mut self, max_states: u64) -> Self {
        self.max_states = max_states;
        self
    }

    /// These limits with `max_arrows` replaced.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Limits;
    /// assert_eq!(Limits::default().with_max_arrows(7).max_arrows, 7);
    /// ```
    #[must_use]
    pub fn with_max_arrows(mut self, max_arrows: u64) -> Self {
        self.max_arrows = max_arrows;
        self
    }

    /// The effective state bound for a `u32`-indexed materialization.
    pub(crate) fn state_cap(&self) -> u64 {
        self.max_states.min(u64::from(u32::MAX))
    }
}
