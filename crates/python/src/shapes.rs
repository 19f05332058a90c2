//! Partitions, shifted partitions and Maya diagrams.
//!
//! The rules a Sage user can rely on (the guide's chapter "From SageMath"
//! states them):
//!
//! * A `Partition` equals another `Partition`, Sage's `Partition`, a
//!   `list` or a `tuple` with the same parts (Sage's own `Partition`
//!   equals the list of its parts), and its hash is the hash of the tuple
//!   of its parts — Sage's hash — so mixed sets and dicts work. A
//!   `ShiftedPartition` equals only a `ShiftedPartition`: never a
//!   `Partition`, Sage's or a list.
//! * A method with Sage's name means what Sage's does, indices included:
//!   `cells`, `arm_length`, `leg_length`, `hook_length` take Sage's
//!   0-based *cells* (i, j), `contains(mu)` asks whether mu's diagram lies
//!   in this one. The papers' 1-based *boxes* are taken by the methods
//!   whose names say `box` (`hook_length_at_box(row, col)`); a name with
//!   `cell` takes 0-based cells. Python indexing `p[0]` is 0-based.

use std::sync::atomic::{AtomicU8, Ordering};

use hookgames::maya::{self, MayaDiagram};
use hookgames::partition::{Partition, ShiftedPartition};
use pyo3::basic::CompareOp;
use pyo3::prelude::*;
use pyo3::types::{PyInt, PyList, PySlice, PyString, PyTuple, PyType};
use pyo3::{IntoPyObjectExt, intern};

use crate::args::{index_nat, nat, opt_nat, short, u64s};
use crate::budget::{self, INT_ITEM, int_tuple_item, partition_item};
use crate::errors::{Error, Kind, Result, raise};

/// Sage's `Partition` class, if Sage's partitions are loaded (never
/// imported here: a process without Sage pays nothing).
fn sage_partition_class<'py>(py: Python<'py>) -> Option<Bound<'py, PyAny>> {
    let modules = py
        .import(intern!(py, "sys"))
        .ok()?
        .getattr(intern!(py, "modules"))
        .ok()?;
    let m = modules
        .get_item(intern!(py, "sage.combinat.partition"))
        .ok()?;
    m.getattr(intern!(py, "Partition")).ok()
}

/// The list of parts of `obj` if it is one of Sage's partitions (a list or
/// a tuple is not: it is answered without looking for Sage).
fn sage_parts<'py>(obj: &Bound<'py, PyAny>) -> Option<Bound<'py, PyAny>> {
    if obj.is_instance_of::<PyList>() || obj.is_instance_of::<PyTuple>() {
        return None;
    }
    let class = sage_partition_class(obj.py())?;
    if obj.is_instance(&class).ok()? {
        obj.getattr(intern!(obj.py(), "_list")).ok()
    } else {
        None
    }
}

/// A partition from a `Partition`, one of Sage's partitions (its list of
/// parts read once), a string in any of the parsers' notations, or an
/// iterable of parts.
pub(crate) fn to_partition(obj: &Bound<'_, PyAny>) -> Result<Partition> {
    if let Ok(p) = obj.cast::<PyPartition>() {
        return Ok(p.get().0.clone());
    }
    if let Ok(s) = obj.cast::<PyString>() {
        return Ok(s.to_cow()?.parse::<Partition>()?);
    }
    if obj.cast::<PyShiftedPartition>().is_ok() {
        return Err(Error::Py(raise(
            Kind::Type,
            "a ShiftedPartition is not a Partition; pass Partition(list(s)) to use its \
             parts as a Young diagram"
                .into(),
        )));
    }
    let parts = sage_parts(obj).unwrap_or_else(|| obj.clone());
    Ok(Partition::new(u64s(&parts, "part", Kind::Partition)?)?)
}

/// A shifted partition from a `ShiftedPartition`, a string or an iterable
/// of strictly decreasing parts.
pub(crate) fn to_shifted(obj: &Bound<'_, PyAny>) -> Result<ShiftedPartition> {
    if let Ok(p) = obj.cast::<PyShiftedPartition>() {
        return Ok(p.get().0.clone());
    }
    if let Ok(s) = obj.cast::<PyString>() {
        return Ok(s.to_cow()?.parse::<ShiftedPartition>()?);
    }
    let parts = sage_parts(obj).unwrap_or_else(|| obj.clone());
    Ok(ShiftedPartition::new(u64s(
        &parts,
        "part",
        Kind::Partition,
    )?)?)
}

// -- hashing as Python hashes the tuple of the parts ---------------------

/// CPython's hash of a tuple (xxHash-based since 3.8), on 64-bit hashes.
const XXPRIME_1: u64 = 11_400_714_785_074_694_791;
const XXPRIME_2: u64 = 14_029_467_366_897_019_727;
const XXPRIME_5: u64 = 2_870_177_450_012_600_261;

/// CPython's hash of a non-negative `int`: its residue modulo the
/// Mersenne prime 2^61 − 1.
fn int_hash(x: u64) -> u64 {
    const MODULUS: u64 = (1 << 61) - 1;
    x % MODULUS
}

