//! Closed forms of Abuku–Tada (Theorem 4.9, Lemma 4.12, Tables 2 and 3,
//! Corollaries 4.14 and 5.16, Lemma 5.10) and Motegi ((6.2), Corollary 6.2).

use hookgames_partition::{DiagonalExpr, Partition};

use crate::MhrgError;

/// The game positions of MHRG(1, n) (Abuku–Tada, Theorem 4.9): the rows (l)
/// for 0 ≤ l ≤ n, except l = n/2 when n is even.
///
/// # Errors
/// [`MhrgError::EmptyRectangle`] if n = 0.
///
/// # Complexity
/// O(1) to create, O(1) per item (lazy).
///
/// # Example
/// ```
/// use hookgames_mhrg::one_row_positions;
/// assert_eq!(one_row_positions(4)?.collect::<Vec<_>>(), vec![0, 1, 3, 4]);
/// assert_eq!(one_row_positions(3)?.count(), 4);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn one_row_positions(n: u64) -> Result<impl Iterator<Item = u64>, MhrgError> {
    if n == 0 {
        return Err(MhrgError::EmptyRectangle { m: 1, n });
    }
    // l ≤ n, so 2l = n is l = n − l (no overflow).
    Ok((0..=n).filter(move |&l| n % 2 == 1 || l != n - l))
}

/// G((l)) in MHRG(1, n) (Abuku–Tada, Theorem 4.9): l if n is odd or
/// l < n/2, and l − 1 if n is even and l > n/2. In particular G(Y_{1,n})
/// is n for odd n and n − 1 for even n.
///
/// # Errors
/// [`MhrgError::EmptyRectangle`] if n = 0; [`MhrgError::DoesNotFit`] if
/// l > n; [`MhrgError::NotAPosition`] for l = n/2 with n even.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use hookgames_mhrg::one_row_grundy;
/// assert_eq!(one_row_grundy(9, 9)?, 9);
/// assert_eq!(one_row_grundy(8, 8)?, 7);
/// assert_eq!(one_row_grundy(8, 3)?, 3);
/// assert!(one_row_grundy(8, 4).is_err());
/// assert_eq!(one_row_grundy(u64::MAX, u64::MAX)?, u64::MAX); // no cap on values
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn one_row_grundy(n: u64, l: u64) -> Result<u64, MhrgError> {
    if n == 0 {
        return Err(MhrgError::EmptyRectangle { m: 1, n });
    }
    if l > n {
        return Err(MhrgError::DoesNotFit {
            shape: l.to_string(),
            m: 1,
            n,
        });
    }
    // l ≤ n, so 2l < n is l < n − l (no overflow).
    if n % 2 == 1 || l < n - l {
        Ok(l)
    } else if l == n - l {
        Err(MhrgError::NotAPosition {
            shape: l.to_string(),
            m: 1,
            n,
            reason: format!("n = {n} is even and l = n/2 (Abuku–Tada, Theorem 4.9)"),
        })
    } else {
        Ok(l - 1)
    }
}

/// The width 2n' of Y_{2,2n'}: [`MhrgError::EmptyRectangle`] for n' = 0,
/// [`MhrgError::WidthOverflow`] if 2n' exceeds `u64::MAX`.
fn two_row_width(n_prime: u64) -> Result<u64, MhrgError> {
    match n_prime.checked_mul(2) {
        Some(0) => Err(MhrgError::EmptyRectangle { m: 2, n: 0 }),
        Some(n) => Ok(n),
        None => Err(MhrgError::WidthOverflow { n_prime }),
    }
}

/// The bytes of one two-row diagram in a returned list: a `Partition`
/// (32 bytes) with two parts on the heap (16 bytes).
const TWO_ROW_BYTES: u128 = 48;

/// Checks a list of `count` two-row diagrams, each built from a pair of
/// `pair_bytes` bytes held beside it, against the memory budget.
fn check_two_row_list(what: &'static str, count: u128, pair_bytes: u128) -> Result<(), MhrgError> {
    Ok(hookgames_partition::check_materialized_bytes(
        what,
        count.saturating_mul(TWO_ROW_BYTES + pair_bytes),
        "use a smaller rectangle",
    )?)
}

/// Reads a diagram with at most two rows, fitting in Y_{2,2n'}.
fn two_rows(n_prime: u64, y: &Partition) -> Result<(u64, u64), MhrgError> {
    let n = two_row_width(n_prime)?;
    if !y.fits_in(2, n) {
        return Err(MhrgError::DoesNotFit {
            shape: y.to_string(),
            m: 2,
            n,
        });
    }
    Ok((y.part(1), y.part(2)))
}

fn pair(a: u64, b: u64) -> Partition {
    Partition::new(vec![a, b]).unwrap_or_default()
}

