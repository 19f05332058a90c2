use hookgames_game::GameError;
use hookgames_plain::PlainError;

/// Errors of `hookgames-coxeter`.
///
/// Messages name things as Kawanaka §6 does: the vertices of D_* are the
/// simple roots α_0, α_1, … and the white node α_*; a vector of V is a
/// combination such as `α_* + 2α_0 + α_3`; an element of W is a word
/// `s_1 s_3 s_0` (`1` for the identity) and a coset `s_1 s_3 W_J`; a state
/// of a principal algorithm ⟨p⟩ is the game's own position (its `Debug`
/// form), and an arrow is `p → q`. Each message ends with what to change.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CoxeterError {
    /// The graph D_* has no vertex at all.
    #[error(
        "a Dynkin diagram D_* needs at least one vertex, the white node α_*; give vertices ≥ 1"
    )]
    Empty,
    /// More vertices than [`MAX_VERTICES`](crate::MAX_VERTICES).
    #[error(
        "D_* has {vertices} vertices, more than the limit MAX_VERTICES = {limit}; use a tree \
         with at most {limit} vertices"
    )]
    TooManyVertices {
        /// The number of vertices asked for.
        vertices: usize,
        /// The limit.
        limit: usize,
    },
    /// The white node α_* is not one of the vertices.
    #[error(
        "the white node α_* = {star} is not a vertex of D_*, whose vertices are 0..{vertices}; \
         choose α_* among them"
    )]
    StarOutOfRange {
        /// The index given for α_*.
        star: usize,
        /// The number of vertices.
        vertices: usize,
    },
    /// An edge names a vertex that the tree does not have.
    #[error(
        "the edge {a} – {b} names vertex {vertex}, but D_* has only the vertices 0..{vertices}; \
         number the vertices from 0 to {last}",
        vertex = outside(.a, .b, .vertices),
        last = last_index(.vertices)
    )]
    EdgeOutOfRange {
        /// One end, as given.
        a: usize,
        /// The other end, as given.
        b: usize,
        /// The number of vertices.
        vertices: usize,
    },
    /// A vertex asked for (a basis vector α_v) that the tree does not have.
    #[error(
        "α_{vertex} is not a vertex of D_*, whose vertices are α_0, …, α_{last}; use a vertex \
         number below {vertices}",
        last = last_index(.vertices)
    )]
    VertexOutOfRange {
        /// The offending index.
        vertex: usize,
        /// The number of vertices.
        vertices: usize,
    },
    /// An edge from a vertex to itself.
    #[error(
        "the edge {name} – {name} joins a vertex to itself; D_* is a tree: remove this edge",
        name = node_name(*.vertex, *.star)
    )]
    Loop {
        /// The vertex.
        vertex: usize,
        /// The index of α_*.
        star: usize,
    },
    /// The same edge twice.
    #[error(
        "the edge {x} – {y} is given twice; D_* is a simple graph: give each edge once",
        x = node_name(*.a, *.star),
        y = node_name(*.b, *.star)
    )]
    DuplicateEdge {
        /// One end.
        a: usize,
        /// The other end.
        b: usize,
        /// The index of α_*.
        star: usize,
    },
    /// The graph is not a tree (a cycle, or not connected).
    #[error(
        "D_* must be a tree (connected, with one edge fewer than its vertices), but its \
         {vertices} vertices have {edges} edge(s) in {components} connected component(s): {hint}",
        hint = not_a_tree_hint(.cycle_edge, .unreached, .star)
    )]
    NotATree {
        /// Vertices.
        vertices: usize,
        /// Edges.
        edges: usize,
        /// Connected components.
        components: usize,
        /// The first edge (in the order given) that closes a cycle, if any.
        cycle_edge: Option<(usize, usize)>,
        /// The first vertex not joined to α_*, if any.
        unreached: Option<usize>,
        /// The index of α_*.
        star: usize,
    },
    /// A letter of a word is α_* (which has no reflection in W) or not a
    /// vertex.
    #[error(
        "{what} is {problem}; the letters of a word in S are simple roots α ∈ Π = Π_* ∖ {{α_*}}: \
         use a vertex number in 0..{vertices} other than {star}",
        what = letter_name(.letter, .position),
        problem = letter_problem(.letter, .star)
    )]
    BadLetter {
        /// The letter.
        letter: usize,
        /// Its 0-based position in the word (`None` for a single reflection
        /// s_α, as in [`CoxeterDatum::reflect`](crate::CoxeterDatum::reflect)).
        position: Option<usize>,
        /// The index of α_*.
        star: usize,
        /// The number of vertices.
        vertices: usize,
    },
    /// A word or product longer than [`MAX_WORD_LENGTH`](crate::MAX_WORD_LENGTH).
    #[error(
        "a length of {length} is more than MAX_WORD_LENGTH = {limit} (the matrices of W must keep \
         their entries in an i64); keep words, products, paths and maximal lengths at {limit} or \
         below"
    )]
    WordTooLong {
        /// The length (or a bound on it) that was too large.
        length: usize,
        /// The limit.
        limit: usize,
    },
    /// A vector with the wrong number of coordinates.
    #[error(
        "a vector of V has one coordinate per vertex of D_* ({expected}: the coefficients of \
         α_0, …, α_{last}), but {got} were given; give {expected} coordinates",
        last = last_index(.expected)
    )]
    Dimension {
        /// Expected number of coordinates (|Π_*|).
        expected: usize,
        /// Given number.
        got: usize,
    },
    /// A vector that is not ≥ α_*, so not in the orbit Wα_*.
    #[error(
        "γ = {gamma} is not ≥ α_* (its coefficient of {node} is {coefficient}): every element of \
         the orbit Wα_* is α_* plus a non-negative combination of Π (Kawanaka §6); give a vector \
         w α_* (RootAlgorithm::root_of)",
        gamma = vector_name(.vector, *.star),
        node = node_name(*.vertex, *.star),
        coefficient = coefficient(.vector, .vertex)
    )]
    NotAboveStar {
        /// The vector γ.
        vector: Vec<i64>,
        /// The vertex whose coefficient is too small.
        vertex: usize,
        /// The index of α_*.
        star: usize,
    },
    /// A vector that is not in the orbit Wα_*.
    #[error(
        "γ = {gamma} is not in the orbit Wα_*: lowering it by the simple reflections s_α with \
         2(α, γ) > 0 ends at {end}, not at α_*; give a vector w α_* (RootAlgorithm::root_of)",
        gamma = vector_name(.vector, *.star),
        end = vector_name(.reached, *.star)
    )]
    NotInOrbit {
        /// The vector γ.
        vector: Vec<i64>,
        /// Where the descent by simple reflections stopped.
        reached: Vec<i64>,
        /// The index of α_*.
        star: usize,
    },
    /// A vector whose down-set [α_*, γ] exceeds [`MAX_BOX`](crate::MAX_BOX).
    #[error(
        "the box [α_*, γ] below γ = {gamma} holds more than MAX_BOX = {limit} vectors (the \
         search space of ρ(γ)); use a root of smaller height",
        gamma = vector_name(.vector, *.star)
    )]
    RootTooLarge {
        /// The vector γ.
        vector: Vec<i64>,
        /// The index of α_*.
        star: usize,
        /// The limit.
        limit: u64,
    },
    /// More minimal coset representatives than [`MAX_STATES`](crate::MAX_STATES).
    #[error(
        "more than MAX_STATES = {limit} minimal coset representatives v^J have length ≤ \
         {max_length}; ask for a smaller maximal length"
    )]
    StateLimit {
        /// The limit.
        limit: usize,
        /// The maximal length that was asked for.
        max_length: usize,
    },
    /// A computation would exceed a documented limit: the family's memory
    /// budget [`MAX_MATERIALIZED_BYTES`](hookgames_limits::MAX_MATERIALIZED_BYTES)
    /// (unit `"bytes"`) or the work limit
    /// [`MAX_COSET_WORK`](crate::MAX_COSET_WORK) (unit `"matrix entry
    /// operations"`). Checked before the allocation or the work.
    #[error(
        "{what} would need {count} {unit}, more than the limit of {limit} {unit} \
         ({limit_name}); {instead}"
    )]
    TooLarge {
        /// What was to be built or computed.
        what: &'static str,
        /// How much it would need, in `unit` (at least; saturating).
        count: u128,
        /// The unit of `count` and `limit`.
        unit: &'static str,
        /// The limit.
        limit: u64,
        /// The name of the limit constant.
        limit_name: &'static str,
        /// What to do instead.
        instead: &'static str,
    },
    /// The integer form ⟨u, v⟩ = 2(u, v) does not fit an i128.
    #[error(
        "the form ⟨u, v⟩ = 2(u, v) does not fit an i128 (a term or a partial sum overflows); \
         use smaller coordinates"
    )]
    FormOverflow,
    /// An error of `hookgames-plain` (materializing, arrow lengths, the map F)
    /// that names no state.
    #[error("plain algorithm: {0}")]
    Plain(#[from] PlainError),
    /// An error of the game engine `hookgames-game` (materializing an
    /// algorithm, a state limit, an isomorphism check's limit).
    #[error("game engine: {0}")]
    Game(#[from] GameError),
    /// The principal algorithm ⟨p⟩ has a Dynkin diagram with several white
    /// nodes (it is not connected), so Kawanaka §6 does not apply.
    #[error(
        "the Dynkin diagram of ⟨p⟩ has {stars} white nodes α_*, but Kawanaka §6 needs exactly one; \
         realize a principal plain algorithm ⟨p⟩ (one root p, one end)"
    )]
    NotConnected {
        /// Number of white nodes.
        stars: usize,
    },
    /// An arrow of ⟨p⟩ has decompositions into irreducible arrows of
    /// different lengths (Kawanaka, Prop. 3.2): ⟨p⟩ is not plain.
    #[error(
        "the arrow {from} → {to} of ⟨p⟩ has irreducible decompositions of {shortest} and \
         {longest} arrows, so |p → q| is not defined (Kawanaka, Prop. 3.2): ⟨p⟩ is not plain; \
         find the violated axiom with hookgames_plain::check_plain"
    )]
    AmbiguousArrowLength {
        /// The origin p of the arrow.
        from: String,
        /// The follower q.
        to: String,
        /// The shortest irreducible decomposition.
        shortest: u64,
        /// The longest irreducible decomposition.
        longest: u64,
    },
    /// ⟨p⟩ has more than one end (Kawanaka, Prop. 2.2): it is not plain.
    #[error(
        "⟨p⟩ has {ends} ends (one component contains {state}), but a connected plain algorithm \
         has exactly one (Kawanaka, Prop. 2.2); find the violated axiom with \
         hookgames_plain::check_plain"
    )]
    NotUniqueEnd {
        /// A state of the component with several ends.
        state: String,
        /// The number of ends.
        ends: u64,
    },
    /// The map F of Kawanaka, Prop. 3.2 gives no simple root (or no
    /// consistent one) to an arrow of ⟨p⟩.
    #[error(
        "the simple-root map F of Kawanaka, Prop. 3.2 is {problem} at the arrow {from} → {to} of \
         ⟨p⟩, so the arrow has no simple root F(p → q): ⟨p⟩ is not plain; find the violated \
         axiom with hookgames_plain::check_plain"
    )]
    NoSimpleRoot {
        /// The origin p of the arrow.
        from: String,
        /// The follower q.
        to: String,
        /// What went wrong: "undetermined" or "inconsistent".
        problem: &'static str,
    },
    /// A path given to [`Realization::word_of_path`](crate::Realization::word_of_path)
    /// takes a step that is not an irreducible arrow.
    #[error(
        "{from} → {to} is not an irreducible arrow of ⟨p⟩; a path (6.2) goes along irreducible \
         arrows only: choose the next state among the irreducible followers of {from}"
    )]
    NotAnIrreducibleArrow {
        /// The state the step starts from.
        from: String,
        /// The state it goes to.
        to: String,
    },
    /// A path given to [`Realization::word_of_path`](crate::Realization::word_of_path)
    /// stops before the end e.
    #[error(
        "the path stops at {last}, which is not the end e of ⟨p⟩; a path (6.2) ends at e: \
         continue it along irreducible arrows"
    )]
    PathNotAtEnd {
        /// The last state of the path.
        last: String,
    },
    /// A state that is not a position of the realized ⟨p⟩.
    #[error("{state} is not a state of ⟨p⟩; give a position reachable from p")]
    UnknownState {
        /// The state.
        state: String,
    },
    /// Two irreducibly decomposed paths from the same state give different
    /// elements of W (Kawanaka §6 says this cannot happen for a plain
    /// algorithm).
    #[error(
        "at {state}, the irreducible arrows to {first} and to {second} begin paths (6.2) whose \
         words (6.3) give different elements w = {w1} and w = {w2} of W, but for a plain \
         algorithm w does not depend on the path (Kawanaka §6): ⟨p⟩ is not plain; find the \
         violated axiom with hookgames_plain::check_plain",
        w1 = word_name(.first_word),
        w2 = word_name(.second_word)
    )]
    PathDependent {
        /// The state.
        state: String,
        /// One irreducible follower.
        first: String,
        /// Another irreducible follower.
        second: String,
        /// A reduced word of the element of the path through `first`.
        first_word: Vec<usize>,
        /// A reduced word of the element of the path through `second`.
        second_word: Vec<usize>,
    },
    /// A word that is not a reduced decomposition.
    #[error(
        "the word {name} ({letters} letters) is not a reduced decomposition: its element has \
         length ℓ(w) = {length}; give a reduced word (WeylElement::reduced_word)",
        name = word_name(.word),
        letters = .word.len()
    )]
    NotReduced {
        /// The word.
        word: Vec<usize>,
        /// ℓ(w).
        length: usize,
    },
    /// The word (6.3) of an irreducibly decomposed path is not reduced.
    #[error(
        "the irreducibly decomposed path (6.2) from {state} gives the word {name} (6.3) of \
         {letters} letters, but ℓ(w) = {length}: (6.3) is reduced for a plain algorithm \
         (Kawanaka §6), so ⟨p⟩ is not plain; find the violated axiom with \
         hookgames_plain::check_plain",
        name = word_name(.word),
        letters = .word.len()
    )]
    PathNotReduced {
        /// The origin of the path.
        state: String,
        /// The word of the path.
        word: Vec<usize>,
        /// ℓ(w).
        length: usize,
    },
    /// An isomorphism of Theorem 6.2 (or the natural isomorphism
    /// vW_J ↦ vα_*) failed.
    #[error("Theorem 6.2: the map to {target} is not an isomorphism: {detail}")]
    IsomorphismFailed {
        /// Which algorithm: "⟨wα_*⟩_ρ" or "⟨wW_J⟩_σ", or "⟨wα_*⟩_ρ from
        /// ⟨wW_J⟩_σ" for the natural isomorphism.
        target: &'static str,
        /// The counterexample, with states, roots and cosets named.
        detail: String,
    },
    /// An integer result does not fit an i64.
    #[error("{what} does not fit an i64; use shorter words or smaller coordinates")]
    Overflow {
        /// What was being computed.
        what: &'static str,
    },
    /// Condition (a) of Kawanaka, Theorem 6.3 (Peterson's minuscule
    /// condition) fails at step i.
    #[error(
        "condition (a) of Theorem 6.3 fails for w = {name} at step i = {step} (α_i = α_{letter}): \
         s_{{α_i}}⋯s_{{α_l}}α_* − s_{{α_{{i+1}}}}⋯s_{{α_l}}α_* = {found}, not α_{letter}; w is not \
         minuscule, so it realizes no principal plain algorithm: choose a minuscule w, such as \
         the element of a realization (realize)",
        name = word_name(.word),
        found = vector_name(.difference, usize::MAX)
    )]
    ConditionA {
        /// The reduced word α₁, …, α_l that was checked.
        word: Vec<usize>,
        /// The 1-based index i of the failing letter.
        step: usize,
        /// The letter α_i.
        letter: usize,
        /// The difference, which should be the basis vector of α_i.
        difference: Vec<i64>,
    },
    /// Condition (b) of Kawanaka, Theorem 6.3 fails on an irreducible arrow.
    #[error(
        "condition (b) of Theorem 6.3 fails on the irreducible arrow {u} → {v} of ⟨wW_J⟩_σ: no \
         s ∈ S has s u^J = v^J; w is not minuscule, so it realizes no principal plain algorithm: \
         choose a minuscule w, such as the element of a realization (realize)",
        u = coset_name(.from),
        v = coset_name(.to)
    )]
    ConditionB {
        /// A reduced word of u^J.
        from: Vec<usize>,
        /// A reduced word of v^J.
        to: Vec<usize>,
    },
    /// An edge of a labelled Coxeter graph ([`CoxeterGraph`](crate::CoxeterGraph))
    /// has a label m < 3.
    #[error(
        "the edge {a} – {b} has the label m = {label}, but a Coxeter graph labels its edges with \
         an integer m ≥ 3 or ∞ (m = 2 means that the reflections commute: omit the edge; \
         m = 3 is the unlabelled edge of a Dynkin diagram)"
    )]
    BadLabel {
        /// One end, as given.
        a: usize,
        /// The other end, as given.
        b: usize,
        /// The label.
        label: u32,
    },
    /// A label ∞ joins two simple roots, so W is infinite (footnote 19 is
    /// implemented for finite W only).
    #[error(
        "the edge α_{a} – α_{b} has the label ∞, so s_{a} s_{b} has infinite order and W is \
         infinite; the labelled graphs of footnote 19 are implemented for finite W: put ∞ only \
         on an edge at α_* (it does not change W), or use a finite label"
    )]
    InfiniteLabel {
        /// One simple root.
        a: usize,
        /// The other.
        b: usize,
    },
    /// Condition (b) of Kawanaka, Theorem 6.3, fails on an irreducible arrow
    /// of ⟨wW_J⟩_σ for a labelled Coxeter graph (footnote 19).
    #[error(
        "condition (b) of Theorem 6.3 fails on the irreducible arrow {u} → {v} of ⟨wW_J⟩_σ: no \
         s ∈ S has s u^J = v^J; choose another w (labelled_condition_b_elements lists those \
         that satisfy (b))",
        u = coset_name(.from),
        v = coset_name(.to)
    )]
    LabelledConditionB {
        /// A reduced word of u^J.
        from: Vec<usize>,
        /// A reduced word of v^J.
        to: Vec<usize>,
    },
    /// The principal algorithm ⟨wW_J⟩_σ of a labelled Coxeter graph
    /// satisfies (b) but breaks a plain axiom (reported, never expected).
    #[error("⟨wW_J⟩_σ for w = {name} is not plain: {detail}", name = word_name(.word))]
    NotPlain {
        /// A reduced word of w^J.
        word: Vec<usize>,
        /// The violated axiom, as `hookgames_plain` reports it.
        detail: String,
    },
}

