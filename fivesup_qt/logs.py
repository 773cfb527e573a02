"""The game's log: what a player who met a bug can send us.

``install`` sets up Python's ``logging`` once per process: WARNING and above on
stderr (DEBUG with ``--verbose``), INFO and above in a bounded rotating file in the
data folder (``paths.log_path()``: at most ``MAX_BYTES`` a file, ``BACKUPS`` older
files beside it), and uncaught exceptions of the main thread and of other threads
logged with their traceback (the game goes on where it can).

The file is opened through ``atomic.open_for_append`` only: never through a
symbolic link, never into a FIFO, a device or a folder.  Rotation renames the names
themselves (a link in the way is replaced, never followed) and refuses to touch a
special file.  A log file that cannot be opened or rotated never stops the game:
the file is given up, said once on stderr, and the log goes on on stderr alone.

Pure Python, no Qt: the command line, the storage and the interface all log
through the module loggers (``logging.getLogger(__name__)``); Qt's own messages are
passed in by ``ui/startup.py``.
"""

from __future__ import annotations

import contextlib
import io
import logging
import logging.handlers
import os
import platform
import stat
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import Any

from . import paths
from .atomic import NotRegularFile, open_for_append
from .reading import StorageError, kind_of, open_regular, read_at

log = logging.getLogger(__name__)

MAX_BYTES = 1_000_000  # one log file; rotated before a record would pass it
BACKUPS = 3  # fivesup-qt.log.1 .. .3: at most 4 MB of log in all
TAIL_BYTES = 16 * 1024  # what the diagnostics read of the end of the log, at most
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
STDERR_FORMAT = "fivesup-qt: %(levelname)s: %(name)s: %(message)s"


class SafeRotatingFileHandler(logging.handlers.RotatingFileHandler):
    """A ``RotatingFileHandler`` that never follows a link nor writes into a special file.

    The size is counted in bytes (an Arabic line takes two bytes a letter).  On any
    failure to open, write or rotate, the file is given up for good (``broken``) and
    ``on_broken(reason)`` is called once: the log must never stop the game."""

    def __init__(self, path: str | os.PathLike[str], max_bytes: int = MAX_BYTES,
                 backups: int = BACKUPS,
                 on_broken: Callable[[str], None] | None = None) -> None:
        self.broken = False
        self.on_broken = on_broken
        super().__init__(os.fspath(path), mode="a", maxBytes=max_bytes, backupCount=backups,
                         encoding="utf-8", delay=False)

    def _open(self) -> io.TextIOWrapper:
        fd = open_for_append(self.baseFilename)  # O_NOFOLLOW, fstat: a regular file only
        stream = os.fdopen(fd, "a", encoding="utf-8", errors="backslashreplace")
        assert isinstance(stream, io.TextIOWrapper)
        return stream

    def shouldRollover(self, record: logging.LogRecord) -> bool:
        if self.stream is None:
            self.stream = self._open()
        if self.maxBytes <= 0:
            return False
        size = len((self.format(record) + "\n").encode("utf-8", "backslashreplace"))
        self.stream.seek(0, os.SEEK_END)
        return bool(self.stream.tell() + size > self.maxBytes)

    def doRollover(self) -> None:
        """fivesup-qt.log -> .1 -> .2 -> .3 (the oldest dropped), each a rename of the
        name itself; a special file on any of these names stops the rotation."""
        if self.stream:
            self.stream.close()
            self.stream = None
        names = [self.baseFilename] + [f"{self.baseFilename}.{i}"
                                       for i in range(1, self.backupCount + 1)]
        for name in names:
            _refuse_special(name)
        if self.backupCount > 0:
            for i in range(len(names) - 2, -1, -1):
                if os.path.lexists(names[i]):
                    os.replace(names[i], names[i + 1])  # a link at the target is replaced
        else:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self.baseFilename)
        self.stream = self._open()

    def emit(self, record: logging.LogRecord) -> None:
        if not self.broken:
            super().emit(record)

    def handleError(self, record: logging.LogRecord) -> None:
        error = sys.exc_info()[1]
        self.give_up(str(error) if error is not None else "unknown error")

    def give_up(self, reason: str) -> None:
        """Stop writing the file (once) and say why."""
        if self.broken:
            return
        self.broken = True
        with contextlib.suppress(Exception):
            if self.stream:
                self.stream.close()
        self.stream = None
        if self.on_broken is not None:
            self.on_broken(reason)


def _refuse_special(name: str) -> None:
    """Rotation renames regular files and replaces links; anything else is not ours."""
    try:
        mode = os.lstat(name).st_mode
    except FileNotFoundError:
        return
    if not (stat.S_ISREG(mode) or stat.S_ISLNK(mode)):
        raise NotRegularFile(name, kind_of(mode))


