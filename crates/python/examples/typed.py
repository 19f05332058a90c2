"""A typed tour of the module, checked by ``mypy --strict`` in CI
(``.ci/python``) and run there as a script: the stubs must give every
result its precise type. The ``# type: ignore[...]`` lines of
``never_called`` are errors the stubs must catch: mypy's ``--strict``
reports an ignore that silences nothing, so each of them is checked too."""

from typing import Dict, List, Tuple

import hookgames as hg

# Partitions: Sage's names and cells (0-based), the papers' boxes (1-based).
lam: hg.Partition = hg.Partition([9, 8, 6, 5, 5, 2])
core: hg.Partition = lam.core(2)
quotient: Tuple[hg.Partition, ...] = lam.quotient(2)
cells: List[Tuple[int, int]] = lam.cells()
assert lam.hook_length(0, 0) == lam.hook_length_at_box(1, 1) == 14
first: int = lam[0]
head: List[int] = lam[:2]
assert lam == [9, 8, 6, 5, 5, 2] and hash(lam) == hash((9, 8, 6, 5, 5, 2))
a, b = lam.frobenius_coordinates()
assert a == [8, 6, 3, 1, 0] and b == [5, 4, 2, 1, 0]

# Game results are typed by the game: a Sato-Welter move's result is a
# Partition, a shifted one's a ShiftedPartition.
winning: List[hg.Partition] = hg.SatoWelter().winning_moves(lam)
moves: List[hg.HookMove[hg.Partition]] = hg.SatoWelter().describe(lam, winning)
after: hg.Partition = moves[0].result
assert after.core(2).size() <= after.size()
shg = hg.ShiftedHookGame()
shifted_moves = shg.describe([7, 6, 4, 3, 2], shg.winning_moves([7, 6, 4, 3, 2]))
s: hg.ShiftedPartition = shifted_moves[0].result
turtles = hg.TurningTurtles(8)
turns: List[hg.TurtleMove] = turtles.describe([2, 3, 7], turtles.winning_moves([2, 3, 7]))
assert turns[0].head == 7 and turns[0].other == 1
box: Tuple[int, int] = moves[0].box

# A game of your own is generic in its states.


def take(n: int) -> List[int]:
    return [n - k for k in (1, 3, 4) if n >= k]


game: hg.Game[int] = hg.Game(take)
values: List[int] = game.grundy_values(range(100))
table: Dict[int, int] = dict(zip(range(100), values))
winning_heaps: List[int] = game.winning_moves(9)
assert table[9] == game.grundy(9) and all(game.grundy(n) == 0 for n in winning_heaps)

# Sums take any game; their positions are tuples.
total = hg.Sum(hg.SatoWelter(), game)
sum_moves: List[Tuple[object, ...]] = total.winning_moves((lam, 9))

# Errors are classes of the module, and the limits are its constants.
try:
    lam.core(-1)
except hg.ArgumentError as e:
    message: str = str(e)
limit: int = hg.MAX_STATES


def never_called() -> None:
    """Errors the stubs must catch (checked by mypy, never run)."""
    s.core(2)  # type: ignore[attr-defined]  # a ShiftedPartition has no core
    game.grundy("nine")  # type: ignore[arg-type]  # the states are ints
    lam.hook_length(0)  # type: ignore[call-arg]  # a cell has two coordinates


print("typed example ok:", len(cells), "cells,", len(sum_moves), "winning moves of the sum")
