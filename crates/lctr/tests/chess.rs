//! Impartial chess on an arbitrary partition (Gottlieb–Krnc–Muršič §8):
//! the rook is two-pile Nim and the queen Wythoff's game on rectangles (as
//! the paper says), the king's closed form on rectangles, Downright is the
//! king without its diagonal step, and every piece against the generic
//! solver on all partitions up to a size bound.

mod common;

use common::part;
use hookgames_game::{AlgorithmExt, Convention, Solver};
use hookgames_lctr::{Board, Chess, ChessBoard, Downright, LctrError, MAX_PIECE_STEPS, Piece};
use hookgames_partition::arbitrary::partitions_up_to;
use quickcheck::{Arbitrary, Gen, QuickCheck};

fn rectangle(r: u64, c: u64) -> hookgames_partition::Partition {
    part(&vec![c; r as usize])
}

fn board(piece: &Piece, lambda: &hookgames_partition::Partition) -> ChessBoard {
    ChessBoard::new(piece, lambda, Convention::Normal).unwrap()
}

/// The rook on an r × c rectangle is two-pile Nim with heaps r − 1 − i and
/// c − 1 − j (§8): SG = (r−1−i) ⊕ (c−1−j), on every box of every
/// rectangle with r, c ≤ 12.
#[test]
fn rook_on_rectangles_is_two_pile_nim() {
    for r in 1..=12 {
        for c in 1..=12 {
            let b = board(&Piece::rook(), &rectangle(r, c));
            for i in 0..r {
                for j in 0..c {
                    assert_eq!(b.value(i as usize, j), Some((r - 1 - i) ^ (c - 1 - j)));
                }
            }
        }
    }
}

fn isqrt(n: u64) -> u64 {
    let mut x = (n as f64).sqrt() as u64;
    while x * x > n {
        x -= 1;
    }
    while (x + 1) * (x + 1) <= n {
        x += 1;
    }
    x
}

/// The queen on a rectangle is Wythoff's game (§8, [23]): the piece at
/// distances (x, y) from the bottom-right box is a P-position exactly when
/// {x, y} = {⌊kφ⌋, ⌊kφ²⌋} for some k ≥ 0, φ = (1 + √5)/2 (⌊kφ⌋ computed
/// exactly as ⌊(k + √(5k²))/2⌋ and ⌊kφ²⌋ = ⌊kφ⌋ + k). Every box of the
/// 40 × 40 square (all rectangles up to 40 × 40 are its lower-right parts).
#[test]
fn queen_on_rectangles_is_wythoff() {
    let mut p_positions = std::collections::HashSet::new();
    for k in 0..40u64 {
        let a = (k + isqrt(5 * k * k)) / 2;
        p_positions.insert((a, a + k));
        p_positions.insert((a + k, a));
    }
    assert!(p_positions.contains(&(1, 2)) && p_positions.contains(&(3, 5)));
    let n = 40u64;
    let b = board(&Piece::queen(), &rectangle(n, n));
    for i in 0..n {
        for j in 0..n {
            let (x, y) = (n - 1 - i, n - 1 - j);
            assert_eq!(
                b.value(i as usize, j) == Some(0),
                p_positions.contains(&(x, y)),
                "({x},{y})"
            );
        }
    }
    // A rectangle: the same values on its boxes as the square's lower-right part.
    let r = board(&Piece::queen(), &rectangle(7, 11));
    for i in 0..7 {
        for j in 0..11 {
            assert_eq!(r.value(i, j), b.value(i + 33, j + 29));
        }
    }
}

