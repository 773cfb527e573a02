"""A match: rounds, scores, scoring events and their acceptance, the winner.

``Match`` is the one model of the game.  The UI, the bots' playouts, the
replayer and the simulator all move it through ``play``/``push``, ``draw``,
``pass_turn`` and ``undo`` (push/pop as in python-chess).
"""

from __future__ import annotations

from random import Random
from typing import NamedTuple

from . import settlement
from .layout import placement_points
from .round import BLOCKED, DOMINO, Move, Round, deal
from .tiles import (
    IS_DOUBLE,
    LINE_B,
    NO_POINT,
    PLAYABLE,
    POINT_VALUE,
    TILE_COUNT,
    TILES,
    point_text,
    tile_text,
)
from .variants import TARGET, Variant, accepts, wins_exactly

PLACE, SETTLE = "place", "settle"


class Event(NamedTuple):
    """A scoring event of one scorer: a placement's points or a settlement entry.

    Placements worth 0 are not events, except the last placement of an Exact 61
    domino, which is judged together with the settlement: both entries then
    carry the same ``accepted``.
    """

    round: int  # index of the round in the match
    kind: str  # PLACE or SETTLE
    scorer: int
    seat: int
    points: int  # raw points (negative for a deduction)
    accepted: bool


class Preview(NamedTuple):
    end_sum: int
    points: int  # raw placement points
    accepted: bool | None  # Exact 61 rejection; None: judged with the domino settlement
    wins: bool  # Exact 61: the points make exactly 305 and end the match


class Reason(str):
    """Why a move is illegal: the English sentence, plus a ``code`` and ``params``
    from which the interface builds its translated message."""

    code: str
    params: dict
    template: str

    def __new__(cls, code: str, template: str, **params) -> Reason:
        self = super().__new__(cls, template.format(**params))
        self.code = code
        self.params = params
        self.template = template
        return self


def _event(fields: tuple) -> Event:
    """Build an Event without NamedTuple's slow keyword-aware constructor (hot path)."""
    return tuple.__new__(Event, fields)


class IllegalMove(ValueError):
    """A move the rules do not allow; the message says why in plain words."""


