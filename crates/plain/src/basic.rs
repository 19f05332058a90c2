//! Kawanaka's Proposition 6.1: the local structure of plain diagrams and
//! of basic plain diagrams (§6), as checks with witnesses.

use std::fmt;

use crate::axioms::oriented_square;
use crate::diagram::Diagram;
use crate::error::PlainError;
use crate::graph::{Graph, intersect_sorted};

/// The most elementary steps (pairs, candidate squares and triples
/// examined) that one check of Kawanaka's Proposition 6.1
/// ([`Diagram::check_proposition_6_1`], [`Diagram::check_basic`]) may take:
/// 2^32. Beyond it the check stops with [`PlainError::WorkLimit`].
pub const PROPOSITION_6_1_WORK_LIMIT: u64 = 1 << 32;

/// A violation of Kawanaka's Proposition 6.1 by a diagram, with the points
/// involved as witnesses (point indices of the diagram from the checks;
/// [`DiagramViolation::map`] turns them into labels).
///
/// A diagram that violates (i) or (ii) is not a plain diagram (not
/// isomorphic to the diagram Y_p of any principal plain algorithm); one
/// that violates (iii) is not a *basic* plain diagram (the diagram of a
/// principal plain diagram).
///
/// # Example
/// See [`Diagram::check_proposition_6_1`].
///
/// # Serialization
/// With the `serde` feature a violation is serializable as a
/// counterexample, externally tagged with the field names below, e.g.
/// `{"IndependentTriple": {"z": [0, 1, 2]}}`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum DiagramViolation<S> {
    /// (i) fails: y₁, y₂, y₃ are distinct, pairwise independent
    /// (y_i ∉ μ(y_j)) and all in μ^{±1}(x), yet {x, y₁, y₂, v} is a square.
    /// (A 3-cube with origin x and basis y₁, y₂, y₃ is such a witness.)
    SquareAtThreeNeighbors {
        /// The point x.
        x: S,
        /// y₁, y₂, y₃ ∈ μ^{±1}(x), pairwise independent.
        y: [S; 3],
        /// The point v with {x, y₁, y₂, v} a square.
        v: S,
    },
    /// (ii) fails: v ∈ μ(y₁) ∩ μ(y₂), and two distinct points x make
    /// {x, y₁, y₂, v} a square.
    TwoSquares {
        /// y₁, y₂ with v ∈ μ(y₁) ∩ μ(y₂).
        y: [S; 2],
        /// The common follower v.
        v: S,
        /// Two points x with {x, y₁, y₂, v} a square.
        x: [S; 2],
    },
    /// (iii) fails: three distinct points that are independent (none in
    /// μ^{±1} of another), which a basic plain diagram does not have.
    IndependentTriple {
        /// The three points z₁, z₂, z₃.
        z: [S; 3],
    },
}

impl<S> DiagramViolation<S> {
    /// The part of Proposition 6.1 that fails: 1 for (i), 2 for (ii), 3 for
    /// (iii).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Diagram::check_proposition_6_1`].
    pub fn part(&self) -> u8 {
        match self {
            DiagramViolation::SquareAtThreeNeighbors { .. } => 1,
            DiagramViolation::TwoSquares { .. } => 2,
            DiagramViolation::IndependentTriple { .. } => 3,
        }
    }

    /// The same violation with every witness mapped by `f` (e.g. from
    /// point indices to the diagram's labels).
    ///
    /// # Complexity
    /// One call of `f` per witness.
    ///
    /// # Example
    /// ```
    /// use hookgames_plain::DiagramViolation;
    /// let v = DiagramViolation::IndependentTriple { z: [0u32, 1, 2] };
    /// let labels = ['a', 'b', 'c'];
    /// assert_eq!(
    ///     v.map(|&i| labels[i as usize]),
    ///     DiagramViolation::IndependentTriple { z: ['a', 'b', 'c'] }
    /// );
    /// ```
    pub fn map<T, F: FnMut(&S) -> T>(&self, mut f: F) -> DiagramViolation<T> {
        match self {
            DiagramViolation::SquareAtThreeNeighbors { x, y, v } => {
                DiagramViolation::SquareAtThreeNeighbors {
                    x: f(x),
                    y: [f(&y[0]), f(&y[1]), f(&y[2])],
                    v: f(v),
                }
            }
            DiagramViolation::TwoSquares { y, v, x } => DiagramViolation::TwoSquares {
                y: [f(&y[0]), f(&y[1])],
                v: f(v),
                x: [f(&x[0]), f(&x[1])],
            },
            DiagramViolation::IndependentTriple { z } => DiagramViolation::IndependentTriple {
                z: [f(&z[0]), f(&z[1]), f(&z[2])],
            },
        }
    }
}

