"""Every position of a match, from one replay: the match as it stood at round r after
k placements (python-chess's ``node.board()``).

``Positions.of_record`` replays a record once through the engine (``record.replay``, so
a record that breaks a rule is refused with its ``RecordError``); ``Positions(match)``
reads an already replayed match.  ``position(r, k)`` then gives a fresh ``Match`` of
its own: the finished rounds before r shared (they never change again), the events
and scores before r cut from the whole match, round r dealt again and its first k
placements made with the engine's ``push`` (the forced draws and passes after each
made by the engine, as when it was played).  A position costs the copy of the events
before it and at most one round's placements, never a replay of the match; and only
the engine sets a match's fields, so no reader assigns them by hand.
"""

from __future__ import annotations

from bisect import bisect_left
from operator import itemgetter

from .match import Match
from .outcome import Played
from .record import Record, replay
from .round import PLAY, Move


class PositionError(IndexError):
    """A round or a placement the match does not have."""


class Positions:
    """A match's every position, from the match after its last move."""

    def __init__(self, whole: Match) -> None:
        self.whole = whole
        rounds = whole.rounds
        ends = whole.round_scores()  # every scorer's score after each round
        self._scores_before = [list(whole.opening_scores), *ends[:-1]] if rounds else []
        events = whole.events
        self._first_event = [bisect_left(events, r, key=itemgetter(0))
                             for r in range(len(rounds))]
        self._moves: list[list[Move]] = [
            [(tile, rnd.layout.parent[tile]) for kind, tile, _ in rnd.history() if kind == PLAY]
            for rnd in rounds]
        self._answers: dict[int, tuple[Played, ...]] = {}

    @classmethod
    def of_record(cls, record: Record) -> Positions:
        """``record`` replayed once, every move judged (``RecordError`` when one breaks
        a rule, located as ``replay`` locates it)."""
        match, _ = replay(record)
        return cls(match)

    @property
    def rounds(self) -> int:
        """How many rounds the match has (the last one may be unfinished)."""
        return len(self.whole.rounds)

    def moves(self, r: int) -> int:
        """How many placements round ``r`` (from 0) has."""
        return len(self._moves[self._round(r)])

    def blank(self) -> Match:
        """The match before its first deal (what a record without rounds shows)."""
        whole = self.whole
        return Match(whole.variant, whole.players, target=whole.target,
                     scores=whole.opening_scores)

    def position(self, r: int, k: int) -> Match:
        """A fresh match as it stood in round ``r`` (from 0) after ``k`` of its
        placements (0: as dealt, with the draws and passes forced before the first);
        after the round's last one, its end, settlement and any winner too."""
        r = self._round(r)
        moves = self._moves[r]
        if not 0 <= k <= len(moves):
            raise PositionError(f"round {r + 1} has {len(moves)} placements: no position "
                                f"after placement {k} (0 to {len(moves)})")
        whole = self.whole
        match = self.blank()
        match.rounds = whole.rounds[:r]  # finished: shared, never changed again
        match.events = whole.events[: self._first_event[r]]
        match.scores = list(self._scores_before[r])
        rnd = whole.rounds[r]
        match.start_round(rnd.leader, rnd.dealt, list(rnd.stock))
        for move in moves[:k]:
            match.push(move)
        return match

    def answers(self, r: int) -> tuple[Played, ...]:
        """The engine's answer to each placement of round ``r`` (what it scored, forced and
        settled: what a log tells), from the round played once with ``play``, when first
        asked."""
        answers = self._answers.get(r)
        if answers is None:
            match = self.position(r, 0)
            answers = self._answers[r] = tuple(match.play(move) for move in self._moves[r])
        return answers

    def before(self, round_no: int, move_no: int) -> Match:
        """The match just before placement ``move_no`` of round ``round_no`` (both from
        1, as the review numbers its decisions)."""
        return self.position(round_no - 1, move_no - 1)

    def _round(self, r: int) -> int:
        if not 0 <= r < len(self._moves):
            raise PositionError(f"the match has {len(self._moves)} rounds: no round {r + 1} "
                                f"(index {r})")
        return r
