"""The review's table names the move played beside its own tile (issue 40, item 4).

Every opening's moves share one place (the empty table), and later a place may take
several tiles: the badge there lists them all.  "(played)" was written after the whole
badge, so it read as the last tile's mark ("3|3 best · 2|5 −11.7 · … · 0|3 −22.5
(played)" where 2|5 was played)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from helpers import REPO, SHOTS
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from fivesup_qt.storage import read_record
from fivesup_qt.ui.play.setup import match_setup
from fivesup_qt.ui.review.window import LABEL_COLUMN, ReviewWindow
from fivesup_qt.ui.words.summary import move_label
from fivesup_qt.ui.words.voice import bare

RECORDS = {  # a two-player match of each rule set, its first rounds
    "exact-61": REPO / "fivesup_qt" / "resources" / "sample-match.fivesup.json",
    "five-up": REPO / "tests" / "data" / "five-up-branch-alongside-line.fivesup.json",
}
ROUNDS = 8  # enough rounds for an opening and a later shared place with the move played
DEALS = 6  # a quick review: the badge's words do not hang on the depth


def tile_of(move: tuple[int, int]) -> str:
    """'2|5': the tile of a move, as a badge names it."""
    return bare(move_label(move)).split(" ")[0]


@pytest.mark.parametrize("variant", sorted(RECORDS))
def test_played_marks_the_tile_played_at_an_opening_and_later(qtbot, variant):
    loaded = read_record(RECORDS[variant]).record
    assert loaded.variant.value == variant
    record = replace(loaded, rounds=loaded.rounds[:ROUNDS])
    setup = match_setup(record.variant, record.players, names=["Ann", "Bea"])
    window = ReviewWindow(record, setup, "badges", deals=DEALS, seat=0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.review is not None, timeout=60_000)

    def shared(d) -> bool:
        """Another move at the point played, listed after it: the old badge marked that."""
        at = [move for move, _ in d.values if move[1] == d.played[1]]
        return at[-1] != d.played

    openings = [i for i, d in enumerate(window.decisions) if d.move_no == 1 and shared(d)]
    later = [i for i, d in enumerate(window.decisions) if d.move_no > 1 and shared(d)]
    assert openings and later, "the record has both kinds of decision"
    for index in (openings[0], later[0]):
        item = window.item_of(index)
        window.tree.scrollToItem(item)
        rect = window.tree.visualRect(window.tree.indexFromItem(item, LABEL_COLUMN))
        QTest.mouseClick(window.tree.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, rect.center())
        assert window.shown == index
        d = window.decisions[index]
        badge = bare(window.marks.zones[d.played[1]].label.text)
        parts = badge.split(" · ")
        assert len(parts) > 1, badge
        marked = [part for part in parts if "(played)" in part]
        assert len(marked) == 1, badge
        assert marked[0].split(" ")[0] == tile_of(d.played), badge
        if d.best != d.played:  # and the best move keeps its own word, unmarked
            best = next(part for part in parts if part.startswith(tile_of(d.best) + " "))
            assert best == f"{tile_of(d.best)} best", badge
    window.view.finish_animations()
    SHOTS.mkdir(exist_ok=True)
    window.grab().save(str(SHOTS / f"review_badge_played_{variant}.png"))
    window.close()
