//! The dense solver's core: the moves of a position in signed form with
//! incremental ranks, and the fill of the table group by group — the
//! groups of one level on the threads of the caller's rayon pool.

use hookgames_game::GameError;
use rayon::prelude::*;

use crate::positions::{PositionSpace, binomial};
use crate::rect::low_mask;

/// A table entry, shared between threads: the engine's [`AtomicCell`]
/// (relaxed atomics compile to plain loads and stores; the levels are
/// separated by the joins of rayon's parallel iterators, which order every
/// store before the next level). The fill stores values up to the cell's
/// `MAX` and needs no sentinel.
pub(crate) use hookgames_game::solve::AtomicCell as Cell;

/// The mex of a turn's values: a value is at most the number of options,
/// which is at most |Y| ≤ 32·32 for m + n ≤ 64.
const SEEN_WORDS: usize = 17;

/// The move generator of the standard form (a, b), a ≤ b, with
/// k = ⌊(a+b)/2⌋ mirror pairs (Motegi, Theorem 5.1).
///
/// A position is the set P of chosen pairs (bit v − 1 for the pair
/// {k+1−v, k+v(+1)}) and the set S ⊂ P of pairs whose upper element is
/// taken; its rank is colex(P)·2^a + (S packed along P). In these terms a
/// turn of Motegi's rule (Lemma 4.4, Remark 5.3) is one of:
/// * a "flip": an upper element x becomes x̄ (P unchanged);
/// * a double flip of a pair i in S with any pair t < i of P (the double
///   moves (l, r), (r̄, l̄));
/// * a move to an empty pair q: from an upper element to either element
///   of q below it, or to the lower element of q above it; from a lower
///   element to the lower element of q above it.
///
/// (When a + b is odd, a move through the centre repeats a flip.) Flips
/// keep P, so their ranks differ only in the low a bits; moves to an empty
/// pair update colex(P) incrementally from prefix sums.
#[derive(Debug, Clone)]
pub(crate) struct Kernel {
    a: usize,
    k: u32,
    binom: [[u64; 34]; 33],
}

impl Kernel {
    pub(crate) fn new(space: &PositionSpace) -> Self {
        let (a, _b, k, _odd) = space.standard();
        // binom[x][t] = C(x, t) for x ≤ 32, t ≤ 33 (C(32, 16) < 2^30).
        let mut binom = [[0u64; 34]; 33];
        for x in 0..33 {
            binom[x][0] = 1;
            for t in 1..34 {
                binom[x][t] = if x == 0 {
                    0
                } else {
                    binom[x - 1][t - 1] + binom[x - 1][t]
                };
            }
        }
        Kernel { a, k, binom }
    }

    /// The rank of the position (P, S) = (`set`, `plus`) and the mex of
    /// its options' values in `table` (which must hold the values of all
    /// options).
    #[inline]
    pub(crate) fn value<C: Cell>(&self, table: &[C], set: u64, plus: u64) -> (usize, u32) {
        // Values below 63 in a register, each larger one as bit 63 (no
        // store-to-load chain through memory); only a position whose
        // options take every value 0..=62 and one ≥ 63 needs the exact
        // second pass.
        let mut lo = 0u64;
        let idx = self.options(set, plus, |r| {
            if let Some(v) = table.get(r) {
                lo |= 1u64 << v.get().min(63);
            }
        });
        let mex = lo.trailing_ones();
        if mex < 63 || lo >> 63 == 0 {
            return (idx, mex);
        }
        let mut seen = [0u64; SEEN_WORDS];
        self.options(set, plus, |r| {
            if let Some(v) = table.get(r) {
                let v = v.get() as usize;
                if let Some(word) = seen.get_mut(v / 64) {
                    *word |= 1 << (v % 64);
                }
            }
        });
        let mut mex = 0u32;
        for word in seen {
            if word == u64::MAX {
                mex += 64;
            } else {
                mex += word.trailing_ones();
                break;
            }
        }
        (idx, mex)
    }