/// `hash(tuple(parts))` as CPython (64-bit) computes it.
fn tuple_hash(parts: &[u64]) -> isize {
    let mut acc = XXPRIME_5;
    for &p in parts {
        acc = acc.wrapping_add(int_hash(p).wrapping_mul(XXPRIME_2));
        acc = acc.rotate_left(31);
        acc = acc.wrapping_mul(XXPRIME_1);
    }
    acc = acc.wrapping_add(parts.len() as u64 ^ (XXPRIME_5 ^ 3_527_539));
    if acc == u64::MAX {
        return 1_546_275_796;
    }
    acc as i64 as isize
}

/// Whether [`tuple_hash`] is this interpreter's: 0 unknown, 1 yes, 2 no.
static TUPLE_HASH_AGREES: AtomicU8 = AtomicU8::new(0);

/// Checks [`tuple_hash`] against the interpreter's own hash on tuples
/// with small, large and huge parts (at import; a Python whose hash
/// differs, a 32-bit one, gets the tuple built instead).
pub(crate) fn check_tuple_hash(py: Python<'_>) -> PyResult<()> {
    let samples: [&[u64]; 4] = [
        &[],
        &[1],
        &[9, 8, 6, 5, 5, 2],
        &[u64::MAX, 1 << 61, 1 << 40, 3],
    ];
    let mut agrees = usize::BITS == 64;
    for parts in samples {
        let theirs = PyTuple::new(py, parts)?.hash()?;
        agrees &= theirs == tuple_hash(parts);
    }
    TUPLE_HASH_AGREES.store(if agrees { 1 } else { 2 }, Ordering::Relaxed);
    Ok(())
}

/// `hash(tuple(parts))`.
fn parts_hash(py: Python<'_>, parts: &[u64]) -> PyResult<isize> {
    if TUPLE_HASH_AGREES.load(Ordering::Relaxed) == 1 {
        Ok(tuple_hash(parts))
    } else {
        PyTuple::new(py, parts)?.hash()
    }
}

// -- comparisons ----------------------------------------------------------

/// The parts of `other` for a comparison with a `Partition`: a
/// `Partition`, Sage's `Partition`, a `list` or a `tuple` of integers;
/// `None` for anything else (the comparison is then `NotImplemented`).
/// An item that is not an integer from 0 to 2^64 − 1 makes the
/// sequence unequal to every partition (`Some(None)`).
fn comparable_parts(other: &Bound<'_, PyAny>) -> Option<Option<Vec<u64>>> {
    if let Ok(p) = other.cast::<PyPartition>() {
        return Some(Some(p.get().0.parts().to_vec()));
    }
    let seq = if other.is_instance_of::<PyList>() || other.is_instance_of::<PyTuple>() {
        other.clone()
    } else {
        sage_parts(other)?
    };
    let items = seq.try_iter().ok()?;
    let mut out = Vec::with_capacity(seq.len().unwrap_or(0).min(1 << 16));
    for item in items {
        match item.ok().and_then(|i| i.extract::<u64>().ok()) {
            Some(x) => out.push(x),
            None => return Some(None),
        }
    }
    Some(Some(out))
}

/// Python's index `i` (negative from the end) into `len` parts.
fn part_index(i: &Bound<'_, PyAny>, len: usize) -> Result<usize> {
    let Ok(i) = i.extract::<isize>() else {
        if i.is_instance_of::<PyInt>() || i.hasattr(intern!(i.py(), "__index__"))? {
            return Err(Error::Py(raise(
                Kind::Index,
                format!("index {} is out of range for {len} parts", short(i)),
            )));
        }
        return Err(Error::Py(raise(
            Kind::Type,
            format!(
                "partition indices must be integers or slices, not {}",
                i.get_type().name()?
            ),
        )));
    };
    let j = if i < 0 {
        len.checked_sub(i.unsigned_abs())
    } else {
        Some(i as usize)
    };
    match j {
        Some(j) if j < len => Ok(j),
        _ => Err(Error::Py(raise(
            Kind::Index,
            format!("index {i} is out of range for {len} parts (indices are 0-based)"),
        ))),
    }
}

/// `parts[key]`: a part for an integer key, a list of parts for a slice
/// (as Sage's `Partition`, whose slices are lists).
fn get_item(py: Python<'_>, parts: &[u64], key: &Bound<'_, PyAny>) -> Result<Py<PyAny>> {
    if let Ok(slice) = key.cast::<PySlice>() {
        let ind = slice.indices(parts.len() as isize)?;
        check_parts(ind.slicelength)?;
        let mut out = Vec::with_capacity(ind.slicelength);
        let mut i = ind.start;
        for _ in 0..ind.slicelength {
            out.push(parts[i as usize]);
            i += ind.step;
        }
        return Ok(out.into_py_any(py)?);
    }
    Ok(parts[part_index(key, parts.len())?].into_py_any(py)?)
}

/// Whether `x` is one of the non-increasing `parts` (binary search).
fn has_part(parts: &[u64], x: &Bound<'_, PyAny>) -> bool {
    let Ok(x) = x.extract::<u64>() else {
        return false;
    };
    parts.binary_search_by(|p| x.cmp(p)).is_ok()
}

/// The error of a 0-based cell outside a diagram.
fn no_cell(i: u64, j: u64, shape: impl std::fmt::Display) -> Error {
    Error::Py(raise(
        Kind::Partition,
        format!(
            "the cell ({i}, {j}) is not in the diagram {shape} (cells are 0-based, as Sage's; \
             counted from 1, it is the box ({}, {}))",
            u128::from(i) + 1,
            u128::from(j) + 1
        ),
    ))
}

