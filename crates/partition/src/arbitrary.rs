//! Random and exhaustive partitions for property tests (the `quickcheck`
//! feature): the generators the family's own tests use, for testing games
//! of your own on Young and shifted diagrams.
//!
//! Each generator is a newtype over the value it generates (`.0`), with a
//! [`quickcheck::Arbitrary`] implementation whose documentation gives the
//! distribution and the bounds, and a `shrink` that stays within the
//! bounds. The enumerators ([`partitions_of`], [`strict_partitions_of`],
//! [`shifted_in_staircase`], …) list every diagram of a size, written
//! straight from the definitions (they share no code with [`Partitions`]),
//! for exhaustive checks up to a bound.
//!
//! | generator | values | bounds |
//! |---|---|---|
//! | [`BoundedPartition<R, W>`] | partitions, rows and parts uniform | ≤ R rows, parts ≤ W |
//! | [`TinyPartition`] | `BoundedPartition<3, 3>` | inside 3 × 3 (20 diagrams) |
//! | [`SmallPartition`] | `BoundedPartition<12, 14>` | inside 12 × 14 |
//! | [`MediumPartition`] | `BoundedPartition<40, 60>` | inside 40 × 60 |
//! | [`LargePartition`] | `BoundedPartition<300, 10_000>` | inside 300 × 10⁴ |
//! | [`HugePartition`] | partitions of four shapes (uniform, long runs, near-square) | ≤ 10⁴ parts, ≤ ~4·10⁶ boxes |
//! | [`StaircaseShifted<N>`] | strict partitions, a uniform subset of {1, …, N} | parts ≤ N ≤ 64 |
//! | [`TinyShifted`] / [`SmallShifted`] | `StaircaseShifted<4>` / `StaircaseShifted<16>` | inside S₄ / S₁₆ |
//! | [`MediumShifted`] | strict partitions of varying density | parts ≤ 64 |
//! | [`WideShifted`] | a few huge distinct parts | ≤ 7 parts, parts ≤ 2⁴⁰ |
//! | [`WideRuns`] | [`PartitionRuns`]: small, medium and huge parts | ≤ 5 runs, parts ≤ 2⁴⁰, multiplicities ≤ 2²⁰ |
//! | [`HugeRuns`] | [`PartitionRuns`] at a random scale 2⁰…2⁴⁰ | 1–40 runs, parts and multiplicities ≤ 2⁴⁰ |
//!
//! Beside them, oracles written from the definitions on explicit sets of
//! boxes, sharing no code with the crate's fast paths — the reference a
//! property test compares a fast hook computation with:
//! [`young_boxes`], [`young_from_boxes`], [`hook_lengths_by_definition`]
//! (arm + leg + 1, counted box by box) and [`remove_hook_by_definition`]
//! (Motegi §2.1; Abuku–Tada, Definition 2.9); for shifted diagrams
//! [`shifted_boxes`], [`shifted_from_boxes`],
//! [`shifted_hook_by_definition`] (Abuku–Tada, Definition 5.1) and
//! [`remove_shifted_hook_by_definition`] (Definition 5.3).
//!
//! The module re-exports [`quickcheck`] itself, so that a crate depending
//! on this one (or on the `hookgames` facade, feature `quickcheck`) runs the
//! properties with the same `quickcheck` the generators implement.
//!
//! # Example
//!
//! A property of a game of your own, here that a hook removal Y⟨i, j⟩
//! removes exactly the hook length h(i, j) boxes, on random diagrams inside
//! 12 × 14 and exhaustively on every partition of at most 10 boxes:
//!
//! ```
//! use hookgames_partition::Partition;
//! use hookgames_partition::arbitrary::quickcheck::QuickCheck;
//! use hookgames_partition::arbitrary::{SmallPartition, partitions_up_to};
//!
//! fn removal_removes_the_hook(y: &Partition) -> bool {
//!     y.boxes().all(|(i, j)| {
//!         let h = y.hook_length(i, j).unwrap();
//!         y.remove_hook(i, j).unwrap().size() + h == y.size()
//!     })
//! }
//!
//! fn prop(y: SmallPartition) -> bool {
//!     removal_removes_the_hook(&y.0)
//! }
//! QuickCheck::new()
//!     .tests(200)
//!     .quickcheck(prop as fn(SmallPartition) -> bool);
//! assert!(partitions_up_to(10)?.iter().all(removal_removes_the_hook));
//! # Ok::<(), hookgames_partition::PartitionError>(())
//! ```

use std::collections::BTreeSet;

use quickcheck::{Arbitrary, Gen};

#[cfg(doc)]
use crate::Partitions;
use crate::{Partition, PartitionError, PartitionRuns, ShiftedPartition};

pub use quickcheck;

/// A uniform draw in `0..n` (0 when `n` is 0).
fn below(g: &mut Gen, n: u64) -> u64 {
    if n == 0 { 0 } else { u64::arbitrary(g) % n }
}

/// Parts sorted into a partition (zeros are trimmed by [`Partition::new`]).
fn sorted_partition(mut parts: Vec<u64>) -> Partition {
    parts.sort_unstable_by(|a, b| b.cmp(a));
    Partition::new(parts).expect("sorted parts of a bounded total")
}

/// Strictly decreasing parts (sorted, deduplicated, zeros dropped) as a
/// shifted partition.
fn strict_partition(mut parts: Vec<u64>) -> ShiftedPartition {
    parts.retain(|&p| p > 0);
    parts.sort_unstable_by(|a, b| b.cmp(a));
    parts.dedup();
    ShiftedPartition::new(parts).expect("distinct positive parts")
}

/// Each sequence with one entry removed, first to last.
fn each_removed<T: Clone>(v: &[T]) -> Vec<Vec<T>> {
    (0..v.len())
        .map(|k| {
            let mut w = v.to_vec();
            w.remove(k);
            w
        })
        .collect()
}

