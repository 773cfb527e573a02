"""Issue 23, findings 2, 3 and 8 in the window: long records and long names.

A record at the largest size the game accepts opens and is saved so that it reads back;
a larger one is refused at once with the limit said; a name a million characters long
is cut at MAX_NAME wherever it enters (the New Match dialog, the settings dialog, a
record opened in the game or in the replay viewer); the review of a long record shows
its count of decisions at once and stops when Cancel is pressed, before any decision."""

from __future__ import annotations

import json
import random
import re

from helpers.windows import persistence_of
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from fivesup_qt.commands.bench.long_record import overshooting_record
from fivesup_qt.rules import Match
from fivesup_qt.rules.record import MAX_NAME, MAX_ROUNDS, load_record, record_of
from fivesup_qt.storage import read_record
from fivesup_qt.ui.words.voice import bare

MILLION = "x" * 1_000_000
CUT = "x" * MAX_NAME


def install(window):
    p = persistence_of(window)
    p.files.confirm_replace = lambda: "abandon"
    return p


def longest_run(text: str) -> int:
    """The longest run of "x" in a text (every name here is made of x's)."""
    return max((len(run) for run in re.findall("x+", text)), default=0)


def finished_match(seed: int) -> Match:
    rng = random.Random(seed)
    match = Match.new("five-up", 2, seed=seed)
    while not match.is_over:
        if match.round.is_over:
            match.start_round()
            continue
        match.push(rng.choice(match.legal_moves()))
    return match


# -- finding 3 --------------------------------------------------------------------------------
def test_a_million_character_name_is_cut_wherever_it_enters(bare_window, qtbot, home):
    from fivesup_qt.storage import Settings
    from fivesup_qt.ui.windows.new_match import NewMatchDialog
    from fivesup_qt.ui.windows.settings import SettingsDialog

    window = bare_window()
    p = install(window)
    # typed or pasted into the New Match dialog and the settings dialog
    dialog = NewMatchDialog(p.default_setup())
    qtbot.addWidget(dialog)
    dialog.rows[0][1].setText(MILLION)
    assert dialog.rows[0][1].text() == CUT and dialog.result_setup().seats[0].name == CUT
    settings = SettingsDialog(Settings(), window)
    qtbot.addWidget(settings)
    boxes = [box for box in settings.findChildren(type(dialog.rows[0][1]))
             if box.maxLength() < 1000]
    assert boxes and all(box.maxLength() == MAX_NAME for box in boxes)

    # a finished record with the name: the replay viewer opens with it cut
    path = home / "long-name.fivesup.json"
    path.write_text(json.dumps(record_of(finished_match(4), names=[MILLION, "Ben"])),
                    encoding="utf-8")
    p.open_file(path)
    [viewer] = p.files.viewers
    qtbot.addWidget(viewer)
    assert viewer.setup.seats[0].name == CUT
    assert CUT in viewer.panel.cards[0].name.text()
    assert longest_run(viewer.panel.cards[0].name.text()) == MAX_NAME
    log = viewer.panel.log.toPlainText()
    assert CUT in log and longest_run(log) == MAX_NAME
    viewer.first.click()  # every step shows it cut
    assert longest_run(viewer.panel.cards[0].name.text()) == MAX_NAME
    assert longest_run(viewer.panel.log.toPlainText()) <= MAX_NAME

    # an unfinished one is played on in the window, and saved with the name cut
    path = home / "long-name-on.fivesup.json"
    path.write_text(json.dumps(record_of(Match.new("five-up", 2, seed=3),
                                         names=[MILLION, "Ben"])), encoding="utf-8")
    p.open_file(path)
    assert window.controller.setup.seats[0].name == CUT
    assert longest_run(window.panel.cards[0].name.text()) == MAX_NAME
    assert longest_run(window.panel.log.toPlainText()) <= MAX_NAME
    assert read_record(p.store.autosave.path).data["names"] == [CUT, "Ben"]


