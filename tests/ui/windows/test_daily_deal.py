"""Play > Daily Deal (issue 26, section 2): the menu's entry and its dialog (real
clicks), the daily deal of the date on the table (the tiles drawn in your hand are the
ones rules/daily.py deals), the comparison with Expert in your seat once the match is
over (on the match-end card and in the Duplicate window), and the history entry that
keeps the date and the difference; Match History's columns and charts over time.
English and Arabic; screenshots in SHOTS."""

from __future__ import annotations

import html
import json
import re
from dataclasses import replace
from datetime import date, timedelta

import pytest
from helpers import REPO, SHOTS
from helpers.random_play import finished
from helpers.waiting import until
from helpers.windows import persistence_of
from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu

from fivesup_qt.ai.duplicate import duplicate
from fivesup_qt.rules import EXACT_61, FIVE_UP
from fivesup_qt.rules.daily import FIRST_DAY, daily_deal, follows_daily, today
from fivesup_qt.rules.record import record_of
from fivesup_qt.storage import History, entry_from_match
from fivesup_qt.storage.history import DuplicateResult, by_id
from fivesup_qt.ui.play.setup import level_title
from fivesup_qt.ui.review import duplicate_window
from fivesup_qt.ui.review.duplicate_window import DuplicateWindow
from fivesup_qt.ui.windows import daily
from fivesup_qt.ui.windows.daily import DailyDealDialog, daily_setup
from fivesup_qt.ui.words.voice import MINUS, bare
from fivesup_qt.written import signed


def shot(widget, name: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    widget.grab().save(str(SHOTS / name))


def click_menu_entry(window, qtbot, name: str) -> None:
    """Open the menu that holds the action called ``name`` by a click on the menu bar,
    then click the entry, as a player does."""
    act = window.findChild(QAction, name)
    assert act is not None and act.isEnabled()
    bar = window.menuBar()
    top = next(a for a in bar.actions() if a.menu() is not None and act in a.menu().actions())
    menu: QMenu = top.menu()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(top).center())
    qtbot.waitUntil(menu.isVisible, timeout=5000)
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(act).center())


def open_dialog(window, qtbot) -> DailyDealDialog:
    click_menu_entry(window, qtbot, "act_daily")
    qtbot.waitUntil(lambda: window.findChild(DailyDealDialog) is not None
                    and window.findChild(DailyDealDialog).isVisible(), timeout=5000)
    return window.findChild(DailyDealDialog)


def hand_on_table(window) -> list[int]:
    """The tiles face up in your hand, as the scene draws them."""
    view = window.view
    return sorted(item.tile for item in view.hand_items.values()
                  if item.scene() is view.scene() and item.isVisible() and item.face_up)


def test_the_menu_deals_todays_daily_deal(language, bare_window, qtbot):
    window = bare_window()
    persistence_of(window)
    dialog = open_dialog(window, qtbot)
    now = today()
    assert dialog.date.date() == QDate(now.year, now.month, now.day)  # today by default
    dialog.date.setDate(QDate(now.year, now.month, now.day).addDays(3))  # no later date
    assert dialog.chosen_day() == now and dialog.date.maximumDate() == dialog.date.date()
    dialog.date.setDate(QDate(2025, 2, 28))  # an earlier date can be chosen
    assert dialog.chosen_day() == date(2025, 2, 28)
    dialog.date.setDate(QDate(now.year, now.month, now.day))
    # three players, by the keyboard in the players' box
    dialog.players.setFocus()
    QTest.keyClick(dialog.players, Qt.Key.Key_Down)
    assert dialog.chosen_players() == 3
    shot(dialog, f"daily-dialog-{language}.png")
    QTest.mouseClick(dialog.play_button, Qt.MouseButton.LeftButton)
    c = window.controller
    qtbot.waitUntil(lambda: c.match is not None and c.daily == now, timeout=10_000)
    m = c.match
    assert (m.variant.value, m.players) == ("five-up", 3)
    assert [s.human for s in c.setup.seats] == [True, False, False]
    assert [s.level for s in c.setup.seats[1:]] == ["expert", "expert"]
    assert not c.teaching  # the comparison is of your own play
    deal = daily_deal(now, "five-up", 3)
    # what the table shows: your five tiles are the deal's seat 0 (and, if you had to
    # draw at once, the next tiles of the deal's stock)
    shown = hand_on_table(window)
    dealt = list(deal.hands[0])
    assert set(dealt) <= set(shown)
    extra = [t for t in shown if t not in dealt]
    assert sorted(extra) == sorted(deal.stock[:len(extra)])
    assert m.rounds[0].leader == deal.leader and follows_daily(m, now)
    assert now.isoformat() in bare(window.windowTitle())
    assert window._daily_mark.isVisible() and now.isoformat() in bare(window._daily_mark.text())
    if language == "en":
        assert bare(window.windowTitle()) == f"Five-Up Dominoes: daily deal of {now.isoformat()}"
    else:
        assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
        assert "Five-Up" not in window.windowTitle()
    qtbot.waitUntil(lambda: c.human_to_act() is not None or c.match.round.is_over,
                    timeout=60_000)
    shot(window, f"daily-table-{language}.png")
    window.start(daily_setup(FIVE_UP, 2))  # another match: no daily deal
    assert c.daily is None and not window._daily_mark.isVisible()
    assert now.isoformat() not in window.windowTitle()


