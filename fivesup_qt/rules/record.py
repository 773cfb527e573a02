"""Match records and the replay report, exactly as docs/record-format.md states them.

``load_record`` checks the JSON text and its types strictly; ``replay`` plays
the record through the one engine (``Match``), judging every move, and builds
the report; ``record_of`` writes a match back as a record.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, cast

from ..reading import StorageError, is_int, one_line, parse_json
from .match import IllegalMove, Match
from .outcome import SETTLE, Forced, Played
from .rebuild import Recipe, by_init
from .round import DRAW, PLAY
from .tiles import (
    HAND_SIZE,
    NO_POINT,
    TILE_COUNT,
    mask_tiles,
    move_text,
    parse_move,
    parse_tile,
    point_text,
    sorted_texts,
    tile_text,
)
from .variants import PLAYER_COUNTS, TARGET, RuleSet, Variant, rule_set

RECORD_FORMAT = "fivesup-match/1"
REPORT_FORMAT = "fivesup-replay/1"
# A match to a shorter house target is written in format 2: format 1 with a "target"
# key. A reader of format 1 refuses it instead of judging it against 305.
TARGET_RECORD_FORMAT = "fivesup-match/2"
TARGET_REPORT_FORMAT = "fivesup-replay/2"
# The largest record the game accepts, and so the largest it writes (docs/record-format.md,
# "Limits"): one policy for the reader and every writer, so that the game can always read
# back what it wrote.  A record at these limits is read and replayed in well under a
# second (``fivesup-qt bench --long``); a larger one is refused at once, unread.
MAX_RECORD_BYTES = 4 * 1024 * 1024  # the file; 1,000 long rounds are about 1 MB
MAX_ROUNDS = 1_000  # rounds of a match (a real match has tens; Exact 61 may never end)
MAX_MOVES = TILE_COUNT  # placements of a round: each tile is placed at most once
MAX_NAME = 40  # characters of a seat's name, wherever it comes from: longer ones are cut
OPTIONAL_KEYS = ("names", "seats", "started", "result", "app")


class RecordError(ValueError):
    """A record that cannot be read or breaks a rule, located as docs/record-format.md says."""

    def __init__(
        self, reason: str, round_no: int | None = None, move_no: int | None = None,
        text: str | None = None,
    ) -> None:
        self.reason = reason
        self.round_no = round_no
        self.move_no = move_no
        self.text = text
        super().__init__(str(self))

    def __str__(self) -> str:
        """One line whatever the data: a move text or a reason holding a newline or a
        control character shows it escaped (``\\n``), and long data is cut."""
        reason = one_line(self.reason, 600)
        if self.move_no is not None:
            return f"round {self.round_no}, move {self.move_no} ({one_line(self.text, 60)}): {reason}"
        if self.round_no is not None:
            return f"round {self.round_no}: {reason}"
        return reason


@dataclass(frozen=True)
class RoundRecord:
    leader: int
    hands: list[list[int]]
    stock: list[int]
    moves: list[str]

    def __reduce__(self) -> Recipe:
        return by_init(self)  # pickled for the worker processes (rules/rebuild.py)


@dataclass(frozen=True)
class Record:
    variant: Variant
    players: int
    rounds: list[RoundRecord]
    extra: dict[str, Any]
    target: int = TARGET  # raw: 305 in format 1, the record's "target" in format 2

    def __reduce__(self) -> Recipe:
        return by_init(self)  # pickled for the worker processes (rules/rebuild.py)


def too_many_rounds(rounds: int) -> str:
    return (f"the match has {rounds:,} rounds; a match record holds at most "
            f"{MAX_ROUNDS:,}")


def cut_name(name: str) -> str:
    """A seat's name as the game keeps it: at most MAX_NAME characters (a name in a
    shared file may be a million characters long, and every line of the log shows it)."""
    return name[:MAX_NAME]


# -- reading -------------------------------------------------------------------

def _tile_list(value: Any, what: str, round_no: int) -> list[int]:
    if not isinstance(value, list):
        raise RecordError(f"{what} must be a list of tiles", round_no)
    tiles = []
    for item in value:
        if not isinstance(item, str):
            raise RecordError(f"{what}: {json.dumps(item)} is not a tile string", round_no)
        try:
            tiles.append(parse_tile(item))
        except ValueError as error:
            raise RecordError(f"{what}: {error}", round_no) from None
    return tiles


def _round_record(value: Any, players: int, round_no: int,
                  hand_size: int = HAND_SIZE) -> RoundRecord:
    if not isinstance(value, dict):
        raise RecordError("a round must be a JSON object", round_no)
    for key in ("leader", "hands", "stock", "moves"):
        if key not in value:
            raise RecordError(f"missing key {key!r}", round_no)
    leader = value["leader"]
    if not is_int(leader):
        raise RecordError(f"leader must be an integer seat, not {json.dumps(leader)}", round_no)
    if not 0 <= leader < players:
        raise RecordError(f"leader {leader} is not a seat of {players} players", round_no)
    raw_hands = value["hands"]
    if not isinstance(raw_hands, list):
        raise RecordError("hands must be a list with one hand per seat", round_no)
    if len(raw_hands) != players:
        raise RecordError(f"hands lists {len(raw_hands)} hands for {players} players", round_no)
    hands = []
    for seat, raw in enumerate(raw_hands):
        hand = _tile_list(raw, f"seat {seat}'s hand", round_no)
        if len(hand) != hand_size:
            raise RecordError(
                f"seat {seat}'s hand has {len(hand)} tiles; every seat is dealt {hand_size}",
                round_no,
            )
        hands.append(hand)
    stock = _tile_list(value["stock"], "stock", round_no)
    seen: set[int] = set()
    for tile in [t for hand in hands for t in hand] + stock:
        if tile in seen:
            raise RecordError(f"tile {tile_text(tile)} appears twice in the deal", round_no)
        seen.add(tile)
    expected = TILE_COUNT - hand_size * players
    if len(stock) != expected:
        missing = ", ".join(tile_text(t) for t in range(TILE_COUNT) if t not in seen)
        raise RecordError(
            f"the stock has {len(stock)} tiles, expected {expected}"
            + (f" (missing: {missing})" if missing else ""),
            round_no,
        )
    moves = value["moves"]
    if not isinstance(moves, list):
        raise RecordError("moves must be a list of move strings", round_no)
    if len(moves) > MAX_MOVES:
        raise RecordError(f"the round lists {len(moves):,} moves; a round has at most "
                          f"{MAX_MOVES} placements, one per tile", round_no)
    for move_no, text in enumerate(moves, 1):
        if not isinstance(text, str):
            raise RecordError("a move must be a string", round_no, move_no, json.dumps(text))
    return RoundRecord(leader, hands, stock, list(moves))


def record_json(source: str | bytes) -> Any:
    """A record's JSON text decoded by the one reader (strict UTF-8, JSON limits), refused
    unread above MAX_RECORD_BYTES."""
    if len(source) > MAX_RECORD_BYTES:
        raise RecordError(f"the file is {len(source):,} bytes; a match record is at most "
                          f"{MAX_RECORD_BYTES:,}")
    try:
        return parse_json(source)
    except StorageError as error:
        raise RecordError(error.problem) from None


def load_record(source: object) -> Record:
    """Parse and type-check a record (JSON text or an already decoded object: any
    value, since a file may hold any JSON)."""
    data = record_json(source) if isinstance(source, (str, bytes)) else source
    if not isinstance(data, dict):
        raise RecordError("a match record must be a JSON object")
    if "format" not in data:
        raise RecordError(f"missing key 'format' (expected {RECORD_FORMAT!r} or "
                          f"{TARGET_RECORD_FORMAT!r})")
    if data["format"] not in (RECORD_FORMAT, TARGET_RECORD_FORMAT):
        raise RecordError(f"unknown format {json.dumps(data['format'])} (expected "
                          f"{RECORD_FORMAT!r} or {TARGET_RECORD_FORMAT!r})")
    if data["format"] == TARGET_RECORD_FORMAT and "target" not in data:
        raise RecordError(f"missing key 'target' (a {TARGET_RECORD_FORMAT!r} record has one)")
    for key in ("variant", "players", "rounds"):
        if key not in data:
            raise RecordError(f"missing key {key!r}")
    if not isinstance(data["variant"], str):
        raise RecordError(f"variant must be a string, not {json.dumps(data['variant'])}")
    try:
        variant = rule_set(data["variant"])  # a rule set nobody registered is refused
    except ValueError as error:
        raise RecordError(str(error)) from None
    target = _target(data, variant) if data["format"] == TARGET_RECORD_FORMAT else TARGET
    if target not in variant.targets:  # a format 1 record of a game not played to 305
        raise RecordError(f"a {variant.value} record names its target: format "
                          f"{TARGET_RECORD_FORMAT!r} with a 'target' key")
    players = data["players"]
    if not is_int(players):
        raise RecordError(f"players must be an integer, not {json.dumps(players)}")
    if players not in PLAYER_COUNTS:
        raise RecordError(f"a match has 2, 3 or 4 players, not {players}")
    if not isinstance(data["rounds"], list):
        raise RecordError("rounds must be a list")
    if len(data["rounds"]) > MAX_ROUNDS:
        raise RecordError(too_many_rounds(len(data["rounds"])))
    hand_size = variant.hand_size(players)
    rounds = [_round_record(r, players, n, hand_size)
              for n, r in enumerate(data["rounds"], 1)]
    extra = {key: data[key] for key in OPTIONAL_KEYS if key in data}
    return Record(variant, players, rounds, extra, target)


def _target(data: dict[str, Any], rules: RuleSet) -> int:
    """The target of a format 2 record: one of its rule set's targets, raw."""
    target = data["target"]
    if not is_int(target) or target not in rules.targets:
        shown = ", ".join(map(str, rules.targets))
        raise RecordError(f"target must be {shown} (raw points), not {json.dumps(target)}")
    return cast(int, target)


