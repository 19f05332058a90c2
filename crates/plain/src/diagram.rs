use std::fmt;
use std::hash::Hash;
use std::ops::ControlFlow;

use hashbrown::HashMap;

use crate::axioms::AxiomError;
use crate::error::PlainError;
use crate::graph::Graph;
use crate::marker::Plain;
use hookgames_game::{Algorithm, AlgorithmExt, FiniteAlgorithm, GameError, Limits};

/// The diagram Y_p = φ(p) of a principal plain algorithm ⟨p⟩ (Kawanaka §2,
/// Theorem 2.5): the options of p as a subalgorithm of (P, φ), with the
/// hook map H_p(x) = {x} ∪ (φ(p) ∩ φ⁻¹(x)) of (2.1).
///
/// The points are numbered `0..len()`, each with a label (for
/// [`Diagram::of`] the option itself, for a Young diagram built by hand
/// perhaps a box). By Theorem 2.5 the diagram determines ⟨p⟩ up to
/// isomorphism, and this crate computes from it alone: the n-adic
/// expansion E⁽ⁿ⁾(p) ([`Diagram::n_adic_expansion`]), the Dynkin diagram and
/// the simple-root colouring ([`Diagram::coloring`], Propositions 3.1–3.2),
/// the (G, K)-quotients, the moves to any value (Theorem 4.2,
/// [`option_indices_with_value`](crate::option_indices_with_value)), the hook walk
/// (§5, §10) and the hook-length count (Theorem 5.2).
///
/// As an [`Algorithm`] (states `u32`), a diagram is the subalgorithm
/// {p} ∪ Y_p: the point [`origin`](Diagram::origin) (index `len()`)
/// stands for p and has every point as a follower. So
/// [`find_isomorphism`](hookgames_game::find_isomorphism) from the origins decides
/// whether two diagrams are isomorphic.
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{Algorithm, GameError};
/// use hookgames_plain::{Diagram, Plain};
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
/// impl Plain for Nim {} // a heap is a one-row Young diagram
/// // The diagram of a heap of 3 is a chain: 2 → 1 → 0 and 2 → 0.
/// let y = Diagram::of(&Nim, &3)?;
/// assert_eq!(y.labels(), &[0, 1, 2]);
/// assert_eq!(y.hook_lengths(), vec![3, 2, 1]); // the hook of 0 is {0, 1, 2}
/// assert_eq!(y.sources(), vec![2]); // the only irreducible move: 3 → 2
/// assert_eq!(y.n_adic_expansion(2)?, 3); // E^(2)(3) = Grundy value 3
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct Diagram<T> {
    pub(crate) labels: Vec<T>,
    pub(crate) g: Graph,
}

impl<T: fmt::Debug> fmt::Debug for Diagram<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Diagram")
            .field("points", &self.labels.len())
            .field("arrows", &self.g.arrow_count())
            .finish_non_exhaustive()
    }
}

