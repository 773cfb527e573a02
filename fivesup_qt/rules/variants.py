"""The rule sets and what differs between them: one ``RuleSet`` object per rule set,
registered by the value records write (``"five-up"``, ``"exact-61"``).

Everything that differs between Five-Up and Exact 61 is a field or a method here: how a
round is settled, whether a scoring event may pass the target, how the match is won, the
targets a match may be played to and the default, the English name (the interface
translates its own).  The rest of the program asks a match's rule set (``Match.rules``)
these questions and never compares rule sets (python-chess's ``chess.variant`` and
Kajongg's rulesets are the models).  A rule set of either kind with other targets or
another name is one ``RuleSet(...)`` and one ``register`` call.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from . import settlement
from .layout import POINTS_OF, SPINNERS_ALL
from .round import BLOCKED, DOMINO
from .settlement import SettlementStep
from .standing import Stand, Standing
from .tiles import BIT, HAND_SIZE, HI, IS_DOUBLE, LO, PIPS, TILE_COUNT

TARGET: Final = 305  # raw points; shown as 61: the originals' target
# the targets a match may be played to (raw): the originals' 61 shown, and shorter house
# targets (41 and 31 shown); Exact 61 must finish exactly on the chosen one
TARGETS: Final = (TARGET, 205, 155)
DISPLAY_UNIT: Final = 5  # raw points per displayed point
PLAYER_COUNTS: Final = (2, 3, 4)  # players a match may have, in both variants (4: two teams)


def displayed(raw: int, unit: int = DISPLAY_UNIT) -> int:
    """Displayed points: raw / 5 (the fives games' scores are always multiples of 5);
    with ``unit`` 1 (Block, Draw) the score itself."""
    return raw // unit if raw >= 0 else -((-raw) // unit)


# How a finished round is settled when the target is not exact (an exact rule set is
# always settled by Kelley/PUREMCO's steps):
DEDUCT_HANDS: Final = "deduct-hands"  # Five-Up: every hand deducted from its own scorer
WINNER_TAKES: Final = "winner-takes"  # Block, Draw, All Fives: the round's winner scores
# Who leads a round that nobody's domino decides (the first, or one after a block):
LEAD_LOT: Final = "lot"  # a seat by lot, opening with any tile
LEAD_HIGHEST_DOUBLE: Final = "highest-double"  # the highest double dealt, played first


def opening_lead(hands: Sequence[int]) -> tuple[int, int]:
    """(seat, tile) of the highest double in the hands (masks), or of the heaviest tile
    when no double was dealt (pips, then the higher half: no two tiles tie)."""
    best = max((t for t in range(TILE_COUNT) for hand in hands if hand & BIT[t]),
               key=lambda t: (IS_DOUBLE[t], PIPS[t], HI[t], LO[t]))
    return next(seat for seat, hand in enumerate(hands) if hand & BIT[best]), best


class RuleSet:
    """One rule set: its record value, its English name, its targets, and its answers.

    ``exact_target`` is the one switch of the engine's hot paths (read once into a local
    or a bool of the match): True, an event that would pass the target is rejected
    whole, an event making exactly the target wins at once, and a round is settled by
    Kelley/PUREMCO's steps (the opponents' hands to the finisher, or the differences of
    a blocked round); False, every event counts, each hand is deducted from its scorer
    after the round, and the single highest score at or past the target then wins."""

    def __init__(self, value: str, name: str, *, exact_target: bool,
                 targets: tuple[int, ...] = TARGETS, default_target: int | None = None,
                 spinners: int = SPINNERS_ALL, scores_ends: bool = True, draws: bool = True,
                 hand_sizes: dict[int, int] | None = None, lead: str = LEAD_LOT,
                 settles: str = DEDUCT_HANDS, unit: int = DISPLAY_UNIT) -> None:
        """The rest of the rule set, for the games beside the two originals: how many
        doubles spin (``spinners``: 7 every one, 1 the first, 0 none), whether a
        placement scores its counted ends (``scores_ends``), whether a stuck seat draws
        (``draws``), the tiles dealt a seat by player count (``hand_sizes``; 5), who
        leads a round no domino decides (``lead``), how a round is settled
        (``settles``, when the target is not exact) and the unit scores are shown in
        (``unit``: 5, shown divided by five; 1, shown as they are)."""
        if unit not in (1, DISPLAY_UNIT):
            raise ValueError(f"scores are shown in fives or ones, not {unit!r}")
        if not targets or any(type(t) is not int or t <= 0 or t % unit for t in targets):
            raise ValueError(f"targets must be positive multiples of {unit}, not {targets!r}")
        sizes = dict.fromkeys(PLAYER_COUNTS, HAND_SIZE) if hand_sizes is None else hand_sizes
        if any(sizes.get(n, 0) < 1 or n * sizes[n] > TILE_COUNT for n in PLAYER_COUNTS):
            raise ValueError(f"a hand size for 2, 3 and 4 players that the set can deal, "
                             f"not {hand_sizes!r}")
        if lead not in (LEAD_LOT, LEAD_HIGHEST_DOUBLE) or settles not in (DEDUCT_HANDS,
                                                                          WINNER_TAKES):
            raise ValueError(f"unknown lead {lead!r} or settlement {settles!r}")
        self.value: Final = value  # what records write
        self.name: Final = name  # English; the interface translates the shipped ones
        self.exact_target: Final = exact_target
        self.targets: Final = targets
        self.default_target: Final = targets[0] if default_target is None else default_target
        if self.default_target not in targets:
            raise ValueError(f"default target {self.default_target} is not one of {targets}")
        self.spinners: Final = spinners
        self.scores_ends: Final = scores_ends
        self.draws: Final = draws
        self.hand_sizes: Final = {n: sizes[n] for n in PLAYER_COUNTS}
        self.lead: Final = lead
        self.settles: Final = settles
        self.unit: Final = unit

    def _fields(self) -> dict[str, object]:
        """Everything a rule set is made of, as ``RuleSet(**fields)`` takes it."""
        return {"value": self.value, "name": self.name, "exact_target": self.exact_target,
                "targets": self.targets, "default_target": self.default_target,
                "spinners": self.spinners, "scores_ends": self.scores_ends,
                "draws": self.draws, "hand_sizes": self.hand_sizes, "lead": self.lead,
                "settles": self.settles, "unit": self.unit}

    def __repr__(self) -> str:
        return f"<RuleSet {self.value}>"

    def __reduce__(self) -> tuple[object, tuple[dict[str, object]]]:
        # pickled whole for the worker processes, which may not have registered it (a
        # rule set of a test's, or a plug-in's); the registered one comes back there
        return _unpickled, (self._fields(),)

    # -- the deal and the play --------------------------------------------------------
    def hand_size(self, players: int) -> int:
        """Tiles dealt to each seat."""
        return self.hand_sizes[players]

    def placement_points(self, end_sum: int) -> int:
        """Raw points a placement making ``end_sum`` earns: the end sum when a positive
        multiple of 5 in the fives games, nothing where the ends do not score."""
        return POINTS_OF[end_sum] if self.scores_ends else 0

    def shown(self, raw: int) -> int:
        """A raw score as the players see it (61 for 305 in the fives games)."""
        return displayed(raw, self.unit)

    @property
    def display_name(self) -> str:
        """The English name (the interface translates its own)."""
        return self.name

    def check_target(self, target: object) -> int:
        """``target`` if a match may be played to it, else ValueError (any value may come
        in: a record's, a setting's)."""
        if type(target) is not int or target not in self.targets:
            shown = ", ".join(f"{t} ({self.shown(t)} shown)" if self.unit > 1 else str(t)
                              for t in self.targets)
            raise ValueError(f"a match is played to {shown}, not {target!r}")
        return target

    # -- scoring events -------------------------------------------------------------
    def accepts(self, score: int, points: int, target: int) -> bool:
        """Is a whole scoring event accepted?  An exact rule set rejects one that would
        take its scorer above the target; an event that lowers a score always counts."""
        return not (self.exact_target and points > 0 and score + points > target)

    def wins_exactly(self, score: int, points: int, target: int) -> bool:
        """An accepted event reaching exactly the target ends an exact match at once."""
        return self.exact_target and points > 0 and score + points == target

    def verdict(self, score: int, points: int, last_tile: bool,
                target: int) -> tuple[bool | None, bool]:
        """How a placement's points would be judged for a scorer at ``score``: (accepted,
        wins).  ``accepted`` is None for the last tile of an exact rule set's domino,
        judged together with the settlement of hands the seat cannot see."""
        if self.exact_target and last_tile:
            return None, False
        return self.accepts(score, points, target), self.wins_exactly(score, points, target)

    # -- the round's end and the match's ----------------------------------------------
    def settlement_steps(self, end: str, totals: list[int], finisher: int | None,
                         leader: int) -> list[SettlementStep]:
        """The settlement of a finished round as steps; ``end`` is DOMINO or BLOCKED (a
        round won by an exact placement settles nothing)."""
        if end not in (DOMINO, BLOCKED):
            return []
        if not self.exact_target and self.settles == WINNER_TAKES:
            return settlement.winner_takes_steps(totals, finisher if end == DOMINO else None,
                                                 self.unit)
        if not self.exact_target:
            return settlement.five_up_steps(totals)
        if end == DOMINO:
            assert finisher is not None
            return settlement.exact61_domino_steps(totals, finisher)
        return settlement.exact61_blocked_steps(totals, leader)

    def standing(self, scores: Sequence[int], scorer: int, winner: int | None,
                 round_over: bool, target: int) -> Standing:
        """Where ``scorer`` stands, given every scorer's ``scores``, the match's
        ``winner`` (None while it goes on), whether the current round is over, and the
        match's target."""
        raw = scores[scorer]
        needs = target - raw
        if self.exact_target:  # it never passes the target: an overshoot is refused
            return Standing(Stand.REACHED_EXACTLY if needs == 0 else Stand.NEEDS_EXACTLY, needs)
        if needs > 0:
            return Standing(Stand.NEEDS, needs)
        if winner == scorer:
            stand = Stand.WON
        elif winner is not None or raw < max(scores):
            stand = Stand.BEHIND
        elif round_over:  # at the top, past the target, and no winner: the top is shared
            stand = Stand.TIED
        else:
            stand = Stand.LEADING
        return Standing(stand, 0)