/// The 1-based box of the 0-based cell (i, j), if it can exist at all.
fn box_of(i: u64, j: u64) -> Option<(usize, u64)> {
    Some((usize::try_from(i).ok()?.checked_add(1)?, j.checked_add(1)?))
}

/// An integer partition (Young diagram): a non-increasing sequence of
/// positive parts, as Sage's ``Partition``.
///
/// ``Partition([9, 8, 6, 5, 5, 2])``, ``Partition(sage_partition)`` (its
/// parts read once), ``Partition("6,5,4^3,2^2")`` (the exponent notation),
/// ``Partition("{(6,1),(5,2),(4,5),(2,7)}")`` (corners,
/// Gottlieb-Krnc-Mursic section 8), or ``Partition(core=c, quotient=q)``
/// (the inverse of ``core``/``quotient``, as in Sage). Trailing zeros are
/// dropped. Raises ``PartitionError`` on bad parts or strings.
///
/// Equality and hashing as Sage's: a ``Partition`` equals a ``Partition``,
/// Sage's ``Partition``, a list or a tuple with the same parts, and its
/// hash is ``hash(tuple(parts))``. Indices: ``p[0]`` is the first part;
/// methods with Sage's names (``hook_length``, ``arm_length``,
/// ``leg_length``, ``cells``, ``contains``) mean what Sage's do, with
/// Sage's 0-based cells; the papers' 1-based boxes are taken by the
/// methods named ``..._at_box`` (and ``has_box``).
#[pyclass(name = "Partition", module = "hookgames", frozen)]
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct PyPartition(pub(crate) Partition);

impl PyPartition {
    /// The 1-based box of the 0-based cell (i, j), checked to be in λ.
    fn cell(&self, i: &Bound<'_, PyAny>, j: &Bound<'_, PyAny>) -> Result<(usize, u64)> {
        let (i, j) = (nat(i, "i")?, nat(j, "j")?);
        match box_of(i, j) {
            Some((r, c)) if self.0.contains(r, c) => Ok((r, c)),
            _ => Err(no_cell(i, j, &self.0)),
        }
    }

    /// The 1-based box (row, col), as given (the library checks it).
    fn box_at(row: &Bound<'_, PyAny>, col: &Bound<'_, PyAny>) -> Result<(usize, u64)> {
        Ok((index_nat(row, "row")?, nat(col, "col")?))
    }
}

#[pymethods]
impl PyPartition {
    #[new]
    #[pyo3(signature = (parts = None, *, core = None, quotient = None))]
    fn new(
        parts: Option<&Bound<'_, PyAny>>,
        core: Option<&Bound<'_, PyAny>>,
        quotient: Option<&Bound<'_, PyAny>>,
    ) -> Result<Self> {
        match (parts, core, quotient) {
            (Some(p), None, None) => Ok(PyPartition(to_partition(p)?)),
            (None, None, None) => Ok(PyPartition(Partition::empty())),
            (None, Some(c), Some(q)) => {
                let core = to_partition(c)?;
                let quotient = q
                    .try_iter()?
                    .map(|x| to_partition(&x?))
                    .collect::<Result<Vec<_>>>()?;
                Ok(PyPartition(maya::from_core_and_quotient(&core, &quotient)?))
            }
            _ => Err(Error::Py(raise(
                Kind::Type,
                "Partition(): give either the parts, or both core= and quotient=".into(),
            ))),
        }
    }

    /// The parts as a list of ints (as Sage's ``to_list()``). Raises
    /// ``LimitError`` past ``MAX_MATERIALIZED_BYTES`` (48 bytes a part:
    /// iterate instead, ``for part in p``, which builds no list).
    fn to_list(&self) -> Result<Vec<u64>> {
        check_parts(self.0.len())?;
        Ok(self.0.parts().to_vec())
    }

