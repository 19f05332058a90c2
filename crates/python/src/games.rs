//! The games of the papers: Sato–Welter, shifted hook removal, Turning
//! Turtles, the MHRG, LCTR and Downright.

use std::mem::size_of;

use hookgames::game::{
    Algorithm, AlgorithmExt, Convention, DescribeMoves, Engine, GameError, Outcome,
};
use hookgames::lctr::{Board, LctrVariant};
use hookgames::mhrg::{self, BoxNumbering, MhrgGame, Numbering, RectGame, RectPos, ValuedMove};
use hookgames::partition::{Partition, ShiftedPartition};
use hookgames::sato_welter::{MAX_BOXES, Move, SatoWelterError, YoungRealization};
use hookgames::shifted::HookMove as ShiftedMove;
use hookgames::shifted::{ShiftedHookGame, TurningTurtles, TurtleMove};
use pyo3::prelude::*;
use pyo3::types::PyType;

use crate::args::{index_nat, nat, u64s};
use crate::budget::{self, int_tuple_item, object_item, partition_item, shifted_item};
use crate::errors::{Kind, Result};
use crate::run::interruptible;
use crate::shapes::{PyPartition, PyShiftedPartition, to_partition, to_shifted};

/// "P" or "N".
pub(crate) fn outcome_str(o: Outcome) -> &'static str {
    match o {
        Outcome::P => "P",
        _ => "N",
    }
}