# -- replaying -----------------------------------------------------------------
def _placement_entry(match: Match, played: Played) -> dict[str, Any]:
    layout = match.round.layout
    tile, point = played.move
    return {
        "seat": played.seat,
        "play": tile_text(tile),
        "at": None if point == NO_POINT else point_text(point),
        "counted": sorted([end.name, end.value] for end in played.counted),
        "sum": played.end_sum,
        "points": played.points,
        "accepted": played.accepted,
        "open": sorted(point_text(p) for p in layout.open_points()),
    }


def _forced_entries(forced: tuple[Forced, ...]) -> list[dict[str, Any]]:
    return [{"seat": f.seat, "draw": tile_text(f.tile)} if f.kind == DRAW
            else {"seat": f.seat, "pass": True} for f in forced]


def _settle_entries(played: Played) -> list[dict[str, Any]]:
    """The settlement entries of the round the placement ended, in the order judged
    (an Exact 61 domino's settlement is part of the placement's own event)."""
    end = played.round_end
    events = (*played.events, *(end.events if end is not None else ()))
    return [{"scorer": e.scorer, "seat": e.seat, "settle": e.points, "accepted": e.accepted}
            for e in events if e.kind == SETTLE]


def replay(record: Record) -> tuple[Match, dict[str, Any]]:
    """Play ``record`` through the engine; returns the match and the replay report."""
    match = Match(record.variant, record.players, target=record.target)
    rounds_out = []
    for round_no, rr in enumerate(record.rounds, 1):
        if match.is_over:
            raise RecordError(
                f"the match was won in round {round_no - 1}: no round may follow", round_no
            )
        if match.rounds and not match.round.is_over:
            raise RecordError(f"round {round_no - 1} is not finished", round_no)
        try:
            match.start_round(rr.leader, rr.hands, rr.stock)
        except IllegalMove as error:
            raise RecordError(str(error), round_no) from None
        log: list[dict[str, Any]] = _forced_entries(match.forced_at_start())
        for move_no, text in enumerate(rr.moves, 1):
            try:
                move = parse_move(text)
            except ValueError as unreadable:  # a name of its own: mypyc types each name once
                raise RecordError(str(unreadable), round_no, move_no, text) from None
            try:
                played = match.play(move)
            except IllegalMove as error:
                raise RecordError(str(error), round_no, move_no, text) from None
            log.append(_placement_entry(match, played))
            # forced draws and passes, then a blocked round's or a domino's settlement
            log.extend(_forced_entries(played.forced))
            log.extend(_settle_entries(played))
        rnd = match.round
        rounds_out.append(
            {
                "leader": rnd.leader,
                "log": log,
                "end": rnd.end or "unfinished",
                "finisher": rnd.finisher,
                "remaining": [sorted_texts(mask_tiles(hand)) for hand in rnd.hands],
                "scores": list(match.scores),
            }
        )
    report: dict[str, Any] = {
        "format": REPORT_FORMAT if record.target == TARGET else TARGET_REPORT_FORMAT,
        "variant": record.variant.value,
        "players": record.players,
        **({} if record.target == TARGET else {"target": record.target}),
        "scorers": [list(seats) for seats in match.scorers],
        "rounds": rounds_out,
        "scores": list(match.scores),
        "displayed": [record.variant.shown(score) for score in match.scores],
        "winner": match.winner,
    }
    return match, report


