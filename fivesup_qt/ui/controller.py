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
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ..rules import DOMINO, IllegalMove, Match, Variant, move_text, tile_text
from ..rules.match import PLACE, SETTLE, Preview
from ..rules.round import DRAW, PASS, PLAY
from . import summary
from .setup import MatchSetup, default_setup

if TYPE_CHECKING:
    from ..rules.observation import Observation

HINT_SECONDS = 0.6  # the hint's thinking budget (Hard's search)


class _BotSignals(QObject):
    done = Signal(int, object)  # generation, move


class _BotTask(QRunnable):
    """One bot decision on a worker thread; the observation is a private snapshot."""

    def __init__(self, level: str, obs: Observation, seed: int, gen: int, signals: _BotSignals):
        super().__init__()
        self.level, self.obs, self.seed, self.gen, self.signals = level, obs, seed, gen, signals

    def run(self) -> None:
        from ..ai.bots import make_bot  # loaded on the worker, not at start-up

        try:
            move = make_bot(self.level).choose(self.obs, Random(self.seed))
        except Exception:  # a failing bot must never take the game down
            move = self.obs.legal_moves[0] if self.obs.legal_moves else None
        self.signals.done.emit(self.gen, move)


class _HintSignals(QObject):
    done = Signal(int, object)  # generation, Hint (or None)


class _HintTask(QRunnable):
    """The teaching hint on a worker thread: it sees the seat's observation only."""

    def __init__(self, obs: Observation, seed: int, gen: int, seconds: float,
                 signals: _HintSignals, level: str = "hard"):
        super().__init__()
        self.obs, self.seed, self.gen, self.seconds, self.signals = obs, seed, gen, seconds, signals
        self.level = level

    def run(self) -> None:
        from ..ai.hard import Budget
        from ..ai.hints import hint

        try:
            result = hint(self.obs, Random(self.seed),
                          Budget(seconds=self.seconds, deals=48, min_deals=6), level=self.level)
        except Exception:  # a failing hint must never take the game down
            result = None
        self.signals.done.emit(self.gen, result)