impl<S: fmt::Debug> fmt::Display for DiagramViolation<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiagramViolation::SquareAtThreeNeighbors { x, y, v } => write!(
                f,
                "Kawanaka's Prop. 6.1(i) fails: {:?}, {:?}, {:?} are pairwise independent points \
                 of μ^±1({x:?}), yet {{{x:?}, {:?}, {:?}, {v:?}}} is a square; the diagram is not \
                 a plain diagram",
                y[0], y[1], y[2], y[0], y[1]
            ),
            DiagramViolation::TwoSquares { y, v, x } => write!(
                f,
                "Kawanaka's Prop. 6.1(ii) fails: {v:?} ∈ μ({:?}) ∩ μ({:?}) and both {:?} and {:?} \
                 complete a square with them (at most one may); the diagram is not a plain \
                 diagram",
                y[0], y[1], x[0], x[1]
            ),
            DiagramViolation::IndependentTriple { z } => write!(
                f,
                "Kawanaka's Prop. 6.1(iii) fails: {:?}, {:?}, {:?} are three independent points; \
                 the diagram is not a basic plain diagram",
                z[0], z[1], z[2]
            ),
        }
    }
}

/// Why a check of Kawanaka's Proposition 6.1 gave no answer: a violation
/// with its witnesses, or an error of the computation (the work limit).
///
/// # Example
/// See [`Diagram::check_proposition_6_1`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum DiagramError<S> {
    /// A part of Proposition 6.1 fails, with witnesses.
    Violation(DiagramViolation<S>),
    /// The check could not decide: [`PROPOSITION_6_1_WORK_LIMIT`] was
    /// exceeded.
    Plain(PlainError),
}

impl<S> DiagramError<S> {
    /// The part of Proposition 6.1 that fails (1, 2 or 3), if this is a
    /// violation.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Diagram::check_proposition_6_1`].
    pub fn part(&self) -> Option<u8> {
        match self {
            DiagramError::Violation(v) => Some(v.part()),
            DiagramError::Plain(_) => None,
        }
    }
}

impl<S: fmt::Debug> fmt::Display for DiagramError<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiagramError::Violation(v) => write!(f, "{v}"),
            DiagramError::Plain(e) => write!(f, "{e}"),
        }
    }
}

impl<S: fmt::Debug> std::error::Error for DiagramError<S> {}

impl<S> From<PlainError> for DiagramError<S> {
    fn from(e: PlainError) -> Self {
        DiagramError::Plain(e)
    }
}

/// Step counter against [`PROPOSITION_6_1_WORK_LIMIT`].
struct Work(u64);

impl Work {
    fn tick(&mut self, n: u64) -> Result<(), PlainError> {
        self.0 = self.0.saturating_add(n);
        if self.0 > PROPOSITION_6_1_WORK_LIMIT {
            Err(PlainError::WorkLimit {
                limit: PROPOSITION_6_1_WORK_LIMIT,
                what: "PROPOSITION_6_1_WORK_LIMIT, checking Kawanaka's Proposition 6.1",
            })
        } else {
            Ok(())
        }
    }
}

/// `true` if a ≠ b and neither is a follower of the other.
fn independent(g: &Graph, a: u32, b: u32) -> bool {
    a != b && !g.related(a, b)
}

