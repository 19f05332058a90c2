use hashbrown::HashSet;

use crate::error::GameError;
use crate::finite::FiniteAlgorithm;
use crate::limits::{DEFAULT_MAX_ARROWS, DEFAULT_MAX_STATES};

impl FiniteAlgorithm<u32> {
    /// The impartial game given by its graph: the states `0..states`, and
    /// an arrow p → q (a move from p to q) for each edge `(p, q)`. This is
    /// the way to play a game given by a drawing or a table: every solver
    /// of this crate runs on the result, whose states are their own
    /// indices, and [`grundy_values`](FiniteAlgorithm::grundy_values)
    /// values the whole graph at once.
    ///
    /// The followers of a state are listed in the order of its edges. The
    /// graph may have cycles (even loops p → p); the solvers then report
    /// [`GameError::Cycle`], since such a game has no Grundy values
    /// (Kawanaka §1 requires every path to end).
    ///
    /// # Errors
    /// [`GameError::EdgeOutOfRange`] for the first edge naming a state
    /// `≥ states`; [`GameError::DuplicateEdge`] for the first edge listed
    /// a second time; [`GameError::StateLimit`] if `states` exceeds
    /// [`DEFAULT_MAX_STATES`] and [`GameError::ArrowLimit`] if there are
    /// more than [`DEFAULT_MAX_ARROWS`] edges (both checked before the
    /// graph is allocated).
    ///
    /// # Complexity
    /// O(states + edges) time (one hash insertion per edge), about 16 bytes
    /// per state and 24 per edge while building.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Algorithm, AlgorithmExt, FiniteAlgorithm, GameError};
    ///
    /// // 0 → 1, 0 → 2, 1 → 2, 2 → 3; state 3 is the end.
    /// let game = FiniteAlgorithm::from_edges(4, [(0, 1), (0, 2), (1, 2), (2, 3)])?;
    /// assert_eq!(game.followers(&0)?, vec![1, 2]);
    /// assert_eq!(game.grundy_values()?, vec![2, 0, 1, 0]);
    ///
    /// assert_eq!(
    ///     FiniteAlgorithm::from_edges(2, [(0, 1), (1, 2)]).unwrap_err(),
    ///     GameError::EdgeOutOfRange { from: 1, to: 2, states: 2 }
    /// );
    /// assert_eq!(
    ///     FiniteAlgorithm::from_edges(2, [(0, 1), (0, 1)]).unwrap_err(),
    ///     GameError::DuplicateEdge { from: 0, to: 1 }
    /// );
    /// let cycle = FiniteAlgorithm::from_edges(2, [(0, 1), (1, 0)])?;
    /// assert_eq!(cycle.grundy_values().unwrap_err(), GameError::Cycle { length: 2 });
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_edges(
        states: u32,
        edges: impl IntoIterator<Item = (u32, u32)>,
    ) -> Result<Self, GameError> {
        if u64::from(states) > DEFAULT_MAX_STATES {
            return Err(GameError::StateLimit {
                limit: DEFAULT_MAX_STATES,
            });
        }
        let n = states as usize;
        let mut list: Vec<(u32, u32)> = Vec::new();
        let mut seen: HashSet<(u32, u32)> = HashSet::new();
        for (from, to) in edges {
            if from >= states || to >= states {
                return Err(GameError::EdgeOutOfRange {
                    from: u64::from(from),
                    to: u64::from(to),
                    states: u64::from(states),
                });
            }
            if !seen.insert((from, to)) {
                return Err(GameError::DuplicateEdge {
                    from: u64::from(from),
                    to: u64::from(to),
                });
            }
            if list.len() as u64 >= DEFAULT_MAX_ARROWS {
                return Err(GameError::ArrowLimit {
                    limit: DEFAULT_MAX_ARROWS,
                });
            }
            list.push((from, to));
        }
        drop(seen);
        // Rows in compressed form; a stable sort keeps each row in edge order.
        list.sort_by_key(|&(from, _)| from);
        let mut offsets = vec![0usize; n + 1];
        for &(from, _) in &list {
            offsets[from as usize + 1] += 1;
        }
        for i in 0..n {
            offsets[i + 1] += offsets[i];
        }
        let targets: Vec<u32> = list.iter().map(|&(_, to)| to).collect();
        FiniteAlgorithm::from_followers((0..n).map(|i| &targets[offsets[i]..offsets[i + 1]]))
    }
}
