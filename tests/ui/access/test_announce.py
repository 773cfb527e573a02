"""What a screen reader is told while a match is played in the real window: each
placement, draw and pass once and politely, the round's end and the match's end once
and assertively, in the interface's language, the focus left where it was.

``QAccessible.updateAccessibility`` cannot be watched from Python, so the test records
what ``announce.send`` (its one caller) is given; tests/ui/access/test_atspi_client.py
hears the same through a real AT-SPI client."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from helpers.waiting import HANG_MS, moves_on
from helpers.windows import human_vs_bot
from PySide6.QtWidgets import QApplication

from fivesup_qt.rules import Drew, Passed, Played, tile_text
from fivesup_qt.rules.variants import displayed
from fivesup_qt.ui.access import announce
from fivesup_qt.ui.play.model import Changes
from fivesup_qt.ui.words import i18n
from fivesup_qt.ui.words.voice import bare

ARABIC = re.compile(r"[\u0600-\u06FF]")


@pytest.fixture
def spoken(monkeypatch):
    """Every announcement as (message, politeness), in order; each one checked to leave
    the keyboard focus where it was."""
    said: list[tuple[str, object]] = []
    real = announce.send

    def record(source, message, politeness):
        before = QApplication.focusWidget()
        said.append((message, politeness))
        real(source, message, politeness)  # Qt's own call still runs
        assert QApplication.focusWidget() is before

    monkeypatch.setattr(announce, "send", record)
    return said


def play_match(window, qtbot, rounds: int) -> list[object]:
    """The human places its first legal tile (drawing when nothing fits) until ``rounds``
    rounds are over or the match is; the engine's answers, in order."""
    c = window.controller
    actions: list[object] = []
    ends: list[object] = []

    def told(changes: Changes) -> None:
        if changes.applied is not None:
            actions.append(changes.applied)
        if changes.over:
            ends.append(changes.ended)

    c.model.listen(told)
    done = 0
    while True:
        qtbot.waitUntil(lambda: c.human_to_act() is not None or c.match.round.is_over,
                        timeout=HANG_MS)
        m = c.match
        if m.round.is_over:
            done += 1
            qtbot.waitUntil(lambda told=done: len(ends) == told, timeout=HANG_MS)  # told
            if m.is_over or done == rounds:
                return actions
            c.next_round()
            continue
        if m.round.must_draw():
            c.draw()
        elif m.round.must_pass():
            moves_on(qtbot, c)  # the pass is the controller's, after the pace's pause
        else:
            assert c.play(*m.legal_moves()[0]) is None


def told(actions: list[object]) -> list[list[object]]:
    """The engine's answers as a player hears them: draws that follow one another by
    themselves (nothing fits, the stock not out; the human's too, the game drawing for
    them) in one group, said when the run ends; every other answer alone."""
    groups: list[list[object]] = []
    for action in actions:
        last = groups[-1][-1] if groups else None
        if (isinstance(action, Drew) and action.again and isinstance(last, Drew)
                and last.seat == action.seat):
            groups[-1].append(action)
        else:
            groups.append([action])
    return groups


def words(text: str) -> str:
    return " ".join(bare(text).split())


def signed(points: int) -> str:
    """Raw points with the shown value, as spoken (a screen reader reads any space as one)."""
    return f"+{points} (+{displayed(points)})"


@pytest.mark.parametrize("language", ["en", "ar"])
def test_each_move_and_the_round_end_announced_once(make_window, qtbot, qapp, spoken, language):
    if language == "ar":
        assert i18n.install(qapp, "ar") == "ar"
    try:
        window = make_window(human_vs_bot(5))
        window.view.setFocus()
        qtbot.waitUntil(window.view.hasFocus, timeout=HANG_MS)
        spoken.clear()  # the deal is not news
        focus: list[bool] = []  # at each move: the table kept the keys
        window.controller.model.listen(
            lambda changes: focus.append(window.view.hasFocus()) if changes.applied else None)
        actions = play_match(window, qtbot, rounds=1)
    finally:
        i18n.uninstall()
    polite = [words(text) for text, how in spoken if how == announce.POLITE]
    loud = [words(text) for text, how in spoken if how == announce.ASSERTIVE]
    assert len(loud) == 1, loud  # the round's end, once
    groups = told(actions)
    assert len(polite) == len(groups), (polite, actions)  # one for each answer of the engine
    bot_moves = runs = 0
    for text, group in zip(polite, groups):
        action = group[0]
        assert bool(ARABIC.search(text)) == (language == "ar"), text
        who = "Ann" if action.seat == 0 else "Bot1"
        if language == "en":
            assert ("You" if who == "Ann" else who) in text, text
        else:
            assert who == "Ann" or who in text, text  # the player is addressed as you
        if len(group) > 1:  # a run of draws: one line, its number of tiles
            runs += 1
            assert text.count(who) <= 1, text
            if language == "en":
                draw = "You draw" if who == "Ann" else f"{who} draws"
                assert text == f"{draw} {len(group)} tiles", text
            else:
                assert text.count("تسحب") + text.count("يسحب") == 1, text
                assert ("قطعتين" if len(group) == 2 else f"{len(group)} قطع") in text, text
        elif isinstance(action, Played):
            assert tile_text(action.move[0]) in text, text
            for ev in action.events:  # each score, as the log gives it
                if ev.points and ev.kind != "settle":
                    assert signed(ev.points) in text, text
            bot_moves += action.seat == 1
        else:
            assert isinstance(action, (Drew, Passed))
    assert all(focus), focus
    assert bot_moves >= 3  # the computer's moves were among them
    assert runs >= 1  # and a run of draws
    m = window.controller.match
    for raw in m.scores:  # the round's end says the scores (a minus as a minus sign)
        raw_said, shown_said = (str(n).replace("-", "\u2212") for n in (raw, displayed(raw)))
        assert f" {raw_said} " in loud[0] and f"({shown_said}" in loud[0], loud[0]
    assert bool(ARABIC.search(loud[0])) == (language == "ar")



