use std::fmt;

use crate::datum::CoxeterDatum;
use crate::error::{CoxeterError, word_name};

/// The largest length ℓ(w) of a [`WeylElement`]. An element of length ℓ has
/// matrix entries of absolute value at most 2^ℓ (each right multiplication by
/// a simple reflection at most doubles them), so 60 keeps every entry and
/// every intermediate sum inside an i64.
pub const MAX_WORD_LENGTH: usize = 60;

/// An element w of the Coxeter group W = ⟨s_α : α ∈ Π⟩ of a
/// [`CoxeterDatum`], stored as its matrix on V (column j is w α_j over Π_*).
/// The representation is faithful, so `==` is equality in W.
///
/// Lengths and reduced words come from the descent criterion
/// ℓ(w s_α) < ℓ(w) ⟺ w α < 0 (Humphreys, Reflection groups and Coxeter
/// groups, §5.4).
///
/// # Example
/// ```
/// use hookgames_coxeter::{CoxeterDatum, WeylElement};
/// let d = CoxeterDatum::path(4, 0)?; // α_* = 0, Π = {1, 2, 3} of type A3
/// let w = WeylElement::from_word(&d, &[1, 2, 1])?;
/// assert_eq!(w.length(), 3);
/// assert_eq!(w, WeylElement::from_word(&d, &[2, 1, 2])?); // braid relation
/// assert_eq!(WeylElement::from_word(&d, &[1, 1])?.length(), 0);
/// assert_eq!(w.apply(&[1, 0, 0, 0])?, vec![1, 1, 1, 0]); // w α_* = α_* + α_1 + α_2
/// assert_eq!(w.to_string(), "s_1 s_2 s_1");
/// assert_eq!(WeylElement::identity(&d).to_string(), "1");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct WeylElement {
    n: usize,
    /// Column-major: entry (i, j) at `j * n + i`.
    m: Vec<i64>,
    /// A reduced word (letters = vertex indices), read left to right.
    word: Vec<usize>,
}

impl fmt::Debug for WeylElement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "WeylElement{:?}", self.word)
    }
}

/// The reduced word as a product of simple reflections, as in (6.3):
/// `s_1 s_3 s_0`; `1` for the identity.
impl fmt::Display for WeylElement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&word_name(&self.word))
    }
}

