//! Isomorphisms of algorithms (Kawanaka §1; Abuku–Tada, Definition 2.4):
//! the breadth-first check of a map ([`verify_isomorphism`], here), its
//! parallel rounds (`parallel`) and the backtracking search for a map
//! ([`find_isomorphism`], `search`).

use std::convert::Infallible;
use std::fmt;
use std::hash::Hash;
use std::ops::ControlFlow;

use hashbrown::{HashMap, HashSet};

use super::map::MapOutcome;
use crate::algorithm::Algorithm;
use crate::config::Engine;
use crate::control::CANCEL_CHECK_EVERY;
use crate::error::GameError;
use crate::limits::{ByteBudget, Limits};

mod parallel;
mod search;

pub use search::{ISOMORPHISM_SEARCH_LIMIT, Isomorphism, find_isomorphism};

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
    /// The exploration exceeded its [`Limits`], or (for
    /// [`Engine::verify_isomorphism`]) was cancelled:
    /// [`GameError::Cancelled`], [`GameError::DeadlineExceeded`].
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
/// calls in both games, on the calling thread;
/// [`Engine::verify_isomorphism`] shares them among the threads of the
/// caller's pool, with the same answer. Memory, all of it counted against [`Limits::max_bytes`] before
/// it is stored (as the games' [`Algorithm::state_bytes`] report it, added
/// without overflow): each position of ⟨a_root⟩ met so far, held in the
/// breadth-first queue and in both maps (3 × its bytes), with its image in
/// both maps (2 × the image's bytes); and while a position is checked, its
/// options (their bytes) and the options of its image (twice theirs).
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{verify_isomorphism, Algorithm, GameError, IsomorphismError};
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
    verify_sequentially(a, a_root, b, b_root, map, &Engine::new())
}

/// [`verify_isomorphism`] within `limits`, on the calling thread, checking
/// `engine`'s token every [`CANCEL_CHECK_EVERY`] positions.
#[allow(clippy::type_complexity)] // the error names the three types of the check
fn verify_sequentially<A, B, F, R>(
    a: &A,
    a_root: &A::State,
    b: &B,
    b_root: &B::State,
    map: F,
    engine: &Engine<'_>,
) -> Result<IsomorphismCertificate, IsomorphismError<A::State, B::State, R::Error>>
where
    A: Algorithm + ?Sized,
    B: Algorithm + ?Sized,
    F: Fn(&A::State) -> R,
    R: MapOutcome<B::State>,
{
    let mut bfs = Bfs::start(a, a_root, b, b_root, &map, *engine.limits())?;
    while bfs.head < bfs.queue.len() {
        if (bfs.head as u64).is_multiple_of(CANCEL_CHECK_EVERY) {
            engine.checkpoint().map_err(IsomorphismError::Limit)?;
        }
        bfs.step(a, b, &map)?;
    }
    Ok(bfs.certificate())
}

/// The state of the breadth-first check of [`verify_isomorphism`]:
/// f on the positions met so far both ways, the queue, the arrows counted
/// and the bytes held, and the sequential step's scratch.
struct Bfs<S, T> {
    limits: Limits,
    /// image: position → f(position); preimage: f(position) → position.
    image: HashMap<S, T>,
    preimage: HashMap<T, S>,
    queue: Vec<S>,
    head: usize,
    arrows: u64,
    /// Bytes held: each mapped pair twice (image and preimage) plus the
    /// queue's copy, and the follower lists of the position being checked.
    held: ByteBudget,
    options: Vec<S>,
    option_images: Vec<T>,
    b_options: Vec<T>,
    targets: HashSet<T>,
    hit: HashSet<T>,
}

/// f(p) as a `Result` whose error is the counterexample at p.
fn apply<S: Clone, T, F, R>(map: &F, p: &S) -> Result<T, IsomorphismError<S, T, R::Error>>
where
    F: Fn(&S) -> R,
    R: MapOutcome<T>,
{
    map(p)
        .into_result()
        .map_err(|error| IsomorphismError::MapFailed {
            position: p.clone(),
            error,
        })
}

impl<S: Clone + Eq + Hash, T: Clone + Eq + Hash> Bfs<S, T> {
    /// Checks the root and starts the queue with it.
    #[allow(clippy::type_complexity)]
    fn start<A, B, F, R>(
        a: &A,
        a_root: &S,
        b: &B,
        b_root: &T,
        map: &F,
        limits: Limits,
    ) -> Result<Self, IsomorphismError<S, T, R::Error>>
    where
        A: Algorithm<State = S> + ?Sized,
        B: Algorithm<State = T> + ?Sized,
        F: Fn(&S) -> R,
        R: MapOutcome<T>,
    {
        let root_image = apply(map, a_root)?;
        if &root_image != b_root {
            return Err(IsomorphismError::RootMismatch {
                image: root_image,
                expected: b_root.clone(),
            });
        }
        let mut bfs = Bfs {
            limits,
            image: HashMap::new(),
            preimage: HashMap::new(),
            queue: vec![a_root.clone()],
            head: 0,
            arrows: 0,
            held: ByteBudget::default(),
            options: Vec::new(),
            option_images: Vec::new(),
            b_options: Vec::new(),
            targets: HashSet::new(),
            hit: HashSet::new(),
        };
        bfs.image.insert(a_root.clone(), root_image.clone());
        bfs.preimage.insert(root_image, a_root.clone());
        bfs.held
            .take(
                mapped_bytes(a.state_bytes(a_root), b.state_bytes(b_root)),
                limits.max_bytes,
            )
            .map_err(IsomorphismError::Limit)?;
        Ok(bfs)
    }