    /// Calls `mark` with the rank of every option of the position (P, S) =
    /// (`set`, `plus`) (with repeats); returns the position's rank.
    #[inline(always)]
    fn options(&self, set: u64, plus: u64, mut mark: impl FnMut(usize)) -> usize {
        let (a, k, binom) = (self.a, self.k, &self.binom);
        let ashift = a as u32;
        // The pairs of P (0-based bits), ascending; S packed along P; the
        // colex rank of P.
        let mut p = [0usize; 32];
        let mut r_p = 0u64;
        let mut code = 0u64;
        let mut s = set;
        let mut i = 0usize;
        while s != 0 {
            let q = s.trailing_zeros() as usize;
            if let Some(slot) = p.get_mut(i) {
                *slot = q;
            }
            code |= (plus >> q & 1) << i;
            r_p = r_p.wrapping_add(binom[q][i + 1]);
            s &= s - 1;
            i += 1;
        }
        // Moving pair i of P to an empty pair q changes colex(P) by a term
        // of q and j = |P ∩ [0, q)| and a term of i: the prefix sums over
        // the pairs passed (those between i and j shift by one place).
        // `down[i]`: to a larger q (j > i); `upw[i]`: to a smaller q (j ≤ i).
        let mut down = [0u64; 32];
        let mut upw = [0u64; 32];
        let (mut up, mut dn) = (0u64, 0u64);
        for t in 0..a {
            let q = p[t];
            let own = binom[q][t + 1];
            upw[t] = up.wrapping_sub(own);
            up = up.wrapping_add(binom[q][t + 2].wrapping_sub(own));
            dn = dn.wrapping_add(binom[q][t].wrapping_sub(own));
            down[t] = own.wrapping_add(dn);
        }
        let base = (r_p << ashift) as usize;
        let idx = base | code as usize;
        // Flips and double flips.
        let mut bits = code;
        while bits != 0 {
            let i = bits.trailing_zeros();
            bits &= bits - 1;
            let ci = code ^ (1 << i);
            mark(base | ci as usize);
            for t in 0..i {
                mark(base | (ci ^ (1 << t)) as usize);
            }
        }
        // Moves to an empty pair q.
        let mut empty = !set & low_mask(k);
        let mut up_to_q = 0u64; // Σ over the pairs of P below q, as in `upw`
        let mut dn_to_q = 0u64;
        let mut j = 0usize; // |P ∩ [0, q)|
        while empty != 0 {
            let q = empty.trailing_zeros() as usize;
            empty &= empty - 1;
            while j < a && p[j] < q {
                let own = binom[p[j]][j + 1];
                up_to_q = up_to_q.wrapping_add(binom[p[j]][j + 2].wrapping_sub(own));
                dn_to_q = dn_to_q.wrapping_add(binom[p[j]][j].wrapping_sub(own));
                j += 1;
            }
            // From any element of a pair i < j (below q) to the lower
            // element of q: pairs i+1..j−1 move down one place, the code
            // loses bit i and gains a 0 at j − 1.
            let c1 = r_p.wrapping_add(binom[q][j]).wrapping_add(dn_to_q);
            let keep_high = code & !low_mask(j as u32);
            for (i, &d) in down.iter().enumerate().take(j) {
                let r_new = c1.wrapping_sub(d);
                let mid = (code >> 1) & low_mask(j as u32 - 1) & !low_mask(i as u32);
                let c = (code & low_mask(i as u32)) | mid | keep_high;
                mark((r_new << ashift) as usize | c as usize);
            }
            // From the upper element of a pair i ≥ j (above q) to either
            // element of q: pairs j..i−1 move up one place, the code loses
            // bit i and gains bit j (0 or 1).
            let c2 = r_p.wrapping_add(binom[q][j + 1]).wrapping_sub(up_to_q);
            let keep_low = code & low_mask(j as u32);
            let mut above = code & !low_mask(j as u32);
            while above != 0 {
                let i = above.trailing_zeros();
                above &= above - 1;
                let r_new = c2.wrapping_add(upw[i as usize]);
                let mid = (code << 1) & low_mask(i + 1) & !low_mask(j as u32 + 1);
                let c = keep_low | mid | (code & !low_mask(i + 1));
                let nbase = (r_new << ashift) as usize;
                mark(nbase | c as usize);
                mark(nbase | (c | 1 << j) as usize);
            }
        }
        idx
    }
}

/// The number of low pairs L of [`Plan`] (more when k > 26, to keep to
/// [`GROUP_HIGH_PAIRS`]): a group holds, in each block, the 2^6 = 64
/// codes with one S ∩ H — a cache line of a one-byte table.
const GROUP_LOW_PAIRS: u32 = 6;

/// The most high pairs: 2^20 groups (a group list of 4 MiB) at most.
const GROUP_HIGH_PAIRS: u32 = 20;

