"""Ctrl-C interrupts long computations: the GIL is released and the
calling thread checks for signals while the Rust engine works."""

import _thread
import signal
import threading

import pytest

import hookgames as hg


@pytest.fixture(autouse=True)
def sigint_raises_keyboard_interrupt():
    """Python's own Ctrl-C handler, whatever the process inherited: a shell
    that starts a job in the background (`cmd &`) has it ignore SIGINT, and
    then `_thread.interrupt_main` does nothing."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, previous)


def interrupt_soon():
    """Deliver a KeyboardInterrupt to the main thread in 0.2 s, as Ctrl-C does."""
    timer = threading.Timer(0.2, _thread.interrupt_main)
    timer.start()
    return timer


def test_ctrl_c_interrupts_the_generic_solver():
    # The misere value of the staircase (14, 13, ..., 1) explores millions of
    # diagrams (Catalan(15) = 9 694 845): minutes of work, cut short.
    staircase = list(range(14, 0, -1))
    timer = interrupt_soon()
    with pytest.raises(KeyboardInterrupt):
        hg.SatoWelter().misere_grundy(staircase)
    timer.join()
    # The module is usable afterwards, and the worker stopped (a new call
    # answers at once).
    assert hg.SatoWelter().misere_grundy([5, 4, 3, 2, 1]) == 0


def test_ctrl_c_cancels_the_mhrg_table_and_its_worker_stops():
    # G(Y_{m,n}) for m, n <= 20 solves about 6.6·10^7 positions (games of
    # up to 7.5·10^6, each within the 512 MiB budget): a minute of work. Ctrl-C cancels the engine's token; the table stops
    # at its next check (after the level in progress), within a bounded
    # time, and the interpreter gets the KeyboardInterrupt after it stopped.
    import time

    timer = interrupt_soon()
    started = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        hg.mhrg_table(20)
    stopped = time.monotonic()
    timer.join()
    assert stopped - started < 0.2 + 5.0, stopped - started
    # The worker stopped: a new call answers at once.
    assert hg.mhrg_table(3)[2] == [3, 3, 0]


def test_ctrl_c_interrupts_a_python_game_exploration():
    # Nim with an unbounded supply of states: the exploration runs until the
    # interrupt (or its state limit, far away).
    game = hg.Game(lambda n: [n + 1, n + 2] if n < 10**9 else [])
    timer = interrupt_soon()
    with pytest.raises(KeyboardInterrupt):
        game.grundy(0)
    timer.join()


def test_other_threads_run_while_rust_computes():
    # The GIL is released: a Python thread makes progress during a solve.
    ticks = []
    stop = threading.Event()

    def tick():
        while not stop.is_set():
            ticks.append(1)
            stop.wait(0.001)

    t = threading.Thread(target=tick)
    t.start()
    try:
        hg.SatoWelter().misere_grundy(list(range(10, 0, -1)))
    finally:
        stop.set()
        t.join()
    assert len(ticks) > 1
