//! The backtracking search of [`find_isomorphism`]: colour refinement on
//! the joint graph of two materialized algorithms, then individualization.

use std::hash::Hash;

use hashbrown::HashMap;

use crate::algorithm::Algorithm;
use crate::construct::FiniteAlgorithm;
use crate::error::GameError;

/// The step limit of [`find_isomorphism`]: at most 2^20 colour
/// refinements before it gives up with [`GameError::SearchLimit`].
pub const ISOMORPHISM_SEARCH_LIMIT: u64 = 1 << 20;

/// An isomorphism ⟨a_root⟩ ≅ ⟨b_root⟩ found by [`find_isomorphism`]: a
/// bijection of the reachable positions.
///
/// # Example
/// See [`find_isomorphism`].
#[derive(Debug, Clone)]
pub struct Isomorphism<S, T> {
    pairs: Vec<(S, T)>,
    forward: HashMap<S, usize>,
    backward: HashMap<T, usize>,
}

impl<S: Clone + Eq + Hash, T: Clone + Eq + Hash> Isomorphism<S, T> {
    /// The pairs (p, f(p)), in the breadth-first order of ⟨a_root⟩.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`find_isomorphism`].
    pub fn pairs(&self) -> &[(S, T)] {
        &self.pairs
    }

    /// f(p), or `None` if p ∉ ⟨a_root⟩.
    ///
    /// # Complexity
    /// One hash lookup.
    ///
    /// # Example
    /// See [`find_isomorphism`].
    pub fn image(&self, p: &S) -> Option<&T> {
        self.forward.get(p).map(|&i| &self.pairs[i].1)
    }

    /// f⁻¹(q), or `None` if q ∉ ⟨b_root⟩.
    ///
    /// # Complexity
    /// One hash lookup.
    ///
    /// # Example
    /// See [`find_isomorphism`].
    pub fn preimage(&self, q: &T) -> Option<&S> {
        self.backward.get(q).map(|&i| &self.pairs[i].0)
    }

    /// The number of positions.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`find_isomorphism`].
    pub fn len(&self) -> usize {
        self.pairs.len()
    }

    /// `true` if there are no positions (never, for a found isomorphism).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`find_isomorphism`].
    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }
}

