//! `hookgames demo`: the README's main job, a printed tour on the papers'
//! own examples. Each section is computed, not quoted.

use std::io::Write;

use anyhow::Result;
use hookgames::maya::{MayaDiagram, core_and_quotient};
use hookgames::partition::{DiagonalExpr, Partition, ShiftedPartition};

use crate::show::{join, write_grid};

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
    Ok(())
}
