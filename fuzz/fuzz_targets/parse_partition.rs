//! Every string: parsing as `Partition` and `PartitionRuns` never panics;
//! what parses prints back to itself in all three notations (plain,
//! exponent, corner), and the two parsers agree.
#![no_main]

use hookgames_partition::{Partition, PartitionError, PartitionRuns};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(s) = std::str::from_utf8(data) else {
        return;
    };
    let runs = s.parse::<PartitionRuns>();
    // Expanding up to MAX_MATERIALIZED (2^28) parts is allowed but costs
    // gigabytes: the fuzzer skips the expansion between 10^5 parts and the
    // limit (beyond the limit the refusal is cheap and is checked).
    if let Ok(r) = &runs {
        let k = r.num_parts();
        if k > 100_000 && k <= hookgames_partition::MAX_MATERIALIZED {
            return;
        }
    }
    let plain = s.parse::<Partition>();
    match (&runs, &plain) {
        (Ok(r), Ok(p)) => {
            assert_eq!(&r.to_partition().unwrap(), p);
            assert_eq!(r.size(), p.size());
            assert_eq!(r.num_parts(), p.len() as u64);
            assert_eq!(r.durfee_length(), p.durfee_length() as u64);
            assert_eq!(p.to_string().parse::<Partition>().as_ref(), Ok(p));
            assert_eq!(
                p.exponent_notation()
                    .to_string()
                    .parse::<Partition>()
                    .as_ref(),
                Ok(p)
            );
            assert_eq!(
                p.corner_notation()
                    .to_string()
                    .parse::<Partition>()
                    .as_ref(),
                Ok(p)
            );
            assert_eq!(&PartitionRuns::from(p), r);
            if p.part(1) <= 100_000
                && let Ok(c) = p.conjugate()
            {
                assert_eq!(c.size(), p.size());
                assert_eq!(c.conjugate().as_ref(), Ok(p));
                assert_eq!(PartitionRuns::from(&c), r.conjugate());
            }
        }
        (Ok(r), Err(e)) => {
            // Only materializing may fail once the runs parsed.
            assert!(matches!(e, PartitionError::TooLarge { .. }), "{s:?}: {e}");
            assert!(r.num_parts() > hookgames_partition::MAX_MATERIALIZED);
        }
        (Err(a), Err(b)) => assert_eq!(a, b),
        (Err(e), Ok(p)) => panic!("{s:?}: runs failed with {e} but the partition {p} parsed"),
    }
    if let Ok(r) = &runs {
        assert_eq!(r.to_string().parse::<PartitionRuns>().as_ref(), Ok(r));
        assert_eq!(
            r.corner_notation()
                .to_string()
                .parse::<PartitionRuns>()
                .as_ref(),
            Ok(r)
        );
        let c = r.conjugate();
        assert_eq!(c.size(), r.size());
        assert_eq!(&c.conjugate(), r);
        assert_eq!(c.durfee_length(), r.durfee_length());
        let corners = r.corners();
        assert_eq!(corners.len(), r.runs().len());
        // Part lookups agree with the runs at every run boundary.
        // (part() is 1-based, like λ_i.)
        let mut row = 0u64;
        for &(part, mult) in r.runs() {
            assert_eq!(r.part(row + 1), part);
            row += mult;
            assert_eq!(r.part(row), part);
        }
        assert_eq!(r.part(row + 1), 0);
        assert_eq!(r.part(0), 0);
    }
    // The error messages render (a panic in Display would show here).
    if let Err(e) = &runs {
        let _ = e.to_string();
    }
});
