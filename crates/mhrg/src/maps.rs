//! The isomorphisms of the papers: transposition, E (Abuku–Tada,
//! Definition 4.3), A and B (Definitions 5.11, 5.13), Φ and Ψ (the Japanese
//! version, Lemmas 6.8, 6.9), and Motegi's row reduction (Theorem 6.1).
//! Each is a [`GameMap`] — on diagrams, and on Motegi's words for the maps
//! out of a rectangle — and so is its inverse ([`Inverse`]).

use hookgames_game::GameMap;
use hookgames_partition::{DiagonalExpr, Partition, ShiftedDiagonalExpr, ShiftedPartition};

use crate::MhrgError;
use crate::closed::is_symmetric;
use crate::rect::{RectGame, RectPos, low_mask};

/// The n of Y_{n,n+1} (and S_n): 1 ≤ n < `usize::MAX`, so that n + 1
/// columns are counted without overflow. (Larger n still fail later, on the
/// memory budget of their diagonal expressions.)
fn check_n(map: &'static str, n: usize, empty: MhrgError) -> Result<(), MhrgError> {
    if n == 0 {
        return Err(empty);
    }
    if n == usize::MAX {
        return Err(MhrgError::MapDomain {
            map,
            requirement: "1 ≤ n < usize::MAX",
            m: n,
            n: n as u64,
        });
    }
    Ok(())
}

/// Measures, before anything is built, a map from S_n to Y_{n,n+1}: the
/// shifted diagonal expression (n + 1 words) and the diagonal expression
/// of D_{n,n+1} made from it (2n + 2 words, twice while it is checked).
fn check_staircase_to_rectangle(n: usize) -> Result<(), MhrgError> {
    let n = n as u128;
    Ok(hookgames_partition::check_materialized_bytes(
        "the diagonal expressions of S_n and Y_{n,n+1}",
        8 * ((n + 1) + 2 * (2 * n + 2)),
        "use a smaller staircase",
    )?)
}

fn fits(y: &Partition, m: usize, n: u64) -> Result<(), MhrgError> {
    if y.fits_in(m, n) {
        Ok(())
    } else {
        Err(MhrgError::DoesNotFit {
            shape: y.to_string(),
            m,
            n,
        })
    }
}

fn not_symmetric(map: &'static str, y: &Partition, d: &DiagonalExpr, lemma: &str) -> MhrgError {
    let v = d.values();
    let len = v.len();
    let m = d.m() as i64;
    let k = (0..len).find(|&i| v[i] != v[len - 1 - i]).unwrap_or(0);
    MhrgError::NotInDomain {
        map,
        shape: y.to_string(),
        reason: format!(
            "d(Y) = {d} is not symmetric (a_{} = {} ≠ a_{} = {}), so Y is not a game position \
             ({lemma})",
            k as i64 - m,
            v[k],
            (len - 1 - k) as i64 - m,
            v[len - 1 - k]
        ),
    }
}

/// A map of diagrams carried to Motegi's words: the word is read as a
/// diagram of the rectangle `from`, mapped by `f`, and written as a word of
/// the rectangle `to`.
fn on_words(
    from: (usize, u64),
    to: (usize, u64),
    p: &RectPos,
    f: impl FnOnce(&Partition) -> Result<Partition, MhrgError>,
) -> Result<RectPos, MhrgError> {
    let y = RectGame::new(from.0, from.1)?.partition(p)?;
    RectGame::new(to.0, to.1)?.position(&f(&y)?)
}

/// The inverse f⁻¹ of one of the maps of this crate, itself a map
/// ([`GameMap`]): `Transpose::inverse`, `MapE::inverse`, … return it, and
/// [`Inverse::inverse`] gives f back. It maps the image side of f to its
/// source side, in the same representations (diagrams, and Motegi's words
/// where f has them), and fails with a typed error on a position outside
/// the image of f.
///
/// | f | f⁻¹ on | f⁻¹ fails on |
/// |---|---|---|
/// | [`Transpose`] (m, n) | F(Y_{n,m}), words of Y_{n,m} | diagrams not in F(Y_{n,m}) |
/// | [`MapE`] (m, n) | F(Y_{m,n+1}), words | d_c ≠ d_{c+1}: not a position of MHRG(m, n + 1) (Lemma 4.8) |
/// | [`MapA`] n | F(S_n) | shifted diagrams not in F(S_n) (f⁻¹ is [`MapB`]) |
/// | [`MapB`] n | F(Y_{n,n+1}), words | d(Y) not symmetric (f⁻¹ is [`MapA`]) |
/// | [`MapPhi`] n | F(Y_{n,n+1}), words | d(Y) not symmetric (Japanese version, Theorem 6.6 (2)) |
/// | [`MapPsi`] n | F(Y_{n,n+1}), words | d(X) not symmetric |
/// | [`RowReduction`] (t, m, n) | F(Y_{t,n−m+t}), words | diagrams not in F(Y_{t,n−m+t}) |
///
/// # Example
/// ```
/// use hookgames_game::{verify_isomorphism, GameMap};
/// use hookgames_mhrg::{MapE, RectGame};
/// use hookgames_partition::Partition;
/// let e = MapE::new(2, 2)?;
/// // (2) in Y_{2,3}: d = (0, 0, 1, 1, 0, 0), d_0 = d_1, so it is E((1)).
/// let x = Partition::new(vec![2])?;
/// assert_eq!(e.inverse().try_apply(&x)?, Partition::new(vec![1])?);
/// assert_eq!(e.inverse().inverse(), e);
/// // E⁻¹ is an isomorphism MHRG(2, 3) ≅ MHRG(2, 2) (Theorem 4.4).
/// let (a, b) = (RectGame::new(2, 3)?, RectGame::new(2, 2)?);
/// verify_isomorphism(&a, &a.start(), &b, &b.start(), |p| e.inverse().try_apply(p))?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Inverse<M> {
    map: M,
}

