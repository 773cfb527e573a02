"""Replay a Deal's choices as the player reads them: the player is "you" in every
sentence ("You get North's hand; North gets your hand"), in English and in Arabic."""

from __future__ import annotations

import pytest
from helpers import SHOTS
from helpers.gui import drawn
from PySide6.QtCore import Qt

from fivesup_qt.ui.play.setup import default_names
from fivesup_qt.ui.windows.replay_deal import ReplayDealDialog
from fivesup_qt.ui.words import i18n
from fivesup_qt.ui.words.voice import bare, cast_of


@pytest.fixture
def arabic(qapp):
    assert i18n.install(qapp, "ar") == "ar"
    yield
    i18n.uninstall()


def dialog_for(qtbot, names: list[str], humans: list[int]) -> ReplayDealDialog:
    dialog = ReplayDealDialog(cast_of(names, humans), 1, 0)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_player_is_you_in_english(qtbot):
    dialog = dialog_for(qtbot, default_names(2), [0])
    assert bare(dialog.choices[1].text()) == \
        "Seats rotated by 1: You get North's hand; North gets your hand"
    SHOTS.mkdir(exist_ok=True)
    dialog.grab().save(str(SHOTS / "replay_deal_you_en.png"))
    three = dialog_for(qtbot, ["Ann", "Bo", "Cy"], [1])
    assert [bare(b.text()) for b in three.choices[1:]] == [
        "Seats rotated by 1: Ann gets Cy's hand; You get Ann's hand; Cy gets your hand",
        "Seats rotated by 2: Ann gets your hand; You get Cy's hand; Cy gets Ann's hand"]
    # several humans at the screen: nobody is "you"
    both = dialog_for(qtbot, ["Ann", "Bo"], [0, 1])
    assert bare(both.choices[1].text()) == "Seats rotated by 1: Ann gets Bo's hand; Bo gets Ann's hand"


def test_the_player_is_you_in_arabic(qtbot, arabic):
    dialog = dialog_for(qtbot, default_names(2), [0])
    assert dialog.layoutDirection() == Qt.LayoutDirection.RightToLeft
    button = dialog.choices[1]
    shown = drawn(button.text(), button.font())  # as the radio button draws it, read left to right
    said = "المقاعد مُدارة بمقعد واحد: أنت تأخذ يد الشمال؛ يأخذ الشمال يدك"
    assert shown == drawn(said, button.font())
    assert "أنت" not in bare(button.text()).split("؛ ")[1]  # "your hand", not "You's hand"
    SHOTS.mkdir(exist_ok=True)
    dialog.grab().save(str(SHOTS / "replay_deal_you_ar.png"))
