use std::hash::Hash;

use crate::axioms::AxiomError;
use crate::diagram::Diagram;
use crate::dynkin::{RootMap, root_map};
use crate::error::PlainError;
use crate::expansion::n_adic_expansion;
use crate::marker::Plain;
use crate::quotient::{KleinGroup, KleinSubgroup, gk_quotient, gk_restriction, klein_h};
use hookgames_game::{Algorithm, AlgorithmExt, FiniteAlgorithm};

/// The (G, K)-quotient of a plain diagram for Klein's four group G, the map
/// h of (4.2) and one of the subgroups ⟨a⟩, ⟨b⟩, ⟨ab⟩ (Kawanaka §4): the
/// diagram of ⟨p⟩ in (P, φ_(G,K)). For ⟨ab⟩ it is the 2-quotient (Note 16).
///
/// # Errors
/// The errors of [`Diagram::coloring`].
///
/// # Complexity
/// O(points + Σ |H(x)|) plus the colouring.
///
/// # Example
/// ```
/// use hookgames_plain::{klein_quotient, Diagram, KleinSubgroup};
/// let row = Diagram::from_followers(vec![1, 2, 3], [vec![], vec![0], vec![0, 1]])?;
/// assert_eq!(klein_quotient(&row, KleinSubgroup::A)?.labels(), &[3]);
/// assert_eq!(klein_quotient(&row, KleinSubgroup::AB)?.labels(), &[2]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn klein_quotient<T: Clone>(
    diagram: &Diagram<T>,
    subgroup: KleinSubgroup,
) -> Result<Diagram<T>, PlainError> {
    if subgroup == KleinSubgroup::AB {
        return diagram.n_quotient(2);
    }
    let coloring = diagram.coloring()?;
    let h = klein_h(coloring.dynkin());
    gk_quotient(diagram, &coloring, &KleinGroup, &h, |g| {
        subgroup.contains(*g)
    })
}

/// One level of the descent of Kawanaka's Theorem 4.2(ii).
///
/// # Example
/// See [`descent`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct DescentStep {
    /// The points of the current diagram, as indices of the original one.
    pub points: Vec<u32>,
    /// The target value t at this level.
    pub t: u64,
    /// ε₀⁽²⁾(p) of the current restriction: |points| mod 2.
    pub epsilon0: u64,
    /// ε₁⁽²⁾(p): the number of even hooks of the current diagram, mod 2.
    pub epsilon1: u64,
    /// The subgroup whose quotient the next level is (None at the last
    /// level, which is empty or a cube and is answered directly).
    pub subgroup: Option<KleinSubgroup>,
}

/// The result of [`descent`]: the levels and the answer
/// A(φ; p; t) = {q ∈ φ(p) : E⁽²⁾(q) = t}.
///
/// # Example
/// See [`descent`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Descent {
    /// The levels, from the whole diagram down.
    pub steps: Vec<DescentStep>,
    /// The options of value t, as increasing indices of the diagram.
    pub options: Vec<u32>,
}

