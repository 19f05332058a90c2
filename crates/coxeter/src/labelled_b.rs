//! Condition (b) of Kawanaka, Theorem 6.3, on labelled Coxeter graphs
//! (footnote 19), and the principal plain algorithms it gives.

use std::collections::HashSet;
use std::ops::ControlFlow;

use hookgames_game::{Algorithm, Engine, FiniteAlgorithm, GameError, Limits};
use hookgames_limits::MAX_MATERIALIZED_BYTES;
use hookgames_plain::{Plain, check_axioms};

use crate::error::CoxeterError;
use crate::labelled::{CoxeterElement, CoxeterGraph};
use crate::minuscule::{MAX_COSET_WORK, MAX_STATES, first_non_simple_arrow};

/// The algorithm (W/W_J, σ) of Kawanaka §6 for a labelled Coxeter graph
/// (footnote 19): σ(vW_J) = {tvW_J : t ∈ T, ℓ((tv)^J) < ℓ(v^J)}.
///
/// As for [`CosetAlgorithm`](crate::CosetAlgorithm), a coset is its minimal
/// representative v^J, and the candidates t v^J are v^J with one letter of a
/// reduced word deleted (the reflections t with ℓ(t v^J) < ℓ(v^J);
/// Björner–Brenti, *Combinatorics of Coxeter groups*, Prop. 2.5.1 and
/// Cor. 1.4.4).
///
/// # Example
/// ```
/// use hookgames_coxeter::{CoxeterGraph, FiniteType, LabelledCosetAlgorithm};
/// use hookgames_game::{Algorithm, AlgorithmExt, FiniteAlgorithm};
/// // I_2(5) with α_* joined to 0: J = {1}, W^J = {1, s_0, s_1 s_0, s_0 s_1 s_0, s_1 s_0 s_1 s_0}.
/// let g = CoxeterGraph::of_type(FiniteType::I2(5), 0)?;
/// let sigma = LabelledCosetAlgorithm::new(&g);
/// let top = g.element(&[1, 0, 1, 0])?;
/// assert_eq!(sigma.followers(&top)?.len(), 4); // every shorter coset
/// assert_eq!(FiniteAlgorithm::from_root(&sigma, &top)?.len(), 5);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct LabelledCosetAlgorithm<'a> {
    graph: &'a CoxeterGraph,
}

impl<'a> LabelledCosetAlgorithm<'a> {
    /// (W/W_J, σ) for the graph `g`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`LabelledCosetAlgorithm`].
    pub fn new(g: &'a CoxeterGraph) -> Self {
        LabelledCosetAlgorithm { graph: g }
    }

    /// The graph.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CoxeterGraph, FiniteType, LabelledCosetAlgorithm};
    /// let g = CoxeterGraph::of_type(FiniteType::G2, 0)?;
    /// assert_eq!(LabelledCosetAlgorithm::new(&g).graph().vertex_count(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn graph(&self) -> &'a CoxeterGraph {
        self.graph
    }
}

impl Algorithm for LabelledCosetAlgorithm<'_> {
    type State = CoxeterElement;

    /// The struct, 4 bytes per positive root and the reduced word.
    fn state_bytes(&self, p: &CoxeterElement) -> usize {
        self.graph.element_bytes(p.length())
    }

    /// σ(vW_J), in the order of the deleted letter; a state that is not a
    /// minimal representative is first replaced by its minimal
    /// representative.
    ///
    /// # Complexity
    /// O(ℓ² · P) with ℓ = ℓ(v^J) and P positive roots.
    fn try_for_each_follower<B, F>(&self, p: &CoxeterElement, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(CoxeterElement) -> ControlFlow<B>,
    {
        let g = self.graph;
        let v = g.min_coset_rep(p);
        let word = v.reduced_word();
        let mut out: Vec<CoxeterElement> = Vec::new();
        for k in 0..word.len() {
            let sub: Vec<usize> = word
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != k)
                .map(|(_, &a)| a)
                .collect();
            let u = g.min_coset_rep(&g.checked_word_element(&sub));
            if u.length() < v.length() && !out.contains(&u) {
                out.push(u);
            }
        }
        for u in out {
            f(u)?;
        }
        ControlFlow::Continue(())
    }
}

/// ⟨wW_J⟩_σ materialized within the crate's limits.
fn materialize(
    g: &CoxeterGraph,
    w: &CoxeterElement,
) -> Result<FiniteAlgorithm<CoxeterElement>, CoxeterError> {
    let sigma = LabelledCosetAlgorithm::new(g);
    let top = g.min_coset_rep(w);
    let limits = Limits::default()
        .with_max_states(MAX_STATES as u64)
        .with_max_bytes(MAX_MATERIALIZED_BYTES);
    Ok(FiniteAlgorithm::from_roots(
        &sigma,
        &[top],
        &Engine::new().with_limits(limits),
    )?)
}

