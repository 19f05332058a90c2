//! SVG pictures of Young diagrams with a number (or any label) in each box:
//! hook lengths, the unimodal numbering α_{m,n} of Abuku–Tada, and the
//! Figure 5 grid of Gottlieb–Krnc–Muršič.
//!
//! The pictures are written by hand (no dependency), in English notation:
//! row 1 at the top, column 1 at the left, box (i, j) is the square
//! `[m + (j−1)s, m + js] × [t + (i−1)s, t + is]` for the cell size `s`, the
//! margin `m` and the top `t` (the margin plus the caption, if any). Every box
//! is a `<rect class="box …">` and every label a `<text class="label">`
//! centred in its box, so a picture can be restyled or inspected with any XML
//! tool. At most [`MAX_SVG_BOXES`] boxes are
//! drawn: larger inputs are an
//! [`SvgError::TooLarge`], never a huge
//! string.
//!
//! ```
//! use hookgames_partition::Partition;
//! use hookgames_svg::hook_lengths_svg;
//!
//! // Abuku–Tada, Example 2.10: the hook lengths of (6,6,5,3,3).
//! let svg = hook_lengths_svg(&"6,6,5,3,3".parse::<Partition>()?)?;
//! assert!(svg.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""));
//! assert_eq!(svg.matches("class=\"label\"").count(), 23);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![deny(missing_docs)]

use std::fmt::{self, Write as _};

use hookgames_game::Convention;
use hookgames_lctr::{Board, ChessBoard, LctrVariant};
use hookgames_partition::{Partition, PartitionError};

/// The largest number of boxes one picture draws, and the largest row or
/// column index of a box: 10⁵ (a picture of that many boxes is a few MiB).
pub const MAX_SVG_BOXES: u64 = 100_000;

/// The smallest and largest cell sizes (side of a box, in SVG user units)
/// that [`SvgOptions`] accepts.
pub const CELL_SIZE_RANGE: std::ops::RangeInclusive<u32> = 8..=400;

/// What went wrong while drawing a picture.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum SvgError {
    /// The picture would exceed [`MAX_SVG_BOXES`].
    TooLarge {
        /// What was counted.
        what: &'static str,
        /// Its value (saturated at `u64::MAX`).
        value: u64,
        /// The limit, [`MAX_SVG_BOXES`].
        limit: u64,
    },
    /// The labels have another number of rows than the partition.
    LabelRows {
        /// ℓ(λ).
        expected: usize,
        /// The number of rows of labels.
        found: usize,
    },
    /// A row of labels has another length than the row of the partition.
    LabelRow {
        /// The row, 1-based.
        row: usize,
        /// λ_row.
        expected: u64,
        /// The number of labels in that row.
        found: usize,
    },
    /// A box has row or column 0 (boxes are 1-based).
    ZeroCoordinate {
        /// The row.
        row: usize,
        /// The column.
        column: u64,
    },
    /// The partition does not fit in the m×n rectangle.
    NotInRectangle {
        /// The partition, comma-separated.
        partition: String,
        /// Rows of the rectangle.
        m: usize,
        /// Columns of the rectangle.
        n: u64,
    },
    /// The cell size is outside [`CELL_SIZE_RANGE`].
    CellSize {
        /// The cell size asked for.
        value: u32,
    },
    /// The partition refused a computation (its hook lengths).
    Partition(PartitionError),
}

impl fmt::Display for SvgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SvgError::TooLarge { what, value, limit } => write!(
                f,
                "{what} is {value}, more than the limit {limit} (MAX_SVG_BOXES)"
            ),
            SvgError::LabelRows { expected, found } => write!(
                f,
                "the labels have {found} rows but the partition has {expected}"
            ),
            SvgError::LabelRow {
                row,
                expected,
                found,
            } => write!(
                f,
                "row {row} of the labels has {found} entries but part {row} of the partition is {expected}"
            ),
            SvgError::ZeroCoordinate { row, column } => write!(
                f,
                "box ({row}, {column}) has a zero coordinate (rows and columns start at 1)"
            ),
            SvgError::NotInRectangle { partition, m, n } => write!(
                f,
                "the partition {partition} does not fit in the {m}×{n} rectangle"
            ),
            SvgError::CellSize { value } => write!(
                f,
                "cell size {value} is outside {}..={}",
                CELL_SIZE_RANGE.start(),
                CELL_SIZE_RANGE.end()
            ),
            SvgError::Partition(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for SvgError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SvgError::Partition(e) => Some(e),
            _ => None,
        }
    }
}

