"""The desktop game: ``run_gui(argv)`` opens the window (or plays a smoke match).

The app layer (``rules <- ai, storage <- ui <- app``): it wires the window's start-up
(the game's options, the data folder's lock, the first frame, then ``_Start.begin``) and
stays at the package's top, beside ``__main__``, since it is no command: the commands live
in ``commands/`` and never load Qt.  The smoke run (``--smoke``) is ``ui/smoke.py``'s.
"""

from __future__ import annotations

import argparse
import logging
import os
import signal
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from types import FrameType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from .rules import RuleSet
    from .ui.main_window import MainWindow
    from .ui.play.setup import MatchSetup
    from .ui.saving.persistence import Persistence
    from .ui.saving.single import SingleInstance
    from .ui.terminate import Terminator


class _GameParser(argparse.ArgumentParser):
    """The game's options; the commands' list at the end of ``--help`` is written only
    when the help is: the command line's module is not loaded for the window."""

    def format_help(self) -> str:
        from .commands.cli import commands_help

        self.epilog = commands_help()
        return super().format_help()


class _Choices:
    """An option's choices, read when the option is given or the help is written: they
    come from the rules engine, which the game's first frame does not wait for."""

    def __init__(self, read: Callable[[], Sequence[object]]) -> None:
        self.read = read

    def __contains__(self, value: object) -> bool:
        return value in self.read()

    def __iter__(self) -> Iterator[object]:
        return iter(self.read())


def _player_counts() -> Sequence[int]:
    from .rules import PLAYER_COUNTS

    return PLAYER_COUNTS


def _variant_names() -> Sequence[str]:
    from .rules.variants import values

    return values()


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = _GameParser(
        prog="fivesup-qt", formatter_class=argparse.RawDescriptionHelpFormatter,
        usage="%(prog)s [options] [FILE]\n       %(prog)s COMMAND [--help] ...",
        description="Five-Up dominoes: Five-Up and Exact 61 against the computer or friends\n"
                    "at one screen. With no command the game's window opens.")
    parser.add_argument("--smoke", action="store_true",
                        help="play a whole computer-only match in the window and exit")
    parser.add_argument("--screenshot", metavar="FILE", help="with --smoke: save the table near the end")
    players = parser.add_argument(
        "--players", type=int, default=None,
        help="start a match of this many players, you against the computer "
             "(with --smoke, computers only; default 2)")
    variant = parser.add_argument("--variant", default=None,
                                  help="start a match of this variant (default five-up)")
    # after add_argument, which reads the choices (to check a metavar) when given them
    players.choices, variant.choices = _Choices(_player_counts), _Choices(_variant_names)
    parser.add_argument("--seed", type=int, default=None,
                        help="the seed of the match's deals (the same seed, the same deals)")
    parser.add_argument("--dark", action="store_true", help="start with the dark palette")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--verbose", action="store_true",
                        help="show the log's debug lines on stderr (the log file: see Help > About)")
    parser.add_argument("record", nargs="?", metavar="FILE",
                        help="a match record to open (a finished one opens in the replay viewer)")
    return parser.parse_args(argv)


def no_display() -> bool:
    """On Linux/BSD without X11 or Wayland, Qt would abort with a cryptic message."""
    if sys.platform.startswith(("win", "darwin")) or os.environ.get("QT_QPA_PLATFORM"):
        return False
    return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


STEPS_ENV = "FIVESUP_QT_STEPS"  # tests: say each start-up step reached, hold at the one named
STARTUP_SIGNALS = (signal.SIGTERM, signal.SIGINT)
_claimed: list[SingleInstance] = []  # the data folder's lock, once this start holds it


def _end_start_up(number: int, _frame: FrameType | None) -> None:
    """SIGINT or SIGTERM before the signal watch (``Terminator``) takes over, or after
    it let go: the start-up ends on the spot, silently, with 128 + the signal's number.
    Nothing has been saved, dealt or asked yet, so there is nothing to close; left to
    Python, Ctrl+C raised KeyboardInterrupt wherever it landed (a traceback, shiboken's
    abort inside a Qt call, or a first frame left dead, holding the lock)."""
    for single in _claimed:
        single.release()
    os._exit(128 + number)


def _end_start_up_on_signals() -> None:
    for number in STARTUP_SIGNALS:
        signal.signal(number, _end_start_up)


