//! The rectangle Y_{m,n} as a value: `m` rows of `n` boxes each, parsed from
//! `MxN` (also `M×N` and `M,N`).

use std::fmt;
use std::str::FromStr;

use crate::error::{ParseErrorKind, PartitionError};
use crate::parse::{number, trim_at};
use crate::partition::Partition;

/// The m × n rectangle Y_{m,n} = (n^m) of Motegi and Abuku–Tada: `m ≥ 1`
/// rows of `n ≥ 1` boxes.
///
/// Its text form is `MxN` (rows first, as in Y_{m,n}); `M×N` and `M,N` are
/// accepted as well, with white space around the numbers.
///
/// ```
/// use hookgames_partition::Rectangle;
///
/// let r: Rectangle = "3x5".parse()?;
/// assert_eq!((r.m(), r.n()), (3, 5));
/// assert_eq!(r.cells(), Some(15));
/// assert_eq!(r.to_string(), "3x5");
/// assert!(" 0x5".parse::<Rectangle>().is_err());
/// # Ok::<(), hookgames_partition::PartitionError>(())
/// ```
///
/// # Serialization
/// With the `serde` feature it is serializable as the object
/// `{"m": 3, "n": 5}` (rows, columns). Reading goes through
/// [`Rectangle::new`]: a zero side is refused; unknown fields are refused.
/// ```
/// # #[cfg(feature = "serde")] {
/// use hookgames_partition::Rectangle;
/// let r: Rectangle = serde_json::from_str(r#"{"m": 3, "n": 5}"#)?;
/// assert_eq!(r, "3x5".parse()?);
/// assert_eq!(serde_json::to_string(&r)?, r#"{"m":3,"n":5}"#);
/// assert!(serde_json::from_str::<Rectangle>(r#"{"m": 0, "n": 5}"#).is_err());
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rectangle {
    m: usize,
    n: u64,
}

impl Rectangle {
    /// The m × n rectangle; both sides must be at least 1.
    ///
    /// # Errors
    /// [`PartitionError::Parse`] with kind [`ParseErrorKind::ZeroSide`]
    /// (position 1, token `"{m}x{n}"`) if m = 0 or n = 0.
    pub fn new(m: usize, n: u64) -> Result<Self, PartitionError> {
        if m == 0 || n == 0 {
            return Err(PartitionError::Parse {
                position: 1,
                token: format!("{m}x{n}"),
                kind: ParseErrorKind::ZeroSide,
            });
        }
        Ok(Rectangle { m, n })
    }

    /// The number of rows m.
    pub fn m(&self) -> usize {
        self.m
    }

    /// The number of columns n.
    pub fn n(&self) -> u64 {
        self.n
    }

    /// The number of boxes m·n, or `None` when it exceeds `u64::MAX`.
    pub fn cells(&self) -> Option<u64> {
        (self.m as u64).checked_mul(self.n)
    }

    /// The transposed rectangle Y_{n,m}.
    ///
    /// # Errors
    /// [`PartitionError::TooLarge`] if the number of columns n does not fit
    /// in a `usize` (the rows of the transpose); this happens only on
    /// targets narrower than 64 bits.
    pub fn transpose(&self) -> Result<Rectangle, PartitionError> {
        let m = usize::try_from(self.n).map_err(|_| PartitionError::TooLarge {
            what: "the transpose",
            count: u128::from(self.n),
            unit: "rows",
            limit: usize::MAX as u64,
            limit_name: "usize::MAX",
            instead: "use a 64-bit target",
        })?;
        Ok(Rectangle {
            m,
            n: self.m as u64,
        })
    }

