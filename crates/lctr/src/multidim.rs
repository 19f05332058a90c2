//! d-dimensional LCTR, the first open problem of Gottlieb–Krnc–Muršič §8
//! ("Multidimensional LCTR").
//!
//! A position is a finite antichain S of points of Z_{≥1}^d, its
//! *corners*; a move picks an axis i ∈ {1, …, d} and decreases the i-th
//! coordinate of every corner by one, dropping the corners whose i-th
//! coordinate was 1. The game ends when S = ∅. For d = 2 the corners of a
//! partition λ are the points (λ_i, i) of its corner representation
//! {(6,1),(5,2),(4,5),(2,7)} (§8), axis 1 removes the left column and axis 2
//! the top row: this is LCTR ([`Corners::from_partition`]).
//!
//! Every position reached from S is a *shift* S\[k\] = {s − k : s ∈ S,
//! s > k coordinatewise} for the vector k ∈ Z_{≥0}^d of moves made along
//! each axis (the d-dimensional λ[i, j] of §2.1), and S\[k\] ≠ ∅ exactly when
//! the point k + (1, …, 1) lies in the down-set of S (the d-dimensional
//! Young diagram with corners S). So the values of all positions reached
//! from S are one number per cell of that diagram, found by the
//! d-dimensional equation (3): [`MultiBoard`].

use std::fmt;
use std::ops::ControlFlow;
use std::str::FromStr;

use hookgames_game::{Algorithm, Convention, Engine, GameError, SgPair};
use hookgames_partition::{Partition, PartitionRuns};

use crate::LctrError;
use crate::fast::state_value;
use crate::rules::LctrVariant;
use crate::runs::Scan;

/// The largest dimension d of a [`Corners`] position: 32 axes (so a mex
/// over the d options fits one machine word, and a value is at most 32).
pub const MAX_DIMENSION: usize = 32;

/// The largest number of corners of a [`Corners`] position: 1 024 points,
/// checked before the O(n² d) antichain check (at most 2^20 · 32 coordinate
/// comparisons) and, in the parser, before the next corner is stored.
pub const MAX_CORNERS: usize = 1 << 10;

/// The largest number of cells a [`MultiBoard`] allocates: 2^26 cells of
/// the bounding box [1, a₁] × … × [1, a_d] of the corners (one byte per
/// cell, so at most 64 MiB), checked with the product ∏ a_i before
/// allocating.
pub const MAX_MULTI_CELLS: u64 = 1 << 26;

/// A position of d-dimensional LCTR (Gottlieb–Krnc–Muršič §8): a finite
/// set of pairwise incomparable points of Z_{≥1}^d, the corners, of a fixed
/// dimension d (1 ≤ d ≤ [`MAX_DIMENSION`]).
///
/// The corners are kept sorted lexicographically, so equal sets are equal
/// values. The empty position remembers its dimension.
///
/// # Notation
/// [`FromStr`] and [`Display`](fmt::Display) use `{(3,1,2),(1,4,1)}`: the
/// corners as parenthesized, comma-separated coordinate lists, separated by
/// commas, in any order (Display sorts them), the braces optional on input;
/// spaces are allowed around every token. The empty position of dimension d
/// is `{}_d`, e.g. `{}_3` (its dimension cannot be read from its corners);
/// a non-empty position may also carry a matching `_d` suffix. For d = 2 this
/// is the corner representation of §8, `{(column, row), …}`.
///
/// # Example
/// ```
/// use hookgames_lctr::Corners;
/// let s: Corners = "{(3,1,2),(1,4,1)}".parse()?;
/// assert_eq!(s.dimension(), 3);
/// assert_eq!(s.to_string(), "{(1,4,1),(3,1,2)}");
/// assert_eq!(s.after_move(2)?.to_string(), "{(1,3,1)}"); // (3,1,2) leaves the orthant
/// assert!("(1,2),(2,3)".parse::<Corners>().is_err()); // (1,2) ≤ (2,3)
/// assert_eq!("{}_3".parse::<Corners>()?, Corners::empty(3)?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Corners {
    dim: usize,
    /// The corners, `dim` coordinates each, lexicographically increasing.
    coords: Vec<u64>,
}

fn check_dimension(dim: usize) -> Result<(), LctrError> {
    if dim == 0 || dim > MAX_DIMENSION {
        return Err(LctrError::BadDimension {
            dimension: dim,
            limit: MAX_DIMENSION,
        });
    }
    Ok(())
}

fn check_corner_count(n: usize) -> Result<(), LctrError> {
    if n > MAX_CORNERS {
        return Err(LctrError::TooLarge {
            what: "the number of corners",
            value: n as u64,
            limit_name: "MAX_CORNERS",
            limit: MAX_CORNERS as u64,
            instead: "use a position with fewer corners",
        });
    }
    Ok(())
}

fn point_string(p: &[u64]) -> String {
    let inner: Vec<String> = p.iter().map(u64::to_string).collect();
    format!("({})", inner.join(","))
}

