"""One escaping rule (issue 10, item 9): a seat name full of markup and control characters
goes through every place a name is shown (score panel, log, teacher, round card, hand-over
card, status line, History, replay viewer, dialogs) and is shown literally, on one line,
and nothing it names is loaded."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from helpers.images import image_pixels
from helpers.matches import play_to_the_end, words
from helpers.random_play import finished
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from fivesup_qt.reading import one_line
from fivesup_qt.rules import FIVE_UP
from fivesup_qt.rules.record import record_of
from fivesup_qt.storage import History, entry_from_match
from fivesup_qt.ui.play.setup import match_setup
from fivesup_qt.ui.words.voice import bare


@pytest.fixture
def hostile(tmp_path, cyan_png):
    """Two names that would show the cyan test image if Qt read them as HTML (within the
    40 characters of a name), with a new line and an escape character."""
    short = Path(f"/tmp/fw{os.getpid()}.png")
    short.unlink(missing_ok=True)
    short.symlink_to(cyan_png)
    names = (f'<img src="{short}"><b>x</b>\ny', f'<img src="{short}">\x1bz')
    assert all(len(n) <= 40 for n in names)
    yield names
    short.unlink(missing_ok=True)


def _shown(name: str) -> str:
    """How a name is shown: its characters, control characters written out (one line)."""
    return one_line(name)


def _no_markup_in_rich_labels(widget) -> None:
    for label in widget.findChildren(QLabel):
        text = label.text()
        if label.textFormat() != Qt.TextFormat.PlainText:
            assert "<img" not in text, (label.objectName(), text)


def _check_browsers(panel, shown: str, teacher: bool = True) -> None:
    for browser in (panel.log, *([panel.teacher] if teacher else [])):
        document = browser.document()
        assert type(document).__name__ == "SafeTextDocument"
        assert document.requested == []  # nothing was asked for, let alone loaded
    assert shown in bare(panel.log.toPlainText())


def test_a_markup_name_is_shown_literally_everywhere(make_window, qtbot, hostile, home):
    human, computer = hostile
    setup = match_setup(FIVE_UP, 2, names=[human, computer], seed=7)
    window = make_window(setup)
    from fivesup_qt.ui.saving.install import install

    p = install(window)
    c = window.controller
    # the score panel: the player's and the computer's names as typed, on one line
    names = [bare(card.name.text()) for card in window.panel.cards]
    assert names == [_shown(human), _shown(computer)]
    assert all(card.name.textFormat() == Qt.TextFormat.PlainText for card in window.panel.cards)
    assert _shown(computer) in words(window.panel.cards[1].seats.text())
    # the status line: a reason naming the computer's hand
    tile = c.match.round.hand(1)[0]
    c.play(tile, -1)
    assert window.status_label.textFormat() == Qt.TextFormat.PlainText
    assert _shown(computer) in bare(window.status_label.text())
    # a round played: the log, the teacher, the round card
    play_to_the_end(window, qtbot, rounds=1)
    qtbot.waitUntil(lambda: window.cards.round_end is not None and window.round_card.isVisible(),
                    timeout=5000)
    _check_browsers(window.panel, _shown(computer))
    card = window.round_card
    assert _shown(computer) in words(card.hands.text())
    assert _shown(human) in words(card.scores.text())
    _no_markup_in_rich_labels(window)
    assert image_pixels(window) == 0
    # the resume question, as the next start would ask it
    asked = []
    p.store.ask = lambda title, text: asked.append(text) or False
    p.store.pending = p.store.autosave.load().loaded
    if p.store.pending is not None and not p.store.pending.finished:
        p.offer_resume()
        assert _shown(human) in bare(asked[0]) and _shown(computer) in bare(asked[0])


def test_a_markup_name_on_the_hand_over_card(make_window, qtbot, hostile):
    human, other = hostile
    setup = match_setup(FIVE_UP, 2, names=[human, other], humans=(0, 1), seed=3)
    window = make_window(setup, wait_human=False)
    qtbot.waitUntil(window.cards.handoff_card.isVisible, timeout=5000)
    c = window.controller
    name = _shown(setup.seats[c.match.round.turn].name)
    card = window.cards.handoff_card
    assert card.label.textFormat() == Qt.TextFormat.PlainText
    assert bare(card.label.text()) == f"Pass the screen to {name}"
    assert bare(card.button.text()) == f"I am {name}: show my hand"
    assert image_pixels(window) == 0


def test_a_markup_name_in_history_replay_and_dialogs(make_window, qtbot, hostile, home):
    human, computer = hostile
    window = make_window(match_setup(FIVE_UP, 2, seed=4))
    from fivesup_qt.ui.saving.install import install
    from fivesup_qt.ui.saving.persistence import message_box

    p = install(window)
    match = finished(3)
    names = [human, computer]
    seats = [{"type": "human"}, {"type": "bot", "level": "medium"}]
    History().append(entry_from_match(match, record_of(match, names=names, seats=seats),
                                      names=names, seats=seats))
    h = p.show_history()
    qtbot.addWidget(h)
    players = bare(h.table.item(0, 2).text())
    assert _shown(human) in players and _shown(computer) in players
    assert "&lt;img" in h.table.item(0, 2).toolTip()
    assert image_pixels(h) == 0
    # the replay viewer of the same record
    path = home / "hostile.fivesup.json"
    data = record_of(match, names=names, seats=seats)
    data["result"] = {"winner": match.winner, "scores": list(match.scores)}
    path.write_text(json.dumps(data))
    p.open_file(path)
    [viewer] = p.files.viewers
    qtbot.addWidget(viewer)
    assert [bare(card.name.text()).split(" — ")[0] for card in viewer.panel.cards] == [
        _shown(human), _shown(computer)]
    _check_browsers(viewer.panel, _shown(computer), teacher=False)
    _no_markup_in_rich_labels(viewer)
    assert image_pixels(viewer) == 0
    # messages: a file name with markup is plain text in the box
    shown = []
    p.reporter.messageShown.connect(shown.append)
    p.open_file(home / "<b>missing</b>.fivesup.json")
    assert "<b>missing</b>" in bare(shown[-1])
    box = message_box(message_box.__globals__["QMessageBox"].Icon.Warning, "t", shown[-1],
                      message_box.__globals__["QMessageBox"].StandardButton.Ok, window)
    assert box.textFormat() == Qt.TextFormat.PlainText
