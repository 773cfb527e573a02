"""The post-game review: every decision of one seat, judged as Expert would judge it.

For each placement the reviewed seat made while it had a choice, every legal move is
valued the way the computer players value a move (Expert: the expected outcome for
the seat's side over deals consistent with what the seat could see at that moment,
exact when the hidden tiles are known; a match won or lost counts ±1000, Exact 61's
finish and rejections included).  The review reads the seat's observation only, as
hints do, and is deterministic for a given seed and number of deals.

Labels come from the expected points given up (``loss``, raw points) against fixed
thresholds (``THRESHOLDS``); the plain facts a player checks are noted beside them:
a missed five, an Exact 61 overshoot another move avoided, a won match let go.
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
from .judging import Judged, Verdict, search

DEFAULT_DEALS = 300  # deals per decision (at most: a decision stops when its labels are certain)
# (label, the loss below which it applies), in raw points; a larger loss is a blunder.
THRESHOLDS: tuple[tuple[str, float], ...] = (
    ("best", 0.5), ("good", 5.0), ("inaccuracy", 15.0), ("mistake", 40.0))
BLUNDER = "blunder"
LABELS = (*(label for label, _ in THRESHOLDS), BLUNDER)
# facts beside the label
MISSED_FIVE = "missed-five"  # a scoring placement was available, the move scored nothing
OVERSHOOT = "overshoot"  # Exact 61: the move's points were rejected, another move's would not be
WIN_LET_GO = "won-match-let-go"  # Exact 61: a move made exactly 305, the move played did not


def label_of(loss: float) -> str:
    """The label of a decision that gave up ``loss`` expected raw points."""
    return LABELS[band_of(loss)]


def band_of(loss: float) -> int:
    """The index in ``LABELS`` of the label of ``loss`` (0: best)."""
    for band, (_, below) in enumerate(THRESHOLDS):
        if loss < below:
            return band
    return len(THRESHOLDS)


JUDGED = Judged()  # positions already judged, shared by the reviews of one process


def figure(value: float) -> float:
    """A value for the JSON, to 2 decimals: -0.001 is 0.0, never -0.0."""
    return round(value, 2) + 0.0


@dataclass(frozen=True)
class Decision:
    """One placement of the reviewed seat that had more than one legal move."""

    round: int  # from 1, as record positions count (docs/record-format.md)
    move_no: int  # the placement's position in the round's moves, from 1
    seat: int
    played: Move
    best: Move
    values: tuple[tuple[Move, float], ...]  # every legal move with its expected value, best first
    loss: float  # expected raw points the move played gave up against the best (>= 0)
    label: str
    facts: tuple[str, ...]
    exact: bool  # the rest of the round was searched exactly (the hidden tiles were known)

    @property
    def value(self) -> float:
        """The expected value of the move played."""
        return dict(self.values)[self.played]

    def to_json(self) -> dict[str, Any]:
        return {
            "round": self.round, "move": self.move_no, "seat": self.seat,
            "played": move_text(self.played), "best": move_text(self.best),
            "values": [[move_text(move), figure(value)] for move, value in self.values],
            "loss": figure(self.loss), "label": self.label, "facts": list(self.facts),
            "exact": self.exact,
        }


@dataclass(frozen=True)
class Summary:
    """Decisions taken together: a round's, or the whole match's."""

    decisions: int
    given_up: float  # expected raw points given up, in all
    best_share: float  # the share of decisions whose move was the best (0 when none)
    labels: dict[str, int]


def summarize(decisions: list[Decision]) -> Summary:
    labels = {label: 0 for label in LABELS}
    for d in decisions:
        labels[d.label] += 1
    n = len(decisions)
    return Summary(n, sum(d.loss for d in decisions), labels["best"] / n if n else 0.0, labels)


@dataclass(frozen=True)
class Review:
    seat: int
    deals: int
    seed: int
    decisions: tuple[Decision, ...]

    def summary(self) -> Summary:
        return summarize(list(self.decisions))

    def rounds(self) -> dict[int, Summary]:
        """Each round (from 1) that had a decision, with its summary."""
        by_round: dict[int, list[Decision]] = {}
        for d in self.decisions:
            by_round.setdefault(d.round, []).append(d)
        return {r: summarize(ds) for r, ds in sorted(by_round.items())}

    def to_json(self) -> dict[str, Any]:
        whole = self.summary()
        return {
            "format": "fivesup-review/1", "seat": self.seat, "deals": self.deals,
            "seed": self.seed, "thresholds": {label: below for label, below in THRESHOLDS},
            "summary": {"decisions": whole.decisions, "given_up": figure(whole.given_up),
                        "best_share": round(whole.best_share, 4), "labels": whole.labels},
            "rounds": [{"round": r, "decisions": s.decisions, "given_up": figure(s.given_up),
                        "best_share": round(s.best_share, 4)} for r, s in self.rounds().items()],
            "decisions": [d.to_json() for d in self.decisions],
        }


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
    values = sorted(verdict.values, key=lambda mv: (-mv[1], mv[0] != played, mv[0]))
    return tuple(values), verdict.exact


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
           stopped: Callable[[], bool] | None = None, judged: Judged | None = None) -> Review:
    """Judge every decision ``seat`` made in ``record``.  ``progress(done, total)`` is
    told once the decisions are counted (done 0), then after each decision; when it
    answers False the review stops (``Cancelled``).  ``stopped()`` is asked before every
    deal of a decision's search, so a Cancel is heard at once even at a great depth.
    Time and memory grow with the record's size times the deals, never with its square.
    Positions already judged are read from ``judged`` (``JUDGED`` by default)."""
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
        verdict = (judged or JUDGED).verdict(obs, played, f"{seed}:{round_no}:{move_no}",
                                             deals, band_of, stopped)
        values, exact = ranked(verdict, played)
        if stopped is not None and stopped():
            raise Cancelled  # the search was cut short: its values are not the review's
        best_move, best = values[0]
        loss = max(0.0, best - dict(values)[played])
        decisions.append(Decision(round_no, move_no, seat, played, best_move, values, loss,
                                  label_of(loss), facts_of(obs, played), exact))
        if progress is not None and progress(len(decisions), total) is False:
            raise Cancelled
    return Review(seat, deals, seed, tuple(decisions))
