"""The review window in both measures (issue 27): each decision's loss in points and in
winning chance, the label saying which measure gave it, every move's value in both;
the reviewed player's accuracy and the level it corresponds to; and the window on a
small screen with nothing important cut, in English and in Arabic."""

from __future__ import annotations

import json
import re
from functools import cache

import pytest
from helpers import REPO, SHOTS
from helpers.gui import seen
from helpers.random_play import finished
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest

from fivesup_qt.ai import calibration
from fivesup_qt.ai.review import review as judge
from fivesup_qt.rules.record import load_record, record_of
from fivesup_qt.storage import read_record
from fivesup_qt.ui.play.setup import level_title, match_setup
from fivesup_qt.ui.review.window import ReviewWindow
from fivesup_qt.ui.words.review_words import tr as review_tr
from fivesup_qt.ui.words.voice import LRI, PDI, bare

SAMPLE = REPO / "fivesup_qt" / "resources" / "sample-match.fivesup.json"
MOVE, LABEL, POINTS, CHANCE, PLAYED, BEST, FACTS = range(7)  # the list's columns
DEALS = 6  # a quick review: the window's and the engine's are the same either way


def shown(qtbot, record, setup, **kw) -> ReviewWindow:
    window = ReviewWindow(record, setup, "test", deals=DEALS, **kw)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.review is not None, timeout=60_000)
    return window


def click(window: ReviewWindow, index: int) -> None:
    """A click on decision ``index``'s label in the list, as a player clicks it."""
    tree = window.tree
    item = window.item_of(index)
    tree.scrollToItem(item)
    rect = tree.visualRect(tree.indexFromItem(item, LABEL))
    assert tree.viewport().rect().contains(rect.center())
    QTest.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     rect.center())
    assert window.shown == index


def cells(window: ReviewWindow, index: int) -> list[str]:
    item = window.item_of(index)
    return [bare(item.text(c)) for c in range(window.tree.columnCount())]


def signed(value: float) -> str:
    """'+16.2', '−3.0': how a value reads (a real minus sign)."""
    text = f"{value:+.1f}".replace("-", "−")
    return "+0.0" if text == "−0.0" else text


def sample():
    record = read_record(SAMPLE).record
    return record, match_setup(record.variant, record.players, names=["Ann", "Bea"])


@cache
def engine_review(alone: bool):
    """The engine's own review of the sample's seat 0, judged once for the module (the
    same depth and seed give the same review): what each window is compared with."""
    return judge(sample()[0], 0, DEALS, 0, alone=alone)


def test_a_decision_judged_by_chance_shows_both_measures(qtbot):
    record, setup = sample()
    window = shown(qtbot, record, setup, seat=0)
    # the engine on its own, with the points without the match's result the window asks for
    expected = engine_review(alone=True)
    assert window.review == expected
    decisions = expected.decisions
    # the window's list is the engine's verdicts, label by label, loss by loss
    for index, d in enumerate(decisions):
        row = cells(window, index)
        by = "win chance" if d.measure == "chance" else "points"
        assert row[LABEL] == f"{d.label} ({by})"
        assert d.alone_loss is not None
        assert row[POINTS] == ("0" if round(d.alone_loss, 1) == 0 else f"−{d.alone_loss:.1f}")
        assert d.chance_loss is not None  # two players to 61: a win-chance table
        assert row[CHANCE] == ("0%" if round(d.chance_loss, 1) == 0 else f"−{d.chance_loss:.1f}%")

    # a decision near the end, labelled by chance and not best: a click shows both losses,
    # why the chance labels it, and every move in both measures
    index = next(i for i, d in enumerate(decisions)
                 if d.measure == "chance" and d.label != "best")
    d = decisions[index]
    click(window, index)
    text = bare(window.alternatives.toPlainText())
    assert "Judged by winning chance: the match is at stake (a side has 41 or more of the " \
        "61 points)." in text
    assert f"{d.label}, −{d.chance_loss:.1f}% of winning chance\n" in text  # the chance alone
    assert d.chances is not None and d.alone is not None
    points = dict(d.alone)  # the points without the match's result
    table = text[text.index("Win chance"):]
    for move, chance in d.chances:
        assert signed(points[move]) in table and f"{chance:.1f}%" in table
    assert window.tree.isColumnHidden(CHANCE) is False
    # the label says which measure gave it, also when hovered
    assert "winning chance" in bare(window.item_of(index).toolTip(LABEL))

    # one labelled by points (the first round: nothing at stake yet)
    first = next(i for i, dd in enumerate(decisions) if dd.measure == "points")
    click(window, first)
    text = bare(window.alternatives.toPlainText())
    assert "Judged by points: the match is not at stake yet (no side has 41 of the 61 " \
        "points)." in text
    assert "Win chance" in text  # the chances are shown all the same
    window.grab().save(str(SHOTS / "review_by_chance_en.png"))
    window.close()


