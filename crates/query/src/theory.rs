//! The theory beside the explorer's board (`hookgames serve`, the
//! `theory` question): what the papers say about one Young diagram λ.
//!
//! * its **Maya diagram** (Kawanaka §8): the β-numbers β_i = λ_i + ℓ − i
//!   as stones on the cells 0, 1, 2, …, and for every box (i, j) the cell
//!   β_i − h(i, j) its hook removal moves the stone β_i to
//!   ([`hookgames::maya::box_to_move`]);
//! * its **n-core and n-quotient** on the n-runner abacus, with the beads
//!   of every runner and the n-weight (Kawanaka §8–9;
//!   [`hookgames::maya::Abacus`], [`hookgames::maya::core_and_quotient`]);
//! * **Kawanaka's good move, step by step**: the descent of Theorem 4.2 (ii)
//!   through the (G, K)-quotients of the diagram, each level with its
//!   diagram D, the digits ε₀, ε₁ of E⁽²⁾(D), the digits t₀, t₁ of the
//!   target, the case taken and the new target, ending at the boxes of the
//!   winning moves ([`YoungRealization::descent`]); on Kawanaka's example
//!   9,8,6,5,5,2 (value 7) it ends at the box (3, 6);
//! * for a position of the Multiple Hook Removing Game inside an m × n
//!   rectangle (`rect`): its **diagonal expression** d(Y) in D_{m,n}
//!   (Abuku–Tada §3), **Motegi's subset** I(Y) ⊂ [1, m+n] (Motegi §2.1),
//!   whether it is a game position (Motegi, Theorem 5.1), and its images
//!   under the maps **E** (Abuku–Tada, Definition 4.3 and Theorem 4.4), E⁻¹,
//!   **Φ⁻¹** and **Ψ**, Ψ⁻¹ (the Japanese version, Lemmas 6.8–6.9) where
//!   the rectangle is their domain.
//!
//! The answer is one JSON object of the schema `hookgames/1` with
//! `"command": "theory"`. The value is read off the runs for every
//! position; the sections need the boxes one by one and are given for at
//! most [`THEORY_MAX_BOXES`] boxes; `"omitted"` names each section left
//! out and why. Values of n beyond [`THEORY_MAX_N`] and rectangles beyond
//! [`THEORY_MAX_RECT_SIDES`] are refused with a limit error.
//!
//! # Example
//! ```
//! use hookgames_query::theory::{theory, TheoryArgs};
//!
//! let answer = theory(&TheoryArgs::new("9,8,6,5,5,2", 2))?;
//! assert_eq!(answer.grundy(), Some(7)); // Kawanaka §9
//! let maya = answer.maya().expect("35 boxes are drawn");
//! assert_eq!(maya.stones(), [14, 12, 9, 7, 6, 2]); // Kawanaka §8
//! assert_eq!(maya.target(3, 3), Some(3)); // the hook at (3,3), of length 6: 9 → 3
//! let descent = answer.descent().expect("drawn");
//! assert_eq!(descent.winning_boxes(), [(3, 6)]); // leaves 9,8,5,5,5,2
//! # Ok::<(), Box<dyn std::error::Error + Send + Sync>>(())
//! ```

use anyhow::{Context, Result};
use hookgames::game::GameMap;
use hookgames::maya::{Abacus, RectSubset, box_to_move, core_and_quotient};
use hookgames::mhrg::{MapE, MapPhi, MapPsi, check_position};
use hookgames::partition::{DiagonalExpr, Partition};
use hookgames::plain::KleinSubgroup;
use hookgames::sato_welter::{KleinDescentAction, KleinDescentStep, YoungRealization};
use serde::Serialize;

use crate::error;
use crate::io::normalize_position;
use crate::json::{Big, HookBox, Position, Rect};
use crate::limits::EXPLORE_MAX_BOXES;
use crate::parse::{parse_rect, parse_runs};
use crate::runs::{expand, sato_welter_value};

/// The most boxes whose theory is shown box by box: 2 500, the explorer's
/// [`EXPLORE_MAX_BOXES`] (the panel sits beside the board, which draws as
/// many). Beyond it the answer has the value only and says why.
pub const THEORY_MAX_BOXES: u64 = EXPLORE_MAX_BOXES;

/// The largest n of the n-core and n-quotient: 256. The abacus has n
/// runners, each drawn; a larger n is refused (a limit error) before any
/// work. (For n > |λ| the core is λ itself and every quotient empty.)
pub const THEORY_MAX_N: u64 = 256;

/// The largest rectangle of the MHRG section, in m + n: 4 096. The
/// diagonal expression has m + n + 1 entries and Motegi's subset m
/// elements, each listed; a larger rectangle is refused (a limit error).
pub const THEORY_MAX_RECT_SIDES: u64 = 4_096;

