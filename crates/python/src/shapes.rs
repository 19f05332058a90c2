//! Partitions, shifted partitions and Maya diagrams.

use hookgames::maya::{self, MayaDiagram};
use hookgames::partition::{Partition, ShiftedPartition};
use pyo3::exceptions::{PyIndexError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyInt, PyString, PyTuple, PyType};

use crate::budget::{self, INT_ITEM, int_tuple_item, partition_item};
use crate::errors::{Error, Kind, Result, raise};

/// The non-negative integers of the iterable `obj` (`what` names them in
/// errors): a negative or too large integer raises `kind`, a non-integer
/// `TypeError`.
pub(crate) fn u64s(obj: &Bound<'_, PyAny>, what: &str, kind: Kind) -> Result<Vec<u64>> {
    let mut out = Vec::new();
    for (index, item) in obj.try_iter()?.enumerate() {
        let item = item?;
        match item.extract::<u64>() {
            Ok(x) => out.push(x),
            Err(_) if item.is_instance_of::<PyInt>() => {
                return Err(Error::Py(raise(
                    kind,
                    format!(
                        "{what} {index} is {item}: it must be an integer from 0 to 2^64 - 1 \
                         (18446744073709551615)"
                    ),
                )));
            }
            Err(_) => {
                return Err(Error::Py(PyTypeError::new_err(format!(
                    "{what} {index} is {}, not an integer",
                    item.repr()?
                ))));
            }
        }
    }
    Ok(out)
}

/// A non-negative integer argument (a size, a row, a column, a modulus):
/// a negative or too large int raises `ValueError` (not PyO3's
/// `OverflowError`), anything else `TypeError`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Nat(pub(crate) u64);

impl<'a, 'py> FromPyObject<'a, 'py> for Nat {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Self> {
        match obj.extract::<u64>() {
            Ok(x) => Ok(Nat(x)),
            Err(_) if obj.is_instance_of::<PyInt>() => Err(PyValueError::new_err(format!(
                "{} is not a valid argument here: it must be an integer from 0 to 2^64 - 1",
                obj.repr()?
            ))),
            Err(_) => Err(PyTypeError::new_err(format!(
                "{} is not an integer",
                obj.repr()?
            ))),
        }
    }
}

impl Nat {
    /// The value as a `usize` (a row index, a count of stones, m).
    pub(crate) fn usize(self) -> PyResult<usize> {
        usize::try_from(self.0).map_err(|_| {
            PyValueError::new_err(format!("{} does not fit in this machine's usize", self.0))
        })
    }
}

/// A partition from a `Partition`, a string in any of the parsers'
/// notations, or an iterable of parts.
pub(crate) fn to_partition(obj: &Bound<'_, PyAny>) -> Result<Partition> {
    if let Ok(p) = obj.cast::<PyPartition>() {
        return Ok(p.get().0.clone());
    }
    if let Ok(s) = obj.cast::<PyString>() {
        return Ok(s.to_cow()?.parse::<Partition>()?);
    }
    Ok(Partition::new(u64s(obj, "part", Kind::Partition)?)?)
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
    Ok(ShiftedPartition::new(u64s(obj, "part", Kind::Partition)?)?)
}

/// Python's index `i` (negative from the end) into `len` items.
fn index(i: isize, len: usize) -> PyResult<usize> {
    let j = if i < 0 {
        len.checked_sub(i.unsigned_abs())
    } else {
        Some(i as usize)
    };
    match j {
        Some(j) if j < len => Ok(j),
        _ => Err(PyIndexError::new_err(format!(
            "part index {i} out of range for {len} parts"
        ))),
    }
}

