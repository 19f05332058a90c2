use std::collections::BTreeMap;
use std::fmt;
use std::hash::Hash;

use crate::algorithm::Algorithm;
use crate::config::Engine;
use crate::construct::FiniteAlgorithm;
use crate::error::GameError;
use crate::vocab::{Convention, SgPair};

/// The five classes of Gurvich and Ho (LCTR, Definition 2). Pet ⊂ tame ⊂
/// domestic and forced ⊂ returnable (LCTR §2.3, Figure 3).
///
/// # Example
/// ```
/// use hookgames_game::GameClass;
/// assert_eq!(GameClass::Pet.to_string(), "pet");
/// ```
///
/// With the `serde` feature it is serializable by its variant name:
/// `"Domestic"`, `"Tame"`, `"Pet"`, `"Forced"`, `"Returnable"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum GameClass {
    /// No (0,k)- and no (k,0)-positions with k ≥ 2.
    Domestic,
    /// Only (0,1)-, (1,0)- and (k,k)-positions, k ≥ 0.
    Tame,
    /// Only (0,1)-, (1,0)- and (k,k)-positions, k ≥ 2.
    Pet,
    /// Every move from a (0,1)-position goes to a (1,0)-position and vice
    /// versa.
    Forced,
    /// From a (0,1)-position (resp. (1,0)-position) x, every move to a
    /// non-terminal y can be answered by a move from y to a (0,1)-position
    /// (resp. (1,0)-position).
    Returnable,
}

impl fmt::Display for GameClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GameClass::Domestic => "domestic",
            GameClass::Tame => "tame",
            GameClass::Pet => "pet",
            GameClass::Forced => "forced",
            GameClass::Returnable => "returnable",
        })
    }
}

/// Why a game is not in one of the classes of LCTR Definition 2: the first
/// offending position (in index order, which is breadth-first from the root
/// for [`SgPairs::new`]) and the reason.
///
/// # Example
/// ```
/// use hookgames_game::{ClassViolation, FiniteAlgorithm, GameClass, SgPair, SgPairs};
/// // e = 0 (end), a = 1 → e, b = 2 → {a, e}, d = 3 → b, f = 4 → {d, a}.
/// // Pairs: (0,1), (1,0), (2,2), (0,0), (2,1).
/// let fa = FiniteAlgorithm::from_followers([vec![], vec![0], vec![1, 0], vec![2], vec![3, 1]])?;
/// let pairs = SgPairs::from_finite(fa)?;
/// let v = pairs.tame().unwrap_err();
/// assert_eq!(v.class(), GameClass::Tame);
/// assert_eq!(
///     v,
///     ClassViolation::ForbiddenPair {
///         class: GameClass::Tame,
///         position: 4,
///         pair: SgPair { normal: 2, misere: 1 },
///     }
/// );
/// assert_eq!(v.to_string(), "not tame: position 4 is a (2,1)-position (LCTR Definition 2)");
/// assert!(pairs.domestic().is_ok());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Serialization
/// With the `serde` feature a violation whose positions are serializable
/// is serializable as a counterexample, externally tagged with the field
/// names above:
/// `{"ForbiddenPair": {"class": "Tame", "position": 4, "pair": {"normal": 2, "misere": 1}}}`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum ClassViolation<S> {
    /// `position` has an SG pair that `class` forbids (domestic, tame, pet).
    ForbiddenPair {
        /// The class that is violated.
        class: GameClass,
        /// The offending position.
        position: S,
        /// Its SG pair.
        pair: SgPair,
    },
    /// A move from a (0,1)-position not to a (1,0)-position, or from a
    /// (1,0)-position not to a (0,1)-position (forced).
    UnforcedMove {
        /// The (0,1)- or (1,0)-position.
        position: S,
        /// Its SG pair.
        pair: SgPair,
        /// The option reached.
        option: S,
        /// The option's SG pair.
        option_pair: SgPair,
    },
    /// A move from a (0,1)-position (resp. (1,0)-position) to a
    /// non-terminal option that has no move to a (0,1)-position (resp.
    /// (1,0)-position) (returnable).
    NoReturn {
        /// The (0,1)- or (1,0)-position x.
        position: S,
        /// Its SG pair.
        pair: SgPair,
        /// The non-terminal option y.
        option: S,
        /// The option's SG pair.
        option_pair: SgPair,
    },
}

