//! The front door: questions about a position answered by the fastest
//! correct path — a value the game knows ([`Algorithm::known_grundy`] and
//! the other value hooks; the Sprague–Grundy theorem for sums), else a
//! search by the memoised [`Solver`].

use std::collections::BTreeMap;

use crate::algorithm::Algorithm;
use crate::config::Engine;
use crate::control::Progress;
use crate::error::GameError;

use crate::vocab::{Convention, Outcome, SgPair};

use super::memo::Solver;

impl<'a> Engine<'a> {
    /// A memoised [`Solver`] for `game` configured as this engine: its
    /// limits, its token, its progress observer.
    pub(crate) fn solver<'g, A: Algorithm + ?Sized>(&self, game: &'g A) -> Solver<'g, &'g A>
    where
        'a: 'g,
    {
        let mut solver = Solver::new(game).with_limits(self.limits);
        if let Some(token) = self.cancel {
            solver = solver.with_cancel(token);
        }
        if let Some(observer) = self.progress {
            solver = solver.with_progress(move |n| observer(Progress::new(n, None)));
        }
        solver
    }

    /// The Grundy value of `p` under `convention`.
    fn value<A: Algorithm + ?Sized>(
        &self,
        game: &A,
        convention: Convention,
        p: &A::State,
    ) -> Result<u64, GameError> {
        if self.search_only {
            self.solver(game).value(p, convention)
        } else {
            component_value(game, convention, p, self)
        }
    }

    /// The normal-play Grundy value G(p): the game's known value
    /// ([`Algorithm::known_grundy`]; the nim-sum of the components' values
    /// for a sum), else the memoised search.
    ///
    /// # Errors
    /// The game's own error from its hook; otherwise the [`Solver`]'s:
    /// [`GameError::StateLimit`], [`GameError::ArrowLimit`],
    /// [`GameError::MemoryLimit`] when the search exceeds the limits
    /// (for a sum: a component's search), [`GameError::Cycle`],
    /// [`GameError::ValueOverflow`].
    ///
    /// # Complexity
    /// The hook's, for a game that knows its value; else
    /// O(Σ_{q ∈ ⟨p⟩} |φ(q)|) expected for the search. For a sum, the sum of
    /// the components' costs.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Engine, Nim};
    /// // Nim knows its values: three heaps of 2^62 counters and more.
    /// let p = (1u64 << 62, 3u64 << 61, 1u64 << 61);
    /// assert_eq!(Engine::new().grundy(&(Nim, Nim, Nim), &p)?, 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn grundy<A: Algorithm + ?Sized>(&self, game: &A, p: &A::State) -> Result<u64, GameError> {
        self.value(game, Convention::Normal, p)
    }

    /// The misère Grundy value SG⁻(p) (LCTR §2.3): the game's known value
    /// ([`Algorithm::known_misere_grundy`]), else the memoised search (a
    /// sum with two or more components that can move is searched as a
    /// whole).
    ///
    /// # Errors
    /// As [`Engine::grundy`].
    ///
    /// # Complexity
    /// As [`Engine::grundy`]; the product of the components' spaces for a
    /// sum that is searched.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Engine, Nim};
    /// // Misère Nim: a heap of one counter loses for the player to move.
    /// assert_eq!(Engine::new().misere_grundy(&(Nim, Nim), &(1, 0))?, 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn misere_grundy<A: Algorithm + ?Sized>(
        &self,
        game: &A,
        p: &A::State,
    ) -> Result<u64, GameError> {
        self.value(game, Convention::Misere, p)
    }

    /// The normal-play outcome class of `p`: [`Outcome::P`] iff
    /// [`Engine::grundy`] is 0.
    ///
    /// # Errors
    /// As [`Engine::grundy`].
    ///
    /// # Complexity
    /// As [`Engine::grundy`].
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Engine, Nim, Outcome};
    /// assert_eq!(Engine::new().outcome(&(Nim, Nim), &(7, 7))?, Outcome::P);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn outcome<A: Algorithm + ?Sized>(
        &self,
        game: &A,
        p: &A::State,
    ) -> Result<Outcome, GameError> {
        self.grundy(game, p).map(Outcome::from_value)
    }

    /// The misère outcome class of `p`: [`Outcome::P`] iff
    /// [`Engine::misere_grundy`] is 0.
    ///
    /// # Errors
    /// As [`Engine::grundy`].
    ///
    /// # Complexity
    /// As [`Engine::misere_grundy`].
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Engine, Nim, Outcome};
    /// assert_eq!(Engine::new().misere_outcome(&(Nim, Nim), &(1, 1))?, Outcome::N);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn misere_outcome<A: Algorithm + ?Sized>(
        &self,
        game: &A,
        p: &A::State,
    ) -> Result<Outcome, GameError> {
        self.misere_grundy(game, p).map(Outcome::from_value)
    }

    /// The Sprague–Grundy pair (SG(p), SG⁻(p)) (LCTR §2.3).
    ///
    /// # Errors
    /// As [`Engine::grundy`].
    ///
    /// # Complexity
    /// [`Engine::grundy`] and [`Engine::misere_grundy`].
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Engine, Nim, SgPair};
    /// assert_eq!(Engine::new().sg_pair(&Nim, &1)?, SgPair { normal: 1, misere: 0 });
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn sg_pair<A: Algorithm + ?Sized>(
        &self,
        game: &A,
        p: &A::State,
    ) -> Result<SgPair, GameError> {
        Ok(SgPair {
            normal: self.grundy(game, p)?,
            misere: self.misere_grundy(game, p)?,
        })
    }

    /// The options (followers) of `p` whose normal-play Grundy value is
    /// `t` — Kawanaka's A(φ; p; t), Theorem 4.2 (ii) — in the order the
    /// game enumerates them: the game's own search
    /// ([`Algorithm::known_options_with_value`]; for a sum, each component's
    /// moves to value Gᵢ ⊕ G ⊕ t), else every follower valued by
    /// [`Algorithm::known_grundy`] or by one shared search.
    ///
    /// # Errors
    /// As [`Engine::grundy`]; [`GameError::ArrowLimit`] or
    /// [`GameError::MemoryLimit`] when the options do not fit the limits.
    ///
    /// # Complexity
    /// The hook's; else one enumeration of φ(p) and a value per follower.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Engine, Nim};
    /// // (9, 12) has value 5: the followers of value 1 lower a heap.
    /// assert_eq!(Engine::new().options_with_value(&(Nim, Nim), &(9, 12), 1)?, vec![(9, 8)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn options_with_value<A: Algorithm + ?Sized>(
        &self,
        game: &A,
        p: &A::State,
        t: u64,
    ) -> Result<Vec<A::State>, GameError> {
        if self.search_only {
            self.solver(game).options_with_value(p, t)
        } else {
            component_options_with_value(game, p, t, self)
        }
    }

    /// The normal-play winning moves of `p`: its options of value 0 (none
    /// iff `p` is a P-position), as [`Engine::options_with_value`].
    ///
    /// # Errors
    /// As [`Engine::options_with_value`].
    ///
    /// # Complexity
    /// As [`Engine::options_with_value`].
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Engine, Nim};
    /// assert_eq!(Engine::new().winning_moves(&(Nim, Nim, Nim), &(3, 5, 7))?, vec![(2, 5, 7), (3, 4, 7), (3, 5, 6)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn winning_moves<A: Algorithm + ?Sized>(
        &self,
        game: &A,
        p: &A::State,
    ) -> Result<Vec<A::State>, GameError> {
        self.options_with_value(game, p, 0)
    }

    /// The misère winning moves of `p`: its options of misère value 0, in
    /// the order the game enumerates them, each valued by
    /// [`Algorithm::known_misere_grundy`] or by one shared search.
    ///
    /// # Errors
    /// As [`Engine::options_with_value`].
    ///
    /// # Complexity
    /// One enumeration of φ(p) and a misère value per follower.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Engine, Nim};
    /// // Misère Nim: from a heap of 5, leave one counter.
    /// assert_eq!(Engine::new().misere_winning_moves(&Nim, &5)?, vec![1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn misere_winning_moves<A: Algorithm + ?Sized>(
        &self,
        game: &A,
        p: &A::State,
    ) -> Result<Vec<A::State>, GameError> {
        if self.search_only {
            self.solver(game).misere_winning_moves(p)
        } else {
            let valued = valued_followers(game, p, Convention::Misere, self, |v| v == 0)?;
            Ok(valued.into_iter().map(|(_, q)| q).collect())
        }
    }

    /// The options of `p` grouped by normal-play Grundy value, each group
    /// in the order the game enumerates them: the game's own grouping
    /// ([`Algorithm::known_options_by_value`]; for a sum, each component's
    /// followers valued once on the component alone), else every follower
    /// valued by [`Algorithm::known_grundy`] or by one shared search.
    ///
    /// # Errors
    /// As [`Engine::options_with_value`].
    ///
    /// # Complexity
    /// The hook's; else one enumeration of φ(p) and a value per follower.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Engine, Nim};
    /// let by = Engine::new().options_by_value(&(Nim, Nim), &(1, 2))?;
    /// assert_eq!(by.into_iter().collect::<Vec<_>>(), vec![(0, vec![(1, 1)]), (1, vec![(1, 0)]), (2, vec![(0, 2)])]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn options_by_value<A: Algorithm + ?Sized>(
        &self,
        game: &A,
        p: &A::State,
    ) -> Result<BTreeMap<u64, Vec<A::State>>, GameError> {
        if self.search_only {
            self.solver(game).options_by_value(p)
        } else {
            component_options_by_value(game, p, self)
        }
    }

    /// φ(p) collected into a vector, in the game's order, within the
    /// engine's limits: at most [`Limits::max_arrows`](crate::Limits::max_arrows) followers holding at
    /// most [`Limits::max_bytes`](crate::Limits::max_bytes) bytes (counted by
    /// [`Algorithm::state_bytes`]), checked before each follower is stored
    /// — a position with 2^64 moves is a typed error, not an exhausted
    /// memory. [`AlgorithmExt::followers`](crate::AlgorithmExt::followers)
    /// is this with the default limits.
    ///
    /// # Errors
    /// [`GameError::ArrowLimit`] or [`GameError::MemoryLimit`] at the first
    /// follower beyond the limits (the enumeration stops there); the game's
    /// error when it cannot enumerate φ(p).
    ///
    /// # Complexity
    /// One enumeration, up to the limit.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{AlgorithmExt, Engine, GameError, Limits, Nim};
    /// let engine = Engine::new().with_limits(Limits::default().with_max_arrows(5));
    /// assert_eq!(engine.followers(&Nim, &4)?, vec![0, 1, 2, 3]);
    /// assert_eq!(engine.followers(&Nim, &u64::MAX), Err(GameError::ArrowLimit { limit: 5 }));
    /// # Ok::<(), GameError>(())
    /// ```
    pub fn followers<A: Algorithm + ?Sized>(
        &self,
        game: &A,
        p: &A::State,
    ) -> Result<Vec<A::State>, GameError> {
        crate::algorithm::collect_followers(game, p, &self.limits)
    }
}

