//! Sums by the Sprague–Grundy theorem (issue 26) against the product
//! search: bytes → a sum of two to four small positions of the papers'
//! games and the engine's standard games (a mixed tuple, and a `Vec` of
//! subtraction games). The zero-config answers — the value, the winning
//! moves, the options by value, the misère value — equal those of
//! `Engine::search_only()`, which searches the product of the components'
//! spaces; errors included.
#![no_main]

use hookgames_fuzz::{Bytes, partition, shifted};
use hookgames_game::{Algorithm, Engine, Limits, Nim, Subtraction};
use hookgames_lctr::{Downright, Lctr};
use hookgames_sato_welter::YoungRealization;
use hookgames_shifted::ShiftedHookGame;
use libfuzzer_sys::fuzz_target;

/// Every answer of the theorem equals the product search's.
fn agree<A: Algorithm>(game: &A, p: &A::State)
where
    A::State: std::fmt::Debug,
{
    // Small limits: the product search must end quickly.
    let limits = Limits::default()
        .with_max_states(20_000)
        .with_max_arrows(400_000);
    let (fast, slow) = (
        Engine::new().with_limits(limits),
        Engine::new().with_limits(limits).search_only(),
    );
    let want = slow.grundy(game, p);
    // Where the product search answers, the theorem answers the same (it
    // searches each component alone, within the same limits).
    if let Ok(g) = want {
        assert_eq!(fast.grundy(game, p), Ok(g), "{p:?}");
        if let Ok(w) = slow.winning_moves(game, p) {
            assert_eq!(fast.winning_moves(game, p), Ok(w), "{p:?}");
        }
        if let Ok(by) = slow.options_by_value(game, p) {
            assert_eq!(fast.options_by_value(game, p), Ok(by), "{p:?}");
        }
        for t in 0..3 {
            if let Ok(o) = slow.options_with_value(game, p, t) {
                assert_eq!(fast.options_with_value(game, p, t), Ok(o), "{p:?}");
            }
        }
    }
    if let Ok(m) = slow.misere_grundy(game, p) {
        assert_eq!(fast.misere_grundy(game, p), Ok(m), "{p:?}");
    }
}

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    match b.byte() % 3 {
        0 => {
            let p = (partition(&mut b, 4, 4), partition(&mut b, 4, 4), b.below(9));
            agree(&(YoungRealization, Lctr, Nim), &p);
        }
        1 => {
            let p = (
                shifted(&mut b, 6),
                partition(&mut b, 4, 4),
                partition(&mut b, 3, 3),
            );
            // Downright has no empty position: start from one box.
            let dr = if p.2.size() == 0 {
                "1".parse().unwrap()
            } else {
                p.2.clone()
            };
            agree(
                &(ShiftedHookGame, Downright, YoungRealization),
                &(p.0, p.1, dr),
            );
        }
        _ => {
            let k = b.below(3) as usize + 2;
            let games: Vec<Subtraction> = (0..k)
                .filter_map(|_| {
                    let set: Vec<u64> = (0..b.below(3) + 1).map(|_| b.below(5) + 1).collect();
                    Subtraction::new(set).ok()
                })
                .collect();
            let p: Vec<u64> = games.iter().map(|_| b.below(16)).collect();
            agree(&games, &p);
        }
    }
});