/// The value of `p` in `game` under `conv` by the library's engine
/// (`hookgames.game.Engine`, default limits): what the game knows of its
/// values (its closed forms), else the generic memoised search — on a
/// worker thread that Ctrl-C stops.
fn generic_value<G>(py: Python<'_>, game: G, p: G::State, conv: Convention) -> Result<u64>
where
    G: Algorithm + Send + 'static,
    G::State: Send + 'static,
{
    interruptible(py, move |cancel| {
        let engine = Engine::new().with_cancel(cancel);
        Ok(match conv {
            Convention::Misere => engine.misere_grundy(&game, &p)?,
            _ => engine.grundy(&game, &p)?,
        })
    })
}

/// `diagrams` as a Python list of `Partition`s, measured against the
/// budget of one returned collection before the list is built.
fn partition_list(what: &'static str, diagrams: Vec<Partition>) -> Result<Vec<PyPartition>> {
    let parts = diagrams.iter().map(Partition::len).max().unwrap_or(0);
    budget::check(
        what,
        diagrams.len() as u64,
        partition_item(parts),
        0,
        "ask for the value instead",
    )?;
    Ok(diagrams.into_iter().map(PyPartition).collect())
}

/// `diagrams` as a Python list of `ShiftedPartition`s, measured first.
fn shifted_list(
    what: &'static str,
    diagrams: Vec<ShiftedPartition>,
) -> Result<Vec<PyShiftedPartition>> {
    let parts = diagrams
        .iter()
        .map(ShiftedPartition::len)
        .max()
        .unwrap_or(0);
    budget::check(
        what,
        diagrams.len() as u64,
        shifted_item(parts),
        0,
        "ask for the value instead",
    )?;
    Ok(diagrams.into_iter().map(PyShiftedPartition).collect())
}

/// The followers of `p` of normal-play value `t` in the order of the
/// game's enumeration, by the library's engine (the game's own search for
/// them where it has one, else each follower valued), on a worker thread
/// that Ctrl-C stops.
fn generic_options_with_value<G>(
    py: Python<'_>,
    game: G,
    p: G::State,
    t: u64,
) -> Result<Vec<G::State>>
where
    G: Algorithm + Send + 'static,
    G::State: Send + 'static,
{
    interruptible(py, move |cancel| {
        Ok(Engine::new()
            .with_cancel(cancel)
            .options_with_value(&game, &p, t)?)
    })
}

/// The followers of `p` of value 0 under `conv`, in the game's order, by
/// the library's engine (the game's closed forms where it has them, else
/// the memoised search), on a worker thread that Ctrl-C stops.
fn generic_winning<G>(
    py: Python<'_>,
    game: G,
    p: G::State,
    conv: Convention,
) -> Result<Vec<G::State>>
where
    G: Algorithm + Send + 'static,
    G::State: Send + 'static,
{
    interruptible(py, move |cancel| {
        let engine = Engine::new().with_cancel(cancel);
        Ok(match conv {
            Convention::Misere => engine.misere_winning_moves(&game, &p)?,
            _ => engine.winning_moves(&game, &p)?,
        })
    })
}

/// One hook removal: the box (row, col), 1-based as in the papers (also
/// ``box``; ``cell`` is the same box 0-based, as Sage's cells), its hook
/// length and the resulting diagram: a ``Partition`` for ``SatoWelter``, a
/// ``ShiftedPartition`` for ``ShiftedHookGame`` (the stubs type it as
/// ``HookMove[Partition]`` and ``HookMove[ShiftedPartition]``).
#[pyclass(name = "HookMove", module = "hookgames", frozen, get_all)]
#[derive(Debug)]
pub(crate) struct HookMove {
    /// The row of the box whose hook is removed (1-based).
    row: usize,
    /// The column of the box (1-based).
    col: u64,
    /// The length of the hook.
    hook_length: u64,
    /// The diagram after the move.
    result: Py<PyAny>,
}

#[pymethods]
impl HookMove {
    /// The box (row, col), 1-based as in the papers.
    #[getter(r#box)]
    fn get_box(&self) -> (usize, u64) {
        (self.row, self.col)
    }

    /// The same box as Sage's 0-based cell (row - 1, col - 1).
    #[getter]
    fn cell(&self) -> (usize, u64) {
        (self.row - 1, self.col - 1)
    }

    /// ``HookMove[Partition]`` in annotations: the class itself (the
    /// stubs make it generic in the type of ``result``).
    #[classmethod]
    fn __class_getitem__(cls: &Bound<'_, PyType>, _item: &Bound<'_, PyAny>) -> Py<PyType> {
        cls.clone().unbind()
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        Ok(format!(
            "HookMove(row={}, col={}, hook_length={}, result={})",
            self.row,
            self.col,
            self.hook_length,
            self.result.bind(py).repr()?
        ))
    }
}

impl HookMove {
    fn young(py: Python<'_>, m: Move) -> PyResult<Self> {
        Ok(HookMove {
            row: m.row,
            col: m.col,
            hook_length: m.hook_length,
            result: Py::new(py, PyPartition(m.result))?.into_any(),
        })
    }

    /// The bytes of one `HookMove` in a list whose result has at most
    /// `parts` parts: the move object, its result's object, and the Rust
    /// move (a box, a length and the diagram) it is made from.
    fn item_bytes(parts: usize) -> u64 {
        object_item(size_of::<HookMove>())
            + budget::PY_OBJECT_BYTES
            + (size_of::<Move>() + 8 * parts) as u64
    }

    /// Checks a list of `count` moves whose results have at most `parts`
    /// parts, before it is built.
    fn check(count: usize, parts: usize) -> Result<()> {
        budget::check(
            "the list of moves",
            count as u64,
            Self::item_bytes(parts),
            0,
            "ask for the value alone",
        )
    }

    fn shifted(py: Python<'_>, m: ShiftedMove) -> PyResult<Self> {
        Ok(HookMove {
            row: m.row,
            col: m.col,
            hook_length: m.hook_length,
            result: Py::new(py, PyShiftedPartition(m.result))?.into_any(),
        })
    }
}

/// Refuses a diagram of more than `MAX_BOXES` boxes for the box-level
/// search of Theorem 4.2 with the crate's typed error (a ``LimitError``),
/// before the engine reports it as its own evaluation error.
fn check_descent(p: &Partition) -> Result<()> {
    if p.size() > MAX_BOXES {
        return Err(SatoWelterError::TooManyBoxes {
            what: "the box-level Theorem 4.2 search",
            boxes: p.size(),
            limit: MAX_BOXES,
        }
        .into());
    }
    Ok(())
}

/// The Sato-Welter game (Kawanaka section 9): remove any hook of a Young
/// diagram; the player who cannot move loses. ``grundy`` is the closed form
/// (9.1) by a bitset evaluation; ``winning_moves`` and
/// ``options_with_value`` find the followers without trial and error by
/// Kawanaka's Theorem 4.2, and ``describe`` draws them as ``HookMove``s;
/// misère values use the generic solver.
#[pyclass(name = "SatoWelter", module = "hookgames", frozen)]
#[derive(Debug, Default)]
pub(crate) struct SatoWelter;

#[pymethods]
impl SatoWelter {
    #[new]
    fn new() -> Self {
        SatoWelter
    }

    /// The Grundy value E(λ) (Kawanaka (9.1); Sato's formula). Raises
    /// ``LimitError`` beyond the closed form's limits (``MAX_BOXES``).
    fn grundy(&self, py: Python<'_>, partition: &Bound<'_, PyAny>) -> Result<u64> {
        let p = to_partition(partition)?;
        Ok(py.detach(|| YoungRealization.grundy(&p))?)
    }

    /// "P" (the previous player wins: value 0) or "N".
    fn outcome(&self, py: Python<'_>, partition: &Bound<'_, PyAny>) -> Result<&'static str> {
        let g = self.grundy(py, partition)?;
        Ok(outcome_str(Outcome::from_value(g)))
    }

    /// The followers of value 0 (Kawanaka Theorem 4.2), in the order of
    /// ``followers``; ``describe`` draws them as ``HookMove``s.
    fn winning_moves(
        &self,
        py: Python<'_>,
        partition: &Bound<'_, PyAny>,
    ) -> Result<Vec<PyPartition>> {
        let p = to_partition(partition)?;
        check_descent(&p)?;
        let w = generic_winning(py, YoungRealization, p, Convention::Normal)?;
        partition_list("the winning moves", w)
    }

    /// The moves from ``partition`` to each of ``followers`` (diagrams one
    /// hook removal away, e.g. from ``winning_moves``), in their order, as
    /// ``HookMove``s: the box, the hook length and the result. Raises
    /// ``ValueError`` for a diagram that is not a follower.
    fn describe(
        &self,
        py: Python<'_>,
        partition: &Bound<'_, PyAny>,
        followers: &Bound<'_, PyAny>,
    ) -> Result<Vec<HookMove>> {
        let p = to_partition(partition)?;
        let qs = followers
            .try_iter()?
            .map(|q| to_partition(&q?))
            .collect::<Result<Vec<_>>>()?;
        HookMove::check(qs.len(), p.len())?;
        let moves = YoungRealization.describe(&p, &qs)?;
        Ok(moves
            .into_iter()
            .map(|m| HookMove::young(py, m))
            .collect::<PyResult<_>>()?)
    }

    /// Every diagram one hook removal away, one per box. Raises
    /// ``LimitError`` if the list — one ``Partition`` of at most ℓ(λ) parts
    /// per box — would exceed ``MAX_MATERIALIZED_BYTES`` (checked before it
    /// is built).
    fn followers(&self, partition: &Bound<'_, PyAny>) -> Result<Vec<PyPartition>> {
        let p = to_partition(partition)?;
        budget::check(
            "the followers",
            p.size(),
            partition_item(p.len()),
            0,
            "ask for the winning moves or the value instead",
        )?;
        Ok(YoungRealization
            .followers(&p)?
            .into_iter()
            .map(PyPartition)
            .collect())
    }

    /// The diagrams one hook removal away of Grundy value ``value``, in
    /// the order of ``followers`` (Kawanaka Theorem 4.2: found through the
    /// quotients, without valuing every follower). What a ``Sum`` asks.
    fn options_with_value(
        &self,
        py: Python<'_>,
        partition: &Bound<'_, PyAny>,
        value: &Bound<'_, PyAny>,
    ) -> Result<Vec<PyPartition>> {
        let p = to_partition(partition)?;
        check_descent(&p)?;
        let w = generic_options_with_value(py, YoungRealization, p, nat(value, "value")?)?;
        partition_list("the options of the value", w)
    }

    /// The misère Grundy value, by the generic memoised solver (default
    /// limits: ``LimitError`` past 2^24 states). Ctrl-C interrupts it.
    fn misere_grundy(&self, py: Python<'_>, partition: &Bound<'_, PyAny>) -> Result<u64> {
        let p = to_partition(partition)?;
        generic_value(py, YoungRealization, p, Convention::Misere)
    }

    /// "P" or "N" in misère play (generic solver).
    fn misere_outcome(&self, py: Python<'_>, partition: &Bound<'_, PyAny>) -> Result<&'static str> {
        let g = self.misere_grundy(py, partition)?;
        Ok(outcome_str(Outcome::from_value(g)))
    }

    /// The followers of misère value 0 (generic solver), in the order of
    /// ``followers``.
    fn misere_winning_moves(
        &self,
        py: Python<'_>,
        partition: &Bound<'_, PyAny>,
    ) -> Result<Vec<PyPartition>> {
        let p = to_partition(partition)?;
        let w = generic_winning(py, YoungRealization, p, Convention::Misere)?;
        partition_list("the winning moves", w)
    }

    fn __repr__(&self) -> &'static str {
        "SatoWelter()"
    }
}

