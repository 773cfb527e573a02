"""The rules of Five-Up and Exact 61: pure Python, no Qt.

The public names below are the model's API; everything else is detail.
"""

from .layout import CountedEnd, Layout, placement_points
from .match import Deal, IllegalMove, Mark, Match, Recorded
from .outcome import PLACE, SETTLE, Drew, Event, Forced, Passed, Played, Preview, RoundEnd
from .reasons import Reason
from .round import BLOCKED, DOMINO, DRAW, PASS, PLAY, WON, Move, Round, deal
from .settlement import SettlementStep, round5, scorer_of_seat, scorers_of
from .standing import Stand, Standing
from .tiles import (
    NO_POINT,
    move_text,
    parse_move,
    parse_point,
    parse_tile,
    point_text,
    tile_text,
)
from .variants import (
    EXACT_61,
    FIVE_UP,
    PLAYER_COUNTS,
    SHIPPED,
    TARGET,
    RuleSet,
    Variant,
    displayed,
    rule_set,
    standing,
)

__all__ = [
    "BLOCKED",
    "DOMINO",
    "DRAW",
    "EXACT_61",
    "FIVE_UP",
    "NO_POINT",
    "PASS",
    "PLACE",
    "PLAY",
    "PLAYER_COUNTS",
    "SETTLE",
    "SHIPPED",
    "TARGET",
    "WON",
    "CountedEnd",
    "Deal",
    "Drew",
    "Event",
    "Forced",
    "IllegalMove",
    "Layout",
    "Mark",
    "Match",
    "Move",
    "Passed",
    "Played",
    "Preview",
    "Reason",
    "Recorded",
    "Round",
    "RoundEnd",
    "RuleSet",
    "SettlementStep",
    "Stand",
    "Standing",
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
    "rule_set",
    "scorer_of_seat",
    "scorers_of",
    "standing",
    "tile_text",
]
