"""Which sound the game plays when: the match model's changes heard, the settings obeyed.

A placement clicks, and chimes after the click when the engine's answer has an accepted
event with points; a draw from the stock shuffles; the round's end (a settlement that
scores chimes first) and the match's end play theirs. Nothing decides a rule here: the
points are the engine's (``Played.events``, ``RoundEnd.events``). A match loaded, a
move taken back or made again plays nothing: only what is played at the table sounds.

With sound on and no device to be had, the player is told where they would look: a mark
at the end of the window's status line, and the Settings dialog's sound option
(``option_text``); the log says why.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable
from contextlib import suppress
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, SignalInstance
from PySide6.QtWidgets import QLabel, QMainWindow

from ...rules import Drew, Played
from ...rules.outcome import Event, RoundEnd
from ..play.following import follow
from ..play.model import Changes, MatchModel
from ..words.voice import fill
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
    """The table's sounds for one match model; silent until ``follow`` gives it the
    settings (a window without them, as in the smoke run, stays silent)."""

    silenced = Signal(str)  # why no device could be had (emitted on the opening thread)

    def __init__(self, model: MatchModel, parent: QObject | None = None,
                 output: Output | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.output: Output = output if output is not None else MiniaudioOutput()
        self.on = False
        self.volume = 0
        self._clips: dict[str, Clip | None] = {}
        self._scaled: dict[tuple[str, int], array[int]] = {}
        self._played = False  # something was played since the match was shown
        self.silent_why = ""  # why the device could not be had ('' while it may be)
        self.notice: QLabel | None = None  # 'No sound device' in the status line
        self.silenced.connect(self._silenced)
        if isinstance(self.output, MiniaudioOutput):
            self.output.on_silent = self._tell_silent
        follow(model, self, self._changed)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.output.close)

    def _changed(self, changes: Changes) -> None:
        if changes.match or changes.rewound:
            self._quiet()
        if changes.applied is not None:
            self._applied(changes.applied)
        if changes.over:
            self._ended(changes.ended)

    def follow(self, settings: Settings, changed: SignalInstance) -> None:
        """The settings now, and every change of them (Game > Settings)."""
        self.obey(settings)
        changed.connect(self.obey)

    def obey(self, settings: Settings) -> None:
        self.on, self.volume = settings.sound, settings.volume
        if self.on and self.volume > 0 and isinstance(self.output, MiniaudioOutput):
            self.output.open()  # whether there is a device, known now
        self._show_notice()

    # -- no device: the game is silent --------------------------------------------------
    def _tell_silent(self, why: str) -> None:
        """On the opening thread: to the GUI thread (queued), unless the window is gone."""
        with suppress(RuntimeError):  # this object deleted (the window closed meanwhile)
            self.silenced.emit(why)

    def _silenced(self, why: str) -> None:
        self.silent_why = why
        self._show_notice()

    @property
    def silent(self) -> bool:
        """Sound is on in the settings, but no device could be opened."""
        return bool(self.silent_why) and self.on and self.volume > 0

    def silence_text(self) -> str:
        return self.tr("No sound device: the game is silent")

    def option_text(self, text: str) -> str:
        """The Settings dialog's sound option, saying when the game is silent anyway."""
        return fill(self.tr("{option} (no sound device: the game is silent)"),
                    option=text) if self.silent else text

    def _show_notice(self) -> None:
        """The mark at the end of the status line while the game is silent with sound on
        (made the first time it is needed; a window without a status line has none)."""
        window = self.parent()
        if self.notice is None:
            if not self.silent or not isinstance(window, QMainWindow):
                return
            self.notice = QLabel(self.silence_text())
            self.notice.setTextFormat(Qt.TextFormat.PlainText)
            self.notice.setAccessibleName(self.silence_text())
            self.notice.setToolTip(self.tr("Sound is on in the settings, but no sound "
                                           "device could be opened (the log says why)."))
            self.notice.setMinimumWidth(1)  # never what widens the window
            window.statusBar().addPermanentWidget(self.notice)
        self.notice.setVisible(self.silent)

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
        """The round's end as the model tells it (once); the match's when it is over."""
        if not self._played:  # a finished round loaded or shown again
            return
        self._played = False
        match = self.model.match
        if end is not None and scores(end.events):
            self.play(SCORE, CHIME_AFTER_MS)
        self.play(MATCH if match is not None and match.is_over else ROUND, END_AFTER_MS)


def sound_option(text: str, window: QObject | None) -> str:
    """The Settings dialog's sound option (``text``) for ``window``: it says so when the
    game is silent with sound on (the window's table sounds found no device)."""
    sounds = window.findChild(TableSounds) if window is not None else None
    return sounds.option_text(text) if isinstance(sounds, TableSounds) else text