/// A random partition with at most `MAX_ROWS` rows and parts at most
/// `MAX_PART`: inside the rectangle `MAX_ROWS × MAX_PART`.
///
/// **Distribution.** A number of rows r uniform in `0..=MAX_ROWS`, then r
/// parts each uniform in `0..=MAX_PART`, sorted (zeros trimmed, so a
/// diagram has r rows or fewer; about one row in `MAX_PART + 1` is empty).
/// Quickcheck's integers are uniform except for an occasional edge value,
/// so every diagram inside the rectangle has a positive probability; the
/// distribution favours diagrams with many rows of spread-out lengths over
/// thin ones. Quickcheck's size parameter is not used.
///
/// **Shrinking** halves every part, then removes each row in turn, then
/// removes the corner of the last row: every candidate stays inside the
/// rectangle.
///
/// The named sizes are [`TinyPartition`] (3 × 3), [`SmallPartition`]
/// (12 × 14), [`MediumPartition`] (40 × 60) and [`LargePartition`]
/// (300 × 10⁴); any other rectangle is a type away.
///
/// # Example
///
/// ```
/// use hookgames_partition::arbitrary::BoundedPartition;
/// use hookgames_partition::arbitrary::quickcheck::{Arbitrary, Gen};
///
/// let mut g = Gen::new(100);
/// for _ in 0..100 {
///     // Small enough for a generic solver: C(14, 7) = 3432 diagrams inside 7 × 7.
///     let y = BoundedPartition::<7, 7>::arbitrary(&mut g).0;
///     assert!(y.len() <= 7 && y.part(1) <= 7);
/// }
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BoundedPartition<const MAX_ROWS: usize, const MAX_PART: u64>(pub Partition);

/// A random partition inside 3 × 3 (20 diagrams): small enough that a
/// product of three is a small game. See [`BoundedPartition`].
pub type TinyPartition = BoundedPartition<3, 3>;

/// A random partition inside 12 × 14 (at most 168 boxes): the size for
/// checks box by box against a definition. See [`BoundedPartition`].
///
/// # Example
///
/// ```
/// use hookgames_partition::arbitrary::SmallPartition;
/// use hookgames_partition::arbitrary::quickcheck::QuickCheck;
///
/// fn conjugation_is_an_involution(y: SmallPartition) -> bool {
///     y.0.conjugate().unwrap().conjugate().unwrap() == y.0
/// }
/// QuickCheck::new()
///     .tests(100)
///     .quickcheck(conjugation_is_an_involution as fn(SmallPartition) -> bool);
/// ```
pub type SmallPartition = BoundedPartition<12, 14>;

/// A random partition inside 40 × 60 (at most 2400 boxes): the size for
/// algorithms that visit every box. See [`BoundedPartition`].
pub type MediumPartition = BoundedPartition<40, 60>;

/// A random partition inside 300 × 10⁴ (at most 3·10⁶ boxes): the size for
/// closed formulas that work on the parts. See [`BoundedPartition`].
pub type LargePartition = BoundedPartition<300, 10_000>;

impl<const MAX_ROWS: usize, const MAX_PART: u64> BoundedPartition<MAX_ROWS, MAX_PART> {
    /// The partition.
    pub fn into_inner(self) -> Partition {
        self.0
    }
}

impl<const MAX_ROWS: usize, const MAX_PART: u64> From<BoundedPartition<MAX_ROWS, MAX_PART>>
    for Partition
{
    fn from(p: BoundedPartition<MAX_ROWS, MAX_PART>) -> Partition {
        p.0
    }
}

impl<const MAX_ROWS: usize, const MAX_PART: u64> Arbitrary
    for BoundedPartition<MAX_ROWS, MAX_PART>
{
    fn arbitrary(g: &mut Gen) -> Self {
        let rows = usize::arbitrary(g) % (MAX_ROWS + 1);
        let parts: Vec<u64> = (0..rows)
            .map(|_| {
                // `% (MAX_PART + 1)` without overflow at MAX_PART = u64::MAX.
                let x = u64::arbitrary(g);
                MAX_PART.checked_add(1).map_or(x, |m| x % m)
            })
            .collect();
        BoundedPartition(sorted_partition(parts))
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        let parts = self.0.parts().to_vec();
        let mut out = Vec::new();
        if !parts.is_empty() {
            out.push(parts.iter().map(|p| p / 2).collect::<Vec<u64>>());
            out.extend(each_removed(&parts));
            let mut last = parts.clone();
            *last.last_mut().expect("non-empty") -= 1;
            out.push(last);
        }
        out.dedup();
        Box::new(
            out.into_iter()
                .map(|v| BoundedPartition(Partition::new(v).expect("non-increasing"))),
        )
    }
}

/// A random large partition, up to 10⁴ parts and about 4·10⁶ boxes, of
/// every Durfee length: for fast algorithms on whole diagrams (exponent
/// representations, Durfee squares, closed formulas).
///
/// **Distribution.** A number of parts ℓ uniform in `0..=10_000`; a largest
/// allowed part M uniform in `1..=min(4·10⁶ / (ℓ + 1), 20 000)` (at least
/// 1), so that the diagram has at most about 4·10⁶ boxes; then one of three
/// shapes with equal probability:
///
/// - *uniform*: ℓ parts uniform in `1..=M`;
/// - *long runs*: up to 64 distinct values uniform in `1..=M`, the ℓ parts
///   drawn among them (few distinct parts, long runs);
/// - *near the diagonal*: ℓ parts uniform in `1..=min(M, ℓ + 3)`, so that
///   the Durfee square is large.
///
/// **Shrinking** keeps the first half of the parts, drops the last part,
/// drops the first part, or halves every part (rounding up).
///
/// # Example
///
/// ```
/// use hookgames_partition::arbitrary::HugePartition;
/// use hookgames_partition::arbitrary::quickcheck::QuickCheck;
///
/// fn conjugation_keeps_the_size(y: HugePartition) -> bool {
///     y.0.conjugate().unwrap().size() == y.0.size()
/// }
/// QuickCheck::new()
///     .tests(10)
///     .quickcheck(conjugation_keeps_the_size as fn(HugePartition) -> bool);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct HugePartition(pub Partition);

