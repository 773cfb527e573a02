"""The commands live in a package of their own, ``fivesup_qt/commands/`` (issue 38):
the library beside them never imports it (only the command line, the game's ``--help``
and ``bench --gui``'s own half do), and loading any command loads no Qt, so ``replay``,
``simulate`` and ``schema`` start fast and run without a display.

Imports are read from the syntax tree, those inside functions included (a deferred
import still ties two modules together), and checked again in a fresh interpreter.
"""

from __future__ import annotations

import ast
import pkgutil
import subprocess
import sys
from pathlib import Path

from helpers.guards import HANG_S
from helpers.sources import tree_of

import fivesup_qt

PACKAGE_DIR = Path(fivesup_qt.__file__).resolve().parent
COMMANDS = "fivesup_qt.commands"
# Who may import the commands: the command line, the game's --help (its list of commands)
# and bench --gui's Qt half (the long matches the benches time).
MAY_IMPORT = ("commands/", "__main__.py", "app.py", "ui/lag_probe.py")
QT_ROOTS = ("PySide6", "shiboken6", "pyqtgraph")


def imported(path: Path) -> set[str]:
    """Every module ``path`` imports anywhere in it, relative imports made absolute."""
    parts = list(path.relative_to(PACKAGE_DIR.parent).with_suffix("").parts)
    package = parts[:-1]  # what "." names: the module's package (an __init__'s own)
    names: set[str] = set()
    for node in ast.walk(tree_of(path)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - (node.level - 1)] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            names.add(module)
            names.update(f"{module}.{alias.name}" for alias in node.names)
    return names


def test_the_import_reader_resolves_relative_imports():
    lag_probe = imported(PACKAGE_DIR / "ui" / "lag_probe.py")
    assert "fivesup_qt.commands.bench.matches" in lag_probe  # "from ..commands.bench.matches"
    cli = imported(PACKAGE_DIR / "commands" / "cli.py")
    assert "fivesup_qt.commands.command_line" in cli and "fivesup_qt.schema" in cli


def test_only_the_command_line_imports_the_commands():
    found = []
    for path in sorted(PACKAGE_DIR.rglob("*.py")):
        where = path.relative_to(PACKAGE_DIR).as_posix()
        if where.startswith(MAY_IMPORT):
            continue
        found += [f"{where}: {name}" for name in sorted(imported(path))
                  if name == COMMANDS or name.startswith(COMMANDS + ".")]
    assert found == []


def test_loading_every_command_loads_no_qt():
    modules = [info.name for info in pkgutil.walk_packages([str(PACKAGE_DIR / "commands")],
                                                            prefix=COMMANDS + ".")]
    assert {f"{COMMANDS}.cli", f"{COMMANDS}.simulate", f"{COMMANDS}.bench.main"} <= set(modules)
    code = ("import importlib, sys\n"
            f"for name in {modules!r}:\n"
            "    importlib.import_module(name)\n"
            f"qt = sorted(m for m in sys.modules if m.split('.')[0] in {QT_ROOTS!r})\n"
            "print(len(qt))\n"
            "assert not qt, qt\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=PACKAGE_DIR.parent, timeout=HANG_S)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["0"]
