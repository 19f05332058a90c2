//! Building a [`FiniteAlgorithm`]: exploring ⟨roots⟩ sequentially or in
//! parallel rounds, a subset, or explicit rows of followers.

use std::hash::{BuildHasher, Hash};
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock};

use hashbrown::{DefaultHashBuilder, HashSet, HashTable};
use rayon::prelude::*;

use crate::algorithm::Algorithm;
use crate::config::Engine;
use crate::control::{CANCEL_CHECK_EVERY, Progress};
use crate::error::GameError;
use crate::limits::{ByteBudget, DEFAULT_MAX_ARROWS, DEFAULT_MAX_STATES, Limits};

use super::{Csr, FiniteAlgorithm, STATE_BYTES};

impl<S: Clone + Eq + Hash> FiniteAlgorithm<S> {
    pub(super) fn empty() -> Self {
        FiniteAlgorithm {
            states: Vec::new(),
            table: HashTable::new(),
            hasher: DefaultHashBuilder::default(),
            forward: Csr {
                offsets: vec![0],
                targets: Vec::new(),
            },
            reverse: OnceLock::new(),
        }
    }

    /// The index of `q`, inserting it if it is new.
    pub(super) fn intern(&mut self, q: S, limits: &Limits) -> Result<u32, GameError> {
        let hash = self.hasher.hash_one(&q);
        self.intern_hashed(hash, q, limits)
    }

    /// [`FiniteAlgorithm::intern`] with the hash of `q` already computed.
    fn intern_hashed(&mut self, hash: u64, q: S, limits: &Limits) -> Result<u32, GameError> {
        let states = &self.states;
        if let Some(&i) = self.table.find(hash, |&i| states[i as usize] == q) {
            return Ok(i);
        }
        if self.states.len() as u64 >= limits.state_cap() {
            return Err(GameError::StateLimit {
                limit: limits.max_states,
            });
        }
        let i = self.states.len() as u32;
        self.states.push(q);
        let (states, hasher) = (&self.states, &self.hasher);
        self.table
            .insert_unique(hash, i, |&j| hasher.hash_one(&states[j as usize]));
        Ok(i)
    }

    /// Materializes the principal algorithm ⟨root⟩ (Kawanaka §1) with the
    /// default [`Limits`]: every state reachable from `root`, numbered
    /// breadth-first (the root is 0). It runs on the calling thread, so the
    /// game need not be `Sync` (a `RefCell` cache); for other limits, a
    /// cancellation token or the caller's thread pool, use
    /// [`FiniteAlgorithm::from_roots`] with an [`Engine`].
    ///
    /// # Errors
    /// [`GameError::StateLimit`] / [`GameError::ArrowLimit`] if ⟨root⟩ is
    /// larger than the default limits; [`GameError::DuplicateFollower`] if
    /// the game reports a follower twice.
    ///
    /// # Complexity
    /// O(|⟨root⟩| + arrows) hash operations and follower calls; memory
    /// 4 bytes per arrow plus one state, one `usize` and one hash slot per
    /// state.
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{Algorithm, FiniteAlgorithm, GameError};
    /// struct Chain;
    /// impl Algorithm for Chain {
    ///     type State = u64;
    ///     fn try_for_each_follower<B, F>(&self, p: &u64, mut f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(u64) -> ControlFlow<B>,
    ///     {
    ///         if *p > 0 { f(p - 1)?; }
    ///         ControlFlow::Continue(())
    ///     }
    /// }
    /// let fa = FiniteAlgorithm::from_root(&Chain, &5)?;
    /// assert_eq!(fa.states(), &[5, 4, 3, 2, 1, 0]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_root<A>(game: &A, root: &S) -> Result<Self, GameError>
    where
        A: Algorithm<State = S> + ?Sized,
    {
        Self::explore(game, std::slice::from_ref(root), Limits::default())
    }

    /// The sequential exploration of [`FiniteAlgorithm::from_roots`] within
    /// `limits`, on the calling thread: for any game, `Sync` or not.
    pub(crate) fn explore<A>(game: &A, roots: &[S], limits: Limits) -> Result<Self, GameError>
    where
        A: Algorithm<State = S> + ?Sized,
    {
        let mut build = Build::start(game, roots, limits)?;
        while build.next < build.fa.states.len() {
            build.expand_sequentially(game, build.next)?;
        }
        Ok(build.fa)
    }

