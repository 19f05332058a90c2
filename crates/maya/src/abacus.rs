//! The n-runner abacus (James), n-cores (Nakayama) and n-quotients
//! (Robinson, Littlewood), computed from β-numbers in linear time.

use hookgames_partition::Partition;

use crate::beta::{beta_numbers, partition_from_beta_numbers};
use crate::error::check_words;
use crate::{MAX_CELLS, MayaDiagram, MayaError};

/// The largest n accepted where n runners (or n quotient components) are
/// materialized: 2^20. The n-core and the weight have no such limit.
pub const MAX_RUNNERS: usize = 1 << 20;

fn check_n(n: u64) -> Result<(), MayaError> {
    if n == 0 {
        Err(MayaError::ZeroModulus)
    } else {
        Ok(())
    }
}

fn check_runners(n: u64) -> Result<usize, MayaError> {
    check_n(n)?;
    match usize::try_from(n) {
        Ok(r) if r <= MAX_RUNNERS => Ok(r),
        _ => Err(MayaError::TooManyRunners {
            n,
            limit: MAX_RUNNERS,
        }),
    }
}

/// The canonical number of stones for an n-abacus of a partition with
/// `rows` rows: the smallest multiple of n that is ≥ rows (n ≤ MAX_RUNNERS).
fn canonical_stones(rows: usize, n: usize) -> usize {
    rows.div_ceil(n) * n
}

/// The partition whose β-numbers, largest first, are produced by `cells`
/// (ℓ of them): λ_i = β_i − (ℓ − i). Stops at the first zero part.
fn parts_from_descending(
    stones: usize,
    cells: impl Iterator<Item = u64>,
) -> Result<Partition, MayaError> {
    let mut parts = Vec::new();
    for (k, c) in cells.enumerate() {
        let below = (stones - 1 - k) as u64;
        let p = c - below;
        if p == 0 {
            break;
        }
        parts.push(p);
    }
    Ok(Partition::new(parts)?)
}

/// The partition of one runner: beads at levels q_1 > … > q_k give
/// μ_j = q_j − (k − j).
fn runner_partition(levels: &[u64]) -> Result<Partition, MayaError> {
    parts_from_descending(levels.len(), levels.iter().copied())
}

/// Division by a fixed n ≥ 1 as a multiplication by a precomputed
/// reciprocal (T. Granlund, P. L. Montgomery, *Division by invariant
/// integers using multiplication*, PLDI 1994, Figure 4.1): exact for every
/// `u64` dividend, with no hardware division and no branch, so that the
/// β-numbers of a partition are placed on their runners independently of
/// one another (no chain of running residues).
#[derive(Clone, Copy)]
struct Divisor {
    n: u64,
    magic: u64,
    sh1: u32,
    sh2: u32,
}

impl Divisor {
    /// The reciprocal of n ≥ 1 (checked by the callers).
    fn new(n: u64) -> Self {
        // l = ⌈log2 n⌉ ≤ 64, so 2^(l − 1) < n ≤ 2^l.
        let l = u64::BITS - n.saturating_sub(1).leading_zeros();
        // m' = ⌊2^64 (2^l − n) / n⌋ + 1: the product is < 2^128 and, as
        // 2^l − n < n, the quotient is < 2^64, so the cast is exact.
        let magic = ((1u128 << 64) * ((1u128 << l) - u128::from(n)) / u128::from(n) + 1) as u64;
        Divisor {
            n,
            magic,
            sh1: l.min(1),
            sh2: l.saturating_sub(1),
        }
    }

    /// (⌊x / n⌋, x mod n).
    #[inline(always)]
    fn div_rem(self, x: u64) -> (u64, u64) {
        // t1 = ⌊m'·x / 2^64⌋ ≤ x: the high word, exact in the cast.
        let t1 = ((u128::from(x) * u128::from(self.magic)) >> 64) as u64;
        let q = (t1 + ((x - t1) >> self.sh1)) >> self.sh2;
        (q, x - q * self.n)
    }
}

/// Calls `f(runner, level)` for the β-numbers β_1 > … > β_ℓ of λ with
/// ℓ = `stones` stones (β_i = λ_i + ℓ − i = level·n + runner), largest first.
/// Each bead is placed by one multiplication ([`Divisor`]), whatever the
/// steps between the parts; the caller checks that n ≥ 1, that β_1 fits a
/// `u64` and that ℓ ≥ ℓ(λ).
#[inline(always)]
fn for_each_bead(lambda: &Partition, stones: usize, n: u64, mut f: impl FnMut(u64, u64)) {
    let Some(top) = (stones as u64).checked_sub(1) else {
        return;
    };
    let div = Divisor::new(n);
    let parts = lambda.parts();
    // β_i = λ_i + (ℓ − i) ≤ β_1 for the 0-based index k = i − 1.
    for (k, &p) in parts.iter().enumerate() {
        let (level, runner) = div.div_rem(p + (top - k as u64));
        f(runner, level);
    }
    for k in parts.len()..stones {
        let (level, runner) = div.div_rem(top - k as u64);
        f(runner, level);
    }
}

