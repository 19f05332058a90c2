use std::convert::Infallible;
use std::fmt;
use std::hash::Hash;
use std::ops::ControlFlow;

use std::hash::BuildHasher;

use hashbrown::{DefaultHashBuilder, HashMap, HashSet, HashTable};
use rayon::prelude::*;

use crate::algorithm::Algorithm;
use crate::control::CANCEL_CHECK_EVERY;
use crate::engine::Engine;
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

/// Below this many positions waiting in the breadth-first queue,
/// [`Engine::verify_isomorphism`] checks them one at a time on the calling
/// thread: 256 positions (a round of the parallel path costs a few
/// thread hand-overs, worth it only for many positions).
pub(crate) const ISOMORPHISM_PARALLEL_THRESHOLD: usize = 256;

/// The positions of the breadth-first queue that one round of
/// [`Engine::verify_isomorphism`] checks: at most 512 (small enough that a
/// round's buffers stay in the caches; few enough rounds that their
/// hand-overs between threads cost little).
const ISOMORPHISM_ROUND: usize = 512;

impl Engine<'_> {
    /// [`verify_isomorphism`] within this engine's limits, checking its
    /// cancellation token every [`CANCEL_CHECK_EVERY`] positions, on the
    /// threads of the caller's rayon pool: the same check, with the same
    /// answer — the certificate, or the same counterexample (the same
    /// positions) or the same [`Limits`] error — for every pool size. The
    /// games, their states and the map are shared by the threads, so they
    /// must be `Sync` (the zero-config [`verify_isomorphism`] runs on the
    /// calling thread for any game).
    ///
    /// The breadth-first queue of ⟨a_root⟩ is checked in rounds of up to
    /// 512 positions, each in six steps: (1) in parallel, the options of
    /// each position p and of f(p), and which options were mapped before the
    /// round; (2) on the calling thread, the options not mapped yet, each once,
    /// in the order the sequential check meets them; (3) in parallel, the map
    /// f on those new positions only, each exactly once; (4) in parallel, each
    /// position's comparison of f(φ(p)) with ψ(f(p)); (5) the new positions
    /// into the two hash maps (f and f⁻¹), one thread each, which also finds
    /// the first image met twice; (6) on the calling thread, a replay of the
    /// sequential check over the round, in order, from these data and without
    /// hashing: the arrow and byte accounting, the state limit, the map's
    /// failures, injectivity, and each position's comparison at the point
    /// where the sequential check makes it. A position the round could not
    /// gather completely (its enumeration broke off: a limit is near, or the
    /// game reported an error), or where the replay finds a limit reached by
    /// the position's options, is checked with the rest of its round one
    /// position at a time by the sequential code itself (after taking the
    /// round's positions from there on out of the maps again). Hence the
    /// answer is the sequential one.
    ///
    /// On one thread ([`Engine::is_sequential`]) this is the sequential
    /// check itself. Fewer than
    /// 256 (`ISOMORPHISM_PARALLEL_THRESHOLD`) positions waiting in the queue are
    /// checked one at a time on the calling thread.
    ///
    /// The map may be called on a few positions after the first counterexample
    /// (at most one round's new positions), which the sequential check never
    /// maps: a map must not have side effects the caller relies on.
    ///
    /// # Errors
    /// As [`verify_isomorphism`], with this engine's limits;
    /// [`IsomorphismError::Limit`] with [`GameError::Cancelled`] or
    /// [`GameError::DeadlineExceeded`] when the token says so.
    ///
    /// # Complexity
    /// As [`verify_isomorphism`], divided among the threads, except for
    /// one hash operation per option first met in a round (step 2) and O(1)
    /// work per position (step 6) on the calling thread, and one insertion per
    /// new position into each map (step 5, the two maps side by side). Memory:
    /// besides the sequential check's,
    /// the options of one round (at most what remains of
    /// [`Limits::max_bytes`] at the round's start, counted as the sequential
    /// check counts a position's options, plus one option per share of the
    /// round) and the images of its new positions.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{verify_isomorphism, Engine, Nim};
    /// // Three Nim heaps (16 · 16 · 16 = 4 096 positions), permuted cyclically.
    /// let g = [Nim, Nim, Nim];
    /// let turn = |p: &[u64; 3]| [p[1], p[2], p[0]];
    /// let one = verify_isomorphism(&g, &[15, 15, 15], &g, &[15, 15, 15], turn)?;
    /// let pool = rayon::ThreadPoolBuilder::new().num_threads(2).build().unwrap();
    /// let two = pool.install(|| {
    ///     Engine::new().verify_isomorphism(&g, &[15, 15, 15], &g, &[15, 15, 15], turn)
    /// })?;
    /// assert_eq!(two, one);
    /// assert_eq!((two.states, two.arrows), (4096, 92_160));
    /// // The same counterexample on every pool size: p ↦ (p₀, p₁, p₀) is not injective.
    /// let bad = |p: &[u64; 3]| [p[0], p[1], p[0]];
    /// let seq = verify_isomorphism(&g, &[15, 15, 15], &g, &[15, 15, 15], bad);
    /// for t in 1..=4 {
    ///     let pool = rayon::ThreadPoolBuilder::new().num_threads(t).build().unwrap();
    ///     let par = pool.install(|| {
    ///         Engine::new().verify_isomorphism(&g, &[15, 15, 15], &g, &[15, 15, 15], bad)
    ///     });
    ///     assert_eq!(par, seq);
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[allow(clippy::type_complexity)] // the error names the three types of the check
    pub fn verify_isomorphism<A, B, F, R>(
        &self,
        a: &A,
        a_root: &A::State,
        b: &B,
        b_root: &B::State,
        map: F,
    ) -> Result<IsomorphismCertificate, IsomorphismError<A::State, B::State, R::Error>>
    where
        A: Algorithm + Sync + ?Sized,
        A::State: Send + Sync,
        B: Algorithm + Sync + ?Sized,
        B::State: Send + Sync,
        F: Fn(&A::State) -> R + Sync,
        R: MapOutcome<B::State>,
        R::Error: Send,
    {
        if self.is_sequential() {
            return verify_sequentially(a, a_root, b, b_root, map, self);
        }
        let mut bfs = Bfs::start(a, a_root, b, b_root, &map, *self.limits())?;
        let mut rounds = Rounds::new(4 * rayon::current_num_threads());
        let mut checked = 0;
        while bfs.head < bfs.queue.len() {
            if bfs.head >= checked {
                self.checkpoint().map_err(IsomorphismError::Limit)?;
                checked = bfs.head + CANCEL_CHECK_EVERY as usize;
            }
            let waiting = bfs.queue.len() - bfs.head;
            if waiting < ISOMORPHISM_PARALLEL_THRESHOLD {
                bfs.step(a, b, &map)?;
            } else {
                rounds.run(&mut bfs, a, b, &map, waiting.min(ISOMORPHISM_ROUND))?;
            }
        }
        Ok(bfs.certificate())
    }
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

