//! One name, one signature per question (issue 29, item 2): every game of
//! the family answers `grundy`, `misere_grundy`, `outcome`,
//! `misere_outcome`, `winning_moves`, `misere_winning_moves` and
//! `options_with_value` with the same argument order, fallibility and
//! return type — the position first, a `GameError` on failure, followers
//! as positions in the order the game enumerates them.
//!
//! Two checks. `every_game_answers_the_questions_with_one_signature` lists
//! every (game, question) and calls it with method syntax: a game's own
//! method of the same name is found before the extension trait's, so a
//! game that kept a method with another signature (a `Convention`
//! argument, a `u64` without `Result`, a list of moves) does not compile.
//! The answers are checked against the engine's pure search in the order
//! of the enumeration. `no_inherent_question_has_another_signature` reads
//! the sources of the family and finds every `pub fn` named like a
//! question outside the engine, so a new game's method is checked even
//! before it is added to the list.

use std::path::Path;

use hookgames::game::{
    Algorithm, AlgorithmExt, Chomp, Convention, GameError, Nim, Octal, Outcome, Solver,
    Subtraction, Wythoff,
};
use hookgames::lctr::{
    CellGame, Chess, Corners, Downright, DownrightRuns, Lctr, LctrRuns, LctrVariant, MultiLctr,
    NonRepetitive, Piece,
};
use hookgames::maya::MayaDiagram;
use hookgames::mhrg::{MhrgGame, PositionSpace, RectGame, Unimodal};
use hookgames::partition::{Partition, PartitionRuns, ShiftedPartition};
use hookgames::plain::KleinSubgroup;
use hookgames::sato_welter::{
    OneLineRealization, OneLineRestriction, YoungRealization, YoungRestriction,
};
use hookgames::shifted::{ShiftedHookGame, TurningTurtles};

/// Calls every question on `game` at `p` with method syntax, each bound to
/// the one signature, and checks the answers against the engine's pure
/// search (`Solver`, which never consults the game's closed forms): the
/// values, and the followers of each value in the enumeration's order.
fn check<A>(name: &str, game: &A, p: &A::State)
where
    A: Algorithm,
    A::State: Clone + std::fmt::Debug + PartialEq,
{
    let grundy: Result<u64, GameError> = game.grundy(p);
    let misere: Result<u64, GameError> = game.misere_grundy(p);
    let outcome: Result<Outcome, GameError> = game.outcome(p);
    let misere_outcome: Result<Outcome, GameError> = game.misere_outcome(p);
    let winning: Result<Vec<A::State>, GameError> = game.winning_moves(p);
    let misere_winning: Result<Vec<A::State>, GameError> = game.misere_winning_moves(p);

    let mut search = Solver::new(game);
    let g = search.grundy(p).unwrap();
    let m = search.misere_grundy(p).unwrap();
    assert_eq!(grundy, Ok(g), "{name}: grundy");
    assert_eq!(misere, Ok(m), "{name}: misere_grundy");
    assert_eq!(outcome, Ok(Outcome::from_value(g)), "{name}: outcome");
    assert_eq!(
        misere_outcome,
        Ok(Outcome::from_value(m)),
        "{name}: misere_outcome"
    );
    let followers = game.followers(p).unwrap();
    let of_value = |search: &mut Solver<'_, &A>, conv: Convention, t: u64| -> Vec<A::State> {
        followers
            .iter()
            .filter(|q| search.value(q, conv).unwrap() == t)
            .cloned()
            .collect()
    };
    assert_eq!(
        winning,
        Ok(of_value(&mut search, Convention::Normal, 0)),
        "{name}: winning_moves"
    );
    assert_eq!(
        misere_winning,
        Ok(of_value(&mut search, Convention::Misere, 0)),
        "{name}: misere_winning_moves"
    );
    for t in 0..=g + 1 {
        let options: Result<Vec<A::State>, GameError> = game.options_with_value(p, t);
        assert_eq!(
            options,
            Ok(of_value(&mut search, Convention::Normal, t)),
            "{name}: options_with_value(p, {t})"
        );
    }
}

