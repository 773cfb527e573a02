"""A puzzle: one position of a real round where one move is proved best, as plain data.

What the Puzzles screen needs, without reading the generator (``ai/puzzles/``):

- ``load_shipped()``: the puzzles shipped with the game (``resources/puzzles.json``,
  format ``fivesup-puzzles/1``, docs/puzzle-format.md), each checked by ``from_json``.
- ``position(puzzle)``: a fresh ``Match`` at the puzzle's position, rebuilt by the engine
  from the round's deal and the placements made so far (forced draws and passes are the
  engine's own). ``match.turn == puzzle.seat``; ``match.legal_moves()`` are the choices.
- ``is_solution(puzzle, move)``: whether a legal move (a ``Move`` or its text) is right.
  Several moves can be right only when they are the same move for the rules (the two
  branch sides of one spinner): ``puzzle.solutions`` lists them all, the main one first.
- ``puzzle.line``: after the (main) solution, the rest of the round as the exact search
  plays it, every seat's placements as move texts (empty for a counting puzzle).
  ``refutation(puzzle, move)`` answers a wrong move: its own line, its value, how much
  worse than the best it is (``loss``) and ``why`` (a key of ``WHYS``, worded by the UI).
  ``play_line(match, moves)`` plays such a line and answers each placement (``Played``:
  the seat, the points, the round's end).
- ``kind``: ``"open"`` (every hand shown; proved by the exact search) or ``"counting"``
  (only the player's own view matters: score the most with this placement; proved by
  the rules' ``preview``).  ``goal`` says what the question asks (``GOALS``),
  ``themes`` what the solution does (``THEMES``).
- ``difficulty`` (``"easy"``, ``"medium"``, ``"hard"``) and ``rating`` (an Elo-like
  number, about 1000-2000, to rate a player's solving against), both from ``solves``:
  how often the Easy, Medium and Hard computer players, each seeing only its seat,
  found the solution.

Values are the exact search's (``match_value.outcome``): the raw points the player's
side gains in the rest of the round minus the mean of the other sides', +-1000 for the
match won or lost on the way. For a counting puzzle a value is the placement's points
as they would be accepted now.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any, Final, NamedTuple

from ..rules.match import IllegalMove, Match
from ..rules.match_values import Deal
from ..rules.outcome import Played
from ..rules.round import Move
from ..rules.settlement import scorer_of_seat
from ..rules.tiles import TILE_COUNT, move_text, parse_move, parse_tile
from ..rules.variants import PLAYER_COUNTS, RuleSet, rule_set
from .endgame import kind_of
from .puzzle_fields import MAX_LINE as MAX_LINE
from .puzzle_fields import MAX_VALUE as MAX_VALUE
from .puzzle_fields import PuzzleError as PuzzleError
from .puzzle_fields import (
    bounded,
    choice,
    fail,
    keyed,
    move_texts,
    no_constant,
    number,
    short_int,
    text_keys,
    tile_texts,
    whole,
)

FORMAT: Final = "fivesup-puzzles/1"
RESOURCE: Final = "puzzles.json"
KINDS: Final = ("open", "counting")
# What a puzzle asks, in the UI's words: "score the most" (counting), "finish the match"
# (the solution wins it: Exact 61's exact 305, or the Five-Up target at the round's end),
# "go out first" (the player's side dominoes), "block the round" (it ends blocked with
# the player's side ahead), "stop them scoring" (the solution keeps the other sides off
# points they would get otherwise), "make the most of the round" (anything else).
GOALS: Final = ("score-most", "finish", "domino", "block", "stop", "best-round")
# What a solution does (several may apply).
THEMES: Final = (
    "exact-finish",      # Exact 61: reaches exactly the target and wins at once
    "match-win",         # the best line wins the match
    "domino-first",      # the player's side goes out, where a wrong move lets another side out
    "block",             # the best line ends the round blocked
    "deny-five",         # the solution leaves the next seat no score; a wrong move gives one
    "overshoot-avoided", # Exact 61: a move worth more points would be rejected (past the target)
    "spinner-count",     # the count turns on a spinner (a double counted whole, or a filled
                         # spinner that stops counting): the naive sum of the open ends is wrong
    "several-scores",    # more than one move scores: the best is not the only one
    "sacrifice",         # the solution scores less now than another move, and more by the end
    "big-score",         # the solution scores 20 raw or more at once
)
# Why a wrong move is wrong (``Refutation.why``).
WHYS: Final = (
    "loses-match",       # another side wins the match in its line
    "misses-finish",     # the solution wins the match; this does not
    "overshoots",        # Exact 61: its points would pass the target and are rejected
    "opponent-dominoes", # another side goes out first in its line
    "opponent-scores",   # it lets the other sides score more
    "fewer-points",      # the player's side simply scores less
)
DIFFICULTIES: Final = ("easy", "medium", "hard")
LEVELS: Final = ("easy", "medium", "hard")  # the computer levels whose solving is counted

# Bounds of the stored data (a hostile file is refused, never trusted).
MAX_PUZZLES: Final = 10_000
MAX_BYTES: Final = 16_000_000
MAX_MOVES: Final = 200  # legal moves of one position (far above any real one)
MAX_TRIES: Final = 10_000
ID_PREFIX: Final = "pz-"


class Solves(NamedTuple):
    """How often one computer level found the solution: ``solved`` of ``tries``."""

    level: str
    solved: int
    tries: int

    @property
    def rate(self) -> float:
        return self.solved / self.tries if self.tries else 0.0


@dataclass(frozen=True)
class Refutation:
    """A wrong legal move and what answers it."""

    move: str  # its move text
    value: float  # its value (open: the exact search's; counting: its points now)
    loss: float  # the best value minus its value: > 0
    why: str  # a key of WHYS
    line: tuple[str, ...]  # open: the rest of the round after it as the search plays it


@dataclass(frozen=True)
class Puzzle:
    """One puzzle (see the module's docstring). Scores are raw, per scorer (with four
    players, scorer 0 is seats 0 and 2), before the round; seats count from 0."""

    id: str
    variant: RuleSet
    players: int
    target: int
    scores: tuple[int, ...]
    kind: str
    goal: str
    leader: int  # the round's leader
    hands: tuple[tuple[str, ...], ...]  # every hand as dealt, tile texts
    stock: tuple[str, ...]  # the stock in draw order, as dealt
    moves: tuple[str, ...]  # the round's placements so far, in order
    seat: int  # the seat to play
    solutions: tuple[str, ...]  # the right moves (one move for the rules), main one first
    value: float  # the solution's value
    line: tuple[str, ...]  # after the main solution: the rest of the round (open only)
    refutations: tuple[Refutation, ...]  # every other legal move
    themes: tuple[str, ...]
    difficulty: str
    rating: int
    solves: tuple[Solves, ...]  # one per level of LEVELS, in that order

    @property
    def solution(self) -> str:
        return self.solutions[0]

    @property
    def scorer(self) -> int:
        """The scorer the player plays for."""
        return scorer_of_seat(self.players, self.seat)

    @property
    def margin(self) -> float:
        """How much better the solution is than the best wrong move."""
        return min(r.loss for r in self.refutations)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "variant": self.variant.value,
            "players": self.players,
            "target": self.target,
            "scores": list(self.scores),
            "kind": self.kind,
            "goal": self.goal,
            "round": {"leader": self.leader, "hands": [list(h) for h in self.hands],
                      "stock": list(self.stock), "moves": list(self.moves)},
            "seat": self.seat,
            "solutions": list(self.solutions),
            "value": _number_out(self.value),
            "line": list(self.line),
            "refutations": [{"move": r.move, "value": _number_out(r.value),
                             "loss": _number_out(r.loss), "why": r.why, "line": list(r.line)}
                            for r in self.refutations],
            "themes": list(self.themes),
            "difficulty": self.difficulty,
            "rating": self.rating,
            "solves": {s.level: [s.solved, s.tries] for s in self.solves},
        }


def _number_out(value: float) -> float | int:
    """Whole values written as integers (the file stays short and exact)."""
    return int(value) if float(value).is_integer() else round(value, 4)


# -- the position ------------------------------------------------------------------------

def start(variant: RuleSet, players: int, target: int, scores: tuple[int, ...], leader: int,
          hands: tuple[tuple[str, ...], ...], stock: tuple[str, ...]) -> Match:
    """A match at the start of the puzzle's round (the engine deals it as given)."""
    deal = Deal(leader, tuple(tuple(parse_tile(t) for t in hand) for hand in hands),
                tuple(parse_tile(t) for t in stock))
    return Match.from_deal(variant, deal, seed=0, target=target, scores=scores)