def test_cancel_deals_nothing(bare_window, qtbot):
    window = bare_window()
    window.start(daily_setup(EXACT_61, 2))
    before = window.controller.match
    dialog = open_dialog(window, qtbot)
    QTest.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Cancel),
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5000)
    assert window.controller.match is before and window.controller.daily is None
    assert window._daily_mark is None and bare(window.windowTitle()) == "Five-Up Dominoes"


def play_out(window, qtbot, rounds: int | None = None) -> None:
    """You play the first legal tile every turn (drawing when nothing fits; the table
    passes for you when the stock is out too), the computers answer, rounds are dealt
    on by themselves, to the match's end (or until round ``rounds`` is dealt)."""
    c = window.controller
    c.auto_next_round = True
    applied: list[object] = []  # the engine's answers, as the model tells them
    c.model.listen(lambda changes: applied.append(changes.applied) if changes.applied else None)

    def done() -> bool:
        return c.match.is_over or (rounds is not None and len(c.match.rounds) >= rounds)

    while True:
        until(lambda: done() or c.human_to_act() is not None, "your turn or the end")
        m = c.match
        if done():
            return
        if m.round.must_draw():
            c.draw()
            continue
        if m.round.must_pass():  # the table passes for you, after a pause
            applied.clear()
            until(lambda: bool(applied), "the table's pass for you")
            continue
        tile, point = m.legal_moves()[0]
        assert c.play(tile, point) is None


@pytest.fixture
def quick(monkeypatch):
    """Medium (greedy) instead of Expert, at the table and in the replay: the same
    flow, in seconds."""
    monkeypatch.setattr(daily, "OPPONENT", "greedy")
    monkeypatch.setattr(duplicate_window, "LEVEL", "greedy")


def test_a_finished_daily_match_is_compared_and_kept(language, quick, bare_window, qtbot):
    window = bare_window()
    p = persistence_of(window)
    # an earlier date's deal, one that ends in few moves: to the shortest target (31),
    # your first legal tile against Medium, this date's match is over in four rounds and
    # about 50 placements (2026-11-30's took 15 rounds and 216): the same flow
    day = date(2025, 1, 19)
    window.start(replace(daily_setup(FIVE_UP, 2), target=155), daily=day)
    c = window.controller
    assert c.daily == day
    play_out(window, qtbot)
    match = c.match
    assert len(match.rounds) >= 2  # and every round the date's deal, not only the first
    assert follows_daily(match, day)
    qtbot.waitUntil(lambda: window.findChild(DuplicateWindow) is not None, timeout=10_000)
    opened = window.findChild(DuplicateWindow)
    qtbot.waitExposed(opened)
    card = window.match_card
    assert card.isVisible()
    qtbot.waitUntil(lambda: opened.result is not None, timeout=60_000)
    result = opened.result
    expected = duplicate(match, 0, "greedy", levels=[None, "greedy"], seed=0)  # on its own
    assert result == expected
    sentence = bare(card.comparison.text())
    assert card.comparison.isVisible() and sentence == bare(opened.total_text(result))
    numbers = [str(n).replace("-", MINUS) for n in (expected.original, expected.replay)]
    difference = expected.difference
    if language == "en":
        sign = f"+{difference}" if difference > 0 else f"\u2212{-difference}" if difference else "0"
        assert sentence == (f"You scored {numbers[0]}, Medium in your seat {numbers[1]}: {sign}")
        assert bare(opened.windowTitle()) == f"Duplicate: daily deal of {day.isoformat()}"
    else:
        assert all(n in sentence for n in numbers)
        assert not re.search("[A-Za-z]{3,}", sentence.replace("Medium", ""))
    # the history: the match with its date, and the comparison once done
    qtbot.waitUntil(lambda: any(e.duplicate for e in History().read(repair=False).entries),
                    timeout=10_000)
    [entry] = History().read().entries
    assert entry.daily == "2025-01-19" and entry.started == p.store.current.started
    assert entry.duplicate == DuplicateResult("greedy", expected.original, expected.replay)
    shot(window, f"daily-match-end-{language}.png")
    shot(opened, f"daily-duplicate-{language}.png")
    opened.close()