/// The options O(Y) of Y = (λ_1, λ_2) in MHRG(2, 2n') by Abuku–Tada,
/// Lemma 4.12: with OH(Y) the diagrams one hook away,
/// OH(Y) = {(λ'_1, λ_2) : λ_2 ≤ λ'_1 < λ_1} ∪ {(λ_1, λ'_2) : λ'_2 < λ_2}
/// ∪ {(λ_2 − 1, λ'_1) : λ'_1 < λ_2},
/// O(Y) = OH(Y) if λ_1 + λ_2 < 2n', and otherwise OH(Y) without the
/// diagrams with λ'_1 + λ'_2 = 2n', plus (2n' − λ_2, 2n' − λ_1).
/// Sorted, without repetition.
///
/// # Errors
/// [`MhrgError::EmptyRectangle`] if n' = 0; [`MhrgError::WidthOverflow`]
/// if 2n' exceeds `u64::MAX`;
/// [`MhrgError::DoesNotFit`] if Y ∉ F(Y_{2,2n'});
/// [`MhrgError::NotAPosition`] if λ_1 + λ_2 = 2n' (Lemma 4.12: not in
/// T(Y_{2,2n'})); [`MhrgError::Partition`] with `PartitionError::TooLarge`
/// if the λ_1 + λ_2 + 1 options (64 bytes each) exceed the memory budget
/// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES)
/// (checked before building them).
///
/// # Complexity
/// O(λ_1 log λ_1) time, 64(λ_1 + λ_2 + 1) bytes.
///
/// # Example
/// The proof of Theorem 4.13: O((n'+1, n')) for n' = 4.
/// ```
/// use hookgames_mhrg::two_row_options;
/// use hookgames_partition::Partition;
/// let o = two_row_options(4, &Partition::new(vec![5, 4])?)?;
/// let s: Vec<String> = o.iter().map(|y| y.to_string()).collect();
/// assert_eq!(s, ["3", "3,1", "3,2", "3,3", "4,3", "5", "5,1", "5,2"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn two_row_options(n_prime: u64, y: &Partition) -> Result<Vec<Partition>, MhrgError> {
    let (l1, l2) = two_rows(n_prime, y)?;
    // 2n' fits: two_rows checked it.
    let n = 2 * n_prime;
    let sum = u128::from(l1) + u128::from(l2);
    if sum == u128::from(n) {
        return Err(MhrgError::NotAPosition {
            shape: y.to_string(),
            m: 2,
            n,
            reason: format!("λ_1 + λ_2 = 2n' = {n} (Abuku–Tada, Lemma 4.12)"),
        });
    }
    // (l1 − l2) + l2 + l2 = λ_1 + λ_2 single-hook options (16 bytes each
    // as pairs), and the double removal: measured before anything is built.
    check_two_row_list("the options of a two-row diagram", sum + 1, 16)?;
    // sum ≤ 2n' − 1 or the budget above refused it: it fits a usize.
    let count = sum as usize;
    let mut oh: Vec<(u64, u64)> = Vec::with_capacity(count);
    oh.extend((l2..l1).map(|a| (a, l2)));
    oh.extend((0..l2).map(|b| (l1, b)));
    oh.extend((0..l2).map(|b| (l2 - 1, b)));
    let mut out: Vec<Partition> = Vec::with_capacity(count + 1);
    if sum < u128::from(n) {
        out.extend(oh.into_iter().map(|(a, b)| pair(a, b)));
    } else {
        out.extend(
            oh.into_iter()
                .filter(|&(a, b)| u128::from(a) + u128::from(b) != u128::from(n))
                .map(|(a, b)| pair(a, b)),
        );
        // λ_1 + λ_2 > 2n' and λ_1, λ_2 ≤ 2n': both differences are ≥ 0.
        out.push(pair(n - l2, n - l1));
    }
    // In place: no buffer beside the list.
    out.sort_unstable();
    out.dedup();
    Ok(out)
}

