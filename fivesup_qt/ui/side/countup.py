"""The settlement counted on the score cards at a round end: each card's score runs
from before the settlement to after it, one shown point a step (five raw points in the
fives games, one in Block and Draw), with the round's settlement beside it ("−15 (−3)";
"+12" where scores are shown as they are), over the pace's ``count`` time.

The engine's answer says it all: the placement (or pass) that ended the round carries
its ``RoundEnd``, whose settlement events (and, in Exact 61, the domino's joined
events) are what the cards count; nothing here decides a score.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QObject, QVariantAnimation

from ...rules import Passed, Played
from ...rules.outcome import SETTLE, Action, RoundEnd
from ..play.following import follow
from ..words.summary import signed_with_shown
from ..words.voice import isolate

if TYPE_CHECKING:
    from ...rules import Match
    from ..play.model import Changes, MatchModel
    from .panel import ScorePanel


def settlement_by_scorer(match: Match, end: RoundEnd) -> dict[int, int]:
    """What the round's settlement added to each scorer (accepted entries only)."""
    out = {s: 0 for s in range(len(match.scores))}
    for ev in (*end.joined, *end.events):
        if ev.kind == SETTLE and ev.accepted:
            out[ev.scorer] += ev.points
    return out


class SettlementCount(QObject):
    """Counts the settlement on ``panel``'s cards when the model tells a round's end."""

    def __init__(self, panel: ScorePanel, model: MatchModel) -> None:
        super().__init__(panel)
        self.panel = panel
        self.model = model
        self.before: dict[int, int] = {}
        self.after: dict[int, int] = {}
        self.anim: QVariantAnimation | None = None
        follow(model, self, self._changed)

    def _changed(self, changes: Changes) -> None:
        if changes.match or changes.round or changes.rewound:
            self.clear()
        if changes.applied is not None:
            self._applied(changes.applied)
        if changes.over:
            self._ended()

    def _applied(self, action: Action) -> None:
        """The action that ends a round: the cards keep showing the scores before the
        settlement until the count starts."""
        m = self.model.match
        end = action.round_end if isinstance(action, (Played, Passed)) else None
        if end is None or m is None:
            return
        gained = settlement_by_scorer(m, end)
        self.after = {s: m.scores[s] for s in gained}
        self.before = {s: m.scores[s] - gained[s] for s in gained}
        for scorer, card in enumerate(self.panel.cards):
            points = gained.get(scorer, 0)
            # isolated: "+10" read left to right in a right-to-left card too, never "10+"
            card.delta.setText(isolate(signed_with_shown(points, m.rules)) if points else "")
            card.delta.setVisible(bool(points))
            colour = self.panel.alert if points < 0 else self.panel.accent
            card.delta.setStyleSheet(f"color: {colour}; font-weight: bold;")
        if self.model.pace.count and self.before != self.after:
            self.panel.held = dict(self.before)
            self.panel.refresh()  # the cards wait for the count, whoever heard first

    def _ended(self, _end: object = None) -> None:
        if not self.panel.held:
            return
        self._stop()
        anim = self.anim = QVariantAnimation(self)
        anim.setDuration(self.model.pace.count)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setEasingCurve(QEasingCurve.Type.InOutQuad)
        anim.valueChanged.connect(self._step)
        anim.finished.connect(self._done)
        anim.start()

    def _step(self, t: float) -> None:
        """The scores at ``t`` of the count, in steps of one shown point."""
        m = self.model.match
        if m is None:
            return
        unit = m.rules.unit
        shown = {s: b + round((self.after[s] - b) * t / unit) * unit
                 for s, b in self.before.items()}
        if shown != self.panel.held:
            self.panel.held = shown
            self.panel.refresh()

    def _done(self) -> None:
        self.anim = None
        self.panel.held = {}
        self.panel.refresh()

    def _stop(self) -> None:
        if self.anim is not None:
            self.anim.stop()
            self.anim = None

    def finish(self) -> None:
        """Jump to the end of a running count (tests, screenshots)."""
        if self.anim is not None:
            self.anim.setCurrentTime(self.anim.duration())

    def clear(self) -> None:
        """A new round or match, or a move taken back: the cards show the match again."""
        self._stop()
        self.before, self.after = {}, {}
        if self.panel.held:
            self.panel.held = {}
            self.panel.refresh()
        for card in self.panel.cards:
            card.delta.hide()