/// The question: a position in any notation of the command line (never a
/// file: the text is the position), the n of the n-core and n-quotient,
/// and optionally the rectangle `MxN` of an MHRG position.
#[derive(Debug, Clone)]
pub struct TheoryArgs {
    /// The position: `9,8,6,5,5,2`, `6,5,4^3,2^2`, `{(6,1),(5,2),(4,5),(2,7)}`.
    pub position: String,
    /// n ≥ 1 for the n-core and the n-quotient (the panel's default is 2).
    pub n: u64,
    /// The rectangle `MxN` (also `M×N`, `M,N`) of the MHRG section.
    pub rect: Option<String>,
}

impl TheoryArgs {
    /// The question about `position` with the n-core and n-quotient for
    /// `n`, and no rectangle.
    pub fn new(position: impl Into<String>, n: u64) -> Self {
        TheoryArgs {
            position: position.into(),
            n,
            rect: None,
        }
    }

    /// The same question with the MHRG section for the rectangle `rect`.
    pub fn with_rect(mut self, rect: impl Into<String>) -> Self {
        self.rect = Some(rect.into());
        self
    }
}

/// The Maya diagram of λ with ℓ = ℓ(λ) stones (Kawanaka §8).
#[derive(Debug, Clone, Serialize)]
pub struct Maya {
    /// The β-numbers β_i = λ_i + ℓ − i, i = 1..ℓ (decreasing): the stone
    /// of row i.
    stones: Vec<Big>,
    /// The cells 0..cells drawn: λ_1 + ℓ (the top stone is λ_1 + ℓ − 1).
    cells: Big,
    /// `targets[i-1][j-1]` = β_i − h(i, j): where the hook removal at the
    /// box (i, j) moves the stone β_i.
    targets: Vec<Vec<Big>>,
}

impl Maya {
    /// The stones, as the rows list them.
    pub fn stones(&self) -> Vec<u64> {
        self.stones.iter().map(|b| b.0).collect()
    }

    /// The cell the hook removal at the box (i, j) (1-based) moves the
    /// stone of row i to, if (i, j) is a box.
    pub fn target(&self, i: usize, j: u64) -> Option<u64> {
        let row = self.targets.get(i.checked_sub(1)?)?;
        row.get(usize::try_from(j.checked_sub(1)?).ok()?)
            .map(|b| b.0)
    }
}

/// The n-core and n-quotient of λ on the n-runner abacus.
#[derive(Debug, Clone, Serialize)]
pub struct AbacusView {
    /// n.
    n: u64,
    /// The stones of the abacus: ℓ(λ) rounded up to a multiple of n.
    stones: usize,
    /// `runners[k]`: the levels of the beads on runner k (the cells ≡ k
    /// mod n, the cell k + n·level), highest first.
    runners: Vec<Vec<Big>>,
    /// The n-core: every bead slid down its runner.
    core: Position<'static>,
    /// The n-quotient (λ^(0), …, λ^(n−1)), λ^(k) read off runner k.
    quotient: Vec<Position<'static>>,
    /// The n-weight Σ|λ^(k)| = (|λ| − |core|)/n: the hooks of length
    /// divisible by n.
    weight: Big,
}

impl AbacusView {
    /// The n-core.
    pub fn core(&self) -> &Position<'static> {
        &self.core
    }

    /// The n-quotient.
    pub fn quotient(&self) -> &[Position<'static>] {
        &self.quotient
    }

    /// The n-weight.
    pub fn weight(&self) -> u64 {
        self.weight.0
    }
}

/// What a level of the descent does (Kawanaka, Theorem 4.2 (ii)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// Pass to a (G, K)-quotient with a new target.
    Quotient,
    /// D is empty: no move.
    Empty,
    /// t ≥ |D|: no follower has value t.
    TargetTooLarge,
    /// Every hook of D has length 1 (a cube): every box of D is an answer
    /// if t = (|D| − 1) mod 2, none otherwise.
    Cube,
}

