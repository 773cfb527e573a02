"""The player's puzzle solving, kept across runs: the rating, the streak and the puzzles
played and solved, as one small JSON object in the data folder (``paths.puzzles_path``).

The rating is Glicko-2's three numbers (``ai/rating.py`` computes them; the puzzle
screen hands them over); a player who never finished a puzzle has none (``rating``
is None).  The streak counts the puzzles solved at the first try in a row.

The file is read like the settings: through the bounded reader, never through a
link (a link in its place is refused and moved aside as the link itself, its target
untouched) and never from a special file.  A file that could not be read or is
broken is never written over: it is moved whole into the bad-files folder and the
player starts afresh, told why; when it cannot be moved, it stays where it is and
nothing is saved this session (``blocked``).
"""

from __future__ import annotations

import json
import logging
import math
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import paths
from ..reading import is_int, parse_json, read_bytes
from .files import StorageError, clean_stale_temporaries, put_aside, save_bytes

log = logging.getLogger(__name__)

FORMAT = "fivesup-qt puzzle progress"
VERSION = 1
MAX_PROGRESS_BYTES = 1024 * 1024
# The limits of every value kept: the reader refuses a file past them, and an answer
# (``PuzzleProgress.finished``) keeps its values within them, so that whatever the game
# writes its reader takes back (an answer once took a rating of 6000 to 6000.000001,
# and the next start put the file aside).
MAX_IDS = 20_000  # puzzles remembered, and the streaks' most (the shipped set: a few hundred)
MAX_ID = 100  # characters of one puzzle's id
RATING_RANGE = (-2000.0, 6000.0)  # far beyond any rating Glicko-2 gives a person
DEVIATION_RANGE = (0.0, 1000.0)
# Above 0: Glicko-2 takes the volatility's logarithm (0, or below about 1e-162, where
# its square is 0, failed every answer with "math domain error").
VOLATILITY_RANGE = (1e-6, 1.0)


@dataclass
class PuzzleProgress:
    """What the player has done with the puzzles so far."""

    rating: tuple[float, float, float] | None = None  # Glicko-2: rating, deviation, volatility
    streak: int = 0  # solved at the first try, in a row, up to now
    best_streak: int = 0
    played: list[str] = field(default_factory=list)  # ids rated once (the first try counts)
    solved: list[str] = field(default_factory=list)  # ids solved at the first try

    def finished(self, puzzle_id: str, first_try: bool,
                 rating: tuple[float, float, float] | None) -> None:
        """A puzzle answered: a first answer counts for the streak and, with the rating
        it gave (``rating``, from ``ai.rating.rate``), for the rating; a retry of a
        puzzle played before changes neither."""
        if puzzle_id in self.played:
            return
        _remember(self.played, puzzle_id)
        if rating is not None:
            self.rating = kept_rating(rating)
        if first_try:
            _remember(self.solved, puzzle_id)
            self.streak = min(self.streak + 1, MAX_IDS)
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"format": FORMAT, "version": VERSION}
        if self.rating is not None:
            data["rating"], data["deviation"], data["volatility"] = self.rating
        data.update(streak=self.streak, best_streak=self.best_streak,
                    played=list(self.played), solved=list(self.solved))
        return data


def kept_rating(rating: tuple[float, float, float]) -> tuple[float, float, float]:
    """A rating, deviation and volatility as kept: each within the limits the reader
    takes (Glicko-2 may step a hair past them: a deviation of 1000 widens to 1015)."""
    return (_within(rating[0], RATING_RANGE), _within(rating[1], DEVIATION_RANGE),
            _within(rating[2], VOLATILITY_RANGE))


def _within(value: float, limits: tuple[float, float]) -> float:
    low, high = limits
    return low if math.isnan(value) else min(max(value, low), high)


def _remember(ids: list[str], puzzle_id: str) -> None:
    """``puzzle_id`` added last; the oldest forgotten past ``MAX_IDS``."""
    ids.append(puzzle_id)
    del ids[:-MAX_IDS]


