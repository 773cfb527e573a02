"""What every command of the command line shares: its errors as one line and exit
status 2, whole numbers and numbers within stated bounds (``bounded``: every whole
number of every command), computer players, the seed option, and numbers written as a
person writes them.

``cli`` runs the commands; ``simulate``, ``bench`` and ``bench/history`` parse their own
arguments with these pieces (so none of them needs ``cli`` itself).  No Qt.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from typing import NoReturn, TextIO

MAX_SEED = 2**64 - 1  # seeds: 0 to this
MAX_DEALS = 10_000  # a review's sampled deals per decision (the default is 300)
SEATS = 4  # seats of a match at most
MAX_ECHO = 300  # characters of an argument's error at most (the value it echoes cut)


class Parser(argparse.ArgumentParser):
    """argparse whose errors are one line, ``error: PROG: PROBLEM (see PROG --help)``,
    exit status 2, like every other error of the command line (not the usage)."""

    def error(self, message: str) -> NoReturn:
        from ..reading import one_line

        # the argument echoed in it is the player's: cut, never 100,000 characters
        fail(f"{self.prog}: {one_line(message, MAX_ECHO)} (see {self.prog} --help)")
        raise SystemExit(2)


def bounded(low: int, high: int) -> Callable[[str], int]:
    """An argument type: a whole number from ``low`` to ``high``, else refused at once
    (``--deals 1000000000000`` would run for ever)."""

    def whole_number(text: str) -> int:
        try:
            value = int(text)
        except ValueError:  # not a number, or more digits than int() takes
            value = None
        if value is None or not low <= value <= high:
            from ..reading import one_line

            raise argparse.ArgumentTypeError(
                f"{one_line(text, 40)!s} is not a whole number from {low:,} to {high:,}")
        return value

    whole_number.bounds = (low, high)  # type: ignore[attr-defined]  # said in --help
    return whole_number


def bounded_float(low: float, high: float) -> Callable[[str], float]:
    """An argument type: a number from ``low`` to ``high`` (not nan, not inf)."""

    def number(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            value = float("nan")
        if not low <= value <= high:  # nan compares false
            from ..reading import one_line

            raise argparse.ArgumentTypeError(
                f"{one_line(text, 40)!s} is not a number from {low:g} to {high:g}")
        return value

    number.bounds = (low, high)  # type: ignore[attr-defined]  # said in --help
    return number


def computer_player(text: str) -> str:
    """An argument type: a computer player by any name ``ai.bots.bot_of`` knows (a level's
    title in any case, a bot's own name, NAME:DEALS with DEALS within ``MAX_BOT_DEALS``),
    given back as records name it ('Easy' is 'random'); else refused at once, in one line
    naming the levels."""
    from ..ai.bots import bot_of

    try:
        return bot_of(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


# The baselines, which are no level of the game, as --help says them.
BASELINE_WORDS = {"greedy": "greedy (the most points now)",
                  "expert-points": "expert-points[:DEALS] (Expert playing for the round's points)"}


def computer_players_help(baselines: tuple[str, ...] = ()) -> str:
    """The computer players' names, as every option that takes one says them in --help
    (docs/commands.md says the same): the game's levels, Easy's old name, and the
    measuring ``baselines`` the option plays."""
    from ..ai.bots import MAX_BOT_DEALS, level_titles

    text = (f"a level of the game, {level_titles()} (any case; Hard:DEALS and Expert:DEALS, "
            f"DEALS 1 to {MAX_BOT_DEALS:,}, look at exactly that many deals a decision, the "
            "same on every run); random is the old name of Easy, still accepted")
    if baselines:
        text += ("; or a baseline, not a level: "
                 + " or ".join(BASELINE_WORDS[name] for name in baselines))
    return text


def seed_option(parser: argparse.ArgumentParser, default: int, what: str) -> None:
    parser.add_argument("--seed", type=bounded(0, MAX_SEED), default=default,
                        help=f"{what}, 0 to 2**64-1 (default {default})")


def record_file() -> str:
    """What FILE is in every command that reads a match record (replay, review,
    duplicate): the formats the record module reads, 'a match record (fivesup-match/1 or
    fivesup-match/2 JSON)'."""
    from ..rules.record import RECORD_FORMAT, TARGET_RECORD_FORMAT

    return f"a match record ({RECORD_FORMAT} or {TARGET_RECORD_FORMAT} JSON)"


def count(n: int, one: str, many: str = "") -> str:
    """``n`` things as a person writes them: '1 match', '2 matches', '1,000 rounds'."""
    return f"{n:,} {one if n == 1 else many or one + 's'}"


def fail(problem: str) -> int:
    """``error: PROBLEM`` on stderr, always one line (data in it is shown escaped); a
    stderr that cannot be written (full, closed) leaves only the exit status, 2."""
    from ..reading import one_line

    stream = sys.stderr
    if stream is not None:  # None: started with stderr closed
        try:
            stream.write(f"error: {one_line(problem)}\n")
            stream.flush()
        except OSError:
            to_null(stream)
    return 2


def to_null(stream: TextIO) -> None:
    """Point ``stream``'s descriptor at the null device, so what is left in its buffer
    goes nowhere when Python flushes it at exit, instead of failing there again with a
    traceback (the Python documentation's advice for SIGPIPE)."""
    try:
        fd = stream.fileno()
    except (OSError, ValueError):  # not a real file (a test's capture)
        return
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(null, fd)
    finally:
        os.close(null)
