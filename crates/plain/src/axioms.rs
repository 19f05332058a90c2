use std::fmt;

use crate::error::PlainError;
use crate::graph::{Graph, intersect_sorted};
use hookgames_game::{Algorithm, FiniteAlgorithm, GameError};
use rayon::prelude::*;

/// The work limit of the axiom checks: at most 2^32 elementary steps
/// (independent sets examined, cube points tried, square tests) before
/// [`check_axioms`] gives up with [`PlainError::WorkLimit`]. Axiom (P1)
/// quantifies over every independent subset of every φ(p), which can be
/// exponentially many.
pub const AXIOM_WORK_LIMIT: u64 = 1 << 32;

/// One of Kawanaka's axioms (P1)–(P4) of a plain algorithm (§2).
///
/// # Example
/// ```
/// use hookgames_plain::Axiom;
/// assert_eq!(Axiom::ALL.len(), 4);
/// assert_eq!(Axiom::P3.to_string(), "(P3)");
/// ```
///
/// With the `serde` feature it is serializable as `"P1"`, …, `"P4"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Axiom {
    /// (P1): an independent β ⊂ φ(p) of n elements spans a unique n-cube
    /// with origin p and basis β.
    P1,
    /// (P2): if q ∈ φ(p), s ∈ φ(q) and s ∉ φ(p), a unique r makes
    /// {p, q, r, s} a square.
    P2,
    /// (P3): two squares {p, q, r₁, s₁}, {p, q, r₂, s₂} with q, r₁, r₂ ∈ φ(p)
    /// satisfy r₂ ∈ φ(r₁) ⟺ s₂ ∈ φ(s₁).
    P3,
    /// (P4): for a square {p, q, r, s} and t ∈ φ(p) ∖ {q, r}:
    /// s ∈ φ^{±1}(t) ⟺ q, r ∈ φ^{±1}(t).
    P4,
}

impl Axiom {
    /// The four axioms in order.
    pub const ALL: [Axiom; 4] = [Axiom::P1, Axiom::P2, Axiom::P3, Axiom::P4];
}

impl fmt::Display for Axiom {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = match self {
            Axiom::P1 => 1,
            Axiom::P2 => 2,
            Axiom::P3 => 3,
            Axiom::P4 => 4,
        };
        write!(f, "(P{n})")
    }
}

/// A violation of one of the axioms (P1)–(P4) (Kawanaka §2), with the
/// points involved as witnesses.
///
/// # Example
/// See [`check_axioms`].
///
/// # Serialization
/// With the `serde` feature a violation whose points are serializable is
/// serializable as a counterexample, externally tagged with the field names
/// below, e.g. `{"P2": {"p": 0, "q": 1, "s": 2, "r": []}}`. Every value of
/// the type can be read (whether it witnesses a violation is a property of
/// a game, which the file does not hold: check it with [`check_axioms`]).
/// ```
/// # #[cfg(feature = "serde")] {
/// use hookgames_plain::AxiomViolation;
/// let v = AxiomViolation::P2 { p: 0u32, q: 1, s: 2, r: vec![] };
/// let json = serde_json::to_string(&v)?;
/// assert_eq!(json, r#"{"P2":{"p":0,"q":1,"s":2,"r":[]}}"#);
/// assert_eq!(serde_json::from_str::<AxiomViolation<u32>>(&json)?, v);
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum AxiomViolation<S> {
    /// (P1) fails: the independent set `basis` ⊂ φ(`origin`) spans no
    /// n-cube (`cubes` is empty) or more than one (`cubes` holds two of
    /// them). A cube is listed by its points c(T) for T ⊂ basis in the
    /// order of the bit masks of T (bit i: `basis[i]`), so `cube[0]` is the
    /// origin.
    P1 {
        /// The origin p.
        origin: S,
        /// The independent set β ⊂ φ(p).
        basis: Vec<S>,
        /// The cubes found: none, or two distinct ones.
        cubes: Vec<Vec<S>>,
    },
    /// (P2) fails: q ∈ φ(p), s ∈ φ(q), s ∉ φ(p), and the points r making
    /// {p, q, r, s} a square are `r` (none, or at least two).
    P2 {
        /// The point p.
        p: S,
        /// The point q ∈ φ(p).
        q: S,
        /// The point s ∈ φ(q) ∖ φ(p).
        s: S,
        /// Every r with {p, q, r, s} a square.
        r: Vec<S>,
    },
    /// (P3) fails: {p, q, r₁, s₁} and {p, q, r₂, s₂} are squares with
    /// q, r₁, r₂ ∈ φ(p), but `r2_follows_r1` (r₂ ∈ φ(r₁)) differs from
    /// `s2_follows_s1` (s₂ ∈ φ(s₁)).
    P3 {
        /// The common origin p.
        p: S,
        /// The common point q.
        q: S,
        /// r₁.
        r1: S,
        /// s₁.
        s1: S,
        /// r₂.
        r2: S,
        /// s₂.
        s2: S,
        /// r₂ ∈ φ(r₁).
        r2_follows_r1: bool,
        /// s₂ ∈ φ(s₁).
        s2_follows_s1: bool,
    },
    /// (P4) fails: {p, q, r, s} is a square, t ∈ φ(p) ∖ {q, r}, and
    /// `s_related` (s ∈ φ^{±1}(t)) differs from `q_related && r_related`.
    P4 {
        /// The origin p.
        p: S,
        /// q ∈ φ(p).
        q: S,
        /// r ∈ φ(p).
        r: S,
        /// The end s of the square.
        s: S,
        /// t ∈ φ(p) ∖ {q, r}.
        t: S,
        /// s ∈ φ^{±1}(t).
        s_related: bool,
        /// q ∈ φ^{±1}(t).
        q_related: bool,
        /// r ∈ φ^{±1}(t).
        r_related: bool,
    },
}

