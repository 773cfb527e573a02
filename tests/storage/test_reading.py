"""The one bounded reader (fivesup_qt/reading.py): regular files only, never blocking,
the size cap enforced by the reads, strict UTF-8, JSON within limits, and every failure
a one-line StorageError."""

from __future__ import annotations

import json
import os
import socket

import pytest

from fivesup_qt import reading
from fivesup_qt.reading import (
    MAX_DEPTH,
    MAX_DIGITS,
    StorageError,
    one_line,
    parse_json,
    read_bytes,
    read_json,
    read_lines,
)

pytestmark = pytest.mark.usefixtures("no_hang")


# -- special files ---------------------------------------------------------------------
@pytest.fixture
def fifo(tmp_path):
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    return path


def test_a_fifo_is_refused_at_once_without_blocking(fifo):
    with pytest.raises(StorageError) as info:
        read_bytes(fifo, 1000)
    assert "a FIFO (named pipe), not a regular file" in str(info.value)
    assert str(fifo) in str(info.value) and info.value.content and info.value.whole_file


def test_a_link_to_dev_zero_is_refused_without_reading(tmp_path, monkeypatch):
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    reads = []
    real_read = os.read
    monkeypatch.setattr(os, "read", lambda fd, n: reads.append(n) or real_read(fd, n))
    with pytest.raises(StorageError) as info:
        read_json(link, 1000)
    assert "a device, not a regular file" in str(info.value) and not reads


def test_a_link_to_a_fifo_a_folder_and_a_socket_are_refused(tmp_path, fifo):
    (tmp_path / "to-fifo").symlink_to(fifo)
    (tmp_path / "folder").mkdir()
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(tmp_path / "sock"))
    try:
        for name, words in (("to-fifo", "FIFO"), ("folder", "a folder"), ("sock", "a socket")):
            with pytest.raises(StorageError, match=words):
                read_bytes(tmp_path / name, 1000)
    finally:
        sock.close()


def test_a_link_to_a_regular_file_is_read(tmp_path):
    (tmp_path / "real.json").write_text('{"a": 1}')
    (tmp_path / "link.json").symlink_to(tmp_path / "real.json")
    assert read_json(tmp_path / "link.json", 100) == {"a": 1}


def test_a_fifo_swapped_in_after_the_check_is_refused_after_opening(fifo, tmp_path, monkeypatch):
    """The path is checked before opening and the descriptor after: a FIFO put in
    place between the two is opened without blocking (O_NONBLOCK) and refused."""
    regular = tmp_path / "ok.json"
    regular.write_text("{}")
    real_stat = os.stat
    monkeypatch.setattr(os, "stat", lambda p, *a, **k: real_stat(regular if str(p) == str(fifo)
                                                                  else p, *a, **k))
    with pytest.raises(StorageError, match="FIFO"):
        read_bytes(fifo, 100)


def test_missing_file_passes_through_and_unreadable_is_not_content(tmp_path, monkeypatch):
    with pytest.raises(FileNotFoundError):
        read_bytes(tmp_path / "nope", 10)
    path = tmp_path / "locked.json"
    path.write_text("{}")
    monkeypatch.setattr(os, "open", lambda *a, **k: (_ for _ in ()).throw(PermissionError(13, "no")))
    with pytest.raises(StorageError) as info:
        read_bytes(path, 10)
    assert "cannot be read: permission denied" in str(info.value) and not info.value.content


# -- the cap is enforced by the reads ---------------------------------------------------
def test_the_cap_holds_when_stat_says_zero(tmp_path, monkeypatch):
    path = tmp_path / "big.json"
    path.write_bytes(b"x" * 5000)
    real_fstat = os.fstat

    class Zero:
        def __init__(self, st):
            self.st_mode, self.st_size = st.st_mode, 0

    monkeypatch.setattr(os, "fstat", lambda fd: Zero(real_fstat(fd)))
    reads = []
    real_read = os.read
    monkeypatch.setattr(os, "read", lambda fd, n: reads.append(n) or real_read(fd, n))
    with pytest.raises(StorageError, match="over 1,000 bytes; a file is at most 1,000"):
        read_bytes(path, 1000)
    assert sum(reads) <= 1001  # never more than the cap and one byte


def test_a_file_at_the_cap_is_read_whole(tmp_path):
    path = tmp_path / "exact.json"
    path.write_bytes(b"y" * 1000)
    assert read_bytes(path, 1000) == b"y" * 1000


# -- text -------------------------------------------------------------------------------
@pytest.mark.parametrize("raw", [
    '{"a": "é"}'.encode("utf-16"), '{"a": 1}'.encode("utf-16-le"), '{"a": 1}'.encode("utf-16-be"),
    '{"a": 1}'.encode("utf-32"), '{"a": 1}'.encode("utf-32-le"),
    b'{"a": "\xed\xa0\x80"}',  # an encoded lone surrogate
    b'{"a": "\xff"}', b'{"a": "\xc3"}',  # not UTF-8, cut in the middle of a character
])
def test_only_strict_utf8_is_text(raw):
    with pytest.raises(StorageError, match="not UTF-8 text"):
        parse_json(raw)


