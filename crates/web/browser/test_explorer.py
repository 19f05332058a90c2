"""The explorer's browser tests: `hookgames serve` on an ephemeral port,
driven in a real headless Chromium through WebDriver (Debian's chromium and
chromedriver; Selenium never downloads a browser or a driver here).

Run by .ci/browser, which makes the virtual environment:

    python test_explorer.py --binary target/release-checked/hookgames \
        --screenshots /tmp/shots [--readme-screenshot docs/explorer.png]

Each test prints one line; the run ends with "N passed, M failed" and exits
non-zero if any failed.
"""

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
import urllib.parse

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--window-size=1400,900",
]


class Explorer:
    """The server (the real binary) and a browser on it."""

    def __init__(self, binary, screenshots):
        self.binary = binary
        self.screenshots = screenshots
        self.server = subprocess.Popen(
            [binary, "serve", "--port", "0"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        line = self.server.stdout.readline()
        match = re.match(r"hookgames explorer: (http://\S+/)", line)
        if not match:
            raise RuntimeError(f"the server printed {line!r}")
        self.url = match.group(1)
        self.profile = tempfile.mkdtemp(prefix="hookgames-chromium-")
        options = webdriver.ChromeOptions()
        options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
        for flag in CHROMIUM_FLAGS:
            options.add_argument(flag)
        options.add_argument(f"--user-data-dir={self.profile}")
        service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
        self.driver = webdriver.Chrome(options=options, service=service)
        self.driver.set_page_load_timeout(30)

    def close(self):
        """Quits the browser; stops the server with Ctrl-C (SIGINT) and
        checks that it exits cleanly."""
        try:
            self.driver.quit()
        finally:
            shutil.rmtree(self.profile, ignore_errors=True)
            self.server.send_signal(signal.SIGINT)
            try:
                code = self.server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.server.kill()
                raise AssertionError("the server did not stop on Ctrl-C within 10 s")
            rest = self.server.stdout.read()
            assert code == 0, f"the server exited with {code}: {self.server.stderr.read()}"
            assert "stopped" in rest, rest

    # ---- helpers ------------------------------------------------------------

    def open(self, query=""):
        self.driver.get(self.url + query)
        return self.ready()

    def ready(self, timeout=10):
        """Waits until the page has an answer (or an error) and returns the
        seconds it took."""
        t0 = time.monotonic()
        WebDriverWait(self.driver, timeout).until(
            lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-state")
            in ("ready", "error")
        )
        return time.monotonic() - t0

    def text(self, element_id):
        return self.driver.find_element(By.ID, element_id).text.strip()

    def body(self, name):
        return self.driver.find_element(By.TAG_NAME, "body").get_attribute(f"data-{name}")

    def box(self, row, col):
        return self.driver.find_element(
            By.CSS_SELECTOR, f'#board g.box[data-row="{row}"][data-col="{col}"]'
        )

    def wait_position(self, text, timeout=10):
        WebDriverWait(self.driver, timeout).until(
            lambda d: self.body("position") == text and self.body("state") == "ready"
        )

    def enter(self, game, position, play="normal"):
        Select(self.driver.find_element(By.ID, "game")).select_by_value(game)
        self.ready()
        Select(self.driver.find_element(By.ID, "play")).select_by_value(play)
        self.ready()
        field = self.driver.find_element(By.ID, "position")
        field.clear()
        field.send_keys(position, Keys.ENTER)
        # The answer of the new position (not the one before).
        WebDriverWait(self.driver, 10).until(
            lambda d: self.body("state") in ("ready", "error")
            and (self.body("state") == "error" or self.body("game") == game)
        )
        return self.ready()

    def shot(self, name):
        if self.screenshots:
            self.driver.save_screenshot(os.path.join(self.screenshots, f"{name}.png"))


# ---- the tests ------------------------------------------------------------------


def test_kawanaka_value_7_then_the_hook_at_3_6(x):
    """Kawanaka §9: 9,8,6,5,5,2 has value 7; removing the hook at (3,6)
    leaves a P-position."""
    x.open()
    x.enter("sato-welter", "9,8,6,5,5,2")
    x.wait_position("9,8,6,5^2,2")
    assert x.text("value") == "7", x.text("value")
    assert x.text("outcome").startswith("N"), x.text("outcome")
    # Hovering shows the move and the value it leads to.
    webdriver.ActionChains(x.driver).move_to_element(x.box(3, 6)).perform()
    hover = x.text("hover")
    assert "hook at (3,6) of length 1" in hover and "value 0" in hover, hover
    x.shot("kawanaka")
    x.box(3, 6).click()
    x.wait_position("9,8,5^3,2")
    assert x.text("value") == "0", x.text("value")
    assert x.text("outcome").startswith("P"), x.text("outcome")
    # Undo and redo.
    x.driver.find_element(By.ID, "undo").click()
    x.wait_position("9,8,6,5^2,2")
    x.driver.find_element(By.ID, "redo").click()
    x.wait_position("9,8,5^3,2")
    history = x.driver.find_elements(By.CSS_SELECTOR, "#history li")
    assert len(history) == 2 and "(3,6)" in history[1].text, [h.text for h in history]


def test_hint_and_keyboard(x):
    """The hint names the winning move; a box is a button for the keyboard."""
    x.open("?game=sato-welter&position=9,8,6,5,5,2")
    x.wait_position("9,8,6,5^2,2")
    x.driver.find_element(By.TAG_NAME, "body").send_keys("h")
    WebDriverWait(x.driver, 5).until(lambda d: "Hint" in x.text("hover"))
    assert "(3,6)" in x.text("hover"), x.text("hover")
    box = x.box(3, 6)
    assert box.get_attribute("tabindex") == "0"
    x.driver.execute_script("arguments[0].focus()", box)
    box.send_keys(Keys.ENTER)
    x.wait_position("9,8,5^3,2")
    x.driver.find_element(By.TAG_NAME, "body").send_keys("u")
    x.wait_position("9,8,6,5^2,2")


def test_a_whole_lctr_game_against_the_computer(x):
    """Figure 5's partition in LCTR: the side to move from a P-position
    loses, whatever it plays."""
    x.open("?game=lctr&position=8,7,6,5,5,2,1")
    x.wait_position("8,7,6,5^2,2,1")
    start = x.text("value")
    # Play so that the human always moves from a P-position: first if the
    # start is one, else second (the computer's winning move makes one).
    x.driver.find_element(By.ID, "play-first" if start == "0" else "play-second").click()
    plies = 0
    human_moves = 0
    for _ in range(100):
        WebDriverWait(x.driver, 10).until(
            lambda d: x.body("state") == "ready"
            and (x.text("status") == "Your move." or x.body("over") == "true")
        )
        if x.body("over") == "true":
            break
        assert x.text("value") == "0", f"the human moves from value {x.text('value')}"
        buttons = [
            b
            for b in x.driver.find_elements(By.CSS_SELECTOR, "#moves-buttons button")
            if b.is_enabled()
        ]
        assert buttons, "no move to make"
        before = x.body("position")
        # Alternate between the two moves, as a player trying both would.
        buttons[human_moves % len(buttons)].click()
        human_moves += 1
        WebDriverWait(x.driver, 10).until(lambda d: x.body("position") != before)
        plies += 1
    assert x.body("over") == "true", "the game did not end"
    assert x.text("status") == "The computer wins.", x.text("status")
    assert human_moves >= 2, human_moves
    x.shot("lctr-game")


def test_figure_5_colouring_is_the_command_lines_board(x):
    """The value colouring of Figure 5's partition equals `hookgames board
    lctr 8,7,6,5,5,2,1`."""
    def board(*extra):
        return subprocess.run(
            [x.binary, "board", "lctr", "8,7,6,5,5,2,1", *extra],
            capture_output=True,
            text=True,
            check=True,
        ).stdout

    want = [[int(v) for v in row] for row in json.loads(board("--json"))["board"]]
    # The text form is the same grid (one digit a value here) with the rim
    # of the empty subpositions λ[i,j] around it.
    text = [line for line in board().splitlines() if line.strip()]
    assert all(line.startswith("".join(map(str, row))) for line, row in zip(text, want)), text
    x.open("?game=lctr&position=8,7,6,5,5,2,1")
    x.wait_position("8,7,6,5^2,2,1")
    x.driver.find_element(By.ID, "toggle-values").click()
    got = x.driver.execute_script(
        """
        const rows = [];
        for (const g of document.querySelectorAll('#board g.box')) {
          const i = Number(g.dataset.row), j = Number(g.dataset.col);
          (rows[i - 1] ||= [])[j - 1] = [Number(g.dataset.value), g.querySelector('text').textContent,
            g.querySelector('rect').getAttribute('fill')];
        }
        return rows;
        """
    )
    assert [[v for v, _, _ in row] for row in got] == want, (got, want)
    # What is drawn is the value, and the zeros have the zero colour only.
    zero_fill = {f for row in got for v, _, f in row if v == 0}
    other_fill = {f for row in got for v, _, f in row if v != 0}
    assert all(str(v) == t for row in got for v, t, _ in row)
    assert len(zero_fill) == 1 and not zero_fill & other_fill, (zero_fill, other_fill)
    x.driver.find_element(By.ID, "toggle-hooks").click()
    x.shot("figure-5")
    # The two moves are the boxes (2,1) and (1,2), as in Figure 5: the
    # hover says which and the value, the box shows the same value.
    webdriver.ActionChains(x.driver).move_to_element(x.box(2, 1)).perform()
    assert "remove the top row" in x.text("hover"), x.text("hover")
    assert f"value {want[1][0]} " in x.text("hover"), x.text("hover")
    x.box(1, 2).click()
    x.wait_position("7,6,5,4^2,1")
    assert x.text("value") == str(want[0][1]), (x.text("value"), want[0][1])


def test_a_shared_url_reproduces_the_board(x):
    x.open("?game=sato-welter&position=6,6,5,3,3&play=misere")
    x.wait_position("6^2,5,3^2")
    x.box(2, 2).click()
    WebDriverWait(x.driver, 10).until(lambda d: x.body("position") != "6^2,5,3^2")
    x.ready()
    url = x.driver.current_url
    query = urllib.parse.parse_qs(urllib.parse.urlparse(url).query)
    assert query["game"] == ["sato-welter"] and query["play"] == ["misere"], query
    position, value = x.body("position"), x.text("value")
    boxes = len(x.driver.find_elements(By.CSS_SELECTOR, "#board g.box"))
    # A fresh page at the link.
    x.driver.get("about:blank")
    x.driver.get(url)
    x.ready()
    assert x.body("position") == position, (x.body("position"), position)
    assert x.text("value") == value
    assert x.driver.find_element(By.ID, "play").get_attribute("value") == "misere"
    assert len(x.driver.find_elements(By.CSS_SELECTOR, "#board g.box")) == boxes


def test_an_exponent_position_answers_at_once(x):
    x.open()
    seconds = x.enter("lctr", "7^1000000000000,3^5")
    x.wait_position("7^1000000000000,3^5")
    assert seconds < 3, seconds
    assert x.text("value") == "1", x.text("value")
    bands = x.driver.find_elements(By.CSS_SELECTOR, "#board g.run")
    assert len(bands) == 2, len(bands)
    # The page is not frozen: a script runs at once, and a move answers.
    t0 = time.monotonic()
    assert x.driver.execute_script("return 6 * 7") == 42
    assert time.monotonic() - t0 < 1
    x.driver.find_element(By.ID, "move-T").click()
    x.wait_position("7^999999999999,3^5")
    assert x.text("value") == "0"
    x.shot("exponent")


def test_refusals_show_the_librarys_message(x):
    x.open()
    x.enter("sato-welter", "3,x")
    error = x.driver.find_element(By.ID, "error")
    assert error.is_displayed() and "is not a partition" in error.text, error.text
    # Past the explorer's limits: the misère value of a large diagram.
    x.enter("sato-welter", "30^30", play="misere")
    error = x.driver.find_element(By.ID, "error")
    assert "EXPLORE_SEARCH_STATES" in error.text or "EXPLORE_MAX_BOXES" in error.text, error.text
    # Never a blank page: the form and the panel are there.
    assert x.driver.find_element(By.ID, "position").is_displayed()
    x.shot("refused")
    # Past the drawing limit: the value, and the page says so.
    x.enter("sato-welter", "100^100")
    x.wait_position("100^100")
    assert "value only" in x.text("status"), x.text("status")


def readme_screenshot(x, path):
    """The README's picture: Figure 5 in LCTR with the values on."""
    x.driver.set_window_size(1280, 860)
    x.open("?game=lctr&position=8,7,6,5,5,2,1")
    x.wait_position("8,7,6,5^2,2,1")
    x.driver.find_element(By.ID, "toggle-values").click()
    webdriver.ActionChains(x.driver).move_to_element(x.box(2, 1)).perform()
    time.sleep(0.2)
    x.driver.save_screenshot(path)


# The guide's pictures of each view (bash .ci/browser --guide-screenshots
# docs/explorer): (file, what, query, what to do, element to picture or
# None for the window). Each is written as DIR/FILE.png.
GUIDE_VIEWS = [
    ("sato-welter", "the Sato–Welter game on Kawanaka's 9,8,6,5,5,2, values on, the winning box (3,6) hovered",
     "?game=sato-welter&position=9,8,6,5,5,2", ["values", ("hover", 3, 6)], None),
    ("shifted", "hook removal on the shifted diagram 7,6,4,3,2, values on",
     "?game=shifted&position=7,6,4,3,2", ["values"], None),
    ("turning-turtles", "the same position as Turning Turtles, every move listed",
     "?game=turning-turtles&position=7,6,4,3,2", ["values", "moves"], None),
    ("mhrg", "the MHRG position 4,3,1 in the 3 × 4 rectangle, hook lengths on",
     "?game=mhrg&rect=3x4&position=4,3,1", ["values", "hooks"], None),
    ("chess", "a knight on Figure 5's partition, its whole board of values",
     "?game=chess&piece=knight&at=1,1&position=8,7,6,5,5,2,1", ["values"], None),
    ("nim", "Nim 7,5,3 as rows of tokens, the hint shown",
     "?game=nim&position=7,5,3", ["values", "hint"], None),
    ("theory", "the theory beside the board: Maya diagram, 2-core and 2-quotient, Kawanaka's descent to the box (3,6)",
     "?game=sato-welter&position=9,8,6,5,5,2", [], "theory"),
    ("tables", "the MHRG table G(Y_{m,n}) for 1 ≤ m, n ≤ 9 (Abuku–Tada, Table 1), each cell a link",
     "?game=sato-welter&position=9,8,6,5,5,2", ["mhrg-table"], "tables"),
]


def guide_screenshots(x, folder):
    """Writes the guide's picture of each view into `folder`."""
    from selenium.webdriver.support.ui import Select

    os.makedirs(folder, exist_ok=True)
    x.driver.set_window_size(1200, 820)
    for name, _what, query, actions, element in GUIDE_VIEWS:
        x.open(query)
        WebDriverWait(x.driver, 10).until(lambda d: x.body("state") == "ready")
        for a in actions:
            if a == "values":
                x.driver.find_element(By.ID, "toggle-values").click()
            elif a == "hooks":
                x.driver.find_element(By.ID, "toggle-hooks").click()
            elif a == "moves":
                x.driver.execute_script("document.getElementById('all-moves').open = true")
            elif a == "hint":
                x.driver.find_element(By.ID, "hint").click()
            elif a == "mhrg-table":
                Select(x.driver.find_element(By.ID, "table-game")).select_by_value("mhrg")
                WebDriverWait(x.driver, 10).until(
                    lambda d: d.find_element(By.ID, "tables").get_attribute("data-game") == "mhrg"
                    and d.find_element(By.ID, "tables").get_attribute("data-state") == "ready"
                )
            elif a[0] == "hover":
                webdriver.ActionChains(x.driver).move_to_element(x.box(a[1], a[2])).perform()
        time.sleep(0.4)
        path = os.path.join(folder, f"{name}.png")
        if element:
            # Tall enough for the whole panel.
            x.driver.set_window_size(1200, 2000)
            time.sleep(0.3)
            target = x.driver.find_element(By.ID, element)
            x.driver.execute_script("arguments[0].scrollIntoView()", target)
            time.sleep(0.2)
            target.screenshot(path)
            x.driver.set_window_size(1200, 820)
        else:
            x.driver.save_screenshot(path)
        print(f"wrote {path}")


def collect_tests():
    """The tests of this file, then those of every `*_tests.py` module
    beside it (one module per view of the page), in file order."""
    import glob
    import importlib.util

    tests = [v for k, v in globals().items() if k.startswith("test_")]
    here = os.path.dirname(os.path.abspath(__file__))
    for path in sorted(glob.glob(os.path.join(here, "*_tests.py"))):
        name = os.path.splitext(os.path.basename(path))[0]
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        tests += [v for k, v in vars(module).items() if k.startswith("test_") and callable(v)]
    return tests


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--screenshots", default=None)
    parser.add_argument("--readme-screenshot", default=None)
    parser.add_argument("--guide-screenshots", default=None)
    args = parser.parse_args()
    if args.screenshots:
        os.makedirs(args.screenshots, exist_ok=True)
    x = Explorer(args.binary, args.screenshots)
    passed = failed = 0
    try:
        if args.guide_screenshots:
            guide_screenshots(x, args.guide_screenshots)
            return 0
        if args.readme_screenshot:
            readme_screenshot(x, args.readme_screenshot)
            print(f"wrote {args.readme_screenshot}")
            return 0
        tests = collect_tests()
        for test in tests:
            t0 = time.monotonic()
            try:
                test(x)
                passed += 1
                print(f"ok      {test.__name__} ({time.monotonic() - t0:.2f} s)", flush=True)
            except (AssertionError, TimeoutException, Exception):  # noqa: BLE001
                failed += 1
                print(f"FAILED  {test.__name__} ({time.monotonic() - t0:.2f} s)", flush=True)
                traceback.print_exc()
                x.shot(f"failed-{test.__name__}")
    finally:
        x.close()
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