impl<T> Diagram<T> {
    /// The diagram on the points `0..labels.len()` with the arrows
    /// x → y for y ∈ `rows[x]` (the branching map μ of the diagram, e.g.
    /// (8.1) for a Young diagram: x → y iff x ∈ H(y), x ≠ y).
    ///
    /// The caller takes on the obligation of [`Plain`]: the data must be a
    /// *plain diagram* (Kawanaka §2: isomorphic to the diagram Y_p of a
    /// principal plain algorithm, such as a Young diagram with its hooks),
    /// since the computations on diagrams apply Theorems 2.5–5.2 to it.
    /// A diagram that is not even a plain algorithm is refused by
    /// [`Diagram::check_axioms`] (Theorem 2.4); to obtain the diagram of a
    /// position of a game whose plainness is not known, use
    /// [`Diagram::of_checked`].
    ///
    /// # Errors
    /// [`GameError::FollowerOutOfRange`](hookgames_game::GameError::FollowerOutOfRange) for a follower that is not a
    /// point, [`GameError::DuplicateFollower`](hookgames_game::GameError::DuplicateFollower) for a repeated follower or
    /// an arrow x → x, [`GameError::UnknownState`](hookgames_game::GameError::UnknownState) if `rows` and `labels`
    /// have different lengths, [`GameError::StateLimit`](hookgames_game::GameError::StateLimit) beyond `u32`
    /// indices.
    ///
    /// # Complexity
    /// O(points + arrows · log d).
    ///
    /// # Example
    /// ```
    /// use hookgames_plain::Diagram;
    /// // The Young diagram (2, 1): boxes (1,1), (1,2), (2,1); (1,2) → (1,1), (2,1) → (1,1).
    /// let y = Diagram::from_followers(vec![(1, 1), (1, 2), (2, 1)], [vec![], vec![0], vec![0]])?;
    /// assert_eq!(y.hook(0), vec![0, 1, 2]);
    /// assert_eq!(y.hook_length(0), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_followers<I, R>(labels: Vec<T>, rows: I) -> Result<Self, PlainError>
    where
        I: IntoIterator<Item = R>,
        R: AsRef<[u32]>,
    {
        let rows: Vec<R> = rows.into_iter().collect();
        let n = labels.len();
        if n as u64 >= u64::from(u32::MAX) {
            return Err(PlainError::Game(GameError::StateLimit {
                limit: u64::from(u32::MAX),
            }));
        }
        if rows.len() != n {
            return Err(PlainError::Game(GameError::UnknownState {
                index: rows.len() as u64,
                len: n as u64,
            }));
        }
        let mut stamp = vec![u32::MAX; n];
        for (i, row) in rows.iter().enumerate() {
            for &j in row.as_ref() {
                if j as usize >= n {
                    return Err(PlainError::Game(GameError::FollowerOutOfRange {
                        state: i as u64,
                        follower: u64::from(j),
                        len: n as u64,
                    }));
                }
                if j as usize == i || stamp[j as usize] == i as u32 {
                    return Err(PlainError::Game(GameError::DuplicateFollower {
                        state: i as u64,
                        follower: u64::from(j),
                    }));
                }
                stamp[j as usize] = i as u32;
            }
        }
        let g = Graph::from_rows(n, |i| rows[i as usize].as_ref().to_vec());
        Ok(Diagram { labels, g })
    }

    /// The diagram on the points `0..labels.len()` given by the hooks:
    /// `hooks[x]` lists H(x) ∖ {x}, the points y with y → x. The obligation
    /// of [`Diagram::from_followers`] applies.
    ///
    /// # Errors
    /// As [`Diagram::from_followers`].
    ///
    /// # Complexity
    /// O(points + arrows · log d).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::AlgorithmExt;
    /// use hookgames_plain::Diagram;
    /// // The Young diagram (2, 1) by hooks: H(1,1) ∖ {(1,1)} = {(1,2), (2,1)}.
    /// let y = Diagram::from_hooks(vec![(1, 1), (1, 2), (2, 1)], [vec![1, 2], vec![], vec![]])?;
    /// assert_eq!(y.followers_of(1), &[0]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_hooks<I, R>(labels: Vec<T>, hooks: I) -> Result<Self, PlainError>
    where
        I: IntoIterator<Item = R>,
        R: AsRef<[u32]>,
    {
        let hooks: Vec<R> = hooks.into_iter().collect();
        let n = labels.len();
        let mut rows: Vec<Vec<u32>> = vec![Vec::new(); n];
        if hooks.len() != n {
            return Err(PlainError::Game(GameError::UnknownState {
                index: hooks.len() as u64,
                len: n as u64,
            }));
        }
        for (x, h) in hooks.iter().enumerate() {
            for &y in h.as_ref() {
                if y as usize >= n {
                    return Err(PlainError::Game(GameError::FollowerOutOfRange {
                        state: x as u64,
                        follower: u64::from(y),
                        len: n as u64,
                    }));
                }
                rows[y as usize].push(x as u32);
            }
        }
        Diagram::from_followers(labels, rows)
    }

    /// The number of points |Y_p| = |φ(p)|.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Diagram::origin`].
    pub fn len(&self) -> usize {
        self.labels.len()
    }

