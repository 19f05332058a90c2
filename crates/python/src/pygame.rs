//! A game defined in Python: a callable returning the followers of a
//! hashable state, solved by the generic solver of `hookgames.game`.

use std::collections::HashSet;
use std::sync::{Mutex, MutexGuard};
use std::thread::ThreadId;

use hookgames::game::{
    Algorithm, Convention, DEFAULT_MAX_ARROWS, DEFAULT_MAX_STATES, FiniteAlgorithm, GameError,
    Limits, Outcome, Solver,
};
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;
use pyo3::sync::MutexExt;
use pyo3::types::PyDict;

use crate::budget;
use crate::errors::{Error, Kind, Result, raise};
use crate::games::outcome_str;
use crate::run::{Cancellable, interruptible};

/// How many states are explored between two checks for signals (Ctrl-C).
const SIGNAL_EVERY: usize = 256;

/// The states explored so far and their followers: state `i` is
/// `states[i]` (its index in `index`, a dict keyed by the states
/// themselves), and `rows[i]` lists its followers for `i < rows.len()`;
/// the states from `rows.len()` on are known but not expanded yet.
#[derive(Debug, Default)]
struct Graph {
    index: Option<Py<PyDict>>,
    states: Vec<Py<PyAny>>,
    rows: Vec<Vec<u32>>,
    arrows: u64,
}

/// An impartial game given by a Python callable: ``followers(state)``
/// returns an iterable of the states one move away (hashable values:
/// tuples, frozensets, ints, strings, ``Partition``s, …; a follower listed
/// twice counts once). The states reachable from a position are explored
/// in Python (breadth first), then solved by the generic memoised solver of
/// ``hookgames.game`` (``Solver``) with the GIL released.
///
/// The exploration is kept: ``followers`` is called once per state over the
/// life of the ``Game`` (so a table of values costs one call per state),
/// and ``clear_cache()`` forgets it. ``max_states`` (at most 2^24 =
/// 16 777 216, the default) bounds the states kept, ``max_arrows``
/// (default 2^27) the moves: past them the call raises ``LimitError``
/// before going further (and the cache is cleared). A game with a cycle
/// raises ``GameError`` (Kawanaka section 1: every play must end). An
/// exception raised by ``followers`` propagates unchanged (the cache is
/// cleared); Ctrl-C interrupts both the exploration and the solving.
/// ``followers`` must not call the same ``Game`` (``RuntimeError``).
///
/// What its states cost: the limits are counts, for the states are Python
/// objects whose size only Python knows. Each state kept costs its own
/// object, an entry in the index (a ``dict`` from the state to its number,
/// an ``int``), a slot in the list of states and its row of followers (24
/// bytes and 4 a follower); a call copies the graph into the engine (about
/// 8 bytes a state and 4 an arrow) and solves it within the engine's byte
/// limit (``DEFAULT_MAX_BYTES``, 512 MiB). Measured on CPython 3.11, a game
/// on ``int`` states with two moves each peaks at about 300 bytes a state,
/// so the default of 2^24 states can need about 5 GB (and your states'
/// own size on top): pass a smaller ``max_states`` on a smaller machine
/// (2^22 states ≈ 1.2 GB).
///
/// A game that knows its values may say so: ``grundy=`` (and
/// ``misere_grundy=``) take a function from a state to its value, which
/// ``grundy``, ``outcome``, ``winning_moves`` and ``options_of_value`` then
/// use instead of exploring (the Rust library's value hooks,
/// ``Algorithm::known_grundy``); ``grundy(state, search=True)`` ignores it
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
    /// The thread expanding the graph, if any (to refuse re-entrant calls).
    explorer: Mutex<Option<ThreadId>>,
}

/// Clears [`PyGame::explorer`] when the expansion ends, however it ends.
struct Exploring<'a>(&'a Mutex<Option<ThreadId>>);

impl Drop for Exploring<'_> {
    fn drop(&mut self) {
        if let Ok(mut e) = self.0.lock() {
            *e = None;
        }
    }
}

/// A poisoned lock (a panic elsewhere; not expected) as an exception.
fn poisoned<T>(_: T) -> Error {
    Error::Py(raise(
        Kind::Base,
        "internal error: a lock of this Game was poisoned (please report it)".into(),
    ))
}

