use std::collections::VecDeque;

use crate::diagram::Diagram;
use crate::error::PlainError;
use crate::graph::{Graph, intersect_sorted};
use crate::lengths::{ArrowLengths, arrow_lengths};
use hookgames_game::GameError;
use hookgames_game::{Components, FiniteAlgorithm};

/// The largest number of entries (arrows × simple roots) a [`RootMap`]
/// may store: 2^28.
pub const ROOT_MAP_LIMIT: u64 = 1 << 28;

/// A Dynkin diagram D(P)_* of a plain algorithm (Kawanaka §3): a forest
/// whose vertices are the simple roots Π (black nodes, numbered
/// `0..rank()`) and one white node α_* per connected component (numbered
/// `rank()..vertex_count()`). For a connected algorithm it is a tree.
///
/// # Example
/// See [`root_map`] and [`Diagram::coloring`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DynkinDiagram {
    adj: Vec<Vec<u32>>,
    rank: usize,
    dist: Vec<u32>,
}

impl DynkinDiagram {
    fn new(rank: usize, stars: usize, edges: &[(u32, u32)]) -> Self {
        let mut adj = vec![Vec::new(); rank + stars];
        for &(a, b) in edges {
            adj[a as usize].push(b);
            adj[b as usize].push(a);
        }
        for row in &mut adj {
            row.sort_unstable();
        }
        let mut dist = vec![u32::MAX; rank + stars];
        let mut queue = VecDeque::new();
        for (s, d) in dist.iter_mut().enumerate().skip(rank) {
            *d = 0;
            queue.push_back(s as u32);
        }
        while let Some(v) = queue.pop_front() {
            for &w in &adj[v as usize] {
                if dist[w as usize] == u32::MAX {
                    dist[w as usize] = dist[v as usize] + 1;
                    queue.push_back(w);
                }
            }
        }
        DynkinDiagram { adj, rank, dist }
    }

    /// The number |Π| of simple roots (black nodes).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Diagram::coloring`].
    pub fn rank(&self) -> usize {
        self.rank
    }

    /// The number of vertices, simple roots and white nodes α_*.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Diagram::coloring`].
    pub fn vertex_count(&self) -> usize {
        self.adj.len()
    }

    /// `true` if `v` is a white node α_*.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Diagram::coloring`].
    pub fn is_star(&self, v: u32) -> bool {
        (v as usize) >= self.rank && (v as usize) < self.adj.len()
    }

    /// The neighbours of vertex `v`, increasing.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Diagram::coloring`].
    pub fn neighbors(&self, v: u32) -> &[u32] {
        self.adj.get(v as usize).map_or(&[], |r| r.as_slice())
    }

    /// `true` if {v, w} is an edge.
    ///
    /// # Complexity
    /// O(log deg).
    ///
    /// # Example
    /// See [`Diagram::coloring`].
    pub fn adjacent(&self, v: u32, w: u32) -> bool {
        self.neighbors(v).binary_search(&w).is_ok()
    }

    /// The edges {v, w} with v < w.
    ///
    /// # Complexity
    /// O(vertices).
    ///
    /// # Example
    /// See [`Diagram::coloring`].
    pub fn edges(&self) -> Vec<(u32, u32)> {
        let mut out = Vec::new();
        for (v, row) in self.adj.iter().enumerate() {
            for &w in row {
                if (v as u32) < w {
                    out.push((v as u32, w));
                }
            }
        }
        out
    }

    /// The distance d(α, α_*) from vertex `v` to the white node of its
    /// component (Kawanaka (4.2)).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Diagram::coloring`].
    pub fn star_distance(&self, v: u32) -> Option<u32> {
        self.dist
            .get(v as usize)
            .copied()
            .filter(|&d| d != u32::MAX)
    }
}

/// A node of the tree of iterated ends: its point and its parent node.
type Node = (u32, Option<usize>);