# -- finding 2 --------------------------------------------------------------------------------
def test_a_record_past_the_limit_is_refused_at_once_in_the_window(bare_window, qtbot, home):
    window = bare_window()
    p = install(window)
    data = overshooting_record(MAX_ROUNDS + 1)
    path = home / "too-long.fivesup.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    before = window.controller.match
    assert p.open_file(path) is None
    assert window.controller.match is before and not p.files.viewers
    [message] = p.reporter.messages
    assert "could not be opened" in message
    assert f"the match has {MAX_ROUNDS + 1:,} rounds; a match record holds at most " \
           f"{MAX_ROUNDS:,}" in message


def test_a_record_at_the_limit_opens_and_its_saves_read_back(bare_window, qtbot, home):
    window = bare_window()
    p = install(window)
    path = home / "long.fivesup.json"
    path.write_text(json.dumps({**overshooting_record(MAX_ROUNDS), "names": ["Ann", "Ben"]}),
                    encoding="utf-8")
    loaded = p.open_file(path)
    assert loaded is not None and window.controller.match is loaded.match
    assert len(read_record(p.store.autosave.path).match.rounds) == MAX_ROUNDS
    whole = p.store.autosave.path.read_bytes()  # read back whole just now
    saved = home / "saved.fivesup.json"
    assert p.files.save_as(saved)
    assert len(read_record(saved).match.rounds) == MAX_ROUNDS
    # the match stops at the largest record, as simulate abandons it: round 1,001 is
    # never dealt (the game plays nothing it could not save), and the player is told why
    match = window.controller.match
    assert match.round.is_over and not match.is_over
    said: list[str] = []
    window.controller.status.connect(lambda text, _error: said.append(bare(text)))
    window.controller.next_round()  # the player asks for round 1,001
    assert len(match.rounds) == MAX_ROUNDS
    assert said and f"reached {MAX_ROUNDS:,} rounds" in said[-1] and "new match" in said[-1]
    assert bare(window.status_label.text()) == said[-1]  # on screen
    # saved, whole: the very record read back above (not read and replayed again, 0.5 s)
    assert p.store.autosave.path.read_bytes() == whole


# -- finding 8 --------------------------------------------------------------------------------
def test_the_review_of_a_long_record_counts_at_once_and_cancels_at_once(qtbot):
    from fivesup_qt.ai.review import DEFAULT_DEALS, decision_count
    from fivesup_qt.ui.play.setup import match_setup
    from fivesup_qt.ui.review.window import ReviewWindow

    record = load_record(overshooting_record(MAX_ROUNDS))
    setup = match_setup(record.variant, 2, names=["Ann", "Ben"])
    total = decision_count(record, 0)
    review = ReviewWindow(record, setup, "long", deals=DEFAULT_DEALS)
    qtbot.addWidget(review)
    review.show()
    qtbot.waitExposed(review)
    seen: list[tuple[int, int]] = []
    review.runner.progressed.connect(lambda done, n: seen.append((done, n)))
    qtbot.waitUntil(lambda: bool(seen), timeout=30_000)
    assert seen[0] == (0, total) and total > 1000  # the count, before any decision
    # the bar counts to the total (how far it got by now depends on the machine's speed)
    assert review.progress.maximum() == total and 0 <= review.progress.value() <= total
    assert review.cancel_button.isEnabled()
    QTest.mouseClick(review.cancel_button, Qt.MouseButton.LeftButton)
    assert not review.runner.running and "cancelled" in bare(review.summary.text())
    assert review.start_button.isEnabled() and not review.cancel_button.isEnabled()
    count = len(seen)
    worker = review.runner.worker  # the review's own worker: it stops, not runs on
    qtbot.waitUntil(lambda: worker.idle, timeout=10_000)
    assert len(seen) == count and review.review is None  # nothing after Cancel
    review.close()
