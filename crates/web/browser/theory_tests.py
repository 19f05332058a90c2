"""The theory panel beside the board (crates/web/assets/theory.js, the
question /api/theory; issue 32): the Maya diagram's stones move as the
boxes' hooks say, Kawanaka's descent ends at the winning box, the n-core
and n-quotient are the command line's, and an MHRG position shows its
diagonal expression and Motegi's subset.

Imported by test_explorer.py, which runs every test_*(x) with its
Explorer.
"""

import json
import subprocess

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def _show(x, *args):
    """`hookgames show … --json`, parsed."""
    out = subprocess.run(
        [x.binary, "show", *args, "--json"], capture_output=True, text=True, check=True
    ).stdout
    return json.loads(out)


def _panel(x, name):
    return x.driver.find_element(By.ID, "theory").get_attribute(f"data-{name}")


def _wait_theory(x, position, timeout=10):
    """Waits until the panel shows `position` (exponent notation)."""
    WebDriverWait(x.driver, timeout).until(
        lambda d: _panel(x, "state") == "ready" and _panel(x, "position") == position
    )


def _hook(parts, i, j):
    """h(i, j) = λ_i − j + λ'_j − i + 1."""
    conj = sum(1 for p in parts if p >= j)
    return parts[i - 1] - j + conj - i + 1


def test_theory_a_click_on_a_box_moves_the_right_stone(x):
    """The Maya view: β_i = λ_i + ℓ − i are the stones (as `hookgames show`
    lists them); a click on the box (i, j) moves the stone β_i to
    β_i − h(i, j), recorded on #theory before the explorer plays the move,
    and the new position's panel shows the moved stone."""
    parts = [9, 8, 6, 5, 5, 2]
    beta = [int(b) for b in _show(x, "9,8,6,5,5,2")["beta"]]
    x.open("?game=sato-welter&position=9,8,6,5,5,2")
    x.wait_position("9,8,6,5^2,2")
    _wait_theory(x, "9,8,6,5^2,2")
    stones = [
        int(s.get_attribute("data-beta"))
        for s in x.driver.find_elements(By.CSS_SELECTOR, "#theory-maya circle.stone")
    ]
    assert stones == beta == [14, 12, 9, 7, 6, 2], (stones, beta)
    for (i, j), after in [((3, 3), "9,8,4^2,2^2"), ((2, 4), "9,5,4^2,3,2"), ((5, 1), "9,8,6,5,1")]:
        x.open("?game=sato-welter&position=9,8,6,5,5,2")
        x.wait_position("9,8,6,5^2,2")
        _wait_theory(x, "9,8,6,5^2,2")
        x.box(i, j).click()
        h = _hook(parts, i, j)
        assert _panel(x, "moved-box") == f"{i},{j}", _panel(x, "moved-box")
        assert int(_panel(x, "moved-from")) == beta[i - 1], _panel(x, "moved-from")
        assert int(_panel(x, "moved-to")) == beta[i - 1] - h, (_panel(x, "moved-to"), h)
        assert int(_panel(x, "moved-hook")) == h
        # The explorer played the move; the panel's stones are the new
        # position's β-numbers, the moved one among them.
        x.wait_position(after)
        _wait_theory(x, after)
        new = sorted(
            int(s.get_attribute("data-beta"))
            for s in x.driver.find_elements(By.CSS_SELECTOR, "#theory-maya circle.stone")
        )
        want = sorted(int(b) for b in _show(x, after)["beta"])
        assert new == want, (new, want)
        # With the old number of stones, the set is the old one with the move made.
        moved = sorted(b for b in beta if b != beta[i - 1]) + [beta[i - 1] - h]
        d = len(beta) - len(new)
        assert sorted(moved) == sorted([b + d for b in new] + list(range(d))), (moved, new)
    x.shot("theory-maya")


def test_theory_a_stone_then_a_cell_plays_the_move(x):
    """A click on a stone marks its targets; a click on a marked cell makes
    the move on the board."""
    x.open("?game=sato-welter&position=9,8,6,5,5,2")
    x.wait_position("9,8,6,5^2,2")
    _wait_theory(x, "9,8,6,5^2,2")
    x.driver.find_element(By.CSS_SELECTOR, '#theory-maya circle.stone[data-row="3"]').click()
    targets = sorted(
        int(c.get_attribute("data-cell"))
        for c in x.driver.find_elements(By.CSS_SELECTOR, "#theory-maya g.cell.target")
    )
    # The stone 9 (row 3, λ_3 = 6) can go to the six empty cells below it.
    assert targets == [0, 1, 3, 4, 5, 8], targets
    x.driver.find_element(By.CSS_SELECTOR, '#theory-maya g.cell.target[data-cell="8"]').click()
    assert _panel(x, "moved-box") == "3,6", _panel(x, "moved-box")
    x.wait_position("9,8,5^3,2")


