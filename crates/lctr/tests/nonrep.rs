//! The non-repetitive variant of LCTR and Downright (Gottlieb–Krnc–Muršič
//! §8): no window of four consecutive moves with two L and two T moves.
//! The engine-based solver against an independent brute force written from
//! the rule, histories, and the typed errors.

mod common;

use std::collections::HashMap;

use common::{CONVENTIONS, GAMES, drop_col, drop_row, part};
use hookgames_game::{AlgorithmExt, Convention};
use hookgames_lctr::{Downright, History, Lctr, LctrError, LctrMove, LctrVariant, NonRepetitive};
use hookgames_partition::arbitrary::partitions_up_to;

/// Brute force from the rule, on partitions as part lists and the history
/// as a string of the last three letters (memoised; shares no code with
/// the crate).
#[derive(Default)]
struct Brute {
    memo: HashMap<(LctrVariant, Convention, Vec<u64>, String), u64>,
}

impl Brute {
    fn value(&mut self, game: LctrVariant, play: Convention, p: &[u64], last: &str) -> u64 {
        let key = (game, play, p.to_vec(), last.to_string());
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let mut opts: Vec<(Vec<u64>, char)> = Vec::new();
        let nonempty = !p.is_empty();
        let t_ok = match game {
            LctrVariant::Lctr => nonempty,
            _ => p.len() > 1,
        };
        let l_ok = match game {
            LctrVariant::Lctr => nonempty,
            _ => p.first().is_some_and(|&x| x > 1),
        };
        if t_ok {
            opts.push((drop_row(p), 'T'));
        }
        if l_ok {
            opts.push((drop_col(p), 'L'));
        }
        let mut vals = Vec::new();
        for (q, c) in opts {
            let window = format!("{last}{c}");
            if window.len() == 4 && window.matches('L').count() == 2 {
                continue; // two L and two T in four consecutive moves
            }
            let next: String = window
                .chars()
                .rev()
                .take(3)
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            vals.push(self.value(game, play, &q, &next));
        }
        let v = if vals.is_empty() {
            match play {
                Convention::Normal => 0,
                Convention::Misere => 1,
            }
        } else {
            (0..).find(|m| !vals.contains(m)).unwrap()
        };
        self.memo.insert(key, v);
        v
    }
}

/// The solver (the generic engine on `NonRepetitive`) equals the brute
/// force on every partition of size ≤ 22, both games, both plays, from the
/// start and after every allowed history of up to three moves.
#[test]
fn engine_equals_brute_force_up_to_22() {
    let mut brute = Brute::default();
    let histories: Vec<String> = [
        "", "T", "L", "TT", "TL", "LT", "LL", "TTT", "TTL", "TLT", "TLL", "LTT", "LTL", "LLT",
        "LLL",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    for lambda in partitions_up_to(22).unwrap() {
        for game in GAMES {
            let Ok(g) = NonRepetitive::new(game, lambda.clone()) else {
                assert!(lambda.is_empty() && game == LctrVariant::Downright);
                continue;
            };
            for play in CONVENTIONS {
                assert_eq!(
                    g.start_value(play).unwrap(),
                    brute.value(game, play, lambda.parts(), ""),
                    "{game:?} {play:?} {lambda}"
                );
            }
            if lambda.size() > 10 {
                continue;
            }
            for h in &histories {
                let Ok(s) = g.play(&h.parse().unwrap()) else {
                    continue;
                };
                let mut p = lambda.parts().to_vec();
                for c in h.chars() {
                    p = if c == 'T' { drop_row(&p) } else { drop_col(&p) };
                }
                for play in CONVENTIONS {
                    assert_eq!(
                        g.grundy_at(&s, play).unwrap(),
                        brute.value(game, play, &p, h)
                    );
                }
            }
        }
    }
}

/// Games that last at most three moves are unchanged by the rule: on every
/// partition inside a 2 × 2 box (LCTR) or a 2 × 3 box (Downright) the
/// values are the plain ones.
#[test]
fn short_games_are_unchanged() {
    for lambda in partitions_up_to(6).unwrap() {
        if lambda.len() <= 2 && lambda.part(1) <= 2 {
            let g = NonRepetitive::new(Lctr, lambda.clone()).unwrap();
            for play in CONVENTIONS {
                assert_eq!(
                    g.start_value(play).unwrap(),
                    Lctr.value(&lambda, play).unwrap()
                );
            }
        }
        if !lambda.is_empty() && lambda.len() <= 2 && lambda.part(1) <= 3 {
            let g = NonRepetitive::new(Downright, lambda.clone()).unwrap();
            for play in CONVENTIONS {
                assert_eq!(
                    g.start_value(play).unwrap(),
                    Downright.value(&lambda, play).unwrap()
                );
            }
        }
    }
}

/// Histories, allowed moves and the typed errors.
#[test]
fn histories_and_errors() {
    let g = NonRepetitive::new(Lctr, part(&[4, 4, 4, 4])).unwrap();
    let s = g.play(&"LLT".parse().unwrap()).unwrap();
    assert_eq!(s.recent(), vec![LctrMove::L, LctrMove::L, LctrMove::T]);
    assert_eq!((s.rows_removed(), s.columns_removed()), (1, 2));
    assert_eq!(g.allowed_moves(&s), vec![LctrMove::L]);
    let s = g.play(&"LLL".parse().unwrap()).unwrap();
    assert_eq!(g.allowed_moves(&s), vec![LctrMove::T, LctrMove::L]);
    assert_eq!(g.followers(&s).unwrap().len(), 2);
    assert_eq!(
        g.play(&"LTLT".parse().unwrap()),
        Err(LctrError::IllegalMove {
            index: 4,
            mv: 'T',
            reason: "the last four moves would hold two L and two T moves"
        })
    );
    assert!(matches!(
        g.play(&"TTTTL".parse().unwrap()),
        Err(LctrError::IllegalMove { index: 5, .. })
    ));
    let d = NonRepetitive::new(Downright, part(&[2])).unwrap();
    assert!(matches!(
        d.play(&"T".parse().unwrap()),
        Err(LctrError::IllegalMove {
            index: 1,
            mv: 'T',
            ..
        })
    ));
    assert_eq!(
        NonRepetitive::new(Downright, part(&[])),
        Err(LctrError::EmptyDownright)
    );
    assert_eq!(
        "LTx".parse::<History>(),
        Err(LctrError::HistoryParse {
            position: 3,
            found: 'x'
        })
    );
    assert_eq!("-".parse::<History>().unwrap(), History::default());
    assert_eq!("l t".parse::<History>().unwrap().to_string(), "LT");
}

/// Lemma 7 carries over to the non-repetitive rule: a non-empty λ is a
/// P-position of misère non-repetitive LCTR iff it is one of normal
/// non-repetitive Downright (checked on every partition of size 1–22;
/// observed in `docs/data/lctr-nonrep.csv` up to 40).
#[test]
fn lemma7_analogue_under_the_rule() {
    for lambda in partitions_up_to(22).unwrap() {
        if lambda.is_empty() {
            continue;
        }
        let l = NonRepetitive::new(Lctr, lambda.clone()).unwrap();
        let d = NonRepetitive::new(Downright, lambda.clone()).unwrap();
        assert_eq!(
            l.start_value(Convention::Misere).unwrap() == 0,
            d.start_value(Convention::Normal).unwrap() == 0,
            "{lambda}"
        );
    }
}
