//! The parallel rounds of [`Engine::verify_isomorphism`]: the same
//! breadth-first check as the sequential one, the queue checked in rounds
//! whose shares run on the caller's rayon pool.

use std::hash::{BuildHasher, Hash};
use std::ops::ControlFlow;

use hashbrown::{DefaultHashBuilder, HashMap, HashTable};
use rayon::prelude::*;

use crate::algorithm::Algorithm;
use crate::config::Engine;
use crate::control::CANCEL_CHECK_EVERY;
use crate::error::GameError;

use super::{Bfs, IsomorphismCertificate, IsomorphismError, mapped_bytes, verify_sequentially};
use crate::analysis::map::MapOutcome;

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
    /// [`verify_isomorphism`](crate::verify_isomorphism) within this engine's limits, checking its
    /// cancellation token every [`CANCEL_CHECK_EVERY`] positions, on the
    /// threads of the caller's rayon pool: the same check, with the same
    /// answer — the certificate, or the same counterexample (the same
    /// positions) or the same [`Limits`](crate::Limits) error — for every pool size. The
    /// games, their states and the map are shared by the threads, so they
    /// must be `Sync` (the zero-config [`verify_isomorphism`](crate::verify_isomorphism) runs on the
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
    /// As [`verify_isomorphism`](crate::verify_isomorphism), with this engine's limits;
    /// [`IsomorphismError::Limit`] with [`GameError::Cancelled`] or
    /// [`GameError::DeadlineExceeded`] when the token says so.
    ///
    /// # Complexity
    /// As [`verify_isomorphism`](crate::verify_isomorphism), divided among the threads, except for
    /// one hash operation per option first met in a round (step 2) and O(1)
    /// work per position (step 6) on the calling thread, and one insertion per
    /// new position into each map (step 5, the two maps side by side). Memory:
    /// besides the sequential check's,
    /// the options of one round (at most what remains of
    /// [`Limits::max_bytes`](crate::Limits::max_bytes) at the round's start, counted as the sequential
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
