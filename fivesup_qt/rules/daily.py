"""The daily deal: one match's deals for each calendar date, the same on every machine.

A date, a variant and a number of players name a *daily key*, a plain ASCII text::

    fivesup-daily/1 2026-12-03 five-up 2 round 1

(the rule's version, the date as YYYY-MM-DD, the variant as records write it, the
players, and the round counted from 1).  Its SHA-256 digest's first 8 bytes, read as a
big-endian unsigned number, are the round's *seed* (0 to 2**64-1), and the round is
dealt from ``random.Random(seed)``:

1. the leader by lot: ``rng.randrange(players)``, drawn as CPython draws it
   (``getrandbits(players.bit_length())``, again while the number is not below
   ``players``);
2. the 28 tiles, numbered as ``tiles.TILES`` lists them (0|0, 0|1, ..., 0|6, 1|1, ...,
   6|6), shuffled as ``rng.shuffle(list(range(28)))`` shuffles them;
3. five tiles a seat, seat 0 first, in shuffled order (a hand is a set: ``daily_deal``
   lists it sorted by tile number, as records do); the rest is the stock, in draw order.

Nothing else goes in: not Python's ``hash()`` (salted for every process), not the
machine, not the Python version (the engine shuffles with its own copy of
``Random.shuffle``, ``round.shuffle``, and draws the lot the same way, so a new Python
that changed its ``shuffle`` would not change the daily deals).  Round 1 is what
``Match.new(variant, players, seed=daily_seed(day, variant, players))`` deals.

Every round of the daily match has a key of its own, so the deals do not depend on how
the earlier rounds went: a round ended by a domino makes its finisher the next leader
and draws no lot, which would shift one shared generator and give the next rounds other
tiles.  ``start_daily_round`` deals the next round of a daily match; the round's lot
leads unless the rules name the leader (the finisher of a domino, docs/rules.md).  The
target is not in the key: a daily match to 41 is dealt as one to 61.

A record keeps no date (docs/record-format.md admits no key for it), but a match's first
round names its daily date: ``daily_date_of`` searches back from the date the match was
started on (never from later than tomorrow: no later date's deal could have been chosen)
to ``FIRST_DAY``, the earliest daily deal Play > Daily Deal offers.
"""

from __future__ import annotations

import hashlib
import re
from datetime import date, timedelta
from random import Random
from typing import Final

from .match import Match
from .match_values import Deal
from .round import DOMINO, Round, shuffled_tiles
from .tiles import HAND_SIZE, tiles_mask
from .variants import LEAD_HIGHEST_DOUBLE, PLAYER_COUNTS, RuleSet, opening_lead, rule_set

DAILY_RULE: Final = "fivesup-daily/1"  # the first word of every key: the rule's version
_DAY: Final = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
# The earliest daily deal the game offers, and so the earliest date a saved match is
# searched for (daily_date_of, on the GUI thread when a match is resumed): about 7 us a
# date, 70 ms from 2026 back to 2000 for a match that is no daily one (1900: 0.3 s).
FIRST_DAY: Final = date(2000, 1, 1)
# How far past today a match's start may name its daily date: a record started on
# another machine may be a day ahead of this one's local date (time zones).  A record
# that says it started in 9999 is searched from tomorrow, not 2.9 million days back.
AHEAD: Final = timedelta(days=1)


def parse_day(text: str) -> date:
    """The date written ``YYYY-MM-DD`` (ASCII digits, nothing else), else ValueError
    saying why in words: '2026-02-30 is not a date: day is out of range for month' (a
    long text cut: it is echoed in an error line)."""
    if not _DAY.fullmatch(text):
        shown = text if len(text) <= 40 else text[:40] + "\u2026"
        raise ValueError(f"{shown!r} is not a date written YYYY-MM-DD")
    try:
        return date.fromisoformat(text)
    except ValueError as error:
        raise ValueError(f"{text} is not a date: {error}") from None


def daily_key(day: date, variant: RuleSet | str, players: int, round_no: int = 1) -> str:
    """The text the seed of the daily match's round ``round_no`` (from 1) is hashed from."""
    if players not in PLAYER_COUNTS:
        raise ValueError(f"a match has 2, 3 or 4 players, not {players}")
    if round_no < 1:
        raise ValueError(f"rounds are counted from 1, not {round_no}")
    return f"{DAILY_RULE} {day.isoformat()} {rule_set(variant).value} {players} round {round_no}"


def daily_seed(day: date, variant: RuleSet | str, players: int, round_no: int = 1) -> int:
    """The seed of the daily match's round ``round_no``: the first 8 bytes of the SHA-256
    of ``daily_key``, big-endian."""
    digest = hashlib.sha256(daily_key(day, variant, players, round_no).encode("ascii")).digest()
    return int.from_bytes(digest[:8], "big")


