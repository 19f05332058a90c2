//! The isomorphism S ↦ set of parts between shifted diagrams and Turning
//! Turtles, and its inverse, as maps that can fail.

use hookgames_game::GameMap;
use hookgames_partition::ShiftedPartition;

use crate::error::{MAX_COINS, ShiftedError};
use crate::turtles::TurningTurtles;

/// The map S ↦ set of parts from hook removal on shifted diagrams
/// ([`ShiftedHookGame`](crate::ShiftedHookGame)) to Turning Turtles on a
/// row of n coins ([`TurningTurtles`]): the position whose heads are the
/// parts of S (bit λ_i − 1 set for each part). It is an isomorphism of
/// algorithms HRG(S) ≅ Turning Turtles for every S with λ_1 ≤ n (Abuku–Tada,
/// remark after Proposition 5.6): a hook removal turns the head λ_i and
/// at most one coin to its left ([`turtle_move`](crate::turtle_move)).
///
/// It is defined on the diagrams with λ_1 ≤ n only, and says so in its
/// type: [`GameMap::try_apply`] fails with [`ShiftedError::PartTooLarge`]
/// naming the diagram and its part. Pass it to
/// [`verify_isomorphism`](hookgames_game::verify_isomorphism) as
/// `|s| map.try_apply(s)`: a reachable diagram outside the domain is
/// reported as [`IsomorphismError::MapFailed`](hookgames_game::IsomorphismError::MapFailed)
/// carrying that diagram.
///
/// # Example
/// ```
/// use hookgames_game::{verify_isomorphism, GameMap, IsomorphismError};
/// use hookgames_partition::ShiftedPartition;
/// use hookgames_shifted::{staircase, ShiftedError, ShiftedHookGame, ToTurtles, TurningTurtles};
///
/// let map = ToTurtles::new(8)?;
/// let s: ShiftedPartition = "7,3,2".parse()?;
/// assert_eq!(map.try_apply(&s)?, 0b100_0110);
///
/// // HRG(S_5) ≅ Turning Turtles on 5 coins, all heads up: F(S_5) has 2^5 diagrams.
/// let turtles = TurningTurtles::new(5)?;
/// let map = ToTurtles::from(turtles);
/// let s5 = staircase(5)?;
/// let cert = verify_isomorphism(&ShiftedHookGame, &s5, &turtles, &turtles.all_heads(), |s| {
///     map.try_apply(s)
/// })?;
/// assert_eq!(cert.states, 32);
///
/// // A row too short for S: the counterexample is S itself.
/// let short = ToTurtles::new(4)?;
/// assert_eq!(
///     verify_isomorphism(&ShiftedHookGame, &s5, &turtles, &turtles.all_heads(), |s| {
///         short.try_apply(s)
///     }),
///     Err(IsomorphismError::MapFailed {
///         position: s5.clone(),
///         error: ShiftedError::PartTooLarge { diagram: s5.clone(), index: 1, part: 5, n: 4 },
///     })
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ToTurtles {
    n: u64,
}

impl ToTurtles {
    /// The map into a row of `n` coins, 0 ≤ n ≤ [`MAX_COINS`] = 64.
    ///
    /// # Errors
    /// [`ShiftedError::TooManyCoins`] if n > 64.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_shifted::ToTurtles;
    /// assert_eq!(ToTurtles::new(64)?.n(), 64);
    /// assert!(ToTurtles::new(65).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(n: u64) -> Result<Self, ShiftedError> {
        TurningTurtles::new(n).map(ToTurtles::from)
    }

    /// The number of coins n of the target row.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`ToTurtles::new`].
    pub fn n(&self) -> u64 {
        self.n
    }

    /// The target game, Turning Turtles on n coins.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_shifted::{ToTurtles, TurningTurtles};
    /// assert_eq!(ToTurtles::new(7)?.row(), TurningTurtles::new(7)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn row(&self) -> TurningTurtles {
        TurningTurtles { n: self.n }
    }

    /// The inverse map, set of heads ↦ shifted diagram, on the same row.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::GameMap;
    /// use hookgames_partition::ShiftedPartition;
    /// use hookgames_shifted::ToTurtles;
    /// let map = ToTurtles::new(10)?;
    /// let s: ShiftedPartition = "9,4,1".parse()?;
    /// assert_eq!(map.inverse().try_apply(&map.try_apply(&s)?)?, s);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn inverse(&self) -> FromTurtles {
        FromTurtles { n: self.n }
    }
}

/// The map into the row of this game.
impl From<TurningTurtles> for ToTurtles {
    fn from(row: TurningTurtles) -> Self {
        ToTurtles { n: row.n }
    }
}

