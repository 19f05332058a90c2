use std::collections::HashSet;

use hookgames_game::{Engine, FiniteAlgorithm, Limits};
use hookgames_limits::MAX_MATERIALIZED_BYTES;
use hookgames_plain::arrow_lengths;

use crate::cosets::CosetAlgorithm;
use crate::datum::CoxeterDatum;
use crate::element::{MAX_WORD_LENGTH, WeylElement};
use crate::error::{CoxeterError, coset_name, name_plain_error};

/// The largest number of states materialized by [`condition_b`] and
/// returned by [`min_coset_reps_up_to`].
///
/// Both also stay inside the family's memory budget
/// [`MAX_MATERIALIZED_BYTES`](hookgames_limits::MAX_MATERIALIZED_BYTES)
/// (2^28 bytes), an element of W being an n × n matrix (8n² bytes for a
/// datum with n vertices): for n = 1000 that is at most 33 elements.
pub const MAX_STATES: usize = 1 << 20;

/// The work limit of [`min_coset_reps_up_to`]: 2^28 matrix entry
/// operations (a second or two).
///
/// Each candidate s·u (u a representative of length ℓ, s a simple root)
/// costs about (ℓ + 2)·n² entry operations (the product and its reduced
/// word, the descent test); the candidates are counted before each is
/// built, and the search stops with [`CoxeterError::TooLarge`] (unit
/// `"matrix entry operations"`) before it exceeds this limit. The
/// minimal representatives of the exceptional and classical data of up to
/// a few dozen vertices need far less (E8/E7: about 4·10^7).
///
/// The labelled graphs of footnote 19
/// ([`labelled_min_coset_reps`](crate::labelled_min_coset_reps),
/// [`labelled_condition_b_elements`](crate::labelled_condition_b_elements))
/// count against the same limit in root permutation entries: each candidate
/// s·u costs about (ℓ + 3)·(P + n) of them, for P positive roots (unit
/// `"root permutation entries"`); and [`CoxeterGraph::new`](crate::CoxeterGraph::new)
/// enumerates the positive roots within it, n·φ(N) root coordinate
/// operations per candidate root (unit `"root coordinate operations"`).
pub const MAX_COSET_WORK: u64 = 1 << 28;

/// Condition (a) of Kawanaka, Theorem 6.3 (Peterson's minuscule condition)
/// for the reduced word `word` = α₁, …, α_l:
/// s_{α_i}⋯s_{α_l}α_* − s_{α_{i+1}}⋯s_{α_l}α_* = α_i for 1 ≤ i ≤ l.
///
/// The steps are checked from i = l down to 1; the first failure met is
/// returned.
///
/// # Errors
/// [`CoxeterError::ConditionA`] with the failing step;
/// [`CoxeterError::NotReduced`] if `word` is not reduced; the errors of
/// [`WeylElement::from_word`].
///
/// # Complexity
/// O(l · n²).
///
/// # Example
/// ```
/// use hookgames_coxeter::{condition_a, CoxeterDatum, CoxeterError};
/// // α_* = 0 is a leaf beside the centre 1, which has the leaves 2, 3, 4:
/// // W is of type D4 and α_* is joined to its branch node.
/// let d = CoxeterDatum::new(5, &[(0, 1), (1, 2), (1, 3), (1, 4)], 0)?;
/// assert!(condition_a(&d, &[4, 3, 2, 1]).is_ok());
/// // s_1 s_2 s_3 s_4 s_1 α_* = α_* + 2α_1 + α_2 + α_3 + α_4: step 1 adds 2α_1.
/// let e = condition_a(&d, &[1, 2, 3, 4, 1]).unwrap_err();
/// assert_eq!(
///     e,
///     CoxeterError::ConditionA {
///         word: vec![1, 2, 3, 4, 1],
///         step: 1,
///         letter: 1,
///         difference: vec![0, 2, 0, 0, 0],
///     }
/// );
/// assert!(e.to_string().contains("= 2α_1, not α_1"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn condition_a(d: &CoxeterDatum, word: &[usize]) -> Result<(), CoxeterError> {
    let w = WeylElement::from_word(d, word)?;
    if w.length() != word.len() {
        return Err(CoxeterError::NotReduced {
            word: word.to_vec(),
            length: w.length(),
        });
    }
    let mut v = d.basis(d.star())?;
    for (i, &a) in word.iter().enumerate().rev() {
        let next = d.reflect(a, &v)?;
        let difference: Vec<i64> = next.iter().zip(&v).map(|(x, y)| x - y).collect();
        if difference != d.basis(a)? {
            return Err(CoxeterError::ConditionA {
                word: word.to_vec(),
                step: i + 1,
                letter: a,
                difference,
            });
        }
        v = next;
    }
    Ok(())
}

