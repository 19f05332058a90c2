use hookgames_game::{Algorithm, FiniteAlgorithm, IsomorphismCertificate, verify_isomorphism};
use hookgames_plain::root_map;

use crate::cosets::CosetAlgorithm;
use crate::datum::CoxeterDatum;
use crate::element::{MAX_WORD_LENGTH, WeylElement};
use crate::error::CoxeterError;
use crate::roots::{Root, RootAlgorithm};

/// A finitely branching principal plain algorithm ⟨p⟩ realized by an
/// element w of a Coxeter group (Kawanaka §6, (6.2), (6.3), Theorem 6.2).
///
/// Built by [`realize`]: ⟨p⟩ is materialized (state 0 is p), its Dynkin
/// diagram D_* and the map F come from `hookgames_plain::root_map`, and every
/// state q gets the element w_q = s_{α₁}⋯s_{α_l} of an irreducibly decomposed
/// path q → ⋯ → e. The construction checks, at every state and for every
/// irreducible arrow out of it, that all irreducibly decomposed paths give the
/// same element and that the words are reduced.
///
/// # Example
/// ```
/// use hookgames_coxeter::realize;
/// use hookgames_game::FiniteAlgorithm;
/// // The Young diagrams inside (2, 1): 0 = (2,1), 1 = (1,1), 2 = (2), 3 = (1), 4 = ∅.
/// let fa = FiniteAlgorithm::from_followers([vec![1, 2, 4], vec![3, 4], vec![3, 4], vec![4], vec![]])?;
/// let r = realize(&fa, 0)?;
/// assert_eq!(r.word().len(), 3);
/// assert_eq!(r.element().length(), 3);
/// let (rho, sigma) = r.verify_theorem_6_2()?;
/// assert_eq!((rho.states, sigma.states), (5, 5));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct Realization<S> {
    fa: FiniteAlgorithm<S>,
    datum: CoxeterDatum,
    elements: Vec<WeylElement>,
    simple: Vec<Vec<(u32, usize)>>,
    word: Vec<usize>,
}

/// Realizes the principal plain algorithm ⟨p⟩ of `game` by an element of a
/// Coxeter group ([`Realization`]; Kawanaka §6).
///
/// # Errors
/// [`CoxeterError::Plain`] if ⟨p⟩ exceeds the default limits of
/// `hookgames-plain` or is not plain enough for the map F;
/// [`CoxeterError::NotConnected`]; [`CoxeterError::NoSimpleRoot`];
/// [`CoxeterError::WordTooLong`] if a path is longer than
/// [`MAX_WORD_LENGTH`]; [`CoxeterError::PathDependent`] and
/// [`CoxeterError::NotReduced`] if the claims after (6.3) fail.
///
/// # Complexity
/// The cost of `root_map`, plus O(A · ℓ · n²) for A irreducible arrows,
/// paths of length ℓ = |φ(p)| and n = |Π_*|.
///
/// # Example
/// See [`Realization`].
pub fn realize<A: Algorithm>(game: &A, p: A::State) -> Result<Realization<A::State>, CoxeterError> {
    let fa = FiniteAlgorithm::from_root(game, p)?;
    let rm = root_map(&fa)?;
    let datum = CoxeterDatum::from_dynkin(rm.dynkin())?;
    let lengths = rm.lengths();
    let order = fa.topological_order()?;
    let mut elements: Vec<Option<WeylElement>> = vec![None; fa.len()];
    let mut simple: Vec<Vec<(u32, usize)>> = vec![Vec::new(); fa.len()];
    for &i in order.iter().rev() {
        let mut mine: Option<(u32, WeylElement)> = None;
        for j in lengths.irreducible_followers(i) {
            let a = rm
                .simple_root(i, j)
                .ok_or(CoxeterError::NoSimpleRoot { from: i, to: j })? as usize;
            simple[i as usize].push((j, a));
            // Followers come later in the topological order, so are done.
            let Some(below) = elements[j as usize].as_ref() else {
                return Err(CoxeterError::NoSimpleRoot { from: i, to: j });
            };
            if below.length() >= MAX_WORD_LENGTH {
                return Err(CoxeterError::WordTooLong {
                    length: below.length() + 1,
                    limit: MAX_WORD_LENGTH,
                });
            }
            let e = below.left_mul(&datum, a);
            if e.length() != below.length() + 1 {
                return Err(CoxeterError::NotReduced {
                    word_length: below.length() + 1,
                    length: e.length(),
                });
            }
            match &mine {
                None => mine = Some((j, e)),
                Some((first, m)) if *m != e => {
                    return Err(CoxeterError::PathDependent {
                        state: i,
                        first: *first,
                        second: j,
                    });
                }
                Some(_) => {}
            }
        }
        elements[i as usize] = Some(match mine {
            Some((_, e)) => e,
            None => WeylElement::identity(&datum),
        });
    }
    let elements: Vec<WeylElement> = elements
        .into_iter()
        .map(|e| e.unwrap_or_else(|| WeylElement::identity(&datum)))
        .collect();
    // The word (6.3) of the path that always takes the first irreducible arrow.
    let mut word = Vec::new();
    let mut q = 0u32;
    while let Some(&(j, a)) = simple[q as usize].first() {
        word.push(a);
        q = j;
    }
    Ok(Realization {
        fa,
        datum,
        elements,
        simple,
        word,
    })
}