/// As [`for_each_bead`], with the runner and level of each bead updated
/// from those of the previous one: division-free when consecutive
/// β-numbers differ by less than 2n (the difference is λ_{i−1} − λ_i + 1).
/// A chain of dependent steps, so slower than [`for_each_bead`] where the
/// beads are then stored by runner (5.6 ms against 3.8 ms for the
/// 3-quotient of the 10^6 parts of the `maya_core` bench on the reference
/// machine), but about 10 % faster where they are only counted (its
/// n-core: 1.40 ms against 1.56 ms).
#[inline(always)]
fn for_each_bead_chained(lambda: &Partition, stones: usize, n: u64, mut f: impl FnMut(u64, u64)) {
    if stones == 0 {
        return;
    }
    let parts = lambda.parts();
    let mut prev = lambda.part(1);
    let mut beta = prev + (stones as u64 - 1);
    let (mut level, mut res) = (beta / n, beta % n);
    f(res, level);
    let rows = parts.len();
    for i in 2..=stones {
        let cur = if i <= rows { parts[i - 1] } else { 0 };
        let d = prev - cur + 1;
        prev = cur;
        beta -= d;
        // β decreases by d = ge·n + dr; branch-free when d < 2n (random
        // steps would otherwise mispredict), one division beyond.
        let ge = u64::from(d >= n);
        let dr = d - ge * n;
        if dr < n {
            let borrow = u64::from(res < dr);
            // The true value is < n; wrapping keeps it exact for any n.
            res = res.wrapping_add(borrow * n).wrapping_sub(dr);
            level -= ge + borrow;
        } else {
            level = beta / n;
            res = beta % n;
        }
        f(res, level);
    }
}

/// β_1 = λ_1 + ℓ − 1 fits a `u64` and ℓ(λ) ≤ ℓ ≤ `MAX_CELLS`.
fn check_beads(lambda: &Partition, stones: usize) -> Result<(), MayaError> {
    if stones < lambda.len() {
        return Err(MayaError::TooFewStones {
            stones,
            rows: lambda.len(),
        });
    }
    if stones as u64 > MAX_CELLS {
        return Err(MayaError::TooManyStones {
            stones,
            limit: MAX_CELLS,
        });
    }
    // One bead level (8 bytes) per stone, whatever the abacus does with them.
    check_words(
        "the beads of the abacus (one word per stone)",
        stones as u128,
        "use a partition with fewer rows",
    )?;
    if stones > 0 && lambda.part(1).checked_add(stones as u64 - 1).is_none() {
        return Err(MayaError::BetaTooLarge {
            first_part: lambda.part(1),
            stones,
            limit: u64::MAX,
        });
    }
    Ok(())
}

/// The n-core from the bead counts k_r of the runners of an abacus with
/// ℓ = Σ k_r stones: the β-set ∪_r {r, r + n, …, r + (k_r − 1)n}, read off
/// level by level from the top. The min k_r full bottom levels are the bottom
/// run of stones (they carry zero parts), so they are dropped first: the work
/// is O(n + E) for the E = ℓ − n·min k_r stones above them.
fn core_from_counts(counts: &[usize], n: u64) -> Result<Partition, MayaError> {
    let kmin = counts.iter().copied().min().unwrap_or(0);
    let counts: Vec<usize> = counts.iter().map(|&k| k - kmin).collect();
    let stones: usize = counts.iter().sum();
    let maxk = counts.iter().copied().max().unwrap_or(0);
    // Runners ordered by k descending, ties by r descending (counting sort).
    let mut num = vec![0usize; maxk + 1];
    for &k in &counts {
        num[k] += 1;
    }
    let mut off = vec![0usize; maxk + 2]; // off[k] = #{r : k_r > k}
    for k in (0..=maxk).rev() {
        off[k] = off[k + 1] + num[k];
    }
    // Slot for count k starts at #{r : k_r > k} = off[k + 1].
    let mut next: Vec<usize> = (0..=maxk).map(|k| off[k + 1]).collect();
    let mut order = vec![0usize; counts.len()];
    for r in (0..counts.len()).rev() {
        let k = counts[r];
        order[next[k]] = r;
        next[k] += 1;
    }
    let mut active: Vec<usize> = Vec::new();
    let mut merged: Vec<usize> = Vec::new();
    let mut parts: Vec<u64> = Vec::new();
    let mut emitted = 0usize;
    let mut idx = 0usize;
    'levels: for t in (0..maxk).rev() {
        // Runners with exactly t + 1 beads join at level t.
        let end = off[t + 1];
        if end > idx {
            merged.clear();
            let (a, b) = (&active, &order[idx..end]);
            let (mut x, mut y) = (0, 0);
            while x < a.len() && y < b.len() {
                if a[x] > b[y] {
                    merged.push(a[x]);
                    x += 1;
                } else {
                    merged.push(b[y]);
                    y += 1;
                }
            }
            merged.extend_from_slice(&a[x..]);
            merged.extend_from_slice(&b[y..]);
            std::mem::swap(&mut active, &mut merged);
            idx = end;
        }
        for &r in &active {
            // The cell is a β-number of the core, which never exceeds a
            // β-number of the partition: no overflow.
            let cell = t as u64 * n + r as u64;
            let p = cell - (stones - 1 - emitted) as u64;
            emitted += 1;
            if p == 0 {
                break 'levels;
            }
            parts.push(p);
        }
    }
    Ok(Partition::new(parts)?)
}

/// The n-core by dense runner counts (ℓ = ℓ(λ) stones): O(ℓ + n).
fn core_dense(lambda: &Partition, n: u64) -> Result<Partition, MayaError> {
    let mut counts = vec![0usize; n as usize];
    for_each_bead_chained(lambda, lambda.len(), n, |r, _| counts[r as usize] += 1);
    core_from_counts(&counts, n)
}

/// The n-core for n much larger than ℓ: group the β-numbers by residue with
/// a sort, O(ℓ log ℓ), independent of n.
fn core_sparse(betas: &[u64], n: u64) -> Result<Partition, MayaError> {
    let mut res: Vec<u64> = betas.iter().map(|&b| b % n).collect();
    res.sort_unstable();
    let mut cells: Vec<u64> = Vec::with_capacity(betas.len());
    let mut k = 0usize;
    while k < res.len() {
        let r = res[k];
        let mut e = k;
        while e < res.len() && res[e] == r {
            e += 1;
        }
        for t in 0..(e - k) as u64 {
            let c = t
                .checked_mul(n)
                .and_then(|x| x.checked_add(r))
                .ok_or(MayaError::Overflow {
                    what: "a β-number of the core",
                })?;
            cells.push(c);
        }
        k = e;
    }
    cells.sort_unstable_by(|a, b| b.cmp(a));
    parts_from_descending(cells.len(), cells.into_iter())
}

