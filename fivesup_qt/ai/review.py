"""The post-game review: every decision of one seat, judged as Expert would judge it.

For each placement the reviewed seat made while it had a choice, every legal move is
valued the way the computer players value a move (Expert: the expected outcome for the
seat's side over deals consistent with what the seat could see at that moment, exact
when the hidden tiles are known; Exact 61's finish and rejections included). The review
reads the seat's observation only, as hints do, and is deterministic for a given seed
and number of deals.

Two measures, from the same deals (``judging.search``): the expected raw points given up
(``loss``) and, in a match with two sides (a win-chance table, ``equity.applies``: Exact
61 and Five-Up, every target), the chance of winning the match given up
(``chance_loss``, percentage points). Where there is a chance, the points
(``values``, ``loss``) leave the match's result out: the match is in the chance.  Where
there is none (three players, a rule set without tables) they count a match won or
lost as ±1000, the only measure there that sees it, and a label by points that counted
it says so in words; the points a player reads (``Decision.alone``: the text and the
window) leave it out everywhere. The label comes from
one of them (``measure``): from the chance when the match is at stake (``at_stake``: a
side within ``AT_STAKE`` raw of the target), else from points, against each measure's
thresholds (``THRESHOLDS``, ``CHANCE_THRESHOLDS``). Every decision also has an accuracy
(``accuracy.accuracy_of`` of its chance loss). The plain facts a player checks are noted
beside the label: a missed five, an Exact 61 overshoot another move avoided, a won match
let go.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from random import Random
from typing import Any

from ..rules.match import Match
from ..rules.observation import Observation, observe
from ..rules.record import Record
from ..rules.round import Move
from ..rules.tiles import move_text, parse_move
from ..rules.variants import DISPLAY_UNIT, FIVE_UP, TARGET, TARGETS, RuleSet, displayed
from .accuracy import accuracy_of, loss_pp, mean_accuracy
from .calibration import Place, calibrated, level_of
from .equity import applies
from .judging import CHANCE, POINTS, Judged, Verdict, search

DEFAULT_DEALS = 300  # deals per decision (at most: a decision stops when its labels are certain)
# (label, the loss below which it applies), in raw points; a larger loss is a blunder.
THRESHOLDS: tuple[tuple[str, float], ...] = (
    ("best", 0.5), ("good", 5.0), ("inaccuracy", 15.0), ("mistake", 40.0))
# The same labels by the chance of winning the match, in percentage points.  Near 0-0 a
# raw point is worth about a third of a percentage point (equity tables' slope: 0.32
# in Five-Up, 0.42 in Exact 61), so these bands are the points bands' at the start of
# a match (0.5 pp ~ 1.5 raw, 2 ~ 6, 5 ~ 15, 10 ~ 30), and near the target, where the
# chance is what counts, the same chance given up is the same label.
CHANCE_THRESHOLDS: tuple[tuple[str, float], ...] = (
    ("best", 0.5), ("good", 2.0), ("inaccuracy", 5.0), ("mistake", 10.0))
BLUNDER = "blunder"
LABELS = (*(label for label, _ in THRESHOLDS), BLUNDER)
# The match is at stake when a side is within AT_STAKE raw points of the target (20 of
# the 61 shown: a side at 41 or more), in a match that has a win-chance table.
AT_STAKE = 100
_STAKES = [(displayed(t - AT_STAKE), displayed(t)) for t in TARGETS]  # (41, 61), (21, 41), ...
AT_STAKE_RULE = (
    f"Once a side has {_STAKES[0][0]} or more of the {_STAKES[0][1]} points ("
    + ", ".join(f"{at} of {t}" for at, t in _STAKES[1:])
    + "), a move is labelled by how much it changes your chance of winning the match; "
    "before that, and in three-player matches, by the points it gives up.")
# facts beside the label
MISSED_FIVE = "missed-five"  # a scoring placement was available, the move scored nothing
OVERSHOOT = "overshoot"  # Exact 61: the move's points were rejected, another move's would not be
WIN_LET_GO = "won-match-let-go"  # Exact 61: a move made exactly 305, the move played did not


def label_of(loss: float) -> str:
    """The label of a decision that gave up ``loss`` expected raw points."""
    return LABELS[band_of(loss)]


def band_of(loss: float) -> int:
    """The index in ``LABELS`` of the label of ``loss`` raw points (0: best)."""
    for band, (_, below) in enumerate(THRESHOLDS):
        if loss < below:
            return band
    return len(THRESHOLDS)


def chance_label_of(loss: float) -> str:
    """The label of a decision that gave up ``loss`` percentage points of winning chance."""
    return LABELS[chance_band_of(loss)]


def chance_band_of(loss: float) -> int:
    """The index in ``LABELS`` of the label of ``loss`` percentage points (0: best)."""
    for band, (_, below) in enumerate(CHANCE_THRESHOLDS):
        if loss < below:
            return band
    return len(CHANCE_THRESHOLDS)


def at_stake(obs: Observation) -> bool:
    """Is the match at stake (``AT_STAKE``): a win-chance table applies and a side is
    within ``AT_STAKE`` raw points of the target?  The label then comes from the chance."""
    return applies(obs.variant, obs.players, obs.target) and \
        max(obs.scores) >= obs.target - AT_STAKE


def measure_of(obs: Observation) -> str:
    """The measure a decision's label comes from: CHANCE when the match is at stake."""
    return CHANCE if at_stake(obs) else POINTS


