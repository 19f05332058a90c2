//! The compiled graph of a `Game` and its values, grown one query at a
//! time: every state explored so far has a number, its followers are a row
//! of a compressed adjacency list (one `u32` an arrow), and each convention
//! keeps one value slot per state. A query explores only the states it has
//! not seen (in Python, `pygame`) and solves only the states whose value is
//! unknown (here), so filling a table of N positions costs O(N + arrows)
//! over all its queries, not O(N²).
//!
//! The search is the engine's recursion (Sprague–Grundy: the mex of the
//! followers' values; an end is worth `Convention::end_value`) as an
//! iterative depth-first search with an explicit stack, over dense arrays
//! instead of the `Solver`'s hash map: the `Solver` owns its game and
//! caches by state, so it cannot be kept across queries while the graph it
//! reads grows. A search runs in slices of [`Search::run`]'s budget, so the
//! caller can release the GIL for a slice and look for Ctrl-C between two;
//! a search that stops (a cycle, Ctrl-C) puts its unfinished states back
//! to unknown, and the values found stay valid.

use hookgames::game::Convention;

/// The value slot of a state whose value is not known yet.
const UNKNOWN: u32 = u32::MAX;

/// The value slot of a state on the search's stack.
const IN_PROGRESS: u32 = u32::MAX - 1;

/// The slot of a convention in [`Compiled::values`].
fn slot(conv: Convention) -> usize {
    match conv {
        Convention::Misere => 1,
        _ => 0,
    }
}

/// The states explored so far (numbered 0, 1, … in the order they were
/// first seen), the followers of the first [`Compiled::expanded`] of them,
/// and the values known under each convention.
#[derive(Debug)]
pub(crate) struct Compiled {
    /// `offsets[i]..offsets[i + 1]` index the followers of state `i` in
    /// `arrows`, for every expanded state `i`.
    offsets: Vec<usize>,
    arrows: Vec<u32>,
    /// One slot per state and convention: a value, [`UNKNOWN`] or
    /// [`IN_PROGRESS`].
    values: [Vec<u32>; 2],
    /// `seen[q] == row + 1` while the row of state `row` is built and
    /// already lists `q` (a follower listed twice counts once).
    seen: Vec<u32>,
}

impl Default for Compiled {
    fn default() -> Self {
        Compiled {
            offsets: vec![0],
            arrows: Vec::new(),
            values: [Vec::new(), Vec::new()],
            seen: Vec::new(),
        }
    }
}

/// Where a graph stood before a query changed it, to undo the query.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Mark {
    pub(crate) states: usize,
    expanded: usize,
    arrows: usize,
}

impl Compiled {
    /// The number of states.
    pub(crate) fn len(&self) -> usize {
        self.values[0].len()
    }

    /// The number of states whose followers are known.
    pub(crate) fn expanded(&self) -> usize {
        self.offsets.len() - 1
    }

    /// The number of arrows.
    pub(crate) fn arrow_count(&self) -> usize {
        self.arrows.len()
    }

    /// Adds a state (numbered `len()`), its values unknown.
    pub(crate) fn add_state(&mut self) {
        self.values[0].push(UNKNOWN);
        self.values[1].push(UNKNOWN);
        self.seen.push(0);
    }

    /// Whether the row being built for state `expanded()` lists `q`.
    pub(crate) fn listed(&self, q: u32) -> bool {
        self.seen[q as usize] == self.expanded() as u32 + 1
    }

    /// Adds `q` to the row being built for state `expanded()` (which does
    /// not list it yet: [`Compiled::listed`]).
    pub(crate) fn push_arrow(&mut self, q: u32) {
        self.seen[q as usize] = self.expanded() as u32 + 1;
        self.arrows.push(q);
    }

    /// Ends the row of state `expanded()`: it is expanded from now on.
    pub(crate) fn end_row(&mut self) {
        self.offsets.push(self.arrows.len());
    }

    /// The followers of the expanded state `p`.
    pub(crate) fn row(&self, p: u32) -> &[u32] {
        let p = p as usize;
        &self.arrows[self.offsets[p]..self.offsets[p + 1]]
    }

    /// The value of `p` under `conv`, if known.
    pub(crate) fn value(&self, p: u32, conv: Convention) -> Option<u64> {
        match self.values[slot(conv)][p as usize] {
            UNKNOWN | IN_PROGRESS => None,
            v => Some(u64::from(v)),
        }
    }

    /// Where the graph stands now.
    pub(crate) fn mark(&self) -> Mark {
        Mark {
            states: self.len(),
            expanded: self.expanded(),
            arrows: self.arrows.len(),
        }
    }