/// The order in which the table is filled.
///
/// Write a position as (S, E): S the pairs whose upper element is taken,
/// E the k − a empty pairs. Every move lowers S in the weight
/// ω(S) = Σ_{v ∈ S} v (a flip removes a pair of S, a double flip swaps a
/// pair of S for a smaller one or removes two, a move to an empty pair
/// removes a pair of S and may add a smaller one), except the moves of a
/// lower element to a larger empty pair, which keep S and replace an
/// element of E by a smaller one. So with the pairs split into the low
/// ones L and the high ones H:
/// * a group — the positions with one S ∩ H — is solved in the order of
///   (|E ∩ H|, E ∩ H in colex order, S as an integer, E ∩ L in colex
///   order), which every move inside the group respects: a move inside the
///   group lowers S, or keeps S and replaces an empty pair by a smaller
///   one (lowering |E ∩ H| if it leaves H); so the positions of one block
///   (one P) with the same S ∩ H — 2^|L| consecutive codes — are mostly
///   solved one after another, and their options, read from the same few
///   cache lines;
/// * a move that leaves the group lowers ω(S ∩ H) (counting the pairs of
///   H from 1 up), so the groups of one level (one value of ω(S ∩ H)) are
///   independent and solved in parallel, the levels in increasing order.
#[derive(Debug, Clone)]
struct Plan {
    k: u32,
    /// The number of empty pairs, k − a.
    e: u32,
    /// The low pairs are bits 0..low of S.
    low: u32,
    /// The groups' S ∩ H (bits of pairs, k ≤ 32), level by level:
    /// `groups[starts[l]..starts[l+1]]`.
    groups: Vec<u32>,
    starts: Vec<usize>,
    /// The number of positions of a group with |S ∩ H| = s (checked by the
    /// tests against the positions the plan visits).
    #[cfg_attr(not(test), allow(dead_code))]
    group_size: Vec<u64>,
}

impl Plan {
    fn new(space: &PositionSpace) -> Plan {
        let (a, _b, k, _odd) = space.standard();
        let a = a as u32;
        let low = k.min(GROUP_LOW_PAIRS.max(k.saturating_sub(GROUP_HIGH_PAIRS)));
        let high = k - low;
        // Counting sort of the 2^high subsets of H by weight.
        let max_weight = (high * (high + 1) / 2) as usize;
        let weight = |sh: u64| -> usize {
            let mut w = 0;
            let mut x = sh;
            while x != 0 {
                w += x.trailing_zeros() as usize + 1;
                x &= x - 1;
            }
            w
        };
        let mut starts = vec![0usize; max_weight + 2];
        for sh in 0..1u64 << high {
            if sh.count_ones() <= a {
                starts[weight(sh) + 1] += 1;
            }
        }
        for l in 1..starts.len() {
            starts[l] += starts[l - 1];
        }
        let mut fill = starts.clone();
        let mut groups = vec![0u32; starts[max_weight + 1]];
        for sh in 0..1u64 << high {
            if sh.count_ones() <= a {
                let w = weight(sh);
                // S ∩ H < 2^k ≤ 2^32.
                groups[fill[w]] = u32::try_from(sh << low).unwrap_or(u32::MAX);
                fill[w] += 1;
            }
        }
        let e = k - a;
        let group_size = (0..=high)
            .map(|s| {
                (0..=low)
                    .filter(|&j| s + j <= a)
                    .map(|j| {
                        binomial(u64::from(low), u64::from(j)).unwrap_or(0)
                            * binomial(u64::from(k - s - j), u64::from(e)).unwrap_or(0)
                    })
                    .sum()
            })
            .collect();
        Plan {
            k,
            e,
            low,
            groups,
            starts,
            group_size,
        }
    }

    fn levels(&self) -> usize {
        self.starts.len() - 1
    }

    fn level(&self, l: usize) -> &[u32] {
        self.groups
            .get(self.starts[l]..self.starts[l + 1])
            .unwrap_or(&[])
    }

    /// The number of positions of level l.
    #[cfg(test)]
    fn level_size(&self, l: usize) -> u64 {
        self.level(l)
            .iter()
            .map(|&g| self.group_size[g.count_ones() as usize])
            .sum()
    }