/// Hook removal on shifted Young diagrams (Abuku-Tada section 5,
/// Proposition 5.6: the value is the nim-sum of the parts), normal and
/// misère, with the closed forms of ``hookgames.shifted``.
#[pyclass(name = "ShiftedHookGame", module = "hookgames", frozen)]
#[derive(Debug, Default)]
pub(crate) struct PyShiftedHookGame;

#[pymethods]
impl PyShiftedHookGame {
    #[new]
    fn new() -> Self {
        PyShiftedHookGame
    }

    /// The Grundy value λ_1 ⊕ λ_2 ⊕ … (Abuku-Tada, Proposition 5.6).
    fn grundy(&self, shifted: &Bound<'_, PyAny>) -> Result<u64> {
        Ok(ShiftedHookGame.grundy(&to_shifted(shifted)?)?)
    }

    /// The misère Grundy value (closed form).
    fn misere_grundy(&self, shifted: &Bound<'_, PyAny>) -> Result<u64> {
        Ok(ShiftedHookGame.misere_grundy(&to_shifted(shifted)?)?)
    }

    /// "P" or "N".
    fn outcome(&self, shifted: &Bound<'_, PyAny>) -> Result<&'static str> {
        Ok(outcome_str(Outcome::from_value(self.grundy(shifted)?)))
    }

    /// "P" or "N" in misère play.
    fn misere_outcome(&self, shifted: &Bound<'_, PyAny>) -> Result<&'static str> {
        Ok(outcome_str(Outcome::from_value(
            self.misere_grundy(shifted)?,
        )))
    }

    /// The followers of value 0 (Proposition 5.6, the XOR trick), in the
    /// order of ``followers``; ``describe`` draws them as ``HookMove``s.
    fn winning_moves(
        &self,
        py: Python<'_>,
        shifted: &Bound<'_, PyAny>,
    ) -> Result<Vec<PyShiftedPartition>> {
        let s = to_shifted(shifted)?;
        let w = generic_winning(py, ShiftedHookGame, s, Convention::Normal)?;
        shifted_list("the winning moves", w)
    }

    /// The followers of misère value 0 (closed form), in the order of
    /// ``followers``.
    fn misere_winning_moves(
        &self,
        py: Python<'_>,
        shifted: &Bound<'_, PyAny>,
    ) -> Result<Vec<PyShiftedPartition>> {
        let s = to_shifted(shifted)?;
        let w = generic_winning(py, ShiftedHookGame, s, Convention::Misere)?;
        shifted_list("the winning moves", w)
    }

    /// The hook removals from ``shifted`` to each of ``followers``, in
    /// their order, as ``HookMove``s (shifted boxes). Raises
    /// ``ValueError`` for a diagram that is not a follower.
    fn describe(
        &self,
        py: Python<'_>,
        shifted: &Bound<'_, PyAny>,
        followers: &Bound<'_, PyAny>,
    ) -> Result<Vec<HookMove>> {
        let s = to_shifted(shifted)?;
        let qs = followers
            .try_iter()?
            .map(|q| to_shifted(&q?))
            .collect::<Result<Vec<_>>>()?;
        HookMove::check(qs.len(), s.len())?;
        let moves = ShiftedHookGame.describe(&s, &qs)?;
        Ok(moves
            .into_iter()
            .map(|m| HookMove::shifted(py, m))
            .collect::<PyResult<_>>()?)
    }

    /// Every shifted diagram one hook removal away. Raises ``LimitError``
    /// if the list — one ``ShiftedPartition`` per box — would exceed
    /// ``MAX_MATERIALIZED_BYTES`` (checked before it is built).
    fn followers(&self, shifted: &Bound<'_, PyAny>) -> Result<Vec<PyShiftedPartition>> {
        let s = to_shifted(shifted)?;
        budget::check(
            "the followers",
            s.size(),
            shifted_item(s.len()),
            0,
            "ask for the winning moves or the value instead",
        )?;
        Ok(ShiftedHookGame
            .followers(&s)?
            .into_iter()
            .map(PyShiftedPartition)
            .collect())
    }

    /// The shifted diagrams one hook removal away of Grundy value
    /// ``value``, in the order of ``followers`` (Proposition 5.6: a part
    /// λ_i becomes λ_i xor G xor ``value``). What a ``Sum`` asks.
    fn options_with_value(
        &self,
        py: Python<'_>,
        shifted: &Bound<'_, PyAny>,
        value: &Bound<'_, PyAny>,
    ) -> Result<Vec<PyShiftedPartition>> {
        let s = to_shifted(shifted)?;
        let w = generic_options_with_value(py, ShiftedHookGame, s, nat(value, "value")?)?;
        shifted_list("the options of the value", w)
    }

    fn __repr__(&self) -> &'static str {
        "ShiftedHookGame()"
    }
}

/// Turning Turtles on n ≤ 64 coins (Abuku-Tada, after Proposition 5.6): a
/// move turns a head to tails and may turn one coin to its left over. A
/// position is the list of the heads' places, 1..=n. Raises
/// ``LimitError`` for n > 64 (``MAX_COINS``).
#[pyclass(name = "TurningTurtles", module = "hookgames", frozen)]
#[derive(Debug)]
pub(crate) struct PyTurningTurtles(TurningTurtles);

/// Checks a list of `count` turtle moves (at most n² ≤ 4096 of them, so
/// never refused: the check keeps every list of the module measured).
fn check_turtle_moves(count: usize) -> Result<()> {
    budget::check(
        "the list of moves",
        count as u64,
        int_tuple_item(2),
        0,
        "use fewer coins",
    )
}

/// One move of Turning Turtles: the coin ``head`` turned from heads to
/// tails, and ``other`` (or None), the coin to its left turned over with it.
#[pyclass(name = "TurtleMove", module = "hookgames", frozen, get_all, eq)]
#[derive(Debug, PartialEq)]
pub(crate) struct PyTurtleMove {
    /// The coin turned from heads to tails.
    head: u64,
    /// The second coin, to the left of ``head``, or None.
    other: Option<u64>,
}

#[pymethods]
impl PyTurtleMove {
    #[new]
    #[pyo3(signature = (head, other = None))]
    fn new(head: &Bound<'_, PyAny>, other: Option<&Bound<'_, PyAny>>) -> Result<Self> {
        Ok(PyTurtleMove {
            head: nat(head, "head")?,
            other: other.map(|o| nat(o, "other")).transpose()?,
        })
    }