    /// Materializes the union of the principal algorithms ⟨r⟩ of the given
    /// roots, within the engine's limits, checking its cancellation token
    /// and reporting its progress (the states expanded) between rounds. The
    /// roots get the first indices (in the given order, repeated roots
    /// once), the other states follow breadth-first. The game is shared by
    /// the threads of the caller's rayon pool, so it must be `Sync`.
    ///
    /// On the engine's parallel path ([`Engine::is_sequential`] is false:
    /// the caller's pool has several threads), the exploration goes breadth-first in rounds: the states already
    /// numbered but not yet expanded — at most 16 384 (`FINITE_PARALLEL_CHUNK`) of
    /// them — have their followers enumerated in parallel (the game's own
    /// work: for a Young diagram, its hooks), hashed, and looked up among
    /// the states numbered before the round; the others go to the round's
    /// set of new states (64 shards, each behind a lock), where a repeated
    /// one is dropped at once and each keeps its first place (the state it
    /// follows, the position among its followers). The new states are then
    /// numbered in the order of their first places — the order in which
    /// the sequential exploration meets them — and the rows resolved and
    /// checked for repeated followers, in parallel, and stored in order.
    /// So the indices and the rows are those of
    /// the sequential exploration, for every pool size. A round of
    /// fewer than 256 (`FINITE_PARALLEL_THRESHOLD`) states (the first levels) is
    /// expanded on the calling thread.
    ///
    /// A round that may meet an error — it would pass a limit of the engine's limits
    /// (checked for the whole round before anything is stored), a state
    /// reports a follower twice, the game fails to enumerate a state, or
    /// its buffers would hold more arrows or bytes than the limits still
    /// allows when it starts (plus one reservation of 256 arrows or 64 KiB
    /// per thread) — is expanded again state by state on the calling
    /// thread, exactly as the sequential exploration does: so every
    /// error is the same one, at the same state, as the sequential one.
    ///
    /// # Errors
    /// [`GameError::StateLimit`], [`GameError::ArrowLimit`] or
    /// [`GameError::MemoryLimit`] when the exploration would exceed the
    /// engine's limits; [`GameError::DuplicateFollower`] if the game reports
    /// a follower twice for one state; [`GameError::Cancelled`] or
    /// [`GameError::DeadlineExceeded`] when the engine's token says so. A
    /// game that panics on a state panics here too, possibly (on the
    /// parallel path) on a state that the sequential exploration would not
    /// have reached because it stopped at a limit first.
    ///
    /// # Complexity
    /// O(states + arrows) hash operations; see [`FiniteAlgorithm::from_root`].
    /// Memory, counted against `limits.max_bytes` before each state or
    /// arrow is stored: each state (as [`Algorithm::state_bytes`] reports
    /// it, plus 16 bytes of index, offset and stamp) and each arrow (a
    /// 4-byte target). The breadth-first queue is the list of states
    /// itself: nothing else grows with the game.
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{Algorithm, Engine, FiniteAlgorithm, GameError, Limits};
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
    /// let fa = FiniteAlgorithm::from_roots(&Nim, &[2, 5], &Engine::new())?;
    /// assert_eq!(fa.len(), 6);
    /// assert_eq!(fa.state(1), Some(&5));
    /// let small = Engine::new().with_limits(Limits::default().with_max_states(3));
    /// assert_eq!(
    ///     FiniteAlgorithm::from_roots(&Nim, &[5], &small).unwrap_err(),
    ///     GameError::StateLimit { limit: 3 }
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_roots<A>(game: &A, roots: &[S], engine: &Engine<'_>) -> Result<Self, GameError>
    where
        A: Algorithm<State = S> + Sync + ?Sized,
        S: Send + Sync,
    {
        let parallel = !engine.is_sequential();
        let mut build = Build::start(game, roots, *engine.limits())?;
        while build.next < build.fa.states.len() {
            engine.checkpoint()?;
            let end = build
                .fa
                .states
                .len()
                .min(build.next + FINITE_PARALLEL_CHUNK);
            if !parallel || end - build.next < FINITE_PARALLEL_THRESHOLD {
                while build.next < end {
                    build.expand_sequentially(game, build.next)?;
                }
            } else {
                build.expand_round(game, end)?;
            }
            engine.report(Progress::new(build.next as u64, None));
        }
        Ok(build.fa)
    }
    /// Materializes the subalgorithm (Q, φ_Q) of `game` on a finite set of
    /// states Q = `subset` (Kawanaka §1: φ_Q(q) = φ(q) ∩ Q), within
    /// `limits`. The states of Q get the indices `0..`, in the given order
    /// (a state listed twice counts once); only followers inside Q become
    /// arrows. Unlike [`FiniteAlgorithm::from_roots`] nothing outside Q is
    /// explored, so Q need not be full: φ(p), φ⁻¹(p) ∪ φ(p) or φ⁻¹(e) of
    /// Kawanaka's Theorem 2.4 are materialized this way.
    ///
    /// # Errors
    /// [`GameError::StateLimit`] if Q has more than `limits.max_states`
    /// distinct states, [`GameError::MemoryLimit`] if they (16 bytes of
    /// bookkeeping each, 4 bytes per stored arrow) would hold more than
    /// `limits.max_bytes` bytes (both checked before a state or arrow is
    /// stored), [`GameError::ArrowLimit`] if more than `limits.max_arrows`
    /// followers of the states of Q would be examined,
    /// [`GameError::DuplicateFollower`] if the game reports a follower
    /// twice.
    ///
    /// # Complexity
    /// One follower enumeration per state of Q and one hash lookup per
    /// follower: O(|Q| + Σ_{q ∈ Q} |φ(q)|).
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{Algorithm, AlgorithmExt, Engine, FiniteAlgorithm, GameError};
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
    /// // φ(5) = {0, …, 4}, a subalgorithm that is not principal.
    /// let y = FiniteAlgorithm::from_subset(&Nim, &Nim.followers(&5)?, &Engine::new())?;
    /// assert_eq!(y.len(), 5);
    /// assert_eq!(y.arrow_count(), 10); // 4 → 3, 2, 1, 0; 3 → 2, 1, 0; …
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_subset<A>(game: &A, subset: &[S], engine: &Engine<'_>) -> Result<Self, GameError>
    where
        A: Algorithm<State = S> + ?Sized,
    {
        let limits = *engine.limits();
        let mut fa = Self::empty();
        let mut held = ByteBudget::default();
        for q in subset {
            let before = fa.states.len();
            fa.intern(q.clone(), &limits)?;
            if fa.states.len() > before {
                held.take(
                    game.state_bytes(q).saturating_add(STATE_BYTES),
                    limits.max_bytes,
                )?;
            }
        }
        let mut stamp: Vec<u32> = vec![0; fa.states.len()];
        let mut examined = 0u64;
        for i in 0..fa.states.len() {
            if (i as u64).is_multiple_of(CANCEL_CHECK_EVERY) {
                engine.checkpoint()?;
            }
            let row = i as u32 + 1;
            let mut targets = std::mem::take(&mut fa.forward.targets);
            let flow = game.try_for_each_follower(&fa.states[i], |q| {
                if examined >= limits.max_arrows {
                    return ControlFlow::Break(GameError::ArrowLimit {
                        limit: limits.max_arrows,
                    });
                }
                examined += 1;
                let Some(j) = fa.index_of(&q) else {
                    return ControlFlow::Continue(());
                };
                if stamp[j as usize] == row {
                    return ControlFlow::Break(GameError::DuplicateFollower {
                        state: i as u64,
                        follower: u64::from(j),
                    });
                }
                stamp[j as usize] = row;
                if let Err(e) = held.take(4, limits.max_bytes) {
                    return ControlFlow::Break(e);
                }
                targets.push(j);
                ControlFlow::Continue(())
            });
            fa.forward.targets = targets;
            if let ControlFlow::Break(e) = flow {
                return Err(e);
            }
            fa.forward.offsets.push(fa.forward.targets.len());
        }
        Ok(fa)
    }
}

/// The fewest states of a round that [`FiniteAlgorithm::from_roots`]
/// expands in parallel: a smaller round (the first levels of the
/// breadth-first search, or a small game) is expanded on the calling
/// thread, where handing it out would cost more than it saves.
pub(crate) const FINITE_PARALLEL_THRESHOLD: usize = 256;

/// The most states [`FiniteAlgorithm::from_roots`] expands in one
/// parallel round (its buffers hold the followers of one round).
pub(crate) const FINITE_PARALLEL_CHUNK: usize = 16_384;

/// States of a round handed to a thread at a time.
const BLOCK: usize = 32;

/// Arrows and bytes reserved from a round's budget at a time.
const RESERVE_ARROWS: u64 = 256;
const RESERVE_BYTES: u64 = 1 << 16;

/// The shards (each behind its own lock) of a round's set of new states.
const SHARDS: usize = 64;

/// The shard of a hash: bits 32..38, which neither a shard's hash table
/// (low bits for the bucket, top 7 for the tag) nor the main table of
/// fewer than 2^32 states uses, so the shards' tables stay well spread.
fn shard_of(hash: u64) -> usize {
    ((hash >> 32) as usize) & (SHARDS - 1)
}

/// A follower found in a parallel round: the index of a state numbered
/// before the round, or the place (shard, number) of a state not numbered
/// then in the round's set of new states.
#[derive(Clone, Copy)]
enum Found {
    Known(u32),
    New(u32, u32),
}

/// How the enumeration of a block's followers in a parallel round ended.
enum End {
    /// Every follower is in the buffer.
    Complete,
    /// The game's own error, or the round's budget ran out: the round is
    /// expanded again on the calling thread, which meets the error (if it
    /// comes first) where the sequential exploration does.
    Stopped,
}

/// The followers of a block of consecutive states: state k's are
/// `found[starts[k]..starts[k + 1]]` (the last up to the end).
struct Expanded {
    found: Vec<Found>,
    starts: Vec<usize>,
    end: End,
}

/// One shard of a round's set of new states: each with its hash, its
/// bytes (as the game counts them, plus the bookkeeping) and its first
/// place in the round (block, then position), the order in which the
/// sequential exploration meets it.
struct RoundShard<S> {
    table: HashTable<u32>,
    states: Vec<Option<S>>,
    info: Vec<(u64, usize, u64)>,
}

impl<S> Default for RoundShard<S> {
    fn default() -> Self {
        RoundShard {
            table: HashTable::new(),
            states: Vec::new(),
            info: Vec::new(),
        }
    }
}

/// A shared allowance (arrows or bytes) of a round, taken in reservations.
struct Allowance {
    used: AtomicU64,
    limit: u64,
    step: u64,
}

/// One thread's reservation from an [`Allowance`].
struct Reserved<'a> {
    from: &'a Allowance,
    left: u64,
}

impl Reserved<'_> {
    /// Takes `n`, or `false` if the round's allowance is spent.
    fn take(&mut self, n: u64) -> bool {
        if self.left >= n {
            self.left -= n;
            return true;
        }
        let grab = n.max(self.from.step);
        let before = self.from.used.fetch_add(grab, Ordering::Relaxed);
        if before.saturating_add(grab) > self.from.limit {
            return false;
        }
        self.left += grab - n;
        true
    }
}

