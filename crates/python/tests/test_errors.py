"""Bad input raises the typed exceptions (never a crash or a
PanicException); limits raise LimitError; exceptions of a user's callable
propagate unchanged."""

import pytest

import hookgames as hg

P = hg.Partition


def test_the_exception_hierarchy():
    for cls in (hg.PartitionError, hg.MayaError, hg.GameError, hg.SatoWelterError,
                hg.ShiftedError, hg.MhrgError, hg.LctrError):
        assert issubclass(cls, hg.HookgamesError) and issubclass(cls, ValueError)
        assert cls.__module__ == "hookgames" and cls.__doc__
    assert issubclass(hg.LimitError, hg.HookgamesError)
    assert not issubclass(hg.LimitError, ValueError)
    assert issubclass(hg.HookgamesError, Exception)


@pytest.mark.parametrize(
    "call, exception, words",
    [
        (lambda: P([3, 5, 2]), hg.PartitionError, "larger than part"),
        (lambda: P("3,5,2"), hg.PartitionError, "larger than the part 3"),
        (lambda: P("3,x"), hg.PartitionError, "cannot parse"),
        (lambda: P([2, -1]), hg.PartitionError, "-1"),
        (lambda: P([2**64]), hg.PartitionError, "18446744073709551616"),
        (lambda: P([3, 1]).hook_length(2, 2), hg.PartitionError, "not in the diagram"),
        (lambda: P([3, 1]).remove_hook(3, 1), hg.PartitionError, "not in the diagram"),
        (lambda: P([3, 1]).core(0), hg.MayaError, "n must be at least 1"),
        (lambda: P(core=[2, 1], quotient=[[1], [], []]), hg.MayaError, "not a 3-core"),
        (lambda: P([3, 1]).beta_numbers(1), hg.MayaError, "stones"),
        (lambda: hg.MayaDiagram([1, 1]), hg.MayaError, "listed twice"),
        (lambda: hg.MayaDiagram([3, 1]).with_move(1, 3), hg.MayaError, "down"),
        (lambda: hg.ShiftedPartition([3, 3]), hg.PartitionError, "strict"),
        (lambda: hg.ShiftedHookGame().grundy([2, 3]), hg.PartitionError, "strict"),
        (lambda: hg.TurningTurtles(5).grundy([6]), hg.ShiftedError, "not in 1..=5"),
        (lambda: hg.TurningTurtles(5).grundy([2, 2]), hg.ShiftedError, "twice"),
        (lambda: hg.Mhrg(0, 3), hg.MhrgError, "m ≥ 1"),
        (lambda: hg.Mhrg(2, 3).grundy([4]), hg.MhrgError, "does not fit"),
        (lambda: hg.Downright().grundy([]), hg.LctrError, ""),
        (lambda: hg.MhrgGame([[1], [1, 1]]), hg.MhrgError, "longer"),
        (lambda: hg.MhrgGame([[1, 1]]).grundy([3]), hg.MhrgError, "not contained"),
        (lambda: hg.SatoWelter().grundy([1, 2]), hg.PartitionError, "larger than part"),
        (lambda: P([2**63, 2**63]), hg.PartitionError, "u64::MAX"),
        (lambda: hg.Game(lambda s: [s]).grundy(0), hg.GameError, "cycle"),
        (lambda: hg.Game(lambda s: [1 - s]).grundy(0), hg.GameError, "cycle"),
    ],
)
def test_bad_input_raises_the_typed_exception(call, exception, words):
    with pytest.raises(exception) as info:
        call()
    assert words in str(info.value)


@pytest.mark.parametrize(
    "call, words",
    [
        (lambda: hg.Mhrg(40, 40), "MAX_RECT_CELLS"),
        (lambda: hg.MhrgGame.rectangle(65, 64), "MAX_GENERAL_BOXES"),
        (lambda: hg.mhrg_table(33), "MAX_TABLE_SIDE"),
        (lambda: hg.TurningTurtles(65), "MAX_COINS"),
        (lambda: hg.MayaDiagram([2**40]), "MAX_CELLS"),
        (lambda: P([3]).quotient(2**62), "MAX_RUNNERS"),
        (lambda: P([3]).beta_numbers(2**40), "MAX_CELLS"),
        (lambda: hg.Game(lambda n: [n + 1], max_states=100).grundy(0), "state limit"),
        (lambda: hg.Game(lambda n: range(n), max_arrows=10).grundy(100), "10"),
        (lambda: hg.Game(lambda n: [], max_states=2**25), "state limit"),
        (lambda: hg.MayaDiagram([2**27, 0]).moves(), "MAX_MATERIALIZED_BYTES"),
        # (A board of ints in Python binds before the library's MAX_BOARD_CELLS.)
        (lambda: hg.Lctr().board([2**27]), "MAX_MATERIALIZED_BYTES"),
        (lambda: P([10**18]).conjugate(), "MAX_MATERIALIZED_BYTES"),
        (lambda: P([10**9]).hook_lengths(), "MAX_MATERIALIZED_BYTES"),
        (lambda: hg.SatoWelter().followers([10**12]), "MAX_MATERIALIZED_BYTES"),
        (lambda: hg.ShiftedHookGame().followers([10**12]), "MAX_MATERIALIZED_BYTES"),
        (lambda: hg.SatoWelter().winning_moves([10**18, 5]), "MAX_BOXES"),
        (lambda: hg.SatoWelter().misere_grundy([10**12]), "byte limit"),
    ],
)
def test_limits_raise_limit_error(call, words):
    with pytest.raises(hg.LimitError) as info:
        call()
    assert words in str(info.value)


def test_wrong_types_raise_type_error():
    with pytest.raises(TypeError):
        P([1.5])
    with pytest.raises(TypeError):
        P(3)
    with pytest.raises(TypeError):
        P([3, 1]).core("2")
    with pytest.raises(TypeError):
        P([1], core=[1])
    with pytest.raises(TypeError):
        hg.Game(42)
    with pytest.raises(TypeError):
        hg.Game(lambda s: [[s]]).grundy(1)  # an unhashable follower
    with pytest.raises(TypeError):
        hg.Game(lambda s: 5).grundy(1)  # not an iterable


def test_negative_arguments_raise_value_error():
    with pytest.raises(ValueError):
        P([3, 1]).hook_length(-1, 1)
    with pytest.raises(ValueError):
        P([3, 1]).core(-2)
    with pytest.raises(ValueError):
        hg.Mhrg(-1, 2)


def test_exceptions_of_the_callable_propagate():
    class Boom(Exception):
        pass

    def followers(n):
        if n == 3:
            raise Boom("no followers for 3")
        return [n - 1] if n else []

    with pytest.raises(Boom, match="no followers for 3"):
        hg.Game(followers).grundy(10)
    assert hg.Game(followers).grundy(2) == 0  # the game object stays usable


def test_the_module_survives_every_error():
    # After all of the above the module still answers.
    assert hg.SatoWelter().grundy([9, 8, 6, 5, 5, 2]) == 7