/// The diagrams (λ_1, λ_2) of MHRG(2, 2n') with G-value `value` ∈ {0, 1, 2},
/// by Abuku–Tada, Table 2 (λ_1 + λ_2 < 2n') and Table 3 / Theorem 4.13
/// (λ_1 + λ_2 > 2n'), sorted.
///
/// Table 2: value 0: (2i, 2i); value 1: (1+4i, 4i), (2+4i, 1+4i);
/// value 2: (2+4i, 4i), (1+4i, 1+4i). Table 3 by n' mod 4 (i ≥ 0, always
/// intersected with F(Y_{2,2n'})):
///
/// | n' | value 0 | value 1 | value 2 |
/// |---|---|---|---|
/// | 4n'' | (n'+1+4i, n'+4i), (n'+2+4i, n'+1+4i) | (n'+2, n'), (n'+1, n'+1), (n'+4+2i, n'+4+2i) | (n'+2, n'+2), (n'+3, n'), (n'+4, n'+1), (n'+7+4i, n'+6+4i), (n'+8+4i, n'+7+4i) |
/// | 4n''+1 | (n'+2+4i, n'+1+4i), (n'+3+4i, n'+2+4i) | (n'+2+2i, n'+2i) | (n'+1, n'), (n'+2, n'−1), (n'+3, n'+1), (n'+5+2i, n'+5+2i) |
/// | 4n''+2 | (n'+1+4i, n'+4i), (n'+2+4i, n'+1+4i) | (n'+2+2i, n'+2+2i) | (n'+3+4i, n'+2+4i), (n'+4+4i, n'+3+4i) † |
/// | 4n''+3 | (n'+2+4i, n'+1+4i), (n'+3+4i, n'+2+4i) | (n'+1+2i, n'+1+2i) | (n'+4+8i, n'+1+8i), (n'+5+8i, n'+2+8i), (n'+6+8i, n'+3+8i), (n'+7+8i, n'+4+8i) |
///
/// † This cell is empty in the available text of the paper (lost in
/// extraction); the entry here is the pattern found by the solver, checked
/// by the tests for every n' ≤ 40 like the rest of the table.
///
/// # Errors
/// [`MhrgError::EmptyRectangle`] if n' = 0; [`MhrgError::WidthOverflow`]
/// if 2n' exceeds `u64::MAX`;
/// [`MhrgError::MapDomain`] if value > 2 (the tables list values 0, 1, 2);
/// [`MhrgError::Partition`] with `PartitionError::TooLarge` if the families
/// of the tables have more members (16 bytes each) than the memory budget
/// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES)
/// allows — up to about 1.5n' of them, so n' up to about 2^23 (checked
/// before building them).
///
/// # Complexity
/// O(n') time, at most 24n' + 128 bytes.
///
/// # Example
/// ```
/// use hookgames_mhrg::two_row_positions_of_value;
/// assert_eq!(two_row_positions_of_value(4, 0)?, vec![(0, 0), (2, 2), (5, 4), (6, 5)]);
/// assert!(two_row_positions_of_value(1 << 30, 1).is_err()); // 2^29 diagrams: over the budget
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn two_row_positions_of_value(n_prime: u64, value: u64) -> Result<Vec<(u64, u64)>, MhrgError> {
    let n = two_row_width(n_prime)?;
    if value > 2 {
        return Err(MhrgError::MapDomain {
            map: "Abuku–Tada, Tables 2 and 3",
            requirement: "the values 0, 1 and 2",
            m: 2,
            n,
        });
    }
    let families = table_families(n_prime, value);
    // A family has at most (n − a0)/da + 1 members with a ≤ n: the output
    // is measured before it is built.
    let bound: u128 = families
        .iter()
        .map(|&Family { a0, da, .. }| match (a0 <= n, da) {
            (false, _) => 0,
            (true, 0) => 1,
            (true, da) => u128::from((n - a0) / da) + 1,
        })
        .sum();
    hookgames_partition::check_materialized_bytes(
        "the diagrams of Tables 2 and 3",
        bound * 16,
        "use a smaller n'",
    )?;
    // bound ≤ 2^24 or the budget above refused it: it fits a usize.
    let mut out: Vec<(u64, u64)> = Vec::with_capacity(bound as usize);
    for Family {
        a0,
        b0,
        da,
        db,
        below,
    } in families
    {
        let mut i = 0u64;
        loop {
            // a ≤ n + 8 at most before the loop stops, in u128.
            let a = u128::from(a0) + u128::from(da) * u128::from(i);
            let b = u128::from(b0) + u128::from(db) * u128::from(i);
            if a > u128::from(n) || a < b {
                break;
            }
            let s = a + b;
            if (below && s < u128::from(n)) || (!below && s > u128::from(n)) {
                // a ≤ n and b ≤ a: both fit a u64.
                out.push((a as u64, b as u64));
            } else if below {
                break;
            }
            if da == 0 && db == 0 {
                break;
            }
            i += 1;
        }
    }
    out.sort_unstable();
    out.dedup();
    Ok(out)
}

/// One family (a0 + da·i, b0 + db·i), i ≥ 0, of Tables 2 and 3, kept
/// while in F(Y_{2,2n'}) and on its side of the anti-diagonal: `below` for
/// λ_1 + λ_2 < 2n' (Table 2), otherwise λ_1 + λ_2 > 2n' (Table 3).
#[derive(Debug, Clone, Copy)]
struct Family {
    a0: u64,
    b0: u64,
    da: u64,
    db: u64,
    below: bool,
}

impl Family {
    const fn new(a0: u64, b0: u64, da: u64, db: u64, below: bool) -> Self {
        Family {
            a0,
            b0,
            da,
            db,
            below,
        }
    }

