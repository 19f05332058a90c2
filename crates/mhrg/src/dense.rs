//! The dense solver's core: the moves of a position in signed form with
//! incremental ranks, the positions of one size, and a level-synchronous
//! parallel fill of the table.

use std::sync::Barrier;
use std::sync::atomic::{AtomicU8, AtomicU16, AtomicU32, AtomicU64, Ordering};

use crate::positions::{PositionSpace, split_word};
use crate::rect::low_mask;

/// A table entry, shared between threads (relaxed atomics compile to plain
/// loads and stores; the levels are separated by barriers).
pub(crate) trait Cell: Send + Sync {
    /// The largest storable value.
    const MAX: u32;
    fn zero() -> Self;
    fn load(&self) -> u32;
    fn store(&self, v: u32);
}

impl Cell for AtomicU8 {
    const MAX: u32 = u8::MAX as u32;
    fn zero() -> Self {
        AtomicU8::new(0)
    }
    #[inline]
    fn load(&self) -> u32 {
        u32::from(AtomicU8::load(self, Ordering::Relaxed))
    }
    #[inline]
    fn store(&self, v: u32) {
        AtomicU8::store(self, v as u8, Ordering::Relaxed)
    }
}

impl Cell for AtomicU16 {
    const MAX: u32 = u16::MAX as u32;
    fn zero() -> Self {
        AtomicU16::new(0)
    }
    #[inline]
    fn load(&self) -> u32 {
        u32::from(AtomicU16::load(self, Ordering::Relaxed))
    }
    #[inline]
    fn store(&self, v: u32) {
        AtomicU16::store(self, v as u16, Ordering::Relaxed)
    }
}

/// The mex of a turn's values: a value is at most the number of options,
/// which is at most |Y| ≤ 32·32 for m + n ≤ 64.
const SEEN_WORDS: usize = 17;

/// The move generator of the standard form (a, b), a ≤ b, with
/// k = ⌊(a+b)/2⌋ mirror pairs.
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
    odd: bool,
    binom: [[u64; 34]; 33],
}

impl Kernel {
    pub(crate) fn new(space: &PositionSpace) -> Self {
        let (a, _b, k, odd) = space.standard();
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
        Kernel { a, k, odd, binom }
    }

    /// The rank of the standard-form word w and the mex of its options'
    /// values in `table` (which must hold the values of all options).
    #[inline]
    pub(crate) fn value<C: Cell>(&self, table: &[C], w: u64) -> Option<(usize, u32)> {
        let (a, k, binom) = (self.a, self.k, &self.binom);
        let ashift = a as u32;
        let (set, plus) = split_word(k, self.odd, w)?;
        let mut p = [0usize; 33]; // the pairs of P (0-based bit), ascending
        let mut up = [0u64; 34]; // prefix sums for moves to a smaller empty pair
        let mut dn = [0u64; 34]; // prefix sums for moves to a larger empty pair
        let mut r_p = 0u64;
        let mut code = 0u64;
        let mut s = set;
        let mut i = 0usize;
        while s != 0 {
            let q = s.trailing_zeros() as usize;
            p[i] = q;
            if plus >> q & 1 == 1 {
                code |= 1 << i;
            }
            r_p += binom[q][i + 1];
            s &= s - 1;
            i += 1;
        }
        for t in 0..a {
            let q = p[t];
            up[t + 1] = up[t].wrapping_add(binom[q][t + 2].wrapping_sub(binom[q][t + 1]));
            dn[t + 1] = dn[t].wrapping_add(binom[q][t].wrapping_sub(binom[q][t + 1]));
        }
        let base = (r_p << ashift) as usize;
        let idx = base | code as usize;
        let mut seen = [0u64; SEEN_WORDS];
        let mut mark = |r: usize| {
            if let Some(v) = table.get(r) {
                let v = v.load() as usize;
                if v < SEEN_WORDS * 64 {
                    seen[v / 64] |= 1 << (v % 64);
                }
            }
        };
        // Flips and double flips.
        for i in 0..a {
            if code >> i & 1 == 1 {
                let ci = code ^ (1 << i);
                mark(base | ci as usize);
                for t in 0..i {
                    mark(base | (ci ^ (1 << t)) as usize);
                }
            }
        }
        // Moves to an empty pair q.
        let mut empty = !set & low_mask(k);
        while empty != 0 {
            let q = empty.trailing_zeros() as usize;
            empty &= empty - 1;
            let j = (set & low_mask(q as u32)).count_ones() as usize;
            for i in 0..a {
                let pi = p[i];
                let is_plus = code >> i & 1 == 1;
                if q < pi && !is_plus {
                    continue;
                }
                let removed = (code & low_mask(i as u32)) | ((code >> (i + 1)) << i);
                let (r_new, pos) = if q < pi {
                    // Pairs j..i−1 move up one place in P.
                    (
                        r_p.wrapping_sub(binom[pi][i + 1])
                            .wrapping_add(binom[q][j + 1])
                            .wrapping_add(up[i].wrapping_sub(up[j])),
                        j,
                    )
                } else {
                    // Pairs i+1..j−1 move down one place.
                    (
                        r_p.wrapping_sub(binom[pi][i + 1])
                            .wrapping_add(binom[q][j])
                            .wrapping_add(dn[j].wrapping_sub(dn[i + 1])),
                        j - 1,
                    )
                };
                let nbase = (r_new << ashift) as usize;
                let low = removed & low_mask(pos as u32);
                let high = (removed >> pos) << (pos + 1);
                mark(nbase | (low | high) as usize);
                if is_plus && q < pi {
                    mark(nbase | (low | 1 << pos | high) as usize);
                }
            }
        }
        let mut mex = 0u32;
        for word in seen {
            if word == u64::MAX {
                mex += 64;
            } else {
                mex += word.trailing_ones();
                break;
            }
        }
        Some((idx, mex))
    }
}

