"""A window's saved place, [x, y, width, height]: plain, no Qt, nothing of the game.

The settings declare it (``storage.settings.WINDOW``) and the game's window reads it back
before its first frame, when the settings store (and the rules it names) is not loaded
yet: one check here serves both, so what the game writes, it reads back.
"""

from __future__ import annotations

from .reading import is_int

LARGEST = 100_000  # the largest coordinate or side a place may have


def place_of(raw: object, largest: int = LARGEST) -> list[int]:
    """``raw`` as a place ([] for nowhere yet); ValueError for anything else."""
    if raw == []:
        return []
    if (not isinstance(raw, list) or len(raw) != 4 or not all(is_int(v) for v in raw)
            or any(abs(v) > largest for v in raw) or min(raw[2:]) < 1):
        raise ValueError(f"must be [x, y, width, height] (whole numbers, sides of 1 to "
                         f"{largest}) or []")
    return [int(v) for v in raw]
