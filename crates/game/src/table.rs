use std::collections::BTreeMap;
use std::fmt;

use crate::algorithm::Indexed;
use crate::error::GameError;
use crate::mex::MexScratch;
use crate::solver::{Convention, Outcome, mex_to_u32};

/// The default memory budget of a [`TableSolver`]: 2^28 bytes = 256 MiB.
pub const DEFAULT_TABLE_BUDGET_BYTES: u64 = 1 << 28;

/// Raw entries: values, plus two sentinels decoded to these.
const UNVISITED: u32 = u32::MAX;
const IN_PROGRESS: u32 = u32::MAX - 1;

/// The dense value array: one entry per rank, as narrow as the values
/// allow. In each width the two largest numbers are the sentinels, so a
/// `u8` table holds values 0..=253, a `u16` one 0..=65533 and a `u32` one
/// 0..=u32::MAX − 2.
#[derive(Debug, Clone)]
enum Storage {
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
}

impl Storage {
    fn width(&self) -> u64 {
        match self {
            Storage::U8(_) => 1,
            Storage::U16(_) => 2,
            Storage::U32(_) => 4,
        }
    }

    fn len(&self) -> usize {
        match self {
            Storage::U8(v) => v.len(),
            Storage::U16(v) => v.len(),
            Storage::U32(v) => v.len(),
        }
    }

    /// The raw entry, with the sentinels mapped to [`UNVISITED`] and
    /// [`IN_PROGRESS`].
    #[inline]
    fn get(&self, i: usize) -> u32 {
        match self {
            Storage::U8(v) => match v[i] {
                u8::MAX => UNVISITED,
                0xFE => IN_PROGRESS,
                x => u32::from(x),
            },
            Storage::U16(v) => match v[i] {
                u16::MAX => UNVISITED,
                0xFFFE => IN_PROGRESS,
                x => u32::from(x),
            },
            Storage::U32(v) => v[i],
        }
    }

    /// The largest value this width can hold.
    fn max_value(&self) -> u32 {
        match self {
            Storage::U8(_) => 0xFD,
            Storage::U16(_) => 0xFFFD,
            Storage::U32(_) => u32::MAX - 2,
        }
    }

    /// Stores a raw entry (a value or a sentinel) that fits this width.
    #[inline]
    fn set(&mut self, i: usize, raw: u32) {
        match self {
            Storage::U8(v) => {
                v[i] = match raw {
                    UNVISITED => u8::MAX,
                    IN_PROGRESS => 0xFE,
                    x => x as u8,
                }
            }
            Storage::U16(v) => {
                v[i] = match raw {
                    UNVISITED => u16::MAX,
                    IN_PROGRESS => 0xFFFE,
                    x => x as u16,
                }
            }
            Storage::U32(v) => v[i] = raw,
        }
    }

    /// Widens the table so that it can hold `value`, checking the budget
    /// (old and new table coexist while copying) before allocating.
    fn widen_for(&mut self, value: u32, budget: u64) -> Result<(), GameError> {
        let n = self.len();
        let new_width: u64 = if value <= 0xFFFD { 2 } else { 4 };
        let needed = n as u128 * u128::from(new_width + self.width());
        if needed > u128::from(budget) {
            return Err(GameError::MemoryBudget {
                states: n as u64,
                bytes_per_state: new_width,
                needed,
                budget,
            });
        }
        let mut wide = if new_width == 2 {
            Storage::U16(vec![0; n])
        } else {
            Storage::U32(vec![0; n])
        };
        for i in 0..n {
            wide.set(i, self.get(i));
        }
        *self = wide;
        Ok(())
    }
}

