"""Jobs off the GUI thread: the computer's moves, hints, and any long analysis.

One small runner for every off-thread job (as Anki's task manager): a job is a
picklable callable (``jobs.py``: a module-level function and its arguments) run in a
worker process; its result is handed to the job's ``done`` callback on the GUI
thread, unless the runner was ``cancel``-ed since (cancellation by generation: a late
result of a cancelled job is dropped, never applied to a position it was not made
for).  A job may ask ``job_side.stopped()`` (the generation, in shared memory: a
Cancel is heard in the worker at once) and tell ``job_side.progress(done, total)``,
which reaches ``told`` on the GUI thread.

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
jobs on a thread (``FIVESUP_QT_JOBS=thread`` asks for that, for measuring).

**Why the GUI thread collects, and no other thread touches Qt.**  Results and
progress wait where any thread may leave them (a job's future, a queue), and a timer
of the GUI thread collects them every ``POLL_MS`` while a job is out.  Before, the
process pool's own thread and a progress reader emitted Qt signals (queued to the
GUI thread); a crash of the test suite while the computer's move came back that way
could not be explained, and no Qt or PySide object is now used off the GUI thread
at all, so that class of crash cannot happen.  The cost is at most ``POLL_MS`` on
top of a job's time, and nothing at all while no job is out.
"""

from __future__ import annotations

import logging
import os
import queue
import sys
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures import wait as wait_for_futures
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from . import job_side

log = logging.getLogger(__name__)

JOBS_ENV = "FIVESUP_QT_JOBS"  # "thread": jobs on a worker thread instead of a process
SWITCH_INTERVAL = 0.0002  # seconds the GUI thread may wait for a thread's job to let go
POLL_MS = 10  # how often the GUI thread collects results and progress while a job is out

Callbacks = tuple[Callable[[Any], None], Callable[[], None] | None,
                  Callable[[], Any] | None, str]


class _Generation:
    """The runner's generation where a job thread reads it (``value``, as the shared
    memory of a process): a plain object, never the runner itself (a Qt object)."""

    def __init__(self, value: int) -> None:
        self.value = value


class _ThreadChannel:
    """``job_side`` on the worker thread: the shared generation and the progress queue."""

    def __init__(self, current: _Generation, told: queue.SimpleQueue[tuple[int, int, int]],
                 generation: int) -> None:
        self.current, self.told, self.generation = current, told, generation

    def stopped(self) -> bool:
        return self.current.value != self.generation

    def progress(self, done: int, total: int) -> bool:
        if self.stopped():
            return False
        self.told.put((self.generation, done, total))
        return True


def _run_on_thread(current: _Generation, told: queue.SimpleQueue[tuple[int, int, int]],
                   generation: int, fn: Callable[[], Any]) -> Any:
    return job_side.run_with(_ThreadChannel(current, told, generation), fn)


