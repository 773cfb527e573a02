"""The layers: rules <- ai, storage <- ui <- app.  The rules, the bots, the storage,
and the plain computation of the interface (the table's geometry, the heads-up sizes,
the labels' places, the marks, the turn machine, the pace, the jobs) never import Qt,
and no layer imports one above it.

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
from helpers.guards import HANG_S
from helpers.sources import parsed, text_of, tree_of

import fivesup_qt

PACKAGE_DIR = Path(fivesup_qt.__file__).resolve().parent
QT_ROOTS = ("PySide6", "shiboken6", "pyqtgraph", "PyQt5", "PyQt6", "PySide2")
PURE_PACKAGES = ("rules", "ai", "storage")
# plain computation in the interface, where its reader looks for it (ui/table/, ui/play/)
PURE_UI = ("ui/table/geometry.py", "ui/table/hud.py", "ui/table/labels.py", "ui/table/marks.py",
           "ui/table/poses.py", "ui/table/replan.py", "ui/table/layout_quality.py",
           "ui/table/fallbacks.py",
           "ui/play/turns.py", "ui/play/pace.py", "ui/play/jobs.py", "ui/play/model.py",
           "ui/play/setup_values.py",
           "ui/play/job_side.py")
PURE_UI_NAMES = tuple("fivesup_qt." + m.removesuffix(".py").replace("/", ".") for m in PURE_UI)
PURE_MODULES = (*PURE_UI, "atomic.py", "paths.py", "reading.py", "problems.py",
                "written.py", "places.py", "seat_names.py")  # and files
# What each layer may import from the package (besides itself and the pure top modules).
ALLOWED = {
    "rules": (),
    "ai": ("fivesup_qt.rules",),
    "storage": ("fivesup_qt.rules", "fivesup_qt.ai.levels"),
}


def _sources():
    for package in PURE_PACKAGES:
        yield from sorted((PACKAGE_DIR / package).rglob("*.py"))
    for module in PURE_MODULES:
        yield PACKAGE_DIR / module


def _imported_modules(path: Path) -> list[str]:
    """Absolute names of every module imported by the file (relative ones resolved)."""
    tree = tree_of(path)
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
        # nor the rest of the UI or the app, which bring Qt with them (another Qt-free
        # module of the UI is fine)
        if name.startswith("fivesup_qt.ui."):
            assert any(name == pure or name.startswith(pure + ".") for pure in PURE_UI_NAMES), (
                f"{path.name} imports {name}")
        assert not name.startswith("fivesup_qt.app"), f"{path.name} imports {name}"


@pytest.mark.parametrize("layer", sorted(ALLOWED))
def test_no_layer_imports_one_above_it(layer):
    own = f"fivesup_qt.{layer}"
    top = ("fivesup_qt.atomic", "fivesup_qt.paths", "fivesup_qt.reading", "fivesup_qt.problems",
           "fivesup_qt.places")
    allowed = (own, *ALLOWED[layer], *top)
    for path in sorted((PACKAGE_DIR / layer).rglob("*.py")):
        for name in _imported_modules(path):
            if name.startswith("fivesup_qt.") and name != "fivesup_qt.":
                assert name.startswith(allowed), (
                    f"{layer}/{path.name} imports {name}")


def test_importing_the_pure_layers_loads_no_qt():
    modules = ["fivesup_qt.rules", "fivesup_qt.ai", "fivesup_qt.storage",
               *("fivesup_qt." + m.removesuffix(".py").replace("/", ".") for m in PURE_MODULES)]
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
        timeout=HANG_S,
    )
    assert result.returncode == 0, result.stderr


def _module_graph(deferred: bool = False, typing: bool = False) -> dict[str, set[str]]:
    """Each module of the package and the package modules it imports when it is loaded
    (imports inside functions and under TYPE_CHECKING are made later, or never); with
    ``deferred``, the imports inside functions too; with ``typing``, the TYPE_CHECKING
    ones too (they never run, but a reader and mypy follow them)."""
    modules: dict[str, Path] = {}
    for path in PACKAGE_DIR.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE_DIR.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        modules[".".join(parts)] = path

    def imports(name: str, path: Path) -> set[str]:
        package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        found: set[str] = set()

        def visit(nodes: list[ast.stmt]) -> None:
            for node in nodes:
                if (isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
                        and not typing):
                    continue
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and not deferred:
                    continue
                if isinstance(node, ast.Import):
                    found.update(alias.name for alias in node.names)
                elif isinstance(node, ast.ImportFrom):
                    base = package[: len(package) - (node.level - 1)] if node.level else []
                    module = ".".join(base + ([node.module] if node.module else []))
                    subs = [f"{module}.{alias.name}" for alias in node.names]
                    found.update(sub for sub in subs if sub in modules)
                    if not all(sub in modules for sub in subs):
                        found.add(module)
                for field in ("body", "orelse", "finalbody"):
                    visit(getattr(node, field, []) or [])
                for handler in getattr(node, "handlers", []) or []:
                    visit(handler.body)

        visit(tree_of(path).body)
        return {m for m in found if m in modules and m != name}

    return {name: imports(name, path) for name, path in modules.items()}


def test_no_import_circle_in_the_package():
    graph = _module_graph()
    assert "fivesup_qt.ui.play.model" in graph["fivesup_qt.ui.table.view"]
    circles = []
    state: dict[str, int] = {}  # 1: on the path, 2: done

    def walk(name: str, path: list[str]) -> None:
        state[name] = 1
        for dep in sorted(graph[name]):
            if state.get(dep) == 1:
                circles.append([*path[path.index(dep):], dep])
            elif dep not in state:
                walk(dep, [*path, dep])
        state[name] = 2

    for name in sorted(graph):
        if name not in state:
            walk(name, [name])
    assert not circles, "\n".join(" -> ".join(c) for c in circles)


def _circles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The import circles of ``graph``: each set of two or more modules that can all
    reach one another through imports (its strongly connected components)."""
    def reach(start: str) -> set[str]:
        seen: set[str] = set()
        todo = [start]
        while todo:
            for dep in graph[todo.pop()]:
                if dep not in seen:
                    seen.add(dep)
                    todo.append(dep)
        return seen

    reaches = {name: reach(name) for name in graph}
    circles: list[set[str]] = []
    for name in sorted(graph):
        if name in reaches[name] and not any(name in c for c in circles):
            circles.append({name} | {m for m in reaches[name] if name in reaches[m]})
    return circles


