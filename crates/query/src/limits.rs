//! The command's (and the explorer's) own limits, each in the unit that runs out and checked
//! before the work or the allocation it bounds. (The library's limits —
//! `MAX_MATERIALIZED`, the solver's `Limits`, `MAX_BOXES`, … — apply on
//! top; the guide's Limits chapter lists them all.)

/// The largest structure the command itself builds in memory from a
/// position, in bytes: 2^28 = 268 435 456 (256 MiB), the library's budget
/// for one materialized output (`MAX_MATERIALIZED_BYTES`, the same value). It bounds the rows of a run-length
/// position expanded one by one (8 bytes a row), the β-set the
/// Sato–Welter value is read from (a bitset of λ_1 + ℓ cells, or a list of
/// ℓ β-numbers and its sorted copy: 16 bytes a row, whichever is smaller),
/// and the diagonal expression of `show --rect` (8 bytes a value).
pub const MEMORY_BUDGET_BYTES: u64 = hookgames::partition::MAX_MATERIALIZED_BYTES;

/// The largest output of one listing printed without `--all`, in bytes:
/// 2^24 = 16 777 216 (16 MiB). `moves` lists moves while the listing
/// stays within it (each move measured as it will be printed, before it
/// is printed) and says how many it left out; `show --json` lists the
/// β-numbers when their list is at most this long.
pub const MAX_LISTING_BYTES: u64 = 1 << 24;

/// The most characters of the input an error message quotes: 60. A longer
/// input is quoted as an excerpt of 60 characters with its position.
pub const EXCERPT_CHARS: usize = 60;

/// The longest error message, in characters: 2000. Every message is also
/// cut to one line and has its control characters escaped.
pub const MAX_MESSAGE_CHARS: usize = 2000;

/// An MHRG(m, n) position is first searched from itself by the memoised
/// solver, exploring at most this many states (2^16 = 65 536, well under
/// a second); only if its down-set is larger (in normal play, in a game of
/// at least 2^20 positions) is the whole game solved by the dense solver,
/// so the terminal position and the small positions of a large game are
/// answered at once. (Misère play has no dense solver: the search runs
/// under the solver's default `Limits`.)
pub const MHRG_SEARCH_STATES: u64 = 1 << 16;

/// The largest table of MHRG(m, n) the command solves whole, in bytes:
/// 2^24 = 16 777 216 (one byte per position, so 2^24 positions, e.g.
/// MHRG(24, 24), about 15 s on two cores). The dense solver's work grows
/// with its table (each position's moves, at most m·n), so this bounds
/// the time too. A larger game is refused when a position of it needs
/// the whole game (`table mhrg` allows each game
/// [`TABLE_GAME_BUDGET_BYTES`] = 4 GiB, for runs that mean to wait).
pub const MHRG_DENSE_BUDGET_BYTES: u64 = 1 << 24;

/// The longest hook-length table `show --hooks` prints, in bytes of
/// output: 2^30 = 1 073 741 824 (1 GiB). The table is streamed row by row
/// (nothing of it is kept in memory), but it has one entry per box, so a
/// partition such as `5^1000000000000` would print terabytes; its length
/// is bounded before anything is printed (|λ| entries of at most
/// digits(h(1,1)) + 3 bytes and 3 bytes a row). Without `--hooks` the
/// table is printed for at most `HOOK_TABLE_CAP` = 10 000 boxes.
pub const MAX_HOOKS_OUTPUT_BYTES: u64 = 1 << 30;

/// The most positions one run of `table mhrg` solves (the table, or its
/// shard under `--shard I/N`), unless `--max-positions` says otherwise:
/// 2^28 = 268 435 456, summed over the distinct reduced games MHRG(a, b)
/// it solves (each solved whole by the dense solver, one byte a position,
/// so this is its work). `--max 21` (159 140 508 positions) and
/// `--max-sum 34` (193 710 226) are the largest tables within it; `--max
/// 22` has 3.8·10^8, `--max-sum 38` 1.7·10^9 (16 shards of at most
/// 2.3·10^8 each).
pub const MAX_TABLE_POSITIONS: u64 = 1 << 28;

/// The most positions `table mhrg … --max-positions P` may allow one run:
/// 2^40 = 1 099 511 627 776 (days on two cores; the triangle m + n ≤ 40
/// has 5.2·10^9). Each game also needs one byte per position, within
/// [`TABLE_GAME_BUDGET_BYTES`] (4 GiB) per game.
pub const MAX_TABLE_POSITIONS_CEILING: u64 = 1 << 40;

