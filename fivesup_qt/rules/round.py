"""One round (one deal): hands, stock, turns, forced draws and passes, its end.

A round knows nothing of scores; the match judges what its placements and its
end are worth.  Every change is an action that ``undo`` takes back exactly.
"""

from __future__ import annotations

from random import Random
from typing import Any, Final, Literal

from .layout import SPINNERS_ALL, Layout
from .tiles import (
    BIT,
    HAND_SIZE,
    HI,
    LO,
    NO_POINT,
    PIPS,
    PLAYABLE,
    POINT_COUNT,
    TILE_COUNT,
    mask_tiles,
    tiles_mask,
)

Move = tuple[int, int]  # (tile, point); point is NO_POINT for the opening

ActionKind = Literal["play", "draw", "pass"]
EndKind = Literal["domino", "blocked", "won"]  # how a round ended
PLAY: Final = "play"
DRAW: Final = "draw"
PASS: Final = "pass"
DOMINO: Final = "domino"
BLOCKED: Final = "blocked"
WON: Final = "won"
# What undo restores, per action: (kind, tile, seat, must_play, passes) from before it.
Action = tuple[ActionKind, int, int, int, int]


# Fisher-Yates steps (i, i + 1, bits of i + 1), as ``Random.shuffle`` takes them.
_SHUFFLE_STEPS: Final = tuple((i, i + 1, (i + 1).bit_length()) for i in reversed(range(1, TILE_COUNT)))


def shuffled_tiles(rng: Random) -> list[int]:
    """The 28 tiles in the order ``rng.shuffle(list(range(28)))`` gives, with the same
    draws from ``rng`` (so seeded deals stay the same), written out to save the
    call overhead of ``shuffle``/``_randbelow`` in every playout's deal."""
    tiles = list(range(TILE_COUNT))
    shuffle(tiles, rng)
    return tiles


def shuffle(tiles: list[int], rng: Random) -> None:
    """Shuffle ``tiles`` (at most 28) in place exactly as ``rng.shuffle(tiles)`` does,
    with the same draws: ``Random.shuffle`` is Python code, and the searches shuffle the
    unseen tiles for every deal they sample."""
    getrandbits = rng.getrandbits
    for i, n, k in _SHUFFLE_STEPS[TILE_COUNT - len(tiles):]:
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        tiles[i], tiles[j] = tiles[j], tiles[i]


def deal(rng: Random, players: int, hand_size: int = HAND_SIZE) -> tuple[list[list[int]], list[int]]:
    """Shuffle the 28 tiles: ``hand_size`` to every seat, the rest is the stock in draw
    order.  The plain way; a match deals with ``Round.dealt_from``, tested to deal the same."""
    tiles = shuffled_tiles(rng)
    hands = [tiles[seat * hand_size:(seat + 1) * hand_size] for seat in range(players)]
    return hands, tiles[players * hand_size:]


def _pip_table(first: int, size: int) -> tuple[int, ...]:
    return tuple(sum(PIPS[first + i] for i in range(size) if bits >> i & 1)
                 for bits in range(1 << size))


# The pips of a hand mask, by the chunks of tiles 0-9, 10-18 and 19-27.
_PIPS_0: Final = _pip_table(0, 10)
_PIPS_1: Final = _pip_table(10, 9)
_PIPS_2: Final = _pip_table(19, 9)


def hand_pips(hand: int) -> int:
    """The pip total of a hand given as a mask."""
    return _PIPS_0[hand & 1023] + _PIPS_1[hand >> 10 & 511] + _PIPS_2[hand >> 19]


# A shared tuple the hot paths hand on as it is.  Typed Any (not Move or Action) for the
# compiled engine: mypyc unpacks a value of a fixed-length tuple type into a C struct and
# builds a fresh tuple to put it in a list again, which is the allocation sharing avoids.
Shared = Any

# _MOVES[tile][point]: the move as one shared tuple, so that listing the legal moves
# allocates no tuples (the opening, point NO_POINT = -1, is the row's last entry).
_MOVES: Final[tuple[tuple[Shared, ...], ...]] = tuple(
    tuple((t, p) for p in (*range(POINT_COUNT), NO_POINT)) for t in range(TILE_COUNT))

# _SIDES_AND_MOVES[tile]: its low and high values and its row of _MOVES, in one lookup.
_SIDES_AND_MOVES: Final = tuple((LO[t], HI[t], _MOVES[t]) for t in range(TILE_COUNT))


