//! Parsing: accepted notations and the typed errors for bad input.

use hookgames_partition::{
    MAX_MATERIALIZED_BYTES, ParseErrorKind, Partition, PartitionError, PartitionRuns,
    ShiftedPartition,
};

fn parts(s: &str) -> Vec<u64> {
    s.parse::<Partition>()
        .unwrap_or_else(|e| panic!("{s:?}: {e}"))
        .into_parts()
}

/// The error of parsing `s`, which must be a parse error: (position,
/// token, kind).
fn perr(s: &str) -> (usize, String, ParseErrorKind) {
    match s.parse::<Partition>() {
        Err(PartitionError::Parse {
            position,
            token,
            kind,
        }) => (position, token, kind),
        other => panic!("{s:?}: expected a parse error, got {other:?}"),
    }
}

#[test]
fn plain_notation_variants() {
    let want = vec![9, 8, 6, 5, 5, 2];
    for s in [
        "9,8,6,5,5,2",
        "9, 8, 6, 5, 5, 2",
        " 9 ,8,  6,5,5 ,2 ",
        "(9,8,6,5,5,2)",
        "[9, 8, 6, 5, 5, 2]",
        "⟦9,8,6,5,5,2⟧",
        "9,8,6,5,5,2,0,0",
    ] {
        assert_eq!(parts(s), want, "{s:?}");
    }
}

#[test]
fn empty_partition_spellings() {
    for s in [
        "", "  ", "∅", "()", "[]", "{}", "⟦⟧", "( )", "0", "0,0", "0^3",
    ] {
        assert!(parts(s).is_empty(), "{s:?}");
    }
}

#[test]
fn exponent_notation_variants() {
    let want = vec![6, 5, 4, 4, 4, 2, 2];
    for s in [
        "6,5,4^3,2^2",
        "6, 5, 4^3, 2^2",
        "6,5,4 ^ 3,2^2",
        "6^1,5,4^{3},2^{2}",
        "6,5,4^2,4,2,2", // equal neighbours merge
    ] {
        assert_eq!(parts(s), want, "{s:?}");
    }
}

#[test]
fn corner_notation_variants() {
    let want = vec![6, 5, 4, 4, 4, 2, 2];
    for s in [
        "{(6,1),(5,2),(4,5),(2,7)}",
        "{ (6, 1), (5, 2), (4, 5), (2, 7) }",
        "{(2,7),(6,1),(4,5),(5,2)}",
    ] {
        assert_eq!(parts(s), want, "{s:?}");
    }
    assert_eq!(parts("{(3,2)}"), vec![3, 3]);
}

#[test]
fn runs_parse_huge_multiplicities_without_expanding() {
    let r: PartitionRuns = "5^1000000000000".parse().unwrap();
    assert_eq!(r.runs(), &[(5, 1_000_000_000_000)]);
    assert_eq!(r.num_parts(), 1_000_000_000_000);
    assert_eq!(r.size(), 5_000_000_000_000);
    let r: PartitionRuns = "{(7,1000000000000),(3,3000000000000)}".parse().unwrap();
    assert_eq!(r.runs(), &[(7, 1_000_000_000_000), (3, 2_000_000_000_000)]);
    assert_eq!(r.to_string(), "7^1000000000000,3^2000000000000");
    // Expanding is refused with the limit named.
    match r.to_partition() {
        Err(PartitionError::TooLarge {
            limit, count, unit, ..
        }) => {
            assert_eq!((limit, unit), (MAX_MATERIALIZED_BYTES, "bytes"));
            assert_eq!(count, 8 * 3_000_000_000_000);
        }
        other => panic!("{other:?}"),
    }
    match "5^1000000000000".parse::<Partition>() {
        Err(PartitionError::TooLarge { limit, .. }) => assert_eq!(limit, MAX_MATERIALIZED_BYTES),
        other => panic!("{other:?}"),
    }
}

#[test]
fn increasing_part_is_typed_with_position() {
    let (pos, tok, kind) = perr("3,5");
    assert_eq!((pos, tok.as_str()), (3, "5"));
    assert_eq!(kind, ParseErrorKind::Increasing { part: 5, prev: 3 });
    let (pos, tok, kind) = perr("9, 8, 10");
    assert_eq!((pos, tok.as_str()), (7, "10"));
    assert_eq!(kind, ParseErrorKind::Increasing { part: 10, prev: 8 });
    // A positive part after a zero.
    let (pos, _, kind) = perr("3,0,1");
    assert_eq!(pos, 5);
    assert_eq!(kind, ParseErrorKind::Increasing { part: 1, prev: 0 });
    // Exponent notation.
    let (pos, tok, kind) = perr("4^3,5^2");
    assert_eq!((pos, tok.as_str()), (5, "5"));
    assert_eq!(kind, ParseErrorKind::Increasing { part: 5, prev: 4 });
}