    /// `true` if the diagram is empty (p is an end).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_plain::Diagram;
    /// assert!(Diagram::<u8>::from_followers(vec![], Vec::<Vec<u32>>::new())?.is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_empty(&self) -> bool {
        self.labels.is_empty()
    }

    /// The number of arrows among the points.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_plain::Diagram;
    /// let y = Diagram::from_followers(vec!['a', 'b'], [vec![], vec![0]])?;
    /// assert_eq!(y.arrow_count(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn arrow_count(&self) -> usize {
        self.g.arrow_count()
    }

    /// The labels, by point.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Diagram`].
    pub fn labels(&self) -> &[T] {
        &self.labels
    }

    /// The label of point `x`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_plain::Diagram;
    /// let y = Diagram::from_followers(vec!['a', 'b'], [vec![], vec![0]])?;
    /// assert_eq!(y.label(1), Some(&'b'));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn label(&self, x: u32) -> Option<&T> {
        self.labels.get(x as usize)
    }

    /// The followers of point `x` in the diagram, increasing.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Diagram::from_hooks`].
    pub fn followers_of(&self, x: u32) -> &[u32] {
        if x as usize >= self.len() {
            return &[];
        }
        self.g.row(x)
    }

    /// The hook H_p(x) = {x} ∪ (φ(p) ∩ φ⁻¹(x)) of (2.1): x first, then the
    /// points y with y → x, increasing.
    ///
    /// # Complexity
    /// O(|H(x)|).
    ///
    /// # Example
    /// See [`Diagram::from_followers`].
    pub fn hook(&self, x: u32) -> Vec<u32> {
        if x as usize >= self.len() {
            return Vec::new();
        }
        std::iter::once(x)
            .chain(self.g.preds(x).iter().copied())
            .collect()
    }

    pub(crate) fn hook_rest(&self, x: u32) -> &[u32] {
        self.g.preds(x)
    }

    /// The hook length |H_p(x)|, which on a plain algorithm is the arrow
    /// length |p → x| (the number of irreducible arrows in a decomposition).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Diagram::from_followers`].
    pub fn hook_length(&self, x: u32) -> u64 {
        if x as usize >= self.len() {
            return 0;
        }
        1 + self.g.preds(x).len() as u64
    }

    /// All hook lengths, by point.
    ///
    /// # Complexity
    /// O(points).
    ///
    /// # Example
    /// See [`Diagram`].
    pub fn hook_lengths(&self) -> Vec<u64> {
        (0..self.len() as u32)
            .map(|x| self.hook_length(x))
            .collect()
    }

    /// The points whose hook is {x}: the irreducible arrows p → x
    /// (Kawanaka §2: p → q is irreducible iff H_p(q) = {q}), increasing.
    ///
    /// # Complexity
    /// O(points).
    ///
    /// # Example
    /// See [`Diagram`].
    pub fn sources(&self) -> Vec<u32> {
        (0..self.len() as u32)
            .filter(|&x| self.g.preds(x).is_empty())
            .collect()
    }

    /// The ends of the diagram (points without followers), increasing.
    ///
    /// # Complexity
    /// O(points).
    ///
    /// # Example
    /// ```
    /// use hookgames_plain::Diagram;
    /// let y = Diagram::from_followers(vec![(1, 1), (1, 2), (2, 1)], [vec![], vec![0], vec![0]])?;
    /// assert_eq!(y.ends(), vec![0]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn ends(&self) -> Vec<u32> {
        (0..self.len() as u32)
            .filter(|&x| self.g.row(x).is_empty())
            .collect()
    }

    /// The index that stands for p itself when the diagram is used as the
    /// algorithm {p} ∪ Y_p: `len()`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::find_isomorphism;
    /// use hookgames_plain::Diagram;
    /// let row = Diagram::from_followers(vec![1, 2], [vec![], vec![0]])?;
    /// let column = Diagram::from_followers(vec!['x', 'y'], [vec![1], vec![]])?;
    /// assert_eq!(row.origin(), 2);
    /// assert!(find_isomorphism(&row, &row.origin(), &column, &column.origin())?.is_some());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn origin(&self) -> u32 {
        self.len() as u32
    }

    /// The subdiagram on the points `x` with `keep(x)`, with the induced
    /// arrows; points are renumbered in order and keep their labels.
    ///
    /// # Complexity
    /// O(points + arrows).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::AlgorithmExt;
    /// use hookgames_plain::Diagram;
    /// let y = Diagram::from_followers(vec!['a', 'b', 'c'], [vec![], vec![0], vec![0, 1]])?;
    /// let sub = y.subdiagram(|x| x != 1);
    /// assert_eq!(sub.labels(), &['a', 'c']);
    /// assert_eq!(sub.followers_of(1), &[0]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn subdiagram<K: FnMut(u32) -> bool>(&self, mut keep: K) -> Diagram<T>
    where
        T: Clone,
    {
        let n = self.len();
        let mut new_index = vec![u32::MAX; n];
        let mut labels = Vec::new();
        let mut old: Vec<u32> = Vec::new();
        for x in 0..n as u32 {
            if keep(x) {
                new_index[x as usize] = labels.len() as u32;
                labels.push(self.labels[x as usize].clone());
                old.push(x);
            }
        }
        let g = Graph::from_rows(labels.len(), |i| {
            self.g
                .row(old[i as usize])
                .iter()
                .filter_map(|&y| {
                    let j = new_index[y as usize];
                    (j != u32::MAX).then_some(j)
                })
                .collect()
        });
        Diagram { labels, g }
    }

    /// The same diagram with every label mapped by `f`.
    ///
    /// # Complexity
    /// O(points + arrows).
    ///
    /// # Example
    /// ```
    /// use hookgames_plain::Diagram;
    /// let y = Diagram::from_followers(vec![1, 2], [vec![], vec![0]])?;
    /// assert_eq!(y.map_labels(|&l| l * 10).labels(), &[10, 20]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn map_labels<U, F: FnMut(&T) -> U>(&self, f: F) -> Diagram<U> {
        Diagram {
            labels: self.labels.iter().map(f).collect(),
            g: self.g.clone(),
        }
    }

    /// The n-quotient φ_n(p) of the diagram (Kawanaka (3.1), §8): the points
    /// whose hook length is divisible by n, as a subdiagram. It is the
    /// diagram of ⟨p⟩ in the restriction (P, φ_n); its hooks are
    /// H_p(x) ∩ φ_n(p).
    ///
    /// # Errors
    /// [`PlainError::InvalidModulus`] if n < 2.
    ///
    /// # Complexity
    /// O(points + arrows).
    ///
    /// # Example
    /// ```
    /// use hookgames_plain::Diagram;
    /// // The row (3) as a chain: hooks 3, 2, 1; its 2-quotient is the one point of hook 2.
    /// let row = Diagram::from_followers(vec![1, 2, 3], [vec![], vec![0], vec![0, 1]])?;
    /// assert_eq!(row.n_quotient(2)?.labels(), &[2]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn n_quotient(&self, n: u64) -> Result<Diagram<T>, PlainError>
    where
        T: Clone,
    {
        if n < 2 {
            return Err(PlainError::InvalidModulus { n });
        }
        let lengths = self.hook_lengths();
        Ok(self.subdiagram(|x| lengths[x as usize].is_multiple_of(n)))
    }

    /// The digits ε_i⁽ⁿ⁾(p) of Kawanaka's n-adic expansion (4.1), from the
    /// diagram: ε₀ = |Y| mod n, and ε_{i+1} is ε_i of the n-quotient (whose
    /// hooks are the hooks of Y intersected with it). The last digit is
    /// the last non-zero one (no digits for an empty diagram).
    ///
    /// # Errors
    /// [`PlainError::InvalidModulus`] if n < 2.
    ///
    /// # Complexity
    /// O((points + arrows) · log_n(points)).
    ///
    /// # Example
    /// ```
    /// use hookgames_plain::Diagram;
    /// let row = Diagram::from_followers(vec![1, 2, 3], [vec![], vec![0], vec![0, 1]])?;
    /// assert_eq!(row.n_adic_digits(2)?, vec![1, 1]); // 3 = 1 + 2·1
    /// assert_eq!(row.n_adic_digits(3)?, vec![0, 1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn n_adic_digits(&self, n: u64) -> Result<Vec<u64>, PlainError> {
        if n < 2 {
            return Err(PlainError::InvalidModulus { n });
        }
        let len = self.len();
        let mut inside = vec![true; len];
        let mut members: Vec<u32> = (0..len as u32).collect();
        let mut digits = Vec::new();
        while !members.is_empty() {
            digits.push(members.len() as u64 % n);
            let keep: Vec<bool> = members
                .iter()
                .map(|&x| {
                    let h = 1 + self
                        .g
                        .preds(x)
                        .iter()
                        .filter(|&&y| inside[y as usize])
                        .count() as u64;
                    h.is_multiple_of(n)
                })
                .collect();
            let mut next = Vec::new();
            for (&x, k) in members.iter().zip(keep) {
                if k {
                    next.push(x);
                } else {
                    inside[x as usize] = false;
                }
            }
            members = next;
        }
        while digits.last() == Some(&0) {
            digits.pop();
        }
        Ok(digits)
    }

    /// Kawanaka's n-adic expansion E⁽ⁿ⁾(p) = Σ nⁱ ε_i⁽ⁿ⁾(p) (4.1) from the
    /// diagram alone (Theorem 2.5). For n = 2 it is the Sprague–Grundy
    /// value of p (Theorem 4.1).
    ///
    /// # Errors
    /// [`PlainError::InvalidModulus`] if n < 2; [`GameError::ValueOverflow`](hookgames_game::GameError::ValueOverflow)
    /// if the value does not fit in a `u64`.
    ///
    /// # Complexity
    /// As [`Diagram::n_adic_digits`].
    ///
    /// # Example
    /// See [`Diagram`].
    pub fn n_adic_expansion(&self, n: u64) -> Result<u64, PlainError> {
        crate::expansion::digits_value(&self.n_adic_digits(n)?, n)
    }

    /// Checks the axioms (P1)–(P4) on the diagram itself, as an algorithm
    /// on its points: a plain diagram is a plain algorithm (Kawanaka,
    /// Theorem 2.4), so a hand-built diagram that fails this is not one.
    /// (The converse does not hold: a 3-cube is plain but no diagram.)
    ///
    /// # Errors
    /// [`AxiomError::Violation`] with witnesses (point indices);
    /// [`AxiomError::Plain`] if the check exceeds its work limit.
    ///
    /// # Complexity
    /// As [`check_axioms`](crate::check_axioms) on the diagram's points and
    /// arrows.
    ///
    /// # Example
    /// ```
    /// use hookgames_plain::{Axiom, Diagram};
    /// // The Young diagram (2, 1) is a plain algorithm on its boxes.
    /// let y = Diagram::from_hooks(vec!["(1,1)", "(1,2)", "(2,1)"], [vec![1, 2], vec![], vec![]])?;
    /// assert!(y.check_axioms().is_ok());
    /// // A "diagram" 0 → 1 → 2 without 0 → 2 is not.
    /// let bad = Diagram::from_followers(vec!['a', 'b', 'c'], [vec![1], vec![2], vec![]])?;
    /// assert_eq!(bad.check_axioms().unwrap_err().axiom(), Some(Axiom::P2));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn check_axioms(&self) -> Result<(), AxiomError<u32>> {
        let n = self.len() as u32;
        let fa = FiniteAlgorithm::from_followers((0..n).map(|x| self.g.row(x).to_vec()))?;
        crate::axioms::check_axioms(&fa)
    }

    pub(crate) fn graph(&self) -> &Graph {
        &self.g
    }
}

