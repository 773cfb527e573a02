"""Why a move is illegal: a code and its parameters, worded in one place per language.

The engine answers ``Match.why_illegal`` with a ``Reason`` (a code such as
``"value-mismatch"`` and typed parameters: tiles, points and seats as the
engine's integers).  The English words live in ``TEXTS`` below and nowhere
else; the interface translates the same texts (context ``reasons``) and
names the seats, while the command line keeps "seat N".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .rebuild import Recipe, by_init
from .tiles import point_text, tile_text


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for the translation tools; the rules never import Qt."""
    return text


CONTEXT = "reasons"

TEXTS: dict[str, str] = {
    "match-over": QT_TRANSLATE_NOOP("reasons", "the match is over"),
    "round-over": QT_TRANSLATE_NOOP("reasons", "the round is over"),
    "not-your-turn": QT_TRANSLATE_NOOP("reasons", "it is not your turn: {seat} is to play"),
    "not-in-hand": QT_TRANSLATE_NOOP("reasons", "{tile} is not in {seat}'s hand ({where})"),
    "must-place-drawn": QT_TRANSLATE_NOOP(
        "reasons", "you must place {tile}, the playable tile you just drew"),
    "opening-has-no-point": QT_TRANSLATE_NOOP(
        "reasons", "the first tile opens the layout: it has no point"),
    "point-needed": QT_TRANSLATE_NOOP(
        "reasons", "the layout is already open: name a connection point"),
    "no-such-point": QT_TRANSLATE_NOOP("reasons", "no such connection point"),
    "not-on-table": QT_TRANSLATE_NOOP("reasons", "{point} is not on the table"),
    "occupied": QT_TRANSLATE_NOOP("reasons", "{point} is already occupied"),
    "branch-too-early": QT_TRANSLATE_NOOP(
        "reasons", "{point}: a spinner's branch opens only once both its line sides are filled"),
    "value-mismatch": QT_TRANSLATE_NOOP(
        "reasons", "{tile} does not match {point}: the value there is {value}"),
    "no-draw": QT_TRANSLATE_NOOP("reasons", "you may draw only when you hold no playable tile"),
    "no-pass": QT_TRANSLATE_NOOP(
        "reasons", "you may pass only when the stock is empty and nothing fits"),
    "nothing-to-undo": QT_TRANSLATE_NOOP("reasons", "nothing to undo in this round"),
    "match-won-no-round": QT_TRANSLATE_NOOP("reasons", "the match is over: no round may follow"),
    "round-not-over": QT_TRANSLATE_NOOP("reasons", "the current round is not over"),
    "wrong-leader": QT_TRANSLATE_NOOP(
        "reasons", "the leader must be {seat}, who played the last tile of the previous round"),
    "lead-holder": QT_TRANSLATE_NOOP(
        "reasons", "the leader must be {seat}, who holds {tile}, the highest double dealt"),
    "must-lead-with": QT_TRANSLATE_NOOP(
        "reasons", "this round opens with {tile}, the highest double dealt"),
    "must-lead-heaviest": QT_TRANSLATE_NOOP(
        "reasons", "this round opens with {tile}: no double was dealt, so the heaviest tile leads"),
    "not-a-spinner": QT_TRANSLATE_NOOP(
        "reasons", "{point}: this double is not a spinner, so it has no branch sides"),
    # where a tile is, inside "not-in-hand"
    "where-table": QT_TRANSLATE_NOOP("reasons", "it is already on the table"),
    "where-stock": QT_TRANSLATE_NOOP("reasons", "it is in the stock"),
    "where-hand": QT_TRANSLATE_NOOP("reasons", "it is in {holder}'s hand"),
}

# The same reasons when the seat named in them is the one the interface addresses as
# "you" (the player): "1|4 is not in your hand", never "not in You's hand".
YOU_TEXTS: dict[tuple[str, str], str] = {
    ("not-your-turn", "seat"): QT_TRANSLATE_NOOP("reasons", "it is not your turn"),
    ("not-in-hand", "seat"): QT_TRANSLATE_NOOP("reasons", "{tile} is not in your hand ({where})"),
    ("wrong-leader", "seat"): QT_TRANSLATE_NOOP(
        "reasons", "you must lead: you played the last tile of the previous round"),
    ("lead-holder", "seat"): QT_TRANSLATE_NOOP(
        "reasons", "you must lead: you hold {tile}, the highest double dealt"),
    ("where-hand", "holder"): QT_TRANSLATE_NOOP("reasons", "it is in your hand"),
}

SEAT_PARAMS = ("seat", "holder")
TILE_PARAMS = ("tile",)
POINT_PARAMS = ("point",)


def _identity(text: str) -> str:
    return text


def _seat_number(seat: int) -> str:
    return f"seat {seat}"


def _nobody(seat: int) -> bool:
    return False


@dataclass(frozen=True)
class Wording:
    """How one language words a reason's parameters: the translation of a text,
    a seat's name, a tile and a point, and which seat is addressed as "you"."""

    translate: Callable[[str], str] = _identity
    seat: Callable[[int], str] = _seat_number
    tile: Callable[[int], str] = tile_text
    point: Callable[[int], str] = point_text
    addressed: Callable[[int], bool] = _nobody

    def __reduce__(self) -> Recipe:
        return by_init(self)  # pickled for the worker processes (rules/rebuild.py)


ENGLISH = Wording()


@dataclass(frozen=True)
class Reason:
    """Why a move is illegal: ``code`` (a key of ``TEXTS``) and typed ``params``
    (tiles, points and seats as integers; ``place`` is "table", "stock" or "hand")."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)

    def __reduce__(self) -> Recipe:
        return by_init(self)  # pickled for the worker processes (rules/rebuild.py)

    def text(self, wording: Wording = ENGLISH) -> str:
        """The sentence in ``wording``'s language (plain English by default)."""
        values: dict[str, Any] = {}
        for key, value in self.params.items():
            if value is None:  # no such seat (a tile on the table has no holder)
                values[key] = None
            elif key in SEAT_PARAMS:
                values[key] = wording.seat(value)
            elif key in TILE_PARAMS:
                values[key] = wording.tile(value)
            elif key in POINT_PARAMS:
                values[key] = wording.point(value)
            else:
                values[key] = value
        if "place" in self.params:
            holder = {"holder": self.params["holder"]} if self.params.get("holder") is not None else {}
            values["where"] = Reason(f"where-{self.params['place']}", holder).text(wording)
        text = TEXTS[self.code]
        for key in SEAT_PARAMS:
            you = YOU_TEXTS.get((self.code, key))
            if you is not None and key in self.params and wording.addressed(self.params[key]):
                text = you
        return wording.translate(text).format(**values)

    def __str__(self) -> str:
        return self.text()


def reason(code: str, **params: Any) -> Reason:
    return Reason(code, params)
