use crate::error::GameError;

/// The default of [`Limits::max_states`]: 2^24 = 16 777 216 states.
pub const DEFAULT_MAX_STATES: u64 = 1 << 24;

/// The default of [`Limits::max_arrows`]: 2^27 = 134 217 728 arrows (512 MiB
/// of `u32` follower indices when stored; a few seconds of work when only
/// examined).
pub const DEFAULT_MAX_ARROWS: u64 = 1 << 27;

/// The default of [`Limits::max_bytes`]: 2^29 bytes = 512 MiB.
pub const DEFAULT_MAX_BYTES: u64 = 1 << 29;

/// Bounds on what an exploration may hold and do, each in the unit that
/// runs out: the number of distinct states it may visit, the number of
/// arrows (moves) it may examine, and the bytes of memory its states and
/// bookkeeping may occupy.
///
/// Every function of this crate that explores ⟨p⟩ from a root (the
/// materialization [`FiniteAlgorithm`](crate::FiniteAlgorithm), the memoised
/// [`Solver`](crate::Solver), [`tree_statistics`](crate::tree_statistics),
/// [`classify`](crate::classify), the isomorphism checks) checks them
/// *before* it stores a state or a follower, and stops with
/// [`GameError::StateLimit`](GameError::StateLimit),
/// [`GameError::ArrowLimit`](GameError::ArrowLimit) or
/// [`GameError::MemoryLimit`](GameError::MemoryLimit) instead of
/// exhausting memory or running without end. Followers are enumerated one
/// at a time ([`Algorithm::try_for_each_follower`](crate::Algorithm::try_for_each_follower)),
/// so a state with 2^64 moves stops at the limit after `max_arrows`
/// followers, not after allocating them all. A user's `Limits` always win:
/// nothing in the engine raises them.
///
/// The bytes are counted as the game reports them
/// ([`Algorithm::state_bytes`](crate::Algorithm::state_bytes): a state's
/// inline size plus the heap it owns) plus the engine's own bookkeeping per
/// stored state or follower; the allocator's rounding is not counted, so the
/// process can hold up to about twice `max_bytes` for states that own small
/// heap blocks. An index of a [`FiniteAlgorithm`](crate::FiniteAlgorithm)
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
/// `{"max_states": 16777216, "max_arrows": 134217728, "max_bytes": 536870912, "sequential": false}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Limits {
    /// The largest number of distinct states an exploration may visit (a
    /// solver's cache, a materialization's states). The followers a search
    /// holds on its stack before visiting them are bounded by `max_arrows`
    /// and `max_bytes`.
    pub max_states: u64,
    /// The largest number of arrows an exploration may examine: the arrows
    /// a materialization stores, the followers a solver looks at in one
    /// search (its work).
    pub max_arrows: u64,
    /// The largest number of bytes the states (and the engine's per-entry
    /// bookkeeping) an exploration holds at once may occupy. (Serialized
    /// limits without it, as 0.1 wrote them, read as
    /// [`DEFAULT_MAX_BYTES`].)
    #[cfg_attr(feature = "serde", serde(default = "default_max_bytes"))]
    pub max_bytes: u64,
    /// Run on the calling thread only, even inside a rayon pool of several
    /// threads (`false` by default: the parallel paths of the engine run in
    /// the caller's rayon pool, `ThreadPool::install`, as rayon's own APIs
    /// do, and every core of the machine outside one). The answers are the
    /// same either way; the switch is for measurements, for callers that
    /// share the machine, and for reproducing which of several errors a
    /// failing computation reports first. (Serialized limits without it
    /// read as `false`.)
    #[cfg_attr(feature = "serde", serde(default))]
    pub sequential: bool,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_states: DEFAULT_MAX_STATES,
            max_arrows: DEFAULT_MAX_ARROWS,
            max_bytes: DEFAULT_MAX_BYTES,
            sequential: false,
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

    /// These limits with `max_bytes` replaced.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Limits;
    /// assert_eq!(Limits::default().with_max_bytes(1 << 20).max_bytes, 1 << 20);
    /// ```
    #[must_use]
    pub fn with_max_bytes(mut self, max_bytes: u64) -> Self {
        self.max_bytes = max_bytes;
        self
    }

    /// The effective state bound for a `u32`-indexed materialization.
    /// These limits with the sequential switch set to `sequential`
    /// ([`Limits::sequential`]).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Limits;
    /// assert!(Limits::default().with_sequential(true).sequential);
    /// assert!(!Limits::default().sequential);
    /// ```
    #[must_use]
    pub fn with_sequential(mut self, sequential: bool) -> Self {
        self.sequential = sequential;
        self
    }

    pub(crate) fn state_cap(&self) -> u64 {
        self.max_states.min(u64::from(u32::MAX))
    }
}

/// [`DEFAULT_MAX_BYTES`], for serialized limits that do not say.
#[cfg(feature = "serde")]
fn default_max_bytes() -> u64 {
    DEFAULT_MAX_BYTES
}

/// A running count of bytes held against [`Limits::max_bytes`].
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct ByteBudget {
    pub(crate) held: u64,
}

impl ByteBudget {
    /// Takes `bytes` more, or reports that `limit` would be exceeded.
    pub(crate) fn take(&mut self, bytes: usize, limit: u64) -> Result<(), GameError> {
        let needed = self.held.saturating_add(bytes as u64);
        if needed > limit {
            return Err(GameError::MemoryLimit { needed, limit });
        }
        self.held = needed;
        Ok(())
    }

    /// Gives `bytes` back.
    pub(crate) fn give(&mut self, bytes: u64) {
        self.held = self.held.saturating_sub(bytes);
    }
}

/// The room a list of followers takes within the caller's [`Limits`]: at
/// most `max_arrows` items of at most `max_bytes` bytes in all, with the
/// errors the engine reports for its own lists. For a value hook that
/// returns a list ([`Algorithm::known_options_with_value`](crate::algorithm::Algorithm::known_options_with_value)): take room for
/// each follower before keeping it, its size being
/// [`Algorithm::state_bytes`](crate::algorithm::Algorithm::state_bytes).
///
/// # Example
/// ```
/// use hookgames_game::{GameError, Engine, Limits, ListBudget};
/// let limits = Limits::default().with_max_arrows(2);
/// let mut room = ListBudget::new();
/// room.take(8, &limits)?;
/// room.take(8, &limits)?;
/// assert!(matches!(room.take(8, &limits), Err(GameError::ArrowLimit { limit: 2 })));
/// # Ok::<(), GameError>(())
/// ```
#[derive(Debug, Default)]
pub struct ListBudget {
    items: u64,
    held: ByteBudget,
}

impl ListBudget {
    /// An empty list's room.
    pub fn new() -> Self {
        Self::default()
    }

    /// Takes room for one more item of `bytes` bytes, or reports the
    /// limit it would exceed (and takes nothing).
    ///
    /// # Errors
    /// [`GameError::ArrowLimit`] when the list already holds
    /// `limits.max_arrows` items; [`GameError::MemoryLimit`] when its bytes
    /// would exceed `limits.max_bytes`.
    pub fn take(&mut self, bytes: usize, limits: &Limits) -> Result<(), GameError> {
        if self.items >= limits.max_arrows {
            return Err(GameError::ArrowLimit {
                limit: limits.max_arrows,
            });
        }
        self.held.take(bytes, limits.max_bytes)?;
        self.items += 1;
        Ok(())
    }
}