    fn __repr__(&self) -> String {
        match self.other {
            Some(b) => format!("TurtleMove(head={}, other={b})", self.head),
            None => format!("TurtleMove(head={}, other=None)", self.head),
        }
    }
}

impl From<TurtleMove> for PyTurtleMove {
    fn from(m: TurtleMove) -> Self {
        PyTurtleMove {
            head: m.head,
            other: m.other,
        }
    }
}

impl PyTurningTurtles {
    fn heads(&self, heads: &Bound<'_, PyAny>) -> Result<u64> {
        Ok(self.0.position(&u64s(heads, "head", Kind::Shifted)?)?)
    }
}

/// The places of the heads of the position `mask` (bit i − 1 for place
/// i), increasing: the inverse of ``TurningTurtles.position``.
fn head_places(mask: u64) -> Vec<u64> {
    (1..=64u64).filter(|i| mask >> (i - 1) & 1 == 1).collect()
}

#[pymethods]
impl PyTurningTurtles {
    #[new]
    fn new(n: &Bound<'_, PyAny>) -> Result<Self> {
        Ok(PyTurningTurtles(TurningTurtles::new(nat(n, "n")?)?))
    }

    /// The number of coins.
    #[getter]
    fn n(&self) -> u64 {
        self.0.n()
    }

    /// The Grundy value of the position with heads at ``heads``.
    fn grundy(&self, heads: &Bound<'_, PyAny>) -> Result<u64> {
        Ok(self.0.grundy(&self.heads(heads)?)?)
    }

    /// The misère Grundy value.
    fn misere_grundy(&self, heads: &Bound<'_, PyAny>) -> Result<u64> {
        Ok(self.0.misere_grundy(&self.heads(heads)?)?)
    }

    /// "P" or "N".
    fn outcome(&self, heads: &Bound<'_, PyAny>) -> Result<&'static str> {
        Ok(outcome_str(Outcome::from_value(self.grundy(heads)?)))
    }

    /// "P" or "N" in misère play.
    fn misere_outcome(&self, heads: &Bound<'_, PyAny>) -> Result<&'static str> {
        Ok(outcome_str(Outcome::from_value(self.misere_grundy(heads)?)))
    }

    /// The positions of value 0 one move away (the XOR trick), as lists of
    /// the heads' places, in the order of ``followers``; ``describe``
    /// draws them as ``TurtleMove``s.
    fn winning_moves(&self, heads: &Bound<'_, PyAny>) -> Result<Vec<Vec<u64>>> {
        let w = self.0.winning_moves(&self.heads(heads)?)?;
        check_turtle_moves(w.len())?;
        Ok(w.into_iter().map(head_places).collect())
    }

    /// The positions of misère value 0 one move away, in the order of
    /// ``followers``.
    fn misere_winning_moves(&self, heads: &Bound<'_, PyAny>) -> Result<Vec<Vec<u64>>> {
        let w = self.0.misere_winning_moves(&self.heads(heads)?)?;
        check_turtle_moves(w.len())?;
        Ok(w.into_iter().map(head_places).collect())
    }

    /// The moves from ``heads`` to each of ``followers`` (positions one
    /// move away, as lists of heads), in their order, as ``TurtleMove``s.
    /// Raises ``ValueError`` for a position that is not a follower.
    fn describe(
        &self,
        heads: &Bound<'_, PyAny>,
        followers: &Bound<'_, PyAny>,
    ) -> Result<Vec<PyTurtleMove>> {
        let p = self.heads(heads)?;
        let qs = followers
            .try_iter()?
            .map(|q| self.heads(&q?))
            .collect::<Result<Vec<_>>>()?;
        check_turtle_moves(qs.len())?;
        Ok(self
            .0
            .describe(&p, &qs)?
            .into_iter()
            .map(PyTurtleMove::from)
            .collect())
    }

    /// Every position one move away, as lists of the heads' places
    /// increasing, in the game's order.
    fn followers(&self, heads: &Bound<'_, PyAny>) -> Result<Vec<Vec<u64>>> {
        let p = self.heads(heads)?;
        // At most n(n + 1)/2 moves of at most n ≤ 64 heads: far below the
        // budget (checked all the same).
        let followers = self.0.followers(&p)?;
        budget::check_grid(
            "the followers",
            followers.len() as u64 * self.0.n(),
            followers.len() as u64,
            "ask for the value instead",
        )?;
        Ok(followers.into_iter().map(head_places).collect())
    }

    /// The positions one move away of Grundy value ``value``, as lists of
    /// the heads' places, in the order of ``followers``. What a ``Sum``
    /// asks.
    fn options_with_value(
        &self,
        py: Python<'_>,
        heads: &Bound<'_, PyAny>,
        value: &Bound<'_, PyAny>,
    ) -> Result<Vec<Vec<u64>>> {
        let p = self.heads(heads)?;
        let w = generic_options_with_value(py, self.0, p, nat(value, "value")?)?;
        Ok(w.into_iter().map(head_places).collect())
    }

    fn __repr__(&self) -> String {
        format!("TurningTurtles({})", self.0.n())
    }
}

/// One turn of the MHRG: the first box whose hook is removed, the forced
/// second box (or None), the resulting diagram and its value.
#[pyclass(name = "MhrgMove", module = "hookgames", frozen, get_all)]
#[derive(Debug)]
pub(crate) struct PyMhrgMove {
    /// The box (row, column), 1-based, whose hook is removed first.
    first: (usize, u64),
    /// The box of the second hook forced by the numbering (M4b), or None.
    second: Option<(usize, u64)>,
    /// The diagram handed to the opponent.
    result: PyPartition,
    /// Its Grundy value (misère value for ``misere_valued_moves``).
    value: u64,
}

#[pymethods]
impl PyMhrgMove {
    fn __repr__(&self) -> String {
        let second = match self.second {
            Some(b) => format!("{b:?}"),
            None => "None".into(),
        };
        format!(
            "MhrgMove(first={:?}, second={second}, result=Partition({:?}), value={})",
            self.first,
            self.result.0.parts(),
            self.value
        )
    }
}

impl PyMhrgMove {
    /// Checks a list of `count` turns of MHRG(m, n) (at most (m + n)² of
    /// them, m + n ≤ 64: never refused, but measured like every list).
    fn check(count: usize, m: usize) -> Result<()> {
        let rust = size_of::<PyMhrgMove>() + size_of::<ValuedMove>() + 16 * m;
        budget::check(
            "the list of turns",
            count as u64,
            object_item(rust),
            0,
            "use a smaller rectangle",
        )
    }
}

impl From<ValuedMove> for PyMhrgMove {
    fn from(m: ValuedMove) -> Self {
        PyMhrgMove {
            first: m.first,
            second: m.second,
            result: PyPartition(m.result),
            value: m.value,
        }
    }
}

/// The Multiple Hook Removing Game MHRG(m, n) on the m × n rectangle with
/// the unimodal numbering (Abuku-Tada; Motegi): a move removes a hook and,
/// when the numbering forces it (M4b), a second hook with the same
/// numbers. Positions are partitions inside the rectangle. Raises
/// ``MhrgError`` for m = 0 or n = 0, ``LimitError`` for m + n > 64
/// (``MAX_RECT_CELLS``).
#[pyclass(name = "Mhrg", module = "hookgames", frozen)]
#[derive(Debug)]
pub(crate) struct Mhrg(RectGame);

#[pymethods]
impl Mhrg {
    #[new]
    fn new(m: &Bound<'_, PyAny>, n: &Bound<'_, PyAny>) -> Result<Self> {
        Ok(Mhrg(RectGame::new(index_nat(m, "m")?, nat(n, "n")?)?))
    }

    /// The number of rows m.
    #[getter]
    fn m(&self) -> usize {
        self.0.m()
    }

    /// The number of columns n.
    #[getter]
    fn n(&self) -> u64 {
        self.0.n()
    }

    /// The starting diagram, the full rectangle.
    fn start(&self) -> Result<PyPartition> {
        Ok(PyPartition(self.0.partition(&self.0.start())?))
    }

    /// Whether Y is a game position, i.e. reachable from the rectangle
    /// (Motegi, Theorem 5.1). Raises ``MhrgError`` if Y does not fit.
    fn is_position(&self, partition: &Bound<'_, PyAny>) -> Result<bool> {
        let y = to_partition(partition)?;
        Ok(mhrg::check_position(&y, self.0.m(), self.0.n())?.is_position())
    }

    /// G(Y) for any diagram Y inside the rectangle, by the memoised
    /// solver (Abuku-Tada, Table 1 for the full rectangle). Raises
    /// ``MhrgError`` if Y does not fit, ``LimitError`` past 2^24 states.
    /// Ctrl-C interrupts it.
    fn grundy(&self, py: Python<'_>, partition: &Bound<'_, PyAny>) -> Result<u64> {
        let y = to_partition(partition)?;
        let pos = self.0.position(&y)?;
        generic_value(py, self.0, pos, Convention::Normal)
    }

    /// The misère Grundy value (generic solver).
    fn misere_grundy(&self, py: Python<'_>, partition: &Bound<'_, PyAny>) -> Result<u64> {
        let y = to_partition(partition)?;
        let pos = self.0.position(&y)?;
        generic_value(py, self.0, pos, Convention::Misere)
    }

    /// "P" or "N".
    fn outcome(&self, py: Python<'_>, partition: &Bound<'_, PyAny>) -> Result<&'static str> {
        Ok(outcome_str(Outcome::from_value(
            self.grundy(py, partition)?,
        )))
    }

    /// Every turn from Y with the value of its result, as ``MhrgMove``s.
    fn valued_moves(
        &self,
        py: Python<'_>,
        partition: &Bound<'_, PyAny>,
    ) -> Result<Vec<PyMhrgMove>> {
        let y = to_partition(partition)?;
        let game = self.0;
        let moves = interruptible(py, move |_| Ok(game.valued_moves(&y)?))?;
        PyMhrgMove::check(moves.len(), game.m())?;
        Ok(moves.into_iter().map(PyMhrgMove::from).collect())
    }

    /// "P" or "N" in misère play.
    fn misere_outcome(&self, py: Python<'_>, partition: &Bound<'_, PyAny>) -> Result<&'static str> {
        Ok(outcome_str(Outcome::from_value(
            self.misere_grundy(py, partition)?,
        )))
    }

