"""The layers of CONTRIBUTING.md: what each part of the package may import.

rules <- ai / storage <- ui <- app: every import statement of every module (at any
depth, lazy ones included), read from the syntax tree, must stay inside its layer's
list.  Qt is for the interface and the wiring only.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "fivesup_qt"
QT_ROOTS = {"PySide6", "shiboken6", "pyqtgraph", "PyQt5", "PyQt6", "PySide2"}
EVERYTHING = "*"

# layer -> the layers of the package it may import (its own always included)
ALLOWED: dict[str, set[str]] = {
    "rules": set(),
    "ai": {"rules"},
    "storage": {"rules", "paths", "atomic"},
    "schema": set(),
    "paths": set(),
    "atomic": set(),
    "about": set(),
    "ui": {"rules", "ai", "storage", "paths", "atomic", "about", "schema"},
    "app": {"rules", "ui", "about", "paths", "storage"},
    # the commands: wiring, free to use any layer (lazily when it brings Qt)
    "cli": {EVERYTHING}, "simulate": {EVERYTHING}, "bench": {EVERYTHING},
    "__main__": {EVERYTHING}, "__init__": {"about"},  # the package: its version
}
QT_LAYERS = {"ui", "app"}
# ui/bench.py measures the start-up of the app itself
EXCEPTIONS = {("ui/bench.py", "app")}


def layer_of(module: str) -> str:
    """'fivesup_qt.rules.match' -> 'rules'; 'fivesup_qt' -> '__init__'."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def imports(path: Path) -> list[str]:
    """Every module the file imports, relative imports resolved ('from .. import paths'
    gives 'fivesup_qt.paths')."""
    rel = path.relative_to(PACKAGE.parent).with_suffix("").parts
    package = list(rel[:-1])
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if not node.level:
                found.append(node.module or "")
                continue
            base = ".".join(package[: len(package) - (node.level - 1)])
            if node.module:
                found.append(f"{base}.{node.module}")
            else:  # from .. import paths, about
                found += [f"{base}.{alias.name}" for alias in node.names]
    return found


MODULES = sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


def test_every_module_has_a_layer():
    layers = {layer_of(".".join(p.relative_to(PACKAGE.parent).with_suffix("").parts))
              for p in MODULES}
    assert layers <= set(ALLOWED), sorted(layers - set(ALLOWED))
    assert {"rules", "ai", "storage", "ui", "app", "schema"} <= layers


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_imports_stay_in_their_layer(path):
    name = str(path.relative_to(PACKAGE))
    own = layer_of(".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts))
    allowed = ALLOWED[own] | {own}
    for module in imports(path):
        root = module.split(".")[0]
        if root in QT_ROOTS:
            assert own in QT_LAYERS, f"{name} imports {module}: Qt belongs to ui/ and app.py"
        if root != "fivesup_qt" or module == "fivesup_qt":
            continue
        target = layer_of(module)
        if EVERYTHING in allowed or target in allowed or (name, target) in EXCEPTIONS:
            continue
        pytest.fail(f"{name} ({own}) imports {module} ({target}); {own} may import "
                    f"{', '.join(sorted(allowed))}")
