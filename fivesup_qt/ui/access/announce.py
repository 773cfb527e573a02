"""The table's story spoken by a screen reader, without taking the focus.

Each placement, draw and pass (a computer's, and the player's own with its score; a
pass where nobody draws says that the stock sleeps) is announced politely as it is
applied (draws that follow one another by themselves as one line, when the run ends:
'North draws 3 tiles'), and so is a round's deal (who leads, and when the deal chose
the leader, with which double) and the answer to the player's keys (the status line's
words for a tile picked, a place chosen and what it scores, or why a tile cannot go:
``HandInteraction.hint``), a drag's only when it changes; a round's end (its headline,
the settlement, the take of a game whose round winner takes the others' pips, and the
scores) and the match's end (the winner) assertively, once: the match model is told an
end once (``Changes.over``).  The words are the narrator's own (the log's lines, the
round end's headline, the scores line) and the status line's, in the interface's
language, so nothing here is a second phrasing of the story.

Qt 6.8's ``QAccessibleAnnouncementEvent`` becomes AT-SPI's ``object:announcement`` (its
politeness the event's detail: 1 polite, 2 assertive), UIA's notification and
NSAccessibility's announcement.  Every announcement goes through ``send``, the one
place that calls ``QAccessible.updateAccessibility``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

from ...rules import Drew
from ..play.following import follow
from ..table.overlays import plain_text
from ..words.narrator import (
    draw_line,
    draws_line,
    round_end_parts,
    round_start_line,
    scores_line,
)
from ..words.voice import cast_of_setup

if TYPE_CHECKING:
    from ...rules import RoundEnd
    from ...rules.outcome import Action
    from ..play.interaction import HandInteraction
    from ..play.model import Changes, MatchModel
    from ..words.narrator import Narrator

POLITE = QAccessible.AnnouncementPoliteness.Polite
ASSERTIVE = QAccessible.AnnouncementPoliteness.Assertive


def send(source: QObject, message: str, politeness: QAccessible.AnnouncementPoliteness) -> None:
    """Announce ``message`` on behalf of ``source`` (the table): the one call to Qt."""
    event = QAccessibleAnnouncementEvent(source, message)
    event.setPoliteness(politeness)
    QAccessible.updateAccessibility(event)


class Announcer(QObject):
    """Speaks the ``story``'s new log lines when the engine answers (``applied``), the
    round's end when the ``model`` tells it (``over``) and the hand's answers to the keys
    (``hint``)."""

    def __init__(self, model: MatchModel, story: Narrator, source: QObject,
                 hand: HandInteraction | None = None) -> None:
        super().__init__(source)
        self.model = model
        self.story = story
        self.source = source
        self._told = 0  # the log's lines already spoken (or older than this match)
        self.hand = hand
        self._prompt = ""  # the hand's last answer spoken (a drag repeats it at every move)
        if hand is not None:
            hand.hint.connect(self._prompted)
        follow(model, self, self._changed)

    def _changed(self, changes: Changes) -> None:
        if changes.match or changes.rewound:  # undo says itself in the status line
            self._skip_story()
        if changes.match or changes.round:
            self._dealt(changes.round)
        if changes.applied is not None:
            self._applied(changes.applied)
        if changes.over:
            self._ended(changes.ended)

    def _prompted(self, text: str, _error: bool) -> None:
        """A key's answer, always; a drag's, when it says something new."""
        dragging = self.hand is not None and self.hand.dragging
        if text and not (dragging and text == self._prompt):
            send(self.source, text, POLITE)
        self._prompt = text

    def _skip_story(self) -> None:
        """A match dealt or shown again, or a move taken back: the story so far is not news."""
        self._told = len(self.story.lines)

    def _dealt(self, next_round: bool) -> None:
        """A round dealt: its first line when the deal chose the leader ('Round 2: West
        holds 6|6, the highest double dealt, and leads with it'); a next round's always."""
        m = self.model.match
        if m is None or self.model.frozen or m.round.layout.order:
            return
        if next_round:
            news = self._news()
        elif m.round.lead_tile >= 0:
            cast = cast_of_setup(self.model.setup)
            news = [plain_text(round_start_line(cast, m.round_index, m.round.leader,
                                                m.round.lead_tile))]
        else:
            return
        if news:
            send(self.source, " ".join(news), POLITE)

    def _news(self) -> list[str]:
        lines = self.story.lines
        news, self._told = lines[self._told:], len(lines)
        return [plain_text(line) for line in news]

    def _applied(self, action: Action) -> None:
        if isinstance(action, Drew) and self._draws_on(action):
            return  # said with the run's last draw
        news = self._news()
        if isinstance(action, Drew):
            news = self._run_of_draws(news, action.seat)
        if news:
            send(self.source, " ".join(news), POLITE)

    def _draws_on(self, drew: Drew) -> bool:
        """The seat draws again by itself (a computer, or a human whose game draws for
        them): nothing fits yet and the stock is not out.  A human's key (auto-draw
        off) is answered at each draw."""
        if drew.fits or drew.stock_left == 0:
            return False
        if not self.model.is_human(drew.seat):
            return True
        return self.model.auto_draw

    def _run_of_draws(self, news: list[str], seat: int) -> list[str]:
        """The log's one line a draw ('North draws', three times) said as one line where
        the first was ('North draws 3 tiles')."""
        cast = cast_of_setup(self.model.setup)
        one = plain_text(draw_line(cast, seat))
        n = news.count(one)
        if n < 2:
            return news
        first = news.index(one)
        rest = [line for line in news[first:] if line != one]
        return [*news[:first], plain_text(draws_line(cast, seat, n)), *rest]

    def _ended(self, end: RoundEnd | None) -> None:
        """The headline (domino, blocked, exactly the target), the settlement as the log
        tells it, the winner when there is one, and the scores: one assertive message."""
        m = self.model.match
        if m is None:
            return
        cast = cast_of_setup(self.model.setup)
        parts = [] if end is None else [plain_text(round_end_parts(cast, m, end)[0])]
        parts += self._news()
        parts.append(plain_text(scores_line(cast, m)))
        send(self.source, " ".join(parts), ASSERTIVE)