impl Arbitrary for HugePartition {
    fn arbitrary(g: &mut Gen) -> Self {
        let len = below(g, 10_001);
        let cap = (4_000_000 / (len + 1)).max(1);
        let max_part = 1 + below(g, cap.min(20_000));
        let distinct = 1 + below(g, 64);
        let style = below(g, 3);
        let parts: Vec<u64> = match style {
            // Uniform parts.
            0 => (0..len).map(|_| 1 + below(g, max_part)).collect(),
            // Few distinct values (long runs).
            1 => {
                let values: Vec<u64> = (0..distinct).map(|_| 1 + below(g, max_part)).collect();
                (0..len)
                    .map(|_| values[below(g, distinct) as usize])
                    .collect()
            }
            // Near the diagonal: parts close to len, so the Durfee length is large.
            _ => {
                let m = max_part.min(len + 3);
                (0..len).map(|_| 1 + below(g, m)).collect()
            }
        };
        HugePartition(sorted_partition(parts))
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        let parts = self.0.parts().to_vec();
        let n = parts.len();
        let mut out = Vec::new();
        if n > 0 {
            out.push(parts[..n / 2].to_vec());
            out.push(parts[..n - 1].to_vec());
            out.push(parts[1..].to_vec());
            out.push(parts.iter().map(|&p| p.div_ceil(2)).collect());
        }
        Box::new(
            out.into_iter()
                .map(|v| HugePartition(Partition::new(v).expect("non-increasing"))),
        )
    }
}

/// A random shifted diagram inside the staircase S_N: its parts are a
/// subset of {1, …, N}, `N` at most 64.
///
/// **Distribution.** Uniform over the 2^N subsets (each part present with
/// probability ½), up to quickcheck's occasional edge values (the empty
/// diagram and the whole staircase come up a little more often).
///
/// **Shrinking** removes each part in turn.
///
/// The named sizes are [`TinyShifted`] (S₄, 16 diagrams) and
/// [`SmallShifted`] (S₁₆).
///
/// `N` is at most 64: `StaircaseShifted<65>` is refused when its
/// `arbitrary` is compiled.
///
/// # Example
///
/// ```
/// use hookgames_partition::arbitrary::SmallShifted;
/// use hookgames_partition::arbitrary::quickcheck::QuickCheck;
///
/// fn inside_the_staircase(s: SmallShifted) -> bool {
///     s.0.fits_in_staircase(16) && s.0.parts().windows(2).all(|w| w[0] > w[1])
/// }
/// QuickCheck::new()
///     .tests(100)
///     .quickcheck(inside_the_staircase as fn(SmallShifted) -> bool);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct StaircaseShifted<const N: u64>(pub ShiftedPartition);

/// A random shifted diagram inside S₄ (16 diagrams): small enough that a
/// product of three is a small game. See [`StaircaseShifted`].
pub type TinyShifted = StaircaseShifted<4>;

/// A random shifted diagram inside S₁₆: the size for checks box by box
/// against a definition. See [`StaircaseShifted`].
pub type SmallShifted = StaircaseShifted<16>;

impl<const N: u64> StaircaseShifted<N> {
    /// The shifted partition.
    pub fn into_inner(self) -> ShiftedPartition {
        self.0
    }
}

impl<const N: u64> From<StaircaseShifted<N>> for ShiftedPartition {
    fn from(s: StaircaseShifted<N>) -> ShiftedPartition {
        s.0
    }
}

impl<const N: u64> Arbitrary for StaircaseShifted<N> {
    fn arbitrary(g: &mut Gen) -> Self {
        // A compile-time error for N > 64 (parts are bits of a u64).
        const { assert!(N <= 64, "StaircaseShifted<N>: N is at most 64") };
        let mask = if N == 64 {
            u64::arbitrary(g)
        } else {
            u64::arbitrary(g) & ((1 << N) - 1)
        };
        let parts: Vec<u64> = (1..=N)
            .rev()
            .filter(|&p| mask >> (p - 1) & 1 == 1)
            .collect();
        StaircaseShifted(ShiftedPartition::new(parts).expect("distinct parts"))
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        let parts = self.0.parts().to_vec();
        Box::new(
            each_removed(&parts)
                .into_iter()
                .map(|p| StaircaseShifted(ShiftedPartition::new(p).expect("distinct parts"))),
        )
    }
}

/// A random shifted diagram with parts at most 64, of varying density and
/// length: for algorithms on shifted diagrams of a few hundred boxes.
///
/// **Distribution.** A largest allowed part M uniform in `1..=64` and a
/// density d uniform in `1..=4`; each of M, M − 1, …, 1 is a part with
/// probability 1/d. Then, with probability ½, only every s-th part is kept
/// (a random stride s), which gives diagrams of few, well-separated parts.
///
/// **Shrinking** removes each part in turn.
///
/// # Example
///
/// ```
/// use hookgames_partition::arbitrary::MediumShifted;
/// use hookgames_partition::arbitrary::quickcheck::QuickCheck;
///
/// fn hooks_fit(s: MediumShifted) -> bool {
///     s.0.boxes().all(|(i, j)| s.0.hook_length(i, j).unwrap() <= s.0.size())
/// }
/// QuickCheck::new()
///     .tests(50)
///     .quickcheck(hooks_fit as fn(MediumShifted) -> bool);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MediumShifted(pub ShiftedPartition);