def step(name: str) -> None:
    """The start-up has reached ``name``: with ``STEPS_ENV`` set (the tests), printed on
    stdout, and when it names this step the start-up holds here until a signal ends it."""
    wanted = os.environ.get(STEPS_ENV)
    if wanted is None:
        return
    print(f"step {name}", flush=True)
    while name == wanted:  # short naps: a signal that one of Qt's threads received runs
        time.sleep(0.05)  # its handler here only when this thread wakes (seen held 120 s)


def run_gui(argv: list[str]) -> int:
    """Start the game window; ``--smoke`` plays a bot-only match quickly and exits 0."""
    _end_start_up_on_signals()  # first of all: a Ctrl+C at any moment ends it quietly
    step("signals")
    args = _parse(list(argv))
    if args.version:
        from .about import version

        print(f"fivesup-qt {version()}")
        return 0
    held = HeldLog(args.verbose)
    logging.getLogger("fivesup_qt.logs").debug("fivesup-qt, arguments %s", argv)
    try:
        return _run_window(args, held)
    finally:
        held.release()  # an error before the first frame is logged with the rest


def _run_window(args: argparse.Namespace, held: HeldLog) -> int:
    """The window, from its first frame to the end of its event loop; the exit status."""
    if no_display():
        print("error: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set); "
              "to run without a screen set QT_QPA_PLATFORM=offscreen", file=sys.stderr)
        return 1
    from PySide6.QtCore import QTimer

    from .ui.main_window import MainWindow
    from .ui.startup import FIRST_PAINT_ENV, after_first_paint, report_first_paint
    from .ui.theme import DARK, theme_named
    from .ui.words import i18n

    step("qt")
    app = _application()
    single = None
    if not args.smoke:  # one running copy per data folder (the smoke run saves nothing)
        claimed = _claim_data_folder(app, args.record, held)
        if isinstance(claimed, int):
            return claimed
        single = claimed
        step("locked")
    # The game's window paints its frame first and builds what plays right after
    # (``begin``); the smoke run has nothing to wait for.
    window = MainWindow(fast=args.smoke, frame_only=not args.smoke)
    if not args.smoke:  # where it closed, while that fits a screen (else sized to the screen)
        window.restore_place(i18n.saved_settings())
    # the saved palette before the first frame (no flash of light); the settings
    # store reads the file properly (and reports a broken one) once the window is up
    theme = DARK if args.dark else theme_named(i18n.saved_settings().get("palette"))
    if theme is not window.theme:  # the window starts light
        window.set_theme(theme)
    start = _Start(app, window, args, held, single)
    smoke = None
    if args.smoke:  # a whole match between computers, then the exit (ui/smoke.py)
        from .ui.smoke import SmokeRun

        smoke = SmokeRun(app, window, args.screenshot)
        start.setup = smoke.setup(args.players or 2, chosen_variant(args.variant), args.seed)
    if os.environ.get(FIRST_PAINT_ENV):
        report_first_paint(window)
    step("window")
    window.show()
    if smoke is not None:
        smoke.watch()
        QTimer.singleShot(0, start.begin)
    else:  # deal once the window is on screen: the first frame comes sooner (bench --gui)
        after_first_paint(window, start.begin)
    app.exec()
    if single is not None:
        single.release()
        _claimed.clear()
    if start.terminator is not None and start.terminator.received is not None:
        return 128 + start.terminator.received  # as a shell reports a process a signal ended
    return 0 if smoke is None else smoke.code


def _application() -> QApplication:
    """The application, named, styled and translated before any widget exists."""
    from PySide6.QtCore import QCoreApplication

    from .ui.startup import application, quiet_qt_messages

    quiet_qt_messages()  # into the log
    app = application(sys.argv[0] if sys.argv else "fivesup-qt")
    step("application")
    app.setApplicationName("fivesup-qt")
    app.setStyle("Fusion")  # every palette is made for it: set before any widget exists
    from . import about

    app.setDesktopFileName(about.APP_ID)  # Wayland shells find the icon through it
    from .ui.words import i18n

    i18n.install(app)  # the language setting, else the system's; Arabic turns right-to-left
    app.setApplicationDisplayName(QCoreApplication.translate("MainWindow", "Five-Up Dominoes"))
    return app