# each target's seed gives one of its shorter random matches (seed 5 played 253 rounds to
# 305, 73 to 155: the review judged 899 decisions twice, 3.5 s), with a decision that let
# the match go all the same
@pytest.mark.parametrize("players, target, seed", [(3, 305, 27), (3, 155, 7)],
                         ids=["3-305", "3-155"])
def test_a_match_without_chances_shows_points_only(qtbot, players, target, seed):
    """Three players (no win-chance table, at any target): the window shows what the
    engine gives, and where it gives no chance there is no chance text, no chance
    column, and the label says points."""
    match = finished(seed, players, "five-up", target=target)
    names = ["Ann", "Bea", "Cy"][:players]
    record = load_record(json.dumps(record_of(match, names=names)))
    setup = match_setup(match.variant, players, names=names)
    window = shown(qtbot, record, setup, seat=0)
    expected = judge(record, 0, DEALS, 0, alone=True)
    assert window.review == expected and expected.decisions
    assert all(d.chance_loss is None for d in expected.decisions)  # the engine's rule
    pointless = all(d.chance_loss is None for d in expected.decisions)
    assert window.tree.isColumnHidden(CHANCE) is pointless
    for index, d in enumerate(expected.decisions):
        row = cells(window, index)
        assert (row[CHANCE] == "") is (d.chance_loss is None)
        if d.chance_loss is None:
            assert row[LABEL] == f"{d.label} (points)"
        assert d.alone_loss is not None  # the points without the match's result
        assert row[POINTS] == ("0" if round(d.alone_loss, 1) == 0 else f"−{d.alone_loss:.1f}")
    # a decision labelled by points that counted a match won or lost as 1,000 (a move that
    # let the match go at the round's end): its words give the points without the match
    # and say what its label counted
    index, d = next((i, d) for i, d in enumerate(expected.decisions)
                    if d.loss - d.alone_loss > 100)
    click(window, index)
    text = bare(window.alternatives.toPlainText())
    assert d.chance_loss is None  # no table: the points alone
    assert text.split("\n")[0].endswith(f" — {d.label}, −{d.alone_loss:.1f} points")
    assert f"{d.label} (points), counting a match won or lost as 1,000 points" in text
    assert "counting a match won or lost as 1,000 points" in bare(
        window.item_of(index).toolTip(LABEL))
    window.view.finish_animations()
    window.grab().save(str(SHOTS / f"review_match_counted_{players}_{target}.png"))
    if pointless:
        click(window, len(expected.decisions) - 1)
        text = bare(window.alternatives.toPlainText())
        assert "Judged by points: the game has no winning chances for this kind of match." in text
        assert "Win chance" not in text and "winning chance" not in text.split("Judged")[0]
    window.close()


def calibrated(accuracy: float, variant: str, players: int) -> dict:
    """A calibration (the shipped file's format) with Hard 3 points below ``accuracy``
    and Expert 3 above, Medium further below."""
    def level(name: str, title: str, value: float) -> dict:
        return {"level": name, "title": title, "accuracy": value, "low": value - 1,
                "high": value + 1}

    return {"format": calibration.FORMAT, "setups": [{
        "variant": variant, "players": players, "levels": [
            level("medium", "Medium", accuracy - 10), level("hard", "Hard", accuracy - 3),
            level("expert", "Expert", accuracy + 3)]}]}


def test_the_summary_shows_the_accuracy_and_the_level(language, qtbot, monkeypatch):
    record, setup = sample()
    expected = engine_review(alone=False)
    accuracy = expected.accuracy()
    assert accuracy is not None
    data = calibrated(accuracy, record.variant.value, record.players)
    monkeypatch.setattr(calibration, "shipped", lambda: data)
    window = shown(qtbot, record, setup, seat=0)
    summary = window.summary.text()
    hard, expert = round(accuracy - 3), round(accuracy + 3)
    figure = f"{round(accuracy)}%"
    if language == "en":
        assert f"Accuracy {figure}: between Hard ({hard}%) and Expert ({expert}%)" \
            in bare(summary)
    else:
        words = bare(summary)
        assert "الدقة" in words and level_title("hard") in words
        assert level_title("expert") in words and "Hard" not in words
        for number in (figure, f"{hard}%", f"{expert}%"):  # each one isolated, left to right
            assert f"{LRI}{number}{PDI}" in summary, number
        lines = seen(window.summary).split("\n")
        accuracy_line = next(line for line in lines if "ةقدلا" in line)  # drawn: letters reversed
        assert figure in accuracy_line  # drawn as it reads: '86%', not '%86'
    window.grab().save(str(SHOTS / f"review_accuracy_{language}.png"))

    # a setup the calibration does not cover: the accuracy alone
    monkeypatch.setattr(calibration, "shipped", lambda: {"format": calibration.FORMAT,
                                                         "setups": []})
    QTest.mouseClick(window.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.review is not None, timeout=60_000)
    words = bare(window.summary.text())
    assert figure in words and f"{hard}%" not in words
    window.close()


