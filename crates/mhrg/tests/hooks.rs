//! The value hooks (`known_grundy`, `known_misere_grundy`,
//! `known_options_with_value`) of `RectGame`, `PositionSpace` and
//! `MhrgGame` against the pure search (`Solver`, which never asks them),
//! on every word of small rectangles; the zero-config functions on sums of
//! positions against the product search (`Engine::search_only`).

mod common;

use common::{Subset, XorShift};
use hookgames_game::{
    Algorithm, Engine, GameError, Indexed, Limits, Nim, Solver, grundy, misere_grundy,
    options_by_value, winning_moves,
};
use hookgames_mhrg::{
    BoxNumbering, MhrgGame, Numbering, PositionSpace, RectGame, RectPos, Unimodal, one_row_grundy,
    square_start_grundy, two_row_start_grundy,
};
use hookgames_partition::{Partition, RectanglePartitions};
use quickcheck::QuickCheck;

/// Every m-subset of [1, m + n] as a word (Gosper's hack), i.e. I(Y) of
/// every diagram of F(Y_{m,n}).
fn all_words(m: usize, n: u64) -> impl Iterator<Item = RectPos> {
    let total = m as u32 + n as u32;
    let mut w = (1u64 << m) - 1;
    let end = if total == 64 { 0 } else { 1u64 << total };
    std::iter::from_fn(move || {
        if w == 0 || (end != 0 && w >= end) {
            return None;
        }
        let out = w;
        let c = w & w.wrapping_neg();
        let r = w.wrapping_add(c);
        w = if r == 0 { 0 } else { (((r ^ w) >> 2) / c) | r };
        Some(RectPos::from_word(out))
    })
}

/// The rows of Y in standard form: its columns when m > n.
fn standard_rows(y: &Partition, m: usize, n: u64) -> u64 {
    if m as u64 <= n {
        y.len() as u64
    } else {
        y.part(1)
    }
}

/// What a rectangle's check saw.
#[derive(Debug, Default)]
struct Seen {
    words: u64,
    positions: u64,
    known: u64,
    misere: u64,
    options: u64,
}

/// Every word of MHRG(m, n): the hooks of `RectGame` (and of its
/// `PositionSpace`, which forwards them) are `None` off the positions, and
/// on a position equal the memoised search where they answer — and answer
/// where the closed forms cover the position: every position of a square
/// or near-square, every position with at most one row (in standard form),
/// every two-row position of value at most 2, and for m = 2 and even n
/// every position below the anti-diagonal. The options of every value
/// 0..=max + 1 equal the search's, in the same order.
fn check_rect(m: usize, n: u64) -> Seen {
    let game = RectGame::new(m, n).unwrap();
    let space = PositionSpace::new(m, n).unwrap();
    let mut solver = Solver::new(&game);
    let limits = Limits::default();
    let (a, b) = (m.min(n as usize), n.max(m as u64));
    let near = b - a as u64 <= 1;
    let mut seen = Seen::default();
    for p in all_words(m, n) {
        seen.words += 1;
        let hook = game.known_grundy(&p, &Engine::new().with_limits(limits));
        assert_eq!(
            space.known_grundy(&p, &Engine::new().with_limits(limits)),
            hook
        );
        if !space.contains(&p) {
            assert_eq!(hook, None, "{p} is not a position of {m}x{n}");
            assert_eq!(
                game.known_misere_grundy(&p, &Engine::new().with_limits(limits)),
                None
            );
            assert_eq!(
                game.known_options_with_value(&p, 0, &Engine::new().with_limits(limits)),
                None
            );
            continue;
        }
        seen.positions += 1;
        let y = game.partition(&p).unwrap();
        let rows = standard_rows(&y, m, n);
        let g = solver.grundy(&p).unwrap();
        let below = a == 2 && b % 2 == 0 && rows == 2 && {
            let z = if m as u64 <= n {
                y.clone()
            } else {
                y.conjugate().unwrap()
            };
            z.part(1) + z.part(2) < b
        };
        let decided = near || rows <= 1 || below;
        match hook {
            Some(Ok(v)) => {
                assert_eq!(v, g, "{y} in {m}x{n}");
                seen.known += 1;
            }
            None => assert!(
                !(decided || (rows == 2 && g <= 2)),
                "{y} in {m}x{n}: value {g} not known"
            ),
            Some(Err(e)) => panic!("{y} in {m}x{n}: {e}"),
        }
        let misere = game.known_misere_grundy(&p, &Engine::new().with_limits(limits));
        assert_eq!(
            space.known_misere_grundy(&p, &Engine::new().with_limits(limits)),
            misere
        );
        if rows <= 1 {
            assert_eq!(
                misere,
                Some(Ok(solver.misere_grundy(&p).unwrap())),
                "{y} in {m}x{n}"
            );
            seen.misere += 1;
        } else {
            assert_eq!(misere, None, "{y} in {m}x{n}");
        }
        let max = solver
            .options_by_value(&p)
            .unwrap()
            .keys()
            .max()
            .copied()
            .unwrap_or(0);
        for t in 0..=max + 1 {
            let got = game.known_options_with_value(&p, t, &Engine::new().with_limits(limits));
            assert_eq!(
                space.known_options_with_value(&p, t, &Engine::new().with_limits(limits)),
                got
            );
            match got {
                Some(Ok(v)) => {
                    assert_eq!(
                        v,
                        solver.options_with_value(&p, t).unwrap(),
                        "{y} in {m}x{n}, t = {t}"
                    );
                    seen.options += 1;
                }
                None => assert!(
                    !(decided || (rows == 2 && t <= 2)),
                    "{y} in {m}x{n}: the options of value {t} not known"
                ),
                Some(Err(e)) => panic!("{y} in {m}x{n}, t = {t}: {e}"),
            }
        }
    }
    seen
}

