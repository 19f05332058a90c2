use std::convert::Infallible;
use std::fmt;
use std::hash::Hash;
use std::ops::ControlFlow;

use hashbrown::{HashMap, HashSet};

use crate::algorithm::Algorithm;
use crate::error::GameError;
use crate::finite::FiniteAlgorithm;
use crate::limits::{ByteBudget, Limits};
use crate::map::MapOutcome;

/// What [`verify_isomorphism`] checked when it succeeded.
///
/// # Example
/// See [`verify_isomorphism`].
///
/// With the `serde` feature it is serializable as
/// `{"states": 10, "arrows": 20}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct IsomorphismCertificate {
    /// The number of states of ⟨a_root⟩ (equal to that of ⟨b_root⟩).
    pub states: u64,
    /// The number of arrows of ⟨a_root⟩ (equal to that of ⟨b_root⟩).
    pub arrows: u64,
}

/// The first counterexample found by [`verify_isomorphism`] (positions in
/// breadth-first order of ⟨a_root⟩, options in the game's order), or the
/// limit that stopped it. `E` is the error type of a fallible
/// [`GameMap`](crate::GameMap) ([`Infallible`] for a closure).
///
/// # Example
/// See [`verify_isomorphism`].
///
/// # Serialization
/// With the `serde` feature a counterexample whose positions `S` and `T`
/// are serializable is serializable (for any map error `E` with a
/// `Display`), externally tagged with the field names above; the map's
/// error is written as its message, so a counterexample reads back as an
/// `IsomorphismError<S, T, String>`. A [`Limit`](IsomorphismError::Limit)
/// is written with its [`GameError`] but does not read back: it is not a
/// counterexample (run the check again with larger [`Limits`]).
/// ```
/// # #[cfg(feature = "serde")] {
/// use hookgames_game::IsomorphismError;
/// let e: IsomorphismError<u32, u32> = IsomorphismError::NotInjective { first: 1, second: 2, image: 0 };
/// let json = serde_json::to_string(&e)?;
/// assert_eq!(json, r#"{"NotInjective":{"first":1,"second":2,"image":0}}"#);
/// let back: IsomorphismError<u32, u32, String> = serde_json::from_str(&json)?;
/// assert_eq!(back, IsomorphismError::NotInjective { first: 1, second: 2, image: 0 });
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum IsomorphismError<S, T, E = Infallible> {
    /// f(a_root) is not b_root.
    RootMismatch {
        /// f(a_root).
        image: T,
        /// b_root.
        expected: T,
    },
    /// Two distinct positions have the same image.
    NotInjective {
        /// The position seen first.
        first: S,
        /// The position seen second.
        second: S,
        /// Their common image.
        image: T,
    },
    /// An option p′ ∈ φ(p) whose image f(p′) is not in ψ(f(p)).
    ExtraOption {
        /// The position p.
        position: S,
        /// f(p).
        position_image: T,
        /// The option p′.
        option: S,
        /// f(p′), which is not an option of f(p).
        option_image: T,
    },
    /// An option q ∈ ψ(f(p)) that is not the image of any option of p.
    MissingOption {
        /// The position p.
        position: S,
        /// f(p).
        position_image: T,
        /// The option q of f(p) that f(φ(p)) misses.
        option: T,
    },
    /// The map is not defined at a position reachable from `a_root`
    /// ([`GameMap::try_apply`](crate::GameMap::try_apply) failed there).
    MapFailed {
        /// The position where the map fails.
        position: S,
        /// The map's error.
        error: E,
    },
    /// The exploration exceeded its [`Limits`].
    Limit(GameError),
}

impl<S: fmt::Debug, T: fmt::Debug, E: fmt::Display> fmt::Display for IsomorphismError<S, T, E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IsomorphismError::RootMismatch { image, expected } => {
                write!(f, "f(a_root) = {image:?}, not b_root = {expected:?}")
            }
            IsomorphismError::NotInjective {
                first,
                second,
                image,
            } => write!(
                f,
                "f is not injective: {first:?} and {second:?} both map to {image:?}"
            ),
            IsomorphismError::ExtraOption {
                position,
                position_image,
                option,
                option_image,
            } => write!(
                f,
                "f(φ(p)) ≠ ψ(f(p)) at p = {position:?}: its option {option:?} maps to \
                 {option_image:?}, which is not an option of f(p) = {position_image:?}"
            ),
            IsomorphismError::MissingOption {
                position,
                position_image,
                option,
            } => write!(
                f,
                "f(φ(p)) ≠ ψ(f(p)) at p = {position:?}: the option {option:?} of \
                 f(p) = {position_image:?} is not the image of an option of p"
            ),
            IsomorphismError::MapFailed { position, error } => write!(
                f,
                "the map is not defined at {position:?}, a position reachable from a_root: \
                 {error}"
            ),
            IsomorphismError::Limit(e) => write!(f, "{e}"),
        }
    }
}

impl<S: fmt::Debug, T: fmt::Debug, E: fmt::Display + fmt::Debug> std::error::Error
    for IsomorphismError<S, T, E>
{
}