/// The value of `p` under `convention`: the game's hook, else a fresh
/// search within `limits`. What a sum asks of each component.
#[inline]
pub(crate) fn component_value<A: Algorithm + ?Sized>(
    game: &A,
    convention: Convention,
    p: &A::State,
    engine: &Engine<'_>,
) -> Result<u64, GameError> {
    match known(game, convention, p, engine) {
        Some(v) => v,
        None => engine.solver(game).value(p, convention),
    }
}

/// The game's hook for `convention`.
#[inline]
fn known<A: Algorithm + ?Sized>(
    game: &A,
    convention: Convention,
    p: &A::State,
    engine: &Engine<'_>,
) -> Option<Result<u64, GameError>> {
    match convention {
        Convention::Normal => game.known_grundy(p, engine),
        Convention::Misere => game.known_misere_grundy(p, engine),
    }
}

/// The options of `p` of normal-play value `t`: the game's hook, else
/// [`valued_followers`].
pub(crate) fn component_options_with_value<A: Algorithm + ?Sized>(
    game: &A,
    p: &A::State,
    t: u64,
    engine: &Engine<'_>,
) -> Result<Vec<A::State>, GameError> {
    match game.known_options_with_value(p, t, engine) {
        Some(options) => options,
        None => Ok(
            valued_followers(game, p, Convention::Normal, engine, |v| v == t)?
                .into_iter()
                .map(|(_, q)| q)
                .collect(),
        ),
    }
}