def test_theory_kawanakas_descent_ends_at_the_box_3_6(x):
    """Kawanaka §9: 9,8,6,5,5,2 (value 7); the descent of Theorem 4.2
    passes through Y′ (15 boxes) and Y″ (5 boxes) and its last step names
    the box (3,6), whose hook removal leaves 9,8,5,5,5,2."""
    x.open("?game=sato-welter&position=9,8,6,5,5,2")
    x.wait_position("9,8,6,5^2,2")
    _wait_theory(x, "9,8,6,5^2,2")
    steps = x.driver.find_elements(By.CSS_SELECTOR, "#theory-descent li.descent-step")
    sizes = [int(s.get_attribute("data-size")) for s in steps]
    assert sizes[:3] == [35, 15, 5], sizes
    assert steps[0].get_attribute("data-case") == "3", steps[0].get_attribute("data-case")
    last = steps[-1]
    assert last.get_attribute("data-answer") == "3,6", last.get_attribute("data-answer")
    good = x.driver.find_element(By.ID, "theory-good-move")
    assert good.get_attribute("data-boxes") == "3,6"
    assert "(3,6)" in good.text and "9,8,5^3,2" in good.text, good.text
    x.driver.execute_script("arguments[0].scrollIntoView()", x.driver.find_element(By.ID, "theory"))
    x.shot("theory")


def test_theory_core_and_quotient_for_n_3_are_the_command_lines(x):
    """The 3-core and 3-quotient of 9,8,6,5,5,2 in the panel are those of
    `hookgames show 9,8,6,5,5,2 --n 3 --json`."""
    want = _show(x, "9,8,6,5,5,2", "--n", "3")
    x.open("?game=sato-welter&position=9,8,6,5,5,2")
    x.wait_position("9,8,6,5^2,2")
    _wait_theory(x, "9,8,6,5^2,2")
    field = x.driver.find_element(By.ID, "theory-n")
    field.clear()
    field.send_keys("3")
    x.driver.find_element(By.ID, "theory-apply").click()
    WebDriverWait(x.driver, 10).until(lambda d: _panel(x, "n") == "3" and _panel(x, "state") == "ready")
    core = x.driver.find_element(By.ID, "theory-core").get_attribute("data-text")
    quotient = x.driver.find_element(By.ID, "theory-quotient").get_attribute("data-text")
    assert core == want["core"]["text"], (core, want["core"])
    assert quotient == " | ".join(q["text"] for q in want["quotient"]), (quotient, want["quotient"])
    beads = x.driver.find_elements(By.CSS_SELECTOR, "#theory-abacus circle.bead")
    assert len(beads) == 6, len(beads)


def test_theory_mhrg_diagonal_expression_and_subset(x):
    """A rectangle typed in the panel (or the explorer's MHRG rectangle):
    (4,4,2) in 3 × 5 has Motegi's subset {3, 6, 7} (Motegi §2.1) and the
    diagonal expression of `hookgames show --rect 3x5`."""
    want = _show(x, "4,4,2", "--rect", "3x5")
    x.open("?game=sato-welter&position=4,4,2")
    x.wait_position("4^2,2")
    _wait_theory(x, "4^2,2")
    field = x.driver.find_element(By.ID, "theory-rect")
    field.clear()
    field.send_keys("3x5")
    x.driver.find_element(By.ID, "theory-apply").click()
    WebDriverWait(x.driver, 10).until(
        lambda d: d.find_elements(By.ID, "theory-subset") and _panel(x, "state") == "ready"
    )
    subset = x.driver.find_element(By.ID, "theory-subset").get_attribute("data-values")
    diagonal = x.driver.find_element(By.ID, "theory-diagonal").get_attribute("data-values")
    assert subset == "3,6,7", subset
    assert diagonal == ",".join(str(v) for v in want["diagonal"]), (diagonal, want["diagonal"])
    # E applies to 3 × 5 (m ≤ n, m + n even: Abuku–Tada, Theorem 4.4).
    maps = [m.get_attribute("data-map") for m in x.driver.find_elements(By.CSS_SELECTOR, "#theory-maps li")]
    assert "E" in maps, maps
    x.shot("theory-mhrg")
