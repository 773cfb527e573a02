"""Matches against a bot and main windows made for a test (the fixtures of tests/ui/conftest.py use them)."""

from __future__ import annotations

import pytest

from fivesup_qt.rules import FIVE_UP, Match, Variant
from fivesup_qt.ui.play.setup import MatchSetup, SeatSetup


def human_vs_bot(seed: int, variant: Variant = FIVE_UP, players: int = 2) -> MatchSetup:
    seats = [SeatSetup("Ann", True)] + [
        SeatSetup(f"Bot{i}", False, "greedy") for i in range(1, players)
    ]
    return MatchSetup(variant, tuple(seats), seed)


def find_seed(predicate, players: int = 2, variant: Variant = FIVE_UP) -> int:
    """The first seed whose first deal satisfies ``predicate(match)``."""
    for seed in range(2000):
        m = Match.new(variant, players, seed=seed, auto_forced=False)
        if predicate(m):
            return seed
    raise AssertionError("no seed found")


def new_window(qtbot, size: tuple[int, int] = (1200, 780)):
    """A fast main window on screen, no match dealt yet (as at start-up)."""
    from fivesup_qt.ui.main_window import MainWindow

    window = MainWindow(fast=True)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def persistence_of(window):
    """Saves, history and settings installed on ``window``, as at start-up; a question
    the test does not expect fails it at once instead of waiting for a click."""
    from fivesup_qt.ui.saving.install import install

    p = install(window)
    p.store.ask = lambda title, text: pytest.fail(f"unexpected question: {text}")
    return p


def match_end_told(window):
    """A test of whether the window's match model has told a match's end yet; listening
    from now on, so after every view and saving (they hear it first)."""
    told: list[bool] = []
    model = window.controller.model

    def heard(changes) -> None:
        if changes.over and model.match is not None and model.match.is_over:
            told.append(True)

    model.listen(heard)
    return lambda: bool(told)


def human_moves(window, qtbot, n: int = 2) -> None:
    """The human makes ``n`` placements (drawing when nothing fits), through the
    controller as the table's clicks do, waiting for each turn."""
    c = window.controller
    made = 0
    while made < n:
        qtbot.waitUntil(lambda: c.human_to_act() is not None or c.match.is_over
                        or c.match.round.is_over, timeout=5000)
        m = c.match
        if m.is_over or m.round.is_over:
            return
        if m.round.must_draw():
            c.draw()
            continue
        tile, point = m.legal_moves()[0]
        assert c.play(tile, point) is None
        made += 1
    qtbot.waitUntil(lambda: c.human_to_act() is not None or c.match.round.is_over, timeout=5000)


def computer_opens_a_double_you_cannot_answer(m: Match) -> bool:
    """The computer (seat 1, the greedy bot of ``human_vs_bot``) leads, and its one best
    opening is a double whose value you (seat 0) do not hold: you draw until a tile with
    that value comes, and it must be placed on one of the double's two line sides, which
    the rules call one place (rules/symmetry.py)."""
    from fivesup_qt.ai.valuation import points_now, worth
    from fivesup_qt.rules.tiles import IS_DOUBLE, LO, PIPS, TILES

    rnd = m.round
    if rnd.turn != 1:
        return False

    def greed(move) -> tuple[int, int]:  # GreedyBot's own measure (ties are random)
        return worth(m.variant, m.scores[1], points_now(rnd.layout, move, m.variant), m.target), \
            PIPS[move[0]]

    ranked = sorted(m.legal_moves(), key=greed, reverse=True)
    best = ranked[0][0]
    unique = len(ranked) == 1 or greed(ranked[0]) > greed(ranked[1])
    return unique and IS_DOUBLE[best] and all(LO[best] not in TILES[t] for t in rnd.hand(0))