    /// Forgets every state, row and arrow added since `mark`. The values
    /// of the states kept stay valid: a state expanded before `mark` only
    /// reaches states expanded before it (an exploration expands every
    /// state it finds), and values are only found for expanded states.
    pub(crate) fn undo(&mut self, mark: Mark) {
        // A row left half built would find its marks again when rebuilt.
        for &q in &self.arrows[mark.arrows.min(self.arrows.len())..] {
            if let Some(s) = self.seen.get_mut(q as usize) {
                *s = 0;
            }
        }
        for v in &mut self.values {
            v.truncate(mark.states);
        }
        self.seen.truncate(mark.states);
        self.offsets.truncate(mark.expanded + 1);
        self.arrows.truncate(mark.arrows);
    }
}

/// What a slice of a search ended with.
#[derive(Debug)]
pub(crate) enum Step {
    /// The root's value.
    Done(u64),
    /// The budget ran out; call [`Search::run`] again.
    Paused,
    /// A cycle was found: the states on it, in order (the first again at
    /// the end). The search is over (call [`Search::abandon`]).
    Cycle(Vec<u32>),
}

/// A depth-first search for the value of one state under one convention,
/// over a [`Compiled`] graph whose states reachable from the root are all
/// expanded. One `Search` is kept with the graph and reused, so a query
/// whose answer is a few states away allocates nothing.
#[derive(Debug, Default)]
pub(crate) struct Search {
    slot: usize,
    end_value: u32,
    root: u32,
    /// The path from the root: a state and the index in `arrows` of the
    /// next follower to look at.
    stack: Vec<(u32, usize)>,
    /// Which values below the out-degree occur among a state's followers.
    present: Vec<bool>,
}

impl Search {
    /// Starts the search for the value of `root` under `conv` in `graph`
    /// (a search left unfinished must be abandoned first).
    pub(crate) fn start(&mut self, graph: &mut Compiled, conv: Convention, root: u32) {
        self.slot = slot(conv);
        self.end_value = conv.end_value() as u32;
        self.root = root;
        self.stack.clear();
        let values = &mut graph.values[self.slot];
        if values[root as usize] == UNKNOWN {
            values[root as usize] = IN_PROGRESS;
            self.stack.push((root, graph.offsets[root as usize]));
        }
    }

    /// Runs for at most about `budget` steps (a step settles a state or
    /// goes one state deeper; each looks at the followers of one state).
    ///
    /// # Complexity
    /// Over all slices of all searches on one graph: O(states + arrows)
    /// per convention, for a state is settled once and its row read twice.
    pub(crate) fn run(&mut self, graph: &mut Compiled, mut budget: usize) -> Step {
        let values = &mut graph.values[self.slot];
        while let Some(top) = self.stack.len().checked_sub(1) {
            if budget == 0 {
                return Step::Paused;
            }
            budget -= 1;
            let (p, next) = self.stack[top];
            let end = graph.offsets[p as usize + 1];
            let mut deeper = None;
            let mut i = next;
            while i < end {
                let q = graph.arrows[i];
                i += 1;
                match values[q as usize] {
                    UNKNOWN => {
                        deeper = Some(q);
                        break;
                    }
                    IN_PROGRESS => {
                        let from = self.stack.iter().position(|&(s, _)| s == q).unwrap_or(0);
                        let mut cycle: Vec<u32> =
                            self.stack[from..].iter().map(|&(s, _)| s).collect();
                        cycle.push(q);
                        return Step::Cycle(cycle);
                    }
                    _ => {}
                }
            }
            self.stack[top].1 = i;
            if let Some(q) = deeper {
                values[q as usize] = IN_PROGRESS;
                self.stack.push((q, graph.offsets[q as usize]));
                continue;
            }
            // Every follower is settled: the mex of their values.
            let row = &graph.arrows[graph.offsets[p as usize]..end];
            let value = if row.is_empty() {
                self.end_value
            } else {
                self.present.clear();
                self.present.resize(row.len() + 1, false);
                for &q in row {
                    let v = values[q as usize] as usize;
                    if v < self.present.len() {
                        self.present[v] = true;
                    }
                }
                // At most the out-degree, far below the sentinels.
                self.present.iter().position(|&b| !b).unwrap_or(row.len()) as u32
            };
            values[p as usize] = value;
            self.stack.pop();
        }
        Step::Done(u64::from(values[self.root as usize]))
    }

    /// Ends a search that will not be continued: the states on its stack
    /// are unknown again (the values it settled stay).
    pub(crate) fn abandon(&mut self, graph: &mut Compiled) {
        let values = &mut graph.values[self.slot];
        for (p, _) in self.stack.drain(..) {
            values[p as usize] = UNKNOWN;
        }
    }
}