impl<M> Inverse<M> {
    /// The map f whose inverse this is.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_mhrg::Transpose;
    /// let t = Transpose::new(2, 3)?;
    /// assert_eq!(t.inverse().map(), &t);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn map(&self) -> &M {
        &self.map
    }
}

impl<M: Clone> Inverse<M> {
    /// (f⁻¹)⁻¹ = f.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Inverse`].
    pub fn inverse(&self) -> M {
        self.map.clone()
    }
}

/// Transposition Y ↦ Y^T (the conjugate): an isomorphism
/// MHRG(m, n) ≅ MHRG(n, m), since α_{n,m}(j, i) = α_{m,n}(i, j)
/// (Abuku–Tada §4.1). Its inverse ([`Transpose::inverse`]) is the
/// transposition F(Y_{n,m}) → F(Y_{m,n}).
///
/// As a [`GameMap`] it maps diagrams of F(Y_{m,n}) to diagrams of
/// F(Y_{n,m}), and Motegi's words of Y_{m,n} ([`RectGame`]) to words of
/// Y_{n,m} ([`RectGame::transpose`]).
///
/// # Errors
/// `try_apply`: [`MhrgError::DoesNotFit`] if Y ∉ F(Y_{m,n});
/// [`MhrgError::Partition`] if λ_1 is too large to materialize; on words,
/// [`MhrgError::RectangleTooLarge`] if m + n > 64 and
/// [`MhrgError::BadWord`] for a word that is not I(Y) of a diagram of
/// Y_{m,n}.
///
/// # Complexity
/// `try_apply`: O(ℓ + λ_1) on diagrams, O(1) on words.
///
/// # Example
/// ```
/// use hookgames_game::GameMap;
/// use hookgames_mhrg::{RectGame, Transpose};
/// use hookgames_partition::Partition;
/// let t = Transpose::new(2, 3)?;
/// let y = Partition::new(vec![3, 1])?;
/// assert_eq!(t.try_apply(&y)?, Partition::new(vec![2, 1, 1])?);
/// assert_eq!(t.inverse().try_apply(&Partition::new(vec![2, 1, 1])?)?, y);
/// assert!(t.try_apply(&Partition::new(vec![4])?).is_err()); // not in F(Y_{2,3})
/// // On words: I(Y) in Y_{2,3} to I(Y^T) in Y_{3,2}.
/// let (a, b) = (RectGame::new(2, 3)?, RectGame::new(3, 2)?);
/// assert_eq!(b.partition(&t.try_apply(&a.position(&y)?)?)?, Partition::new(vec![2, 1, 1])?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Transpose {
    m: usize,
    n: u64,
}

impl Transpose {
    /// The transposition F(Y_{m,n}) → F(Y_{n,m}).
    ///
    /// # Errors
    /// [`MhrgError::EmptyRectangle`] if m = 0 or n = 0.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Transpose`].
    pub fn new(m: usize, n: u64) -> Result<Self, MhrgError> {
        if m == 0 || n == 0 {
            return Err(MhrgError::EmptyRectangle { m, n });
        }
        Ok(Transpose { m, n })
    }

    /// The inverse map F(Y_{n,m}) → F(Y_{m,n}), the transposition of the
    /// other rectangle.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Transpose`].
    pub fn inverse(&self) -> Inverse<Transpose> {
        Inverse { map: *self }
    }

    /// The rows n of Y_{n,m} as a `usize`: a diagram has at most
    /// `usize::MAX` rows, so saturating keeps the containment test exact.
    fn image_rows(&self) -> usize {
        usize::try_from(self.n).unwrap_or(usize::MAX)
    }
}

impl GameMap<Partition> for Transpose {
    type Image = Partition;
    type Error = MhrgError;

    fn try_apply(&self, y: &Partition) -> Result<Partition, MhrgError> {
        fits(y, self.m, self.n)?;
        Ok(y.conjugate()?)
    }
}

impl GameMap<RectPos> for Transpose {
    type Image = RectPos;
    type Error = MhrgError;

    fn try_apply(&self, p: &RectPos) -> Result<RectPos, MhrgError> {
        let game = RectGame::new(self.m, self.n)?;
        game.check(p)?;
        Ok(game.transpose(p))
    }
}

impl GameMap<Partition> for Inverse<Transpose> {
    type Image = Partition;
    type Error = MhrgError;

    fn try_apply(&self, x: &Partition) -> Result<Partition, MhrgError> {
        fits(x, self.map.image_rows(), self.map.m as u64)?;
        Ok(x.conjugate()?)
    }
}

impl GameMap<RectPos> for Inverse<Transpose> {
    type Image = RectPos;
    type Error = MhrgError;

    fn try_apply(&self, p: &RectPos) -> Result<RectPos, MhrgError> {
        // m + n ≤ 64 first, so that n fits a usize.
        RectGame::new(self.map.m, self.map.n)?;
        let game = RectGame::new(self.map.image_rows(), self.map.m as u64)?;
        game.check(p)?;
        Ok(game.transpose(p))
    }
}

