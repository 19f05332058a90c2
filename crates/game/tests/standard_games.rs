//! The standard games: each against its published values and against the
//! generic memoised solver on every small position.

use hookgames_game::{Algorithm, NarySum, Nim, Solver, Sum, nim_sum};

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
