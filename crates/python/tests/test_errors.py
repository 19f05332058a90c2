"""Bad input raises the module's own exceptions (never a crash, a
PanicException or a bare builtin exception), in Python's terms: messages
count from 1, name the Python parameters and the module's constants, never
a Rust item; limits raise LimitError; exceptions of a user's callable
propagate unchanged."""

import re

import pytest

import hookgames as hg

P = hg.Partition


class Index:
    """An integer that is not an int, as Sage's Integer: it has __index__."""

    def __init__(self, value):
        self.value = value

    def __index__(self):
        return self.value


def test_the_exception_hierarchy():
    for cls in (hg.PartitionError, hg.MayaError, hg.GameError, hg.SatoWelterError,
                hg.ShiftedError, hg.MhrgError, hg.LctrError, hg.ArgumentError):
        assert issubclass(cls, hg.HookgamesError) and issubclass(cls, ValueError)
        assert cls.__module__ == "hookgames" and cls.__doc__
    assert issubclass(hg.ArgumentTypeError, TypeError)
    assert issubclass(hg.PartIndexError, IndexError)
    assert issubclass(hg.ReentrantCallError, RuntimeError)
    assert issubclass(hg.IntegerTooLargeError, hg.LimitError)
    assert issubclass(hg.IntegerTooLargeError, OverflowError)
    for cls in (hg.ArgumentTypeError, hg.PartIndexError, hg.ReentrantCallError, hg.LimitError):
        assert issubclass(cls, hg.HookgamesError) and cls.__module__ == "hookgames" and cls.__doc__
    assert issubclass(hg.LimitError, hg.HookgamesError)
    assert not issubclass(hg.LimitError, ValueError)
    assert issubclass(hg.HookgamesError, Exception)


