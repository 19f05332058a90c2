//! The standard games: each against its published values and against the
//! generic memoised solver on every small position.

use std::collections::{BTreeSet, HashMap};

use hookgames_game::{
    Algorithm, AlgorithmExt, Chomp, DEFAULT_MAX_STATES, DEFAULT_SUBTRACTION_SEARCH_LEN,
    FiniteAlgorithm, GameError, MAX_SEQUENCE_LEN, MAX_SEQUENCE_WORK, MAX_SUBTRACTION_SET, Nim,
    Octal, Periodicity, Solver, Subtraction, WYTHOFF_MAX_INDEX, Wythoff, nim_sum,
};
use quickcheck::{TestResult, quickcheck};

/// The generic memoised solver, which must solve every small game here.
struct Generic<A: Algorithm>(Solver<'static, A>);

impl<A: Algorithm> Generic<A> {
    fn new(game: A) -> Self {
        Generic(Solver::new(game))
    }

    fn value(&mut self, p: &A::State) -> u64 {
        self.0
            .grundy(p)
            .expect("the generic solver solves small games")
    }
}

/// mex of a list of values, by the definition.
fn mex(options: &[u64]) -> u64 {
    (0..).find(|v| !options.contains(v)).unwrap_or(0)
}

// ---------------------------------------------------------------- Nim

#[test]
fn nim_heap_is_worth_its_size() {
    assert_eq!(Nim.followers(&4).unwrap(), vec![0, 1, 2, 3]);
    assert!(Nim.is_end(&0).unwrap() && !Nim.is_end(&1).unwrap());
    assert_eq!(Nim.follower_count(&7).unwrap(), 7);
    assert!(Nim.has_arrow(&7, &0).unwrap() && !Nim.has_arrow(&7, &7).unwrap());
    let mut g = Generic::new(Nim);
    for n in 0..=300 {
        assert_eq!(g.value(&n), n);
    }
}

#[test]
fn bouton_nim_positions_are_worth_their_nim_sum() {
    // C. L. Bouton (1901–1902): a Nim position is P iff the nim-sum of its
    // heaps is 0; by Sprague–Grundy its value is that nim-sum.
    let nim3 = vec![Nim; 3];
    let mut g = Generic::new(&nim3);
    for a in 0..=7 {
        for b in 0..=7 {
            for c in 0..=7 {
                assert_eq!(g.value(&vec![a, b, c]), nim_sum(&[a, b, c]), "{a} {b} {c}");
            }
        }
    }
    let pair = (Nim, Nim);
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
    assert_eq!(game.followers(&10).unwrap(), vec![9, 7, 6]);
    assert_eq!(game.followers(&3).unwrap(), vec![2, 0]);
    assert!(game.is_end(&0).unwrap());
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
        let per = game.periodicity(None).unwrap();
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
    let per = Subtraction::new([1, 3, 4])
        .unwrap()
        .periodicity(None)
        .unwrap();
    assert_eq!((per.preperiod(), per.period()), (0, 7));
    assert_eq!(per.period_values(), &[0, 1, 0, 1, 2, 3, 2]);
    let per = Subtraction::new([2, 3]).unwrap().periodicity(None).unwrap();
    assert_eq!((per.preperiod(), per.period()), (0, 5));
    assert_eq!(per.period_values(), &[0, 0, 1, 1, 2]);
}

#[test]
fn two_element_subtraction_games_have_period_2x_or_x_plus_y() {
    // B. Benesh et al., "The periodicity of nim-sequences in two-element
    // subtraction games", INTEGERS 20 (2020) #G5, abstract: the period of
    // S(x, y) is 2x or x + y. Which one, and the preperiod 0, are not
    // quoted from the paper: they are the rule the values follow here
    // (2x exactly when y is an odd multiple of x; S(1, 3) is n mod 2),
    // and the brute-force tests below check every small case anyway.
    for x in 1..=12u64 {
        for y in x + 1..=30 {
            let per = Subtraction::new([x, y]).unwrap().periodicity(None).unwrap();
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
    let per = Subtraction::new(set).unwrap().periodicity(None).unwrap();
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
    let per = game.periodicity(None).unwrap();
    assert_eq!((per.preperiod(), per.period()), (0, 2000));
    assert_eq!(per.value(999), 0);
    assert_eq!(per.value(1000), 1);
    assert_eq!(per.value(2_000_000_000_500), 0);
    assert_eq!(game.periodicity(Some(3000)).unwrap(), per);
    assert_eq!(
        game.periodicity(Some(2999)).unwrap_err(),
        GameError::PeriodNotFound { limit: 2999 }
    );
    // A limit no larger than max S cannot see two windows.
    assert_eq!(
        game.periodicity(Some(1000)).unwrap_err(),
        GameError::PeriodNotFound { limit: 1000 }
    );
    let huge = Subtraction::new([u64::MAX]).unwrap();
    assert_eq!(
        huge.periodicity(None).unwrap_err(),
        GameError::PeriodNotFound {
            limit: DEFAULT_SUBTRACTION_SEARCH_LEN
        }
    );
    assert_eq!(huge.followers(&u64::MAX).unwrap(), vec![0]);
    assert_eq!(
        game.values(MAX_SEQUENCE_LEN + 1).unwrap_err(),
        GameError::SequenceTooLong {
            len: MAX_SEQUENCE_LEN + 1,
            limit: MAX_SEQUENCE_LEN
        }
    );
    assert_eq!(
        game.periodicity(Some(u64::MAX)).unwrap_err(),
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
    let per = game.periodicity(None).map_err(|e| e.to_string())?;
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

// ---------------------------------------------------------------- Octal

/// Kayles, octal game 0.77: OEIS A002186 (N. J. A. Sloane; Guy and Smith
/// 1956; Winning Ways p. 91), g(n) for n = 0..=104, offset 0.
const KAYLES: [u64; 105] = [
    0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2,
    1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8,
    1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7,
    4, 1, 2, 8, 1, 4, 7, 2, 1,
];

/// Dawson's chess, octal game 0.137: OEIS A002187 (Guy and Smith 1956;
/// Winning Ways pp. 89 and 102), a(n) for n = 0..=131, offset 0.
const DAWSONS_CHESS: [u64; 132] = [
    0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2,
    7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
    5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1,
    0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2,
    1, 1, 0, 4,
];

/// The n below the preperiod whose value differs from the periodic
/// pattern (the "exceptional values" of Winning Ways and OEIS).
fn exceptions(per: &Periodicity, values: &[u64]) -> Vec<u64> {
    let far = 10 * per.period();
    (0..per.preperiod())
        .filter(|&n| values[n as usize] != per.value(n + far))
        .collect()
}

#[test]
fn octal_codes_parse_and_print() -> Result<(), GameError> {
    assert_eq!(Octal::new("0.77")?.digits(), &[0, 7, 7]);
    assert_eq!(Octal::new(".77")?, Octal::new("0.77")?);
    assert_eq!(Octal::new("0.7700")?, Octal::new("0.77")?);
    assert_eq!("4.07".parse::<Octal>()?.digits(), &[4, 0, 7]);
    assert_eq!(Octal::new("0.137")?.max_removal(), 3);
    for code in [
        "0.77", "0.07", "0.137", "4.07", "0.3033", "4.0", "0.0", "0.4",
    ] {
        assert_eq!(Octal::new(code)?.to_string(), code);
    }
    assert_eq!(Octal::new("0.")?.to_string(), "0.0");
    assert_eq!(Octal::new("4.")?.to_string(), "4.0");
    Ok(())
}

#[test]
fn octal_code_errors_say_where_and_what() {
    let cases: [(&str, usize, Option<char>); 8] = [
        ("0.08", 4, Some('8')),
        ("0.7a", 4, Some('a')),
        ("5.07", 1, Some('5')),
        ("0,07", 2, Some(',')),
        ("07", 2, Some('7')),
        ("", 1, None),
        ("4", 2, None),
        ("0.0 7", 4, Some(' ')),
    ];
    for (code, position, found) in cases {
        match Octal::new(code) {
            Err(GameError::InvalidOctalCode {
                code: c,
                position: p,
                found: f,
                ..
            }) => assert_eq!((c.as_str(), p, f), (code, position, found), "{code:?}"),
            other => panic!("{code:?} gave {other:?}"),
        }
    }
    assert_eq!(
        Octal::new("0.08").unwrap_err().to_string(),
        "character 4 of the octal code \"0.08\" is '8'; the digits after the point are octal digits 0–7"
    );
    assert_eq!(
        Octal::new("4").unwrap_err().to_string(),
        "the octal code \"4\" ends too early, at length 1; \
         a point must follow the first digit, as in 0.77"
    );
    assert_eq!(
        Octal::new("").unwrap_err().to_string(),
        "the octal code \"\" ends too early, at length 0; write a code such as 0.77 or .07"
    );
    let message = Octal::new("2.07").unwrap_err().to_string();
    assert!(
        message.contains("'2'") && message.contains("0 or 4"),
        "{message}"
    );
}

#[test]
fn kayles_matches_the_published_sequence_and_period() {
    // OEIS A002186: "From n = 71 on, the sequence is periodic with period
    // 12. The only exceptions are n = 0, 3, 6, 9, 11, 15, 18, 21, 22, 28,
    // 34, 39, 57 and 70." Same offset as here: g(n) is a heap of n pins.
    for code in ["0.77", "0.771"] {
        let kayles = Octal::new(code).unwrap();
        let values = kayles.values(KAYLES.len() as u64).unwrap();
        assert_eq!(values, KAYLES, "{code}");
        let per = kayles.periodicity(None).unwrap();
        assert_eq!((per.preperiod(), per.period()), (71, 12), "{code}");
        assert_eq!(
            exceptions(&per, &values),
            [0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70]
        );
        for (n, &v) in KAYLES.iter().enumerate() {
            assert_eq!(per.value(n as u64), v);
        }
    }
}

#[test]
fn dawsons_chess_and_dawsons_kayles_match_the_published_sequence() {
    // OEIS A002187 is Dawson's chess 0.137 with offset 0: "Has period 34
    // with the only exceptions at n = 0, 14, 16, 17, 31, 34 and 51", so
    // its last exception is 51 and its preperiod 52.
    let chess = Octal::new("0.137").unwrap();
    let values = chess.values(DAWSONS_CHESS.len() as u64).unwrap();
    assert_eq!(values, DAWSONS_CHESS);
    let per = chess.periodicity(None).unwrap();
    assert_eq!((per.preperiod(), per.period()), (52, 34));
    assert_eq!(exceptions(&per, &values), [0, 14, 16, 17, 31, 34, 51]);
    // Dawson's Kayles 0.07 "has values a(n − 1)" (A002187's comment): here
    // g is indexed by the heap n as for every octal game, so
    // g(n) = A002187(n − 1) for n ≥ 1 and g(0) = 0; everything shifts by
    // one: the exceptions are 1, 15, 17, 18, 32, 35, 52, plus the empty
    // heap 0 that A002187 does not list, and the preperiod is 53.
    let kayles = Octal::new("0.07").unwrap();
    let values = kayles.values(DAWSONS_CHESS.len() as u64 + 1).unwrap();
    assert_eq!(values[0], 0);
    assert_eq!(values[1..], DAWSONS_CHESS);
    let per = kayles.periodicity(None).unwrap();
    assert_eq!((per.preperiod(), per.period()), (53, 34));
    assert_eq!(exceptions(&per, &values), [0, 1, 15, 17, 18, 32, 35, 52]);
}

#[test]
fn published_equivalences_between_octal_games() {
    // A002187: "Octal games .4, .401, .402, .403, .42, .421, .422 and .423
    // have values a(n − 2)" (n ≥ 2; heaps of 0 and 1 have no move).
    for code in [
        "0.4", "0.401", "0.402", "0.403", "0.42", "0.421", "0.422", "0.423",
    ] {
        let values = Octal::new(code).unwrap().values(134).unwrap();
        assert_eq!(values[..2], [0, 0], "{code}");
        assert_eq!(values[2..], DAWSONS_CHESS, "{code}");
    }
    // A002186: "Octal games 4.4, 4.41, 4.42, 4.43, 4.6, 4.61, 4.62 and 4.63
    // have values a(n − 1)": the leading 4 (split without removing).
    for code in ["4.4", "4.41", "4.42", "4.43", "4.6", "4.61", "4.62", "4.63"] {
        let values = Octal::new(code).unwrap().values(106).unwrap();
        assert_eq!(values[0], 0, "{code}");
        assert_eq!(values[1..], KAYLES, "{code}");
    }
}

/// The code of the subtraction game S: digit 3 at each s ∈ S.
fn subtraction_code(set: &[u64]) -> String {
    let max = *set.iter().max().unwrap_or(&0);
    let digits: String = (1..=max)
        .map(|k| if set.contains(&k) { '3' } else { '0' })
        .collect();
    format!("0.{digits}")
}

#[test]
fn octal_subtraction_codes_are_subtraction_games() {
    // Digit 3 = "remove k, leaving nothing or one heap": S(1, 3, 4) is 0.3033.
    assert_eq!(subtraction_code(&[1, 3, 4]), "0.3033");
    for set in subsets(6) {
        let octal = Octal::new(&subtraction_code(&set)).unwrap();
        let sub = Subtraction::new(set.clone()).unwrap();
        assert_eq!(
            octal.values(80).unwrap(),
            sub.values(80).unwrap(),
            "{set:?}"
        );
        assert_eq!(
            octal.periodicity(None).unwrap(),
            sub.periodicity(None).unwrap(),
            "{set:?}"
        );
        assert_eq!(
            octal.followers(&vec![9]).unwrap().len(),
            sub.followers(&9).unwrap().len()
        );
    }
}

/// Codes exercised against the generic solver: splitting and
/// non-splitting digits, with and without the leading 4.
const CODES: [&str; 10] = [
    "0.77", "0.07", "0.137", "4.07", "0.6", "0.51", "4.4", "0.3033", "0.15", "4.0",
];

#[test]
fn octal_values_match_the_generic_solver_on_heaps_and_multisets() {
    for code in CODES {
        let game = Octal::new(code).unwrap();
        let values = game.values(21).unwrap();
        let mut g = Generic::new(&game);
        for n in 0..=20u64 {
            assert_eq!(
                g.value(&Octal::position([n])),
                values[n as usize],
                "{code} heap {n}"
            );
        }
        // Sprague–Grundy: every multiset of up to three heaps ≤ 8.
        for a in 0..=8u64 {
            for b in a..=8 {
                for c in b..=8 {
                    let p = Octal::position([a, b, c]);
                    let expected =
                        nim_sum(&[values[a as usize], values[b as usize], values[c as usize]]);
                    assert_eq!(g.value(&p), expected, "{code} {p:?}");
                }
            }
        }
    }
}

#[test]
fn octal_followers_are_normalized_multisets_listed_once() {
    for code in CODES {
        let game = Octal::new(code).unwrap();
        for root in [vec![12], vec![3, 3, 5], vec![1, 2, 2, 4, 4, 4]] {
            // from_root refuses a follower reported twice.
            let fa = FiniteAlgorithm::from_root(&game, &root)
                .unwrap_or_else(|e| panic!("{code} from {root:?}: {e}"));
            for p in fa.states() {
                for q in game.followers(p).unwrap() {
                    assert!(q.is_sorted() && !q.contains(&0), "{code}: {p:?} → {q:?}");
                    assert!(q.iter().sum::<u64>() <= p.iter().sum::<u64>());
                }
            }
        }
        // A state in another form is read as the multiset it lists.
        assert_eq!(
            game.followers(&vec![5, 0, 3]).unwrap(),
            game.followers(&vec![3, 5]).unwrap()
        );
    }
    let kayles = Octal::new("0.77").unwrap();
    assert_eq!(
        kayles.followers(&vec![2, 4]).unwrap(),
        vec![
            vec![1, 4],
            vec![4],
            vec![2, 3],
            vec![1, 2, 2],
            vec![2, 2],
            vec![1, 1, 2]
        ]
    );
    assert!(kayles.is_end(&vec![]).unwrap());
    // 4.x splits without removing: 4.0 only splits.
    let split = Octal::new("4.0").unwrap();
    assert_eq!(
        split.followers(&vec![4]).unwrap(),
        vec![vec![1, 3], vec![2, 2]]
    );
}

#[test]
fn octal_periodicity_is_certified_and_least() {
    for code in [
        "0.77", "0.07", "0.137", "4.07", "0.51", "4.4", "0.15", "4.0", "0.0", "0.3", "0.1", "0.34",
    ] {
        let game = Octal::new(code).unwrap();
        let per = game.periodicity(None).unwrap();
        let (pre, p) = (per.preperiod() as usize, per.period() as usize);
        let far = 2 * (pre + p) + 400;
        let values = game.values(far as u64).unwrap();
        for (n, &v) in values.iter().enumerate() {
            assert_eq!(per.value(n as u64), v, "{code} at {n}");
        }
        assert!(
            (1..p).all(|d| (pre..pre + p).any(|n| values[n + d] != values[n])),
            "{code}: a smaller period"
        );
        assert!(pre == 0 || values[pre - 1] != values[pre - 1 + p], "{code}");
    }
    // 0.0 has no move, 0.1 only takes a heap of one, 0.3 is S(1).
    let trivial = |code: &str| {
        let per = Octal::new(code).unwrap().periodicity(None).unwrap();
        (per.preperiod(), per.period(), per.values().to_vec())
    };
    assert_eq!(trivial("0.0"), (0, 1, vec![0]));
    assert_eq!(trivial("0.1"), (2, 1, vec![0, 1, 0]));
    assert_eq!(trivial("0.3"), (0, 2, vec![0, 1]));
    // Splits whose shifted heap would be empty: the theorem needs n₀ ≥ 1.
    // 0.04 starts 0 0 0 0 1 (no single-heap move to match the split of
    // 4 − 2 = 1 + 1), so p = 1 from n₀ = 0 is no period; 4.0 only splits:
    // 0 0 1 0 1 0 1 ….
    assert_eq!(
        Octal::new("0.04").unwrap().values(5).unwrap(),
        [0, 0, 0, 0, 1]
    );
    assert_eq!(
        Octal::new("4.0").unwrap().values(6).unwrap(),
        [0, 0, 1, 0, 1, 0]
    );
    assert_eq!(trivial("4.0"), (1, 2, vec![0, 0, 1]));
}

#[test]
fn octal_periodicity_limits() {
    // Kayles needs 2·71 + 2·12 + 2 = 168 values for the theorem.
    let kayles = Octal::new("0.77").unwrap();
    assert!(kayles.periodicity(Some(168)).is_ok());
    assert_eq!(
        kayles.periodicity(Some(167)).unwrap_err(),
        GameError::PeriodNotFound { limit: 167 }
    );
    // 0.6 has no known period; none can be certified from 1500 values.
    assert_eq!(
        Octal::new("0.6")
            .unwrap()
            .periodicity(Some(1500))
            .unwrap_err(),
        GameError::PeriodNotFound { limit: 1500 }
    );
    assert_eq!(
        kayles.values(MAX_SEQUENCE_LEN + 1).unwrap_err(),
        GameError::SequenceTooLong {
            len: MAX_SEQUENCE_LEN + 1,
            limit: MAX_SEQUENCE_LEN
        }
    );
    assert_eq!(
        kayles.periodicity(Some(MAX_SEQUENCE_LEN + 1)).unwrap_err(),
        GameError::SequenceTooLong {
            len: MAX_SEQUENCE_LEN + 1,
            limit: MAX_SEQUENCE_LEN
        }
    );
}

/// Issue 27: `Octal::new("0.07")?.values(1 << 24)` was within
/// MAX_SEQUENCE_LEN and ran for hours (the work is quadratic in the
/// length); `Subtraction::new(1..1_000_000)?.periodicity(None)` ran without end
/// in sight (values × |S|). Both are refused before any work, naming the
/// work and the limit; requests just within the limit are answered.
#[test]
fn work_limits_refuse_sequences_before_computing_them() {
    let dawson = Octal::new("0.07").unwrap();
    let len: u128 = 1 << 24;
    // Three digit tests a heap, and ⌊(len − 3)²/4⌋ splits for d₂ = 7.
    let want = 3 * len + (len - 3) * (len - 3) / 4;
    match dawson.values(1 << 24).unwrap_err() {
        GameError::WorkLimit { what, work, limit } => {
            assert_eq!((work, limit), (want, MAX_SEQUENCE_WORK));
            assert_eq!(
                what,
                "the Grundy values of the octal game 0.07 for heaps 0..16777216"
            );
        }
        other => panic!("{other:?}"),
    }
    let e = dawson.values(1 << 24).unwrap_err().to_string();
    assert!(e.contains("MAX_SEQUENCE_WORK"), "{e}");
    // The longest sequence within the limit: (len − 3)²/4 + 3·len ≤ 2^32.
    let fits = (1u64..1 << 24)
        .rev()
        .find(|&n| {
            let n = u128::from(n);
            3 * n + (n - 3) * (n - 3) / 4 <= u128::from(MAX_SEQUENCE_WORK)
        })
        .unwrap();
    assert!(matches!(
        dawson.values(fits + 1),
        Err(GameError::WorkLimit { .. })
    ));
    // (`fits` itself is accepted; computing it takes seconds, an eighth of
    // it a 64th of that.)
    assert_eq!(dawson.values(fits / 8).unwrap().len() as u64, fits / 8);
    // The period searches of every code tried in the issue, at the maximum.
    for code in ["0.07", "0.77", "0.137", "4.07", "0.6"] {
        let g = Octal::new(code).unwrap();
        assert!(matches!(
            g.values(1 << 24),
            Err(GameError::WorkLimit { .. })
        ));
        assert!(matches!(
            g.periodicity(Some(MAX_SEQUENCE_LEN)),
            Err(GameError::WorkLimit { .. })
        ));
    }
    // A code with many splitting digits: its default search is refused.
    let sevens = Octal::new(&format!("0.{}", "7".repeat(100))).unwrap();
    assert!(matches!(
        sevens.periodicity(None),
        Err(GameError::WorkLimit { .. })
    ));
    assert_eq!(sevens.values(10).unwrap().len(), 10);
    // Kayles's default search still certifies its period.
    let kayles = Octal::new("0.77").unwrap().periodicity(None).unwrap();
    assert_eq!((kayles.preperiod(), kayles.period()), (71, 12));

    let wide = Subtraction::new(1..1_000_000).unwrap();
    match wide.periodicity(None).unwrap_err() {
        GameError::WorkLimit { what, work, limit } => {
            assert_eq!(limit, MAX_SEQUENCE_WORK);
            assert!(work > 1 << 38, "{work}");
            assert!(what.contains("999999 move sizes"), "{what}");
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        wide.values(1 << 24),
        Err(GameError::WorkLimit { .. })
    ));
    // Heaps below |S| + 1 are cheap: values(n) takes n + n(n − 1)/2 steps.
    assert_eq!(wide.values(1000).unwrap(), (0..1000).collect::<Vec<u64>>());
    // S(1, …, k) within the limit: period k + 1 from the start.
    let per = Subtraction::new(1..=1000)
        .unwrap()
        .periodicity(None)
        .unwrap();
    assert_eq!((per.preperiod(), per.period()), (0, 1001));
    // A set read from an endless iterator stops at MAX_SUBTRACTION_SET.
    assert_eq!(
        Subtraction::new(1..u64::MAX).unwrap_err(),
        GameError::SubtractionSetTooLarge {
            limit: MAX_SUBTRACTION_SET
        }
    );
    assert_eq!(
        Subtraction::new(1..=MAX_SUBTRACTION_SET)
            .unwrap()
            .set()
            .len() as u64,
        MAX_SUBTRACTION_SET
    );
}

// ---------------------------------------------------------------- Chomp

/// All partitions of `n`, parts non-increasing.
fn partitions(n: u64) -> Vec<Vec<u64>> {
    fn go(n: u64, max: u64, prefix: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
        if n == 0 {
            out.push(prefix.clone());
            return;
        }
        for part in (1..=n.min(max)).rev() {
            prefix.push(part);
            go(n - part, part, prefix, out);
            prefix.pop();
        }
    }
    let mut out = Vec::new();
    go(n, n, &mut Vec::new(), &mut out);
    out
}

/// Chomp by the definition, on sets of boxes (i, j), written independently
/// of the library: a move picks a box other than (1, 1) and removes every
/// box weakly south-east of it.
fn brute_chomp(boxes: &BTreeSet<(u64, u64)>, memo: &mut HashMap<BTreeSet<(u64, u64)>, u64>) -> u64 {
    if let Some(&v) = memo.get(boxes) {
        return v;
    }
    let options: Vec<u64> = boxes
        .iter()
        .filter(|&&b| b != (1, 1))
        .map(|&(i, j)| {
            let rest: BTreeSet<(u64, u64)> = boxes
                .iter()
                .copied()
                .filter(|&(a, b)| a < i || b < j)
                .collect();
            brute_chomp(&rest, memo)
        })
        .collect();
    let v = mex(&options);
    memo.insert(boxes.clone(), v);
    v
}

fn boxes_of(parts: &[u64]) -> BTreeSet<(u64, u64)> {
    parts
        .iter()
        .enumerate()
        .flat_map(|(i, &part)| (1..=part).map(move |j| (i as u64 + 1, j)))
        .collect()
}

/// The hook (L) with an arm of `arm` boxes right of (1, 1) and a leg of
/// `leg` boxes below it.
fn hook(arm: u64, leg: u64) -> Vec<u64> {
    std::iter::once(arm + 1)
        .chain(std::iter::repeat_n(1, leg as usize))
        .collect()
}

#[test]
fn chomp_positions_are_checked() {
    assert_eq!(Chomp::position(vec![3, 3, 1]).unwrap(), vec![3, 3, 1]);
    assert_eq!(Chomp::position(vec![1]).unwrap(), vec![1]);
    assert_eq!(
        Chomp::position(vec![3, 1, 2]).unwrap_err(),
        GameError::IncreasingPart {
            index: 3,
            part: 2,
            previous: 1
        }
    );
    assert_eq!(
        Chomp::position(vec![0]).unwrap_err(),
        GameError::ZeroPart { index: 1 }
    );
    assert_eq!(
        Chomp::position(vec![2, 2, 0]).unwrap_err(),
        GameError::ZeroPart { index: 3 }
    );
    assert_eq!(
        Chomp::position(vec![]).unwrap_err(),
        GameError::EmptyDiagram
    );
    let message = Chomp::position(vec![3, 1, 2]).unwrap_err().to_string();
    assert!(
        message.contains("part 3 (2)") && message.contains("(1)"),
        "{message}"
    );
}

#[test]
fn chomp_moves_eat_south_east_of_the_box() {
    assert_eq!(Chomp::chomp(&[5, 4, 4, 1], 2, 3).unwrap(), vec![5, 2, 2, 1]);
    assert_eq!(Chomp::chomp(&[5, 4, 4, 1], 1, 2).unwrap(), vec![1, 1, 1, 1]);
    assert_eq!(Chomp::chomp(&[5, 4, 4, 1], 4, 1).unwrap(), vec![5, 4, 4]);
    assert_eq!(Chomp::chomp(&[5, 4, 4, 1], 3, 4).unwrap(), vec![5, 4, 3, 1]);
    for (row, column) in [
        (1, 1),
        (0, 2),
        (2, 0),
        (1, 6),
        (2, 5),
        (5, 1),
        (u64::MAX, 1),
    ] {
        assert_eq!(
            Chomp::chomp(&[5, 4, 4, 1], row, column).unwrap_err(),
            GameError::InvalidChompMove { row, column },
            "({row}, {column})"
        );
    }
    assert_eq!(
        Chomp::chomp(&[1, 2], 1, 2).unwrap_err(),
        GameError::IncreasingPart {
            index: 2,
            part: 2,
            previous: 1
        }
    );
    // The followers are the moves, box by box, each once.
    let p = vec![3, 2];
    let expected: Vec<Vec<u64>> = [(1, 2), (1, 3), (2, 1), (2, 2)]
        .iter()
        .map(|&(i, j)| Chomp::chomp(&p, i, j).unwrap())
        .collect();
    assert_eq!(Chomp.followers(&p).unwrap(), expected);
    assert_eq!(expected, vec![vec![1, 1], vec![2, 2], vec![3], vec![3, 1]]);
    assert!(Chomp.is_end(&vec![1]).unwrap());
}

#[test]
fn chomp_values_match_an_independent_brute_force_up_to_10_boxes() {
    let mut memo = HashMap::new();
    let mut g = Generic::new(Chomp);
    let mut checked = 0;
    for n in 1..=10 {
        for parts in partitions(n) {
            let expected = brute_chomp(&boxes_of(&parts), &mut memo);
            assert_eq!(g.value(&parts), expected, "{parts:?}");
            // from_root refuses a follower listed twice.
            assert!(FiniteAlgorithm::from_root(&Chomp, &parts).is_ok());
            checked += 1;
        }
    }
    assert_eq!(checked, 138); // p(1) + … + p(10)
}

#[test]
fn chomp_squares_are_won_by_eating_2_2() {
    // Gale 1974: from the n×n square, eat (2, 2) and mirror the opponent
    // on the L with equal arms that is left.
    let mut g = Generic::new(Chomp);
    for n in 2..=8u64 {
        let square = vec![n; n as usize];
        let l = Chomp::chomp(&square, 2, 2).unwrap();
        assert_eq!(l, hook(n - 1, n - 1));
        assert_ne!(g.value(&square), 0, "{n}×{n}");
        assert_eq!(g.value(&l), 0);
        assert!(g.0.winning_moves(&square).unwrap().contains(&l));
    }
}

#[test]
fn chomp_two_rows_rectangles_hooks_and_rows() {
    let mut g = Generic::new(Chomp);
    // Two rows (a, b): P exactly when b = a − 1 (the first player can
    // always restore that shape).
    for a in 1..=25u64 {
        for b in 1..=a {
            assert_eq!(g.value(&vec![a, b]) == 0, b == a - 1, "({a}, {b})");
        }
    }
    // Every rectangle but 1×1 is an N-position (Gale's strategy stealing).
    for rows in 1..=6u64 {
        for columns in 1..=6u64 {
            let rectangle = vec![columns; rows as usize];
            assert_eq!(g.value(&rectangle) == 0, (rows, columns) == (1, 1));
        }
    }
    // A hook is two independent Nim heaps, its arm and its leg; a single
    // row of n is a Nim heap of n − 1.
    for arm in 0..=8 {
        for leg in 0..=8 {
            assert_eq!(g.value(&hook(arm, leg)), arm ^ leg, "hook {arm}, {leg}");
        }
    }
    for n in 1..=30 {
        assert_eq!(g.value(&vec![n]), n - 1);
    }
}

// -------------------------------------------------------------- Wythoff

/// Wythoff's pairs by his own construction, independent of φ: a_k is the
/// least positive integer not yet used, b_k = a_k + k.
fn wythoff_pairs_by_mex(count: usize) -> Vec<(u64, u64)> {
    let mut used = std::collections::HashSet::new();
    let mut pairs = vec![(0, 0)];
    let mut next = 1u64;
    for k in 1..count as u64 {
        while used.contains(&next) {
            next += 1;
        }
        let (a, b) = (next, next + k);
        used.insert(a);
        used.insert(b);
        pairs.push((a, b));
    }
    pairs
}

#[test]
fn wythoff_p_positions_are_the_zeros_of_the_generic_solver() {
    let mut g = Generic::new(Wythoff);
    for a in 0..=40 {
        for b in 0..=40 {
            assert_eq!(
                Wythoff::is_p_position(a, b),
                g.value(&(a, b)) == 0,
                "({a}, {b})"
            );
        }
    }
}

#[test]
fn wythoff_pairs_match_the_mex_construction() {
    // (0,0), (1,2), (3,5), (4,7), (6,10), (8,13), … (OEIS A000201, A001950).
    let pairs = wythoff_pairs_by_mex(100_000);
    assert_eq!(
        pairs[..6],
        [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]
    );
    for (k, &(a, b)) in pairs.iter().enumerate() {
        assert_eq!(Wythoff::p_position(k as u64).unwrap(), (a, b), "k = {k}");
        assert!(Wythoff::is_p_position(a, b) && Wythoff::is_p_position(b, a));
        assert!(!Wythoff::is_p_position(a, b + 1) && !Wythoff::is_p_position(a + 1, b));
    }
}

#[test]
fn wythoff_is_exact_at_the_ends_of_u64() {
    // The last pair that fits ends exactly at u64::MAX.
    let (a, b) = Wythoff::p_position(WYTHOFF_MAX_INDEX).unwrap();
    assert_eq!(b, u64::MAX);
    assert_eq!(b - a, WYTHOFF_MAX_INDEX);
    assert!(Wythoff::is_p_position(a, b) && Wythoff::is_p_position(b, a));
    assert!(!Wythoff::is_p_position(a - 1, b) && !Wythoff::is_p_position(a, b - 1));
    for k in [WYTHOFF_MAX_INDEX + 1, u64::MAX] {
        assert_eq!(
            Wythoff::p_position(k).unwrap_err(),
            GameError::WythoffOverflow {
                k,
                max: WYTHOFF_MAX_INDEX
            }
        );
    }
    assert!(
        GameError::WythoffOverflow {
            k: u64::MAX,
            max: WYTHOFF_MAX_INDEX
        }
        .to_string()
        .contains(&WYTHOFF_MAX_INDEX.to_string())
    );
    // Pairs with a huge difference (5k² overflows u128) are never P.
    assert!(!Wythoff::is_p_position(0, u64::MAX));
    assert!(!Wythoff::is_p_position(u64::MAX, 1));
    assert!(!Wythoff::is_p_position(u64::MAX, u64::MAX));
    assert!(Wythoff::is_p_position(0, 0));
    // Consecutive pairs near 2^62 stay consistent with a_k + k = b_k.
    for k in (1u64 << 62)..(1u64 << 62) + 1000 {
        let (a, b) = Wythoff::p_position(k).unwrap();
        assert_eq!(b - a, k);
        assert!(Wythoff::is_p_position(a, b));
        let (a2, _) = Wythoff::p_position(k + 1).unwrap();
        assert!(a2 - a == 1 || a2 - a == 2, "a_k steps by 1 or 2");
    }
}

/// OEIS A317205: the Sprague–Grundy values G(r, c) of Wythoff's game for
/// 0 ≤ c ≤ r ≤ 11, row by row (Blass and Fraenkel 1990, Table 2;
/// Winning Ways p. 76).
const WYTHOFF_TRIANGLE: [u64; 78] = [
    0, 1, 2, 2, 0, 1, 3, 4, 5, 6, 4, 5, 3, 2, 7, 5, 3, 4, 0, 6, 8, 6, 7, 8, 1, 9, 10, 3, 7, 8, 6,
    9, 0, 1, 4, 5, 8, 6, 7, 10, 1, 2, 5, 3, 4, 9, 10, 11, 12, 8, 7, 13, 14, 15, 16, 10, 11, 9, 8,
    13, 12, 0, 15, 16, 17, 14, 11, 9, 10, 7, 12, 14, 2, 13, 17, 6, 18, 15,
];

/// OEIS A047708: the diagonal G(n, n), n = 0..=19.
const WYTHOFF_DIAGONAL: [u64; 20] = [
    0, 2, 1, 6, 7, 8, 3, 5, 4, 16, 14, 15, 10, 9, 11, 20, 13, 21, 12, 25,
];

#[test]
fn wythoff_grundy_values_match_the_published_tables() {
    let mut g = Generic::new(Wythoff);
    let mut published = WYTHOFF_TRIANGLE.iter();
    for r in 0..=11u64 {
        for c in 0..=r {
            let v = *published.next().unwrap();
            assert_eq!(g.value(&(r, c)), v, "G({r}, {c})");
            assert_eq!(g.value(&(c, r)), v, "G({c}, {r})");
        }
    }
    for (n, &v) in WYTHOFF_DIAGONAL.iter().enumerate() {
        assert_eq!(g.value(&(n as u64, n as u64)), v, "G({n}, {n})");
    }
    // Row 0 is Nim; row 1 is 1, 2, 0, 4, 5, 3, 7, 8, 6, …: the block
    // 1, 2, 0 plus 3 every three columns (additive periodicity, Dress,
    // Flammenkamp and Pink 1999).
    for n in 0..=60u64 {
        assert_eq!(g.value(&(0, n)), n);
        assert_eq!(g.value(&(1, n)), [1, 2, 0][(n % 3) as usize] + 3 * (n / 3));
    }
}

// ------------------------------------------------ a game given by its graph

#[test]
fn a_game_given_by_its_edges() {
    //   0 → 1, 0 → 2, 0 → 5
    //   1 → 3, 1 → 4
    //   2 → 4
    //   3 → 5, 4 → 5, 4 → 6
    // Ends 5 and 6 are worth 0; then 3: mex{0} = 1, 4: mex{0, 0} = 1,
    // 2: mex{1} = 0, 1: mex{1, 1} = 0, 0: mex{0, 0, 0} = 1.
    let edges = [
        (4, 6),
        (0, 1),
        (1, 3),
        (0, 2),
        (2, 4),
        (3, 5),
        (1, 4),
        (4, 5),
        (0, 5),
    ];
    let game = FiniteAlgorithm::from_edges(7, edges).unwrap();
    assert_eq!(game.len(), 7);
    assert_eq!(game.arrow_count(), 9);
    assert_eq!(game.followers(&0).unwrap(), vec![1, 2, 5]);
    assert_eq!(game.followers(&4).unwrap(), vec![6, 5]); // in edge order
    assert!(game.is_end(&5).unwrap() && game.is_end(&6).unwrap());
    assert_eq!(game.grundy_values().unwrap(), vec![1, 0, 0, 1, 1, 0, 0]);
    let mut g = Generic::new(&game);
    for (p, v) in [1, 0, 0, 1, 1, 0, 0].into_iter().enumerate() {
        assert_eq!(g.value(&(p as u32)), v);
    }
    // The same graph from follower lists.
    let rows: [&[u32]; 7] = [&[1, 2, 5], &[3, 4], &[4], &[5], &[6, 5], &[], &[]];
    assert_eq!(
        FiniteAlgorithm::from_followers(rows)
            .unwrap()
            .grundy_values(),
        game.grundy_values()
    );
    // No states, no edges.
    let empty = FiniteAlgorithm::from_edges(0, []).unwrap();
    assert!(empty.is_empty());
    assert_eq!(empty.grundy_values().unwrap(), Vec::<u64>::new());
}

#[test]
fn a_graph_with_a_cycle_has_no_grundy_values() {
    let cycle = FiniteAlgorithm::from_edges(4, [(0, 1), (1, 2), (2, 3), (3, 1)]).unwrap();
    assert_eq!(
        cycle.grundy_values().unwrap_err(),
        GameError::Cycle { length: 3 }
    );
    assert_eq!(
        Solver::new(&cycle).grundy(&0).unwrap_err(),
        GameError::Cycle { length: 3 }
    );
    let lp = FiniteAlgorithm::from_edges(2, [(0, 1), (1, 1)]).unwrap();
    assert_eq!(
        lp.grundy_values().unwrap_err(),
        GameError::Cycle { length: 1 }
    );
}

#[test]
fn graph_edges_are_checked() {
    assert_eq!(
        FiniteAlgorithm::from_edges(3, [(0, 1), (3, 0), (0, 7)]).unwrap_err(),
        GameError::EdgeOutOfRange {
            from: 3,
            to: 0,
            states: 3
        }
    );
    assert_eq!(
        FiniteAlgorithm::from_edges(3, [(0, 1), (1, 2), (0, 3)]).unwrap_err(),
        GameError::EdgeOutOfRange {
            from: 0,
            to: 3,
            states: 3
        }
    );
    assert_eq!(
        FiniteAlgorithm::from_edges(3, [(0, 1), (1, 2), (1, 0), (1, 2), (0, 1)]).unwrap_err(),
        GameError::DuplicateEdge { from: 1, to: 2 }
    );
    assert_eq!(
        FiniteAlgorithm::from_edges(0, [(0, 0)]).unwrap_err(),
        GameError::EdgeOutOfRange {
            from: 0,
            to: 0,
            states: 0
        }
    );
    assert_eq!(
        FiniteAlgorithm::from_edges(u32::MAX, []).unwrap_err(),
        GameError::StateLimit {
            limit: DEFAULT_MAX_STATES
        }
    );
    let message = GameError::EdgeOutOfRange {
        from: 3,
        to: 0,
        states: 3,
    }
    .to_string();
    assert!(
        message.contains("3 → 0") && message.contains("0..3"),
        "{message}"
    );
}
