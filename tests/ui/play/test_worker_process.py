"""The jobs run in a worker process, so that they can never hold the window's
interpreter (``ui/play/worker.py``); the process goes with the window."""

from __future__ import annotations

import os

import pytest
from helpers.windows import human_vs_bot
from helpers.worker_jobs import exploding

from fivesup_qt.ui.play.worker import WorkerRunner

pytestmark = pytest.mark.real_processes  # the worker process itself is what is tested


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def test_a_computer_move_is_thought_in_another_process_and_it_goes_with_the_window(
        make_window, qtbot):
    window = make_window(human_vs_bot(5))  # the bot has had its turns up to the human's
    worker = window.controller.worker
    assert worker.processes
    pids: list[int] = []
    worker.submit(os.getpid, pids.append)
    qtbot.waitUntil(lambda: bool(pids), timeout=30_000)
    [pid] = pids
    assert pid != os.getpid() and pid == worker.worker_pid()
    window.close()
    assert worker.worker_pid() is None
    qtbot.waitUntil(lambda: _gone(pid), timeout=10_000)  # no process left behind


def test_a_cancelled_job_is_dropped_and_a_failing_one_falls_back(qtbot, logged_errors):
    runner = WorkerRunner()
    got: list[object] = []
    failures: list[bool] = []
    runner.submit(os.getpid, got.append)
    runner.cancel()  # a late result of a cancelled job is dropped
    runner.submit(exploding(ValueError, "no"), got.append, fallback=lambda: "fallback",
                  failed=lambda: failures.append(True), name="exploding")
    qtbot.waitUntil(lambda: bool(got), timeout=30_000)
    assert runner.wait_idle(30_000)
    qtbot.wait(0)  # nothing else is on its way: the first job's pid was dropped
    assert got == ["fallback"] and failures == [True]
    [error] = logged_errors.take()  # with the worker's traceback
    assert "exploding_job" in error.exc_text or "exploding_job" in str(error.exc_info[1].__cause__)
    pid = runner.worker_pid()
    runner.wait()
    assert pid is not None
    qtbot.waitUntil(lambda: _gone(pid), timeout=10_000)


def test_without_a_process_the_jobs_run_on_a_thread(qtbot, monkeypatch, caplog):
    import multiprocessing

    def refused(*args, **kw):
        raise PermissionError("no processes here")

    monkeypatch.setattr(multiprocessing, "get_context", refused)
    runner = WorkerRunner()
    got: list[int] = []
    runner.submit(os.getpid, got.append)
    qtbot.waitUntil(lambda: bool(got), timeout=10_000)
    assert got == [os.getpid()] and not runner.processes
    assert "jobs run on a thread" in caplog.text
    runner.wait()