/// One level of the descent.
#[derive(Debug, Clone, Serialize)]
pub struct Step {
    /// |D|.
    size: usize,
    /// The boxes (row, column) of D, 1-based in λ, by row then column.
    boxes: Vec<(usize, u64)>,
    /// The hook lengths |H_D(x)| in D, in the order of `boxes`.
    hook_lengths: Vec<Big>,
    /// E⁽²⁾(D) (Kawanaka (4.1)): the value of the position whose diagram
    /// is D.
    value: Big,
    /// D as a union of Young diagrams, when it is one (Y″ ≅ Nim heaps 3
    /// and 2 in Kawanaka §9).
    #[serde(skip_serializing_if = "Option::is_none")]
    components: Option<Vec<Position<'static>>>,
    /// The target t at this level.
    target: Big,
    /// t₀, t₁: the two lowest binary digits of t; the level fixes t₀.
    target_digits: [u8; 2],
    /// ε₀ = |D| mod 2.
    epsilon0: u8,
    /// ε₁ = |D_(2)| mod 2 (the hooks of even length).
    epsilon1: u8,
    /// What the level does.
    action: Action,
    /// The case 1, 2 or 3 of Theorem 4.2 (ii) (a quotient only).
    #[serde(skip_serializing_if = "Option::is_none")]
    case: Option<u8>,
    /// The subgroup K of the quotient: `ab`, `a` or `b`.
    #[serde(skip_serializing_if = "Option::is_none")]
    subgroup: Option<&'static str>,
    /// The target t′ of the next level.
    #[serde(skip_serializing_if = "Option::is_none")]
    next_target: Option<Big>,
}

impl Step {
    /// |D|.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The boxes of D.
    pub fn boxes(&self) -> &[(usize, u64)] {
        &self.boxes
    }

    /// E⁽²⁾(D).
    pub fn value(&self) -> u64 {
        self.value.0
    }

    /// The target at this level.
    pub fn target(&self) -> u64 {
        self.target.0
    }

    /// What the level does.
    pub fn action(&self) -> Action {
        self.action
    }

    /// The case of Theorem 4.2 (ii), for a quotient.
    pub fn case(&self) -> Option<u8> {
        self.case
    }

    /// The Young components of D, when D is a union of Young diagrams.
    pub fn components(&self) -> Option<Vec<String>> {
        self.components
            .as_ref()
            .map(|c| c.iter().map(|p| p.exponent().to_string()).collect())
    }
}

/// A winning move found by the descent: the hook removed and the result.
#[derive(Debug, Clone, Serialize)]
pub struct GoodMove {
    /// The box and the length of its hook.
    hook: HookBox,
    /// λ minus the hook.
    to: Position<'static>,
}

/// Kawanaka's good-move search (Theorem 4.2 (ii)), level by level.
#[derive(Debug, Clone, Serialize)]
pub struct DescentView {
    /// The target value: 0, the winning moves.
    target: Big,
    /// The levels, from λ down.
    steps: Vec<Step>,
    /// The boxes x of λ with value 0 after removing H(x), by row then column.
    boxes: Vec<(usize, u64)>,
    /// The winning moves (one per box of `boxes`).
    moves: Vec<GoodMove>,
}

impl DescentView {
    /// The levels.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// The boxes of the winning moves.
    pub fn winning_boxes(&self) -> &[(usize, u64)] {
        &self.boxes
    }

    /// The results of the winning moves, in exponent notation.
    pub fn results(&self) -> Vec<String> {
        self.moves
            .iter()
            .map(|m| m.to.exponent().to_string())
            .collect()
    }
}

/// The image of the diagram under one map of the MHRG papers, or why it
/// has none.
#[derive(Debug, Clone, Serialize)]
pub struct MapImage {
    /// `E`, `E⁻¹`, `Φ⁻¹`, `Ψ` or `Ψ⁻¹`.
    map: &'static str,
    /// Where the map is defined and proved: "Abuku–Tada, Definition 4.3".
    source: &'static str,
    /// The rectangle of the image (Φ⁻¹: the staircase SY_n, n rows).
    to: Rect,
    /// The image (Φ⁻¹: a shifted diagram, its parts distinct).
    #[serde(skip_serializing_if = "Option::is_none")]
    image: Option<Position<'static>>,
    /// The image's diagonal expression (not for Φ⁻¹).
    #[serde(skip_serializing_if = "Option::is_none")]
    diagonal: Option<Vec<u64>>,
    /// Why the diagram has no image (not in the map's domain).
    #[serde(skip_serializing_if = "Option::is_none")]
    refused: Option<String>,
}

impl MapImage {
    /// The map's name.
    pub fn map(&self) -> &'static str {
        self.map
    }

    /// The image, in exponent notation, if there is one.
    pub fn image(&self) -> Option<String> {
        self.image.as_ref().map(|p| p.exponent().to_string())
    }
}

/// The MHRG section: the diagram as a position of MHRG(m, n).
#[derive(Debug, Clone, Serialize)]
pub struct MhrgView {
    /// The rectangle.
    rect: Rect,
    /// d(Y) = (d_{−m}, …, d_n), m + n + 1 values (Abuku–Tada §3).
    diagonal: Vec<u64>,
    /// I(Y) ⊂ [1, m+n], increasing (Motegi §2.1).
    subset: Vec<u64>,
    /// Y is a game position of MHRG(m, n) (Motegi, Theorem 5.1).
    is_position: bool,
    /// The verdict in words, with the failing conditions' witnesses.
    status: String,
    /// The images under the maps whose domain is this rectangle.
    maps: Vec<MapImage>,
}

