use num_bigint::BigUint;
use num_rational::BigRational;
use num_traits::{One, Zero};

use crate::diagram::Diagram;
use crate::error::PlainError;
use crate::lengths::arrow_lengths;
use crate::marker::Plain;
use hookgames_game::{Engine, FiniteAlgorithm, GameError, Limits};

/// A uniformly random integer in `0..n` (n ≥ 1) from a source of uniform
/// `u64` words, without modulo bias (Lemire's multiply-and-reject). The
/// same source gives the same result.
///
/// A draw is rejected with probability less than n / 2^64, so
/// [`MAX_REJECTED_DRAWS`] rejections in a row (probability below 2^-64 for
/// every n ≤ 2^63) mean the source is not uniform: that is an error, not an
/// endless loop.
///
/// # Errors
/// [`PlainError::DegenerateGenerator`] after [`MAX_REJECTED_DRAWS`] rejected
/// draws in a row (a source that keeps returning the few biased words).
///
/// # Complexity
/// An expected < 2 calls of `rng`, at most [`MAX_REJECTED_DRAWS`] + 1.
///
/// # Example
/// ```
/// use hookgames_plain::uniform_below;
/// // The high word of w · n, with the few biased w (here w = 0) rejected.
/// let mut words = [u64::MAX, 0, 1 << 63 | 1].into_iter().cycle();
/// let mut rng = || words.next().unwrap();
/// assert_eq!(uniform_below(&mut rng, 10)?, 9);
/// assert_eq!(uniform_below(&mut rng, 10)?, 5); // 0 is rejected, then 2^63 + 1
/// assert_eq!(uniform_below(&mut rng, 1)?, 0);
/// // A source stuck on a biased word is refused, not looped on.
/// let mut stuck = || 0u64;
/// assert!(uniform_below(&mut stuck, 10).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn uniform_below<R: FnMut() -> u64 + ?Sized>(rng: &mut R, n: u64) -> Result<u64, PlainError> {
    if n <= 1 {
        return Ok(0);
    }
    let threshold = n.wrapping_neg() % n;
    for _ in 0..=MAX_REJECTED_DRAWS {
        let m = u128::from(rng()) * u128::from(n);
        if (m as u64) >= threshold {
            return Ok((m >> 64) as u64);
        }
    }
    Err(PlainError::DegenerateGenerator {
        draws: MAX_REJECTED_DRAWS + 1,
    })
}

/// How many draws in a row [`uniform_below`] may reject before it reports
/// the source as not uniform: 64.
pub const MAX_REJECTED_DRAWS: u64 = 64;

/// One hook walk in a plain diagram (Kawanaka §5, the algorithm (Y_p^*, K_p);
/// Greene–Nijenhuis–Wilf §10): a uniformly random point x, then a uniformly
/// random point of H_p(x) ∖ {x} as long as it is not empty. It ends at a
/// point whose hook is {x}: an irreducible option of p. `None` for an
/// empty diagram.
///
/// # Errors
/// The error of [`uniform_below`] for a source that is not uniform.
///
/// # Complexity
/// At most the longest path of the diagram many steps, one `rng` call
/// (expected) each.
///
/// # Example
/// ```
/// use hookgames_plain::{hook_walk, Diagram};
/// // The Young diagram (2, 1): only the corners (1,2), (2,1) can be reached.
/// let y = Diagram::from_hooks(vec![(1, 1), (1, 2), (2, 1)], [vec![1, 2], vec![], vec![]])?;
/// let mut state = 7u64;
/// let mut rng = || { state ^= state << 13; state ^= state >> 7; state ^= state << 17; state };
/// for _ in 0..20 {
///     let x = hook_walk(&y, &mut rng)?.unwrap();
///     assert!(x == 1 || x == 2);
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn hook_walk<T, R: FnMut() -> u64 + ?Sized>(
    diagram: &Diagram<T>,
    rng: &mut R,
) -> Result<Option<u32>, PlainError> {
    let n = diagram.len() as u64;
    if n == 0 {
        return Ok(None);
    }
    let mut x = uniform_below(rng, n)? as u32;
    // Each step moves to a point with an arrow into x; a diagram with a
    // cycle could walk forever, so stop after n steps.
    for _ in 0..=n {
        let rest = diagram.hook_rest(x);
        if rest.is_empty() {
            return Ok(Some(x));
        }
        x = rest[uniform_below(rng, rest.len() as u64)? as usize];
    }
    Ok(None)
}