impl Corners {
    /// The position with the given corners, each a point of Z_{≥1}^`dim`.
    ///
    /// # Errors
    /// [`LctrError::BadDimension`] unless 1 ≤ `dim` ≤ [`MAX_DIMENSION`];
    /// [`LctrError::TooLarge`] (`MAX_CORNERS`) for more than
    /// [`MAX_CORNERS`] points, checked first;
    /// [`LctrError::DimensionMismatch`] for a point with another number of
    /// coordinates; [`LctrError::ZeroCoordinate`] for a coordinate 0;
    /// [`LctrError::ComparableCorners`] naming two points u ≤ v (equal
    /// points included).
    ///
    /// # Complexity
    /// O(n log n · d + n² d) for n points.
    ///
    /// # Example
    /// ```
    /// use hookgames_lctr::{Corners, LctrError};
    /// let s = Corners::new(2, vec![vec![2, 7], vec![6, 1], vec![5, 2], vec![4, 5]])?;
    /// assert_eq!(s.to_string(), "{(2,7),(4,5),(5,2),(6,1)}");
    /// assert!(matches!(
    ///     Corners::new(2, vec![vec![1, 1], vec![2, 3]]),
    ///     Err(LctrError::ComparableCorners { .. })
    /// ));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(dim: usize, points: Vec<Vec<u64>>) -> Result<Self, LctrError> {
        check_dimension(dim)?;
        check_corner_count(points.len())?;
        for (k, p) in points.iter().enumerate() {
            if p.len() != dim {
                return Err(LctrError::DimensionMismatch {
                    index: k + 1,
                    expected: dim,
                    found: p.len(),
                });
            }
            if let Some(axis) = p.iter().position(|&x| x == 0) {
                return Err(LctrError::ZeroCoordinate {
                    corner: point_string(p),
                    axis: axis + 1,
                });
            }
        }
        let mut points = points;
        points.sort_unstable();
        // Sorted lexicographically, u ≤ v coordinatewise implies u comes first.
        for (a, u) in points.iter().enumerate() {
            for v in &points[a + 1..] {
                if u.iter().zip(v).all(|(x, y)| x <= y) {
                    return Err(LctrError::ComparableCorners {
                        lower: point_string(u),
                        upper: point_string(v),
                    });
                }
            }
        }
        Ok(Corners {
            dim,
            coords: points.concat(),
        })
    }

    /// The empty position ∅ of dimension `dim` (the end of the game).
    ///
    /// # Errors
    /// [`LctrError::BadDimension`] unless 1 ≤ `dim` ≤ [`MAX_DIMENSION`].
    ///
    /// # Complexity
    /// O(1).
    pub fn empty(dim: usize) -> Result<Self, LctrError> {
        check_dimension(dim)?;
        Ok(Corners {
            dim,
            coords: Vec::new(),
        })
    }

    /// The full box [1, a₁] × … × [1, a_d]: the single corner `a`.
    ///
    /// # Errors
    /// As [`Corners::new`] with one point: [`LctrError::BadDimension`],
    /// [`LctrError::ZeroCoordinate`].
    ///
    /// # Complexity
    /// O(d).
    ///
    /// # Example
    /// ```
    /// use hookgames_lctr::Corners;
    /// assert_eq!(Corners::full_box(&[2, 3, 1])?.to_string(), "{(2,3,1)}");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn full_box(a: &[u64]) -> Result<Self, LctrError> {
        Corners::new(a.len(), vec![a.to_vec()])
    }

    /// Every position whose corners lie in the box [1, a₁] × … × [1, a_d]
    /// (including ∅), i.e. every antichain of the box, in the order of a
    /// depth-first search over its points in lexicographic order. These
    /// are also all the down-sets of the box, and the set is closed under
    /// moves.
    ///
    /// # Errors
    /// [`LctrError::BadDimension`] unless 1 ≤ d ≤ [`MAX_DIMENSION`];
    /// [`LctrError::TooLarge`] (`MAX_MULTI_CELLS`) if the box has more than
    /// [`MAX_MULTI_CELLS`] points; [`LctrError::TooLarge`]
    /// (`max_positions`, the caller's limit) as soon as more than
    /// `max_positions` positions are found.
    ///
    /// # Complexity
    /// O(N · c · n d) for N positions, c points of the box and n corners
    /// per position.
    ///
    /// # Example
    /// ```
    /// use hookgames_lctr::Corners;
    /// // The down-sets of the Boolean lattice 2^3: the Dedekind number M(3) = 20.
    /// assert_eq!(Corners::all(&[2, 2, 2], 1000)?.len(), 20);
    /// // The 3 × 3 grid: C(6, 3) = 20 partitions inside a 3 × 3 square.
    /// assert_eq!(Corners::all(&[3, 3], 1000)?.len(), 20);
    /// assert!(Corners::all(&[3, 3], 19).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn all(a: &[u64], max_positions: u64) -> Result<Vec<Corners>, LctrError> {
        let dim = a.len();
        check_dimension(dim)?;
        let mut cells: u64 = 1;
        for &x in a {
            cells = cells.saturating_mul(x);
        }
        if cells > MAX_MULTI_CELLS {
            return Err(LctrError::TooLarge {
                what: "the number of points of the box",
                value: cells,
                limit_name: "MAX_MULTI_CELLS",
                limit: MAX_MULTI_CELLS,
                instead: "use a smaller box",
            });
        }
        // The points of the box, lexicographically increasing.
        let mut points: Vec<Vec<u64>> = Vec::with_capacity(cells as usize);
        if cells > 0 {
            let mut p = vec![1u64; dim];
            'odometer: loop {
                points.push(p.clone());
                for i in (0..dim).rev() {
                    if p[i] < a[i] {
                        p[i] += 1;
                        continue 'odometer;
                    }
                    p[i] = 1;
                }
                break;
            }
        }
        struct Search<'p> {
            points: &'p [Vec<u64>],
            chosen: Vec<usize>,
            out: Vec<Corners>,
            max: u64,
            dim: usize,
        }
        fn comparable(u: &[u64], v: &[u64]) -> bool {
            u.iter().zip(v).all(|(x, y)| x <= y) || u.iter().zip(v).all(|(x, y)| x >= y)
        }
        fn rec(s: &mut Search<'_>, start: usize) -> Result<(), LctrError> {
            if s.out.len() as u64 >= s.max {
                return Err(LctrError::TooLarge {
                    what: "the number of positions in the box",
                    value: s.max.saturating_add(1),
                    limit_name: "max_positions",
                    limit: s.max,
                    instead: "use a smaller box or a larger `max_positions`",
                });
            }
            let coords = s
                .chosen
                .iter()
                .flat_map(|&c| s.points[c].iter().copied())
                .collect();
            s.out.push(Corners { dim: s.dim, coords });
            for idx in start..s.points.len() {
                let p = &s.points[idx];
                if s.chosen.iter().all(|&c| !comparable(&s.points[c], p)) {
                    s.chosen.push(idx);
                    rec(s, idx + 1)?;
                    s.chosen.pop();
                }
            }
            Ok(())
        }
        let mut search = Search {
            points: &points,
            chosen: Vec::new(),
            out: Vec::new(),
            max: max_positions,
            dim,
        };
        rec(&mut search, 0)?;
        Ok(search.out)
    }

    /// The corners {(λ_i, i) : λ_i > λ_{i+1}} of a partition, the corner
    /// representation of §8: 2-dimensional LCTR from them is LCTR on λ, axis
    /// 1 removing the left column (λ[0, 1]) and axis 2 the top row
    /// (λ[1, 0]).
    ///
    /// # Errors
    /// [`LctrError::TooLarge`] (`MAX_CORNERS`) if λ has more than
    /// [`MAX_CORNERS`] distinct parts.
    ///
    /// # Complexity
    /// O(ℓ(λ)).
    ///
    /// # Example
    /// ```
    /// use hookgames_lctr::Corners;
    /// use hookgames_partition::Partition;
    /// let lambda: Partition = "6,5,4^3,2^2".parse()?;
    /// assert_eq!(Corners::from_partition(&lambda)?.to_string(), "{(2,7),(4,5),(5,2),(6,1)}");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_partition(lambda: &Partition) -> Result<Self, LctrError> {
        let corners = lambda.corners();
        check_corner_count(corners.len())?;
        // Corners (row i, part λ_i) have rows increasing and parts
        // decreasing: as points (λ_i, i) they are pairwise incomparable,
        // and reversed they are lexicographically increasing.
        let mut coords = Vec::with_capacity(2 * corners.len());
        for &(row, part) in corners.iter().rev() {
            coords.push(part);
            coords.push(row as u64);
        }
        Ok(Corners { dim: 2, coords })
    }

    /// The corners of a partition given by its exponent representation
    /// ⟦p₁^{m₁}, …⟧: the points (p_k, m₁ + … + m_k), without expanding it.
    ///
    /// # Errors
    /// [`LctrError::TooLarge`] (`MAX_CORNERS`) for more than
    /// [`MAX_CORNERS`] runs.
    ///
    /// # Complexity
    /// O(k) for k runs.
    pub fn from_runs(runs: &PartitionRuns) -> Result<Self, LctrError> {
        let corners = runs.corners();
        check_corner_count(corners.len())?;
        let mut coords = Vec::with_capacity(2 * corners.len());
        for &(part, row) in corners.iter().rev() {
            coords.push(part);
            coords.push(row);
        }
        Ok(Corners { dim: 2, coords })
    }

    /// The partition with these corners (d = 2 only), in the exponent
    /// representation (never expanded): the inverse of
    /// [`Corners::from_runs`].
    ///
    /// # Errors
    /// [`LctrError::DimensionMismatch`] (index 0) unless d = 2;
    /// [`LctrError::Partition`] if the size overflows `u64`.
    ///
    /// # Complexity
    /// O(n) for n corners.
    ///
    /// # Example
    /// ```
    /// use hookgames_lctr::Corners;
    /// let s: Corners = "{(6,1),(5,2),(4,5),(2,7)}".parse()?;
    /// assert_eq!(s.to_partition_runs()?.to_string(), "6,5,4^3,2^2");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_partition_runs(&self) -> Result<PartitionRuns, LctrError> {
        if self.dim != 2 {
            return Err(LctrError::DimensionMismatch {
                index: 0,
                expected: 2,
                found: self.dim,
            });
        }
        let mut runs = Vec::with_capacity(self.len());
        let mut prev_row = 0u64;
        // Lexicographically decreasing (column, row): columns decrease, rows increase.
        for p in self.coords.chunks_exact(2).rev() {
            runs.push((p[0], p[1] - prev_row));
            prev_row = p[1];
        }
        Ok(PartitionRuns::new(runs)?)
    }

    /// The dimension d.
    ///
    /// # Complexity
    /// O(1).
    pub fn dimension(&self) -> usize {
        self.dim
    }

    /// The number of corners.
    ///
    /// # Complexity
    /// O(1).
    pub fn len(&self) -> usize {
        self.coords.len() / self.dim
    }

    /// `true` for the empty position ∅, the end of the game.
    ///
    /// # Complexity
    /// O(1).
    pub fn is_empty(&self) -> bool {
        self.coords.is_empty()
    }

    /// The corners, lexicographically increasing, `d` coordinates each.
    ///
    /// # Complexity
    /// O(1) per corner.
    pub fn iter(&self) -> impl Iterator<Item = &[u64]> + '_ {
        self.coords.chunks_exact(self.dim)
    }

    /// The extent a = (a₁, …, a_d), a_i the largest i-th coordinate of a
    /// corner (all 0 for ∅): the diagram of S lies in [1, a₁] × … × [1, a_d].
    ///
    /// # Complexity
    /// O(n d).
    pub fn extent(&self) -> Vec<u64> {
        let mut a = vec![0u64; self.dim];
        for p in self.iter() {
            for (x, &y) in a.iter_mut().zip(p) {
                *x = (*x).max(y);
            }
        }
        a
    }

    /// `true` if the point `p` lies in the down-set of S (some corner
    /// s ≥ p): the cells of the d-dimensional Young diagram. A point with a
    /// coordinate 0 or of another dimension is not in it.
    ///
    /// # Complexity
    /// O(n d).
    pub fn contains(&self, p: &[u64]) -> bool {
        p.len() == self.dim
            && p.iter().all(|&x| x >= 1)
            && self
                .iter()
                .any(|s| s.iter().zip(p).all(|(&si, &pi)| pi <= si))
    }

    /// The move along `axis` (1-based, 1 ≤ axis ≤ d): every corner's
    /// coordinate `axis` decreases by one, corners where it was 1 are
    /// dropped.
    ///
    /// # Errors
    /// [`LctrError::AxisOutOfRange`] unless 1 ≤ `axis` ≤ d.
    ///
    /// # Complexity
    /// O(n d).
    pub fn after_move(&self, axis: usize) -> Result<Corners, LctrError> {
        if axis == 0 || axis > self.dim {
            return Err(LctrError::AxisOutOfRange {
                axis,
                dimension: self.dim,
            });
        }
        Ok(self.moved(axis - 1))
    }

    /// The move along the 0-based axis `i < d` (no check).
    pub(crate) fn moved(&self, i: usize) -> Corners {
        let mut coords = Vec::with_capacity(self.coords.len());
        for p in self.iter() {
            if p[i] > 1 {
                let start = coords.len();
                coords.extend_from_slice(p);
                coords[start + i] -= 1;
            }
        }
        // Decreasing one coordinate of every point keeps both the
        // lexicographic order and incomparability.
        Corners {
            dim: self.dim,
            coords,
        }
    }

    /// The shift S\[k\] = {s − k : s ∈ S, s_i > k_i for every i}: the position
    /// reached by k_i moves along each axis i, in any order (the
    /// d-dimensional λ[i, j] of §2.1 and equation (1)).
    ///
    /// # Errors
    /// [`LctrError::DimensionMismatch`] (index 0) if `k` has not d
    /// coordinates.
    ///
    /// # Complexity
    /// O(n d).
    ///
    /// # Example
    /// ```
    /// use hookgames_lctr::Corners;
    /// let s: Corners = "(3,1,2),(1,4,1)".parse()?;
    /// assert_eq!(s.shifted(&[0, 1, 0])?, s.after_move(2)?);
    /// assert!(s.shifted(&[1, 0, 0])?.to_string() == "{(2,1,2)}");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn shifted(&self, k: &[u64]) -> Result<Corners, LctrError> {
        if k.len() != self.dim {
            return Err(LctrError::DimensionMismatch {
                index: 0,
                expected: self.dim,
                found: k.len(),
            });
        }
        let mut coords = Vec::with_capacity(self.coords.len());
        for p in self.iter() {
            if p.iter().zip(k).all(|(&x, &y)| x > y) {
                coords.extend(p.iter().zip(k).map(|(&x, &y)| x - y));
            }
        }
        Ok(Corners {
            dim: self.dim,
            coords,
        })
    }
}

