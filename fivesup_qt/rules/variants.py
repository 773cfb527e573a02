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
from typing import Final

from . import settlement
from .round import BLOCKED, DOMINO
from .settlement import SettlementStep
from .standing import Stand, Standing

TARGET: Final = 305  # raw points; shown as 61: the originals' target
# the targets a match may be played to (raw): the originals' 61 shown, and shorter house
# targets (41 and 31 shown); Exact 61 must finish exactly on the chosen one
TARGETS: Final = (TARGET, 205, 155)
DISPLAY_UNIT: Final = 5  # raw points per displayed point
PLAYER_COUNTS: Final = (2, 3, 4)  # players a match may have, in both variants (4: two teams)


def displayed(raw: int) -> int:
    """Displayed points: raw / 5 (scores are always multiples of 5)."""
    return raw // DISPLAY_UNIT if raw >= 0 else -((-raw) // DISPLAY_UNIT)


class RuleSet:
    """One rule set: its record value, its English name, its targets, and its answers.

    ``exact_target`` is the one switch of the engine's hot paths (read once into a local
    or a bool of the match): True, an event that would pass the target is rejected
    whole, an event making exactly the target wins at once, and a round is settled by
    Kelley/PUREMCO's steps (the opponents' hands to the finisher, or the differences of
    a blocked round); False, every event counts, each hand is deducted from its scorer
    after the round, and the single highest score at or past the target then wins."""

    def __init__(self, value: str, name: str, *, exact_target: bool,
                 targets: tuple[int, ...] = TARGETS, default_target: int | None = None) -> None:
        if not targets or any(type(t) is not int or t <= 0 or t % DISPLAY_UNIT
                              for t in targets):
            raise ValueError(f"targets must be positive multiples of {DISPLAY_UNIT}, "
                             f"not {targets!r}")
        self.value: Final = value  # what records write
        self.name: Final = name  # English; the interface translates the shipped ones
        self.exact_target: Final = exact_target
        self.targets: Final = targets
        self.default_target: Final = targets[0] if default_target is None else default_target
        if self.default_target not in targets:
            raise ValueError(f"default target {self.default_target} is not one of {targets}")

    def __repr__(self) -> str:
        return f"<RuleSet {self.value}>"

    def __reduce__(self) -> tuple[object, tuple[str, str, bool, tuple[int, ...], int]]:
        # pickled whole for the worker processes, which may not have registered it (a
        # rule set of a test's, or a plug-in's); the registered one comes back there
        return _unpickled, (self.value, self.name, self.exact_target, self.targets,
                            self.default_target)

    @property
    def display_name(self) -> str:
        """The English name (the interface translates its own)."""
        return self.name

    def check_target(self, target: object) -> int:
        """``target`` if a match may be played to it, else ValueError (any value may come
        in: a record's, a setting's)."""
        if type(target) is not int or target not in self.targets:
            shown = ", ".join(f"{t} ({displayed(t)} shown)" for t in self.targets)
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


# The shipped rule sets (docs/rules.md): seed 000 and seed 001.
FIVE_UP: Final = RuleSet("five-up", "Five-Up", exact_target=False)
EXACT_61: Final = RuleSet("exact-61", "Exact 61", exact_target=True)

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


def _unpickled(value: str, name: str, exact_target: bool, targets: tuple[int, ...],
               default_target: int) -> RuleSet:
    """A pickled rule set: the registered one of its value when it is the same rule set,
    else the rule set itself (a worker process that never registered it)."""
    known = _REGISTRY.get(value)
    if known is not None and (known.name, known.exact_target, known.targets,
                              known.default_target) == (name, exact_target, targets,
                                                        default_target):
        return known
    return RuleSet(value, name, exact_target=exact_target, targets=targets,
                   default_target=default_target)


# The rule sets the game ships: the puzzles, the calibration and the win-chance tables
# are made for them.
SHIPPED: Final = (FIVE_UP, EXACT_61)
for _rules in SHIPPED:
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