/// The memory budget of one game's table in `table mhrg`: 2^32 bytes =
/// 4 GiB (one byte per position: games of up to 4·2^30 positions), the
/// `Limits::max_bytes` of the engine the command solves the table with.
/// (The library's default, `DEFAULT_MAX_BYTES` = 512 MiB, is for calls
/// that did not choose; 0.2's MHRG solver had 4 GiB of its own, which
/// this keeps for the command.)
pub const TABLE_GAME_BUDGET_BYTES: u64 = 1 << 32;

/// The largest partition |λ| (in boxes) on which `grundy`, `moves` and
/// `board` play the non-repetitive variant of LCTR or Downright
/// (Gottlieb–Krnc–Muršič §8; `lctr-nonrep`, `downright-nonrep`): 2^18 =
/// 262 144 boxes, checked on the runs before the rows are expanded. The
/// generic solver visits at most 15 states per box (the box and the last
/// three moves) plus the empty positions around λ, so at most about 4·10^6
/// states, within its default `DEFAULT_MAX_STATES` = 2^24 and a few
/// seconds.
pub const NONREP_MAX_BOXES: u64 = 1 << 18;

/// The most work of `board lctr-nonrep` / `board downright-nonrep`, in
/// boxes: 2^20 = 1 048 576. The board solves the game afresh from every
/// subposition λ\[i,j\], so its work is Σ |λ\[i,j\]| over the boxes (i, j) of
/// λ, = Σ_{(r,c) ∈ λ} r·c (1-based), computed exactly before any solving.
pub const NONREP_BOARD_WORK: u64 = 1 << 20;

/// The most states the remoteness search of `grundy … --remoteness`
/// explores: 2^20 = 1 048 576 (the generic solver's `max_states`, a few
/// seconds), so that every remoteness the command answers — or refuses
/// with this limit's name — takes seconds. Impartial chess is refused
/// from the size of its board before the search (one state per box).
pub const REMOTENESS_MAX_STATES: u64 = 1 << 20;

/// The most moves the remoteness search examines: 2^25 = 33 554 432 (the
/// generic solver's `max_arrows`; a queen on a large board has thousands
/// of moves per box).
pub const REMOTENESS_MAX_ARROWS: u64 = 1 << 25;

/// The largest input read from a file or standard input (64 MiB): research
/// inputs outgrow the command line, but not this.
pub const MAX_INPUT_BYTES: u64 = 64 << 20;

/// The largest number of boxes whose hook-length table `show` prints
/// without `--hooks` (and of rows whose β-numbers the text output lists,
/// and of rows a position's text lists one by one).
pub const HOOK_TABLE_CAP: u64 = 10_000;

/// The most boxes of a position the explorer draws box by box
/// (`hookgames serve`, the `explore` question): 2 500. Up to it, the
/// answer lists the hook length of every box, every move with the value
/// it leads to (the Sato–Welter game: one move per box) and, for LCTR and
/// Downright, the board SG(λ\[i,j\]) of Figure 5; beyond it, the value
/// and (LCTR, Downright) the two moves only, and the page draws the runs
/// of the position in summary.
pub const EXPLORE_MAX_BOXES: u64 = 2_500;

/// The most states of the explorer's searches (the remoteness of a
/// position and of its moves, and the misère value of a Young diagram,
/// which has no formula): 2^17 = 131 072, checked on the position's
/// down-set before anything is explored, so that every answer of the
/// explorer takes about a second at most (the command line's searches allow
/// `REMOTENESS_MAX_STATES` and the solver's defaults).
pub const EXPLORE_SEARCH_STATES: u64 = 1 << 17;

/// The most moves the explorer's searches examine: 2^20 = 1 048 576
/// (the generic solver's `max_arrows`, with [`EXPLORE_SEARCH_STATES`]),
/// about a second of work for the largest misère Sato–Welter question.
pub const EXPLORE_SEARCH_ARROWS: u64 = 1 << 20;

/// The most positions below a position whose game-tree statistics the
/// explorer counts (LCTR §2.4: nodes, leaves, height, tree classes):
/// 2^15 = 32 768; a larger position is answered without them.
pub const EXPLORE_TREE_STATES: u64 = 1 << 15;

/// The most threads `--threads N` may ask for: 1 024. More would not make
/// a computation faster on any machine we know of, and each thread
/// reserves a stack; a larger count is refused before any thread starts.
/// (The library itself takes no thread counts: its parallel paths run in
/// the caller's rayon pool, which the command sizes from `--threads`.)
pub const MAX_THREADS: usize = 1024;
