use crate::error::PlainError;
use crate::graph::Graph;
use hookgames_game::FiniteAlgorithm;
use hookgames_game::GameError;

/// The irreducible arrows and the lengths |p → q| of all arrows of a finite
/// algorithm (Kawanaka §1, Proposition 3.2).
///
/// An arrow p → q is *irreducible* if there is no path p → p₁ → … → q of
/// length ≥ 2; |p → q| is the number of arrows of an irreducible
/// decomposition of p → q. Both are computed from the definitions:
/// irreducibility exactly (a longest-path bound settles most arrows, a
/// path of length two settles most others, and a pruned search the rest),
/// and |p → q| as both the shortest and the longest path from p to q in the
/// graph of irreducible arrows, which must agree. On a plain algorithm they
/// always do (the irreducible arrows lower |φ(p)| by one, Proposition 2.3),
/// and this is found in linear time.
///
/// # Example
/// ```
/// use hookgames_game::FiniteAlgorithm;
/// use hookgames_plain::arrow_lengths;
/// // Nim heap 3: n → m for m < n; only n → n − 1 is irreducible.
/// let nim = FiniteAlgorithm::from_followers([vec![1, 2, 3], vec![2, 3], vec![3], vec![]])?;
/// let lengths = arrow_lengths(&nim)?;
/// assert_eq!(lengths.length(0, 3), Some(3));
/// assert!(lengths.is_irreducible(1, 2));
/// assert!(!lengths.is_irreducible(1, 3));
/// assert_eq!(lengths.irreducible_followers(0), vec![1]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct ArrowLengths {
    g: Graph,
    length: Vec<u64>,
    graded: bool,
}

impl ArrowLengths {
    /// |p → q|, or `None` if p → q is not an arrow.
    ///
    /// # Complexity
    /// O(log d).
    ///
    /// # Example
    /// See [`ArrowLengths`].
    pub fn length(&self, p: u32, q: u32) -> Option<u64> {
        if p as usize >= self.g.len() {
            return None;
        }
        self.g.arrow_id(p, q).map(|id| self.length[id])
    }

    /// `true` if p → q is an irreducible arrow.
    ///
    /// # Complexity
    /// O(log d).
    ///
    /// # Example
    /// See [`ArrowLengths`].
    pub fn is_irreducible(&self, p: u32, q: u32) -> bool {
        self.length(p, q) == Some(1)
    }

    /// φ_irred(p) (Kawanaka §5): the followers q with p → q irreducible,
    /// increasing.
    ///
    /// # Complexity
    /// O(|φ(p)|).
    ///
    /// # Example
    /// See [`ArrowLengths`].
    pub fn irreducible_followers(&self, p: u32) -> Vec<u32> {
        if p as usize >= self.g.len() {
            return Vec::new();
        }
        let first = self.g.first_arrow(p);
        self.g
            .row(p)
            .iter()
            .enumerate()
            .filter(|&(k, _)| self.length[first + k] == 1)
            .map(|(_, &q)| q)
            .collect()
    }