def entries_for_history(opponent: str = "expert") -> list[str]:
    """Three finished matches in the history: a daily one compared (+25 style), a plain
    one compared, one not compared, each against the computer at level ``opponent``;
    returns their ids, oldest first."""
    seats = [{"type": "human"}, {"type": "bot", "level": opponent}]
    history = History()
    made = []
    for i, (seed, day) in enumerate([(3, "2026-11-28"), (4, None), (5, "2026-12-01")]):
        m = finished(seed, 2, "five-up", target=155)
        started = f"2026-12-0{i + 1}T10:00:00+0000"
        history.append(entry_from_match(m, record_of(m, names=["Ann", "Bo"], seats=seats,
                                                     started=started),
                                        names=["Ann", "Bo"], seats=seats, started=started,
                                        date=f"2026-12-0{i + 1}T11:00:00+0000", daily=day))
    for e in history.read().entries:
        made.append(e.id)
    history.annotate(by_id(made[0]), duplicate=DuplicateResult("expert", 140, 115))
    history.annotate(by_id(made[1]), duplicate=DuplicateResult("expert", 90, 120),
                     accuracy=81.5)
    history.annotate(by_id(made[2]), accuracy=88)
    return made


def test_history_marks_daily_matches_and_charts_them_over_time(language, bare_window, qtbot):
    entries_for_history()
    window = bare_window()
    h = persistence_of(window).show_history()
    qtbot.waitExposed(h)
    assert h.table.rowCount() == 3
    rows = [[bare(h.table.item(r, c).text()) for c in (0, 6, 7)] for r in range(3)]
    assert rows == [["2026-12-03 11:00", "2026-12-01", ""],  # newest first
                    ["2026-12-02 11:00", "", "\u221230"],
                    ["2026-12-01 11:00", "2026-11-28", "+25"]]
    assert "140" in bare(h.table.item(2, 7).toolTip()) and "115" in h.table.item(2, 7).toolTip()
    assert h.table.item(1, 7).text() == "\u2066\u221230\u2069"  # read left to right in Arabic too
    h.resize(1000, 720)
    shot(h, f"daily-history-{language}.png")
    bar = h.tabs.tabBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    qtbot.waitUntil(lambda: h.duplicate_chart is not None and h.duplicate_chart.isVisible(),
                    timeout=5000)
    chart = h.duplicate_chart
    xs, ys = chart.points.getData()
    assert list(xs) == [1, 2] and list(ys) == [25, -30]  # oldest first
    assert [s.symbol() for s in chart.points.points()] == ["star", "o"]  # the daily: a star
    accuracy = h.accuracy_chart
    assert list(accuracy.points.getData()[1]) == [81.5, 88.0]
    # these are matches to 31: the levels' accuracies were measured in matches to 61, so
    # no level line is drawn (test_the_accuracy_chart_draws_the_levels_for_one_setup_only
    # draws them over matches to 61)
    assert not accuracy.levels
    assert not chart.is_empty and not accuracy.is_empty
    shot(h, f"daily-history-charts-{language}.png")
    # the filters apply: Exact 61 has none, and the charts say so in words
    h.variant.setCurrentIndex(h.variant.findData("exact-61"))
    assert chart.is_empty and accuracy.is_empty and chart.empty.text()
    assert not accuracy.levels
    h.close()


