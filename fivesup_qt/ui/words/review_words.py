"""The post-game review's and the tile tracker's vocabulary, in the interface's language:
labels, facts, points given up, lists of values, the tracker's reasons.

Wording only: every fact comes from ``ai/review.py`` and ``ai/tracker.py``.  Texts are
plain; names, tiles and numbers put into the Arabic texts sit in Unicode isolates
(the translations keep them), and a caller escapes them for rich text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from .voice import directed_html, fill

if TYPE_CHECKING:  # the review (and the bots under it) load when first used, not at start-up
    from ...rules.observation import Sighting

# A colour per label, readable on light and dark backgrounds alike (the chart, the list).
LABEL_COLOURS = {"best": "#2e7d32", "good": "#558b2f", "inaccuracy": "#c79100",
                 "mistake": "#e65100", "blunder": "#c62828"}


def tr(text: str) -> str:
    return QCoreApplication.translate("review", text)


def rich_words(text: str) -> str:
    """Our own words (several lines allowed) as rich text shown literally, for tool tips:
    HTML-escaped only, so that a translation's isolates stay.  Names in them must have
    gone through ``reading.one_line`` first (no control character of their own)."""
    from .richtext import words as escape

    return "<qt>" + directed_html("<br>".join(escape(line) for line in text.split("\n"))) \
        + "</qt>"


def label_name(label: str) -> str:
    """'best', 'good', 'inaccuracy', 'mistake', 'blunder' in the interface's language."""
    return {
        "best": tr("best"), "good": tr("good"), "inaccuracy": tr("inaccuracy"),
        "mistake": tr("mistake"), "blunder": tr("blunder"),
    }.get(label, label)


def fact_text(fact: str) -> str:
    """A plain fact of a decision in words."""
    from ...ai.review import MISSED_FIVE, OVERSHOOT, WIN_LET_GO

    return {
        MISSED_FIVE: tr("missed five: a scoring placement was available"),
        OVERSHOOT: tr("overshoot: its points passed 61 and were rejected; another move avoided it"),
        WIN_LET_GO: tr("won match let go: another move made exactly 61 and won"),
    }.get(fact, fact)


def number(value: float) -> str:
    """A point figure with one decimal, the minus sign as a real minus."""
    text = f"{abs(value):.1f}"
    return ("−" if value < 0 and text != "0.0" else "") + text


def loss_text(loss: float) -> str:
    """'−7.5 points' (the expected raw points a move gave up); '0 points' for none."""
    if round(loss, 1) == 0:
        return tr("0 points")
    return fill(tr("−{points} points"), points=f"{loss:.1f}")


def value_text(value: float) -> str:
    """An expected value, signed: '+11.7', '−3.0'."""
    return ("+" if round(value, 1) >= 0 else "") + number(value)


def percent(share: float) -> str:
    return f"{round(share * 100)}%"


def thresholds_text() -> str:
    """The labels' limits, in words: the guide and the review window state them."""
    from ...ai.review import THRESHOLDS

    (_, b), (_, g), (_, i), (_, m) = THRESHOLDS
    return fill(tr("A decision gives up the difference between the best move's expected result and "
              "the result of the move played, in raw points. Best: less than {b}; good: less "
              "than {g}; inaccuracy: less than {i}; mistake: less than {m}; blunder: {m} or "
              "more."), b=f"{b:g}", g=f"{g:g}", i=f"{i:g}", m=f"{m:g}")


def values_list(values: list[int]) -> str:
    """'3', '3 and 5', '1, 3 and 5'."""
    texts = [str(v) for v in values]
    if len(texts) <= 1:
        return "".join(texts)
    return fill(tr("{first} and {last}"), first=tr(", ").join(texts[:-1]), last=texts[-1])


def holds_none(values: list[int]) -> str:
    """'holds no 3 and no 5'."""
    if len(values) == 1:
        return fill(tr("holds no {value}"), value=values[0])
    return fill(tr("holds no {values} and no {last}"),
                values=tr(", no ").join(str(v) for v in values[:-1]), last=values[-1])


def open_values(mask: int) -> list[int]:
    return [v for v in range(7) if mask >> v & 1]


def sighting_reason(name: str, sighting: Sighting, absent: int) -> str:
    """'West drew when 3 and 5 were open: holds no 3 and no 5' (what one draw or pass
    taught, among the values still known absent)."""
    values = open_values(sighting.open_values)
    taught = holds_none(open_values(sighting.open_values & absent))
    draw = sighting.kind == "draw"
    if len(values) == 1:
        text = (tr("{name} drew when {value} was open: {taught}") if draw
                else tr("{name} passed when {value} was open: {taught}"))
        return fill(text, name=name, value=values[0], taught=taught)
    text = (tr("{name} drew when {values} were open: {taught}") if draw
            else tr("{name} passed when {values} were open: {taught}"))
    return fill(text, name=name, values=values_list(values), taught=taught)