/// What a round knows of an option of a position: its image, if it was
/// mapped before the round, or its number among the share's new options.
enum Slot<T> {
    Known(T),
    Fresh(u32),
    /// A new option (its number among the share's new options) at the
    /// given place of an `Ordered` position's options.
    FreshAt(u32, u32),
}

/// The comparison f(φ(p)) against ψ(f(p)) of a position, as the
/// sequential check would end it: `Extra(k)` (the k-th option's image is
/// not an option of f(p)), `Missing(j)` (the j-th option of f(p) is no
/// image), `Pending` (to be made once the round's new options are mapped),
/// or `Unknown` (an option's image is not computed: the replay stops at
/// that option first).
#[derive(Clone, Copy)]
enum Verdict {
    Fine,
    Extra(u32),
    Missing(u32),
    Pending,
    /// Pending, with as many options as f(p) has and every option mapped
    /// before the round sent to the option of f(p) at the same place: only
    /// the new options (`Slot::FreshAt`) remain to be compared.
    Ordered,
    Unknown,
}

/// A position gathered completely by a share: how many options it and its
/// image have, the bytes the sequential check would count for them, its
/// comparison, and where its options are kept in the share's lists (none
/// for a position whose options were all mapped before the round and
/// compare fine: everything about it is known).
struct Gathered {
    na: u64,
    nb: u64,
    a_bytes: u64,
    b_bytes: u64,
    a_range: (usize, usize),
    b_range: (usize, usize),
    /// Its entries in the share's `slots`.
    s_range: (usize, usize),
    verdict: Verdict,
}

