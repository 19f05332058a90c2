//! The Python exceptions: one class per error enum of the family, a class
//! for each kind of bad argument, and `LimitError` for every documented
//! limit, all below `HookgamesError`.
//!
//! ```text
//! HookgamesError(Exception)
//! ├── PartitionError(HookgamesError, ValueError)   hookgames::partition::PartitionError
//! ├── MayaError(HookgamesError, ValueError)        hookgames::maya::MayaError
//! ├── GameError(HookgamesError, ValueError)        hookgames::game::GameError (a cycle, …)
//! ├── SatoWelterError(HookgamesError, ValueError)  hookgames::sato_welter::SatoWelterError
//! ├── ShiftedError(HookgamesError, ValueError)     hookgames::shifted::ShiftedError
//! ├── MhrgError(HookgamesError, ValueError)        hookgames::mhrg::MhrgError
//! ├── LctrError(HookgamesError, ValueError)        hookgames::lctr::LctrError
//! ├── ArgumentError(HookgamesError, ValueError)    an argument out of its range (a negative count, …)
//! ├── ArgumentTypeError(HookgamesError, TypeError) an argument of the wrong type
//! ├── PartIndexError(HookgamesError, IndexError)   p[i] past the last part
//! ├── ReentrantCallError(HookgamesError, RuntimeError)  a Game's followers called the Game
//! └── LimitError(HookgamesError)                   a limit of the library or of the call
//!     └── IntegerTooLargeError(LimitError, OverflowError)  an integer beyond 2^64 − 1
//! ```
//!
//! An error that wraps another crate's error (`MhrgError::Partition`, …)
//! raises the class of the wrapped error, so a bad partition is a
//! `PartitionError` whichever game it was given to.
//!
//! Messages are in Python's terms ([`pythonic`]): they count from 1 (part
//! 1 is the first part, box (1, 1) the top-left box, as in the papers and
//! the Rust library), call Sage's 0-based coordinates *cells*, name the
//! Python parameters and the module's constants (`hookgames.MAX_CELLS`),
//! never a Rust item.

use hookgames::game::GameError;
use hookgames::lctr::LctrError;
use hookgames::maya::MayaError;
use hookgames::mhrg::MhrgError;
use hookgames::partition::PartitionError;
use hookgames::sato_welter::SatoWelterError;
use hookgames::shifted::ShiftedError;
use pyo3::exceptions::{PyIndexError, PyOverflowError, PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyTuple, PyType};

/// The exception classes of the module, created once at import.
#[derive(Debug)]
struct Classes {
    base: Py<PyType>,
    partition: Py<PyType>,
    maya: Py<PyType>,
    game: Py<PyType>,
    sato_welter: Py<PyType>,
    shifted: Py<PyType>,
    mhrg: Py<PyType>,
    lctr: Py<PyType>,
    argument: Py<PyType>,
    argument_type: Py<PyType>,
    index: Py<PyType>,
    reentrant: Py<PyType>,
    limit: Py<PyType>,
    too_large: Py<PyType>,
}

static CLASSES: PyOnceLock<Classes> = PyOnceLock::new();

/// Which exception class an error raises.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Kind {
    Base,
    Partition,
    Maya,
    Game,
    SatoWelter,
    Shifted,
    Mhrg,
    Lctr,
    /// An argument out of its range: `ArgumentError` (a `ValueError`).
    Argument,
    /// An argument of the wrong type: `ArgumentTypeError` (a `TypeError`).
    Type,
    /// An index past the parts: `PartIndexError` (an `IndexError`).
    Index,
    /// A re-entrant call: `ReentrantCallError` (a `RuntimeError`).
    Reentrant,
    Limit,
    /// An integer beyond 2^64 − 1: `IntegerTooLargeError` (a `LimitError`
    /// and an `OverflowError`).
    TooLarge,
}

/// One class `name(bases…)` with its docstring, in the module `hookgames`.
fn class<'py>(
    py: Python<'py>,
    name: &str,
    bases: &[&Bound<'py, PyAny>],
    doc: &str,
) -> PyResult<Bound<'py, PyType>> {
    let dict = PyDict::new(py);
    dict.set_item("__doc__", doc)?;
    dict.set_item("__module__", "hookgames")?;
    let bases = PyTuple::new(py, bases)?;
    let ty = py.get_type::<PyType>().call1((name, bases, dict))?;
    Ok(ty.cast_into::<PyType>()?)
}

