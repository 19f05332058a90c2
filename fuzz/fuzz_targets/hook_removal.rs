//! Hook removal on Young diagrams (Kawanaka, Example 2.10; Motegi §2.1):
//! for a random diagram and a random box, the hook, its length, the
//! removal, the Maya-diagram move and the (l, r) pair of the rectangle all
//! agree; boxes outside the diagram give typed errors; the n-core by the
//! abacus equals the n-core by removing n-hooks one at a time, and core and
//! quotient rebuild the diagram.
#![no_main]

use hookgames_fuzz::{Bytes, partition};
use hookgames_maya::{
    MayaDiagram, RectSubset, core_and_quotient, core_by_hook_removal, from_core_and_quotient,
    n_core, n_weight,
};
use hookgames_partition::PartitionError;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    let y = partition(&mut b, 14, 40);
    let boxes: Vec<(usize, u64)> = y.boxes().collect();
    assert_eq!(boxes.len() as u64, y.size());
    let maya = MayaDiagram::from_partition(&y).unwrap();
    let (m, n) = (y.len().max(1), y.part(1).max(1));
    let rect = RectSubset::from_partition(&y, m, n).unwrap();

    if !boxes.is_empty() {
        let (i, j) = boxes[b.below(boxes.len() as u64) as usize];
        let h = y.hook_length(i, j).unwrap();
        assert_eq!(
            h,
            y.arm_length(i, j).unwrap() + y.leg_length(i, j).unwrap() as u64 + 1
        );
        let z = y.remove_hook(i, j).unwrap();
        assert_eq!(z.size() + h, y.size());
        assert!(z.len() <= y.len() && z.rows().all(|(r, p)| p <= y.part(r)));
        // Maya: the box is a stone moving h cells down.
        let (s, t) = maya.box_to_move((i, j)).unwrap();
        assert_eq!(s - t, h);
        assert_eq!(maya.move_to_box((s, t)).unwrap(), (i, j));
        assert_eq!(maya.with_move(s, t).unwrap().to_partition().unwrap(), z);
        // Motegi's I(Y): the hook is the pair (l, r) with r − l = h.
        let (l, r) = rect.hook_to_lr((i, j)).unwrap();
        assert_eq!(r - l, h);
        assert_eq!(rect.lr_to_hook((l, r)).unwrap(), (i, j));
        assert_eq!(rect.remove_hook((i, j)).unwrap().to_partition().unwrap(), z);
    }
    // Boxes just outside the diagram.
    let i = b.below(y.len() as u64 + 3) as usize + 1;
    let j = y.part(i) + 1 + b.below(3);
    assert!(matches!(
        y.remove_hook(i, j),
        Err(PartitionError::NotInDiagram { .. })
    ));
    assert!(y.hook_length(i, j).is_err());
    assert!(matches!(
        y.remove_hook(0, 1),
        Err(PartitionError::NotInDiagram { .. })
    ));
    assert!(maya.box_to_move((i, j)).is_err());

    // n-cores and n-quotients (Kawanaka §4; the abacus).
    let k = b.below(7) + 1;
    let core = n_core(&y, k).unwrap();
    assert_eq!(core, core_by_hook_removal(&y, k).unwrap());
    assert_eq!(core.size() + k * n_weight(&y, k).unwrap(), y.size());
    let (c, q) = core_and_quotient(&y, k).unwrap();
    assert_eq!(c, core);
    assert_eq!(q.len() as u64, k);
    assert_eq!(from_core_and_quotient(&c, &q).unwrap(), y);
    assert!(n_core(&y, 0).is_err());
});
