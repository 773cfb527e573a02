"""The puzzle screen's words: the question a puzzle asks, its themes, difficulties and
why a wrong move is wrong, in the interface's language.

The facts are the model's (``ai/puzzle.py``: the goal, the themes, the ``why`` of a
refutation); only the wording lives here.  The solver is the player, addressed as
"you"; every other seat is named, and every value is isolated (``voice.fill``).
"""

from __future__ import annotations

from itertools import groupby

from PySide6.QtCore import QCoreApplication

from ...ai.puzzle import Puzzle
from ...rules import DRAW, Match, Played, displayed
from ..words.narrator import placement_line
from ..words.summary import tiles_count, variant_name
from ..words.voice import Cast, fill

CONTEXT = "puzzles"


def tr(text: str) -> str:
    return QCoreApplication.translate("puzzles", text)


def question(puzzle: Puzzle, cast: Cast, match: Match) -> str:
    """What the puzzle asks, from its goal: 'You to play: finish the match'."""
    goal = puzzle.goal
    if goal == "stop":
        others = [k for k in range(len(match.scorers)) if k != puzzle.scorer]
        if len(others) == 1:
            return fill(tr("You to play: stop {names} from scoring"),
                        names=cast.team(match, others[0]))
        return tr("You to play: stop the others from scoring")
    texts = {
        "score-most": tr("You to play: score the most with this placement"),
        "finish": tr("You to play: finish the match"),
        "domino": tr("You to play: go out first"),
        "block": tr("You to play: block the round while ahead"),
        "best-round": tr("You to play: make the most of the round"),
    }
    return texts.get(goal, texts["best-round"])


def kind_note(puzzle: Puzzle) -> str:
    """How much of the table the puzzle shows."""
    if puzzle.kind == "open":
        return tr("Every hand is shown: the rest of the round can be worked out exactly.")
    return tr("Only your hand is shown: count what each placement scores now.")


def theme_name(theme: str) -> str:
    """A theme (``ai.puzzle.THEMES``) as the player reads it."""
    names = {
        "exact-finish": tr("Exact finish"),
        "match-win": tr("Win the match"),
        "domino-first": tr("Go out first"),
        "block": tr("Block"),
        "deny-five": tr("Deny a score"),
        "overshoot-avoided": tr("Do not overshoot"),
        "spinner-count": tr("Spinner count"),
        "several-scores": tr("Several scores"),
        "sacrifice": tr("Sacrifice"),
        "big-score": tr("Big score"),
    }
    return names.get(theme, theme)


def difficulty_name(difficulty: str) -> str:
    names = {"easy": tr("Easy"), "medium": tr("Medium"), "hard": tr("Hard")}
    return names.get(difficulty, difficulty)


def why_text(why: str) -> str:
    """Why a wrong move is wrong (``Refutation.why``), as one sentence."""
    texts = {
        "loses-match": tr("After it, another side wins the match."),
        "misses-finish": tr("It does not finish the match; the right move does."),
        "overshoots": tr("Its points would pass the target, so they would not count."),
        "opponent-dominoes": tr("After it, another player goes out first."),
        "opponent-scores": tr("It lets the other side score more."),
        "fewer-points": tr("Your side scores less with it."),
    }
    return texts.get(why, texts["fewer-points"])


def about(puzzle: Puzzle) -> str:
    """'Five-Up · 2 players · to 61 · rated 1450 · Medium'."""
    return fill(tr("{variant} · {players} players · to {target} · puzzle rated {rating} · "
                   "{difficulty}"), variant=variant_name(puzzle.variant),
                players=puzzle.players, target=displayed(puzzle.target),
                rating=puzzle.rating, difficulty=difficulty_name(puzzle.difficulty))


def told(cast: Cast, played: Played, target: int) -> str:
    """HTML of one placement of the line shown, then the draws and passes the engine
    forced after it (without them a seat that passed looks skipped): 'West 2|5 → ...
    · North draws 3 tiles · North passes'."""
    parts = [placement_line(cast, played, target)]
    for (kind, seat), run in groupby(played.forced, key=lambda f: (f.kind, f.seat)):
        if kind == DRAW:  # a seat's draws in a row told as one
            parts.append(cast.by_person(seat, tr("You draw {tiles}"), tr("{name} draws {tiles}"),
                                        html=True, tiles=tiles_count(len(list(run)))))
        else:
            parts += [cast.by_person(seat, tr("You pass"), tr("{name} passes"), html=True)
                      for _ in run]
    return " · ".join(parts)