# -- the process's logging ---------------------------------------------------------------
class _State:
    """What ``install`` set up, so that ``uninstall`` takes exactly that away."""

    def __init__(self) -> None:
        self.handlers: list[logging.Handler] = []
        self.file: SafeRotatingFileHandler | None = None
        self.previous_level: int | None = None
        self.hooks: tuple[Any, Any] | None = None


_state = _State()


def _stderr_line(text: str) -> None:
    with contextlib.suppress(Exception):
        print(f"fivesup-qt: {text}", file=sys.stderr, flush=True)


def _file_lost(path: Path) -> Callable[[str], None]:
    def lost(reason: str) -> None:
        _stderr_line(f"warning: the log file {path} cannot be written ({reason}); "
                     "the log goes to the terminal only")
    return lost


def install(verbose: bool = False, to_file: bool = True, hooks: bool = True) -> Path | None:
    """Log to stderr and, with ``to_file``, to ``paths.log_path()``; returns the log file
    in use (None when there is none).  Calling it again replaces what it set up."""
    uninstall()
    root = logging.getLogger()
    _state.previous_level = root.level
    root.setLevel(logging.DEBUG if verbose else logging.INFO)
    console = logging.StreamHandler(sys.stderr)
    console.setLevel(logging.DEBUG if verbose else logging.WARNING)
    console.setFormatter(logging.Formatter(STDERR_FORMAT))
    root.addHandler(console)
    _state.handlers.append(console)
    used: Path | None = None
    if to_file:
        path = paths.log_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            handler = SafeRotatingFileHandler(path, on_broken=_file_lost(path))
        except OSError as error:
            _file_lost(path)(str(error))
        else:
            handler.setLevel(logging.DEBUG if verbose else logging.INFO)
            handler.setFormatter(logging.Formatter(FORMAT))
            root.addHandler(handler)
            _state.handlers.append(handler)
            _state.file = handler
            used = path
    if hooks:
        install_hooks()
    return used


def uninstall() -> None:
    """Undo ``install`` (the tests start each game afresh)."""
    root = logging.getLogger()
    for handler in _state.handlers:
        root.removeHandler(handler)
        with contextlib.suppress(Exception):
            handler.close()
    _state.handlers = []
    _state.file = None
    if _state.previous_level is not None:
        root.setLevel(_state.previous_level)
        _state.previous_level = None
    uninstall_hooks()


def log_file() -> Path | None:
    """The log file being written now, if any."""
    handler = _state.file
    return Path(handler.baseFilename) if handler is not None and not handler.broken else None


# -- exceptions nobody caught -------------------------------------------------------------
def log_uncaught(kind: type[BaseException], value: BaseException,
                 tb: TracebackType | None) -> None:
    """``sys.excepthook``: an exception that reached the top (Qt's event loop calls this
    for a slot that raised) is logged with its traceback; the game goes on."""
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, value, tb)
        return
    log.error("Unexpected error: %s: %s", kind.__name__, value, exc_info=(kind, value, tb))


def log_thread_uncaught(args: threading.ExceptHookArgs) -> None:
    """``threading.excepthook``: the same for a thread's uncaught exception."""
    if args.exc_type is SystemExit:
        return
    name = args.thread.name if args.thread is not None else "a thread"
    value = args.exc_value if args.exc_value is not None else args.exc_type()
    log.error("Unexpected error in %s: %s: %s", name, args.exc_type.__name__, value,
              exc_info=(args.exc_type, value, args.exc_traceback))


def install_hooks() -> None:
    if _state.hooks is None:
        _state.hooks = (sys.excepthook, threading.excepthook)
    sys.excepthook = log_uncaught
    threading.excepthook = log_thread_uncaught


def uninstall_hooks() -> None:
    if _state.hooks is not None:
        sys.excepthook, threading.excepthook = _state.hooks
        _state.hooks = None


# -- what a player sends us ---------------------------------------------------------------
def tail(path: str | os.PathLike[str] | None = None, lines: int = 40,
         limit: int = TAIL_BYTES) -> list[str]:
    """The last ``lines`` lines of the log file, from at most its last ``limit`` bytes
    (the bounded reader of ``reading.py``: a regular file only, never blocking).
    An empty list when there is no readable log."""
    target = Path(path) if path is not None else (log_file() or paths.log_path())
    try:
        fd = open_regular(target, follow_links=False)  # never a planted link's target
    except (OSError, StorageError):
        return []
    try:
        size = os.fstat(fd).st_size
        start = max(0, size - limit)
        raw = read_at(fd, start, min(size, limit))
    except OSError:
        return []
    finally:
        os.close(fd)
    text = raw.decode("utf-8", "replace")
    found = text.splitlines()
    if start > 0 and found:
        found = found[1:]  # the first line is cut
    return found[-lines:]


def startup_line() -> str:
    """Version, Python and system in one line, as the log's first line of a session."""
    from .about import version

    return (f"fivesup-qt {version()} starting: Python {platform.python_version()}, "
            f"{platform.platform()}, data folder {paths.data_dir()}")