impl<S> AxiomViolation<S> {
    /// The axiom that is violated.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`check_axioms`].
    pub fn axiom(&self) -> Axiom {
        match self {
            AxiomViolation::P1 { .. } => Axiom::P1,
            AxiomViolation::P2 { .. } => Axiom::P2,
            AxiomViolation::P3 { .. } => Axiom::P3,
            AxiomViolation::P4 { .. } => Axiom::P4,
        }
    }

    /// The same violation with every point mapped by `f` (for example from
    /// indices to states).
    ///
    /// # Complexity
    /// One call of `f` per witness.
    ///
    /// # Example
    /// ```
    /// use hookgames_plain::AxiomViolation;
    /// let v = AxiomViolation::P2 { p: 0u32, q: 1, s: 2, r: vec![] };
    /// let w = v.map(|x| x * 10);
    /// assert_eq!(w, AxiomViolation::P2 { p: 0, q: 10, s: 20, r: vec![] });
    /// ```
    pub fn map<T, F: FnMut(&S) -> T>(&self, mut f: F) -> AxiomViolation<T> {
        match self {
            AxiomViolation::P1 {
                origin,
                basis,
                cubes,
            } => AxiomViolation::P1 {
                origin: f(origin),
                basis: basis.iter().map(&mut f).collect(),
                cubes: cubes
                    .iter()
                    .map(|c| c.iter().map(&mut f).collect())
                    .collect(),
            },
            AxiomViolation::P2 { p, q, s, r } => AxiomViolation::P2 {
                p: f(p),
                q: f(q),
                s: f(s),
                r: r.iter().map(&mut f).collect(),
            },
            AxiomViolation::P3 {
                p,
                q,
                r1,
                s1,
                r2,
                s2,
                r2_follows_r1,
                s2_follows_s1,
            } => AxiomViolation::P3 {
                p: f(p),
                q: f(q),
                r1: f(r1),
                s1: f(s1),
                r2: f(r2),
                s2: f(s2),
                r2_follows_r1: *r2_follows_r1,
                s2_follows_s1: *s2_follows_s1,
            },
            AxiomViolation::P4 {
                p,
                q,
                r,
                s,
                t,
                s_related,
                q_related,
                r_related,
            } => AxiomViolation::P4 {
                p: f(p),
                q: f(q),
                r: f(r),
                s: f(s),
                t: f(t),
                s_related: *s_related,
                q_related: *q_related,
                r_related: *r_related,
            },
        }
    }
}

impl<S: fmt::Debug> fmt::Display for AxiomViolation<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AxiomViolation::P1 {
                origin,
                basis,
                cubes,
            } => write!(
                f,
                "(P1) fails: the independent set {basis:?} ⊂ φ({origin:?}) spans {} cubes \
                 with that origin and basis (exactly one is required)",
                if cubes.is_empty() { "no" } else { "several" }
            ),
            AxiomViolation::P2 { p, q, s, r } => write!(
                f,
                "(P2) fails: {p:?} → {q:?} → {s:?} with {s:?} ∉ φ({p:?}), and the points r \
                 making {{p, q, r, s}} a square are {r:?} (exactly one is required)"
            ),
            AxiomViolation::P3 {
                p,
                q,
                r1,
                s1,
                r2,
                s2,
                r2_follows_r1,
                s2_follows_s1,
            } => write!(
                f,
                "(P3) fails: squares {{{p:?}, {q:?}, {r1:?}, {s1:?}}} and {{{p:?}, {q:?}, {r2:?}, \
                 {s2:?}}}, but r₂ ∈ φ(r₁) is {r2_follows_r1} while s₂ ∈ φ(s₁) is {s2_follows_s1}"
            ),
            AxiomViolation::P4 {
                p,
                q,
                r,
                s,
                t,
                s_related,
                q_related,
                r_related,
            } => write!(
                f,
                "(P4) fails: square {{{p:?}, {q:?}, {r:?}, {s:?}}} and t = {t:?} ∈ φ(p): \
                 s ∈ φ^±1(t) is {s_related}, but q ∈ φ^±1(t) is {q_related} and \
                 r ∈ φ^±1(t) is {r_related}"
            ),
        }
    }
}

/// Why a check of the axioms, or a computation of the checked path
/// ([`check_plain`], [`good_moves_checked`](crate::good_moves_checked),
/// [`Diagram::of_checked`](crate::Diagram::of_checked)), gave no answer: a
/// violated axiom with its witnesses — the game is not a plain algorithm
/// below the position, so Kawanaka's theorems do not apply — or an error
/// of the computation (a limit, a cycle).
///
/// # Example
/// See [`check_axioms`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum AxiomError<S> {
    /// An axiom fails, with witnesses.
    Violation(AxiomViolation<S>),
    /// The exploration or the check could not decide: a limit was exceeded,
    /// a cycle was found, or the algorithm could not be materialized.
    Plain(PlainError),
}

impl<S> AxiomError<S> {
    /// The violated axiom, if this is a violation.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`check_axioms`].
    pub fn axiom(&self) -> Option<Axiom> {
        match self {
            AxiomError::Violation(v) => Some(v.axiom()),
            AxiomError::Plain(_) => None,
        }
    }
}

impl<S: fmt::Debug> fmt::Display for AxiomError<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AxiomError::Violation(v) => write!(
                f,
                "{v}; the game is not a plain algorithm below this position, so Kawanaka's \
                 theorems do not apply: use the generic solver (hookgames_game::Solver) for it"
            ),
            AxiomError::Plain(e) => write!(f, "{e}"),
        }
    }
}

impl<S: fmt::Debug> std::error::Error for AxiomError<S> {}

impl<S> From<PlainError> for AxiomError<S> {
    fn from(e: PlainError) -> Self {
        AxiomError::Plain(e)
    }
}

