use hookgames_partition::Partition;
use num_bigint::BigUint;
use num_traits::One;

use crate::LctrError;
use crate::closed::lemma4;
use crate::rules::LctrVariant;
use crate::tree::TreeParameters;

/// The largest `rows + cols` (or staircase side) for which
/// [`Family::tree_parameters`] evaluates the binomials and powers of Table 1, and
/// for which [`Family::partition`] builds the diagram's rows: 2¹⁶.
pub const MAX_FAMILY_SIDE: u64 = 1 << 16;

/// The three shape families of Gottlieb–Krnc–Muršič §2.1 (their symbols were
/// lost in the text extraction used here; the variants name them).
///
/// With the `serde` feature it is serializable, externally tagged with the
/// field names below: `{"Rectangle": {"rows": 3, "cols": 5}}`,
/// `{"Staircase": {"r": 4}}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Family {
    /// The staircase ⟦r, r−1, …, 1⟧ (r = 0 is ∅).
    Staircase {
        /// The number of rows r (= λ_1).
        r: usize,
    },
    /// The rectangle ⟦c^r⟧: `rows` rows of length `cols`.
    Rectangle {
        /// The number of rows r ≥ 1.
        rows: usize,
        /// The row length c ≥ 1.
        cols: u64,
    },
    /// The gamma ⟦c, 1^{r−1}⟧: a row of length `cols` on a column of height
    /// `rows`.
    Gamma {
        /// The number of rows r ≥ 1.
        rows: usize,
        /// The length c ≥ 1 of the first row.
        cols: u64,
    },
}

impl Family {
    fn check(self) -> Result<(u64, u64), LctrError> {
        let (r, c) = match self {
            Family::Staircase { r } => (r as u64, r as u64),
            Family::Rectangle { rows, cols } | Family::Gamma { rows, cols } => {
                if rows == 0 {
                    return Err(LctrError::ZeroParameter {
                        what: "number of rows",
                    });
                }
                if cols == 0 {
                    return Err(LctrError::ZeroParameter {
                        what: "number of columns",
                    });
                }
                (rows as u64, cols)
            }
        };
        let side = r.saturating_add(c);
        let side = if matches!(self, Family::Staircase { .. }) {
            r
        } else {
            side
        };
        if side > MAX_FAMILY_SIDE {
            return Err(LctrError::TooLarge {
                what: "the side (rows + columns, or the staircase side) of the shape",
                value: side,
                limit_name: "MAX_FAMILY_SIDE",
                limit: MAX_FAMILY_SIDE,
                instead: "use a smaller shape; `Family::value` has no limit, and the \
                          exponent representation (`PartitionRuns`) holds any shape",
            });
        }
        Ok((r, c))
    }

