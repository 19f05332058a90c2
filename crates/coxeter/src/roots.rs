use std::collections::HashSet;
use std::ops::ControlFlow;

use hookgames_game::{Algorithm, GameError};

use crate::datum::CoxeterDatum;
use crate::element::WeylElement;
use crate::error::CoxeterError;

/// The largest number of vectors of the box {δ : α_* ≤ δ ≤ γ} that a [`Root`]
/// may span: it bounds the positive roots searched by ρ(γ).
pub const MAX_BOX: u64 = 1 << 24;

/// An element γ of the orbit R = Wα_* (Kawanaka §6), with integer
/// coordinates over Π_*. Constructed only through [`RootAlgorithm::root`] or
/// [`RootAlgorithm::root_of`], which check that γ is in the orbit and that
/// γ − α_* spans at most [`MAX_BOX`] vectors.
///
/// # Example
/// See [`RootAlgorithm`].
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Root(pub(crate) Vec<i64>);

impl Root {
    /// The coordinates over Π_* (the α_* coordinate is 1).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`RootAlgorithm`].
    pub fn coords(&self) -> &[i64] {
        &self.0
    }
}

/// The algorithm (Wα_*, ρ) of Kawanaka §6:
/// ρ(γ) = {tγ : t ∈ T, tγ < γ}, where T is the set of reflections of W and
/// δ < γ means γ − δ ∈ Z⁺Π, δ ≠ γ.
///
/// A reflection t = s_β (β a positive root of W) sends γ to γ − 2(β, γ)β,
/// so tγ < γ iff 2(β, γ) > 0. Since α_* is antidominant ((α_*, α) ≤ 0 for all
/// α ∈ Π), every δ ∈ Wα_* satisfies δ ≥ α_*; hence only the finitely many
/// positive roots β with 2(β, γ) β ≤ γ − α_* matter. They are found by
/// climbing from the simple roots by simple reflections inside the box
/// [0, γ − α_*] (every positive root is reached that way).
///
/// # Example
/// ```
/// use hookgames_coxeter::{CoxeterDatum, RootAlgorithm};
/// use hookgames_game::{Algorithm, AlgorithmExt, FiniteAlgorithm};
/// let d = CoxeterDatum::path(3, 0)?; // α_* – α_1 – α_2
/// let rho = RootAlgorithm::new(&d);
/// let top = rho.root(vec![1, 1, 1])?; // α_* + α_1 + α_2
/// let mut f: Vec<Vec<i64>> = rho.followers(&top)?.iter().map(|r| r.coords().to_vec()).collect();
/// f.sort();
/// assert_eq!(f, vec![vec![1, 0, 0], vec![1, 1, 0]]);
/// assert_eq!(FiniteAlgorithm::from_root(&rho, &top)?.len(), 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct RootAlgorithm<'a> {
    datum: &'a CoxeterDatum,
}

impl<'a> RootAlgorithm<'a> {
    /// (Wα_*, ρ) for the datum `d`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`RootAlgorithm`].
    pub fn new(d: &'a CoxeterDatum) -> Self {
        RootAlgorithm { datum: d }
    }

