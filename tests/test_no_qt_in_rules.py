"""The rules engine and the bots never import Qt (the rules engine is pure Python).

Both the source (every import statement, read from the syntax tree) and the
running interpreter (a fresh process importing every module) are checked.
"""

from __future__ import annotations

import ast
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import fivesup_qt

PACKAGE_DIR = Path(fivesup_qt.__file__).resolve().parent
QT_ROOTS = ("PySide6", "shiboken6", "pyqtgraph", "PyQt5", "PyQt6", "PySide2")
PURE_PACKAGES = ("rules", "ai")


def _sources():
    for package in PURE_PACKAGES:
        yield from sorted((PACKAGE_DIR / package).rglob("*.py"))


def _imported_modules(path: Path) -> list[str]:
    """Absolute names of every module imported by the file (relative ones resolved)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    relative = path.relative_to(PACKAGE_DIR.parent).with_suffix("")
    parts = list(relative.parts)
    package = parts[:-1]  # the package holding the module (or the package itself)
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - (node.level - 1)]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            names.append(module)
            names.extend(f"{module}.{alias.name}" for alias in node.names)
    return names


SOURCES = list(_sources())


def test_there_are_sources_to_check():
    names = {p.name for p in SOURCES}
    assert {"layout.py", "match.py", "round.py", "settlement.py", "tally.py"} <= names
    # the checker resolves relative imports (match.py: "from .layout import ...")
    match_py = PACKAGE_DIR / "rules" / "match.py"
    assert "fivesup_qt.rules.layout" in _imported_modules(match_py)


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(PACKAGE_DIR)))
def test_source_imports_no_qt(path):
    for name in _imported_modules(path):
        root = name.split(".")[0]
        assert root not in QT_ROOTS, f"{path.name} imports {name}"
        # nor the UI or the app, which bring Qt with them
        assert not name.startswith(("fivesup_qt.ui", "fivesup_qt.app")), (
            f"{path.name} imports {name}"
        )


def test_importing_rules_and_ai_loads_no_qt():
    modules = ["fivesup_qt.rules", "fivesup_qt.ai"]
    for package in PURE_PACKAGES:
        for info in pkgutil.walk_packages(
            [str(PACKAGE_DIR / package)], prefix=f"fivesup_qt.{package}."
        ):
            modules.append(info.name)
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        f"roots = {QT_ROOTS!r}\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in roots)\n"
        "print(len(sys.modules))\n"
        "assert not bad, bad\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=PACKAGE_DIR.parent,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
