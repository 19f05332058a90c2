use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};

use crate::dynkin::{Coloring, RootMap};
use crate::error::PlainError;
use hookgames_game::FiniteAlgorithm;
use hookgames_game::GameError;

fn evaluate(root: &[u32], values: &[BigInt]) -> Result<BigInt, PlainError> {
    if values.len() < root.len() {
        return Err(PlainError::ValueCount {
            expected: root.len() as u64,
            got: values.len() as u64,
        });
    }
    Ok(root
        .iter()
        .zip(values)
        .filter(|&(&m, _)| m != 0)
        .map(|(&m, v)| v * BigInt::from(m))
        .sum())
}

/// The left-hand side of Kawanaka's colored hook formula (7.1) (Nakada):
/// Σ over all paths 𝐩: p = p₀ → p₁ → … → p_l (l ≥ 0) of 1/𝓕(𝐩), with
/// 𝓕(𝐩) = ∏_{k=1}^{l} (F(p₀ → p₁) + … + F(p_{k−1} → p_k)), the simple roots
/// evaluated at `values` (one per simple root of `roots`). The partial sums
/// depend only on p_k (they telescope to the root between p and p_k), so
/// the sum is accumulated over ⟨p⟩ in topological order.
///
/// # Errors
/// [`GameError::UnknownState`](hookgames_game::GameError::UnknownState) if `p` is not a state;
/// [`PlainError::ValueCount`] if `values` is too short;
/// [`PlainError::ZeroWeight`] if a partial sum evaluates to 0;
/// [`PlainError::RootMap`] if the partial sums are not path-independent.
///
/// # Complexity
/// O(|⟨p⟩| + arrows) big-rational operations.
///
/// # Example
/// ```
/// use hookgames_game::FiniteAlgorithm;
/// use hookgames_plain::{colored_hook_product, colored_path_sum, root_map};
/// use num_bigint::BigInt;
/// // The square C₂ with simple roots x, y: the paths from the origin give
/// // 1 + 1/x + 1/y + 1/(x(x+y)) + 1/(y(x+y)) = (1 + 1/x)(1 + 1/y).
/// let square = FiniteAlgorithm::from_followers([vec![1, 2], vec![3], vec![3], vec![]])?;
/// let f = root_map(&square)?;
/// let values = vec![BigInt::from(3), BigInt::from(5)];
/// assert_eq!(
///     colored_path_sum(&square, 0, &f, &values)?,
///     colored_hook_product(&square, 0, &f, &values)?
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn colored_path_sum<S>(
    fa: &FiniteAlgorithm<S>,
    p: u32,
    roots: &RootMap,
    values: &[BigInt],
) -> Result<BigRational, PlainError> {
    let n = fa.len();
    if p as usize >= n {
        return Err(PlainError::Game(GameError::UnknownState {
            index: u64::from(p),
            len: n as u64,
        }));
    }
    let rank = roots.dynkin().rank();
    if values.len() < rank {
        return Err(PlainError::ValueCount {
            expected: rank as u64,
            got: values.len() as u64,
        });
    }
    let order = fa.topological_order()?;
    let pos = {
        let mut pos = vec![0usize; n];
        for (i, &x) in order.iter().enumerate() {
            pos[x as usize] = i;
        }
        pos
    };
    // W(r): the weight between p and r; S(r): the sum over paths to r.
    let mut weight: Vec<Option<BigInt>> = vec![None; n];
    let mut sum: Vec<BigRational> = vec![BigRational::zero(); n];
    weight[p as usize] = Some(BigInt::zero());
    sum[p as usize] = BigRational::one();
    let mut total = BigRational::zero();
    for &x in &order[pos[p as usize]..] {
        let Some(wx) = weight[x as usize].clone() else {
            continue;
        };
        if x != p {
            if wx.is_zero() {
                return Err(PlainError::ZeroWeight {
                    state: u64::from(p),
                    follower: u64::from(x),
                });
            }
            let s = std::mem::take(&mut sum[x as usize]) / BigRational::from_integer(wx.clone());
            sum[x as usize] = s;
        }
        total += &sum[x as usize];
        for &y in fa.followers_of(x) {
            let f = roots.root(x, y).ok_or(PlainError::RootMap {
                state: u64::from(x),
                follower: u64::from(y),
                problem: "undetermined",
            })?;
            let wy = &wx + evaluate(f, values)?;
            match &weight[y as usize] {
                None => weight[y as usize] = Some(wy),
                Some(w) if *w == wy => {}
                Some(_) => {
                    return Err(PlainError::RootMap {
                        state: u64::from(x),
                        follower: u64::from(y),
                        problem: "inconsistent",
                    });
                }
            }
            let add = sum[x as usize].clone();
            sum[y as usize] += add;
        }
    }
    Ok(total)
}

