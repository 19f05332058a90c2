//! Test helpers: conjugation, the moves and an independent brute-force
//! solver written from the rules of Gottlieb–Krnc–Muršič §3 (it shares no
//! code with the crate). The random and exhaustive partitions are
//! `hookgames_partition::arbitrary` (feature `quickcheck`).
#![allow(dead_code)]

use std::collections::HashMap;

use hookgames_game::Convention;
use hookgames_lctr::LctrVariant;
use hookgames_partition::Partition;

pub(crate) const GAMES: [LctrVariant; 2] = [LctrVariant::Lctr, LctrVariant::Downright];
pub(crate) const CONVENTIONS: [Convention; 2] = [Convention::Normal, Convention::Misere];

pub(crate) fn part(v: &[u64]) -> Partition {
    Partition::new(v.to_vec()).expect("a valid test partition")
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