impl<S: Clone + Eq + Hash> Diagram<S> {
    /// The diagram Y_p = φ(p) of p in a [`Plain`] game (Kawanaka,
    /// Theorem 2.5): the options of p (labels, in the game's order) with
    /// the arrows x → y for options y ∈ φ(x).
    ///
    /// The game's [`Plain`] implementation is trusted (see its obligation);
    /// for a game whose plainness is not a theorem use
    /// [`Diagram::of_checked`], which verifies the axioms first.
    ///
    /// # Errors
    /// [`GameError::DuplicateFollower`](hookgames_game::GameError::DuplicateFollower) if the game reports an option twice;
    /// [`GameError::ArrowLimit`](hookgames_game::GameError::ArrowLimit) /
    /// [`GameError::MemoryLimit`](hookgames_game::GameError::MemoryLimit) if
    /// p has more options, or its options more followers, than the default
    /// [`Limits`] allow (checked as they are enumerated, before they are
    /// stored).
    ///
    /// # Complexity
    /// One follower enumeration of p and of each option, and one hash
    /// lookup per follower of an option: O(Σ_{x ∈ φ(p)} |φ(x)|), at most the
    /// default `Limits::max_arrows`.
    ///
    /// # Example
    /// See [`Diagram`].
    pub fn of<A>(game: &A, p: &S) -> Result<Diagram<S>, PlainError>
    where
        A: Plain<State = S> + ?Sized,
    {
        Diagram::on_points(game, game.followers(p)?)
    }

