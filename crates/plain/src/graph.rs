//! An internal, read-only view of a finite algorithm with sorted rows, for
//! the structural analyses of plain algorithms (axioms, lengths, roots).

use hookgames_game::FiniteAlgorithm;

/// Followers and predecessors in sorted compressed rows. Arrow ids are the
/// positions in the sorted follower rows.
#[derive(Debug, Clone)]
pub(crate) struct Graph {
    off: Vec<usize>,
    tgt: Vec<u32>,
    poff: Vec<usize>,
    pred: Vec<u32>,
}

impl Graph {
    /// The sorted view of `fa`.
    pub(crate) fn of<S>(fa: &FiniteAlgorithm<S>) -> Graph {
        let n = fa.len();
        Graph::from_rows(n, |i| fa.followers_of(i).to_vec())
    }

    /// The graph on `0..n` whose follower row of `i` is `row(i)` (any order,
    /// no repeats).
    pub(crate) fn from_rows<R: FnMut(u32) -> Vec<u32>>(n: usize, mut row: R) -> Graph {
        let mut off = Vec::with_capacity(n + 1);
        let mut tgt = Vec::new();
        off.push(0);
        for i in 0..n as u32 {
            let mut r = row(i);
            r.sort_unstable();
            tgt.extend(r);
            off.push(tgt.len());
        }
        let mut counts = vec![0usize; n + 1];
        for &t in &tgt {
            counts[t as usize + 1] += 1;
        }
        for i in 0..n {
            counts[i + 1] += counts[i];
        }
        let poff = counts.clone();
        let mut fill = counts;
        let mut pred = vec![0u32; tgt.len()];
        for p in 0..n {
            for &q in &tgt[off[p]..off[p + 1]] {
                pred[fill[q as usize]] = p as u32;
                fill[q as usize] += 1;
            }
        }
        Graph {
            off,
            tgt,
            poff,
            pred,
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.off.len() - 1
    }

    pub(crate) fn arrow_count(&self) -> usize {
        self.tgt.len()
    }

    /// φ(p), sorted.
    pub(crate) fn row(&self, p: u32) -> &[u32] {
        &self.tgt[self.off[p as usize]..self.off[p as usize + 1]]
    }

    /// φ⁻¹(q), sorted.
    pub(crate) fn preds(&self, q: u32) -> &[u32] {
        &self.pred[self.poff[q as usize]..self.poff[q as usize + 1]]
    }

    /// The id of the first arrow of `p`.
    pub(crate) fn first_arrow(&self, p: u32) -> usize {
        self.off[p as usize]
    }

    /// The id of the arrow p → q, if there is one.
    pub(crate) fn arrow_id(&self, p: u32, q: u32) -> Option<usize> {
        self.row(p)
            .binary_search(&q)
            .ok()
            .map(|k| self.off[p as usize] + k)
    }

    /// `true` if p → q.
    pub(crate) fn has(&self, p: u32, q: u32) -> bool {
        self.row(p).binary_search(&q).is_ok()
    }

    /// `true` if b ∈ φ^{±1}(a).
    pub(crate) fn related(&self, a: u32, b: u32) -> bool {
        self.has(a, b) || self.has(b, a)
    }

    /// The origin of arrow `id`.
    pub(crate) fn origin_of(&self, id: usize) -> u32 {
        (self.off.partition_point(|&o| o <= id) - 1) as u32
    }

    /// The target of arrow `id`.
    pub(crate) fn target_of(&self, id: usize) -> u32 {
        self.tgt[id]
    }

    /// A topological order (each state before its followers), or `None` if
    /// there is a cycle.
    pub(crate) fn topological_order(&self) -> Option<Vec<u32>> {
        let n = self.len();
        let mut indeg: Vec<u32> = (0..n as u32).map(|q| self.preds(q).len() as u32).collect();
        let mut order: Vec<u32> = (0..n as u32).filter(|&i| indeg[i as usize] == 0).collect();
        let mut head = 0;
        while head < order.len() {
            let p = order[head];
            head += 1;
            for &q in self.row(p) {
                indeg[q as usize] -= 1;
                if indeg[q as usize] == 0 {
                    order.push(q);
                }
            }
        }
        (order.len() == n).then_some(order)
    }
}

/// Intersection of two sorted slices.
pub(crate) fn intersect_sorted(a: &[u32], b: &[u32], out: &mut Vec<u32>) {
    out.clear();
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                out.push(a[i]);
                i += 1;
                j += 1;
            }
        }
    }
}