def position(puzzle: Puzzle) -> Match:
    """A fresh match at the puzzle's position: its round dealt and played up to the
    decision (forced draws and passes made by the engine). The seat to move is
    ``puzzle.seat``."""
    match = start(puzzle.variant, puzzle.players, puzzle.target, puzzle.scores,
                  puzzle.leader, puzzle.hands, puzzle.stock)
    play_line(match, puzzle.moves)
    return match


def play_line(match: Match, moves: tuple[str, ...] | list[str]) -> list[Played]:
    """Play move texts on ``match`` in order, each checked by the rules; answers every
    placement (seat, points, forced draws, the round's end). IllegalMove if one is not
    legal where it comes."""
    return [match.play(parse_move(text)) for text in moves]


def _as_move(move: Move | str) -> Move:
    return parse_move(move) if isinstance(move, str) else move


def is_solution(puzzle: Puzzle, move: Move | str) -> bool:
    """Is ``move`` (a ``Move`` or its text) right?"""
    try:
        text = move_text(_as_move(move))
    except (ValueError, IndexError, TypeError):
        return False
    return text in puzzle.solutions


def refutation(puzzle: Puzzle, move: Move | str) -> Refutation | None:
    """What answers a wrong move; None for a right one or a move that is not legal."""
    try:
        text = move_text(_as_move(move))
    except (ValueError, IndexError, TypeError):
        return None
    return next((r for r in puzzle.refutations if r.move == text), None)