    /// `true` if (a, b) is a member of the family in MHRG(2, n): a ≤ n,
    /// b ≤ a, on the family's side of a + b = n, and on its line. (The
    /// members [`two_row_positions_of_value`] lists.)
    fn contains(&self, n: u64, a: u64, b: u64) -> bool {
        let s = u128::from(a) + u128::from(b);
        let side = if self.below {
            s < u128::from(n)
        } else {
            s > u128::from(n)
        };
        if a > n || b > a || !side || a < self.a0 {
            return false;
        }
        if self.da == 0 {
            return a == self.a0 && b == self.b0;
        }
        let d = a - self.a0;
        d.is_multiple_of(self.da)
            && u128::from(b) == u128::from(self.b0) + u128::from(self.db) * u128::from(d / self.da)
    }
}

/// The families of Table 2 (λ_1 + λ_2 < 2n') and Table 3 (λ_1 + λ_2 > 2n')
/// with value `value` ≤ 2 in MHRG(2, 2n'), n' < 2^63. The offsets from n'
/// are at most 8, so no member's coordinates overflow a u64 computation
/// below 2n' + 8.
fn table_families(np: u64, value: u64) -> smallvec::SmallVec<[Family; 8]> {
    let f = Family::new;
    let mut families = smallvec::SmallVec::new();
    // Table 2 (λ_1 + λ_2 < 2n').
    match value {
        0 => families.push(f(0, 0, 2, 2, true)),
        1 => families.extend([f(1, 0, 4, 4, true), f(2, 1, 4, 4, true)]),
        _ => families.extend([f(2, 0, 4, 4, true), f(1, 1, 4, 4, true)]),
    }
    // Table 3 (λ_1 + λ_2 > 2n').
    match (np % 4, value) {
        (0, 0) | (2, 0) => {
            families.extend([f(np + 1, np, 4, 4, false), f(np + 2, np + 1, 4, 4, false)]);
        }
        (1, 0) | (3, 0) => {
            families.extend([
                f(np + 2, np + 1, 4, 4, false),
                f(np + 3, np + 2, 4, 4, false),
            ]);
        }
        (0, 1) => families.extend([
            f(np + 2, np, 0, 0, false),
            f(np + 1, np + 1, 0, 0, false),
            f(np + 4, np + 4, 2, 2, false),
        ]),
        (1, 1) => families.push(f(np + 2, np, 2, 2, false)),
        (2, 1) => families.push(f(np + 2, np + 2, 2, 2, false)),
        (3, 1) => families.push(f(np + 1, np + 1, 2, 2, false)),
        (0, _) => families.extend([
            f(np + 2, np + 2, 0, 0, false),
            f(np + 3, np, 0, 0, false),
            f(np + 4, np + 1, 0, 0, false),
            f(np + 7, np + 6, 4, 4, false),
            f(np + 8, np + 7, 4, 4, false),
        ]),
        (1, _) => families.extend([
            f(np + 1, np, 0, 0, false),
            f(np + 2, np - 1, 0, 0, false),
            f(np + 3, np + 1, 0, 0, false),
            f(np + 5, np + 5, 2, 2, false),
        ]),
        (2, _) => {
            families.extend([
                f(np + 3, np + 2, 4, 4, false),
                f(np + 4, np + 3, 4, 4, false),
            ]);
        }
        _ => families.extend((0..4).map(|d| f(np + 4 + d, np + 1 + d, 8, 8, false))),
    }
    families
}

/// The largest n' for which Table 3's cell n' ≡ 2 (mod 4), value 2 — empty
/// in the available text of the paper, filled by
/// [`two_row_positions_of_value`] with the pattern the solver finds — is
/// checked against the search (`tests/closed.rs`, every n' ≤ 40). The value
/// hooks use that cell only up to here.
pub(crate) const TABLE_3_RECONSTRUCTED_CHECKED_UP_TO: u64 = 40;

/// What the closed forms know of the Grundy value of a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Known {
    /// G(Y) is this value.
    Value(u64),
    /// G(Y) is at least this value: Y is in none of the complete lists of
    /// the smaller values (Abuku–Tada, Table 3).
    AtLeast(u64),
}

/// N(h) = h ⊕ (h − 1) of Sato's formula, h ≥ 1.
fn sato_n(h: u64) -> u64 {
    h ^ (h - 1)
}