/// The options of `p` grouped by normal-play value: the game's hook, else
/// [`valued_followers`].
pub(crate) fn component_options_by_value<A: Algorithm + ?Sized>(
    game: &A,
    p: &A::State,
    engine: &Engine<'_>,
) -> Result<BTreeMap<u64, Vec<A::State>>, GameError> {
    if let Some(by) = game.known_options_by_value(p, engine) {
        return by;
    }
    let mut by: BTreeMap<u64, Vec<A::State>> = BTreeMap::new();
    for (v, q) in valued_followers(game, p, Convention::Normal, engine, |_| true)? {
        by.entry(v).or_default().push(q);
    }
    Ok(by)
}

/// The followers of `p` (collected within the engine's limits) whose value under
/// `convention` satisfies `keep`, with their values, in the order of the
/// enumeration. Each is valued by the game's hook, or else by one search
/// shared by all of them (its memory counted together with the followers
/// held).
fn valued_followers<A: Algorithm + ?Sized>(
    game: &A,
    p: &A::State,
    convention: Convention,
    engine: &Engine<'_>,
    mut keep: impl FnMut(u64) -> bool,
) -> Result<Vec<(u64, A::State)>, GameError> {
    let limits = engine.limits;
    let options = crate::algorithm::collect_followers(game, p, &limits)?;
    let held: u64 = options
        .iter()
        .map(|q| game.state_bytes(q) as u64)
        .fold(0, u64::saturating_add);
    let mut solver = None;
    let mut out = Vec::new();
    for q in options {
        let v = match known(game, convention, &q, engine) {
            Some(v) => v?,
            None => solver
                .get_or_insert_with(|| {
                    engine
                        .with_limits(limits.with_max_bytes(limits.max_bytes.saturating_sub(held)))
                        .solver(game)
                })
                .value(&q, convention)
                .map_err(|e| match e {
                    GameError::MemoryLimit { needed, .. } => GameError::MemoryLimit {
                        needed: needed.saturating_add(held),
                        limit: limits.max_bytes,
                    },
                    e => e,
                })?,
        };
        if keep(v) {
            out.push((v, q));
        }
    }
    Ok(out)
}