/// A materialization under way: the states numbered so far, the rows of
/// the first `next` of them, and the bytes held.
struct Build<S> {
    fa: FiniteAlgorithm<S>,
    limits: Limits,
    held: ByteBudget,
    /// `stamp[j] == i + 1` iff j was already added to row i.
    stamp: Vec<u32>,
    /// The next state to expand.
    next: usize,
}

impl<S: Clone + Eq + Hash> Build<S> {
    /// The roots numbered, none expanded.
    fn start<A>(game: &A, roots: &[S], limits: Limits) -> Result<Self, GameError>
    where
        A: Algorithm<State = S> + ?Sized,
    {
        let mut fa = FiniteAlgorithm::empty();
        // The bytes held: each state as the game counts it plus its index,
        // offset and stamp entries (16 bytes), each arrow's u32 target.
        let mut held = ByteBudget::default();
        for r in roots {
            let before = fa.states.len();
            fa.intern(r.clone(), &limits)?;
            if fa.states.len() > before {
                held.take(
                    game.state_bytes(r).saturating_add(STATE_BYTES),
                    limits.max_bytes,
                )?;
            }
        }
        Ok(Build {
            fa,
            limits,
            held,
            stamp: Vec::new(),
            next: 0,
        })
    }

    /// Adds the arrow from state `i` to the follower with index `j` (once
    /// [`Build::number`] has numbered it): with `number`, the checks and
    /// their order of the sequential exploration, follower by follower.
    fn arrow(&mut self, i: usize, j: u32) -> Result<(), GameError> {
        let row = i as u32 + 1;
        if self.stamp.len() <= j as usize {
            self.stamp
                .resize(self.fa.states.len().max(j as usize + 1), 0);
        }
        if self.stamp[j as usize] == row {
            return Err(GameError::DuplicateFollower {
                state: i as u64,
                follower: u64::from(j),
            });
        }
        self.stamp[j as usize] = row;
        if self.fa.forward.targets.len() as u64 >= self.limits.max_arrows {
            return Err(GameError::ArrowLimit {
                limit: self.limits.max_arrows,
            });
        }
        self.held.take(4, self.limits.max_bytes)?;
        self.fa.forward.targets.push(j);
        Ok(())
    }