/// The map E of Abuku–Tada, Definition 4.3: for m ≤ n with m + n even and
/// c = (n − m)/2, d(E(Y)) repeats the c-th component of d(Y),
/// (…, a_{c−1}, a_c, a_c, a_{c+1}, …). Theorem 4.4: E is an isomorphism
/// MHRG(m, n) ≅ MHRG(m, n + 1). For m = n it is the map Ψ of the Japanese
/// version (Lemma 6.9, [`MapPsi`]).
///
/// As a [`GameMap`] it maps F(Y_{m,n}) → F(Y_{m,n+1}) (every diagram, not
/// only the positions), and Motegi's words of Y_{m,n} to words of
/// Y_{m,n+1}. Its inverse ([`MapE::inverse`]) is defined where
/// d_c = d_{c+1}, which by Lemma 4.8 includes every position of
/// MHRG(m, n + 1).
///
/// # Errors
/// `try_apply`: [`MhrgError::DoesNotFit`] if Y ∉ F(Y_{m,n}); on words,
/// [`MhrgError::RectangleTooLarge`] if m + n + 1 > 64 and
/// [`MhrgError::BadWord`] for a word that is not I(Y) of a diagram of
/// Y_{m,n}. The inverse also [`MhrgError::NotInDomain`] where
/// d_c ≠ d_{c+1}, naming the diagram.
/// All: [`MhrgError::Partition`] with `PartitionError::TooLarge` if the
/// diagonal expressions (8 bytes per entry, O(m + n) entries) exceed the
/// memory budget
/// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES),
/// checked before they are built.
///
/// # Complexity
/// `try_apply`: O(m + n).
///
/// # Example
/// ```
/// use hookgames_game::GameMap;
/// use hookgames_mhrg::{MapE, MhrgError, RectGame};
/// use hookgames_partition::Partition;
/// let e = MapE::new(2, 4)?; // c = 1
/// let y = Partition::new(vec![3, 2])?;
/// assert_eq!(e.try_apply(&y)?, Partition::new(vec![4, 2])?);
/// assert_eq!(e.inverse().try_apply(&Partition::new(vec![4, 2])?)?, y);
/// // On Motegi's words, from MHRG(2, 4) to MHRG(2, 5).
/// let (a, b) = (RectGame::new(2, 4)?, RectGame::new(2, 5)?);
/// assert_eq!(e.try_apply(&a.start())?, b.start());
/// // (2) is not a position of MHRG(2, 5): d(2) = (0, 0, 1, 1, 0, 0, 0, 0),
/// // d_1 = 1 ≠ d_2 = 0.
/// let err = e.inverse().try_apply(&Partition::new(vec![2])?).unwrap_err();
/// assert!(matches!(err, MhrgError::NotInDomain { .. }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MapE {
    m: usize,
    n: u64,
}

impl MapE {
    /// E: F(Y_{m,n}) → F(Y_{m,n+1}).
    ///
    /// # Errors
    /// [`MhrgError::MapDomain`] unless 1 ≤ m ≤ n and m + n is even (the
    /// hypothesis of Theorem 4.4), and n < `u64::MAX` (Y_{m,n+1} must have
    /// a `u64` number of columns). m + n itself may exceed `u64::MAX`: the
    /// maps then fail on the memory budget of the diagonal expressions.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_mhrg::{MapE, MhrgError};
    /// assert!(MapE::new(2, 4).is_ok());
    /// assert!(matches!(MapE::new(3, 4), Err(MhrgError::MapDomain { .. }))); // m + n odd
    /// assert!(matches!(MapE::new(4, 2), Err(MhrgError::MapDomain { .. }))); // m > n
    /// ```
    pub fn new(m: usize, n: u64) -> Result<Self, MhrgError> {
        // m + n even ⇔ m and n have the same parity (m + n may exceed u64::MAX).
        if m == 0 || (m as u64) > n || (m as u64 ^ n) & 1 == 1 || n == u64::MAX {
            return Err(MhrgError::MapDomain {
                map: "E (Abuku–Tada, Definition 4.3)",
                requirement: "1 ≤ m ≤ n with m + n even",
                m,
                n,
            });
        }
        Ok(MapE { m, n })
    }

    /// c = (n − m)/2, the duplicated component.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_mhrg::MapE;
    /// assert_eq!(MapE::new(2, 6)?.c(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn c(&self) -> u64 {
        (self.n - self.m as u64) / 2
    }

    /// E on diagonal expressions: D_{m,n} → D_{m,n+1} (by (4.1) the image
    /// is again a diagonal expression).
    ///
    /// # Errors
    /// [`MhrgError::MapDomain`] if d is not in D_{m,n} for this (m, n).
    ///
    /// # Complexity
    /// O(m + n).
    ///
    /// # Example
    /// ```
    /// use hookgames_mhrg::MapE;
    /// use hookgames_partition::{DiagonalExpr, Partition};
    /// let e = MapE::new(2, 4)?;
    /// let d = DiagonalExpr::from_partition(&Partition::new(vec![3, 2])?, 2, 4)?;
    /// assert_eq!(d.values(), &[0, 1, 2, 1, 1, 0, 0]);
    /// assert_eq!(e.apply_expr(&d)?.values(), &[0, 1, 2, 1, 1, 1, 0, 0]); // a_1 twice
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply_expr(&self, d: &DiagonalExpr) -> Result<DiagonalExpr, MhrgError> {
        if d.m() != self.m || d.n() != self.n {
            return Err(MhrgError::MapDomain {
                map: "E (Abuku–Tada, Definition 4.3)",
                requirement: "a diagonal expression of D_{m,n} for the map's own (m, n)",
                m: d.m(),
                n: d.n(),
            });
        }
        let at = self.m + self.c() as usize;
        let v = d.values();
        let mut out = Vec::with_capacity(v.len() + 1);
        out.extend_from_slice(&v[..=at]);
        out.extend_from_slice(&v[at..]);
        Ok(DiagonalExpr::new(self.m, self.n + 1, out)?)
    }

    /// E⁻¹: F(Y_{m,n+1}) → F(Y_{m,n}), defined on the X with
    /// d_c(X) = d_{c+1}(X) (by Lemma 4.8 every position of MHRG(m, n + 1)
    /// qualifies).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`MapE`] and [`Inverse`].
    pub fn inverse(&self) -> Inverse<MapE> {
        Inverse { map: *self }
    }
}

