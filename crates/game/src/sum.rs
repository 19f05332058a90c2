use crate::algorithm::Algorithm;

/// The sum (P, φ) + (Q, ψ) = (P + Q, φ + ψ) of two algorithms (Kawanaka §1;
/// the disjunctive sum of games, LCTR §2.2): a state is a pair (p, q), and
/// a follower replaces either p or q, but not both, by one of its
/// followers.
///
/// Its Grundy value is the nim-sum of the components' values
/// (Sprague–Grundy theorem). The sum of two plain algorithms is plain
/// (Kawanaka §2), with |(p, q) → (p′, q)| = |p → p′|.
///
/// Followers are listed left component first, each in its game's order.
///
/// # Example
/// ```
/// use hookgames_game::{grundy, Algorithm, Sum};
/// struct Nim;
/// impl Algorithm for Nim {
///     type State = u32;
///     fn for_each_follower<F: FnMut(u32)>(&self, p: &u32, mut f: F) {
///         (0..*p).for_each(&mut f);
///     }
/// }
/// let g = Sum::new(Nim, Nim);
/// assert_eq!(g.followers(&(1, 2)), vec![(0, 2), (1, 0), (1, 1)]);
/// assert_eq!(grundy(&g, &(6, 3))?, 6 ^ 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Sum<A, B> {
    /// The left summand (P, φ).
    pub left: A,
    /// The right summand (Q, ψ).
    pub right: B,
}

impl<A, B> Sum<A, B> {
    /// The sum `left + right`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Algorithm, Sum};
    /// struct End;
    /// impl Algorithm for End {
    ///     type State = ();
    ///     fn for_each_follower<F: FnMut(())>(&self, _: &(), _: F) {}
    /// }
    /// assert!(Sum::new(End, End).is_end(&((), ())));
    /// ```
    pub fn new(left: A, right: B) -> Self {
        Sum { left, right }
    }
}

impl<A: Algorithm, B: Algorithm> Algorithm for Sum<A, B> {
    type State = (A::State, B::State);

    fn for_each_follower<F: FnMut(Self::State)>(&self, p: &Self::State, mut f: F) {
        let (a, b) = p;
        self.left.for_each_follower(a, |a2| f((a2, b.clone())));
        self.right.for_each_follower(b, |b2| f((a.clone(), b2)));
    }

    fn follower_count(&self, p: &Self::State) -> usize {
        self.left.follower_count(&p.0) + self.right.follower_count(&p.1)
    }

    fn is_end(&self, p: &Self::State) -> bool {
        self.left.is_end(&p.0) && self.right.is_end(&p.1)
    }
}

/// The sum of a family of algorithms of one type (Kawanaka §1: "the sum of a
/// family of algorithms is defined similarly"): a state is a vector with
/// one coordinate per component, and a follower replaces exactly one
/// coordinate by one of its followers.
///
/// Kawanaka's n-cube C_n is `NarySum::copies(C1, n)`; a Nim position is the
/// sum of its heaps. States must have exactly [`len`](NarySum::len)
/// coordinates; extra coordinates are never moved, missing ones are
/// absent components.
///
/// # Example
/// ```
/// use hookgames_game::{grundy, Algorithm, NarySum};
/// struct Nim;
/// impl Algorithm for Nim {
///     type State = u32;
///     fn for_each_follower<F: FnMut(u32)>(&self, p: &u32, mut f: F) {
///         (0..*p).for_each(&mut f);
///     }
/// }
/// let nim3 = NarySum::copies(&Nim, 3);
/// assert_eq!(grundy(&nim3, &vec![1, 2, 3])?, 0);
/// assert_eq!(nim3.follower_count(&vec![1, 2, 3]), 6);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct NarySum<A> {
    components: Vec<A>,
}

impl<A> NarySum<A> {
    /// The sum of `components`, in order.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Algorithm, NarySum};
    /// struct Nim;
    /// impl Algorithm for Nim {
    ///     type State = u32;
    ///     fn for_each_follower<F: FnMut(u32)>(&self, p: &u32, mut f: F) {
    ///         (0..*p).for_each(&mut f);
    ///     }
    /// }
    /// let g = NarySum::new(vec![Nim, Nim]);
    /// assert_eq!(g.len(), 2);
    /// ```
    pub fn new(components: Vec<A>) -> Self {
        NarySum { components }
    }

