"""The level an accuracy corresponds to: the computer levels' own accuracies, measured
by ``calibrate`` (``python -m fivesup_qt.ai.calibrate``) and shipped as data
(``resources/calibration.json``, format ``fivesup-calibration/1``).

``level_of`` reads it: "accuracy 86%: between Hard (83%) and Expert (89%)".  The levels
were measured in matches to the originals' target only (305 raw, 61 shown): a shorter
match has no calibration (``calibrated``), and the review says so in words, for a
level's accuracy depends on how often a match is at stake, which a shorter one is
sooner.  The
review imports this module; the command that measures imports the review, so it has
a module of its own.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any, Final

from ..rules.variants import TARGET, RuleSet

FORMAT: Final = "fivesup-calibration/1"
RESOURCE: Final = "calibration.json"
CALIBRATED_TARGET: Final = TARGET  # the target of the matches the levels were measured in


@dataclass(frozen=True)
class Mark:
    """A level's place on the accuracy scale: its mean accuracy and 95% interval."""

    level: str  # the bot name (levels.LEVELS): random, medium, hard, expert
    title: str  # its English title: Easy, Medium, Hard, Expert
    accuracy: float
    low: float
    high: float

    def to_json(self) -> dict[str, Any]:
        return {"level": self.level, "title": self.title, "accuracy": round(self.accuracy, 1)}


@dataclass(frozen=True)
class Place:
    """Where an accuracy falls among the levels': the level at or below it with the
    highest accuracy and the next level above it (None past either end)."""

    accuracy: float
    below: Mark | None
    above: Mark | None

    def to_json(self) -> dict[str, Any]:
        return {"accuracy": round(self.accuracy, 1),
                "below": None if self.below is None else self.below.to_json(),
                "above": None if self.above is None else self.above.to_json()}


def load(text: str) -> dict[str, Any]:
    """A calibration file's data, its format checked."""
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"not {FORMAT}")
    return data


@cache
def shipped() -> dict[str, Any]:
    """The shipped calibration, read once."""
    text = resources.files("fivesup_qt").joinpath("resources").joinpath(RESOURCE) \
        .read_text("utf-8")
    return load(text)


def calibrated(target: int) -> bool:
    """Were the levels measured in matches to ``target`` (raw)?"""
    return target == CALIBRATED_TARGET


def marks(variant: RuleSet, players: int, data: dict[str, Any] | None = None,
          target: int = TARGET) -> list[Mark]:
    """The levels' marks of a setup, lowest accuracy first ([] when not calibrated, a
    shorter target too)."""
    if not calibrated(target):
        return []
    for setup in (data or shipped())["setups"]:
        if setup["variant"] == variant.value and setup["players"] == players:
            found = [Mark(lv["level"], lv["title"], lv["accuracy"], lv["low"], lv["high"])
                     for lv in setup["levels"] if lv["accuracy"] is not None]
            return sorted(found, key=lambda m: m.accuracy)
    return []


def level_of(accuracy: float, variant: RuleSet, players: int,
             data: dict[str, Any] | None = None, target: int = TARGET) -> Place | None:
    """The levels around ``accuracy`` in the setup (None when it is not calibrated)."""
    found = marks(variant, players, data, target)
    if not found:
        return None
    below = [m for m in found if m.accuracy <= accuracy]
    above = [m for m in found if m.accuracy > accuracy]
    return Place(accuracy, below[-1] if below else None, above[0] if above else None)
