"""JSON Schemas of the match record, the replay report, the review and the puzzle set,
shipped with the game.

Outside tools validate files with them (``fivesup-qt schema match`` prints one);
the tests validate every simulated record, every replay report and reviews of them.
A schema checks shape and types only: whether the moves obey the rules is for the
engine (``fivesup-qt replay``) to judge.  docs/record-format.md and
docs/review-format.md (and docs/puzzle-format.md) explain every field.
"""

from __future__ import annotations

import json
from pathlib import Path

NAMES = ("match", "replay", "review", "puzzle")
_FOLDER = Path(__file__).resolve().parent


def path(name: str) -> Path:
    """The schema file of ``name`` ('match', 'replay', 'review' or 'puzzle')."""
    if name not in NAMES:
        raise ValueError(f"no schema {name!r} (expected one of: {', '.join(NAMES)})")
    return _FOLDER / f"{name}.schema.json"


def text(name: str) -> str:
    return path(name).read_text(encoding="utf-8")


def load(name: str) -> dict:
    return json.loads(text(name))
