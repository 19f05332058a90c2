//! The standard games: each against its published values and against the
//! generic memoised solver on every small position.

use hookgames_game::{
    Algorithm, DEFAULT_SUBTRACTION_SEARCH_LEN, GameError, MAX_SEQUENCE_LEN, NarySum, Nim, Solver,
    Subtraction, Sum, nim_sum,
};
use quickcheck::{TestResult, quickcheck};

/// The generic memoised solver, with values as `u64` like every public
/// signature of the 0.2 API. The engine still returns `u32` on this
/// branch: this is the only place that converts, so the `u64::from` goes
/// when the solvers return `u64`.
struct Generic<A: Algorithm>(Solver<A>);

impl<A: Algorithm> Generic<A> {
    fn new(game: A) -> Self {
        Generic(Solver::new(game))
    }

    fn value(&mut self, p: &A::State) -> u64 {
        u64::from(
            self.0
                .grundy(p)
                .expect("the generic solver solves small games"),
        )
    }
}

/// mex of a list of values, by the definition.
fn mex(options: &[u64]) -> u64 {
    (0..).find(|v| !options.contains(v)).unwrap_or(0)
}

// ---------------------------------------------------------------- Nim

#[test]
fn nim_heap_is_worth_its_size() {
    assert_eq!(Nim.followers(&4), vec![0, 1, 2, 3]);
    assert!(Nim.is_end(&0) && !Nim.is_end(&1));
    assert_eq!(Nim.follower_count(&7), 7);
    assert!(Nim.has_arrow(&7, &0) && !Nim.has_arrow(&7, &7));
    let mut g = Generic::new(Nim);
    for n in 0..=300 {
        assert_eq!(g.value(&n), n);
    }
}

#[test]
fn bouton_nim_positions_are_worth_their_nim_sum() {
    // C. L. Bouton (1901–1902): a Nim position is P iff the nim-sum of its
    // heaps is 0; by Sprague–Grundy its value is that nim-sum.
    let nim3 = NarySum::copies(Nim, 3);
    let mut g = Generic::new(&nim3);
    for a in 0..=7 {
        for b in 0..=7 {
            for c in 0..=7 {
                assert_eq!(g.value(&vec![a, b, c]), nim_sum(&[a, b, c]), "{a} {b} {c}");
            }
        }
    }
    let pair = Sum::new(Nim, Nim);
    let mut g = Generic::new(&pair);
    for a in 0..=20 {
        for b in 0..=20 {
            assert_eq!(g.value(&(a, b)), a ^ b);
        }
    }
    assert_eq!(nim_sum(&[]), 0);
    assert_eq!(nim_sum(&[1, 2, 3]), 0);
    assert_eq!(nim_sum(&[u64::MAX, 1]), u64::MAX - 1);
}

// ---------------------------------------------------------- Subtraction

/// The Grundy values of a subtraction game by the definition, written
/// independently of the library.
fn brute_subtraction(set: &[u64], len: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::with_capacity(len);
    for n in 0..len as u64 {
        let options: Vec<u64> = set
            .iter()
            .filter(|&&s| s <= n)
            .map(|&s| g[(n - s) as usize])
            .collect();
        g.push(mex(&options));
    }
    g
}

/// All non-empty subsets of {1, …, k}.
fn subsets(k: u64) -> Vec<Vec<u64>> {
    (1u64..1 << k)
        .map(|mask| (1..=k).filter(|s| mask & (1 << (s - 1)) != 0).collect())
        .collect()
}

#[test]
fn subtraction_set_is_checked_and_normalized() -> Result<(), GameError> {
    assert_eq!(Subtraction::new([3, 1, 3])?.set(), &[1, 3]);
    assert_eq!(
        Subtraction::new(Vec::new()).unwrap_err(),
        GameError::EmptySubtractionSet
    );
    assert_eq!(
        Subtraction::new([2, 0]).unwrap_err(),
        GameError::ZeroSubtraction
    );
    let game = Subtraction::new([1, 3, 4])?;
    assert_eq!(game.followers(&10), vec![9, 7, 6]);
    assert_eq!(game.followers(&3), vec![2, 0]);
    assert!(game.is_end(&0));
    assert_eq!(game, Subtraction::new([4, 3, 1])?);
    Ok(())
}

