"""A proved position made into a ``Puzzle``: the round's deal and moves as texts, the
proof's solutions, values and lines, the themes and reasons."""

from __future__ import annotations

from ...rules.match import Match
from ...rules.round import PLAY
from ...rules.tiles import move_text, tile_text
from ..puzzle import LEVELS, Puzzle, Refutation, Solves
from .identity import canonical_key, puzzle_id
from .proof import OPEN_NODES, Proof, prove_counting, prove_open
from .themes import describe


def round_moves(match: Match) -> tuple[str, ...]:
    """The placements of the current round so far, as move texts."""
    rnd = match.round
    parent = rnd.layout.parent
    return tuple(move_text((tile, parent[tile])) for kind, tile, _ in rnd.history()
                 if kind == PLAY)


def scores_before_round(match: Match) -> tuple[int, ...]:
    """The scores at the start of the current round: now, less the round's accepted
    events."""
    scores = list(match.scores)
    for event in match.events:
        if event.round == match.round_index and event.accepted:
            scores[event.scorer] -= event.points
    return tuple(scores)


def prove(match: Match, kind: str, nodes: int = OPEN_NODES) -> Proof | None:
    return prove_open(match, nodes) if kind == "open" else prove_counting(match)


def make_puzzle(match: Match, kind: str, nodes: int = OPEN_NODES) -> Puzzle | None:
    """The puzzle of the position of ``match`` (its seat to move), when it proves; its
    difficulty is unknown yet ("medium", no solves: ``difficulty.rate`` fills them)."""
    proof = prove(match, kind, nodes)
    if proof is None:
        return None
    goal, themes, reasons = describe(match, proof, kind)
    rnd = match.round
    best = proof.value
    refutations = tuple(
        Refutation(move_text(m), v, best - v, reasons[m],
                   tuple(move_text(x) for x in proof.lines.get(m, ())))
        for m, v in proof.values if m not in proof.solutions)
    return Puzzle(
        id=puzzle_id(canonical_key(match, kind)),
        variant=match.variant,
        players=match.players,
        target=match.target,
        scores=scores_before_round(match),
        kind=kind,
        goal=goal,
        leader=rnd.leader,
        hands=tuple(tuple(tile_text(t) for t in hand) for hand in rnd.dealt),
        stock=tuple(tile_text(t) for t in rnd.stock),
        moves=round_moves(match),
        seat=rnd.turn,
        solutions=tuple(move_text(m) for m in proof.solutions),
        value=best,
        line=tuple(move_text(m) for m in proof.lines.get(proof.solutions[0], ())),
        refutations=refutations,
        themes=themes,
        difficulty="medium",
        rating=1500,
        solves=tuple(Solves(level, 0, 1) for level in LEVELS),
    )
