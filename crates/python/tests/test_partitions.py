"""Partitions, shifted partitions and Maya diagrams: the papers' and Sage's
documented numbers, and properties against pure-Python references."""

import copy
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

import hookgames as hg
import reference as ref

P = hg.Partition

partitions = st.lists(st.integers(1, 12), max_size=10).map(lambda xs: sorted(xs, reverse=True))


def test_notations_of_the_parsers():
    # Getting started: the plain, exponent and corner notations (GKM section 8).
    y = P("6,5,4,4,4,2,2")
    assert y == P("6,5,4^3,2^2") == P("{(6,1),(5,2),(4,5),(2,7)}") == P([6, 5, 4, 4, 4, 2, 2])
    assert P(y) == y
    assert P([3, 1, 0, 0]) == P([3, 1])  # trailing zeros dropped, as in Sage
    assert P() == P([]) and not P()


def test_str_repr_eq_hash_len_iter():
    y = P([9, 8, 6, 5, 5, 2])
    assert str(y) == "9,8,6,5,5,2"
    assert repr(y) == "Partition([9, 8, 6, 5, 5, 2])"
    assert eval(repr(y), {"Partition": P}) == y
    assert len(y) == y.length() == 6
    assert list(y) == y.to_list() == [9, 8, 6, 5, 5, 2]
    assert y[0] == 9 and y[-1] == 2
    with pytest.raises(IndexError):
        y[6]
    assert y.size() == 35
    assert {y: 1}[P("9,8,6,5,5,2")] == 1
    assert hash(y) == hash(P("9,8,6,5,5,2"))
    assert y != P([9, 8, 6, 5, 5, 1])
    assert P([3, 1]) < P([3, 2]) < P([4])  # lexicographic, as Sage


def test_sage_documented_cores_and_quotients():
    # The examples of Sage's sage/combinat/partition.py module docstring.
    assert P([6, 3, 2, 2]).core(3) == P([2, 1, 1])
    assert P([7, 7, 5, 3, 3, 3, 1]).quotient(3) == (P([2]), P([1]), P([2, 2, 2]))
    p = P([11, 5, 5, 3, 2, 2, 2])
    assert p.core(3) == P([])
    assert p.quotient(3) == (P([2, 1]), P([4]), P([1, 1, 1]))
    assert P(core=[], quotient=([2, 1], [4], [1, 1, 1])) == p
    assert p.core_and_quotient(3) == (P([]), (P([2, 1]), P([4]), P([1, 1, 1])))


def test_sage_documented_hook_lengths():
    assert P([2, 2, 1]).hook_lengths() == [[4, 2], [3, 1], [1]]
    # Sage's hook_length(0, 0): the same 0-based cell; the papers' box (1, 1).
    assert P([2, 2, 1]).hook_length(0, 0) == 4 == P([2, 2, 1]).hook_length_at_box(1, 1)
    # Sage's documentation of arm_length, leg_length, cells, contains.
    p = P([2, 2, 1])
    assert (p.arm_length(0, 0), p.arm_length(0, 1), p.arm_length(2, 0)) == (1, 0, 0)
    assert P([3, 3]).arm_length(0, 0) == 2
    assert (p.leg_length(0, 0), p.leg_length(0, 1), p.leg_length(2, 0)) == (2, 1, 0)
    assert P([3, 3]).leg_length(0, 0) == 1
    assert P([2, 2]).cells() == [(0, 0), (0, 1), (1, 0), (1, 1)]
    assert P([3, 2, 1]).contains([2, 1]) and not P([3, 2, 1]).contains([2, 2, 2])
    assert P([]).frobenius_coordinates() == ([], []) and P([1]).frobenius_coordinates() == ([0], [0])
    assert P([3, 3, 3]).frobenius_coordinates() == ([2, 1, 0], [2, 1, 0])
    assert P([9, 1, 1, 1, 1, 1, 1]).frobenius_coordinates() == ([8], [6])
    assert P([4, 3, 2]).beta_numbers() == [6, 4, 2] and P([4, 3, 2]).beta_numbers(5) == [8, 6, 4, 1, 0]


