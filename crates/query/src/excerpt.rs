//! Quoting user input in error messages: at most a short excerpt, with
//! its position, control characters escaped, on one line.
//!
//! An invalid 60 MB position file used to give a 120 MB message (the
//! input quoted twice), and control characters of the input (NUL, ESC,
//! line breaks) reached the terminal raw. Every message now goes through
//! [`message`] and every quote of the input through [`quote`].

use std::fmt::Write as _;

use crate::limits::{EXCERPT_CHARS, MAX_MESSAGE_CHARS};

/// `true` for the characters written escaped: control characters (C0, DEL,
/// C1) and the invisible characters that reorder or hide text on a
/// terminal (bidirectional overrides and isolates, zero-width marks, BOM).
fn needs_escape(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{FEFF}'
        )
}

/// Appends `c`, escaped as Rust writes it (`\n`, `\t`, `\0`, `\u{1b}`) if
/// [`needs_escape`].
fn push_escaped(out: &mut String, c: char) {
    if needs_escape(c) {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\0' => out.push_str("\\0"),
            _ => {
                let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
            }
        }
    } else {
        out.push(c);
    }
}

/// `s` with its control characters escaped.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        push_escaped(&mut out, c);
    }
    out
}

/// The input `text` quoted for an error message: `'3,x'` when it has at
/// most [`EXCERPT_CHARS`] characters, else an excerpt of that many
/// characters with its place, `'…5,4,x,3…' (characters 981–1040 of
/// 60000000)`. The excerpt starts a little before the 1-based character
/// position `at` (the place of the error, if known), else at the start.
/// Control characters are escaped.
///
/// # Complexity
/// O(|text|) to count the characters; the result has O(EXCERPT_CHARS)
/// characters.
pub fn quote_at(text: &str, at: Option<usize>) -> String {
    let total = text.chars().count();
    if total <= EXCERPT_CHARS {
        return format!("'{}'", escape(text));
    }
    // 1-based first character of the excerpt: a third of it before `at`.
    let first = at
        .map_or(1, |p| p.saturating_sub(EXCERPT_CHARS / 3).max(1))
        .min(total - EXCERPT_CHARS + 1);
    let last = first + EXCERPT_CHARS - 1;
    let mut out = String::from("'");
    if first > 1 {
        out.push('…');
    }
    for c in text.chars().skip(first - 1).take(EXCERPT_CHARS) {
        push_escaped(&mut out, c);
    }
    if last < total {
        out.push('…');
    }
    let _ = write!(out, "' (characters {first}–{last} of {total})");
    out
}

/// A token of the input (as a library error names it) in double quotes,
/// escaped, cut to its first [`EXCERPT_CHARS`] characters with the count:
/// `"123456…" (the first 60 of 60000000 characters)`.
pub fn quote_token(token: &str) -> String {
    let total = token.chars().count();
    let mut out = String::from("\"");
    for c in token.chars().take(EXCERPT_CHARS) {
        push_escaped(&mut out, c);
    }
    if total > EXCERPT_CHARS {
        let _ = write!(out, "…\" (the first {EXCERPT_CHARS} of {total} characters)");
    } else {
        out.push('"');
    }
    out
}

/// [`quote_at`] from the start.
pub fn quote(text: &str) -> String {
    quote_at(text, None)
}

/// The longest run of non-blank characters a message keeps whole: a
/// longer one (a huge number or shape a library error names) is cut to
/// its first [`EXCERPT_CHARS`] characters and the count of the rest.
const MAX_WORD_CHARS: usize = EXCERPT_CHARS + 20;