def test_the_match_end_announced_once_with_the_winner(make_window, qtbot, spoken):
    # a match to 31 (the shortest a player may choose), seed 1: five rounds, the last
    # one the match's (to 61, seed 2 took twenty)
    window = make_window(replace(human_vs_bot(1), target=155))
    spoken.clear()
    play_match(window, qtbot, rounds=1000)
    m = window.controller.match
    assert m.is_over
    loud = [bare(text) for text, how in spoken if how == announce.ASSERTIVE]
    assert len(loud) == m.round_index + 1  # each round's end once, the last one the match's
    winner = "You win the match!" if m.winner == 0 else "Bot1 wins the match!"
    assert winner in loud[-1]
    assert all(winner not in text for text in loud[:-1])
    assert all("wins the match" not in bare(text) and "You win" not in bare(text)
               for text, how in spoken if how == announce.POLITE)


def test_the_keys_are_answered_aloud(make_window, qtbot, spoken):
    """Right picks a tile, Tab a place: what the status line answers is heard at once,
    the place's score as the engine previews it; a second Tab on the only place is
    answered again (a key always is)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window = make_window(human_vs_bot(5))
    view, m = window.view, window.controller.match
    window.activateWindow()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus, timeout=HANG_MS)
    spoken.clear()
    playable = {t for t, _ in m.legal_moves()}
    for _ in range(len(m.round.hand(0))):
        QTest.keyClick(view, Qt.Key.Key_Right)
        if window.interaction.selected in playable:
            break
    picked = window.interaction.selected
    heard = [words(text) for text, how in spoken if how == announce.POLITE]
    assert heard and heard[-1] == words(window.status_label.text()), heard
    assert tile_text(picked) in heard[-1]
    places = [p for t, p in m.legal_moves() if t == picked]
    spoken.clear()
    QTest.keyClick(view, Qt.Key.Key_Tab)
    QTest.keyClick(view, Qt.Key.Key_Tab)
    heard = [words(text) for text, how in spoken if how == announce.POLITE]
    assert len(heard) == 2, heard
    point = window.interaction.hot_point
    raw = m.preview((picked, point)).points
    assert heard[-1].startswith(tile_text(picked) + " at ") and " scores " in heard[-1]
    assert (f"+{raw} (+{displayed(raw)})" if raw else "+0") in heard[-1], heard
    if len(places) == 1:
        assert heard[0] == heard[1]


def test_arabic_lists_its_points_with_its_own_comma(make_window, qtbot, qapp, spoken):
    """A tile that may go to several points, picked with the keys in Arabic: the points
    are heard as an Arabic list ('a، b'), and so does the table's description read
    them; a Latin ', ' was heard before."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from fivesup_qt.rules.tiles import NO_POINT
    from fivesup_qt.ui.words.summary import point_label

    assert i18n.install(qapp, "ar") == "ar"
    try:
        window = make_window(human_vs_bot(7))
        view, m = window.view, window.controller.match
        window.activateWindow()
        view.setFocus()
        qtbot.waitUntil(view.hasFocus, timeout=HANG_MS)
        assert len(m.round.layout.open_points()) >= 2
        spoken.clear()
        for _ in range(len(m.round.hand(0))):
            QTest.keyClick(view, Qt.Key.Key_Right)
            if len([p for p in window.interaction.zone_order if p != NO_POINT]) >= 2:
                break
        heard = words([text for text, how in spoken if how == announce.POLITE][-1])
        described = words(view.accessibleDescription())
        points = [p for p in window.interaction.zone_order if p != NO_POINT]
        names = [words(point_label(p)) for p in points]
    finally:
        i18n.uninstall()
    assert len(points) >= 2
    for text in (heard, described):
        assert ARABIC.search(text), text
        assert "، ".join(names) in text and ", " not in text, text
    assert "؛ " in described and "; " not in described, described  # its own semicolon too


def test_arabic_tour_lists_with_its_own_comma(qapp):
    """The rules tour's steps list the counted ends and the connection points as Arabic
    lists ('a، b'); a Latin ', ' was written before."""
    from fivesup_qt.ui.table.teaching import step_text, tour_steps

    assert i18n.install(qapp, "ar") == "ar"
    try:
        steps = tour_steps()
        texts = [words(step_text(step, i, len(steps))) for i, step in enumerate(steps)]
    finally:
        i18n.uninstall()
    lists = [t for t in texts if "، " in t]
    assert lists, texts  # some step counts two ends or offers two points
    assert not any(", " in t for t in texts), texts
