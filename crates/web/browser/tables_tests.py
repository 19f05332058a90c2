"""The browser tests of the explorer's tables (issue 32): the MHRG table is
the command line's (`hookgames table mhrg --max 9 --json`: Abuku–Tada,
Table 1), a board table is `hookgames board`'s, and a cell opens its
position, whose value is the cell's."""

import json
import subprocess
import urllib.parse

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait


def cli(x, *args):
    out = subprocess.run([x.binary, *args, "--json"], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def tables_ready(x, game):
    WebDriverWait(x.driver, 20).until(
        lambda d: d.find_element(By.ID, "tables").get_attribute("data-state") == "ready"
        and d.find_element(By.ID, "tables").get_attribute("data-game") == game
    )


def grid(x):
    return x.driver.execute_script(
        """const rows = [];
        for (const td of document.querySelectorAll('#value-table td')) {
          (rows[td.dataset.row - 1] ||= [])[td.dataset.col - 1] = td.dataset.value === undefined ? null : td.dataset.value;
        }
        return rows;"""
    )


def open_cell(x, row, col):
    """Follows the link of the cell (row, col) and waits for its board."""
    cell = x.driver.find_element(By.CSS_SELECTOR, f'#value-table td[data-row="{row}"][data-col="{col}"] a')
    value = cell.text
    href = cell.get_attribute("href")
    x.driver.execute_script("arguments[0].scrollIntoView()", cell)
    query = urllib.parse.parse_qs(urllib.parse.urlparse(href).query)
    cell.click()
    # A new page: the explorer of the cell's game (which rewrites the
    # address in its own order).
    WebDriverWait(x.driver, 10).until(
        lambda d: d.execute_script("return performance.getEntriesByType('navigation')[0].name") == href
    )
    x.ready()
    WebDriverWait(x.driver, 10).until(lambda d: x.body("state") == "ready" and x.body("game") == query["game"][0])
    return value, query


def test_mhrg_table_is_table_1_and_a_cell_opens_its_rectangle(x):
    x.open("?game=sato-welter&position=9,8,6,5,5,2")
    Select(x.driver.find_element(By.ID, "table-game")).select_by_value("mhrg")
    side = x.driver.find_element(By.ID, "table-side")
    side.clear()
    side.send_keys("9")
    x.driver.find_element(By.ID, "table-show").click()
    tables_ready(x, "mhrg")
    want = cli(x, "table", "mhrg", "--max", "9")["table"]
    assert grid(x) == want, (grid(x), want)
    x.shot("table-mhrg")
    value, query = open_cell(x, 3, 5)
    assert query["game"] == ["mhrg"] and query["rect"] == ["3x5"], query
    assert x.body("game") == "mhrg" and x.body("position") == "5^3", (x.body("game"), x.body("position"))
    assert x.text("value") == value == want[2][4], (x.text("value"), value, want[2][4])


def test_board_tables_are_the_command_lines_and_open_their_positions(x):
    position = "8,7,6,5,5,2,1"
    for game, extra in [("lctr", []), ("downright", []), ("chess", ["--piece", "knight"])]:
        q = {"game": game, "position": position}
        if extra:
            q["piece"] = "knight"
        x.open("?" + urllib.parse.urlencode(q))
        x.ready()
        tables_ready(x, game)
        want = [list(r) for r in cli(x, "board", game, position, *extra)["board"]]
        assert grid(x) == want, (game, grid(x), want)
        value, query = open_cell(x, 3, 2)
        assert query["game"] == [game], query
        assert x.text("value") == value == want[2][1], (game, x.text("value"), value, want[2][1])
        if game == "chess":
            assert query["at"] == ["3,2"] and query["piece"] == ["knight"], query
        else:
            # The cell (3,2) is λ[2,1]: two rows and a column removed.
            want_position = cli(x, "grundy", "lctr", "5,4,4,1")["position"]["text"]
            assert x.body("position") == want_position, (x.body("position"), want_position)
    x.shot("table-board")