/// The iterated ends of Kawanaka §3 for every connected component of `g`:
/// per component the end e (a node without parent), then the ends of the
/// components of φ⁻¹(e) within it, and so on.
fn iterated_ends(g: &Graph) -> Result<Vec<Node>, PlainError> {
    let n = g.len();
    // Kawanaka §1: the connected components of the whole algorithm.
    let members = Components::from_rows(n, |x| g.row(x))?.members();
    let mut mark = vec![0u32; n];
    let mut stamp = 0u32;
    let mut nodes: Vec<Node> = Vec::new();
    // Work items: (node index, stamp of its set).
    let mut work: Vec<(usize, u32)> = Vec::new();
    for set in &members {
        let ends: Vec<u32> = set
            .iter()
            .copied()
            .filter(|&x| g.row(x).is_empty())
            .collect();
        if ends.len() != 1 {
            return Err(PlainError::NotUniqueEnd {
                state: u64::from(set[0]),
                ends: ends.len() as u64,
            });
        }
        stamp += 1;
        for &x in set {
            mark[x as usize] = stamp;
        }
        nodes.push((ends[0], None));
        work.push((nodes.len() - 1, stamp));
    }
    // The local index of each point of the current Q′ (u32::MAX outside).
    let mut local = vec![u32::MAX; n];
    while let Some((node, s)) = work.pop() {
        let e = nodes[node].0;
        // Q' = Q ∩ φ⁻¹(e).
        let sub: Vec<u32> = g
            .preds(e)
            .iter()
            .copied()
            .filter(|&x| mark[x as usize] == s)
            .collect();
        for (k, &x) in sub.iter().enumerate() {
            local[x as usize] = k as u32;
        }
        // The connected components of the subalgorithm Q′ (Kawanaka §1).
        let parts = Components::from_rows(sub.len(), |k| {
            g.row(sub[k as usize])
                .iter()
                .map(|&y| local[y as usize])
                .filter(|&l| l != u32::MAX)
                .collect::<Vec<u32>>()
        })?
        .members();
        for &x in &sub {
            local[x as usize] = u32::MAX;
        }
        for part in parts {
            stamp += 1;
            let sc = stamp;
            let comp_members: Vec<u32> = part.iter().map(|&k| sub[k as usize]).collect();
            for &x in &comp_members {
                mark[x as usize] = sc;
            }
            let ends: Vec<u32> = comp_members
                .iter()
                .copied()
                .filter(|&x| g.row(x).iter().all(|&y| mark[y as usize] != sc))
                .collect();
            if ends.len() != 1 {
                return Err(PlainError::NotUniqueEnd {
                    state: u64::from(comp_members[0]),
                    ends: ends.len() as u64,
                });
            }
            nodes.push((ends[0], Some(node)));
            work.push((nodes.len() - 1, sc));
        }
    }
    Ok(nodes)
}

/// The simple-root colouring of a plain diagram Y = Y_p (Kawanaka
/// Propositions 3.1 and 3.2), computed from the diagram alone: the Dynkin
/// diagram D(⟨p⟩)_* ≅ E(Y_p)_* and, for each point x ∈ Y_p, the simple root
/// c(x) ∈ Π such that F(p → x) = Σ_{y ∈ H_p(x)} c(y).
///
/// The simple roots are the iterated ends of Y (the end of each component
/// of Y, the ends of the components of φ⁻¹(e) within it, and so on: the
/// vertices of E(Y_p)), each coloured by itself; the white node α_* is
/// joined to the ends of the components of Y. Every other point y is
/// coloured, in an order where its followers come first, by the unique
/// simple root α that is joined to the colours of all the points y covers
/// and satisfies (α, γ) = −1/2 for the weight γ = α_* + Σ c(z) of the
/// points z already coloured (the reflection condition (a) of
/// Theorem 6.3). A point with no or several such roots is reported as an
/// error: the input was not a plain diagram.
///
/// # Example
/// See [`Diagram::coloring`].
#[derive(Debug, Clone)]
pub struct Coloring {
    dynkin: DynkinDiagram,
    colors: Vec<u32>,
    root_points: Vec<u32>,
    g: Graph,
}

impl Coloring {
    /// The Dynkin diagram D(⟨p⟩)_* (one white node α_*, index `rank()`).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Diagram::coloring`].
    pub fn dynkin(&self) -> &DynkinDiagram {
        &self.dynkin
    }

    /// The colour c(x) ∈ Π of point x (F(p → x) for a source x).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Diagram::coloring`].
    pub fn color(&self, x: u32) -> Option<u32> {
        self.colors.get(x as usize).copied()
    }

    /// The colours of all points.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Diagram::coloring`].
    pub fn colors(&self) -> &[u32] {
        &self.colors
    }