    /// Calls `f` on every position (P, S) with S ∩ H = `high`, in the
    /// order of the group described above, until it fails; the number of
    /// positions.
    #[inline(always)]
    fn for_each_position<T>(
        &self,
        high: u64,
        mut f: impl FnMut(u64, u64) -> Result<(), T>,
    ) -> Result<u64, T> {
        let full = low_mask(self.k);
        let low_pairs = low_mask(self.low);
        let high_free = full & !low_pairs & !high;
        let n_high_free = high_free.count_ones();
        let mut count = 0u64;
        for e_high_size in 0..=self.e.min(n_high_free) {
            let e_low_size = self.e - e_high_size;
            if e_low_size > self.low {
                continue;
            }
            let mut ch = low_mask(e_high_size);
            loop {
                let e_high = deposit(ch, high_free);
                for s_low in 0..1u64 << self.low {
                    let low_free = low_pairs & !s_low;
                    let n_low_free = self.low - s_low.count_ones();
                    if n_low_free < e_low_size {
                        continue;
                    }
                    let s = high | s_low;
                    let mut cl = low_mask(e_low_size);
                    loop {
                        let empty = e_high | deposit(cl, low_free);
                        f(full & !empty, s)?;
                        count += 1;
                        match next_combination(cl, n_low_free) {
                            Some(next) => cl = next,
                            None => break,
                        }
                    }
                }
                match next_combination(ch, n_high_free) {
                    Some(next) => ch = next,
                    None => break,
                }
            }
        }
        Ok(count)
    }

    /// Solves the group of the positions with S ∩ H = `high`: the number
    /// of positions, or why it stopped (the first value above `limit`, or
    /// the fill's stop).
    fn solve_group<C: Cell>(
        &self,
        kernel: &Kernel,
        table: &[C],
        high: u64,
        limit: u32,
        stopped: &(dyn Fn() -> bool + Sync),
    ) -> Result<u64, GroupStop> {
        let mut seen = 0u64;
        self.for_each_position(high, |set, plus| {
            // Every 65 536 positions: a stopped fill leaves the group at
            // once (its tick then reports the stop; a stop is for good).
            if seen.is_multiple_of(STOP_CHECK_EVERY) && stopped() {
                return Err(GroupStop::Stopped);
            }
            seen += 1;
            let (idx, v) = kernel.value(table, set, plus);
            if v > limit {
                return Err(GroupStop::Overflow(v));
            }
            if let Some(cell) = table.get(idx) {
                cell.set(v);
            }
            Ok(())
        })
    }
}

/// The bits of `comb` deposited at the set bits of `mask`, lowest first
/// (software PDEP).
#[inline(always)]
fn deposit(comb: u64, mask: u64) -> u64 {
    let mut out = 0u64;
    let mut rest = mask;
    let mut c = comb;
    while c != 0 {
        let bit = rest & rest.wrapping_neg();
        out |= bit & (c & 1).wrapping_neg();
        rest &= rest.wrapping_sub(1);
        c >>= 1;
    }
    out
}

/// The next larger integer than `comb` with as many bits, all below bit
/// `n` (Gosper's hack: the next subset in colex order); `None` after the
/// last, and for the empty set.
#[inline(always)]
fn next_combination(comb: u64, n: u32) -> Option<u64> {
    if comb == 0 {
        return None;
    }
    let u = comb & comb.wrapping_neg();
    let v = comb.wrapping_add(u);
    if v == 0 {
        return None;
    }
    let next = v | (((v ^ comb) / u) >> 2);
    (next >> n == 0).then_some(next)
}

/// How often a group being solved asks whether the fill was stopped: every
/// 2^16 = 65 536 positions.
const STOP_CHECK_EVERY: u64 = 1 << 16;

/// Why a group stopped before its last position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum GroupStop {
    /// A value above the limit.
    Overflow(u32),
    /// The fill was stopped (`stopped()` said so).
    Stopped,
}

/// Why a fill stopped.
#[derive(Debug)]
pub(crate) enum FillError {
    /// A value above the limit (one of those found).
    Overflow(u32),
    /// The progress callback stopped the fill: the engine's cancellation.
    Stopped(GameError),
}