    /// The datum.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CoxeterDatum, RootAlgorithm};
    /// let d = CoxeterDatum::path(3, 0)?;
    /// assert_eq!(RootAlgorithm::new(&d).datum().star(), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn datum(&self) -> &'a CoxeterDatum {
        self.datum
    }

    /// Checks that `coords` is in Wα_* and returns it as a [`Root`].
    ///
    /// Membership: while some α ∈ Π has 2(α, γ) > 0, replace γ by s_α γ
    /// (which is lower); γ ∈ Wα_* iff this ends at α_* (α_* is the unique
    /// antidominant element of its orbit).
    ///
    /// # Errors
    /// [`CoxeterError::Dimension`]; [`CoxeterError::NotAboveStar`] if γ is
    /// not ≥ α_*; [`CoxeterError::RootTooLarge`] if the box [α_*, γ] has
    /// more than [`MAX_BOX`] vectors; [`CoxeterError::NotInOrbit`] with the
    /// vector where the descent stopped.
    ///
    /// # Complexity
    /// O(height(γ) · n · deg).
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CoxeterDatum, CoxeterError, RootAlgorithm};
    /// let d = CoxeterDatum::path(3, 0)?;
    /// let rho = RootAlgorithm::new(&d);
    /// assert!(rho.root(vec![1, 1, 0]).is_ok());
    /// let e = rho.root(vec![1, 0, 1]).unwrap_err();
    /// assert!(matches!(e, CoxeterError::NotInOrbit { .. }));
    /// assert!(e.to_string().starts_with("γ = α_* + α_2 is not in the orbit Wα_*"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn root(&self, coords: Vec<i64>) -> Result<Root, CoxeterError> {
        self.reduce_to_star(&coords)?;
        Ok(Root(coords))
    }

    /// A reduced word of the minimal v ∈ W with v α_* = γ (read from γ down
    /// to α_*), after the checks of [`RootAlgorithm::root`].
    fn reduce_to_star(&self, coords: &[i64]) -> Result<Vec<usize>, CoxeterError> {
        let d = self.datum;
        d.check_dim(coords)?;
        let star = d.star();
        let too_large = || CoxeterError::RootTooLarge {
            vector: coords.to_vec(),
            star,
            limit: MAX_BOX,
        };
        let mut volume: u64 = 1;
        for (i, &c) in coords.iter().enumerate() {
            let low = i64::from(i == star);
            if c < low {
                return Err(CoxeterError::NotAboveStar {
                    vector: coords.to_vec(),
                    vertex: i,
                    star,
                });
            }
            let extent = u64::try_from(c - low + 1).map_err(|_| too_large())?;
            volume = volume
                .checked_mul(extent)
                .filter(|&v| v <= MAX_BOX)
                .ok_or_else(too_large)?;
        }
        let mut g = coords.to_vec();
        let mut word = Vec::new();
        while let Some(a) = d.simple_roots().into_iter().find(|&a| d.pair(a, &g) > 0) {
            g[a] -= d.pair(a, &g);
            word.push(a);
            if g[a] < 0 {
                break;
            }
        }
        let mut star_vec = vec![0; g.len()];
        star_vec[star] = 1;
        if g != star_vec {
            return Err(CoxeterError::NotInOrbit {
                vector: coords.to_vec(),
                reached: g,
                star,
            });
        }
        Ok(word)
    }

    /// wα_* as a [`Root`].
    ///
    /// # Errors
    /// As [`RootAlgorithm::root`] (the orbit check cannot fail).
    ///
    /// # Complexity
    /// O(n² + height · n · deg).
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CoxeterDatum, RootAlgorithm, WeylElement};
    /// let d = CoxeterDatum::path(3, 0)?;
    /// let w = WeylElement::from_word(&d, &[2, 1])?;
    /// assert_eq!(RootAlgorithm::new(&d).root_of(&w)?.coords(), &[1, 1, 1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn root_of(&self, w: &WeylElement) -> Result<Root, CoxeterError> {
        let star = self.datum.basis(self.datum.star())?;
        self.root(w.apply(&star)?)
    }

    /// The minimal coset representative v^J with v α_* = γ.
    ///
    /// # Errors
    /// [`CoxeterError::WordTooLong`] if ℓ(v^J) exceeds the word limit.
    ///
    /// # Complexity
    /// O(ℓ · n²).
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CoxeterDatum, RootAlgorithm};
    /// let d = CoxeterDatum::path(3, 0)?;
    /// let rho = RootAlgorithm::new(&d);
    /// let v = rho.coset_rep(&rho.root(vec![1, 1, 1])?)?;
    /// assert_eq!(v.reduced_word(), &[2, 1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn coset_rep(&self, gamma: &Root) -> Result<WeylElement, CoxeterError> {
        // γ = s_{a₁} ⋯ s_{a_k} α_* for the letters a₁, …, a_k of the descent.
        let word = self.reduce_to_star(&gamma.0)?;
        Ok(WeylElement::from_word(self.datum, &word)?.min_coset_rep(self.datum))
    }

    /// The positive roots β ≤ `bound` (coordinatewise over Π; the α_*
    /// coordinate of β is 0).
    fn positive_roots_below(&self, bound: &[i64]) -> Vec<Vec<i64>> {
        let d = self.datum;
        let n = bound.len();
        let mut seen: HashSet<Vec<i64>> = HashSet::new();
        let mut stack = Vec::new();
        for a in d.simple_roots() {
            if bound[a] >= 1 {
                let mut e = vec![0; n];
                e[a] = 1;
                seen.insert(e.clone());
                stack.push(e);
            }
        }
        let mut out = Vec::new();
        while let Some(b) = stack.pop() {
            for a in d.simple_roots() {
                let c = d.pair(a, &b);
                if c < 0 && b[a] - c <= bound[a] {
                    let mut nb = b.clone();
                    nb[a] -= c;
                    if seen.insert(nb.clone()) {
                        stack.push(nb);
                    }
                }
            }
            out.push(b);
        }
        out
    }
}

impl Algorithm for RootAlgorithm<'_> {
    type State = Root;

    /// The struct and its n coordinates (8n bytes), for the engine's byte
    /// limit.
    fn state_bytes(&self, p: &Root) -> usize {
        size_of::<Root>() + 8 * p.0.len()
    }

    /// ρ(γ) = {γ − 2(β, γ)β : β > 0 a root of W, 2(β, γ) > 0}.
    ///
    /// # Complexity
    /// O(B · n · deg) where B ≤ [`MAX_BOX`] is the number of positive roots
    /// below γ − α_*.
    fn try_for_each_follower<B, F>(&self, p: &Root, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(Root) -> ControlFlow<B>,
    {
        let d = self.datum;
        // Every `Root` is made by `root`, which checks its length; one of
        // another datum's length is treated as an end rather than a panic.
        if p.0.len() != d.vertex_count() {
            return ControlFlow::Continue(());
        }
        let mut bound = p.0.clone();
        bound[d.star()] -= 1;
        let mut out: Vec<Vec<i64>> = Vec::new();
        for beta in self.positive_roots_below(&bound) {
            // Roots below γ have coordinates ≤ MAX_BOX, so the form cannot
            // overflow; an overflow would not be a move.
            let Ok(k) = d.form(&beta, &p.0) else {
                continue;
            };
            if k <= 0 {
                continue;
            }
            // tγ ∈ Wα_* is ≥ α_*, so no coordinate goes negative; the
            // check only guards the arithmetic.
            let mut t = p.0.clone();
            let mut ok = true;
            for (ti, &bi) in t.iter_mut().zip(&beta) {
                match i128::from(*ti) - k * i128::from(bi) {
                    v if v >= 0 => *ti = v as i64,
                    _ => ok = false,
                }
            }
            if ok && !out.contains(&t) {
                out.push(t);
            }
        }
        out.sort();
        for t in out {
            f(Root(t))?;
        }
        ControlFlow::Continue(())
    }
}