impl From<PartitionError> for SvgError {
    fn from(e: PartitionError) -> SvgError {
        SvgError::Partition(e)
    }
}

/// How a picture is drawn. Start from [`SvgOptions::default`] and set fields.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct SvgOptions {
    /// The side of a box in SVG user units (pixels), in [`CELL_SIZE_RANGE`];
    /// 40 by default. Labels are scaled to fit their box.
    pub cell_size: u32,
    /// A caption drawn above the boxes and stored as the `<title>`; none by
    /// default.
    pub title: Option<String>,
}

impl Default for SvgOptions {
    fn default() -> SvgOptions {
        SvgOptions {
            cell_size: 40,
            title: None,
        }
    }
}

/// How one box is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum CellStyle {
    /// A white box with a black border (`class="box plain"`).
    Plain,
    /// A shaded box with a black border (`class="box shaded"`).
    Shaded,
    /// A box outside the diagram: dashed grey border, grey label
    /// (`class="box outside"`).
    Outside,
}

impl CellStyle {
    fn class(self) -> &'static str {
        match self {
            CellStyle::Plain => "box plain",
            CellStyle::Shaded => "box shaded",
            CellStyle::Outside => "box outside",
        }
    }
}

/// One labelled box of a picture, at 1-based (row, column).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct GridCell {
    /// The row, 1 at the top.
    pub row: usize,
    /// The column, 1 at the left.
    pub column: u64,
    /// The text in the box (XML-escaped when written); may be empty.
    pub label: String,
    /// How the box is drawn.
    pub style: CellStyle,
}

fn too_large(what: &'static str, value: u64) -> SvgError {
    SvgError::TooLarge {
        what,
        value,
        limit: MAX_SVG_BOXES,
    }
}

fn check_boxes(value: Option<u64>) -> Result<(), SvgError> {
    match value {
        Some(v) if v <= MAX_SVG_BOXES => Ok(()),
        v => Err(too_large(
            "the number of boxes to draw",
            v.unwrap_or(u64::MAX),
        )),
    }
}

fn escape(text: &str, out: &mut String) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Characters XML 1.0 forbids are replaced, never written raw.
            c if (c as u32) < 0x20 && !matches!(c, '\t' | '\n' | '\r') => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
}

/// A font size that fits `chars` characters (digits are about 0.6 em wide)
/// in a box of side `s`, at most half the box.
fn font_size(s: f64, chars: usize) -> f64 {
    let fit = 1.5 * s / chars.max(1) as f64;
    let size = fit.min(0.5 * s);
    (size * 10.0).floor() / 10.0
}

/// Draws labelled boxes at arbitrary 1-based positions: the primitive under
/// every other picture of this module. The picture's width and height
/// cover columns 1..=max column and rows 1..=max row.
///
/// # Errors
/// [`SvgError::TooLarge`] if there are more than [`MAX_SVG_BOXES`] cells or
/// a row or column exceeds it; [`SvgError::ZeroCoordinate`] for a row or
/// column 0; [`SvgError::CellSize`] for a cell size outside
/// [`CELL_SIZE_RANGE`].
///
/// # Complexity
/// O(c + L) time and output size for c cells with labels of total length L.
///
/// # Example
/// ```
/// use hookgames_svg::{grid_svg, CellStyle, GridCell, SvgOptions};
/// let cells = [GridCell { row: 1, column: 2, label: "a<b".into(), style: CellStyle::Shaded }];
/// let svg = grid_svg(&cells, &SvgOptions::default())?;
/// assert!(svg.contains(">a&lt;b</text>"));
/// assert!(svg.contains("viewBox=\"0 0 120 80\""));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn grid_svg(cells: &[GridCell], options: &SvgOptions) -> Result<String, SvgError> {
    if !CELL_SIZE_RANGE.contains(&options.cell_size) {
        return Err(SvgError::CellSize {
            value: options.cell_size,
        });
    }
    check_boxes(u64::try_from(cells.len()).ok())?;
    let (mut rows, mut columns) = (0usize, 0u64);
    for c in cells {
        if c.row == 0 || c.column == 0 {
            return Err(SvgError::ZeroCoordinate {
                row: c.row,
                column: c.column,
            });
        }
        let row = u64::try_from(c.row).unwrap_or(u64::MAX);
        if row > MAX_SVG_BOXES {
            return Err(too_large("the row of a box", row));
        }
        if c.column > MAX_SVG_BOXES {
            return Err(too_large("the column of a box", c.column));
        }
        rows = rows.max(c.row);
        columns = columns.max(c.column);
    }
    // Every coordinate below is at most 400 · (10⁵ + 2): exact in an f64.
    let s = f64::from(options.cell_size);
    let margin = (s / 2.0).max(10.0);
    let caption_font = (0.45 * s).max(12.0);
    let (top, caption_width) = match &options.title {
        Some(t) => (
            margin + 1.6 * caption_font,
            0.62 * caption_font * t.chars().count() as f64,
        ),
        None => (margin, 0.0),
    };
    let width = (2.0 * margin + s * columns as f64).max(2.0 * margin + caption_width);
    let height = top + margin + s * rows as f64;
    let mut out = String::with_capacity(200 + cells.len() * 160);
    // Writing to a String cannot fail.
    let _ = write_picture(
        &mut out,
        cells,
        options,
        s,
        margin,
        top,
        caption_font,
        width,
        height,
    );
    Ok(out)
}