impl GameMap<Partition> for MapE {
    type Image = Partition;
    type Error = MhrgError;

    fn try_apply(&self, y: &Partition) -> Result<Partition, MhrgError> {
        fits(y, self.m, self.n)?;
        let d = DiagonalExpr::from_partition(y, self.m, self.n)?;
        Ok(self.apply_expr(&d)?.to_partition())
    }
}

impl GameMap<RectPos> for MapE {
    type Image = RectPos;
    type Error = MhrgError;

    fn try_apply(&self, p: &RectPos) -> Result<RectPos, MhrgError> {
        on_words((self.m, self.n), (self.m, self.n + 1), p, |y| {
            self.try_apply(y)
        })
    }
}

impl GameMap<Partition> for Inverse<MapE> {
    type Image = Partition;
    type Error = MhrgError;

    fn try_apply(&self, x: &Partition) -> Result<Partition, MhrgError> {
        let e = &self.map;
        fits(x, e.m, e.n + 1)?;
        let d = DiagonalExpr::from_partition(x, e.m, e.n + 1)?;
        let at = e.m + e.c() as usize;
        let v = d.values();
        if v[at] != v[at + 1] {
            return Err(MhrgError::NotInDomain {
                map: "E⁻¹ (Abuku–Tada, Definition 4.3)",
                shape: x.to_string(),
                reason: format!(
                    "d_c = {} ≠ d_(c+1) = {} for c = {} (Lemma 4.8: not a position of MHRG({}, {}))",
                    v[at],
                    v[at + 1],
                    e.c(),
                    e.m,
                    e.n + 1
                ),
            });
        }
        let mut out = v.to_vec();
        out.remove(at + 1);
        Ok(DiagonalExpr::new(e.m, e.n, out)?.to_partition())
    }
}

impl GameMap<RectPos> for Inverse<MapE> {
    type Image = RectPos;
    type Error = MhrgError;

    fn try_apply(&self, p: &RectPos) -> Result<RectPos, MhrgError> {
        let e = &self.map;
        on_words((e.m, e.n + 1), (e.m, e.n), p, |x| self.try_apply(x))
    }
}

/// The map A of Abuku–Tada, Definition 5.11: T(Y_{n,n+1}) → F(S_n),
/// sd(A(Y)) = [a_1, …, a_{n+1}] for d(Y) = (a_{−n}, …, a_{n+1}). With
/// [`MapB`], its inverse, it gives MHRG(n, n + 1) ≅ HRG(S_n)
/// (Theorem 5.15).
///
/// As a [`GameMap`] it maps diagrams of Y_{n,n+1}, and Motegi's words of
/// Y_{n,n+1}, to shifted diagrams; its inverse ([`MapA::inverse`]) is B.
///
/// # Errors
/// `try_apply`: [`MhrgError::DoesNotFit`] if Y ∉ F(Y_{n,n+1});
/// [`MhrgError::NotInDomain`] if d(Y) is not symmetric, i.e. Y is not a
/// position (Lemma 5.10 (2)); on words, [`MhrgError::RectangleTooLarge`]
/// if 2n + 1 > 64 and [`MhrgError::BadWord`].
/// All: [`MhrgError::Partition`] with `PartitionError::TooLarge` if the
/// diagonal expressions (8 bytes per entry, O(n) entries) exceed the
/// memory budget
/// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES),
/// checked before they are built.
///
/// # Complexity
/// `try_apply`: O(n).
///
/// # Example
/// ```
/// use hookgames_game::GameMap;
/// use hookgames_mhrg::MapA;
/// use hookgames_partition::Partition;
/// let a = MapA::new(3)?;
/// assert_eq!(a.try_apply(&Partition::new(vec![4, 4, 4])?)?.parts(), &[3, 2, 1]);
/// assert!(a.try_apply(&Partition::new(vec![1])?).is_err()); // not a position
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MapA {
    n: usize,
}

impl MapA {
    /// A for the staircase S_n (n rows, like Y_{n,n+1}).
    ///
    /// # Errors
    /// [`MhrgError::EmptyRectangle`] if n = 0; [`MhrgError::MapDomain`] if
    /// n = `usize::MAX` (n + 1 would overflow).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`MapA`].
    pub fn new(n: usize) -> Result<Self, MhrgError> {
        check_n(
            "A (Abuku–Tada, Definition 5.11)",
            n,
            MhrgError::EmptyRectangle { m: 0, n: 1 },
        )?;
        Ok(MapA { n })
    }

    /// A⁻¹ = B: F(S_n) → T(Y_{n,n+1}) (Theorem 5.15).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_game::GameMap;
    /// use hookgames_mhrg::{MapA, MapB};
    /// use hookgames_partition::ShiftedPartition;
    /// let s = ShiftedPartition::new(vec![3, 1])?;
    /// assert_eq!(MapA::new(3)?.inverse().try_apply(&s)?, MapB::new(3)?.try_apply(&s)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn inverse(&self) -> Inverse<MapA> {
        Inverse { map: *self }
    }
}

