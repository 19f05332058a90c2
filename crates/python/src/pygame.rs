//! A game defined in Python: a callable returning the followers of a
//! hashable state, explored in Python once per state and solved in Rust
//! (see [`crate::compiled`]): the explored graph and its values persist on
//! the `Game`, so a query costs O(the states and arrows it adds).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard, TryLockError};

use hookgames::game::{Convention, DEFAULT_MAX_ARROWS, DEFAULT_MAX_STATES, Outcome};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::sync::MutexExt;
use pyo3::types::{PyDict, PyIterator, PySet, PyType};

use crate::args::{nat, opt_nat};
use crate::budget;
use crate::compiled::{Compiled, Search, Step};
use crate::errors::{Error, Kind, Result, raise};
use crate::games::outcome_str;

/// How many states are explored between two checks for signals (Ctrl-C).
const SIGNAL_EVERY: usize = 256;

/// The steps of a search run with the GIL held before it first looks for
/// signals: a query that adds a few states is answered without releasing
/// the GIL, which would cost more than such a search.
const INLINE_STEPS: usize = 4096;

/// The steps of a search in one slice with the GIL released; Ctrl-C is
/// looked for between two slices (a slice takes about a millisecond).
const SLICE_STEPS: usize = 1 << 18;

/// The most states a `Game` keeps (its `max_states` at most and by
/// default): the engine's `DEFAULT_MAX_STATES`, 2^24.
pub(crate) const MAX_STATES: u64 = DEFAULT_MAX_STATES;

/// How many states of a cycle an error message shows.
const CYCLE_SHOWN: usize = 8;

/// How many characters of a state's `repr` an error message shows.
const REPR_SHOWN: usize = 60;

/// The states explored so far and their compiled graph: state `i` is
/// `states[i]` (its number in `index`, a dict keyed by the states
/// themselves), with its row of followers and its values in `compiled`.
#[derive(Debug, Default)]
struct Graph {
    index: Option<Py<PyDict>>,
    states: Vec<Py<PyAny>>,
    compiled: Compiled,
    /// The buffers of the searches, reused.
    search: Search,
}

impl Graph {
    /// The index, created on first use.
    fn index<'py>(&mut self, py: Python<'py>) -> Bound<'py, PyDict> {
        self.index
            .get_or_insert_with(|| PyDict::new(py).unbind())
            .bind(py)
            .clone()
    }

    /// The number of `state`, if it was explored.
    fn lookup(&self, py: Python<'_>, state: &Bound<'_, PyAny>) -> Result<Option<u32>> {
        match &self.index {
            None => Ok(None),
            Some(index) => match index.bind(py).get_item(state) {
                Ok(Some(id)) => Ok(Some(id.extract::<u32>()?)),
                Ok(None) => Ok(None),
                // Unhashable: the exploration raises the module's error.
                Err(e) if e.is_instance_of::<PyTypeError>(py) => Ok(None),
                Err(e) => Err(e.into()),
            },
        }
    }
}

