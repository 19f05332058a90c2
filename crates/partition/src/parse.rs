//! Parsing of the three notations of a partition (plain, exponent, corner;
//! Gottlieb–Krnc–Muršič §8) into runs, without expanding multiplicities.

use crate::PartitionError;
use crate::error::ParseErrorKind;

/// The runs `(part, multiplicity)` of a parsed partition, parts strictly
/// decreasing, and its size.
pub(crate) struct Parsed {
    pub(crate) runs: Vec<(u64, u64)>,
    pub(crate) size: u64,
}

fn char_pos(input: &str, byte: usize) -> usize {
    input[..byte].chars().count() + 1
}

fn err(input: &str, byte: usize, token: &str, kind: ParseErrorKind) -> PartitionError {
    PartitionError::Parse {
        position: char_pos(input, byte),
        token: token.to_string(),
        kind,
    }
}

/// Trims `s` (a slice of `input` starting at byte `off`) and returns the
/// trimmed slice with its byte offset in `input`.
pub(crate) fn trim_at(s: &str, off: usize) -> (&str, usize) {
    let lead = s.len() - s.trim_start().len();
    (s.trim(), off + lead)
}

/// Parses a non-negative decimal `u64` token located at byte `off` of `input`.
pub(crate) fn number(input: &str, tok: &str, off: usize) -> Result<u64, PartitionError> {
    if tok.is_empty() {
        return Err(err(input, off, tok, ParseErrorKind::EmptyEntry));
    }
    if let Some(rest) = tok.strip_prefix('-').or_else(|| tok.strip_prefix('−'))
        && !rest.is_empty()
        && rest.bytes().all(|b| b.is_ascii_digit())
    {
        return Err(err(input, off, tok, ParseErrorKind::Negative));
    }
    if !tok.bytes().all(|b| b.is_ascii_digit()) {
        return Err(err(input, off, tok, ParseErrorKind::NotANumber));
    }
    tok.parse::<u64>()
        .map_err(|_| err(input, off, tok, ParseErrorKind::NumberOverflow))
}

/// Accumulates runs, merging equal neighbours and checking the order and
/// the size.
struct Builder {
    runs: Vec<(u64, u64)>,
    size: u64,
    seen_zero: bool,
    /// Shifted diagrams: equal parts are an error.
    strict: bool,
}

impl Builder {
    fn new(strict: bool) -> Self {
        Builder {
            runs: Vec::new(),
            size: 0,
            seen_zero: false,
            strict,
        }
    }

    /// Adds `part^mult`; `tok`/`off` locate the part token for errors.
    fn push(
        &mut self,
        input: &str,
        part: u64,
        mult: u64,
        tok: &str,
        off: usize,
    ) -> Result<(), PartitionError> {
        debug_assert!(mult > 0);
        if self.strict && part > 0 {
            let prev = if self.seen_zero {
                Some(0)
            } else {
                self.runs.last().map(|r| r.0)
            };
            let clash = match prev {
                Some(p) if p <= part => Some(p),
                _ if mult > 1 => Some(part),
                _ => None,
            };
            if let Some(prev) = clash {
                return Err(err(
                    input,
                    off,
                    tok,
                    ParseErrorKind::NotStrict { part, prev },
                ));
            }
        }
        if part == 0 {
            self.seen_zero = true;
            return Ok(());
        }
        if self.seen_zero {
            return Err(err(
                input,
                off,
                tok,
                ParseErrorKind::Increasing { part, prev: 0 },
            ));
        }
        let add = u128::from(part) * u128::from(mult);
        let size = u128::from(self.size) + add;
        let size =
            u64::try_from(size).map_err(|_| err(input, off, tok, ParseErrorKind::SizeOverflow))?;
        match self.runs.last_mut() {
            Some(&mut (p, _)) if p < part => {
                return Err(err(
                    input,
                    off,
                    tok,
                    ParseErrorKind::Increasing { part, prev: p },
                ));
            }
            // The size check above bounds the multiplicity sum by the size.
            Some((p, m)) if *p == part => *m += mult,
            _ => self.runs.push((part, mult)),
        }
        self.size = size;
        Ok(())
    }

    fn finish(self) -> Parsed {
        Parsed {
            runs: self.runs,
            size: self.size,
        }
    }
}

