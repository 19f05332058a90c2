//! The two realizations of the Nakayama algorithm (Kawanaka §8) as games:
//! the isomorphism, arrow lengths, game-tree statistics, misère play, and
//! the Klein restrictions of Theorem 4.2.

mod common;

use std::ops::ControlFlow;

use common::Small;
use hookgames_game::{
    Algorithm, AlgorithmExt, GameError, GameMap, IsomorphismError, Outcome, Solver,
    verify_isomorphism,
};
use hookgames_maya::MayaDiagram;
use hookgames_partition::Partition;
use hookgames_partition::arbitrary::partitions_up_to;
use hookgames_plain::Plain;
use hookgames_sato_welter::*;
use quickcheck::QuickCheck;

fn binomial(n: u64, k: u64) -> u64 {
    (1..=k).fold(1, |acc, i| acc * (n + 1 - i) / i)
}

/// Kawanaka §8: (Q, ψ) ≅ (P, φ) for l stones, λ ↦ β-set with l stones,
/// from every root of size ≤ 10 and several l; and back.
#[test]
fn young_and_one_line_realizations_are_isomorphic() {
    let mut checked = 0;
    for y in partitions_up_to(10).unwrap() {
        for extra in [0usize, 1, 3] {
            let iso = NakayamaIsomorphism::new(y.len() + extra);
            let p = iso.to_one_line(&y).unwrap();
            let cert = verify_isomorphism(&YoungRealization, &y, &OneLineRealization, &p, |q| {
                iso.try_apply(q)
            })
            .unwrap();
            let back = verify_isomorphism(&OneLineRealization, &p, &YoungRealization, &y, |q| {
                iso.try_apply(q)
            })
            .unwrap();
            assert_eq!(cert, back);
            checked += 1;
        }
    }
    assert_eq!(checked, 3 * 139);
}

/// A wrong map is caught: swapping the images of ∅ and (1) breaks the
/// arrows (conjugation would not do: it is an automorphism of the game);
/// a map that is not defined below the root (too few stones) is reported
/// at the first position where it fails.
#[test]
fn isomorphism_check_is_not_vacuous() {
    let y = Partition::new(vec![2, 1]).unwrap();
    let iso = NakayamaIsomorphism::new(2);
    let p = iso.to_one_line(&y).unwrap();
    let one = Partition::new(vec![1]).unwrap();
    let r = verify_isomorphism(&YoungRealization, &y, &OneLineRealization, &p, |q| {
        let q = if q.is_empty() {
            one.clone()
        } else if *q == one {
            Partition::empty()
        } else {
            q.clone()
        };
        iso.try_apply(&q)
    });
    assert!(
        matches!(r, Err(IsomorphismError::ExtraOption { .. })),
        "{r:?}"
    );
    // Conjugation is an automorphism of the Young realization.
    let z = Partition::new(vec![4, 2, 1]).unwrap();
    verify_isomorphism(
        &YoungRealization,
        &z,
        &YoungRealization,
        &z.conjugate().unwrap(),
        |q| q.conjugate(),
    )
    .unwrap();
    // Two stones cannot hold (1, 1, 1): the map fails at the root.
    let three = Partition::new(vec![1, 1, 1]).unwrap();
    let board = NakayamaIsomorphism::new(3).to_one_line(&three).unwrap();
    let r = verify_isomorphism(
        &YoungRealization,
        &three,
        &OneLineRealization,
        &board,
        |q| iso.try_apply(q),
    );
    assert!(matches!(
        r,
        Err(IsomorphismError::MapFailed { position, error: SatoWelterError::TooManyRows { rows: 3, stones: 2, .. } })
            if position == three
    ));
}

/// The arrow length is the hook length in the Young realization and the
/// stone distance in the one-line realization, on corresponding arrows.
#[test]
fn arrow_lengths_are_hook_lengths() {
    for y in partitions_up_to(9).unwrap() {
        let iso = NakayamaIsomorphism::new(y.len() + 1);
        let p = iso.to_one_line(&y).unwrap();
        for (i, j) in y.boxes() {
            let h = y.hook_length(i, j).unwrap();
            let z = y.remove_hook(i, j).unwrap();
            assert_eq!(YoungRealization.arrow_length(&y, &z).unwrap(), h);
            let (s, t) = p.box_to_move((i, j)).unwrap();
            let q = p.with_move(s, t).unwrap();
            assert_eq!(q, iso.to_one_line(&z).unwrap());
            assert_eq!(OneLineRealization.arrow_length(&p, &q).unwrap(), h);
            assert_eq!(s - t, h);
        }
    }
}