# -- reading -----------------------------------------------------------------------------

_KEYS = ("id", "variant", "players", "target", "scores", "kind", "goal", "round", "seat",
         "solutions", "value", "line", "refutations", "themes", "difficulty", "rating",
         "solves")


def from_json(data: object, where: str = "puzzle") -> Puzzle:
    """A puzzle from its JSON object, checked strictly: the shape, the bounds, and the
    rules' facts (the deal holds every tile once, the moves are legal in order, the seat
    to play is the one stored, the solutions and refutations are exactly the legal
    moves, every line is legal). Whether the solution is really best is the
    verifier's job (``fivesup-qt puzzles verify``). PuzzleError says what is wrong."""
    obj = keyed(data, where, _KEYS)
    pid = obj["id"]
    if not isinstance(pid, str) or len(pid) != len(ID_PREFIX) + 12 \
            or not pid.startswith(ID_PREFIX) \
            or any(c not in "0123456789abcdef" for c in pid[len(ID_PREFIX):]):
        raise fail(f"{where}.id", f"must be {ID_PREFIX} and 12 lowercase hex digits")
    where = f"{where} {pid}"
    try:
        variant = rule_set(obj["variant"]) if isinstance(obj["variant"], str) else None
    except ValueError:
        variant = None
    if variant is None:
        raise fail(f"{where}.variant", "must be \"five-up\" or \"exact-61\"")
    players = whole(obj["players"], f"{where}.players", min(PLAYER_COUNTS), max(PLAYER_COUNTS))
    target = obj["target"]
    if type(target) is not int or target not in variant.targets:
        raise fail(f"{where}.target", f"must be one of {', '.join(map(str, variant.targets))}")
    scorers = 2 if players == 4 else players
    scores = tuple(whole(s, f"{where}.scores[{i}]", -5000, target)
                   for i, s in enumerate(bounded(obj["scores"], f"{where}.scores", 4)))
    if len(scores) != scorers:
        raise fail(f"{where}.scores", f"must hold {scorers} scores (one per scorer)")
    kind = choice(obj["kind"], f"{where}.kind", KINDS)
    goal = choice(obj["goal"], f"{where}.goal", GOALS)
    if (kind == "counting") != (goal == "score-most"):
        raise fail(f"{where}.goal", "score-most is the goal of counting puzzles only")
    rnd = keyed(obj["round"], f"{where}.round", ("leader", "hands", "stock", "moves"))
    leader = whole(rnd["leader"], f"{where}.round.leader", 0, players - 1)
    hand_list = bounded(rnd["hands"], f"{where}.round.hands", 4)
    if len(hand_list) != players:
        raise fail(f"{where}.round.hands", f"must hold {players} hands")
    hands = tuple(tile_texts(h, f"{where}.round.hands[{i}]") for i, h in enumerate(hand_list))
    if any(len(h) != 5 for h in hands):
        raise fail(f"{where}.round.hands", "every hand is dealt 5 tiles")
    stock = tile_texts(rnd["stock"], f"{where}.round.stock")
    every = [t for h in hands for t in h] + list(stock)
    if len(every) != TILE_COUNT or len(set(every)) != TILE_COUNT:
        raise fail(f"{where}.round", "the hands and the stock must hold each of the 28 "
                                      "tiles once")
    moves = move_texts(rnd["moves"], f"{where}.round.moves")
    seat = whole(obj["seat"], f"{where}.seat", 0, players - 1)
    solutions = move_texts(obj["solutions"], f"{where}.solutions", MAX_MOVES)
    if not solutions:
        raise fail(f"{where}.solutions", "must name at least one move")
    value = number(obj["value"], f"{where}.value")
    line = move_texts(obj["line"], f"{where}.line")
    refutations = []
    for i, item in enumerate(bounded(obj["refutations"], f"{where}.refutations", MAX_MOVES)):
        here = f"{where}.refutations[{i}]"
        r = keyed(item, here, ("move", "value", "loss", "why", "line"))
        [move] = move_texts([r["move"]], f"{here}.move")
        refutations.append(Refutation(move, number(r["value"], f"{here}.value"),
                                      number(r["loss"], f"{here}.loss"),
                                      choice(r["why"], f"{here}.why", WHYS),
                                      move_texts(r["line"], f"{here}.line")))
    themes = text_keys(obj["themes"], f"{where}.themes", THEMES)
    difficulty = choice(obj["difficulty"], f"{where}.difficulty", DIFFICULTIES)
    rating = whole(obj["rating"], f"{where}.rating", 0, 4000)
    solved = keyed(obj["solves"], f"{where}.solves", LEVELS)
    solves = []
    for level in LEVELS:
        pair = bounded(solved[level], f"{where}.solves.{level}", 2)
        if len(pair) != 2:
            raise fail(f"{where}.solves.{level}", "must be [solved, tries]")
        tries = whole(pair[1], f"{where}.solves.{level}[1]", 1, MAX_TRIES)
        solves.append(Solves(level, whole(pair[0], f"{where}.solves.{level}[0]", 0, tries),
                             tries))
    puzzle = Puzzle(pid, variant, players, target, scores, kind, goal, leader, hands, stock,
                    moves, seat, solutions, value, line, tuple(refutations), themes,
                    difficulty, rating, tuple(solves))
    _check_rules(puzzle, where)
    return puzzle