impl MhrgView {
    /// d(Y).
    pub fn diagonal(&self) -> &[u64] {
        &self.diagonal
    }

    /// I(Y).
    pub fn subset(&self) -> &[u64] {
        &self.subset
    }

    /// Whether Y is a game position.
    pub fn is_position(&self) -> bool {
        self.is_position
    }

    /// The maps' images.
    pub fn maps(&self) -> &[MapImage] {
        &self.maps
    }
}

/// A section left out, and why.
#[derive(Debug, Clone, Serialize)]
pub struct Omitted {
    /// `maya`, `abacus`, `descent` or `mhrg`.
    field: &'static str,
    /// Why, naming the limit.
    reason: String,
}

/// The answer: see the [module](self).
#[derive(Debug, Clone, Serialize)]
pub struct Theory {
    position: Position<'static>,
    /// |λ|.
    size: Big,
    /// ℓ(λ).
    rows: Big,
    /// λ_1.
    columns: Big,
    /// The Sato–Welter value (normal play), Kawanaka (9.1), unless its
    /// β-set is beyond the memory budget.
    #[serde(skip_serializing_if = "Option::is_none")]
    grundy: Option<Big>,
    /// n of the n-core and n-quotient.
    n: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    maya: Option<Maya>,
    #[serde(skip_serializing_if = "Option::is_none")]
    abacus: Option<AbacusView>,
    #[serde(skip_serializing_if = "Option::is_none")]
    descent: Option<DescentView>,
    #[serde(skip_serializing_if = "Option::is_none")]
    mhrg: Option<MhrgView>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    omitted: Vec<Omitted>,
}

impl Theory {
    /// The Sato–Welter value, unless it was left out.
    pub fn grundy(&self) -> Option<u64> {
        self.grundy.map(|g| g.0)
    }

    /// The position, as the answer echoes it.
    pub fn position(&self) -> &Position<'static> {
        &self.position
    }

    /// The Maya diagram, when drawn.
    pub fn maya(&self) -> Option<&Maya> {
        self.maya.as_ref()
    }

    /// The n-core and n-quotient, when drawn.
    pub fn abacus(&self) -> Option<&AbacusView> {
        self.abacus.as_ref()
    }

    /// Kawanaka's descent, when drawn.
    pub fn descent(&self) -> Option<&DescentView> {
        self.descent.as_ref()
    }

    /// The MHRG section, when a rectangle was given and the diagram drawn.
    pub fn mhrg(&self) -> Option<&MhrgView> {
        self.mhrg.as_ref()
    }

    /// The sections left out, `(field, reason)`.
    pub fn omitted(&self) -> impl Iterator<Item = (&'static str, &str)> {
        self.omitted.iter().map(|o| (o.field, o.reason.as_str()))
    }
}

/// Writes `answer` as one line of JSON with the envelope of the question
/// `theory` (schema `hookgames/1`).
///
/// # Errors
/// The writer's.
pub fn write_json(answer: &Theory, out: &mut impl std::io::Write) -> Result<()> {
    crate::json::write_line(out, "theory", None, answer)
}

