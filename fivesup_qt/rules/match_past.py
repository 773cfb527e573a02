"""What a match has done so far, read back: how each round was dealt and ended, its
scoring events, the scores event by event and round by round.  ``Match`` inherits it;
the readers of a match (the tally, the charts, the review, the history) ask it."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable
from operator import itemgetter

from .match_values import Deal
from .outcome import PLACE, SETTLE, Event, Forced, RoundEnd
from .round import DOMINO, PLAY, Round
from .variants import Variant

_round_of: Callable[[Event], int] = itemgetter(0)  # an event's round, for bisection


class MatchPast:
    """The queries of a match on its past rounds and events (no action)."""

    variant: Variant
    rounds: list[Round]
    events: list[Event]
    scores: list[int]
    opening_scores: tuple[int, ...]  # what the match started from (0 each, or a puzzle's)
    _exact: bool

    def deal_of(self, index: int) -> Deal:
        """How round ``index`` was dealt."""
        rnd = self.rounds[index]
        return Deal(rnd.leader, tuple(tuple(hand) for hand in rnd.dealt), tuple(rnd.stock))

    def _forced_since(self, index: int) -> tuple[Forced, ...]:
        return tuple(Forced(kind, seat, tile) for kind, tile, seat in self.rounds[-1].forced_since(index))

    def forced_at_start(self) -> tuple[Forced, ...]:
        """The draws and passes forced before the round's first placement."""
        rnd = self.rounds[-1]
        first = next((i for i, (kind, _, _) in enumerate(rnd.history()) if kind == PLAY),
                     rnd.actions)
        return self._forced_since(0)[:first]

    def round_end(self, index: int) -> RoundEnd | None:
        """How round ``index`` ended and was settled (None while it goes on)."""
        rnd = self.rounds[index]
        if rnd.end is None:
            return None
        totals = rnd.hand_totals()
        own = self.round_events(index)
        settles = tuple(e for e in own if e.kind == SETTLE)
        joined: tuple[Event, ...] = ()
        if self._exact and rnd.end == DOMINO:
            last_place = [e for e in own if e.kind == PLACE][-1:]
            joined, settles = (*last_place, *settles), ()
        return RoundEnd(
            round=index,
            kind=rnd.end,
            finisher=rnd.finisher,
            leader=rnd.leader,
            hands=tuple(tuple(rnd.hand(seat)) for seat in range(rnd.players)),
            totals=tuple(totals),
            steps=tuple(self.variant.settlement_steps(rnd.end, totals, rnd.finisher,
                                                      rnd.leader)),
            events=settles,
            joined=joined,
        )

    def round_events(self, index: int) -> list[Event]:
        """The scoring events of round ``index``, in order: found by bisection, since
        events are appended round after round (a scan of every event for each round
        made the reading of a long record grow with the square of its rounds)."""
        events = self.events
        first = bisect_left(events, index, key=_round_of)
        return events[first:bisect_left(events, index + 1, lo=first, key=_round_of)]

    def score_series(self) -> list[tuple[Event, tuple[int, ...]]]:
        """Every scoring event with every scorer's score just after it (a score is the
        sum of its scorer's accepted events)."""
        scores = list(self.opening_scores)
        series = []
        for event in self.events:
            if event.accepted:
                scores[event.scorer] += event.points
            series.append((event, tuple(scores)))
        return series

    def round_scores(self) -> list[list[int]]:
        """Every scorer's score at the end of each round (so far), round by round."""
        scores = list(self.opening_scores)
        out: list[list[int]] = []
        for event in self.events:  # one pass: events come round after round
            while len(out) < event.round:
                out.append(list(scores))
            if event.accepted:
                scores[event.scorer] += event.points
        while len(out) < len(self.rounds):
            out.append(list(scores))
        return out
