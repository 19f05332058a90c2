//! The closed forms of Gottlieb–Krnc–Muršič for normal play: Lemmas 3, 4,
//! 12, 13, 14 and 17, and the combinations (8), (9) and (12).

use crate::LctrError;
use crate::rules::{Lctr, LctrVariant, mex2};

/// Lemma 12 (one-row game): SG(L(⟦a⟧)).
#[inline]
pub(crate) const fn lemma12(a: u64) -> u8 {
    if a == 0 {
        0
    } else if a % 2 == 1 {
        1
    } else {
        2
    }
}

/// Lemma 13 (two-row game) for a ≥ b, falling back to Lemma 12 when b = 0.
#[inline]
pub(crate) const fn lemma13(a: u64, b: u64) -> u8 {
    if b == 0 {
        lemma12(a)
    } else if a == b {
        if a.is_multiple_of(2) { 0 } else { 2 }
    } else if b % 2 == 1 {
        0
    } else {
        1
    }
}

/// Lemma 14 (three-row game) for a ≥ b ≥ c, falling back to Lemma 13 when
/// c = 0.
#[inline]
pub(crate) const fn lemma14(a: u64, b: u64, c: u64) -> u8 {
    if c == 0 {
        return lemma13(a, b);
    }
    let odd = c % 2 == 1;
    if a == b && b == c {
        // Case 1.
        if c >= 3 && odd {
            0
        } else if c == 2 {
            2
        } else {
            1
        }
    } else if b == c {
        // Case 2: a > b = c.
        if odd { 0 } else { 1 }
    } else if a == b {
        // Case 3: a = b > c.
        if odd { 1 } else { 0 }
    } else if c == 1 {
        // Case 4: a > b > c = 1.
        if b.is_multiple_of(2) { 1 } else { 2 }
    } else {
        // Case 5: a > b > c > 1.
        if odd { 1 } else { 0 }
    }
}

/// Equation (9): SG(A) for d(λ) = 2 from α20, α21, α02, α12 (the four
/// boundary values of equation (8)).
#[inline]
pub(crate) const fn equation9(a20: u8, a21: u8, a02: u8, a12: u8) -> u8 {
    mex2(mex2(mex2(a21, a12), a02), mex2(a20, mex2(a21, a12)))
}

/// Equation (12): SG(A) for d(λ) = 3 from the six boundary values
/// α30, α31, α32, α03, α13, α23.
#[inline]
pub(crate) const fn equation12(a30: u8, a31: u8, a32: u8, a03: u8, a13: u8, a23: u8) -> u8 {
    let c22 = mex2(a32, a23);
    let c21 = mex2(a31, c22);
    let c12 = mex2(c22, a13);
    let c11 = mex2(c21, c12);
    let c20 = mex2(a30, c21);
    let c02 = mex2(c12, a03);
    mex2(mex2(c20, c11), mex2(c11, c02))
}

/// Lemma 4, equation (5) (LCTR) or (6) (Downright): the gamma ⟦c, 1^{r−1}⟧
/// with r, c ≥ 1.
#[inline]
pub(crate) const fn lemma4(game: LctrVariant, r: u64, c: u64) -> u8 {
    match game {
        LctrVariant::Lctr => {
            if c > 1 && r > 1 {
                0
            } else if (r == 1 && c % 2 == 1) || (c == 1 && r % 2 == 1) {
                1
            } else {
                2
            }
        }
        LctrVariant::Downright => {
            if c % 2 == 1 && r % 2 == 1 {
                0
            } else if c % 2 != r % 2 && c > 1 && r > 1 {
                2
            } else {
                1
            }
        }
    }
}

impl Lctr {
    /// The Sprague–Grundy value (normal play) of LCTR on a partition with
    /// at most three rows, given as its parts, in O(1): Lemma 12 (one row),
    /// Lemma 13 (two rows) and Lemma 14 (three rows) of
    /// Gottlieb–Krnc–Muršič. Trailing zeros are ignored; ∅ has value 0.
    ///
    /// # Errors
    /// [`LctrError::Increasing`] if the parts increase;
    /// [`LctrError::TooManyRows`] if more than three parts are non-zero
    /// (use [`Lctr::value`] for any partition).
    ///
    /// # Complexity
    /// O(number of parts given).
    ///
    /// # Example
    /// ```
    /// use hookgames_lctr::Lctr;
    /// assert_eq!(Lctr.grundy_few_rows(&[6])?, 2); // Lemma 12
    /// assert_eq!(Lctr.grundy_few_rows(&[5, 5])?, 2); // Lemma 13, case 1
    /// assert_eq!(Lctr.grundy_few_rows(&[7, 4])?, 1); // Lemma 13, case 2
    /// assert_eq!(Lctr.grundy_few_rows(&[9, 6, 1])?, 1); // Lemma 14, case 4
    /// assert!(Lctr.grundy_few_rows(&[3, 2, 2, 1]).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn grundy_few_rows(&self, parts: &[u64]) -> Result<u64, LctrError> {
        check_non_increasing(parts)?;
        let rows = parts.iter().take_while(|&&p| p > 0).count();
        if rows > 3 {
            return Err(LctrError::TooManyRows { rows, limit: 3 });
        }
        let p = |k: usize| parts.get(k).copied().unwrap_or(0);
        Ok(u64::from(lemma14(p(0), p(1), p(2))))
    }
}

pub(crate) fn check_non_increasing(parts: &[u64]) -> Result<(), LctrError> {
    for (k, w) in parts.windows(2).enumerate() {
        if w[1] > w[0] {
            return Err(LctrError::Increasing {
                index: k + 2,
                part: w[1],
                prev: w[0],
            });
        }
    }
    Ok(())
}