impl Arbitrary for MediumShifted {
    fn arbitrary(g: &mut Gen) -> Self {
        let max = u64::arbitrary(g) % 64 + 1;
        let density = u64::arbitrary(g) % 4 + 1;
        let mut parts: Vec<u64> = (1..=max)
            .rev()
            .filter(|_| u64::arbitrary(g) % density == 0)
            .collect();
        if bool::arbitrary(g) && !parts.is_empty() {
            // Sometimes keep only a few parts.
            let keep = usize::arbitrary(g) % parts.len() + 1;
            let stride = parts.len().div_ceil(keep);
            parts = parts.into_iter().step_by(stride).collect();
        }
        MediumShifted(ShiftedPartition::new(parts).expect("distinct parts"))
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        let parts = self.0.parts().to_vec();
        Box::new(
            each_removed(&parts)
                .into_iter()
                .map(|p| MediumShifted(ShiftedPartition::new(p).expect("distinct parts"))),
        )
    }
}

/// A random shifted diagram with a few possibly huge parts: for algorithms
/// that work on the parts, never on the boxes.
///
/// **Distribution.** Up to 7 parts (a count uniform in `0..=7`), each
/// uniform in `1..=2⁴⁰`, deduplicated (so the size is below 2⁴³).
///
/// **Shrinking** removes each part in turn, then halves every part
/// (deduplicating again).
///
/// # Example
///
/// ```
/// use hookgames_partition::arbitrary::WideShifted;
/// use hookgames_partition::arbitrary::quickcheck::QuickCheck;
///
/// fn size_is_the_sum(s: WideShifted) -> bool {
///     s.0.size() == s.0.parts().iter().sum::<u64>()
/// }
/// QuickCheck::new()
///     .tests(100)
///     .quickcheck(size_is_the_sum as fn(WideShifted) -> bool);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct WideShifted(pub ShiftedPartition);

impl Arbitrary for WideShifted {
    fn arbitrary(g: &mut Gen) -> Self {
        let n = usize::arbitrary(g) % 8;
        let parts: Vec<u64> = (0..n).map(|_| u64::arbitrary(g) % (1 << 40) + 1).collect();
        WideShifted(strict_partition(parts))
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        let parts = self.0.parts().to_vec();
        let mut out: Vec<ShiftedPartition> = each_removed(&parts)
            .into_iter()
            .map(|p| ShiftedPartition::new(p).expect("distinct parts"))
            .collect();
        if !parts.is_empty() {
            out.push(strict_partition(parts.iter().map(|p| p / 2).collect()));
        }
        Box::new(out.into_iter().map(WideShifted))
    }
}

/// Random runs `(part, multiplicity)` mixing small, medium and huge parts
/// and multiplicities: for notations and algorithms on [`PartitionRuns`]
/// that never expand the parts.
///
/// **Distribution.** Up to 5 parts (a count uniform in `0..=5`), each with
/// probability ⅓ uniform in `1..=10`, in `1..=10⁶` or in `1..=2⁴⁰`;
/// deduplicated, sorted; each with a multiplicity that is, with probability
/// ⅓ each, 1, uniform in `1..=5` or uniform in `1..=2²⁰`. The size is below
/// 5·2⁶⁰, so every draw is a valid [`PartitionRuns`].
///
/// **Shrinking** removes each run in turn.
///
/// # Example
///
/// ```
/// use hookgames_partition::arbitrary::WideRuns;
/// use hookgames_partition::arbitrary::quickcheck::QuickCheck;
///
/// fn conjugation_is_an_involution(r: WideRuns) -> bool {
///     r.0.conjugate().conjugate() == r.0
/// }
/// QuickCheck::new()
///     .tests(100)
///     .quickcheck(conjugation_is_an_involution as fn(WideRuns) -> bool);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct WideRuns(pub PartitionRuns);

impl Arbitrary for WideRuns {
    fn arbitrary(g: &mut Gen) -> Self {
        let k = usize::arbitrary(g) % 6;
        let mut parts: Vec<u64> = (0..k)
            .map(|_| match u8::arbitrary(g) % 3 {
                0 => u64::arbitrary(g) % 10 + 1,
                1 => u64::arbitrary(g) % 1_000_000 + 1,
                _ => u64::arbitrary(g) % (1 << 40) + 1,
            })
            .collect();
        parts.sort_unstable_by(|a, b| b.cmp(a));
        parts.dedup();
        let runs = parts
            .into_iter()
            .map(|p| {
                let m = match u8::arbitrary(g) % 3 {
                    0 => 1,
                    1 => u64::arbitrary(g) % 5 + 1,
                    _ => u64::arbitrary(g) % (1 << 20) + 1,
                };
                (p, m)
            })
            .collect();
        WideRuns(PartitionRuns::new(runs).expect("size below 5·2^60"))
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        Box::new(
            each_removed(self.0.runs())
                .into_iter()
                .map(|r| WideRuns(PartitionRuns::new(r).expect("fewer runs of a valid partition"))),
        )
    }
}

/// Random runs with huge parts and multiplicities at a random scale: for
/// algorithms on [`PartitionRuns`] whose cost must not depend on the size.
///
/// **Distribution.** A scale S = 2^e with e uniform in `0..=40`; 1 to 40
/// parts (uniform) each uniform in `1..=S`, deduplicated, sorted, each with
/// a multiplicity uniform in `1..=S`; drawn again in the rare case the size
/// reaches 2⁶⁴. The size is below 2⁶⁴.
///
/// **Shrinking** removes each run in turn.
///
/// # Example
///
/// ```
/// use hookgames_partition::arbitrary::HugeRuns;
/// use hookgames_partition::arbitrary::quickcheck::QuickCheck;
///
/// fn durfee_is_symmetric(r: HugeRuns) -> bool {
///     r.0.durfee_length() == r.0.conjugate().durfee_length()
/// }
/// QuickCheck::new()
///     .tests(100)
///     .quickcheck(durfee_is_symmetric as fn(HugeRuns) -> bool);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct HugeRuns(pub PartitionRuns);