class TurnCommand(QUndoCommand):
    """A human placement and everything that followed it until the human's next
    decision (bots' replies, draws, passes).  Undo takes the engine back with
    ``match.undo()``; redo re-pushes the exact recorded engine actions."""

    def __init__(self, controller: GameController, start: int, text: str) -> None:
        super().__init__(text)
        self.controller = controller
        self.start = start  # round.actions before the placement
        self.round_index = controller.match.round_index
        self.actions: list[tuple[str, int, int]] = []  # (kind, tile, point) for redo
        self._first = True

    def redo(self) -> None:
        if self._first:  # pushed after the placement was made
            self._first = False
            return
        self.controller._replay(self.actions)

    def undo(self) -> None:
        self.actions = self.controller._take_back(self.start)


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
    taught = Signal(str)  # teaching mode: one explanation (HTML)
    teachingChanged = Signal(bool)
    hintStarted = Signal()
    hintReady = Signal(object)  # a fivesup_qt.ai.hints.Hint, or None
    undone = Signal()  # the position went back or forth (undo/redo)

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
        self.frozen = False  # a shown position (rules tour): nothing moves by itself
        self.teaching = True  # per match: on by default for the first match
        self.undo_stack = QUndoStack(self)
        self._hint_signals = _HintSignals(self)
        self._hint_signals.done.connect(self._hint_done)
        self.hint_busy = False
        self.hint_seconds = HINT_SECONDS
        self.hint_level = "hard"  # or "expert": the settings' choice of who gives hints
        self.last_hint = None

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

    def preview(self, tile: int, point: int) -> Preview:
        """What a legal placement would make (the engine's ``match.preview``)."""
        return self.match.preview((tile, point))

    def counted_after(self, tile: int, point: int) -> list[int]:
        """The counted ends' values after a legal placement (played and taken back
        on the real layout: nothing else touches it on the GUI thread)."""
        layout = self.match.round.layout
        layout.play(tile, point)
        try:
            return [end.value for end in layout.counted()]
        finally:
            layout.undo()

    # -- match flow --------------------------------------------------------------
    def new_match(self, setup: MatchSetup | None = None) -> None:
        """Deal a new match from ``setup`` (the current one when None)."""
        if setup is not None:
            self.setup = setup
        match = Match.new(self.setup.variant, self.setup.players, seed=self.setup.seed,
                          auto_forced=False)
        self.load_match(match)

    def load_match(self, match: Match, setup: MatchSetup | None = None, *,
                   viewer: int | None = -1, frozen: bool = False,
                   teaching: bool | None = None, log: list[str] | None = None) -> None:
        """Show and play ``match`` (a new deal, a constructed position, a save).
        ``viewer`` -1: the single human seat; ``frozen``: nothing moves by itself."""
        if setup is not None:
            self.setup = setup
        self._gen += 1
        self.bot_busy = False
        self.hint_busy = False
        self.last_hint = None
        self.frozen = frozen
        self.match = match
        if teaching is not None:  # else the last match's setting carries over
            self.teaching = teaching
        self._bot_rng = Random(self.setup.seed)
        humans = self.setup.humans
        if viewer == -1:
            viewer = humans[0] if len(humans) == 1 else None
        self.viewer = viewer
        self._reported = None
        self._events_logged = len(match.events)
        self.undo_stack.clear()
        if log is not None:  # a match shown again (after the rules tour, a save)
            self.log = list(log)
        else:
            self.log = []
            n = self.match.players
            text = QCoreApplication.translate("summary", "New match: {variant}, %n player(s)", "", n)
            self._log(summary.plural(text, n).format(variant=summary.variant_name(self.match.variant)))
            self._log_round_start()
        self.matchStarted.emit()
        self.teachingChanged.emit(self.teaching)
        self.viewerChanged.emit()
        self.changed.emit()
        if not frozen:
            self._later(0, self._step)

    def set_teaching(self, on: bool) -> None:
        """Teaching mode of the current match (overlays, previews, teacher, undo)."""
        if on != self.teaching:
            self.teaching = on
            if not on:
                self.undo_stack.clear()
            self.teachingChanged.emit(on)
            self.changed.emit()

    def refresh(self) -> None:
        """The match was moved from outside (rules tour): show it again."""
        self.changed.emit()

    def next_round(self) -> None:
        """Deal the next round once the current one is over (the right leader)."""
        m = self.match
        if m is None or not m.needs_new_round():
            return
        m.start_round()
        self._reported = None
        self.undo_stack.clear()
        self.last_hint = None
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
        if self.frozen:
            reason = summary.tr("this is a shown position: nothing may be placed")
        elif seat is None:
            reason = summary.tr("pass the screen to the player first")
        else:
            engine = m.why_illegal((tile, point), seat)
            reason = summary.reason_text(engine, self.names) if engine is not None else None
        if reason is None and self.bot_busy:
            reason = summary.tr("wait: the computer is thinking")
        if reason is not None:
            self.status.emit(reason, True)
            return reason
        command = None
        if self.can_undo_moves():
            command = TurnCommand(self, m.round.actions, summary.tr("place {move}").format(
                move=move_text((tile, point))))
        self._place(seat, tile, point)
        if command is not None:
            self.undo_stack.push(command)
        return None

    def draw(self) -> str | None:
        """The shown human draws from the stock (only when nothing fits)."""
        m = self.match
        seat = self.human_to_act()
        if m is None or seat is None or self.frozen:
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
        self.last_hint = None
        score_before = m.scores[m.scorer_of[seat]]
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
        if self.teaching:
            values = [end.value for end in m.round.layout.counted()]
            self.taught.emit(summary.placement_lesson(self.names, seat, text, values, end_sum,
                                                      points, score_before, mine))
        self.placed.emit(seat, tile, point, points)
        self.changed.emit()
        self._after_action()

    def _after_draw(self, seat: int, tile: int) -> None:
        m = self.match
        name = self.names[seat]
        self._log(summary.tr("{name} draws").format(name=name))
        if self.teaching:
            values = m.round.layout.values
            history = m.round.history()
            again = len(history) > 1 and history[-2][0] == DRAW and history[-2][2] == seat
            self.taught.emit(summary.draw_lesson(name, [v for v in range(7) if values >> v & 1],
                                                 m.round.must_play == tile, again))
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
        if self.teaching:
            self.taught.emit(summary.pass_lesson(self.names[seat]))
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
        if m is None or self.bot_busy or self.frozen:
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
        from ..rules.observation import observe

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
        if self.teaching:
            self.taught.emit("<br>".join(summary.round_end_lines(self.names, m, m.round_index)))
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

    # -- teaching: hints, undo and redo ---------------------------------------------
    def request_hint(self) -> str | None:
        """Ask Hard (off the GUI thread) for the shown human's best move."""
        m = self.match
        seat = self.human_to_act()
        if m is None or seat is None or self.frozen or not m.legal_moves():
            reason = summary.tr("a hint is for your turn, when a tile can be placed")
            self.status.emit(reason, True)
            return reason
        if self.bot_busy or self.hint_busy:
            return None
        from ..rules.observation import observe

        self.hint_busy = True
        self.hintStarted.emit()
        self.status.emit(summary.tr("Thinking about a hint…"), False)
        task = _HintTask(observe(m, seat), self._bot_rng.randrange(1 << 30), self._gen,
                         self.hint_seconds, self._hint_signals, self.hint_level)
        self._pool.start(task)
        return None

    def _hint_done(self, gen: int, result) -> None:
        if gen != self._gen:
            return
        self.hint_busy = False
        m = self.match
        if result is None or m.why_illegal(result.best.move, self.human_to_act()) is not None:
            self.status.emit(summary.tr("No hint now"), False)
            self.hintReady.emit(None)
            return
        self.last_hint = result
        label = summary.move_label(move_text(result.best.move))
        if result.level == "expert":
            self.status.emit(summary.tr("Hint: Expert's move {move}").format(move=label), False)
        else:
            self.status.emit(summary.tr("Hint: {move}").format(move=label), False)
        self.hintReady.emit(result)

    def can_undo_moves(self) -> bool:
        """Undo/redo: teaching mode, one human, the round still going."""
        m = self.match
        return (self.teaching and not self.frozen and m is not None and not m.is_over
                and not m.round.is_over and len(self.setup.humans) == 1)

    def undo(self) -> None:
        if self.can_undo_moves() and self.undo_stack.canUndo():
            self.undo_stack.undo()

    def redo(self) -> None:
        if self.can_undo_moves() and self.undo_stack.canRedo():
            self.undo_stack.redo()

    def _cancel_pending(self) -> None:
        """Forget a thinking bot, a pending hint and queued steps."""
        self._gen += 1
        self.bot_busy = False
        self.hint_busy = False
        self.last_hint = None

    def _take_back(self, start: int) -> list[tuple[str, int, int]]:
        """Undo the round's actions back to ``start``; returns them for a redo."""
        self._cancel_pending()
        m = self.match
        rnd = m.round
        history = rnd.history()
        actions = [(kind, tile, rnd.layout.parent[tile] if kind == PLAY else -1)
                   for kind, tile, _ in history[start:]]
        while rnd.actions > start:
            m.undo()
        self._events_logged = min(self._events_logged, len(m.events))
        self._reported = None
        self._log(summary.tr("<i>Undone: back before your move</i>"))
        if self.teaching:
            self.taught.emit(summary.tr("<i>Undone: the position is back before your move.</i>"))
        self._after_jump()
        return actions

    def _replay(self, actions: list[tuple[str, int, int]]) -> None:
        """Redo: re-push the recorded engine actions exactly."""
        self._cancel_pending()
        m = self.match
        for kind, tile, point in actions:
            if kind == PLAY:
                m.push((tile, point))
            elif kind == DRAW:
                m.draw()
            elif kind == PASS:
                m.pass_turn()
        self._events_logged = len(m.events)
        self._log(summary.tr("<i>Redone</i>"))
        self._after_jump()

    def _after_jump(self) -> None:
        self.undone.emit()
        self.changed.emit()
        self._later(0, self._step)

    def shutdown(self) -> None:
        """Forget pending work and wait for a thinking bot (window closing)."""
        self._gen += 1
        self._pool.waitForDone(2000)