impl<S> Realization<S> {
    /// The materialized ⟨p⟩ (state 0 is p).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Realization`].
    pub fn algorithm(&self) -> &FiniteAlgorithm<S> {
        &self.fa
    }

    /// The Coxeter datum of the Dynkin diagram D_* of ⟨p⟩ (simple roots are
    /// numbered as by `hookgames_plain::root_map`, α_* last).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Realization`].
    pub fn datum(&self) -> &CoxeterDatum {
        &self.datum
    }

    /// The word (6.3) α₁, …, α_l of one irreducibly decomposed path
    /// p → ⋯ → e (the one taking the first irreducible arrow each time).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Realization`].
    pub fn word(&self) -> &[usize] {
        &self.word
    }

    /// The element w of (6.3) for p.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Realization`].
    pub fn element(&self) -> &WeylElement {
        &self.elements[0]
    }

    /// The element w_q of (6.3) for the state q (an index of
    /// [`Realization::algorithm`]), or `None` if out of range.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Realization`].
    pub fn element_of(&self, q: u32) -> Option<&WeylElement> {
        self.elements.get(q as usize)
    }

    /// The word (6.3) of a given irreducibly decomposed path, given as state
    /// indices starting anywhere and ending at the end e.
    ///
    /// # Errors
    /// [`CoxeterError::NoSimpleRoot`] if two consecutive states are not an
    /// irreducible arrow, or if the path does not end at the end e (reported
    /// as the missing arrow from its last state).
    ///
    /// # Complexity
    /// O(length · d) for out-degree d.
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{realize, WeylElement};
    /// use hookgames_game::FiniteAlgorithm;
    /// let fa = FiniteAlgorithm::from_followers([vec![1, 2, 4], vec![3, 4], vec![3, 4], vec![4], vec![]])?;
    /// let r = realize(&fa, 0)?;
    /// // Paths are given by state indices of `r.algorithm()` (its states are
    /// // the labels 0..=4 of `fa`, renumbered).
    /// let ix = |label: u32| r.algorithm().index_of(&label).unwrap();
    /// let w1 = r.word_of_path(&[ix(0), ix(1), ix(3), ix(4)])?;
    /// let w2 = r.word_of_path(&[ix(0), ix(2), ix(3), ix(4)])?;
    /// assert_ne!(w1, w2);
    /// let d = r.datum();
    /// assert_eq!(WeylElement::from_word(d, &w1)?, WeylElement::from_word(d, &w2)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn word_of_path(&self, path: &[u32]) -> Result<Vec<usize>, CoxeterError> {
        let mut out = Vec::new();
        for pair in path.windows(2) {
            let (i, j) = (pair[0], pair[1]);
            let a = self
                .simple
                .get(i as usize)
                .and_then(|row| row.iter().find(|&&(k, _)| k == j))
                .map(|&(_, a)| a)
                .ok_or(CoxeterError::NoSimpleRoot { from: i, to: j })?;
            out.push(a);
        }
        if let Some(&last) = path.last()
            && let Some(&(j, _)) = self.simple.get(last as usize).and_then(|r| r.first())
        {
            return Err(CoxeterError::NoSimpleRoot { from: last, to: j });
        }
        Ok(out)
    }

    /// Theorem 6.2 (Kawanaka): ⟨p⟩ ≅ ⟨wα_*⟩_ρ ≅ ⟨wW_J⟩_σ, both checked with
    /// `hookgames_game::verify_isomorphism` along the natural maps
    /// q ↦ w_q α_* and q ↦ w_q W_J.
    ///
    /// # Errors
    /// [`CoxeterError::IsomorphismFailed`] with the counterexample;
    /// the errors of [`RootAlgorithm::root_of`].
    ///
    /// # Complexity
    /// O(states · n² + the two `verify_isomorphism` calls).
    ///
    /// # Example
    /// See [`Realization`].
    pub fn verify_theorem_6_2(
        &self,
    ) -> Result<(IsomorphismCertificate, IsomorphismCertificate), CoxeterError> {
        let rho = RootAlgorithm::new(&self.datum);
        let roots: Vec<Root> = self
            .elements
            .iter()
            .map(|e| rho.root_of(e))
            .collect::<Result<_, _>>()?;
        let c1 = verify_isomorphism(&self.fa, &0u32, &rho, &roots[0], |&i| {
            roots[i as usize].clone()
        })
        .map_err(|e| CoxeterError::IsomorphismFailed {
            target: "⟨wα_*⟩_ρ",
            detail: format!("{e:?}"),
        })?;
        let sigma = CosetAlgorithm::new(&self.datum);
        let cosets: Vec<WeylElement> = self.elements.iter().map(|e| sigma.coset(e)).collect();
        let c2 = verify_isomorphism(&self.fa, &0u32, &sigma, &cosets[0], |&i| {
            cosets[i as usize].clone()
        })
        .map_err(|e| CoxeterError::IsomorphismFailed {
            target: "⟨wW_J⟩_σ",
            detail: format!("{e:?}"),
        })?;
        Ok((c1, c2))
    }
}