/// The dense table solver for [`Indexed`] games: one small entry per rank,
/// filled by an iterative depth-first search over ranks (no assumption that
/// followers have smaller ranks, no recursion).
///
/// Entries start at one byte per state (values 0..=253) and widen
/// automatically to two bytes (values up to 65533) and then four (values up
/// to u32::MAX − 2) when a larger value appears, if the memory budget
/// allows the copy. The budget is checked *before* every allocation of the
/// table; the DFS stack (proportional to the longest play) is not counted.
///
/// # Example
/// ```
/// use hookgames_game::{Algorithm, Indexed, TableSolver};
/// /// Nim heaps 0..=n, ranked by size.
/// struct Heaps(u32);
/// impl Algorithm for Heaps {
///     type State = u32;
///     fn for_each_follower<F: FnMut(u32)>(&self, p: &u32, mut f: F) {
///         (0..*p).for_each(&mut f);
///     }
/// }
/// impl Indexed for Heaps {
///     fn count(&self) -> u64 { u64::from(self.0) + 1 }
///     fn rank(&self, p: &u32) -> u64 { u64::from(*p) }
///     fn unrank(&self, r: u64) -> u32 { r as u32 }
/// }
/// let table = TableSolver::new().solve(Heaps(300))?;
/// assert_eq!(table.get(300), Some(300)); // beyond a byte: widened to u16
/// assert_eq!(table.bytes_per_state(), 2);
/// assert_eq!(table.get_state(&7), Some(7));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableSolver {
    budget_bytes: u64,
    convention: Convention,
}

impl Default for TableSolver {
    fn default() -> Self {
        TableSolver {
            budget_bytes: DEFAULT_TABLE_BUDGET_BYTES,
            convention: Convention::Normal,
        }
    }
}

impl TableSolver {
    /// A normal-play solver with the default budget
    /// [`DEFAULT_TABLE_BUDGET_BYTES`].
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Convention, TableSolver, DEFAULT_TABLE_BUDGET_BYTES};
    /// let s = TableSolver::new();
    /// assert_eq!(s.budget_bytes(), DEFAULT_TABLE_BUDGET_BYTES);
    /// assert_eq!(s.convention(), Convention::Normal);
    /// ```
    pub fn new() -> Self {
        Self::default()
    }

    /// This solver with a memory budget of `bytes` for the table.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::TableSolver;
    /// assert_eq!(TableSolver::new().with_budget_bytes(1024).budget_bytes(), 1024);
    /// ```
    #[must_use]
    pub fn with_budget_bytes(mut self, bytes: u64) -> Self {
        self.budget_bytes = bytes;
        self
    }

    /// This solver computing values under `convention` (misère: ends get 1,
    /// LCTR §2.3).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Convention, TableSolver};
    /// let s = TableSolver::new().with_convention(Convention::Misere);
    /// assert_eq!(s.convention(), Convention::Misere);
    /// ```
    #[must_use]
    pub fn with_convention(mut self, convention: Convention) -> Self {
        self.convention = convention;
        self
    }

    /// The memory budget in bytes.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`TableSolver::with_budget_bytes`].
    pub fn budget_bytes(&self) -> u64 {
        self.budget_bytes
    }

    /// The convention values are computed under.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`TableSolver::with_convention`].
    pub fn convention(&self) -> Convention {
        self.convention
    }

    /// Solves every state `0..game.count()`.
    ///
    /// # Errors
    /// [`GameError::MemoryBudget`] if the table (one byte per state, more
    /// if values need it) exceeds the budget — checked before allocating;
    /// [`GameError::Cycle`] if the game has a cycle;
    /// [`GameError::RankOutOfRange`] if the game ranks a follower outside
    /// `0..count()`.
    ///
    /// # Complexity
    /// O(count + arrows) follower calls and ranks; memory 1, 2 or 4 bytes
    /// per state plus a DFS stack proportional to the longest play.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{FiniteAlgorithm, TableSolver};
    /// let fa = FiniteAlgorithm::from_followers([vec![1, 2], vec![2], vec![]])?;
    /// let t = TableSolver::new().solve(&fa)?;
    /// assert_eq!(t.iter().collect::<Vec<_>>(), vec![(0, 2), (1, 1), (2, 0)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn solve<A: Indexed>(&self, game: A) -> Result<GrundyTable<A>, GameError> {
        let mut table = self.allocate(game)?;
        let count = table.storage.len();
        let mut dfs = DenseDfs::default();
        for r in 0..count {
            if table.storage.get(r) == UNVISITED {
                dfs.run(&mut table, r, self.budget_bytes)?;
            }
        }
        Ok(table)
    }

    /// Solves the states reachable from `root` only; the other entries stay
    /// unknown ([`GrundyTable::get`] returns `None` for them).
    ///
    /// # Errors
    /// As [`TableSolver::solve`]; [`GameError::RankOutOfRange`] if `root`
    /// ranks outside `0..count()`.
    ///
    /// # Complexity
    /// O(count) to allocate, O(|⟨root⟩| + arrows) to solve.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{FiniteAlgorithm, TableSolver};
    /// let fa = FiniteAlgorithm::from_followers([vec![1], vec![], vec![0]])?;
    /// let t = TableSolver::new().solve_from(&fa, &0)?;
    /// assert_eq!((t.get(0), t.get(1), t.get(2)), (Some(1), Some(0), None));
    /// assert_eq!(t.solved(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn solve_from<A: Indexed>(
        &self,
        game: A,
        root: &A::State,
    ) -> Result<GrundyTable<A>, GameError> {
        let mut table = self.allocate(game)?;
        let r = table.checked_rank(root)?;
        DenseDfs::default().run(&mut table, r, self.budget_bytes)?;
        Ok(table)
    }

    fn allocate<A: Indexed>(&self, game: A) -> Result<GrundyTable<A>, GameError> {
        let count = game.count();
        let needed = u128::from(count);
        if needed > u128::from(self.budget_bytes) || usize::try_from(count).is_err() {
            return Err(GameError::MemoryBudget {
                states: count,
                bytes_per_state: 1,
                needed,
                budget: self.budget_bytes,
            });
        }
        Ok(GrundyTable {
            storage: Storage::U8(vec![u8::MAX; count as usize]),
            game,
            convention: self.convention,
        })
    }
}

