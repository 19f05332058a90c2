//! Sprague–Grundy pairs and the Gurvich–Ho classes (Gottlieb–Krnc–Muršič
//! §2.3 and §6): Lemma 18, Theorem 19 and the witnesses of Figure 9, with
//! the generic classifier of `hookgames-game`.

mod common;

use std::collections::BTreeMap;

use common::{GAMES, part};
use hookgames_game::{
    AlgorithmExt, ClassViolation, Convention, Engine, FiniteAlgorithm, GameClass, SgPair, SgPairs,
};
use hookgames_lctr::{Board, Downright, Lctr, LctrVariant};
use hookgames_partition::Partition;
use hookgames_partition::arbitrary::{partitions_of, partitions_up_to};

fn pairs_of_all(game: LctrVariant, n: u64) -> SgPairs<Partition> {
    let roots = partitions_up_to(n)
        .unwrap()
        .into_iter()
        .filter(|p| game == LctrVariant::Lctr || !p.is_empty())
        .collect::<Vec<_>>();
    let fa = match game {
        LctrVariant::Lctr => FiniteAlgorithm::from_roots(&Lctr, &roots, &Engine::new()),
        LctrVariant::Downright => FiniteAlgorithm::from_roots(&Downright, &roots, &Engine::new()),
    }
    .unwrap();
    SgPairs::from_finite(fa).unwrap()
}

fn pair(normal: u64, misere: u64) -> SgPair {
    SgPair { normal, misere }
}

fn classes_up_to(n: u64) {
    for game in GAMES {
        let pairs = pairs_of_all(game, n);
        let counts = pairs.pair_counts();
        // Lemma 18: no (0,2)- and no (2,0)-positions.
        assert!(!counts.contains_key(&pair(0, 2)) && !counts.contains_key(&pair(2, 0)));
        // Values never exceed 2 (Observation 5).
        assert!(counts.keys().all(|p| p.normal <= 2 && p.misere <= 2));
        // This crate's pairs are the generic ones.
        for p in partitions_up_to(n.min(20)).unwrap() {
            if let Ok(sg) = game.sg_pair(&p) {
                assert_eq!(pairs.pair(&p), Some(sg), "{game:?} {p}");
            }
        }
        // Theorem 19: domestic and returnable ...
        let c = pairs.classify();
        assert_eq!(c.domestic, Ok(()), "{game:?}");
        assert_eq!(c.returnable, Ok(()), "{game:?}");
        // ... not tame: there are (2,1)-positions ...
        assert!(counts.get(&pair(2, 1)).copied().unwrap_or(0) > 0);
        assert!(matches!(
            c.tame,
            Err(ClassViolation::ForbiddenPair {
                class: GameClass::Tame,
                ..
            })
        ));
        // ... and not forced: a (1,0)-position moves to a (2,2)-position.
        assert!(matches!(c.forced, Err(ClassViolation::UnforcedMove { .. })));
        let mut witness = false;
        for p in partitions_up_to(n).unwrap() {
            if pairs.pair(&p) != Some(pair(1, 0)) {
                continue;
            }
            let followers = match game {
                LctrVariant::Lctr => Lctr.followers(&p).unwrap(),
                LctrVariant::Downright => Downright.followers(&p).unwrap(),
            };
            witness |= followers.iter().any(|q| pairs.pair(q) == Some(pair(2, 2)));
        }
        assert!(witness, "{game:?}");
        assert_eq!(
            c.holding(),
            vec![GameClass::Domestic, GameClass::Returnable]
        );
    }
}

/// Lemma 18 and Theorem 19 with the generic classifier, on the game whose
/// positions are all partitions of size ≤ 40 (the union of the games from
/// every such partition).
#[test]
fn lemma18_theorem19_up_to_40() {
    classes_up_to(40);
}

/// The SG pairs of every box of λ (and, in LCTR, of the terminal positions
/// ∅ around it, all (0,1)), as a multiset.
fn board_pairs(game: LctrVariant, p: &Partition) -> BTreeMap<(u64, u64), usize> {
    let normal = Board::new(game, p, Convention::Normal).unwrap();
    let misere = Board::new(game, p, Convention::Misere).unwrap();
    let mut out = BTreeMap::new();
    for i in 0..p.len() {
        for j in 0..p.part(i + 1) {
            let v = (normal.value(i, j).unwrap(), misere.value(i, j).unwrap());
            *out.entry(v).or_insert(0) += 1;
        }
    }
    for (i, j) in normal.rim() {
        let v = (normal.value(i, j).unwrap(), misere.value(i, j).unwrap());
        assert_eq!(v, (0, 1));
        *out.entry(v).or_insert(0) += 1;
    }
    out
}