/// Condition (b) of Kawanaka, Theorem 6.3, for a labelled Coxeter graph
/// (footnote 19: "the condition (b) can be applied in a wider context than
/// the condition (a)"): for every irreducible arrow uW_J → vW_J of
/// ⟨wW_J⟩_σ there is s ∈ S with s u^J = v^J. It depends only on wW_J.
///
/// # Errors
/// [`CoxeterError::LabelledConditionB`] with the failing arrow;
/// [`CoxeterError::Game`] if ⟨wW_J⟩_σ has more than
/// [`MAX_STATES`](crate::MAX_STATES) states or more than
/// [`MAX_MATERIALIZED_BYTES`](hookgames_limits::MAX_MATERIALIZED_BYTES)
/// bytes.
///
/// # Complexity
/// O(states · ℓ² · P + irreducible arrows · |Π| · (P + ℓ · n)), ℓ = ℓ(w^J).
///
/// # Example
/// ```
/// use hookgames_coxeter::{labelled_condition_b, CoxeterError, CoxeterGraph, FiniteType};
/// // H_3 = 0 –5– 1 – 2 with α_* joined to 0 (J = {1, 2}).
/// let g = CoxeterGraph::of_type(FiniteType::H3, 0)?;
/// assert!(labelled_condition_b(&g, &g.element(&[2, 1, 0])?).is_ok());
/// let e = labelled_condition_b(&g, &g.element(&[2, 1, 0, 1, 0])?).unwrap_err();
/// assert_eq!(
///     e,
///     CoxeterError::LabelledConditionB { from: vec![2, 1, 0, 1, 0], to: vec![2, 0, 1, 0] }
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn labelled_condition_b(g: &CoxeterGraph, w: &CoxeterElement) -> Result<(), CoxeterError> {
    let fa = materialize(g, w)?;
    let simple = g.simple_roots();
    match first_non_simple_arrow(&fa, CoxeterElement::reduced_word, |u, v| {
        simple.iter().any(|&s| &g.left_mul(u, s) == v)
    })? {
        None => Ok(()),
        Some((from, to)) => Err(CoxeterError::LabelledConditionB { from, to }),
    }
}

/// All minimal coset representatives W^J of a labelled Coxeter graph, by
/// increasing length (Deodhar's lemma: each v ∈ W^J of length k + 1 is s u
/// for some u ∈ W^J of length k and s ∈ S).
///
/// # Errors
/// [`CoxeterError::StateLimit`] beyond [`MAX_STATES`](crate::MAX_STATES)
/// cosets; [`CoxeterError::TooLarge`] if the elements would exceed
/// [`MAX_MATERIALIZED_BYTES`](hookgames_limits::MAX_MATERIALIZED_BYTES)
/// (unit `"bytes"`) or the candidates would cost more than
/// [`MAX_COSET_WORK`](crate::MAX_COSET_WORK) (unit
/// `"root permutation entries"`), checked before each candidate is built.
///
/// # Complexity
/// O(|W^J| · |Π| · (P + ℓ · n)).
///
/// # Example
/// ```
/// use hookgames_coxeter::{labelled_min_coset_reps, CoxeterGraph, FiniteType};
/// // |H_4| / |H_3| = 14400 / 120.
/// let g = CoxeterGraph::of_type(FiniteType::H4, 3)?;
/// assert_eq!(labelled_min_coset_reps(&g)?.len(), 120);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn labelled_min_coset_reps(g: &CoxeterGraph) -> Result<Vec<CoxeterElement>, CoxeterError> {
    let simple = g.simple_roots();
    let p = g.positive_root_count() as u128;
    let n = g.vertex_count() as u128;
    let mut all = vec![g.identity()];
    let mut level_start = 0;
    let mut work: u128 = 0;
    let mut held: u128 = g.element_bytes(0) as u128;
    loop {
        let mut seen: HashSet<CoxeterElement> = HashSet::new();
        let mut next = Vec::new();
        for u in &all[level_start..] {
            for &s in &simple {
                // The product (P entries), its reduced word (ℓ + 1 products
                // and descent searches) and the descent test.
                work += (u.length() as u128 + 3) * (p + n);
                if work > u128::from(MAX_COSET_WORK) {
                    return Err(CoxeterError::TooLarge {
                        what: "the minimal coset representatives of W^J",
                        count: work,
                        unit: "root permutation entries",
                        limit: MAX_COSET_WORK,
                        limit_name: "MAX_COSET_WORK",
                        instead: "use a smaller graph",
                    });
                }
                let bytes = 2 * g.element_bytes(u.length() + 1) as u128;
                if held + bytes > u128::from(MAX_MATERIALIZED_BYTES) {
                    return Err(CoxeterError::TooLarge {
                        what: "the minimal coset representatives of W^J",
                        count: held + bytes,
                        unit: "bytes",
                        limit: MAX_MATERIALIZED_BYTES,
                        limit_name: "MAX_MATERIALIZED_BYTES",
                        instead: "use a smaller graph",
                    });
                }
                let v = g.left_mul(u, s);
                if v.length() == u.length() + 1 && g.is_min_coset_rep(&v) && !seen.contains(&v) {
                    held += bytes;
                    seen.insert(v.clone());
                    next.push(v);
                }
            }
        }
        if next.is_empty() {
            return Ok(all);
        }
        if all.len() + next.len() > MAX_STATES {
            return Err(CoxeterError::StateLimit {
                limit: MAX_STATES,
                max_length: all.last().map_or(0, |w| w.length()) + 1,
            });
        }
        level_start = all.len();
        all.extend(next);
    }
}