/// Game-tree statistics: the states of ⟨λ⟩ are the partitions inside λ
/// (C(m + n, m) for the m × n rectangle), one end, height |λ|; the leaves
/// (complete plays) agree between the two realizations.
#[test]
fn game_tree_statistics_of_rectangles() {
    for m in 1..=4usize {
        for n in 1..=4u64 {
            let y = Partition::new(vec![n; m]).unwrap();
            let s = game_tree_statistics(&y).unwrap();
            assert_eq!(s.states, binomial(m as u64 + n, n), "{m} × {n}");
            assert_eq!((s.ends, s.height), (1, y.size()));
            let p = NakayamaIsomorphism::new(m).to_one_line(&y).unwrap();
            let t = hookgames_game::tree_statistics(&OneLineRealization, &p).unwrap();
            assert_eq!(
                (t.states, t.leaves.clone(), t.nodes.clone()),
                (s.states, s.leaves, s.nodes)
            );
        }
    }
    // (2, 1) → ∅, → (1, 1), → (2); (1, 1) and (2) each have 2 plays and 4
    // nodes: 1 + 2 + 2 = 5 plays, 1 + 1 + 4 + 4 = 10 nodes.
    let s = game_tree_statistics(&Partition::new(vec![2, 1]).unwrap()).unwrap();
    assert_eq!(s.leaves.to_string(), "5");
    assert_eq!(s.nodes.to_string(), "10");
}

/// Misère values: a single row is a misère Nim heap (1, 0, 2, 3, …), and
/// the methods agree with the generic solver on the one-line realization
/// (and the one-line methods with the Young ones, with extra stones too).
#[test]
fn misere_values() {
    let heap = [1u64, 0, 2, 3, 4, 5, 6];
    for (n, &want) in heap.iter().enumerate() {
        let row = Partition::new(vec![n as u64]).unwrap();
        assert_eq!(
            YoungRealization.misere_grundy(&row).unwrap(),
            want,
            "row {n}"
        );
        assert_eq!(
            YoungRealization.misere_outcome(&row).unwrap(),
            if want == 0 { Outcome::P } else { Outcome::N }
        );
    }
    let mut search = Solver::new(OneLineRealization);
    for y in partitions_up_to(9).unwrap() {
        let p = MayaDiagram::from_partition(&y).unwrap();
        let want = YoungRealization.misere_grundy(&y).unwrap();
        assert_eq!(want, search.misere_grundy(&p).unwrap(), "{y}");
        let wide = p.add_bottom_stones(2).unwrap();
        assert_eq!(
            OneLineRealization.misere_grundy(&wide).unwrap(),
            want,
            "{y}"
        );
        assert_eq!(
            OneLineRealization.misere_outcome(&wide).unwrap(),
            YoungRealization.misere_outcome(&y).unwrap(),
            "{y}"
        );
    }
}