#[test]
fn not_a_number_and_negative() {
    assert_eq!(
        perr("3,x"),
        (3, "x".to_string(), ParseErrorKind::NotANumber)
    );
    assert_eq!(
        perr("3,2.5"),
        (3, "2.5".to_string(), ParseErrorKind::NotANumber)
    );
    assert_eq!(
        perr("3 1"),
        (1, "3 1".to_string(), ParseErrorKind::NotANumber)
    );
    assert_eq!(
        perr("3,-1"),
        (3, "-1".to_string(), ParseErrorKind::Negative)
    );
    assert_eq!(perr("-4"), (1, "-4".to_string(), ParseErrorKind::Negative));
    assert_eq!(
        perr("4^-2"),
        (3, "-2".to_string(), ParseErrorKind::Negative)
    );
    assert_eq!(
        perr("4^x"),
        (3, "x".to_string(), ParseErrorKind::NotANumber)
    );
    assert_eq!(perr("^2"), (1, "".to_string(), ParseErrorKind::EmptyEntry));
    // Positions count characters, not bytes.
    assert_eq!(
        perr("⟦3,x⟧"),
        (4, "x".to_string(), ParseErrorKind::NotANumber)
    );
}

#[test]
fn zero_multiplicity() {
    assert_eq!(
        perr("4^0"),
        (3, "0".to_string(), ParseErrorKind::ZeroMultiplicity)
    );
    assert_eq!(
        perr("5, 4^{0}"),
        (7, "0".to_string(), ParseErrorKind::ZeroMultiplicity)
    );
}

#[test]
fn overflow() {
    // The number itself does not fit in a u64.
    assert_eq!(
        perr("18446744073709551616"),
        (
            1,
            "18446744073709551616".to_string(),
            ParseErrorKind::NumberOverflow
        )
    );
    // Each part fits, the size does not.
    assert_eq!(
        perr("18446744073709551615,1"),
        (22, "1".to_string(), ParseErrorKind::SizeOverflow)
    );
    assert_eq!(
        perr("2^9223372036854775808"),
        (1, "2".to_string(), ParseErrorKind::SizeOverflow)
    );
    // u64::MAX alone is fine (as runs; expanding it is refused by the limit).
    let r: PartitionRuns = "18446744073709551615".parse().unwrap();
    assert_eq!(r.size(), u64::MAX);
    assert!(
        "18446744073709551615"
            .parse::<Partition>()
            .unwrap()
            .conjugate()
            .is_err()
    );
    // The same rules in the constructors.
    assert_eq!(
        Partition::new(vec![u64::MAX, 1]),
        Err(PartitionError::SizeOverflow)
    );
    assert_eq!(
        PartitionRuns::new(vec![(u64::MAX, 2)]),
        Err(PartitionError::SizeOverflow)
    );
}

#[test]
fn syntax_errors() {
    assert_eq!(
        perr("3,,1"),
        (3, "".to_string(), ParseErrorKind::EmptyEntry)
    );
    assert_eq!(
        perr("3,1,"),
        (5, "".to_string(), ParseErrorKind::EmptyEntry)
    );
    assert_eq!(
        perr("(3,1"),
        (1, "(".to_string(), ParseErrorKind::UnbalancedBracket)
    );
    assert_eq!(
        perr("[3,1)"),
        (1, "[".to_string(), ParseErrorKind::UnbalancedBracket)
    );
    assert_eq!(
        perr("3,1)"),
        (4, ")".to_string(), ParseErrorKind::UnbalancedBracket)
    );
    assert_eq!(
        perr("{(3,1)"),
        (1, "{".to_string(), ParseErrorKind::UnbalancedBracket)
    );
    let (pos, tok, kind) = perr("{(6,1)(5,2)}");
    assert_eq!((pos, tok.as_str()), (7, "("));
    assert!(matches!(kind, ParseErrorKind::Expected(_)));
    let (pos, _, kind) = perr("{(6;1)}");
    assert_eq!(pos, 3);
    assert_eq!(kind, ParseErrorKind::NotANumber);
    let (pos, tok, kind) = perr("{6,1}");
    assert_eq!((pos, tok.as_str()), (2, "6"));
    assert!(matches!(kind, ParseErrorKind::Expected(_)));
}

