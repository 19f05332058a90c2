"""The games of the papers, with the papers' numbers, and each closed form
against the generic solver running a Python-defined game."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hookgames as hg
import reference as ref

P = hg.Partition
partitions = st.lists(st.integers(1, 5), max_size=5).map(lambda xs: sorted(xs, reverse=True))


def test_sato_welter_kawanaka_section_9():
    k = P("9,8,6,5,5,2")
    sw = hg.SatoWelter()
    assert sw.grundy(k) == 7  # E(Y) = 7
    assert sw.outcome(k) == "N"
    assert sw.winning_moves(k) == [P("9,8,5,5,5,2")]  # the unique good move
    (m,) = sw.describe(k, sw.winning_moves(k))  # as Kawanaka draws it
    assert (m.row, m.col, m.hook_length) == (3, 6, 1)
    assert m.result == P("9,8,5,5,5,2")
    for q in sw.options_with_value(k, 5):
        assert sw.grundy(q) == 5
    for mv in sw.describe(k, sw.options_with_value(k, 5)):
        assert mv.hook_length == k.size() - mv.result.size()
    assert sw.grundy("1099511627776") == 2**40  # the closed form is exact


@settings(max_examples=80)
@given(partitions)
def test_sato_welter_closed_form_equals_the_generic_solver(parts):
    game = hg.Game(lambda p: ref.hook_followers(p))
    sw = hg.SatoWelter()
    assert game.grundy(tuple(parts)) == sw.grundy(parts)
    assert game.misere_grundy(tuple(parts)) == sw.misere_grundy(parts)
    assert sorted(map(tuple, sw.misere_winning_moves(parts))) == sorted(game.misere_winning_moves(tuple(parts)))
    winning = sw.winning_moves(parts)
    assert sorted(map(tuple, winning)) == sorted(game.winning_moves(tuple(parts)))
    assert [m.result for m in sw.describe(parts, winning)] == winning
    assert {tuple(q) for q in sw.followers(parts)} == ref.hook_followers(parts)


def test_shifted_hook_game_abuku_tada_proposition_5_6():
    g = hg.ShiftedHookGame()
    s = hg.ShiftedPartition("7,6,4,3,2")
    assert g.grundy(s) == 7 ^ 6 ^ 4 ^ 3 ^ 2
    assert [(m.row, m.col) for m in g.describe(s, g.winning_moves(s))] == [(1, 3), (2, 4), (3, 5)]
    assert all(g.grundy(q) == 0 for q in g.winning_moves(s))
    assert g.misere_grundy(s) == 4
    assert g.outcome([3, 2, 1]) == "P" and g.misere_outcome([1]) == "P"
    assert all(g.misere_grundy(q) == 0 for q in g.misere_winning_moves(s))
    assert [m.result for m in g.describe(s, g.misere_winning_moves(s))] == g.misere_winning_moves(s)


@given(st.sets(st.integers(1, 6)).map(lambda s: sorted(s, reverse=True)))
def test_shifted_closed_forms_equal_the_generic_solver(parts):
    g = hg.ShiftedHookGame()
    game = hg.Game(lambda s: g.followers(s))
    s = hg.ShiftedPartition(parts)
    assert game.grundy(s) == g.grundy(s)
    assert game.misere_grundy(s) == g.misere_grundy(s)


@given(st.integers(1, 6).flatmap(lambda n: st.tuples(st.just(n), st.sets(st.integers(1, n)))))
def test_turning_turtles_against_the_generic_solver(case):
    n, heads = case
    tt = hg.TurningTurtles(n)
    game = hg.Game(ref.turtle_followers)
    assert tt.grundy(heads) == game.grundy(frozenset(heads))
    assert tt.misere_grundy(heads) == game.misere_grundy(frozenset(heads))
    assert tt.misere_outcome(heads) == ("P" if tt.misere_grundy(heads) == 0 else "N")
    winning = tt.winning_moves(heads)
    assert {frozenset(q) for q in winning} == set(game.winning_moves(frozenset(heads)))
    for q, mv in zip(winning, tt.describe(heads, winning)):
        after = set(heads) - {mv.head}
        if mv.other is not None:
            after ^= {mv.other}
        assert sorted(after) == q and tt.grundy(after) == 0
    assert {frozenset(q) for q in tt.misere_winning_moves(heads)} == set(game.misere_winning_moves(frozenset(heads)))


def test_mhrg_abuku_tada_tables():
    table = hg.mhrg_table(5)
    assert len(table) == 5 and all(len(r) == 5 for r in table)
    assert table[2][4] == 0  # Table 1, row 3, column 5
    assert table[1][3] == 1  # Table 1, row 2, column 4
    assert hg.Mhrg(2, 8).grundy([5, 4]) == 0  # Table 3
    g = hg.Mhrg(3, 5)
    assert g.start() == P([5, 5, 5]) and (g.m, g.n) == (3, 5)
    assert g.grundy([5, 4, 3]) == 1  # Example 1.2
    assert g.outcome(g.start()) == "P"
    firsts = {(m.first, m.second) for m in g.winning_turns([5, 4, 3])}
    assert ((2, 4), (3, 3)) in firsts  # the forced second hook (M4b)
    assert all(m.value == 0 == g.grundy(m.result) for m in g.winning_turns([5, 4, 3]))
    winning = g.winning_moves([5, 4, 3])  # the diagrams, each once
    assert sorted(winning) == sorted({m.result for m in g.winning_turns([5, 4, 3])})
    described = g.describe([5, 4, 3], winning)
    assert sorted((m.first, m.second) for m in described) == sorted(firsts)
    assert hg.Mhrg(3, 5).winning_moves([5, 5, 5]) == [] == hg.Mhrg(3, 5).winning_turns([5, 5, 5])
    assert g.misere_outcome([1]) == "P"
    assert all(g.misere_grundy(q) == 0 for q in g.misere_winning_moves([5, 4, 3]))
    assert g.is_position([5, 4, 3])


def test_mhrg_table_equals_the_generic_solver():
    table = hg.mhrg_table(4)
    for m in range(1, 5):
        for n in range(1, 5):
            g = hg.Mhrg(m, n)
            assert table[m - 1][n - 1] == g.grundy(g.start())
            game = hg.Game(lambda y, g=g: [tuple(mv.result) for mv in g.valued_moves(y)])
            assert game.grundy(tuple(g.start())) == table[m - 1][n - 1]
            assert game.misere_grundy(tuple(g.start())) == g.misere_grundy(g.start())


def test_mhrg_game_with_any_numbering():
    # Abuku-Tada, Example 1.2: from (5,4,3) in MHRG(3, 5) the hook at (2,1)
    # forces the hook at (1,2), leaving (1,1).
    g = hg.MhrgGame.rectangle(3, 5)
    assert g.start() == P([5, 5, 5])
    assert P([1, 1]) in g.options([5, 4, 3])
    assert ([(2, 1), (1, 2)], P([1, 1])) in g.moves([5, 4, 3])
    assert g.grundy(g.start()) == 0  # Table 1
    assert g.grundy([5, 4, 3]) == hg.Mhrg(3, 5).grundy([5, 4, 3]) == 1
    assert sorted(g.winning_moves([5, 4, 3])) == sorted(hg.Mhrg(3, 5).winning_moves([5, 4, 3]))
    assert ([(2, 1), (1, 2)], P([1, 1])) in g.describe([5, 4, 3], [P([1, 1])])
    assert g.misere_outcome([5, 4, 3]) == hg.Mhrg(3, 5).misere_outcome([5, 4, 3])
    assert g.misere_grundy([5, 4, 3]) == hg.Mhrg(3, 5).misere_grundy([5, 4, 3])
    # A numbering of (2, 1) by ones: every turn clears the diagram ((M4c)).
    ones = hg.MhrgGame([[1, 1], [1]])
    assert ones.options([2, 1]) == [P([])]
    assert ones.grundy([2, 1]) == 1 and ones.outcome([2, 1]) == "N"
    assert ones.numbering() == [[1, 1], [1]] and ones.contains([2]) and not ones.contains([3])


@given(st.integers(1, 3), st.integers(1, 4), st.data())
def test_mhrg_engines_agree(m, n, data):
    parts = data.draw(st.lists(st.integers(0, n), min_size=m, max_size=m).map(lambda xs: sorted(xs, reverse=True)))
    rect, general = hg.Mhrg(m, n), hg.MhrgGame.rectangle(m, n)
    assert rect.grundy(parts) == general.grundy(parts)
    assert {tuple(mv.result) for mv in rect.valued_moves(parts)} == {tuple(q) for q in general.options(parts)}


def test_lctr_and_downright_gottlieb_krnc_mursic():
    lam = P("8,7,6,5,5,2,1")
    assert hg.Lctr().grundy(lam) == 0 and hg.Downright().grundy(lam) == 0
    assert hg.Lctr().misere_grundy(lam) == 0 and hg.Lctr().misere_outcome(lam) == "P"
    assert hg.Lctr().misere_board(lam)[0][0] == 0
    assert hg.Lctr().sg_pair(lam) == (0, 0)
    board = hg.Lctr().board(lam)  # Figure 5
    assert [len(r) for r in board] == list(lam)
    assert board[0][0] == 0 and board[1][0] == 2
    assert hg.Downright().board(lam)[0][0] == 0
    assert hg.Lctr().grundy("9^1000000,4^1000000") == 1  # never expanded
    assert hg.Lctr().outcome(lam) == "P"


@given(partitions)
def test_lctr_closed_forms_equal_the_generic_solver(parts):
    game = hg.Game(ref.lctr_followers)
    lctr = hg.Lctr()
    assert game.grundy(tuple(parts)) == lctr.grundy(parts)
    assert game.misere_grundy(tuple(parts)) == lctr.misere_grundy(parts)
    assert sorted(map(tuple, lctr.winning_moves(parts))) == sorted(game.winning_moves(tuple(parts)))
    assert sorted(map(tuple, lctr.misere_winning_moves(parts))) == sorted(game.misere_winning_moves(tuple(parts)))
    board = lctr.board(parts)
    for i, row in enumerate(board):
        for j, v in enumerate(row):
            sub = tuple(p - j for p in parts[i:] if p > j)
            assert v == game.grundy(sub)
    if parts:
        dr = hg.Downright()
        dgame = hg.Game(ref.downright_followers)
        assert dgame.grundy(tuple(parts)) == dr.grundy(parts)
        assert dgame.misere_grundy(tuple(parts)) == dr.misere_grundy(parts)
        assert sorted(map(tuple, dr.followers(parts))) == sorted(ref.downright_followers(parts))


def test_python_games_sums_and_bouton():
    nim = hg.Game(lambda heaps: {tuple(sorted(heaps[:i] + (k,) + heaps[i + 1:])) for i, h in enumerate(heaps) for k in range(h)})
    assert nim.grundy((3, 5, 6)) == 0  # Bouton
    assert nim.grundy((1, 2, 4)) == 7
    assert nim.outcome((1, 2, 4)) == "N"
    assert set(nim.winning_moves((1, 2, 4))) == {(1, 2, 3)}
    # Misere Nim: with one heap above 1, leave an odd number of 1-heaps.
    assert set(nim.misere_winning_moves((1, 1, 5))) == {(1, 1, 1)}
    assert nim.misere_outcome((1, 1)) == "N"
    take12 = hg.Game(lambda n: [n - k for k in (1, 2) if n >= k])
    assert [take12.grundy(n) for n in range(7)] == [0, 1, 2, 0, 1, 2, 0]
    assert take12.state_count(100) == 101
    assert hg.Game(lambda n: range(n)).grundy(300) == 300  # generators are fine


def test_python_games_keep_their_exploration():
    calls = []

    def followers(n):
        calls.append(n)
        return [n - k for k in (1, 2) if n >= k]

    take12 = hg.Game(followers)
    assert [take12.grundy(n) for n in range(30, -1, -1)] == [n % 3 for n in range(30, -1, -1)]
    assert sorted(calls) == list(range(31))  # followers asked once per state
    assert take12.cached_states() == 31 and take12.state_count(5) == 6
    assert take12.winning_moves(31) == [30] and calls[-1] == 31
    take12.clear_cache()
    assert take12.cached_states() == 0
    assert take12.misere_grundy(4) == 0 and take12.cached_states() == 5


def test_a_reentrant_game_raises_instead_of_deadlocking():
    def followers(n):
        return [game.grundy(n - 1)] if n else []

    game = hg.Game(followers)
    with pytest.raises(hg.ReentrantCallError, match="called the Game"):
        game.grundy(3)
    assert game.cached_states() == 0


def test_python_games_from_threads():
    import threading

    game = hg.Game(lambda n: [n - k for k in (1, 2, 3) if n >= k])
    results = {}

    def work(start):
        results[start] = [game.grundy(n) for n in range(start, start + 200)]

    threads = [threading.Thread(target=work, args=(s,)) for s in (0, 100, 1000)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for start, values in results.items():
        assert values == [n % 4 for n in range(start, start + 200)]