/// The normal-play Grundy value G(p) by the fastest correct path:
/// [`Engine::new().grundy`](Engine::grundy) — the game's known value
/// ([`Algorithm::known_grundy`]; for a sum, by the Sprague–Grundy theorem,
/// the nim-sum of its components' values, each known or searched alone),
/// else a memoised search with the default [`Limits`](crate::Limits).
///
/// For a search only (the oracle of closed forms), use
/// [`Solver::grundy`](crate::Solver::grundy) or [`Engine::search_only`].
///
/// # Errors
/// As [`Engine::grundy`].
///
/// # Complexity
/// As [`Engine::grundy`].
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{grundy, Algorithm, GameError};
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
/// // Sprague–Grundy: the value of a sum is the nim-sum.
/// assert_eq!(grundy(&(Nim, Nim), &(5, 3))?, 5 ^ 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn grundy<A: Algorithm + ?Sized>(game: &A, p: &A::State) -> Result<u64, GameError> {
    Engine::new().grundy(game, p)
}

/// The misère Grundy value SG⁻(p) (LCTR §2.3):
/// [`Engine::new().misere_grundy`](Engine::misere_grundy) — the game's
/// known value ([`Algorithm::known_misere_grundy`]), else a memoised search
/// with the default [`Limits`](crate::Limits).
///
/// # Errors
/// As [`Engine::grundy`].
///
/// # Complexity
/// As [`Engine::misere_grundy`].
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{misere_grundy, Algorithm, GameError};
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
/// assert_eq!(misere_grundy(&Nim, &1)?, 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn misere_grundy<A: Algorithm + ?Sized>(game: &A, p: &A::State) -> Result<u64, GameError> {
    Engine::new().misere_grundy(game, p)
}

