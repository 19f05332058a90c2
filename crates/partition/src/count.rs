//! Numbers of standard tableaux by the hook-length formulas.

use num_bigint::BigUint;
use num_traits::One;

use crate::{Partition, PartitionError, ShiftedPartition};

/// The largest number of boxes for which [`standard_tableaux_count`] and
/// [`shifted_standard_tableaux_count`] compute their (huge) results:
/// 2^20 = 1 048 576. The count has about log₂(|λ|!) ≤ 20·2^20 bits.
pub const MAX_TABLEAU_BOXES: u64 = 1 << 20;

fn check_boxes(size: u64) -> Result<(), PartitionError> {
    if size > MAX_TABLEAU_BOXES {
        Err(PartitionError::TooLarge {
            what: "a tableau count by the hook-length formula",
            count: u128::from(size),
            unit: "boxes",
            limit: MAX_TABLEAU_BOXES,
            limit_name: "MAX_TABLEAU_BOXES",
            instead: "use a smaller shape (the count has about log₂(|λ|!) bits)",
        })
    } else {
        Ok(())
    }
}

/// N! / Π hooks, computed exactly through prime exponents (Legendre's
/// formula for N!, each hook factored with a smallest-prime-factor sieve)
/// and a balanced product tree. The caller guarantees that the quotient is
/// an integer and that every hook is in 1..=N.
fn factorial_over_product(n: u64, hooks: impl Iterator<Item = u64>) -> BigUint {
    let n = n as usize;
    if n < 2 {
        return BigUint::one();
    }
    let mut spf = vec![0u32; n + 1];
    for p in 2..=n {
        if spf[p] == 0 {
            let mut q = p;
            while q <= n {
                if spf[q] == 0 {
                    spf[q] = p as u32;
                }
                q += p;
            }
        }
    }
    let mut exp = vec![0i64; n + 1];
    for p in 2..=n {
        if spf[p] as usize == p {
            let mut q = n / p;
            while q > 0 {
                exp[p] += q as i64;
                q /= p;
            }
        }
    }
    for h in hooks {
        let mut x = h as usize;
        while x > 1 {
            let p = spf[x] as usize;
            exp[p] -= 1;
            x /= p;
        }
    }
    let mut factors: Vec<BigUint> = Vec::new();
    for (p, &e) in exp.iter().enumerate().skip(2) {
        debug_assert!(e >= 0, "hook-length quotient not integral at {p}");
        if e > 0 {
            factors.push(BigUint::from(p).pow(e as u32));
        }
    }
    while factors.len() > 1 {
        let mut next = Vec::with_capacity(factors.len().div_ceil(2));
        let mut it = factors.into_iter();
        while let Some(a) = it.next() {
            next.push(match it.next() {
                Some(b) => a * b,
                None => a,
            });
        }
        factors = next;
    }
    factors.pop().unwrap_or_else(BigUint::one)
}

/// The number f^λ of standard Young tableaux of shape λ, by the
/// hook-length formula f^λ = |λ|! / Π_{(i,j) ∈ λ} h(i, j)
/// (Frame–Robinson–Thrall; Kawanaka §5).
///
/// # Errors
/// [`PartitionError::TooLarge`] if |λ| exceeds [`MAX_TABLEAU_BOXES`].
///
/// # Complexity
/// O(|λ| log |λ|) word operations for the sieve and the hooks, plus a
/// product tree of the result's prime powers.
///
/// # Example
/// ```
/// use hookgames_partition::{standard_tableaux_count, Partition};
/// let f = standard_tableaux_count(&Partition::new(vec![3, 2])?)?;
/// assert_eq!(f, 5u32.into());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn standard_tableaux_count(y: &Partition) -> Result<BigUint, PartitionError> {
    check_boxes(y.size())?;
    let conj = y.conjugate()?;
    let cp = conj.parts();
    let hooks = y.parts().iter().enumerate().flat_map(|(k, &p)| {
        let i = k as u64 + 1;
        (1..=p).map(move |j| p - j + cp[(j - 1) as usize] - i + 1)
    });
    Ok(factorial_over_product(y.size(), hooks))
}

/// The number g^λ of standard shifted tableaux of the shifted shape λ, by
/// the shifted hook-length formula g^λ = |λ|! / Π_{(i,j) ∈ S} h_S(i, j)
/// with the hooks of Abuku–Tada, Definition 5.1 (arm, leg and tail).
///
/// # Errors
/// [`PartitionError::TooLarge`] if |λ| exceeds [`MAX_TABLEAU_BOXES`].
///
/// # Complexity
/// O(|λ| log |λ|) word operations plus a product tree.
///
/// # Example
/// ```
/// use hookgames_partition::{shifted_standard_tableaux_count, ShiftedPartition};
/// let g = shifted_standard_tableaux_count(&ShiftedPartition::new(vec![3, 2])?)?;
/// assert_eq!(g, 2u32.into());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn shifted_standard_tableaux_count(s: &ShiftedPartition) -> Result<BigUint, PartitionError> {
    check_boxes(s.size())?;
    Ok(factorial_over_product(s.size(), s.hooks().map(|(_, h)| h)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn factorial_over_product_is_exact() {
        // 10! / (1·2·…·10) = 1, 10! / 1 = 3628800, 12!/(6!·6!) = 924.
        assert_eq!(factorial_over_product(10, 1..=10), BigUint::one());
        assert_eq!(
            factorial_over_product(10, std::iter::empty()),
            BigUint::from(3_628_800u32)
        );
        assert_eq!(
            factorial_over_product(12, (1..=6).chain(1..=6)),
            BigUint::from(924u32)
        );
        assert_eq!(
            factorial_over_product(0, std::iter::empty()),
            BigUint::one()
        );
        // A prime above n/2 appears once in n!.
        assert_eq!(factorial_over_product(7, 1..=6), BigUint::from(7u32));
    }
}