/// Condition (b) of Kawanaka, Theorem 6.3: for every irreducible arrow
/// uW_J → vW_J of ⟨wW_J⟩_σ there is s ∈ S with s u^J = v^J.
///
/// ⟨wW_J⟩_σ is materialized with [`CosetAlgorithm`] and its irreducible
/// arrows are found by `hookgames_plain::arrow_lengths`. The condition only
/// depends on the coset wW_J.
///
/// # Errors
/// [`CoxeterError::ConditionB`] with the failing arrow (its cosets named
/// by reduced words); [`CoxeterError::Game`] if ⟨wW_J⟩_σ has more than
/// [`MAX_STATES`] states, or if they would hold more than
/// [`MAX_MATERIALIZED_BYTES`](hookgames_limits::MAX_MATERIALIZED_BYTES)
/// bytes (8n² bytes per coset: [`GameError::MemoryLimit`](hookgames_game::GameError::MemoryLimit)).
///
/// # Complexity
/// O(states · ℓ² · n² + irreducible arrows · |Π| · ℓ · n²), ℓ = ℓ(w^J).
///
/// # Example
/// ```
/// use hookgames_coxeter::{condition_b, CoxeterDatum, CoxeterError, WeylElement};
/// let d = CoxeterDatum::new(5, &[(0, 1), (1, 2), (1, 3), (1, 4)], 0)?;
/// assert!(condition_b(&d, &WeylElement::from_word(&d, &[4, 3, 2, 1])?).is_ok());
/// let bad = WeylElement::from_word(&d, &[1, 2, 3, 4, 1])?;
/// let e = condition_b(&d, &bad).unwrap_err();
/// assert!(matches!(e, CoxeterError::ConditionB { .. }));
/// assert!(e.to_string().starts_with("condition (b) of Theorem 6.3 fails on the irreducible arrow s_"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn condition_b(d: &CoxeterDatum, w: &WeylElement) -> Result<(), CoxeterError> {
    let sigma = CosetAlgorithm::new(d);
    let top = sigma.coset(w);
    let limits = Limits::default()
        .with_max_states(MAX_STATES as u64)
        .with_max_bytes(MAX_MATERIALIZED_BYTES);
    let fa = FiniteAlgorithm::from_roots(&sigma, &[top], &Engine::new().with_limits(limits))?;
    let simple = d.simple_roots();
    match first_non_simple_arrow(&fa, WeylElement::reduced_word, |u, v| {
        simple.iter().any(|&s| &u.left_mul(d, s) == v)
    })? {
        None => Ok(()),
        Some((from, to)) => Err(CoxeterError::ConditionB { from, to }),
    }
}

/// An arrow u → v as the reduced words of u and v.
pub(crate) type WordArrow = (Vec<usize>, Vec<usize>);

/// Condition (b) of Theorem 6.3 on a materialized ⟨wW_J⟩_σ, for any
/// element type (the Weyl elements here, the labelled graphs' elements of
/// footnote 19): the first irreducible arrow u → v with no simple
/// reflection s such that v = s·u (`is_simple_step(u, v)` false), as the
/// reduced words of u and v; `None` if every irreducible arrow is one.
///
/// # Errors
/// The errors of [`arrow_lengths`], with states named by their cosets.
pub(crate) fn first_non_simple_arrow<S>(
    fa: &FiniteAlgorithm<S>,
    reduced_word: impl Fn(&S) -> &[usize],
    is_simple_step: impl Fn(&S, &S) -> bool,
) -> Result<Option<WordArrow>, CoxeterError> {
    let lengths = arrow_lengths(fa).map_err(|e| {
        name_plain_error(e, |i| {
            u32::try_from(i)
                .ok()
                .and_then(|i| fa.state(i))
                .map_or_else(|| format!("state #{i}"), |v| coset_name(reduced_word(v)))
        })
    })?;
    for i in 0..fa.len() as u32 {
        let Some(u) = fa.state(i) else { continue };
        for j in lengths.irreducible_followers(i) {
            let Some(v) = fa.state(j) else { continue };
            if !is_simple_step(u, v) {
                return Ok(Some((reduced_word(u).to_vec(), reduced_word(v).to_vec())));
            }
        }
    }
    Ok(None)
}