    /// The rectangle as the partition (n^m).
    ///
    /// # Errors
    /// [`PartitionError::SizeOverflow`] if m·n exceeds `u64::MAX` boxes;
    /// [`PartitionError::TooLarge`] if m exceeds
    /// [`MAX_MATERIALIZED`](crate::MAX_MATERIALIZED) rows (8 bytes each, the
    /// budget [`MAX_MATERIALIZED_BYTES`](crate::MAX_MATERIALIZED_BYTES)).
    /// Both are checked before allocating.
    ///
    /// # Complexity
    /// O(m) time, 8m bytes.
    pub fn to_partition(&self) -> Result<Partition, PartitionError> {
        if self.cells().is_none() {
            return Err(PartitionError::SizeOverflow);
        }
        crate::partition::check_words(
            "the rectangle's parts",
            self.m as u128,
            "use PartitionRuns::new(vec![(n, m)]), which is never expanded",
        )?;
        Ok(Partition::from_sorted_unchecked(
            vec![self.n; self.m],
            self.m as u64 * self.n,
        ))
    }
}

impl fmt::Display for Rectangle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.m, self.n)
    }
}

impl FromStr for Rectangle {
    type Err = PartitionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let Some((sep, sep_char)) = s
            .char_indices()
            .find(|&(_, c)| matches!(c, 'x' | 'X' | '×' | ','))
        else {
            return Err(PartitionError::Parse {
                position: 1,
                token: s.to_owned(),
                kind: ParseErrorKind::Expected("a rectangle MxN (for example 3x5)"),
            });
        };
        // Each side is a number token, read (and reported) as in partitions.
        let (a, a_off) = trim_at(&s[..sep], 0);
        let after = sep + sep_char.len_utf8();
        let (b, b_off) = trim_at(&s[after..], after);
        let m = number(s, a, a_off)?;
        let m = usize::try_from(m).map_err(|_| PartitionError::Parse {
            position: 1 + s[..a_off].chars().count(),
            token: a.to_owned(),
            kind: ParseErrorKind::NumberOverflow,
        })?;
        Rectangle::new(m, number(s, b, b_off)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(s: &str) -> ParseErrorKind {
        match s.parse::<Rectangle>() {
            Err(PartitionError::Parse { kind, .. }) => kind,
            other => panic!("{s:?} gave {other:?}"),
        }
    }

    #[test]
    fn forms() {
        for s in ["3x5", " 3 x 5 ", "3X5", "3×5", "3,5"] {
            let r: Rectangle = s.parse().unwrap();
            assert_eq!((r.m(), r.n()), (3, 5), "{s}");
            assert_eq!(r.to_string().parse::<Rectangle>().unwrap(), r);
        }
        let big: Rectangle = "1x18446744073709551615".parse().unwrap();
        assert_eq!(big.cells(), Some(u64::MAX));
        let r: Rectangle = "2x18446744073709551615".parse().unwrap();
        assert_eq!(r.cells(), None);
        assert_eq!(
            Rectangle::new(2, 3)
                .unwrap()
                .to_partition()
                .unwrap()
                .parts(),
            &[3, 3]
        );
        assert_eq!(
            Rectangle::new(2, 3).unwrap().transpose().unwrap(),
            Rectangle::new(3, 2).unwrap()
        );
    }

    #[test]
    fn errors() {
        assert_eq!(
            kind("3"),
            ParseErrorKind::Expected("a rectangle MxN (for example 3x5)")
        );
        assert_eq!(kind("0x5"), ParseErrorKind::ZeroSide);
        assert_eq!(kind("5x0"), ParseErrorKind::ZeroSide);
        assert_eq!(kind("-1x5"), ParseErrorKind::Negative);
        assert_eq!(kind("axb"), ParseErrorKind::NotANumber);
        assert_eq!(kind("x5"), ParseErrorKind::EmptyEntry);
        assert_eq!(kind("3x"), ParseErrorKind::EmptyEntry);
        assert_eq!(kind("3x5x7"), ParseErrorKind::NotANumber);
        assert_eq!(
            kind("3x99999999999999999999"),
            ParseErrorKind::NumberOverflow
        );
        match "3× -2".parse::<Rectangle>() {
            Err(PartitionError::Parse { position, .. }) => assert_eq!(position, 4),
            other => panic!("{other:?}"),
        }
        let e = Rectangle::new(1 << 30, 1)
            .unwrap()
            .to_partition()
            .unwrap_err();
        assert!(matches!(e, PartitionError::TooLarge { .. }));
    }
}