def level_lines(chart) -> list[tuple[str, int]]:
    """The level lines a timeline chart draws: each one's title and its height, as
    written on its label ('Hard (93%)') and where it lies."""
    lines = []
    box = chart.plot.getPlotItem().getViewBox().sceneBoundingRect()
    for line in chart.levels:
        text = bare(line.label.toPlainText())
        title, figure = re.fullmatch(r"(.+) \((\d+)%\)", text).groups()
        assert round(line.value()) == int(figure) and line.label.isVisible()
        # the whole label inside the plotted area: none cut at the top (Expert, near 100%)
        assert box.contains(line.label.sceneBoundingRect()), (text, box)
        lines.append((title, int(figure)))
    return lines


def shipped_levels(variant: str, players: int) -> list[tuple[str, int]]:
    """The levels' titles and rounded accuracies in the shipped calibration's setup."""
    data = json.loads((REPO / "fivesup_qt" / "resources" / "calibration.json").read_text())
    [setup] = [s for s in data["setups"] if (s["variant"], s["players"]) == (variant, players)]
    return sorted(((level_title(lv["level"]), round(lv["accuracy"])) for lv in setup["levels"]),
                  key=lambda level: level[1])


def accuracy_tab(m, bare_window, qtbot):
    """Match History on its accuracy tab, with ``m`` (three players, you in seat 0)
    added to the history, reviewed at 70%."""
    names, seats = ["Ann", "Bo", "Cy"], [{"type": "human"}, *[{"type": "bot", "level": "hard"}] * 2]
    started = "2026-12-04T10:00:00+0000"
    history = History()
    history.append(entry_from_match(m, record_of(m, names=names, seats=seats, started=started),
                                    names=names, seats=seats, started=started,
                                    date="2026-12-04T11:00:00+0000"))
    history.annotate(by_id(history.read().entries[-1].id), accuracy=70)
    window = bare_window()
    h = persistence_of(window).show_history()
    qtbot.waitExposed(h)
    h.tabs.setCurrentIndex(1)
    qtbot.waitUntil(lambda: h.accuracy_chart is not None and h.accuracy_chart.isVisible())
    return h


def test_the_accuracy_chart_draws_the_levels_for_one_setup_only(language, bare_window, qtbot):
    """Issue 27: the levels' accuracies are a setup's; with matches of two setups shown the
    chart draws none and says how to see them, the Players filter brings them back."""
    entries_for_history()
    h = accuracy_tab(finished(6, 3, "five-up"), bare_window, qtbot)  # to 61: levels measured
    accuracy = h.accuracy_chart
    assert list(accuracy.points.getData()[1]) == [81.5, 88.0, 70.0]
    assert not accuracy.levels
    title = html.unescape(accuracy.plot.getPlotItem().titleLabel.text)  # rich text
    assert title == h.tr("Your accuracy in the review (the levels' lines: choose a variant "
                         "and a number of players)")
    h.players.setCurrentIndex(h.players.findData(3))
    assert list(accuracy.points.getData()[1]) == [70.0]
    assert level_lines(accuracy) == shipped_levels("five-up", 3)
    h.resize(1000, 720)
    shot(h, f"history-accuracy-levels-{language}.png")
    h.close()


def test_the_accuracy_chart_draws_no_level_over_matches_to_31(bare_window, qtbot):
    """Issue 40: the levels' accuracies were measured in matches to 61; a match to 31 of
    the same variant and players is shown with no level line (they drew 61's before)."""
    h = accuracy_tab(finished(6, 3, "five-up", target=155), bare_window, qtbot)
    assert list(h.accuracy_chart.points.getData()[1]) == [70.0]
    assert not h.accuracy_chart.levels
    h.close()


def test_a_duplicate_from_history_is_kept_in_its_entry(quick, bare_window, qtbot):
    # The comparison replays the record's other seats at their recorded level: Medium
    # there, as in your seat, keeps it to seconds (Expert took about 50 s).
    made = entries_for_history(opponent="greedy")
    window = bare_window()
    h = persistence_of(window).show_history()
    qtbot.waitExposed(h)
    h.table.selectRow(1)  # the middle one: compared before, compared again now
    entry = h.selected()
    assert entry.id == made[1]
    QTest.mouseClick(h.duplicate_button, Qt.MouseButton.LeftButton)
    opened = h.findChild(DuplicateWindow)
    qtbot.waitUntil(lambda: opened.result is not None, timeout=60_000)
    result = opened.result
    qtbot.waitUntil(lambda: getattr(History().read().entries[1].duplicate, "level", None) == "greedy",
                    timeout=10_000)
    kept = History().read().entries
    assert kept[1].duplicate == DuplicateResult("greedy", result.original, result.replay)
    assert kept[1].accuracy == 81.5  # what it held before stays
    assert kept[0].duplicate == DuplicateResult("expert", 140, 115)  # the others untouched
    qtbot.waitUntil(lambda: bare(h.table.item(1, 7).text()) == bare(
        signed(result.difference, MINUS)), timeout=5000)
    opened.close()
    h.close()