#[allow(clippy::too_many_arguments)]
fn write_picture(
    out: &mut String,
    cells: &[GridCell],
    options: &SvgOptions,
    s: f64,
    margin: f64,
    top: f64,
    caption_font: f64,
    width: f64,
    height: f64,
) -> fmt::Result {
    out.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" font-family=\"DejaVu Sans, Arial, Helvetica, sans-serif\">"
    )?;
    if let Some(t) = &options.title {
        out.push_str("<title>");
        escape(t, out);
        out.push_str("</title>\n");
    }
    writeln!(
        out,
        "<rect class=\"background\" x=\"0\" y=\"0\" width=\"{width}\" height=\"{height}\" fill=\"#ffffff\"/>"
    )?;
    if let Some(t) = &options.title {
        write!(
            out,
            "<text class=\"caption\" x=\"{margin}\" y=\"{}\" font-size=\"{caption_font}\" fill=\"#000000\">",
            margin + caption_font
        )?;
        escape(t, out);
        out.push_str("</text>\n");
    }
    let stroke = (s / 27.0).max(1.0);
    writeln!(out, "<g class=\"boxes\" stroke-width=\"{stroke:.1}\">")?;
    // Dashed boxes first, so that the solid borders of the diagram stay on top.
    let outside = cells.iter().filter(|c| c.style == CellStyle::Outside);
    let inside = cells.iter().filter(|c| c.style != CellStyle::Outside);
    for c in outside.chain(inside) {
        let x = margin + s * (c.column - 1) as f64;
        let y = top + s * (c.row - 1) as f64;
        let look = match c.style {
            CellStyle::Plain => "fill=\"#ffffff\" stroke=\"#000000\"",
            CellStyle::Shaded => "fill=\"#c6dbef\" stroke=\"#000000\"",
            CellStyle::Outside => "fill=\"none\" stroke=\"#999999\" stroke-dasharray=\"4 3\"",
        };
        writeln!(
            out,
            "<rect class=\"{}\" x=\"{x}\" y=\"{y}\" width=\"{s}\" height=\"{s}\" {look}/>",
            c.style.class()
        )?;
    }
    out.push_str("</g>\n");
    writeln!(
        out,
        "<g class=\"labels\" text-anchor=\"middle\" dominant-baseline=\"central\">"
    )?;
    for c in cells.iter().filter(|c| !c.label.is_empty()) {
        let x = margin + s * (c.column as f64 - 0.5);
        let y = top + s * (c.row as f64 - 0.5);
        let size = font_size(s, c.label.chars().count());
        let fill = if c.style == CellStyle::Outside {
            "#777777"
        } else {
            "#000000"
        };
        write!(
            out,
            "<text class=\"label\" x=\"{x}\" y=\"{y}\" font-size=\"{size}\" fill=\"{fill}\">"
        )?;
        escape(&c.label, out);
        out.push_str("</text>\n");
    }
    out.push_str("</g>\n</svg>\n");
    Ok(())
}

