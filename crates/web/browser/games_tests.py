"""The browser tests of the explorer's games of issue 32: for each game,
the value shown is the command line's (`hookgames grundy … --json`) and one
winning move played on the board (a box, or the move list when no box makes
that move alone) leads to one of the command line's winning moves
(`hookgames moves … --json`). Nim, Wythoff and Chomp are not games of the
command line: their values are checked against Bouton's nim-sum, Wythoff's
P-positions (⌊kφ⌋, ⌊kφ²⌋) and Chomp's two-row P-positions (a, a − 1)."""

import json
import math
import subprocess
import urllib.parse

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def cli(x, *args):
    out = subprocess.run([x.binary, *args, "--json"], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def url_fields(x):
    return {k: v[0] for k, v in urllib.parse.parse_qs(urllib.parse.urlparse(x.driver.current_url).query).items()}


def open_game(x, **fields):
    x.open("?" + urllib.parse.urlencode(fields))
    WebDriverWait(x.driver, 10).until(lambda d: x.body("state") == "ready" and x.body("game") == fields["game"])


def play_winning(x):
    """Plays a move to value 0: its box when one box makes it, else from
    the list. Returns how it was played."""
    before = len(x.driver.find_elements(By.CSS_SELECTOR, "#history li"))
    boxes = x.driver.find_elements(By.CSS_SELECTOR, '#board g.box.move[data-value="0"]')
    how = "box"
    if boxes:
        boxes[0].click()
    else:
        how = "list"
        x.driver.execute_script("document.getElementById('all-moves').open = true")
        buttons = x.driver.find_elements(By.CSS_SELECTOR, "#move-list button.zero")
        assert buttons, "no winning move in the list"
        buttons[0].click()
    WebDriverWait(x.driver, 10).until(
        lambda d: len(d.find_elements(By.CSS_SELECTOR, "#history li")) == before + 1
        and x.body("state") == "ready"
    )
    assert x.text("value") == "0", x.text("value")
    return how


def check_against_cli(x, game, position, cli_game, cli_args, fields, key):
    """The value and one winning move against the command line; `key` picks
    what identifies a move's result (the position's text, the piece's box,
    the history)."""
    open_game(x, game=game, position=position, **fields)
    want = cli(x, "grundy", cli_game, position, *cli_args)
    assert x.text("value") == want["grundy"], (game, x.text("value"), want["grundy"])
    winning = cli(x, "moves", cli_game, position, *cli_args)["moves"]
    assert winning, f"{game} {position}: the command line lists no winning move"
    how = play_winning(x)
    got = key(x)
    assert got in {key_of_cli(m, key) for m in winning}, (game, got, winning)
    x.shot(f"game-{game}")
    return how


def key_of_cli(move, key):
    if key is by_at:
        # (The command line's chess move leads to a box.)
        return f"{move['to']['row']},{move['to']['column']}"
    if key is by_history:
        return move["history"]
    return move["to"]["text"]


def by_position(x):
    return x.body("position")


def by_at(x):
    return url_fields(x).get("at")


def by_history(x):
    return url_fields(x).get("history")


def test_shifted_one_winning_box(x):
    how = check_against_cli(x, "shifted", "7,6,4,3,2", "shifted", [], {}, by_position)
    assert how == "box"
    # Row 2 of a shifted diagram starts in column 2.
    assert not x.driver.find_elements(By.CSS_SELECTOR, '#board g.box[data-row="2"][data-col="1"]')


def test_turning_turtles_coins_are_the_shifted_game(x):
    check_against_cli(x, "turning-turtles", "7,6,4,3,2", "shifted", [], {}, by_position)
    faces = x.driver.execute_script(
        "return [...document.querySelectorAll('#board g.coin')].map(g => g.dataset.face).join('')"
    )
    heads = [i + 1 for i, f in enumerate(faces) if f == "H"]
    assert sorted(heads, reverse=True) == [int(p) for p in x.body("position").split(",")], (faces, x.body("position"))


def test_mhrg_in_its_rectangle(x):
    check_against_cli(x, "mhrg", "4,3,1", "mhrg", ["--rect", "3x4"], {"rect": "3x4"}, by_position)
    assert url_fields(x).get("rect") == "3x4"


def test_chess_queen_and_its_board(x):
    position = "8,7,6,5,5,2,1"
    check_against_cli(x, "chess", position, "chess", ["--piece", "queen"], {"piece": "queen"}, by_at)
    # The whole board of values is the command line's.
    want = [[int(v) for v in row] for row in cli(x, "board", "chess", position, "--piece", "queen")["board"]]
    got = x.driver.execute_script(
        """const rows = [];
        for (const g of document.querySelectorAll('#board g.box')) {
          (rows[g.dataset.row - 1] ||= [])[g.dataset.col - 1] = Number(g.dataset.value);
        }
        return rows;"""
    )
    assert got == want, (got, want)
    # A custom rider-leaper piece.
    open_game(x, game="chess", position=position, piece="leap(1,2)+ride(1,1)")
    want = cli(x, "grundy", "chess", position, "--piece", "leap(1,2)+ride(1,1)")["grundy"]
    assert x.text("value") == want


def test_non_repetitive_lctr_and_downright_after_a_history(x):
    for game in ["lctr-nonrep", "downright-nonrep"]:
        position = "8,7,6,5,5,2,1"
        history = "LT"
        want = cli(x, "grundy", game, position, "--history", history)["grundy"]
        open_game(x, game=game, position=position, history=history)
        assert x.text("value") == want, (game, x.text("value"), want)
        winning = cli(x, "moves", game, position, "--history", history)["moves"]
        if winning:
            play_winning(x)
            assert by_history(x) in {m["history"] for m in winning}, (by_history(x), winning)


def test_misere_toggle_on_a_new_game(x):
    open_game(x, game="shifted", position="5,3,1", play="misere")
    want = cli(x, "grundy", "shifted", "5,3,1", "--misere")["grundy"]
    assert x.text("value") == want and "misère" in x.text("outcome"), (x.text("value"), want)


def test_nim_wythoff_and_chomp(x):
    # Nim: Bouton's nim-sum; the winning move leaves nim-sum 0.
    open_game(x, game="nim", position="7,5,3")
    assert x.text("value") == str(7 ^ 5 ^ 3)
    assert play_winning(x) == "box"
    heaps = [int(p) for p in x.body("position").split(",")]
    assert heaps[0] ^ heaps[1] ^ heaps[2] == 0, heaps
    # Wythoff: (5,3) is the P-position (⌊2φ⌋, ⌊2φ²⌋); from (6,3) a move reaches one.
    phi = (1 + math.sqrt(5)) / 2
    p_positions = {(math.floor(k * phi * phi), math.floor(k * phi)) for k in range(1, 20)}
    open_game(x, game="wythoff", position="5,3")
    assert (5, 3) in p_positions and x.text("value") == "0"
    open_game(x, game="wythoff", position="6,3")
    assert x.text("value") != "0"
    play_winning(x)
    a, b = ([int(p) for p in x.body("position").split(",")] + [0, 0])[:2]
    assert (a, b) in p_positions or (a, b) == (0, 0), (a, b)
    # Chomp: two rows (a, a − 1) are P-positions; from 5,2 the move eats (2,5)… or (1,…).
    open_game(x, game="chomp", position="5,4")
    assert x.text("value") == "0"
    open_game(x, game="chomp", position="5,2")
    play_winning(x)
    rows = [int(p) for p in x.body("position").split(",")]
    assert len(rows) == 2 and rows[1] == rows[0] - 1, rows
    assert x.driver.find_elements(By.CSS_SELECTOR, "#board g.poison")
    x.shot("game-chomp")


def test_two_dimensional_lctr_on_corners(x):
    """d = 2 multi-LCTR: the command line's value, and a winning move to one
    of its winning corner sets (read back as a partition by the command
    line's own parser, which takes the corner notation)."""
    corners = "{(6,1),(5,2),(4,5),(2,7)}"
    open_game(x, game="multi-lctr", position=corners)
    want = cli(x, "grundy", "multi-lctr", corners)
    assert x.text("value") == want["grundy"], (x.text("value"), want)
    winning = cli(x, "moves", "multi-lctr", corners)["moves"]
    if not winning:
        # From a P-position every move leads to an N-position: play T.
        x.driver.find_element(By.ID, "move-T").click()
        WebDriverWait(x.driver, 10).until(lambda d: x.body("state") == "ready" and x.text("value") != "0")
        return
    play_winning(x)
    as_partitions = {cli(x, "grundy", "lctr", m["to"]["text"])["position"]["text"] for m in winning}
    assert x.body("position") in as_partitions, (x.body("position"), as_partitions)


def test_the_game_tree_of_a_small_position(x):
    """The side panel's game tree, counted when asked, is `hookgames
    tree`'s (LCTR §2.4); a position too large says why it is not."""
    open_game(x, game="lctr", position="5,4,3,2,1")
    want = cli(x, "tree", "lctr", "5,4,3,2,1")
    x.driver.find_element(By.ID, "tree-count").click()
    WebDriverWait(x.driver, 10).until(lambda d: "plays" in x.text("tree"))
    text = x.text("tree")
    assert f"{want['leaves']} plays" in text and f"longest {want['height']} moves" in text, (text, want)
    open_game(x, game="sato-welter", position="50^50")
    x.driver.find_element(By.ID, "tree-count").click()
    WebDriverWait(x.driver, 10).until(lambda d: "not counted" in x.text("tree"))
    assert "EXPLORE_TREE_STATES" in x.text("tree"), x.text("tree")
