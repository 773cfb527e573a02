"""The flow of turns: whose turn it is, what happens by itself, and when.

After every action the flow takes the next step: it hands the screen over in
hot-seat, draws for a human with nothing to place (auto-draw), makes the forced
draws and passes, lets a computer seat think (``ComputerTurns``), and reports the
end of a round or of the match, each after the pace's pause so that a person can
follow the table.  A queued step of an older position is dropped (``later``).
It changes the match only through the engine's actions and tells the controller
what the engine answered (``announce``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from .narrator import drew_prompt, turn_prompt, winner_line
from .summary import tr
from .voice import fill

if TYPE_CHECKING:
    from .controller import GameController


class TurnFlow:
    """The step machine of one controller."""

    def __init__(self, controller: GameController) -> None:
        self.c = controller
        self.generation = 0  # queued steps of an older position are dropped
        self.reported: tuple[int, str] | None = None  # the end last reported
        self._draw_token = 0  # a queued auto-draw of an older turn is dropped

    def later(self, ms: int, fn: Callable[[], None]) -> None:
        """Call ``fn`` after ``ms`` unless the position changed meanwhile."""
        gen = self.generation

        def run() -> None:
            if gen == self.generation:
                fn()

        QTimer.singleShot(ms, self.c, run)

    def forget(self) -> None:
        """A new position: every queued step is dropped, every end may be told again."""
        self.generation += 1
        self.reported = None

    def human_drew(self) -> None:
        """The human drew by hand: a queued auto-draw must not draw a second tile."""
        self._draw_token += 1

    def after_action(self, delay: int = 0) -> None:
        m = self.c.match
        over = m is None or m.is_over or m.round.is_over
        self.later(0 if over else delay, self.step)

    def step(self) -> None:
        c = self.c
        m = c.match
        if m is None or c.bot_busy or c.frozen:
            return
        if m.is_over or m.round.is_over:
            self.report_end()
            return
        rnd = m.round
        seat = rnd.turn
        name = c.cast.name(seat)
        pace = c.pace
        if c.is_human(seat):
            if c.hot_seat and c.viewer != seat:
                if c.viewer is not None:
                    c.viewer = None
                    c.viewerChanged.emit()
                    c.changed.emit()
                c.status.emit(fill(tr("Pass the screen to {name}"), name=name), False)
                c.handoff.emit(seat)
                return
            if rnd.must_draw() and c.auto_draw and c.viewer == seat:
                c.status.emit(c.cast.by_person(
                    seat, tr("No tile fits: drawing from the stock…"),
                    tr("{name}, no tile fits: drawing from the stock…")), False)
                self._draw_token += 1
                token = self._draw_token
                self.later(pace.draw, lambda: self._auto_draw(seat, token))
                return
            c.status.emit(turn_prompt(c.cast, seat, rnd), False)
            if rnd.must_pass():
                self.later(pace.pass_, lambda: self._pass(seat))
            return
        if rnd.must_draw():
            self.later(pace.draw, lambda: self._computer_draw(seat))
        elif rnd.must_pass():
            c.status.emit(fill(tr("{name} cannot play and passes"), name=name), False)
            self.later(pace.pass_, lambda: self._pass(seat))
        else:
            c.status.emit(fill(tr("{name} is thinking…"), name=name), False)
            c.computer.think(m, seat, c.setup.seats[seat].level)

    def _pass(self, seat: int) -> None:
        m = self.c.match
        if m is None or m.round.is_over or m.round.turn != seat or not m.round.must_pass():
            return
        self.c.announce(m.pass_turn())
        self.after_action()

    def _computer_draw(self, seat: int) -> None:
        m = self.c.match
        if m is None or m.round.turn != seat or not m.round.must_draw():
            return
        self.c.announce(m.draw())
        self.after_action(self.c.pace.draw)

    def _auto_draw(self, seat: int, token: int) -> None:
        """Auto-draw: the shown human with nothing to place draws one tile; the next
        step draws again (after the pace's pause) until a tile fits or the stock is out."""
        c = self.c
        m = c.match
        if (token != self._draw_token or m is None or c.frozen or not c.auto_draw
                or c.human_to_act() != seat or not m.round.must_draw()):
            return
        drew = m.draw()
        c.announce(drew)
        if drew.fits:
            c.status.emit(drew_prompt(drew, False), False)
        self.after_action(0)

    def report_end(self) -> None:
        """The round's (or the match's) end, told once."""
        c = self.c
        m = c.match
        assert m is not None
        key = (m.round_index, "match" if m.is_over else "round")
        if self.reported == key:
            return
        self.reported = key
        end = m.round_end(m.round_index)
        if end is not None:
            c.narrator.round_ended(m, end)
        c.status.emit(winner_line(c.cast, m) if m.is_over else tr("Round over"), False)
        c.ended.emit(end)
        if not m.is_over and c.auto_next_round:
            self.later(0, c.next_round)
