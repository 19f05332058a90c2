//! The Python exceptions: one class per error enum of the family, and
//! `LimitError` for every documented limit, all below `HookgamesError`.
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
//! └── LimitError(HookgamesError)                   a limit of the library or of the call
//! ```
//!
//! An error that wraps another crate's error (`MhrgError::Partition`, …)
//! raises the class of the wrapped error, so a bad partition is a
//! `PartitionError` whichever game it was given to.

use hookgames::game::GameError;
use hookgames::lctr::LctrError;
use hookgames::maya::MayaError;
use hookgames::mhrg::MhrgError;
use hookgames::partition::PartitionError;
use hookgames::sato_welter::SatoWelterError;
use hookgames::shifted::ShiftedError;
use pyo3::exceptions::PyValueError;
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
    limit: Py<PyType>,
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
    Limit,
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
    let bad_input =
        |name: &str, doc: &str| class(py, name, &[base.as_any(), value_error.as_any()], doc);
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
        limit: class(
            py,
            "LimitError",
            &[base.as_any()],
            "A computation would exceed a documented limit of hookgames (states, arrows, \
             bytes, cells, coins, rectangle or table side, …); the message names the limit \
             and how to raise it or what to use instead.",
        )?
        .unbind(),
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
        ("LimitError", &classes.limit),
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
                Kind::Limit => &c.limit,
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

impl From<Error> for PyErr {
    fn from(e: Error) -> PyErr {
        let kind = e.kind();
        let message = match e {
            Error::Py(err) => return err,
            Error::Partition(e) => e.to_string(),
            Error::Maya(e) => e.to_string(),
            Error::Game(e) => e.to_string(),
            Error::SatoWelter(e) => e.to_string(),
            Error::Shifted(e) => e.to_string(),
            Error::Mhrg(e) => e.to_string(),
            Error::Lctr(e) => e.to_string(),
        };
        raise(kind, message)
    }
}

/// The result of a binding.
pub(crate) type Result<T, E = Error> = std::result::Result<T, E>;