def _describe(graph: dict[str, set[str]], circle: set[str]) -> str:
    return "; ".join(f"{a} -> {b}" for a in sorted(circle) for b in sorted(graph[a] & circle))


def test_the_circle_finder_sees_deferred_imports():
    """A function-level import counts: ``hard`` asked ``endgame`` inside ``assess``,
    which is how the last ai circle hid from the module-level graph."""
    later = _module_graph(deferred=True)
    assert "fivesup_qt.ui.saving.persistence" not in _module_graph()["fivesup_qt.app"]
    assert "fivesup_qt.ui.saving.persistence" in later["fivesup_qt.app"]  # install_persistence
    made_up = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _circles(made_up) == [{"a", "b", "c"}]


def test_no_import_circle_even_counting_type_hints():
    """Issue 38: no module names one that names it back, not even in a type hint
    (TYPE_CHECKING imports never run, but a reader and mypy follow them).  A module that
    needs to name its user types it against a Protocol beside itself: the table's pieces
    see the view as ``piece.Table``, the re-plan sees the geometry as ``replan.Plan``, the
    main window's, the controller's and saving's users the match model or a Protocol."""
    graph = _module_graph(deferred=True, typing=True)
    assert "fivesup_qt.ui.saving.persistence" in graph["fivesup_qt.ui.main_window"]  # seen
    # a TYPE_CHECKING import counts: the teaching marks name the view's Protocol only so
    assert "fivesup_qt.ui.table.piece" not in _module_graph()["fivesup_qt.ui.table.teaching"]
    assert "fivesup_qt.ui.table.piece" in graph["fivesup_qt.ui.table.teaching"]
    circles = _circles(graph)
    assert not circles, "\n".join(_describe(graph, c) for c in circles)


