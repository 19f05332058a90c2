//! Every string `λ|history` (a partition, `|`, a history of `L`/`T` moves):
//! parsing the history never panics and fails only with `HistoryParse`;
//! what parses prints back to itself (letters only); playing it in the
//! non-repetitive LCTR and Downright (Gottlieb–Krnc–Muršič §8) from a small
//! λ either succeeds — and then the state is the one reached by walking the
//! game's followers move by move, with i T moves, j L moves and the last
//! three moves — or fails with `IllegalMove` at a move that the followers
//! also refuse, after a prefix that plays.
#![no_main]

use hookgames_game::{AlgorithmExt, Convention};
use hookgames_lctr::{History, LctrError, LctrMove, LctrVariant, NonRepetitive};
use hookgames_partition::Partition;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(s) = std::str::from_utf8(data) else {
        return;
    };
    let (left, right) = s.split_once('|').unwrap_or(("5,4,4,2", s));
    let history = match right.parse::<History>() {
        Ok(h) => h,
        Err(e) => {
            assert!(matches!(e, LctrError::HistoryParse { .. }), "{e:?}");
            return;
        }
    };
    let text = history.to_string();
    assert_eq!(text.parse::<History>().as_ref(), Ok(&history));
    assert!(text.chars().all(|c| c == 'L' || c == 'T'));
    let Ok(lambda) = left.parse::<Partition>() else {
        return;
    };
    if lambda.size() > 60 {
        return;
    }
    for variant in [LctrVariant::Lctr, LctrVariant::Downright] {
        let Ok(g) = NonRepetitive::new(variant, lambda.clone()) else {
            assert!(lambda.is_empty());
            continue;
        };
        // Walk the followers: the move m goes to the follower with one more
        // T (or L) move.
        let mut s = g.start();
        let mut failed_at = None;
        for (k, &m) in history.moves().iter().enumerate() {
            let want = |q: &hookgames_lctr::NonRepState| match m {
                LctrMove::T => {
                    q.rows_removed() == s.rows_removed() + 1
                        && q.columns_removed() == s.columns_removed()
                }
                LctrMove::L => {
                    q.rows_removed() == s.rows_removed()
                        && q.columns_removed() == s.columns_removed() + 1
                }
            };
            match g.followers(&s).unwrap().into_iter().find(want) {
                Some(q) => s = q,
                None => {
                    failed_at = Some(k + 1);
                    break;
                }
            }
        }
        match (g.play(&history), failed_at) {
            (Ok(t), None) => {
                assert_eq!(t, s);
                let moves = history.moves();
                let ts = moves.iter().filter(|&&m| m == LctrMove::T).count();
                assert_eq!(t.rows_removed(), ts);
                assert_eq!(t.columns_removed() as usize, moves.len() - ts);
                assert_eq!(t.recent(), moves[moves.len().saturating_sub(3)..].to_vec());
                let v = g.grundy_at(&t, Convention::Normal).unwrap();
                assert!(v <= 2);
            }
            (Err(LctrError::IllegalMove { index, .. }), Some(k)) => {
                assert_eq!(index, k);
                let prefix = History::new(history.moves()[..k - 1].to_vec());
                assert!(g.play(&prefix).is_ok());
            }
            (r, f) => panic!("{lambda} {history}: play {r:?}, followers fail at {f:?}"),
        }
    }
});
