"""What a decision gave up, in the review's words: one wording for the Review window
(``ui/words/review_words.py``) and ``fivesup-qt review``.

The texts are marked for translation in the context ``review``; the window hands in
Qt's translation, its ``fill`` (inserted values in Unicode isolates), its isolate for a
lone figure and the real minus sign (U+2212).  The command line hands in none of them
(``PLAIN``): its text is these English texts as written, with the ASCII minus
(``written``).  No Qt.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..rules.reasons import QT_TRANSLATE_NOOP
from .judging import CHANCE
from .match_value import MATCH_WON

if TYPE_CHECKING:
    from .review import Decision

CONTEXT = "review"
MINUS = "\u2212"  # the minus sign the texts are written with

LABEL_WORDS = {
    "best": QT_TRANSLATE_NOOP("review", "best"),
    "good": QT_TRANSLATE_NOOP("review", "good"),
    "inaccuracy": QT_TRANSLATE_NOOP("review", "inaccuracy"),
    "mistake": QT_TRANSLATE_NOOP("review", "mistake"),
    "blunder": QT_TRANSLATE_NOOP("review", "blunder"),
}
NO_POINTS = QT_TRANSLATE_NOOP("review", "0 points")
POINTS_GIVEN = QT_TRANSLATE_NOOP("review", "−{points} points")
BOTH_GIVEN = QT_TRANSLATE_NOOP("review", "{points}; {chance} of winning chance")
CHANCE_GIVEN = QT_TRANSLATE_NOOP("review", "{chance} of winning chance")
BY_CHANCE = QT_TRANSLATE_NOOP("review", "win chance")
BY_POINTS = QT_TRANSLATE_NOOP("review", "points")
JUDGED = QT_TRANSLATE_NOOP("review", "{label} ({measure})")
NOT_COUNTED = QT_TRANSLATE_NOOP("review",
                                "its points not counted (the exact search ran out of room)")
MATCH_COUNTED = QT_TRANSLATE_NOOP("review",
                                  "{label}, counting a match won or lost as {points} points")


def _format(template: str, **values: Any) -> str:
    return template.format(**values)


def _same(text: str) -> str:
    return text


@dataclass(frozen=True)
class Words:
    """How the texts are put: translated (``translate``), filled (``fill``), a lone
    figure shown (``figure``: the window isolates it) and the minus sign written."""

    translate: Callable[[str], str] = _same
    fill: Callable[..., str] = _format
    figure: Callable[[str], str] = _same
    minus: str = "-"

    def text(self, source: str) -> str:
        """``source`` translated, its minus sign the one this side writes."""
        text = self.translate(source)
        return text if self.minus == MINUS else text.replace(MINUS, self.minus)


PLAIN = Words()  # the command line: English, ASCII


def label_name(label: str, words: Words = PLAIN) -> str:
    """'best', 'good', 'inaccuracy', 'mistake', 'blunder'."""
    return words.text(LABEL_WORDS[label]) if label in LABEL_WORDS else label


def points_given(loss: float, words: Words = PLAIN) -> str:
    """'−7.5 points': the expected raw points a move gave up; '0 points' for none."""
    if round(loss, 1) == 0:
        return words.text(NO_POINTS)
    return words.fill(words.text(POINTS_GIVEN), points=f"{loss:.1f}")


def chance_figure(loss: float, words: Words = PLAIN) -> str:
    """'−3.1%': percentage points of winning chance a move gave up; '0%' for none."""
    return words.figure("0%" if round(loss, 1) == 0 else f"{words.minus}{loss:.1f}%")


def given_up(loss: float | None, chance_loss: float | None, words: Words = PLAIN) -> str:
    """What a move gave up in the measures given (None: not told): '−16.8 points; −7.0% of
    winning chance', '−7.0% of winning chance' or '−16.8 points'."""
    if chance_loss is None:
        return points_given(loss or 0.0, words)
    chance = chance_figure(chance_loss, words)
    if loss is None:
        return words.fill(words.text(CHANCE_GIVEN), chance=chance)
    return words.fill(words.text(BOTH_GIVEN), points=points_given(loss, words), chance=chance)


def measure_name(measure: str, words: Words = PLAIN) -> str:
    """What a label comes from, in a word: 'win chance' or 'points'."""
    return words.text(BY_CHANCE if measure == CHANCE else BY_POINTS)


def judged_label(label: str, measure: str, words: Words = PLAIN) -> str:
    """'mistake (win chance)': a decision's label and the measure it comes from."""
    return words.fill(words.text(JUDGED), label=label_name(label, words),
                      measure=measure_name(measure, words))


def decision_given(d: Decision, words: Words = PLAIN) -> str:
    """What a decision gave up, as a player reads it: where the match is at stake (its
    measure ``chance``) the winning chance alone; otherwise the points with the match's
    result left out (``Decision.alone_loss``), with the winning chance beside them where
    the game has one.  Never the review's valuation, which counts a match won or lost as
    ``MATCH_WON`` points."""
    points = None if d.measure == CHANCE and d.chance_loss is not None else d.alone_loss
    if points is None and d.chance_loss is None:
        return words.text(NOT_COUNTED)
    return given_up(points, d.chance_loss, words)


def counts_the_match(d: Decision) -> bool:
    """Did the label by points count a match won or lost (``MATCH_WON``) in its loss?"""
    return d.measure != CHANCE and d.alone_loss is not None and abs(d.loss - d.alone_loss) >= 0.05


def decision_label(d: Decision, words: Words = PLAIN) -> str:
    """'mistake (win chance)'; 'blunder (points), counting a match won or lost as 1,000
    points' where its loss counted the match (``counts_the_match``)."""
    label = judged_label(d.label, d.measure, words)
    if not counts_the_match(d):
        return label
    return words.fill(words.text(MATCH_COUNTED), label=label, points=f"{MATCH_WON:,.0f}")