/// An integer partition (Young diagram): a non-increasing sequence of
/// positive parts, as in Sage's ``Partition``.
///
/// ``Partition([9, 8, 6, 5, 5, 2])``, ``Partition("6,5,4^3,2^2")`` (the
/// exponent notation), ``Partition("{(6,1),(5,2),(4,5),(2,7)}")`` (corners,
/// Gottlieb-Krnc-Mursic section 8), or ``Partition(core=c, quotient=q)`` (the
/// inverse of ``core``/``quotient``, as in Sage). Trailing zeros are dropped.
/// Boxes are 1-based ``(row, column)`` pairs as in the papers (Sage's cells
/// are 0-based: Sage's ``hook_length(i, j)`` is ``hook_length(i + 1, j + 1)``
/// here). Raises ``PartitionError`` on bad parts or strings.
#[pyclass(name = "Partition", module = "hookgames", frozen, eq, hash, ord)]
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct PyPartition(pub(crate) Partition);

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
            _ => Err(Error::Py(PyTypeError::new_err(
                "give either the parts, or both core= and quotient=",
            ))),
        }
    }

    /// The parts as a list of ints. Raises ``LimitError`` past
    /// ``MAX_MATERIALIZED_BYTES`` (48 bytes a part: iterate instead,
    /// ``for part in λ``, which builds no list).
    fn to_list(&self) -> Result<Vec<u64>> {
        check_parts(self.0.len())?;
        Ok(self.0.parts().to_vec())
    }

    /// |λ|, the number of boxes.
    fn size(&self) -> u64 {
        self.0.size()
    }

    /// ℓ(λ), the number of (non-zero) parts; also ``len(λ)``.
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

    fn __getitem__(&self, i: isize) -> PyResult<u64> {
        Ok(self.0.parts()[index(i, self.0.len())?])
    }

    fn __bool__(&self) -> bool {
        !self.0.is_empty()
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

    /// The hook length h(i, j) = arm + leg + 1 of the box (i, j), 1-based
    /// (Sage: ``hook_length(i - 1, j - 1)``). Raises ``PartitionError`` if
    /// (i, j) is not a box of λ.
    fn hook_length(&self, i: Nat, j: Nat) -> Result<u64> {
        Ok(self.0.hook_length(i.usize()?, j.0)?)
    }

    /// The hook lengths of all boxes, row by row (as Sage's
    /// ``hook_lengths()``). Raises ``LimitError`` beyond the memory budget
    /// ``MAX_MATERIALIZED_BYTES`` for |λ| ints (48 bytes each), checked
    /// before they are computed.
    fn hook_lengths(&self, py: Python<'_>) -> Result<Vec<Vec<u64>>> {
        budget::check_grid(
            "the hook lengths",
            self.0.size(),
            self.0.len() as u64,
            "ask for single boxes with hook_length(i, j)",
        )?;
        Ok(py.detach(|| self.0.hook_lengths())?)
    }

    /// λ with the hook of the box (i, j) (1-based) removed: the rim hook of
    /// the same length ending in row i is taken off (Kawanaka section 9).
    /// Raises ``PartitionError`` if (i, j) is not a box of λ.
    fn remove_hook(&self, i: Nat, j: Nat) -> Result<Self> {
        Ok(PyPartition(self.0.remove_hook(i.usize()?, j.0)?))
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
    fn core(&self, py: Python<'_>, n: Nat) -> Result<Self> {
        Ok(PyPartition(py.detach(|| maya::n_core(&self.0, n.0))?))
    }

    /// The n-quotient of λ as a tuple of n partitions, in Sage's order
    /// (``Partition([7,7,5,3,3,3,1]).quotient(3)`` is ``([2], [1], [2,2,2])``).
    /// O(ℓ(λ) + n). Errors as ``core``.
    fn quotient<'py>(&self, py: Python<'py>, n: Nat) -> Result<Bound<'py, PyTuple>> {
        check_quotient(&self.0, n.0)?;
        let q = py.detach(|| maya::n_quotient(&self.0, n.0))?;
        Ok(PyTuple::new(py, q.into_iter().map(PyPartition))?)
    }

    /// ``(core(n), quotient(n))`` in one pass over the beta-numbers.
    fn core_and_quotient<'py>(
        &self,
        py: Python<'py>,
        n: Nat,
    ) -> Result<(Self, Bound<'py, PyTuple>)> {
        check_quotient(&self.0, n.0)?;
        let (c, q) = py.detach(|| maya::core_and_quotient(&self.0, n.0))?;
        Ok((
            PyPartition(c),
            PyTuple::new(py, q.into_iter().map(PyPartition))?,
        ))
    }

    /// Whether λ is an n-core (has no hook of length n; as Sage's
    /// ``is_core(n)``). Raises ``MayaError`` for n = 0.
    fn is_core(&self, py: Python<'_>, n: Nat) -> Result<bool> {
        Ok(py.detach(|| maya::is_n_core(&self.0, n.0))?)
    }

    /// The beta-numbers β_i = λ_i + s − i (i = 1..s) of λ with s stones
    /// (default ℓ(λ): the first-column hook lengths), decreasing (Kawanaka
    /// section 8). Raises ``MayaError`` if s < ℓ(λ), ``LimitError`` beyond
    /// ``MAX_CELLS`` stones or the memory budget.
    #[pyo3(signature = (stones = None))]
    fn beta_numbers(&self, stones: Option<Nat>) -> Result<Vec<u64>> {
        let stones = match stones {
            Some(s) => s.usize()?,
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

    /// Whether (i, j) (1-based) is a box of λ.
    fn contains(&self, i: Nat, j: Nat) -> bool {
        usize::try_from(i.0).is_ok_and(|i| self.0.contains(i, j.0))
    }
}

/// A strict partition (a shifted Young diagram): strictly decreasing
/// positive parts; the boxes are (i, j) with i ≤ j ≤ λ_i + i − 1
/// (Abuku-Tada section 5). ``ShiftedPartition([7, 6, 4, 3, 2])`` or
/// ``ShiftedPartition("7,6,4,3,2")``; raises ``PartitionError`` if the parts
/// are not strictly decreasing.
#[pyclass(name = "ShiftedPartition", module = "hookgames", frozen, eq, hash, ord)]
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct PyShiftedPartition(pub(crate) ShiftedPartition);

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

    fn __getitem__(&self, i: isize) -> PyResult<u64> {
        Ok(self.0.parts()[index(i, self.0.len())?])
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

    /// The shifted hook length of the box (i, j), 1-based (Abuku-Tada
    /// section 5.1). Raises ``PartitionError`` if (i, j) is not a box.
    fn hook_length(&self, i: Nat, j: Nat) -> Result<u64> {
        Ok(self.0.hook_length(i.usize()?, j.0)?)
    }

    /// The shifted hook lengths of all boxes, row by row (row i starts at
    /// column i). Raises ``LimitError`` as ``Partition.hook_lengths``.
    fn hook_lengths(&self, py: Python<'_>) -> Result<Vec<Vec<u64>>> {
        budget::check_grid(
            "the hook lengths",
            self.0.size(),
            self.0.len() as u64,
            "ask for single boxes with hook_length(i, j)",
        )?;
        Ok(py.detach(|| self.0.hook_lengths())?)
    }

    /// The diagram with the shifted hook of (i, j) (1-based) removed
    /// (Abuku-Tada section 5.1). Raises ``PartitionError`` if (i, j) is not a
    /// box.
    fn remove_hook(&self, i: Nat, j: Nat) -> Result<Self> {
        Ok(PyShiftedPartition(self.0.remove_hook(i.usize()?, j.0)?))
    }

    /// Whether (i, j) (1-based) is a box.
    fn contains(&self, i: Nat, j: Nat) -> bool {
        usize::try_from(i.0).is_ok_and(|i| self.0.contains(i, j.0))
    }
}

/// A Maya diagram: finitely many stones on the cells 0, 1, 2, … of a
/// board (Kawanaka section 8; Sato). ``MayaDiagram([14, 12, 9, 7, 6, 2])``
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
    fn from_partition(partition: &Bound<'_, PyAny>, stones: Option<Nat>) -> Result<Self> {
        let p = to_partition(partition)?;
        Ok(PyMayaDiagram(match stones {
            Some(s) => MayaDiagram::from_partition_with_stones(&p, s.usize()?)?,
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
    fn with_move(&self, source: Nat, target: Nat) -> Result<Self> {
        Ok(PyMayaDiagram(self.0.with_move(source.0, target.0)?))
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