    /// This partition as Sage's ``Partition`` (needs SageMath or
    /// passagemath-combinat in the same Python): the parts become Sage
    /// ``Integer``s in one list, handed to Sage without its checks (the
    /// parts are a partition already). Raises ``ImportError`` without
    /// Sage, ``LimitError`` past ``MAX_MATERIALIZED_BYTES``.
    fn to_sage<'py>(&self, py: Python<'py>) -> Result<Bound<'py, PyAny>> {
        let module = py.import("sage.combinat.partition").map_err(|e| {
            let err = pyo3::exceptions::PyImportError::new_err(
                "Partition.to_sage() needs SageMath's partitions: run it inside Sage, or \
                 pip install passagemath-combinat",
            );
            err.set_cause(py, Some(e));
            Error::Py(err)
        })?;
        let integer = py.import("sage.rings.integer")?.getattr("Integer")?;
        // A list slot and a Sage Integer (an object of 32 bytes) a part.
        budget::check(
            "the Sage partition",
            self.0.len() as u64,
            budget::PY_SLOT_BYTES + budget::PY_INT_BYTES + 8,
            0,
            "iterate over the parts instead",
        )?;
        let parts = PyList::empty(py);
        for &p in self.0.parts() {
            parts.append(integer.call1((p,))?)?;
        }
        let parent = module.getattr("_Partitions")?;
        Ok(parent.getattr("element_class")?.call1((&parent, parts))?)
    }

    /// |λ|, the number of boxes (Sage's ``size()``).
    fn size(&self) -> u64 {
        self.0.size()
    }

    /// ℓ(λ), the number of (non-zero) parts (Sage's ``length()``); also
    /// ``len(p)``.
    fn length(&self) -> usize {
        self.0.len()
    }

    fn __len__(&self) -> usize {
        self.0.len()
    }

    /// The parts one by one, without building a list.
    fn __iter__(slf: &Bound<'_, Self>) -> PartsIterator {
        PartsIterator {
            owner: Owner::Young(slf.clone().unbind()),
            next: 0,
        }
    }

    /// ``p[i]``: part i + 1 (0-based, negative from the end); ``p[a:b]``:
    /// the list of those parts, as Sage's slices.
    fn __getitem__(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> Result<Py<PyAny>> {
        get_item(py, self.0.parts(), key)
    }

    /// Whether ``x`` is one of the parts (as Sage's ``x in p``).
    fn __contains__(&self, x: &Bound<'_, PyAny>) -> bool {
        has_part(self.0.parts(), x)
    }

    fn __bool__(&self) -> bool {
        !self.0.is_empty()
    }

    /// ``hash(tuple(parts))``, Sage's hash of its ``Partition``.
    fn __hash__(&self, py: Python<'_>) -> PyResult<isize> {
        parts_hash(py, self.0.parts())
    }

    /// Equal to a ``Partition``, Sage's ``Partition``, a list or a tuple
    /// with the same parts; ordered as the lists of parts are (as Sage's).
    fn __richcmp__(
        &self,
        py: Python<'_>,
        other: &Bound<'_, PyAny>,
        op: CompareOp,
    ) -> PyResult<Py<PyAny>> {
        let Some(theirs) = comparable_parts(other) else {
            return Ok(py.NotImplemented());
        };
        let ours = self.0.parts();
        let answer = match (op, theirs) {
            (CompareOp::Eq, t) => t.as_deref() == Some(ours),
            (CompareOp::Ne, t) => t.as_deref() != Some(ours),
            (_, None) => return Ok(py.NotImplemented()),
            (op, Some(t)) => op.matches(ours.cmp(&t[..])),
        };
        answer.into_py_any(py)
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Partition({:?})", self.0.parts())
    }

    /// Pickling and copying: rebuilt from its parts (a list, measured as
    /// ``to_list``).
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> Result<(Bound<'py, PyType>, (Vec<u64>,))> {
        Ok((slf.get_type(), (slf.get().to_list()?,)))
    }

    /// The conjugate (transpose) λ′. Raises ``LimitError`` if λ′ would
    /// exceed the library's memory budget for materialized partitions
    /// (λ_1 parts, 8 bytes each; ``MAX_MATERIALIZED_BYTES``).
    fn conjugate(&self, py: Python<'_>) -> Result<Self> {
        Ok(PyPartition(py.detach(|| self.0.conjugate())?))
    }

    /// The cells (i, j) of the diagram, row by row, 0-based as Sage's
    /// ``cells()``: (0, 0) is the top-left cell. Raises ``LimitError``
    /// past ``MAX_MATERIALIZED_BYTES`` (|λ| tuples of 144 bytes).
    fn cells(&self) -> Result<Vec<(usize, u64)>> {
        budget::check(
            "the cells",
            self.0.size(),
            int_tuple_item(2),
            0,
            "iterate over the parts: row i has cells (i, 0), ..., (i, p[i] - 1)",
        )?;
        Ok(self
            .0
            .parts()
            .iter()
            .enumerate()
            .flat_map(|(i, &p)| (0..p).map(move |j| (i, j)))
            .collect())
    }

    /// The arm length of the cell (i, j), 0-based as Sage's
    /// ``arm_length(i, j)``: the cells to its right, p[i] - j - 1. Raises
    /// ``PartitionError`` if (i, j) is not a cell.
    fn arm_length(&self, i: &Bound<'_, PyAny>, j: &Bound<'_, PyAny>) -> Result<u64> {
        let (r, c) = self.cell(i, j)?;
        Ok(self.0.arm_length(r, c)?)
    }

    /// The leg length of the cell (i, j), 0-based as Sage's
    /// ``leg_length(i, j)``: the cells below it. Raises ``PartitionError``
    /// if (i, j) is not a cell.
    fn leg_length(&self, i: &Bound<'_, PyAny>, j: &Bound<'_, PyAny>) -> Result<usize> {
        let (r, c) = self.cell(i, j)?;
        Ok(self.0.leg_length(r, c)?)
    }

    /// The hook length arm + leg + 1 of the cell (i, j), 0-based as Sage's
    /// ``hook_length(i, j)`` (``hook_length_at_box(i + 1, j + 1)``).
    /// Raises ``PartitionError`` if (i, j) is not a cell.
    fn hook_length(&self, i: &Bound<'_, PyAny>, j: &Bound<'_, PyAny>) -> Result<u64> {
        let (r, c) = self.cell(i, j)?;
        Ok(self.0.hook_length(r, c)?)
    }

    /// The hook length of the box (row, col), 1-based as in the papers
    /// (Sage's ``hook_length(row - 1, col - 1)``). Raises
    /// ``PartitionError`` if (row, col) is not a box.
    fn hook_length_at_box(&self, row: &Bound<'_, PyAny>, col: &Bound<'_, PyAny>) -> Result<u64> {
        let (r, c) = Self::box_at(row, col)?;
        Ok(self.0.hook_length(r, c)?)
    }

    /// The hook lengths of all cells, row by row (as Sage's
    /// ``hook_lengths()``: ``hook_lengths()[i][j]`` is the cell (i, j)'s).
    /// Raises ``LimitError`` beyond the memory budget
    /// ``MAX_MATERIALIZED_BYTES`` for |λ| ints (48 bytes each), checked
    /// before they are computed.
    fn hook_lengths(&self, py: Python<'_>) -> Result<Vec<Vec<u64>>> {
        budget::check_grid(
            "the hook lengths",
            self.0.size(),
            self.0.len() as u64,
            "ask for single cells with hook_length(i, j)",
        )?;
        Ok(py.detach(|| self.0.hook_lengths())?)
    }

    /// λ with the hook of the cell (i, j) (0-based, as Sage's cells)
    /// removed: the rim hook of the same length ending in row i is taken
    /// off (Kawanaka section 9). Raises ``PartitionError`` if (i, j) is
    /// not a cell.
    fn remove_hook_at_cell(&self, i: &Bound<'_, PyAny>, j: &Bound<'_, PyAny>) -> Result<Self> {
        let (r, c) = self.cell(i, j)?;
        Ok(PyPartition(self.0.remove_hook(r, c)?))
    }

    /// λ with the hook of the box (row, col) (1-based, as in the papers)
    /// removed (Kawanaka section 9). Raises ``PartitionError`` if (row,
    /// col) is not a box.
    fn remove_hook_at_box(&self, row: &Bound<'_, PyAny>, col: &Bound<'_, PyAny>) -> Result<Self> {
        let (r, c) = Self::box_at(row, col)?;
        Ok(PyPartition(self.0.remove_hook(r, c)?))
    }

    /// Whether the diagram of ``mu`` lies in this one (Sage's
    /// ``contains(mu)``): ``len(self) >= len(mu)`` and ``self[i] >=
    /// mu[i]`` for every i. ``mu`` is a ``Partition``, Sage's or a list of
    /// parts.
    fn contains(&self, mu: &Bound<'_, PyAny>) -> Result<bool> {
        let theirs = match mu.cast::<PyPartition>() {
            Ok(p) => p.get().0.parts().to_vec(),
            Err(_) => u64s(
                &sage_parts(mu).unwrap_or_else(|| mu.clone()),
                "part",
                Kind::Partition,
            )?,
        };
        let ours = self.0.parts();
        Ok(ours.len() >= theirs.len() && ours.iter().zip(&theirs).all(|(a, b)| a >= b))
    }

    /// Whether (i, j) is a cell of the diagram, 0-based as Sage's cells.
    fn has_cell(&self, i: &Bound<'_, PyAny>, j: &Bound<'_, PyAny>) -> Result<bool> {
        let (i, j) = (nat(i, "i")?, nat(j, "j")?);
        Ok(box_of(i, j).is_some_and(|(r, c)| self.0.contains(r, c)))
    }

    /// Whether (row, col) is a box of the diagram, 1-based as in the
    /// papers.
    fn has_box(&self, row: &Bound<'_, PyAny>, col: &Bound<'_, PyAny>) -> Result<bool> {
        let (row, col) = (nat(row, "row")?, nat(col, "col")?);
        Ok(usize::try_from(row).is_ok_and(|r| self.0.contains(r, col)))
    }

    /// The Frobenius coordinates (a, b), as Sage's
    /// ``frobenius_coordinates()``: a_i = p[i] - i - 1 and b_i = p'[i] - i
    /// - 1 (0-based i) for the cells (i, i) of the main diagonal, two
    /// strictly decreasing lists of length ``frobenius_rank()``.
    fn frobenius_coordinates(&self) -> Result<(Vec<u64>, Vec<u64>)> {
        let d = self.0.durfee_length();
        check_parts(2 * d)?;
        let a = (0..d).map(|i| self.0.parts()[i] - i as u64 - 1).collect();
        let b = (0..d)
            .map(|i| (self.0.column_len(i as u64 + 1) - i - 1) as u64)
            .collect();
        Ok((a, b))
    }

    /// The side d(λ) = max{k : λ_k ≥ k} of the Durfee square (Sage's
    /// ``frobenius_rank()``).
    fn durfee(&self) -> usize {
        self.0.durfee_length()
    }

    /// The side of the Durfee square (Sage's name for ``durfee()``).
    fn frobenius_rank(&self) -> usize {
        self.0.durfee_length()
    }

    /// The n-core of λ: what is left after removing n-hooks (rim hooks of
    /// length n) while possible, read off the n-abacus (Kawanaka sections
    /// 8-9). As Sage's ``core(n)``. O(ℓ(λ) + n). Raises ``MayaError`` for
    /// n = 0, ``LimitError`` for n or ℓ(λ) beyond the abacus's limits
    /// (``MAX_RUNNERS``, ``MAX_CELLS``).
    fn core(&self, py: Python<'_>, n: &Bound<'_, PyAny>) -> Result<Self> {
        let n = nat(n, "n")?;
        Ok(PyPartition(py.detach(|| maya::n_core(&self.0, n))?))
    }

    /// The n-quotient of λ as a tuple of n partitions, in Sage's order
    /// (``Partition([7,7,5,3,3,3,1]).quotient(3)`` is ``([2], [1], [2,2,2])``;
    /// Sage returns a ``PartitionTuple``). O(ℓ(λ) + n). Errors as ``core``.
    fn quotient<'py>(&self, py: Python<'py>, n: &Bound<'_, PyAny>) -> Result<Bound<'py, PyTuple>> {
        let n = nat(n, "n")?;
        check_quotient(&self.0, n)?;
        let q = py.detach(|| maya::n_quotient(&self.0, n))?;
        Ok(PyTuple::new(py, q.into_iter().map(PyPartition))?)
    }

    /// ``(core(n), quotient(n))`` in one pass over the beta-numbers.
    fn core_and_quotient<'py>(
        &self,
        py: Python<'py>,
        n: &Bound<'_, PyAny>,
    ) -> Result<(Self, Bound<'py, PyTuple>)> {
        let n = nat(n, "n")?;
        check_quotient(&self.0, n)?;
        let (c, q) = py.detach(|| maya::core_and_quotient(&self.0, n))?;
        Ok((
            PyPartition(c),
            PyTuple::new(py, q.into_iter().map(PyPartition))?,
        ))
    }

    /// Whether λ is an n-core (has no hook of length n; as Sage's
    /// ``is_core(n)``). Raises ``MayaError`` for n = 0.
    fn is_core(&self, py: Python<'_>, n: &Bound<'_, PyAny>) -> Result<bool> {
        let n = nat(n, "n")?;
        Ok(py.detach(|| maya::is_n_core(&self.0, n))?)
    }

    /// The beta-numbers β_i = λ_i + s − i (i = 1..s) of λ on ``length`` = s
    /// stones (default ℓ(λ): the first-column hook lengths), decreasing
    /// (Kawanaka section 8; Sage's ``beta_numbers(length)``). Raises
    /// ``MayaError`` if s < ℓ(λ), ``LimitError`` beyond ``MAX_CELLS``
    /// stones or the memory budget.
    #[pyo3(signature = (length = None))]
    fn beta_numbers(&self, length: Option<&Bound<'_, PyAny>>) -> Result<Vec<u64>> {
        let stones = match opt_nat(length, "length")? {
            Some(s) => usize::try_from(s).unwrap_or(usize::MAX),
            None => self.0.len(),
        };
        // The library's own limits first (MAX_CELLS names a bad count).
        let beta = maya::beta_numbers(&self.0, stones)?;
        check_parts(beta.len())?;
        Ok(beta)
    }

    /// The Maya diagram of λ: a stone on each beta-number with ℓ(λ) stones
    /// (Kawanaka section 8).
    fn to_maya(&self) -> Result<PyMayaDiagram> {
        Ok(PyMayaDiagram(MayaDiagram::from_partition(&self.0)?))
    }
}

