use std::ops::ControlFlow;

use hookgames_game::{Algorithm, GameError};

use crate::datum::CoxeterDatum;
use crate::element::WeylElement;

/// The algorithm (W/W_J, σ) of Kawanaka §6:
/// σ(vW_J) = {tvW_J : t ∈ T, ℓ((tv)^J) < ℓ(v^J)}.
///
/// A coset is represented by its minimal representative v^J (a
/// [`WeylElement`] with [`WeylElement::is_min_coset_rep`]). Only reflections
/// t with ℓ(tv^J) < ℓ(v^J) can qualify (the projection w ↦ w^J preserves the
/// Bruhat order; Björner–Brenti, Combinatorics of Coxeter groups,
/// Prop. 2.5.1), and those are the l = ℓ(v^J) reflections
/// t_k = s_{a₁}⋯s_{a_{k−1}} s_{a_k} s_{a_{k−1}}⋯s_{a₁} of a reduced word
/// v^J = s_{a₁}⋯s_{a_l}, with t_k v^J = v^J with the k-th letter deleted. For
/// each, (t_k v)^J is computed and its length compared literally.
///
/// This construction uses no roots, so the natural isomorphism
/// vW_J ↦ vα_* onto [`RootAlgorithm`](crate::RootAlgorithm) is a real check.
///
/// # Example
/// ```
/// use hookgames_coxeter::{CosetAlgorithm, CoxeterDatum, WeylElement};
/// use hookgames_game::{Algorithm, AlgorithmExt, FiniteAlgorithm};
/// let d = CoxeterDatum::path(3, 0)?; // α_* – α_1 – α_2, J = {2}
/// let sigma = CosetAlgorithm::new(&d);
/// let top = WeylElement::from_word(&d, &[2, 1])?;
/// let f: Vec<Vec<usize>> = sigma.followers(&top)?.iter().map(|v| v.reduced_word().to_vec()).collect();
/// assert_eq!(f, vec![vec![1], vec![]]);
/// assert_eq!(FiniteAlgorithm::from_root(&sigma, &top)?.len(), 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct CosetAlgorithm<'a> {
    datum: &'a CoxeterDatum,
}

impl<'a> CosetAlgorithm<'a> {
    /// (W/W_J, σ) for the datum `d`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`CosetAlgorithm`].
    pub fn new(d: &'a CoxeterDatum) -> Self {
        CosetAlgorithm { datum: d }
    }

    /// The datum.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CosetAlgorithm, CoxeterDatum};
    /// let d = CoxeterDatum::path(3, 0)?;
    /// assert_eq!(CosetAlgorithm::new(&d).datum().vertex_count(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn datum(&self) -> &'a CoxeterDatum {
        self.datum
    }

    /// The coset w W_J as a state: its minimal representative w^J.
    ///
    /// # Complexity
    /// O(ℓ(w) · n²).
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CosetAlgorithm, CoxeterDatum, WeylElement};
    /// let d = CoxeterDatum::path(3, 0)?;
    /// let w = WeylElement::from_word(&d, &[2, 1, 2])?;
    /// assert_eq!(CosetAlgorithm::new(&d).coset(&w).reduced_word(), &[2, 1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn coset(&self, w: &WeylElement) -> WeylElement {
        w.min_coset_rep(self.datum)
    }
}

impl Algorithm for CosetAlgorithm<'_> {
    type State = WeylElement;

    /// The struct, its n × n matrix (8n² bytes) and its reduced word: the
    /// engine's byte limit counts a state of a datum with n vertices as
    /// 8n² + 8ℓ + 80 bytes, so the solvers and
    /// [`FiniteAlgorithm`](hookgames_game::FiniteAlgorithm) stop a large
    /// datum at [`Limits::max_bytes`](hookgames_game::Limits::max_bytes).
    fn state_bytes(&self, p: &WeylElement) -> usize {
        p.bytes()
    }

    /// σ(vW_J), in the order of the deleted letter. The state should be a
    /// minimal representative ([`CosetAlgorithm::coset`]); any other element
    /// is first replaced by its minimal representative.
    ///
    /// # Complexity
    /// O(ℓ² · n²) with ℓ = ℓ(v^J).
    fn try_for_each_follower<B, F>(&self, p: &WeylElement, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(WeylElement) -> ControlFlow<B>,
    {
        let d = self.datum;
        let v = p.min_coset_rep(d);
        let word = v.reduced_word();
        let mut out: Vec<WeylElement> = Vec::new();
        for k in 0..word.len() {
            let sub: Vec<usize> = word
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != k)
                .map(|(_, &a)| a)
                .collect();
            let u = WeylElement::from_checked_word(d, &sub).min_coset_rep(d);
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
