//! Bad input gets a typed error, never a panic.

mod common;

use common::part;
use hookgames_lctr::{
    Board, Family, Game, LctrError, MAX_BOARD_CELLS, MAX_FAMILY_SIDE, MAX_TREE_CELLS, Play,
    dp_grundy, few_rows_grundy, grundy, sg_pair, tree_stats,
};
use hookgames_partition::Partition;

#[test]
fn downright_on_the_empty_partition() {
    let e = Partition::empty();
    for play in [Play::Normal, Play::Misere] {
        assert_eq!(
            grundy(Game::Downright, play, &e),
            Err(LctrError::EmptyDownright)
        );
        assert_eq!(
            dp_grundy(Game::Downright, play, &e),
            Err(LctrError::EmptyDownright)
        );
        assert_eq!(
            Board::new(Game::Downright, play, &e).unwrap_err(),
            LctrError::EmptyDownright
        );
    }
    assert_eq!(sg_pair(Game::Downright, &e), Err(LctrError::EmptyDownright));
    assert_eq!(
        tree_stats(Game::Downright, &e),
        Err(LctrError::EmptyDownright)
    );
    assert_eq!(
        Family::Staircase { r: 0 }.grundy(Game::Downright),
        Err(LctrError::EmptyDownright)
    );
    assert_eq!(
        LctrError::EmptyDownright.to_string(),
        "Downright is not defined on the empty partition: the rook needs a starting box"
    );
    // LCTR on ∅ is the terminal position.
    assert_eq!(sg_pair(Game::Lctr, &e), Ok((0, 1)));
    assert_eq!(
        Board::new(Game::Lctr, Play::Normal, &e)
            .unwrap()
            .to_string(),
        "0"
    );
}

#[test]
fn limits_are_checked_before_allocating() {
    let huge = part(&[u64::MAX / 2, u64::MAX / 2]);
    let err = Board::new(Game::Lctr, Play::Normal, &huge).unwrap_err();
    assert_eq!(
        err,
        LctrError::TooLarge {
            what: "the number of boxes of the board",
            value: u64::MAX - 1,
            limit_name: "MAX_BOARD_CELLS",
            limit: MAX_BOARD_CELLS,
        }
    );
    assert_eq!(
        err.to_string(),
        format!(
            "the number of boxes of the board is {}, more than the limit MAX_BOARD_CELLS = {MAX_BOARD_CELLS}",
            u64::MAX - 1
        )
    );
    assert!(matches!(
        dp_grundy(Game::Lctr, Play::Misere, &huge),
        Err(LctrError::TooLarge { .. })
    ));
    let big = part(&[MAX_TREE_CELLS + 1]);
    assert!(matches!(
        tree_stats(Game::Lctr, &big),
        Err(LctrError::TooLarge {
            limit_name: "MAX_TREE_CELLS",
            ..
        })
    ));
    // The fast algorithm has no limit.
    assert_eq!(grundy(Game::Lctr, Play::Normal, &huge), Ok(2)); // Lemma 13, λ_1 = λ_2 odd
    let family = Family::Rectangle {
        rows: 1 << 16,
        cols: 1,
    };
    assert!(matches!(
        family.tree_stats(Game::Lctr),
        Err(LctrError::TooLarge { limit: MAX_FAMILY_SIDE, value, .. }) if value == (1 << 16) + 1
    ));
    assert!(matches!(
        family.partition(),
        Err(LctrError::TooLarge { .. })
    ));
    assert_eq!(family.grundy(Game::Lctr), Ok(2));
}

#[test]
fn bad_shapes() {
    assert_eq!(
        few_rows_grundy(&[3, 5]),
        Err(LctrError::Increasing {
            index: 2,
            part: 5,
            prev: 3
        })
    );
    assert_eq!(
        few_rows_grundy(&[3, 5]).unwrap_err().to_string(),
        "part 2 (5) is larger than part 1 (3)"
    );
    assert_eq!(
        few_rows_grundy(&[4, 3, 2, 1]),
        Err(LctrError::TooManyRows { rows: 4, limit: 3 })
    );
    assert_eq!(few_rows_grundy(&[4, 3, 2, 0, 0]), Ok(0));
    let zero = Family::Gamma { rows: 0, cols: 3 };
    assert_eq!(
        zero.grundy(Game::Lctr),
        Err(LctrError::ZeroParameter {
            what: "number of rows"
        })
    );
    assert_eq!(
        zero.partition().unwrap_err().to_string(),
        "the number of rows must be at least 1, got 0"
    );
    assert!(
        Family::Rectangle { rows: 2, cols: 0 }
            .tree_stats(Game::Lctr)
            .is_err()
    );
}
