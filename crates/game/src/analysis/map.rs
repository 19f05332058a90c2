//! Maps between games that may fail on part of their domain.

use std::convert::Infallible;

/// A map f from the positions of one game to those of another, defined on
/// part of its domain: [`try_apply`](GameMap::try_apply) returns the image,
/// or an error for a position where f is not defined.
///
/// The maps of the papers are of this kind — the map E of Abuku–Tada
/// Theorem 4.4, their A and B (Definitions 5.11, 5.13), Φ and Ψ (the
/// Japanese version, Lemmas 6.8, 6.9), Motegi's row reduction, the
/// transposition of a rectangle, Turning Turtles ↔ shifted diagrams — and
/// each implements this trait, so that
/// [`verify_isomorphism`](crate::verify_isomorphism) reports a position
/// where the map fails as a counterexample
/// ([`IsomorphismError::MapFailed`](crate::IsomorphismError::MapFailed))
/// instead of panicking.
///
/// Every closure `Fn(&S) -> T` is an infallible map (its `Error` is
/// [`Infallible`]); wrap a closure that returns a `Result` in [`Fallible`].
/// [`verify_isomorphism`](crate::verify_isomorphism) itself takes a
/// closure, so that Rust infers its argument types: pass `|p| map.try_apply(p)`
/// for a map of this trait, `|p| f(p)` for a total map, or a closure
/// returning a `Result` for a partial one.
///
/// # Example
/// ```
/// use hookgames_game::{Fallible, GameMap};
///
/// // n ↦ n − 1 is not defined at 0.
/// let pred = Fallible(|n: &u32| n.checked_sub(1).ok_or("0 has no predecessor"));
/// assert_eq!(pred.try_apply(&5), Ok(4));
/// assert_eq!(pred.try_apply(&0), Err("0 has no predecessor"));
///
/// // A closure is an infallible map.
/// let double = |n: &u32| 2 * n;
/// assert_eq!(double.try_apply(&5), Ok(10));
/// ```
pub trait GameMap<S> {
    /// The positions of the target game.
    type Image;
    /// Why the map is not defined at a position.
    type Error;

    /// f(p), or why f is not defined at `p`.
    ///
    /// # Errors
    /// `Self::Error` for a position outside the map's domain.
    fn try_apply(&self, p: &S) -> Result<Self::Image, Self::Error>;
}

impl<S, T, F> GameMap<S> for F
where
    F: Fn(&S) -> T,
{
    type Image = T;
    type Error = Infallible;

    fn try_apply(&self, p: &S) -> Result<T, Infallible> {
        Ok(self(p))
    }
}

/// A closure that returns a `Result`, as a fallible [`GameMap`].
///
/// # Example
/// See [`GameMap`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Fallible<F>(pub F);

impl<S, T, E, F> GameMap<S> for Fallible<F>
where
    F: Fn(&S) -> Result<T, E>,
{
    type Image = T;
    type Error = E;

    fn try_apply(&self, p: &S) -> Result<T, E> {
        (self.0)(p)
    }
}

/// What a map passed to [`verify_isomorphism`](crate::verify_isomorphism)
/// returns: the image itself (a total map, error type [`Infallible`]) or a
/// `Result` (a partial map, whose errors become
/// [`IsomorphismError::MapFailed`](crate::IsomorphismError::MapFailed)).
///
/// Implemented for every `T` and every `Result<T, E>`; sealed.
///
/// # Example
/// ```
/// use hookgames_game::MapOutcome;
/// assert_eq!(MapOutcome::<u32>::into_result(7u32), Ok(7));
/// assert_eq!(MapOutcome::<u32>::into_result(Err::<u32, &str>("no image")), Err("no image"));
/// ```
pub trait MapOutcome<T>: sealed::Sealed<T> {
    /// Why there is no image (`Infallible` for a total map).
    type Error;

    /// The image, or why there is none.
    ///
    /// # Errors
    /// `Self::Error` where the map is not defined.
    fn into_result(self) -> Result<T, Self::Error>;
}

impl<T> MapOutcome<T> for T {
    type Error = Infallible;

    fn into_result(self) -> Result<T, Infallible> {
        Ok(self)
    }
}

impl<T, E> MapOutcome<T> for Result<T, E> {
    type Error = E;

    fn into_result(self) -> Result<T, E> {
        self
    }
}

mod sealed {
    pub trait Sealed<T> {}
    impl<T> Sealed<T> for T {}
    impl<T, E> Sealed<T> for Result<T, E> {}
}