/// All minimal coset representatives v^J ∈ W^J with ℓ(v^J) ≤ `max_length`,
/// by increasing length (within a length, in discovery order). Built
/// level by level: every v ∈ W^J of length k + 1 is s u for some u ∈ W^J of
/// length k and s ∈ S (Deodhar's lemma).
///
/// # Errors
/// [`CoxeterError::WordTooLong`] if `max_length` exceeds
/// [`MAX_WORD_LENGTH`]; [`CoxeterError::StateLimit`] beyond [`MAX_STATES`]
/// (both say to ask for a smaller `max_length`);
/// [`CoxeterError::TooLarge`] if the representatives (8n² + 8ℓ + 80 bytes
/// each) would exceed
/// [`MAX_MATERIALIZED_BYTES`](hookgames_limits::MAX_MATERIALIZED_BYTES),
/// or the candidates examined would exceed [`MAX_COSET_WORK`] — both
/// checked before the element is built.
///
/// # Complexity
/// O(N · |Π| · ℓ · n²) for N representatives, at most [`MAX_COSET_WORK`]
/// matrix entry operations and
/// [`MAX_MATERIALIZED_BYTES`](hookgames_limits::MAX_MATERIALIZED_BYTES)
/// bytes of elements.
///
/// # Example
/// ```
/// use hookgames_coxeter::{min_coset_reps_up_to, CoxeterDatum, CoxeterError};
/// // α_* at the end of a path of 4 vertices: W = S_4, W/W_J has 4 cosets.
/// let d = CoxeterDatum::path(4, 0)?;
/// assert_eq!(min_coset_reps_up_to(&d, 10)?.len(), 4);
/// // A star with 1000 vertices: 8 MB per element, refused at the budget.
/// let edges: Vec<(usize, usize)> = (1..1000).map(|v| (0, v)).collect();
/// let star = CoxeterDatum::new(1000, &edges, 0)?;
/// let e = min_coset_reps_up_to(&star, 10).unwrap_err();
/// assert!(matches!(e, CoxeterError::TooLarge { unit: "bytes", .. }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn min_coset_reps_up_to(
    d: &CoxeterDatum,
    max_length: usize,
) -> Result<Vec<WeylElement>, CoxeterError> {
    if max_length > MAX_WORD_LENGTH {
        return Err(CoxeterError::WordTooLong {
            length: max_length,
            limit: MAX_WORD_LENGTH,
        });
    }
    let n = d.vertex_count() as u128;
    let budget = u128::from(MAX_MATERIALIZED_BYTES);
    // The bytes of an element of length ℓ (its matrix, its word, the
    // struct) and of its word in the `seen` set of its level.
    let element_bytes =
        |len: usize| 8 * n * n + 16 * len as u128 + 2 * size_of::<WeylElement>() as u128;
    let too_large = |what, count: u128, unit, limit: u64, limit_name, instead| {
        Err(CoxeterError::TooLarge {
            what,
            count,
            unit,
            limit,
            limit_name,
            instead,
        })
    };
    let mut held = element_bytes(0);
    if held > budget {
        return too_large(
            "the minimal coset representatives",
            held,
            "bytes",
            MAX_MATERIALIZED_BYTES,
            "MAX_MATERIALIZED_BYTES",
            "use a datum with fewer vertices (an element of W is an n × n matrix)",
        );
    }
    let mut work = 0u128;
    let mut all = vec![WeylElement::identity(d)];
    let mut level_start = 0;
    let simple = d.simple_roots();
    for len in 0..max_length {
        // Equal elements have equal reduced words (the word is computed
        // from the matrix alone), so the words identify them.
        let mut seen: HashSet<Vec<usize>> = HashSet::new();
        let mut next = Vec::new();
        for u in &all[level_start..] {
            for &s in &simple {
                // The product (ℓ + 1 column operations of n·deg entries),
                // its reduced word (ℓ + 1 descent searches over n² entries)
                // and the descent test over J (n² entries).
                work += (len as u128 + 3) * n * n;
                if work > u128::from(MAX_COSET_WORK) {
                    return too_large(
                        "the search for minimal coset representatives",
                        work,
                        "matrix entry operations",
                        MAX_COSET_WORK,
                        "MAX_COSET_WORK",
                        "ask for a smaller maximal length, or use a datum with fewer vertices",
                    );
                }
                if held + element_bytes(len + 1) > budget {
                    return too_large(
                        "the minimal coset representatives",
                        held + element_bytes(len + 1),
                        "bytes",
                        MAX_MATERIALIZED_BYTES,
                        "MAX_MATERIALIZED_BYTES",
                        "ask for a smaller maximal length, or use a datum with fewer vertices \
                         (an element of W is an n × n matrix)",
                    );
                }
                let v = u.left_mul(d, s);
                if v.length() == len + 1
                    && v.is_min_coset_rep(d)
                    && seen.insert(v.reduced_word().to_vec())
                {
                    held += element_bytes(len + 1);
                    next.push(v);
                }
            }
        }
        if next.is_empty() {
            break;
        }
        if all.len() + next.len() > MAX_STATES {
            return Err(CoxeterError::StateLimit {
                limit: MAX_STATES,
                max_length,
            });
        }
        level_start = all.len();
        all.extend(next);
    }
    Ok(all)
}
