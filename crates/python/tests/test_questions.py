"""One name, one signature per question on every game (issue 29, item 2):
``grundy``, ``misere_grundy``, ``outcome``, ``misere_outcome``,
``winning_moves``, ``misere_winning_moves`` and ``options_with_value`` take
the position (and the value) and nothing else, and answer with the same
kinds: an int, "P" or "N", the followers as positions in the order of
``followers``. ``describe`` draws followers as the game's moves."""

import inspect

import pytest

import hookgames as hg

P = hg.Partition

QUESTIONS = {
    "grundy": 1,
    "misere_grundy": 1,
    "outcome": 1,
    "misere_outcome": 1,
    "winning_moves": 1,
    "misere_winning_moves": 1,
    "options_with_value": 2,
}


def nim_followers(n):
    return list(range(n))


# Every game class of the module, with a position and its followers' form.
GAMES = [
    (hg.SatoWelter(), P([4, 3, 3, 1])),
    (hg.ShiftedHookGame(), hg.ShiftedPartition([6, 4, 3, 1])),
    (hg.TurningTurtles(8), [2, 3, 7]),
    (hg.Mhrg(3, 4), P([4, 3, 2])),
    (hg.MhrgGame.rectangle(3, 4), P([4, 3, 2])),
    (hg.Lctr(), P([4, 3, 3, 1])),
    (hg.Downright(), P([4, 3, 3, 1])),
    (hg.Game(nim_followers), 9),
    (hg.Sum(hg.Lctr(), hg.SatoWelter()), (P([3, 1]), P([2, 2]))),
]


def same(a, b):
    """Positions compared as the game returns them (lists, tuples, partitions)."""
    return [tuple(x) if isinstance(x, (list, tuple)) else x for x in a] == [
        tuple(x) if isinstance(x, (list, tuple)) else x for x in b
    ]


@pytest.mark.parametrize("game,position", GAMES, ids=lambda x: type(x).__name__)
def test_every_game_answers_every_question_with_one_signature(game, position):
    for name, arity in QUESTIONS.items():
        method = getattr(game, name)
        # The positional parameters: the position (and the value); a
        # keyword-only option (``Game``'s ``search=``) is not a second shape.
        params = [
            p for p in inspect.signature(method).parameters.values() if p.kind is not inspect.Parameter.KEYWORD_ONLY
        ]
        assert len(params) == arity, (type(game).__name__, name, params)
        assert all(p.default is inspect.Parameter.empty for p in params), (type(game).__name__, name)
    g, m = game.grundy(position), game.misere_grundy(position)
    assert isinstance(g, int) and isinstance(m, int)
    assert game.outcome(position) == ("P" if g == 0 else "N")
    assert game.misere_outcome(position) == ("P" if m == 0 else "N")
    followers = game.followers(position)
    values = [game.grundy(q) for q in followers]
    misere = [game.misere_grundy(q) for q in followers]
    assert same(game.winning_moves(position), [q for q, v in zip(followers, values) if v == 0])
    assert same(game.misere_winning_moves(position), [q for q, v in zip(followers, misere) if v == 0])
    for t in range(g + 2):
        assert same(game.options_with_value(position, t), [q for q, v in zip(followers, values) if v == t]), t


@pytest.mark.parametrize(
    "game,position",
    [g for g in GAMES if hasattr(g[0], "describe")],
    ids=lambda x: type(x).__name__,
)
def test_describe_draws_the_followers_as_moves(game, position):
    followers = game.followers(position)
    moves = game.describe(position, followers)
    assert len(moves) >= len(followers)
    if isinstance(game, hg.TurningTurtles):
        for q, mv in zip(followers, moves):
            after = set(position) - {mv.head}
            if mv.other is not None:
                after ^= {mv.other}
            assert sorted(after) == q
    elif isinstance(game, hg.MhrgGame):
        assert {tuple(r) for _, r in moves} == {tuple(q) for q in followers}
    else:
        assert {m.result for m in moves} == set(followers)
    with pytest.raises(ValueError):
        game.describe(position, [position])