impl GameMap<Partition> for MapA {
    type Image = ShiftedPartition;
    type Error = MhrgError;

    fn try_apply(&self, y: &Partition) -> Result<ShiftedPartition, MhrgError> {
        let n = self.n;
        fits(y, n, n as u64 + 1)?;
        let d = DiagonalExpr::from_partition(y, n, n as u64 + 1)?;
        if !is_symmetric(&d) {
            return Err(not_symmetric(
                "A (Abuku–Tada, Definition 5.11)",
                y,
                &d,
                "Lemma 5.10 (2)",
            ));
        }
        let sd = ShiftedDiagonalExpr::new(d.values()[n + 1..].to_vec())?;
        Ok(sd.to_shifted())
    }
}

impl GameMap<RectPos> for MapA {
    type Image = ShiftedPartition;
    type Error = MhrgError;

    fn try_apply(&self, p: &RectPos) -> Result<ShiftedPartition, MhrgError> {
        let y = RectGame::new(self.n, self.n as u64 + 1)?.partition(p)?;
        self.try_apply(&y)
    }
}

impl GameMap<ShiftedPartition> for Inverse<MapA> {
    type Image = Partition;
    type Error = MhrgError;

    fn try_apply(&self, s: &ShiftedPartition) -> Result<Partition, MhrgError> {
        MapB { n: self.map.n }.try_apply(s)
    }
}

/// The map B of Abuku–Tada, Definition 5.13: F(S_n) → T(Y_{n,n+1}),
/// d(B(S)) = (a_n, …, a_1, a_0, a_0, a_1, …, a_n) for sd(S) = [a_0, …, a_n]
/// (the 0-th component is the first a_0). Its inverse
/// ([`MapB::inverse`]) is [`MapA`].
///
/// # Errors
/// `try_apply`: [`MhrgError::Partition`] if S ∉ F(S_n) (naming S).
/// All: [`MhrgError::Partition`] with `PartitionError::TooLarge` if the
/// diagonal expressions (8 bytes per entry, O(n) entries) exceed the
/// memory budget
/// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES),
/// checked before they are built.
///
/// # Complexity
/// `try_apply`: O(n).
///
/// # Example
/// ```
/// use hookgames_game::GameMap;
/// use hookgames_mhrg::MapB;
/// use hookgames_partition::{Partition, ShiftedPartition};
/// let b = MapB::new(3)?;
/// let s = ShiftedPartition::new(vec![3, 2, 1])?;
/// assert_eq!(b.try_apply(&s)?, Partition::new(vec![4, 4, 4])?);
/// assert_eq!(b.try_apply(&ShiftedPartition::empty())?, Partition::empty());
/// assert_eq!(b.inverse().try_apply(&Partition::new(vec![4, 4, 4])?)?, s);
/// assert!(b.try_apply(&ShiftedPartition::new(vec![4])?).is_err()); // not in F(S_3)
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MapB {
    n: usize,
}

impl MapB {
    /// B for the staircase S_n (n rows, like Y_{n,n+1}).
    ///
    /// # Errors
    /// [`MhrgError::EmptyRectangle`] if n = 0; [`MhrgError::MapDomain`] if
    /// n = `usize::MAX` (n + 1 would overflow).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`MapB`].
    pub fn new(n: usize) -> Result<Self, MhrgError> {
        check_n(
            "B (Abuku–Tada, Definition 5.13)",
            n,
            MhrgError::EmptyRectangle { m: 0, n: 1 },
        )?;
        Ok(MapB { n })
    }

    /// B⁻¹ = A: T(Y_{n,n+1}) → F(S_n), on diagrams and on Motegi's words
    /// (Theorem 5.15).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`MapB`].
    pub fn inverse(&self) -> Inverse<MapB> {
        Inverse { map: *self }
    }
}

impl GameMap<ShiftedPartition> for MapB {
    type Image = Partition;
    type Error = MhrgError;

    fn try_apply(&self, s: &ShiftedPartition) -> Result<Partition, MhrgError> {
        let n = self.n;
        check_staircase_to_rectangle(n)?;
        let sd = ShiftedDiagonalExpr::from_shifted(s, n as u64)?;
        let a = sd.values();
        let mut d: Vec<u64> = a.iter().rev().copied().collect(); // a_n … a_0
        d.extend_from_slice(a); // a_0 … a_n
        Ok(DiagonalExpr::new(n, n as u64 + 1, d)?.to_partition())
    }
}

impl GameMap<Partition> for Inverse<MapB> {
    type Image = ShiftedPartition;
    type Error = MhrgError;

    fn try_apply(&self, y: &Partition) -> Result<ShiftedPartition, MhrgError> {
        MapA { n: self.map.n }.try_apply(y)
    }
}

impl GameMap<RectPos> for Inverse<MapB> {
    type Image = ShiftedPartition;
    type Error = MhrgError;

    fn try_apply(&self, p: &RectPos) -> Result<ShiftedPartition, MhrgError> {
        MapA { n: self.map.n }.try_apply(p)
    }
}