def _claim_data_folder(app: QApplication, record: str | None,
                       held: HeldLog) -> SingleInstance | int:
    """The data folder's lock, now held by this start; else the exit status (another
    copy holds it and was asked to open ``record``, or the lock is no file of the
    game's and the player did not start anyway)."""
    from .ui.saving.single import SingleInstance

    single = SingleInstance(app)
    problem = single.lock_problem()  # before QLockFile opens it: a FIFO would block
    if problem is not None:
        held.release()
        if not bad_lock(single, problem):
            return 1
    elif not single.claim():
        held.release()
        code = already_running(single, record)
        if code is not None:
            return code
    _claimed.append(single)
    return single


class _Start:
    """What follows the first frame (``begin``): the window completed, the saves and
    settings installed, then a record opened, a match resumed or a new one dealt."""

    def __init__(self, app: QApplication, window: MainWindow, args: argparse.Namespace,
                 held: HeldLog, single: SingleInstance | None) -> None:
        self.app = app
        self.window = window
        self.args = args
        self.held = held
        self.single = single
        self.setup: MatchSetup | None = None  # the smoke run's seats, else the default's
        self.persistence: Persistence | None = None
        self.terminator: Terminator | None = None  # the signal watch, from the first paint on

    def install_persistence(self) -> None:
        """Saves, history, settings and charts: installed once the table is on screen."""
        from .ui.saving.install import install
        from .ui.words import i18n

        args = self.args
        self.persistence = persistence = install(self.window)
        i18n.watch(persistence)  # a new language setting applies at the next start
        default = persistence.default_setup(args.seed)
        if args.players or args.variant:  # you against computers of the default level
            from .ui.play.setup import computer_names, match_setup

            n = args.players or 2
            default = match_setup(chosen_variant(args.variant), n,
                                  names=[default.seats[0].name, *computer_names(n - 1)],
                                  seed=args.seed)
        self.setup = default

    def begin(self) -> None:
        """A record given on the command line (a file manager's "Open with") opens first;
        else an unfinished match is offered for resumption; else a new match starts."""
        step("painted")
        self.held.release()
        from .ui.terminate import Terminator  # not for the first frame: nothing to close yet

        app, window, args = self.app, self.window, self.args
        self.terminator = terminator = Terminator(app)  # a logout's SIGTERM, Ctrl+C: as its window
        from . import about

        icon = about.icon_path()  # the SVG renderer is not needed for the first frame
        if icon is not None:
            from PySide6.QtGui import QIcon

            app.setWindowIcon(QIcon(str(icon)))
        window.complete()  # the controller, the table, the panel: no frame painted between
        if not args.smoke:
            self.install_persistence()
        if self.single is not None:  # later starts with this data folder come here
            self.single.requested.connect(window.come_forward)
            self.single.listen()
        if terminator.received is not None:  # ending already: nothing asked, nothing dealt
            return
        persistence = self.persistence
        if persistence is not None and args.record:
            window.start(self.setup)
            persistence.open_file(args.record)
        elif not (persistence is not None and persistence.offer_resume()):
            window.start(self.setup)


def chosen_variant(name: str | None) -> RuleSet:
    """The rule set ``--variant`` names, else Five-Up."""
    from .rules import FIVE_UP, rule_set

    return rule_set(name) if name else FIVE_UP


class HeldLog(logging.Handler):
    """The game's log until the first frame: its records are kept here, then handed,
    in order, to the handlers ``logs.install`` sets up (stderr, the log file, the
    uncaught-error hooks), followed by the session's line (version, Python, Qt, the
    system).  The log module (logging.handlers, the safe file opening) and the version
    (the package's metadata: importlib.metadata, email) cost some 25 ms that the first
    frame does not need.  ``release`` comes before anything is saved, dealt or asked,
    when a start stops at the data folder's lock, and when start-up fails (``run_gui``'s
    ``finally``), so the log file misses nothing."""

    def __init__(self, verbose: bool) -> None:
        super().__init__(logging.DEBUG)
        self.verbose = verbose
        self.records: list[logging.LogRecord] | None = []
        root = logging.getLogger()
        self.root_level = root.level
        root.setLevel(logging.DEBUG if verbose else logging.INFO)
        root.addHandler(self)

    def emit(self, record: logging.LogRecord) -> None:
        if self.records is not None:
            self.records.append(record)

    def release(self) -> None:
        """Install the log (once) and pass it what was said so far."""
        if self.records is None:
            return
        records, self.records = self.records, None
        root = logging.getLogger()
        root.removeHandler(self)
        root.setLevel(self.root_level)
        from . import diagnostics, logs

        logs.install(self.verbose)  # stderr, the log file in the data folder, uncaught errors
        for record in records:
            root.handle(record)
        logs.log.info("%s; %s", logs.startup_line(), diagnostics.qt_versions())


