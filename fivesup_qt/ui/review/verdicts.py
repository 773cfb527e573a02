"""The review's verdicts in words: the summary over the list, a round's line and one
decision's words with its table of moves (``window.ReviewWindow`` shows them).

Translated in the review window's context (``tr``, listed in ``i18n_build.FILE_CONTEXTS``),
as they were when the window wrote them itself.  Names are data: escaped here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...ai.judging import CHANCE
from ...ai.review import LABELS
from ...ai.review_text import counts_the_match
from ..words.review_words import (
    accuracy_level_text,
    chance_loss_text,
    chance_text,
    decision_given_text,
    decision_label_text,
    fact_text,
    given_up_text,
    label_name,
    measure_text,
    percent,
    points_figure,
    thresholds_text,
    value_text,
)
from ..words.review_words import tr as review_tr
from ..words.richtext import escape, words
from ..words.summary import move_label, plural
from ..words.voice import fill

if TYPE_CHECKING:
    from ...ai.review import Decision, Review, Summary


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("ReviewWindow", text, disambiguation, n)


def summary_text(s: Summary) -> str:
    """'12 decisions · 7 best moves (58%) · −31.5 points; −4.2% of winning chance given
    up': what the decisions gave up added up, in the measures of the list's columns
    (the points with the match's result left out, as ``fivesup-qt review`` sums them)."""
    best = s.labels.get("best", 0)
    decisions = plural(tr("%n decision(s)", "", s.decisions), s.decisions)
    bests = plural(tr("%n best move(s)", "", best), best)
    if s.alone_given_up is None and s.chance_given_up is None:  # nothing to add up
        return fill(tr("{decisions} · {best} ({share})"), decisions=decisions,
                    best=bests, share=percent(s.best_share))
    return fill(tr("{decisions} · {best} ({share}) · {lost} given up"),
                decisions=decisions, best=bests, share=percent(s.best_share),
                lost=given_up_text(s.alone_given_up, s.chance_given_up))


def summary_html(review: Review, name: str) -> str:
    """The whole match's summary for ``name``'s seat: the figures, the accuracy and the
    level it is like, the count of each label and how the review was made."""
    whole = review.summary()
    counts = " · ".join(fill(tr("{label} {n}"), label=label_name(label),
                             n=whole.labels.get(label, 0)) for label in LABELS)
    accuracy = accuracy_level_text(review.accuracy(), review.level(), review.target)
    return "<br>".join([
        fill(tr("<b>{name}</b>: {summary}"), name=escape(name), summary=summary_text(whole)),
        *([f"<b>{words(accuracy)}</b>"] if accuracy else []),
        counts,
        fill(tr("<small>Each decision judged as Expert judges a move, from what {name} "
                "could see then, over {deals} deals of the hidden tiles (seed {seed}): the "
                "same review every time.</small>"), name=escape(name),
             deals=review.deals, seed=review.seed),
    ])


def round_line(round_no: int, s: Summary) -> str:
    """A round's line in the list: 'Round 3: 3 decisions · 0 best moves (0%) · ...'."""
    return fill(tr("Round {n}: {summary}"), n=round_no, summary=summary_text(s))


def decision_html(d: Decision, name: str, target: int) -> str:
    """The decision in words: what was played, its label and the measure it comes
    from, what it gave up (as ``fivesup-qt review`` says it: the winning chance where
    the match is at stake, else the points without the match's result), its facts, and
    every move's value in points (the match's result left out) and in chance."""
    head = fill(tr("Round {r}, move {m}: {name} played {move}"), r=d.round, m=d.move_no,
                name=escape(name), move=words(move_label(d.played)))
    verdict = fill(tr("{label}, {given}"), label=label_name(d.label),
                   given=decision_given_text(d))
    lines = [f"<b>{head}</b> — <b>{words(verdict)}</b>",
             words(measure_text(d.measure, d.chances is not None, target))]
    if counts_the_match(d):  # the label's loss counted a match won or lost: said so
        lines.append(words(decision_label_text(d)))
    lines += [words(fact_text(f, target)) for f in d.facts]
    lines.append(moves_table(d))
    lines.append(tr("On the table: the dashed ring marks the best move, the bright "
                    "ring the move played; each point gives what its moves give up."))
    if d.exact:
        lines.append(tr("<small>The rest of the round was searched exactly: the hidden "
                        "tiles could lie in one way only.</small>"))
    lines.append(f"<small>{words(thresholds_text())}</small>")
    return "<br>".join(lines)


def moves_table(d: Decision) -> str:
    """Every move of the decision with its value and what it gave up, in points (the
    match's result left out: the review's values count a match won or lost as 1,000;
    none where its exact search ran out of room) and in chance."""
    points = dict(d.alone) if d.alone is not None else None
    top = d.alone[0][1] if d.alone is not None else 0.0
    chances = dict(d.chances) if d.chances is not None else None
    order = d.chances if d.chances is not None and d.measure == CHANCE else d.values
    rows = []
    for move, _ in order:
        notes = []
        if move == d.best:
            notes.append(label_name("best"))
        if move == d.played:
            notes.append(tr("played"))
        # the notes under the move, not in a column of their own: the table fits a
        # narrow pane (800x600) with every figure whole
        noted = f"<br><small>{words(review_tr(', ').join(notes))}</small>" if notes else ""
        cells = [words(move_label(move)) + noted]
        if points is not None:
            cells += [f"&#x2066;{words(value_text(points[move]))}&#x2069;",
                      words(points_figure(top - points[move]))]
        if chances is not None and d.chances is not None:
            cells += [words(chance_text(chances[move])),
                      words(chance_loss_text(d.chances[0][1] - chances[move]))]
        rows.append("<tr>" + "".join(
            f"<td style='white-space:pre'{'' if k == 0 else ' align=right'}>{cell}</td>"
            for k, cell in enumerate(cells)) + "</tr>")
    heads = [tr("Move")]
    if points is not None:
        heads += [tr("Expected"), tr("Given up")]
    if chances is not None:
        heads += [tr("Win chance"), tr("Given up")]
    # only the headers wrap: the table, and the words with it, fit the pane
    return ("<table cellspacing=0 cellpadding=3 width='100%'><tr>" + "".join(
        f"<th{' align=left' if k == 0 else ''}>{escape(h)}</th>"
        for k, h in enumerate(heads)) + "</tr>" + "".join(rows) + "</table>")
