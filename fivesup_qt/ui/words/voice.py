"""How a message speaks: to whom, and how data sits inside it.

**The person.**  The one human seat of a match against computers is the player,
addressed in the second person in every message ("You draw", "You win the match!",
"أنت تسحب"); every other seat is named, in the third person ("West draws").  A
sentence whose subject is a seat therefore comes in two texts, a second-person one
and a third-person one with ``{name}``, and ``Cast.by_person`` picks the one that
fits the seat.  In a hot-seat match (several humans at one screen) nobody is "you"
in what every player reads (the log, the teacher, the round card, the winner):
each human is named like any seat; what speaks to the player holding the screen
(the status line's prompts, the hand-over card) names that player and says "your"
("Ann, your turn: ...").  A replay follows the rule of the match it shows; the
rules tour and matches between computers address nobody.

**Isolates.**  Every value put into a message (a name, a tile, a number, a point, a
formula, a file name) is wrapped in Unicode isolates, FSI ... PDI, in every
language: a Latin name at the start of an Arabic line no longer turns the line
left to right, and a name in another script never reorders the sentence around
it.  ``fill(template, **values)`` is the one way a translated text takes values.

**Data in rich text** is escaped first (``richtext.escape``: entities and control
characters shown as ``\\n``); names are made one line once, here.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel

from ...reading import one_line
from .richtext import escape

if TYPE_CHECKING:
    from ..play.setup_values import MatchSetup


class Scored(Protocol):
    """A match or a history entry: who scores for whom."""

    @property
    def scorers(self) -> Sequence[Sequence[int]]: ...

FSI = "\u2068"  # first strong isolate: the value's own first letter sets its direction
LRI = "\u2066"  # left-to-right isolate (tiles, numbers and formulas inside a translation)
RLI = "\u2067"  # right-to-left isolate
PDI = "\u2069"  # pop directional isolate
LRM, RLM = "\u200e", "\u200f"  # marks: a line's direction, whatever it starts with
ISOLATES = (FSI, LRI, RLI, PDI)


def tr(text: str) -> str:
    return QCoreApplication.translate("voice", text)


MINUS = "\u2212"  # the minus sign of every negative number shown, as in '−10 (−2)'


def numeral(value: object) -> str:
    """A value as text, a negative number with the minus sign: Python's hyphen would
    read '-5 raw' beside the settlement's '−10 (−2)'."""
    if isinstance(value, (int, float)) and not isinstance(value, bool) and value < 0:
        return MINUS + str(-value)
    return str(value)


def isolate(value: object) -> str:
    """``value`` as text between FSI and PDI; a value without letters (a number, a
    tile, a formula such as '2 + 8 = 10') between LRI and PDI: Qt lays out an FSI with
    no strong letter in the surrounding direction, which would turn '2 + 8 = 10'
    into '10 = 8 + 2' in a right-to-left line.  A negative number has its minus sign.

    A value that is itself a filled phrase ('Easy (76%)', its word and number already
    isolated) gets the direction of its first letter: an FSI skips nested isolates, finds
    no letter and runs left to right, which read the Arabic 'below Easy (76%)' as
    'below (76%) Easy'."""
    text = numeral(value)
    if not any(ch.isalpha() for ch in text):
        return f"{LRI}{text}{PDI}"
    if any(ch in (FSI, LRI, RLI) for ch in text):
        first = next(ch for ch in text if ch.isalpha())
        return f"{RLI if unicodedata.bidirectional(first) in ('R', 'AL') else LRI}{text}{PDI}"
    return f"{FSI}{text}{PDI}"


def fill(template: str, **values: object) -> str:
    """``template`` (a translated text) with every placeholder's value isolated."""
    return template.format(**{key: isolate(value) for key, value in values.items()})


def in_reading_order(text: str) -> str:
    """A list (players, scores) laid out in the interface's direction whatever its
    items' scripts: in a right-to-left window the first item is on the right."""
    rtl = QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    return f"{RLI if rtl else LRI}{text}{PDI}"


def capitalized(text: str) -> str:
    """A message that starts with a lower-case word (a reason, a selection) as the
    first thing on a line."""
    return text[0].upper() + text[1:] if text[:1].islower() else text


def directed_lines(text: str) -> str:
    """Plain text whose every line runs in the interface's direction: Qt gives each line
    of a plain label the direction of its first letter, so a line made of Latin names
    and numbers would run left to right in an Arabic message."""
    rtl = QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    mark = RLM if rtl else LRM
    return "\n".join(mark + line for line in text.split("\n"))


def directed_html(html: str) -> str:
    """Rich text that runs in the interface's direction whatever it starts with: Qt gives
    a rich-text paragraph the direction of its first letter, isolates or not
    (QTextBlock::textDirection), so an isolated Arabic name at the head of an English
    summary would still turn the line right to left (and a Latin name an Arabic one)."""
    rtl = QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    return (RLM if rtl else LRM) + html