    /// The diagram Y_p of p in any game, after checking that the game is a
    /// plain algorithm below p: the axioms (P1)–(P4) are verified on the
    /// principal algorithm ⟨p⟩ ([`check_plain`](crate::check_plain)), and the
    /// diagram is built only if they hold — so every theorem applied to it
    /// (Theorems 2.5, 4.1, 4.2, 5.1, 5.2) holds for p.
    ///
    /// # Errors
    /// [`AxiomError::Violation`] with the violated axiom and its witnesses
    /// (states of ⟨p⟩) if ⟨p⟩ is not plain; [`AxiomError::Plain`] if ⟨p⟩
    /// exceeds the default limits or the axiom work limit, or has a cycle.
    ///
    /// # Complexity
    /// Materializing ⟨p⟩ and checking the axioms ([`check_axioms`](crate::check_axioms)),
    /// then as [`Diagram::of`].
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{Algorithm, GameError};
    /// use hookgames_plain::{Axiom, Diagram};
    ///
    /// /// Chomp on a row of boxes is a Nim heap (take any number but the
    /// /// poisoned last box): plain.
    /// struct Row;
    /// impl Algorithm for Row {
    ///     type State = u64;
    ///     fn try_for_each_follower<B, F>(&self, p: &u64, f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(u64) -> ControlFlow<B>,
    ///     {
    ///         (1..*p).try_for_each(f)
    ///     }
    /// }
    /// assert_eq!(Diagram::of_checked(&Row, &4)?.len(), 3);
    ///
    /// /// A path a → b → c without a → c: not plain, (P2) fails at a.
    /// struct Path;
    /// impl Algorithm for Path {
    ///     type State = char;
    ///     fn try_for_each_follower<B, F>(&self, p: &char, mut f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(char) -> ControlFlow<B>,
    ///     {
    ///         match p { 'a' => f('b'), 'b' => f('c'), _ => ControlFlow::Continue(()) }
    ///     }
    /// }
    /// let err = Diagram::of_checked(&Path, &'a').unwrap_err();
    /// assert_eq!(err.axiom(), Some(Axiom::P2));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn of_checked<A>(game: &A, p: &S) -> Result<Diagram<S>, AxiomError<S>>
    where
        A: Algorithm<State = S> + ?Sized,
    {
        crate::axioms::check_plain(game, p)?;
        Ok(Diagram::on_points(game, game.followers(p)?)?)
    }