def test_one_leading_bom_is_ignored_everywhere():
    assert parse_json(b'\xef\xbb\xbf{"a": 1}') == {"a": 1}
    assert parse_json('\ufeff{"a": 1}') == {"a": 1}
    with pytest.raises(StorageError):
        parse_json(b'\xef\xbb\xbf\xef\xbb\xbf{"a": 1}')  # only one


@pytest.mark.parametrize("text", ['{"a": "\\ud800"}', '{"\\udfff": 1}', '["x\\udc00y"]'])
def test_lone_surrogate_escapes_are_refused(text):
    with pytest.raises(StorageError, match="lone surrogate"):
        parse_json(text)


def test_surrogate_pairs_are_fine():
    assert parse_json('{"a": "\\ud83d\\ude00"}') == {"a": "\U0001f600"}


# -- JSON limits ---------------------------------------------------------------------------
@pytest.mark.parametrize("digits", [MAX_DIGITS + 1, 4301, 5000, 100_000])
def test_a_huge_integer_is_a_clear_error(digits):
    text = '{"players": ' + "9" * digits + "}"
    with pytest.raises(StorageError, match="not valid JSON: a number has"):
        parse_json(text)
    with pytest.raises(StorageError, match="not valid JSON"):
        parse_json('[-' + "1" * digits + "]")


def test_the_int_conversion_error_itself_is_caught(monkeypatch):
    """Python's own limit (ValueError) is turned into the same error, should the digit
    bound ever be raised above it."""
    monkeypatch.setattr(reading, "MAX_DIGITS", 10**6)
    with pytest.raises(StorageError, match="not valid JSON"):
        parse_json("[" + "7" * 5000 + "]")


def test_digits_inside_strings_are_not_numbers():
    assert parse_json('{"app": "' + "1" * 500 + '", "n": 12}') == {"app": "1" * 500, "n": 12}
    assert parse_json("[" + "9" * MAX_DIGITS + "]") == [int("9" * MAX_DIGITS)]


@pytest.mark.parametrize("text", ["[NaN]", "[Infinity]", "[-Infinity]", "[1e999]", "[-1e400]",
                                  "[1." + "0" * 500 + "]"])
def test_non_finite_and_overlong_numbers_are_refused(text):
    with pytest.raises(StorageError, match="not valid JSON"):
        parse_json(text)


def test_nesting_depth_is_bounded():
    assert parse_json("[" * MAX_DEPTH + "]" * MAX_DEPTH) is not None
    for depth in (MAX_DEPTH + 1, 900, 100_000):
        with pytest.raises(StorageError, match="nested"):
            parse_json("[" * depth + "]" * depth)
    deep = '{"a": ' * (MAX_DEPTH + 1) + "1" + "}" * (MAX_DEPTH + 1)
    with pytest.raises(StorageError, match=f"more than {MAX_DEPTH} levels"):
        parse_json(deep)
    # brackets inside strings do not count
    assert parse_json(json.dumps({"a": "[" * 500})) == {"a": "[" * 500}


# -- one line ------------------------------------------------------------------------------------
def test_one_line_escapes_control_characters_and_cuts():
    assert one_line("a\nb\r\tc\x1b[31m\u2028\u202e") == "a\\nb\\r\\tc\\x1b[31m\\u2028\\u202e"
    assert one_line("x" * 10, 4) == "xxxx…"
    assert one_line("plain / C:\\path é") == "plain / C:\\path é"
    assert one_line("bad\udcffname") == "bad\\udcffname"


def test_storage_error_is_one_line(tmp_path):
    error = StorageError(tmp_path / "a\nb.json", "broken\nfile", kept=tmp_path / "k\n")
    assert "\n" not in str(error) and "a\\nb.json" in str(error) and "broken\\nfile" in str(error)


# -- lines as a stream ------------------------------------------------------------------------
def test_read_lines_skips_long_lines_unheld_and_reads_a_window(tmp_path):
    path = tmp_path / "h.jsonl"
    path.write_bytes(b"one\n" + b"x" * 100 + b"\nthree\nfour")
    lines = list(read_lines(path, line_limit=10, window=10**6))
    assert [line.data for line in lines] == [b"one\n", None, b"three\n", b"four"]
    assert [line.offset for line in lines] == [0, 4, 105, 111] and not lines[-1].ends_line
    tail = list(read_lines(path, line_limit=10, window=8))  # the last 8 bytes: "ee\nfour"
    assert [line.data for line in tail] == [b"four"]
    assert next(read_lines(path, line_limit=10, window=10)).data == b"three\n"
