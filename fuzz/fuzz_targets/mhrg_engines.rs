//! The Multiple Hook Removing Game (Abuku–Tada, Definition 1.1) played
//! along a random line from Y_{m,n}: at every diagram the fast engine on
//! Motegi's subsets (`RectGame`) and the general engine (`MhrgGame`) have
//! the same options, every diagram reached passes Motegi's conditions, and
//! arbitrary diagrams are classified the same way by both.
#![no_main]

use std::collections::{BTreeSet, HashMap, HashSet};
use std::sync::{Mutex, OnceLock};

use hookgames_fuzz::{Bytes, partition};
use hookgames_game::AlgorithmExt;
use hookgames_mhrg::{MhrgGame, RectGame, RectPos, Unimodal, check_position};
use hookgames_partition::Partition;
use libfuzzer_sys::fuzz_target;

fn rect_options(g: &RectGame, y: &Partition) -> BTreeSet<Partition> {
    let p = g.position(y).unwrap();
    let mut out = BTreeSet::new();
    g.for_each_follower(&p, |q| {
        out.insert(g.partition(&q).unwrap());
    })
    .unwrap();
    let turns = g.moves(&p).unwrap();
    assert_eq!(turns.len() as u64, y.size(), "one turn per box");
    let results: BTreeSet<Partition> = turns
        .iter()
        .map(|t| g.partition(&t.result).unwrap())
        .collect();
    assert_eq!(results, out);
    out
}

/// Whether Y is reachable from Y_{m,n} in MHRG(m, n), by a search with the
/// fast engine done once per rectangle: an independent check of Motegi's
/// characterization of the positions (Theorem 5.1).
fn reachable(g: &RectGame, y: &Partition) -> bool {
    type Sets = HashMap<(usize, u64), HashSet<RectPos>>;
    static SETS: OnceLock<Mutex<Sets>> = OnceLock::new();
    let mut sets = SETS.get_or_init(Default::default).lock().unwrap();
    let set = sets.entry((g.m(), g.n())).or_insert_with(|| {
        let mut seen = HashSet::from([g.start()]);
        let mut stack = vec![g.start()];
        while let Some(p) = stack.pop() {
            g.for_each_follower(&p, |q| {
                if seen.insert(q) {
                    stack.push(q);
                }
            })
            .unwrap();
        }
        seen
    });
    set.contains(&g.position(y).unwrap())
}

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    let m = b.below(8) as usize + 1;
    let n = b.below(9) + 1;
    let fast = RectGame::new(m, n).unwrap();
    let general: MhrgGame<Unimodal> = MhrgGame::rectangle(m, n).unwrap();

    let mut y = fast.partition(&fast.start()).unwrap();
    loop {
        assert!(
            check_position(&y, m, n).unwrap().is_position(),
            "{y} in {m}x{n}"
        );
        let a = rect_options(&fast, &y);
        let b_opts: BTreeSet<Partition> = general.options(&y).unwrap().into_iter().collect();
        assert_eq!(a, b_opts, "options of {y} in MHRG({m},{n})");
        if a.is_empty() || b.is_empty() {
            break;
        }
        let k = b.below(a.len() as u64) as usize;
        y = a.into_iter().nth(k).unwrap();
    }

    // An arbitrary diagram in the rectangle: reachable from Y_{m,n} exactly
    // when Motegi's conditions hold.
    let z = partition(&mut b, m, n);
    let status = check_position(&z, m, n).unwrap();
    assert_eq!(reachable(&fast, &z), status.is_position(), "{z} in {m}x{n}");
    let _ = status.to_string();
    // Outside the rectangle: typed errors from both engines.
    let big = Partition::new(vec![n + 1]).unwrap();
    assert!(fast.position(&big).is_err());
    assert!(general.options(&big).is_err());
    assert!(check_position(&big, m, n).is_err());
});
