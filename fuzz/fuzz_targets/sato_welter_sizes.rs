//! The closed forms of the Sato–Welter game on any sizes: the fast value on
//! the β-set (`YoungRealization::grundy`), `grundy_bitset`,
//! `grundy_beta_numbers`, Welter's function, Sato's hook formula and
//! Kawanaka's (9.1) agree wherever each is defined, and the box-visiting
//! ones refuse large diagrams with a typed error; the trial search is
//! refused exactly beyond `MAX_TRIAL_WORK` and otherwise equals Theorem
//! 4.2; `game_tree_statistics` refuses a large λ before any work; misère
//! play through the solver ends in a value or a typed limit.
#![no_main]

use hookgames_fuzz::Bytes;
use hookgames_game::{AlgorithmExt, GameError};
use hookgames_maya::MayaDiagram;
use hookgames_partition::Partition;
use hookgames_sato_welter::{
    MAX_BOXES, MAX_TRIAL_WORK, OneLineRealization, SatoWelterError, YoungRealization,
    game_tree_statistics, grundy_beta_numbers, kawanaka_formula, sato_formula, welter_function,
};
use libfuzzer_sys::fuzz_target;

/// A u64 from 8 bytes, often small, sometimes huge.
fn big(b: &mut Bytes<'_>) -> u64 {
    let mut x = 0u64;
    for _ in 0..8 {
        x = x << 8 | u64::from(b.byte());
    }
    match b.byte() % 4 {
        0 => x % 16,
        1 => x >> 20,
        2 => x >> (x % 64),
        _ => x,
    }
}

/// A partition with at most 6 rows of any sizes, |λ| < 2^64.
fn wide_partition(b: &mut Bytes<'_>) -> Option<Partition> {
    let rows = b.below(7) as usize;
    let mut parts: Vec<u64> = (0..rows).map(|_| big(b) >> 3).collect();
    parts.sort_unstable_by(|x, y| y.cmp(x));
    Partition::new(parts).ok()
}

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    match b.byte() % 3 {
        0 => {
            let Some(y) = wide_partition(&mut b) else {
                return;
            };
            let fast = YoungRealization
                .grundy(&y)
                .expect("the fast value has no size limit");
            // β-numbers with ℓ stones, as a list and as Welter's coins.
            let l = y.len() as u64;
            let betas: Vec<u64> = y
                .parts()
                .iter()
                .enumerate()
                .map(|(i, &p)| p + (l - 1 - i as u64))
                .collect();
            assert_eq!(grundy_beta_numbers(&betas), Ok(fast));
            assert_eq!(welter_function(&betas), Ok(fast));
            // The box-visiting formulas: agree, or refuse beyond MAX_BOXES.
            match sato_formula(&y) {
                Ok(v) => assert_eq!(v, fast),
                Err(SatoWelterError::TooManyBoxes { boxes, .. }) => assert!(boxes > MAX_BOXES),
                Err(e) => panic!("{e:?}"),
            }
            if let Ok(v) = kawanaka_formula(&y) {
                assert_eq!(v, fast);
            }
            // The tree statistics of a large λ are refused before any work.
            if y.size() > 1 << 16 {
                assert!(matches!(
                    game_tree_statistics(&y),
                    Err(SatoWelterError::TooLarge { .. })
                ));
            }
        }
        1 => {
            // Small diagrams with long rows or columns: the trial search is
            // refused exactly beyond its work limit.
            let y = hookgames_fuzz::partition(&mut b, 6, 40);
            let tall = b.byte() % 2 == 1;
            let y = if tall {
                y.conjugate().expect("small")
            } else {
                y
            };
            let t = b.below(8);
            let rows = y.len() as u128;
            let work = u128::from(y.size()) * (rows + (u128::from(y.part(1)) + rows) / 64 + 1);
            match YoungRealization.options_with_value_by_trial(&y, t) {
                Ok(found) => {
                    assert!(work <= u128::from(MAX_TRIAL_WORK));
                    assert_eq!(
                        Ok(found),
                        AlgorithmExt::options_with_value(&YoungRealization, &y, t)
                    );
                }
                Err(SatoWelterError::TooLarge { limit, .. }) => {
                    assert_eq!(limit, MAX_TRIAL_WORK);
                    assert!(work > u128::from(MAX_TRIAL_WORK));
                }
                Err(e) => panic!("{e:?}"),
            }
            if y.size() <= 10 {
                let s = game_tree_statistics(&y).expect("a small tree");
                assert_eq!(s.height, y.size());
            }
        }
        _ => {
            // Misère play through the solver on a small board: a value, or
            // a typed limit.
            let stones: Vec<u64> = (0..b.below(4)).map(|_| b.below(40)).collect();
            let Ok(board) = MayaDiagram::new(stones) else {
                return;
            };
            match OneLineRealization.misere_grundy(&board) {
                Ok(v) => {
                    let y = board.to_partition().expect("a small board");
                    assert_eq!(YoungRealization.misere_grundy(&y), Ok(v));
                }
                // The crate's work limit (as the engine's evaluation
                // error, naming it) or an engine limit.
                Err(GameError::Evaluation { reason }) if reason.contains("MAX_MISERE_WORK") => {}
                Err(GameError::StateLimit { .. } | GameError::MemoryLimit { .. }) => {}
                Err(e) => panic!("{e:?}"),
            }
        }
    }
});