/// Answers the question. No file is read or written.
///
/// # Errors
/// An input error for a text that is not a partition, for n = 0 and for a
/// rectangle that is malformed or does not hold the diagram; a limit error
/// for n > [`THEORY_MAX_N`] and a rectangle with m + n >
/// [`THEORY_MAX_RECT_SIDES`]. A position of more than [`THEORY_MAX_BOXES`]
/// boxes is answered with its value, the sections left out with their
/// reason; a value whose β-set is beyond the memory budget
/// (`MEMORY_BUDGET_BYTES`, e.g. 10^12 rows) is left out too.
///
/// # Complexity
/// The value from the runs (Kawanaka's formula); for at most
/// [`THEORY_MAX_BOXES`] boxes, the Maya diagram in O(|λ| log ℓ), the abacus
/// in O(ℓ + n), the descent in O(|λ| log |λ|) per level (about log₂|λ|
/// levels) and the MHRG section in O(m + n).
pub fn theory(args: &TheoryArgs) -> Result<Theory> {
    let text = normalize_position(&args.position)?;
    let runs = parse_runs(&text)?;
    if args.n == 0 {
        return Err(error::input(
            "n = 0: the n-core and n-quotient need n ≥ 1 (the panel's default is 2)",
        ));
    }
    if args.n > THEORY_MAX_N {
        return Err(error::limit(format!(
            "n = {}: the abacus has n runners, each drawn, and the theory panel draws at most \
             THEORY_MAX_N = {THEORY_MAX_N}",
            args.n
        )));
    }
    let rect = match args.rect.as_deref() {
        Some(r) => {
            let (m, n) = parse_rect(r)?;
            if (m as u128) + u128::from(n) > u128::from(THEORY_MAX_RECT_SIDES) {
                return Err(error::limit(format!(
                    "the rectangle {m}×{n}: its diagonal expression and Motegi's subset list \
                     m + n + 1 and m values, and the theory panel lists at most m + n = \
                     THEORY_MAX_RECT_SIDES = {THEORY_MAX_RECT_SIDES}"
                )));
            }
            if runs.num_parts() > m as u64 || runs.largest_part() > n {
                return Err(error::input(format!(
                    "{} does not fit in the {m} × {n} rectangle: it has {} rows and {} columns",
                    crate::excerpt::quote(&text),
                    runs.num_parts(),
                    runs.largest_part()
                )));
            }
            Some((m, n))
        }
        None => None,
    };
    let mut omitted = Vec::new();
    let grundy = match sato_welter_value(&runs) {
        Ok(v) => Some(Big(v)),
        Err(e) if error::kind_of(&e) == error::Kind::Limit => {
            omitted.push(Omitted {
                field: "grundy",
                reason: error::one_line(&e),
            });
            None
        }
        Err(e) => return Err(e),
    };
    let mut answer = Theory {
        position: Position::owned_runs(&runs),
        size: Big(runs.size()),
        rows: Big(runs.num_parts()),
        columns: Big(runs.largest_part()),
        grundy,
        n: args.n,
        maya: None,
        abacus: None,
        descent: None,
        mhrg: None,
        omitted: Vec::new(),
    };
    if runs.size() > THEORY_MAX_BOXES {
        let reason = format!(
            "the position has {} boxes, more than the theory panel shows box by box \
             (THEORY_MAX_BOXES = EXPLORE_MAX_BOXES = {THEORY_MAX_BOXES})",
            runs.size()
        );
        for field in ["maya", "abacus", "descent", "mhrg"] {
            if field == "mhrg" && rect.is_none() {
                continue;
            }
            omitted.push(Omitted {
                field,
                reason: reason.clone(),
            });
        }
    } else {
        let p = expand(&runs, "the theory panel")?;
        answer.maya = Some(maya(&p)?);
        answer.abacus = Some(abacus(&p, args.n)?);
        answer.descent = Some(descent(&p)?);
        if let Some((m, n)) = rect {
            answer.mhrg = Some(mhrg(&p, m, n)?);
        }
    }
    if rect.is_none() {
        omitted.push(Omitted {
            field: "mhrg",
            reason: "no rectangle was given (rect=MxN): the MHRG section is about a diagram \
                     inside an m × n rectangle"
                .to_owned(),
        });
    }
    answer.omitted = omitted;
    Ok(answer)
}

/// The stones and, for every box, the cell its hook removal moves the
/// stone of its row to.
fn maya(p: &Partition) -> Result<Maya> {
    let l = p.len();
    let mut stones = Vec::with_capacity(l);
    let mut targets = Vec::with_capacity(l);
    for i in 1..=l {
        let mut row = Vec::new();
        let mut from = None;
        for j in 1..=p.part(i) {
            let (s, t) = box_to_move(p, l, (i, j)).context("the Maya diagram")?;
            from = Some(s);
            row.push(Big(t));
        }
        // Every row of a partition has a box, so `from` is β_i.
        let s = from.ok_or_else(|| error::input("a row of the partition is empty"))?;
        stones.push(Big(s));
        targets.push(row);
    }
    Ok(Maya {
        stones,
        // λ_1 + ℓ ≤ |λ| + 1 (at most THEORY_MAX_BOXES + 1 here).
        cells: Big(p.part(1) + l as u64),
        targets,
    })
}

/// The abacus of λ with n runners, its core, quotient and weight.
fn abacus(p: &Partition, n: u64) -> Result<AbacusView> {
    let what = || format!("the {n}-core and {n}-quotient");
    let (core, quotient) = core_and_quotient(p, n).with_context(what)?;
    let a = Abacus::new(p, n).with_context(what)?;
    let runners = (0..n)
        .map(|k| {
            a.runner(k)
                .unwrap_or(&[])
                .iter()
                .copied()
                .map(Big)
                .collect()
        })
        .collect();
    Ok(AbacusView {
        n,
        stones: a.stones(),
        runners,
        core: Position::from_parts(core.into_parts()),
        quotient: quotient
            .into_iter()
            .map(|q| Position::from_parts(q.into_parts()))
            .collect(),
        weight: Big(a.weight()),
    })
}

fn subgroup_name(k: KleinSubgroup) -> &'static str {
    match k {
        KleinSubgroup::AB => "ab",
        KleinSubgroup::A => "a",
        KleinSubgroup::B => "b",
    }
}