    /// The sum of `n` copies of `game` (use `&game` to share one game).
    ///
    /// # Complexity
    /// O(n) clones of `game`.
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Algorithm, NarySum};
    /// /// Kawanaka's C₁: 0 → 1.
    /// struct C1;
    /// impl Algorithm for C1 {
    ///     type State = u8;
    ///     fn for_each_follower<F: FnMut(u8)>(&self, p: &u8, mut f: F) {
    ///         if *p == 0 { f(1) }
    ///     }
    /// }
    /// let c3 = NarySum::copies(&C1, 3);
    /// assert_eq!(c3.followers(&vec![0, 1, 0]), vec![vec![1, 1, 0], vec![0, 1, 1]]);
    /// ```
    pub fn copies(game: A, n: usize) -> Self
    where
        A: Clone,
    {
        NarySum {
            components: vec![game; n],
        }
    }

    /// The number of components.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`NarySum::new`].
    pub fn len(&self) -> usize {
        self.components.len()
    }

    /// `true` if there are no components (the sum is the one-point
    /// algorithm C₀).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::{Algorithm, NarySum};
    /// struct End;
    /// impl Algorithm for End {
    ///     type State = ();
    ///     fn for_each_follower<F: FnMut(())>(&self, _: &(), _: F) {}
    /// }
    /// let empty: NarySum<End> = NarySum::new(vec![]);
    /// assert!(empty.is_empty() && empty.is_end(&vec![]));
    /// ```
    pub fn is_empty(&self) -> bool {
        self.components.is_empty()
    }

    /// The components.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`NarySum::new`].
    pub fn components(&self) -> &[A] {
        &self.components
    }
}

impl<A: Algorithm> Algorithm for NarySum<A> {
    type State = Vec<A::State>;

    fn for_each_follower<F: FnMut(Self::State)>(&self, p: &Self::State, mut f: F) {
        for (i, (game, x)) in self.components.iter().zip(p).enumerate() {
            game.for_each_follower(x, |y| {
                let mut q = p.clone();
                q[i] = y;
                f(q);
            });
        }
    }

    fn follower_count(&self, p: &Self::State) -> usize {
        self.components
            .iter()
            .zip(p)
            .map(|(g, x)| g.follower_count(x))
            .sum()
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
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
/// use hookgames_game::{Algorithm, DisjointSum, Either};
/// struct Nim;
/// impl Algorithm for Nim {
///     type State = u32;
///     fn for_each_follower<F: FnMut(u32)>(&self, p: &u32, mut f: F) {
///         (0..*p).for_each(&mut f);
///     }
/// }
/// let g = DisjointSum::new(Nim, Nim);
/// assert_eq!(g.followers(&Either::Right(2)), vec![Either::Right(0), Either::Right(1)]);
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

    fn for_each_follower<F: FnMut(Self::State)>(&self, p: &Self::State, mut f: F) {
        match p {
            Either::Left(a) => self.left.for_each_follower(a, |x| f(Either::Left(x))),
            Either::Right(b) => self.right.for_each_follower(b, |y| f(Either::Right(y))),
        }
    }

    fn follower_count(&self, p: &Self::State) -> usize {
        match p {
            Either::Left(a) => self.left.follower_count(a),
            Either::Right(b) => self.right.follower_count(b),
        }
    }
}

/// The disjoint sum of a family of algorithms of one type (Kawanaka §1): a
/// state is `(i, p)` with `p` a state of component `i`, and it moves inside
/// component `i`. States naming a component that does not exist are ends.
///
/// # Example
/// ```
/// use hookgames_game::{Algorithm, DisjointUnion};
/// struct Nim;
/// impl Algorithm for Nim {
///     type State = u32;
///     fn for_each_follower<F: FnMut(u32)>(&self, p: &u32, mut f: F) {
///         (0..*p).for_each(&mut f);
///     }
/// }
/// let g = DisjointUnion::new(vec![Nim, Nim, Nim]);
/// assert_eq!(g.followers(&(2, 1)), vec![(2, 0)]);
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

    fn for_each_follower<F: FnMut(Self::State)>(&self, p: &Self::State, mut f: F) {
        if let Some(g) = self.components.get(p.0) {
            g.for_each_follower(&p.1, |q| f((p.0, q)));
        }
    }
}