/// Every rectangle with m + n ≤ 14: 2 … 3 432 words each.
#[test]
fn rect_hooks_equal_the_search_up_to_14_cells() {
    let (mut positions, mut known) = (0, 0);
    for total in 2..=14u64 {
        for m in 1..total as usize {
            let s = check_rect(m, total - m as u64);
            positions += s.positions;
            known += s.known;
        }
    }
    // The positions of the 91 rectangles, and those a closed form covers.
    assert_eq!((positions, known), (8462, 1690));
}

/// One row (and column) in every width the word engine holds: Theorem 4.9
/// and Motegi's Theorem 6.1 up to n = 63. Two rows (and columns) up to
/// n = 24 (Lemma 4.12, Tables 2–3 and Corollary 4.14, with Theorem 4.4 for
/// odd widths; the rest up to n = 62 in the heavy run), and Theorem 6.1 on
/// the two-row positions of MHRG(3, n) and MHRG(5, n).
#[test]
fn rect_hooks_on_one_and_two_rows() {
    for n in 1..=63u64 {
        let s = check_rect(1, n);
        assert_eq!(s.known, s.positions, "1x{n}");
        assert_eq!(s.misere, s.positions, "1x{n}");
        check_rect(n as usize, 1);
    }
    for n in 2..=24u64 {
        let s = check_rect(2, n);
        assert!(s.known > 0 && s.options > 0, "2x{n}");
        check_rect(n as usize, 2);
    }
    for n in [9, 16, 23, 30] {
        check_rect(3, n);
    }
    for n in [10, 15] {
        check_rect(5, n);
    }
}

/// Two rows and two columns up to n = 62, every value of n' in Tables 2–3
/// that the word engine holds (about 20 s in the test profile).
#[test]
#[ignore = "heavy: run by .ci/run (--include-ignored)"]
fn rect_hooks_on_two_rows_up_to_62() {
    for n in 25..=62u64 {
        let s = check_rect(2, n);
        assert!(s.known > 0 && s.options > 0, "2x{n}");
        check_rect(n as usize, 2);
    }
}

/// Squares and near-squares: every position (Theorem 5.15, Proposition
/// 5.6, Theorem 4.4), up to MHRG(12, 13) (2^12 positions among 5.2·10^6
/// words).
#[test]
fn rect_hooks_on_near_squares() {
    for a in 1..=12usize {
        for (m, n) in [(a, a as u64), (a, a as u64 + 1), (a + 1, a as u64)] {
            let s = check_rect(m, n);
            assert_eq!(s.known, s.positions, "{m}x{n}");
        }
    }
}

