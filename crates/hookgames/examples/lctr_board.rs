//! LCTR and Downright (E. Gottlieb, M. Krnc, P. Muršič, *Sprague–Grundy
//! values and complexity for LCTR*, arXiv preprint): the boards of Figure 5
//! (the value of every subposition λ[i, j]) under normal and misère play,
//! the O(log r) values of Theorem 22 checked against the boards, the
//! exponent representation of §8 never expanded, and the LCTR board as an
//! SVG picture.
//!
//! ```text
//! cargo run --example lctr_board                       # Figure 5: λ = (8,7,6,5,5,2,1)
//! cargo run --example lctr_board -- 6,5,5 board.svg    # any partition, any file
//! ```

use std::error::Error;

use hookgames::lctr::Board;
use hookgames::prelude::*;
use hookgames::svg::lctr_board_svg;

fn main() -> Result<(), Box<dyn Error>> {
    let mut args = std::env::args().skip(1);
    // Figures 4 and 5 of the paper, in its exponent notation.
    let lambda: Partition = args.next().as_deref().unwrap_or("8,7,6,5^2,2,1").parse()?;
    let svg_path = args.next().unwrap_or_else(|| "lctr_board.svg".to_string());

    // Figure 5: the digit in box (i+1, j+1) is SG(λ[i, j]), the value of
    // the position left after i top rows and j left columns are gone. In
    // LCTR the empty positions around the diagram are drawn too.
    for game in [LctrVariant::Lctr, LctrVariant::Downright] {
        for convention in [Convention::Normal, Convention::Misere] {
            let board = Board::new(game, &lambda, convention)?;
            // Theorem 22 (and its misère counterpart): the value in
            // O(log r) time from the diagonal of λ, without the board.
            let fast = game.value(&lambda, convention)?;
            if fast != board.root() {
                return Err(format!(
                    "{game} ({convention:?} play): O(log r) gives {fast}, the board {}",
                    board.root()
                )
                .into());
            }
            let play = match convention {
                Convention::Normal => "normal",
                Convention::Misere => "misère",
            };
            println!("{game}, {play} play, λ = {lambda}: SG = {fast}");
            println!("{board}\n");
        }
    }

    // Lemma 7: a non-empty λ is a P-position of misère LCTR exactly when it
    // is a P-position of Downright.
    if !lambda.is_empty() {
        let misere_p = Lctr.value(&lambda, Convention::Misere)? == 0;
        let downright_p = Downright.value(&lambda, Convention::Normal)? == 0;
        if misere_p != downright_p {
            return Err("Lemma 7 fails: misère LCTR and Downright disagree".into());
        }
        println!("Lemma 7: misère LCTR and Downright agree (P-position: {misere_p})");
    }

    // §8: on the exponent representation the value needs only the runs, so
    // a diagram with 10^12 rows costs as little as one with 6.
    let huge: PartitionRuns = "7^1000000000000,3^5".parse()?;
    println!(
        "LCTR on {huge} ({} boxes): SG = {}, SG⁻ = {}",
        huge.size(),
        Lctr.grundy_runs(&huge, Convention::Normal)?,
        Lctr.grundy_runs(&huge, Convention::Misere)?
    );

    // The LCTR board as a picture: the digits of the board above, one box
    // each, the terminal positions dashed.
    let board = Board::new(Lctr, &lambda, Convention::Normal)?;
    let svg = lctr_board_svg(&board)?;
    std::fs::write(&svg_path, &svg).map_err(|e| format!("cannot write '{svg_path}': {e}"))?;
    println!("wrote the LCTR board to {svg_path} ({} bytes)", svg.len());
    Ok(())
}
