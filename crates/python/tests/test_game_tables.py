"""Issue 33: a ``Game`` written in Python keeps its explored graph and its
values, so a query costs the states it adds; ``grundy_values`` answers many
positions at once; a failed query leaves the game as it was."""

import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hookgames as hg
import reference as ref


def mex(values):
    m = 0
    while m in values:
        m += 1
    return m


def subtraction(moves):
    return lambda n: [n - k for k in moves if n >= k]


def table(moves, count, end=0):
    """The values 0..count-1 of the subtraction game, bottom up (end: the
    value of a position without a move: 0, or 1 in misère play)."""
    g = []
    for n in range(count):
        followers = [g[n - k] for k in moves if n >= k]
        g.append(mex(set(followers)) if followers else end)
    return g


def test_grundy_values_of_a_range_a_list_and_a_generator():
    game = hg.Game(subtraction((1, 3, 4)))
    want = table((1, 3, 4), 500)
    assert game.grundy_values(range(500)) == want
    assert game.grundy_values([499, 0, 7, 7]) == [want[499], want[0], want[7], want[7]]
    assert game.grundy_values(n for n in range(10, 20)) == want[10:20]
    assert game.grundy_values([]) == []
    # The table as a dict.
    positions = range(0, 500, 7)
    assert dict(zip(positions, game.grundy_values(positions))) == {n: want[n] for n in positions}
    assert game.misere_grundy_values(range(50)) == table((1, 3, 4), 50, end=1)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, 6), max_size=4).map(lambda xs: sorted(xs, reverse=True)))
def test_grundy_values_agree_with_single_queries_and_the_reference(parts):
    game = hg.Game(ref.lctr_followers)
    fresh = hg.Game(ref.lctr_followers)
    positions = sorted(game_states(tuple(parts)), key=len)
    values = game.grundy_values(positions)
    assert values == [fresh.grundy(p) for p in positions]
    assert values == [hg.Lctr().grundy(list(p)) for p in positions]
    assert game.misere_grundy_values(positions) == [hg.Lctr().misere_grundy(list(p)) for p in positions]


def game_states(root):
    """Every position reachable from ``root`` in LCTR (pure Python)."""
    seen, todo = {root}, [root]
    while todo:
        for q in ref.lctr_followers(todo.pop()):
            if q not in seen:
                seen.add(q)
                todo.append(q)
    return seen


def test_declared_values_answer_grundy_values_unless_search():
    calls = []

    def declared(n):
        calls.append(n)
        return n % 3

    game = hg.Game(subtraction((1, 2)), grundy=declared)
    assert game.grundy_values(range(10)) == [n % 3 for n in range(10)]
    assert calls == list(range(10)) and game.cached_states() == 0
    assert game.grundy_values(range(10), search=True) == [n % 3 for n in range(10)]
    assert game.cached_states() == 10


def test_followers_are_asked_once_per_state_over_all_queries():
    calls = []

    def followers(n):
        calls.append(n)
        return [n - k for k in (1, 3, 4) if n >= k]

    game = hg.Game(followers)
    for n in range(300):
        game.grundy(n)
    game.grundy_values(range(300))
    game.misere_grundy_values(range(300))
    game.winning_moves(299)
    assert sorted(calls) == list(range(300))
    assert game.cached_states() == 300


def test_a_table_by_single_queries_costs_what_one_call_costs():
    # Issue 33: each query rebuilt the solver over the whole cache, so
    # 20,000 single queries cost ~10^4 times one call for the whole table.
    # Linear queries cost a small constant factor more (the calls
    # themselves); the bound is loose, for a busy machine.
    n = 20_000
    start = time.process_time()
    hg.Game(subtraction((1, 3, 4))).grundy_values(range(n))
    together = time.process_time() - start
    game = hg.Game(subtraction((1, 3, 4)))
    start = time.process_time()
    for k in range(n):
        game.grundy(k)
    one_by_one = time.process_time() - start
    assert one_by_one < 20 * max(together, 1e-3), (one_by_one, together)


def test_a_query_after_an_error_finds_the_game_as_it_was():
    class Boom(Exception):
        pass

    def followers(n):
        if n == 1000:
            raise Boom("no followers for 1000")
        return [n - k for k in (1, 2) if n >= k] + ([1000] if n == 50 else [])

    game = hg.Game(followers)
    assert game.grundy_values(range(40)) == [n % 3 for n in range(40)]
    assert game.cached_states() == 40
    with pytest.raises(Boom):
        game.grundy(60)  # explores 41..60, then 1000 raises
    assert game.cached_states() == 40  # the states of the failed call are gone
    assert game.grundy(45) == 0 and game.cached_states() == 46
    # The states limit: the call is undone, the game keeps the rest.
    small = hg.Game(subtraction((1,)), max_states=10)
    assert small.grundy(5) == 1
    with pytest.raises(hg.LimitError, match="max_states = 10"):
        small.grundy(20)
    assert small.cached_states() == 6 and small.grundy(9) == 1


def test_a_cycle_names_its_states_and_the_game_stays_usable():
    def followers(s):
        return {"a": ["b"], "b": ["c"], "c": ["a"], "d": []}.get(s, ["d"])

    game = hg.Game(followers)
    with pytest.raises(hg.GameError, match=r"'a' -> 'b' -> 'c' -> 'a'"):
        game.grundy("a")
    assert game.grundy("x") == 1 and game.grundy("d") == 0
    with pytest.raises(hg.GameError, match="cycle of 3 move"):
        game.grundy("b")


def test_a_long_search_releases_the_gil_and_answers():
    # A path of 200,000 states is solved in slices with the GIL released.
    game = hg.Game(lambda n: [n - 1] if n else [])
    assert game.grundy(200_000) == 0 and game.misere_grundy(200_000) == 1
    assert game.grundy_values([199_999, 3]) == [1, 1]