impl<S> ClassViolation<S> {
    /// The class that is violated.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{classify, Algorithm, GameClass, GameError};
    /// struct Nim;
    /// impl Algorithm for Nim {
    ///     type State = u32;
    ///     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(u32) -> ControlFlow<B>,
    ///     {
    ///         (0..*p).try_for_each(f)
    ///     }
    /// }
    /// let c = classify(&Nim, &3)?;
    /// assert!(c.pet.is_ok()); // a single heap: (0,1), (1,0), (2,2), (3,3)
    /// assert!(c.forced.is_ok());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn class(&self) -> GameClass {
        match self {
            ClassViolation::ForbiddenPair { class, .. } => *class,
            ClassViolation::UnforcedMove { .. } => GameClass::Forced,
            ClassViolation::NoReturn { .. } => GameClass::Returnable,
        }
    }
}

impl<S: fmt::Debug> fmt::Display for ClassViolation<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClassViolation::ForbiddenPair {
                class,
                position,
                pair,
            } => write!(
                f,
                "not {class}: position {position:?} is a {pair}-position (LCTR Definition 2)"
            ),
            ClassViolation::UnforcedMove {
                position,
                pair,
                option,
                option_pair,
            } => write!(
                f,
                "not forced: the {pair}-position {position:?} moves to the \
                 {option_pair}-position {option:?} (LCTR Definition 2)"
            ),
            ClassViolation::NoReturn {
                position,
                pair,
                option,
                option_pair,
            } => write!(
                f,
                "not returnable: the {pair}-position {position:?} moves to the non-terminal \
                 {option_pair}-position {option:?}, which has no move to a {pair}-position \
                 (LCTR Definition 2)"
            ),
        }
    }
}

impl<S: fmt::Debug> std::error::Error for ClassViolation<S> {}

/// The Gurvich–Ho classification of a game from a root (LCTR Definition 2):
/// for each class, `Ok(())` or the first [`ClassViolation`].
///
/// # Example
/// See [`classify`].
///
/// # Serialization
/// With the `serde` feature (when positions are serializable) it is
/// serializable as an object with the five fields, each `{"Ok": null}` or
/// `{"Err": violation}` (see [`ClassViolation`]).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Classification<S> {
    /// Domestic: no (0,k)- or (k,0)-positions with k ≥ 2.
    pub domestic: Result<(), ClassViolation<S>>,
    /// Tame: only (0,1), (1,0), (k,k), k ≥ 0.
    pub tame: Result<(), ClassViolation<S>>,
    /// Pet: only (0,1), (1,0), (k,k), k ≥ 2.
    pub pet: Result<(), ClassViolation<S>>,
    /// Forced.
    pub forced: Result<(), ClassViolation<S>>,
    /// Returnable.
    pub returnable: Result<(), ClassViolation<S>>,
}

impl<S> Classification<S> {
    /// The classes that hold, in the order domestic, tame, pet, forced,
    /// returnable.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{classify, Algorithm, GameClass, GameError};
    /// struct Nim;
    /// impl Algorithm for Nim {
    ///     type State = u32;
    ///     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(u32) -> ControlFlow<B>,
    ///     {
    ///         (0..*p).try_for_each(f)
    ///     }
    /// }
    /// assert_eq!(classify(&Nim, &4)?.holding().len(), 5);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn holding(&self) -> Vec<GameClass> {
        [
            (GameClass::Domestic, self.domestic.is_ok()),
            (GameClass::Tame, self.tame.is_ok()),
            (GameClass::Pet, self.pet.is_ok()),
            (GameClass::Forced, self.forced.is_ok()),
            (GameClass::Returnable, self.returnable.is_ok()),
        ]
        .into_iter()
        .filter_map(|(c, ok)| ok.then_some(c))
        .collect()
    }
}

/// The Sprague–Grundy pairs (SG(x), SG⁻(x)) (LCTR §2.3) of every position
/// of a materialized finite algorithm, with the class predicates of LCTR
/// Definition 2 evaluated on all of its positions.
///
/// Build it from a game and a root with [`SgPairs::new`] (the positions are
/// then those of ⟨root⟩), or from any [`FiniteAlgorithm`].
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{Algorithm, GameError, SgPair, SgPairs};
/// struct Nim;
/// impl Algorithm for Nim {
///     type State = u32;
///     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
///     where
///         B: From<GameError>,
///         F: FnMut(u32) -> ControlFlow<B>,
///     {
///         (0..*p).try_for_each(f)
///     }
/// }
/// let pairs = SgPairs::new(&Nim, &3)?;
/// assert_eq!(pairs.pair(&1), Some(SgPair { normal: 1, misere: 0 }));
/// assert_eq!(pairs.pair(&3), Some(SgPair { normal: 3, misere: 3 }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct SgPairs<S> {
    algorithm: FiniteAlgorithm<S>,
    normal: Vec<u32>,
    misere: Vec<u32>,
}