def test_no_import_circle_even_through_deferred_imports():
    """No module of the package imports one that imports it back, not even from inside
    a function: a deferred import that only breaks a circle at load time still ties the
    two modules into one (issue 24)."""
    graph = _module_graph(deferred=True)
    circles = _circles(graph)
    assert not circles, "\n".join(_describe(graph, c) for c in circles)


def _typed_storage_names() -> dict[str, str]:
    """The names storage/__init__.py imports under TYPE_CHECKING, each with its module."""
    tree = tree_of(PACKAGE_DIR / "storage" / "__init__.py")
    typed: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for sub in ast.walk(node):
                if isinstance(sub, ast.ImportFrom) and sub.level == 1 and sub.module:
                    typed.update((alias.asname or alias.name, sub.module) for alias in sub.names)
    return typed


def test_every_storage_name_has_its_real_type_for_mypy():
    """``fivesup_qt.storage`` loads its names on first use (``__getattr__``, typed
    ``object``) and tells mypy their real types by TYPE_CHECKING imports: every public
    name must be imported there from the module it is loaded from at run time, or the
    interface would see it as an ``object`` (a name left out) or a class of another
    module (a name pointing elsewhere) (issue 24, item 5)."""
    import importlib

    from fivesup_qt import storage

    typed = _typed_storage_names()
    assert typed == storage._HOMES
    assert sorted(typed) == sorted(storage.__all__)
    for name, home in typed.items():
        module = importlib.import_module(f"fivesup_qt.storage.{home}")
        assert getattr(storage, name) is getattr(module, name), name