/// The map Φ of the Japanese version, Lemma 6.8:
/// SD⁻¹[a_0, …, a_{n−1}, 0] ↦ D⁻¹(0, a_{n−1}, …, a_1, a_0, a_0, a_1, …,
/// a_{n−1}, 0), F(SY_n) → T(Y_{n,n+1}), an isomorphism HRG(SY_n) ≅
/// MHRG(n, n + 1). Implemented from that formula; the tests check that it
/// is the map B of the English version. Its inverse ([`MapPhi::inverse`])
/// reads a_0, …, a_{n−1} off the right half of d(Y), on diagrams of
/// Y_{n,n+1} and on Motegi's words.
///
/// # Errors
/// `try_apply`: [`MhrgError::Partition`] if S ∉ F(SY_n) (naming S). The
/// inverse: [`MhrgError::DoesNotFit`] if Y ∉ F(Y_{n,n+1});
/// [`MhrgError::NotInDomain`] if d(Y) is not of Φ's form (not symmetric:
/// Y is not a position, Japanese version Theorem 6.6 (2)); on words,
/// [`MhrgError::RectangleTooLarge`] and [`MhrgError::BadWord`].
/// All: [`MhrgError::Partition`] with `PartitionError::TooLarge` if the
/// diagonal expressions (8 bytes per entry, O(n) entries) exceed the
/// memory budget
/// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES),
/// checked before they are built.
///
/// # Complexity
/// `try_apply`: O(n), and so for the inverse.
///
/// # Example
/// ```
/// use hookgames_game::GameMap;
/// use hookgames_mhrg::MapPhi;
/// use hookgames_partition::{Partition, ShiftedPartition};
/// let phi = MapPhi::new(3)?;
/// let s = ShiftedPartition::new(vec![2])?; // sd = [1, 1, 0, 0]
/// let y = phi.try_apply(&s)?;              // d = (0, 0, 1, 1̇, 1, 1, 0, 0)
/// assert_eq!(y, Partition::new(vec![3, 1])?);
/// assert_eq!(phi.inverse().try_apply(&y)?, s);
/// assert!(phi.inverse().try_apply(&Partition::new(vec![1])?).is_err()); // not a position
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MapPhi {
    n: usize,
}

impl MapPhi {
    /// Φ for SY_n = (n, n − 1, …, 1) (n rows, like Y_{n,n+1}).
    ///
    /// # Errors
    /// [`MhrgError::EmptyRectangle`] if n = 0; [`MhrgError::MapDomain`] if
    /// n = `usize::MAX` (n + 1 would overflow).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`MapPhi`].
    pub fn new(n: usize) -> Result<Self, MhrgError> {
        check_n(
            "Φ (Japanese version, Lemma 6.8)",
            n,
            MhrgError::EmptyRectangle { m: 0, n: 1 },
        )?;
        Ok(MapPhi { n })
    }

    /// Φ⁻¹: T(Y_{n,n+1}) → F(SY_n).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`MapPhi`].
    pub fn inverse(&self) -> Inverse<MapPhi> {
        Inverse { map: *self }
    }
}

impl GameMap<ShiftedPartition> for MapPhi {
    type Image = Partition;
    type Error = MhrgError;

    fn try_apply(&self, s: &ShiftedPartition) -> Result<Partition, MhrgError> {
        let n = self.n;
        check_staircase_to_rectangle(n)?;
        let a = ShiftedDiagonalExpr::from_shifted(s, n as u64)?;
        let a = &a.values()[..n]; // a_0, …, a_{n−1} (a_n = 0)
        let mut d = vec![0u64];
        d.extend(a[1..].iter().rev()); // a_{n−1}, …, a_1
        d.push(a[0]);
        d.push(a[0]);
        d.extend_from_slice(&a[1..]); // a_1, …, a_{n−1}
        d.push(0);
        Ok(DiagonalExpr::new(n, n as u64 + 1, d)?.to_partition())
    }
}

impl GameMap<Partition> for Inverse<MapPhi> {
    type Image = ShiftedPartition;
    type Error = MhrgError;

    fn try_apply(&self, y: &Partition) -> Result<ShiftedPartition, MhrgError> {
        let n = self.map.n;
        fits(y, n, n as u64 + 1)?;
        let d = DiagonalExpr::from_partition(y, n, n as u64 + 1)?;
        if !is_symmetric(&d) {
            return Err(not_symmetric(
                "Φ⁻¹ (Japanese version, Lemma 6.8)",
                y,
                &d,
                "Japanese version, Theorem 6.6 (2)",
            ));
        }
        // d = (0, a_{n−1}, …, a_0, a_0, …, a_{n−1}, 0): the right half from index n + 1.
        let sd = ShiftedDiagonalExpr::new(d.values()[n + 1..].to_vec())?;
        Ok(sd.to_shifted())
    }
}

impl GameMap<RectPos> for Inverse<MapPhi> {
    type Image = ShiftedPartition;
    type Error = MhrgError;

    fn try_apply(&self, p: &RectPos) -> Result<ShiftedPartition, MhrgError> {
        let n = self.map.n;
        let y = RectGame::new(n, n as u64 + 1)?.partition(p)?;
        self.try_apply(&y)
    }
}

