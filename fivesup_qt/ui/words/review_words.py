"""The post-game review's and the tile tracker's vocabulary, in the interface's language:
labels, facts, points given up, lists of values, the tracker's reasons.  What a decision
gave up, its label and measure are worded once, in ``ai/review_text.py`` (plain, shared
with ``fivesup-qt review``), and put here in the interface's language.

Wording only: every fact comes from ``ai/review.py`` and ``ai/tracker.py``.  Texts are
plain; names, tiles and numbers put into the Arabic texts sit in Unicode isolates
(the translations keep them), and a caller escapes them for rich text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...rules import EXACT_61, FIVE_UP
from ...rules.variants import TARGET, displayed
from .richtext import words as escape
from .voice import directed_html, fill, isolate

if TYPE_CHECKING:  # the review (and the bots under it) load when first used, not at start-up
    from ...ai.calibration import Mark, Place
    from ...ai.review import Decision
    from ...ai.review_text import Words
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
    return "<qt>" + directed_html("<br>".join(escape(line) for line in text.split("\n"))) \
        + "</qt>"


def _words() -> Words:
    """How the review's shared wording (``ai/review_text.py``) is put in the window:
    translated, values isolated, the real minus sign."""
    from ...ai.review_text import MINUS, Words

    return Words(translate=tr, fill=fill, figure=isolate, minus=MINUS)


def label_name(label: str) -> str:
    """'best', 'good', 'inaccuracy', 'mistake', 'blunder' in the interface's language."""
    from ...ai import review_text

    return review_text.label_name(label, _words())


def fact_text(fact: str, target: int) -> str:
    """A plain fact of a decision in words, against the match's raw ``target``."""
    from ...ai.review import MISSED_FIVE, OVERSHOOT, WIN_LET_GO

    shown = displayed(target)
    return {
        MISSED_FIVE: tr("missed five: a scoring placement was available"),
        OVERSHOOT: fill(tr("overshoot: its points passed {target} and were rejected; another "
                           "move avoided it"), target=shown),
        WIN_LET_GO: fill(tr("won match let go: another move made exactly {target} and won"),
                         target=shown),
    }.get(fact, fact)


def number(value: float) -> str:
    """A point figure with one decimal, the minus sign as a real minus."""
    text = f"{abs(value):.1f}"
    return ("−" if value < 0 and text != "0.0" else "") + text


def loss_text(loss: float) -> str:
    """'−7.5 points' (the expected raw points a move gave up); '0 points' for none."""
    from ...ai.review_text import points_given

    return points_given(loss, _words())


def points_figure(loss: float) -> str:
    """'−7.5', '0': the points a move gave up, where a column's head says 'points'."""
    return isolate("0" if round(loss, 1) == 0 else f"−{loss:.1f}")  # left to right in Arabic


def value_text(value: float) -> str:
    """An expected value, signed: '+11.7', '−3.0'."""
    return ("+" if round(value, 1) >= 0 else "") + number(value)


def percent(share: float) -> str:
    return f"{round(share * 100)}%"


def chance_loss_text(loss: float | None) -> str:
    """'−3.1%': the winning chance a move gave up, in percentage points ('' without a
    win-chance table)."""
    if loss is None:
        return ""
    from ...ai.review_text import chance_figure

    return chance_figure(loss, _words())  # isolated: left to right in Arabic


def given_up_text(loss: float | None, chance_loss: float | None) -> str:
    """What a move gave up in both measures: '−16.8 points; −7.0% of winning chance'
    ('−16.8 points' without a win-chance table, '−7.0% of winning chance' without the
    points)."""
    from ...ai.review_text import given_up

    return given_up(loss, chance_loss, _words())


def decision_given_text(d: Decision) -> str:
    """What a decision gave up, as ``fivesup-qt review`` says it: the winning chance alone
    where the match is at stake, else the points with the match's result left out (and
    the chance beside them)."""
    from ...ai.review_text import decision_given

    return decision_given(d, _words())


def decision_label_text(d: Decision) -> str:
    """'mistake (win chance)', with 'counting a match won or lost as 1,000 points' where
    the label's loss counted it."""
    from ...ai.review_text import decision_label

    return decision_label(d, _words())


def alone_figure(d: Decision) -> str:
    """The points a decision gave up with the match's result left out, where a column's
    head says 'points' ('−7.5', '0'); '—' where the review has none."""
    return "—" if d.alone_loss is None else points_figure(d.alone_loss)


def chance_text(chance: float) -> str:
    """'57.2%': a chance of winning the match."""
    return isolate(f"{chance:.1f}%")


def measure_name(measure: str) -> str:
    """What a label comes from, in a word: 'win chance' or 'points'."""
    from ...ai import review_text

    return review_text.measure_name(measure, _words())


def judged_label(label: str, measure: str) -> str:
    """'mistake (win chance)': a decision's label and the measure it comes from."""
    from ...ai import review_text

    return review_text.judged_label(label, measure, _words())


def stake_figures(target: int = TARGET) -> tuple[int, int]:
    """(the score from which the match is at stake, the target), as shown: (41, 61) in a
    match to the originals' 305 raw (``ai.review.at_stake``'s rule, at any target)."""
    from ...ai.review import AT_STAKE

    return displayed(target - AT_STAKE), displayed(target)