/// The Sato–Welter value of the two-row diagram (λ_1, λ_2): Sato's formula
/// G(Y) = ⊕ N(h) over the hook lengths h of Y (the Japanese version,
/// Theorem 2.4). The hook lengths of a two-row diagram are
/// λ_1 − λ_2 + 2, …, λ_1 + 1 (row 1 above row 2), 1, …, λ_1 − λ_2 (row 1
/// past row 2) and 1, …, λ_2 (row 2), and ⊕_{h=1}^{k} N(h) = k telescopes,
/// so G = (λ_1 + 1) ⊕ λ_2 ⊕ N(λ_1 − λ_2 + 1) — Welter's function of the
/// beta-set {λ_1 + 1, λ_2}. Needs λ_1 < u64::MAX.
fn sato_welter_two_rows(l1: u64, l2: u64) -> u64 {
    (l1 + 1) ^ l2 ^ sato_n(l1 - l2 + 1)
}

/// What the closed forms know of G(⟦λ_1, λ_2⟧) for a game position
/// ⟦λ_1, λ_2⟧ ∈ S(Y_{a,b}) with at most two rows (λ_2 = 0 for one row),
/// a ≤ b; `None` where they say nothing.
///
/// * One row: Motegi, Theorem 6.1 (t = 1) makes it (λ_1) in MHRG(1, w),
///   w = b − a + 1, and Abuku–Tada, Theorem 4.9 gives its value.
/// * Two rows: Theorem 6.1 (t = 2) makes it (λ_1, λ_2) in MHRG(2, w),
///   w = b − a + 2. The start (w, w) has the value of Corollary 4.14. For
///   odd w, E⁻¹ (Theorem 4.4: MHRG(2, w − 1) ≅ MHRG(2, w); E repeats the
///   diagonal c = n' − 1 of d(Y), which on two rows is
///   E(λ_1, λ_2) = (λ_1 + [λ_1 ≥ n'], λ_2 + [λ_2 ≥ n' + 1])) takes it to
///   MHRG(2, 2n'). There, below the anti-diagonal (λ_1 + λ_2 < 2n') the
///   options are the one-hook removals (Lemma 4.12 (1)) and stay below, so
///   the value is the Sato–Welter value ([`sato_welter_two_rows`]);
///   above it, Table 3 (Theorem 4.13) lists every position of value 0, 1
///   and 2, so a position in none of the lists has value at least 3.
pub(crate) fn few_rows_known(a: usize, b: u64, l1: u64, l2: u64) -> Option<Known> {
    let a = a as u64;
    if a > b || l2 > l1 {
        return None;
    }
    if l2 == 0 {
        // b − a + 1 ≥ 1 and ≤ b: no overflow.
        return one_row_grundy(b - a + 1, l1).ok().map(Known::Value);
    }
    if a < 2 {
        return None;
    }
    // a ≥ 2: b − a + 2 ≤ b.
    let mut w = b - a + 2;
    if l1 > w {
        return None; // not a position ((6.1)); the caller checked
    }
    if (l1, l2) == (w, w) {
        return two_row_start_grundy(w).ok().map(Known::Value);
    }
    let (mut l1, mut l2) = (l1, l2);
    if w % 2 == 1 {
        let np = w / 2; // w = 2n' + 1
        if l1 == np || l2 == np + 1 {
            return None; // not in the image of E: not a position (Lemma 4.8)
        }
        l1 -= u64::from(l1 > np);
        l2 -= u64::from(l2 > np + 1);
        w -= 1;
    }
    let np = w / 2;
    let s = u128::from(l1) + u128::from(l2);
    if s < u128::from(w) {
        return Some(Known::Value(sato_welter_two_rows(l1, l2)));
    }
    if s == u128::from(w) {
        return None; // not a position (Lemma 4.12)
    }
    let mut floor = 0;
    for value in 0..=2u64 {
        if value == 2 && np % 4 == 2 && np > TABLE_3_RECONSTRUCTED_CHECKED_UP_TO {
            break;
        }
        if table_families(np, value)
            .iter()
            .any(|f| !f.below && f.contains(w, l1, l2))
        {
            return Some(Known::Value(value));
        }
        floor = value + 1;
    }
    Some(Known::AtLeast(floor))
}

/// G(Y) for a game position Y of MHRG(a, b) with b ∈ {a, a + 1}, from the
/// elements x of Motegi's I(Y) ⊂ [1, a + b] (i'_t = λ_{a−t+1} + t, in any
/// order): G(Y) = ⊕_{x > b} (x − b).
///
/// For b = a + 1, A (Abuku–Tada, Definition 5.11) maps Y to the shifted
/// diagram of diagonals [d_1(Y), …, d_{a+1}(Y)], whose rows are the
/// positive λ_i − i = x − b; Theorem 5.15 (MHRG(a, a + 1) ≅ HRG(S_a)) and
/// Proposition 5.6 (G = ⊕ of the rows) give the value. For b = a, E
/// (Theorem 4.4, c = 0: the main diagonal repeated) first takes Y to
/// MHRG(a, a + 1), where the rows become λ_i − i + 1 = x − b.
pub(crate) fn near_square_grundy(b: u64, elements: impl IntoIterator<Item = u64>) -> u64 {
    elements
        .into_iter()
        .filter(|&x| x > b)
        .fold(0, |g, x| g ^ (x - b))
}