def test_a_match_to_31_is_judged_by_chance_and_compared_with_no_level(language, qtbot):
    """Issue 40: a two-player match to 31 has winning chances as a match to 61 has (the
    chance column, chance labels once a side has 11), and its accuracy is compared with
    no level, the window saying the levels were measured in matches to 61 only (before:
    'Judged by points: the game has no winning chances' and 'below Easy')."""
    match = finished(2, 2, "five-up", target=155)
    record = load_record(json.dumps(record_of(match, names=["Ann", "Bea"])))
    window = shown(qtbot, record, match_setup(match.variant, 2, names=["Ann", "Bea"]), seat=0)
    review = window.review
    assert review is not None and review.level() is None
    assert all(d.chance_loss is not None for d in review.decisions)
    assert window.tree.isColumnHidden(CHANCE) is False
    by_chance = [i for i, d in enumerate(review.decisions) if d.measure == "chance"]
    assert by_chance
    click(window, by_chance[-1])
    words = bare(window.summary.accessibleDescription())  # the summary as plain text
    text = bare(window.alternatives.toPlainText())
    accuracy = review.accuracy()
    assert accuracy is not None
    if language == "en":
        assert f"Accuracy {round(accuracy)}%: no computer level to compare with (the " \
            "levels' accuracies were measured in matches to 61 only)" in words
        assert "Judged by winning chance: the match is at stake (a side has 11 or more of " \
            "the 31 points)." in text
    else:
        assert "Easy" not in words and level_title("random") not in words
        assert f"{LRI}61{PDI}" in window.summary.text()
    assert "no winning chances" not in text
    window.view.finish_animations()
    window.resize(800, 600)
    window.grab().save(str(SHOTS / f"review_to_31_{language}.png"))
    window.close()


@pytest.mark.parametrize("size", [(780, 540), (800, 600)])
def test_the_window_fits_a_small_screen(language, qtbot, size):
    """On an 800x600 screen (and less the frame and a panel) nothing is cut: the summary
    keeps its whole text, the buttons theirs, the list shows each decision's move, label
    and both losses without scrolling sideways, the table, the decision's words and the
    chart keep a readable size."""
    record, setup = sample()
    window = shown(qtbot, record, setup, seat=0)
    free = window.screen().availableGeometry()  # it opens no larger than its screen
    assert window.width() <= free.width() and window.height() <= free.height()
    hint = window.minimumSizeHint()
    assert hint.width() <= 780 and hint.height() <= 540, hint
    width, height = size
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.height() == height and window.width() == width)
    index = next(i for i, d in enumerate(window.decisions) if d.measure == "chance")
    click(window, index)
    label = window.summary
    assert label.height() >= label.heightForWidth(label.width()), label.text()
    for button in (window.start_button, window.cancel_button):
        assert button.width() >= button.sizeHint().width()
    tree = window.tree
    item = window.item_of(index)
    for column in (MOVE, LABEL, POINTS, CHANCE):
        rect = tree.visualRect(tree.indexFromItem(item, column))
        text = QFontMetrics(item.font(column)).horizontalAdvance(item.text(column))
        assert rect.width() >= text, column  # whole, not elided
        assert tree.viewport().rect().contains(rect), column
    assert window.view.isVisible() and window.view.height() >= 200 and window.view.width() >= 240
    assert window.alternatives.height() >= 80
    box = window.alternatives  # the decision's words wrap to the pane, the table with them
    assert box.document().size().width() <= box.viewport().width()  # no scrolling sideways
    assert window.chart_box.height() >= 125
    axis = window.chart.plot.getAxis("bottom")  # the measure named across, and whole
    assert not window.chart.plot.getAxis("left").label.isVisible()
    assert bare(axis.labelText).endswith(bare(review_tr("chance given up")))
    assert axis.label.boundingRect().width() <= axis.width()
    window.view.finish_animations()
    window.grab().save(str(SHOTS / f"review_small_{width}x{height}_{language}.png"))
    window.close()