/// Draws the Young diagram of λ with `labels[i−1][j−1]` written in box
/// (i, j), every box plain.
///
/// # Errors
/// [`SvgError::TooLarge`] if |λ| exceeds [`MAX_SVG_BOXES`];
/// [`SvgError::LabelRows`] / [`SvgError::LabelRow`] if the labels do not
/// have the shape of λ; [`SvgError::CellSize`] as in [`grid_svg`].
///
/// # Complexity
/// O(|λ| + L) for labels of total printed length L.
///
/// # Example
/// ```
/// use hookgames_partition::Partition;
/// use hookgames_svg::{diagram_svg, SvgOptions};
/// let p: Partition = "2,1".parse()?;
/// let svg = diagram_svg(&p, &[vec!["a", "b"], vec!["c"]], &SvgOptions::default())?;
/// assert_eq!(svg.matches("<rect class=\"box plain\"").count(), 3);
/// assert!(diagram_svg(&p, &[vec!["a"], vec!["c"]], &SvgOptions::default()).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn diagram_svg<L: fmt::Display>(
    p: &Partition,
    labels: &[Vec<L>],
    options: &SvgOptions,
) -> Result<String, SvgError> {
    check_boxes(Some(p.size()))?;
    if labels.len() != p.len() {
        return Err(SvgError::LabelRows {
            expected: p.len(),
            found: labels.len(),
        });
    }
    let mut cells = Vec::with_capacity(p.size() as usize);
    for (i, (&part, row)) in p.parts().iter().zip(labels).enumerate() {
        if u64::try_from(row.len()).ok() != Some(part) {
            return Err(SvgError::LabelRow {
                row: i + 1,
                expected: part,
                found: row.len(),
            });
        }
        for (j, label) in (1u64..).zip(row) {
            cells.push(GridCell {
                row: i + 1,
                column: j,
                label: label.to_string(),
                style: CellStyle::Plain,
            });
        }
    }
    grid_svg(&cells, options)
}

/// Draws the Young diagram of λ with the hook length h_λ(i, j) in each box
/// (Abuku–Tada, Definition 2.9), captioned "hook lengths of λ".
///
/// # Errors
/// [`SvgError::TooLarge`] if |λ| exceeds [`MAX_SVG_BOXES`].
///
/// # Complexity
/// O(|λ|).
///
/// # Example
/// ```
/// use hookgames_partition::Partition;
/// use hookgames_svg::hook_lengths_svg;
/// let svg = hook_lengths_svg(&"2,1".parse::<Partition>()?)?;
/// assert!(svg.contains(">3</text>"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn hook_lengths_svg(p: &Partition) -> Result<String, SvgError> {
    check_boxes(Some(p.size()))?;
    let hooks = p.hook_lengths()?;
    let options = SvgOptions {
        title: Some(format!("hook lengths of λ = {p}")),
        ..SvgOptions::default()
    };
    diagram_svg(p, &hooks, &options)
}

/// Draws the m×n rectangle Y_{m,n} with the unimodal numbering
/// α_{m,n}(i, j) = min(j − i + m, i − j + n) in every box (Abuku–Tada,
/// §3.1 and Figure 1), the boxes of the diagram λ ⊆ Y_{m,n} shaded.
///
/// # Errors
/// [`SvgError::TooLarge`] if m·n exceeds [`MAX_SVG_BOXES`];
/// [`SvgError::NotInRectangle`] if λ does not fit in m×n.
///
/// # Complexity
/// O(m·n).
///
/// # Example
/// ```
/// use hookgames_partition::Partition;
/// use hookgames_svg::unimodal_svg;
/// let svg = unimodal_svg(&"5,3".parse::<Partition>()?, 3, 5)?;
/// assert_eq!(svg.matches("class=\"box shaded\"").count(), 8);
/// assert_eq!(svg.matches("class=\"box plain\"").count(), 7);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn unimodal_svg(p: &Partition, m: usize, n: u64) -> Result<String, SvgError> {
    let rows = u64::try_from(m).ok();
    check_boxes(rows.and_then(|r| r.checked_mul(n)))?;
    if p.len() > m || p.part(1) > n {
        return Err(SvgError::NotInRectangle {
            partition: p.to_string(),
            m,
            n,
        });
    }
    let mut cells = Vec::with_capacity(m * n as usize);
    for i in 1..=m {
        let part = if i <= p.len() { p.part(i) } else { 0 };
        for j in 1..=n {
            // i ≤ m and j ≤ n, so both candidates are at least 1.
            let row = i as u64;
            let alpha = (j + m as u64 - row).min(row + n - j);
            cells.push(GridCell {
                row: i,
                column: j,
                label: alpha.to_string(),
                style: if j <= part {
                    CellStyle::Shaded
                } else {
                    CellStyle::Plain
                },
            });
        }
    }
    let options = SvgOptions {
        title: Some(format!(
            "unimodal numbering α_{{{m},{n}}} of Y_{{{m},{n}}}, λ = {p} shaded"
        )),
        ..SvgOptions::default()
    };
    grid_svg(&cells, &options)
}