impl<S> From<GameError> for AxiomError<S> {
    fn from(e: GameError) -> Self {
        AxiomError::Plain(PlainError::Game(e))
    }
}

/// Step counter shared by the checks. `limit` is [`AXIOM_WORK_LIMIT`], or
/// what was left of it when a parallel round began (the error always names
/// [`AXIOM_WORK_LIMIT`]).
struct Work {
    steps: u64,
    limit: u64,
}

impl Work {
    fn tick(&mut self, n: u64) -> Result<(), PlainError> {
        self.steps = self.steps.saturating_add(n);
        if self.steps > self.limit {
            Err(PlainError::WorkLimit {
                limit: AXIOM_WORK_LIMIT,
                what: "AXIOM_WORK_LIMIT, checking the axioms (P1)–(P4)",
            })
        } else {
            Ok(())
        }
    }
}

/// `true` if p, q, r, s are distinct and form a square with origin p and
/// end s: p → q, p → r, q → s, r → s and no other arrow among them.
pub(crate) fn oriented_square(g: &Graph, p: u32, q: u32, r: u32, s: u32) -> bool {
    let pts = [p, q, r, s];
    for i in 0..4 {
        for j in i + 1..4 {
            if pts[i] == pts[j] {
                return false;
            }
        }
    }
    // Expected arrows (by position): 0→1, 0→2, 1→3, 2→3.
    for (i, &a) in pts.iter().enumerate() {
        for (j, &b) in pts.iter().enumerate() {
            if i == j {
                continue;
            }
            let expected = matches!((i, j), (0, 1) | (0, 2) | (1, 3) | (2, 3));
            if g.has(a, b) != expected {
                return false;
            }
        }
    }
    true
}

/// The squares with origin `p` as (q, r, s) with q < r.
fn squares_at(
    g: &Graph,
    p: u32,
    work: &mut Work,
    buf: &mut Vec<u32>,
) -> Result<Vec<[u32; 3]>, PlainError> {
    let row = g.row(p);
    let mut out = Vec::new();
    for (i, &q) in row.iter().enumerate() {
        for &r in &row[i + 1..] {
            work.tick(1)?;
            if g.related(q, r) {
                continue;
            }
            intersect_sorted(g.row(q), g.row(r), buf);
            work.tick(buf.len() as u64)?;
            for &s in buf.iter() {
                if oriented_square(g, p, q, r, s) {
                    out.push([q, r, s]);
                }
            }
        }
    }
    Ok(out)
}

/// Searches the n-cubes with origin `p` and basis `basis` (n ≥ 2), stopping
/// after `max` of them. Each cube is listed by bit mask.
fn find_cubes(
    g: &Graph,
    p: u32,
    basis: &[u32],
    max: usize,
    work: &mut Work,
) -> Result<Vec<Vec<u32>>, PlainError> {
    let n = basis.len();
    let size = 1usize << n;
    // Masks in order of popcount, then value.
    let mut masks: Vec<usize> = (0..size).collect();
    masks.sort_by_key(|&m| (m.count_ones(), m));
    let mut point = vec![u32::MAX; size];
    point[0] = p;
    for (i, &b) in basis.iter().enumerate() {
        point[1 << i] = b;
    }
    // Check the arrows among the origin and the basis first.
    let first: Vec<usize> = masks[..=n].to_vec();
    for &a in &first {
        for &b in &first {
            if a != b && g.has(point[a], point[b]) != cube_arrow(a, b) {
                return Ok(Vec::new());
            }
            if a != b && point[a] == point[b] {
                return Ok(Vec::new());
            }
        }
    }
    let rest: Vec<usize> = masks[n + 1..].to_vec();
    let mut found: Vec<Vec<u32>> = Vec::new();
    // Backtracking over `rest`: candidates per level.
    let mut cands: Vec<Vec<u32>> = Vec::with_capacity(rest.len());
    let mut next: Vec<usize> = Vec::with_capacity(rest.len());
    let mut buf = Vec::new();
    let mut level = 0usize;
    if rest.is_empty() {
        return Ok(vec![point]);
    }
    let candidates = |point: &[u32], m: usize, buf: &mut Vec<u32>| -> Vec<u32> {
        let mut subs = (0..n)
            .filter(|i| m >> i & 1 == 1)
            .map(|i| point[m ^ (1 << i)]);
        let first = subs.next().map(|x| g.row(x).to_vec()).unwrap_or_default();
        let mut acc = first;
        for x in subs {
            intersect_sorted(&acc, g.row(x), buf);
            std::mem::swap(&mut acc, buf);
        }
        acc
    };
    cands.push(candidates(&point, rest[0], &mut buf));
    next.push(0);
    loop {
        let m = rest[level];
        if next[level] >= cands[level].len() {
            // Exhausted: backtrack.
            point[m] = u32::MAX;
            cands.pop();
            next.pop();
            if level == 0 {
                return Ok(found);
            }
            level -= 1;
            continue;
        }
        let s = cands[level][next[level]];
        next[level] += 1;
        work.tick(1 + level as u64)?;
        // Consistency with every point chosen so far.
        let mut ok = true;
        for &u in masks[..=n].iter().chain(&rest[..level]) {
            let x = point[u];
            if x == s || g.has(x, s) != cube_arrow(u, m) || g.has(s, x) != cube_arrow(m, u) {
                ok = false;
                break;
            }
        }
        if !ok {
            continue;
        }
        point[m] = s;
        if level + 1 == rest.len() {
            found.push(point.clone());
            if found.len() >= max {
                return Ok(found);
            }
            point[m] = u32::MAX;
            continue;
        }
        level += 1;
        cands.push(candidates(&point, rest[level], &mut buf));
        next.push(0);
    }
}

/// `true` if the n-cube has the arrow c(a) → c(b): b = a ∪ {one element}.
fn cube_arrow(a: usize, b: usize) -> bool {
    a & b == a && (b ^ a).count_ones() == 1
}