/// The natural isomorphism ⟨wW_J⟩_σ ≅ ⟨wα_*⟩_ρ, vW_J ↦ vα_* (Kawanaka §6),
/// checked with `hookgames_game::verify_isomorphism`.
///
/// # Errors
/// [`CoxeterError::IsomorphismFailed`] with the counterexample; the errors
/// of [`RootAlgorithm::root_of`].
///
/// # Complexity
/// O(states · ℓ² · n²) plus the ρ side.
///
/// # Example
/// ```
/// use hookgames_coxeter::{verify_natural_isomorphism, CoxeterDatum, WeylElement};
/// let d = CoxeterDatum::path(4, 1)?; // α_0 – α_* – α_2 – α_3
/// let w = WeylElement::from_word(&d, &[3, 0, 2])?;
/// assert_eq!(verify_natural_isomorphism(&d, &w)?.states, 6);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn verify_natural_isomorphism(
    d: &CoxeterDatum,
    w: &WeylElement,
) -> Result<IsomorphismCertificate, CoxeterError> {
    let sigma = CosetAlgorithm::new(d);
    let rho = RootAlgorithm::new(d);
    let top = sigma.coset(w);
    let top_root = rho.root_of(&top)?;
    let star = d.basis(d.star())?;
    verify_isomorphism(&sigma, &top, &rho, &top_root, |v| {
        // v is a state of ⟨wW_J⟩_σ, so of length ≤ ℓ(w): no overflow.
        let coords = v.apply(&star).unwrap_or_default();
        rho.root(coords.clone()).unwrap_or(Root(coords))
    })
    .map_err(|e| CoxeterError::IsomorphismFailed {
        target: "⟨wα_*⟩_ρ from ⟨wW_J⟩_σ",
        detail: format!("{e:?}"),
    })
}