#[derive(Debug, Clone, Copy)]
struct Frame {
    rank: usize,
    start: usize,
    next: usize,
    end: usize,
}

#[derive(Debug, Default)]
struct DenseDfs {
    frames: Vec<Frame>,
    arena: Vec<usize>,
    vals: Vec<u32>,
    mex: MexScratch,
}

impl DenseDfs {
    fn push<A: Indexed>(
        &mut self,
        table: &mut GrundyTable<A>,
        rank: usize,
    ) -> Result<(), GameError> {
        table.storage.set(rank, IN_PROGRESS);
        let state = table.game.unrank(rank as u64);
        let start = self.arena.len();
        let count = table.game.count();
        let mut bad = None;
        let arena = &mut self.arena;
        let game = &table.game;
        game.for_each_follower_rank(&state, |r| {
            if r < count {
                arena.push(r as usize);
            } else if bad.is_none() {
                bad = Some(r);
            }
        });
        if let Some(rank) = bad {
            return Err(GameError::RankOutOfRange { rank, count });
        }
        let end = self.arena.len();
        self.vals.resize(end, 0);
        self.frames.push(Frame {
            rank,
            start,
            next: start,
            end,
        });
        Ok(())
    }

    fn run<A: Indexed>(
        &mut self,
        table: &mut GrundyTable<A>,
        root: usize,
        budget: u64,
    ) -> Result<(), GameError> {
        let result = self.run_inner(table, root, budget);
        if result.is_err() {
            // Unmark the states left on the stack so the table stays
            // consistent (their entries are unknown).
            for f in self.frames.drain(..) {
                table.storage.set(f.rank, UNVISITED);
            }
            self.arena.clear();
            self.vals.clear();
        }
        result
    }

    fn run_inner<A: Indexed>(
        &mut self,
        table: &mut GrundyTable<A>,
        root: usize,
        budget: u64,
    ) -> Result<(), GameError> {
        if table.storage.get(root) != UNVISITED {
            return Ok(());
        }
        self.push(table, root)?;
        'outer: loop {
            let top = self.frames.len() - 1;
            let mut frame = self.frames[top];
            while frame.next < frame.end {
                let q = self.arena[frame.next];
                match table.storage.get(q) {
                    UNVISITED => {
                        self.frames[top] = frame;
                        self.push(table, q)?;
                        continue 'outer;
                    }
                    IN_PROGRESS => {
                        let at = self.frames.iter().rposition(|f| f.rank == q).unwrap_or(0);
                        return Err(GameError::Cycle {
                            length: self.frames.len() - at,
                        });
                    }
                    v => {
                        self.vals[frame.next] = v;
                        frame.next += 1;
                    }
                }
            }
            let value = if frame.start == frame.end {
                table.convention.end_value_u32()
            } else {
                mex_to_u32(self.mex.mex(&self.vals[frame.start..frame.end]))?
            };
            if value > table.storage.max_value() {
                table.storage.widen_for(value, budget)?;
            }
            table.storage.set(frame.rank, value);
            self.frames.pop();
            self.arena.truncate(frame.start);
            self.vals.truncate(frame.start);
            match self.frames.last_mut() {
                None => return Ok(()),
                Some(parent) => {
                    self.vals[parent.next] = value;
                    parent.next += 1;
                }
            }
        }
    }
}

