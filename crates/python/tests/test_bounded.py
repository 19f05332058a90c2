"""Issue 28: every list, tuple or position a call returns is measured in
bytes before it is built, and one past MAX_MATERIALIZED_BYTES raises
LimitError — under a 4 GiB address-space cap, as `.ci/bounded` runs the
command, these calls used to abort the interpreter or hang it."""

import subprocess
import sys
import textwrap

import pytest

import hookgames as hg

P = hg.Partition

# The cap of `.ci/bounded` (4 GiB of address space) and the issue's time limit.
CAP_BYTES = 4 << 30
TIMEOUT_S = 30

# The calls of the issue: 2**26 items passed a count limit but needed far
# more than 4 GiB (an abort, exit 134; a MemoryError, then a panic of PyO3
# and a hang).
ISSUE_CALLS = [
    "hg.SatoWelter().followers(hg.Partition([2**26]))",
    "hg.ShiftedHookGame().followers(hg.ShiftedPartition([2**26]))",
    "hg.MayaDiagram([2**26, 1]).moves()",
]


def run_capped(code):
    """Runs `code` (after `import hookgames as hg`) in a new interpreter
    whose address space is capped at CAP_BYTES; returns the process."""
    prelude = textwrap.dedent(
        f"""
        import resource
        resource.setrlimit(resource.RLIMIT_AS, ({CAP_BYTES}, {CAP_BYTES}))
        import hookgames as hg
        """
    )
    return subprocess.run(
        [sys.executable, "-c", prelude + textwrap.dedent(code)],
        capture_output=True,
        text=True,
        timeout=TIMEOUT_S,
    )


@pytest.mark.skipif(sys.platform != "linux", reason="RLIMIT_AS caps the address space on Linux")
@pytest.mark.parametrize("call", ISSUE_CALLS)
def test_the_issues_calls_raise_limit_error_under_a_4_gib_cap(call):
    p = run_capped(
        f"""
        try:
            {call}
        except hg.LimitError as e:
            assert "MAX_MATERIALIZED_BYTES" in str(e), e
            print("LimitError:", e)
        else:
            raise SystemExit("no LimitError")
        # The interpreter goes on.
        assert hg.SatoWelter().grundy([9, 8, 6, 5, 5, 2]) == 7
        print("goes on")
        """
    )
    assert p.returncode == 0, (p.returncode, p.stdout, p.stderr[-2000:])
    assert "goes on" in p.stdout
    assert p.stderr == ""


@pytest.mark.parametrize(
    "call",
    [
        lambda: hg.SatoWelter().followers(P([2**26])),
        lambda: hg.ShiftedHookGame().followers(hg.ShiftedPartition([2**26])),
        lambda: hg.MayaDiagram([2**26, 1]).moves(),
        # Just past the budget: 80 bytes a follower, 144 a move, 48 a part.
        lambda: hg.SatoWelter().followers(P([3_400_000])),
        lambda: hg.SatoWelter().followers(P("1^5800")),
        lambda: hg.MayaDiagram([1_900_000, 1]).moves(),
        lambda: P("1000^5600000").to_list(),
        lambda: hg.ShiftedPartition([5_600_000]).hook_lengths(),
        lambda: P("1^5000000").hook_lengths(),
        lambda: hg.MayaDiagram(range(5_600_000)).stones(),
        lambda: hg.Lctr().board(P("3000^3000")),
        lambda: P("1000^5600000").__reduce__(),
    ],
)
def test_lists_past_the_byte_budget_raise_limit_error(call):
    with pytest.raises(hg.LimitError) as info:
        call()
    assert "MAX_MATERIALIZED_BYTES" in str(info.value)
    assert hg.MAX_MATERIALIZED_BYTES == 2**28


def test_lists_within_the_budget_are_built():
    # Just within the budget of the cases above.
    # A follower of 1^k has at most k - 1 parts, counted as k: 72 + 8k
    # bytes each, so 1^5700 fits and 1^5800 (below) does not.
    assert len(hg.SatoWelter().followers(P("1^5700"))) == 5700
    assert len(hg.MayaDiagram([1_800_000, 1]).moves()) == 1_800_000
    assert len(P("1000^5500000").to_list()) == 5_500_000
    assert len(P([1]).quotient(2**19)) == 2**19
    assert len(hg.Lctr().board(P("2000^2000"))) == 2000


def test_iterating_over_a_partition_builds_no_list():
    lam = P("7^30000000,3")  # 30 000 001 parts: to_list would need 1.4 GB
    with pytest.raises(hg.LimitError):
        lam.to_list()
    it = iter(lam)
    assert next(it) == 7
    assert it.__length_hint__() == 30_000_000
    assert sum(1 for _ in zip(range(5), it)) == 5
    assert list(P([5, 3, 3])) == [5, 3, 3]
    assert list(hg.ShiftedPartition([5, 3, 1])) == [5, 3, 1]
    assert list(P([])) == []
    assert [p for p in P("2^3")] == [2, 2, 2]