# The shipped rule sets (docs/rules.md): seed 000 and seed 001, the originals.
FIVE_UP: Final = RuleSet("five-up", "Five-Up", exact_target=False)
EXACT_61: Final = RuleSet("exact-61", "Exact 61", exact_target=True)

# The classic games beside them (docs/rules.md, "More games"), each our reading of
# Pagat's pages where the sources differ.  Seven tiles a seat with two players, five with
# three or four, except Block, which deals seven to every seat (its undealt tiles sleep).
_SEVEN_OR_FIVE: Final = {2: 7, 3: 5, 4: 5}
BLOCK: Final = RuleSet("block", "Block", exact_target=False, targets=(100, 150, 50),
                       spinners=0, scores_ends=False, draws=False,
                       hand_sizes={2: 7, 3: 7, 4: 7}, lead=LEAD_HIGHEST_DOUBLE,
                       settles=WINNER_TAKES, unit=1)
DRAW_GAME: Final = RuleSet("draw", "Draw", exact_target=False, targets=(100, 150, 50),
                      spinners=0, scores_ends=False, hand_sizes=_SEVEN_OR_FIVE,
                      lead=LEAD_HIGHEST_DOUBLE, settles=WINNER_TAKES, unit=1)
ALL_FIVES: Final = RuleSet("all-fives", "All Fives", exact_target=False, spinners=1,
                           hand_sizes=_SEVEN_OR_FIVE, settles=WINNER_TAKES)