/// The exact probability that [`hook_walk`] ends at each point (zero for
/// points that are not sources), by propagating the probabilities of the
/// walk over the diagram.
///
/// # Errors
/// [`GameError::Cycle`](hookgames_game::GameError::Cycle) if the diagram has a cycle.
///
/// # Complexity
/// O(points + arrows) big-rational operations.
///
/// # Example
/// ```
/// use hookgames_plain::{hook_walk_distribution, Diagram};
/// use num_rational::BigRational;
/// let y = Diagram::from_hooks(vec![(1, 1), (1, 2), (2, 1)], [vec![1, 2], vec![], vec![]])?;
/// let p = hook_walk_distribution(&y)?;
/// let half = BigRational::new(1.into(), 2.into());
/// assert_eq!(p, vec![BigRational::from_integer(0.into()), half.clone(), half]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn hook_walk_distribution<T>(diagram: &Diagram<T>) -> Result<Vec<BigRational>, PlainError> {
    let g = diagram.graph();
    let n = g.len();
    let Some(order) = g.topological_order() else {
        return Err(PlainError::Game(GameError::Cycle { length: 0 }));
    };
    let mut through = vec![BigRational::zero(); n];
    if n == 0 {
        return Ok(through);
    }
    let start = BigRational::new(1.into(), (n as u64).into());
    for t in &mut through {
        *t = start.clone();
    }
    let mut end = vec![BigRational::zero(); n];
    // The walk goes from x to a point y with y → x: visit x after all of
    // its followers have passed their mass on.
    for &x in order.iter().rev() {
        let rest = g.preds(x);
        let mass = std::mem::take(&mut through[x as usize]);
        if rest.is_empty() {
            end[x as usize] = mass;
        } else {
            let share = mass / BigRational::from_integer((rest.len() as u64).into());
            for &y in rest {
                through[y as usize] += &share;
            }
        }
    }
    Ok(end)
}

/// The number |Y_p|! / ∏_{x ∈ Y_p} |H_p(x)| of Kawanaka's Theorem 5.2 (the
/// hook-length formula of Frame–Robinson–Thrall and Peterson): on a plain
/// diagram, the number of irreducible paths from p to the end of ⟨p⟩ —
/// for a Young diagram, the number of standard Young tableaux.
///
/// # Errors
/// [`PlainError::RootMap`] if the division is not exact (the diagram is
/// not a plain diagram).
///
/// # Complexity
/// O(|Y|) big-integer multiplications.
///
/// # Example
/// ```
/// use hookgames_plain::{hook_length_count, Diagram};
/// // (2, 1): 3! / (3·1·1) = 2 standard tableaux.
/// let y = Diagram::from_hooks(vec![(1, 1), (1, 2), (2, 1)], [vec![1, 2], vec![], vec![]])?;
/// assert_eq!(hook_length_count(&y)?, 2u32.into());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn hook_length_count<T>(diagram: &Diagram<T>) -> Result<BigUint, PlainError> {
    let mut num = BigUint::one();
    for k in 2..=diagram.len() as u64 {
        num *= k;
    }
    let mut den = BigUint::one();
    for x in 0..diagram.len() as u32 {
        den *= diagram.hook_length(x);
    }
    if (&num % &den).is_zero() {
        Ok(num / den)
    } else {
        Err(PlainError::RootMap {
            state: 0,
            follower: 0,
            problem: "inconsistent with the hook-length formula",
        })
    }
}

/// The probability ∏_{x ∈ Y_p} |H_p(x)| / |Y_p|! with which Okamura's
/// algorithm selects each irreducible path from p (Kawanaka, Theorem 5.1;
/// Greene–Nijenhuis–Wilf, Theorem 10.1).
///
/// # Complexity
/// O(|Y|) big-integer multiplications.
///
/// # Example
/// ```
/// use hookgames_plain::{okamura_probability, Diagram};
/// use num_rational::BigRational;
/// let y = Diagram::from_hooks(vec![(1, 1), (1, 2), (2, 1)], [vec![1, 2], vec![], vec![]])?;
/// assert_eq!(okamura_probability(&y), BigRational::new(1.into(), 2.into()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn okamura_probability<T>(diagram: &Diagram<T>) -> BigRational {
    let mut num = num_bigint::BigInt::one();
    for x in 0..diagram.len() as u32 {
        num *= diagram.hook_length(x);
    }
    let mut den = num_bigint::BigInt::one();
    for k in 2..=diagram.len() as u64 {
        den *= k;
    }
    BigRational::new(num, den)
}

