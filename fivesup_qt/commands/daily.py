"""``fivesup-qt daily`` and ``fivesup-qt duplicate``: the day's deal, and a match record's
deals played again with the computer in one seat (``rules.daily``, ``ai.duplicate``).

No Qt.  ``cli`` runs them and hands ``duplicate`` its record reader, so that a bad FILE
is refused in the very words of ``replay`` and ``review`` (and this module does not
import ``cli``, which imports it).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..reading import one_line
from ..rules.record import MAX_ROUNDS
from ..rules.tiles import tile_text
from ..rules.variants import PLAYER_COUNTS, values
from ..seat_names import default_names, record_names, scorer_name
from ..written import signed
from .command_line import (
    SEATS,
    Parser,
    bounded,
    computer_player,
    computer_players_help,
    count,
    fail,
    record_file,
    seed_option,
)

if TYPE_CHECKING:
    from datetime import date

    from ..ai.duplicate import Duplicate

# cli's reader: the record at a path (a LoadedRecord), or None once its error is written
OpenRecord = Callable[[str], Any]
# cli's default seat: the record's first human seat, else 0
DefaultSeat = Callable[[dict[str, Any], int], int]


def _day(text: str) -> date:
    from ..rules.daily import parse_day

    try:
        return parse_day(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _level(text: str) -> str:
    """An argument type: a computer player duplicate plays, by any name the command line
    knows (``command_line.computer_player``: 'Expert', 'hard:32', 'random', ...), as
    records name it; else one line naming the levels."""
    from ..ai.bots import level_titles
    from ..ai.duplicate import bot_level
    bot = computer_player(text)
    known = bot_level(bot)
    if known is None:  # a baseline of simulate's that duplicate does not play
        raise argparse.ArgumentTypeError(
            f"{bot} is a baseline of simulate, not a level duplicate plays (the levels: "
            f"{level_titles()}; and greedy)")
    return known


def daily_main(argv: list[str]) -> int:
    parser = Parser(
        prog="fivesup-qt daily",
        description="Print the daily deal of a date: the hands, the leader and the stock in "
                    "draw order, the same on every machine (docs/commands.md tells how it is "
                    "dealt from the date). The daily match is played against Expert, and "
                    "fivesup-qt duplicate compares it with Expert's play in the same seat.",
    )
    parser.add_argument("--date", type=_day, default=None, metavar="YYYY-MM-DD",
                        help="the date whose deal to print, any date written YYYY-MM-DD "
                             "(default: today, the local date)")
    parser.add_argument("--variant", choices=values(), default="five-up",
                        help="five-up or exact-61 (default five-up): each has its own deals")
    parser.add_argument("--players", type=bounded(min(PLAYER_COUNTS), max(PLAYER_COUNTS)),
                        default=2,
                        help="players at the table, 2, 3 or 4 (default 2): each count has "
                             "its own deals")
    parser.add_argument("--round", type=bounded(1, MAX_ROUNDS), default=1,
                        help=f"which round of the daily match, 1 to {MAX_ROUNDS:,} (default 1: "
                             "the day's deal); every round has a deal of its own")
    parser.add_argument("--json", action="store_true", help="print the deal as JSON")
    args = parser.parse_args(argv)
    from ..rules.daily import daily_deal, daily_key, daily_seed, today
    day = args.date if args.date is not None else today()
    deal = daily_deal(day, args.variant, args.players, args.round)
    hands = [[tile_text(t) for t in hand] for hand in deal.hands]
    stock = [tile_text(t) for t in deal.stock]
    key = daily_key(day, args.variant, args.players, args.round)
    if args.json:
        text = json.dumps({
            "date": day.isoformat(), "variant": args.variant, "players": args.players,
            "round": args.round, "key": key,
            "seed": daily_seed(day, args.variant, args.players, args.round),
            "leader": deal.leader, "hands": hands, "stock": stock,
        }, indent=1) + "\n"
    else:
        # the seats as the daily match's window names them: the player in seat 0
        names = default_names(args.players, (0,))
        leader = names[deal.leader]
        if args.round > 1:
            leader += (f" by lot, unless round {args.round - 1} ends in a domino (its "
                       "finisher leads then)")
        lines = [
            f"daily deal of {day.isoformat()}: {args.variant}, {args.players} players, "
            f"round {args.round}",
            f"key: {key} (seed {daily_seed(day, args.variant, args.players, args.round)})",
            f"leader: {leader}",
            *(f"{names[seat]}: {' '.join(hand)}" for seat, hand in enumerate(hands)),
            f"stock, in draw order: {' '.join(stock)}",
        ]
        text = "\n".join(lines) + "\n"
    sys.stdout.write(text)
    return 0


def duplicate_main(argv: list[str], open_record: OpenRecord, default_seat: DefaultSeat) -> int:
    from ..ai.bots import bot_title
    from ..ai.duplicate import DEFAULT_LEVEL

    parser = Parser(
        prog="fivesup-qt duplicate",
        description="Play the deals of a match record again with a computer player in one "
                    "seat and compare, round by round: every finished round from the same "
                    "deal and the same scores as it was played, the other seats played at "
                    "the levels the record gives them. Prints a line a round (the seat's "
                    "raw points as played and as replayed, the difference and its running "
                    "total), then the totals; positive differences are the seat's as played "
                    "doing better.",
    )
    parser.add_argument("file", help=record_file())
    parser.add_argument("--seat", type=int, default=None,  # refused below, by the match
                        help=f"the seat to compare, 0 to {SEATS - 1}, a seat of the match "
                             "(default: the record's first human seat, from its seats key; "
                             "else seat 0)")
    levels = computer_players_help(("greedy",))
    parser.add_argument("--level", type=_level, default=DEFAULT_LEVEL,
                        help=f"the computer player put in the seat: {levels} (default "
                             f"{bot_title(DEFAULT_LEVEL)}, the game's Expert; Hard and Expert, "
                             "which think for a time at the table, play 160 and 600 deals a "
                             "decision here, so the comparison is the same on every run)")
    parser.add_argument("--others", type=_level, default=None,
                        help="the level of the other seats the record does not give to a "
                             "computer player (a person's, or every seat when the record "
                             "does not say), as --level (default: the same as --level)")
    seed_option(parser, 0, "the replay's seed")
    parser.add_argument("--json", action="store_true",
                        help="print the comparison as JSON, every scorer's points and the "
                             "replay's moves included")
    args = parser.parse_args(argv)
    from ..ai.duplicate import duplicate, recorded_levels
    loaded = open_record(args.file)  # the errors replay writes, word for word
    if loaded is None:
        return 2
    match = loaded.match
    players = match.players
    seat = args.seat if args.seat is not None else default_seat(loaded.data, players)
    if not 0 <= seat < players:
        return fail(f"seat {one_line(seat, 40)} is not a seat of this {players}-player match")
    progress = _progress if sys.stderr is not None and sys.stderr.isatty() else None
    result = duplicate(match, seat, args.level,
                       levels=recorded_levels(loaded.data.get("seats"), players),
                       others=args.others, seed=args.seed, progress=progress)
    if args.json:
        text = json.dumps({"variant": match.variant.value, "players": players,
                           "target": match.target, **result.to_json()}, indent=1) + "\n"
    else:
        text = "\n".join(_lines(result, match.variant.value, players,
                                [list(s) for s in match.scorers],
                                record_names(loaded.data, players))) + "\n"
    sys.stdout.write(text)
    return 0


def _progress(done: int, total: int) -> None:
    print(f"\rround {done:,} of {total:,}", end="" if done < total else "\n", file=sys.stderr,
          flush=True)


def _lines(result: Duplicate, variant: str, players: int, scorers: list[list[int]],
           names: list[str]) -> list[str]:
    """The comparison a person reads: the seats named as the window names them (the
    record's names, else the defaults), the compared seat with the number --seat takes,
    every computer player by its level's name."""
    from ..ai.bots import bot_title
    seat = result.seat
    team = scorers[result.scorer]
    who = f"{names[seat]} (seat {seat})" if len(team) == 1 else \
        f"{scorer_name(names, team)} (the team of seats {team[0]} and {team[1]})"
    others = "; ".join(f"{names[s]}: {bot_title(level)}" for s, level in enumerate(result.levels)
                       if s != seat)
    lines = [f"{who}, {variant}, {players} players: raw points as played and as replayed "
             f"with {bot_title(result.level)} in {names[seat]}'s seat (the same deals from "
             f"the same scores; {others})"]
    running = result.running()
    rows = {r.round: f"round {r.round}: played {r.original}, replayed {r.replay}, difference "
                     f"{signed(r.difference)}, running {signed(total)}"
            for r, total in zip(result.rounds, running)}
    rows.update({n: f"round {n}: not finished in the record, not compared"
                 for n in result.unfinished})
    lines += [rows[n] for n in sorted(rows)]
    if result.rounds:
        lines.append(f"total: played {result.original}, replayed {result.replay}, difference "
                     f"{signed(result.difference)} ({count(len(result.rounds), 'round')})")
    else:
        lines.append("total: no finished round to compare")
    return lines
