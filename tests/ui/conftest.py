"""Qt tests run offscreen, with fast controllers (no delays, no animations)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from helpers.fontsets import select as _select_font_set
from helpers.homes import private_home
from helpers.images import cyan_png  # noqa: F401  (a fixture the ui tests share)
from helpers.windows import new_window

from fivesup_qt.ui.play.setup import MatchSetup

FONT_SET = _select_font_set()  # FIVESUP_QT_FONT_SET: before the application reads a font


HANG_MS = 60_000  # what the fixtures wait for comes in milliseconds; this bound catches a hang


@pytest.fixture
def bare_window(qtbot):
    """Make windows with no match dealt (``new_window``); each is shut down after the test."""
    windows = []

    def make(size: tuple[int, int] = (1200, 780)):
        window = new_window(qtbot, size)
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.controller.shutdown()


@pytest.fixture
def make_window(qtbot):
    """Build a fast main window, start ``setup`` and wait for the first human turn."""
    windows = []

    def make(setup: MatchSetup, wait_human: bool = True):
        window = new_window(qtbot)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=HANG_MS)
        window.start(setup)
        if wait_human:
            qtbot.waitUntil(lambda: window.controller.human_to_act() is not None, timeout=HANG_MS)
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.controller.shutdown()


@pytest.fixture(scope="session", autouse=True)
def game_font(qapp):
    """The game's own font in front, as the game starts (``ui.fonts``)."""
    from fivesup_qt.ui import fonts

    assert fonts.install(qapp) == fonts.FAMILY
    return qapp.font()


@pytest.fixture(scope="session", autouse=True)
def gui_thread_collection(qapp):
    """Cycles collected on the GUI thread only, as the game starts (``ui.garbage``); the
    root conftest collects what is due after each test, the event loop idle or not."""
    from fivesup_qt.ui import startup

    assert startup.application("pytest") is qapp


@pytest.fixture
def no_controller(monkeypatch):
    """Building a GameController fails the test: what it checks must read the match
    model only (issue 38: views, saving and the cards need no controller)."""
    from fivesup_qt.ui.play import controller

    def refuse(*_args, **_kw):
        raise AssertionError("a GameController was built")

    monkeypatch.setattr(controller.GameController, "__init__", refuse)


@pytest.fixture(autouse=True)
def home(tmp_path):
    """Every UI test keeps its saves, history and settings in its own folder (set apart
    from the test's own monkeypatch, so that its undo() keeps the home private)."""
    with pytest.MonkeyPatch.context() as mp:
        home = private_home(tmp_path, mp)
        home.mkdir()
        yield home


@pytest.fixture(autouse=True)
def light_palette_after():
    """Tests may switch palettes: give the next test the light one."""
    yield
    from PySide6.QtWidgets import QApplication

    from fivesup_qt.ui.theme import LIGHT, apply_palette

    if QApplication.instance() is not None:
        apply_palette(QApplication.instance(), LIGHT)


@pytest.fixture(autouse=True)
def no_unexpected_question(monkeypatch):
    """A test that replaces a match in progress says how the player answers
    (``persistence.files.confirm_replace``); a question nobody answers fails at once
    instead of waiting for a click."""
    from fivesup_qt.ui.saving.file_actions import FileActions

    monkeypatch.setattr(FileActions, "_confirm_replace",
                        lambda self: pytest.fail("unexpected question: abandon this match?"))


@pytest.fixture(params=["en", "ar"])
def language(request, qapp):
    """The test once in English and once in Arabic (the interface translated, right to
    left), then back to plain English."""
    from fivesup_qt.ui.words import i18n

    if request.param == "ar":
        assert i18n.install(qapp, "ar") == "ar"
    yield request.param
    if request.param == "ar":
        i18n.uninstall()


@pytest.fixture(autouse=True)
def jobs_on_a_thread(request, monkeypatch):
    """The windows of the tests run their jobs on a thread, each job pickled and read back
    first, as a worker process would receive it: starting a worker process for every
    window (spawn: a fresh interpreter importing the engine) was the largest fixed cost
    of the interface's tests (a third of tests/ui/table and tests/ui/side).  What only a
    process shows (the pool, the shared generation, a job that crashes its process) is
    tested where a test asks for it with ``@pytest.mark.real_processes`` or builds its
    runner with ``processes=True``; the game's own runs (``--smoke``, the screens checks,
    .ci/run's) use processes."""
    if request.node.get_closest_marker("real_processes"):
        return
    import pickle

    from fivesup_qt.ui.play import worker

    made, submitted = worker.WorkerRunner.__init__, worker.WorkerRunner.submit

    def init(self, parent=None, processes=None):
        made(self, parent, False if processes is None else processes)

    def submit(self, fn, *args, **kwargs):
        if not self.processes:  # what a worker process would be given
            fn = pickle.loads(pickle.dumps(fn))
        return submitted(self, fn, *args, **kwargs)

    monkeypatch.setattr(worker.WorkerRunner, "__init__", init)
    monkeypatch.setattr(worker.WorkerRunner, "submit", submit)