class Match:
    """A whole match between 2, 3 or 4 seats in one variant."""

    def __init__(
        self,
        variant: Variant | str,
        players: int,
        *,
        seed: int | str | None = None,
        auto_forced: bool = True,
    ) -> None:
        if players not in (2, 3, 4):
            raise ValueError(f"a match has 2, 3 or 4 players, not {players}")
        self.variant = Variant(variant)
        self._exact = self.variant is Variant.EXACT_61
        self.players = players
        self.scorer_of = tuple(settlement.scorer_of_seat(players, s) for s in range(players))
        self.scorers = settlement.scorers_of(players)
        self.scores = [0] * len(self.scorers)
        self.events: list[Event] = []
        self.rounds: list[Round] = []
        self.winner: int | None = None
        self.rng = Random(seed)
        self.auto_forced = auto_forced  # perform forced draws and passes at once
        self._history: list[int] = []  # len(events) before each action of the round

    @classmethod
    def new(cls, variant: Variant | str, players: int, seed: int | str | None = None,
            **kw) -> Match:
        """A match with its first round dealt (leader by lot)."""
        match = cls(variant, players, seed=seed, **kw)
        match.start_round()
        return match

    @classmethod
    def from_position(
        cls, variant: Variant | str, players: int, scores: list[int], rnd: Round
    ) -> Match:
        """A match positioned in ``rnd`` with the given scores (search on samples)."""
        match = cls(variant, players)
        match.scores = list(scores)
        match.rounds.append(rnd)
        return match

    # -- state -------------------------------------------------------------
    @property
    def round(self) -> Round:
        return self.rounds[-1]

    @property
    def round_index(self) -> int:
        return len(self.rounds) - 1

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def turn(self) -> int:
        return self.round.turn

    def next_leader(self) -> int | None:
        """The seat that must lead the next round (None: by lot, or no round yet)."""
        if not self.rounds:
            return None
        last = self.rounds[-1]
        return last.finisher if last.end == DOMINO else None

    def needs_new_round(self) -> bool:
        return self.winner is None and (not self.rounds or self.round.is_over)

    def start_round(
        self,
        leader: int | None = None,
        hands: list[list[int]] | None = None,
        stock: list[int] | None = None,
    ) -> Round:
        """Deal the next round: from the match's seeded generator unless given."""
        if self.winner is not None:
            raise IllegalMove("the match is over: no round may follow")
        if self.rounds and not self.round.is_over:
            raise IllegalMove("the current round is not over")
        required = self.next_leader()
        if leader is None:
            leader = required if required is not None else self.rng.randrange(self.players)
        elif required is not None and leader != required:
            raise IllegalMove(
                f"the leader must be seat {required}, who played the last tile of the previous round"
            )
        if hands is None:
            hands, stock = deal(self.rng, self.players)
        assert stock is not None
        self.rounds.append(Round(self.players, leader, hands, stock))
        self._history = []
        if self.auto_forced:
            self.resolve_forced()
        return self.round

    # -- moves ---------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        if self.winner is not None or not self.rounds:
            return []
        return self.round.legal_moves()

    def why_illegal(self, move: Move, seat: int | None = None) -> Reason | None:
        """None when ``move`` is legal for the seat to move; otherwise the reason,
        a plain-words string that also carries a ``code`` and its ``params``."""
        if self.winner is not None:
            return Reason("match-over", "the match is over")
        if not self.rounds or self.round.is_over:
            return Reason("round-over", "the round is over")
        rnd = self.round
        tile, point = move
        if seat is not None and seat != rnd.turn:
            return Reason("not-your-turn", "it is not your turn: seat {seat} is to play",
                          seat=rnd.turn)
        if not rnd.hands[rnd.turn] >> tile & 1:
            place, holder = self.locate(tile)
            return Reason("not-in-hand", "{tile} is not in seat {seat}'s hand ({where})",
                          tile=tile_text(tile), seat=rnd.turn, where=self.where_is(tile),
                          place=place, holder=holder)
        if rnd.must_play >= 0 and tile != rnd.must_play:
            return Reason("must-place-drawn",
                          "you must place {tile}, the playable tile you just drew",
                          tile=tile_text(rnd.must_play))
        layout = rnd.layout
        if layout.is_empty():
            if point == NO_POINT:
                return None
            return Reason("opening-has-no-point", "the first tile opens the layout: it has no point")
        if point == NO_POINT:
            return Reason("point-needed", "the layout is already open: name a connection point")
        owner = point >> 2
        if not 0 <= point < 4 * TILE_COUNT or (not IS_DOUBLE[owner] and point & 3 > LINE_B):
            return Reason("no-such-point", "no such connection point")
        name = point_text(point)
        if not layout.placed >> owner & 1:
            return Reason("not-on-table", "{point} is not on the table", point=name)
        if point in layout.children() or point == layout.attached_side(owner):
            return Reason("occupied", "{point} is already occupied", point=name)
        if point in layout.closed_branches():
            return Reason("branch-too-early",
                          "{point}: a spinner's branch opens only once both its line sides "
                          "are filled", point=name)
        value = POINT_VALUE[point]
        if value not in TILES[tile]:
            return Reason("value-mismatch", "{tile} does not match {point}: the value there is {value}",
                          tile=tile_text(tile), point=name, value=value)
        return None

    def locate(self, tile: int) -> tuple[str, int | None]:
        """Where a tile is: ("table", None), ("stock", None) or ("hand", seat)."""
        rnd = self.round
        if rnd.layout.placed >> tile & 1:
            return "table", None
        for seat, hand in enumerate(rnd.hands):
            if hand >> tile & 1:
                return "hand", seat
        return "stock", None

    def where_is(self, tile: int) -> str:
        place, holder = self.locate(tile)
        if place == "table":
            return "it is already on the table"
        if place == "hand":
            return f"it is in seat {holder}'s hand"
        return "it is in the stock"

    def preview(self, move: Move) -> Preview:
        """What placing ``move`` would make, without placing it: the end sum, the raw
        placement points and whether they would be accepted (None for the last
        tile of an Exact 61 domino, judged together with the hidden hands)."""
        rnd = self.round
        layout = rnd.layout
        end_sum = layout.play(*move)
        layout.undo()
        points = placement_points(end_sum)
        last_tile = rnd.hands[rnd.turn] == 1 << move[0]
        if self._exact and last_tile:
            return Preview(end_sum, points, None, False)
        score = self.scores[self.scorer_of[rnd.turn]]
        return Preview(end_sum, points, self._accepts(score, points),
                       wins_exactly(self.variant, score, points))

    def play(self, move: Move, seat: int | None = None) -> int:
        """Place a tile after checking it; returns the raw placement points."""
        reason = self.why_illegal(move, seat)
        if reason is not None:
            raise IllegalMove(reason)
        return self.push(move)

    def push(self, move: Move) -> int:
        """Place a tile known to be legal (the fast path of playouts)."""
        rnd = self.rounds[-1]
        seat = rnd.turn
        self._history.append(len(self.events))
        end_sum = rnd.place(move[0], move[1])
        points = end_sum if end_sum % 5 == 0 and end_sum > 0 else 0  # placement_points
        if rnd.end is not None:  # the seat's last tile: a domino
            self._settle_domino(seat, points)
            return points
        if points:  # a placement worth 0 is no scoring event
            self._judge(PLACE, self.scorer_of[seat], seat, points)
            if self.winner is not None:
                rnd.finish_won()
                return points
        # rnd.playable() after a placement that did not end the round, inlined
        if self.auto_forced and not rnd.hands[rnd.turn] & PLAYABLE[rnd.layout.values]:
            self.resolve_forced()
        return points

    def draw(self) -> int:
        """The seat to move draws (only when it has no legal placement)."""
        rnd = self.round
        if not rnd.must_draw():
            raise IllegalMove("you may draw only when you hold no playable tile")
        self._history.append(len(self.events))
        return rnd.draw()

    def pass_turn(self) -> None:
        """The seat to move passes (only with an empty stock and nothing to place)."""
        rnd = self.round
        if not rnd.must_pass():
            raise IllegalMove("you may pass only when the stock is empty and nothing fits")
        self._history.append(len(self.events))
        rnd.pass_turn()
        if rnd.end == BLOCKED:
            self._settle_blocked()

    def resolve_forced(self) -> None:
        """Perform forced draws and passes until a seat can place or the round ends."""
        rnd = self.round
        history = self._history
        stock = rnd.stock
        while rnd.end is None and not rnd.playable():
            if rnd.drawn < len(stock):
                history.append(len(self.events))
                rnd.draw()
            else:
                self.pass_turn()

    def undo(self) -> tuple[str, int]:
        """Take back the last action of the current round: (kind, tile)."""
        if not self.rounds or not self._history:
            raise IllegalMove("nothing to undo in this round")
        first = self._history.pop()
        for event in self.events[first:]:  # scores are the sums of accepted events
            if event.accepted:
                self.scores[event.scorer] -= event.points
        del self.events[first:]
        self.winner = None  # no action is ever made once the match is won
        return self.round.undo()

    def undo_placement(self) -> int:
        """Take back actions up to and including the last placement; returns its tile."""
        while True:
            kind, tile = self.undo()
            if kind == "play":
                return tile

    # -- scoring ---------------------------------------------------------------
    def _judge(self, kind: str, scorer: int, seat: int, points: int) -> bool:
        """Apply one whole event; Exact 61 rejects it when it would pass 305."""
        if not points:  # nothing to judge: a placement worth 0 is not a scoring event
            return True
        score = self.scores[scorer]
        if not self._exact:  # Five-Up accepts every event and is won only after a round
            self.events.append(_event((len(self.rounds) - 1, kind, scorer, seat, points, True)))
            self.scores[scorer] = score + points
            return True
        accepted = self._accepts(score, points)
        self.events.append(_event((len(self.rounds) - 1, kind, scorer, seat, points, accepted)))
        if accepted:
            self.scores[scorer] = score + points
            if wins_exactly(self.variant, score, points):
                self.winner = scorer
        return accepted

    def _accepts(self, score: int, points: int) -> bool:
        return accepts(self.variant, score, points)

    def hand_totals(self) -> list[int]:
        return self.round.hand_totals()

    def _settle_domino(self, seat: int, points: int) -> None:
        scorer = self.scorer_of[seat]
        index = len(self.rounds) - 1
        if self.variant is Variant.FIVE_UP:
            self._judge(PLACE, scorer, seat, points)
            self._settle_five_up()
            return
        net = settlement.exact61_domino(self.hand_totals(), seat)
        total = points + net
        score = self.scores[scorer]
        accepted = self._accepts(score, total)  # the last placement and settlement: one event
        self.events.append(Event(index, PLACE, scorer, seat, points, accepted))
        if net:
            self.events.append(Event(index, SETTLE, scorer, seat, net, accepted))
        if accepted and total:
            self.scores[scorer] = score + total
            if wins_exactly(self.variant, score, total):
                self.winner = scorer

    def _settle_blocked(self) -> None:
        if self.variant is Variant.FIVE_UP:
            self._settle_five_up()
            return
        for entry in settlement.exact61_blocked(self.hand_totals(), self.round.leader):
            self._judge(SETTLE, entry.scorer, entry.seat, entry.points)
            if self.winner is not None:
                return

    def _settle_five_up(self) -> None:
        for entry in settlement.five_up(self.hand_totals()):
            self._judge(SETTLE, entry.scorer, entry.seat, entry.points)
        qualifying = [score for score in self.scores if score >= TARGET]
        if qualifying:
            top = max(qualifying)
            leaders = [s for s, score in enumerate(self.scores) if score == top]
            if len(leaders) == 1:
                self.winner = leaders[0]

    # -- copies ------------------------------------------------------------------
    def copy(self) -> Match:
        """An independent copy for search; past rounds are shared, not copied."""
        other = Match.__new__(Match)
        other.variant = self.variant
        other._exact = self._exact
        other.players = self.players
        other.scorer_of = self.scorer_of
        other.scorers = self.scorers
        other.scores = list(self.scores)
        other.events = list(self.events)
        other.rounds = [*self.rounds[:-1], self.round.copy()] if self.rounds else []
        other.winner = self.winner
        other.rng = Random()
        other.rng.setstate(self.rng.getstate())
        other.auto_forced = self.auto_forced
        other._history = list(self._history)
        return other

    def state(self) -> tuple:
        return (
            tuple(self.scores),
            tuple(self.events),
            self.winner,
            len(self.rounds),
            self.round.state() if self.rounds else None,
        )


