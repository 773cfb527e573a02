"""Playouts on the real engine: the bench's random loop and the search bots' rollouts."""

from __future__ import annotations

from random import Random

from ..rules.layout import POINTS_OF, Layout
from ..rules.match import Match
from ..rules.round import Move
from ..rules.tiles import PIPS, PLAYABLE
from ..rules.variants import RuleSet
from .valuation import worth


class Replay:
    """The same ``random()`` sequence for every move tried on one deal, drawn once
    from ``Random(seed)`` (seeding a generator per move costs more than a playout's
    moves): common random numbers, so moves are compared on the same future."""

    __slots__ = ("_draw", "_values", "at")

    def __init__(self, seed: float) -> None:
        self._draw = Random(seed).random
        self._values: list[float] = []
        self.at = 0

    def rewind(self) -> None:
        self.at = 0

    def random(self) -> float:
        at = self.at
        self.at = at + 1
        values = self._values
        if at == len(values):
            values.append(self._draw())
        return values[at]


def rewind(match: Match, actions: int) -> None:
    """Take back the current round's actions until ``actions`` are left."""
    rnd = match.round
    while rnd.actions > actions:
        match.undo()


def random_playout(match: Match, rng: Random) -> int:
    """Play the current round to its end with uniform random legal moves.

    Returns the number of placements made.  Forced draws and passes are the
    engine's own (``auto_forced``).
    """
    rnd = match.round
    random = rng.random  # an index from random() is uniform enough and twice as fast as choice
    placements = 0
    if match.winner is not None:
        return 0
    # The methods called on their objects, not bound to locals once: the compiled engine
    # calls them directly then (a bound method is a Python call with a fresh move tuple).
    while rnd.end is None:  # a placement that wins the match also ends its round
        moves = rnd.legal_moves()
        match.push(moves[int(random() * len(moves))])
        placements += 1
    return placements


def greedy_playout(match: Match, rng: Random | Replay) -> int:
    """Play the round to its end, every seat taking the move worth most now
    (random among equals): a plausible, fast model of all the players."""
    rnd = match.round
    layout = rnd.layout
    random = rng.random
    variant, target = match.variant, match.target
    exact = variant.exact_target  # the rule set's switch, held in a local
    # where the ends do not score (Block, Draw) the heaviest tile is shed first
    ends = variant.scores_ends
    scores, scorer_of = match.scores, match.scorer_of
    placements = 0
    # Engine methods called on their objects (as in random_playout): direct calls compiled.
    while rnd.end is None and match.winner is None:
        moves = rnd.legal_moves()
        if len(moves) > 1:
            score = scores[scorer_of[rnd.turn]]
            best = -1
            choices = moves
            for move in moves:
                value = POINTS_OF[layout.sum_after(move[0], move[1])] if ends else PIPS[move[0]]
                if exact:
                    value = worth(variant, score, value, target)
                if value > best:
                    best, choices = value, [move]
                elif value == best:
                    choices.append(move)
            moves = choices
        match.push(moves[int(random() * len(moves))])
        placements += 1
    return placements


def _reply_after(layout: Layout, move: Move, hand: int, score: int, variant: RuleSet,
                 target: int, exact: bool) -> int:
    """The most a seat holding ``hand`` (at ``score``) could make right after ``move``
    (defensive_playout's; a module function, not a closure: the compiled engine calls it
    directly)."""
    layout.play(move[0], move[1])
    reply = 0
    fitting = hand & PLAYABLE[layout.values]
    while fitting:
        low = fitting & -fitting
        fitting ^= low
        tile = low.bit_length() - 1
        for point in layout.points_for(tile):
            total = POINTS_OF[layout.sum_after(tile, point)]
            if total:
                threat = worth(variant, score, total, target) if exact else total
                if threat > reply:
                    reply = threat
    layout.undo()
    return reply


def defensive_playout(match: Match, rng: Random | Replay, caution: float = 0.5) -> int:
    """Play the round to its end, every seat taking the move worth most now minus
    ``caution`` times the best reply it leaves the next seat (Medium's defence, but
    on the sampled deal's real next hand, and worth judged for that seat's scorer:
    an Exact 61 reply that would finish exactly is the biggest threat).  With four
    players the next seat is always an opponent and partners share one score."""
    rnd = match.round
    layout = rnd.layout
    hands = rnd.hands
    random = rng.random
    variant, target = match.variant, match.target
    exact = variant.exact_target  # the rule set's switch, held in a local
    ends = variant.scores_ends  # Block, Draw: the heaviest tile first, no reply to fear
    scores, scorer_of = match.scores, match.scorer_of
    following = tuple((seat + 1) % match.players for seat in range(match.players))

    placements = 0
    while rnd.end is None and match.winner is None:
        moves = rnd.legal_moves()
        if len(moves) > 1:
            seat = rnd.turn
            score = scores[scorer_of[seat]]
            other = following[seat]
            other_score = scores[scorer_of[other]]
            other_hand = hands[other]
            now = []
            for move in moves:
                if not ends:
                    now.append(PIPS[move[0]])
                    continue
                value = POINTS_OF[layout.sum_after(move[0], move[1])]
                now.append(worth(variant, score, value, target) if exact else value)
            # A move worth less now than another move is worth after its reply cannot
            # be chosen: the move best now gives that floor and the moves below it are
            # not looked at (the same choice, far fewer replies computed).
            top = max(range(len(moves)), key=now.__getitem__)
            top_reply = (_reply_after(layout, moves[top], other_hand, other_score, variant,
                                      target, exact) if ends else 0)
            floor = now[top] - caution * top_reply
            best = None
            choices = moves
            for i, move in enumerate(moves):
                if now[i] < floor:
                    continue
                reply = top_reply if i == top or not ends else _reply_after(
                    layout, move, other_hand, other_score, variant, target, exact)
                net = now[i] - caution * reply
                if best is None or net > best:
                    best, choices = net, [move]
                elif net == best:
                    choices.append(move)
            moves = choices
        match.push(moves[int(random() * len(moves))])
        placements += 1
    return placements