#[test]
fn every_game_answers_the_questions_with_one_signature() {
    let y: Partition = "4,3,3,1".parse().unwrap();
    // The engine's standard games and sums.
    check("Nim", &Nim, &9);
    check("(Nim, Nim, Nim)", &(Nim, Nim, Nim), &(3, 5, 7));
    check("Vec<Nim>", &vec![Nim, Nim], &vec![2, 6]);
    check("Wythoff", &Wythoff, &(4, 6));
    check("Chomp", &Chomp, &vec![3, 2, 2]);
    check(
        "Subtraction {1, 3, 4}",
        &Subtraction::new([1, 3, 4]).unwrap(),
        &17,
    );
    check("Octal 0.07", &Octal::new("0.07").unwrap(), &vec![5, 4]);
    // Sato–Welter (Kawanaka), its realizations and restrictions.
    check("YoungRealization", &YoungRealization, &y);
    check(
        "OneLineRealization",
        &OneLineRealization,
        &MayaDiagram::from_partition(&y).unwrap(),
    );
    for k in [KleinSubgroup::A, KleinSubgroup::B, KleinSubgroup::AB] {
        check("YoungRestriction", &YoungRestriction::new(k), &y);
        check(
            "OneLineRestriction",
            &OneLineRestriction::new(k),
            &MayaDiagram::from_partition(&y).unwrap(),
        );
    }
    // Hook removal on shifted diagrams and Turning Turtles (Abuku–Tada).
    let s: ShiftedPartition = "6,4,3,1".parse().unwrap();
    check("ShiftedHookGame", &ShiftedHookGame, &s);
    let turtles = TurningTurtles::new(8).unwrap();
    check(
        "TurningTurtles",
        &turtles,
        &turtles.position(&[2, 3, 7]).unwrap(),
    );
    // The MHRG in its three forms.
    let rect = RectGame::new(3, 4).unwrap();
    let z = rect
        .position(&Partition::new(vec![4, 3, 2]).unwrap())
        .unwrap();
    check("RectGame", &rect, &z);
    check("PositionSpace", &PositionSpace::new(3, 4).unwrap(), &z);
    let general: MhrgGame<Unimodal> = MhrgGame::rectangle(3, 4).unwrap();
    check(
        "MhrgGame",
        &general,
        &Partition::new(vec![4, 3, 2]).unwrap(),
    );
    // LCTR, Downright and their relatives (Gottlieb–Krnc–Muršič).
    check("Lctr", &Lctr, &y);
    check("Downright", &Downright, &y);
    check("LctrVariant", &LctrVariant::Downright, &y);
    check("CellGame", &CellGame::new(Lctr, y.clone()), &(0, 0));
    let runs: PartitionRuns = "4,3^2,1".parse().unwrap();
    check("LctrRuns", &LctrRuns, &runs);
    check("DownrightRuns", &DownrightRuns, &runs);
    let chess = Chess::new(Piece::knight(), y.clone()).unwrap();
    check("Chess", &chess, &(0, 0));
    let nonrep = NonRepetitive::new(Lctr, y.clone()).unwrap();
    check("NonRepetitive", &nonrep, &nonrep.start());
    let corners: Corners = "(3,2),(1,4)".parse().unwrap();
    check("MultiLctr", &MultiLctr, &corners);
}

/// The questions, each with the shape of its parameters after `&self`
/// (the position, and a value for `options_with_value`).
const QUESTIONS: [(&str, usize); 7] = [
    ("grundy", 1),
    ("misere_grundy", 1),
    ("outcome", 1),
    ("misere_outcome", 1),
    ("winning_moves", 1),
    ("misere_winning_moves", 1),
    ("options_with_value", 2),
];

/// The sources of the family's games: every crate but the engine, and the
/// engine's standard games (the engine's own `Engine`, `Solver` and free
/// functions take the game first, and the extension trait is the
/// definition: it is read separately below).
const GAME_SOURCES: [&str; 9] = [
    "coxeter/src",
    "game/src/games",
    "lctr/src",
    "maya/src",
    "mhrg/src",
    "partition/src",
    "plain/src",
    "sato-welter/src",
    "shifted/src",
];

/// Every `pub fn NAME(…) -> …` in `dir` (recursively) for a question
/// NAME: (file, name, the signature with its whitespace collapsed).
fn question_fns(dir: &Path, out: &mut Vec<(String, String, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            question_fns(&path, out);
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for (name, _) in QUESTIONS {
            let needle = format!("pub fn {name}(");
            let mut from = 0;
            while let Some(at) = text[from..].find(&needle) {
                let start = from + at;
                let end = start + text[start..].find('{').unwrap();
                let signature = text[start..end]
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    .join(" ")
                    .replace("( ", "(")
                    .replace(", )", ")");
                out.push((path.display().to_string(), name.to_string(), signature));
                from = end;
            }
        }
    }
}