impl WeylElement {
    /// The identity of W.
    ///
    /// # Complexity
    /// O(n²).
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CoxeterDatum, WeylElement};
    /// let d = CoxeterDatum::path(3, 0)?;
    /// assert_eq!(WeylElement::identity(&d).length(), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn identity(d: &CoxeterDatum) -> Self {
        let n = d.vertex_count();
        let mut m = vec![0; n * n];
        for i in 0..n {
            m[i * n + i] = 1;
        }
        WeylElement {
            n,
            m,
            word: Vec::new(),
        }
    }

    /// The product s_{w₁} ⋯ s_{w_l} of the letters w₁, …, w_l of `word`.
    ///
    /// # Errors
    /// [`CoxeterError::BadLetter`] if a letter is α_* or out of range;
    /// [`CoxeterError::WordTooLong`] if the word is longer than
    /// [`MAX_WORD_LENGTH`].
    ///
    /// # Complexity
    /// O(l · n · deg + ℓ(w) · n²) (the product, then a reduced word).
    ///
    /// # Example
    /// See [`WeylElement`].
    pub fn from_word(d: &CoxeterDatum, word: &[usize]) -> Result<Self, CoxeterError> {
        if word.len() > MAX_WORD_LENGTH {
            return Err(CoxeterError::WordTooLong {
                length: word.len(),
                limit: MAX_WORD_LENGTH,
            });
        }
        for (i, &a) in word.iter().enumerate() {
            d.check_letter(a, Some(i))?;
        }
        Ok(Self::from_checked_word(d, word))
    }

    /// `from_word` for a word already checked (letters simple, length ≤ limit).
    pub(crate) fn from_checked_word(d: &CoxeterDatum, word: &[usize]) -> Self {
        let mut w = Self::identity(d);
        for &a in word {
            w.right_mul_raw(d, a);
        }
        w.word = w.compute_reduced_word(d);
        w
    }

    /// w ↦ w s_a on the matrix only: column a ↦ −column a, each neighbour
    /// column b ↦ column b + column a.
    fn right_mul_raw(&mut self, d: &CoxeterDatum, a: usize) {
        let n = self.n;
        for i in 0..n {
            self.m[a * n + i] = -self.m[a * n + i];
        }
        for &b in d.neighbors(a) {
            for i in 0..n {
                self.m[b * n + i] -= self.m[a * n + i];
            }
        }
    }

    /// `true` if w α_a < 0 (column a has a negative entry; a root is
    /// positive or negative).
    fn column_negative(&self, a: usize) -> bool {
        self.m[a * self.n..(a + 1) * self.n].iter().any(|&x| x < 0)
    }

    fn compute_reduced_word(&self, d: &CoxeterDatum) -> Vec<usize> {
        let mut w = self.clone();
        let mut rev = Vec::new();
        // Each step lowers ℓ by one, so this stops after ℓ(w) steps.
        while let Some(a) = d.simple_roots().into_iter().find(|&a| w.column_negative(a)) {
            w.right_mul_raw(d, a);
            rev.push(a);
        }
        rev.reverse();
        rev
    }

    /// A reduced word of w (the lexicographically first right descents,
    /// read from the right).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CoxeterDatum, WeylElement};
    /// let d = CoxeterDatum::path(3, 0)?;
    /// assert_eq!(WeylElement::from_word(&d, &[1, 2, 2, 1, 2])?.reduced_word(), &[2]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn reduced_word(&self) -> &[usize] {
        &self.word
    }

    /// The length ℓ(w).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`WeylElement`].
    pub fn length(&self) -> usize {
        self.word.len()
    }

    /// `true` if ℓ(w s_a) < ℓ(w), i.e. w α_a < 0 (a right descent).
    ///
    /// # Errors
    /// [`CoxeterError::BadLetter`] if `a` is not a simple root.
    ///
    /// # Complexity
    /// O(n).
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CoxeterDatum, WeylElement};
    /// let d = CoxeterDatum::path(3, 0)?;
    /// let w = WeylElement::from_word(&d, &[1, 2])?;
    /// assert!(w.has_right_descent(&d, 2)? && !w.has_right_descent(&d, 1)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn has_right_descent(&self, d: &CoxeterDatum, a: usize) -> Result<bool, CoxeterError> {
        d.check_letter(a, None)?;
        Ok(self.column_negative(a))
    }

    /// w v for a vector v of V.
    ///
    /// # Errors
    /// [`CoxeterError::Dimension`] if `v` has the wrong length;
    /// [`CoxeterError::Overflow`] if a coordinate does not fit an i64.
    ///
    /// # Complexity
    /// O(n²).
    ///
    /// # Example
    /// See [`WeylElement`].
    pub fn apply(&self, v: &[i64]) -> Result<Vec<i64>, CoxeterError> {
        let n = self.n;
        if v.len() != n {
            return Err(CoxeterError::Dimension {
                expected: n,
                got: v.len(),
            });
        }
        let mut out = vec![0i64; n];
        for (i, o) in out.iter_mut().enumerate() {
            let s: i128 = (0..n)
                .map(|j| i128::from(self.m[j * n + i]) * i128::from(v[j]))
                .sum();
            *o = i64::try_from(s).map_err(|_| CoxeterError::Overflow {
                what: "a coordinate of w v",
            })?;
        }
        Ok(out)
    }

    /// The product self · other.
    ///
    /// # Errors
    /// [`CoxeterError::WordTooLong`] if ℓ(self) + ℓ(other) exceeds
    /// [`MAX_WORD_LENGTH`].
    ///
    /// # Complexity
    /// O((ℓ(other) + ℓ) · n · deg + ℓ · n²).
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CoxeterDatum, WeylElement};
    /// let d = CoxeterDatum::path(3, 0)?;
    /// let a = WeylElement::from_word(&d, &[1, 2])?;
    /// let b = WeylElement::from_word(&d, &[2, 1])?;
    /// assert_eq!(a.mul(&d, &b)?.length(), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn mul(&self, d: &CoxeterDatum, other: &WeylElement) -> Result<WeylElement, CoxeterError> {
        let total = self.length() + other.length();
        if total > MAX_WORD_LENGTH {
            return Err(CoxeterError::WordTooLong {
                length: total,
                limit: MAX_WORD_LENGTH,
            });
        }
        let mut word = self.word.clone();
        word.extend_from_slice(&other.word);
        Ok(Self::from_checked_word(d, &word))
    }

    /// w⁻¹ (the reversed reduced word).
    ///
    /// # Complexity
    /// O(ℓ · n²).
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CoxeterDatum, WeylElement};
    /// let d = CoxeterDatum::path(3, 0)?;
    /// let a = WeylElement::from_word(&d, &[1, 2])?;
    /// assert_eq!(a.inverse(&d).reduced_word(), &[2, 1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn inverse(&self, d: &CoxeterDatum) -> WeylElement {
        let rev: Vec<usize> = self.word.iter().rev().copied().collect();
        Self::from_checked_word(d, &rev)
    }

    /// The minimal representative w^J of the coset w W_J: the unique element
    /// of w W_J with ℓ(w^J s_θ) = ℓ(w^J) + 1 for all θ ∈ J (Kawanaka §6).
    ///
    /// # Complexity
    /// O(ℓ(w) · n²).
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CoxeterDatum, WeylElement};
    /// let d = CoxeterDatum::path(4, 0)?; // J = {2, 3}
    /// let w = WeylElement::from_word(&d, &[2, 1, 3, 2])?;
    /// assert_eq!(w.min_coset_rep(&d).reduced_word(), &[2, 1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn min_coset_rep(&self, d: &CoxeterDatum) -> WeylElement {
        let mut w = self.clone();
        let mut changed = false;
        while let Some(a) = d.j_set().into_iter().find(|&a| w.column_negative(a)) {
            w.right_mul_raw(d, a);
            changed = true;
        }
        if changed {
            w.word = w.compute_reduced_word(d);
        }
        w
    }

    /// The bytes this element occupies: the struct itself, its n × n
    /// matrix (8n² bytes) and its reduced word (8ℓ bytes).
    pub(crate) fn bytes(&self) -> usize {
        size_of::<WeylElement>() + 8 * self.m.len() + 8 * self.word.len()
    }

    /// `true` if w = w^J (no right descent in J).
    ///
    /// # Complexity
    /// O(n²).
    ///
    /// # Example
    /// ```
    /// use hookgames_coxeter::{CoxeterDatum, WeylElement};
    /// let d = CoxeterDatum::path(4, 0)?;
    /// assert!(WeylElement::from_word(&d, &[2, 1])?.is_min_coset_rep(&d));
    /// assert!(!WeylElement::from_word(&d, &[1, 2])?.is_min_coset_rep(&d));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_min_coset_rep(&self, d: &CoxeterDatum) -> bool {
        !d.j_set().into_iter().any(|a| self.column_negative(a))
    }

    /// s_a w on the matrix (row a ↦ Σ_{b adj a} row b − row a), recomputing
    /// the reduced word.
    pub(crate) fn left_mul(&self, d: &CoxeterDatum, a: usize) -> WeylElement {
        let mut word = Vec::with_capacity(self.word.len() + 1);
        word.push(a);
        word.extend_from_slice(&self.word);
        Self::from_checked_word(d, &word)
    }
}
