"""Benchmarks of ``hookgames.Game`` (a game written in Python) against the
plain-Python code a user would otherwise write, as issue 33 states them:

* the table of the subtraction game S = {1, 3, 4} up to 8,000, against the
  bottom-up loop ``g[n] = mex({g[n - s] ...})``: within 2x;
* every position of Chomp 5x5 to 7x7, against the same loop over the
  positions in order of size with a dict: no slower;
* a single query on a fresh game, against a dict-memoised recursive mex
  (``functools.cache`` recursion over the same followers function):
  within 1.2x.

``.ci/python`` runs it and prints the figures; nothing is asserted on the
times (a shared CI machine's times vary), but every answer is checked
against the plain-Python one. Run it with ``python benches/games.py`` in a
virtual environment where the module is installed; ``--quick`` runs the
small sizes only.
"""

import functools
import itertools
import sys
import time

import hookgames as hg

QUICK = "--quick" in sys.argv


def compare(ours, theirs, repeat=5):
    """The least CPU time of ``repeat`` runs of ``ours()`` and of
    ``theirs()``, run in turns so that both meet the same machine, and
    their last results. CPU time of the process, not the wall clock: other
    work on a shared machine disturbs the figures less (both sides run on
    the calling thread; the solver releases the GIL but runs on it)."""
    times = ([], [])
    results = [None, None]
    for _ in range(repeat):
        for k, f in enumerate((ours, theirs)):
            t = time.process_time()
            results[k] = f()
            times[k].append(time.process_time() - t)
    return min(times[0]), min(times[1]), results[0], results[1]


def mex(values):
    m = 0
    while m in values:
        m += 1
    return m


def row(name, ours, theirs, target):
    ratio = ours / theirs
    print(f"  {name:<46} {ours * 1e3:9.2f} ms  {theirs * 1e3:9.2f} ms  {ratio:6.2f}x  (target {target})")


# -- the subtraction game S = {1, 3, 4} --------------------------------------

S = (1, 3, 4)


def subtraction_followers(n):
    return [n - s for s in S if n >= s]


def subtraction_plain(count):
    g = [0] * count
    for n in range(count):
        g[n] = mex({g[n - s] for s in S if n >= s})
    return g


# -- Chomp on an m x n rectangle ----------------------------------------------


def chomp_followers(rows):
    """Eat the box (i, j) (0-based) and every box below and right of it;
    the poisoned box (0, 0) is never eaten, so (1,) is the end."""
    out = []
    for i, r in enumerate(rows):
        for j in range(r):
            if i or j:
                out.append(rows[:i] + tuple(x for x in (min(x, j) for x in rows[i:]) if x))
    return out


def chomp_positions(m, n):
    """Every diagram inside the m x n rectangle that has the box (0, 0), by size."""
    out = []
    for k in range(1, m + 1):
        for rows in itertools.combinations_with_replacement(range(n, 0, -1), k):
            out.append(rows)
    out.sort(key=sum)
    return out


def chomp_plain(positions):
    g = {}
    for p in positions:
        g[p] = mex({g[q] for q in chomp_followers(p)})
    return g


# -- hook removal (the Sato-Welter game) on tuples ---------------------------


def hook_followers(rows):
    """Remove the hook of every box: the partition of the beta-numbers with
    one bead slid down by the hook length (Kawanaka section 8)."""
    s = len(rows)
    betas = [p + s - i for i, p in enumerate(rows, 1)]
    taken = set(betas)
    out = []
    for k, b in enumerate(betas):
        for c in range(b):
            if c not in taken:
                moved = sorted(betas[:k] + [c] + betas[k + 1:], reverse=True)
                out.append(tuple(x for x in (v - (s - i) for i, v in enumerate(moved, 1)) if x > 0))
    return out


def nim_followers(n):
    return range(n)


def memoised(followers):
    """The baseline of a single query: a dict-memoised recursive mex."""

    @functools.cache
    def g(state):
        return mex({g(q) for q in followers(state)})

    return g


def main():
    sys.setrecursionlimit(100_000)
    print(f"hookgames {hg.__version__}, Python {sys.version.split()[0]}")
    print(f"  {'':<46} {'hookgames':>12}  {'plain Python':>12}  {'ratio':>7}")

    count = 2000 if QUICK else 8000
    print(f"S = {{1, 3, 4}}: the table of {count} values")
    t, plain_t, got, plain = compare(
        lambda: hg.Game(subtraction_followers).grundy_values(range(count)),
        lambda: subtraction_plain(count),
    )
    assert got == plain
    row("Game(f).grundy_values(range(N))", t, plain_t, "<= 2x")

    def loop():
        game = hg.Game(subtraction_followers)
        return [game.grundy(n) for n in range(count)]

    t, plain_t, got, plain = compare(loop, lambda: subtraction_plain(count))
    assert got == plain
    row("[game.grundy(n) for n in range(N)]", t, plain_t, "<= 2x")

    sizes = [(5, 5), (6, 6)] if QUICK else [(5, 5), (6, 6), (7, 7)]
    print("Chomp: every position of the rectangle")
    for m, n in sizes:
        positions = chomp_positions(m, n)
        t, plain_t, got, plain = compare(
            lambda: hg.Game(chomp_followers).grundy_values(positions),
            lambda: chomp_plain(positions),
        )
        assert got == [plain[p] for p in positions]
        row(f"{m}x{n} ({len(positions)} positions), grundy_values", t, plain_t, "<= 1x")

        def loop():
            game = hg.Game(chomp_followers)
            return {p: game.grundy(p) for p in positions}

        t, plain_t, got, plain = compare(loop, lambda: chomp_plain(positions))
        assert got == plain
        row(f"{m}x{n}, one grundy call per position", t, plain_t, "<= 1x")

    print("A single query on a fresh game, against a functools.cache recursive mex")
    nim, side, rows = (1000, 6, 6) if QUICK else (2000, 8, 8)
    cases = [
        (f"Nim, heap {nim}", nim_followers, nim),
        (f"Chomp {side}x{side}", chomp_followers, (side,) * side),
        (f"hook removal, {rows},...,2,1", hook_followers, tuple(range(rows, 0, -1))),
        ("S = {1, 3, 4}, n = 8000", subtraction_followers, 8000),
    ]
    for name, followers, root in cases:
        t, plain_t, got, plain = compare(
            lambda: hg.Game(followers).grundy(root),
            lambda: memoised(followers)(root),
            repeat=3,
        )
        assert got == plain
        row(name, t, plain_t, "<= 1.2x")


if __name__ == "__main__":
    main()
