//! `hookgames grundy GAME --batch FILE`: one position a line, one JSON
//! object a line out (JSON Lines), with one set-up of the game for the
//! whole batch (the misère solvers keep their caches from line to line).
//!
//! A line that is blank or starts with `#` is skipped. Every other line
//! gives exactly one object with its 1-based `"line"`: the answer, or an
//! error object for that line, and the batch goes on. The exit status is
//! 0 when every line was answered, 1 when some line gave an error object,
//! 2 when the batch could not run at all (its file, its options) or its
//! answers could not be written (reported whatever else failed).

use std::io::{BufRead, BufReader, Read, Write};

use anyhow::{Context, Result};

use hookgames_query::error::{self, kind_of};
use hookgames_query::games::{Evaluator, GrundyArgs};
use hookgames_query::json::{self, ErrorBody, ErrorDetail};
use hookgames_query::limits::MAX_INPUT_BYTES;
use hookgames_query::progress::Progress;

/// Some lines of a batch failed (and each got an error object): the
/// command exits with status 1.
#[derive(Debug)]
pub(crate) struct LinesFailed {
    /// How many.
    pub(crate) failed: u64,
}

impl std::fmt::Display for LinesFailed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} line(s) of the batch failed", self.failed)
    }
}

impl std::error::Error for LinesFailed {}

pub(crate) fn run(args: &GrundyArgs, file: &str, out: &mut impl Write) -> Result<()> {
    let interactive = file == "-";
    let reader: Box<dyn Read> = if interactive {
        Box::new(std::io::stdin().lock())
    } else {
        let path = file.strip_prefix('@').unwrap_or(file);
        Box::new(
            std::fs::File::open(path)
                .with_context(|| format!("cannot open the batch file '{path}'"))?,
        )
    };
    let mut eval = Evaluator::new(args, false)?;
    let mut reader = BufReader::with_capacity(1 << 16, reader);
    let progress = Progress::new("batch");
    let mut buf = Vec::new();
    let mut line_no = 0u64;
    let mut failed = 0u64;
    loop {
        buf.clear();
        let n = (&mut reader)
            .take(MAX_INPUT_BYTES + 1)
            .read_until(b'\n', &mut buf)
            .context("cannot read the batch")?;
        if n == 0 {
            break;
        }
        line_no += 1;
        let too_long = buf.len() as u64 > MAX_INPUT_BYTES;
        if too_long {
            // Skip the rest of the line.
            while !buf.ends_with(b"\n") {
                buf.clear();
                let n = (&mut reader)
                    .take(MAX_INPUT_BYTES)
                    .read_until(b'\n', &mut buf)
                    .context("cannot read the batch")?;
                if n == 0 {
                    break;
                }
            }
        }
        let answer = if too_long {
            Some(Err(error::limit(format!(
                "the line holds more than {MAX_INPUT_BYTES} bytes, the input limit"
            ))))
        } else {
            match std::str::from_utf8(&buf) {
                Err(e) => Some(Err(error::input(format!(
                    "the line is not UTF-8 text: {e}"
                )))),
                Ok(text) => {
                    let text = text.trim();
                    if text.is_empty() || text.starts_with('#') {
                        None
                    } else {
                        Some(eval.eval(text))
                    }
                }
            }
        };
        match answer {
            None => continue,
            Some(Ok(answer)) => json::write_line(out, "grundy", Some(line_no), answer)?,
            Some(Err(err)) => {
                failed += 1;
                let message = crate::one_line(&err);
                let body = ErrorBody {
                    error: ErrorDetail {
                        kind: kind_of(&err),
                        message: &message,
                    },
                };
                json::write_line(out, "grundy", Some(line_no), body)?;
            }
        }
        // A program that writes positions to our standard input and reads
        // the answers one by one needs each answer at once: the answers
        // are flushed whenever no whole line waits in the input's buffer
        // (the next read may wait for the writer). Piped input read in
        // blocks of many lines is answered in blocks, not a write a line.
        if interactive && !reader.buffer().contains(&b'\n') {
            out.flush()?;
        }
        progress.update(line_no, None, "lines");
    }
    progress.finish();
    if failed > 0 {
        return Err(LinesFailed { failed }.into());
    }
    Ok(())
}
