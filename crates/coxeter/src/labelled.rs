//! Labelled Coxeter graphs (Kawanaka, footnote 19 of §6): the exact root
//! system of the geometric representation and the elements of W.

use std::collections::HashMap;
use std::fmt;

use hookgames_limits::MAX_MATERIALIZED_BYTES;

use crate::datum::{CoxeterDatum, MAX_VERTICES};
use crate::error::{CoxeterError, word_name};
use crate::minuscule::MAX_COSET_WORK;

/// The largest number of positive roots (= reflections) of the group W of a
/// [`CoxeterGraph`]: 4096. W must be finite; its positive roots are
/// enumerated once, when the graph is built, and an element of W is stored
/// as the permutation it induces on them (4 bytes per positive root).
///
/// Examples: A_n has n(n+1)/2 positive roots, B_n n², D_n n(n − 1), E_8 120,
/// F_4 24, H_3 15, H_4 60, I_2(m) m. An infinite W (or a finite one with more
/// reflections) is refused with [`CoxeterError::TooLarge`] (unit
/// `"positive roots"`) as soon as the enumeration passes the limit.
pub const MAX_ROOTS: usize = 4096;

/// The largest order N of the root of unity ζ_N = e^{2πi/N} whose ring
/// Z\[ζ_N\] holds the coordinates of the roots of a [`CoxeterGraph`]: 512.
///
/// N is the least common multiple of 2m over the finite labels m of the
/// edges between simple roots (N = 1 if there is none), so that
/// 2cos(π/m) = ζ_N^{N/2m} + ζ_N^{−N/2m} ∈ Z\[ζ_N\]. A number is stored as its φ(N)
/// integer coordinates in the basis 1, ζ_N, …, ζ_N^{φ(N)−1}; a reduction
/// modulo the cyclotomic polynomial Φ_N costs O(N · φ(N)). With this limit
/// a single label goes up to m = 256 (I_2(m) for m ≤ 256); labels 4 and 5
/// together give N = 40. Checked before anything is allocated:
/// [`CoxeterError::TooLarge`] (unit `"(the order N of ζ_N)"`).
pub const MAX_CYCLOTOMIC_ORDER: u64 = 512;

/// The largest length of a word given to [`CoxeterGraph::element`]: 8192
/// letters (twice [`MAX_ROOTS`], the largest possible ℓ(w)).
pub const MAX_LABELLED_WORD_LENGTH: usize = 2 * MAX_ROOTS;

/// The label m of an edge of a Coxeter graph: s_a s_b has order m.
///
/// Kawanaka's Dynkin diagrams (6.1) have only the label 3; footnote 19
/// allows any Coxeter graph. A missing edge means m = 2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CoxeterLabel {
    /// A finite label m ≥ 3 (B(α_a, α_b) = −cos(π/m)).
    Finite(u32),
    /// The label ∞ (B(α_a, α_b) = −1): allowed only on an edge at α_*, as W
    /// must be finite.
    Infinite,
}

impl fmt::Display for CoxeterLabel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CoxeterLabel::Finite(m) => write!(f, "{m}"),
            CoxeterLabel::Infinite => f.write_str("∞"),
        }
    }
}

/// Labelled edges (a, b, m).
type LabelledEdges = Vec<(usize, usize, CoxeterLabel)>;

/// The finite irreducible Coxeter types of the constructor
/// [`CoxeterGraph::of_type`], with Bourbaki's numbering (0-based).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FiniteType {
    /// A_n (n ≥ 1): the path 0 – 1 – ⋯ – (n − 1).
    A(usize),
    /// B_n = C_n (n ≥ 2): the path 0 – ⋯ – (n − 1), the last edge labelled 4.
    B(usize),
    /// D_n (n ≥ 4): the path 0 – ⋯ – (n − 2) and the edge (n − 3) – (n − 1).
    D(usize),
    /// E_n (n = 6, 7, 8): the path 0 – 2 – 3 – ⋯ – (n − 1) and the edge 1 – 3.
    E(usize),
    /// F_4: the path 0 – 1 – 2 – 3, the middle edge labelled 4.
    F4,
    /// G_2 = I_2(6).
    G2,
    /// H_3: the path 0 – 1 – 2, the edge 0 – 1 labelled 5.
    H3,
    /// H_4: the path 0 – 1 – 2 – 3, the edge 0 – 1 labelled 5.
    H4,
    /// I_2(m) (m ≥ 3): two vertices, the edge labelled m.
    I2(u32),
}