/// G(Y_{2,n}) (Abuku–Tada, Corollary 4.14): 3 for n = 2, 3; 2 for
/// n ≡ 2, 3 (mod 8) otherwise; 1 for all other n ≥ 2.
///
/// # Errors
/// [`MhrgError::MapDomain`] if n < 2.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use hookgames_mhrg::two_row_start_grundy;
/// let v: Vec<u64> = (2..=11).map(|n| two_row_start_grundy(n).unwrap()).collect();
/// assert_eq!(v, vec![3, 3, 1, 1, 1, 1, 1, 1, 2, 2]);
/// ```
pub fn two_row_start_grundy(n: u64) -> Result<u64, MhrgError> {
    match n {
        0 | 1 => Err(MhrgError::MapDomain {
            map: "Abuku–Tada, Corollary 4.14",
            requirement: "n ≥ 2",
            m: 2,
            n,
        }),
        2 | 3 => Ok(3),
        _ if n % 8 == 2 || n % 8 == 3 => Ok(2),
        _ => Ok(1),
    }
}

/// The P-positions with at most two rows of MHRG(m, n), m ≤ n (Motegi,
/// Corollary 6.2; for m = 2 it is (6.2), from Abuku–Tada, Theorem 4.13).
/// With c = (m + n − 1 + χ)/2 (χ = 1 iff m + n is even),
/// d_i(q) = c − m + 2 + i + 4q, n − m = 4p + r (0 ≤ r < 4) and
/// D = {⟦2q, 2q⟧ : 0 ≤ q ≤ p}, they are D together with
/// * r = 0: ⟦d_1(q), d_0(q)⟧, ⟦d_2(q), d_1(q)⟧ for 0 ≤ q ≤ (p−1)/2;
/// * r = 1: ⟦d_2(q), d_1(q)⟧, ⟦d_3(q), d_2(q)⟧ for 0 ≤ q ≤ (p−1)/2;
/// * r = 2: ⟦d_0(q), d_{−1}(q)⟧, ⟦d_1(q), d_0(q)⟧ for 0 ≤ q ≤ p/2;
/// * r = 3: ⟦2p+4, 2p+2⟧, ⟦2p+5, 2p+4⟧, and ⟦d_1(q), d_0(q)⟧,
///   ⟦d_2(q), d_1(q)⟧ for 1 ≤ q ≤ p/2.
///
/// Returned as partitions (⟦λ_1, λ_2⟧ is λ padded with zeros), sorted.
/// They depend only on n − m (c − m does), so m + n may exceed `u64::MAX`.
///
/// # Errors
/// [`MhrgError::MapDomain`] unless 2 ≤ m ≤ n; [`MhrgError::Partition`] with
/// `PartitionError::TooLarge` if the list — at most 2p + 5 diagrams for
/// p = ⌊(n − m)/4⌋, 80 bytes each while it is built — exceeds the memory
/// budget
/// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES),
/// i.e. for n − m beyond about 6.7·10^6 (checked before building it).
///
/// # Complexity
/// O(n − m) time, at most 80(2p + 5) ≈ 40(n − m) bytes.
///
/// # Example
/// Abuku–Tada, Tables 2 and 3 for n' = 4 (m = 2, n = 8):
/// ```
/// use hookgames_mhrg::two_row_p_positions;
/// let p: Vec<String> = two_row_p_positions(2, 8)?.iter().map(|y| y.to_string()).collect();
/// assert_eq!(p, ["∅", "2,2", "5,4", "6,5"]);
/// assert!(two_row_p_positions(2, 1 << 30).is_err()); // 2^29 diagrams: over the budget
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn two_row_p_positions(m: usize, n: u64) -> Result<Vec<Partition>, MhrgError> {
    if m < 2 || (m as u64) > n {
        return Err(MhrgError::MapDomain {
            map: "Motegi, Corollary 6.2",
            requirement: "2 ≤ m ≤ n",
            m,
            n,
        });
    }
    let mu = m as u64;
    // Every number below is at most m + n + 8 < 2^66: computed in u128 (m + n
    // itself may exceed u64::MAX; the diagrams only depend on n − m).
    let total = u128::from(mu) + u128::from(n);
    let (p, r) = ((n - mu) / 4, (n - mu) % 4);
    // D has p + 1 members, each case adds two per q ≤ p/2 (and two more);
    // each is held as a pair of u128 (32 bytes) before it becomes a diagram.
    let bound = u128::from(p) + 1 + 2 * (u128::from(p) / 2 + 2);
    check_two_row_list("the two-row P-positions", bound, 32)?;
    let chi = u128::from(total % 2 == 0);
    let c = (total - 1 + chi) / 2;
    let base = c + 2 - u128::from(mu); // d_i(q) = base + i + 4q, with base ≥ 2
    let d = |i: i8, q: u64| -> u128 { (base as i128 + i128::from(i)) as u128 + 4 * u128::from(q) };
    // bound ≤ 2^23 or the budget above refused it: it fits a usize.
    let mut out: Vec<(u128, u128)> = Vec::with_capacity(bound as usize);
    out.extend((0..=p).map(|q| (2 * u128::from(q), 2 * u128::from(q))));
    match r {
        0 | 1 => {
            let off = r as i8;
            // 0 ≤ q ≤ (p − 1)/2, i.e. 2q + 1 ≤ p.
            for q in (0..).take_while(|&q: &u64| 2 * u128::from(q) < u128::from(p)) {
                out.push((d(1 + off, q), d(off, q)));
                out.push((d(2 + off, q), d(1 + off, q)));
            }
        }
        2 => {
            for q in 0..=p / 2 {
                out.push((d(0, q), d(-1, q)));
                out.push((d(1, q), d(0, q)));
            }
        }
        _ => {
            let p2 = 2 * u128::from(p);
            out.push((p2 + 4, p2 + 2));
            out.push((p2 + 5, p2 + 4));
            for q in 1..=p / 2 {
                out.push((d(1, q), d(0, q)));
                out.push((d(2, q), d(1, q)));
            }
        }
    }
    // Every part is at most (n − m)/2 + 4 + 4q ≤ n − m + 6 (q ≤ p/2), so it
    // fits a u64 once n − m ≤ u64::MAX − 6; the conversion refuses rather
    // than wraps.
    let mut ys: Vec<Partition> = Vec::with_capacity(out.len());
    for (a, b) in out {
        match (u64::try_from(a), u64::try_from(b)) {
            (Ok(a), Ok(b)) => ys.push(pair(a, b)),
            _ => {
                return Err(MhrgError::MapDomain {
                    map: "Motegi, Corollary 6.2",
                    requirement: "2 ≤ m ≤ n with diagrams inside Y_{m,n}",
                    m,
                    n,
                });
            }
        }
    }
    ys.sort_unstable();
    ys.dedup();
    Ok(ys)
}

