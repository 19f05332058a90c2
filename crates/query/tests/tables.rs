//! The explorer's tables validate against the published schema, for every
//! game and play.

mod common;
use common::validator;
use hookgames_query::tables::{TableArgs, TableGame, table, write_json};

#[test]
fn every_table_validates() {
    let (schemas, index) = validator();
    let mut cases = vec![TableArgs::mhrg(9), TableArgs::mhrg(1), TableArgs::mhrg(22)];
    for game in [
        TableGame::Lctr,
        TableGame::Downright,
        TableGame::MultiLctr,
        TableGame::Chess,
    ] {
        for misere in [false, true] {
            cases.push(TableArgs::board(game, "8,7,6,5,5,2,1", misere));
            cases.push(TableArgs::board(game, "1", misere));
        }
    }
    let mut knight = TableArgs::board(TableGame::Chess, "6,6,6,6,6,6", false);
    knight.piece = Some("leap(1,2)+ride(1,1)".into());
    cases.push(knight);
    for args in cases {
        let t = table(&args).unwrap_or_else(|e| panic!("{args:?}: {e:#}"));
        let mut out = Vec::new();
        write_json(&t, &mut out).unwrap();
        let value: serde_json::Value = serde_json::from_slice(&out).unwrap();
        if let Err(e) = schemas.validate(&value, index) {
            panic!("{args:?}: {e:#}\n{value}");
        }
        assert_eq!(value["command"], "tables");
    }
}
