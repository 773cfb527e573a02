"""The one controller: owns the match and turns user intents into engine moves.

Every view reads the match model (``model.py``), which the controller alone writes and
then tells what changed (``_tell``); nothing else changes the match.  Its jobs have named homes:
off-thread work goes to the ``WorkerRunner``, a computer seat's choice to
``ComputerTurns`` (its move comes back by ``decided``), hints to the ``Hinter``, what
happens next (hot-seat hand-over, auto-draw, forced draws and passes, the round end)
to the turn machine ``turns.next_step``, the queue of paced steps to the ``TurnFlow``,
the story of the match to the ``Narrator``, undo to ``TurnHistory`` (plain data over
the engine's mark and rewind).  What remains here: the match, the player's intents,
acting on each step, and the engine's answers told to everyone (``announce``).
"""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ...rules import Drew, IllegalMove, Match, Move, Played, Preview
from ...rules.outcome import Action
from ...rules.record import MAX_ROUNDS
from ..words import turn_words
from ..words.narrator import Narrator, drew_prompt, fell_back_text, turn_prompt, winner_line
from ..words.summary import reason_text, tr
from ..words.voice import Cast, cast_of_setup
from .computer import ComputerTurns
from .flow import TurnFlow
from .hinter import Hinter
from .model import Changes, MatchModel, OnModel
from .pace import INSTANT, NORMAL, Pace
from .setup import MatchSetup, default_setup
from .turns import AutoDraw, Draw, HandOver, Pass, RoundOver, Think, next_step
from .undo import TurnHistory
from .worker import WorkerRunner

if TYPE_CHECKING:
    from datetime import date

    from ...ai.hints import Hint

