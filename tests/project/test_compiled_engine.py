"""The compiled engine's build (setup.py) and what its modules must do to work compiled.

The modules setup.py's ENGINE names are compiled with mypyc in the platform wheels and the
bundles. A frozen dataclass there needs its own ``__reduce__`` (rules/rebuild.py) or the
worker processes cannot receive it; a module left out of the list, or a list naming a file
that is gone, would build a wheel that is not the engine the bench and the docs describe.
"""

from __future__ import annotations

import ast
from pathlib import Path

from helpers import REPO


def engine_modules() -> list[Path]:
    setup = ast.parse((REPO / "setup.py").read_text(encoding="utf-8"))
    entries = next(ast.literal_eval(node.value) for node in ast.walk(setup)
                   if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "ENGINE")
    paths: list[Path] = []
    for entry in entries:
        path = REPO / entry
        assert path.exists(), f"setup.py compiles {entry}, which is not there"
        paths += sorted(path.glob("*.py")) if path.is_dir() else [path]
    return paths


def frozen_dataclasses(tree: ast.Module) -> list[ast.ClassDef]:
    def frozen(decorator: ast.expr) -> bool:
        return isinstance(decorator, ast.Call) and any(
            keyword.arg == "frozen" and getattr(keyword.value, "value", False)
            for keyword in decorator.keywords)
    return [node for node in tree.body if isinstance(node, ast.ClassDef)
            and any(frozen(decorator) for decorator in node.decorator_list)]


def test_the_engine_is_the_rules_and_the_search_loops():
    names = {path.relative_to(REPO).as_posix() for path in engine_modules()}
    assert "fivesup_qt/rules/match.py" in names and "fivesup_qt/ai/playout.py" in names
    assert not any(name.startswith("fivesup_qt/ui/") for name in names)


def test_every_frozen_dataclass_of_the_engine_pickles_through_its_init():
    missing = []
    for path in engine_modules():
        for cls in frozen_dataclasses(ast.parse(path.read_text(encoding="utf-8"))):
            methods = {node.name for node in cls.body if isinstance(node, ast.FunctionDef)}
            if "__reduce__" not in methods:
                missing.append(f"{path.relative_to(REPO)}: {cls.name}")
    assert not missing, f"frozen dataclasses without __reduce__ (rules/rebuild.py): {missing}"