/// Creates the classes and adds them to the module `m`.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    let exception = py.get_type::<pyo3::exceptions::PyException>();
    let value_error = py.get_type::<PyValueError>();
    let base = class(
        py,
        "HookgamesError",
        &[exception.as_any()],
        "The base class of every error of hookgames.",
    )?;
    let type_error = py.get_type::<PyTypeError>();
    let index_error = py.get_type::<PyIndexError>();
    let runtime_error = py.get_type::<PyRuntimeError>();
    let overflow_error = py.get_type::<PyOverflowError>();
    let bad_input =
        |name: &str, doc: &str| class(py, name, &[base.as_any(), value_error.as_any()], doc);
    let limit = class(
        py,
        "LimitError",
        &[base.as_any()],
        "A computation would exceed a documented limit of hookgames (states, arrows, \
         bytes, cells, coins, rectangle or table side, …); the message names the limit \
         (a constant of the module, such as MAX_CELLS, or a parameter, such as \
         max_states) and how to raise it or what to use instead.",
    )?;
    let classes = Classes {
        partition: bad_input(
            "PartitionError",
            "A bad partition or shifted partition: increasing or non-strict parts, an \
             unparsable string, a box outside the diagram, … (hookgames::partition::PartitionError).",
        )?
        .unbind(),
        maya: bad_input(
            "MayaError",
            "A bad Maya diagram, abacus or beta-number set: a duplicate stone, n = 0, … \
             (hookgames::maya::MayaError).",
        )?
        .unbind(),
        game: bad_input(
            "GameError",
            "The generic solver refused the game: a cycle (a game must end), a state it \
             does not know, … (hookgames::game::GameError).",
        )?
        .unbind(),
        sato_welter: bad_input(
            "SatoWelterError",
            "Bad input to the Sato-Welter game (hookgames::sato_welter::SatoWelterError).",
        )?
        .unbind(),
        shifted: bad_input(
            "ShiftedError",
            "Bad input to shifted hook removal or Turning Turtles: a coin out of range, \
             an illegal move, … (hookgames::shifted::ShiftedError).",
        )?
        .unbind(),
        mhrg: bad_input(
            "MhrgError",
            "Bad input to the Multiple Hook Removing Game: an empty rectangle, a diagram \
             that does not fit or is not a position, … (hookgames::mhrg::MhrgError).",
        )?
        .unbind(),
        lctr: bad_input(
            "LctrError",
            "Bad input to LCTR or Downright (hookgames::lctr::LctrError).",
        )?
        .unbind(),
        argument: bad_input(
            "ArgumentError",
            "An argument out of its range: a negative count or index, a Sum position with \
             the wrong number of components, … (the message names the parameter).",
        )?
        .unbind(),
        argument_type: class(
            py,
            "ArgumentTypeError",
            &[base.as_any(), type_error.as_any()],
            "An argument of the wrong type: a float or a string where an integer is \
             wanted, a function that is not callable, … (the message names the parameter).",
        )?
        .unbind(),
        index: class(
            py,
            "PartIndexError",
            &[base.as_any(), index_error.as_any()],
            "An index past the parts of a partition (p[i], 0-based as Python's).",
        )?
        .unbind(),
        reentrant: class(
            py,
            "ReentrantCallError",
            &[base.as_any(), runtime_error.as_any()],
            "A Game's followers function called the same Game while it was exploring.",
        )?
        .unbind(),
        too_large: class(
            py,
            "IntegerTooLargeError",
            &[limit.as_any(), overflow_error.as_any()],
            "An integer larger than 2^64 - 1 (hookgames.MAX_INT), the largest the library \
             stores: a part, a count, an index or a value.",
        )?
        .unbind(),
        limit: limit.unbind(),
        base: base.unbind(),
    };
    for (name, ty) in [
        ("HookgamesError", &classes.base),
        ("PartitionError", &classes.partition),
        ("MayaError", &classes.maya),
        ("GameError", &classes.game),
        ("SatoWelterError", &classes.sato_welter),
        ("ShiftedError", &classes.shifted),
        ("MhrgError", &classes.mhrg),
        ("LctrError", &classes.lctr),
        ("ArgumentError", &classes.argument),
        ("ArgumentTypeError", &classes.argument_type),
        ("PartIndexError", &classes.index),
        ("ReentrantCallError", &classes.reentrant),
        ("LimitError", &classes.limit),
        ("IntegerTooLargeError", &classes.too_large),
    ] {
        m.add(name, ty.bind(py))?;
    }
    // A second import of the module (a sub-interpreter) keeps the first classes.
    let _ = CLASSES.set(py, classes);
    Ok(())
}