/// Random positions with at most two rows (or columns) in rectangles up to
/// m + n = 64, and random positions of near-squares up to MHRG(14, 15):
/// the hooks equal the search where they answer, and answer where they
/// must.
#[test]
fn rect_hooks_on_random_large_positions() {
    fn prop(seed: u64) -> bool {
        let mut rng = XorShift::new(seed | 1);
        let limits = Limits::default();
        let (m, n) = if rng.below(2) == 0 {
            let a = 1 + rng.below(14) as usize;
            let b = a as u64 + rng.below(2);
            if rng.below(2) == 0 {
                (a, b)
            } else {
                (b as usize, a as u64)
            }
        } else {
            let m = 1 + rng.below(40) as usize;
            (m, 1 + rng.below(64 - m as u64))
        };
        let game = RectGame::new(m, n).unwrap();
        let space = PositionSpace::new(m, n).unwrap();
        let (a, b) = (m.min(n as usize), n.max(m as u64));
        // A position: a random one of a near-square up to MHRG(14, 15) (a
        // search visits at most 2^14 positions), else one with at most two
        // rows in standard form (λ_1 ≤ n − m + 2, Motegi (6.1)).
        let p = if b - a as u64 <= 1 && a <= 14 {
            space.unrank(rng.below(space.count()))
        } else {
            let w = b - a as u64 + 2;
            let l1 = rng.below(w + 1);
            let l2 = if a >= 2 { rng.below(l1 + 1) } else { 0 };
            let y = Partition::new(vec![l1, l2]).unwrap();
            let y = if m as u64 <= n {
                y
            } else {
                y.conjugate().unwrap()
            };
            match game.position(&y) {
                Ok(p) if space.contains(&p) => p,
                _ => return true,
            }
        };
        let mut solver = Solver::new(&game);
        let g = solver.grundy(&p).unwrap();
        let near = b - a as u64 <= 1;
        let y = game.partition(&p).unwrap();
        let rows = standard_rows(&y, m, n);
        let value_ok = match game.known_grundy(&p, &Engine::new().with_limits(limits)) {
            Some(Ok(v)) => v == g,
            None => !near && rows == 2 && g > 2,
            Some(Err(_)) => false,
        };
        let options_ok = (0..=3).all(|t| {
            match game.known_options_with_value(&p, t, &Engine::new().with_limits(limits)) {
                Some(Ok(v)) => v == solver.options_with_value(&p, t).unwrap(),
                None => !near && rows == 2 && t > 2,
                Some(Err(_)) => false,
            }
        });
        let misere_ok = rows > 1
            || game.known_misere_grundy(&p, &Engine::new().with_limits(limits))
                == Some(Ok(solver.misere_grundy(&p).unwrap()));
        value_ok && options_ok && misere_ok
    }
    QuickCheck::new()
        .tests(300)
        .quickcheck(prop as fn(u64) -> bool);
}

/// Every diagram of F(Y_{m,n}) in the general engine with the unimodal
/// numbering, m·n ≤ 20: its hooks equal the search on the general engine
/// where they answer, answer exactly where `RectGame`'s do, and the options
/// of every value come in the general engine's (sorted) order.
#[test]
fn general_hooks_equal_the_search() {
    let limits = Limits::default();
    for m in 1..=10usize {
        for n in 1..=(20 / m as u64) {
            let rect = RectGame::new(m, n).unwrap();
            let general = MhrgGame::rectangle(m, n).unwrap();
            let mut solver = Solver::new(&general);
            for y in RectanglePartitions::new(m, n).unwrap() {
                let p = rect.position(&y).unwrap();
                let hook = general.known_grundy(&y, &Engine::new().with_limits(limits));
                assert_eq!(
                    hook,
                    rect.known_grundy(&p, &Engine::new().with_limits(limits)),
                    "{y} in {m}x{n}"
                );
                if let Some(v) = hook {
                    assert_eq!(v.unwrap(), solver.grundy(&y).unwrap(), "{y} in {m}x{n}");
                }
                let misere = general.known_misere_grundy(&y, &Engine::new().with_limits(limits));
                assert_eq!(
                    misere,
                    rect.known_misere_grundy(&p, &Engine::new().with_limits(limits)),
                    "{y} in {m}x{n}"
                );
                if let Some(v) = misere {
                    assert_eq!(
                        v.unwrap(),
                        solver.misere_grundy(&y).unwrap(),
                        "{y} in {m}x{n}"
                    );
                }
                for t in 0..=4 {
                    let got =
                        general.known_options_with_value(&y, t, &Engine::new().with_limits(limits));
                    assert_eq!(
                        got.is_some(),
                        rect.known_options_with_value(&p, t, &Engine::new().with_limits(limits))
                            .is_some(),
                        "{y} in {m}x{n}, t = {t}"
                    );
                    if let Some(v) = got {
                        assert_eq!(v.unwrap(), solver.options_with_value(&y, t).unwrap());
                    }
                }
            }
        }
    }
}