impl Arbitrary for HugeRuns {
    fn arbitrary(g: &mut Gen) -> Self {
        loop {
            let k = 1 + usize::arbitrary(g) % 40;
            let scale = 1u64 << (u8::arbitrary(g) % 41);
            let mut parts: Vec<u64> = (0..k).map(|_| 1 + u64::arbitrary(g) % scale).collect();
            parts.sort_unstable_by(|a, b| b.cmp(a));
            parts.dedup();
            let runs: Vec<(u64, u64)> = parts
                .into_iter()
                .map(|p| (p, 1 + u64::arbitrary(g) % scale))
                .collect();
            if let Ok(r) = PartitionRuns::new(runs) {
                return HugeRuns(r);
            }
        }
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        Box::new(
            each_removed(self.0.runs())
                .into_iter()
                .map(|r| HugeRuns(PartitionRuns::new(r).expect("fewer runs of a valid partition"))),
        )
    }
}

/// The largest `n` of [`partitions_of`] and [`partitions_up_to`]:
/// p(64) = 1 741 630 partitions.
pub const MAX_ENUMERATED_SIZE: u64 = 64;

/// The largest `n` of [`strict_partitions_of`] and
/// [`strict_partitions_up_to`]: q(128) is about 4·10⁶ strict partitions.
pub const MAX_ENUMERATED_STRICT_SIZE: u64 = 128;

/// The largest `n` of [`shifted_in_staircase`]: 2²² diagrams.
pub const MAX_ENUMERATED_STAIRCASE: u64 = 22;

/// Every partition of `n`, each once, in reverse lexicographic order (from
/// (n) down to (1ⁿ), as [`Partitions`] lists them), generated by the
/// recursion on the largest part.
///
/// # Errors
///
/// [`PartitionError::TooLarge`] if `n` is more than [`MAX_ENUMERATED_SIZE`]
/// (64): this builds the whole list; iterate [`Partitions`] for more.
///
/// # Example
///
/// ```
/// use hookgames_partition::arbitrary::partitions_of;
/// let all: Vec<String> = partitions_of(4)?.iter().map(|p| p.to_string()).collect();
/// assert_eq!(all, ["4", "3,1", "2,2", "2,1,1", "1,1,1,1"]);
/// assert_eq!(partitions_of(20)?.len(), 627);
/// # Ok::<(), hookgames_partition::PartitionError>(())
/// ```
pub fn partitions_of(n: u64) -> Result<Vec<Partition>, PartitionError> {
    fn go(left: u64, max: u64, cur: &mut Vec<u64>, out: &mut Vec<Partition>) {
        if left == 0 {
            out.push(Partition::new(cur.clone()).expect("parts generated largest first"));
            return;
        }
        for p in (1..=max.min(left)).rev() {
            cur.push(p);
            go(left - p, p, cur, out);
            cur.pop();
        }
    }
    enumeration_limit(
        "listing every partition of n",
        n,
        "boxes (n)",
        MAX_ENUMERATED_SIZE,
        "MAX_ENUMERATED_SIZE",
        "iterate Partitions::new(n)",
    )?;
    let mut out = Vec::new();
    go(n, n, &mut Vec::new(), &mut out);
    Ok(out)
}

/// Every partition of 0, 1, …, n: [`partitions_of`] each size in turn.
///
/// # Errors
///
/// [`PartitionError::TooLarge`] if `n` is more than [`MAX_ENUMERATED_SIZE`]
/// (64).
///
/// # Example
///
/// ```
/// use hookgames_partition::arbitrary::partitions_up_to;
/// // p(0) + p(1) + … + p(5) = 1 + 1 + 2 + 3 + 5 + 7.
/// assert_eq!(partitions_up_to(5)?.len(), 19);
/// assert!(partitions_up_to(5)?[0].is_empty());
/// # Ok::<(), hookgames_partition::PartitionError>(())
/// ```
pub fn partitions_up_to(n: u64) -> Result<Vec<Partition>, PartitionError> {
    enumeration_limit(
        "listing every partition of 0, 1, …, n",
        n,
        "boxes (n)",
        MAX_ENUMERATED_SIZE,
        "MAX_ENUMERATED_SIZE",
        "iterate Partitions::new(k) for each k",
    )?;
    let mut all = Vec::new();
    for k in 0..=n {
        all.extend(partitions_of(k)?);
    }
    Ok(all)
}

/// Every strict partition of `n` (distinct parts: the shifted diagrams of
/// n boxes), each once, in reverse lexicographic order.
///
/// # Errors
///
/// [`PartitionError::TooLarge`] if `n` is more than
/// [`MAX_ENUMERATED_STRICT_SIZE`] (128).
///
/// # Example
///
/// ```
/// use hookgames_partition::arbitrary::strict_partitions_of;
/// let all: Vec<String> = strict_partitions_of(6)?.iter().map(|s| s.to_string()).collect();
/// assert_eq!(all, ["6", "5,1", "4,2", "3,2,1"]);
/// # Ok::<(), hookgames_partition::PartitionError>(())
/// ```
pub fn strict_partitions_of(n: u64) -> Result<Vec<ShiftedPartition>, PartitionError> {
    fn go(left: u64, max: u64, cur: &mut Vec<u64>, out: &mut Vec<ShiftedPartition>) {
        if left == 0 {
            out.push(ShiftedPartition::new(cur.clone()).expect("parts strictly decreasing"));
            return;
        }
        for p in (1..=max.min(left)).rev() {
            cur.push(p);
            go(left - p, p - 1, cur, out);
            cur.pop();
        }
    }
    enumeration_limit(
        "listing every strict partition of n",
        n,
        "boxes (n)",
        MAX_ENUMERATED_STRICT_SIZE,
        "MAX_ENUMERATED_STRICT_SIZE",
        "enumerate a smaller n",
    )?;
    let mut out = Vec::new();
    go(n, n, &mut Vec::new(), &mut out);
    Ok(out)
}

