use std::fmt;
use std::hash::Hash;

use hookgames_game::{
    Algorithm, FiniteAlgorithm, GameError, IsomorphismCertificate, IsomorphismError,
    verify_isomorphism,
};
use hookgames_plain::root_map;

use crate::cosets::CosetAlgorithm;
use crate::datum::CoxeterDatum;
use crate::element::{MAX_WORD_LENGTH, WeylElement};
use crate::error::{CoxeterError, coset_name, name_plain_error, vector_name};
use crate::roots::{Root, RootAlgorithm};

/// A finitely branching principal plain algorithm ⟨p⟩ realized by an
/// element w of a Coxeter group (Kawanaka §6, (6.2), (6.3), Theorem 6.2).
///
/// Built by [`realize`]: ⟨p⟩ is materialized (its first state is p), its
/// Dynkin diagram D_* and the map F come from `hookgames_plain::root_map`,
/// and every state q gets the element w_q = s_{α₁}⋯s_{α_l} of an
/// irreducibly decomposed path q → ⋯ → e. The construction checks, at every
/// state and for every irreducible arrow out of it, that all irreducibly
/// decomposed paths give the same element and that the words are reduced.
///
/// # Example
/// ```
/// use hookgames_coxeter::realize;
/// use hookgames_game::FiniteAlgorithm;
/// // The Young diagrams inside (2, 1): 0 = (2,1), 1 = (1,1), 2 = (2), 3 = (1), 4 = ∅.
/// let fa = FiniteAlgorithm::from_followers([vec![1, 2, 4], vec![3, 4], vec![3, 4], vec![4], vec![]])?;
/// let r = realize(&fa, &0)?;
/// assert_eq!(r.word().len(), 3);
/// assert_eq!(r.element().length(), 3);
/// // The element of the state (1) (label 3): one box, one reflection.
/// assert_eq!(r.element_of(&3).map(|w| w.length()), Some(1));
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

/// The state of index `i` of ⟨p⟩, as the game writes it (`Debug`).
fn state_name<S: fmt::Debug>(fa: &FiniteAlgorithm<S>, i: u64) -> String {
    u32::try_from(i)
        .ok()
        .and_then(|i| fa.state(i))
        .map_or_else(|| format!("state #{i}"), |s| format!("{s:?}"))
}