    /// The diagrams of value 0 one turn away, each once, in the order of
    /// ``followers``; ``describe`` draws the turns to them, and
    /// ``winning_turns`` lists every turn by its box.
    fn winning_moves(
        &self,
        py: Python<'_>,
        partition: &Bound<'_, PyAny>,
    ) -> Result<Vec<PyPartition>> {
        self.winning(py, partition, Convention::Normal)
    }

    /// The diagrams of misère value 0 one turn away, in the order of
    /// ``followers``.
    fn misere_winning_moves(
        &self,
        py: Python<'_>,
        partition: &Bound<'_, PyAny>,
    ) -> Result<Vec<PyPartition>> {
        self.winning(py, partition, Convention::Misere)
    }

    /// The turns from Y to value 0, one per first box (two turns may leave
    /// the same diagram), as ``MhrgMove``s.
    fn winning_turns(
        &self,
        py: Python<'_>,
        partition: &Bound<'_, PyAny>,
    ) -> Result<Vec<PyMhrgMove>> {
        let y = to_partition(partition)?;
        let game = self.0;
        let moves = interruptible(py, move |_| Ok(game.winning_turns(&y)?))?;
        PyMhrgMove::check(moves.len(), game.m())?;
        Ok(moves.into_iter().map(PyMhrgMove::from).collect())
    }

    /// The turns from Y to each of ``followers`` (diagrams one turn away),
    /// in their order — every turn that leaves the diagram, row by row —
    /// as ``MhrgMove``s with the value of the result. Raises ``ValueError``
    /// for a diagram no turn leaves.
    fn describe(
        &self,
        py: Python<'_>,
        partition: &Bound<'_, PyAny>,
        followers: &Bound<'_, PyAny>,
    ) -> Result<Vec<PyMhrgMove>> {
        let y = to_partition(partition)?;
        // Each follower a diagram of the rectangle (the crate's error if not).
        let qs = followers
            .try_iter()?
            .map(|q| {
                let q = to_partition(&q?)?;
                self.0.position(&q)?;
                Ok(q)
            })
            .collect::<Result<Vec<_>>>()?;
        let game = self.0;
        // The turns of `valued_moves` (their values by the closed forms or
        // one shared search), grouped by follower in the given order.
        let turns = interruptible(py, move |_| {
            let all = game.valued_moves(&y)?;
            let mut out = Vec::new();
            for q in &qs {
                let before = out.len();
                out.extend(all.iter().filter(|m| &m.result == q).cloned());
                if out.len() == before {
                    return Err(GameError::NotAFollower.into());
                }
            }
            Ok(out)
        })?;
        PyMhrgMove::check(turns.len(), game.m())?;
        Ok(turns.into_iter().map(PyMhrgMove::from).collect())
    }

