//! What a question may do outside memory. The command line reads a
//! position from a file (`@FILE`) or standard input (`-`) and writes
//! pictures to files (`--svg FILE`); the explorer's server does neither:
//! it answers with [`Literal`], for which every argument is the position
//! itself and no file is ever opened.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

use crate::error;

/// Reading positions and writing pictures, for the questions of
/// [`games`](crate::games) and [`show`](crate::show).
pub trait Io {
    /// The text of the position argument `arg`, normalized by
    /// [`normalize_position`].
    ///
    /// # Errors
    /// An input error for an empty position; the implementation's own
    /// (I/O) errors.
    fn read_position(&self, arg: &str) -> Result<String>;

    /// Writes `contents` to the file `path` (a picture, `--svg FILE`).
    ///
    /// # Errors
    /// The implementation's I/O error.
    fn write_file(&self, path: &Path, contents: &str) -> Result<()>;
}

/// No file system: the argument is the position, and nothing is written
/// (the explorer's server, and any program that keeps its inputs in
/// memory).
#[derive(Debug, Clone, Copy, Default)]
pub struct Literal;

impl Io for Literal {
    fn read_position(&self, arg: &str) -> Result<String> {
        normalize_position(arg)
    }

    fn write_file(&self, path: &Path, _contents: &str) -> Result<()> {
        Err(error::usage(format!(
            "this question writes no files (asked to write '{}')",
            path.display()
        )))
    }
}

/// The text of a position as the questions read it: surrounding white
/// space trimmed and the words inside joined by one space (line breaks
/// count as spaces, so a position can be written over several lines).
///
/// # Errors
/// An input error if nothing is left.
///
/// # Complexity
/// O(|text|); the result is no longer than `text`.
pub fn normalize_position(text: &str) -> Result<String> {
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

/// Where an SVG picture goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SvgTo {
    /// A file.
    File(PathBuf),
    /// Standard output, instead of the command's own output.
    Stdout,
}

/// The `--svg` option: a file or `-`; `-` and `--json` both want standard
/// output and do not go together.
///
/// # Errors
/// A usage error for `--svg -` with `--json`.
pub fn svg_target(svg: Option<&PathBuf>, json: bool) -> Result<Option<SvgTo>> {
    match svg {
        None => Ok(None),
        Some(p) if p.as_os_str() == "-" => {
            if json {
                return Err(error::usage(
                    "--svg - writes the picture to standard output, where --json writes; \
                     give --svg a file name to have both",
                ));
            }
            Ok(Some(SvgTo::Stdout))
        }
        Some(p) => Ok(Some(SvgTo::File(p.clone()))),
    }
}

/// Writes a picture to its file (through `io`) or to `out`.
///
/// # Errors
/// The write's error, naming the file.
pub fn write_svg(
    io: &dyn Io,
    to: &SvgTo,
    picture: &str,
    out: &mut impl std::io::Write,
) -> Result<()> {
    match to {
        SvgTo::Stdout => {
            out.write_all(picture.as_bytes())?;
            Ok(())
        }
        SvgTo::File(path) => io
            .write_file(path, picture)
            .with_context(|| format!("cannot write the SVG picture to '{}'", path.display())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literal_positions_are_trimmed() {
        assert_eq!(Literal.read_position("  3,2,1\n").unwrap(), "3,2,1");
        assert_eq!(Literal.read_position("3,\n2").unwrap(), "3, 2");
        assert!(Literal.read_position("   ").is_err());
        // No file is opened: `@FILE` and `-` are positions like any other.
        assert_eq!(
            Literal.read_position("@/etc/passwd").unwrap(),
            "@/etc/passwd"
        );
        assert!(Literal.write_file(Path::new("x.svg"), "<svg/>").is_err());
    }
}
