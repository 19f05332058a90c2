//! Solving a materialized algorithm directly on its rows: topological
//! order, cycles, Grundy values under either convention.

use crate::algorithm::Algorithm;
use crate::error::GameError;

use crate::mex::MexScratch;
use crate::mex::mex_to_u32;
use crate::vocab::Convention;

use super::FiniteAlgorithm;

impl<S> FiniteAlgorithm<S> {
    /// A topological order of the states: each state comes before all its
    /// followers (Kahn's algorithm, iterative).
    ///
    /// # Errors
    /// [`GameError::Cycle`] if the algorithm has a cycle (it is not
    /// finite).
    ///
    /// # Complexity
    /// O(states + arrows).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{FiniteAlgorithm, GameError};
    /// let fa = FiniteAlgorithm::from_followers([vec![2], vec![0], vec![]])?;
    /// assert_eq!(fa.topological_order()?, vec![1, 0, 2]);
    /// let cyc = FiniteAlgorithm::from_followers([vec![1], vec![0]])?;
    /// assert_eq!(cyc.topological_order().unwrap_err(), GameError::Cycle { length: 2 });
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn topological_order(&self) -> Result<Vec<u32>, GameError> {
        let n = self.states.len();
        let mut indeg = vec![0u32; n];
        for &t in &self.forward.targets {
            indeg[t as usize] += 1;
        }
        let mut order: Vec<u32> = (0..n as u32).filter(|&i| indeg[i as usize] == 0).collect();
        let mut head = 0;
        while head < order.len() {
            let p = order[head];
            head += 1;
            for &q in self.forward.row(p) {
                indeg[q as usize] -= 1;
                if indeg[q as usize] == 0 {
                    order.push(q);
                }
            }
        }
        if order.len() < n {
            let length = self.find_cycle().map_or(0, |c| c.len());
            return Err(GameError::Cycle { length });
        }
        Ok(order)
    }

