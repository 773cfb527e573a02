"""Screenshots of the review, fair-play and tracker views (issue 13) to look at, offscreen:

    .venv/bin/python tests/bench/review_shots.py OUT LANG

LANG en|ar.  Writes OUT/<view>-<LANG>.png for: the review window while it runs and once
done with a decision shown, the round end with every hand and the stock face up, the
Replay a Deal dialog, the match-end card with Review, Match History with its Review and
Replay buttons, How the Computer Plays, the tile tracker in the side panel and its
reason on hover, and the How to Play guide at its review section.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from pathlib import Path

from fivesup_qt.rules import FIVE_UP

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["FIVESUP_QT_HOME"] = tempfile.mkdtemp(prefix="fivesup-qt-review-shots-")

SAMPLE = Path(__file__).resolve().parents[2] / "fivesup_qt" / "resources" / "sample-match.fivesup.json"


def main(argv: list[str]) -> int:
    out, lang = Path(argv[0]), argv[1]
    out.mkdir(parents=True, exist_ok=True)
    from fivesup_qt.ui.startup import application

    app = application("review-shots")
    app.setStyle("Fusion")
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication, QToolTip, QWidget

    from fivesup_qt.rules import Match
    from fivesup_qt.rules.record import record_of
    from fivesup_qt.storage import History, entry_from_match, read_record
    from fivesup_qt.ui.main_window import MainWindow
    from fivesup_qt.ui.play.setup import MatchSetup, SeatSetup, bots_only, match_setup
    from fivesup_qt.ui.review.window import ReviewWindow
    from fivesup_qt.ui.saving.install import install
    from fivesup_qt.ui.windows.replay_deal import ReplayDealDialog
    from fivesup_qt.ui.words import i18n

    i18n.install(app, language=lang)
    names = ["أحمد", "ليلى", "Cy"] if lang == "ar" else ["Ann", "Bea", "Cy"]

    def pump(seconds: float = 0.05) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents()
            time.sleep(0.005)

    def until(condition, seconds: float = 60.0) -> None:
        end = time.monotonic() + seconds
        while not condition() and time.monotonic() < end:
            pump(0.02)

    def save(widget: QWidget, name: str) -> None:
        path = out / f"{name}-{lang}.png"
        widget.grab().save(str(path))
        print(path)

    # the review window: running (progress, Cancel), then done with a decision shown
    loaded = read_record(SAMPLE)
    record = loaded.record
    setup = match_setup(record.variant, record.players, names=names[:2])
    review = ReviewWindow(record, setup, SAMPLE.name, deals=60)
    review.show()
    until(lambda: review.progress.value() >= 20)
    save(review, "review-running")
    until(lambda: review.review is not None)
    review.show_decision(17)
    pump(0.2)
    review.view.finish_animations()
    pump()
    save(review, "review-done")
    review.close()

    # the round end: every hand and the stock face up; Replay a Deal; the tracker
    window = MainWindow(fast=True)
    window.resize(1280, 820)
    window.show()
    persistence = install(window)
    persistence.store.ask = lambda title, text: False
    three = MatchSetup(FIVE_UP, (SeatSetup(names[0], True), SeatSetup(names[1], False, "greedy"),
                                         SeatSetup(names[2], False, "greedy")), 11)
    window.start(three)
    c = window.controller
    rng = random.Random(3)
    tracker_shot = False
    while not c.match.round.is_over:
        until(lambda: c.match.round.is_over or c.human_to_act() is not None, 10)
        if c.match.round.is_over:
            break
        box = window.panel.tracker
        if not tracker_shot and any(label.toolTip() for label in box.seat_lines
                                    if label.isVisible()):
            window.view.finish_animations()
            pump()
            save(window, "tracker-window")
            label = next(lb for lb in box.seat_lines if lb.toolTip())
            QToolTip.showText(label.mapToGlobal(QPoint(10, 5)), label.toolTip(), label)
            pump(0.3)
            tip = next((w for w in QApplication.topLevelWidgets()
                        if w.inherits("QTipLabel") and w.isVisible()), None)
            if tip is not None:
                save(tip, "tracker-tooltip")
            QToolTip.hideText()
            save(window.panel, "tracker-panel")
            tracker_shot = True
        moves = c.match.legal_moves()
        if moves:
            c.play(*rng.choice(moves))
        elif c.match.round.must_draw():
            c.draw()
        pump(0.02)
    until(window.round_card.isVisible, 5)
    window.view.finish_animations()
    pump(0.2)
    save(window, "round-end-stock")
    window.round_card.replay_button.click()
    pump(0.2)
    dialog = window.findChild(ReplayDealDialog)
    if dialog is not None:
        save(dialog, "replay-deal-dialog")
        dialog.reject()
    window.show_computer_help()
    pump(0.2)
    from fivesup_qt.ui.windows.computer_help import ComputerHelpDialog

    help_page = window.findChild(ComputerHelpDialog)
    if help_page is not None:
        save(help_page, "computer-help")
        help_page.close()
    window.show_help()
    pump(0.2)
    from fivesup_qt.ui.windows.guide import GuideDialog

    guide = window.findChild(GuideDialog)
    if guide is not None:
        browser = guide.browser
        browser.scrollToAnchor("")
        cursor = browser.document().find("Reviewing a match" if lang == "en" else "مراجعة مباراة")
        if not cursor.isNull():
            browser.setTextCursor(cursor)
            browser.ensureCursorVisible()
        pump(0.1)
        save(guide, "guide-review")
        guide.close()

    # Match History with Review and Replay a Deal
    rng = random.Random(5)
    m = Match.new("exact-61", 2, seed=5)
    while not m.is_over:
        if m.round.is_over:
            m.start_round()
            continue
        m.push(rng.choice(m.legal_moves()))
    seats = [{"type": "human"}, {"type": "bot", "level": "hard"}]
    History().append(entry_from_match(m, record_of(m, names=names[:2], seats=seats),
                                      names=names[:2], seats=seats))
    history = persistence.show_history()
    history.resize(900, 420)
    pump(0.2)
    save(history, "history-buttons")
    history.close()

    # the match end: the winner card with Review
    window.controller.auto_next_round = True
    window.start(bots_only(2, FIVE_UP, 7))
    until(lambda: c.match.is_over, 120)
    until(lambda: window.match_card.isVisible(), 5)
    window.view.finish_animations()
    pump(0.2)
    save(window, "match-end-review")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
