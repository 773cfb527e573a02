"""Imports at the top of a module, unless a measured cost says otherwise (issue 38).

A reader sees what a module needs at its top; an import inside a function hides the
graph.  Every import still made inside a function in ui/, storage/, commands/, app.py,
__main__.py, the top modules, rules/ and ai/ is listed in ``KEPT`` with why and what
moving it would cost, so a new one fails this test until it is moved to the top or
measured and listed (rules/ has none).

The figures: what the import adds to loading its module, the median of 3 fresh
interpreters (the module imported first, then the statement timed with
``time.perf_counter``), on the shared 2-core machine while other tests ran (2026-12-05),
so they run high; the order of magnitude is what counts.  An import that cost under
1 ms, or whose module the file had loaded already, was moved to the top.

- ``NO_QT``: the module loads no Qt when it is imported, and must not: ``--help``,
  ``replay``, ``simulate`` and ``schema`` start without Qt (tests/cli, test_layers), and
  the figures' and layout bench's scripts answer ``--help`` before a window exists.
- ``COST``: loading the module would take that much longer, on the path the role above
  the file's entries names (the first paint leaves out ``ui/startup.py``'s DEFERRED;
  each command loads its own modules only; a window loads what it shows when opened).
- ``BUSY``: the file was being edited by others when this list was made (simulate and the
  side panel); the figure says what moving it would cost: those at 0 ms are to be moved
  when the file is free.
"""

from __future__ import annotations

import ast
from pathlib import Path

from helpers.sources import tree_of

import fivesup_qt

PACKAGE_DIR = Path(fivesup_qt.__file__).resolve().parent
SKIPPED = ()  # every room is checked
NO_QT, COST, BUSY = "keeps its module Qt-free", "costs its module's load", "file being edited"
CIRCLE = "the module imported imports this one"


def function_imports(path: Path) -> list[tuple[str, str]]:
    """(function, statement) of every import made inside a function of ``path``,
    nested functions and methods included (named by their outermost function)."""
    found: list[tuple[str, str]] = []

    def walk(node: ast.AST, function: str | None) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                walk(child, function or child.name)
            elif isinstance(child, (ast.Import, ast.ImportFrom)) and function:
                found.append((function, ast.unparse(child)))
            else:
                walk(child, function)

    walk(tree_of(path), None)
    return found


def checked_files() -> list[Path]:
    return [path for path in sorted(PACKAGE_DIR.rglob("*.py"))
            if path.relative_to(PACKAGE_DIR).parts[0] not in SKIPPED]


def test_the_finder_sees_imports_in_functions_and_methods_only(tmp_path):
    source = ("import os\n"
              "def f():\n    import json\n    def g():\n        from . import x\n"
              "class C:\n    def m(self):\n        if True:\n            import re\n")
    path = tmp_path / "probe.py"
    path.write_text(source, encoding="utf-8")
    assert function_imports(path) == [("f", "import json"), ("f", "from . import x"),
                                      ("m", "import re")]


def test_every_import_inside_a_function_is_measured_and_listed():
    """Move a new one to the top of its module, or measure it and list it in ``KEPT``
    with its reason and figure; drop a listed one that is gone."""
    found = {(str(path.relative_to(PACKAGE_DIR)), function, statement)
             for path in checked_files() for function, statement in function_imports(path)}
    assert sorted(found - set(KEPT)) == [], "imports inside functions not listed in KEPT"
    assert sorted(set(KEPT) - found) == [], "listed in KEPT but gone: drop them"