    /// Every diagram one turn away from Y, in the game's order.
    fn followers(&self, partition: &Bound<'_, PyAny>) -> Result<Vec<PyPartition>> {
        let y = to_partition(partition)?;
        let pos = self.0.position(&y)?;
        // At most one turn per box of Y ⊆ Y_{m,n} (m + n ≤ 64), each a
        // diagram of at most m rows: far below the budget.
        self.diagrams("the followers", self.0.followers(&pos)?)
    }

    /// The diagrams one turn away of Grundy value ``value``, in the order
    /// of ``followers`` (the closed forms where they apply, else the
    /// solver). What a ``Sum`` asks.
    fn options_with_value(
        &self,
        py: Python<'_>,
        partition: &Bound<'_, PyAny>,
        value: &Bound<'_, PyAny>,
    ) -> Result<Vec<PyPartition>> {
        let y = to_partition(partition)?;
        let pos = self.0.position(&y)?;
        let w = generic_options_with_value(py, self.0, pos, nat(value, "value")?)?;
        self.diagrams("the options of the value", w)
    }

    /// Every turn from Y with the misère value of its result.
    fn misere_valued_moves(
        &self,
        py: Python<'_>,
        partition: &Bound<'_, PyAny>,
    ) -> Result<Vec<PyMhrgMove>> {
        let y = to_partition(partition)?;
        let game = self.0;
        let moves = interruptible(py, move |_| Ok(game.misere_valued_moves(&y)?))?;
        PyMhrgMove::check(moves.len(), game.m())?;
        Ok(moves.into_iter().map(PyMhrgMove::from).collect())
    }

    fn __repr__(&self) -> String {
        format!("Mhrg({}, {})", self.0.m(), self.0.n())
    }
}

impl Mhrg {
    /// The diagrams of value 0 under `conv` one turn away.
    fn winning(
        &self,
        py: Python<'_>,
        partition: &Bound<'_, PyAny>,
        conv: Convention,
    ) -> Result<Vec<PyPartition>> {
        let y = to_partition(partition)?;
        let pos = self.0.position(&y)?;
        let w = generic_winning(py, self.0, pos, conv)?;
        self.diagrams("the winning moves", w)
    }

    /// The positions `w` as a Python list of their diagrams (`what` names
    /// the list in a budget error).
    fn diagrams(&self, what: &'static str, w: Vec<RectPos>) -> Result<Vec<PyPartition>> {
        let diagrams = w
            .into_iter()
            .map(|q| self.0.partition(&q))
            .collect::<std::result::Result<Vec<_>, _>>()?;
        partition_list(what, diagrams)
    }
}

/// One way to play a turn of the MHRG: the boxes, in order, and the result.
type Turn = (Vec<(usize, u64)>, PyPartition);

/// The MHRG with any starting diagram and numbering (Abuku-Tada,
/// Definition 1.1): ``MhrgGame([[1, 2, 3], [2, 3]])`` numbers the boxes row
/// by row (the rows must not get longer downwards; the starting diagram is
/// their shape), ``MhrgGame.rectangle(m, n)`` is the unimodal numbering of
/// the m × n rectangle. A turn removes a hook and then, while the diagram
/// has a hook with the same multiset of numbers, one such hook (M4b, M4c);
/// every way of playing a turn is a move. Values by the generic solver.
/// Raises ``MhrgError`` for a bad numbering, ``LimitError`` past
/// ``MAX_GENERAL_BOXES`` = 4096 boxes.
#[pyclass(name = "MhrgGame", module = "hookgames", frozen)]
#[derive(Debug)]
pub(crate) struct PyMhrgGame(MhrgGame<BoxNumbering>);

impl PyMhrgGame {
    /// Y, checked to lie in the starting diagram.
    fn inside(&self, partition: &Bound<'_, PyAny>) -> Result<Partition> {
        let y = to_partition(partition)?;
        if !self.0.contains(&y) {
            // The crate's own error, with its message.
            self.0.options(&y)?;
        }
        Ok(y)
    }
}

#[pymethods]
impl PyMhrgGame {
    #[new]
    fn new(numbering: &Bound<'_, PyAny>) -> Result<Self> {
        let rows = numbering
            .try_iter()?
            .map(|row| u64s(&row?, "number", Kind::Mhrg))
            .collect::<Result<Vec<_>>>()?;
        let alpha = BoxNumbering::new(rows)?;
        Ok(PyMhrgGame(MhrgGame::new(alpha.shape(), alpha)?))
    }

    /// MHRG(m, n): the m × n rectangle with the unimodal numbering
    /// (Abuku-Tada section 1), the game of ``Mhrg(m, n)``.
    #[staticmethod]
    fn rectangle(m: &Bound<'_, PyAny>, n: &Bound<'_, PyAny>) -> Result<Self> {
        // Checks the sides and the box limit before the rows are built.
        let unimodal = MhrgGame::rectangle(index_nat(m, "m")?, nat(n, "n")?)?;
        let start = unimodal.start().clone();
        let rows = start
            .rows()
            .map(|(i, len)| {
                (1..=len)
                    .map(|j| unimodal.numbering().number(i, j).unwrap_or(0))
                    .collect()
            })
            .collect();
        let alpha = BoxNumbering::new(rows)?;
        Ok(PyMhrgGame(MhrgGame::new(start, alpha)?))
    }

    /// The starting diagram Y_s.
    fn start(&self) -> PyPartition {
        PyPartition(self.0.start().clone())
    }

    /// The numbers, row by row.
    fn numbering(&self) -> Result<Vec<Vec<u64>>> {
        let rows = self.0.numbering().rows();
        // At most MAX_GENERAL_BOXES numbers: measured like every list.
        budget::check_grid(
            "the numbering",
            self.0.start().size(),
            rows.len() as u64,
            "use a smaller diagram",
        )?;
        Ok(rows.to_vec())
    }

    /// Whether Y lies in the starting diagram.
    fn contains(&self, partition: &Bound<'_, PyAny>) -> Result<bool> {
        Ok(self.0.contains(&to_partition(partition)?))
    }

