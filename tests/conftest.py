"""Shared fixtures: a test that reads hostile files must fail, never hang the suite."""

from __future__ import annotations

import gc
import logging
import os
import signal
import sys
import tempfile
import traceback

import pytest
from helpers.guards import HANG_S, deadline

# The suite runs on every core (pytest-xdist, the `test` extra): `-n auto` unless the command
# line says how many (`-n 0` or `-p no:xdist` runs it in this one process).  Not in
# pyproject's addopts, so that a pytest without xdist (the compiled wheels' check installs
# only what it needs) still runs, serially; and a pytest that a test starts (inside a
# worker: tests/ui/screens) runs serially beside the workers instead of starting its own.
# `worksteal`: each worker takes a run of whole files in order (a module's fixtures made
# once), and one that is done takes tests from the other (no idle core at the end).
WORKER_ENV = "PYTEST_XDIST_WORKER"


@pytest.hookimpl(wrapper=True)
def pytest_cmdline_main(config):
    option = config.option
    if (config.pluginmanager.hasplugin("xdist") and getattr(option, "numprocesses", 0) is None
            and WORKER_ENV not in os.environ):
        option.numprocesses = "auto"
        if option.dist == "no":
            option.dist = "worksteal"
    return (yield)


@pytest.fixture
def no_hang():
    """The test body under a deadline that only a hang reaches (two of ``guards.HANG_S``:
    a test may wait that long for each of its children); a busy machine does not."""
    with deadline(2 * HANG_S):
        yield


# -- logged errors fail the test (as qutebrowser's logfail) -----------------------------------
class LoggedErrors(logging.Handler):
    """Every record of ERROR and above logged anywhere (any thread) during a test."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def take(self) -> list[logging.LogRecord]:
        """The errors logged so far, now expected: they no longer fail the test."""
        taken, self.records = self.records, []
        return taken


def pytest_configure(config):
    config.addinivalue_line("markers", "expect_log_errors: the test provokes logged errors "
                            "on purpose (else any logged error fails it)")
    # The suite started in the background of a script (`.ci/run &`, a non-interactive
    # shell) inherits Ctrl+C ignored, and so would every game and command a test starts:
    # the game honours an ignored SIGINT (as under nohup), and the tests that press
    # Ctrl+C waited for it in vain.  A Python handler here is reset to the default in
    # each child at its start, as in a terminal.
    if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    # No test ever reaches the player's own folders: a test's private home comes from
    # monkeypatch, and a monkeypatch.undo() in the test's body takes it back with the
    # rest; without this, the game's files were then the real ones (~/.local/share).
    from fivesup_qt import paths

    os.environ[paths.HOME_ENV] = tempfile.mkdtemp(prefix="fivesup-qt-tests-")


def pytest_runtest_teardown(item, nextitem):
    """Once a UI test has turned Python's automatic collector off (``ui.garbage``), what
    is due is collected here too, on the main thread: a test that runs no event loop
    (the rules' property tests, after a UI test in the same worker) grows no heap."""
    garbage = sys.modules.get("fivesup_qt.ui.garbage")
    if garbage is not None and not gc.isenabled():
        garbage.collect_due()


def _described(record: logging.LogRecord) -> str:
    text = f"{record.levelname} {record.name}: {record.getMessage()}"
    if record.exc_info and record.exc_info[1] is not None:
        text += "\n" + "".join(traceback.format_exception(*record.exc_info)).rstrip()
    return text


@pytest.fixture(autouse=True)
def logged_errors(request):
    """A logged error fails the test at teardown, unless the test is marked
    ``expect_log_errors`` or has ``take``-n the errors it expects from this fixture."""
    handler = LoggedErrors()
    root = logging.getLogger()
    root.addHandler(handler)
    try:
        yield handler
    finally:
        root.removeHandler(handler)
    if handler.records and request.node.get_closest_marker("expect_log_errors") is None:
        pytest.fail("errors were logged during the test:\n"
                    + "\n".join(_described(r) for r in handler.records), pytrace=False)
