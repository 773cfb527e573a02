"""How a match judges its scoring events and settles a finished round: the one place
where a rule set's scoring differs (an exact target rejects an event past it, Five-Up
deducts every hand, the classic games give the round's winner the others' pips).
``Match`` inherits it; the hot paths call these methods once per scoring event."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Final

from . import settlement
from .match_past import MatchPast
from .outcome import PLACE, SETTLE, Event

# _event((round, kind, scorer, seat, points, accepted)): an Event built without
# NamedTuple's keyword-aware constructor, and without a Python call (a hot path).
_event: Final[Callable[[tuple[int, str, int, int, int, bool]], Event]] = partial(tuple.__new__, Event)


class MatchScoring(MatchPast):
    """The scoring of a match: events judged whole, rounds settled, the target checked."""

    target: int
    winner: int | None
    scorer_of: tuple[int, ...]
    _winner_takes: bool

    # -- scoring ---------------------------------------------------------------
    def _judge(self, kind: str, scorer: int, seat: int, points: int) -> bool:
        """Apply one whole event; an exact rule set rejects it when it would pass the target."""
        if not points:  # nothing to judge: a placement worth 0 is not a scoring event
            return True
        score = self.scores[scorer]
        if not self._exact:  # Five-Up accepts every event and is won only after a round
            self.events.append(_event((len(self.rounds) - 1, kind, scorer, seat, points, True)))
            self.scores[scorer] = score + points
            return True
        # an exact rule set: an event past the target is rejected, exactly on it wins
        accepted = points < 0 or score + points <= self.target
        self.events.append(_event((len(self.rounds) - 1, kind, scorer, seat, points, accepted)))
        if accepted:
            self.scores[scorer] = score + points
            if points > 0 and score + points == self.target:
                self.winner = scorer
        return accepted

    def hand_totals(self) -> list[int]:
        return self.rounds[-1].hand_totals()

    def _settle_domino(self, seat: int, points: int) -> None:
        scorer = self.scorer_of[seat]
        if self._winner_takes:
            self._judge(PLACE, scorer, seat, points)
            self._settle_winner_takes(seat)
            return
        if not self._exact:
            self._judge(PLACE, scorer, seat, points)
            self._settle_five_up()
            return
        index = len(self.rounds) - 1
        net = settlement.exact61_domino(self.rounds[-1].hand_totals(), seat)
        total = points + net
        score = self.scores[scorer]
        # the last placement and settlement: one event, judged as one
        accepted = total <= 0 or score + total <= self.target
        self.events.append(_event((index, PLACE, scorer, seat, points, accepted)))
        if net:
            self.events.append(_event((index, SETTLE, scorer, seat, net, accepted)))
        if accepted and total:
            self.scores[scorer] = score + total
            if total > 0 and score + total == self.target:
                self.winner = scorer

    def _settle_blocked(self) -> None:
        if self._winner_takes:
            self._settle_winner_takes(None)
            return
        if not self._exact:
            self._settle_five_up()
            return
        rnd = self.rounds[-1]
        for seat, scorer, points in settlement.exact61_blocked(rnd.hand_totals(), rnd.leader):
            self._judge(SETTLE, scorer, seat, points)
            if self.winner is not None:
                return

    def _settle_winner_takes(self, finisher: int | None) -> None:
        """The round's winner takes the others' pips (less its own side's), then the
        target is checked as in Five-Up."""
        totals = self.rounds[-1].hand_totals()
        for seat, scorer, points in settlement.winner_takes(totals, finisher, self.variant.unit):
            self._judge(SETTLE, scorer, seat, points)
        self._check_target()

    def _settle_five_up(self) -> None:
        """Every hand deducted, then the target checked."""
        for seat, scorer, points in settlement.five_up(self.rounds[-1].hand_totals()):
            self._judge(SETTLE, scorer, seat, points)
        self._check_target()

    def _check_target(self) -> None:
        """After a round: a lone top score at or above the target wins; a tie plays on."""
        scores = self.scores
        top = max(scores)  # a lone top score at or above the target wins; a tie plays on
        if top >= self.target and scores.count(top) == 1:
            self.winner = scores.index(top)