/// The scratch of [`compare`].
#[derive(Default)]
struct Scratch {
    table: HashTable<u32>,
    first_of: Vec<u32>,
    hit: Vec<bool>,
}

/// One share of a round: a run of consecutive positions of the queue and
/// everything gathered about them, in flat lists.
struct Share<S, T> {
    start: usize,
    end: usize,
    /// The positions gathered completely, from `start` on.
    done: Vec<Gathered>,
    /// Whether the share stopped before `end` (at `start + done.len()`).
    stopped: bool,
    a_options: Vec<S>,
    slots: Vec<Slot<T>>,
    b_options: Vec<T>,
    /// The share's new options, each once in order of appearance: its hash,
    /// where it first appears in `a_options`, and at which position.
    fresh: Vec<(u64, u32, u32)>,
    fresh_index: HashTable<u32>,
    scratch: Scratch,
}

impl<S: Clone + Eq + Hash, T: Clone + Eq + Hash> Share<S, T> {
    fn new() -> Self {
        Share {
            start: 0,
            end: 0,
            done: Vec::new(),
            stopped: false,
            a_options: Vec::new(),
            slots: Vec::new(),
            b_options: Vec::new(),
            fresh: Vec::new(),
            fresh_index: HashTable::new(),
            scratch: Scratch::default(),
        }
    }