/// Dense when the runner array costs at most a constant times ℓ.
fn use_dense(stones: usize, n: u64) -> bool {
    (n as u128) <= 4 * stones as u128 + 1024
}

/// The n-core c_n(λ) of Nakayama (Kawanaka §8): what is left after removing
/// hooks of length n (equivalently, of length divisible by n) until none is
/// left; it does not depend on the order of removal. Computed on the
/// n-abacus, not by removing hooks: slide every bead of the β-set of λ down
/// its runner as far as it goes.
///
/// # Errors
/// [`MayaError::ZeroModulus`] if n = 0; [`MayaError::TooManyStones`] if
/// ℓ(λ) > `MAX_CELLS`; [`MayaError::Partition`] with `PartitionError::TooLarge` if the ℓ(λ) bead
/// levels (8ℓ(λ) bytes) exceed the memory budget
/// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES)
/// (ℓ(λ) > 2^25).
///
/// # Complexity
/// O(ℓ(λ) + n) time for n ≤ 4ℓ(λ) + 1024, else O(ℓ(λ) log ℓ(λ)); memory
/// O(ℓ(λ) + min(n, 4ℓ(λ) + 1024)). Independent of λ_1 and |λ|.
///
/// # Example
/// ```
/// use hookgames_maya::n_core;
/// use hookgames_partition::Partition;
/// let y = Partition::new(vec![6, 3, 2, 2])?;
/// assert_eq!(n_core(&y, 3)?.parts(), &[2, 1, 1]);
/// assert_eq!(n_core(&y, 13)?, y); // the largest hook has length 9
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn n_core(lambda: &Partition, n: u64) -> Result<Partition, MayaError> {
    check_n(n)?;
    check_beads(lambda, lambda.len())?;
    if use_dense(lambda.len(), n) {
        core_dense(lambda, n)
    } else {
        core_sparse(&beta_numbers(lambda, lambda.len())?, n)
    }
}

/// The n-weight w of λ: the number of n-hooks removed on the way to the
/// n-core, so |λ| = |c_n(λ)| + n·w. It equals Σ_k |λ^(k)| over the
/// n-quotient and the number of boxes whose hook length is divisible by n
/// (the size of Kawanaka's Y_(n), §8–§9).
///
/// # Errors
/// As [`n_core`].
///
/// # Complexity
/// As [`n_core`].
///
/// # Example
/// ```
/// use hookgames_maya::n_weight;
/// use hookgames_partition::Partition;
/// let y = Partition::new(vec![9, 8, 6, 5, 5, 2])?; // Kawanaka §9
/// assert_eq!(n_weight(&y, 2)?, 17);
/// assert_eq!(n_weight(&y, 4)?, 7);
/// assert_eq!(n_weight(&y, 8)?, 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn n_weight(lambda: &Partition, n: u64) -> Result<u64, MayaError> {
    let core = n_core(lambda, n)?;
    Ok((lambda.size() - core.size()) / n)
}

/// Is λ an n-core (no hook of length n, equivalently none of length
/// divisible by n)?
///
/// # Errors
/// As [`n_core`].
///
/// # Complexity
/// As [`n_core`].
///
/// # Example
/// ```
/// use hookgames_maya::is_n_core;
/// use hookgames_partition::Partition;
/// assert!(is_n_core(&Partition::new(vec![2, 1])?, 2)?);
/// assert!(!is_n_core(&Partition::new(vec![2, 2])?, 2)?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn is_n_core(lambda: &Partition, n: u64) -> Result<bool, MayaError> {
    Ok(n_weight(lambda, n)? == 0)
}

/// The n-quotient (λ^(0), …, λ^(n−1)) of λ (Robinson; Littlewood), in the
/// convention of [`Abacus`]: put the β-numbers of λ with ℓ stones on n
/// runners, where ℓ is any multiple of n that is ≥ ℓ(λ) (the result does not
/// depend on which); λ^(k) is the partition of the beads on runner k, the
/// cells ≡ k (mod n). This is SageMath's `Partition.quotient` order.
///
/// # Errors
/// [`MayaError::ZeroModulus`] if n = 0; [`MayaError::TooManyRunners`] if
/// n > `MAX_RUNNERS` (the output has n components);
/// [`MayaError::TooManyStones`] if ℓ(λ) > `MAX_CELLS`;
/// [`MayaError::Partition`] with `PartitionError::TooLarge` if the ℓ(λ) bead
/// levels (8ℓ(λ) bytes) exceed the memory budget
/// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES)
/// (ℓ(λ) > 2^25).
///
/// # Complexity
/// O(ℓ(λ) + n) time: one pass over the parts when every runner gets about
/// ℓ(λ)/n ≥ 8 beads and none more than 17/16 of that, two otherwise (count,
/// then fill), three if the first pass found a runner too long (no
/// division per part: one multiplication by a reciprocal of n). Memory: the ℓ(λ) or fewer parts of
/// the result, O(n) words, and at most ℓ(λ)/4 + O(1) words of slack while
/// it is built (only when that fits the memory budget).
///
/// # Example
/// ```
/// use hookgames_maya::n_quotient;
/// use hookgames_partition::Partition;
/// let q = n_quotient(&Partition::new(vec![7, 7, 5, 3, 3, 3, 1])?, 3)?;
/// let parts: Vec<&[u64]> = q.iter().map(|p| p.parts()).collect();
/// assert_eq!(parts, [&[2][..], &[1], &[2, 2, 2]]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn n_quotient(lambda: &Partition, n: u64) -> Result<Vec<Partition>, MayaError> {
    let nn = check_runners(n)?;
    check_beads(lambda, lambda.len())?;
    let (runners, _) = runner_parts(lambda, n, nn)?;
    canonical_quotient(runners, lambda.len())
}