/// The options of value t by Kawanaka's Theorem 4.2(ii), without trial and
/// error, from the diagram Y_p alone (Theorem 2.5), with every level.
///
/// With t = Σ 2ⁱ tᵢ and the digits ε₀, ε₁ of E⁽²⁾(p):
/// A(φ; p; t) = A(φ_(G,⟨ab⟩); p; (t − t₀)/2) if ε₀ = t₀;
/// A(φ_(G,⟨a⟩); p; (t − 2t₁ + t₀)/2) if ε₀ ≠ t₀ and ε₁ = t₁;
/// A(φ_(G,⟨b⟩); p; (t − t₀)/2) otherwise. Each quotient is the diagram of p
/// in the restricted plain algorithm (its hooks are the old hooks
/// intersected with it; its Klein labels come from its own Dynkin
/// diagram, Prop. 3.1), so the rule is applied again until the diagram is
/// empty (no option) or a cube (no arrows: every option q has a cube of
/// |Y| − 1 points as diagram, so E⁽²⁾(q) = (|Y| − 1) mod 2).
///
/// # Errors
/// The errors of [`Diagram::coloring`]; [`PlainError::NoProgress`] if a
/// level neither shrinks the diagram nor the target (impossible on a
/// plain diagram).
///
/// # Complexity
/// At most ⌈log₂(max(t, |Y|) + 1)⌉ + 1 levels of one colouring and one
/// quotient each: O((points + Σ|H(x)|) · log |Y|).
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{Algorithm, GameError};
/// use hookgames_plain::{descent, Diagram, Plain, KleinSubgroup};
/// struct Nim;
/// impl Algorithm for Nim {
///     type State = u32;
///     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
///     where
///         B: From<GameError>,
///         F: FnMut(u32) -> ControlFlow<B>,
///     {
///         (0..*p).try_for_each(f)
///     }
/// }
/// impl Plain for Nim {} // a heap is a one-row Young diagram
/// // Nim heap 6: its diagram is a chain of 6; the option of value 2 is heap 2.
/// let y = Diagram::of(&Nim, &6)?;
/// let d = descent(&y, 2)?;
/// assert_eq!(d.options.iter().map(|&i| y.labels()[i as usize]).collect::<Vec<_>>(), vec![2]);
/// assert_eq!(d.steps[0].subgroup, Some(KleinSubgroup::AB)); // ε₀ = 0 = t₀
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn descent<T>(diagram: &Diagram<T>, t: u64) -> Result<Descent, PlainError> {
    let mut current: Diagram<u32> = Diagram {
        labels: (0..diagram.len() as u32).collect(),
        g: diagram.graph().clone(),
    };
    let mut t = t;
    let mut steps = Vec::new();
    loop {
        let n = current.len() as u64;
        let points = current.labels().to_vec();
        if n == 0 || current.arrow_count() == 0 {
            let options = if n > 0 && t == (n - 1) % 2 {
                points.clone()
            } else {
                Vec::new()
            };
            steps.push(DescentStep {
                points,
                t,
                epsilon0: n % 2,
                epsilon1: 0,
                subgroup: None,
            });
            let mut options = options;
            options.sort_unstable();
            return Ok(Descent { steps, options });
        }
        let e0 = n % 2;
        let e1 = (0..n as u32)
            .filter(|&x| current.hook_length(x).is_multiple_of(2))
            .count() as u64
            % 2;
        let (t0, t1) = (t & 1, (t >> 1) & 1);
        let (subgroup, next_t) = if e0 == t0 {
            (KleinSubgroup::AB, (t - t0) / 2)
        } else if e1 == t1 {
            (KleinSubgroup::A, (t + t0 - 2 * t1) / 2)
        } else {
            (KleinSubgroup::B, (t - t0) / 2)
        };
        let next = klein_quotient(&current, subgroup)?;
        if next.len() as u64 == n && next_t == t {
            return Err(PlainError::NoProgress { points: n, t });
        }
        steps.push(DescentStep {
            points,
            t,
            epsilon0: e0,
            epsilon1: e1,
            subgroup: Some(subgroup),
        });
        current = next;
        t = next_t;
    }
}

/// A(φ; p; t) = {q ∈ φ(p) : E⁽²⁾(q) = t} by Kawanaka's Theorem 4.2(ii)
/// from the diagram alone ([`descent`]): the indices of the options of
/// Sprague–Grundy value t, increasing. t = 0 gives the good (winning)
/// moves.
///
/// # Errors
/// As [`descent`].
///
/// # Complexity
/// As [`descent`].
///
/// # Example
/// ```
/// use hookgames_plain::{option_indices_with_value, Diagram};
/// // The Young diagram (2, 1) as a diagram: E^(2) = 1 + 2·0 = 1; its move
/// // to ∅ (the hook of (1,1)) is the good move.
/// let y = Diagram::from_hooks(vec![(1, 1), (1, 2), (2, 1)], [vec![1, 2], vec![], vec![]])?;
/// assert_eq!(option_indices_with_value(&y, 0)?, vec![0]);
/// assert_eq!(option_indices_with_value(&y, 2)?, vec![1, 2]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn option_indices_with_value<T>(diagram: &Diagram<T>, t: u64) -> Result<Vec<u32>, PlainError> {
    Ok(descent(diagram, t)?.options)
}

