"""The strict checks of one value of a puzzle file (``fivesup-puzzles/1``): its JSON type,
its bounds, a tile or a move written exactly as the game writes it. Each answers the
checked value or raises ``PuzzleError`` saying where (``where``, a path such as
``puzzles[3] pz-… .round.moves[2]``) and what is wrong; a hostile file is refused, never
trusted. ``ai/puzzle.py``'s ``from_json`` reads a whole puzzle with them."""

from __future__ import annotations

import math
from typing import Any, Final

from ..rules.tiles import TILE_COUNT, move_text, parse_move, parse_tile, tile_text

MAX_LINE: Final = TILE_COUNT  # placements in a line or a round
MAX_VALUE: Final = 2000.0


class PuzzleError(ValueError):
    """Puzzle data that is not a valid puzzle; the message says where and why."""


def fail(where: str, problem: str) -> PuzzleError:
    """The error to raise: ``where`` the value is, then what is wrong with it."""
    return PuzzleError(f"{where}: {problem}")


def keyed(value: object, where: str, keys: tuple[str, ...]) -> dict[str, Any]:
    """An object with exactly ``keys``: an unknown key is refused as a missing one is."""
    if not isinstance(value, dict):
        raise fail(where, "must be an object")
    unknown = [k for k in value if k not in keys]
    if unknown:
        raise fail(where, f"unknown key {str(unknown[0])[:40]!r}")
    missing = [k for k in keys if k not in value]
    if missing:
        raise fail(where, f"missing key {missing[0]!r}")
    return value


def whole(value: object, where: str, low: int, high: int) -> int:
    """A whole number from ``low`` to ``high`` (not a bool, not 2.0)."""
    if type(value) is not int or not low <= value <= high:
        raise fail(where, f"must be a whole number from {low} to {high}")
    return value


def number(value: object, where: str) -> float:
    """A finite number within ``MAX_VALUE`` either way (a value, a loss)."""
    if not isinstance(value, (int, float)) or isinstance(value, bool) \
            or not math.isfinite(value) or abs(value) > MAX_VALUE:
        raise fail(where, f"must be a number from {-MAX_VALUE:g} to {MAX_VALUE:g}")
    return float(value)


def choice(value: object, where: str, choices: tuple[str, ...]) -> str:
    """One of ``choices`` (a kind, a goal, a difficulty, a key of ``WHYS``)."""
    if not isinstance(value, str) or value not in choices:
        raise fail(where, f"must be one of {', '.join(choices)}")
    return value


def bounded(value: object, where: str, most: int) -> list[Any]:
    """A list of at most ``most`` entries, before any entry is read."""
    if not isinstance(value, list):
        raise fail(where, "must be a list")
    if len(value) > most:
        raise fail(where, f"has more than {most} entries")
    return value


def tile_texts(value: object, where: str) -> tuple[str, ...]:
    """Tiles written as the game writes them, low value first: "1|4"."""
    out = []
    for i, text in enumerate(bounded(value, where, TILE_COUNT)):
        if not isinstance(text, str) or len(text) != 3:
            raise fail(f"{where}[{i}]", "must be a tile like \"1|4\"")
        try:
            out.append(tile_text(parse_tile(text)))
        except ValueError as error:
            raise fail(f"{where}[{i}]", str(error)) from None
        if out[-1] != text:
            raise fail(f"{where}[{i}]", f"must be written low value first ({out[-1]})")
    return tuple(out)


def move_texts(value: object, where: str, most: int = MAX_LINE) -> tuple[str, ...]:
    """Moves written as the game writes them: "3|4@4|4/lineB", at most ``most``."""
    out = []
    for i, text in enumerate(bounded(value, where, most)):
        if not isinstance(text, str) or len(text) > 24:
            raise fail(f"{where}[{i}]", "must be a move text like \"3|4@4|4/lineB\"")
        try:
            canonical = move_text(parse_move(text))
        except ValueError as error:
            raise fail(f"{where}[{i}]", str(error)) from None
        if canonical != text:
            raise fail(f"{where}[{i}]", f"must be written as {canonical}")
        out.append(text)
    return tuple(out)


def text_keys(value: object, where: str, choices: tuple[str, ...]) -> tuple[str, ...]:
    """Keys of ``choices``, each once (a puzzle's themes)."""
    items = bounded(value, where, len(choices))
    out = tuple(choice(v, f"{where}[{i}]", choices) for i, v in enumerate(items))
    if len(set(out)) != len(out):
        raise fail(where, "lists a key twice")
    return out


def no_constant(name: str) -> None:
    """NaN and Infinity are refused: JSON has no such numbers."""
    raise ValueError(f"{name} is not a JSON number")


def short_int(text: str) -> int:
    """A whole number of at most 40 digits: a longer one is refused before it is
    converted (converting a million digits takes minutes)."""
    if len(text) > 40:
        raise ValueError(f"a number of {len(text):,} digits")
    return int(text)