#[test]
fn corner_errors() {
    // Same row twice.
    assert_eq!(
        perr("{(6,1),(5,1)}"),
        (
            8,
            "(5,1)".to_string(),
            ParseErrorKind::ComparableCorners { other: (6, 1) }
        )
    );
    // A lower corner that is not shorter.
    assert_eq!(
        perr("{(6,1),(7,2)}"),
        (
            8,
            "(7,2)".to_string(),
            ParseErrorKind::ComparableCorners { other: (6, 1) }
        )
    );
    // The later one in the input is blamed even if it sorts first.
    assert_eq!(
        perr("{(4,2),(4,1)}"),
        (
            8,
            "(4,1)".to_string(),
            ParseErrorKind::ComparableCorners { other: (4, 2) }
        )
    );
    assert_eq!(
        perr("{(0,1)}"),
        (3, "0".to_string(), ParseErrorKind::ZeroCoordinate)
    );
    assert_eq!(
        perr("{(3,0)}"),
        (5, "0".to_string(), ParseErrorKind::ZeroCoordinate)
    );
}

#[test]
fn error_messages_say_what_and_where() {
    let e = "9,8,10".parse::<Partition>().unwrap_err();
    assert_eq!(
        e.to_string(),
        "cannot parse \"10\" at position 5: part 10 is larger than the part 8 before it"
    );
    let e = Partition::new(vec![5, 7]).unwrap_err();
    assert_eq!(e.to_string(), "part 2 (7) is larger than part 1 (5)");
    let e = Partition::new(vec![3, 1])
        .unwrap()
        .hook_length(2, 2)
        .unwrap_err();
    assert_eq!(e.to_string(), "box (2, 2) is not in the diagram of 3,1");
    let e = Partition::new(vec![1 << 40])
        .unwrap()
        .conjugate()
        .unwrap_err();
    assert!(e.to_string().contains("268435456"), "{e}");
}

#[test]
fn runs_constructor_errors() {
    assert_eq!(
        PartitionRuns::new(vec![(3, 1), (3, 2)]),
        Err(PartitionError::RunOrder {
            index: 2,
            part: 3,
            prev: 3
        })
    );
    assert_eq!(
        PartitionRuns::new(vec![(3, 1), (0, 2)]),
        Err(PartitionError::ZeroRun {
            index: 2,
            part: 0,
            multiplicity: 2
        })
    );
    assert_eq!(
        PartitionRuns::new(vec![(3, 0)]),
        Err(PartitionError::ZeroRun {
            index: 1,
            part: 3,
            multiplicity: 0
        })
    );
}

#[test]
fn shifted_parsing() {
    let s: ShiftedPartition = "7, 6, 4, 3, 2".parse().unwrap();
    assert_eq!(s.parts(), &[7, 6, 4, 3, 2]);
    assert_eq!(
        "{(7,1),(6,2),(4,3)}"
            .parse::<ShiftedPartition>()
            .unwrap()
            .parts(),
        &[7, 6, 4]
    );
    assert_eq!(
        "5,3,0".parse::<ShiftedPartition>().unwrap().parts(),
        &[5, 3]
    );
    assert!("∅".parse::<ShiftedPartition>().unwrap().is_empty());
    let not_strict = |s: &str| match s.parse::<ShiftedPartition>() {
        Err(PartitionError::Parse {
            position,
            kind: ParseErrorKind::NotStrict { part, prev },
            ..
        }) => (position, part, prev),
        other => panic!("{s:?}: {other:?}"),
    };
    assert_eq!(not_strict("5,5"), (3, 5, 5));
    assert_eq!(not_strict("3,4"), (3, 4, 3));
    assert_eq!(not_strict("5^2"), (1, 5, 5));
    assert_eq!(not_strict("{(5,2)}"), (2, 5, 5));
    assert_eq!(not_strict("3,0,1"), (5, 1, 0));
    assert_eq!(
        ShiftedPartition::new(vec![4, 4]),
        Err(PartitionError::NotStrict {
            index: 2,
            part: 4,
            prev: 4
        })
    );
}