/// Parses any of the three notations; with `strict`, equal parts (and
/// multiplicities above 1) are rejected, as for shifted diagrams.
pub(crate) fn parse_runs(input: &str, strict: bool) -> Result<Parsed, PartitionError> {
    let (body, off) = trim_at(input, 0);
    if body.is_empty() || body == "∅" {
        return Ok(Builder::new(strict).finish());
    }
    if body.starts_with('{') {
        if !body.ends_with('}') {
            return Err(err(input, off, "{", ParseErrorKind::UnbalancedBracket));
        }
        let inner = &body[1..body.len() - 1];
        return parse_corners(input, inner, off + 1, strict);
    }
    let mut inner = body;
    let mut inner_off = off;
    for (open, close) in [("(", ")"), ("[", "]"), ("⟦", "⟧")] {
        if let Some(rest) = body.strip_prefix(open) {
            let Some(rest) = rest.strip_suffix(close) else {
                return Err(err(input, off, open, ParseErrorKind::UnbalancedBracket));
            };
            inner = rest;
            inner_off = off + open.len();
            break;
        }
    }
    for (k, c) in inner.char_indices() {
        // Braces may appear in `4^{3}`; stray ones are caught as bad numbers.
        if matches!(c, '(' | ')' | '[' | ']' | '⟦' | '⟧') {
            let tok = &inner[k..k + c.len_utf8()];
            return Err(err(
                input,
                inner_off + k,
                tok,
                ParseErrorKind::UnbalancedBracket,
            ));
        }
    }
    let mut b = Builder::new(strict);
    if inner.trim().is_empty() || inner.trim() == "∅" {
        return Ok(b.finish());
    }
    let mut start = 0;
    for piece in inner.split(',') {
        let piece_off = inner_off + start;
        start += piece.len() + 1;
        let (entry, eoff) = trim_at(piece, piece_off);
        if entry.is_empty() {
            return Err(err(input, eoff, entry, ParseErrorKind::EmptyEntry));
        }
        let (part_tok, mult) = match entry.find('^') {
            None => (entry, 1),
            Some(h) => {
                let (ptok, _) = trim_at(&entry[..h], eoff);
                let (mut etok, mut e_off) = trim_at(&entry[h + 1..], eoff + h + 1);
                // LaTeX style `4^{3}`.
                if let Some(x) = etok.strip_prefix('{').and_then(|x| x.strip_suffix('}')) {
                    (etok, e_off) = trim_at(x, e_off + 1);
                }
                let mult = number(input, etok, e_off)?;
                if mult == 0 {
                    return Err(err(input, e_off, etok, ParseErrorKind::ZeroMultiplicity));
                }
                (ptok, mult)
            }
        };
        let part = number(input, part_tok, eoff)?;
        b.push(input, part, mult, part_tok, eoff)?;
    }
    Ok(b.finish())
}

/// A tiny scanner over the inside of `{…}`.
struct Scanner<'a> {
    input: &'a str,
    s: &'a str,
    /// Byte offset of `s` in `input`.
    base: usize,
    i: usize,
}

impl Scanner<'_> {
    fn skip_ws(&mut self) {
        while let Some(c) = self.s[self.i..].chars().next() {
            if c.is_whitespace() {
                self.i += c.len_utf8();
            } else {
                break;
            }
        }
    }

    fn peek(&self) -> Option<char> {
        self.s[self.i..].chars().next()
    }

    fn here_token(&self) -> &str {
        let rest = &self.s[self.i..];
        match rest.chars().next() {
            Some(c) => &rest[..c.len_utf8()],
            None => "",
        }
    }

    fn expect(&mut self, c: char, what: &'static str) -> Result<(), PartitionError> {
        self.skip_ws();
        if self.peek() == Some(c) {
            self.i += c.len_utf8();
            Ok(())
        } else {
            Err(err(
                self.input,
                self.base + self.i,
                self.here_token(),
                ParseErrorKind::Expected(what),
            ))
        }
    }

    /// Reads a number token (up to `,`, `)` or whitespace); returns it with
    /// its byte offset in `input`.
    fn number(&mut self) -> Result<(u64, usize, &str), PartitionError> {
        self.skip_ws();
        let start = self.i;
        while let Some(c) = self.peek() {
            if c == ',' || c == ')' || c == '(' || c.is_whitespace() {
                break;
            }
            self.i += c.len_utf8();
        }
        let tok = &self.s[start..self.i];
        let off = self.base + start;
        let v = number(self.input, tok, off)?;
        Ok((v, off, tok))
    }
}