/// `{(a,b,…),(c,d,…)}`, corners lexicographically increasing; `{}_d` for
/// the empty position of dimension d (see [`Corners`]).
impl fmt::Display for Corners {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return write!(f, "{{}}_{}", self.dim);
        }
        f.write_str("{")?;
        for (k, p) in self.iter().enumerate() {
            if k > 0 {
                f.write_str(",")?;
            }
            f.write_str("(")?;
            for (i, x) in p.iter().enumerate() {
                if i > 0 {
                    f.write_str(",")?;
                }
                write!(f, "{x}")?;
            }
            f.write_str(")")?;
        }
        f.write_str("}")
    }
}

/// A cursor over the characters of a corner list, with 1-based positions.
struct Lexer<'a> {
    chars: std::iter::Peekable<std::str::CharIndices<'a>>,
    src: &'a str,
    /// 1-based character position of the next character.
    pos: usize,
}

impl<'a> Lexer<'a> {
    fn new(src: &'a str) -> Self {
        Lexer {
            chars: src.char_indices().peekable(),
            src,
            pos: 1,
        }
    }

    fn skip_ws(&mut self) {
        while self.chars.peek().is_some_and(|(_, c)| c.is_whitespace()) {
            self.bump();
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.chars.peek().map(|&(_, c)| c)
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.chars.next().map(|(_, c)| c);
        if c.is_some() {
            self.pos += 1;
        }
        c
    }

    fn error(&mut self, expected: &'static str) -> LctrError {
        let found: String = match self.chars.peek() {
            Some(&(at, _)) => self.src[at..].chars().take(32).collect(),
            None => String::from("the end of the input"),
        };
        LctrError::CornerParse {
            position: self.pos,
            found,
            expected,
        }
    }

    fn expect(&mut self, c: char, expected: &'static str) -> Result<(), LctrError> {
        self.skip_ws();
        if self.peek() == Some(c) {
            self.bump();
            Ok(())
        } else {
            Err(self.error(expected))
        }
    }

    /// A decimal number (u64 for coordinates, usize for the dimension).
    fn number(&mut self, expected: &'static str) -> Result<u64, LctrError> {
        self.skip_ws();
        let start_pos = self.pos;
        let start = match self.chars.peek() {
            Some(&(at, c)) if c.is_ascii_digit() => at,
            _ => return Err(self.error(expected)),
        };
        let mut end = start;
        while let Some(&(at, c)) = self.chars.peek() {
            if !c.is_ascii_digit() {
                break;
            }
            end = at + 1;
            self.bump();
        }
        let digits = &self.src[start..end];
        digits.parse::<u64>().map_err(|_| LctrError::CornerParse {
            position: start_pos,
            found: digits.chars().take(32).collect(),
            expected: "a coordinate below 2^64",
        })
    }
}

/// Reads the notation of [`Corners`]: `{(3,1,2),(1,4,1)}`, braces optional,
/// `{}_d` for ∅ in dimension d.
///
/// # Errors
/// [`LctrError::CornerParse`] with the 1-based character position, the
/// offending text and what was expected there (also for `{}` without its
/// dimension); [`LctrError::BadDimension`] for a point with more than
/// [`MAX_DIMENSION`] coordinates or a `_0`; [`LctrError::TooLarge`]
/// (`MAX_CORNERS`) at corner [`MAX_CORNERS`] + 1, before it is stored;
/// then the errors of [`Corners::new`] (the dimension is that of the first
/// corner); [`LctrError::DimensionMismatch`] (index 0) if a `_d` suffix
/// contradicts the corners.
///
/// # Complexity
/// O(|s|) to read, then [`Corners::new`].
impl FromStr for Corners {
    type Err = LctrError;