class WorkerRunner(QObject):
    """Runs jobs one at a time in a worker process; results reach ``done`` on the GUI
    thread, progress reaches ``told``."""

    told = Signal(int, int)  # done, total: the progress of the current generation's job

    def __init__(self, parent: QObject | None = None, processes: bool | None = None) -> None:
        super().__init__(parent)
        self.processes = (os.environ.get(JOBS_ENV) != "thread") if processes is None else processes
        self._threads: ThreadPoolExecutor | None = None
        self._executor: Any = None  # a concurrent.futures.ProcessPoolExecutor, made at first use
        self._shared: Any = None  # the generation in shared memory (a process's jobs)
        self._queue: Any = None  # progress from the worker process
        self._current = _Generation(0)  # the generation a thread's jobs read
        self._thread_told: queue.SimpleQueue[tuple[int, int, int]] = queue.SimpleQueue()
        self._futures: dict[int, tuple[int, Future[Any]]] = {}  # out, or not yet collected
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._collect)
        self.generation = 0
        self._next = 0
        self._pending: dict[int, Callbacks] = {}
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
        """Every job submitted has finished and its result was handed over (or dropped)."""
        return not self._futures

    def wait_idle(self, ms: int) -> bool:
        """Wait (blocking) until every job submitted has finished, for at most ``ms``,
        and hand their results over now; whether the runner is ``idle`` (tests)."""
        futures = [future for _, future in self._futures.values()]
        wait_for_futures(futures, ms / 1000)
        self._collect()
        return self.idle

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
        future = self._submit_to_process(fn) if self.processes else None
        if future is None:
            self._use_threads()
            assert self._threads is not None
            future = self._threads.submit(_run_on_thread, self._current, self._thread_told,
                                          self.generation, fn)
        self._futures[ident] = (self.generation, future)
        if not self._poll.isActive():
            self._poll.start()
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
        self._current.value = self.generation
        if self._shared is not None:
            self._shared.value = self.generation
        for _, future in self._futures.values():
            future.cancel()  # one still queued never starts
        self._pending.clear()

    def wait(self, ms: int = 2000) -> None:
        """Cancel, and end the worker (the window is closing): the process is asked to
        stop and, if it is still computing after ``ms``, terminated; none is left.  A
        thread's job is waited for, for at most ``ms``."""
        self.cancel()
        self._poll.stop()
        self._futures.clear()
        threads, self._threads = self._threads, None
        if threads is not None:
            threads.shutdown(wait=False, cancel_futures=True)
            for thread in list(getattr(threads, "_threads", ())):
                thread.join(ms / 1000)
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
        self._queue = self._shared = None

    # --- the process pool ---------------------------------------------------------------

    def _submit_to_process(self, fn: Callable[[], Any]) -> Future[Any] | None:
        """Send the job to the worker process; None when none can be started."""
        from concurrent.futures.process import BrokenProcessPool

        for _attempt in (1, 2):
            try:
                future: Future[Any] = self._pool().submit(job_side.run_in_process,
                                                          self.generation, fn)
                return future
            except BrokenProcessPool:  # the worker died (killed?): a new one, once
                log.warning("The worker process had died; a new one is started")
                self._executor = None
            except Exception:
                log.warning("No worker process could be started: jobs run on a thread",
                            exc_info=True)
                return None
        return None

    def _pool(self) -> Any:
        if self._executor is None:
            import multiprocessing
            context = multiprocessing.get_context("spawn")
            if self._shared is None:
                self._shared = context.RawValue("q", self.generation)
                self._queue = context.SimpleQueue()
            self._executor = ProcessPoolExecutor(
                1, mp_context=context, initializer=job_side.init_process,
                initargs=(self._shared, self._queue))
            log.debug("The worker process pool is made (spawn)")
        return self._executor

    def _use_threads(self) -> None:
        self.processes = False
        if self._threads is None:
            if sys.getswitchinterval() > SWITCH_INTERVAL:  # the window keeps the interpreter
                sys.setswitchinterval(SWITCH_INTERVAL)
            self._threads = ThreadPoolExecutor(1, thread_name_prefix="fivesup-qt job")

    # --- on the GUI thread --------------------------------------------------------------

    def _progress_told(self) -> list[tuple[int, int, int]]:
        """The progress told since the last look, oldest first (both kinds of worker)."""
        told: list[tuple[int, int, int]] = []
        with_process = self._queue
        try:
            while with_process is not None and not with_process.empty():
                told.append(with_process.get())
        except (EOFError, OSError):  # the worker's end is gone
            pass
        while True:
            try:
                told.append(self._thread_told.get_nowait())
            except queue.Empty:
                return told

    def _collect(self) -> None:
        """Hand over the progress told and the results of the jobs that finished; the
        timer stops once no job is out."""
        for generation, done, total in self._progress_told():
            if generation == self.generation:
                self.told.emit(done, total)
        for ident, (generation, future) in list(self._futures.items()):
            if future.done() and self._futures.pop(ident, None) is not None:
                self._deliver(generation, ident, future)
        if not self._futures:
            self._poll.stop()

    def _deliver(self, generation: int, ident: int, future: Future[Any]) -> None:
        if future.cancelled():
            self._pending.pop(ident, None)
            return
        error = future.exception()
        result = None if error is not None else future.result()
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
