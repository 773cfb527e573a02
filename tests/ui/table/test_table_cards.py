"""Issue 38: the cards around the table (``ui/table_cards.py``) follow a match model made
here, with no main window and no controller: a finished match shows its round's and its
match's end, the next match hides them, undo hides the match's end, and their buttons
join the Tab order as they are made."""

from __future__ import annotations

import pytest
from helpers.random_play import finished
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from fivesup_qt.rules import FIVE_UP, Match
from fivesup_qt.ui.play.model import Changes, MatchModel
from fivesup_qt.ui.play.setup import match_setup
from fivesup_qt.ui.table_cards import TableCards
from fivesup_qt.ui.theme import LIGHT
from fivesup_qt.ui.words.voice import bare


class Joined:
    """A Tab order that keeps what joins it."""

    def __init__(self) -> None:
        self.widgets: list[QWidget] = []

    def join(self, *widgets: QWidget) -> None:
        self.widgets += widgets


class Calls:
    """The game's and the window's actions: none is taken here."""

    def __getattr__(self, name: str):
        return lambda *_a, **_kw: pytest.fail(f"{name} was called")



def test_the_cards_follow_the_model(qtbot, no_controller):
    table = QWidget()
    qtbot.addWidget(table)
    column = QVBoxLayout(table)
    stack = QWidget()
    grid = QGridLayout(stack)
    column.addWidget(stack, 1)
    table.resize(900, 700)
    table.show()
    model = MatchModel(match_setup(FIVE_UP, 2, names=["Ann", "Bob"], humans=(0,)))
    model.match = finished(seed=3)
    focus = Joined()
    cards = TableCards(table, column, stack, grid, model, Calls(), Calls(), lambda *_: None,
                       Calls(), focus, lambda: LIGHT)
    assert cards.buttons() == []  # nothing made before it is needed
    cards.show_end(auto_next_round=False)
    round_card, match_card = cards.round_end, cards.match_end
    assert round_card is not None and round_card.isVisible()
    assert match_card is not None and match_card.isVisible()
    said = bare(" ".join(label.text() for label in match_card.findChildren(QLabel)))
    assert ("You win the match" if model.match.winner == 0 else "Bob wins the match") in said
    assert set(focus.widgets) == set(cards.buttons())  # each button joined the Tab order
    assert round_card.next_button in focus.widgets and match_card.again_button in focus.widgets

    cards.follow(Changes(rewound=True))  # undo: the match is not over any more
    assert round_card.isVisible() and not match_card.isVisible()
    cards.show_end(auto_next_round=False)
    model.match = Match.new(FIVE_UP, 2, seed=8)  # the next match
    cards.follow(Changes(match=True, viewer=True, teaching=True))
    assert not round_card.isVisible() and not match_card.isVisible() and not cards.any_shown()
