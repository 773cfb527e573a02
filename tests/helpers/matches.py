"""Matches played or set up for a test: to their end, unfinished, almost finished."""

from __future__ import annotations

import random

from fivesup_qt.rules import FIVE_UP, Match
from fivesup_qt.rules.record import record_of
from fivesup_qt.ui.words import voice
from helpers.waiting import moves_on, until


def laid_out(html: str) -> str:
    """What a rich text says, without markup, its isolates kept (as Qt lays it out)."""
    from PySide6.QtGui import QTextDocumentFragment

    return QTextDocumentFragment.fromHtml(html).toPlainText()


def words(html: str) -> str:
    """What a rich text says, without markup and isolates."""
    return voice.bare(laid_out(html))


def play_to_the_end(window, qtbot, rounds: int | None = None) -> None:
    """The human plays the most points (drawing when nothing fits) until the match is
    over (or ``rounds`` rounds are over)."""
    c = window.controller
    done = 0
    for _ in range(4000):
        # looked at after each batch of events, not every 10 ms (a match: hundreds of turns)
        until(lambda: c.human_to_act() is not None or c.match.round.is_over,
              "your turn or the round's end", 10_000)
        m = c.match
        if m.round.is_over:  # told from the event loop: a last move of yours ends it first
            told = (m.round_index, "match" if m.is_over else "round")
            until(lambda: c.flow.reported == told, "the end told", 10_000)  # noqa: B023
        if m.is_over:
            return
        if m.round.is_over:
            done += 1
            if rounds is not None and done >= rounds:
                return
            c.next_round()
            continue
        if m.round.must_draw():
            c.draw()
            continue
        if m.round.must_pass():
            moves_on(qtbot, c)  # the automatic pass
            continue
        move = max(m.legal_moves(), key=lambda mv: m.preview(mv).points)
        assert c.play(*move) is None
    raise AssertionError("the match did not end")


def unfinished_match():
    """A two-player Five-Up match with a few moves of its first round made."""
    import random

    from fivesup_qt.rules import Match

    m = Match.new(FIVE_UP, 2, seed=5)
    rng = random.Random(5)
    while not any(m.scores):  # some points for the scores to show
        if m.round.is_over:
            m.start_round()
        m.push(rng.choice(m.legal_moves()))
    return m


def almost_finished(seed: int = 3) -> tuple[Match, dict]:
    """A bot match one placement before its end, as a record (names, seats)."""
    rng = random.Random(seed)
    m = Match.new(FIVE_UP, 2, seed=seed)
    while True:
        if m.round.is_over:
            m.start_round()
            continue
        move = rng.choice(m.legal_moves())
        trial = m.copy()
        trial.push(move)
        if trial.is_over:
            break
        m.push(move)
    return m, record_of(m, names=["Cy", "Di"], seats=[{"type": "bot", "level": "greedy"},
                                                      {"type": "bot", "level": "random"}])