impl FiniteType {
    /// The rank and the labelled edges, or `None` for a bad parameter.
    fn graph(self) -> Option<(usize, LabelledEdges)> {
        let three = CoxeterLabel::Finite(3);
        let path = |n: usize| -> Vec<(usize, usize, CoxeterLabel)> {
            (1..n).map(|i| (i - 1, i, three)).collect()
        };
        Some(match self {
            FiniteType::A(n) if (1..MAX_VERTICES).contains(&n) => (n, path(n)),
            FiniteType::B(n) if (2..MAX_VERTICES).contains(&n) => {
                let mut e = path(n);
                e[n - 2].2 = CoxeterLabel::Finite(4);
                (n, e)
            }
            FiniteType::D(n) if (4..MAX_VERTICES).contains(&n) => {
                let mut e = path(n - 1);
                e.push((n - 3, n - 1, three));
                (n, e)
            }
            FiniteType::E(n) if (6..=8).contains(&n) => {
                let mut e = vec![(0, 2, three), (1, 3, three)];
                e.extend((3..n).map(|i| (i - 1, i, three)));
                (n, e)
            }
            FiniteType::F4 => {
                let mut e = path(4);
                e[1].2 = CoxeterLabel::Finite(4);
                (4, e)
            }
            FiniteType::G2 => (2, vec![(0, 1, CoxeterLabel::Finite(6))]),
            FiniteType::H3 => {
                let mut e = path(3);
                e[0].2 = CoxeterLabel::Finite(5);
                (3, e)
            }
            FiniteType::H4 => {
                let mut e = path(4);
                e[0].2 = CoxeterLabel::Finite(5);
                (4, e)
            }
            FiniteType::I2(m) if m >= 3 => (2, vec![(0, 1, CoxeterLabel::Finite(m))]),
            _ => return None,
        })
    }
}

/// A labelled Coxeter graph D_* with a white node α_* (Kawanaka §6,
/// footnote 19): a tree on Π_* = {0, …, n − 1} whose edges carry labels
/// m ≥ 3 or ∞, W = ⟨s_α : α ∈ Π⟩ for Π = Π_* ∖ {α_*}, and
/// J = {β ∈ Π : β not joined to α_*}.
///
/// # Exact arithmetic
/// W acts on the span of Π by the geometric (Tits) representation,
/// s_a v = v − 2B(α_a, v)α_a with B(α_a, α_b) = −cos(π/m_ab) (Humphreys,
/// *Reflection groups and Coxeter groups*, §5.3). For the labels 5 and m ≥ 7
/// the coefficients are irrational; they are computed exactly in the ring
/// of cyclotomic integers Z\[ζ_N\] (see [`MAX_CYCLOTOMIC_ORDER`]), where
/// equality is equality of integer coordinates. No sign of an irrational
/// number is ever needed: the positive roots Φ⁺ are enumerated by depth
/// from the simple roots, using only that s_a β is a positive root for a
/// positive root β ≠ α_a (Humphreys, Prop. 5.6) and that every positive root
/// of depth d + 1 is s_a β for a root β of depth d (Brink–Howlett, Math.
/// Ann. 296 (1993), Lemma 1.7). An element of W is then stored as the
/// signed permutation it induces on Φ⁺; this is faithful, and
/// ℓ(w s_a) < ℓ(w) ⟺ w α_a < 0 (Humphreys §5.4) reads off the permutation.
///
/// The labels of the edges at α_* do not enter W, J or σ; they are checked
/// like the others and kept.
///
/// # Example
/// ```
/// use hookgames_coxeter::{CoxeterGraph, CoxeterLabel, FiniteType};
/// // H_3 (0 –5– 1 – 2) with α_* = 3 joined to vertex 2.
/// let g = CoxeterGraph::of_type(FiniteType::H3, 2)?;
/// assert_eq!((g.vertex_count(), g.star(), g.positive_root_count()), (4, 3, 15));
/// assert_eq!(g.label(0, 1), Some(CoxeterLabel::Finite(5)));
/// assert_eq!(g.j_set(), vec![0, 1]);
/// let w = g.element(&[0, 1, 0, 1, 0])?; // (s_0 s_1)^{5/2}: of length 5
/// assert_eq!(w, g.element(&[1, 0, 1, 0, 1])?); // the braid relation of label 5
/// assert_eq!(g.element(&[0, 1, 0, 1, 0, 1, 0, 1, 0, 1])?.length(), 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CoxeterGraph {
    /// The underlying tree (adjacency and α_*), with every label forgotten.
    tree: CoxeterDatum,
    /// The labelled edges, each once with a < b, sorted.
    edges: Vec<(usize, usize, CoxeterLabel)>,
    /// The index in Φ⁺ of α_v (`u32::MAX` for α_*).
    simple_index: Vec<u32>,
    /// act[v][i]: the signed index of s_v β_i (`u32::MAX` row for α_*).
    act: Vec<Vec<u32>>,
    /// The number of positive roots.
    roots: u32,
    /// The order N of ζ_N.
    order: u64,
}

/// Signed root indices: `r < P` is the positive root r, `r ≥ P` is −(r − P).
fn neg(r: u32, p: u32) -> u32 {
    if r < p { r + p } else { r - p }
}