def _check_rules(puzzle: Puzzle, where: str) -> None:
    """The rules' facts ``from_json`` promises (see there)."""
    try:
        match = start(puzzle.variant, puzzle.players, puzzle.target, puzzle.scores,
                      puzzle.leader, puzzle.hands, puzzle.stock)
    except (IllegalMove, ValueError) as error:
        raise fail(f"{where}.round", str(error)) from None
    for i, text in enumerate(puzzle.moves):
        try:
            match.play(parse_move(text))
        except IllegalMove as error:
            raise fail(f"{where}.round.moves[{i}]", f"{text}: {error}") from None
        if match.is_over or match.round.is_over:
            raise fail(f"{where}.round.moves", "the round is over before the puzzle")
    if match.is_over or match.round.is_over:
        raise fail(f"{where}.round", "the round is over before the puzzle")
    if match.turn != puzzle.seat:
        raise fail(f"{where}.seat", f"seat {match.turn} is to play, not {puzzle.seat}")
    legal = [move_text(m) for m in match.legal_moves()]
    wrong = [r.move for r in puzzle.refutations]
    if sorted(legal) != sorted([*puzzle.solutions, *wrong]):
        raise fail(f"{where}.refutations", "the solutions and the refutations must be "
                                            "the legal moves, each once")
    kinds = {kind_of(parse_move(t)) for t in puzzle.solutions}
    if len(kinds) != 1:
        raise fail(f"{where}.solutions", "must be one move for the rules (the same tile "
                                          "on interchangeable points)")
    if any(r.loss <= 0 for r in puzzle.refutations):
        raise fail(f"{where}.refutations", "every wrong move must lose something")
    if puzzle.kind == "counting" and (puzzle.line or any(r.line for r in puzzle.refutations)):
        raise fail(f"{where}.line", "a counting puzzle has no lines")
    if puzzle.kind == "open":
        if match.round.stock_left:
            raise fail(f"{where}.round", "an open puzzle is played with the stock empty")
        mark = match.mark()
        for text, line, here in [(puzzle.solution, puzzle.line, f"{where}.line"),
                                 *((r.move, r.line, f"{where}.refutations[{i}].line")
                                   for i, r in enumerate(puzzle.refutations))]:
            try:
                play_line(match, (text, *line))
            except IllegalMove as error:
                raise fail(here, str(error)) from None
            if not (match.is_over or match.round.is_over):
                raise fail(here, "must play the round to its end")
            match.rewind(mark)