/// The king on a rectangle, at distances (x, y) from the bottom-right box:
/// SG = 0 if x and y are both even, 2 if both are odd, and otherwise 1 if
/// the odd one is larger than the even one, 3 if smaller. (Closed form
/// stated here from the value table, for the king of Berlekamp's
/// *Impartial Chess*, the paper's reference [21]; checked on every box of
/// the 30 × 30 square, which holds every rectangle up to 30 × 30.)
#[test]
fn king_on_rectangles_closed_form() {
    let closed = |x: u64, y: u64| match (x % 2, y % 2) {
        (0, 0) => 0,
        (1, 1) => 2,
        (1, 0) => {
            if x > y {
                1
            } else {
                3
            }
        }
        _ => {
            if y > x {
                1
            } else {
                3
            }
        }
    };
    let n = 30u64;
    let b = board(&Piece::king(), &rectangle(n, n));
    for i in 0..n {
        for j in 0..n {
            assert_eq!(b.value(i as usize, j), Some(closed(n - 1 - i, n - 1 - j)));
        }
    }
}

/// Downright (§3.2) is the king without the diagonal step: the piece
/// `downright` = king − leap(1,1) has, on every box of every partition of
/// size ≤ 22, the value of Downright's Figure 5 board, in both plays.
#[test]
fn downright_is_the_king_without_the_diagonal_step() {
    let king = Piece::king();
    let without: Vec<(u64, u64)> = king
        .leaps()
        .iter()
        .copied()
        .filter(|&s| s != (1, 1))
        .collect();
    assert_eq!(Piece::new(without, vec![]).unwrap(), Piece::downright());
    for lambda in partitions_up_to(22).unwrap() {
        if lambda.is_empty() {
            continue;
        }
        for conv in [Convention::Normal, Convention::Misere] {
            let d = Board::new(Downright, &lambda, conv).unwrap();
            let c = ChessBoard::new(&Piece::downright(), &lambda, conv).unwrap();
            for i in 0..lambda.len() {
                assert!(d.row(i).eq(c.row(i)), "{lambda} row {i}");
            }
            assert_eq!(c.root(), Downright.value(&lambda, conv).unwrap());
        }
    }
}

fn pieces() -> Vec<Piece> {
    [
        "king",
        "queen",
        "rook",
        "bishop",
        "knight",
        "downright",
        "knight+ride(1,1)",
        "leap(2,2)+ride(1,1)+leap(0,3)",
        "ride(1,2)+ride(2,1)",
    ]
    .iter()
    .map(|s| s.parse().unwrap())
    .collect()
}

/// Every piece (the five chess pieces, Downright, a knight-bishop, a piece
/// whose leap repeats a ride, the nightrider) against the generic solver
/// on every box of every partition of size ≤ 18, normal and misère.
#[test]
fn every_piece_equals_generic_solver_up_to_18() {
    for piece in pieces() {
        for lambda in partitions_up_to(18).unwrap() {
            if lambda.is_empty() {
                continue;
            }
            let game = Chess::new(piece.clone(), lambda.clone()).unwrap();
            let mut solver = Solver::new(&game);
            let n = ChessBoard::new(&piece, &lambda, Convention::Normal).unwrap();
            let m = ChessBoard::new(&piece, &lambda, Convention::Misere).unwrap();
            for i in 0..lambda.len() {
                for j in 0..lambda.part(i + 1) {
                    assert_eq!(n.value(i, j), Some(solver.grundy(&(i, j)).unwrap()));
                    assert_eq!(m.value(i, j), Some(solver.misere_grundy(&(i, j)).unwrap()));
                }
            }
            assert_eq!(game.sg_pair().unwrap().normal, n.root());
        }
    }
}

/// Followers are each reported once, also when two steps make the same
/// move (the leap (2,2) and the ride (1,1)).
#[test]
fn followers_once() {
    use hookgames_game::Algorithm;
    let g = Chess::new("leap(2,2)+ride(1,1)".parse().unwrap(), part(&[3, 3, 3])).unwrap();
    assert_eq!(g.followers(&(0, 0)).unwrap(), vec![(2, 2), (1, 1)]); // leaps first
    let q = Chess::new(Piece::queen(), part(&[3, 2, 1])).unwrap();
    assert_eq!(
        q.followers(&(0, 0)).unwrap(),
        vec![(0, 1), (0, 2), (1, 0), (2, 0), (1, 1)]
    );
    assert!(q.is_end(&(2, 0)).unwrap());
}