def bare(text: str) -> str:
    """``text`` without isolates and direction marks (comparing words, accessible names)."""
    for mark in (*ISOLATES, LRM, RLM):
        text = text.replace(mark, "")
    return text


class Cast(Sequence[str]):
    """The seats' names (each on one line) and the seat addressed as "you" (None: the
    match addresses nobody).  Indexing gives the names, as a list of names would."""

    def __init__(self, names: Sequence[str], you: int | None = None) -> None:
        self._names = [one_line(name) for name in names]
        self.you = you if you is not None and 0 <= you < len(self._names) else None

    def __getitem__(self, index):
        return self._names[index]

    def __len__(self) -> int:
        return len(self._names)

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __repr__(self) -> str:
        return f"Cast({self._names!r}, you={self.you!r})"

    def name(self, seat: int) -> str:
        """The seat's name (a number for a seat the match does not have)."""
        return self._names[seat] if 0 <= seat < len(self._names) else str(seat + 1)

    def is_you(self, seat: int) -> bool:
        return self.you is not None and seat == self.you

    def label(self, seat: int) -> str:
        """Who the seat is at the head of a line: "You" for the addressed seat, else
        its name (the score cards always show names)."""
        return tr("You") if self.is_you(seat) else self.name(seat)

    def html(self, seat: int) -> str:
        """``label`` escaped for rich text."""
        return escape(self.label(seat))

    def by_person(self, seat: int, you: str, other: str, *, html: bool = False,
                  **values: object) -> str:
        """``you`` (a second-person text) when ``seat`` is addressed, else ``other``
        with the seat's name as ``{name}`` (escaped when ``html``); values isolated."""
        if self.is_you(seat):
            return fill(you, **values)
        name = self.name(seat)
        return fill(other, name=escape(name) if html else name, **values)

    # -- scorers: a seat, or a team of partners -------------------------------------------
    def team(self, match: Scored, scorer: int, *, html: bool = False) -> str:
        """The names of a scorer's seats, 'Ann' or 'Ann & Cy' (each name isolated, so
        partners keep their order in a right-to-left line; escaped when ``html``)."""
        return self._names_of(match.scorers[scorer], html)

    def _names_of(self, seats: Sequence[int], html: bool) -> str:
        names = [escape(self.name(s)) if html else self.name(s) for s in seats]
        if len(names) == 1:
            return names[0]
        return tr(" & ").join(isolate(name) for name in names)

    def scorer_is_you(self, match: Scored, scorer: int) -> bool:
        return self.you is not None and self.you in match.scorers[scorer]

    def partner(self, match: Scored, scorer: int, *, html: bool = False) -> str:
        """The addressed seat's partners in ``scorer``."""
        return self._names_of([s for s in match.scorers[scorer] if s != self.you], html)

    def by_scorer(self, match: Scored, scorer: int, texts: ScorerTexts, *, html: bool = False,
                  **values: object) -> str:
        """The text for a scorer as subject or object: "you", "you and a partner",
        one name ``{name}``, or a team ``{names}``; values isolated."""
        seats = match.scorers[scorer]
        if self.scorer_is_you(match, scorer):
            if len(seats) == 1:
                return fill(texts.you, **values)
            return fill(texts.you_and, partner=self.partner(match, scorer, html=html), **values)
        if len(seats) == 1:
            return fill(texts.one, name=self._names_of(seats, html), **values)
        return fill(texts.team, names=self.team(match, scorer, html=html), **values)


class ScorerTexts:
    """One sentence about a scorer in its four persons: ``you``, ``you_and`` (with
    ``{partner}``), ``one`` (with ``{name}``) and ``team`` (with ``{names}``)."""

    __slots__ = ("one", "team", "you", "you_and")

    def __init__(self, you: str, you_and: str, one: str, team: str) -> None:
        self.you, self.you_and, self.one, self.team = you, you_and, one, team


def cast_of(names: Sequence[str], humans: Sequence[int]) -> Cast:
    """The cast of a match: the single human seat is "you"; with several humans, or
    none, nobody is."""
    return Cast(names, humans[0] if len(humans) == 1 else None)


def cast_of_setup(setup: MatchSetup) -> Cast:
    """The cast of a match set up with ``setup``'s seats."""
    return cast_of([seat.name for seat in setup.seats], setup.humans)


def align_leading(label: QLabel, vertical: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignVCenter
                  ) -> QLabel:
    """Align ``label`` to the layout's leading edge whatever its text: Qt aligns a
    plain label by its text's own direction, so a Latin name would sit on the left of
    a right-to-left window."""
    rtl = label.layoutDirection() == Qt.LayoutDirection.RightToLeft
    edge = Qt.AlignmentFlag.AlignRight if rtl else Qt.AlignmentFlag.AlignLeft
    label.setAlignment(Qt.AlignmentFlag.AlignAbsolute | edge | vertical)
    return label