# Every rule set a match may be played by, by record value, in the order lists show them.
_REGISTRY: Final[dict[str, RuleSet]] = {}


def register(rules: RuleSet) -> RuleSet:
    """Make ``rules`` playable: records, settings and every list of rule sets know it."""
    if rules.value in _REGISTRY and _REGISTRY[rules.value] is not rules:
        raise ValueError(f"a rule set {rules.value!r} is already registered")
    _REGISTRY[rules.value] = rules
    return rules


def unregister(rules: RuleSet) -> None:
    """Forget ``rules`` (a test's own rule set, once the test is done)."""
    if _REGISTRY.get(rules.value) is rules:
        del _REGISTRY[rules.value]


def registered() -> tuple[RuleSet, ...]:
    """The registered rule sets, shipped ones first."""
    return tuple(_REGISTRY.values())


def values() -> list[str]:
    """The record values of the registered rule sets (command-line choices, filters)."""
    return list(_REGISTRY)


def rule_set(value: RuleSet | str) -> RuleSet:
    """The registered rule set of a record value (a rule set is returned as it is);
    ValueError names the known ones."""
    if isinstance(value, RuleSet):
        return value
    found = _REGISTRY.get(value) if isinstance(value, str) else None
    if found is None:
        known = " or ".join(f'"{v}"' for v in _REGISTRY)
        raise ValueError(f"unknown variant {value!r} (expected {known})")
    return found


def _unpickled(fields: dict[str, Any]) -> RuleSet:
    """A pickled rule set: the registered one of its value when it is the same rule set,
    else the rule set itself (a worker process that never registered it)."""
    known = _REGISTRY.get(fields["value"])
    if known is not None and known._fields() == fields:
        return known
    return RuleSet(**fields)


# The originals: the puzzles, the calibration and the win-chance tables are made for them.
SHIPPED: Final = (FIVE_UP, EXACT_61)
# The classic games the game ships as well.
CLASSICS: Final = (BLOCK, DRAW_GAME, ALL_FIVES)
for _rules in (*SHIPPED, *CLASSICS):
    register(_rules)

# The name records and the rest of the code give a match's rule set.
Variant = RuleSet


def check_target(target: object) -> int:
    """``target`` if a match of the shipped rule sets may be played to it."""
    return FIVE_UP.check_target(target)


def standing(rules: RuleSet, scores: Sequence[int], scorer: int, winner: int | None,
             round_over: bool, target: int | None = None) -> Standing:
    """Where ``scorer`` stands, given every scorer's ``scores``, the match's ``winner``
    (None while it goes on), whether the current round is over, and the match's target
    (the rule set's default when not given): the rule set's answer."""
    return rules.standing(scores, scorer, winner, round_over,
                          rules.default_target if target is None else target)