/// Okamura's probabilistic algorithm on (P, φ_irred) (Kawanaka §5): from p,
/// repeatedly take the irreducible move selected by a hook walk in the
/// current diagram ([`hook_walk`]) until an end is reached; the path
/// p = p₀ → p₁ → … → e is returned. On a plain algorithm each path has
/// probability ∏|H_p(x)| / |Y_p|! (Theorem 5.1), and it has |φ(p)| arrows:
/// the game must be [`Plain`] (a hook walk ends at an irreducible arrow
/// only there). Hooks are found with [`Algorithm::has_arrow`](hookgames_game::Algorithm::has_arrow), so ⟨p⟩ is
/// never materialized.
///
/// # Errors
/// [`GameError::ArrowLimit`](hookgames_game::GameError::ArrowLimit) /
/// [`GameError::MemoryLimit`](hookgames_game::GameError::MemoryLimit) if a
/// position has more options than the default [`Limits`] hold;
/// [`PlainError::WorkLimit`] if |φ(p)|² arrow tests exceed its arrows;
/// the error of [`uniform_below`];
/// [`GameError::StateLimit`](hookgames_game::GameError::StateLimit) if the path grows beyond the default
/// [`Limits::max_states`]; [`GameError::Cycle`](hookgames_game::GameError::Cycle) if a hook walk does not
/// end (a cycle among the options).
///
/// # Complexity
/// Per step: one follower enumeration, and |φ(pₖ)| arrow tests per step of
/// the hook walk.
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{Algorithm, GameError};
/// use hookgames_plain::{okamura_path, Plain};
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
/// impl Plain for Nim {}
/// let mut rng = || 12345u64;
/// // A heap has one irreducible path: 4 → 3 → 2 → 1 → 0.
/// assert_eq!(okamura_path(&Nim, &4, &mut rng)?, vec![4, 3, 2, 1, 0]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn okamura_path<A, R>(game: &A, p: &A::State, rng: &mut R) -> Result<Vec<A::State>, PlainError>
where
    A: Plain + ?Sized,
    R: FnMut() -> u64 + ?Sized,
{
    let limits = Limits::default();
    let limit = limits.max_states;
    let mut path = vec![p.clone()];
    loop {
        let current = path[path.len() - 1].clone();
        let options = Engine::new()
            .with_limits(limits)
            .followers(game, &current)?;
        if options.is_empty() {
            return Ok(path);
        }
        if path.len() as u64 >= limit {
            return Err(PlainError::Game(GameError::StateLimit { limit }));
        }
        // A step of the walk tests every option against the current point;
        // the walk has at most |φ| steps: bound the |φ|² tests by the work
        // limit before starting.
        let tests = (options.len() as u64).saturating_mul(options.len() as u64);
        if tests > limits.max_arrows {
            return Err(PlainError::WorkLimit {
                limit: limits.max_arrows,
                what: "arrow tests of one hook walk (|φ(p)|², the default Limits::max_arrows)",
            });
        }
        let mut x = uniform_below(rng, options.len() as u64)? as usize;
        let mut steps = 0usize;
        loop {
            let mut hook: Vec<usize> = Vec::new();
            for y in 0..options.len() {
                if y != x && game.has_arrow(&options[y], &options[x])? {
                    hook.push(y);
                }
            }
            if hook.is_empty() {
                break;
            }
            steps += 1;
            if steps > options.len() {
                return Err(PlainError::Game(GameError::Cycle { length: 0 }));
            }
            x = hook[uniform_below(rng, hook.len() as u64)? as usize];
        }
        path.push(options[x].clone());
    }
}

/// The number of paths from `p` to an end in (P, φ_irred) (Kawanaka §5),
/// counted on a materialized algorithm by dynamic programming over its
/// irreducible arrows ([`arrow_lengths`]). On a plain algorithm it equals
/// [`hook_length_count`] of the diagram of p (Theorem 5.2).
///
/// # Errors
/// [`GameError::UnknownState`](hookgames_game::GameError::UnknownState) if `p` is not a state; the errors of
/// [`arrow_lengths`].
///
/// # Complexity
/// As [`arrow_lengths`], plus O(states + arrows) big-integer additions.
///
/// # Example
/// ```
/// use hookgames_game::FiniteAlgorithm;
/// use hookgames_plain::irreducible_path_count;
/// let square = FiniteAlgorithm::from_followers([vec![1, 2], vec![3], vec![3], vec![]])?;
/// assert_eq!(irreducible_path_count(&square, 0)?, 2u32.into());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn irreducible_path_count<S>(fa: &FiniteAlgorithm<S>, p: u32) -> Result<BigUint, PlainError> {
    if p as usize >= fa.len() {
        return Err(PlainError::Game(GameError::UnknownState {
            index: u64::from(p),
            len: fa.len() as u64,
        }));
    }
    let lengths = arrow_lengths(fa)?;
    let order = fa.topological_order()?;
    let mut ways = vec![BigUint::zero(); fa.len()];
    for &x in order.iter().rev() {
        let irr = lengths.irreducible_followers(x);
        ways[x as usize] = if irr.is_empty() {
            BigUint::one()
        } else {
            irr.iter().map(|&y| &ways[y as usize]).sum()
        };
    }
    Ok(std::mem::take(&mut ways[p as usize]))
}
