//! Bad input gets a typed error, never a panic, and every message says what
//! was wrong and what to do instead.

mod common;

use common::part;
use hookgames_game::{Convention, SgPair};
use hookgames_lctr::{
    Board, CellGame, Downright, Family, Lctr, LctrError, LctrVariant, MAX_BOARD_CELLS,
    MAX_FAMILY_SIDE, MAX_TREE_CELLS, RunsIndex,
};
use hookgames_partition::{Partition, PartitionRuns};

const CONVENTIONS: [Convention; 2] = [Convention::Normal, Convention::Misere];

/// Every way to ask Downright about ∅ — the unit struct's methods, the
/// variant's, the board, the runs, the index, the families — is the one
/// typed error; LCTR on ∅ is the terminal position.
#[test]
fn downright_on_the_empty_partition() {
    let e = Partition::empty();
    let er = PartitionRuns::empty();
    let err = Err(LctrError::EmptyDownright);
    for play in CONVENTIONS {
        assert_eq!(Downright.value(&e, play), err);
        assert_eq!(Downright.grundy_strips(&e, play), err);
        assert_eq!(Downright.grundy_dp(&e, play), err);
        assert_eq!(Downright.grundy_runs(&er, play), err);
        assert_eq!(Downright.grundy_runs_strips(&er, play), err);
        let d = LctrVariant::Downright;
        assert_eq!(d.value(&e, play), err);
        assert_eq!(d.grundy_strips(&e, play), err);
        assert_eq!(d.grundy_dp(&e, play), err);
        assert_eq!(d.grundy_runs(&er, play), err);
        assert_eq!(d.grundy_runs_strips(&er, play), err);
        let index = RunsIndex::new(&er);
        assert_eq!(index.value(Downright, play), err);
        assert_eq!(index.grundy_strips(Downright, play), err);
        assert_eq!(
            Board::new(Downright, &e, play).unwrap_err(),
            LctrError::EmptyDownright
        );
    }
    assert_eq!(Downright.sg_pair(&e), Err(LctrError::EmptyDownright));
    assert_eq!(
        LctrVariant::Downright.sg_pair(&e),
        Err(LctrError::EmptyDownright)
    );
    assert_eq!(
        Downright.tree_parameters(&e),
        Err(LctrError::EmptyDownright)
    );
    assert_eq!(
        LctrVariant::Downright.tree_parameters(&e),
        Err(LctrError::EmptyDownright)
    );
    assert_eq!(
        Family::Staircase { r: 0 }.value(Downright),
        Err(LctrError::EmptyDownright)
    );
    assert_eq!(
        Family::Staircase { r: 0 }.tree_parameters(Downright),
        Err(LctrError::EmptyDownright)
    );
    assert_eq!(
        LctrError::EmptyDownright.to_string(),
        "Downright is not defined on the empty partition: the rook needs a starting box \
         (start from a partition with at least one box, or play LCTR, where ∅ is terminal)"
    );
    // LCTR on ∅ is the terminal position: a (0,1)-position.
    let end = SgPair {
        normal: 0,
        misere: 1,
    };
    assert_eq!(Lctr.sg_pair(&e), Ok(end));
    assert_eq!(LctrVariant::Lctr.sg_pair(&e), Ok(end));
    assert_eq!(Lctr.grundy_runs(&er, Convention::Misere), Ok(1));
    assert_eq!(
        Board::new(Lctr, &e, Convention::Normal)
            .unwrap()
            .to_string(),
        "0"
    );
    assert_eq!(Lctr.tree_parameters(&e).unwrap().states, 1);
    // A Downright cell game from ∅ has no move: the root is an end.
    assert!(hookgames_game::Algorithm::is_end(&CellGame::new(Downright, e), &(0, 0)).unwrap());
}

