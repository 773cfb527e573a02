"""What a match is set up with: the variant and every seat (name, human or computer)."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from ..rules import Variant

LEVELS = ("random", "greedy", "medium", "hard", "expert")  # bot names of fivesup_qt.ai.bots, easiest first


def level_title(level: str) -> str:
    """The player-facing name of a computer level."""
    titles = {
        "random": QCoreApplication.translate("setup", "Easy"),
        "greedy": QCoreApplication.translate("setup", "Greedy"),
        "medium": QCoreApplication.translate("setup", "Medium"),
        "hard": QCoreApplication.translate("setup", "Hard"),
        "expert": QCoreApplication.translate("setup", "Expert"),
    }
    return titles.get(level, level)


@dataclass(frozen=True)
class SeatSetup:
    name: str
    human: bool
    level: str = "greedy"


@dataclass(frozen=True)
class MatchSetup:
    variant: Variant = Variant.FIVE_UP
    seats: tuple[SeatSetup, ...] = field(default_factory=tuple)
    seed: int | None = None

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]


def default_setup(seed: int | None = None) -> MatchSetup:
    """Five-Up, you against one computer opponent."""
    return MatchSetup(
        Variant.FIVE_UP,
        (SeatSetup(QCoreApplication.translate("setup", "You"), True),
         SeatSetup(QCoreApplication.translate("setup", "Computer"), False, "greedy")),
        seed,
    )


def bots_only(players: int = 2, variant: Variant = Variant.FIVE_UP, seed: int | None = None) -> MatchSetup:
    """A match between computer seats only (the smoke run)."""
    seats = tuple(
        SeatSetup(QCoreApplication.translate("setup", "Computer {n}").format(n=i + 1), False,
                  LEVELS[i % 2])
        for i in range(players)
    )
    return MatchSetup(variant, seats, seed)
