//! The data of d-dimensional LCTR (Gottlieb–Krnc–Muršič §8) published in
//! `docs/data/lctr-multidim*.csv` and the guide's LCTR chapter:
//!
//! * `lctr-multidim-boxes.csv`: SG and SG⁻ of the full boxes
//!   [1, a₁] × … × [1, a_d] (a single corner a), for sorted extents
//!   a₁ ≤ … ≤ a_d (the game is symmetric in the axes): d = 2 up to 12,
//!   d = 3 up to 10, d = 4 up to 8, d = 5 up to 6;
//! * `lctr-multidim-distribution.csv`: for every position inside a small
//!   box (every antichain), how many have each normal and misère value,
//!   how many have a non-empty diagonal shift S[1, …, 1] of value 0, and
//!   among those how many have SG(S) ≠ 0 (zero propagation fails), with
//!   the smallest such position;
//! * on standard output, the Gurvich–Ho classification of the union of the
//!   positions of [1,3]^3 and of [1,2]^4.
//!
//! Run from the repository root:
//! `cargo run --release -p hookgames-lctr --example multidim_data -- docs/data`

use std::fmt::Write as _;
use std::fs;
use std::path::PathBuf;

use hookgames_game::{Convention, Engine, FiniteAlgorithm, SgPairs};
use hookgames_lctr::{Corners, MultiBoard, MultiLctr};

/// All sorted extents 1 ≤ a₁ ≤ … ≤ a_d ≤ max.
fn sorted_extents(d: usize, max: u64) -> Vec<Vec<u64>> {
    fn rec(d: usize, lo: u64, max: u64, cur: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
        if cur.len() == d {
            out.push(cur.clone());
            return;
        }
        for x in lo..=max {
            cur.push(x);
            rec(d, x, max, cur, out);
            cur.pop();
        }
    }
    let mut out = Vec::new();
    rec(d, 1, max, &mut Vec::new(), &mut out);
    out
}

fn extent_string(a: &[u64]) -> String {
    a.iter().map(u64::to_string).collect::<Vec<_>>().join("x")
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out_dir: PathBuf = std::env::args()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("docs/data"));

    // Full boxes.
    let mut boxes = String::from("d,extent,normal,misere,diagonal_normal\n");
    for (d, max) in [(2usize, 12u64), (3, 10), (4, 8), (5, 6)] {
        let (mut diag_zero, mut failures) = (0u64, 0u64);
        for a in sorted_extents(d, max) {
            let s = Corners::full_box(&a)?;
            let pair = MultiLctr.sg_pair(&s)?;
            // SG of the diagonal shift S[1, …, 1], the box a − (1, …, 1).
            let diagonal = if a.iter().all(|&x| x >= 2) {
                let inner: Vec<u64> = a.iter().map(|&x| x - 1).collect();
                let v = MultiLctr.value(&Corners::full_box(&inner)?, Convention::Normal)?;
                if v == 0 {
                    diag_zero += 1;
                    if pair.normal != 0 {
                        failures += 1;
                    }
                }
                v.to_string()
            } else {
                String::new()
            };
            writeln!(
                boxes,
                "{d},{},{},{},{diagonal}",
                extent_string(&a),
                pair.normal,
                pair.misere
            )?;
        }
        println!(
            "full boxes d = {d}: {diag_zero} with a diagonal shift of value 0, \
             {failures} of them with SG ≠ 0"
        );
        // The cubes [1, a]^d, printed as a row per d.
        let cubes: Vec<String> = (1..=max)
            .map(|a| {
                let s = Corners::full_box(&vec![a; d]).expect("valid box");
                let p = MultiLctr.sg_pair(&s).expect("small box");
                format!("{}/{}", p.normal, p.misere)
            })
            .collect();
        println!(
            "cubes d = {d}, a = 1..={max} (normal/misère): {}",
            cubes.join(" ")
        );
    }
    fs::write(out_dir.join("lctr-multidim-boxes.csv"), &boxes)?;

    // All positions inside small boxes.
    let mut dist = String::from(
        "d,box,positions,normal_0,normal_1,normal_2,normal_3,normal_4,normal_5,\
         misere_0,misere_1,misere_2,misere_3,misere_4,misere_5,\
         diagonal_zero,zero_propagation_failures,smallest_failure\n",
    );
    let list: [&[u64]; 12] = [
        &[6, 6],
        &[8, 8],
        &[2, 2, 2],
        &[3, 3, 3],
        &[4, 4, 4],
        &[3, 4, 5],
        &[2, 2, 2, 2],
        &[2, 2, 3, 3],
        &[2, 3, 3, 3],
        &[2, 2, 2, 2, 2],
        &[2, 2, 2, 2, 3],
        &[1, 2, 2, 2, 2],
    ];
    for a in list {
        let d = a.len();
        let all = Corners::all(a, 5_000_000)?;
        let mut normal = [0u64; 6];
        let mut misere = [0u64; 6];
        let mut diag_zero = 0u64;
        let mut failures = 0u64;
        let mut smallest: Option<(u64, Corners)> = None;
        for s in &all {
            let bn = MultiBoard::new(s, Convention::Normal)?;
            let bm = MultiBoard::new(s, Convention::Misere)?;
            let (v, m) = (bn.root(), bm.root());
            assert!(v as usize <= d && m as usize <= d, "value above d at {s}");
            normal[v as usize] += 1;
            misere[m as usize] += 1;
            let ones = vec![1; d];
            if bn.contains(&ones) && bn.value(&ones) == Some(0) {
                diag_zero += 1;
                if v != 0 {
                    failures += 1;
                    let size = bn.cells();
                    if smallest.as_ref().is_none_or(|(c, t)| (size, s) < (*c, t)) {
                        smallest = Some((size, s.clone()));
                    }
                }
            }
        }
        let cols = |c: &[u64; 6]| c.iter().map(u64::to_string).collect::<Vec<_>>().join(",");
        let small = smallest
            .map(|(_, s)| format!("\"{s}\""))
            .unwrap_or_default();
        writeln!(
            dist,
            "{d},{},{},{},{},{diag_zero},{failures},{small}",
            extent_string(a),
            all.len(),
            cols(&normal),
            cols(&misere)
        )?;
        println!(
            "box {}: {} positions, normal {:?}, misère {:?}, diagonal zero {diag_zero}, \
             failures {failures}, smallest {small}",
            extent_string(a),
            all.len(),
            normal,
            misere
        );
    }
    fs::write(out_dir.join("lctr-multidim-distribution.csv"), &dist)?;

    // Gurvich–Ho classes.
    for a in [&[3u64, 3, 3][..], &[2, 2, 2, 2]] {
        let roots = Corners::all(a, 100_000)?;
        let fa = FiniteAlgorithm::from_roots(&MultiLctr, &roots, &Engine::new())?;
        let pairs = SgPairs::from_finite(fa)?;
        let c = pairs.classify();
        println!(
            "classes in box {}: pairs {:?}",
            extent_string(a),
            pairs.pair_counts()
        );
        println!(
            "  holding {:?}; domestic {:?}; tame {:?}; forced {:?}; returnable {:?}",
            c.holding(),
            c.domestic.as_ref().err(),
            c.tame.as_ref().err(),
            c.forced.as_ref().err(),
            c.returnable.as_ref().err()
        );
    }
    Ok(())
}