def interactive() -> bool:
    """A screen to ask the player on (the offscreen platform has nobody to answer)."""
    return not os.environ.get("QT_QPA_PLATFORM", "").startswith(("offscreen", "minimal"))


def bad_lock(single: SingleInstance, problem: str, ask: bool | None = None) -> bool:
    """The lock's path holds something no copy of the game here made (a FIFO, a link, a
    folder, an unreadable file, a lock of another computer...): say what, with its path,
    and offer to start anyway
    (it is then moved whole into the bad-files folder, unread, and a new lock made).
    True: go on.  Without a screen (``ask`` False; by default offscreen) nothing is
    asked, the problem is printed and the game stops, changing nothing."""
    from PySide6.QtCore import QCoreApplication

    from .reading import one_line
    from .ui.words.voice import fill

    translate = QCoreApplication.translate
    text = fill(translate("MainWindow", "The lock file of the data folder {folder} cannot tell "
                          "whether another copy of the game is using the folder.\n\nFile: {file}"
                          "\nProblem: {problem}"),
                folder=one_line(single.data_dir), file=one_line(single.lock_path),
                problem=one_line(problem))
    if not (interactive() if ask is None else ask):
        print(f"error: {one_line(single.lock_path)}: {problem}. Remove it if no copy of the game "
              "uses this data folder, or start the game on a screen to be offered to start "
              "anyway.", file=sys.stderr)
        return False
    from PySide6.QtWidgets import QMessageBox

    from .ui.saving.persistence import message_box

    box = message_box(QMessageBox.Icon.Warning, translate("MainWindow", "Five-Up Dominoes"),
                      text + "\n\n" + translate(
                          "MainWindow", "Start anyway? The file is moved, unread, into the "
                          "bad-files folder, and a new lock is made."),
                      QMessageBox.StandardButton.NoButton, None)
    start = box.addButton(translate("MainWindow", "Start Anyway"), QMessageBox.ButtonRole.AcceptRole)
    quit_ = box.addButton(translate("MainWindow", "Quit"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(start)
    box.setEscapeButton(quit_)
    box.exec()
    if box.clickedButton() is not start:
        return False
    kept = single.set_aside_and_claim()
    if kept is None:
        print(f"warning: {one_line(single.lock_path)} could not be moved aside: the game runs "
              "without its lock", file=sys.stderr)
    else:
        print(f"{one_line(single.lock_path)} was moved aside as {one_line(kept)}", file=sys.stderr)
    return True


def already_running(single: SingleInstance, record: str | None) -> int | None:
    """A second start with the same data folder: the running copy comes forward (and
    opens ``record``), once it is up if it is starting too; when it does not answer, say
    so and change nothing.  None: it let the folder go meanwhile, and this start, now
    holding it, goes on."""
    from PySide6.QtCore import QCoreApplication

    folder = str(single.data_dir)
    path = os.path.abspath(record) if record else None
    outcome = single.reach_holder(path)
    if outcome == "claimed":
        return None
    if outcome == "forwarded":
        print(f"fivesup-qt is already running with the data folder {folder}: its window was "
              "brought forward" + (f" to open {path}" if path else ""), file=sys.stderr)
        return 0
    text = QCoreApplication.translate(
        "MainWindow", "Five-Up Dominoes is already running with the data folder {folder}, but it "
        "does not answer. Only one copy can play with a data folder at a time: close the other "
        "one, then start the game again.").format(folder=folder)
    print(f"error: {text}", file=sys.stderr)
    if interactive():
        from PySide6.QtWidgets import QMessageBox

        from .ui.saving.persistence import message_box

        message_box(QMessageBox.Icon.Warning, QCoreApplication.translate(
            "MainWindow", "Five-Up Dominoes"), text, QMessageBox.StandardButton.Ok,
            None).exec()
    return 1