/// G(Y_{n,n}) = G(Y_{n,n+1}) = 1 ⊕ 2 ⊕ … ⊕ n (Abuku–Tada, Corollary 5.16),
/// by the period-4 formula n, 1, n + 1, 0 for n ≡ 0, 1, 2, 3 (mod 4).
///
/// n is the number of rows of the square Y_{n,n} (a `usize`, as everywhere
/// in this crate; the same n as in [`MapPsi::new`](crate::MapPsi::new)).
/// The value is never larger than n + 1 ≤ `usize::MAX` (n + 1 only for
/// n ≡ 2 mod 4, so n < `usize::MAX`), so it fits a `u64`.
///
/// # Errors
/// [`MhrgError::EmptyRectangle`] if n = 0.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use hookgames_mhrg::square_start_grundy;
/// assert_eq!(square_start_grundy(3)?, 0); // Example 5.17: G(Y_{3,4}) = 0
/// assert_eq!(square_start_grundy(6)?, 7);
/// assert_eq!(square_start_grundy(1 << 40)?, 1 << 40); // no cap on values
/// assert!(square_start_grundy(0).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn square_start_grundy(n: usize) -> Result<u64, MhrgError> {
    if n == 0 {
        return Err(MhrgError::EmptyRectangle { m: 0, n: 0 });
    }
    let n = n as u64; // usize fits a u64 on every supported target.
    Ok(match n % 4 {
        0 => n,
        1 => 1,
        2 => n + 1, // n ≡ 2 (mod 4) is below u64::MAX ≡ 3 (mod 4)
        _ => 0,
    })
}

/// `true` if d ∈ D_{m,n} is symmetric: a_i = a_{n−m−i} for all −m ≤ i ≤ n
/// (Abuku–Tada, Definition 5.9). By Lemma 5.10, for m = n and for
/// n = m + 1 these are exactly the diagonal expressions of the game
/// positions.
///
/// # Complexity
/// O(m + n).
///
/// # Example
/// ```
/// use hookgames_mhrg::is_symmetric;
/// use hookgames_partition::{DiagonalExpr, Partition};
/// let d = DiagonalExpr::from_partition(&Partition::new(vec![2, 1])?, 2, 2)?;
/// assert!(is_symmetric(&d)); // (0, 1, 1̇, 1, 0)
/// let e = DiagonalExpr::from_partition(&Partition::new(vec![2])?, 2, 2)?;
/// assert!(!is_symmetric(&e));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn is_symmetric(d: &DiagonalExpr) -> bool {
    // a_i is values[i + m]; a_{n−m−i} is values[n − i]: the list is a palindrome.
    let v = d.values();
    v.iter().eq(v.iter().rev())
}