    /// The index of `q` (of `bytes` bytes), numbering it if it is new.
    fn number(&mut self, hash: u64, bytes: usize, q: S) -> Result<u32, GameError> {
        let before = self.fa.states.len();
        let j = self.fa.intern_hashed(hash, q, &self.limits)?;
        if self.fa.states.len() > before {
            self.held.take(bytes, self.limits.max_bytes)?;
        }
        Ok(j)
    }

    /// Expands state `i` (the next one) on the calling thread.
    fn expand_sequentially<A>(&mut self, game: &A, i: usize) -> Result<(), GameError>
    where
        A: Algorithm<State = S> + ?Sized,
    {
        let p = self.fa.states[i].clone();
        // The enumeration stops at the first error (a limit, a repeated
        // follower): the game is not asked for more followers.
        let flow = game.try_for_each_follower(&p, |q| {
            let bytes = game.state_bytes(&q).saturating_add(STATE_BYTES);
            let hash = self.fa.hasher.hash_one(&q);
            match self.number(hash, bytes, q).and_then(|j| self.arrow(i, j)) {
                Ok(()) => ControlFlow::Continue(()),
                Err(e) => ControlFlow::Break(e),
            }
        });
        if let ControlFlow::Break(e) = flow {
            return Err(e);
        }
        self.fa.forward.offsets.push(self.fa.forward.targets.len());
        self.next = i + 1;
        Ok(())
    }
}