def measure_text(measure: str, has_chances: bool, target: int) -> str:
    """Why a decision is labelled by its measure ('Judged by winning chance: the match is
    at stake …'), from the review's rule (``ai.review.measure_of``)."""
    from ...ai.judging import CHANCE

    at, shown = stake_figures(target)
    if measure == CHANCE:
        return fill(tr("Judged by winning chance: the match is at stake (a side has {at} or "
                       "more of the {target} points)."), at=at, target=shown)
    if has_chances:
        return fill(tr("Judged by points: the match is not at stake yet (no side has {at} of "
                       "the {target} points)."), at=at, target=shown)
    return tr("Judged by points: the game has no winning chances for this kind of match.")


def measure_rule_text() -> str:
    """How the label's measure is chosen, for the guide (``ai.review.measure_of``)."""
    at, target = stake_figures()
    return fill(tr("Once a side has {at} or more of the {target} points, the match is at stake "
                   "and a decision is labelled by the winning chance it gives up; before that, "
                   "and in kinds of match the game has no winning chances for (three "
                   "players), by the points it gives up. The window says beside each "
                   "label which measure gave it."), at=at, target=target)


def accuracy_text(accuracy: float) -> str:
    """'Accuracy 86%'."""
    return fill(tr("Accuracy {accuracy}"), accuracy=f"{round(accuracy)}%")


def mark_text(m: Mark) -> str:
    """'Hard (83%)': a computer level with its own accuracy in the review."""
    from ..play.setup import level_title

    return fill(tr("{level} ({accuracy})"), level=level_title(m.level),
                accuracy=f"{round(m.accuracy)}%")


def level_text(place: Place | None) -> str:
    """'between Hard (83%) and Expert (89%)': where an accuracy falls among the computer
    levels' own (``ai.calibration.level_of``); '' where the setup is not calibrated."""
    mark = mark_text
    if place is None or (place.below is None and place.above is None):
        return ""
    if place.below is None and place.above is not None:
        return fill(tr("below {level}"), level=mark(place.above))
    if place.above is None and place.below is not None:
        return fill(tr("at or above {level}"), level=mark(place.below))
    assert place.below is not None and place.above is not None
    return fill(tr("between {low} and {high}"), low=mark(place.below), high=mark(place.above))


def accuracy_level_text(accuracy: float | None, place: Place | None,
                        target: int = TARGET) -> str:
    """'Accuracy 86%: between Hard (83%) and Expert (89%)' ('' without an accuracy); in a
    match to a target the levels were not measured at, the accuracy and the words that
    say so (``ai.calibration.calibrated``)."""
    from ...ai.calibration import CALIBRATED_TARGET, calibrated

    if accuracy is None:
        return ""
    if not calibrated(target):
        return fill(tr("{accuracy}: no computer level to compare with (the levels' "
                       "accuracies were measured in matches to {target} only)"),
                    accuracy=accuracy_text(accuracy), target=displayed(CALIBRATED_TARGET))
    level = level_text(place)
    if not level:
        return accuracy_text(accuracy)
    return fill(tr("{accuracy}: {level}"), accuracy=accuracy_text(accuracy), level=level)


def accuracy_formula_text() -> str:
    """The accuracy's formula in words, with the engine's constants (``ai.accuracy``)."""
    from ...ai.accuracy import DECAY, DECAY_SCALE, LICHESS_DECAY, pp_per_raw
    return fill(tr("Accuracy, by Lichess's formula: a decision that gave up L percentage points "
                   "of winning chance scores 103.1668 × e^(−{k} × L) − 3.1669, kept between 0 "
                   "and 100 (nothing given up scores 100%). The decay {k} is {scale} times "
                   "Lichess's {lichess}: a domino move gives up far less winning chance than a "
                   "chess move. A decision without winning chances counts its points at what a "
                   "raw point is worth at the start of a two-player match ({five_up} of a "
                   "percentage point in Five-Up, {exact} in Exact 61). A player's accuracy is "
                   "the mean over their decisions."),
                k=f"{DECAY:g}", scale=f"{DECAY_SCALE:g}", lichess=f"{LICHESS_DECAY:g}",
                five_up=f"{pp_per_raw(FIVE_UP):.2f}",
                exact=f"{pp_per_raw(EXACT_61):.2f}")


def thresholds_text() -> str:
    """The labels' limits in both measures, in words: the guide and the review window
    state them."""
    from ...ai.review import CHANCE_THRESHOLDS, THRESHOLDS

    (_, b), (_, g), (_, i), (_, m) = THRESHOLDS
    (_, cb), (_, cg), (_, ci), (_, cm) = CHANCE_THRESHOLDS
    return fill(tr("A decision gives up the difference between the best move's expected result "
                   "and the result of the move played: in raw points, and where the match has "
                   "a table of winning chances, in percentage points of the chance of winning "
                   "the match. By points, best: less than {b}; good: less than {g}; "
                   "inaccuracy: less than {i}; mistake: less than {m}; blunder: {m} or more. "
                   "By winning chance, best: less than {cb}; good: less than {cg}; "
                   "inaccuracy: less than {ci}; mistake: less than {cm}; blunder: {cm} or "
                   "more."),
                b=f"{b:g}", g=f"{g:g}", i=f"{i:g}", m=f"{m:g}",
                cb=f"{cb:g}", cg=f"{cg:g}", ci=f"{ci:g}", cm=f"{cm:g}")


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