    fn from_str(s: &str) -> Result<Self, LctrError> {
        let mut lx = Lexer::new(s);
        lx.skip_ws();
        let braced = lx.peek() == Some('{');
        if braced {
            lx.bump();
        }
        let mut points: Vec<Vec<u64>> = Vec::new();
        lx.skip_ws();
        if lx.peek() == Some('(') {
            loop {
                if points.len() == MAX_CORNERS {
                    check_corner_count(MAX_CORNERS + 1)?;
                }
                lx.expect('(', "`(` opening a corner")?;
                let mut p = Vec::new();
                loop {
                    if p.len() == MAX_DIMENSION {
                        return Err(LctrError::BadDimension {
                            dimension: MAX_DIMENSION + 1,
                            limit: MAX_DIMENSION,
                        });
                    }
                    p.push(lx.number("a coordinate (a decimal integer ≥ 1)")?);
                    lx.skip_ws();
                    match lx.peek() {
                        Some(',') => {
                            lx.bump();
                        }
                        Some(')') => {
                            lx.bump();
                            break;
                        }
                        _ => return Err(lx.error("`,` or `)` after a coordinate")),
                    }
                }
                points.push(p);
                lx.skip_ws();
                if lx.peek() == Some(',') {
                    lx.bump();
                } else {
                    break;
                }
            }
        } else if !braced {
            return Err(lx.error("`{` or `(` starting a list of corners"));
        }
        if braced {
            lx.expect('}', "`,` or `}` after a corner")?;
        }
        lx.skip_ws();
        let suffix = if lx.peek() == Some('_') {
            lx.bump();
            let d = lx.number("the dimension after `_`")?;
            Some(usize::try_from(d).unwrap_or(usize::MAX))
        } else {
            None
        };
        lx.skip_ws();
        if lx.peek().is_some() {
            return Err(lx.error("the end of the input"));
        }
        let dim = match (points.first(), suffix) {
            (Some(p), _) => p.len(),
            (None, Some(d)) => d,
            (None, None) => {
                return Err(LctrError::CornerParse {
                    position: lx.pos,
                    found: String::from("the end of the input"),
                    expected: "`_d` giving the dimension of the empty position, as in `{}_3`",
                });
            }
        };
        let corners = Corners::new(dim, points)?;
        if let Some(d) = suffix
            && d != corners.dim
        {
            return Err(LctrError::DimensionMismatch {
                index: 0,
                expected: d,
                found: corners.dim,
            });
        }
        Ok(corners)
    }
}

/// d-dimensional LCTR (Gottlieb–Krnc–Muršič §8) as an abstract algorithm on
/// [`Corners`]: φ(∅) = ∅, and φ(S) holds the d positions S after a move
/// along each axis (each distinct one once).
///
/// Every non-empty position has d moves, so its value is at most d (the
/// paper's remark). Its dense engine is [`MultiBoard`]; the inherent
/// methods [`MultiLctr::value`] and [`MultiLctr::sg_pair`] use it. The
/// value hooks know d ≤ 2 (d = 2 is LCTR, Theorem 22); for d ≥ 3 the
/// zero-config functions of `hookgames-game` search.
///
/// # Example
/// ```
/// use hookgames_game::{grundy, misere_grundy, Convention, Solver};
/// use hookgames_lctr::{Corners, MultiLctr};
/// let s: Corners = "{(2,2,2)}".parse()?; // the full box [1,2]^3
/// assert_eq!(Solver::new(MultiLctr).grundy(&s)?, MultiLctr.value(&s, Convention::Normal)?);
/// assert_eq!(misere_grundy(&MultiLctr, &s)?, MultiLctr.value(&s, Convention::Misere)?);
/// // d = 2 is LCTR on the partition 10¹²,1^(10¹²−1) (a gamma, Lemma 4): no search.
/// let gamma: Corners = "{(1,1000000000000),(1000000000000,1)}".parse()?;
/// assert_eq!(grundy(&MultiLctr, &gamma)?, 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct MultiLctr;

/// # Values known without search
/// The value hooks answer for the dimensions where a theorem gives the
/// value, and say `None` (search) for d ≥ 3, where none is known:
/// * ∅ is an end (0, misère 1);
/// * d = 1: a position is one corner (a), and the game is a path of a
///   moves: a mod 2, misère (a + 1) mod 2;
/// * d = 2: the position is LCTR on the partition with these corners
///   (§8, [`Corners::from_partition`]), valued by Theorem 22 of
///   Gottlieb–Krnc–Muršič and its misère extension on the exponent
///   representation, in O(n) for n corners.
impl Algorithm for MultiLctr {
    type State = Corners;
    fn try_for_each_follower<B, F>(&self, p: &Corners, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(Corners) -> ControlFlow<B>,
    {
        if p.is_empty() {
            return ControlFlow::Continue(());
        }
        let mut seen: Vec<Corners> = Vec::with_capacity(p.dim);
        for i in 0..p.dim {
            let q = p.moved(i);
            if !seen.contains(&q) {
                seen.push(q);
            }
        }
        seen.into_iter().try_for_each(&mut f)
    }

    /// The position's inline size and its coordinates' buffer.
    fn state_bytes(&self, p: &Corners) -> usize {
        std::mem::size_of::<Corners>() + std::mem::size_of::<u64>() * p.coords.capacity()
    }

    /// An end, a path (d = 1) or LCTR by Theorem 22 (d = 2); `None` for
    /// d ≥ 3 (see "Values known without search" above).
    fn known_grundy(&self, p: &Corners, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
        known_multi(p, Convention::Normal).map(Ok)
    }

    /// The misère values of the same positions as
    /// [`known_grundy`](Algorithm::known_grundy).
    fn known_misere_grundy(&self, p: &Corners, _: &Engine<'_>) -> Option<Result<u64, GameError>> {
        known_multi(p, Convention::Misere).map(Ok)
    }
}

/// The value of `s` under `convention` where a theorem gives it: an end,
/// a path (d = 1), LCTR on the partition with corners `s` (d = 2).
fn known_multi(s: &Corners, convention: Convention) -> Option<u64> {
    if s.is_empty() {
        return Some(convention.end_value());
    }
    match s.dim {
        1 => Some((s.coords[0] + u64::from(convention == Convention::Misere)) % 2),
        2 => {
            // Corners (column, row), lexicographically increasing: columns
            // increase and rows decrease. Reversed, they are the runs
            // (p_t, M_t − M_{t−1}) of the partition, parts decreasing.
            let mut runs = Vec::with_capacity(s.len());
            let mut prev_row = 0u64;
            for c in s.coords.chunks_exact(2).rev() {
                runs.push((c[0], c[1] - prev_row));
                prev_row = c[1];
            }
            let scan = Scan {
                runs: &runs,
                num_parts: prev_row,
            };
            Some(state_value(LctrVariant::Lctr, convention, &scan))
        }
        _ => None,
    }
}

impl MultiLctr {
    /// SG(S) (normal play) or SG⁻(S) (misère play) by the dense engine
    /// [`MultiBoard`].
    ///
    /// # Errors
    /// [`LctrError::TooLarge`] (`MAX_MULTI_CELLS`) if the bounding box of
    /// S has more than [`MAX_MULTI_CELLS`] cells.
    ///
    /// # Complexity
    /// O(d ∏ a_i) time and ∏ a_i bytes for the extent a of S.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Convention;
    /// use hookgames_lctr::{Corners, MultiLctr};
    /// assert_eq!(MultiLctr.value(&"(1,1,1)".parse()?, Convention::Normal)?, 1);
    /// assert_eq!(MultiLctr.value(&"{}_3".parse()?, Convention::Misere)?, 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn value(&self, s: &Corners, convention: Convention) -> Result<u64, LctrError> {
        Ok(MultiBoard::new(s, convention)?.root())
    }

