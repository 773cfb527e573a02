"""Duplicate gives one answer (issue 40, item 3): the same match played in duplicate from
the match-end card gave +105, from Match History +120.  The game's Hard and Expert think
for a time, so a busier machine gave them fewer deals and the replay other moves.  A
duplicate now plays them at a fixed number of deals a decision.

Each window's replay is run here as its runner would run it, under a machine's clock
(``Clock``): the match-end card's under a quick one, Match History's under a slow one.
Their totals, as the windows write them, must be the same."""

from __future__ import annotations

from helpers.random_play import finished
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from fivesup_qt.ai import duplicate as duplicate_module
from fivesup_qt.ai import expert, hard
from fivesup_qt.rules.record import record_of
from fivesup_qt.storage import History, entry_from_match
from fivesup_qt.ui.play.jobs import duplicate_job
from fivesup_qt.ui.play.setup import match_setup
from fivesup_qt.ui.review.duplicate_window import DuplicateWindow
from fivesup_qt.ui.review.job import DuplicateRunner
from fivesup_qt.ui.words.voice import bare

NAMES = ["Ann", "Bo"]
SEATS = [{"type": "human"}, {"type": "bot", "level": "hard"}]  # both sides think for a time


class Clock:
    """``time`` as the bots read it on a machine where ``step`` seconds pass between two
    looks at the clock: a large step is a slow or busy machine."""

    def __init__(self, step: float) -> None:
        self.now = 0.0
        self.step = step

    def perf_counter(self) -> float:
        self.now += self.step
        return self.now


def run_under(monkeypatch, clock: Clock) -> None:
    """Every duplicate window started from now on replays at once, here, under ``clock``."""
    def start_duplicate(runner, record, seat, level, levels, seed=0):
        runner.cancel()
        runner.running = True
        with monkeypatch.context() as m:
            m.setattr(expert, "time", clock)
            m.setattr(hard, "time", clock)
            result = duplicate_job(record, seat, level, levels, seed)()
        runner._done(result)

    monkeypatch.setattr(DuplicateRunner, "start_duplicate", start_duplicate)


def test_the_match_end_card_and_history_give_the_same_figure(make_window, qtbot, monkeypatch):
    from fivesup_qt.ui.saving.install import install

    # a quick test: two deals a decision (the game's are 160 and 600), a short match.  What
    # it guards is the clock: replayed under both clocks with the levels not fixed (both
    # windows' Hard and Expert on their time), 20 of this match's 21 rounds differ.
    monkeypatch.setattr(duplicate_module, "FIXED_DEALS", {"hard": 2, "expert": 2})
    match = finished(3, 2, "five-up", target=155)
    record = record_of(match, names=NAMES, seats=SEATS)
    History().append(entry_from_match(match, record, names=NAMES, seats=SEATS,
                                      date="2024-06-01T12:00:00+0000"))
    window = make_window(match_setup(match.variant, 2, names=NAMES, humans=(0,),
                                     levels=[None, "hard"], target=match.target),
                         wait_human=False)
    persistence = install(window)
    window.controller.load_match(match, teaching=False)
    assert window.controller.match.is_over

    # the match-end card's "Play it in duplicate" (its slot), on a quick machine
    run_under(monkeypatch, Clock(0.004))
    from_card = window.duplicate_match()
    assert from_card is not None and from_card.result is not None
    # Match History's "Play it in duplicate", on a slow one
    run_under(monkeypatch, Clock(1.0))
    history = persistence.show_history()
    qtbot.waitExposed(history)
    QTest.mouseClick(history.duplicate_button, Qt.MouseButton.LeftButton)
    from_history = history.findChild(DuplicateWindow)
    assert from_history is not None and from_history.result is not None

    assert from_card.level == from_history.level == "expert"
    card_total, history_total = bare(from_card.total.text()), bare(from_history.total.text())
    assert card_total.startswith("You scored ") and "Expert in your seat" in card_total
    assert card_total == history_total
    assert from_card.result == from_history.result  # every round, move for move
    from_card.close()
    from_history.close()
    history.close()


def test_history_says_which_comparison_it_keeps(qtbot, bare_window):
    """A match played in duplicate twice: its row shows the second figure, and its tips
    (the figure's and the column's) say that the last comparison made is the one kept
    (before, the first was written over without a word)."""
    from fivesup_qt.storage.history import DuplicateResult, by_id
    from fivesup_qt.ui.saving.install import install

    match = finished(3, 2, "five-up", target=155)
    history = History()
    history.append(entry_from_match(match, record_of(match, names=NAMES, seats=SEATS),
                                    names=NAMES, seats=SEATS, date="2024-06-01T12:00:00+0000"))
    made = history.read().entries[0].id
    history.annotate(by_id(made), duplicate=DuplicateResult("expert", 175, 70))  # +105
    history.annotate(by_id(made), duplicate=DuplicateResult("expert", 175, 55))  # +120
    window = bare_window()
    shown = install(window).show_history()
    qtbot.waitExposed(shown)
    assert shown.table.rowCount() == 1
    cell = shown.table.item(0, 7)
    assert bare(cell.text()) == "+120"
    kept = ("The history keeps the last comparison made of a match: playing it in duplicate "
            "again replaces it.")
    tip = bare(cell.toolTip())
    assert "You scored 175, Expert in your seat 55" in tip and kept in tip
    assert kept in bare(shown.table.horizontalHeaderItem(7).toolTip())
    shown.close()