    fn certificate(&self) -> IsomorphismCertificate {
        IsomorphismCertificate {
            states: self.image.len() as u64,
            arrows: self.arrows,
        }
    }

    /// Maps the new position q (met as an option, not in `image`) and
    /// queues it: the state limit, the map, the bytes and injectivity, in
    /// this order (the parallel rounds replay the same order).
    #[allow(clippy::type_complexity)]
    fn admit<A, B, F, R>(
        &mut self,
        a: &A,
        b: &B,
        map: &F,
        q: &S,
    ) -> Result<T, IsomorphismError<S, T, R::Error>>
    where
        A: Algorithm<State = S> + ?Sized,
        B: Algorithm<State = T> + ?Sized,
        F: Fn(&S) -> R,
        R: MapOutcome<T>,
    {
        if self.image.len() as u64 >= self.limits.max_states {
            return Err(IsomorphismError::Limit(GameError::StateLimit {
                limit: self.limits.max_states,
            }));
        }
        let fq = apply(map, q)?;
        self.held
            .take(
                mapped_bytes(a.state_bytes(q), b.state_bytes(&fq)),
                self.limits.max_bytes,
            )
            .map_err(IsomorphismError::Limit)?;
        match self.preimage.entry(fq) {
            hashbrown::hash_map::Entry::Occupied(first) => Err(IsomorphismError::NotInjective {
                first: first.get().clone(),
                second: q.clone(),
                image: first.key().clone(),
            }),
            hashbrown::hash_map::Entry::Vacant(slot) => {
                let fq = slot.key().clone();
                slot.insert(q.clone());
                self.image.insert(q.clone(), fq.clone());
                self.queue.push(q.clone());
                Ok(fq)
            }
        }
    }

    /// The sequential check of the next position of the queue: its options
    /// (mapping the new ones), then those of its image, then the
    /// comparison.
    #[allow(clippy::type_complexity)]
    fn step<A, B, F, R>(
        &mut self,
        a: &A,
        b: &B,
        map: &F,
    ) -> Result<(), IsomorphismError<S, T, R::Error>>
    where
        A: Algorithm<State = S> + ?Sized,
        B: Algorithm<State = T> + ?Sized,
        F: Fn(&S) -> R,
        R: MapOutcome<T>,
    {
        let limits = self.limits;
        let p = self.queue[self.head].clone();
        self.head += 1;
        let fp = self.image[&p].clone();
        let mut options = std::mem::take(&mut self.options);
        options.clear();
        let mut buffered = ByteBudget {
            held: self.held.held,
        };
        let mut examined = self.arrows;
        let mut take = |bytes: usize| -> Result<(), GameError> {
            if examined >= limits.max_arrows {
                return Err(GameError::ArrowLimit {
                    limit: limits.max_arrows,
                });
            }
            examined += 1;
            buffered.take(bytes, limits.max_bytes)
        };
        let flow = a.try_for_each_follower(&p, |q| match take(a.state_bytes(&q)) {
            Ok(()) => {
                options.push(q);
                ControlFlow::Continue(())
            }
            Err(e) => ControlFlow::Break(e),
        });
        if let ControlFlow::Break(e) = flow {
            self.options = options;
            return Err(IsomorphismError::Limit(e));
        }
        self.arrows += options.len() as u64;
        let mut option_images = std::mem::take(&mut self.option_images);
        option_images.clear();
        for q in &options {
            let fq = match self.image.get(q) {
                Some(fq) => fq.clone(),
                None => match self.admit(a, b, map, q) {
                    Ok(fq) => fq,
                    Err(e) => {
                        self.options = options;
                        self.option_images = option_images;
                        return Err(e);
                    }
                },
            };
            option_images.push(fq);
        }
        self.options = options;
        self.option_images = option_images;
        self.b_options.clear();
        let b_options = &mut self.b_options;
        let flow =
            b.try_for_each_follower(&fp, |y| match take(b.state_bytes(&y).saturating_mul(2)) {
                Ok(()) => {
                    b_options.push(y);
                    ControlFlow::Continue(())
                }
                Err(e) => ControlFlow::Break(e),
            });
        if let ControlFlow::Break(e) = flow {
            return Err(IsomorphismError::Limit(e));
        }
        // The same options in the same order: f(φ(p)) = ψ(f(p)).
        if self.option_images == self.b_options {
            return Ok(());
        }
        self.targets.clear();
        self.targets.extend(self.b_options.iter().cloned());
        for (q, fq) in self.options.iter().zip(&self.option_images) {
            if !self.targets.contains(fq) {
                return Err(IsomorphismError::ExtraOption {
                    position: p,
                    position_image: fp,
                    option: q.clone(),
                    option_image: fq.clone(),
                });
            }
        }
        self.hit.clear();
        self.hit.extend(self.option_images.iter().cloned());
        for y in &self.b_options {
            if !self.hit.contains(y) {
                return Err(IsomorphismError::MissingOption {
                    position: p,
                    position_image: fp,
                    option: y.clone(),
                });
            }
        }
        Ok(())
    }
}

/// The bytes a mapped position holds while an isomorphism is checked: the
/// state in the breadth-first queue and in both maps (3 × `a_bytes`), its
/// image in both maps (2 × `b_bytes`). Saturating: a game may report any
/// `state_bytes`, up to `usize::MAX`.
fn mapped_bytes(a_bytes: usize, b_bytes: usize) -> usize {
    a_bytes
        .saturating_mul(3)
        .saturating_add(b_bytes.saturating_mul(2))
}