/// Every strict partition of 0, 1, …, n: [`strict_partitions_of`] each
/// size in turn.
///
/// # Errors
///
/// [`PartitionError::TooLarge`] if `n` is more than
/// [`MAX_ENUMERATED_STRICT_SIZE`] (128).
///
/// # Example
///
/// ```
/// use hookgames_partition::arbitrary::strict_partitions_up_to;
/// // q(0) + … + q(6) = 1 + 1 + 1 + 2 + 2 + 3 + 4.
/// assert_eq!(strict_partitions_up_to(6)?.len(), 14);
/// # Ok::<(), hookgames_partition::PartitionError>(())
/// ```
pub fn strict_partitions_up_to(n: u64) -> Result<Vec<ShiftedPartition>, PartitionError> {
    enumeration_limit(
        "listing every strict partition of 0, 1, …, n",
        n,
        "boxes (n)",
        MAX_ENUMERATED_STRICT_SIZE,
        "MAX_ENUMERATED_STRICT_SIZE",
        "enumerate a smaller n",
    )?;
    let mut all = Vec::new();
    for k in 0..=n {
        all.extend(strict_partitions_of(k)?);
    }
    Ok(all)
}

/// F(S_n): the 2ⁿ shifted diagrams inside the staircase S_n = (n, n − 1,
/// …, 1), one for each subset of {1, …, n} as a set of parts, listed by
/// the subset's bit mask (part p is bit p − 1): ∅, (1), (2), (2, 1), ….
///
/// # Errors
///
/// [`PartitionError::TooLarge`] if `n` is more than
/// [`MAX_ENUMERATED_STAIRCASE`] (22).
///
/// # Example
///
/// ```
/// use hookgames_partition::arbitrary::shifted_in_staircase;
/// let all: Vec<String> = shifted_in_staircase(2)?.iter().map(|s| s.to_string()).collect();
/// assert_eq!(all, ["∅", "1", "2", "2,1"]);
/// assert_eq!(shifted_in_staircase(10)?.len(), 1024);
/// # Ok::<(), hookgames_partition::PartitionError>(())
/// ```
pub fn shifted_in_staircase(n: u64) -> Result<Vec<ShiftedPartition>, PartitionError> {
    enumeration_limit(
        "listing every shifted diagram inside the staircase S_n",
        n,
        "rows (n)",
        MAX_ENUMERATED_STAIRCASE,
        "MAX_ENUMERATED_STAIRCASE",
        "enumerate a smaller n",
    )?;
    Ok((0u64..1 << n)
        .map(|mask| {
            let parts: Vec<u64> = (1..=n)
                .rev()
                .filter(|&p| mask >> (p - 1) & 1 == 1)
                .collect();
            ShiftedPartition::new(parts).expect("distinct parts")
        })
        .collect())
}

/// [`PartitionError::TooLarge`] when `n` is more than `limit`, the largest
/// size an enumerator lists.
fn enumeration_limit(
    what: &'static str,
    n: u64,
    unit: &'static str,
    limit: u64,
    limit_name: &'static str,
    instead: &'static str,
) -> Result<(), PartitionError> {
    if n > limit {
        return Err(PartitionError::TooLarge {
            what,
            count: u128::from(n),
            unit,
            limit,
            limit_name,
            instead,
        });
    }
    Ok(())
}

/// The boxes (i, j) of a Young diagram, 1-based (row i from the top,
/// column j from the left), from its parts.
///
/// # Complexity
/// O(|λ| log |λ|): one set entry per box (this is an oracle for small
/// diagrams).
///
/// # Example
/// ```
/// use hookgames_partition::Partition;
/// use hookgames_partition::arbitrary::young_boxes;
/// let y: Partition = "2,1".parse()?;
/// assert_eq!(young_boxes(&y).into_iter().collect::<Vec<_>>(), [(1, 1), (1, 2), (2, 1)]);
/// # Ok::<(), hookgames_partition::PartitionError>(())
/// ```
pub fn young_boxes(y: &Partition) -> BTreeSet<(usize, u64)> {
    y.parts()
        .iter()
        .enumerate()
        .flat_map(|(k, &p)| (1..=p).map(move |j| (k + 1, j)))
        .collect()
}

/// Reads a set of boxes back as a Young diagram: `Some` when row i holds
/// exactly the columns 1, …, λ_i with λ non-increasing and no empty row
/// above a full one, `None` when the set is not a Young diagram.
///
/// # Complexity
/// O(r · |boxes|) for r rows (an oracle for small diagrams).
///
/// # Example
/// ```
/// use std::collections::BTreeSet;
/// use hookgames_partition::arbitrary::young_from_boxes;
/// let boxes: BTreeSet<_> = [(1, 1), (1, 2), (2, 1)].into_iter().collect();
/// assert_eq!(young_from_boxes(&boxes).map(|p| p.to_string()), Some("2,1".to_string()));
/// let gap: BTreeSet<_> = [(1, 1), (1, 3)].into_iter().collect();
/// assert_eq!(young_from_boxes(&gap), None);
/// ```
pub fn young_from_boxes(boxes: &BTreeSet<(usize, u64)>) -> Option<Partition> {
    let rows = boxes.iter().map(|b| b.0).max().unwrap_or(0);
    let mut parts = Vec::with_capacity(rows);
    for i in 1..=rows {
        let cols: Vec<u64> = boxes.iter().filter(|b| b.0 == i).map(|b| b.1).collect();
        let len = cols.len() as u64;
        if len == 0 || cols.iter().copied().ne(1..=len) {
            return None;
        }
        parts.push(len);
    }
    if boxes.iter().any(|b| b.0 == 0) {
        return None;
    }
    Partition::new(parts).ok()
}

