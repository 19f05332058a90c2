//! The `serde` feature: Turning Turtles moves round-trip through JSON.
//! Run with `cargo test -p hookgames-shifted --features serde`.
#![cfg(feature = "serde")]

use hookgames_shifted::{TurningTurtles, TurtleMove};
use quickcheck::quickcheck;
use serde_json::json;

quickcheck! {
    fn turtle_moves_round_trip(head: u64, other: Option<u64>) -> bool {
        let mv = TurtleMove { head, other };
        let json = serde_json::to_string(&mv).unwrap();
        serde_json::from_str::<TurtleMove>(&json).unwrap() == mv
            && serde_json::to_value(mv).unwrap() == json!({"head": head, "other": other})
    }

    /// The moves a game lists round-trip and stay legal.
    fn listed_moves_round_trip(heads: u16) -> bool {
        let game = TurningTurtles::new(16).unwrap();
        let heads = u64::from(heads);
        game.moves(&heads).all(|mv| {
            let back: TurtleMove = serde_json::from_value(serde_json::to_value(mv).unwrap()).unwrap();
            back == mv && game.apply(&heads, back).is_ok()
        })
    }

    /// Arbitrary JSON reads as exactly the move written, or fails.
    fn arbitrary_json_turtle_moves(head: i64, other: Option<i64>) -> bool {
        let j = json!({"head": head, "other": other});
        match serde_json::from_value::<TurtleMove>(j) {
            Ok(mv) => i64::try_from(mv.head) == Ok(head) && mv.other.map(|o| o as i64) == other,
            Err(_) => head < 0 || other.is_some_and(|o| o < 0),
        }
    }
}