def _lot(rng: Random, players: int) -> int:
    """``rng.randrange(players)`` as CPython 3.10 to 3.13 draw it, written out."""
    bits = players.bit_length()
    seat = rng.getrandbits(bits)
    while seat >= players:
        seat = rng.getrandbits(bits)
    return seat


def daily_deal(day: date, variant: RuleSet | str, players: int, round_no: int = 1) -> Deal:
    """The deal of the daily match's round ``round_no``: every hand (sorted), the stock
    in draw order, and the leader by lot (who leads when the rules do not name one)."""
    rng = Random(daily_seed(day, variant, players, round_no))
    rules = rule_set(variant)
    deal = _tiles_dealt(rng, players, _lot(rng, players), rules.hand_size(players))
    if rules.lead == LEAD_HIGHEST_DOUBLE:  # the deal names its leader: the highest double
        seat, _ = opening_lead([tiles_mask(list(hand)) for hand in deal.hands])
        return deal._replace(leader=seat)
    return deal


def _tiles_dealt(rng: Random, players: int, leader: int, size: int = HAND_SIZE) -> Deal:
    """The rest of a daily deal once ``rng`` has drawn the lot: the tiles shuffled and
    dealt, ``size`` to a seat."""
    tiles = shuffled_tiles(rng)
    hands = tuple(tuple(sorted(tiles[seat * size:(seat + 1) * size]))
                  for seat in range(players))
    return Deal(leader, hands, tuple(tiles[players * size:]))


def start_daily_round(match: Match, day: date) -> Round:
    """Deal ``match``'s next round as the daily match of ``day`` deals it (the match's
    variant and players): its hands and stock, led by the finisher of a domino, else by
    the round's lot.  IllegalMove as ``Match.start_round`` (the match won, the last
    round not over)."""
    deal = daily_deal(day, match.variant, match.players, len(match.rounds) + 1)
    required = match.next_leader()
    leader = deal.leader if required is None else required
    return match.start_round(leader, [list(hand) for hand in deal.hands], list(deal.stock))


def daily_match(day: date, variant: RuleSet | str, players: int, *, target: int | None = None,
                auto_forced: bool = True) -> Match:
    """The daily match of ``day``, its first round dealt; deal each later round with
    ``start_daily_round`` (``Match.start_round`` would deal from the match's own
    generator, seeded with the day's seed: reproducible, but not the daily deals)."""
    match = Match(variant, players, seed=daily_seed(day, variant, players),
                  auto_forced=auto_forced, target=target)
    start_daily_round(match, day)
    return match


def follows_daily(match: Match, day: date) -> bool:
    """Is every round of ``match`` (so far) the daily match of ``day``'s: the same
    hands and stock, and the round's lot as leader where the rules did not name one?"""
    for index, rnd in enumerate(match.rounds):
        deal = daily_deal(day, match.variant, match.players, index + 1)
        played = match.deal_of(index)
        if played.hands != deal.hands or played.stock != deal.stock:
            return False
        named = index > 0 and match.rounds[index - 1].end == DOMINO
        if not named and rnd.leader != deal.leader:
            return False
    return True


def daily_date_of(match: Match, latest: date, now: date | None = None) -> date | None:
    """The date whose daily match ``match`` is (every round so far its deals,
    ``follows_daily``), or None.  Round 1's deal names the date: it is looked for from
    ``latest`` (the date the match was started on; no later date's deal can be chosen),
    or from the day after ``now`` (default: today) when that is earlier, back to
    ``FIRST_DAY``: at most ``search_days(latest, now)`` dates, the lot compared first (it
    rejects half the dates or more before any tile is shuffled)."""
    if not match.rounds:
        return None
    first = match.deal_of(0)  # round 1 is led by its lot: no earlier round names a leader
    newest = min(latest, (today() if now is None else now) + AHEAD)
    for back in range(search_days(latest, now)):
        day = newest - timedelta(days=back)
        rng = Random(daily_seed(day, match.variant, match.players))
        if _lot(rng, match.players) == first.leader \
                and _tiles_dealt(rng, match.players, first.leader) == first:
            return day if follows_daily(match, day) else None
    return None


def search_days(latest: date, now: date | None = None) -> int:
    """How many dates ``daily_date_of`` looks at for a match started on ``latest``: from
    it, or from the day after ``now`` (default: today) when that is earlier, back to
    ``FIRST_DAY`` (0 when that is before ``FIRST_DAY``)."""
    newest = min(latest, (today() if now is None else now) + AHEAD)
    return max(0, (newest - FIRST_DAY).days + 1)


def today() -> date:
    """The calendar date here (the local one: a daily deal changes at local midnight)."""
    return date.today()