impl PyGame {
    /// The graph, locked (waiting without the GIL if another thread holds
    /// it); `RuntimeError` if this thread is exploring it already (a
    /// re-entrant call from `followers`).
    fn graph<'a>(&'a self, py: Python<'_>) -> Result<MutexGuard<'a, Graph>> {
        let me = std::thread::current().id();
        if *self.explorer.lock().map_err(poisoned)? == Some(me) {
            return Err(Error::Py(PyRuntimeError::new_err(
                "the followers function called the Game it belongs to; a Game cannot be \
                 solved while it is exploring",
            )));
        }
        self.graph.lock_py_attached(py).map_err(poisoned)
    }

    /// Adds `root` and everything reachable from it to `graph`, asking
    /// `followers` once per new state; returns the root's index. On an
    /// error the graph is cleared.
    fn expand(&self, py: Python<'_>, graph: &mut Graph, root: &Bound<'_, PyAny>) -> Result<u32> {
        let _exploring = {
            let mut e = self.explorer.lock().map_err(poisoned)?;
            *e = Some(std::thread::current().id());
            Exploring(&self.explorer)
        };
        let result = self.expand_unchecked(py, graph, root);
        if result.is_err() {
            *graph = Graph::default();
        }
        result
    }

    fn expand_unchecked(
        &self,
        py: Python<'_>,
        graph: &mut Graph,
        root: &Bound<'_, PyAny>,
    ) -> Result<u32> {
        let index = graph
            .index
            .get_or_insert_with(|| PyDict::new(py).unbind())
            .bind(py)
            .clone();
        let root_id = self.intern(graph, &index, root)?;
        let followers = self.followers.bind(py);
        while graph.rows.len() < graph.states.len() {
            if graph.rows.len().is_multiple_of(SIGNAL_EVERY) {
                py.check_signals()?;
            }
            let state = graph.states[graph.rows.len()].bind(py).clone();
            let mut row = Vec::new();
            let mut seen = HashSet::new();
            for q in followers.call1((state,))?.try_iter()? {
                let id = self.intern(graph, &index, &q?)?;
                if seen.insert(id) {
                    if graph.arrows >= self.max_arrows {
                        return Err(GameError::ArrowLimit {
                            limit: self.max_arrows,
                        }
                        .into());
                    }
                    graph.arrows += 1;
                    row.push(id);
                }
            }
            graph.rows.push(row);
        }
        Ok(root_id)
    }

    /// The index of `q`, added to the graph if new.
    fn intern(
        &self,
        graph: &mut Graph,
        index: &Bound<'_, PyDict>,
        q: &Bound<'_, PyAny>,
    ) -> Result<u32> {
        if let Some(id) = index.get_item(q)? {
            return Ok(id.extract::<u32>()?);
        }
        if graph.states.len() as u64 >= self.max_states {
            return Err(GameError::StateLimit {
                limit: self.max_states,
            }
            .into());
        }
        let id = graph.states.len() as u32;
        index.set_item(q, id)?;
        graph.states.push(q.clone().unbind());
        Ok(id)
    }

    /// Explores from `root` and returns its index and the game graph.
    fn explore(
        &self,
        py: Python<'_>,
        root: &Bound<'_, PyAny>,
    ) -> Result<(u32, FiniteAlgorithm<u32>)> {
        let mut graph = self.graph(py)?;
        let root_id = self.expand(py, &mut graph, root)?;
        let game = FiniteAlgorithm::from_followers(graph.rows.iter())?;
        Ok((root_id, game))
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
            explorer: Mutex::new(None),
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
        let f = match conv {
            Convention::Misere => self.misere_grundy_fn.as_ref(),
            _ => self.grundy_fn.as_ref(),
        }?;
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
        let (root, game) = self.explore(py, state)?;
        let limits = self.limits();
        interruptible(py, move |cancel| {
            let mut solver = Solver::new(Cancellable {
                game,
                cancel: cancel.clone(),
            })
            .with_limits(limits);
            Ok(solver.value(conv, &root)?)
        })
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
        let (root, game) = self.explore(py, state)?;
        let limits = self.limits();
        let ids = interruptible(py, move |cancel| {
            let mut solver = Solver::new(Cancellable {
                game,
                cancel: cancel.clone(),
            })
            .with_limits(limits);
            let mut out = Vec::new();
            for q in solver.game().game.followers(&root) {
                if solver.value(conv, &q)? == t {
                    out.push(q);
                }
            }
            Ok(out)
        })?;
        // References to states the game holds already: a slot each.
        budget::check(
            "the winning moves",
            ids.len() as u64,
            budget::PY_SLOT_BYTES + 4,
            0,
            "ask for the value alone",
        )?;
        let graph = self.graph(py)?;
        ids.into_iter()
            .map(|i| match graph.states.get(i as usize) {
                Some(s) => Ok(s.clone_ref(py)),
                // Another thread cleared the cache meanwhile.
                None => Err(Error::Py(PyRuntimeError::new_err(
                    "the Game's cache was cleared during the call; call again",
                ))),
            })
            .collect()
    }