/// (P1) at the origin `p`, for the independent β ⊂ φ(p) with |β| ≥ 2
/// whose first two elements (in the order of φ(p)) are the `first`-th and
/// the `second`-th: each spans exactly one cube. The backtracking search
/// over all β extends the empty set by a first element (one step, the unit
/// (`first`, `first`)), then tries the second elements one after the
/// other (one step each) and explores the sets beginning with an
/// admissible pair before it tries the next one; so checking the units
/// (`first`, `second`) in the order of the pairs is the search over all
/// β, step for step, in pieces as small as the subtrees below two
/// elements.
fn check_p1_at(
    g: &Graph,
    p: u32,
    (first, second): Unit,
    work: &mut Work,
    _buf: &mut Vec<u32>,
) -> Result<Option<AxiomViolation<u32>>, PlainError> {
    let row = g.row(p);
    // The step of the empty set's extension by `first`, or of trying
    // `second` after it.
    work.tick(1)?;
    if second == first || g.related(row[first], row[second]) {
        return Ok(None);
    }
    let mut stack: Vec<usize> = vec![first, second];
    if let Some(v) = p1_cube(g, p, row, &stack, work)? {
        return Ok(Some(v));
    }
    let mut start = second + 1;
    loop {
        // Extend with the next admissible element from `start`.
        let mut extended = false;
        for k in start..row.len() {
            work.tick(1)?;
            if stack.iter().all(|&i| !g.related(row[i], row[k])) {
                stack.push(k);
                extended = true;
                break;
            }
        }
        if extended {
            if let Some(v) = p1_cube(g, p, row, &stack, work)? {
                return Ok(Some(v));
            }
            start = stack[stack.len() - 1] + 1;
            continue;
        }
        // Backtrack; done when `second` itself is popped.
        match stack.pop() {
            Some(k) if stack.len() >= 2 => start = k + 1,
            _ => return Ok(None),
        }
    }
}

/// (P1) for one independent β (the followers of `p` at the positions
/// `stack`, at least two): exactly one cube with origin `p` and basis β.
fn p1_cube(
    g: &Graph,
    p: u32,
    row: &[u32],
    stack: &[usize],
    work: &mut Work,
) -> Result<Option<AxiomViolation<u32>>, PlainError> {
    let basis: Vec<u32> = stack.iter().map(|&i| row[i]).collect();
    if basis.len() >= usize::BITS as usize - 1 {
        return Err(PlainError::WorkLimit {
            limit: AXIOM_WORK_LIMIT,
            what: "an independent set too large to enumerate its cube",
        });
    }
    let cubes = find_cubes(g, p, &basis, 2, work)?;
    if cubes.len() != 1 {
        return Ok(Some(AxiomViolation::P1 {
            origin: p,
            basis,
            cubes,
        }));
    }
    Ok(None)
}

/// (P2) at `p`: every path p → q → s with s ∉ φ(p) closes a unique square.
/// The paths through the `qi`-th follower q of p.
fn check_p2_at(
    g: &Graph,
    p: u32,
    (qi, _): Unit,
    work: &mut Work,
    buf: &mut Vec<u32>,
) -> Result<Option<AxiomViolation<u32>>, PlainError> {
    let row = g.row(p);
    if let Some(&q) = row.get(qi) {
        for &s in g.row(q) {
            work.tick(1)?;
            if s == p || g.has(p, s) {
                continue;
            }
            intersect_sorted(row, g.preds(s), buf);
            work.tick(buf.len() as u64)?;
            let r: Vec<u32> = buf
                .iter()
                .copied()
                .filter(|&r| oriented_square(g, p, q, r, s))
                .collect();
            if r.len() != 1 {
                return Ok(Some(AxiomViolation::P2 { p, q, s, r }));
            }
        }
    }
    Ok(None)
}

/// (P3) at the common origin `p` of the squares.
fn check_p3_at(
    g: &Graph,
    p: u32,
    _unit: Unit,
    work: &mut Work,
    buf: &mut Vec<u32>,
) -> Result<Option<AxiomViolation<u32>>, PlainError> {
    let squares = squares_at(g, p, work, buf)?;
    // Per q: the (r, s) with {p, q, r, s} a square.
    let mut by_q: Vec<(u32, u32, u32)> = Vec::with_capacity(2 * squares.len());
    for &[q, r, s] in &squares {
        by_q.push((q, r, s));
        by_q.push((r, q, s));
    }
    by_q.sort_unstable();
    let mut i = 0;
    while i < by_q.len() {
        let q = by_q[i].0;
        let mut j = i;
        while j < by_q.len() && by_q[j].0 == q {
            j += 1;
        }
        for a in i..j {
            for b in i..j {
                work.tick(1)?;
                let (_, r1, s1) = by_q[a];
                let (_, r2, s2) = by_q[b];
                let x = g.has(r1, r2);
                let y = g.has(s1, s2);
                if x != y {
                    return Ok(Some(AxiomViolation::P3 {
                        p,
                        q,
                        r1,
                        s1,
                        r2,
                        s2,
                        r2_follows_r1: x,
                        s2_follows_s1: y,
                    }));
                }
            }
        }
        i = j;
    }
    Ok(None)
}

/// (P4) at the origin `p` of the squares.
fn check_p4_at(
    g: &Graph,
    p: u32,
    _unit: Unit,
    work: &mut Work,
    buf: &mut Vec<u32>,
) -> Result<Option<AxiomViolation<u32>>, PlainError> {
    let squares = squares_at(g, p, work, buf)?;
    for &[q, r, s] in &squares {
        for &t in g.row(p) {
            if t == q || t == r {
                continue;
            }
            work.tick(1)?;
            let s_related = g.related(s, t);
            let q_related = g.related(q, t);
            let r_related = g.related(r, t);
            if s_related != (q_related && r_related) {
                return Ok(Some(AxiomViolation::P4 {
                    p,
                    q,
                    r,
                    s,
                    t,
                    s_related,
                    q_related,
                    r_related,
                }));
            }
        }
    }
    Ok(None)
}