KEPT: dict[tuple[str, str, str], str] = {
    # ai/: the bots module names the levels for every command's --help and the window;
    # the searches load when a level that uses them is made (figures: 2026-12-05, 11:50,
    # median of 3, the machine quiet)
    ("ai/bots.py", "_hard",
     "from .hard import Budget, HardBot"): COST,  # 2.1 ms
    ("ai/bots.py", "_expert",
     "from .expert import ExpertBot, ExpertBudget"): COST,  # 9.5 ms
    ("ai/bots.py", "_expert_points",
     "from .expert import ExpertBot, ExpertBudget"): COST,  # 9.5 ms
    ("ai/equity3.py", "fit",
     "import numpy as np"): COST,  # 45.6 ms, for fitting the model only
    ("ai/equity_build.py", "build",
     "from multiprocessing import Pool"): COST,  # 13.9 ms, for building tables only
    ("ai/equity.py", "main",
     "from .equity_build import played, write"): CIRCLE,  # equity_build reads equity
    # __init__.py: the package's version, on first use
    ("__init__.py", "__getattr__",
     "from .about import version"): COST,  # 1.4 ms
    # __main__.py: the entry point: a command loads its own modules only, the game app.py only
    ("__main__.py", "main",
     "from . import logs"): COST,  # 376.3 ms
    ("__main__.py", "main",
     "from .commands import cli"): COST,  # 49.6 ms
    ("__main__.py", "main",
     "from .app import run_gui"): COST,  # 83.7 ms
    ("__main__.py", "main",
     "from .commands.cli import answered"): COST,  # 57.0 ms
    # about.py
    ("about.py", "_pyproject_version",
     "from .reading import StorageError, read_text"): COST,  # 31.1 ms
    ("about.py", "version",
     "from importlib.metadata import PackageNotFoundError"): COST,  # 181.0 ms
    ("about.py", "version",
     "from importlib.metadata import version as dist_version"): COST,  # 178.9 ms
    # app.py: --help and the game: the window's modules load for the game only, and what the
    # first paint does not need after it (ui/startup.py's DEFERRED)
    ("app.py", "format_help",
     "from .commands.cli import commands_help"): COST,  # 24.7 ms
    ("app.py", "_player_counts",
     "from .rules import PLAYER_COUNTS"): COST,  # 145.5 ms
    ("app.py", "_variant_names",
     "from .rules.variants import values"): COST,  # 127.8 ms
    ("app.py", "run_gui",
     "from .about import version"): COST,  # 14.9 ms
    ("app.py", "_run_window",
     "from PySide6.QtCore import QTimer"): NO_QT,  # 346.6 ms, Qt
    ("app.py", "_run_window",
     "from .ui.main_window import MainWindow"): NO_QT,  # 258.7 ms, Qt
    ("app.py", "_run_window",
     "from .ui.startup import FIRST_PAINT_ENV, after_first_paint, "
     "report_first_paint"): NO_QT,  # 462.9 ms, Qt
    ("app.py", "_run_window",
     "from .ui.theme import DARK, theme_named"): NO_QT,  # 436.4 ms, Qt
    ("app.py", "_run_window",
     "from .ui.words import i18n"): COST,  # 23.0 ms
    ("app.py", "_run_window",
     "from .ui.smoke import SmokeRun"): NO_QT,  # 351.3 ms, Qt
    ("app.py", "_application",
     "from PySide6.QtCore import QCoreApplication"): NO_QT,  # 347.6 ms, Qt
    ("app.py", "_application",
     "from .ui.startup import application, quiet_qt_messages"): NO_QT,  # 471.0 ms, Qt
    ("app.py", "_application",
     "from . import about"): COST,  # 2.2 ms
    ("app.py", "_application",
     "from .ui.words import i18n"): COST,  # 19.2 ms
    ("app.py", "_claim_data_folder",
     "from .ui.saving.single import SingleInstance"): NO_QT,  # 364.5 ms, Qt
    ("app.py", "install_persistence",
     "from .ui.saving.install import install"): NO_QT,  # 943.2 ms, Qt
    ("app.py", "install_persistence",
     "from .ui.words import i18n"): COST,  # 18.0 ms
    ("app.py", "install_persistence",
     "from .ui.play.setup import computer_names, match_setup"): NO_QT,  # 464.6 ms, Qt
    ("app.py", "begin",
     "from .ui.terminate import Terminator"): NO_QT,  # 355.7 ms, Qt
    ("app.py", "begin",
     "from . import about"): COST,  # 2.2 ms
    ("app.py", "begin",
     "from PySide6.QtGui import QIcon"): NO_QT,  # 314.8 ms, Qt
    ("app.py", "chosen_variant",
     "from .rules import FIVE_UP, rule_set"): COST,  # 115.9 ms
    ("app.py", "release",
     "from . import diagnostics, logs"): COST,  # 524.2 ms
    ("app.py", "bad_lock",
     "from PySide6.QtCore import QCoreApplication"): NO_QT,  # 289.4 ms, Qt
    ("app.py", "bad_lock",
     "from .reading import one_line"): COST,  # 19.6 ms
    ("app.py", "bad_lock",
     "from .ui.words.voice import fill"): NO_QT,  # 473.2 ms, Qt
    ("app.py", "bad_lock",
     "from PySide6.QtWidgets import QMessageBox"): NO_QT,  # 328.4 ms, Qt
    ("app.py", "bad_lock",
     "from .ui.saving.persistence import message_box"): NO_QT,  # 724.9 ms, Qt
    ("app.py", "already_running",
     "from PySide6.QtCore import QCoreApplication"): NO_QT,  # 291.3 ms, Qt
    ("app.py", "already_running",
     "from PySide6.QtWidgets import QMessageBox"): NO_QT,  # 330.3 ms, Qt
    ("app.py", "already_running",
     "from .ui.saving.persistence import message_box"): NO_QT,  # 742.8 ms, Qt
    # commands/bench/bots.py
    ("commands/bench/bots.py", "bench_decisions",
     "from ...ai.bots import Bot, make_bot"): COST,  # 36.2 ms
    ("commands/bench/bots.py", "bench_decisions",
     "from ...rules.observation import observe"): COST,  # 14.8 ms
    ("commands/bench/bots.py", "bench_decisions",
     "from ...ai.expert import ExpertBot, ExpertBudget"): COST,  # 63.2 ms
    # commands/bench/endgame.py
    ("commands/bench/endgame.py", "bench_endgames",
     "from ...ai.endgame import solve_match"): COST,  # 16.7 ms
    # commands/bench/engine.py
    ("commands/bench/engine.py", "dominoes_games",
     "import dominoes"): COST,  # 10.2 ms
    ("commands/bench/engine.py", "print_pure_beside",
     "from ...pure_engine import VARIABLE"): COST,  # 1.9 ms
    ("commands/bench/engine.py", "bench_pose_for",
     "from ...ui.table.geometry import TableGeometry"): COST,  # 15.4 ms
    # commands/bench/history.py
    ("commands/bench/history.py", "sample_matches",
     "from ...ai.bots import make_bot"): COST,  # 15.9 ms
    ("commands/bench/history.py", "sample_matches",
     "from ...rules.observation import observe"): COST,  # 14.8 ms
    # commands/bench/long_record.py
    ("commands/bench/long_record.py", "bench_long_record",
     "from ...storage.saves import dumps, parse_record"): COST,  # 53.8 ms
    # commands/bench/main.py
    ("commands/bench/main.py", "options",
     "from ..command_line import Parser, bounded, bounded_float"): COST,  # 2.1 ms
    ("commands/bench/main.py", "main",
     "from ...ui.layout_bench import report as layout_report"): COST,  # 36.0 ms
    ("commands/bench/main.py", "main",
     "from . import history"): COST,  # 333.8 ms
    ("commands/bench/main.py", "main",
     "from . import strength"): COST,  # 329.6 ms
    ("commands/bench/main.py", "main",
     "from ...ui.bench import main as gui_main"): NO_QT,  # 441.8 ms, Qt
    # commands/bench/review.py
    ("commands/bench/review.py", "bench_review",
     "from ...ai.judging import Judged"): COST,  # 97.1 ms
    ("commands/bench/review.py", "bench_review",
     "from ...ai.review import DEFAULT_DEALS, review"): COST,  # 117.6 ms
    ("commands/bench/review.py", "main",
     "from ...ai.review import DEFAULT_DEALS"): COST,  # 118.4 ms
    # commands/cli.py: each command loads its own modules only: replay, simulate and schema
    # start fast and without Qt
    ("commands/cli.py", "_replay",
     "from ..reading import one_line"): COST,  # 33.1 ms
    ("commands/cli.py", "_replay",
     "from .replay_summary import summary_lines"): COST,  # 130.2 ms
    ("commands/cli.py", "_open_record",
     "from ..reading import StorageError, one_line"): COST,  # 22.6 ms
    ("commands/cli.py", "_open_record",
     "from ..storage.saves import read_record"): COST,  # 214.7 ms
    ("commands/cli.py", "_review",
     "from ..ai.review import DEFAULT_DEALS"): COST,  # 234.0 ms
    ("commands/cli.py", "_review",
     "from ..ai.review import review"): COST,  # 241.3 ms
    ("commands/cli.py", "_review",
     "from ..reading import one_line"): COST,  # 18.7 ms
    ("commands/cli.py", "_review",
     "from ..seat_names import record_names"): COST,  # 1.3 ms
    ("commands/cli.py", "review_lines",
     "from ..ai.review_text import decision_given, decision_label, given_up"): COST,  # 247.9 ms
    ("commands/cli.py", "review_lines",
     "from ..rules.tiles import move_text"): COST,  # 136.7 ms
    ("commands/cli.py", "_simulate",
     "from .simulate import main"): COST,  # 292.7 ms
    ("commands/cli.py", "_bench",
     "from .bench.main import main"): COST,  # 224.5 ms
    ("commands/cli.py", "_schema",
     "from .. import schema"): COST,  # 16.9 ms
    ("commands/cli.py", "_daily",
     "from .daily import daily_main"): COST,  # 155.0 ms
    ("commands/cli.py", "_duplicate",
     "from .daily import duplicate_main"): COST,  # 223.0 ms
    ("commands/cli.py", "_puzzles",
     "from .puzzles import puzzles_main"): COST,  # 7.2 ms
    # commands/command_line.py
    ("commands/command_line.py", "error",
     "from ..reading import one_line"): COST,  # 28.7 ms
    ("commands/command_line.py", "bounded",
     "from ..reading import one_line"): COST,  # 25.2 ms
    ("commands/command_line.py", "bounded_float",
     "from ..reading import one_line"): COST,  # 28.1 ms
    ("commands/command_line.py", "computer_player",
     "from ..ai.bots import bot_of"): COST,  # 207.5 ms
    ("commands/command_line.py", "computer_players_help",
     "from ..ai.bots import MAX_BOT_DEALS, level_titles"): COST,  # 221.9 ms
    ("commands/command_line.py", "record_file",
     "from ..rules.record import RECORD_FORMAT, TARGET_RECORD_FORMAT"): COST,  # 191.9 ms
    ("commands/command_line.py", "fail",
     "from ..reading import one_line"): COST,  # 27.9 ms
    # commands/daily.py
    ("commands/daily.py", "_day",
     "from ..rules.daily import parse_day"): COST,  # 37.0 ms
    ("commands/daily.py", "_level",
     "from ..ai.bots import level_titles"): COST,  # 28.2 ms
    ("commands/daily.py", "_level",
     "from ..ai.duplicate import bot_level"): COST,  # 38.7 ms
    ("commands/daily.py", "daily_main",
     "from ..rules.daily import daily_deal, daily_key, daily_seed, today"): COST,  # 38.2 ms
    ("commands/daily.py", "duplicate_main",
     "from ..ai.bots import bot_title"): COST,  # 42.7 ms
    ("commands/daily.py", "duplicate_main",
     "from ..ai.duplicate import DEFAULT_LEVEL"): COST,  # 27.0 ms
    ("commands/daily.py", "duplicate_main",
     "from ..ai.duplicate import duplicate, recorded_levels"): COST,  # 30.3 ms
    ("commands/daily.py", "_lines",
     "from ..ai.bots import bot_title"): COST,  # 23.9 ms
    # commands/puzzles.py
    ("commands/puzzles.py", "_read",
     "from ..ai.puzzle import MAX_BYTES, PuzzleError, load_shipped, loads"): COST,  # 238.9 ms
    ("commands/puzzles.py", "_read",
     "from ..reading import StorageError, one_line, read_text"): COST,  # 19.8 ms
    ("commands/puzzles.py", "_generate",
     "from ..ai.puzzle import dumps"): COST,  # 237.4 ms
    ("commands/puzzles.py", "_generate",
     "from ..ai.puzzles.generate import Harvest, harvest"): COST,  # 294.0 ms
    ("commands/puzzles.py", "_generate",
     "from ..atomic import write_atomic"): COST,  # 68.6 ms
    ("commands/puzzles.py", "_verify",
     "from ..ai.puzzles.verify import check_set"): COST,  # 295.7 ms
    ("commands/puzzles.py", "stats_text",
     "from ..ai.bots import bot_of, bot_title"): COST,  # 202.6 ms
    ("commands/puzzles.py", "stats_text",
     "from ..ai.puzzle import DIFFICULTIES, LEVELS"): COST,  # 231.0 ms
    ("commands/puzzles.py", "stats_text",
     "from ..ai.puzzles.difficulty import solve_rate"): COST,  # 262.9 ms
    # commands/replay_summary.py
    ("commands/replay_summary.py", "_who",
     "from ..ai.bots import bot_title"): COST,  # 49.3 ms
    # commands/simulate.py
    ("commands/simulate.py", "play_match",
     "from ..atomic import write_atomic"): BUSY,  # 27.9 ms
    # diagnostics.py
    ("diagnostics.py", "report",
     "import platform"): COST,  # 26.7 ms
    ("diagnostics.py", "report",
     "from . import logs, paths"): COST,  # 396.4 ms
    ("diagnostics.py", "report",
     "from .about import APP_NAME, DISTRIBUTION, version"): COST,  # 29.6 ms
    # logs.py
    ("logs.py", "startup_line",
     "from .about import version"): COST,  # 1.3 ms
    # paths.py
    ("paths.py", "data_dir",
     "import appdirs"): COST,  # 21.6 ms
    ("paths.py", "config_dir",
     "import appdirs"): COST,  # 17.6 ms
    # seat_names.py
    ("seat_names.py", "record_names",
     "from .reading import one_line"): COST,  # 21.8 ms
    # ui/layout_bench.py
    ("ui/layout_bench.py", "table_areas",
     "from .main_window import MainWindow"): NO_QT,  # 821.9 ms, Qt
    ("ui/layout_bench.py", "table_areas",
     "from .play.setup import MatchSetup, SeatSetup"): NO_QT,  # 558.2 ms, Qt
    ("ui/layout_bench.py", "table_areas",
     "from .startup import application"): NO_QT,  # 591.8 ms, Qt
    ("ui/layout_bench.py", "draw",
     "from PySide6.QtCore import QPointF, QRectF, Qt"): NO_QT,  # 514.5 ms, Qt
    ("ui/layout_bench.py", "draw",
     "from PySide6.QtGui import QColor, QImage, QPainter, QPen"): NO_QT,  # 507.0 ms, Qt
    ("ui/layout_bench.py", "draw",
     "from .startup import application"): NO_QT,  # 551.3 ms, Qt
    ("ui/layout_bench.py", "main",
     "import argparse"): COST,  # 1.8 ms
    # ui/main_window.py: the controller, the table and the panel after the first paint
    # (MainWindow.complete), the menus' windows on first use
    ("ui/main_window.py", "complete",
     "from .access.announce import Announcer"): COST,  # 202.2 ms
    ("ui/main_window.py", "complete",
     "from .access.table_mirror import TableMirror"): COST,  # 198.6 ms
    ("ui/main_window.py", "complete",
     "from .play.controller import GameController"): COST,  # 309.3 ms
    ("ui/main_window.py", "complete",
     "from .play.following import follow"): COST,  # 39.3 ms
    ("ui/main_window.py", "complete",
     "from .play.interaction import HandInteraction"): COST,  # 504.9 ms
    ("ui/main_window.py", "complete",
     "from .side.countup import SettlementCount"): COST,  # 224.5 ms
    ("ui/main_window.py", "complete",
     "from .side.panel import ScorePanel"): COST,  # 205.6 ms
    ("ui/main_window.py", "complete",
     "from .sound.table import TableSounds"): COST,  # 209.3 ms
    ("ui/main_window.py", "complete",
     "from .table.view import TableView"): COST,  # 288.8 ms
    ("ui/main_window.py", "complete",
     "from .table_cards import TableCards"): COST,  # 236.7 ms
    ("ui/main_window.py", "_title_match",
     "from .windows.daily import daily_mark, window_title"): COST,  # 451.0 ms
    ("ui/main_window.py", "_keyboard",
     "from .focus import FocusChain"): COST,  # 2.3 ms
    ("ui/main_window.py", "_on_end",
     "from .windows.daily import compare_daily"): COST,  # 375.7 ms
    ("ui/main_window.py", "new_match_dialog",
     "from .windows.new_match import NewMatchDialog"): COST,  # 326.9 ms
    ("ui/main_window.py", "show_help",
     "from .windows.guide import show_guide"): COST,  # 202.9 ms
    ("ui/main_window.py", "show_computer_help",
     "from .windows.computer_help import show_computer_help"): COST,  # 216.1 ms
    ("ui/main_window.py", "review_match",
     "from .review.window import review_match"): COST,  # 437.6 ms
    ("ui/main_window.py", "review_match",
     "from .windows.daily import keep_review"): COST,  # 335.7 ms
    ("ui/main_window.py", "duplicate_match",
     "from .review.duplicate_window import duplicate_match"): COST,  # 314.9 ms
    ("ui/main_window.py", "duplicate_match",
     "from .windows.daily import keep_comparison"): COST,  # 344.3 ms
    ("ui/main_window.py", "replay_deal",
     "from .windows.replay_deal import replay_current_deal"): COST,  # 176.1 ms
    ("ui/main_window.py", "show_about",
     "from .windows.about import show_about"): COST,  # 23.5 ms
    ("ui/main_window.py", "show_about",
     "from .words.voice import fill"): COST,  # 71.7 ms
    # ui/menus.py: the menus' windows on first use
    ("ui/menus.py", "_daily",
     "from .windows.daily import choose_daily"): COST,  # 396.0 ms
    ("ui/menus.py", "_puzzles",
     "from .puzzles.window import open_puzzles"): COST,  # 691.8 ms
    # ui/play/controller.py
    ("ui/play/controller.py", "new_match",
     "from ...rules.daily import daily_match"): COST,  # 36.6 ms
    ("ui/play/controller.py", "next_round",
     "from ...rules.daily import start_daily_round"): COST,  # 50.3 ms
    # ui/play/job_side.py
    ("ui/play/job_side.py", "end_with_the_window",
     "import multiprocessing"): COST,  # 56.4 ms
    ("ui/play/job_side.py", "end_with_the_window",
     "from multiprocessing.connection import wait"): COST,  # 104.9 ms
    ("ui/play/job_side.py", "warm",
     "from ...ai import bots, hints, review"): COST,  # 274.4 ms
    # ui/play/jobs.py
    ("ui/play/jobs.py", "bot_move_job",
     "from ...rules.observation import observe"): COST,  # 2.6 ms
    ("ui/play/jobs.py", "bot_move",
     "from ...ai.bots import make_bot"): COST,  # 40.4 ms
    ("ui/play/jobs.py", "hint_job",
     "from ...rules.observation import observe"): COST,  # 2.5 ms
    ("ui/play/jobs.py", "hint_of",
     "from ...ai.hard import Budget"): COST,  # 33.4 ms
    ("ui/play/jobs.py", "hint_of",
     "from ...ai.hints import hint"): COST,  # 160.7 ms
    ("ui/play/jobs.py", "review_of",
     "from ...ai.review import Cancelled, review"): COST,  # 144.9 ms
    ("ui/play/jobs.py", "duplicate_of",
     "from ...ai.duplicate import duplicate"): COST,  # 48.0 ms
    ("ui/play/jobs.py", "duplicate_of",
     "from ...rules.record import replay"): COST,  # 32.9 ms
    # ui/play/worker.py
    ("ui/play/worker.py", "wait",
     "from multiprocessing.connection import wait as ended"): COST,  # 73.5 ms
    ("ui/play/worker.py", "_submit_to_process",
     "from concurrent.futures.process import BrokenProcessPool"): COST,  # 76.5 ms
    ("ui/play/worker.py", "_pool",
     "import multiprocessing"): COST,  # 29.2 ms
    # ui/plots.py: pyqtgraph, the charts' library, loaded at the first chart
    ("ui/plots.py", "pyqtgraph",
     "import pyqtgraph as pg"): COST,  # 2169.0 ms, more of Qt
    # ui/review/board.py
    ("ui/review/board.py", "given_up_by_move",
     "from ...ai.judging import CHANCE"): COST,  # 104.7 ms
    # ui/review/window.py
    ("ui/review/window.py", "_position_room",
     "from ..play.model import MatchModel"): COST,  # 25.0 ms
    ("ui/review/window.py", "_position_room",
     "from ..table.view import TableView"): COST,  # 189.3 ms
    ("ui/review/window.py", "_position_room",
     "from .board import ReviewMarks"): COST,  # 116.7 ms
    ("ui/review/window.py", "_say",
     "from ..table.overlays import plain_text"): COST,  # 51.9 ms
    ("ui/review/window.py", "show_decision",
     "from .board import load_position"): COST,  # 190.2 ms
    ("ui/review/window.py", "_show_chart",
     "from .chart import SwingChart"): COST,  # 25.0 ms
    # ui/saving/file_actions.py
    ("ui/saving/file_actions.py", "show_replay",
     "from ..windows.replay_viewer import ReplayViewer"): COST,  # 60.1 ms
    # ui/saving/install.py
    ("ui/saving/install.py", "install",
     "from .menus import furnish"): COST,  # 59.2 ms
    ("ui/saving/install.py", "install",
     "from ..windows.history import HistoryWindow"): COST,  # 80.5 ms
    # ui/saving/match_store.py
    ("ui/saving/match_store.py", "offer_resume",
     "from ..windows.daily import resumed_daily"): COST,  # 46.2 ms
    ("ui/saving/match_store.py", "adopt",
     "from ..windows.daily import resumed_daily"): COST,  # 64.1 ms
    # ui/saving/settings_applier.py
    ("ui/saving/settings_applier.py", "show_settings",
     "from ..windows.settings import SettingsDialog"): COST,  # 74.8 ms
    # ui/saving/single.py
    ("ui/saving/single.py", "server_name",
     "import getpass"): COST,  # 1.1 ms
    ("ui/saving/single.py", "server_name",
     "import hashlib"): COST,  # 23.3 ms
    ("ui/saving/single.py", "set_aside_and_claim",
     "from ...storage.files import put_aside"): COST,  # 54.8 ms
    ("ui/saving/single.py", "listen",
     "from PySide6.QtNetwork import QLocalServer"): COST,  # 33.9 ms, more of Qt
    ("ui/saving/single.py", "forward",
     "from PySide6.QtNetwork import QLocalSocket"): COST,  # 61.5 ms, more of Qt
    # ui/side/cards.py
    ("ui/side/cards.py", "__init__",
     "from .tally import TallyWidget"): COST,  # 143.1 ms
    # ui/side/countup.py
    # ui/side/panel.py
    ("ui/side/panel.py", "_cards_column",
     "from .tracker import TrackerBox"): BUSY,  # 0.8 ms
    ("ui/side/panel.py", "_set_hint_text",
     "from ..table.overlays import plain_text"): BUSY,  # 16.7 ms
    # ui/side/tracker.py
    ("ui/side/tracker.py", "refresh",
     "from ...ai.tracker import track"): COST,  # 84.0 ms
    ("ui/side/tracker.py", "refresh",
     "from ...rules.observation import observe"): COST,  # 19.4 ms
    # ui/smoke.py
    ("ui/smoke.py", "setup",
     "from .play.setup import bots_only"): COST,  # 217.6 ms
    ("ui/smoke.py", "watch",
     "from .play.following import follow"): COST,  # 48.9 ms
    ("ui/smoke.py", "_finished",
     "from .words.summary import scorer_name"): COST,  # 476.6 ms, more of Qt
    # ui/sound/output.py
    ("ui/sound/output.py", "quiet_alsa",
     "import ctypes.util"): COST,  # 88.2 ms
    ("ui/sound/output.py", "alsa_config_problem",
     "from ...reading import kind_of, one_line"): COST,  # 17.0 ms
    # ui/status_line.py
    ("ui/status_line.py", "say",
     "from .words.voice import bare, capitalized, directed_lines"): COST,  # 99.0 ms
    # ui/table/figures.py
    ("ui/table/figures.py", "names",
     "from .teaching import SEQUENCE"): NO_QT,  # 1199.2 ms, Qt
    ("ui/table/figures.py", "example_step",
     "from ...rules.record import load_record, replay"): COST,  # 212.9 ms
    ("ui/table/figures.py", "example_step",
     "from .teaching import TourStep"): NO_QT,  # 1351.0 ms, Qt
    ("ui/table/figures.py", "render_layout",
     "from PySide6.QtCore import QRectF, Qt"): NO_QT,  # 608.5 ms, Qt
    ("ui/table/figures.py", "render_layout",
     "from PySide6.QtGui import QImage, QPainter"): NO_QT,  # 527.7 ms, Qt
    ("ui/table/figures.py", "render_layout",
     "from .view import UNIT"): NO_QT,  # 1161.7 ms, Qt
    ("ui/table/figures.py", "render_tally",
     "from PySide6.QtCore import QPoint, Qt"): NO_QT,  # 726.1 ms, Qt
    ("ui/table/figures.py", "render_tally",
     "from PySide6.QtGui import QImage, QPainter, QRegion"): NO_QT,  # 539.9 ms, Qt
    ("ui/table/figures.py", "render_tally",
     "from PySide6.QtWidgets import QWidget"): NO_QT,  # 556.1 ms, Qt
    ("ui/table/figures.py", "render_tally",
     "from ...rules.tally import symbols"): COST,  # 202.4 ms
    ("ui/table/figures.py", "render_tally",
     "from ..side.tally import BOX, TallyWidget, gap_for"): NO_QT,  # 1064.9 ms, Qt
    ("ui/table/figures.py", "make",
     "from ..main_window import MainWindow"): NO_QT,  # 1045.6 ms, Qt
    ("ui/table/figures.py", "make",
     "from ..startup import application"): NO_QT,  # 585.6 ms, Qt
    ("ui/table/figures.py", "make",
     "from .teaching import tour_steps"): NO_QT,  # 1021.9 ms, Qt
    ("ui/table/figures.py", "main",
     "import argparse"): COST,  # 15.6 ms
    # ui/table/heads_up.py
    ("ui/table/heads_up.py", "side_text",
     "from .hud_items import badge_font"): COST,  # 83.7 ms
    ("ui/table/heads_up.py", "side_badge_width",
     "from .hud_items import BadgeItem"): COST,  # 48.3 ms
    # ui/table/overlays.py
    ("ui/table/overlays.py", "_body",
     "from .stock_reveal import StockTiles"): COST,  # 31.3 ms
    ("ui/table/overlays.py", "show_end",
     "from .stock_reveal import stock_left, stock_words, unbroken_tiles"): COST,  # 23.2 ms
    # ui/table/stock.py
    ("ui/table/stock.py", "sync_order",
     "from .stock_reveal import StockOrderItem, stock_left"): COST,  # 1.3 ms
    # ui/table/view.py
    ("ui/table/view.py", "overlay",
     "from .teaching import TeachingOverlay"): COST,  # 31.9 ms
    # ui/table_cards.py: the cards over the table, made on first use
    ("ui/table_cards.py", "handoff_card",
     "from .table.overlays import HandoffCard"): COST,  # 62.3 ms
    ("ui/table_cards.py", "round_card",
     "from .table.overlays import RoundEndCard"): COST,  # 24.4 ms
    ("ui/table_cards.py", "match_card",
     "from .table.match_end import CardHolder, MatchEndCard"): COST,  # 33.8 ms
    ("ui/table_cards.py", "_made_tour",
     "from .table.overlays import TourPanel"): COST,  # 40.3 ms
    # ui/windows/about.py
    ("ui/windows/about.py", "interface_facts",
     "from ..words import i18n"): COST,  # 21.8 ms
    # ui/windows/history.py
    ("ui/windows/history.py", "review_selected",
     "from ..review.window import open_review"): COST,  # 167.8 ms
    ("ui/windows/history.py", "review_selected",
     "from .daily import keep_accuracy"): COST,  # 1.8 ms
    ("ui/windows/history.py", "duplicate_selected",
     "from ..review.duplicate_window import open_duplicate"): COST,  # 28.9 ms
    ("ui/windows/history.py", "duplicate_selected",
     "from .daily import keep_for_entry"): COST,  # 1.9 ms
    ("ui/windows/history.py", "replay_selected",
     "from .replay_deal import replay_record_deal"): COST,  # 1.3 ms
    ("ui/windows/history.py", "_build_charts",
     "from ..side.charts import RoundPointsChart, WinShareChart"): COST,  # 26.3 ms
    # ui/windows/replay_viewer.py
    ("ui/windows/replay_viewer.py", "__init__",
     "from ..play.model import MatchModel"): COST,  # 2.3 ms
    ("ui/windows/replay_viewer.py", "__init__",
     "from ..side.panel import ScorePanel"): COST,  # 113.7 ms
    ("ui/windows/replay_viewer.py", "__init__",
     "from ..table.view import TableView"): COST,  # 204.4 ms
    ("ui/windows/replay_viewer.py", "open_review",
     "from ..review.window import open_review"): COST,  # 199.8 ms
    # ui/windows/sizing.py
    ("ui/windows/sizing.py", "restore_place",
     "from ...places import place_of"): COST,  # 36.3 ms
    # ui/words/i18n.py
    ("ui/words/i18n.py", "system_language",
     "from PySide6.QtCore import QLocale"): NO_QT,  # 481.1 ms, Qt
    ("ui/words/i18n.py", "saved_settings",
     "from ... import paths"): COST,  # 1.4 ms
    ("ui/words/i18n.py", "saved_settings",
     "from ...reading import StorageError, read_json"): COST,  # 45.9 ms
    ("ui/words/i18n.py", "_qt_translations_dir",
     "from PySide6.QtCore import QLibraryInfo"): NO_QT,  # 446.4 ms, Qt
    ("ui/words/i18n.py", "install",
     "from PySide6.QtCore import QCoreApplication, QLocale, Qt, "
     "QTranslator"): NO_QT,  # 631.9 ms, Qt
    ("ui/words/i18n.py", "install",
     "from PySide6.QtGui import QGuiApplication"): NO_QT,  # 552.5 ms, Qt
    ("ui/words/i18n.py", "uninstall",
     "from PySide6.QtCore import QCoreApplication, QLocale, Qt"): NO_QT,  # 666.0 ms, Qt
    ("ui/words/i18n.py", "uninstall",
     "from PySide6.QtGui import QGuiApplication"): NO_QT,  # 648.8 ms, Qt
    ("ui/words/i18n.py", "restart_note",
     "from PySide6.QtCore import QCoreApplication"): NO_QT,  # 870.6 ms, Qt
    ("ui/words/i18n.py", "watch",
     "from PySide6.QtCore import Qt"): NO_QT,  # 977.6 ms, Qt
    ("ui/words/i18n.py", "watch",
     "from PySide6.QtWidgets import QMessageBox"): NO_QT,  # 626.8 ms, Qt
    # ui/words/i18n_build.py
    ("ui/words/i18n_build.py", "main",
     "import argparse"): COST,  # 3.8 ms
    # ui/words/review_words.py
    ("ui/words/review_words.py", "_words",
     "from ...ai.review_text import MINUS, Words"): COST,  # 130.9 ms
    ("ui/words/review_words.py", "label_name",
     "from ...ai import review_text"): COST,  # 144.5 ms
    ("ui/words/review_words.py", "fact_text",
     "from ...ai.review import MISSED_FIVE, OVERSHOOT, WIN_LET_GO"): COST,  # 251.2 ms
    ("ui/words/review_words.py", "loss_text",
     "from ...ai.review_text import points_given"): COST,  # 135.0 ms
    ("ui/words/review_words.py", "chance_loss_text",
     "from ...ai.review_text import chance_figure"): COST,  # 146.9 ms
    ("ui/words/review_words.py", "given_up_text",
     "from ...ai.review_text import given_up"): COST,  # 138.7 ms
    ("ui/words/review_words.py", "decision_given_text",
     "from ...ai.review_text import decision_given"): COST,  # 120.5 ms
    ("ui/words/review_words.py", "decision_label_text",
     "from ...ai.review_text import decision_label"): COST,  # 133.4 ms
    ("ui/words/review_words.py", "measure_name",
     "from ...ai import review_text"): COST,  # 107.6 ms
    ("ui/words/review_words.py", "judged_label",
     "from ...ai import review_text"): COST,  # 100.0 ms
    ("ui/words/review_words.py", "stake_figures",
     "from ...ai.review import AT_STAKE"): COST,  # 162.0 ms
    ("ui/words/review_words.py", "measure_text",
     "from ...ai.judging import CHANCE"): COST,  # 122.1 ms
    ("ui/words/review_words.py", "mark_text",
     "from ..play.setup import level_title"): COST,  # 61.1 ms
    ("ui/words/review_words.py", "accuracy_level_text",
     "from ...ai.calibration import CALIBRATED_TARGET, calibrated"): COST,  # 30.2 ms
    ("ui/words/review_words.py", "accuracy_formula_text",
     "from ...ai.accuracy import DECAY, DECAY_SCALE, LICHESS_DECAY, pp_per_raw"): COST,  # 36.7 ms
    ("ui/words/review_words.py", "thresholds_text",
     "from ...ai.review import CHANCE_THRESHOLDS, THRESHOLDS"): COST,  # 116.7 ms
}
