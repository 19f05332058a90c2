//! Sums of games. The disjunctive sum (Kawanaka §1; LCTR §2.2) is not a
//! type of its own: a tuple `(A, B, …)` of games (up to eight), an array
//! `[A; N]`, a slice `[A]` or a `Vec<A>` of games of one type *is* a game,
//! whose states are the tuples, arrays or vectors of component states. The
//! disjoint sums ⊔ are [`DisjointSum`] and [`DisjointUnion`].

use std::collections::BTreeMap;
use std::ops::ControlFlow;

use crate::algorithm::{Algorithm, OptionsByValue};
use crate::config::Engine;
use crate::error::GameError;
use crate::limits::ListBudget;
use crate::solve::engine;
use crate::vocab::Convention;

/// The disjunctive sum (P, φ) + (Q, ψ) + … of the games of a tuple
/// (Kawanaka §1: a follower replaces exactly one coordinate by one of its
/// followers). Followers are listed component by component, left first.
macro_rules! tuple_sums {
    ($( ($($T:ident $i:tt),+) )+) => { $(
        impl<$($T: Algorithm),+> Algorithm for ($($T,)+) {
            type State = ($($T::State,)+);

            fn try_for_each_follower<Br, F>(&self, p: &Self::State, mut f: F) -> ControlFlow<Br>
            where
                Br: From<GameError>,
                F: FnMut(Self::State) -> ControlFlow<Br>,
            {
                $(
                    self.$i.try_for_each_follower(&p.$i, |y| {
                        let mut q = p.clone();
                        q.$i = y;
                        f(q)
                    })?;
                )+
                ControlFlow::Continue(())
            }

            fn follower_count(&self, p: &Self::State) -> Result<usize, GameError> {
                Ok(0usize $(.saturating_add(self.$i.follower_count(&p.$i)?))+)
            }

            fn is_end(&self, p: &Self::State) -> Result<bool, GameError> {
                Ok(true $(&& self.$i.is_end(&p.$i)?)+)
            }

            fn state_bytes(&self, p: &Self::State) -> usize {
                // The tuple's inline size, plus each component's heap.
                // Saturating: a component may report up to usize::MAX.
                std::mem::size_of::<Self::State>()
                    $(.saturating_add(self.$i.state_bytes(&p.$i).saturating_sub(std::mem::size_of::<$T::State>())))+
            }

            /// The Sprague–Grundy theorem: the nim-sum of the components'
            /// values, each known by its game or searched on it alone.
            fn known_grundy(&self, p: &Self::State, engine: &Engine<'_>) -> Option<Result<u64, GameError>> {
                let values = || -> Result<u64, GameError> {
                    Ok(0 $(^ engine::component_value(&self.$i, Convention::Normal, &p.$i, engine)?)+)
                };
                Some(values())
            }

            /// The one component that can still move, if there is at most
            /// one: the sum is that component (1 if none can move).
            fn known_misere_grundy(&self, p: &Self::State, engine: &Engine<'_>) -> Option<Result<u64, GameError>> {
                let mut live = 0usize;
                $(
                    match self.$i.is_end(&p.$i) {
                        Ok(end) => live += usize::from(!end),
                        Err(e) => return Some(Err(e)),
                    }
                )+
                if live > 1 {
                    return None;
                }
                $(
                    if !matches!(self.$i.is_end(&p.$i), Ok(true)) {
                        return Some(engine::component_value(&self.$i, Convention::Misere, &p.$i, engine));
                    }
                )+
                Some(Ok(Convention::Misere.end_value()))
            }

            /// In component i, the moves to value Gᵢ ⊕ G ⊕ `value`.
            fn known_options_with_value(
                &self,
                p: &Self::State,
                value: u64,
                engine: &Engine<'_>,
            ) -> Option<Result<Vec<Self::State>, GameError>> {
                let options = || -> Result<Vec<Self::State>, GameError> {
                    let g = [$(engine::component_value(&self.$i, Convention::Normal, &p.$i, engine)?),+];
                    let others = g.iter().fold(value, |acc, v| acc ^ v);
                    let mut out = Vec::new();
                    let mut room = ListBudget::default();
                    $(
                        // No follower has its position's value (the mex).
                        if others ^ g[$i] != g[$i] {
                            for y in engine::component_options_with_value(&self.$i, &p.$i, others ^ g[$i], engine)? {
                                let mut q = p.clone();
                                q.$i = y;
                                room.take(self.state_bytes(&q), engine.limits())?;
                                out.push(q);
                            }
                        }
                    )+
                    Ok(out)
                };
                Some(options())
            }

            /// Each component's followers valued once, on the component:
            /// moving component i to a follower of value v gives G ⊕ Gᵢ ⊕ v.
            fn known_options_by_value(
                &self,
                p: &Self::State,
                engine: &Engine<'_>,
            ) -> Option<Result<OptionsByValue<Self::State>, GameError>> {
                let options = || -> Result<BTreeMap<u64, Vec<Self::State>>, GameError> {
                    let g = [$(engine::component_value(&self.$i, Convention::Normal, &p.$i, engine)?),+];
                    let total = g.iter().fold(0, |acc, v| acc ^ v);
                    let mut by: BTreeMap<u64, Vec<Self::State>> = BTreeMap::new();
                    let mut room = ListBudget::default();
                    $(
                        for (v, ys) in engine::component_options_by_value(&self.$i, &p.$i, engine)? {
                            for y in ys {
                                let mut q = p.clone();
                                q.$i = y;
                                room.take(self.state_bytes(&q), engine.limits())?;
                                by.entry(total ^ g[$i] ^ v).or_default().push(q);
                            }
                        }
                    )+
                    Ok(by)
                };
                Some(options())
            }
        }
    )+ };
}