/// Checks that `f` is an isomorphism of the principal algorithms
/// ⟨a_root⟩ ≅ ⟨b_root⟩ (Kawanaka §1; Abuku–Tada, Definition 2.4): f maps the
/// positions reachable from `a_root` bijectively onto those reachable from
/// `b_root`, with f(a_root) = b_root and f(φ(p)) = ψ(f(p)) for every p.
///
/// The check explores ⟨a_root⟩ breadth-first and, at each position p,
/// verifies injectivity on the options' images, then that every option's
/// image is an option of f(p), then that every option of f(p) is an image.
/// Surjectivity needs no separate check: if f(a_root) = b_root and
/// f(φ(p)) = ψ(f(p)) for all p ∈ ⟨a_root⟩, then f(⟨a_root⟩) contains b_root
/// and is closed under ψ, so it contains ⟨b_root⟩, and every f(p) is reached
/// from b_root along the image of a path, so it is contained in ⟨b_root⟩.
///
/// The map is a closure returning the image — `|p| f(p)` for a total map —
/// or a `Result` for a map defined on part of its domain, such as the maps
/// of the papers (`|p| map.try_apply(p)` for any
/// [`GameMap`](crate::GameMap)): a position of ⟨a_root⟩ where it fails is
/// reported as [`IsomorphismError::MapFailed`] with that position and the
/// map's error, never as a panic.
///
/// # Errors
/// The first counterexample as an [`IsomorphismError`];
/// [`IsomorphismError::Limit`] if ⟨a_root⟩ exceeds the default [`Limits`].
///
/// # Complexity
/// O(|⟨a_root⟩| + arrows) calls of `f`, hash operations and follower
/// calls in both games.
///
/// # Example
/// ```
/// use hookgames_game::{verify_isomorphism, Algorithm, IsomorphismError};
/// struct Nim;
/// impl Algorithm for Nim {
///     type State = u32;
///     fn for_each_follower<F: FnMut(u32)>(&self, p: &u32, mut f: F) {
///         (0..*p).for_each(&mut f);
///     }
/// }
/// let g = (Nim, Nim);
/// // The swap (p, q) ↦ (q, p) is an isomorphism ⟨(2, 3)⟩ ≅ ⟨(3, 2)⟩.
/// let cert = verify_isomorphism(&g, &(2, 3), &g, &(3, 2), |&(p, q)| (q, p))?;
/// assert_eq!((cert.states, cert.arrows), (12, 30));
/// // Nim heap 2 is not ≅ Nim heap 2 via n ↦ 2 − n.
/// assert_eq!(
///     verify_isomorphism(&Nim, &2, &Nim, &2, |&n| 2 - n),
///     Err(IsomorphismError::RootMismatch { image: 0, expected: 2 })
/// );
/// // A map defined on part of its domain: n ↦ n − 1 fails at the end 0,
/// // which is reported as a counterexample carrying that position.
/// let pred = |n: &u32| n.checked_sub(1).ok_or("no predecessor");
/// assert_eq!(
///     verify_isomorphism(&Nim, &3, &Nim, &2, pred),
///     Err(IsomorphismError::MapFailed { position: 0, error: "no predecessor" })
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[allow(clippy::type_complexity)] // the error names the three types of the check
pub fn verify_isomorphism<A, B, F, R>(
    a: &A,
    a_root: &A::State,
    b: &B,
    b_root: &B::State,
    map: F,
) -> Result<IsomorphismCertificate, IsomorphismError<A::State, B::State, R::Error>>
where
    A: Algorithm + ?Sized,
    B: Algorithm + ?Sized,
    F: Fn(&A::State) -> R,
    R: MapOutcome<B::State>,
{
    verify_isomorphism_within(a, a_root, b, b_root, map, Limits::default())
}