/// μ^{±1}(x), increasing, without repeats.
fn neighbors(g: &Graph, x: u32) -> Vec<u32> {
    let mut out: Vec<u32> = g.row(x).iter().chain(g.preds(x)).copied().collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// `true` if the four points are distinct and form a square in some
/// orientation.
fn is_square_any(g: &Graph, pts: [u32; 4]) -> bool {
    (0..4).any(|o| {
        (0..4).filter(|&e| e != o).any(|e| {
            let mid: Vec<u32> = (0..4)
                .filter(|&k| k != o && k != e)
                .map(|k| pts[k])
                .collect();
            oriented_square(g, pts[o], mid[0], mid[1], pts[e])
        })
    })
}

/// Part (i): a square {x, y₁, y₂, v} next to a third independent y₃.
fn check_i(g: &Graph, work: &mut Work) -> Result<Option<DiagramViolation<u32>>, PlainError> {
    let n = g.len() as u32;
    let nbrs: Vec<Vec<u32>> = (0..n).map(|x| neighbors(g, x)).collect();
    let mut common = Vec::new();
    for x in 0..n {
        let nx = &nbrs[x as usize];
        for (i, &y1) in nx.iter().enumerate() {
            for &y2 in &nx[i + 1..] {
                work.tick(1)?;
                if !independent(g, y1, y2) {
                    continue;
                }
                intersect_sorted(&nbrs[y1 as usize], &nbrs[y2 as usize], &mut common);
                work.tick(common.len() as u64)?;
                let Some(&v) = common
                    .iter()
                    .find(|&&v| v != x && is_square_any(g, [x, y1, y2, v]))
                else {
                    continue;
                };
                work.tick(nx.len() as u64)?;
                if let Some(&y3) = nx
                    .iter()
                    .find(|&&y3| independent(g, y3, y1) && independent(g, y3, y2))
                {
                    return Ok(Some(DiagramViolation::SquareAtThreeNeighbors {
                        x,
                        y: [y1, y2, y3],
                        v,
                    }));
                }
            }
        }
    }
    Ok(None)
}

/// Part (ii): two squares {x, y₁, y₂, v} with v ∈ μ(y₁) ∩ μ(y₂).
fn check_ii(g: &Graph, work: &mut Work) -> Result<Option<DiagramViolation<u32>>, PlainError> {
    let mut common = Vec::new();
    for v in 0..g.len() as u32 {
        let pv = g.preds(v);
        for (i, &y1) in pv.iter().enumerate() {
            for &y2 in &pv[i + 1..] {
                work.tick(1)?;
                intersect_sorted(g.preds(y1), g.preds(y2), &mut common);
                work.tick(common.len() as u64)?;
                let xs: Vec<u32> = common
                    .iter()
                    .copied()
                    .filter(|&x| oriented_square(g, x, y1, y2, v))
                    .take(2)
                    .collect();
                if let [x1, x2] = xs[..] {
                    return Ok(Some(DiagramViolation::TwoSquares {
                        y: [y1, y2],
                        v,
                        x: [x1, x2],
                    }));
                }
            }
        }
    }
    Ok(None)
}

/// Part (iii): three independent points.
fn check_iii(g: &Graph, work: &mut Work) -> Result<Option<DiagramViolation<u32>>, PlainError> {
    let n = g.len() as u32;
    for a in 0..n {
        for b in a + 1..n {
            work.tick(1)?;
            if !independent(g, a, b) {
                continue;
            }
            for c in b + 1..n {
                work.tick(1)?;
                if independent(g, a, c) && independent(g, b, c) {
                    return Ok(Some(DiagramViolation::IndependentTriple { z: [a, b, c] }));
                }
            }
        }
    }
    Ok(None)
}

impl<T> Diagram<T> {
    /// Checks parts (i) and (ii) of Kawanaka's Proposition 6.1, which hold
    /// in every plain diagram (Y, μ):
    ///
    /// * (i) if y₁, y₂, y₃ are distinct, pairwise independent points of
    ///   μ^{±1}(x), then {x, y₁, y₂, v} is a square for no v — in
    ///   particular a plain diagram contains no 3-cube;
    /// * (ii) if v ∈ μ(y₁) ∩ μ(y₂), at most one x makes {x, y₁, y₂, v} a
    ///   square.
    ///
    /// A diagram built by hand ([`Diagram::from_followers`]) that fails
    /// them is not a plain diagram, even if it is a plain algorithm
    /// ([`Diagram::check_axioms`]): the 3-cube is one.
    ///
    /// # Errors
    /// [`DiagramError::Violation`] with the failing part and its witnesses
    /// (point indices); [`DiagramError::Plain`] with
    /// [`PlainError::WorkLimit`] after [`PROPOSITION_6_1_WORK_LIMIT`] steps.
    ///
    /// # Complexity
    /// O(Σ_x d(x)² · d) for (i) and O(Σ_v d⁻(v)² · d) for (ii), d the
    /// largest number of neighbours of a point.
    ///
    /// # Example
    /// ```
    /// use hookgames_plain::{Diagram, DiagramViolation};
    /// // The Young diagram (2, 2): (1,2), (2,1) → (1,1); (2,2) → (1,2), (2,1).
    /// let y = Diagram::from_followers(vec![(1, 1), (1, 2), (2, 1), (2, 2)], [
    ///     vec![], vec![0], vec![0], vec![1, 2],
    /// ])?;
    /// assert!(y.check_proposition_6_1().is_ok());
    /// // The 3-cube is a plain algorithm, but not a plain diagram (part (i)).
    /// let rows: Vec<Vec<u32>> = (0..8u32)
    ///     .map(|m| (0..3).filter(|b| m & (1 << b) == 0).map(|b| m | (1 << b)).collect())
    ///     .collect();
    /// let cube = Diagram::from_followers((0..8).collect(), rows)?;
    /// assert!(cube.check_axioms().is_ok());
    /// let err = cube.check_proposition_6_1().unwrap_err();
    /// assert_eq!(err.part(), Some(1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn check_proposition_6_1(&self) -> Result<(), DiagramError<u32>> {
        let mut work = Work(0);
        for part in [check_i, check_ii] {
            if let Some(v) = part(&self.g, &mut work)? {
                return Err(DiagramError::Violation(v));
            }
        }
        Ok(())
    }

    /// Checks Kawanaka's Proposition 6.1 for a *basic* plain diagram (Z, ν)
    /// (the diagram of a principal plain diagram, §6): parts (i) and (ii)
    /// as [`Diagram::check_proposition_6_1`], and (iii) no three distinct
    /// points are independent.
    ///
    /// # Errors
    /// As [`Diagram::check_proposition_6_1`], and
    /// [`DiagramViolation::IndependentTriple`] for (iii).
    ///
    /// # Complexity
    /// As [`Diagram::check_proposition_6_1`], plus O(points³) for (iii).
    ///
    /// # Example
    /// ```
    /// use hookgames_plain::{Diagram, DiagramError, DiagramViolation};
    /// // The Young diagram (2, 2) is principal (from (2,2)); its basic
    /// // diagram is {(1,2)} ⊔ {(2,1)}, which satisfies (iii).
    /// let y = Diagram::from_followers(vec![(1, 1), (1, 2), (2, 1), (2, 2)], [
    ///     vec![], vec![0], vec![0], vec![1, 2],
    /// ])?;
    /// let z = y.basic_diagram().unwrap();
    /// assert_eq!(z.labels(), &[(1, 2), (2, 1)]);
    /// assert!(z.check_basic().is_ok());
    /// // Three points without arrows are independent: not a basic diagram.
    /// let three = Diagram::from_followers(vec!['a', 'b', 'c'], [vec![], vec![], vec![]])?;
    /// assert_eq!(
    ///     three.check_basic(),
    ///     Err(DiagramError::Violation(DiagramViolation::IndependentTriple { z: [0, 1, 2] }))
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn check_basic(&self) -> Result<(), DiagramError<u32>> {
        self.check_proposition_6_1()?;
        let mut work = Work(0);
        match check_iii(&self.g, &mut work)? {
            Some(v) => Err(DiagramError::Violation(v)),
            None => Ok(()),
        }
    }

    /// The point x that generates the diagram as a principal algorithm
    /// (⟨x⟩ = Y, Kawanaka §1), if there is one: the only point without
    /// predecessor, provided every point can be reached from it.
    ///
    /// # Complexity
    /// O(points + arrows).
    ///
    /// # Example
    /// ```
    /// use hookgames_plain::Diagram;
    /// let chain = Diagram::from_followers(vec!['a', 'b'], [vec![], vec![0]])?;
    /// assert_eq!(chain.principal_point(), Some(1));
    /// let two = Diagram::from_followers(vec!['a', 'b'], [vec![], vec![]])?;
    /// assert_eq!(two.principal_point(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn principal_point(&self) -> Option<u32> {
        let [x] = self.sources()[..] else {
            return None;
        };
        let mut seen = vec![false; self.len()];
        seen[x as usize] = true;
        let mut stack = vec![x];
        let mut reached = 1usize;
        while let Some(p) = stack.pop() {
            for &q in self.g.row(p) {
                if !seen[q as usize] {
                    seen[q as usize] = true;
                    reached += 1;
                    stack.push(q);
                }
            }
        }
        (reached == self.len()).then_some(x)
    }

    /// The basic diagram of a principal plain diagram (Kawanaka §6): if
    /// this diagram Y is principal, ⟨x⟩ = Y
    /// ([`principal_point`](Diagram::principal_point)), its own diagram
    /// μ(x) with the induced arrows (labels kept); otherwise `None`.
    ///
    /// For the m × n rectangle X of Kawanaka §11, x is the south-east
    /// corner and the basic diagram is Y₁ ⊔ Y₂, the m − 1 boxes of the east
    /// column and the n − 1 boxes of the south row.
    ///
    /// # Complexity
    /// O(points + arrows).
    ///
    /// # Example
    /// See [`Diagram::check_basic`].
    pub fn basic_diagram(&self) -> Option<Diagram<T>>
    where
        T: Clone,
    {
        let x = self.principal_point()?;
        Some(self.subdiagram(|y| self.g.has(x, y)))
    }
}