/// Kawanaka, Theorem 4.2 (i): the Grundy values of the three Klein
/// restrictions are E^(2) shifted: E_{⟨ab⟩} = E_{⟨b⟩} = Σ 2^i ε_{i+1},
/// E_{⟨a⟩} = ε_0 + Σ_{i≥1} 2^i ε_{i+1} — in both realizations, which are
/// isomorphic also after restriction.
#[test]
fn theorem_4_2_i_restricted_values() {
    let mut solvers: Vec<(KleinSubgroup, Solver<'static, YoungRestriction>)> =
        [KleinSubgroup::A, KleinSubgroup::B, KleinSubgroup::AB]
            .into_iter()
            .map(|k| (k, Solver::new(YoungRestriction::new(k))))
            .collect();
    for y in partitions_up_to(16).unwrap() {
        let e = YoungRealization.grundy(&y).unwrap();
        let shifted = e >> 1;
        for (k, solver) in &mut solvers {
            let want = match k {
                KleinSubgroup::A => (e & 1) | (shifted & !1),
                _ => shifted,
            };
            assert_eq!(solver.grundy(&y).unwrap(), want, "{k} at {y}");
        }
    }
    for y in partitions_up_to(8).unwrap() {
        let iso = NakayamaIsomorphism::new(y.len() + 2);
        let p = iso.to_one_line(&y).unwrap();
        for k in [KleinSubgroup::A, KleinSubgroup::B, KleinSubgroup::AB] {
            verify_isomorphism(
                &YoungRestriction::new(k),
                &y,
                &OneLineRestriction::new(k),
                &p,
                |q| iso.try_apply(q),
            )
            .unwrap();
        }
    }
}

/// Kawanaka, Theorem 4.2 (ii) at the level of games: the set A(φ; p; t) of
/// followers of value t equals A(φ_K; p; t′) computed in the restricted
/// game with its own Grundy values, for the K and t′ the theorem names.
#[test]
fn theorem_4_2_ii_with_restricted_games() {
    let mut full = Solver::new(YoungRealization);
    let mut restricted: Vec<Solver<'static, YoungRestriction>> =
        [KleinSubgroup::AB, KleinSubgroup::A, KleinSubgroup::B]
            .into_iter()
            .map(|k| Solver::new(YoungRestriction::new(k)))
            .collect();
    for y in partitions_up_to(13).unwrap() {
        let d = KleinDiagram::new(&y).unwrap();
        let (e0, e1) = (u64::from(d.epsilon0()), u64::from(d.epsilon1()));
        let followers = YoungRealization.followers(&y).unwrap();
        for t in 0..=y.size() {
            let (t0, t1) = (t & 1, (t >> 1) & 1);
            let (which, t2) = if e0 == t0 {
                (0, (t - t0) / 2)
            } else if e1 == t1 {
                (1, (t - 2 * t1 + t0) / 2)
            } else {
                (2, (t - t0) / 2)
            };
            let mut a: Vec<Partition> = followers
                .iter()
                .filter(|q| full.grundy(q).unwrap() == t)
                .cloned()
                .collect();
            let solver = &mut restricted[which];
            let mut b: Vec<Partition> = solver
                .game()
                .followers(&y)
                .unwrap()
                .into_iter()
                .filter(|q| solver.grundy(q).unwrap() == t2)
                .collect();
            a.sort();
            b.sort();
            assert_eq!(a, b, "{y}, t = {t}");
        }
    }
}

#[test]
fn quickcheck_realizations_agree() {
    fn prop(s: Small) -> bool {
        let y = s.0;
        let p = MayaDiagram::from_partition(&y).unwrap();
        Solver::new(OneLineRealization).grundy(&p).unwrap()
            == Solver::new(YoungRealization).grundy(&y).unwrap()
    }
    QuickCheck::new()
        .tests(60)
        .quickcheck(prop as fn(Small) -> bool);
}

/// Typed errors of the isomorphism.
#[test]
fn isomorphism_errors() {
    let iso = NakayamaIsomorphism::new(2);
    let y = Partition::new(vec![1, 1, 1]).unwrap();
    let e = iso.to_one_line(&y).unwrap_err();
    assert_eq!(
        e,
        SatoWelterError::TooManyRows {
            shape: "1,1,1".into(),
            rows: 3,
            stones: 2
        }
    );
    assert_eq!(
        e.to_string(),
        "the partition 1,1,1 has 3 rows, more than the 2 stones of the board"
    );
    let p = MayaDiagram::new([5]).unwrap();
    assert!(matches!(
        iso.to_young(&p),
        Err(SatoWelterError::StoneCount {
            found: 1,
            expected: 2,
            ..
        })
    ));
    assert!(matches!(
        NakayamaIsomorphism::new(1).to_one_line(&Partition::new(vec![1 << 30]).unwrap()),
        Err(SatoWelterError::Maya(_))
    ));
}

/// `try_for_each_follower` with a break after the k-th follower sees
/// exactly the first k followers of the enumeration (all of them, and no
/// break, if there are fewer), for k = 1, 2, 3.
fn assert_try_prefixes<A: Algorithm>(game: &A, p: &A::State)
where
    A::State: std::fmt::Debug,
{
    use std::ops::ControlFlow;
    let all = game.followers(p).unwrap();
    for k in 1..=3 {
        let mut seen = Vec::new();
        let flow = game.try_for_each_follower(p, |q| {
            seen.push(q);
            if seen.len() == k {
                ControlFlow::Break(Ok(()))
            } else {
                ControlFlow::Continue(())
            }
        });
        assert_eq!(flow.is_break(), all.len() >= k, "{p:?}");
        assert_eq!(seen, all[..all.len().min(k)], "{p:?}");
    }
}

/// The overridden follower methods agree with the plain enumeration:
/// `has_arrow` (decided on β-numbers / bitsets without enumerating) equals
/// membership in the followers for every pair of partitions of size ≤ 9
/// (and of their boards, with ℓ(λ) and ℓ(λ) + 2 stones); `find_follower`
/// and `try_for_each_follower` (which stop at the first hit) find the first
/// follower with a property and see the followers in order up to it; the
/// one-line arrow lengths come in the order of the followers.
#[test]
fn follower_overrides_agree_with_the_enumeration() {
    let all = partitions_up_to(9).unwrap();
    assert_eq!(all.len(), 1 + 1 + 2 + 3 + 5 + 7 + 11 + 15 + 22 + 30);
    let mut arrows = 0;
    for y in &all {
        let followers = YoungRealization.followers(y).unwrap();
        for z in &all {
            let expected = followers.contains(z);
            assert_eq!(
                YoungRealization.has_arrow(y, z).unwrap(),
                expected,
                "{y} → {z}"
            );
            arrows += usize::from(expected);
        }
        for extra in [0, 2] {
            let p = MayaDiagram::from_partition(y)
                .unwrap()
                .add_bottom_stones(extra)
                .unwrap();
            let line = OneLineRealization.followers(&p).unwrap();
            assert_eq!(
                OneLineRealization.follower_count(&p).unwrap(),
                line.len(),
                "{p}"
            );
            assert_eq!(
                OneLineRealization.is_end(&p).unwrap(),
                line.is_empty(),
                "{p}"
            );
            for z in &all {
                let q = MayaDiagram::from_partition_with_stones(z, p.count());
                let Ok(q) = q else { continue }; // z has more rows than p has stones
                assert_eq!(
                    OneLineRealization.has_arrow(&p, &q).unwrap(),
                    line.contains(&q),
                    "{p} → {q}"
                );
            }
            // Boards with another number of stones are never followers.
            let other = p.add_bottom_stones(1).unwrap();
            assert!(!OneLineRealization.has_arrow(&p, &other).unwrap());
            let mut lengths = Vec::new();
            let flow = OneLineRealization.try_for_each_arrow_length(&p, |l| {
                lengths.push(l);
                ControlFlow::<GameError>::Continue(())
            });
            assert!(flow.is_continue());
            let by_followers: Vec<u64> = line
                .iter()
                .map(|q| OneLineRealization.arrow_length(&p, q).unwrap())
                .collect();
            assert_eq!(lengths, by_followers, "{p}");
            // The first follower with an even hook length, both ways.
            let even = |q: &MayaDiagram| {
                OneLineRealization
                    .arrow_length(&p, q)
                    .unwrap()
                    .is_multiple_of(2)
            };
            assert_eq!(
                OneLineRealization.find_follower(&p, even).unwrap(),
                line.iter().find(|q| even(q)).cloned(),
                "{p}"
            );
        }
        // find_follower: the first follower with fewer rows, both ways.
        let fewer_rows = |q: &Partition| q.len() < y.len();
        assert_eq!(
            YoungRealization.find_follower(y, fewer_rows).unwrap(),
            followers.iter().find(|q| fewer_rows(q)).cloned(),
            "{y}"
        );
        // try_for_each_follower sees the followers in order and stops at
        // the break, in each game and restriction.
        assert_try_prefixes(&YoungRealization, y);
        let board = MayaDiagram::from_partition(y).unwrap();
        assert_try_prefixes(&OneLineRealization, &board);
        for k in [KleinSubgroup::A, KleinSubgroup::B, KleinSubgroup::AB] {
            assert_try_prefixes(&YoungRestriction::new(k), y);
            assert_try_prefixes(&OneLineRestriction::new(k), &board);
        }
    }
    // One arrow per box: Σ |λ| over the partitions of size ≤ 9, all of
    // whose followers are again of size ≤ 9.
    let boxes: u64 = all.iter().map(Partition::size).sum();
    assert_eq!(arrows as u64, boxes);
    // Not arrows: a partition to itself, to a larger one, a removal of two
    // boxes that is not a hook, a follower with more rows.
    let y: Partition = "3,1".parse().unwrap();
    for z in ["3,1", "3,2", "2", "2,1,1"] {
        let z: Partition = z.parse().unwrap();
        assert!(!YoungRealization.has_arrow(&y, &z).unwrap(), "{y} → {z}");
    }
}