/// The Grundy values of an [`Indexed`] game, one entry per rank, computed
/// by a [`TableSolver`]. It owns the game (pass `&game` to borrow) so that
/// it can look states up by value.
///
/// # Example
/// ```
/// use hookgames_game::{grundy_table, FiniteAlgorithm, Outcome};
/// let fa = FiniteAlgorithm::from_followers([vec![1, 2], vec![2], vec![]])?;
/// let t = grundy_table(&fa)?;
/// assert_eq!(t.value_counts().into_iter().collect::<Vec<_>>(), vec![(0, 1), (1, 1), (2, 1)]);
/// assert_eq!(t.outcome(2), Some(Outcome::P));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Serialization
/// With the `serde` feature a table is serializable (whatever its game) as
/// an export of its values: `{"convention": "Normal", "values": [...]}`,
/// the value of each rank in `0..count()`, `null` for a state that was not
/// solved. It does not deserialize: a table read back would be only as good
/// as the file, so solve the game again (and compare with the file).
/// ```
/// # #[cfg(feature = "serde")] {
/// use hookgames_game::{grundy_table, FiniteAlgorithm};
/// let fa = FiniteAlgorithm::from_followers([vec![1, 2], vec![2], vec![]])?;
/// let t = grundy_table(&fa)?;
/// assert_eq!(serde_json::to_string(&t)?, r#"{"convention":"Normal","values":[2,1,0]}"#);
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct GrundyTable<A: Indexed> {
    storage: Storage,
    game: A,
    convention: Convention,
}

impl<A: Indexed> fmt::Debug for GrundyTable<A> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GrundyTable")
            .field("count", &self.storage.len())
            .field("bytes_per_state", &self.storage.width())
            .field("convention", &self.convention)
            .finish_non_exhaustive()
    }
}

impl<A: Indexed> GrundyTable<A> {
    fn checked_rank(&self, p: &A::State) -> Result<usize, GameError> {
        let r = self.game.rank(p);
        let count = self.storage.len() as u64;
        if r >= count {
            return Err(GameError::RankOutOfRange { rank: r, count });
        }
        Ok(r as usize)
    }

