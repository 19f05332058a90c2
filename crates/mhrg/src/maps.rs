//! The isomorphisms of the papers: transposition, E (Abuku–Tada,
//! Definition 4.3), A and B (Definitions 5.11, 5.13), Φ and Ψ (the Japanese
//! version, Lemmas 6.8, 6.9), and Motegi's row reduction (Theorem 6.1).

use hookgames_partition::{DiagonalExpr, Partition, ShiftedDiagonalExpr, ShiftedPartition};

use crate::MhrgError;
use crate::closed::is_symmetric;
use crate::rect::{RectPos, check_rect, low_mask};

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

/// Transposition Y ↦ Y^T (the conjugate): an isomorphism
/// MHRG(m, n) ≅ MHRG(n, m), since α_{n,m}(j, i) = α_{m,n}(i, j)
/// (Abuku–Tada §4.1). Its inverse is the transposition for (n, m).
///
/// # Example
/// ```
/// use hookgames_mhrg::Transpose;
/// use hookgames_partition::Partition;
/// let t = Transpose::new(2, 3)?;
/// assert_eq!(t.apply(&Partition::new(vec![3, 1])?)?, Partition::new(vec![2, 1, 1])?);
/// assert_eq!(t.inverse().apply(&Partition::new(vec![2, 1, 1])?)?, Partition::new(vec![3, 1])?);
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
    pub fn new(m: usize, n: u64) -> Result<Self, MhrgError> {
        if m == 0 || n == 0 {
            return Err(MhrgError::EmptyRectangle { m, n });
        }
        Ok(Transpose { m, n })
    }

    /// Y^T.
    ///
    /// # Errors
    /// [`MhrgError::DoesNotFit`] if Y ∉ F(Y_{m,n}); [`MhrgError::Partition`]
    /// if λ_1 is too large to materialize.
    ///
    /// # Complexity
    /// O(ℓ + λ_1).
    pub fn apply(&self, y: &Partition) -> Result<Partition, MhrgError> {
        fits(y, self.m, self.n)?;
        Ok(y.conjugate()?)
    }

    /// The inverse map F(Y_{n,m}) → F(Y_{m,n}).
    ///
    /// # Complexity
    /// O(1).
    pub fn inverse(&self) -> Transpose {
        // n ≥ 1 fits a usize whenever a diagram of Y_{m,n} is materialized;
        // saturate otherwise (the map then rejects every large diagram).
        Transpose {
            m: usize::try_from(self.n).unwrap_or(usize::MAX),
            n: self.m as u64,
        }
    }
}