/// A unit of work below a state p: for (P1) the positions in φ(p) of the
/// first two elements of β (equal for the step that chooses the first
/// one alone), for (P2) the position of q in p → q → s (the second is 0),
/// for (P3) and (P4) `(0, 0)` (the whole state).
type Unit = (usize, usize);

/// The check of one axiom at one unit of work; the units are checked in
/// the order (p, unit).
type CheckAt = fn(
    &Graph,
    u32,
    Unit,
    &mut Work,
    &mut Vec<u32>,
) -> Result<Option<AxiomViolation<u32>>, PlainError>;

/// How an axiom's work at a state is split into units.
#[derive(Clone, Copy)]
enum Split {
    /// One unit per state ((P3), (P4)).
    State,
    /// One unit per follower ((P2)).
    Follower,
    /// One unit per pair of positions a ≤ b in φ(p) ((P1)).
    Pair,
}

/// The fewest states for which the axiom checks run in parallel: on a
/// smaller algorithm the checks take microseconds and stay on the calling
/// thread, whatever the size of the caller's rayon pool.
pub(crate) const AXIOM_PARALLEL_THRESHOLD: usize = 128;

/// Units of work (states, or pairs of a state and a follower) checked
/// per parallel round: the rounds run in order, so the first violation is
/// found after at most one round of work beyond it, and the work count is
/// settled exactly between rounds.
const AXIOM_CHUNK: usize = 1024;

/// What the check of one axiom at one unit gave, with the steps it took.
struct AtUnit {
    steps: u64,
    outcome: Result<Option<AxiomViolation<u32>>, PlainError>,
}

/// The units of work of one axiom, in order: every state p, with for
/// (P2) every position of a follower of p and for (P1) every pair of
/// positions a ≤ b, lexicographically.
#[derive(Clone, Copy)]
struct Units<'a> {
    g: &'a Graph,
    split: Split,
    p: u32,
    a: usize,
    b: usize,
}

impl Iterator for Units<'_> {
    type Item = (u32, Unit);
    fn next(&mut self) -> Option<(u32, Unit)> {
        let n = self.g.len() as u32;
        while self.p < n {
            let d = self.g.row(self.p).len();
            let unit = (self.a, self.b);
            match self.split {
                Split::State => {
                    let p = self.p;
                    self.p += 1;
                    return Some((p, (0, 0)));
                }
                Split::Follower if self.a < d => {
                    self.a += 1;
                    return Some((self.p, unit));
                }
                Split::Pair if self.a < d => {
                    self.b += 1;
                    if self.b >= d {
                        self.a += 1;
                        self.b = self.a;
                    }
                    return Some((self.p, unit));
                }
                Split::Follower | Split::Pair => {
                    self.p += 1;
                    self.a = 0;
                    self.b = 0;
                }
            }
        }
        None
    }
}

/// Checks one axiom at every unit of work, in order, and returns the
/// first violation (or limit) exactly as a sequential pass with one step
/// counter would: in parallel, each unit is checked on its own counter
/// (capped by the budget left when its round began), then the round's
/// counts are added in order, so the step at which the limit is passed —
/// and hence the answer — does not depend on the threads.
fn check_all(
    g: &Graph,
    check: CheckAt,
    split: Split,
    work: &mut Work,
    parallel: bool,
) -> Result<Option<AxiomViolation<u32>>, PlainError> {
    let mut units = Units {
        g,
        split,
        p: 0,
        a: 0,
        b: 0,
    };
    if !parallel {
        let mut buf = Vec::new();
        for (p, k) in units {
            if let Some(v) = check(g, p, k, work, &mut buf)? {
                return Ok(Some(v));
            }
        }
        return Ok(None);
    }
    let mut round: Vec<(u32, Unit)> = Vec::with_capacity(AXIOM_CHUNK);
    loop {
        round.clear();
        round.extend(units.by_ref().take(AXIOM_CHUNK));
        if round.is_empty() {
            return Ok(None);
        }
        let cap = work.limit.saturating_sub(work.steps);
        let results: Vec<AtUnit> = round
            .par_iter()
            .map_init(Vec::new, |buf, &(p, k)| {
                let mut own = Work {
                    steps: 0,
                    limit: cap,
                };
                let outcome = check(g, p, k, &mut own, buf);
                AtUnit {
                    steps: own.steps,
                    outcome,
                }
            })
            .collect();
        for r in results {
            work.tick(r.steps)?;
            if let Some(v) = r.outcome? {
                return Ok(Some(v));
            }
        }
    }
}

fn run<S: Clone>(fa: &FiniteAlgorithm<S>, axioms: &[Axiom]) -> Result<(), AxiomError<S>> {
    run_limited(fa, axioms, AXIOM_WORK_LIMIT)
}

/// [`run`] with a step limit of `limit` (at most [`AXIOM_WORK_LIMIT`]; a
/// smaller one only in the tests of the limit's determinism).
fn run_limited<S: Clone>(
    fa: &FiniteAlgorithm<S>,
    axioms: &[Axiom],
    limit: u64,
) -> Result<(), AxiomError<S>> {
    let g = Graph::of(fa);
    let parallel = g.len() >= AXIOM_PARALLEL_THRESHOLD && rayon::current_num_threads() > 1;
    let found = (|| -> Result<_, PlainError> {
        let mut work = Work { steps: 0, limit };
        for &axiom in axioms {
            let (check, split): (CheckAt, Split) = match axiom {
                Axiom::P1 => (check_p1_at, Split::Pair),
                Axiom::P2 => (check_p2_at, Split::Follower),
                Axiom::P3 => (check_p3_at, Split::State),
                Axiom::P4 => (check_p4_at, Split::State),
            };
            if let Some(v) = check_all(&g, check, split, &mut work, parallel)? {
                return Ok(Some(v));
            }
        }
        Ok(None)
    })()?;
    match found {
        Some(v) => Err(AxiomError::Violation(
            v.map(|&i| fa.states()[i as usize].clone()),
        )),
        None => Ok(()),
    }
}