fn step_of(s: &KleinDescentStep) -> Step {
    let d = &s.diagram;
    let t = s.target;
    let (action, case, subgroup, next_target) = match s.action {
        KleinDescentAction::Quotient {
            case,
            subgroup,
            next_target,
        } => (
            Action::Quotient,
            Some(case),
            Some(subgroup_name(subgroup)),
            Some(Big(next_target)),
        ),
        KleinDescentAction::Empty => (Action::Empty, None, None, None),
        KleinDescentAction::TargetTooLarge => (Action::TargetTooLarge, None, None, None),
        KleinDescentAction::Cube => (Action::Cube, None, None, None),
        // A new action of the library: shown as a last level with no move.
        _ => (Action::Empty, None, None, None),
    };
    Step {
        size: d.len(),
        boxes: d.boxes().to_vec(),
        hook_lengths: d.hook_lengths().iter().copied().map(Big).collect(),
        value: Big(d.two_adic_value()),
        components: d.young_components().map(|c| {
            c.into_iter()
                .map(|q| Position::from_parts(q.into_parts()))
                .collect()
        }),
        target: Big(t),
        target_digits: [(t & 1) as u8, ((t >> 1) & 1) as u8],
        epsilon0: u8::from(s.epsilon0),
        epsilon1: u8::from(s.epsilon1),
        action,
        case,
        subgroup,
        next_target,
    }
}

/// Kawanaka's Theorem 4.2 (ii) with target 0, every level kept.
fn descent(p: &Partition) -> Result<DescentView> {
    let d = YoungRealization
        .descent(p, 0)
        .context("Kawanaka's good-move search (Theorem 4.2)")?;
    let steps = d.steps().iter().map(step_of).collect();
    let boxes = d.boxes().to_vec();
    let mut moves = Vec::with_capacity(boxes.len());
    for &(i, j) in &boxes {
        let h = p.hook_length(i, j)?;
        moves.push(GoodMove {
            hook: HookBox {
                row: i,
                column: Big(j),
                length: Big(h),
            },
            to: Position::from_parts(p.remove_hook(i, j)?.into_parts()),
        });
    }
    Ok(DescentView {
        target: Big(0),
        steps,
        boxes,
        moves,
    })
}

/// The image of `y` under a map, or its refusal.
fn image(
    map: &'static str,
    source: &'static str,
    to: (usize, u64),
    found: Result<Partition, hookgames::mhrg::MhrgError>,
) -> Result<MapImage> {
    let (m, n) = to;
    Ok(match found {
        Ok(x) => {
            let d = DiagonalExpr::from_partition(&x, m, n)?;
            MapImage {
                map,
                source,
                to: Rect { m, n },
                diagonal: Some(d.values().to_vec()),
                image: Some(Position::from_parts(x.into_parts())),
                refused: None,
            }
        }
        Err(e) => MapImage {
            map,
            source,
            to: Rect { m, n },
            image: None,
            diagonal: None,
            refused: Some(crate::excerpt::message(&e.to_string())),
        },
    })
}