    /// Every diagram a turn from Y can end in, each once.
    fn options(&self, partition: &Bound<'_, PyAny>) -> Result<Vec<PyPartition>> {
        let y = to_partition(partition)?;
        let options = self.0.options(&y)?;
        check_partitions(options.len(), y.len())?;
        Ok(options.into_iter().map(PyPartition).collect())
    }

    /// Every diagram a turn from Y can end in, each once (``options``).
    fn followers(&self, partition: &Bound<'_, PyAny>) -> Result<Vec<PyPartition>> {
        self.options(partition)
    }

    /// The diagrams a turn from Y can end in of Grundy value ``value``, in
    /// the order of ``options``. What a ``Sum`` asks.
    fn options_with_value(
        &self,
        py: Python<'_>,
        partition: &Bound<'_, PyAny>,
        value: &Bound<'_, PyAny>,
    ) -> Result<Vec<PyPartition>> {
        let y = self.inside(partition)?;
        let w = generic_options_with_value(py, self.0.clone(), y, nat(value, "value")?)?;
        partition_list("the options of the value", w)
    }

    /// Every way to play a turn from Y: the boxes whose hooks are removed
    /// in order (each in the diagram of its step, 1-based) and the result.
    fn moves(&self, partition: &Bound<'_, PyAny>) -> Result<Vec<Turn>> {
        let y = to_partition(partition)?;
        let moves = self.0.moves(&y)?;
        // Each turn: a tuple of its list of boxes (tuples of two ints) and
        // its result, and the Rust turn it is made from.
        let hooks = moves.iter().map(|m| m.hooks.len()).max().unwrap_or(0) as u64;
        let turn = budget::PY_TUPLE_BYTES
            + 16
            + 56
            + hooks * (budget::PY_SLOT_BYTES + int_tuple_item(2))
            + partition_item(y.len())
            + size_of::<hookgames::mhrg::MhrgMove>() as u64;
        budget::check(
            "the list of turns",
            moves.len() as u64,
            turn,
            0,
            "ask for the options instead",
        )?;
        Ok(moves
            .into_iter()
            .map(|m| (m.hooks, PyPartition(m.result)))
            .collect())
    }

    /// G(Y), by the generic memoised solver. Ctrl-C interrupts it.
    fn grundy(&self, py: Python<'_>, partition: &Bound<'_, PyAny>) -> Result<u64> {
        let y = self.inside(partition)?;
        generic_value(py, self.0.clone(), y, Convention::Normal)
    }

    /// The misère value, by the generic solver.
    fn misere_grundy(&self, py: Python<'_>, partition: &Bound<'_, PyAny>) -> Result<u64> {
        let y = self.inside(partition)?;
        generic_value(py, self.0.clone(), y, Convention::Misere)
    }

    /// "P" or "N".
    fn outcome(&self, py: Python<'_>, partition: &Bound<'_, PyAny>) -> Result<&'static str> {
        Ok(outcome_str(Outcome::from_value(
            self.grundy(py, partition)?,
        )))
    }

    /// "P" or "N" in misère play.
    fn misere_outcome(&self, py: Python<'_>, partition: &Bound<'_, PyAny>) -> Result<&'static str> {
        Ok(outcome_str(Outcome::from_value(
            self.misere_grundy(py, partition)?,
        )))
    }

    /// The ways to play a turn from Y that end in each of ``followers``,
    /// in their order, as ``moves`` gives them (the boxes, the result).
    /// Raises ``ValueError`` for a diagram no turn ends in.
    fn describe(
        &self,
        partition: &Bound<'_, PyAny>,
        followers: &Bound<'_, PyAny>,
    ) -> Result<Vec<Turn>> {
        let qs = followers
            .try_iter()?
            .map(|q| to_partition(&q?))
            .collect::<Result<Vec<_>>>()?;
        let turns = self.moves(partition)?;
        let mut out = Vec::new();
        for q in &qs {
            let before = out.len();
            out.extend(
                turns
                    .iter()
                    .filter(|(_, r)| &r.0 == q)
                    .map(|(hooks, r)| (hooks.clone(), PyPartition(r.0.clone()))),
            );
            if out.len() == before {
                return Err(GameError::NotAFollower.into());
            }
        }
        Ok(out)
    }

    /// The diagrams of value 0 a turn from Y can end in.
    fn winning_moves(
        &self,
        py: Python<'_>,
        partition: &Bound<'_, PyAny>,
    ) -> Result<Vec<PyPartition>> {
        let y = self.inside(partition)?;
        let parts = y.len();
        let w = generic_winning(py, self.0.clone(), y, Convention::Normal)?;
        check_partitions(w.len(), parts)?;
        Ok(w.into_iter().map(PyPartition).collect())
    }

    /// The diagrams of misère value 0 a turn from Y can end in.
    fn misere_winning_moves(
        &self,
        py: Python<'_>,
        partition: &Bound<'_, PyAny>,
    ) -> Result<Vec<PyPartition>> {
        let y = self.inside(partition)?;
        let parts = y.len();
        let w = generic_winning(py, self.0.clone(), y, Convention::Misere)?;
        check_partitions(w.len(), parts)?;
        Ok(w.into_iter().map(PyPartition).collect())
    }

    fn __repr__(&self) -> String {
        format!("MhrgGame({:?})", self.0.numbering().rows())
    }
}

/// G(Y_{m,n}) for 1 ≤ m, n ≤ ``max`` (Abuku-Tada, Table 1): row m - 1 of
/// the result is G(Y_{m,1}), …, G(Y_{m,max}). Raises ``LimitError`` for
/// ``max`` > 32 (``MAX_TABLE_SIDE``) or past the engine's memory budget
/// (512 MiB a game, the default ``Limits::max_bytes``). Runs with the GIL
/// released; Ctrl-C cancels it (the engine's cancellation token, checked
/// after every level of a game's table) and raises ``KeyboardInterrupt``
/// once it has stopped.
#[pyfunction]
pub(crate) fn mhrg_table(py: Python<'_>, max: &Bound<'_, PyAny>) -> Result<Vec<Vec<u64>>> {
    let max = index_nat(max, "max")?;
    let table = interruptible(py, move |cancel| {
        Ok(mhrg::start_table(max, &Engine::new().with_cancel(cancel))?)
    })?;
    let side = table.max() as u64;
    // At most MAX_TABLE_SIDE² = 1 024 values: measured like every list.
    budget::check_grid("the table", side * side, side, "use a smaller max")?;
    Ok((1..=table.max())
        .map(|m| table.row(m).map(<[u64]>::to_vec).unwrap_or_default())
        .collect())
}