    /// The game.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{grundy_table, FiniteAlgorithm};
    /// let fa = FiniteAlgorithm::from_followers([vec![1], vec![]])?;
    /// assert_eq!(grundy_table(&fa)?.game().len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn game(&self) -> &A {
        &self.game
    }

    /// The convention the values were computed under.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{grundy_table, Convention, FiniteAlgorithm};
    /// let fa = FiniteAlgorithm::from_followers([vec![]])?;
    /// assert_eq!(grundy_table(&fa)?.convention(), Convention::Normal);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn convention(&self) -> Convention {
        self.convention
    }

    /// The number of entries (the game's `count()`).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{grundy_table, FiniteAlgorithm};
    /// let fa = FiniteAlgorithm::from_followers([vec![1], vec![]])?;
    /// assert_eq!(grundy_table(&fa)?.count(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn count(&self) -> u64 {
        self.storage.len() as u64
    }

    /// The entry width in bytes: 1, 2 or 4.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{grundy_table, FiniteAlgorithm};
    /// let fa = FiniteAlgorithm::from_followers([vec![1], vec![]])?;
    /// assert_eq!(grundy_table(&fa)?.bytes_per_state(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn bytes_per_state(&self) -> u64 {
        self.storage.width()
    }

    /// The value of the state of rank `r`, or `None` if `r ≥ count()` or
    /// the state was not solved (see [`TableSolver::solve_from`]).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{grundy_table, FiniteAlgorithm};
    /// let fa = FiniteAlgorithm::from_followers([vec![1], vec![]])?;
    /// let t = grundy_table(&fa)?;
    /// assert_eq!((t.get(0), t.get(5)), (Some(1), None));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn get(&self, r: u64) -> Option<u64> {
        let i = usize::try_from(r).ok()?;
        if i >= self.storage.len() {
            return None;
        }
        match self.storage.get(i) {
            UNVISITED | IN_PROGRESS => None,
            v => Some(u64::from(v)),
        }
    }

    /// The value of state `p` (ranked by the game), or `None` if its rank
    /// is out of range or it was not solved.
    ///
    /// # Complexity
    /// One `rank` call.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{grundy_table, FiniteAlgorithm};
    /// let fa = FiniteAlgorithm::from_followers([vec![1], vec![]])?;
    /// assert_eq!(grundy_table(&fa)?.get_state(&1), Some(0));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn get_state(&self, p: &A::State) -> Option<u64> {
        self.get(self.game.rank(p))
    }

    /// The outcome class of the state of rank `r` under the table's
    /// convention (`P` iff value 0).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`GrundyTable`].
    pub fn outcome(&self, r: u64) -> Option<Outcome> {
        self.get(r).map(Outcome::from_value)
    }

    /// The solved entries as `(rank, value)`, by increasing rank.
    ///
    /// # Complexity
    /// O(count) for the whole iteration.
    ///
    /// # Example
    /// See [`TableSolver::solve`].
    pub fn iter(&self) -> impl Iterator<Item = (u64, u64)> + '_ {
        (0..self.storage.len()).filter_map(move |i| match self.storage.get(i) {
            UNVISITED | IN_PROGRESS => None,
            v => Some((i as u64, u64::from(v))),
        })
    }

    /// The number of solved entries.
    ///
    /// # Complexity
    /// O(count).
    ///
    /// # Example
    /// See [`TableSolver::solve_from`].
    pub fn solved(&self) -> u64 {
        self.iter().count() as u64
    }

    /// How many solved states have each value.
    ///
    /// # Complexity
    /// O(count · log(distinct values)).
    ///
    /// # Example
    /// See [`GrundyTable`].
    pub fn value_counts(&self) -> BTreeMap<u64, u64> {
        let mut out = BTreeMap::new();
        for (_, v) in self.iter() {
            *out.entry(v).or_insert(0) += 1;
        }
        out
    }

    /// The largest solved value, or `None` if nothing was solved.
    ///
    /// # Complexity
    /// O(count).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{grundy_table, FiniteAlgorithm};
    /// let fa = FiniteAlgorithm::from_followers([vec![1, 2], vec![2], vec![]])?;
    /// assert_eq!(grundy_table(&fa)?.max_value(), Some(2));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn max_value(&self) -> Option<u64> {
        self.iter().map(|(_, v)| v).max()
    }
}

/// Solves every state of an [`Indexed`] game under normal play with the
/// default [`TableSolver`] (budget [`DEFAULT_TABLE_BUDGET_BYTES`]).
///
/// # Errors
/// As [`TableSolver::solve`].
///
/// # Complexity
/// As [`TableSolver::solve`].
///
/// # Example
/// ```
/// use hookgames_game::{grundy_table, FiniteAlgorithm};
/// let fa = FiniteAlgorithm::from_followers([vec![1], vec![]])?;
/// assert_eq!(grundy_table(&fa)?.get(0), Some(1));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn grundy_table<A: Indexed>(game: A) -> Result<GrundyTable<A>, GameError> {
    TableSolver::new().solve(game)
}

#[cfg(test)]
mod tests {
    use super::{IN_PROGRESS, Storage, UNVISITED};

    #[test]
    fn storage_widens_through_all_widths_and_keeps_sentinels() {
        let mut s = Storage::U8(vec![u8::MAX; 4]);
        s.set(0, 200);
        s.set(1, IN_PROGRESS);
        assert_eq!(s.max_value(), 253);
        s.widen_for(300, 1 << 20).unwrap();
        assert_eq!(s.width(), 2);
        s.set(2, 65_000);
        s.widen_for(70_000, 1 << 20).unwrap();
        assert_eq!(s.width(), 4);
        s.set(3, 70_000);
        assert_eq!(
            (0..4).map(|i| s.get(i)).collect::<Vec<_>>(),
            vec![200, IN_PROGRESS, 65_000, 70_000]
        );
        let mut t = Storage::U8(vec![u8::MAX; 4]);
        assert_eq!(t.get(3), UNVISITED);
        let err = t.widen_for(300, 10).unwrap_err();
        assert_eq!(
            err,
            crate::GameError::MemoryBudget {
                states: 4,
                bytes_per_state: 2,
                needed: 12,
                budget: 10
            }
        );
    }
}