/// A strict partition (a shifted Young diagram): strictly decreasing
/// positive parts; the boxes are (i, j) with i ≤ j ≤ λ_i + i − 1, 1-based
/// (Abuku-Tada section 5). ``ShiftedPartition([7, 6, 4, 3, 2])`` or
/// ``ShiftedPartition("7,6,4,3,2")``; raises ``PartitionError`` if the
/// parts are not strictly decreasing.
///
/// A ``ShiftedPartition`` equals only a ``ShiftedPartition`` with the same
/// parts — never a ``Partition`` (Sage's or this module's), a list or a
/// tuple: its diagram is another set of cells. ``p[0]`` is the first part;
/// the methods named ``..._at_box`` take the papers' 1-based boxes, those
/// named ``..._at_cell`` 0-based cells (i, j), i ≤ j, as Sage's shifted
/// tableaux.
#[pyclass(name = "ShiftedPartition", module = "hookgames", frozen, eq, hash, ord)]
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct PyShiftedPartition(pub(crate) ShiftedPartition);

impl PyShiftedPartition {
    /// The 1-based box of the 0-based cell (i, j), checked to be in λ.
    fn cell(&self, i: &Bound<'_, PyAny>, j: &Bound<'_, PyAny>) -> Result<(usize, u64)> {
        let (i, j) = (nat(i, "i")?, nat(j, "j")?);
        match box_of(i, j) {
            Some((r, c)) if self.0.contains(r, c) => Ok((r, c)),
            _ => Err(no_cell(
                i,
                j,
                format!("of the shifted partition {}", self.0),
            )),
        }
    }
}

