"""What a match is set up with, as values: the rule set, the target, the seed and every
seat (name, human or computer, level).  Qt-free (the match model holds one);
``setup.match_setup`` builds them with the interface's default names.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...ai.levels import DEFAULT_LEVEL
from ...rules import FIVE_UP, TARGET, RuleSet


@dataclass(frozen=True)
class SeatSetup:
    name: str
    human: bool
    level: str = DEFAULT_LEVEL  # a bot name fivesup_qt.ai.bots.make_bot knows


@dataclass(frozen=True)
class MatchSetup:
    variant: RuleSet = FIVE_UP
    seats: tuple[SeatSetup, ...] = field(default_factory=tuple)
    seed: int | None = None
    target: int = TARGET  # raw: the originals' 305, or a shorter house target

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]
