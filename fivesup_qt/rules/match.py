"""A match: rounds, scores, scoring events and their acceptance, the winner.

``Match`` is the one model of the game.  The UI, the bots' playouts, the
replayer and the simulator all move it through ``play``/``push``, ``draw``,
``pass_turn`` and ``undo`` (push/pop as in python-chess).  The checked actions
answer what they did (``Played``, ``Drew``, ``Passed``: points, events and their
acceptance, forced draws and passes, the round end with its settlement, the
winner), so no reader has to work a rule out again; ``push`` is the unchecked
fast path of playouts and returns the placement points only.
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

from . import settlement
from .layout import POINTS_OF
from .legality import refusal
from .match_scoring import MatchScoring
from .match_values import Deal, IllegalMove, Mark, Recorded, preview_placement
from .outcome import PLACE, SETTLE, Drew, Event, Passed, Played, Preview
from .reasons import Reason, reason
from .round import BLOCKED, DOMINO, DRAW, PASS, PLAY, ActionKind, Move, Round
from .standing import Standing
from .tiles import PLAYABLE
from .variants import LEAD_HIGHEST_DOUBLE, PLAYER_COUNTS, WINNER_TAKES, RuleSet, opening_lead, rule_set

__all__ = ["Deal", "IllegalMove", "Mark", "Match", "Recorded", "preview_placement"]

class Match(MatchScoring):
    """A whole match between 2, 3 or 4 seats by one rule set (``rules``, which records
    call its variant), to one of its targets (raw; its default, the originals' 305,
    unless a shorter house target is chosen)."""

    def __init__(
        self,
        variant: RuleSet | str,
        players: int,
        *,
        seed: int | str | None = None,
        auto_forced: bool = True,
        target: int | None = None,
        scores: Sequence[int] | None = None,
    ) -> None:
        if players not in PLAYER_COUNTS:
            raise ValueError(f"a match has 2, 3 or 4 players, not {players}")
        rules = self.variant = rule_set(variant)
        self.target = rules.default_target if target is None else rules.check_target(target)
        # the rule set's one switch, held by the match: read at every scoring event
        self._exact = rules.exact_target
        # whether a placement scores its ends (not in Block and Draw) and whether the
        # round's winner takes the others' pips (Block, Draw, All Fives): read as fields
        self._scores_ends = rules.scores_ends
        self._winner_takes = not rules.exact_target and rules.settles == WINNER_TAKES
        self.players = players
        self.scorer_of = tuple(settlement.scorer_of_seat(players, s) for s in range(players))
        self.scorers = settlement.scorers_of(players)
        # a match may start from scores of its own (a puzzle, a table of chances): the
        # events then tell what was scored since
        self.opening_scores = ((0,) * len(self.scorers) if scores is None
                               else self._opening(scores))
        self.scores = list(self.opening_scores)
        self.events: list[Event] = []
        self.rounds: list[Round] = []
        self.winner: int | None = None
        self.rng = Random(seed)
        self.auto_forced = auto_forced  # perform forced draws and passes at once
        # len(events) before each placement and pass of the round (a draw scores nothing
        # and keeps no entry: a round's many forced draws cost less)
        self._history: list[int] = []

    def _opening(self, scores: Sequence[object]) -> tuple[int, ...]:
        """``scores`` as the match's own, one whole number per scorer (read as objects:
        the compiled build would take a bool for an int, and stop a float with a
        message of its own)."""
        whole = [s for s in scores if type(s) is int]
        if len(scores) != len(self.scorers) or len(whole) != len(scores):
            raise ValueError(f"a {self.players}-player match starts from {len(self.scorers)} "
                             f"whole scores, not {list(scores)!r}")
        return tuple(whole)

    @classmethod
    def new(cls, variant: RuleSet | str, players: int, seed: int | str | None = None,
            *, auto_forced: bool = True, target: int | None = None,
            scores: Sequence[int] | None = None) -> Match:
        """A match with its first round dealt (leader by lot), from ``scores`` if given."""
        match = cls(variant, players, seed=seed, auto_forced=auto_forced, target=target,
                    scores=scores)
        match.start_round()
        return match

    @classmethod
    def from_deal(cls, variant: RuleSet | str, deal: Deal, seed: int | str | None = None,
                  *, auto_forced: bool = True, target: int | None = None,
                  scores: Sequence[int] | None = None) -> Match:
        """A new match whose first round is ``deal`` (replaying a deal, a puzzle), from
        ``scores`` if given; later rounds come from ``seed``."""
        match = cls(variant, len(deal.hands), seed=seed, auto_forced=auto_forced,
                    target=target, scores=scores)
        match.start_round(deal.leader, [list(hand) for hand in deal.hands], list(deal.stock))
        return match

    @classmethod
    def from_position(
        cls, variant: RuleSet | str, players: int, scores: list[int], rnd: Round,
        target: int | None = None,
    ) -> Match:
        """A match positioned in ``rnd`` with the given scores (search on samples).  Its
        generator is seeded, not drawn from the system: the searches make one such match
        for every deal they sample, and a search never deals it a new round."""
        match = cls(variant, players, seed=0, target=target, scores=scores)
        match.rounds.append(rnd)
        return match

    # -- state -------------------------------------------------------------
    @property
    def rules(self) -> RuleSet:
        """The rule set the match is played by (records write its value as the variant)."""
        return self.variant

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

    def standing(self, scorer: int) -> Standing:
        """Where ``scorer`` stands against the target by the rule set now: needs N,
        reached and leading, behind, tied (another round), won (``RuleSet.standing``)."""
        return self.variant.standing(self.scores, scorer, self.winner,
                                     not self.rounds or self.round.is_over, self.target)

    def start_round(
        self,
        leader: int | None = None,
        hands: list[list[int]] | None = None,
        stock: list[int] | None = None,
    ) -> Round:
        """Deal the next round: from the match's seeded generator unless given."""
        if self.winner is not None:
            raise IllegalMove(reason("match-won-no-round"))
        rounds = self.rounds
        if rounds and rounds[-1].end is None:
            raise IllegalMove(reason("round-not-over"))
        required = self.next_leader()
        rules = self.variant
        by_deal = required is None and rules.lead == LEAD_HIGHEST_DOUBLE
        if by_deal:  # the deal decides: whoever holds the highest double leads with it
            given, leader = leader, 0
        elif leader is None:
            leader = required if required is not None else self.rng.randrange(self.players)
        elif required is not None and leader != required:
            raise IllegalMove(reason("wrong-leader", seat=required))
        spinners, draws = rules.spinners, rules.draws
        if hands is None:  # what ``deal`` would deal, made straight into a round
            rnd = Round.dealt_from(self.rng, self.players, leader,
                                   rules.hand_size(self.players), spinners=spinners,
                                   draws=draws)
        else:
            assert stock is not None
            rnd = Round(self.players, leader, hands, stock, spinners=spinners, draws=draws)
        if by_deal:
            seat, tile = opening_lead(rnd.hands)
            if given is not None and given != seat:
                raise IllegalMove(reason("lead-holder", seat=seat, tile=tile))
            rnd.lead_with(seat, tile)
            leader = seat
        rounds.append(rnd)
        self._history = []
        # On the empty table any tile opens: only an empty hand would force anything.
        if self.auto_forced and not rnd.hands[leader]:
            self.resolve_forced()
        return rnd

    # -- moves ---------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        if self.winner is not None or not self.rounds:
            return []
        return self.round.legal_moves()

    def why_illegal(self, move: Move, seat: int | None = None) -> Reason | None:
        """None when ``move`` is legal for the seat to move; otherwise the reason
        (a code with its parameters, worded by ``rules.reasons``)."""
        if self.winner is not None:
            return reason("match-over")
        if not self.rounds or self.round.is_over:
            return reason("round-over")
        return refusal(self.round, move, seat)

    def preview(self, move: Move) -> Preview:
        """What placing ``move`` would make, without placing it: the counted ends, the
        raw placement points and whether they would be accepted (None for the last
        tile of an Exact 61 domino, judged together with the hidden hands)."""
        rnd = self.round
        score = self.scores[self.scorer_of[rnd.turn]]
        last_tile = rnd.hands[rnd.turn] == 1 << move[0]
        return preview_placement(rnd.layout, self.variant, score, last_tile, move, self.target)

    def play(self, move: Move, seat: int | None = None) -> Played:
        """Place a tile after checking it; answers everything the placement caused."""
        why = self.why_illegal(move, seat)
        if why is not None:
            raise IllegalMove(why)
        rnd = self.round
        seat = rnd.turn
        scorer = self.scorer_of[seat]
        before = self.scores[scorer]
        first_event, first_action = len(self.events), rnd.actions
        points = self.push(move)
        fresh = self.events[first_event:]
        # The placement's own event (forced actions after it never place a tile), and
        # an Exact 61 domino's settlement, judged together with it.
        own = [e for e in fresh if e.kind == PLACE]
        if self._exact and rnd.end == DOMINO:
            own += [e for e in fresh if e.kind == SETTLE]
        gained = sum(e.points for e in own)
        wins = (bool(own) and all(e.accepted for e in own) and self.winner == scorer
                and self._exact and gained > 0 and before + gained == self.target)
        return Played(
            seat=seat,
            scorer=scorer,
            move=move,
            counted=tuple(rnd.layout.counted()),
            end_sum=rnd.layout.end_sum,
            points=points,
            score_before=before,
            events=tuple(own),
            forced=self._forced_since(first_action + 1),
            round_end=self.round_end(self.round_index) if rnd.end is not None else None,
            wins=wins,
            winner=self.winner,
        )

    def push(self, move: Move) -> int:
        """Place a tile known to be legal (the fast path of playouts)."""
        rnd = self.rounds[-1]
        seat = rnd.turn
        self._history.append(len(self.events))
        tile, point = move
        end_sum = rnd.place(tile, point)
        points = POINTS_OF[end_sum] if self._scores_ends else 0
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
            self._forced(rnd)
        return points

    def draw(self) -> Drew:
        """The seat to move draws (only when it has no legal placement)."""
        rnd = self.round
        if not rnd.must_draw():
            raise IllegalMove(reason("no-draw"))
        seat = rnd.turn
        last = rnd.last_action()
        again = last is not None and last[0] == DRAW and last[2] == seat
        open_values = tuple(v for v in range(7) if rnd.layout.values >> v & 1)
        tile = rnd.draw()
        return Drew(seat, tile, open_values, rnd.must_play == tile, again, rnd.stock_left)

    def pass_turn(self) -> Passed:
        """The seat to move passes (only with an empty stock and nothing to place)."""
        rnd = self.round
        if not rnd.must_pass():
            raise IllegalMove(reason("no-pass"))
        seat = rnd.turn
        self._pass()
        end = self.round_end(self.round_index) if rnd.end is not None else None
        return Passed(seat, end, self.winner)

    def _pass(self) -> None:
        rnd = self.rounds[-1]
        self._history.append(len(self.events))
        rnd.pass_turn()
        if rnd.end == BLOCKED:
            self._settle_blocked()

    def resolve_forced(self) -> None:
        """Perform forced draws and passes until a seat can place or the round ends."""
        rnd = self.rounds[-1]
        if rnd.end is None and not rnd.playable():
            self._forced(rnd)

    def _forced(self, rnd: Round) -> None:
        """``resolve_forced`` once the seat to move is known to have nothing to place."""
        stock_size, draw = len(rnd.stock) - rnd.reserve, rnd.draw
        while True:
            if rnd.drawn < stock_size:
                draw()
                if rnd.must_play >= 0:  # the drawn tile fits: the only tile it may place
                    return
            else:
                self._pass()
                if rnd.end is not None or rnd.playable():
                    return

    # -- undo: one action back, or back to a mark and forward again ------------------
    def undo(self) -> tuple[ActionKind, int]:
        """Take back the last action of the current round: (kind, tile)."""
        if not self.rounds or not self.round.actions:
            raise IllegalMove(reason("nothing-to-undo"))
        kind, tile = self.round.undo()
        if kind != DRAW:  # a draw scores nothing and has no entry in _history
            first = self._history.pop()
            events = self.events
            for event in events[first:]:  # scores are the sums of accepted events
                if event.accepted:
                    self.scores[event.scorer] -= event.points
            del events[first:]
            self.winner = None  # no action is ever made once the match is won
        return kind, tile

    def undo_placement(self) -> int:
        """Take back actions up to and including the last placement; returns its tile."""
        while True:
            kind, tile = self.undo()
            if kind == PLAY:
                return tile

    def mark(self) -> Mark:
        """The position now, to ``rewind`` to later (within the round)."""
        return Mark(self.round_index, self.round.actions)

    def rewind(self, mark: Mark) -> list[Recorded]:
        """Take back every action made since ``mark`` (in its round); returns them, oldest
        first, for ``replay``."""
        if mark.round != self.round_index:
            raise IllegalMove(reason("nothing-to-undo"))
        rnd = self.round
        parent = rnd.layout.parent
        taken = [Recorded(kind, tile, parent[tile] if kind == PLAY else -1)
                 for kind, tile, _ in rnd.history()[mark.actions:]]
        while rnd.actions > mark.actions:
            self.undo()
        return taken

    def replay(self, actions: list[Recorded]) -> None:
        """Make again, exactly, the actions ``rewind`` took back."""
        for kind, tile, point in actions:
            if kind == PLAY:
                self.push((tile, point))
            elif kind == DRAW:
                self.draw()
            elif kind == PASS:
                self.pass_turn()

    # -- copies ------------------------------------------------------------------
    def copy(self) -> Match:
        """An independent copy for search; past rounds are shared, not copied."""
        other = Match(self.variant, self.players, auto_forced=self.auto_forced,
                      target=self.target)
        other.opening_scores = self.opening_scores
        other.scores = list(self.scores)
        other.events = list(self.events)
        other.rounds = [*self.rounds[:-1], self.round.copy()] if self.rounds else []
        other.winner = self.winner
        other.rng.setstate(self.rng.getstate())
        other._history = list(self._history)
        return other

    def state(self) -> tuple[object, ...]:
        return (
            tuple(self.scores),
            tuple(self.events),
            self.winner,
            len(self.rounds),
            self.round.state() if self.rounds else None,
        )


