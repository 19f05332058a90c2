//! Every string: parsing as `ShiftedPartition` never panics; what parses is
//! strict, prints back to itself, and its shifted hooks are consistent
//! (hook lengths, hook removal).
#![no_main]

use hookgames_partition::{Partition, ShiftedPartition};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(s) = std::str::from_utf8(data) else {
        return;
    };
    let shifted = match s.parse::<ShiftedPartition>() {
        Ok(x) => x,
        Err(e) => {
            let _ = e.to_string();
            return;
        }
    };
    assert!(shifted.parts().windows(2).all(|w| w[0] > w[1]));
    assert_eq!(
        shifted.to_string().parse::<ShiftedPartition>().as_ref(),
        Ok(&shifted)
    );
    // A strict partition is also a partition, read the same way.
    let plain: Partition = s.parse().expect("a strict partition is a partition");
    assert_eq!(plain.parts(), shifted.parts());
    if shifted.size() <= 2_000 {
        let corners = shifted.corners();
        for &(i, j) in &corners {
            assert!(shifted.contains(i, j));
        }
        for ((i, j), h) in shifted.hooks() {
            assert_eq!(shifted.hook_length(i, j), Ok(h));
            let after = shifted.remove_hook(i, j).expect("a box of the diagram");
            assert_eq!(after.size() + h, shifted.size());
        }
    } else {
        // Large diagrams: a few boxes only.
        for (i, &p) in shifted.parts().iter().enumerate().take(3) {
            let j = i as u64 + p; // the last box of row i+1 (shifted columns)
            let h = shifted.hook_length(i + 1, j).expect("last box of a row");
            let after = shifted.remove_hook(i + 1, j).expect("last box of a row");
            assert_eq!(after.size() + h, shifted.size());
        }
    }
});
