//! Round trips between the encodings of a diagram: diagonal expressions
//! (Abuku–Tada, Definitions 3.2 and 5.7), Maya diagrams and β-numbers,
//! Motegi's subsets I(Y) with their rank, mirror and dual; arbitrary value
//! sequences and cell sets are accepted or refused with a typed error.
#![no_main]

use hookgames_fuzz::{Bytes, partition, shifted};
use hookgames_maya::{
    MayaDiagram, RectSubset, beta_numbers, dual_in_rectangle, partition_from_beta_numbers,
};
use hookgames_partition::{DiagonalExpr, ShiftedDiagonalExpr};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    let y = partition(&mut b, 12, 30);
    let m = y.len().max(1) + b.below(3) as usize;
    let n = y.part(1).max(1) + b.below(3);

    // Diagonal expression of Y in Y_{m,n}.
    let d = DiagonalExpr::from_partition(&y, m, n).unwrap();
    assert_eq!(d.to_partition(), y);
    assert_eq!(d.size(), y.size());
    assert_eq!(
        DiagonalExpr::new(m, n, d.values().to_vec()).as_ref(),
        Ok(&d)
    );
    let intervals = d.intervals().unwrap();
    assert_eq!(intervals.len() as u64, y.size());
    for &(l, r) in intervals.iter().take(8) {
        let (i, j) = d.interval_box(l, r).unwrap();
        assert_eq!(d.hook_interval(i, j).unwrap(), (l, r));
        assert_eq!(y.hook_length(i, j).unwrap(), (r - l + 1) as u64);
        assert!(d.interval(l, r).is_ok());
    }
    // Arbitrary sequences: a diagonal expression or a typed refusal.
    let len = b.below(12) as usize;
    let values: Vec<u64> = (0..len).map(|_| b.below(6)).collect();
    let dm = b.below(len as u64 + 1) as usize;
    let dn = (len as u64).saturating_sub(dm as u64 + 1);
    if let Ok(e) = DiagonalExpr::new(dm, dn, values) {
        let z = e.to_partition();
        assert_eq!(DiagonalExpr::from_partition(&z, dm, dn).as_ref(), Ok(&e));
    }

    // Maya diagrams and β-numbers.
    let stones = y.len() + b.below(4) as usize;
    let betas = beta_numbers(&y, stones).unwrap();
    assert_eq!(partition_from_beta_numbers(&betas).unwrap(), y);
    let maya = MayaDiagram::from_partition_with_stones(&y, stones).unwrap();
    assert_eq!(maya.count(), stones);
    assert_eq!(maya.to_partition().unwrap(), y);
    assert_eq!(maya.partition_size(), y.size());
    assert_eq!(
        maya.reduced(),
        MayaDiagram::from_partition(&y).unwrap().reduced()
    );
    let cells: Vec<u64> = (0..b.below(10)).map(|_| b.below(100)).collect();
    if let Ok(md) = MayaDiagram::new(cells.iter().copied()) {
        let z = md.to_partition().unwrap();
        assert_eq!(
            MayaDiagram::from_partition_with_stones(&z, md.count()).unwrap(),
            md
        );
        for (s, t) in md.moves().take(6) {
            let after = md.with_move(s, t).unwrap();
            assert_eq!(after.partition_size() + (s - t), md.partition_size());
        }
    }

    // Motegi's I(Y) in Y_{m,n}.
    {
        let i = RectSubset::from_partition(&y, m, n).unwrap();
        assert_eq!(i.to_partition().unwrap(), y);
        let rank = i.rank().unwrap();
        assert!(rank < RectSubset::count(m, n).unwrap());
        assert_eq!(RectSubset::unrank(m, n, rank).unwrap(), i);
        let mirror = i.mirror();
        assert_eq!(mirror.mirror(), i);
        assert_eq!(
            mirror.to_partition().unwrap(),
            dual_in_rectangle(&y, m, n).unwrap()
        );
        assert!(RectSubset::unrank(m, n, RectSubset::count(m, n).unwrap()).is_err());
    }

    // Shifted diagonal expressions and the moves of Lemma 5.8.
    let s = shifted(&mut b, 9);
    let top = s.part(1).max(1) + b.below(3);
    let sd = ShiftedDiagonalExpr::from_shifted(&s, top).unwrap();
    assert_eq!(sd.to_shifted(), s);
    for mv in sd.moves().unwrap() {
        let after = sd.apply(mv).unwrap().to_shifted();
        if let Some(h) = mv.hook_length() {
            assert_eq!(after.size() + h, s.size());
        }
    }
});