#[pymethods]
impl PyShiftedPartition {
    #[new]
    #[pyo3(signature = (parts = None))]
    fn new(parts: Option<&Bound<'_, PyAny>>) -> Result<Self> {
        match parts {
            Some(p) => Ok(PyShiftedPartition(to_shifted(p)?)),
            None => Ok(PyShiftedPartition(ShiftedPartition::default())),
        }
    }

    /// The parts as a list of ints. Raises ``LimitError`` past
    /// ``MAX_MATERIALIZED_BYTES`` (48 bytes a part: iterate instead).
    fn to_list(&self) -> Result<Vec<u64>> {
        check_parts(self.0.len())?;
        Ok(self.0.parts().to_vec())
    }

    /// The number of boxes.
    fn size(&self) -> u64 {
        self.0.size()
    }

    /// The number of parts; also ``len(s)``.
    fn length(&self) -> usize {
        self.0.len()
    }

    fn __len__(&self) -> usize {
        self.0.len()
    }

    /// The parts one by one, without building a list.
    fn __iter__(slf: &Bound<'_, Self>) -> PartsIterator {
        PartsIterator {
            owner: Owner::Shifted(slf.clone().unbind()),
            next: 0,
        }
    }

    /// ``s[i]``: part i + 1 (0-based, negative from the end); ``s[a:b]``:
    /// the list of those parts.
    fn __getitem__(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> Result<Py<PyAny>> {
        get_item(py, self.0.parts(), key)
    }

    /// Whether ``x`` is one of the parts.
    fn __contains__(&self, x: &Bound<'_, PyAny>) -> bool {
        has_part(self.0.parts(), x)
    }

    fn __bool__(&self) -> bool {
        !self.0.is_empty()
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("ShiftedPartition({:?})", self.0.parts())
    }

    /// Pickling and copying: rebuilt from its parts (a list, measured as
    /// ``to_list``).
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> Result<(Bound<'py, PyType>, (Vec<u64>,))> {
        Ok((slf.get_type(), (slf.get().to_list()?,)))
    }

    /// The shifted hook length of the box (row, col), 1-based as in
    /// Abuku-Tada section 5.1 (row ≤ col). Raises ``PartitionError`` if
    /// (row, col) is not a box.
    fn hook_length_at_box(&self, row: &Bound<'_, PyAny>, col: &Bound<'_, PyAny>) -> Result<u64> {
        let (r, c) = (index_nat(row, "row")?, nat(col, "col")?);
        Ok(self.0.hook_length(r, c)?)
    }

    /// The shifted hook length of the cell (i, j), 0-based (i ≤ j):
    /// ``hook_length_at_box(i + 1, j + 1)``. Raises ``PartitionError`` if
    /// (i, j) is not a cell.
    fn hook_length_at_cell(&self, i: &Bound<'_, PyAny>, j: &Bound<'_, PyAny>) -> Result<u64> {
        let (r, c) = self.cell(i, j)?;
        Ok(self.0.hook_length(r, c)?)
    }

    /// The shifted hook lengths of all boxes, row by row (row i starts at
    /// its diagonal box). Raises ``LimitError`` as
    /// ``Partition.hook_lengths``.
    fn hook_lengths(&self, py: Python<'_>) -> Result<Vec<Vec<u64>>> {
        budget::check_grid(
            "the hook lengths",
            self.0.size(),
            self.0.len() as u64,
            "ask for single boxes with hook_length_at_box(row, col)",
        )?;
        Ok(py.detach(|| self.0.hook_lengths())?)
    }

    /// The diagram with the shifted hook of the box (row, col) (1-based)
    /// removed (Abuku-Tada section 5.1). Raises ``PartitionError`` if
    /// (row, col) is not a box.
    fn remove_hook_at_box(&self, row: &Bound<'_, PyAny>, col: &Bound<'_, PyAny>) -> Result<Self> {
        let (r, c) = (index_nat(row, "row")?, nat(col, "col")?);
        Ok(PyShiftedPartition(self.0.remove_hook(r, c)?))
    }

    /// The diagram with the shifted hook of the cell (i, j) (0-based)
    /// removed. Raises ``PartitionError`` if (i, j) is not a cell.
    fn remove_hook_at_cell(&self, i: &Bound<'_, PyAny>, j: &Bound<'_, PyAny>) -> Result<Self> {
        let (r, c) = self.cell(i, j)?;
        Ok(PyShiftedPartition(self.0.remove_hook(r, c)?))
    }

    /// Whether (row, col) is a box, 1-based (row ≤ col).
    fn has_box(&self, row: &Bound<'_, PyAny>, col: &Bound<'_, PyAny>) -> Result<bool> {
        let (row, col) = (nat(row, "row")?, nat(col, "col")?);
        Ok(usize::try_from(row).is_ok_and(|r| self.0.contains(r, col)))
    }

    /// Whether (i, j) is a cell, 0-based (i ≤ j).
    fn has_cell(&self, i: &Bound<'_, PyAny>, j: &Bound<'_, PyAny>) -> Result<bool> {
        let (i, j) = (nat(i, "i")?, nat(j, "j")?);
        Ok(box_of(i, j).is_some_and(|(r, c)| self.0.contains(r, c)))
    }
}

/// A Maya diagram: finitely many stones on the cells 0, 1, 2, … of a
/// board (Kawanaka section 8; Sato): its cells are numbered from 0, as
/// the β-numbers are. ``MayaDiagram([14, 12, 9, 7, 6, 2])``
/// puts a stone on each listed cell; ``MayaDiagram.from_partition(λ)`` puts
/// them on the beta-numbers of λ. Raises ``MayaError`` for a cell listed
/// twice, ``LimitError`` for a cell beyond ``MAX_CELLS``.
#[pyclass(name = "MayaDiagram", module = "hookgames", frozen, eq, hash)]
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct PyMayaDiagram(pub(crate) MayaDiagram);

#[pymethods]
impl PyMayaDiagram {
    #[new]
    #[pyo3(signature = (cells = None))]
    fn new(cells: Option<&Bound<'_, PyAny>>) -> Result<Self> {
        match cells {
            Some(c) => Ok(PyMayaDiagram(MayaDiagram::new(u64s(
                c,
                "cell",
                Kind::Maya,
            )?)?)),
            None => Ok(PyMayaDiagram(MayaDiagram::empty())),
        }
    }