/// The general engine's hooks agree with `RectGame`'s (checked against the
/// search above) on every diagram of the rectangles m + n ≤ 16, and with
/// the search in rectangles beyond the word engine (m + n > 64) on the
/// positions with at most two rows.
#[test]
fn general_hooks_beyond_the_word_engine() {
    let limits = Limits::default();
    for total in 2..=16u64 {
        for m in 1..total as usize {
            let n = total - m as u64;
            let rect = RectGame::new(m, n).unwrap();
            let general = MhrgGame::rectangle(m, n).unwrap();
            for p in all_words(m, n) {
                let y = rect.partition(&p).unwrap();
                assert_eq!(
                    general.known_grundy(&y, &Engine::new().with_limits(limits)),
                    rect.known_grundy(&p, &Engine::new().with_limits(limits)),
                    "{y} in {m}x{n}"
                );
                assert_eq!(
                    general.known_misere_grundy(&y, &Engine::new().with_limits(limits)),
                    rect.known_misere_grundy(&p, &Engine::new().with_limits(limits)),
                    "{y} in {m}x{n}"
                );
            }
        }
    }
    // m + n > 64: one row of MHRG(1, 80) and MHRG(80, 1); two rows of
    // MHRG(2, 70), MHRG(2, 71) (Theorem 4.4) and MHRG(20, 66) (Theorem 6.1).
    let one = MhrgGame::rectangle(1, 80).unwrap();
    let column = MhrgGame::rectangle(80, 1).unwrap();
    for l in 0..=80u64 {
        let y = Partition::new(vec![l]).unwrap();
        let want = one_row_grundy(80, l).ok();
        assert_eq!(
            one.known_grundy(&y, &Engine::new().with_limits(limits))
                .map(Result::unwrap),
            want,
            "({l})"
        );
        let t = y.conjugate().unwrap();
        assert_eq!(
            column
                .known_grundy(&t, &Engine::new().with_limits(limits))
                .map(Result::unwrap),
            want,
            "({l})ᵀ"
        );
    }
    let mut rng = XorShift::new(0x5eed);
    for (m, n) in [(2usize, 70u64), (2, 71), (20, 66)] {
        let general = MhrgGame::rectangle(m, n).unwrap();
        let mut solver = Solver::new(&general);
        let w = n - m as u64 + 2;
        let mut answered = 0;
        for _ in 0..12 {
            let l1 = rng.below(w + 1);
            let y = Partition::new(vec![l1, rng.below(l1 + 1)]).unwrap();
            let Some(v) = general.known_grundy(&y, &Engine::new().with_limits(limits)) else {
                continue;
            };
            assert_eq!(v.unwrap(), solver.grundy(&y).unwrap(), "{y} in {m}x{n}");
            answered += 1;
        }
        assert!(answered > 0, "{m}x{n}");
        let start = Partition::new(vec![w, w]).unwrap();
        assert_eq!(
            general.known_grundy(&start, &Engine::new().with_limits(limits)),
            Some(Ok(two_row_start_grundy(w).unwrap())),
            "⟦{w}, {w}⟧ in {m}x{n}: Corollary 4.14"
        );
    }
}