tuple_sums! {
    (A 0, B 1)
    (A 0, B 1, C 2)
    (A 0, B 1, C 2, D 3)
    (A 0, B 1, C 2, D 3, E 4)
    (A 0, B 1, C 2, D 3, E 4, G 5)
    (A 0, B 1, C 2, D 3, E 4, G 5, H 6)
    (A 0, B 1, C 2, D 3, E 4, G 5, H 6, I 7)
}

/// The followers of a sum of games of one type, with states as a
/// slice-like container `S` of component states, until `f` breaks.
fn sum_followers<A, S, B, F>(games: &[A], p: &S, mut f: F) -> ControlFlow<B>
where
    A: Algorithm,
    S: Clone + AsRef<[A::State]> + AsMut<[A::State]>,
    B: From<GameError>,
    F: FnMut(S) -> ControlFlow<B>,
{
    for (i, (game, x)) in games.iter().zip(p.as_ref()).enumerate() {
        game.try_for_each_follower(x, |y| {
            let mut q = p.clone();
            q.as_mut()[i] = y;
            f(q)
        })?;
    }
    ControlFlow::Continue(())
}

/// The values of the components of a family sum at `p` (as many as there
/// are both games and coordinates), each known or searched alone.
fn family_values<A: Algorithm>(
    games: &[A],
    p: &[A::State],
    engine: &Engine<'_>,
) -> Result<Vec<u64>, GameError> {
    games
        .iter()
        .zip(p)
        .map(|(g, x)| engine::component_value(g, Convention::Normal, x, engine))
        .collect()
}

/// The nim-sum of the values of the components of a family sum at `p`,
/// each known or searched alone (without collecting them).
#[inline]
fn family_grundy<A: Algorithm>(
    games: &[A],
    p: &[A::State],
    engine: &Engine<'_>,
) -> Result<u64, GameError> {
    games.iter().zip(p).try_fold(0, |acc, (g, x)| {
        Ok(acc ^ engine::component_value(g, Convention::Normal, x, engine)?)
    })
}