    /// `true` if every irreducible arrow p → q lowers the longest path to an
    /// end by exactly one — as on every plain algorithm (Kawanaka,
    /// Proposition 2.3). Then |p → q| is that difference.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// use hookgames_plain::arrow_lengths;
    /// let nim = FiniteAlgorithm::from_followers([vec![1, 2], vec![2], vec![]])?;
    /// assert!(arrow_lengths(&nim)?.is_graded());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_graded(&self) -> bool {
        self.graded
    }

    /// Calls `f(p, q, |p → q|)` for every arrow, by origin, followers
    /// increasing.
    ///
    /// # Complexity
    /// O(states + arrows).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// use hookgames_plain::arrow_lengths;
    /// let nim = FiniteAlgorithm::from_followers([vec![1, 2], vec![2], vec![]])?;
    /// let mut all = Vec::new();
    /// arrow_lengths(&nim)?.for_each(|p, q, l| all.push((p, q, l)));
    /// assert_eq!(all, vec![(0, 1, 1), (0, 2, 2), (1, 2, 1)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn for_each<F: FnMut(u32, u32, u64)>(&self, mut f: F) {
        for p in 0..self.g.len() as u32 {
            let first = self.g.first_arrow(p);
            for (k, &q) in self.g.row(p).iter().enumerate() {
                f(p, q, self.length[first + k]);
            }
        }
    }

    /// The restriction (P, φ_irred) of Kawanaka §5: only the irreducible
    /// arrows, as a finite algorithm on the same states and indices.
    ///
    /// # Complexity
    /// O(states + arrows).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// use hookgames_plain::arrow_lengths;
    /// let nim = FiniteAlgorithm::from_followers([vec![1, 2], vec![2], vec![]])?;
    /// let irr = arrow_lengths(&nim)?.irreducible(&nim);
    /// assert_eq!(irr.followers_of(0), &[1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn irreducible<S: Clone + Eq + std::hash::Hash>(
        &self,
        fa: &FiniteAlgorithm<S>,
    ) -> FiniteAlgorithm<S> {
        fa.restricted(|p, q| self.is_irreducible(p, q))
    }

    pub(crate) fn graph(&self) -> &Graph {
        &self.g
    }

    pub(crate) fn by_id(&self, id: usize) -> u64 {
        self.length[id]
    }
}

/// The irreducible arrows and arrow lengths |p → q| (Kawanaka §1,
/// Proposition 3.2) of a finite algorithm; see [`ArrowLengths`].
///
/// # Errors
/// [`GameError::Cycle`](hookgames_game::GameError::Cycle) if the algorithm is not finite;
/// [`PlainError::AmbiguousArrowLength`] if some arrow has irreducible
/// decompositions of different lengths (then the algorithm is not plain).
///
/// # Complexity
/// O(states + arrows · log d) on graded algorithms (all plain ones);
/// otherwise up to O(states · (states + arrows)).
///
/// # Example
/// ```
/// use hookgames_game::FiniteAlgorithm;
/// use hookgames_plain::{arrow_lengths, PlainError};
/// // 0 → 3 has the decompositions 0 → 1 → 3 and 0 → 2 → 4 → 3.
/// let fa = FiniteAlgorithm::from_followers([
///     vec![1, 2, 3], vec![3], vec![4], vec![], vec![3],
/// ])?;
/// assert_eq!(
///     arrow_lengths(&fa).unwrap_err(),
///     PlainError::AmbiguousArrowLength { state: 0, follower: 3, shortest: 2, longest: 3 }
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn arrow_lengths<S>(fa: &FiniteAlgorithm<S>) -> Result<ArrowLengths, PlainError> {
    lengths_of(Graph::of(fa))
}