/// Checks Kawanaka's axioms (P1)–(P4) (§2) on a finite algorithm, in that
/// order, and returns the first violation with its witnesses (as states).
///
/// Every quantifier is checked literally on all states: (P1) for every
/// independent β ⊂ φ(p) with |β| ≥ 2 (smaller β are trivially fine), by a
/// backtracking search for the n-cubes with origin p and basis β (a cube
/// is a *subalgorithm*: among its 2ⁿ points there are exactly the cube's
/// arrows); (P2) for every path p → q → s with s ∉ φ(p); (P3) for every
/// pair of squares with common origin p and common point q ∈ φ(p); (P4)
/// for every square with origin p and every other t ∈ φ(p).
///
/// The violation reported is the first in a fixed order: by axiom, then
/// by the index of the state p at which it is checked (the origin of the
/// cube or square, the p of (P2)), then in the order of the search at p.
///
/// Runs on the threads of the caller's rayon pool (run it inside
/// `pool.install(|| …)` to choose the pool) when the algorithm has at least
/// 128 (`AXIOM_PARALLEL_THRESHOLD`) states. The answer is the same for every
/// pool size.
///
/// # Errors
/// [`AxiomError::Violation`] with the first violated axiom;
/// [`AxiomError::Plain`] with [`PlainError::WorkLimit`] if more than
/// [`AXIOM_WORK_LIMIT`] steps are needed.
///
/// # Complexity
/// (P2)–(P4): O(Σ_p |φ(p)|³ log d) for maximal out-degree d; (P1): the
/// number of independent subsets of each φ(p) times the 2ⁿ points of their
/// cubes (on a plain algorithm the cube search does not branch).
///
/// # Example
/// ```
/// use hookgames_game::FiniteAlgorithm;
/// use hookgames_plain::{check_axioms, Axiom, AxiomError, AxiomViolation};
/// // A square 0 → {1, 2} → 3 is a 2-cube: plain.
/// let square = FiniteAlgorithm::from_followers([vec![1, 2], vec![3], vec![3], vec![]])?;
/// assert!(check_axioms(&square).is_ok());
/// // 0 → 1 → 2 without 0 → 2: (P2) fails, no r makes {0, 1, r, 2} a square.
/// let path = FiniteAlgorithm::from_followers([vec![1], vec![2], vec![]])?;
/// let err = check_axioms(&path).unwrap_err();
/// assert_eq!(err.axiom(), Some(Axiom::P2));
/// assert_eq!(err, AxiomError::Violation(AxiomViolation::P2 { p: 0, q: 1, s: 2, r: vec![] }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn check_axioms<S: Clone>(fa: &FiniteAlgorithm<S>) -> Result<(), AxiomError<S>> {
    run(fa, &Axiom::ALL)
}

/// Checks one of the axioms (P1)–(P4) (Kawanaka §2) on a finite algorithm.
///
/// # Errors
/// As [`check_axioms`], for this axiom only.
///
/// # Complexity
/// As [`check_axioms`], for this axiom only.
///
/// # Example
/// ```
/// use hookgames_game::FiniteAlgorithm;
/// use hookgames_plain::{check_axiom, Axiom};
/// let path = FiniteAlgorithm::from_followers([vec![1], vec![2], vec![]])?;
/// assert!(check_axiom(&path, Axiom::P1).is_ok());
/// assert!(check_axiom(&path, Axiom::P2).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn check_axiom<S: Clone>(fa: &FiniteAlgorithm<S>, axiom: Axiom) -> Result<(), AxiomError<S>> {
    run(fa, &[axiom])
}

/// Materializes the principal algorithm ⟨root⟩ of `game` and checks the
/// axioms (P1)–(P4) on it ([`check_axioms`]): `Ok` means ⟨root⟩ is a plain
/// algorithm.
///
/// # Errors
/// As [`check_axioms`]; the materialization's limit errors as
/// [`AxiomError::Plain`].
///
/// # Complexity
/// Materialization O(|⟨root⟩| + arrows), then as [`check_axioms`].
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{Algorithm, GameError};
/// use hookgames_plain::check_plain;
/// struct Nim;
/// impl Algorithm for Nim {
///     type State = u32;
///     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
///     where
///         B: From<GameError>,
///         F: FnMut(u32) -> ControlFlow<B>,
///     {
///         (0..*p).try_for_each(f)
///     }
/// }
/// // A Nim heap is the Nakayama algorithm with one stone: plain.
/// assert!(check_plain(&Nim, &6).is_ok());
/// ```
pub fn check_plain<A>(game: &A, root: &A::State) -> Result<(), AxiomError<A::State>>
where
    A: Algorithm + ?Sized,
{
    let fa = FiniteAlgorithm::from_root(game, root)?;
    check_axioms(&fa)
}

/// `true` if the set of state indices `set` is independent (Kawanaka §2):
/// no two of its elements a ≠ b have b ∈ φ^{±1}(a).
///
/// # Complexity
/// O(|set|² · d) for maximal out-degree d.
///
/// # Example
/// ```
/// use hookgames_game::FiniteAlgorithm;
/// use hookgames_plain::is_independent;
/// let square = FiniteAlgorithm::from_followers([vec![1, 2], vec![3], vec![3], vec![]])?;
/// assert!(is_independent(&square, &[1, 2]));
/// assert!(!is_independent(&square, &[1, 3]));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn is_independent<S>(fa: &FiniteAlgorithm<S>, set: &[u32]) -> bool {
    set.iter().enumerate().all(|(i, &a)| {
        set[i + 1..].iter().all(|&b| {
            a != b && fa.has_arrow(&a, &b) == Ok(false) && fa.has_arrow(&b, &a) == Ok(false)
        })
    })
}

