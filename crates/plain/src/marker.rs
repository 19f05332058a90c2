//! The `Plain` marker: games that satisfy Kawanaka's axioms (P1)–(P4).

use std::ops::ControlFlow;

use hashbrown::HashMap;
use hookgames_game::{Algorithm, AlgorithmExt, DisjointSum, DisjointUnion, Either, GameError};

/// A game that is a *plain algorithm* (Kawanaka §2): its branching satisfies
/// the axioms (P1)–(P4). Implementing this trait is a promise, and the
/// theorems of Kawanaka's paper are applied on the strength of it.
///
/// # The obligation
/// `impl Plain for G` asserts that **every** principal algorithm ⟨p⟩ of `G`
/// that the program will query satisfies (P1)–(P4) — because a theorem says
/// so, as for the games of this family: the Nakayama algorithm (Young
/// diagrams under hook removal and the one-line realization, Kawanaka §8),
/// hook removal on shifted diagrams and Turning Turtles, Nim, cubes, and
/// sums of plain games (Kawanaka §2). Functions whose answer rests on a
/// theorem about plain algorithms — [`good_moves`](crate::good_moves),
/// [`Diagram::of`](crate::Diagram::of), [`n_adic_expansion`](crate::n_adic_expansion)
/// as the Grundy value (Theorem 4.1), [`NQuotient::core`](crate::NQuotient::core) — take only
/// `Plain` games and do not check the axioms: on a game that breaks the
/// promise they return wrong answers without an error.
///
/// For a game whose plainness is not a theorem (Chomp, the MHRG away from
/// the diagonal, a game of your own), do not implement `Plain`; use the
/// checked path instead — [`good_moves_checked`](crate::good_moves_checked),
/// [`Diagram::of_checked`](crate::Diagram::of_checked),
/// [`check_plain`](crate::check_plain) — which verifies the axioms on the
/// finite algorithm ⟨p⟩ below the position and returns the violated axiom
/// with its witnesses ([`AxiomViolation`](crate::AxiomViolation)) instead
/// of an answer. The tests of a `Plain` implementation should run
/// [`check_plain`](crate::check_plain) on every small position.
///
/// # Arrow lengths
/// The one piece of data the theory needs besides the followers is the
/// length |p → q| of an arrow: the number of irreducible arrows in an
/// irreducible decomposition of p → q (Proposition 3.2), which equals the
/// length |H_p(q)| of the hook of q in the diagram Y_p (2.1). The provided
/// methods compute it from the followers; override them when the lengths
/// are cheaper (for a Young diagram they are the hook lengths).
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{Algorithm, GameError};
/// use hookgames_plain::{check_plain, good_moves, Plain};
///
/// /// A Nim heap: the Nakayama algorithm with one stone (Kawanaka §8).
/// struct Heap;
/// impl Algorithm for Heap {
///     type State = u64;
///     fn try_for_each_follower<B, F>(&self, p: &u64, f: F) -> ControlFlow<B>
///     where
///         B: From<GameError>,
///         F: FnMut(u64) -> ControlFlow<B>,
///     {
///         (0..*p).try_for_each(f)
///     }
/// }
/// // The promise, kept: a heap is a one-row Young diagram.
/// impl Plain for Heap {}
///
/// assert_eq!(Heap.arrow_length(&7, &2)?, 5);
/// assert!(check_plain(&(Heap, Heap), &(4, 6)).is_ok());
/// assert_eq!(good_moves(&(Heap, Heap), &(4, 6))?, vec![(4, 4)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Plain: Algorithm {
    /// |p → q| for an arrow p → q (q ∈ φ(p)): the hook length |H_p(q)| =
    /// 1 + |{x ∈ φ(p) : q ∈ φ(x)}| (Kawanaka (2.1), Proposition 3.2).
    ///
    /// # Errors
    /// Provided: the game's error when it cannot enumerate p or one of its
    /// followers (0.2 could not say so). The family's closed forms never
    /// fail.
    ///
    /// # Complexity
    /// Provided: one follower enumeration of p and of each x ∈ φ(p),
    /// O(Σ_{x ∈ φ(p)} |φ(x)|).
    ///
    /// # Example
    /// See [`Plain`].
    fn arrow_length(&self, p: &Self::State, q: &Self::State) -> Result<u64, GameError> {
        let mut length = 1u64;
        let flow = self.try_for_each_follower(p, |x| match self.has_arrow(&x, q) {
            Ok(true) => {
                length += 1;
                ControlFlow::Continue(())
            }
            Ok(false) => ControlFlow::Continue(()),
            Err(e) => ControlFlow::Break(e),
        });
        match flow {
            ControlFlow::Break(e) => Err(e),
            ControlFlow::Continue(()) => Ok(length),
        }
    }

    /// Calls `f` once with |p → q| for each follower q ∈ φ(p), in the
    /// order of [`for_each_follower`](Algorithm::try_for_each_follower).
    ///
    /// The n-adic expansion E⁽ⁿ⁾ (Kawanaka (4.1)) and the n-quotient sizes
    /// only need these lengths; override this when they are cheaper than
    /// the followers themselves (the hook lengths of a Young diagram are,
    /// for example).
    ///
    /// # Complexity
    /// Provided: O(Σ_{x ∈ φ(p)} |φ(x)|) follower calls and hash operations
    /// (the hooks of the diagram Y_p are counted in one pass).
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{Algorithm, GameError};
    /// use hookgames_plain::Plain;
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
    /// impl Plain for Nim {
    ///     fn arrow_length(&self, p: &u32, q: &u32) -> Result<u64, GameError> { Ok(u64::from(p - q)) }
    /// }
    /// let mut lengths = Vec::new();
    /// let flow = Nim.try_for_each_arrow_length(&3, |l| -> ControlFlow<GameError> {
    ///     lengths.push(l);
    ///     ControlFlow::Continue(())
    /// });
    /// assert!(flow.is_continue());
    /// assert_eq!(lengths, vec![3, 2, 1]);
    /// ```
    fn try_for_each_arrow_length<B, F>(&self, p: &Self::State, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        let options = match self.followers(p) {
            Ok(options) => options,
            Err(e) => return ControlFlow::Break(e.into()),
        };
        let index: HashMap<&Self::State, usize> =
            options.iter().enumerate().map(|(i, x)| (x, i)).collect();
        let mut hook = vec![1u64; options.len()];
        for x in &options {
            let counted = self.for_each_follower(x, |y| {
                if let Some(&j) = index.get(&y) {
                    hook[j] += 1;
                }
            });
            if let Err(e) = counted {
                return ControlFlow::Break(e.into());
            }
        }
        hook.into_iter().try_for_each(f)
    }

    /// `true` if the game promises that for every n ≥ 2 an arrow of length
    /// kn has length k in the restriction (P, φ_n) of (3.1) (its
    /// decompositions into arrows of φ_n have k arrows), and that (P, φ_n)
    /// keeps this property. The Nakayama algorithm has it (Kawanaka §8:
    /// Y − H = (⋯(Y − H₁) − ⋯) − H_k with |H_i| = n), and so have sums of
    /// games that have it; hook removal on shifted diagrams does not (two
    /// parts a + b = 4 with a = 3, b = 1 form one arrow of φ₂).
    ///
    /// With the promise, the n-adic expansion
    /// [`n_adic_expansion`](crate::n_adic_expansion) needs the arrow lengths
    /// of p only; without it, it also explores the followers of the options
    /// in φ_n(p). The default is `false`.
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{Algorithm, GameError};
    /// use hookgames_plain::Plain;
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
    /// impl Plain for Nim {
    ///     fn arrow_length(&self, p: &u32, q: &u32) -> Result<u64, GameError> { Ok(u64::from(p - q)) }
    ///     fn quotient_lengths_divide(&self) -> bool { true }
    /// }
    /// assert!(Nim.quotient_lengths_divide());
    /// ```
    fn quotient_lengths_divide(&self) -> bool {
        false
    }
}