    /// Step (1): the options of the share's positions and of their images,
    /// until the share's part of the round's budget (`arrows` options,
    /// `bytes` as the sequential check counts them) runs out or an
    /// enumeration breaks off; the comparison of each position whose
    /// options were all mapped before the round.
    #[allow(clippy::too_many_arguments)]
    fn gather<A, B>(
        &mut self,
        a: &A,
        b: &B,
        queue: &[S],
        image: &HashMap<S, T>,
        hasher: &DefaultHashBuilder,
        arrows: u64,
        bytes: u64,
    ) where
        A: Algorithm<State = S> + ?Sized,
        B: Algorithm<State = T> + ?Sized,
    {
        self.done.clear();
        self.stopped = false;
        self.a_options.clear();
        self.slots.clear();
        self.b_options.clear();
        self.fresh.clear();
        self.fresh_index.clear();
        // The images of the current position's options, where known.
        let mut lookups: Vec<Option<&T>> = Vec::new();
        let mut known: Vec<&T> = Vec::new();
        let (mut count, mut held) = (0u64, 0u64);
        for p in &queue[self.start..self.end] {
            let Some(fp) = image.get(p) else {
                self.stopped = true;
                return;
            };
            let (a_start, b_start) = (self.a_options.len(), self.b_options.len());
            let (mut a_bytes, mut b_bytes) = (0u64, 0u64);
            let mut room = |size: u64| {
                if count >= arrows || held.saturating_add(size) > bytes {
                    return false;
                }
                count += 1;
                held += size;
                true
            };
            let a_options = &mut self.a_options;
            let flow = a.try_for_each_follower(p, |q| {
                let size = a.state_bytes(&q) as u64;
                if !room(size) {
                    return ControlFlow::Break(GameError::ArrowLimit { limit: arrows });
                }
                a_bytes += size;
                a_options.push(q);
                ControlFlow::Continue(())
            });
            let b_options = &mut self.b_options;
            let flow = flow.is_continue()
                && b.try_for_each_follower(fp, |y| {
                    let size = (b.state_bytes(&y) as u64).saturating_mul(2);
                    if !room(size) {
                        return ControlFlow::Break(GameError::ArrowLimit { limit: arrows });
                    }
                    b_bytes += size;
                    b_options.push(y);
                    ControlFlow::Continue(())
                })
                .is_continue();
            if !flow {
                self.stopped = true;
                return;
            }
            let (a_end, b_end) = (self.a_options.len(), self.b_options.len());
            lookups.clear();
            lookups.extend(self.a_options[a_start..].iter().map(|q| image.get(q)));
            let mut verdict = Verdict::Pending;
            if lookups.iter().all(Option::is_some) {
                known.clear();
                known.extend(lookups.iter().flatten());
                verdict = compare(
                    known.len(),
                    |k| known[k],
                    &self.b_options[b_start..],
                    hasher,
                    &mut self.scratch,
                );
                if let Verdict::Fine = verdict {
                    // Nothing about this position is needed again.
                    self.a_options.truncate(a_start);
                    self.b_options.truncate(b_start);
                    self.done.push(Gathered {
                        na: (a_end - a_start) as u64,
                        nb: (b_end - b_start) as u64,
                        a_bytes,
                        b_bytes,
                        a_range: (a_start, a_start),
                        b_range: (b_start, b_start),
                        s_range: (self.slots.len(), self.slots.len()),
                        verdict,
                    });
                    continue;
                }
            }
            let here = self.done.len() as u32;
            let ys = &self.b_options[b_start..b_end];
            let ordered = matches!(verdict, Verdict::Pending)
                && lookups.len() == ys.len()
                && lookups
                    .iter()
                    .zip(ys)
                    .all(|(fq, y)| fq.is_none_or(|fq| fq == y));
            if ordered {
                verdict = Verdict::Ordered;
            }
            let s_start = self.slots.len();
            for (k, fq) in (a_start..a_end).zip(&lookups) {
                let slot = match fq {
                    Some(_) if ordered => continue,
                    Some(fq) => Slot::Known((*fq).clone()),
                    None => {
                        let q = &self.a_options[k];
                        let hash = hasher.hash_one(q);
                        let (fresh, a_options) = (&mut self.fresh, &self.a_options);
                        let found = self.fresh_index.entry(
                            hash,
                            |&i| a_options[fresh[i as usize].1 as usize] == *q,
                            |&i| fresh[i as usize].0,
                        );
                        let i = match found {
                            hashbrown::hash_table::Entry::Occupied(e) => *e.get(),
                            hashbrown::hash_table::Entry::Vacant(e) => {
                                let i = fresh.len() as u32;
                                fresh.push((hash, k as u32, here));
                                e.insert(i);
                                i
                            }
                        };
                        if ordered {
                            Slot::FreshAt(i, (k - a_start) as u32)
                        } else {
                            Slot::Fresh(i)
                        }
                    }
                };
                self.slots.push(slot);
            }
            self.done.push(Gathered {
                na: (a_end - a_start) as u64,
                nb: (b_end - b_start) as u64,
                a_bytes,
                b_bytes,
                a_range: (a_start, a_end),
                b_range: (b_start, b_end),
                s_range: (s_start, self.slots.len()),
                verdict,
            });
        }
    }