    /// The subalgorithm of `game` on the given points (Kawanaka §1:
    /// φ_Q(x) = φ(x) ∩ Q), as a diagram labelled by the points, in the
    /// given order. [`Diagram::of`] is this on Q = φ(p).
    ///
    /// # Errors
    /// [`GameError::DuplicateFollower`](hookgames_game::GameError::DuplicateFollower) if a point is listed twice.
    pub(crate) fn on_points<A>(game: &A, labels: Vec<S>) -> Result<Diagram<S>, PlainError>
    where
        A: Algorithm<State = S> + ?Sized,
    {
        let mut index: HashMap<S, u32> = HashMap::with_capacity(labels.len());
        for (i, x) in labels.iter().enumerate() {
            if index.insert(x.clone(), i as u32).is_some() {
                return Err(PlainError::Game(GameError::DuplicateFollower {
                    state: 0,
                    follower: i as u64 + 1,
                }));
            }
        }
        // Σ_{x ∈ Y} |φ(x)| followers are examined: bounded by the default
        // arrow limit, checked as they come.
        let limit = Limits::default().max_arrows;
        let mut examined = 0u64;
        let mut rows: Vec<Vec<u32>> = Vec::with_capacity(labels.len());
        for x in &labels {
            let mut row = Vec::new();
            let flow = game.try_for_each_follower(x, |y| {
                if examined >= limit {
                    return ControlFlow::Break(GameError::ArrowLimit { limit });
                }
                examined += 1;
                if let Some(&j) = index.get(&y) {
                    row.push(j);
                }
                ControlFlow::Continue(())
            });
            if let ControlFlow::Break(e) = flow {
                return Err(PlainError::Game(e));
            }
            rows.push(row);
        }
        Diagram::from_followers(labels, rows)
    }
}