/// The elements w ∈ W^J that satisfy condition (b) of Theorem 6.3 (each
/// coset once, by its minimal representative), by increasing length.
///
/// They are found level by level, testing only the candidates s u with u a
/// (b)-element one shorter. This misses none: (b) passes to every v below w
/// (⟨vW_J⟩_σ is the part of ⟨wW_J⟩_σ below v, and whether an arrow out of
/// it is irreducible depends only on the cosets between its ends, all below
/// v), and a (b)-element v ≠ 1 has an irreducible arrow v → u, for which
/// (b) gives u = s v, so v = s u with u a (b)-element of length ℓ(v) − 1.
/// (The test `footnote_19.rs::levels_agree_with_all_cosets` compares this
/// with [`labelled_condition_b`] on every coset of the small graphs.)
///
/// # Errors
/// Those of [`labelled_condition_b`] (other than the failure of (b));
/// [`CoxeterError::StateLimit`] beyond [`MAX_STATES`](crate::MAX_STATES)
/// elements; [`CoxeterError::TooLarge`] if the candidates would cost more
/// than [`MAX_COSET_WORK`](crate::MAX_COSET_WORK) (unit
/// `"root permutation entries"`).
///
/// # Complexity
/// One run of [`labelled_condition_b`] per candidate (at most |Π| per
/// (b)-element).
///
/// # Example
/// ```
/// use hookgames_coxeter::{labelled_condition_b_elements, CoxeterGraph, FiniteType};
/// // I_2(m): W^J is a chain of m cosets, and each satisfies (b).
/// let g = CoxeterGraph::of_type(FiniteType::I2(8), 0)?;
/// assert_eq!(labelled_condition_b_elements(&g)?.len(), 8);
/// // H_4 with α_* at the end of the simple bonds: 20 of the 120 cosets.
/// let h4 = CoxeterGraph::of_type(FiniteType::H4, 3)?;
/// assert_eq!(labelled_condition_b_elements(&h4)?.len(), 20);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn labelled_condition_b_elements(
    g: &CoxeterGraph,
) -> Result<Vec<CoxeterElement>, CoxeterError> {
    let simple = g.simple_roots();
    let p = g.positive_root_count() as u128;
    let n = g.vertex_count() as u128;
    let mut all = vec![g.identity()];
    let mut level_start = 0;
    let mut work: u128 = 0;
    loop {
        let mut seen: HashSet<CoxeterElement> = HashSet::new();
        let mut next = Vec::new();
        for u in &all[level_start..] {
            for &s in &simple {
                work += (u.length() as u128 + 3) * (p + n);
                if work > u128::from(MAX_COSET_WORK) {
                    return Err(CoxeterError::TooLarge {
                        what: "the search for the elements satisfying (b)",
                        count: work,
                        unit: "root permutation entries",
                        limit: MAX_COSET_WORK,
                        limit_name: "MAX_COSET_WORK",
                        instead: "use a smaller graph",
                    });
                }
                let v = g.left_mul(u, s);
                if v.length() != u.length() + 1 || !g.is_min_coset_rep(&v) || seen.contains(&v) {
                    continue;
                }
                seen.insert(v.clone());
                match labelled_condition_b(g, &v) {
                    Ok(()) => next.push(v),
                    Err(CoxeterError::LabelledConditionB { .. }) => {}
                    Err(e) => return Err(e),
                }
            }
        }
        if next.is_empty() {
            return Ok(all);
        }
        if all.len() + next.len() > MAX_STATES {
            return Err(CoxeterError::StateLimit {
                limit: MAX_STATES,
                max_length: all.last().map_or(0, |w| w.length()) + 1,
            });
        }
        level_start = all.len();
        all.extend(next);
    }
}