/// The blanket implementations forward every method.
macro_rules! forward_plain {
    ($($ty:ty),+) => { $(
        impl<A: Plain + ?Sized> Plain for $ty {
            fn arrow_length(&self, p: &Self::State, q: &Self::State) -> Result<u64, GameError> {
                (**self).arrow_length(p, q)
            }
            fn try_for_each_arrow_length<B, F>(&self, p: &Self::State, f: F) -> ControlFlow<B>
            where
                B: From<GameError>,
                F: FnMut(u64) -> ControlFlow<B>,
            {
                (**self).try_for_each_arrow_length(p, f)
            }
            fn quotient_lengths_divide(&self) -> bool {
                (**self).quotient_lengths_divide()
            }
        }
    )+ };
}

forward_plain!(&A, Box<A>, std::rc::Rc<A>, std::sync::Arc<A>);

/// The sum of plain algorithms is plain (Kawanaka §2), and an arrow of a sum
/// has the length of the arrow of the component that moved.
macro_rules! tuple_plain {
    ($( ($($T:ident $i:tt),+) )+) => { $(
        impl<$($T: Plain),+> Plain for ($($T,)+) {
            fn arrow_length(&self, p: &Self::State, q: &Self::State) -> Result<u64, GameError> {
                $(
                    if p.$i != q.$i {
                        return self.$i.arrow_length(&p.$i, &q.$i);
                    }
                )+
                Ok(0)
            }
            fn try_for_each_arrow_length<Br, F>(&self, p: &Self::State, mut f: F) -> ControlFlow<Br>
            where
                Br: From<GameError>,
                F: FnMut(u64) -> ControlFlow<Br>,
            {
                $( self.$i.try_for_each_arrow_length(&p.$i, &mut f)?; )+
                ControlFlow::Continue(())
            }
            fn quotient_lengths_divide(&self) -> bool {
                true $(&& self.$i.quotient_lengths_divide())+
            }
        }
    )+ };
}

