//! Kawanaka §1: the unique decomposition of an algorithm into connected
//! components ([`Components`], [`connected_components`]), and the
//! materialized subalgorithms it works on ([`FiniteAlgorithm::from_subset`],
//! [`FiniteAlgorithm::subalgorithm`]).
//!
//! Kawanaka's *sum* (P + Q, φ + ψ) of connected algorithms is connected
//! (§1, after the definition); his *disjoint sum* P ⊔ Q of n connected
//! algorithms has n components; and the diagram φ(p) of a sum is the
//! disjoint sum of the diagrams of the summands.

mod common;

use std::ops::ControlFlow;

use common::{C1, Heap, cube};
use hookgames_game::{
    Algorithm, AlgorithmExt, Components, DisjointSum, DisjointUnion, Either, Engine,
    FiniteAlgorithm, GameError, Limits, connected_components,
};
use quickcheck::quickcheck;

/// A disjoint sum of n Nim heaps, each explored from its own root, has n
/// components, one per heap, of the heap's size + 1 states.
#[test]
fn disjoint_sums_of_n_connected_games_have_n_components() {
    for n in 1..=6usize {
        let game = DisjointUnion::new(vec![Heap; n]);
        let roots: Vec<(usize, u32)> = (0..n).map(|i| (i, i as u32 + 2)).collect();
        let fa = FiniteAlgorithm::from_roots(&game, &roots, &Engine::new()).unwrap();
        let c = fa.components();
        assert_eq!(c.count(), n);
        assert_eq!(c.is_connected(), n == 1);
        // The roots get the first indices, so component i is heap i.
        assert_eq!(c.sizes(), (0..n).map(|i| i + 3).collect::<Vec<_>>());
        for (k, members) in c.members().into_iter().enumerate() {
            assert!(members.iter().all(|&s| fa.state(s).unwrap().0 == k));
        }
        // The same through the generic function on the state set.
        let parts = connected_components(&game, fa.states(), &Engine::new()).unwrap();
        assert_eq!(parts.len(), n);
        assert!(parts.iter().all(|p| p.iter().all(|s| s.0 == p[0].0)));
    }
    // Two algorithms of different types: Heap ⊔ C₁ from a heap of 3 and
    // from 0 ∈ C₁: two components of 4 and 2 states.
    let game = DisjointSum::new(Heap, C1);
    let fa =
        FiniteAlgorithm::from_roots(&game, &[Either::Left(3), Either::Right(0)], &Engine::new())
            .unwrap();
    assert_eq!(fa.components().sizes(), vec![4, 2]);
}

/// Kawanaka §1: the sum of connected algorithms is connected — ⟨p⟩ of a
/// sum of Nim heaps or of the cube C_n is one component, and so is the
/// union of several principal algorithms of a sum (they share the end).
/// The diagram φ(p) of a sum of n non-empty heaps has n components (each
/// heap's options form a chain); that of the origin of C_n has n
/// components of one point.
#[test]
fn sums_are_connected_and_their_diagrams_split_by_summand() {
    for a in 0..=4u32 {
        for b in 0..=4u32 {
            for c in 0..=4u32 {
                let nim = vec![Heap; 3];
                let p = vec![a, b, c];
                let fa = FiniteAlgorithm::from_root(&nim, &p).unwrap();
                assert!(fa.components().is_connected());
                let y = connected_components(&nim, &nim.followers(&p).unwrap(), &Engine::new())
                    .unwrap();
                let nonzero: Vec<u32> = p.iter().copied().filter(|&h| h > 0).collect();
                assert_eq!(y.len(), nonzero.len(), "{p:?}");
                let mut sizes: Vec<u32> = y.iter().map(|part| part.len() as u32).collect();
                let mut expected = nonzero.clone();
                sizes.sort_unstable();
                expected.sort_unstable();
                assert_eq!(sizes, expected, "{p:?}");
                // Each component moved exactly one heap.
                for part in &y {
                    let moved: Vec<usize> = (0..3).filter(|&i| part[0][i] != p[i]).collect();
                    assert_eq!(moved.len(), 1);
                    assert!(part.iter().all(|s| s[moved[0]] != p[moved[0]]));
                }
            }
        }
    }
    let nim = (Heap, Heap);
    let fa = FiniteAlgorithm::from_roots(&nim, &[(3, 0), (0, 4), (2, 2)], &Engine::new()).unwrap();
    assert!(fa.components().is_connected());
    for n in 0..=6usize {
        let c = cube(n);
        let origin = vec![0u8; n];
        assert!(
            FiniteAlgorithm::from_root(&c, &origin)
                .unwrap()
                .components()
                .is_connected()
        );
        let y = connected_components(&c, &c.followers(&origin).unwrap(), &Engine::new()).unwrap();
        assert_eq!(y.len(), n);
        assert!(y.iter().all(|part| part.len() == 1));
    }
}

