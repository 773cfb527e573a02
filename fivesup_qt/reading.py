"""The one way the program reads a file: bounded, non-blocking, strict UTF-8, limited JSON.

Match records (from the command line or Game > Open), the autosave, the history and
the settings all come through here, so each gets the same protection:

* Only a regular file is opened, and never in a way that can block: the path is
  checked before it is opened (a FIFO, device, socket or folder, or a link to one, is
  refused at once, without opening it), opened with ``O_NONBLOCK``, and checked again
  on the open descriptor.
* At most ``limit`` bytes are read, and the reads themselves enforce it: ``stat``
  says 0 bytes for many special files, and a file may grow while it is read.
* Text is strict UTF-8: one leading byte-order mark is ignored, everywhere alike;
  UTF-16/32 text and lone surrogates (as bytes or as ``\\ud800`` escapes) are refused.
* JSON is parsed with limits: integers of at most ``MAX_DIGITS`` digits (Python's own
  4,300-digit conversion error is caught too), finite numbers only (no ``NaN``),
  at most ``MAX_DEPTH`` levels of nesting.

Every failure is a ``StorageError`` naming the file and the problem on one line;
writes live in ``atomic.py``, paths in ``paths.py``.  Pure Python: the rules, the
storage, the command line and the interface all use it.
"""

from __future__ import annotations

import errno
import json
import os
import re
import stat
from collections.abc import Iterator
from typing import Any

# the error every reader raises, and how it says a problem on one line
from .problems import StorageError as StorageError
from .problems import one_line as one_line
from .problems import os_problem as os_problem
from .problems import unreachable as unreachable

CHUNK = 1 << 20
MAX_DIGITS = 40  # no number of the game comes near; Python refuses 4,300 and more
MAX_NUMBER_TEXT = 400  # characters of one number written as a float
MAX_DEPTH = 64  # a record is 5 levels deep, a history entry 7
BOM = b"\xef\xbb\xbf"


# -- opening -----------------------------------------------------------------------------
def kind_of(mode: int) -> str:
    """What a ``st_mode`` is, in words for a message ("a FIFO (named pipe)", "a folder"):
    the one wording of the reader, the writers and the lock."""
    if stat.S_ISLNK(mode):
        return "a symbolic link"
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISREG(mode):
        return "a regular file"
    return "a special file"


def not_regular(mode: int) -> str:
    """Why a file that is not a regular file is refused: 'it is a folder, not a
    regular file'."""
    return f"it is {kind_of(mode)}, not a regular file"


_OPEN_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
               | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))


LINK = "it is a symbolic link, not a regular file; the game reads its own files only"


def open_regular(path: str | os.PathLike[str], follow_links: bool = True) -> int:
    """A read-only descriptor of the regular file at ``path``.

    A FIFO, device, socket or folder is refused before it is opened (a FIFO would
    block, ``/dev/zero`` never ends); the open descriptor is checked again, so a file
    swapped in between is refused too.  A link is followed for a file the player named
    (Game > Open, the command line); the game's own files in its data folder are read
    with ``follow_links=False``: a link planted there is refused (``O_NOFOLLOW`` where
    the system has it), so its target is never read, nor copied aside.
    FileNotFoundError passes through (a missing file is not an error for most
    callers), also when a folder on the path is a file (the data folder replaced by a
    file: there is no autosave to read, and the first save says why); everything else
    is a StorageError.
    """
    try:
        before = os.stat(path) if follow_links else os.lstat(path)
    except FileNotFoundError:
        raise
    except NotADirectoryError as error:  # a folder on the way is a file: no file can be here
        raise FileNotFoundError(errno.ENOENT, os_problem(error), os.fspath(path)) from None
    except OSError as error:
        raise unreachable(path, error) from None
    if stat.S_ISLNK(before.st_mode):
        raise StorageError(path, LINK, whole_file=True)
    if not stat.S_ISREG(before.st_mode):
        raise StorageError(path, not_regular(before.st_mode), whole_file=True)
    try:
        fd = os.open(path, _OPEN_FLAGS | (0 if follow_links else getattr(os, "O_NOFOLLOW", 0)))
    except FileNotFoundError:
        raise
    except OSError as error:
        raise unreachable(path, error) from None
    try:
        mode = os.fstat(fd).st_mode
    except OSError as error:
        os.close(fd)
        raise unreachable(path, error) from None
    if not stat.S_ISREG(mode):
        os.close(fd)
        raise StorageError(path, not_regular(mode), whole_file=True)
    return fd


def _too_large(path: str | os.PathLike[str], size: int | None, limit: int,
               what: str) -> StorageError:
    amount = f"{size:,} bytes" if size is not None else f"over {limit:,} bytes"
    return StorageError(path, f"the file is {amount}; a {what} is at most {limit:,}",
                        whole_file=True)