/// Searches for an isomorphism of principal algorithms ⟨a_root⟩ ≅ ⟨b_root⟩
/// (Kawanaka §1) and returns one if it exists, `None` if it does not.
///
/// The answer is exact (no false positives or negatives). Both algorithms
/// are materialized; the positions of both are coloured jointly by
/// iterated colour refinement (a state's new colour is its old colour with
/// the multisets of its followers' and its predecessors' colours; the roots
/// start with a colour of their own), which every isomorphism preserves.
/// If the colour classes are not equally large on both sides there is no
/// isomorphism; if every class is one position per side, the induced map is
/// checked arrow by arrow; otherwise one position v of a smallest ambiguous
/// class is paired with each candidate w of the other side in turn
/// (individualization), and the search continues, with backtracking. Every
/// isomorphism respecting the current colouring maps v to some candidate w
/// and respects the refined colouring after individualizing (v, w), so no
/// isomorphism is missed; each level individualizes one more pair, so the
/// search ends. Rooted DAG isomorphism is as hard as graph isomorphism in
/// general, so this is meant for small algorithms; the number of
/// refinements is capped by [`ISOMORPHISM_SEARCH_LIMIT`].
///
/// # Errors
/// The limit errors of [`FiniteAlgorithm::from_root`];
/// [`GameError::SearchLimit`] if the search gives up.
///
/// # Complexity
/// Each refinement is O((V + E) log(V + E)) per round and at most V rounds
/// (V, E: states and arrows of both); the number of refinements is 1 on
/// algorithms without non-trivial automorphism ambiguity and at most
/// [`ISOMORPHISM_SEARCH_LIMIT`].
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{find_isomorphism, verify_isomorphism, Algorithm, FiniteAlgorithm, GameError};
/// /// Kawanaka's C₁: 0 → 1.
/// #[derive(Clone)]
/// struct C1;
/// impl Algorithm for C1 {
///     type State = u8;
///     fn try_for_each_follower<B, F>(&self, p: &u8, mut f: F) -> ControlFlow<B>
///     where
///         B: From<GameError>,
///         F: FnMut(u8) -> ControlFlow<B>,
///     {
///         if *p == 0 { f(1)?; }
///         ControlFlow::Continue(())
///     }
/// }
/// // A square drawn by hand: 10 → {11, 12} → 13.
/// let square = FiniteAlgorithm::from_followers([
///     vec![], vec![], vec![], vec![], vec![], vec![], vec![], vec![], vec![], vec![],
///     vec![11, 12], vec![13], vec![13], vec![],
/// ])?;
/// let c2 = vec![C1; 2];
/// let iso = find_isomorphism(&c2, &vec![0, 0], &square, &10)?.expect("a square is a 2-cube");
/// assert_eq!(iso.len(), 4);
/// assert_eq!(iso.image(&vec![0, 0]), Some(&10));
/// assert_eq!(iso.image(&vec![1, 1]), Some(&13));
/// assert_eq!(iso.preimage(&13), Some(&vec![1, 1]));
/// verify_isomorphism(&c2, &vec![0, 0], &square, &10, |p| *iso.image(p).unwrap())?;
/// // ⟨11⟩ is a 1-cube, not a 2-cube.
/// assert!(find_isomorphism(&c2, &vec![0, 0], &square, &11)?.is_none());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[allow(clippy::type_complexity)]
pub fn find_isomorphism<A, B>(
    a: &A,
    a_root: &A::State,
    b: &B,
    b_root: &B::State,
) -> Result<Option<Isomorphism<A::State, B::State>>, GameError>
where
    A: Algorithm + ?Sized,
    B: Algorithm + ?Sized,
{
    let fa = FiniteAlgorithm::from_root(a, a_root)?;
    let fb = FiniteAlgorithm::from_root(b, b_root)?;
    let map = match search(&fa, &fb)? {
        Some(m) => m,
        None => return Ok(None),
    };
    let mut pairs = Vec::with_capacity(map.len());
    let mut forward = HashMap::with_capacity(map.len());
    let mut backward = HashMap::with_capacity(map.len());
    for (i, &j) in map.iter().enumerate() {
        let s = fa.states()[i].clone();
        let t = fb.states()[j as usize].clone();
        forward.insert(s.clone(), i);
        backward.insert(t.clone(), i);
        pairs.push((s, t));
    }
    Ok(Some(Isomorphism {
        pairs,
        forward,
        backward,
    }))
}

/// The joint graph of two materialized algorithms: vertices `0..na` are
/// A's states, `na..na+nb` B's.
struct Joint<'a, S, T> {
    a: &'a FiniteAlgorithm<S>,
    b: &'a FiniteAlgorithm<T>,
    na: usize,
}

impl<S, T> Joint<'_, S, T> {
    fn len(&self) -> usize {
        self.na + self.b.len()
    }

    fn out(&self, v: usize) -> impl Iterator<Item = usize> + '_ {
        let (row, shift) = if v < self.na {
            (self.a.followers_of(v as u32), 0)
        } else {
            (self.b.followers_of((v - self.na) as u32), self.na)
        };
        row.iter().map(move |&q| q as usize + shift)
    }

    fn inc(&self, v: usize) -> impl Iterator<Item = usize> + '_ {
        let (row, shift) = if v < self.na {
            (self.a.predecessors_of(v as u32), 0)
        } else {
            (self.b.predecessors_of((v - self.na) as u32), self.na)
        };
        row.iter().map(move |&q| q as usize + shift)
    }

    /// Refines `colors` to the stable colouring; colours are renumbered
    /// canonically (by sorted signature) so both sides stay comparable.
    fn refine(&self, colors: &mut Vec<u32>) {
        let n = self.len();
        let mut distinct = count_distinct(colors);
        loop {
            let mut sigs: Vec<(Vec<u32>, usize)> = Vec::with_capacity(n);
            for v in 0..n {
                let mut outs: Vec<u32> = self.out(v).map(|w| colors[w]).collect();
                outs.sort_unstable();
                let mut ins: Vec<u32> = self.inc(v).map(|w| colors[w]).collect();
                ins.sort_unstable();
                let mut sig = Vec::with_capacity(outs.len() + ins.len() + 3);
                sig.push(colors[v]);
                sig.push(outs.len() as u32);
                sig.extend(outs);
                sig.push(ins.len() as u32);
                sig.extend(ins);
                sigs.push((sig, v));
            }
            sigs.sort_unstable();
            let mut next = vec![0u32; n];
            let mut c = 0u32;
            for k in 0..n {
                if k > 0 && sigs[k].0 != sigs[k - 1].0 {
                    c += 1;
                }
                next[sigs[k].1] = c;
            }
            *colors = next;
            let now = count_distinct(colors);
            if now == distinct {
                return;
            }
            distinct = now;
        }
    }

    /// Per colour: (A-vertices, B-vertices); `None` if some colour is
    /// unbalanced.
    fn classes(&self, colors: &[u32]) -> Option<Vec<(Vec<usize>, Vec<usize>)>> {
        let k = colors.iter().copied().max().map_or(0, |m| m as usize + 1);
        let mut cls: Vec<(Vec<usize>, Vec<usize>)> = vec![(Vec::new(), Vec::new()); k];
        for (v, &c) in colors.iter().enumerate() {
            if v < self.na {
                cls[c as usize].0.push(v);
            } else {
                cls[c as usize].1.push(v);
            }
        }
        cls.iter().all(|(x, y)| x.len() == y.len()).then_some(cls)
    }

    /// If the colouring is discrete, the map it induces if it is an
    /// isomorphism.
    fn check_discrete(&self, cls: &[(Vec<usize>, Vec<usize>)]) -> Option<Vec<u32>> {
        let mut map = vec![0u32; self.na];
        for (x, y) in cls {
            map[x[0]] = (y[0] - self.na) as u32;
        }
        for p in 0..self.na as u32 {
            let mut mine: Vec<u32> = self
                .a
                .followers_of(p)
                .iter()
                .map(|&q| map[q as usize])
                .collect();
            let mut theirs: Vec<u32> = self.b.followers_of(map[p as usize]).to_vec();
            mine.sort_unstable();
            theirs.sort_unstable();
            if mine != theirs {
                return None;
            }
        }
        Some(map)
    }
}

