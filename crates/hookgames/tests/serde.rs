//! The facade's `serde` feature turns on every sub-crate's: one value of
//! each family of data round-trips through the facade's paths. Run with
//! `cargo test -p hookgames --features serde`.
#![cfg(feature = "serde")]

use hookgames::coxeter::CoxeterDatum;
use hookgames::game::{AlgorithmExt, Convention, DescribeMoves, SgPair};
use hookgames::lctr::{Board, LctrVariant};
use hookgames::maya::{MayaDiagram, RectSubset};
use hookgames::mhrg::{RectGame, RectPos, start_table};
use hookgames::partition::{Partition, PartitionRuns, ShiftedPartition};
use hookgames::plain::Axiom;
use hookgames::sato_welter::YoungRealization;
use hookgames::shifted::{ShiftedHookGame, TurtleMove};
use serde::Serialize;
use serde::de::DeserializeOwned;

fn round_trip<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(x: &T) -> String {
    let text = serde_json::to_string(x).unwrap();
    assert_eq!(&serde_json::from_str::<T>(&text).unwrap(), x, "{text}");
    text
}

#[test]
fn every_sub_crate_serializes_through_the_facade() {
    let y = Partition::new(vec![9, 8, 6, 5, 5, 2]).unwrap();
    assert_eq!(round_trip(&y), "[9,8,6,5,5,2]");
    round_trip(&PartitionRuns::from(&y));
    round_trip(&ShiftedPartition::new(vec![7, 6, 4, 3, 2]).unwrap());
    assert_eq!(
        round_trip(&MayaDiagram::from_partition(&y).unwrap()),
        "[14,12,9,7,6,2]"
    );
    round_trip(&RectSubset::from_partition(&Partition::new(vec![4, 4, 2]).unwrap(), 3, 5).unwrap());
    round_trip(&SgPair {
        normal: 0,
        misere: 1,
    });
    round_trip(&Axiom::P4);
    round_trip(&CoxeterDatum::path(4, 0).unwrap());
    let winning = YoungRealization.winning_moves(&y).unwrap();
    for mv in YoungRealization.describe(&y, &winning).unwrap() {
        round_trip(&mv);
    }
    let s: ShiftedPartition = "7,6,4,3,2".parse().unwrap();
    let winning = ShiftedHookGame.winning_moves(&s).unwrap();
    for mv in ShiftedHookGame.describe(&s, &winning).unwrap() {
        round_trip(&mv);
    }
    let game = RectGame::new(2, 2).unwrap();
    let p = game.position(&Partition::new(vec![2, 2]).unwrap()).unwrap();
    for turn in game.describe(&p, &game.winning_moves(&p).unwrap()).unwrap() {
        round_trip(&turn);
    }
    round_trip(&TurtleMove {
        head: 7,
        other: Some(3),
    });
    round_trip(&Board::new(LctrVariant::Lctr, &y, Convention::Misere).unwrap());
    round_trip(&RectPos::from_word(0b110_0100));
    round_trip(&start_table(5, &hookgames::game::Engine::new()).unwrap());
}