def test_the_earliest_date_and_yesterday_can_be_chosen(qtbot):
    dialog = DailyDealDialog(day=today() - timedelta(days=1))
    qtbot.addWidget(dialog)
    assert dialog.chosen_day() == today() - timedelta(days=1)
    dialog.date.setDate(daily.EARLIEST)
    assert dialog.chosen_day() == FIRST_DAY == date(2000, 1, 1)
    assert daily_deal(dialog.chosen_day(), "exact-61", 4).hands  # a deal there too
    # none before: a saved daily match is searched for back to that date, no further
    dialog.date.setDate(QDate(1999, 12, 31))
    assert dialog.chosen_day() == FIRST_DAY


def test_todays_daily_match_resumed_from_the_autosave_plays_on_as_the_daily(
        quick, bare_window, qtbot):
    """The record has no key for the daily deal; a match started today whose rounds are
    today's deals is taken up again as today's daily match (its next rounds dealt so,
    its title and history entry saying so)."""
    from helpers.windows import human_moves

    window = bare_window()
    persistence_of(window)
    now = today()
    window.start(daily_setup(FIVE_UP, 2), daily=now)
    human_moves(window, qtbot, 2)
    window.controller.shutdown()

    again = bare_window()
    p2 = persistence_of(again)
    p2.store.ask = lambda title, text: True
    assert p2.offer_resume()
    c2 = again.controller
    assert c2.daily == now and p2.store.current.daily == now
    assert now.isoformat() in bare(again.windowTitle())
    c2.shutdown()


def test_an_earlier_dates_daily_match_resumed_from_the_autosave_plays_on_as_that_dates(
        quick, bare_window, qtbot):
    """The daily match of 2025-03-14, played today and saved unfinished, is taken up
    again as that date's: the date in the title and the status bar, and the next round
    dealt is the date's round 2 (not a shuffled one)."""
    from helpers.windows import human_moves

    day = date(2025, 3, 14)
    window = bare_window()
    persistence_of(window)
    window.start(daily_setup(FIVE_UP, 2), daily=day)
    human_moves(window, qtbot, 2)
    window.controller.shutdown()

    again = bare_window()
    p2 = persistence_of(again)
    p2.store.ask = lambda title, text: True
    assert p2.offer_resume()
    c2 = again.controller
    assert c2.daily == day and p2.store.current.daily == day
    assert bare(again.windowTitle()) == "Five-Up Dominoes: daily deal of 2025-03-14"
    assert again._daily_mark.isVisible() and bare(again._daily_mark.text()) == \
        "Daily deal of 2025-03-14"
    play_out(again, qtbot, rounds=2)
    m = c2.match
    assert len(m.rounds) == 2 and not m.is_over
    deal = daily_deal(day, "five-up", 2, 2)
    played = m.deal_of(1)
    assert (played.hands, played.stock) == (deal.hands, deal.stock)
    assert follows_daily(m, day)
    c2.shutdown()


def test_an_earlier_dates_daily_match_not_resumed_keeps_its_date_in_the_history(
        quick, bare_window, qtbot):
    """Declined at start-up, the unfinished match goes to Match History as the daily
    match of its date."""
    from helpers.windows import human_moves

    window = bare_window()
    persistence_of(window)
    window.start(daily_setup(EXACT_61, 3), daily=date(2025, 3, 14))
    human_moves(window, qtbot, 2)
    window.controller.shutdown()

    again = bare_window()
    p2 = persistence_of(again)
    p2.store.ask = lambda title, text: False
    assert not p2.offer_resume()
    [entry] = History().read().entries
    assert entry.daily == "2025-03-14" and entry.winner is None
    again.controller.shutdown()