/// G(Y_{m,n}) when a closed form of the papers determines it, with the
/// result it rests on; `None` for every other rectangle (and for m = 0 or
/// n = 0). With a = min(m, n) and b = max(m, n) (transposition,
/// Abuku–Tada §4.1):
/// * a = 1: G(Y_{1,b}) = b for odd b and b − 1 for even b (Abuku–Tada,
///   Theorem 4.9, as [`one_row_grundy`]);
/// * a = 2: [`two_row_start_grundy`] (Abuku–Tada, Corollary 4.14);
/// * b = a or b = a + 1: 1 ⊕ 2 ⊕ … ⊕ a (Abuku–Tada, Corollary 5.16, as
///   [`square_start_grundy`]).
///
/// The command line checks the entries of every table it merges with it,
/// so that an edited value is refused even where no other entry carries
/// the same game.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use hookgames_mhrg::{known_start_grundy, start_grundy};
/// assert_eq!(known_start_grundy(8, 8), Some((8, "Abuku–Tada, Corollary 5.16")));
/// assert_eq!(known_start_grundy(10, 2), Some((2, "Abuku–Tada, Corollary 4.14")));
/// assert_eq!(known_start_grundy(1, 6), Some((5, "Abuku–Tada, Theorem 4.9")));
/// assert_eq!(known_start_grundy(9, 5), None); // only a search knows it
/// assert_eq!(start_grundy(9, 5)?, 18); // Abuku–Tada, Table 1
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn known_start_grundy(m: usize, n: u64) -> Option<(u64, &'static str)> {
    // usize fits a u64 on every supported target.
    let (a, b) = if (m as u64) <= n {
        (m as u64, n)
    } else {
        (n, m as u64)
    };
    match a {
        0 => None,
        1 => Some((one_row_grundy(b, b).ok()?, "Abuku–Tada, Theorem 4.9")),
        2 => Some((two_row_start_grundy(b).ok()?, "Abuku–Tada, Corollary 4.14")),
        // a ≤ m, so it fits a usize.
        _ if b - a <= 1 => Some((
            square_start_grundy(a as usize).ok()?,
            "Abuku–Tada, Corollary 5.16",
        )),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use hookgames_game::GameMap;

    use super::*;
    use crate::MapE;

    /// The membership test of the hooks lists exactly the diagrams of
    /// [`two_row_positions_of_value`], for every n' ≤ 40 and value ≤ 2.
    #[test]
    fn family_membership_is_the_listing() {
        for np in 1..=40u64 {
            let n = 2 * np;
            for value in 0..=2 {
                let listed = two_row_positions_of_value(np, value).unwrap();
                for a in 0..=n {
                    for b in 0..=a {
                        let member = table_families(np, value)
                            .iter()
                            .any(|f| f.contains(n, a, b));
                        assert_eq!(
                            member,
                            listed.contains(&(a, b)),
                            "n'={np} v={value} ({a}, {b})"
                        );
                    }
                }
            }
        }
    }

    /// E⁻¹ on two rows as [`few_rows_known`] computes it —
    /// (x_1 − [x_1 > n'], x_2 − [x_2 > n' + 1]), undefined for x_1 = n' or
    /// x_2 = n' + 1 — equals [`MapE`]'s inverse on every diagram of
    /// Y_{2,2n'+1} with at most two rows, n' ≤ 20.
    #[test]
    fn two_row_e_inverse_is_map_e() {
        for np in 1..=20u64 {
            let inverse = MapE::new(2, 2 * np).unwrap().inverse();
            for x1 in 0..=2 * np + 1 {
                for x2 in 0..=x1 {
                    let x = Partition::new(vec![x1, x2]).unwrap();
                    let want = inverse.try_apply(&x).ok();
                    let got = (x1 != np && x2 != np + 1).then(|| {
                        Partition::new(vec![x1 - u64::from(x1 > np), x2 - u64::from(x2 > np + 1)])
                            .unwrap()
                    });
                    assert_eq!(got, want, "n'={np} X={x}");
                }
            }
        }
    }

    /// The two-row Sato–Welter value by the telescoped formula equals
    /// Sato's formula ⊕ N(h) over the hook lengths, for λ_1 ≤ 60.
    #[test]
    fn two_row_sato_welter_telescopes() {
        for l1 in 0..=60u64 {
            for l2 in 0..=l1 {
                let y = Partition::new(vec![l1, l2]).unwrap();
                let sato = y.hooks().fold(0, |g, (_, h)| g ^ sato_n(h));
                assert_eq!(sato_welter_two_rows(l1, l2), sato, "{y}");
            }
        }
    }
}