def _chunk_table(first: int, size: int) -> tuple[tuple[tuple[int, int, tuple[Shared, ...]], ...], ...]:
    """[bits]: the _SIDES_AND_MOVES of the tiles first..first+size-1 set in ``bits``, in
    ascending order, so that a hand mask's playable tiles come out of three lookups."""
    return tuple(tuple(_SIDES_AND_MOVES[first + i] for i in range(size) if bits >> i & 1)
                 for bits in range(1 << size))


# Tiles 0-9, 10-18 and 19-27.
_CHUNK_0: Final = _chunk_table(0, 10)
_CHUNK_1: Final = _chunk_table(10, 9)
_CHUNK_2: Final = _chunk_table(19, 9)

# The history entries of the usual actions, shared, so that a playout's actions allocate
# nothing the garbage collector has to scan: _PLAYED[seat][tile] a placement with no drawn
# tile pending and no passes before, _PLAYED_DRAWN[seat][tile] the placement of the tile
# just drawn, _DRAWN[seat][tile] a draw (never with a tile pending nor after a pass: the
# stock is empty before anyone passes), _PASSED[seat][passes] a pass.
_PLAYED: Final[tuple[tuple[Shared, ...], ...]] = tuple(
    tuple((PLAY, t, seat, -1, 0) for t in range(TILE_COUNT)) for seat in range(4))
_PLAYED_DRAWN: Final[tuple[tuple[Shared, ...], ...]] = tuple(
    tuple((PLAY, t, seat, t, 0) for t in range(TILE_COUNT)) for seat in range(4))
_DRAWN: Final[tuple[tuple[Shared, ...], ...]] = tuple(
    tuple((DRAW, t, seat, -1, 0) for t in range(TILE_COUNT)) for seat in range(4))
_PASSED: Final[tuple[tuple[Shared, ...], ...]] = tuple(
    tuple((PASS, -1, seat, -1, passes) for passes in range(4)) for seat in range(4))

# _NEXT_SEAT[players][seat]: the seat that plays after ``seat`` (clockwise).
_NEXT_SEAT: Final = {players: tuple((seat + 1) % players for seat in range(players))
                     for players in (1, 2, 3, 4)}


