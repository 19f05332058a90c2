//! `Sum`: the disjunctive sum of games, answered by the Sprague–Grundy
//! theorem from its components' own values.

use hookgames::game::{Convention, Outcome};
use pyo3::prelude::*;
use pyo3::types::{PyCFunction, PyList, PyTuple};

use crate::args::nat;
use crate::errors::{Error, Kind, Result, raise};
use crate::games::outcome_str;
use crate::pygame::{PyGame, limits};

/// The disjunctive sum of games (Kawanaka section 1; Gottlieb-Krnc-Mursic
/// section 2.2): ``Sum(g1, g2, ...)`` is a game whose positions are tuples
/// ``(p1, p2, ...)``, one position of each game, and a move moves in one
/// component. Any game of the module may be a component — ``SatoWelter``,
/// ``ShiftedHookGame``, ``TurningTurtles``, ``Mhrg``, ``MhrgGame``,
/// ``Lctr``, ``Downright``, a ``Game`` defined in Python, another ``Sum``
/// — or any object with the same methods (``grundy``,
/// ``options_with_value``, ``followers``, ``misere_grundy``).
///
/// Normal play composes: by the Sprague-Grundy theorem the value is the
/// nim-sum of the components' values, each found by its own game (a closed
/// form where the game has one), and the winning moves move component i to
/// a position of value G_i xor G. The product of the components' positions
/// is never explored for them. Misère play does not compose: a sum in which
/// at most one component can move is that component, and any other is
/// explored as a whole (every reachable tuple, within ``max_states`` and
/// ``max_arrows``, like a ``Game``).
#[pyclass(name = "Sum", module = "hookgames", frozen)]
#[derive(Debug)]
pub(crate) struct PySum {
    games: Vec<Py<PyAny>>,
    /// The sum as a game of its own, for the misère search.
    product: PyGame,
}

impl PySum {
    /// The components of `position`, one per game.
    fn parts<'py>(&self, position: &Bound<'py, PyAny>) -> Result<Vec<Bound<'py, PyAny>>> {
        let parts: Vec<Bound<'py, PyAny>> = position
            .try_iter()
            .map_err(|_| {
                Error::Py(raise(
                    Kind::Type,
                    "position: a position of a Sum is a tuple with one position of each game"
                        .into(),
                ))
            })?
            .collect::<PyResult<_>>()?;
        if parts.len() != self.games.len() {
            return Err(Error::Py(raise(
                Kind::Argument,
                format!(
                    "position: a position of this Sum has {} components, one per game; {} \
                     were given",
                    self.games.len(),
                    parts.len()
                ),
            )));
        }
        Ok(parts)
    }

    /// The components' normal-play values.
    fn values(&self, py: Python<'_>, parts: &[Bound<'_, PyAny>]) -> Result<Vec<u64>> {
        self.games
            .iter()
            .zip(parts)
            .map(|(g, p)| Ok(g.bind(py).call_method1("grundy", (p,))?.extract::<u64>()?))
            .collect()
    }

    /// The positions one move away of value `value`, in the order of
    /// `followers`: in component i, its game's positions of value
    /// G_i xor G xor `value`.
    fn of_value<'py>(
        &self,
        py: Python<'py>,
        position: &Bound<'py, PyAny>,
        value: u64,
    ) -> Result<Vec<Bound<'py, PyTuple>>> {
        let parts = self.parts(position)?;
        let g = self.values(py, &parts)?;
        let others = g.iter().fold(value, |a, v| a ^ v);
        let mut out = Vec::new();
        if others == 0 {
            // No follower has its position's value (the mex).
            return Ok(out);
        }
        for (i, game) in self.games.iter().enumerate() {
            let target = others ^ g[i];
            let options = game
                .bind(py)
                .call_method1("options_with_value", (&parts[i], target))?;
            for q in options.try_iter()? {
                out.push(PySum::with(py, &parts, i, q?)?);
            }
        }
        Ok(out)
    }

    /// `parts` with component `i` replaced by `q`, as a tuple.
    fn with<'py>(
        py: Python<'py>,
        parts: &[Bound<'py, PyAny>],
        i: usize,
        q: Bound<'py, PyAny>,
    ) -> Result<Bound<'py, PyTuple>> {
        let mut items: Vec<Bound<'py, PyAny>> = parts.to_vec();
        items[i] = q;
        Ok(PyTuple::new(py, items)?)
    }
}

/// The followers of a tuple of `games`' positions: component by
/// component, each component's followers in its game's order.
fn sum_followers<'py>(
    py: Python<'py>,
    games: &[Py<PyAny>],
    position: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyList>> {
    let parts: Vec<Bound<'py, PyAny>> = position.try_iter()?.collect::<PyResult<_>>()?;
    let out = PyList::empty(py);
    for (i, g) in games.iter().enumerate() {
        let Some(p) = parts.get(i) else { break };
        for q in g.bind(py).call_method1("followers", (p,))?.try_iter()? {
            let mut items = parts.clone();
            items[i] = q?;
            out.append(PyTuple::new(py, items)?)?;
        }
    }
    Ok(out)
}