def _number(data: dict[str, Any], key: str, low: float, high: float) -> float:
    value = data[key]
    if (not (is_int(value) or isinstance(value, float)) or not math.isfinite(value)
            or not low <= value <= high):
        raise ValueError(f"{key!r} must be a number from {low:g} to {high:g}")
    return float(value)


def _count(data: dict[str, Any], key: str) -> int:
    value = data.get(key, 0)
    if not is_int(value) or not 0 <= value <= MAX_IDS:
        raise ValueError(f"{key!r} must be a whole number from 0 to {MAX_IDS:,}")
    return int(value)


def _ids(data: dict[str, Any], key: str) -> list[str]:
    value = data.get(key, [])
    if (not isinstance(value, list) or len(value) > MAX_IDS
            or not all(isinstance(i, str) and 0 < len(i) <= MAX_ID for i in value)):
        raise ValueError(f"{key!r} must be a list of at most {MAX_IDS:,} puzzle ids")
    return list(dict.fromkeys(value))  # each once


def progress_from_json(data: object) -> PuzzleProgress:
    """The progress of a decoded file; ValueError saying what is wrong."""
    if not isinstance(data, dict):
        raise ValueError("it must be a JSON object")
    if data.get("format") != FORMAT:
        raise ValueError(f"it is not a puzzle progress file (format {FORMAT!r} missing)")
    if data.get("version") != VERSION:
        raise ValueError(f"its version is {json.dumps(data.get('version'))[:20]}; this game "
                         f"reads version {VERSION}")
    rating = None
    keys = ("rating", "deviation", "volatility")
    if any(k in data for k in keys):
        if not all(k in data for k in keys):
            raise ValueError("a rating needs its 'rating', 'deviation' and 'volatility'")
        rating = (_number(data, "rating", *RATING_RANGE),
                  _number(data, "deviation", *DEVIATION_RANGE),
                  _number(data, "volatility", *VOLATILITY_RANGE))
    progress = PuzzleProgress(rating, _count(data, "streak"), _count(data, "best_streak"),
                              _ids(data, "played"), _ids(data, "solved"))
    progress.best_streak = max(progress.best_streak, progress.streak)
    return progress


@dataclass
class ProgressRead:
    progress: PuzzleProgress
    problems: list[StorageError] = field(default_factory=list)


class ProgressStore:
    """The progress file.  One that could not be read is never written over (see the
    module's text)."""

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = Path(path) if path is not None else paths.puzzles_path()
        self.blocked: StorageError | None = None

    def load(self) -> ProgressRead:
        self.blocked = None
        clean_stale_temporaries(self.path)
        try:
            raw = read_bytes(self.path, MAX_PROGRESS_BYTES, "puzzle progress file",
                             follow_links=False)
            progress = progress_from_json(parse_json(raw, self.path))
        except FileNotFoundError:
            return ProgressRead(PuzzleProgress())
        except ValueError as wrong:  # read, but not progress the game can use
            error = StorageError(self.path, f"{wrong}; your puzzle progress starts afresh")
            return self._refused(error, move_only=False)
        except StorageError as error:
            if error.content:
                error.problem += "; your puzzle progress starts afresh"
            return self._refused(error, move_only=not error.content)
        return ProgressRead(progress)

    def _refused(self, error: StorageError, move_only: bool) -> ProgressRead:
        error.kept = put_aside(self.path, move_only=move_only, problem=error)
        log.info("puzzle progress refused: %s (moved aside to %s)", error,
                 error.kept or "nowhere")
        if error.kept is None and os.path.lexists(self.path):  # still there: keep it
            self.blocked = error
        return ProgressRead(PuzzleProgress(), [error])

    def save(self, progress: PuzzleProgress) -> None:
        if self.blocked is not None:
            raise StorageError(self.path, "the puzzle progress file could not be read or "
                               "moved aside, so it is kept as it is and your progress is "
                               "not saved", content=False)
        text = json.dumps(progress.to_json(), ensure_ascii=False, indent=1) + "\n"
        save_bytes(self.path, text.encode("utf-8"))