/// The exception of `kind` with `message`.
pub(crate) fn raise(kind: Kind, message: String) -> PyErr {
    Python::attach(|py| match CLASSES.get(py) {
        Some(c) => {
            let ty = match kind {
                Kind::Base => &c.base,
                Kind::Partition => &c.partition,
                Kind::Maya => &c.maya,
                Kind::Game => &c.game,
                Kind::SatoWelter => &c.sato_welter,
                Kind::Shifted => &c.shifted,
                Kind::Mhrg => &c.mhrg,
                Kind::Lctr => &c.lctr,
                Kind::Argument => &c.argument,
                Kind::Type => &c.argument_type,
                Kind::Index => &c.index,
                Kind::Reentrant => &c.reentrant,
                Kind::Limit => &c.limit,
                Kind::TooLarge => &c.too_large,
            };
            PyErr::from_type(ty.bind(py).clone(), message)
        }
        None => PyValueError::new_err(message),
    })
}

/// Every error a binding can meet: the family's, or a Python exception
/// (from a callable of the user, a conversion, or Ctrl-C).
#[derive(Debug)]
pub(crate) enum Error {
    Partition(PartitionError),
    Maya(MayaError),
    Game(GameError),
    SatoWelter(SatoWelterError),
    Shifted(ShiftedError),
    Mhrg(MhrgError),
    Lctr(LctrError),
    Py(PyErr),
}

macro_rules! from_error {
    ($($ty:ty => $variant:ident),* $(,)?) => {
        $(impl From<$ty> for Error {
            fn from(e: $ty) -> Self {
                Error::$variant(e)
            }
        })*
    };
}

from_error! {
    PartitionError => Partition,
    MayaError => Maya,
    GameError => Game,
    SatoWelterError => SatoWelter,
    ShiftedError => Shifted,
    MhrgError => Mhrg,
    LctrError => Lctr,
    PyErr => Py,
}

/// The kind of a partition error.
fn partition_kind(e: &PartitionError) -> Kind {
    match e {
        PartitionError::TooLarge { .. } => Kind::Limit,
        _ => Kind::Partition,
    }
}

/// The kind of a Maya error (its wrapped partition error's, if any).
fn maya_kind(e: &MayaError) -> Kind {
    match e {
        MayaError::Partition(p) => partition_kind(p),
        MayaError::CellTooLarge { .. }
        | MayaError::TooManyStones { .. }
        | MayaError::TooManyRunners { .. }
        | MayaError::ColumnLimit { .. }
        | MayaError::RectangleTooLarge { .. } => Kind::Limit,
        _ => Kind::Maya,
    }
}

/// The kind of an engine error: its limits are `LimitError`.
fn game_kind(e: &GameError) -> Kind {
    match e {
        GameError::StateLimit { .. }
        | GameError::ArrowLimit { .. }
        | GameError::MemoryLimit { .. }
        | GameError::MemoryBudget { .. }
        | GameError::SearchLimit { .. }
        | GameError::ValueOverflow { .. }
        | GameError::SequenceTooLong { .. } => Kind::Limit,
        _ => Kind::Game,
    }
}