/// The diagram as a position of MHRG(m, n): d(Y), I(Y), Theorem 5.1 and
/// the maps whose domain is F(Y_{m,n}).
fn mhrg(y: &Partition, m: usize, n: u64) -> Result<MhrgView> {
    let d = DiagonalExpr::from_partition(y, m, n)?;
    let subset = RectSubset::from_partition(y, m, n)?;
    let status = check_position(y, m, n)?;
    let mut maps = Vec::new();
    // E: MHRG(m, n) ≅ MHRG(m, n + 1) for m ≤ n, m + n even.
    if let Ok(e) = MapE::new(m, n) {
        maps.push(image(
            "E",
            "Abuku–Tada, Definition 4.3 and Theorem 4.4",
            (m, n + 1),
            e.try_apply(y),
        )?);
    }
    // E⁻¹ from MHRG(m, n) back to MHRG(m, n − 1).
    if n >= 2
        && let Ok(e) = MapE::new(m, n - 1)
    {
        maps.push(image(
            "E⁻¹",
            "Abuku–Tada, Definition 4.3 and Lemma 4.8",
            (m, n - 1),
            e.inverse().try_apply(y),
        )?);
    }
    // Ψ: MHRG(n, n) ≅ MHRG(n, n + 1).
    if m as u64 == n
        && let Ok(psi) = MapPsi::new(m)
    {
        maps.push(image(
            "Ψ",
            "Abuku–Tada (Japanese version), Lemma 6.9",
            (m, n + 1),
            psi.try_apply(y),
        )?);
    }
    // Ψ⁻¹ and Φ⁻¹ from MHRG(n, n + 1).
    if n == m as u64 + 1 {
        if let Ok(psi) = MapPsi::new(m) {
            maps.push(image(
                "Ψ⁻¹",
                "Abuku–Tada (Japanese version), Lemma 6.9",
                (m, m as u64),
                psi.inverse().try_apply(y),
            )?);
        }
        if let Ok(phi) = MapPhi::new(m) {
            let to = Rect { m, n: m as u64 };
            let source = "Abuku–Tada (Japanese version), Lemma 6.8: HRG(SY_n) ≅ MHRG(n, n + 1)";
            maps.push(match phi.inverse().try_apply(y) {
                Ok(s) => MapImage {
                    map: "Φ⁻¹",
                    source,
                    to,
                    image: Some(Position::from_parts(s.parts().to_vec())),
                    diagonal: None,
                    refused: None,
                },
                Err(e) => MapImage {
                    map: "Φ⁻¹",
                    source,
                    to,
                    image: None,
                    diagonal: None,
                    refused: Some(crate::excerpt::message(&e.to_string())),
                },
            });
        }
    }
    Ok(MhrgView {
        rect: Rect { m, n },
        diagonal: d.values().to_vec(),
        subset: subset.elements().collect(),
        is_position: status.is_position(),
        status: status.to_string(),
        maps,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ask(text: &str, n: u64) -> Theory {
        theory(&TheoryArgs::new(text, n)).unwrap()
    }

    #[test]
    fn kawanakas_example_step_by_step() {
        let a = ask("9,8,6,5,5,2", 2);
        assert_eq!(a.grundy(), Some(7));
        let d = a.descent().unwrap();
        let s = d.steps();
        // Kawanaka §9: Y (35 boxes, value 7), the third case to Y′ (15
        // boxes, value 3: the 2 × 5 rectangle and a hook of length 5), the
        // third case again to Y″ (5 boxes ≅ Nim heaps 3 and 2).
        assert_eq!((s[0].size(), s[0].value(), s[0].case()), (35, 7, Some(3)));
        assert_eq!((s[1].size(), s[1].value(), s[1].case()), (15, 3, Some(3)));
        assert_eq!(
            s[1].components().unwrap(),
            ["5^2".to_owned(), "3,1^2".to_owned()]
        );
        assert_eq!((s[2].size(), s[2].value()), (5, 3 ^ 2));
        let mut heaps = s[2].components().unwrap();
        heaps.sort();
        assert_eq!(heaps, ["2", "3"]);
        let last = s.last().unwrap();
        assert_eq!(last.action(), Action::Cube);
        assert!(last.boxes().contains(&(3, 6)));
        assert_eq!(d.winning_boxes(), [(3, 6)]);
        assert_eq!(d.results(), ["9,8,5^3,2"]);
    }

    #[test]
    fn maya_stones_and_moves() {
        let a = ask("9,8,6,5,5,2", 2);
        let m = a.maya().unwrap();
        assert_eq!(m.stones(), [14, 12, 9, 7, 6, 2]);
        assert_eq!(m.cells.0, 15);
        // Kawanaka Fig. 5: the hook at (3,3) has length 6, the stone 9 goes to 3.
        assert_eq!(m.target(3, 3), Some(3));
        let p: Partition = "9,8,6,5,5,2".parse().unwrap();
        for ((i, j), h) in p.hooks() {
            assert_eq!(m.target(i, j), Some(m.stones()[i - 1] - h), "({i},{j})");
        }
        assert_eq!(m.target(7, 1), None);
        assert_eq!(m.target(1, 10), None);
    }

    #[test]
    fn cores_and_quotients() {
        // Kawanaka §9: the 2-core is (1) and |Y_(2)| = 17.
        let a = ask("9,8,6,5,5,2", 2);
        let ab = a.abacus().unwrap();
        assert_eq!(ab.core().exponent().to_string(), "1");
        assert_eq!(ab.weight(), 17);
        assert_eq!(ab.stones, 6);
        // The runners hold the stones: cell k + n·level.
        let mut cells: Vec<u64> = ab
            .runners
            .iter()
            .enumerate()
            .flat_map(|(k, r)| r.iter().map(move |l| k as u64 + 2 * l.0))
            .collect();
        cells.sort_unstable_by(|x, y| y.cmp(x));
        assert_eq!(cells, [14, 12, 9, 7, 6, 2]);
        // 3-core of 11,5,5,3,2,2,2 is empty (the library's example).
        let b = ask("11,5,5,3,2,2,2", 3);
        let ab = b.abacus().unwrap();
        assert_eq!(ab.core().exponent().to_string(), "∅");
        assert_eq!(ab.quotient().len(), 3);
        assert_eq!(ab.weight(), 10);
    }

    #[test]
    fn mhrg_section() {
        // Motegi §2.1: (4,4,2) in 3 × 5 is I(Y) = {3, 6, 7}.
        let a = theory(&TheoryArgs::new("4,4,2", 2).with_rect("3x5")).unwrap();
        let m = a.mhrg().unwrap();
        assert_eq!(m.subset(), [3, 6, 7]);
        assert_eq!(m.diagonal().len(), 3 + 5 + 1);
        // E of Abuku–Tada Definition 4.3: (3,2) in 2 × 4 ↦ (4,2) in 2 × 5.
        let e = theory(&TheoryArgs::new("3,2", 2).with_rect("2x4")).unwrap();
        let m = e.mhrg().unwrap();
        assert_eq!(m.diagonal(), [0, 1, 2, 1, 1, 0, 0]);
        let img = m.maps().iter().find(|x| x.map() == "E").unwrap();
        assert_eq!(img.image().as_deref(), Some("4,2"));
        // Ψ (Lemma 6.9): (2,1) in 2 × 2 ↦ (3,1); Φ⁻¹ (Lemma 6.8): (3,1) in 3 × 4 ↦ (2).
        let p = theory(&TheoryArgs::new("2,1", 2).with_rect("2x2")).unwrap();
        let m = p.mhrg().unwrap();
        assert!(m.is_position());
        let psi = m.maps().iter().find(|x| x.map() == "Ψ").unwrap();
        assert_eq!(psi.image().as_deref(), Some("3,1"));
        let f = theory(&TheoryArgs::new("3,1", 2).with_rect("3x4")).unwrap();
        let phi = f.mhrg().unwrap().maps().iter().find(|x| x.map() == "Φ⁻¹");
        assert_eq!(phi.unwrap().image().as_deref(), Some("2"));
        // (1,1) is not a position of MHRG(2, 2): Ψ refuses it.
        let q = theory(&TheoryArgs::new("1,1", 2).with_rect("2x2")).unwrap();
        let m = q.mhrg().unwrap();
        assert!(!m.is_position());
        let psi = m.maps().iter().find(|x| x.map() == "Ψ").unwrap();
        assert!(psi.image().is_none());
        // E maps every diagram of F(Y_{2,2}), a position or not (Definition 4.3).
        let e = m.maps().iter().find(|x| x.map() == "E").unwrap();
        assert_eq!(e.image().as_deref(), Some("2,1")); // d = (0,1,1,0,0) ↦ (0,1,1,1,0,0)
    }

    #[test]
    fn large_positions_keep_the_value_only() {
        let a = ask("3^1000,2^1000", 2);
        assert_eq!(
            a.grundy(),
            Some(sato_welter_value(&parse_runs("3^1000,2^1000").unwrap()).unwrap())
        );
        assert!(a.maya().is_none() && a.descent().is_none());
        let fields: Vec<_> = a.omitted().map(|(f, _)| f).collect();
        assert_eq!(fields, ["maya", "abacus", "descent", "mhrg"]);
        // 10^12 rows: even the value is beyond the memory budget, and said so.
        let b = ask("7^1000000000000,3^5", 2);
        assert_eq!(b.grundy(), None);
        let fields: Vec<_> = b.omitted().map(|(f, _)| f).collect();
        assert_eq!(fields, ["grundy", "maya", "abacus", "descent", "mhrg"]);
        assert!(
            b.omitted()
                .next()
                .unwrap()
                .1
                .contains("MEMORY_BUDGET_BYTES")
        );
        let c = ask("50^50", 2);
        assert!(c.maya().is_some());
        assert_eq!(c.grundy(), Some(0));
        assert!(c.descent().unwrap().winning_boxes().is_empty());
    }

    #[test]
    fn refusals_are_typed() {
        let kind = |args: TheoryArgs| error::kind_of(&theory(&args).unwrap_err());
        assert_eq!(kind(TheoryArgs::new("3,x", 2)), error::Kind::Input);
        assert_eq!(kind(TheoryArgs::new("3,2", 0)), error::Kind::Input);
        assert_eq!(kind(TheoryArgs::new("3,2", 257)), error::Kind::Limit);
        assert_eq!(
            kind(TheoryArgs::new("3,2", 2).with_rect("1x5")),
            error::Kind::Input
        );
        assert_eq!(
            kind(TheoryArgs::new("3,2", 2).with_rect("4000x4000")),
            error::Kind::Limit
        );
        assert_eq!(
            kind(TheoryArgs::new("3,2", 2).with_rect("x")),
            error::Kind::Input
        );
        // The empty diagram: no stones, no move.
        let e = ask("∅", 2);
        assert_eq!(e.maya().unwrap().stones(), Vec::<u64>::new());
        assert!(e.descent().unwrap().winning_boxes().is_empty());
    }
}