    /// `followers(state)` as a list, each follower once, in its order;
    /// at most `max_arrows` of them.
    pub(crate) fn distinct_followers(
        &self,
        py: Python<'_>,
        state: &Bound<'_, PyAny>,
    ) -> Result<Vec<Py<PyAny>>> {
        let seen = pyo3::types::PySet::empty(py)?;
        let mut out = Vec::new();
        for q in self.followers.bind(py).call1((state,))?.try_iter()? {
            let q = q?;
            if !seen.contains(&q)? {
                if out.len() as u64 >= self.max_arrows {
                    return Err(GameError::ArrowLimit {
                        limit: self.max_arrows,
                    }
                    .into());
                }
                seen.add(&q)?;
                out.push(q.unbind());
            }
        }
        Ok(out)
    }

    fn limits(&self) -> Limits {
        Limits::default()
            .with_max_states(self.max_states)
            .with_max_arrows(self.max_arrows)
    }
}

#[pymethods]
impl PyGame {
    #[new]
    #[pyo3(signature = (
        followers,
        *,
        grundy = None,
        misere_grundy = None,
        max_states = DEFAULT_MAX_STATES,
        max_arrows = DEFAULT_MAX_ARROWS
    ))]
    fn new(
        followers: Bound<'_, PyAny>,
        grundy: Option<Bound<'_, PyAny>>,
        misere_grundy: Option<Bound<'_, PyAny>>,
        max_states: u64,
        max_arrows: u64,
    ) -> Result<Self> {
        if !followers.is_callable() {
            return Err(Error::Py(pyo3::exceptions::PyTypeError::new_err(
                "followers must be callable: a function from a state to an iterable of states",
            )));
        }
        for (name, f) in [("grundy", &grundy), ("misere_grundy", &misere_grundy)] {
            if f.as_ref().is_some_and(|f| !f.is_callable()) {
                return Err(Error::Py(pyo3::exceptions::PyTypeError::new_err(format!(
                    "{name} must be callable: a function from a state to its value"
                ))));
            }
        }
        if max_states > DEFAULT_MAX_STATES {
            return Err(GameError::StateLimit {
                limit: DEFAULT_MAX_STATES,
            }
            .into());
        }
        let mut game = PyGame::over(followers.unbind(), max_states, max_arrows);
        game.grundy_fn = grundy.map(Bound::unbind);
        game.misere_grundy_fn = misere_grundy.map(Bound::unbind);
        Ok(game)
    }

    /// The Grundy value of ``state`` (Sprague-Grundy: the mex of the
    /// followers' values): the declared ``grundy`` function's, if the game
    /// has one, unless ``search=True``.
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

    /// The followers of ``state`` of Grundy value ``value`` (Kawanaka's
    /// A(p; t)), in the order ``followers`` lists them, each once.
    fn options_of_value(
        &self,
        py: Python<'_>,
        state: &Bound<'_, PyAny>,
        value: u64,
    ) -> Result<Vec<Py<PyAny>>> {
        self.of_value(py, state, value, Convention::Normal)
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
        let root = self.expand(py, &mut graph, state)?;
        let mut seen = vec![false; graph.states.len()];
        let mut stack = vec![root];
        seen[root as usize] = true;
        let mut count = 0;
        while let Some(p) = stack.pop() {
            count += 1;
            for &q in &graph.rows[p as usize] {
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

    /// Forgets the states explored so far (and the memory they hold).
    fn clear_cache(&self, py: Python<'_>) -> Result<()> {
        *self.graph(py)? = Graph::default();
        Ok(())
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        Ok(format!("Game({})", self.followers.bind(py).repr()?))
    }
}
