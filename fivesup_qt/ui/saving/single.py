"""One running game per data folder: two copies would both autosave the same match.

The first start takes a lock file in the data folder (``QLockFile``: a copy that died
leaves a stale lock, which the next start recognises by its process id and takes
over) and listens on a local socket named after the data folder.  A second start
with the same data folder finds the lock held, asks the first (through the socket)
to come forward and to open the record it was given, and exits; when the first does
not answer, the second says so and exits without touching any file.

Copies started at the same instant (issue 39): one takes the lock, and the others find
it held before the first listens (it listens once its window is up) or even before it
has written its process number into the lock.  So a later start waits for a copy that
is starting (``STARTING_S``): an empty lock is looked at again, and the request is
made again until the holder answers, or lets the folder go (this start then takes it
and runs), and only a holder silent for all that time is said not to answer.  A copy that
holds a lock older than that is past its start: when it does not answer the first request
(within ``REPLY_MS``: its window hangs, or it never got so far as to listen), the later
start says so then, instead of waiting ``STARTING_S`` more.

QtNetwork (the local socket) is imported only when it is needed: by the first copy
once its window is on screen, by a second copy at once.

Whatever is at the lock's path, the game never waits on it (issue 23): QLockFile
reads an existing lock with a plain open, which blocks on a FIFO and never ends on
``/dev/zero``, so ``lock_problem`` looks first (``os.lstat``, then at most
``LOCK_PEEK`` bytes read without blocking and without following a link).  Anything
but a small, readable regular file holding a process number is not a lock another
copy made: it is reported for what it is (a symbolic link, a folder, a FIFO, a
device, an unreadable file, other text), with its path, and the player may start
anyway (``set_aside_and_claim``: the thing is moved whole into the bad-files folder,
never read, and a fresh lock is taken).
"""

from __future__ import annotations

import errno
import functools
import json
import os
import stat
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLockFile, QObject, QSysInfo, Signal

from ... import paths
from ...reading import kind_of, one_line

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

ANSWER = b"ok\n"
MAX_REQUEST = 64 * 1024  # a path and a few words
LOCK_PEEK = 512  # a QLockFile lock: a process number, the application and host names
STARTING_S = 30.0  # how long a later start waits for a copy still starting to answer
REPLY_MS = 3000  # how long a copy that listens (its window is up) has to answer a request
WRITING_S = 1.0  # how long an empty lock may be one another copy is writing right now
RETRY_S = 0.05  # between two looks at a copy that is starting
EMPTY = "it is empty, so it is not a lock the game made"


def lock_problem(path: Path) -> str | None:
    """Why ``path`` cannot be a lock another copy of the game holds, in words for the
    player ("it is a FIFO (named pipe), not a regular file"), or None: nothing there,
    or something QLockFile may read safely.  Never blocks, never follows a link, never
    reads more than ``LOCK_PEEK`` bytes."""
    try:
        mode = os.lstat(path).st_mode
    except (FileNotFoundError, NotADirectoryError, PermissionError):
        # nothing there; or the data folder is a file, or one the player may not enter,
        # so no lock can be there either: as with a read-only folder, ``claim`` cannot
        # make one, the game runs unguarded and its saves say why
        return None
    except OSError as error:
        return f"it cannot be examined ({error.strerror or error})"
    if stat.S_ISLNK(mode):
        try:
            to = f" to {os.readlink(path)!r}"[:200]
        except OSError:
            to = ""
        return (f"it is a symbolic link{to}, which leads nowhere, not a regular file"
                if not os.path.exists(path) else f"it is a symbolic link{to}, not a regular file")
    if not stat.S_ISREG(mode):
        return f"it is {kind_of(mode)}, not a regular file"
    flags = (os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
             | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0))
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return None  # the other copy has just let it go
    except OSError as error:
        if error.errno in (errno.EACCES, errno.EPERM):
            return "it cannot be read (permission denied)"
        return f"it cannot be read ({error.strerror or error})"
    try:
        status = os.fstat(fd)
        if not stat.S_ISREG(status.st_mode):  # swapped in between
            return f"it is {kind_of(status.st_mode)}, not a regular file"
        if status.st_size > LOCK_PEEK:
            return f"it is {status.st_size:,} bytes long, far more than a lock file"
        head = os.read(fd, LOCK_PEEK)
    except OSError as error:
        return f"it cannot be read ({error.strerror or error})"
    finally:
        os.close(fd)
    first = head.split(b"\n", 1)[0].strip()
    if not head.strip():  # QLockFile writes its lock at once, and refuses an empty one
        return EMPTY
    if not first.isdigit():
        return "it does not hold a process number, so it is not a lock the game made"
    return elsewhere(head)