/// The misère value of a family sum in which at most one component can
/// move (that component's), else `None`.
fn family_misere<A: Algorithm>(
    games: &[A],
    p: &[A::State],
    engine: &Engine<'_>,
) -> Option<Result<u64, GameError>> {
    let mut live = None;
    for (g, x) in games.iter().zip(p) {
        match g.is_end(x) {
            Err(e) => return Some(Err(e)),
            Ok(true) => {}
            Ok(false) if live.is_some() => return None,
            Ok(false) => live = Some((g, x)),
        }
    }
    Some(match live {
        None => Ok(Convention::Misere.end_value()),
        Some((g, x)) => engine::component_value(g, Convention::Misere, x, engine),
    })
}

/// The followers of a family sum grouped by normal-play value (only those
/// of value `only`, if given), each group in the order of the enumeration:
/// component i's followers of value v give G ⊕ Gᵢ ⊕ v.
fn family_options<A, S>(
    games: &[A],
    p: &S,
    only: Option<u64>,
    engine: &Engine<'_>,
    bytes: impl Fn(&S) -> usize,
) -> Result<BTreeMap<u64, Vec<S>>, GameError>
where
    A: Algorithm,
    S: Clone + AsRef<[A::State]> + AsMut<[A::State]>,
{
    let g = family_values(games, p.as_ref(), engine)?;
    let total = g.iter().fold(0, |acc, v| acc ^ v);
    let mut by: BTreeMap<u64, Vec<S>> = BTreeMap::new();
    let mut room = ListBudget::default();
    for (i, (game, x)) in games.iter().zip(p.as_ref()).enumerate() {
        let valued = match only {
            // No follower has its position's value (the mex).
            Some(t) if total ^ t == 0 => continue,
            Some(t) => {
                let v = total ^ g[i] ^ t;
                let ys = engine::component_options_with_value(game, x, v, engine)?;
                BTreeMap::from([(v, ys)])
            }
            None => engine::component_options_by_value(game, x, engine)?,
        };
        for (v, ys) in valued {
            for y in ys {
                let mut q = p.clone();
                q.as_mut()[i] = y;
                room.take(bytes(&q), engine.limits())?;
                by.entry(total ^ g[i] ^ v).or_default().push(q);
            }
        }
    }
    Ok(by)
}