#[pymethods]
impl PySum {
    #[new]
    #[pyo3(
        signature = (*games, max_states = None, max_arrows = None),
        text_signature = "(*games, max_states=16777216, max_arrows=134217728)"
    )]
    fn new(
        py: Python<'_>,
        games: &Bound<'_, PyTuple>,
        max_states: Option<&Bound<'_, PyAny>>,
        max_arrows: Option<&Bound<'_, PyAny>>,
    ) -> Result<Self> {
        if games.is_empty() {
            return Err(Error::Py(raise(
                Kind::Argument,
                "games: a Sum needs at least one game: Sum(game1, game2, ...)".into(),
            )));
        }
        let (max_states, max_arrows) = limits("Sum", max_states, max_arrows)?;
        let games: Vec<Py<PyAny>> = games.iter().map(Bound::unbind).collect();
        for g in &games {
            if !g.bind(py).hasattr("grundy")? {
                return Err(Error::Py(raise(
                    Kind::Type,
                    format!(
                        "games: {} is not a game: it has no grundy method",
                        g.bind(py).repr()?
                    ),
                )));
            }
        }
        let components: Vec<Py<PyAny>> = games.iter().map(|g| g.clone_ref(py)).collect();
        let followers = PyCFunction::new_closure(
            py,
            Some(c"sum_followers"),
            None,
            move |args: &Bound<'_, PyTuple>, _| -> PyResult<Py<PyList>> {
                let py = args.py();
                Ok(sum_followers(py, &components, &args.get_item(0)?)?.unbind())
            },
        )?;
        let product = PyGame::over(followers.into_any().unbind(), max_states, max_arrows);
        Ok(PySum { games, product })
    }

    /// The games, in order.
    #[getter]
    fn games(&self, py: Python<'_>) -> Vec<Py<PyAny>> {
        self.games.iter().map(|g| g.clone_ref(py)).collect()
    }

    fn __len__(&self) -> usize {
        self.games.len()
    }

    /// The Grundy value of the position: the nim-sum of the components'
    /// values (the Sprague-Grundy theorem), each by its own game.
    fn grundy(&self, py: Python<'_>, position: &Bound<'_, PyAny>) -> Result<u64> {
        let parts = self.parts(position)?;
        Ok(self.values(py, &parts)?.iter().fold(0, |a, v| a ^ v))
    }

    /// "P" (value 0: the previous player wins) or "N".
    fn outcome(&self, py: Python<'_>, position: &Bound<'_, PyAny>) -> Result<&'static str> {
        Ok(outcome_str(Outcome::from_value(self.grundy(py, position)?)))
    }

    /// The positions one move away of Grundy value ``value``, in the order
    /// of ``followers``: in component i, its game's positions of value
    /// G_i xor G xor ``value`` (each game's own search for them).
    fn options_with_value<'py>(
        &self,
        py: Python<'py>,
        position: &Bound<'py, PyAny>,
        value: &Bound<'py, PyAny>,
    ) -> Result<Vec<Bound<'py, PyTuple>>> {
        self.of_value(py, position, nat(value, "value")?)
    }

    /// The positions one move away of value 0.
    fn winning_moves<'py>(
        &self,
        py: Python<'py>,
        position: &Bound<'py, PyAny>,
    ) -> Result<Vec<Bound<'py, PyTuple>>> {
        self.of_value(py, position, 0)
    }

    /// Every position one move away: component by component.
    fn followers<'py>(
        &self,
        py: Python<'py>,
        position: &Bound<'py, PyAny>,
    ) -> Result<Bound<'py, PyList>> {
        self.parts(position)?;
        Ok(sum_followers(py, &self.games, position)?)
    }

    /// The misère Grundy value: a component's own misère value if no other
    /// component can move (1 if none can), else by exploring the sum as a
    /// whole (misère values do not compose).
    fn misere_grundy(&self, py: Python<'_>, position: &Bound<'_, PyAny>) -> Result<u64> {
        let parts = self.parts(position)?;
        let mut live = Vec::new();
        for (i, (g, p)) in self.games.iter().zip(&parts).enumerate() {
            let followers = g.bind(py).call_method1("followers", (p,))?;
            if followers.try_iter()?.next().is_some() {
                live.push(i);
            }
        }
        match live.as_slice() {
            [] => Ok(Convention::Misere.end_value()),
            &[i] => Ok(self.games[i]
                .bind(py)
                .call_method1("misere_grundy", (&parts[i],))?
                .extract::<u64>()?),
            _ => {
                let tuple = PyTuple::new(py, parts)?;
                self.product.value(py, tuple.as_any(), Convention::Misere)
            }
        }
    }

    /// "P" or "N" in misère play.
    fn misere_outcome(&self, py: Python<'_>, position: &Bound<'_, PyAny>) -> Result<&'static str> {
        Ok(outcome_str(Outcome::from_value(
            self.misere_grundy(py, position)?,
        )))
    }

    /// The positions one move away of misère value 0.
    fn misere_winning_moves<'py>(
        &self,
        py: Python<'py>,
        position: &Bound<'py, PyAny>,
    ) -> Result<Vec<Bound<'py, PyAny>>> {
        let mut out = Vec::new();
        for q in self.followers(py, position)?.iter() {
            if self.misere_grundy(py, &q)? == 0 {
                out.push(q);
            }
        }
        Ok(out)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let games: Vec<String> = self
            .games
            .iter()
            .map(|g| g.bind(py).repr().map(|r| r.to_string()))
            .collect::<PyResult<_>>()?;
        Ok(format!("Sum({})", games.join(", ")))
    }
}