/// Draws the Figure 5 grid of Gottlieb–Krnc–Muršič: SG(λ[i, j]) (or SG⁻)
/// in box (i+1, j+1) of λ and, for LCTR, the terminal positions ∅ around the
/// diagram ([`Board::rim`]) as dashed boxes, exactly the digits of the
/// board's `Display`.
///
/// # Errors
/// [`SvgError::TooLarge`] if |λ| + ℓ(λ) + λ_1 + 1 exceeds [`MAX_SVG_BOXES`]
/// (checked before any box is listed).
///
/// # Complexity
/// O(|λ|).
///
/// # Example
/// ```
/// use hookgames_game::Convention;
/// use hookgames_lctr::{Board, Lctr};
/// use hookgames_partition::Partition;
/// use hookgames_svg::lctr_board_svg;
/// let board = Board::new(Lctr, &"2,1".parse::<Partition>()?, Convention::Normal)?;
/// let svg = lctr_board_svg(&board)?;
/// assert_eq!(svg.matches("class=\"box plain\"").count(), 3);
/// assert_eq!(svg.matches("class=\"box outside\"").count(), 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn lctr_board_svg(board: &Board) -> Result<String, SvgError> {
    let p = board.partition();
    let bound = u64::try_from(p.len())
        .ok()
        .and_then(|l| p.size().checked_add(l))
        .and_then(|v| v.checked_add(p.part(1)))
        .and_then(|v| v.checked_add(1));
    check_boxes(bound)?;
    let mut cells = Vec::new();
    for i in 0..p.len() {
        for (j, v) in (0u64..).zip(board.row(i)) {
            cells.push(GridCell {
                row: i + 1,
                column: j + 1,
                label: v.to_string(),
                style: CellStyle::Plain,
            });
        }
    }
    let mut outside = |i: usize, j: u64| {
        if let Some(v) = board.value(i, j) {
            cells.push(GridCell {
                row: i + 1,
                column: j + 1,
                label: v.to_string(),
                style: CellStyle::Outside,
            });
        }
    };
    if board.variant() == LctrVariant::Lctr && p.is_empty() {
        // LCTR on ∅: the single terminal position.
        outside(0, 0);
    }
    for (i, j) in board.rim() {
        outside(i, j);
    }
    let game = board.variant();
    let (play, sg) = match board.convention() {
        Convention::Normal => ("normal", "SG"),
        Convention::Misere => ("misère", "SG⁻"),
    };
    let options = SvgOptions {
        title: Some(format!("{game}, {play} play: {sg}(λ[i,j]) for λ = {p}")),
        ..SvgOptions::default()
    };
    grid_svg(&cells, &options)
}

/// Draws the Grundy board of a chess piece on a partition (impartial chess,
/// Gottlieb–Krnc–Muršič §8) in the look of [`lctr_board_svg`]: the value
/// of the piece standing on box (i+1, j+1) of λ in that box, the
/// P-positions (value 0) shaded.
///
/// # Errors
/// [`SvgError::TooLarge`] if |λ| exceeds [`MAX_SVG_BOXES`] (checked before
/// any box is listed).
///
/// # Complexity
/// O(|λ|).
///
/// # Example
/// ```
/// use hookgames_game::Convention;
/// use hookgames_lctr::{ChessBoard, Piece};
/// use hookgames_partition::Partition;
/// use hookgames_svg::chess_board_svg;
/// let board = ChessBoard::new(&Piece::rook(), &"3,3,3".parse::<Partition>()?, Convention::Normal)?;
/// let svg = chess_board_svg(&board)?;
/// assert_eq!(svg.matches("class=\"box shaded\"").count(), 3); // the diagonal of Nim
/// assert_eq!(svg.matches("class=\"box plain\"").count(), 6);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn chess_board_svg(board: &ChessBoard) -> Result<String, SvgError> {
    let p = board.partition();
    check_boxes(Some(p.size()))?;
    let (play, sg) = match board.convention() {
        Convention::Normal => ("normal", "SG"),
        Convention::Misere => ("misère", "SG⁻"),
    };
    let title = format!(
        "impartial chess, {} on λ = {p}, {play} play: {sg} of the piece on each box",
        board.piece()
    );
    value_board_svg((0..p.len()).map(|i| board.row(i)), &title)
}

