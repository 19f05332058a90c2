//! The moves `moves` prints, streamed: each move's result is computed
//! when it is printed and dropped after, never all of them at once, and
//! without `--all` the listing stops before its output passes
//! [`MAX_LISTING_BYTES`] and says how many moves it left out.
//!
//! A first pass measures each move as it will be printed (in the output
//! form, text or JSON, into a counter that gives up past the budget), so
//! the number listed is known before anything is written; the second pass
//! computes the listed moves again and writes them.

use std::io::{self, Write};

use anyhow::Result;
use serde::{Serialize, Serializer};

use crate::json::{AnyPosition, Big, HookBox};
use crate::limits::MAX_LISTING_BYTES;

/// One listed move: a label, the hooks removed (one; two for an MHRG move
/// that (M4b) completes; none for the other games), the result, and for
/// the non-repetitive variant (Gottlieb–Krnc–Muršič §8) the history after
/// the move.
#[derive(Debug, Serialize)]
pub struct ListedMove {
    /// The move in words.
    #[serde(rename = "move")]
    pub label: String,
    /// The hooks removed.
    pub hooks: Vec<HookBox>,
    /// The result.
    pub to: AnyPosition,
    /// The history after the move (non-repetitive games).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub history: Option<String>,
}

impl ListedMove {
    /// The line of the text output.
    fn write_text(&self, out: &mut impl Write) -> io::Result<()> {
        match &self.history {
            Some(h) => writeln!(out, "  {} -> {} (history {h})", self.label, self.to),
            None => writeln!(out, "  {} -> {}", self.label, self.to),
        }
    }
}

/// The moves of a position to one value, as a count and a way to compute
/// the k-th move.
pub struct Moves<'f> {
    count: usize,
    make: Box<dyn Fn(usize) -> Result<ListedMove> + 'f>,
}

impl<'f> Moves<'f> {
    /// `count` moves, the k-th computed by `make(k)`.
    pub fn new(count: usize, make: impl Fn(usize) -> Result<ListedMove> + 'f) -> Self {
        Moves {
            count,
            make: Box::new(make),
        }
    }

    /// Moves already computed.
    pub fn from_vec(moves: Vec<ListedMove>) -> Moves<'static> {
        let count = moves.len();
        Moves::new(count, move |k| {
            let m = &moves[k];
            Ok(ListedMove {
                label: m.label.clone(),
                hooks: m.hooks.clone(),
                to: m.to.clone(),
                history: m.history.clone(),
            })
        })
    }

    /// The number of moves.
    pub fn count(&self) -> usize {
        self.count
    }

    /// How many of the moves are listed: all with `all`, else as many as
    /// fit in [`MAX_LISTING_BYTES`] of output in the form `json` or text.
    ///
    /// # Errors
    ///
    /// The error of making a move's answer.
    pub fn plan(&self, json: bool, all: bool) -> Result<usize> {
        if all {
            return Ok(self.count);
        }
        let mut left = MAX_LISTING_BYTES;
        for k in 0..self.count {
            let mv = (self.make)(k)?;
            let mut counter = Counter { left, used: 0 };
            let fits = if json {
                // The element and its separating comma.
                serde_json::to_writer(&mut counter, &mv).is_ok() && counter.write_all(b",").is_ok()
            } else {
                mv.write_text(&mut counter).is_ok()
            };
            if !fits {
                return Ok(k);
            }
            left -= counter.used;
        }
        Ok(self.count)
    }

    /// Writes the first `listed` moves as text lines.
    ///
    /// # Errors
    ///
    /// The error of making a move's answer, or the writer's.
    pub fn write_text(&self, listed: usize, out: &mut impl Write) -> Result<()> {
        for k in 0..listed {
            (self.make)(k)?.write_text(out)?;
        }
        Ok(())
    }

    /// The first `listed` moves as a JSON array, each computed as it is
    /// written.
    pub fn json(&self, listed: usize) -> MovesSeq<'_, 'f> {
        MovesSeq {
            moves: self,
            listed,
        }
    }
}

impl std::fmt::Debug for Moves<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Moves").field("count", &self.count).finish()
    }
}

impl std::fmt::Debug for MovesSeq<'_, '_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MovesSeq")
            .field("moves", self.moves)
            .field("listed", &self.listed)
            .finish()
    }
}

/// Why moves were left out, for the text and the JSON.
pub fn unlisted_reason() -> String {
    format!(
        "the listing stops before its output passes {MAX_LISTING_BYTES} bytes \
         (MAX_LISTING_BYTES); --all lists every move"
    )
}

/// The moves a listing left out (JSON `"unlisted"`).
#[derive(Debug, Serialize)]
pub struct Unlisted {
    /// How many.
    pub count: Big,
    /// Why.
    pub reason: String,
}

/// [`Moves::json`].
pub struct MovesSeq<'m, 'f> {
    moves: &'m Moves<'f>,
    listed: usize,
}

impl Serialize for MovesSeq<'_, '_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::{Error, SerializeSeq};
        let mut seq = s.serialize_seq(Some(self.listed))?;
        for k in 0..self.listed {
            // The first pass computed this move already, so it does not fail.
            let mv = (self.moves.make)(k).map_err(|e| S::Error::custom(format!("{e:#}")))?;
            seq.serialize_element(&mv)?;
        }
        seq.end()
    }
}

/// Counts bytes, and fails once more than `left` were written.
struct Counter {
    left: u64,
    used: u64,
}

impl Write for Counter {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.used += buf.len() as u64;
        if self.used > self.left {
            return Err(io::Error::other("over the listing limit"));
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json::Position;

    fn mv(parts: Vec<u64>) -> ListedMove {
        ListedMove {
            label: "m".to_owned(),
            hooks: Vec::new(),
            to: Position::from_parts(parts).into(),
            history: None,
        }
    }

    #[test]
    fn a_listing_stops_before_the_byte_limit() {
        // Each result: 100 000 distinct parts of 7 digits (so its text is
        // the parts one by one), 800 007 bytes a line.
        let big = || mv((1_000_000..1_100_000).rev().collect());
        let moves = Moves::new(1000, |_| Ok(big()));
        let text_line = "  m -> ".len() + 100_000 * 7 + 99_999 + 1;
        let fit = (MAX_LISTING_BYTES as usize) / text_line;
        assert_eq!(fit, 20);
        assert_eq!(moves.plan(false, false).unwrap(), fit);
        assert!(moves.plan(true, false).unwrap() < fit);
        assert_eq!(moves.plan(false, true).unwrap(), 1000);
        // Small moves: all of them.
        let small = Moves::new(3, |k| Ok(mv(vec![k as u64 + 1])));
        assert_eq!(small.plan(true, false).unwrap(), 3);
        let mut out = Vec::new();
        small.write_text(3, &mut out).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "  m -> 1\n  m -> 2\n  m -> 3\n"
        );
        let json = serde_json::to_string(&small.json(2)).unwrap();
        assert_eq!(
            json,
            r#"[{"move":"m","hooks":[],"to":{"text":"1","runs":[["1","1"]]}},{"move":"m","hooks":[],"to":{"text":"2","runs":[["2","1"]]}}]"#
        );
        // A move larger than the whole budget: none listed.
        let huge = Moves::new(2, |_| Ok(mv((1..=3_000_000).rev().collect())));
        assert_eq!(huge.plan(false, false).unwrap(), 0);
    }
}