/// With another numbering the hooks say nothing — even a `BoxNumbering`
/// with the numbers of α_{m,n} (only `Unimodal` says it is one) — and
/// with the unimodal numbering on a smaller start they answer inside the
/// start only (outside it a diagram has no follower in that game).
#[test]
fn hooks_need_the_unimodal_numbering_and_the_start() {
    let limits = Limits::default();
    let alpha = Unimodal::new(3, 4).unwrap();
    let rows: Vec<Vec<u64>> = (1..=3)
        .map(|i| (1..=4).map(|j| alpha.number(i, j).unwrap()).collect())
        .collect();
    let boxed = MhrgGame::new(
        Partition::new(vec![4, 4, 4]).unwrap(),
        BoxNumbering::new(rows).unwrap(),
    )
    .unwrap();
    let unimodal = MhrgGame::rectangle(3, 4).unwrap();
    for y in RectanglePartitions::new(3, 4).unwrap() {
        assert_eq!(
            boxed.known_grundy(&y, &Engine::new().with_limits(limits)),
            None
        );
        assert_eq!(
            boxed.known_misere_grundy(&y, &Engine::new().with_limits(limits)),
            None
        );
        assert_eq!(
            boxed.known_options_with_value(&y, 0, &Engine::new().with_limits(limits)),
            None
        );
        assert_eq!(grundy(&boxed, &y).unwrap(), grundy(&unimodal, &y).unwrap());
    }
    assert_eq!(alpha.as_unimodal(), Some(alpha));
    // A numbering by reference is the numbering.
    let by_ref = MhrgGame::new(Partition::new(vec![4, 4, 4]).unwrap(), &alpha).unwrap();
    let start = by_ref.start().clone();
    assert_eq!(
        by_ref.known_grundy(&start, &Engine::new().with_limits(limits)),
        Some(Ok(0))
    );
    // A smaller start: (2, 1) ⊂ Y_{2,2} with α_{2,2}.
    let small = MhrgGame::new(
        Partition::new(vec![2, 1]).unwrap(),
        Unimodal::new(2, 2).unwrap(),
    )
    .unwrap();
    let mut solver = Solver::new(&small);
    let mut answered = 0;
    for y in RectanglePartitions::new(2, 2).unwrap() {
        let hook = small.known_grundy(&y, &Engine::new().with_limits(limits));
        if !small.contains(&y) {
            assert_eq!(hook, None, "{y}");
            assert_eq!(
                solver.grundy(&y).unwrap(),
                0,
                "{y}: no follower in this game"
            );
        } else if let Some(v) = hook {
            assert_eq!(v.unwrap(), solver.grundy(&y).unwrap(), "{y}");
            answered += 1;
        }
    }
    assert_eq!(answered, 3); // ∅, (1), (2, 1); (2) and (1, 1) are not positions
}

/// The zero-config functions now answer by the hooks where a search is
/// hopeless: the start of MHRG(31, 32) (2^31 positions), of the 64 × 64
/// square in the general engine, and a two-row position of MHRG(30, 34);
/// the pure search on the same question reaches its limits.
#[test]
fn huge_positions_by_the_hooks() {
    let game = RectGame::new(31, 32).unwrap();
    assert_eq!(
        grundy(&game, &game.start()).unwrap(),
        square_start_grundy(31).unwrap()
    );
    let tight = Limits::default().with_max_states(10_000);
    assert_eq!(
        Solver::new(&game).with_limits(tight).grundy(&game.start()),
        Err(GameError::StateLimit { limit: 10_000 })
    );
    assert_eq!(
        Engine::new()
            .with_limits(tight)
            .search_only()
            .grundy(&game, &game.start()),
        Err(GameError::StateLimit { limit: 10_000 })
    );
    // G(Y_{31,32}) = 1 ⊕ … ⊕ 31 = 0 (31 ≡ 3 mod 4): no winning move, and
    // winning_moves says so by valuing the 992 options in closed form.
    assert_eq!(winning_moves(&game, &game.start()).unwrap(), vec![]);
    let square = MhrgGame::rectangle(64, 64).unwrap();
    assert_eq!(
        grundy(&square, square.start()).unwrap(),
        square_start_grundy(64).unwrap()
    );
    let wide = RectGame::new(30, 34).unwrap();
    let y = wide.position(&Partition::new(vec![5, 4]).unwrap()).unwrap();
    // Theorem 6.1: ⟦5, 4⟧ is (5, 4) in MHRG(2, 6); Table 3 (n' = 3):
    // (n'+2, n'+1) has value 0.
    assert_eq!(wide.known_grundy(&y, &Engine::new()), Some(Ok(0)));
    assert_eq!(grundy(&wide, &y).unwrap(), 0);
    assert_eq!(Solver::new(&wide).grundy(&y).unwrap(), 0);
}

/// The options of a value within the caller's limits: the arrow limit
/// counts the options kept, the byte limit their 8 bytes each.
#[test]
fn options_with_value_keep_to_the_limits() {
    let game = RectGame::new(4, 5).unwrap();
    let p = game.start();
    let limits = Limits::default();
    // The value with the most options of Y_{4,5}.
    let (t, want) = Solver::new(&game)
        .options_by_value(&p)
        .unwrap()
        .into_iter()
        .max_by_key(|(_, v)| v.len())
        .unwrap();
    assert!(want.len() >= 2, "{want:?}");
    let all = game
        .known_options_with_value(&p, t, &Engine::new().with_limits(limits))
        .unwrap()
        .unwrap();
    assert_eq!(all, want);
    let few = limits.with_max_arrows(all.len() as u64 - 1);
    assert_eq!(
        game.known_options_with_value(&p, t, &Engine::new().with_limits(few)),
        Some(Err(GameError::ArrowLimit {
            limit: all.len() as u64 - 1
        }))
    );
    let small = limits.with_max_bytes(8);
    assert_eq!(
        game.known_options_with_value(&p, t, &Engine::new().with_limits(small)),
        Some(Err(GameError::MemoryLimit {
            needed: 16,
            limit: 8
        }))
    );
    let general = MhrgGame::rectangle(4, 5).unwrap();
    let y = general.start().clone();
    assert!(matches!(
        general.known_options_with_value(&y, t, &Engine::new().with_limits(few)),
        Some(Err(GameError::ArrowLimit { .. }))
    ));
}