    /// The iterated end of Y that stands for the simple root α (Kawanaka,
    /// Proposition 3.1).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Diagram::coloring`].
    pub fn root_point(&self, alpha: u32) -> Option<u32> {
        self.root_points.get(alpha as usize).copied()
    }

    /// F(p → x) = Σ_{y ∈ H_p(x)} c(y) as multiplicities over Π (indices
    /// `0..rank()`): a positive root whose height is the hook length.
    ///
    /// # Complexity
    /// O(rank + |H(x)|).
    ///
    /// # Example
    /// See [`Diagram::coloring`].
    pub fn hook_root(&self, x: u32) -> Vec<u32> {
        let mut v = vec![0u32; self.dynkin.rank()];
        if (x as usize) < self.colors.len() {
            v[self.colors[x as usize] as usize] += 1;
            for &y in self.g.preds(x) {
                v[self.colors[y as usize] as usize] += 1;
            }
        }
        v
    }
}

impl<T> Diagram<T> {
    /// The Dynkin diagram and the simple-root colouring of this plain
    /// diagram, from the diagram alone ([`Coloring`]; Kawanaka,
    /// Propositions 3.1 and 3.2).
    ///
    /// # Errors
    /// [`GameError::Cycle`](hookgames_game::GameError::Cycle) if the diagram has a cycle;
    /// [`PlainError::NotUniqueEnd`] if a component (or a component of an
    /// iterated φ⁻¹(e)) has several ends; [`PlainError::NotPlainDiagram`] if
    /// a point gets no or several colours.
    ///
    /// # Complexity
    /// O(points + arrows) for the colours, plus the iterated ends
    /// (O(|φ⁻¹(e)| + arrows touching it) per iterated end e).
    ///
    /// # Example
    /// ```
    /// use hookgames_plain::Diagram;
    /// // The Young diagram (2, 2): boxes 0 = (1,1), 1 = (1,2), 2 = (2,1), 3 = (2,2);
    /// // x → y iff x is in the hook of y (Kawanaka (8.1)).
    /// let y = Diagram::from_hooks(
    ///     vec![(1, 1), (1, 2), (2, 1), (2, 2)],
    ///     [vec![1, 2], vec![3], vec![3], vec![]],
    /// )?;
    /// let c = y.coloring()?;
    /// let d = c.dynkin();
    /// // Type A3: the roots of contents 0, 1, −1; α_* is joined to content 0.
    /// assert_eq!((d.rank(), d.vertex_count()), (3, 4));
    /// assert!(d.is_star(3) && d.adjacent(3, c.color(0).unwrap()));
    /// assert_eq!(c.color(3), c.color(0)); // (2,2) has content 0 like (1,1)
    /// assert_eq!(d.star_distance(c.color(1).unwrap()), Some(2));
    /// assert_eq!(c.root_point(c.color(1).unwrap()), Some(1));
    /// assert_eq!(c.hook_root(0).iter().sum::<u32>(), 3); // the hook of (1,1)
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn coloring(&self) -> Result<Coloring, PlainError> {
        let g = &self.g;
        let n = g.len();
        let nodes = iterated_ends(g)?;
        let rank = nodes.len();
        let star = rank as u32;
        let mut edges = Vec::new();
        let mut root_of_point = vec![u32::MAX; n];
        for (k, &(x, parent)) in nodes.iter().enumerate() {
            root_of_point[x as usize] = k as u32;
            match parent {
                None => edges.push((k as u32, star)),
                Some(u) => edges.push((k as u32, u as u32)),
            }
        }
        let dynkin = DynkinDiagram::new(rank, 1, &edges);
        let Some(order) = g.topological_order() else {
            return Err(PlainError::Game(GameError::Cycle { length: 0 }));
        };
        let mut rho = vec![0u64; n];
        for &p in order.iter().rev() {
            rho[p as usize] = g
                .row(p)
                .iter()
                .map(|&q| rho[q as usize] + 1)
                .max()
                .unwrap_or(0);
        }
        // w2[α] = 2(α, γ) for the current weight γ.
        let mut w2 = vec![0i64; rank];
        for &v in dynkin.neighbors(star) {
            w2[v as usize] = -1;
        }
        let mut colors = vec![u32::MAX; n];
        let mut covers: Vec<u32> = Vec::new();
        for &y in order.iter().rev() {
            covers.clear();
            covers.extend(
                g.row(y)
                    .iter()
                    .copied()
                    .filter(|&z| rho[y as usize] == rho[z as usize] + 1)
                    .map(|z| colors[z as usize]),
            );
            let fits = |a: u32, w2: &[i64]| {
                w2[a as usize] == -1 && covers.iter().all(|&c| dynkin.adjacent(a, c))
            };
            let color = if root_of_point[y as usize] != u32::MAX {
                let a = root_of_point[y as usize];
                if !fits(a, &w2) {
                    return Err(PlainError::NotPlainDiagram {
                        point: u64::from(y),
                        candidates: 0,
                    });
                }
                a
            } else {
                let Some(&c0) = covers.first() else {
                    return Err(PlainError::NotPlainDiagram {
                        point: u64::from(y),
                        candidates: 0,
                    });
                };
                let mut cands: Vec<u32> = dynkin
                    .neighbors(c0)
                    .iter()
                    .copied()
                    .filter(|&a| a < star && fits(a, &w2))
                    .collect();
                if cands.len() > 1 {
                    // The bottom of a double-tailed diamond: use the hooks.
                    // Adding y with colour α keeps F(p → x) a root with
                    // (F, γ) = 1/2 for each x iff (F(x), α) = −1/2 for the
                    // followers x of y (whose hooks gain y).
                    cands.retain(|&a| {
                        g.row(y).iter().all(|&x| {
                            let s: i64 = std::iter::once(x)
                                .chain(g.preds(x).iter().copied())
                                .map(|z| colors[z as usize])
                                .filter(|&c| c != u32::MAX)
                                .map(|c| {
                                    if c == a {
                                        2
                                    } else if dynkin.adjacent(c, a) {
                                        -1
                                    } else {
                                        0
                                    }
                                })
                                .sum();
                            s == -1
                        })
                    });
                }
                if cands.len() != 1 {
                    return Err(PlainError::NotPlainDiagram {
                        point: u64::from(y),
                        candidates: cands.len() as u64,
                    });
                }
                cands[0]
            };
            colors[y as usize] = color;
            w2[color as usize] += 2;
            for &nb in dynkin.neighbors(color) {
                if nb < star {
                    w2[nb as usize] -= 1;
                }
            }
        }
        let root_points = nodes.iter().map(|&(x, _)| x).collect();
        Ok(Coloring {
            dynkin,
            colors,
            root_points,
            g: g.clone(),
        })
    }
}