JUDGED = Judged()  # positions already judged, shared by the reviews of one process


def figure(value: float) -> float:
    """A value for the JSON, to 2 decimals: -0.001 is 0.0, never -0.0."""
    return round(value, 2) + 0.0


Ranked = tuple[tuple[Move, float], ...]  # moves with their values, best first


@dataclass(frozen=True)
class Decision:
    """One placement of the reviewed seat that had more than one legal move."""

    round: int  # from 1, as record positions count (docs/record-format.md)
    move_no: int  # the placement's position in the round's moves, from 1
    seat: int
    played: Move
    best: Move  # the best move by the measure the label comes from (``measure``)
    values: Ranked  # every legal move with its expected raw points, best first
    loss: float  # expected raw points the move played gave up against the best (>= 0)
    label: str  # from ``measure``: THRESHOLDS on ``loss``, CHANCE_THRESHOLDS on ``chance_loss``
    facts: tuple[str, ...]
    exact: bool  # the rest of the round was searched exactly (the hidden tiles were known)
    # every legal move with its chance of winning the match (percent, 0-100), best first;
    # None where no win-chance table applies (three players, a rule set without tables)
    chances: Ranked | None = None
    chance_loss: float | None = None  # percentage points given up against the best (>= 0)
    measure: str = POINTS  # CHANCE (the match at stake) or POINTS: what labels
    accuracy: float = 100.0  # accuracy.accuracy_of the chance loss (or points, converted)
    # every legal move with its expected raw points, the match's result left out
    # (``match_value.points_alone``), best first; None unless the review was asked for it
    # (``review``'s ``alone``) or its exact search ran out of nodes
    alone: Ranked | None = None

    @property
    def value(self) -> float:
        """The expected raw points of the move played."""
        return dict(self.values)[self.played]

    @property
    def chance(self) -> float | None:
        """The chance of winning (percent) after the move played, None without a table."""
        return None if self.chances is None else dict(self.chances)[self.played]

    @property
    def alone_loss(self) -> float | None:
        """Expected raw points the move played gave up, the match's result left out (None
        without ``alone``): what ``fivesup-qt review`` calls points."""
        if self.alone is None:
            return None
        return max(0.0, self.alone[0][1] - dict(self.alone)[self.played])

    @property
    def points_label(self) -> str:
        """The label by points, whichever measure labels."""
        return label_of(self.loss)

    @property
    def chance_label(self) -> str | None:
        """The label by winning chance (None without a table)."""
        return None if self.chance_loss is None else chance_label_of(self.chance_loss)

    def to_json(self) -> dict[str, Any]:
        return {
            "round": self.round, "move": self.move_no, "seat": self.seat,
            "played": move_text(self.played), "best": move_text(self.best),
            "values": [[move_text(move), figure(value)] for move, value in self.values],
            "loss": figure(self.loss),
            "chances": None if self.chances is None else
            [[move_text(move), figure(value)] for move, value in self.chances],
            "chance_loss": None if self.chance_loss is None else figure(self.chance_loss),
            "measure": self.measure, "label": self.label, "points_label": self.points_label,
            "chance_label": self.chance_label, "accuracy": figure(self.accuracy),
            "facts": list(self.facts), "exact": self.exact,
        }


@dataclass(frozen=True)
class Summary:
    """Decisions taken together: a round's, or the whole match's."""

    decisions: int
    given_up: float  # expected raw points given up, in all
    best_share: float  # the share of decisions whose move was the best (0 when none)
    labels: dict[str, int]
    # percentage points of winning chance given up, in all (None: no decision had a table)
    chance_given_up: float | None = None
    accuracy: float | None = None  # the mean accuracy of the decisions (None: none)
    # expected raw points given up in all, the match's result left out (None unless
    # every decision has them: ``Decision.alone_loss``)
    alone_given_up: float | None = None


