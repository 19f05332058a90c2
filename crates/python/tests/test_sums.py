"""Sums of games (issue 26): ``Sum`` answers normal play by the
Sprague-Grundy theorem from each game's own value, misère play by exploring
the sum as a whole; a ``Game`` may declare its value function. Everything
is checked against the generic solver running the product as a ``Game``."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hookgames as hg
import reference as ref

P = hg.Partition
partitions = st.lists(st.integers(1, 4), max_size=4).map(lambda xs: sorted(xs, reverse=True))


def product_game(games):
    """The sum as a plain ``Game`` over tuples: the product search."""

    def followers(position):
        out = []
        for i, (g, p) in enumerate(zip(games, position)):
            for q in g.followers(p):
                out.append(position[:i] + (freeze(q),) + position[i + 1 :])
        return out

    return hg.Game(followers)


def freeze(q):
    """A hashable form of a component position (partitions are hashable)."""
    return tuple(q) if isinstance(q, list) else q


def test_the_issue_sum_answers_at_once():
    # Issue 26: 0.2 searched the product of the two spaces for minutes.
    lam, mu = P("12,10,9,7,5,3,2"), P("11,9,8,6,4,2")
    sw = hg.SatoWelter()
    s = hg.Sum(sw, sw)
    g = sw.grundy(lam) ^ sw.grundy(mu)
    assert s.grundy((lam, mu)) == g
    assert s.outcome((lam, mu)) == ("P" if g == 0 else "N")
    moves = s.winning_moves((lam, mu))
    assert moves, "a position of value g != 0 has a winning move"
    for q in moves:
        assert s.grundy(q) == 0
    # Component by component: the moves of each to value G_i xor G.
    expect = [(q, mu) for q in sw.options_with_value(lam, sw.grundy(lam) ^ g)]
    expect += [(lam, q) for q in sw.options_with_value(mu, sw.grundy(mu) ^ g)]
    assert moves == [tuple(m) for m in expect]


def test_mixed_sums_of_the_papers_games():
    s = hg.Sum(hg.SatoWelter(), hg.Lctr(), hg.ShiftedHookGame(), hg.TurningTurtles(6))
    position = (P("9,8,6,5,5,2"), P("8,7,6,5,5,2,1"), hg.ShiftedPartition("7,6,4,3,2"), [1, 4, 6])
    values = [g.grundy(p) for g, p in zip(s.games, position)]
    assert values[0] == 7  # Kawanaka section 9
    total = values[0] ^ values[1] ^ values[2] ^ values[3]
    assert s.grundy(position) == total
    for q in s.winning_moves(position):
        assert s.grundy(q) == 0
    assert len(s) == 4 and repr(s).startswith("Sum(SatoWelter()")


@settings(max_examples=40, deadline=None)
@given(partitions, partitions, st.integers(0, 4))
def test_sums_equal_the_product_search(a, b, heap):
    nim = hg.Game(lambda n: range(n), grundy=lambda n: n)
    games = [hg.SatoWelter(), hg.Lctr(), nim]
    s = hg.Sum(*games)
    position = (P(a), P(b), heap)
    product = product_game(games)
    assert s.grundy(position) == product.grundy(position)
    assert sorted(map(str, s.winning_moves(position))) == sorted(map(str, product.winning_moves(position)))
    assert s.misere_grundy(position) == product.misere_grundy(position)
    assert s.misere_outcome(position) == product.misere_outcome(position)
    for t in range(4):
        got = s.options_with_value(position, t)
        assert all(s.grundy(q) == t for q in got)
        want = [q for q in product.followers(position) if product.grundy(q) == t]
        assert len(got) == len(want)


@settings(max_examples=30, deadline=None)
@given(st.lists(st.integers(0, 6), min_size=1, max_size=3))
def test_sums_of_python_games(heaps):
    take13 = hg.Game(lambda n: [n - k for k in (1, 3) if n >= k])
    s = hg.Sum(*[take13] * len(heaps))
    product = product_game([take13] * len(heaps))
    position = tuple(heaps)
    assert s.grundy(position) == product.grundy(position)
    assert s.winning_moves(position) == [tuple(q) for q in product.winning_moves(position)]
    assert s.misere_grundy(position) == product.misere_grundy(position)


def test_misere_with_one_live_component_is_that_component():
    sw = hg.SatoWelter()
    s = hg.Sum(sw, hg.Lctr(), sw)
    empty = P([])
    for parts in ([2], [2, 1], [3, 1], [2, 2]):
        assert s.misere_grundy((empty, P(parts), empty)) == hg.Lctr().misere_grundy(parts)
        assert s.misere_grundy((P(parts), empty, empty)) == sw.misere_grundy(parts)
    assert s.misere_grundy((empty, empty, empty)) == 1


def test_sums_nest_and_check_their_positions():
    inner = hg.Sum(hg.Lctr(), hg.Lctr())
    outer = hg.Sum(inner, hg.ShiftedHookGame())
    pos = ((P("3,2"), P("2,2")), hg.ShiftedPartition("5,2"))
    lctr = hg.Lctr()
    assert outer.grundy(pos) == lctr.grundy("3,2") ^ lctr.grundy("2,2") ^ 5 ^ 2
    with pytest.raises(ValueError, match="2 components"):
        inner.grundy((P("3"),))
    with pytest.raises(TypeError, match="tuple"):
        inner.grundy(3)
    with pytest.raises(TypeError, match="no grundy method"):
        hg.Sum(3)
    with pytest.raises(ValueError, match="at least one game"):
        hg.Sum()


def test_a_declared_value_function_is_used_and_can_be_checked():
    calls = []

    def followers(n):
        calls.append(n)
        return range(n)

    nim = hg.Game(followers, grundy=lambda n: n, misere_grundy=lambda n: {0: 1, 1: 0}.get(n, n))
    assert nim.grundy(10**12) == 10**12  # no exploration
    assert calls == []
    assert nim.misere_grundy(10**9) == 10**9
    assert nim.options_with_value(5, 3) == [3] and calls == [5]
    assert nim.grundy(30, search=True) == 30  # the search agrees
    assert nim.misere_grundy(30, search=True) == 30
    # A wrong declaration is believed, and the search shows it.
    liar = hg.Game(lambda n: range(n), grundy=lambda n: 7)
    assert liar.grundy(3) == 7 and liar.grundy(3, search=True) == 3
    with pytest.raises(TypeError, match="grundy must be callable"):
        hg.Game(lambda n: range(n), grundy=3)


def test_huge_components_by_their_closed_forms():
    big = P("1000000^1000000")  # 10^12 boxes
    s = hg.Sum(hg.Lctr(), hg.Game(lambda n: range(n), grundy=lambda n: n))
    value = hg.Lctr().grundy(big)
    assert s.grundy((big, 5)) == value ^ 5
    for q in s.winning_moves((big, 5)):
        assert s.grundy(q) == 0


def test_options_with_value_of_every_game_follow_its_followers():
    cases = [
        (hg.SatoWelter(), P("4,3,1")),
        (hg.ShiftedHookGame(), hg.ShiftedPartition("5,3,1")),
        (hg.TurningTurtles(5), [1, 3, 5]),
        (hg.Mhrg(3, 4), hg.Mhrg(3, 4).start()),
        (hg.MhrgGame.rectangle(2, 3), P("3,3")),
        (hg.Lctr(), P("4,3,1")),
        (hg.Downright(), P("4,3,1")),
    ]
    for game, p in cases:
        followers = list(game.followers(p))
        for t in range(6):
            want = [q for q in followers if game.grundy(q) == t]
            assert [list(q) for q in game.options_with_value(p, t)] == [list(q) for q in want], (game, t)
    assert ref.hook_followers([1]) == {()}
