"""The Duplicate window (issue 26, part 2): a finished match's deals played again by a
computer player in the player's seat, off the GUI thread with a progress bar and Cancel;
what the player reads (the sentence, a row a round, the total in words, a point a round
on the chart) is the engine's comparison, in English and in Arabic, right to left; the
match-end card's "Play it in duplicate" and Match History open it."""

from __future__ import annotations

import json

from helpers import REPO, SHOTS
from helpers.random_play import finished
from helpers.waiting import settle
from helpers.windows import human_vs_bot
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from fivesup_qt.ai.duplicate import duplicate
from fivesup_qt.rules import Match
from fivesup_qt.rules.record import load_record, record_of
from fivesup_qt.storage import History, entry_from_match
from fivesup_qt.ui.play.setup import level_title, match_setup
from fivesup_qt.ui.review import duplicate_window
from fivesup_qt.ui.review.duplicate_window import DuplicateWindow
from fivesup_qt.ui.words.voice import MINUS, bare, numeral
from fivesup_qt.written import signed

SAMPLE = REPO / "fivesup_qt" / "resources" / "sample-match.fivesup.json"
SEATS = [{"type": "human"}, {"type": "bot", "level": "random"}]


def small_match(seed: int = 3, target: int = 155) -> Match:
    """A short finished match of random play: Ann (a person) against Easy."""
    return finished(seed, 2, "five-up", target=target)


def record_and_setup(match: Match, names: list[str]):
    record = load_record(json.dumps(record_of(match, names=names, seats=SEATS)))
    setup = match_setup(match.variant, 2, names=names, humans=(0,), levels=[None, "random"])
    return record, setup


def shown(qtbot, record, setup, level: str) -> DuplicateWindow:
    window = DuplicateWindow(record, setup, "test", level=level)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def table_rows(window: DuplicateWindow) -> list[list[str]]:
    table = window.table
    return [[bare(table.item(r, c).text()) for c in range(table.columnCount())]
            for r in range(table.rowCount())]


def test_the_window_shows_the_engines_comparison(language, qtbot):
    match = small_match()
    assert len(match.rounds) >= 3
    names = ["Ann", "Bot"]
    record, setup = record_and_setup(match, names)
    expected = duplicate(match, 0, "greedy", levels=[None, "random"], seed=0)  # on its own
    assert any(r.difference for r in expected.rounds)

    window = shown(qtbot, record, setup, "greedy")
    assert window.runner.running and window.cancel_button.isEnabled()
    assert not window.start_button.isEnabled()
    qtbot.waitUntil(lambda: window.result is not None, timeout=60_000)
    assert window.result == expected
    running = expected.running()
    assert table_rows(window) == [
        [str(r.round), numeral(r.original), numeral(r.replay), bare(signed(r.difference, MINUS)),
         bare(signed(total, MINUS))] for r, total in zip(expected.rounds, running)]
    assert window.progress.value() == window.progress.maximum() == len(expected.rounds)
    assert not window.cancel_button.isEnabled() and window.start_button.isEnabled()
    level = level_title("greedy")
    assert bare(window.table.horizontalHeaderItem(2).text()) == level
    about, total = bare(window.about.text()), bare(window.total.text())
    numbers = [str(expected.original), str(expected.replay), bare(signed(expected.difference, MINUS))]
    if language == "en":
        assert about == (f"Your play against {level} in your seat: the same deals, from the "
                         "same scores.")
        assert total == (f"You scored {numbers[0]}, {level} in your seat {numbers[1]}: "
                         f"{numbers[2]}")
    else:
        assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
        assert window.table.layoutDirection() == Qt.LayoutDirection.RightToLeft
        assert "Ann" not in about and level in about  # "you": the one person of the match
        assert all(number in total for number in numbers) and level in total
        assert not any(ch.isascii() and ch.isalpha() for ch in about.replace(level, ""))
        # every value sits in an isolate, so a number never reorders the sentence
        assert "\u2066" + numbers[0] + "\u2069" in window.total.text()
    # the chart: a point a round, at the running difference
    chart = window.chart
    assert chart is not None and chart.running == running
    assert chart.isVisible() and window.chart_box.currentWidget() is chart
    xs, ys = chart.points.getData()
    assert list(xs) == list(range(1, len(running) + 1)) and list(ys) == running
    SHOTS.mkdir(exist_ok=True)
    window.grab().save(str(SHOTS / f"duplicate_window_{language}.png"))
    window.close()


def test_cancel_stops_the_replay_and_it_starts_again(qtbot):
    match = small_match(4)
    record, setup = record_and_setup(match, ["Ann", "Bot"])
    window = shown(qtbot, record, setup, "expert:60")  # slow enough to be cancelled
    seen: list[tuple[int, int]] = []
    window.runner.progressed.connect(lambda done, total: seen.append((done, total)))
    qtbot.waitUntil(lambda: len(seen) >= 1, timeout=60_000)
    assert seen[0] == (1, len(match.rounds))
    QTest.mouseClick(window.cancel_button, Qt.MouseButton.LeftButton)
    assert not window.runner.running and "cancelled" in bare(window.total.text())
    assert window.start_button.isEnabled() and not window.cancel_button.isEnabled()
    count = len(seen)
    settle(window.runner)  # the cancelled job has stopped (before its next round)
    assert window.result is None and window.table.rowCount() == 0
    assert len(seen) == count  # no progress after Cancel
    assert window.progress.value() < len(match.rounds)

    # Start again: a cheap level this time, the whole comparison
    window.level = "greedy"
    QTest.mouseClick(window.start_button, Qt.MouseButton.LeftButton)
    assert window.runner.running
    qtbot.waitUntil(lambda: window.result is not None, timeout=60_000)
    assert window.table.rowCount() == len(match.rounds)
    window.close()