/// Union–find with path halving.
struct UnionFind(Vec<u32>);

impl UnionFind {
    fn find(&mut self, mut x: u32) -> u32 {
        while self.0[x as usize] != x {
            let p = self.0[x as usize];
            self.0[x as usize] = self.0[p as usize];
            x = p;
        }
        x
    }
    fn union(&mut self, a: u32, b: u32) {
        let (a, b) = (self.find(a), self.find(b));
        if a != b {
            self.0[a.max(b) as usize] = a.min(b);
        }
    }
}

/// The map F: 𝒜(P) → Z⁺Π of Kawanaka's Proposition 3.2 on a materialized
/// plain algorithm, with its Dynkin diagram D(P)_* built by the
/// construction of §3 (iterated ends of φ⁻¹, per connected component).
///
/// F is the unique map with (a) F(α) = α for the arrows α of the Dynkin
/// construction, (b) F(p → r) = F(p → q) + F(q → r) when all three are
/// arrows, (c) F(p → q) = F(r → s) and F(p → r) = F(q → s) on every square
/// {p, q, r, s} with origin p and end s. It is computed literally: the
/// arrows are grouped by (c) over every square, the groups of irreducible
/// arrows take their value from the Dynkin arrow they contain, and longer
/// arrows are summed by (b) along a point of their hook, checking (c)
/// against every group.
///
/// # Example
/// See [`root_map`].
#[derive(Debug, Clone)]
pub struct RootMap {
    dynkin: DynkinDiagram,
    simple: Vec<(u32, u32)>,
    lengths: ArrowLengths,
    values: Vec<u32>,
}

impl RootMap {
    /// The Dynkin diagram D(P)_* (one white node per connected component).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`root_map`].
    pub fn dynkin(&self) -> &DynkinDiagram {
        &self.dynkin
    }