# -- writing -------------------------------------------------------------------
def record_of(match: Match, **extra: Any) -> dict[str, Any]:
    """The match as a record (``extra`` may add the optional keys of docs/record-format.md)."""
    rounds = []
    for rnd in match.rounds:
        moves = [
            move_text((tile, rnd.layout.parent[tile]))
            for kind, tile, _ in rnd.history()
            if kind == PLAY
        ]
        rounds.append(
            {
                "leader": rnd.leader,
                "hands": [[tile_text(t) for t in hand] for hand in rnd.dealt],
                "stock": [tile_text(t) for t in rnd.stock],
                "moves": moves,
            }
        )
    data: dict[str, Any] = {
        "format": RECORD_FORMAT if match.target == TARGET else TARGET_RECORD_FORMAT,
        "variant": match.variant.value,
        "players": match.players,
        **({} if match.target == TARGET else {"target": match.target}),
        "rounds": rounds,
    }
    data.update({key: value for key, value in extra.items() if value is not None})
    return data


def record_bytes(data: dict[str, Any]) -> bytes:
    """A record as the game writes it (saves, the autosave, Save As): compact JSON in
    UTF-8 with the names cut at MAX_NAME; RecordError, nothing written, when the reader
    would refuse it (more than MAX_ROUNDS rounds, more than MAX_RECORD_BYTES)."""
    rounds = data.get("rounds")
    if isinstance(rounds, list) and len(rounds) > MAX_ROUNDS:
        raise RecordError(too_many_rounds(len(rounds)) + ", so it is not written")
    names = data.get("names")
    if isinstance(names, list) and any(isinstance(n, str) and len(n) > MAX_NAME for n in names):
        data = {**data, "names": [cut_name(n) if isinstance(n, str) else n for n in names]}
    raw = (json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")
    if len(raw) > MAX_RECORD_BYTES:
        raise RecordError(f"the record would be {len(raw):,} bytes; a match record is at most "
                          f"{MAX_RECORD_BYTES:,}, so it is not written")
    return raw


def dumps_record(match: Match, **extra: Any) -> str:
    return json.dumps(record_of(match, **extra), ensure_ascii=False, indent=1) + "\n"