/// The vertex v of D_*: α_* for the white node, α_v otherwise.
pub(crate) fn node_name(v: usize, star: usize) -> String {
    if v == star {
        "α_*".to_string()
    } else {
        format!("α_{v}")
    }
}

/// A vector of V as a combination of the vertices, α_* first:
/// `α_* + 2α_0 − α_3`; `0` for the zero vector.
pub(crate) fn vector_name(v: &[i64], star: usize) -> String {
    let order = std::iter::once(star).chain((0..v.len()).filter(|&i| i != star));
    let mut out = String::new();
    for i in order {
        let Some(&c) = v.get(i) else { continue };
        if c == 0 {
            continue;
        }
        let node = node_name(i, star);
        let magnitude = c.unsigned_abs();
        let term = if magnitude == 1 {
            node
        } else {
            format!("{magnitude}{node}")
        };
        match (out.is_empty(), c < 0) {
            (true, false) => out.push_str(&term),
            (true, true) => out.push_str(&format!("−{term}")),
            (false, false) => out.push_str(&format!(" + {term}")),
            (false, true) => out.push_str(&format!(" − {term}")),
        }
    }
    if out.is_empty() { "0".to_string() } else { out }
}

/// The vertex of an edge that is out of range.
fn outside(a: &usize, b: &usize, vertices: &usize) -> usize {
    if a >= vertices { *a } else { *b }
}

