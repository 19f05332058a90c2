//! The data of the non-repetitive variant of LCTR and Downright
//! (Gottlieb–Krnc–Muršič §8) published in `docs/data/lctr-nonrep.csv` and
//! the guide's LCTR chapter: for every partition λ of n ≤ N (N = 28 by
//! default, or the second argument), both games and both plays, how often
//! the value under the non-repetitive rule differs from the plain value
//! (Theorem 22), how many P-positions each has, and the first λ (in reverse
//! lexicographic order, smallest n first) where the values differ.
//!
//! Run from the repository root:
//! `cargo run --release -p hookgames-lctr --example nonrep_data -- docs/data 28`

use std::fmt::Write as _;
use std::fs;
use std::path::PathBuf;

use hookgames_game::Convention;
use hookgames_lctr::{LctrVariant, NonRepetitive};
use hookgames_partition::arbitrary::partitions_of;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let out_dir = PathBuf::from(args.next().unwrap_or_else(|| "docs/data".into()));
    let max_n: u64 = args.next().map(|s| s.parse()).transpose()?.unwrap_or(28);
    let mut csv = String::from(
        "game,convention,n,partitions,differ,plain_p_positions,nonrep_p_positions,\
         p_to_n,n_to_p,first_differ\n",
    );
    let mut totals = Vec::new();
    for game in [LctrVariant::Lctr, LctrVariant::Downright] {
        for conv in [Convention::Normal, Convention::Misere] {
            let mut total = (0u64, 0u64, None::<String>);
            for n in 0..=max_n {
                if n == 0 && game == LctrVariant::Downright {
                    continue;
                }
                let (mut count, mut differ, mut plain_p, mut nonrep_p, mut p_to_n, mut n_to_p) =
                    (0u64, 0u64, 0u64, 0u64, 0u64, 0u64);
                let mut first = None;
                for lambda in partitions_of(n).expect("n is within MAX_ENUMERATED_SIZE") {
                    let plain = game.value(&lambda, conv)?;
                    let nonrep = NonRepetitive::new(game, lambda.clone())?.start_value(conv)?;
                    count += 1;
                    plain_p += u64::from(plain == 0);
                    nonrep_p += u64::from(nonrep == 0);
                    if plain != nonrep {
                        differ += 1;
                        if first.is_none() {
                            first = Some(format!("{lambda} ({plain}→{nonrep})"));
                        }
                    }
                    p_to_n += u64::from(plain == 0 && nonrep != 0);
                    n_to_p += u64::from(plain != 0 && nonrep == 0);
                }
                writeln!(
                    csv,
                    "{game},{conv:?},{n},{count},{differ},{plain_p},{nonrep_p},{p_to_n},{n_to_p},\"{}\"",
                    first.clone().unwrap_or_default()
                )?;
                total.0 += count;
                total.1 += differ;
                if total.2.is_none() {
                    total.2 = first;
                }
            }
            println!(
                "{game} {conv:?}, n ≤ {max_n}: {} partitions, {} values differ from the plain game; \
                 first: {}",
                total.0,
                total.1,
                total.2.clone().unwrap_or_default()
            );
            totals.push(total);
        }
    }
    fs::write(out_dir.join("lctr-nonrep.csv"), &csv)?;
    Ok(())
}