impl<S: Clone + Eq + Hash + Send + Sync> Build<S> {
    /// Expands the states `next..end` (all numbered) in one round: their
    /// followers are enumerated in parallel, looked up among the states
    /// numbered before the round, and the others gathered in the round's
    /// set of new states (a repeated one dropped at once), each with its
    /// first place; the new states are numbered in the order of their
    /// first places, the rows checked and resolved in parallel, then
    /// stored in order. A round that would meet an error anywhere (a
    /// limit, a repeated follower, the game's own error, a follower that
    /// did not fit the round's buffers) is expanded again state by state
    /// on the calling thread, which meets the sequential exploration's
    /// first error.
    fn expand_round<A>(&mut self, game: &A, end: usize) -> Result<(), GameError>
    where
        A: Algorithm<State = S> + Sync + ?Sized,
    {
        let shards: Vec<Mutex<RoundShard<S>>> = (0..SHARDS)
            .map(|_| Mutex::new(RoundShard::default()))
            .collect();
        let blocks = self.enumerate_round(game, end, &shards);
        let shards: Vec<RoundShard<S>> = shards
            .into_iter()
            .map(|m| m.into_inner().unwrap_or_else(|e| e.into_inner()))
            .collect();
        match self.number_round(&blocks, &shards) {
            Some((rows, order)) => {
                self.commit_round(&blocks, rows, shards, order);
                Ok(())
            }
            None => {
                drop(shards);
                for i in self.next..end {
                    self.expand_sequentially(game, i)?;
                }
                Ok(())
            }
        }
    }