def read_bytes(path: str | os.PathLike[str], limit: int, what: str = "file",
               follow_links: bool = True) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them.

    StorageError when it cannot be read, is not a regular file (or is a link, when
    ``follow_links`` is False: see ``open_regular``) or is larger than ``limit`` (the
    reads stop at ``limit + 1`` bytes whatever ``stat`` says); FileNotFoundError
    passes through."""
    fd = open_regular(path, follow_links)
    try:
        size = os.fstat(fd).st_size
        if size > limit:  # refused without reading a byte
            raise _too_large(path, size, limit, what)
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, min(CHUNK, limit + 1 - total))
            if not chunk:
                return b"".join(chunks)
            total += len(chunk)
            if total > limit:  # it grew while being read
                raise _too_large(path, None, limit, what)
            chunks.append(chunk)
    except OSError as error:
        raise unreachable(path, error) from None
    finally:
        os.close(fd)


# -- text --------------------------------------------------------------------------------
def decode_text(raw: bytes, path: str | os.PathLike[str] | None = None) -> str:
    """Strict UTF-8 text of ``raw``; one leading byte-order mark is ignored."""
    if raw.startswith(BOM):
        raw = raw[len(BOM):]
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise StorageError(path, "the file is not UTF-8 text (it looks like UTF-16 or UTF-32)")
    if b"\x00" in raw:
        raise StorageError(path, f"the file is not UTF-8 text (byte {raw.index(0) + 1:,} is a "
                           "NUL: UTF-16 or UTF-32 text, or no text at all)")
    try:
        return raw.decode("utf-8")  # strict: encoded surrogates are refused too
    except UnicodeDecodeError as error:
        raise StorageError(path, f"the file is not UTF-8 text (byte {error.start + 1:,} is "
                           f"not valid UTF-8)") from None


def read_text(path: str | os.PathLike[str], limit: int, what: str = "file") -> str:
    """The strict UTF-8 text of a regular file of at most ``limit`` bytes."""
    return decode_text(read_bytes(path, limit, what), path)


# -- JSON --------------------------------------------------------------------------------
def is_int(value: object) -> bool:
    """A JSON integer: ``int`` but not ``bool`` (``true`` is no seat number)."""
    return isinstance(value, int) and not isinstance(value, bool)


class _NumberProblem(ValueError):
    pass


def _int(text: str) -> int:
    digits = len(text) - text.startswith("-")
    if digits > MAX_DIGITS:
        raise _NumberProblem(f"a number has {digits:,} digits; numbers have at most {MAX_DIGITS}")
    return int(text)


def _float(text: str) -> float:
    if len(text) > MAX_NUMBER_TEXT:
        raise _NumberProblem(f"a number is written with {len(text):,} characters; at most "
                             f"{MAX_NUMBER_TEXT}")
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise _NumberProblem(f"the number {text[:20]} is too large")
    return value


def _constant(text: str) -> Any:
    raise _NumberProblem(f"{text} is not a JSON number")


# Two decoders with the same limits: Python's own integer parsing is the fast one, used
# when no run of more than MAX_DIGITS digits is anywhere in the text (then no number
# can be too long); otherwise every integer goes through ``_int``.
_FAST = json.JSONDecoder(parse_float=_float, parse_constant=_constant)
_DECODER = json.JSONDecoder(parse_int=_int, parse_float=_float, parse_constant=_constant)
_LONG_DIGITS = re.compile(f"[0-9]{{{MAX_DIGITS + 1}}}")


def _decoder_for(text: str) -> json.JSONDecoder:
    return _DECODER if _LONG_DIGITS.search(text) else _FAST


def decode_json(text: str) -> Any:
    """The value of JSON ``text`` with the number limits (no depth or Unicode check:
    for small texts whose values are checked field by field, like a history summary);
    ValueError or RecursionError."""
    return _decoder_for(text).decode(text)
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_INNERMOST = re.compile(r"\[\]|\{\}")
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def _too_deep(text: str, limit: int) -> bool:
    """Does valid JSON ``text`` nest more than ``limit`` levels? (C-speed passes: each
    removes the innermost level, so normal JSON needs as many passes as it is deep)."""
    if text.count("[") + text.count("{") <= limit:
        return False
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    for _ in range(limit):
        brackets = _INNERMOST.sub("", brackets)
        if not brackets:
            return False
    return True


def _has_lone_surrogate(data: Any) -> bool:
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def json_problem(error: BaseException) -> str:
    """The plain-words problem of a failed ``json`` parse."""
    if isinstance(error, json.JSONDecodeError):
        return f"not valid JSON: {error.msg} at line {error.lineno} column {error.colno}"
    if isinstance(error, _NumberProblem):
        return f"not valid JSON: {error}"
    if isinstance(error, RecursionError):
        return "not valid JSON: nested too deeply"
    if isinstance(error, MemoryError):
        return "the file is too large to read"
    return "not valid JSON: a number is too large"  # int(): over 4,300 digits


def parse_json(text: str | bytes, path: str | os.PathLike[str] | None = None) -> Any:
    """The value of JSON ``text`` (bytes are decoded as strict UTF-8), within the limits."""
    if isinstance(text, (bytes, bytearray)):
        text = decode_text(bytes(text), path)
    elif text.startswith("\ufeff"):
        text = text[1:]
    try:
        data = _decoder_for(text).decode(text)
    except (ValueError, RecursionError, MemoryError) as error:
        raise StorageError(path, json_problem(error)) from None
    if _too_deep(text, MAX_DEPTH):
        raise StorageError(path, f"not valid JSON: nested more than {MAX_DEPTH} levels deep")
    if _SURROGATE_ESCAPE.search(text) and _has_lone_surrogate(data):
        raise StorageError(path, "not valid JSON: a text holds a lone surrogate escape "
                           "(\\ud800 to \\udfff), which is not Unicode")
    return data


def parse_value(text: str, start: int) -> tuple[Any, int]:
    """One JSON value at ``text[start:]`` (with the same number limits) and where it ends;
    ValueError or RecursionError when there is none.  For readers that split a line
    themselves (the history)."""
    return _DECODER.raw_decode(text, start)


def read_json(path: str | os.PathLike[str], limit: int, what: str = "file") -> Any:
    """The JSON value of a regular file of at most ``limit`` bytes."""
    return parse_json(read_bytes(path, limit, what), path)


# -- streaming lines (the history) -----------------------------------------------------
class Line:
    """One line of a file read as a stream: ``data`` is None when it was longer than
    the limit (it was skipped, never held in memory).  (A plain class: this module is
    imported before the first frame, and a dataclass costs a millisecond to make.)"""

    __slots__ = ("data", "ends_line", "number", "offset", "size")

    def __init__(self, number: int, offset: int, size: int, data: bytes | None,
                 ends_line: bool) -> None:
        self.number = number  # counted from 1 (from the first whole line read, in a window)
        self.offset = offset  # where the line starts in the file
        self.size = size  # its length in bytes, the newline included
        self.data = data
        self.ends_line = ends_line  # False for a last line without its newline (a torn write)


def read_lines(path: str | os.PathLike[str], *, line_limit: int, window: int,
               follow_links: bool = True) -> Iterator[Line]:
    """The lines of a regular file, one by one: each at most ``line_limit`` bytes (a
    longer one is yielded with ``data=None``), and only the last ``window`` bytes of
    a larger file (starting at its first whole line there).

    The file is opened by ``open_regular`` (StorageError, FileNotFoundError); a
    failure while reading is a StorageError too.
    """
    fd = open_regular(path, follow_links)
    handle = os.fdopen(fd, "rb", buffering=CHUNK)
    try:
        size = os.fstat(fd).st_size  # lines added while reading are left for the next read
        if size > window:
            handle.seek(size - window - 1)
            while True:  # on to the start of the next whole line (the byte before the
                part = handle.readline(CHUNK)  # window is read: it may end a line)
                if not part or part.endswith(b"\n"):
                    break
        offset = handle.tell()
        number = 0
        while offset < size:
            data = handle.readline(line_limit + 1)
            if not data:
                return
            number += 1
            length = len(data)
            if length > line_limit:
                while not data.endswith(b"\n"):  # skip the rest of the line unread
                    data = handle.readline(CHUNK)
                    if not data:
                        break
                    length += len(data)
                yield Line(number, offset, length, None, True)
            else:
                yield Line(number, offset, length, data, data.endswith(b"\n"))
            offset += length
    except OSError as error:
        raise unreachable(path, error) from None
    finally:
        handle.close()


def read_line_at(path: str | os.PathLike[str], offset: int, size: int, limit: int,
                 follow_links: bool = True) -> bytes:
    """``size`` bytes (at most ``limit``) from ``offset`` of a regular file: a line
    whose place a ``read_lines`` pass noted."""
    if size > limit:
        raise _too_large(path, size, limit, "line")
    fd = open_regular(path, follow_links)
    try:
        return read_at(fd, offset, size)
    except OSError as error:
        raise unreachable(path, error) from None
    finally:
        os.close(fd)


def read_at(fd: int, offset: int, size: int) -> bytes:
    """Up to ``size`` bytes from ``offset`` of an open file (fewer at its end)."""
    if hasattr(os, "pread"):
        return os.pread(fd, size, offset)
    os.lseek(fd, offset, os.SEEK_SET)
    chunks, total = [], 0
    while total < size:
        chunk = os.read(fd, size - total)
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
    return b"".join(chunks)