/// The sum of a family of games of one type: the slice `[A]` (states
/// `Vec`s) and the array `[A; N]` (states arrays) share every method.
macro_rules! family_sum {
    ($($(#[$doc:meta])* [$($gen:tt)*] $ty:ty => $state:ty, heap: $elements_on_heap:expr;)+) => { $(
        $(#[$doc])*
        impl<$($gen)*> Algorithm for $ty {
            type State = $state;

            fn try_for_each_follower<B, F>(&self, p: &Self::State, f: F) -> ControlFlow<B>
            where
                B: From<GameError>,
                F: FnMut(Self::State) -> ControlFlow<B>,
            {
                sum_followers(&self[..], p, f)
            }

            fn follower_count(&self, p: &Self::State) -> Result<usize, GameError> {
                self.iter()
                    .zip(p.iter())
                    .try_fold(0usize, |n, (g, x)| Ok(n.saturating_add(g.follower_count(x)?)))
            }

            fn is_end(&self, p: &Self::State) -> Result<bool, GameError> {
                for (g, x) in self.iter().zip(p.iter()) {
                    if !g.is_end(x)? {
                        return Ok(false);
                    }
                }
                Ok(true)
            }

            fn state_bytes(&self, p: &Self::State) -> usize {
                // The container's inline size, plus each component's bytes:
                // whole for a Vec (its elements live on the heap), only
                // their heap for an array (its elements are inline).
                let inline = std::mem::size_of::<Self::State>();
                let element = if $elements_on_heap { 0 } else { std::mem::size_of::<A::State>() };
                self.iter()
                    .zip(p.iter())
                    .map(|(g, x)| g.state_bytes(x).saturating_sub(element))
                    .fold(inline, usize::saturating_add)
            }

            /// The Sprague–Grundy theorem: the nim-sum of the components'
            /// values, each known by its game or searched on it alone.
            #[inline]
            fn known_grundy(&self, p: &Self::State, engine: &Engine<'_>) -> Option<Result<u64, GameError>> {
                Some(family_grundy(&self[..], p.as_ref(), engine))
            }

            /// The one component that can still move, if there is at most
            /// one: the sum is that component (1 if none can move).
            fn known_misere_grundy(&self, p: &Self::State, engine: &Engine<'_>) -> Option<Result<u64, GameError>> {
                family_misere(&self[..], p.as_ref(), engine)
            }

            /// In component i, the moves to value Gᵢ ⊕ G ⊕ `value`.
            fn known_options_with_value(
                &self,
                p: &Self::State,
                value: u64,
                engine: &Engine<'_>,
            ) -> Option<Result<Vec<Self::State>, GameError>> {
                Some(family_options(&self[..], p, Some(value), engine, |q| self.state_bytes(q))
                    .map(|by| by.into_values().flatten().collect()))
            }

            /// Each component's followers valued once, on the component:
            /// moving component i to a follower of value v gives G ⊕ Gᵢ ⊕ v.
            fn known_options_by_value(
                &self,
                p: &Self::State,
                engine: &Engine<'_>,
            ) -> Option<Result<OptionsByValue<Self::State>, GameError>> {
                Some(family_options(&self[..], p, None, engine, |q| self.state_bytes(q)))
            }
        }
    )+ };
}

family_sum! {
    /// The sum of a family of games of one type (Kawanaka §1: "the sum of a
    /// family of algorithms is defined similarly"): a state is a vector with
    /// one coordinate per component, and a follower replaces exactly one
    /// coordinate by one of its followers. Kawanaka's n-cube C_n is
    /// `vec![C1; n]`; a Nim position is the sum of its heaps.
    ///
    /// A state should have one coordinate per component: coordinates beyond
    /// the components are never moved, and components beyond the
    /// coordinates are absent.
    [A: Algorithm] [A] => Vec<A::State>, heap: true;
    /// The sum of the N games of an array: a state is an array of N
    /// component states, and a follower replaces exactly one of them.
    [A: Algorithm, const N: usize] [A; N] => [A::State; N], heap: false;
}

/// The sum of the games of a vector: as for the slice `[A]`.
impl<A: Algorithm> Algorithm for Vec<A> {
    type State = Vec<A::State>;

    fn try_for_each_follower<B, F>(&self, p: &Self::State, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(Self::State) -> ControlFlow<B>,
    {
        self.as_slice().try_for_each_follower(p, f)
    }

    fn follower_count(&self, p: &Self::State) -> Result<usize, GameError> {
        self.as_slice().follower_count(p)
    }

    fn is_end(&self, p: &Self::State) -> Result<bool, GameError> {
        self.as_slice().is_end(p)
    }

    fn state_bytes(&self, p: &Self::State) -> usize {
        self.as_slice().state_bytes(p)
    }

    #[inline]
    fn known_grundy(&self, p: &Self::State, engine: &Engine<'_>) -> Option<Result<u64, GameError>> {
        self.as_slice().known_grundy(p, engine)
    }

    fn known_misere_grundy(
        &self,
        p: &Self::State,
        engine: &Engine<'_>,
    ) -> Option<Result<u64, GameError>> {
        self.as_slice().known_misere_grundy(p, engine)
    }

    fn known_options_with_value(
        &self,
        p: &Self::State,
        value: u64,
        engine: &Engine<'_>,
    ) -> Option<Result<Vec<Self::State>, GameError>> {
        self.as_slice().known_options_with_value(p, value, engine)
    }

    fn known_options_by_value(
        &self,
        p: &Self::State,
        engine: &Engine<'_>,
    ) -> Option<Result<OptionsByValue<Self::State>, GameError>> {
        self.as_slice().known_options_by_value(p, engine)
    }
}

/// A state of a disjoint sum: a state of the left or of the right
/// algorithm.
///
/// # Example
/// ```
/// use hookgames_game::Either;
/// let x: Either<u32, char> = Either::Left(3);
/// assert_ne!(x, Either::Right('a'));
/// ```
///
/// With the `serde` feature it is serializable (when `L` and `R` are) as
/// `{"Left": 3}` or `{"Right": "a"}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Either<L, R> {
    /// A state of the left algorithm.
    Left(L),
    /// A state of the right algorithm.
    Right(R),
}

/// The disjoint sum (P, φ) ⊔ (Q, ψ) (Kawanaka §1): the state space is the
/// disjoint union P ⊔ Q and both algorithms are full subalgorithms. A
/// state moves inside its own side.
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{Algorithm, AlgorithmExt, DisjointSum, Either, GameError};
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
/// let g = DisjointSum::new(Nim, Nim);
/// assert_eq!(g.followers(&Either::Right(2)).unwrap(), vec![Either::Right(0), Either::Right(1)]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct DisjointSum<A, B> {
    /// The left algorithm (P, φ).
    pub left: A,
    /// The right algorithm (Q, ψ).
    pub right: B,
}

impl<A, B> DisjointSum<A, B> {
    /// The disjoint sum `left ⊔ right`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`DisjointSum`].
    pub fn new(left: A, right: B) -> Self {
        DisjointSum { left, right }
    }
}

impl<A: Algorithm, B: Algorithm> Algorithm for DisjointSum<A, B> {
    type State = Either<A::State, B::State>;

    fn state_bytes(&self, p: &Self::State) -> usize {
        let heap = match p {
            Either::Left(a) => self
                .left
                .state_bytes(a)
                .saturating_sub(std::mem::size_of::<A::State>()),
            Either::Right(b) => self
                .right
                .state_bytes(b)
                .saturating_sub(std::mem::size_of::<B::State>()),
        };
        std::mem::size_of::<Self::State>().saturating_add(heap)
    }

    fn try_for_each_follower<Br, F>(&self, p: &Self::State, mut f: F) -> ControlFlow<Br>
    where
        Br: From<GameError>,
        F: FnMut(Self::State) -> ControlFlow<Br>,
    {
        match p {
            Either::Left(a) => self.left.try_for_each_follower(a, |x| f(Either::Left(x))),
            Either::Right(b) => self.right.try_for_each_follower(b, |y| f(Either::Right(y))),
        }
    }

    fn follower_count(&self, p: &Self::State) -> Result<usize, GameError> {
        match p {
            Either::Left(a) => self.left.follower_count(a),
            Either::Right(b) => self.right.follower_count(b),
        }
    }

    fn known_grundy(&self, p: &Self::State, engine: &Engine<'_>) -> Option<Result<u64, GameError>> {
        match p {
            Either::Left(a) => self.left.known_grundy(a, engine),
            Either::Right(b) => self.right.known_grundy(b, engine),
        }
    }

    fn known_misere_grundy(
        &self,
        p: &Self::State,
        engine: &Engine<'_>,
    ) -> Option<Result<u64, GameError>> {
        match p {
            Either::Left(a) => self.left.known_misere_grundy(a, engine),
            Either::Right(b) => self.right.known_misere_grundy(b, engine),
        }
    }

    fn known_options_with_value(
        &self,
        p: &Self::State,
        value: u64,
        engine: &Engine<'_>,
    ) -> Option<Result<Vec<Self::State>, GameError>> {
        match p {
            Either::Left(a) => Some(
                self.left
                    .known_options_with_value(a, value, engine)?
                    .map(|qs| qs.into_iter().map(Either::Left).collect()),
            ),
            Either::Right(b) => Some(
                self.right
                    .known_options_with_value(b, value, engine)?
                    .map(|qs| qs.into_iter().map(Either::Right).collect()),
            ),
        }
    }

    fn known_options_by_value(
        &self,
        p: &Self::State,
        engine: &Engine<'_>,
    ) -> Option<Result<OptionsByValue<Self::State>, GameError>> {
        match p {
            Either::Left(a) => Some(
                self.left
                    .known_options_by_value(a, engine)?
                    .map(|by| map_groups(by, Either::Left)),
            ),
            Either::Right(b) => Some(
                self.right
                    .known_options_by_value(b, engine)?
                    .map(|by| map_groups(by, Either::Right)),
            ),
        }
    }
}

/// A grouping of followers by value with each follower mapped by `f` (a
/// component's followers as followers of a disjoint sum).
fn map_groups<S, T>(by: BTreeMap<u64, Vec<S>>, f: impl Fn(S) -> T) -> BTreeMap<u64, Vec<T>> {
    by.into_iter()
        .map(|(v, qs)| (v, qs.into_iter().map(&f).collect()))
        .collect()
}

/// The disjoint sum of a family of algorithms of one type (Kawanaka §1): a
/// state is `(i, p)` with `p` a state of component `i`, and it moves inside
/// component `i`. States naming a component that does not exist are ends.
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{Algorithm, AlgorithmExt, DisjointUnion, GameError};
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
/// let g = DisjointUnion::new(vec![Nim, Nim, Nim]);
/// assert_eq!(g.followers(&(2, 1)).unwrap(), vec![(2, 0)]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct DisjointUnion<A> {
    components: Vec<A>,
}

