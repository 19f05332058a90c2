//! Every string: parsing an impartial-chess piece (`king`, `leap(1,2)+
//! ride(1,1)`, …; Gottlieb–Krnc–Muršič §8) never panics and fails only with
//! a typed error; what parses prints back to itself, has 1 to
//! `MAX_PIECE_STEPS` non-zero steps, and on three small boards its Grundy
//! board equals the generic solver on every box (normal and misère).
#![no_main]

use hookgames_game::{Convention, Solver};
use hookgames_lctr::{Chess, ChessBoard, LctrError, MAX_PIECE_STEPS, Piece};
use hookgames_partition::Partition;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(s) = std::str::from_utf8(data) else {
        return;
    };
    let piece = match s.parse::<Piece>() {
        Ok(p) => p,
        Err(e) => {
            assert!(
                matches!(
                    e,
                    LctrError::PieceParse { .. }
                        | LctrError::ZeroStep
                        | LctrError::EmptyPiece
                        | LctrError::TooLarge { .. }
                ),
                "{s:?}: {e:?}"
            );
            assert!(!e.to_string().is_empty());
            return;
        }
    };
    assert_eq!(
        piece.to_string().parse::<Piece>().as_ref(),
        Ok(&piece),
        "{s:?}"
    );
    let steps = piece.leaps().len() + piece.rides().len();
    assert!((1..=MAX_PIECE_STEPS).contains(&steps));
    assert!(
        piece
            .leaps()
            .iter()
            .chain(piece.rides())
            .all(|&s| s != (0, 0))
    );
    if let Some(name) = piece.name() {
        assert_eq!(name.parse::<Piece>().as_ref(), Ok(&piece));
    }
    for parts in [vec![4u64, 4, 3, 1], vec![6, 6, 6, 6, 6, 6], vec![7, 1, 1]] {
        let lambda = Partition::new(parts).unwrap();
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
    }
});
