use hookgames_game::GameError;
use hookgames_plain::PlainError;

/// Errors of `hookgames-coxeter`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CoxeterError {
    /// The graph D_* has no vertex at all.
    #[error("a Dynkin diagram D_* needs at least the vertex α_*")]
    Empty,
    /// More vertices than [`MAX_VERTICES`](crate::MAX_VERTICES).
    #[error("{vertices} vertices exceed the limit MAX_VERTICES = {limit}")]
    TooManyVertices {
        /// The number of vertices asked for.
        vertices: usize,
        /// The limit.
        limit: usize,
    },
    /// A vertex index out of range.
    #[error("vertex {vertex} is out of range (the diagram has {vertices} vertices)")]
    VertexOutOfRange {
        /// The offending index.
        vertex: usize,
        /// The number of vertices.
        vertices: usize,
    },
    /// An edge from a vertex to itself.
    #[error("edge ({vertex}, {vertex}) is a loop")]
    Loop {
        /// The vertex.
        vertex: usize,
    },
    /// The same edge twice.
    #[error("edge ({a}, {b}) is given twice")]
    DuplicateEdge {
        /// One end.
        a: usize,
        /// The other end.
        b: usize,
    },
    /// The graph is not a tree (wrong number of edges or not connected).
    #[error(
        "D_* must be a tree: {vertices} vertices, {edges} edges, {components} connected components"
    )]
    NotATree {
        /// Vertices.
        vertices: usize,
        /// Edges.
        edges: usize,
        /// Connected components.
        components: usize,
    },
    /// A letter of a word is α_* (which has no reflection in W) or out of range.
    #[error(
        "letter {letter} at position {position} is not a simple root of Π (α_* = {star}, {vertices} vertices)"
    )]
    BadLetter {
        /// The letter.
        letter: usize,
        /// Its 0-based position in the word.
        position: usize,
        /// The index of α_*.
        star: usize,
        /// The number of vertices.
        vertices: usize,
    },
    /// A word or product longer than [`MAX_WORD_LENGTH`](crate::MAX_WORD_LENGTH).
    #[error("length {length} exceeds the limit MAX_WORD_LENGTH = {limit}")]
    WordTooLong {
        /// The length (or a bound on it) that was too large.
        length: usize,
        /// The limit.
        limit: usize,
    },
    /// A vector with the wrong number of coordinates.
    #[error("a vector of V needs {expected} coordinates, got {got}")]
    Dimension {
        /// Expected number of coordinates (|Π_*|).
        expected: usize,
        /// Given number.
        got: usize,
    },
    /// A vector that is not in the orbit Wα_*.
    #[error("vector {vector:?} is not in the orbit Wα_*")]
    NotInOrbit {
        /// The vector.
        vector: Vec<i64>,
    },
    /// A vector whose down-set [α_*, γ] exceeds [`MAX_BOX`](crate::MAX_BOX).
    #[error("root {vector:?} spans more than MAX_BOX = {limit} vectors below it")]
    RootTooLarge {
        /// The vector.
        vector: Vec<i64>,
        /// The limit.
        limit: u64,
    },
    /// A materialized algorithm exceeded [`MAX_STATES`](crate::MAX_STATES).
    #[error("more than MAX_STATES = {limit} states")]
    StateLimit {
        /// The limit.
        limit: usize,
    },
    /// An error of `hookgames-plain` (materializing, arrow lengths, the map F).
    #[error("plain algorithm: {0}")]
    Plain(#[from] PlainError),
    /// An error of the game engine `hookgames-game` (materializing an
    /// algorithm, a state limit, an isomorphism check).
    #[error("game engine: {0}")]
    Game(#[from] GameError),
    /// The principal algorithm ⟨p⟩ has a Dynkin diagram with several white
    /// nodes (it is not connected), so Kawanaka §6 does not apply.
    #[error("the Dynkin diagram has {stars} white nodes α_*, expected 1")]
    NotConnected {
        /// Number of white nodes.
        stars: usize,
    },
    /// An irreducible arrow whose F-value is not a simple root.
    #[error("irreducible arrow {from} → {to} has no simple root F(p → q)")]
    NoSimpleRoot {
        /// Origin (state index).
        from: u32,
        /// Target (state index).
        to: u32,
    },
    /// Two irreducibly decomposed paths from the same state give different
    /// elements of W (Kawanaka §6 says this cannot happen for a plain algorithm).
    #[error(
        "state {state}: the irreducible arrows to {first} and {second} give different elements of W"
    )]
    PathDependent {
        /// The state (index in the materialized algorithm).
        state: u32,
        /// One irreducible follower.
        first: u32,
        /// Another irreducible follower.
        second: u32,
    },
    /// The word (6.3) of a path is not reduced.
    #[error("the word (6.3) of length {word_length} is not reduced: ℓ(w) = {length}")]
    NotReduced {
        /// The length of the word.
        word_length: usize,
        /// ℓ(w).
        length: usize,
    },
    /// An isomorphism of Theorem 6.2 failed.
    #[error("Theorem 6.2 isomorphism ⟨p⟩ ≅ {target} failed: {detail}")]
    IsomorphismFailed {
        /// Which algorithm: "⟨wα_*⟩_ρ" or "⟨wW_J⟩_σ".
        target: &'static str,
        /// The counterexample, formatted.
        detail: String,
    },
    /// An integer result does not fit an i64.
    #[error("overflow: {what} does not fit an i64")]
    Overflow {
        /// What was being computed.
        what: &'static str,
    },
    /// Condition (a) of Kawanaka, Theorem 6.3 (Peterson's minuscule
    /// condition) fails at step i.
    #[error(
        "condition (a) fails at step i = {step} (letter {letter}): s_{{α_i}}⋯s_{{α_l}}α_* − s_{{α_{{i+1}}}}⋯s_{{α_l}}α_* = {difference:?}, not α_i"
    )]
    ConditionA {
        /// The 1-based index i of the failing letter.
        step: usize,
        /// The letter α_i.
        letter: usize,
        /// The difference, which should be the basis vector of α_i.
        difference: Vec<i64>,
    },
    /// Condition (b) of Kawanaka, Theorem 6.3 fails on an irreducible arrow.
    #[error(
        "condition (b) fails on the irreducible arrow uW_J → vW_J with u^J = {from:?}, v^J = {to:?}: no s ∈ S has s u^J = v^J"
    )]
    ConditionB {
        /// A reduced word of u^J.
        from: Vec<usize>,
        /// A reduced word of v^J.
        to: Vec<usize>,
    },
}