def test_a_match_of_its_start_dates_or_an_earlier_dates_deals_resumes_as_daily():
    from fivesup_qt.rules import Match
    from fivesup_qt.rules.daily import daily_match

    started = "2026-12-03T21:00:00+0100"
    assert daily.resumed_daily(daily_match(date(2026, 12, 3), "five-up", 2), started) \
        == date(2026, 12, 3)
    # an earlier date's daily deal started today: its first round names the date
    assert daily.resumed_daily(daily_match(date(2026, 12, 2), "five-up", 2), started) \
        == date(2026, 12, 2)
    # a later date's cannot have been started then
    assert daily.resumed_daily(daily_match(date(2026, 12, 4), "five-up", 2), started) is None
    assert daily.resumed_daily(Match.new("five-up", 2, seed=4), started) is None
    assert daily.resumed_daily(daily_match(date(2026, 12, 3), "five-up", 2), None) is None
    assert daily.resumed_daily(daily_match(date(2026, 12, 3), "five-up", 2), "nonsense") is None


def test_how_to_play_explains_duplicate_and_the_daily_deal(language, bare_window, qtbot):
    """Help > How to Play (its menu entry clicked) has the section, in plain words: why
    the same deals in the same seat take the luck out, and what the daily deal is."""
    from fivesup_qt.ui.windows.guide import GuideDialog

    window = bare_window()
    act = next(a for a in window.findChildren(QAction)
               if a.text().replace("&", "") in ("How to Play", "طريقة اللعب"))
    act.setObjectName("act_how_to_play")
    click_menu_entry(window, qtbot, "act_how_to_play")
    qtbot.waitUntil(lambda: window.findChild(GuideDialog) is not None, timeout=5000)
    dialog = window.findChild(GuideDialog)
    qtbot.waitExposed(dialog)
    text = dialog.browser.toPlainText()
    title = "Duplicate and the daily deal" if language == "en" else "اللعب المكرّر وتوزيع اليوم"
    assert title in text
    section = text[text.index(title):]
    if language == "en":
        for words in ("luck", "same deals", "Expert in your seat", "same stock",
                      "Play > Daily Deal", "same on every computer", "any earlier date",
                      "Match History"):
            assert words in section, words
    else:
        assert "الحظ" in section and "توزيع اليوم" in section and "الخبير" in section
        assert not re.search("[A-Za-z]{4,}", section)  # all of it translated
    found = dialog.browser.find(title)
    assert found
    bar = dialog.browser.verticalScrollBar()
    bar.setValue(bar.maximum())  # the section is the last one: seen whole
    shot(dialog, f"daily-guide-{language}.png")
    dialog.close()


def test_a_review_from_history_keeps_your_accuracy_in_its_entry(monkeypatch, bare_window,
                                                                 qtbot):
    """Issue 27: Review… of your seat in Match History; once done, your accuracy is in
    the match's entry, and the accuracy chart over time shows it."""
    from fivesup_qt.ui.review.window import ReviewWindow

    made = entries_for_history()
    # Match History opens the review at the game's depth (300 deals a decision, 3.5 s
    # here); what is kept is whatever accuracy the review found: a quick one proves it
    monkeypatch.setitem(ReviewWindow.__init__.__kwdefaults__, "deals", 6)
    window = bare_window()
    h = persistence_of(window).show_history()
    qtbot.waitExposed(h)
    h.table.selectRow(2)  # the oldest: reviewed for the first time
    assert h.selected().id == made[0] and h.selected().accuracy is None
    QTest.mouseClick(h.review_button, Qt.MouseButton.LeftButton)
    opened = h.findChild(ReviewWindow)
    assert opened is not None
    qtbot.waitUntil(lambda: opened.review is not None, timeout=120_000)
    review = opened.review
    assert review.seat == 0 and review.accuracy() is not None and review.deals == 6
    qtbot.waitUntil(lambda: History().read().entries[0].accuracy is not None, timeout=10_000)
    kept = History().read().entries
    assert kept[0].accuracy == round(review.accuracy(), 1)
    assert kept[0].duplicate == DuplicateResult("expert", 140, 115)  # kept as it was
    assert [e.accuracy for e in kept[1:]] == [81.5, 88.0]
    h.tabs.setCurrentIndex(1)
    qtbot.waitUntil(lambda: h.accuracy_chart is not None and h.accuracy_chart.isVisible(),
                    timeout=5000)
    assert list(h.accuracy_chart.points.getData()[1]) == [round(review.accuracy(), 1), 81.5,
                                                           88.0]
    opened.close()
    h.close()


