"""The two rule variants and what differs between them."""

from __future__ import annotations

from enum import Enum
from typing import Final

TARGET: Final = 305  # raw points; shown as 61: the originals' target
# the targets a match may be played to (raw): the originals' 61 shown, and shorter house
# targets (41 and 31 shown); Exact 61 must finish exactly on the chosen one
TARGETS: Final = (TARGET, 205, 155)
DISPLAY_UNIT: Final = 5  # raw points per displayed point
PLAYER_COUNTS: Final = (2, 3, 4)  # players a match may have, in both variants (4: two teams)


class Variant(str, Enum):
    FIVE_UP = "five-up"  # seed 000: target checked after the round, hands deducted
    EXACT_61 = "exact-61"  # seed 001: Kelley/PUREMCO settlement, exact target

    @property
    def display_name(self) -> str:
        """The English name (the interface translates its own)."""
        return "Five-Up" if self is Variant.FIVE_UP else "Exact 61"

    @classmethod
    def parse(cls, text: str) -> Variant:
        for variant in cls:
            if variant.value == text:
                return variant
        raise ValueError(f"unknown variant {text!r} (expected \"five-up\" or \"exact-61\")")


# The member itself, for the checks below that every scoring event and every bot's move
# makes: ``Variant.EXACT_61`` is looked up through the enum's metaclass, many times slower
# than a module global.
_EXACT_61: Final = Variant.EXACT_61


def displayed(raw: int) -> int:
    """Displayed points: raw / 5 (scores are always multiples of 5)."""
    return raw // DISPLAY_UNIT if raw >= 0 else -((-raw) // DISPLAY_UNIT)


def check_target(target: object) -> int:
    """``target`` if a match may be played to it (``TARGETS``), else ValueError (any
    value may come in: a record's, a setting's)."""
    if type(target) is not int or target not in TARGETS:
        shown = ", ".join(f"{t} ({displayed(t)} shown)" for t in TARGETS)
        raise ValueError(f"a match is played to {shown}, not {target!r}")
    return target


def accepts(variant: Variant, score: int, points: int, target: int = TARGET) -> bool:
    """Is a whole scoring event accepted?  Exact 61 rejects one that would take its
    scorer above the target (305); an event that lowers a score is always accepted."""
    return not (variant is _EXACT_61 and points > 0 and score + points > target)


def wins_exactly(variant: Variant, score: int, points: int, target: int = TARGET) -> bool:
    """Exact 61: an accepted event reaching exactly the target (305) ends the match at once."""
    return variant is _EXACT_61 and points > 0 and score + points == target


def verdict(variant: Variant, score: int, points: int, last_tile: bool,
            target: int = TARGET) -> tuple[bool | None, bool]:
    """How a placement's points would be judged for a scorer at ``score``: (accepted,
    wins).  ``accepted`` is None for the last tile of an Exact 61 domino, which is
    judged together with the settlement of hands the seat cannot see."""
    if variant is _EXACT_61 and last_tile:
        return None, False
    return accepts(variant, score, points, target), wins_exactly(variant, score, points, target)