    /// The Sprague–Grundy pair (SG(S), SG⁻(S)) (§2.3) by the dense engine.
    ///
    /// # Errors
    /// As [`MultiLctr::value`].
    ///
    /// # Complexity
    /// Twice [`MultiLctr::value`].
    pub fn sg_pair(&self, s: &Corners) -> Result<SgPair, LctrError> {
        Ok(SgPair {
            normal: self.value(s, Convention::Normal)?,
            misere: self.value(s, Convention::Misere)?,
        })
    }
}

/// Marks a cell outside the diagram.
const OUTSIDE: u8 = u8::MAX;
/// Marks a corner cell before its value is known.
const CORNER: u8 = u8::MAX - 1;

/// The dense engine of d-dimensional LCTR: the value of every position
/// S\[k\] reached from S, one byte per cell k + (1, …, 1) of the bounding box
/// [1, a₁] × … × [1, a_d] of S (a = [`Corners::extent`]), computed by the
/// d-dimensional equation (3) of Gottlieb–Krnc–Muršič:
/// SG(S\[k\]) = mex{SG(S[k + e_i]) : 1 ≤ i ≤ d}, where S[k + e_i] = ∅ (value
/// 0, or 1 in misère play) when the cell k + e_i + (1, …, 1) is outside the
/// down-set of S. Cells are processed in decreasing mixed-radix order, so a
/// cell's d options are done before it.
///
/// Representation: cell k (0-based shift, k_i < a_i) is byte
/// `Σ k_i · stride_i` with `stride_d = 1`; cells outside the down-set hold
/// a marker. At most [`MAX_MULTI_CELLS`] cells.
///
/// # Example
/// ```
/// use hookgames_game::Convention;
/// use hookgames_lctr::{Corners, MultiBoard};
/// let b = MultiBoard::new(&"{(2,2,2)}".parse::<Corners>()?, Convention::Normal)?;
/// assert_eq!(b.value(&[1, 1, 1]), Some(1)); // the single box {(1,1,1)}
/// assert_eq!(b.value(&[0, 1, 1]), Some(2)); // {(2,1,1)}: mex{SG({(1,1,1)}), SG(∅)} = mex{1, 0}
/// assert_eq!(b.cells(), 8);
/// assert_eq!(b.root(), 0);
/// assert_eq!(b.value_counts(), vec![1, 4, 3, 0]); // the cells by value
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MultiBoard {
    convention: Convention,
    extent: Vec<u64>,
    strides: Vec<usize>,
    values: Vec<u8>,
    dim: usize,
}

impl MultiBoard {
    /// Solves every position reached from `s` under `convention`.
    ///
    /// # Errors
    /// [`LctrError::TooLarge`] (`MAX_MULTI_CELLS`) if ∏ a_i (computed with
    /// checked arithmetic) exceeds [`MAX_MULTI_CELLS`], before allocating.
    ///
    /// # Complexity
    /// O(d ∏ a_i) time, ∏ a_i bytes.
    pub fn new(s: &Corners, convention: Convention) -> Result<Self, LctrError> {
        let dim = s.dim;
        let extent = s.extent();
        let too_large = |value: u64| LctrError::TooLarge {
            what: "the number of cells of the bounding box [1, a_1] × … × [1, a_d]",
            value,
            limit_name: "MAX_MULTI_CELLS",
            limit: MAX_MULTI_CELLS,
            instead: "use a position with a smaller extent, or the generic solver \
                      `hookgames_game::grundy(&MultiLctr, &s)` (within its own limits)",
        };
        let mut cells: u64 = 1;
        for &a in &extent {
            cells = cells.checked_mul(a).ok_or_else(|| too_large(u64::MAX))?;
            if cells > MAX_MULTI_CELLS {
                return Err(too_large(cells));
            }
        }
        let n = if s.is_empty() { 0 } else { cells as usize };
        let mut strides = vec![1usize; dim];
        for i in (0..dim.saturating_sub(1)).rev() {
            // ∏ a_i ≤ MAX_MULTI_CELLS, so every partial product fits.
            strides[i] = strides[i + 1] * extent[i + 1] as usize;
        }
        let mut values = vec![OUTSIDE; n];
        if n > 0 {
            for p in s.iter() {
                let idx: usize = p
                    .iter()
                    .zip(&strides)
                    .map(|(&x, &st)| (x as usize - 1) * st)
                    .sum();
                values[idx] = CORNER;
            }
        }
        let terminal = match convention {
            Convention::Normal => 0u8,
            Convention::Misere => 1u8,
        };
        // Odometer over k, from (a_1 − 1, …, a_d − 1) down to 0.
        let mut k: Vec<u64> = extent.iter().map(|&a| a.saturating_sub(1)).collect();
        for idx in (0..n).rev() {
            let mut seen: u64 = 0;
            let mut inside = values[idx] == CORNER;
            for i in 0..dim {
                let v = if k[i] + 1 < extent[i] {
                    match values[idx + strides[i]] {
                        OUTSIDE => terminal,
                        v => {
                            inside = true;
                            v
                        }
                    }
                } else {
                    terminal
                };
                seen |= 1u64 << v;
            }
            if inside {
                // mex of at most d ≤ 32 values, so at most 32.
                values[idx] = (!seen).trailing_zeros() as u8;
            }
            for i in (0..dim).rev() {
                if k[i] > 0 {
                    k[i] -= 1;
                    break;
                }
                k[i] = extent[i].saturating_sub(1);
            }
        }
        Ok(MultiBoard {
            convention,
            extent,
            strides,
            values,
            dim,
        })
    }