/// A board of values — row i of `rows` in row i of boxes, 1-based — with the
/// zeros (P-positions) shaded: the look of [`chess_board_svg`] and of the
/// command line's boards of the LCTR §8 games (Gottlieb–Krnc–Muršič), for
/// any table of Grundy values a user computes.
///
/// # Errors
/// [`SvgError::TooLarge`] beyond [`MAX_SVG_BOXES`] values (checked as they
/// are read: at most one past the limit is held).
///
/// # Complexity
/// O(number of values).
///
/// # Example
/// Wythoff's game on a 3 × 3 board: the values of the queen.
/// ```
/// use hookgames_svg::value_board_svg;
/// let rows = [vec![0u64, 1, 2], vec![1, 2, 0], vec![2, 0, 1]];
/// let svg = value_board_svg(rows.iter().map(|r| r.iter().copied()), "Wythoff")?;
/// assert_eq!(svg.matches("class=\"box shaded\"").count(), 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn value_board_svg<R, I>(rows: R, title: &str) -> Result<String, SvgError>
where
    R: IntoIterator<Item = I>,
    I: IntoIterator<Item = u64>,
{
    let mut cells = Vec::new();
    for (i, row) in rows.into_iter().enumerate() {
        for (j, v) in (0u64..).zip(row) {
            check_boxes(Some(cells.len() as u64 + 1))?;
            cells.push(GridCell {
                row: i + 1,
                column: j + 1,
                label: v.to_string(),
                style: if v == 0 {
                    CellStyle::Shaded
                } else {
                    CellStyle::Plain
                },
            });
        }
    }
    let options = SvgOptions {
        title: Some(title.to_string()),
        ..SvgOptions::default()
    };
    grid_svg(&cells, &options)
}

#[cfg(test)]
mod tests {
    use super::*;
    use hookgames_partition::Partitions;

    fn part(s: &str) -> Partition {
        s.parse().unwrap()
    }

    /// (row, column, label, class) of every labelled box, read back from
    /// the XML through the geometry: the box whose square holds the label's
    /// centre.
    fn read_back(svg: &str) -> Vec<(usize, u64, String, String)> {
        let doc = roxmltree::Document::parse(svg).expect("the SVG is well-formed XML");
        let root = doc.root_element();
        assert_eq!(root.tag_name().name(), "svg");
        assert_eq!(
            root.tag_name().namespace(),
            Some("http://www.w3.org/2000/svg")
        );
        let num = |n: roxmltree::Node<'_, '_>, a: &str| -> f64 {
            n.attribute(a).unwrap().parse::<f64>().unwrap()
        };
        let view: Vec<f64> = root
            .attribute("viewBox")
            .unwrap()
            .split(' ')
            .map(|v| v.parse().unwrap())
            .collect();
        assert_eq!(view[2], num(root, "width"));
        assert_eq!(view[3], num(root, "height"));
        let boxes: Vec<_> = doc
            .descendants()
            .filter(|n| n.has_tag_name("rect"))
            .filter(|n| n.attribute("class").is_some_and(|c| c.starts_with("box")))
            .collect();
        let (x0, y0) = boxes.iter().fold((f64::MAX, f64::MAX), |(x, y), b| {
            (x.min(num(*b, "x")), y.min(num(*b, "y")))
        });
        let mut out = Vec::new();
        for t in doc.descendants().filter(|n| n.has_tag_name("text")) {
            if t.attribute("class") != Some("label") {
                continue;
            }
            let (x, y) = (num(t, "x"), num(t, "y"));
            assert!(x < view[2] && y < view[3], "label inside the picture");
            let b = boxes
                .iter()
                .find(|b| {
                    let (bx, by, s) = (num(**b, "x"), num(**b, "y"), num(**b, "width"));
                    bx < x && x < bx + s && by < y && y < by + s
                })
                .expect("every label lies in a box");
            let s = num(*b, "width");
            let row = ((num(*b, "y") - y0) / s).round() as usize + 1;
            let column = ((num(*b, "x") - x0) / s).round() as u64 + 1;
            out.push((
                row,
                column,
                t.text().unwrap().to_string(),
                b.attribute("class").unwrap().to_string(),
            ));
        }
        assert_eq!(out.len(), boxes.len(), "one label per box");
        out
    }