/// Parses the corner representation `{(6,1),(5,2),(4,5),(2,7)}`
/// (Gottlieb–Krnc–Muršič §8): each pair is (column, row) = (λ_i, i) of a
/// corner box (i, λ_i), i.e. a part and the index of the last row with that
/// part. Corners may be listed in any order.
fn parse_corners(
    input: &str,
    inner: &str,
    base: usize,
    strict: bool,
) -> Result<Parsed, PartitionError> {
    let mut sc = Scanner {
        input,
        s: inner,
        base,
        i: 0,
    };
    // (col, row, byte offset of the pair, pair text)
    let mut corners: Vec<(u64, u64, usize, String)> = Vec::new();
    sc.skip_ws();
    if sc.peek().is_some() {
        loop {
            sc.skip_ws();
            let open = sc.i;
            sc.expect('(', "'(' opening a corner (column,row)")?;
            let (c, coff, ctok) = sc.number()?;
            if c == 0 {
                return Err(err(input, coff, ctok, ParseErrorKind::ZeroCoordinate));
            }
            sc.expect(',', "',' between column and row")?;
            let (r, roff, rtok) = sc.number()?;
            if r == 0 {
                return Err(err(input, roff, rtok, ParseErrorKind::ZeroCoordinate));
            }
            sc.expect(')', "')' closing a corner")?;
            let text = inner[open..sc.i].to_string();
            corners.push((c, r, base + open, text));
            sc.skip_ws();
            match sc.peek() {
                None => break,
                Some(',') => sc.i += 1,
                Some(_) => {
                    return Err(err(
                        input,
                        base + sc.i,
                        sc.here_token(),
                        ParseErrorKind::Expected("',' or '}' after a corner"),
                    ));
                }
            }
        }
    }
    // Sort by row (stable) and check that the columns strictly decrease;
    // report a clash at whichever of the two corners comes later in the input.
    let mut order: Vec<usize> = (0..corners.len()).collect();
    order.sort_by_key(|&k| (corners[k].1, k));
    let mut b = Builder::new(strict);
    let mut prev_row = 0u64;
    for w in 0..order.len() {
        let (c, r, off, ref text) = corners[order[w]];
        if w > 0 {
            let (pc, pr, _, _) = corners[order[w - 1]];
            if pr == r || pc <= c {
                let (later, other) = if order[w] > order[w - 1] {
                    (order[w], (pc, pr))
                } else {
                    (order[w - 1], (c, r))
                };
                let (_, _, loff, ref ltext) = corners[later];
                return Err(err(
                    input,
                    loff,
                    ltext,
                    ParseErrorKind::ComparableCorners { other },
                ));
            }
        }
        b.push(input, c, r - prev_row, text, off)?;
        prev_row = r;
    }
    Ok(b.finish())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_count_characters() {
        assert_eq!(char_pos("⟦3,x⟧", "⟦3,".len()), 4);
        assert_eq!(char_pos("abc", 0), 1);
        assert_eq!(trim_at("  4 ", 3), ("4", 5));
    }

    #[test]
    fn numbers_are_classified() {
        let kind = |t: &str| match number(t, t, 0) {
            Err(PartitionError::Parse { kind, .. }) => Some(kind),
            Ok(_) => None,
            Err(e) => panic!("{e}"),
        };
        assert_eq!(kind("12"), None);
        assert_eq!(kind("007"), None);
        assert_eq!(kind(""), Some(ParseErrorKind::EmptyEntry));
        assert_eq!(kind("-"), Some(ParseErrorKind::NotANumber));
        assert_eq!(kind("−3"), Some(ParseErrorKind::Negative));
        assert_eq!(kind("+3"), Some(ParseErrorKind::NotANumber));
        assert_eq!(
            kind("99999999999999999999"),
            Some(ParseErrorKind::NumberOverflow)
        );
    }

    #[test]
    fn runs_merge_and_strict_mode_rejects_repeats() {
        let p = parse_runs("5,5^2,3", false).unwrap();
        assert_eq!((p.runs, p.size), (vec![(5, 3), (3, 1)], 18));
        assert!(parse_runs("5,5^2,3", true).is_err());
        assert!(parse_runs("5,3", true).is_ok());
    }
}