/// The good moves of p (its options of Sprague–Grundy value 0) in a
/// [`Plain`] game by Theorem 4.2(ii): the diagram Y_p is built with
/// [`Diagram::of`], then [`option_indices_with_value`] with t = 0.
///
/// The game's [`Plain`] implementation is trusted (see its obligation); for
/// a game whose plainness is not a theorem use [`good_moves_checked`].
///
/// # Errors
/// As [`Diagram::of`] and [`descent`].
///
/// # Complexity
/// O(Σ_{x ∈ φ(p)} |φ(x)|) for the diagram, then as [`descent`].
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{Algorithm, GameError};
/// use hookgames_plain::{good_moves, Plain};
/// struct Nim;
/// impl Algorithm for Nim {
///     type State = u32;
///     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
///     where
///         B: From<GameError>,
///         F: FnMut(u32) -> ControlFlow<B>,
///     {
///         (0..*p).try_for_each(f)
///     }
/// }
/// impl Plain for Nim {} // a heap is a one-row Young diagram
/// let nim = (Nim, Nim, Nim);
/// assert_eq!(good_moves(&nim, &(3, 5, 7))?, vec![(2, 5, 7), (3, 4, 7), (3, 5, 6)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn good_moves<A>(game: &A, p: &A::State) -> Result<Vec<A::State>, PlainError>
where
    A: Plain + ?Sized,
{
    let y = Diagram::of(game, p)?;
    good_moves_of(&y)
}

/// The good moves of p in any game, by Theorem 4.2(ii) after checking that
/// the game is a plain algorithm below p: the axioms (P1)–(P4) are verified
/// on the principal algorithm ⟨p⟩ ([`Diagram::of_checked`]); if they fail,
/// the violated axiom and its witnesses are returned instead of an answer.
///
/// This is the path for a game whose plainness is not a theorem — Chomp,
/// the Multiple Hook Removing Game away from the diagonal, a game of your
/// own. The check materializes ⟨p⟩, so it is for positions with up to the
/// default [`Limits`](hookgames_game::Limits) of states below them.
///
/// # Errors
/// [`AxiomError::Violation`] if ⟨p⟩ is not plain; [`AxiomError::Plain`] for
/// a limit or a cycle.
///
/// # Complexity
/// As [`Diagram::of_checked`], then as [`descent`].
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{winning_moves, Algorithm, GameError};
/// use hookgames_plain::{good_moves_checked, Axiom, AxiomError};
///
/// /// Chomp on a Young diagram with the poisoned corner (1, 1).
/// struct Chomp;
/// impl Algorithm for Chomp {
///     type State = Vec<u64>;
///     fn try_for_each_follower<B, F>(&self, p: &Vec<u64>, mut f: F) -> ControlFlow<B>
///     where
///         B: From<GameError>,
///         F: FnMut(Vec<u64>) -> ControlFlow<B>,
///     {
///         for (i, &len) in p.iter().enumerate() {
///             for j in (if i == 0 { 1 } else { 0 })..len {
///                 let q: Vec<u64> = p.iter().enumerate()
///                     .map(|(k, &l)| if k >= i { l.min(j) } else { l })
///                     .filter(|&l| l > 0).collect();
///                 f(q)?;
///             }
///         }
///         ControlFlow::Continue(())
///     }
/// }
/// // Below (2, 1) the axioms hold, and the answer is the generic solver's.
/// assert_eq!(good_moves_checked(&Chomp, &vec![2, 1])?, winning_moves(&Chomp, &vec![2, 1])?);
/// // Below (3, 2) they do not: the checked path refuses instead of answering.
/// let refused = good_moves_checked(&Chomp, &vec![3, 2]).unwrap_err();
/// assert!(matches!(refused, AxiomError::Violation(_)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn good_moves_checked<A>(game: &A, p: &A::State) -> Result<Vec<A::State>, AxiomError<A::State>>
where
    A: Algorithm + ?Sized,
{
    let y = Diagram::of_checked(game, p)?;
    Ok(good_moves_of(&y)?)
}

/// The options of value 0 of a diagram, as labels.
fn good_moves_of<S: Clone>(y: &Diagram<S>) -> Result<Vec<S>, PlainError> {
    Ok(option_indices_with_value(y, 0)?
        .into_iter()
        .map(|i| y.labels()[i as usize].clone())
        .collect())
}

