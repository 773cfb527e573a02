"""The house a newcomer reads: no module over 450 lines, no function over 80.

A module that long, or a function that long (a window builder most often), holds more
than one job; split it into rooms with one job each, named from the game's vocabulary.
Lines are counted as an editor numbers them: a module's whole file, a function (or
method) from its ``def`` line to its last line, its decorators left out.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

from helpers.sources import parsed, text_of

import fivesup_qt

PACKAGE_DIR = Path(fivesup_qt.__file__).resolve().parent
MODULE_LIMIT = 450
FUNCTION_LIMIT = 80

@dataclass(frozen=True)
class TooLong:
    """One module or function over its limit, named for the failure message."""

    name: str  # dotted: fivesup_qt.ui.windows.history or ...history.HistoryWindow.__init__
    where: str  # path:line, from the package's parent
    lines: int
    limit: int

    def __str__(self) -> str:
        return f"{self.name} ({self.where}): {self.lines} lines, limit {self.limit}"


def too_long(root: Path) -> list[TooLong]:
    """Every module under ``root`` (a package folder) over MODULE_LIMIT lines and every
    function or method over FUNCTION_LIMIT, nested ones included."""
    found: list[TooLong] = []
    for path in sorted(root.rglob("*.py")):
        relative = path.relative_to(root.parent)
        module = ".".join(relative.with_suffix("").parts).removesuffix(".__init__")
        text = text_of(path)
        count = len(text.splitlines())
        if count > MODULE_LIMIT:
            found.append(TooLong(module, relative.as_posix(), count, MODULE_LIMIT))
        found += _functions(parsed(text), module, relative.as_posix())
    return found


def _functions(tree: ast.AST, prefix: str, where: str) -> list[TooLong]:
    found: list[TooLong] = []
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            name = f"{prefix}.{node.name}"
            if not isinstance(node, ast.ClassDef):
                count = (node.end_lineno or node.lineno) - node.lineno + 1
                if count > FUNCTION_LIMIT:
                    found.append(TooLong(name, f"{where}:{node.lineno}", count, FUNCTION_LIMIT))
            found += _functions(node, name, where)
        else:
            found += _functions(node, prefix, where)
    return found


def test_no_module_or_function_is_too_long():
    over = [str(item) for item in too_long(PACKAGE_DIR)]
    assert not over, "split these into rooms with one job each:\n" + "\n".join(over)


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def test_a_module_or_function_past_the_limit_is_named(tmp_path: Path):
    package = tmp_path / "fivesup_qt"
    body = "".join(f"    x{i} = {i}\n" for i in range(FUNCTION_LIMIT - 1))
    at_limit = f"def deal():\n{body}"  # the def line and 79 more: exactly 80
    # the def line and 80 more: 81, its decorator not counted
    past = "class Table:\n    @staticmethod\n    def draw():\n" + "".join(
        f"        x{i} = {i}\n" for i in range(FUNCTION_LIMIT))
    _write(package / "rules" / "fine.py", at_limit + "\n" * (MODULE_LIMIT - FUNCTION_LIMIT))
    _write(package / "rules" / "grown.py", at_limit + "\n" * (MODULE_LIMIT - FUNCTION_LIMIT + 1))
    _write(package / "ui" / "table.py", past)
    names = {item.name: item.lines for item in too_long(package)}
    assert names == {"fivesup_qt.rules.grown": MODULE_LIMIT + 1,
                     "fivesup_qt.ui.table.Table.draw": FUNCTION_LIMIT + 1}