def test_how_to_play_states_the_engines_accuracy_formula(qapp):
    """The guide's formula, read back from its words, gives the engine's accuracy."""
    import math
    import re

    from fivesup_qt.ai.accuracy import accuracy_of
    from fivesup_qt.ui.windows.guide import sections

    text = bare(" ".join(p for s in sections() for p in s.paragraphs))
    found = re.search(r"scores ([\d.]+) × e\^\(−([\d.]+) × L\) − ([\d.]+), kept between 0 "
                      r"and 100", text)
    assert found is not None, text
    a, k, b = map(float, found.groups())
    for loss in (0.0, 0.5, 2.0, 5.0, 12.0):
        assert min(100.0, max(0.0, a * math.exp(-k * loss) - b)) == pytest.approx(
            accuracy_of(loss), abs=0.01)
    assert "Once a side has 41 or more of the 61 points, the match is at stake" in text


FIGURE = re.compile(r"(?<![\d.,])[−-]?\d+(?:,\d{3})*(?:\.\d+)?")


def figures(text: str) -> list[float]:
    """Every number a text shows ('−1,167.5', '12', '3.4'), as a size."""
    return [abs(float(f.replace("−", "").replace(",", ""))) for f in FIGURE.findall(bare(text))]


def test_no_points_figure_counts_the_match(language, qtbot):
    """Issue 41 (item 4) and 40: where the match is at stake the window gave a won or lost
    match as 1,000 points ('−1167.5' in the Points column, '+1000.0' in a decision's table,
    '−3322.7 points given up' in the summary). Now, as ``fivesup-qt review`` says it: a
    decision at stake gives up winning chance in its words, one before it points with the
    match's result left out; the list's Points column is those points (the engine's
    ``alone_loss``) and each round's summary adds up its column; no figure anywhere is 1,000
    or more."""
    record, setup = sample()  # two players to 61: the match at stake from round 13
    window = shown(qtbot, record, setup, seat=0)
    engine = engine_review(alone=True).decisions  # the engine on its own
    assert [d.played for d in window.decisions] == [d.played for d in engine]
    # the engine's own points leave the match out too where there is a chance (issue 40:
    # before, a move that gave up a match counted 1,000 there)
    assert all(d.loss < 1000 and d.alone == d.values for d in engine)
    texts = [window.summary.text()]
    tree = window.tree
    for r in range(tree.topLevelItemCount()):
        parent = tree.topLevelItem(r)
        texts.append(parent.text(0))
        shown_points = []
        for k in range(parent.childCount()):
            child = parent.child(k)
            texts += [child.text(c) for c in range(tree.columnCount())]
            d = engine[child.data(0, Qt.ItemDataRole.UserRole)]
            assert d.alone_loss is not None
            cell = bare(child.text(POINTS))
            assert cell == ("0" if round(d.alone_loss, 1) == 0 else f"−{d.alone_loss:.1f}")
            shown_points.append(float(cell.replace("−", "")))
        # the round's line adds up the column it heads (each figure rounded to 0.1)
        round_points = figures(parent.text(0).split("·")[-1])[0]
        assert round_points == pytest.approx(sum(shown_points), abs=0.05 * len(shown_points))
    # every decision's words, reached from the keyboard as a player goes down the list
    window.tree.setFocus()
    click(window, 0)
    for index, d in enumerate(engine):
        if index:
            QTest.keyClick(window.tree, Qt.Key.Key_Down)
            if window.shown != index:  # a round's line first: on to its first decision
                QTest.keyClick(window.tree, Qt.Key.Key_Down)
        assert window.shown == index
        words = window.alternatives.toPlainText()
        texts.append(words)
        badge = window.marks.texts[d.played[1]]  # the table's badge at the point played
        texts += window.marks.texts.values()
        head = bare(words).split("\n")[0]
        if d.measure == "chance":  # the match at stake: the winning chance alone
            assert d.chance_loss is not None
            chance = "0%" if round(d.chance_loss, 1) == 0 else f"−{d.chance_loss:.1f}%"
            if d.played != d.best:  # the badge gives it too
                assert chance in bare(badge), badge
            verdict = head.split("—")[-1]  # the label and what it gave up: one figure
            assert figures(verdict) == [float(chance.strip("−%"))] and chance in verdict
            if language == "en":
                assert head.endswith(f", {chance} of winning chance")
        else:  # before it: the points without the match, the chance beside them
            assert d.alone_loss is not None and d.chance_loss is not None
            assert figures(head.split("—")[-1]) == [float(f"{d.alone_loss:.1f}"),
                                                    float(f"{d.chance_loss:.1f}")]
    big = [(text, n) for text in texts for n in figures(text) if n >= 1000]
    assert not big, big[:5]
    window.view.finish_animations()
    window.grab().save(str(SHOTS / f"review_points_alone_{language}.png"))
    window.close()