    /// The followers of the states `next..end`, enumerated and looked up
    /// in parallel within the round's budget, block by block.
    fn enumerate_round<A>(
        &self,
        game: &A,
        end: usize,
        shards: &[Mutex<RoundShard<S>>],
    ) -> Vec<Expanded>
    where
        A: Algorithm<State = S> + Sync + ?Sized,
    {
        let arrows = Allowance {
            used: AtomicU64::new(0),
            // One arrow past the limit shows that it is reached.
            limit: (self.limits.max_arrows)
                .saturating_sub(self.fa.forward.targets.len() as u64)
                .saturating_add(1),
            step: RESERVE_ARROWS,
        };
        let bytes = Allowance {
            used: AtomicU64::new(0),
            limit: self.limits.max_bytes.saturating_sub(self.held.held),
            step: RESERVE_BYTES,
        };
        let entry = std::mem::size_of::<Found>() as u64;
        let fa = &self.fa;
        // Set when a state stops: the round is expanded again anyway.
        let stopped = AtomicBool::new(false);
        fa.states[self.next..end]
            .par_chunks(BLOCK)
            .enumerate()
            .map(|(b, block)| {
                let mut arrows = Reserved {
                    from: &arrows,
                    left: 0,
                };
                let mut bytes = Reserved {
                    from: &bytes,
                    left: 0,
                };
                let mut out = Expanded {
                    found: Vec::new(),
                    starts: Vec::with_capacity(block.len()),
                    end: End::Complete,
                };
                for p in block {
                    out.starts.push(out.found.len());
                    if stopped.load(Ordering::Relaxed) {
                        out.end = End::Stopped;
                        break;
                    }
                    let flow = game.try_for_each_follower(p, |q| {
                        if !arrows.take(1) || !bytes.take(entry) {
                            return ControlFlow::Break(GameError::ArrowLimit { limit: 0 });
                        }
                        let hash = fa.hasher.hash_one(&q);
                        if let Some(&j) = fa.table.find(hash, |&k| fa.states[k as usize] == q) {
                            out.found.push(Found::Known(j));
                            return ControlFlow::Continue(());
                        }
                        let place = ((b as u64) << 32) | out.found.len() as u64;
                        let s = shard_of(hash);
                        let mut guard = match shards[s].lock() {
                            Ok(guard) => guard,
                            Err(poisoned) => poisoned.into_inner(),
                        };
                        let shard = &mut *guard;
                        let states = &shard.states;
                        let known = shard
                            .table
                            .find(hash, |&g| states[g as usize].as_ref() == Some(&q))
                            .copied();
                        let g = match known {
                            Some(g) => {
                                let first = &mut shard.info[g as usize].2;
                                *first = (*first).min(place);
                                g
                            }
                            None => {
                                let cost = game.state_bytes(&q).saturating_add(STATE_BYTES);
                                if !bytes.take(cost as u64) {
                                    return ControlFlow::Break(GameError::ArrowLimit { limit: 0 });
                                }
                                let g = shard.states.len() as u32;
                                shard.states.push(Some(q));
                                shard.info.push((hash, cost, place));
                                let info = &shard.info;
                                shard.table.insert_unique(hash, g, |&h| info[h as usize].0);
                                g
                            }
                        };
                        drop(guard);
                        out.found.push(Found::New(s as u32, g));
                        ControlFlow::Continue(())
                    });
                    if let ControlFlow::Break(_) = flow {
                        stopped.store(true, Ordering::Relaxed);
                        out.end = End::Stopped;
                        break;
                    }
                }
                out
            })
            .collect()
    }

    /// Numbers the new states of a round in the order of their first places
    /// and resolves every row (in parallel), checking it for a repeated
    /// follower; `None` if the round may meet an error. Changes nothing.
    /// Returns the targets of each block and the new states (shard,
    /// number) by index.
    #[allow(clippy::type_complexity)]
    fn number_round(
        &self,
        blocks: &[Expanded],
        shards: &[RoundShard<S>],
    ) -> Option<(Vec<Vec<u32>>, Vec<(u32, u32)>)> {
        let mut arrows = 0u64;
        for block in blocks {
            if let End::Stopped = block.end {
                return None;
            }
            arrows += block.found.len() as u64;
        }
        if self.fa.forward.targets.len() as u64 + arrows > self.limits.max_arrows {
            return None;
        }
        let len = self.fa.states.len() as u64;
        let mut order: Vec<(u64, u32, u32)> = shards
            .iter()
            .enumerate()
            .flat_map(|(s, shard)| {
                shard
                    .info
                    .iter()
                    .enumerate()
                    .map(move |(g, &(_, _, first))| (first, s as u32, g as u32))
            })
            .collect();
        if len + order.len() as u64 > self.limits.state_cap() {
            return None;
        }
        let new_bytes: u64 = shards
            .iter()
            .flat_map(|shard| shard.info.iter().map(|&(_, b, _)| b as u64))
            .sum();
        let needed = self
            .held
            .held
            .saturating_add(new_bytes)
            .saturating_add(arrows.saturating_mul(4));
        if needed > self.limits.max_bytes {
            return None;
        }
        order.par_sort_unstable();
        let mut index: Vec<Vec<u32>> = shards.iter().map(|s| vec![0; s.info.len()]).collect();
        for (rank, &(_, s, g)) in order.iter().enumerate() {
            index[s as usize][g as usize] = (len + rank as u64) as u32;
        }
        let index = &index;
        let total = (len as usize).saturating_add(order.len());
        let rows: Vec<Option<Vec<u32>>> = blocks
            .par_iter()
            .enumerate()
            // stamp[j] == r + 1 iff j is in the row r of the round (from
            // the start of the block) being checked.
            .map_init(Vec::<u32>::new, |stamp, (b, block)| {
                if stamp.len() < total {
                    stamp.resize(total, 0);
                }
                let targets: Vec<u32> = block
                    .found
                    .iter()
                    .map(|f| match *f {
                        Found::Known(j) => j,
                        Found::New(s, g) => index[s as usize][g as usize],
                    })
                    .collect();
                for (k, &first) in block.starts.iter().enumerate() {
                    let last = block.starts.get(k + 1).copied().unwrap_or(targets.len());
                    let row = (b * BLOCK + k + 1) as u32;
                    for &j in &targets[first..last] {
                        let seen = stamp.get_mut(j as usize)?;
                        if *seen == row {
                            return None;
                        }
                        *seen = row;
                    }
                }
                Some(targets)
            })
            .collect();
        let rows: Option<Vec<Vec<u32>>> = rows.into_iter().collect();
        Some((rows?, order.into_iter().map(|(_, s, g)| (s, g)).collect()))
    }