/// The message `raw` as the command prints it: one line (line breaks and
/// every other control character escaped), each run of more than
/// `MAX_WORD_CHARS` non-blank characters cut to its first
/// [`EXCERPT_CHARS`] and the count of the rest, and at most
/// [`MAX_MESSAGE_CHARS`] characters in all (the cut is said). Applied to
/// every error message (the command's, the library's, clap's), in text and
/// in JSON.
///
/// # Complexity
/// O(|raw|).
pub fn message(raw: &str) -> String {
    let mut out = Message::default();
    // The current run of non-blank characters: its length, and the
    // characters after its first EXCERPT_CHARS while it may still end
    // short enough to be kept whole.
    let mut word = 0usize;
    let mut tail = String::new();
    let mut seen = 0usize;
    for c in raw.chars() {
        seen += 1;
        if c == ' ' {
            out.end_word(word, &tail);
            word = 0;
            tail.clear();
            out.push(c);
            continue;
        }
        word += 1;
        if word <= EXCERPT_CHARS {
            out.push(c);
        } else if word <= MAX_WORD_CHARS {
            tail.push(c);
        }
    }
    out.end_word(word, &tail);
    let mut text = out.text;
    if out.full {
        let _ = write!(
            text,
            " … [message cut at {MAX_MESSAGE_CHARS} of {seen} characters]"
        );
    }
    text
}

/// A message being written, escaped, up to [`MAX_MESSAGE_CHARS`].
#[derive(Default)]
struct Message {
    text: String,
    chars: usize,
    full: bool,
}

impl Message {
    fn push(&mut self, c: char) {
        if self.full {
            return;
        }
        if self.chars >= MAX_MESSAGE_CHARS {
            self.full = true;
            return;
        }
        let before = self.text.len();
        push_escaped(&mut self.text, c);
        // Escapes are ASCII; an unescaped character is one.
        self.chars += if self.text.len() - before > c.len_utf8() {
            self.text.len() - before
        } else {
            1
        };
    }

    /// Ends a run of `word` non-blank characters whose characters after the
    /// first EXCERPT_CHARS (up to MAX_WORD_CHARS) are `tail`.
    fn end_word(&mut self, word: usize, tail: &str) {
        if word <= MAX_WORD_CHARS {
            for c in tail.chars() {
                self.push(c);
            }
        } else {
            for c in format!("…[{} more characters]", word - EXCERPT_CHARS).chars() {
                self.push(c);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_inputs_are_quoted_whole_and_escaped() {
        assert_eq!(quote("3,x"), "'3,x'");
        assert_eq!(quote("3,\u{1b}[31m,2"), "'3,\\u{1b}[31m,2'");
        assert_eq!(quote("3\0,2\n"), "'3\\0,2\\n'");
        assert_eq!(quote("a\u{202E}b"), "'a\\u{202e}b'");
    }

    #[test]
    fn long_inputs_are_excerpts_with_their_place() {
        let digits = "7".repeat(1000);
        let q = quote(&digits);
        assert_eq!(
            q,
            format!("'{}…' (characters 1–60 of 1000)", "7".repeat(60))
        );
        // Around a position: a third of the excerpt before it.
        let text: String = (0..1000)
            .map(|k| if k == 499 { 'x' } else { '1' })
            .collect();
        let q = quote_at(&text, Some(500));
        assert!(q.starts_with('\''), "{q}");
        assert!(q.contains("(characters 480–539 of 1000)"), "{q}");
        assert!(q.contains('x'), "{q}");
        // Near the end: the excerpt ends at the end.
        let q = quote_at(&text, Some(1000));
        assert!(q.contains("(characters 941–1000 of 1000)"), "{q}");
        assert!(!q[1..].contains("…'"), "{q}");
    }

    #[test]
    fn messages_are_one_short_line() {
        let huge = "9".repeat(1_000_000);
        let m = message(&format!("cannot parse \"{huge}\" at position 1: too large"));
        assert!(m.len() < 300, "{m}");
        assert!(m.starts_with("cannot parse \"999"), "{m}");
        // The word is the number and its two quotes: 1 000 002 characters.
        assert!(m.contains("…[999942 more characters]"), "{m}");
        assert!(m.ends_with("at position 1: too large"), "{m}");
        let m = message("a\nb\u{1b}c\0d");
        assert_eq!(m, "a\\nb\\u{1b}c\\0d");
        // Many short words: cut at the message limit, said.
        let words = "ab ".repeat(5000);
        let m = message(&words);
        assert!(m.chars().count() < MAX_MESSAGE_CHARS + 100, "{}", m.len());
        assert!(m.contains("message cut at 2000 of 15000 characters"), "{m}");
        // A plain message is unchanged.
        assert_eq!(
            message("'3,x' is not a partition"),
            "'3,x' is not a partition"
        );
    }
}