/// S ↦ the position whose heads are the parts of S.
///
/// # Errors
/// [`ShiftedError::PartTooLarge`] naming S and its part λ_1 if λ_1 > n.
///
/// # Complexity
/// O(ℓ).
impl GameMap<ShiftedPartition> for ToTurtles {
    type Image = u64;
    type Error = ShiftedError;

    fn try_apply(&self, s: &ShiftedPartition) -> Result<u64, ShiftedError> {
        let mut out = 0u64;
        for (k, &p) in s.parts().iter().enumerate() {
            if p > self.n {
                return Err(ShiftedError::PartTooLarge {
                    diagram: s.clone(),
                    index: k + 1,
                    part: p,
                    n: self.n,
                });
            }
            // 1 ≤ p ≤ n ≤ 64.
            out |= 1u64 << (p - 1);
        }
        Ok(out)
    }
}

/// The inverse of [`ToTurtles`]: the map from Turning Turtles on a row of n
/// coins to hook removal on shifted diagrams, sending a position to the
/// shifted diagram whose parts are its head positions. It is defined on
/// the positions with every head in 1..=n (the positions of
/// [`TurningTurtles`] on n coins) and fails with
/// [`ShiftedError::HeadBeyondRow`] naming the position and the coin
/// elsewhere.
///
/// # Example
/// ```
/// use hookgames_game::{verify_isomorphism, GameMap};
/// use hookgames_shifted::{staircase, FromTurtles, ShiftedError, ShiftedHookGame, TurningTurtles};
///
/// let map = FromTurtles::new(64)?;
/// assert_eq!(map.try_apply(&0b1011)?, "4,2,1".parse()?);
/// assert_eq!(map.try_apply(&u64::MAX)?, staircase(64)?);
/// assert!(FromTurtles::new(3)?.try_apply(&0b1011).is_err());
///
/// // Turning Turtles on 6 coins, all heads up, ≅ HRG(S_6).
/// let turtles = TurningTurtles::new(6)?;
/// let map = FromTurtles::from(turtles);
/// let s6 = staircase(6)?;
/// let cert =
///     verify_isomorphism(&turtles, &turtles.all_heads(), &ShiftedHookGame, &s6, |p| map.try_apply(p))?;
/// assert_eq!(cert.states, 64);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FromTurtles {
    n: u64,
}

impl FromTurtles {
    /// The map from a row of `n` coins, 0 ≤ n ≤ [`MAX_COINS`] = 64.
    ///
    /// # Errors
    /// [`ShiftedError::TooManyCoins`] if n > 64.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_shifted::FromTurtles;
    /// assert_eq!(FromTurtles::new(5)?.n(), 5);
    /// assert!(FromTurtles::new(65).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(n: u64) -> Result<Self, ShiftedError> {
        TurningTurtles::new(n).map(FromTurtles::from)
    }

    /// The number of coins n of the source row.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`FromTurtles::new`].
    pub fn n(&self) -> u64 {
        self.n
    }

    /// The source game, Turning Turtles on n coins.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_shifted::{FromTurtles, TurningTurtles};
    /// assert_eq!(FromTurtles::new(7)?.row(), TurningTurtles::new(7)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn row(&self) -> TurningTurtles {
        TurningTurtles { n: self.n }
    }

    /// The inverse map, shifted diagram ↦ set of parts, into the same row.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::GameMap;
    /// use hookgames_shifted::FromTurtles;
    /// let map = FromTurtles::new(10)?;
    /// assert_eq!(map.inverse().try_apply(&map.try_apply(&0b10_0000_1001)?)?, 0b10_0000_1001);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn inverse(&self) -> ToTurtles {
        ToTurtles { n: self.n }
    }
}

/// The map from the row of this game.
impl From<TurningTurtles> for FromTurtles {
    fn from(row: TurningTurtles) -> Self {
        FromTurtles { n: row.n }
    }
}

/// A position ↦ the shifted diagram whose parts are its head positions.
///
/// # Errors
/// [`ShiftedError::HeadBeyondRow`] naming the position and its first head
/// beyond coin n.
///
/// # Complexity
/// O(number of heads).
impl GameMap<u64> for FromTurtles {
    type Image = ShiftedPartition;
    type Error = ShiftedError;

    fn try_apply(&self, heads: &u64) -> Result<ShiftedPartition, ShiftedError> {
        self.row().check_position(heads)?;
        let parts: Vec<u64> = (1..=MAX_COINS)
            .rev()
            .filter(|&p| heads >> (p - 1) & 1 == 1)
            .collect();
        // Distinct positive positions in decreasing order, sum ≤ 2080:
        // always a shifted diagram.
        Ok(ShiftedPartition::new(parts)?)
    }
}