/// Runner k of the n-abacus of λ with ℓ(λ) stones: the parts of its
/// partition, largest first (the beads at levels q_1 > … > q_k give
/// μ_j = q_j − (k − j), zero parts dropped), for every k, and the bead
/// counts k_r of the runners; n = `nn` ≤ `MAX_RUNNERS` and the beads
/// (`check_beads`) are checked by the caller.
///
/// One pass over the β-numbers when the runners are long (ℓ(λ) ≥ 8n): each
/// runner gets a buffer of ⌈ℓ/n⌉ + 1/16 of it + 16 words (at most 5ℓ/4 in
/// all) and its j-th bead from the top is stored as q_j + (j − 1), so the
/// count k is not needed until the end, where k − 1 is subtracted (the
/// stored values do not increase, so the zero parts are a suffix). If a
/// runner gets more beads than its buffer holds, or the buffers would not
/// fit the memory budget, a counting pass sizes the runners exactly and a
/// second pass fills them (O(ℓ + n) either way, at most ℓ + O(n) words
/// beyond the input).
fn runner_parts(
    lambda: &Partition,
    n: u64,
    nn: usize,
) -> Result<(Vec<Vec<u64>>, Vec<usize>), MayaError> {
    let stones = lambda.len();
    let base = stones.div_ceil(nn);
    let cap = base + base / 16 + 16;
    let total = cap as u128 * nn as u128;
    let one_pass = base >= 8
        && total <= stones as u128 + stones as u128 / 4
        && check_words("the runners of the quotient", total, "").is_ok();
    if one_pass {
        let mut runners: Vec<Vec<u64>> = (0..nn).map(|_| Vec::with_capacity(cap)).collect();
        let mut spilled = false;
        for_each_bead(lambda, stones, n, |r, q| {
            let run = &mut runners[r as usize];
            let j = run.len();
            if j < cap {
                // j beads above it, at distinct levels ≤ the top level
                // ⌊β_1/n⌋: q + j ≤ ⌊β_1/n⌋, no overflow.
                run.push(q + j as u64);
            } else {
                spilled = true;
            }
        });
        if !spilled {
            let counts: Vec<usize> = runners.iter().map(Vec::len).collect();
            for run in &mut runners {
                let below = run.len().saturating_sub(1) as u64;
                let keep = run.partition_point(|&v| v > below);
                run.truncate(keep);
                for v in run.iter_mut() {
                    *v -= below;
                }
                // Give back the room of a runner much shorter than planned.
                if run.capacity() > keep + keep / 8 + 64 {
                    run.shrink_to_fit();
                }
            }
            return Ok((runners, counts));
        }
    }
    // Pass 1: beads per runner. Pass 2: the j-th bead (from the top) of a
    // runner with k beads at level q gives the part q − (k − j).
    let mut counts = vec![0usize; nn];
    for_each_bead(lambda, stones, n, |r, _| counts[r as usize] += 1);
    let mut runners: Vec<Vec<u64>> = counts.iter().map(|&k| Vec::with_capacity(k)).collect();
    let mut left = counts.clone();
    for_each_bead(lambda, stones, n, |r, q| {
        let r = r as usize;
        left[r] -= 1;
        let part = q - left[r] as u64;
        if part > 0 {
            runners[r].push(part);
        }
    });
    Ok((runners, counts))
}

/// The quotient components in the canonical order from the parts of the
/// runners of an abacus with `stones` stones: component k sits on runner
/// (k + ℓ) mod n (see [`Abacus`]).
fn canonical_quotient(
    mut runners: Vec<Vec<u64>>,
    stones: usize,
) -> Result<Vec<Partition>, MayaError> {
    let shift = stones % runners.len().max(1);
    runners.rotate_left(shift);
    runners
        .into_iter()
        .map(|parts| Ok(Partition::new(parts)?))
        .collect()
}

/// The n-core and the n-quotient together: the pass of [`n_quotient`]
/// also gives the number of beads on every runner, from which the core is
/// read off as in [`n_core`].
///
/// # Errors
/// As [`n_quotient`].
///
/// # Complexity
/// As [`n_quotient`], plus O(n + E) for the core, E ≤ ℓ(λ) the beads above
/// the lowest full level.
///
/// # Example
/// ```
/// use hookgames_maya::{core_and_quotient, from_core_and_quotient};
/// use hookgames_partition::Partition;
/// let y = Partition::new(vec![11, 5, 5, 3, 2, 2, 2])?;
/// let (core, quotient) = core_and_quotient(&y, 3)?;
/// assert!(core.is_empty());
/// assert_eq!(from_core_and_quotient(&core, &quotient)?, y);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn core_and_quotient(
    lambda: &Partition,
    n: u64,
) -> Result<(Partition, Vec<Partition>), MayaError> {
    let nn = check_runners(n)?;
    check_beads(lambda, lambda.len())?;
    let (runners, counts) = runner_parts(lambda, n, nn)?;
    Ok((
        core_from_counts(&counts, n)?,
        canonical_quotient(runners, lambda.len())?,
    ))
}

