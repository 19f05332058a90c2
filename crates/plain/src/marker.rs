//! The `Plain` marker: games that satisfy Kawanaka's axioms (P1)–(P4).

use hookgames_game::{Algorithm, DisjointSum, DisjointUnion, Either, NarySum, Sum};

/// A plain algorithm (Kawanaka §2) that knows the length |p → q| of its
/// arrows: the number of irreducible arrows in an irreducible decomposition
/// of p → q (Kawanaka, Proposition 3.2). For Young diagrams under hook
/// removal it is the hook length.
///
/// Contract: the algorithm satisfies the axioms (P1)–(P4), and
/// `arrow_length(p, q)` is only called with q ∈ φ(p).
pub trait Plain: Algorithm {
    /// |p → q| for an arrow p → q.
    fn arrow_length(&self, p: &Self::State, q: &Self::State) -> u64;

    /// Calls `f` once with |p → q| for each follower q ∈ φ(p), in the
    /// order of [`for_each_follower`](Algorithm::for_each_follower).
    ///
    /// The n-adic expansion E⁽ⁿ⁾ (Kawanaka (4.1)) and the n-quotient sizes
    /// only need these lengths; override this when they are cheaper than
    /// the followers themselves (the hook lengths of a Young diagram are,
    /// for example).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::Algorithm;
    /// use hookgames_plain::Plain;
    /// struct Nim;
    /// impl Algorithm for Nim {
    ///     type State = u32;
    ///     fn for_each_follower<F: FnMut(u32)>(&self, p: &u32, mut f: F) {
    ///         (0..*p).for_each(&mut f);
    ///     }
    /// }
    /// impl Plain for Nim {
    ///     fn arrow_length(&self, p: &u32, q: &u32) -> u64 { u64::from(p - q) }
    /// }
    /// let mut lengths = Vec::new();
    /// Nim.for_each_arrow_length(&3, |l| lengths.push(l));
    /// assert_eq!(lengths, vec![3, 2, 1]);
    /// ```
    fn for_each_arrow_length<F: FnMut(u64)>(&self, p: &Self::State, mut f: F) {
        self.for_each_follower(p, |q| f(self.arrow_length(p, &q)));
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
    /// use hookgames_game::Algorithm;
    /// use hookgames_plain::Plain;
    /// struct Nim;
    /// impl Algorithm for Nim {
    ///     type State = u32;
    ///     fn for_each_follower<F: FnMut(u32)>(&self, p: &u32, mut f: F) {
    ///         (0..*p).for_each(&mut f);
    ///     }
    /// }
    /// impl Plain for Nim {
    ///     fn arrow_length(&self, p: &u32, q: &u32) -> u64 { u64::from(p - q) }
    ///     fn quotient_lengths_divide(&self) -> bool { true }
    /// }
    /// assert!(Nim.quotient_lengths_divide());
    /// ```
    fn quotient_lengths_divide(&self) -> bool {
        false
    }
}

impl<A: Plain + ?Sized> Plain for &A {
    fn arrow_length(&self, p: &Self::State, q: &Self::State) -> u64 {
        (**self).arrow_length(p, q)
    }
    fn for_each_arrow_length<F: FnMut(u64)>(&self, p: &Self::State, f: F) {
        (**self).for_each_arrow_length(p, f)
    }
    fn quotient_lengths_divide(&self) -> bool {
        (**self).quotient_lengths_divide()
    }
}

impl<A: Plain + ?Sized> Plain for Box<A> {
    fn arrow_length(&self, p: &Self::State, q: &Self::State) -> u64 {
        (**self).arrow_length(p, q)
    }
    fn for_each_arrow_length<F: FnMut(u64)>(&self, p: &Self::State, f: F) {
        (**self).for_each_arrow_length(p, f)
    }
    fn quotient_lengths_divide(&self) -> bool {
        (**self).quotient_lengths_divide()
    }
}

impl<A: Plain + ?Sized> Plain for std::rc::Rc<A> {
    fn arrow_length(&self, p: &Self::State, q: &Self::State) -> u64 {
        (**self).arrow_length(p, q)
    }
    fn for_each_arrow_length<F: FnMut(u64)>(&self, p: &Self::State, f: F) {
        (**self).for_each_arrow_length(p, f)
    }
    fn quotient_lengths_divide(&self) -> bool {
        (**self).quotient_lengths_divide()
    }
}

impl<A: Plain + ?Sized> Plain for std::sync::Arc<A> {
    fn arrow_length(&self, p: &Self::State, q: &Self::State) -> u64 {
        (**self).arrow_length(p, q)
    }
    fn for_each_arrow_length<F: FnMut(u64)>(&self, p: &Self::State, f: F) {
        (**self).for_each_arrow_length(p, f)
    }
    fn quotient_lengths_divide(&self) -> bool {
        (**self).quotient_lengths_divide()
    }
}

impl<A: Plain, B: Plain> Plain for Sum<A, B> {
    fn arrow_length(&self, p: &Self::State, q: &Self::State) -> u64 {
        if p.1 == q.1 {
            self.left.arrow_length(&p.0, &q.0)
        } else {
            self.right.arrow_length(&p.1, &q.1)
        }
    }
    fn for_each_arrow_length<F: FnMut(u64)>(&self, p: &Self::State, mut f: F) {
        self.left.for_each_arrow_length(&p.0, &mut f);
        self.right.for_each_arrow_length(&p.1, &mut f);
    }
    fn quotient_lengths_divide(&self) -> bool {
        self.left.quotient_lengths_divide() && self.right.quotient_lengths_divide()
    }
}

impl<A: Plain> Plain for NarySum<A> {
    fn arrow_length(&self, p: &Self::State, q: &Self::State) -> u64 {
        self.components()
            .iter()
            .zip(p.iter().zip(q))
            .find(|(_, (x, y))| x != y)
            .map_or(0, |(g, (x, y))| g.arrow_length(x, y))
    }
    fn for_each_arrow_length<F: FnMut(u64)>(&self, p: &Self::State, mut f: F) {
        for (g, x) in self.components().iter().zip(p) {
            g.for_each_arrow_length(x, &mut f);
        }
    }
    fn quotient_lengths_divide(&self) -> bool {
        self.components()
            .iter()
            .all(|g| g.quotient_lengths_divide())
    }
}

impl<A: Plain, B: Plain> Plain for DisjointSum<A, B> {
    fn arrow_length(&self, p: &Self::State, q: &Self::State) -> u64 {
        match (p, q) {
            (Either::Left(a), Either::Left(b)) => self.left.arrow_length(a, b),
            (Either::Right(a), Either::Right(b)) => self.right.arrow_length(a, b),
            _ => 0,
        }
    }
    fn quotient_lengths_divide(&self) -> bool {
        self.left.quotient_lengths_divide() && self.right.quotient_lengths_divide()
    }
}

impl<A: Plain> Plain for DisjointUnion<A> {
    fn arrow_length(&self, p: &Self::State, q: &Self::State) -> u64 {
        self.components()
            .get(p.0)
            .map_or(0, |g| g.arrow_length(&p.1, &q.1))
    }
}
