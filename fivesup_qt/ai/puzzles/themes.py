"""What a solution does, and why a wrong move is wrong: read off the lines the proof
found, played on the real engine (the rules say who scored, who went out, who won).

``goal`` chooses the question (``puzzle.GOALS``), ``themes`` the tags
(``puzzle.THEMES``), ``why`` the one-phrase reason of a refutation (``puzzle.WHYS``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...rules.layout import placement_points
from ...rules.match import Match
from ...rules.outcome import PLACE
from ...rules.round import BLOCKED, DOMINO, Move
from ...rules.tiles import POINT_VALUE
from ..endgame import kind_of
from ..puzzle import THEMES
from .proof import Proof


@dataclass(frozen=True)
class LineFacts:
    """What happened in a line played from the puzzle's position (the move first)."""

    winner: int | None  # the scorer who won the match on the way
    end: str | None  # how the round ended: DOMINO, BLOCKED, "won"; None if not played out
    finisher_side: bool | None  # the domino's finisher is on the player's side
    first_points: int  # the move's own placement points, accepted
    reply_points: int  # the next placement's points, when another side made it
    others_placed: int  # placement points the other sides scored
    own_placed: int  # placement points the player's side scored


def facts(match: Match, moves: tuple[Move, ...]) -> LineFacts:
    """Play ``moves`` (the move, then its line) and read what happened; the match is
    left as it was."""
    mark = match.mark()
    scorer = match.scorer_of[match.turn]
    first_events = len(match.events)
    try:
        played = [match.play(move) for move in moves]
        rnd = match.round
        own = others = 0
        for event in match.events[first_events:]:
            if event.kind == PLACE and event.accepted and event.points > 0:
                if event.scorer == scorer:
                    own += event.points
                else:
                    others += event.points
        first = played[0] if played else None
        reply = played[1] if len(played) > 1 else None
        return LineFacts(
            winner=match.winner,
            end=rnd.end,
            finisher_side=(None if rnd.finisher is None
                           else match.scorer_of[rnd.finisher] == scorer),
            first_points=sum(e.points for e in first.events
                             if e.kind == PLACE and e.accepted) if first else 0,
            reply_points=(sum(e.points for e in reply.events if e.kind == PLACE and e.accepted)
                          if reply is not None and reply.scorer != scorer else 0),
            others_placed=others,
            own_placed=own,
        )
    finally:
        match.rewind(mark)


def naive_count(match: Match, move: Move) -> int:
    """The end sum a player gets by adding up every open end after ``move`` as it looks
    (every free point's value): wrong where a spinner counts whole (2d with one line
    side free) or not at all (both line sides filled, its branches open)."""
    layout = match.round.layout
    layout.play(*move)
    try:
        return sum(POINT_VALUE[p] for p in layout.open_points())
    finally:
        layout.undo()


def naive_points(match: Match, move: Move) -> int:
    """The points ``move`` seems to make by the naive count (``naive_count``)."""
    return placement_points(naive_count(match, move))


def spinner_count(match: Match, solution: Move, wrong: list[Move]) -> bool:
    """Does the answer turn on a spinner: the naive count (``naive_count``) gives the
    solution other points than it makes, or makes a wrong move look as good?"""
    points = accepted_points(match, solution)
    return naive_points(match, solution) != points or any(
        naive_points(match, m) >= points > 0 for m in wrong
        if kind_of(m) != kind_of(solution))


def accepted_points(match: Match, move: Move) -> int:
    preview = match.preview(move)
    return preview.points if preview.accepted is not False else 0


def why(match: Match, move: Move, line: tuple[Move, ...], best: LineFacts | None,
        kind: str) -> str:
    """The reason a wrong move is wrong (``puzzle.WHYS``)."""
    preview = match.preview(move)
    overshoots = preview.accepted is False and preview.points > 0
    if kind == "counting":
        return "overshoots" if overshoots else "fewer-points"
    assert best is not None
    scorer = match.scorer_of[match.turn]
    got = facts(match, (move, *line))
    if got.winner is not None and got.winner != scorer:
        return "loses-match"
    if best.winner == scorer and got.winner != scorer:
        return "misses-finish"
    if overshoots:
        return "overshoots"
    if got.end == DOMINO and got.finisher_side is False and best.finisher_side is not False:
        return "opponent-dominoes"
    if got.others_placed > best.others_placed:
        return "opponent-scores"
    return "fewer-points"


def describe(match: Match, proof: Proof, kind: str
             ) -> tuple[str, tuple[str, ...], dict[Move, str]]:
    """The goal, the themes and each wrong move's reason for a proved position."""
    solution = proof.solutions[0]
    scorer = match.scorer_of[match.turn]
    wrong = [m for m, _ in proof.values if m not in proof.solutions]
    points = {m: accepted_points(match, m) for m, _ in proof.values}
    best = facts(match, (solution, *proof.lines[solution])) if kind == "open" else None
    reasons = {m: why(match, m, proof.lines.get(m, ()), best, kind) for m in wrong}
    themes: list[str] = []
    preview = match.preview(solution)
    exact = match.rules.exact_target
    if exact and preview.wins:
        themes.append("exact-finish")
    if best is not None and best.winner == scorer:
        themes.append("match-win")
    if best is not None and best.end == DOMINO and best.finisher_side \
            and "opponent-dominoes" in reasons.values():
        themes.append("domino-first")
    if best is not None and best.end == BLOCKED:
        themes.append("block")
    denied = False
    if best is not None and best.reply_points == 0:
        denied = any(facts(match, (m, *proof.lines[m])).reply_points > 0 for m in wrong
                     if kind_of(m) != kind_of(solution))
        if denied:
            themes.append("deny-five")
    if exact and any(match.preview(m).accepted is False
                     and match.preview(m).points > preview.points for m in wrong):
        themes.append("overshoot-avoided")
    if spinner_count(match, solution, wrong):
        themes.append("spinner-count")
    if len({kind_of(m) for m, p in points.items() if p > 0}) >= 2:
        themes.append("several-scores")
    if kind == "open" and any(points[m] > points[solution] for m in wrong):
        themes.append("sacrifice")
    if points[solution] >= 20:
        themes.append("big-score")
    if kind == "counting":
        goal = "score-most"
    elif "match-win" in themes:
        goal = "finish"
    elif best is not None and best.end == DOMINO and best.finisher_side:
        goal = "domino"
    elif "block" in themes:
        goal = "block"
    elif best is not None and best.others_placed == 0 and any(
            facts(match, (m, *proof.lines[m])).others_placed > 0 for m in wrong):
        goal = "stop"
    else:
        goal = "best-round"
    return goal, tuple(t for t in THEMES if t in themes), reasons