def test_the_match_end_card_opens_the_duplicate(language, make_window, qtbot, home, monkeypatch):
    """The sample record but its last move, played on by the computers to the winner
    card; its "Play it in duplicate" (a real click) compares seat 0 (no person plays)."""
    from fivesup_qt.rules.record import replay
    from fivesup_qt.ui.saving.install import install

    monkeypatch.setattr(duplicate_window, "LEVEL", "greedy")  # a quick replay
    window = make_window(human_vs_bot(1))
    p = install(window)
    data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    data["rounds"][-1]["moves"].pop()
    data.pop("result", None)
    path = home / "sample.json"
    path.write_text(json.dumps(data))
    window.controller.auto_next_round = True
    p.open_file(path)
    qtbot.waitUntil(lambda: window.controller.match.is_over, timeout=60_000)
    qtbot.waitUntil(lambda: window.cards.match_end is not None and window.match_card.isVisible(),
                    timeout=5000)
    card = window.match_card
    button = card.duplicate_button
    assert button.isVisible()
    assert button.parentWidget() is card and card.rect().contains(button.geometry())
    assert button.width() >= button.sizeHint().width()  # its words not cut
    SHOTS.mkdir(exist_ok=True)
    window.grab().save(str(SHOTS / f"duplicate_match_card_{language}.png"))
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    opened = window.findChild(DuplicateWindow)
    assert opened is not None
    qtbot.waitExposed(opened)
    assert opened.seat == 0 and opened.level == "greedy"
    qtbot.waitUntil(lambda: opened.result is not None, timeout=60_000)
    match, _ = replay(opened.record)
    levels = [None if s.human else s.level for s in window.controller.setup.seats]
    expected = duplicate(match, 0, "greedy", levels=levels, seed=0)
    assert len(expected.rounds) == len(window.controller.match.rounds)
    assert [r[:3] for r in table_rows(opened)] == [
        [str(r.round), numeral(r.original), numeral(r.replay)] for r in expected.rounds]
    name = window.controller.setup.seats[0].name
    assert name in bare(opened.about.text())  # nobody is "you" in a match of computers
    if language == "ar":
        assert opened.layoutDirection() == Qt.LayoutDirection.RightToLeft
    else:
        assert bare(opened.windowTitle()) == "Duplicate: this match"
    opened.close()


def test_match_history_opens_the_duplicate_of_a_finished_match(make_window, qtbot, monkeypatch):
    from fivesup_qt.ui.saving.install import install

    monkeypatch.setattr(duplicate_window, "LEVEL", "greedy")
    match = small_match()
    names = ["Ann", "Bo"]
    History().append(entry_from_match(match, record_of(match, names=names, seats=SEATS),
                                      names=names, seats=SEATS, date="2024-06-01T12:00:00+0000"))
    window = make_window(human_vs_bot(1))
    p = install(window)
    h = p.show_history()
    qtbot.waitExposed(h)
    assert h.table.rowCount() == 1 and h.duplicate_button.isEnabled()
    SHOTS.mkdir(exist_ok=True)
    h.grab().save(str(SHOTS / "duplicate_history_en.png"))
    QTest.mouseClick(h.duplicate_button, Qt.MouseButton.LeftButton)
    opened = h.findChild(DuplicateWindow)
    assert opened is not None
    qtbot.waitExposed(opened)
    qtbot.waitUntil(lambda: opened.result is not None, timeout=60_000)
    assert opened.result == duplicate(match, 0, "greedy", levels=[None, "random"], seed=0)
    assert "Bo" not in bare(opened.about.text()) and "your seat" in bare(opened.about.text())
    opened.close()
    h.close()


def test_the_window_fits_a_small_screen(language, qtbot):
    """On an 800x600 screen (less the frame and a panel) nothing is cut: the sentence,
    the total, the buttons and the note keep their whole text, the chart its height."""
    match = small_match()
    record, setup = record_and_setup(match, ["Ann", "Bo"])
    window = shown(qtbot, record, setup, "greedy")
    qtbot.waitUntil(lambda: window.result is not None, timeout=60_000)
    free = window.screen().availableGeometry()  # it opens no larger than the screen
    assert window.width() <= free.width() and window.height() <= free.height()
    hint = window.minimumSizeHint()
    assert hint.width() <= 780 and hint.height() <= 540, hint
    window.resize(780, 540)
    qtbot.waitUntil(lambda: window.height() == 540)
    for label in (window.about, window.total, window.note):
        assert label.height() >= label.heightForWidth(label.width()), label.text()
    for button in (window.start_button, window.cancel_button):
        assert button.width() >= button.sizeHint().width()
    assert window.chart_box.height() >= 180
    window.grab().save(str(SHOTS / f"duplicate_small_{language}.png"))
