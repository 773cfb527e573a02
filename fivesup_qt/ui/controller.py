"""The one controller: owns the match and turns user intents into engine moves.

Scene, hand, panel and log only read ``controller.match`` and react to the
signals below; nothing else changes the match.  Computer seats think on a
QThreadPool worker with a snapshot observation; their move comes back as a
queued signal and is played here, on the GUI thread.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from random import Random

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from ..ai.bots import make_bot
from ..rules import DOMINO, IllegalMove, Match, Variant, move_text, tile_text
from ..rules.match import PLACE, SETTLE
from ..rules.observation import Observation, observe
from . import summary
from .setup import MatchSetup, default_setup


class _BotSignals(QObject):
    done = Signal(int, object)  # generation, move


class _BotTask(QRunnable):
    """One bot decision on a worker thread; the observation is a private snapshot."""

    def __init__(self, level: str, obs: Observation, seed: int, gen: int, signals: _BotSignals):
        super().__init__()
        self.level, self.obs, self.seed, self.gen, self.signals = level, obs, seed, gen, signals

    def run(self) -> None:
        try:
            move = make_bot(self.level).choose(self.obs, Random(self.seed))
        except Exception:  # a failing bot must never take the game down
            move = self.obs.legal_moves[0] if self.obs.legal_moves else None
        self.signals.done.emit(self.gen, move)


class GameController(QObject):
    """Owns the ``Match``; every change of it goes through here."""

    matchStarted = Signal()
    roundStarted = Signal()
    changed = Signal()
    placed = Signal(int, int, int, int)  # seat, tile, point, raw points
    drew = Signal(int, int)  # seat, tile
    passed = Signal(int)
    roundOver = Signal()
    matchOver = Signal()
    status = Signal(str, bool)  # message, is an error
    logged = Signal(str)  # one HTML line of the log
    handoff = Signal(int)  # hot-seat: pass the screen to this seat
    viewerChanged = Signal()
    thinking = Signal(int)  # a computer seat started thinking

    def __init__(self, parent: QObject | None = None, *, fast: bool = False) -> None:
        super().__init__(parent)
        self.fast = fast  # no delays (smoke run, tests)
        self.bot_delay = 0 if fast else 650
        self.draw_delay = 0 if fast else 380
        self.pass_delay = 0 if fast else 900
        self.auto_next_round = False  # the smoke run deals on by itself
        self.setup: MatchSetup = default_setup()
        self.match: Match | None = None
        self.viewer: int | None = None  # the seat whose hand is shown face up
        self.log: list[str] = []
        self._gen = 0
        self._reported: tuple[int, str] | None = None
        self._bot_rng = Random()
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _BotSignals(self)
        self._signals.done.connect(self._bot_done)
        self._think_started = 0.0
        self._events_logged = 0
        self.bot_busy = False

    # -- queries ---------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [s.name for s in self.setup.seats]

    def is_human(self, seat: int) -> bool:
        return self.setup.seats[seat].human

    @property
    def hot_seat(self) -> bool:
        return len(self.setup.humans) > 1

    def human_to_act(self) -> int | None:
        """The human seat that may act now (its turn, its hand shown), else None."""
        m = self.match
        if m is None or m.is_over or m.round.is_over:
            return None
        seat = m.round.turn
        if self.is_human(seat) and self.viewer == seat:
            return seat
        return None

    def acting_seat(self) -> int | None:
        """The seat on whose behalf user input is judged (the shown human hand)."""
        return self.viewer

    def points_preview(self, tile: int, point: int) -> int:
        """Raw placement points of a legal move, from the engine's layout (on a copy)."""
        from ..rules import placement_points

        layout = self.match.round.layout.copy()
        points = placement_points(layout.play(tile, point))
        return points

    # -- match flow --------------------------------------------------------------
    def new_match(self, setup: MatchSetup | None = None) -> None:
        """Deal a new match from ``setup`` (the current one when None)."""
        if setup is not None:
            self.setup = setup
        self._gen += 1
        self.bot_busy = False
        self.match = Match.new(self.setup.variant, self.setup.players, seed=self.setup.seed,
                               auto_forced=False)
        self._bot_rng = Random(self.setup.seed)
        humans = self.setup.humans
        self.viewer = humans[0] if len(humans) == 1 else None
        self.log = []
        self._reported = None
        self._events_logged = 0
        self._log(summary.tr("New match: {variant}, {n} players").format(
            variant=self.match.variant.title, n=self.match.players))
        self._log_round_start()
        self.matchStarted.emit()
        self.viewerChanged.emit()
        self.changed.emit()
        self._later(0, self._step)

    def next_round(self) -> None:
        """Deal the next round once the current one is over (the right leader)."""
        m = self.match
        if m is None or not m.needs_new_round():
            return
        m.start_round()
        self._reported = None
        self._log_round_start()
        self.roundStarted.emit()
        self.changed.emit()
        self._later(0, self._step)

    def reveal(self) -> None:
        """Hot-seat: the seat to move has the screen; show its hand."""
        m = self.match
        if m is None or m.is_over or m.round.is_over:
            return
        seat = m.round.turn
        if self.is_human(seat) and self.viewer != seat:
            self.viewer = seat
            self.viewerChanged.emit()
            self.changed.emit()
            self._later(0, self._step)

    # -- user intents -------------------------------------------------------------
    def play(self, tile: int, point: int) -> str | None:
        """The shown human places ``tile`` at ``point``; returns the reason if illegal."""
        m = self.match
        if m is None:
            return summary.tr("no match")
        seat = self.acting_seat()
        if seat is None:
            reason = summary.tr("pass the screen to the player first")
        else:
            reason = m.why_illegal((tile, point), seat)
        if reason is None and self.bot_busy:
            reason = summary.tr("wait: the computer is thinking")
        if reason is not None:
            reason = summary.name_seats(reason, self.names)
            self.status.emit(reason, True)
            return reason
        self._place(seat, tile, point)
        return None

    def draw(self) -> str | None:
        """The shown human draws from the stock (only when nothing fits)."""
        m = self.match
        seat = self.human_to_act()
        if m is None or seat is None:
            reason = summary.tr("it is not your turn")
            self.status.emit(reason, True)
            return reason
        try:
            tile = m.draw()
        except IllegalMove as exc:
            self.status.emit(str(exc), True)
            return str(exc)
        self._after_draw(seat, tile)
        return None

    # -- engine actions ------------------------------------------------------------
    def _place(self, seat: int, tile: int, point: int) -> None:
        m = self.match
        text = move_text((tile, point))
        points = m.play((tile, point), seat)
        end_sum = m.round.layout.end_sum
        # The placement's own event, plus an Exact 61 domino's joined settlement entry.
        fresh = m.events[self._events_logged:]
        mine = fresh[:1] if fresh and fresh[0].kind == PLACE and fresh[0].seat == seat else []
        rest = fresh[len(mine):]
        if (rest and m.variant is Variant.EXACT_61 and m.round.end == DOMINO
                and rest[0].kind == SETTLE and rest[0].seat == seat):
            mine.append(rest[0])
        self._events_logged += len(mine)
        self._log(summary.placement_line(self.names, seat, text, end_sum, mine))
        self.placed.emit(seat, tile, point, points)
        self.changed.emit()
        self._after_action()

    def _after_draw(self, seat: int, tile: int) -> None:
        m = self.match
        name = self.names[seat]
        self._log(summary.tr("{name} draws").format(name=name))
        self.drew.emit(seat, tile)
        self.changed.emit()
        if self.is_human(seat) and self.viewer == seat:
            if m.round.must_play == tile:
                self.status.emit(summary.tr("You drew {t}: it fits, place it now").format(
                    t=tile_text(tile)), False)
            elif m.round.must_draw():
                self.status.emit(summary.tr("You drew {t}: nothing fits yet, draw again").format(
                    t=tile_text(tile)), False)
        self._after_action(self.draw_delay if not self.is_human(seat) else 0)

    def _pass(self, seat: int) -> None:
        m = self.match
        if m.round.is_over or m.round.turn != seat or not m.round.must_pass():
            return
        m.pass_turn()
        self._log(summary.tr("{name} passes").format(name=self.names[seat]))
        self.passed.emit(seat)
        self.changed.emit()
        self._after_action()

    def _after_action(self, delay: int = 0) -> None:
        m = self.match
        over = m.is_over or m.round.is_over
        self._later(0 if over else delay, self._step)

    # -- the step machine ----------------------------------------------------------
    def _step(self) -> None:
        m = self.match
        if m is None or self.bot_busy:
            return
        if m.is_over or m.round.is_over:
            self._report_end()
            return
        rnd = m.round
        seat = rnd.turn
        name = self.names[seat]
        if self.is_human(seat):
            if self.hot_seat and self.viewer != seat:
                if self.viewer is not None:
                    self.viewer = None
                    self.viewerChanged.emit()
                    self.changed.emit()
                self.status.emit(summary.tr("Pass the screen to {name}").format(name=name), False)
                self.handoff.emit(seat)
                return
            if rnd.must_pass():
                self.status.emit(summary.tr("{name}: nothing fits and the stock is empty, pass")
                                 .format(name=name), False)
                self._later(self.pass_delay, lambda: self._pass(seat))
                return
            if rnd.must_draw():
                self.status.emit(summary.tr("{name}: no tile fits, draw from the stock (D)")
                                 .format(name=name), False)
            elif rnd.must_play >= 0:
                self.status.emit(summary.tr("{name}: place the tile you drew, {t}")
                                 .format(name=name, t=tile_text(rnd.must_play)), False)
            else:
                self.status.emit(summary.tr("{name}: your turn, drag a tile to a lit point")
                                 .format(name=name), False)
            return
        if rnd.must_draw():
            self._later(self.draw_delay, lambda: self._bot_draw(seat))
            return
        if rnd.must_pass():
            self.status.emit(summary.tr("{name} cannot play and passes").format(name=name), False)
            self._later(self.pass_delay, lambda: self._pass(seat))
            return
        self._launch_bot(seat)

    def _bot_draw(self, seat: int) -> None:
        m = self.match
        if m.round.turn != seat or not m.round.must_draw():
            return
        self._after_draw(seat, m.draw())

    def _launch_bot(self, seat: int) -> None:
        self.bot_busy = True
        self.thinking.emit(seat)
        self.status.emit(summary.tr("{name} is thinking…").format(name=self.names[seat]), False)
        obs = observe(self.match, seat)
        self._think_started = time.monotonic()
        task = _BotTask(self.setup.seats[seat].level, obs, self._bot_rng.randrange(1 << 30),
                        self._gen, self._signals)
        self._pool.start(task)

    def _bot_done(self, gen: int, move) -> None:
        if gen != self._gen:
            return
        waited = int((time.monotonic() - self._think_started) * 1000)
        self._later(max(0, self.bot_delay - waited), lambda: self._bot_apply(move))

    def _bot_apply(self, move) -> None:
        self.bot_busy = False
        m = self.match
        seat = m.round.turn
        if move is None or m.why_illegal(tuple(move), seat) is not None:
            move = m.legal_moves()[0]
        self._place(seat, move[0], move[1])

    def _report_end(self) -> None:
        m = self.match
        key = (m.round_index, "match" if m.is_over else "round")
        if self._reported == key:
            return
        self._reported = key
        for ev in m.events[self._events_logged:]:
            self._log(summary.settle_line(self.names, m, ev))
        self._events_logged = len(m.events)
        if m.is_over:
            winner = summary.scorer_name(self.names, m, m.winner)
            self._log(summary.tr("<b>{who} wins the match</b>").format(who=winner))
            self.status.emit(summary.tr("{who} wins the match").format(who=winner), False)
            self.matchOver.emit()
        else:
            self.status.emit(summary.tr("Round over"), False)
            self.roundOver.emit()
            if self.auto_next_round:
                self._later(0, self.next_round)

    # -- helpers -------------------------------------------------------------------
    def _log_round_start(self) -> None:
        m = self.match
        self._log(summary.tr("<i>Round {n}: {name} leads</i>").format(
            n=m.round_index + 1, name=self.names[m.round.leader]))

    def _log(self, line: str) -> None:
        self.log.append(line)
        self.logged.emit(line)

    def _later(self, ms: int, fn: Callable[[], None]) -> None:
        gen = self._gen

        def run() -> None:
            if gen == self._gen:
                fn()

        QTimer.singleShot(ms, self, run)

    def shutdown(self) -> None:
        """Forget pending work and wait for a thinking bot (window closing)."""
        self._gen += 1
        self._pool.waitForDone(2000)