/// An impartial game given by a Python callable: ``followers(state)``
/// returns an iterable of the states one move away (hashable values:
/// tuples, frozensets, ints, strings, ``Partition``s, …; a follower listed
/// twice counts once). The states reachable from a position are explored
/// in Python (breadth first, ``followers`` called once per state) and
/// solved in Rust with the GIL released.
///
/// The exploration and the values are kept: over the life of the ``Game``
/// ``followers`` is called once per state and each value is found once,
/// so a query costs only the states it adds, and a table of values —
/// ``grundy_values(positions)``, or ``grundy`` in a loop — costs one call
/// of ``followers`` per state. ``clear_cache()`` forgets it all.
/// ``max_states`` (at most and by default ``MAX_STATES`` = 2^24 =
/// 16 777 216) bounds the states kept, ``max_arrows`` (default
/// ``DEFAULT_MAX_ARROWS`` = 2^27) the moves: past them the call raises
/// ``LimitError`` and the ``Game`` is as it was before the call. A game
/// with a cycle raises ``GameError`` naming the cycle's states (Kawanaka
/// section 1: every play must end). An exception raised by ``followers``
/// propagates unchanged (the states of the failed call are forgotten, the
/// earlier ones kept); Ctrl-C interrupts both the exploration and the
/// solving. ``followers`` must not call the same ``Game``
/// (``ReentrantCallError``).
///
/// What its states cost: the limits are counts, for the states are Python
/// objects whose size only Python knows. Each state kept costs its own
/// object, an entry in the index (a ``dict`` from the state to its number,
/// an ``int``), a slot in the list of states, and 20 bytes of compiled
/// graph and values, plus 4 bytes a move. Measured on CPython 3.11, a game
/// on ``int`` states with two moves each takes about 170 bytes a state, so
/// the default of 2^24 states can need about 2.9 GB (and your states' own
/// size on top): pass a smaller ``max_states`` on a smaller machine.
///
/// A game that knows its values may say so: ``grundy=`` (and
/// ``misere_grundy=``) take a function from a state to its value, which
/// ``grundy``, ``grundy_values``, ``outcome``, ``winning_moves`` and
/// ``options_with_value`` then use instead of exploring (the Rust library's
/// value hooks, ``Algorithm::known_grundy``); ``search=True`` ignores it
/// and searches, to test the function against the game. In a ``Sum`` such
/// a game costs one call of the function per question.
#[pyclass(name = "Game", module = "hookgames", frozen)]
#[derive(Debug)]
pub(crate) struct PyGame {
    followers: Py<PyAny>,
    /// The declared normal-play value function, if any.
    grundy_fn: Option<Py<PyAny>>,
    /// The declared misère value function, if any.
    misere_grundy_fn: Option<Py<PyAny>>,
    max_states: u64,
    max_arrows: u64,
    graph: Mutex<Graph>,
    /// The thread expanding the graph ([`thread_number`]), 0 if none (to
    /// refuse re-entrant calls).
    explorer: AtomicU64,
}

/// Clears [`PyGame::explorer`] when the expansion ends, however it ends.
struct Exploring<'a>(&'a AtomicU64);

impl Drop for Exploring<'_> {
    fn drop(&mut self) {
        self.0.store(0, Ordering::Release);
    }
}

/// A number of the calling thread, never 0 (cheaper than
/// `std::thread::current().id()`, which clones the thread's handle).
fn thread_number() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    thread_local! {
        static NUMBER: u64 = NEXT.fetch_add(1, Ordering::Relaxed);
    }
    NUMBER.with(|n| *n)
}

/// A poisoned lock (a panic elsewhere; not expected) as an exception.
fn poisoned<T>(_: T) -> Error {
    Error::Py(raise(
        Kind::Base,
        "internal error: a lock of this Game was poisoned (please report it)".into(),
    ))
}

/// The `repr` of `state`, cut to [`REPR_SHOWN`] characters.
fn short_repr(state: &Bound<'_, PyAny>) -> String {
    let full = state
        .repr()
        .map(|r| r.to_string())
        .unwrap_or_else(|_| "<a state whose repr() failed>".into());
    if full.chars().count() <= REPR_SHOWN {
        full
    } else {
        let cut: String = full.chars().take(REPR_SHOWN).collect();
        format!("{cut}…")
    }
}

/// The error of a state limit: `LimitError` naming `max_states`.
fn state_limit(max_states: u64) -> Error {
    Error::Py(raise(
        Kind::Limit,
        format!(
            "more than max_states = {max_states} states are reachable (a Game keeps at most \
             max_states states over all its calls); pass a larger max_states to Game() (at \
             most hookgames.MAX_STATES = {MAX_STATES}), or call clear_cache()"
        ),
    ))
}

/// The error of an arrow limit: `LimitError` naming `max_arrows`.
fn arrow_limit(max_arrows: u64) -> Error {
    Error::Py(raise(
        Kind::Limit,
        format!(
            "more than max_arrows = {max_arrows} moves are reachable (a Game keeps at most \
             max_arrows moves over all its calls); pass a larger max_arrows to Game() \
             (default hookgames.DEFAULT_MAX_ARROWS = {DEFAULT_MAX_ARROWS}), or call clear_cache()"
        ),
    ))
}