impl Error {
    /// The exception class this error raises.
    fn kind(&self) -> Kind {
        match self {
            Error::Partition(e) => partition_kind(e),
            Error::Maya(e) => maya_kind(e),
            Error::Game(e) => game_kind(e),
            Error::SatoWelter(e) => match e {
                SatoWelterError::Partition(p) => partition_kind(p),
                SatoWelterError::Maya(m) => maya_kind(m),
                SatoWelterError::Game(g) => game_kind(g),
                SatoWelterError::TooManyBoxes { .. } | SatoWelterError::TooLarge { .. } => {
                    Kind::Limit
                }
                _ => Kind::SatoWelter,
            },
            Error::Shifted(e) => match e {
                ShiftedError::Partition(p) => partition_kind(p),
                ShiftedError::TooManyCoins { .. } | ShiftedError::StaircaseTooLarge { .. } => {
                    Kind::Limit
                }
                _ => Kind::Shifted,
            },
            Error::Mhrg(e) => match e {
                MhrgError::Partition(p) => partition_kind(p),
                MhrgError::Maya(m) => maya_kind(m),
                MhrgError::Game(g) => game_kind(g),
                MhrgError::RectangleTooLarge { .. }
                | MhrgError::StartTooLarge { .. }
                | MhrgError::TurnLimit { .. }
                | MhrgError::MemoryBudget { .. }
                | MhrgError::TableTooLarge { .. } => Kind::Limit,
                _ => Kind::Mhrg,
            },
            Error::Lctr(e) => match e {
                LctrError::Partition(p) => partition_kind(p),
                LctrError::TooLarge { .. } => Kind::Limit,
                _ => Kind::Lctr,
            },
            Error::Py(_) => Kind::Base,
        }
    }
}

/// The message of an engine error in Python's terms: the limits of the
/// searches a Python call runs are the engine's defaults, which Python
/// names as module constants (a `Game` has its own parameters and
/// messages, in `pygame`).
fn game_message(e: &GameError) -> String {
    match e {
        GameError::StateLimit { limit } => format!(
            "more than {limit} states are reachable, the most a search keeps \
             (hookgames.MAX_STATES); use a smaller position"
        ),
        GameError::ArrowLimit { limit } => format!(
            "a search would examine more than {limit} moves (hookgames.DEFAULT_MAX_ARROWS); \
             use a smaller position"
        ),
        GameError::MemoryLimit { needed, limit } => format!(
            "a search would hold {needed} bytes of states, more than its byte limit of \
             {limit} bytes (hookgames.DEFAULT_MAX_BYTES); use a smaller position"
        ),
        GameError::MemoryBudget { needed, budget, .. } => format!(
            "a table would need {needed} bytes, more than its memory budget of {budget} \
             bytes; use a smaller position"
        ),
        GameError::Cycle { length } => format!(
            "the game is not finite: a cycle of {length} moves is reachable (Kawanaka \
             section 1: every play must end)"
        ),
        other => other.to_string(),
    }
}

/// Rust's words in the family's messages, and Python's for them.
const PYTHON_WORDS: &[(&str, &str)] = &[
    (
        "u64::MAX (18446744073709551615)",
        "2^64 - 1 (18446744073709551615, hookgames.MAX_INT)",
    ),
    ("usize::MAX", "this machine's largest size"),
    (
        "use the lazy Partition::columns, or PartitionRuns::conjugate",
        "the conjugate's part j is the number of parts at least j",
    ),
    ("`YoungRealization::grundy`", "SatoWelter().grundy"),
    ("MhrgGame::options", "MhrgGame.options"),
    (
        "of the general engine MhrgGame; use RectGame for",
        "of MhrgGame; use Mhrg(m, n) for",
    ),
    (
        "or the engine's Solver with your own Limits",
        "or a hookgames.Game of the same moves with its own max_states",
    ),
    (" (or `grundy_runs`)", ""),
    ("`grundy`", "grundy"),
];

/// `message` with Rust's words replaced by Python's ([`PYTHON_WORDS`]).
pub(crate) fn pythonic(message: String) -> String {
    PYTHON_WORDS.iter().fold(message, |m, (rust, python)| {
        if m.contains(rust) {
            m.replace(rust, python)
        } else {
            m
        }
    })
}

impl From<Error> for PyErr {
    fn from(e: Error) -> PyErr {
        let kind = e.kind();
        let message = match e {
            Error::Py(err) => return err,
            Error::Partition(e) => e.to_string(),
            Error::Maya(e) => e.to_string(),
            Error::Game(e) => game_message(&e),
            Error::SatoWelter(SatoWelterError::Game(e)) => game_message(&e),
            Error::SatoWelter(e) => e.to_string(),
            Error::Shifted(e) => e.to_string(),
            Error::Mhrg(MhrgError::Game(e)) => game_message(&e),
            Error::Mhrg(e) => e.to_string(),
            Error::Lctr(e) => e.to_string(),
        };
        raise(kind, pythonic(message))
    }
}

/// The result of a binding.
pub(crate) type Result<T, E = Error> = std::result::Result<T, E>;