@pytest.mark.parametrize(
    "call, exception, words",
    [
        (lambda: P([3, 5, 2]), hg.PartitionError, "larger than part"),
        (lambda: P("3,5,2"), hg.PartitionError, "larger than the part 3"),
        (lambda: P("3,x"), hg.PartitionError, "cannot parse"),
        (lambda: P([2, -1]), hg.PartitionError, "part 2 is -1"),
        (lambda: P([3, 1]).hook_length(1, 1), hg.PartitionError, "cell (1, 1) is not in the diagram"),
        (lambda: P([3, 1]).arm_length(2, 0), hg.PartitionError, "0-based"),
        (lambda: P([3, 1]).leg_length(0, 3), hg.PartitionError, "box (1, 4)"),
        (lambda: P([3, 1]).remove_hook_at_cell(2, 0), hg.PartitionError, "cell (2, 0)"),
        (lambda: P([3, 1]).hook_length_at_box(2, 2), hg.PartitionError, "box (2, 2) is not in the diagram"),
        (lambda: P([3, 1]).remove_hook_at_box(3, 1), hg.PartitionError, "not in the diagram"),
        (lambda: hg.ShiftedPartition([3, 1]).hook_length_at_cell(1, 0), hg.PartitionError, "shifted"),
        (lambda: P([3, 1]).core(-1), hg.ArgumentError, "n is -1"),
        (lambda: P([3, 1]).core(Index(-2)), hg.ArgumentError, "n is -2"),
        (lambda: P([3, 1]).hook_length(-1, 0), hg.ArgumentError, "i is -1"),
        (lambda: hg.Mhrg(3, -1), hg.ArgumentError, "n is -1"),
        (lambda: hg.Game(lambda n: [], max_states=-1), hg.ArgumentError, "max_states is -1"),
        (lambda: hg.MayaDiagram([4, -1]), hg.MayaError, "cell 2 is -1"),
        (lambda: hg.TurningTurtles(5).grundy([1, -3]), hg.ShiftedError, "head 2 is -3"),
        (lambda: hg.Sum(hg.Lctr()).grundy(([1], [2])), hg.ArgumentError, "2 were given"),
        (lambda: hg.Sum(), hg.ArgumentError, "at least one game"),
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
        (lambda: P([2**63, 2**63]), hg.PartitionError, "2^64 - 1"),
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
        (lambda: hg.Game(lambda n: [n + 1], max_states=100).grundy(0), "max_states = 100"),
        (lambda: hg.Game(lambda n: range(n), max_arrows=10).grundy(100), "max_arrows = 10"),
        (lambda: hg.Game(lambda n: [], max_states=2**25), "MAX_STATES"),
        (lambda: hg.Sum(hg.Lctr(), max_states=2**25), "MAX_STATES"),
        (lambda: P([2**64]), "part 1 is 18446744073709551616"),
        (lambda: P([3, 1]).core(2**64), "n is 18446744073709551616"),
        (lambda: P([3, 1]).core(Index(2**70)), "MAX_INT"),
        (lambda: P([10**6]).hook_length(2**64, 0), "i is"),
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


@pytest.mark.parametrize(
    "call",
    [lambda: P([2**64]), lambda: P([3]).core(2**64), lambda: hg.Mhrg(2**64, 1), lambda: hg.MayaDiagram([2**65])],
)
def test_integers_beyond_64_bits_are_overflow_errors(call):
    with pytest.raises(OverflowError) as info:
        call()
    assert isinstance(info.value, hg.HookgamesError)


def raised():
    """Every exception the parametrized cases of this file raise."""
    out = []
    for case in test_bad_input_raises_the_typed_exception.pytestmark[0].args[1]:
        out.append(case[0])
    for case in test_limits_raise_limit_error.pytestmark[0].args[1]:
        out.append(case[0])
    errors = []
    for call in out:
        try:
            call()
        except hg.HookgamesError as e:
            errors.append(e)
    assert len(errors) == len(out)
    return errors


def test_messages_are_in_pythons_terms():
    for e in raised():
        message = str(e)
        # No Rust item (Limits::max_states, u64::MAX, YoungRealization::grundy).
        assert "::" not in message, message
        # Every constant a message names is a constant of the module.
        for name in re.findall(r"\b(?:MAX|DEFAULT)_[A-Z_]+\b", message):
            assert isinstance(getattr(hg, name, None), int), (name, message)


def test_messages_count_parts_and_boxes_from_one():
    with pytest.raises(hg.PartitionError, match=r"part 2 \(5\) is larger than part 1 \(3\)"):
        P([3, 5])
    with pytest.raises(hg.PartitionError, match="part 3 is -1"):
        P([3, 2, -1])
    with pytest.raises(hg.PartitionError, match=r"box \(2, 3\)"):
        P([3, 1]).hook_length_at_box(2, 3)
    # A 0-based cell is named as given, with its box counted from 1.
    with pytest.raises(hg.PartitionError, match=r"cell \(1, 2\).*box \(2, 3\)"):
        P([3, 1]).hook_length(1, 2)


def test_the_limits_are_module_constants():
    assert hg.MAX_INT == 2**64 - 1
    assert hg.MAX_STATES == 2**24 and hg.DEFAULT_MAX_ARROWS == 2**27
    assert hg.MAX_CELLS == 2**28 and hg.MAX_COINS == 64 and hg.MAX_TABLE_SIDE == 32
    assert hg.MAX_MATERIALIZED_BYTES == 2**28


def test_integers_that_are_not_ints():
    # Sage's Integer and NumPy's integers are not ints; they have __index__.
    assert P([Index(3), Index(1)]) == P([3, 1])
    assert P([5, 1]).core(Index(2)) == P([5, 1]).core(2)
    assert hg.Mhrg(Index(2), Index(3)).grundy([3, 3]) == hg.Mhrg(2, 3).grundy([3, 3])
    assert P([3, 1])[Index(1)] == 1


@pytest.mark.parametrize(
    "call, words",
    [
        (lambda: P([1.5]), "part 1 must be an integer"),
        (lambda: P(3), "iterable of integers"),
        (lambda: P([3, 1]).core("2"), "n must be an integer"),
        (lambda: P([3, 1]).hook_length(0, 0.5), "j must be an integer"),
        (lambda: P([1], core=[1]), "core= and quotient="),
        (lambda: P(hg.ShiftedPartition([3, 1])), "not a Partition"),
        (lambda: P([3, 1])["a"], "indices must be integers or slices"),
        (lambda: hg.Game(42), "followers must be callable"),
        (lambda: hg.Game(len, grundy=3), "grundy must be callable"),
        (lambda: hg.Game(lambda s: [[s]]).grundy(1), "not hashable"),
        (lambda: hg.Game(lambda s: 5).grundy(1), "returned 5, not an iterable"),
        (lambda: hg.Game(len).grundy([1]), "not hashable"),
        (lambda: hg.Game(len).grundy_values(5), "positions must be an iterable"),
        (lambda: hg.Sum(hg.Lctr()).grundy(5), "a position of a Sum is a tuple"),
        (lambda: hg.Sum(42), "not a game"),
    ],
)
def test_wrong_types_raise_argument_type_error(call, words):
    with pytest.raises(hg.ArgumentTypeError) as info:
        call()
    assert isinstance(info.value, TypeError)
    assert words in str(info.value)


def test_an_index_past_the_parts_raises_part_index_error():
    for key in (2, -3, 2**70):
        with pytest.raises(hg.PartIndexError) as info:
            P([3, 1])[key]
        assert isinstance(info.value, IndexError)


def test_negative_arguments_raise_value_error():
    for call in (lambda: P([3, 1]).hook_length(-1, 1), lambda: P([3, 1]).core(-2), lambda: hg.Mhrg(-1, 2)):
        with pytest.raises(ValueError) as info:
            call()
        assert isinstance(info.value, hg.ArgumentError)


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