class GameController(QObject):
    """Owns the ``Match``; every change of it goes through here."""

    # what changed in the match is told by its model (``model.listen``), not here
    status = Signal(str, bool)  # message, is an error
    handoff = Signal(int)  # hot-seat: pass the screen to this seat

    def __init__(self, parent: QObject | None = None, *, fast: bool = False) -> None:
        super().__init__(parent)
        self.fast = fast  # no delays whatever the settings (smoke run, tests)
        # what the views read: the match, the seats, the hand shown, teaching, the pace
        self.model = MatchModel(default_setup(), INSTANT if fast else NORMAL)
        self.model.teaching = True  # per match: on by default for the first match
        self.one_click = False  # one click places a tile that fits in one place only
        self.auto_next_round = False  # the smoke run deals on by itself
        # the player's own choice, which a daily match sets aside and the next match
        # (and the settings) keep: a daily match's teaching mode is off for that match only
        self.teaching_chosen = True
        self.flow = TurnFlow(self)
        self._draw_turn = 0  # a queued auto-draw of an older turn is dropped
        self.worker = WorkerRunner(self)
        self.computer = ComputerTurns(self.worker, self)
        self.computer.delay = self.pace.computer
        self.computer.decided.connect(self._computer_decided)
        self.hinter = Hinter(self.worker, self._hint_fits, self)
        self.hinter.ready.connect(self._hint_said)
        self.narrator = Narrator(lambda: self.cast, lambda: self.teaching, self)
        self.turns = TurnHistory(self, self)

    def set_pace(self, pace: Pace) -> None:
        """The animation speed setting: how long computer turns, draws and passes take
        (a ``fast`` controller stays instant)."""
        if not self.fast:
            self.pace = pace
            self.computer.delay = pace.computer

    # -- the model's state, which the controller alone writes ----------------------
    match: OnModel[Match | None] = OnModel()
    setup: OnModel[MatchSetup] = OnModel()
    viewer: OnModel[int | None] = OnModel()  # the seat whose hand is shown face up
    frozen: OnModel[bool] = OnModel()  # a shown position (rules tour): nothing moves by itself
    teaching: OnModel[bool] = OnModel()
    pace: OnModel[Pace] = OnModel()
    auto_draw: OnModel[bool] = OnModel()  # a human with nothing to place draws by itself

    def _tell(self, changes: Changes) -> None:
        """Every view of the model reads it again, knowing what changed."""
        self.model.tell(changes)

    # -- queries ---------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return self.model.names

    @property
    def cast(self) -> Cast:
        """The names and the seat addressed as "you" (the single human seat)."""
        return cast_of_setup(self.setup)

    @property
    def log(self) -> list[str]:
        return self.narrator.lines

    @property
    def daily(self) -> date | None:
        """The date of the daily match in play (``MatchModel.daily``)."""
        return self.model.daily

    def is_human(self, seat: int) -> bool:
        return self.model.is_human(seat)

    @property
    def hot_seat(self) -> bool:
        return self.model.hot_seat

    def human_to_act(self) -> int | None:
        """The human seat that may act now (its turn, its hand shown), else None."""
        return self.model.human_to_act()

    def acting_seat(self) -> int | None:
        """The seat on whose behalf user input is judged (the shown human hand)."""
        return self.viewer

    def preview(self, tile: int, point: int) -> Preview:
        """What a legal placement would make (the engine's ``match.preview``)."""
        assert self.match is not None
        return self.match.preview((tile, point))

    # -- match flow --------------------------------------------------------------
    def new_match(self, setup: MatchSetup | None = None, daily: date | None = None) -> None:
        """Deal a new match from ``setup`` (the current one when None); with ``daily``,
        the daily match of that date (``rules/daily.py``: every round's deal the date's)."""
        if setup is not None:
            self.setup = setup
        if daily is not None:
            from ...rules.daily import daily_match

            match = daily_match(daily, self.setup.variant, self.setup.players,
                                target=self.setup.target, auto_forced=False)
        else:
            match = Match.new(self.setup.variant, self.setup.players, seed=self.setup.seed,
                              auto_forced=False, target=self.setup.target)
        # a daily match starts without teaching mode: its comparison is of the player's own play
        self.load_match(match, daily=daily, teaching=False if daily is not None else None)

    def load_match(self, match: Match, setup: MatchSetup | None = None, *,
                   viewer: int | None = -1, frozen: bool = False,
                   teaching: bool | None = None, log: list[str] | None = None,
                   lessons: list[str] | None = None, daily: date | None = None) -> None:
        """Show and play ``match`` (a new deal, a constructed position, a save).
        ``viewer`` -1: the single human seat; ``frozen``: nothing moves by itself;
        ``daily``: the date whose daily deals the match's rounds are dealt from."""
        if setup is not None:
            self.setup = setup
        self.cancel_pending()
        self.frozen = frozen
        self.match = match
        if daily is not None:
            self.model.daily_deal = (match, daily)
        if teaching is not None:  # else the last match's setting carries over
            self.teaching = teaching
        elif self.daily is None:  # not a daily match's, set aside for it
            self.teaching = self.teaching_chosen
        if self.daily is None and not frozen:  # (a shown position's is not chosen either)
            self.teaching_chosen = self.teaching
        self.computer.rng = Random(self.setup.seed)
        humans = self.setup.humans
        if viewer == -1:
            viewer = humans[0] if len(humans) == 1 else None
        self.viewer = viewer
        self.turns.clear()
        if log is not None:  # a match shown again (after the rules tour, a save)
            self.narrator.restore(log, lessons)
        else:
            self.narrator.match_started(match)
        self._tell(Changes(match=True, teaching=True, viewer=True))
        if not frozen:
            self.flow.later(0, self.step)

    def rename_seats(self, setup: MatchSetup) -> None:
        """The seats' names or levels changed in the settings, mid-match: shown at once."""
        self.setup = setup
        self._tell(Changes())

    def set_teaching(self, on: bool) -> None:
        """Teaching mode of the current match (overlays, previews, teacher, undo)."""
        if self.daily is None and not self.frozen:
            self.teaching_chosen = on
        if on != self.teaching:
            self.teaching = on
            if not on:
                self.turns.clear()
            self._tell(Changes(teaching=True))

    def next_round(self) -> None:
        """Deal the next round once the current one is over (the right leader).  A match
        at the most rounds a record holds stops there, unfinished, as ``simulate``
        abandons it: what the game cannot save again, it does not play."""
        m = self.match
        if m is None or not m.needs_new_round():
            return
        if len(m.rounds) >= MAX_ROUNDS:
            self.status.emit(turn_words.too_many_rounds(f"{MAX_ROUNDS:,}"), True)
            return
        if self.daily is not None:  # every round of a daily match has the date's deal
            from ...rules.daily import start_daily_round

            start_daily_round(m, self.daily)
        else:
            m.start_round()  # a new round index: its end is told anew
        self.turns.clear()
        self.hinter.forget()
        self.narrator.round_started(m)
        self._tell(Changes(round=True))
        self.flow.later(0, self.step)

    def reveal(self) -> None:
        """Hot-seat: the seat to move has the screen; show its hand."""
        m = self.match
        if m is None or m.is_over or m.round.is_over:
            return
        seat = m.round.turn
        if self.is_human(seat) and self.viewer != seat:
            self.viewer = seat
            self._tell(Changes(viewer=True))
            self.flow.later(0, self.step)

    # -- user intents -------------------------------------------------------------
    def _refuse(self, reason: str) -> str:
        self.status.emit(reason, True)
        return reason

    def play(self, tile: int, point: int) -> str | None:
        """The shown human places ``tile`` at ``point``; returns the reason if illegal."""
        m = self.match
        if m is None:
            return self._refuse(tr("no match"))
        seat = self.acting_seat()
        if self.frozen:
            return self._refuse(tr("this is a shown position: nothing may be placed"))
        if seat is None:
            return self._refuse(tr("pass the screen to the player first"))
        why = m.why_illegal((tile, point), seat)
        if why is not None:
            return self._refuse(reason_text(why, self.cast))
        if self.bot_busy:
            return self._refuse(tr("wait: the computer is thinking"))
        command = self.turns.begin((tile, point))
        self._place(seat, (tile, point))
        self.turns.push(command)
        return None

    def draw(self) -> str | None:
        """The shown human draws from the stock (only when nothing fits)."""
        m = self.match
        seat = self.human_to_act()
        if m is None or seat is None or self.frozen:
            return self._refuse(tr("it is not your turn"))
        self._draw_turn += 1  # a queued auto-draw would draw a second tile
        try:
            drew = m.draw()
        except IllegalMove as exc:
            return self._refuse(reason_text(exc.reason, self.cast))
        self.announce(drew)
        self.status.emit(drew_prompt(drew, m.round.must_draw()), False)
        self.after_action(0)
        return None

    # -- engine actions ------------------------------------------------------------
    def announce(self, action: Action) -> None:
        """Tell the story and the views what the engine answered."""
        if isinstance(action, Played):
            self.hinter.forget()
            assert self.match is not None
            self.narrator.played(action, self.match.target, self.match)
        elif isinstance(action, Drew):
            self.narrator.drew(action)
        else:
            assert self.match is not None
            self.narrator.passed(action, self.match.variant.draws, self.match.round.reserve > 0)
        self._tell(Changes(applied=action))

    def _computer_decided(self, seat: int, move: Move, fell_back: bool) -> None:
        """A computer seat's move, as ``ComputerTurns`` told it: played here.  When its
        search failed (the log has its traceback), that is said in words first."""
        if fell_back:
            self.narrator.fell_back(seat)
            self.status.emit(fell_back_text(self.cast, seat), True)
        self._place(seat, move)

    def _place(self, seat: int, move: Move) -> None:
        assert self.match is not None
        self.announce(self.match.play(move, seat))
        self.after_action()

    @property
    def bot_busy(self) -> bool:
        """A computer seat is thinking (the human must wait)."""
        return self.computer.busy

    # -- the turn machine's steps, acted on ----------------------------------------
    def after_action(self, delay: int = 0) -> None:
        """The next step after ``delay`` ms (at once when the round is over)."""
        m = self.match
        over = m is None or m.is_over or m.round.is_over
        self.flow.later(0 if over else delay, self.step)

    def step(self) -> None:
        """Act on what the turn machine says comes next (``turns.next_step``), each
        action after the pace's pause, so that a person can follow the table."""
        m = self.match
        if m is None or self.bot_busy or self.frozen:
            return
        step = next_step(m, self.setup, self.viewer, auto_draw=self.auto_draw)
        if isinstance(step, RoundOver):
            self.report_end()
            return
        seat, pace, cast = step.seat, self.pace, self.cast
        if isinstance(step, HandOver):
            if step.hide:
                self.viewer = None
                self._tell(Changes(viewer=True))
            self.status.emit(turn_words.hand_over(cast, seat), False)
            self.handoff.emit(seat)
        elif isinstance(step, AutoDraw):
            self.status.emit(turn_words.drawing_for(cast, seat), False)
            self._draw_turn += 1
            turn = self._draw_turn
            self.flow.later(pace.draw, lambda: self._auto_draw(seat, turn))
        elif isinstance(step, Draw):
            self.flow.later(pace.draw, lambda: self._computer_draw(seat))
        elif isinstance(step, Think):
            self.status.emit(turn_words.thinking(cast, seat), False)
            self.computer.think(m, seat, step.level)
        elif isinstance(step, Pass) and not step.human:
            self.status.emit(turn_words.passing(cast, seat), False)
            self.flow.later(pace.pass_, lambda: self._pass(seat))
        else:  # a human's turn (Prompt), or its pass, told as its turn first
            self.status.emit(turn_prompt(cast, seat, m.round, m.variant.draws), False)
            if isinstance(step, Pass):
                self.flow.later(pace.pass_, lambda: self._pass(seat))

    def _pass(self, seat: int) -> None:
        m = self.match
        if m is None or m.round.is_over or m.round.turn != seat or not m.round.must_pass():
            return
        self.announce(m.pass_turn())
        self.after_action()

    def _computer_draw(self, seat: int) -> None:
        m = self.match
        if m is None or m.round.turn != seat or not m.round.must_draw():
            return
        self.announce(m.draw())
        self.after_action(self.pace.draw)

    def _auto_draw(self, seat: int, turn: int) -> None:
        """Auto-draw: the shown human with nothing to place draws one tile; the next
        step draws again (after the pace's pause) until a tile fits or the stock is out."""
        m = self.match
        if (turn != self._draw_turn or m is None or self.frozen or not self.auto_draw
                or self.human_to_act() != seat or not m.round.must_draw()):
            return
        drew = m.draw()
        self.announce(drew)
        if drew.fits:
            self.status.emit(drew_prompt(drew, False), False)
        self.after_action(0)

    def report_end(self) -> None:
        """The round's (or the match's) end, told once."""
        m = self.match
        assert m is not None
        if not self.flow.first_telling((m.round_index, "match" if m.is_over else "round")):
            return
        end = m.round_end(m.round_index)
        if end is not None:
            self.narrator.round_ended(m, end)
        self.status.emit(winner_line(self.cast, m) if m.is_over else tr("Round over"), False)
        self._tell(Changes(over=True, ended=end))
        if not m.is_over and self.auto_next_round:
            self.flow.later(0, self.next_round)

    # -- teaching: hints, undo and redo ---------------------------------------------
    def request_hint(self) -> str | None:
        """Ask Hard (off the GUI thread) for the shown human's best move."""
        m = self.match
        seat = self.human_to_act()
        if m is None or seat is None or self.frozen or not m.legal_moves():
            return self._refuse(tr("a hint is for your turn, when a tile can be placed"))
        if not self.bot_busy and not self.hinter.busy:
            self.status.emit(tr("Thinking about a hint…"), False)
            self.hinter.request(m, seat, self.computer.rng.randrange(1 << 30))
        return None

    def _hint_fits(self, hint: Hint) -> bool:
        m = self.match
        return m is not None and m.why_illegal(hint.best.move, self.human_to_act()) is None

    @property
    def hint_level(self) -> str:
        """Whose move a hint gives: "hard" or "expert" (Settings > Hints)."""
        return self.hinter.level

    @hint_level.setter
    def hint_level(self, level: str) -> None:
        self.hinter.level = level

    def _hint_said(self, hint: Hint | None) -> None:
        self.status.emit(turn_words.hint_said(hint, self.hinter.failed), False)

    def undo(self) -> None:
        self.turns.undo()

    def redo(self) -> None:
        self.turns.redo()

    def jumped(self) -> None:
        """Undo or redo moved the position (``undo.py``): told, and play goes on."""
        self._tell(Changes(rewound=True))
        self.flow.later(0, self.step)

    def cancel_pending(self) -> None:
        """Forget a thinking bot, a pending hint and queued steps."""
        self.flow.forget()
        self.worker.cancel()
        self.computer.cancel()
        self.hinter.forget()

    def shutdown(self) -> None:
        """Forget pending work and wait for a thinking bot (window closing)."""
        self.flow.forget()
        self.computer.cancel()
        self.worker.wait(2000)
