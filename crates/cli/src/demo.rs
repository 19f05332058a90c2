//! `hookgames demo`: the README's main job, a printed tour on the papers'
//! own examples. Each section is computed, not quoted.

use std::io::Write;

use anyhow::Result;
use hookgames::game::{
    AlgorithmExt, Convention, DescribeMoves, GameMap, Solver, verify_isomorphism,
};
use hookgames::lctr::{Board, LctrVariant};
use hookgames::maya::{MayaDiagram, core_and_quotient};
use hookgames::mhrg;
use hookgames::partition::{DiagonalExpr, Partition, ShiftedPartition};
use hookgames::sato_welter::{
    NakayamaIsomorphism, OneLineRealization, YoungRealization, kawanaka_formula, sato_formula,
};
use hookgames::shifted::ShiftedHookGame;

use crate::table::write_table;
use hookgames_query::show::{join, write_grid};

pub(crate) fn run(out: &mut impl Write) -> Result<()> {
    writeln!(out, "hookgames: impartial games on Young diagrams\n")?;

    writeln!(
        out,
        "== Hooks and hook removal (Abuku–Tada, Definition 2.9, Example 2.10)"
    )?;
    let y: Partition = "6,6,5,3,3".parse()?;
    writeln!(out, "Y = {y}, |Y| = {}; hook lengths:", y.size())?;
    write_grid(&y.hook_lengths()?, out)?;
    writeln!(
        out,
        "removing the hook at (2,2), of length {}, leaves {}\n",
        y.hook_length(2, 2)?,
        y.remove_hook(2, 2)?
    )?;

    writeln!(out, "== Maya diagrams, cores and quotients (Kawanaka §8–9)")?;
    let k: Partition = "9,8,6,5,5,2".parse()?;
    let maya = MayaDiagram::from_partition(&k)?;
    let stones: Vec<u64> = maya.stones().collect();
    writeln!(
        out,
        "Y = {k}: β-numbers with {} stones {{{}}}",
        stones.len(),
        join(&stones)
    )?;
    let (s, t) = maya.box_to_move((3, 4))?;
    writeln!(
        out,
        "the hook at (3,4) has length {} = {s} − {t}: the stone at {s} moves to {t}",
        k.hook_length(3, 4)?
    )?;
    for n in [2u64, 4, 8] {
        let (core, quotient) = core_and_quotient(&k, n)?;
        let q: Vec<String> = quotient.iter().map(ToString::to_string).collect();
        let boxes: u64 = quotient.iter().map(Partition::size).sum();
        writeln!(
            out,
            "  {n}-core {core}, {n}-quotient ({}): {boxes} hooks of length divisible by {n}",
            q.join(" | ")
        )?;
    }
    writeln!(out)?;

    writeln!(out, "== Diagonal expressions (Abuku–Tada, Example 3.7)")?;
    let d = DiagonalExpr::from_partition(&"5,4,3".parse()?, 3, 5)?;
    writeln!(out, "d(5,4,3) in D_{{3,5}} = {d}\n")?;

    writeln!(
        out,
        "== Shifted diagrams (Abuku–Tada, Definition 5.3, Example 5.4)"
    )?;
    let s: ShiftedPartition = "7,6,4,3,2".parse()?;
    writeln!(
        out,
        "S = {s}: removing the hook at (2,3), of length {}, leaves {}",
        s.hook_length(2, 3)?,
        s.remove_hook(2, 3)?
    )?;
    writeln!(
        out,
        "  Grundy value {} = {} (Proposition 5.6: the nim-sum of the parts)\n",
        ShiftedHookGame.grundy(&s)?,
        s.parts().iter().fold(0, |a, b| a ^ b)
    )?;

    writeln!(
        out,
        "== The Sato–Welter game (Kawanaka §9, Theorems 4.1 and 4.2)"
    )?;
    let y = k;
    let value = YoungRealization.grundy(&y)?;
    writeln!(
        out,
        "Y = {y}: E^(2)(Y) = {value} (fast bitset), {} (Sato's hook formula), {} (Kawanaka (9.1)), {} (generic solver)",
        sato_formula(&y)?,
        kawanaka_formula(&y)?,
        Solver::new(YoungRealization).grundy(&y)?
    )?;
    for m in YoungRealization.describe(&y, &YoungRealization.winning_moves(&y)?)? {
        writeln!(
            out,
            "  the good move found by the quotient descent: remove the hook at ({},{}) of length {}, leaving {} of value {}",
            m.row,
            m.col,
            m.hook_length,
            m.result,
            YoungRealization.grundy(&m.result)?
        )?;
    }
    let iso = NakayamaIsomorphism::new(y.len());
    let certificate = verify_isomorphism(
        &YoungRealization,
        &y,
        &OneLineRealization,
        &iso.to_one_line(&y)?,
        // A position where the map fails would be reported as a
        // counterexample (none: every position below Y has at most ℓ(Y) rows).
        |p: &Partition| iso.try_apply(p),
    );
    match certificate {
        Ok(c) => writeln!(
            out,
            "  Young and one-line realizations from Y are isomorphic: {} positions, {} moves checked\n",
            c.states, c.arrows
        )?,
        Err(e) => writeln!(out, "  the isomorphism check failed: {e}\n")?,
    }

    writeln!(
        out,
        "== LCTR and Downright (Gottlieb–Krnc–Muršič, Figure 5, Theorem 22)"
    )?;
    let l: Partition = "8,7,6,5,5,2,1".parse()?;
    for game in [LctrVariant::Lctr, LctrVariant::Downright] {
        let board = Board::new(game, &l, Convention::Normal)?;
        writeln!(
            out,
            "{game:?} on {l}: SG = {} by the O(log r) algorithm, {} by the board:",
            game.value(&l, Convention::Normal)?,
            board.root()
        )?;
        writeln!(out, "{board}")?;
    }
    writeln!(out)?;

    writeln!(
        out,
        "== The Multiple Hook Removing Game (Abuku–Tada, Table 1: G(Y_{{m,n}}), 1 ≤ m, n ≤ 9)"
    )?;
    let table = mhrg::start_table(9, &hookgames::game::Engine::new())?;
    let rows: Vec<Vec<u64>> = (1..=9)
        .map(|m| {
            (1..=9u64)
                .map(|n| table.get(m, n).unwrap_or_default())
                .collect()
        })
        .collect();
    write_table(&rows, out)?;
    let y: Partition = "5,4,3".parse()?;
    writeln!(
        out,
        "Y = {y} in Y_{{3,5}} (Example 1.2): a game position of value {}",
        mhrg::RectGame::new(3, 5)?.value_of(&y)?
    )?;
    Ok(())
}
