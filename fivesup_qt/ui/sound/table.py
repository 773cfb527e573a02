"""Which sound the game plays when: the controller's answers heard, the settings obeyed.

A placement clicks, and chimes after the click when the engine's answer has an accepted
event with points; a draw from the stock shuffles; the round's end (a settlement that
scores chimes first) and the match's end play theirs. Nothing decides a rule here: the
points are the engine's (``Played.events``, ``RoundEnd.events``). A match loaded, a
move taken back or made again plays nothing: only what is played at the table sounds.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, SignalInstance

from ...rules import Drew, Played
from ...rules.outcome import Event, RoundEnd
from ..play.controller import GameController
from . import clips
from .clips import DRAW, MATCH, PLACE, ROUND, SCORE, Clip
from .output import MiniaudioOutput, Output

if TYPE_CHECKING:  # the settings' module (dataclasses, json) loads after the first frame
    from ...storage import Settings

CHIME_AFTER_MS = 90  # a placement's chime after its click
END_AFTER_MS = 250  # the round's or match's end after a last placement's sounds


def scores(events: Iterable[Event]) -> bool:
    """An accepted event with points, as the engine judged it."""
    return any(e.accepted and e.points > 0 for e in events)


class TableSounds(QObject):
    """The table's sounds for one controller; silent until ``follow`` gives it the
    settings (a window without them, as in the smoke run, stays silent)."""

    def __init__(self, controller: GameController, parent: QObject | None = None,
                 output: Output | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.output: Output = output if output is not None else MiniaudioOutput()
        self.on = False
        self.volume = 0
        self._clips: dict[str, Clip | None] = {}
        self._scaled: dict[tuple[str, int], array[int]] = {}
        self._played = False  # something was played since the match was shown
        controller.applied.connect(self._applied)
        controller.ended.connect(self._ended)
        controller.matchStarted.connect(self._quiet)
        controller.rewound.connect(self._quiet)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.output.close)

    def follow(self, settings: Settings, changed: SignalInstance) -> None:
        """The settings now, and every change of them (Game > Settings)."""
        self.obey(settings)
        changed.connect(self.obey)

    def obey(self, settings: Settings) -> None:
        self.on, self.volume = settings.sound, settings.volume

    def play(self, name: str, after_ms: int = 0) -> None:
        """``name`` at the volume setting; nothing when sound is off or at volume 0."""
        if not self.on or self.volume <= 0:
            return
        if name not in self._clips:
            self._clips[name] = clips.load(name)
        clip = self._clips[name]
        if clip is None:
            return
        key = (name, self.volume)
        if key not in self._scaled:
            self._scaled[key] = clips.scaled(clip, self.volume)
        self.output.play(name, self._scaled[key], clip.rate, after_ms)

    def _quiet(self) -> None:
        self._played = False

    def _applied(self, action: object) -> None:
        """A placement, a draw or a pass (which plays nothing, but may end the round)."""
        self._played = True
        if isinstance(action, Played):
            self.play(PLACE)
            if scores(action.events):
                self.play(SCORE, CHIME_AFTER_MS)
        elif isinstance(action, Drew):
            self.play(DRAW)

    def _ended(self, end: RoundEnd | None) -> None:
        """The round's end as the controller tells it (once); the match's when it is over."""
        if not self._played:  # a finished round loaded or shown again
            return
        self._played = False
        match = self.controller.match
        if end is not None and scores(end.events):
            self.play(SCORE, CHIME_AFTER_MS)
        self.play(MATCH if match is not None and match.is_over else ROUND, END_AFTER_MS)