/// Parsing and the typed errors.
#[test]
fn piece_parse_and_errors() {
    assert_eq!("KING".parse::<Piece>().unwrap(), Piece::king());
    assert_eq!(
        " ride( 1 , 0 )+ride(0,1) ".parse::<Piece>().unwrap(),
        Piece::rook()
    );
    assert_eq!("ride(1,2)".parse::<Piece>().unwrap().rides(), &[(1, 2)]);
    assert_eq!("ride(0,0)".parse::<Piece>(), Err(LctrError::ZeroStep));
    assert_eq!(Piece::new(vec![], vec![]), Err(LctrError::EmptyPiece));
    assert!(matches!(
        "pawn".parse::<Piece>(),
        Err(LctrError::PieceParse { position: 1, .. })
    ));
    assert!(matches!(
        "king+".parse::<Piece>(),
        Err(LctrError::PieceParse { position: 6, .. })
    ));
    assert!(matches!(
        "leap(1;2)".parse::<Piece>(),
        Err(LctrError::PieceParse { position: 7, .. })
    ));
    assert!(matches!(
        "leap(1,99999999999999999999)".parse::<Piece>(),
        Err(LctrError::PieceParse { position: 8, .. })
    ));
    let many = vec!["leap(1,1)"; MAX_PIECE_STEPS + 1].join("+");
    assert!(matches!(
        many.parse::<Piece>(),
        Err(LctrError::TooLarge {
            limit_name: "MAX_PIECE_STEPS",
            ..
        })
    ));
    assert_eq!(
        Chess::new(Piece::king(), part(&[])),
        Err(LctrError::EmptyChessBoard)
    );
    assert!(matches!(
        ChessBoard::new(&Piece::queen(), &part(&[5000; 5000]), Convention::Normal),
        Err(LctrError::TooLarge {
            limit_name: "MAX_CHESS_CELLS",
            ..
        })
    ));
    assert!(matches!(
        ChessBoard::new(&Piece::queen(), &part(&[1 << 20]), Convention::Normal),
        Err(LctrError::TooLarge {
            limit_name: "MAX_CHESS_WORK",
            ..
        })
    ));
    // Huge steps leave the diagram, never wrap around.
    let far: Piece = "leap(18446744073709551615,18446744073709551615)+ride(1,0)"
        .parse()
        .unwrap();
    assert_eq!(board(&far, &part(&[2, 2])).to_string(), "1 1\n0 0");
}

#[derive(Debug, Clone)]
struct RandomPiece(Piece);

impl Arbitrary for RandomPiece {
    fn arbitrary(g: &mut Gen) -> Self {
        let step = |g: &mut Gen| {
            let a = u64::arbitrary(g) % 4;
            let b = u64::arbitrary(g) % 4;
            if (a, b) == (0, 0) { (0, 1) } else { (a, b) }
        };
        let leaps = (0..1 + usize::arbitrary(g) % 4).map(|_| step(g)).collect();
        let rides = (0..usize::arbitrary(g) % 3).map(|_| step(g)).collect();
        RandomPiece(Piece::new(leaps, rides).unwrap())
    }
}

/// Random pieces on random partitions: Display/FromStr round trip and the
/// board equals the generic solver at the start.
#[test]
fn qc_random_pieces() {
    fn prop(p: RandomPiece, rows: Vec<u8>) -> bool {
        let p = p.0;
        if p.to_string().parse::<Piece>().as_ref() != Ok(&p) {
            return false;
        }
        let mut parts: Vec<u64> = rows.iter().take(8).map(|&x| 1 + u64::from(x % 9)).collect();
        parts.sort_unstable_by(|a, b| b.cmp(a));
        if parts.is_empty() {
            parts.push(1);
        }
        let lambda = part(&parts);
        let g = Chess::new(p.clone(), lambda.clone()).unwrap();
        let pair = g.sg_pair().unwrap();
        pair == Solver::new(&g).sg_pair(&(0, 0)).unwrap()
    }
    QuickCheck::new()
        .tests(300)
        .quickcheck(prop as fn(RandomPiece, Vec<u8>) -> bool);
}
