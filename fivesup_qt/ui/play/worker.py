"""Jobs off the GUI thread: the computer's moves, hints, and any long analysis.

One small runner for every off-thread job (as Anki's task manager): a job is a
picklable callable (``jobs.py``: a module-level function and its arguments) run in a
worker process; its result comes back to the GUI thread through a queued signal and
is handed to the job's ``done`` callback, unless the runner was ``cancel``-ed since
(cancellation by generation: a late result of a cancelled job is dropped, never
applied to a position it was not made for).  A job may ask ``job_side.stopped()``
(the generation, in shared memory: a Cancel is heard in the worker at once) and tell
``job_side.progress(done, total)``, which reaches ``told`` on the GUI thread.

A job that raises never takes the game down, and never vanishes either: its
traceback (the worker's, as concurrent.futures carries it) goes to the log
(``logs.py``), its ``fallback()`` stands in for its result, and its ``failed``
callback runs on the GUI thread first, so that the player is told in words what
happened instead.

**Why a process, not a thread.**  A job is Python that computes for seconds (a
review, Expert's search) and holds the interpreter lock while it does; on a thread,
the window waited for the lock at every Python step of its own (a review held it up
to 0.8 s at a time, even with a 0.2 ms switch interval), and a compiled engine
(mypyc) hardly ever lets go of the lock at all.  A worker process has its own
interpreter: the window keeps all of its own.  The pool is one
``ProcessPoolExecutor`` worker per runner, started with "spawn" on every system
(fork is unsafe in a process running Qt's threads, and spawn is what Windows, macOS
and the PyInstaller bundle do anyway); it starts at the first job or at ``warm``
(after the window's first paint), so start-up never pays for it.  When a process
cannot be started (a restricted system), the runner says so in the log and runs its
jobs on a thread as before (``FIVESUP_QT_JOBS=thread`` asks for that, for measuring).
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, Qt, QThreadPool, Signal, Slot

from . import job_side

log = logging.getLogger(__name__)

JOBS_ENV = "FIVESUP_QT_JOBS"  # "thread": jobs on a worker thread instead of a process
SWITCH_INTERVAL = 0.0002  # seconds the GUI thread may wait for a thread's job to let go


class _Relay(QObject):
    """Carries a finished job's result and a job's progress to the GUI thread."""

    finished = Signal(int, int, object, object)  # generation, job id, result, its error or None
    told = Signal(int, int, int)  # generation, done, total


class _ThreadChannel:
    """``job_side`` on the worker thread: the runner's generation and a queued signal."""

    def __init__(self, runner: WorkerRunner, generation: int) -> None:
        self.runner, self.generation = runner, generation

    def stopped(self) -> bool:
        return self.runner.generation != self.generation

    def progress(self, done: int, total: int) -> bool:
        if self.stopped():
            return False
        try:
            self.runner.relay.told.emit(self.generation, done, total)
        except RuntimeError:  # the window is gone: stop
            return False
        return True


class _ThreadJob(QRunnable):
    def __init__(self, runner: WorkerRunner, generation: int, ident: int,
                 fn: Callable[[], Any]) -> None:
        super().__init__()
        self.runner, self.generation, self.ident, self.fn = runner, generation, ident, fn
        self.relay = runner.relay

    def run(self) -> None:
        error: BaseException | None = None
        result = None
        try:
            result = job_side.run_with(_ThreadChannel(self.runner, self.generation), self.fn)
        except Exception as exc:  # a failing job must never take the game down
            error = exc
        with contextlib.suppress(RuntimeError):  # the runner is gone (the window closed)
            self.relay.finished.emit(self.generation, self.ident, result, error)


