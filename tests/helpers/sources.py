"""The package's and the suite's sources, read and parsed once a process.

The project's checks (layers, imports at the top, sizes, engine fields, the rules
guides' named tests, ...) each walk every module's syntax tree, some of them many
times (the import graph is built nine times, the suite's test names once a
reading); parsing the same unchanged file again and again was most of their time.
A file is read again when it changes (its modification time or size), so a check
written after an edit still sees the edit.  The trees are shared: read them, never
change them.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

from helpers import REPO


@functools.cache
def _read(path: Path, _mtime_ns: int, _size: int) -> str:
    return path.read_text(encoding="utf-8")


def text_of(path: Path) -> str:
    """The text of ``path`` (UTF-8), read again only once it has changed."""
    stat = path.stat()
    return _read(path, stat.st_mtime_ns, stat.st_size)


@functools.cache
def parsed(source: str) -> ast.Module:
    """The syntax tree of ``source``: one parse for each distinct text."""
    return ast.parse(source)


def tree_of(path: Path) -> ast.Module:
    """The syntax tree of the file ``path``."""
    return parsed(text_of(path))


def suite_test_names() -> frozenset[str]:
    """Every test function (``test_...``, plain or async) defined under tests/."""
    return _test_names(tuple((path, path.stat().st_mtime_ns)
                             for path in sorted((REPO / "tests").rglob("test_*.py"))))


@functools.cache
def _test_names(files: tuple[tuple[Path, int], ...]) -> frozenset[str]:
    # (the test files' trees are not kept: only these names are asked of them)
    return frozenset(node.name for path, _ in files
                     for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                     if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
                     and node.name.startswith("test_"))