#[test]
fn no_inherent_question_has_another_signature() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut found = Vec::new();
    for dir in GAME_SOURCES {
        question_fns(&crates.join(dir), &mut found);
    }
    // The games' own fast paths of the questions, found by the scan: the
    // closed forms that the value hooks call (each is also checked above).
    assert!(
        found.len() >= 12,
        "the scan found too few methods: {found:#?}"
    );
    for (file, name, signature) in &found {
        let params = QUESTIONS.iter().find(|(q, _)| q == name).unwrap().1;
        // `pub fn grundy(&self, p: &T) -> Result<R, GameError>`: the
        // receiver, one position by reference, a `u64` value for
        // `options_with_value`, and the engine's error.
        let inner = &signature[signature.find('(').unwrap() + 1..signature.find(')').unwrap()];
        let args: Vec<&str> = inner.split(',').map(str::trim).collect();
        assert_eq!(args.len(), 1 + params, "{file}: {signature}");
        assert_eq!(args[0], "&self", "{file}: {signature}");
        assert!(
            args[1].contains(": &"),
            "{file}: the position by reference: {signature}"
        );
        if params == 2 {
            assert!(args[2].ends_with(": u64"), "{file}: {signature}");
        }
        let ret = signature.split("->").nth(1).unwrap().trim();
        let want = match name.as_str() {
            "grundy" | "misere_grundy" => "Result<u64, GameError>".to_string(),
            "outcome" | "misere_outcome" => "Result<Outcome, GameError>".to_string(),
            _ => {
                let position = args[1].split(": &").nth(1).unwrap();
                format!("Result<Vec<{position}>, GameError>")
            }
        };
        assert!(
            ret == want
                || ret.ends_with(&format!("::{want}"))
                || ret == want.replace("GameError", "hookgames_game::GameError"),
            "{file}: {signature} (want -> {want})"
        );
    }
    // The extension trait carries all seven, once each.
    let ext = std::fs::read_to_string(crates.join("game/src/algorithm.rs")).unwrap();
    for (name, _) in QUESTIONS {
        assert_eq!(
            ext.matches(&format!("    fn {name}(")).count(),
            1,
            "AlgorithmExt::{name}"
        );
    }
}

/// `describe` draws every follower of every small position as the game's
/// moves, each move leading to its follower, and refuses a position that
/// no move reaches (`GameError::NotAFollower`).
#[test]
fn describe_draws_every_follower() {
    use hookgames::game::DescribeMoves;
    use hookgames::partition::Partitions;

    for y in (0..=9).flat_map(|n| Partitions::new(n).unwrap()) {
        let followers = YoungRealization.followers(&y).unwrap();
        let moves = YoungRealization.describe(&y, &followers).unwrap();
        assert_eq!(moves.len(), followers.len());
        for (m, q) in moves.iter().zip(&followers) {
            assert_eq!(&m.result, q);
            assert_eq!(y.remove_hook(m.row, m.col).unwrap(), *q, "{y}");
            assert_eq!(m.hook_length, y.size() - q.size());
        }
        assert_eq!(
            YoungRealization.moves_to(&y, &y),
            Err(GameError::NotAFollower)
        );
        let board = MayaDiagram::from_partition(&y).unwrap();
        let boards = OneLineRealization.followers(&board).unwrap();
        for (m, q) in OneLineRealization
            .describe(&board, &boards)
            .unwrap()
            .iter()
            .zip(&boards)
        {
            assert_eq!(&board.with_move(m.from, m.to).unwrap(), q);
            assert_eq!(&m.result, q);
        }
        assert_eq!(
            OneLineRealization.moves_to(&board, &board),
            Err(GameError::NotAFollower)
        );
    }
    // Every strict partition with parts at most 6: the subsets of 1..=6.
    for bits in 0u32..1 << 6 {
        let parts: Vec<u64> = (1..=6u64)
            .rev()
            .filter(|k| bits >> (k - 1) & 1 == 1)
            .collect();
        let s = ShiftedPartition::new(parts).unwrap();
        let followers = ShiftedHookGame.followers(&s).unwrap();
        let moves = ShiftedHookGame.describe(&s, &followers).unwrap();
        assert_eq!(moves.len(), followers.len());
        for (m, q) in moves.iter().zip(&followers) {
            assert_eq!(s.remove_hook(m.row, m.col).unwrap(), *q, "{s}");
            assert_eq!(m.hook_length, s.size() - q.size());
        }
        assert_eq!(
            ShiftedHookGame.moves_to(&s, &s),
            Err(GameError::NotAFollower)
        );
    }
    let turtles = TurningTurtles::new(7).unwrap();
    for h in 0u64..1 << 7 {
        let followers = turtles.followers(&h).unwrap();
        for (m, q) in turtles
            .describe(&h, &followers)
            .unwrap()
            .into_iter()
            .zip(&followers)
        {
            assert_eq!(turtles.apply(&h, m).unwrap(), *q);
        }
    }
    // MHRG: every turn, by its first box, leads to one follower; the
    // followers' turns are the turns of the diagram.
    let rect = RectGame::new(3, 4).unwrap();
    let start = rect.start();
    let mut stack = vec![start];
    let mut seen = std::collections::HashSet::new();
    while let Some(p) = stack.pop() {
        if !seen.insert(p) {
            continue;
        }
        let followers = rect.followers(&p).unwrap();
        let turns = rect.describe(&p, &followers).unwrap();
        let y = rect.partition(&p).unwrap();
        assert_eq!(turns.len() as u64, y.size(), "{y}: one turn per box");
        for t in &turns {
            assert!(followers.contains(&rect.position(&t.result).unwrap()));
        }
        stack.extend(followers);
    }
}