    #[test]
    fn example_2_10_hook_lengths() {
        // Abuku–Tada, Example 2.10: Y = (6,6,5,3,3); h_Y(2,2) = 8.
        let y = part("6,6,5,3,3");
        let svg = hook_lengths_svg(&y).unwrap();
        let cells = read_back(&svg);
        assert_eq!(cells.len(), 23);
        let find = |i: usize, j: u64| {
            cells
                .iter()
                .find(|c| (c.0, c.1) == (i, j))
                .map(|c| c.2.clone())
                .unwrap()
        };
        assert_eq!(find(2, 2), "8");
        assert_eq!(find(1, 1), "10");
        assert_eq!(find(5, 3), "1");
        assert_eq!(find(1, 6), "2");
        // Row 1 at the top: box (1,1) at the margin, (2,1) one cell below.
        let doc = roxmltree::Document::parse(&svg).unwrap();
        let texts: Vec<_> = doc
            .descendants()
            .filter(|n| n.attribute("class") == Some("label"))
            .collect();
        assert_eq!(texts[0].text(), Some("10"));
        assert_eq!(texts[0].attribute("x"), Some("40"));
        assert_eq!(texts[6].text(), Some("9")); // box (2,1)
        assert_eq!(texts[6].attribute("x"), Some("40"));
        let dy: f64 = texts[6].attribute("y").unwrap().parse::<f64>().unwrap()
            - texts[0].attribute("y").unwrap().parse::<f64>().unwrap();
        assert_eq!(dy, 40.0);
        let title = doc.descendants().find(|n| n.has_tag_name("title")).unwrap();
        assert_eq!(title.text(), Some("hook lengths of λ = 6,6,5,3,3"));
    }

    #[test]
    fn hook_lengths_of_all_small_partitions() {
        for size in 0..=9 {
            for p in Partitions::new(size).unwrap() {
                let cells = read_back(&hook_lengths_svg(&p).unwrap());
                assert_eq!(cells.len() as u64, p.size());
                for (i, j, label, class) in cells {
                    assert_eq!(label, p.hook_length(i, j).unwrap().to_string());
                    assert_eq!(class, "box plain");
                }
            }
        }
    }

    #[test]
    fn example_1_2_unimodal_numbering() {
        // Abuku–Tada, Example 1.2 / Figure 1: α_{3,5} on Y_{3,5}.
        let paper = [[3, 4, 3, 2, 1], [2, 3, 4, 3, 2], [1, 2, 3, 4, 3]];
        // Y' of Example 1.2 (the hook at (2,4) removed) shaded.
        let y = part("5,4,3");
        let cells = read_back(&unimodal_svg(&y, 3, 5).unwrap());
        assert_eq!(cells.len(), 15);
        for (i, j, label, class) in cells {
            assert_eq!(label, paper[i - 1][j as usize - 1].to_string());
            let shaded = j <= y.part(i);
            assert_eq!(class == "box shaded", shaded, "box ({i},{j})");
        }
        // Figure 1, m = 4, n = 7: the first row 4 5 5 4 3 2 1.
        let cells = read_back(&unimodal_svg(&Partition::empty(), 4, 7).unwrap());
        let first: Vec<_> = cells
            .iter()
            .filter(|c| c.0 == 1)
            .map(|c| c.2.as_str())
            .collect();
        assert_eq!(first, ["4", "5", "5", "4", "3", "2", "1"]);
        assert!(cells.iter().all(|c| c.3 == "box plain"));
    }

    #[test]
    fn figure_5_lctr_board() {
        let lambda = part("8,7,6,5,5,2,1");
        for (game, play) in [
            (LctrVariant::Lctr, Convention::Normal),
            (LctrVariant::Lctr, Convention::Misere),
            (LctrVariant::Downright, Convention::Normal),
            (LctrVariant::Downright, Convention::Misere),
        ] {
            let board = Board::new(game, &lambda, play).unwrap();
            let cells = read_back(&lctr_board_svg(&board).unwrap());
            // The picture holds exactly the digits of the text board.
            let text = board.to_string();
            let lines: Vec<&str> = text.lines().collect();
            let mut count = 0;
            for (i, j, label, class) in &cells {
                let digit = lines[i - 1].as_bytes()[*j as usize - 1] as char;
                assert_eq!(label, &digit.to_string());
                let inside = *j <= lambda.part(*i);
                assert_eq!(class == "box plain", inside);
                assert_eq!(class == "box outside", !inside);
                count += 1;
            }
            assert_eq!(count, text.chars().filter(char::is_ascii_digit).count());
        }
        let board = Board::new(LctrVariant::Lctr, &lambda, Convention::Normal).unwrap();
        let cells = read_back(&lctr_board_svg(&board).unwrap());
        assert_eq!(cells.len(), 34 + 10);
        let empty = Board::new(LctrVariant::Lctr, &Partition::empty(), Convention::Normal).unwrap();
        let cells = read_back(&lctr_board_svg(&empty).unwrap());
        assert_eq!(cells, [(1, 1, "0".to_string(), "box outside".to_string())]);
    }

