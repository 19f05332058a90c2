//! Test helpers: partition enumeration, conjugation, random partitions and
//! an independent brute-force solver written from the rules of
//! Gottlieb–Krnc–Muršič §3 (it shares no code with the crate).
#![allow(dead_code)]

use std::collections::HashMap;

use hookgames_game::Convention;
use hookgames_lctr::LctrVariant;
use hookgames_partition::Partition;
use quickcheck::{Arbitrary, Gen};

pub(crate) const GAMES: [LctrVariant; 2] = [LctrVariant::Lctr, LctrVariant::Downright];
pub(crate) const CONVENTIONS: [Convention; 2] = [Convention::Normal, Convention::Misere];

pub(crate) fn part(v: &[u64]) -> Partition {
    Partition::new(v.to_vec()).expect("a valid test partition")
}

/// All partitions of `n`, parts non-increasing, in reverse lexicographic order.
pub(crate) fn partitions_of(n: u64) -> Vec<Partition> {
    fn rec(n: u64, max: u64, cur: &mut Vec<u64>, out: &mut Vec<Partition>) {
        if n == 0 {
            out.push(Partition::new(cur.clone()).unwrap());
            return;
        }
        for p in (1..=n.min(max)).rev() {
            cur.push(p);
            rec(n - p, p, cur, out);
            cur.pop();
        }
    }
    let mut out = Vec::new();
    rec(n, n, &mut Vec::new(), &mut out);
    out
}

/// All partitions of 0, 1, …, n.
pub(crate) fn partitions_up_to(n: u64) -> Vec<Partition> {
    (0..=n).flat_map(partitions_of).collect()
}

/// The conjugate λ' (small partitions only).
pub(crate) fn conjugate(p: &Partition) -> Partition {
    let parts = p.parts();
    let cols = parts.first().copied().unwrap_or(0);
    Partition::new(
        (1..=cols)
            .map(|c| parts.iter().filter(|&&x| x >= c).count() as u64)
            .collect(),
    )
    .unwrap()
}

/// λ[1,0]: the top row removed.
pub(crate) fn drop_row(p: &[u64]) -> Vec<u64> {
    p.get(1..).unwrap_or(&[]).to_vec()
}

/// λ[0,1]: the left column removed.
pub(crate) fn drop_col(p: &[u64]) -> Vec<u64> {
    p.iter().filter(|&&x| x > 1).map(|&x| x - 1).collect()
}

/// The options of a position, straight from §3.1 and §3.2.
pub(crate) fn options(game: LctrVariant, p: &[u64]) -> Vec<Vec<u64>> {
    match game {
        LctrVariant::Lctr if p.is_empty() => vec![],
        LctrVariant::Lctr => vec![drop_row(p), drop_col(p)],
        LctrVariant::Downright => {
            let mut v = Vec::new();
            if p.len() > 1 {
                v.push(drop_row(p));
            }
            if p.first().is_some_and(|&x| x > 1) {
                v.push(drop_col(p));
            }
            v
        }
    }
}

/// Brute-force SG / SG⁻ by memoised recursion on the definitions of §2.2–2.3.
#[derive(Default)]
pub(crate) struct Brute {
    memo: HashMap<(LctrVariant, Convention, Vec<u64>), u64>,
}

impl Brute {
    pub(crate) fn value(&mut self, game: LctrVariant, play: Convention, p: &[u64]) -> u64 {
        if let Some(&v) = self.memo.get(&(game, play, p.to_vec())) {
            return v;
        }
        let opts = options(game, p);
        let v = if opts.is_empty() {
            match play {
                Convention::Normal => 0,
                Convention::Misere => 1,
            }
        } else {
            let vals: Vec<u64> = opts.iter().map(|q| self.value(game, play, q)).collect();
            (0..).find(|m| !vals.contains(m)).unwrap()
        };
        self.memo.insert((game, play, p.to_vec()), v);
        v
    }
}

/// A random partition with up to 10⁴ parts and at most ~4·10⁶ boxes, with
/// shapes of every Durfee length (square-ish, long rows, long columns, few
/// distinct parts).
#[derive(Clone, Debug)]
pub(crate) struct BigPartition(pub(crate) Partition);

fn below(g: &mut Gen, n: u64) -> u64 {
    if n == 0 { 0 } else { u64::arbitrary(g) % n }
}

impl Arbitrary for BigPartition {
    fn arbitrary(g: &mut Gen) -> Self {
        let len = below(g, 10_001);
        let cap = (4_000_000 / (len + 1)).max(1);
        let max_part = 1 + below(g, cap.min(20_000));
        let distinct = 1 + below(g, 64);
        let style = below(g, 3);
        let mut parts: Vec<u64> = match style {
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
        parts.sort_unstable_by(|a, b| b.cmp(a));
        BigPartition(Partition::new(parts).unwrap())
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
                .map(|v| BigPartition(Partition::new(v).unwrap())),
        )
    }
}

/// Game-tree statistics by brute force from the rules: (states, nodes,
/// leaves, height), every move an edge of its own (§2.4, §7.2).
pub(crate) fn brute_tree(
    game: LctrVariant,
    p: &[u64],
) -> (u64, num_bigint::BigUint, num_bigint::BigUint, u64) {
    use num_bigint::BigUint;
    use std::collections::HashSet;
    fn rec(
        game: LctrVariant,
        p: &[u64],
        memo: &mut HashMap<Vec<u64>, (BigUint, BigUint, u64)>,
        seen: &mut HashSet<Vec<u64>>,
    ) -> (BigUint, BigUint, u64) {
        seen.insert(p.to_vec());
        if let Some(v) = memo.get(p) {
            return v.clone();
        }
        let opts = options(game, p);
        let mut nodes = BigUint::from(1u32);
        let mut leaves = BigUint::from(0u32);
        let mut height = 0;
        for q in &opts {
            let (n, l, h) = rec(game, q, memo, seen);
            nodes += n;
            leaves += l;
            height = height.max(h + 1);
        }
        if opts.is_empty() {
            leaves = BigUint::from(1u32);
        }
        memo.insert(p.to_vec(), (nodes.clone(), leaves.clone(), height));
        (nodes, leaves, height)
    }
    let mut memo = HashMap::new();
    let mut seen = HashSet::new();
    let (n, l, h) = rec(game, p, &mut memo, &mut seen);
    (seen.len() as u64, n, l, h)
}