def test_reading_a_record_loads_neither_the_history_nor_the_settings():
    """``replay`` must start fast: the record reader does not bring the history, the
    settings and the recovery along (why storage's names load on first use)."""
    code = (
        "import sys\n"
        "from fivesup_qt.storage import read_record\n"
        "loaded = sorted(m for m in sys.modules if m.startswith('fivesup_qt.storage.'))\n"
        "print(loaded)\n"
        "assert loaded == ['fivesup_qt.storage.files', 'fivesup_qt.storage.saves'], loaded\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=PACKAGE_DIR.parent, timeout=HANG_S)
    assert result.returncode == 0, result.stderr


def private_imports(source: str) -> list[str]:
    """Every private name (one leading underscore) a module imports from another."""
    return [f"{node.module or ''}.{alias.name}"
            for node in ast.walk(parsed(source)) if isinstance(node, ast.ImportFrom)
            for alias in node.names
            if alias.name.startswith("_") and not alias.name.startswith("__")]


def test_the_private_import_finder_sees_them():
    assert private_imports("from ..side.charts import _pg, still_plot\nimport os\n"
                           "from . import _match\nfrom x import __version__\n") == [
        "side.charts._pg", "._match"]


def test_no_module_imports_a_private_name_of_another():
    """What a module keeps to itself stays there (issue 38): a name two modules share is
    public, in the module whose job it is."""
    found = [f"{path.relative_to(PACKAGE_DIR)}: {name}"
             for path in sorted(PACKAGE_DIR.rglob("*.py"))
             for name in private_imports(text_of(path))]
    assert found == []


# The layers of ui/, lowest first: a module imports from its own layer or a lower one,
# never from a higher one (TYPE_CHECKING and function-level imports counted), so ui/ reads
# from the bottom up.  A module belongs to the layer of the longest name below that it
# starts with.  (CONTRIBUTING's map names the same order.)
UI_LAYERS = (
    # base: what every room of the interface draws on, knowing no match: the colours, the
    # fonts, the languages, the focus, the end of the process, a window's place on the
    # screen, the table's geometry (plain computation), the sound's clips and output
    ("base", ("ui.theme", "ui.fonts", "ui.focus", "ui.garbage", "ui.terminate",
              "ui.words.i18n", "ui.windows.sizing", "ui.table.geometry", "ui.table.hud",
              "ui.table.labels", "ui.table.marks", "ui.table.poses", "ui.table.replan",
              "ui.table.layout_quality", "ui.table.fallbacks", "ui.sound.clips",
              "ui.sound.output")),
    # model: the match model the views read, the setup, the pace, the jobs and the
    # threads that think (the controller itself is in play, above the views)
    ("model", ("ui.play.model", "ui.play.setup_values", "ui.play.setup", "ui.play.following",
               "ui.play.pace", "ui.play.turns", "ui.play.jobs", "ui.play.job_side",
               "ui.play.worker", "ui.play.hinter", "ui.play.computer", "ui.play.flow")),
    # words: every text the interface says of a match, and the charts' look
    ("words", ("ui.words", "ui.plots")),
    # views: the table, the side panel, the sounds and the cards, each reading the model
    ("views", ("ui.table", "ui.side", "ui.sound", "ui.table_cards", "ui.status_line")),
    # play: the controller and the player's hands on the table (drag, keys, one click)
    ("play", ("ui.play",)),
    # windows: the windows and dialogs, the review, the puzzles, the screen reader's mirror
    ("windows", ("ui.windows", "ui.review", "ui.puzzles", "ui.access")),
    # saving: files, the history, the settings applied, the match kept across starts
    ("saving", ("ui.saving",)),
    # top: the main window, its menus, the start-up, what furnishes the window with
    # saving's menus, and the tools that run a whole window (benches, figures, smoke)
    ("top", ("ui.main_window", "ui.menus", "ui.startup", "ui.smoke", "ui.bench",
             "ui.lag_probe", "ui.layout_bench", "ui.saving.install", "ui.saving.menus",
             "ui.table.figures")),
)


def ui_layer(module: str) -> int | None:
    """The index in ``UI_LAYERS`` of ``module`` (a dotted name), None outside them."""
    name = module.removeprefix("fivesup_qt.")
    found = [(len(prefix), index) for index, (_layer, prefixes) in enumerate(UI_LAYERS)
             for prefix in prefixes if name == prefix or name.startswith(prefix + ".")]
    return max(found)[1] if found else None


def upward_imports(graph: dict[str, set[str]]) -> list[str]:
    """Every import in ``graph`` from a ui/ layer to a higher one."""
    return [f"{a} ({UI_LAYERS[ui_layer(a)][0]}) -> {b} ({UI_LAYERS[ui_layer(b)][0]})"
            for a in sorted(graph) if ui_layer(a) is not None
            for b in sorted(graph[a]) if (ui_layer(b) or -1) > (ui_layer(a) or 0)]


def test_the_layer_finder_takes_the_longest_name():
    assert UI_LAYERS[ui_layer("fivesup_qt.ui.play.model")][0] == "model"
    assert UI_LAYERS[ui_layer("fivesup_qt.ui.play.controller")][0] == "play"
    assert UI_LAYERS[ui_layer("fivesup_qt.ui.saving.menus")][0] == "top"
    assert ui_layer("fivesup_qt.rules.match") is None
    made_up = {"fivesup_qt.ui.words.voice": {"fivesup_qt.ui.table.view"},
               "fivesup_qt.ui.table.view": {"fivesup_qt.ui.words.voice"}}
    assert upward_imports(made_up) == [
        "fivesup_qt.ui.words.voice (words) -> fivesup_qt.ui.table.view (views)"]


def test_every_ui_module_has_a_layer():
    """A new room of ui/ is put in its layer on purpose, not left to a default."""
    graph = _module_graph()
    assert [m for m in sorted(graph) if m.startswith("fivesup_qt.ui.")
            and ui_layer(m) is None] == []


def test_no_ui_layer_imports_a_higher_one():
    """Issue 38: no import, not even a type hint or one inside a function, runs from a
    lower layer of ui/ back up to a higher one.  A lower module that must name what
    uses it names a Protocol of its own (the words' ``ShownTable``, Match History's
    ``HistorySaving``), and the higher one passes itself in."""
    graph = _module_graph(deferred=True, typing=True)
    assert "fivesup_qt.ui.table.view" in graph["fivesup_qt.ui.play.interaction"]  # seen
    assert upward_imports(graph) == []