impl PyGame {
    /// The graph, locked (waiting without the GIL if another thread holds
    /// it); `ReentrantCallError` if this thread is exploring it already (a
    /// re-entrant call from `followers`).
    fn graph<'a>(&'a self, py: Python<'_>) -> Result<MutexGuard<'a, Graph>> {
        match self.graph.try_lock() {
            Ok(guard) => return Ok(guard),
            Err(TryLockError::Poisoned(e)) => return Err(poisoned(e)),
            Err(TryLockError::WouldBlock) => {}
        }
        // Held: by this thread exploring (a re-entrant call), or another.
        if self.explorer.load(Ordering::Acquire) == thread_number() {
            return Err(Error::Py(raise(
                Kind::Reentrant,
                "the followers function called the Game it belongs to; a Game cannot be \
                 solved while it is exploring (use a second Game, or a plain function)"
                    .into(),
            )));
        }
        self.graph.lock_py_attached(py).map_err(poisoned)
    }

    /// Adds the states of `roots` to `graph` (each root's number in order,
    /// a root listed twice twice) and everything reachable from them,
    /// asking `followers` once per new state. On an error the graph is as
    /// it was before the call.
    fn explore<'py, I>(&self, py: Python<'py>, graph: &mut Graph, roots: I) -> Result<Vec<u32>>
    where
        I: Iterator<Item = PyResult<Bound<'py, PyAny>>>,
    {
        self.explorer.store(thread_number(), Ordering::Release);
        let _exploring = Exploring(&self.explorer);
        let mark = graph.compiled.mark();
        let result = self.explore_unchecked(py, graph, roots);
        if result.is_err() {
            if let Some(index) = &graph.index {
                let index = index.bind(py);
                for s in graph.states.drain(mark.states..) {
                    // The state was added to the index (it is in `states`).
                    let _ = index.del_item(s);
                }
            }
            graph.compiled.undo(mark);
        }
        result
    }

    fn explore_unchecked<'py, I>(
        &self,
        py: Python<'py>,
        graph: &mut Graph,
        roots: I,
    ) -> Result<Vec<u32>>
    where
        I: Iterator<Item = PyResult<Bound<'py, PyAny>>>,
    {
        let index = graph.index(py);
        let mut ids = Vec::new();
        for root in roots {
            if !ids.is_empty() && ids.len().is_multiple_of(SIGNAL_EVERY) {
                py.check_signals()?;
            }
            let root = root?;
            ids.push(self.intern(graph, &index, &root)?);
            let bytes = ids.len() as u64 * budget::INT_ITEM;
            if bytes > budget::MAX_BYTES {
                budget::check(
                    "the list of values",
                    ids.len() as u64,
                    budget::INT_ITEM,
                    0,
                    "ask for fewer positions at a time",
                )?;
            }
        }
        let followers = self.followers.bind(py);
        while graph.compiled.expanded() < graph.states.len() {
            let p = graph.compiled.expanded();
            if p.is_multiple_of(SIGNAL_EVERY) {
                py.check_signals()?;
            }
            let state = graph.states[p].bind(py).clone();
            let listed = followers.call1((&state,))?;
            let listed = listed.try_iter().map_err(|_| {
                Error::Py(raise(
                    Kind::Type,
                    format!(
                        "followers({}) returned {}, not an iterable of states",
                        short_repr(&state),
                        short_repr(&listed)
                    ),
                ))
            })?;
            for q in listed {
                let id = self.intern(graph, &index, &q?)?;
                if !graph.compiled.listed(id) {
                    if graph.compiled.arrow_count() as u64 >= self.max_arrows {
                        return Err(arrow_limit(self.max_arrows));
                    }
                    graph.compiled.push_arrow(id);
                }
            }
            graph.compiled.end_row();
        }
        Ok(ids)
    }

    /// The number of `q`, added to the graph if new.
    fn intern(
        &self,
        graph: &mut Graph,
        index: &Bound<'_, PyDict>,
        q: &Bound<'_, PyAny>,
    ) -> Result<u32> {
        match index.get_item(q) {
            Ok(Some(id)) => return Ok(id.extract::<u32>()?),
            Ok(None) => {}
            Err(e) if e.is_instance_of::<PyTypeError>(q.py()) => {
                let err = raise(
                    Kind::Type,
                    format!(
                        "the state {} is not hashable: a Game's states must be hashable \
                         (tuples, frozensets, ints, strings, Partitions, …)",
                        short_repr(q)
                    ),
                );
                err.set_cause(q.py(), Some(e));
                return Err(Error::Py(err));
            }
            Err(e) => return Err(e.into()),
        }
        if graph.states.len() as u64 >= self.max_states {
            return Err(state_limit(self.max_states));
        }
        let id = graph.states.len() as u32;
        index.set_item(q, id)?;
        graph.states.push(q.clone().unbind());
        graph.compiled.add_state();
        Ok(id)
    }

    /// The number of `state` in `graph`, explored first if new.
    fn root(&self, py: Python<'_>, graph: &mut Graph, state: &Bound<'_, PyAny>) -> Result<u32> {
        match graph.lookup(py, state)? {
            Some(id) => Ok(id),
            None => Ok(self.explore(py, graph, std::iter::once(Ok(state.clone())))?[0]),
        }
    }

    /// The value of the explored state `root` under `conv`: known, or
    /// found by a search of the states below it whose values are unknown
    /// (with the GIL released beyond [`INLINE_STEPS`] steps).
    fn solve(&self, py: Python<'_>, graph: &mut Graph, conv: Convention, root: u32) -> Result<u64> {
        let Graph {
            compiled, search, ..
        } = graph;
        if let Some(v) = compiled.value(root, conv) {
            return Ok(v);
        }
        search.start(compiled, conv, root);
        let mut step = search.run(compiled, INLINE_STEPS);
        loop {
            match step {
                Step::Done(v) => return Ok(v),
                Step::Cycle(cycle) => {
                    search.abandon(compiled);
                    return Err(cycle_error(py, &graph.states, &cycle));
                }
                Step::Paused => {
                    if let Err(e) = py.check_signals() {
                        search.abandon(compiled);
                        return Err(e.into());
                    }
                    let (c, s) = (&mut *compiled, &mut *search);
                    step = py.detach(move || s.run(c, SLICE_STEPS));
                }
            }
        }
    }

    /// A game over the followers function `followers` (a Python callable),
    /// with no declared value function.
    pub(crate) fn over(followers: Py<PyAny>, max_states: u64, max_arrows: u64) -> Self {
        PyGame {
            followers,
            grundy_fn: None,
            misere_grundy_fn: None,
            max_states,
            max_arrows,
            graph: Mutex::new(Graph::default()),
            explorer: AtomicU64::new(0),
        }
    }

    /// The declared value function for `conv`, if any.
    fn declared_fn(&self, conv: Convention) -> Option<&Py<PyAny>> {
        match conv {
            Convention::Misere => self.misere_grundy_fn.as_ref(),
            _ => self.grundy_fn.as_ref(),
        }
    }

    /// The declared value of `state` under `conv`, if the game declared a
    /// value function for it.
    fn declared(
        &self,
        py: Python<'_>,
        state: &Bound<'_, PyAny>,
        conv: Convention,
    ) -> Option<Result<u64>> {
        let f = self.declared_fn(conv)?;
        Some(
            f.bind(py)
                .call1((state,))
                .and_then(|v| v.extract::<u64>())
                .map_err(Error::Py),
        )
    }

    /// The value of `state` under `conv`: the declared one, else searched.
    pub(crate) fn value(
        &self,
        py: Python<'_>,
        state: &Bound<'_, PyAny>,
        conv: Convention,
    ) -> Result<u64> {
        match self.declared(py, state, conv) {
            Some(v) => v,
            None => self.searched(py, state, conv),
        }
    }

    /// The value of `state` under `conv` by the search.
    fn searched(&self, py: Python<'_>, state: &Bound<'_, PyAny>, conv: Convention) -> Result<u64> {
        let mut graph = self.graph(py)?;
        let root = self.root(py, &mut graph, state)?;
        self.solve(py, &mut graph, conv, root)
    }

    /// The values of `positions` (an iterable) under `conv`, in order: by
    /// the declared function if there is one and `search` is false, else
    /// by one exploration of them all and the search.
    fn values(
        &self,
        py: Python<'_>,
        positions: &Bound<'_, PyAny>,
        conv: Convention,
        search: bool,
    ) -> Result<Vec<u64>> {
        let positions = PyIterator::from_object(positions).map_err(|_| {
            Error::Py(raise(
                Kind::Type,
                format!(
                    "positions must be an iterable of states (a list, a range, a generator), \
                     not {}",
                    short_repr(positions)
                ),
            ))
        })?;
        if let (Some(f), false) = (self.declared_fn(conv), search) {
            let f = f.bind(py);
            let mut out = Vec::new();
            for p in positions {
                out.push(f.call1((p?,))?.extract::<u64>()?);
                if out.len() as u64 * budget::INT_ITEM > budget::MAX_BYTES {
                    budget::check(
                        "the list of values",
                        out.len() as u64,
                        budget::INT_ITEM,
                        0,
                        "ask for fewer positions at a time",
                    )?;
                }
            }
            return Ok(out);
        }
        let mut graph = self.graph(py)?;
        let roots = self.explore(py, &mut graph, positions)?;
        roots
            .into_iter()
            .map(|r| self.solve(py, &mut graph, conv, r))
            .collect()
    }

    /// The followers of `state` of value `t` under `conv`, in the order of
    /// `followers` (each once): valued by the declared function if there
    /// is one (without exploring), else by the search.
    pub(crate) fn of_value(
        &self,
        py: Python<'_>,
        state: &Bound<'_, PyAny>,
        t: u64,
        conv: Convention,
    ) -> Result<Vec<Py<PyAny>>> {
        if self.declared(py, state, conv).is_some() {
            let mut out = Vec::new();
            for q in self.distinct_followers(py, state)? {
                if self
                    .declared(py, q.bind(py), conv)
                    .unwrap_or(Ok(u64::MAX))?
                    == t
                {
                    out.push(q);
                }
            }
            return Ok(out);
        }
        let mut graph = self.graph(py)?;
        let root = self.root(py, &mut graph, state)?;
        self.solve(py, &mut graph, conv, root)?;
        // The search valued every follower of the root.
        let compiled = &graph.compiled;
        let ids: Vec<u32> = compiled
            .row(root)
            .iter()
            .copied()
            .filter(|&q| compiled.value(q, conv) == Some(t))
            .collect();
        // References to states the game holds already: a slot each.
        budget::check(
            "the winning moves",
            ids.len() as u64,
            budget::PY_SLOT_BYTES,
            0,
            "ask for the value alone",
        )?;
        Ok(ids
            .into_iter()
            .map(|i| graph.states[i as usize].clone_ref(py))
            .collect())
    }

    /// `followers(state)` as a list, each follower once, in its order;
    /// at most `max_arrows` of them.
    pub(crate) fn distinct_followers(
        &self,
        py: Python<'_>,
        state: &Bound<'_, PyAny>,
    ) -> Result<Vec<Py<PyAny>>> {
        let seen = PySet::empty(py)?;
        let mut out = Vec::new();
        for q in self.followers.bind(py).call1((state,))?.try_iter()? {
            let q = q?;
            if !seen.contains(&q)? {
                if out.len() as u64 >= self.max_arrows {
                    return Err(arrow_limit(self.max_arrows));
                }
                seen.add(&q)?;
                out.push(q.unbind());
            }
        }
        Ok(out)
    }
}

