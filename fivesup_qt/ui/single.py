"""One running game per data folder: two copies would both autosave the same match.

The first start takes a lock file in the data folder (``QLockFile``: a copy that died
leaves a stale lock, which the next start recognises by its process id and takes
over) and listens on a local socket named after the data folder.  A second start
with the same data folder finds the lock held, asks the first (through the socket)
to come forward and to open the record it was given, and exits; when the first does
not answer, the second says so and exits without touching any file.

QtNetwork (the local socket) is imported only when it is needed: by the first copy
once its window is on screen, by a second copy at once.
"""

from __future__ import annotations

import getpass
import hashlib
import json
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLockFile, QObject, Signal

from .. import paths

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

ANSWER = b"ok\n"
MAX_REQUEST = 64 * 1024  # a path and a few words


def server_name(data_dir: Path) -> str:
    """The local socket's name: the same for every start with this data folder and
    user, short enough for a Unix socket path."""
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
        self.lock = QLockFile(str(paths.lock_path()))
        self.lock.setStaleLockTime(0)  # only a dead process's lock is stale, however old
        self.name = server_name(self.data_dir)
        self.server: QLocalServer | None = None
        self._sockets: list[QLocalSocket] = []

    def claim(self) -> bool:
        """Take the data folder; False when another running copy holds it.  A folder
        where no lock can be made (read-only) is not guarded: the game runs and its
        saving reports the problem."""
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
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

    def forward(self, path: str | None, timeout_ms: int = 3000) -> bool:
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

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
        self.lock.unlock()