#[test]
fn limits_are_checked_before_allocating() {
    let huge = part(&[u64::MAX / 2, u64::MAX / 2]);
    let err = Board::new(Lctr, &huge, Convention::Normal).unwrap_err();
    assert_eq!(
        err,
        LctrError::TooLarge {
            what: "the number of boxes of the board",
            value: u64::MAX - 1,
            limit_name: "MAX_BOARD_CELLS",
            limit: MAX_BOARD_CELLS,
            instead: "use a smaller partition, or the O(log r) value `grundy`, which has no \
                      size limit",
        }
    );
    assert_eq!(
        err.to_string(),
        format!(
            "the number of boxes of the board is {}, more than the limit MAX_BOARD_CELLS = \
             {MAX_BOARD_CELLS}; use a smaller partition, or the O(log r) value `grundy`, which \
             has no size limit",
            u64::MAX - 1
        )
    );
    assert_eq!(Lctr.grundy_dp(&huge, Convention::Misere), Err(err.clone()));
    assert_eq!(
        LctrVariant::Downright.grundy_dp(&huge, Convention::Normal),
        Err(err)
    );
    let big = part(&[MAX_TREE_CELLS + 1]);
    let err = Lctr.tree_parameters(&big).unwrap_err();
    assert!(matches!(
        err,
        LctrError::TooLarge {
            limit_name: "MAX_TREE_CELLS",
            ..
        }
    ));
    assert_eq!(
        err.to_string(),
        format!(
            "the number of boxes of the partition is {}, more than the limit MAX_TREE_CELLS = \
             {MAX_TREE_CELLS}; use a smaller partition, or the closed forms of Table 1 \
             (`Family::tree_parameters`) for a gamma, staircase or rectangle",
            MAX_TREE_CELLS + 1
        )
    );
    assert_eq!(Downright.tree_parameters(&big), Err(err));
    // The fast algorithm has no limit.
    assert_eq!(Lctr.value(&huge, Convention::Normal), Ok(2)); // Lemma 13, λ_1 = λ_2 odd
    let family = Family::Rectangle {
        rows: 1 << 16,
        cols: 1,
    };
    let err = family.tree_parameters(Lctr).unwrap_err();
    assert!(matches!(
        err,
        LctrError::TooLarge { limit: MAX_FAMILY_SIDE, value, .. } if value == (1 << 16) + 1
    ));
    assert_eq!(
        err.to_string(),
        format!(
            "the side (rows + columns, or the staircase side) of the shape is {}, more than the \
             limit MAX_FAMILY_SIDE = {MAX_FAMILY_SIDE}; use a smaller shape; `Family::value` \
             has no limit, and the exponent representation (`PartitionRuns`) holds any shape",
            (1 << 16) + 1
        )
    );
    assert_eq!(family.partition(), Err(err));
    assert_eq!(family.value(Lctr), Ok(2));
}

#[test]
fn bad_shapes() {
    assert_eq!(
        Lctr.grundy_few_rows(&[3, 5]),
        Err(LctrError::Increasing {
            index: 2,
            part: 5,
            prev: 3
        })
    );
    assert_eq!(
        Lctr.grundy_few_rows(&[3, 5]).unwrap_err().to_string(),
        "part 2 (5) is larger than part 1 (3); the parts of a partition must be non-increasing"
    );
    assert_eq!(
        Lctr.grundy_few_rows(&[4, 3, 2, 1]),
        Err(LctrError::TooManyRows { rows: 4, limit: 3 })
    );
    assert_eq!(
        Lctr.grundy_few_rows(&[4, 3, 2, 1]).unwrap_err().to_string(),
        "4 non-zero parts given, but at most 3 are allowed here (Lemmas 12–14 cover at most \
         three rows; use `Lctr::value` for any partition)"
    );
    assert_eq!(Lctr.grundy_few_rows(&[4, 3, 2, 0, 0]), Ok(0));
    let zero = Family::Gamma { rows: 0, cols: 3 };
    assert_eq!(
        zero.value(Lctr),
        Err(LctrError::ZeroParameter {
            what: "number of rows"
        })
    );
    assert_eq!(
        zero.partition().unwrap_err().to_string(),
        "the number of rows must be at least 1, got 0 (a rectangle or gamma has at least one \
         row and one column; the empty diagram is `Family::Staircase { r: 0 }`)"
    );
    assert_eq!(
        Family::Rectangle { rows: 2, cols: 0 }.tree_parameters(Lctr),
        Err(LctrError::ZeroParameter {
            what: "number of columns"
        })
    );
}