def puzzles_from_json(data: object, where: str = "puzzles") -> tuple[Puzzle, ...]:
    """Every puzzle of a ``fivesup-puzzles/1`` file's JSON object, each checked by
    ``from_json``; PuzzleError for the first problem."""
    obj = keyed(data, where, ("format", "puzzles"))
    if obj["format"] != FORMAT:
        raise fail(f"{where}.format", f"must be {FORMAT!r}")
    items = bounded(obj["puzzles"], f"{where}.puzzles", MAX_PUZZLES)
    return tuple(from_json(item, f"{where}: puzzles[{i}]") for i, item in enumerate(items))


def loads(text: str | bytes, where: str = "puzzles") -> tuple[Puzzle, ...]:
    """The puzzles of a file's text (bounded: ``MAX_BYTES``, JSON nesting is shallow)."""
    if len(text) > MAX_BYTES:
        raise fail(where, f"is larger than {MAX_BYTES:,} bytes")
    try:
        data = json.loads(text, parse_constant=no_constant, parse_int=short_int)
    except (ValueError, RecursionError) as error:
        raise fail(where, f"is not JSON: {str(error)[:200]}") from None
    return puzzles_from_json(data, where)


def dumps(puzzles: tuple[Puzzle, ...] | list[Puzzle]) -> str:
    """A ``fivesup-puzzles/1`` file's text: one puzzle a line, diff-friendly."""
    lines = [json.dumps(p.to_json(), ensure_ascii=False, separators=(",", ":"))
             for p in puzzles]
    return ("{\"format\":" + json.dumps(FORMAT) + ",\"puzzles\":[\n"
            + ",\n".join(lines) + "\n]}\n")


@cache
def load_shipped() -> tuple[Puzzle, ...]:
    """The puzzles shipped with the game, read and checked once."""
    text = resources.files("fivesup_qt").joinpath("resources").joinpath(RESOURCE) \
        .read_text("utf-8")
    return loads(text, RESOURCE)