/// The right-hand side of the colored hook formula (7.1):
/// ∏_{q ∈ Y_p} (1 + 1/F(p → q)) with F from `roots`, evaluated at `values`.
///
/// # Errors
/// [`GameError::UnknownState`](hookgames_game::GameError::UnknownState), [`PlainError::ValueCount`],
/// [`PlainError::ZeroWeight`] as [`colored_path_sum`].
///
/// # Complexity
/// O(|φ(p)| · rank) big-integer operations.
///
/// # Example
/// See [`colored_path_sum`].
pub fn colored_hook_product<S>(
    fa: &FiniteAlgorithm<S>,
    p: u32,
    roots: &RootMap,
    values: &[BigInt],
) -> Result<BigRational, PlainError> {
    if p as usize >= fa.len() {
        return Err(PlainError::Game(GameError::UnknownState {
            index: u64::from(p),
            len: fa.len() as u64,
        }));
    }
    let mut out = BigRational::one();
    for &q in fa.followers_of(p) {
        let f = roots.root(p, q).ok_or(PlainError::RootMap {
            state: u64::from(p),
            follower: u64::from(q),
            problem: "undetermined",
        })?;
        let w = evaluate(f, values)?;
        if w.is_zero() {
            return Err(PlainError::ZeroWeight {
                state: u64::from(p),
                follower: u64::from(q),
            });
        }
        out *= BigRational::one() + BigRational::new(BigInt::one(), w);
    }
    Ok(out)
}

impl Coloring {
    /// The right-hand side of the colored hook formula from the diagram
    /// alone (Kawanaka (7.1), (11.2)): ∏_{x ∈ Y_p} (1 + 1/⟦H_p(x)⟧) with
    /// ⟦H⟧ = Σ_{y ∈ H} c(y) evaluated at `values` (one per simple root of
    /// [`Coloring::dynkin`]).
    ///
    /// # Errors
    /// [`PlainError::ValueCount`] if `values` is too short;
    /// [`PlainError::ZeroWeight`] if a hook evaluates to 0.
    ///
    /// # Complexity
    /// O(Σ |H(x)|) big-integer additions.
    ///
    /// # Example
    /// ```
    /// use hookgames_plain::Diagram;
    /// use num_bigint::BigInt;
    /// use num_rational::BigRational;
    /// // A single point: 1 + 1/x.
    /// let y = Diagram::from_followers(vec![()], [Vec::<u32>::new()])?;
    /// let c = y.coloring()?;
    /// let value = c.colored_hook_product(&[BigInt::from(4)])?;
    /// assert_eq!(value, BigRational::new(5.into(), 4.into()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn colored_hook_product(&self, values: &[BigInt]) -> Result<BigRational, PlainError> {
        let rank = self.dynkin().rank();
        if values.len() < rank {
            return Err(PlainError::ValueCount {
                expected: rank as u64,
                got: values.len() as u64,
            });
        }
        let mut out = BigRational::one();
        for x in 0..self.colors().len() as u32 {
            let w = evaluate(&self.hook_root(x), values)?;
            if w.is_zero() {
                return Err(PlainError::ZeroWeight {
                    state: u64::from(x),
                    follower: u64::from(x),
                });
            }
            out *= BigRational::one() + BigRational::new(BigInt::one(), w);
        }
        Ok(out)
    }
}