impl<A> DisjointUnion<A> {
    /// The disjoint sum of `components`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`DisjointUnion`].
    pub fn new(components: Vec<A>) -> Self {
        DisjointUnion { components }
    }

    /// The components.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::DisjointUnion;
    /// assert_eq!(DisjointUnion::new(vec![1u8, 2]).components(), &[1, 2]);
    /// ```
    pub fn components(&self) -> &[A] {
        &self.components
    }
}

impl<A: Algorithm> Algorithm for DisjointUnion<A> {
    type State = (usize, A::State);

    fn state_bytes(&self, p: &Self::State) -> usize {
        let heap = self.components.get(p.0).map_or(0, |g| {
            g.state_bytes(&p.1)
                .saturating_sub(std::mem::size_of::<A::State>())
        });
        std::mem::size_of::<Self::State>().saturating_add(heap)
    }

    fn try_for_each_follower<B, F>(&self, p: &Self::State, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(Self::State) -> ControlFlow<B>,
    {
        match self.components.get(p.0) {
            Some(g) => g.try_for_each_follower(&p.1, |q| f((p.0, q))),
            None => ControlFlow::Continue(()),
        }
    }

    fn known_grundy(&self, p: &Self::State, engine: &Engine<'_>) -> Option<Result<u64, GameError>> {
        match self.components.get(p.0) {
            Some(g) => g.known_grundy(&p.1, engine),
            None => Some(Ok(Convention::Normal.end_value())),
        }
    }

    fn known_misere_grundy(
        &self,
        p: &Self::State,
        engine: &Engine<'_>,
    ) -> Option<Result<u64, GameError>> {
        match self.components.get(p.0) {
            Some(g) => g.known_misere_grundy(&p.1, engine),
            None => Some(Ok(Convention::Misere.end_value())),
        }
    }

    fn known_options_with_value(
        &self,
        p: &Self::State,
        value: u64,
        engine: &Engine<'_>,
    ) -> Option<Result<Vec<Self::State>, GameError>> {
        match self.components.get(p.0) {
            Some(g) => Some(
                g.known_options_with_value(&p.1, value, engine)?
                    .map(|qs| qs.into_iter().map(|q| (p.0, q)).collect()),
            ),
            None => Some(Ok(Vec::new())),
        }
    }

    fn known_options_by_value(
        &self,
        p: &Self::State,
        engine: &Engine<'_>,
    ) -> Option<Result<OptionsByValue<Self::State>, GameError>> {
        match self.components.get(p.0) {
            Some(g) => Some(
                g.known_options_by_value(&p.1, engine)?
                    .map(|by| map_groups(by, |q| (p.0, q))),
            ),
            None => Some(Ok(BTreeMap::new())),
        }
    }
}