/// Components from rows: explicit small cases, the empty algorithm, and a
/// follower out of range.
#[test]
fn components_from_rows_and_errors() {
    let empty = Components::from_rows(0, |_| Vec::<u32>::new()).unwrap();
    assert_eq!(
        (empty.count(), empty.len(), empty.is_connected()),
        (0, 0, false)
    );
    assert!(empty.is_empty());
    // 4 → 0, 3 → 1, 2 isolated: components {0, 4}, {1, 3}, {2}.
    let rows: [&[u32]; 5] = [&[], &[], &[], &[1], &[0]];
    let c = Components::from_rows(5, |i| rows[i as usize]).unwrap();
    assert_eq!(c.labels(), &[0, 1, 2, 1, 0]);
    assert_eq!(c.members(), vec![vec![0, 4], vec![1, 3], vec![2]]);
    assert_eq!(c.component_of(3), Some(1));
    assert_eq!(c.component_of(5), None);
    assert_eq!(
        Components::from_rows(2, |i| if i == 1 { vec![2] } else { vec![] }),
        Err(GameError::FollowerOutOfRange {
            state: 1,
            follower: 2,
            len: 2
        })
    );
}

/// A game that reports the follower 0 twice.
struct Twice;

impl Algorithm for Twice {
    type State = u32;
    fn try_for_each_follower<B, F>(&self, p: &u32, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u32) -> ControlFlow<B>,
    {
        if *p > 0 {
            f(0)?;
            f(0)?;
        }
        ControlFlow::Continue(())
    }
}

/// Every limit of the generic decomposition is checked before the work:
/// states, examined arrows, bytes; a repeated follower and an unknown
/// index are errors, not answers.
#[test]
fn limits_and_errors_of_the_decomposition() {
    let q: Vec<u32> = (0..100).collect();
    assert_eq!(
        connected_components(
            &Heap,
            &q,
            &Engine::new().with_limits(Limits::default().with_max_states(50))
        ),
        Err(GameError::StateLimit { limit: 50 })
    );
    // Σ_{q < 100} q = 4950 followers are examined.
    assert_eq!(
        connected_components(
            &Heap,
            &q,
            &Engine::new().with_limits(Limits::default().with_max_arrows(4949))
        ),
        Err(GameError::ArrowLimit { limit: 4949 })
    );
    assert_eq!(
        connected_components(
            &Heap,
            &q,
            &Engine::new().with_limits(Limits::default().with_max_arrows(4950))
        )
        .unwrap()
        .len(),
        1
    );
    assert!(matches!(
        connected_components(
            &Heap,
            &q,
            &Engine::new().with_limits(Limits::default().with_max_bytes(1000))
        ),
        Err(GameError::MemoryLimit { limit: 1000, .. })
    ));
    assert_eq!(
        connected_components(&Twice, &[1, 0], &Engine::new()),
        Err(GameError::DuplicateFollower {
            state: 0,
            follower: 1
        })
    );
    // A state listed twice counts once.
    assert_eq!(
        connected_components(&Heap, &[3, 5, 3], &Engine::new()).unwrap(),
        vec![vec![3, 5]]
    );
    let fa = FiniteAlgorithm::from_root(&Heap, &3).unwrap();
    assert_eq!(
        fa.subalgorithm(&[0, 7]).unwrap_err(),
        GameError::UnknownState { index: 7, len: 4 }
    );
}