    fn index(&self, k: &[u64]) -> Option<usize> {
        if k.len() != self.dim || self.values.is_empty() {
            return None;
        }
        let mut idx = 0usize;
        for ((&x, &a), &st) in k.iter().zip(&self.extent).zip(&self.strides) {
            if x >= a {
                return None;
            }
            idx += x as usize * st;
        }
        (self.values[idx] != OUTSIDE).then_some(idx)
    }

    /// `true` if S\[k\] ≠ ∅, i.e. the cell k + (1, …, 1) is in the down-set of
    /// S (false for a `k` of another dimension).
    ///
    /// # Complexity
    /// O(d).
    pub fn contains(&self, k: &[u64]) -> bool {
        self.index(k).is_some()
    }

    /// The value of S\[k\] (the position after k_i moves along each axis i):
    /// the terminal value (0, or 1 in misère play) when S\[k\] = ∅, and `None`
    /// only if `k` does not have d coordinates.
    ///
    /// # Complexity
    /// O(d).
    pub fn value(&self, k: &[u64]) -> Option<u64> {
        if k.len() != self.dim {
            return None;
        }
        Some(match self.index(k) {
            Some(idx) => u64::from(self.values[idx]),
            None => self.convention.end_value(),
        })
    }

    /// The value of S itself.
    ///
    /// # Complexity
    /// O(d).
    pub fn root(&self) -> u64 {
        self.value(&vec![0; self.dim])
            .unwrap_or(self.convention.end_value())
    }