fn count_distinct(colors: &[u32]) -> usize {
    let mut v = colors.to_vec();
    v.sort_unstable();
    v.dedup();
    v.len()
}

/// The individualization–refinement search; `map[i]` is the B-index of
/// A-state i.
fn search<S, T>(
    fa: &FiniteAlgorithm<S>,
    fb: &FiniteAlgorithm<T>,
) -> Result<Option<Vec<u32>>, GameError> {
    if fa.len() != fb.len() || fa.arrow_count() != fb.arrow_count() || fa.is_empty() {
        return Ok(if fa.is_empty() && fb.is_empty() {
            Some(Vec::new())
        } else {
            None
        });
    }
    let joint = Joint {
        a: fa,
        b: fb,
        na: fa.len(),
    };
    let n = joint.len();
    let mut colors = vec![0u32; n];
    colors[0] = 1;
    colors[joint.na] = 1;
    let mut steps = 1u64;
    joint.refine(&mut colors);

    /// A choice point: the colouring before individualizing, the A-vertex
    /// v and its remaining candidates.
    struct Choice {
        colors: Vec<u32>,
        v: usize,
        candidates: Vec<usize>,
        next: usize,
    }
    let mut stack: Vec<Choice> = Vec::new();
    // `current` is a refined colouring to examine; None means backtrack.
    let mut current = Some(colors);
    loop {
        if let Some(colors) = current.take()
            && let Some(cls) = joint.classes(&colors)
        {
            let ambiguous = cls
                .iter()
                .filter(|(x, _)| x.len() > 1)
                .min_by_key(|(x, _)| x.len());
            match ambiguous {
                None => {
                    if let Some(map) = joint.check_discrete(&cls) {
                        return Ok(Some(map));
                    }
                }
                Some((x, y)) => {
                    stack.push(Choice {
                        v: x[0],
                        candidates: y.clone(),
                        colors,
                        next: 0,
                    });
                }
            }
        }
        // Take the next candidate of the innermost choice point.
        loop {
            let Some(top) = stack.last_mut() else {
                return Ok(None);
            };
            if top.next == top.candidates.len() {
                stack.pop();
                continue;
            }
            let w = top.candidates[top.next];
            top.next += 1;
            if steps >= ISOMORPHISM_SEARCH_LIMIT {
                return Err(GameError::SearchLimit {
                    limit: ISOMORPHISM_SEARCH_LIMIT,
                });
            }
            steps += 1;
            let mut c = top.colors.clone();
            let fresh = c.iter().copied().max().unwrap_or(0) + 1;
            c[top.v] = fresh;
            c[w] = fresh;
            joint.refine(&mut c);
            current = Some(c);
            break;
        }
    }
}