    /// The arrow (e_{i₁…i_k} → e_{i₁…i_{k−1}}) of the Dynkin construction
    /// that is the simple root α (state indices).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`root_map`].
    pub fn simple_arrow(&self, alpha: u32) -> Option<(u32, u32)> {
        self.simple.get(alpha as usize).copied()
    }

    /// F(p → q) as multiplicities over Π (indices `0..rank()`), or `None`
    /// if p → q is not an arrow.
    ///
    /// # Complexity
    /// O(log d).
    ///
    /// # Example
    /// See [`root_map`].
    pub fn root(&self, p: u32, q: u32) -> Option<&[u32]> {
        let r = self.dynkin.rank();
        let g = self.lengths.graph();
        if p as usize >= g.len() {
            return None;
        }
        g.arrow_id(p, q)
            .map(|id| &self.values[id * r..(id + 1) * r])
    }

    /// The simple root F(p → q) of an irreducible arrow.
    ///
    /// # Complexity
    /// O(rank + log d).
    ///
    /// # Example
    /// See [`root_map`].
    pub fn simple_root(&self, p: u32, q: u32) -> Option<u32> {
        let v = self.root(p, q)?;
        let mut nonzero = v.iter().enumerate().filter(|&(_, &m)| m != 0);
        match (nonzero.next(), nonzero.next()) {
            (Some((a, &1)), None) => Some(a as u32),
            _ => None,
        }
    }

    /// The arrow lengths |p → q| (the heights of the roots F(p → q)).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`root_map`].
    pub fn lengths(&self) -> &ArrowLengths {
        &self.lengths
    }
}

/// Builds the Dynkin diagram and the map F of Kawanaka's Proposition 3.2
/// on a materialized finite algorithm ([`RootMap`]).
///
/// # Errors
/// The errors of [`arrow_lengths`]; [`PlainError::NotUniqueEnd`] if a
/// component (or an iterated φ⁻¹(e)) has several ends;
/// [`PlainError::RootMap`] if F is not determined or not consistent (the
/// algorithm is not plain); [`PlainError::WorkLimit`] if arrows × rank
/// exceeds [`ROOT_MAP_LIMIT`].
///
/// # Complexity
/// O(Σ_p |φ(p)|² · d) for the squares, plus O(arrows · (rank + d)).
///
/// # Example
/// ```
/// use hookgames_game::FiniteAlgorithm;
/// use hookgames_plain::root_map;
/// // The Young diagrams inside (2, 1), as an algorithm:
/// // 0 = (2,1), 1 = (1,1), 2 = (2), 3 = (1), 4 = ∅.
/// let fa = FiniteAlgorithm::from_followers([
///     vec![1, 2, 4], vec![3, 4], vec![3, 4], vec![4], vec![],
/// ])?;
/// let f = root_map(&fa)?;
/// let d = f.dynkin();
/// assert_eq!((d.rank(), d.vertex_count()), (3, 4)); // type A3 with α_*
/// let a1 = f.simple_root(3, 4).unwrap(); // (1) → ∅, joined to α_*
/// assert_eq!(f.simple_arrow(a1), Some((3, 4)));
/// assert_eq!(d.star_distance(a1), Some(1));
/// // F((2,1) → ∅) is the sum of the three simple roots.
/// assert_eq!(f.root(0, 4), Some(&[1, 1, 1][..]));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn root_map<S>(fa: &FiniteAlgorithm<S>) -> Result<RootMap, PlainError> {
    let lengths = arrow_lengths(fa)?;
    root_map_with(lengths)
}