    /// The play convention.
    ///
    /// # Complexity
    /// O(1).
    pub fn convention(&self) -> Convention {
        self.convention
    }

    /// The extent a of S (the box of the table).
    ///
    /// # Complexity
    /// O(1).
    pub fn extent(&self) -> &[u64] {
        &self.extent
    }

    /// The number of cells of the down-set of S, i.e. of non-empty
    /// positions S\[k\].
    ///
    /// # Complexity
    /// O(∏ a_i).
    pub fn cells(&self) -> u64 {
        self.values.iter().filter(|&&v| v != OUTSIDE).count() as u64
    }

    /// How many cells of the down-set have each value: entry v counts the
    /// non-empty positions S\[k\] with value v (length d + 1; values never
    /// exceed d).
    ///
    /// # Complexity
    /// O(∏ a_i).
    pub fn value_counts(&self) -> Vec<u64> {
        let mut counts = vec![0u64; self.dim + 1];
        for &v in &self.values {
            if v != OUTSIDE {
                counts[usize::from(v)] += 1;
            }
        }
        counts
    }

    /// Calls `f(k, value)` for every non-empty S\[k\], k in increasing
    /// lexicographic order.
    ///
    /// # Complexity
    /// O(d ∏ a_i).
    pub fn for_each_cell<F: FnMut(&[u64], u64)>(&self, mut f: F) {
        let mut k = vec![0u64; self.dim];
        for &v in &self.values {
            if v != OUTSIDE {
                f(&k, u64::from(v));
            }
            for i in (0..self.dim).rev() {
                if k[i] + 1 < self.extent[i] {
                    k[i] += 1;
                    break;
                }
                k[i] = 0;
            }
        }
    }
}
