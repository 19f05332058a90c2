//! Python bindings of `hookgames`: the module `hookgames`, built with
//! maturin (`pip install ./crates/python`), for Python ≥ 3.9 (abi3).
//!
//! It wraps the 0.2 facade: partitions, shifted partitions and Maya
//! diagrams with Sage's names (`core`, `quotient`, `hook_lengths`,
//! `conjugate`, …); the games of the papers (Sato–Welter, shifted hook
//! removal, Turning Turtles, the MHRG, LCTR and Downright) with `grundy`,
//! `outcome`, `winning_moves` and misère play; Abuku–Tada's Table 1
//! (`mhrg_table`) and the LCTR boards as lists of lists; and `Game`, a game
//! defined by a Python callable, solved by the generic solver. Errors are
//! Python exceptions (see [`errors`]); long computations release the GIL and
//! stop on Ctrl-C (see [`run`]); every list, tuple or position returned is
//! measured before it is built (see [`budget`]). The type stubs are
//! `hookgames.pyi`.

mod budget;
mod errors;
mod games;
mod pygame;
mod run;
mod shapes;
mod sum;

use pyo3::prelude::*;

/// Young diagrams, cores and quotients, and the impartial hook games of
/// Kawanaka, Abuku-Tada, Motegi and Gottlieb-Krnc-Mursic (the Rust library
/// hookgames). Boxes are 1-based (row, column) pairs as in the papers.
#[pymodule]
fn hookgames(m: &Bound<'_, PyModule>) -> PyResult<()> {
    errors::register(m)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    budget::register(m)?;
    m.add_class::<shapes::PyPartition>()?;
    m.add_class::<shapes::PyShiftedPartition>()?;
    m.add_class::<shapes::PyMayaDiagram>()?;
    m.add_class::<shapes::PartsIterator>()?;
    m.add_class::<games::HookMove>()?;
    m.add_class::<games::SatoWelter>()?;
    m.add_class::<games::PyShiftedHookGame>()?;
    m.add_class::<games::PyTurningTurtles>()?;
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