fn root_map_with(lengths: ArrowLengths) -> Result<RootMap, PlainError> {
    let g = lengths.graph().clone();
    let nodes = iterated_ends(&g)?;
    // Simple roots: every node with a parent; stars: one per component.
    let mut root_id = vec![u32::MAX; nodes.len()];
    let mut simple = Vec::new();
    for (k, &(x, parent)) in nodes.iter().enumerate() {
        if let Some(u) = parent {
            root_id[k] = simple.len() as u32;
            simple.push((x, nodes[u].0));
        }
    }
    let rank = simple.len();
    let mut star_of_tree = vec![u32::MAX; nodes.len()];
    let mut stars = 0u32;
    for (k, &(_, parent)) in nodes.iter().enumerate() {
        if parent.is_none() {
            star_of_tree[k] = rank as u32 + stars;
            stars += 1;
        }
    }
    let mut edges = Vec::new();
    for (k, &(_, parent)) in nodes.iter().enumerate() {
        if let Some(u) = parent {
            let other = if nodes[u].1.is_none() {
                star_of_tree[u]
            } else {
                root_id[u]
            };
            edges.push((root_id[k], other));
        }
    }
    let dynkin = DynkinDiagram::new(rank, stars as usize, &edges);
    let m = g.arrow_count();
    if (m as u64).saturating_mul(rank as u64) > ROOT_MAP_LIMIT {
        return Err(PlainError::WorkLimit {
            limit: ROOT_MAP_LIMIT,
            what: "ROOT_MAP_LIMIT, arrows × simple roots of a RootMap",
        });
    }
    // (c): group arrows over all squares.
    let mut uf = UnionFind((0..m as u32).collect());
    let mut buf = Vec::new();
    for q in 0..g.len() as u32 {
        let row = g.row(q);
        for (i, &a) in row.iter().enumerate() {
            for &b in &row[i + 1..] {
                if g.related(a, b) {
                    continue;
                }
                intersect_sorted(g.row(a), g.row(b), &mut buf);
                for &s in &buf {
                    if g.has(q, s) || s == q {
                        continue;
                    }
                    let (Some(qa), Some(qb), Some(as_), Some(bs)) = (
                        g.arrow_id(q, a),
                        g.arrow_id(q, b),
                        g.arrow_id(a, s),
                        g.arrow_id(b, s),
                    ) else {
                        continue;
                    };
                    uf.union(qa as u32, bs as u32);
                    uf.union(qb as u32, as_ as u32);
                }
            }
        }
    }
    // (a): the Dynkin arrows.
    let mut class_root = vec![u32::MAX; m];
    for (alpha, &(x, y)) in simple.iter().enumerate() {
        let id = g.arrow_id(x, y).ok_or(PlainError::RootMap {
            state: u64::from(x),
            follower: u64::from(y),
            problem: "undetermined",
        })?;
        let c = uf.find(id as u32) as usize;
        if class_root[c] != u32::MAX && class_root[c] != alpha as u32 {
            return Err(PlainError::RootMap {
                state: u64::from(x),
                follower: u64::from(y),
                problem: "inconsistent",
            });
        }
        class_root[c] = alpha as u32;
    }
    // Arrows by increasing length; (b) for the longer ones.
    let mut ids: Vec<usize> = (0..m).collect();
    ids.sort_by_key(|&id| lengths.by_id(id));
    let mut values = vec![0u32; m * rank];
    let mut class_first = vec![usize::MAX; m];
    for &id in &ids {
        let p = g.origin_of(id);
        let q = g.target_of(id);
        let len = lengths.by_id(id);
        let err = |problem| PlainError::RootMap {
            state: u64::from(p),
            follower: u64::from(q),
            problem,
        };
        let c = uf.find(id as u32) as usize;
        if len == 1 {
            let alpha = class_root[c];
            if alpha == u32::MAX {
                return Err(err("undetermined"));
            }
            values[id * rank + alpha as usize] = 1;
        } else {
            intersect_sorted(g.row(p), g.preds(q), &mut buf);
            let split = buf.iter().copied().find_map(|x| {
                let a = g.arrow_id(p, x)?;
                let b = g.arrow_id(x, q)?;
                (lengths.by_id(a) + lengths.by_id(b) == len).then_some((a, b))
            });
            let Some((a, b)) = split else {
                return Err(err("undetermined"));
            };
            for k in 0..rank {
                values[id * rank + k] = values[a * rank + k] + values[b * rank + k];
            }
        }
        if class_first[c] == usize::MAX {
            class_first[c] = id;
        } else {
            let f = class_first[c];
            if values[f * rank..(f + 1) * rank] != values[id * rank..(id + 1) * rank] {
                return Err(err("inconsistent"));
            }
        }
        let height: u64 = values[id * rank..(id + 1) * rank]
            .iter()
            .map(|&v| u64::from(v))
            .sum();
        if height != len {
            return Err(err("inconsistent"));
        }
    }
    Ok(RootMap {
        dynkin,
        simple,
        lengths,
        values,
    })
}