impl CoxeterGraph {
    /// The labelled tree with `vertices` vertices, the given labelled edges
    /// and α_* = `star`.
    ///
    /// # Errors
    /// The errors of [`CoxeterDatum::new`] for the underlying tree;
    /// [`CoxeterError::BadLabel`] for a label m < 3;
    /// [`CoxeterError::InfiniteLabel`] for ∞ between two simple roots;
    /// [`CoxeterError::TooLarge`] if N exceeds [`MAX_CYCLOTOMIC_ORDER`] or W
    /// has more than [`MAX_ROOTS`] positive roots (in particular if W is
    /// infinite), or if the enumeration of the roots would cost more than
    /// [`MAX_COSET_WORK`](crate::MAX_COSET_WORK) root coordinate operations
    /// or hold more than
    /// [`MAX_MATERIALIZED_BYTES`](hookgames_limits::MAX_MATERIALIZED_BYTES)
    /// bytes (16 bytes per coordinate of a root); [`CoxeterError::Overflow`] if a root coordinate leaves
    /// the i64 range (only for a W that is infinite or near the limits).
    ///
    /// # Complexity
    /// O(P · |Π| · (|Π| · φ(N) + deg · N · φ(N))) for P positive roots, at
    /// most [`MAX_COSET_WORK`](crate::MAX_COSET_WORK) coordinate operations
    /// for the copies.
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CoxeterError, CoxeterGraph, CoxeterLabel};
    /// // B_2 = I_2(4) with α_* = 0 joined to 1: 0 – 1 –4– 2.
    /// let g = CoxeterGraph::new(3, &[(0, 1, CoxeterLabel::Finite(3)), (1, 2, CoxeterLabel::Finite(4))], 0)?;
    /// assert_eq!(g.positive_root_count(), 4);
    /// let e = CoxeterGraph::new(2, &[(0, 1, CoxeterLabel::Finite(2))], 0).unwrap_err();
    /// assert!(matches!(e, CoxeterError::BadLabel { label: 2, .. }));
    /// // Ã_1: an ∞ between simple roots makes W infinite.
    /// let inf = [(0, 1, CoxeterLabel::Finite(3)), (1, 2, CoxeterLabel::Infinite)];
    /// assert!(matches!(CoxeterGraph::new(3, &inf, 0), Err(CoxeterError::InfiniteLabel { .. })));
    /// // ... but on the edge at α_* it is allowed.
    /// let ok = [(0, 1, CoxeterLabel::Infinite), (1, 2, CoxeterLabel::Finite(5))];
    /// assert_eq!(CoxeterGraph::new(3, &ok, 0)?.positive_root_count(), 5);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(
        vertices: usize,
        edges: &[(usize, usize, CoxeterLabel)],
        star: usize,
    ) -> Result<Self, CoxeterError> {
        let plain: Vec<(usize, usize)> = edges.iter().map(|&(a, b, _)| (a, b)).collect();
        let tree = CoxeterDatum::new(vertices, &plain, star)?;
        let mut order: u64 = 1;
        for &(a, b, m) in edges {
            match m {
                CoxeterLabel::Finite(m) if m < 3 => {
                    return Err(CoxeterError::BadLabel { a, b, label: m });
                }
                CoxeterLabel::Infinite if a != star && b != star => {
                    return Err(CoxeterError::InfiniteLabel { a, b });
                }
                CoxeterLabel::Finite(m) if a != star && b != star => {
                    let two_m = 2 * u64::from(m);
                    let l = lcm(order, two_m);
                    if l > MAX_CYCLOTOMIC_ORDER {
                        return Err(CoxeterError::TooLarge {
                            what: "the cyclotomic ring Z[ζ_N] of the labels",
                            count: u128::from(l),
                            unit: "(the order N of ζ_N)",
                            limit: MAX_CYCLOTOMIC_ORDER,
                            limit_name: "MAX_CYCLOTOMIC_ORDER",
                            instead: "use smaller labels (N is the lcm of 2m over the labels m)",
                        });
                    }
                    order = l;
                }
                _ => {}
            }
        }
        let mut sorted: Vec<(usize, usize, CoxeterLabel)> = edges
            .iter()
            .map(|&(a, b, m)| (a.min(b), a.max(b), m))
            .collect();
        sorted.sort_unstable_by_key(|&(a, b, _)| (a, b));
        let mut g = CoxeterGraph {
            tree,
            edges: sorted,
            simple_index: Vec::new(),
            act: Vec::new(),
            roots: 0,
            order,
        };
        g.build_roots()?;
        Ok(g)
    }

    /// The graph of a finite irreducible Coxeter type ([`FiniteType`],
    /// vertices 0..n in Bourbaki's numbering) with α_* = n joined to the
    /// vertex `attach` by an edge of label 3. Then J = Π ∖ {attach} and W/W_J
    /// is the quotient by a maximal parabolic subgroup.
    ///
    /// # Errors
    /// [`CoxeterError::VertexOutOfRange`] if `attach` is not one of 0..n;
    /// [`CoxeterError::TooManyVertices`] for a bad rank (n = 0, B_1, D_3,
    /// E_5, E_9, …, or n ≥ [`MAX_VERTICES`]) or I_2(m) with m < 3 (reported
    /// as [`CoxeterError::BadLabel`]); the errors of [`CoxeterGraph::new`].
    ///
    /// # Complexity
    /// As [`CoxeterGraph::new`].
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CoxeterGraph, FiniteType};
    /// let f4 = CoxeterGraph::of_type(FiniteType::F4, 0)?;
    /// assert_eq!(f4.positive_root_count(), 24);
    /// assert_eq!(CoxeterGraph::of_type(FiniteType::H4, 3)?.positive_root_count(), 60);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn of_type(t: FiniteType, attach: usize) -> Result<Self, CoxeterError> {
        let Some((n, mut edges)) = t.graph() else {
            return Err(match t {
                FiniteType::I2(m) => CoxeterError::BadLabel {
                    a: 0,
                    b: 1,
                    label: m,
                },
                FiniteType::A(n) | FiniteType::B(n) | FiniteType::D(n) | FiniteType::E(n) => {
                    CoxeterError::TooManyVertices {
                        vertices: n,
                        limit: MAX_VERTICES - 1,
                    }
                }
                _ => CoxeterError::Empty,
            });
        };
        if attach >= n {
            return Err(CoxeterError::VertexOutOfRange {
                vertex: attach,
                vertices: n,
            });
        }
        edges.push((attach, n, CoxeterLabel::Finite(3)));
        CoxeterGraph::new(n + 1, &edges, n)
    }

    /// Enumerates Φ⁺ by depth and the action of the simple reflections.
    fn build_roots(&mut self) -> Result<(), CoxeterError> {
        let n = self.tree.vertex_count();
        let star = self.tree.star();
        let ring = Cyclotomic::new(self.order)?;
        let phi = ring.degree;
        // The coefficient c_ab = 2cos(π/m_ab) of each edge inside Π.
        let mut coeffs: Vec<Vec<(usize, Vec<i64>)>> = vec![Vec::new(); n];
        for &(a, b, m) in &self.edges {
            if a == star || b == star {
                continue;
            }
            let c = match m {
                CoxeterLabel::Finite(m) => ring.two_cos_pi_over(u64::from(m))?,
                CoxeterLabel::Infinite => {
                    return Err(CoxeterError::InfiniteLabel { a, b });
                }
            };
            coeffs[a].push((b, c.clone()));
            coeffs[b].push((a, c));
        }
        let mut table: HashMap<Vec<i64>, u32> = HashMap::new();
        let mut vectors: Vec<Vec<i64>> = Vec::new();
        let mut simple_index = vec![u32::MAX; n];
        for v in 0..n {
            if v == star {
                continue;
            }
            let mut e = vec![0i64; n * phi];
            e[v * phi] = 1;
            simple_index[v] = vectors.len() as u32;
            table.insert(e.clone(), vectors.len() as u32);
            vectors.push(e);
        }
        // act_pos[v][i]: Some(j) if s_v β_i = β_j (positive), or None for
        // β_i = α_v (s_v α_v = −α_v).
        let mut act_pos: Vec<Vec<Option<u32>>> = vec![Vec::new(); n];
        // Each candidate s_v β costs a copy, a hash and a comparison of its
        // n·φ coordinates; each stored root holds them twice (the vector
        // and its key) plus 4 bytes per simple reflection in the table.
        let per_candidate = (n as u128) * (phi as u128);
        let per_root = 16 * per_candidate + 4 * n as u128;
        let mut work: u128 = 0;
        let mut i = 0usize;
        while i < vectors.len() {
            for v in 0..n {
                if v == star {
                    continue;
                }
                work += per_candidate;
                if work > u128::from(MAX_COSET_WORK) {
                    return Err(CoxeterError::TooLarge {
                        what: "the enumeration of the positive roots of W",
                        count: work,
                        unit: "root coordinate operations",
                        limit: MAX_COSET_WORK,
                        limit_name: "MAX_COSET_WORK",
                        instead: "use a graph with fewer vertices or smaller labels",
                    });
                }
                if simple_index[v] as usize == i {
                    act_pos[v].push(None);
                    continue;
                }
                // s_v β: only the coordinate v changes,
                // β'_v = −β_v + Σ_{b joined to v} c_vb β_b.
                let beta = &vectors[i];
                let mut new_v: Vec<i64> = beta[v * phi..(v + 1) * phi]
                    .iter()
                    .map(|&x| x.checked_neg())
                    .collect::<Option<Vec<i64>>>()
                    .ok_or(CoxeterError::Overflow {
                        what: "a coordinate of a root",
                    })?;
                for (b, c) in &coeffs[v] {
                    let prod = ring.mul(c, &beta[b * phi..(b + 1) * phi])?;
                    for (x, y) in new_v.iter_mut().zip(prod) {
                        *x = x.checked_add(y).ok_or(CoxeterError::Overflow {
                            what: "a coordinate of a root",
                        })?;
                    }
                }
                let mut gamma = beta.clone();
                gamma[v * phi..(v + 1) * phi].copy_from_slice(&new_v);
                let j = match table.get(&gamma) {
                    Some(&j) => j,
                    None => {
                        let bytes = (vectors.len() as u128 + 1) * per_root;
                        if bytes > u128::from(MAX_MATERIALIZED_BYTES) {
                            return Err(CoxeterError::TooLarge {
                                what: "the positive roots of W",
                                count: bytes,
                                unit: "bytes",
                                limit: MAX_MATERIALIZED_BYTES,
                                limit_name: "MAX_MATERIALIZED_BYTES",
                                instead: "use a graph with fewer vertices or smaller labels",
                            });
                        }
                        if vectors.len() >= MAX_ROOTS {
                            return Err(CoxeterError::TooLarge {
                                what: "the positive roots of W",
                                count: vectors.len() as u128 + 1,
                                unit: "positive roots",
                                limit: MAX_ROOTS as u64,
                                limit_name: "MAX_ROOTS",
                                instead: "W must be finite (a product of types A–I); use a graph \
                                          with fewer vertices or smaller labels",
                            });
                        }
                        let j = vectors.len() as u32;
                        table.insert(gamma.clone(), j);
                        vectors.push(gamma);
                        j
                    }
                };
                act_pos[v].push(Some(j));
            }
            i += 1;
        }
        let p = vectors.len() as u32;
        self.roots = p;
        self.act = act_pos
            .into_iter()
            .enumerate()
            .map(|(v, row)| {
                row.into_iter()
                    .map(|x| x.unwrap_or_else(|| neg(simple_index[v], p)))
                    .collect()
            })
            .collect();
        self.simple_index = simple_index;
        Ok(())
    }

    /// |Π_*|.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`CoxeterGraph`].
    pub fn vertex_count(&self) -> usize {
        self.tree.vertex_count()
    }

    /// The index of α_*.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`CoxeterGraph`].
    pub fn star(&self) -> usize {
        self.tree.star()
    }

    /// The underlying tree with its labels forgotten (a [`CoxeterDatum`];
    /// for a graph whose labels are all 3 it is Kawanaka's simply-laced
    /// datum, on which the rest of the crate works).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CoxeterGraph, FiniteType};
    /// let g = CoxeterGraph::of_type(FiniteType::B(3), 0)?;
    /// assert_eq!(g.tree().neighbors(0), &[1, 3]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn tree(&self) -> &CoxeterDatum {
        &self.tree
    }

    /// The labelled edges, each once as (a, b, m) with a < b, sorted.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CoxeterGraph, CoxeterLabel, FiniteType};
    /// let g = CoxeterGraph::of_type(FiniteType::G2, 1)?;
    /// assert_eq!(g.edges(), &[(0, 1, CoxeterLabel::Finite(6)), (1, 2, CoxeterLabel::Finite(3))]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn edges(&self) -> &[(usize, usize, CoxeterLabel)] {
        &self.edges
    }

    /// The label of the edge a – b, or `None` if there is no edge (m = 2).
    ///
    /// # Complexity
    /// O(log |edges|).
    ///
    /// # Example
    /// See [`CoxeterGraph`].
    pub fn label(&self, a: usize, b: usize) -> Option<CoxeterLabel> {
        let key = (a.min(b), a.max(b));
        self.edges
            .binary_search_by_key(&key, |&(x, y, _)| (x, y))
            .ok()
            .map(|i| self.edges[i].2)
    }

    /// The order m_ab of s_a s_b as a number (2 without an edge, 1 for
    /// a = b), or `None` for ∞.
    pub(crate) fn order_of(&self, a: usize, b: usize) -> Option<u32> {
        if a == b {
            return Some(1);
        }
        match self.label(a, b) {
            None => Some(2),
            Some(CoxeterLabel::Finite(m)) => Some(m),
            Some(CoxeterLabel::Infinite) => None,
        }
    }

    /// Π = Π_* ∖ {α_*}, increasing.
    ///
    /// # Complexity
    /// O(n).
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CoxeterGraph, FiniteType};
    /// assert_eq!(CoxeterGraph::of_type(FiniteType::H3, 0)?.simple_roots(), vec![0, 1, 2]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn simple_roots(&self) -> Vec<usize> {
        self.tree.simple_roots()
    }

    /// J = the simple roots not joined to α_* (Kawanaka §6), increasing.
    ///
    /// # Complexity
    /// O(n).
    ///
    /// # Example
    /// See [`CoxeterGraph`].
    pub fn j_set(&self) -> Vec<usize> {
        self.tree.j_set()
    }

    /// |Φ⁺|, the number of reflections of W.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`CoxeterGraph`].
    pub fn positive_root_count(&self) -> usize {
        self.roots as usize
    }

    /// The order N of the root of unity ζ_N of the coordinates
    /// ([`MAX_CYCLOTOMIC_ORDER`]).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CoxeterGraph, FiniteType};
    /// assert_eq!(CoxeterGraph::of_type(FiniteType::H4, 0)?.cyclotomic_order(), 30); // lcm(10, 6)
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn cyclotomic_order(&self) -> u64 {
        self.order
    }

    /// The identity of W.
    ///
    /// # Complexity
    /// O(P).
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CoxeterGraph, FiniteType};
    /// let g = CoxeterGraph::of_type(FiniteType::G2, 0)?;
    /// assert_eq!(g.identity().to_string(), "1");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn identity(&self) -> CoxeterElement {
        CoxeterElement {
            perm: (0..self.roots).collect(),
            word: Vec::new(),
        }
    }

    /// The product s_{w₁} ⋯ s_{w_l} of the letters of `word`.
    ///
    /// # Errors
    /// [`CoxeterError::BadLetter`] if a letter is α_* or out of range;
    /// [`CoxeterError::WordTooLong`] beyond [`MAX_LABELLED_WORD_LENGTH`].
    ///
    /// # Complexity
    /// O((l + ℓ(w)) · P + ℓ(w) · n).
    ///
    /// # Example
    /// See [`CoxeterGraph`].
    pub fn element(&self, word: &[usize]) -> Result<CoxeterElement, CoxeterError> {
        if word.len() > MAX_LABELLED_WORD_LENGTH {
            return Err(CoxeterError::WordTooLong {
                length: word.len(),
                limit: MAX_LABELLED_WORD_LENGTH,
            });
        }
        for (i, &a) in word.iter().enumerate() {
            self.tree.check_letter(a, Some(i))?;
        }
        Ok(self.checked_word_element(word))
    }

    pub(crate) fn checked_word_element(&self, word: &[usize]) -> CoxeterElement {
        let mut w = self.identity();
        for &a in word {
            self.right_mul_raw(&mut w.perm, a);
        }
        w.word = self.reduced_word_of(&w.perm);
        w
    }

    /// The signed image w(r) of a signed root r.
    fn apply(&self, perm: &[u32], r: u32) -> u32 {
        let p = self.roots;
        if r < p {
            perm[r as usize]
        } else {
            neg(perm[(r - p) as usize], p)
        }
    }

    /// perm ↦ perm ∘ s_a: (w s_a)(β) = w(s_a β).
    fn right_mul_raw(&self, perm: &mut Vec<u32>, a: usize) {
        let new: Vec<u32> = self.act[a].iter().map(|&r| self.apply(perm, r)).collect();
        *perm = new;
    }

    fn descent(&self, perm: &[u32], a: usize) -> bool {
        perm[self.simple_index[a] as usize] >= self.roots
    }

    fn reduced_word_of(&self, perm: &[u32]) -> Vec<usize> {
        let mut p = perm.to_vec();
        let simple = self.simple_roots();
        let mut rev = Vec::new();
        // Each step lowers ℓ by one.
        while let Some(a) = simple.iter().copied().find(|&a| self.descent(&p, a)) {
            self.right_mul_raw(&mut p, a);
            rev.push(a);
        }
        rev.reverse();
        rev
    }

    /// s_a w (`a` a simple root, already checked).
    pub(crate) fn left_mul(&self, w: &CoxeterElement, a: usize) -> CoxeterElement {
        let p = self.roots;
        let perm: Vec<u32> = w
            .perm
            .iter()
            .map(|&r| {
                if r < p {
                    self.act[a][r as usize]
                } else {
                    neg(self.act[a][(r - p) as usize], p)
                }
            })
            .collect();
        let word = self.reduced_word_of(&perm);
        CoxeterElement { perm, word }
    }

    /// `true` if ℓ(w s_a) < ℓ(w) (a right descent: w α_a < 0).
    ///
    /// # Errors
    /// [`CoxeterError::BadLetter`] if `a` is not a simple root.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CoxeterGraph, FiniteType};
    /// let g = CoxeterGraph::of_type(FiniteType::I2(7), 0)?;
    /// let w = g.element(&[0, 1, 0])?;
    /// assert!(g.has_right_descent(&w, 0)? && !g.has_right_descent(&w, 1)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn has_right_descent(&self, w: &CoxeterElement, a: usize) -> Result<bool, CoxeterError> {
        self.tree.check_letter(a, None)?;
        Ok(self.descent(&w.perm, a))
    }

    /// The minimal representative w^J of w W_J (no right descent in J).
    ///
    /// # Complexity
    /// O(ℓ(w) · P).
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CoxeterGraph, FiniteType};
    /// let g = CoxeterGraph::of_type(FiniteType::B(2), 1)?; // J = {0}
    /// let w = g.element(&[1, 0, 1, 0])?;
    /// assert_eq!(g.min_coset_rep(&w).reduced_word(), &[1, 0, 1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn min_coset_rep(&self, w: &CoxeterElement) -> CoxeterElement {
        let j = self.j_set();
        let mut perm = w.perm.clone();
        let mut changed = false;
        while let Some(a) = j.iter().copied().find(|&a| self.descent(&perm, a)) {
            self.right_mul_raw(&mut perm, a);
            changed = true;
        }
        if !changed {
            return w.clone();
        }
        let word = self.reduced_word_of(&perm);
        CoxeterElement { perm, word }
    }

    /// `true` if w = w^J.
    ///
    /// # Complexity
    /// O(|J|).
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CoxeterGraph, FiniteType};
    /// let g = CoxeterGraph::of_type(FiniteType::B(2), 1)?; // J = {0}
    /// assert!(g.is_min_coset_rep(&g.element(&[0, 1])?));
    /// assert!(!g.is_min_coset_rep(&g.element(&[1, 0])?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_min_coset_rep(&self, w: &CoxeterElement) -> bool {
        !self.j_set().into_iter().any(|a| self.descent(&w.perm, a))
    }

    /// `true` if w is fully commutative: every two reduced words are
    /// related by commutations s t = t s of commuting generators
    /// (Stembridge, *On the fully commutative elements of Coxeter groups*,
    /// J. Algebraic Combin. 5 (1996)). Tested by Stembridge's Prop. 2.1: no
    /// word of the commutation class of a reduced word contains a braid
    /// s t s ⋯ of length m_st ≥ 3.
    ///
    /// # Errors
    /// [`CoxeterError::TooLarge`] (unit `"words"`) if the commutation class
    /// has more than [`MAX_STATES`](crate::MAX_STATES) words, or (unit
    /// `"bytes"`) if its words (8ℓ + 64 bytes each) would exceed
    /// [`MAX_MATERIALIZED_BYTES`](hookgames_limits::MAX_MATERIALIZED_BYTES);
    /// both checked before each word is stored.
    ///
    /// # Complexity
    /// O(C · ℓ²) for a commutation class of C words.
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CoxeterGraph, FiniteType};
    /// let g = CoxeterGraph::of_type(FiniteType::I2(5), 0)?;
    /// assert!(g.is_fully_commutative(&g.element(&[0, 1, 0, 1])?)?);
    /// assert!(!g.is_fully_commutative(&g.element(&[0, 1, 0, 1, 0])?)?); // the longest element
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_fully_commutative(&self, w: &CoxeterElement) -> Result<bool, CoxeterError> {
        let start = w.word.clone();
        let mut seen: std::collections::HashSet<Vec<usize>> = std::collections::HashSet::new();
        let mut stack = vec![start.clone()];
        seen.insert(start);
        while let Some(word) = stack.pop() {
            if self.has_braid(&word) {
                return Ok(false);
            }
            for i in 1..word.len() {
                let (a, b) = (word[i - 1], word[i]);
                if a != b && self.order_of(a, b) == Some(2) {
                    let mut next = word.clone();
                    next.swap(i - 1, i);
                    if !seen.contains(&next) {
                        // A word costs 8ℓ bytes and about 64 of overhead.
                        let bytes = (seen.len() as u128 + 1) * (8 * word.len() as u128 + 64);
                        if bytes > u128::from(MAX_MATERIALIZED_BYTES) {
                            return Err(CoxeterError::TooLarge {
                                what: "the commutation class of a reduced word",
                                count: bytes,
                                unit: "bytes",
                                limit: MAX_MATERIALIZED_BYTES,
                                limit_name: "MAX_MATERIALIZED_BYTES",
                                instead: "use a shorter element",
                            });
                        }
                        if seen.len() >= crate::MAX_STATES {
                            return Err(CoxeterError::TooLarge {
                                what: "the commutation class of a reduced word",
                                count: seen.len() as u128 + 1,
                                unit: "words",
                                limit: crate::MAX_STATES as u64,
                                limit_name: "MAX_STATES",
                                instead: "use a shorter element",
                            });
                        }
                        seen.insert(next.clone());
                        stack.push(next);
                    }
                }
            }
        }
        Ok(true)
    }

    /// `true` if the word has a factor s t s ⋯ of length m_st ≥ 3.
    fn has_braid(&self, word: &[usize]) -> bool {
        for i in 1..word.len() {
            let (s, t) = (word[i - 1], word[i]);
            let Some(m) = self.order_of(s, t) else {
                continue;
            };
            if m < 3 {
                continue;
            }
            let m = m as usize;
            if i - 1 + m > word.len() {
                continue;
            }
            let ok = (0..m).all(|k| word[i - 1 + k] == if k % 2 == 0 { s } else { t });
            if ok {
                return true;
            }
        }
        false
    }

    /// The bytes of an element: the struct, 4 bytes per positive root and
    /// 8 per letter of its reduced word.
    pub(crate) fn element_bytes(&self, len: usize) -> usize {
        size_of::<CoxeterElement>() + 4 * self.roots as usize + 8 * len
    }
}