    /// The diagram with ``stones`` stones (default ℓ(λ)) on the
    /// beta-numbers of λ. Raises ``MayaError`` if stones < ℓ(λ).
    #[staticmethod]
    #[pyo3(signature = (partition, stones = None))]
    fn from_partition(
        partition: &Bound<'_, PyAny>,
        stones: Option<&Bound<'_, PyAny>>,
    ) -> Result<Self> {
        let p = to_partition(partition)?;
        let stones = match stones {
            Some(s) if !s.is_none() => Some(index_nat(s, "stones")?),
            _ => None,
        };
        Ok(PyMayaDiagram(match stones {
            Some(s) => MayaDiagram::from_partition_with_stones(&p, s)?,
            None => MayaDiagram::from_partition(&p)?,
        }))
    }

    /// The partition whose beta-numbers are the stones (one part a
    /// stone, within the library's budget ``MAX_MATERIALIZED_BYTES``).
    fn to_partition(&self) -> Result<PyPartition> {
        Ok(PyPartition(self.0.to_partition()?))
    }

    /// The occupied cells, highest first. Raises ``LimitError`` past
    /// ``MAX_MATERIALIZED_BYTES`` (48 bytes a stone).
    fn stones(&self) -> Result<Vec<u64>> {
        check_parts(self.0.count())?;
        Ok(self.0.stones().collect())
    }

