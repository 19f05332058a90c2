//! Reading positions from the command line, a file (`@FILE`) or standard
//! input (`-`), and writing pictures to files: the command's
//! [`Io`](hookgames_query::io::Io). (The explorer's server uses
//! [`Literal`](hookgames_query::io::Literal), which opens no file.)

use std::io::Read;
use std::path::Path;

use anyhow::{Context, Result};
use hookgames_query::error;
use hookgames_query::io::{Io, normalize_position};
use hookgames_query::limits::MAX_INPUT_BYTES;

/// The command's files: `@FILE`, `-` and `--svg FILE`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Files;

impl Io for Files {
    fn read_position(&self, arg: &str) -> Result<String> {
        read_position(arg)
    }

    fn write_file(&self, path: &Path, contents: &str) -> Result<()> {
        Ok(std::fs::write(path, contents)?)
    }
}

/// Resolves a position argument: `@FILE` reads the file, `-` reads standard
/// input, anything else is the position itself. Surrounding white space is
/// trimmed and line breaks inside the text count as spaces, so a position can
/// be written over several lines.
pub(crate) fn read_position(arg: &str) -> Result<String> {
    if arg == "-" {
        let mut s = String::new();
        std::io::stdin()
            .take(MAX_INPUT_BYTES + 1)
            .read_to_string(&mut s)
            .context("cannot read the position from standard input")?;
        check_len(s.len(), "standard input")?;
        normalize_position(&s)
    } else if let Some(path) = arg.strip_prefix('@') {
        let file = std::fs::File::open(path)
            .with_context(|| format!("cannot open position file '{path}'"))?;
        let mut s = String::new();
        file.take(MAX_INPUT_BYTES + 1)
            .read_to_string(&mut s)
            .with_context(|| format!("cannot read position file '{path}'"))?;
        check_len(s.len(), path)?;
        normalize_position(&s)
    } else {
        normalize_position(arg)
    }
}

fn check_len(len: usize, what: &str) -> Result<()> {
    if len as u64 > MAX_INPUT_BYTES {
        return Err(error::limit(format!(
            "{what} holds more than {MAX_INPUT_BYTES} bytes, the input limit"
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literal_positions_are_trimmed() {
        assert_eq!(read_position("  3,2,1\n").unwrap(), "3,2,1");
        assert_eq!(read_position("3,\n2").unwrap(), "3, 2");
        assert!(read_position("   ").is_err());
    }

    #[test]
    fn missing_files_are_io_errors() {
        let e = read_position("@/nonexistent/position.txt").unwrap_err();
        assert_eq!(error::kind_of(&e), error::Kind::Io);
    }
}