/// An element of the group W of a [`CoxeterGraph`]: the signed permutation
/// it induces on the positive roots, and a reduced word. Relative to its
/// graph (build it with [`CoxeterGraph::element`]); `==` is equality in W.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct CoxeterElement {
    perm: Vec<u32>,
    word: Vec<usize>,
}

impl fmt::Debug for CoxeterElement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "CoxeterElement{:?}", self.word)
    }
}

/// The reduced word as a product of simple reflections: `s_1 s_3 s_0`; `1`
/// for the identity.
impl fmt::Display for CoxeterElement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&word_name(&self.word))
    }
}

impl CoxeterElement {
    /// A reduced word (the lexicographically first right descents, read from
    /// the right).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CoxeterGraph, FiniteType};
    /// let g = CoxeterGraph::of_type(FiniteType::G2, 0)?;
    /// assert_eq!(g.element(&[1, 1, 0])?.reduced_word(), &[0]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn reduced_word(&self) -> &[usize] {
        &self.word
    }

    /// ℓ(w).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`CoxeterGraph`].
    pub fn length(&self) -> usize {
        self.word.len()
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// lcm, saturating (the caller compares with a limit).
fn lcm(a: u64, b: u64) -> u64 {
    (a / gcd(a, b)).saturating_mul(b)
}

/// The ring Z[ζ_N] = Z[x]/Φ_N(x), numbers as φ(N) integer coordinates.
struct Cyclotomic {
    n: u64,
    /// Φ_N, monic, coefficients from x^0 to x^φ.
    phi_poly: Vec<i64>,
    degree: usize,
}

impl Cyclotomic {
    fn new(n: u64) -> Result<Self, CoxeterError> {
        let poly = cyclotomic_polynomial(n)?;
        let degree = poly.len() - 1;
        Ok(Cyclotomic {
            n,
            phi_poly: poly,
            degree,
        })
    }

    /// Reduces a polynomial of degree < N (in x = ζ_N) modulo Φ_N.
    fn reduce(&self, mut y: Vec<i64>) -> Result<Vec<i64>, CoxeterError> {
        let overflow = CoxeterError::Overflow {
            what: "a cyclotomic coordinate of a root",
        };
        let d = self.degree;
        for i in (d..y.len()).rev() {
            let q = y[i];
            if q == 0 {
                continue;
            }
            for j in 0..=d {
                let t = q.checked_mul(self.phi_poly[j]).ok_or(overflow.clone())?;
                y[i - d + j] = y[i - d + j].checked_sub(t).ok_or(overflow.clone())?;
            }
        }
        y.truncate(d);
        y.resize(d, 0);
        Ok(y)
    }

    /// 2cos(π/m) = ζ^k + ζ^{N−k}, k = N/(2m) (2m divides N).
    fn two_cos_pi_over(&self, m: u64) -> Result<Vec<i64>, CoxeterError> {
        let n = self.n as usize;
        let k = (self.n / (2 * m)) as usize;
        let mut y = vec![0i64; n];
        y[k % n] += 1;
        y[(n - k) % n] += 1;
        self.reduce(y)
    }

    /// The product of two reduced numbers.
    fn mul(&self, a: &[i64], b: &[i64]) -> Result<Vec<i64>, CoxeterError> {
        let overflow = CoxeterError::Overflow {
            what: "a cyclotomic coordinate of a root",
        };
        let n = self.n as usize;
        let mut y = vec![0i64; n.max(1)];
        for (i, &x) in a.iter().enumerate() {
            if x == 0 {
                continue;
            }
            for (j, &z) in b.iter().enumerate() {
                if z == 0 {
                    continue;
                }
                let t = x.checked_mul(z).ok_or(overflow.clone())?;
                let k = (i + j) % n.max(1);
                y[k] = y[k].checked_add(t).ok_or(overflow.clone())?;
            }
        }
        self.reduce(y)
    }
}

/// Φ_N = Π_{d | N} (x^d − 1)^{μ(N/d)}, coefficients from x^0.
fn cyclotomic_polynomial(n: u64) -> Result<Vec<i64>, CoxeterError> {
    let overflow = CoxeterError::Overflow {
        what: "a coefficient of a cyclotomic polynomial",
    };
    if n == 1 {
        return Ok(vec![-1, 1]);
    }
    let divisors: Vec<u64> = (1..=n).filter(|&d| n.is_multiple_of(d)).collect();
    let mut p: Vec<i64> = vec![1];
    // Multiply first by the factors with μ = +1, then divide exactly.
    for &d in &divisors {
        if mobius(n / d) == 1 {
            let d = d as usize;
            let mut q = vec![0i64; p.len() + d];
            for (i, &c) in p.iter().enumerate() {
                q[i + d] = q[i + d].checked_add(c).ok_or(overflow.clone())?;
                q[i] = q[i].checked_sub(c).ok_or(overflow.clone())?;
            }
            p = q;
        }
    }
    for &d in &divisors {
        if mobius(n / d) == -1 {
            // p = q (x^d − 1): p_i = q_{i−d} − q_i, so q_i = q_{i−d} − p_i.
            let d = d as usize;
            let len = p.len() - d;
            let mut q = vec![0i64; len];
            for i in 0..len {
                let prev = if i >= d { q[i - d] } else { 0 };
                q[i] = prev.checked_sub(p[i]).ok_or(overflow.clone())?;
            }
            p = q;
        }
    }
    Ok(p)
}

fn mobius(mut n: u64) -> i32 {
    let mut result = 1;
    let mut f = 2;
    while f * f <= n {
        if n.is_multiple_of(f) {
            n /= f;
            if n.is_multiple_of(f) {
                return 0;
            }
            result = -result;
        }
        f += 1;
    }
    if n > 1 {
        result = -result;
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cyclotomic_polynomials() {
        assert_eq!(cyclotomic_polynomial(1).unwrap(), vec![-1, 1]);
        assert_eq!(cyclotomic_polynomial(2).unwrap(), vec![1, 1]);
        assert_eq!(cyclotomic_polynomial(6).unwrap(), vec![1, -1, 1]);
        assert_eq!(cyclotomic_polynomial(10).unwrap(), vec![1, -1, 1, -1, 1]);
        assert_eq!(cyclotomic_polynomial(8).unwrap(), vec![1, 0, 0, 0, 1]);
        // Φ_105 has the coefficient −2 (the first N with |coefficient| > 1).
        let p105 = cyclotomic_polynomial(105).unwrap();
        assert_eq!(p105.len(), 49);
        assert!(p105.contains(&-2));
    }

    #[test]
    fn golden_ratio() {
        // 2cos(π/5) = φ satisfies φ² = φ + 1 in Z[ζ_10].
        let r = Cyclotomic::new(10).unwrap();
        let g = r.two_cos_pi_over(5).unwrap();
        let g2 = r.mul(&g, &g).unwrap();
        let one = r.reduce(vec![1]).unwrap();
        let sum: Vec<i64> = g.iter().zip(&one).map(|(a, b)| a + b).collect();
        assert_eq!(g2, sum);
        // 2cos(π/3) = 1 and (2cos(π/4))² = 2.
        let r = Cyclotomic::new(24).unwrap();
        assert_eq!(r.two_cos_pi_over(3).unwrap(), r.reduce(vec![1]).unwrap());
        let s = r.two_cos_pi_over(4).unwrap();
        assert_eq!(r.mul(&s, &s).unwrap(), r.reduce(vec![2]).unwrap());
    }
}