const P01: SgPair = SgPair {
    normal: 0,
    misere: 1,
};
const P10: SgPair = SgPair {
    normal: 1,
    misere: 0,
};

impl<S: Clone + Eq + Hash> SgPairs<S> {
    /// The SG pairs of all positions reachable from `root`, with the
    /// default [`Limits`](crate::Limits).
    ///
    /// # Errors
    /// [`GameError::Cycle`] if ⟨root⟩ has a cycle; the limit errors of
    /// [`FiniteAlgorithm::from_root`].
    ///
    /// # Complexity
    /// O(|⟨root⟩| + arrows).
    ///
    /// # Example
    /// See [`SgPairs`].
    pub fn new<A>(game: &A, root: &S) -> Result<Self, GameError>
    where
        A: Algorithm<State = S> + ?Sized,
    {
        Self::from_finite(FiniteAlgorithm::from_root(game, root)?)
    }

    /// The SG pairs of all positions of `algorithm`.
    ///
    /// # Errors
    /// [`GameError::Cycle`] if it has a cycle.
    ///
    /// # Complexity
    /// O(states + arrows).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{FiniteAlgorithm, SgPair, SgPairs};
    /// let fa = FiniteAlgorithm::from_followers([vec![1], vec![]])?;
    /// let pairs = SgPairs::from_finite(fa)?;
    /// assert_eq!(pairs.pair_at(0), Some(SgPair { normal: 1, misere: 0 }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_finite(algorithm: FiniteAlgorithm<S>) -> Result<Self, GameError> {
        let normal = algorithm.values(Convention::Normal)?;
        let misere = algorithm.values(Convention::Misere)?;
        Ok(SgPairs {
            algorithm,
            normal,
            misere,
        })
    }

    /// The SG pair of position `p`, or `None` if it is not a position of
    /// the algorithm.
    ///
    /// # Complexity
    /// One hash lookup.
    ///
    /// # Example
    /// See [`SgPairs`].
    pub fn pair(&self, p: &S) -> Option<SgPair> {
        self.algorithm.index_of(p).and_then(|i| self.pair_at(i))
    }
}