/// Checks a list of `count` partitions of at most `parts` parts each,
/// before it is built.
fn check_partitions(count: usize, parts: usize) -> Result<()> {
    budget::check(
        "the list of diagrams",
        count as u64,
        partition_item(parts),
        0,
        "ask for the value alone",
    )
}

/// The shared methods of LCTR and Downright.
fn lctr_grundy(variant: LctrVariant, p: &Partition, conv: Convention) -> Result<u64> {
    Ok(variant.value(p, conv)?)
}

fn lctr_board(variant: LctrVariant, p: &Partition, conv: Convention) -> Result<Vec<Vec<u64>>> {
    // One int per box, measured before the board is filled (the Rust
    // board's own limit, MAX_BOARD_CELLS, lets through more than a list
    // of ints of this budget).
    budget::check_grid(
        "the board",
        p.size(),
        p.len() as u64,
        "ask for the value alone (grundy)",
    )?;
    let board = Board::new(variant, p, conv)?;
    Ok((0..p.len()).map(|i| board.row(i).collect()).collect())
}

fn lctr_winning(variant: LctrVariant, p: &Partition, conv: Convention) -> Result<Vec<PyPartition>> {
    let followers = variant.followers(p)?;
    check_partitions(followers.len(), p.len())?;
    let mut out = Vec::new();
    for q in followers {
        if variant.value(&q, conv)? == 0 {
            out.push(PyPartition(q));
        }
    }
    Ok(out)
}

macro_rules! lctr_class {
    ($rust:ident, $py:literal, $variant:expr, $doc:literal) => {
        #[doc = $doc]
        #[pyclass(name = $py, module = "hookgames", frozen)]
        #[derive(Debug, Default)]
        pub(crate) struct $rust;

        #[pymethods]
        impl $rust {
            #[new]
            fn new() -> Self {
                $rust
            }

            /// The Grundy value in O(log r) by Gottlieb-Krnc-Mursic,
            /// Theorems 22 and 30.
            fn grundy(&self, partition: &Bound<'_, PyAny>) -> Result<u64> {
                lctr_grundy($variant, &to_partition(partition)?, Convention::Normal)
            }

            /// The misère Grundy value, in O(log r) (the misère extension of
            /// Theorem 22).
            fn misere_grundy(&self, partition: &Bound<'_, PyAny>) -> Result<u64> {
                lctr_grundy($variant, &to_partition(partition)?, Convention::Misere)
            }

            /// "P" or "N".
            fn outcome(&self, partition: &Bound<'_, PyAny>) -> Result<&'static str> {
                let g = lctr_grundy($variant, &to_partition(partition)?, Convention::Normal)?;
                Ok(outcome_str(Outcome::from_value(g)))
            }

            /// "P" or "N" in misère play.
            fn misere_outcome(&self, partition: &Bound<'_, PyAny>) -> Result<&'static str> {
                let g = lctr_grundy($variant, &to_partition(partition)?, Convention::Misere)?;
                Ok(outcome_str(Outcome::from_value(g)))
            }

            /// The Sprague-Grundy pair (normal value, misère value).
            fn sg_pair(&self, partition: &Bound<'_, PyAny>) -> Result<(u64, u64)> {
                let pair = $variant.sg_pair(&to_partition(partition)?)?;
                Ok((pair.normal, pair.misere))
            }

            /// The followers of value 0, in the order of ``followers``.
            fn winning_moves(&self, partition: &Bound<'_, PyAny>) -> Result<Vec<PyPartition>> {
                lctr_winning($variant, &to_partition(partition)?, Convention::Normal)
            }

            /// The followers of misère value 0, in the order of ``followers``.
            fn misere_winning_moves(
                &self,
                partition: &Bound<'_, PyAny>,
            ) -> Result<Vec<PyPartition>> {
                lctr_winning($variant, &to_partition(partition)?, Convention::Misere)
            }

            /// The followers of Grundy value ``value``, in the order of
            /// ``followers``. What a ``Sum`` asks.
            fn options_with_value(
                &self,
                partition: &Bound<'_, PyAny>,
                value: &Bound<'_, PyAny>,
            ) -> Result<Vec<PyPartition>> {
                let p = to_partition(partition)?;
                // At most two diagrams, by the value hook (Theorem 22).
                let w = Engine::new().options_with_value(&$variant, &p, nat(value, "value")?)?;
                partition_list("the options of the value", w)
            }

            /// The one or two diagrams one move away.
            fn followers(&self, partition: &Bound<'_, PyAny>) -> Result<Vec<PyPartition>> {
                let p = to_partition(partition)?;
                let followers = $variant.followers(&p)?;
                check_partitions(followers.len(), p.len())?;
                Ok(followers.into_iter().map(PyPartition).collect())
            }

            /// The values of every box of the diagram, row by row (0-based
            /// lists: ``board[i][j]`` is the value of the subposition from
            /// box (i + 1, j + 1)), as in the paper's Figures (§3.3). Raises
            /// ``LimitError`` past ``MAX_BOARD_CELLS`` boxes.
            fn board(&self, py: Python<'_>, partition: &Bound<'_, PyAny>) -> Result<Vec<Vec<u64>>> {
                let p = to_partition(partition)?;
                // O(|λ|) up to MAX_BOARD_CELLS boxes: without the GIL.
                py.detach(|| lctr_board($variant, &p, Convention::Normal))
            }

            /// The misère values of every box, as ``board``.
            fn misere_board(
                &self,
                py: Python<'_>,
                partition: &Bound<'_, PyAny>,
            ) -> Result<Vec<Vec<u64>>> {
                let p = to_partition(partition)?;
                py.detach(|| lctr_board($variant, &p, Convention::Misere))
            }

            fn __repr__(&self) -> &'static str {
                concat!($py, "()")
            }
        }
    };
}

lctr_class!(
    PyLctr,
    "Lctr",
    LctrVariant::Lctr,
    "LCTR, Left Column Top Row (Gottlieb-Krnc-Mursic section 3.1): a move removes the \
     left column or the top row of a non-empty Young diagram; the empty diagram is the end."
);

lctr_class!(
    PyDownright,
    "Downright",
    LctrVariant::Downright,
    "Downright (Gottlieb-Krnc-Mursic section 3.2): a rook on the top-left box moves one box \
     down or right; the single boxes are the ends (the empty diagram is not a position)."
);
