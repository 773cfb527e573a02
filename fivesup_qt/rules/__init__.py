"""The rules of Five-Up and Exact 61: pure Python, no Qt.

The public names below are the model's API; everything else is detail.
"""

from .layout import Layout, placement_points
from .match import Event, IllegalMove, Match
from .round import BLOCKED, DOMINO, WON, Move, Round, deal
from .settlement import round5, scorer_of_seat, scorers_of
from .tiles import (
    NO_POINT,
    move_text,
    parse_move,
    parse_point,
    parse_tile,
    point_text,
    tile_text,
)
from .variants import TARGET, Variant, displayed

__all__ = [
    "BLOCKED",
    "DOMINO",
    "NO_POINT",
    "TARGET",
    "WON",
    "Event",
    "IllegalMove",
    "Layout",
    "Match",
    "Move",
    "Round",
    "Variant",
    "deal",
    "displayed",
    "move_text",
    "parse_move",
    "parse_point",
    "parse_tile",
    "placement_points",
    "point_text",
    "round5",
    "scorer_of_seat",
    "scorers_of",
    "tile_text",
]