    /// Step (4): the comparison of each position left pending, from the
    /// images of its options (`global[i]`: the round's number of the
    /// share's i-th new option; `mapped[g]`: f of the round's g-th new
    /// option, if the map succeeded there; `image`: f before the round).
    fn judge(
        &mut self,
        global: &[u32],
        mapped: &[Option<&T>],
        image: &HashMap<S, T>,
        hasher: &DefaultHashBuilder,
    ) {
        let mut images: Vec<&T> = Vec::new();
        let fresh_image = |i: u32| {
            global
                .get(i as usize)
                .and_then(|&n| mapped.get(n as usize))
                .copied()
                .flatten()
        };
        for g in &mut self.done {
            let slots = &self.slots[g.s_range.0..g.s_range.1];
            let ys = &self.b_options[g.b_range.0..g.b_range.1];
            if let Verdict::Ordered = g.verdict {
                // Only the new options are left; if one of them breaks
                // the order, compare in full below.
                let mut fine = true;
                for slot in slots {
                    if let Slot::FreshAt(i, at) = slot {
                        match fresh_image(*i) {
                            Some(t) if ys.get(*at as usize) == Some(t) => {}
                            Some(_) => fine = false,
                            None => {
                                g.verdict = Verdict::Unknown;
                                break;
                            }
                        }
                    }
                }
                match g.verdict {
                    Verdict::Unknown => continue,
                    _ if fine => {
                        g.verdict = Verdict::Fine;
                        continue;
                    }
                    _ => {}
                }
            } else if !matches!(g.verdict, Verdict::Pending) {
                continue;
            }
            // The images of all the options, in order.
            images.clear();
            let mut all = true;
            if let Verdict::Ordered = g.verdict {
                let mut fresh = slots.iter().peekable();
                for (k, q) in self.a_options[g.a_range.0..g.a_range.1].iter().enumerate() {
                    let t = match fresh.peek() {
                        Some(Slot::FreshAt(i, at)) if *at as usize == k => {
                            fresh.next();
                            fresh_image(*i)
                        }
                        _ => image.get(q),
                    };
                    match t {
                        Some(t) => images.push(t),
                        None => {
                            all = false;
                            break;
                        }
                    }
                }
            } else {
                for slot in slots {
                    let t = match slot {
                        Slot::Known(t) => Some(t),
                        Slot::Fresh(i) | Slot::FreshAt(i, _) => fresh_image(*i),
                    };
                    match t {
                        Some(t) => images.push(t),
                        None => {
                            all = false;
                            break;
                        }
                    }
                }
            }
            g.verdict = if all {
                compare(images.len(), |k| images[k], ys, hasher, &mut self.scratch)
            } else {
                Verdict::Unknown
            };
        }
    }
}

/// The comparison of f(φ(p)) (`n` images, `image(k)` in the order of φ(p))
/// with ψ(f(p)) (`ys`), as the sequential check makes it: the first image
/// that is not in `ys`, else the first element of `ys` that is no image.
fn compare<'i, T: Eq + Hash + 'i>(
    n: usize,
    image: impl Fn(usize) -> &'i T,
    ys: &[T],
    hasher: &DefaultHashBuilder,
    scratch: &mut Scratch,
) -> Verdict {
    // The same options in the same order (a map that preserves the
    // games' orders of moves): nothing to look up.
    if n == ys.len() && ys.iter().enumerate().all(|(k, y)| image(k) == y) {
        return Verdict::Fine;
    }
    let Scratch {
        table,
        first_of,
        hit,
    } = scratch;
    table.clear();
    first_of.clear();
    for (j, y) in ys.iter().enumerate() {
        let found = table.entry(
            hasher.hash_one(y),
            |&i| ys[i as usize] == *y,
            |&i| hasher.hash_one(&ys[i as usize]),
        );
        first_of.push(match found {
            hashbrown::hash_table::Entry::Occupied(e) => *e.get(),
            hashbrown::hash_table::Entry::Vacant(e) => *e.insert(j as u32).get(),
        });
    }
    hit.clear();
    hit.resize(ys.len(), false);
    for k in 0..n {
        let fq = image(k);
        match table.find(hasher.hash_one(fq), |&i| ys[i as usize] == *fq) {
            Some(&j) => hit[j as usize] = true,
            None => return Verdict::Extra(k as u32),
        }
    }
    match first_of.iter().position(|&j| !hit[j as usize]) {
        Some(j) => Verdict::Missing(j as u32),
        None => Verdict::Fine,
    }
}

/// The parallel rounds of [`Engine::verify_isomorphism`], with their buffers
/// (kept from round to round).
struct Rounds<S, T> {
    shares: Vec<Share<S, T>>,
    hasher: DefaultHashBuilder,
    /// The round's new options, each once in the order the sequential
    /// check meets them: (share, index in its `a_options`, position in the
    /// share).
    new: Vec<(u32, u32, u32)>,
    new_hashes: Vec<u64>,
    new_index: HashTable<u32>,
    /// Per share, from `global_start[s]` on: the round's number of each of
    /// the share's new options.
    global: Vec<u32>,
    global_start: Vec<usize>,
}