/// A random small game of the family, as a boxed choice.
#[derive(Clone, Debug)]
enum Small {
    Rect(RectGame, RectPos),
    General(MhrgGame<Unimodal>, Partition),
    Heap(u64),
}

fn small(rng: &mut XorShift) -> Small {
    match rng.below(3) {
        0 => {
            let m = 1 + rng.below(4) as usize;
            let n = 1 + rng.below(7 - m as u64);
            let game = RectGame::new(m, n).unwrap();
            let p = RectPos::from_word(rng.subset(m, m as u64 + n));
            Small::Rect(game, p)
        }
        1 => {
            let m = 1 + rng.below(3) as usize;
            let n = 1 + rng.below(4);
            let game = MhrgGame::rectangle(m, n).unwrap();
            let rect = RectGame::new(m, n).unwrap();
            let y = rect
                .partition(&RectPos::from_word(rng.subset(m, m as u64 + n)))
                .unwrap();
            Small::General(game, y)
        }
        _ => Small::Heap(rng.below(7)),
    }
}

/// Checks a sum against the product search: `grundy`, `winning_moves`,
/// `options_by_value` and `misere_grundy` of the zero-config functions.
fn agrees<A: Algorithm>(game: &A, p: &A::State) -> bool
where
    A::State: std::fmt::Debug,
{
    let search = Engine::new().search_only();
    grundy(game, p) == search.grundy(game, p)
        && winning_moves(game, p) == search.winning_moves(game, p)
        && options_by_value(game, p) == search.options_by_value(game, p)
        && misere_grundy(game, p) == search.misere_grundy(game, p)
}

/// Random sums of two or three small positions — `RectGame`, the general
/// engine and Nim heaps mixed in tuples, and `Vec`s of `RectGame`s of
/// different rectangles (words that are not positions included): the
/// zero-config functions, which ask the hooks and add by the Sprague–Grundy
/// theorem, equal the search of the product.
#[test]
fn sums_equal_the_product_search() {
    fn prop(seed: u64) -> bool {
        let mut rng = XorShift::new(seed | 1);
        let parts = [small(&mut rng), small(&mut rng), small(&mut rng)];
        match &parts {
            [Small::Rect(g, p), Small::General(h, y), Small::Heap(k)]
            | [Small::General(h, y), Small::Rect(g, p), Small::Heap(k)] => {
                agrees(&(g, h, Nim), &(*p, y.clone(), *k))
            }
            [Small::Rect(g, p), Small::Rect(h, q), _] => {
                agrees(&(g, h), &(*p, *q)) && agrees(&vec![*g, *h], &vec![*p, *q])
            }
            [Small::General(g, y), Small::General(h, z), Small::Heap(k)] => {
                agrees(&(g, h, Nim), &(y.clone(), z.clone(), *k))
            }
            [Small::General(g, y), Small::Heap(k), _]
            | [Small::Heap(k), Small::General(g, y), _] => agrees(&(Nim, g), &(*k, y.clone())),
            [Small::Rect(g, p), Small::Heap(k), _] | [Small::Heap(k), Small::Rect(g, p), _] => {
                agrees(&(g, Nim), &(*p, *k))
            }
            [first, second, third] => {
                // Three rectangles or other mixes: the RectGames of the three
                // as a Vec, the rest skipped.
                let rects: Vec<(RectGame, RectPos)> = [first, second, third]
                    .into_iter()
                    .filter_map(|s| match s {
                        Small::Rect(g, p) => Some((*g, *p)),
                        _ => None,
                    })
                    .collect();
                let (games, ps): (Vec<_>, Vec<_>) = rects.into_iter().unzip();
                agrees(&games, &ps)
            }
        }
    }
    QuickCheck::new()
        .tests(150)
        .quickcheck(prop as fn(u64) -> bool);
}
