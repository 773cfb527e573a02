"""What one seat may know of the game: the only input of bots and hints.

Hidden tiles never appear here: other seats' hands are sizes, their draws are
known by count and by the values they lacked when they drew or passed.
"""

from __future__ import annotations

from dataclasses import dataclass

from .layout import Layout
from .match import Match, preview_placement
from .outcome import Event, Preview
from .rebuild import Recipe, by_init
from .round import DRAW, PASS, PLAY, Move
from .tiles import NO_POINT, mask_tiles
from .variants import TARGET, RuleSet


@dataclass(frozen=True)
class Sighting:
    """A draw or pass by some seat, with the values open on the table at that moment.

    A seat that draws or passes holds no tile showing any of ``open_values``
    (a 7-bit set; all seven values when the layout was empty, which never
    happens since the leader can always open).
    """

    seat: int
    kind: str  # DRAW or PASS
    open_values: int
    tile: int = -1  # the drawn tile when the observer is the drawer, else -1

    def __reduce__(self) -> Recipe:
        return by_init(self)  # pickled for the worker processes (rules/rebuild.py)


@dataclass(frozen=True)
class SeenAction:
    """One action of the round as the observer saw it: hidden draws have tile -1."""

    kind: str  # PLAY, DRAW or PASS
    seat: int
    tile: int
    open_values: int  # the values open on the table just before the action

    def __reduce__(self) -> Recipe:
        return by_init(self)  # pickled for the worker processes (rules/rebuild.py)


@dataclass(frozen=True)
class Observation:
    variant: RuleSet  # the match's rule set (records call it the variant)
    players: int
    seat: int
    scorer_of: tuple[int, ...]
    round_index: int
    leader: int
    turn: int
    hand: tuple[int, ...]
    must_play: int  # the drawn tile this seat must place now, or -1
    placements: tuple[tuple[int, Move], ...]  # (seat, move) in order
    timeline: tuple[SeenAction, ...]  # every action of the round in order
    passes: int  # passes in a row just now
    hand_sizes: tuple[int, ...]
    stock_left: int
    sightings: tuple[Sighting, ...]
    scores: tuple[int, ...]
    events: tuple[Event, ...]
    legal_moves: tuple[Move, ...]  # empty unless it is this seat's turn
    layout: Layout  # a private copy: bots may play on it and undo
    target: int = TARGET  # the match's target (raw): everyone at the table knows it

    def __reduce__(self) -> Recipe:
        return by_init(self)  # pickled for the worker processes (rules/rebuild.py)

    @property
    def scorer(self) -> int:
        return self.scorer_of[self.seat]

    @property
    def rules(self) -> RuleSet:
        """The match's rule set."""
        return self.variant

    def preview(self, move: Move) -> Preview:
        """What this seat's placement ``move`` would make (Exact 61 verdict included),
        as the match itself would judge it."""
        last_tile = len(self.hand) == 1 and self.hand[0] == move[0]
        return preview_placement(self.layout, self.variant, self.scores[self.scorer], last_tile,
                                 move, self.target)

    def unseen_tiles(self) -> list[int]:
        """Tiles this seat cannot see: the other hands and the stock together."""
        seen = set(self.hand) | set(self.layout.order)
        return [t for t in range(28) if t not in seen]


def observe(match: Match, seat: int) -> Observation:
    """The observation of ``seat`` in the current round of ``match``."""
    rnd = match.round
    replay = Layout(match.variant.spinners)
    placements: list[tuple[int, Move]] = []
    sightings: list[Sighting] = []
    timeline: list[SeenAction] = []
    for kind, tile, actor in rnd.history():
        if kind == PLAY:
            timeline.append(SeenAction(kind, actor, tile, replay.values))
            point = rnd.layout.parent[tile]
            placements.append((actor, (tile, point)))
            replay.play(tile, point)
        elif kind in (DRAW, PASS):
            shown = tile if (kind == DRAW and actor == seat) else -1
            sightings.append(Sighting(actor, kind, replay.values, shown))
            timeline.append(SeenAction(kind, actor, shown, replay.values))
    my_turn = rnd.turn == seat and not rnd.is_over and not match.is_over
    return Observation(
        variant=match.variant,
        players=match.players,
        seat=seat,
        scorer_of=match.scorer_of,
        round_index=match.round_index,
        leader=rnd.leader,
        turn=rnd.turn,
        hand=tuple(mask_tiles(rnd.hands[seat])),
        must_play=rnd.must_play if my_turn else -1,
        placements=tuple(placements),
        timeline=tuple(timeline),
        passes=rnd.passes,
        hand_sizes=tuple(bin(h).count("1") for h in rnd.hands),
        stock_left=rnd.stock_left,
        sightings=tuple(sightings),
        scores=tuple(match.scores),
        events=tuple(match.events),
        legal_moves=tuple(match.legal_moves()) if my_turn else (),
        layout=rnd.layout.copy(),
        target=match.target,
    )


__all__ = ["NO_POINT", "Observation", "SeenAction", "Sighting", "observe"]