/// `true` if the four state indices form a square (a 2-cube as a
/// subalgorithm, Kawanaka §2), in any order.
///
/// # Complexity
/// O(d) for maximal out-degree d.
///
/// # Example
/// ```
/// use hookgames_game::FiniteAlgorithm;
/// use hookgames_plain::is_square;
/// let square = FiniteAlgorithm::from_followers([vec![1, 2], vec![3], vec![3], vec![]])?;
/// assert!(is_square(&square, [3, 1, 0, 2]));
/// assert!(!is_square(&square, [0, 1, 2, 2])); // a repeated point
/// // Nim heap 3 (0 → 1, 2, 3; 1 → 2, 3; 2 → 3): 0 → 3 is one arrow too many.
/// let nim3 = FiniteAlgorithm::from_followers([vec![1, 2, 3], vec![2, 3], vec![3], vec![]])?;
/// assert!(!is_square(&nim3, [0, 1, 2, 3]));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn is_square<S>(fa: &FiniteAlgorithm<S>, points: [u32; 4]) -> bool {
    let n = fa.len() as u32;
    if points.iter().any(|&x| x >= n) {
        return false;
    }
    let g = Graph::from_rows(4, |i| {
        let a = points[i as usize];
        (0..4u32)
            .filter(|&j| j != i && fa.has_arrow(&a, &points[j as usize]) == Ok(true))
            .collect()
    });
    let mut distinct = points.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    if distinct.len() != 4 {
        return false;
    }
    // The origin is the point with two followers.
    (0..4u32).any(|o| {
        let f = g.row(o);
        f.len() == 2 && {
            let e = (0..4u32).find(|&x| x != o && !f.contains(&x)).unwrap_or(o);
            oriented_square(&g, o, f[0], f[1], e)
        }
    })
}

/// The n-cubes (Kawanaka §2) with origin `origin` and basis `basis`, as
/// subalgorithms of `fa`: each is listed by its points c(T), T ⊂ basis, in
/// the order of the bit masks of T (bit i: `basis[i]`), so `c[0]` is the
/// origin and `c[2ⁿ − 1]` the end. At most `max` cubes are returned. A
/// basis must be a subset of φ(origin); if it is not, or is not
/// independent, there is no cube.
///
/// # Errors
/// [`GameError::UnknownState`](hookgames_game::GameError::UnknownState) for an index that is not a state;
/// [`PlainError::WorkLimit`] after [`AXIOM_WORK_LIMIT`] steps, or for a
/// basis of 63 or more elements.
///
/// # Complexity
/// 2ⁿ points, each tried against the points chosen so far (O(2ⁿ log d)
/// per candidate), with backtracking over candidates.
///
/// # Example
/// ```
/// use hookgames_game::FiniteAlgorithm;
/// use hookgames_plain::cubes;
/// let square = FiniteAlgorithm::from_followers([vec![1, 2], vec![3], vec![3], vec![]])?;
/// assert_eq!(cubes(&square, 0, &[1, 2], 5)?, vec![vec![0, 1, 2, 3]]);
/// assert!(cubes(&square, 0, &[1, 3], 5)?.is_empty());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn cubes<S>(
    fa: &FiniteAlgorithm<S>,
    origin: u32,
    basis: &[u32],
    max: usize,
) -> Result<Vec<Vec<u32>>, PlainError> {
    let n = fa.len() as u32;
    for &x in std::iter::once(&origin).chain(basis) {
        if x >= n {
            return Err(PlainError::Game(GameError::UnknownState {
                index: u64::from(x),
                len: u64::from(n),
            }));
        }
    }
    if basis.len() >= usize::BITS as usize - 1 {
        return Err(PlainError::WorkLimit {
            limit: AXIOM_WORK_LIMIT,
            what: "an independent set too large to enumerate its cube",
        });
    }
    if max == 0 {
        return Ok(Vec::new());
    }
    let g = Graph::of(fa);
    let mut work = Work {
        steps: 0,
        limit: AXIOM_WORK_LIMIT,
    };
    if basis.is_empty() {
        return Ok(vec![vec![origin]]);
    }
    find_cubes(&g, origin, basis, max, &mut work)
}

#[cfg(test)]
mod tests {
    use super::*;

    use hookgames_game::testing::on_threads as on;

    /// The Young lattice of partitions inside the `rows` × `cols`
    /// rectangle under hook removal, as rows of followers (a plain
    /// algorithm, Kawanaka §8), with the arrow `drop` (state, follower
    /// position) removed if given.
    fn young_rectangle(
        rows: usize,
        cols: u64,
        drop: Option<(usize, usize)>,
    ) -> FiniteAlgorithm<u32> {
        // Partitions as non-increasing vectors of length `rows`.
        let mut all: Vec<Vec<u64>> = vec![Vec::new()];
        for _ in 0..rows {
            let mut next = Vec::new();
            for p in &all {
                let max = p.last().copied().unwrap_or(cols);
                for x in 0..=max {
                    let mut q = p.clone();
                    q.push(x);
                    next.push(q);
                }
            }
            all = next;
        }
        let index: hashbrown::HashMap<Vec<u64>, u32> = all
            .iter()
            .enumerate()
            .map(|(i, p)| (p.clone(), i as u32))
            .collect();
        let follower_rows: Vec<Vec<u32>> = all
            .iter()
            .enumerate()
            .map(|(i, lambda)| {
                let conj: Vec<u64> = (0..cols)
                    .map(|j| lambda.iter().filter(|&&x| x > j).count() as u64)
                    .collect();
                let mut row = Vec::new();
                for (r, &len) in lambda.iter().enumerate() {
                    for c in 0..len {
                        // Remove the rim hook of the box (r, c).
                        let arm = len - 1 - c;
                        let leg = conj[c as usize] as usize - 1 - r;
                        let hook = arm + leg as u64 + 1;
                        // Beta numbers: remove `hook` from the row's beta.
                        let mut beta: Vec<u64> = lambda
                            .iter()
                            .enumerate()
                            .map(|(k, &x)| x + (rows - 1 - k) as u64)
                            .collect();
                        beta[r] -= hook;
                        beta.sort_unstable_by(|a, b| b.cmp(a));
                        let mu: Vec<u64> = beta
                            .iter()
                            .enumerate()
                            .map(|(k, &b)| b - (rows - 1 - k) as u64)
                            .collect();
                        row.push(index[&mu]);
                    }
                }
                if let Some((s, k)) = drop
                    && s == i
                    && k < row.len()
                {
                    row.remove(k);
                }
                row
            })
            .collect();
        FiniteAlgorithm::from_followers(follower_rows).expect("an acyclic lattice")
    }