/// Realizes the principal plain algorithm ⟨p⟩ of `game` by an element of a
/// Coxeter group ([`Realization`]; Kawanaka §6).
///
/// Errors name the states of ⟨p⟩ as the game writes them (their `Debug`
/// form) and the elements of W by their words.
///
/// # Errors
/// [`CoxeterError::Game`] if ⟨p⟩ exceeds the default limits of
/// `hookgames-game`; [`CoxeterError::AmbiguousArrowLength`],
/// [`CoxeterError::NotUniqueEnd`] and [`CoxeterError::NoSimpleRoot`] (with
/// the arrow p → q) if ⟨p⟩ is not plain enough for the map F;
/// [`CoxeterError::NotConnected`]; [`CoxeterError::WordTooLong`] if a path
/// is longer than [`MAX_WORD_LENGTH`]; [`CoxeterError::PathDependent`] and
/// [`CoxeterError::PathNotReduced`] if the claims after (6.3) fail.
///
/// # Complexity
/// The cost of `root_map`, plus O(A · ℓ · n²) for A irreducible arrows,
/// paths of length ℓ = |φ(p)| and n = |Π_*|.
///
/// # Example
/// See [`Realization`].
pub fn realize<A>(game: &A, p: &A::State) -> Result<Realization<A::State>, CoxeterError>
where
    A: Algorithm + ?Sized,
    A::State: fmt::Debug,
{
    let fa = FiniteAlgorithm::from_root(game, p)?;
    let name = |i: u32| state_name(&fa, u64::from(i));
    let rm = root_map(&fa).map_err(|e| name_plain_error(e, |i| state_name(&fa, i)))?;
    let datum = CoxeterDatum::from_dynkin(rm.dynkin())?;
    let lengths = rm.lengths();
    let order = fa.topological_order()?;
    let mut elements: Vec<Option<WeylElement>> = vec![None; fa.len()];
    let mut simple: Vec<Vec<(u32, usize)>> = vec![Vec::new(); fa.len()];
    for &i in order.iter().rev() {
        let mut mine: Option<(u32, WeylElement)> = None;
        for j in lengths.irreducible_followers(i) {
            let no_root = || CoxeterError::NoSimpleRoot {
                from: name(i),
                to: name(j),
                problem: "undetermined",
            };
            let a = rm.simple_root(i, j).ok_or_else(no_root)? as usize;
            simple[i as usize].push((j, a));
            // Followers come later in the topological order, so are done.
            let Some(below) = elements[j as usize].as_ref() else {
                return Err(no_root());
            };
            if below.length() >= MAX_WORD_LENGTH {
                return Err(CoxeterError::WordTooLong {
                    length: below.length() + 1,
                    limit: MAX_WORD_LENGTH,
                });
            }
            let e = below.left_mul(&datum, a);
            if e.length() != below.length() + 1 {
                let mut word = vec![a];
                word.extend_from_slice(below.reduced_word());
                return Err(CoxeterError::PathNotReduced {
                    state: name(i),
                    word,
                    length: e.length(),
                });
            }
            match &mine {
                None => mine = Some((j, e)),
                Some((first, m)) if *m != e => {
                    return Err(CoxeterError::PathDependent {
                        state: name(i),
                        first: name(*first),
                        second: name(j),
                        first_word: m.reduced_word().to_vec(),
                        second_word: e.reduced_word().to_vec(),
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

/// A counterexample of `verify_isomorphism` in words: the positions of the
/// source named by `a`, those of the target by `b`; a limit is returned as
/// the engine's error.
fn describe<S, T, E>(
    e: IsomorphismError<S, T, E>,
    a: impl Fn(&S) -> String,
    b: impl Fn(&T) -> String,
) -> Result<String, GameError>
where
    S: fmt::Debug,
    T: fmt::Debug,
    E: fmt::Display,
{
    Ok(match e {
        IsomorphismError::RootMismatch { image, expected } => format!(
            "the root maps to {}, not to the root {}",
            b(&image),
            b(&expected)
        ),
        IsomorphismError::NotInjective {
            first,
            second,
            image,
        } => format!("{} and {} both map to {}", a(&first), a(&second), b(&image)),
        IsomorphismError::ExtraOption {
            position,
            position_image,
            option,
            option_image,
        } => format!(
            "{} ↦ {}, but its follower {} ↦ {}, which is not a follower of {}",
            a(&position),
            b(&position_image),
            a(&option),
            b(&option_image),
            b(&position_image)
        ),
        IsomorphismError::MissingOption {
            position,
            position_image,
            option,
        } => format!(
            "{} ↦ {}, whose follower {} is the image of no follower of {}",
            a(&position),
            b(&position_image),
            b(&option),
            a(&position)
        ),
        IsomorphismError::MapFailed { position, error } => {
            format!("the map is not defined at {}: {error}", a(&position))
        }
        IsomorphismError::Limit(g) => return Err(g),
        other => other.to_string(),
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
}

impl<S: Clone + Eq + Hash + fmt::Debug> Realization<S> {
    /// The element w_q of (6.3) for the state q of ⟨p⟩, or `None` if q is
    /// not reachable from p.
    ///
    /// # Complexity
    /// One hash lookup.
    ///
    /// # Example
    /// See [`Realization`].
    pub fn element_of(&self, q: &S) -> Option<&WeylElement> {
        self.fa
            .index_of(q)
            .and_then(|i| self.elements.get(i as usize))
    }

    /// The word (6.3) α₁, …, α_l of an irreducibly decomposed path (6.2)
    /// q = p₀ → p₁ → ⋯ → p_l = e, given by its states: it may start at any
    /// state of ⟨p⟩ and must end at the end e.
    ///
    /// # Errors
    /// [`CoxeterError::UnknownState`] for a state that is not in ⟨p⟩;
    /// [`CoxeterError::NotAnIrreducibleArrow`] for a step p_{i−1} → p_i that
    /// is not an irreducible arrow; [`CoxeterError::PathNotAtEnd`] if the
    /// path stops before e.
    ///
    /// # Complexity
    /// O(l · d) for out-degree d, plus one hash lookup per state.
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{realize, CoxeterError, WeylElement};
    /// use hookgames_game::FiniteAlgorithm;
    /// // 0 = (2,1), 1 = (1,1), 2 = (2), 3 = (1), 4 = ∅.
    /// let fa = FiniteAlgorithm::from_followers([vec![1, 2, 4], vec![3, 4], vec![3, 4], vec![4], vec![]])?;
    /// let r = realize(&fa, &0)?;
    /// let w1 = r.word_of_path(&[0, 1, 3, 4])?;
    /// let w2 = r.word_of_path(&[0, 2, 3, 4])?;
    /// assert_ne!(w1, w2);
    /// let d = r.datum();
    /// assert_eq!(WeylElement::from_word(d, &w1)?, WeylElement::from_word(d, &w2)?);
    /// // (2,1) → ∅ is an arrow, but not an irreducible one.
    /// assert_eq!(
    ///     r.word_of_path(&[0, 4]),
    ///     Err(CoxeterError::NotAnIrreducibleArrow { from: "0".into(), to: "4".into() })
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn word_of_path(&self, path: &[S]) -> Result<Vec<usize>, CoxeterError> {
        let name = |s: &S| format!("{s:?}");
        let index = |s: &S| {
            self.fa
                .index_of(s)
                .ok_or_else(|| CoxeterError::UnknownState { state: name(s) })
        };
        let mut out = Vec::new();
        for pair in path.windows(2) {
            let (i, j) = (index(&pair[0])?, index(&pair[1])?);
            let a = self
                .simple
                .get(i as usize)
                .and_then(|row| row.iter().find(|&&(k, _)| k == j))
                .map(|&(_, a)| a)
                .ok_or_else(|| CoxeterError::NotAnIrreducibleArrow {
                    from: name(&pair[0]),
                    to: name(&pair[1]),
                })?;
            out.push(a);
        }
        if let Some(last) = path.last()
            && !self.simple[index(last)? as usize].is_empty()
        {
            return Err(CoxeterError::PathNotAtEnd { last: name(last) });
        }
        Ok(out)
    }
}

impl<S: fmt::Debug> Realization<S> {
    /// Theorem 6.2 (Kawanaka): ⟨p⟩ ≅ ⟨wα_*⟩_ρ ≅ ⟨wW_J⟩_σ, both checked with
    /// `hookgames_game::verify_isomorphism` along the natural maps
    /// q ↦ w_q α_* and q ↦ w_q W_J.
    ///
    /// # Errors
    /// [`CoxeterError::IsomorphismFailed`] with the counterexample, naming
    /// the states of ⟨p⟩, the roots (`α_* + α_0 + …`) and the cosets
    /// (`s_1 s_0 W_J`); [`CoxeterError::Game`] if a check exceeds the
    /// default limits; the errors of [`RootAlgorithm::root_of`].
    ///
    /// # Complexity
    /// O(states · n² + the two `verify_isomorphism` calls).
    ///
    /// # Example
    /// See [`Realization`].
    pub fn verify_theorem_6_2(
        &self,
    ) -> Result<(IsomorphismCertificate, IsomorphismCertificate), CoxeterError> {
        let star = self.datum.star();
        let state = |i: &u32| state_name(&self.fa, u64::from(*i));
        let rho = RootAlgorithm::new(&self.datum);
        let roots: Vec<Root> = self
            .elements
            .iter()
            .map(|e| rho.root_of(e))
            .collect::<Result<_, _>>()?;
        let c1 = verify_isomorphism(&self.fa, &0u32, &rho, &roots[0], |&i| {
            roots[i as usize].clone()
        })
        .map_err(|e| {
            match describe(e, state, |r: &Root| vector_name(r.coords(), star)) {
                Ok(detail) => CoxeterError::IsomorphismFailed {
                    target: "⟨wα_*⟩_ρ",
                    detail,
                },
                Err(g) => CoxeterError::Game(g),
            }
        })?;
        let sigma = CosetAlgorithm::new(&self.datum);
        let cosets: Vec<WeylElement> = self.elements.iter().map(|e| sigma.coset(e)).collect();
        let c2 = verify_isomorphism(&self.fa, &0u32, &sigma, &cosets[0], |&i| {
            cosets[i as usize].clone()
        })
        .map_err(|e| {
            match describe(e, state, |v: &WeylElement| coset_name(v.reduced_word())) {
                Ok(detail) => CoxeterError::IsomorphismFailed {
                    target: "⟨wW_J⟩_σ",
                    detail,
                },
                Err(g) => CoxeterError::Game(g),
            }
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
    // A partial map: where vα_* is not a root of ρ (it always is), the
    // failure is reported as a counterexample at vW_J.
    let natural = |v: &WeylElement| -> Result<Root, CoxeterError> { rho.root(v.apply(&star)?) };
    verify_isomorphism(&sigma, &top, &rho, &top_root, natural).map_err(|e| {
        match describe(
            e,
            |v: &WeylElement| coset_name(v.reduced_word()),
            |r: &Root| vector_name(r.coords(), d.star()),
        ) {
            Ok(detail) => CoxeterError::IsomorphismFailed {
                target: "⟨wα_*⟩_ρ from ⟨wW_J⟩_σ",
                detail,
            },
            Err(g) => CoxeterError::Game(g),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::describe;
    use hookgames_game::{GameError, IsomorphismError};
    use std::convert::Infallible;

    /// Each counterexample of `verify_isomorphism` is written with the
    /// names of its positions; a limit becomes the engine's error.
    #[test]
    fn counterexamples_name_positions() {
        let a = |i: &u32| format!("p{i}");
        let b = |t: &char| format!("[{t}]");
        let say = |e: IsomorphismError<u32, char, Infallible>| describe(e, a, b);
        assert_eq!(
            say(IsomorphismError::RootMismatch {
                image: 'x',
                expected: 'r'
            }),
            Ok("the root maps to [x], not to the root [r]".to_string())
        );
        assert_eq!(
            say(IsomorphismError::NotInjective {
                first: 1,
                second: 2,
                image: 'x'
            }),
            Ok("p1 and p2 both map to [x]".to_string())
        );
        assert_eq!(
            say(IsomorphismError::ExtraOption {
                position: 0,
                position_image: 'r',
                option: 3,
                option_image: 'y'
            }),
            Ok("p0 ↦ [r], but its follower p3 ↦ [y], which is not a follower of [r]".to_string())
        );
        assert_eq!(
            say(IsomorphismError::MissingOption {
                position: 0,
                position_image: 'r',
                option: 'z'
            }),
            Ok("p0 ↦ [r], whose follower [z] is the image of no follower of p0".to_string())
        );
        assert_eq!(
            say(IsomorphismError::Limit(GameError::StateLimit { limit: 7 })),
            Err(GameError::StateLimit { limit: 7 })
        );
        let failed: IsomorphismError<u32, char, &str> = IsomorphismError::MapFailed {
            position: 4,
            error: "no root",
        };
        assert_eq!(
            describe(failed, a, b),
            Ok("the map is not defined at p4: no root".to_string())
        );
    }
}