impl Diagram<u32> {
    /// The diagram of the state with index `p` of a materialized algorithm
    /// (labels: the state indices of the options, increasing), after
    /// checking the axioms (P1)–(P4) on the principal algorithm ⟨p⟩ inside
    /// `fa`, as [`Diagram::of_checked`] does.
    ///
    /// # Errors
    /// [`AxiomError::Violation`] with witnesses (state indices of `fa`) if
    /// ⟨p⟩ is not plain; [`AxiomError::Plain`] with
    /// [`GameError::UnknownState`](hookgames_game::GameError::UnknownState)
    /// if `p` is not a state, or a limit.
    ///
    /// # Complexity
    /// O(|⟨p⟩| + arrows) to extract ⟨p⟩, the axiom check, then
    /// O(Σ_{x ∈ φ(p)} |φ(x)|).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::FiniteAlgorithm;
    /// use hookgames_plain::{Axiom, Diagram};
    /// let fa = FiniteAlgorithm::from_followers([vec![1, 2], vec![2], vec![]])?;
    /// let y = Diagram::of_finite(&fa, 0)?;
    /// assert_eq!(y.labels(), &[1, 2]);
    /// assert_eq!(y.hook_lengths(), vec![1, 2]);
    /// // 0 → 1 → 2 without 0 → 2 is not plain:
    /// let path = FiniteAlgorithm::from_followers([vec![1], vec![2], vec![]])?;
    /// assert_eq!(Diagram::of_finite(&path, 0).unwrap_err().axiom(), Some(Axiom::P2));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn of_finite<S>(fa: &FiniteAlgorithm<S>, p: u32) -> Result<Diagram<u32>, AxiomError<u32>> {
        if p as usize >= fa.len() {
            return Err(PlainError::Game(GameError::UnknownState {
                index: u64::from(p),
                len: fa.len() as u64,
            })
            .into());
        }
        crate::axioms::check_plain(fa, &p)?;
        let mut labels = fa.followers_of(p).to_vec();
        labels.sort_unstable();
        let rows: Vec<Vec<u32>> = labels
            .iter()
            .map(|&x| {
                fa.followers_of(x)
                    .iter()
                    .filter_map(|y| labels.binary_search(y).ok().map(|j| j as u32))
                    .collect()
            })
            .collect();
        Ok(Diagram::from_followers(labels, rows)?)
    }
}

impl<T> Algorithm for Diagram<T> {
    type State = u32;

    fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u32) -> ControlFlow<B>,
    {
        let n = self.len() as u32;
        if *p == n {
            (0..n).try_for_each(f)
        } else if *p < n {
            self.g.row(*p).iter().copied().try_for_each(f)
        } else {
            ControlFlow::Continue(())
        }
    }
}