impl<S, T> Rounds<S, T>
where
    S: Clone + Eq + Hash + Send + Sync,
    T: Clone + Eq + Hash + Send + Sync,
{
    fn new(shares: usize) -> Self {
        Rounds {
            shares: (0..shares.max(1)).map(|_| Share::new()).collect(),
            hasher: DefaultHashBuilder::default(),
            new: Vec::new(),
            new_hashes: Vec::new(),
            new_index: HashTable::new(),
            global: Vec::new(),
            global_start: Vec::new(),
        }
    }

    /// Checks the next `len` positions of the queue (steps (1)–(5) of
    /// [`Engine::verify_isomorphism`]).
    #[allow(clippy::type_complexity)]
    fn run<A, B, F, R>(
        &mut self,
        bfs: &mut Bfs<S, T>,
        a: &A,
        b: &B,
        map: &F,
        len: usize,
    ) -> Result<(), IsomorphismError<S, T, R::Error>>
    where
        A: Algorithm<State = S> + Sync + ?Sized,
        B: Algorithm<State = T> + Sync + ?Sized,
        F: Fn(&S) -> R + Sync,
        R: MapOutcome<T>,
        R::Error: Send,
    {
        let (start, end) = (bfs.head, bfs.head + len);
        let n = self.shares.len().min(len);
        let limits = bfs.limits;
        // A share's part of the arrows: also at most u32::MAX / n, so that
        // the round's option numbers fit in a `u32` (a share that needs more
        // stops, and the sequential step takes over).
        let arrows = limits
            .max_arrows
            .saturating_sub(bfs.arrows)
            .div_ceil(n as u64)
            .min(u64::from(u32::MAX) / n as u64);
        let bytes = limits
            .max_bytes
            .saturating_sub(bfs.held.held)
            .div_ceil(n as u64);
        // (1) Gather, in parallel.
        {
            let (queue, image, hasher) = (&bfs.queue, &bfs.image, &self.hasher);
            for (i, share) in self.shares[..n].iter_mut().enumerate() {
                share.start = start + len * i / n;
                share.end = start + len * (i + 1) / n;
            }
            self.shares[..n]
                .par_iter_mut()
                .for_each(|share| share.gather(a, b, queue, image, hasher, arrows, bytes));
        }
        // (2) The new options, each once, in the sequential order; only
        // the shares before the first stop count.
        self.new.clear();
        self.new_hashes.clear();
        self.new_index.clear();
        self.global.clear();
        self.global_start.clear();
        let mut used = n;
        for (s, share) in self.shares[..n].iter().enumerate() {
            self.global_start.push(self.global.len());
            for &(hash, at, pos) in &share.fresh {
                let q = &share.a_options[at as usize];
                let (new, shares) = (&mut self.new, &self.shares);
                let new_hashes = &mut self.new_hashes;
                let entry = self.new_index.entry(
                    hash,
                    |&g| {
                        let (t, k, _) = new[g as usize];
                        shares[t as usize].a_options[k as usize] == *q
                    },
                    |&g| new_hashes[g as usize],
                );
                let g = match entry {
                    hashbrown::hash_table::Entry::Occupied(e) => *e.get(),
                    hashbrown::hash_table::Entry::Vacant(e) => {
                        let g = new.len() as u32;
                        new.push((s as u32, at, pos));
                        new_hashes.push(hash);
                        e.insert(g);
                        g
                    }
                };
                self.global.push(g);
            }
            if share.stopped {
                used = s + 1;
                break;
            }
        }
        // (3) The map on the new options the state limit allows, in parallel.
        let allowed = limits
            .max_states
            .saturating_sub(bfs.image.len() as u64)
            .min(self.new.len() as u64) as usize;
        let mut mapped: Vec<Result<T, R::Error>> = Vec::with_capacity(allowed);
        {
            let shares = &self.shares;
            self.new[..allowed]
                .par_iter()
                .map(|&(s, k, _)| map(&shares[s as usize].a_options[k as usize]).into_result())
                .collect_into_vec(&mut mapped);
        }
        // (4) The comparisons, in parallel.
        // The images alone (the map's errors need not be `Sync`).
        let images: Vec<Option<&T>> = mapped.iter().map(|r| r.as_ref().ok()).collect();
        {
            let (global, starts, images) = (&self.global, &self.global_start, &images);
            let (hasher, image) = (&self.hasher, &bfs.image);
            self.shares[..used]
                .par_iter_mut()
                .zip(starts.par_iter())
                .for_each(|(share, &from)| share.judge(&global[from..], images, image, hasher));
        }
        // (5) The round's new positions into `image` and into `preimage`,
        // both maps at once, each in order; `preimage` stops at the first
        // image met before (the sequential check would stop there or
        // earlier), `image` at the first failure of the map.
        let len0 = bfs.image.len();
        let ok = images
            .iter()
            .position(Option::is_none)
            .unwrap_or(images.len());
        let (conflict_at, conflict) = {
            let (image, preimage, shares) = (&mut bfs.image, &mut bfs.preimage, &self.shares);
            let (new, images) = (&self.new[..ok], &images[..ok]);
            let pairs = move || {
                new.iter().zip(images).filter_map(|(&(s, k, _), fq)| {
                    Some((&shares[s as usize].a_options[k as usize], (*fq)?))
                })
            };
            rayon::join(
                || {
                    image.reserve(ok);
                    for (q, fq) in pairs() {
                        image.insert(q.clone(), fq.clone());
                    }
                },
                || {
                    preimage.reserve(ok);
                    for (g, (q, fq)) in pairs().enumerate() {
                        match preimage.entry(fq.clone()) {
                            hashbrown::hash_map::Entry::Occupied(first) => {
                                return (g, Some(first.get().clone()));
                            }
                            hashbrown::hash_map::Entry::Vacant(slot) => {
                                slot.insert(q.clone());
                            }
                        }
                    }
                    (ok, None)
                },
            )
            .1
        };
        // (6) The replay, in order: what the sequential check would do, from
        // these data.
        let mut next = 0usize;
        for (s, share) in self.shares[..used].iter().enumerate() {
            for (i, g) in share.done.iter().enumerate() {
                let (na, nb) = (g.na, g.nb);
                let (a0, b0) = (g.a_range.0, g.b_range.0);
                let fits_arrows = bfs.arrows.saturating_add(na + nb) <= limits.max_arrows;
                let fits_bytes = bfs
                    .held
                    .held
                    .saturating_add(g.a_bytes)
                    .saturating_add(g.b_bytes)
                    <= limits.max_bytes;
                if !(fits_arrows && fits_bytes) {
                    // A limit is reached at this position: take the
                    // positions from here on out of the maps again, and let
                    // the sequential step find which limit and where.
                    for (g, &(t, k, _)) in self.new[..ok].iter().enumerate().skip(next) {
                        let q = &self.shares[t as usize].a_options[k as usize];
                        let fq = bfs.image.remove(q);
                        if g < conflict_at
                            && let Some(fq) = fq
                        {
                            bfs.preimage.remove(&fq);
                        }
                    }
                    return self.finish(bfs, a, b, map, end);
                }
                bfs.head += 1;
                while let Some(&(t, k, pos)) = self.new.get(next) {
                    if (t as usize, pos as usize) != (s, i) {
                        break;
                    }
                    let q = &share.a_options[k as usize];
                    if (len0 + next) as u64 >= limits.max_states {
                        return Err(IsomorphismError::Limit(GameError::StateLimit {
                            limit: limits.max_states,
                        }));
                    }
                    let fq = match mapped.get(next) {
                        Some(Ok(fq)) => fq,
                        _ => {
                            // `next` < `allowed` here (the state limit);
                            // the map failed at q.
                            let error = if next < mapped.len() {
                                mapped.swap_remove(next).err()
                            } else {
                                None
                            };
                            return Err(match error {
                                Some(error) => IsomorphismError::MapFailed {
                                    position: q.clone(),
                                    error,
                                },
                                None => IsomorphismError::Limit(GameError::StateLimit {
                                    limit: limits.max_states,
                                }),
                            });
                        }
                    };
                    bfs.held
                        .take(
                            mapped_bytes(a.state_bytes(q), b.state_bytes(fq)),
                            limits.max_bytes,
                        )
                        .map_err(IsomorphismError::Limit)?;
                    if next == conflict_at
                        && let Some(first) = conflict
                    {
                        return Err(IsomorphismError::NotInjective {
                            first,
                            second: q.clone(),
                            image: fq.clone(),
                        });
                    }
                    bfs.queue.push(q.clone());
                    next += 1;
                }
                let verdict = match g.verdict {
                    // Not reached: an option without an image ends the
                    // replay in `admit` above. Should it be, every option
                    // of p is in `image` now: compare from there.
                    Verdict::Unknown | Verdict::Pending | Verdict::Ordered => {
                        let options = &share.a_options[a0..g.a_range.1];
                        let images: Option<Vec<&T>> =
                            options.iter().map(|q| bfs.image.get(q)).collect();
                        images.map_or(Verdict::Unknown, |images| {
                            compare(
                                images.len(),
                                |k| images[k],
                                &share.b_options[b0..g.b_range.1],
                                &self.hasher,
                                &mut Scratch::default(),
                            )
                        })
                    }
                    v => v,
                };
                let p = &bfs.queue[bfs.head - 1];
                match verdict {
                    Verdict::Fine | Verdict::Pending | Verdict::Ordered | Verdict::Unknown => {}
                    Verdict::Extra(k) => {
                        let q = &share.a_options[a0 + k as usize];
                        return Err(IsomorphismError::ExtraOption {
                            position: p.clone(),
                            position_image: bfs.image[p].clone(),
                            option: q.clone(),
                            option_image: bfs.image[q].clone(),
                        });
                    }
                    Verdict::Missing(j) => {
                        return Err(IsomorphismError::MissingOption {
                            position: p.clone(),
                            position_image: bfs.image[p].clone(),
                            option: share.b_options[b0 + j as usize].clone(),
                        });
                    }
                }
                bfs.arrows += na;
            }
        }
        self.finish(bfs, a, b, map, end)
    }

    /// The positions of the round not replayed (from the first one a share
    /// could not gather), checked one at a time by the sequential step.
    #[allow(clippy::type_complexity)]
    fn finish<A, B, F, R>(
        &self,
        bfs: &mut Bfs<S, T>,
        a: &A,
        b: &B,
        map: &F,
        end: usize,
    ) -> Result<(), IsomorphismError<S, T, R::Error>>
    where
        A: Algorithm<State = S> + ?Sized,
        B: Algorithm<State = T> + ?Sized,
        F: Fn(&S) -> R,
        R: MapOutcome<T>,
    {
        while bfs.head < end {
            bfs.step(a, b, map)?;
        }
        Ok(())
    }
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
/// use std::ops::ControlFlow;
/// use hookgames_game::{find_isomorphism, verify_isomorphism, Algorithm, FiniteAlgorithm, GameError};
/// /// Kawanaka's C₁: 0 → 1.
/// #[derive(Clone)]
/// struct C1;
/// impl Algorithm for C1 {
///     type State = u8;
///     fn try_for_each_follower<B, F>(&self, p: &u8, mut f: F) -> ControlFlow<B>
///     where
///         B: From<GameError>,
///         F: FnMut(u8) -> ControlFlow<B>,
///     {
///         if *p == 0 { f(1)?; }
///         ControlFlow::Continue(())
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

/// The bytes a mapped position holds while an isomorphism is checked: the
/// state in the breadth-first queue and in both maps (3 × `a_bytes`), its
/// image in both maps (2 × `b_bytes`). Saturating: a game may report any
/// `state_bytes`, up to `usize::MAX`.
fn mapped_bytes(a_bytes: usize, b_bytes: usize) -> usize {
    a_bytes
        .saturating_mul(3)
        .saturating_add(b_bytes.saturating_mul(2))
}