/// The map Ψ of the Japanese version, Lemma 6.9:
/// D⁻¹(0, a_n, …, a_2, a_1, a_2, …, a_n, 0) ↦
/// D⁻¹(0, a_n, …, a_2, a_1, a_1, a_2, …, a_n, 0), T(Y_{n,n}) → T(Y_{n,n+1}),
/// an isomorphism MHRG(n, n) ≅ MHRG(n, n + 1) (it is E for m = n; the
/// tests check this). As a [`GameMap`] it maps diagrams of Y_{n,n} to
/// diagrams of Y_{n,n+1} and Motegi's words to words; so does its inverse
/// ([`MapPsi::inverse`]) the other way.
///
/// # Errors
/// `try_apply`: [`MhrgError::DoesNotFit`] if Y ∉ F(Y_{n,n}) (the inverse:
/// X ∉ F(Y_{n,n+1})); [`MhrgError::NotInDomain`] if d(Y) is not symmetric
/// (Y is not a position, Japanese version Theorem 6.6 (1), (2)); on words,
/// [`MhrgError::RectangleTooLarge`] if 2n + 1 > 64 and
/// [`MhrgError::BadWord`].
/// All: [`MhrgError::Partition`] with `PartitionError::TooLarge` if the
/// diagonal expressions (8 bytes per entry, O(n) entries) exceed the
/// memory budget
/// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES),
/// checked before they are built.
///
/// # Complexity
/// `try_apply`: O(n), and so for the inverse.
///
/// # Example
/// ```
/// use hookgames_game::GameMap;
/// use hookgames_mhrg::MapPsi;
/// use hookgames_partition::Partition;
/// let psi = MapPsi::new(2)?;
/// let y = Partition::new(vec![2, 1])?; // d = (0, 1, 1̇, 1, 0)
/// assert_eq!(psi.try_apply(&y)?, Partition::new(vec![3, 1])?);
/// assert_eq!(psi.inverse().try_apply(&Partition::new(vec![3, 1])?)?, y);
/// assert!(psi.try_apply(&Partition::new(vec![2])?).is_err()); // not a position
/// assert!(psi.try_apply(&Partition::new(vec![3])?).is_err()); // not in F(Y_{2,2})
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MapPsi {
    n: usize,
}

impl MapPsi {
    /// Ψ for Y_{n,n}.
    ///
    /// # Errors
    /// [`MhrgError::EmptyRectangle`] if n = 0; [`MhrgError::MapDomain`] if
    /// n = `usize::MAX` (n + 1 would overflow).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`MapPsi`].
    pub fn new(n: usize) -> Result<Self, MhrgError> {
        check_n(
            "Ψ (Japanese version, Lemma 6.9)",
            n,
            MhrgError::EmptyRectangle { m: n, n: 0 },
        )?;
        Ok(MapPsi { n })
    }

    /// Ψ⁻¹: T(Y_{n,n+1}) → T(Y_{n,n}).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`MapPsi`].
    pub fn inverse(&self) -> Inverse<MapPsi> {
        Inverse { map: *self }
    }
}

impl GameMap<Partition> for MapPsi {
    type Image = Partition;
    type Error = MhrgError;

    fn try_apply(&self, y: &Partition) -> Result<Partition, MhrgError> {
        let n = self.n;
        fits(y, n, n as u64)?;
        let d = DiagonalExpr::from_partition(y, n, n as u64)?;
        if !is_symmetric(&d) {
            return Err(not_symmetric(
                "Ψ (Japanese version, Lemma 6.9)",
                y,
                &d,
                "Japanese version, Theorem 6.6 (1)",
            ));
        }
        let v = d.values(); // (0, a_n, …, a_2, a_1, a_2, …, a_n, 0); a_1 at index n
        let mut out = v[..=n].to_vec();
        out.push(v[n]);
        out.extend_from_slice(&v[n + 1..]);
        Ok(DiagonalExpr::new(n, n as u64 + 1, out)?.to_partition())
    }
}

impl GameMap<RectPos> for MapPsi {
    type Image = RectPos;
    type Error = MhrgError;

    fn try_apply(&self, p: &RectPos) -> Result<RectPos, MhrgError> {
        let n = self.n;
        on_words((n, n as u64), (n, n as u64 + 1), p, |y| self.try_apply(y))
    }
}

impl GameMap<Partition> for Inverse<MapPsi> {
    type Image = Partition;
    type Error = MhrgError;

    fn try_apply(&self, x: &Partition) -> Result<Partition, MhrgError> {
        let n = self.map.n;
        fits(x, n, n as u64 + 1)?;
        let d = DiagonalExpr::from_partition(x, n, n as u64 + 1)?;
        if !is_symmetric(&d) {
            return Err(not_symmetric(
                "Ψ⁻¹ (Japanese version, Lemma 6.9)",
                x,
                &d,
                "Japanese version, Theorem 6.6 (2)",
            ));
        }
        let mut out = d.values().to_vec();
        out.remove(n + 1);
        Ok(DiagonalExpr::new(n, n as u64, out)?.to_partition())
    }
}

impl GameMap<RectPos> for Inverse<MapPsi> {
    type Image = RectPos;
    type Error = MhrgError;

    fn try_apply(&self, p: &RectPos) -> Result<RectPos, MhrgError> {
        let n = self.map.n;
        on_words((n, n as u64 + 1), (n, n as u64), p, |x| self.try_apply(x))
    }
}