    /// A cycle i₀ → i₁ → … → i_{k−1} → i₀ (indices), if there is one.
    ///
    /// # Complexity
    /// O(states + arrows), iterative depth-first search.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// let fa = FiniteAlgorithm::from_followers([vec![1], vec![2], vec![1]])?;
    /// assert_eq!(fa.find_cycle(), Some(vec![1, 2]));
    /// let dag = FiniteAlgorithm::from_followers([vec![1], vec![]])?;
    /// assert_eq!(dag.find_cycle(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn find_cycle(&self) -> Option<Vec<u32>> {
        const WHITE: u8 = 0;
        const GRAY: u8 = 1;
        const BLACK: u8 = 2;
        let n = self.states.len();
        let mut color = vec![WHITE; n];
        let mut stack: Vec<(u32, usize)> = Vec::new();
        for s in 0..n as u32 {
            if color[s as usize] != WHITE {
                continue;
            }
            color[s as usize] = GRAY;
            stack.push((s, 0));
            while let Some(&mut (p, ref mut next)) = stack.last_mut() {
                let row = self.forward.row(p);
                if *next < row.len() {
                    let q = row[*next];
                    *next += 1;
                    match color[q as usize] {
                        WHITE => {
                            color[q as usize] = GRAY;
                            stack.push((q, 0));
                        }
                        GRAY => {
                            let from = stack.iter().rposition(|&(r, _)| r == q).unwrap_or(0);
                            return Some(stack[from..].iter().map(|&(r, _)| r).collect());
                        }
                        _ => {}
                    }
                } else {
                    color[p as usize] = BLACK;
                    stack.pop();
                }
            }
        }
        None
    }

    /// The Grundy value (Sprague–Grundy value under normal play,
    /// LCTR equation (2); Kawanaka's E⁽²⁾ for plain algorithms, Theorem 4.1)
    /// of every state, by index.
    ///
    /// # Errors
    /// [`GameError::Cycle`] if the algorithm is not finite.
    ///
    /// # Complexity
    /// O(states + arrows) time, one `u32` per state.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// // 0 → {1, 2}, 1 → {2}, 2 end: values 2, 1, 0.
    /// let fa = FiniteAlgorithm::from_followers([vec![1, 2], vec![2], vec![]])?;
    /// assert_eq!(fa.grundy_values()?, vec![2, 1, 0]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn grundy_values(&self) -> Result<Vec<u64>, GameError> {
        Ok(widen(self.values(Convention::Normal)?))
    }

    /// The misère Grundy value SG⁻ of every state (LCTR §2.3: ends get 1,
    /// every other state the mex of its followers' values), by index.
    ///
    /// # Errors
    /// [`GameError::Cycle`] if the algorithm is not finite.
    ///
    /// # Complexity
    /// O(states + arrows).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// let fa = FiniteAlgorithm::from_followers([vec![1, 2], vec![2], vec![]])?;
    /// assert_eq!(fa.misere_grundy_values()?, vec![2, 0, 1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn misere_grundy_values(&self) -> Result<Vec<u64>, GameError> {
        Ok(widen(self.values(Convention::Misere)?))
    }

    pub(crate) fn values(&self, convention: Convention) -> Result<Vec<u32>, GameError> {
        let order = self.topological_order()?;
        let mut values = vec![0u32; self.states.len()];
        let mut scratch = MexScratch::default();
        let mut buf: Vec<u32> = Vec::new();
        for &p in order.iter().rev() {
            let row = self.forward.row(p);
            values[p as usize] = if row.is_empty() {
                convention.end_value_u32()
            } else {
                buf.clear();
                buf.extend(row.iter().map(|&q| values[q as usize]));
                mex_to_u32(scratch.mex(&buf))?
            };
        }
        Ok(values)
    }

    /// Which states are reachable from `root` (by index).
    pub(crate) fn reachable_mask(&self, root: u32) -> Result<Vec<bool>, GameError> {
        let n = self.states.len();
        if root as usize >= n {
            return Err(GameError::UnknownState {
                index: u64::from(root),
                len: n as u64,
            });
        }
        let mut seen = vec![false; n];
        seen[root as usize] = true;
        let mut stack = vec![root];
        while let Some(p) = stack.pop() {
            for &q in self.forward.row(p) {
                if !seen[q as usize] {
                    seen[q as usize] = true;
                    stack.push(q);
                }
            }
        }
        Ok(seen)
    }
}

/// A cycle p₀ → p₁ → … → p_{k−1} → p₀ reachable from `root`, if any: the
/// witness that the algorithm is not finite (Kawanaka §1), which the solvers
/// report as [`GameError::Cycle`].
///
/// # Errors
/// [`GameError::StateLimit`] / [`GameError::ArrowLimit`] if ⟨root⟩
/// exceeds the default [`Limits`](crate::Limits).
///
/// # Complexity
/// O(|⟨root⟩| + arrows).
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{find_cycle, Algorithm, GameError};
/// struct Mod3;
/// impl Algorithm for Mod3 {
///     type State = u8;
///     fn try_for_each_follower<B, F>(&self, p: &u8, mut f: F) -> ControlFlow<B>
///     where
///         B: From<GameError>,
///         F: FnMut(u8) -> ControlFlow<B>,
///     {
///         f((p + 1) % 3)?;
///         ControlFlow::Continue(())
///     }
/// }
/// assert_eq!(find_cycle(&Mod3, &0)?, Some(vec![0, 1, 2]));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn find_cycle<A>(game: &A, root: &A::State) -> Result<Option<Vec<A::State>>, GameError>
where
    A: Algorithm + ?Sized,
{
    let fa = FiniteAlgorithm::from_root(game, root)?;
    Ok(fa
        .find_cycle()
        .map(|c| c.iter().map(|&i| fa.states[i as usize].clone()).collect()))
}

/// Grundy values from the compact `u32` storage to the public `u64`.
fn widen(values: Vec<u32>) -> Vec<u64> {
    values.into_iter().map(u64::from).collect()
}