/// The map E of Abuku–Tada, Definition 4.3: for m ≤ n with m + n even and
/// c = (n − m)/2, d(E(Y)) repeats the c-th component of d(Y),
/// (…, a_{c−1}, a_c, a_c, a_{c+1}, …). Theorem 4.4: E is an isomorphism
/// MHRG(m, n) ≅ MHRG(m, n + 1). For m = n it is the map Ψ of the Japanese
/// version (Lemma 6.9, [`MapPsi`]).
///
/// # Example
/// ```
/// use hookgames_mhrg::MapE;
/// use hookgames_partition::Partition;
/// let e = MapE::new(2, 4)?; // c = 1
/// let y = Partition::new(vec![3, 2])?;
/// assert_eq!(e.apply(&y)?, Partition::new(vec![4, 2])?);
/// assert_eq!(e.inverse(&Partition::new(vec![4, 2])?)?, y);
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
    /// [`MhrgError::MapDomain`] unless 1 ≤ m ≤ n and m + n is even.
    ///
    /// # Complexity
    /// O(1).
    pub fn new(m: usize, n: u64) -> Result<Self, MhrgError> {
        if m == 0 || (m as u64) > n || (m as u64 + n) % 2 == 1 || n == u64::MAX {
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

    /// E(Y).
    ///
    /// # Errors
    /// [`MhrgError::Partition`] if Y ∉ F(Y_{m,n}).
    ///
    /// # Complexity
    /// O(m + n).
    pub fn apply(&self, y: &Partition) -> Result<Partition, MhrgError> {
        let d = DiagonalExpr::from_partition(y, self.m, self.n)?;
        Ok(self.apply_expr(&d)?.to_partition())
    }

    /// E⁻¹(X) for X ∈ F(Y_{m,n+1}) with d_c(X) = d_{c+1}(X) (by Lemma 4.8
    /// every position of MHRG(m, n + 1) qualifies).
    ///
    /// # Errors
    /// [`MhrgError::Partition`] if X ∉ F(Y_{m,n+1});
    /// [`MhrgError::NotInDomain`] if d_c(X) ≠ d_{c+1}(X).
    ///
    /// # Complexity
    /// O(m + n).
    pub fn inverse(&self, x: &Partition) -> Result<Partition, MhrgError> {
        let d = DiagonalExpr::from_partition(x, self.m, self.n + 1)?;
        let at = self.m + self.c() as usize;
        let v = d.values();
        if v[at] != v[at + 1] {
            return Err(MhrgError::NotInDomain {
                map: "E⁻¹ (Abuku–Tada, Definition 4.3)",
                shape: x.to_string(),
                reason: format!(
                    "d_c = {} ≠ d_(c+1) = {} for c = {} (Lemma 4.8: not a position of MHRG({}, {}))",
                    v[at],
                    v[at + 1],
                    self.c(),
                    self.m,
                    self.n + 1
                ),
            });
        }
        let mut out = v.to_vec();
        out.remove(at + 1);
        Ok(DiagonalExpr::new(self.m, self.n, out)?.to_partition())
    }
}

/// The map A of Abuku–Tada, Definition 5.11: T(Y_{n,n+1}) → F(S_n),
/// sd(A(Y)) = [a_1, …, a_{n+1}] for d(Y) = (a_{−n}, …, a_{n+1}). With
/// [`MapB`], its inverse, it gives MHRG(n, n + 1) ≅ HRG(S_n)
/// (Theorem 5.15).
///
/// # Example
/// ```
/// use hookgames_mhrg::MapA;
/// use hookgames_partition::Partition;
/// let a = MapA::new(3)?;
/// assert_eq!(a.apply(&Partition::new(vec![4, 4, 4])?)?.parts(), &[3, 2, 1]);
/// assert!(a.apply(&Partition::new(vec![1])?).is_err()); // not a position
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MapA {
    n: usize,
}

impl MapA {
    /// A for the staircase S_n.
    ///
    /// # Errors
    /// [`MhrgError::EmptyRectangle`] if n = 0.
    ///
    /// # Complexity
    /// O(1).
    pub fn new(n: usize) -> Result<Self, MhrgError> {
        if n == 0 {
            return Err(MhrgError::EmptyRectangle { m: 0, n: 1 });
        }
        Ok(MapA { n })
    }

    /// A(Y).
    ///
    /// # Errors
    /// [`MhrgError::Partition`] if Y ∉ F(Y_{n,n+1});
    /// [`MhrgError::NotInDomain`] if d(Y) is not symmetric, i.e. Y is not
    /// a position (Lemma 5.10 (2)).
    ///
    /// # Complexity
    /// O(n).
    pub fn apply(&self, y: &Partition) -> Result<ShiftedPartition, MhrgError> {
        let n = self.n;
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

/// The map B of Abuku–Tada, Definition 5.13: F(S_n) → T(Y_{n,n+1}),
/// d(B(S)) = (a_n, …, a_1, a_0, a_0, a_1, …, a_n) for sd(S) = [a_0, …, a_n]
/// (the 0-th component is the first a_0). The inverse of [`MapA`].
///
/// # Example
/// ```
/// use hookgames_mhrg::MapB;
/// use hookgames_partition::{Partition, ShiftedPartition};
/// let b = MapB::new(3)?;
/// assert_eq!(b.apply(&ShiftedPartition::new(vec![3, 2, 1])?)?, Partition::new(vec![4, 4, 4])?);
/// assert_eq!(b.apply(&ShiftedPartition::empty())?, Partition::empty());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MapB {
    n: usize,
}

impl MapB {
    /// B for the staircase S_n.
    ///
    /// # Errors
    /// [`MhrgError::EmptyRectangle`] if n = 0.
    ///
    /// # Complexity
    /// O(1).
    pub fn new(n: usize) -> Result<Self, MhrgError> {
        if n == 0 {
            return Err(MhrgError::EmptyRectangle { m: 0, n: 1 });
        }
        Ok(MapB { n })
    }

    /// B(S).
    ///
    /// # Errors
    /// [`MhrgError::Partition`] if S ∉ F(S_n).
    ///
    /// # Complexity
    /// O(n).
    pub fn apply(&self, s: &ShiftedPartition) -> Result<Partition, MhrgError> {
        let n = self.n;
        let sd = ShiftedDiagonalExpr::from_shifted(s, n as u64)?;
        let a = sd.values();
        let mut d: Vec<u64> = a.iter().rev().copied().collect(); // a_n … a_0
        d.extend_from_slice(a); // a_0 … a_n
        Ok(DiagonalExpr::new(n, n as u64 + 1, d)?.to_partition())
    }
}

/// The map Φ of the Japanese version, Lemma 6.8:
/// SD⁻¹[a_0, …, a_{n−1}, 0] ↦ D⁻¹(0, a_{n−1}, …, a_1, a_0, a_0, a_1, …,
/// a_{n−1}, 0), F(SY_n) → T(Y_{n,n+1}), an isomorphism HRG(SY_n) ≅
/// MHRG(n, n + 1). Implemented from that formula; the tests check that it
/// is the map B of the English version.
///
/// # Example
/// ```
/// use hookgames_mhrg::MapPhi;
/// use hookgames_partition::{Partition, ShiftedPartition};
/// let phi = MapPhi::new(3)?;
/// let s = ShiftedPartition::new(vec![2])?; // sd = [1, 1, 0, 0]
/// let y = phi.apply(&s)?;                  // d = (0, 0, 1, 1̇, 1, 1, 0, 0)
/// assert_eq!(y, Partition::new(vec![3, 1])?);
/// assert_eq!(phi.inverse(&y)?, s);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MapPhi {
    n: usize,
}

impl MapPhi {
    /// Φ for SY_n = (n, n − 1, …, 1).
    ///
    /// # Errors
    /// [`MhrgError::EmptyRectangle`] if n = 0.
    ///
    /// # Complexity
    /// O(1).
    pub fn new(n: usize) -> Result<Self, MhrgError> {
        if n == 0 {
            return Err(MhrgError::EmptyRectangle { m: 0, n: 1 });
        }
        Ok(MapPhi { n })
    }

    /// Φ(S).
    ///
    /// # Errors
    /// [`MhrgError::Partition`] if S ∉ F(SY_n).
    ///
    /// # Complexity
    /// O(n).
    pub fn apply(&self, s: &ShiftedPartition) -> Result<Partition, MhrgError> {
        let n = self.n;
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

    /// Φ⁻¹(Y) for Y ∈ T(Y_{n,n+1}): read a_0, …, a_{n−1} off the right
    /// half of d(Y).
    ///
    /// # Errors
    /// [`MhrgError::Partition`] if Y ∉ F(Y_{n,n+1});
    /// [`MhrgError::NotInDomain`] if d(Y) is not of Φ's form (not
    /// symmetric: Y is not a position, Japanese version Theorem 6.6 (2)).
    ///
    /// # Complexity
    /// O(n).
    pub fn inverse(&self, y: &Partition) -> Result<ShiftedPartition, MhrgError> {
        let n = self.n;
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

/// The map Ψ of the Japanese version, Lemma 6.9:
/// D⁻¹(0, a_n, …, a_2, a_1, a_2, …, a_n, 0) ↦
/// D⁻¹(0, a_n, …, a_2, a_1, a_1, a_2, …, a_n, 0), T(Y_{n,n}) → T(Y_{n,n+1}),
/// an isomorphism MHRG(n, n) ≅ MHRG(n, n + 1) (it is E for m = n; the
/// tests check this).
///
/// # Example
/// ```
/// use hookgames_mhrg::MapPsi;
/// use hookgames_partition::Partition;
/// let psi = MapPsi::new(2)?;
/// let y = Partition::new(vec![2, 1])?; // d = (0, 1, 1̇, 1, 0)
/// assert_eq!(psi.apply(&y)?, Partition::new(vec![3, 1])?);
/// assert_eq!(psi.inverse(&Partition::new(vec![3, 1])?)?, y);
/// assert!(psi.apply(&Partition::new(vec![2])?).is_err()); // not a position
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
    /// [`MhrgError::EmptyRectangle`] if n = 0.
    ///
    /// # Complexity
    /// O(1).
    pub fn new(n: usize) -> Result<Self, MhrgError> {
        if n == 0 {
            return Err(MhrgError::EmptyRectangle { m: n, n: 0 });
        }
        Ok(MapPsi { n })
    }

    /// Ψ(Y).
    ///
    /// # Errors
    /// [`MhrgError::Partition`] if Y ∉ F(Y_{n,n}); [`MhrgError::NotInDomain`]
    /// if d(Y) is not symmetric (Y is not a position, Theorem 6.6 (1)).
    ///
    /// # Complexity
    /// O(n).
    pub fn apply(&self, y: &Partition) -> Result<Partition, MhrgError> {
        let n = self.n;
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

    /// Ψ⁻¹(X) for X ∈ T(Y_{n,n+1}).
    ///
    /// # Errors
    /// [`MhrgError::Partition`] if X ∉ F(Y_{n,n+1});
    /// [`MhrgError::NotInDomain`] if d(X) is not symmetric.
    ///
    /// # Complexity
    /// O(n).
    pub fn inverse(&self, x: &Partition) -> Result<Partition, MhrgError> {
        let n = self.n;
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

/// Motegi's row reduction (Theorem 6.1): for 1 ≤ t ≤ m ≤ n, a diagram with
/// at most t rows is a position of MHRG(m, n) iff it is one of
/// MHRG(t, n − m + t), and its Grundy values in the two games agree. The
/// map is the identity on partitions, ⟦λ_1, …, λ_t⟧ ↦ (λ_1, …, λ_t); on
/// Motegi's subsets, I_{m,n}(⟦λ⟧) = [1, m − t] ∪ (I_{t,n−m+t}(λ) + m − t).
///
/// # Example
/// ```
/// use hookgames_mhrg::RowReduction;
/// use hookgames_partition::Partition;
/// let red = RowReduction::new(2, 5, 9)?;
/// assert_eq!(red.target(), (2, 6));
/// let y = Partition::new(vec![6, 3])?;
/// assert_eq!(red.apply(&y)?, y);
/// assert!(red.apply(&Partition::new(vec![7])?).is_err()); // λ_1 > n − m + t: not a position
/// assert!(red.apply(&Partition::new(vec![1, 1, 1])?).is_err()); // more than t rows
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
    pub fn target(&self) -> (usize, u64) {
        (self.t, self.n - self.m as u64 + self.t as u64)
    }

    /// The diagram as a diagram of the target rectangle.
    ///
    /// # Errors
    /// [`MhrgError::DoesNotFit`] if Y ∉ F(Y_{m,n});
    /// [`MhrgError::NotInDomain`] if Y has more than t rows, or
    /// λ_1 > n − m + t (then Y is not a position of MHRG(m, n), (6.1)).
    ///
    /// # Complexity
    /// O(ℓ).
    pub fn apply(&self, y: &Partition) -> Result<Partition, MhrgError> {
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

    /// The map on Motegi's subsets: the word of ⟦λ⟧ in Y_{m,n} from the
    /// word of λ in Y_{t,n−m+t}.
    ///
    /// # Errors
    /// [`MhrgError::RectangleTooLarge`] if m + n > 64;
    /// [`MhrgError::BadWord`] if `p` is not a word of Y_{t,n−m+t}.
    ///
    /// # Complexity
    /// O(1).
    pub fn lift_word(&self, p: RectPos) -> Result<RectPos, MhrgError> {
        check_rect(self.m, self.n)?;
        let (t, width) = self.target();
        crate::RectGame::new(t, width)?.check(p)?;
        let shift = (self.m - t) as u32;
        Ok(RectPos::from_word(low_mask(shift) | p.word() << shift))
    }
}