    /// The (P1) search before its units were split below the first
    /// element (one unit per (p, first element of β)), kept as the oracle
    /// of the split's step count.
    fn p1_unsplit_at(
        g: &Graph,
        p: u32,
        first: usize,
        work: &mut Work,
    ) -> Result<Option<AxiomViolation<u32>>, PlainError> {
        let row = g.row(p);
        work.tick(1)?;
        let mut stack: Vec<usize> = vec![first];
        let mut start = first + 1;
        loop {
            let mut extended = false;
            for k in start..row.len() {
                work.tick(1)?;
                if stack.iter().all(|&i| !g.related(row[i], row[k])) {
                    stack.push(k);
                    extended = true;
                    break;
                }
            }
            if extended {
                if stack.len() >= 2
                    && let Some(v) = p1_cube(g, p, row, &stack, work)?
                {
                    return Ok(Some(v));
                }
                start = stack[stack.len() - 1] + 1;
                continue;
            }
            match stack.pop() {
                Some(k) if !stack.is_empty() => start = k + 1,
                _ => return Ok(None),
            }
        }
    }

    /// (P1) by the unsplit search, with the steps it took.
    fn p1_unsplit(g: &Graph, limit: u64) -> (Result<Option<AxiomViolation<u32>>, PlainError>, u64) {
        let mut work = Work { steps: 0, limit };
        for p in 0..g.len() as u32 {
            for first in 0..g.row(p).len() {
                match p1_unsplit_at(g, p, first, &mut work) {
                    Ok(None) => {}
                    other => return (other, work.steps),
                }
            }
        }
        (Ok(None), work.steps)
    }

    #[test]
    fn the_split_p1_units_take_the_steps_of_the_unsplit_search() {
        // Plain lattices, and lattices with an arrow dropped (P1 or P2
        // fails), at every work limit around the steps they need.
        let cases = [
            young_rectangle(10, 3, None),
            young_rectangle(4, 4, None),
            young_rectangle(10, 3, Some((250, 1))),
            young_rectangle(4, 4, Some((3, 0))),
            young_rectangle(4, 4, Some((0, 2))),
        ];
        let mut outcomes = Vec::new();
        for fa in &cases {
            let g = Graph::of(fa);
            let (full, steps) = p1_unsplit(&g, AXIOM_WORK_LIMIT);
            let mut limits: Vec<u64> = vec![0, 1, 2, 3, steps / 3, steps / 2];
            limits.extend([steps.saturating_sub(1), steps]);
            limits.extend((1..8).map(|k| k * steps / 8 + k % 7));
            for limit in limits {
                let (expected, _) = p1_unsplit(&g, limit);
                for (parallel, t) in [(false, 1), (true, 2), (true, 3), (true, 4)] {
                    let got = on(t, || {
                        let mut work = Work { steps: 0, limit };
                        let got = check_all(&g, check_p1_at, Split::Pair, &mut work, parallel);
                        if matches!(got, Ok(None)) {
                            assert_eq!(work.steps, steps);
                        }
                        got
                    });
                    assert_eq!(got, expected, "limit {limit} of {steps}, {t} threads");
                }
            }
            outcomes.push(full.map(|v| v.is_some()));
        }
        // Both outcomes are checked: plain, and a (P1) violation.
        assert!(outcomes.contains(&Ok(false)), "{outcomes:?}");
        assert!(outcomes.contains(&Ok(true)), "{outcomes:?}");
    }

    #[test]
    fn the_work_limit_is_reached_at_the_same_step_on_any_number_of_threads() {
        // The 10 × 3 rectangle: 286 partitions, above the threshold.
        let plain = young_rectangle(10, 3, None);
        assert_eq!(plain.len(), 286);
        assert!(plain.len() >= AXIOM_PARALLEL_THRESHOLD);
        let broken = young_rectangle(10, 3, Some((250, 1)));
        for fa in [&plain, &broken] {
            let full = on(1, || run_limited(fa, &Axiom::ALL, AXIOM_WORK_LIMIT));
            // Limits from tiny to enough, on 1–4 threads.
            for limit in [0, 1, 777, 20_000, 150_000, 1 << 20, 1 << 24] {
                let one = on(1, || run_limited(fa, &Axiom::ALL, limit));
                for t in 2..=4 {
                    assert_eq!(
                        on(t, || run_limited(fa, &Axiom::ALL, limit)),
                        one,
                        "limit {limit}, {t} threads"
                    );
                }
                if one.is_ok() {
                    assert_eq!(one, full);
                }
            }
        }
        assert_eq!(
            on(2, || run_limited(&plain, &Axiom::ALL, AXIOM_WORK_LIMIT)),
            Ok(())
        );
        assert!(on(2, || run_limited(&broken, &Axiom::ALL, AXIOM_WORK_LIMIT)).is_err());
    }
}