impl<S: Clone> SgPairs<S> {
    /// The materialized algorithm.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{FiniteAlgorithm, SgPairs};
    /// let fa = FiniteAlgorithm::from_followers([vec![1], vec![]])?;
    /// assert_eq!(SgPairs::from_finite(fa)?.algorithm().len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn algorithm(&self) -> &FiniteAlgorithm<S> {
        &self.algorithm
    }

    /// The SG pair of the position with index `i`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`SgPairs::from_finite`].
    pub fn pair_at(&self, i: u32) -> Option<SgPair> {
        let i = i as usize;
        Some(SgPair {
            normal: u64::from(*self.normal.get(i)?),
            misere: u64::from(*self.misere.get(i)?),
        })
    }

    /// How many positions have each SG pair.
    ///
    /// # Complexity
    /// O(states · log(distinct pairs)).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{FiniteAlgorithm, SgPair, SgPairs};
    /// let fa = FiniteAlgorithm::from_followers([vec![1], vec![2], vec![]])?;
    /// let counts = SgPairs::from_finite(fa)?.pair_counts();
    /// assert_eq!(counts[&SgPair { normal: 0, misere: 1 }], 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn pair_counts(&self) -> BTreeMap<SgPair, u64> {
        let mut out = BTreeMap::new();
        for i in 0..self.normal.len() as u32 {
            if let Some(p) = self.pair_at(i) {
                *out.entry(p).or_insert(0) += 1;
            }
        }
        out
    }

    fn at(&self, i: u32) -> SgPair {
        SgPair {
            normal: u64::from(self.normal[i as usize]),
            misere: u64::from(self.misere[i as usize]),
        }
    }

    fn state(&self, i: u32) -> S {
        self.algorithm.states()[i as usize].clone()
    }

    fn first_forbidden(
        &self,
        class: GameClass,
        allowed: impl Fn(SgPair) -> bool,
    ) -> Result<(), ClassViolation<S>> {
        for i in 0..self.normal.len() as u32 {
            let pair = self.at(i);
            if !allowed(pair) {
                return Err(ClassViolation::ForbiddenPair {
                    class,
                    position: self.state(i),
                    pair,
                });
            }
        }
        Ok(())
    }

    /// Domestic (LCTR Definition 2.1): no (0,k)- and no (k,0)-positions with
    /// k ≥ 2. Returns the first offending position otherwise.
    ///
    /// # Errors
    /// The first [`ClassViolation::ForbiddenPair`] in index order.
    ///
    /// # Complexity
    /// O(states).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{ClassViolation, FiniteAlgorithm, GameClass, SgPair, SgPairs};
    /// // As in ClassViolation's example, plus g = 5 → {a, f}: a (0,2)-position.
    /// let fa = FiniteAlgorithm::from_followers([
    ///     vec![], vec![0], vec![1, 0], vec![2], vec![3, 1], vec![1, 4],
    /// ])?;
    /// let pairs = SgPairs::from_finite(fa)?;
    /// assert_eq!(
    ///     pairs.domestic(),
    ///     Err(ClassViolation::ForbiddenPair {
    ///         class: GameClass::Domestic,
    ///         position: 5,
    ///         pair: SgPair { normal: 0, misere: 2 },
    ///     })
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn domestic(&self) -> Result<(), ClassViolation<S>> {
        self.first_forbidden(GameClass::Domestic, |p| {
            !((p.normal == 0 && p.misere >= 2) || (p.misere == 0 && p.normal >= 2))
        })
    }

    /// Tame (LCTR Definition 2.2; Conway): only (0,1)-, (1,0)- and
    /// (k,k)-positions, k ≥ 0.
    ///
    /// # Errors
    /// The first [`ClassViolation::ForbiddenPair`] in index order.
    ///
    /// # Complexity
    /// O(states).
    ///
    /// # Example
    /// See [`ClassViolation`].
    pub fn tame(&self) -> Result<(), ClassViolation<S>> {
        self.first_forbidden(GameClass::Tame, |p| {
            p == P01 || p == P10 || p.normal == p.misere
        })
    }

    /// Pet (LCTR Definition 2.3): only (0,1)-, (1,0)- and (k,k)-positions,
    /// k ≥ 2.
    ///
    /// # Errors
    /// The first [`ClassViolation::ForbiddenPair`] in index order.
    ///
    /// # Complexity
    /// O(states).
    ///
    /// # Example
    /// See [`ClassViolation`].
    pub fn pet(&self) -> Result<(), ClassViolation<S>> {
        self.first_forbidden(GameClass::Pet, |p| {
            p == P01 || p == P10 || (p.normal == p.misere && p.normal >= 2)
        })
    }

    /// Forced (LCTR Definition 2.4): every move from a (0,1)-position
    /// results in a (1,0)-position and every move from a (1,0)-position in
    /// a (0,1)-position.
    ///
    /// # Errors
    /// The first [`ClassViolation::UnforcedMove`] (positions in index
    /// order, moves in follower order).
    ///
    /// # Complexity
    /// O(states + arrows).
    ///
    /// # Example
    /// See [`classify`].
    pub fn forced(&self) -> Result<(), ClassViolation<S>> {
        for i in 0..self.normal.len() as u32 {
            let pair = self.at(i);
            let want = if pair == P01 {
                P10
            } else if pair == P10 {
                P01
            } else {
                continue;
            };
            for &j in self.algorithm.followers_of(i) {
                let option_pair = self.at(j);
                if option_pair != want {
                    return Err(ClassViolation::UnforcedMove {
                        position: self.state(i),
                        pair,
                        option: self.state(j),
                        option_pair,
                    });
                }
            }
        }
        Ok(())
    }

    /// Returnable (LCTR Definition 2.5): if x is a (0,1)-position (resp. a
    /// (1,0)-position) with a move to a non-terminal y, then y has a move
    /// to a (0,1)-position (resp. a (1,0)-position).
    ///
    /// # Errors
    /// The first [`ClassViolation::NoReturn`] (positions in index order,
    /// moves in follower order).
    ///
    /// # Complexity
    /// O(states + Σ over (0,1)/(1,0)-positions x of the arrows out of φ(x)).
    ///
    /// # Example
    /// See [`classify`].
    pub fn returnable(&self) -> Result<(), ClassViolation<S>> {
        for i in 0..self.normal.len() as u32 {
            let pair = self.at(i);
            if pair != P01 && pair != P10 {
                continue;
            }
            for &j in self.algorithm.followers_of(i) {
                let back = self.algorithm.followers_of(j);
                if back.is_empty() {
                    continue;
                }
                if !back.iter().any(|&k| self.at(k) == pair) {
                    return Err(ClassViolation::NoReturn {
                        position: self.state(i),
                        pair,
                        option: self.state(j),
                        option_pair: self.at(j),
                    });
                }
            }
        }
        Ok(())
    }

    /// All five classes of LCTR Definition 2 with their witnesses.
    ///
    /// # Complexity
    /// O(states + Σ_x Σ_{y ∈ φ(x)} |φ(y)|).
    ///
    /// # Example
    /// See [`classify`].
    pub fn classify(&self) -> Classification<S> {
        Classification {
            domestic: self.domestic(),
            tame: self.tame(),
            pet: self.pet(),
            forced: self.forced(),
            returnable: self.returnable(),
        }
    }
}