/// The principal algorithm ⟨wW_J⟩_σ of an element w satisfying condition
/// (b) (Kawanaka §6, footnote 19), checked to be plain: a game that
/// implements `hookgames_plain::Plain`.
///
/// [`PrincipalCosetGame::new`] checks (b) and the axioms (P1)–(P4)
/// (`hookgames_plain::check_axioms`) on the materialized ⟨wW_J⟩_σ — for a
/// non-crystallographic graph the paper omits the proof that (b) gives a
/// plain algorithm, so the promise of `Plain` rests on this check. The
/// states are the minimal coset representatives below w^J; any other
/// element is a state without followers (an end), so the promise holds for
/// every state.
///
/// # Example
/// ```
/// use hookgames_coxeter::{CoxeterGraph, FiniteType, PrincipalCosetGame};
/// use hookgames_game::{Algorithm, AlgorithmExt};
/// use hookgames_plain::Plain;
/// // H_3 with α_* on vertex 2: the coset of s_0 s_1 s_2 gives a path of 4 cosets.
/// let g = CoxeterGraph::of_type(FiniteType::H3, 2)?;
/// let game = PrincipalCosetGame::new(&g, &g.element(&[0, 1, 2])?)?;
/// assert_eq!(game.algorithm().len(), 4);
/// let top = game.top().clone();
/// assert_eq!(game.followers(&top)?.len(), 3); // a Nim heap of size 3
/// assert_eq!(game.arrow_length(&top, &g.identity())?, 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct PrincipalCosetGame<'a> {
    graph: &'a CoxeterGraph,
    top: CoxeterElement,
    fa: FiniteAlgorithm<CoxeterElement>,
}

impl<'a> PrincipalCosetGame<'a> {
    /// ⟨wW_J⟩_σ, after checking (b) and the plain axioms.
    ///
    /// # Errors
    /// Those of [`labelled_condition_b`];
    /// [`CoxeterError::NotPlain`] if an axiom fails (never observed: it
    /// would be a counterexample to the footnote).
    ///
    /// # Complexity
    /// [`labelled_condition_b`] plus `check_axioms` on ⟨wW_J⟩_σ.
    ///
    /// # Example
    /// See [`PrincipalCosetGame`].
    pub fn new(g: &'a CoxeterGraph, w: &CoxeterElement) -> Result<Self, CoxeterError> {
        labelled_condition_b(g, w)?;
        let fa = materialize(g, w)?;
        let top = g.min_coset_rep(w);
        check_axioms(&fa).map_err(|e| CoxeterError::NotPlain {
            word: top.reduced_word().to_vec(),
            detail: e.to_string(),
        })?;
        Ok(PrincipalCosetGame { graph: g, top, fa })
    }

    /// The top state w^J.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`PrincipalCosetGame`].
    pub fn top(&self) -> &CoxeterElement {
        &self.top
    }

    /// The graph.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CoxeterGraph, FiniteType, PrincipalCosetGame};
    /// let g = CoxeterGraph::of_type(FiniteType::G2, 0)?;
    /// let game = PrincipalCosetGame::new(&g, &g.element(&[1, 0])?)?;
    /// assert_eq!(game.graph().positive_root_count(), 6);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn graph(&self) -> &'a CoxeterGraph {
        self.graph
    }

    /// The materialized ⟨wW_J⟩_σ (state 0 is w^J), checked plain.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`PrincipalCosetGame`].
    pub fn algorithm(&self) -> &FiniteAlgorithm<CoxeterElement> {
        &self.fa
    }
}

impl Algorithm for PrincipalCosetGame<'_> {
    type State = CoxeterElement;

    fn state_bytes(&self, p: &CoxeterElement) -> usize {
        self.graph.element_bytes(p.length())
    }

    /// σ on the cosets below w^J (read from the materialized, checked
    /// algorithm); no followers for any other element.
    ///
    /// # Complexity
    /// One hash lookup and the followers.
    fn try_for_each_follower<B, F>(&self, p: &CoxeterElement, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(CoxeterElement) -> ControlFlow<B>,
    {
        let Some(i) = self.fa.index_of(p) else {
            return ControlFlow::Continue(());
        };
        for &j in self.fa.followers_of(i) {
            if let Some(s) = self.fa.state(j) {
                f(s.clone())?;
            }
        }
        ControlFlow::Continue(())
    }
}

/// The promise holds: [`PrincipalCosetGame::new`] checked (P1)–(P4) on the
/// only non-trivial principal algorithm, and the others are sub-algorithms
/// of it or single ends.
impl Plain for PrincipalCosetGame<'_> {}