/// The partition with the given n-core and n-quotient, n = `quotient.len()`
/// (the inverse of [`core_and_quotient`], a bijection between partitions
/// and pairs (n-core, n-tuple of partitions), with |λ| = |core| + n·Σ|λ^(k)|).
/// The quotient is read in the convention of [`n_quotient`].
///
/// # Errors
/// [`MayaError::ZeroModulus`] if the quotient is empty;
/// [`MayaError::NotACore`] if `core` has a hook of length n;
/// [`MayaError::TooManyStones`] if the abacus needs more than `MAX_CELLS`
/// stones; [`MayaError::Partition`] with `PartitionError::TooLarge` if its
/// L bead levels (8L bytes) exceed the memory budget
/// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES);
/// [`MayaError::Overflow`] if a β-number exceeds `u64::MAX`.
///
/// # Complexity
/// O(L log n) for the L ≤ ℓ(core) + n(1 + max_k ℓ(λ^(k))) stones of the
/// abacus.
///
/// # Example
/// ```
/// use hookgames_maya::from_core_and_quotient;
/// use hookgames_partition::Partition;
/// let core = Partition::new(vec![2, 1, 1])?;
/// let q = [Partition::new(vec![1])?, Partition::empty(), Partition::empty()];
/// let y = from_core_and_quotient(&core, &q)?;
/// assert_eq!(y.size(), 4 + 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn from_core_and_quotient(
    core: &Partition,
    quotient: &[Partition],
) -> Result<Partition, MayaError> {
    let n = quotient.len();
    if n == 0 {
        return Err(MayaError::ZeroModulus);
    }
    let nn = n as u64;
    if !is_n_core(core, nn)? {
        return Err(MayaError::NotACore {
            core: core.clone(),
            n: nn,
        });
    }
    let l0 = canonical_stones(core.len(), n);
    let core_betas = beta_numbers(core, l0)?;
    let mut counts = vec![0usize; n];
    for &b in &core_betas {
        counts[(b % nn) as usize] += 1;
    }
    // Extra levels so that runner k has at least ℓ(λ^(k)) beads.
    let extra = quotient
        .iter()
        .zip(&counts)
        .map(|(q, &k)| q.len().saturating_sub(k))
        .max()
        .unwrap_or(0);
    let total = extra
        .checked_mul(n)
        .and_then(|x| x.checked_add(l0))
        .filter(|&t| t as u64 <= MAX_CELLS)
        .ok_or(MayaError::TooManyStones {
            stones: extra.saturating_mul(n).saturating_add(l0),
            limit: MAX_CELLS,
        })?;
    check_words(
        "the beads of the abacus (one word per stone)",
        total as u128 + n as u128 + 1,
        "use a smaller core or quotient",
    )?;
    let mut offsets = Vec::with_capacity(n + 1);
    let mut levels = Vec::with_capacity(total);
    offsets.push(0);
    for (q, &k) in quotient.iter().zip(&counts) {
        let beads = k + extra;
        for j in 1..=beads {
            let level = q
                .part(j)
                .checked_add((beads - j) as u64)
                .ok_or(MayaError::Overflow {
                    what: "a bead level",
                })?;
            levels.push(level);
        }
        offsets.push(levels.len());
    }
    let abacus = Abacus {
        n: nn,
        stones: total,
        offsets,
        levels,
    };
    abacus.check_cells()?;
    abacus.to_partition()
}

/// An abacus with n runners (James): the β-set of a partition with ℓ stones,
/// the cell c = q·n + k drawn as a bead at level q on runner k.
///
/// # Conventions
///
/// Runner k carries the cells ≡ k (mod n), levels counted from 0 at the
/// bottom. The n-quotient component λ^(k) is the partition of the beads on
/// one runner (beads at levels q_1 > … > q_m give μ_j = q_j − (m − j)).
/// Adding one stone at the bottom moves every runner's beads one runner to
/// the right (runner n − 1 wraps to runner 0, one level up, with a new bead
/// at level 0), so the runner of a component depends on ℓ mod n: **component
/// λ^(k) sits on runner (k + ℓ) mod n**. With ℓ ≡ 0 (mod n), as in
/// [`Abacus::new`] (ℓ = the smallest multiple of n that is ≥ ℓ(λ)), component
/// k is runner k, and adding n stones adds one bead at the bottom of every
/// runner, which changes no component: the quotient is independent of ℓ.
/// [`Abacus::quotient`] always returns the components in this canonical
/// order, whatever ℓ the abacus was built with. (This agrees with SageMath's
/// `Partition.quotient`.)
///
/// # Example
/// ```
/// use hookgames_maya::Abacus;
/// use hookgames_partition::Partition;
/// let y = Partition::new(vec![9, 8, 6, 5, 5, 2])?;
/// let a = Abacus::new(&y, 2)?; // 6 stones: β = {14, 12, 9, 7, 6, 2}
/// assert_eq!(a.runner(0), Some(&[7, 6, 3, 1][..])); // cells 14, 12, 6, 2
/// assert_eq!(a.runner(1), Some(&[4, 3][..])); // cells 9, 7
/// assert_eq!(a.core()?, Partition::new(vec![1])?);
/// assert_eq!(a.weight(), 17);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Serialization
/// With the `serde` feature an abacus is serializable as its number of
/// runners and its β-numbers, largest first:
/// `{"n": 2, "beta_numbers": [14, 12, 9, 7, 6, 2]}` (the runners follow
/// from them). Reading checks as [`Abacus::from_maya`] does (n ≥ 1,
/// n ≤ [`MAX_RUNNERS`]) and refuses a repeated β-number; β-numbers may be
/// in any order and of any size; unknown fields are refused.
/// ```
/// # #[cfg(feature = "serde")] {
/// use hookgames_maya::Abacus;
/// use hookgames_partition::Partition;
/// let json = r#"{"n":2,"beta_numbers":[14,12,9,7,6,2]}"#;
/// let a: Abacus = serde_json::from_str(json)?;
/// assert_eq!(a, Abacus::new(&Partition::new(vec![9, 8, 6, 5, 5, 2])?, 2)?);
/// assert_eq!(serde_json::to_string(&a)?, json);
/// assert!(serde_json::from_str::<Abacus>(r#"{"n":0,"beta_numbers":[1]}"#).is_err());
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Abacus {
    n: u64,
    stones: usize,
    /// Runner k holds `levels[offsets[k]..offsets[k + 1]]`, descending.
    offsets: Vec<usize>,
    levels: Vec<u64>,
}