/// [`verify_isomorphism`] with explicit [`Limits`] on the number of states
/// of ⟨a_root⟩ explored.
///
/// # Errors
/// As [`verify_isomorphism`].
///
/// # Complexity
/// As [`verify_isomorphism`].
///
/// # Example
/// ```
/// use hookgames_game::{verify_isomorphism_within, Algorithm, IsomorphismError, Limits, GameError};
/// struct Nim;
/// impl Algorithm for Nim {
///     type State = u32;
///     fn for_each_follower<F: FnMut(u32)>(&self, p: &u32, mut f: F) {
///         (0..*p).for_each(&mut f);
///     }
/// }
/// let small = Limits::default().with_max_states(3);
/// assert_eq!(
///     verify_isomorphism_within(&Nim, &9, &Nim, &9, |&n| n, small),
///     Err(IsomorphismError::Limit(GameError::StateLimit { limit: 3 }))
/// );
/// ```
#[allow(clippy::type_complexity)] // the error names the three types of the check
pub fn verify_isomorphism_within<A, B, F, R>(
    a: &A,
    a_root: &A::State,
    b: &B,
    b_root: &B::State,
    map: F,
    limits: Limits,
) -> Result<IsomorphismCertificate, IsomorphismError<A::State, B::State, R::Error>>
where
    A: Algorithm + ?Sized,
    B: Algorithm + ?Sized,
    F: Fn(&A::State) -> R,
    R: MapOutcome<B::State>,
{
    let f = |p: &A::State| {
        map(p)
            .into_result()
            .map_err(|error| IsomorphismError::MapFailed {
                position: p.clone(),
                error,
            })
    };
    let root_image = f(a_root)?;
    if &root_image != b_root {
        return Err(IsomorphismError::RootMismatch {
            image: root_image,
            expected: b_root.clone(),
        });
    }
    // image: position → f(position); preimage: f(position) → position.
    let mut image: HashMap<A::State, B::State> = HashMap::new();
    let mut preimage: HashMap<B::State, A::State> = HashMap::new();
    let mut queue: Vec<A::State> = vec![a_root.clone()];
    image.insert(a_root.clone(), root_image.clone());
    preimage.insert(root_image, a_root.clone());
    let mut arrows = 0u64;
    // Bytes held: each mapped pair twice (image and preimage) plus the
    // queue's copy, and the follower lists of the position being checked.
    let mut held = ByteBudget::default();
    held.take(
        2 * (a.state_bytes(a_root) + b.state_bytes(b_root)) + a.state_bytes(a_root),
        limits.max_bytes,
    )
    .map_err(IsomorphismError::Limit)?;
    let mut head = 0;
    let mut options: Vec<A::State> = Vec::new();
    let mut option_images: Vec<B::State> = Vec::new();
    let mut targets: HashSet<B::State> = HashSet::new();
    let mut hit: HashSet<B::State> = HashSet::new();
    while head < queue.len() {
        let p = queue[head].clone();
        head += 1;
        let fp = image[&p].clone();
        options.clear();
        let mut buffered = ByteBudget { held: held.held };
        let mut examined = arrows;
        let mut take = |bytes: usize| -> Result<(), GameError> {
            if examined >= limits.max_arrows {
                return Err(GameError::ArrowLimit {
                    limit: limits.max_arrows,
                });
            }
            examined += 1;
            buffered.take(bytes, limits.max_bytes)
        };
        let flow = a.try_for_each_follower_checked(&p, |q| match take(a.state_bytes(&q)) {
            Ok(()) => {
                options.push(q);
                ControlFlow::Continue(())
            }
            Err(e) => ControlFlow::Break(e),
        });
        if let ControlFlow::Break(e) = flow {
            return Err(IsomorphismError::Limit(e));
        }
        arrows += options.len() as u64;
        option_images.clear();
        for q in &options {
            let fq = match image.get(q) {
                Some(fq) => fq.clone(),
                None => {
                    if image.len() as u64 >= limits.max_states {
                        return Err(IsomorphismError::Limit(GameError::StateLimit {
                            limit: limits.max_states,
                        }));
                    }
                    let fq = f(q)?;
                    held.take(
                        2 * (a.state_bytes(q) + b.state_bytes(&fq)) + a.state_bytes(q),
                        limits.max_bytes,
                    )
                    .map_err(IsomorphismError::Limit)?;
                    if let Some(first) = preimage.get(&fq) {
                        return Err(IsomorphismError::NotInjective {
                            first: first.clone(),
                            second: q.clone(),
                            image: fq,
                        });
                    }
                    image.insert(q.clone(), fq.clone());
                    preimage.insert(fq.clone(), q.clone());
                    queue.push(q.clone());
                    fq
                }
            };
            option_images.push(fq);
        }
        targets.clear();
        let mut b_options: Vec<B::State> = Vec::new();
        let flow = b.try_for_each_follower_checked(&fp, |y| match take(2 * b.state_bytes(&y)) {
            Ok(()) => {
                targets.insert(y.clone());
                b_options.push(y);
                ControlFlow::Continue(())
            }
            Err(e) => ControlFlow::Break(e),
        });
        if let ControlFlow::Break(e) = flow {
            return Err(IsomorphismError::Limit(e));
        }
        for (q, fq) in options.iter().zip(&option_images) {
            if !targets.contains(fq) {
                return Err(IsomorphismError::ExtraOption {
                    position: p.clone(),
                    position_image: fp.clone(),
                    option: q.clone(),
                    option_image: fq.clone(),
                });
            }
        }
        hit.clear();
        hit.extend(option_images.iter().cloned());
        for y in b_options {
            if !hit.contains(&y) {
                return Err(IsomorphismError::MissingOption {
                    position: p.clone(),
                    position_image: fp.clone(),
                    option: y,
                });
            }
        }
    }
    Ok(IsomorphismCertificate {
        states: image.len() as u64,
        arrows,
    })
}

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
/// use hookgames_game::{find_isomorphism, verify_isomorphism, Algorithm, FiniteAlgorithm};
/// /// Kawanaka's C₁: 0 → 1.
/// #[derive(Clone)]
/// struct C1;
/// impl Algorithm for C1 {
///     type State = u8;
///     fn for_each_follower<F: FnMut(u8)>(&self, p: &u8, mut f: F) {
///         if *p == 0 { f(1) }
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