class WorkerRunner(QObject):
    """Runs jobs one at a time in a worker process; results reach ``done`` on the GUI
    thread, progress reaches ``told``."""

    told = Signal(int, int)  # done, total: the progress of the current generation's job

    def __init__(self, parent: QObject | None = None, processes: bool | None = None) -> None:
        super().__init__(parent)
        self.processes = (os.environ.get(JOBS_ENV) != "thread") if processes is None else processes
        self._threads: QThreadPool | None = None
        self._executor: Any = None  # a concurrent.futures.ProcessPoolExecutor, made at first use
        self._shared: Any = None  # the generation in shared memory
        self._queue: Any = None  # progress from the worker process
        self._reader: threading.Thread | None = None
        self._running: dict[int, threading.Event] = {}  # set once a job's result is relayed
        self._futures: dict[int, Any] = {}
        self.relay = _Relay(self)
        # The relay's signals are emitted from threads Qt did not make (the process pool's
        # and the progress reader's): queued to this thread, into declared slots. PySide6
        # 6.8 and later is reported to crash delivering a foreign thread's signal to a
        # plain Python callable (PYSIDE-3124).
        queued = Qt.ConnectionType.QueuedConnection
        self.relay.finished.connect(self._finished, queued)
        self.relay.told.connect(self._told, queued)
        self.generation = 0
        self._next = 0
        self._pending: dict[int, tuple[Callable[[Any], None], Callable[[], None] | None,
                                       Callable[[], Any] | None, str]] = {}
        if not self.processes:
            self._use_threads()
        app = QCoreApplication.instance()
        if app is not None:  # quitting: the pool goes with the window
            app.aboutToQuit.connect(self.wait)

    @property
    def busy(self) -> bool:
        """A job of the current generation is still running."""
        return bool(self._pending)

    @property
    def idle(self) -> bool:
        """Every job submitted has finished and its result was relayed (or dropped)."""
        if self._threads is not None and self._threads.activeThreadCount():
            return False
        return not any(not e.is_set() for e in self._running.values())

    def wait_idle(self, ms: int) -> bool:
        """Wait (blocking) until ``idle``, for at most ``ms``; whether it is (tests)."""
        if self._threads is not None and not self._threads.waitForDone(ms):
            return False
        return all(e.wait(ms / 1000) for e in list(self._running.values()))

    def submit(self, fn: Callable[[], Any], done: Callable[[Any], None],
               fallback: Callable[[], Any] | None = None,
               failed: Callable[[], None] | None = None, name: str | None = None) -> int:
        """Run ``fn()`` off the GUI thread, then ``done(result)`` on it.  When ``fn`` raises,
        the error is logged with its traceback, ``failed()`` runs on the GUI thread, and
        the result is ``fallback()`` (or None).  ``name`` names the job in the log.
        ``fn`` must pickle (``jobs.py``).  Returns the job's id."""
        self._next += 1
        ident = self._next
        job_name = name or getattr(getattr(fn, "func", fn), "__qualname__", None) or repr(fn)
        self._pending[ident] = (done, failed, fallback, job_name)
        if self.processes and not self._submit_to_process(ident, fn):
            self._use_threads()
        if not self.processes:
            assert self._threads is not None
            self._threads.start(_ThreadJob(self, self.generation, ident, fn))
        return ident

    def warm(self) -> None:
        """Start the worker process now (after the first paint), not at the first job."""
        if self.processes and self._executor is None:
            self.submit(job_side.warm, lambda _pid: None, name="warming the worker process")

    def worker_pid(self) -> int | None:
        """The worker process's id (None on threads): for tests and the log."""
        if self._executor is None:
            return None
        procs = list(getattr(self._executor, "_processes", {}).values())
        return procs[0].pid if procs else None

    def cancel(self) -> None:
        """Forget every running job: their results will be dropped; a job that asks
        ``job_side.stopped()`` stops."""
        self.generation += 1
        if self._shared is not None:
            self._shared.value = self.generation
        for future in self._futures.values():
            future.cancel()  # one still queued never starts
        self._running = {i: e for i, e in self._running.items() if not e.is_set()}
        self._pending.clear()

    def wait(self, ms: int = 2000) -> None:
        """Cancel, and end the worker (the window is closing): the process is asked to
        stop and, if it is still computing after ``ms``, terminated; none is left."""
        self.cancel()
        if self._threads is not None:
            self._threads.waitForDone(ms)
        executor, self._executor = self._executor, None
        if executor is None:
            return
        procs = list(getattr(executor, "_processes", {}).values())
        executor.shutdown(wait=False, cancel_futures=True)
        from multiprocessing.connection import wait as ended

        for proc in procs:
            # its sentinel, not join: the executor's own thread may reap it first, and a
            # join that loses that race says "alive" of a process that has ended
            if not ended([proc.sentinel], ms / 1000):
                log.warning("The worker process %s did not stop in %d ms: terminated",
                            proc.pid, ms)
                proc.terminate()
                if not ended([proc.sentinel], 1):
                    proc.kill()
        if self._queue is not None:
            self._queue.put(None)  # the reader's end
        if self._reader is not None:
            self._reader.join(1)
        self._queue = self._reader = self._shared = None

    # --- the process pool ---------------------------------------------------------------

    def _submit_to_process(self, ident: int, fn: Callable[[], Any]) -> bool:
        """Send the job to the worker process; False when none can be started."""
        from concurrent.futures.process import BrokenProcessPool

        for _attempt in (1, 2):
            try:
                executor = self._pool()
                future = executor.submit(job_side.run_in_process, self.generation, fn)
                break
            except BrokenProcessPool:  # the worker died (killed?): a new one, once
                log.warning("The worker process had died; a new one is started")
                self._executor = None
            except Exception:
                log.warning("No worker process could be started: jobs run on a thread",
                            exc_info=True)
                return False
        else:
            return False
        delivered = threading.Event()
        self._running[ident] = delivered
        self._futures[ident] = future
        generation, relay = self.generation, self.relay

        def relay_result(f: Any) -> None:  # on the executor's thread
            try:
                if not f.cancelled():
                    error = f.exception()
                    relay.finished.emit(generation, ident, None if error else f.result(), error)
            except RuntimeError:  # the runner is gone
                pass
            finally:
                delivered.set()

        future.add_done_callback(relay_result)
        return True

    def _pool(self) -> Any:
        if self._executor is None:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            context = multiprocessing.get_context("spawn")
            if self._shared is None:
                self._shared = context.RawValue("q", self.generation)
                self._queue = context.SimpleQueue()
                self._reader = threading.Thread(target=self._read_progress,
                                                args=(self._queue,), daemon=True,
                                                name="fivesup-qt job progress")
                self._reader.start()
            self._executor = ProcessPoolExecutor(
                1, mp_context=context, initializer=job_side.init_process,
                initargs=(self._shared, self._queue))
            log.debug("The worker process pool is made (spawn)")
        return self._executor

    def _read_progress(self, queue: Any) -> None:
        relay = self.relay
        while True:
            try:
                item = queue.get()
            except (EOFError, OSError):
                return
            if item is None:
                return
            try:
                relay.told.emit(*item)
            except RuntimeError:  # the runner is gone
                return

    def _use_threads(self) -> None:
        self.processes = False
        if self._threads is None:
            if sys.getswitchinterval() > SWITCH_INTERVAL:  # the window keeps the interpreter
                sys.setswitchinterval(SWITCH_INTERVAL)
            self._threads = QThreadPool(self)
            self._threads.setMaxThreadCount(1)

    # --- on the GUI thread --------------------------------------------------------------

    @Slot(int, int, int)
    def _told(self, generation: int, done: int, total: int) -> None:
        if generation == self.generation:
            self.told.emit(done, total)

    @Slot(int, int, object, object)
    def _finished(self, generation: int, ident: int, result: Any,
                  error: BaseException | None) -> None:
        self._futures.pop(ident, None)
        self._running.pop(ident, None)
        callbacks = self._pending.pop(ident, None) if generation == self.generation else None
        if error is not None:  # logged even when cancelled: a bug is never silent
            log.error("The job %s failed; %s", callbacks[3] if callbacks else f"#{ident}",
                      "it was cancelled" if callbacks is None else
                      "its fallback stands in" if callbacks[2] else "it has no result",
                      exc_info=(type(error), error, error.__traceback__))
        if callbacks is None:
            return  # a cancelled job: its result is dropped
        done, on_failure, fallback, name = callbacks
        if error is not None:
            result = None
            if fallback is not None:
                try:
                    result = fallback()
                except Exception:
                    log.error("The fallback of the job %s failed too", name, exc_info=True)
            if on_failure is not None:
                on_failure()
        done(result)