/// The two ways to materialize a subalgorithm agree: from the game on a
/// set of states, and from a materialized algorithm on a set of indices.
#[test]
fn from_subset_and_subalgorithm_agree() {
    let nim = (Heap, Heap);
    let fa = FiniteAlgorithm::from_root(&nim, &(4, 3)).unwrap();
    for p in 0..fa.len() as u32 {
        // φ^{±1}(p) ∪ {p}, in a fixed order.
        let mut set: Vec<u32> = fa.followers_of(p).to_vec();
        set.extend_from_slice(fa.predecessors_of(p));
        set.push(p);
        let by_index = fa.subalgorithm(&set).unwrap();
        let states: Vec<(u32, u32)> = set.iter().map(|&i| *fa.state(i).unwrap()).collect();
        let by_game = FiniteAlgorithm::from_subset(&nim, &states, &Engine::new()).unwrap();
        assert_eq!(by_index.states(), by_game.states());
        for i in 0..by_index.len() as u32 {
            let mut a = by_index.followers_of(i).to_vec();
            let mut b = by_game.followers_of(i).to_vec();
            a.sort_unstable();
            b.sort_unstable();
            assert_eq!(a, b);
            // Exactly the arrows of the ambient algorithm inside the set.
            let s = by_index.state(i).unwrap();
            let expected = nim
                .followers(s)
                .unwrap()
                .into_iter()
                .filter(|t| states.contains(t))
                .count();
            assert_eq!(a.len(), expected);
        }
    }
}

/// The components of a graph by brute force: the transitive closure of
/// "joined by an arrow in either direction".
fn brute_force_same_component(n: usize, rows: &[Vec<u32>]) -> Vec<Vec<bool>> {
    let mut same = vec![vec![false; n]; n];
    for (i, row) in same.iter_mut().enumerate() {
        row[i] = true;
    }
    for (i, row) in rows.iter().enumerate() {
        for &j in row {
            same[i][j as usize] = true;
            same[j as usize][i] = true;
        }
    }
    for k in 0..n {
        for i in 0..n {
            for j in 0..n {
                if same[i][k] && same[k][j] {
                    same[i][j] = true;
                }
            }
        }
    }
    same
}

quickcheck! {
    /// On random graphs of up to 24 states: two states share a component
    /// exactly when the closure joins them, and components are numbered by
    /// their smallest state.
    fn components_agree_with_the_closure(edges: Vec<(u8, u8)>, size: u8) -> bool {
        let n = usize::from(size % 24) + 1;
        let mut rows = vec![Vec::new(); n];
        for (a, b) in edges {
            let (a, b) = (usize::from(a) % n, u32::from(b) % n as u32);
            if a as u32 != b && !rows[a].contains(&b) {
                rows[a].push(b);
            }
        }
        let fa = FiniteAlgorithm::from_followers(rows.clone()).unwrap();
        let c = fa.components();
        let same = brute_force_same_component(n, &rows);
        let agree = (0..n).all(|i| {
            (0..n).all(|j| (c.labels()[i] == c.labels()[j]) == same[i][j])
        });
        let numbered = c.members().iter().enumerate().all(|(k, m)| {
            m[0] == (0..n as u32).find(|&i| c.labels()[i as usize] == k as u32).unwrap()
        }) && c.members().windows(2).all(|w| w[0][0] < w[1][0]);
        agree && numbered && c.count() == c.members().len()
    }
}