impl Abacus {
    /// The abacus of λ with the canonical number of stones ℓ = the smallest
    /// multiple of n that is ≥ ℓ(λ).
    ///
    /// # Errors
    /// [`MayaError::ZeroModulus`] if n = 0; [`MayaError::TooManyRunners`] if
    /// n > `MAX_RUNNERS`; [`MayaError::TooManyStones`] if ℓ > `MAX_CELLS`;
    /// [`MayaError::Partition`] with `PartitionError::TooLarge` if the ℓ bead
    /// levels (8ℓ bytes) exceed the memory budget
    /// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES)
    /// (ℓ > 2^25);
    /// [`MayaError::BetaTooLarge`] if λ_1 + ℓ − 1 exceeds `u64::MAX`.
    ///
    /// # Complexity
    /// O(ℓ(λ) + n).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::Abacus;
    /// use hookgames_partition::Partition;
    /// let a = Abacus::new(&Partition::new(vec![3, 1])?, 3)?;
    /// assert_eq!(a.stones(), 3); // the smallest multiple of 3 that is ≥ 2 rows
    /// assert_eq!(a.n(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(lambda: &Partition, n: u64) -> Result<Self, MayaError> {
        let nn = check_runners(n)?;
        Self::with_stones(lambda, n, canonical_stones(lambda.len(), nn))
    }

    /// The abacus of the β-set of λ with ℓ = `stones` ≥ ℓ(λ) stones.
    ///
    /// # Errors
    /// As [`Abacus::new`], and [`MayaError::TooFewStones`] if ℓ < ℓ(λ).
    ///
    /// # Complexity
    /// O(ℓ + n).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::Abacus;
    /// use hookgames_partition::Partition;
    /// let y = Partition::new(vec![7, 7, 5, 3, 3, 3, 1])?;
    /// let a = Abacus::with_stones(&y, 3, 7)?; // 7 ≡ 1 (mod 3): runners rotated by 1
    /// let b = Abacus::new(&y, 3)?; // 9 stones
    /// assert_eq!(a.quotient()?, b.quotient()?);
    /// // Runner 1 of `a` is runner 0 of `b`, one level up, plus a bead at level 0.
    /// let moved: Vec<u64> = a.runner(1).unwrap().iter().map(|q| q + 1).chain([0]).collect();
    /// assert_eq!(b.runner(0), Some(&moved[..]));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_stones(lambda: &Partition, n: u64, stones: usize) -> Result<Self, MayaError> {
        let nn = check_runners(n)?;
        check_beads(lambda, stones)?;
        // Two division-free passes: count the beads per runner, then place them.
        let mut offsets = vec![0usize; nn + 1];
        for_each_bead(lambda, stones, n, |r, _| offsets[r as usize + 1] += 1);
        for k in 0..nn {
            offsets[k + 1] += offsets[k];
        }
        let mut next = offsets.clone();
        let mut levels = vec![0u64; stones];
        for_each_bead(lambda, stones, n, |r, q| {
            levels[next[r as usize]] = q;
            next[r as usize] += 1;
        });
        Ok(Abacus {
            n,
            stones,
            offsets,
            levels,
        })
    }

    /// The abacus of a Maya diagram (its stones are the beads).
    ///
    /// # Errors
    /// [`MayaError::ZeroModulus`] if n = 0; [`MayaError::TooManyRunners`] if
    /// n > `MAX_RUNNERS`; [`MayaError::Partition`] with
    /// `PartitionError::TooLarge` if the ℓ β-numbers, the ℓ bead levels and
    /// the 2(n + 1) offsets (8 bytes each) exceed the memory budget
    /// [`MAX_MATERIALIZED_BYTES`](hookgames_partition::MAX_MATERIALIZED_BYTES)
    /// (checked before allocating).
    ///
    /// # Complexity
    /// O(ℓ + h/64 + n) time for ℓ stones, highest cell h; 16(ℓ + n + 1)
    /// bytes.
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::{Abacus, MayaDiagram};
    /// use hookgames_partition::Partition;
    /// let d = MayaDiagram::new([14, 12, 9, 7, 6, 2])?;
    /// let a = Abacus::from_maya(&d, 2)?;
    /// assert_eq!(a, Abacus::new(&Partition::new(vec![9, 8, 6, 5, 5, 2])?, 2)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_maya(diagram: &MayaDiagram, n: u64) -> Result<Self, MayaError> {
        check_runners(n)?;
        // The β-numbers and the bead levels (one word per stone each), the
        // offsets and their copy (n + 1 words each).
        check_words(
            "the beads of the abacus (one word per stone)",
            2 * diagram.count() as u128 + 2 * (u128::from(n) + 1),
            "use a diagram with fewer stones",
        )?;
        let betas: Vec<u64> = diagram.stones().collect();
        Ok(Self::from_betas(&betas, n))
    }

    /// The abacus with n runners of the β-numbers `betas` (any order,
    /// distinct, any size: the reading of the `serde` form).
    #[cfg(feature = "serde")]
    pub(crate) fn from_beta_numbers(mut betas: Vec<u64>, n: u64) -> Result<Self, MayaError> {
        check_runners(n)?;
        if betas.len() as u64 > MAX_CELLS {
            return Err(MayaError::TooManyStones {
                stones: betas.len(),
                limit: MAX_CELLS,
            });
        }
        betas.sort_unstable_by(|a, b| b.cmp(a));
        if let Some(w) = betas.windows(2).find(|w| w[0] == w[1]) {
            return Err(MayaError::DuplicateStone { cell: w[0] });
        }
        Ok(Self::from_betas(&betas, n))
    }

    /// Buckets descending β-numbers by runner (n ≤ MAX_RUNNERS checked).
    fn from_betas(betas: &[u64], n: u64) -> Self {
        let nn = n as usize;
        let mut offsets = vec![0usize; nn + 1];
        for &b in betas {
            offsets[(b % n) as usize + 1] += 1;
        }
        for k in 0..nn {
            offsets[k + 1] += offsets[k];
        }
        let mut next = offsets.clone();
        let mut levels = vec![0u64; betas.len()];
        for &b in betas {
            let r = (b % n) as usize;
            levels[next[r]] = b / n;
            next[r] += 1;
        }
        Abacus {
            n,
            stones: betas.len(),
            offsets,
            levels,
        }
    }

    /// Every cell level·n + runner fits in a `u64`.
    fn check_cells(&self) -> Result<(), MayaError> {
        for r in 0..self.n as usize {
            if let Some(&top) = self.levels[self.offsets[r]..self.offsets[r + 1]].first() {
                top.checked_mul(self.n)
                    .and_then(|x| x.checked_add(r as u64))
                    .ok_or(MayaError::Overflow {
                        what: "a β-number"
                    })?;
            }
        }
        Ok(())
    }

    /// The number of runners n.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::Abacus;
    /// use hookgames_partition::Partition;
    /// assert_eq!(Abacus::new(&Partition::new(vec![2, 1])?, 4)?.n(), 4);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn n(&self) -> u64 {
        self.n
    }

    /// The number of stones (beads) ℓ.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::Abacus;
    /// use hookgames_partition::Partition;
    /// assert_eq!(Abacus::new(&Partition::new(vec![2, 1])?, 4)?.stones(), 4);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn stones(&self) -> usize {
        self.stones
    }

    /// The levels of the beads on runner k (cells ≡ k mod n), highest first;
    /// `None` if k ≥ n.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::Abacus;
    /// use hookgames_partition::Partition;
    /// let a = Abacus::new(&Partition::new(vec![3, 1])?, 2)?; // β = {4, 1}
    /// assert_eq!(a.runner(0), Some(&[2][..]));
    /// assert_eq!(a.runner(1), Some(&[0][..]));
    /// assert_eq!(a.runner(2), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn runner(&self, k: u64) -> Option<&[u64]> {
        let k = usize::try_from(k).ok().filter(|&k| (k as u64) < self.n)?;
        Some(&self.levels[self.offsets[k]..self.offsets[k + 1]])
    }

    /// The n-core: every bead slid down its runner as far as it goes.
    ///
    /// # Errors
    /// None in practice; [`MayaError::Partition`] for uniformity.
    ///
    /// # Complexity
    /// O(ℓ + n).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::Abacus;
    /// use hookgames_partition::Partition;
    /// let a = Abacus::new(&Partition::new(vec![6, 3, 2, 2])?, 3)?;
    /// assert_eq!(a.core()?.parts(), &[2, 1, 1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn core(&self) -> Result<Partition, MayaError> {
        let counts: Vec<usize> = self.offsets.windows(2).map(|w| w[1] - w[0]).collect();
        core_from_counts(&counts, self.n)
    }

    /// The n-quotient (λ^(0), …, λ^(n−1)) in the canonical order (component k
    /// is on runner (k + ℓ) mod n; see the type's conventions).
    ///
    /// # Errors
    /// None in practice; [`MayaError::Partition`] for uniformity.
    ///
    /// # Complexity
    /// O(ℓ + n).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::Abacus;
    /// use hookgames_partition::Partition;
    /// let y = Partition::new(vec![11, 5, 5, 3, 2, 2, 2])?;
    /// let q = Abacus::new(&y, 3)?.quotient()?;
    /// assert_eq!(q[1].parts(), &[4]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn quotient(&self) -> Result<Vec<Partition>, MayaError> {
        let n = self.n as usize;
        let shift = self.stones % n;
        (0..n)
            .map(|k| {
                let r = (k + shift) % n;
                runner_partition(&self.levels[self.offsets[r]..self.offsets[r + 1]])
            })
            .collect()
    }

    /// The n-weight Σ_k |λ^(k)|: the number of n-hooks removed on the way to
    /// the core.
    ///
    /// # Complexity
    /// O(ℓ + n).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::Abacus;
    /// use hookgames_partition::Partition;
    /// let a = Abacus::new(&Partition::new(vec![9, 8, 6, 5, 5, 2])?, 4)?;
    /// assert_eq!(a.weight(), 7); // Kawanaka §9
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn weight(&self) -> u64 {
        let mut w = 0u64;
        for r in 0..self.n as usize {
            let run = &self.levels[self.offsets[r]..self.offsets[r + 1]];
            let m = run.len() as u64;
            // Each term is a part of λ^(r); the total is ≤ |λ|/n.
            w += run
                .iter()
                .enumerate()
                .map(|(j, &q)| q - (m - 1 - j as u64))
                .sum::<u64>();
        }
        w
    }

    /// The β-numbers, largest first: the cells q·n + r of the beads. When
    /// the beads are dense (the cells up to the highest bead number at most
    /// 4ℓ + n, as for a partition with many stones), the cells are scanned
    /// from the top, one pointer per runner; otherwise the cells are sorted
    /// in place (an unstable sort of distinct numbers; a heap merge of the n
    /// runners took about 10 s for 2^24 beads with overflow checks).
    ///
    /// # Complexity
    /// O(ℓ + n) time when dense, O(ℓ log ℓ) otherwise; 8(ℓ + n) bytes.
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::Abacus;
    /// use hookgames_partition::Partition;
    /// let a = Abacus::with_stones(&Partition::new(vec![9, 8, 6, 5, 5, 2])?, 3, 6)?;
    /// assert_eq!(a.beta_numbers(), [14, 12, 9, 7, 6, 2]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn beta_numbers(&self) -> Vec<u64> {
        let n = self.n;
        let nn = n as usize;
        let mut out = Vec::with_capacity(self.stones);
        // The levels of each runner are stored highest first.
        let top = (0..nn)
            .filter_map(|r| self.levels[self.offsets[r]..self.offsets[r + 1]].first())
            .max();
        if let Some(&top) = top {
            let cells = (u128::from(top) + 1) * u128::from(n);
            if cells <= 4 * self.stones as u128 + u128::from(n) {
                let mut next: Vec<usize> = self.offsets[..nn].to_vec();
                for level in (0..=top).rev() {
                    for r in (0..nn).rev() {
                        if next[r] < self.offsets[r + 1] && self.levels[next[r]] == level {
                            out.push(level * n + r as u64);
                            next[r] += 1;
                        }
                    }
                }
                return out;
            }
        }
        for (r, w) in self.offsets.windows(2).enumerate() {
            out.extend(self.levels[w[0]..w[1]].iter().map(|&q| q * n + r as u64));
        }
        out.sort_unstable_by(|a, b| b.cmp(a));
        out
    }

    /// The partition on the abacus.
    ///
    /// # Errors
    /// [`MayaError::Partition`] if |λ| overflows `u64` (possible only for an
    /// abacus built by [`from_core_and_quotient`] from huge parts).
    ///
    /// # Complexity
    /// O(ℓ log n).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::Abacus;
    /// use hookgames_partition::Partition;
    /// let y = Partition::new(vec![4, 4, 1])?;
    /// assert_eq!(Abacus::new(&y, 5)?.to_partition()?, y);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_partition(&self) -> Result<Partition, MayaError> {
        partition_from_beta_numbers(&self.beta_numbers())
    }

    /// The abacus as a Maya diagram.
    ///
    /// # Errors
    /// [`MayaError::CellTooLarge`] if a cell is ≥ `MAX_CELLS`.
    ///
    /// # Complexity
    /// O(ℓ log n + h/64).
    ///
    /// # Example
    /// ```
    /// use hookgames_maya::{Abacus, MayaDiagram};
    /// use hookgames_partition::Partition;
    /// let a = Abacus::new(&Partition::new(vec![3, 1])?, 2)?;
    /// assert_eq!(a.to_maya()?, MayaDiagram::new([4, 1])?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_maya(&self) -> Result<MayaDiagram, MayaError> {
        MayaDiagram::new(self.beta_numbers())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A deterministic stream of pseudo-random numbers.
    fn lcg(state: &mut u64) -> u64 {
        *state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        *state >> 33
    }

    fn random_partition(s: &mut u64) -> Partition {
        let len = (lcg(s) % 12) as usize;
        // Mostly small parts, sometimes huge gaps (the division fallback).
        let scale = [3, 30, 1000, 1 << 40][(lcg(s) % 4) as usize];
        let mut parts: Vec<u64> = (0..len).map(|_| lcg(s) % scale).collect();
        parts.sort_unstable_by(|a, b| b.cmp(a));
        Partition::new(parts).unwrap()
    }

    #[test]
    fn beads_are_the_beta_numbers() {
        let mut s = 11u64;
        for _ in 0..400 {
            let y = random_partition(&mut s);
            for extra in [0usize, 1, 5, 17] {
                let l = y.len() + extra;
                let betas = beta_numbers(&y, l).unwrap();
                for n in [1u64, 2, 3, 5, 7, 64, 1000, 1 << 41, u64::MAX - 1, u64::MAX] {
                    let want: Vec<(u64, u64)> = betas.iter().map(|&b| (b % n, b / n)).collect();
                    let mut got = Vec::new();
                    for_each_bead(&y, l, n, |r, q| got.push((r, q)));
                    assert_eq!(got, want, "{y} l={l} n={n}");
                    got.clear();
                    for_each_bead_chained(&y, l, n, |r, q| got.push((r, q)));
                    assert_eq!(got, want, "{y} l={l} n={n} (chained)");
                }
            }
        }
    }

    #[test]
    fn divisor_is_exact() {
        let mut s = 5u64;
        let mut ns: Vec<u64> = vec![1, 2, 3, 5, 6, 7, 10, 641, u64::MAX - 1, u64::MAX];
        for k in 1..64 {
            ns.extend([(1u64 << k) - 1, 1 << k, (1 << k) + 1]);
        }
        for _ in 0..200 {
            ns.push((lcg(&mut s) << 31) ^ lcg(&mut s));
            ns.push(lcg(&mut s) % 1000 + 1);
        }
        for &n in &ns {
            let n = n.max(1);
            let d = Divisor::new(n);
            let mut xs = vec![0, 1, n - 1, n, n.saturating_add(1), u64::MAX, u64::MAX - 1];
            xs.extend([n.saturating_mul(2), n.saturating_mul(3).saturating_sub(1)]);
            for _ in 0..50 {
                xs.push((lcg(&mut s) << 31) ^ lcg(&mut s) ^ (lcg(&mut s) << 62));
                xs.push(lcg(&mut s));
            }
            for x in xs {
                assert_eq!(d.div_rem(x), (x / n, x % n), "{x} / {n}");
            }
        }
    }

    #[test]
    fn dense_and_sparse_cores_agree() {
        let mut s = 7u64;
        for _ in 0..300 {
            let y = random_partition(&mut s);
            let betas = beta_numbers(&y, y.len()).unwrap();
            for n in 1..40 {
                assert_eq!(
                    core_dense(&y, n).unwrap(),
                    core_sparse(&betas, n).unwrap(),
                    "{y} {n}"
                );
            }
        }
    }

    #[test]
    fn huge_n_takes_the_sparse_path() {
        let y = Partition::new(vec![1_000_000_000_000, 3]).unwrap();
        assert!(!use_dense(2, 999_999_999_999));
        // h(1, 3) = 10^12 − 1 (λ'_3 = 2); removing it leaves (2, 2).
        let c = n_core(&y, 999_999_999_999).unwrap();
        assert_eq!(c.parts(), &[2, 2]);
        assert_eq!(n_weight(&y, 999_999_999_999).unwrap(), 1);
    }
}