/// Every box (i, j) of λ with its hook length h(i, j) = arm + leg + 1,
/// the arm and the leg counted box by box (the boxes right of (i, j) in its
/// row, below it in its column), in the order of the rows and then the
/// columns.
///
/// # Complexity
/// O(|λ| · r) for r rows (an oracle for small diagrams).
///
/// # Example
/// ```
/// use hookgames_partition::Partition;
/// use hookgames_partition::arbitrary::hook_lengths_by_definition;
/// let y: Partition = "2,1".parse()?;
/// assert_eq!(hook_lengths_by_definition(&y), [((1, 1), 3), ((1, 2), 1), ((2, 1), 1)]);
/// # Ok::<(), hookgames_partition::PartitionError>(())
/// ```
pub fn hook_lengths_by_definition(y: &Partition) -> Vec<((usize, u64), u64)> {
    let parts = y.parts();
    let mut out = Vec::new();
    for (k, &p) in parts.iter().enumerate() {
        for j in 1..=p {
            let arm = p - j;
            let leg = parts[k + 1..].iter().filter(|&&q| q >= j).count() as u64;
            out.push(((k + 1, j), arm + leg + 1));
        }
    }
    out
}

/// Y⟨i, j⟩, the diagram left when the hook at the box (i, j) is removed,
/// literally from the definition (Motegi §2.1; Abuku–Tada, Definition 2.9):
/// the boxes (i′, j′) of Y with i′ < i or j′ < j stay, those with i′ > i
/// and j′ > j move to (i′ − 1, j′ − 1), the hook goes. `None` if (i, j) is
/// not a box of Y.
///
/// # Complexity
/// O(|Y| · r) for r rows (an oracle for small diagrams).
///
/// # Example
/// ```
/// use hookgames_partition::Partition;
/// use hookgames_partition::arbitrary::remove_hook_by_definition;
/// let y: Partition = "4,3,3,1".parse()?;
/// assert_eq!(remove_hook_by_definition(&y, (2, 2)), Some("4,2,1,1".parse()?));
/// assert_eq!(remove_hook_by_definition(&y, (2, 4)), None);
/// # Ok::<(), hookgames_partition::PartitionError>(())
/// ```
pub fn remove_hook_by_definition(y: &Partition, (i, j): (usize, u64)) -> Option<Partition> {
    let boxes = young_boxes(y);
    if !boxes.contains(&(i, j)) {
        return None;
    }
    let mut out = BTreeSet::new();
    for &(a, b) in &boxes {
        if a < i || b < j {
            out.insert((a, b));
        } else if a > i && b > j {
            out.insert((a - 1, b - 1));
        }
    }
    young_from_boxes(&out)
}

/// The boxes (i, j) of a shifted diagram in shifted coordinates: row i
/// holds the columns i, …, λ_i + i − 1.
///
/// # Complexity
/// O(|S| log |S|) (an oracle for small diagrams).
///
/// # Example
/// ```
/// use hookgames_partition::ShiftedPartition;
/// use hookgames_partition::arbitrary::shifted_boxes;
/// let s: ShiftedPartition = "2,1".parse()?;
/// assert_eq!(shifted_boxes(&s).into_iter().collect::<Vec<_>>(), [(1, 1), (1, 2), (2, 2)]);
/// # Ok::<(), hookgames_partition::PartitionError>(())
/// ```
pub fn shifted_boxes(s: &ShiftedPartition) -> BTreeSet<(usize, u64)> {
    s.parts()
        .iter()
        .enumerate()
        .flat_map(|(k, &p)| {
            let i = k + 1;
            (i as u64..i as u64 + p).map(move |j| (i, j))
        })
        .collect()
}

/// Reads a set of boxes back as a shifted diagram: `Some` when row r holds
/// exactly the columns r, …, r + λ_r − 1 with λ strictly decreasing and
/// no empty row above a full one, `None` otherwise.
///
/// # Complexity
/// O(r · |boxes|) for r rows (an oracle for small diagrams).
///
/// # Example
/// ```
/// use std::collections::BTreeSet;
/// use hookgames_partition::arbitrary::shifted_from_boxes;
/// let boxes: BTreeSet<_> = [(1, 1), (1, 2), (2, 2)].into_iter().collect();
/// assert_eq!(shifted_from_boxes(&boxes).map(|s| s.to_string()), Some("2,1".to_string()));
/// let off_diagonal: BTreeSet<_> = [(1, 1), (2, 3)].into_iter().collect();
/// assert_eq!(shifted_from_boxes(&off_diagonal), None);
/// ```
pub fn shifted_from_boxes(boxes: &BTreeSet<(usize, u64)>) -> Option<ShiftedPartition> {
    if boxes.iter().any(|b| b.0 == 0) {
        return None;
    }
    let rows = boxes.iter().map(|b| b.0).max().unwrap_or(0);
    let mut parts = Vec::with_capacity(rows);
    for r in 1..=rows {
        let cols: Vec<u64> = boxes.iter().filter(|b| b.0 == r).map(|b| b.1).collect();
        let len = cols.len() as u64;
        if len == 0 || cols.iter().copied().ne(r as u64..r as u64 + len) {
            return None;
        }
        parts.push(len);
    }
    ShiftedPartition::new(parts).ok()
}

/// The hook h_S(i, j) of a shifted diagram, literally from Abuku–Tada,
/// Definition 5.1, on its set of boxes: the box (i, j), its arm (the boxes
/// right of it in row i), its leg (below it in column j) and its tail (row
/// j + 1, right of column j).
///
/// # Complexity
/// O(|boxes| log |boxes|) (an oracle for small diagrams).
///
/// # Example
/// ```
/// use hookgames_partition::ShiftedPartition;
/// use hookgames_partition::arbitrary::{shifted_boxes, shifted_hook_by_definition};
/// let s: ShiftedPartition = "7,5,4,2".parse()?;
/// let hook = shifted_hook_by_definition(&shifted_boxes(&s), (2, 3));
/// assert_eq!(hook.len() as u64, s.hook_length(2, 3)?);
/// # Ok::<(), hookgames_partition::PartitionError>(())
/// ```
pub fn shifted_hook_by_definition(
    boxes: &BTreeSet<(usize, u64)>,
    (i, j): (usize, u64),
) -> BTreeSet<(usize, u64)> {
    let mut hook = BTreeSet::new();
    hook.insert((i, j));
    for &(a, b) in boxes {
        let arm = a == i && b > j;
        let leg = a > i && b == j;
        let tail = a as u64 == j + 1 && b > j;
        if arm || leg || tail {
            hook.insert((a, b));
        }
    }
    hook
}