/// The normal-play outcome class of `p`:
/// [`Engine::new().outcome`](Engine::outcome).
///
/// # Errors
/// As [`grundy`].
///
/// # Complexity
/// As [`grundy`].
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{outcome, Algorithm, GameError, Outcome};
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
/// assert_eq!(outcome(&Nim, &2)?, Outcome::N);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn outcome<A: Algorithm + ?Sized>(game: &A, p: &A::State) -> Result<Outcome, GameError> {
    Engine::new().outcome(game, p)
}

/// The misère outcome class of `p`:
/// [`Engine::new().misere_outcome`](Engine::misere_outcome).
///
/// # Errors
/// As [`grundy`].
///
/// # Complexity
/// As [`misere_grundy`].
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{misere_outcome, Algorithm, GameError, Outcome};
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
/// assert_eq!(misere_outcome(&Nim, &1)?, Outcome::P);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn misere_outcome<A: Algorithm + ?Sized>(game: &A, p: &A::State) -> Result<Outcome, GameError> {
    Engine::new().misere_outcome(game, p)
}

/// The Sprague–Grundy pair (SG(p), SG⁻(p)) (LCTR §2.3):
/// [`Engine::new().sg_pair`](Engine::sg_pair).
///
/// # Errors
/// As [`grundy`].
///
/// # Complexity
/// As [`grundy`] and [`misere_grundy`].
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{sg_pair, Algorithm, GameError, SgPair};
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
/// assert_eq!(sg_pair(&Nim, &0)?, SgPair { normal: 0, misere: 1 });
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn sg_pair<A: Algorithm + ?Sized>(game: &A, p: &A::State) -> Result<SgPair, GameError> {
    Engine::new().sg_pair(game, p)
}

/// The normal-play winning moves of `p` (its options of value 0, in the
/// order the game enumerates them):
/// [`Engine::new().winning_moves`](Engine::winning_moves) — for a sum,
/// each component's moves to value Gᵢ ⊕ G.
///
/// # Errors
/// As [`Engine::options_with_value`].
///
/// # Complexity
/// As [`Engine::options_with_value`].
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{winning_moves, Algorithm, GameError};
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
/// assert_eq!(winning_moves(&(Nim, Nim), &(5, 3))?, vec![(3, 3)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn winning_moves<A: Algorithm + ?Sized>(
    game: &A,
    p: &A::State,
) -> Result<Vec<A::State>, GameError> {
    Engine::new().winning_moves(game, p)
}

/// The options of `p` grouped by normal-play Grundy value:
/// [`Engine::new().options_by_value`](Engine::options_by_value).
///
/// # Errors
/// As [`Engine::options_with_value`].
///
/// # Complexity
/// As [`Engine::options_by_value`].
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{options_by_value, Algorithm, GameError};
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
/// let by = options_by_value(&Nim, &2)?;
/// assert_eq!(by.keys().copied().collect::<Vec<_>>(), vec![0, 1]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn options_by_value<A: Algorithm + ?Sized>(
    game: &A,
    p: &A::State,
) -> Result<BTreeMap<u64, Vec<A::State>>, GameError> {
    Engine::new().options_by_value(game, p)
}
