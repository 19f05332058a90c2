//! The `serde` feature: the moves of both realizations round-trip through
//! JSON, and arbitrary JSON either reads as a consistent move or fails.
//! Run with `cargo test -p hookgames-sato-welter --features serde`.
#![cfg(feature = "serde")]

use hookgames_game::{AlgorithmExt, DescribeMoves};
use hookgames_maya::MayaDiagram;
use hookgames_partition::Partition;
use hookgames_sato_welter::{Move, OneLineRealization, StoneMove, YoungRealization};
use quickcheck::{Arbitrary, Gen, quickcheck};
use serde_json::json;

#[derive(Clone, Debug)]
struct P(Partition);

impl Arbitrary for P {
    fn arbitrary(g: &mut Gen) -> Self {
        let len = usize::arbitrary(g) % 7;
        let mut v: Vec<u64> = (0..len).map(|_| 1 + u64::arbitrary(g) % 9).collect();
        v.sort_unstable_by(|a, b| b.cmp(a));
        P(Partition::new(v).unwrap())
    }
}

quickcheck! {
    fn moves_round_trip(y: P, t: u8) -> bool {
        let t = u64::from(t % 8);
        let followers = YoungRealization.options_with_value(&y.0, t).unwrap();
        let moves = YoungRealization.describe(&y.0, &followers).unwrap();
        let board = MayaDiagram::from_partition(&y.0).unwrap();
        let boards = OneLineRealization.options_with_value(&board, t).unwrap();
        let stones = OneLineRealization.describe(&board, &boards).unwrap();
        moves.iter().all(|mv| {
            let json = serde_json::to_string(mv).unwrap();
            serde_json::from_str::<Move>(&json).unwrap() == *mv
        }) && stones.iter().all(|mv| {
            let json = serde_json::to_string(mv).unwrap();
            serde_json::from_str::<StoneMove>(&json).unwrap() == *mv
        })
    }

    /// Arbitrary fields read as a move that is consistent in itself, or fail.
    fn arbitrary_json_moves(from: u8, to: u8, row: u8, col: u8, stones: Vec<u8>) -> bool {
        let (from, to) = (u64::from(from % 12), u64::from(to % 12));
        let stones: Vec<u64> = stones.into_iter().map(|s| u64::from(s % 12)).collect();
        let sm = json!({"from": from, "to": to, "row": row % 3, "col": col % 3, "result": stones});
        let ok_stone = match serde_json::from_value::<StoneMove>(sm) {
            Ok(mv) => mv.to < mv.from && mv.row >= 1 && mv.col >= 1
                && mv.result.contains(mv.to) && !mv.result.contains(mv.from)
                && mv.distance() == mv.from - mv.to,
            Err(_) => true,
        };
        let m = json!({"row": row % 3, "col": col % 3, "hook_length": to, "result": stones});
        let ok_move = match serde_json::from_value::<Move>(m) {
            Ok(mv) => mv.row >= 1 && mv.col >= 1 && mv.hook_length >= 1
                && mv.result.parts().windows(2).all(|w| w[0] >= w[1]),
            Err(_) => true,
        };
        ok_stone && ok_move
    }
}

#[test]
fn documented_forms_and_errors() {
    let y = Partition::new(vec![9, 8, 6, 5, 5, 2]).unwrap();
    let board = MayaDiagram::from_partition(&y).unwrap();
    let winning = OneLineRealization.winning_moves(&board).unwrap();
    let mv = OneLineRealization
        .describe(&board, &winning)
        .unwrap()
        .into_iter()
        .next()
        .unwrap();
    let v = serde_json::to_value(&mv).unwrap();
    assert_eq!(v["from"], json!(mv.from));
    assert_eq!(v["result"], serde_json::to_value(&mv.result).unwrap());
    let e = serde_json::from_value::<StoneMove>(
        json!({"from": 2, "to": 5, "row": 1, "col": 1, "result": [5]}),
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("moves down"), "{e}");
    let e = serde_json::from_value::<StoneMove>(
        json!({"from": 5, "to": 2, "row": 1, "col": 1, "result": [5]}),
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("a stone on 2 and none on 5"), "{e}");
    let e =
        serde_json::from_value::<Move>(json!({"row": 1, "col": 1, "hook_length": 0, "result": []}))
            .unwrap_err()
            .to_string();
    assert!(e.contains("hook length 0"), "{e}");
}
