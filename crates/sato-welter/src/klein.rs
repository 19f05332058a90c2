//! Sub-diagrams of a Young diagram with their Klein labels g and hook
//! products d (Kawanaka §4, §9, Figs. 10–13), for the box-level good-move
//! search of Theorem 4.2. Klein's four group itself is
//! [`hookgames_plain::Klein`].

use hookgames_partition::Partition;
use hookgames_plain::{Klein, KleinSubgroup};

use crate::SatoWelterError;
use hookgames_limits::MAX_MATERIALIZED_BYTES;

use crate::error::{KLEIN_BYTES_PER_BOX, check_boxes, check_limit};

/// A plain diagram D inside a Young diagram Y, as met in the good-move
/// search of Kawanaka's Theorem 4.2: Y itself, or a (G, K)-quotient of an
/// earlier such diagram. Boxes keep their 1-based (row, column) in Y, and
/// the hook of y in D is H_D(y) = H_Y(y) ∩ D (Kawanaka §9).
///
/// For every box x it stores:
///
/// * the hook length |H_D(x)|;
/// * the label g(x) ∈ {a, b} = h(α) for the vertex α of the Dynkin diagram
///   that x corresponds to (Kawanaka (4.2), Figs. 10 and 12). The Dynkin
///   diagram is a tree, adjacent boxes of D have adjacent vertices, and
///   the north-west corner of each connected component is adjacent to α_*,
///   so g(x) = a exactly when the longest path from x to that corner in
///   the diagram (D, μ) of (8.1) is even; by Kawanaka, Proposition 2.3 that
///   length is |μ(x)| = #{y ∈ D ∖ {x} : x ∈ H_D(y)}, the boxes of D left of
///   x in its row and above x in its column. On Y this is the checkerboard
///   g(i, j) = a iff i + j is even (Fig. 10); on a quotient each connected
///   component starts again with a at its north-west corner (note 32);
/// * the hook product d(x) = ∏_{y ∈ H_D(x)} g(y) (Figs. 11 and 13).
///
/// # Example
/// Kawanaka §9, Figs. 10 and 11:
/// ```
/// use hookgames_partition::Partition;
/// use hookgames_plain::{Klein, KleinSubgroup};
/// use hookgames_sato_welter::KleinDiagram;
/// let y = KleinDiagram::new(&Partition::new(vec![9, 8, 6, 5, 5, 2])?)?;
/// assert_eq!(y.label(1, 1), Some(Klein::A));
/// assert_eq!(y.label(1, 2), Some(Klein::B));
/// assert_eq!(y.hook_product(6, 1), Some(Klein::AB)); // the bottom row of Fig. 11: ab a
/// assert_eq!(y.hook_product(6, 2), Some(Klein::A));
/// assert_eq!(y.two_adic_value(), 7);
/// let y1 = y.quotient(KleinSubgroup::B); // Y′
/// assert_eq!(y1.two_adic_value(), 3);
/// assert_eq!(y1.young_components().unwrap().iter().map(|p| p.to_string()).collect::<Vec<_>>(),
///            ["5,5", "3,1,1"]); // 2 × 5 rectangle ⊔ a hook of length 5
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct KleinDiagram {
    boxes: Vec<(usize, u64)>,
    hooks: Vec<u64>,
    labels: Vec<Klein>,
    products: Vec<Klein>,
    /// |μ(x)|: boxes of D left of x in its row plus above x in its column.
    ranks: Vec<u64>,
}