#[test]
fn subtraction_values_match_brute_force_and_the_generic_solver() {
    for set in subsets(6) {
        let game = Subtraction::new(set.clone()).unwrap();
        let values = game.values(61).unwrap();
        assert_eq!(values, brute_subtraction(&set, 61), "{set:?}");
        let mut g = Generic::new(&game);
        for (n, &v) in values.iter().enumerate() {
            assert_eq!(g.value(&(n as u64)), v, "{set:?} at {n}");
        }
    }
}

#[test]
fn subtraction_known_sequences() {
    // S(1, …, k): g(n) = n mod (k + 1), purely periodic (Winning Ways ch. 4).
    for k in 1..=8u64 {
        let game = Subtraction::new(1..=k).unwrap();
        let per = game.periodicity().unwrap();
        assert_eq!((per.preperiod(), per.period()), (0, k + 1), "k = {k}");
        for n in 0..200 {
            assert_eq!(per.value(n), n % (k + 1));
        }
        let values = game.values(200).unwrap();
        assert!(
            values
                .iter()
                .enumerate()
                .all(|(n, &v)| v == n as u64 % (k + 1))
        );
    }
    // S(1, 3, 4) and S(2, 3) (Winning Ways ch. 4).
    let per = Subtraction::new([1, 3, 4]).unwrap().periodicity().unwrap();
    assert_eq!((per.preperiod(), per.period()), (0, 7));
    assert_eq!(per.period_values(), &[0, 1, 0, 1, 2, 3, 2]);
    let per = Subtraction::new([2, 3]).unwrap().periodicity().unwrap();
    assert_eq!((per.preperiod(), per.period()), (0, 5));
    assert_eq!(per.period_values(), &[0, 0, 1, 1, 2]);
}

#[test]
fn two_element_subtraction_games_have_period_2x_or_x_plus_y() {
    // B. Benesh et al., "The periodicity of nim-sequences in two-element
    // subtraction games", INTEGERS 20 (2020) #G5: S(x, y) with x < y is
    // purely periodic with period 2x or x + y; it is 2x exactly when y is
    // an odd multiple of x (for x = 1, y = 3: g(n) = n mod 2).
    for x in 1..=12u64 {
        for y in x + 1..=30 {
            let per = Subtraction::new([x, y]).unwrap().periodicity().unwrap();
            let odd_multiple = y % x == 0 && (y / x) % 2 == 1;
            let expected = if odd_multiple { 2 * x } else { x + y };
            assert_eq!(
                (per.preperiod(), per.period()),
                (0, expected),
                "S({x}, {y})"
            );
        }
    }
}

#[test]
fn subtraction_with_a_preperiod() {
    // S(2, 4, 7) is not purely periodic: 0 0 1 1 2 2 0 3, then 1 0 2
    // repeated. Checked against the brute force far beyond the period.
    let set = [2, 4, 7];
    let per = Subtraction::new(set).unwrap().periodicity().unwrap();
    assert_eq!((per.preperiod(), per.period()), (8, 3));
    assert_eq!(per.values(), &[0, 0, 1, 1, 2, 2, 0, 3, 1, 0, 2]);
    let brute = brute_subtraction(&set, 2000);
    for (n, &v) in brute.iter().enumerate() {
        assert_eq!(per.value(n as u64), v, "at {n}");
    }
    // Least: g(7) ≠ g(10), and no period 1 or 2 from 8 on.
    assert_ne!(brute[7], brute[10]);
    assert_ne!(brute[8], brute[9]);
    assert_ne!(brute[8], brute[10]);
}