/// The `max_states` and `max_arrows` arguments of a `Game` or a `Sum`
/// (`class`, for the message) (`None`: the defaults, `MAX_STATES` and
/// `DEFAULT_MAX_ARROWS`); `max_states` at most `MAX_STATES`.
pub(crate) fn limits(
    class: &str,
    max_states: Option<&Bound<'_, PyAny>>,
    max_arrows: Option<&Bound<'_, PyAny>>,
) -> Result<(u64, u64)> {
    let max_states = opt_nat(max_states, "max_states")?.unwrap_or(MAX_STATES);
    let max_arrows = opt_nat(max_arrows, "max_arrows")?.unwrap_or(DEFAULT_MAX_ARROWS);
    if max_states > MAX_STATES {
        return Err(Error::Py(raise(
            Kind::Limit,
            format!(
                "{class}(max_states={max_states}): a {class} keeps at most hookgames.MAX_STATES = \
                 {MAX_STATES} states"
            ),
        )));
    }
    Ok((max_states, max_arrows))
}

/// `GameError` naming the states of `cycle` (numbers of `graph`).
fn cycle_error(py: Python<'_>, states: &[Py<PyAny>], cycle: &[u32]) -> Error {
    let arrows = cycle.len() - 1;
    let mut shown: Vec<String> = cycle
        .iter()
        .take(CYCLE_SHOWN)
        .map(|&i| short_repr(states[i as usize].bind(py)))
        .collect();
    if cycle.len() > CYCLE_SHOWN {
        shown.push(format!("… ({} states in all)", arrows));
    }
    Error::Py(raise(
        Kind::Game,
        format!(
            "the game has a cycle of {arrows} move(s): {} (a play must end, Kawanaka \
             section 1: followers(state) must never lead back to state)",
            shown.join(" -> ")
        ),
    ))
}

