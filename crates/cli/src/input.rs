//! Reading positions from the command line, a file (`@FILE`) or standard
//! input (`-`), and parsing the small shared arguments.

use std::io::Read;

use anyhow::{Context, Result};

use crate::error;

/// The largest input read from a file or standard input (64 MiB): research
/// inputs outgrow the command line, but not this.
pub(crate) const MAX_INPUT_BYTES: u64 = 64 << 20;

/// Resolves a position argument: `@FILE` reads the file, `-` reads standard
/// input, anything else is the position itself. Surrounding white space is
/// trimmed and line breaks inside the text count as spaces, so a position can
/// be written over several lines.
pub(crate) fn read_position(arg: &str) -> Result<String> {
    let text = if arg == "-" {
        let mut s = String::new();
        std::io::stdin()
            .take(MAX_INPUT_BYTES + 1)
            .read_to_string(&mut s)
            .context("cannot read the position from standard input")?;
        check_len(s.len(), "standard input")?;
        s
    } else if let Some(path) = arg.strip_prefix('@') {
        let file = std::fs::File::open(path)
            .with_context(|| format!("cannot open position file '{path}'"))?;
        let mut s = String::new();
        file.take(MAX_INPUT_BYTES + 1)
            .read_to_string(&mut s)
            .with_context(|| format!("cannot read position file '{path}'"))?;
        check_len(s.len(), path)?;
        s
    } else {
        arg.to_owned()
    };
    // Joined word by word into one string no longer than the text (no list
    // of the words: a 64 MiB file of one-character words would make one of
    // 1 GiB).
    let mut joined = String::with_capacity(text.len());
    for word in text.split_whitespace() {
        if !joined.is_empty() {
            joined.push(' ');
        }
        joined.push_str(word);
    }
    if joined.is_empty() {
        return Err(error::input(
            "the position is empty (write 0 or ∅ for the empty partition)",
        ));
    }
    Ok(joined)
}

fn check_len(len: usize, what: &str) -> Result<()> {
    if len as u64 > MAX_INPUT_BYTES {
        return Err(error::limit(format!(
            "{what} holds more than {MAX_INPUT_BYTES} bytes, the input limit"
        )));
    }
    Ok(())
}

/// A rectangle `MxN` (also `M×N`, `M,N`): m rows and n columns, both ≥ 1,
/// parsed by [`hookgames::partition::Rectangle`].
pub(crate) fn parse_rect(s: &str) -> Result<(usize, u64)> {
    let r: hookgames::partition::Rectangle =
        s.parse().with_context(|| format!("rectangle '{s}'"))?;
    Ok((r.m(), r.n()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rectangles() {
        assert_eq!(parse_rect("3x5").unwrap(), (3, 5));
        assert_eq!(parse_rect(" 10×2 ").unwrap(), (10, 2));
        assert!(parse_rect("3").is_err());
        assert!(parse_rect("0x5").is_err());
        assert!(parse_rect("-1x5").is_err());
        assert!(parse_rect("axb").is_err());
    }

    #[test]
    fn literal_positions_are_trimmed() {
        assert_eq!(read_position("  3,2,1\n").unwrap(), "3,2,1");
        assert_eq!(read_position("3,\n2").unwrap(), "3, 2");
        assert!(read_position("   ").is_err());
    }
}