def summarize(decisions: list[Decision]) -> Summary:
    labels = {label: 0 for label in LABELS}
    for d in decisions:
        labels[d.label] += 1
    n = len(decisions)
    chance_losses = [d.chance_loss for d in decisions if d.chance_loss is not None]
    alone_losses = [d.alone_loss for d in decisions]
    return Summary(n, sum(d.loss for d in decisions), labels["best"] / n if n else 0.0, labels,
                   sum(chance_losses) if chance_losses else None,
                   mean_accuracy(d.accuracy for d in decisions),
                   None if None in alone_losses else sum(x for x in alone_losses if x is not None))


@dataclass(frozen=True)
class Review:
    seat: int
    deals: int
    seed: int
    decisions: tuple[Decision, ...]
    variant: RuleSet = FIVE_UP
    players: int = 2
    target: int = TARGET  # raw

    def summary(self) -> Summary:
        return summarize(list(self.decisions))

    def accuracy(self) -> float | None:
        """The seat's accuracy over the match: the mean of its decisions' (None: none)."""
        return self.summary().accuracy

    def level(self) -> Place | None:
        """Where the seat's accuracy falls among the levels' (``calibration.level_of``);
        None without a decision or a calibration of the setup (its target too)."""
        accuracy = self.accuracy()
        return None if accuracy is None else level_of(accuracy, self.variant, self.players,
                                                      target=self.target)

    def levels_measured(self) -> bool:
        """Were the computer levels' accuracies measured at this match's target (61 only)?"""
        return calibrated(self.target)

    def rounds(self) -> dict[int, Summary]:
        """Each round (from 1) that had a decision, with its summary."""
        by_round: dict[int, list[Decision]] = {}
        for d in self.decisions:
            by_round.setdefault(d.round, []).append(d)
        return {r: summarize(ds) for r, ds in sorted(by_round.items())}

    def to_json(self) -> dict[str, Any]:
        whole = self.summary()
        place = self.level()
        return {
            "format": FORMAT, "variant": self.variant.value, "players": self.players,
            "seat": self.seat, "deals": self.deals, "seed": self.seed,
            "thresholds": {"points": {label: below for label, below in THRESHOLDS},
                           "chance": {label: below for label, below in CHANCE_THRESHOLDS}},
            "at_stake": {"within": AT_STAKE, "within_shown": AT_STAKE // DISPLAY_UNIT,
                         "rule": AT_STAKE_RULE},
            "summary": {"decisions": whole.decisions, "given_up": figure(whole.given_up),
                        "chance_given_up": _figure_or_none(whole.chance_given_up),
                        "best_share": round(whole.best_share, 4), "labels": whole.labels,
                        "accuracy": _figure_or_none(whole.accuracy),
                        "level": None if place is None else place.to_json()},
            "rounds": [{"round": r, "decisions": s.decisions, "given_up": figure(s.given_up),
                        "chance_given_up": _figure_or_none(s.chance_given_up),
                        "best_share": round(s.best_share, 4),
                        "accuracy": _figure_or_none(s.accuracy)}
                       for r, s in self.rounds().items()],
            "decisions": [d.to_json() for d in self.decisions],
        }


FORMAT = "fivesup-review/3"


def _figure_or_none(value: float | None) -> float | None:
    return None if value is None else figure(value)


class Cancelled(Exception):
    """The review was stopped (the player pressed Cancel)."""


def positions(record: Record) -> Iterator[tuple[int, int, Match, Move]]:
    """Every placement of a record with the match just before it (round and move
    counted from 1).  The match is the same object throughout: read it at once."""
    match = Match(record.variant, record.players, target=record.target)
    for round_no, rr in enumerate(record.rounds, 1):
        match.start_round(rr.leader, rr.hands, rr.stock)
        for move_no, text in enumerate(rr.moves, 1):
            move = parse_move(text)
            yield round_no, move_no, match, move
            match.play(move)


def decision_count(record: Record, seat: int) -> int:
    """How many decisions of ``seat`` a review will judge (for a progress bar)."""
    return sum(1 for _, _, match, _ in positions(record)
               if match.turn == seat and len(match.legal_moves()) > 1)


def judge(obs: Observation, played: Move, rng: Random, deals: int,
          stop: Callable[[], bool] | None = None) -> tuple[tuple[tuple[Move, float], ...], bool]:
    """Every legal move of ``obs`` valued, best first (the move played first among
    equals), and whether exactly (``judging.search``: Expert's valuation, at most
    ``deals`` deals).  ``stop`` is asked before each deal: True ends the search at once
    (its values are then not to be used)."""
    return ranked(search(obs, played, rng, deals, band_of, stop), played)