def elsewhere(head: bytes) -> str | None:
    """A lock made on another computer (a data folder synced between machines, the game
    killed there): QLockFile cannot ask that computer whether its process still runs, so
    it would call the folder taken at every start, for ever.  Its lines are the process
    number, the program, the computer's name and its machine id."""
    lines = [line.strip() for line in head.split(b"\n")]
    host = lines[2].decode("utf-8", "replace") if len(lines) > 2 else ""
    machine = lines[3] if len(lines) > 3 else b""
    here = bytes(QSysInfo.machineUniqueId().data())
    if (host and host != QSysInfo.machineHostName()) or (machine and here and machine != here):
        return (f"it was made by the game on another computer ({one_line(host)[:100]}), which "
                "cannot be asked whether it still runs; if the game is closed there, set it aside")
    return None


def server_name(data_dir: Path) -> str:
    """The local socket's name: the same for every start with this data folder and
    user, short enough for a Unix socket path.  Asked for once the window is up (or
    when another copy holds the folder): its modules are not the first frame's."""
    import getpass
    import hashlib

    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no user name (a container): the folder alone
        user = ""
    key = f"{user}\n{data_dir.resolve()}".encode("utf-8", "surrogatepass")
    return "fivesup-qt-" + hashlib.sha256(key).hexdigest()[:20]