    /// The partition of the shape.
    ///
    /// # Errors
    /// [`LctrError::ZeroParameter`] for a rectangle or gamma with no rows or
    /// columns; [`LctrError::TooLarge`] beyond [`MAX_FAMILY_SIDE`].
    ///
    /// # Complexity
    /// O(r).
    ///
    /// # Example
    /// ```
    /// use hookgames_lctr::Family;
    /// assert_eq!(Family::Staircase { r: 3 }.partition()?.parts(), &[3, 2, 1]);
    /// assert_eq!(Family::Rectangle { rows: 2, cols: 4 }.partition()?.parts(), &[4, 4]);
    /// assert_eq!(Family::Gamma { rows: 3, cols: 4 }.partition()?.parts(), &[4, 1, 1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn partition(self) -> Result<Partition, LctrError> {
        let (r, c) = self.check()?;
        let parts: Vec<u64> = match self {
            Family::Staircase { .. } => (1..=r).rev().collect(),
            Family::Rectangle { .. } => vec![c; r as usize],
            Family::Gamma { .. } => std::iter::once(c)
                .chain(std::iter::repeat_n(1, r as usize - 1))
                .collect(),
        };
        Ok(Partition::new(parts)?)
    }

    /// The Sprague–Grundy value (normal play) from the shape's closed form:
    /// Lemma 3 (staircase: LCTR r mod 2, Downright (r − 1) mod 2), Lemma 4
    /// (gamma, equations (5) and (6)), Lemma 17 (rectangle, LCTR); for a
    /// Downright rectangle, Theorem 11 reduces ⟦c^r⟧ to the gamma at the end
    /// of its diagonal and Lemma 4 gives 0 if r + c is even and 1 otherwise.
    ///
    /// # Errors
    /// [`LctrError::ZeroParameter`] for a rectangle or gamma with no rows or
    /// columns; [`LctrError::EmptyDownright`] for Downright on the empty
    /// staircase.
    ///
    /// # Complexity
    /// O(1), for every `usize` number of rows and `u64` number of columns
    /// (no limit: the closed forms use only parities and comparisons, so
    /// `Family::Rectangle { rows: usize::MAX, cols: u64::MAX }` is answered
    /// exactly, without overflow).
    ///
    /// # Example
    /// ```
    /// use hookgames_lctr::{Downright, Family, Lctr};
    /// assert_eq!(Family::Staircase { r: 5 }.value(Lctr)?, 1);
    /// // r + c = 2^65 − 2 does not fit a u64; its parity does.
    /// assert_eq!(Family::Rectangle { rows: usize::MAX, cols: u64::MAX }.value(Lctr)?, 0);
    /// assert_eq!(Family::Gamma { rows: 2, cols: 5 }.value(Downright)?, 2);
    /// assert_eq!(Family::Rectangle { rows: 2, cols: 5 }.value(Lctr)?, 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn value(self, variant: impl Into<LctrVariant>) -> Result<u64, LctrError> {
        let game = variant.into();
        let (r, c) = match self {
            Family::Staircase { r } => (r as u64, r as u64),
            Family::Rectangle { rows, cols } | Family::Gamma { rows, cols } => {
                if rows == 0 || cols == 0 {
                    return Err(LctrError::ZeroParameter {
                        what: if rows == 0 {
                            "number of rows"
                        } else {
                            "number of columns"
                        },
                    });
                }
                (rows as u64, cols)
            }
        };
        let v = match (self, game) {
            (Family::Staircase { .. }, LctrVariant::Lctr) => r % 2,
            (Family::Staircase { .. }, LctrVariant::Downright) => {
                if r == 0 {
                    return Err(LctrError::EmptyDownright);
                }
                (r - 1) % 2
            }
            (Family::Gamma { .. }, _) => u64::from(lemma4(game, r, c)),
            (Family::Rectangle { .. }, LctrVariant::Lctr) => {
                // The parity of r + c from the parities of r and c: r + c
                // itself overflows for `rows: usize::MAX, cols: u64::MAX`.
                let even = (r ^ c) & 1 == 0;
                if c > 1 && r > 1 && even {
                    0
                } else if (c <= 2 || r <= 2) && !even {
                    2
                } else {
                    1
                }
            }
            (Family::Rectangle { .. }, LctrVariant::Downright) => (r.abs_diff(c)) % 2,
        };
        Ok(v)
    }

    /// The row of Table 1 of Gottlieb–Krnc–Muršič for the shape: the number
    /// of states, nodes and leaves of the game tree (Corollary 23,
    /// Lemmas 24–26), and its height (not in Table 1: the longest play, the
    /// largest i + j over the boxes (i+1, j+1), plus one move to ∅ in LCTR).
    ///
    /// | game | states | nodes | leaves |
    /// |---|---|---|---|
    /// | L(gamma), min(r,c) = 1 | r + c | 2r + 2c − 1 | r + c |
    /// | D(gamma), min(r,c) = 1 | r + c − 1 | r + c − 1 | 1 |
    /// | L(gamma), min(r,c) > 1 | r + c − 1 | 2r + 2c − 1 | r + c |
    /// | D(gamma), min(r,c) > 1 | r + c − 2 | r + c − 1 | 2 |
    /// | L(staircase r) | r + 1 | 2^{r+1} − 1 | 2^r |
    /// | D(staircase r) | r | 2^r − 1 | 2^{r−1} |
    /// | L(rectangle) | rc + 1 | 2·C(r+c, r) − 1 | C(r+c, r) |
    /// | D(rectangle) | rc | C(r+c, r) − 1 | C(r+c−2, r−1) |
    ///
    /// # Errors
    /// [`LctrError::ZeroParameter`] for a rectangle or gamma with no rows or
    /// columns; [`LctrError::EmptyDownright`] for Downright on the empty
    /// staircase; [`LctrError::TooLarge`] beyond [`MAX_FAMILY_SIDE`].
    ///
    /// # Complexity
    /// O(s²) word operations for side s (the binomial C(r+c, r)).
    ///
    /// # Example
    /// ```
    /// use hookgames_lctr::{Downright, Family};
    /// let t = Family::Rectangle { rows: 2, cols: 3 }.tree_parameters(Downright)?;
    /// assert_eq!((t.states, t.nodes, t.leaves), (6, 9u32.into(), 3u32.into()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn tree_parameters(
        self,
        variant: impl Into<LctrVariant>,
    ) -> Result<TreeParameters, LctrError> {
        let (r, c) = self.check()?;
        let big = |v: u64| BigUint::from(v);
        let lctr = variant.into() == LctrVariant::Lctr;
        Ok(match self {
            Family::Gamma { .. } => {
                let thin = r.min(c) == 1;
                match (lctr, thin) {
                    (true, true) => stats(r + c, big(2 * r + 2 * c - 1), big(r + c), r.max(c)),
                    (false, true) => stats(r + c - 1, big(r + c - 1), big(1), r.max(c) - 1),
                    (true, false) => stats(r + c - 1, big(2 * r + 2 * c - 1), big(r + c), r.max(c)),
                    (false, false) => stats(r + c - 2, big(r + c - 1), big(2), r.max(c) - 1),
                }
            }
            Family::Staircase { .. } => {
                if lctr {
                    let pow = BigUint::one() << r;
                    stats(r + 1, (&pow << 1u32) - 1u32, pow, r)
                } else {
                    if r == 0 {
                        return Err(LctrError::EmptyDownright);
                    }
                    let pow = BigUint::one() << (r - 1);
                    stats(r, (&pow << 1u32) - 1u32, pow, r - 1)
                }
            }
            Family::Rectangle { .. } => {
                let total = binomial(r + c, r);
                if lctr {
                    stats(r * c + 1, (&total << 1u32) - 1u32, total, r + c - 1)
                } else {
                    stats(r * c, total - 1u32, binomial(r + c - 2, r - 1), r + c - 2)
                }
            }
        })
    }
}

fn stats(states: u64, nodes: BigUint, leaves: BigUint, height: u64) -> TreeParameters {
    TreeParameters {
        states,
        nodes,
        leaves,
        height,
    }
}

/// C(n, k) exactly, by the multiplicative formula (each partial product is a
/// binomial coefficient, so every division is exact).
pub(crate) fn binomial(n: u64, k: u64) -> BigUint {
    let k = k.min(n - k);
    let mut acc = BigUint::one();
    for t in 0..k {
        acc *= n - t;
        acc /= t + 1;
    }
    acc
}