/// Calls `f` on every standard-form word whose elements sum to `sum`
/// (positions of size sum − a(a+1)/2), choosing for the pairs v = k, …, 1
/// none, the lower element k + 1 − v or the upper k + v (+1 if a + b is
/// odd); branches that cannot reach the sum are cut by the exact minimum
/// and maximum of c elements of the remaining pairs. Stops when `f`
/// returns `false`; returns `false` then.
pub(crate) fn for_each_of_sum(
    k: u32,
    odd: bool,
    a: u32,
    sum: u64,
    f: &mut impl FnMut(u64) -> bool,
) -> bool {
    fn go(
        v: u64,
        c: u64,
        rem: u64,
        w: u64,
        k: u64,
        odd: u64,
        f: &mut impl FnMut(u64) -> bool,
    ) -> bool {
        if c == 0 {
            return rem != 0 || f(w);
        }
        if c > v {
            return true;
        }
        // The c largest (upper elements of pairs v−c+1..v) and the c
        // smallest (lower elements of the same pairs) of what is left.
        let tri = c * (2 * v - c + 1) / 2;
        let max = c * (k + odd) + tri;
        let min = c * (k + 1) - tri;
        if rem < min || rem > max {
            return true;
        }
        let lo = k + 1 - v;
        let hi = k + odd + v;
        go(v - 1, c, rem, w, k, odd, f)
            && (rem < lo || go(v - 1, c - 1, rem - lo, w | 1 << (lo - 1), k, odd, f))
            && (rem < hi || go(v - 1, c - 1, rem - hi, w | 1 << (hi - 1), k, odd, f))
    }
    go(
        u64::from(k),
        u64::from(a),
        sum,
        0,
        u64::from(k),
        u64::from(odd),
        f,
    )
}

/// Positions per chunk handed to one thread within a level.
const CHUNK: u64 = 256;