pub(crate) fn lengths_of(g: Graph) -> Result<ArrowLengths, PlainError> {
    let n = g.len();
    let Some(order) = g.topological_order() else {
        return Err(PlainError::Game(GameError::Cycle {
            length: cycle_length(&g),
        }));
    };
    // rho[x]: the longest path from x to an end.
    let mut rho = vec![0u64; n];
    for &p in order.iter().rev() {
        rho[p as usize] = g
            .row(p)
            .iter()
            .map(|&q| rho[q as usize] + 1)
            .max()
            .unwrap_or(0);
    }
    // Irreducibility.
    let mut irreducible = vec![false; g.arrow_count()];
    let mut mark = vec![u32::MAX; n];
    let mut stack: Vec<u32> = Vec::new();
    for p in 0..n as u32 {
        let first = g.first_arrow(p);
        let row = g.row(p);
        for (k, &q) in row.iter().enumerate() {
            if rho[p as usize] == rho[q as usize] + 1 {
                irreducible[first + k] = true;
                continue;
            }
            // A path p → x → q of length two?
            let two = row.iter().any(|&x| x != q && g.has(x, q));
            if two {
                continue;
            }
            // A longer path: search from φ(p) ∖ {q}, only through states
            // whose longest path exceeds ρ(q).
            let stamp = first as u32 + k as u32;
            let target_rho = rho[q as usize];
            let mut reached = false;
            stack.clear();
            for &x in row {
                if x != q && rho[x as usize] > target_rho && mark[x as usize] != stamp {
                    mark[x as usize] = stamp;
                    stack.push(x);
                }
            }
            while let Some(x) = stack.pop() {
                for &y in g.row(x) {
                    if y == q {
                        reached = true;
                        break;
                    }
                    if rho[y as usize] > target_rho && mark[y as usize] != stamp {
                        mark[y as usize] = stamp;
                        stack.push(y);
                    }
                }
                if reached {
                    break;
                }
            }
            irreducible[first + k] = !reached;
        }
    }
    // Grading: every irreducible arrow lowers rho by one.
    let mut graded = true;
    for p in 0..n as u32 {
        let first = g.first_arrow(p);
        for (k, &q) in g.row(p).iter().enumerate() {
            if irreducible[first + k] && rho[p as usize] != rho[q as usize] + 1 {
                graded = false;
            }
        }
    }
    let mut length = vec![0u64; g.arrow_count()];
    if graded {
        for p in 0..n as u32 {
            let first = g.first_arrow(p);
            for (k, &q) in g.row(p).iter().enumerate() {
                length[first + k] = rho[p as usize] - rho[q as usize];
            }
        }
    } else {
        // Shortest and longest irreducible paths from each p.
        let pos: Vec<usize> = {
            let mut pos = vec![0usize; n];
            for (i, &p) in order.iter().enumerate() {
                pos[p as usize] = i;
            }
            pos
        };
        let mut short = vec![u64::MAX; n];
        let mut long = vec![0u64; n];
        let mut seen = vec![u32::MAX; n];
        let mut reach: Vec<u32> = Vec::new();
        for p in 0..n as u32 {
            // The states reachable from p, in topological order.
            reach.clear();
            reach.push(p);
            seen[p as usize] = p;
            stack.clear();
            stack.push(p);
            while let Some(x) = stack.pop() {
                for &y in g.row(x) {
                    if seen[y as usize] != p {
                        seen[y as usize] = p;
                        stack.push(y);
                        reach.push(y);
                    }
                }
            }
            reach.sort_unstable_by_key(|&x| pos[x as usize]);
            for &x in &reach {
                short[x as usize] = u64::MAX;
                long[x as usize] = 0;
            }
            short[p as usize] = 0;
            for &x in &reach {
                let (sx, lx) = (short[x as usize], long[x as usize]);
                if sx == u64::MAX {
                    continue;
                }
                let first = g.first_arrow(x);
                for (k, &y) in g.row(x).iter().enumerate() {
                    if irreducible[first + k] {
                        short[y as usize] = short[y as usize].min(sx + 1);
                        long[y as usize] = long[y as usize].max(lx + 1);
                    }
                }
            }
            let first = g.first_arrow(p);
            for (k, &q) in g.row(p).iter().enumerate() {
                let (s, l) = (short[q as usize], long[q as usize]);
                if s != l {
                    return Err(PlainError::AmbiguousArrowLength {
                        state: u64::from(p),
                        follower: u64::from(q),
                        shortest: s,
                        longest: l,
                    });
                }
                length[first + k] = s;
            }
        }
    }
    Ok(ArrowLengths { g, length, graded })
}

fn cycle_length(g: &Graph) -> usize {
    // Iterative DFS colouring; the first back edge closes a cycle.
    let n = g.len();
    let mut color = vec![0u8; n];
    let mut stack: Vec<(u32, usize)> = Vec::new();
    for s in 0..n as u32 {
        if color[s as usize] != 0 {
            continue;
        }
        color[s as usize] = 1;
        stack.push((s, 0));
        while let Some(&mut (p, ref mut next)) = stack.last_mut() {
            let row = g.row(p);
            if *next < row.len() {
                let q = row[*next];
                *next += 1;
                match color[q as usize] {
                    0 => {
                        color[q as usize] = 1;
                        stack.push((q, 0));
                    }
                    1 => {
                        let from = stack.iter().rposition(|&(r, _)| r == q).unwrap_or(0);
                        return stack.len() - from;
                    }
                    _ => {}
                }
            } else {
                color[p as usize] = 2;
                stack.pop();
            }
        }
    }
    0
}