#[test]
fn subtraction_long_windows_and_limits() {
    // S(1000): g(n) = ⌊n / 1000⌋ mod 2, period 2000, first window repeat
    // at 3000 values.
    let game = Subtraction::new([1000]).unwrap();
    let per = game.periodicity().unwrap();
    assert_eq!((per.preperiod(), per.period()), (0, 2000));
    assert_eq!(per.value(999), 0);
    assert_eq!(per.value(1000), 1);
    assert_eq!(per.value(2_000_000_000_500), 0);
    assert_eq!(game.periodicity_within(3000).unwrap(), per);
    assert_eq!(
        game.periodicity_within(2999).unwrap_err(),
        GameError::PeriodNotFound { limit: 2999 }
    );
    // A limit no larger than max S cannot see two windows.
    assert_eq!(
        game.periodicity_within(1000).unwrap_err(),
        GameError::PeriodNotFound { limit: 1000 }
    );
    let huge = Subtraction::new([u64::MAX]).unwrap();
    assert_eq!(
        huge.periodicity().unwrap_err(),
        GameError::PeriodNotFound {
            limit: DEFAULT_SUBTRACTION_SEARCH_LEN
        }
    );
    assert_eq!(huge.followers(&u64::MAX), vec![0]);
    assert_eq!(
        game.values(MAX_SEQUENCE_LEN + 1).unwrap_err(),
        GameError::SequenceTooLong {
            len: MAX_SEQUENCE_LEN + 1,
            limit: MAX_SEQUENCE_LEN
        }
    );
    assert_eq!(
        game.periodicity_within(u64::MAX).unwrap_err(),
        GameError::SequenceTooLong {
            len: u64::MAX,
            limit: MAX_SEQUENCE_LEN
        }
    );
    assert_eq!(game.values(0).unwrap(), Vec::<u64>::new());
}

/// The property of [`Subtraction::periodicity`] on one set: the detected
/// preperiod and period describe values computed far beyond them, they
/// are least, and the values agree with the generic solver.
fn periodicity_holds(set: &[u64]) -> Result<(), String> {
    let game = Subtraction::new(set.iter().copied()).map_err(|e| e.to_string())?;
    let per = game.periodicity().map_err(|e| e.to_string())?;
    let (pre, p) = (per.preperiod() as usize, per.period() as usize);
    let far = pre + 4 * p + 100;
    let brute = brute_subtraction(game.set(), far);
    if game.values(far as u64).map_err(|e| e.to_string())? != brute {
        return Err("values() differs from the brute force".into());
    }
    if let Some(n) = (0..far).find(|&n| per.value(n as u64) != brute[n]) {
        return Err(format!("value({n}) differs from the brute force"));
    }
    // Least period: every smaller shift fails somewhere in one period
    // after the preperiod (mismatches there recur for ever).
    if let Some(d) = (1..p).find(|&d| (pre..pre + p).all(|n| brute[n + d] == brute[n])) {
        return Err(format!("{d} is a smaller period"));
    }
    // Least preperiod.
    if pre > 0 && brute[pre - 1] == brute[pre - 1 + p] {
        return Err("the preperiod is not least".into());
    }
    let mut g = Generic::new(&game);
    if let Some(n) = (0..60).find(|&n| g.value(&(n as u64)) != brute[n]) {
        return Err(format!("the generic solver differs at {n}"));
    }
    Ok(())
}

quickcheck! {
    fn qc_subtraction_periodicity_is_exact_and_least(set: Vec<u8>) -> TestResult {
        let set: Vec<u64> = set.iter().take(4).map(|&s| u64::from(s % 12) + 1).collect();
        if set.is_empty() {
            return TestResult::discard();
        }
        match periodicity_holds(&set) {
            Ok(()) => TestResult::passed(),
            Err(e) => TestResult::error(format!("S = {set:?}: {e}")),
        }
    }
}

#[test]
fn subtraction_periodicity_on_every_small_set() {
    for set in subsets(7) {
        periodicity_holds(&set).unwrap_or_else(|e| panic!("S = {set:?}: {e}"));
    }
}