#[pymethods]
impl PyGame {
    #[new]
    #[pyo3(
        signature = (
            followers,
            *,
            grundy = None,
            misere_grundy = None,
            max_states = None,
            max_arrows = None
        ),
        text_signature = "(followers, *, grundy=None, misere_grundy=None, max_states=16777216, \
                          max_arrows=134217728)"
    )]
    fn new(
        followers: Bound<'_, PyAny>,
        grundy: Option<Bound<'_, PyAny>>,
        misere_grundy: Option<Bound<'_, PyAny>>,
        max_states: Option<&Bound<'_, PyAny>>,
        max_arrows: Option<&Bound<'_, PyAny>>,
    ) -> Result<Self> {
        if !followers.is_callable() {
            return Err(Error::Py(raise(
                Kind::Type,
                format!(
                    "Game(followers): followers must be callable (a function from a state to \
                     an iterable of states), not {}",
                    followers.get_type().name()?
                ),
            )));
        }
        for (name, f) in [("grundy", &grundy), ("misere_grundy", &misere_grundy)] {
            if let Some(f) = f.as_ref().filter(|f| !f.is_callable()) {
                return Err(Error::Py(raise(
                    Kind::Type,
                    format!(
                        "Game({name}=...): {name} must be callable (a function from a state to \
                         its value), not {}",
                        f.get_type().name()?
                    ),
                )));
            }
        }
        let (max_states, max_arrows) = limits("Game", max_states, max_arrows)?;
        let mut game = PyGame::over(followers.unbind(), max_states, max_arrows);
        game.grundy_fn = grundy.map(Bound::unbind);
        game.misere_grundy_fn = misere_grundy.map(Bound::unbind);
        Ok(game)
    }

    /// The Grundy value of ``state`` (Sprague-Grundy: the mex of the
    /// followers' values): the declared ``grundy`` function's, if the game
    /// has one, unless ``search=True``. O(the states it adds to the game's
    /// cache); a state valued before answers from the cache.
    #[pyo3(signature = (state, *, search = false))]
    fn grundy(&self, py: Python<'_>, state: &Bound<'_, PyAny>, search: bool) -> Result<u64> {
        if search {
            self.searched(py, state, Convention::Normal)
        } else {
            self.value(py, state, Convention::Normal)
        }
    }

    /// The misère Grundy value (the same recursion with ends worth 1):
    /// the declared ``misere_grundy`` function's, if the game has one,
    /// unless ``search=True``.
    #[pyo3(signature = (state, *, search = false))]
    fn misere_grundy(&self, py: Python<'_>, state: &Bound<'_, PyAny>, search: bool) -> Result<u64> {
        if search {
            self.searched(py, state, Convention::Misere)
        } else {
            self.value(py, state, Convention::Misere)
        }
    }

    /// The Grundy values of the states of ``positions`` (any iterable: a
    /// list, a ``range``, a generator), as a list in the same order:
    /// ``dict(zip(ps, game.grundy_values(ps)))`` is the table as a dict.
    /// One exploration of them all and one pass of the solver, so a table
    /// of N positions costs one call of ``followers`` per state and
    /// O(states + moves) in Rust. The declared ``grundy`` function's
    /// values if the game has one, unless ``search=True``. Raises
    /// ``LimitError`` past ``MAX_MATERIALIZED_BYTES`` (48 bytes a value).
    #[pyo3(signature = (positions, *, search = false))]
    fn grundy_values(
        &self,
        py: Python<'_>,
        positions: &Bound<'_, PyAny>,
        search: bool,
    ) -> Result<Vec<u64>> {
        self.values(py, positions, Convention::Normal, search)
    }

    /// The misère Grundy values of ``positions``, as ``grundy_values``.
    #[pyo3(signature = (positions, *, search = false))]
    fn misere_grundy_values(
        &self,
        py: Python<'_>,
        positions: &Bound<'_, PyAny>,
        search: bool,
    ) -> Result<Vec<u64>> {
        self.values(py, positions, Convention::Misere, search)
    }

    /// The followers of ``state`` of Grundy value ``value`` (Kawanaka's
    /// A(p; t)), in the order ``followers`` lists them, each once.
    fn options_with_value(
        &self,
        py: Python<'_>,
        state: &Bound<'_, PyAny>,
        value: &Bound<'_, PyAny>,
    ) -> Result<Vec<Py<PyAny>>> {
        self.of_value(py, state, nat(value, "value")?, Convention::Normal)
    }

    /// ``followers(state)`` as a list, each follower once, in its order.
    fn followers(&self, py: Python<'_>, state: &Bound<'_, PyAny>) -> Result<Vec<Py<PyAny>>> {
        self.distinct_followers(py, state)
    }

    /// "P" (the previous player wins) or "N".
    fn outcome(&self, py: Python<'_>, state: &Bound<'_, PyAny>) -> Result<&'static str> {
        Ok(outcome_str(Outcome::from_value(self.value(
            py,
            state,
            Convention::Normal,
        )?)))
    }

    /// "P" or "N" in misère play.
    fn misere_outcome(&self, py: Python<'_>, state: &Bound<'_, PyAny>) -> Result<&'static str> {
        Ok(outcome_str(Outcome::from_value(self.value(
            py,
            state,
            Convention::Misere,
        )?)))
    }

    /// The followers of ``state`` of value 0, in the order ``followers``
    /// lists them.
    fn winning_moves(&self, py: Python<'_>, state: &Bound<'_, PyAny>) -> Result<Vec<Py<PyAny>>> {
        self.of_value(py, state, 0, Convention::Normal)
    }

    /// The followers of ``state`` of misère value 0.
    fn misere_winning_moves(
        &self,
        py: Python<'_>,
        state: &Bound<'_, PyAny>,
    ) -> Result<Vec<Py<PyAny>>> {
        self.of_value(py, state, 0, Convention::Misere)
    }

    /// The number of states reachable from ``state``, itself included.
    fn state_count(&self, py: Python<'_>, state: &Bound<'_, PyAny>) -> Result<usize> {
        let mut graph = self.graph(py)?;
        let root = self.root(py, &mut graph, state)?;
        let compiled = &graph.compiled;
        let mut seen = vec![false; compiled.len()];
        let mut stack = vec![root];
        seen[root as usize] = true;
        let mut count = 0;
        while let Some(p) = stack.pop() {
            count += 1;
            for &q in compiled.row(p) {
                if !std::mem::replace(&mut seen[q as usize], true) {
                    stack.push(q);
                }
            }
        }
        Ok(count)
    }

    /// The number of states kept from earlier calls.
    fn cached_states(&self, py: Python<'_>) -> Result<usize> {
        Ok(self.graph(py)?.states.len())
    }

    /// Forgets the states explored so far and their values (and the
    /// memory they hold).
    fn clear_cache(&self, py: Python<'_>) -> Result<()> {
        *self.graph(py)? = Graph::default();
        Ok(())
    }

    /// ``Game[int]`` in annotations: the class itself (the stubs make it
    /// generic in the type of its states).
    #[classmethod]
    fn __class_getitem__(cls: &Bound<'_, PyType>, _item: &Bound<'_, PyAny>) -> Py<PyType> {
        cls.clone().unbind()
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        Ok(format!("Game({})", self.followers.bind(py).repr()?))
    }
}