/// A(φ; p; t) by trial and error (Kawanaka, Note 15): E⁽²⁾(q) of every
/// option q from its arrow lengths ([`n_adic_expansion`]), keeping those
/// equal to t. The reference for [`option_indices_with_value`].
///
/// # Errors
/// As [`n_adic_expansion`].
///
/// # Complexity
/// One [`Plain::try_for_each_arrow_length`] per option.
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{Algorithm, GameError};
/// use hookgames_plain::{options_with_value_by_trial, Plain};
/// struct Nim;
/// impl Algorithm for Nim {
///     type State = u64;
///     fn try_for_each_follower<B, F>(&self, p: &u64, f: F) -> ControlFlow<B>
///     where
///         B: From<GameError>,
///         F: FnMut(u64) -> ControlFlow<B>,
///     {
///         (0..*p).try_for_each(f)
///     }
/// }
/// impl Plain for Nim {
///     fn arrow_length(&self, p: &u64, q: &u64) -> Result<u64, GameError> { Ok(p - q) }
/// }
/// assert_eq!(options_with_value_by_trial(&Nim, &9, 4)?, vec![4]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn options_with_value_by_trial<A>(
    game: &A,
    p: &A::State,
    t: u64,
) -> Result<Vec<A::State>, PlainError>
where
    A: Plain + ?Sized,
{
    let mut out = Vec::new();
    for q in game.followers(p)? {
        if n_adic_expansion(game, &q, 2)? == t {
            out.push(q);
        }
    }
    Ok(out)
}

/// The restriction (P, φ_(G,K)) of a materialized plain algorithm for
/// Klein's four group, h of (4.2) on its Dynkin diagram D(P)_* and one of
/// the subgroups of Theorem 4.2 (literally, from the map F of Prop. 3.2:
/// [`root_map`]).
///
/// # Errors
/// The errors of [`root_map`].
///
/// # Complexity
/// As [`root_map`], plus O(arrows · rank).
///
/// # Example
/// ```
/// use hookgames_game::FiniteAlgorithm;
/// use hookgames_plain::{klein_restriction, n_restriction, root_map, KleinSubgroup};
/// let nim3 = FiniteAlgorithm::from_followers([vec![1, 2, 3], vec![2, 3], vec![3], vec![]])?;
/// let f = root_map(&nim3)?;
/// let ab = klein_restriction(&nim3, &f, KleinSubgroup::AB)?;
/// assert_eq!(ab.followers_of(0), n_restriction(&nim3, 2)?.followers_of(0));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn klein_restriction<S: Clone + Eq + Hash>(
    fa: &FiniteAlgorithm<S>,
    roots: &RootMap,
    subgroup: KleinSubgroup,
) -> Result<FiniteAlgorithm<S>, PlainError> {
    let h = klein_h(roots.dynkin());
    gk_restriction(fa, roots, &KleinGroup, &h, |g| subgroup.contains(*g))
}

/// [`klein_restriction`] for the three subgroups ⟨a⟩, ⟨b⟩, ⟨ab⟩ (in that
/// order), building the root map once.
///
/// # Errors
/// The errors of [`root_map`].
///
/// # Complexity
/// As [`root_map`], plus O(arrows · rank).
///
/// # Example
/// ```
/// use hookgames_game::FiniteAlgorithm;
/// use hookgames_plain::{klein_restrictions, n_adic_expansions};
/// let nim3 = FiniteAlgorithm::from_followers([vec![1, 2, 3], vec![2, 3], vec![3], vec![]])?;
/// let [a, b, ab] = klein_restrictions(&nim3)?;
/// // Theorem 4.2(i) at the heap 3 = 1 + 2: E_⟨b⟩ = E_⟨ab⟩ = 1, E_⟨a⟩ = 1.
/// assert_eq!(n_adic_expansions(&b, 2)?[0], 1);
/// assert_eq!(n_adic_expansions(&ab, 2)?[0], 1);
/// assert_eq!(n_adic_expansions(&a, 2)?[0], 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn klein_restrictions<S: Clone + Eq + Hash>(
    fa: &FiniteAlgorithm<S>,
) -> Result<[FiniteAlgorithm<S>; 3], PlainError> {
    let roots = root_map(fa)?;
    Ok([
        klein_restriction(fa, &roots, KleinSubgroup::A)?,
        klein_restriction(fa, &roots, KleinSubgroup::B)?,
        klein_restriction(fa, &roots, KleinSubgroup::AB)?,
    ])
}