impl KleinDiagram {
    /// The whole Young diagram Y = λ with its checkerboard labels (Fig. 10)
    /// and hook products (Fig. 11).
    ///
    /// # Errors
    /// [`SatoWelterError::TooManyBoxes`] if |λ| exceeds
    /// [`MAX_BOXES`](crate::MAX_BOXES); [`SatoWelterError::TooLarge`] if
    /// its 64 bytes per box exceed
    /// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES)
    /// (2^28 bytes, i.e. more than 2^22 boxes), checked before allocating.
    ///
    /// # Complexity
    /// O(|λ| log |λ|) time (a sort of the boxes by column), O(|λ|) memory.
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// use hookgames_plain::Klein;
    /// use hookgames_sato_welter::KleinDiagram;
    /// let y = KleinDiagram::new(&Partition::new(vec![2, 1])?)?;
    /// assert_eq!(y.boxes(), &[(1, 1), (1, 2), (2, 1)]);
    /// assert_eq!(y.hook_lengths(), &[3, 1, 1]);
    /// assert_eq!(y.labels(), &[Klein::A, Klein::B, Klein::B]);
    /// assert_eq!(y.hook_products(), &[Klein::A, Klein::B, Klein::B]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(lambda: &Partition) -> Result<Self, SatoWelterError> {
        check_boxes("the box-level Theorem 4.2 search", lambda.size())?;
        check_limit(
            "the box-level Theorem 4.2 search (64 bytes per box)",
            u128::from(lambda.size()) * u128::from(KLEIN_BYTES_PER_BOX),
            "bytes",
            (MAX_MATERIALIZED_BYTES, "MAX_MATERIALIZED_BYTES"),
            "use the value alone (`YoungRealization::grundy`, no limit), or a smaller diagram",
        )?;
        Ok(Self::from_sorted_boxes(lambda.boxes().collect()))
    }

    /// Builds D from its boxes, sorted by row then column, distinct.
    fn from_sorted_boxes(boxes: Vec<(usize, u64)>) -> Self {
        let n = boxes.len();
        let mut hooks = vec![0u64; n];
        let mut ranks = vec![0u64; n];
        let mut labels = vec![Klein::A; n];
        // Row runs: contiguous in row-major order. First the rank in the row
        // (boxes to the left) and the number of boxes to the right.
        let mut right = vec![0u64; n];
        let mut start = 0;
        while start < n {
            let mut end = start;
            while end < n && boxes[end].0 == boxes[start].0 {
                end += 1;
            }
            for k in start..end {
                ranks[k] = (k - start) as u64;
                right[k] = (end - k - 1) as u64;
            }
            start = end;
        }
        // Column runs: sort the indices by (column, row).
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_unstable_by_key(|&k| (boxes[k].1, boxes[k].0));
        let mut below = vec![0u64; n];
        let mut start = 0;
        while start < n {
            let col = boxes[order[start]].1;
            let mut end = start;
            while end < n && boxes[order[end]].1 == col {
                end += 1;
            }
            for (pos, &k) in order[start..end].iter().enumerate() {
                ranks[k] += pos as u64;
                below[k] = (end - start - pos - 1) as u64;
            }
            start = end;
        }
        for k in 0..n {
            hooks[k] = right[k] + below[k] + 1;
            labels[k] = if ranks[k].is_multiple_of(2) {
                Klein::A
            } else {
                Klein::B
            };
        }
        // Number of a-labels in the hook: the row from x to its end plus the
        // column strictly below x (suffix counts along the runs).
        let mut a_in_hook = vec![0u64; n];
        let mut run_a = 0u64;
        for k in (0..n).rev() {
            if k + 1 == n || boxes[k + 1].0 != boxes[k].0 {
                run_a = 0;
            }
            run_a += u64::from(labels[k] == Klein::A);
            a_in_hook[k] = run_a;
        }
        let mut run_a = 0u64;
        for pos in (0..n).rev() {
            let k = order[pos];
            if pos + 1 == n || boxes[order[pos + 1]].1 != boxes[k].1 {
                run_a = 0;
            }
            a_in_hook[k] += run_a; // strictly below x
            run_a += u64::from(labels[k] == Klein::A);
        }
        let products = (0..n)
            .map(|k| {
                let a = a_in_hook[k];
                let b = hooks[k] - a;
                Klein::from_exponents(a % 2 == 1, b % 2 == 1)
            })
            .collect();
        KleinDiagram {
            boxes,
            hooks,
            labels,
            products,
            ranks,
        }
    }

    /// The number of boxes |D| = |φ(p)|.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`KleinDiagram`].
    pub fn len(&self) -> usize {
        self.boxes.len()
    }

    /// `true` if D has no box (the position is an end).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`KleinDiagram`].
    pub fn is_empty(&self) -> bool {
        self.boxes.is_empty()
    }

    /// The boxes (row, column) of D, 1-based coordinates in Y, sorted by row
    /// then column.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`KleinDiagram::new`].
    pub fn boxes(&self) -> &[(usize, u64)] {
        &self.boxes
    }

    /// The hook lengths |H_D(x)|, in the order of [`KleinDiagram::boxes`].
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`KleinDiagram::new`].
    pub fn hook_lengths(&self) -> &[u64] {
        &self.hooks
    }

    /// The labels g(x) ∈ {a, b}, in the order of [`KleinDiagram::boxes`].
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`KleinDiagram::new`].
    pub fn labels(&self) -> &[Klein] {
        &self.labels
    }

    /// The hook products d(x) = ∏_{y ∈ H_D(x)} g(y), in the order of
    /// [`KleinDiagram::boxes`].
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`KleinDiagram::new`].
    pub fn hook_products(&self) -> &[Klein] {
        &self.products
    }

    /// The position of the box (i, j) in [`KleinDiagram::boxes`], if it is a
    /// box of D.
    ///
    /// # Complexity
    /// O(log |D|).
    ///
    /// # Example
    /// See [`KleinDiagram`].
    pub fn index_of(&self, i: usize, j: u64) -> Option<usize> {
        self.boxes.binary_search(&(i, j)).ok()
    }

    /// |H_D(i, j)|, or `None` if (i, j) is not a box of D.
    ///
    /// # Complexity
    /// O(log |D|).
    ///
    /// # Example
    /// See [`KleinDiagram`].
    pub fn hook_length(&self, i: usize, j: u64) -> Option<u64> {
        self.index_of(i, j).map(|k| self.hooks[k])
    }

    /// g(i, j), or `None` if (i, j) is not a box of D.
    ///
    /// # Complexity
    /// O(log |D|).
    ///
    /// # Example
    /// See [`KleinDiagram`].
    pub fn label(&self, i: usize, j: u64) -> Option<Klein> {
        self.index_of(i, j).map(|k| self.labels[k])
    }

    /// d(i, j), or `None` if (i, j) is not a box of D.
    ///
    /// # Complexity
    /// O(log |D|).
    ///
    /// # Example
    /// See [`KleinDiagram`].
    pub fn hook_product(&self, i: usize, j: u64) -> Option<Klein> {
        self.index_of(i, j).map(|k| self.products[k])
    }

    /// ε_0 = |D| mod 2 (Kawanaka (4.1)).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// Kawanaka §9: |Y| = 35 and |Y_(2)| = 17 are odd, so ε_0 = ε_1 = 1.
    /// ```
    /// use hookgames_partition::Partition;
    /// use hookgames_plain::KleinSubgroup;
    /// use hookgames_sato_welter::KleinDiagram;
    /// let y = KleinDiagram::new(&Partition::new(vec![9, 8, 6, 5, 5, 2])?)?;
    /// assert!(y.epsilon0() && y.epsilon1() && !y.is_cube());
    /// // The 2-quotient of the 2 × 2 square: two boxes with hooks of length 1.
    /// let q = KleinDiagram::new(&Partition::new(vec![2, 2])?)?.quotient(KleinSubgroup::AB);
    /// assert!(q.is_cube() && !q.epsilon0() && !q.epsilon1());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn epsilon0(&self) -> bool {
        self.boxes.len() % 2 == 1
    }

    /// ε_1 = |D_(2)| mod 2: the parity of the number of boxes with a hook of
    /// even length.
    ///
    /// # Complexity
    /// O(|D|).
    ///
    /// # Example
    /// See [`KleinDiagram::epsilon0`].
    pub fn epsilon1(&self) -> bool {
        self.hooks.iter().filter(|&&h| h % 2 == 0).count() % 2 == 1
    }

    /// `true` if every hook has length 1: D is the diagram of a cube
    /// (Kawanaka §2), |D| independent boxes.
    ///
    /// # Complexity
    /// O(|D|).
    ///
    /// # Example
    /// See [`KleinDiagram::epsilon0`].
    pub fn is_cube(&self) -> bool {
        self.hooks.iter().all(|&h| h == 1)
    }

    /// The (G, K)-quotient D_K = {x ∈ D | d(x) ∈ K} with its own hooks
    /// H_D(y) ∩ D_K, labels and products (Kawanaka, Proposition 3.3, (9.2)).
    ///
    /// # Complexity
    /// O(|D| log |D|).
    ///
    /// # Example
    /// See [`KleinDiagram`].
    pub fn quotient(&self, k: KleinSubgroup) -> KleinDiagram {
        let boxes = self
            .boxes
            .iter()
            .zip(&self.products)
            .filter(|&(_, &d)| k.contains(d))
            .map(|(&b, _)| b)
            .collect();
        Self::from_sorted_boxes(boxes)
    }

    /// The value of the 2-adic expansion function E^(2) at the position
    /// whose diagram is D (Kawanaka (4.1)): Σ_i 2^i ε_i with ε_0 = |D| mod 2
    /// and ε_{i+1} computed on the 2-quotient D_(2) = D_⟨ab⟩ (hook lengths
    /// even). On a Young diagram this is (9.1), the Grundy value.
    ///
    /// # Complexity
    /// O(|D| log |D|) per level, O(log |D|) levels in practice (each
    /// 2-quotient of a Young diagram has at most half the boxes).
    ///
    /// # Example
    /// See [`KleinDiagram`].
    pub fn two_adic_value(&self) -> u64 {
        let mut value = u64::from(self.epsilon0());
        let mut d = self.quotient(KleinSubgroup::AB);
        let mut i = 1;
        while !d.is_empty() && i < 64 {
            value |= u64::from(d.epsilon0()) << i;
            d = d.quotient(KleinSubgroup::AB);
            i += 1;
        }
        value
    }

    /// The connected components of D (boxes linked when one lies in the
    /// hook of the other, i.e. shares a row or a column within D), each with
    /// its own labels; ordered by their first box.
    ///
    /// # Complexity
    /// O(|D| log |D|).
    ///
    /// # Example
    /// ```
    /// use hookgames_partition::Partition;
    /// use hookgames_plain::KleinSubgroup;
    /// use hookgames_sato_welter::KleinDiagram;
    /// let y = KleinDiagram::new(&Partition::new(vec![2, 2])?)?;
    /// let q = y.quotient(KleinSubgroup::AB); // the boxes with even hooks
    /// assert_eq!(q.boxes(), &[(1, 2), (2, 1)]);
    /// assert_eq!(q.components().len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn components(&self) -> Vec<KleinDiagram> {
        let n = self.boxes.len();
        let mut parent: Vec<usize> = (0..n).collect();
        fn find(parent: &mut [usize], mut x: usize) -> usize {
            while parent[x] != x {
                parent[x] = parent[parent[x]];
                x = parent[x];
            }
            x
        }
        let union = |parent: &mut Vec<usize>, x: usize, y: usize| {
            let (rx, ry) = (find(parent, x), find(parent, y));
            if rx != ry {
                parent[rx.max(ry)] = rx.min(ry);
            }
        };
        for k in 1..n {
            if self.boxes[k].0 == self.boxes[k - 1].0 {
                union(&mut parent, k, k - 1);
            }
        }
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_unstable_by_key(|&k| (self.boxes[k].1, self.boxes[k].0));
        for w in order.windows(2) {
            if self.boxes[w[0]].1 == self.boxes[w[1]].1 {
                union(&mut parent, w[0], w[1]);
            }
        }
        let mut groups: Vec<Vec<(usize, u64)>> = Vec::new();
        let mut group_of: Vec<usize> = vec![usize::MAX; n];
        for k in 0..n {
            let r = find(&mut parent, k);
            if group_of[r] == usize::MAX {
                group_of[r] = groups.len();
                groups.push(Vec::new());
            }
            groups[group_of[r]].push(self.boxes[k]);
        }
        groups.into_iter().map(Self::from_sorted_boxes).collect()
    }

    /// The isomorphism types of the connected components of D as Young
    /// diagrams (with their hook maps, Kawanaka (8.1)), or `None` if some
    /// component is not isomorphic to a Young diagram. A Young diagram and
    /// its transpose are isomorphic (Kawanaka, note 25): each shape is given
    /// as the larger of λ and λ′ in lexicographic order, and the list is
    /// sorted in decreasing order.
    ///
    /// The candidate shape of a component comes from its north-west corner
    /// e: a box in the column of the k-th box of e's row lies in column k of
    /// the shape, a box in the row of the k-th box of e's column in row k;
    /// the candidate is then checked box by box (injective, a Young diagram,
    /// every hook mapped onto the hook of the image).
    ///
    /// # Complexity
    /// O(Σ_x |H_D(x)| + |D| log |D|).
    ///
    /// # Example
    /// See [`KleinDiagram`].
    pub fn young_components(&self) -> Option<Vec<Partition>> {
        let mut shapes = Vec::new();
        for c in self.components() {
            shapes.push(c.young_shape()?);
        }
        shapes.sort_unstable_by(|a, b| b.cmp(a));
        Some(shapes)
    }

    /// The Young shape of a connected diagram, if it is one.
    fn young_shape(&self) -> Option<Partition> {
        let n = self.boxes.len();
        if n == 0 {
            return Some(Partition::empty());
        }
        // The corner: the unique box with |μ| = 0.
        let corners: Vec<usize> = (0..n).filter(|&k| self.ranks[k] == 0).collect();
        if corners.len() != 1 {
            return None;
        }
        let (er, ec) = self.boxes[corners[0]];
        // Column of the shape for each Y-column met in e's row; row of the
        // shape for each Y-row met in e's column.
        let mut col_of: Vec<(u64, u64)> = Vec::new(); // (Y-column, shape column)
        let mut row_of: Vec<(usize, u64)> = Vec::new(); // (Y-row, shape row)
        for (k, &(r, c)) in self.boxes.iter().enumerate() {
            if r == er {
                col_of.push((c, self.ranks[k] + 1));
            }
            if c == ec {
                row_of.push((r, self.ranks[k] + 1));
            }
        }
        col_of.sort_unstable();
        row_of.sort_unstable();
        let lookup_col = |c: u64| -> u64 {
            col_of
                .binary_search_by_key(&c, |&(yc, _)| yc)
                .map_or(1, |p| col_of[p].1)
        };
        let lookup_row = |r: usize| -> u64 {
            row_of
                .binary_search_by_key(&r, |&(yr, _)| yr)
                .map_or(1, |p| row_of[p].1)
        };
        let image: Vec<(u64, u64)> = self
            .boxes
            .iter()
            .map(|&(r, c)| (lookup_row(r), lookup_col(c)))
            .collect();
        // Injective and a Young diagram: the image sorted row-major must be
        // rows 1..m, each 1..λ_r, non-increasing.
        let mut sorted = image.clone();
        sorted.sort_unstable();
        let mut parts: Vec<u64> = Vec::new();
        for (k, &(r, c)) in sorted.iter().enumerate() {
            if k > 0 && sorted[k - 1] == (r, c) {
                return None;
            }
            if c == 1 {
                if r != parts.len() as u64 + 1 {
                    return None;
                }
                parts.push(1);
            } else {
                let rows = parts.len() as u64;
                let last = parts.last_mut()?;
                if r != rows || c != *last + 1 {
                    return None;
                }
                *last = c;
            }
        }
        let shape = Partition::new(parts).ok()?;
        // Hooks: every box of H_D(x) maps into H_Z(f(x)), and the sizes agree.
        let conj = shape.conjugate().ok()?;
        let hook_z = |(r, c): (u64, u64)| -> u64 {
            shape.part(r as usize) - c + conj.part(c as usize) - r + 1
        };
        let mut by_col: Vec<usize> = (0..n).collect();
        by_col.sort_unstable_by_key(|&k| (self.boxes[k].1, self.boxes[k].0));
        let mut col_pos = vec![0usize; n];
        for (p, &k) in by_col.iter().enumerate() {
            col_pos[k] = p;
        }
        for k in 0..n {
            let fx = image[k];
            if hook_z(fx) != self.hooks[k] {
                return None;
            }
            // The arm of x in D: following boxes of its row.
            let mut m = k + 1;
            while m < n && self.boxes[m].0 == self.boxes[k].0 {
                let fy = image[m];
                if !(fy.0 == fx.0 && fy.1 > fx.1 || fy.1 == fx.1 && fy.0 > fx.0) {
                    return None;
                }
                m += 1;
            }
            // The leg of x in D: following boxes of its column.
            let mut p = col_pos[k] + 1;
            while p < n && self.boxes[by_col[p]].1 == self.boxes[k].1 {
                let fy = image[by_col[p]];
                if !(fy.0 == fx.0 && fy.1 > fx.1 || fy.1 == fx.1 && fy.0 > fx.0) {
                    return None;
                }
                p += 1;
            }
        }
        let transposed = shape.conjugate().ok()?;
        Some(if transposed > shape {
            transposed
        } else {
            shape
        })
    }
}