/// The Gurvich–Ho classification (LCTR Definition 2) of the game ⟨root⟩:
/// domestic, tame, pet, forced and returnable, each `Ok(())` or the first
/// violation with its witness position(s).
///
/// # Errors
/// [`GameError::Cycle`] if ⟨root⟩ has a cycle; the limit errors of
/// [`FiniteAlgorithm::from_root`].
///
/// # Complexity
/// O(|⟨root⟩| + Σ_x Σ_{y ∈ φ(x)} |φ(y)|).
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{classify, Algorithm, ClassViolation, GameClass, GameError, SgPair};
/// struct Nim;
/// impl Algorithm for Nim {
///     type State = u32;
///     fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
///     where
///         B: From<GameError>,
///         F: FnMut(u32) -> ControlFlow<B>,
///     {
///         (0..*p).try_for_each(f)
///     }
/// }
/// // Nim is tame (Bouton) and forced, but not pet: (2,2) has a (0,0) option.
/// let c = classify(&vec![&Nim; 2], &vec![2, 2])?;
/// assert!(c.tame.is_ok() && c.forced.is_ok() && c.returnable.is_ok());
/// assert_eq!(
///     c.pet,
///     Err(ClassViolation::ForbiddenPair {
///         class: GameClass::Pet,
///         position: vec![2, 2],
///         pair: SgPair { normal: 0, misere: 0 },
///     })
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn classify<A>(game: &A, root: &A::State) -> Result<Classification<A::State>, GameError>
where
    A: Algorithm + ?Sized,
{
    Ok(SgPairs::new(game, root)?.classify())
}

impl Engine<'_> {
    /// The SG pairs of all positions reachable from `root` ([`SgPairs`]),
    /// within this engine's limits: ⟨root⟩ is materialized by
    /// [`FiniteAlgorithm::from_roots`] (in the caller's rayon pool, the
    /// token checked between rounds), then valued in both conventions.
    ///
    /// # Errors
    /// As [`FiniteAlgorithm::from_roots`]; [`GameError::Cycle`] if ⟨root⟩
    /// has a cycle.
    ///
    /// # Complexity
    /// O(|⟨root⟩| + arrows).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Engine, GameError, Limits, Nim, SgPair};
    /// let pairs = Engine::new().sg_pairs(&[Nim; 2], &[2, 2])?;
    /// assert_eq!(pairs.pair(&[2, 2]), Some(SgPair { normal: 0, misere: 0 }));
    /// let small = Engine::new().with_limits(Limits::default().with_max_states(3));
    /// assert_eq!(small.sg_pairs(&[Nim; 2], &[2, 2]).unwrap_err(), GameError::StateLimit { limit: 3 });
    /// # Ok::<(), GameError>(())
    /// ```
    pub fn sg_pairs<A>(&self, game: &A, root: &A::State) -> Result<SgPairs<A::State>, GameError>
    where
        A: Algorithm + Sync + ?Sized,
        A::State: Clone + Eq + Hash + Send + Sync,
    {
        let roots = std::slice::from_ref(root);
        SgPairs::from_finite(FiniteAlgorithm::from_roots(game, roots, self)?)
    }

    /// The classification of ⟨root⟩ ([`classify`]) within this engine's
    /// limits, through [`Engine::sg_pairs`].
    ///
    /// # Errors
    /// As [`Engine::sg_pairs`].
    ///
    /// # Complexity
    /// O(|⟨root⟩| + arrows).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Engine, Nim};
    /// let c = Engine::new().classify(&[Nim; 2], &[2, 2])?;
    /// assert!(c.tame.is_ok() && c.pet.is_err());
    /// # Ok::<(), hookgames_game::GameError>(())
    /// ```
    pub fn classify<A>(
        &self,
        game: &A,
        root: &A::State,
    ) -> Result<Classification<A::State>, GameError>
    where
        A: Algorithm + Sync + ?Sized,
        A::State: Clone + Eq + Hash + Send + Sync,
    {
        Ok(self.sg_pairs(game, root)?.classify())
    }
}
