"""What went wrong with a file, said on one line: ``StorageError`` (the one error the
command line and the interface report), plain words for an operating system's error,
and ``one_line`` for any data echoed in a message (control characters and bidi
controls shown escaped, so that a hostile name cannot break or reorder the line)."""

from __future__ import annotations

import errno
import os
import re
from pathlib import Path

# -- showing data on one line ------------------------------------------------------------
# Control characters, line and paragraph separators, surrogates (undecodable file
# names), and the bidi embeddings, overrides and isolates that could reorder a line.
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]")
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escaped(match: re.Match[str]) -> str:
    char = match.group()
    if char in _NAMED:
        return _NAMED[char]
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def one_line(text: object, limit: int | None = None) -> str:
    """``text`` safe to echo in a one-line message: control characters (newlines
    included) are shown escaped as ``\\n``, ``\\x1b``, ``\\u2028``, ...; with ``limit``,
    a longer text is cut and ends with an ellipsis."""
    text = str(text)
    if limit is not None and len(text) > limit:
        text = text[:limit] + "…"
    return _UNSAFE.sub(_escaped, text) if _UNSAFE.search(text) else text


# -- the error ---------------------------------------------------------------------------
class StorageError(Exception):
    """A file that could not be read, written or understood: the one error the
    command line and the interface report.

    ``path`` is the file, ``problem`` what is wrong with it (plain English, one line;
    a rule violation is RecordError's text), ``kept`` where the bad file was put aside.
    ``content`` is False when the file could not be reached at all (permissions, the
    disk): it is then left exactly where it is.  ``whole_file`` is True when the
    problem is the file itself (unreachable, not a regular file, too large) rather
    than its text.
    """

    def __init__(self, path: str | os.PathLike[str] | None, problem: str, *,
                 kept: Path | None = None, content: bool = True,
                 whole_file: bool | None = None) -> None:
        self.path = Path(path) if path is not None else None
        self.problem = one_line(problem)
        self.kept = kept
        self.content = content
        self.whole_file = (not content) if whole_file is None else whole_file
        super().__init__(str(self))

    @property
    def shown_path(self) -> str:
        """The file's name on one line (a newline in a name is shown as ``\\n``)."""
        return one_line(self.path) if self.path is not None else ""

    def __str__(self) -> str:
        text = f"{self.shown_path}: {self.problem}" if self.path is not None else self.problem
        if self.kept is not None:
            text += f" (the file was kept aside as {one_line(self.kept)})"
        return text


def os_problem(error: OSError) -> str:
    """A short plain-words reason for an operating-system error."""
    code = error.errno
    if code == errno.ENOSPC:
        return "the disk is full"
    if code == errno.EDQUOT:
        return "the disk quota is exceeded"
    if code in (errno.EACCES, errno.EPERM):
        return "permission denied"
    if code == errno.EROFS:
        return "the file system is read-only"
    if code == errno.EISDIR:
        return "it is a folder, not a file"
    if code == errno.ENOENT:
        return "the file does not exist"
    if code == errno.ELOOP:
        return "too many levels of symbolic links"
    if code == errno.ENOTDIR:
        return "a folder on its path is a file, not a folder"
    return error.strerror or str(error)


def unreachable(path: str | os.PathLike[str], error: OSError) -> StorageError:
    return StorageError(path, f"cannot be read: {os_problem(error)}", content=False)