class SingleInstance(QObject):
    """The running game's claim on its data folder."""

    requested = Signal(object)  # another start asked for the window (a record's path, or None)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.data_dir = paths.data_dir()
        self._lock_path = paths.lock_path()
        self._folder_fd: int | None = None  # the data folder, when Qt cannot name it
        self.lock = QLockFile(str(self._lock_path))
        self.lock.setStaleLockTime(0)  # only a dead process's lock is stale, however old
        self.server: QLocalServer | None = None
        self._sockets: list[QLocalSocket] = []

    @functools.cached_property
    def name(self) -> str:
        """The local socket's name (``server_name``)."""
        return server_name(self.data_dir)

    @property
    def lock_path(self) -> Path:
        return self._lock_path

    def _lock_by_descriptor(self) -> None:
        """A data folder whose name is not valid UTF-8 (a Latin-1 home folder, say):
        Python holds the bytes it cannot decode as surrogates, which Qt drops, so
        QLockFile was given another path ("/srv/jos/...": no such folder, or someone
        else's), failed with UnknownError and the game ran unguarded, two copies
        autosaving the same match.  Where the system names open folders
        (``/proc/self/fd``), the lock is reached through the data folder's descriptor."""
        try:
            str(self._lock_path).encode("utf-8")
            return
        except UnicodeEncodeError:
            pass
        if self._folder_fd is not None or not os.path.isdir("/proc/self/fd"):
            return
        fd = os.open(self._lock_path.parent, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)
                     | getattr(os, "O_CLOEXEC", 0))
        self._folder_fd = fd
        self.lock = QLockFile(f"/proc/self/fd/{fd}/{self._lock_path.name}")
        self.lock.setStaleLockTime(0)

    def lock_problem(self) -> str | None:
        """What is wrong with the lock's path (``lock_problem``); call before ``claim``.
        An empty lock is looked at again for ``WRITING_S``: a copy started at the same
        instant makes it first and writes its process number right after."""
        problem = lock_problem(self.lock_path)
        ends = time.monotonic() + WRITING_S
        while problem == EMPTY and time.monotonic() < ends:
            time.sleep(RETRY_S)
            problem = lock_problem(self.lock_path)
        return problem

    def set_aside_and_claim(self) -> Path | None:
        """The player starts anyway: what is at the lock's path is moved whole into the
        bad-files folder (never read) and a fresh lock taken.  Returns where it went;
        None when it could not be moved (the game then runs without the lock)."""
        from ...storage.files import put_aside

        kept = put_aside(self.lock_path, move_only=True)
        if kept is not None and self.lock_problem() is None:
            self.claim()
        return kept

    def claim(self) -> bool:
        """Take the data folder; False when another running copy holds it.  A folder
        where no lock can be made (read-only) is not guarded: the game runs and its
        saving reports the problem.  Call ``lock_problem`` first: QLockFile would block
        on a FIFO there."""
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
            self._lock_by_descriptor()
        except OSError:
            return True
        if self.lock.tryLock(0):
            return True
        return self.lock.error() != QLockFile.LockError.LockFailedError

    def listen(self) -> bool:
        """Answer later starts (once the window is up); False when the socket could not
        be made (the lock still keeps a second copy from playing)."""
        from PySide6.QtNetwork import QLocalServer

        if self.server is not None:
            return self.server.isListening()
        server = self.server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        QLocalServer.removeServer(self.name)  # a socket left by a copy that died
        server.newConnection.connect(self._connected)
        return server.listen(self.name)

    def _connected(self) -> None:
        assert self.server is not None
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            self._sockets.append(socket)
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._forget(s))

    def _read(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            if socket.bytesAvailable() > MAX_REQUEST:
                socket.abort()
            return
        line = bytes(socket.readLine(MAX_REQUEST).data())
        try:
            request = json.loads(line)
            path = request.get("open") if isinstance(request, dict) else None
        except ValueError:
            path = None
        socket.write(ANSWER)
        socket.flush()
        socket.disconnectFromServer()
        self.requested.emit(path if isinstance(path, str) else None)

    def _forget(self, socket: QLocalSocket) -> None:
        if socket in self._sockets:
            self._sockets.remove(socket)
        socket.deleteLater()

    def forward(self, path: str | None, timeout_ms: int = REPLY_MS) -> bool:
        """A second start: ask the running copy to come forward (and open ``path``);
        True when it answered."""
        from PySide6.QtNetwork import QLocalSocket

        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(timeout_ms):
            return False
        socket.write(json.dumps({"open": path}).encode("utf-8") + b"\n")
        if not socket.waitForBytesWritten(timeout_ms):
            return False
        answer = b""
        while ANSWER not in answer and socket.waitForReadyRead(timeout_ms):
            answer += bytes(socket.readAll().data())
        socket.abort()
        return ANSWER in answer

    def lock_age(self) -> float:
        """Seconds since the lock was written (0 when it cannot be looked at)."""
        try:
            return max(0.0, time.time() - os.lstat(self.lock_path).st_mtime)
        except OSError:
            return 0.0

    def reach_holder(self, path: str | None, bound_s: float = STARTING_S) -> str:
        """A later start: ask the copy holding the folder to come forward (and open
        ``path``), waiting for it while it starts.  "forwarded": it answered; "claimed":
        it let the folder go meanwhile and this start holds it now; "silent": it held
        the folder and did not answer, for ``bound_s`` seconds or at the first request
        when its lock is older than that (it is past its start: it hangs)."""
        ends = time.monotonic() + bound_s
        while True:
            if self.forward(path):
                return "forwarded"
            if self.lock_problem() is None and self.claim():
                return "claimed"
            if self.lock_age() > bound_s or time.monotonic() > ends:
                return "silent"
            time.sleep(RETRY_S)

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
        self.lock.unlock()
        if self._folder_fd is not None:
            os.close(self._folder_fd)
            self._folder_fd = None
