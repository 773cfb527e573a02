"""``fivesup-qt --smoke``: a whole match between computer players in the real window,
then the exit (CI plays one offscreen; ``--screenshot`` takes the README's pictures).

Kept out of the start-up (``app._run_window``), which only asks it for the seats and
hands it the window: everything the smoke run does differently (no lock, no saves, the
rounds dealt without a click, the end watched, a time limit) is here.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from ..rules import RuleSet
    from .main_window import MainWindow
    from .play.model import Changes
    from .play.setup import MatchSetup

TIME_LIMIT_MS = 120_000  # a smoke match not over by then fails


class SmokeRun:
    """The smoke match of one window: its seats, its end watched, its exit status."""

    def __init__(self, app: QApplication, window: MainWindow, screenshot: str | None) -> None:
        self.app = app
        self.window = window
        self.screenshot = screenshot  # where to save the table near the end, if anywhere
        self.code = 0  # the exit status: 1 once the screenshot or the time limit failed

    def setup(self, players: int, rules: RuleSet, seed: int | None) -> MatchSetup:
        """A computer in every seat; each round follows the last without a click."""
        from .play.setup import bots_only

        self.window.controller.auto_next_round = True
        return bots_only(players, rules, seed)

    def watch(self) -> None:
        """End the run when the match ends, or fail it at the time limit."""
        from .play.following import follow

        follow(self.window.model, self.window, self._told)
        QTimer.singleShot(TIME_LIMIT_MS, self._timeout)

    def _told(self, changes: Changes) -> None:
        match = self.window.model.match
        if changes.over and match is not None and match.is_over:
            QTimer.singleShot(0, self._finished)

    def _finished(self) -> None:
        """The screenshot, if asked for, and the match's result in one line on stdout."""
        window = self.window
        window.view.finish_animations()
        self.app.processEvents()
        if self.screenshot:
            ok = window.grab().save(self.screenshot)
            if not ok:
                print(f"could not write {self.screenshot}", file=sys.stderr)
                self.code = 1
        m = window.model.match
        assert m is not None  # the match has just ended
        from .words.summary import scorer_name

        # the winner named as the window names it ('Computer 2'), not by its index
        names = window.model.names
        winner = "none" if m.winner is None else scorer_name(names, m, m.winner)
        print(f"smoke: {m.variant.display_name}, {len(m.rounds)} rounds, scores {m.scores}, "
              f"winner {winner}")
        self._end()

    def _timeout(self) -> None:
        print("smoke: the match did not finish in time", file=sys.stderr)
        self.code = 1
        self._end()

    def _end(self) -> None:
        self.window.close()
        self.app.quit()
