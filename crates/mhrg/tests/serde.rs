//! The `serde` feature: positions, moves, games and tables of values
//! round-trip through JSON, and arbitrary JSON either reads as a valid
//! value (for tables: the values the solver finds) or fails. Run with
//! `cargo test -p hookgames-mhrg --features serde`.
#![cfg(feature = "serde")]

use hookgames_mhrg::{
    PositionSpace, PositionValues, RectGame, RectPos, StartTable, solve_positions, start_table,
};
use quickcheck::quickcheck;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::json;

fn round_trips<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(x: &T) -> bool {
    let text = serde_json::to_string(x).expect("serializes");
    let back: T = serde_json::from_str(&text).expect("reads back what it wrote");
    back == *x
}

fn sides(m: u8, n: u8) -> (usize, u64) {
    (usize::from(m % 5) + 1, u64::from(n % 6) + 1)
}

quickcheck! {
    fn positions_round_trip(word: u64) -> bool {
        let p = RectPos::from_word(word);
        round_trips(&p) && serde_json::to_value(p).unwrap() == json!(p.elements().collect::<Vec<_>>())
    }

    fn games_and_moves_round_trip(m: u8, n: u8, rank: u64) -> bool {
        let (m, n) = sides(m, n);
        let game = RectGame::new(m, n).unwrap();
        let space = PositionSpace::new(m, n).unwrap();
        let p = space.iter().nth((rank % space.count()) as usize).unwrap();
        let y = game.partition(&p).unwrap();
        round_trips(&game)
            && round_trips(&space)
            && game.moves(&p).unwrap().iter().all(round_trips)
            && game.valued_moves(&y).unwrap().iter().all(round_trips)
    }

    fn position_values_round_trip(m: u8, n: u8) -> bool {
        let (m, n) = sides(m, n);
        let values = solve_positions(m, n, &hookgames_game::Engine::new()).unwrap();
        let back: PositionValues = serde_json::from_str(&serde_json::to_string(&values).unwrap()).unwrap();
        back.iter().eq(values.iter()) && back.space() == values.space()
    }

    /// A table with one value changed (or cut short) is refused; the true
    /// one reads as the solver's table.
    fn arbitrary_position_values(m: u8, n: u8, at: usize, delta: u8, cut: bool) -> bool {
        let (m, n) = sides(m, n);
        let truth: Vec<u64> = solve_positions(m, n, &hookgames_game::Engine::new()).unwrap().iter().map(|(_, v)| v).collect();
        let mut values = truth.clone();
        let k = at % values.len();
        values[k] += u64::from(delta % 3);
        if cut {
            values.pop();
        }
        match serde_json::from_value::<PositionValues>(json!({"m": m, "n": n, "values": values})) {
            Ok(read) => values == truth && read.iter().map(|(_, v)| v).eq(truth),
            Err(_) => values != truth,
        }
    }

    fn arbitrary_json_positions(elements: Vec<u8>) -> bool {
        let elements: Vec<u64> = elements.into_iter().map(|x| u64::from(x % 70)).collect();
        let mut distinct = elements.clone();
        distinct.sort_unstable();
        distinct.dedup();
        let valid = distinct.len() == elements.len() && elements.iter().all(|&x| (1..=64).contains(&x));
        match serde_json::from_value::<RectPos>(json!(elements)) {
            Ok(p) => valid && p.elements().collect::<Vec<_>>() == distinct,
            Err(_) => !valid,
        }
    }

    fn arbitrary_json_games(m: usize, n: u64) -> bool {
        let (m, n) = (m % 40, n % 40);
        match serde_json::from_value::<RectGame>(json!({"m": m, "n": n})) {
            Ok(g) => RectGame::new(m, n).as_ref() == Ok(&g),
            Err(_) => RectGame::new(m, n).is_err(),
        }
    }
}

#[test]
fn start_tables_round_trip_and_wrong_entries_are_refused() {
    for max in 0..=6 {
        let t = start_table(max, &hookgames_game::Engine::new()).unwrap();
        assert!(round_trips(&t));
        let v = serde_json::to_value(&t).unwrap();
        for m in 1..=max {
            for n in 1..=max {
                let mut wrong = v.clone();
                let x = wrong["values"][m - 1][n - 1].as_u64().unwrap();
                wrong["values"][m - 1][n - 1] = json!(x + 1);
                let e = serde_json::from_value::<StartTable>(wrong)
                    .unwrap_err()
                    .to_string();
                assert!(
                    e.starts_with(&format!("G(Y_{{{m},{n}}}) is {x}, not {}", x + 1)),
                    "{e}"
                );
            }
        }
    }
    let e = serde_json::from_value::<StartTable>(json!({"max": 2, "values": [[1, 1]]}))
        .unwrap_err()
        .to_string();
    assert!(e.contains("2 rows of 2 values"), "{e}");
    // Abuku–Tada, Table 1, row 5.
    let t: StartTable = serde_json::from_value(
        serde_json::to_value(start_table(9, &hookgames_game::Engine::new()).unwrap()).unwrap(),
    )
    .unwrap();
    assert_eq!(t.row(5), Some(&[5, 1, 0, 4, 1, 1, 14, 14, 18][..]));
}

#[test]
fn documented_forms_and_errors() {
    let game = RectGame::new(3, 5).unwrap();
    assert_eq!(serde_json::to_string(&game).unwrap(), r#"{"m":3,"n":5}"#);
    let start = game.start();
    let mv = game.moves(&start).unwrap().into_iter().next().unwrap();
    let v = serde_json::to_value(mv).unwrap();
    assert!(v.get("first").is_some() && v.get("second").is_some() && v.get("result").is_some());
    let e = serde_json::from_str::<RectPos>("[3, 3]")
        .unwrap_err()
        .to_string();
    assert!(e.contains("listed twice"), "{e}");
    let e = serde_json::from_str::<RectPos>("[65]")
        .unwrap_err()
        .to_string();
    assert!(e.contains("outside [1, 64]"), "{e}");
    let e = serde_json::from_str::<PositionValues>(r#"{"m":2,"n":4,"values":[1]}"#)
        .unwrap_err()
        .to_string();
    assert!(e.contains("game positions, one value each, got 1"), "{e}");
    let e = serde_json::from_str::<RectGame>(r#"{"m":0,"n":4}"#)
        .unwrap_err()
        .to_string();
    assert!(!e.is_empty());
}
