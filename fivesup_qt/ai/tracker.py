"""The tile tracker of the teaching mode: what one seat may know of the others' tiles.

For each other seat: the values it is known not to hold, from its draws and passes
(the same inference Hard samples deals with, ``sampling.infer``: a seat that draws
or passes holds no tile showing an open value, and a drawn tile starts free of that
knowledge); and for each value 0-6, how many tiles showing it are still unseen by
the observing seat.  It reads the observation only, never a hidden tile.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.observation import Observation, Sighting
from ..rules.tiles import HI, LO
from .sampling import ALL_VALUES, infer


@dataclass(frozen=True)
class SeatTrack:
    """What is known of one other seat's hand."""

    seat: int
    tiles: int  # how many tiles it holds
    absent: int  # 7-bit set of the values none of its tiles shows
    because: tuple[Sighting, ...]  # its draws and passes that taught an absent value

    def absent_values(self) -> list[int]:
        return [v for v in range(7) if self.absent >> v & 1]


@dataclass(frozen=True)
class Tracker:
    seat: int  # the observing seat
    seats: tuple[SeatTrack, ...]  # every other seat, in seat order
    unseen: tuple[int, ...]  # per value 0-6: unseen tiles showing it (a double counts once)


def track(obs: Observation) -> Tracker:
    """The tracker of the observing seat, from its observation alone."""
    inference = infer(obs)
    seats = []
    for seat in range(obs.players):
        if seat == obs.seat:
            continue
        slots = inference.slots[seat][: obs.hand_sizes[seat]]
        absent = ALL_VALUES if slots else 0
        for forbidden in slots:  # a value no remaining tile may show
            absent &= forbidden
        because = tuple(s for s in obs.sightings if s.seat == seat and s.open_values & absent)
        seats.append(SeatTrack(seat, obs.hand_sizes[seat], absent, because))
    unseen = [0] * 7
    for tile in obs.unseen_tiles():
        unseen[LO[tile]] += 1
        if HI[tile] != LO[tile]:
            unseen[HI[tile]] += 1
    return Tracker(obs.seat, tuple(seats), tuple(unseen))