class Round:
    """The state of one deal, moved by ``place``, ``draw`` and ``pass_turn``."""

    __slots__ = (
        "_history",
        "_next",
        "drawn",
        "end",
        "finisher",
        "hands",
        "layout",
        "lead_tile",
        "leader",
        "must_play",
        "passes",
        "players",
        "reserve",
        "stock",
        "turn",
    )

    def __init__(self, players: int, leader: int, hands: list[list[int]], stock: list[int],
                 *, masks: list[int] | None = None, spinners: int = SPINNERS_ALL,
                 draws: bool = True, lead_tile: int = -1) -> None:
        """A round about to start.  ``masks`` (the hands as bitmasks, ``hands`` then left
        empty) is how ``dealt_from`` and ``copy`` skip the conversion; it is a keyword of
        ``__init__`` rather than a bare ``__new__`` so that the compiled engine (mypyc,
        whose classes are always made through ``__init__``) builds rounds the same way.

        The rule set's part: how many doubles spin (``spinners``), whether the stock may
        be drawn from (``draws``: Block's undealt tiles sleep, a stuck seat passes), and
        the tile the leader must open with (``lead_tile``, -1 for any)."""
        if masks is None:
            masks, stock = [tiles_mask(hand) for hand in hands], list(stock)
        self._begin(players, leader, masks, stock, spinners)
        self.reserve = 0 if draws else len(stock)  # stock tiles nobody may draw
        self.lead_tile = lead_tile

    @classmethod
    def dealt_from(cls, rng: Random, players: int, leader: int, hand_size: int = HAND_SIZE,
                   *, spinners: int = SPINNERS_ALL, draws: bool = True) -> Round:
        """A new round dealt from ``rng`` exactly as ``deal`` deals it, the hands' masks
        made straight from the shuffled tiles (a deal per playout makes this hot)."""
        tiles = shuffled_tiles(rng)
        masks = []
        if hand_size == HAND_SIZE:
            for first in range(0, players * HAND_SIZE, HAND_SIZE):
                a, b, c, d, e = tiles[first:first + HAND_SIZE]
                masks.append(BIT[a] + BIT[b] + BIT[c] + BIT[d] + BIT[e])  # five tiles: + is |
        else:
            for first in range(0, players * hand_size, hand_size):
                masks.append(sum(BIT[t] for t in tiles[first:first + hand_size]))
        # Round itself rather than cls: the compiled engine then calls its __init__ directly.
        return Round(players, leader, [], tiles[players * hand_size:], masks=masks,
                     spinners=spinners, draws=draws)

    def lead_with(self, seat: int, tile: int) -> None:
        """Before the first action: ``seat`` leads and must open with ``tile`` (Block's and
        Draw's highest double)."""
        assert not self._history, "the lead is set before the round's first action"
        self.leader = self.turn = seat
        self.lead_tile = tile

    def _begin(self, players: int, leader: int, masks: list[int], stock: list[int],
               spinners: int) -> None:
        self.players = players
        self.leader = leader
        self.hands = masks  # bitmasks
        self.stock = stock  # draw order, element 0 first; never changed
        self.drawn = 0  # how many stock tiles have been drawn
        self.layout = Layout(spinners)
        self.turn = leader
        self.must_play = -1  # a drawn playable tile that has to be placed now
        self.passes = 0  # passes in a row
        self.end: EndKind | None = None
        self.finisher: int | None = None
        # (kind, tile, seat, must_play, passes) before each action: what undo restores
        self._history: list[Action] = []
        self._next = _NEXT_SEAT[players]

    @classmethod
    def position(
        cls,
        players: int,
        leader: int,
        turn: int,
        hands: list[list[int]],
        stock: list[int],
        placements: list[Move],
        passes: int = 0,
        must_play: int = -1,
        *,
        spinners: int = SPINNERS_ALL,
        draws: bool = True,
    ) -> Round:
        """A mid-round position (for search on a sampled deal): the layout is
        rebuilt from ``placements``; ``stock`` holds the tiles not drawn yet."""
        rnd = cls(players, leader, hands, stock, spinners=spinners, draws=draws)
        for tile, point in placements:
            rnd.layout.play(tile, point)
        rnd.turn = turn
        rnd.passes = passes
        rnd.must_play = must_play
        return rnd

    # -- queries -----------------------------------------------------------
    @property
    def dealt(self) -> list[list[int]]:
        """Every seat's hand as dealt, sorted (for the record): the hands now with the
        round's placements given back and its draws taken out, so that a deal keeps
        no copy of its hands that every playout would pay for."""
        hands = list(self.hands)
        drawn = [0] * self.players
        for kind, tile, seat, _, _ in self._history:
            if kind == PLAY:
                hands[seat] |= BIT[tile]
            elif kind == DRAW:  # taken out after all (a drawn tile may have been placed)
                drawn[seat] |= BIT[tile]
        return [mask_tiles(hand & ~lacked) for hand, lacked in zip(hands, drawn)]

    @property
    def stock_left(self) -> int:
        """Stock tiles that may still be drawn (none in Block: its stock sleeps)."""
        return len(self.stock) - self.reserve - self.drawn

    @property
    def is_over(self) -> bool:
        return self.end is not None

    def hand(self, seat: int) -> list[int]:
        return mask_tiles(self.hands[seat])

    def hand_totals(self) -> list[int]:
        """Every seat's remaining pips: what settlement rounds and compares."""
        return [_PIPS_0[hand & 1023] + _PIPS_1[hand >> 10 & 511] + _PIPS_2[hand >> 19]
                for hand in self.hands]

    def playable(self) -> int:
        """The tiles the seat to move may place now (a mask)."""
        if self.end is not None:
            return 0
        if self.must_play >= 0:
            return 1 << self.must_play
        layout = self.layout
        if not layout.placed:  # the leader may open with any tile, or must with one
            return self.hands[self.turn] if self.lead_tile < 0 else BIT[self.lead_tile]
        return self.hands[self.turn] & PLAYABLE[layout.values]

    def must_draw(self) -> bool:
        return self.end is None and not self.playable() and self.stock_left > 0

    def must_pass(self) -> bool:
        return self.end is None and not self.playable() and self.stock_left == 0

    def legal_moves(self) -> list[Move]:
        """Every (tile, point) the seat to move may play now: tiles in ascending
        order, each at its low value's free points, then its high value's."""
        if self.end is not None:
            return []
        layout = self.layout
        if self.must_play >= 0:
            playable = BIT[self.must_play]
        elif layout.placed:
            playable = self.hands[self.turn] & PLAYABLE[layout.values]
        elif self.lead_tile >= 0:  # the round must be opened with this tile
            playable = BIT[self.lead_tile]
        else:
            playable = self.hands[self.turn]
        tiles = _CHUNK_0[playable & 1023] + _CHUNK_1[playable >> 10 & 511] + _CHUNK_2[playable >> 19]
        moves: list[Move] = []
        if not layout.placed:  # the leader may open with any tile
            for _, _, row in tiles:
                moves.append(row[NO_POINT])
            return moves
        open_ = layout.open
        for lo, hi, row in tiles:
            for p in open_[lo]:
                moves.append(row[p])
            if lo != hi:
                for p in open_[hi]:
                    moves.append(row[p])
        return moves

    def is_legal(self, move: Move) -> bool:
        tile, point = move
        return bool(self.playable() >> tile & 1) and self.layout.is_legal(tile, point)

    # -- actions -----------------------------------------------------------
    # Each action saves (kind, tile, seat, must_play, passes): what undo restores.
    # No action is made once the round has ended, so the end and the finisher
    # before any action are always None.

    def place(self, tile: int, point: int = NO_POINT) -> int:
        """Place a tile for the seat to move (assumed legal); returns the end sum."""
        seat = self.turn
        must_play, passes = self.must_play, self.passes
        if must_play < 0 and not passes:  # the usual placement
            self._history.append(_PLAYED[seat][tile])
        else:
            self._history.append((PLAY, tile, seat, must_play, passes) if passes
                                 else _PLAYED_DRAWN[seat][tile])  # a legal move places no other
            self.must_play = -1
            self.passes = 0
        # The tile is in the hand (a legal move): - is ^, and the interpreter's faster bytecode.
        hand = self.hands[seat] - BIT[tile]
        self.hands[seat] = hand
        end_sum = self.layout.play(tile, point)
        if hand:
            self.turn = self._next[seat]
        else:
            self.end = DOMINO
            self.finisher = seat
        return end_sum

    def draw(self) -> int:
        """The seat to move draws the next stock tile; a playable one must be placed.

        Only a seat with nothing to place draws (no drawn tile is pending), and only
        from a stock that is not empty yet (nobody has passed), so its history entry
        is always the shared one."""
        tile = self.stock[self.drawn]
        seat = self.turn
        self._history.append(_DRAWN[seat][tile])
        self.drawn += 1
        self.hands[seat] += BIT[tile]  # a stock tile: in no hand
        if PLAYABLE[self.layout.values] & BIT[tile]:
            self.must_play = tile
        return tile

    def pass_turn(self) -> None:
        """An allowed pass; the round is blocked once every seat has passed in a row."""
        seat, passes = self.turn, self.passes
        self._history.append(_PASSED[seat][passes])  # nothing to place: no tile pending
        self.passes = passes + 1
        if passes + 1 == self.players:
            self.end = BLOCKED
        else:
            self.turn = self._next[seat]

    def finish_won(self) -> None:
        """Exact 61: an accepted ordinary placement made exactly 305."""
        self.end = WON

    def undo(self) -> tuple[ActionKind, int]:
        """Take back the last action; returns (kind, tile)."""
        kind, tile, turn, must_play, passes = self._history.pop()
        if kind == PLAY:
            self.layout.undo()
            self.hands[turn] += BIT[tile]
        elif kind == DRAW:
            self.drawn -= 1
            self.hands[turn] -= BIT[tile]
        self.turn, self.must_play, self.passes = turn, must_play, passes
        self.end = self.finisher = None
        return kind, tile

    @property
    def actions(self) -> int:
        return len(self._history)

    def last_action(self) -> tuple[ActionKind, int, int] | None:
        """The round's last action as (kind, tile, seat), None at its start."""
        if not self._history:
            return None
        kind, tile, turn, *_ = self._history[-1]
        return kind, tile, turn

    def forced_since(self, index: int) -> list[tuple[ActionKind, int, int]]:
        """The draws and passes among the actions from ``index`` on, as (kind, tile, seat)."""
        return [(kind, tile, turn) for kind, tile, turn, *_ in self._history[index:]
                if kind != PLAY]

    def history(self) -> list[tuple[ActionKind, int, int]]:
        """Every action of the round as (kind, tile, seat), oldest first."""
        return [(kind, tile, turn) for kind, tile, turn, *_ in self._history]

    def copy(self) -> Round:
        other = Round(self.players, self.leader, [], self.stock,  # the stock: never mutated
                      masks=list(self.hands), lead_tile=self.lead_tile)
        other.reserve = self.reserve
        other.drawn = self.drawn
        other.layout = self.layout.copy()
        other.turn = self.turn
        other.must_play = self.must_play
        other.passes = self.passes
        other.end = self.end
        other.finisher = self.finisher
        other._history = list(self._history)
        return other

    def state(self) -> tuple[object, ...]:
        return (
            tuple(self.hands),
            self.drawn,
            self.reserve,
            self.lead_tile,
            self.layout.state(),
            self.turn,
            self.must_play,
            self.passes,
            self.end,
            self.finisher,
        )