    /// Every piece on λ = ⟦8,7,6,5²,2,1⟧: the picture holds exactly the
    /// values of the chess board, P-positions shaded.
    #[test]
    fn chess_boards() {
        use hookgames_lctr::Piece;
        let lambda = part("8,7,6,5,5,2,1");
        for piece in [
            Piece::king(),
            Piece::queen(),
            Piece::rook(),
            Piece::bishop(),
            Piece::knight(),
        ] {
            for play in [Convention::Normal, Convention::Misere] {
                let board = ChessBoard::new(&piece, &lambda, play).unwrap();
                let cells = read_back(&chess_board_svg(&board).unwrap());
                assert_eq!(cells.len() as u64, lambda.size());
                for (i, j, label, class) in &cells {
                    let v = board.value(i - 1, j - 1).unwrap();
                    assert_eq!(label, &v.to_string());
                    assert_eq!(class == "box shaded", v == 0);
                }
            }
        }
    }

    #[test]
    fn escaping_and_errors() {
        let p = part("2");
        let svg = diagram_svg(
            &p,
            &[vec!["<&>", "\"'\u{1}"]],
            &SvgOptions {
                title: Some("a & b".into()),
                cell_size: 30,
            },
        )
        .unwrap();
        let labels: Vec<_> = read_back(&svg).into_iter().map(|c| c.2).collect();
        assert_eq!(labels, ["<&>", "\"'\u{FFFD}"]);
        assert_eq!(
            diagram_svg(&p, &[vec!["a"]], &SvgOptions::default()),
            Err(SvgError::LabelRow {
                row: 1,
                expected: 2,
                found: 1
            })
        );
        assert_eq!(
            diagram_svg::<&str>(&p, &[], &SvgOptions::default()),
            Err(SvgError::LabelRows {
                expected: 1,
                found: 0
            })
        );
        let small = SvgOptions {
            cell_size: 7,
            ..SvgOptions::default()
        };
        assert_eq!(
            diagram_svg(&p, &[vec!["a", "b"]], &small),
            Err(SvgError::CellSize { value: 7 })
        );
        let zero = GridCell {
            row: 0,
            column: 1,
            label: String::new(),
            style: CellStyle::Plain,
        };
        assert_eq!(
            grid_svg(&[zero], &SvgOptions::default()),
            Err(SvgError::ZeroCoordinate { row: 0, column: 1 })
        );
        assert!(matches!(
            unimodal_svg(&part("6"), 3, 5),
            Err(SvgError::NotInRectangle { m: 3, n: 5, .. })
        ));
        assert!(matches!(
            unimodal_svg(&part("1,1,1,1"), 3, 5),
            Err(SvgError::NotInRectangle { .. })
        ));
    }

    #[test]
    fn too_large_inputs_are_errors() {
        let huge = part("100000,1");
        let e = hook_lengths_svg(&huge).unwrap_err();
        assert_eq!(
            e.to_string(),
            "the number of boxes to draw is 100001, more than the limit 100000 (MAX_SVG_BOXES)"
        );
        // A partition far beyond memory is refused before anything is built.
        let giant: Partition = "1000000000000^1000".parse().unwrap();
        assert!(matches!(
            hook_lengths_svg(&giant),
            Err(SvgError::TooLarge { .. })
        ));
        assert!(matches!(
            unimodal_svg(&Partition::empty(), usize::MAX, u64::MAX),
            Err(SvgError::TooLarge {
                value: u64::MAX,
                ..
            })
        ));
        assert!(matches!(
            unimodal_svg(&Partition::empty(), 317, 317),
            Err(SvgError::TooLarge { value: 100_489, .. })
        ));
        let far = GridCell {
            row: 1,
            column: MAX_SVG_BOXES + 1,
            label: String::new(),
            style: CellStyle::Plain,
        };
        assert!(matches!(
            grid_svg(&[far], &SvgOptions::default()),
            Err(SvgError::TooLarge { .. })
        ));
        // Exactly at the limit is drawn.
        let line = part("99999");
        assert!(hook_lengths_svg(&line).is_ok());
        let board = Board::new(LctrVariant::Lctr, &part("100000"), Convention::Normal).unwrap();
        assert!(matches!(
            lctr_board_svg(&board),
            Err(SvgError::TooLarge { .. })
        ));
    }
}

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