tuple_plain! {
    (A 0, B 1)
    (A 0, B 1, C 2)
    (A 0, B 1, C 2, D 3)
    (A 0, B 1, C 2, D 3, E 4)
    (A 0, B 1, C 2, D 3, E 4, G 5)
    (A 0, B 1, C 2, D 3, E 4, G 5, H 6)
    (A 0, B 1, C 2, D 3, E 4, G 5, H 6, I 7)
}

/// The length of the arrow p → q of a sum of games of one type: that of the
/// coordinate that moved.
fn family_arrow_length<A: Plain>(
    games: &[A],
    p: &[A::State],
    q: &[A::State],
) -> Result<u64, GameError> {
    match games.iter().zip(p.iter().zip(q)).find(|(_, (x, y))| x != y) {
        Some((g, (x, y))) => g.arrow_length(x, y),
        None => Ok(0),
    }
}

/// A sum of plain games of one type is plain: the slice, the array and the
/// vector share every method.
macro_rules! family_plain {
    ($([$($gen:tt)*] $ty:ty;)+) => { $(
        impl<$($gen)*> Plain for $ty {
            fn arrow_length(&self, p: &Self::State, q: &Self::State) -> Result<u64, GameError> {
                family_arrow_length(&self[..], &p[..], &q[..])
            }
            fn try_for_each_arrow_length<B, F>(&self, p: &Self::State, mut f: F) -> ControlFlow<B>
            where
                B: From<GameError>,
                F: FnMut(u64) -> ControlFlow<B>,
            {
                for (g, x) in self.iter().zip(p.iter()) {
                    g.try_for_each_arrow_length(x, &mut f)?;
                }
                ControlFlow::Continue(())
            }
            fn quotient_lengths_divide(&self) -> bool {
                self.iter().all(|g| g.quotient_lengths_divide())
            }
        }
    )+ };
}

family_plain! {
    [A: Plain] [A];
    [A: Plain] Vec<A>;
    [A: Plain, const N: usize] [A; N];
}

/// A disjoint sum of plain algorithms is plain (each connected component is).
impl<A: Plain, B: Plain> Plain for DisjointSum<A, B> {
    fn arrow_length(&self, p: &Self::State, q: &Self::State) -> Result<u64, GameError> {
        match (p, q) {
            (Either::Left(a), Either::Left(b)) => self.left.arrow_length(a, b),
            (Either::Right(a), Either::Right(b)) => self.right.arrow_length(a, b),
            _ => Ok(0),
        }
    }
    fn quotient_lengths_divide(&self) -> bool {
        self.left.quotient_lengths_divide() && self.right.quotient_lengths_divide()
    }
}

impl<A: Plain> Plain for DisjointUnion<A> {
    fn arrow_length(&self, p: &Self::State, q: &Self::State) -> Result<u64, GameError> {
        self.components()
            .get(p.0)
            .map_or(Ok(0), |g| g.arrow_length(&p.1, &q.1))
    }
    fn quotient_lengths_divide(&self) -> bool {
        self.components()
            .iter()
            .all(|g| g.quotient_lengths_divide())
    }
}
