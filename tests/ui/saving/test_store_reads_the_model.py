"""Issue 38: saving follows the match model made here, with no main window and no
controller: the match on the model is autosaved after each placement, a shown
position is not the match in play, and a resumed record is handed to the one action
saving is given (``load_match``)."""

from __future__ import annotations

from PySide6.QtWidgets import QMainWindow

from fivesup_qt.rules import FIVE_UP, Match, Played
from fivesup_qt.storage import Settings, read_record
from fivesup_qt.ui.play.model import Changes, MatchModel
from fivesup_qt.ui.play.setup import match_setup
from fivesup_qt.ui.saving.match_store import MatchStore
from fivesup_qt.ui.saving.report import Reporter


def test_the_store_saves_what_the_model_tells(qtbot, no_controller):
    window = QMainWindow()
    qtbot.addWidget(window)
    said: list[tuple[str, bool]] = []
    loaded: list[tuple[Match, object]] = []
    model = MatchModel(match_setup(FIVE_UP, 2, names=["Ann", "Bob"], humans=(0,)))
    store = MatchStore(model, lambda match, setup=None, **_kw: loaded.append((match, setup)),
                       Reporter(window, lambda text, error: said.append((text, error))),
                       Settings)
    store.listen()
    match = Match.new(FIVE_UP, 2, seed=5, auto_forced=True)
    model.match, model.viewer = match, 0
    model.tell(Changes(match=True, viewer=True, teaching=True))
    assert store.current is not None and store.current.match is match
    saved = read_record(store.autosave.path)
    assert saved.data["names"] == ["Ann", "Bob"] and not saved.match.rounds[0].layout.order

    played = match.play(match.legal_moves()[0])
    assert isinstance(played, Played)
    model.tell(Changes(applied=played))
    saved = read_record(store.autosave.path)
    assert saved.match.rounds[0].layout.order == match.round.layout.order  # the placement kept

    shown = Match.new(FIVE_UP, 2, seed=9, auto_forced=True)  # a position of the rules tour
    model.show(shown, model.setup, viewer=None)
    assert store.current.match is match  # still the match in play
    assert read_record(store.autosave.path).match.state() == match.state()

    store.adopt(saved)  # a resumed record: put on the table by the action saving was given
    assert loaded and loaded[-1][0] is saved.match
    assert [seat.name for seat in loaded[-1][1].seats] == ["Ann", "Bob"]
    assert said == []  # nothing went wrong