def test_closing_the_comparison_early_leaves_no_stale_line(monkeypatch, bare_window, qtbot):
    """The Duplicate window closed before Expert is done: the card no longer says Expert
    is playing, and the history keeps no comparison."""
    monkeypatch.setattr(daily, "OPPONENT", "greedy")
    # slow enough to be closed: about a second for this match's four rounds, as Expert
    # at 60 deals took for 2026-11-29's ten
    monkeypatch.setattr(duplicate_window, "LEVEL", "expert:300")
    window = bare_window()
    persistence_of(window)
    # the date of the test above: over in four rounds at the shortest target
    window.start(replace(daily_setup(FIVE_UP, 2), target=155), daily=date(2025, 1, 19))
    play_out(window, qtbot)
    qtbot.waitUntil(lambda: window.findChild(DuplicateWindow) is not None, timeout=10_000)
    opened = window.findChild(DuplicateWindow)
    card = window.match_card
    assert card.comparison.isVisible() and "is playing" in bare(card.comparison.text())
    opened.close()
    qtbot.waitUntil(lambda: not card.comparison.isVisible(), timeout=5000)
    [entry] = History().read().entries
    assert entry.daily == "2025-01-19" and entry.duplicate is None


def test_the_match_after_a_daily_deal_teaches_again_and_hints(bare_window, qtbot):
    """Issue 37 (8): a daily match is played without teaching mode, for that match only.
    The next match used to start with teaching mode off too (the daily match's 'off' was
    kept as the player's setting), and H gave no hint."""
    window = bare_window()
    persistence = persistence_of(window)
    c = window.controller
    assert c.teaching and window.menus.act_teaching.isChecked()
    dialog = open_dialog(window, qtbot)
    QTest.mouseClick(dialog.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.match is not None and c.daily is not None, timeout=10_000)
    assert not c.teaching and not window.menus.act_teaching.isChecked()
    assert persistence.applier.settings.teaching  # the daily match's 'off' is its own
    window.start(daily_setup(FIVE_UP, 2))  # the next match, no daily deal
    assert c.daily is None
    assert c.teaching and window.menus.act_teaching.isChecked()
    # A hint is for a turn with a tile to place: when the deal leaves none, the
    # auto-draw (on by default) draws first; H pressed before that is refused.
    assert persistence.applier.settings.auto_draw
    qtbot.waitUntil(lambda: c.human_to_act() is not None and bool(c.match.legal_moves()),
                    timeout=60_000)
    c.hinter.seconds = 0.2
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    QTest.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: c.hinter.last is not None, timeout=20_000)
    qtbot.waitUntil(window.panel.hint_box.isVisible, timeout=5000)
    assert window.panel.hint_text()
    assert window.interaction.hot_point == c.hinter.last.best.move[1]  # marked on the table


def test_the_daily_deal_of_block_is_dealt_by_blocks_rules(bare_window, qtbot):
    """Issue 43: the dialog offers the classic games; Block's daily deal gives you seven
    tiles, and the holder of the highest double dealt leads with it, as the deal says."""
    window = bare_window()
    persistence_of(window)
    dialog = open_dialog(window, qtbot)
    offered = [dialog.variant.itemData(i).value for i in range(dialog.variant.count())]
    assert offered[:5] == ["five-up", "exact-61", "block", "draw", "all-fives"]
    dialog.variant.setCurrentIndex(offered.index("block"))
    QTest.mouseClick(dialog.play_button, Qt.MouseButton.LeftButton)
    c = window.controller
    now = today()
    qtbot.waitUntil(lambda: c.match is not None and c.daily == now, timeout=10_000)
    m = c.match
    deal = daily_deal(now, "block", 2)
    assert m.variant.value == "block" and [len(h) for h in deal.hands] == [7, 7]
    assert m.rounds[0].leader == deal.leader and follows_daily(m, now)
    assert m.rounds[0].layout.order[:1] in ([], [m.rounds[0].lead_tile])
    assert m.rounds[0].lead_tile in deal.hands[deal.leader]