/// Fills `table` (indexed by rank) with the Grundy values of all positions,
/// group by group in the order of [`Plan`]: on the calling thread unless
/// `parallel`, otherwise the groups of each level on the threads of the
/// caller's rayon pool. `tick` gets, on the calling thread, the number of
/// positions solved since the last call: about every 65 536 positions on
/// one thread, after each level on several; an error from it (the
/// engine's cancellation) stops the fill. On several threads `stopped` is
/// asked before each group, so that a cancelled fill leaves its level at
/// once (the groups it skips are never read: the tick that follows stops
/// the fill). Fails at the first level with a
/// value above `limit`.
pub(crate) fn fill<C: Cell>(
    space: &PositionSpace,
    table: &[C],
    parallel: bool,
    limit: u32,
    tick: &mut dyn FnMut(u64) -> Result<(), GameError>,
    stopped: &(dyn Fn() -> bool + Sync),
) -> Result<(), FillError> {
    let limit = limit.min(C::MAX);
    let kernel = Kernel::new(space);
    let plan = Plan::new(space);
    if !parallel {
        let mut pending = 0u64;
        for l in 0..plan.levels() {
            for &g in plan.level(l) {
                match plan.solve_group(&kernel, table, u64::from(g), limit, stopped) {
                    Ok(n) => pending += n,
                    Err(GroupStop::Overflow(v)) => {
                        tick(pending).map_err(FillError::Stopped)?;
                        return Err(FillError::Overflow(v));
                    }
                    // The tick reports the stop (a stop is for good, so
                    // the error is the token's).
                    Err(GroupStop::Stopped) => {
                        tick(pending).map_err(FillError::Stopped)?;
                        return Err(FillError::Stopped(GameError::Cancelled));
                    }
                }
                if pending >= 0x10000 {
                    tick(pending).map_err(FillError::Stopped)?;
                    pending = 0;
                }
            }
        }
        return tick(pending).map_err(FillError::Stopped);
    }
    for level in 0..plan.levels() {
        // A stopped fill leaves the level's groups (each within 65 536
        // positions); the tick after it reports why.
        let solved = plan
            .level(level)
            .par_iter()
            .map(|&g| plan.solve_group(&kernel, table, u64::from(g), limit, stopped))
            .try_reduce(|| 0, |x, y| Ok(x + y));
        match solved {
            Ok(n) => tick(n).map_err(FillError::Stopped)?,
            // Stopped: the tick reports the stop with the token's error
            // (a stop is for good).
            Err(GroupStop::Stopped) => {
                tick(0).map_err(FillError::Stopped)?;
                return Err(FillError::Stopped(GameError::Cancelled));
            }
            Err(GroupStop::Overflow(v)) => return Err(FillError::Overflow(v)),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicU8;

    use super::*;

    /// The groups partition S(Y_{a,b}) — every position once, the group
    /// and level sizes as counted — and the order is valid: every option
    /// of a position lies in an earlier level, or earlier in its group.
    #[test]
    fn plan_is_a_valid_order_of_every_position() {
        for b in 1..=13u64 {
            for a in 1..=b as usize {
                let space = PositionSpace::new(a, b).unwrap();
                let plan = Plan::new(&space);
                let kernel = Kernel::new(&space);
                let n = space.count() as usize;
                // (level, group, step) of each rank once visited.
                let mut seen: Vec<Option<(usize, u32, u64)>> = vec![None; n];
                let mut total = 0u64;
                for l in 0..plan.levels() {
                    let mut level = 0u64;
                    for &g in plan.level(l) {
                        let mut step = 0u64;
                        let count = plan
                            .for_each_position(u64::from(g), |set, plus| {
                                let idx = kernel.options(set, plus, |r| {
                                    let (lr, gr, _) = seen[r].expect("option not yet solved");
                                    assert!(lr < l || (lr == l && gr == g), "a={a} b={b}");
                                });
                                assert!(seen[idx].is_none(), "a={a} b={b}: rank {idx} twice");
                                seen[idx] = Some((l, g, step));
                                step += 1;
                                Ok::<(), ()>(())
                            })
                            .unwrap();
                        assert_eq!(count, plan.group_size[g.count_ones() as usize]);
                        level += count;
                    }
                    assert_eq!(level, plan.level_size(l));
                    total += level;
                }
                assert_eq!(total, space.count(), "a={a} b={b}");
                assert!(seen.iter().all(Option::is_some));
            }
        }
    }

    /// One to four threads give the same table (and every position is
    /// reported once).
    #[test]
    fn threads_agree() {
        for (a, b) in [(3, 9), (5, 7), (6, 10), (8, 8), (2, 20), (9, 15)] {
            let space = PositionSpace::new(a, b).unwrap();
            let tables: Vec<Vec<u32>> = (1..=4)
                .map(|threads| {
                    let t: Vec<AtomicU8> = (0..space.count()).map(|_| Cell::new(0)).collect();
                    let mut ticks = 0u64;
                    rayon::ThreadPoolBuilder::new()
                        .num_threads(threads)
                        .build()
                        .unwrap()
                        .install(|| {
                            fill(
                                &space,
                                &t,
                                threads > 1,
                                255,
                                &mut |d| {
                                    ticks += d;
                                    Ok(())
                                },
                                &|| false,
                            )
                        })
                        .unwrap();
                    assert_eq!(ticks, space.count());
                    t.iter().map(Cell::get).collect()
                })
                .collect();
            for t in &tables[1..] {
                assert_eq!(&tables[0], t, "a={a} b={b}");
            }
        }
    }
}
