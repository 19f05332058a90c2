//! The explorer's answers validate against the published schema
//! (`hookgames-json.schema.json`, the repository's
//! `docs/hookgames-json.schema.json`), for every game and play, drawn and
//! summarized, with and without remoteness.

use hookgames_query::explore::{ExploreArgs, ExploreGame, explore, write_json};

mod common;
use common::validator;

#[test]
fn every_explore_answer_validates() {
    let (schemas, index) = validator();
    let mut checked = 0;
    for (game, _) in ExploreGame::ALL {
        for text in [
            "9,8,6,5,5,2",
            "8,7,6,5,5,2,1",
            "6,6,5,3,3",
            "1",
            "0",
            "50^50",
            "7^1000000000000,3^5",
            "20^20",
        ] {
            for (misere, tree) in [(false, false), (true, false), (false, true)] {
                let mut args = ExploreArgs::new(game, text, misere);
                args.tree = tree;
                let Ok(answer) = explore(&args) else {
                    continue;
                };
                let mut out = Vec::new();
                write_json(&answer, &mut out).unwrap();
                let value: serde_json::Value = serde_json::from_slice(&out).unwrap();
                if let Err(e) = schemas.validate(&value, index) {
                    panic!("{game:?} {text} misère {misere}: {e:#}\n{value}");
                }
                assert_eq!(value["command"], "explore");
                checked += 1;
            }
        }
    }
    assert!(checked >= 40, "{checked}");
}

#[test]
fn every_game_of_part_2_validates() {
    let (schemas, index) = validator();
    let g = |game, text: &str| ExploreArgs::new(game, text, false);
    let cases = [
        g(ExploreGame::Shifted, "7,6,4,3,2"),
        g(ExploreGame::TurningTurtles, "7,6,4,3,2"),
        g(ExploreGame::Mhrg, "4,3,1").with_rect("3x4"),
        g(ExploreGame::Mhrg, "∅").with_rect("3x4"),
        g(ExploreGame::Chess, "8,7,6,5,5,2,1").with_piece("knight", Some("2,2".into())),
        g(ExploreGame::Chess, "8,7,6,5,5,2,1").with_piece("leap(1,2)+ride(1,1)", None),
        g(ExploreGame::LctrNonrep, "8,7,6,5,5,2,1").with_history("LT"),
        g(ExploreGame::DownrightNonrep, "8,7,6,5,5,2,1"),
        g(ExploreGame::MultiLctr, "{(6,1),(5,2),(4,5),(2,7)}"),
        g(ExploreGame::MultiLctr, "∅"),
        g(ExploreGame::Nim, "7,5,3"),
        g(ExploreGame::Wythoff, "5,3"),
        g(ExploreGame::Chomp, "3,3,3"),
    ];
    for args in cases {
        for (misere, tree) in [(false, false), (true, false), (false, true)] {
            let mut args = args.clone();
            args.misere = misere;
            args.tree = tree;
            let answer = explore(&args).unwrap_or_else(|e| panic!("{args:?}: {e:#}"));
            let mut out = Vec::new();
            write_json(&answer, &mut out).unwrap();
            let value: serde_json::Value = serde_json::from_slice(&out).unwrap();
            if let Err(e) = schemas.validate(&value, index) {
                panic!("{args:?}: {e:#}\n{value}");
            }
            assert_eq!(value["game"], args.game.name());
        }
    }
}