    /// The number of stones; also ``len(d)``.
    fn __len__(&self) -> usize {
        self.0.count()
    }

    fn __contains__(&self, cell: &Bound<'_, PyAny>) -> bool {
        cell.extract::<u64>().is_ok_and(|c| self.0.contains(c))
    }

    /// Every move of a stone down to an empty cell, as ``(from, to)``
    /// pairs (the hooks of the partition, Kawanaka section 8). Raises
    /// ``LimitError`` if the list — one tuple of two ints (144 bytes) per
    /// box of the partition — would exceed ``MAX_MATERIALIZED_BYTES``
    /// (checked before it is built).
    fn moves(&self) -> Result<Vec<(u64, u64)>> {
        // One move per box of the partition (Kawanaka section 8).
        budget::check(
            "the moves",
            self.0.partition_size(),
            int_tuple_item(2),
            0,
            "move single stones with with_move",
        )?;
        Ok(self.0.moves().collect())
    }

    /// The diagram after moving the stone on ``source`` down to the empty
    /// cell ``target``. Raises ``MayaError`` if the move is not legal.
    fn with_move(&self, source: &Bound<'_, PyAny>, target: &Bound<'_, PyAny>) -> Result<Self> {
        let (source, target) = (nat(source, "source")?, nat(target, "target")?);
        Ok(PyMayaDiagram(self.0.with_move(source, target)?))
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("MayaDiagram({:?})", self.0.stones().collect::<Vec<_>>())
    }

    /// Pickling and copying: rebuilt from its stones.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> Result<(Bound<'py, PyType>, (Vec<u64>,))> {
        Ok((slf.get_type(), (slf.get().stones()?,)))
    }
}

/// Checks a list of `count` ints (parts, stones, β-numbers), before it is
/// built.
fn check_parts(count: usize) -> Result<()> {
    budget::check(
        "the list of numbers",
        count as u64,
        INT_ITEM,
        0,
        "iterate over the parts instead",
    )
}

/// Checks the n-quotient of λ before it is built: a tuple of n partitions
/// holding ℓ(λ) parts in all. (A bad n, 0 or beyond `MAX_RUNNERS`, is left
/// to the library, whose error names it.)
fn check_quotient(lambda: &Partition, n: u64) -> Result<()> {
    if n == 0 || n > maya::MAX_RUNNERS as u64 {
        return Ok(());
    }
    budget::check(
        "the quotient",
        n,
        partition_item(0),
        8 * lambda.len() as u128,
        "use a smaller n",
    )
}

/// Whose parts a [`PartsIterator`] reads.
#[derive(Debug)]
enum Owner {
    Young(Py<PyPartition>),
    Shifted(Py<PyShiftedPartition>),
}

/// The iterator over the parts of a ``Partition`` or a
/// ``ShiftedPartition`` (``iter(λ)``): the parts one by one, without a
/// list of them.
#[pyclass(name = "PartsIterator", module = "hookgames")]
#[derive(Debug)]
pub(crate) struct PartsIterator {
    owner: Owner,
    next: usize,
}

#[pymethods]
impl PartsIterator {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&mut self) -> Option<u64> {
        let parts = match &self.owner {
            Owner::Young(p) => p.get().0.parts(),
            Owner::Shifted(p) => p.get().0.parts(),
        };
        let part = parts.get(self.next).copied();
        self.next += usize::from(part.is_some());
        part
    }

    /// How many parts are left (``operator.length_hint``).
    fn __length_hint__(&self) -> usize {
        let len = match &self.owner {
            Owner::Young(p) => p.get().0.len(),
            Owner::Shifted(p) => p.get().0.len(),
        };
        len - self.next
    }
}