    /// Stores a numbered round: the new states in the order of their
    /// indices, then the rows.
    fn commit_round(
        &mut self,
        blocks: &[Expanded],
        rows: Vec<Vec<u32>>,
        mut shards: Vec<RoundShard<S>>,
        order: Vec<(u32, u32)>,
    ) {
        for (s, g) in order {
            let shard = &mut shards[s as usize];
            let (hash, bytes, _) = shard.info[g as usize];
            if let Some(state) = shard.states[g as usize].take() {
                let i = self.fa.states.len() as u32;
                self.fa.states.push(state);
                let (states, hasher) = (&self.fa.states, &self.fa.hasher);
                self.fa
                    .table
                    .insert_unique(hash, i, |&j| hasher.hash_one(&states[j as usize]));
                self.held.held = self.held.held.saturating_add(bytes as u64);
            }
        }
        for (block, targets) in blocks.iter().zip(rows) {
            self.held.held = self.held.held.saturating_add(4 * targets.len() as u64);
            for (k, &first) in block.starts.iter().enumerate() {
                let last = block.starts.get(k + 1).copied().unwrap_or(targets.len());
                self.fa
                    .forward
                    .targets
                    .extend_from_slice(&targets[first..last]);
                self.fa.forward.offsets.push(self.fa.forward.targets.len());
                self.next += 1;
            }
        }
    }
}

impl FiniteAlgorithm<u32> {
    /// The finite algorithm on the states `0..rows.len()` whose follower
    /// lists are `rows`: φ(i) = `rows[i]`. The states are their own
    /// indices.
    ///
    /// # Errors
    /// [`GameError::FollowerOutOfRange`] if a row names a state
    /// `≥ rows.len()`, [`GameError::DuplicateFollower`] if a row repeats a
    /// state, [`GameError::StateLimit`] if there are more than `u32::MAX`
    /// rows.
    ///
    /// # Complexity
    /// O(states + arrows).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{FiniteAlgorithm, GameError};
    /// // Kawanaka's C₁: ω₁(0) = {1}, ω₁(1) = ∅.
    /// let c1 = FiniteAlgorithm::from_followers([vec![1], vec![]])?;
    /// assert_eq!(c1.arrow_count(), 1);
    /// assert_eq!(
    ///     FiniteAlgorithm::from_followers([vec![1, 1], vec![]]).unwrap_err(),
    ///     GameError::DuplicateFollower { state: 0, follower: 1 }
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_followers<I, R>(rows: I) -> Result<Self, GameError>
    where
        I: IntoIterator<Item = R>,
        R: AsRef<[u32]>,
    {
        let rows: Vec<R> = rows.into_iter().collect();
        let n = rows.len();
        if n as u64 > u64::from(u32::MAX) {
            return Err(GameError::StateLimit {
                limit: u64::from(u32::MAX),
            });
        }
        let mut fa = Self::empty();
        let limits = Limits::default().with_max_states(u64::from(u32::MAX));
        for i in 0..n as u32 {
            fa.intern(i, &limits)?;
        }
        let mut stamp = vec![0u32; n];
        for (i, row) in rows.iter().enumerate() {
            for &j in row.as_ref() {
                if j as usize >= n {
                    return Err(GameError::FollowerOutOfRange {
                        state: i as u64,
                        follower: u64::from(j),
                        len: n as u64,
                    });
                }
                if stamp[j as usize] == i as u32 + 1 {
                    return Err(GameError::DuplicateFollower {
                        state: i as u64,
                        follower: u64::from(j),
                    });
                }
                stamp[j as usize] = i as u32 + 1;
                fa.forward.targets.push(j);
            }
            fa.forward.offsets.push(fa.forward.targets.len());
        }
        Ok(fa)
    }
}

