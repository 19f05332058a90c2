//! Python bindings of `hookgames`: the module `hookgames`, built with
//! maturin (`pip install ./crates/python`), for Python ≥ 3.9 (abi3).
//!
//! It wraps the 0.2 facade: partitions, shifted partitions and Maya
//! diagrams with Sage's names (`core`, `quotient`, `hook_lengths`,
//! `conjugate`, …); the games of the papers (Sato–Welter, shifted hook
//! removal, Turning Turtles, the MHRG, LCTR and Downright) with `grundy`,
//! `outcome`, `winning_moves` and misère play; Abuku–Tada's Table 1
//! (`mhrg_table`) and the LCTR boards as lists of lists; and `Game`, a game
//! defined by a Python callable, whose explored graph and values persist
//! and grow query by query (see [`compiled`]). Partitions follow Sage's
//! rules (see [`shapes`]); errors are the module's exceptions, in Python's
//! terms (see [`errors`], [`args`]); long computations release the GIL and
//! stop on Ctrl-C (see [`run`]); every list, tuple or position returned is
//! measured before it is built (see [`budget`]). The type stubs are
//! `hookgames.pyi`, checked by mypy's stubtest.

mod args;
mod budget;
mod compiled;
mod errors;
mod games;
mod pygame;
mod run;
mod shapes;
mod sum;

use pyo3::prelude::*;

/// Young diagrams, cores and quotients, and the impartial hook games of
/// Kawanaka, Abuku-Tada, Motegi and Gottlieb-Krnc-Mursic (the Rust library
/// hookgames), with Sage's names and Sage's rules: a Partition equals
/// Sage's Partition, a list or a tuple with the same parts and hashes as
/// the tuple; methods with Sage's names take Sage's 0-based cells (i, j),
/// the methods named ..._at_box the papers' 1-based boxes (row, col).
/// Errors are subclasses of HookgamesError; their messages count from 1.
#[pymodule]
fn hookgames(m: &Bound<'_, PyModule>) -> PyResult<()> {
    errors::register(m)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    budget::register(m)?;
    register_limits(m)?;
    shapes::check_tuple_hash(m.py())?;
    m.add_class::<shapes::PyPartition>()?;
    m.add_class::<shapes::PyShiftedPartition>()?;
    m.add_class::<shapes::PyMayaDiagram>()?;
    m.add_class::<shapes::PartsIterator>()?;
    m.add_class::<games::HookMove>()?;
    m.add_class::<games::SatoWelter>()?;
    m.add_class::<games::PyShiftedHookGame>()?;
    m.add_class::<games::PyTurningTurtles>()?;
    m.add_class::<games::PyTurtleMove>()?;
    m.add_class::<games::PyMhrgMove>()?;
    m.add_class::<games::Mhrg>()?;
    m.add_class::<games::PyMhrgGame>()?;
    m.add_class::<games::PyLctr>()?;
    m.add_class::<games::PyDownright>()?;
    m.add_class::<pygame::PyGame>()?;
    m.add_class::<sum::PySum>()?;
    m.add_function(wrap_pyfunction!(games::mhrg_table, m)?)?;
    Ok(())
}

/// The limits a message of the module may name, as module constants (the
/// Rust library's, under the same names).
fn register_limits(m: &Bound<'_, PyModule>) -> PyResult<()> {
    use ::hookgames::{game, lctr, maya, mhrg, sato_welter, shifted};
    let limits: [(&str, u64); 16] = [
        ("MAX_INT", args::MAX_INT),
        ("MAX_STATES", pygame::MAX_STATES),
        ("DEFAULT_MAX_ARROWS", game::DEFAULT_MAX_ARROWS),
        ("DEFAULT_MAX_BYTES", game::DEFAULT_MAX_BYTES),
        ("MAX_CELLS", maya::MAX_CELLS),
        ("MAX_RUNNERS", maya::MAX_RUNNERS as u64),
        ("MAX_BOXES", sato_welter::MAX_BOXES),
        ("MAX_TRIAL_WORK", sato_welter::MAX_TRIAL_WORK),
        ("MAX_MISERE_WORK", sato_welter::MAX_MISERE_WORK),
        ("MAX_COINS", shifted::MAX_COINS),
        ("MAX_STAIRCASE", shifted::MAX_STAIRCASE),
        ("MAX_RECT_CELLS", mhrg::MAX_RECT_CELLS),
        ("MAX_TABLE_SIDE", mhrg::MAX_TABLE_SIDE as u64),
        ("MAX_GENERAL_BOXES", mhrg::MAX_GENERAL_BOXES),
        ("MAX_TURN_DIAGRAMS", mhrg::MAX_TURN_DIAGRAMS),
        ("MAX_BOARD_CELLS", lctr::MAX_BOARD_CELLS),
    ];
    for (name, value) in limits {
        m.add(name, value)?;
    }
    Ok(())
}