/// Fills `table` (indexed by rank) with the Grundy values of all positions:
/// on one thread in increasing word order, on several level by level in
/// the size |Y| (every move lowers the size), the positions of a level
/// split among the threads. Returns the first
/// value above `limit` found, if any. `tick` gets the number of positions
/// solved since the last call.
pub(crate) fn fill<C: Cell>(
    space: &PositionSpace,
    table: &[C],
    threads: usize,
    limit: u32,
    tick: &mut dyn FnMut(u64),
) -> Result<(), u32> {
    let limit = limit.min(C::MAX);
    let kernel = Kernel::new(space);
    let (a, b, k, odd) = space.standard();
    let au = a as u64;
    let base_sum = au * (au + 1) / 2;
    let max_size = au * b;
    let threads = threads.max(1);
    if threads == 1 {
        // One thread: increasing words (every move lowers the word), which
        // enumerates faster than the levels.
        let mut pending = 0u64;
        for w in crate::positions::std_words(space) {
            if let Some((idx, v)) = kernel.value(table, w) {
                if v > limit {
                    tick(pending);
                    return Err(v);
                }
                if let Some(cell) = table.get(idx) {
                    cell.store(v);
                }
            }
            pending += 1;
            if pending == 0x10000 {
                tick(pending);
                pending = 0;
            }
        }
        tick(pending);
        return Ok(());
    }
    // The first level at which a value overflowed (u64::MAX: none), and
    // the largest such value. A thread that has passed the barrier of level
    // L breaks only for a failure at a level ≤ L: a faster thread may
    // already be failing at level L + 1.
    let failed_at = AtomicU64::new(u64::MAX);
    let failed_value = AtomicU32::new(0);
    let solved = AtomicU64::new(0);
    let barrier = Barrier::new(threads);
    let work = |t: usize, mut report: Option<&mut dyn FnMut(u64)>| {
        let mut reported = 0u64;
        for size in 0..=max_size {
            let mut n = 0u64;
            let mut mine = 0u64;
            for_each_of_sum(k, odd, a as u32, base_sum + size, &mut |w| {
                if (n / CHUNK) % threads as u64 == t as u64 {
                    if let Some((idx, v)) = kernel.value(table, w) {
                        if v > limit {
                            failed_at.fetch_min(size, Ordering::Relaxed);
                            failed_value.fetch_max(v, Ordering::Relaxed);
                            return false;
                        }
                        if let Some(cell) = table.get(idx) {
                            cell.store(v);
                        }
                    }
                    mine += 1;
                }
                n += 1;
                true
            });
            solved.fetch_add(mine, Ordering::Relaxed);
            // Everything of this level is stored before the next one reads it.
            barrier.wait();
            if let Some(report) = report.as_mut() {
                let now = solved.load(Ordering::Relaxed);
                report(now - reported);
                reported = now;
            }
            if failed_at.load(Ordering::Relaxed) <= size {
                break;
            }
        }
    };
    std::thread::scope(|scope| {
        for t in 1..threads {
            let work = &work;
            scope.spawn(move || work(t, None));
        }
        work(0, Some(tick));
    });
    if failed_at.into_inner() == u64::MAX {
        Ok(())
    } else {
        Err(failed_value.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The levels partition S(Y_{a,b}): every position once, at the level
    /// of its size.
    #[test]
    fn levels_enumerate_every_position_once() {
        for b in 1..=12u64 {
            for a in 1..=b as usize {
                let space = PositionSpace::new(a, b).unwrap();
                let (_, _, k, odd) = space.standard();
                let mut seen = Vec::new();
                let au = a as u64;
                for size in 0..=au * b {
                    for_each_of_sum(k, odd, a as u32, au * (au + 1) / 2 + size, &mut |w| {
                        let y = space
                            .game()
                            .partition(&crate::RectPos::from_word(w))
                            .unwrap();
                        assert_eq!(y.size(), size);
                        seen.push(w);
                        true
                    });
                }
                let mut all: Vec<u64> = space.iter().map(|p| p.word()).collect();
                all.sort_unstable();
                seen.sort_unstable();
                assert_eq!(seen, all, "a={a} b={b}");
            }
        }
    }

    /// One, two and three threads give the same table.
    #[test]
    fn threads_agree() {
        for (a, b) in [(3, 9), (5, 7), (6, 10), (8, 8), (2, 20)] {
            let space = PositionSpace::new(a, b).unwrap();
            let tables: Vec<Vec<u32>> = (1..=3)
                .map(|threads| {
                    let t: Vec<AtomicU8> = (0..space.count()).map(|_| AtomicU8::zero()).collect();
                    let mut ticks = 0u64;
                    fill(&space, &t, threads, 255, &mut |d| ticks += d).unwrap();
                    assert_eq!(ticks, space.count());
                    t.iter().map(Cell::load).collect()
                })
                .collect();
            assert_eq!(tables[0], tables[1], "a={a} b={b}");
            assert_eq!(tables[0], tables[2], "a={a} b={b}");
        }
    }
}
