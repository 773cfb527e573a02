"""The New Match dialog builds the setup the controller deals from."""

from __future__ import annotations

from fivesup_qt.rules import EXACT_61, SHIPPED
from fivesup_qt.ui.play.setup import default_setup
from fivesup_qt.ui.windows.new_match import NewMatchDialog
from fivesup_qt.ui.words.voice import bare


def test_new_match_dialog_partnership(qtbot, make_window):
    dialog = NewMatchDialog(default_setup())
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(list(SHIPPED).index(EXACT_61))
    dialog.count_group.button(4).setChecked(True)
    _, name, kind = dialog.rows[2]
    name.setText("Partner")
    kind.setCurrentIndex(0)  # human
    setup = dialog.result_setup()
    assert setup.variant is EXACT_61 and setup.players == 4
    assert setup.seats[2].name == "Partner" and setup.seats[2].human
    assert setup.humans == [0, 2]
    window = make_window(setup, wait_human=False)
    qtbot.waitUntil(window.cards.handoff_card.isVisible, timeout=5000)
    # several humans at the screen: nobody is "You", the seat left unnamed is Player 1
    assert bare(window.panel.cards[0].name.text()).startswith("Player 1 & Partner")