/// n − 1, the last vertex number (0 for an empty tree).
fn last_index(n: &usize) -> usize {
    n.saturating_sub(1)
}

/// The coefficient of α_v in γ, with the minus sign of the combinations.
fn coefficient(vector: &[i64], vertex: &usize) -> String {
    let c = vector.get(*vertex).copied().unwrap_or(0);
    if c < 0 {
        format!("−{}", c.unsigned_abs())
    } else {
        c.to_string()
    }
}

/// "letter 2 of the word, α_5," or "the simple root α_5 of s_α".
fn letter_name(letter: &usize, position: &Option<usize>) -> String {
    match position {
        Some(i) => format!("letter {} of the word, α_{letter},", i + 1),
        None => format!("the simple root α_{letter} of s_α"),
    }
}

/// Why a letter is not in Π.
fn letter_problem(letter: &usize, star: &usize) -> &'static str {
    if letter == star {
        "the white node α_*, which has no reflection (W is generated by s_α, α ∈ Π)"
    } else {
        "not a vertex of D_*"
    }
}

/// An element of W as a word in S: `s_1 s_3 s_0`; `1` for the identity.
pub(crate) fn word_name(word: &[usize]) -> String {
    if word.is_empty() {
        return "1".to_string();
    }
    word.iter()
        .map(|a| format!("s_{a}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A coset vW_J by a reduced word of v^J: `s_2 s_1 W_J`; `W_J` for the
/// identity coset.
pub(crate) fn coset_name(word: &[usize]) -> String {
    if word.is_empty() {
        "W_J".to_string()
    } else {
        format!("{} W_J", word_name(word))
    }
}

/// What to do about a graph that is not a tree.
fn not_a_tree_hint(
    cycle_edge: &Option<(usize, usize)>,
    unreached: &Option<usize>,
    star: &usize,
) -> String {
    let star = *star;
    let mut hints = Vec::new();
    if let Some((a, b)) = *cycle_edge {
        hints.push(format!(
            "the edge {} – {} closes a cycle (remove it)",
            node_name(a, star),
            node_name(b, star)
        ));
    }
    if let Some(v) = *unreached {
        hints.push(format!(
            "{} is not joined to α_* (add an edge to it)",
            node_name(v, star)
        ));
    }
    if hints.is_empty() {
        "give the n − 1 edges of a tree".to_string()
    } else {
        hints.join("; ")
    }
}

/// A [`PlainError`] about the materialized algorithm, with the states it
/// names by index renamed by `name` (the positions of the game, or cosets).
pub(crate) fn name_plain_error(e: PlainError, name: impl Fn(u64) -> String) -> CoxeterError {
    match e {
        PlainError::AmbiguousArrowLength {
            state,
            follower,
            shortest,
            longest,
        } => CoxeterError::AmbiguousArrowLength {
            from: name(state),
            to: name(follower),
            shortest,
            longest,
        },
        PlainError::RootMap {
            state,
            follower,
            problem,
        } => CoxeterError::NoSimpleRoot {
            from: name(state),
            to: name(follower),
            problem,
        },
        PlainError::NotUniqueEnd { state, ends } => CoxeterError::NotUniqueEnd {
            state: name(state),
            ends,
        },
        PlainError::Game(g) => CoxeterError::Game(g),
        other => CoxeterError::Plain(other),
    }
}