def ranked(verdict: Verdict, played: Move) -> tuple[tuple[tuple[Move, float], ...], bool]:
    """A verdict's values best first, the move played first among equals."""
    return best_first(verdict.values, played), verdict.exact


def best_first(values: Ranked, played: Move) -> Ranked:
    """Moves with their values, best first, the move played first among equals."""
    return tuple(sorted(values, key=lambda mv: (-mv[1], mv[0] != played, mv[0])))


def facts_of(obs: Observation, played: Move) -> tuple[str, ...]:
    """The plain facts of a decision, from the engine's previews of every legal move."""
    previews = {move: obs.preview(move) for move in obs.legal_moves}
    mine = previews[played]
    scored = mine.points if mine.accepted is not False else 0
    facts = []
    if not scored and any(p.points and p.accepted is not False for p in previews.values()):
        facts.append(MISSED_FIVE)
    if mine.accepted is False and any(p.accepted is not False for p in previews.values()):
        facts.append(OVERSHOOT)
    if not mine.wins and any(p.wins for p in previews.values()):
        facts.append(WIN_LET_GO)
    return tuple(facts)


def review(record: Record, seat: int, deals: int = DEFAULT_DEALS, seed: int = 0,
           progress: Callable[[int, int], bool] | None = None,
           stopped: Callable[[], bool] | None = None, judged: Judged | None = None,
           alone: bool = False) -> Review:
    """Judge every decision ``seat`` made in ``record``.  ``progress(done, total)`` is
    told once the decisions are counted (done 0), then after each decision; when it
    answers False the review stops (``Cancelled``).  ``stopped()`` is asked before every
    deal of a decision's search, so a Cancel is heard at once even at a great depth.
    Time and memory grow with the record's size times the deals, never with its square.
    Positions already judged are read from ``judged`` (``JUDGED`` by default).  With
    ``alone`` every decision also has its points with the match's result left out
    (``Decision.alone``), which the command line shows."""
    if not 0 <= seat < record.players:
        raise ValueError(f"seat {seat} is not a seat of {record.players} players")
    total = decision_count(record, seat) if progress is not None else 0
    if progress is not None and progress(0, total) is False:
        raise Cancelled  # the count of a long record took a moment: Cancel is heard at once
    decisions = []
    for round_no, move_no, match, played in positions(record):
        if match.turn != seat or len(match.legal_moves()) < 2:
            continue
        obs = observe(match, seat)  # what the seat could see then, and nothing more
        measure = measure_of(obs)
        verdict = (judged or JUDGED).verdict(
            obs, played, seed_of(seed, round_no, move_no), deals,
            chance_band_of if measure == CHANCE else band_of, stopped, measure, alone)
        if stopped is not None and stopped():
            raise Cancelled  # the search was cut short: its values are not the review's
        decisions.append(decision_of(verdict, obs, round_no, move_no, played, measure))
        if progress is not None and progress(len(decisions), total) is False:
            raise Cancelled
    return Review(seat, deals, seed, tuple(decisions), record.variant, record.players,
                  record.target)


def seed_of(seed: int, round_no: int, move_no: int) -> str:
    """The seed of a decision's generator (``Random(seed_of(...))``): the review's seed,
    the round and the move, so every decision draws its own deals."""
    return f"{seed}:{round_no}:{move_no}"


def decision_of(verdict: Verdict, obs: Observation, round_no: int, move_no: int,
                played: Move, measure: str) -> Decision:
    """A decision from its verdict, labelled by ``measure`` (points where the verdict
    has no chances)."""
    values = best_first(verdict.values, played)
    loss = max(0.0, values[0][1] - dict(values)[played])
    chances = chance_loss = None
    if verdict.chances is not None:
        chances = best_first(verdict.chances, played)
        chance_loss = max(0.0, chances[0][1] - dict(chances)[played])
    if measure == CHANCE and chances is not None and chance_loss is not None:
        best, label = chances[0][0], chance_label_of(chance_loss)
    else:
        measure, best, label = POINTS, values[0][0], label_of(loss)
    accuracy = accuracy_of(loss_pp(chance_loss, loss, obs.variant))
    alone = None if verdict.alone is None else best_first(verdict.alone, played)
    return Decision(round_no, move_no, obs.seat, played, best, values, loss, label,
                    facts_of(obs, played), verdict.exact, chances, chance_loss, measure,
                    accuracy, alone)