fn multiset(pairs: &[(u64, u64)]) -> BTreeMap<(u64, u64), usize> {
    let mut out = BTreeMap::new();
    for &v in pairs {
        *out.entry(v).or_insert(0) += 1;
    }
    out
}

/// Figure 9. The extracted text keeps the SG pairs of the two drawings but
/// not their layout: Downright (left) has 13 boxes, LCTR (right) 16 boxes
/// and 8 terminal positions. Among all partitions of size ≤ 20, exactly one
/// diagram and its conjugate (Lemma 6) carry each multiset: ⟦5,4,2,1,1⟧ for
/// Downright, and ⟦6,5,5⟧ or ⟦5,5,5,1⟧ (with conjugates) for LCTR. They
/// witness Theorem 19: a (2,1)-position (not tame) and a move from a
/// (1,0)- to a (2,2)-position (not forced).
#[test]
fn figure9_witnesses() {
    let left = [
        (0, 0),
        (2, 2),
        (1, 0),
        (0, 1),
        (2, 2),
        (0, 1),
        (1, 0),
        (0, 1),
        (0, 1),
        (1, 0),
        (0, 1),
        (1, 0),
        (2, 1),
    ];
    let right = [
        (0, 1),
        (0, 1),
        (0, 1),
        (0, 1),
        (0, 1),
        (0, 1),
        (0, 1),
        (0, 1),
        (1, 0),
        (2, 2),
        (2, 2),
        (0, 0),
        (1, 0),
        (2, 1),
        (1, 0),
        (2, 1),
        (0, 0),
        (1, 1),
        (0, 0),
        (2, 2),
        (1, 0),
        (0, 1),
        (1, 2),
        (0, 0),
    ];
    let mut found_left = Vec::new();
    let mut found_right = Vec::new();
    for n in 1..=20 {
        for p in partitions_of(n).unwrap() {
            if n == 13 && board_pairs(LctrVariant::Downright, &p) == multiset(&left) {
                found_left.push(p.clone());
            }
            if n == 16 && board_pairs(LctrVariant::Lctr, &p) == multiset(&right) {
                found_right.push(p);
            }
        }
    }
    assert_eq!(
        found_left,
        vec![part(&[5, 4, 2, 1, 1]), part(&[5, 3, 2, 2, 1])]
    );
    assert_eq!(
        found_right,
        vec![
            part(&[6, 5, 5]),
            part(&[5, 5, 5, 1]),
            part(&[4, 3, 3, 3, 3]),
            part(&[3, 3, 3, 3, 3, 1])
        ]
    );
    for (game, p) in [
        (LctrVariant::Downright, part(&[5, 4, 2, 1, 1])),
        (LctrVariant::Lctr, part(&[6, 5, 5])),
        (LctrVariant::Lctr, part(&[5, 5, 5, 1])),
    ] {
        let pairs = match game {
            LctrVariant::Lctr => SgPairs::new(&Lctr, &p),
            LctrVariant::Downright => SgPairs::new(&Downright, &p),
        }
        .unwrap();
        let c = pairs.classify();
        assert!(c.tame.is_err() && c.forced.is_err(), "{game:?} {p}");
        assert!(c.domestic.is_ok() && c.returnable.is_ok(), "{game:?} {p}");
        assert!(pairs.pair_counts().contains_key(&pair(2, 1)));
    }
    // The Downright witness read off the drawing: the root of ⟦5,4,2,1,1⟧ is
    // a (2,1)-position, and its (1,0)-position λ[0,1] moves to the
    // (2,2)-position λ[1,1].
    let p = part(&[5, 4, 2, 1, 1]);
    let n = Board::new(Downright, &p, Convention::Normal).unwrap();
    let m = Board::new(Downright, &p, Convention::Misere).unwrap();
    let at = |i: usize, j: u64| (n.value(i, j).unwrap(), m.value(i, j).unwrap());
    assert_eq!(at(0, 0), (2, 1));
    assert_eq!(at(0, 1), (1, 0));
    assert_eq!(at(1, 1), (2, 2));
}