def test_getting_started_numbers():
    # Abuku-Tada, Example 2.10.
    z = P("6,6,5,3,3")
    assert z.hook_length_at_box(2, 2) == 8 == z.hook_length(1, 1)
    assert str(z.remove_hook_at_box(2, 2)) == "6,4,2,2,1" == str(z.remove_hook_at_cell(1, 1))
    # Kawanaka sections 8-9: the 2-core of (9,8,6,5,5,2) is (1), the quotient has 17 boxes.
    k = P("9,8,6,5,5,2")
    assert k.core(2) == P([1])
    assert sum(q.size() for q in k.quotient(2)) == 17
    assert k.beta_numbers() == [14, 12, 9, 7, 6, 2]
    assert k.beta_numbers(8) == [16, 14, 11, 9, 8, 4, 1, 0]
    assert P([5, 3, 3, 1]).durfee() == 3 == P([5, 3, 3, 1]).frobenius_rank()
    assert P([4, 2, 1]).conjugate() == P([3, 2, 1, 1])
    assert P([2, 1]).is_core(3) is False and P([2, 1]).is_core(2) is True
    assert P([3, 1]).has_box(2, 1) and not P([3, 1]).has_box(2, 2)
    assert P([3, 1]).has_cell(1, 0) and not P([3, 1]).has_cell(1, 1)


@given(partitions)
def test_conjugate_and_hooks_match_the_reference(parts):
    y = P(parts)
    assert y.conjugate().to_list() == ref.conjugate(parts)
    assert y.conjugate().conjugate() == y
    lengths = y.hook_lengths()
    assert [len(row) for row in lengths] == parts
    for i, row in enumerate(lengths):
        for j, h in enumerate(row):
            # Sage's 0-based cell (i, j) is the papers' box (i + 1, j + 1).
            assert h == y.hook_length(i, j) == y.hook_length_at_box(i + 1, j + 1)
            assert h == ref.hook_length(parts, i + 1, j + 1)
            assert h == y.arm_length(i, j) + y.leg_length(i, j) + 1
            assert y.remove_hook_at_cell(i, j).to_list() == ref.remove_hook(parts, i + 1, j + 1)
            assert y.remove_hook_at_box(i + 1, j + 1) == y.remove_hook_at_cell(i, j)
    assert y.cells() == [(i, j) for i, p in enumerate(parts) for j in range(p)]


@given(partitions, st.integers(1, 6))
def test_core_and_quotient_reconstruct_the_partition(parts, n):
    y = P(parts)
    c, q = y.core_and_quotient(n)
    assert c == y.core(n) and q == y.quotient(n)
    assert len(q) == n
    assert c.to_list() == ref.core(parts, n)
    assert c.is_core(n)
    assert y.size() == c.size() + n * sum(x.size() for x in q)
    assert P(core=c, quotient=q) == y


@given(partitions, st.integers(0, 4))
def test_maya_diagram_round_trip(parts, extra):
    y = P(parts)
    d = hg.MayaDiagram.from_partition(y, len(parts) + extra)
    assert d.stones() == ref.betas(parts, len(parts) + extra)
    assert d.to_partition() == y
    assert len(d.moves()) == y.size()  # one move per box (Kawanaka section 8)
    for source, target in d.moves():
        assert source in d and target not in d
        assert d.with_move(source, target).to_partition().size() == y.size() - (source - target)


def test_maya_diagram_basics():
    d = hg.MayaDiagram([3, 1])
    assert d.moves() == [(3, 2), (3, 0), (1, 0)]
    assert d.to_partition() == P([2, 1])
    assert d == hg.MayaDiagram([1, 3]) and hash(d) == hash(hg.MayaDiagram([1, 3]))
    assert P([2, 1]).to_maya() == d
    assert len(d) == 2 and 3 in d and 2 not in d and -1 not in d
    assert repr(d) == "MayaDiagram([3, 1])"


def test_shifted_partitions():
    s = hg.ShiftedPartition("7,6,4,3,2")
    assert s == hg.ShiftedPartition([7, 6, 4, 3, 2]) and str(s) == "7,6,4,3,2"
    assert repr(s) == "ShiftedPartition([7, 6, 4, 3, 2])"
    assert len(s) == 5 and list(s) == [7, 6, 4, 3, 2] and s.size() == 22
    # The three winning hooks of Getting started: (1,3), (2,4), (3,5).
    assert str(s.remove_hook_at_box(1, 3)) == "6,4,2" == str(s.remove_hook_at_cell(0, 2))
    assert s.hook_length_at_box(1, 3) == 10 == s.hook_length_at_cell(0, 2)
    rows = s.hook_lengths()
    assert [len(r) for r in rows] == [7, 6, 4, 3, 2]
    assert all(rows[i - 1][j - i] == s.hook_length_at_box(i, j) for i in range(1, 6) for j in range(i, i + s[i - 1]))
    assert s.has_box(2, 2) and not s.has_box(2, 1)
    assert s.has_cell(1, 1) and not s.has_cell(1, 0)


def test_pickle_and_copy():
    for x in (P([9, 8, 6, 5, 5, 2]), P(), hg.ShiftedPartition([7, 6, 4]), hg.MayaDiagram([14, 12, 9])):
        assert pickle.loads(pickle.dumps(x)) == x
        assert copy.deepcopy(x) == x and copy.copy(x) == x