impl FiniteAlgorithm<u32> {
    /// The impartial game given by its graph: the states `0..states`, and
    /// an arrow p → q (a move from p to q) for each edge `(p, q)`. This is
    /// the way to play a game given by a drawing or a table: every solver
    /// of this crate runs on the result, whose states are their own
    /// indices, and [`grundy_values`](FiniteAlgorithm::grundy_values)
    /// values the whole graph at once.
    ///
    /// The followers of a state are listed in the order of its edges. The
    /// graph may have cycles (even loops p → p); the solvers then report
    /// [`GameError::Cycle`], since such a game has no Grundy values
    /// (Kawanaka §1 requires every path to end).
    ///
    /// # Errors
    /// [`GameError::EdgeOutOfRange`] for the first edge naming a state
    /// `≥ states`; [`GameError::DuplicateEdge`] for the first edge listed
    /// a second time; [`GameError::StateLimit`] if `states` exceeds
    /// [`DEFAULT_MAX_STATES`] and [`GameError::ArrowLimit`] if there are
    /// more than [`DEFAULT_MAX_ARROWS`] edges (both checked before the
    /// graph is allocated).
    ///
    /// # Complexity
    /// O(states + edges) time (one hash insertion per edge), about 16 bytes
    /// per state and 24 per edge while building.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Algorithm, AlgorithmExt, FiniteAlgorithm, GameError};
    ///
    /// // 0 → 1, 0 → 2, 1 → 2, 2 → 3; state 3 is the end.
    /// let game = FiniteAlgorithm::from_edges(4, [(0, 1), (0, 2), (1, 2), (2, 3)])?;
    /// assert_eq!(game.followers(&0)?, vec![1, 2]);
    /// assert_eq!(game.grundy_values()?, vec![2, 0, 1, 0]);
    ///
    /// assert_eq!(
    ///     FiniteAlgorithm::from_edges(2, [(0, 1), (1, 2)]).unwrap_err(),
    ///     GameError::EdgeOutOfRange { from: 1, to: 2, states: 2 }
    /// );
    /// assert_eq!(
    ///     FiniteAlgorithm::from_edges(2, [(0, 1), (0, 1)]).unwrap_err(),
    ///     GameError::DuplicateEdge { from: 0, to: 1 }
    /// );
    /// let cycle = FiniteAlgorithm::from_edges(2, [(0, 1), (1, 0)])?;
    /// assert_eq!(cycle.grundy_values().unwrap_err(), GameError::Cycle { length: 2 });
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_edges(
        states: u32,
        edges: impl IntoIterator<Item = (u32, u32)>,
    ) -> Result<Self, GameError> {
        if u64::from(states) > DEFAULT_MAX_STATES {
            return Err(GameError::StateLimit {
                limit: DEFAULT_MAX_STATES,
            });
        }
        let n = states as usize;
        let mut list: Vec<(u32, u32)> = Vec::new();
        let mut seen: HashSet<(u32, u32)> = HashSet::new();
        for (from, to) in edges {
            if from >= states || to >= states {
                return Err(GameError::EdgeOutOfRange {
                    from: u64::from(from),
                    to: u64::from(to),
                    states: u64::from(states),
                });
            }
            if !seen.insert((from, to)) {
                return Err(GameError::DuplicateEdge {
                    from: u64::from(from),
                    to: u64::from(to),
                });
            }
            if list.len() as u64 >= DEFAULT_MAX_ARROWS {
                return Err(GameError::ArrowLimit {
                    limit: DEFAULT_MAX_ARROWS,
                });
            }
            list.push((from, to));
        }
        drop(seen);
        // Rows in compressed form; a stable sort keeps each row in edge order.
        list.sort_by_key(|&(from, _)| from);
        let mut offsets = vec![0usize; n + 1];
        for &(from, _) in &list {
            offsets[from as usize + 1] += 1;
        }
        for i in 0..n {
            offsets[i + 1] += offsets[i];
        }
        let targets: Vec<u32> = list.iter().map(|&(_, to)| to).collect();
        FiniteAlgorithm::from_followers((0..n).map(|i| &targets[offsets[i]..offsets[i + 1]]))
    }
}