/// S ∖ h_S(i, j), literally from Abuku–Tada, Definition 5.3: the hook
/// removed, the boxes (i′, j′) with i < i′ < j + 1 and j′ > j moved to
/// (i′ − 1, j′ − 1), those with i′ > j + 1 to (i′ − 2, j′ − 2), the rest
/// kept. `None` if (i, j) is not a box of S, or if the boxes do not form a
/// shifted diagram (which the paper proves never happens: the oracle checks
/// it rather than assuming it).
///
/// # Complexity
/// O(|S| · r) for r rows (an oracle for small diagrams).
///
/// # Example
/// ```
/// use hookgames_partition::ShiftedPartition;
/// use hookgames_partition::arbitrary::remove_shifted_hook_by_definition;
/// let s: ShiftedPartition = "7,5,4,2".parse()?;
/// assert_eq!(remove_shifted_hook_by_definition(&s, (2, 3)), Some(s.remove_hook(2, 3)?));
/// # Ok::<(), hookgames_partition::PartitionError>(())
/// ```
pub fn remove_shifted_hook_by_definition(
    s: &ShiftedPartition,
    (i, j): (usize, u64),
) -> Option<ShiftedPartition> {
    let boxes = shifted_boxes(s);
    if !boxes.contains(&(i, j)) {
        return None;
    }
    let hook = shifted_hook_by_definition(&boxes, (i, j));
    let mut moved = BTreeSet::new();
    for &(a, b) in boxes.difference(&hook) {
        let to = if (a as u64) < j + 1 && a > i && b > j {
            (a - 1, b - 1)
        } else if a as u64 > j + 1 {
            (a - 2, b - 2)
        } else {
            (a, b)
        };
        if !moved.insert(to) {
            return None;
        }
    }
    shifted_from_boxes(&moved)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Partitions;

    #[test]
    fn enumerators_refuse_past_their_limits() {
        let limits: [(&str, Result<usize, PartitionError>); 5] = [
            ("MAX_ENUMERATED_SIZE", partitions_of(65).map(|v| v.len())),
            (
                "MAX_ENUMERATED_SIZE",
                partitions_up_to(u64::MAX).map(|v| v.len()),
            ),
            (
                "MAX_ENUMERATED_STRICT_SIZE",
                strict_partitions_of(129).map(|v| v.len()),
            ),
            (
                "MAX_ENUMERATED_STRICT_SIZE",
                strict_partitions_up_to(129).map(|v| v.len()),
            ),
            (
                "MAX_ENUMERATED_STAIRCASE",
                shifted_in_staircase(23).map(|v| v.len()),
            ),
        ];
        for (name, result) in limits {
            match result {
                Err(PartitionError::TooLarge { limit_name, .. }) => assert_eq!(limit_name, name),
                other => panic!("{name}: {other:?}"),
            }
        }
        assert_eq!(shifted_in_staircase(0).unwrap().len(), 1);
    }

    #[test]
    fn enumerators_agree_with_the_iterators_and_the_counts() {
        for n in 0..=20 {
            let ours = partitions_of(n).unwrap();
            let theirs: Vec<Partition> = Partitions::new(n).unwrap().collect();
            assert_eq!(ours, theirs);
        }
        // q(n) for n = 0..=15 (OEIS A000009).
        let q = [1, 1, 1, 2, 2, 3, 4, 5, 6, 8, 10, 12, 15, 18, 22, 27];
        for (n, &count) in q.iter().enumerate() {
            let all = strict_partitions_of(n as u64).unwrap();
            assert_eq!(all.len(), count);
            assert!(all.iter().all(|s| s.size() == n as u64));
        }
        for n in 0..=8 {
            let all = shifted_in_staircase(n).unwrap();
            assert_eq!(all.len(), 1 << n);
            assert!(all.iter().all(|s| s.fits_in_staircase(n)));
        }
    }

    #[test]
    fn generators_stay_in_their_bounds_and_so_do_their_shrinks() {
        let mut g = Gen::new(100);
        for _ in 0..200 {
            let y = SmallPartition::arbitrary(&mut g);
            for z in std::iter::once(y.clone()).chain(y.shrink()) {
                assert!(z.0.len() <= 12 && z.0.part(1) <= 14);
            }
            let s = SmallShifted::arbitrary(&mut g);
            for t in std::iter::once(s.clone()).chain(s.shrink()) {
                assert!(t.0.fits_in_staircase(16));
            }
            let t = TinyShifted::arbitrary(&mut g);
            assert!(t.0.fits_in_staircase(4));
            let w = WideShifted::arbitrary(&mut g);
            assert!(w.0.len() <= 7 && w.0.parts().iter().all(|&p| p <= 1 << 40));
            assert!(w.shrink().all(|v| v.0.len() <= w.0.len()));
            let m = MediumShifted::arbitrary(&mut g);
            assert!(m.0.parts().iter().all(|&p| p <= 64));
            let r = WideRuns::arbitrary(&mut g);
            assert!(r.0.runs().len() <= 5);
            assert!(r.shrink().all(|v| v.0.runs().len() + 1 == r.0.runs().len()));
            let h = HugeRuns::arbitrary(&mut g);
            assert!((1..=40).contains(&h.0.runs().len()));
        }
        for _ in 0..5 {
            let h = HugePartition::arbitrary(&mut g);
            assert!(h.0.len() <= 10_000 && h.0.size() <= 4_100_000);
        }
        let full = StaircaseShifted::<64>::arbitrary(&mut g);
        assert!(full.0.fits_in_staircase(64));
    }
}