/// Motegi's row reduction (Theorem 6.1): for 1 ≤ t ≤ m ≤ n, a diagram with
/// at most t rows is a position of MHRG(m, n) iff it is one of
/// MHRG(t, n − m + t), and its Grundy values in the two games agree. The
/// map is the identity on partitions, ⟦λ_1, …, λ_t⟧ ↦ (λ_1, …, λ_t); on
/// Motegi's subsets, I_{m,n}(⟦λ⟧) = [1, m − t] ∪ (I_{t,n−m+t}(λ) + m − t).
///
/// As a [`GameMap`] it maps the diagrams of F(Y_{m,n}) with at most t rows
/// and λ_1 ≤ n − m + t to the same diagrams in F(Y_{t,n−m+t}), and their
/// words of Y_{m,n} to words of Y_{t,n−m+t}; its inverse
/// ([`RowReduction::inverse`]) lifts any diagram or word of
/// Y_{t,n−m+t} back to Y_{m,n}.
///
/// # Errors
/// `try_apply`: [`MhrgError::DoesNotFit`] if Y ∉ F(Y_{m,n});
/// [`MhrgError::NotInDomain`] if Y has more than t rows, or
/// λ_1 > n − m + t (then Y is not a position of MHRG(m, n), (6.1)); on
/// words, [`MhrgError::RectangleTooLarge`] if m + n > 64 and
/// [`MhrgError::BadWord`]. The inverse: [`MhrgError::DoesNotFit`] if the
/// diagram is not in F(Y_{t,n−m+t}), [`MhrgError::BadWord`] for a word
/// that is not I(Y) of one.
///
/// # Complexity
/// `try_apply`: O(ℓ) on diagrams, O(m) on words; the inverse O(ℓ) on
/// diagrams, O(1) on words.
///
/// # Example
/// ```
/// use hookgames_game::GameMap;
/// use hookgames_mhrg::{RectGame, RowReduction};
/// use hookgames_partition::Partition;
/// let red = RowReduction::new(2, 5, 9)?;
/// assert_eq!(red.target(), (2, 6));
/// let y = Partition::new(vec![6, 3])?;
/// assert_eq!(red.try_apply(&y)?, y);
/// assert!(red.try_apply(&Partition::new(vec![7])?).is_err()); // λ_1 > n − m + t: not a position
/// assert!(red.try_apply(&Partition::new(vec![1, 1, 1])?).is_err()); // more than t rows
/// // On words: I_{5,9}(⟦6, 3⟧) = [1, 3] ∪ (I_{2,6}((6, 3)) + 3).
/// let (big, small) = (RectGame::new(5, 9)?, RectGame::new(2, 6)?);
/// assert_eq!(red.try_apply(&big.position(&y)?)?, small.position(&y)?);
/// assert_eq!(red.inverse().try_apply(&small.position(&y)?)?, big.position(&y)?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RowReduction {
    t: usize,
    m: usize,
    n: u64,
}

impl RowReduction {
    /// The reduction from MHRG(m, n) to MHRG(t, n − m + t).
    ///
    /// # Errors
    /// [`MhrgError::MapDomain`] unless 1 ≤ t ≤ m ≤ n.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_mhrg::{MhrgError, RowReduction};
    /// assert!(RowReduction::new(2, 3, 5).is_ok());
    /// assert!(matches!(RowReduction::new(3, 2, 5), Err(MhrgError::MapDomain { .. })));
    /// ```
    pub fn new(t: usize, m: usize, n: u64) -> Result<Self, MhrgError> {
        if t == 0 || t > m || (m as u64) > n {
            return Err(MhrgError::MapDomain {
                map: "the row reduction (Motegi, Theorem 6.1)",
                requirement: "1 ≤ t ≤ m ≤ n",
                m,
                n,
            });
        }
        Ok(RowReduction { t, m, n })
    }

    /// The target rectangle (t, n − m + t).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`RowReduction`].
    pub fn target(&self) -> (usize, u64) {
        (self.t, self.n - self.m as u64 + self.t as u64)
    }

    /// The inverse: a diagram (or word) of Y_{t,n−m+t} as a diagram (or
    /// word) of Y_{m,n}.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`RowReduction`].
    pub fn inverse(&self) -> Inverse<RowReduction> {
        Inverse { map: *self }
    }
}

impl GameMap<Partition> for RowReduction {
    type Image = Partition;
    type Error = MhrgError;

    fn try_apply(&self, y: &Partition) -> Result<Partition, MhrgError> {
        fits(y, self.m, self.n)?;
        let (t, width) = self.target();
        if y.len() > t {
            return Err(MhrgError::NotInDomain {
                map: "the row reduction (Motegi, Theorem 6.1)",
                shape: y.to_string(),
                reason: format!("it has {} rows, more than t = {t}", y.len()),
            });
        }
        if y.part(1) > width {
            return Err(MhrgError::NotInDomain {
                map: "the row reduction (Motegi, Theorem 6.1)",
                shape: y.to_string(),
                reason: format!(
                    "λ_1 = {} > n − m + t = {width}, so it is not a position of MHRG({}, {}) \
                     (Motegi, (6.1))",
                    y.part(1),
                    self.m,
                    self.n
                ),
            });
        }
        Ok(y.clone())
    }
}

impl GameMap<RectPos> for RowReduction {
    type Image = RectPos;
    type Error = MhrgError;

    fn try_apply(&self, p: &RectPos) -> Result<RectPos, MhrgError> {
        on_words((self.m, self.n), self.target(), p, |y| self.try_apply(y))
    }
}

impl GameMap<Partition> for Inverse<RowReduction> {
    type Image = Partition;
    type Error = MhrgError;

    fn try_apply(&self, x: &Partition) -> Result<Partition, MhrgError> {
        let (t, width) = self.map.target();
        fits(x, t, width)?;
        Ok(x.clone())
    }
}

impl GameMap<RectPos> for Inverse<RowReduction> {
    type Image = RectPos;
    type Error = MhrgError;

    fn try_apply(&self, p: &RectPos) -> Result<RectPos, MhrgError> {
        let red = &self.map;
        RectGame::new(red.m, red.n)?;
        let (t, width) = red.target();
        RectGame::new(t, width)?.check(p)?;
        let shift = (red.m - t) as u32;
        Ok(RectPos::from_word(low_mask(shift) | p.word() << shift))
    }
}
